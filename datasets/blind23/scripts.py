"""Scripts of the "blind23" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- launchday: a model rocketry club's launch day on a farm field, streamed live for members at home
             (a launch control officer, a range safety officer, flyers, the farmer)
- awards:    a local newspaper's community awards evening in a town's assembly rooms (a host, the
             mayor presenting, winners' speeches, a microphone that misbehaves)
- firedrill: an office building's fire evacuation drill, recorded for warden training (the chief
             fire warden, floor wardens on the radio, a fire service observer and his debrief)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ launchday (model rocketry club)
MARISOL = ("en-gb-x-rp+f2", "Marisol Quenby, launch control officer")
CUTHBERT = ("en-gb-scotland+m2", "Cuthbert Amory, range safety officer")
GIDEON = ("en-us+m3", "Gideon Lyle, flyer")
ABEL = ("en-gb-x-gbcwmd+m2", "Abel Mossop, farmer, Pennick Farm")
YUSUF = ("en-gb+m3", "Yusuf Hartnell, club chair")
OTTILIE = ("en-gb+f5", "Ottilie Brask, junior member")
NELL = ("en-gb-x-gbclan+f2", "Nell Pardoe, flyer")

FIELD = "#eef3e2"
CARD = "#fdf6e3"
SKY_DARK = "#10263a"

LAUNCHDAY = {
    "name": "launchday",
    "footer": "Corvey Vale Rocketry Society · launch day live stream · Hobb's Acre",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(MARISOL, SKY_DARK, "Launch Day: LIVE",
              ["Corvey Vale Rocketry Society", "Hobb's Acre, Pennick Farm, Ellerthorpe",
               "Sunday 7 June · first launch 11 am"],
              "Good morning, and welcome to launch day, live from Hobb's Acre on Pennick Farm. I'm Marisol "
              "Quenby, and today I'm launch control officer, which means I do the countdowns and I get to press "
              "the big red button. If you're watching at home because you couldn't make it, we miss you, and "
              "there's cake."),
        # 1
        slide(MARISOL, CARD, "Today's flight card",
              ["1. Skylark II · Ottilie Brask", "2. Brass Heron · Gideon Lyle",
               "3. Double Kestrel (two-stage) · Nell Pardoe", "4. Pudding Basin · Yusuf Hartnell",
               "5. Ember Jack (G motor) · the club rocket"],
              "That's the flight card, and it has already changed. Ottilie was meant to go first, but one of "
              "Skylark's fins came unstuck in the car on the way here, and the glue needs half an hour to set. "
              "So Gideon's Brass Heron goes up first instead, and Skylark will fly as soon as the glue is dry."),
        # 2
        slide(CUTHBERT, FIELD, "Range safety",
              ["Spectators: 15 m back from the pads", "Big (G) motors: 30 m back", "No flying in wind over 20 mph"],
              "I'm Cuthbert, range safety officer. Every rocket comes to my table to be checked before it goes "
              "anywhere near a pad. Spectators stay fifteen metres back, and thirty for the big motors. Over "
              "twenty miles an hour of wind, we stop. And nobody walks out to fetch a rocket until Marisol calls "
              "the range clear."),
        # 3
        slide(MARISOL, FIELD, "Brass Heron",
              ["Flyer: Gideon Lyle", "Pad 2 · motor C6-5"],
              "Brass Heron is on pad two. Gideon has clipped on, the buzzer says we've got continuity, and the "
              "sky is clear. Five, four, three, two, one, launch. And nothing. A little puff of smoke, and she's "
              "still sitting on the rod. That's a misfire, everyone. Sixty seconds before anybody goes near her."),
        # 4
        slide(GIDEON, FIELD, "Brass Heron",
              ["Body tube: an old poster tube", "Nose cone: from a toy space shuttle"],
              "That's my fault. I bought a cheap packet of igniters off the internet, and I think I'm about to "
              "regret it. New igniter in, and this time I've rubbed the clips with sandpaper. The body is an old "
              "poster tube, and the nose cone came off my daughter's toy space shuttle, so she wants it back in "
              "one piece."),
        # 5
        slide(MARISOL, FIELD, "Brass Heron",
              ["Second attempt", "Altimeter: 212 m", "Recovery: parachute"],
              "Second go for Brass Heron. Five, four, three, two, one, launch! And she's away, lovely and "
              "straight. Parachute's out, and she's drifting towards the hedge at the bottom of the field. Range "
              "is clear. Gideon, off you go and fetch her. Everyone else, stay behind the rope, please."),
        # 6
        slide(ABEL, FIELD, "Our host",
              ["Abel Mossop, Pennick Farm", "Hobb's Acre: 40 acres", "Sheep: moved to the top field"],
              "Morning. Abel Mossop, this is my field. I've only got one rule for this lot, and that's keep your "
              "rockets away from my sheep. So I moved the flock up to the top field first thing this morning. "
              "Two summers ago a rocket came down in the duck pond, and the ducks still haven't forgiven anyone."),
        # 7
        slide(MARISOL, FIELD, "Pudding Basin",
              ["Flyer: Yusuf Hartnell", "Pad 4"],
              "Double Kestrel is next on the card, but Cuthbert won't let a two stage rocket go up in this wind, "
              "so we're skipping to number four. Yusuf has built a rocket out of an actual pudding basin. Pad "
              "four. Three, two, one, launch! It's up! It's spinning like a top and going mostly sideways, but "
              "it's up."),
        # 8
        slide(YUSUF, FIELD, "Pudding Basin",
              ["Recovery: streamer, not parachute", "Nose weight: a handful of washers"],
              "That was my wife's pudding basin, and she doesn't know yet, so please don't share the stream. Odd "
              "shapes will fly, as long as the weight is at the front, so there's a handful of washers in the "
              "top. And thank you to Abel, who has let us fly on this field for nineteen years now."),
        # 9
        slide(OTTILIE, FIELD, "Skylark II",
              ["Flyer: Ottilie Brask, aged 11", "Pad 1", "Fin re-glued: dry at 11:50 am"],
              "Hi, I'm Ottilie. The glue's dry, I checked by poking it. She's called Skylark two because Skylark "
              "one got trodden on by my brother. I painted her with glitter, so you'll be able to see her in the "
              "sun. Marisol says I can press the button myself, as long as she holds the key."),
        # 10
        slide(MARISOL, FIELD, "Skylark II",
              ["Pad 1", "On the button: Ottilie"],
              "Right, Ottilie's got her finger on the button. Count with me, everyone. Five, four, three, two, "
              "one, press! Oh. The igniter glowed, but the motor just didn't catch, and Skylark hasn't moved an "
              "inch. Don't worry, Ottilie, it happens to all of us. Hands off for a minute, then a fresh igniter."),
        # 11
        slide(CUTHBERT, FIELD, "Range: HOLD",
              ["Walker and dog on the footpath", "Count stopped at 3"],
              "Hold, hold, hold! Stop the count, Marisol. There's a man with a dog on the footpath at the bottom "
              "of the field, right under the flight path, and nothing flies while anyone is down there. That's "
              "it, he's through the gate. Ottilie, your new igniter's in, so carry on when you're ready."),
        # 12
        slide(MARISOL, FIELD, "Skylark II",
              ["Altimeter: 156 m", "Recovery: parachute"],
              "The footpath's clear. Let's go again, Ottilie. Five, four, three, two, one, press! And there she "
              "goes, sparkling all the way up. Perfect flight, perfect parachute, and the altimeter says a "
              "hundred and sixty five metres. That's a club record for anything covered in glitter."),
        # 13
        slide(OTTILIE, FIELD, "Skylark II",
              ["Altimeter: 156 m"],
              "It's a hundred and fifty six, Marisol, not a hundred and sixty five. You read it upside down. A "
              "hundred and sixty five is my brother's best, and I want to beat him properly next time. Can I keep "
              "the burnt igniter? I'm making a collection."),
        # 14
        slide(MARISOL, CARD, "Lunch",
              ["Lunch: 30 minutes", "Wind: 17 mph, gusting", "Tassford airfield window: 2 pm to 3 pm"],
              "The wind's getting up, so we'll stop for lunch and hope it drops. For Ember Jack, the big one, we "
              "need permission from Tassford airfield, and they've given us a window from three until four. No, "
              "two until three, sorry. Three is when their gliders go up. So Ember Jack will fly before Double "
              "Kestrel."),
        # 15
        slide(NELL, FIELD, "Double Kestrel",
              ["Flyer: Nell Pardoe", "Two stages", "Wind limit for two stages: 10 mph"],
              "I'm Nell, and this is Double Kestrel. When the first motor burns out, it lights the second one, "
              "and the top half keeps going. Cuthbert won't let it fly until the wind is under ten miles an hour, "
              "because the top can end up anywhere. Which is fair. Last time it landed in a garden centre car "
              "park."),
        # 16
        slide(YUSUF, FIELD, "Ember Jack",
              ["The club rocket", "Motor: G80", "Built over: 14 Tuesday evenings"],
              "It's two o'clock, and the airfield has given us the nod. This is Ember Jack, the club's biggest "
              "rocket. It took fourteen Tuesday evenings in my garage to build. Everybody back to thirty metres, "
              "please, and that means you as well, Abel. Marisol, she's all yours."),
        # 17
        slide(MARISOL, FIELD, "Ember Jack",
              ["The big pad", "Spectators: 30 m back"],
              "Ember Jack, on the big pad. Five, four, three, two, one, launch! And there's nothing. Not even a "
              "puff of smoke this time. After the minute, Yusuf has walked out to check, and he's holding "
              "something up. It's the clip. It had come off the igniter completely. He's taping it down."),
        # 18
        slide(MARISOL, FIELD, "Ember Jack",
              ["Peak height: 713 m", "Landed: about 800 m from the pad"],
              "Second attempt. Five, four, three, two, one, launch! What a noise! She's gone straight up, and the "
              "parachute, is it out? It's out! A little late, but it's out. Yusuf's tracker says just over seven "
              "hundred metres. And she's coming down in the barley, a couple of fields away."),
        # 19
        slide(ABEL, FIELD, "Ember Jack",
              ["Landed: Longmeadow barley field"],
              "That's my barley, which is fine, as long as you walk down the tramlines and not through the crop. "
              "I'll run you over in the Land Rover, Yusuf. And it's nine years you've been flying here, not "
              "nineteen. Nineteen years ago you were still at school, setting fire to your mum's bins."),
        # 20
        slide(MARISOL, FIELD, "Double Kestrel",
              ["Wind: down to 8 mph", "Pad 3"],
              "The wind has dropped to eight, and Cuthbert has given Nell the thumbs up. Last rocket of the day, "
              "on pad three. Five, four, three, two, one, launch! Beautiful. First stage burning, and it's burnt "
              "out, and now the second stage should light. Should light. Nell, I don't think it's lit."),
        # 21
        slide(NELL, FIELD, "Double Kestrel",
              ["First stage: fine", "Second stage: never lit"],
              "No, the second stage never lit, so both halves came down together, on the one parachute. A bit "
              "embarrassing, but at least I haven't lost it in a garden centre. I think the black powder between "
              "the stages got damp in my shed. I'll keep it in the airing cupboard next time."),
        # 22
        slide(MARISOL, SKY_DARK, "Next launch day",
              ["Egg Lofting Day", "Sunday 5 July, Hobb's Acre", "Fly a raw egg, bring it back unbroken"],
              "That's our last flight. Thank you, Abel, for the field, and thank you all for watching. Next month "
              "it's Egg Lofting Day. Every rocket carries a raw egg, and you only score if the egg comes back in "
              "one piece. Ottilie has already asked if she can use a boiled one. The answer is no."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "what's this video of",
         "para": ["corvey vale hobb's acre stream - what is it",
                  "A friend linked me this live stream from a farm near Ellerthorpe. Broadly, what are the people "
                  "in it doing?"],
         "cands": ["A model rocket club's launch day on a farm field",
                   "An egg-lofting competition with raw eggs",
                   "A farm open day with the sheep moved to the top field",
                   "A gliding day at Tassford airfield"],
         "answer": "A model rocket club's launch day on a farm field"},
        {"n": 2, "type": "count", "ev": [3, 10, 17],
         "q": "How many misfires are there, where the countdown reaches zero and the rocket just stays on the pad?",
         "para": ["number of launches where nothing happened at zero",
                  "Every so often Marisol counts all the way down and the rocket doesn't go anywhere. Over the "
                  "whole day, how many times does that happen?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 20],
         "q": "Which rocket was the final one to fly?",
         "para": ["last rocket launched today",
                  "By the end of the afternoon, whose rocket was the very last to go up?"],
         "cands": ["Double Kestrel", "Ember Jack", "Skylark II", "Pudding Basin"],
         "answer": "Double Kestrel"},
        {"n": 4, "type": "order", "ev": [1, 3, 7, 9],
         "q": "skylark ii was number one on the flight card - where did it actually come in the order",
         "cands": None, "answer": "Third, after Brass Heron and Pudding Basin"},
        {"n": 5, "type": "correction", "ev": [12, 13],
         "q": "What altitude did Ottilie's rocket reach?",
         "para": ["skylark 2 max height",
                  "Marisol reads out a height for the glittery rocket and gets told she's got it wrong. What was "
                  "the real figure?"],
         "cands": None, "answer": "156 m (not 165 m)"},
        {"n": 6, "type": "correction", "ev": [8, 19],
         "q": "For how long has the society been flying rockets on Abel's land?",
         "cands": ["Nine years", "Nineteen years", "Two summers", "Forty years"],
         "answer": "Nine years"},
        {"n": 7, "type": "correction", "ev": [14],
         "q": "What time slot did Tassford airfield give them for the big rocket?",
         "cands": ["2 pm to 3 pm", "3 pm to 4 pm", "11 am to noon", "1 pm to 2 pm"],
         "answer": "2 pm to 3 pm"},
        {"n": 8, "type": "who", "ev": [13],
         "q": "who caught marisol reading the altimeter wrong",
         "cands": None, "answer": "Ottilie Brask, Skylark II's flyer"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "Why wasn't Skylark II launched first, like the card said?",
         "para": ["junior member's rocket not flown first - why",
                  "Ottilie's rocket was top of the list but Gideon's went first. What was wrong with hers?"],
         "cands": None,
         "answer": "One of its fins came unstuck in the car on the way, and the glue needed half an hour to set"},
        {"n": 10, "type": "why", "ev": [7, 15, 20],
         "q": "What kept Double Kestrel waiting until the end of the day?",
         "cands": ["The wind was above the 10 mph limit for two-stage rockets",
                   "Its second-stage motor had been left in Nell's shed",
                   "It needed a window from Tassford airfield",
                   "One of its fins was being re-glued"],
         "answer": "The wind was above the 10 mph limit for two-stage rockets"},
        {"n": 11, "type": "why", "ev": [11],
         "q": "What made Cuthbert halt the countdown on Skylark's second go?",
         "cands": None, "answer": "A man with a dog was on the footpath under the flight path"},
        {"n": 12, "type": "needle_screen", "ev": [5],
         "q": "brass heron altitude?",
         "cands": None, "answer": "212 m"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "Which motor was fitted in Ember Jack?",
         "cands": ["G80", "C6-5", "G40", "D12-3"],
         "answer": "G80"},
        {"n": 14, "type": "speech_and_screen", "ev": [1, 9],
         "q": "The rocket whose fin came loose on the drive over - what time was its glue dry?",
         "cands": None, "answer": "11:50 am (Skylark II)"},
        {"n": 15, "type": "quantity", "ev": [2],
         "q": "How far back must spectators stand when a big motor is being launched?",
         "cands": ["30 m", "15 m", "20 m", "50 m"],
         "answer": "30 m"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "how many tuesday evenings went into building ember jack",
         "cands": None, "answer": "14"},
        {"n": 17, "type": "spoken_fact", "ev": [15],
         "q": "Where did Nell's two-stage rocket come down the previous time she flew it?",
         "cands": ["In a garden centre car park", "In Abel's duck pond", "In the barley field",
                   "On the footpath"],
         "answer": "In a garden centre car park"},
        {"n": 18, "type": "relation", "ev": [6],
         "q": "What's Abel Mossop's connection to Hobb's Acre?",
         "cands": None, "answer": "It's his field: he's the farmer at Pennick Farm who lets the club fly there"},
        {"n": 19, "type": "who", "ev": [8],
         "q": "The Pudding Basin rocket was made from whose pudding basin?",
         "cands": ["Yusuf's wife's", "Abel Mossop's", "Marisol's", "Ottilie's mum's"],
         "answer": "Yusuf's wife's"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "When she introduces herself, what does Marisol say being launch control officer involves?",
         "cands": ["Doing the countdowns and pressing the button",
                   "Checking every rocket before it goes on a pad",
                   "Fetching the rockets back from the field",
                   "Getting permission from the airfield"],
         "answer": "Doing the countdowns and pressing the button"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What is the club's next event, announced at the close?",
         "cands": ["Egg Lofting Day: flying a raw egg and bringing it back unbroken",
                   "A night launch at Tassford airfield",
                   "A building evening for Ember Jack II in Yusuf's garage",
                   "A second go at Double Kestrel's record"],
         "answer": "Egg Lofting Day: flying a raw egg and bringing it back unbroken"},
        {"n": 22, "type": "right_before_after", "ev": [20, 21],
         "q": "What went wrong straight after Double Kestrel's first stage burnt out?",
         "cands": None, "answer": "The second stage never lit, so both halves came down on one parachute"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did Gideon pay for his packet of igniters?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "pudding basin - how high did it get",
         "cands": ["48 m", "95 m", "130 m", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ awards (community awards evening)
LORCAN = ("en-gb-x-rp+m3", "Lorcan Pettifer, editor, the Quellsby Courier")
WINIFRED = ("en-gb+f4", "Cllr Winifred Oduya, Mayor of Quellsby")
DOT = ("en-gb-x-gbcwmd+f1", "Dorothea 'Dot' Calloway")
PRIYA = ("en-us+f2", "Priya Lomax")
BERNARD = ("en-gb-scotland+m5", "Bernard Quayle")
JASPER = ("en-029+m2", "Jasper Oyelaran, captain, Quellsby Otters")
ROSA = ("en-gb-x-gbclan+f4", "Rosa Fennimore")
TIGGY = ("en-us-nyc+f3", "Tiggy Marchbank, sound desk")

HALL = "#f7f1e8"
GOLD = "#f3e6bf"
HALL_DARK = "#2b1d33"

AWARDS = {
    "name": "awards",
    "footer": "The Quellsby Courier Community Champions Awards · the Assembly Rooms, Quellsby",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(LORCAN, HALL_DARK, "Community Champions Awards",
              ["The Quellsby Courier", "The Assembly Rooms, Quellsby", "Friday 20 March · 7:30 pm"],
              "Good evening, everybody, and welcome to the Assembly Rooms for the Quellsby Courier Community "
              "Champions Awards. I'm Lorcan Pettifer, editor of the Courier, and for one night only, your host. "
              "Tonight is about the people who make this town work, and most of them would rather be anywhere "
              "than up on this stage."),
        # 1
        slide(LORCAN, GOLD, "Tonight's awards",
              ["1. Young Volunteer of the Year", "2. Good Neighbour", "3. Small Business of the Year",
               "4. Club of the Year", "5. Lifetime Achievement"],
              "That's the order in your programme, but we're starting at the end. Our Lifetime Achievement "
              "winner has a taxi booked for quarter past eight, and at ninety four, she has earned the right to be "
              "home by nine. So the biggest award comes first. And sorry about that whistle from the speakers. "
              "The microphone and I are still getting to know each other."),
        # 2
        slide(LORCAN, HALL, "The nominations",
              ["Nominations received: 312", "Judges: 5", "Courier readers' votes: 2,047"],
              "You sent us more nominations than ever this year, and the judges tell me they argued until "
              "midnight. Courier readers voted as well, online and with the coupon in the paper. Thank you to our "
              "sponsors, Pennyfeather's Bakery, who have also provided tonight's sausage rolls. Please leave some "
              "for the winners."),
        # 3
        slide(LORCAN, HALL, "Lifetime Achievement",
              ["Dorothea 'Dot' Calloway", "Swimming teacher, Quellsby Lido", "Teaching at the lido: 56 years"],
              "Our first award tonight is for a woman who taught swimming at Quellsby Lido for sixty years. "
              "Thousands of us learnt to float because Dot Calloway shouted at us from the side of the pool. She "
              "taught me too, and my mother says I cried for the whole of the first term. Madam Mayor, would you "
              "do the honours?"),
        # 4
        slide(WINIFRED, GOLD, "Lifetime Achievement",
              ["Presented by the Mayor", "The trophy: the Lido Cup"],
              "Thank you, Lorcan. Goodness, what a screech from the speakers. Is that me? It is. I'll stand a bit "
              "further back from the microphone. Dot taught me to swim as well, many years ago, and she was "
              "terrifying, and she was wonderful. Dorothea Calloway, it is my honour to give you the Lido Cup."),
        # 5
        slide(DOT, GOLD, "Dot Calloway",
              ["Lifetime Achievement", "Age: 94"],
              "Thank you. It was fifty six years, Lorcan, not sixty. Sixty is what my knees feel like. I don't "
              "know why everyone says I shouted. I only shouted at the ones who wouldn't put their faces in the "
              "water, which was most of you. My taxi is at quarter past, so I'll just say this. Keep that lido "
              "open."),
        # 6
        slide(LORCAN, HALL, "Young Volunteer of the Year",
              ["Priya Lomax, 15", "Reads to residents at Elmhurst care home"],
              "Dot is heading for her taxi with the Lido Cup under her arm, and I hope she doesn't mind the whole "
              "room standing up for her. Now, back to the top of the programme, and our Young Volunteer of the "
              "Year. Madam Mayor, over to you again."),
        # 7
        slide(WINIFRED, GOLD, "Young Volunteer of the Year",
              ["Priya Lomax, 15", "Elmhurst care home"],
              "Every Saturday for two years, Priya Lomax has gone to Elmhurst care home to read to the "
              "residents. She has read them crime novels, cowboy books and, by special request, the whole of the "
              "bus timetable. She is fifteen, and the residents call her the Librarian. Priya, come on up."),
        # 8
        slide(PRIYA, GOLD, "Priya Lomax",
              ["Young Volunteer of the Year", "Books read aloud this year: 41"],
              "Thank you. It's Sundays, actually, not Saturdays. On Saturdays I work at the pet shop. Mr Ellory "
              "asked for the bus timetable because he used to drive the number nine, and he corrects me if I get "
              "a stop wrong. I'd like to give this to the residents, because they chose all the books."),
        # 9
        slide(LORCAN, HALL, "Good Neighbour",
              ["Bernard Quayle", "Crane Terrace, Quellsby", "Households helped in the January floods: 23"],
              "Our Good Neighbour award goes to a man who, when the river came up in January, put on his waders "
              "and did the shopping for twenty three households on his street, for three weeks. He also carried "
              "a budgie called Pickles out of an upstairs window, in its cage, on his head. Bernard Quayle!"),
        # 10
        slide(BERNARD, GOLD, "Bernard Quayle",
              ["Good Neighbour"],
              "Is this thing on? Hello? The microphone's gone dead, so I'll just have to shout. I didn't do it on "
              "my own. My brother-in-law lent me his waders, and Rosa at Fennimore's let me have everything at "
              "cost. Pickles is doing very well, by the way. He has learnt to say, mind the water."),
        # 11
        slide(LORCAN, HALL, "Interval",
              ["Interval: 20 minutes", "Sausage rolls: Pennyfeather's Bakery",
               "Bucket collection: Quellsby Lido restoration fund"],
              "Thank you, Bernard, and thank you to Tiggy on the sound desk, who has found a new battery for that "
              "microphone. We'll take a short break now. The buckets going round are for the Lido restoration "
              "fund, so if Dot taught you to swim, you know what to do. And there's a small problem with one of "
              "the trophies. More after the break."),
        # 12
        slide(LORCAN, HALL, "A small problem",
              ["Small Business trophy engraved: 'Fennimore & Sons'", "It should say: 'Fennimore & Daughter'",
               "Being put right at Tolputt's, High Street"],
              "The small problem. The engraver has put Fennimore and Sons on the Small Business trophy. Rosa "
              "Fennimore hasn't got any sons. She has a daughter, and they run the shop together. Mr Tolputt is "
              "fixing it in his workshop across the road as we speak, so Small Business of the Year will be the "
              "last of the five awards in your programme."),
        # 13
        slide(WINIFRED, GOLD, "Club of the Year",
              ["Quellsby Otters Swimming Club", "Members: 180", "Founded: 1971"],
              "Club of the Year goes to a club that trains at the lido before school, in all weathers, and which "
              "was started by our very own Dot Calloway. That's the Quellsby Otters! Accepting the award is "
              "their captain, Jasper Oyelaran."),
        # 14
        slide(JASPER, GOLD, "Quellsby Otters",
              ["Club of the Year", "Raised for new starting blocks: £4,300"],
              "Ow. That feedback went right through my fillings. Thank you, everyone. The Otters swim at half past "
              "six in the morning, three days a week, even when there's ice on the water. This year we raised "
              "four thousand three hundred pounds for new starting blocks, mostly by selling cakes to our own "
              "parents."),
        # 15
        slide(JASPER, GOLD, "Quellsby Otters",
              ["Sessions: Mon, Wed and Fri, 6:30 am"],
              "I want to thank our coach, Mrs Adeyemi-Hart, who is in the audience pretending she isn't, and "
              "Dot, who started the club and still comes to watch on Friday mornings with a flask. Dot, if you're "
              "still in the building, we love you. I think she's already in her taxi."),
        # 16
        slide(LORCAN, HALL, "Small Business of the Year",
              ["Trophy: back from Tolputt's", "Now reads: 'Fennimore & Daughter'"],
              "Good news. Mr Tolputt has just run across the road with the trophy, and it now says Fennimore and "
              "Daughter. So, at last, Small Business of the Year. During the floods, Fennimore's greengrocers kept "
              "the shop open every single day, and took vegetable boxes by wheelbarrow to anyone who couldn't get "
              "out."),
        # 17
        slide(ROSA, GOLD, "Fennimore & Daughter",
              ["Greengrocers, Market Street", "Veg boxes delivered in the floods: 600"],
              "There it goes again, squealing at me. I don't think that microphone likes greengrocers. Thank you. "
              "My daughter Bel did most of the deliveries, I just did the shouting. Six hundred veg boxes, one "
              "wheelbarrow, and we only lost one cauliflower, which floated off down Market Street."),
        # 18
        slide(LORCAN, HALL, "One more award",
              ["The Editor's Special Award", "Not in your programme"],
              "There's one more award, and it isn't in your programme, because I only decided on it during the "
              "interval. The Editor's Special Award goes to Tiggy Marchbank, who has done the sound at every "
              "community event in this town for eleven years, and who has had a very long night. Tiggy, leave the "
              "desk and come up here."),
        # 19
        slide(TIGGY, GOLD, "Tiggy Marchbank",
              ["The Editor's Special Award", "Sound desk: 11 years"],
              "I'm so embarrassed. That microphone is older than Priya, and tonight it decided to retire. I've "
              "turned it right down, so it shouldn't squeal at anyone now. There, you see, lovely and quiet. "
              "Thank you, Lorcan. Now, can I please go back to my desk?"),
        # 20
        slide(LORCAN, HALL, "The bucket collection",
              ["Raised tonight: £1,286", "For: Quellsby Lido restoration fund", "Fund target: £90,000"],
              "The buckets have been counted, and you have given one thousand two hundred and eighty six pounds "
              "for the lido. Dot rang the front desk from home to ask how much, and when they told her, she said, "
              "tell them to keep going. So please, do keep going."),
        # 21
        slide(WINIFRED, HALL, "Thank you",
              ["Photos: in next Thursday's Courier", "Nominations for next year open: 1 September"],
              "On behalf of the town, thank you to every winner, and to everyone who sent in a nomination. Photos "
              "from tonight will be in next Thursday's Courier. And Lorcan, next year, could we possibly have the "
              "awards in the order they're printed in? Just once?"),
        # 22
        slide(LORCAN, HALL_DARK, "For your diary",
              ["The Great Lido Swim-a-thon", "Saturday 18 April, Quellsby Lido",
               "Sponsored lengths for the restoration fund"],
              "One last thing for your diaries. On the eighteenth of April, the Otters are holding a sponsored "
              "swim-a-thon at the lido, to raise the rest of the money for the restoration. Dot has promised to "
              "be there, with her whistle. Goodnight, Quellsby, and get home safe."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What kind of event is being filmed here?",
         "para": ["assembly rooms quellsby video - what's the occasion",
                  "My aunt was at this do in Quellsby and sent me the recording. In a sentence, what was the "
                  "evening?"],
         "cands": ["A local newspaper's community awards evening",
                   "A swimming club's annual dinner",
                   "A sponsored swim-a-thon at the lido",
                   "A council meeting about the January floods"],
         "answer": "A local newspaper's community awards evening"},
        {"n": 2, "type": "count", "ev": [1, 4, 14, 17],
         "q": "how many times does the microphone squeal with feedback",
         "para": ["count of feedback screeches from the PA during the evening",
                  "The sound system keeps letting out a horrible high-pitched noise while people are speaking. "
                  "How many separate times does that happen?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 3, 4],
         "q": "Which of the awards was presented first?",
         "cands": ["Lifetime Achievement", "Young Volunteer of the Year", "Good Neighbour",
                   "Small Business of the Year"],
         "answer": "Lifetime Achievement"},
        {"n": 4, "type": "order", "ev": [1, 3, 6, 7],
         "q": "Young Volunteer of the Year is top of the printed programme. At what point in the evening was it actually given out?",
         "cands": None, "answer": "Second, straight after Lifetime Achievement"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why did they start with the lifetime achievement award",
         "para": ["lifetime achievement moved to the start, explanation",
                  "The programme has Lifetime Achievement at number five, but it opened the show. What was the "
                  "reason given?"],
         "cands": None,
         "answer": "The winner, Dot (94), had a taxi booked for quarter past eight, to be home by nine"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "What held Small Business of the Year back until late in the evening?",
         "cands": ["The trophy had been engraved with the wrong name and was being fixed",
                   "The winner was still delivering veg boxes",
                   "The mayor had to leave early",
                   "The microphone had gone dead"],
         "answer": "The trophy had been engraved with the wrong name and was being fixed"},
        {"n": 7, "type": "correction", "ev": [3, 5],
         "q": "How many years did Dot Calloway teach swimming at the lido?",
         "para": ["dot calloway years teaching at quellsby lido",
                  "The editor gives a number of years in his introduction and the winner puts him right. How "
                  "long was she really teaching there?"],
         "cands": None, "answer": "56 years (not 60)"},
        {"n": 8, "type": "correction", "ev": [7, 8],
         "q": "Which day of the week does Priya do her reading at Elmhurst?",
         "cands": ["Sunday", "Saturday", "Friday", "Wednesday"],
         "answer": "Sunday"},
        {"n": 9, "type": "correction", "ev": [12, 16],
         "q": "what was wrong with the engraving on the small business trophy",
         "cands": None, "answer": "It said Fennimore & Sons instead of Fennimore & Daughter"},
        {"n": 10, "type": "who", "ev": [4],
         "q": "Who handed Dot the Lido Cup?",
         "cands": None, "answer": "The Mayor, Cllr Winifred Oduya"},
        {"n": 11, "type": "who", "ev": [12, 16],
         "q": "Who sorted out the mistake on the trophy?",
         "cands": ["Mr Tolputt, the engraver", "Tiggy Marchbank", "Bel Fennimore", "Bernard Quayle"],
         "answer": "Mr Tolputt, the engraver"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "total nominations received this year?",
         "cands": None, "answer": "312"},
        {"n": 13, "type": "needle_screen", "ev": [13],
         "q": "How many members does the Quellsby Otters club have?",
         "cands": ["180", "108", "56", "250"],
         "answer": "180"},
        {"n": 14, "type": "speech_and_screen", "ev": [9, 10],
         "q": "The winner whose brother-in-law lent him waders: what street does he live on?",
         "cands": None, "answer": "Crane Terrace (Bernard Quayle)"},
        {"n": 15, "type": "quantity", "ev": [9],
         "q": "During the floods, how many households did Bernard do the shopping for?",
         "cands": ["23", "32", "13", "41"],
         "answer": "23"},
        {"n": 16, "type": "quantity", "ev": [20],
         "q": "How much went into the buckets for the lido?",
         "para": ["bucket collection total awards night",
                  "They passed buckets round during the interval for the lido fund. What did the audience give "
                  "in the end?"],
         "cands": None, "answer": "£1,286"},
        {"n": 17, "type": "spoken_fact", "ev": [7, 8],
         "q": "What did Mr Ellory specially ask Priya to read out?",
         "cands": ["The bus timetable", "A cowboy book", "The Courier's letters page", "A crime novel"],
         "answer": "The bus timetable"},
        {"n": 18, "type": "relation", "ev": [13, 15],
         "q": "how is dot calloway connected to the otters",
         "cands": None, "answer": "She started (founded) the club, and still comes to watch"},
        {"n": 19, "type": "right_before_after", "ev": [17, 18],
         "q": "What came immediately after Rosa Fennimore's thank-you speech?",
         "cands": None,
         "answer": "An extra award not in the programme: the Editor's Special Award, to Tiggy Marchbank"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "In his welcome, how does Lorcan describe the people the night is for?",
         "cands": ["People who make the town work and would rather not be on stage",
                   "Readers who have bought the Courier for years",
                   "Swimmers Dot taught at the lido",
                   "Volunteers who helped in the January floods"],
         "answer": "People who make the town work and would rather not be on stage"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What does Lorcan ask people to put in their diaries just before saying goodnight?",
         "cands": ["A sponsored swim-a-thon at the lido for the restoration fund",
                   "A cake sale for the Otters' starting blocks",
                   "Dot's 95th birthday party",
                   "The reopening of Fennimore's after the floods"],
         "answer": "A sponsored swim-a-thon at the lido for the restoration fund"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Who was on the judging panel?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "how much did pennyfeather's bakery put in as sponsors",
         "cands": ["£500", "£250", "£1,000", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "why", "ev": [10],
         "q": "Why did Bernard have to shout at the start of his speech?",
         "cands": ["His microphone had gone dead",
                   "The room was too noisy with the buckets going round",
                   "Pickles the budgie was squawking",
                   "The feedback had scared him away from the microphone"],
         "answer": "His microphone had gone dead"},
    ],
}


# ================================================================ firedrill (office fire evacuation drill)
YVETTE = ("en-gb+f1", "Yvette Cardew, chief fire warden")
OSSIAN = ("en-gb-x-rp+m7", "Ossian Threlfall, Brackwell Fire Station")
FELIX = ("en-us+m6", "Felix Trumble, warden, second floor")
SUNNIVA = ("en-gb-scotland+f1", "Sunniva Holt, warden, third floor")
MAGS = ("en-gb-x-gbcwmd+f5", "Mags Oldroyd, warden, fourth floor")
DEV = ("en-029+m7", "Dev Ranasinghe, warden, ground floor")

OFFICE = "#eef1f4"
ALARM = "#fbe9e7"
OUTSIDE = "#e8f1e6"
DRILL_DARK = "#3a1212"

FIREDRILL = {
    "name": "firedrill",
    "footer": "Sallowfield House · autumn fire drill · recorded for warden training",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(YVETTE, DRILL_DARK, "Fire evacuation drill",
              ["Sallowfield House, Tenter Street, Brackwell", "Wednesday 3 September · 10:30 am",
               "Recorded for warden training"],
              "Hello. I'm Yvette Cardew, building manager here at Sallowfield House, and today I'm chief fire "
              "warden. This is our autumn fire drill, and I'm recording it so that new wardens can see how it "
              "goes, warts and all. The tenants know there's a drill this week, but not which day. So let's see "
              "how they do."),
        # 1
        slide(YVETTE, OFFICE, "The plan we sent out",
              ["Scenario: fire in the fourth-floor kitchen", "1. Fourth floor", "2. Third floor",
               "3. Second floor", "4. First floor", "5. Ground floor"],
              "This is the plan the tenants were sent. But ten minutes ago, our observer from the fire service "
              "changed the scenario on me, to see if we can cope. The fire is now in the print room on the second "
              "floor. So the second floor goes first, then the floors above it, and then the floors below."),
        # 2
        slide(OSSIAN, OFFICE, "The observer",
              ["Watch Manager Ossian Threlfall", "Brackwell Fire Station", "Target: building clear in 3 minutes"],
              "Morning. Ossian Threlfall, from Brackwell fire station. Real fires don't read the plan, so I never "
              "let anyone practise the one they were sent. I'll time it from the moment the alarm sounds until "
              "the last person walks out of the front door. In a building this size, I'd like to see that under "
              "three minutes."),
        # 3
        slide(YVETTE, ALARM, "10:30 am: the alarm",
              ["Alarm raised: call point, second floor", "Lifts: sent to the ground floor, locked off"],
              "Half past ten, and I've set off the call point on the second floor. There's the alarm. The lifts "
              "have gone down to the ground floor and locked themselves off, which is what they should do. The "
              "fire doors on magnetic holders have all swung shut on their own, which is also what they should "
              "do. Wardens, report in, please."),
        # 4
        slide(FELIX, ALARM, "Second floor",
              ["Warden: Felix Trumble", "Tenants: Inkwell Studio"],
              "Felix, second floor. Everyone's out and heading down the east stairs. The print room door was "
              "wedged open with a ream of paper, so I've kicked that out of the way and shut it. Nobody in the "
              "toilets, nobody in the kitchen. Second floor clear, and I'm coming down behind them."),
        # 5
        slide(SUNNIVA, ALARM, "Third floor",
              ["Warden: Sunniva Holt", "Tenants: Brightline call centre"],
              "Sunniva, third floor. The call centre took some persuading, they all wanted to finish their calls. "
              "Oh, and the door from our lobby onto the stairs had been propped open with a fire extinguisher, "
              "which I'll be having words about. It's shut now. Third floor is clear."),
        # 6
        slide(MAGS, ALARM, "Fourth floor",
              ["Warden: Mags Oldroyd", "Tenants: Mabry & Voss, solicitors"],
              "Mags on the fourth. Mostly out, but one gentleman is still at his desk on a video call, with his "
              "headphones on, and he's waving me away. I'm going back in for him. Also, somebody has jammed the "
              "kitchen door open with a folded-up beer mat. Don't ask me where they got a beer mat at half past "
              "ten in the morning."),
        # 7
        slide(MAGS, ALARM, "Fourth floor",
              ["Last to leave: Gethin Voss", "Fourth floor out: 20 (Mags included)"],
              "Right, he's coming. It's Mr Voss, one of the partners. He said he thought it was only a test, and "
              "that his client was very important. I told him the fire wouldn't care how important his client "
              "was. Fourth floor, all nineteen out. No, twenty, sorry. I forgot to count myself."),
        # 8
        slide(YVETTE, ALARM, "First floor",
              ["Tenants: Pargeter Lowe, accountants", "Evacuation chair: used once"],
              "I'm sweeping the first floor myself, because our first floor warden is on holiday. The accountants "
              "are out, very calmly. Accountants always are. Ruthie came down the stairs in the evacuation chair "
              "with two colleagues, and that went perfectly. But somebody has tied the lobby door back with a "
              "phone charger cable. Unbelievable."),
        # 9
        slide(DEV, ALARM, "Ground floor",
              ["Warden: Dev Ranasinghe", "Reception and the Larder café"],
              "Dev, ground floor. Reception's empty, and the café is out, although the chef wanted to bring his "
              "soup. The door to the back corridor was being held open by a doorstop shaped like a sausage dog, "
              "so the sausage dog is in my pocket. And the side fire exit is blocked by a delivery of boxes, so "
              "everyone's using the front."),
        # 10
        slide(YVETTE, OUTSIDE, "Assembly point",
              ["Car park A: closed for resurfacing", "Assembly point B: the bowling green, Hob Lane"],
              "We're using assembly point B today, the bowling green on Hob Lane, because car park A is being "
              "resurfaced, and nobody wants to stand in hot tar. The bowls club has kindly let us on, as long as "
              "nobody walks on the actual green. Wardens, bring your registers over to me for the roll call."),
        # 11
        slide(YVETTE, OUTSIDE, "Roll call",
              ["Signed in today: 143", "Accounted for: 141", "Missing: 2"],
              "Roll call. We had one hundred and forty three people signed in today, and I've got one hundred and "
              "forty one here, so two people are missing. Dev, Felix, check the visitors' book. Ossian has asked "
              "me not to send anyone back in. That's the fire brigade's job, not ours."),
        # 12
        slide(DEV, OUTSIDE, "Roll call",
              ["Found: the photocopier engineer"],
              "Found one. The engineer who came to fix the photocopier popped out to his van before the alarm "
              "went off, and he's been sitting in it on Hob Lane with the radio on, eating a sandwich. He had no "
              "idea. He's here now, and he's very embarrassed."),
        # 13
        slide(FELIX, OUTSIDE, "Roll call",
              ["Found: Olwen Tacey, window cleaner"],
              "And the other one is Olwen, the window cleaner. She's been outside the whole time, in her cradle, "
              "halfway down the building by the third floor windows. She heard the alarm and thought it was "
              "somebody's car. She's lowering herself down now, and she's waving at us."),
        # 14
        slide(YVETTE, OUTSIDE, "All accounted for",
              ["Accounted for: 143 of 143"],
              "So everyone is accounted for. And by my watch, the building was clear in four minutes and twelve "
              "seconds, which I'm quite proud of, given that the plan was changed on us at the last minute. "
              "Ossian, is that what you made it?"),
        # 15
        slide(OSSIAN, OUTSIDE, "The timing",
              ["Building clear: 6 min 10 s", "Target: under 3 min"],
              "I'm afraid it's six minutes and ten seconds, Yvette. You stopped your watch when the third floor "
              "reported in. I stopped mine when Mr Voss walked out of the front door, and he was the last. Six "
              "minutes is twice what I'd want. But nobody used the lifts, and that's a good start."),
        # 16
        slide(OSSIAN, OUTSIDE, "Debrief: what went well",
              ["Nobody used the lifts", "Fire floor out first", "Evacuation chair: well handled"],
              "So, what went well. Nobody tried to use the lifts. The second floor got out first, as it should "
              "with the fire there. And the evacuation chair on the first floor was handled beautifully. Whoever "
              "trained those two should be very proud of them."),
        # 17
        slide(OSSIAN, OUTSIDE, "Debrief: what to fix",
              ["Fire doors wedged or tied open", "Side exit blocked by a delivery", "Finishing calls before leaving"],
              "What to fix. Far too many fire doors held open with whatever came to hand. A fire door only works "
              "when it's shut. The side exit was blocked by a delivery, and if the fire had been at the front, "
              "that could have been a disaster. And nobody, whoever their client is, finishes a phone call "
              "first."),
        # 18
        slide(SUNNIVA, OUTSIDE, "Debrief",
              ["Third floor: flashing alarm light to be fitted"],
              "Can I add one thing? My call centre people say they couldn't hear the alarm properly with their "
              "headsets on. So Brightline is having a flashing light fitted on our floor, and I'll remind "
              "everybody, headsets off the moment you hear anything. Mr Voss is welcome to borrow that rule."),
        # 19
        slide(YVETTE, OUTSIDE, "Back inside",
              ["All clear: 10:52 am", "Back in by the front door only"],
              "Ossian has given the all clear, so we can go back in, by the front door only, please, until the "
              "side exit is cleared. Dev, can you ask the delivery company to come and collect their boxes? And "
              "whoever owns a doorstop shaped like a sausage dog, Dev has it, and you can have it back with an "
              "apology."),
        # 20
        slide(DEV, OFFICE, "Back inside",
              ["Boxes moved: 40", "Side exit clear: 11:15 am"],
              "The delivery was forty boxes of printer paper for the second floor, so Felix and I have moved them "
              "ourselves, and the side exit is clear. The café has opened again, so the chef is serving his soup "
              "after all. It's tomato, and he's calling it fire drill soup."),
        # 21
        slide(YVETTE, DRILL_DARK, "Coming up",
              ["Next daytime drill: spring (day not announced)",
               "First night-time drill for the cleaning team", "Tuesday 14 October, 9 pm"],
              "That's it for today. Thank you, wardens. Our next daytime drill will be in the spring, and as "
              "always, I won't tell you which day. But before that, for the first time, we're running a night "
              "time drill for the cleaning team, who work here after the rest of us have gone home. Mags has "
              "volunteered to stay late."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What is this recording about?",
         "para": ["sallowfield house video subject",
                  "Our office manager shared this clip with the new starters. In short, what happens in it?"],
         "cands": ["A fire evacuation drill at an office building",
                   "A night-time drill for an office cleaning team",
                   "An open day at Brackwell fire station",
                   "A fire safety inspection of a café kitchen"],
         "answer": "A fire evacuation drill at an office building"},
        {"n": 2, "type": "count", "ev": [4, 5, 6, 8, 9],
         "q": "How many fire doors did they find wedged, propped or tied open?",
         "para": ["number of fire doors kept open with random objects",
                  "The wardens keep coming across doors that should have been shut but were held open with "
                  "things like paper. How many of those turn up altogether?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 4, 16],
         "q": "Which floor got out first?",
         "cands": ["The second floor", "The fourth floor", "The ground floor", "The third floor"],
         "answer": "The second floor"},
        {"n": 4, "type": "order", "ev": [1, 4, 5, 6, 7, 8, 9],
         "q": "in what order did the floors report in",
         "para": ["sequence the wardens radioed their floors",
                  "The printed plan started at the top of the building. Going by the reports, which order were "
                  "the floors actually done in?"],
         "cands": None, "answer": "Second, third, fourth, first, then ground"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "Why didn't the drill follow the plan the tenants had been sent?",
         "para": ["why was the pretend fire moved to another floor",
                  "Everyone was told the fire would be in the fourth-floor kitchen, but it wasn't. What "
                  "changed it?"],
         "cands": None,
         "answer": "The fire service observer changed it to a fire in the second-floor print room, because real "
                   "fires don't follow the plan"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Why was the roll call held on the bowling green?",
         "cands": ["Car park A was being resurfaced", "The bowling green is closer to the front door",
                   "The fire service asked for it", "Car park A was full of delivery lorries"],
         "answer": "Car park A was being resurfaced"},
        {"n": 7, "type": "why", "ev": [6, 7],
         "q": "what was the 4th floor guy's excuse for staying at his desk",
         "cands": None,
         "answer": "He thought it was only a test, and his client (on a video call) was very important"},
        {"n": 8, "type": "correction", "ev": [14, 15],
         "q": "How long did it take to empty the building?",
         "para": ["official evacuation time sallowfield house",
                  "Yvette is pleased with her stopwatch time but the fire officer disagrees. What was the real "
                  "time?"],
         "cands": None, "answer": "6 min 10 s (not 4 min 12 s, when Yvette stopped her watch)"},
        {"n": 9, "type": "correction", "ev": [7],
         "q": "How many people came out of the fourth floor, counting the warden?",
         "cands": ["20", "19", "18", "21"],
         "answer": "20"},
        {"n": 10, "type": "who", "ev": [14, 15],
         "q": "Who told Yvette her evacuation time was wrong?",
         "cands": None, "answer": "Ossian Threlfall, the observer from Brackwell Fire Station"},
        {"n": 11, "type": "who", "ev": [7, 15],
         "q": "Which person was the last to walk out of the building?",
         "cands": ["Gethin Voss", "Olwen Tacey", "Mags Oldroyd", "The photocopier engineer"],
         "answer": "Gethin Voss"},
        {"n": 12, "type": "needle_screen", "ev": [19],
         "q": "What time was the all clear given?",
         "cands": ["10:52 am", "10:30 am", "11:15 am", "10:45 am"],
         "answer": "10:52 am"},
        {"n": 13, "type": "needle_screen", "ev": [9],
         "q": "name of the cafe on the ground floor",
         "cands": ["The Larder", "The Beanstalk", "The Pantry", "The Print Room"],
         "answer": "The Larder"},
        {"n": 14, "type": "speech_and_screen", "ev": [1, 4],
         "q": "The floor where the pretend fire was moved to: which company works there?",
         "cands": None, "answer": "Inkwell Studio (second floor, the print room)"},
        {"n": 15, "type": "quantity", "ev": [2, 15],
         "q": "What evacuation time was the fire officer hoping for?",
         "cands": ["Under 3 minutes", "Under 6 minutes", "Under 4 minutes", "Under 2 minutes"],
         "answer": "Under 3 minutes"},
        {"n": 16, "type": "quantity", "ev": [20],
         "q": "how many boxes were blocking the side exit?",
         "cands": None, "answer": "40 (boxes of printer paper)"},
        {"n": 17, "type": "spoken_fact", "ev": [20],
         "q": "What soup did the café chef serve once everyone was back in?",
         "cands": ["Tomato", "Leek and potato", "Mushroom", "Carrot and coriander"],
         "answer": "Tomato"},
        {"n": 18, "type": "relation", "ev": [6, 7],
         "q": "What's Gethin Voss's link to Mabry & Voss?",
         "cands": None, "answer": "He's one of the partners of the solicitors' firm on the fourth floor"},
        {"n": 19, "type": "right_before_after", "ev": [11, 12],
         "q": "Right after the roll call came up two short, who was the first missing person tracked down?",
         "cands": None,
         "answer": "The photocopier engineer, sitting in his van on Hob Lane with the radio on"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the beginning, what does Yvette say the tenants have been told about the drill?",
         "cands": ["That it's this week, but not which day", "The exact day and time",
                   "Nothing at all", "That it will happen at night"],
         "answer": "That it's this week, but not which day"},
        {"n": 21, "type": "end", "ev": [21],
         "q": "What's happening before the next daytime drill, according to the closing words?",
         "cands": ["A first night-time drill for the cleaning team",
                   "A visit to Brackwell fire station for the wardens",
                   "New fire doors fitted on every floor",
                   "Car park A reopening as the assembly point"],
         "answer": "A first night-time drill for the cleaning team"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Who trained the pair who brought Ruthie down in the evacuation chair?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What time did the photocopier engineer go out to his van?",
         "cands": ["10:20 am", "10:25 am", "10:28 am", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "first floor warden on holiday - name?",
         "cands": None, "answer": ABSENT},
    ],
}


VIDEOS = [LAUNCHDAY, AWARDS, FIREDRILL]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "launchday": [24.0, 23.5, 27.0, 25.0, 24.0, 27.5, 22.5, 26.0, 22.5, 25.0, 26.5, 23.0, 26.5, 20.5, 24.5, 26.0, 24.0, 25.0, 25.5, 24.0, 25.5, 22.5, 25.0],
    "awards": [25.5, 25.0, 23.0, 24.5, 24.0, 26.5, 20.5, 25.0, 24.0, 23.5, 24.5, 24.0, 24.5, 20.0, 26.5, 21.0, 25.0, 25.0, 22.5, 23.0, 22.0, 23.0, 20.0],
    "firedrill": [25.0, 24.0, 26.5, 24.5, 24.0, 24.0, 24.0, 25.5, 26.5, 28.0, 23.5, 23.5, 22.5, 20.0, 20.0, 24.5, 22.5, 23.5, 22.0, 26.0, 22.0, 24.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
