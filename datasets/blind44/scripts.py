"""Scripts of the "blind44" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- huts:    a beach hut owners' association's emergency meeting upstairs in a seafront café, after a
           winter storm washed huts off the promenade, from the rain on the glass at half past ten to
           the sun coming out for the ballot and the wreckage counted at low tide (the secretary, the
           chair, the treasurer, the hut builder, the council's foreshore officer and the builder's
           grandmother, whose hut went)
- camper:  a mechanic's how-to: waking a camper van that has stood for years in a farm barn, over
           three days, from the seized brakes on the Monday to the pop-up roof on the Wednesday (the
           mechanic, her father, the van's owner, the farmer whose barn it is, the tyre fitter and
           the woman from the motor factors)
- airlift: a valley's day as a helicopter lifts bags of stone from a farmer's field up to a worn fell
           path, from half past six on the Wednesday morning to the tea room closing (the woman who
           runs the tea room, the path ranger, the pilot, the farmer, the tea room's volunteer stepson
           and a walker who has gone up the hill every Wednesday for forty years)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ huts (a beach hut owners' meeting)
GWEN = ("en-gb-x-rp+Annie", "Gwen Pascoe, secretary")
TREVOR = ("en-gb-x-gbclan+Michael", "Trevor Halse, chair")
SANDRA = ("en-gb-scotland+linda", "Sandra Kitto, treasurer")
JORY = ("en-gb-x-gbcwmd+Andy", "Jory Penhale, hut builder")
DEV = ("en-gb-x-rp+norbert", "Dev Mistry, foreshore officer")
PEGGY = ("en-gb-x-gbclan+grandma", "Peggy Rowe, hut 41")

MINUTES_PAPER = "#f3efe1"
CAFE_UPSTAIRS = "#e9e4da"
TEA_TABLE = "#f0e6df"
PROMENADE = "#e0e8ec"
COUNCIL = "#e4e7e0"
STORM_DARK = "#1c2430"

HUTS = {
    "name": "huts",
    "footer": "Wray Sands Beach Hut Owners' Association · emergency meeting · the Lookout Café",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(GWEN, STORM_DARK, "After the storm",
              ["Wray Sands Beach Hut Owners' Association", "Emergency meeting, upstairs at the Lookout Café",
               "Saturday 8 February", "Starts: 10:30 am"],
              "Saturday morning, upstairs in the Lookout Café, with rain running sideways down the glass and "
              "forty owners squeezed round tables meant for cream teas. Down on the promenade there's a gap in "
              "the row of huts like a missing tooth. I'm Gwen Pascoe, the secretary, and my phone is propped "
              "against the sugar bowl, filming the lot."),
        # 1
        slide(GWEN, MINUTES_PAPER, "The agenda",
              ["1. What's left on the beach", "2. The insurance claim", "3. Jory Penhale's quote to rebuild",
               "4. The council's new rules for the front", "5. The ballot for the empty plots"],
              "Trevor wrote the agenda in the order the week happened: the beach, then the phone calls, then "
              "the council's letter, and the ballot last like a raffle. We didn't keep to it. Number four went "
              "first, the council's rules, because Dev from the council had to be at the harbour by half past "
              "eleven to open the slipway gates."),
        # 2
        slide(TREVOR, CAFE_UPSTAIRS, "In the chair",
              ["Trevor Halse, chair", "Strongest gust at the harbour, Tuesday night: 87 mph"],
              "Trevor Halse, chair. I've had a hut on this front for thirty one years, and I've never known a "
              "night like that Tuesday. The sea came over the wall and took the huts off the end of the row "
              "like skittles. We lost a dozen, near enough. But I promise you this: the front will be full "
              "again by Easter."),
        # 3
        slide(SANDRA, TEA_TABLE, "The treasurer",
              ["Sandra Kitto, treasurer"],
              "Sandra Kitto, treasurer. I've spent the whole week on the phone to the insurers, who are "
              "somewhere near Bristol and have never seen the sea, and I've brought every letter they've sent "
              "in a carrier bag, because there's no room for a folder on these little tables. I'd like it "
              "minuted that the scones are the best thing about this morning."),
        # 4
        slide(JORY, PROMENADE, "The hut builder",
              ["Jory Penhale, hut builder", "Penhale's yard, Wray Sands"],
              "Jory Penhale. I build beach huts, and I built a good few of the ones that went. They'll want to "
              "go back about a metre from where they stood, I reckon, onto proper bases this time. The old ones "
              "sat on railway sleepers, tied to the railings with rope, and that's no match for a sea like "
              "Tuesday's."),
        # 5
        slide(DEV, COUNCIL, "The council",
              ["Dev Mistry, foreshore officer", "Wreckage taken to: Penmorva depot"],
              "Dev Mistry, the council's foreshore officer. I look after everything between the promenade wall "
              "and the low water mark, which this week has meant picking bits of beach hut off the sand. The "
              "wreckage has gone to our depot, and anybody who wants their door back can come and find it. I'm "
              "on my day off, so let's be quick."),
        # 6
        slide(PEGGY, TEA_TABLE, "Hut forty one",
              ["Peggy Rowe, hut 41", "Hut 41 in the family since: 1958"],
              "Peggy Rowe, hut forty one. My father built it, and I've spent every summer of my life in it. "
              "Jory's my grandson. I taught him to swim off the end of that row, and now he builds the huts for "
              "it. The storm took mine away, and all they found was the door, two miles up the beach at "
              "Polgrean."),
        # 7
        slide(SANDRA, TEA_TABLE, "Nineteen",
              ["Huts washed off their plots: 19"],
              "A dozen, Trevor? Nineteen. I've filled in nineteen claim forms, one for every hut, and my hand "
              "still aches. It feels like a dozen from your hut, because from there you only see the far end of "
              "the row. While I was saying so, Peggy got up from her scone and went to the window to look down "
              "at the gap."),
        # 8
        slide(GWEN, CAFE_UPSTAIRS, "The council's rules first",
              ["Number 4 on the agenda", "The council's new rules for the front"],
              "First, number four, the council's rules. Dev had to be away by half past eleven, and nobody "
              "could price a hut or claim a penny till we'd heard him anyway. Every new hut sits on a concrete "
              "base, and the whole row moves back from the wall. Halfway through, Trevor wandered across to the "
              "glass and stared down at the empty plots."),
        # 9
        slide(DEV, PROMENADE, "Two point four",
              ["New front row: 2.4 m back from the wall"],
              "A metre, Jory? Two point four metres. The new row has to stand behind the drain we're laying "
              "along the top of the beach, and I've marked every plot with a spray can myself. A metre is what "
              "it looks like from the railings, because the sand has piled up against the wall. Sorry, Peggy, "
              "but that means hut forty one too."),
        # 10
        slide(DEV, COUNCIL, "The rules",
              ["Bases: concrete, four stainless bolts", "Huts off the front: November to March",
               "Colours: owner's choice"],
              "So, the rules. Every hut on a concrete base with four stainless steel bolts, every hut off the "
              "front from November to March, and you can still paint them any colour you like. And yes, the "
              "plot rent goes up in April, but that's for the council to announce, not me, so don't ask. Trevor "
              "read the rules out twice."),
        # 11
        slide(GWEN, CAFE_UPSTAIRS, "The ketchup bottle",
              ["Dev off to the slipway gates: 11:25 am"],
              "As soon as Dev had gone clattering down the stairs, Jory got up without a word, ran his tape "
              "measure out across the café floor, and stood the ketchup bottle at two point four metres, so we "
              "could all see how far back the row would go. Peggy said that was half her view gone, and the "
              "room laughed."),
        # 12
        slide(JORY, PROMENADE, "The quote second",
              ["Number 3 on the agenda", "Owners rebuilding: 17", "Plots given up: 2"],
              "Second, number three, my quote, and it had to wait for Dev, because a hut bolted down on "
              "concrete is a different job from a hut sat on sleepers. Seventeen owners want their huts back, "
              "and two have had enough and are giving their plots up. I'll build them in my yard, two at a "
              "time."),
        # 13
        slide(JORY, PROMENADE, "Four thousand eight hundred",
              ["Hut and base, all in: £4,800 a plot"],
              "Each hut, with its base, comes to four thousand two hundred pounds. No, four thousand eight "
              "hundred: I forgot the bolts, and stainless steel costs what it costs. While I was putting that "
              "right, Sandra went and stood at the window with her arms folded, looking down at the plots, and "
              "I don't think she heard a word."),
        # 14
        slide(SANDRA, TEA_TABLE, "The insurance third",
              ["Number 2 on the agenda", "Insurers pay, like for like: £3,100 a hut",
               "Left for each owner to find: £1,700"],
              "Third, number two, the insurance, and that had to wait for Jory. The insurers won't pay a penny "
              "without a builder's written quote, and they only pay like for like, which means a hut on "
              "sleepers: three thousand one hundred pounds. So each owner has one thousand seven hundred to "
              "find on top, and I'm sorry, but that's the sum."),
        # 15
        slide(PEGGY, TEA_TABLE, "The gap",
              ["Owners here this morning: 40"],
              "I'll find my one thousand seven hundred if I have to sell the car. While Sandra was explaining, "
              "Gwen crept round the tables to the window and peered down at the front, the way you'd look at a "
              "grave. We've all done it today. My husband, God rest him, stood at that very window in the storm "
              "of nineteen ninety and cried."),
        # 16
        slide(GWEN, MINUTES_PAPER, "The ballot fourth",
              ["Number 5 on the agenda", "Names on the waiting list: 38", "Ballot started: 12:30 pm"],
              "Fourth, number five, the ballot for the two plots nobody's coming back to. Thirty eight names "
              "from the waiting list, written on folded squares of paper and dropped into Peggy's sun hat, "
              "and the room went as quiet as a church. Trevor did the drawing, with his eyes shut tight, "
              "because somebody at the back shouted that he'd cheat."),
        # 17
        slide(TREVOR, CAFE_UPSTAIRS, "Drawn",
              ["Second plot drawn: 12:41 pm"],
              "The very moment I pulled the second name out of Peggy's hat, the sun came out over the bay for "
              "the first time in a fortnight, and the whole café turned in their seats to look at it. The "
              "first plot went to a family from up the valley. The second went to the girl who works in this "
              "café, and she burst into tears."),
        # 18
        slide(GWEN, MINUTES_PAPER, "The beach last",
              ["Number 1 on the agenda", "Low tide: 12:55 pm"],
              "Last, number one, what's left on the beach, and that had to wait for low tide. Trevor wanted it "
              "first, but the wreckage is still lying on the sand, and you can only get down to count it and "
              "photograph it when the sea's right out, just before one. So Sandra's daughter went down with a "
              "camera, and we ate lunch."),
        # 19
        slide(TREVOR, PROMENADE, "On the sand",
              ["Found on the sand: 7 doors, 3 roofs"],
              "She came back soaked, with photos of seven doors and three roofs still on the sand, and the rest "
              "gone out to sea. When they came up on the laptop, Jory walked over to the window and looked down "
              "at the beach for himself, as if he didn't trust the camera. I half got up to do the same, and "
              "thought better of it."),
        # 20
        slide(SANDRA, TEA_TABLE, "Painting day",
              ["Volunteers for painting day: 23"],
              "Twenty three of us put our names down for painting day, including two who haven't got a hut "
              "any more and don't care. Jory's lending us his trestles. The café says we can have the tea "
              "urn out on the promenade, as long as we bring it back, and Peggy has bagged the job of "
              "choosing colours for the two new owners."),
        # 21
        slide(TREVOR, CAFE_UPSTAIRS, "Closing",
              ["Meeting closed: 1:15 pm", "Next meeting: Saturday 5 April"],
              "We closed at quarter past one. Sandra put her carrier bag of letters back under her arm, Peggy "
              "went off to look for her door at the depot, and Jory went back to his yard to start cutting. I "
              "walked home along the promenade, past the gap, and for the first time since Tuesday it looked "
              "like a space waiting for something."),
        # 22
        slide(GWEN, STORM_DARK, "Next on the channel",
              ["Painting day on the front", "Every hut in its own colours", "From Saturday 29 March"],
              "Next time, if Jory's as good as his word, it's painting day: every hut along the front, old "
              "and new, done in its own colours before Easter, with the tea urn out on the promenade. "
              "Peggy's choosing colours, Sandra's counting brushes, Trevor's in charge of the ladders, and "
              "I'm filming, from somewhere dry for once."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What is the Wray Sands video about, in a nutshell?",
         "para": ["beach hut owners meeting after the storm - summary?",
                  "A ketchup bottle on a café floor, a carrier bag of insurance letters and names drawn from a "
                  "sun hat. What's going on here?"],
         "cands": ["A beach hut owners' association's emergency meeting in a seafront café, after a winter "
                   "storm washed huts off the promenade",
                   "Painting day on the front, with every hut done in its own colours",
                   "A council planning hearing about a new sea wall",
                   "A seaside café's busiest Saturday of the winter"],
         "answer": "A beach hut owners' association's emergency meeting in a seafront café, after a winter "
                   "storm washed huts off the promenade"},
        {"n": 2, "type": "count", "ev": [7, 8, 13, 15, 19],
         "q": "Over the course of the meeting, count the trips somebody made to the café window to look down "
              "at the beach. What's the total?",
         "para": ["trips to the window to stare at the gap - how many?",
                  "Ignore Peggy's late husband in nineteen ninety, Trevor's half-rise and the whole café "
                  "turning to see the sun. Counting only real walks to the window to look down at the huts, "
                  "what's the number?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which item on the agenda was taken up first?",
         "cands": ["The council's new rules for the front", "What's left on the beach", "The insurance claim",
                   "Jory Penhale's quote to rebuild"],
         "answer": "The council's new rules for the front"},
        {"n": 4, "type": "order", "ev": [1, 8, 12, 14, 16, 18],
         "q": "On paper it's beach, insurance, quote, council rules, ballot. How did the meeting actually "
              "work through them?",
         "cands": None,
         "answer": "The council's rules first, then Jory's quote, the insurance, the ballot for the empty "
                   "plots, and what's left on the beach last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "how come the council's rules jumped to the front of the queue",
         "cands": None,
         "answer": "Dev, the council's officer, had to be at the harbour by half past eleven to open the slipway "
                   "gates, and nothing could be priced or claimed until his rules were heard"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "What kept 'what's left on the beach' waiting until the close of business?",
         "cands": ["It had to wait for low tide, when the wreckage on the sand could be reached, counted and "
                   "photographed",
                   "Trevor couldn't face talking about it",
                   "The insurers asked for it to be discussed after everything else",
                   "Peggy hadn't arrived yet"],
         "answer": "It had to wait for low tide, when the wreckage on the sand could be reached, counted and "
                   "photographed"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "Why couldn't the insurance be dealt with before Jory's quote?",
         "para": ["insurance claim held up for the builder - explain",
                  "Sandra says the insurers wouldn't move until they'd seen something. What, and what do they "
                  "actually pay for?"],
         "cands": None,
         "answer": "The insurers won't pay without a builder's written quote, and they only pay like for like "
                   "(a hut on sleepers, £3,100), so the quote shows what each owner must find"},
        {"n": 8, "type": "correction", "ev": [2, 7],
         "q": "Trevor put the losses at about a dozen huts. How many were really washed away?",
         "cands": None,
         "answer": "19 (nineteen): Sandra filled in a claim form for every one"},
        {"n": 9, "type": "correction", "ev": [4, 9],
         "q": "Distance the new row of huts must sit back from the wall?",
         "cands": ["2.4 m", "1 m", "4.2 m", "1.4 m"],
         "answer": "2.4 m"},
        {"n": 10, "type": "correction", "ev": [13],
         "q": "What's Jory's price per hut, base included, once he's put his figure right?",
         "para": ["rebuild cost per plot, corrected figure",
                  "The hut builder changes his number halfway through a sentence. What does he end up "
                  "quoting, and what had slipped his mind?"],
         "cands": None,
         "answer": "£4,800 (four thousand eight hundred pounds) a plot: he'd forgotten the stainless steel "
                   "bolts"},
        {"n": 11, "type": "who", "ev": [4, 9],
         "q": "Jory guessed the row would shift back a metre. Who told him he was wrong?",
         "cands": None,
         "answer": "Dev Mistry, the council's foreshore officer: 2.4 m, behind the new drain"},
        {"n": 12, "type": "who", "ev": [16, 17],
         "q": "Names for the empty plots were pulled from a hat by whom?",
         "cands": ["Trevor Halse", "Peggy Rowe", "Gwen Pascoe", "Sandra Kitto"],
         "answer": "Trevor Halse"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "strongest gust measured at the harbour on the storm night?",
         "cands": ["87 mph", "78 mph", "68 mph", "97 mph"],
         "answer": "87 mph"},
        {"n": 14, "type": "needle_screen", "ev": [5],
         "q": "Where did the council cart the wreckage off to?",
         "cands": ["Penmorva depot", "Polgrean", "Jory's yard", "The harbour slipway"],
         "answer": "Penmorva depot"},
        {"n": 15, "type": "speech_and_screen", "ev": [17],
         "q": "Sun breaking through over the bay - when did that happen?",
         "cands": None,
         "answer": "12:41 pm, the moment Trevor pulled the second name out of Peggy's hat"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "Like for like, how much do the insurers pay per hut?",
         "cands": ["£3,100", "£1,700", "£4,800", "£1,300"],
         "answer": "£3,100"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "What's left for each owner to pay out of their own pocket?",
         "para": ["owner's share of a rebuilt hut",
                  "Take the insurance payout away from Jory's price. What does every owner still have to put "
                  "in?"],
         "cands": None, "answer": "£1,700 (one thousand seven hundred pounds)"},
        {"n": 18, "type": "spoken_fact", "ev": [6],
         "q": "According to Peggy, what was ever found of her hut?",
         "cands": ["Only the door, two miles up the beach at Polgrean",
                   "The roof, upside down in the harbour",
                   "Nothing at all",
                   "The whole hut, on its side below the promenade"],
         "answer": "Only the door, two miles up the beach at Polgrean"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "Peggy and Jory: any family connection?",
         "cands": None,
         "answer": "Yes: she's his grandmother (she taught him to swim off the end of the row)"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "The moment Dev had left, what did Jory get up and do?",
         "cands": None,
         "answer": "Ran his tape measure out across the café floor and stood the ketchup bottle at 2.4 m, to "
                   "show how far back the row would go"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the Wray Sands recording open?",
         "cands": ["Saturday morning upstairs in the Lookout Café: rain running down the glass, forty owners "
                   "squeezed round cream-tea tables, and a gap in the row of huts below",
                   "Trevor drawing names out of Peggy's sun hat",
                   "Jory laying his tape measure across the café floor",
                   "Painting day on the promenade"],
         "answer": "Saturday morning upstairs in the Lookout Café: rain running down the glass, forty owners "
                   "squeezed round cream-tea tables, and a gap in the row of huts below"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's promised for next time?",
         "cands": ["Painting day: every hut on the front done in its own colours before Easter",
                   "The council announcing the new plot rent",
                   "Jory building the new huts in his yard",
                   "A search along the coast for the missing huts"],
         "answer": "Painting day: every hut on the front done in its own colours before Easter"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which firm insures the Wray Sands huts?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Once the rent goes up, how much will a plot cost a year?",
         "cands": ["£380", "£420", "£460", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ camper (a mechanic's how-to)
KATH = ("en-gb-x-gbcwmd+shelby", "Kath Moyle, Moyle Motors")
LEN = ("en-gb-x-gbcwmd+paul", "Len Moyle")
IFAN = ("en-gb-x-rp+Jacky", "Ifan Jenkins, the van's owner")
MARIAN = ("en-gb-scotland+steph", "Marian Ashworth, Cold Knott Farm")
KWAME = ("en-029+pablo", "Kwame Asante, mobile tyres")
HARRIET = ("en-us-nyc+steph3", "Harriet Bell, Bell's Motor Factors")

ENVELOPE = "#f4ecd6"
BARN = "#e8e0d2"
FARMYARD = "#e3e9dc"
WORKBENCH = "#e6e3ea"
PARTS_COUNTER = "#ece5e0"
BARN_DARK = "#22201c"

CAMPER = {
    "name": "camper",
    "footer": "Moyle Motors · how to wake a camper van · Cold Knott Farm",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(KATH, BARN_DARK, "How to wake a camper van",
              ["Moyle Motors", "Cold Knott Farm, Hobthwaite", "Monday 14 to Wednesday 16 April"],
              "Eight on a Monday, in a barn that smells of hay and mice. Under a tarpaulin and pigeon muck "
              "there's a camper van, orange once, on four flat tyres. The brakes have seized and nobody has "
              "tried the key in years. I'm Kath Moyle, my camera's on a tripod by the barn door, and this is "
              "how you wake one up."),
        # 1
        slide(KATH, ENVELOPE, "Ifan's list",
              ["1. Get the engine going", "2. Make the brakes work", "3. Sort out the lights", "4. New tyres",
               "5. Get the pop-up roof up"],
              "Ifan wrote his list on the back of an envelope, in the order he'll need things on the way to the "
              "coast. Number two went first: the brakes. They've seized on, so the van won't roll an inch, and "
              "nothing else can be done in the dark of a barn. Free the brakes, and she can be towed out into "
              "daylight."),
        # 2
        slide(LEN, WORKBENCH, "The old hand",
              ["Len Moyle", "Moyle Motors, retired"],
              "Len Moyle. I had the garage before Kath, and I taught her to change a wheel before she could "
              "ride a bike. Kath's my daughter, and these days I'm allowed to hold the torch and make the tea, "
              "as long as I don't give advice. I give it anyway. I've worked on vans like this since before "
              "they were old."),
        # 3
        slide(IFAN, BARN, "The van",
              ["Ifan Jenkins", "Owner"],
              "Ifan Jenkins, and this was my uncle's van. It was built in nineteen seventy nine, he always "
              "said, and he drove it to the coast every summer till his knees went. Then it went into Marian's "
              "barn, and it's been there eight years. He left it to me with a note that said, look after her. "
              "So here I am."),
        # 4
        slide(MARIAN, FARMYARD, "The barn",
              ["Marian Ashworth, Cold Knott Farm"],
              "Marian Ashworth, Cold Knott Farm. The van has sat in my barn so long the hens think it's "
              "theirs. Three of them lay in the footwell, and they won't be pleased about any of this. Ifan's "
              "uncle was a lovely man who never once shut a gate behind him. I'll miss the van, I think, but "
              "I won't miss the tarpaulin flapping all night."),
        # 5
        slide(KWAME, FARMYARD, "The tyres",
              ["Kwame Asante", "Asante Mobile Tyres"],
              "Kwame Asante, mobile tyres. I fit tyres wherever the van is, farm, lay-by or barn, and I've "
              "fitted them in a blizzard. Tyres on a van that's stood still go flat on the bottom and crack "
              "round the walls, even when they look fine from a distance. I'll be here on Tuesday morning, "
              "first thing, with five new ones."),
        # 6
        slide(HARRIET, PARTS_COUNTER, "The parts",
              ["Harriet Bell, Bell's Motor Factors", "Station Road, Hobthwaite"],
              "Harriet Bell, Bell's Motor Factors. I've brought Kath the brake parts, and one rule with old "
              "brakes: never put an old rubber brake hose back on, however good it looks. Rubber perishes from "
              "the inside, so it looks fine in your hand, and bursts the first time somebody stands on the "
              "pedal. New hoses, every time."),
        # 7
        slide(KATH, BARN, "The brakes first",
              ["Number 2 on the list", "First drum off: Monday 10:15 am"],
              "First, number two, the brakes. Chock the wheels, slacken the adjusters right off, and tap round "
              "the drum with a soft mallet until the rust lets go. Never lever it, or you'll crack it. Then the "
              "old shoes out, new hoses on, and by teatime she rolled, and Marian towed her out into the yard "
              "with the tractor."),
        # 8
        slide(MARIAN, FARMYARD, "Twelve",
              ["In the barn: 12 years"],
              "Eight years, Ifan? Twelve. Your uncle drove it in here the winter of the big snow, the same "
              "week my husband retired, and I've a calendar to prove it. It feels like eight to you because "
              "you only came to see it twice. Those hens have hatched four lots of chicks in it since, and "
              "I've never once charged anybody rent."),
        # 9
        slide(LEN, BARN, "The first drum",
              ["Found in the drum: hazelnuts"],
              "When the first drum came off with a clang like a dropped bell, Kath just laughed, scooped out a "
              "mouse's winter store of hazelnuts, and tipped them into Marian's hen run. She's always done "
              "that, laughed at the hard bits. Then Ifan stood up under the open tailgate, cracked his head "
              "on the corner of it, and saw stars for a minute."),
        # 10
        slide(HARRIET, PARTS_COUNTER, "Nineteen seventy four",
              ["Built: 1974", "Chassis plate: behind the driver's seat"],
              "Nineteen seventy nine, Ifan? Nineteen seventy four. I ordered every part for this van by the "
              "chassis number on the plate behind the driver's seat, and it says so in black and white. Your "
              "uncle knocked five years off it, the way some folk do with their own age. It's older than his "
              "knees were, anyway."),
        # 11
        slide(KATH, WORKBENCH, "Wheel cylinders",
              ["New wheel cylinders: 3"],
              "Inside each drum there's a wheel cylinder, which pushes the shoes out when you press the pedal. "
              "This van needs four new ones. No, three: the back left is fine, the only one that hasn't rusted "
              "solid, and it'd be daft to replace a good one. Clean it, check the rubber seals, and put it "
              "back."),
        # 12
        slide(KATH, FARMYARD, "The tyres second",
              ["Number 4 on the list", "Old tyres made: 1996", "New tyres on: Tuesday 9:30 am"],
              "Second, number four, the tyres, first thing on Tuesday, with the van out in the yard where Kwame "
              "could get at her. The old ones had gone flat on the bottom and cracked round the walls like old "
              "leather. You can read a tyre's age off the code on its wall, and these were older than Kwame's "
              "apprentice."),
        # 13
        slide(KWAME, FARMYARD, "Five tyres",
              ["Five tyres, fitted: £365"],
              "Five tyres, fitted and balanced, three hundred and sixty five pounds, and no charge for the "
              "drive out. The old ones go back with me for recycling. Checking the spare in its cradle at the "
              "back, I straightened up too quick under that tailgate and banged my head on it. Kath says "
              "everybody does it once."),
        # 14
        slide(KATH, WORKBENCH, "The engine third",
              ["Number 1 on the list", "Old petrol drained: 14 litres", "Fresh petrol in: Tuesday 1:50 pm"],
              "Third, number one, the engine, on Tuesday afternoon. Drain the old petrol, fourteen litres of "
              "it, gone to varnish. Plugs out, a squirt of oil down each bore, and turn it over by hand with a "
              "spanner before you try the key. Len found a mouse nest in the air filter. New plugs, points and "
              "battery."),
        # 15
        slide(LEN, FARMYARD, "She runs",
              ["Engine running: Tuesday 2:37 pm"],
              "The very moment the engine caught, a barn owl came flying out of the barn door right over our "
              "heads, and away across the field. It must have been living in the rafters above the van all "
              "those years. Kath let it tick over for ten minutes, then blipped the throttle, and Ifan stood "
              "in the yard grinning like a boy at Christmas."),
        # 16
        slide(MARIAN, FARMYARD, "The name",
              ["The van's name, painted on the dashboard: Clementine"],
              "Ifan's uncle named her, and painted it on the dashboard. On Wednesday morning I brought the tea "
              "out, and Kath came out from under the back end and walked straight into the corner of that "
              "tailgate. Forehead first. She said a word I won't repeat, and went straight back to work. That's "
              "a mechanic for you."),
        # 17
        slide(KATH, BARN, "The lights fourth",
              ["Number 3 on the list", "Bad earth: cleaned and bolted back"],
              "Fourth, number three, the lights, on Wednesday. They flickered and went dim, which nearly always "
              "means a bad earth, and you can only chase one with the engine running and the dynamo charging. "
              "That's why the engine came first. I found it behind the tail light: green corrosion on the earth "
              "strap. Clean it bright, bolt it back."),
        # 18
        slide(HARRIET, FARMYARD, "Bulbs",
              ["Bulbs and fuses: delivered Wednesday"],
              "I brought the bulbs and fuses up on Wednesday, and Len came round the side to meet me, stood "
              "up under that tailgate and clonked his head on it so hard his cap fell off. Ifan tells me his "
              "uncle used to do the very same thing every summer, on every campsite from here to the coast. "
              "That tailgate has a lot to answer for."),
        # 19
        slide(KATH, FARMYARD, "The roof last",
              ["Number 5 on the list", "Roof canvas: scrubbed, drying till Thursday"],
              "Last, number five, the pop-up roof. It can't go up inside, because the barn beam's too low, and "
              "once it's up with the canvas scrubbed and drying for a day, nobody can move the van or work on "
              "her. So it had to be last. Grease the hinges and ease it up. And I duck under that tailgate like "
              "a limbo dancer."),
        # 20
        slide(IFAN, FARMYARD, "The roof goes up",
              ["Roof up: Wednesday 4:10 pm"],
              "Wednesday, ten past four, and the roof went up in the yard like a tent in a cartoon, canvas, "
              "bunk and all. I climbed in and lay on the bunk my uncle used to sleep on. Then a gust caught "
              "the open tailgate and slammed it down with nobody under it, thank goodness, and Marian's hens "
              "went off like a fire alarm."),
        # 21
        slide(IFAN, BARN, "Round the yard",
              ["Speedometer cable: snapped"],
              "Wednesday evening, I drove her twice round the yard and once down the lane, and she stopped "
              "every time. The speedometer doesn't work, because the cable snapped years ago, so nobody knows "
              "how many miles she's done. The old number plate's too faded to read, and my uncle's log book is "
              "lost. Harriet's sorting the paperwork."),
        # 22
        slide(KATH, BARN_DARK, "Next on the channel",
              ["Her first run to the coast", "Gullholm Bay, roof up on the beach", "From Saturday 3 May"],
              "Next time, her first run to the coast in twelve years: Gullholm Bay, with the roof up on the "
              "beach and Marian in the passenger seat, holding a hen she says came along by accident. Len's "
              "coming with the toolbox, just in case, Kwame's checking the tyres before we go, and Ifan has "
              "promised to mind his head for once."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the short version of the Cold Knott Farm video.",
         "para": ["camper van barn find how-to - what does it cover",
                  "Hazelnuts in a brake drum, a barn owl and a name painted on a dashboard. What is this video "
                  "teaching?"],
         "cands": ["A mechanic's how-to: getting a camper van that stood for years in a barn running again: "
                   "brakes, tyres, engine, lights and pop-up roof",
                   "The van's first run to the coast at Gullholm Bay",
                   "A classic van being polished up for a show",
                   "A farmer clearing out her barn for a sale"],
         "answer": "A mechanic's how-to: getting a camper van that stood for years in a barn running again: "
                   "brakes, tyres, engine, lights and pop-up roof"},
        {"n": 2, "type": "count", "ev": [9, 13, 16, 18],
         "q": "How many people banged their heads on the van's open tailgate?",
         "para": ["tailgate head bumps - total?",
                  "Not counting the uncle's summers, the gust that slammed it shut or Kath ducking under it, "
                  "how many knocks to the head did that back hatch deliver?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "What did Kath start with?",
         "cands": ["Freeing the seized brakes", "Getting the engine going", "Fitting new tyres",
                   "Sorting out the lights"],
         "answer": "Freeing the seized brakes"},
        {"n": 4, "type": "order", "ev": [1, 7, 12, 14, 17, 19],
         "q": "Getting the engine going is top of Ifan's envelope. At what point in the work was it actually "
              "done?",
         "cands": None,
         "answer": "Third: after the brakes and the tyres, and before the lights and the roof"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Why were the brakes the place to begin?",
         "para": ["seized brakes sorted before anything else - reasoning?",
                  "envelope says engine first, so why did kath go for the brakes"],
         "cands": None,
         "answer": "They had seized on, so the van wouldn't roll and nothing could be done in the dark barn; "
                   "once they were free it could be towed out into daylight"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "Why leave the pop-up roof till the end?",
         "cands": ["It can't go up under the barn's low beam, and once it's up with the scrubbed canvas drying "
                   "for a day nobody can move or work on the van",
                   "The new canvas hadn't been delivered",
                   "Ifan wanted to put it up himself on the Thursday",
                   "Marian's hens were nesting on it"],
         "answer": "It can't go up under the barn's low beam, and once it's up with the scrubbed canvas drying "
                   "for a day nobody can move or work on the van"},
        {"n": 7, "type": "why", "ev": [17],
         "q": "Explain why the engine had to be running before the lights got fixed.",
         "cands": ["Flickering lights usually mean a bad earth, and you can only chase one with the engine "
                   "running and the dynamo charging",
                   "The old battery had to be run flat first",
                   "Harriet said the wiring would catch fire otherwise",
                   "The headlamps are wired through the ignition key"],
         "answer": "Flickering lights usually mean a bad earth, and you can only chase one with the engine "
                   "running and the dynamo charging"},
        {"n": 8, "type": "correction", "ev": [3, 8],
         "q": "Ifan thinks the van's been stuck in the barn eight years. How long has it really been there?",
         "para": ["years in marian's barn, corrected",
                  "The farmer ties the van's arrival to the week her husband retired. How long ago does that "
                  "make it?"],
         "cands": None,
         "answer": "12 years (twelve), since the winter of the big snow"},
        {"n": 9, "type": "correction", "ev": [11],
         "q": "In the end, how many new wheel cylinders did Kath fit?",
         "cands": ["3", "4", "2", "1"],
         "answer": "3"},
        {"n": 10, "type": "who", "ev": [3, 10],
         "q": "Ifan gives the van's year as nineteen seventy nine. Who says otherwise?",
         "para": ["who put the camper's build year right",
                  "Somebody read a number off a plate behind the driver's seat to settle how old the van is. "
                  "Which person?"],
         "cands": None,
         "answer": "Harriet Bell, of Bell's Motor Factors: the chassis number says 1974"},
        {"n": 11, "type": "who", "ev": [14],
         "q": "Which of them discovered a mouse nest in the air filter?",
         "cands": ["Len Moyle", "Kath Moyle", "Ifan Jenkins", "Kwame Asante"],
         "answer": "Len Moyle"},
        {"n": 12, "type": "needle_screen", "ev": [12],
         "q": "the old tyres - what year were they made",
         "cands": ["1996", "1969", "1986", "2006"],
         "answer": "1996"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "What name is painted on the camper's dashboard?",
         "cands": None, "answer": "Clementine"},
        {"n": 14, "type": "speech_and_screen", "ev": [15],
         "q": "barn owl bursting out of the barn: at what time?",
         "cands": None,
         "answer": "2:37 pm on the Tuesday, the moment the engine caught"},
        {"n": 15, "type": "quantity", "ev": [13],
         "q": "What did Kwame charge for the tyres?",
         "cands": ["£365", "£356", "£465", "£300"],
         "answer": "£365"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "Volume of stale petrol drained out of the tank?",
         "cands": None, "answer": "14 litres (fourteen), gone to varnish"},
        {"n": 17, "type": "spoken_fact", "ev": [6],
         "q": "Harriet's golden rule for old brakes?",
         "cands": ["Never put an old rubber brake hose back on: it perishes from the inside and bursts the "
                   "first time the pedal's pressed",
                   "Always bleed the brakes twice",
                   "Never drive on brakes that squeal",
                   "Keep brake fluid away from the paintwork"],
         "answer": "Never put an old rubber brake hose back on: it perishes from the inside and bursts the "
                   "first time the pedal's pressed"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "How are Len and Kath connected?",
         "cands": None,
         "answer": "He's her father: she's his daughter"},
        {"n": 19, "type": "right_before_after", "ev": [9],
         "q": "Straight after the first brake drum clanged off, what did Kath do?",
         "cands": None,
         "answer": "Laughed, scooped a mouse's winter store of hazelnuts out of it and tipped them into "
                   "Marian's hen run"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening scene at Cold Knott Farm?",
         "cands": ["Eight on a Monday in a barn smelling of hay and mice: a once-orange camper under a tarpaulin "
                   "and pigeon muck, on four flat tyres",
                   "Kwame fitting five new tyres in the yard",
                   "The pop-up roof going up in the yard",
                   "Marian towing the van out with her tractor"],
         "answer": "Eight on a Monday in a barn smelling of hay and mice: a once-orange camper under a tarpaulin "
                   "and pigeon muck, on four flat tyres"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's trailed for the following video?",
         "cands": ["The van's first run to the coast, to Gullholm Bay, with the roof up on the beach",
                   "Rebuilding the van's engine on the bench",
                   "A second van found in another barn",
                   "Marian's new hen house"],
         "answer": "The van's first run to the coast, to Gullholm Bay, with the roof up on the beach"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What was Ifan's uncle's name?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Total mileage the camper has covered?",
         "cands": ["41,000", "89,000", "141,000", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Registration number on the camper?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ airlift (a valley's helicopter lift day)
HANNAH = ("en-gb-scotland+aunty", "Hannah Quayle, Mossgill Tea Room")
NELL = ("en-us+belinda", "Nell Fairbairn, path ranger")
ROSS = ("en-gb-scotland+sandro", "Ross Duguid, pilot")
BRYN = ("en-gb-x-gbcwmd+edward", "Bryn Hodgson, Low Birks Farm")
ARLO = ("en-gb-x-rp+ed", "Arlo Quayle, volunteer")
MAURICE = ("en-gb-x-gbclan+Gene", "Maurice Gledhill, Mossgill")

NOTICEBOARD = "#f2ecd9"
TEA_ROOM = "#ece4da"
BOTTOM_FIELD = "#e0eadb"
FELLSIDE = "#e4e6e0"
COCKPIT = "#e2e6ee"
VALLEY_DARK = "#1d2420"

AIRLIFT = {
    "name": "airlift",
    "footer": "Mossgill · lift day on Cauldron Pike · from the Tea Room porch",
    "lead_in": 7.5,
    "speed": 160,
    "segments": [
        # 0
        slide(HANNAH, VALLEY_DARK, "Lift day",
              ["Mossgill, under Cauldron Pike", "Wednesday 17 September",
               "Cauldron Pike path closed from 7:00 am"],
              "Half past six on a Wednesday, and the valley's still in shadow. Bryn's bottom field, below my "
              "tea room, is full of giant white bags of stone in rows like sheep, and a woman in an orange "
              "jacket is walking round them with a clipboard. I'm Hannah Quayle, I run the Mossgill Tea Room, "
              "and my camera's on the porch rail."),
        # 1
        slide(HANNAH, NOTICEBOARD, "Nell's lift plan",
              ["1. The intake gate", "2. The beck crossing", "3. The zig-zags", "4. The scree gully",
               "5. The top, below the cairn"],
              "This is Nell's lift plan, pinned on my noticeboard. She numbered the drops from the bottom up, "
              "the way you meet them walking up the path. They weren't flown in that order. Number five went "
              "first, the top, because the forecast had cloud coming down on the tops by early afternoon, and "
              "a helicopter can't drop anything into cloud."),
        # 2
        slide(NELL, FELLSIDE, "The ranger",
              ["Nell Fairbairn, path ranger", "Boots up Cauldron Pike: 40,000 a year"],
              "Nell Fairbairn, path ranger. Forty thousand boots a year go up Cauldron Pike, and the path has "
              "worn into a scar you can see from the main road. This winter my volunteers will pitch this stone "
              "into steps, by hand. But first it has to get up the hill, and a bag of stone doesn't walk. "
              "That's where Ross comes in."),
        # 3
        slide(ROSS, COCKPIT, "The pilot",
              ["Ross Duguid, pilot", "Round trip to the top drop: 6 minutes", "Helicopter for the day: £7,400"],
              "Ross Duguid, pilot. Each bag hangs under me on a long line, the crew at the drop unhook it, and "
              "I bring the line back down empty. The round trip to the top drop is four minutes. No, six: I "
              "forgot I go round the crag, not over it. The path trust is paying seven thousand four hundred "
              "pounds for the day."),
        # 4
        slide(HANNAH, TEA_ROOM, "Family",
              ["Mossgill Tea Room", "Open today from: 8:00 am"],
              "Arlo's my stepson. I married his dad when Arlo was six, and he's been running up that hill ever "
              "since, always faster than me. He's volunteering today, in a helmet. I reckon those bags weigh "
              "half a tonne each, from the look of them. I've made two hundred bacon rolls, and the kettle "
              "hasn't stopped since six."),
        # 5
        slide(BRYN, BOTTOM_FIELD, "Low Birks",
              ["Bryn Hodgson, Low Birks Farm", "Landing site: Low Birks, the bottom field"],
              "Bryn Hodgson, Low Birks Farm. The helicopter lands in my bottom field, and there must be sixty "
              "bags of stone lying in it, give or take. I've moved my ewes over the lane into the top pasture "
              "with the dog, because sheep and helicopters don't mix. The trust pays me for the field and the "
              "flattened grass."),
        # 6
        slide(MAURICE, FELLSIDE, "The walker",
              ["Maurice Gledhill", "Up Cauldron Pike every Wednesday since: 1985"],
              "Maurice Gledhill. I've walked up Cauldron Pike every Wednesday for forty years, and today's the "
              "first Wednesday they've shut the path on me. So I'm standing at the intake gate to turn the "
              "walkers back, politely, with a flask and a folding chair. I remember when that path was a sheep "
              "trod you could hardly find in the heather."),
        # 7
        slide(ROSS, COCKPIT, "The hook",
              ["Long line and hook", "Ground crew at each drop: 4"],
              "One rule for the ground crews, and I'll say it till they're sick of hearing it: nobody touches "
              "the hook until it has touched the ground. It builds up static in the air, enough to knock a "
              "grown man flat, and the ground takes the charge off it. Hands off, let it land, then unhook. "
              "And everybody wears a helmet, even Arlo."),
        # 8
        slide(ARLO, BOTTOM_FIELD, "Eighty four",
              ["Bags of stone in the field: 84"],
              "Sixty, Bryn? Eighty four. I sprayed a number on every single bag yesterday afternoon, one to "
              "eighty four, so the crews know which drop each one is for. It looks like sixty from the "
              "farmhouse, because the back rows hide behind the front ones. Hannah says I've got paint on my "
              "eyebrows. She's right, and it won't come off."),
        # 9
        slide(NELL, FELLSIDE, "The top first",
              ["Number 5 on the plan", "First lift: 8:05 am", "Bags to the top: 18"],
              "First, number five, the top, while the sky was clear. Ross lifted off at five past eight, and "
              "every six minutes another bag went up past the tea room and round the crag. Eighteen bags to the "
              "top. The first time he came in low over the intake gate, Maurice's cap went straight off his "
              "head and halfway to the beck."),
        # 10
        slide(ROSS, COCKPIT, "Nine hundred",
              ["Each bag: 900 kg"],
              "Half a tonne, Hannah? Nine hundred kilos. It's printed on the label of every bag, and I feel "
              "every one through the controls. Half a tonne is what a bag looks like from a tea room porch, "
              "because stone is heavier than you think. Don't ask me what the stone itself cost, mind. That's "
              "the trust's business."),
        # 11
        slide(ARLO, FELLSIDE, "Zig-zags and gate",
              ["Number 3 on the plan: 22 bags to the zig-zags",
               "Number 1 on the plan: 12 bags to the intake gate"],
              "Second, number three, the zig-zags, twenty two bags, stacked at every bend like sandbags. Then "
              "third, number one, the intake gate, twelve bags, and those were quick, because it's just over "
              "the wall from Bryn's field. While Ross was hovering over the gate, Nell's woolly hat went "
              "spinning off her head, over the wall and into the bracken."),
        # 12
        slide(NELL, FELLSIDE, "The gully fourth",
              ["Number 4 on the plan", "Gully crew ready: 11:40 am", "Bags to the gully: 20"],
              "Fourth, number four, the scree gully. The crew up there had to clear the loose stone first, to "
              "make a flat spot where a bag could land without rolling off down the hill, and they weren't "
              "ready till twenty to twelve. So the gully waited its turn. Twenty bags, five minutes a trip, and "
              "Ross ate his sandwiches while refuelling."),
        # 13
        slide(BRYN, BOTTOM_FIELD, "The beck last",
              ["Number 2 on the plan", "Bags to the beck crossing: 12"],
              "Last, number two, the beck crossing. It's the lowest drop, a hop from my field, so Nell kept it "
              "back in case cloud stopped the high ones: you can still fly the beck under a low cloud. When "
              "Ross brought the first one over the wall, a walker arguing with Maurice at the gate had his "
              "bobble hat blown off into the beck."),
        # 14
        slide(HANNAH, TEA_ROOM, "The terrace",
              ["Bacon rolls: sold out by 12:30 pm"],
              "Every time Ross came over, the parasols on my terrace tried to take off, and one went over the "
              "wall into Bryn's field. Walkers who couldn't go up the hill sat on my terrace and watched "
              "instead. Bryn clamped his cap down with both hands every time the helicopter passed, and never "
              "lost it once. He's very proud of that."),
        # 15
        slide(NELL, FELLSIDE, "Cloud",
              ["Cloud down on the top: 1:45 pm"],
              "The cloud came down on the top at a quarter to two, just as forecast, and the gully crew walked "
              "down through it, wet and grinning. Ross told them about a hat he once watched get sucked up into "
              "a rotor, years ago on another job, and what the repair cost. Nobody on my crews will wear a "
              "loose hat again."),
        # 16
        slide(ROSS, COCKPIT, "The last bag",
              ["Last bag down, at the beck: 2:58 pm"],
              "The very moment the last bag touched down by the beck, the heavens opened. The cloud that had "
              "been sitting on the tops all afternoon came down the valley in one go, and it poured. I've "
              "never timed a job so close. Arlo unhooked the bag in the rain, gave me a thumbs up, and I flew "
              "back to the field with the wipers going."),
        # 17
        slide(MAURICE, FELLSIDE, "The gate",
              ["Walkers turned back at the gate: 57"],
              "I turned back fifty seven walkers at the gate today, and only two were rude about it. One man "
              "wanted to know who'd given the hill permission. Most of them stayed to watch, and said it beat "
              "the top anyway. When the rain came, I folded my chair, finished my flask, and walked down to "
              "Hannah's for a scone."),
        # 18
        slide(BRYN, BOTTOM_FIELD, "The field again",
              ["Helicopter gone: 3:20 pm"],
              "As soon as the helicopter was over the ridge and out of earshot, I opened the gate, whistled up "
              "the dog, and brought my ewes back down into the bottom field. They went straight to the "
              "flattened patch where it had sat, and stood round it in a ring, staring at the grass, as if "
              "they were waiting for the thing to come back."),
        # 19
        slide(NELL, FELLSIDE, "Putting it back",
              ["Bags delivered: 84 of 84", "Path reopened: 4:20 pm"],
              "Then we tidied up. Every bag where it should be, eighty four out of eighty four, and not one "
              "rolled off the gully. The crews came down, I took the closed signs off the gates, and Maurice "
              "asked to be first up the path tomorrow. I told him he can be first up it for forty years, if he "
              "carries a stone."),
        # 20
        slide(ARLO, TEA_ROOM, "The winter crew",
              ["Volunteers for the winter: 26"],
              "Twenty six of us have put our names down for the winter, to pitch the stone into steps. Nell "
              "says it's about a stone a volunteer a day, and the bags will sit up there under the snow till we "
              "get to them. Hannah's promised us soup on Saturdays. I've still got paint on my eyebrows, and "
              "Bryn's dog keeps licking it."),
        # 21
        slide(HANNAH, TEA_ROOM, "Evening",
              ["Tea Room closed: 6:00 pm"],
              "By six the rain had stopped, the valley smelled of wet bracken and aviation fuel, and my bacon "
              "rolls were a memory. Bryn came in for a pot of tea, Ross flew home over the tops, and Arlo fell "
              "asleep on the bench by the door with his helmet still on. Two hundred bacon rolls, and every "
              "single one of them earned."),
        # 22
        slide(HANNAH, VALLEY_DARK, "Next on the channel",
              ["Pitching the stone", "Steps to build this winter: 310", "From Saturday 4 October"],
              "Next time, the hard part: Nell's volunteers pitching the stone into steps up Cauldron Pike, one "
              "stone at a time, by hand, every Saturday through the winter. Arlo's on the first crew, Maurice "
              "says he'll supervise from his folding chair, Bryn's lending his quad bike, and I'm filming, "
              "with soup, from the top of the zig-zags."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In a sentence, what happens in the Mossgill film?",
         "para": ["helicopter ferrying stone up a fell path - the story?",
                  "Giant white bags in a field, a cap blown towards a beck and a man in a folding chair at a "
                  "gate. What's the valley doing today?"],
         "cands": ["A valley's day as a helicopter lifts bags of stone from a farmer's field up to the worn "
                   "Cauldron Pike path, drop by drop",
                   "Volunteers pitching the stone into steps through the winter",
                   "A mountain rescue helicopter searching for a lost walker",
                   "A farm gathering its sheep off the fell"],
         "answer": "A valley's day as a helicopter lifts bags of stone from a farmer's field up to the worn "
                   "Cauldron Pike path, drop by drop"},
        {"n": 2, "type": "count", "ev": [9, 11, 13],
         "q": "How many hats did the helicopter's downdraught blow off?",
         "para": ["headgear lost to the rotor wash - count?",
                  "Not the tea room's parasol, not Ross's story about another job, and not Bryn's cap, which "
                  "he held onto. On how many occasions was somebody's hat actually blown off?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "Which drop did Ross fly first?",
         "cands": ["The top, below the cairn", "The intake gate", "The beck crossing", "The zig-zags"],
         "answer": "The top, below the cairn"},
        {"n": 4, "type": "order", "ev": [1, 9, 11, 12, 13],
         "q": "Nell numbered the drops gate, beck, zig-zags, gully, top. In what order were they really "
              "flown?",
         "para": ["actual running sequence of the five drops",
                  "Put the five drop sites in the sequence the helicopter served them on the Wednesday."],
         "cands": None,
         "answer": "The top first, then the zig-zags, the intake gate, the scree gully, and the beck crossing "
                   "last"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "Flying the top drop first: what was behind that?",
         "cands": None,
         "answer": "Cloud was forecast to come down on the tops by early afternoon, and a helicopter can't drop "
                   "anything into cloud, so the top went while the sky was clear"},
        {"n": 6, "type": "why", "ev": [13],
         "q": "Why was the beck crossing saved for last?",
         "cands": ["It's the lowest drop, a hop from the field, so it could still be flown under a low cloud "
                   "once the high drops were stopped",
                   "Bryn's ewes were grazing beside the beck until the afternoon",
                   "The beck was in flood all morning",
                   "Maurice needed the gate kept shut until lunchtime"],
         "answer": "It's the lowest drop, a hop from the field, so it could still be flown under a low cloud "
                   "once the high drops were stopped"},
        {"n": 7, "type": "why", "ev": [12],
         "q": "What held the scree gully back until fourth?",
         "para": ["gully drop delayed - why",
                  "The crew in the gully weren't ready for bags till late morning. What did they have to do "
                  "first?"],
         "cands": None,
         "answer": "The crew had to clear the loose stone to make a flat spot where a bag could land without "
                   "rolling off, and weren't ready till 11:40 (twenty to twelve)"},
        {"n": 8, "type": "correction", "ev": [4, 10],
         "q": "Hannah guessed each bag at half a tonne. What do they really weigh?",
         "cands": None,
         "answer": "900 kg (nine hundred kilos), printed on every bag's label"},
        {"n": 9, "type": "correction", "ev": [5, 8],
         "q": "Bags of stone actually waiting in Bryn's field - how many?",
         "cands": ["84", "60", "48", "86"],
         "answer": "84"},
        {"n": 10, "type": "correction", "ev": [3],
         "q": "Ross first says four minutes for a round trip up to the highest drop. What's his corrected "
              "figure?",
         "cands": None,
         "answer": "6 minutes (six): he has to go round the crag, not over it"},
        {"n": 11, "type": "who", "ev": [5, 8],
         "q": "Bryn put the bags at about sixty. Who corrected him?",
         "para": ["who had the real bag count",
                  "Whose spray-painted numbers settled how many bags were lying in the field?"],
         "cands": None,
         "answer": "Arlo Quayle, who had sprayed a number on every bag: 84"},
        {"n": 12, "type": "who", "ev": [6, 17],
         "q": "Who sat at the intake gate turning walkers back?",
         "cands": ["Maurice Gledhill", "Bryn Hodgson", "Arlo Quayle", "Nell Fairbairn"],
         "answer": "Maurice Gledhill"},
        {"n": 13, "type": "needle_screen", "ev": [22],
         "q": "number of stone steps planned for this winter?",
         "cands": ["310", "130", "84", "301"],
         "answer": "310"},
        {"n": 14, "type": "needle_screen", "ev": [19],
         "q": "When did walkers get the path back?",
         "cands": ["4:20 pm", "3:20 pm", "2:58 pm", "6:00 pm"],
         "answer": "4:20 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [16],
         "q": "The downpour in the valley started at what time?",
         "cands": None,
         "answer": "2:58 pm, the moment the last bag touched down by the beck"},
        {"n": 16, "type": "quantity", "ev": [3],
         "q": "What's the helicopter costing the path trust for the day?",
         "cands": ["£7,400", "£4,700", "£7,040", "£9,400"],
         "answer": "£7,400"},
        {"n": 17, "type": "quantity", "ev": [9],
         "q": "Count of bags flown up to the top drop?",
         "cands": None, "answer": "18 (eighteen)"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "What must a ground crew never do with the hook, according to Ross, and why?",
         "cands": ["Touch it before it has touched the ground, because it carries enough static to knock a man "
                   "flat",
                   "Stand directly under it, because a bag can slip",
                   "Unhook it with gloves on, because they snag",
                   "Hold on to it while the helicopter turns, because it can swing"],
         "answer": "Touch it before it has touched the ground, because it carries enough static to knock a man "
                   "flat"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "What's the family tie between Hannah and Arlo?",
         "cands": None,
         "answer": "She's his stepmother: she married his dad when he was six"},
        {"n": 20, "type": "right_before_after", "ev": [18],
         "q": "Once the helicopter had gone over the ridge, what did Bryn do?",
         "cands": None,
         "answer": "Opened the gate, whistled up his dog and brought his ewes back down into the bottom field"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What do we see first in the Mossgill footage?",
         "cands": ["Half six on a Wednesday, the valley in shadow: a field below the tea room full of white bags "
                   "of stone in rows, and a woman in an orange jacket with a clipboard",
                   "The helicopter lifting off at five past eight",
                   "Maurice setting up his folding chair at the gate",
                   "Rain pouring down the valley"],
         "answer": "Half six on a Wednesday, the valley in shadow: a field below the tea room full of white bags "
                   "of stone in rows, and a woman in an orange jacket with a clipboard"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "The teaser at the end is for what?",
         "cands": ["Nell's volunteers pitching the stone into steps up Cauldron Pike through the winter",
                   "A second helicopter lift next spring",
                   "Bryn's ewes coming down off the fell",
                   "A race up Cauldron Pike"],
         "answer": "Nell's volunteers pitching the stone into steps up Cauldron Pike through the winter"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's Bryn's sheepdog called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price the trust paid for each bag of stone?",
         "cands": ["£85", "£120", "£150", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [HUTS, CAMPER, AIRLIFT]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "huts": [26.0, 26.0, 23.5, 23.5, 26.5, 24.5, 23.5, 25.5, 27.0, 24.5, 26.0, 24.0, 22.5, 26.5, 26.5, 28.0, 24.5, 24.5, 25.0, 23.5, 24.0, 26.0, 26.5],
    "camper": [26.0, 23.0, 24.0, 25.5, 24.5, 25.5, 26.5, 26.0, 23.5, 26.0, 25.0, 23.5, 23.0, 25.5, 27.5, 23.5, 23.5, 27.0, 24.0, 26.0, 25.5, 28.0, 24.0],
    "airlift": [23.0, 26.0, 25.5, 27.0, 24.0, 25.0, 27.0, 23.5, 26.0, 26.5, 26.0, 27.0, 26.0, 26.0, 24.0, 24.0, 25.5, 26.5, 23.5, 24.5, 25.5, 24.0, 26.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
