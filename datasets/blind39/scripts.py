"""Scripts of the "blind39" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- peashooting: a village's pea shooting championship on its green on a bank holiday Monday, from
               the dew at seven to the putty scraped into a jam jar (the village hall committee's
               secretary, the umpire, the target maker, the woman who runs the tea tent, the
               three times champion, a thirteen year old in his first open competition)
- lavender:    harvest day on a family lavender farm, from moving the beehives in the dark at four
               to the bunches hung in the barn (the farmer, the distiller, the farm shop manager,
               the beekeeper, the harvester driver, a summer worker)
- grotto:      a garden centre's Father Christmas grotto on its opening Saturday, from the frost on
               the car park at seven to the doors shut at half past four (the owner, Father
               Christmas, the head elf, the reindeer keeper, the café manager, a sixteen year old
               on her Saturday job)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ peashooting (a village pea shooting championship)
HAZEL = ("en+f2", "Hazel Thornbury, village hall committee")
CLIVE = ("en-gb-x-rp+m3", "Clive Bannister, umpire")
NIGEL = ("en-gb-x-gbcwmd+m2", "Nigel Ashworth, target maker")
MAGGIE = ("en-gb-scotland+f2", "Maggie Doyle, tea tent")
PRIYA = ("en-gb-x-gbclan+f4", "Priya Chandran, champion")
KIT = ("en-029+m3", "Kit Harrower, shooter")

NOTICEBOARD = "#f1ecdc"
GREEN = "#e3ecdf"
RANGE = "#e8ebe2"
TENT = "#f3e9e1"
TRESTLE_TABLE = "#e6e6f0"
OCHE = "#ece6dd"
DEW_DARK = "#23301c"

PEASHOOTING = {
    "name": "peashooting",
    "footer": "Swaffholme Village Hall · pea shooting championship · the village green",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HAZEL, DEW_DARK, "Pea shooting day in Swaffholme",
              ["Swaffholme village green", "Bank holiday Monday 26 May", "First pea at 11:00 am"],
              "Seven in the morning, and the green's soaking with dew. The grass is up over my shoes, "
              "there's a rabbit sitting exactly where the target's meant to go, and the tea tent is "
              "still a heap of poles by the pond. I'm Hazel Thornbury, secretary of the village hall "
              "committee, and the camera's clipped to the brim of my sun hat."),
        # 1
        slide(HAZEL, NOTICEBOARD, "The running order on the noticeboard",
              ["1. Check the peashooters", "2. Hand out the peas", "3. Mow the green",
               "4. Put up the target", "5. Register the shooters"],
              "This is the running order on the village hall noticeboard. Clive typed it up on his "
              "computer, and the computer put it in alphabetical order, which is tidy and no use at "
              "all. Number three goes first: mowing the green. Once the target's up you can't get "
              "the mower near it, and loose grass sticks in the putty and looks just like a hit."),
        # 2
        slide(CLIVE, RANGE, "The umpire",
              ["Swaffholme pea shooting: since 1974", "Shooters: no longer than 25 cm"],
              "Clive Bannister, umpire. I taught maths at the village school for thirty years, so I'm "
              "used to being shouted at. The rules are simple. A pea only counts if it sticks in the "
              "putty. One that hits the board and bounces off counts for nothing, however hard it "
              "hit. No shooter longer than my ruler allows, and the umpire's decision is final."),
        # 3
        slide(NIGEL, OCHE, "The target",
              ["Putty on the target: 5 kg", "Target: 4 m from the shooting line"],
              "Nigel Ashworth. I make the target: an old bread board on a broom "
              "handle, with putty all over the front. Clive's my brother in law. He married my sister "
              "Jean, and he's been umpiring me ever since. There's four kilos of putty on there. No, "
              "five: I put a second coat on last night, after the forecast."),
        # 4
        slide(MAGGIE, TENT, "The tea tent",
              ["Tea tent: behind the target", "Entry: £3 a shooter, for the hall roof"],
              "Maggie Doyle, tea tent. The tea tent always goes behind the target, "
              "and every year Clive says it's asking for trouble. Every penny of the entry "
              "money goes to the village hall roof, which leaks on the stage, and so does whatever I "
              "take on tea and cake. The cash tin lives under my table, and nobody touches it but me."),
        # 5
        slide(PRIYA, GREEN, "The champion",
              ["Priya Chandran", "Champion: the last 3 years", "Her shooter: aluminium tent pole"],
              "Priya Chandran. I've won the last three years, and people think I've got a secret. I "
              "haven't. My shooter's a length of aluminium tent pole, perfectly straight. I "
              "breathe out, not in, before I shoot, and I roll every pea between my fingers first, to "
              "find its roundest side. And I never, ever look at the crowd."),
        # 6
        slide(KIT, GREEN, "The newcomer",
              ["Kit Harrower, 13", "First year in the open competition"],
              "I'm Kit. Last year I was in the juniors, and this year I'm old enough for the proper "
              "competition, against grown ups. My shooter is the tube out of a biro, taped to a bit of "
              "bamboo, and my mum says it's a disgrace. Priya's been helping me practise at the bus "
              "shelter. She says I hold my breath, which is the wrong way round."),
        # 7
        slide(HAZEL, GREEN, "Mowing first",
              ["Number 3 on the list", "Green mown: 7:15 to 8:00 am"],
              "First, number three, the mowing. Nigel did it on the village hall's sit on mower, with "
              "the grass box on, twice over the range, so there isn't a loose bit of grass anywhere "
              "near the target. The rabbit left in a hurry. Then we ran a rope along the shooting "
              "line, to keep the crowd back."),
        # 8
        slide(NIGEL, OCHE, "Target second",
              ["Number 4 on the list", "Target up: 8:00 am", "Putty in the sun: 3 hours"],
              "Second, number four, the target, up by eight o'clock and facing the sun. Putty's as hard "
              "as a brick first thing. It wants a good three hours of sunshine on it before it's soft "
              "enough for a pea to stick, and a cold target means peas bouncing off all "
              "morning. I reckon we'll get a hundred shooters today, easy."),
        # 9
        slide(HAZEL, TRESTLE_TABLE, "Registration third",
              ["Number 5 on the list", "Registration: 9:30 to 10:45 am", "Shooters registered: 67"],
              "A hundred, Nigel? Sixty seven. I've got every form here in a carrier bag. Third, number "
              "five, registration, at the trestle by the war memorial: name, age, and a number on a "
              "sticky label for your back, so Clive can call you up. Three pounds each, and a lot of "
              "it paid in coins that had clearly come out of the sofa."),
        # 10
        slide(MAGGIE, TENT, "Peas fourth",
              ["Number 2 on the list", "Peas handed out: 10:50 am", "Peas per shooter: 6"],
              "Fourth, number two, the peas. They're dried peas, and they live in a biscuit tin in my "
              "tent with the lid taped down till the very last minute, because if the dew gets at "
              "them they swell, and a swollen pea jams in the shooter. I count out six for every "
              "shooter into a paper cup. Six, and not a pea more."),
        # 11
        slide(CLIVE, RANGE, "Checks last",
              ["Number 1 on the list", "Shooters checked: at the line"],
              "Last, number one, checking the shooters. I measure every one at the line with my ruler, "
              "just before its owner shoots, and not a minute earlier. Check them all at nine, and by "
              "eleven half of them have been swapped in the car park for a longer one. One was too "
              "long today, so I sawed the end off with my hacksaw, there and then."),
        # 12
        slide(CLIVE, RANGE, "First pea",
              ["First shot: 11:00 am"],
              "The very moment I blew the whistle for the first shot, a cuckoo started calling from "
              "the wood behind the church, and half the crowd turned round to look. Not the shooter, "
              "mind. He kept his eye on the target and missed it anyway. After that it went quiet, "
              "just the little pop of the shooters, and now and then a cheer."),
        # 13
        slide(PRIYA, OCHE, "The champion's round",
              ["Inner ring: 5 points", "Outer ring: 2 points"],
              "My turn came just before half eleven. Out with the breath, roll the pea, and pop. Four "
              "of my six stuck in the inner ring, my best first round ever. My fifth went high, hit "
              "Maggie's tea urn with a ping, and bounced off into the grass. She shouted something at "
              "me, but I don't know what. I never look at the crowd."),
        # 14
        slide(MAGGIE, TENT, "Tea and cake",
              ["Cups of tea sold by noon: 140"],
              "A pea came sailing over the top of the target and dropped straight into a lady's cup "
              "of tea, just as she lifted it to drink. She fished it out with a teaspoon and carried "
              "on. Another one landed in the sugar bowl, and I had to tip the whole lot out. That's "
              "what Clive means by asking for trouble, I suppose."),
        # 15
        slide(NIGEL, OCHE, "Patching the putty",
              ["Target smoothed: every 10 shooters"],
              "Every ten shooters, I pick the peas out of the putty with a penknife and smooth it over "
              "with a wet thumb, so Clive can see the new ones. I had a pint of shandy on the straw "
              "bale next to me, and a pea went wide of the board and plopped right in it. I picked it "
              "out and drank the rest anyway."),
        # 16
        slide(KIT, OCHE, "My turn",
              ["Kit's score: 19"],
              "I remembered to breathe out, like Priya said, and my first one stuck in the outer ring. "
              "My second went wide, right past the target, and landed in my mum's coffee, which she "
              "was holding while she filmed me. She says I did it on purpose. I didn't. After that I "
              "got three more in the putty, and I didn't come last."),
        # 17
        slide(HAZEL, RANGE, "Loose on the range",
              ["Dogs on leads, please"],
              "Just after twelve, a springer spaniel slipped its lead and ran straight across the "
              "range in the middle of a round, heading for the tea tent. Clive blew three short blasts "
              "on his whistle, and everybody lowered their shooters. Then Kit knelt down by the rope "
              "and waved a sausage roll, and the dog came trotting back to him, quite happy."),
        # 18
        slide(CLIVE, RANGE, "The umpire's flask",
              ["Umpire's table: beside the target"],
              "I keep a flask of coffee on the umpire's table, and the cup was full when a pea came "
              "off the edge of the board and went straight in. I drank round it. In nineteen ninety "
              "eight, one went in the vicar's pint, and he said it was the most exciting thing that "
              "ever happened to him at a fete. He's come every year since."),
        # 19
        slide(CLIVE, OCHE, "The final",
              ["Final: 1:30 pm", "Winning score: 41"],
              "The final was the top five, six peas each, and Priya won again, with forty one, three "
              "ahead of a man from Lower Swaffholme who'd been practising on his own putty. I'd say "
              "we've raised near on five hundred pounds today, what with the entries and Maggie's "
              "teas. Maggie has the tin, of course, and she doesn't let me count it."),
        # 20
        slide(MAGGIE, TENT, "The tin",
              ["Raised for the hall roof: £342"],
              "Five hundred, Clive? Three hundred and forty two pounds. I counted it twice on the "
              "table in my tent, with the flap shut, entries and teas together. It's a good day for "
              "us, and it'll buy a lot of roof. Half of it came in coins, and one of the pound coins "
              "is Irish, which I'm keeping for luck."),
        # 21
        slide(PRIYA, GREEN, "The cup",
              ["Best newcomer: Kit Harrower", "Green cleared: 2:30 pm"],
              "So that's four years running, and Clive handed me the cup, which is really an old "
              "silver sugar bowl with one handle missing. Kit won the prize for the best newcomer, a "
              "bag of pear drops, and he's asked to borrow my tent pole next year. I told him he can "
              "have my old one, once he's learned to breathe out."),
        # 22
        slide(HAZEL, DEW_DARK, "Next on the channel",
              ["The village hall's new roof", "The scaffolding goes up", "Saturday 14 June"],
              "By half past two the putty was scraped off into a jam jar for next year, and the green "
              "was ours again. Next time, the village hall gets its new roof, paid for partly in peas. "
              "Nigel's putting up the scaffolding, Clive's checking every measurement, Maggie's "
              "bringing the tea, and I'm keeping everybody off the stage."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's the Swaffholme video actually about?",
         "para": ["swaffholme bank holiday clip, main event",
                  "Putty on a bread board, biro tubes and a tea tent in the line of fire. What's the occasion?"],
         "cands": ["A pea shooting championship on Swaffholme village green, from mowing the green to the final",
                   "The village hall getting its new roof",
                   "A village fete with a coconut shy and a tombola on the green",
                   "A darts league final in the village hall"],
         "answer": "A pea shooting championship on Swaffholme village green, from mowing the green to the final"},
        {"n": 2, "type": "count", "ev": [14, 15, 16, 18],
         "q": "On the day itself, what's the number of times a stray pea ended up in somebody's drink?",
         "para": ["peas landing in drinks - total",
                  "Forget the tea urn, the sugar bowl and the vicar's pint back in the nineties. Counting only "
                  "what happens that day, how many drinks got a pea in them?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which noticeboard job did they start with?",
         "cands": ["Mowing the green", "Putting up the target", "Registering the shooters",
                   "Checking the peashooters"],
         "answer": "Mowing the green"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 9, 10, 11],
         "q": "Clive's list is alphabetical: check shooters, peas, mowing, target, registration. How did "
              "the jobs really run on the morning?",
         "cands": None,
         "answer": "Mow the green first, then put up the target, register the shooters, hand out the peas, and "
                   "check the peashooters last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "mowing before everything else - why",
         "cands": None,
         "answer": "Once the target is up you can't get the mower near it, and loose grass sticks in the putty "
                   "and looks just like a hit"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "Clive only measures a peashooter when its owner is at the line. What's his reasoning?",
         "cands": ["Checked any earlier, half of them get swapped in the car park for a longer one",
                   "His ruler is locked in the village hall until eleven",
                   "The shooters have to dry out after the morning dew first",
                   "He can only measure them against the target once it's up"],
         "answer": "Checked any earlier, half of them get swapped in the car park for a longer one"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "What was the point of getting the target up at eight, hours before anyone shot?",
         "para": ["target up so early, reason",
                  "Nigel had his board standing out in the sunshine long before the whistle. Why bother?"],
         "cands": None,
         "answer": "Putty is hard first thing and needs about three hours of sun to go soft enough for a pea to "
                   "stick; a cold target just bounces them off"},
        {"n": 8, "type": "correction", "ev": [8, 9],
         "q": "Nigel was expecting a hundred shooters. How many actually signed up?",
         "cands": None,
         "answer": "67 (Hazel had every entry form in a carrier bag)"},
        {"n": 9, "type": "correction", "ev": [19, 20],
         "q": "In the end, how much money went to the hall roof?",
         "cands": ["£342", "£500", "£432", "£324"],
         "answer": "£342"},
        {"n": 10, "type": "correction", "ev": [3],
         "q": "Nigel starts at four kilos of putty and corrects himself. Which figure does he land on?",
         "para": ["amount of putty on the target",
                  "The man who builds the target corrects himself about the putty. What's his final figure, "
                  "and why the change?"],
         "cands": None,
         "answer": "Five kilos (5 kg): he put a second coat on the night before"},
        {"n": 11, "type": "who", "ev": [19, 20],
         "q": "Clive thinks they raised near on five hundred pounds. Who had the proper total?",
         "cands": None,
         "answer": "Maggie Doyle from the tea tent, who counted the tin twice (£342)"},
        {"n": 12, "type": "who", "ev": [11],
         "q": "Somebody sawed the end off a peashooter that was too long. Who?",
         "cands": ["Clive Bannister", "Nigel Ashworth", "Hazel Thornbury", "Priya Chandran"],
         "answer": "Clive Bannister"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "the kid with the biro shooter, how old",
         "cands": ["13", "12", "14", "15"],
         "answer": "13"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Since which year has Swaffholme held its pea shooting?",
         "cands": ["1974", "1947", "1984", "1977"],
         "answer": "1974"},
        {"n": 15, "type": "speech_and_screen", "ev": [12],
         "q": "At what time did the cuckoo start calling?",
         "cands": None, "answer": "11:00 am, the moment Clive blew the whistle for the first shot"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "Priya's winning score in the final?",
         "cands": ["41", "38", "44", "14"],
         "answer": "41"},
        {"n": 17, "type": "quantity", "ev": [10],
         "q": "Each competitor gets to shoot how many peas?",
         "para": ["peas per shooter",
                  "Maggie counts the peas out into paper cups. What's the ration for one person?"],
         "cands": None, "answer": "6 (six)"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "Under the umpire's rules, does a pea that hits the board and bounces off score anything?",
         "cands": ["No: only a pea that sticks in the putty counts",
                   "Yes, half the points of the ring it hit",
                   "It scores, but only inside the inner ring",
                   "Yes, if the umpire heard it hit"],
         "answer": "No: only a pea that sticks in the putty counts"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "Any family tie between Nigel and the umpire?",
         "cands": None,
         "answer": "Yes: they're brothers-in-law (Clive married Nigel's sister Jean)"},
        {"n": 20, "type": "right_before_after", "ev": [17],
         "q": "A spaniel got loose and ran across the range mid-round. How was it dealt with?",
         "cands": None,
         "answer": "Clive blew three short blasts and everyone lowered their shooters; then Kit knelt by the "
                   "rope and called the dog back with a sausage roll"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What's happening on the green when the pea shooting video begins?",
         "cands": ["Seven in the morning: dew on the long grass, a rabbit where the target goes and the tea tent "
                   "still a heap of poles",
                   "Clive blowing the whistle for the first shot",
                   "Priya being handed the cup",
                   "Nigel mowing the green on the sit-on mower"],
         "answer": "Seven in the morning: dew on the long grass, a rabbit where the target goes and the tea tent "
                   "still a heap of poles"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Which episode gets trailed at the very end?",
         "cands": ["The village hall getting its new roof",
                   "Next year's pea shooting championship",
                   "Nigel building a new target in his shed",
                   "Priya coaching Kit at the bus shelter"],
         "answer": "The village hall getting its new roof"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The spaniel that ran onto the range: what was it called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Cost of a cup of tea in Maggie's tent?",
         "cands": ["£1", "£1.50", "£3", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ lavender (harvest day on a lavender farm)
ROS = ("en-gb-x-rp+f3", "Ros Pilbeam, Wyndle Farm Lavender")
TOMASZ = ("en+m2", "Tomasz Wrona, distiller")
GWEN = ("en-gb-x-gbcwmd+f2", "Gwen Ashdown, farm shop")
DES = ("en-gb-scotland+m3", "Des Mulvaney, beekeeper")
IFOR = ("en-gb-x-gbclan+m2", "Ifor Pritchard, harvester driver")
ZARA = ("en-029+f3", "Zara Okafor, summer worker")

BARN_DOOR = "#f2ede0"
FIELD = "#ebe6f2"
STILL_ROOM = "#efe7dd"
FARM_SHOP = "#f3eae8"
HEADLAND = "#e5ecdf"
BARN = "#e9e5dc"
PRE_DAWN_DARK = "#221c33"

LAVENDER = {
    "name": "lavender",
    "footer": "Wyndle Farm Lavender · harvest day · the top field",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(ROS, PRE_DAWN_DARK, "Harvest day at Wyndle",
              ["Wyndle Farm Lavender", "Thursday 24 July", "Farm shop opens at 10:00 am"],
              "Four in the morning, pitch dark, and the whole top field smells of lavender. The only "
              "light is Des's head torch, bobbing along the row of hives at the bottom of the field. "
              "I'm Ros Pilbeam, and this is Wyndle Farm Lavender, and today we cut the lot. The "
              "camera's clipped to the bib of my dungarees."),
        # 1
        slide(ROS, BARN_DOOR, "The list on the barn door",
              ["1. Cut the oil field", "2. Light the still", "3. Hang the bunches",
               "4. Move the hives", "5. Cut the bunching rows"],
              "This is the list on the barn door. Dad chalked it up years ago, in order of the jobs he "
              "liked, and nobody's had the heart to rub it off. Number four goes first: the "
              "hives. The harvester goes right past them, so they have to move, in the dark, while "
              "every bee's at home. Move them in daylight and half the colony's left behind."),
        # 2
        slide(DES, HEADLAND, "The beekeeper",
              ["Des Mulvaney, beekeeper", "Hives on the farm: 20"],
              "Des Mulvaney. I keep twenty hives on Ros's farm, and in July my bees do nothing but "
              "lavender, which is why my honey tastes like a bath bomb. People ask if I get stung. "
              "Not in the suit, I don't. Bees don't mind a move if it's done quietly in the dark. "
              "What they mind is a harvester, and so would you."),
        # 3
        slide(IFOR, FIELD, "The harvester",
              ["Ifor Pritchard, 71", "Harvester: an old blackcurrant picker, converted"],
              "Ifor Pritchard. I drive the harvester, same as I have for every farm round here with "
              "something purple in it. She was a blackcurrant picker once, till I got the welder out. "
              "She cuts the oil field into a trailer, and it all goes up the lane to Tomasz. Last "
              "year, if I remember right, we got fifteen litres of oil out of her."),
        # 4
        slide(TOMASZ, STILL_ROOM, "The distiller",
              ["Tomasz Wrona, distiller", "Oil last year: 11.5 litres"],
              "Tomasz Wrona, the distiller. Fifteen, Ifor? Eleven and a half litres. It's written on "
              "the barrels. I run the copper still, which came all the way from Portugal on the back "
              "of a lorry, and it's my favourite thing on this farm. Steam goes up through the "
              "lavender, the oil comes with it, and the rest is patience."),
        # 5
        slide(GWEN, FARM_SHOP, "The farm shop",
              ["Wyndle Farm Shop", "Open: 10:00 am to 5:00 pm"],
              "Gwen Ashdown. I run the farm shop: bunches, oil, soap, and lavender shortbread, which "
              "sells better than all the rest put together. Ros is my half sister. Same dad, "
              "different mums, and we both got his temper. She does the field, I do the till, and "
              "we mostly stay out of each other's way till teatime."),
        # 6
        slide(ZARA, FIELD, "The summer worker",
              ["Zara Okafor, 19", "Summer worker: studying chemistry"],
              "I'm Zara. I study chemistry at university, and I answered an advert for a summer job "
              "on a farm, thinking it would be strawberries. It's my first harvest. Tomasz has "
              "promised to show me how the still works, which is the only reason I got up at "
              "half past three. Ros has given me a sickle and a lot of rubber bands."),
        # 7
        slide(DES, HEADLAND, "Hives first",
              ["Number 4 on the list", "Hives moved: 4:00 to 5:00 am", "Moved to: the wood's edge"],
              "First, number four, the hives, on my trailer by head torch, entrances blocked with a "
              "bit of foam, and away to the edge of the wood, out of the harvester's road. Every bee "
              "was home, bar the odd one that sleeps out. They'll spend the day on the clover up "
              "there, and they'll be cross for an hour or so, and then they'll forget."),
        # 8
        slide(ROS, FIELD, "Bunching rows second",
              ["Number 5 on the list", "Bunching rows cut: 5:30 to 7:30 am", "Varieties grown: 11"],
              "Second, number five, the bunching rows, cut by hand at first light. The sun opens the "
              "flowers, and a bunch with open flowers drops everywhere once it's dry, so it's cut "
              "before the sun's on it. We grow nine varieties. No, eleven: I always forget the two "
              "white ones, because nobody buys them but me."),
        # 9
        slide(ZARA, FIELD, "The sickle",
              ["Bunches laid on the barn floor"],
              "You grab a handful, cut low, band it, and lay it in the crate. After an hour my hands "
              "were purple. A bee stung me on the wrist, right through the rubber band, and Ros just "
              "said welcome to lavender. The bunches go on the barn floor, in rows. There must be a "
              "thousand of them down there by now, honestly."),
        # 10
        slide(TOMASZ, STILL_ROOM, "The still third",
              ["Number 2 on the list", "Still lit: 7:30 am", "Up to steam: 9:30 am"],
              "Third, number two, I lit the still, at half seven. It takes two hours to get up to "
              "steam, and lavender for oil has to be in the still within the hour of cutting, or the "
              "oil starts to go off into the air and you lose it. So the still has to be ready and "
              "waiting before Ifor cuts a single row."),
        # 11
        slide(IFOR, FIELD, "The oil field fourth",
              ["Number 1 on the list", "Oil field cut: 9:30 am to 2:50 pm", "Oil field: 12 acres"],
              "Fourth, number one, my job, the oil field. Twelve acres of it, up and down, with the "
              "trailer alongside, and every time the trailer's full it goes straight up the lane to "
              "the still. Slow and steady. Ros likes to say the first job on Dad's list gets done "
              "fourth every year, and every year I tell her it's the best one."),
        # 12
        slide(TOMASZ, STILL_ROOM, "First load",
              ["First load into the still: 9:50 am", "One load: 180 kg"],
              "The very moment the first load tipped into the still, a hare came flying across the "
              "top of the field, right in front of the harvester, and away into the wood. One load is "
              "a hundred and eighty kilos of lavender, trodden down hard, and then the lid goes on "
              "and the steam goes through it. Then you wait."),
        # 13
        slide(GWEN, FARM_SHOP, "The shop opens",
              ["Farm shop opened: 10:00 am", "Lavender shortbread: baked this morning"],
              "I opened the shop at ten, with the smell of the still coming down the yard, which "
              "sells more than any sign. A wasp had got in behind the shortbread, and it stung me on "
              "the thumb while I was pricing up. I said some words I won't repeat. Wasps don't even "
              "like lavender. They just like shortbread."),
        # 14
        slide(IFOR, FIELD, "In the cab",
              ["Trailer loads by noon: 9"],
              "I drive with the window open, always have. About eleven, a bee came in off the field, "
              "got itself down my collar, and stung me on the back of the neck. I didn't stop. You "
              "don't stop a harvester in the middle of a row for one bee, or you'd never finish "
              "anything. Gwen gave me a bag of frozen peas at lunch."),
        # 15
        slide(TOMASZ, STILL_ROOM, "Oil and water",
              ["Separator: oil on top, water below"],
              "Out of the still comes oil and water together, and in the separator the oil floats on "
              "top. The water isn't wasted. We bottle it for the shop, and people buy it for their "
              "ironing. While I was tipping out a spent load, a bee came out of it, very angry, and "
              "stung me on the ear. It was a fair complaint."),
        # 16
        slide(DES, HEADLAND, "Good as gold",
              ["Lavender at Wyndle: first planted 1998"],
              "Lunchtime, I went up to the wood's edge to look at the hives, and they were as good "
              "as gold. Ros's dad got stung on the tongue in nineteen eighty nine, drinking from a "
              "can of pop with a bee in it. And this morning one walked up Ros's sleeve and straight "
              "out of her collar, and never stung her at all."),
        # 17
        slide(ROS, FIELD, "Thunder",
              ["First thunder: 2:50 pm"],
              "At ten to three there was a rumble of thunder over the hill, and Ifor didn't wait to "
              "hear another. He drove the harvester straight off the field and into the barn, because "
              "you don't sit in a metal machine in an open field in a storm. The rest of us threw "
              "tarpaulins over the last trailer and ran."),
        # 18
        slide(GWEN, BARN, "Hang them last",
              ["Number 3 on the list", "Bunches hung: 3:00 to 5:00 pm"],
              "Last, number three, hanging the bunches, once the rain came down. They've been lying on "
              "the cool barn floor since the morning, going limp. Tie them up fresh, and the stems shrink "
              "as they dry and slide out of the band, and you come in to a floor full of lavender. "
              "Upside down, in the dark, to keep the colour."),
        # 19
        slide(ROS, BARN, "Six hundred and forty",
              ["Drying racks: 32", "Bunches hung: 640"],
              "A thousand, Zara? Six hundred and forty. Thirty two racks, twenty bunches to a rack, "
              "and I counted every rack. It only looks like more because you cut half of them "
              "yourself. They'll hang here in the dark for three weeks, and by then the whole barn "
              "smells like a drawer in your granny's house."),
        # 20
        slide(TOMASZ, STILL_ROOM, "Last load",
              ["Last load into the still: 4:40 pm", "Oil settling: 2 weeks"],
              "The last load went in at twenty to five, with the rain still coming down. I don't "
              "measure the oil today. It stands in the barrels for a fortnight to settle, and then "
              "I know what we've got, and not before. Ifor always wants a number tonight. Ifor will "
              "have to wait, like everybody else."),
        # 21
        slide(DES, HEADLAND, "Back again",
              ["Hives back: 9:30 pm"],
              "At half nine tonight, in the dark again, the hives go back to the bottom of the field, "
              "where there's no lavender standing now, only stalks. The bees will go further for it "
              "tomorrow, to the rows we left for them along the hedge. Ros always leaves a few rows "
              "for the bees. She says it's only fair."),
        # 22
        slide(ROS, PRE_DAWN_DARK, "Next on the channel",
              ["Rosemary in the still", "Saturday 13 September"],
              "Next time, the rosemary goes through Tomasz's copper still, in September, and Zara comes "
              "back for a weekend to see whether chemistry is any help with it. Ifor's bringing the "
              "harvester out one more time, Des is bringing a jar of honey, and Gwen has promised rosemary "
              "shortbread, which I've told her will never sell."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the gist of the Wyndle Farm video",
         "para": ["lavender farm vid - what happens in it",
                  "Sickles at first light, a copper still and some very cross bees. What kind of day are we "
                  "watching?"],
         "cands": ["Harvest day on a lavender farm: bunches cut by hand, the oil field cut and distilled",
                   "The rosemary going through the still in September",
                   "A beekeeper taking off his summer honey",
                   "A pick-your-own day at a fruit farm"],
         "answer": "Harvest day on a lavender farm: bunches cut by hand, the oil field cut and distilled"},
        {"n": 2, "type": "count", "ev": [9, 14, 15],
         "q": "How many people got stung by a bee during the harvest?",
         "para": ["bee stings on harvest day, number",
                  "Leave out Gwen's wasp, the bee that walked out of Ros's collar and the one that got her dad "
                  "years ago. How many bee stings were there?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Of the jobs chalked on the barn door, which came first in practice?",
         "cands": ["Moving the hives", "Cutting the bunching rows", "Lighting the still", "Cutting the oil field"],
         "answer": "Moving the hives"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 10, 11, 18],
         "q": "Cutting the oil field tops Dad's list. At what point of the day did it really get done?",
         "cands": None,
         "answer": "Fourth: after the hives, the bunching rows and lighting the still, and before the bunches "
                   "were hung"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Moving the beehives in the dark, before any other job: what was the thinking?",
         "para": ["hives shifted at four am - reason",
                  "what made moving the bees the opening job, with a head torch"],
         "cands": None,
         "answer": "The harvester goes right past them, and in the dark every bee is home; moved in daylight, "
                   "half the colony would be left behind"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "The cut bunches lay on the barn floor for hours before anyone hung them. Why?",
         "cands": ["Tied up fresh, the stems shrink as they dry and slide out of the band, so they're left to "
                   "go limp first",
                   "The drying racks were full of last year's bunches",
                   "Gwen had to pick out the best ones for the shop first",
                   "The barn was too hot to work in until the storm cooled it"],
         "answer": "Tied up fresh, the stems shrink as they dry and slide out of the band, so they're left to "
                   "go limp first"},
        {"n": 7, "type": "why", "ev": [10],
         "q": "Tomasz lit the still before a row of the oil field was cut. Why that way round?",
         "cands": ["It takes two hours to get up to steam, and oil lavender must be in the still within the "
                   "hour of cutting or the oil is lost",
                   "The first steam is needed to clean out last year's pipes",
                   "The farm's electricity can only run one machine at a time",
                   "The still's fire keeps the bunches on the barn floor warm"],
         "answer": "It takes two hours to get up to steam, and oil lavender must be in the still within the "
                   "hour of cutting or the oil is lost"},
        {"n": 8, "type": "correction", "ev": [9, 19],
         "q": "Zara reckoned there were a thousand bunches on the floor. What's the true count?",
         "para": ["number of lavender bunches hung up",
                  "The student overestimates how many bunches there are. What does the farmer say it "
                  "really is?"],
         "cands": None,
         "answer": "640: thirty two racks with twenty bunches to a rack"},
        {"n": 9, "type": "correction", "ev": [8],
         "q": "Once Ros has corrected herself, how many varieties of lavender does the farm grow?",
         "cands": ["11", "9", "7", "13"],
         "answer": "11"},
        {"n": 10, "type": "who", "ev": [3, 4],
         "q": "Ifor remembers fifteen litres of oil last year. Who tells him he's wrong?",
         "para": ["harvester driver's oil figure - who fixed it",
                  "Somebody who keeps the figures on the barrels puts Ifor right. Which of them?"],
         "cands": None,
         "answer": "Tomasz Wrona, the distiller: it was 11.5 litres"},
        {"n": 11, "type": "who", "ev": [3, 11],
         "q": "Whose job was driving the harvester?",
         "cands": ["Ifor Pritchard", "Des Mulvaney", "Tomasz Wrona", "Ros Pilbeam"],
         "answer": "Ifor Pritchard"},
        {"n": 12, "type": "needle_screen", "ev": [3],
         "q": "ifor pritchard age",
         "cands": ["71", "17", "61", "74"],
         "answer": "71"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "When was lavender first planted at Wyndle?",
         "cands": None, "answer": "1998"},
        {"n": 14, "type": "speech_and_screen", "ev": [12],
         "q": "the hare running across the top field - when was that",
         "cands": None, "answer": "9:50 am, the moment the first load tipped into the still"},
        {"n": 15, "type": "quantity", "ev": [12],
         "q": "How much lavender goes into the still in one load?",
         "cands": ["180 kg", "80 kg", "1,800 kg", "118 kg"],
         "answer": "180 kg"},
        {"n": 16, "type": "quantity", "ev": [11],
         "q": "Size of the field that gets cut for oil?",
         "cands": None, "answer": "Twelve acres (12 acres)"},
        {"n": 17, "type": "spoken_fact", "ev": [15],
         "q": "The water that comes out of the still along with the oil: what becomes of it?",
         "cands": ["It's bottled for the farm shop, and people buy it for their ironing",
                   "It's sprayed back onto the field",
                   "Des puts it out for the bees to drink",
                   "It's poured away down the yard drain"],
         "answer": "It's bottled for the farm shop, and people buy it for their ironing"},
        {"n": 18, "type": "relation", "ev": [5],
         "q": "Gwen and Ros - family?",
         "cands": None, "answer": "Yes, half-sisters: same dad, different mums"},
        {"n": 19, "type": "right_before_after", "ev": [17],
         "q": "What did Ifor do as soon as he heard thunder?",
         "cands": None,
         "answer": "Drove the harvester straight off the field into the barn (no sitting in a metal machine in "
                   "an open field in a storm), while the others threw tarpaulins over the last trailer"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "The Wyndle video's first scene: what do we get?",
         "cands": ["Four in the morning, pitch dark, the field smelling of lavender and Des's head torch "
                   "bobbing along the hives",
                   "Ifor driving the harvester up the first row",
                   "Gwen opening the farm shop at ten",
                   "Tomasz tipping the first load into the still"],
         "answer": "Four in the morning, pitch dark, the field smelling of lavender and Des's head torch "
                   "bobbing along the hives"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Final slide: what's the next episode about?",
         "cands": ["The rosemary going through Tomasz's copper still in September",
                   "The lavender bunches coming down after three weeks in the barn",
                   "Des taking off the lavender honey",
                   "Zara's first week back at university"],
         "answer": "The rosemary going through Tomasz's copper still in September"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Which university does Zara go to?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much oil did this year's harvest make altogether?",
         "cands": ["11.5 litres", "15 litres", "14 litres", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Ifor's harvester - what colour is it painted?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ grotto (a garden centre's Father Christmas grotto)
JANINE = ("en+f3", "Janine Merriwell, Merriwell's Garden Centre")
BERNARD = ("en-gb-x-gbcwmd+m3", "Bernard Clegg, Father Christmas")
SHONA = ("en-gb-scotland+f4", "Shona Baptiste, head elf")
OWEN = ("en-gb-x-gbclan+m4", "Owen Treharne, reindeer keeper")
LORRAINE = ("en-029+f4", "Lorraine Achebe, café manager")
ELLIE = ("en-gb-x-rp+f2", "Ellie Marsh, Saturday job")

STAFFROOM = "#f0ece2"
GROTTO = "#e8eef3"
PEN = "#ebe9de"
CAFE_COUNTER = "#f4e8e4"
TILLS = "#e9e4f0"
CAR_PARK = "#e4e9e6"
FROST_DARK = "#16202e"

GROTTO_VIDEO = {
    "name": "grotto",
    "footer": "Merriwell's Garden Centre · Father Christmas's grotto · opening Saturday",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(JANINE, FROST_DARK, "Grotto day at Merriwell's",
              ["Merriwell's Garden Centre, Kettlecombe", "Saturday 29 November", "Grotto opens at 10:00 am"],
              "Seven in the morning, and there's frost all over the car park. The grotto is two "
              "garden sheds bolted together, with a log cabin front and a lot of fairy lights, and "
              "right now it's dark and locked. I'm Janine Merriwell, this is my garden centre, and "
              "today Father Christmas opens for business. The camera's clipped to my lanyard."),
        # 1
        slide(JANINE, STAFFROOM, "The checklist on the staff room door",
              ["1. Wrap the presents", "2. Put up the queue barriers", "3. Bring in the reindeer",
               "4. Switch on the snow machine", "5. Fit the beard"],
              "This is the checklist on the staff room door. I wrote it at three in the morning, in the "
              "order the jobs came into my head, and for once number one really does go first: "
              "wrapping the presents. You can't wrap with children about, and once the doors open "
              "there isn't a spare minute, so it's done the night before, after we close."),
        # 2
        slide(BERNARD, GROTTO, "Father Christmas",
              ["Bernard Clegg, 74", "Years as Father Christmas: 22"],
              "Bernard Clegg. I was the postman round here for thirty years, so I know where every "
              "child in Kettlecombe lives, which helps. I've been Father Christmas at Merriwell's for "
              "twenty years. No, twenty two: I always forget the two years they tried an inflatable "
              "one instead, and it blew over into the ponds."),
        # 3
        slide(SHONA, GROTTO, "The head elf",
              ["Shona Baptiste, head elf", "Elf shifts: every Saturday in December"],
              "Shona Baptiste, head elf. I'm at drama school, and this is the best paid acting I'll "
              "do all year. I run the grotto door, keep the queue happy, and fit Bernard's beard, "
              "which is a two person job and an art. The hat has bells on it. By four o'clock I "
              "will never want to hear a bell again."),
        # 4
        slide(OWEN, PEN, "The reindeer",
              ["Treharne's Reindeer", "Reindeer visiting: 2"],
              "Owen Treharne. I keep reindeer up on the hill farm, and two of the girls have come down "
              "for the day. People think reindeer live on carrots. They don't. Carrots give them a "
              "bellyache. They eat lichen pellets, which I buy by the sack, and a bit of hay. If a "
              "child offers a carrot, I say thank you, and I eat it myself."),
        # 5
        slide(LORRAINE, CAFE_COUNTER, "The café",
              ["Merriwell's Café", "Mince pies: baked on site"],
              "Lorraine Achebe, café manager. Bernard's my father in law. I married his son Mark, "
              "and I've had Father Christmas round for Sunday dinner for eleven years, which is "
              "stranger than it sounds. Every penny from the grotto goes to the children's ward at "
              "the hospital. Last year it raised two thousand pounds, I think, or near enough."),
        # 6
        slide(JANINE, TILLS, "The money",
              ["Raised last year: £1,640", "Grotto ticket: £7.50", "Merriwell's: family-run since 1968"],
              "Two thousand, Lorraine? One thousand six hundred and forty pounds. I paid it in myself, "
              "and the ward sent us a photo of the new reading chairs. Tickets are seven pounds fifty a "
              "child, and every child gets a present and a photo. My grandad opened this place with a "
              "greenhouse and a wheelbarrow, and he'd have loved all this."),
        # 7
        slide(ELLIE, TILLS, "The Saturday job",
              ["Ellie Marsh, 16", "Saturday job: photos and tills"],
              "I'm Ellie. I've had a Saturday job here since the summer, watering the bedding plants, "
              "and today I've been promoted to photos. I take a picture of every child with Father "
              "Christmas, and it prints out at the till on the way out. I've been told to make "
              "everybody look nice, even the ones who are crying."),
        # 8
        slide(SHONA, STAFFROOM, "Wrapping first",
              ["Number 1 on the list", "Presents wrapped: Friday 6:00 to 11:00 pm"],
              "First, number one, the presents, wrapped last night in the staff room after the doors "
              "shut, with a takeaway and the radio on. Three colours of paper: red for little ones, "
              "green for the middle ones, and gold for the big ones, so Bernard can reach into the "
              "right sack without looking. I still have sticky tape in my hair."),
        # 9
        slide(OWEN, CAR_PARK, "Reindeer second",
              ["Number 3 on the list", "Reindeer arrived: 7:40 am"],
              "Second, number three, the reindeer, before a single car is parked. My trailer needs "
              "the whole car park to back up to the pen, and the girls need an hour's quiet to settle "
              "before any crowd. The very moment the first one stepped down off the trailer, it "
              "started to snow, real snow, for about a minute. Then it stopped."),
        # 10
        slide(JANINE, CAR_PARK, "Barriers third",
              ["Number 2 on the list", "Barriers up: 8:30 to 9:15 am"],
              "Third, number two, the queue barriers, from the grotto door right round past the "
              "Christmas trees. They go across the road Owen's trailer comes in on, so they can't go "
              "up until the reindeer are in their pen. We got them up with my husband and the two "
              "lads from the aquatics department, who were not pleased."),
        # 11
        slide(BERNARD, STAFFROOM, "Beard fourth",
              ["Number 5 on the list", "Beard on: 9:30 am"],
              "Fourth, number five, the beard. It goes on as late as it possibly can, because it's "
              "hot, it itches, and you can't eat a bacon sandwich through it. A Father Christmas "
              "with ketchup in his beard is no good to anybody. So I had my sandwich first, and then "
              "Shona stuck the beard on, one hook at a time."),
        # 12
        slide(SHONA, GROTTO, "Snow last",
              ["Number 4 on the list", "Snow machine on: 9:50 am"],
              "Last, number four, the snow machine. It's foam, not real snow, and it turns the path "
              "into an ice rink. So it goes on right at the end, when all the carrying in is done, and "
              "nobody is walking about with sacks. Ten minutes before the doors, I switched it on, "
              "and the first family in the queue cheered."),
        # 13
        slide(BERNARD, GROTTO, "The first visitors",
              ["Time with Father Christmas: 4 minutes"],
              "Every family gets four minutes with me, and Shona times it on her phone. My first "
              "visitor was a little girl who wanted a pony, a real one, with a saddle, and she'd "
              "measured the shed for it. In my first year here, a boy asked for a donkey, and his "
              "dad still comes in and tells me off about it."),
        # 14
        slide(ELLIE, GROTTO, "Say cheese",
              ["Photos printed by noon: 96"],
              "I was behind the camera when a girl in a bobble hat climbed on Bernard's knee and "
              "asked for a rabbit, a real one, so it could sleep on her bed. Her mum was shaking her "
              "head behind me the whole time. Bernard said he'd have a word with the rabbits. I "
              "don't think that's what her mum meant."),
        # 15
        slide(SHONA, GROTTO, "At the door",
              ["Families through by noon: 58"],
              "I could hear everything from the door. A boy whispered that what he really wanted was "
              "a puppy, a live one, not a toy one, and he said it twice to be sure. The girl after "
              "him asked for a unicorn, but she meant the cuddly one from the window, because she "
              "pointed at it on the way out."),
        # 16
        slide(BERNARD, CAR_PARK, "Too scared",
              ["Queue: past the Christmas trees"],
              "Just after twelve, a little lad got to the grotto door and wouldn't go a step further. "
              "So I came out to him, sat down on a hay bale in the queue, took my hat off, and told "
              "him all about the reindeer in the pen. After a bit, he took my hand and walked in with "
              "me. His mum cried more than he did."),
        # 17
        slide(LORRAINE, CAFE_COUNTER, "Lunch",
              ["Mince pies sold by 2 pm: 210"],
              "Bernard came into the café on his break, still in the suit, to have his soup in the "
              "corner. A boy marched straight up to him and asked for a goat, a real goat, for the "
              "garden, to eat the lawn so his dad wouldn't have to. Bernard said he'd think about it, "
              "and then tucked his beard into his collar."),
        # 18
        slide(OWEN, PEN, "At the pen",
              ["Reindeer pen: by the car park"],
              "The girls had a queue of their own all day, along the fence. When Bernard walked past "
              "on his way back from lunch, a lad at the pen asked him for one of my reindeer, for "
              "Christmas, to keep in his back garden. Bernard said they were needed at work. I said "
              "nothing. Neither did the reindeer."),
        # 19
        slide(ELLIE, TILLS, "Empty sacks",
              ["Sacks emptied: all 12"],
              "By four o'clock the sacks were empty, and there must have been five hundred presents "
              "out of them, at least. One girl told Bernard she wanted a baby brother, and her dad "
              "went very red. My feet hurt, and I've printed more photos today than I've taken in "
              "my whole life, and none of them were of me."),
        # 20
        slide(SHONA, STAFFROOM, "Three hundred and sixty",
              ["Presents wrapped: 360"],
              "Five hundred, Ellie? Three hundred and sixty. Twelve sacks, thirty presents in each, "
              "and I wrapped every one of them last night, so I'd know. It only felt like more. "
              "Tonight the sacks get filled again for next Saturday, and I'm wrapping in the café this "
              "time, because the staff room still smells of takeaway."),
        # 21
        slide(JANINE, CAR_PARK, "Doors shut",
              ["Grotto closed: 4:30 pm", "Reindeer home: 5:15 pm"],
              "We shut the grotto door at half past four, and the snow machine went off first, so we "
              "could walk to the car park without falling over. Owen loaded the girls up in the dark, "
              "Bernard took the beard off and had a cup of tea in the café, and I counted the "
              "tickets. Same again next Saturday."),
        # 22
        slide(JANINE, FROST_DARK, "Next on the channel",
              ["Up at Treharne's Reindeer", "When the antlers drop", "Saturday 21 February"],
              "Next time, up the hill to Owen's reindeer farm in February, when the reindeer drop "
              "their antlers and the whole field is full of them. Owen says they're not a bit "
              "bothered. Bernard's coming along to see his team at home, Shona wants an antler for "
              "her flat, and Ellie's bringing the camera."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Describe the Merriwell's video in one sentence.",
         "para": ["garden centre santa video summary",
                  "Two reindeer, a foam snow machine and twelve sacks of presents. What's being filmed here?"],
         "cands": ["A garden centre's Father Christmas grotto on its opening Saturday",
                   "Owen's reindeer farm in February, when the antlers drop",
                   "A town's Christmas lights being switched on",
                   "A Christmas tree farm's first weekend of sales"],
         "answer": "A garden centre's Father Christmas grotto on its opening Saturday"},
        {"n": 2, "type": "count", "ev": [13, 14, 15, 17, 18],
         "q": "How many kids asked Father Christmas for a real, live animal?",
         "para": ["children asking santa for actual animals - tally",
                  "Not the baby brother, not the cuddly unicorn and not the donkey from Bernard's first year: "
                  "how many times did a child ask him for a living animal?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which checklist job got done first?",
         "cands": ["Wrapping the presents", "Bringing in the reindeer", "Putting up the queue barriers",
                   "Fitting the beard"],
         "answer": "Wrapping the presents"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 10, 11, 12],
         "q": "Janine's checklist goes presents, barriers, reindeer, snow machine, beard. What was the real "
              "sequence?",
         "para": ["grotto setup jobs, order they were done in",
                  "Sort the staff room door jobs by when they actually happened."],
         "cands": None,
         "answer": "Wrap the presents first, then bring in the reindeer, put up the queue barriers, fit the beard, "
                   "and switch on the snow machine last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "why wrap all the presents the night before",
         "cands": None,
         "answer": "You can't wrap with children about, and once the doors open there isn't a spare minute"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "Reason the snow machine was switched on last of all?",
         "cands": ["The foam turns the path into an ice rink, so it waits until all the carrying in is done",
                   "The reindeer had to get used to the grotto before the noise started",
                   "It can only go on once the grotto's fire check is signed off",
                   "The snow fluid wasn't delivered until half past nine"],
         "answer": "The foam turns the path into an ice rink, so it waits until all the carrying in is done"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "The reindeer came before a single car was parked. What for?",
         "para": ["reindeer arriving so early - why",
                  "Owen had his animals in the pen hours before the first family. What was behind that?"],
         "cands": None,
         "answer": "His trailer needs the whole empty car park to back up to the pen, and the reindeer need an "
                   "hour's quiet to settle before any crowd"},
        {"n": 8, "type": "correction", "ev": [19, 20],
         "q": "Ellie guesses five hundred presents came out of the sacks. What was the actual figure?",
         "cands": None,
         "answer": "360: twelve sacks with thirty presents in each"},
        {"n": 9, "type": "correction", "ev": [5, 6],
         "q": "Last year's grotto money for the children's ward - how much was it really?",
         "cands": ["£1,640", "£2,000", "£1,460", "£1,604"],
         "answer": "£1,640"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Bernard starts off saying twenty years as Father Christmas. How many is it really?",
         "cands": None,
         "answer": "Twenty two (22): he forgets the two years of the inflatable one"},
        {"n": 11, "type": "who", "ev": [5, 6],
         "q": "Lorraine thinks last year raised two thousand pounds. Who puts her straight?",
         "para": ["who corrected the café manager's figure",
                  "Someone who paid the money in knows Lorraine's number is off. Which person is that?"],
         "cands": None,
         "answer": "Janine Merriwell, the owner: it was £1,640, and she paid it in herself"},
        {"n": 12, "type": "who", "ev": [3, 11],
         "q": "Who fitted Bernard's beard?",
         "cands": ["Shona Baptiste", "Ellie Marsh", "Lorraine Achebe", "Janine Merriwell"],
         "answer": "Shona Baptiste"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "Father Christmas is played by a man of what age?",
         "cands": ["74", "47", "64", "77"],
         "answer": "74"},
        {"n": 14, "type": "needle_screen", "ev": [6],
         "q": "Merriwell's has been run by the family since when?",
         "cands": ["1968", "1986", "1958", "1978"],
         "answer": "1968"},
        {"n": 15, "type": "speech_and_screen", "ev": [9],
         "q": "real snow falling in the car park, what time",
         "cands": None, "answer": "7:40 am, the moment the first reindeer stepped off the trailer"},
        {"n": 16, "type": "quantity", "ev": [13],
         "q": "How long does each family get with Father Christmas?",
         "cands": ["4 minutes", "10 minutes", "5 minutes", "14 minutes"],
         "answer": "4 minutes"},
        {"n": 17, "type": "quantity", "ev": [6],
         "q": "Grotto ticket price per child?",
         "cands": None, "answer": "£7.50 (seven pounds fifty)"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "According to Owen, what do his reindeer eat?",
         "cands": ["Lichen pellets and a bit of hay, never carrots, which give them bellyache",
                   "Carrots left out by the children",
                   "Sugar beet and apples from the garden centre",
                   "Moss he collects from the woods above the farm"],
         "answer": "Lichen pellets and a bit of hay, never carrots, which give them bellyache"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "What's the connection between Lorraine and the man playing Father Christmas?",
         "cands": None,
         "answer": "He's her father-in-law: she married his son Mark"},
        {"n": 20, "type": "right_before_after", "ev": [16],
         "q": "A little boy was too frightened to go into the grotto. What did Bernard do about it?",
         "cands": None,
         "answer": "Came out, sat on a hay bale in the queue with his hat off and told him about the reindeer, "
                   "until the boy took his hand and walked in with him"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What's the very first thing we see in the grotto video?",
         "cands": ["Seven in the morning: frost on the car park and the grotto, two sheds bolted together, "
                   "still dark and locked",
                   "Father Christmas meeting his first visitor",
                   "The reindeer stepping off Owen's trailer",
                   "Shona wrapping presents in the staff room"],
         "answer": "Seven in the morning: frost on the car park and the grotto, two sheds bolted together, "
                   "still dark and locked"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "where does the next episode go",
         "cands": ["Up to Owen's reindeer farm in February, when the antlers drop",
                   "The grotto on Christmas Eve",
                   "Bernard's last round as a postman",
                   "The children's ward getting its new reading chairs"],
         "answer": "Up to Owen's reindeer farm in February, when the antlers drop"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What are the two reindeer called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price of a mince pie in Lorraine's café?",
         "cands": ["£1.50", "£2", "£2.50", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [PEASHOOTING, LAVENDER, GROTTO_VIDEO]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "peashooting": [25.0, 27.5, 26.0, 26.0, 27.0, 25.5, 24.5, 24.5, 27.5, 26.5, 24.0, 25.5, 23.5, 26.5, 25.0, 25.0, 24.0, 26.5, 25.0, 24.0, 24.0, 25.0, 27.5],
    "lavender": [23.0, 26.5, 25.5, 24.0, 25.0, 27.5, 27.0, 23.5, 25.5, 26.0, 22.5, 25.5, 24.0, 25.5, 24.5, 25.0, 23.5, 21.0, 25.0, 25.0, 25.5, 22.0, 24.0],
    "grotto": [27.0, 23.5, 25.5, 26.0, 25.5, 25.5, 26.5, 27.0, 24.5, 27.0, 24.5, 22.5, 25.0, 24.5, 24.5, 21.0, 23.0, 26.0, 23.5, 23.0, 26.5, 24.0, 22.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
