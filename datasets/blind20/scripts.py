"""Scripts of the "blind20" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and a
speaker name box) and 24 questions whose evidence is given as slide indexes:

- busroute:   a residents' association meeting about moving a bus route out of a housing estate
- bikegarage: a bicycle repair how-to filmed in a home garage (a neighbour's commuter bike)
- bakeoff:    the judging segment of an invented TV baking competition (pie week showstoppers)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# the job box of the how-to, at the bottom right, beside the speaker's name box
JX, JY, JW, JH = 840, 580, 400, 58


def slide(who, bg, title, lines, say, box=None):
    """A slide with somebody talking (name box near the bottom); box: optional text at the bottom right."""
    voice, speaker = who
    seg = {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}
    if box:
        seg["boxes"] = [(JX, JY, JW, JH, "#ffd8a8", box)]
    return seg


# ================================================================ busroute (residents' meeting)
GWEN = ("en-gb-x-rp+f3", "Gwendolen Okafor, chair")
TOBIAS = ("en-gb-x-gbcwmd+m3", "Tobias Renshaw, secretary")
PRIYA = ("en-us-nyc+f2", "Priya Castellane, Kestrel Buses")
EDNA = ("en-gb+grandma", "Edna Pilbeam, resident")
JONAH = ("en-gb-scotland+m4", "Jonah Whitlock, resident")
HAIG = ("en-029+m6", "Cllr Desmond Haig, county councillor")

HALL = "#f1ece0"
HALL_DARK = "#2f3b4a"
BUS = "#e3eef6"

BUSROUTE = {
    "name": "busroute",
    "footer": "Ashgrove Park Residents' Association · extraordinary general meeting · members' recording",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(GWEN, HALL_DARK, "Extraordinary General Meeting",
              ["Ashgrove Park Residents' Association", "Thursday 6 November, 7:30 pm", "St Aidan's Church Hall",
               "Recorded for members who couldn't attend"],
              "Good evening, everyone, and thank you for coming out on such a filthy wet night. Let me give "
              "the bell a ring, so we all know we've started. There. Tonight's meeting is being recorded for "
              "members who couldn't be here, so before anything else, could you all put your phones on "
              "silent, please."),
        # 1
        slide(GWEN, HALL, "Tonight's agenda",
              ["1. Welcome and apologies", "2. Kestrel Buses: the Route 14 proposal", "3. Questions from residents",
               "4. Our petition", "5. Vote: the association's response", "6. Any other business"],
              "You've all got the agenda, six items, and normally we'd take them in that order. But Priya from "
              "Kestrel Buses has just texted me to say she's stuck in roadworks on the bypass, of all places. "
              "So we'll do our petition first, and come back to Kestrel when she gets here."),
        # 2
        slide(TOBIAS, HALL, "1. Welcome and apologies",
              ["Apologies: in the minutes book", "Members signed in tonight: 83", "Quorum: 40 members"],
              "Thank you, Gwen. Apologies have come in from several members, and they're written in the "
              "minutes book if anybody wants to check. We have a quorum, easily, which hasn't happened since "
              "the row about the car park. And I've been asked to remind you that the hall has to be empty by "
              "half past nine, sharp."),
        # 3
        slide(GWEN, HALL, "4. Our petition",
              ["'Keep the 14 in Ashgrove Park'", "Signed on paper and online", "Signatures: 421",
               "To: Kestrel Buses and the county council"],
              "So, the petition. We asked people to keep the fourteen running through the estate, and besides "
              "the online version, we left paper sheets at the pharmacy and the chip shop. I'm delighted to "
              "say we've collected four hundred and twelve signatures, which is more than we've ever had for "
              "anything."),
        # 4
        slide(TOBIAS, HALL, "4. Our petition",
              ["'Keep the 14 in Ashgrove Park'", "Signed on paper and online", "Signatures: 421",
               "To: Kestrel Buses and the county council"],
              "Sorry, Gwen, it's four hundred and twenty one, not four hundred and twelve. The last sheet came "
              "back from the pharmacy this afternoon, and I added it in at teatime. I'll hand the petition to "
              "Kestrel tonight, and a copy goes to the county council on Monday, with a letter from the "
              "committee."),
        # 5
        slide(GWEN, HALL_DARK, "2. Kestrel Buses: the proposal",
              ["Priya Castellane", "Network planner, Kestrel Buses", "Tallowford depot"],
              "And here she is, soaked to the skin. Welcome, Priya. Before you start, that was the church clock "
              "striking eight, and no, it wasn't me, I haven't touched the bell. Right, over to Kestrel. Please "
              "keep your questions until Priya has finished, and then we'll take as many as we can."),
        # 6
        slide(PRIYA, BUS, "The Route 14 proposal",
              ["Today: through Ashgrove Park, every 20 minutes", "Proposed: along the bypass, every 15 minutes",
               "Journey to Tallowford: about 9 minutes quicker"],
              "Thank you, and I'm so sorry I'm late. At the moment, the fourteen runs through the estate every "
              "twenty minutes. We're proposing to run it along the new bypass instead, every fifteen minutes, "
              "which would make the journey into Tallowford about nine minutes quicker. I know that's not the "
              "whole story for you, though."),
        # 7
        slide(PRIYA, BUS, "Why change it?",
              ["Route 14 on time in September: 61%", "Linnet Road: cars parked on both sides",
               "Speed humps on the route: 11"],
              "So why change it? Because the estate makes the buses late. On Linnet Road there are cars parked "
              "on both sides, so two buses can't pass each other, and there are speed humps the whole way "
              "through. Drivers hate it, passengers complain, and we simply can't keep to the timetable."),
        # 8
        slide(PRIYA, BUS, "What would change",
              ["Stops closing: Linnet Road, Ashgrove Shops, Wren Close", "New stop: Ashgrove Park & Ride, on the bypass",
               "Linnet Road to the new stop: 850 m", "Start date: Monday 12 January"],
              "Three stops in the estate would close, and everyone would use the new stop at the park and ride, "
              "which is the best part of a kilometre from Linnet Road. The change would start on Monday the "
              "fifth of January. Sorry, no, the twelfth. The fifth was the date before the consultation was "
              "extended."),
        # 9
        slide(GWEN, HALL, "3. Questions from residents",
              ["Please wait for the microphone", "Give your name and your street"],
              "Thank you, Priya. Now, questions. Hands up, please, and wait for the microphone. Yes, I can see "
              "a lot of hands. No, please don't all shout at once. Right, I'm ringing the bell. Thank you. "
              "Edna, you had your hand up first, so you can go first."),
        # 10
        slide(EDNA, HALL, "3. Questions from residents",
              ["The Ashgrove Shops stop", "Slip road up to the bypass: no pavement"],
              "Edna Pilbeam, Linnet Road. I've caught the fourteen from outside the shops for forty years, to "
              "the surgery and the market. Young lady, I've got a new hip, and there isn't even a pavement on "
              "the slip road up to your park and ride. How am I meant to get up there? You'd be leaving us "
              "behind."),
        # 11
        slide(PRIYA, HALL, "3. Questions from residents",
              ["Slip road pavement: planned by the county council", "Earliest start: in 2 years"],
              "That's a fair point, and I'm sorry. The county council does plan to build a pavement on that "
              "slip road, but not for at least two years, and that isn't good enough. I can't promise you a "
              "bus outside your gate, but I will take the pavement back to the county, starting tomorrow."),
        # 12
        slide(JONAH, HALL, "3. Questions from residents",
              ["Route 14 from Wren Close, weekday mornings:", "7:12 · 7:32 · 7:52 · 8:12",
               "Tallowford College: classes from 8:30"],
              "Hi, I'm Jonah, from Wren Close, and the lady who just spoke is my nan. I get the bus to college "
              "every morning, the one just before eight, because classes start at half past. If it goes, I'd "
              "have to walk up to the bypass in the dark. Sorry, that's my phone ringing. I'll turn it off."),
        # 13
        slide(GWEN, HALL, "3. Questions from residents",
              ["Who uses the 14 every week?", "Show of hands: most of the room"],
              "Thank you, Jonah. Let me just see, how many of you use the fourteen every week? Keep your hands "
              "up. That's most of the room. I had the bell in my hand there, ready, but you've all gone quiet "
              "by yourselves, so I'll put it down. Councillor Haig, you wanted to say something."),
        # 14
        slide(HAIG, HALL, "A compromise?",
              ["Route 14 on the bypass for most of the day", "Plus a loop through the estate at busy times:",
               "2 journeys each morning, 2 each evening"],
              "Thank you, Chair. I've spoken to Kestrel this week. What if the fourteen ran along the bypass for "
              "most of the day, but a couple of journeys each morning and a couple each evening still looped "
              "through the estate? That gets Jonah to college, it gets people home from work, and it gets the "
              "buses back on time."),
        # 15
        slide(PRIYA, BUS, "Could Kestrel do it?",
              ["Estate loop: a 6-month trial", "Paid for by: Kestrel Buses", "Review: July"],
              "We could do that. The loop would run as a six month trial, and we'd pay for it ourselves, "
              "because it's cheaper than running late all day long. If nobody uses it, we'd look at it again "
              "in the summer. And yes, Jonah, one of the morning journeys would be at your time."),
        # 16
        slide(GWEN, HALL_DARK, "5. Vote: the association's response",
              ["A: Oppose the change outright", "B: Accept it, with the estate loop",
               "Paper ballot · one vote per member"],
              "So, to the vote. Option A, we oppose the change outright. Option B, we accept it, with Councillor "
              "Haig's loop. We're using paper ballots tonight, not a show of hands, because after last year's "
              "car park vote, some people said the hands had been counted wrong. Tobias is handing the papers "
              "out now."),
        # 17
        slide(TOBIAS, HALL, "Counting the votes",
              ["Tellers: Tobias Renshaw and Nia Fairweather", "Count: in the kitchen, door open"],
              "Fold your paper once, please, and drop it in the biscuit tin as it comes past. Nia and I will "
              "count them in the kitchen, with the door open, so everyone can see we're honest. Gwen, you might "
              "as well do any other business while we count. It'll take us a good ten minutes."),
        # 18
        slide(GWEN, HALL, "6. Any other business",
              ["Christmas lights on: Saturday 29 November, 5 pm", "On the green · mulled apple juice",
               "Lost property: a blue umbrella, by the door"],
              "Any other business, then, while they count. The Christmas lights go on at five o'clock on "
              "Saturday the twenty ninth, on the green, with mulled apple juice for everyone. And somebody left "
              "an umbrella here after the last meeting. If it's yours, it's by the door. Please take it home."),
        # 19
        slide(GWEN, HALL, "6. Any other business",
              ["Litter pick: Sunday 16 November, 10 am", "Meet: outside the shops", "Gloves and bags provided",
               "Last time: 22 bags filled"],
              "One more thing. The litter pick is the Sunday after next, starting from the shops at ten. Gloves "
              "and bags are provided, so just bring yourselves, and ideally a flask. Last time, most of the "
              "rubbish came off the bypass verge, which shows you how lovely it'll be waiting for a bus up "
              "there."),
        # 20
        slide(GWEN, HALL_DARK, "5. The result",
              ["For B (accept, with the loop): 51", "For A (oppose outright): 29", "Spoiled papers: 3"],
              "And Tobias is back from the kitchen. Let me give the bell one last good shake, so we've got "
              "everybody's attention. Thank you. The result: option B has it, by a comfortable margin. So the "
              "association will accept the new route, as long as the morning and evening loop runs through the "
              "estate."),
        # 21
        slide(PRIYA, BUS, "What happens next",
              ["Loop times confirmed: by Friday 5 December", "New timetables on the buses: Monday 5 January"],
              "Thank you all, genuinely. I'll take the result and the petition back to the depot tomorrow, and "
              "we'll confirm the loop times early in December. Jonah, I've written your bus down. And Edna, "
              "I'll chase the county about that pavement myself, every week if I have to."),
        # 22
        slide(GWEN, HALL_DARK, "Next meeting",
              ["Thursday 15 January, 7:30 pm", "The old library: what should it become?",
               "Ideas to Tobias by 31 December"],
              "That's everything. Thank you all, and mind the puddles on your way out. Our next meeting is in "
              "January, and it's a big one: what should happen to the old library building, now that it's "
              "empty. A café? A youth club? Flats? Send your ideas to Tobias before the new year. Good night."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [1, 6],
         "q": "So what's this meeting actually about?",
         "para": ["main business on the table at the ashgrove park meeting",
                  "If you had to tell a neighbour who missed it what the residents got together for, what would you say?"],
         "cands": ["Kestrel Buses' plan to move the 14 out of the estate onto the bypass",
                   "What should happen to the empty library building",
                   "Organising the Christmas lights on the green",
                   "Getting a pavement built on the bypass slip road"],
         "answer": "Kestrel Buses' plan to move the 14 out of the estate onto the bypass"},
        {"n": 2, "type": "count", "ev": [0, 9, 20],
         "q": "How often does the chair ring her bell during the meeting?",
         "para": ["number of times gwen actually used the handbell",
                  "Gwen keeps a little bell on the table to call the room to order. On how many occasions did it really get rung?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "After the welcome, which agenda item did the meeting really deal with next?",
         "para": ["second item actually taken, not the one printed second",
                  "Kestrel's proposal was down as item two on the printed agenda. What got done in that slot instead?"],
         "cands": ["Our petition", "Kestrel Buses: the Route 14 proposal", "Questions from residents",
                   "Any other business"],
         "answer": "Our petition"},
        {"n": 4, "type": "order", "ev": [17, 18, 19, 20],
         "q": "what did they get on with while tobias and nia were counting the ballot papers",
         "cands": None, "answer": "Any other business (the Christmas lights, the lost umbrella, the litter pick)"},
        {"n": 5, "type": "correction", "ev": [3, 4],
         "q": "How many signatures did the petition end up with?",
         "para": ["final signature count on the keep-the-14 petition",
                  "Gwen announced a figure for the petition and got put right. What's the correct number?"],
         "cands": None, "answer": "421"},
        {"n": 6, "type": "correction", "ev": [8],
         "q": "When is the rerouted 14 supposed to start running?",
         "cands": ["Monday 12 January", "Monday 5 January", "Thursday 15 January", "Friday 5 December"],
         "answer": "Monday 12 January"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "Why does Kestrel want to take the bus off the estate?",
         "para": ["whats the bus company's reason for moving the route",
                  "According to the woman from Kestrel, what goes wrong when the 14 runs through Ashgrove Park?"],
         "cands": None,
         "answer": "The estate makes the buses late: cars parked on both sides of Linnet Road stop buses passing, and there are speed humps all the way through"},
        {"n": 8, "type": "why", "ev": [1],
         "q": "Kestrel's slot got pushed back behind the petition. What was the reason?",
         "cands": ["Priya from Kestrel was stuck in roadworks on the bypass",
                   "The petition had to go to the county council that night",
                   "Tobias had to leave early",
                   "The hall had to be empty by half past nine"],
         "answer": "Priya from Kestrel was stuck in roadworks on the bypass"},
        {"n": 9, "type": "why", "ev": [16],
         "q": "reason given for a paper ballot instead of just a show of hands?",
         "cands": None,
         "answer": "After last year's car park vote, some people said the hands had been counted wrong"},
        {"n": 10, "type": "needle_screen", "ev": [2],
         "q": "members present, going by the sign-in count?",
         "cands": None, "answer": "83"},
        {"n": 11, "type": "needle_screen", "ev": [18],
         "q": "The umbrella somebody left behind in the hall - what colour is it?",
         "cands": ["Blue", "Black", "Red", "Green"],
         "answer": "Blue"},
        {"n": 12, "type": "speech_and_screen", "ev": [12],
         "q": "Jonah's usual bus to college leaves Wren Close at what time?",
         "cands": None, "answer": "7:52 (the one just before eight)"},
        {"n": 13, "type": "quantity", "ev": [6],
         "q": "How much time would going via the bypass knock off the trip into Tallowford?",
         "cands": ["About 9 minutes", "About 15 minutes", "About 20 minutes", "About 10 minutes"],
         "answer": "About 9 minutes"},
        {"n": 14, "type": "quantity", "ev": [8],
         "q": "distance from linnet road up to the new park and ride stop?",
         "cands": None, "answer": "850 m (the best part of a kilometre)"},
        {"n": 15, "type": "spoken_fact", "ev": [3],
         "q": "Besides online, where could people put their names to the petition?",
         "cands": ["At the pharmacy and the chip shop", "At the library and the surgery",
                   "At the church hall and the post office", "On the buses themselves"],
         "answer": "At the pharmacy and the chip shop"},
        {"n": 16, "type": "who", "ev": [4],
         "q": "Who put Gwen right about the petition number?",
         "cands": None, "answer": "Tobias Renshaw, the secretary"},
        {"n": 17, "type": "who", "ev": [14],
         "q": "The idea of keeping a few journeys through the estate at busy times came from whom?",
         "cands": ["Cllr Desmond Haig", "Priya Castellane", "Gwendolen Okafor", "Jonah Whitlock"],
         "answer": "Cllr Desmond Haig"},
        {"n": 18, "type": "relation", "ev": [12],
         "q": "what's jonah to edna",
         "cands": None, "answer": "Her grandson (she's his nan)"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "Right at the start, Gwen asks everybody to do what?",
         "cands": ["Put their phones on silent", "Sign the petition", "Wait for the microphone",
                   "Give their name and street"],
         "answer": "Put their phones on silent"},
        {"n": 20, "type": "end", "ev": [22],
         "q": "What's the big subject for the next meeting?",
         "cands": ["What the old library building should become", "How the estate loop trial is going",
                   "The Christmas lights switch-on", "The car park"],
         "answer": "What the old library building should become"},
        {"n": 21, "type": "right_before_after", "ev": [10, 11],
         "q": "Once Edna had finished, who replied to her?",
         "cands": ["Priya Castellane", "Jonah Whitlock", "Cllr Desmond Haig", "Tobias Renshaw"],
         "answer": "Priya Castellane"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What does a single ticket on the 14 cost?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The pharmacy's paper sheet collected how many names?",
         "cands": ["23", "48", "112", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "when does the last bus of the evening leave tallowford",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ bikegarage (repair how-to)
DECLAN = ("en-gb-x-gbcwmd+m5", "Declan Moorhouse, Spanner Hour")
OTTILIE = ("en-gb-scotland+f2", "Ottilie Brandt, the bike's owner")
EWAN = ("en-us+m4", "Ewan Moorhouse, on camera")

GARAGE = "#e9eef2"
BOARD = "#fbfbf5"
GARAGE_DARK = "#263238"

BIKEGARAGE = {
    "name": "bikegarage",
    "footer": "Spanner Hour · bike repairs at home · filmed in Declan's garage",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(DECLAN, GARAGE_DARK, "Spanner Hour: Ottilie's Bike",
              ["Spanner Hour · episode 31", "Filmed in Declan's garage", "Saturday 11 October"],
              "Hello, and welcome back to the garage. My son Ewan is behind the camera, as usual. Today's bike "
              "belongs to my neighbour Ottilie, who's been very patient, because it's been making some horrible "
              "noises. By the end of this video it'll be quiet, safe, and back on the road in time for her "
              "Monday shift."),
        # 1
        slide(OTTILIE, GARAGE, "The owner",
              ["Ottilie Brandt", "Nurse at Millbrook Hospital since 2021", "Commute: 6 miles each way",
               "Next shift: Monday, 7 am"],
              "Hi, I'm Ottilie. I'm a nurse, and this bike gets me six miles to the hospital in all weathers. "
              "The back tyre goes flat every couple of days, the front brake squeals like a pig, and the gears "
              "jump about whenever I stand up on the pedals. Declan promised me it's all simple stuff."),
        # 2
        slide(DECLAN, BOARD, "The job list",
              ["1. Rear puncture", "2. Front brake pads", "3. Gears jumping", "4. Chain: clean and oil",
               "5. Safety check"],
              "Here's the job list on the whiteboard, in the order Ottilie told me about the problems on the "
              "phone. That's not the order we'll do it in. Cleaning the chain is the messiest job, so it goes "
              "first. A splash of degreaser ruins a new brake pad, and I want all that mess finished before the "
              "new pads come out of the packet."),
        # 3
        slide(DECLAN, GARAGE, "Up on the stand",
              ["Harlow Tourer hybrid, 21 gears", "Bought from: Harlow's Cycles", "Services so far: none"],
              "First, up on the workstand. It's a Harlow Tourer, a sensible hybrid with twenty one gears, which "
              "Ottilie bought from Harlow's Cycles in town about two years ago, so it's still fairly new. Mind "
              "you, by the state of this chain, you'd think it had been ridden through a swamp."),
        # 4
        slide(OTTILIE, GARAGE, "Up on the stand",
              ["Harlow Tourer hybrid, 21 gears", "Bought from: Harlow's Cycles", "Services so far: none"],
              "Four years, actually, not two. I bought it the summer I started at the hospital, and it's never "
              "been serviced. Not once. Don't look at me like that. I did oil the chain last winter, with "
              "cooking oil out of the kitchen cupboard, which I'm now gathering was a mistake."),
        # 5
        slide(DECLAN, GARAGE, "Job 4: clean the chain",
              ["Degreaser: spray, scrub, rinse", "Chain checker: 0.5% worn", "Replace at: 0.75%"],
              "Cooking oil. No wonder it's black. The chain checker says it's only half worn, so it can stay. "
              "I've laid a white towel over the bench, because if you drop something small on a white towel, "
              "you can actually find it again. Now, spray on the degreaser, scrub it with the brush, and let it "
              "work.",
              box="Board: job 4"),
        # 6
        slide(DECLAN, GARAGE, "Chain off to soak",
              ["Open the quick link with link pliers", "Soak in degreaser: 10 minutes"],
              "To clean it properly, the chain comes off at the quick link. Squeeze it with the pliers, and there "
              "goes the quick link, slipping right through my fingers and into the degreaser tray. Lovely. I'll "
              "fish it out with the magnet. While the chain soaks for ten minutes, let's get on with that "
              "puncture.",
              box="Board: job 4"),
        # 7
        slide(DECLAN, GARAGE, "Job 1: the rear puncture",
              ["Chain off, so the wheel comes out easily", "Open the brake, then the quick release",
               "Lift the frame up, away from the wheel"],
              "The puncture, which was first on the board. With the chain off, the back wheel is easy. Open the "
              "brake, open the quick release, and lift the frame up and away, so the wheel falls out of the "
              "dropouts by itself. Don't try to drag the wheel downwards, or you'll scratch everything.",
              box="Board: job 1"),
        # 8
        slide(OTTILIE, GARAGE, "Tyre levers",
              ["Tyre levers: 2", "Start opposite the valve"],
              "Declan's letting me do the tyre levers, because one day I'll be doing this on my own at the "
              "roadside. Hook the first one under the edge, opposite the valve, and pull it down. Then the "
              "second one a bit further along. Oops, I've dropped it. Hang on, got it. And the tyre just peels "
              "off.",
              box="Board: job 1"),
        # 9
        slide(DECLAN, GARAGE, "Find the cause first",
              ["Feel round the inside of the tyre, slowly", "Found: a hawthorn spike"],
              "Before anything else, run your fingers slowly round the inside of the tyre. If you only fit a new "
              "tube, whatever caused the puncture is still in there, and it'll be flat again by Tuesday. And here "
              "it is, a hawthorn spike. It's hedge trimming season. Out it comes, with the pliers.",
              box="Board: job 1"),
        # 10
        slide(DECLAN, GARAGE, "A new inner tube",
              ["Tube size: 700 x 35c", "Valve: Presta", "New tube: £6.50"],
              "Now a new inner tube, the same size as the one printed on the tyre. Put a little air in so it "
              "holds its shape, valve in first, then tuck it in all the way round. And the valve cap has just "
              "pinged off and rolled under the car. Ewan, could you grab it? Thanks.",
              box="Board: job 1"),
        # 11
        slide(DECLAN, GARAGE, "Pump it up",
              ["Right pressure: 50 to 60 psi", "It's printed on the side of the tyre"],
              "Now pump it up to eighty P S I. No, hang on, that's my road bike, with its skinny tyres. These are "
              "much fatter, and the right number is printed on the side of the tyre: fifty to sixty. I'll go for "
              "fifty five, which is a bit kinder on the potholes Ottilie rides over.",
              box="Board: job 1"),
        # 12
        slide(DECLAN, GARAGE, "Wheel back in, chain back on",
              ["Quick release: firm, lever facing back", "Close the brake again!", "Quick link: clicks shut"],
              "Back into the frame it goes. Quick release closed firmly, so it leaves a mark on your palm. And "
              "close the brake again, because forgetting that is how people end up in hedges. The chain's had "
              "its soak, so I'll rinse it, dry it and put it back on. The quick link clicks shut when you push "
              "the pedal.",
              box="Board: job 1"),
        # 13
        slide(DECLAN, GARAGE, "Oil the chain",
              ["One drop of chain oil per link", "Turn the pedals, then wipe off the extra"],
              "Proper chain oil this time, Ottilie, not cooking oil. One drop on every link, turn the pedals "
              "backwards a few times, and then wipe off as much as you can. Oil on the outside of the chain does "
              "nothing except collect grit, and grit is what wears a chain out. That's the chain done.",
              box="Board: job 4"),
        # 14
        slide(DECLAN, GARAGE, "Job 3: gears jumping",
              ["Barrel adjuster: 1/4 turn anticlockwise", "Check every gear, up and down"],
              "Now the gears, which had to wait until the back wheel was in, because exactly where the wheel "
              "sits changes where the gears line up. Jumping like this usually means the cable has stretched. "
              "So, a quarter turn on the barrel adjuster, and then try every gear, up and down, while Ewan turns "
              "the pedals.",
              box="Board: job 3"),
        # 15
        slide(DECLAN, GARAGE, "Tidy the cable",
              ["Trim the cable 2 cm past the clamp", "Crimp on a new end cap"],
              "One more quarter turn, and it's smooth as butter. While I'm here, the end of the cable has "
              "frayed, so I'll trim it and crimp on a new end cap. And the end cap's gone, straight off the "
              "bench and onto the floor, and the floor has eaten it. Good thing I bought a pack of ten.",
              box="Board: job 3"),
        # 16
        slide(DECLAN, GARAGE, "Job 2: front brake pads",
              ["Old pads: worn past the line", "New pads: £12.99 a pair", "Pad bolts: 5 mm Allen key"],
              "Last repair, the front brake, which is what's been squealing. See, the grooves have gone and "
              "they're worn right past the line, so soon it'd be metal on the rim. These old ones go straight in "
              "the bin, on purpose. The new pads were about thirteen pounds a pair, from Harlow's.",
              box="Board: job 2"),
        # 17
        slide(EWAN, GARAGE, "Job 2: front brake pads",
              ["Pad bolts: 5 mm Allen key", "Tighten to: 6 Nm"],
              "Dad, that's the four millimetre key, it's just going round and round. You need the five, the one "
              "with the red handle. And you've just dropped that little pin thing. It bounced off the towel and "
              "went towards the door. Hang on, I'll find it. Got it. Here you go.",
              box="Board: job 2"),
        # 18
        slide(DECLAN, GARAGE, "Line up the pads",
              ["Pads on the rim, never on the tyre", "Toe-in: front edge touches first",
               "Lever stops well short of the bar"],
              "Thank you, Ewan. The five it is. Line each pad up with the rim, with a little toe in, so the "
              "front edge touches first. That's what stops the squeal. Tighten them up, then squeeze the lever as "
              "hard as you can. It stops well short of the handlebar. Lovely, that's the brakes done.",
              box="Board: job 2"),
        # 19
        slide(DECLAN, BOARD, "Job 5: the safety check",
              ["The M check: front wheel, bars, pedals,", "saddle, back wheel", "Time taken today: 1 h 25 min"],
              "Finally, the safety check, which mechanics call the M check, because you follow the shape of the "
              "letter M round the bike. Front wheel, up to the handlebars, down to the pedals, up to the saddle, "
              "and down to the back wheel. Everything's tight, nothing rattles. That's all five jobs done.",
              box="Board: job 5"),
        # 20
        slide(OTTILIE, GARAGE, "Test ride",
              ["Up and down Cedar Avenue", "Squeal: gone · Gears: no jumping"],
              "Right, test ride, up and down the road. Oh, that's lovely. The brake doesn't squeal at all, and I "
              "stood up on the pedals on the hill and the gears didn't jump once. I owe you one, Declan. Cake's "
              "on me. Proper homemade cake, not the stuff from the petrol station.",
              box="All 5 jobs done"),
        # 21
        slide(DECLAN, BOARD, "What it cost",
              ["Inner tube: £6.50", "Brake pads: £12.99", "Cable end caps (pack of 10): £2.40", "Total: £21.89"],
              "So what did it cost? Under twenty two pounds in parts, which is a lot less than a shop would charge "
              "in labour alone. The tools are the expensive bit, but you only buy those once. And Ottilie has "
              "been told, firmly, no more cooking oil. It's a bike, not a frying pan.",
              box="All 5 jobs done"),
        # 22
        slide(DECLAN, GARAGE_DARK, "Next week on Spanner Hour",
              ["Mudguards and lights for winter", "On Ewan's bike", "Out: Saturday 18 October"],
              "That's it for this week. Next time, with the evenings drawing in, I'll be fitting mudguards and "
              "lights to Ewan's bike, so that he stops arriving at school with a stripe of mud up his back. "
              "Subscribe if you'd like to see that, and I'll see you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "The video is mainly about...",
         "para": ["what is declan doing in this one",
                  "Sum up the job Declan takes on in his garage this week."],
         "cands": ["Fixing up his neighbour's commuter bike: chain, puncture, gears and brakes",
                   "Fitting mudguards and lights to his son's bike for winter",
                   "Choosing a new hybrid at Harlow's Cycles",
                   "Teaching his son to mend a puncture"],
         "answer": "Fixing up his neighbour's commuter bike: chain, puncture, gears and brakes"},
        {"n": 2, "type": "count", "ev": [6, 10, 15, 17],
         "q": "how many little parts slip out of Declan's hands while he's working",
         "para": ["Count of the times Declan drops something?",
                  "Declan keeps losing small bits from his fingers. On how many occasions does that happen to him?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [2, 5],
         "q": "Which of the whiteboard jobs did Declan tackle first?",
         "para": ["first job actually done on the bike",
                  "The board had the puncture at number one, but that isn't what he started on. What was?"],
         "cands": ["Cleaning the chain", "Fixing the rear puncture", "Replacing the front brake pads",
                   "Sorting out the jumping gears"],
         "answer": "Cleaning the chain"},
        {"n": 4, "type": "order", "ev": [2, 16, 17, 18],
         "q": "the brake pads were number two on the board - at what point did they actually get done",
         "cands": None, "answer": "Fourth: after the chain, the puncture and the gears, just before the safety check"},
        {"n": 5, "type": "correction", "ev": [3, 4],
         "q": "How old is Ottilie's bike?",
         "para": ["age of the bike on the workstand",
                  "Declan guesses how long Ottilie has had her bike, and she puts him straight. How long is it really?"],
         "cands": None, "answer": "About four years (not two)"},
        {"n": 6, "type": "correction", "ev": [11],
         "q": "What's the right tyre pressure for Ottilie's tyres?",
         "cands": ["50 to 60 psi", "80 psi", "35 psi", "100 psi"],
         "answer": "50 to 60 psi"},
        {"n": 7, "type": "correction", "ev": [16, 17],
         "q": "which allen key do the brake pad bolts need",
         "cands": ["5 mm", "4 mm", "6 mm", "2 mm"],
         "answer": "5 mm"},
        {"n": 8, "type": "why", "ev": [2],
         "q": "Why did Declan do the chain before anything else?",
         "para": ["whats the reason the chain went first",
                  "He deliberately put cleaning the chain ahead of the rest of the list. What was his thinking?"],
         "cands": None,
         "answer": "It's the messiest job, and degreaser ruins new brake pads, so he wanted it done before the new pads came out"},
        {"n": 9, "type": "why", "ev": [14],
         "q": "The gears couldn't be sorted until the back wheel was in again. Why not?",
         "cands": ["Where the wheel sits changes where the gears line up",
                   "The barrel adjuster had seized",
                   "Ewan was busy looking for the valve cap",
                   "He needed a new cable from Harlow's"],
         "answer": "Where the wheel sits changes where the gears line up"},
        {"n": 10, "type": "why", "ev": [9],
         "q": "what's the point of feeling round inside the tyre before the new tube goes in",
         "cands": None,
         "answer": "To find what caused the puncture (a hawthorn spike); otherwise the new tube goes flat again"},
        {"n": 11, "type": "needle_screen", "ev": [10],
         "q": "Size of the replacement inner tube?",
         "cands": ["700 x 35c", "700 x 25c", "700 x 45c", "26 x 1.95"],
         "answer": "700 x 35c"},
        {"n": 12, "type": "needle_screen", "ev": [19],
         "q": "total time spent on Ottilie's bike, start to finish",
         "cands": None, "answer": "1 h 25 min"},
        {"n": 13, "type": "speech_and_screen", "ev": [1, 4],
         "q": "In what year did Ottilie buy the bike?",
         "cands": None, "answer": "2021 (the year she started at the hospital)"},
        {"n": 14, "type": "quantity", "ev": [16],
         "q": "price of the new pair of brake pads",
         "cands": ["£12.99", "£6.50", "£2.40", "£21.89"],
         "answer": "£12.99"},
        {"n": 15, "type": "quantity", "ev": [11],
         "q": "What pressure did he end up pumping the back tyre to?",
         "cands": None, "answer": "55 psi"},
        {"n": 16, "type": "spoken_fact", "ev": [4],
         "q": "Ottilie had been lubricating her chain with",
         "cands": ["Cooking oil", "Proper chain oil", "Degreaser", "Nothing at all"],
         "answer": "Cooking oil"},
        {"n": 17, "type": "who", "ev": [17],
         "q": "Who spotted that Declan had picked up the wrong Allen key?",
         "cands": None, "answer": "Ewan, his son (behind the camera)"},
        {"n": 18, "type": "relation", "ev": [0],
         "q": "Ewan, the one filming - how's he related to Declan?",
         "cands": ["His son", "His nephew", "Ottilie's son", "His younger brother"],
         "answer": "His son"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "what does declan promise about the bike at the very beginning",
         "cands": None,
         "answer": "That by the end it'll be quiet, safe and back on the road for Ottilie's Monday shift"},
        {"n": 20, "type": "end", "ev": [22],
         "q": "Next week's video is going to cover what?",
         "cands": ["Fitting mudguards and lights to Ewan's bike", "Replacing Ottilie's worn chain",
                   "Truing a buckled wheel", "A full service at Harlow's Cycles"],
         "answer": "Fitting mudguards and lights to Ewan's bike"},
        {"n": 21, "type": "right_before_after", "ev": [19, 20],
         "q": "Straight after the M check, what happens?",
         "cands": ["Ottilie takes the bike for a test ride", "Declan adds up what the parts cost",
                   "Declan oils the chain", "Ewan finds the pin"],
         "answer": "Ottilie takes the bike for a test ride"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "which brand of degreaser does he use",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did Ottilie pay Harlow's for the bike?",
         "cands": ["£349", "£425", "£289", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How long does Ottilie's ride to the hospital take her?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ bakeoff (competition judging)
TAMSIN = ("en-gb-x-rp+f4", "Tamsin Oduya, presenter")
HESTER = ("en-gb-scotland+f5", "Hester Vane, head judge")
BARNABY = ("en-gb-x-rp+m4", "Barnaby Quill, judge")
WILF = ("en-gb-x-gbclan+m6", "Wilf Tennant, baker")
GLENDA = ("en-gb+f3", "Glenda Marsh, baker")
RUARI = ("en-us+m6", "Ruari Beck, baker")
DELPHINE = ("en-us+f5", "Delphine Ashby, baker")

TENT = "#fdf1e6"
JUDGE = "#e8f0e4"
TENT_DARK = "#4a2c2a"

BAKEOFF = {
    "name": "bakeoff",
    "footer": "The Crumb Tent · series 3 · pie week · the showstopper judging",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(TAMSIN, TENT_DARK, "The Crumb Tent: Pie Week",
              ["Series 3 · episode 6", "The showstopper: judging", "Bakers left in the tent: 4"],
              "Welcome back to the tent. Four and a half hours ago, our four remaining bakers were asked to make "
              "a showstopping raised pie, in hot water crust pastry, with a decorated lid and a layered filling. "
              "Time is up, the ovens are off, and now our judges get to cut into them."),
        # 1
        slide(TAMSIN, TENT, "The showstopper",
              ["A raised picnic pie", "Hot water crust pastry", "Decorated lid · layered filling",
               "Time allowed: 4 h 30 min"],
              "Hester and Barnaby want pastry that stands up on its own, neat layers when it's sliced, and clear "
              "jelly filling every gap. I've been told I'm not allowed anywhere near the pies until the judges "
              "are done with them. We'll see about that. Bakers, bring your pies up when I call your name."),
        # 2
        slide(HESTER, JUDGE, "The judges",
              ["Hester Vane: head judge, pastry chef", "Barnaby Quill: judge, food writer"],
              "Hot water crust is the one pastry you have to work while it's still warm. The lard sets as it "
              "cools, and if you wait too long, it cracks the moment you try to raise the sides. So today I want "
              "to see who kept their nerve and worked quickly. Nobody gets marks for a beautiful crack."),
        # 3
        slide(TAMSIN, TENT, "Judging order",
              ["1. Glenda (bench 1)", "2. Ruari (bench 2)", "3. Delphine (bench 3)", "4. Wilf (bench 4)"],
              "We'd normally judge in bench order, Glenda first and Wilf last. But Wilf, your pie is, how shall "
              "I put it, leaning. The side's splitting and there's jelly leaking onto the board, so the judges "
              "want to see it now, before it falls over. Wilf, you're first. Bring it up."),
        # 4
        slide(WILF, TENT, "Wilf's pie",
              ["Wilf Tennant, dairy farmer", "Pork, black pudding and apple", "Lid: a pastry cow"],
              "It's pork, black pudding and apple, and the pork's from our own pigs, which my wife says I "
              "shouldn't tell anyone on the telly. The side went about ten minutes before the end. I took the "
              "tin off too soon, because I was that worried about the time. The cow on top is Daisy."),
        # 5
        slide(HESTER, JUDGE, "Wilf: the verdict",
              ["Pastry: crisp, well baked", "Tin: taken off too early", "Judges' mark: 6/10"],
              "Wilf, it's a shame, because the pastry itself is beautifully baked. Crisp, golden, not a hint of "
              "a soggy bottom. But you took the tin off while the sides were still soft, and that's why it "
              "slumped. The flavour is lovely, though. Black pudding was a brave choice, and it's paid off."),
        # 6
        slide(TAMSIN, TENT, "While the judges confer",
              ["Wilf's mark: 6/10", "Next up: Glenda"],
              "While the judges write their marks down, and please don't tell Hester, I'm pinching a little bit "
              "of crust off the edge of the board. Oh, that's good. That's very good. Sorry, Wilf, you can have "
              "it back. Actually, you can't. Right, Glenda, you're next. Bring it up."),
        # 7
        slide(GLENDA, TENT, "Glenda's pie",
              ["Glenda Marsh, retired postwoman", "Pork, rabbit and cider jelly",
               "Lid: a pillar box, painted with beetroot"],
              "It's pork and rabbit with a cider jelly, and a layer of sage stuffing through the middle. The "
              "lid's a little postbox, because I delivered letters round Kirkby Dale for thirty one years. The red "
              "is beetroot juice, painted on. My grandchildren did the practice one, and it came out pink."),
        # 8
        slide(BARNABY, JUDGE, "Glenda: the verdict",
              ["Layers: even all the way round", "Jelly: clear and set"],
              "Glenda, look at that. When I cut it, the layers are even all the way round, and the jelly's as "
              "clear as a window. Pork and pheasant is a lovely old combination, and the cider's a clever touch. "
              "I'd happily eat this on a cold hillside, in the rain, with a flask."),
        # 9
        slide(GLENDA, TENT, "Glenda: the verdict",
              ["Layers: even all the way round", "Jelly: clear and set"],
              "Rabbit, Barnaby. It's pork and rabbit. The pheasant was my practice pie last weekend, and that one "
              "was a disaster, the whole thing collapsed in the car on the way to my sister's. I'm just glad this "
              "one stood up. My knees were knocking the whole four hours."),
        # 10
        slide(HESTER, JUDGE, "Glenda: the verdict",
              ["Layers: even all the way round", "Jelly: clear and set", "Judges' mark: 9/10"],
              "I'm not going to argue with any of that. The pastry's thin, it's crisp, it's raised perfectly "
              "straight, and that postbox is ridiculous, in the best way. It's the best hot water crust I've had "
              "in this tent. It's a nine, Glenda. Well done."),
        # 11
        slide(TAMSIN, TENT, "Next up",
              ["Glenda's mark: 9/10", "Next up: Ruari"],
              "A nine! Before that goes back to your bench, Glenda, I'm just stealing one little corner of the "
              "postbox. For quality control. Mmm. Beetroot. Right, Ruari, it's your turn. Bring it up carefully, "
              "please. We've had enough drama with pies this afternoon."),
        # 12
        slide(RUARI, TENT, "Ruari's pie",
              ["Ruari Beck, engineering student", "Chicken, ham and leek: 5 layers", "Weight: 2.4 kg",
               "Lid: a lattice, designed on a laptop"],
              "It's chicken, ham and leek, in five layers, and I designed the lattice on my laptop last night. I "
              "weighed it, because I'm that kind of person, and it's two point four kilos. I poured the jelly in "
              "about half an hour before the end, so it might still be a bit wobbly."),
        # 13
        slide(HESTER, JUDGE, "Ruari: the verdict",
              ["Lattice: outstanding", "Base: soggy", "Judges' mark: 5/10"],
              "Ruari, the lattice is stunning, truly. But turn it over. The base is soggy, because you poured the "
              "jelly in while the pie was still hot, and it soaked straight into the pastry instead of setting. "
              "I'd give it a four. Actually, no, the flavour's too good for that. It's a five."),
        # 14
        slide(BARNABY, JUDGE, "Ruari: the verdict",
              ["Lattice: outstanding", "Base: soggy", "Judges' mark: 5/10"],
              "I agree, a five, but that lattice is a ten on its own. Tamsin, put that fork down. Too late, she's "
              "already had a mouthful of the leek layer. Honestly, every week. Ruari, next time let it cool before "
              "the jelly goes in, and you'll be right up there with Glenda."),
        # 15
        slide(DELPHINE, TENT, "Delphine's pie",
              ["Delphine Ashby, dentist", "Duck, pistachio and apricot", "Extra time in the blast chiller: 20 min"],
              "It's ready, just about. The jelly needed longer in the blast chiller, so thank you for letting me "
              "go last. It's duck, pistachio and apricot. And Tamsin, hands off, please. The judges haven't even "
              "seen it yet. You can have a bit afterwards, if there's any left."),
        # 16
        slide(BARNABY, JUDGE, "Delphine: the verdict",
              ["Lid: 40 pastry leaves, cut by hand", "Pistachio: a green ribbon through the middle"],
              "Look at that lid. Every one of those pastry leaves was cut by hand. And when you slice it, there's "
              "a ribbon of green pistachio running right through the middle. The apricot cuts through the "
              "richness of the duck beautifully. That's a grown up pie, Delphine. I'd pay good money for it."),
        # 17
        slide(HESTER, JUDGE, "Delphine: the verdict",
              ["Sides: a little pale at the top", "Judges' mark: 8/10"],
              "My only worry is the very top of the sides. It's a little pale up there, so another ten minutes in "
              "the oven would have done it. But it's elegant, it's clever, and it tastes wonderful. It's an "
              "eight, Delphine. Right, Barnaby, let's go and have a proper talk."),
        # 18
        slide(TAMSIN, TENT, "The judges confer",
              ["Wilf 6 · Glenda 9 · Ruari 5 · Delphine 8"],
              "The judges have gone off to talk, so while they're away, one tiny forkful of that apricot layer, "
              "for the viewers at home. Purely research. Delphine said I could, afterwards. Bakers, have a cup "
              "of tea and a sit down. We'll be back with Star Baker in twenty minutes."),
        # 19
        slide(BARNABY, JUDGE, "Deliberation",
              ["Wilf 6 · Glenda 9 · Ruari 5 · Delphine 8"],
              "Glenda's is the obvious one, isn't it? Best pastry of the day. And Wilf's lucky his flavours were "
              "so good. Where's Tamsin got to? Oh, she's gone back to Wilf's pie for another slice. Honestly. At "
              "this rate there'll be nothing left for the crew at the end of the day."),
        # 20
        slide(TAMSIN, TENT_DARK, "Star Baker",
              ["Star Baker: Glenda Marsh", "Prize: an engraved rolling pin"],
              "Bakers, the judges have made their decision. This week's Star Baker, for that wonderful postbox "
              "pie, is Glenda! Come and collect your rolling pin. As for who will be leaving the tent, we'll find "
              "that out after tomorrow's technical challenge. No clues from me."),
        # 21
        slide(GLENDA, TENT, "Star Baker",
              ["Star Baker: Glenda Marsh", "Prize: an engraved rolling pin"],
              "Oh, I don't believe it. Thirty one years of delivering letters, and nobody ever gave me a rolling "
              "pin. My grandchildren are going to be unbearable. Half of this pie is going to my old friends at "
              "the sorting office, and the rest is for the crew, before Tamsin finishes it."),
        # 22
        slide(TAMSIN, TENT_DARK, "Next week in the tent",
              ["Bread Week: the quarter-final", "Technical: set by Barnaby", "Sunday, 8 pm"],
              "That's pie week. Next week, it's bread week and the quarter final. Our bakers will be kneading, "
              "proving and praying, and Barnaby has set a technical challenge involving a truly alarming number "
              "of currants. Until then, from all of us in the tent, goodbye."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What are we watching here?",
         "para": ["what's happening in this part of the episode",
                  "Describe this segment of The Crumb Tent in a few words."],
         "cands": ["The judges tasting and marking the raised-pie showstoppers",
                   "Bread week's technical challenge",
                   "A hot water crust masterclass from Hester",
                   "The bakers making their pies against the clock"],
         "answer": "The judges tasting and marking the raised-pie showstoppers"},
        {"n": 2, "type": "count", "ev": [6, 11, 14, 18, 19],
         "q": "Tamsin keeps sneaking bites. How many times does she actually get some?",
         "para": ["number of times the presenter helps herself to a bake",
                  "Over the segment, on how many separate occasions does Tamsin eat a bit of somebody's pie?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [3, 4],
         "q": "Whose pie did the judges look at first?",
         "para": ["first pie up for judging",
                  "Bench order said Glenda should go first. Who was actually called up first?"],
         "cands": ["Wilf's", "Glenda's", "Ruari's", "Delphine's"],
         "answer": "Wilf's"},
        {"n": 4, "type": "order", "ev": [3, 15],
         "q": "where in the judging order did delphine's pie come",
         "cands": None, "answer": "Last (fourth), after Wilf, Glenda and Ruari"},
        {"n": 5, "type": "correction", "ev": [13],
         "q": "How did Ruari's pie end up being marked?",
         "para": ["ruari's score out of ten in the end",
                  "Hester changes her mind halfway through her verdict on the chicken, ham and leek pie. Where does she land?"],
         "cands": None, "answer": "5/10 (Hester first said 4)"},
        {"n": 6, "type": "correction", "ev": [7, 8, 9],
         "q": "What was Glenda's pie filled with, besides pork?",
         "cands": ["Rabbit", "Pheasant", "Duck", "Black pudding"],
         "answer": "Rabbit"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "What got Wilf's pie judged ahead of everyone else's?",
         "para": ["reason wilf jumped the queue",
                  "What was wrong with Wilf's bake that meant it couldn't wait its turn?"],
         "cands": None,
         "answer": "Its side was splitting and jelly was leaking, so the judges wanted to see it before it fell over"},
        {"n": 8, "type": "why", "ev": [13],
         "q": "Where did Ruari's soggy bottom come from, according to Hester?",
         "cands": ["He poured the jelly in while the pie was still hot",
                   "He took the tin off too soon",
                   "It needed another ten minutes in the oven",
                   "The lattice was too heavy for the base"],
         "answer": "He poured the jelly in while the pie was still hot"},
        {"n": 9, "type": "why", "ev": [2],
         "q": "what makes speed matter so much with hot water crust",
         "cands": None,
         "answer": "The lard sets as it cools, and if you wait the pastry cracks when you raise the sides"},
        {"n": 10, "type": "needle_screen", "ev": [15],
         "q": "Delphine's pie got some extra time in the blast chiller. How many minutes?",
         "cands": None, "answer": "20 minutes"},
        {"n": 11, "type": "needle_screen", "ev": [16],
         "q": "number of pastry leaves cut for the top of the duck pie",
         "cands": ["40", "31", "24", "12"],
         "answer": "40"},
        {"n": 12, "type": "speech_and_screen", "ev": [3, 5],
         "q": "what mark did the pie with the split side get",
         "cands": None, "answer": "6/10 (Wilf's)"},
        {"n": 13, "type": "quantity", "ev": [0, 1],
         "q": "What time limit were the bakers given for the showstopper?",
         "cands": ["4 h 30 min", "4 h", "3 h 30 min", "5 h"],
         "answer": "4 h 30 min"},
        {"n": 14, "type": "quantity", "ev": [12],
         "q": "Ruari weighed his pie. What did it come to?",
         "cands": None, "answer": "2.4 kg"},
        {"n": 15, "type": "spoken_fact", "ev": [4],
         "q": "Where did the pork in Wilf's pie come from?",
         "cands": ["His own pigs", "The village butcher", "His neighbour's farm", "A supermarket"],
         "answer": "His own pigs"},
        {"n": 16, "type": "who", "ev": [15],
         "q": "Tamsin got told to keep her hands off one of the pies. By whom?",
         "cands": None, "answer": "Delphine (about her duck pie)"},
        {"n": 17, "type": "who", "ev": [20],
         "q": "star baker this week?",
         "cands": ["Glenda Marsh", "Delphine Ashby", "Wilf Tennant", "Ruari Beck"],
         "answer": "Glenda Marsh"},
        {"n": 18, "type": "relation", "ev": [7],
         "q": "What's the link between Glenda's pastry postbox and her own life?",
         "cands": None, "answer": "She was a postwoman, delivering letters for 31 years"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "In the opening, what were the bakers said to have been set?",
         "cands": ["A raised pie in hot water crust, with a decorated lid and a layered filling",
                   "Chelsea buns", "A lattice-topped fruit pie", "A bread sculpture"],
         "answer": "A raised pie in hot water crust, with a decorated lid and a layered filling"},
        {"n": 20, "type": "end", "ev": [22],
         "q": "what's on next week",
         "cands": ["Bread week, the quarter-final", "The technical challenge that decides who leaves",
                   "The pie week final", "A masterclass from Hester"],
         "answer": "Bread week, the quarter-final"},
        {"n": 21, "type": "right_before_after", "ev": [10, 11],
         "q": "What happens right after Hester gives Glenda her nine?",
         "cands": ["Tamsin steals a corner of the postbox", "Glenda corrects Barnaby about the filling",
                   "The judges go off to deliberate", "Wilf's pie splits"],
         "answer": "Tamsin steals a corner of the postbox"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Who got sent home this week?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "At what oven temperature did Glenda bake her pie?",
         "cands": ["180°C", "200°C", "220°C", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "how old is ruari",
         "cands": None, "answer": ABSENT},
    ],
}


VIDEOS = [BUSROUTE, BIKEGARAGE, BAKEOFF]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "busroute": [23.0, 23.5, 22.0, 23.0, 25.5, 24.0, 25.5, 22.0, 24.5, 23.0, 24.0, 25.0, 24.0, 24.5, 23.5, 22.5, 25.0, 22.0, 24.5, 23.0, 25.5, 22.0, 25.0],
    "bikegarage": [24.0, 24.5, 24.0, 24.0, 22.0, 25.0, 22.5, 23.5, 26.0, 24.0, 23.0, 22.5, 25.0, 22.5, 25.5, 24.0, 22.5, 25.5, 24.0, 25.5, 21.5, 23.5, 23.0],
    "bakeoff": [21.0, 23.5, 25.5, 23.0, 23.0, 23.0, 25.0, 22.5, 22.5, 23.0, 21.0, 26.0, 22.0, 24.0, 22.0, 24.0, 25.0, 22.0, 24.0, 22.0, 23.0, 21.0, 23.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
