"""Scripts of the "blind9" evaluation videos: slides, narration and questions.

Three invented videos, each a list of still slides with one speaker's narration per slide:

- ``repair``: a bicycle workshop job (mechanic, apprentice, customer; three voices)
- ``interview``: a job interview at an invented logistics firm (two panel members, candidate)
- ``lecture``: an economic-geography lecture with tables and a bar figure (lecturer, one student)

Everything (names, places, prices, dates, figures) is invented. Narration speaks numbers as words;
slides show them as digits. A question's "ev" lists slide indexes; render.py (through
../slides.py) turns them into [[start, end]] seconds of the rendered file, lead-in included.
Slide lengths come from the DURS table at the end, set from the measured narration.
"""

ABSENT = "not mentioned in the video"


# ---------------------------------------------------------------- slide helpers
def table(rows, widths, x0=70, y0=150, row_h=54, head="#2f5d8a", body="#eef3f8", alt="#dfe8f1",
          header=True):
    """Boxes that draw a grid: one box per cell; the first row is a header unless header=False."""
    out = []
    y = y0
    for r, row in enumerate(rows):
        x = x0
        col = head if (header and r == 0) else (body if r % 2 else alt)
        for text, w in zip(row, widths):
            out.append((x, y, w, row_h, col, text))
            x += w
        y += row_h
    return out


def seg(who, title, lines, say, bg, boxes=()):
    """One slide spoken by speaker ``who`` (a key of the video's SPEAKERS)."""
    return {"who": who, "title": title, "lines": list(lines), "say": say, "bg": bg,
            "boxes": list(boxes)}


def q(n, text, answer, kind, ev, cands=None, para=()):
    return {"n": n, "q": text, "answer": answer, "type": kind, "ev": list(ev), "cands": cands,
            "para": list(para)}


# ================================================================ repair
SHOP = "#f3ead8"
SHEET = "#fffbea"
STAND = "#e4eef0"

REPAIR_SPEAKERS = {
    "H": ("en-gb-x-rp", "Hal Brennock, mechanic"),
    "J": ("en-gb-scotland", "Jonty, apprentice"),
    "P": ("en-us+f3", "Priya Ostley, customer"),
}

REPAIR_SEGS = [
    seg("H", "Workshop Diaries: Episode 41",
        ["Spoke & Sprocket Cycle Workshop", "12 Fenwold Lane, Tarrowby", "Filmed Thursday 14 March",
         "Today: one touring bike, three jobs"],
        "Hello, and welcome back to the workshop. I'm Hal Brennock. One of our regulars has brought "
        "in her touring bike with a list of problems, and my apprentice Jonty is giving me a hand. "
        "We'll do every job on the stand, so you can follow along at home. Grab a cup of tea, because there's a fair bit to get through, "
        "and the first job is a messy one.", SHOP),
    seg("P", "Job sheet 2217",
        ["Customer: Priya Ostley", "Bike: Calder Rambler (2016), blue", "1. Replace chain",
         "2. Adjust brakes", "3. Fix rear puncture", "Quote: £46.50      Ready by: 4:30 pm"],
        "Hi, Hal. So, the back tyre went flat on Monday, halfway through my commute, which is eleven "
        "miles each way. The chain keeps slipping when I climb Garrow Hill, and the brake lever "
        "nearly touches the handlebar. I wrote the jobs down in whatever order they came into my head. I "
        "need it for work tomorrow, so if it could be done today, that would be brilliant.",
        SHEET),
    seg("H", "Plan for the stand",
        ["Workshop rate: £30 per hour", "Tools out: tyre levers, track pump,",
         "chain checker, quick-link pliers"],
        "Right. We won't go down the sheet from the top. The puncture comes first, because the back "
        "wheel has to come out for the chain job anyway. Then the chain. And the brakes go last, "
        "because brakes are always the final thing you check before a bike leaves the stand. Jonty, "
        "back wheel out, please.", SHOP),
    seg("J", "Removing the rear wheel",
        ["Shift to the smallest sprocket", "Open the brake quick-release",
         "Open the axle lever, drop the wheel out"],
        "Okay. First I shift onto the smallest sprocket at the back, so the chain goes slack. Then I "
        "open the brake quick release, so the tyre clears the pads, flip the axle lever, and the "
        "wheel drops out. There we go. It's completely flat, Hal. You could fold it in half. I'll lay it on the bench.", STAND),
    seg("H", "Find the cause first",
        ["Never fit a new tube first", "Feel slowly round the inside of the tyre",
         "Look for glass, thorns or wire"],
        "Before anything new goes in, we find what caused it, or it'll be flat again by Friday. Lever "
        "one side of the tyre off, pull the tube out, and run your fingers slowly round the inside of "
        "the casing. Slowly, Jonty. Mind your fingertips. Nine times out of ten, whatever caused the "
        "flat is still stuck in there, waiting for the new tube.", STAND),
    seg("J", "Found it",
        ["Glass sliver: about 3 mm", "Hole in the tube: beside the valve"],
        "Ouch. Got it. There's a tiny sliver of glass pushed right through the tread. I'll pick it "
        "out with the tweezers. And the hole in the tube is, let's see, right next to the valve. "
        "It's practically touching the base of it. I'll leave the glass on the bench, Priya, so "
        "you can see the culprit.", STAND,
        [(70, 300, 900, 96, "#cde8f6",
          "Tip: line the tyre's logo up with the valve,\nso holes in tube and tyre are easy to match")]),
    seg("H", "Patch or new tube?",
        ["Patch kit: £2.00", "New tube (700 x 35c, Presta): £6.50",
         "Patches won't seal within 1 cm of the valve"],
        "Next to the valve is bad news. A patch won't seal there, because the rubber is thicker and "
        "curved round the valve base, so air creeps out under the edge. So it's a new tube, Priya, "
        "sorry. I'll put a little air in it first, just enough to give it shape, so it doesn't twist. A twisted tube is the easiest way to get a second puncture.",
        SHOP),
    seg("H", "Inflating",
        ["Tyre sidewall: 50-75 psi", "Tyre back on by hand, no levers"],
        "Tube in, and the tyre goes back on by hand, no levers, so we don't pinch the new tube. Now "
        "the pump. I'll take it up to sixty P S I. Actually, no, hang on. Priya, you ride with loaded "
        "panniers, don't you? Then seventy. More pressure stops the rim bashing the tube on potholes.",
        STAND),
    seg("P", "While the tyre seats",
        ["Tube: 700 x 35c, Presta valve"],
        "Yes, two panniers most days, and one of them has my laptop in it, so it's heavy. How often "
        "should I actually be pumping these up, by the way? I think the last time I did it was at "
        "Christmas. My neighbour says once a month is plenty, but then he also says you never need to "
        "oil a chain.", SHOP),
    seg("H", "Chain check",
        ["Chain checker reading: 0.75", "Replace a 9-speed chain at: 0.5"],
        "Every two weeks, honestly. Tubes lose a little air through the rubber even when nothing's "
        "wrong. Now, the chain. This little gauge drops between the links, and if it falls in all "
        "the way, the chain has stretched. Look at that. Straight in. That's well past worn, so it's "
        "a new chain.", STAND),
    seg("J", "Old chain off",
        ["Squeeze the quick link with pliers", "Lay old and new chains side by side"],
        "The old chain has a quick link, so I squeeze it with the pliers and it pops apart. No chain "
        "tool needed for that bit. I've laid the old one out on the bench next to the new one. The "
        "old one is one hundred and fourteen links, and the new one comes with one hundred and "
        "sixteen. Two extra, which is normal. They always come a bit long.", STAND),
    seg("H", "The new chain",
        ["Kessler K9, 9-speed", "Price: £18.00", "Includes 1 spare quick link"],
        "Good. So the new one is two links too long, and Jonty will take two out with the chain tool. "
        "Priya, the chain on your quote is out of stock, so I've gone for the Kessler instead. It's "
        "five pounds more than we quoted. I hope that's all right. It's a better chain, to be fair.",
        SHOP),
    seg("J", "Fitting the chain",
        ["Wheel back in first", "Thread: front ring, smallest sprocket, derailleur",
         "Join with the quick link"],
        "Two links out. The wheel's back in, so I thread the new chain round the front ring, over the "
        "smallest sprocket, and through the little derailleur wheels. Then the quick link. It only "
        "clicks fully shut under tension, so I push the pedal down hard. There, hear that click? "
        "That's my favourite noise in the whole workshop.",
        STAND),
    seg("H", "Gear test",
        ["Shift through all 9 gears", "Skips heard: 0", "Cassette: worn, but OK for now"],
        "Lovely. Shift through every gear while I turn the pedals. Up the block, and back down again. "
        "Not a single skip. Priya, the old chain has worn the small sprockets a little, but they'll "
        "do for now. Maybe budget for a new cassette next spring. Right. Last job, the brakes.", STAND),
    seg("H", "Brakes: first look",
        ["Type: V-brakes (rim)", "Pad wear line: still visible", "Suspect: stretched cable"],
        "Let's see how bad it is. I'll give the lever a squeeze. Yes, it comes almost all the way back "
        "to the bar. The pads still have plenty of rubber on them, so it's the cable. It's stretched "
        "since it was fitted, which they all do in the first year or so. Nothing to worry about. It's a quick job, and "
        "the cheapest of the three.", STAND),
    seg("J", "Taking up the slack",
        ["Barrel adjuster: turn anticlockwise", "Re-clamp the cable if it runs out of thread"],
        "So I wind the barrel adjuster out. One turn, two turns, and that's three full turns. Then I "
        "pull the brake lever to try it. Much better. It stops about a thumb's width from the bar "
        "now, and it feels firm. Hal says to leave some thread showing on the adjuster, so there's "
        "room to take up the slack again next time.", STAND),
    seg("H", "Toe-in",
        ["Front edge of the pad touches first", "Gap at the back: about 1 mm", "Stops brake squeal"],
        "Good. Now we toe the pads in, so the front edge of each pad touches the rim just before the "
        "back edge. Slip a folded business card behind the pad, tighten the bolt, pull the card out. "
        "That stops the squeal. And one last grab of the brake to be sure. Firm as anything. That's the brakes done.", STAND),
    seg("P", "Test ride",
        ["Car park loop: 2 laps"],
        "Can I take it round the car park? Oh, that's so much better. The gears don't jump at all, "
        "even standing on the pedals, and it actually stops when I want it to. I'd forgotten it "
        "could feel like this. Thank you. I might even ride to work the long way round tomorrow, "
        "just to enjoy it.", SHOP),
    seg("H", "Invoice 2217", [],
        "So, the bill. That comes to fifty-eight pounds. No, hang on, I've put the tube on twice. "
        "Fifty-one pounds fifty. And you've got a loyalty card, so you get ten per cent off the "
        "labour. Not the parts, mind, just the labour. I'll print you a proper copy for your records.", SHEET,
        table([("Puncture repair (labour)", "£8.00"), ("Inner tube", "£6.50"),
               ("Chain fitting (labour)", "£12.00"), ("Kessler K9 chain", "£18.00"),
               ("Brake adjustment (labour)", "£7.00"), ("Total", "£51.50")],
              [560, 220], y0=140, row_h=52, header=False, body="#ffffff", alt="#f1ead2")),
    seg("P", "Payment",
        ["Paid by card", "Loyalty card: 7 of 10 stamps"],
        "Card, please. And would you stamp my loyalty card? Thank you both so much. And Jonty, thanks "
        "for finding that bit of glass. I'd never have spotted it, and I'd have been back here next "
        "week with another flat. Right, I'll leave you both to it. Bye!", SHEET),
    seg("H", "Next week on Workshop Diaries",
        ["Episode 42: a wheel from a bare hub", "32 spokes, three-cross lacing",
         "Jonty's first go on the truing stand"],
        "That's all for this week. Priya's bike went out of the door at ten past four, twenty minutes "
        "before we promised. Next week, we're building a wheel from a bare hub and a box of spokes, "
        "and Jonty trues his very first rim. See you then, and keep your tyres pumped. And if there's a repair you'd like us to cover, leave us a "
        "comment.", SHOP),
]

REPAIR_QS = [
    q(1, "what is this video mostly about?",
      "Fixing a customer's touring bike: a puncture, a worn chain and soft brakes", "topic", [1, 2],
      ["Fixing a customer's touring bike: a puncture, a worn chain and soft brakes",
       "Building a bicycle wheel from a bare hub", "Choosing a new touring bike for commuting",
       "Teaching an apprentice to true a wheel"],
      ["In a few words, what's the main subject of this workshop episode?",
       "Which of these best describes what the episode covers?"]),
    q(2, "The job sheet puts the chain first. In what order did they actually tackle the three jobs?",
      "Puncture, then chain, then brakes", "order", [1, 2, 3, 9, 14],
      ["Puncture, then chain, then brakes", "Chain, then brakes, then puncture",
       "Puncture, then brakes, then chain", "Brakes, then puncture, then chain"]),
    q(3, "Why did Hal leave the brakes until last?",
      "Because brakes are always the final thing he checks before a bike leaves the stand.", "why", [2],
      para=["What reason does the mechanic give for doing the brake job at the end?",
            "how come the brakes were the last job they did"]),
    q(4, "Why couldn't the old inner tube just be patched?",
      "The hole was right beside the valve, where a patch won't seal", "why", [5, 6],
      ["The hole was right beside the valve, where a patch won't seal",
       "The tube was the wrong size for the tyre", "There were too many holes to patch",
       "The shop had run out of patches"]),
    q(5, "what pressure did the rear tyre end up at",
      "70 psi. Hal first said 60, then went up to 70 because Priya rides with loaded panniers.",
      "correction", [7],
      para=["Hal changes his mind about the tyre pressure. What figure does he finally settle on?",
            "To what psi was the new tube inflated in the end?"]),
    q(6, "When Hal first totted up the bill, what had he done wrong?",
      "Counted the inner tube twice", "correction", [18],
      ["Counted the inner tube twice", "Left the chain off", "Forgotten the loyalty discount",
       "Charged the full hourly rate"]),
    q(7, "While the bike is on the stand, how many times does someone squeeze the brake lever to test it?",
      "Three times: Hal before the adjustment, Jonty after turning the barrel adjuster, and Hal again "
      "after toeing in the pads.", "count", [14, 15, 16],
      para=["How often is the brake lever pulled to check the brakes during the brake job?",
            "count the brake lever tests in the workshop - how many are there?"]),
    q(8, "What did the chain checker read on the old chain?",
      "0.75 (a 9-speed chain is due for replacement at 0.5).", "needle_screen", [9]),
    q(9, "How far is Priya's commute?",
      "Eleven miles each way", "spoken_fact", [1],
      ["Eleven miles each way", "Seven miles each way", "Fifteen miles each way",
       "Eleven miles there and back"]),
    q(10, "who spotted the piece of glass in the tyre",
      "Jonty, the apprentice (Priya thanks him for it at the end).", "who", [5, 19]),
    q(11, "How many full turns did Jonty give the barrel adjuster?",
      "Three full turns.", "quantity", [15]),
    q(12, "How many links did the old chain have?",
      "114", "quantity", [10], ["112", "114", "116", "118"]),
    q(13, "After the loyalty discount, what does Priya actually pay?",
      "£48.80: the £51.50 total less 10% of the £27 labour (£8 + £12 + £7), because the discount "
      "is on labour only.", "speech_and_screen", [18],
      para=["Taking the loyalty discount into account, how much was the final bill?",
            "once her loyalty card discount comes off, what does the customer end up paying?"]),
    q(14, "How many stamps are on Priya's loyalty card?",
      "7 of 10", "needle_screen", [19], ["6 of 10", "7 of 10", "9 of 10", "10 of 10"]),
    q(15, "What brand are the tyres on Priya's bike?", ABSENT, "absent", []),
    q(16, "What does Priya do for a job?", ABSENT, "absent", [],
      [ABSENT, "Teacher", "Nurse", "Software developer"]),
    q(17, "How long has Jonty been an apprentice at Spoke & Sprocket?", ABSENT, "absent", []),
    q(18, "Once the flat wheel was off the bike, what did Hal insist on doing before any new tube went in?",
      "Feeling round the inside of the tyre for whatever caused the flat", "right_before_after", [4, 5],
      ["Feeling round the inside of the tyre for whatever caused the flat", "Replacing the rim tape",
       "Fitting the new chain", "Checking the brake pads for wear"]),
    q(19, "Who introduces the episode at the start?",
      "Hal Brennock, the mechanic", "begin", [0],
      ["Hal Brennock, the mechanic", "Jonty, the apprentice", "Priya Ostley, the customer",
       "An off-screen presenter"]),
    q(20, "How does the video wrap up?",
      "Hal says the bike went out at ten past four, twenty minutes earlier than promised, and trails "
      "next week's episode: building a wheel from a bare hub, with Jonty truing his first rim.",
      "end", [20]),
    q(21, "How is Jonty connected to Hal?",
      "He is Hal's apprentice", "relation", [0],
      ["He is Hal's apprentice", "He is Hal's son", "He is the customer's partner",
       "He owns the workshop"]),
    q(22, "how early was the bike ready compared with the time on the job sheet?",
      "Twenty minutes early: it went out at 4:10, and the job sheet promised 4:30.", "quantity", [1, 20],
      para=["How much sooner than promised did Priya get her bike back?",
            "Was the bike finished on time, and if not, by how much did it beat the promised time?"]),
    q(23, "Give me a short summary of the brake problem and how they fixed it.",
      "The lever came almost back to the bar because the cable had stretched (the pads still had "
      "rubber). Jonty took up the slack with three turns of the barrel adjuster, then Hal toed in the "
      "pads with a folded business card to stop squeal and checked the lever was firm.",
      "summary", [14, 15, 16]),
    q(24, "The bill came to more than the quote. What was the reason given?",
      "The quoted chain was out of stock, so a dearer one was fitted", "why", [11],
      ["The quoted chain was out of stock, so a dearer one was fitted",
       "The cassette had to be replaced as well", "The brake pads were replaced",
       "The job took longer than an hour"]),
]

# ================================================================ interview
ROOM = "#e8eef6"
PAPER = "#f7f7f2"
NOTE = "#fdf3e1"

INTERVIEW_SPEAKERS = {
    "F": ("en-gb+f4", "Fenella Draycott, Head of Operations"),
    "R": ("en-us-nyc", "Ravi Castellane, People Team"),
    "C": ("en-gb-x-gbcwmd", "Callum Yeardley, candidate"),
}

VAN7 = table([("Drop", "Time", "Load"), ("Amberley", "08:40", "310 kg"),
              ("Sallow Green", "09:15", "420 kg"), ("Pitchcombe", "10:05", "430 kg"),
              ("Marrow End", "11:30", "180 kg"), ("Total", "", "1,340 kg")],
             [420, 200, 240], y0=200, row_h=52)

INTERVIEW_SEGS = [
    seg("F", "Interview: Planning Supervisor",
        ["Tellamy & Roe Logistics", "Role: Transport Planning Supervisor",
         "Corvan Cross depot, Meeting Room B", "Tuesday 3 June, 10:30"],
        "Good morning, Callum, and thanks for coming in. I'm Fenella Draycott, head of operations here "
        "at Corvan Cross, and this is Ravi Castellane from our people team. Please, have a seat. Can we "
        "get you a water or a coffee before we start? There's no rush at all. We've got the room until half "
        "past eleven.", ROOM),
    seg("C", "The candidate",
        ["Callum Yeardley", "Assistant Planner, Brisby Cold Chain", "At Brisby since 2019",
         "Licence: HGV Class 1", "Lives in: Hollin Bridge"],
        "A water would be lovely, thanks. Morning, both. I'll admit I'm a little nervous, but I've been "
        "looking forward to this one. Corvan Cross is the depot I drive past every day on my way to "
        "work, so it's strange to finally be inside it. I've always wondered what goes on behind that big blue gate.", PAPER),
    seg("F", "Today's plan",
        ["1. Introductions", "2. Your experience", "3. Planning exercise", "4. Scenario question",
         "5. Your questions", "6. Pay, notice and next steps"],
        "Here's how the next forty-five minutes will go. One small change, though. The exercise sheets "
        "are still on the printer downstairs, so we'll do the scenario question before the planning "
        "exercise. Otherwise we'll stick to the list. Ravi, would you like to start us off?", PAPER),
    seg("R", "About the role",
        ["Reports to: Head of Operations", "Team: 6 planners", "Salary band: £34,500 - £37,000",
         "Shift pattern: 4 days on, 4 off"],
        "Thanks, Fenella. The basics of the job are up on the screen. So, Callum, in your own words, "
        "tell us what you do at Brisby day to day, and why you're thinking of moving on. We're not trying to catch you out. We just want a feel "
        "for the work you do now, and what you'd bring to this team.", ROOM),
    seg("C", "Current role",
        ["Brisby Cold Chain", "Chilled and frozen food", "Depot: Saltash Road, Mernby"],
        "Sure. I plan the routes for our chilled vans overnight, so the drivers have their sheets by "
        "five in the morning. We run forty vans. Sorry, forty-four, we added four in the autumn. I'm "
        "moving on because Brisby is closing the night desk in September, and honestly, I want to lead "
        "a team, not just plan my own routes.", ROOM),
    seg("F", "Your experience",
        ["Question 1: your biggest improvement"],
        "That's helpful, thank you. So, looking back at your time there, what would you say is the "
        "biggest improvement you've made to the way your team plans? Take your time, there's no rush. It can be big or small, a system, a habit, anything "
        "where things got better because of you.",
        ROOM),
    seg("C", "Callum's example",
        ["Before: routes planned on paper maps", "After: a shared planning spreadsheet",
         "Checks: van weight, driver hours"],
        "Give me one second, I wrote this one down. Right. When I started, everything was done on paper "
        "maps. I built a shared spreadsheet that checks each van's weight and each driver's hours as "
        "you plan. Late departures went from about one a day to one or two a week.", ROOM),
    seg("R", "Scenario question",
        ["A lorry breaks down at 6:10 am.", "It is carrying 31 store deliveries.",
         "Two drivers have called in sick.", "What do you do, and in what order?"],
        "Lovely. Now the scenario, as Fenella mentioned. It's on the screen there. Read it through, then "
        "tell us what you'd do, and in what order. There's no single right answer, we're interested in "
        "how you think. And do ask if anything on the sheet isn't clear.", PAPER),
    seg("C", "Callum's answer",
        ["Scenario: breakdown, 31 deliveries"],
        "First, is the driver safe and off the road. Then I'd phone the recovery firm, and after that "
        "the stores, so nobody's waiting for a van that isn't coming. Actually, we had almost exactly "
        "this on the Ketterby bypass last winter. Let me check my notes for the numbers.", ROOM),
    seg("C", "Ketterby bypass, last winter",
        ["Brisby incident report", "Van 12: gearbox failure"],
        "Yes, here it is. We split the load across three other vans that had finished early, and I drove "
        "the fourth one myself. We got twenty-nine of the thirty-one drops done that morning. The last "
        "two went out by two in the afternoon, and both stores were fine about it. The driver who broke down was back on the road the "
        "next day.", NOTE),
    seg("F", "Moving on",
        ["Scenario question: done", "Next: planning exercise"],
        "That's a good answer, and you put the driver first without being prompted, which we like. Now, "
        "the planning exercise. Ravi's just fetched the sheets from the printer. Have a look at van "
        "seven's route, and tell us if anything's wrong with it. Ravi, do you want to hand those over?", ROOM),
    seg("R", "Planning exercise: van 7",
        ["Van capacity: 1,200 kg"],
        "Here you go. Take a couple of minutes, and talk us through your thinking as you go, if you can. "
        "Everything you need is on the sheet, the capacity, the drop times, and the weights. Assume the roads are normal, and there's "
        "no problem with the driver's hours.", PAPER,
        VAN7),
    seg("C", "Planning exercise: van 7",
        ["Van capacity: 1,200 kg"],
        "So, first thing, it's over its weight limit. I'd take the last drop off, Marrow End, and give it "
        "to van nine, which passes Marrow End on the way back anyway. That gets van seven back under. "
        "I'd also ask why Pitchcombe to Marrow End takes almost an hour and a half. That looks long.",
        PAPER, VAN7),
    seg("F", "Exercise: follow-up",
        ["Van 9 spare capacity: 250 kg"],
        "Good. Van nine has room, so that works. And you're right about the gap, but it's deliberate. "
        "That road runs past three schools with a twenty limit at that time of the morning. Okay, "
        "Callum, your turn. What would you like to ask us? Anything at all, about the job, the team, or the depot.", ROOM),
    seg("C", "Your questions",
        ["1. Training budget?", "2. How long has the team been together?", "3. Would I cover nights?"],
        "I've got three, I think. Let me find them in my notebook. First, what training budget would I "
        "have? Second, how long has the current team been together? And third, would I ever need to "
        "cover nights? Sorry, that's three questions in one breath.", NOTE),
    seg("R", "Training and benefits",
        ["Holiday: 27 days + bank holidays", "Pension: 6% matched", "Cycle-to-work scheme",
         "Free parking on site"],
        "Training first. Each supervisor gets eight hundred pounds a year for courses, and you'd do our "
        "own planning system course in your first month. Nights, very rarely. Only to cover holidays, "
        "maybe twice a year at most. The rest of the benefits are on the screen, and I'll email "
        "you the full list afterwards.", ROOM),
    seg("F", "The planning team",
        ["6 planners", "Longest serving: 11 years", "Newest: joined in April"],
        "And the team. Most of them have worked together for about four years, though Dot, our longest "
        "serving planner, has been here since the day the depot opened. They're a friendly bunch, but "
        "I'll be honest, they'll test you in your first week. Dot especially. She'll quiz you about every road in "
        "the county.", ROOM),
    seg("R", "Pay and notice",
        ["Salary band: £34,500 - £37,000", "Preferred start: by 1 August"],
        "Now for the practical bits, which I know nobody enjoys. What salary would you be looking for, "
        "and how much notice do you have to give at Brisby? We'd ideally like someone in post before "
        "the first of August, if we can, though we know that isn't always possible.", PAPER),
    seg("C", "Pay and notice",
        ["Salary band: £34,500 - £37,000", "Preferred start: by 1 August"],
        "I'm on thirty-three thousand now, so I'd be hoping for thirty-six. My notice is one month. "
        "Hang on, let me check what I wrote. No, it's six weeks. They changed it when I was promoted. "
        "So the earliest I could start would be the middle of August.", PAPER),
    seg("F", "Next steps",
        ["Decision by: Friday 6 June", "Stage 2: depot walk-round with the team", "References: 2 needed"],
        "Thank you, Callum. We're seeing two more people this afternoon, and we'll ring you by Friday "
        "either way. If you go through, the second stage is a walk round the depot with Dot, which is "
        "more of a chat than a test. We'd also need two references, which I know can take a while.", ROOM),
    seg("C", "Wrapping up",
        ["Thank you for your time"],
        "Thank you both, that's really good to hear. And thanks for the water. I'll find my own way out. "
        "Actually, sorry, which way is the car park again? Left past reception? Great. Thanks again, "
        "both of you. I always manage to get lost in new buildings.", ROOM),
    seg("R", "Panel notes",
        ["Scenario: driver first, unprompted", "Exercise: overload spotted", "Concern: start date"],
        "Well, I liked him. He put the driver first without being asked, and he spotted the weight "
        "problem in under a minute. My only worry is the start date. The middle of August is later than "
        "we wanted, with peak season starting in September. Let's see how the other two get on this "
        "afternoon, and talk again at four.", NOTE),
]

INTERVIEW_QS = [
    q(1, "What kind of video is this?",
      "A job interview for a transport planning supervisor at a logistics company", "topic", [0, 3],
      ["A job interview for a transport planning supervisor at a logistics company",
       "A training session for new delivery drivers", "A new starter's walk round a depot",
       "A yearly performance review for a planner"]),
    q(2, "The agenda had the planning exercise before the scenario question. Which one did they "
         "actually do first, and why?",
      "The scenario question came first, because the planning-exercise sheets were still on the "
      "printer.", "order", [2, 7, 10],
      para=["Did the interview follow the printed plan? What got swapped round, and for what reason?",
            "which was done earlier, the breakdown scenario or the van route exercise - and why"]),
    q(3, "How big is the van fleet at Brisby Cold Chain?",
      "44 vans", "correction", [4], ["40 vans", "44 vans", "48 vans", "14 vans"]),
    q(4, "what notice period does callum have to give",
      "Six weeks. He first said one month, then checked and said it had changed to six weeks when he "
      "was promoted.", "correction", [18],
      para=["How much notice does the candidate owe his current employer, in the end?",
            "Callum corrects himself about his notice. What is the right figure?"]),
    q(5, "Why does Callum want to leave Brisby?",
      "Brisby is closing its night planning desk in September, and he wants to lead a team rather than "
      "just plan his own routes.", "why", [4]),
    q(6, "How many times does Callum go to his notes during the interview?",
      "Four", "count", [6, 8, 14, 18], ["Two", "Three", "Four", "Five"],
      ["Count the times the candidate checks his notebook or written notes. How many?",
       "how often does callum look something up in what he's written down?"]),
    q(7, "At what time does the lorry break down in the scenario?", "6:10 am.", "needle_screen", [7]),
    q(8, "In the Ketterby bypass breakdown, how many drops did they manage that morning?",
      "29 of 31", "spoken_fact", [9], ["29 of 31", "31 of 31", "27 of 31", "2 of 31"]),
    q(9, "Which drop does Callum move off van 7, and how much weight does that take off?",
      "Marrow End, 180 kg, which brings van 7 from 1,340 kg down to 1,160 kg, under its 1,200 kg "
      "capacity.", "speech_and_screen", [11, 12]),
    q(10, "By how many kilos is van 7 overloaded on the exercise sheet?",
      "140 kg", "quantity", [11, 12], ["140 kg", "180 kg", "120 kg", "340 kg"]),
    q(11, "Who is Ravi Castellane?",
      "A member of the people (HR) team on the panel", "who", [0],
      ["A member of the people (HR) team on the panel", "The head of operations",
       "Callum's manager at Brisby", "The depot's longest-serving planner"]),
    q(12, "how much training money does a supervisor get per year", "£800 a year, for courses.",
      "quantity", [15]),
    q(13, "Does Callum's salary expectation fall within the advertised band?",
      "Yes: he asks for £36,000, inside the £34,500-£37,000 band", "speech_and_screen", [17, 18],
      ["Yes: he asks for £36,000, inside the £34,500-£37,000 band",
       "No: he asks for more than the top of the band", "No: his figure is below the bottom of the band",
       "He never names a figure"],
      ["Is the pay Callum asks for inside the range on screen?",
       "callum says what salary he wants; does that fit the band they show?"]),
    q(14, "What car does Callum drive?", ABSENT, "absent", []),
    q(15, "How many people does Tellamy & Roe employ in total?", ABSENT, "absent", [],
      [ABSENT, "6", "44", "600"]),
    q(16, "What's the name of Callum's current manager at Brisby?", ABSENT, "absent", []),
    q(17, "According to Fenella, why does the leg from Pitchcombe to Marrow End take so long?",
      "The road runs past three schools with a 20 limit at that time", "why", [13],
      ["The road runs past three schools with a 20 limit at that time",
       "The driver takes a break there", "Marrow End doesn't open until 11:30",
       "The van stops to refuel"]),
    q(18, "Roughly how long has the Corvan Cross depot been open?",
      "About 11 years: Dot, the longest-serving planner, has been there since the depot opened, and "
      "the team slide gives the longest service as 11 years.", "speech_and_screen", [16],
      para=["Going by what's said about Dot and what's on the team slide, how old is the depot?",
            "how many years ago did corvan cross open, roughly"]),
    q(19, "In his answer to the scenario, what does Callum do straight after checking the driver is safe?",
      "Phones the recovery firm", "right_before_after", [8],
      ["Phones the recovery firm", "Calls the stores", "Drives a van himself", "Rings Fenella"]),
    q(20, "What do the panel say about Callum once he's gone?",
      "Ravi liked him: he put the driver first unprompted and spotted the weight problem in under a "
      "minute. His worry is the start date, since mid-August is later than they wanted with peak "
      "season starting in September.", "end", [21]),
    q(21, "Which room is the interview held in?",
      "Meeting Room B", "needle_screen", [0],
      ["Meeting Room A", "Meeting Room B", "Boardroom 2", "The depot canteen"]),
    q(22, "What does Fenella offer Callum right at the start?",
      "A water or a coffee; he takes a water.", "begin", [0, 1]),
    q(23, "Summarise Callum's answer to the breakdown scenario.",
      "Check the driver is safe first, then call the recovery firm, then the stores. He backs it with "
      "the Ketterby bypass breakdown: the load was split across three vans that had finished early, he "
      "drove a fourth himself, 29 of 31 drops were done that morning and the last two by 2 pm.",
      "summary", [8, 9]),
    q(24, "How often would the supervisor have to cover nights?",
      "Rarely, only to cover holidays, about twice a year", "spoken_fact", [15],
      ["Rarely, only to cover holidays, about twice a year", "One week in four", "Never",
       "Every weekend"]),
]

# ================================================================ lecture
NAVY = "#1d2f4a"
WHITE = "#fbfaf5"

LECTURE_SPEAKERS = {
    "I": ("en-gb-x-rp+f2", "Dr Imogen Vantreece, lecturer"),
    "O": ("en-us", "Oskar Pelling, student"),
}

BLUE = "#4a7fc1"
ORANGE = "#f0a030"


def catchment_bars():
    """Figure 3: a label and two bars (1971, 1981) per town, bar length proportional to population."""
    data = [("Pellham Quay", 21000, 38000), ("Strand Orrin", 17000, 7000), ("Dunmallow", 26000, 15000)]
    scale = 780 / 38000
    out = []
    for k, (town, before, after) in enumerate(data):
        y = 205 + k * 122
        out.append((70, y, 300, 104, "#e3e3dc", town))
        out.append((390, y, round(before * scale), 50, BLUE, "{:,}".format(before)))
        out.append((390, y + 54, round(after * scale), 50, ORANGE, "{:,}".format(after)))
    return out


LECTURE_SEGS = [
    seg("I", "ECON 214: Economic Geography",
        ["Lecture 9: Crossings and catchments", "Dr Imogen Vantreece",
         "Wednesday 11:00, Hale Lecture Theatre"],
        "Morning, everyone. Let's make a start. Today is about what happens to the towns on either side "
        "of a river when a bridge replaces a ferry. We'll look at one case in detail, the Vessary "
        "estuary, and I'll give you a simple model that you'll use in your coursework. So it's worth paying attention today, even if you "
        "don't usually.", NAVY),
    seg("I", "Today",
        ["1. The Vessary estuary before 1974", "2. The Caddow Bridge", "3. Winners and losers: three towns",
         "4. The catchment model", "5. Coursework brief"],
        "Here's the plan. We'll go through it in this order, and most of the time goes on the three "
        "towns, because that's where the interesting data is. If you can, hold your questions until the "
        "end of a section, though I won't bite if you can't. The slides will be on the course page tonight.", NAVY),
    seg("I", "The Vessary estuary",
        ["Width at the narrows: 1.4 km", "Chain ferry: Pellham Quay to Strand Orrin",
         "Crossing time: 25 min", "Last ferry: 19:30"],
        "Before the bridge, the only way across at the narrows was the chain ferry, between Pellham Quay "
        "on the north bank and Strand Orrin on the south. The alternative was to drive round the head of "
        "the estuary through Dunmallow, which added about forty miles. For a lot of people, that was most of a morning.", NAVY),
    seg("I", "Ferry traffic, 1960-1970", [],
        "Now look at the growth through the sixties. Vehicle numbers nearly double in ten years. By the "
        "end, the ferry was full on summer weekends, with queues of two hours or more. That pressure is "
        "the main reason the county council finally agreed to pay for a bridge. Notice that passengers grew much more slowly than vehicles. "
        "People were switching from foot passenger trips to driving.", WHITE,
        table([("Year", "Passengers", "Vehicles"), ("1960", "212,000", "31,000"),
               ("1965", "248,000", "44,000"), ("1970", "301,000", "58,000")],
              [220, 330, 330], y0=160, row_h=60)),
    seg("I", "The Caddow Bridge",
        ["Opened: 17 May 1974", "Length: 1,650 m", "Cost: £11.2 million", "Car toll: 15p, until 1989"],
        "The Caddow bridge opened in nineteen seventy-four. It was a toll bridge, and the toll for a car "
        "stayed the same for fifteen years, until it was scrapped. The ferry kept running for a while, "
        "but it closed for good about eighteen months after the bridge opened. Nobody wanted a slow boat once they could simply drive across.", NAVY),
    seg("I", "Three towns",
        ["Pellham Quay: north bank, ferry town", "Strand Orrin: south bank, ferry town",
         "Dunmallow: head of the estuary, old road", "Ashcombe (city): 9 miles south"],
        "So, three towns. Pellham Quay and Strand Orrin were the two ferry towns, facing each other "
        "across the water. Dunmallow sits at the head of the estuary, on the old road round. Before I "
        "show you the next table, have a guess. Which of the three did best out of the bridge?", NAVY),
    seg("I", "Population, 1971-1991", [],
        "Excuse me, sip of water. Pellham Quay is the clear winner. The north end of the bridge landed "
        "right on its edge, so it became a commuter town for Ashcombe, the city to the south. Strand "
        "Orrin barely moved. And Dunmallow shrank, because nobody needed to drive through it any more.",
        WHITE,
        table([("Town", "1971", "1991", "Change"), ("Pellham Quay", "8,400", "12,900", "+54%"),
               ("Strand Orrin", "6,100", "6,300", "+3%"), ("Dunmallow", "9,800", "8,200", "-16%")],
              [330, 220, 220, 200], y0=160, row_h=60)),
    seg("I", "Dunmallow's high street",
        ["Shops in 1970: 112", "Shops in 1985: 84"],
        "Dunmallow's high street tells the same story. It lost about a third of its shops. Sorry, no, a "
        "quarter. A third is the figure for its pubs, which I'll come back to. Most of what closed were "
        "cafes and garages that had lived off people driving round the estuary.", NAVY),
    seg("I", "Why didn't Strand Orrin grow?",
        ["Bridge approach road: 2 miles west of the town", "Ferry jobs lost: 46", "Railway station: none"],
        "Strand Orrin is the interesting one. It had the ferry terminal, so you might expect it to gain. "
        "But the new approach road missed it, and it lost the ferry jobs at the same time. And it never "
        "had a railway station, so it couldn't become a commuter town either. So it was hit twice, and it had nothing to fall back on.", NAVY),
    seg("I", "House prices (index, 1971 = 100)", [],
        "Now house prices, as an index, so every town starts at one hundred. Pellham Quay's prices rose "
        "fastest, as you'd expect. But careful. These aren't adjusted for inflation, so all three rose "
        "in cash terms. What matters is the gap between them, not the size of the numbers.", WHITE,
        table([("Town", "1971", "1981", "1991"), ("Pellham Quay", "100", "240", "410"),
               ("Strand Orrin", "100", "180", "290"), ("Dunmallow", "100", "150", "205")],
              [330, 200, 200, 200], y0=160, row_h=60)),
    seg("I", "The catchment model",
        ["Catchment: the area within 30 minutes' travel", "A bridge cuts travel times",
         "Towns compete for the same shoppers"],
        "Right, the model. Think of every town as having a catchment, the area whose people can reach "
        "it within half an hour. A bridge doesn't create new shoppers. It moves the boundaries between "
        "catchments, so some towns gain people, and others lose them to a bigger neighbour.", NAVY),
    seg("I", "Figure 3: catchment population",
        ["Blue: 1971 (before)      Orange: 1981 (after)"],
        "Here's figure three. The bars show how many people lived inside each town's half-hour "
        "catchment, before and after. Pellham Quay's catchment nearly doubles. Dunmallow's shrinks by "
        "almost half. And Strand Orrin, which used to collect everyone queuing for the ferry, loses more "
        "than half of its catchment.", WHITE, catchment_bars()),
    seg("I", "The pubs",
        ["Dunmallow pubs, 1970: 21", "Dunmallow pubs, 1985: 14"],
        "One second, let me have a drink, my throat's going. Right, I promised to come back to the pubs. "
        "Dunmallow lost a third of them, faster than its shops, because a pub on a through road depends "
        "on passing trade far more than a butcher or a chemist does. Locals alone couldn't keep them all open.", NAVY),
    seg("O", "Question from the floor", [],
        "Sorry, can I ask something? If the toll stayed until nineteen eighty-nine, wouldn't that have "
        "put people off using the bridge? So maybe the real change in those figures only happened after "
        "the toll was scrapped? I'm thinking of using a toll bridge for my coursework, so I wanted "
        "to check.", NAVY),
    seg("I", "Bridge traffic (vehicles per year)", [],
        "Good question, Oskar. The toll was small, and traffic grew steadily all through the toll years. "
        "The jump after it was scrapped is modest, about ten per cent in two years. So most of the "
        "effect came with the bridge itself, not with the end of the toll.", WHITE,
        table([("Year", "Vehicles"), ("1975", "1.9 million"), ("1988", "4.6 million"),
               ("1990", "5.1 million")], [220, 330], y0=160, row_h=60)),
    seg("I", "The model: three lessons",
        ["1. Gainers sit at the ends of the crossing", "2. Towns on the old route lose passing trade",
         "3. Terminals the new road misses decline"],
        "So, three lessons from the Vessary. The towns at the ends of a new crossing tend to win. Towns "
        "on the old route round lose their passing trade. And a ferry terminal that the new road misses "
        "can decline, even though it looks well placed on the map. Keep those three in mind, because you'll be testing them "
        "in the essay.", NAVY),
    seg("I", "Coursework brief",
        ["Essay: 2,500 words", "Deadline: Friday 28 November, 16:00",
         "Choose one crossing (not the Vessary)", "Use at least 2 data tables"],
        "Let me just grab my water again. Now, the coursework. You'll apply the model to a crossing of "
        "your own choice, anything except the Vessary, obviously. Hand it in through the portal, not by "
        "email. And please cite your data sources. Last year, a third of all the marks lost were for "
        "missing sources.", NAVY),
    seg("I", "Marking scheme", [],
        "Here's how it's marked. The model counts for the most, as you'd expect, and data and tables "
        "come next. One change from the handbook, though. Sources are worth ten per cent, not the five "
        "per cent printed there, because of what I just said about last year.", WHITE,
        table([("Part", "Weight"), ("Use of the model", "40%"), ("Data and tables", "30%"),
               ("Writing and structure", "20%"), ("Sources", "10%")], [520, 200], y0=160, row_h=60)),
    seg("I", "Reading",
        ["Marle & Osgood (2009), Crossings, ch. 4", "Vantreece (2015), The Vessary after the bridge",
         "County Transport Archive, box 12"],
        "For reading, chapter four of Marle and Osgood is the place to start. My own paper on the "
        "Vessary is on the list too, which feels a little vain, but it has all the data I've shown you "
        "today. The archive is in the library basement, and you'll need to book a slot.", NAVY),
    seg("I", "Office hours",
        ["Room 3.14, Garnett Building", "Tuesdays 14:00 - 15:30", "Or by appointment"],
        "If you're stuck choosing a crossing, come to my office hours on Tuesday afternoons. Bring two or "
        "three options, and we'll pick the one with the best data. Please don't leave it until the week "
        "before the deadline. I say that every year, and every year the queue is out of the door.",
        NAVY),
    seg("I", "Next week",
        ["Lecture 10: Ports and hinterlands", "Reading: Marle & Osgood, ch. 6"],
        "That's it for today. Next week we leave bridges behind and look at ports, and why some harbour "
        "towns kept their trade after containers arrived while others emptied out. See you on Wednesday, "
        "and do the reading. Chapter six this time. It's short, I promise.", NAVY),
]

LECTURE_QS = [
    q(1, "What's the lecture mainly about?",
      "How a bridge replacing a ferry changed the towns around the Vessary estuary", "topic", [0, 1],
      ["How a bridge replacing a ferry changed the towns around the Vessary estuary",
       "Why some harbour towns kept their trade after containers arrived",
       "How bridge tolls should be set", "The engineering of chain ferries"],
      ["Which of these is the main topic of the lecture?",
       "what subject does dr vantreece mostly cover here"]),
    q(2, "On what date did the Caddow Bridge open?", "17 May 1974.", "needle_screen", [4]),
    q(3, "What share of Dunmallow's shops closed?",
      "About a quarter (112 shops in 1970, 84 in 1985). She first said a third, then corrected "
      "herself: a third was the figure for the pubs.", "correction", [7],
      para=["The lecturer corrects herself about Dunmallow's shops. What fraction closed in the end?",
            "how much of dunmallow's high street shut down"]),
    q(4, "How much is the sources section of the essay worth?",
      "10%", "correction", [17], ["5%", "10%", "20%", "30%"]),
    q(5, "How much further was it to drive round the estuary instead of taking the ferry?",
      "About forty miles further, going round through Dunmallow.", "quantity", [2]),
    q(6, "How long did the ferry crossing take?",
      "25 minutes", "quantity", [2], ["15 minutes", "25 minutes", "40 minutes", "2 hours"]),
    q(7, "Why didn't Strand Orrin do well out of the bridge, given it had the ferry terminal?",
      "The bridge's approach road passed about 2 miles west of it, it lost its ferry jobs (46) at the "
      "same time, and with no railway station it couldn't become a commuter town.", "why", [6, 8],
      para=["Explain why Strand Orrin's population barely changed after the bridge opened.",
            "strand orrin had the ferry, so how come it didnt benefit?"]),
    q(8, "Why did Dunmallow lose its pubs faster than its shops?",
      "Pubs on a through road rely on passing trade more than shops do", "why", [12],
      ["Pubs on a through road rely on passing trade more than shops do",
       "The bridge toll made evening trips too expensive", "A supermarket opened on the bypass",
       "Licensing laws changed in the 1970s"]),
    q(9, "Roughly when did the ferry stop running for good?",
      "Around November 1975: about eighteen months after the bridge opened on 17 May 1974.",
      "speech_and_screen", [4]),
    q(10, "What was Dunmallow's house-price index in 1991?",
      "205", "needle_screen", [9], ["150", "205", "290", "410"]),
    q(11, "What did she say about last year's coursework?",
      "That a third of all the marks lost were for missing sources.", "spoken_fact", [16]),
    q(12, "How many times does the lecturer break off for a drink of water?",
      "Three times", "count", [6, 12, 16], ["Once", "Twice", "Three times", "Four times"],
      ["Count how often Dr Vantreece stops to drink some water.",
       "how many water breaks does she take"]),
    q(13, "Who asks about the bridge toll?", "A student, Oskar Pelling.", "who", [13]),
    q(14, "In her reply to Oskar, how much did traffic go up after the toll was scrapped?",
      "About 10% in two years", "spoken_fact", [14],
      ["About 10% in two years", "It doubled", "About 40% in a year", "It fell slightly"]),
    q(15, "How many lanes does the Caddow Bridge have?", ABSENT, "absent", []),
    q(16, "Who designed the Caddow Bridge?", ABSENT, "absent", [],
      [ABSENT, "Marle & Osgood", "Dr Imogen Vantreece", "The county council's own engineers"]),
    q(17, "What was the toll for a lorry?", ABSENT, "absent", []),
    q(18, "What happened to Pellham Quay's catchment population after the bridge, compared with before?",
      "It nearly doubled, from 21,000 to 38,000", "relation", [11],
      ["It nearly doubled, from 21,000 to 38,000", "It halved, from 38,000 to 21,000",
       "It stayed at about 21,000", "It rose from 17,000 to 26,000"]),
    q(19, "What does she ask the class to do just before the population table comes up?",
      "To guess which of the three towns did best out of the bridge.", "right_before_after", [5]),
    q(20, "What's coming up in next week's lecture?",
      "Ports, and why some harbour towns kept their trade after containers", "end", [20],
      ["Ports, and why some harbour towns kept their trade after containers",
       "More bridges in other estuaries", "A walkthrough of the marking scheme",
       "Railways and commuter towns"]),
    q(21, "Sum up the three lessons she draws from the Vessary case.",
      "Towns at the ends of a new crossing tend to gain; towns on the old route round lose passing "
      "trade; and a ferry terminal that the new road misses can decline even if it looks well placed.",
      "summary", [15]),
    q(22, "Which course and lecture number is this?",
      "ECON 214, Lecture 9", "begin", [0],
      ["ECON 214, Lecture 9", "ECON 241, Lecture 9", "ECON 214, Lecture 10", "GEOG 214, Lecture 9"]),
    q(23, "When's the coursework due and how do we submit it?",
      "Friday 28 November at 16:00, handed in through the portal, not by email.",
      "speech_and_screen", [16],
      para=["What is the essay deadline, and what's the submission route?",
            "Give the hand-in date and time for the coursework and say how it should be submitted."]),
    q(24, "How many vehicles crossed on the ferry in 1970?",
      "58,000", "quantity", [3], ["31,000", "44,000", "58,000", "301,000"]),
]


# ================================================================ assembly
# Seconds per slide, set by hand from each slide's measured narration (slides.espeak at speed 150)
# plus its speech offset plus a pause of roughly one to four seconds, rounded to half a second.
DURS = {
    "repair": [25.0, 28.0, 24.5, 24.0, 28.0, 22.0, 27.0, 27.0, 24.0, 24.0, 27.0,
           24.5, 25.5, 22.5, 27.5, 25.0, 24.5, 24.5, 24.5, 21.5, 27.0],
    "interview": [25.5, 24.0, 21.5, 24.5, 26.0, 22.5, 22.5, 20.5, 21.5, 26.5, 23.0,
           20.0, 25.0, 25.0, 21.0, 25.0, 22.5, 20.0, 21.0, 20.5, 23.0, 25.5],
    "lecture": [24.0, 23.0, 22.0, 28.0, 24.0, 22.5, 23.0, 20.5, 25.5, 24.5, 22.0,
           24.0, 22.5, 24.5, 21.0, 23.5, 24.0, 23.5, 21.0, 21.0, 23.5],
}


def video(name, footer, lead_in, speakers, segs, questions):
    out = []
    for s, dur in zip(segs, DURS[name]):
        voice, label = speakers[s["who"]]
        d = {k: v for k, v in s.items() if k != "who"}
        d.update(voice=voice, speaker=label, dur=dur)
        out.append(d)
    assert len(out) == len(segs) == len(DURS[name]), name
    return {"name": name, "footer": footer, "lead_in": lead_in, "speed": 150, "segments": out,
            "questions": questions}


VIDEOS = [
    video("repair", "Workshop Diaries  |  Spoke & Sprocket Cycle Workshop, Tarrowby", 6,
          REPAIR_SPEAKERS, REPAIR_SEGS, REPAIR_QS),
    video("interview", "Tellamy & Roe Logistics  |  Interview recording, shared with consent", 5,
          INTERVIEW_SPEAKERS, INTERVIEW_SEGS, INTERVIEW_QS),
    video("lecture", "Department of Economics  |  ECON 214 lecture capture", 7,
          LECTURE_SPEAKERS, LECTURE_SEGS, LECTURE_QS),
]
