"""The three invented videos of the "blind10" set: slides, narration and questions.

Every name, place, price, date and figure here is invented. Narration ("say") speaks numbers as
words; slides show them as digits. A slide's "dur" comes from the DURS table at the end, set by hand
from each narration's measured length (see README.md).

Each question: n, q (the question as a viewer would type it), cands (4 options, or None for an
open question), answer, type, ev (slide indexes holding the answer; empty when it is not in the
video) and optional para (two paraphrases). checked_set.py places the right answer among the
options.
"""

ABSENT = "not mentioned in the video"


def seg(bg, title, lines, say, speaker=None, voice=None, boxes=None):
    s = {"bg": bg, "title": title, "lines": lines, "say": say}
    if speaker:
        s["speaker"] = speaker
    if voice:
        s["voice"] = voice
    if boxes:
        s["boxes"] = boxes
    return s


# ====================================================================== phonein
# A local radio phone-in about the new bus timetable in the invented town of Wrenley Cross.
DANA = "DANA KILBRIDE  |  Presenter"
OWEN = "OWEN THRELFALL  |  Council transport officer"
MAUREEN = "MAUREEN  |  Caller, Sallow Hill"
GARY = "GARY  |  Caller, Pitton Marsh"
SHREYA = "SHREYA  |  Caller, Ashgate"
V_DANA, V_OWEN = "en-gb+f3", "en-gb-scotland"
V_MAUREEN, V_GARY, V_SHREYA = "en-gb-x-rp+f4", "en-gb-x-gbclan", "en-us+f2"
STUDIO, TABLE, CALLER = "#1f2a44", "#e6ecf5", "#4a3560"

PHONEIN_SEGS = [
    # 0
    seg(STUDIO, "Midday Phone-In", [
        "Brennock Valley Radio  97.2 FM",
        "Tuesday 14 May",
        "Today: the new Wrenley Cross bus timetable",
        "Call 01632 550 972   Text 82297",
    ], "Good afternoon, and welcome to the Midday Phone-In here on Brennock Valley Radio. "
       "I'm Dana Kilbride. Today it's all about buses. Wrenley Cross is getting a brand new "
       "timetable, and judging by my inbox, a lot of you have strong feelings about it. The lines "
       "are open right now, so give us a ring or send us a text.",
        DANA, V_DANA, [(860, 560, 360, 60, "#f4a261", "LINES OPEN NOW")]),
    # 1
    seg(STUDIO, "In the studio", [
        "Owen Threlfall",
        "Passenger Transport Officer",
        "Wrenley Cross Borough Council",
        "12 years in the council's transport team",
    ], "With me in the studio is Owen Threlfall from the borough council. He's the man who has had "
       "to put this timetable together, so he's the man to ask. Owen, thanks for coming in and "
       "facing the music. He's also brought a very large folder, which worries me slightly. Let's start "
       "simply. When does all of this actually happen?",
        DANA, V_DANA),
    # 2
    seg(STUDIO, "When it starts", [
        "New timetable from Sunday 2 June",
        "Free printed guides: both libraries",
        "and the bus station kiosk",
        "Operator: Fennick Buses",
    ], "Thanks, Dana. The new timetable starts on Sunday the second of June. We chose a Sunday on "
       "purpose. It's the quietest day of the week, so drivers and passengers get one gentle day to "
       "settle in before the weekday rush on the Monday. Printed guides are free from both libraries "
       "and from the bus station kiosk.",
        OWEN, V_OWEN),
    # 3
    seg(TABLE, "What's changing from 2 June", [
        "Route 4   Sallow Hill:  every 20 min -> every 30 min",
        "Route 7   Pitton Marsh:  no Sunday buses",
        "Route 9   Hospital loop:  every 15 min -> every 10 min",
        "Route 12  NEW  Station - Ashgate Park:  every 40 min",
        "Route 15  Castle Lane:  no change",
    ], "So here's the whole picture on one screen. Some routes get more buses, one gets fewer, and "
       "there's a brand new route. The big winner is the hospital loop. The one I know people are "
       "cross about is the Sunday change out at Pitton Marsh, and I'll be honest with you about the "
       "reasons for that. Have a good look at it while I get some water.",
        OWEN, V_OWEN),
    # 4
    seg(STUDIO, "Why the changes?", [
        "This year's bus budget: £1.8 million",
        "Hospital loop: busiest route in the borough",
        "Route 7 on Sundays: under 6 passengers an hour",
    ], "The short answer is money. What we spend supporting buses has been cut by three hundred "
       "thousand pounds this year, so we had to decide where every bus does the most good. The "
       "hospital loop carries more people than any other route, so it gets extra buses. Sunday "
       "journeys to Pitton Marsh were carrying fewer than six people an hour.",
        OWEN, V_OWEN),
    # 5
    seg(TABLE, "Fares from 2 June", [
        "Adult single         £2.20   (no change)",
        "Day Rider             £5.50 -> £5.80",
        "Under-19 single    £1.10",
        "Weekly Rider        £19.00",
    ], "On fares, the adult single stays exactly where it is. The day ticket goes up by thirty "
       "pence, which I know nobody will thank me for. And the one I'm pleased about: anyone under "
       "nineteen now pays half the adult fare, on every route, including the new number twelve. The "
       "weekly ticket doesn't change either.",
        OWEN, V_OWEN),
    # 6
    seg(STUDIO, "Market Square roadworks", [
        "Resurfacing: stops closed",
        "Monday 10 June - Friday 19 July",
        "Temporary stops: Bridge Street",
        "All routes affected except Route 15",
    ], "One more thing people should know. Market Square is being resurfaced this summer, so for "
       "about six weeks the stops there will close, and the buses will use temporary stops on "
       "Bridge Street instead. That's about two minutes' walk, just past the post office. There will "
       "be staff in yellow jackets on the first morning to point people the right way.",
        OWEN, V_OWEN),
    # 7
    seg(STUDIO, "Your texts and calls", [
        "Text from Phil, Castle Lane:",
        "\"Thank goodness they left my 15 alone!\"",
        "On the line: Maureen, Sallow Hill",
    ], "Right, the phones are lit up. Before we go to them, a quick text from Phil in Castle Lane, "
       "who simply says: thank goodness they left my fifteen alone. Glad somebody's happy, Phil. "
       "Our first caller is Maureen, who's on the line from Sallow Hill. Maureen, you're on the "
       "Midday Phone-In.",
        DANA, V_DANA),
    # 8
    seg(CALLER, "Caller: Maureen", [
        "Sallow Hill",
        "Catches Route 4 every morning",
    ], "Hello Dana, hello Owen. I've lived on Sallow Hill for forty years and I've never driven. "
       "Every morning I catch the number four at ten past nine to go and sit with my sister. If it's "
       "only every half an hour from June, will there still be a bus about then, or am I stood at "
       "that stop in the cold?",
        MAUREEN, V_MAUREEN),
    # 9
    seg(TABLE, "Route 4 from Sallow Hill", [
        "Monday - Saturday mornings, from 2 June",
        "07:05   07:35   08:05   08:35",
        "09:05   09:35   10:05",
    ], "Maureen, good news, nearly. The morning buses from Sallow Hill will leave at five past and "
       "twenty-five past the hour. No, sorry, I'm reading last year's sheet. Five past and "
       "twenty-five to. So instead of ten past nine, you'd want the five past nine, just five "
       "minutes earlier. Leave the house a little sooner for the first week.",
        OWEN, V_OWEN),
    # 10
    seg(STUDIO, "The text line", [
        "Texts received so far: 46",
        "Most asked about: Route 7 on Sundays",
        "On the line: Gary, Pitton Marsh",
    ], "Thanks, Maureen, and do let us know how you get on. The text line is really busy, and by a "
       "mile the most common subject is the number seven on Sundays. So let's talk to somebody who "
       "relies on it. Gary is calling from Pitton Marsh. Gary, go ahead, you're on air.",
        DANA, V_DANA),
    # 11
    seg(CALLER, "Caller: Gary", [
        "Pitton Marsh",
        "Works Sundays at Redgate Garden Centre",
    ], "Afternoon. I work every Sunday at the garden centre out on the bypass, and the seven is the "
       "only way I can get there. I start at half past eight. Take the Sunday buses away and I'm "
       "looking at a forty minute walk along a road with no pavement. Has anybody at the council "
       "actually thought about people like me? And it's not just me, there's three of us from the "
       "village on the same shift.",
        GARY, V_GARY),
    # 12
    seg(STUDIO, "Sundays in Pitton Marsh", [
        "Ring-and-Ride minibus",
        "Book by 6 pm on Saturday",
        "Fare: £3.00 each way",
        "Door to door, 7 am - 7 pm",
    ], "Gary, that's a fair point, and you're not the only one who's made it. What we're putting on "
       "for Sundays is a ring and ride minibus. You book it the day before, and it picks you up from "
       "your own front door and drops you where you need to be. It's not as simple as a timetabled "
       "bus, I'll grant you, but it's not nothing.",
        OWEN, V_OWEN),
    # 13
    seg(STUDIO, "One more caller", [
        "Gary will try the minibus",
        "On the line: Shreya, Ashgate",
    ], "Gary says he'll give the minibus a go, but he's promised to ring back next week if it lets "
       "him down, and we'll hold you to that, Gary. Let's squeeze in one more caller. Shreya is a "
       "student, and she's calling from Ashgate. The travel news is coming up at one, so we'll keep this "
       "snappy. Shreya, hello.",
        DANA, V_DANA),
    # 14
    seg(CALLER, "Caller: Shreya", [
        "Ashgate",
        "Student, Ashgate College",
    ], "Hi! So I'm eighteen and I've just started at Ashgate College. Right now I need two buses and "
       "it takes me almost an hour. Does the new number twelve go anywhere near the college, and "
       "what time's the first one? My first lecture most days is at nine o'clock. My mum's been driving "
       "me in, but she starts a new job in June.",
        SHREYA, V_SHREYA),
    # 15
    seg(TABLE, "NEW Route 12", [
        "Station - Market Square - Ashgate College",
        "- Ashgate Park",
        "First bus from Station: 07:40",
        "Then every 40 min",
        "Station to Ashgate College: 22 min",
    ], "Shreya, this one could have been designed for you. The twelve stops right outside the "
       "college gates. The first one leaves the station at twenty to eight, then every forty "
       "minutes, so you'd have two to choose from before a nine o'clock start. And because you're "
       "under nineteen, you pay the half fare.",
        OWEN, V_OWEN),
    # 16
    seg(STUDIO, "Your texts", [
        "Alan: Does my bus pass work on Route 12?",
        "    Yes",
        "Ruth: Is the bus station kiosk open Sundays?",
        "    9 am - 1 pm only",
    ], "A couple of quick texts while we've got Owen. Alan wants to know if his bus pass works on "
       "the new twelve, and Owen is giving me a big thumbs up, so yes, Alan. And Ruth asks whether "
       "the bus station kiosk is open on Sundays. Owen says mornings only, so don't turn up after "
       "lunch.",
        DANA, V_DANA),
    # 17
    seg(STUDIO, "Have your say on Sunday buses", [
        "Online survey closes: Sunday 30 June",
        "Drop-in: Wrenley Cross Library",
        "Thursday 20 June, 2 pm - 7 pm",
    ], "Before I go, and this matters: the Sunday services will be looked at again in the autumn. "
       "If you want your say, the survey is online until the end of June, and I'll be at the library "
       "in person for a drop-in afternoon. There'll be tea and biscuits, I'm told. Come along and shout "
       "at me. Politely, if you can.",
        OWEN, V_OWEN),
    # 18
    seg(STUDIO, "Thanks for listening", [
        "Guest: Owen Threlfall, Borough Council",
        "Timetable guides: libraries and bus station",
        "Next week: allotment rents",
        "The parks manager takes your calls",
    ], "That's all we've got time for. Thanks to Owen for being such a good sport, and to Maureen, "
       "Gary and Shreya for ringing in. Next week on the Midday Phone-In, allotment rents are going "
       "up across the borough, and we'll have the parks manager in the hot seat. Until then, see you "
       "at the bus stop.",
        DANA, V_DANA),
]

PHONEIN_QS = [
    dict(n=1, type="topic", q="what's this phone-in mostly about?",
         cands=["Changes to the town's bus timetable", "Allotment rents going up",
                "Resurfacing work in Market Square", "A new college opening in Ashgate"],
         answer="Changes to the town's bus timetable", ev=[0, 3],
         para=["What is the main subject of this radio phone-in?",
               "so what were people ringing the show about"]),
    dict(n=2, type="quantity", q="When does the new bus timetable actually start?",
         cands=None, answer="Sunday 2 June", ev=[2]),
    dict(n=3, type="why", q="why did they pick a sunday for the changeover",
         cands=None,
         answer="It's the quietest day, so drivers and passengers can settle in before the weekday rush",
         ev=[2],
         para=["What reason does the council officer give for starting the new timetable on a Sunday?",
               "Why start the new buses on a Sunday and not a weekday?"]),
    dict(n=4, type="needle_screen", q="How often will the hospital loop run once the changes come in?",
         cands=["Every 10 minutes", "Every 12 minutes", "Every 15 minutes", "Every 20 minutes"],
         answer="Every 10 minutes", ev=[3]),
    dict(n=5, type="speech_and_screen",
         q="What was the council's bus budget before this year's cut?",
         cands=None, answer="£2.1 million (£1.8 million now, after a £300,000 cut)", ev=[4],
         para=["how much did the council have for buses before they cut it",
               "Before the reduction Owen describes, how large was the bus budget?"]),
    dict(n=6, type="quantity", q="how much is a day rider going to cost from june",
         cands=["£5.50", "£5.80", "£2.20", "£6.10"], answer="£5.80", ev=[5]),
    dict(n=7, type="absent", q="How many drivers does Fennick Buses employ?",
         cands=None, answer=ABSENT, ev=[]),
    dict(n=8, type="spoken_fact",
         q="While Market Square is being resurfaced, where do people catch the bus instead?",
         cands=None, answer="Temporary stops on Bridge Street", ev=[6]),
    dict(n=9, type="correction",
         q="Owen gets the Sallow Hill bus times wrong at first. What does he correct them to?",
         cands=None,
         answer="Five past and twenty-five to the hour (:05 and :35; he first said five past and twenty-five past)",
         ev=[9]),
    dict(n=10, type="spoken_fact",
         q="Maureen normally gets the ten past nine. Which bus should she catch under the new timetable?",
         cands=["09:05", "09:10", "09:35", "08:35"], answer="09:05", ev=[8, 9]),
    dict(n=11, type="count", q="how many listeners actually phoned in, not counting texts?",
         cands=None, answer="3 (Maureen, Gary and Shreya)", ev=[8, 11, 14]),
    dict(n=12, type="who",
         q="Who texted in to say thank goodness route 15 had been left alone?",
         cands=["Phil from Castle Lane", "Alan", "Ruth", "Gary from Pitton Marsh"],
         answer="Phil from Castle Lane", ev=[7],
         para=["which listener was relieved that the number 15 wasn't changing?",
               "The text about route 15 being left alone came from whom?"]),
    dict(n=13, type="needle_screen",
         q="By the time Gary came on, how many texts had the programme received?",
         cands=["46", "64", "30", "12"], answer="46", ev=[10]),
    dict(n=14, type="why", q="Why is Gary so upset about the route 7 change?",
         cands=["The Sunday bus is his only way to get to work at the garden centre",
                "His fare is going up by thirty pence",
                "The new timetable makes him late for college",
                "His stop is moving to Bridge Street"],
         answer="The Sunday bus is his only way to get to work at the garden centre", ev=[11]),
    dict(n=15, type="spoken_fact",
         q="What is the council putting on instead of Sunday buses to Pitton Marsh?",
         cands=["A ring-and-ride minibus booked the day before", "A taxi voucher scheme",
                "Extra route 12 journeys", "A shared bike scheme"],
         answer="A ring-and-ride minibus booked the day before", ev=[12],
         para=["what replaces the sunday 7 bus?",
               "Once route 7 loses its Sunday service, how will people in Pitton Marsh get about on Sundays?"]),
    dict(n=16, type="quantity", q="fare for the sunday minibus?",
         cands=None, answer="£3.00 each way", ev=[12]),
    dict(n=17, type="speech_and_screen",
         q="How much will Shreya pay for a single on the number 12?",
         cands=None,
         answer="£1.10 (she is 18, so she pays the under-19 single fare)", ev=[5, 14, 15],
         para=["What would a single ticket on route 12 cost the student who called in?",
               "shreya's fare for one journey on the new route - how much?"]),
    dict(n=18, type="quantity",
         q="According to the slide, how long is the trip from the station to Ashgate College on the new route?",
         cands=["22 minutes", "40 minutes", "12 minutes", "30 minutes"], answer="22 minutes", ev=[15]),
    dict(n=19, type="absent",
         q="What time does the last number 12 leave Ashgate Park in the evening?",
         cands=["10:40 pm", "11:15 pm", "9:20 pm", ABSENT], answer=ABSENT, ev=[]),
    dict(n=20, type="who", q="who wanted to know if the kiosk at the bus station opens on sundays",
         cands=None, answer="Ruth (by text; it opens 9 am - 1 pm only)", ev=[16]),
    dict(n=21, type="right_before_after", q="Which caller was on air just before Shreya?",
         cands=["Gary", "Maureen", "Phil", "Ruth"], answer="Gary", ev=[11, 13]),
    dict(n=22, type="quantity", q="How long does the library drop-in session last?",
         cands=None, answer="5 hours (2 pm - 7 pm on Thursday 20 June)", ev=[17]),
    dict(n=23, type="absent", q="What's the name of the parks manager?",
         cands=["Owen Threlfall", "Dana Kilbride", "Alan Pryce", ABSENT], answer=ABSENT, ev=[]),
    dict(n=24, type="end", q="What's next week's show going to be about?",
         cands=None, answer="Allotment rents going up (with the parks manager)", ev=[18]),
]

# ====================================================================== carcare
# A car-maintenance video: a mechanic and a learner on the learner's invented Varenne Cobalt.
FERGUS = "FERGUS HALE  |  Mechanic"
JODIE = "JODIE  |  Learning the basics"
V_FERGUS, V_JODIE = "en-gb-x-gbcwmd", "en-gb+f4"
BAY, BENCH, NOTE = "#efe9dc", "#d9e6ef", "#3a3f47"

CARCARE_SEGS = [
    # 0
    seg(BAY, "Spanner Sunday: three jobs, one morning", [
        "Car: Varenne Cobalt 1.4 Estate, 2019",
        "Mileage: 48,210",
        "Hale & Daughter Motors, Ostley",
    ], "Morning all, and welcome back to Spanner Sunday. I'm Fergus Hale. Today I've got Jodie with "
       "me. She bought her first car last month and she wants to learn to look after it herself, "
       "instead of paying someone like me. The car is her Varenne Cobalt estate, and we're doing three "
       "easy jobs that anyone can manage on a driveway.",
        FERGUS, V_FERGUS),
    # 1
    seg(BENCH, "Jodie's list", [
        "1. Replace wiper blades",
        "2. Check tyre pressures",
        "3. Top up coolant",
        "Kit: tyre gauge, foot pump, old towel, funnel",
    ], "So I wrote a list in the order that made sense to me. Wipers first, because they've been "
       "smearing all week. Then the tyres. Then the coolant, because a little orange warning light "
       "came on when I was driving home on Thursday, and I panicked a bit. Fergus says I'm not allowed to "
       "panic today.",
        JODIE, V_JODIE),
    # 2
    seg(NOTE, "Change of order", [
        "Engine cold?  Yes - parked overnight",
        "Coolant cap: open ONLY when cold",
    ], "Good list, but we're going to turn it upside down. The car's been sat on the drive all night, "
       "so the engine is stone cold, and that's the only time you should ever open the coolant cap. "
       "Open it hot and it can spray boiling liquid at you. So coolant first, tyres next, because they "
       "want to be cold as well, and wipers whenever.",
        FERGUS, V_FERGUS),
    # 3
    seg(BAY, "Under the bonnet", [
        "Jodie finds a tank",
    ], "Okay, bonnet's up. So the coolant is this one right at the front with the blue cap, yeah? "
       "It's got loads of room in it. I'll just twist the cap off and pour it in. Where's the bottle you "
       "bought, Fergus? Oh, it's on the bench. Hang on.",
        JODIE, V_JODIE),
    # 4
    seg(BAY, "Which tank is which", [
        "Blue cap, windscreen symbol = washer fluid",
        "Clear tank, pink liquid, MIN / MAX = coolant",
        "Coolant level today: below MIN",
    ], "Stop right there! That's the windscreen washer bottle. See the little windscreen picture on "
       "the cap? The coolant lives in the see-through tank at the back, with pink liquid in it and "
       "the min and max lines on the side. Easy mistake, everybody does it once. And look, yours is "
       "below the bottom line.",
        FERGUS, V_FERGUS),
    # 5
    seg(BENCH, "The right coolant", [
        "Varenne VX-Pink long-life coolant",
        "Ready mixed 50/50",
        "1 litre bottle: £9.99",
    ], "The handbook says the Cobalt wants the pink long life coolant, and I've bought it ready "
       "mixed, so there's no messing about with water. Whatever you do, don't tip in the old green "
       "stuff that's been in your shed for years. Mixing different types can turn it into sludge and "
       "block the radiator.",
        FERGUS, V_FERGUS, [(860, 420, 360, 60, "#e76f9a", "Never mix colours")]),
    # 6
    seg(BAY, "Topping up", [
        "Cap off slowly",
        "Funnel in, pour steadily",
    ], "Right, cap off, nice and slowly like you said. Funnel in. I'm pouring. I'll just keep going "
       "and fill it right up to the top, then it'll last me ages. Is it meant to glug like that? It's "
       "going in really fast.",
        JODIE, V_JODIE),
    # 7
    seg(BAY, "How full?", [
        "Fill to between MIN and MAX",
        "Added today: about 330 ml",
    ], "Whoa, not to the top! Stop between the two lines. When the engine warms up, the coolant "
       "expands, and if the tank's brimming it just gets pushed out of the overflow pipe onto your "
       "drive. There, that's bang on the max line. That took about a third of a litre. Wipe up any drips, "
       "too, because the stuff is poisonous to pets.",
        FERGUS, V_FERGUS),
    # 8
    seg(NOTE, "Is it leaking?", [
        "Topping up again within a month? Book it in",
        "Signs of a leak:",
        "  - sweet smell after driving",
        "  - pink drips under the car",
        "  - steam from under the bonnet",
    ], "Now here's the important bit. If you find yourself topping up again within a month, "
       "something is leaking, and that needs looking at. Keep an eye out for a sweet smell after "
       "driving, or pink drips on the drive. For today, though, cap back on, click it tight, and "
       "that warning light should stay off.",
        FERGUS, V_FERGUS),
    # 9
    seg(BAY, "Tyre pressures", [
        "Tyre sidewall: MAX PRESS 51 psi",
    ], "Tyres now. Oh, this is easy, the number's written right here on the side of the tyre. "
       "Fifty-one. So I'll pump all four of them up to fifty-one. Easiest job of the lot. Now where's the "
       "foot pump gone? Found it, under the towel.",
        JODIE, V_JODIE),
    # 10
    seg(BENCH, "Sticker inside the driver's door", [
        "Normal load:",
        "    front 33 psi (2.3 bar)    rear 30 psi (2.1 bar)",
        "Full load:",
        "    front 36 psi (2.5 bar)    rear 38 psi (2.6 bar)",
    ], "No, no, no. That's the most the tyre can ever take, not what your car wants. The real figures "
       "are on the sticker inside the driver's door. For normal driving it's thirty-three at the "
       "front and thirty at the back. If you load the car right up for a holiday, you go higher, and "
       "that's on the sticker too.",
        FERGUS, V_FERGUS),
    # 11
    seg(BAY, "Checking the fronts", [
        "Front left: 29 psi",
        "Front right: 31 psi",
    ], "Okay. Dust cap off the valve, gauge on. Front left says twenty-nine, so that one's low. Foot "
       "pump on, a few squirts, and thirty-three, done. Front right next. Thirty-one, so just a "
       "couple more pumps, and that's thirty-three as well.",
        JODIE, V_JODIE),
    # 12
    seg(BAY, "Checking the rears", [
        "Rear left: 30 psi",
        "Rear right: 26 psi",
    ], "Back ones. Rear left reads thirty exactly, so I'm leaving that one alone. Rear right. "
       "Twenty-six. That's way down. Right, let's get some air in it. Pumping, pumping, and there, "
       "thirty. Is it normal for one to be that much lower than the others?",
        JODIE, V_JODIE),
    # 13
    seg(NOTE, "Why so low?", [
        "Rear right: screw in the tread",
        "Slow puncture - repair this week",
        "Puncture repair at Hale & Daughter: £22",
    ], "Twenty-six when the other three were fine makes me suspicious. Let's roll the car forward a "
       "foot and have a look at the tread. There it is. A little screw, right in the middle. It's not "
       "going down fast, but it needs a proper repair this week, not just more air every few days.",
        FERGUS, V_FERGUS),
    # 14
    seg(BENCH, "Tyre check: before and after (psi)", [
        "Front left      29  ->  33",
        "Front right    31  ->  33",
        "Rear left        30  ->  30",
        "Rear right      26  ->  30   (screw found)",
    ], "Here's how they all ended up. Check them once a month, and before any long trip, and always "
       "with the tyres cold, before you've driven anywhere. Warm tyres read high and fool you into "
       "letting air out. A gauge lives in my glovebox, and one should live in yours too.",
        FERGUS, V_FERGUS),
    # 15
    seg(BAY, "Wiper blades", [
        "Driver side: 600 mm (24 in)",
        "Passenger side: 400 mm (16 in)",
        "Pair of Clearline blades: £17.49",
    ], "Finally, wipers. This first one's the passenger side. Lift the arm off the glass, press the "
       "little tab, slide the old blade off, and oops! It slipped right out of my hand. They're different "
       "lengths, by the way, which I didn't know until this morning.",
        JODIE, V_JODIE),
    # 16
    seg(NOTE, "Why the towel?", [
        "Folded towel on the glass first",
        "Slide the new blade on until it clicks",
    ], "And that's exactly why we put a folded towel on the windscreen before we started. The bare "
       "metal arm snapped back onto the towel, not the glass. Without it you can crack the windscreen, "
       "and that's a far bigger bill than a pair of blades. Now, slide the new one on until you hear "
       "it click.",
        FERGUS, V_FERGUS),
    # 17
    seg(BAY, "Second blade", [
        "Both front blades fitted",
        "Washer test: no smears",
    ], "Driver's side now, the long one, and this time I'm keeping hold of the arm the whole way. "
       "Click. Both new blades on. Quick squirt of washer fluid, and not a single smear. What about "
       "the little one on the back window? Honestly, that was so satisfying.",
        JODIE, V_JODIE),
    # 18
    seg(BENCH, "Job done", [
        "Done: coolant, tyres, front wipers",
        "Time taken: 38 min",
        "Spent today: £27.48",
        "Next week: cabin air filter, Morland Tradia van",
    ], "The rear wiper's fine, leave it for now. So that's coolant, tyres and wipers, all done in "
       "under forty minutes. Jodie's only homework is getting that puncture sorted this week. Next "
       "Sunday we're changing a cabin air filter on a van, so bring a torch and a bit of patience. "
       "See you then.",
        FERGUS, V_FERGUS),
]

CARCARE_QS = [
    dict(n=1, type="topic", q="What is this video mainly about?",
         cands=["Basic maintenance on Jodie's car: coolant, tyre pressures and wiper blades",
                "Changing a cabin air filter on a van",
                "How to repair a puncture at home",
                "What to look for when buying a first car"],
         answer="Basic maintenance on Jodie's car: coolant, tyre pressures and wiper blades",
         ev=[0, 1],
         para=["whats the video about", "Which subject does this workshop video cover?"]),
    dict(n=2, type="order", q="In what order did they actually do the three jobs?",
         cands=None,
         answer="Coolant, then tyre pressures, then wiper blades (the reverse of Jodie's list)",
         ev=[2, 6, 11, 15],
         para=["jodie had a list - which job got done first, second and third in the end?",
               "What sequence were the wiper, tyre and coolant jobs carried out in?"]),
    dict(n=3, type="why", q="why did fergus want to do the coolant before anything else",
         cands=None,
         answer="The engine was cold from standing overnight, and the coolant cap should only be opened cold",
         ev=[2]),
    dict(n=4, type="correction",
         q="Jodie first goes for the wrong tank under the bonnet. What was it actually?",
         cands=["The windscreen washer bottle", "The oil filler", "The brake fluid reservoir",
                "The power steering tank"],
         answer="The windscreen washer bottle", ev=[3, 4]),
    dict(n=5, type="spoken_fact", q="What made Jodie think the coolant needed topping up?",
         cands=None, answer="A warning light came on (driving home on Thursday)", ev=[1]),
    dict(n=6, type="quantity", q="What did the litre of coolant cost?",
         cands=["£9.99", "£17.49", "£22.00", "£6.50"], answer="£9.99", ev=[5]),
    dict(n=7, type="why", q="Why shouldn't the coolant tank be filled right to the top?",
         cands=["The coolant expands when the engine warms up and gets pushed out of the overflow",
                "Too much coolant dilutes the antifreeze",
                "A full tank sets off the warning light",
                "The cap won't close on a full tank"],
         answer="The coolant expands when the engine warms up and gets pushed out of the overflow",
         ev=[7]),
    dict(n=8, type="quantity", q="roughly how much coolant went in, in ml?",
         cands=None, answer="About 330 ml (a third of a litre)", ev=[7]),
    dict(n=9, type="correction",
         q="What pressure did Jodie first want to pump the tyres to, and what is the right figure?",
         cands=None,
         answer="She said 51 psi (the sidewall maximum); the right figures are 33 psi front, 30 psi rear",
         ev=[9, 10],
         para=["jodie reads a number off the tyre - what was it and what should she really use?",
               "Which pressure did the learner go for at first, and what does Fergus say it should be?"]),
    dict(n=10, type="needle_screen",
         q="With the car fully loaded, what pressure should the rear tyres be?",
         cands=["38 psi", "36 psi", "30 psi", "51 psi"], answer="38 psi", ev=[10]),
    dict(n=11, type="count", q="How many of the tyres needed air?",
         cands=None, answer="3 (both fronts and the rear right; the rear left was fine)",
         ev=[11, 12, 14],
         para=["how many tyres did jodie end up pumping up",
               "Out of the four tyres, how many were topped up with air?"]),
    dict(n=12, type="spoken_fact", q="What did they find wrong with the rear right tyre?",
         cands=None, answer="A screw in the tread (a slow puncture)", ev=[13]),
    dict(n=13, type="quantity", q="How much does the garage charge for the puncture repair?",
         cands=["£22", "£27.48", "£17.49", "£38"], answer="£22", ev=[13]),
    dict(n=14, type="absent", q="Which engine oil does the Cobalt take?",
         cands=None, answer=ABSENT, ev=[]),
    dict(n=15, type="absent", q="how much was the tyre pressure gauge",
         cands=["£4.99", "£12.00", "£8.50", ABSENT], answer=ABSENT, ev=[]),
    dict(n=16, type="why", q="What's the folded towel on the windscreen for?",
         cands=None,
         answer="So a wiper arm that snaps back hits the towel, not the glass (which could crack)",
         ev=[16],
         para=["why put a towel on the glass before doing the wipers?",
               "For what reason does Fergus lay a towel over the windscreen?"]),
    dict(n=17, type="who",
         q="Who says that mixing different types of coolant can turn it into sludge?",
         cands=["Fergus", "Jodie", "The car's handbook", "The coolant bottle's label"],
         answer="Fergus", ev=[5]),
    dict(n=18, type="count", q="How many wiper blades were replaced in the end?",
         cands=["1", "2", "3", "4"], answer="2", ev=[15, 16, 17, 18]),
    dict(n=19, type="who", q="who let go of the wiper arm?",
         cands=None, answer="Jodie", ev=[15, 16]),
    dict(n=20, type="speech_and_screen", q="What length was the first blade Jodie fitted?",
         cands=None, answer="400 mm (16 in; she started on the passenger side)", ev=[15]),
    dict(n=21, type="end", q="What will next week's video cover?",
         cands=None, answer="Changing a cabin air filter on a van (a Morland Tradia)", ev=[18]),
    dict(n=22, type="quantity", q="How long did the whole session take them?",
         cands=["38 minutes", "40 minutes", "48 minutes", "1 hour 20 minutes"],
         answer="38 minutes", ev=[18]),
    dict(n=23, type="absent",
         q="At what mileage does Fergus say the coolant should be completely replaced?",
         cands=["Every 30,000 miles", "Every 60,000 miles", "Every 10,000 miles", ABSENT],
         answer=ABSENT, ev=[]),
    dict(n=24, type="begin", q="what car are they working on",
         cands=["A Varenne Cobalt estate", "A Morland Tradia van", "A Varenne Tradia hatchback",
                "A Morland Cobalt saloon"],
         answer="A Varenne Cobalt estate", ev=[0]),
]

# ====================================================================== ranger
# A guided spring walk round the invented Mossbeck Fen reserve, with one visitor's question.
IDRIS = "IDRIS PENHALLOW  |  Ranger"
COLIN = "COLIN  |  Visitor"
V_IDRIS, V_COLIN = "en-gb-x-rp", "en-us+m3"
FEN, PALE, POND = "#2e5339", "#eef2e1", "#1f4e5f"

RANGER_SEGS = [
    # 0
    seg(FEN, "Mossbeck Fen: spring guided walk", [
        "Saturday 12 April, 9:30 am",
        "Walk length: 3.2 km, about 2 hours",
        "Group size today: 11",
    ], "Good morning everyone, and welcome to Mossbeck Fen. I'm Idris, one of the two rangers here, "
       "and I'll be your guide for the next couple of hours. We'll cover just over three kilometres, "
       "all of it flat, and we'll stop a lot, so nobody needs to worry about keeping up. Binoculars "
       "round your necks, please.",
        IDRIS, V_IDRIS),
    # 1
    seg(PALE, "About the reserve", [
        "Area: 42 hectares",
        "Managed by the Mossbeck Fen Trust since 1994",
        "Bird species recorded: 163",
    ], "A little about the place. Thirty-odd years ago this was a soggy field full of sheep. The trust "
       "dug out the ponds, let the reeds come back, and now it's one of the best places in the county "
       "for wetland birds. Please do stay on the paths. Step off them and the mud can be up to your "
       "knees."),
    # 2
    seg(PALE, "Today's route", [
        "1. Reedbed hide",
        "2. Dipping pond",
        "3. Alder boardwalk",
        "4. Wildflower meadow",
    ], "Here's the route we normally take. The reedbed hide first, then the dipping pond, then the "
       "boardwalk through the alder trees, and we finish in the meadow, where with any luck the sun "
       "will have come out. If anyone needs to stop, just shout. Toilets are back at the car park, so "
       "speak now or forever hold your peace."),
    # 3
    seg(FEN, "Change of plan", [
        "Reedbed hide booked:",
        "Oakfield Primary, until 10:45",
    ], "Ah. Small change of plan. My radio says there's a primary school class in the hide until a "
       "quarter to eleven, and thirty excited seven year olds is not ideal for birdwatching, for them "
       "or for us. So we'll do the pond first and come back to the hide once they've gone."),
    # 4
    seg(POND, "Pond dipping: the rules", [
        "Kneel, don't stand, at the edge",
        "Sweep the net in a slow figure of eight",
        "Tip the catch into a tray of pond water",
        "Keep the tray in the shade",
    ], "Right, gather round the dipping platform. Kneel, don't stand, at the edge. I'll do the first "
       "sweep to show you how. Slow figure of eight, through the weeds, not scraping along the bottom, "
       "then straight into the white tray. There we go. Not much that time, just a water boatman "
       "rowing about."),
    # 5
    seg(POND, "Smooth newt", [
        "Males have a wavy crest in spring",
    ], "Let's go again, a little deeper this time, over by the lilies. Oh, look at that. A smooth "
       "newt, and there's a second one. In spring you can tell the males by the wavy crest along the "
       "back, and this one's a male. Hold the tray still, please, we don't want to slosh them."),
    # 6
    seg(POND, "In the tray", [
        "Damselfly nymph: 3 tail-like gills",
        "Great diving beetle larva: it DOES bite",
    ], "One more dip, on the sunny side. Now that's busy. Damselfly nymphs, loads of them, with the "
       "three little tails. And a great diving beetle larva, so keep your fingers well away, they "
       "bite. Last go, I promise, along the reeds. Just water boatmen and a few snails that time."),
    # 7
    seg(PALE, "Pond survey results", [
        "Smooth newt                       2",
        "Damselfly nymph                14",
        "Great diving beetle larva    1",
        "Water boatman                 23",
        "Ramshorn snail                   6",
    ], "So here's what we found. I send these figures to the county recorder every month. The newts "
       "are the ones I watch most closely, because they only do well when the water is clean. Now, "
       "everything goes back, gently. Lower the tray into the water, please, don't pour it from a "
       "height.",
        boxes=[(820, 420, 400, 100, "#f2c14e", "Sent to the county\nrecorder monthly")]),
    # 8
    seg(FEN, "Reedbed hide", [
        "Voices low",
        "Open only the flap in front of you",
    ], "Good news, the school group has just left, so let's head up to the hide. Inside, please keep "
       "your voices low, and only open the window flap in front of you. Birds notice movement far "
       "more than noise, so slow hands, and no waving. And mind your heads on the way in, the door "
       "frame is very low."),
    # 9
    seg(PALE, "Sightings tally", [
        "Teal                    17",
        "Little grebe          1",
        "Grey heron           1",
    ], "Out on the open water, that crowd of little ducks is teal, seventeen of them if my count is "
       "right. The small round bird diving by the posts is a little grebe. And standing like a statue "
       "on the far bank, there's our first grey heron of the day. Teal are our smallest duck, by the way."),
    # 10
    seg(PALE, "Sightings tally", [
        "Teal                    17",
        "Little grebe          1",
        "Grey heron           1",
        "Marsh harrier       1   (new)",
    ], "Esme, brilliant spot! Everyone, look to the left, low over the reeds. That big brown bird of "
       "prey, with the pale cream head, gliding with its wings held up in a shallow V. That's the "
       "rarest thing you'll see today, and only the third time one's been seen here this year."),
    # 11
    seg(PALE, "Sightings tally", [
        "Teal                    17",
        "Little grebe          1",
        "Grey heron           1",
        "Marsh harrier       1",
        "Sedge warbler      1   (heard)",
    ], "Now, listen. That chattering in the reeds just to the right of the hide. That's a reed "
       "warbler, our first of the year. No, hang on. Hear those scratchy, jumbled bits and the sudden "
       "whistles? That's a sedge warbler. Reed warblers are much steadier, like someone chatting away "
       "on the phone."),
    # 12
    seg(FEN, "A question from the group", [
        "Colin asks about otters",
    ], "Sorry, can I ask something while we're sat down? My grandson swears he saw an otter here last "
       "summer, swimming near the boardwalk. Are there really otters on the reserve, or was he pulling "
       "my leg? He's seven, so he does tend to exaggerate a bit.",
        COLIN, V_COLIN),
    # 13
    seg(FEN, "Otters at Mossbeck Fen", [
        "Spraint on the boardwalk: most weeks",
        "Trail camera: 2 clips since Christmas",
        "Last daylight sighting: 3 August",
    ], "He wasn't pulling your leg at all, Colin. At least one otter uses the fen. We find its "
       "droppings, which we call spraint, on the boardwalk most weeks, and the trail camera has filmed "
       "it twice since Christmas, both times at about four in the morning. Seeing one in daylight is "
       "very lucky indeed. We think it's a female, but nobody can be sure.",
        IDRIS, V_IDRIS),
    # 14
    seg(FEN, "Alder boardwalk", [
        "Length: 400 m",
        "Built by volunteers in 2016",
        "Grey heron: 2 so far",
    ], "Onto the boardwalk now. These trees are alders, and they love having their feet wet. Mind "
       "your step, the planks get slippery after rain. And look up, in the dead tree on the right, "
       "another grey heron. That makes two. The volunteers who built this walkway deserve a medal."),
    # 15
    seg(FEN, "Otter spraint", [
        "Dark, with fish scales and small bones",
        "Left on raised spots to mark territory",
    ], "Here, on the edge of this plank. That dark little pile with fish scales in it is otter "
       "spraint, and it's fresh from last night, Colin. Apparently it smells of jasmine tea. I've "
       "sniffed a great deal of it over the years, and I've never been convinced."),
    # 16
    seg(PALE, "Wildflower meadow", [
        "Cowslips in flower",
        "Hay cut: late July",
    ], "As we come out of the trees, look up. A heron, flapping slowly over towards the river, so "
       "that's three for the day. Into the meadow now. It's early for most of the flowers, but the "
       "cowslips are out, those little yellow ones with the drooping heads. The hay gets cut at the end "
       "of July, once the seeds have dropped."),
    # 17
    seg(PALE, "Overhead", [
        "Skylark: sings while it climbs",
    ], "Hear that song, going on and on, high up? That's a skylark. Try to find the dot in the sky. "
       "There. They sing while they climb and keep going for minutes at a time. We've had two singing "
       "over this meadow all week, and here's the second one now."),
    # 18
    seg(PALE, "Today's tally", [
        "Teal                    17",
        "Grey heron           3",
        "Little grebe          1",
        "Marsh harrier       1",
        "Sedge warbler      1   (heard)",
        "Skylark                2",
        "Reed bunting        4",
        "Species: 7",
    ], "And here's our tally for the morning. Seven species isn't an enormous list, but a marsh "
       "harrier and a sedge warbler in the same hour makes it a very good day out. Thank you for being "
       "so quiet in the hide, and for being so gentle with the pond creatures. Esme, your spot from the "
       "hide is officially the bird of the day."),
    # 19
    seg(FEN, "Next event: Bat Night", [
        "Friday 23 May, 8:45 pm, main car park",
        "Tickets: £6 members, £8 non-members",
        "Bat detectors provided",
    ], "Before you go. The next guided event is our bat night, next month. We meet in the car park at "
       "dusk, and we'll hand out bat detectors so you can hear them. Bring a torch with a red filter "
       "if you have one. Booking is through the trust. Thanks again, everyone, and safe home.",
        IDRIS, V_IDRIS),
]

RANGER_QS = [
    dict(n=1, type="topic", q="What's this video about?",
         cands=["A ranger leading a spring walk round a nature reserve", "A bat-watching evening",
                "A school trip to a farm", "Volunteers building a boardwalk"],
         answer="A ranger leading a spring walk round a nature reserve", ev=[0, 2],
         para=["what is going on in this video", "Describe the main subject of the video."]),
    dict(n=2, type="order", q="Which stop on the route did they actually do first?",
         cands=None,
         answer="The dipping pond (not the hide, which had a school class in it)", ev=[2, 3, 4]),
    dict(n=3, type="why", q="Why did the ranger change the route?",
         cands=["A primary school class was using the hide", "The boardwalk was flooded",
                "It had started to rain", "The pond was closed for a survey"],
         answer="A primary school class was using the hide", ev=[3],
         para=["how come they didn't go to the hide first like planned",
               "What made Idris alter the usual order of the walk?"]),
    dict(n=4, type="count", q="how many times did idris sweep the net through the pond",
         cands=None, answer="4", ev=[4, 5, 6],
         para=["How many dips with the net were made at the pond?",
               "Count the net sweeps during the pond dipping - how many?"]),
    dict(n=5, type="needle_screen", q="How many damselfly nymphs went down on the survey?",
         cands=["14", "23", "6", "2"], answer="14", ev=[7]),
    dict(n=6, type="why", q="Why does Idris keep such a close eye on the newts?",
         cands=None, answer="They only do well when the water is clean", ev=[7]),
    dict(n=7, type="correction",
         q="Idris names the bird singing in the reeds and then changes his mind. What did he say first, and what was it really?",
         cands=None, answer="He first said a reed warbler, then corrected it to a sedge warbler",
         ev=[11],
         para=["which warbler did he think it was at first, and which one was it actually",
               "The ranger corrects himself about a bird he hears. From what to what?"]),
    dict(n=8, type="speech_and_screen", q="What kind of bird did Esme spot?",
         cands=None, answer="A marsh harrier", ev=[10],
         para=["esme saw a bird first - what species?",
               "Which bird was it that the girl called Esme picked out?"]),
    dict(n=9, type="count", q="How many grey herons did the group see altogether?",
         cands=["1", "2", "3", "4"], answer="3", ev=[9, 14, 16, 18]),
    dict(n=10, type="who", q="Who asked whether there really are otters on the reserve?",
         cands=["Colin, a visitor", "Esme", "A teacher from the school group", "The other ranger"],
         answer="Colin, a visitor", ev=[12]),
    dict(n=11, type="spoken_fact", q="At what time of day does the trail camera usually catch the otter?",
         cands=None, answer="About 4 in the morning", ev=[13]),
    dict(n=12, type="needle_screen", q="when was an otter last seen in daylight",
         cands=None, answer="3 August", ev=[13]),
    dict(n=13, type="quantity", q="How big is the reserve?",
         cands=["42 hectares", "163 hectares", "32 hectares", "24 hectares"],
         answer="42 hectares", ev=[1]),
    dict(n=14, type="spoken_fact", q="What was the land before it became a reserve?",
         cands=["A soggy field full of sheep", "A gravel quarry", "A golf course", "A fish farm"],
         answer="A soggy field full of sheep", ev=[1]),
    dict(n=15, type="absent", q="How much does it cost to park at the reserve?",
         cands=None, answer=ABSENT, ev=[]),
    dict(n=16, type="absent", q="What is the name of the other ranger at Mossbeck Fen?",
         cands=["Esme", "Colin", "Tamsin Roe", ABSENT], answer=ABSENT, ev=[]),
    dict(n=17, type="absent", q="which county is the fen in?",
         cands=None, answer=ABSENT, ev=[]),
    dict(n=18, type="needle_screen", q="How many reed buntings ended up on the final tally?",
         cands=None, answer="4", ev=[18]),
    dict(n=19, type="quantity", q="How long is the alder boardwalk?",
         cands=["400 m", "3.2 km", "40 m", "1.2 km"], answer="400 m", ev=[14]),
    dict(n=20, type="end", q="What's the next event Idris tells them about?",
         cands=None, answer="A bat night (Friday 23 May, 8:45 pm, main car park)", ev=[19]),
    dict(n=21, type="quantity", q="price of a bat night ticket if you're not a member?",
         cands=["£8", "£6", "£3", "£10"], answer="£8", ev=[19]),
    dict(n=22, type="right_before_after",
         q="Once Idris had answered the visitor's question, where did the group go next?",
         cands=["Onto the alder boardwalk", "Back to the dipping pond", "Into the reedbed hide",
                "Into the wildflower meadow"],
         answer="Onto the alder boardwalk", ev=[13, 14]),
    dict(n=23, type="spoken_fact", q="What is otter spraint supposed to smell of?",
         cands=None, answer="Jasmine tea", ev=[15]),
    dict(n=24, type="quantity", q="How long is the walk?",
         cands=["3.2 km", "2 km", "4.2 km", "400 m"], answer="3.2 km", ev=[0]),
]

# ====================================================================== timing
# Seconds per slide, set by hand from each narration's measured espeak-ng length (speed 160) plus its
# offset and a pause of about one to four seconds; see README.md.
DURS = {
    "phonein": [23.5, 26.5, 22.0, 25.5, 23.5, 22.0, 26.5, 23.0, 22.0, 27.5,
                20.5, 28.0, 23.5, 23.0, 26.5, 21.5, 21.5, 24.5, 22.5],
    "carcare": [25.0, 21.0, 27.0, 21.0, 22.5, 24.5, 20.0, 25.5, 25.0, 20.0,
                25.0, 22.0, 20.0, 23.5, 21.0, 20.0, 25.0, 20.0, 23.0],
    "ranger": [22.5, 25.0, 22.0, 21.0, 25.0, 20.5, 25.5, 21.5, 22.0, 24.0,
               21.0, 22.5, 21.5, 27.0, 21.5, 20.0, 23.0, 22.5, 22.0, 21.5],
}


def _video(name, footer, lead_in, voice, segs, qs):
    assert len(DURS[name]) == len(segs), name
    for s, d in zip(segs, DURS[name]):
        s["dur"] = d
    return {"name": name, "footer": footer, "lead_in": lead_in, "voice": voice, "speed": 160,
            "segments": segs, "questions": qs}


VIDEOS = [
    _video("phonein", "Brennock Valley Radio 97.2 FM  -  Midday Phone-In", 5, V_DANA,
           PHONEIN_SEGS, PHONEIN_QS),
    _video("carcare", "Spanner Sunday  -  Hale & Daughter Motors, Ostley", 6, V_FERGUS,
           CARCARE_SEGS, CARCARE_QS),
    _video("ranger", "Mossbeck Fen Trust  -  guided walks", 5, V_IDRIS,
           RANGER_SEGS, RANGER_QS),
]
