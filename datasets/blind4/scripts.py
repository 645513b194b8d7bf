"""The three blind4 videos: slides, narration and questions, all invented.

Each video is a dict in the shape that ../slides.py and ../checked_set.py expect: "name", "footer",
"lead_in", "speed" and "segments" (one still slide each: "bg", "title", "lines", "dur" in seconds,
"say" spoken by espeak-ng in the slide's "voice", and "speaker", the name box near the bottom), plus
"questions" ("n", "q", "cands" (4 strings, or None for an open question), "answer", "type",
"ev" (slide indexes, 0-based; [] for an answer that is not in the video) and optional "para", two
rewordings).

Narration speaks every number as words; the slides show digits. The candidates are written with the
answer anywhere: ../slides.py moves it to a seeded, evenly spread position.
"""

ABSENT = "not mentioned in the video"


def seg(who, dur, bg, title, lines, say):
    """One slide spoken by `who` (a (name box, espeak-ng voice) pair)."""
    box, voice = who
    return {"speaker": box, "voice": voice, "dur": dur, "bg": bg, "title": title,
            "lines": lines, "say": say}


# ====================================================================== 1. DIY repair tutorial
MARTA = ("Marta Kellaway · presenter", "en-gb-x-gbcwmd+f1")
JOSS = ("Joss Pendry · tap owner", "en-us-nyc")
R_LIGHT, R_DARK, R_WARM = "#e6eef5", "#2b3a4a", "#f4e7d3"

REPAIR = {
    "name": "repair",
    "footer": "Patch & Mend · Episode 23 · the kitchen tap",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        # 0
        seg(MARTA, 24, R_DARK, "The tap that won't stop dripping",
            ["Patch & Mend · Episode 23", "Tap: Arlow Castor kitchen mixer", "Fitted: 2014",
             "Drip: 1 drop every 4 seconds"],
            "Hello and welcome back to Patch and Mend. I'm Marta Kellaway, and today I'm next door "
            "at my neighbour Joss's place, because his kitchen mixer tap will not stop dripping. "
            "We timed it this morning: one drop roughly every four seconds. By the end, it should "
            "be bone dry."),
        # 1
        seg(JOSS, 22, R_LIGHT, "Meet the problem",
            ["Drips from the spout when closed", "Started: about 3 weeks ago", "Hot handle feels gritty"],
            "Hi, I'm Joss. It began about three weeks ago, and at first it only dripped overnight. "
            "Now I can hear it from the living room. The hot handle has also gone gritty when I "
            "turn it, which Marta reckons is a clue."),
        # 2: the on-screen list whose order is not the order the job is done in
        seg(MARTA, 24, R_WARM, "The job card",
            ["From the Arlow leaflet:", "1. Remove the handles", "2. Swap both cartridges",
             "3. Clean the aerator", "4. Shut off the water", "5. Test for leaks"],
            "This is the job card from the leaflet that came with the tap. Everything on it needs "
            "doing, but please don't just work straight down the list. I'll show you the order "
            "that actually makes sense."),
        # 3
        seg(MARTA, 22, R_LIGHT, "Water off first",
            ["Two isolation valves under the sink", "Flat screwdriver: a quarter turn",
             "Slot across the pipe = OFF"],
            "Before touching anything on top, get under the sink. There are two small isolation "
            "valves, one hot and one cold. Give each a quarter turn with a flat screwdriver, so "
            "the slot sits across the pipe. Then open the tap and let the last of the water run out."),
        # 4
        seg(JOSS, 24, R_LIGHT, "Aerator off and soaking",
            ["Unscrew the spout tip by hand", "Soak in white vinegar: 20 min", "Scale in the mesh = weak flow"],
            "While the water was off, Marta had me unscrew the little mesh from the end of the "
            "spout. It was caked in white scale. It's now sitting in a cup of vinegar for twenty "
            "minutes while we get on with the handles."),
        # 5: a "why" whose reason is only spoken
        seg(MARTA, 24, R_DARK, "Handles off",
            ["Plug in the sink first!", "Prise off the red and blue caps", "2.5 mm hex key for the grub screw"],
            "Put the plug in before you do anything else. These grub screws are tiny, and if one "
            "rolls down the plughole, that's the end of your afternoon. Prise off the little "
            "coloured caps, loosen the grub screw with a hex key, and each handle lifts straight off."),
        # 6: the self-correction
        seg(MARTA, 22, R_LIGHT, "Undo the retaining nut",
            ["Hold the tap body steady", "Turn anticlockwise", "Keep the nut somewhere safe"],
            "Now the retaining nut. You'll want a seventeen millimetre spanner. Sorry, I mean a "
            "nineteen, a seventeen won't even go over it. Hold the body of the tap with your other "
            "hand, so you don't twist the whole thing on the worktop."),
        # 7
        seg(JOSS, 24, R_WARM, "Old cartridges out",
            ["Hot side: cracked ceramic disc", "Cold side: worn, not cracked", "Part: Veldtrim VT-35"],
            "And out they come. Look at the hot one: there's a hairline crack right across the "
            "ceramic disc. That's our drip. The cold one looks tired, but it's in one piece. Marta "
            "still wants to change both, since they've been in there exactly as long as each other."),
        # 8: price on screen, how many bought only spoken
        seg(MARTA, 24, R_LIGHT, "The replacements",
            ["Veldtrim VT-35 ceramic cartridge", "£14.50 each", "Brennock Trade Supplies"],
            "These are the new ones. I picked up two at the trade counter on Tuesday, one for each "
            "side. Before you buy, check the little splines on the stem against your old one, "
            "because there are three sizes that look almost identical."),
        # 9: leak check 1 (the repeated action)
        seg(MARTA, 25, R_DARK, "Back together: first test",
            ["Nut: hand-tight + a quarter turn", "Handles and caps back on", "Open the valves slowly"],
            "Everything goes back in reverse. Retaining nut hand tight plus a quarter turn, then "
            "the handles and caps. Open the valves gently, run the tap for a few seconds and look "
            "under the handle. Oh no. There's a bead of water forming at the base, on the hot side."),
        # 10: leak check 2
        seg(JOSS, 25, R_LIGHT, "Second attempt",
            ["Re-seat the hot cartridge", "Nut: a further 1/8 turn"],
            "So, water off again, handle off again. Marta pushed the hot cartridge down properly "
            "and gave the nut another eighth of a turn. We put it all back, opened the tap for ten "
            "seconds and had a look. Still a tiny bead. Smaller, but definitely there."),
        # 11: leak check 3
        seg(MARTA, 27, R_WARM, "The real culprit",
            ["Spout base O-ring: flat and split", "New O-ring: 16 x 2 mm", "Thin smear of silicone grease"],
            "Here's what was really going on. The rubber ring at the base of the spout is "
            "completely flat and split. I had a new one in my spares box. A thin smear of grease, "
            "roll it on, reassemble. Third time lucky. Tap on, dry tissue underneath, and... "
            "nothing. Completely dry."),
        # 12: running the tap again, but not a leak check (near-miss)
        seg(JOSS, 24, R_LIGHT, "Aerator back on",
            ["Rinse off the vinegar", "Hand-tight only", "Flow before: 6 L/min", "Flow after: 9 L/min"],
            "The mesh has had its soak, so I rinsed it and screwed it back on by hand. This bit "
            "isn't about leaks, it's about flow. Marta timed a jug under the tap: six litres a "
            "minute before, nine litres a minute now."),
        # 13
        seg(MARTA, 24, R_DARK, "Time and money",
            ["Time taken: 1 hr 10 min", "Plumber's quote: £95", "Keep the old cartridge for the shop"],
            "So, how long did it all take? An hour and ten minutes, false starts included. Joss "
            "had been quoted ninety-five pounds by a plumber, so even after the parts that's a "
            "decent saving. And keep your old cartridge in a bag, it shows the shop exactly what "
            "you need."),
        # 14: the teaser that is not the topic
        seg(MARTA, 24, R_WARM, "Next week on Patch & Mend",
            ["The sticking shed door", "Planing, hinges and a new latch", "Send us your questions"],
            "That's the tap sorted. Next week we're out in Joss's garden, because his shed door "
            "swells and sticks every time it rains. We'll plane the edge, move a hinge and fit a "
            "new latch. Thanks for watching, and see you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "q": "what is being fixed in this video?",
         "cands": ["A dripping kitchen mixer tap", "A shed door that sticks in the rain",
                   "A leaking radiator valve", "A blocked kitchen sink drain"],
         "answer": "A dripping kitchen mixer tap", "ev": [0, 1],
         "para": ["So what's the actual repair job Marta and Joss are doing here?",
                  "In one line, which household problem does this episode deal with"]},
        {"n": 2, "type": "order",
         "q": "In what order did they really do the work? Not the leaflet's order, what they actually did.",
         "cands": ["Water off, aerator off to soak, handles, cartridges, leak test",
                   "Handles, cartridges, aerator, water off, leak test",
                   "Handles, water off, cartridges, aerator, leak test",
                   "Aerator, water off, handles, cartridges, leak test"],
         "answer": "Water off, aerator off to soak, handles, cartridges, leak test",
         "ev": [2, 3, 4, 5, 7, 9],
         "para": ["The job card lists the steps one way. What sequence did Marta and Joss follow on the tap itself?",
                  "step by step, what came first, second, third... during the repair as it was done on camera"]},
        {"n": 3, "type": "count",
         "q": "After the new cartridges were fitted, how many times did they run the tap to see if it was still leaking?",
         "cands": ["2", "3", "4", "1"], "answer": "3", "ev": [9, 10, 11],
         "para": ["how many leak tests did it take before the tap was finally dry",
                  "Once the new parts were in, how often did they turn the water back on and look for drips?"]},
        {"n": 4, "type": "correction", "q": "what size spanner do you need for the retaining nut",
         "cands": ["19 mm", "17 mm", "16 mm", "2.5 mm"], "answer": "19 mm", "ev": [6]},
        {"n": 5, "type": "why", "q": "Why does she tell you to put the plug in the sink first?",
         "cands": ["So the tiny grub screws can't fall down the plughole",
                   "To catch the water left in the pipes",
                   "So the sink doesn't get scratched by the tools",
                   "To stop smells coming up the drain"],
         "answer": "So the tiny grub screws can't fall down the plughole", "ev": [5],
         "para": ["What's the point of blocking the plughole before the handles come off?",
                  "reason given for using the sink plug at that stage?"]},
        {"n": 6, "type": "why", "q": "If the cold cartridge wasn't cracked, why bother replacing it too?",
         "cands": ["Both cartridges were the same age", "The cold one turned out to be cracked as well",
                   "The shop only sold them in pairs", "The leaflet said to always replace both"],
         "answer": "Both cartridges were the same age", "ev": [7]},
        {"n": 7, "type": "speech_and_screen", "q": "How much did the new cartridges cost altogether?",
         "cands": ["£29.00", "£14.50", "£43.50", "£95.00"], "answer": "£29.00", "ev": [8],
         "para": ["what was the total spent on cartridges for this fix",
                  "Adding up every replacement cartridge Marta bought, what do they come to?"]},
        {"n": 8, "type": "needle_screen", "q": "What year was the tap put in?",
         "cands": None, "answer": "2014", "ev": [0]},
        {"n": 9, "type": "spoken_fact", "q": "which day of the week did marta go and buy the parts",
         "cands": ["Tuesday", "Saturday", "Monday", "Thursday"], "answer": "Tuesday", "ev": [8]},
        {"n": 10, "type": "quantity", "q": "How long did the whole job end up taking?",
         "cands": ["1 hour 10 minutes", "20 minutes", "45 minutes", "2 hours"],
         "answer": "1 hour 10 minutes", "ev": [13]},
        {"n": 11, "type": "quantity", "q": "how long did the aerator mesh sit in the vinegar?",
         "cands": ["20 minutes", "10 minutes", "1 hour", "Overnight"], "answer": "20 minutes", "ev": [4]},
        {"n": 12, "type": "right_before_after",
         "q": "What did they do straight after spotting water at the base on the first test?",
         "cands": ["Turned the water off, re-seated the hot cartridge and tightened the nut a little more",
                   "Replaced the O-ring at the base of the spout",
                   "Rang a plumber for a quote",
                   "Put the aerator back on"],
         "answer": "Turned the water off, re-seated the hot cartridge and tightened the nut a little more",
         "ev": [9, 10]},
        {"n": 13, "type": "right_before_after", "q": "what comes just before undoing the big retaining nut?",
         "cands": ["Taking the handles off", "Measuring the flow with a jug",
                   "Fitting the new O-ring", "Rinsing the aerator"],
         "answer": "Taking the handles off", "ev": [5, 6]},
        {"n": 14, "type": "begin", "q": "How does the video open?",
         "cands": ["Marta introduces herself and says Joss's tap drips about once every 4 seconds",
                   "Joss shows the shed door that sticks",
                   "Marta reads out the plumber's quote",
                   "Joss unscrews the aerator"],
         "answer": "Marta introduces herself and says Joss's tap drips about once every 4 seconds", "ev": [0]},
        {"n": 15, "type": "end", "q": "what's the very last thing in the video?",
         "cands": ["A preview of next week's shed door job", "The final leak test with a tissue",
                   "The flow measurement with a jug", "The total time and cost"],
         "answer": "A preview of next week's shed door job", "ev": [14]},
        {"n": 16, "type": "who", "q": "Who points out the crack in the old hot cartridge?",
         "cands": ["Joss", "Marta", "The plumber", "The assistant at the trade counter"],
         "answer": "Joss", "ev": [7]},
        {"n": 17, "type": "who", "q": "who measured the flow with the jug",
         "cands": None, "answer": "Marta", "ev": [12]},
        {"n": 18, "type": "relation", "q": "How do Marta and Joss know each other?",
         "cands": ["They're neighbours", "They're brother and sister", "Joss is Marta's plumber",
                   "They work at the trade counter together"],
         "answer": "They're neighbours", "ev": [0]},
        {"n": 19, "type": "relation", "q": "The hot handle felt gritty. What did that turn out to be linked to?",
         "cands": ["A cracked ceramic disc in the hot cartridge", "Scale in the aerator mesh",
                   "A loose grub screw", "The split O-ring at the spout base"],
         "answer": "A cracked ceramic disc in the hot cartridge", "ev": [1, 7]},
        {"n": 20, "type": "summary", "q": "Can you sum up how the drip finally got fixed?",
         "cands": ["New cartridges went in, but it kept leaking until a split O-ring at the spout base was replaced",
                   "Tightening the retaining nut stopped the drip straight away",
                   "Cleaning the aerator cured the drip on its own",
                   "They gave up and booked the plumber"],
         "answer": "New cartridges went in, but it kept leaking until a split O-ring at the spout base was replaced",
         "ev": [7, 9, 10, 11]},
        {"n": 21, "type": "spoken_fact", "q": "before it got worse, when did the tap only drip?",
         "cands": ["Only overnight", "Only when the hot side was used", "Only at weekends", "Only in the mornings"],
         "answer": "Only overnight", "ev": [1]},
        {"n": 22, "type": "needle_screen", "q": "What's the name of the supplier the cartridges came from?",
         "cands": ["Brennock Trade Supplies", "Arlow Direct", "Veldtrim Online", "Castor Plumbing Centre"],
         "answer": "Brennock Trade Supplies", "ev": [8]},
        {"n": 23, "type": "absent", "q": "what brand of silicone grease does she use on the o-ring",
         "cands": [ABSENT, "Veldtrim", "Arlow", "Brennock"], "answer": ABSENT, "ev": []},
        {"n": 24, "type": "absent", "q": "How much did the replacement O-ring cost?",
         "cands": [ABSENT, "£1.20", "£3.50", "£14.50"], "answer": ABSENT, "ev": []},
    ],
}


# ====================================================================== 2. podcast / interview
PRIYA = ("Priya Varnell · host", "en-us+f3")
INES = ("Ines Harcourt · Kettle & Quire", "en-gb-x-rp+f5")
P_HOST, P_GUEST, P_ASK = "#2f2540", "#f3eee4", "#dfe9df"

PODCAST = {
    "name": "podcast",
    "footer": "Small Ledger · Episode 41 · with Ines Harcourt",
    "lead_in": 6,
    "speed": 160,
    "segments": [
        # 0
        seg(PRIYA, 24, P_HOST, "Small Ledger · Episode 41",
            ["People who run small things", "Guest: Ines Harcourt", "Kettle & Quire, Lowmarsh"],
            "Welcome to Small Ledger, the show about people who run small things and somehow keep "
            "them running. I'm Priya Varnell. My guest today makes notebooks by hand and teaches "
            "other people to do the same. Ines Harcourt, welcome to the show."),
        # 1: the on-screen topic list whose order is not the conversation's; a near-miss mention
        # of listener questions
        seg(PRIYA, 24, P_HOST, "In this episode",
            ["1. The flood of 2019", "2. From market stall to shop", "3. Pricing the classes",
             "4. Advice for first-timers"],
            "Here's the rough plan for today, though knowing Ines we'll wander off it. And a quick "
            "thank you to everyone who sent in questions this month. There were loads, so we'll "
            "only manage a handful."),
        # 2
        seg(INES, 25, P_GUEST, "Where it began",
            ["Saturday market, Lowmarsh", "About 12 notebooks a week", "Day job: library conservator"],
            "Thanks for having me. It started with a trestle table at the Saturday market. I was "
            "still working as a conservator at the county library, so I'd sew about a dozen "
            "notebooks a week at my kitchen table, and sell them for whatever people would pay."),
        # 3: a spoken "why"; near-miss ("people always ask")
        seg(INES, 24, P_GUEST, "Why 'Kettle & Quire'?",
            ["quire (n.): a gathering of 24 sheets"],
            "People always ask about the name. My grandmother kept a copper kettle on her stove "
            "that was never, ever allowed to go cold, and I wanted the shop to feel like her "
            "kitchen. Quire is just the binder's word for a bundle of folded paper."),
        # 4: listener question 1 (email)
        seg(PRIYA, 22, P_ASK, "Listener question",
            ["Callum, Dunmere (by email)", "\"How did you afford the first shop?\""],
            "That brings me to our first listener question. Callum from Dunmere emailed to ask how "
            "on earth you paid for a shop on a conservator's salary. Which, honestly, I was going "
            "to ask anyway."),
        # 5: the self-correction; rent on screen, the split only spoken
        seg(INES, 27, P_GUEST, "7 Tanner's Row",
            ["First shop: 7 Tanner's Row", "Rent: £600 a month", "Shared with a picture framer"],
            "The short answer is I couldn't, not by myself. We opened in two thousand and nine. "
            "No, sorry, two thousand and eleven. Two thousand and nine is when I signed the lease, "
            "then it took two years to fit out. I shared it with a picture framer, and we split "
            "the rent straight down the middle."),
        # 6: price per session on screen
        seg(PRIYA, 22, P_HOST, "Let's talk money",
            ["Saturday class: £45 per session", "Up to 8 students per table"],
            "Let's talk money, because listeners always want to. You teach classes now as well as "
            "selling books. How did you settle on what to charge? I seem to remember you were very "
            "cheap at first."),
        # 7: sessions per course only spoken
        seg(INES, 26, P_GUEST, "How the price was set",
            ["Materials included", "Waiting list: about 2 months"],
            "Far too cheap. The first year I barely covered the thread. Now I add up my time, the "
            "board, the paper and the glue, then a bit extra for days when nobody turns up. A "
            "course is six Saturday sessions, and everyone goes home with three finished books."),
        # 8: listener question 2 (forum)
        seg(PRIYA, 22, P_ASK, "From the listener forum",
            ["Posted by 'inkymarg'", "\"Don't you get bored of stitching?\""],
            "Second question, from someone on our listener forum who calls themselves inky marg. "
            "They want to know if you ever get bored, doing the same stitch over and over again."),
        # 9: near-miss ("customers ask me")
        seg(INES, 25, P_GUEST, "Never bored",
            ["Favourite: Coptic stitch", "Slowest book: 31 hours"],
            "Never. It's the calmest part of my week. The slowest book I ever made took thirty-one "
            "hours, a wedding album with a leather spine, and I loved every minute of it. "
            "Customers in the shop ask me the same thing, usually while watching me sew."),
        # 10
        seg(PRIYA, 22, P_HOST, "2019: the flood",
            ["Water in the shop: 40 cm deep", "Closed for 5 months"],
            "I have to ask about the flood. You posted one photo of the shop that I still think "
            "about. What actually happened that night?"),
        # 11: a spoken "why"
        seg(INES, 27, P_GUEST, "After the water",
            ["Stock lost: about 2,000 notebooks", "Classes moved online"],
            "The river came over the wall after midnight. We lost about two thousand notebooks and "
            "every sheet of paper on the low shelves. The building was shut for months, and the "
            "regular students didn't want to stop, so we started teaching over video calls from "
            "my spare room."),
        # 12: listener question 3 (voicemail)
        seg(PRIYA, 22, P_ASK, "Voicemail",
            ["Dot, Carrow Vale", "\"What should I know before opening a shop?\""],
            "Last one, and it came in as a voicemail. Dot in Carrow Vale is about to open her "
            "first small shop, and wants to know what you'd tell her before she signs anything."),
        # 13
        seg(INES, 27, P_GUEST, "Advice for first-timers",
            ["Keep the day job longer than you want", "Price for the quiet days",
             "Find someone to share the rent"],
            "Three things. Keep your day job longer than feels comfortable. I stayed at the "
            "library until twenty fourteen. Price for the quiet days, not the busy ones. And find "
            "someone to share the rent with, because honestly, that framer saved my business."),
        # 14: the teaser that is not the topic
        seg(PRIYA, 24, P_HOST, "Next week on Small Ledger",
            ["Aled Brisco, Fallowfield Apiary", "Hives rented to restaurants"],
            "Ines Harcourt, thank you so much. Next week I'm off to meet a beekeeper who rents out "
            "his hives to restaurants, which I did not know was a thing. Until then, keep your "
            "ledgers small."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "q": "what's this episode mostly about",
         "cands": ["Ines Harcourt's hand-made notebook business and how she kept it going",
                   "Renting beehives out to restaurants",
                   "How to repair flood-damaged books",
                   "Running a stall at a Saturday market"],
         "answer": "Ines Harcourt's hand-made notebook business and how she kept it going", "ev": [0, 2, 5],
         "para": ["What's the main subject of this Small Ledger episode?",
                  "If you had to tag this podcast with one theme, which one fits?"]},
        {"n": 2, "type": "order",
         "q": "Of the topics on the 'in this episode' list, which one did they actually get into first?",
         "cands": ["From market stall to shop", "The flood of 2019", "Pricing the classes",
                   "Advice for first-timers"],
         "answer": "From market stall to shop", "ev": [1, 2],
         "para": ["After the intro, which of the four listed subjects comes up before the others?",
                  "the episode plan shows four items - which was really discussed first"]},
        {"n": 3, "type": "order", "q": "put these in the order they came up: the flood, pricing, advice",
         "cands": ["Pricing, flood, advice", "Flood, pricing, advice", "Advice, pricing, flood",
                   "Pricing, advice, flood"],
         "answer": "Pricing, flood, advice", "ev": [6, 7, 10, 11, 13]},
        {"n": 4, "type": "count", "q": "How many listener questions got read out?",
         "cands": ["3", "2", "4", "5"], "answer": "3", "ev": [4, 8, 12],
         "para": ["how many questions sent in by the audience did Priya put to Ines",
                  "Counting emails, forum posts and voicemails, how many came from listeners?"]},
        {"n": 5, "type": "correction", "q": "What year did the first shop open?",
         "cands": ["2011", "2009", "2014", "2019"], "answer": "2011", "ev": [5],
         "para": ["When did Kettle & Quire actually start trading on Tanner's Row?",
                  "year the tanner's row shop opened its doors"]},
        {"n": 6, "type": "speech_and_screen",
         "q": "how much rent was Ines herself paying each month at Tanner's Row?",
         "cands": ["£300", "£600", "£45", "£1,200"], "answer": "£300", "ev": [5],
         "para": ["What was her share of the monthly rent on that first shop?",
                  "Once the rent was divided up, how much a month did Ines pay?"]},
        {"n": 7, "type": "speech_and_screen", "q": "What does a whole course of classes cost?",
         "cands": ["£270", "£45", "£135", "£360"], "answer": "£270", "ev": [6, 7]},
        {"n": 8, "type": "why", "q": "why's the shop called kettle & quire",
         "cands": ["Her grandmother's kettle that was never allowed to go cold, plus the binder's word for folded paper",
                   "The building used to be a tea room",
                   "It's named after a street in Lowmarsh",
                   "A listener suggested it in a competition"],
         "answer": "Her grandmother's kettle that was never allowed to go cold, plus the binder's word for folded paper",
         "ev": [3]},
        {"n": 9, "type": "why", "q": "Why did the classes end up going online?",
         "cands": ["The building was shut after the flood and her students wanted to keep going",
                   "Online classes were cheaper to run",
                   "She moved away from Lowmarsh",
                   "The framer needed the room back"],
         "answer": "The building was shut after the flood and her students wanted to keep going", "ev": [11]},
        {"n": 10, "type": "needle_screen", "q": "How deep did the flood water get inside the shop?",
         "cands": None, "answer": "40 cm", "ev": [10]},
        {"n": 11, "type": "needle_screen", "q": "which stitch is her favourite?",
         "cands": ["Coptic stitch", "Long stitch", "Kettle stitch", "Saddle stitch"],
         "answer": "Coptic stitch", "ev": [9]},
        {"n": 12, "type": "spoken_fact", "q": "What was the slowest book she's ever made?",
         "cands": ["A wedding album with a leather spine", "A set of ledgers for the library",
                   "A sketchbook for a customer in Dunmere", "A guest book for a hotel"],
         "answer": "A wedding album with a leather spine", "ev": [9]},
        {"n": 13, "type": "spoken_fact", "q": "until what year did she keep her library job?",
         "cands": ["2014", "2011", "2009", "2019"], "answer": "2014", "ev": [13]},
        {"n": 14, "type": "quantity", "q": "How long was the shop closed after the flood?",
         "cands": ["5 months", "2 years", "2 months", "6 weeks"], "answer": "5 months", "ev": [10]},
        {"n": 15, "type": "quantity", "q": "back in the market stall days, roughly how many notebooks a week was she making",
         "cands": ["About 12", "About 24", "About 6", "About 31"], "answer": "About 12", "ev": [2]},
        {"n": 16, "type": "right_before_after", "q": "What did Ines explain right after Callum's email was read?",
         "cands": ["That she shared the first shop, and its rent, with a picture framer",
                   "Why the shop is called Kettle & Quire",
                   "How the flood closed the shop",
                   "Which stitch she likes best"],
         "answer": "That she shared the first shop, and its rent, with a picture framer", "ev": [4, 5]},
        {"n": 17, "type": "right_before_after", "q": "what came just before they started on the flood?",
         "cands": ["The forum question about whether she gets bored of stitching",
                   "Dot's voicemail asking for advice",
                   "The story behind the shop's name",
                   "The plug for next week's guest"],
         "answer": "The forum question about whether she gets bored of stitching", "ev": [8, 9, 10]},
        {"n": 18, "type": "begin", "q": "How does the episode begin?",
         "cands": None,
         "answer": "Priya Varnell welcomes listeners to Small Ledger and introduces her guest Ines Harcourt, who makes notebooks by hand",
         "ev": [0]},
        {"n": 19, "type": "end", "q": "What's next week's episode going to be about?",
         "cands": ["A beekeeper who rents hives to restaurants", "A follow-up on the flood",
                   "A bookbinding class with Ines", "A picture framer's business"],
         "answer": "A beekeeper who rents hives to restaurants", "ev": [14],
         "para": ["who is Priya going to interview next time",
                  "What does the host tease at the very end for the following show?"]},
        {"n": 20, "type": "who", "q": "Who wanted to know if she ever gets bored?",
         "cands": ["A forum user called inkymarg", "Callum from Dunmere", "Dot from Carrow Vale", "Priya herself"],
         "answer": "A forum user called inkymarg", "ev": [8]},
        {"n": 21, "type": "who", "q": "who left the voicemail",
         "cands": ["Dot, from Carrow Vale", "Callum, from Dunmere", "inkymarg", "Aled Brisco"],
         "answer": "Dot, from Carrow Vale", "ev": [12]},
        {"n": 22, "type": "relation", "q": "What was the picture framer's connection to Ines's business?",
         "cands": ["They shared the Tanner's Row shop and split the rent", "The framer was her first customer",
                   "The framer was her landlord", "The framer taught her bookbinding"],
         "answer": "They shared the Tanner's Row shop and split the rent", "ev": [5, 13]},
        {"n": 23, "type": "summary", "q": "Give me a short summary of Ines's story.",
         "cands": ["A market stall alongside a library job, then a shared shop, then a flood she got through by teaching online",
                   "She inherited a stationery shop from her grandmother and grew it into a chain",
                   "She trained as a beekeeper before switching to bookbinding",
                   "She ran a framing business and later added notebooks"],
         "answer": "A market stall alongside a library job, then a shared shop, then a flood she got through by teaching online",
         "ev": [2, 5, 11]},
        {"n": 24, "type": "absent", "q": "How many people work at Kettle & Quire now?",
         "cands": None, "answer": ABSENT, "ev": []},
    ],
}


# ====================================================================== 3. guided museum tour
RUTH = ("Ruth Abernethy · curator", "en-gb-scotland+f1")
SAMIR = ("Samir Kell · volunteer engineer", "en-gb-x-gbclan+m3")
T_STONE, T_IRON, T_PAPER = "#ece4d4", "#3a3128", "#d9e3ea"

TOUR = {
    "name": "tour",
    "footer": "Brackwater Mill Museum · guided tour",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        # 0: a near-miss (the bell is mentioned, not rung)
        seg(RUTH, 25, T_IRON, "Welcome to Brackwater Mill",
            ["Guided tour: about 50 minutes", "Adult £8.50 · Under-16s free",
             "Guides: Ruth Abernethy, Samir Kell"],
            "Good morning, everyone, and welcome to Brackwater Mill. I'm Ruth Abernethy, one of "
            "the curators, and I'll be taking you round today with Samir, our volunteer engineer. "
            "When you hear my little bell, that means we're moving on, so keep an ear out."),
        # 1: the printed route whose order is not the tour's; the spoken "why"
        seg(RUTH, 24, T_PAPER, "Today's route",
            ["1. Engine House", "2. Weaving Shed", "3. Counting House", "4. Workers' Cottages",
             "5. Café and shop"],
            "This is the route printed on your leaflet. We'll be doing it in a different order "
            "today. The engine is only steamed up at eleven o'clock, and there's no point standing "
            "next to it while it's cold, so we'll leave it until it's running."),
        # 2: the self-correction
        seg(RUTH, 26, T_STONE, "The Counting House",
            ["Built for the Orrell family", "Wage ledgers: 1850–1921", "Clerk's desk: original"],
            "We begin here, in the office. The mill was built by the Orrell family in eighteen "
            "thirty-four. Sorry, eighteen forty-three, I always swap those digits round. Every "
            "worker's wage was written out by hand in these ledgers, and we have seventy years of them."),
        # 3
        seg(SAMIR, 25, T_STONE, "Wages in 1880",
            ["Weaver: 14 shillings a week", "Half-timer: 3 shillings a week",
             "Overlooker: 28 shillings a week"],
            "Hello, I'm Samir. This ledger is my favourite thing in the building. A half-timer was "
            "a child who spent the morning at school and the afternoon in the mill, or the other "
            "way round. Some of them were only ten years old."),
        # 4: bell 1; a spoken "why"
        seg(RUTH, 25, T_PAPER, "The Weaving Shed",
            ["Saw-tooth roof", "All the glass faces north", "Floor area: 2,400 m²"],
            "Let me give my bell a ring so the stragglers catch up. Right, through the double "
            "doors. Look up at that zig-zag roof. Every pane faces north, so the weavers had "
            "steady daylight without the sun glaring on the cloth or fading the dyes."),
        # 5
        seg(SAMIR, 26, T_IRON, "The Harling loom",
            ["Harling & Sons power loom, 1888", "Speed: 180 picks a minute", "Each weaver minded 4 looms"],
            "This is a Harling loom, one of only five still working anywhere. Please stay behind "
            "the yellow line while I start her up. There we are. All that racket is from one loom. "
            "Now imagine four hundred of them going at once, in this one room."),
        # 6
        seg(RUTH, 23, T_PAPER, "Talking without sound",
            ["Noise: about 100 dB", "Weavers lip-read each other"],
            "With that din, nobody could hear a thing. So weavers learned to lip-read, and talked "
            "with big, slow mouth shapes. In this town they called it mawking, and a few of our "
            "older visitors can still do it."),
        # 7: bell 2; year on screen, working life only spoken
        seg(RUTH, 26, T_IRON, "The Engine House",
            ["Engine: 'Lady Constance'", "Installed: 1902", "Power: 650 horsepower"],
            "That's my bell again, so follow me across the yard. It's eleven o'clock, and right on "
            "cue Samir has her running. She drove every loom in the mill, and she worked for "
            "sixty-one years before the mill closed and she was finally shut down."),
        # 8
        seg(SAMIR, 25, T_STONE, "Steam day",
            ["Boiler pressure: 160 psi", "Flywheel: 7.3 m across", "Coal, back then: 9 tonnes a day"],
            "On steam days I light the boiler at half past six in the morning, so she's ready by "
            "eleven. The flywheel is over seven metres across. In her working life she ate nine "
            "tonnes of coal a day. We burn a fraction of that, since she only runs for an hour."),
        # 9
        seg(RUTH, 24, T_PAPER, "The rope race",
            ["32 cotton ropes", "Power to all 4 floors"],
            "Look up through that gap in the wall. That's the rope race. The ropes carried the "
            "engine's power up to every floor of the mill. If one snapped, it could take your arm "
            "off, so only the rope men were allowed in there."),
        # 10
        seg(SAMIR, 24, T_IRON, "Bringing her back",
            ["Restored by volunteers, 1989–1997", "About 40,000 volunteer hours"],
            "When the volunteers found her she was a rusting wreck. It took eight years of "
            "weekends to get her turning again. I only joined in two thousand and three, so I "
            "missed the worst of the rust, which I'm not sorry about."),
        # 11: bell 3
        seg(RUTH, 25, T_STONE, "Workers' Cottages",
            ["Two-up, two-down, built 1860s", "Rent: 2s 6d a week", "Up to 9 people per cottage"],
            "One last ring of the bell, and we'll cross the yard to the cottages. These two are "
            "furnished as they were, one in the eighteen nineties and one in the nineteen fifties. "
            "Families of nine lived in less space than most modern flats."),
        # 12
        seg(SAMIR, 24, T_PAPER, "The 1950s cottage",
            ["Tin bath by the range", "Shared privy across the yard", "Radio: donated 1994"],
            "My favourite thing in here is the radio. It belonged to a weaver called Nell Garside, "
            "who worked at the mill for forty-four years and gave us her whole front room when she "
            "moved into a care home."),
        # 13: a near-miss (a hooter, not the bell)
        seg(RUTH, 22, T_IRON, "The mill hooter",
            ["Sounded at 5:45 every working day", "Heard 3 miles away"],
            "Before we finish, have a listen. That's a recording of the mill hooter, which woke "
            "the whole town at a quarter to six every working morning. Don't worry, nobody has to "
            "get up for it any more."),
        # 14: a near-miss (the bell is mentioned, not rung)
        seg(RUTH, 24, T_STONE, "Café and shop",
            ["Café open until 4 pm", "Green label = woven here", "Tea towel: £6"],
            "And that's the end of the tour. The café is through the arch, and anything in the "
            "shop with a green label was woven right here on the Harling looms. Thank you all for "
            "coming, and for putting up with my bell."),
        # 15: the teaser that is not the topic
        seg(RUTH, 22, T_PAPER, "Next month at Brackwater",
            ["Canal Boat Weekend", "Sat 14 – Sun 15 June", "Trips from the mill wharf"],
            "Before you go, next month is our canal boat weekend, with trips along the old cut "
            "from the mill wharf. Bring a picnic. We'll be filming it for our next video, so do "
            "come back and watch."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "q": "What is this video?",
         "cands": ["A guided tour of the Brackwater Mill Museum", "A canal boat trip from the mill wharf",
                   "A documentary about building steam engines", "A cottage restoration project"],
         "answer": "A guided tour of the Brackwater Mill Museum", "ev": [0, 1]},
        {"n": 2, "type": "order", "q": "Which part of the mill did the tour actually go to first?",
         "cands": ["The Counting House", "The Engine House", "The Weaving Shed", "The Workers' Cottages"],
         "answer": "The Counting House", "ev": [1, 2],
         "para": ["the leaflet route says one thing, but where did the group really begin?",
                  "First stop on the tour as it was walked, not as printed?"]},
        {"n": 3, "type": "order", "q": "what order did they see the engine house, weaving shed and cottages in",
         "cands": ["Weaving Shed, Engine House, Cottages", "Engine House, Weaving Shed, Cottages",
                   "Cottages, Weaving Shed, Engine House", "Weaving Shed, Cottages, Engine House"],
         "answer": "Weaving Shed, Engine House, Cottages", "ev": [4, 7, 11]},
        {"n": 4, "type": "count", "q": "How many times does Ruth ring her bell during the tour?",
         "cands": ["3", "2", "4", "5"], "answer": "3", "ev": [4, 7, 11],
         "para": ["how often did the guide use her hand bell to move people along",
                  "Not counting when she just talks about it, how many times is the bell actually rung?"]},
        {"n": 5, "type": "count", "q": "how many stops are on the route printed in the leaflet?",
         "cands": ["5", "4", "6", "3"], "answer": "5", "ev": [1]},
        {"n": 6, "type": "correction", "q": "What year was the mill built?",
         "cands": ["1843", "1834", "1850", "1902"], "answer": "1843", "ev": [2],
         "para": ["When did the Orrell family put up Brackwater Mill?",
                  "construction date of the mill according to the curator"]},
        {"n": 7, "type": "why", "q": "Why didn't they start at the engine house like the leaflet says?",
         "cands": ["The engine isn't steamed up until 11, so they waited until it was running",
                   "The engine house was closed for repairs",
                   "Samir was running late",
                   "It's too noisy to start a tour there"],
         "answer": "The engine isn't steamed up until 11, so they waited until it was running", "ev": [1],
         "para": ["What was the reason for changing the printed route?",
                  "how come the group didn't go to the engine first"]},
        {"n": 8, "type": "why", "q": "why does all the glass in the weaving shed roof face north?",
         "cands": None,
         "answer": "To give the weavers steady daylight without the sun glaring on the cloth or fading the dyes",
         "ev": [4]},
        {"n": 9, "type": "speech_and_screen", "q": "In what year was the engine finally shut down?",
         "cands": ["1963", "1902", "1997", "1989"], "answer": "1963", "ev": [7],
         "para": ["When did Lady Constance stop working for good?",
                  "what year did the mill's steam engine go out of service"]},
        {"n": 10, "type": "needle_screen", "q": "How much is an adult ticket?",
         "cands": ["£8.50", "£6", "£14", "£2.60"], "answer": "£8.50", "ev": [0]},
        {"n": 11, "type": "needle_screen", "q": "what was an overlooker paid in 1880",
         "cands": ["28 shillings a week", "14 shillings a week", "3 shillings a week", "2s 6d a week"],
         "answer": "28 shillings a week", "ev": [3]},
        {"n": 12, "type": "spoken_fact", "q": "How young were some of the kids working as half-timers?",
         "cands": ["Ten", "Fourteen", "Six", "Sixteen"], "answer": "Ten", "ev": [3]},
        {"n": 13, "type": "spoken_fact", "q": "What was the local word for the weavers' silent lip-reading talk?",
         "cands": ["Mawking", "Weft-talk", "Shuttling", "Lip-weaving"], "answer": "Mawking", "ev": [6]},
        {"n": 14, "type": "quantity", "q": "how long before the engine runs does Samir have to light the boiler?",
         "cands": ["4 and a half hours", "1 hour", "6 and a half hours", "2 hours"],
         "answer": "4 and a half hours", "ev": [8]},
        {"n": 15, "type": "quantity", "q": "What dates is the canal boat weekend on?",
         "cands": ["Sat 14 – Sun 15 June", "Sat 15 – Sun 16 June", "Sat 14 – Sun 15 July", "Sat 7 – Sun 8 June"],
         "answer": "Sat 14 – Sun 15 June", "ev": [15]},
        {"n": 16, "type": "right_before_after", "q": "What did Samir do right after asking everyone to stay behind the yellow line?",
         "cands": ["Started the loom running", "Lit the boiler", "Rang the bell", "Opened the rope race"],
         "answer": "Started the loom running", "ev": [5]},
        {"n": 17, "type": "right_before_after", "q": "where did the group head next once they were done at the engine and the rope race?",
         "cands": ["The Workers' Cottages", "The café", "The Counting House", "The Weaving Shed"],
         "answer": "The Workers' Cottages", "ev": [9, 10, 11]},
        {"n": 18, "type": "begin", "q": "what happens at the very start of the video",
         "cands": ["Ruth welcomes the group and introduces Samir, the volunteer engineer",
                   "Samir lights the boiler", "The mill hooter sounds", "Ruth rings her bell"],
         "answer": "Ruth welcomes the group and introduces Samir, the volunteer engineer", "ev": [0]},
        {"n": 19, "type": "end", "q": "How does the video wrap up?",
         "cands": ["Ruth plugs next month's canal boat weekend", "Samir shuts the engine down",
                   "The group has tea in the café", "Ruth reads from the wage ledger"],
         "answer": "Ruth plugs next month's canal boat weekend", "ev": [15]},
        {"n": 20, "type": "who", "q": "Whose radio is that in the 1950s cottage?",
         "cands": ["Nell Garside's", "Ruth Abernethy's", "The Orrell family's", "Samir's grandmother's"],
         "answer": "Nell Garside's", "ev": [12]},
        {"n": 21, "type": "who", "q": "who gets the boiler going on steam days",
         "cands": None, "answer": "Samir Kell, the volunteer engineer", "ev": [8]},
        {"n": 22, "type": "relation", "q": "How is the cloth sold in the museum shop connected to the tour?",
         "cands": ["The green-label items were woven on the mill's Harling looms",
                   "It comes from Nell Garside's cottage",
                   "It was made by the Orrell family",
                   "It's brought in by canal boat"],
         "answer": "The green-label items were woven on the mill's Harling looms", "ev": [5, 14]},
        {"n": 23, "type": "summary", "q": "quick summary of the tour please",
         "cands": ["The office and wage ledgers, the weaving shed and its loom, the steam engine, then the workers' cottages",
                   "A boat trip along the canal followed by a picnic",
                   "The engine house, then the café, then the cottages",
                   "Only the weaving shed and its looms"],
         "answer": "The office and wage ledgers, the weaving shed and its loom, the steam engine, then the workers' cottages",
         "ev": [2, 4, 7, 11]},
        {"n": 24, "type": "absent", "q": "How many visitors does the museum get in a year?",
         "cands": [ABSENT, "40,000", "2,400", "9,000"], "answer": ABSENT, "ev": []},
    ],
}

VIDEOS = [REPAIR, PODCAST, TOUR]
