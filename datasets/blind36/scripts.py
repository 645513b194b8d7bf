"""Scripts of the "blind36" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- shopwindows:   a department store's Christmas windows dressed overnight for the morning unveiling
                 (the head of display, the store manager, the props maker, the store electrician,
                 the night security guard, the retired window dresser who did it for forty years)
- tyringday:     tyring day at a village wheelwright's yard, iron tyres put on four new wheels for a
                 brewery's dray (the wheelwright, her retired father, the blacksmith who forged the
                 tyres, the apprentice, the brewery's owner, the brewery's carter)
- paddlesteamer: a preserved paddle steamer's first sailing of the season (the purser, the master,
                 the chief engineer, the deckhand in her first season, an old stoker who sails every
                 year, the pier master at the calling pier)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ shopwindows (a department store's Christmas windows)
HARRIET = ("en-gb-x-gbcwmd+f4", "Harriet Vance, head of display")
COLIN = ("en-gb-x-rp+m3", "Colin Pardoe, store manager")
MAREK = ("en-gb+m6", "Marek Zielinski, props maker")
BEV = ("en-gb-x-gbclan+f3", "Bev Ashworth, store electrician")
DESMOND = ("en-029+m2", "Desmond Achebe, night security")
MAURICE = ("en-gb-x-rp+m6", "Maurice Gill, retired window dresser")

WHITEBOARD = "#f4f2ea"
SHOPFLOOR = "#e8e6ef"
WORKSHOP = "#ece7dd"
WINDOW = "#e6eef0"
PAVEMENT = "#dfe6ee"
STREET_DARK = "#1b1722"

SHOPWINDOWS = {
    "name": "shopwindows",
    "footer": "Dunmore's of Sallowford · the Christmas windows · Castle Street",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HARRIET, STREET_DARK, "Windows night at Dunmore's",
              ["Dunmore's of Sallowford", "Wednesday 19 November, 6 pm", "Five windows on Castle Street"],
              "Six o'clock, the doors are locked, and the lights are going off floor by floor "
              "behind me. Out front, the autumn windows are still full of pumpkins and paper "
              "leaves. I'm Harriet Vance, head of display at Dunmore's, and by eight tomorrow "
              "morning those five windows have to be Christmas. The camera's clipped to my tool "
              "belt."),
        # 1
        slide(HARRIET, WHITEBOARD, "The list on the whiteboard",
              ["1. Hang the snow", "2. Paper over the glass", "3. Strip out the autumn windows",
               "4. Polish the glass", "5. Build the scenes"],
              "This is the list on the workroom whiteboard. Colin wrote it at Monday's meeting, in "
              "the order people shouted things at him. Once the autumn stuff starts coming out, "
              "anybody on Castle Street could see in, and nobody sees a Christmas window before "
              "it's unveiled. So number two, the paper, goes first."),
        # 2
        slide(COLIN, SHOPFLOOR, "The store manager",
              ["Dunmore's of Sallowford: established 1887", "Unveiling: Thursday, 8:00 am"],
              "Colin Pardoe, store manager. My job tonight is to keep everyone fed and stay out of "
              "the windows, which I'm told is a skill. At eight tomorrow, Poppy Adeyemi, who won "
              "our drawing competition, pulls the first sheet of paper off. Her fox in a striped "
              "scarf is the star of window three. No pressure, Harriet."),
        # 3
        slide(MAREK, WORKSHOP, "The props workshop",
              ["The fox: 1.7 m tall", "Built in the basement: 6 weeks"],
              "Marek Zielinski. I build the props, down in the basement workshop. The fox took me "
              "six weeks: chicken wire, papier mache and a lot of orange felt, copied line for line"
              " from Poppy's drawing. The whiskers are piano wire, out of an old upright my "
              "neighbour put in a skip."),
        # 4
        slide(BEV, WINDOW, "The lights",
              ["Bulbs across the five windows: 3,200"],
              "Bev Ashworth, store electrician. Every light in those windows goes in on my say, "
              "and there are three thousand two hundred bulbs this year, every one of them mine to "
              "worry about. Colin's my ex-husband, by the way. Eleven years married, and we're far "
              "better at running a shop together than we ever were at running a house."),
        # 5
        slide(DESMOND, PAVEMENT, "Night security",
              ["Desmond's shift: 6 pm to 8 am"],
              "Desmond Achebe, night security. Most nights it's me, a flask and forty mannequins. "
              "Tonight I'm outside on Castle Street, watching the paper, because the first photo "
              "of a Dunmore's Christmas window is worth money to somebody, and people try. I also "
              "tell Harriet what the windows look like from the pavement, which is the only view "
              "that matters."),
        # 6
        slide(HARRIET, PAVEMENT, "Paper first",
              ["Number 2 on the list", "Glass papered over: 6:20 to 7:05 pm"],
              "First, number two, the paper. Brown paper, taped to the outside of all five "
              "windows, with a sign saying something wonderful is coming. It goes on the outside "
              "so that we can still get at the inside of the glass later on. Desmond held the "
              "ladder and told me which sheets were crooked, which was all of them, apparently."),
        # 7
        slide(MAREK, WINDOW, "Autumn out second",
              ["Number 3 on the list", "Autumn windows out: 7:05 to 9:00 pm"],
              "Second, number three, stripping out the autumn windows. Sixty pumpkins went up to "
              "the staff canteen, the paper leaves went in sacks, and the scarecrow from window "
              "five went back in his box for next year. Colin walked round with a paper leaf stuck "
              "in his hair until midnight. We'd all noticed. Nobody said."),
        # 8
        slide(MAREK, WINDOW, "Scenes third",
              ["Number 5 on the list", "Scenes built: 9:00 pm to 1:30 am", "Train track in window two: 11 m"],
              "Third, number five, building the scenes. Window one is the snowy forest, two the "
              "railway, three Poppy's fox, four the little town, and five the cottage with the "
              "tree. The track in window two is eleven metres of brass rail, round the houses and "
              "through a tunnel, and I laid every sleeper of it on my knees."),
        # 9
        slide(BEV, WINDOW, "Window two",
              ["Train set switched on: 10:15 pm"],
              "About quarter past ten, I plugged in the train set in window two, and the whole of "
              "window two went black: trees, houses, every bulb. The train's transformer, older "
              "than me. A new one went in, and it's been fine since. The same hour, one bulb blew "
              "on the reindeer's nose in window one, but the rest of that window stayed lit."),
        # 10
        slide(DESMOND, PAVEMENT, "The gap",
              ["Paper loose on window three: 11:40 pm"],
              "At twenty to twelve, a corner of the paper on window three came unstuck and peeled "
              "back, and a lad on his way home from the pub pressed his phone right up to the gap. "
              "Harriet was inside. She grabbed a roll of white felt, held it up across the glass "
              "like a curtain, and stood there, arms up, until I'd taped the corner from outside."),
        # 11
        slide(MAREK, WINDOW, "Glue gun",
              ["Window four: the little town"],
              "At midnight I was in window four, sticking snow on the rooftops of the little town, "
              "and the moment I switched on my glue gun, everything in there died at once. Lamps, "
              "shop signs, the lot. Bev came up the stairs two at a time, shouting about extension "
              "leads. My glue gun now lives in the basement, I'm told."),
        # 12
        slide(DESMOND, PAVEMENT, "From across the road",
              ["Desmond's round of the block: every hour"],
              "About two in the morning, I was across the road with my flask, and window one just "
              "went dark. The forest, the trees, the little tracks in the snow, gone. Ten minutes "
              "later it came back: a plug had worked loose behind a tree. The street lamp outside "
              "the bank went off at the same time, but that's the council's problem."),
        # 13
        slide(HARRIET, WINDOW, "Snow fourth",
              ["Number 1 on the list", "Snow hung: 1:40 to 4:10 am"],
              "Fourth, number one, the snow. Every snowflake hangs on fishing line from the rail "
              "in the ceiling, so it goes in after the scenes. You can't build under it: every "
              "time someone stands up they're tangled, and the scenery tears the lines down. I'd "
              "say there are six hundred snowflakes up there. It took four of us."),
        # 14
        slide(MAREK, WORKSHOP, "Four hundred and thirty",
              ["Snowflakes hung: 430", "Last snowflake up: 4:10 am"],
              "Six hundred, Harriet? Four hundred and thirty. I cut every one of them out on the "
              "band saw, and counted them into boxes of ten. And the moment I hung the very last "
              "one, a street sweeper came along Castle Street, and the driver beeped his horn "
              "twice outside, as if he knew."),
        # 15
        slide(COLIN, SHOPFLOOR, "Bacon rolls",
              ["Grotto opens: Saturday 22 November, third floor"],
              "At half four I did bacon rolls in the staff canteen, for everyone, among the sixty "
              "pumpkins. Desmond had three. Then I went round with a bin bag picking up felt, wire "
              "and glitter, which is as close to the windows as I'm allowed. On Saturday the "
              "grotto opens upstairs, so I'll be doing all this again, with elves."),
        # 16
        slide(BEV, WINDOW, "The light test",
              ["Light test: 5:00 to 6:00 am"],
              "At five, the light test: every bulb in all five windows on at once, for a full "
              "hour, with the cotton snow and the felt right up against them. If anything's going "
              "to get hot enough to scorch, I want to know now, not on Saturday with a queue for "
              "the grotto outside. I walked every window with my hand out, feeling for heat."),
        # 17
        slide(HARRIET, WINDOW, "Window five",
              ["Tree in window five: 3.4 m"],
              "Forty minutes into the test, window five blacked out. The cottage, the fire in the "
              "grate and the big tree, all off in one go. Bev found a staple someone had put "
              "straight through a cable behind the tree. It wasn't me. Marek says it wasn't him. "
              "The tree's on a new cable now, and it's been lit ever since."),
        # 18
        slide(MAURICE, SHOPFLOOR, "The man who did it first",
              ["Maurice Gill, 84", "Maurice's first Dunmore's window: 1959"],
              "Maurice Gill. I dressed these windows for forty four years, and I let myself in at "
              "half six with my old key. My first was in nineteen sixty three. No, what am I "
              "saying, nineteen fifty nine, the winter the canal froze. In nineteen eighty seven "
              "the whole street lost its power on unveiling night, and we used candle lanterns."),
        # 19
        slide(HARRIET, WINDOW, "Polish last",
              ["Number 4 on the list", "Glass polished: 6:45 to 7:40 am"],
              "Last, number four, polishing the glass from the inside. It always comes last, "
              "because glitter and cotton dust settle on everything for hours after you've "
              "finished, and glass you polished at midnight is grey by morning. Maurice sat on a "
              "stool and pointed at every smear I'd missed. There were a lot. He was right about "
              "all of them."),
        # 20
        slide(COLIN, PAVEMENT, "Eight o'clock",
              ["Unveiling: 8:00 am", "First sheet pulled by: Poppy Adeyemi, 10"],
              "Eight o'clock. Poppy pulled the first sheet, Harriet and Marek pulled the rest, and "
              "the whole street went quiet, then cheered. Poppy stood in front of her fox with "
              "both hands flat on the glass. There must have been two hundred people out there on "
              "Castle Street, easily, at eight on a Thursday morning, in the rain."),
        # 21
        slide(DESMOND, PAVEMENT, "On the clicker",
              ["Crowd at the unveiling: 168"],
              "Two hundred, Colin? A hundred and sixty eight. I had the clicker going at the "
              "barrier from half seven, one click a head, and babies in pushchairs count. It felt "
              "like more because they were all shouting. Then I handed my keys to the day shift "
              "and went home to bed, and I hear the fox is already on the local news."),
        # 22
        slide(HARRIET, STREET_DARK, "Next on the channel",
              ["The January take-down", "Wednesday 7 January", "The fox moves to Sallowford Library"],
              "Next time, the January take-down, when all five windows come out in a single night "
              "and the fox goes to live in the children's corner of Sallowford Library. Poppy's "
              "going to carry his scarf. Marek wants his piano wire back, Bev wants her cables "
              "back, and Colin wants to know why we can't leave it all up till Easter."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the gist of the Dunmore's video.",
         "para": ["department store windows vid, main subject",
                  "Brown paper over shop glass, a felt fox and somebody up a ladder all night. So what is "
                  "this one about?"],
         "cands": ["Dressing a department store's Christmas windows overnight for the morning unveiling",
                   "Taking the Christmas windows down in January",
                   "Opening day of a department store's Christmas grotto",
                   "A children's drawing competition being judged at a library"],
         "answer": "Dressing a department store's Christmas windows overnight for the morning unveiling"},
        {"n": 2, "type": "count", "ev": [9, 11, 12, 17],
         "q": "Through the night, a whole window went dark more than once. How many times in total?",
         "para": ["shop window blackouts overnight, total number",
                  "Forget the single blown bulb and the street lamp by the bank. How often did an entire "
                  "window lose all its lights?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which whiteboard job did Harriet's team start with?",
         "cands": ["Papering over the glass", "Stripping out the autumn windows", "Hanging the snow",
                   "Building the scenes"],
         "answer": "Papering over the glass"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 8, 13, 19],
         "q": "The board says snow, paper, strip out, polish, build. In what sequence were those five really "
              "done?",
         "cands": None,
         "answer": "Paper over the glass first, then strip out the autumn windows, build the scenes, hang the "
                   "snow, and polish the glass last"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "how come the glass got papered before a single pumpkin came out",
         "cands": None,
         "answer": "Once the autumn windows start coming out anyone on Castle Street could see in, and nobody is "
                   "meant to see a Christmas window before it's unveiled"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "Polishing the inside of the glass was the final job. What was the reasoning?",
         "cands": ["Glitter and cotton dust settle for hours after you finish, so glass polished earlier is grey "
                   "by morning",
                   "Maurice had to arrive before anyone could touch the glass",
                   "The paper on the outside had to come off before the inside could be reached",
                   "Polish fumes would have set off the smoke alarms during the light test"],
         "answer": "Glitter and cotton dust settle for hours after you finish, so glass polished earlier is grey "
                   "by morning"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "The snow went up only after the scenes were built. What made that necessary?",
         "para": ["snowflakes after the scenery - reason",
                  "What stopped them putting the fishing-line snow up at the start of the night?"],
         "cands": None,
         "answer": "You can't build underneath it: anyone standing up gets tangled, and the scenery tears the "
                   "lines down"},
        {"n": 8, "type": "correction", "ev": [13, 14],
         "q": "Harriet puts the snowflakes at six hundred or so. What's the true count?",
         "cands": None,
         "answer": "430 (Marek cut every one and counted them into boxes of ten)"},
        {"n": 9, "type": "correction", "ev": [20, 21],
         "q": "Final crowd figure at the unveiling?",
         "cands": ["168", "200", "186", "130"],
         "answer": "168"},
        {"n": 10, "type": "correction", "ev": [18],
         "q": "Maurice starts by saying nineteen sixty three for his first window. Which year was it in the end?",
         "para": ["maurice gill first dunmores window year",
                  "The old window dresser gets the date of his first Dunmore's window wrong, then fixes it. "
                  "When did he begin?"],
         "cands": None,
         "answer": "1959, the winter the canal froze"},
        {"n": 11, "type": "who", "ev": [20, 21],
         "q": "Colin guesses two hundred people turned up. Who had the actual number?",
         "cands": None,
         "answer": "Desmond Achebe, the night security guard, from his clicker at the barrier (168)"},
        {"n": 12, "type": "who", "ev": [15],
         "q": "Who cooked bacon rolls for the whole team?",
         "cands": ["Colin Pardoe", "Desmond Achebe", "Bev Ashworth", "Maurice Gill"],
         "answer": "Colin Pardoe"},
        {"n": 13, "type": "needle_screen", "ev": [18],
         "q": "Age of the retired window dresser?",
         "cands": ["84", "48", "74", "82"],
         "answer": "84"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Dunmore's has been trading since which year?",
         "cands": ["1887", "1878", "1959", "1987"],
         "answer": "1887"},
        {"n": 15, "type": "speech_and_screen", "ev": [14],
         "q": "The street sweeper beeped twice outside the store. When was that?",
         "cands": None, "answer": "4:10 am, the moment the last snowflake was hung"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "How much rail did Marek lay for the train set in window two?",
         "cands": ["11 m", "7 m", "17 m", "1.1 m"],
         "answer": "11 m"},
        {"n": 17, "type": "quantity", "ev": [4],
         "q": "Across the five windows, how many bulbs are there?",
         "para": ["bulb count for the dunmores christmas windows",
                  "Bev says every light is hers to worry about. How many is that altogether?"],
         "cands": None, "answer": "3,200"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "The fox's whiskers - what are they made from?",
         "cands": ["Piano wire from an old upright his neighbour put in a skip",
                   "Fishing line left over from the snow",
                   "Bristles pulled from a yard brush",
                   "Spare brass rail from the train set"],
         "answer": "Piano wire from an old upright his neighbour put in a skip"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Bev and Colin: any history between them?",
         "cands": None, "answer": "Yes: they were married for eleven years. Bev is Colin's ex-wife"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "When the paper peeled back and a lad pushed his phone up to the gap, how did Harriet react?",
         "cands": None,
         "answer": "She grabbed a roll of white felt and held it up across the glass like a curtain, arms up, "
                   "until Desmond had taped the corner from outside"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the Dunmore's video open?",
         "cands": ["Six o'clock, doors locked, lights going off floor by floor and the autumn windows still full "
                   "of pumpkins and paper leaves",
                   "Poppy pulling the first sheet of paper off window three",
                   "Marek gluing snow onto the rooftops of the little town",
                   "Bev's hour-long light test with every bulb switched on"],
         "answer": "Six o'clock, doors locked, lights going off floor by floor and the autumn windows still full "
                   "of pumpkins and paper leaves"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Where is Harriet's channel heading next?",
         "cands": ["The January take-down, when the fox moves to the children's corner of the library",
                   "The grotto opening on the third floor",
                   "Judging next year's drawing competition",
                   "A look through Maurice's old window photographs"],
         "answer": "The January take-down, when the fox moves to the children's corner of the library"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Does the fox in window three have a name? What is it?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Cost of a visit to Dunmore's grotto?",
         "cands": ["£6", "£8.50", "£4", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ tyringday (a wheelwright's tyring day)
JESS = ("en-gb+f4", "Jess Pellow, wheelwright")
AMOS = ("en-gb-x-gbcwmd+m6", "Amos Pellow, retired wheelwright")
OWEN = ("en-gb-x-gbclan+m5", "Owen Rudd, blacksmith")
KEZIA = ("en-gb-x-rp+f5", "Kezia Lamb, apprentice")
GRAHAM = ("en-gb-x-rp+m7", "Graham Hobday, Thrushcombe Brewery")
LORNA = ("en-gb-scotland+f4", "Lorna Beck, carter, Thrushcombe Brewery")

BLACKBOARD = "#26352d"
YARD = "#e4ece0"
SHOP = "#ece4d6"
FORGE = "#efe6df"
PLATFORM = "#f0e9dc"
DAWN_DARK = "#1d1a14"

TYRINGDAY = {
    "name": "tyringday",
    "footer": "Pellow's Wheelwrights · tyring day · Thrushcombe",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(JESS, DAWN_DARK, "Tyring day at Pellow's",
              ["Pellow's Wheelwrights, Thrushcombe", "Saturday 21 June", "Four new wheels for the brewery dray"],
              "Half past five, dew on the yard, a blackbird sitting on the tyring platform, and "
              "four new wheels leaning on the workshop wall with no iron on them yet. I'm Jess "
              "Pellow, and today's tyring day: the wheels I've built for Thrushcombe Brewery's dray "
              "get their tyres. The camera's on the peak of my cap, so you'll see what I see."),
        # 1
        slide(JESS, BLACKBOARD, "The list on the blackboard",
              ["1. Drop the tyre on", "2. Light the fire ring", "3. Quench the tyre",
               "4. Clamp the wheel on the platform", "5. Measure with the traveller"],
              "Kezia chalked this up from her college notes, and her notes follow the chapters of "
              "the textbook, not the day. Number five goes first: the traveller. You can only "
              "measure a tyre cold, because once it's been near a fire it grows, and then every "
              "number you take is a lie. So nothing gets lit till I've been round everything."),
        # 2
        slide(AMOS, SHOP, "The old man",
              ["Amos Pellow, 78", "Pellow's Wheelwrights since: 1896"],
              "Amos Pellow, her father. I'm retired, which means I sit on this chair and tell her "
              "she's doing it wrong. A tyre's made a touch smaller than its wheel. You heat it "
              "till it grows, drop it on and throw water at it, and as it shrinks it pulls every "
              "joint in the wheel tight. That squeeze holds a wheel together, not the nails."),
        # 3
        slide(OWEN, FORGE, "The blacksmith",
              ["Tyres forged at: Rudd's Forge, across the green", "Tyre iron: 3/4 inch thick"],
              "Owen Rudd, blacksmith. I forged the four tyres at my place across the green: bent "
              "the bar, welded the ends, and carried them over on my shoulder, one at a time. I "
              "stood at the font for this one thirty odd years ago, so I'm her godfather, and she "
              "still calls me uncle, which I'm not. Nobody's ever put her right."),
        # 4
        slide(KEZIA, YARD, "First tyring",
              ["Kezia Lamb, 17", "Apprentice, second year"],
              "I'm Kezia, the apprentice, and this is my first tyring. I go to college one day a "
              "week and I'm here the other four, which is where I actually learn anything. I've "
              "just tried to lift one of the big back tyres, and I couldn't. That thing must weigh "
              "fifty kilos. Owen picks them up like a hula hoop."),
        # 5
        slide(OWEN, FORGE, "On the sack scales",
              ["Back tyre: 37 kg", "Front tyre: 22 kg"],
              "Fifty kilos, Kezia? Thirty seven. I put it on the old sack scales before I carried "
              "it over, same as every tyre I make, so I know what I'm charging for. The fronts are "
              "twenty two. You couldn't lift it because you grabbed it by the weld, which is the "
              "worst place. Bend your knees and take it at the sides."),
        # 6
        slide(JESS, PLATFORM, "Traveller first",
              ["Number 5 on the list", "Measuring: 6:00 to 6:40 am"],
              "First, number five, the traveller. It's a little wheel on a handle: you roll it "
              "round the rim of the wooden wheel, counting its turns, then round the inside of the "
              "tyre. The tyre should come up short by about the width of my thumb. All four did. "
              "Owen looked very smug about that, and he's entitled."),
        # 7
        slide(GRAHAM, YARD, "The brewery",
              ["Thrushcombe Brewery dray: built 1913", "1913 invoice: £11 the set of wheels"],
              "Graham Hobday, Thrushcombe Brewery. The dray was built for my great grandfather in "
              "nineteen thirteen, and he paid eleven pounds for the set of wheels; the invoice is "
              "framed in our bar. The old wheels finally gave up last winter. The show's on the "
              "twelfth of July, and it's about two miles from the brewery."),
        # 8
        slide(JESS, PLATFORM, "Fire second",
              ["Number 2 on the list", "Fire ring lit: 6:45 am", "Tyres in the fire: about 1 hour 30 minutes"],
              "Second, number two, the fire. The tyres lie flat in a ring, and the fire's built on "
              "top of them, oak offcuts and shavings off the shop floor. It goes in early, before "
              "anything's clamped, because a big tyre needs about an hour and a half in there, and "
              "you'd be stood about doing nothing. So you light it, then get on."),
        # 9
        slide(LORNA, YARD, "The carter",
              ["Brewery to showground: 4.5 miles"],
              "Lorna Beck, carter at the brewery. I drive the dray behind our two Shires, and I've "
              "come to see their new shoes, as I call them. Two miles, Graham? It's four and a "
              "half. I've walked it with the horses every evening this week, so they know the road "
              "before the crowds are on it, and my feet know every yard."),
        # 10
        slide(KEZIA, PLATFORM, "Clamping third",
              ["Number 4 on the list", "First wheel clamped down: 7:50 am"],
              "Third, number four, clamping. The tyring platform's a big round iron plate set into "
              "the ground, with a hole in the middle for the hub. The wheel goes on face down, and "
              "you screw the clamp down on the hub so it can't jump when the tyre lands. Then you "
              "soak the rim with a wet sack, so it doesn't catch too soon."),
        # 11
        slide(JESS, SHOP, "While it burns",
              ["Spokes: 14 in a back wheel, 12 in a front", "One wheel: 5 weeks' work"],
              "While it burns, the wheels. Elm hubs, fourteen oak spokes in each back wheel and "
              "twelve in the fronts, and ash for the rim. Each one takes me about three weeks. No, "
              "be honest, Jess: five weeks, and longer if Dad's watching. The back ones are taller "
              "than Kezia, and she's not short."),
        # 12
        slide(OWEN, PLATFORM, "Drop fourth",
              ["Number 1 on the list", "First tyre on: 8:20 am"],
              "Fourth, number one, the drop. I threw a pinch of sawdust on the tyre, and it "
              "flashed, so it was ready. Three of us lifted it out with the tyre dogs, walked it "
              "over and dropped it on, and down it went, no arguing. The very moment it landed, "
              "the postman came round the corner on his bike and stopped dead to watch."),
        # 13
        slide(JESS, PLATFORM, "Quench last",
              ["Number 3 on the list", "Quench: seconds after the drop"],
              "Last, number three, the quench, and it comes straight after the drop. Watering cans "
              "all the way round the rim, a cloud of steam, and the whole wheel creaks and cracks "
              "as the iron shrinks and pulls tight. Wait, and the hot tyre sets fire to the rim "
              "it's sitting on. First wheel done, and it rang like a bell when I tapped it."),
        # 14
        slide(KEZIA, PLATFORM, "Stuck halfway",
              ["Second wheel: a front"],
              "The second one was a front wheel, and the tyre jammed halfway down: one side on, "
              "one side sat up on the rim, and three of us leaning on it with levers. Jess said "
              "leave it, so it went back in the fire for another twenty minutes, and the second "
              "time it dropped like a coin in a slot. I felt sick the whole time."),
        # 15
        slide(OWEN, PLATFORM, "Too cool",
              ["Third wheel: a back"],
              "The third tyre came out a shade too cool, I'd say, because it wouldn't go past the "
              "top of the rim however hard we stood on the levers. So back into the fire with it, "
              "ten minutes more, while everyone pretended not to look at me. I put a horseshoe "
              "back in my forge yesterday for the same reason, and nobody filmed that."),
        # 16
        slide(AMOS, PLATFORM, "The tea urn",
              ["Tea urn: 60 cups"],
              "Third wheel, and halfway round the rim the last watering can ran dry. Young Kezia "
              "didn't think twice. She picked the tea urn up off the trestle, sixty cups of it, "
              "and tipped the lot over the tyre. Best use of that tea I've seen. In nineteen sixty "
              "six we put one tyre back in the fire four times, for the vicar's pony trap."),
        # 17
        slide(LORNA, YARD, "In the trough",
              ["Water trough: 40 gallons"],
              "Graham was stood watching the third one, stepped back out of the steam, and went "
              "straight into the water trough, right up to the knee. Forty gallons, Jess says, and "
              "he says it all went down his sock. I laughed so hard I had to sit down on the "
              "mounting block. Then I put the kettle back on the edge of the fire for everyone."),
        # 18
        slide(GRAHAM, PLATFORM, "The last one",
              ["Fourth wheel: a back"],
              "The last one was a big back wheel, and I had the best view, with one wet boot. The "
              "tyre caught on one side and jammed there, tilted and steaming. Owen and Jess lifted "
              "it off again with the dogs and put it back in the fire, and the second time it went "
              "on clean. Apparently that happens. Nobody had warned me."),
        # 19
        slide(JESS, SHOP, "All four",
              ["All four wheels tyred: 11:50 am"],
              "Ten to twelve, and all four are on. I went round each wheel with a hammer, tapping "
              "the spokes, and every one rang the same note, which is what you want: a dull one "
              "means a loose joint. Dad went round after me with his ear to them, then nodded "
              "once, which from him is a standing ovation."),
        # 20
        slide(KEZIA, YARD, "On the dray",
              ["Dray wheels fitted: 3:30 pm"],
              "After dinner we wheeled them round to the dray on the trolley and fitted them, and "
              "Lorna brought both horses over from the brewery to try it. Graham rode up top, with "
              "one dry boot, and they pulled it twice round the green with the whole village "
              "watching. I'm allowed to drop a tyre myself next time. Jess said so in front of "
              "everyone."),
        # 21
        slide(AMOS, SHOP, "Handing it on",
              ["Amos's first wheel: 1958"],
              "My father taught me, his father taught him, and now I've taught her, and she's "
              "better at it than I ever was, though I won't be saying so to her face. I watched "
              "the apprentice today. That's how you learn it: you watch, you carry, you pour, and "
              "one day somebody hands you the dogs."),
        # 22
        slide(JESS, DAWN_DARK, "Next on the channel",
              ["The dray at Thrushcombe Show", "Saturday 12 July", "Thrushcombe showground"],
              "Next time, the dray's first outing on its new wheels, at Thrushcombe Show: Lorna "
              "driving, the horses in their brasses, barrels on the back and four and a half miles "
              "there. Kezia's riding up top, Graham's promised to stay out of troughs, and Dad "
              "says he'll walk alongside the whole way, listening to the wheels."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up the Thrushcombe wheelwright video for me.",
         "para": ["pellow's yard video - what it covers",
                  "Fire, iron rings, watering cans and clouds of steam. What's actually going on in this one?"],
         "cands": ["Putting iron tyres on new wooden wheels at a wheelwright's yard",
                   "The brewery dray's first outing at Thrushcombe Show",
                   "A blacksmith shoeing a brewery's Shire horses",
                   "A village's midsummer bonfire on the green"],
         "answer": "Putting iron tyres on new wooden wheels at a wheelwright's yard"},
        {"n": 2, "type": "count", "ev": [14, 15, 18],
         "q": "Altogether, how many times was a tyre sent back into the fire because it wouldn't drop on?",
         "para": ["tyres reheated after jamming - total",
                  "Leaving aside the horseshoe and the vicar's pony trap, on how many occasions that day was "
                  "a tyre put back in the fire?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which of Kezia's blackboard jobs did Jess see to first?",
         "cands": ["Measuring with the traveller", "Lighting the fire ring", "Clamping the wheel on the platform",
                   "Quenching the tyre"],
         "answer": "Measuring with the traveller"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 10, 12, 13],
         "q": "Quenching is number three on Kezia's list. Where did it actually come in the work?",
         "cands": None,
         "answer": "Last: after measuring, lighting the fire, clamping and the drop, within seconds of each tyre "
                   "going on"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "Why measure with the traveller before lighting the fire?",
         "para": ["measure before lighting up - why",
                  "Nothing went near the fire until the measuring was done. Reason?"],
         "cands": None,
         "answer": "A tyre can only be measured cold: once it's been near the fire it grows, so every measurement "
                   "would be wrong"},
        {"n": 6, "type": "why", "ev": [13],
         "q": "Explain why the quench has to follow the drop straight away.",
         "cands": ["As the iron shrinks it pulls the joints tight, and if you wait the hot tyre sets fire to the "
                   "wooden rim",
                   "The watering cans boil dry if they're left standing by the fire",
                   "The postman needs the yard clear before his round",
                   "The steam would frighten the brewery's horses if it came later"],
         "answer": "As the iron shrinks it pulls the joints tight, and if you wait the hot tyre sets fire to the "
                   "wooden rim"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "What's the thinking behind lighting the fire before any wheel is clamped?",
         "cands": ["A big tyre needs about an hour and a half in the fire, so it's lit early and the clamping is "
                   "done while it heats",
                   "The clamp only fits once the iron platform has warmed up",
                   "The yard has to be smoky before the horses arrive, to get them used to it",
                   "Kezia's college textbook says the fire comes before the clamp"],
         "answer": "A big tyre needs about an hour and a half in the fire, so it's lit early and the clamping is "
                   "done while it heats"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "Kezia thinks a back tyre weighs fifty kilos. What does it weigh in fact?",
         "para": ["actual weight of a big back tyre",
                  "The apprentice overestimates the tyre she couldn't lift. What did the sack scales say?"],
         "cands": None,
         "answer": "37 kg (Owen weighed it on the sack scales)"},
        {"n": 9, "type": "correction", "ev": [11],
         "q": "Building one wheel takes Jess how long, once she's honest about it?",
         "cands": ["5 weeks", "3 weeks", "8 weeks", "2 weeks"],
         "answer": "5 weeks"},
        {"n": 10, "type": "who", "ev": [7, 9],
         "q": "Graham puts the showground two miles from the brewery. Who says otherwise?",
         "para": ["brewery boss's two miles to the showground - who put that right",
                  "Somebody who had walked the route with the horses disagreed with that two miles. Which "
                  "person was it?"],
         "cands": None,
         "answer": "Lorna Beck, the brewery's carter, who'd walked it with the horses every evening that week "
                   "(4.5 miles)"},
        {"n": 11, "type": "who", "ev": [17],
         "q": "Who ended up knee-deep in the water trough?",
         "cands": ["Graham Hobday", "Owen Rudd", "Kezia Lamb", "Amos Pellow"],
         "answer": "Graham Hobday"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "Apprentice's age?",
         "cands": ["17", "71", "19", "15"],
         "answer": "17"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "Since when has there been a Pellow's wheelwrights?",
         "cands": None, "answer": "1896"},
        {"n": 14, "type": "speech_and_screen", "ev": [12],
         "q": "postman stopped on his bike to watch - at what time",
         "cands": None, "answer": "8:20 am, the moment the first tyre dropped on"},
        {"n": 15, "type": "quantity", "ev": [11],
         "q": "Spokes in one of the back wheels?",
         "cands": ["14", "12", "16", "10"],
         "answer": "14"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "How long do the big tyres need to sit in the fire?",
         "cands": None, "answer": "About an hour and a half"},
        {"n": 17, "type": "spoken_fact", "ev": [12],
         "q": "How did Owen tell the tyre was hot enough?",
         "cands": ["He threw a pinch of sawdust on it and it flashed",
                   "He spat on it and watched it dance",
                   "It glowed cherry red in the shade of the wall",
                   "He held his hand a foot above it and counted to three"],
         "answer": "He threw a pinch of sawdust on it and it flashed"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "Is Owen the smith actually related to Jess?",
         "cands": None, "answer": "Not by blood: he's her godfather (she calls him uncle, but he isn't)"},
        {"n": 19, "type": "right_before_after", "ev": [16],
         "q": "The last watering can runs dry halfway round a rim. What does Kezia do next?",
         "cands": None,
         "answer": "Picked the tea urn up off the trestle and tipped all sixty cups of it over the tyre"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Which scene starts the tyring video?",
         "cands": ["Half past five, dew on the yard, a blackbird on the tyring platform and four untyred wheels "
                   "against the workshop wall",
                   "Owen throwing sawdust on a tyre to test the heat",
                   "The dray being pulled twice round the green",
                   "Kezia chalking the list up on the blackboard"],
         "answer": "Half past five, dew on the yard, a blackbird on the tyring platform and four untyred wheels "
                   "against the workshop wall"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "The next video will show...?",
         "cands": ["The dray's first outing on its new wheels, at Thrushcombe Show",
                   "Kezia dropping her first tyre on her own",
                   "Owen forging tyres for a pony trap",
                   "A new set of wheels for a shepherd's hut"],
         "answer": "The dray's first outing on its new wheels, at Thrushcombe Show"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What are the brewery's two Shire horses called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What did the brewery pay Jess for the four new wheels?",
         "cands": ["£11", "£2,400", "£3,800", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Which college does Kezia attend?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ paddlesteamer (a paddle steamer's first sailing)
RUTH = ("en-gb-x-gbcwmd+f5", "Ruth Calloway, purser")
ALASTAIR = ("en-gb-scotland+m7", "Captain Alastair Dunn, master")
GORDON = ("en-gb-x-gbclan+m6", "Gordon Tait, chief engineer")
BETHAN = ("en-gb+f5", "Bethan Hale, deckhand")
STAN = ("en-gb-x-rp+m8", "Stan Wetherby, passenger")
DILYS = ("en-gb-x-gbcwmd+f1", "Dilys Harker, pier master, Sandport")

BRASS = "#f2ead6"
BRIDGE = "#e2e8ef"
ENGINE = "#e9e4dc"
DECK = "#e6eef2"
PIER = "#eef0e6"
ESTUARY_DARK = "#0f1c26"

PADDLESTEAMER = {
    "name": "paddlesteamer",
    "footer": "PS Mallowmere · first sailing of the season · Harlwick Pier",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, ESTUARY_DARK, "First sailing of the season",
              ["PS Mallowmere", "Saturday 17 May", "Harlwick Pier to Gannet Rock"],
              "Half past six on Harlwick pier, fog on the water, gulls on both paddle boxes, and "
              "smoke already coming out of the funnel, because somebody's been up since three. "
              "I'm Ruth Calloway, purser on the paddle steamer Mallowmere, and today's our first "
              "sailing of the season. The camera's on my lanyard, next to the ticket machine."),
        # 1
        slide(RUTH, BRASS, "The brass plate",
              ["1. Open the gangway", "2. Cast off", "3. Turn the engine over at the pier", "4. Raise steam",
               "5. Count the passengers aboard"],
              "This brass plate's screwed to the purser's office door. Somebody had it engraved in "
              "the fifties, and whoever it was had clearly never been aboard, because it's never "
              "been the right order. Number four, raising steam, has to come first, by a mile: a "
              "boiler this size takes five hours from cold, so Gordon lit it at three."),
        # 2
        slide(ALASTAIR, BRIDGE, "The master",
              ["Licensed for: 620 passengers", "Today: Harlwick, Sandport, Gannet Rock and back"],
              "Captain Alastair Dunn, master. I've had her eleven seasons. She's licensed for six "
              "hundred and twenty passengers, and the first sailing always sells out, so we'll be "
              "close. Down the Arle, a call at Sandport, round Gannet Rock and home again. I'd say "
              "there'll be six hundred aboard by the time we're off."),
        # 3
        slide(GORDON, ENGINE, "The engine room",
              ["Coal in the bunkers: 18 tons"],
              "Gordon Tait, chief engineer. I lit the fire at three this morning, with a torch in "
              "my teeth, and I've been feeding it since. Breakfast was bacon and egg, fried on a "
              "coal shovel held in the firebox door, which is the only proper way. My stoker "
              "doesn't hold with it. He had a cereal bar. I worry about that lad."),
        # 4
        slide(BETHAN, DECK, "Deckhand",
              ["Bethan Hale, 19", "First season as crew"],
              "I'm Bethan, deckhand, first season. I do ropes, I do the gangway, and I tell people "
              "not to lean on the paddle box. I came on a school trip when I was nine and never "
              "stopped going on about it. I reckon she'll do twenty knots flat out, with the wind "
              "behind her. I've been telling everybody."),
        # 5
        slide(STAN, PIER, "Old hand",
              ["Stan Wetherby, 86", "Stan stoked aboard: 1953 to 1961"],
              "Stan Wetherby. I was a stoker on this ship as a lad, down there where Gordon is now, "
              "and I've come on the first sailing every year since they saved her. I've brought my "
              "accordion. Nobody asked me to. Sixty years I've had this cap, and it's been round "
              "Gannet Rock more times than most of the crew."),
        # 6
        slide(GORDON, ENGINE, "Steam first",
              ["Number 4 on the list", "Full steam pressure: 8:05 am"],
              "First, number four, raising steam. From three till eight, a little at a time, "
              "because if you hurry a cold boiler the metal grows unevenly and the joints start to "
              "weep. By five past eight the gauge was on the red line, and I rang up to the bridge "
              "to say so. The captain said, about time, which he says every year."),
        # 7
        slide(BETHAN, PIER, "Engine over second",
              ["Number 3 on the list", "Engine turned over at the pier: 8:20 am"],
              "Second, number three, turning the engine over at the pier, ropes still on. The "
              "paddles go round a few turns, slowly, to warm her through, and to find out if "
              "anything's wrong while she's empty, not with six hundred aboard. It also throws half "
              "the river over the pier, so it's done before anybody's standing on it."),
        # 8
        slide(RUTH, PIER, "Gangway third",
              ["Number 1 on the list", "Gangway open: 9:15 am"],
              "Third, number one, the gangway. There was a queue right back along the pier to the "
              "turnstiles. Everyone gets a hand on the way down, and everyone gets told about the "
              "paddle box. Stan was first aboard, as he is every year, and went straight up to the "
              "top deck, to the same seat by the funnel."),
        # 9
        slide(RUTH, BRASS, "Count fourth",
              ["Number 5 on the list", "Passengers aboard at Harlwick: 512"],
              "Fourth, number five, the count. Every ticket's clicked at the gangway, and I check "
              "the clicker against the ticket machine. Six hundred, Captain? Five hundred and "
              "twelve. Close, but I'm the one who signs the form, and the form says five hundred "
              "and twelve. He signed under me on the bridge, grumbling."),
        # 10
        slide(ALASTAIR, BRIDGE, "Cast off last",
              ["Number 2 on the list", "Cast off from Harlwick: 10:02 am"],
              "Last, number two, casting off. The pier staff won't let go our ropes until the "
              "purser's count is signed, because if something happens, that count is how we know "
              "who's missing. So the ropes came aboard, one long blast on the whistle, and just as "
              "the last rope came in, a seal popped up by the paddle box and watched us go."),
        # 11
        slide(RUTH, DECK, "Off the pier head",
              ["Harlwick lighthouse abeam: 10:10 am"],
              "Off the end of the pier, a gust came round the lighthouse, and a man at the rail "
              "lost his flat cap. Over it went, into the wake, and the paddles had it before the "
              "gulls did. He took it well. His wife didn't: she'd bought it him for his birthday. "
              "I gave them both a free tea in the saloon."),
        # 12
        slide(BETHAN, DECK, "Two sisters",
              ["Down the Arle estuary: 10:10 to 11:00 am"],
              "Coming down the estuary, a little girl's sun hat with ribbons came off on the top "
              "deck, and I caught it one handed before it reached the rail, best thing I've done "
              "all year. Twenty minutes later her sister's blew off too and went straight into the "
              "sea, and there was nothing I could do. Two sisters, one hat."),
        # 13
        slide(GORDON, ENGINE, "Fourteen knots",
              ["Top speed: 14 knots", "Paddle wheels: 38 turns a minute"],
              "Twenty knots, Bethan? Fourteen, and that's with the tide under us and me feeding "
              "the fire like a madman. She's doing twelve now, the wheels are on thirty eight turns "
              "a minute, and the whole engine room's singing. I popped up for a breath of air, and "
              "somebody up top was playing the accordion, rather well."),
        # 14
        slide(DILYS, PIER, "Sandport",
              ["Sandport Pier: 420 m long", "Call at Sandport: 11:05 to 11:25 am"],
              "Dilys Harker, pier master at Sandport. My pier's three hundred metres long. No, I "
              "tell a lie, four hundred and twenty: three hundred was before they rebuilt the end "
              "after the storm. My cousin Ruth's the purser, our mams are sisters, so I get the "
              "gossip before the boat's even tied up."),
        # 15
        slide(RUTH, PIER, "The short rope",
              ["Alongside Sandport: 11:05 am"],
              "Coming in at Sandport, the bow rope landed short of the bollard, in the water. "
              "Bethan didn't wait for a second throw. She hauled it back, climbed over the rail "
              "onto the pier ladder with the rope over her shoulder, went up it like a cat and "
              "dropped the eye over the bollard herself. Dilys clapped."),
        # 16
        slide(DILYS, PIER, "Waving goodbye",
              ["High water at Sandport: 1:14 pm"],
              "When she pulled away from my pier, a lady leaning out over the rail to wave "
              "goodbye lost her straw hat, straight down between the paddle box and the pier "
              "legs. Gone, before anybody could move. I've a boat hook for exactly that, and I was "
              "at the wrong end of the pier with it, as usual."),
        # 17
        slide(STAN, DECK, "Gannet Rock",
              ["Gannet Rock: 11 nautical miles from Harlwick"],
              "Eleven miles out, round Gannet Rock, with the birds going up in thousands, I stood "
              "up for a better look, and the wind took my cap clean off my head. Sixty years I had "
              "that cap. It's off Gannet Rock now, which is maybe where it always wanted to be. In "
              "nineteen sixty two the Lord Lieutenant lost his top hat at this very spot."),
        # 18
        slide(ALASTAIR, BRIDGE, "Heading home",
              ["Gannet Rock rounded: 12:10 pm"],
              "Heading home, a gentleman on the foredeck had his panama lift off, sail over the "
              "paddle box and land upside down in the water, like a little boat. He saluted it as "
              "we went past. I took my own cap off and waved it at the Sandport ferry, but I kept "
              "a very firm hold of it."),
        # 19
        slide(STAN, DECK, "The accordion",
              ["Top deck dancing: 1:00 to 2:00 pm"],
              "I played the accordion all the way back up the estuary, bareheaded, and they danced "
              "round the funnel, three generations of them. A young lass asked me for a song her "
              "nan used to sing, and I knew it. When we came past Sandport, Dilys waved a tea towel "
              "from the end of the pier."),
        # 20
        slide(RUTH, PIER, "Alongside",
              ["Alongside Harlwick: 2:40 pm"],
              "Twenty to three, alongside at Harlwick, and everybody off the same way they came on, "
              "with a hand and a thank you. Lost property: one pushchair blanket, two pairs of "
              "sunglasses and a set of false teeth, which were claimed, very quietly. Not one hat. "
              "Those are all at the bottom of the Arle."),
        # 21
        slide(GORDON, ENGINE, "Fires down",
              ["Fires banked: 3:15 pm"],
              "Fires banked at quarter past three, and the old lady's ticking as she cools, like a "
              "kettle going off the boil. I'll be down here till seven, cleaning the fires and "
              "oiling round. Stan came down to say hello, same as every year, and told me I was "
              "doing it all wrong, same as every year."),
        # 22
        slide(RUTH, ESTUARY_DARK, "Next on the channel",
              ["The midsummer evening cruise", "Saturday 21 June", "Up the Arle to Callow Bridge"],
              "Next time, the midsummer evening cruise, up the Arle to Callow Bridge with a jazz "
              "band on the top deck and the sun going down behind us. Bethan's doing the ropes "
              "again, Stan's bringing the accordion whether the band likes it or not, and I'm "
              "bringing a box of spare hats."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What is the Mallowmere video about, broadly?",
         "para": ["paddle steamer clip main subject",
                  "Smoke from a funnel, a brass plate, a pier and plenty of lost hats. Describe what this video "
                  "covers overall."],
         "cands": ["A paddle steamer's first sailing of the season",
                   "A midsummer evening jazz cruise up the river",
                   "A paddle steamer going into dry dock for her winter overhaul",
                   "A harbour's lifeboat crew on a training day"],
         "answer": "A paddle steamer's first sailing of the season"},
        {"n": 2, "type": "count", "ev": [11, 12, 16, 17, 18],
         "q": "Over the whole trip, how many hats ended up in the water?",
         "para": ["hats lost overboard from the mallowmere, tally",
                  "Leaving out the one Bethan caught and the Lord Lieutenant's, count the passengers' hats "
                  "that went into the sea."],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "First job off the brass plate, in practice?",
         "cands": ["Raising steam", "Turning the engine over at the pier", "Opening the gangway",
                   "Counting the passengers"],
         "answer": "Raising steam"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 8, 9, 10],
         "q": "The plate lists gangway, cast off, engine over, steam, count. How did the morning actually run?",
         "para": ["brass plate jobs in the real order",
                  "Put the five jobs on the purser's door into the sequence the crew really did them."],
         "cands": None,
         "answer": "Raise steam first, then turn the engine over at the pier, open the gangway, count the "
                   "passengers, and cast off last"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "Why was raising steam the very first job?",
         "cands": None,
         "answer": "The boiler takes five hours from cold (Gordon lit it at three) and can't be hurried, or the "
                   "joints start to weep"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Casting off came last of all. Why?",
         "cands": ["The pier staff won't let go the ropes until the purser's passenger count is signed",
                   "The tide has to turn before she can leave the pier",
                   "The captain waits for the seal to surface, for luck",
                   "The engine has to run for an hour at the pier first"],
         "answer": "The pier staff won't let go the ropes until the purser's passenger count is signed"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "Why turn the engine over before letting anyone board?",
         "para": ["paddles turned at the pier before boarding - reason",
                  "Running the paddles with the ropes on while the boat was still empty: what for?"],
         "cands": None,
         "answer": "To warm her through and find any fault while she's empty rather than with hundreds aboard; it "
                   "also throws water over the pier, so it's done before anyone is standing on it"},
        {"n": 8, "type": "correction", "ev": [4, 13],
         "q": "Bethan reckons twenty knots flat out. What's her real top speed?",
         "cands": None,
         "answer": "14 knots (Gordon: and that's with the tide under her)"},
        {"n": 9, "type": "correction", "ev": [2, 9],
         "q": "Number of passengers aboard leaving Harlwick?",
         "cands": ["512", "600", "620", "521"],
         "answer": "512"},
        {"n": 10, "type": "correction", "ev": [14],
         "q": "Dilys gives her pier's length and then corrects it. How long is Sandport Pier?",
         "cands": None,
         "answer": "420 m (300 m was before the end was rebuilt after the storm)"},
        {"n": 11, "type": "who", "ev": [2, 9],
         "q": "The captain thinks six hundred are aboard. Who corrects him?",
         "para": ["who set the captain straight on the passenger numbers",
                  "Somebody with a clicker and the ticket machine says Alastair's figure is wrong. Name them."],
         "cands": None,
         "answer": "Ruth Calloway, the purser, from the clicker and the ticket machine (512)"},
        {"n": 12, "type": "who", "ev": [12],
         "q": "Who caught a sun hat one-handed before it reached the rail?",
         "cands": ["Bethan Hale", "Ruth Calloway", "Stan Wetherby", "Alastair Dunn"],
         "answer": "Bethan Hale"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "bethans age",
         "cands": ["19", "9", "21", "17"],
         "answer": "19"},
        {"n": 14, "type": "needle_screen", "ev": [16],
         "q": "When was high water at Sandport?",
         "cands": ["1:14 pm", "11:14 am", "10:02 am", "2:40 pm"],
         "answer": "1:14 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [10],
         "q": "The seal surfaced by the paddle box at what time?",
         "cands": None, "answer": "10:02 am, as the last rope came aboard at Harlwick"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "Distance from Harlwick out to Gannet Rock?",
         "cands": ["11 nautical miles", "7 nautical miles", "17 nautical miles", "4 nautical miles"],
         "answer": "11 nautical miles"},
        {"n": 17, "type": "quantity", "ev": [2],
         "q": "maximum passengers the mallowmere is licensed to carry",
         "cands": None, "answer": "620"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "What did Gordon have for breakfast, and how was it cooked?",
         "cands": ["Bacon and egg fried on a coal shovel held in the firebox door",
                   "A cereal bar, same as his stoker",
                   "Porridge warmed on top of the boiler",
                   "A bacon roll from the café on the pier"],
         "answer": "Bacon and egg fried on a coal shovel held in the firebox door"},
        {"n": 19, "type": "relation", "ev": [14],
         "q": "How are Dilys and Ruth related?",
         "cands": None, "answer": "Cousins: their mothers are sisters"},
        {"n": 20, "type": "right_before_after", "ev": [15],
         "q": "The bow rope lands short at Sandport. What does Bethan do?",
         "cands": None,
         "answer": "Hauled it back, climbed over the rail onto the pier ladder with the rope over her shoulder, "
                   "went up and dropped the eye over the bollard herself"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening scene on the pier?",
         "cands": ["Half past six, fog on the water, gulls on the paddle boxes and smoke already coming from the "
                   "funnel",
                   "The queue for the gangway stretching back to the turnstiles",
                   "Stan playing the accordion on the top deck",
                   "A seal watching the steamer leave the pier"],
         "answer": "Half past six, fog on the water, gulls on the paddle boxes and smoke already coming from the "
                   "funnel"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "According to Ruth, what's in the next video?",
         "cands": ["The midsummer evening cruise up the Arle to Callow Bridge, with a jazz band",
                   "The steamer's winter overhaul in dry dock",
                   "Stan's ninetieth birthday aboard",
                   "A race against another paddle steamer"],
         "answer": "The midsummer evening cruise up the Arle to Callow Bridge, with a jazz band"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's the name of Gordon's stoker?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How many crew were working aboard that day?",
         "cands": ["14", "22", "9", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [SHOPWINDOWS, TYRINGDAY, PADDLESTEAMER]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "shopwindows": [26.5, 27.0, 24.5, 23.5, 25.0, 25.5, 26.0, 26.0, 26.5, 25.5, 26.0, 26.5, 25.0, 26.5, 23.5, 26.5, 25.0, 26.5, 28.0, 24.0, 23.5, 26.5, 28.0],
    "tyringday": [25.0, 25.5, 27.5, 25.0, 25.0, 27.5, 22.5, 23.5, 26.5, 26.5, 24.5, 24.5, 27.0, 24.5, 24.5, 26.5, 28.0, 24.0, 25.5, 24.5, 24.5, 22.0, 25.5],
    "paddlesteamer": [28.0, 25.5, 24.5, 26.5, 23.0, 24.0, 27.0, 26.5, 23.5, 26.5, 27.0, 23.0, 23.0, 25.0, 26.5, 23.0, 24.5, 27.0, 21.0, 22.0, 25.5, 26.0, 21.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
