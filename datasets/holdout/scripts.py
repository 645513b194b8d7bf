"""Hand-written slides, narration and questions for the "holdout" evaluation set.

Four invented videos (nothing in them is answerable from world knowledge):

    lecture   university history lecture: the (fictional) Orvane Canal
    airfryer  unboxing / two-week review of a (fictional) two-drawer air fryer
    retro     project retrospective meeting, four named speakers
    diy       home-repair how-to: patching a doorknob hole in drywall

Each segment: title, body lines, optional boxes (x, y, w, h, colour, text),
narration ("say", written with numbers as words), duration in seconds,
background colour, and optionally its own espeak voice (retro: one per speaker).

Each question: n (id number), type, question, cands (4 strings, the answer
among them, or None for an open question), answer, ev (indices of the
segments that prove the answer, [] when the answer is not in the video), and
optionally para (two hand-written paraphrases).
"""

ABSENT = "not mentioned in the video"


def S(title, lines, say, dur, bg, boxes=(), voice=None, speaker=None):
    seg = {"title": title, "lines": list(lines), "say": say, "dur": dur, "bg": bg,
           "boxes": list(boxes)}
    if voice:
        seg["voice"] = voice
    if speaker:
        seg["speaker"] = speaker
    return seg


def Q(n, qtype, q, cands, answer, ev, para=()):
    rec = {"n": n, "type": qtype, "q": q, "cands": cands, "answer": answer, "ev": list(ev)}
    if para:
        rec["para"] = list(para)
    return rec


# =====================================================================
# 1. lecture: HIST 214, Lecture 9, the Orvane Canal
# =====================================================================
# Agenda (seg 1): before the canal, surveyors, paying for it, digging and
# the locks, the flood of 1749, what the canal changed.
# Actual order: before (2-3), paying (4-5), surveyors (6-7), flood (8-9),
# digging and locks (10-11), opening + what changed (12-14).
# Repeated action: showing the map, four times, four verbs:
# pull up (2), glance back at (7), bring back (10), consult (14).
# Correction: opening year 1758 -> 1756 (12).
# Reasons without a connective: seg 3 (mud), seg 11 (timber floated away).
# Passing mentions: the dog Biscuit (6), the seasick mayor (12).
# Teaser: Dunmore Post Road, mail coaches (16).

_MAPC = "#f2e6c4"


def _map(extra_label):
    return [
        (60, 400, 250, 150, "#d9c79a", "MAP\nCarradale\n" + extra_label),
        (360, 400, 220, 56, _MAPC, "Lowmoor"),
        (640, 430, 270, 56, _MAPC, "Hesketh Cross"),
        (420, 520, 260, 56, _MAPC, "Brindle Ford"),
        (960, 580, 250, 56, "#9fc4e0", "Saltby (port)"),
    ]


LECTURE = {
    "name": "lecture",
    "genre": "university lecture (history)",
    "footer": "HIST 214 - Rivers, Roads and Trade - Lecture 9 - Prof. Amaranth Deluca-Voss",
    "voice": "en-us+f2",
    "speed": 155,
    "lead_in": 6.0,
    "segments": [
        # 0
        S("Lecture 9: The Orvane Canal",
          ["HIST 214 - Rivers, Roads and Trade",
           "Prof. Amaranth Deluca-Voss",
           "Thursday 14 October",
           "Harrowgate Hall, Room B-112"],
          "Good morning, everyone, and phones away, please. Today's lecture is about the "
          "Orvane Canal, the waterway that turned the wool towns of Carradale into a "
          "trading power.",
          22, "#1f3a5f"),
        # 1
        S("Today's plan",
          ["1. Carradale before the canal",
           "2. The surveyors",
           "3. Paying for it",
           "4. Digging and the locks",
           "5. The flood of 1749",
           "6. What the canal changed"],
          "Here is the plan for today, in six parts. We begin with life before the canal, "
          "and we finish with what it changed.",
          21, "#2e4d3a"),
        # 2
        S("Carradale, around 1735",
          ["Wool towns: Hesketh Cross, Lowmoor, Brindle Ford",
           "Nearest sea port: Saltby",
           "River Orvane: too shallow above Brindle Ford"],
          "Let me pull up the map. The three wool towns sit up here in the hills, and the "
          "port of Saltby is down on the coast, with the shallow River Orvane in between.",
          25, "#f4efe1", _map("c. 1735")),
        # 3
        S("The Gallow Moor road",
          ["Packhorse trains of 40 to 60 horses",
           "Hesketh Cross to Saltby: 4 days",
           "Cost: 9 shillings per bale of wool",
           "Trains robbed, 1730-1740: 23"],
          "Before the canal, every bale went over the Gallow Moor road on a packhorse, a "
          "four day trip. Merchants hated that road. Half the year it was knee deep in mud.",
          24, "#6b4f3a"),
        # 4
        S("Paying for it",
          ["Act of Parliament: 1739",
           "Estimated cost: \u00a361,400",
           "Shares: \u00a3100 each",
           "Subscribers: 340"],
          "I'm taking the money before the surveyors, because the route only makes sense "
          "once you know who was paying. The estimate came to just over sixty one thousand "
          "pounds.",
          24, "#3b3f8c"),
        # 5
        S("Who bought the shares",
          ["Henrietta Marsh-Kell (widow): 40 shares",
           "Josiah Crane (wool merchant): 25 shares",
           "Rev. Alban Pryce (vicar of Lowmoor): 12 shares",
           "Carradale Wool Guild: 90 shares"],
          "The investor who really mattered was the widow. When the others panicked and "
          "sold, she kept on buying.",
          22, "#e3d5f0"),
        # 6
        S("The surveyors",
          ["Chief surveyor: Tobias Wrenfield",
           "Assistant: Eliza Penhallow",
           "Survey began: April 1741",
           "Survey took: 14 months"],
          "Now the surveyors. Tobias Wrenfield led the survey, with Eliza Penhallow as his "
          "assistant, and they spent fourteen months walking every valley. Wrenfield's "
          "letters mention his dog, Biscuit, more often than his wife.",
          25, "#8c3b3b"),
        # 7
        S("Two possible routes",
          ["Northern route, via Lowmoor: 29 miles",
           "Southern route, via Hesketh Cross: 33 miles",
           "Chosen: the southern route"],
          "Glance back at the map with me. The northern route was shorter, but they chose "
          "the southern one, because it ran through Hesketh Cross, whose merchants had put "
          "up most of the money.",
          25, "#f4efe1", _map("routes")),
        # 8
        S("The flood of 1749",
          ["3 March 1749: the Orvane bursts its banks",
           "Timber locks 4 to 7 swept away",
           "Repairs: \u00a37,800",
           "Work stopped for 5 months"],
          "I'm jumping ahead to the flood now, because it explains why the locks look the "
          "way they do. On the third of March, seventeen forty nine, the river burst its "
          "banks and carried off four wooden locks.",
          25, "#24506b"),
        # 9
        S("After the flood",
          ["Wrenfield resigns: June 1749",
           "Eliza Penhallow becomes chief engineer",
           "Second share issue: 120 shares at \u00a365",
           "Work restarts: August 1749"],
          "Wrenfield resigned that summer, and Penhallow took over as chief engineer. To pay "
          "for the repairs, the company sold a second batch of shares, at a heavy discount.",
          24, "#d8e8d0"),
        # 10
        S("Digging the cut",
          ["Navvies at the peak (1752): 1,200",
           "Pay: 10 pence a day",
           "Shifts: 5 am to 7 pm",
           "Camps: Brindle Ford and Hesketh Cross"],
          "Now back to the digging. Let me bring the map back on screen, so you can see the "
          "two work camps. At the peak, twelve hundred men were digging, on shifts that "
          "started before sunrise.",
          25, "#f4efe1", _map("work camps")),
        # 11
        S("The locks",
          ["18 locks, total rise 214 ft",
           "All rebuilt in stone after 1749",
           "Lock 3: 9 ft deep",
           "Lock 11: 17 ft deep",
           "Lock 16: 12 ft deep"],
          "Every lock after the flood was built in stone. The timber ones had simply "
          "floated away. The lock I want you to remember is the deepest one, at Brindle "
          "Ford.",
          24, "#5a5a5a"),
        # 12
        S("Opening day",
          ["Canal opens to boats: 1756",
           "First boat: the Patient Ann",
           "Cargo: 30 tons of wool",
           "Last toll house finished: 1758"],
          "The canal opened to boats in seventeen fifty eight. Sorry, I mean seventeen "
          "fifty six; fifty eight is when the last toll house was finished. The first boat "
          "carried wool and, if the newspaper is right, one very seasick mayor.",
          26, "#c98a2e"),
        # 13
        S("What the canal changed",
          ["Cost per bale to Saltby: 9s \u2192 2s",
           "Journey by boat: 2 days",
           "Toll: 1\u00bdd per bale per mile",
           "One boat = the load of 150 packhorses"],
          "So what did the canal change? The trip by boat still took two days, but one boat "
          "carried the load of a hundred and fifty packhorses, and shipping a bale got "
          "cheaper by more than three quarters.",
          25, "#2f6f6f"),
        # 14
        S("Winners and losers",
          ["Hesketh Cross: 2,100 people (1740) \u2192 9,600 (1790)",
           "Lowmoor: 1,800 \u2192 1,100",
           "Closed to trade: 1911",
           "Today: a 33-mile towpath walk"],
          "Let's consult the map one last time. Hesketh Cross, on the canal, grew more than "
          "four times over, while Lowmoor, left off the route, shrank. The last cargo boat "
          "passed in nineteen eleven.",
          26, "#f4efe1", _map("1790")),
        # 15
        S("Before next week",
          ["Read: C. Mallory, Water and Wool, ch. 6 (pp. 88-121)",
           "Essay (1,500 words) due Friday 29 October",
           "Office hours: Wednesday 2:30-4:00 pm",
           "Office: Room B-310"],
          "For next week, please read chapter six of Mallory. Your essays are due on Friday "
          "the twenty ninth, and I've moved my office hours to Wednesday afternoons.",
          23, "#4a2e5c"),
        # 16
        S("Next week: Lecture 10",
          ["The Dunmore Post Road",
           "Mail coaches, coaching inns and highwaymen"],
          "Next week we leave the water behind entirely. We'll be out on the Dunmore Post "
          "Road, with mail coaches, coaching inns and a few famous highwaymen. See you then.",
          22, "#1f3a5f"),
    ],
}

LECTURE["questions"] = [
    Q(1, "topic", "So what's this lecture actually about?",
      ["How the Orvane Canal was built and what it did for the Carradale wool towns",
       "Mail coaches and highwaymen on the Dunmore Post Road",
       "The life and letters of the surveyor Tobias Wrenfield",
       "Robberies of packhorse trains on the Gallow Moor road"],
      "How the Orvane Canal was built and what it did for the Carradale wool towns", [0]),
    Q(2, "order",
      "The surveyors were second on her plan, but what did she actually talk about right "
      "after the old packhorse road?",
      ["How the canal was paid for", "The surveyors", "The flood of 1749",
       "Digging and the locks"],
      "How the canal was paid for", [1, 3, 4]),
    Q(3, "count", "How many times does she bring up the map during the lecture?",
      ["2", "3", "4", "5"], "4", [2, 7, 10, 14],
      para=["Over the whole talk, how often does the map of Carradale come back on screen?",
            "Count the moments the professor turns to her map. What number do you get?"]),
    Q(4, "count",
      "By the time she gets to the flood, how many times has she already shown the map?",
      None, "2", [2, 7, 8]),
    Q(5, "correction", "What year did the canal finally open to boats?",
      ["1756", "1758", "1749", "1741"], "1756", [12],
      para=["She tripped over the opening date. Which year did she mean in the end?",
            "Once she'd fixed her slip, when were boats first let onto the canal?"]),
    Q(6, "why", "Why did they pick the southern route even though it was longer?",
      None, "It ran through Hesketh Cross, whose merchants had put up most of the money.",
      [7]),
    Q(7, "why", "Why were the locks rebuilt in stone?",
      ["The wooden ones had floated away in the flood",
       "Parliament banned timber locks",
       "Stone was cheaper than timber at the time",
       "Eliza Penhallow refused to build with wood"],
      "The wooden ones had floated away in the flood", [11]),
    Q(8, "why", "Why did the merchants hate the Gallow Moor road so much?",
      None, "Half the year it was knee-deep in mud (and the trip took four days).", [3]),
    Q(9, "quantity", "Roughly how much was the canal expected to cost?",
      ["\u00a361,400", "\u00a37,800", "\u00a334,000", "\u00a316,400"], "\u00a361,400", [4]),
    Q(10, "quantity", "How long did the survey take?",
      ["14 months", "5 months", "2 years", "4 days"], "14 months", [6]),
    Q(11, "quantity", "What did a navvy earn for a day's digging?",
      ["10 pence", "2 shillings", "9 shillings", "1\u00bd pence"], "10 pence", [10]),
    Q(12, "quantity", "How much did Hesketh Cross grow between 1740 and 1790?",
      None, "From 2,100 to 9,600 people, more than four times bigger.", [14]),
    Q(13, "needle_screen",
      "According to the records she shows, how many packhorse trains got robbed on the moor "
      "road between 1730 and 1740?",
      ["23", "40", "60", "12"], "23", [3]),
    Q(14, "needle_screen", "Which room are her office hours in?",
      ["Room B-310", "Room B-112", "Room B-121", "The Harrowgate Hall foyer"], "Room B-310", [15]),
    Q(15, "needle_screen", "What did a share cost in the second issue after the flood?",
      ["\u00a365", "\u00a3100", "\u00a3120", "\u00a390"], "\u00a365", [9]),
    Q(16, "speech_and_screen",
      "How many shares did the investor who kept buying when everyone else panicked own?",
      ["40", "25", "12", "90"], "40", [5],
      para=["The one shareholder who didn't sell in the panic: how big was her stake, in shares?",
            "She singles out one investor who went on buying while others sold. What did that "
            "person hold?"]),
    Q(17, "speech_and_screen", "How deep is the lock she told everyone to remember?",
      None, "17 ft (lock 11, at Brindle Ford)", [11]),
    Q(18, "speech_and_screen", "She says she moved her office hours. When are they now?",
      ["Wednesday 2:30-4:00 pm", "Thursday 2:30-4:00 pm", "Friday 2:30-4:00 pm",
       "Wednesday 5:00-7:00 pm"],
      "Wednesday 2:30-4:00 pm", [15]),
    Q(19, "spoken_fact", "What was Wrenfield's dog called?",
      ["Biscuit", "Patient Ann", "Pepper", "Bramble"], "Biscuit", [6]),
    Q(20, "spoken_fact", "Who was supposedly seasick on the first boat through?",
      None, "The mayor (according to the newspaper)", [12]),
    Q(21, "who", "Who ran the works as chief engineer after the flood?",
      ["Eliza Penhallow", "Tobias Wrenfield", "Henrietta Marsh-Kell", "Josiah Crane"],
      "Eliza Penhallow", [9]),
    Q(22, "right_before_after", "What does she move on to right after the flood itself?",
      ["Wrenfield resigning and Penhallow taking over", "The opening day and the first boat",
       "The two possible routes", "Who bought the shares"],
      "Wrenfield resigning and Penhallow taking over", [8, 9]),
    Q(23, "right_before_after",
      "What does she go over just before telling us about next week's lecture?",
      None, "The homework: read chapter 6 of Mallory's Water and Wool, essay due Friday "
      "29 October, and office hours moved to Wednesday afternoons.", [15]),
    Q(24, "begin", "What does she ask the class to do right at the start?",
      ["Put their phones away", "Open the reading packet", "Move nearer the front",
       "Hand in their essays"],
      "Put their phones away", [0]),
    Q(25, "end", "How does the lecture wrap up?",
      ["With a preview of next week's lecture on the Dunmore Post Road",
       "With a pop quiz on the locks",
       "With a reading from Wrenfield's letters",
       "With a film about the towpath today"],
      "With a preview of next week's lecture on the Dunmore Post Road", [16]),
    Q(26, "absent", "How many workers died in the 1749 flood?",
      [ABSENT, "4", "11", "1,200"], ABSENT, []),
    Q(27, "absent", "Which highwayman is she going to talk about next week?",
      None, ABSENT, []),
    Q(28, "relation", "On the list of shareholders, who comes right after the widow?",
      ["Josiah Crane", "Rev. Alban Pryce", "Carradale Wool Guild", "Tobias Wrenfield"],
      "Josiah Crane", [5]),
]


# =====================================================================
# 2. airfryer: Counter Culture, unboxing + two-week review
# =====================================================================
# Plan (seg 1): unboxing, build, fries, wings, cleaning, noise, price/verdict.
# Actual: unboxing (2), build (3), wings (4-5), fries (6-7), sync test (8),
# noise (9), cleaning (10), annoyances (11), price (12), compare (13),
# accessory kit (14), verdict (15).
# Repeated action: opening a drawer mid-cook to check, four times, four verbs:
# slid the drawer out (4), peeked inside (5), yanked the basket out (6),
# cracked open (8).
# Correction: price $159 -> $149 (12).
# Reasons without a connective: seg 4 (wings thawed), seg 10 (coating peeled),
# seg 14 (rack too tall).
# Passing mention: toddler Milo and the doorbell (11).
# Teaser: Glidewell robot window cleaner (16).

AIRFRYER = {
    "name": "airfryer",
    "genre": "product unboxing and review (kitchen appliance)",
    "footer": "Counter Culture with Dessa Fairweather - episode 58",
    "voice": "en-us+f4",
    "speed": 165,
    "lead_in": 7.0,
    "segments": [
        # 0
        S("AirCrisp Duo: unboxing + 2-week review",
          ["Halvern AirCrisp Duo, a two-drawer air fryer",
           "Bought with my own money",
           "Tested 12 to 26 May"],
          "Hi, I'm Dessa, and this is Counter Culture. Today I'm unboxing the Halvern "
          "AirCrisp Duo, a two drawer air fryer, and finding out whether it has earned a "
          "permanent spot on my counter.",
          23, "#ffe8d6"),
        # 1
        S("Today's plan",
          ["1. Unboxing", "2. Build and controls", "3. Fries test", "4. Wings test",
           "5. Cleaning", "6. Noise and power", "7. Price and verdict"],
          "Here's the plan. Seven stops, and I'll try to keep it all under eight minutes.",
          21, "#264653"),
        # 2
        S("What's in the box",
          ["AirCrisp Duo base unit",
           "2 baskets + 2 crisper plates",
           "Recipe booklet (42 recipes)",
           "Silicone-tipped tongs",
           "Box weight: 9.4 kg"],
          "The box is heavier than it looks, so lift with your knees. Inside you get the "
          "fryer, two baskets, two crisper plates, a recipe booklet, and, nice surprise, a "
          "pair of tongs.",
          24, "#e9c46a"),
        # 3
        S("Build and controls",
          ["2 drawers \u00d7 4.5 L = 9 L in total",
           "Power: 1,900 W",
           "Size: 38 \u00d7 41 \u00d7 32 cm",
           "Buttons: Match | Sync Finish | Pause",
           "Power cord: 80 cm"],
          "The body is matte black plastic, and it feels solid. The button I ended up using "
          "most is the middle one, which staggers the start times so both drawers finish "
          "together.",
          24, "#2a9d8f"),
        # 4
        S("Change of plan: wings first",
          ["1 kg chicken wings",
           "190 \u00b0C for 26 min",
           "Left and right drawers, 500 g each"],
          "Change of plan: I'm doing the wings before the fries. They'd already thawed in "
          "the fridge and wouldn't have kept another day. At ten minutes I slid the drawer "
          "out for a look.",
          25, "#f4a261"),
        # 5
        S("Wings: the result",
          ["Skin crisp by minute 18",
           "Left drawer probe: 198 \u00b0C",
           "Right drawer probe: 190 \u00b0C",
           "Juicy, but the left side browned faster"],
          "At eighteen minutes I peeked inside again, and the skin was already crisp. My "
          "probe showed the left drawer runs hotter than the right, so the wings on that "
          "side browned faster.",
          25, "#e76f51"),
        # 6
        S("Fries test",
          ["600 g russet potatoes",
           "Soaked 30 min in cold water",
           "200 \u00b0C for 20 min",
           "Shake at 12 min"],
          "Now the fries. Six hundred grams of potatoes, soaked for half an hour. At twelve "
          "minutes I yanked the basket out and gave it a good shake.",
          23, "#fefae0"),
        # 7
        S("Fries: the first batch",
          ["Batch 1: pale on top, soggy underneath",
           "Cause: crisper plate upside down",
           "Batch 2: even and crisp",
           "Oil used: 1 tsp"],
          "The first batch came out pale and soggy. That was my fault: I'd put the crisper "
          "plate in upside down. I flipped it, and the second batch was the best fries I've "
          "made at home.",
          24, "#bc6c25"),
        # 8
        S("Sync Finish test",
          ["Left: salmon, 12 min",
           "Right: broccoli, 18 min",
           "Started: 6:24 pm",
           "Both done: 6:42 pm"],
          "For dinner I tested Sync Finish, with salmon on one side and broccoli on the "
          "other. Halfway through I cracked open the right drawer, and it paused both "
          "sides, which I liked.",
          25, "#606c38"),
        # 9
        S("Noise and power",
          ["Fan noise: 54 dB at 1 m",
           "End-of-cook beep: 78 dB",
           "Wings cook used 0.41 kWh",
           "At 28\u00a2 per kWh: about 11\u00a2"],
          "The fan is about as loud as a quiet conversation. The beep, though, is very "
          "loud, and you can't turn it off.",
          22, "#dde5b6"),
        # 10
        S("Cleaning",
          ["Baskets: dishwasher-safe (says the box)",
           "I hand-wash: about 6 min",
           "No sticking after 14 cooks"],
          "The box says the baskets are dishwasher safe, but I wash them by hand. The "
          "coating on my last fryer peeled off within two months.",
          22, "#a8dadc"),
        # 11
        S("Small annoyances",
          ["Beep can't be muted",
           "Display dims after 30 s",
           "Drawer handles get warm",
           "Short cord"],
          "A few small annoyances. The display dims after thirty seconds, the handles get "
          "warm, and my toddler, Milo, now thinks the beep is the doorbell.",
          22, "#457b9d"),
        # 12
        S("Price and warranty",
          ["Price: $149 (launch price $159)",
           "Spare basket: $24",
           "Warranty: 2 years",
           "Bought 9 May at Gillory's Home"],
          "It costs a hundred and fifty nine dollars. Sorry, I mean a hundred and forty "
          "nine; one fifty nine was the launch price, and it has already dropped. A spare "
          "basket is twenty four dollars.",
          25, "#1d3557"),
        # 13
        S("How it compares",
          ["My old Parvo 4 (one drawer): $89",
           "Kessel Twin (two drawers): $199",
           "Halvern AirCrisp Duo: $149"],
          "Compared with my old Parvo, this cooks twice as much at once. Against the Kessel "
          "Twin it's fifty dollars cheaper, and honestly just as good.",
          22, "#f1faee"),
        # 14
        S("The accessory kit",
          ["Halvern grill rack + skewers kit: $29",
           "Rack is 2 cm too tall for the drawers",
           "Returned on 20 May"],
          "I also bought the grill rack and skewer kit, and that went straight back to the "
          "shop. The rack is too tall. The drawer won't close over it.",
          22, "#cdb4db"),
        # 15
        S("Verdict",
          ["Score: 8/10",
           "+ Sync Finish, even crisping, quick to clean",
           "- Loud beep, hot left drawer",
           "Keeping it? Yes"],
          "So, am I keeping it? Yes. It has replaced my oven for weeknight dinners, and I've "
          "used it every single day for two weeks.",
          22, "#ffafcc"),
        # 16
        S("Next week on Counter Culture",
          ["Glidewell S3 robot window cleaner",
           "Can it handle a skylight?"],
          "Next week we're leaving the kitchen: I'm testing the Glidewell robot window "
          "cleaner on my very dusty skylight. See you then.",
          20, "#264653"),
    ],
}

AIRFRYER["questions"] = [
    Q(1, "topic", "What's this video mostly about?",
      ["A hands-on review of a two-drawer air fryer", "A test of a robot window cleaner",
       "A recipe for crispy chicken wings", "A comparison of three budget kettles"],
      "A hands-on review of a two-drawer air fryer", [0]),
    Q(2, "order", "Which food did she actually test first?",
      ["The chicken wings", "The fries", "The salmon", "The broccoli"],
      "The chicken wings", [1, 4],
      para=["Her plan put fries ahead of wings. Which did she end up cooking first?",
            "Once the unboxing and the build section were out of the way, what went into the "
            "fryer before anything else?"]),
    Q(3, "order", "Her plan had cleaning before noise. Which of the two did she actually get "
      "to first?", None, "Noise and power (cleaning came after)", [1, 9, 10]),
    Q(4, "count", "How many times did she pull a drawer open while something was cooking?",
      ["2", "3", "4", "5"], "4", [4, 5, 6, 8]),
    Q(5, "count", "While the wings were cooking, how many times did she check on them?",
      None, "2 (at 10 and at 18 minutes)", [4, 5]),
    Q(6, "correction", "So what does the AirCrisp Duo actually cost now?",
      ["$149", "$159", "$199", "$89"], "$149", [12]),
    Q(7, "why", "What went wrong with the first batch of fries?",
      ["The crisper plate was in upside down", "She forgot to soak the potatoes",
       "She didn't shake the basket", "The left drawer ran too hot"],
      "The crisper plate was in upside down", [7],
      para=["Why did her first fries come out pale and soggy?",
            "The first round of fries flopped. What had she done wrong?"]),
    Q(8, "why", "Why won't she put the baskets in the dishwasher?",
      None, "The coating on her last fryer peeled off within two months.", [10]),
    Q(9, "why", "How come she did the wings before the fries?",
      None, "The wings had already thawed in the fridge and wouldn't have kept another day.",
      [4]),
    Q(10, "why", "Why did the accessory kit go back to the shop?",
      ["The rack is too tall, so the drawer won't close", "The skewers bent on first use",
       "It cost more than a spare basket", "It only fit the left drawer"],
      "The rack is too tall, so the drawer won't close", [14]),
    Q(11, "quantity", "How long did the wings cook for in total?",
      ["26 minutes", "20 minutes", "18 minutes", "12 minutes"], "26 minutes", [4]),
    Q(12, "quantity", "What temperature did she cook the fries at?",
      ["200 \u00b0C", "190 \u00b0C", "198 \u00b0C", "210 \u00b0C"], "200 \u00b0C", [6]),
    Q(13, "quantity", "How much is a spare basket?",
      ["$24", "$29", "$11", "$50"], "$24", [12]),
    Q(14, "quantity", "What time was dinner ready in the Sync Finish test?",
      ["6:42 pm", "6:24 pm", "6:30 pm", "7:18 pm"], "6:42 pm", [8],
      para=["When did the salmon and broccoli both come out done?",
            "She started the two-drawer dinner at 6:24. At what clock time did it finish?"]),
    Q(15, "needle_screen", "How long is the power cord?",
      ["80 cm", "41 cm", "1.2 m", "30 cm"], "80 cm", [3]),
    Q(16, "needle_screen", "How many recipes come in the booklet?",
      ["42", "24", "14", "9"], "42", [2]),
    Q(17, "needle_screen", "How loud is the end-of-cook beep?",
      ["78 dB", "54 dB", "64 dB", "90 dB"], "78 dB", [9]),
    Q(18, "speech_and_screen", "How much hotter than the other drawer did the hot one run?",
      ["8 \u00b0C", "10 \u00b0C", "18 \u00b0C", "2 \u00b0C"], "8 \u00b0C", [5]),
    Q(19, "speech_and_screen", "Which button did she end up using most?",
      None, "Sync Finish (the middle button)", [3]),
    Q(20, "spoken_fact", "What does her toddler think the beep is?",
      ["The doorbell", "A phone ringing", "The smoke alarm", "The microwave"],
      "The doorbell", [11]),
    Q(21, "spoken_fact", "What did she compare the fan noise to?",
      None, "A quiet conversation", [9]),
    Q(22, "right_before_after", "What comes right after the fries test?",
      ["A Sync Finish test with salmon and broccoli", "The cleaning section",
       "The price and warranty", "The accessory kit"],
      "A Sync Finish test with salmon and broccoli", [7, 8]),
    Q(23, "right_before_after",
      "What happened right after she cracked open the right drawer during the salmon cook?",
      None, "Both drawers paused.", [8]),
    Q(24, "end", "Did she end up keeping the fryer?",
      ["Yes, she's keeping it", "No, she returned it", "She gave it to a friend", ABSENT],
      "Yes, she's keeping it", [15]),
    Q(25, "absent", "How much does the Glidewell window cleaner cost?",
      [ABSENT, "$149", "$199", "$29"], ABSENT, []),
    Q(26, "absent", "How much did the salmon she cooked cost?", None, ABSENT, []),
    Q(27, "begin", "At the start, what does she say the video will find out?",
      ["Whether it has earned a permanent spot on her counter",
       "Whether it can replace her oven for pizza",
       "Whether the beep can be turned off",
       "Whether it's worth the launch price"],
      "Whether it has earned a permanent spot on her counter", [0]),
    Q(28, "relation", "On her comparison slide, which fryer is listed second, and for how much?",
      ["Kessel Twin, $199", "Parvo 4, $89", "AirCrisp Duo, $149", "Kessel Twin, $159"],
      "Kessel Twin, $199", [13]),
]


# =====================================================================
# 3. retro: Project Hollyhock retrospective meeting
# =====================================================================
# Speakers (named on each slide, one voice each): Ottilie Brandt (project
# manager, en-us+f3), Joaquim Pell (finance, en-us+m1), Ravi Santangelo
# (lead developer, en-us+m3), Wen Ashcombe (QA lead, en-us+f1).
# Agenda (seg 1): timeline, went well, went wrong, budget, action items.
# Actual: budget (2-3), timeline (4-7), went well (8-9), went wrong (10-11),
# survey (12), action items (13), after launch (14), wrap-up (15).
# Repeated action: moving the launch date, three times, three verbs:
# pushed back (5), slipped (6), postponed (7).
# Correction: overrun 17,500 -> 19,500 (2).
# Reasons without a connective: seg 6 (Tallyfold), seg 11 (tablets).
# Passing mention: the cake from Bellamy's (12).
# Teaser: next Tuesday, office move to Carrow Street (15).

OTTILIE = ("en-us+f3", "Speaking: Ottilie Brandt (project manager)")
JOAQUIM = ("en-us+m1", "Speaking: Joaquim Pell (finance)")
RAVI = ("en-us+m3", "Speaking: Ravi Santangelo (lead developer)")
WEN = ("en-us+f1", "Speaking: Wen Ashcombe (QA lead)")


def R(who, title, lines, say, dur, bg):
    return S(title, lines, say, dur, bg, voice=who[0], speaker=who[1])


RETRO = {
    "name": "retro",
    "genre": "project retrospective meeting (four speakers)",
    "footer": "Hollyhock retrospective - Tuesday 9 September - room Fennel",
    "voice": "en-us+f3",
    "speed": 160,
    "lead_in": 5.0,
    "segments": [
        # 0
        R(OTTILIE, "Project Hollyhock: retrospective",
          ["Client: Pennywhistle Clinics",
           "Booking app for 14 clinics",
           "Tuesday 9 September, 2:00-3:30 pm",
           "Room: Fennel"],
          "Okay, let's start. This is the retrospective for Hollyhock, the booking app we "
          "built for Pennywhistle Clinics. We've got ninety minutes, and I'm going to "
          "shuffle things a little.",
          24, "#e0ecf8"),
        # 1
        R(OTTILIE, "Agenda",
          ["1. Timeline recap", "2. What went well", "3. What went wrong", "4. Budget",
           "5. Action items"],
          "This is the agenda I sent round on Friday, five items. Budget goes first, "
          "because Joaquim has a flight and leaves at three fifteen.",
          22, "#34495e"),
        # 2
        R(JOAQUIM, "Budget (taken first)",
          ["Approved budget: \u00a3184,000",
           "Final spend: \u00a3203,500",
           "Overrun: \u00a319,500 (10.6%)"],
          "Thanks, Ottilie. We went over budget by seventeen and a half thousand. Sorry, I "
          "mean nineteen and a half; seventeen was before the last hosting invoice came in.",
          24, "#7d3c98"),
        # 3
        R(JOAQUIM, "Where the extra money went",
          ["Extra contractor, 11 weeks: \u00a314,300",
           "Load-testing service: \u00a32,900",
           "Hosting upgrade: \u00a32,300"],
          "Most of it was the extra contractor we brought in for eleven weeks. The rest was "
          "load testing and the bigger hosting plan. That's me done, I have a plane to "
          "catch.",
          24, "#f5eef8"),
        # 4
        R(OTTILIE, "Timeline recap",
          ["Kick-off: 6 January",
           "Planned launch: 14 April",
           "Actual launch: 30 June"],
          "Back to the timeline. We kicked off on the sixth of January, aiming to launch on "
          "the fourteenth of April. We actually launched at the end of June.",
          23, "#1abc9c"),
        # 5
        R(OTTILIE, "Phone-number login",
          ["Change requested: 20 March",
           "Login: email \u2192 phone number + code",
           "New launch date: 5 May"],
          "The first time, we pushed the launch back three weeks, because the clinic "
          "decided patients should log in with a phone number instead of an email.",
          23, "#fdebd0"),
        # 6
        R(RAVI, "Payment provider change",
          ["Provider: Tallyfold Pay",
           "Old API retired: 28 April",
           "Checkout rework: 19 days",
           "New launch date: 2 June"],
          "Then the date slipped a second time, to early June. Tallyfold retired their old "
          "payment interface in the middle of our project. We had to rewrite the whole "
          "checkout.",
          24, "#2e86c1"),
        # 7
        R(WEN, "Last test round",
          ["Double-booking bugs found: 41",
           "Fixed before launch: 41",
           "Final launch date: 30 June"],
          "And we postponed it once more, to the thirtieth. My final test round turned up "
          "forty one double booking bugs, and we weren't going to ship that to a clinic.",
          24, "#f9e79f"),
        # 8
        R(WEN, "What went well (1)",
          ["Automated tests: 1,340",
           "Crash-free sessions: 99.6%",
           "Staff training: 2 hours per clinic"],
          "Now the good news. Crash free sessions have stayed above ninety nine percent "
          "since launch, and receptionists needed only two hours of training.",
          23, "#27ae60"),
        # 9
        R(RAVI, "What went well (2)",
          ["Calendar component reused from Project Marigold",
           "Saved about 3 weeks",
           "Pair-programming Fridays"],
          "Reusing the calendar from an older project saved us about three weeks. And pair "
          "programming Fridays were a hit; let's keep those.",
          22, "#d5f5e3"),
        # 10
        R(RAVI, "What went wrong (1)",
          ["Planned velocity: 38 points per sprint",
           "Actual average: 27 points per sprint",
           "12 sprints of 2 weeks"],
          "Our estimates were too optimistic, sprint after sprint. We planned for thirty "
          "eight points and delivered well under thirty on average.",
          22, "#c0392b"),
        # 11
        R(WEN, "What went wrong (2)",
          ["Test devices: 3 Android phones, 2 iPhones",
           "Tablets tested: 0",
           "Receptionists on tablets: about half"],
          "We only had three Android phones to test on. Half of the receptionists use "
          "tablets. We found the tablet layout bugs through customer complaints.",
          23, "#fadbd8"),
        # 12
        R(OTTILIE, "Team survey",
          ["Responses: 9 of 9",
           "Would do a similar project again: 7",
           "Felt overworked in June: 6",
           "Favourite moment: the launch party"],
          "Everyone filled in the survey, thank you. Most of you would do this kind of "
          "project again, though June clearly hurt. And yes, the launch party cake came "
          "from Bellamy's.",
          24, "#5dade2"),
        # 13
        R(OTTILIE, "Action items",
          ["1. Requirements sign-off by week 3: Ottilie",
           "2. Buy 6 test devices incl. 2 tablets (\u00a31,800): Wen",
           "3. API-change clause in vendor contracts: Joaquim",
           "4. Estimation workshop, 2 October: Ravi"],
          "Four action items. Joaquim isn't here any more, so I've given him the contracts "
          "one; he can't object. Wen, you get the shopping.",
          24, "#fef5e7"),
        # 14
        R(OTTILIE, "After launch",
          ["Support contract: \u00a33,200 per month",
           "Starts: 1 October",
           "Response time: 4 working hours",
           "First update (v1.1): 21 October"],
          "Pennywhistle signed the support contract, starting in October, and Ravi's team "
          "ships version one point one, three weeks later.",
          22, "#117a65"),
        # 15
        R(OTTILIE, "Wrap-up",
          ["Notes shared by Thursday",
           "Next Tuesday: office move to Carrow Street",
           "Same room, 2:00 pm"],
          "Thanks, all. I'll send the notes round by Thursday. Next Tuesday's meeting is "
          "about something completely different: planning our move to the Carrow Street "
          "office.",
          23, "#34495e"),
    ],
}

RETRO["questions"] = [
    Q(1, "topic", "What's this meeting for?",
      ["Looking back on how the Hollyhock booking app project went",
       "Planning the move to the Carrow Street office",
       "Choosing a new payment provider for the clinics",
       "Hiring a contractor for eleven weeks"],
      "Looking back on how the Hollyhock booking app project went", [0]),
    Q(2, "order", "Which agenda item did they actually take first?",
      ["Budget", "Timeline recap", "What went well", "Action items"], "Budget", [1, 2]),
    Q(3, "why", "Why was the budget discussed first?",
      None, "Joaquim had a flight and had to leave early, at 3:15.", [1]),
    Q(4, "count", "How many times did the launch date get moved?",
      ["1", "2", "3", "4"], "3", [5, 6, 7],
      para=["How often was go-live pushed out before they finally shipped?",
            "Before the app went live on 30 June, how many separate delays had the team been "
            "through?"]),
    Q(5, "count", "Counting the original one, how many different launch dates did the "
      "project have?", None, "4: 14 April, 5 May, 2 June and 30 June", [4, 5, 6, 7]),
    Q(6, "why", "What went wrong the second time the date moved?",
      None, "Tallyfold retired its old payment API mid-project, so the whole checkout had "
      "to be rewritten.", [6]),
    Q(7, "why", "What caused the first delay?",
      ["The clinic switched login from email to phone number",
       "Tallyfold retired its old payment API",
       "Testing turned up 41 double-booking bugs",
       "The extra contractor started late"],
      "The clinic switched login from email to phone number", [5]),
    Q(8, "correction", "How far over budget did Hollyhock end up?",
      ["\u00a319,500", "\u00a317,500", "\u00a314,300", "\u00a3203,500"], "\u00a319,500", [2],
      para=["Joaquim corrected himself on the overrun. What's the final number?",
            "Once the last invoice was counted, by how much did spending exceed what had "
            "been approved?"]),
    Q(9, "quantity", "How long was the extra contractor on the project?",
      ["11 weeks", "3 weeks", "19 days", "12 weeks"], "11 weeks", [3]),
    Q(10, "quantity", "How many double-booking bugs turned up in the last test round?",
      ["41", "19", "27", "38"], "41", [7]),
    Q(11, "quantity", "What will the support contract cost per month?",
      ["\u00a33,200", "\u00a32,300", "\u00a31,800", "\u00a32,900"], "\u00a33,200", [14]),
    Q(12, "who", "Who had to leave the meeting early?",
      ["Joaquim Pell", "Ravi Santangelo", "Wen Ashcombe", "Ottilie Brandt"],
      "Joaquim Pell", [1, 3],
      para=["Which of them ducked out partway through the meeting?",
            "Somebody had a plane to catch. Who was it?"]),
    Q(13, "who", "Who's in charge of buying the new test devices?",
      ["Wen Ashcombe", "Ravi Santangelo", "Ottilie Brandt", "Joaquim Pell"],
      "Wen Ashcombe", [13]),
    Q(14, "who", "Who explained the payment provider problem?",
      ["Ravi Santangelo", "Wen Ashcombe", "Ottilie Brandt", "Joaquim Pell"],
      "Ravi Santangelo", [6]),
    Q(15, "needle_screen", "Which older project was the calendar component reused from?",
      ["Project Marigold", "Project Fennel", "Project Bellamy", "Project Carrow"],
      "Project Marigold", [9]),
    Q(16, "needle_screen", "What room was the meeting in?",
      ["Fennel", "Marigold", "Hollyhock", "Carrow"], "Fennel", [0]),
    Q(17, "needle_screen", "What response time does the support contract promise?",
      ["4 working hours", "2 hours", "1 working day", "48 hours"], "4 working hours", [14]),
    Q(18, "speech_and_screen", "What action item got handed to Joaquim after he'd left?",
      ["Adding an API-change clause to vendor contracts", "Buying 6 test devices",
       "Getting requirements signed off by week 3", "Running an estimation workshop"],
      "Adding an API-change clause to vendor contracts", [13]),
    Q(19, "speech_and_screen",
      "Ravi said they delivered well under thirty points. What was the actual average per "
      "sprint?", None, "27 points", [10]),
    Q(20, "spoken_fact", "Where did the launch party cake come from?",
      ["Bellamy's", "Carrow Street Bakery", "The Tallyfold caf\u00e9", "The clinic canteen"],
      "Bellamy's", [12]),
    Q(21, "spoken_fact", "How did they find out about the tablet layout bugs?",
      None, "Through customer complaints.", [11]),
    Q(22, "right_before_after",
      "What did Joaquim say right after going through where the extra money went?",
      ["That he had a plane to catch", "That another hosting invoice was coming",
       "That the contractor would stay on", "That the budget had been re-approved"],
      "That he had a plane to catch", [3]),
    Q(23, "right_before_after", "What did they get into right after the team survey?",
      None, "The action items.", [12, 13]),
    Q(24, "summary", "In a nutshell, how did the project turn out?",
      None, "It launched on 30 June instead of 14 April and \u00a319,500 over budget, but it "
      "has been stable (99.6% crash-free) and most of the team would do a similar project "
      "again.", [2, 4, 7, 8, 12]),
    Q(25, "end", "What's next Tuesday's meeting going to be about?",
      ["Planning the move to the Carrow Street office", "A follow-up on the Hollyhock budget",
       "The estimation workshop", "The version 1.1 release"],
      "Planning the move to the Carrow Street office", [15]),
    Q(26, "absent", "What's the budget for the Carrow Street office move?",
      [ABSENT, "\u00a3184,000", "\u00a33,200", "\u00a31,800"], ABSENT, []),
    Q(27, "absent", "Who at the clinic asked for the phone-number login?", None, ABSENT, []),
    Q(28, "relation", "In the breakdown of the overrun, what's the second item?",
      ["Load-testing service, \u00a32,900", "Hosting upgrade, \u00a32,300",
       "Extra contractor, \u00a314,300", "Test devices, \u00a31,800"],
      "Load-testing service, \u00a32,900", [3]),
    Q(29, "begin", "How long was the meeting booked for?",
      None, "90 minutes (2:00 to 3:30 pm)", [0]),
]


# =====================================================================
# 4. diy: Saturday Fixes, patching a doorknob hole in drywall
# =====================================================================
# Plan (seg 1): 1 cut square, 2 backing strips, 3 mesh patch, 4 first coat,
# 5 sand, 6 second coat, 7 prime and paint, 8 door stop.
# Actual: door stop (3), cut (4), backing (5), mesh (6), first coat (7),
# sand (8), second coat (9), sand (10), skim coat + sand (11),
# prime + buff (12), paint (13).
# Repeated action: sanding, four times, four verbs:
# sand (8), smooth (10), rub (11), buff (12).
# Correction: four-inch knife -> six-inch (7).
# Reasons without a connective: seg 3 (door stop), seg 8 (mask).
# Passing mentions: neighbour Ines and the stud finder (4), Fenwick Hardware (2).
# Teaser: toilet fill valve (16).

DIY = {
    "name": "diy",
    "genre": "DIY / home-repair how-to",
    "footer": "Saturday Fixes with Bram Ostrowski - episode 31",
    "voice": "en-us+m7",
    "speed": 160,
    "lead_in": 8.0,
    "segments": [
        # 0
        S("Patching a doorknob hole in drywall",
          ["Saturday Fixes, episode 31",
           "Hallway wall, behind a bedroom door",
           "Budget: under $30"],
          "Morning! My daughter's bedroom door swung open so hard that the knob went "
          "straight through the hallway wall. Today we fix it, start to finish, for under "
          "thirty dollars.",
          23, "#fff3b0"),
        # 1
        S("The plan",
          ["1. Cut the hole square", "2. Fit backing strips", "3. Stick on the mesh patch",
           "4. First coat of compound", "5. Sand", "6. Second coat", "7. Prime and paint",
           "8. Fit a door stop"],
          "Here's the game plan, eight steps. Nothing fancy, and nothing you need a pro for.",
          21, "#335c67"),
        # 2
        S("Shopping list",
          ["Mesh patch kit (6 in): $7.85",
           "Lightweight joint compound, 1 qt: $9.40",
           "Sanding sponge (120/220): $3.25",
           "Primer sample pot: $4.99",
           "Total: $25.49",
           "Paint: leftover 'Harbor Fog' eggshell"],
          "All of this came from Fenwick Hardware on Tilden Street, and the priciest thing "
          "on the list is the compound. The paint is left over from the hallway, so that "
          "was free.",
          25, "#e09f3e"),
        # 3
        S("Last step first: the door stop",
          ["Hinge-pin door stop (from the junk drawer)",
           "Fitted on the top hinge",
           "Door now stops 3 in short of the wall"],
          "I'm doing the last step first. Without a stop, that door punches the same hole "
          "again next week. A hinge pin stop from the junk drawer does the job.",
          23, "#9e2a2b"),
        # 4
        S("Square up the hole",
          ["Hole: about 3\u00bd in across",
           "Cut out to a 5 in square with a jab saw",
           "Checked for wires first (borrowed stud finder)"],
          "The hole is a ragged three and a half inches. I'm cutting it out to a neat "
          "square, but only after checking for wires with the stud finder my neighbour "
          "Ines lent me.",
          24, "#540b0e"),
        # 5
        S("Backing strips",
          ["2 strips of 1\u00d73 pine, 8 in long",
           "Construction adhesive + 1\u00bc in screws",
           "Adhesive set time: 20 min"],
          "Two scraps of pine go inside the hole, glued and screwed to the back of the "
          "drywall. Give the glue twenty minutes to grab before you lean on it.",
          23, "#fff3b0"),
        # 6
        S("Mesh patch",
          ["6 in self-adhesive patch",
           "Press from the centre out",
           "Overlap: \u00bd in on every side"],
          "The mesh patch covers the square hole with a little to spare on every side. "
          "Press from the middle outward, so no bubbles get trapped.",
          22, "#335c67"),
        # 7
        S("First coat",
          ["Knife: 6 in",
           "Thin coat, pressed through the mesh",
           "Tub says: dry in 90 min",
           "In my 14 \u00b0C hallway: about 3 h"],
          "Grab the four inch knife. Sorry, I mean the six inch one; the four inch is for "
          "corners. The tub says ninety minutes to dry, but my cold hallway took closer to "
          "three hours.",
          25, "#e09f3e"),
        # 8
        S("After the first coat",
          ["120-grit side of the sponge",
           "Wear a dust mask",
           "Stop before you reach the mesh"],
          "Once it's dry, sand off the ridges with the coarse side of the sponge. Wear a "
          "mask. The dust is finer than flour and it hangs in the air for an hour.",
          24, "#f2e8cf"),
        # 9
        S("Second coat",
          ["Knife: 10 in",
           "Feather 2 in past the patch edge",
           "Dry time: 2 h"],
          "The second coat goes on with the wide knife, feathered a couple of inches past "
          "the patch. This one dried in about two hours.",
          22, "#386641"),
        # 10
        S("Check with a flashlight",
          ["220-grit side of the sponge",
           "Flashlight held flat to the wall",
           "Shadows = high or low spots"],
          "Now smooth it down with the fine side. Hold a flashlight flat against the wall, "
          "and any bumps throw a shadow.",
          22, "#6a994e"),
        # 11
        S("Skim coat",
          ["Very thin coat over everything",
           "Water mixed in: 1 tbsp per cup",
           "Dry time: 45 min"],
          "A thin skim coat fills the last pinholes. After forty five minutes it was dry, "
          "and I rubbed it over lightly with the sponge.",
          22, "#a7c957"),
        # 12
        S("Prime",
          ["Primer: 1 coat",
           "Dry time: 1 h",
           "Light buff with a worn 220 pad"],
          "Prime the patch, or the paint will look dull over it. Once the primer is dry, "
          "buff it very lightly with a worn pad to take off any fuzz.",
          23, "#f2e8cf"),
        # 13
        S("Paint",
          ["Harbor Fog eggshell, 2 coats",
           "4 in foam roller",
           "1 h between coats",
           "Roll the whole panel, corner to corner"],
          "Two coats of the leftover paint with a small foam roller, an hour apart. Roll "
          "the entire wall section, not just the patch, and it will blend in.",
          23, "#bc4749"),
        # 14
        S("The one mistake",
          ["2nd sanding pass: went through to the mesh",
           "Fix: the extra skim coat",
           "Lesson: let the sponge do the work"],
          "My one mistake: on the second pass I pressed too hard and scuffed through to the "
          "mesh. That's the real reason the skim coat happened.",
          22, "#540b0e"),
        # 15
        S("Time and money",
          ["Started: 9:15 am",
           "Paint done: 4:40 pm",
           "Hands-on time: about 1 h 50 min",
           "Spent: $25.49"],
          "Most of the day was waiting for things to dry. The actual hands on work was "
          "under two hours, and I spent about twenty five dollars.",
          23, "#fff3b0"),
        # 16
        S("Next Saturday",
          ["Replacing a running toilet's fill valve",
           "Parts: about $12"],
          "Next Saturday we're in the bathroom, swapping out the fill valve on a toilet "
          "that won't stop running. Bring a bucket and a towel.",
          21, "#335c67"),
    ],
}

DIY["questions"] = [
    Q(1, "topic", "What's he fixing in this episode?",
      ["A doorknob-sized hole in a hallway wall", "A toilet that won't stop running",
       "A bedroom door that won't close", "A cracked bathroom tile"],
      "A doorknob-sized hole in a hallway wall", [0]),
    Q(2, "order", "Which step did he move from the end of his list to the very start?",
      ["Fitting the door stop", "Priming", "Painting", "Cutting the hole square"],
      "Fitting the door stop", [1, 3],
      para=["His plan put one step last, but he did it before anything else. Which one?",
            "What job did he jump to first, even though it closed out his eight-step list?"]),
    Q(3, "count", "How many times does he sand the patch during the whole job?",
      ["2", "3", "4", "5"], "4", [8, 10, 11, 12]),
    Q(4, "count", "How many coats of joint compound went on altogether?",
      None, "3 (first coat, second coat and a thin skim coat)", [7, 9, 11]),
    Q(5, "correction", "Which knife did he actually use for the first coat?",
      ["The 6-inch knife", "The 4-inch knife", "The 10-inch knife", "A 5-inch knife"],
      "The 6-inch knife", [7]),
    Q(6, "why", "Why does he put the door stop on before anything else?",
      None, "Without a stop, the door would punch the same hole again next week.", [3]),
    Q(7, "why", "Why does he tell you to wear a mask when sanding?",
      ["The dust is finer than flour and hangs in the air for an hour",
       "The compound gives off fumes",
       "Mesh fibres get into your lungs",
       "Old paint might contain lead"],
      "The dust is finer than flour and hangs in the air for an hour", [8]),
    Q(8, "why", "What's the real reason the skim coat was needed?",
      ["He sanded through to the mesh on the second pass", "The first coat cracked as it dried",
       "The primer came out patchy", "The tub instructions called for three coats"],
      "He sanded through to the mesh on the second pass", [14]),
    Q(9, "quantity", "How long did the glue need to set before you could lean on the "
      "backing strips?",
      ["20 minutes", "45 minutes", "90 minutes", "1 hour"], "20 minutes", [5],
      para=["What waiting time did he give the adhesive on the pine strips?",
            "Before putting any pressure on the backing, how long should the glue be left "
            "to grab?"]),
    Q(10, "quantity", "How long did the first coat really take to dry?",
      None, "About 3 hours (the tub said 90 minutes)", [7]),
    Q(11, "quantity", "How much was the primer sample pot?",
      ["$4.99", "$3.25", "$7.85", "$9.40"], "$4.99", [2]),
    Q(12, "quantity", "What time did he finish painting?",
      ["4:40 pm", "9:15 am", "1:50 pm", "4:15 pm"], "4:40 pm", [15]),
    Q(13, "needle_screen", "What's the paint colour called?",
      ["Harbor Fog", "Tilden Grey", "Fenwick White", "Morning Slate"], "Harbor Fog", [2, 13]),
    Q(14, "needle_screen", "How far short of the wall does the door stop now?",
      ["3 in", "5 in", "\u00bd in", "8 in"], "3 in", [3]),
    Q(15, "needle_screen", "How much water went into the compound for the skim coat?",
      ["1 tbsp per cup", "1 tsp per cup", "2 tbsp per cup", "Half a cup per quart"],
      "1 tbsp per cup", [11]),
    Q(16, "speech_and_screen", "How much did the priciest item on his shopping list cost?",
      ["$9.40", "$7.85", "$25.49", "$4.99"], "$9.40", [2]),
    Q(17, "speech_and_screen",
      "He says the hands-on work was under two hours. How much was it exactly?",
      None, "About 1 h 50 min", [15]),
    Q(18, "spoken_fact", "Who lent him the stud finder?",
      ["His neighbour Ines", "His daughter", "The staff at Fenwick Hardware",
       "His brother-in-law"],
      "His neighbour Ines", [4],
      para=["Whose stud finder was he using to check for wires?",
            "He had to borrow a tool before cutting. Who did it belong to?"]),
    Q(19, "spoken_fact", "Where did he buy the supplies?",
      None, "Fenwick Hardware on Tilden Street", [2]),
    Q(20, "right_before_after", "What did he do right after sticking on the mesh patch?",
      ["Put on the first coat of compound", "Sanded the edges",
       "Screwed in the backing strips", "Primed the wall"],
      "Put on the first coat of compound", [6, 7]),
    Q(21, "right_before_after", "What came right before the primer?",
      None, "The thin skim coat, rubbed down lightly with the sponge once it was dry", [11, 12]),
    Q(22, "begin", "How did the hole get there in the first place?",
      ["The bedroom door swung open and the knob went through",
       "His daughter kicked a football at it",
       "A shelf bracket pulled out of the wall",
       ABSENT],
      "The bedroom door swung open and the knob went through", [0]),
    Q(23, "end", "What's next week's episode going to be?",
      None, "Replacing the fill valve on a toilet that won't stop running", [16]),
    Q(24, "absent", "What did the door stop cost?",
      [ABSENT, "$3.25", "$4.99", "$7.85"], ABSENT, []),
    Q(25, "absent", "What brand of primer did he use?", None, ABSENT, []),
    Q(26, "relation", "On the shopping list, what comes right after the mesh patch kit?",
      ["Lightweight joint compound", "Sanding sponge", "Primer sample pot",
       "Harbor Fog paint"],
      "Lightweight joint compound", [2]),
    Q(27, "summary", "Give a quick rundown of the job, in the order he actually did it.",
      None, "Fit a door stop, cut the hole square, glue and screw in backing strips, stick "
      "on the mesh patch, first coat, sand, second coat, sand, skim coat and sand, prime "
      "and buff, then two coats of paint.", [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]),
]


VIDEOS = [LECTURE, AIRFRYER, RETRO, DIY]
