"""Scripts of the "blind48" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- market:     a street market traders' association's meeting in the stall store under the town hall,
              after the council moved the Saturday market off the high street onto a car park while new
              drains go in, from the market packing up at half past four to the lights switched off at
              the door at ten past six (the secretary, the chair, his sister on the flower stall, the
              council's markets officer, the market's electrician and the new lad with the coffee van)
- treehouse:  a treehouse builder's how-to: a treehouse with a trapdoor, a porthole, a roof, a rope ladder
              and a bucket on a pulley, built in an old oak at the bottom of a grandad's back garden over
              three days of the Easter holidays (the builder, her labourer, the grandad, the arborist who
              is her uncle, the neighbour over the fence and a ten-year-old client)
- turnout:    a dairy farm's turnout day, as its cows go out to grass for the first time since October,
              down the lane through the village to the meadow by the river, with half the dale watching,
              from the parlour lights at five in the morning to the last car out of the top field (the
              farmer's wife, the farmer, his son-in-law, the parish councillor parking cars, the
              neighbouring farmer and the vicar)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ market (a market traders' meeting)
JANICE = ("en-gb-x-gbclan+linda", "Janice Holroyd, secretary")
TONY = ("en-gb-x-gbclan+Mike", "Tony Castellano, chair, fruit and veg")
SIOBHAN = ("en-gb-x-rp+aunty", "Siobhan Keogh, flower stall")
PRIYA = ("en-gb-x-rp+steph", "Priya Chaudhry, markets officer")
DELROY = ("en-gb-x-gbcwmd+paul", "Delroy Barnes, electrician")
KIERAN = ("en-gb-x-rp+Andy", "Kieran Nolan, coffee van")

PAPER_BAG = "#efe6d6"
STORE = "#e6e2da"
COUNCIL = "#e0e6ec"
FLOWERS = "#ece3e6"
CABLE = "#e4e6e0"
STORE_DARK = "#1d1b19"

MARKET = {
    "name": "market",
    "footer": "Hatherby Market Traders' Association · meeting · the stall store under the town hall",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(JANICE, STORE_DARK, "The market's moving",
              ["Hatherby Market Traders' Association", "Meeting in the stall store, under the town hall",
               "Saturday 8 March", "Starts: 4:30 pm"],
              "Half past four on a Saturday, and the market has just packed up. We're in the stall store under "
              "the town hall, among the frames and the rolled-up tarpaulins, still in our market coats. I'm "
              "Janice Holroyd, secretary of the traders' association, and my camera is balanced on a stack of "
              "stall frames."),
        # 1
        slide(JANICE, PAPER_BAG, "The agenda",
              ["1. Where each stall goes on the car park", "2. Signs from the high street",
               "3. Power for the stalls", "4. Pitch fees while we're moved", "5. Where the vans park"],
              "Tony wrote the agenda on a brown paper bag from his stall, in the order traders rang him about it "
              "this week. We didn't keep to it. Number four went first, the fees, because three traders had "
              "said they wouldn't come at all until they knew what it would cost them, and nobody would talk "
              "about anything else."),
        # 2
        slide(TONY, STORE, "In the chair",
              ["Tony Castellano, fruit and veg, chair", "Traders on the high street now: 41"],
              "Tony Castellano, fruit and veg, and chair. My dad had the pitch outside the bank before I was "
              "born, and there's been a market down that high street every Saturday since long before him. Now "
              "they're digging it up for new drains, so we're off to the car park. It's only for about six "
              "weeks, mind."),
        # 3
        slide(PRIYA, COUNCIL, "Eleven weeks",
              ["Priya Chaudhry, markets officer, the council", "Works on the high street: 11 weeks",
               "Monday 10 March to Friday 23 May"],
              "Priya Chaudhry, markets officer at the council. Six weeks, Tony? Eleven weeks. It's in the "
              "letter, on page two. The drains go in from one end of the high street to the other, and the "
              "water company's contractors won't have a single stall on it till they're done. I don't even "
              "know which firm they've hired yet."),
        # 4
        slide(SIOBHAN, FLOWERS, "The flower stall",
              ["Siobhan Keogh, flower stall", "Her pitch, next to Tony's: 30 years"],
              "Siobhan Keogh, flowers. Tony's my big brother. I was a Castellano before I married, and I've had "
              "the pitch next to his for thirty years, so I know exactly how he counts weeks. My worry is the "
              "walk. Half my customers are on sticks or pushing prams, and the car park is round the back of "
              "the bus station."),
        # 5
        slide(KIERAN, STORE, "The new lad",
              ["Kieran Nolan, coffee van", "On the market since: last September"],
              "Kieran Nolan, the coffee van, and the new lad. Honestly, I think the car park could be good for "
              "us. It's dry, it's flat, and it's only two minutes from the high street. My van is my stall, so "
              "I'm laughing. And I make the best flat white in the county, so people will follow me anywhere."),
        # 6
        slide(DELROY, CABLE, "The electrics",
              ["Delroy Barnes, electrician", "Power points on the car park: 2"],
              "Delroy Barnes, I do the market's electrics. On the high street every stall plugs into a box on a "
              "lamp post. That car park has two power points, one by the pay machine and one by the bottle "
              "bank, and that's your lot. While Kieran was talking, the lights went off, and he had to stand up "
              "and wave his arms at the sensor."),
        # 7
        slide(JANICE, PAPER_BAG, "Fees first",
              ["Number 4 on the agenda", "Pitch fee on the high street: £23 a day"],
              "So first, number four, the fees. The lights in here are on a sensor, and when we all sit still "
              "it thinks we've gone home. It caught me last Tuesday, counting tarpaulins in the dark. Priya had "
              "brought the council's answer in an envelope, and forty one traders were waiting to hear it."),
        # 8
        slide(PRIYA, COUNCIL, "Half the usual",
              ["Pitch fee on the car park: £11.50 a day", "Envelope opened: 4:47 pm"],
              "The council will halve the fee while you're on the car park, to make up for the walk. So a pitch "
              "will be eighteen pounds a day. No, sorry, eleven pounds fifty. Eighteen pounds is what the car "
              "boot sale pays on the same car park on a Sunday, and I read the wrong line. Half the usual, for "
              "all eleven weeks."),
        # 9
        slide(TONY, STORE, "Shaking on it",
              ["Fees agreed: 4:52 pm"],
              "Nobody argued, which is a first. The very moment I shook Priya's hand on it, the rain came down "
              "on the grating over our heads like somebody emptying a sack of gravel. Then, halfway through the "
              "cheer, we were plunged into darkness again, and Siobhan shouted that the sensor doesn't like a "
              "happy trader."),
        # 10
        slide(KIERAN, CABLE, "Vans second",
              ["Number 5 on the agenda", "Vans along the back wall, in the old coach bays"],
              "Second, number five, the vans, because the vans decide everything else. Every trader wants their "
              "van right behind their stall, and a van takes up more room than a stall does, so you can't draw "
              "a plan until you know where the vans go. I said, put them along the back wall, in the old coach "
              "bays, and for once everybody agreed with the new lad."),
        # 11
        slide(PRIYA, COUNCIL, "The plan third",
              ["Number 1 on the agenda", "Bank Street car park: 44 pitches in 3 rows",
               "Plan drawn on the whiteboard: 5:20 pm"],
              "Third, number one, where each stall goes. With the vans along the back wall, I drew it out on the "
              "whiteboard: forty four pitches in three rows, so all forty one traders fit, with three to spare. "
              "Tony and Siobhan stay side by side, and the fish van stays as far from the flowers as it's "
              "always been."),
        # 12
        slide(SIOBHAN, FLOWERS, "Daffodils",
              ["Every stall on the one car park"],
              "As soon as Priya said every one of us would fit on the one car park, I went out to my van and "
              "came back with an armful of daffodils, and gave a bunch to everybody, Priya first. While I was "
              "handing them round, the lights clicked off yet again, and I had to wave a bunch of daffs at the "
              "sensor."),
        # 13
        slide(JANICE, STORE, "Six minutes",
              ["Walk from the high street to the car park: 6 minutes", "(with a shopping trolley)"],
              "Two minutes, Kieran? Six. I walked it at dinner time with my shopping trolley, from the bank to "
              "the car park gate, past the bus station and round the back. Six minutes, and that's with nobody "
              "stopping me for a chat, which never happens. So the signs will matter more than anybody "
              "thought."),
        # 14
        slide(DELROY, CABLE, "Power fourth",
              ["Number 3 on the agenda", "Armoured cable and boxes: 140 m, £1,260"],
              "Fourth, number three, the power, because I can't run a cable till I know where the stalls are. "
              "A hundred and forty metres of armoured cable under rubber ramps, and a box on each row: twelve "
              "hundred and sixty pounds. Then I switched this room off at the fuse board, on purpose, to show "
              "them the old circuit."),
        # 15
        slide(TONY, PAPER_BAG, "Who pays",
              ["Cable: half from the council, half from the association", "The association's savings: £3,870"],
              "Priya says the council will pay half of Delroy's cable, and the association pays the other half "
              "out of our savings, which has never happened in my time. We keep that money for the Christmas "
              "lights on the stalls. Siobhan said our dad would have paid the lot himself and then grumbled "
              "about it till Easter."),
        # 16
        slide(JANICE, PAPER_BAG, "Signs last",
              ["Number 2 on the agenda", "Signs: 12, from the bank to the bus station gate"],
              "Last, number two, the signs, and they had to come last, because a sign has to point somewhere, "
              "and until the stalls and the power were sorted, nobody knew which gate the shoppers would come "
              "in by. It's the bus station gate. Twelve signs, from the bank to the car park, and a mate of "
              "Kieran's paints them for nothing."),
        # 17
        slide(TONY, STORE, "Hands up",
              ["Half the cable from the savings: for 37, against 4", "Vote: 5:58 pm"],
              "We voted on the cable money by hands up, forty one traders between the stall frames. Thirty seven "
              "for and four against, and the four were the ones who'd wanted the fees first, so they'd got "
              "their way once already. I said that's democracy, and the egg man said it was daylight robbery, "
              "and we left it there."),
        # 18
        slide(JANICE, STORE, "In the dark again",
              ["Minutes read back: 6:04 pm"],
              "I read the minutes back, and right in the middle of the bit about the cable, the lights went out "
              "on us once more. Forty one traders sitting in the pitch dark, listening to me reading by the "
              "light of my phone. Delroy stood up and did a little dance under the sensor until it gave in."),
        # 19
        slide(DELROY, CABLE, "Outside",
              ["Meeting closed: 6:10 pm"],
              "We closed at ten past six. Outside, the street lights were just coming on along the high street, "
              "and the rain had stopped. I walked down to the car park with a torch and had a look at the power "
              "point by the pay machine. It's older than I am, and there's a bird's nest on top of it."),
        # 20
        slide(PRIYA, COUNCIL, "Monday morning",
              ["Pitches painted on the car park: Monday 10 March, 7 am"],
              "On Monday at seven the council's lining crew paints the pitches onto the car park from my "
              "whiteboard drawing, which I've photographed from four sides in case anybody rubs it off. I've "
              "told them the fish van goes at the far end. I've been markets officer for six years, and that's "
              "the first thing I ever learned."),
        # 21
        slide(TONY, STORE, "Last out",
              ["Stall store locked: 6:16 pm"],
              "Janice locked up, and switched the lights off at the door on her way out, on purpose for once. "
              "Siobhan took her last bucket of daffodils home. I stood at the top of the steps and looked down "
              "the high street for a bit, at the barriers already stacked by the bank. Eleven weeks. I'll "
              "believe it when I see it."),
        # 22
        slide(JANICE, STORE_DARK, "Next on the channel",
              ["The first Saturday on the car park", "Bank Street car park", "Saturday 15 March, from 7 am"],
              "Next time: the first Saturday on the car park. Forty one stalls in three rows, twelve signs from "
              "the bank, Kieran's van in the old coach bays, Delroy's cable under its rubber ramps, and the fish "
              "van at the far end. Tony says he'll count the customers himself, and Siobhan says he'll count "
              "them wrong."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this get-together under the town hall actually about?",
         "para": ["market traders video - gist?",
                  "Daffodils, a fish van, a whiteboard plan and lights that keep cutting out: what is being "
                  "settled here?"],
         "cands": ["A market traders' meeting after their Saturday market was moved off the high street onto a "
                   "car park for eleven weeks while new drains go in",
                   "The first Saturday market on the car park: stalls, signs and cable",
                   "A council hearing about building flats on the town's car park",
                   "Stallholders getting a Christmas market ready in the town hall"],
         "answer": "A market traders' meeting after their Saturday market was moved off the high street onto a "
                   "car park for eleven weeks while new drains go in"},
        {"n": 2, "type": "count", "ev": [6, 9, 12, 18],
         "q": "How often did the sensor lights cut out on them while the meeting was going on?",
         "para": ["lights going off by themselves mid-meeting - number of times",
                  "Not counting Janice getting caught last Tuesday, Delroy killing the room at the fuse board, "
                  "the street lights outside or Janice's switch at the door, how many times did the sensor "
                  "leave them in the dark?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Tony's paper bag had five items. Which one did they start on?",
         "cands": ["Pitch fees while we're moved", "Where each stall goes on the car park", "Where the vans park",
                   "Signs from the high street"],
         "answer": "Pitch fees while we're moved"},
        {"n": 4, "type": "order", "ev": [1, 7, 10, 11, 14, 16],
         "q": "Run me through the order the agenda really got taken in.",
         "cands": None,
         "answer": "The fees first, then where the vans park, where each stall goes, the power, and the signs "
                   "last (4, 5, 1, 3, 2)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "How come money was the opening item?",
         "cands": None,
         "answer": "Three traders had said they wouldn't come at all until they knew what it would cost them, and "
                   "nobody would talk about anything else"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "The vans had to be sorted before anybody drew the stall layout. What made that necessary?",
         "cands": ["Every trader wants their van right behind their stall and a van takes more room than a "
                   "stall, so the plan depends on where the vans go",
                   "The council's lining crew had to paint the van bays before anything else",
                   "The fish van had to be kept as far from the flowers as possible",
                   "Delroy wanted to run the stalls' power off the vans"],
         "answer": "Every trader wants their van right behind their stall and a van takes more room than a "
                   "stall, so the plan depends on where the vans go"},
        {"n": 7, "type": "why", "ev": [16],
         "q": "Signs came last of the five. What was the reason given?",
         "para": ["signs done last - the reasoning",
                  "Janice said the twelve signs couldn't be sorted any earlier. What held them up?"],
         "cands": None,
         "answer": "A sign has to point somewhere, and until the stalls and the power were sorted nobody knew "
                   "which gate the shoppers would come in by (it's the bus station gate)"},
        {"n": 8, "type": "correction", "ev": [5, 13],
         "q": "Kieran made it two minutes' walk from the high street to the car park. What's the real time?",
         "cands": None,
         "answer": "6 minutes (six): Janice walked it at dinner time with her shopping trolley"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "For how long will the high street be dug up?",
         "cands": ["11 weeks", "6 weeks", "8 weeks", "16 weeks"],
         "answer": "11 weeks"},
        {"n": 10, "type": "correction", "ev": [8],
         "q": "Once Priya had put herself right, what does a car park pitch cost?",
         "para": ["car park pitch fee - correct figure and where the wrong one came from",
                  "The markets officer read out the wrong line at first. What's the real daily charge, and "
                  "whose rate had she given?"],
         "cands": None,
         "answer": "£11.50 (eleven pounds fifty) a day: the eighteen pounds she read first is what the car boot "
                   "sale pays on the same car park on a Sunday"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "tony thought the drains would take six weeks. who told him otherwise",
         "cands": None,
         "answer": "Priya Chaudhry, the council's markets officer: eleven weeks, it's on page two of the letter"},
        {"n": 12, "type": "who", "ev": [10],
         "q": "Putting the vans along the back wall in the old coach bays was whose suggestion?",
         "cands": ["Kieran Nolan", "Priya Chaudhry", "Delroy Barnes", "Tony Castellano"],
         "answer": "Kieran Nolan"},
        {"n": 13, "type": "needle_screen", "ev": [7],
         "q": "What does a trader normally pay for a day's pitch on the high street?",
         "cands": ["£23", "£18", "£11.50", "£32"],
         "answer": "£23"},
        {"n": 14, "type": "needle_screen", "ev": [11, 22],
         "q": "Which car park is the market going to?",
         "cands": ["Bank Street car park", "Station Road car park", "Cattle Market car park",
                   "Church Lane car park"],
         "answer": "Bank Street car park"},
        {"n": 15, "type": "speech_and_screen", "ev": [9],
         "q": "rain on the grating overhead - when exactly did it begin",
         "cands": None,
         "answer": "4:52 pm, the moment Tony shook Priya's hand on the fees"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "Delroy's cable and boxes will come to how much?",
         "cands": ["£1,260", "£1,620", "£3,870", "£126"],
         "answer": "£1,260"},
        {"n": 17, "type": "quantity", "ev": [11],
         "q": "priya's whiteboard plan fits how many pitches",
         "para": ["pitch total on the whiteboard plan",
                  "Once the vans had their spot, Priya drew the stalls out in rows. How many pitches did that "
                  "come to?"],
         "cands": None, "answer": "44 (forty four), in three rows, so all 41 traders fit with three to spare"},
        {"n": 18, "type": "spoken_fact", "ev": [6],
         "q": "According to Delroy, what's the power supply like where they're moving to?",
         "cands": ["Just two power points, one by the pay machine and one by the bottle bank",
                   "A box on every lamp post, the same as the high street",
                   "No power at all, so every stall will need a generator",
                   "Plenty of points, but the water company has switched them off"],
         "answer": "Just two power points, one by the pay machine and one by the bottle bank"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Is there any family tie between Tony and Siobhan?",
         "cands": None,
         "answer": "Yes: they're brother and sister (Tony is her big brother; she was a Castellano before she "
                   "married)"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "Priya has just said every trader will fit on the one car park. What does Siobhan do next?",
         "cands": None,
         "answer": "Went out to her van, came back with an armful of daffodils and gave a bunch to everybody, "
                   "Priya first"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First scene of the film?",
         "cands": ["Half past four on a Saturday, the market just packed up: traders still in their market coats "
                   "in the stall store under the town hall, among frames and tarpaulins",
                   "Stalls going up on a car park at seven in the morning",
                   "Diggers tearing up the high street",
                   "Priya reading the council's letter on the town hall steps"],
         "answer": "Half past four on a Saturday, the market just packed up: traders still in their market coats "
                   "in the stall store under the town hall, among frames and tarpaulins"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "janice says the next film will show what",
         "cands": ["The first Saturday market on the car park",
                   "The new drains going in under the high street",
                   "Kieran opening a café in the bus station",
                   "The Christmas lights going up on the stalls"],
         "answer": "The first Saturday market on the car park"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which firm is digging up the town centre for the drains?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price of one of Kieran's flat whites?",
         "cands": ["£2.80", "£3.20", "£2.50", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ treehouse (a treehouse builder's how-to)
RHIANNON = ("en-gb-x-gbcwmd+steph", "Rhiannon Pryce, treehouse builder")
TOMASZ = ("en-gb-x-gbclan+norbert", "Tomasz Nowak, labourer")
GRAHAM = ("en-gb-x-rp+quincy", "Graham Lister, grandad")
OWAIN = ("en-gb-scotland+Lee", "Owain Jenkins, arborist")
MAUREEN = ("en-gb-x-gbclan+aunty", "Maureen Kaye, next door")
ELLA = ("en-gb-x-rp+shelby", "Ella Lister, aged 10")

CEREAL_BOX = "#f2ecdc"
OAK = "#e5e3d6"
LAWN = "#e0eadb"
FENCE = "#ebe4da"
TIMBER = "#eee6d8"
GARDEN_DARK = "#1a1e1a"

TREEHOUSE = {
    "name": "treehouse",
    "footer": "14 Orchard Rise · how to build a treehouse · the oak at the bottom of the garden",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(RHIANNON, GARDEN_DARK, "How to build a treehouse",
              ["Rhiannon Pryce, treehouse builder", "The old oak at 14 Orchard Rise",
               "Thursday 10 to Saturday 12 April"],
              "Eight o'clock on a Thursday morning in the Easter holidays, at the bottom of Graham's garden. "
              "There's an old oak, a pile of timber on the lawn, and two children in pyjamas at the back door, "
              "watching. I'm Rhiannon Pryce, I build treehouses, and my camera is on the roof of Graham's "
              "shed."),
        # 1
        slide(RHIANNON, CEREAL_BOX, "The children's list",
              ["1. A rope ladder", "2. A trapdoor", "3. A roof that doesn't leak", "4. A bucket on a pulley",
               "5. A window"],
              "Ella and Alfie wrote their list in felt tip on a cereal box, in the order they thought of things "
              "at breakfast. We didn't keep to it. Number two came first, the trapdoor, because it's framed "
              "into the floor as the floor goes down. Cut a hole in a finished floor, and you cut through the "
              "very joists that hold it up."),
        # 2
        slide(GRAHAM, LAWN, "The grandad",
              ["Graham Lister, grandad", "The children: Ella, 10, and Alfie, 7"],
              "Graham Lister, grandad, and the one paying. I've wanted a treehouse in this oak since we moved "
              "in, and now I've got the excuse. It must be a hundred years old if it's a day. What it's all "
              "cost me, I'm not saying, because my wife might watch this. And I've a tin to go under the window "
              "seat, and what's in it is my business."),
        # 3
        slide(OWAIN, OAK, "The tree man",
              ["Owain Jenkins, arborist", "The oak: 4.3 m round, about 240 years old"],
              "Owain Jenkins, arborist. A hundred, Graham? Two hundred and forty, give or take, going by how far "
              "round it is. I've climbed it and checked it: sound wood, no rot, and big enough to carry a "
              "treehouse and then some. Rhiannon is my niece. Her mum's my little sister, and I taught Rhiannon "
              "to climb when she was smaller than Ella."),
        # 4
        slide(MAUREEN, FENCE, "Next door",
              ["Maureen Kaye, next door", "Her bathroom window: facing the oak"],
              "Maureen Kaye, next door. I've nothing against children, but that oak looks straight into my "
              "bathroom, and now there's to be a house up it with a window in. I've said so to Graham over the "
              "fence. Last summer his son walked into that low branch carrying a paddling pool, and I heard the "
              "language from my kitchen."),
        # 5
        slide(ELLA, CEREAL_BOX, "The client",
              ["Ella Lister, aged 10", "Alfie's idea: the bucket on a pulley"],
              "I'm Ella, and I'm ten. Alfie's seven, so he only thought of the bucket. The rope ladder was my "
              "idea, and it's number one because it's the most important. We haven't decided what to call the "
              "treehouse yet. Alfie wants a name with swords in it, and I don't. Grandad says whoever does the "
              "most sanding gets to choose."),
        # 6
        slide(RHIANNON, TIMBER, "The platform",
              ["Platform floor: 2.4 m up", "One end on a tree bolt, one on a sliding bracket"],
              "Before anything on the list, the platform. The floor will be eight metres up. No, two point four "
              "metres: eight feet, I mean. Graham's had me working in feet all morning. One end sits on a steel "
              "bolt through the trunk, the other on a sliding bracket, so when the oak sways, it doesn't tear "
              "the platform apart."),
        # 7
        slide(RHIANNON, TIMBER, "Trapdoor first",
              ["Number 2 on the list", "Trapdoor framed into the floor: Thursday 2:15 pm"],
              "First, number two, the trapdoor. Frame a square hole between the joists, double up the joists "
              "either side, and hang the hatch on two strong hinges so it opens upwards. Tomasz came past "
              "carrying a floorboard on his shoulder, looking at the hatch and not where he was going, and "
              "walked smack into the low branch. He said something in Polish."),
        # 8
        slide(GRAHAM, LAWN, "The timber",
              ["Timber and fixings: £785"],
              "I've had the timber bill, seven hundred and eighty five pounds, and that's just the wood and the "
              "bolts. It must weigh about half a ton, all that, stacked on my lawn. The grass under it will be "
              "yellow till June. I offered to help carry, and Rhiannon gave me a broom, which tells you what she "
              "thinks of my back."),
        # 9
        slide(TOMASZ, TIMBER, "Eight hundred and sixty",
              ["Tomasz Nowak, labourer", "Timber delivered, on the delivery note: 860 kg"],
              "Tomasz Nowak, I work with Rhiannon. Half a ton, Graham? Eight hundred and sixty kilos. It's on "
              "the delivery note. The flatbed couldn't get round the back, so I carried every board of it "
              "through Graham's hall, past his wife's good carpet, one at a time. Ella counted my trips, and she "
              "says a hundred and four. I think she lost count."),
        # 10
        slide(OWAIN, OAK, "The low branch",
              ["The low branch: staying", "Rope ladder: 12 rungs, knotted by Owain"],
              "Everybody asks why I don't just saw that low branch off. Because it's holding the tree in "
              "balance. Take it off, and the oak leans towards the house a bit more every winter. So it stays. "
              "While the others were on the walls, I knotted the rope ladder, twelve rungs, with a proper knot "
              "under every one."),
        # 11
        slide(RHIANNON, TIMBER, "Window second",
              ["Number 5 on the list", "Walls built flat on the lawn, lifted up: Friday 11:40 am",
               "Porthole off the narrowboat Kingfisher Lass"],
              "Second, number five, the window. The walls are built flat on the lawn and lifted up onto the "
              "platform, and the window goes in while the wall is still lying on the grass, because it's easier "
              "to frame a hole you can kneel over. Graham found an old brass porthole in his garage, off a boat "
              "his dad had, so that's our window."),
        # 12
        slide(MAUREEN, FENCE, "The porthole",
              ["The porthole: facing Graham's lawn"],
              "I'll say this for her, she put that porthole on the side facing Graham's lawn, not my bathroom. I "
              "was watching over the fence when Graham came down the garden with two mugs of tea, ducked for the "
              "washing line, and cracked his head on that branch so hard the tea went everywhere. He sat on the "
              "lawn for a good minute."),
        # 13
        slide(RHIANNON, TIMBER, "Roof third",
              ["Number 3 on the list", "Roof felted: Friday 5:40 pm", "Rain forecast: Saturday night"],
              "Third, number three, a roof that doesn't leak. It goes on once the walls are up, of course, but "
              "we also raced it because rain was forecast for Saturday night. Two layers of felt, lapped the way "
              "the water runs, and a drip edge all round. Ella tried it with a watering can from the top of the "
              "stepladder, and the inside stayed dry."),
        # 14
        slide(ELLA, LAWN, "Sanding",
              ["Sanding: Saturday morning"],
              "On Saturday I did the most sanding, so I should get to choose the name, but Alfie says that isn't "
              "fair, so it's still not decided. Then Owain came down out of the tree backwards, stood up, and "
              "bonked his head right on the low branch. Even the tree man! He said the branch was only doing "
              "its job."),
        # 15
        slide(RHIANNON, OAK, "Lagging the branch",
              ["Foam lagging on the low branch: Saturday 1:10 pm"],
              "Enough was enough. I ducked under that branch myself just in time on Saturday morning, and "
              "Graham's hat got knocked clean off when he stooped under it. So we wrapped it in foam pipe "
              "lagging, bright orange, and Ella painted a face on it. Nobody has hit it since, and Owain says "
              "the tree doesn't mind."),
        # 16
        slide(RHIANNON, TIMBER, "Ladder fourth",
              ["Number 1 on the list", "Rope ladder tied on: Saturday 2:50 pm"],
              "Fourth, number one, the rope ladder, though it tops the list. It hangs through the trapdoor from a "
              "beam, and it only went on once the roof was done, because a ladder is a way in, and I don't let "
              "children up into a building site with tools and loose boards overhead. Twelve rungs, and it "
              "swings, which is the point."),
        # 17
        slide(MAUREEN, FENCE, "Over the fence",
              ["A tin over the fence: Saturday 3:05 pm"],
              "As soon as that rope ladder was tied on, I went in and fetched my tin of flapjack and passed it "
              "over the fence, for the workers. I'd made it on Thursday, to be honest, and been waiting for a "
              "reason. Tomasz ate four pieces. Graham said it was the first nice thing I'd said all week, and I "
              "said I hadn't said anything."),
        # 18
        slide(ELLA, OAK, "Up the ladder",
              ["Children up for the first time: Saturday 3:26 pm"],
              "Alfie went up first, because he's the smallest, and then me. The very moment my head came up "
              "through the trapdoor, a woodpecker started drumming somewhere up in the oak, like it was knocking "
              "to come in. Grandad says it's the tree saying hello. It's even better than the cereal box."),
        # 19
        slide(RHIANNON, FENCE, "Pulley last",
              ["Number 4 on the list", "Pulley arm over the fence: Saturday 4:15 pm"],
              "Last, number four, the bucket on a pulley. The pulley arm swings out over the fence, above "
              "Maureen's side, and it couldn't go up until she'd agreed, which she only did once she'd seen the "
              "porthole faced the other way, and eaten her own flapjack. Alfie hauled up a bucket of biscuits "
              "straight away. It's all he wanted."),
        # 20
        slide(OWAIN, OAK, "The last check",
              ["Bolt and bracket checked: Saturday 5:05 pm"],
              "Last job of mine, I went up and checked the bolt and the sliding bracket with a spanner, and gave "
              "the whole thing a good shake. It'll want looking at every spring, as the tree grows round the "
              "bolt. Rhiannon's made a better job of it than I would have, and I'll deny I ever said that."),
        # 21
        slide(GRAHAM, LAWN, "The name board",
              ["Name board by the door: still blank", "Finished: Saturday 5:30 pm"],
              "Last thing, I screwed down the lid of the window seat over my tin. What's in it, nobody will know "
              "until somebody takes this treehouse down, and I hope I'll be past caring by then. The name board "
              "is painted and hung by the door, and it's still blank, because the pair of them can't agree. I'm "
              "not getting involved."),
        # 22
        slide(RHIANNON, GARDEN_DARK, "Next on the channel",
              ["A shepherd's hut on wheels", "For a holiday let on a farm", "From Monday 28 April"],
              "Next time: a shepherd's hut on wheels, built from the chassis up, for a holiday let on a farm up "
              "the valley. Tomasz has already asked if there are any low branches. There aren't, there's not a "
              "tree for a mile, but there is a bull in the next field, which he's less happy about."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's being made in this back-garden video?",
         "para": ["oak tree video - what's the job",
                  "A cereal-box wish list, a brass porthole and a lot of orange foam: what is the film showing "
                  "you how to do?"],
         "cands": ["A how-to: building a treehouse in an old oak at the bottom of a back garden, with a trapdoor, "
                   "a window, a roof, a rope ladder and a bucket on a pulley",
                   "Building a shepherd's hut on wheels for a holiday let on a farm",
                   "A tree surgeon taking down an old oak that leans towards a house",
                   "Putting up a children's climbing frame from a flat-pack kit"],
         "answer": "A how-to: building a treehouse in an old oak at the bottom of a back garden, with a trapdoor, "
                   "a window, a roof, a rope ladder and a bucket on a pulley"},
        {"n": 2, "type": "count", "ev": [7, 12, 14],
         "q": "How many people bang their heads on that low branch during the build?",
         "para": ["heads v. branch - tally of times the branch won",
                  "Leave out the dad with the paddling pool last summer, Rhiannon ducking in time and Graham's "
                  "hat getting knocked off. How many real knocks on the head were there?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Of the five things the children wished for, which was built first?",
         "cands": ["A trapdoor", "A rope ladder", "A window", "A roof that doesn't leak"],
         "answer": "A trapdoor"},
        {"n": 4, "type": "order", "ev": [1, 7, 11, 13, 16, 19],
         "q": "The rope ladder was number one on the cereal box. How far into the build did it actually go on?",
         "cands": None,
         "answer": "Fourth: after the trapdoor, the window and the roof, and before the bucket on a pulley"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "what made the trapdoor the first thing built",
         "para": ["hatch in the floor first - how come",
                  "Rhiannon wouldn't leave the trapdoor for later. What would go wrong if you added it "
                  "afterwards?"],
         "cands": None,
         "answer": "It's framed into the floor as the floor goes down: cut a hole in a finished floor and you cut "
                   "through the joists that hold it up"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "What kept the bucket and pulley waiting until last?",
         "cands": ["Its arm swings out over the fence above Maureen's side, and it couldn't go up until she'd "
                   "agreed",
                   "The pulley wheel wasn't delivered until the Saturday afternoon",
                   "Its rope came from what was left over once the ladder was knotted",
                   "Owain had to test the roof beam before it could take a bucket"],
         "answer": "Its arm swings out over the fence above Maureen's side, and it couldn't go up until she'd "
                   "agreed"},
        {"n": 7, "type": "why", "ev": [10],
         "q": "Everyone kept hitting the low branch. Why not simply saw it off?",
         "cands": ["It holds the tree in balance: take it off and the oak leans towards the house a bit more "
                   "every winter",
                   "Maureen wouldn't allow it, because it screens her bathroom",
                   "The oak has a preservation order on it",
                   "The rope ladder hangs from it"],
         "answer": "It holds the tree in balance: take it off and the oak leans towards the house a bit more "
                   "every winter"},
        {"n": 8, "type": "correction", "ev": [2, 3],
         "q": "Graham guessed the oak at a hundred years. What did Owain reckon?",
         "para": ["how old is that oak really",
                  "The arborist judged the tree's age from how far round the trunk is. What age did he settle "
                  "on?"],
         "cands": None,
         "answer": "About 240 years (two hundred and forty), give or take, going by its girth (4.3 m round)"},
        {"n": 9, "type": "correction", "ev": [6],
         "q": "Height of the treehouse floor off the ground?",
         "cands": ["2.4 m", "8 m", "1.8 m", "4.2 m"],
         "answer": "2.4 m"},
        {"n": 10, "type": "who", "ev": [8, 9],
         "q": "Graham said the timber weighed about half a ton. Which of them corrected that?",
         "para": ["who had the real weight of the wood",
                  "Somebody had the delivery note and had carried every board through the hall. Who gave the "
                  "true figure?"],
         "cands": None,
         "answer": "Tomasz Nowak, the labourer: 860 kg, off the delivery note"},
        {"n": 11, "type": "who", "ev": [10],
         "q": "The knots in the rope ladder were tied by?",
         "cands": ["Owain Jenkins", "Tomasz Nowak", "Rhiannon Pryce", "Graham Lister"],
         "answer": "Owain Jenkins"},
        {"n": 12, "type": "needle_screen", "ev": [0],
         "q": "On which date did work start on the treehouse?",
         "cands": ["Thursday 10 April", "Friday 11 April", "Saturday 12 April", "Monday 28 April"],
         "answer": "Thursday 10 April"},
        {"n": 13, "type": "needle_screen", "ev": [11],
         "q": "the porthole window came off which boat",
         "cands": None, "answer": "The narrowboat Kingfisher Lass (Graham's dad's)"},
        {"n": 14, "type": "speech_and_screen", "ev": [18],
         "q": "Woodpecker drumming in the oak: time it started?",
         "cands": None,
         "answer": "3:26 pm on the Saturday, the moment Ella's head came up through the trapdoor"},
        {"n": 15, "type": "quantity", "ev": [8],
         "q": "Timber and fixings - what was the bill?",
         "cands": ["£785", "£758", "£587", "£1,085"],
         "answer": "£785"},
        {"n": 16, "type": "quantity", "ev": [10],
         "q": "Number of rungs on the rope ladder?",
         "cands": None, "answer": "12 (twelve)"},
        {"n": 17, "type": "spoken_fact", "ev": [6],
         "q": "How is the platform held on so that the oak can still move?",
         "cands": ["A steel bolt through the trunk at one end and a sliding bracket at the other, so the oak can "
                   "sway without tearing it apart",
                   "Nailed straight to the trunk in four places",
                   "Tied round the trunk with ratchet straps",
                   "It stands on four posts and never touches the tree"],
         "answer": "A steel bolt through the trunk at one end and a sliding bracket at the other, so the oak can "
                   "sway without tearing it apart"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "owain and rhiannon, what's the connection",
         "cands": None,
         "answer": "Owain is Rhiannon's uncle: her mum is his little sister"},
        {"n": 19, "type": "right_before_after", "ev": [17],
         "q": "Right after the ladder got tied on, what did the neighbour do?",
         "cands": None,
         "answer": "Maureen went in, fetched her tin of flapjack and passed it over the fence for the workers"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "What's on screen when Rhiannon's film begins?",
         "cands": ["Thursday morning at the bottom of Graham's garden: an old oak, timber on the lawn and two "
                   "children in pyjamas watching from the back door",
                   "Alfie hauling up a bucket of biscuits on the pulley",
                   "Maureen passing a tin of flapjack over the fence",
                   "Owain climbing the oak on a rope"],
         "answer": "Thursday morning at the bottom of Graham's garden: an old oak, timber on the lawn and two "
                   "children in pyjamas watching from the back door"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which project is trailed for the next episode?",
         "cands": ["A shepherd's hut on wheels for a holiday let on a farm",
                   "Painting the treehouse and putting its name up",
                   "A zip wire from the treehouse to the shed",
                   "A den in a primary school's wild garden"],
         "answer": "A shepherd's hut on wheels for a holiday let on a farm"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What did Graham seal inside the tin under the window seat?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did Graham pay Rhiannon altogether for the job?",
         "cands": ["£2,400", "£1,850", "£3,150", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "so what name did the kids end up giving the treehouse",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ turnout (a dairy farm's turnout day)
CAROL = ("en-gb-x-gbcwmd+aunty", "Carol Moorcroft, farmer's wife")
KEN = ("en-gb-x-gbcwmd+iven", "Ken Moorcroft, farmer")
DEV = ("en-gb-x-rp+sandro", "Dev Sharma, herd manager")
JIM = ("en-gb-x-gbclan+pedro", "Jim Ackroyd, parish council")
ALUN = ("en-gb-scotland+victor", "Alun Rees, next farm along")
BRIDGET = ("en-gb-x-rp+linda", "Reverend Bridget Olsen, vicar")

MILK_SHEET = "#eeeee4"
YARD = "#e7e3dc"
LANE = "#e3e6dc"
VILLAGE = "#ebe5dd"
MEADOW = "#dde9d8"
PARLOUR_DARK = "#1b1d20"

TURNOUT = {
    "name": "turnout",
    "footer": "Greystone Farm, Thornbeck · turnout day · from the milk stand at the top of the lane",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(CAROL, PARLOUR_DARK, "Turnout day",
              ["Greystone Farm, Thornbeck", "Saturday 26 April", "Milking starts: 5:00 am"],
              "Five o'clock on a Saturday morning, still dark, and the parlour lights are on. Today, for the "
              "first time since the autumn, our cows go out to grass, down the lane through the village to the "
              "meadow by the river, and half the dale is coming to watch. I'm Carol Moorcroft, and my camera is "
              "on the milk stand at the top of the lane."),
        # 1
        slide(CAROL, MILK_SHEET, "Ken's list",
              ["1. Shut every gate along the lane", "2. Rope off the green for the crowd",
               "3. Check the water troughs in the meadow", "4. Air ambulance buckets at the cattle grid",
               "5. Park the cars in the top field"],
              "Ken wrote the jobs on the back of a milk recording sheet, in the order they came to him while he "
              "was shaving. We didn't keep to it. Number five went first, the parking, because cars started "
              "turning up at half past six, before milking was even done, and they were parking along the lane, "
              "which is exactly where the cows have to walk."),
        # 2
        slide(KEN, YARD, "The farmer",
              ["Ken Moorcroft, farmer", "Cows in the sheds since: Thursday 9 October"],
              "Ken Moorcroft. Those cows have been in the sheds since October, eating silage. They each give "
              "about twenty litres a day, and they know exactly what today is. They've been bawling since four. "
              "Dev's my son-in-law. He married our Laura, came up from Leicester for a weekend eleven years ago, "
              "and never went home."),
        # 3
        slide(DEV, YARD, "The milking",
              ["Dev Sharma, herd manager", "Milk a cow a day, off the parlour computer: 31 litres"],
              "Dev Sharma, I run the milking. Twenty litres, Ken? Thirty one, on average, off the parlour "
              "computer, and you know it, because you read it every morning over your porridge. They go out "
              "after milking, with empty udders, so they can run. And they will run. What the dairy pays us "
              "for it, don't ask. It'll only spoil the day."),
        # 4
        slide(JIM, LANE, "The car park man",
              ["Jim Ackroyd, parish council", "Parking: pay what you like, for the air ambulance"],
              "Jim Ackroyd, parish council, and today I'm a car park. I borrowed the clicker from the cricket "
              "club's scorer, and I click every car into Ken's top field. People pay what they like, into a "
              "bucket, for the air ambulance. I'm told there'll be a hundred and fifty cows coming down that "
              "lane, and I've never seen more than six at once."),
        # 5
        slide(BRIDGET, VILLAGE, "The vicar",
              ["Reverend Bridget Olsen, vicar", "The vicarage: halfway down the lane"],
              "Bridget Olsen, vicar. The vicarage is halfway down the lane, and I've been told to keep my gate "
              "shut, which I did, at breakfast. Last year a heifer walked into the post office and stood by the "
              "birthday cards until somebody rattled a bucket. I'm here with a flask, my wellies and a prayer "
              "for my tulips."),
        # 6
        slide(ALUN, LANE, "The neighbour",
              ["Alun Rees, next farm along", "From Ken's yard to the meadow gate: 900 m"],
              "Alun Rees, I farm next door, and I've come to stand in a gateway with my arms out, which is what "
              "neighbours are for. It's nine hundred metres from Ken's yard to the meadow gate, past the pub, "
              "the church, the school and every front garden in Thornbeck. I've done this for Ken for twenty "
              "years."),
        # 7
        slide(KEN, YARD, "One eight six",
              ["Cows going out: 186", "Lead cow: No. 214"],
              "A hundred and fifty, Jim? One hundred and eighty six. I know every one of them, and the one at "
              "the front knows them better than I do. She's led them out for six years. The grandchildren have "
              "a name for her, but she answers to a bucket, not a name, and I'm not having it on the film."),
        # 8
        slide(CAROL, LANE, "Parking first",
              ["Number 5 on the list", "Cars into the top field from: 6:30 am", "Cars by the end of the day: 340"],
              "So first, number five, the parking. Jim stood in the lane in his hi-vis and sent every car up into "
              "the top field, and by the end of the day his clicker said three hundred and forty. Ken wanted it "
              "done first, because a cow will walk round a parked car once, but a hundred and eighty six of "
              "them won't."),
        # 9
        slide(DEV, MEADOW, "Troughs second",
              ["Number 3 on the list", "Troughs filling from the spring: 7:15 am"],
              "Second, number three, the water troughs, because from our spring it takes three hours to fill "
              "them, and cows come off that lane thirsty. I found one trough cracked over the winter and full of "
              "leaves, and mended it with a bit of sealant and a lot of swearing. Carol brought me a bacon "
              "sandwich, so I forgave the trough."),
        # 10
        slide(ALUN, VILLAGE, "The green third",
              ["Number 2 on the list", "Crowd roped off on the green: 9:30 am"],
              "Third, number two, roping off the green, because by half past nine there were people everywhere, "
              "children on shoulders and dogs on leads, and you don't want them standing in the lane when a cow "
              "comes round the corner at a trot. Jim lent us the cricket club's boundary rope. It didn't quite "
              "reach, so we finished it with baler twine."),
        # 11
        slide(KEN, LANE, "Gates fourth",
              ["Number 1 on the list", "Every gate on the lane shut: 10:30 am"],
              "Fourth, number one, the gates, though they were top of my list. We shut every gate on the lane "
              "last thing, at half past ten, because people had been in and out of them all morning, getting a "
              "better look, and a gate shut at seven is open again by nine. I went down the lane myself and shut "
              "each one."),
        # 12
        slide(CAROL, LANE, "Off they go",
              ["Cows out of the yard: 10:40 am"],
              "At twenty to eleven Ken opened the yard gate, and the lead cow walked out like she owned the "
              "village. They came down the lane at a steady trot, bawling, tails up, with Alun and the others in "
              "the gateways. The crowd on the green went quiet. One cow stopped to put her head over the school "
              "gate, thought about it, and walked on."),
        # 13
        slide(BRIDGET, VILLAGE, "The tulips",
              ["The vicarage garden"],
              "Somebody had opened my gate again to get a better view, and a big black and white cow came "
              "straight through it, trotted across the lawn, and started on my tulips. Carol came in after her, "
              "rattling a bucket of cattle cake, and led her out like a dog on a lead. I'm no farmer, but I think "
              "she enjoyed the tulips."),
        # 14
        slide(JIM, VILLAGE, "The pub",
              ["The Fleece car park"],
              "Outside the pub, a cow saw the car park gate standing open and swung in through it, past the beer "
              "garden, and stood nose to nose with the landlord's Range Rover. Alun and I walked her back out "
              "onto the lane. The landlord says he's putting her on the menu. I've told him she's worth more "
              "than the Range Rover."),
        # 15
        slide(ALUN, VILLAGE, "The rockery",
              ["Mrs Hebden's front garden"],
              "Further down, Mrs Hebden had come out to watch and left her garden gate wide open behind her, and "
              "in went a heifer, straight over the rockery and twice round the bird bath. I stood in the gap with "
              "my arms out while Mrs Hebden shooed her out with a tea towel. Twenty years I've done this, and "
              "that's a first."),
        # 16
        slide(DEV, VILLAGE, "The churchyard",
              ["The lych gate"],
              "By the church, the lych gate had been propped open for the bell-ringers, and one of the older cows "
              "went through it and off among the gravestones, as calm as you like. I got round her and walked "
              "her back out. Then Meg, our sheepdog, shot through the same gate after a cat, which didn't help. "
              "The vicar says she saw nothing."),
        # 17
        slide(KEN, MEADOW, "The meadow gate",
              ["Meadow gate open: 10:58 am", "The meadow: Kirk Holme, by the river"],
              "At the bottom, somebody had left the gate onto the cricket field open, and one of my best cows "
              "went through it and straight across the square, which the groundsman will not forgive. Alun "
              "headed her off by the pavilion. Then I opened the meadow gate myself, stood back, and the lead "
              "cow walked up to it like she'd been waiting all winter."),
        # 18
        slide(CAROL, MEADOW, "On the grass",
              ["First cow on the grass: 11:07 am"],
              "The very moment the first cow stepped onto the grass, the rain cleared off and the sun came out "
              "over the fell, as if somebody had switched it on. Then they went mad: kicking their heels up, "
              "bucking, running in circles, old cows and young ones, a hundred and eighty six of them. The crowd "
              "along the fence cheered every jump."),
        # 19
        slide(DEV, MEADOW, "Ken's cap",
              ["Last cow into the meadow: 11:16 am"],
              "As soon as the last cow was through the meadow gate, Ken took his cap off and threw it up in the "
              "air, which I've never seen him do in eleven years. It came down on the back of a cow, and went "
              "off across the meadow with her. He got it back when they came in, chewed at the peak, and he's "
              "wearing it now."),
        # 20
        slide(CAROL, MILK_SHEET, "Buckets last",
              ["Number 4 on the list", "Raised in the air ambulance buckets: £1,312"],
              "Last, number four, the air ambulance buckets at the cattle grid. They went out last, on purpose, "
              "once the cows were in the meadow and the crowd was walking back, because people give when they're "
              "happy, after they've seen the cows dance, not before. One thousand three hundred and twelve "
              "pounds, counted on the kitchen table."),
        # 21
        slide(CAROL, YARD, "Back in",
              ["Cows back in for milking: 4:00 pm", "Last car out of the top field: 6:20 pm"],
              "The cows came back up the lane for milking at three o'clock. No, four: the kitchen clock is still "
              "on winter time, because nobody has put it forward since March. By twenty past six the last car "
              "had gone from the top field. Ken fell asleep in his chair with his boots on, and I didn't wake "
              "him."),
        # 22
        slide(CAROL, PARLOUR_DARK, "Next on the channel",
              ["The first cut of silage", "Kirk Holme and the top field", "From late May"],
              "Next time: the first cut of silage, in late May, when the grass the cows didn't eat comes off the "
              "fields in a day and a night. Dev will drive the new mower, Ken will tell him he's doing it wrong, "
              "and Jim wants to know if he can park cars for that too."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Describe the day this farm video covers.",
         "para": ["cows and a village lane - what's the occasion",
                  "Tulips eaten, a cap thrown in the air and buckets at a cattle grid: what happened on this "
                  "Saturday?"],
         "cands": ["A dairy farm's turnout day: the cows go out to grass for the first time since October, down "
                   "the lane through the village to the meadow, with half the dale watching",
                   "The first cut of silage coming off the fields",
                   "A livestock market's spring sale of dairy cows",
                   "A farm open day with tractor rides for the air ambulance"],
         "answer": "A dairy farm's turnout day: the cows go out to grass for the first time since October, down "
                   "the lane through the village to the meadow, with half the dale watching"},
        {"n": 2, "type": "count", "ev": [13, 14, 15, 16, 17],
         "q": "How many cows strayed off the lane through a gate somebody had left open?",
         "para": ["cows going through open gates on the way down - total",
                  "Leaving aside last year's heifer in the post office, the cow that only looked over the school "
                  "gate, Meg the sheepdog or the meadow gate itself. How many wandered in where they shouldn't "
                  "have?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which job on the back of the milk recording sheet was tackled first?",
         "cands": ["Park the cars in the top field", "Shut every gate along the lane",
                   "Check the water troughs in the meadow", "Rope off the green for the crowd"],
         "answer": "Park the cars in the top field"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 10, 11, 20],
         "q": "Ken's five jobs - what order did they really get done in?",
         "para": ["farm jobs list - sequence they were really done in",
                  "His sheet went gates, green, troughs, buckets, parking. How did the morning actually go?"],
         "cands": None,
         "answer": "Parking first, then the water troughs, roping off the green, shutting the gates, and the air "
                   "ambulance buckets last (5, 3, 2, 1, 4)"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "why sort the parking before anything else",
         "cands": None,
         "answer": "Cars started turning up at half past six, before milking was done, and were parking along "
                   "the lane the cows have to walk down"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "Shutting the gates was item one, yet it was left till half past ten. What was Ken's thinking?",
         "cands": ["People had been in and out of them all morning, and a gate shut at seven is open again by "
                   "nine",
                   "The bell-ringers needed the lych gate open until the ringing had finished",
                   "Alun couldn't get there to stand in the gateways until half past ten",
                   "The cricket club wanted its gate left open for the groundsman"],
         "answer": "People had been in and out of them all morning, and a gate shut at seven is open again by "
                   "nine"},
        {"n": 7, "type": "why", "ev": [20],
         "q": "Collecting buckets went out last of all. What was the idea?",
         "para": ["air ambulance buckets left till last - reason",
                  "Carol said the buckets at the cattle grid went out late on purpose. Why?"],
         "cands": None,
         "answer": "People give when they're happy, after they've seen the cows dance, not before: so they went "
                   "out once the cows were in the meadow and the crowd was walking back"},
        {"n": 8, "type": "correction", "ev": [4, 7],
         "q": "Jim had been told a hundred and fifty cows. How many actually went out?",
         "cands": None,
         "answer": "186 (one hundred and eighty six): Ken knows every one of them"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "On average, what does each cow give a day, per the parlour computer?",
         "cands": ["31 litres", "20 litres", "13 litres", "42 litres"],
         "answer": "31 litres"},
        {"n": 10, "type": "correction", "ev": [21],
         "q": "Carol's time for the cows coming back in got changed. To what, and what threw her?",
         "cands": None,
         "answer": "4:00 pm (four o'clock), not three: the kitchen clock is still on winter time, nobody has put "
                   "it forward since March"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Who pulled Ken up over his twenty litres a day?",
         "para": ["who put the farmer right about the milk yield",
                  "Someone runs the milking and had the parlour computer's average. Name?"],
         "cands": None,
         "answer": "Dev Sharma, the herd manager (his son-in-law): 31 litres a cow, off the parlour computer"},
        {"n": 12, "type": "who", "ev": [13],
         "q": "the cow in the vicarage tulips was led out by",
         "cands": ["Carol Moorcroft", "Dev Sharma", "Alun Rees", "Ken Moorcroft"],
         "answer": "Carol Moorcroft"},
        {"n": 13, "type": "needle_screen", "ev": [7],
         "q": "What's the lead cow's number?",
         "cands": ["214", "241", "186", "124"],
         "answer": "214"},
        {"n": 14, "type": "needle_screen", "ev": [17, 22],
         "q": "What is the riverside meadow called?",
         "cands": ["Kirk Holme", "Low Ings", "Beck Side", "Mill Holme"],
         "answer": "Kirk Holme"},
        {"n": 15, "type": "speech_and_screen", "ev": [18],
         "q": "Sun breaking through over the fell - what time was that?",
         "cands": None,
         "answer": "11:07 am, the moment the first cow stepped onto the grass"},
        {"n": 16, "type": "quantity", "ev": [20],
         "q": "Total in the air ambulance buckets?",
         "cands": ["£1,312", "£1,213", "£3,112", "£312"],
         "answer": "£1,312"},
        {"n": 17, "type": "quantity", "ev": [8],
         "q": "cars parked in ken's top field by the end - how many",
         "cands": None, "answer": "340 (three hundred and forty)"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "What did Jim use to keep count of the cars?",
         "cands": ["A clicker borrowed from the cricket club's scorer",
                   "A book of numbered parking tickets",
                   "Number plates written down in a notebook",
                   "A camera on the field gate"],
         "answer": "A clicker borrowed from the cricket club's scorer"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "How are Ken and Dev related?",
         "cands": None,
         "answer": "Father-in-law and son-in-law: Dev married Ken's daughter Laura"},
        {"n": 20, "type": "right_before_after", "ev": [19],
         "q": "The last cow has gone through the meadow gate. What does Ken do?",
         "cands": None,
         "answer": "Took his cap off and threw it up in the air, which Dev had never seen him do; it came down on "
                   "a cow's back and went off across the meadow"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does Carol's film of the day open?",
         "cands": ["Five o'clock on a Saturday morning, still dark, with the parlour lights on",
                   "The cows kicking their heels up in the meadow",
                   "Jim in his hi-vis waving cars into the top field",
                   "Ken asleep in his chair with his boots on"],
         "answer": "Five o'clock on a Saturday morning, still dark, with the parlour lights on"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's coming up in the next instalment?",
         "cands": ["The first cut of silage, in late May",
                   "The cows coming back into the sheds for winter",
                   "A new milking parlour being built",
                   "The village cricket club's opening match"],
         "answer": "The first cut of silage, in late May"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What name do the grandchildren call the lead cow?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much a litre does the dairy pay the farm for its milk?",
         "cands": ["38p", "42p", "29p", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [MARKET, TREEHOUSE, TURNOUT]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "market": [25.5, 24.5, 25.5, 24.5, 26.5, 24.0, 26.5, 25.0, 24.5, 25.5, 27.5, 25.5, 22.0, 24.5, 28.0, 23.0, 28.0, 24.0, 23.0, 22.0, 23.5, 26.5, 25.5],
    "treehouse": [23.0, 25.0, 25.0, 27.5, 23.0, 26.0, 27.5, 26.5, 26.0, 27.5, 26.0, 23.5, 25.0, 27.5, 24.0, 25.5, 24.0, 26.5, 20.5, 26.0, 24.5, 24.5, 23.5],
    "turnout": [24.5, 27.5, 27.0, 26.5, 24.0, 24.0, 24.0, 22.0, 26.0, 26.0, 25.0, 26.0, 26.0, 26.5, 20.0, 24.5, 27.5, 25.5, 28.0, 21.5, 27.0, 24.5, 22.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
