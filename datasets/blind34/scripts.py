"""Scripts of the "blind34" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- towncriers:   a town criers' championship in a market square, judged on volume, diction and
                bearing (the host crier, the chief judge, the town clerk with the sound meter, a
                first-time crier, an old hand, the fruit and veg man whose stall is by the stage)
- falconry:     a bank holiday Monday of flying displays at a birds of prey centre (the head
                falconer, the owl falconer, a girl who won a day as junior falconer, the founder,
                the woman on the gate, the girl's dad)
- tenpinleague: finals night of a ten-pin bowling league at the town's alley (the league
                secretary, the lane mechanic, the duty manager, a team captain, a thirteen year old
                junior, the league's oldest bowler)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ towncriers (a town criers' championship)
HARRIET = ("en-gb-x-rp+f3", "Harriet Vosper, host town crier")
DESMOND = ("en-gb-x-gbcwmd+m1", "Desmond Okafor, chief judge")
SUNITA = ("en-gb-x-gbcwmd+f1", "Sunita Mehra, town clerk")
BRYONY = ("en-gb-scotland+f3", "Bryony Keel, crier of Thistleby")
ALF = ("en-gb-x-gbclan+m2", "Alf Pennock, crier of Pelham Quay")
COLIN = ("en-gb+m7", "Colin Dartnell, fruit and veg stall")

SQUARE = "#eceee4"
NOTICE = "#f3f1ea"
STAGE = "#f2e8e1"
TOWN_HALL = "#e8e5ef"
STALL = "#ecf2e1"
SQUARE_DARK = "#1b1521"

TOWNCRIERS = {
    "name": "towncriers",
    "footer": "Wenlow Open Town Criers' Championship · Market Square · Market Wenlow",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HARRIET, SQUARE_DARK, "Championship day in Market Wenlow",
              ["The Wenlow Open Town Criers' Championship", "Saturday 12 July", "Market Square, Market Wenlow"],
              "Eight o'clock in the Market Square, with the church clock striking, pigeons on the cobbles and "
              "Colin unloading his strawberries. I'm Harriet Vosper, town crier of Market Wenlow, and today "
              "criers come from all over the country to find out who is the best of us. My nephew is holding "
              "the camera, so if it goes sideways, blame him."),
        # 1
        slide(HARRIET, NOTICE, "The mayor's list",
              ["1. Set-piece round", "2. Home-town round", "3. Photograph on the town hall steps",
               "4. Check the sound meter", "5. Procession round the market"],
              "This is the mayor's list on the town hall noticeboard. He writes it in order of importance, the "
              "championship at the top, and we have never once done it in that order. The traders' vans close "
              "the streets round the square from nine, so the procession goes before then. Number five goes "
              "first. Thirty criers have come this year."),
        # 2
        slide(DESMOND, SQUARE, "The chief judge",
              ["Criers competing: 27", "Judges: 5"],
              "Thirty, Harriet? Twenty seven. Three withdrew this week with sore throats, and I have the entry "
              "list in my hand. Desmond Okafor, chief judge, retired headmaster. There are five of us judging, "
              "and we mark volume, diction, inflection, bearing and dress. The loudest crier does not always "
              "win, whatever the old hands tell you."),
        # 3
        slide(SUNITA, TOWN_HALL, "The sound meter",
              ["Meter on its stand: 30 m from the stage", "Time limit per cry: 2 minutes"],
              "Sunita Mehra, town clerk. I look after the sound meter, which stands on a tripod by the judges' "
              "table, and I write every reading in this book, in ink. Each cry has a limit of two minutes. When "
              "the time's up, I ring a little brass bell, and the criers hate me for it. That's what clerks are "
              "for."),
        # 4
        slide(BRYONY, STAGE, "First championship",
              ["Bryony Keel, 26", "Crier of Thistleby since: January"],
              "I'm Bryony, crier of Thistleby since January, and this is my first championship. I sewed this "
              "coat myself, out of my nan's old velvet curtains. The bell belonged to the last crier of "
              "Thistleby, who retired at ninety. Everyone says cry from the stomach, not the throat. My stomach "
              "is absolutely terrified."),
        # 5
        slide(ALF, STAGE, "The old hand",
              ["Alf Pennock, 81", "Crier of Pelham Quay since: 1969"],
              "Alf Pennock, crier of Pelham Quay. Before every cry I gargle warm honey with a drop of cider "
              "vinegar in it, and in all these years I've never once lost my voice. That young lady from "
              "Thistleby is my daughter's girl, Bryony, so I'm hoping the judges are a bit deaf today. Don't "
              "tell Desmond I said that."),
        # 6
        slide(HARRIET, SQUARE, "Procession first",
              ["Number 5 on the list", "Procession: 8:30 to 8:55 am"],
              "First, number five, the procession. All of us walked once round the market in our coats and "
              "hats, ringing our bells, before the traders' vans came in at nine. Shop doors opened, a baby "
              "cried, and a man in a dressing gown asked what the war was about. I swept my hat off to the mayor "
              "on the way past, as I always do."),
        # 7
        slide(COLIN, STALL, "The stall by the stage",
              ["Colin's stall: next to the stage", "Strawberries: £3 a punnet"],
              "Colin Dartnell, fruit and veg. My stall's been next to that stage for twenty of these, and I've "
              "no hearing left in my right ear. Still, criers buy strawberries, for the throat, they say, so I "
              "sell more today than I do at Christmas. Best cry I ever heard was Alf's, years back. Nearly blew "
              "my awning off."),
        # 8
        slide(SUNITA, SQUARE, "Meter second",
              ["Number 4 on the list", "Meter checked: 9:40 to 10:10 am"],
              "Second, number four, the meter. It has to be checked with the stalls up and the awnings out, "
              "because canvas swallows sound, and a reading taken in an empty square means nothing. So once the "
              "traders were set up, I stood on the stage with a test horn, Desmond stood by the meter, and we "
              "waved at each other a lot."),
        # 9
        slide(HARRIET, STAGE, "Home-town round",
              ["Number 2 on the list", "Home-town round: 10:30 am to 12:40 pm"],
              "Third, number two, the home-town round: every crier cries about their own town, in words they "
              "wrote themselves and know by heart. It has to go in the morning, because the set piece is locked "
              "in Sunita's safe until lunchtime, and nobody sees it until an hour before they cry it. That way "
              "nobody can practise it at home."),
        # 10
        slide(BRYONY, STAGE, "Beep, beep",
              ["Bryony's home-town cry: 10:52 am"],
              "Halfway through my home-town cry, a lorry started reversing into the square, beeping. So I "
              "stopped, rang my bell three times, waited until it had gone, and started again from the top, "
              "louder. My knees were shaking the whole way through. Desmond told me afterwards that the judges "
              "liked it, which I didn't believe for a second."),
        # 11
        slide(COLIN, STALL, "Into the strawberries",
              ["Alf's home-town cry: 11:35 am"],
              "Alf's cry was the best of the morning, easily. A hundred and twenty decibels, I reckon. At the "
              "end he bowed so low to the judges that his tricorn slid off his head, off the front of the stage, "
              "and landed upside down in my strawberries. He fished it out, put it back on, and bought a punnet. "
              "Class, that is."),
        # 12
        slide(SUNITA, TOWN_HALL, "In the book",
              ["Alf's home-town reading: 108.4 dB"],
              "A hundred and twenty, Colin? It was one hundred and eight point four. It's in the book, in ink, "
              "and the meter doesn't care how loud it sounds from behind a strawberry stall. It was the best "
              "reading of the morning, mind you. The meter listens at the judges' table, not at Colin's good "
              "ear."),
        # 13
        slide(DESMOND, SQUARE, "The parrot",
              ["Skelbrook's home-town reading: 104.6 dB"],
              "The crier from Skelbrook brought a real parrot on his shoulder. That is not against the rules, "
              "because nobody ever thought to write one. It joined in with every oyez, which was charming. Then, "
              "in the middle of his last line, it flapped its wings and knocked his hat clean off, which was "
              "rather less charming."),
        # 14
        slide(HARRIET, TOWN_HALL, "Lunch",
              ["Lunch in the town hall: 12:45 pm", "Champion's prize: £750"],
              "Lunch in the town hall, where a room full of criers eat soup and talk in whispers to save their "
              "voices. It's like a library full of parrots. The prize this year is five hundred pounds. No, I'm "
              "wrong, it's seven hundred and fifty now: the brewery topped it up last week. Nobody is whispering "
              "about that."),
        # 15
        slide(ALF, TOWN_HALL, "Advice",
              ["Championship first held: 1983"],
              "I've cried at every one of these since the very first. In nineteen ninety one, at home on the "
              "harbour wall, a gull took my hat off my head and flew out to sea with it, and I never saw it "
              "again. I told Bryony at lunch: hold the bell low, look at the back of the crowd, and never look "
              "at the judges."),
        # 16
        slide(SUNITA, TOWN_HALL, "Set piece fourth",
              ["Number 1 on the list", "Set-piece round: 2:00 to 3:50 pm"],
              "Fourth, number one, the set piece, the same words for every crier, written this year by the mayor "
              "himself. I took the envelope out of the safe at one o'clock, and the criers got one hour to learn "
              "it. Some of them went very pale. Then they cried it, one after another, and my little bell got a "
              "lot of use."),
        # 17
        slide(BRYONY, STAGE, "Gone with the wind",
              ["Bryony's set piece: 2:35 pm"],
              "My set piece went perfectly until the very last line. Then a gust came down the square, lifted "
              "my hat clean off my head and blew it off the back of the stage. I finished with my hair all over "
              "my face. At the same moment Sunita's papers went flying off the judges' table, so at least I "
              "wasn't alone."),
        # 18
        slide(DESMOND, TOWN_HALL, "The results",
              ["1st: Dunmere", "2nd: Thistleby", "3rd: Pelham Quay"],
              "The judges took three quarters of an hour behind a locked door. Our champion is the crier from "
              "Dunmere. During her set piece a pigeon landed on her hat and sat there for the whole cry, and "
              "neither the hat nor the lady moved an inch. Bearing, full marks. Thistleby came second, on her "
              "first go, and Pelham Quay third."),
        # 19
        slide(HARRIET, SQUARE, "Photograph last",
              ["Number 3 on the list", "Photograph: 4:40 pm"],
              "Last, number three, the photograph of every crier on the town hall steps. It always comes last, "
              "because the champion stands in the middle wearing the winner's sash, and we can't put it on her "
              "until the judges have decided. A whole crowd of criers shouting cheese at once: my nephew says "
              "the camera winced."),
        # 20
        slide(ALF, SQUARE, "Beaten by family",
              ["Alf's trophies at home: 9"],
              "Third, and beaten by my own granddaughter, on her first go. I couldn't be prouder if I'd won it "
              "myself. She says next year she'll beat the lady from Dunmere as well, and I believe her. I've "
              "told her she can have my bell when I stop, which will not be soon. They'll have to carry me off "
              "that stage."),
        # 21
        slide(COLIN, STALL, "Packing up",
              ["Market closes: 5 pm"],
              "Packing up now. I sold every strawberry, my right ear's ringing like a fire alarm, and there's "
              "still a dent from Alf's hat in one of my punnets. The square goes very quiet after a day like "
              "this, almost too quiet. Harriet says I should enter next year. I told her I'll stick to shouting "
              "about cauliflowers."),
        # 22
        slide(HARRIET, SQUARE_DARK, "Next on the channel",
              ["The Wenlow Goose Fair", "Saturday 4 October", "Market Square"],
              "Next time, I cry the opening of the Wenlow Goose Fair, as the town crier has done for six hundred "
              "years, they tell me, with real geese in the square and a lot more shouting. Colin will be selling "
              "toffee apples, Alf is coming to heckle, and Bryony has promised to hold on to her hat. See you in "
              "the square."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the gist of the Market Wenlow video.",
         "para": ["town criers thing - whats it about",
                  "I skipped through and saw people in tricorn hats ringing bells. What's actually going on?"],
         "cands": ["A town criers' championship in a market square, judged on volume, diction and bearing",
                   "Harriet crying the opening of the Wenlow Goose Fair",
                   "A market traders' busiest Saturday of the year",
                   "A brass band contest on a stage in the square"],
         "answer": "A town criers' championship in a market square, judged on volume, diction and bearing"},
        {"n": 2, "type": "count", "ev": [11, 13, 17],
         "q": "Counting only the accidents, how many criers had their hat come off during the championship?",
         "para": ["hats that fell off criers' heads by accident, total for the day",
                  "Tricorns kept going astray on championship day. How often did one really come off a crier's "
                  "head without them meaning it to?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Of the mayor's five jobs, which one got done first?",
         "cands": ["The procession round the market", "The set-piece round", "Checking the sound meter",
                   "The photograph on the town hall steps"],
         "answer": "The procession round the market"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 9, 16, 19],
         "q": "The mayor's list runs set piece, home-town round, photo, meter, procession. How did it go in "
              "practice?",
         "cands": None,
         "answer": "The procession first, then the meter check, the home-town round, the set piece, and the "
                   "photograph last"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "how come the procession went before everything else",
         "cands": None,
         "answer": "The traders' vans close the streets round the square from nine, so it had to go round before "
                   "then"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "What's the reason the group photo is always saved till last?",
         "cands": ["The champion stands in the middle wearing the winner's sash, and that can't happen until the "
                   "judges have decided",
                   "The town hall steps are in the shade until late afternoon",
                   "The photographer only arrives when the market has closed",
                   "The mayor has to be back from lunch to be in it"],
         "answer": "The champion stands in the middle wearing the winner's sash, and that can't happen until the "
                   "judges have decided"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "Why's the home-town round held in the morning and the set piece after lunch?",
         "para": ["home town round before the set piece - why",
                  "What stops them running the set-piece round first thing?"],
         "cands": None,
         "answer": "The set piece is locked in Sunita's safe until lunchtime and criers only see it an hour before "
                   "they cry it, so nobody can practise it at home"},
        {"n": 8, "type": "correction", "ev": [11, 12],
         "q": "Colin reckons Alf hit a hundred and twenty decibels. What did the meter actually say?",
         "cands": None,
         "answer": "108.4 dB (Sunita's reading, written in the book)"},
        {"n": 9, "type": "correction", "ev": [1, 2],
         "q": "how many criers were actually competing",
         "cands": ["27", "30", "24", "72"],
         "answer": "27"},
        {"n": 10, "type": "correction", "ev": [14],
         "q": "Once Harriet corrects herself, how big is the champion's prize?",
         "para": ["prize for winning - final figure",
                  "Harriet names a prize and then says she's got it wrong. What's the right amount?"],
         "cands": None,
         "answer": "£750 (five hundred pounds was before the brewery topped it up)"},
        {"n": 11, "type": "who", "ev": [1, 2],
         "q": "Harriet says thirty criers turned up. Who tells her the real number?",
         "cands": None,
         "answer": "Desmond Okafor, the chief judge, with the entry list (27)"},
        {"n": 12, "type": "who", "ev": [11],
         "q": "Whose tricorn landed upside down among the strawberries?",
         "cands": ["Alf Pennock", "Bryony Keel", "Harriet Vosper", "Desmond Okafor"],
         "answer": "Alf Pennock"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "how old is bryony keel",
         "cands": ["26", "62", "21", "29"],
         "answer": "26"},
        {"n": 14, "type": "needle_screen", "ev": [15],
         "q": "year of the frist ever Wenlow Open",
         "cands": ["1983", "1991", "1969", "1938"],
         "answer": "1983"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "How loud did the guy with the parrot score on the meter?",
         "cands": None, "answer": "104.6 dB (the crier from Skelbrook)"},
        {"n": 16, "type": "quantity", "ev": [3],
         "q": "Each cry has a time limit - how long?",
         "cands": ["Two minutes", "Three minutes", "Ninety seconds", "Five minutes"],
         "answer": "Two minutes"},
        {"n": 17, "type": "quantity", "ev": [2],
         "q": "Size of the judging panel?",
         "para": ["number of judges on the panel",
                  "The criers get scored by a panel. How many people sit on it?"],
         "cands": None, "answer": "Five"},
        {"n": 18, "type": "spoken_fact", "ev": [5],
         "q": "What does Alf do before every cry to look after his voice?",
         "cands": ["Gargles warm honey with a drop of cider vinegar in it",
                   "Sucks a slice of lemon",
                   "Drinks half a pint of stout",
                   "Hums scales into his hat"],
         "answer": "Gargles warm honey with a drop of cider vinegar in it"},
        {"n": 19, "type": "relation", "ev": [5, 20],
         "q": "Alf and the crier from Thistleby - any relation?",
         "cands": None, "answer": "Yes: Bryony is his granddaughter, his daughter's girl"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "A lorry reverses into the square beeping in the middle of Bryony's cry. How does she handle it?",
         "cands": None,
         "answer": "She stopped, rang her bell three times, waited until the lorry had gone and started again from "
                   "the top, louder"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "In the very first shot, what's happening in the square?",
         "cands": ["Eight o'clock, the church clock striking, pigeons on the cobbles and Colin unloading "
                   "strawberries",
                   "The criers' procession ringing their bells round the market",
                   "Everyone posing for the photograph on the town hall steps",
                   "A lorry reversing into the square"],
         "answer": "Eight o'clock, the church clock striking, pigeons on the cobbles and Colin unloading "
                   "strawberries"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does Harriet say is coming next time?",
         "cands": ["Her crying the opening of the Wenlow Goose Fair",
                   "Next year's championship in the same square",
                   "Alf's retirement from crying",
                   "A national final in London"],
         "answer": "Her crying the opening of the Wenlow Goose Fair"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "mayor of market wenlow, name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much did it cost to enter the championship?",
         "cands": ["£15", "£25", "£40", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ falconry (a birds of prey centre's bank holiday)
TAMSIN = ("en-gb-x-gbclan+f3", "Tamsin Raikes, head falconer")
SEUN = ("en-gb-scotland+m3", "Seun Adeyemi, falconer")
POPPY = ("en-gb+f2", "Poppy Ainsworth, junior falconer")
NORMAN = ("en-gb-x-rp+m3", "Norman Pike, founder")
MAGGIE = ("en-gb-x-gbcwmd+f4", "Maggie Threlfall, gate and tea hut")
MARTIN = ("en-gb-x-gbcwmd+m6", "Martin Ainsworth, Poppy's dad")

MEWS = "#efe7da"
CHALKBOARD = "#2a302c"
LAWN = "#e5eedf"
WOOD = "#dde8da"
GATE = "#f4ece1"
MOOR_DARK = "#131f19"

FALCONRY = {
    "name": "falconry",
    "footer": "Skirlaw Birds of Prey Centre · Oxendale · bank holiday flying",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(TAMSIN, MOOR_DARK, "Bank holiday at Skirlaw",
              ["Skirlaw Birds of Prey Centre", "Monday 25 August", "Oxendale", "Birds at the centre: 38"],
              "Half past seven on bank holiday Monday, with dew on the weathering lawn and thirty eight birds on "
              "their perches, blinking at me. I'm Tamsin Raikes, head falconer, and today we fly for the public, "
              "on the busiest day of our year. The camera's clipped to the brim of my hat, so you'll be seeing a "
              "lot of sky."),
        # 1
        slide(TAMSIN, CHALKBOARD, "The flying list",
              ["1. Fly Dart, the peregrine", "2. Weigh every bird", "3. Baths for the birds",
               "4. Owl display with Mortimer", "5. Hawk walk with Saffron"],
              "Here's the flying list on the chalkboard by the mews. Norman, who started this place, still writes "
              "it up every morning, in whatever order things come into his head, and we never fly it in that "
              "order. Every bird flies at its own flying weight, so before anything leaves a perch, every bird "
              "goes on the scales. Number two goes first."),
        # 2
        slide(SEUN, MEWS, "On the scales",
              ["Number 2 on the list", "Weighing: 7:45 to 8:40 am"],
              "Seun Adeyemi, falconer. A bird that's too heavy isn't hungry, and a bird that isn't hungry has no "
              "reason to come back to your glove. It might just sit in a tree until Tuesday. So each one stands "
              "on the scales before breakfast, and I chalk the weight up by its name. A few grams decides who "
              "flies today."),
        # 3
        slide(POPPY, LAWN, "Junior falconer",
              ["Poppy Ainsworth, 12", "Prize: a day as junior falconer"],
              "I'm Poppy, and I won a whole day as a junior falconer by drawing a picture of Mortimer, the eagle "
              "owl, for the centre's competition. I've got my own glove and everything. Mortimer is enormous. He "
              "must weigh about ten kilos. He looks like a very angry cushion with orange eyes."),
        # 4
        slide(SEUN, MEWS, "Mostly feathers",
              ["Mortimer's flying weight: 2.9 kg"],
              "Ten kilos, Poppy? Two point nine. He stood on the scales this morning like everybody else, and the "
              "scales don't lie. Most of what you can see is feathers, and under all that fluff he's not much "
              "bigger than a cat. Don't tell him I said so. He's very proud of his size."),
        # 5
        slide(MAGGIE, GATE, "The gate",
              ["Gates open: 10:00 am"],
              "Maggie Threlfall. I do the gate and the tea hut, and I have done ever since my husband Norman "
              "started this place in our back garden, with one kestrel and a lot of optimism. On a bank holiday "
              "the queue's back to the road by ten, and every one of them wants the eagle owl. I count them all "
              "in on a clicker."),
        # 6
        slide(TAMSIN, WOOD, "Hawk walk second",
              ["Number 5 on the list", "Hawk walk: 10:15 to 11:15 am"],
              "Second, number five, the hawk walk, with Saffron, our Harris hawk, following a dozen visitors "
              "through the wood from tree to tree. It goes first thing, before the car park fills, because after "
              "eleven the wood's full of people walking dogs, and Saffron will not fly with a dog underneath her. "
              "Frankly, I don't blame her."),
        # 7
        slide(POPPY, WOOD, "A head for heights",
              ["Saffron: Harris hawk, 1.1 kg"],
              "On the hawk walk I held my glove up with a bit of meat on it, and Saffron came down out of an oak "
              "tree, flew straight past me and landed right on top of a bald man's head at the back. He stood "
              "very, very still and said, is this part of it? Tamsin said Saffron had just misjudged the shine."),
        # 8
        slide(NORMAN, MEWS, "Where it started",
              ["Norman Pike, 77", "Centre founded: 1986"],
              "Norman Pike. I started with one kestrel, in the back garden, and look at it now. In nineteen "
              "ninety eight a buzzard of ours got away from me at a garden fete and landed on a bishop, who "
              "blessed it, and it was the best publicity we ever had. These days I mostly sit on the bench and "
              "give advice nobody asked for."),
        # 9
        slide(TAMSIN, LAWN, "Peregrine third",
              ["Number 1 on the list", "Peregrine display: 1:30 to 1:55 pm", "Dart's highest: 420 m"],
              "Third, number one, Dart, our peregrine. She waits for the middle of the day, because mist sits on "
              "this hill all morning, and a peregrine goes so high that if I can't see her, I can't fly her. "
              "Today she climbed to four hundred and twenty metres on the tracker, a dot, and came down on the "
              "lure like a dropped stone."),
        # 10
        slide(SEUN, LAWN, "Over the hill",
              ["Dart hatched: 2017"],
              "Halfway through, Dart went off over the hill after a pigeon and vanished, and the whole crowd went "
              "very quiet. Tamsin held up the tracker aerial, swung the lure and whistled twice. Two minutes later "
              "Dart came back over the trees, without the pigeon, and landed on the lure. Everybody cheered as "
              "if she'd scored a goal."),
        # 11
        slide(NORMAN, LAWN, "Two hundred",
              ["Dart's lure: leather, with two wings"],
              "When Dart came down on that lure, she must have been doing two hundred miles an hour. I've been "
              "watching peregrines for sixty years, and you can tell by the sound, a sort of tearing noise. I "
              "told the people round my bench, you'll never see anything faster in your lives, and they "
              "believed me."),
        # 12
        slide(TAMSIN, LAWN, "The speed gun",
              ["Dart's stoop on the speed gun: 104 mph"],
              "Two hundred, Norman? A hundred and four. Seun had the speed gun on her all the way down, and it's "
              "the only thing at this centre that doesn't exaggerate. A hundred and four is still faster than "
              "anything on the road outside, so nobody round the bench was cheated. Norman says the gun's "
              "broken. It isn't."),
        # 13
        slide(MAGGIE, GATE, "Lunchtime",
              ["Bacon rolls sold by 2 pm: 214"],
              "At lunchtime Seun was flying Pip, the little owl, on the lawn for the children, and she came "
              "straight over the fence and landed in my hair at the tea hut, after my bacon roll. I kept "
              "serving. A minute later a seagull took a chip off a little boy's plate, and nobody blinked at "
              "that. Gulls are just rude."),
        # 14
        slide(SEUN, LAWN, "Owls fourth",
              ["Number 4 on the list", "Owl display: 4:00 to 4:30 pm"],
              "Fourth, number four, the owls, late in the afternoon, when it's cooler. On the very first flight of "
              "the display, just as Mortimer left my glove, two jets from the air base came over very low, and "
              "he dropped onto the grass and refused to move. I had to walk out and carry him back. After that "
              "he flew as if nothing had happened."),
        # 15
        slide(NORMAN, LAWN, "Sunhat",
              ["Mortimer's wingspan: 1.7 m"],
              "Later on Mortimer went over everybody's heads and landed on a lady's sunhat in the front row, "
              "while she was still wearing it. She didn't scream, I'll give her that. Seun lifted him off with a "
              "bit of chick, and her hat was fine, if a bit flatter. In my day we'd have charged her extra for "
              "that."),
        # 16
        slide(MARTIN, LAWN, "On my shoulder",
              ["Bramble: barn owl"],
              "Martin Ainsworth, Poppy's dad. I was filming the owls on my phone when Bramble, the barn owl, went "
              "right past Seun's glove and landed on my shoulder. You don't hear them coming. "
              "Poppy was furious, because it was meant to be her day, and the owl picked me. I've got the "
              "whole thing on video, sideways."),
        # 17
        slide(POPPY, LAWN, "My turn",
              ["Pip: little owl, 170 g"],
              "At the end, Seun let me fly Pip from the fence post to my glove, five times, and she landed on my "
              "glove every single time. No heads, no hair. My drawing of Mortimer is going up in the tea hut. I'm "
              "going to be a falconer when I leave school, and Tamsin says I should start by cleaning out the "
              "mews."),
        # 18
        slide(TAMSIN, MEWS, "Baths last",
              ["Number 3 on the list", "Baths: 5:00 to 5:40 pm"],
              "Last, number three, the baths. A wet bird can't fly, because her feathers are too heavy, so nobody "
              "gets a bath until all their flying is done for the day. Carrying Saffron to hers, she hopped off "
              "my glove onto Norman's flat cap, with Norman still under it, and sat there looking very pleased "
              "with herself."),
        # 19
        slide(MAGGIE, GATE, "The clicker",
              ["Visitors through the gate: 1,312"],
              "By closing time we'd had nine hundred people through the gate. No, hang on, nine hundred was the "
              "cars. It's one thousand three hundred and twelve people, on the clicker, and every one of them "
              "wanted to hold the eagle owl. The tea urn gave up at four, and I very nearly did too."),
        # 20
        slide(NORMAN, MEWS, "Handing over",
              ["Head falconer since: 2015"],
              "Tamsin runs this place now, and runs it better than I ever did. She still lets me write the flying "
              "list every morning, in the wrong order, and then ignores it, which is exactly right. My first "
              "kestrel was called Kes, like everybody's. After all these years, I still can't whistle a bird "
              "down like she can."),
        # 21
        slide(SEUN, MEWS, "Evening",
              ["Tomorrow's weighing: 7:45 am"],
              "Evening now. Every bird's been fed, bathed and put away, and I've written tonight's weights next "
              "to this morning's, so we know who flies tomorrow. Mortimer's asleep, or pretending to be. Dart is "
              "watching me from her perch as if she's planning something. On a bank holiday the birds finish "
              "less tired than we do."),
        # 22
        slide(TAMSIN, MOOR_DARK, "Next on the channel",
              ["Owl evening by lantern light", "Friday 7 November", "Skirlaw"],
              "Next time, it's our owl evening, by lantern light, when the barn owls fly in the dark over the "
              "lawn and you only hear them once they've already gone past. Poppy is coming back as my assistant, "
              "Maggie is making soup, and Norman has promised not to tell the bishop story. We'll see. See you "
              "at the mews."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Skirlaw video, in a sentence?",
         "para": ["birds of prey centre vid - overall subject",
                  "It's hawks, owls and a big crowd on a lawn. What is the video about as a whole?"],
         "cands": ["A bank holiday of flying displays at a birds of prey centre",
                   "An owl evening by lantern light",
                   "A bird ringing session in a wood at dawn",
                   "Rescued birds of prey being checked over before release"],
         "answer": "A bank holiday of flying displays at a birds of prey centre"},
        {"n": 2, "type": "count", "ev": [7, 13, 15, 16, 18],
         "q": "Birds touching down on somebody instead of a glove: how often did that happen on the day?",
         "para": ["birds landing on people (not gloves) that day - total",
                  "Several birds picked the wrong perch on the day: somebody's head, hair, hat or shoulder. "
                  "Give me the number."],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which job on the chalkboard did they do first?",
         "cands": ["Weighing every bird", "Flying Dart, the peregrine", "The hawk walk with Saffron",
                   "The owl display"],
         "answer": "Weighing every bird"},
        {"n": 4, "type": "order", "ev": [1, 2, 6, 9],
         "q": "Dart is top of Norman's list. Where did her flight actually come in the day?",
         "cands": None,
         "answer": "Third, at 1:30 pm: after the weighing and the hawk walk"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "Why does every bird get weighed before anything flies?",
         "para": ["weighing the birds first thing - reason",
                  "Is there a reason they all stand on the scales before breakfast?"],
         "cands": None,
         "answer": "Each bird flies at its own flying weight: a bird that's too heavy isn't hungry and has no "
                   "reason to come back to the glove"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "why are the baths left till the end of the day",
         "cands": ["A wet bird can't fly, so no bird gets a bath until all its flying is done",
                   "The water in the baths takes all day to warm up",
                   "The visitors have all gone home by then",
                   "The birds are only fed after their baths"],
         "answer": "A wet bird can't fly, so no bird gets a bath until all its flying is done"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "Why does the hawk walk happen early, ahead of the peregrine?",
         "cands": ["After eleven the wood is full of people walking dogs, and Saffron won't fly with a dog under "
                   "her",
                   "Saffron has to be back on her perch before the jets come over",
                   "The mist in the wood is thickest in the afternoon",
                   "Tamsin needs the tracker for Dart later on"],
         "answer": "After eleven the wood is full of people walking dogs, and Saffron won't fly with a dog under "
                   "her"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Poppy guesses Mortimer weighs ten kilos. What's his actual weight?",
         "para": ["eagle owl's real weight",
                  "The junior falconer overestimates the big owl by a mile. What does he really weigh?"],
         "cands": None,
         "answer": "2.9 kg (Seun, from the morning's scales)"},
        {"n": 9, "type": "correction", "ev": [19],
         "q": "Final visitor number through the gate on the day?",
         "cands": ["1,312", "900", "1,132", "3,112"],
         "answer": "1,312"},
        {"n": 10, "type": "who", "ev": [11, 12],
         "q": "Norman says Dart was doing two hundred miles an hour. Who corrects him?",
         "para": ["who put norman right about the peregrine's speed",
                  "The old founder's speed figure gets shot down. By whom?"],
         "cands": None,
         "answer": "Tamsin Raikes, the head falconer, from Seun's speed gun (104 mph)"},
        {"n": 11, "type": "who", "ev": [13],
         "q": "The little owl Pip ended up in whose hair?",
         "cands": ["Maggie Threlfall", "Poppy Ainsworth", "Tamsin Raikes", "Martin Ainsworth"],
         "answer": "Maggie Threlfall"},
        {"n": 12, "type": "needle_screen", "ev": [3],
         "q": "What age is Poppy?",
         "cands": ["12", "10", "21", "14"],
         "answer": "12"},
        {"n": 13, "type": "needle_screen", "ev": [10],
         "q": "What year was Dart hatched?",
         "cands": None, "answer": "2017"},
        {"n": 14, "type": "speech_and_screen", "ev": [14],
         "q": "jets went over low - at what time",
         "cands": None, "answer": "4:00 pm, just as the owl display began (Mortimer's first flight)"},
        {"n": 15, "type": "quantity", "ev": [9],
         "q": "How high did Dart climb according to the tracker?",
         "cands": ["420 m", "240 m", "104 m", "4,200 m"],
         "answer": "420 m"},
        {"n": 16, "type": "quantity", "ev": [0],
         "q": "number of birds kept at Skirlaw",
         "cands": None, "answer": "Thirty eight"},
        {"n": 17, "type": "spoken_fact", "ev": [3],
         "q": "How did Poppy get to be junior falconer for the day?",
         "cands": ["She drew a picture of Mortimer for the centre's competition",
                   "She won a raffle at the tea hut",
                   "It was a birthday present from her dad",
                   "She wrote the best essay on owls at her school"],
         "answer": "She drew a picture of Mortimer for the centre's competition"},
        {"n": 18, "type": "relation", "ev": [5],
         "q": "Maggie and Norman - what's the connection?",
         "cands": None, "answer": "They're married: Norman is Maggie's husband"},
        {"n": 19, "type": "right_before_after", "ev": [10],
         "q": "Dart disappears over the hill chasing a pigeon. What does Tamsin do?",
         "cands": None,
         "answer": "Held up the tracker aerial, swung the lure and whistled twice; Dart came back two minutes later"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Describe the opening scene at the centre",
         "cands": ["Half past seven, dew on the weathering lawn and thirty eight birds blinking on their perches",
                   "A queue at the gate stretching back to the road",
                   "Dart climbing into the midday sky",
                   "Barn owls flying over the lawn by lantern light"],
         "answer": "Half past seven, dew on the weathering lawn and thirty eight birds blinking on their perches"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which event is teased at the end?",
         "cands": ["An owl evening by lantern light", "Poppy's first week working at the centre",
                   "Dart's chicks hatching in the spring", "Norman's retirement party"],
         "answer": "An owl evening by lantern light"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the name of the bald man Saffron landed on?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "adult ticket price at the gate?",
         "cands": ["£8.50", "£12.00", "£14.95", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Mortimer the eagle owl - how old is he?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ tenpinleague (a bowling league's finals night)
DENISE = ("en-gb-x-rp+f1", "Denise Kowalczyk, league secretary")
MICK = ("en-gb-x-gbclan+m5", "Mick Trimble, lane mechanic")
JORDAN = ("en-gb-scotland+m6", "Jordan Ellery, duty manager")
AISHA = ("en-gb+f5", "Aisha Rahman, captain, Gutter Queens")
TOBY = ("en-gb+m2", "Toby Finch, junior member")
WILF = ("en-gb-x-rp+m2", "Wilf Harrowby, Split Decisions")

WHITEBOARD = "#f2f3f5"
DESK = "#ebe8f2"
BEHIND = "#e5e7e9"
LANES = "#edf0f7"
BAR = "#f3eae2"
ALLEY_DARK = "#120f26"

TENPINLEAGUE = {
    "name": "tenpinleague",
    "footer": "Ridgeway Bowl · Cranmore · Tuesday Night League finals",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(DENISE, ALLEY_DARK, "Finals night at Ridgeway Bowl",
              ["Tuesday Night League: finals", "Tuesday 18 March", "Ridgeway Bowl, Cranmore"],
              "Five o'clock on a Tuesday, the alley nearly empty, the oiling machine humming its way down lane "
              "one, and a smell of chips from the bar. I'm Denise Kowalczyk, secretary of the Tuesday Night "
              "League, and tonight is finals night, the one night a year we all dress up. My phone's on a "
              "lanyard round my neck, so mind the wobble."),
        # 1
        slide(DENISE, WHITEBOARD, "Tonight's list",
              ["1. Junior game for Toby", "2. Wilf's sixty-year presentation", "3. Oil the lanes",
               "4. Raffle draw", "5. League final"],
              "This is the whiteboard behind the front desk. Jordan copied it from the committee's email, in the "
              "order people replied, which is a terrible order to do anything in. Nobody can bowl on a lane "
              "while the machine is oiling it, and fresh oil needs about an hour to settle, so the oil goes on "
              "before anybody arrives. Number three goes first."),
        # 2
        slide(JORDAN, DESK, "Oil first",
              ["Number 3 on the list", "Lanes oiled: 5:00 to 5:40 pm", "Lanes at Ridgeway Bowl: 16"],
              "Jordan Ellery, duty manager. First, number three, the oil. The machine lays a thin stripe down "
              "the middle of every lane, heavier at the front, so the ball skids first and hooks late. The "
              "afternoon's kids' party came off at five, the machine went straight on, and the league starts "
              "arriving at six. This whole building runs on oil and chips."),
        # 3
        slide(MICK, BEHIND, "Behind the lanes",
              ["Spare belts in the workshop: 12"],
              "Mick Trimble, mechanic. This is where nobody else goes, behind the pins. Every lane has its own "
              "pinsetter, setting ten pins thousands of times a night, and when one sulks, I crawl in with a "
              "torch. My stepson Toby's bowling the junior game tonight, so I'll be out front for that."),
        # 4
        slide(TOBY, LANES, "Junior game",
              ["Toby Finch, 13", "Junior handicap: 40 pins"],
              "I'm Toby, and tonight I bowl the junior game, on the lanes in front of the seats. Mick says the "
              "machines back there are older than my mum. They must be from about nineteen fifty. Mum says I "
              "have to be home by half past eight, because it's a school night, so they're putting me on first, "
              "straight after the oil."),
        # 5
        slide(MICK, BEHIND, "Nineteen eighty nine",
              ["Pinsetters installed: 1989"],
              "Nineteen fifty, Toby? Nineteen eighty nine. The date's stamped on every frame back here, and I "
              "fitted half of them myself when I was an apprentice. They're older than your mum's car, not your "
              "mum. Still, they're old enough that I know every noise they make, and which noise means I'm going "
              "home late."),
        # 6
        slide(DENISE, LANES, "Junior game second",
              ["Number 1 on the list", "Junior game: 6:10 to 6:50 pm"],
              "Second, number one, Toby's junior game, on lanes seven and eight, straight after the oil, so he's "
              "home by half past eight like his mum wants. In his third frame the machine on lane seven swallowed "
              "the pins and sat there with its sweep down, and Mick had to go round the back with his torch. "
              "Toby took it very calmly."),
        # 7
        slide(TOBY, LANES, "First strike",
              ["Toby's score: 118"],
              "My first ever strike! All ten, in the seventh frame, and everybody clapped, even the grown-ups at "
              "the bar. Then on my last ball the rack came halfway down and stopped dead, with a red light "
              "flashing, and I had to wait for Mick to crawl in again. I spent my pound on the claw machine while "
              "I waited. It ate it."),
        # 8
        slide(WILF, BAR, "Sixty years",
              ["Wilf Harrowby, 86", "Wilf's average: 148"],
              "Wilf Harrowby. My average is a hundred and sixty. No, that was before my knee, it's a hundred and "
              "forty eight now, and falling. When I started here, lads set the pins by hand, and if you bowled "
              "too fast they ducked. Before my first ball every night, I wipe the ball with my late wife's hankie. "
              "She'd have liked tonight."),
        # 9
        slide(AISHA, BAR, "The Gutter Queens",
              ["Teams in the league: 14", "Gutter Queens: 4 bowlers"],
              "Aisha Rahman, captain of the Gutter Queens. We've come second three years running, and I'm not "
              "doing it again. Tonight we bowl the final against Split Decisions, which is Wilf's team, and "
              "everybody loves Wilf, so nobody will be cheering for us. That's fine. We've got matching shirts "
              "and a lot of spite."),
        # 10
        slide(JORDAN, LANES, "Final third",
              ["Number 5 on the list", "League final: 7:15 to 9:45 pm"],
              "Third, number five, the final, on lanes seven and eight, in front of the seats. It can't start "
              "before quarter past seven, because half of both teams work until six, and Split Decisions' anchor "
              "drives a bus. Three games, every pin added up, and the whole bar watching, with their drinks "
              "going warm."),
        # 11
        slide(AISHA, LANES, "Lane eight",
              ["Gutter Queens after game 1: 231"],
              "In our fourth frame, the machine on lane eight put the pins down all wonky, then stopped dead, and "
              "we all stood about while Mick went in with his torch. On his way past he pretended to kick the "
              "ball return, for a laugh. It didn't break, luckily, or Jordan would have killed him. Rubina kept "
              "warm doing lunges."),
        # 12
        slide(JORDAN, DESK, "Lights",
              ["Cosmic bowling: Fridays from 9 pm"],
              "Halfway through the second game, somebody leant on the switch in the office and the disco lights "
              "came on, right in the middle of the final. Spinning colours, the lot. So I ran to the office, "
              "switched them off, turned the lane lights back up, and gave both teams a practice ball each before "
              "they carried on. Nobody blamed me, to my face."),
        # 13
        slide(WILF, LANES, "Tenth frame",
              ["Split Decisions after game 2: 455"],
              "In the tenth frame of the last game, the machine on seven jammed with my ball still inside it, and "
              "Mick had to crawl in with his torch to fetch it out. I needed the sit down. On the "
              "very first night the machines came in, every one of them broke down at once, and we set the pins "
              "by hand like the old days."),
        # 14
        slide(AISHA, LANES, "Rubina's strike",
              ["Last ball of the final: 9:41 pm"],
              "Rubina, our anchor, bowled the last ball of the final, a strike, and that strike won it. I screamed "
              "so loud the bar went quiet. Three years second, and now we've won it, by about fifty pins, I "
              "reckon. Wilf came straight over and shook every one of our hands, which made me cry, which I will "
              "deny."),
        # 15
        slide(DENISE, DESK, "The score sheet",
              ["Final: Gutter Queens 709, Split Decisions 678", "Winning margin: 31 pins"],
              "Fifty, Aisha? Thirty one. Seven hundred and nine to six hundred and seventy eight, it's on the "
              "score sheet, and I've checked it twice, because Wilf asked me to. Thirty one pins is still a win, "
              "and a proper one. Nobody's asking for a recount, least of all Split Decisions, who are already at "
              "the bar."),
        # 16
        slide(WILF, BAR, "Presentation fourth",
              ["Number 2 on the list", "Wilf's presentation: 9:55 pm", "Wilf: 60 years in the league"],
              "Fourth, number two, my presentation, for sixty years in the league. They wanted to do it before "
              "the final, and I said no, because I won't bowl with a lump in my throat. So they waited till I'd "
              "lost. They gave me a glass bowling pin with my name on it, and I made a speech, which was short, "
              "because I was crying."),
        # 17
        slide(DENISE, BAR, "Raffle last",
              ["Number 4 on the list", "Raffle drawn: 10:10 pm"],
              "Last, number four, the raffle. It always goes last, because if you draw the raffle early, half the "
              "room goes home before the final's finished. Tonight's top prize was a bottle of whisky Wilf had "
              "donated himself, and Wilf won it, with ticket number one. Nobody believes it was straight, but "
              "Jordan drew it in front of everybody."),
        # 18
        slide(MICK, BEHIND, "Lane seven",
              ["New belt for lane 7: ordered"],
              "Toby went home at half past eight, clutching his score sheet, and I hope he's asleep by now with "
              "it under his pillow. On finals night everybody bowls harder, and the machines feel it. Lane seven "
              "needs a new belt, and I've ordered one. I've never kicked a machine in my life, whatever Aisha "
              "says. I've wanted to."),
        # 19
        slide(JORDAN, BAR, "Closing up",
              ["Bar closes: 11:30 pm"],
              "The coffee machine at the bar broke down at ten, and that's the breakdown people will be "
              "complaining about on Thursday. I've sprayed ninety pairs of hire shoes and put them back in the "
              "racks, and the glass pin is behind the bar, where Wilf can see it. The lanes get oiled again on "
              "Friday, for the cosmic lot."),
        # 20
        slide(AISHA, BAR, "The trophy",
              ["League trophy first presented: 1971"],
              "The trophy's on our table, and we've taken turns holding it like a baby. My mum won it once, years "
              "ago, with a team called the Alley Cats, so now there are two of us in the family. Next year we'll "
              "have to do it all again, and be the team everybody wants to beat. I can live with that."),
        # 21
        slide(WILF, LANES, "Same lane",
              ["Next league night: Tuesday 25 March"],
              "Sixty years, and I've lost more finals than I've won, and I've enjoyed every one of them. The "
              "young ones bowl with hooks and spin and all sorts. I bowl straight down the middle, the way my "
              "father did, and it still works, mostly. I'll be back next Tuesday, same lane, same hankie."),
        # 22
        slide(DENISE, ALLEY_DARK, "Next on the channel",
              ["Toby's county junior trials", "Saturday 12 April", "Ridgeway Bowl"],
              "Next time, Toby bowls at the county junior trials, right here, against the best young bowlers in "
              "the county, with his own ball this time, if Mick gets it drilled in time. Wilf has promised to "
              "coach him to bowl straight. Mick has promised to stay behind the lanes. See you on lane seven."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What is the Ridgeway Bowl video mainly about?",
         "para": ["bowling alley vid - main subject?",
                  "Lots of pins, a bar and a raffle. Sum up what the video covers."],
         "cands": ["A ten-pin bowling league's finals night at the town's alley",
                   "Toby bowling at the county junior trials",
                   "A kids' birthday party at a bowling alley",
                   "A mechanic's guide to repairing pinsetters"],
         "answer": "A ten-pin bowling league's finals night at the town's alley"},
        {"n": 2, "type": "count", "ev": [6, 7, 11, 13],
         "q": "On finals night, how many breakdowns did the pinsetters have between them?",
         "para": ["pinsetter breakdowns that night - how many",
                  "Tot up the times one of the pin machines on the lanes actually packed up on finals night. "
                  "Other machines don't count."],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "first job off Jordan's whiteboard?",
         "cands": ["Oiling the lanes", "Toby's junior game", "The league final", "The raffle draw"],
         "answer": "Oiling the lanes"},
        {"n": 4, "type": "order", "ev": [1, 2, 6, 10, 16, 17],
         "q": "Run me through how the night really went, job by job, against Jordan's list.",
         "para": ["whiteboard jobs - real running order",
                  "The list says junior game, presentation, oil, raffle, final. How did the night really go?"],
         "cands": None,
         "answer": "The oil first, then Toby's junior game, the league final, Wilf's presentation, and the raffle "
                   "last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Reason for oiling the lanes before anything else?",
         "cands": None,
         "answer": "Nobody can bowl on a lane while it's being oiled, and fresh oil needs about an hour to settle, "
                   "so it goes on before anybody arrives"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "The raffle's always drawn last - why?",
         "cands": ["Draw it early and half the room goes home before the final's finished",
                   "The tickets are only counted once the bar shuts",
                   "Wilf insisted on presenting it himself after his speech",
                   "The prizes arrive late from the committee"],
         "answer": "Draw it early and half the room goes home before the final's finished"},
        {"n": 7, "type": "why", "ev": [4, 6],
         "q": "Why did Toby's game go on straight after the oil?",
         "para": ["junior game so early - reason",
                  "What meant the junior game had to be the first thing bowled?"],
         "cands": None,
         "answer": "It's a school night and his mum wants him home by half past eight"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "Toby guesses the pinsetters date from around 1950. When were they really put in?",
         "cands": None,
         "answer": "1989 (Mick: the date's stamped on every frame)"},
        {"n": 9, "type": "correction", "ev": [14, 15],
         "q": "By how many pins did the Gutter Queens actually win?",
         "cands": ["31", "50", "13", "41"],
         "answer": "31"},
        {"n": 10, "type": "correction", "ev": [8],
         "q": "Wilf says his average is 160, then changes it. What is it now?",
         "cands": None,
         "answer": "148 (160 was before his knee)"},
        {"n": 11, "type": "who", "ev": [14, 15],
         "q": "Aisha says they won by about fifty pins. Who says otherwise?",
         "para": ["who corrected aisha's winning margin",
                  "Somebody checks the score sheet and knocks the captain's margin down. Who's that?"],
         "cands": None,
         "answer": "Denise Kowalczyk, the league secretary, from the score sheet (31 pins)"},
        {"n": 12, "type": "who", "ev": [17],
         "q": "Who won the raffle?",
         "cands": ["Wilf Harrowby", "Jordan Ellery", "Aisha Rahman", "Mick Trimble"],
         "answer": "Wilf Harrowby"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "toby's age",
         "cands": ["13", "12", "15", "31"],
         "answer": "13"},
        {"n": 14, "type": "needle_screen", "ev": [19],
         "q": "When does the bar shut?",
         "cands": ["11:30 pm", "11:00 pm", "10:10 pm", "12:30 am"],
         "answer": "11:30 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [14],
         "q": "What time was the strike that won the final bowled?",
         "cands": None, "answer": "9:41 pm (Rubina's strike in the last frame)"},
        {"n": 16, "type": "quantity", "ev": [1, 16],
         "q": "Wilf's been in the league for how many years?",
         "cands": ["60", "86", "16", "40"],
         "answer": "60"},
        {"n": 17, "type": "quantity", "ev": [19],
         "q": "How many pairs of hire shoes did Jordan spray once the night was over?",
         "cands": None, "answer": "Ninety"},
        {"n": 18, "type": "spoken_fact", "ev": [8],
         "q": "What's Wilf's little routine before his first ball?",
         "cands": ["He wipes the ball with his late wife's hankie",
                   "He kisses the ball and says his lucky number",
                   "He taps the foul line three times",
                   "He blows on his fingers and hums"],
         "answer": "He wipes the ball with his late wife's hankie"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "is mick realted to toby",
         "cands": None, "answer": "Yes: Mick is Toby's stepfather (Toby is his stepson)"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "The disco lights come on by accident mid-final. What does Jordan do?",
         "cands": None,
         "answer": "Ran to the office, switched them off, turned the lane lights back up and gave both teams a "
                   "practice ball each"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the video open?",
         "cands": ["Five o'clock, the alley nearly empty, the oiling machine humming down lane one and a smell "
                   "of chips",
                   "The final in full swing on lanes seven and eight",
                   "Jordan drawing the raffle at the bar",
                   "A kids' birthday party bowling on every lane"],
         "answer": "Five o'clock, the alley nearly empty, the oiling machine humming down lane one and a smell "
                   "of chips"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Teaser at the end - what's coming up?",
         "cands": ["Toby bowling at the county junior trials", "Next year's finals night",
                   "Wilf's retirement party", "A twenty-four hour charity bowl"],
         "answer": "Toby bowling at the county junior trials"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's Toby's mum called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Raffle tickets - how much each?",
         "cands": ["£1", "£2", "50p", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [TOWNCRIERS, FALCONRY, TENPINLEAGUE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "towncriers": [25.5, 27.0, 26.0, 25.0, 25.5, 25.5, 25.5, 25.5, 27.0, 23.5, 24.5, 27.0, 26.5, 23.0, 25.0, 25.0, 24.5, 23.5, 26.0, 25.5, 22.5, 25.5, 25.5],
    "falconry": [23.5, 26.5, 25.0, 21.0, 22.5, 25.5, 27.5, 22.5, 24.5, 27.0, 24.0, 22.5, 26.0, 26.5, 25.0, 24.0, 26.5, 22.5, 24.0, 25.0, 26.5, 23.5, 24.0],
    "tenpinleague": [27.0, 24.0, 26.0, 25.5, 26.5, 23.5, 26.5, 26.0, 26.0, 25.0, 25.5, 26.5, 24.5, 24.5, 27.0, 25.0, 24.5, 27.0, 27.5, 22.5, 23.5, 25.0, 23.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
