"""The three invented videos of the "blind6" set and their questions, written by hand.

Each video is a dict for ../checked_set.py and ../slides.py: "name", "footer", "lead_in" (seconds of
black), "speed" (espeak-ng words a minute), "segments" (slides) and "questions".

A slide has "bg", "title", "lines", "dur" (seconds), "say" (its narration, numbers spoken as words,
never digits), and on most slides a "speaker" (the name box near the bottom) with that speaker's
"voice". Extra "boxes" are (x, y, w, h, "#colour", text).

A question has "n", "q", "cands" (4 strings, or None for an open question), "answer", "type"
(a checked_set.TYPES name), "ev" (the slide indexes that hold the answer; empty when the video does
not say) and optionally "para" (two rewordings with the same answer). The right answer may be written
anywhere among the candidates: slides.build_questions moves it to a seeded position.
"""
from slides import ABSENT


def slide(title, lines, say, dur, bg, who=None, boxes=()):
    """One slide; who is a (name box text, espeak-ng voice) pair or None."""
    seg = {"bg": bg, "title": title, "lines": list(lines), "say": say, "dur": dur}
    if who is not None:
        seg["speaker"], seg["voice"] = who
    if boxes:
        seg["boxes"] = list(boxes)
    return seg


# ====================================================================== meeting
# A volunteer committee planning a town's lantern procession; four speakers, one of them leaves early.
DELPHINE = ("Delphine Okafor-Marsh (chair)", "en-gb+f3")
RUPERT = ("Rupert Vanstone (treasurer)", "en-gb-x-rp+m3")
MAELIS = ("Maelis Kettering (volunteers)", "en-us+f4")
OSKAR = ("Oskar Trembath (site and safety)", "en-gb-scotland+m2")
M_BG = "#eef2f6"
M_AGREED = "#b8e0b8"

MEETING_SEGMENTS = [
    # 0
    slide("Lantern Night: committee meeting 7",
          ["Agenda",
           "1. Budget update (RV)",
           "2. Route and timings (OT)",
           "3. Volunteers (MK)",
           "4. Food stalls (DOM)",
           "5. Any other business",
           "Apologies: Gwen Aldous"],
          "Okay, let's make a start. Welcome, everyone, to meeting seven for Lantern Night. Gwen sends "
          "her apologies, she's at her sister's wedding. One change to the agenda on screen: I'm "
          "bringing volunteers forward, to straight after the budget, because Maelis has to leave at "
          "half past seven to collect her son from swimming.",
          24, M_BG, DELPHINE),
    # 1
    slide("Budget update",
          ["Total budget: £4,850",
           "Spent to date: £3,120",
           "    Lantern kits (willow + paper): £1,460",
           "    Hi-vis, radios, signage: £610",
           "    Printing and posters: £665",
           "    Insurance: £385",
           "Remaining: £1,730"],
          "Thanks, Delphine. So, we've spent three thousand two hundred and twenty pounds so far. "
          "Sorry, I misread my own sheet, it's three thousand one hundred and twenty. The biggest item "
          "by far is the lantern kits, at one thousand four hundred and sixty. That leaves one "
          "thousand seven hundred and thirty for everything else.",
          25, M_BG, RUPERT),
    # 2
    slide("Budget: workshop price",
          ["Lantern-making workshops: Sat 7 & Sun 8 Nov",
           "Places: 120 per day",
           "Now: £5 per child   Proposed: £6 per child",
           "Adults: free",
           "Parish Fund grant: £1,500 (confirmed 2 Oct)"],
          "On the workshops, I'd like to put the price up from five pounds to six pounds a child. Our "
          "willow supplier has raised prices by almost a fifth since the spring, so at five pounds we "
          "lose money on every kit. Good news, though: the parish fund grant of one thousand five "
          "hundred pounds is now confirmed.",
          24, M_BG, RUPERT),
    # 3
    slide("Decision: workshop price",
          ["£6 per child from Sat 7 Nov",
           "Family ticket (3 children): £15",
           "Raffle (RV): parked until AOB"],
          "Any objections? No? Then that's agreed, six pounds a child, and we'll add a family ticket "
          "of fifteen pounds for three children. Rupert, I know you're itching to talk about the "
          "raffle, but let's park that until any other business. Right, Maelis, over to you.",
          22, M_BG, DELPHINE,
          boxes=[(840, 580, 260, 58, M_AGREED, "AGREED")]),
    # 4
    slide("Volunteers",
          ["Signed up: 38     Needed: 45",
           "Shift A: 4:15pm - 7:00pm (set-up, hand-out)",
           "Shift B: 6:45pm - 9:30pm (stewards, clear-up)",
           "Briefing: 3:45pm, Millpond Green bandstand",
           "Hi-vis vests in stock: 40"],
          "Thanks. We have thirty-eight volunteers signed up and we need forty-five, so we're seven "
          "short. Shift A runs from four fifteen in the afternoon until seven. Shift B runs from a "
          "quarter to seven until half past nine, so there's a fifteen minute overlap for the "
          "handover. Briefing is at the bandstand at a quarter to four.",
          25, M_BG, MAELIS),
    # 5
    slide("Volunteers: closing the gap",
          ["Ask Kestrel Sixth Form College",
           "Repost on the Orrinsford Noticeboard page",
           "Under-16 stewards on the route? (for OT)"],
          "To close the gap, I'll write to Kestrel Sixth Form College, because their students need "
          "volunteering hours for their award, and I'll repost the call on the noticeboard page. I "
          "had a question for Oskar, about under-sixteens stewarding. Actually, can we come back to "
          "that when Oskar does the route? Delphine can pass the answer on.",
          25, M_BG, MAELIS),
    # 6
    slide("Volunteer actions",
          ["MK: email Kestrel College - by Fri 16 Oct",
           "MK: repost volunteer call - by Wed 14 Oct"],
          "Before you go, Maelis, let me read your actions back. Email Kestrel College by Friday, and "
          "repost the call by tomorrow. I'll pass on Oskar's answer about the under-sixteens. "
          "Thanks, Maelis, and good luck at the pool.",
          20, M_BG, DELPHINE,
          boxes=[(60, 300, 620, 58, "#d9d9d9", "MK left the meeting at 7:28pm")]),
    # 7
    slide("Route and timings",
          ["Start: Millpond Green (lantern hand-out)",
           "Tanner's Lane > Cobble Bridge > Chantry Row",
           "Finish: St Wenna's Field (light show)",
           "Length: 1.8 km     Walking time: about 40 min",
           "Procession sets off: 5:45pm"],
          "Right, the route. The procession sets off from Millpond Green at half past five. No, "
          "sorry, we moved that last time, didn't we, it's a quarter to six now. Then it's down "
          "Tanner's Lane, over Cobble Bridge, along Chantry Row and into Saint Wenna's Field. One "
          "point eight kilometres, about forty minutes at lantern pace.",
          25, M_BG, OSKAR),
    # 8
    slide("Route change: Cobble Bridge",
          ["Cobble Bridge closed 2 - 30 Nov (parapet repairs)",
           "Diversion: Weavers' Footbridge",
           "New length: 2.1 km (+300 m)",
           "Footbridge width: 1.6 m (single file)",
           "No under-16 stewards on the footbridge"],
          "Now the bad news. The council is closing Cobble Bridge for most of November to repair the "
          "parapet, so we divert over Weavers' Footbridge. That adds three hundred metres, two point "
          "one kilometres in all. And to answer Maelis, no under-sixteens stewarding on the "
          "footbridge. It's single file, and it's too much to ask a child to hold back a crowd there.",
          26, M_BG, OSKAR),
    # 9
    slide("Safety",
          ["Lanterns: battery LED tea-lights only",
           "First aid: Tamsin Volunteer Ambulance (2 posts)",
           "    Millpond Green  and  St Wenna's Field",
           "Radios: 12 (all on channel 4)",
           "Insurer: Hartwell Mutual, policy LN-2209"],
          "Safety. It's LED tea-lights only, no real candles at all, because our insurer won't cover "
          "open flames in a crowd. There'll be two first aid posts, one at the start and one at the "
          "finish. We've got twelve radios, and every steward stays on channel four.",
          22, M_BG, OSKAR),
    # 10
    slide("Food stalls",
          ["Confirmed (pitch fee £40 each):",
           "Wenna's Bakehouse  /  Tallow & Thyme",
           "The Gritstone Grill  /  Orrin Valley Apples",
           "Hedgerow Soup Co.  /  Little Moth Coffee",
           "Withdrawn: Flip & Fold Crepes",
           "Rule: no single-use plastic"],
          "Food stalls. We had six confirmed, and then on Sunday the crepe van pulled out, because "
          "their generator failed its safety test. Luckily Hedgerow Soup took the pitch, so we're "
          "still at six. Every stall pays forty pounds for a pitch, and they all know the rule: no "
          "single-use plastic.",
          24, M_BG, DELPHINE),
    # 11
    slide("AOB: raffle",
          ["Prizes donated by 9 local shops",
           "Tickets: £1 each, or 6 for £5",
           "Draw: 8:30pm at St Wenna's Field",
           "Proceeds: next year's lantern fund"],
          "Finally, the raffle. Nine shops on the high street have donated prizes. Tickets are a "
          "pound each, or six for five pounds, and we'll do the draw on the field at half past "
          "eight. Every penny goes into next year's lantern fund.",
          21, M_BG, RUPERT),
    # 12
    slide("AOB: parking",
          ["Station Road car park: 140 spaces",
           "Overflow: Kestrel College field (to ask)",
           "Shuttle bus from Ferncombe? - next meeting"],
          "Quickly, on parking. Station Road car park has a hundred and forty spaces, and we might "
          "ask the college about their field for overflow. I've also looked at a shuttle bus from "
          "Ferncombe, but that's a bigger conversation, so can we leave it for the next meeting?",
          22, M_BG, OSKAR),
    # 13
    slide("Decisions",
          ["1. Workshops: £6 per child, family ticket £15",
           "2. Procession sets off at 5:45pm",
           "3. Diversion via Weavers' Footbridge (2.1 km)",
           "4. LED lights only; no under-16s on footbridge",
           "5. Raffle approved: 6 tickets for £5",
           "6. Rain date: Sun 15 Nov, same times"],
          "Let me read back what we decided. The workshop price and the family ticket, the quarter "
          "to six start, the footbridge diversion, LED lights only and no under-sixteens on the "
          "footbridge, and the raffle. And the rain plan stands: if it pours on the Saturday, we "
          "move everything to Sunday the fifteenth, same times.",
          25, M_BG, DELPHINE),
    # 14
    slide("Action items",
          ["RV: print raffle tickets - by Mon 26 Oct",
           "OT: walk the diversion with council - Thu 22 Oct",
           "OT: shuttle bus quotes - for meeting 8",
           "DOM: confirm Hedgerow Soup Co. - Wed 14 Oct",
           "MK: Kestrel College email - Fri 16 Oct",
           "MK: repost volunteer call - Wed 14 Oct"],
          "Actions. Rupert prints the raffle tickets by the twenty-sixth. Oskar walks the diversion "
          "with the council officer on Thursday the twenty-second, and brings a couple of shuttle "
          "quotes next time. I'll confirm the soup stall tomorrow. And Maelis has her two from "
          "earlier.",
          23, M_BG, DELPHINE),
    # 15
    slide("Next meeting",
          ["Meeting 8: Tue 27 Oct, 7:00pm, Weighbridge Room",
           "Lantern Night: Sat 14 Nov 2026",
           "Then: Winter Market planning begins"],
          "Next meeting is Tuesday the twenty-seventh at seven, same room. And once Lantern Night is "
          "behind us, we start on the winter market: mulled cider, the Ferncombe brass band, forty "
          "stalls. So come with big ideas. Thanks, everyone, that's us done.",
          22, M_BG, DELPHINE),
]

MEETING_QUESTIONS = [
    {"n": 1, "type": "topic",
     "q": "What's this meeting actually about?",
     "cands": ["Planning the Lantern Night procession and festival",
               "Planning the winter market",
               "Arranging repairs to Cobble Bridge with the council",
               "Recruiting students at Kestrel Sixth Form College"],
     "answer": "Planning the Lantern Night procession and festival", "ev": [0, 13]},
    {"n": 2, "type": "correction",
     "q": "Rupert reads out how much has been spent so far but then fixes the number. What's the "
          "corrected figure?",
     "cands": None, "answer": "£3,120", "ev": [1],
     "para": ["how much money has the committee spent to date, once Rupert sorts out his misreading?",
              "Rupert misreads his sheet at one point. Which spending total does he settle on after "
              "correcting himself?"]},
    {"n": 3, "type": "correction",
     "q": "Before he corrected himself, what start time did Oskar give for the procession?",
     "cands": ["5:30pm", "5:45pm", "4:15pm", "6:45pm"], "answer": "5:30pm", "ev": [7]},
    {"n": 4, "type": "order",
     "q": "The agenda on the first slide lists the route second. Which order did they really go "
          "through things in?",
     "cands": ["Budget, volunteers, route, food stalls, any other business",
               "Budget, route, volunteers, food stalls, any other business",
               "Volunteers, budget, route, food stalls, any other business",
               "Budget, volunteers, food stalls, route, any other business"],
     "answer": "Budget, volunteers, route, food stalls, any other business",
     "ev": [0, 1, 4, 7, 10, 11],
     "para": ["Ignoring the printed agenda, in what sequence were the topics taken during the meeting?",
              "did they stick to the agenda? which order did budget, route, volunteers and food "
              "stalls actually come up in?"]},
    {"n": 5, "type": "why",
     "q": "why were volunteers moved up the agenda?",
     "cands": None, "answer": "Maelis had to leave at half past seven to collect her son from swimming",
     "ev": [0]},
    {"n": 6, "type": "quantity",
     "q": "After tonight's decision, what will one child's place at a lantern-making workshop cost?",
     "cands": ["£6", "£5", "£15", "£40"], "answer": "£6", "ev": [2, 3]},
    {"n": 7, "type": "why",
     "q": "What reason does Rupert give for wanting the workshop price to go up?",
     "cands": None,
     "answer": "The willow supplier raised prices by almost a fifth, so they lose money on every kit at £5",
     "ev": [2]},
    {"n": 8, "type": "count",
     "q": "How many times during the meeting does somebody ask to put a topic off until later "
          "instead of dealing with it there and then?",
     "cands": None, "answer": "3", "ev": [3, 5, 12],
     "para": ["Count the topics that get parked or pushed back to a later point - how many are there?",
              "how often does someone say let's come back to something later, or leave it for "
              "another meeting?"]},
    {"n": 9, "type": "quantity",
     "q": "roughly how many more volunteers does Maelis still have to find?",
     "cands": ["7", "38", "45", "12"], "answer": "7", "ev": [4]},
    {"n": 10, "type": "quantity",
     "q": "How long do the two volunteer shifts overlap?",
     "cands": None, "answer": "15 minutes", "ev": [4]},
    {"n": 11, "type": "needle_screen",
     "q": "Going by the note on screen, what time did Maelis actually leave?",
     "cands": None, "answer": "7:28pm", "ev": [6]},
    {"n": 12, "type": "who",
     "q": "Which committee member had to leave before the meeting was over?",
     "cands": ["Maelis Kettering", "Gwen Aldous", "Oskar Trembath", "Rupert Vanstone"],
     "answer": "Maelis Kettering", "ev": [0, 6]},
    {"n": 13, "type": "why",
     "q": "What's the deal with Cobble Bridge - why isn't the procession going over it any more?",
     "cands": None, "answer": "The council is closing it for most of November to repair the parapet",
     "ev": [8],
     "para": ["Why does the route now go over Weavers' Footbridge?",
              "The lantern route had to be changed. What caused that?"]},
    {"n": 14, "type": "quantity",
     "q": "With the diversion, how long is the route now?",
     "cands": ["2.1 km", "1.8 km", "1.6 km", "300 m"], "answer": "2.1 km", "ev": [8]},
    {"n": 15, "type": "relation",
     "q": "Maelis left a question about under-16 stewards for Oskar. What answer did it get in the end?",
     "cands": None,
     "answer": "No under-16s stewarding on the footbridge; it is single file and too much for a child",
     "ev": [5, 8]},
    {"n": 16, "type": "speech_and_screen",
     "q": "Oskar says the insurer won't cover open flames. Which insurer is that?",
     "cands": ["Hartwell Mutual", "Tamsin Volunteer Ambulance", "Orrinsford Parish Fund", ABSENT],
     "answer": "Hartwell Mutual", "ev": [9]},
    {"n": 17, "type": "right_before_after",
     "q": "Which topic came up just before the food stalls?",
     "cands": ["Safety: LED lights, first aid and radios", "The raffle", "Parking at Station Road",
               "The workshop price"],
     "answer": "Safety: LED lights, first aid and radios", "ev": [9, 10]},
    {"n": 18, "type": "spoken_fact",
     "q": "what went wrong for the crepe van?",
     "cands": None, "answer": "Their generator failed its safety test, so they pulled out", "ev": [10]},
    {"n": 19, "type": "who",
     "q": "who ended up with the crepe van's pitch?",
     "cands": None, "answer": "Hedgerow Soup Co.", "ev": [10]},
    {"n": 20, "type": "right_before_after",
     "q": "Once Rupert is done with his raffle item, what does Oskar raise next?",
     "cands": ["Parking, and a possible shuttle bus", "The rain plan", "Safety", "The food stall rules"],
     "answer": "Parking, and a possible shuttle bus", "ev": [11, 12]},
    {"n": 21, "type": "absent",
     "q": "How much did the shuttle bus from Ferncombe cost, according to the quotes?",
     "cands": ["£240", "£180", "£95", ABSENT], "answer": ABSENT, "ev": [],
     "para": ["What price did Oskar's shuttle bus quotes come to?",
              "The shuttle bus - did anyone say what it would cost? How much?"]},
    {"n": 22, "type": "absent",
     "q": "Which band is playing at Lantern Night?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 23, "type": "absent",
     "q": "What's the top raffle prize worth?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 24, "type": "end",
     "q": "How does the meeting wrap up?",
     "cands": ["Delphine gives the next meeting date and says winter market planning starts after "
               "Lantern Night",
               "Rupert draws the raffle",
               "Oskar runs through the parking plan",
               "Maelis reads out the volunteer rota"],
     "answer": "Delphine gives the next meeting date and says winter market planning starts after "
               "Lantern Night",
     "ev": [15]},
]

MEETING = {
    "name": "meeting",
    "footer": "Orrinsford Lantern Night committee  -  meeting 7  -  Tue 13 Oct 2026  -  Weighbridge Room",
    "lead_in": 5,
    "speed": 160,
    "segments": MEETING_SEGMENTS,
    "questions": MEETING_QUESTIONS,
}


# ====================================================================== tutorial
# A screen-by-screen tutorial of an invented desktop budgeting app; a support agent joins once.
NELL = ("Nell Varga (presenter)", "en-gb-x-gbclan+f2")
ISHAAN = ("Ishaan Pell (Tallyfern support)", "en-us-nyc+m4")
T_TITLE = "#21405a"
T_SCREEN = "#f3f1ec"
T_TOAST = "#ffcf8a"

TUTORIAL_SEGMENTS = [
    # 0
    slide("Tallyfern 3.4: your first budget",
          ["In this video:",
           "1. Create a budget",
           "2. Add categories",
           "3. Set monthly limits",
           "4. Import a bank statement",
           "5. Make an auto-sort rule",
           "6. Turn on alerts"],
          "Hi, I'm Nell, and this is Tallyfern, a desktop app for household budgets. That's the plan "
          "for today, but one heads up: we'll import a bank statement straight after creating the "
          "budget, because Tallyfern suggests categories from your own transactions, and that saves "
          "a lot of typing.",
          23, T_TITLE, NELL),
    # 1
    slide("File > New budget",
          ["Name: Larkspur Road household",
           "Currency: GBP (£)",
           "Month starts on: day 25",
           "Week starts on: Monday",
           "Round amounts: to nearest 1p",
           "[ Cancel ]     [ Create ]"],
          "Click File, then New budget. I'll call mine Larkspur Road household, and the currency is "
          "pounds. I'm setting the month to start on the twenty-fifth, not the first, because that's "
          "the day my salary lands, so every budget month runs from payday to payday.",
          22, T_SCREEN, NELL),
    # 2
    slide("File > Import > Bank file",
          ["Formats: CSV, OFX, QIF",
           "Selected: ashbury_bank_feb.csv",
           "Rows found: 188",
           "Imported: 181     Duplicates skipped: 7"],
          "Now File, Import, Bank file, and I'll choose my Ashbury Bank export. One hundred and "
          "eighty-eight rows found, seven duplicates skipped. Oh, hang on. That's February, and I "
          "wanted March. Let's undo that import with Control Z and pick the right file.",
          23, T_SCREEN, NELL,
          boxes=[(840, 580, 400, 58, T_TOAST, "Import undone")]),
    # 3
    slide("File > Import > Bank file",
          ["Selected: ashbury_bank_mar.csv",
           "Rows found: 214",
           "Imported: 209     Duplicates skipped: 5",
           "Date format detected: DD/MM/YYYY"],
          "March this time. Two hundred and fourteen rows, five duplicates skipped, so two hundred "
          "and nine transactions are in. Tallyfern worked out the date format by itself, day first, "
          "which is what a British bank uses.",
          21, T_SCREEN, NELL),
    # 4
    slide("Suggested categories",
          ["Groceries (52)    Rent (1)    Transport (23)",
           "Eating out (31)    Takeaway (12)    Utilities (4)",
           "Subscriptions (9)    Other (77)",
           "[ Accept all ]    [ Merge... ]    [ Rename... ]"],
          "Here are the suggested categories, with how many transactions landed in each. Takeaway "
          "and Eating out are the same thing in my house, so select Takeaway, click Merge, and pick "
          "Eating out. That leaves forty-three transactions under Eating out.",
          21, T_SCREEN, NELL),
    # 5
    slide("Categories > Rename and tidy",
          ["Other  \u2192  Household bits",
           "Subscriptions: deleted ... restored",
           "Categories now: 7"],
          "Next I'll rename Other to Household bits. And Subscriptions, I'll just delete that. Wait, "
          "no, that throws away the history for nine transactions. Let me take that back: Edit "
          "menu, top item, and Subscriptions is back where it was. So we have seven categories.",
          23, T_SCREEN, NELL,
          boxes=[(840, 580, 400, 58, T_TOAST, "Delete undone")]),
    # 6
    slide("Budget > Monthly limits",
          ["Groceries: £420",
           "Rent: £1,150",
           "Transport: £95",
           "Eating out: £140",
           "Utilities: £180",
           "Subscriptions: £38",
           "Household bits: £60",
           "Total: £2,083 a month"],
          "Now the limits. Groceries, four hundred and twenty. Rent is fixed at one thousand one "
          "hundred and fifty. Transport, ninety-five. Eating out, let's say one hundred and sixty. "
          "Actually no, I always overspend there, so make it one hundred and forty, to keep me "
          "honest. Utilities, one hundred and eighty.",
          27, T_SCREEN, NELL),
    # 7
    slide("Settings > Alerts",
          ["Warn me at: 80% of a limit",
           "Over-limit alert: on",
           "Quiet hours: 10:00pm - 7:00am",
           "Weekly summary: Sunday, 6:30pm",
           "Send to: desktop + phone"],
          "I'm doing alerts now, even though they were last on my list. Settings, Alerts. Warn me at "
          "eighty percent of any limit. Quiet hours from ten at night until seven in the morning, so "
          "my phone doesn't buzz at midnight. And a weekly summary every Sunday at half past six in "
          "the evening.",
          25, T_SCREEN, NELL),
    # 8
    slide("Rules > New rule",
          ["If payee contains: BROCKWELL ENERGY",
           "Then set category: Utilities",
           "Apply to past transactions: yes (4 matched)"],
          "Now the auto-sort rule. Rules, New rule. If the payee contains Brockwell Energy, set the "
          "category, and save. Hmm, they've all gone under Transport, I clicked the wrong line in the "
          "drop-down. Let's reverse that, back one step, and choose Utilities properly. Four old "
          "payments matched.",
          25, T_SCREEN, NELL,
          boxes=[(840, 580, 400, 58, T_TOAST, "Rule change undone")]),
    # 9
    slide("Rules",
          ["1. BROCKWELL ENERGY  \u2192  Utilities",
           "2. FENWAY MARKET  \u2192  Groceries",
           "3. TRAINLINK ORRA  \u2192  Transport",
           "Rules run top to bottom; first match wins"],
          "I've added two more rules the same way, one for Fenway Market and one for my train "
          "tickets. Rules run from the top down and the first match wins, so keep your most specific "
          "rules at the top of the list.",
          20, T_SCREEN, NELL),
    # 10
    slide("Reports > This month",
          ["Eating out: £157 of £140 (112%)",
           "Utilities: £176 of £180 (98%)",
           "Groceries: £301 of £420 (72%)",
           "Transport: £61 of £95 (64%)"],
          "Reports. And there it is. Eating out is already over, at one hundred and twelve percent, "
          "so the over-limit alert I set up a minute ago has gone off. Groceries is comfortable. "
          "Utilities is the one that's close to its limit, so I'll keep an eye on that.",
          22, T_SCREEN, NELL,
          boxes=[(840, 580, 400, 58, "#f4a3a3", "Over limit: Eating out")]),
    # 11
    slide("Help > Keyboard shortcuts",
          ["Ctrl+Z    Undo",
           "Ctrl+Shift+Z    Redo",
           "Ctrl+K    Quick search",
           "Ctrl+E    Export",
           "Ctrl+R    New rule"],
          "A quick word on shortcuts, since I keep using them. Control K is quick search, which I use "
          "all the time, and Control E is export, which we need next. If you ever go one step too far "
          "back, Control Shift Z puts it forward again.",
          22, T_SCREEN, NELL),
    # 12
    slide("File > Export > PDF",
          ["Pages: This month summary",
           "Paper: A4     Include notes: off",
           "Saved: Larkspur_March_report.pdf (3 pages)"],
          "I want to send this to my partner, so File, Export, PDF. A four paper, and I'm switching "
          "notes off, because my notes are mostly rude comments about my own takeaway habit. Three "
          "pages, saved. Done.",
          20, T_SCREEN, NELL),
    # 13
    slide("Tallyfern support: common fixes",
          ["Dates look wrong after an import?",
           "    Settings > Import > Date format",
           "Duplicates slipping through?",
           "    Turn on: match by amount + date (\u00b1 2 days)"],
          "Hi, Ishaan from the Tallyfern support team. Two questions we get a lot. If your dates look "
          "wrong after an import, set the date format by hand under Settings, Import. And if "
          "duplicates slip through, turn on matching by amount and date, with a window of two days "
          "either side.",
          23, T_TITLE, ISHAAN),
    # 14
    slide("Settings > Sync and plans",
          ["Free: 1 budget, 2 devices",
           "Fern Plus: £3.49 a month or £29 a year",
           "Fern Plus adds: shared budgets, 5 devices"],
          "Thanks, Ishaan. On syncing: the free plan gives you one budget on two devices. Fern Plus is "
          "three pounds forty-nine a month, or twenty-nine pounds a year, which is less than nine "
          "months at the monthly price. I'm sticking with free for now.",
          22, T_SCREEN, NELL),
    # 15
    slide("Recap",
          ["Budget: Larkspur Road household (day 25)",
           "209 transactions  /  7 categories  /  3 rules",
           "Alerts at 80%",
           "Next time: shared budgets on Fern Plus"],
          "So that's a budget built from scratch: a statement imported, seven categories with limits, "
          "three rules and alerts. Next time I'll show you shared budgets with a partner on Fern "
          "Plus, including splitting bills fifty fifty. See you then.",
          21, T_TITLE, NELL),
]

TUTORIAL_QUESTIONS = [
    {"n": 1, "type": "summary",
     "q": "Give me the gist - what does this video walk you through?",
     "cands": ["Setting up a first budget in Tallyfern: import, categories, limits, alerts and rules",
               "Sharing a budget with a partner on Fern Plus",
               "Fixing import problems in Tallyfern",
               "Comparing Tallyfern's free plan with Fern Plus"],
     "answer": "Setting up a first budget in Tallyfern: import, categories, limits, alerts and rules",
     "ev": [0, 15]},
    {"n": 2, "type": "order",
     "q": "The intro slide lists six steps. In what order does Nell actually do them?",
     "cands": ["Create budget, import statement, categories, limits, alerts, rule",
               "Create budget, categories, limits, import statement, rule, alerts",
               "Create budget, import statement, categories, limits, rule, alerts",
               "Import statement, create budget, categories, limits, alerts, rule"],
     "answer": "Create budget, import statement, categories, limits, alerts, rule",
     "ev": [1, 2, 4, 6, 7, 8],
     "para": ["She doesn't follow her own list from the start. What's the real sequence of the six steps?",
              "which order were the budget, import, categories, limits, rule and alerts steps done "
              "in on screen?"]},
    {"n": 3, "type": "count",
     "q": "How many times does Nell undo something she just did?",
     "cands": None, "answer": "3", "ev": [2, 5, 8],
     "para": ["count the mistakes she reverses during the tutorial. how many are there?",
              "In total, how many of her own actions does the presenter roll back?"]},
    {"n": 4, "type": "correction",
     "q": "What limit does she end up putting on Eating out?",
     "cands": None, "answer": "£140", "ev": [6],
     "para": ["Nell says one figure for the eating-out budget and then changes it. What's the final "
              "figure?",
              "eating out monthly cap - what did it finally get set to?"]},
    {"n": 5, "type": "why",
     "q": "why does her budget month start on the 25th?",
     "cands": None, "answer": "That's the day her salary lands, so months run payday to payday",
     "ev": [1]},
    {"n": 6, "type": "quantity",
     "q": "After the second import, how many transactions actually made it into Tallyfern?",
     "cands": ["209", "214", "181", "188"], "answer": "209", "ev": [3]},
    {"n": 7, "type": "spoken_fact",
     "q": "What was wrong with the first bank file she picked?",
     "cands": None, "answer": "It was February's statement and she wanted March", "ev": [2]},
    {"n": 8, "type": "right_before_after",
     "q": "Straight after merging Takeaway into Eating out, what's the next thing she does?",
     "cands": ["Renames Other to Household bits", "Sets the monthly limits",
               "Imports the March statement", "Deletes Subscriptions for good"],
     "answer": "Renames Other to Household bits", "ev": [4, 5]},
    {"n": 9, "type": "needle_screen",
     "q": "In the list of suggested categories, how many transactions were sitting under Other?",
     "cands": None, "answer": "77", "ev": [4]},
    {"n": 10, "type": "needle_screen",
     "q": "What do all her monthly limits add up to?",
     "cands": ["£2,083", "£2,103", "£1,150", ABSENT], "answer": "£2,083", "ev": [6]},
    {"n": 11, "type": "quantity",
     "q": "when does the weekly summary go out?",
     "cands": None, "answer": "Sunday at 6:30pm", "ev": [7]},
    {"n": 12, "type": "quantity",
     "q": "What quiet hours does she set for alerts?",
     "cands": ["10:00pm - 7:00am", "11:00pm - 6:00am", "10:00pm - 6:30am", "6:30pm - 7:00am"],
     "answer": "10:00pm - 7:00am", "ev": [7]},
    {"n": 13, "type": "why",
     "q": "How come she turns notes off in the PDF export?",
     "cands": None, "answer": "Her notes are mostly rude comments about her own takeaway habit",
     "ev": [12],
     "para": ["Why leave the notes out of the exported report?",
              "what's her reason for switching 'Include notes' off?"]},
    {"n": 14, "type": "who",
     "q": "Who's the person giving the troubleshooting tips near the end?",
     "cands": ["Ishaan, from the Tallyfern support team", "Nell, the presenter", "Bram, a viewer",
               "Corin, from Ashbury Bank"],
     "answer": "Ishaan, from the Tallyfern support team", "ev": [13]},
    {"n": 15, "type": "correction",
     "q": "When she first saved the Brockwell Energy rule, where did the payments end up before she "
          "fixed it?",
     "cands": ["Transport", "Utilities", "Household bits", "Subscriptions"], "answer": "Transport",
     "ev": [8]},
    {"n": 16, "type": "speech_and_screen",
     "q": "How much has she spent this month on the category she says is close to its limit?",
     "cands": None, "answer": "£176", "ev": [10]},
    {"n": 17, "type": "spoken_fact",
     "q": "Who's the PDF report meant for?",
     "cands": None, "answer": "Her partner", "ev": [12]},
    {"n": 18, "type": "quantity",
     "q": "What does Fern Plus cost if you pay yearly?",
     "cands": ["£29 a year", "£3.49 a year", "£41.88 a year", "£35 a year"], "answer": "£29 a year",
     "ev": [14],
     "para": ["Roughly how much is a year of Fern Plus?",
              "If I went for the annual Fern Plus plan instead of paying monthly, what's the price?"]},
    {"n": 19, "type": "relation",
     "q": "Which category had already blown through its limit and set off her over-limit alert?",
     "cands": ["Eating out", "Utilities", "Groceries", "Transport"], "answer": "Eating out",
     "ev": [7, 10]},
    {"n": 20, "type": "begin",
     "q": "What does Nell do at the very beginning of the video?",
     "cands": ["Introduces herself and Tallyfern, shows the plan and warns the import will come earlier",
               "Imports her Ashbury Bank statement",
               "Explains the Fern Plus prices",
               "Hands over to the support team"],
     "answer": "Introduces herself and Tallyfern, shows the plan and warns the import will come earlier",
     "ev": [0]},
    {"n": 21, "type": "absent",
     "q": "What's the keyboard shortcut for deleting a category?",
     "cands": None, "answer": ABSENT, "ev": [],
     "para": ["Is there a hotkey to delete a category, and if so, what is it?",
              "which key combo removes a category in Tallyfern?"]},
    {"n": 22, "type": "absent",
     "q": "How much cloud storage comes with the free plan?",
     "cands": ["500 MB", "2 GB", "5 GB", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 23, "type": "absent",
     "q": "Which operating system is Tallyfern running on in the video?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 24, "type": "end",
     "q": "What does she say is coming in the next video?",
     "cands": None, "answer": "Shared budgets with a partner on Fern Plus", "ev": [15]},
]

TUTORIAL = {
    "name": "tutorial",
    "footer": "Tallyfern 3.4.2 (build 1187)  -  Getting started, part 1",
    "lead_in": 6,
    "speed": 160,
    "segments": TUTORIAL_SEGMENTS,
    "questions": TUTORIAL_QUESTIONS,
}


# ====================================================================== documentary
# The story of an invented eighteenth-century canal; a narrator, a reader and a historian.
NARRATOR = ("Narrated by Imelda Crane", "en-gb-x-rp+f4")
READER = ("Read by Tobias Wren", "en-gb-x-gbcwmd+m3")
HISTORIAN = ("Dr Carys Lunnon, canal historian", "en-gb-scotland+f2")
NARRATION = (None, "en-gb-x-rp+f4")  # the narrator's voice without a name box
D_BG = "#e8dcc4"
D_DARK = "#2b2620"


def doc(title, lines, say, dur, bg=D_BG, who=NARRATION, boxes=()):
    """A documentary slide: the narrator speaks unless who says otherwise; no name box for her."""
    seg = slide(title, lines, say, dur, bg, who, boxes)
    if seg.get("speaker") is None:
        seg.pop("speaker", None)
    return seg


DOCUMENTARY_SEGMENTS = [
    # 0
    doc("The Aldwyn Cut",
        ["A canal over Pellow Hill",
         "Tressock to Saltmarrow, 1801 - 1921",
         "Waterways of the Vale: episode 3"],
        "In the hills above Tressock there is a ditch full of reeds that most walkers step over "
        "without a second look. Two hundred years ago it was the busiest road in the county, a road "
        "made of water. This is the story of the Aldwyn Cut, and of the people who built it, lost "
        "it, and dug it out again.",
        23, D_DARK, NARRATOR),
    # 1
    doc("Tressock, 1788",
        ["31 wool mills on the River Aldwyn",
         "Port of Saltmarrow: 23 miles away",
         "By wagon: 3 days, 1 ton per load",
         "Turnpike over Pellow Hill: 9 toll gates"],
        "In seventeen eighty-eight, Tressock had thirty-one wool mills and one big problem. Its cloth "
        "had to reach the port at Saltmarrow, twenty-three miles away, over a hill road that turned "
        "to mud every winter. A wagon took three days and carried a single ton.",
        23),
    # 2
    doc("Hester Quayle",
        ["Owner, Quayle & Daughters mill (est. 1771)",
         "Spring 1789: the Drovers' Inn meeting",
         "Her pamphlet: 'Water Before Wheels'"],
        "The idea came from Hester Quayle, who ran the largest mill in the town. In the spring of "
        "seventeen eighty-nine, at a packed meeting in the Drovers' Inn, she pointed out that one "
        "horse on a towpath could pull thirty tons, where on the road it pulled one.",
        22),
    # 3
    doc("Raising the money",
        ["Aldwyn Navigation Act: 1791",
         "460 shares at £100",
         "Raised: £46,000 from 212 subscribers"],
        "Parliament passed the Aldwyn Navigation Act in seventeen ninety-one. The company sold four "
        "hundred and sixty shares at a hundred pounds each, forty-six thousand pounds in all, to two "
        "hundred and twelve subscribers. Many of them were mill hands, who clubbed together in "
        "groups to buy a single share.",
        25),
    # 4
    doc("The engineer",
        ["Josiah Penhallow (1752 - 1819)",
         "Hired March 1792 at £300 a year",
         "Plan: 14 locks, 2 aqueducts, 1 tunnel"],
        "To build it, the company hired Josiah Penhallow, a surveyor from the coast who had never "
        "built a canal in his life. They chose him because he was cheap, three hundred pounds a year, "
        "and because he promised to finish in six years. His plan had fourteen locks, two aqueducts, "
        "and a tunnel straight through Pellow Hill.",
        26),
    # 5
    doc("Pellow Hill Tunnel",
        ["Begun: 1794",
         "Length: 1,140 yards",
         "Up to 300 men, digging from both ends"],
        "Work on the tunnel began in seventeen ninety-four. It is nine hundred yards long. Or rather, "
        "that was Penhallow's figure. The finished tunnel runs to one thousand one hundred and forty "
        "yards, because the two gangs digging from either end drifted apart in the dark and had to "
        "curve to meet.",
        24),
    # 6
    doc("A letter from the tunnel",
        ["'The hill weeps from every seam...'",
         "Josiah Penhallow to the committee",
         "11 February 1796"],
        "The hill weeps from every seam. We pump by day and by night, and still the water stands to "
        "the men's knees. I beg the committee for two more engines, or I cannot answer for the work.",
        20, D_DARK, READER),
    # 7
    doc("Collapse",
        ["18 April 1796: roof fall at the north end",
         "Cause: an underground spring missed by the survey",
         "Work stopped: 14 months"],
        "Two months later, in April seventeen ninety-six, the north end of the tunnel collapsed. "
        "Nobody was killed, because the shift had stopped for its midday meal. The cause was an "
        "underground spring that Penhallow's survey had missed, and work stopped for fourteen months "
        "while new pumps were bought.",
        25),
    # 8
    doc("The money runs out",
        ["1798: £46,000 spent, 16 of 23 miles cut",
         "Still needed: £11,500",
         "Loan: Hester Quayle (mill mortgaged)"],
        "By seventeen ninety-eight, all forty-six thousand pounds had gone, with sixteen miles dug. "
        "The company needed eleven and a half thousand more. Hester Quayle mortgaged her own mill to "
        "lend it, on one condition: that Penhallow be replaced by his assistant, Ezra Tolland.",
        23),
    # 9
    doc("Opening day",
        ["4 May 1801",
         "First boat: the Good Intent",
         "Cargo: 18 tons of wool bales",
         "Tressock to Saltmarrow: 11 hours"],
        "The Aldwyn Cut opened on the fourth of May, eighteen oh one. The first boat, the Good "
        "Intent, carried eighteen tons of wool bales and reached Saltmarrow in eleven hours. By road, "
        "the same load would have needed eighteen wagons and three days. Hester Quayle rode on the "
        "deck the whole way.",
        25),
    # 10
    doc("The busy years",
        ["1825: 64,000 tons carried",
         "Toll: 2d per ton per mile",
         "Cargoes: wool, coal, lime",
         "Dividend in 1830: 9%"],
        "By the eighteen twenties this was a boom canal. In eighteen twenty-five it carried sixty-four "
        "thousand tons. Coal came up from Saltmarrow, wool went down to the port, and lime for the "
        "farms went everywhere in between. And the shareholders, those mill hands included, were "
        "paid very handsomely indeed.",
        24, D_BG, HISTORIAN),
    # 11
    doc("The railway",
        ["1847: Tressock & Saltmarrow Railway opens",
         "Rail journey: 55 minutes",
         "By 1855: canal traffic down by two-thirds",
         "Tolls cut to \u00bdd per ton per mile"],
        "Then came the railway. The Tressock and Saltmarrow Railway opened in eighteen forty-seven and "
        "made the journey in under an hour. Within eight years, traffic on the canal had fallen by two "
        "thirds. The company cut its tolls to a halfpenny, but it could never compete on speed.",
        24),
    # 12
    doc("The Dunnock breach",
        ["March 1863: Dunnock Embankment gives way",
         "3 miles of canal drained",
         "Closed for 2 years     Repair: £4,200"],
        "In March eighteen sixty-three, the Dunnock Embankment gave way and emptied three "
        "miles of canal into the fields below. The repair cost four thousand two hundred pounds and "
        "took two years, and many traders who had tried the railway in the meantime never came back.",
        22),
    # 13
    doc("The last cargo",
        ["9 September 1921: coal for Quayle's Mill",
         "Boat: the Marigold (skipper Alf Brayshaw)",
         "Company wound up: 1923",
         "Tunnel bricked up: 1930"],
        "The last paying cargo, a load of coal, came up the canal on the ninth of September, nineteen "
        "twenty-one. Two years later the company was wound up, and the locks were left to rot. In "
        "nineteen thirty, the tunnel mouths were bricked up to keep children out.",
        23),
    # 14
    doc("The restoration",
        ["Aldwyn Cut Trust founded: 1974",
         "Founder: Maud Ferriby, schoolteacher",
         "Locks restored: 9 of 14",
         "Reopened 2019: Tressock to Cooper's Bend (5 miles)"],
        "In nineteen seventy-four, a schoolteacher called Maud Ferriby took her class to sketch the "
        "ruined lock at Cooper's Bend, and came home determined to save it. The trust she founded has "
        "now restored nine of the fourteen locks, and five miles reopened to boats in twenty nineteen.",
        23),
    # 15
    doc("The Aldwyn Cut today",
        ["Visitors: about 31,000 a year",
         "Trust volunteers: 140",
         "Pellow Hill Tunnel: still closed",
         "Next episode: The Gannet Point Light"],
        "Today about thirty-one thousand people a year walk or boat along the restored stretch, and "
        "the tunnel is still closed. Next time, we leave the water behind and climb the hundred and "
        "twelve steps of the lighthouse at Gannet Point, where a keeper's diary tells of a very "
        "strange winter.",
        24, D_DARK),
]

DOCUMENTARY_QUESTIONS = [
    {"n": 1, "type": "topic",
     "q": "What is this documentary mainly about?",
     "cands": ["The history of the Aldwyn Cut, a canal over Pellow Hill",
               "The lighthouse at Gannet Point",
               "The wool mills of Tressock",
               "The Tressock and Saltmarrow Railway"],
     "answer": "The history of the Aldwyn Cut, a canal over Pellow Hill", "ev": [0]},
    {"n": 2, "type": "begin",
     "q": "How does the film open - what's the first thing the narrator describes?",
     "cands": None,
     "answer": "A ditch full of reeds in the hills above Tressock that walkers step over", "ev": [0]},
    {"n": 3, "type": "quantity",
     "q": "Before the canal, roughly how long did it take a wagon to get from Tressock to Saltmarrow?",
     "cands": None, "answer": "3 days", "ev": [1],
     "para": ["In the pre-canal days, how long was the wagon trip down to the port?",
              "how many days did a wagon need to haul cloth to Saltmarrow back then?"]},
    {"n": 4, "type": "who",
     "q": "whose idea was the canal in the first place?",
     "cands": None, "answer": "Hester Quayle", "ev": [2]},
    {"n": 5, "type": "quantity",
     "q": "How much money did the share sale raise?",
     "cands": ["£46,000", "£11,500", "£4,600", "£30,000"], "answer": "£46,000", "ev": [3]},
    {"n": 6, "type": "why",
     "q": "Why did the company pick Josiah Penhallow as its engineer?",
     "cands": ["He was cheap (£300 a year) and promised to finish in six years",
               "He had built several canals before",
               "Hester Quayle insisted on him",
               "He owned the land under Pellow Hill"],
     "answer": "He was cheap (£300 a year) and promised to finish in six years", "ev": [4],
     "para": ["What made the company hire a man who'd never built a canal?",
              "Penhallow got the job for what reasons?"]},
    {"n": 7, "type": "correction",
     "q": "The narrator gives a length for the tunnel and then takes it back. How long is it really?",
     "cands": None, "answer": "1,140 yards", "ev": [5],
     "para": ["What's the actual length of the Pellow Hill Tunnel, as opposed to Penhallow's figure?",
              "900 yards gets mentioned for the tunnel, but is that right? what's the true length?"]},
    {"n": 8, "type": "why",
     "q": "Why did the tunnel come out longer than planned?",
     "cands": ["The two gangs digging from each end drifted apart and had to curve to meet",
               "An underground spring forced a detour",
               "Ezra Tolland redesigned it after taking over",
               "The hill turned out to be wider than surveyed"],
     "answer": "The two gangs digging from each end drifted apart and had to curve to meet",
     "ev": [5]},
    {"n": 9, "type": "spoken_fact",
     "q": "In the letter that's read out, what does Penhallow beg the committee for?",
     "cands": None, "answer": "Two more engines", "ev": [6]},
    {"n": 10, "type": "who",
     "q": "Whose words are being read aloud in the letter segment?",
     "cands": ["Josiah Penhallow's", "Hester Quayle's", "Ezra Tolland's", "Maud Ferriby's"],
     "answer": "Josiah Penhallow's", "ev": [6]},
    {"n": 11, "type": "why",
     "q": "how come nobody died when the north end of the tunnel caved in?",
     "cands": None, "answer": "The shift had stopped for its midday meal", "ev": [7],
     "para": ["The tunnel collapse killed no one. Why not?",
              "What bit of luck saved the workers when the roof fell in, in April 1796?"]},
    {"n": 12, "type": "quantity",
     "q": "For how long was the work halted after the collapse?",
     "cands": ["14 months", "2 years", "6 years", "18 months"], "answer": "14 months", "ev": [7]},
    {"n": 13, "type": "relation",
     "q": "Who was Ezra Tolland to Penhallow?",
     "cands": None, "answer": "His assistant, who replaced him at Hester Quayle's insistence",
     "ev": [8]},
    {"n": 14, "type": "quantity",
     "q": "roughly how long did the Good Intent take to reach Saltmarrow on opening day?",
     "cands": ["11 hours", "3 days", "55 minutes", "18 hours"], "answer": "11 hours", "ev": [9]},
    {"n": 15, "type": "speech_and_screen",
     "q": "The historian says the shareholders were paid very handsomely. What dividend did the "
          "company pay in 1830?",
     "cands": None, "answer": "9%", "ev": [10]},
    {"n": 16, "type": "quantity",
     "q": "On what date did the Aldwyn Cut open?",
     "cands": None, "answer": "4 May 1801", "ev": [9]},
    {"n": 17, "type": "count",
     "q": "how many of the locks still need restoring?",
     "cands": ["5", "9", "14", "2"], "answer": "5", "ev": [4, 14]},
    {"n": 18, "type": "order",
     "q": "Put these in the order they happened: the Dunnock breach, the last cargo, the railway "
          "opening, the tunnel being bricked up.",
     "cands": ["Railway opens, Dunnock breach, last cargo, tunnel bricked up",
               "Dunnock breach, railway opens, last cargo, tunnel bricked up",
               "Railway opens, last cargo, Dunnock breach, tunnel bricked up",
               "Railway opens, Dunnock breach, tunnel bricked up, last cargo"],
     "answer": "Railway opens, Dunnock breach, last cargo, tunnel bricked up", "ev": [11, 12, 13]},
    {"n": 19, "type": "right_before_after",
     "q": "What happened right after the company's money ran out in 1798?",
     "cands": ["Hester Quayle mortgaged her mill to lend the extra £11,500",
               "The north end of the tunnel collapsed",
               "Parliament passed the Aldwyn Navigation Act",
               "The railway opened"],
     "answer": "Hester Quayle mortgaged her mill to lend the extra £11,500", "ev": [8]},
    {"n": 20, "type": "needle_screen",
     "q": "What was the name of the boat that carried the last commercial cargo?",
     "cands": None, "answer": "The Marigold", "ev": [13]},
    {"n": 21, "type": "absent",
     "q": "What caused the Dunnock Embankment to give way?",
     "cands": None, "answer": ABSENT, "ev": [],
     "para": ["Why did the embankment at Dunnock fail in 1863?",
              "what made the Dunnock breach happen - floods, frost, something else?"]},
    {"n": 22, "type": "absent",
     "q": "How much did the trust spend restoring the locks?",
     "cands": ["£1.2 million", "£640,000", "£4,200", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 23, "type": "absent",
     "q": "When did Hester Quayle die?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 24, "type": "end",
     "q": "What does the film end with?",
     "cands": ["A preview of the next episode, about the Gannet Point lighthouse",
               "Maud Ferriby reopening the tunnel",
               "The last cargo of coal in 1921",
               "The historian talking about dividends"],
     "answer": "A preview of the next episode, about the Gannet Point lighthouse", "ev": [15]},
]

DOCUMENTARY = {
    "name": "documentary",
    "footer": "Waterways of the Vale  -  episode 3: The Aldwyn Cut",
    "lead_in": 7,
    "speed": 160,
    "segments": DOCUMENTARY_SEGMENTS,
    "questions": DOCUMENTARY_QUESTIONS,
}

VIDEOS = [MEETING, TUTORIAL, DOCUMENTARY]
