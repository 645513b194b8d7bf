"""Scripts of the "blind40" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- pramrace:    a village's Boxing Day pram race round its three pubs, from the ice on Church Hill at
               seven to the barriers off at half past twelve (the chair of the pram race committee,
               the starter and scrutineer, the landlady of the middle pub, last year's winner, his
               twelve year old nephew in the pram, the first aider on the bend)
- lollipop:    a school crossing patrol's last day before she retires, from the pigeon at the school
               gates at five to eight to the lollipop handed over after the last child is across (the
               school business manager, the crossing patrol, the head teacher, the café owner across
               the road, the council's road safety officer, a ten year old on the school council)
- villageshop: a village's community-owned shop on its opening day in the old forge, from the
               fridges humming at six to the till cashed up at four (the chair of the shop
               committee, the retired grocer who runs the rota, the treasurer, the joiner, the baker
               from the next village, a fifteen year old volunteer)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ pramrace (a village's Boxing Day pram race)
DENISE = ("en-gb-x-rp+f1", "Denise Hollis, pram race committee")
TREVOR = ("en-gb-x-gbcwmd+m1", "Trevor Gaunt, starter and scrutineer")
SANDRA = ("en-gb-x-gbclan+f1", "Sandra Pike, the Black Bull")
DEV = ("en+m5", "Dev Mistry, last year's winner")
ALFIE = ("en-029+m7", "Alfie Mistry, in the pram")
MARION = ("en-gb-scotland+f1", "Marion Lusk, first aider")

PUB_WINDOW = "#f2ebdc"
VILLAGE_GREEN = "#e2ebe0"
CHURCH_HILL = "#e6e9ee"
BAR = "#f1e6df"
BEND = "#ebe7da"
HALL_CAR_PARK = "#e7e5ef"
ICE_DARK = "#1b2530"

PRAMRACE = {
    "name": "pramrace",
    "footer": "Brackenholt pram race committee · Boxing Day · round the three pubs",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(DENISE, ICE_DARK, "Boxing Day in Brackenholt",
              ["Brackenholt pram race", "Boxing Day, Friday 26 December", "Off at 11:30 am"],
              "Seven in the morning on Boxing Day, and Church Hill is a sheet of ice. The Plough's "
              "Christmas tree is still lit up from last night, and a fox is trotting down the middle "
              "of Main Street as if it owns the place. I'm Denise Hollis, I chair the pram race "
              "committee, and the camera's clipped to the zip of my fleece."),
        # 1
        slide(DENISE, PUB_WINDOW, "The list in the Plough's window",
              ["1. Check the prams", "2. Sign in the teams", "3. Close the road",
               "4. Put out the straw bales", "5. Grit the hill"],
              "This is the list in the Plough's window. Trevor wrote it in the order the jobs come in "
              "his rule book, and nobody has ever once done them in that order. Number five goes "
              "first: gritting the hill. Grit takes a couple of hours to work into the ice, and Church "
              "Hill is the steepest part of the whole course."),
        # 2
        slide(TREVOR, VILLAGE_GREEN, "The starter",
              ["Brackenholt pram race: since 1981", "Course: 1.75 miles"],
              "Trevor Gaunt, starter and scrutineer. I taught half this village to drive, so they "
              "still do as they're told. Every pram needs four wheels, a brake that works, and a horn "
              "or a bell. The course is a mile and a half. No, a mile and three quarters: I always "
              "forget the loop round the church at the top of the hill."),
        # 3
        slide(SANDRA, BAR, "The middle pub",
              ["Pub stops: 3", "Entry: £10 a team, for the playing field swings"],
              "Sandra Pike, landlady of the Black Bull. There are three pub stops: the Plough, us, and "
              "the Fleece. At every one, the rider drinks a half before the team moves on, and under "
              "eighteens get squash. Every penny of the entry money goes to new swings on the playing "
              "field, and so do the buckets on my bar."),
        # 4
        slide(DEV, VILLAGE_GREEN, "Last year's winners",
              ["Dev Mistry", "Winners last year: Dev and Alfie",
               "Their pram: coachbuilt, from a house clearance"],
              "Dev Mistry. Me and Alfie won it last year, and everybody reckons it's the pram. It is "
              "the pram. She's an old coach built one out of a house clearance, with big wheels and "
              "springs like a sofa. I push, Alfie rides, and we swap at the pubs. The trick is the "
              "bend at the bottom of Church Hill. Brake early, and lean."),
        # 5
        slide(ALFIE, VILLAGE_GREEN, "In the pram",
              ["Alfie Mistry, 12", "Costume: a Christmas pudding"],
              "I'm Alfie. Dev's my uncle. He's my mum's little brother, so she says anything that goes "
              "wrong today is his fault. I ride in the pram because I'm the lightest, and I'm dressed "
              "as a Christmas pudding, with a sprig of holly on my head that keeps falling off. At "
              "every pub I have a blackcurrant squash."),
        # 6
        slide(MARION, BEND, "First aid",
              ["Marion Lusk, first aider", "First aid post: the bottom of Church Hill"],
              "Marion Lusk, first aider. Thirty years on the wards, and now I spend Boxing Day on a "
              "straw bale at the bottom of Church Hill with a blanket and a flask. Most of what I see "
              "is grazed knees and hurt pride. The worst thing I ever treated here was a man who ate "
              "a whole mince pie in one go, for a bet."),
        # 7
        slide(DENISE, CHURCH_HILL, "Gritting first",
              ["Number 5 on the list", "Church Hill gritted: 7:15 to 7:45 am"],
              "First, number five, the grit. My husband took the quad bike and the spreader up Church "
              "Hill at quarter past seven, and came back down it a good deal slower than he went up. "
              "By eleven you could stand on it in your slippers. The fox watched the whole thing from "
              "the churchyard wall, and then went home to bed."),
        # 8
        slide(MARION, BEND, "Straw bales second",
              ["Number 4 on the list", "Straw bales on the bend: 40"],
              "Second, number four, the straw bales, round the bend at the bottom of Church Hill, where "
              "the prams come down far too fast. Farmer Gledhill brought them on his trailer, and it "
              "had to be early, because once the road's shut he can't get his tractor through the "
              "village. Forty bales, two high, with my first aid post behind them."),
        # 9
        slide(TREVOR, HALL_CAR_PARK, "Prams checked third",
              ["Number 1 on the list", "Prams checked: 9:00 to 10:30 am", "Where: the village hall car park"],
              "Third, number one, checking the prams, in the village hall car park. I do it early on "
              "purpose. A pram that fails gets an hour with my toolbox to put it right, instead of "
              "being sent home from the start line in tears. Wheels, brake and horn, every one of "
              "them. I reckon we've got fifty teams this year, easily."),
        # 10
        slide(DENISE, CHURCH_HILL, "Road closed fourth",
              ["Number 3 on the list", "Road closed: 10:45 am to 12:30 pm", "Teams entered: 38"],
              "Fifty, Trevor? Thirty eight. I've got the entry sheet here on my clipboard. Fourth, "
              "number three, closing the road. It can't close a minute before quarter to eleven, "
              "because that's when the morning bus comes through, and the council are very firm about "
              "the bus. So the barriers went across the second it disappeared round the corner."),
        # 11
        slide(DEV, VILLAGE_GREEN, "Signing in last",
              ["Number 2 on the list", "Sign in: 11:00 to 11:20 am, at the start line"],
              "Last, number two, signing in, at the start line on the green, twenty minutes before the "
              "off. Sign everybody in at nine, and by eleven half the teams have wandered into the "
              "Plough for a warm and lost their rider. This way you turn up with your pram and your "
              "partner, both of them, or you don't run."),
        # 12
        slide(TREVOR, VILLAGE_GREEN, "The off",
              ["Start: 11:30 am"],
              "The very moment I sounded the klaxon, a skein of geese came over the green, really low, "
              "honking their heads off, and half the riders looked up instead of holding on. Then it "
              "was all elbows and wheels along Main Street to the Plough, and I stood well back, "
              "because nobody in a pram race ever looks where they're going."),
        # 13
        slide(DEV, CHURCH_HILL, "Down Church Hill",
              ["Church Hill: the steepest part of the course"],
              "Halfway down Church Hill, the two nurses in front of us lost their back wheel, and it "
              "went spinning off into the churchyard on its own. They carried on, on three wheels, "
              "which I'd never seen done. We braked early, leaned into the bend, like I said, and came "
              "round it in second place, with Alfie shouting at me."),
        # 14
        slide(MARION, BEND, "At the bend",
              ["Plasters handed out: 23"],
              "The pirates came round the bend much too fast, hit the bales, and their front wheel came "
              "clean off and rolled away down the lane by itself. Then the hood blew off the Vikings' "
              "pram and landed right in my lap. Nobody was hurt. I handed out plasters anyway, because "
              "people like a plaster, even on a costume."),
        # 15
        slide(SANDRA, BAR, "The Black Bull",
              ["Halves poured by noon: 64"],
              "They came into the Black Bull like a herd of cattle, and Alfie downed his squash faster "
              "than any grown man in the place. The Vikings left their pram against the bench outside, "
              "and one of its wheels was wobbling about, so Trevor tightened it up with his spanner "
              "on the pavement before they went on."),
        # 16
        slide(DENISE, CHURCH_HILL, "Mill Lane",
              ["Horses: right of way"],
              "About ten minutes in, a lady on a big grey horse came round the corner out of Mill Lane, "
              "right onto the course. Trevor held up his flag, every team stopped and pulled in "
              "against the hedge, and Alfie said good morning to the horse, very politely, until it "
              "had walked past. Then the flag came down, and they were off again."),
        # 17
        slide(ALFIE, BAR, "The Fleece",
              ["Pub stop 3: the Fleece"],
              "At the Fleece, the rugby club's pram, the one that looks like a bath, dropped a wheel "
              "right outside the door, and the landlord came out and held it up over his head like a "
              "trophy. I drank my squash while Dev got in, and then I pushed him, which is harder than "
              "it looks, because he's enormous."),
        # 18
        slide(DEV, VILLAGE_GREEN, "The finish",
              ["Winners: Dev and Alfie Mistry", "Winning time: 14 min 52 s"],
              "We came over the line on the green in fourteen minutes and fifty two seconds, two years "
              "running, and Alfie fell out of the pram cheering. The nurses came in third, on three "
              "wheels, to the biggest cheer of the day. With a crowd like that, there must be well "
              "over a thousand pounds in the buckets by now."),
        # 19
        slide(SANDRA, BAR, "The buckets",
              ["Raised for the swings: £873"],
              "A thousand, Dev? Eight hundred and seventy three pounds. I counted the buckets on the "
              "bar, twice, with the door locked, entries and all. That's most of a swing. There's a "
              "button in there, and a chocolate coin, and somebody's put in a cracker joke, which "
              "I've pinned up behind the bar. It's not a good one."),
        # 20
        slide(TREVOR, VILLAGE_GREEN, "The Bedpan",
              ["Trophy: the Brackenholt Bedpan", "Last team in: the vicar's"],
              "Dev and Alfie got the Brackenholt Bedpan, polished up for the day, which has been the "
              "trophy since the start. In the very first race, the vicar's pram lost a wheel at the "
              "top of Church Hill, and he came all the way down on the axle, with sparks flying. "
              "Today's vicar came in last, on four wheels, singing carols."),
        # 21
        slide(DENISE, CHURCH_HILL, "Road open again",
              ["Road reopened: 12:30 pm", "Bales collected: 1:15 pm"],
              "At half past twelve the barriers came off, and the first thing through was the "
              "afternoon bus, right on time. Farmer Gledhill took his bales home, Marion packed up her "
              "flask, and Trevor locked his toolbox. By two o'clock the whole village was squeezed "
              "into the Plough, arguing about the bend at the bottom of Church Hill."),
        # 22
        slide(DENISE, ICE_DARK, "Next on the channel",
              ["New swings on the playing field", "Going in: Saturday 7 February"],
              "Next time, the new swings go in on the playing field, paid for, near enough, by prams. "
              "Trevor's checking every bolt, Sandra's bringing bacon rolls, Dev's digging the holes, "
              "Marion's standing by with her plasters, and Alfie has asked to be the very first one "
              "on, which I've told him he'll have to race the vicar for."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this Brackenholt video about, in a nutshell?",
         "para": ["brackenholt boxing day clip - what's going on",
                  "Prams, straw bales, pub stops and a first aider sat on a bale. Which event is this?"],
         "cands": ["A Boxing Day pram race round Brackenholt's three pubs, from gritting Church Hill to the "
                   "finish on the green",
                   "The playing field getting its new swings",
                   "A soapbox derby down Church Hill",
                   "A fancy dress fun run round the village for the pub's charity"],
         "answer": "A Boxing Day pram race round Brackenholt's three pubs, from gritting Church Hill to the "
                   "finish on the green"},
        {"n": 2, "type": "count", "ev": [13, 14, 17],
         "q": "During the race, how many prams actually lost a wheel?",
         "para": ["wheels coming off prams, how many times",
                  "Not the Vikings' wobbly one, not the hood that blew off and not the vicar's back in the "
                  "very first race. On the day, how many wheels came off?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "First job done from the list in the Plough's window?",
         "cands": ["Gritting the hill", "Putting out the straw bales", "Checking the prams", "Closing the road"],
         "answer": "Gritting the hill"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 9, 10, 11],
         "q": "Trevor's list goes prams, sign-in, road, bales, grit. Which order were they tackled in on "
              "Boxing Day?",
         "cands": None,
         "answer": "Grit the hill first, then the straw bales, check the prams, close the road, and sign the "
                   "teams in last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "how come gritting church hill had to happen before anything else",
         "cands": None,
         "answer": "Grit takes a couple of hours to work into the ice, and Church Hill is the steepest part of "
                   "the course"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "Signing in only happens twenty minutes before the off, at the start line. What's the thinking?",
         "cands": ["Signed in any earlier, half the teams wander into the Plough for a warm and lose their rider",
                   "The entry sheet can't be printed until the road is closed",
                   "The village hall is locked until eleven on Boxing Day",
                   "The start line can't be chalked until the bales are out"],
         "answer": "Signed in any earlier, half the teams wander into the Plough for a warm and lose their rider"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Why did the straw bales have to go out so early in the morning?",
         "para": ["bales on the bend before the road shut - reason",
                  "Farmer Gledhill's straw had to be at the bottom of Church Hill early. Why the hurry?"],
         "cands": None,
         "answer": "Once the road is shut, the farmer can't get his tractor and trailer through the village"},
        {"n": 8, "type": "correction", "ev": [9, 10],
         "q": "Trevor reckoned on fifty teams. How many had actually entered?",
         "cands": None,
         "answer": "38 (Denise had the entry sheet on her clipboard)"},
        {"n": 9, "type": "correction", "ev": [18, 19],
         "q": "Once the buckets were counted, how much had the race made for the swings?",
         "cands": ["£873", "£1,000", "£837", "£783"],
         "answer": "£873"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Trevor gives the course as a mile and a half and then corrects it. What length does he settle on?",
         "para": ["length of the pram race course",
                  "The starter gets the distance wrong at first. What's the right figure, and what had he "
                  "left out?"],
         "cands": None,
         "answer": "A mile and three quarters (1.75 miles): he forgot the loop round the church at the top of "
                   "the hill"},
        {"n": 11, "type": "who", "ev": [18, 19],
         "q": "Dev thinks there's well over a thousand pounds in the buckets. Who knows the actual sum?",
         "cands": None,
         "answer": "Sandra Pike, landlady of the Black Bull, who counted the buckets twice (£873)"},
        {"n": 12, "type": "who", "ev": [2, 15],
         "q": "Outside the Black Bull somebody tightened a wobbly wheel on the Vikings' pram. Which of them?",
         "cands": ["Trevor Gaunt", "Dev Mistry", "Sandra Pike", "Marion Lusk"],
         "answer": "Trevor Gaunt"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "the boy dressed as a christmas pudding - age?",
         "cands": ["12", "21", "11", "13"],
         "answer": "12"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "In which year was Brackenholt's first pram race?",
         "cands": ["1981", "1918", "1991", "1971"],
         "answer": "1981"},
        {"n": 15, "type": "speech_and_screen", "ev": [12],
         "q": "Geese flying low over the green: at what time?",
         "cands": None, "answer": "11:30 am, the moment Trevor sounded the klaxon for the start"},
        {"n": 16, "type": "quantity", "ev": [18],
         "q": "Dev and Alfie's winning time?",
         "cands": ["14 min 52 s", "12 min 54 s", "15 min 42 s", "14 min 25 s"],
         "answer": "14 min 52 s"},
        {"n": 17, "type": "quantity", "ev": [3],
         "q": "Along the route, the teams stop at how many pubs?",
         "para": ["pub stops on the course, number",
                  "Every team has to pull in for a half, or a squash, on the way round. How many times?"],
         "cands": None, "answer": "Three (the Plough, the Black Bull and the Fleece)"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "To get past Trevor's inspection, what does a pram need?",
         "cands": ["Four wheels, a brake that works, and a horn or a bell",
                   "A number on the front and a flag on a pole",
                   "A seat belt for the rider and a spare wheel",
                   "Lights front and back and a reflective strip"],
         "answer": "Four wheels, a brake that works, and a horn or a bell"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "Are Dev and Alfie related at all?",
         "cands": None,
         "answer": "Yes: Dev is Alfie's uncle, his mum's little brother"},
        {"n": 20, "type": "right_before_after", "ev": [16],
         "q": "What happened when a horse and rider came out of Mill Lane onto the course?",
         "cands": None,
         "answer": "Trevor held up his flag, every team stopped and pulled in against the hedge, and Alfie said "
                   "good morning to the horse until it had passed; then the flag came down and they carried on"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the pram race video open?",
         "cands": ["Seven on Boxing Day morning: Church Hill a sheet of ice, the Plough's Christmas tree still "
                   "lit and a fox trotting down Main Street",
                   "Trevor sounding the klaxon for the start",
                   "Dev and Alfie crossing the finish line on the green",
                   "Farmer Gledhill unloading straw bales on the bend"],
         "answer": "Seven on Boxing Day morning: Church Hill a sheet of ice, the Plough's Christmas tree still "
                   "lit and a fox trotting down Main Street"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's lined up for the next episode?",
         "cands": ["New swings going in on the playing field",
                   "Next year's Boxing Day pram race",
                   "Dev restoring another old pram",
                   "Marion's first aid course in the village hall"],
         "answer": "New swings going in on the playing field"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The grey horse that wandered onto the course, what's its name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "When did the last team cross the finish line?",
         "cands": ["12:05 pm", "12:20 pm", "11:58 am", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ lollipop (a crossing patrol's last day)
KAREN = ("en-gb-x-gbcwmd+f5", "Karen Dibb, Hobbs Lane Primary")
BRENDA = ("en-gb-x-gbclan+f5", "Brenda Oakes, school crossing patrol")
GRAHAM = ("en-gb-x-rp+m5", "Graham Whitlow, head teacher")
GAIL = ("en+f5", "Gail Fenner, the Copper Kettle café")
ASHOK = ("en-gb-scotland+m6", "Ashok Rana, road safety officer")
POPPY = ("en-029+f1", "Poppy Lister, school council")

WHITEBOARD = "#eef0ec"
KERB = "#e9e6dc"
RAILINGS = "#e3e9ef"
SCHOOL_OFFICE = "#f0e9e0"
CAFE = "#f4e7e2"
CLASSROOM = "#e8eadf"
EARLY_DARK = "#1d2a3a"

LOLLIPOP = {
    "name": "lollipop",
    "footer": "Hobbs Lane Primary · Brenda's last day · the crossing on Hobbs Lane",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(KAREN, EARLY_DARK, "Brenda's last day at Hobbs Lane",
              ["Hobbs Lane Primary, Wrayford", "Tuesday 22 July", "Last crossing: 3:30 pm"],
              "Five to eight in the morning, and Brenda's already out on the pavement by the school "
              "gates, white coat on, lollipop leaning on the railings, having a word with a pigeon. "
              "The school's still locked. I'm Karen Dibb, school business manager at Hobbs Lane "
              "Primary, and the camera's clipped to my cardigan pocket. Today is Brenda's last day."),
        # 1
        slide(KAREN, WHITEBOARD, "The whiteboard in the school office",
              ["1. Hand over the lollipop", "2. Sign the card", "3. Collect the cake",
               "4. Hang the banner", "5. Line up the whole school"],
              "This is the whiteboard in the school office. Graham wrote it in the staff meeting, in "
              "the order people shouted things out, and it's stayed like that for a fortnight, with a "
              "tea towel over it whenever Brenda came in. Number two goes first: the card. It has to "
              "go round every class, and that takes all morning."),
        # 2
        slide(BRENDA, KERB, "The lollipop lady",
              ["Brenda Oakes, 68", "On this crossing: 31 years", "Lollipops worn out: 6"],
              "Brenda Oakes. Thirty one years on this crossing, and now I'm seeing across the children "
              "of children I used to see across. I've worn out five lollipops. No, six: I always "
              "forget the wooden one I started with, with the split in the handle. People think it's "
              "standing about. It isn't. It's watching, every second."),
        # 3
        slide(GRAHAM, SCHOOL_OFFICE, "The head teacher",
              ["Graham Whitlow, head teacher", "Head at Hobbs Lane: 9 years"],
              "Graham Whitlow, head teacher. I've been at Hobbs Lane nine years, and Brenda has told "
              "me off twice, both times for crossing the road behind her back. She's been planning to "
              "retire since Easter, and we've been planning this since Easter too. She thinks today "
              "is an ordinary Tuesday. She's the only one in Wrayford who does."),
        # 4
        slide(GAIL, CAFE, "The café across the road",
              ["The Copper Kettle", "Open: 7:30 am to 4:00 pm"],
              "Gail Fenner. I run the Copper Kettle, right opposite the crossing, so I've watched "
              "Brenda work for longer than anybody. Brenda's my auntie. She's my mum's big sister, and "
              "she used to walk me across this road herself, holding my hand. The collection jar for "
              "her present is on my counter, and the cake's hiding in my fridge."),
        # 5
        slide(ASHOK, RAILINGS, "The council",
              ["Ashok Rana, road safety officer", "County council: school crossing patrols"],
              "Ashok Rana, road safety officer for the county council. Crossing patrols are my "
              "department, and Brenda's the one all the new ones get sent to watch. I'm bringing her "
              "replacement along this afternoon, a lad who's just finished his training. It's a busy "
              "crossing. I'd guess two hundred children come over this road every morning."),
        # 6
        slide(POPPY, CLASSROOM, "The school council",
              ["Poppy Lister, 10", "Year 6, school council"],
              "I'm Poppy, and I'm on the school council, which means I'm in charge of the secret. "
              "Brenda has crossed me every morning since I was in reception, and she always knows if "
              "I've forgotten my reading book. It's my last week here too, because I'm going up to big "
              "school in September, so we're both leaving together."),
        # 7
        slide(BRENDA, KERB, "The first crossing",
              ["First crossing: 8:14 am"],
              "The very moment I stepped out into the road for the first child this morning, a robin "
              "flew down and sat on top of my lollipop, bold as brass. The children thought I'd "
              "trained it. I've got one rule, and I've never broken it in thirty one years. I don't "
              "step out until every car has stopped. Not slowed down. Stopped."),
        # 8
        slide(BRENDA, KERB, "A hundred and forty three",
              ["Crossed this morning: 143"],
              "Two hundred, Ashok? A hundred and forty three, this morning. I count every one on the "
              "clicker in my pocket, and I always have. The number eleven bus went past at half eight, "
              "and the driver gave me two little toots on his horn and a wave. I think somebody's told "
              "him. I think somebody's told everybody."),
        # 9
        slide(KAREN, SCHOOL_OFFICE, "The card first",
              ["Number 2 on the list", "Card round the classes: 9:00 am to 12:00 pm", "Classes: 14"],
              "First, number two, the card, the minute Brenda had gone home at nine. It went round all "
              "fourteen classes, and the reception children take a quarter of an hour each just to "
              "write their names, some of them backwards. That's why it had to start first thing. "
              "Brenda doesn't come back until quarter to three."),
        # 10
        slide(POPPY, CLASSROOM, "Signing the card",
              ["The card: made by Year 6"],
              "I carried the card round the whole school with Mr Whitlow's pen. The nursery did "
              "handprints instead of names, in green paint, and one of them got on my shoe. By "
              "lunchtime there wasn't a white bit left anywhere. I reckon there must be about a "
              "thousand names on there, counting all the teachers and the dinner ladies."),
        # 11
        slide(KAREN, SCHOOL_OFFICE, "Four hundred and twelve",
              ["Names on the card: 412"],
              "A thousand, Poppy? Four hundred and twelve. Every child and every member of staff, and "
              "I ticked them off the register myself. It only looks like more because the little ones "
              "write so big. The handprints count as names. The one on Poppy's shoe doesn't. The card's "
              "in my office now, behind the door."),
        # 12
        slide(GRAHAM, RAILINGS, "The banner second",
              ["Number 4 on the list", "Banner up: 12:15 to 12:45 pm"],
              "Second, number four, the banner, up on the railings at lunchtime. That's the only time "
              "of day Brenda isn't at the crossing or looking straight at it, because she goes home at "
              "twelve to walk her dog. The caretaker and I tied it on with garden twine, and a cyclist "
              "coming down the hill rang his bell at us all the way past."),
        # 13
        slide(GAIL, CAFE, "The cake third",
              ["Number 3 on the list", "Cake collected: 2:30 pm"],
              "Third, number three, the cake, out of my fridge at half past two. It's a fresh cream "
              "sponge, and it's the hottest day of the year, so anywhere but the fridge it would slide "
              "off the plate. At three, with Auntie Brenda out in the road, a builder in a white van "
              "leaned on his horn all the way past the café, waving."),
        # 14
        slide(ASHOK, RAILINGS, "The new patrol",
              ["New patrol: Wes Tamblyn", "Starts: September"],
              "I brought the new lad at quarter to three, in a white coat that still had the creases "
              "in it from the packet. He watched Brenda for half an hour and hardly said a word. While "
              "we stood there, the tractor from Mill Farm came by with a load of hay, and the farmer "
              "sounded his horn and lifted his cap to her."),
        # 15
        slide(KAREN, KERB, "On the zigzags",
              ["Zigzag lines: no stopping"],
              "Just after three, a learner driver stalled right on the zigzags as Brenda stepped out. "
              "Brenda stayed in the middle of the road with her lollipop up, walked over to the "
              "window, and told the girl to take her time. The children waited on the kerb until the "
              "engine was going again, and then Brenda waved them all across."),
        # 16
        slide(GRAHAM, RAILINGS, "The whole school fourth",
              ["Number 5 on the list", "School lined up: 3:15 pm", "Where: along the railings"],
              "Fourth, number five, the whole school out along the railings, at quarter past three, "
              "five minutes before the bell. It had to be then: once the parents arrive, you can't get "
              "nearly four hundred children onto that pavement. While we lined them up, the bin lorry "
              "came round the corner and gave a long blast on its horn for Brenda."),
        # 17
        slide(POPPY, KERB, "Going home",
              ["Home time bell: 3:20 pm"],
              "When the bell went, we all sang for Brenda along the railings, and she cried, and then "
              "she crossed us home like normal, because she said rules are rules. When I was halfway "
              "over, a lady in a red car beeped her horn and shouted we love you Brenda out of her "
              "window. Brenda told her to keep her eyes on the road."),
        # 18
        slide(BRENDA, KERB, "Handing over last",
              ["Number 1 on the list", "Last child across: 3:31 pm", "Lollipop handed over: 3:32 pm"],
              "Last, number one, handing over the lollipop, once the very last child was across, and "
              "not before. Till then I'm the patrol on duty, and the council says one patrol on a "
              "crossing, never two, or the children don't know who to watch. Then I gave the new lad "
              "my lollipop, and I told him: every car stops. Stopped."),
        # 19
        slide(GAIL, CAFE, "Tea at the Copper Kettle",
              ["Collection jar: on the café counter"],
              "Auntie Brenda sat in my window with a pot of tea and the first slice of her "
              "cake. When she'd done twenty five years, the fire station sent an engine past the "
              "school and the crew gave her a blast on the horn, and she said nothing would ever beat "
              "that. She says today did. The collection jar's full, and nobody's counted it."),
        # 20
        slide(KAREN, CAFE, "The card",
              ["Banner down: 4:30 pm"],
              "We gave Brenda the card in the café, and she read every name, handprints and all. When "
              "the caretaker took the banner down, a balloon burst on the railings and set off the "
              "alarm on Graham's car, which honked away on its own for a full minute while he looked "
              "for his keys. Brenda said that was the only noise all day she didn't like."),
        # 21
        slide(ASHOK, RAILINGS, "Next term",
              ["New patrol's first morning: Thursday 4 September"],
              "The lad starts properly in September. Brenda's offered to stand on the corner for his "
              "first morning, just watching. I've reminded her she's retired. She's told me she'll be "
              "walking her dog that way anyway, at quarter past eight, every single day, for no "
              "reason at all. I think the new lad is going to be fine."),
        # 22
        slide(KAREN, EARLY_DARK, "Next on the channel",
              ["A zebra crossing for Hobbs Lane", "Painted over the summer holidays", "Monday 18 August"],
              "Next time, the road outside the school gets a proper zebra crossing, painted over the "
              "summer holidays, and we'll be there for every stripe. Ashok's in charge, Gail's doing "
              "bacon rolls for the painters, Graham's promised not to cross behind anybody's back, "
              "and Brenda's coming to inspect it, from the pavement, with a clipboard."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up the Hobbs Lane video for me.",
         "para": ["lollipop lady video - whats it about",
                  "A robin on a lollipop, a card covered in handprints and a cream sponge in a café fridge. "
                  "What's the occasion?"],
         "cands": ["A school crossing patrol's last day before she retires, with the school's send-off",
                   "A zebra crossing being painted outside the school",
                   "A primary school's sports day",
                   "A road safety officer training a group of new crossing patrols"],
         "answer": "A school crossing patrol's last day before she retires, with the school's send-off"},
        {"n": 2, "type": "count", "ev": [8, 13, 14, 16, 17],
         "q": "On her last day, how many drivers sounded their horn for Brenda?",
         "para": ["horns tooted at brenda, total",
                  "Leaving out the cyclist's bell, the car alarm and the fire engine from her twenty fifth "
                  "year, how often did somebody hoot at her today?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "On the office whiteboard, which job did they actually tackle first?",
         "cands": ["Signing the card", "Hanging the banner", "Collecting the cake", "Handing over the lollipop"],
         "answer": "Signing the card"},
        {"n": 4, "type": "order", "ev": [1, 9, 12, 13, 16, 18],
         "q": "Handing over the lollipop sits at number one on Graham's whiteboard. When did it really happen?",
         "cands": None,
         "answer": "Last (fifth): after the card, the banner, the cake and lining the school up along the "
                   "railings, once the last child was across"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "Signing the card came before every other job on the whiteboard. How come?",
         "para": ["card signed first thing - reason",
                  "what made the card the one job that couldn't wait"],
         "cands": None,
         "answer": "It had to go round all fourteen classes, and the reception children take a quarter of an "
                   "hour each to write their names, so it needed the whole morning"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Brenda hung on to the lollipop until the last child was across. Her reason?",
         "cands": ["Till then she's the patrol on duty, and the council says one patrol on a crossing, never two",
                   "The new lad's insurance didn't start until four o'clock",
                   "She wanted the parents to see her last crossing",
                   "The new lad's coat hadn't been delivered yet"],
         "answer": "Till then she's the patrol on duty, and the council says one patrol on a crossing, never two"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "Gail kept the cake in her fridge till half past two. Why?",
         "cands": ["A fresh cream sponge on the hottest day of the year would have slid off the plate anywhere "
                   "else",
                   "The icing on top still needed time to set",
                   "Gail needed the table space in the café over lunch",
                   "Brenda always calls in at the café at lunchtime"],
         "answer": "A fresh cream sponge on the hottest day of the year would have slid off the plate anywhere "
                   "else"},
        {"n": 8, "type": "correction", "ev": [10, 11],
         "q": "Poppy guesses a thousand names on the card. What's the real number?",
         "para": ["names on brenda's card, final count",
                  "Karen puts the Year Six girl right about the signatures. Which figure does she give?"],
         "cands": None,
         "answer": "412: every child and every member of staff, ticked off the register"},
        {"n": 9, "type": "correction", "ev": [2],
         "q": "After correcting herself, how many lollipops does Brenda say she's worn out?",
         "cands": ["6", "5", "7", "4"],
         "answer": "6"},
        {"n": 10, "type": "who", "ev": [5, 8],
         "q": "Ashok guesses two hundred children cross each morning. Who puts him right?",
         "para": ["the road safety officer's guess - who corrected it",
                  "Someone with a clicker in her pocket has the real count. Who is she?"],
         "cands": None,
         "answer": "Brenda Oakes, the crossing patrol: 143 that morning, counted on her clicker"},
        {"n": 11, "type": "who", "ev": [12],
         "q": "Who tied the banner onto the railings along with the caretaker?",
         "cands": ["Graham Whitlow", "Ashok Rana", "Karen Dibb", "Gail Fenner"],
         "answer": "Graham Whitlow"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "brenda oakes age",
         "cands": ["68", "86", "58", "63"],
         "answer": "68"},
        {"n": 13, "type": "needle_screen", "ev": [14],
         "q": "Name of the new crossing patrol taking over from Brenda?",
         "cands": None, "answer": "Wes Tamblyn"},
        {"n": 14, "type": "speech_and_screen", "ev": [7],
         "q": "a robin landing on the lollipop - at what time",
         "cands": None, "answer": "8:14 am, the moment Brenda stepped out for the first child"},
        {"n": 15, "type": "quantity", "ev": [9],
         "q": "How many classes did the card go round?",
         "cands": ["14", "41", "12", "16"],
         "answer": "14"},
        {"n": 16, "type": "quantity", "ev": [2],
         "q": "For how long has Brenda been on this crossing?",
         "cands": None, "answer": "31 years (thirty one)"},
        {"n": 17, "type": "spoken_fact", "ev": [7],
         "q": "Brenda says she has one rule she's never broken. Which?",
         "cands": ["She never steps out until every car has stopped, not just slowed down",
                   "She never lets a child cross without holding a hand",
                   "She never takes her white coat off on duty, whatever the weather",
                   "She never crosses anybody after the home time bell"],
         "answer": "She never steps out until every car has stopped, not just slowed down"},
        {"n": 18, "type": "relation", "ev": [4],
         "q": "How is Gail from the café related to Brenda?",
         "cands": None,
         "answer": "Gail is Brenda's niece: Brenda is her mum's big sister"},
        {"n": 19, "type": "right_before_after", "ev": [15],
         "q": "A learner stalled on the zigzags just as Brenda stepped out. What did she do then?",
         "cands": None,
         "answer": "Stayed in the middle of the road with her lollipop up, walked over and told the girl to take "
                   "her time, kept the children on the kerb until the engine was going, then waved them across"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "In the opening shot of Brenda's video, what's happening?",
         "cands": ["Five to eight: Brenda already on the pavement by the locked school gates, lollipop against "
                   "the railings, talking to a pigeon",
                   "The whole school lined up along the railings",
                   "Graham writing the jobs on the whiteboard",
                   "Gail carrying the cake across the road"],
         "answer": "Five to eight: Brenda already on the pavement by the locked school gates, lollipop against "
                   "the railings, talking to a pigeon"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Closing trailer: which episode comes next?",
         "cands": ["A zebra crossing painted outside the school over the summer holidays",
                   "Brenda's first day of retirement at the seaside",
                   "The new patrol's first morning in September",
                   "Poppy's first day at secondary school"],
         "answer": "A zebra crossing painted outside the school over the summer holidays"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's Brenda's dog called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Total raised by the collection jar for Brenda's present?",
         "cands": ["£412", "£250", "£185", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "which colour was the banner on the school railings",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ villageshop (a community shop's opening day)
RUTH = ("en+f1", "Ruth Abernethy, Wrensford Community Shop")
STAN = ("en-gb-x-gbclan+m6", "Stan Podmore, volunteer rota")
HELEN = ("en-gb-x-rp+f5", "Helen Yeo, treasurer")
RAY = ("en-gb-x-gbcwmd+m7", "Ray Duckett, joiner")
NISHA = ("en-gb-scotland+f5", "Nisha Banerjee, the bread")
JOSH = ("en-029+m5", "Josh Pearce, volunteer")

CLIPBOARD = "#f1ede3"
SHOP_FLOOR = "#e7ecf0"
TILL = "#efe6ea"
BREAD_COUNTER = "#f3ebde"
STOCK_ROOM = "#e5e8de"
THE_GREEN = "#e2ece6"
FORGE_DARK = "#26201c"

VILLAGESHOP = {
    "name": "villageshop",
    "footer": "Wrensford Community Shop · opening day · the old forge on the green",
    "lead_in": 7.5,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, FORGE_DARK, "Opening day at the old forge",
              ["Wrensford Community Shop", "The old forge, Little Wrensford", "Saturday 14 March",
               "Doors open: 10:00 am"],
              "Six in the morning, still dark, and the lights are on in the old forge on the green for "
              "the first time in years. The new fridges have been humming all night, and there's "
              "already a man on the bench outside with a shopping bag, four hours early. I'm Ruth "
              "Abernethy, I chair the shop committee, and the camera's clipped to my apron strap."),
        # 1
        slide(RUTH, CLIPBOARD, "The clipboard by the door",
              ["1. Hang the sign", "2. Fill the shelves", "3. Switch on the fridges",
               "4. Take in the bread", "5. Count the float into the till"],
              "This is the clipboard by the door. Stan wrote it in the order a customer meets things "
              "walking in: sign, shelves, fridges, bread, till. Lovely for a customer, no use to us. "
              "Number three went first: the fridges. A new fridge takes twelve hours to get cold, and "
              "you can't put milk in a warm one."),
        # 2
        slide(STAN, SHOP_FLOOR, "The grocer",
              ["Stan Podmore, retired grocer", "Volunteers on the rota: 52"],
              "Stan Podmore. I had the grocer's in Market Ashby for forty one years, and now I run the "
              "rota here: fifty two volunteers, and not one of them paid. I'll tell you the whole "
              "secret of a village shop. Never run out of milk. People will forgive you anything else, "
              "but not milk, and they'll tell everybody."),
        # 3
        slide(HELEN, TILL, "The treasurer",
              ["Helen Yeo, treasurer", "Shares: £25 each"],
              "Helen Yeo, treasurer. When the old shop shut, the village decided to buy it back, one "
              "share at a time, at twenty five pounds a share. Nobody gets rich, and nobody's meant "
              "to. Every penny of profit goes back into the shop or into the village. I keep the "
              "books, I keep the keys to the till, and I count everything twice."),
        # 4
        slide(RAY, STOCK_ROOM, "The joiner",
              ["Ray Duckett, joiner", "Shelving built: 14 m", "Counter: made from old chapel pews"],
              "Ray Duckett, joiner. I built the shelves, and the counter out of the old pews from the "
              "chapel, so mind your language at the till. Ruth's my stepdaughter. I married her mum "
              "when Ruth was six, and she's been giving me jobs ever since. I put up eleven metres of "
              "shelving. No, fourteen: I forgot the stock room."),
        # 5
        slide(NISHA, BREAD_COUNTER, "The bread",
              ["Nisha Banerjee, baker", "Bakery: her kitchen in Abbots Dene"],
              "Nisha Banerjee. I bake in my own kitchen over in Abbots Dene, in two ovens, starting at "
              "four in the morning, and the shop's taken every loaf I could make for its first day. "
              "White, brown, seeded, and a cardamom bun my grandmother wouldn't recognise. I'm staying "
              "on the bread counter this morning, to see who buys what."),
        # 6
        slide(JOSH, SHOP_FLOOR, "The youngest volunteer",
              ["Josh Pearce, 15", "Youngest volunteer on the rota"],
              "I'm Josh. I'm the youngest on the rota, and I signed up because the nearest shop's "
              "three miles away and I haven't got a car, or a licence. I do Saturday mornings, on the "
              "till with Stan. Literally everyone in the village bought shares. I reckon five hundred "
              "people, maybe more, including my nan, twice."),
        # 7
        slide(RUTH, TILL, "Two hundred and seventeen",
              ["Shareholders: 217", "Old village shop closed: 2022"],
              "Five hundred, Josh? Two hundred and seventeen. I signed every certificate myself, at "
              "the kitchen table, and your nan only counts once, however many she bought. It only "
              "feels like the whole village because the whole village came to the meetings. The old "
              "shop shut three years ago, and nobody's bought a pint of milk here since."),
        # 8
        slide(STAN, SHOP_FLOOR, "Fridges first",
              ["Number 3 on the list", "Fridges on: Friday 8:00 pm"],
              "First, number three, the fridges, switched on at eight last night, before anything "
              "else. A new fridge wants twelve hours to get down to temperature, and milk in a warm "
              "fridge is milk you throw away. I sat with them for an hour with a thermometer, like a "
              "new father, until Ruth sent me home to bed."),
        # 9
        slide(HELEN, TILL, "The float second",
              ["Number 5 on the list", "Float counted: 7:00 am", "Float: £150"],
              "Second, number five, the float, counted into the till at seven. I do it with Stan, one "
              "counting, one watching, and nobody else in the building. After seven the place is full "
              "of volunteers carrying boxes, and you never count money in a crowd. A hundred and fifty "
              "pounds, in coins and notes, and the till locked."),
        # 10
        slide(JOSH, STOCK_ROOM, "Shelves third",
              ["Number 2 on the list", "Shelves filled: 7:30 to 9:15 am"],
              "Third, number two, the shelves, with twelve of us from half past seven. Tins at the "
              "back, and the things people forget at the front by the till, like Stan says. The milk "
              "and cheese only went in because the fridges were cold by then. I did the crisps, the "
              "biscuits and the dog food, and I only dropped one box of eggs."),
        # 11
        slide(NISHA, BREAD_COUNTER, "Bread fourth",
              ["Number 4 on the list", "Bread in: 9:30 am"],
              "Fourth, number four, the bread, at half past nine. I bake it at four, but it has to cool "
              "for a good two hours before it goes in a bag. Bag it warm and it sweats, and you've got "
              "soggy bread by lunchtime. So it came over in crates in the back of my car, still "
              "smelling of the oven."),
        # 12
        slide(RAY, THE_GREEN, "The sign last",
              ["Number 1 on the list", "Sign up: 9:50 am"],
              "Last, number one, the sign over the door. I only finished painting the letters at seven "
              "this morning, and sign paint wants a good three hours before you can touch it. Hang it "
              "wet and you've got fingerprints in the gold for ever. So up the ladder at ten to ten, "
              "with half the village telling me it was crooked."),
        # 13
        slide(RUTH, SHOP_FLOOR, "First sale",
              ["First sale: 10:02 am"],
              "The very moment Josh rang up the first sale, the peacock from the manor walked in "
              "through the open door, had a good look at the birdseed, and walked straight out again. "
              "Nobody had ever seen it this side of the green. The man from the bench was first in, of "
              "course. He'd waited since six, and he said it was worth it."),
        # 14
        slide(STAN, TILL, "Busy",
              ["Customers by noon: 186"],
              "Busy doesn't cover it. About eleven, a chap asked me for a lottery ticket, and we don't "
              "do the lottery. We never will, either, while I'm on the rota. He took it very well, and "
              "bought a pork pie instead. A good shop sells you something, even when it can't sell "
              "you what you came in for."),
        # 15
        slide(JOSH, TILL, "On my own",
              ["Pints of milk sold by noon: 64"],
              "My first customer on my own was a lady who wanted a book of stamps. We haven't got "
              "stamps. There's no post office counter, so she'd have to go into town for those. She "
              "said the old shop did stamps in nineteen ninety. I said I wasn't born. She bought a tea "
              "towel with the shop on it instead."),
        # 16
        slide(RUTH, SHOP_FLOOR, "Behind the logs",
              ["Birthday cards in stock: 40"],
              "A man came in asking for firelighters, and I was about to say sorry when Josh found "
              "them behind the logs, exactly where Stan had put them. When the old shop closed, the "
              "very last thing anybody asked for was a birthday card, and there wasn't a single one "
              "left in the place. We've got forty now, just in case."),
        # 17
        slide(NISHA, BREAD_COUNTER, "Sold out",
              ["Bread sold out: 12:40 pm"],
              "The bread was gone by twenty to one, every crumb. Just before that, a woman asked me "
              "whether we had a cooked chicken, a hot one, for her lunch. We don't do hot food at all, "
              "so I sold her a seeded loaf and the last of the cardamom buns, and sent her over to the "
              "pub for the rest."),
        # 18
        slide(HELEN, TILL, "The afternoon",
              ["Paid by card: 7 in 10"],
              "Early afternoon, a girl asked me for a top up voucher for her phone, and we don't sell "
              "those. She looked at me as if I'd come out of a museum. The man after her asked for "
              "cash back, and we do do cash back, so I gave him twenty pounds out of the till and "
              "wrote it in my book."),
        # 19
        slide(RUTH, TILL, "No signal",
              ["Card machine down: 2:10 to 2:55 pm"],
              "At ten past two the card machine lost its signal, with a queue out of the door. Stan "
              "didn't even blink. He opened an old exercise book, wrote down every customer's name and "
              "what they owed, and told them to pay next time they were in. When the machine came back, "
              "half of them paid there and then anyway."),
        # 20
        slide(STAN, SHOP_FLOOR, "Doors shut",
              ["Doors shut today: 4:00 pm", "From Monday: 7:30 am to 6:00 pm"],
              "We shut the door at four, and I've not been this tired since my own shop's first "
              "Christmas. The milk lasted. That's all I care about. Forty one years in the trade tells "
              "me we've taken two thousand pounds today, easily, with the whole village wanting to be "
              "seen buying something on the first day."),
        # 21
        slide(HELEN, TILL, "Cashing up",
              ["Takings on day one: £1,486"],
              "Two thousand, Stan? One thousand four hundred and eighty six pounds. I cashed up the "
              "till twice, cash and card together, and that's the figure. It's a wonderful first day, "
              "more than we'd dared hope. The float goes back in the safe, and Stan's exercise book "
              "comes home with me, so nobody forgets what they owe."),
        # 22
        slide(RUTH, FORGE_DARK, "Next on the channel",
              ["A night at Nisha's bakery", "Abbots Dene, from 4:00 am", "Friday 10 April"],
              "Next time, we're over in Abbots Dene for a night in Nisha's kitchen, from the first oven "
              "at four to the crates going into her car. Josh is coming to learn the cardamom buns, "
              "Stan's coming to count the loaves, Ray's fixing her shelves, and I'm bringing the camera "
              "and a very large flask of coffee."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Tell me what the Little Wrensford video covers.",
         "para": ["village shop opening vid, main subject",
                  "A clipboard by the door, chapel pews turned into a counter and a peacock eyeing the "
                  "birdseed. What are we watching?"],
         "cands": ["A village's community-owned shop opening for its first day, in the old forge on the green",
                   "A night in Nisha's bakery in Abbots Dene",
                   "A farm shop's busiest Saturday before Christmas",
                   "A village post office's last day before it closes"],
         "answer": "A village's community-owned shop opening for its first day, in the old forge on the green"},
        {"n": 2, "type": "count", "ev": [14, 15, 17, 18],
         "q": "On opening day, how often did a customer want something the shop just doesn't sell?",
         "para": ["customers wanting stuff the shop doesn't stock - how many",
                  "The firelighters turned up behind the logs, cash back is on offer and the birthday card "
                  "was years ago. Apart from those, how often did a customer ask for a thing the shop just "
                  "doesn't sell?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Stan's clipboard has five jobs on it. Which was done first?",
         "cands": ["Switching on the fridges", "Counting the float into the till", "Filling the shelves",
                   "Hanging the sign"],
         "answer": "Switching on the fridges"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 10, 11, 12],
         "q": "Stan's clipboard says sign, shelves, fridges, bread, float. What order did it all actually "
              "happen in?",
         "para": ["order the opening jobs were really done",
                  "Put the five jobs off the clipboard in the order they were carried out."],
         "cands": None,
         "answer": "Fridges first (the night before), then counting the float, filling the shelves, taking in "
                   "the bread, and hanging the sign last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "why were the fridges switched on the night before",
         "cands": None,
         "answer": "A new fridge takes twelve hours to get cold, and you can't put milk in a warm one"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "The sign over the door went up last of all. Why leave it so late?",
         "cands": ["Ray only finished painting the letters at seven, and sign paint wants about three hours "
                   "before it can be touched",
                   "The council had to inspect the bracket first",
                   "Ray was waiting for the bolts to come from town",
                   "The committee wanted it kept under a sheet until the ribbon was cut"],
         "answer": "Ray only finished painting the letters at seven, and sign paint wants about three hours "
                   "before it can be touched"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "Helen counted the float at seven, before anyone else turned up. What for?",
         "para": ["float counted so early - reason",
                  "What was behind doing the till money before the volunteers arrived?"],
         "cands": None,
         "answer": "Money is counted by two people, one counting and one watching, with nobody else in the "
                   "building; after seven the place is full of volunteers carrying boxes, and you never count "
                   "money in a crowd"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Josh thinks five hundred people bought shares. What's the actual number of shareholders?",
         "cands": None,
         "answer": "217 (Ruth signed every certificate herself)"},
        {"n": 9, "type": "correction", "ev": [20, 21],
         "q": "So what did the shop take on its first day?",
         "cands": ["£1,486", "£2,000", "£1,468", "£1,846"],
         "answer": "£1,486"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "Ray says eleven metres of shelving, then changes it. What's his final length?",
         "cands": None,
         "answer": "Fourteen metres (14 m): he forgot the stock room"},
        {"n": 11, "type": "who", "ev": [20, 21],
         "q": "Stan reckons two thousand pounds went through the till. Who sets him straight?",
         "para": ["who corrected stan's takings figure",
                  "The one who cashed up the till has a different number from the old grocer. Who?"],
         "cands": None,
         "answer": "Helen Yeo, the treasurer, who cashed up twice: £1,486"},
        {"n": 12, "type": "who", "ev": [4],
         "q": "Who made the counter out of old chapel pews?",
         "cands": ["Ray Duckett", "Stan Podmore", "Josh Pearce", "Nisha Banerjee"],
         "answer": "Ray Duckett"},
        {"n": 13, "type": "needle_screen", "ev": [7],
         "q": "Year the old village shop shut?",
         "cands": ["2022", "2020", "2012", "2023"],
         "answer": "2022"},
        {"n": 14, "type": "needle_screen", "ev": [20],
         "q": "From Monday on, what are the shop's opening hours going to be?",
         "cands": ["7:30 am to 6:00 pm", "7:00 am to 7:30 pm", "8:00 am to 6:00 pm", "7:30 am to 4:00 pm"],
         "answer": "7:30 am to 6:00 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "The peacock wandering in - when exactly?",
         "cands": None, "answer": "10:02 am, the moment Josh rang up the first sale"},
        {"n": 16, "type": "quantity", "ev": [3],
         "q": "What does one share in the shop cost?",
         "cands": ["£25", "£52", "£250", "£20"],
         "answer": "£25"},
        {"n": 17, "type": "quantity", "ev": [2],
         "q": "Number of volunteers on Stan's rota?",
         "cands": None, "answer": "52 (fifty two)"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "According to Stan, a village shop must never run out of what?",
         "cands": ["Milk", "Bread", "Stamps", "Tea bags"],
         "answer": "Milk"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Ray and Ruth - any family connection?",
         "cands": None,
         "answer": "Yes: Ray is Ruth's stepdad (he married her mum when she was six)"},
        {"n": 20, "type": "right_before_after", "ev": [19],
         "q": "When the card machine lost its signal, how did Stan deal with the queue?",
         "cands": None,
         "answer": "Opened an old exercise book, wrote down every customer's name and what they owed, and told "
                   "them to pay next time they were in"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "At the start of the village shop video, what do we see?",
         "cands": ["Six in the morning: lights on in the old forge, the new fridges humming and a man already "
                   "waiting on the bench outside with a shopping bag",
                   "Ray up a ladder hanging the sign over the door",
                   "The first customer paying at the till",
                   "Nisha taking bread out of her ovens"],
         "answer": "Six in the morning: lights on in the old forge, the new fridges humming and a man already "
                   "waiting on the bench outside with a shopping bag"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Following episode - where are we off to?",
         "cands": ["A night in Nisha's kitchen at Abbots Dene, from the first oven at four",
                   "The shop's first Christmas",
                   "The shareholders' first meeting in the village hall",
                   "Ray building benches for the green"],
         "answer": "A night in Nisha's kitchen at Abbots Dene, from the first oven at four"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's the manor's peacock called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How many loaves did Nisha bring over for opening day?",
         "cands": ["60", "48", "120", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [PRAMRACE, LOLLIPOP, VILLAGESHOP]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "pramrace": [23.5, 23.5, 27.5, 24.5, 25.5, 24.5, 25.5, 24.5, 26.5, 27.0, 25.5, 23.0, 25.5, 27.0, 24.5, 23.5, 27.0, 22.0, 24.0, 26.5, 27.0, 24.5, 26.0],
    "lollipop": [26.0, 24.5, 28.0, 25.0, 25.0, 26.0, 26.0, 25.5, 27.0, 26.0, 24.0, 25.0, 25.5, 27.0, 22.0, 25.0, 26.5, 24.0, 27.0, 25.5, 27.5, 23.0, 26.0],
    "villageshop": [25.5, 28.0, 23.5, 27.5, 27.5, 23.5, 25.5, 28.0, 25.5, 26.5, 26.5, 24.0, 23.0, 25.0, 25.0, 26.0, 24.5, 23.0, 24.0, 24.5, 23.5, 27.0, 25.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
