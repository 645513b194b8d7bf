"""Scripts of the "blind47" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- tollbridge: a toll bridge trust's emergency meeting in its toll house, after a lorry that ignored the
              weight limit knocked a length of the bridge's parapet into the river, from the barrier
              across the road at half past six to the show of hands and the cones on the footway (the
              clerk, the chair, the toll keeper, the county highways officer, the parents' rep and the
              structural engineer, who has to drive nineteen miles round to get there)
- snooker:    a table fitter's how-to: re-clothing and levelling a full size snooker table upstairs at a
              miners' welfare, over three days, from the bare slate on the Monday to the first red on
              the new cloth on the Wednesday (the fitter, her apprentice, his grandad, the steward, a
              joiner and the club secretary)
- cordon:     a village's day as a wartime bomb turned up by a farmer's plough next to the school is blown
              up by the army while everybody inside the cordon waits in the village hall, from the
              tractor standing in the half dark at half past seven to the last family home at ten past
              five (the hall caretaker, the farmer, the police sergeant, the bomb disposal officer, the
              head teacher and the local historian)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ tollbridge (a toll bridge trust's meeting)
WENDY = ("en-gb-x-gbcwmd+Alicia", "Wendy Ashworth, clerk to the trust")
DOROTHY = ("en-gb-x-gbclan+grandma", "Dorothy Fell, chair")
NATHAN = ("en-gb-x-gbclan+david", "Nathan Birkett, toll keeper")
RAVI = ("en-gb-x-rp+Hugo", "Ravi Mistry, county highways")
CATRIONA = ("en-gb-scotland+Andrea", "Catriona Bell, structural engineer")
GEMMA = ("en-gb-x-rp+belinda", "Gemma Lowther, parents' rep")

MINUTES = "#f0ede2"
TOLL_HOUSE = "#ebe3d5"
BRIDGE_STONE = "#e3e4df"
COUNTY = "#e1e6ea"
RIVER = "#dde7e9"
RIVER_NIGHT = "#181c23"

TOLLBRIDGE = {
    "name": "tollbridge",
    "footer": "Hollingwath Bridge Trust · emergency meeting · the toll house",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(WENDY, RIVER_NIGHT, "Bridge closed",
              ["Hollingwath Bridge Trust", "Emergency meeting in the toll house", "Tuesday 4 March",
               "Starts: 6:30 pm"],
              "Tuesday evening in the toll house by the bridge. Outside there's a barrier across the road and "
              "a sign saying bridge closed, and the river is loud tonight. Seven trustees are squeezed round "
              "the toll desk. I'm Wendy Ashworth, clerk to the trust, and my camera is on the shelf with the "
              "ticket rolls."),
        # 1
        slide(WENDY, MINUTES, "The agenda",
              ["1. What the engineer found", "2. Foot passengers while it's shut", "3. The toll",
               "4. The repair quotes", "5. Width barriers at both ends"],
              "Dorothy wrote the agenda on the back of an envelope on Monday night, in the order she lay awake "
              "worrying. We didn't keep to it. Number two went first, foot passengers, because the children "
              "cross to the school bus at ten past eight tomorrow, and every parent was waiting for my text."),
        # 2
        slide(DOROTHY, TOLL_HOUSE, "In the chair",
              ["Dorothy Fell, chair of the trustees", "Cars go round by Kelderby Bridge"],
              "Dorothy Fell, chair. My father kept the tolls on this bridge for forty years, and I have never "
              "once seen it shut. Until it opens again, anybody in a car goes round by Kelderby Bridge, and "
              "that's a good twelve miles. Nathan's my nephew, my sister's boy, and he has kept the tolls "
              "since he was nineteen."),
        # 3
        slide(NATHAN, BRIDGE_STONE, "The lorry",
              ["Nathan Birkett, toll keeper", "Lorry on the bridge: Monday 3 March, 4:50 pm"],
              "Nathan Birkett, toll keeper. Yesterday, just before five, a lorry came down the lane following "
              "its satnav, straight past the weight limit sign. It scraped along the parapet, knocked a length "
              "of it into the river, and reversed all the way off. No name on the side, just mud. About twenty "
              "tonnes, I'd say."),
        # 4
        slide(GEMMA, RIVER, "The parents",
              ["Gemma Lowther, parents' rep", "Children who cross for the school bus: 23"],
              "Gemma Lowther, for the parents. I was at the bus stop on the Saltmire side when it happened, "
              "and I took a photo of the lorry halfway across, with the stones going into the water. Twenty "
              "three children walk over this bridge every morning to catch the school bus. If they can't, "
              "it's forty minutes round in a car."),
        # 5
        slide(RAVI, COUNTY, "County highways",
              ["Ravi Mistry, county highways", "Has to leave by: 7:45 pm"],
              "Ravi Mistry, county highways. The bridge belongs to the trust, but the road at each end of it "
              "is ours, so nothing goes on that road without my say-so, barriers included. I have to be away "
              "by quarter to eight for another meeting in Kelderby, so I'm sorry, but anything that needs me "
              "will have to come early."),
        # 6
        slide(WENDY, TOLL_HOUSE, "Waiting for the engineer",
              ["Catriona Bell, structural engineer: on her way", "Her office: in Saltmire, across the river"],
              "The one person we couldn't do without was Catriona, the engineer who went over the bridge this "
              "morning. Her office is in Saltmire, across the river, and with the bridge shut she had to drive "
              "all the way round. While we waited, a car came down the lane, stopped at the barrier, and "
              "turned round."),
        # 7
        slide(WENDY, MINUTES, "Foot passengers first",
              ["Number 2 on the agenda", "Footway open: 7 am to 7 pm, Nathan on the gate",
               "Text to the parents: 6:55 pm"],
              "So first, number two, foot passengers. Catriona had told us on the phone that the upstream "
              "footway is safe, so long as nobody leans on the broken parapet. So it stays open from seven in "
              "the morning till seven at night, with Nathan on the gate. I sent the parents their text at five "
              "to seven."),
        # 8
        slide(GEMMA, RIVER, "A parent a morning",
              ["Walking the children over: one parent a morning", "Cones and tape along the broken parapet"],
              "We'll take it in turns, one parent a morning, walking the children over in a line, and "
              "Nathan's putting cones and tape along the broken bit. While we were sorting out the rota, a "
              "little red car crept up to the barrier, sat there with its wipers going, then backed up and "
              "went off the way it came. The driver looked very cross."),
        # 9
        slide(RAVI, COUNTY, "Thirty two",
              ["Lorry's weight, on the police weighbridge ticket: 32 t", "Weight limit on the bridge: 7.5 t"],
              "Twenty tonnes, Nathan? Thirty two. The police stopped it on the Kelderby road and took it over "
              "the weighbridge, and I've got the ticket here in my hand. That's a great deal more than the "
              "sign allows. Anybody who tells you an old stone bridge can take anything has never seen one "
              "with a hole in its parapet."),
        # 10
        slide(RAVI, COUNTY, "Barriers second",
              ["Number 5 on the agenda", "Width barrier at each end: nothing wider than a van",
               "Ravi away to Kelderby: 7:38 pm"],
              "Second, number five, the width barriers, because I had to go, and they stand on the road, so "
              "they're mine to agree. One at each end, so nothing wider than a van can get onto the bridge at "
              "all. A driver can ignore a sign, but he can't ignore two steel posts. Then I backed my car out "
              "of Nathan's yard and went."),
        # 11
        slide(NATHAN, TOLL_HOUSE, "She's here",
              ["Catriona in the door: 7:42 pm"],
              "The very moment Catriona came through the door, soaked from the car park, the old lamps along "
              "the bridge flickered on, as if the bridge had been waiting for her. Before she'd even got her "
              "coat off, a farmer's pickup came down the lane, saw the barrier, and turned round in our "
              "gateway. He waved, at least."),
        # 12
        slide(CATRIONA, BRIDGE_STONE, "Nineteen",
              ["Catriona Bell, structural engineer", "Diversion round by Kelderby Bridge: 19 miles"],
              "Catriona Bell, structural engineer, and sorry I'm late. Twelve miles, Dorothy? Nineteen. I've "
              "just driven every one of them, in the dark, behind a tractor, and I passed Ravi on the Kelderby "
              "road going the other way. That's what this bridge saves people, twice a day. Nobody knows what "
              "they've got until it's shut."),
        # 13
        slide(CATRIONA, BRIDGE_STONE, "The report third",
              ["Number 1 on the agenda", "Three stone arches over the River Brannock",
               "Parapet in the river: 6 m of it"],
              "Third, number one, what I found. The arches themselves are sound. There's an old crack in the "
              "middle arch, so this morning I glued a thin strip of glass across it. If the arch moves, the "
              "glass snaps. It hadn't snapped by tonight. The damage is all in the parapet, and the stones "
              "are lying in the river, most of them in one piece."),
        # 14
        slide(WENDY, TOLL_HOUSE, "Her father's ledger",
              ["The old toll ledger, on the shelf by the window"],
              "As soon as Catriona said the arches were sound, Dorothy took her father's old toll ledger off "
              "the shelf and wrote it in, in pencil, under his last entry: lorry, parapet down, arches sound. "
              "The date stone went into the river with the parapet, and nobody can remember what it said."),
        # 15
        slide(CATRIONA, BRIDGE_STONE, "The quotes fourth",
              ["Number 4 on the agenda", "Parapet rebuilt, stones out of the river: £21,600"],
              "Fourth, number four, the quotes, and they had to wait for me, because you can't price a repair "
              "nobody has looked at. Lifting the stones out of the river with a crane and rebuilding the "
              "parapet: eighteen thousand pounds. No, wait, twenty one thousand six hundred. I'd given you the "
              "price without the VAT, and the trust can't claim it back."),
        # 16
        slide(CATRIONA, COUNTY, "The barriers",
              ["Width barriers, one at each end: £6,800", "The trust's savings: £9,350"],
              "Ravi's two barriers, made and fitted, come to six thousand eight hundred pounds. Put that "
              "together with the parapet, and it's far more than the trust has in the bank. While I was "
              "reading that out, a delivery van's headlights swept round at the barrier and went back up the "
              "lane. That's somebody's parcel going nineteen miles round."),
        # 17
        slide(DOROTHY, MINUTES, "The toll last",
              ["Number 3 on the agenda", "Toll now: £1 a car", "Cars over the bridge on a normal day: 1,400"],
              "Last, number three, the toll, and it had to be last, because you can't set a toll until you "
              "know the bill, and we didn't know the bill until Catriona had read out her quotes. It's been a "
              "pound a car since my father's day. Fourteen hundred cars cross on a normal day, and every one "
              "of them is going round by Kelderby now."),
        # 18
        slide(NATHAN, TOLL_HOUSE, "Fifty pence more",
              ["Proposed toll: £1.50 a car, for two years"],
              "I proposed one pound fifty, for two years, and then back to a pound. People will moan, but "
              "they'll moan a lot more about nineteen miles. A cyclist came down the lane while I was talking, "
              "and I went out and waved him through the barrier onto the footway, with his lights on. Bikes "
              "have always crossed free."),
        # 19
        slide(DOROTHY, MINUTES, "Hands up",
              ["Vote on the new toll: for 6, against 1", "Result: 8:48 pm"],
              "We voted, hands up round the toll desk, seven trustees. Six for the new toll and one against, "
              "and the one against was Nathan himself, who says he'll be the one getting the complaints "
              "through the window. Just as the hands went up, one more car came to the barrier and turned "
              "round, and I said, there goes another pound."),
        # 20
        slide(WENDY, MINUTES, "Closing",
              ["Meeting closed: 9:05 pm", "Next meeting: Tuesday 1 April"],
              "We closed at five past nine. I wrote up the minutes with the heater on, while Dorothy rang her "
              "sister to say Nathan had voted against his own bridge. Catriona went off round by Kelderby "
              "again, and said she'd see us on Monday with the crane man. Gemma went home to set her alarm."),
        # 21
        slide(NATHAN, RIVER, "Cones",
              ["Footway open again: Wednesday 7 am", "Children across: 8:10 am"],
              "After everybody had gone, I took a torch and a bundle of cones out onto the footway and set "
              "them along the broken parapet, with the tape, ready for the morning. The river was still loud. "
              "I stood in the middle for a bit, where the stones went over, and had a look down. I've never "
              "been so fond of a bridge."),
        # 22
        slide(WENDY, RIVER_NIGHT, "Next on the channel",
              ["The parapet goes back up", "Stones lifted out of the Brannock by crane", "From Monday 10 March"],
              "Next time: the parapet goes back up. A crane on the Saltmire bank fishes the fallen stones out "
              "of the river, the masons fit them back where they came from, and Ravi's steel posts go in at "
              "each end. Dorothy will be there with the ledger, and Nathan says the first car across pays "
              "double."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What kind of meeting is this, and why was it called?",
         "para": ["toll house meeting video - what's the story",
                  "Seven trustees, a broken parapet and a toll going up by fifty pence: what are we watching?"],
         "cands": ["An emergency meeting of a toll bridge's trustees in the toll house, after a lorry knocked part "
                   "of the bridge's parapet into the river",
                   "The parapet going back up: the fallen stones lifted out of the river by crane and rebuilt",
                   "A county council public inquiry into building a new road bridge",
                   "A parents' evening at the school about the school bus timetable"],
         "answer": "An emergency meeting of a toll bridge's trustees in the toll house, after a lorry knocked part "
                   "of the bridge's parapet into the river"},
        {"n": 2, "type": "count", "ev": [6, 8, 11, 16, 19],
         "q": "Count the vehicles that drive up to the barrier and turn back during the meeting.",
         "para": ["cars, vans, anything turned away at the barrier while they talked - total?",
                  "Leaving out yesterday's lorry backing off the bridge, Ravi reversing out of the yard and the "
                  "cyclist Nathan waved through, how many vehicles gave up at the barrier and went back?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which agenda item got dealt with before all the others?",
         "cands": ["Foot passengers while it's shut", "What the engineer found", "The toll",
                   "Width barriers at both ends"],
         "answer": "Foot passengers while it's shut"},
        {"n": 4, "type": "order", "ev": [1, 7, 10, 13, 15, 17],
         "q": "dorothy's envelope says 1 engineer, 2 foot passengers, 3 toll, 4 quotes, 5 barriers. what order "
              "did the meeting really go in",
         "cands": None,
         "answer": "Foot passengers first, then the width barriers, the engineer's report, the repair quotes, and "
                   "the toll last (2, 5, 1, 4, 3)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Why were foot passengers the first thing discussed?",
         "cands": None,
         "answer": "The children walk over the bridge to the school bus at ten past eight the next morning, and "
                   "every parent was waiting for Wendy's text that night"},
        {"n": 6, "type": "why", "ev": [5, 10],
         "q": "The barriers were sorted before the engineer's report. What forced that?",
         "cands": ["Ravi from county highways had to leave by quarter to eight, and nothing goes on the road "
                   "without his say-so",
                   "The insurers wanted barriers agreed before any repair was priced",
                   "Catriona asked for the barriers to be settled before she would report",
                   "The barrier firm's price ran out at eight that night"],
         "answer": "Ravi from county highways had to leave by quarter to eight, and nothing goes on the road "
                   "without his say-so"},
        {"n": 7, "type": "why", "ev": [17],
         "q": "What was the point of leaving the toll till last?",
         "para": ["toll decided last of all - reasoning",
                  "Dorothy explained why the pound-a-car question couldn't be settled any earlier in the evening. "
                  "What did she say?"],
         "cands": None,
         "answer": "You can't set a toll until you know the bill, and the bill wasn't known until Catriona had "
                   "read out her quotes"},
        {"n": 8, "type": "correction", "ev": [2, 12],
         "q": "Dorothy reckoned the detour round by Kelderby was twelve miles. Actual figure?",
         "cands": None,
         "answer": "19 miles (nineteen): Catriona had just driven every one of them"},
        {"n": 9, "type": "correction", "ev": [3, 9],
         "q": "Going by the weighbridge ticket, what did the lorry weigh?",
         "cands": ["32 t", "20 t", "23 t", "7.5 t"],
         "answer": "32 t"},
        {"n": 10, "type": "correction", "ev": [15],
         "q": "Catriona's price for rebuilding the parapet, after she put it right?",
         "para": ["parapet repair cost - final figure and why it changed",
                  "Her first number for the crane and the stonework was too low. What's the right one, and what "
                  "had she left out?"],
         "cands": None,
         "answer": "£21,600 (twenty one thousand six hundred pounds): she'd first given it without the VAT, which "
                   "the trust can't claim back"},
        {"n": 11, "type": "who", "ev": [3, 9],
         "q": "nathan guessed twenty tonnes for the lorry. who set him straight",
         "cands": None,
         "answer": "Ravi Mistry, from county highways: 32 t, off the police weighbridge ticket"},
        {"n": 12, "type": "who", "ev": [4],
         "q": "Whose photo caught the lorry halfway across the bridge?",
         "cands": ["Gemma Lowther", "Nathan Birkett", "Wendy Ashworth", "Ravi Mistry"],
         "answer": "Gemma Lowther"},
        {"n": 13, "type": "needle_screen", "ev": [9],
         "q": "What weight limit is the bridge signed for?",
         "cands": ["7.5 t", "3 t", "10 t", "18 t"],
         "answer": "7.5 t"},
        {"n": 14, "type": "needle_screen", "ev": [13, 22],
         "q": "The bridge goes over which river?",
         "cands": ["River Brannock", "River Kelder", "River Hollin", "River Lenn"],
         "answer": "River Brannock"},
        {"n": 15, "type": "speech_and_screen", "ev": [11],
         "q": "When exactly did the lamps on the bridge come on?",
         "cands": None,
         "answer": "7:42 pm, the moment Catriona came through the door"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "Price of the two width barriers?",
         "cands": ["£6,800", "£8,600", "£21,600", "£9,350"],
         "answer": "£6,800"},
        {"n": 17, "type": "quantity", "ev": [18, 19],
         "q": "so what will a car pay to cross once it reopens",
         "para": ["new toll per car after the vote",
                  "Once the trustees had voted, what's the charge for driving over, and for how long?"],
         "cands": None, "answer": "£1.50 (one pound fifty) a car, for two years"},
        {"n": 18, "type": "spoken_fact", "ev": [13],
         "q": "How did the engineer check whether the cracked middle arch was moving?",
         "cands": ["She glued a thin strip of glass across the crack: if the arch moves, the glass snaps",
                   "She pencilled the ends of the crack and measured it again at night",
                   "She drove her own car over it and watched the crack",
                   "She tapped the stones with a hammer and listened"],
         "answer": "She glued a thin strip of glass across the crack: if the arch moves, the glass snaps"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "Are Dorothy and Nathan related?",
         "cands": None,
         "answer": "Yes: Nathan is Dorothy's nephew, her sister's son"},
        {"n": 20, "type": "right_before_after", "ev": [14],
         "q": "Straight after hearing the arches were sound, Dorothy did what?",
         "cands": None,
         "answer": "Took her father's old toll ledger down off the shelf and wrote it in, in pencil, under his last "
                   "entry"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What do we see as the film opens?",
         "cands": ["Tuesday evening in the toll house: a barrier and a bridge closed sign outside, the river loud "
                   "and seven trustees round the toll desk",
                   "A lorry scraping along the parapet",
                   "Children crossing the footway in a line with a parent",
                   "A crane lifting stones out of the river"],
         "answer": "Tuesday evening in the toll house: a barrier and a bridge closed sign outside, the river loud "
                   "and seven trustees round the toll desk"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "wendy trails which episode at the end",
         "cands": ["The parapet going back up: the fallen stones lifted out of the river by crane and rebuilt",
                   "The children's first morning crossing on the footway",
                   "Nathan's last day as toll keeper",
                   "The new width barriers being tested by a lorry"],
         "answer": "The parapet going back up: the fallen stones lifted out of the river by crane and rebuilt"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What haulage firm did the lorry belong to?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Year the bridge was built?",
         "cands": ["1791", "1824", "1766", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ snooker (a table fitter's how-to)
SANDRA = ("en-gb-x-gbclan+Andrea", "Sandra Quayle, snooker table fitter")
JORDAN = ("en-gb-x-gbcwmd+Jacky", "Jordan Pearce, apprentice")
HAROLD = ("en-gb-x-rp+grandpa", "Harold Oddie, oldest member")
PAULINE = ("en-gb-scotland+Annie", "Pauline Marsden, club steward")
GARETH = ("en-gb-x-gbcwmd+Gene", "Gareth Pugh, joiner")
IMRAN = ("en-us+michel", "Imran Qureshi, club secretary")

LIST_CARD = "#f1eee6"
SLATE = "#e2e4e4"
CLOTH = "#dfe9df"
BAR = "#ece3d8"
FLOOR = "#e9e2d6"
ROOM_DARK = "#1c1a1f"

SNOOKER = {
    "name": "snooker",
    "footer": "Ollerthorpe Miners' Welfare · how to re-cloth a snooker table · upstairs",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(SANDRA, ROOM_DARK, "How to re-cloth a snooker table",
              ["Sandra Quayle, snooker table fitter", "Upstairs at Ollerthorpe Miners' Welfare",
               "Monday 10 to Wednesday 12 November"],
              "Nine on a Monday morning, and the snooker room upstairs at the Welfare smells of chalk and last "
              "night's chips. Under the long lamp stands a full size table with a rip in the cloth by the "
              "black spot, cushions as dead as a doormat, and a lean you can see from the door. I'm Sandra "
              "Quayle, and my camera is on top of the scoreboard."),
        # 1
        slide(SANDRA, LIST_CARD, "Pauline's list",
              ["1. Dead cushions", "2. A ridge across the middle", "3. Torn pocket nets",
               "4. A rip by the black spot", "5. Everything rolls to the door"],
              "Pauline copied the list out of the complaints book behind the bar, in the order the complaints "
              "went in. We didn't keep to it. Number five came first, getting the table level, because "
              "everything else sits on the slates. Fill a join or fit a cloth, then shift a slate, and the "
              "filler cracks and the cloth puckers."),
        # 2
        slide(PAULINE, BAR, "The steward",
              ["Pauline Marsden, club steward", "League match back on: Thursday 13 November, 7:30 pm"],
              "Pauline Marsden, steward. That floor drops about an inch towards the door, I'd say, and "
              "everything on it rolls that way. Last month, in a league match, the black went off the table, "
              "out of the door and down all fourteen stairs, and they're still arguing about whether it was a "
              "foul. I need this table back for Thursday night."),
        # 3
        slide(JORDAN, CLOTH, "The apprentice",
              ["Jordan Pearce, apprentice", "Old cloth: bald by the blue spot"],
              "Jordan Pearce, Sandra's apprentice. This cloth must be about ten years old, going by how bald "
              "it is. My grandad Harold has played on this table longer than anybody. He taught me to hold a "
              "cue at his kitchen table, with a broom handle, before my feet reached the floor, and he still "
              "says my bridge hand is a disgrace."),
        # 4
        slide(HAROLD, BAR, "The oldest member",
              ["Harold Oddie, oldest member", "Old cloth on the table: 26 years"],
              "Harold Oddie. Ten years, Jordan? Twenty six. That cloth went on the week I retired, and I broke "
              "off the first frame on it and potted nothing. The lad's right about one thing, mind: it's bald. "
              "You can see the slate through it by the blue spot, and when it rains outside, the balls run "
              "heavy."),
        # 5
        slide(GARETH, FLOOR, "The joiner",
              ["Gareth Pugh, joiner", "Under the floor: joists sagging towards the door"],
              "Gareth Pugh, joiner. I've come to look at the floor, because a table is only ever as level as "
              "what it stands on. The joists under this room have sagged towards the door over the years, and "
              "the table's legs have gone with them. I'll measure it properly with the laser. Pauline's given "
              "me a mug of tea and a custard cream, so I've no complaints."),
        # 6
        slide(IMRAN, BAR, "The secretary",
              ["Imran Qureshi, club secretary", "Maker's plate: Halloran & Platt, Manchester"],
              "Imran Qureshi, club secretary, and the one who pays the bill. Nobody knows what the club paid "
              "for this table in the first place. It came from a hotel that closed, and the minute book for "
              "that year went missing long before my time. There's a brass maker's plate under the baulk "
              "cushion, and Harold polishes it with his sleeve."),
        # 7
        slide(SANDRA, SLATE, "Level first",
              ["Number 5 on the list", "Cushion rails off, old cloth stripped: Monday 10:20 am"],
              "First, number five, the level. Unbolt the cushion rails, lift them off, and strip the old cloth "
              "back to bare slate. Jordan rolled the white across the slate to show me the lean, and it ran "
              "off the edge, across the floor, out of the door, and bounced all the way down the stairs. So "
              "that's the lean, then."),
        # 8
        slide(GARETH, FLOOR, "Forty two",
              ["Floor drops towards the door: 42 mm", "Hardwood packers under the legs: 9"],
              "An inch, Pauline? Forty two millimetres, on the laser, from the window end to the door. I can't "
              "straighten the joists without taking the floor up, so we packed the legs instead, nine hardwood "
              "packers, the most at the door end. Halfway through, I tried a red on the slate, and that went "
              "out of the door and down the stairs too."),
        # 9
        slide(SANDRA, SLATE, "The slates",
              ["Slates bolted down to the frame", "Levelled with slips of veneer, checked across every join"],
              "Then the slates themselves. Each one is bolted down to the frame, and under the bolts you slide "
              "slips of thin veneer, a bit here, a bit there, until a long straight edge sits dead flat across "
              "every join, both ways. It's slow. You don't hurry slate. The whole bed weighs more than a car, "
              "and it only has to be out by a hair."),
        # 10
        slide(SANDRA, SLATE, "Joins second",
              ["Number 2 on the list", "Joins filled and sanded: Monday 4:15 pm"],
              "Second, number two, the ridge across the middle, where two slates meet. Fill the joins only "
              "once the slates are level, and before the cloth, because after that you can't get at them. "
              "Scrape out the old filler, press in new, let it set and sand it flush. Then slide a playing "
              "card across each join. If the card catches, sand again."),
        # 11
        slide(PAULINE, BAR, "Under the slate",
              ["Found under the middle slate: a league fixtures card"],
              "When they lifted the middle slate to bed it down again, Gareth found a folded fixtures card "
              "underneath, from some old league, with Harold down as captain. Harold read it, laughed, folded "
              "it up, and put it in his inside pocket before anybody else could see the team's name. He says "
              "it's nobody's business how that season went."),
        # 12
        slide(SANDRA, CLOTH, "Cloth third",
              ["Number 4 on the list", "New cloth on the bed: Tuesday 11:30 am"],
              "Third, number four, the new cloth on the bed, and it comes before the cushions, because the bed "
              "cloth is cut first, from the full length of the roll, and the cushion strips come out of what's "
              "left. Lay it with the nap running from the baulk end towards the black spot, then stretch it and "
              "fix the baulk end first."),
        # 13
        slide(SANDRA, CLOTH, "Four hundred and sixty",
              ["New cloth, for the bed and the cushions: £460"],
              "The cloth is wool, woven for snooker, and it costs two hundred and ninety pounds. No, four "
              "hundred and sixty. Two hundred and ninety is a pool table's cloth, and a pool table is a lot "
              "smaller than this. Afterwards I iron it with a warm iron, always from the baulk end to the "
              "black, like stroking a cat the right way."),
        # 14
        slide(JORDAN, CLOTH, "Stretching",
              ["Cloth stretched and stapled: Tuesday 3:05 pm"],
              "Sandra stapled, and I pulled. You pull the cloth tight across, then along, then across again, "
              "till there isn't a wrinkle anywhere. When we'd done, I stood back to admire it, caught the tin "
              "of old balls on the windowsill with my elbow, and a yellow dropped out, rolled across the floor, "
              "out of the door and bounced down the stairs."),
        # 15
        slide(SANDRA, CLOTH, "Cushions fourth",
              ["Number 1 on the list", "New cushion rubbers, all six rails: £185"],
              "Fourth, number one, the cushions, though they top Pauline's list. The rubber had gone as hard as "
              "an old tyre, so the balls just died against it. Prise the old strip off each rail, glue on the "
              "new, and cover it with cloth from the end of the roll, with a neat folded corner at every "
              "pocket. One hundred and eighty five pounds' worth of rubber."),
        # 16
        slide(JORDAN, BAR, "Grandad's cue",
              ["Cushion rails bolted back on: Wednesday 11:50 am"],
              "As soon as the last cushion rail was bolted back on, Grandad went down all fourteen stairs "
              "without a word, and came back up with his own cue in its case, the one that's lived in the "
              "cupboard under his stairs for ten years. He didn't open it. He just leaned it against the wall, "
              "where he could see it."),
        # 17
        slide(IMRAN, BAR, "The cheque",
              ["Fitter's bill, cloth and rubbers included: £1,340"],
              "On Wednesday I came up with the cheque book just as Jordan tried the new cushions far too hard. "
              "The blue jumped clean off the table, rolled across the floor between my feet, and bounced down "
              "the stairs, every one of them. Pauline shouted up from the bar to ask who was throwing things. "
              "Then I wrote the cheque, which hurt more."),
        # 18
        slide(SANDRA, SLATE, "Pockets last",
              ["Number 3 on the list", "Pockets on, new leathers and nets: Wednesday 2:31 pm"],
              "Last, number three, the pockets. The pocket irons bolt on over the ends of the cushion rails, so "
              "nothing can go on until the rails are back. New leathers, new nets, and every pocket tried with "
              "a ball. Then level the whole table one more time, because bolting the rails down can pull it "
              "out by a hair."),
        # 19
        slide(PAULINE, BAR, "Jackpot",
              ["First red potted on the new cloth: Wednesday 2:58 pm"],
              "Harold had the first shot, of course. The very moment his red dropped into the corner pocket, "
              "the fruit machine downstairs in the bar paid out its jackpot, and we heard the coins pouring out "
              "through the floor. Nobody had won on it since Easter. Harold says it's the table thanking him, "
              "and he wants the coins."),
        # 20
        slide(HAROLD, CLOTH, "Like glass",
              ["Last check with the level: Wednesday 3:40 pm"],
              "It runs like glass now. I rolled a ball the length of the table, slow as you like, and it came "
              "back straight as a die. The lad's learned something, too: when he knocked a red off the "
              "windowsill this afternoon, he trapped it with his foot on the top step. He'll make a fitter "
              "yet, if he keeps his elbows in."),
        # 21
        slide(SANDRA, BAR, "Done",
              ["Finished: Wednesday 4:40 pm"],
              "By twenty to five we were done. Jordan carried the tin of old balls down to the van on purpose, "
              "holding it in both arms like a baby, which got a round of applause from the bar. Pauline took "
              "the old cloth to cut up for dusters. Who tore it by the black spot, she says she knows, and she "
              "isn't telling."),
        # 22
        slide(SANDRA, ROOM_DARK, "Next on the channel",
              ["A bar billiards table", "In the back room of a village pub", "From Monday 24 November"],
              "Next time: a bar billiards table in the back room of a village pub, with its mushrooms, its "
              "little wooden skittles, and a timer that swallows the balls when your time's up. Jordan has "
              "never seen one. Harold has, and he says he was county champion at it, which nobody can prove, "
              "because the fixtures card is in his pocket."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up this upstairs-room video for me.",
         "para": ["snooker table video - what are they doing to it",
                  "Forty two millimetres, a playing card and a jackpot heard through the floor: what job is being "
                  "shown?"],
         "cands": ["A how-to: re-clothing and levelling a full size snooker table upstairs at a miners' welfare: "
                   "the level, the joins, the cloth, the cushions and the pockets",
                   "A bar billiards table restored in the back room of a village pub",
                   "A snooker league's finals night at a working men's club",
                   "Delivering and setting up a brand-new pool table in a pub"],
         "answer": "A how-to: re-clothing and levelling a full size snooker table upstairs at a miners' welfare: "
                   "the level, the joins, the cloth, the cushions and the pockets"},
        {"n": 2, "type": "count", "ev": [7, 8, 14, 17],
         "q": "How many balls end up bouncing down the stairs over the three days?",
         "para": ["balls down the staircase, monday to wednesday - how many",
                  "Don't count last month's black in the league match, the red Jordan trapped on the top step or "
                  "the tin he carried down to the van. What's the real number that went down the stairs?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which of Pauline's complaints did Sandra tackle first?",
         "cands": ["Everything rolls to the door", "Dead cushions", "A rip by the black spot",
                   "A ridge across the middle"],
         "answer": "Everything rolls to the door"},
        {"n": 4, "type": "order", "ev": [1, 7, 10, 12, 15, 18],
         "q": "Dead cushions topped Pauline's list as item 1 - at which stage of the job were they sorted?",
         "cands": None,
         "answer": "Fourth: after the level, the joins and the bed cloth, and before the pockets"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "why did levelling the table have to come first",
         "para": ["getting it level before anything else - the reason",
                  "Sandra wouldn't fill a join or lay cloth until the slates were true. What was her argument?"],
         "cands": None,
         "answer": "Everything else sits on the slates: fill a join or fit a cloth and then shift a slate, and the "
                   "filler cracks and the cloth puckers"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "The pockets went on at the very end - why?",
         "cands": ["The pocket irons bolt on over the ends of the cushion rails, so they can't go on until the "
                   "rails are back",
                   "The new nets weren't delivered until the Wednesday",
                   "Pauline wanted to keep the old pockets until the last minute",
                   "The glue on the cushion rubbers had to set for a day first"],
         "answer": "The pocket irons bolt on over the ends of the cushion rails, so they can't go on until the "
                   "rails are back"},
        {"n": 7, "type": "why", "ev": [12],
         "q": "Bed cloth before cushion rubbers: what's the reasoning?",
         "cands": ["The bed cloth is cut first, from the full length of the roll, and the cushion strips come out "
                   "of what's left",
                   "The cushion rubbers had to warm up overnight before gluing",
                   "The bed cloth holds the slates together while the cushions go on",
                   "Harold asked to see the bed cloth before anything else"],
         "answer": "The bed cloth is cut first, from the full length of the roll, and the cushion strips come out "
                   "of what's left"},
        {"n": 8, "type": "correction", "ev": [2, 8],
         "q": "Pauline thought the floor dropped about an inch. What did the laser say?",
         "para": ["how much does the snooker room floor really slope",
                  "Gareth measured the fall from the window end to the door. What figure did he give?"],
         "cands": None,
         "answer": "42 mm (forty two millimetres), from the window end to the door"},
        {"n": 9, "type": "correction", "ev": [13],
         "q": "New cloth price, once Sandra had corrected herself?",
         "cands": ["£460", "£290", "£640", "£406"],
         "answer": "£460"},
        {"n": 10, "type": "who", "ev": [3, 4],
         "q": "Jordan put the old cloth at about ten years old. Who put him right?",
         "para": ["who knew how long the old cloth had really been on",
                  "Someone remembered the week that cloth went on and gave its true age. Which person?"],
         "cands": None,
         "answer": "Harold Oddie, his grandad: 26 years, it went on the week he retired"},
        {"n": 11, "type": "who", "ev": [11],
         "q": "The old fixtures card under the slate - who found it?",
         "cands": ["Gareth Pugh", "Harold Oddie", "Jordan Pearce", "Sandra Quayle"],
         "answer": "Gareth Pugh"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "On what date is the league match they need the table for?",
         "cands": ["Thursday 13 November", "Wednesday 12 November", "Monday 24 November", "Thursday 20 November"],
         "answer": "Thursday 13 November"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "Name on the brass maker's plate?",
         "cands": None, "answer": "Halloran & Platt, Manchester"},
        {"n": 14, "type": "speech_and_screen", "ev": [19],
         "q": "fruit machine jackpot - what time did it pay out",
         "cands": None,
         "answer": "2:58 pm on the Wednesday, the moment Harold potted the first red on the new cloth"},
        {"n": 15, "type": "quantity", "ev": [15],
         "q": "How much were the new cushion rubbers?",
         "cands": ["£185", "£158", "£460", "£85"],
         "answer": "£185"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "Packers under the table legs: how many did Gareth use?",
         "cands": None, "answer": "9 (nine) hardwood packers"},
        {"n": 17, "type": "spoken_fact", "ev": [10],
         "q": "What's Sandra's test for a join being flush?",
         "cands": ["Slide a playing card across it: if the card catches, sand again",
                   "Run a fingernail along it and feel for a step",
                   "Roll a ball slowly across it and watch for a hop",
                   "Shine a torch along it and look for a shadow"],
         "answer": "Slide a playing card across it: if the card catches, sand again"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "jordan and harold - any relation",
         "cands": None,
         "answer": "Yes: Harold is Jordan's grandad (grandfather)"},
        {"n": 19, "type": "right_before_after", "ev": [16],
         "q": "The last cushion rail has just been bolted back on. Harold's reaction?",
         "cands": None,
         "answer": "Went down the stairs without a word and came back with his own cue in its case, out of the "
                   "cupboard under his stairs after ten years, and leaned it against the wall"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "How does Sandra's film start?",
         "cands": ["Monday morning upstairs at the Welfare: a table with a rip by the black spot, dead cushions "
                   "and a lean you can see from the door",
                   "Harold potting the first red on the new cloth",
                   "Jordan carrying a tin of old balls down to the van",
                   "Gareth measuring the floor with a laser"],
         "answer": "Monday morning upstairs at the Welfare: a table with a rip by the black spot, dead cushions "
                   "and a lean you can see from the door"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Coming up next time on the channel?",
         "cands": ["A bar billiards table in the back room of a village pub",
                   "A pool table re-clothed in red downstairs",
                   "The league match on the Thursday night",
                   "A reunion of Harold's old team"],
         "answer": "A bar billiards table in the back room of a village pub"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Who ripped the cloth near the black spot?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Original price the club paid for the table?",
         "cands": ["£350", "£1,200", "£75", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "the team on harold's old fixtures card, what were they called",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ cordon (a village's day with a wartime bomb)
LORNA = ("en-gb-x-rp+Alicia", "Lorna Tate, village hall caretaker")
GEOFF = ("en-gb-x-gbcwmd+john", "Geoff Dakin, farmer")
MARCUS = ("en-gb-x-rp+edward", "Sergeant Marcus Reid")
NIA = ("en-gb-x-gbclan+anika", "Captain Nia Davies, bomb disposal")
JEAN = ("en-gb-scotland+belinda", "Jean Oduya, head teacher")
WALTER = ("en-gb-x-gbclan+robert", "Walter Ibbotson, local historian")

NOTEBOOK = "#f0efe5"
HALL = "#ede4da"
FIELD = "#e6e9dc"
POLICE = "#e0e5ee"
ARMY = "#e4e6dc"
DAWN_DARK = "#191d21"

CORDON = {
    "name": "cordon",
    "footer": "Cleaveby · the day of the bomb · from the village hall hatch",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(LORNA, DAWN_DARK, "The bomb in Geoff's field",
              ["Cleaveby", "Wednesday 12 February", "Sunrise: 7:31 am"],
              "Half past seven on a Wednesday morning, still half dark, and Geoff Dakin's tractor is standing "
              "in his field by the school, engine off and lights on, which it never does. I'm Lorna Tate, "
              "caretaker of the village hall, and my camera is on the serving hatch, where it stayed all day."),
        # 1
        slide(LORNA, NOTEBOOK, "The sergeant's list",
              ["1. Knock on every door inside the cordon", "2. Send the buses round", "3. Open a rest centre",
               "4. Windows left open", "5. Get the school out"],
              "Sergeant Reid wrote his list in the car, in the order things came to him on the way over. He's "
              "new round here, and didn't know we had a school until he drove past it, so the school went at "
              "the bottom. We never kept to it. Number three went first: a rest centre, meaning my hall."),
        # 2
        slide(GEOFF, FIELD, "The farmer",
              ["Geoff Dakin, farmer", "Plough hit it: 7:20 am", "Field: Church Piece, next to the school"],
              "Geoff Dakin. I was ploughing the bottom of the field, next to the school, when the plough caught "
              "on something and jumped. I got down, and there was a rusty fin sticking out of the furrow, only "
              "a foot down, I'd say. There's forty odd houses round that field. I walked backwards all the way "
              "to the gate and rang the police."),
        # 3
        slide(MARCUS, POLICE, "The police",
              ["Sergeant Marcus Reid", "Cordon: 400 m from the bomb"],
              "Sergeant Marcus Reid. Nobody goes inside that tape until the army says so, and that includes "
              "you, Geoff. Inside it there's the school, the church, the pub and a lot of houses. People need "
              "somewhere warm to go before I knock on a single door, and the hall is outside the tape, so the "
              "first call I made was to Lorna."),
        # 4
        slide(JEAN, HALL, "The school",
              ["Jean Oduya, head teacher", "Children in school this morning: 58"],
              "Jean Oduya, head teacher. Our playground backs onto Geoff's field, so we were nearer that thing "
              "than anybody. Lorna's my half-sister: same dad, different mums, and she was the first person I "
              "rang. Fifty eight children in school this morning, and every one of them thought it was the "
              "best thing that had ever happened."),
        # 5
        slide(WALTER, FIELD, "The historian",
              ["Walter Ibbotson, local historian", "Bombs on Cleaveby: the night of 7 May 1941"],
              "Walter Ibbotson. I've been telling this village for thirty years that one bomb was never found, "
              "and nobody believed me. A bomber, lost on its way home, dropped its whole load on us to get home "
              "lighter. The rest of them fell in Geoff's bottom meadow: those three round ponds down there are "
              "the craters. The ducks don't know."),
        # 6
        slide(LORNA, HALL, "The hall first",
              ["Number 3 on the list", "Hall open as a rest centre: 8:15 am"],
              "So first, number three, the rest centre. I had the hall open, the heating on and the urn "
              "filling by quarter past eight. Marcus wanted it first, because you can't tell an old man to get "
              "out of his house unless you can tell him where to go. And I've got the only key."),
        # 7
        slide(JEAN, HALL, "The school second",
              ["Number 5 on the list", "Children out of school: 8:40 am"],
              "Second, number five, the school, bottom of the list but nearest of all. We walked the children "
              "down to the hall in a crocodile, singing, and Walter carried the guinea pigs in a laundry "
              "basket. On the way, a mum ducked under the police tape at the church gate to go back for a "
              "lunch box, and Marcus marched her straight back out."),
        # 8
        slide(MARCUS, POLICE, "Doors third",
              ["Number 1 on the list", "Houses inside the cordon: 71", "Doors knocked: 9:00 to 10:10 am"],
              "Third, number one, every door inside the cordon, nearest the field first and working outwards, "
              "with Geoff beside me, because he knows who's deaf and who's got a dog. Forty odd houses, Geoff? "
              "Seventy one. I knocked on every one of them myself, and I've got the ticks in my notebook to "
              "prove it. One lady offered me a scone."),
        # 9
        slide(GEOFF, FIELD, "At the tape",
              ["Police tape across every lane into the village"],
              "The postman turned up at ten, and he ducked under the tape at the pub end to finish his round, "
              "because he says the post must get through. Marcus caught him at the second letterbox. Another "
              "chap came up, lifted the tape, stood there holding it for a bit, then let it go and walked off. "
              "He thought better of it."),
        # 10
        slide(LORNA, HALL, "Buses fourth",
              ["Number 2 on the list", "First bus sent round by the top road: 10:15 am"],
              "Fourth, number two, the buses, and there was no rush, because the first bus through Cleaveby "
              "isn't until quarter past ten. Marcus had them sent round by the top road, with a stop outside "
              "the cordon. By then the hall was full: dogs, babies, a budgie in a cage, and children drawing "
              "bombs."),
        # 11
        slide(NIA, ARMY, "Bomb disposal",
              ["Captain Nia Davies, army bomb disposal", "Team arrived: 11:30 am", "Top of the casing: 55 cm down"],
              "Captain Nia Davies, bomb disposal. A foot down, Mr Dakin? Fifty five centimetres, to the top of "
              "the casing. I dug round it myself. Your plough only caught the tail fin, and that's the luckiest "
              "thing that will happen to you this year. It's German, it's old, and it's not going anywhere on "
              "the back of my lorry."),
        # 12
        slide(NIA, ARMY, "Where it lies",
              ["Decision: blow it up where it lies, 1:30 pm", "Sandbags round it: 640"],
              "Moving it was too risky: the fuse is corroded, and a bump could set it off. So at half past one "
              "I decided to blow it up where it lies, in its hole, under a mountain of sandbags, six hundred and "
              "forty of them, filled by the village in the pub car park. My team went in and out under the tape "
              "all afternoon. That's our job."),
        # 13
        slide(MARCUS, POLICE, "Windows last",
              ["Number 4 on the list", "Windows opened inside the cordon: 2:20 pm"],
              "Last, number four, the windows, and they only came up once the captain decided to blow it where "
              "it lay. An open window lets the blast through. A shut one can come in on top of you. Everybody "
              "was out by then, so the captain's team went round with the spare keys people had left at the "
              "hall. A terrier shot under the tape after a rabbit."),
        # 14
        slide(LORNA, HALL, "Eighty nine",
              ["Signed in at the hall, by 2:30 pm: 89"],
              "By half past two I had sixty eight people signed in. No, eighty nine: I had the clipboard "
              "upside down, and sixty eight upside down looks like eighty nine. Jean had the children singing, "
              "Walter was telling anybody who'd listen about the war, and my urn hadn't stopped since eight."),
        # 15
        slide(LORNA, HALL, "One more",
              ["Last check inside the cordon: 2:45 pm"],
              "Then old Mr Pennock ducked under the tape by the bus shelter, to go back for his hearing aid, "
              "which he'd left on the bathroom shelf. He's ninety one. Marcus brought him back to the hall by "
              "the elbow, and he had to do without it till four. Mr Pennock says he didn't hear a word of the "
              "telling off."),
        # 16
        slide(JEAN, HALL, "The bang",
              ["Controlled explosion: 3:04 pm"],
              "We'd told the children to expect a bang. The very moment it came, the hall windows gave a "
              "shiver, every single child cheered, and the guinea pigs dived under their straw. It was louder "
              "than I'd expected, and a lot shorter. The children have named the guinea pigs, by the way. Don't "
              "ask me what. I can't keep up."),
        # 17
        slide(MARCUS, POLICE, "All clear",
              ["All clear: 3:40 pm", "Tape down, road open"],
              "The all clear came over my radio at twenty to four. The crater is in the middle of Geoff's "
              "field, and apart from a few slates off the pub and one cracked greenhouse pane, nothing in "
              "Cleaveby is worse than it was this morning. Seventy one houses with every window open, in "
              "February. There'll be some cold bedrooms tonight."),
        # 18
        slide(LORNA, NOTEBOOK, "The handbell",
              ["The old school handbell, on its hook in the porch"],
              "As soon as the all clear came, Jean walked straight back up to the school, took the old brass "
              "handbell off its hook in the porch, and rang it in the middle of the playground, so the whole "
              "village would know it was over. Walter says that bell was last rung like that at the end of the "
              "war."),
        # 19
        slide(NIA, ARMY, "What it weighed",
              ["Crater in the field: 3 m across"],
              "People keep asking me what it weighed. I'm not saying, because Walter would put it in a book and "
              "get it wrong. The crater is about three metres across, and Mr Dakin can have his field back in "
              "the morning. For the record, I've done eleven of these this year, and this is the first with a "
              "guinea pig in the audience."),
        # 20
        slide(GEOFF, FIELD, "My field back",
              ["Tractor back in the yard: 4:25 pm"],
              "They let me back in for the tractor at the end. The plough's got a dent in it the size of my "
              "hand, and that's all. I'll be ploughing round a hole for a while, I suppose, unless the school "
              "gets its way. I shan't complain about a stone in that field ever again. Walter can have the fin "
              "for his museum."),
        # 21
        slide(LORNA, HALL, "Home",
              ["Last family home from the hall: 5:10 pm"],
              "By ten past five the last family had gone home to their cold bedrooms. Marcus rolled up the "
              "tape, Jean took the guinea pigs back to school, and Walter helped me stack the chairs, telling "
              "me all about the war. I switched the urn off, and for the first time all day, it was quiet."),
        # 22
        slide(LORNA, DAWN_DARK, "Next on the channel",
              ["The crater becomes a pond", "The school digs it out, Walter brings the ducks",
               "From Saturday 8 March"],
              "Next time: the crater. Geoff says the school can have it, so the children are turning it into a "
              "pond, with a dipping platform, a bench for Walter, and a sign saying what made the hole. Walter "
              "will bring ducks up from the bottom meadow. That makes four bomb ponds in one village."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Tell me the story of this village hall video.",
         "para": ["bomb found near a school - what happens in the film",
                  "A plough, a laundry basket of guinea pigs and a handbell: what event is this?"],
         "cands": ["A village's day as a wartime bomb turned up by a farmer's plough next to the school is blown up "
                   "by the army, while everybody inside the cordon waits in the village hall",
                   "The children turning a bomb crater into a school pond",
                   "A primary school's fire evacuation practice",
                   "A local historian's talk about the war in a village hall"],
         "answer": "A village's day as a wartime bomb turned up by a farmer's plough next to the school is blown up "
                   "by the army, while everybody inside the cordon waits in the village hall"},
        {"n": 2, "type": "count", "ev": [7, 9, 15],
         "q": "Count the people who duck under the police tape to go back in.",
         "para": ["sneaking back under the tape - how many times all day",
                  "Not the army team, the terrier after a rabbit or the man who lifted the tape and left it: how "
                  "many people actually got under it and went back into the village?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "First thing done off Sergeant Reid's list?",
         "cands": ["Open a rest centre", "Knock on every door inside the cordon", "Get the school out",
                   "Send the buses round"],
         "answer": "Open a rest centre"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 8, 10, 13],
         "q": "In what sequence were the sergeant's five jobs actually done?",
         "para": ["police checklist, what got done in what order on the day",
                  "His list ran doors, buses, rest centre, windows, school. How did the day actually go?"],
         "cands": None,
         "answer": "Rest centre first, then the school, the doors, the buses, and the windows last (3, 5, 1, 2, 4)"},
        {"n": 5, "type": "why", "ev": [1, 3, 6],
         "q": "why did the hall have to be opened before anyone was knocked up",
         "cands": None,
         "answer": "People need somewhere warm to go before they're told to get out: the hall is outside the "
                   "cordon and Lorna has the only key"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "The buses could wait till mid-morning. Why?",
         "cands": ["The first bus through Cleaveby isn't until quarter past ten",
                   "The bus company's office didn't open until ten",
                   "Marcus forgot the buses until the postman reminded him",
                   "The top road was shut until the army arrived"],
         "answer": "The first bus through Cleaveby isn't until quarter past ten"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "Why were the windows left to the end?",
         "para": ["opening windows last - what changed",
                  "Sergeant Reid had the windows on his list from the start. What made them the final job?"],
         "cands": None,
         "answer": "They only mattered once the captain decided, at half past one, to blow the bomb up where it "
                   "lay: an open window lets the blast through, a shut one can come in on top of you"},
        {"n": 8, "type": "correction", "ev": [2, 8],
         "q": "Geoff said forty odd houses. How many were really inside the cordon?",
         "cands": None,
         "answer": "71 (seventy one): Marcus knocked on every door and ticked them off in his notebook"},
        {"n": 9, "type": "correction", "ev": [2, 11],
         "q": "Depth to the top of the bomb's casing?",
         "cands": ["55 cm", "30 cm", "90 cm", "5.5 m"],
         "answer": "55 cm"},
        {"n": 10, "type": "correction", "ev": [14],
         "q": "Lorna's count of people signed in at the hall gets corrected - to what, and why?",
         "cands": None,
         "answer": "89 (eighty nine): she had the clipboard upside down, and 68 upside down looks like 89"},
        {"n": 11, "type": "who", "ev": [2, 11],
         "q": "Who told Geoff the bomb was deeper than a foot?",
         "para": ["who corrected the farmer about the depth",
                  "Somebody dug round the casing by hand and knew the true figure. Name?"],
         "cands": None,
         "answer": "Captain Nia Davies, army bomb disposal: 55 cm to the top of the casing"},
        {"n": 12, "type": "who", "ev": [7],
         "q": "the guinea pigs went down to the hall with whom",
         "cands": ["Walter Ibbotson", "Jean Oduya", "Lorna Tate", "Geoff Dakin"],
         "answer": "Walter Ibbotson"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "At what time did the plough hit the bomb?",
         "cands": ["7:20 am", "7:31 am", "7:58 am", "8:15 am"],
         "answer": "7:20 am"},
        {"n": 14, "type": "needle_screen", "ev": [3],
         "q": "how far out from the bomb did the cordon go",
         "cands": ["400 m", "200 m", "1 km", "750 m"],
         "answer": "400 m"},
        {"n": 15, "type": "speech_and_screen", "ev": [16],
         "q": "When did the children in the hall cheer?",
         "cands": None,
         "answer": "3:04 pm, the moment the bang of the controlled explosion came"},
        {"n": 16, "type": "quantity", "ev": [12],
         "q": "Number of sandbags piled round the bomb?",
         "cands": ["640", "460", "6,400", "1,000"],
         "answer": "640"},
        {"n": 17, "type": "quantity", "ev": [4],
         "q": "Pupils in school that morning - how many?",
         "cands": None, "answer": "58 (fifty eight)"},
        {"n": 18, "type": "spoken_fact", "ev": [5],
         "q": "Where did the other bombs from that night come down, according to Walter?",
         "cands": ["In Geoff's bottom meadow: the three round ponds there are their craters",
                   "In the churchyard, where the old yew was split in two",
                   "In the river, so nobody ever found them",
                   "On the railway line, which was closed afterwards"],
         "answer": "In Geoff's bottom meadow: the three round ponds there are their craters"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Lorna and Jean: how are they connected?",
         "cands": None,
         "answer": "Half-sisters: same dad, different mums"},
        {"n": 20, "type": "right_before_after", "ev": [18],
         "q": "Once the all clear came, what did Jean do?",
         "cands": None,
         "answer": "Walked straight back up to the school, took the old brass handbell off its hook in the porch "
                   "and rang it in the playground so the village knew it was over"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening shot of the day - what is it?",
         "cands": ["Half past seven, still half dark: Geoff's tractor standing in the field by the school with "
                   "its engine off and its lights on",
                   "Children walking down to the hall in a crocodile",
                   "The controlled explosion going off under the sandbags",
                   "The army's lorry pulling up at the tape"],
         "answer": "Half past seven, still half dark: Geoff's tractor standing in the field by the school with "
                   "its engine off and its lights on"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What will the next film be about?",
         "cands": ["The crater being turned into a school pond",
                   "The bomb's tail fin going on show in Walter's museum",
                   "Geoff ploughing the field again in the spring",
                   "A memorial service for the wartime bomber's crew"],
         "answer": "The crater being turned into a school pond"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What are the school guinea pigs called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How heavy was the bomb?",
         "cands": ["250 kg", "50 kg", "500 kg", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [TOLLBRIDGE, SNOOKER, CORDON]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "tollbridge": [25.5, 27.5, 25.5, 27.0, 22.5, 24.0, 25.5, 27.5, 27.0, 23.5, 26.0, 24.0, 23.5, 21.5, 25.5, 25.0, 23.0, 27.0, 24.0, 26.0, 23.5, 25.0, 27.5],
    "snooker": [20.0, 22.5, 26.0, 25.0, 26.0, 25.5, 26.0, 20.0, 27.0, 25.0, 23.5, 25.5, 20.5, 24.0, 25.0, 23.5, 25.0, 25.0, 23.0, 23.5, 25.0, 20.0, 22.5],
    "cordon": [26.5, 24.5, 27.5, 25.0, 25.0, 24.0, 24.0, 27.0, 26.5, 26.0, 25.5, 23.0, 22.5, 27.0, 27.5, 25.5, 25.5, 24.5, 25.0, 20.0, 23.5, 26.5, 25.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
