"""Scripts of the "blind5" evaluation videos: slides, narration and hand-written questions.

Three invented videos, one per genre:

- ``lecture``: a university geoscience lecture with slides (two speakers and a student question)
- ``review``: a coffee grinder review (reviewer plus a café owner for the blind tasting)
- ``vlog``: a six-day bathroom renovation vlog (vlogger plus her dad)

Everything is invented: people, places, brands, numbers, dates and prices. Narration ("say") speaks
numbers as words; slides show digits. Each slide has a speaker name box and that speaker's voice.

Each question: n, q (as a viewer would type it), cands (4 options, or None for an open question),
answer, type (checked_set.TYPES), ev (slide indexes that hold the answer; empty when the answer is
not in the video) and optionally para (two rewordings of q with the same answer).
"""
from slides import ABSENT

# ---------------------------------------------------------------------------------------------
# lecture: GEO 214, lecture 9, the Kessvik Glacier field season
# ---------------------------------------------------------------------------------------------
ODILE = ("Dr Odile Brannock, lecturer", "en-gb+f3")
TOMASZ = ("Tomasz Ferrow, PhD candidate", "en-gb-x-gbclan+m2")
AYLA = ("Ayla Ruddock, student", "en-029+f2")


def lec(who, title, lines, say, dur, bg="#f3efe4", boxes=None):
    seg = {"speaker": who[0], "voice": who[1], "title": title, "lines": lines, "say": say,
           "dur": dur, "bg": bg}
    if boxes:
        seg["boxes"] = boxes
    return seg


LECTURE = {
    "name": "lecture",
    "footer": "GEO 214 Glaciers and Meltwater  |  Tessaly University  |  Autumn term",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        # 0
        lec(ODILE, "Lecture 9: Measuring the Kessvik Glacier",
            ["GEO 214  Glaciers and Meltwater", "Dr Odile Brannock",
             "with Tomasz Ferrow (PhD candidate)", "Tessaly University, week 9"],
            "Good morning, everyone, and welcome to lecture nine of Glaciers and Meltwater. "
            "I'm Odile Brannock. Today is the story of how we measured the Kessvik Glacier last "
            "summer, what went wrong, and what the numbers tell us. Halfway through, my doctoral "
            "student Tomasz Ferrow will take over and walk you through the field data.",
            26, bg="#1f2a44"),
        # 1
        lec(ODILE, "Before we start",
            ["Problem set 3 due: Thu 14 Nov, 5 pm", "Office hours: Wed 2-4 pm, Room B117",
             "Field trip sign-up closes: Fri 8 Nov"],
            "Two bits of housekeeping. Problem set three. The slide says Thursday the fourteenth, "
            "but that is out of date. The deadline has moved to Monday the eighteenth of November, "
            "still at five in the afternoon. Office hours stay the same, Wednesdays from two until "
            "four, in room B one seventeen.",
            24),
        # 2
        lec(ODILE, "The field plan (as written in May)",
            ["1. Drill ablation stakes", "2. GPS survey of the stakes",
             "3. Radar survey of ice thickness", "4. Meltwater gauging at the outlet",
             "5. Install the weather station"],
            "This was our plan, written back in May, in a nice tidy order. Stakes first, then "
            "positions, then radar, then the river, and the weather station last of all. As you'll "
            "hear, the glacier had other ideas. The season ran for twenty-three days, from the "
            "second to the twenty-fourth of July.",
            24),
        # 3
        lec(ODILE, "Kessvik Glacier, Orrafell range",
            ["Length: 7.8 km", "Terminus: 640 m a.s.l.    Top: 1,910 m", "Area by survey year:",
             "     1968    19.6 km²", "     1994    17.1 km²", "     2009    15.8 km²",
             "     2023    14.2 km²"],
            "Here is the glacier itself, about seven point eight kilometres long. Now look at the "
            "areas. Our department first went up there in the year on the second row; the figure "
            "above it comes from an air survey by the mapping office. So since our first visit, "
            "Kessvik has lost almost three square kilometres.",
            25),
        # 4
        lec(ODILE, "Day 1: fog",
            ["Helicopter booked: 2 July, 08:00", "Helicopter arrived: 4 July, 15:30",
             "On board: steam drill + radar"],
            "On day one the valley was full of fog, and the helicopter carrying the steam drill and "
            "the radar simply could not fly. It turned up more than two days late. Rather than sit "
            "in the tents, we carried the weather station up from base camp on our backs and "
            "installed it that first afternoon. So item five became item one.",
            25),
        # 5
        lec(TOMASZ, "Drilling the ablation stakes",
            ["Stakes planned: 6", "Stake length: 10 m (five 2 m sections)",
             "Drill: Hallgren SD-3 steam drill"],
            "Thanks, Odile. Hi, everyone. Once the helicopter landed, the drill became my whole "
            "life. On the very first hole the hose split and sprayed boiling water all over my "
            "boots, so we lost the evening to repairs. We did finish stake one that night, down on "
            "the lower tongue.",
            23),
        # 6
        lec(TOMASZ, "Stakes in the ice",
            ["S1  lower tongue", "S2  medial moraine", "S3  below the icefall", "S4  upper plateau"],
            "Over the next two days, stakes two, three and four went in. Below the icefall the "
            "burner cut out in the wind, and we had to relight it under a tarp, which cost us about "
            "an hour. Stakes five and six never happened, because the crevasses on the north side "
            "were simply too open to cross safely.",
            25),
        # 7
        lec(TOMASZ, "Radar: how thick is the ice?",
            ["Radar lines surveyed: 11", "Maximum thickness: 212 m", "Mean thickness: 96 m"],
            "Next came the radar, on days six and seven. It was meant to come after the GPS, but "
            "the radar team from Brelland had to leave early for another project, so we moved it "
            "up. We walked eleven lines across the glacier. The thickest ice, about two hundred and "
            "twelve metres, sits under the central flowline, just above the icefall.",
            27),
        # 8
        lec(TOMASZ, "Meltwater at the outlet",
            ["Gauging station: Kessvik outlet bridge", "Peak discharge: 9.4 m³/s (23 July)",
             "Lowest: 1.1 m³/s (11 July)"],
            "At the outlet we measured the river every evening from day eight onwards. The drill, "
            "by the way, had one more tantrum here. We used it to bore a hole for the gauge post, "
            "and it jammed solid in the gravel. I had to strip it down on the riverbank. The "
            "biggest flows came after a warm spell late in July.",
            25),
        # 9
        lec(TOMASZ, "GPS survey: stake speeds",
            ["Stake     speed (m/yr)", "S1           31", "S2           44", "S3           58",
             "S4           22"],
            "The GPS survey was the last new job we started, on day nineteen, once the stakes had "
            "had a couple of weeks to move. The fastest stake is the one below the icefall, where "
            "the ice is steep. The slowest is up on the plateau, where the ice barely creeps.",
            23),
        # 10
        lec(TOMASZ, "Mass balance 2023",
            ["Net balance: -1.3 m w.e.", "Winter snow (May): +0.9 m w.e.",
             "Summer melt: -2.2 m w.e."],
            "Put it all together and the net balance for the year is minus one point eight metres "
            "of water equivalent. Sorry, no, I'm reading the wrong column of my notes. It is minus "
            "one point three, as the slide says. That is the most negative year in our record.",
            23),
        # 11
        lec(AYLA, "Questions so far?",
            ["Net balance 2023: -1.3 m w.e.", "Most negative year on record"],
            "Sorry, quick question. If the glacier keeps losing a metre and a bit every single "
            "year, how long until there's nothing left of it at all?",
            20),
        # 12
        lec(ODILE, "How long does Kessvik have?",
            ["Mean thickness: 96 m", "Loss rate 2014-2023: about 1.1 m/yr",
             "Simple estimate: 80-90 years", "Model estimate: 55-65 years"],
            "Good question, Ayla. If you just divide the mean thickness by the yearly loss, you get "
            "eighty to ninety years. But that is too optimistic, because as the surface drops, it "
            "sits lower, in warmer air, so the melting speeds up. Our model says closer to sixty "
            "years.",
            24),
        # 13
        lec(ODILE, "What a field season costs",
            ["Helicopter (6.5 h): £14,300", "Steam drill hire: £2,150", "Food and fuel: £3,980",
             "Total: £20,430"],
            "People always ask about money. The helicopter is by far the biggest item, more than "
            "two thirds of the total. The season was paid for by the Arnholt Trust, which has "
            "funded this project since twenty eighteen.",
            21),
        # 14
        lec(ODILE, "Summary",
            ["Kessvik lost 2.9 km² since 1994", "Net balance 2023: -1.3 m w.e.",
             "Fastest ice: 58 m/yr below the icefall", "Estimate: about 60 years left"],
            "So, to sum up: a shrinking glacier, a record negative year, and, if nothing changes, "
            "about sixty years left. Remember that your field notebooks are marked as part of the "
            "coursework, so bring yours to the practical on Monday.",
            22),
        # 15
        lec(ODILE, "Next week",
            ["Lecture 10: Permafrost and thaw slumps", "Case study: the Dravna plateau",
             "Reading: Ostrander, chapter 6"],
            "Next week we leave the ice behind and go underground, to permafrost and the thaw "
            "slumps on the Dravna plateau. Please read chapter six of Ostrander before you come. "
            "Thank you, and see you on Monday.",
            21, bg="#1f2a44"),
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [0],
         "q": "At the start, what does the lecturer say Tomasz Ferrow is going to do later on?",
         "cands": ["Take over and walk through the field data", "Demonstrate the steam drill live",
                   "Hand back the marked problem sets", "Introduce next week's permafrost topic"],
         "answer": "Take over and walk through the field data"},
        {"n": 2, "type": "correction", "ev": [1],
         "q": "when is problem set 3 actually due?",
         "cands": ["Thursday 14 November", "Monday 18 November", "Friday 8 November",
                   "Wednesday 13 November"],
         "answer": "Monday 18 November",
         "para": ["I missed the housekeeping bit at the beginning. Which day do we really have to "
                  "hand in the third problem set?",
                  "Is the Thursday deadline on the slide still right for problem set three, or "
                  "did it move somewhere else?"]},
        {"n": 3, "type": "needle_screen", "ev": [1], "cands": None,
         "q": "When does sign-up for the field trip close?",
         "answer": "Friday 8 November"},
        {"n": 4, "type": "quantity", "ev": [2], "cands": None,
         "q": "How long did last summer's field season last?",
         "answer": "23 days (2 to 24 July)"},
        {"n": 5, "type": "order", "ev": [2, 4, 5, 6, 7, 8, 9],
         "q": "Which order did the five field jobs really happen in?",
         "cands": ["Weather station, stakes, radar, river gauging, GPS survey",
                   "Stakes, GPS survey, radar, river gauging, weather station",
                   "Weather station, stakes, GPS survey, radar, river gauging",
                   "Stakes, weather station, radar, GPS survey, river gauging"],
         "answer": "Weather station, stakes, radar, river gauging, GPS survey"},
        {"n": 6, "type": "why", "ev": [4], "cands": None,
         "q": "Why did they put the weather station up first when it was last on the plan?",
         "answer": "Fog stopped the helicopter carrying the drill and radar from flying, so instead "
                   "of waiting they carried the weather station up from base camp and installed it",
         "para": ["What made the team swap the weather station from the end of their plan to the "
                  "very start?",
                  "The station was supposed to be the final job. What happened on day one that "
                  "changed that?"]},
        {"n": 7, "type": "speech_and_screen", "ev": [3],
         "q": "How big was the glacier the year her department first went up there?",
         "cands": ["19.6 km²", "17.1 km²", "15.8 km²", "14.2 km²"],
         "answer": "17.1 km²",
         "para": ["What area did Kessvik cover at the time of the department's very first visit?",
                  "Going by the table of areas and what she says about which row is theirs, how "
                  "large was the ice when the university team first surveyed it?"]},
        {"n": 8, "type": "count", "ev": [5, 6, 8],
         "q": "How many times did the steam drill break down?",
         "cands": ["2", "3", "4", "6"],
         "answer": "3",
         "para": ["Tomasz has one problem after another with the drill. How many separate failures "
                  "does he describe?",
                  "Add up every mishap the steam drill had during the season: what's the total?"]},
        {"n": 9, "type": "who", "ev": [5], "cands": None,
         "q": "who got sprayed with boiling water from the drill hose?",
         "answer": "Tomasz Ferrow, the PhD student (it went over his boots)"},
        {"n": 10, "type": "why", "ev": [6],
         "q": "Why were stakes five and six never put in?",
         "cands": ["The drill broke down for good", "They ran out of stake sections",
                   "The crevasses on the north side were too open to cross safely",
                   "The helicopter had to leave early"],
         "answer": "The crevasses on the north side were too open to cross safely"},
        {"n": 11, "type": "why", "ev": [7], "cands": None,
         "q": "What was the reason the radar survey got moved ahead of the GPS?",
         "answer": "The radar team from Brelland had to leave early for another project"},
        {"n": 12, "type": "spoken_fact", "ev": [7], "cands": None,
         "q": "Where on the glacier is the ice thickest?",
         "answer": "Under the central flowline, just above the icefall (about 212 m thick)"},
        {"n": 13, "type": "needle_screen", "ev": [8],
         "q": "On what date did the outlet river hit its peak flow?",
         "cands": ["11 July", "23 July", "20 July", "4 July"],
         "answer": "23 July"},
        {"n": 14, "type": "speech_and_screen", "ev": [6, 9], "cands": None,
         "q": "how fast is the stake up on the plateau moving per year?",
         "answer": "22 m per year (stake S4)"},
        {"n": 15, "type": "correction", "ev": [10],
         "q": "What net balance did Tomasz end up giving for 2023 after he fixed his mistake?",
         "cands": ["-1.8 m w.e.", "-1.3 m w.e.", "-2.2 m w.e.", "+0.9 m w.e."],
         "answer": "-1.3 m w.e."},
        {"n": 16, "type": "who", "ev": [11],
         "q": "Who asked how long the glacier has got left?",
         "cands": ["Ayla Ruddock, a student", "Tomasz Ferrow", "Odile Brannock",
                   "Someone from the Brelland radar team"],
         "answer": "Ayla Ruddock, a student"},
        {"n": 17, "type": "why", "ev": [12], "cands": None,
         "q": "Why does she say the 80 to 90 year estimate is too optimistic?",
         "answer": "As the surface drops it sits lower in warmer air, so melting speeds up; the "
                   "model gives closer to 60 years"},
        {"n": 18, "type": "quantity", "ev": [13], "cands": None,
         "q": "How much did the helicopter time cost them?",
         "answer": "£14,300 (6.5 hours)"},
        {"n": 19, "type": "spoken_fact", "ev": [13], "cands": None,
         "q": "Who pays for the project, and since when?",
         "answer": "The Arnholt Trust, since 2018"},
        {"n": 20, "type": "topic", "ev": [0, 2, 14],
         "q": "What's this lecture mainly about?",
         "cands": ["Permafrost and thaw slumps on the Dravna plateau",
                   "How a steam drill works and how to repair it",
                   "How the team measured the Kessvik Glacier and what the results show",
                   "How glacier research gets funded"],
         "answer": "How the team measured the Kessvik Glacier and what the results show",
         "para": ["In one line, what did today's class cover?",
                  "If I skipped this session, which subject would I have missed?"]},
        {"n": 21, "type": "end", "ev": [15], "cands": None,
         "q": "What reading are we supposed to do before the next lecture?",
         "answer": "Chapter 6 of Ostrander"},
        {"n": 22, "type": "right_before_after", "ev": [2], "cands": None,
         "q": "Right after the housekeeping notices, what does she put up on the screen?",
         "answer": "The field plan written in May (the five planned jobs in order)"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did it cost to hire the radar equipment?",
         "cands": ["£2,150", "£3,980", "£1,200", ABSENT],
         "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [], "cands": None,
         "q": "What was the coldest temperature the new weather station recorded?",
         "answer": ABSENT},
    ],
}

# ---------------------------------------------------------------------------------------------
# review: Bench & Brew, episode 57, the Tolvane K4 grinder
# ---------------------------------------------------------------------------------------------
CALLUM = ("Callum Drezner, Bench & Brew", "en-gb-x-rp+m4")
LORNA = ("Lorna Achterberg, Pipit Café", "en-us-nyc+f4")


def rev(who, title, lines, say, dur, bg="#2e2a26", boxes=None):
    seg = {"speaker": who[0], "voice": who[1], "title": title, "lines": lines, "say": say,
           "dur": dur, "bg": bg}
    if boxes:
        seg["boxes"] = boxes
    return seg


REVIEW = {
    "name": "review",
    "footer": "Bench & Brew  |  episode 57  |  not sponsored",
    "lead_in": 6,
    "speed": 160,
    "segments": [
        # 0
        rev(CALLUM, "Tolvane K4: a month with it",
            ["Bench & Brew, episode 57", "Tolvane K4 flat burr grinder",
             "Bought with my own money"],
            "Hello, and welcome back to Bench and Brew. I'm Callum. This is the Tolvane K four, a "
            "flat burr grinder I've been using every single morning for a month. Tolvane didn't "
            "send me this one. I paid for it myself, so nobody at the company has seen this review "
            "before you.",
            24),
        # 1
        rev(CALLUM, "In the box",
            ["Grinder + 250 g hopper", "Dosing cup (58 mm)", "Cleaning brush",
             "Burr alignment tool", "Quick-start card (no full manual)"],
            "In the box you get the grinder, the hopper, a dosing cup, a little brush and, "
            "unusually, an alignment tool for the burrs. What you don't get is a proper manual, "
            "just a card with six pictures on it, which annoyed me more than it should have.",
            22),
        # 2
        rev(CALLUM, "Spec sheet",
            ["Burrs: 54 mm flat, steel", "Grind settings: 40 steps", "Motor: 180 W",
             "Weight: 2.4 kg", "Price: £189 (launch week: £169)"],
            "Now the specs. Fifty-four millimetre flat steel burrs, forty steps of adjustment, and "
            "a one hundred and eighty watt motor. It weighs two point one kilos. I paid one hundred "
            "and eighty-nine pounds from Kettlebridge Coffee Supply; launch-week buyers got it "
            "twenty pounds cheaper.",
            25),
        # 3
        rev(CALLUM, "How I tested it",
            ["1. Espresso dial-in", "2. Pour-over (V60)", "3. French press", "4. Noise",
             "5. Retention"],
            "Here's the test plan I wrote on the first day. As you'll see, I didn't exactly stick "
            "to it. Every test used the same beans, a washed coffee from Harrowgate Roasters, "
            "roasted on the third of March.",
            20),
        # 4
        rev(CALLUM, "Noise",
            ["Empty: 71 dB", "Grinding 18 g: 78 dB", "Measured at 1 m, phone app"],
            "I actually did the noise test first, because my flatmate was away for the weekend "
            "and I could make as much racket as I liked at seven in the morning. Grinding eighteen "
            "grams, it's loud but low pitched, more of a hum than a scream.",
            22),
        # 5
        rev(CALLUM, "French press",
            ["Setting: 34", "Fines: low", "Brew: 30 g / 500 ml, 4 min"],
            "Then the French press, because I was out of milk and wanted something simple. At "
            "setting thirty-four the grounds were beautifully even. After brewing, I tipped the "
            "grinder upside down, tapped out the old grounds, and brushed the chute clean.",
            22),
        # 6
        rev(CALLUM, "Espresso dial-in",
            ["Target: 18 g in, 36 g out, 25-30 s", "Machine: Ardell Duo (borrowed)"],
            "Then espresso, on a machine I borrowed from Lorna. On this grinder, lower numbers are "
            "finer. My starting point gushed through in about nine seconds. I went five steps finer "
            "and tried again, but that tasted sour. Another two steps finer, and this time it "
            "choked the machine completely. So I backed off by a single step, and that one was "
            "lovely.",
            28),
        # 7
        rev(CALLUM, "Espresso: where it landed",
            ["Final setting: 6", "Shot: 18 g in, 37 g out, 28 s", "Steps: a little coarse"],
            "So the setting I ended up on for espresso was six, and the shot ran in twenty-eight "
            "seconds. To be clear, the K four is an all-rounder, not an espresso specialist, so "
            "the steps are a bit coarse for fine tuning, but I always got there in the end.",
            23),
        # 8
        rev(LORNA, "Pour-over, tasted blind",
            ["V60: 15 g / 250 ml", "K4 at setting 22 vs the café's grinder",
             "Blind tasting: 3 rounds"],
            "Hi, I'm Lorna, I run the Pipit Café on Corran Street. Callum made two cups of "
            "pour-over, one from his grinder and one from my café grinder, and I tasted them "
            "without knowing which was which. I picked his as the sweeter cup twice out of three.",
            23, bg="#3a2f2a"),
        # 9
        rev(CALLUM, "Retention (grams left inside)",
            ["Setting  6:   0.4 g", "Setting 22:   0.2 g", "Setting 34:   0.1 g",
             "Average of 5 runs each"],
            "Last of all, retention, which is how much coffee stays stuck inside. For the setting "
            "Lorna and I used for pour-over, it's tiny. At espresso settings it's about double, "
            "still small enough that I don't bother with the bellows trick.",
            22),
        # 10
        rev(CALLUM, "Build quality",
            ["Body: powder-coated aluminium", "Hopper: 250 g", "Burr carrier: steel",
             "Dial: click stops"],
            "A correction. Earlier I told you it weighs two point one kilos. I put it on the "
            "kitchen scale this morning, and it's actually two point four, which matches the box. "
            "It feels solid, and the dial clicks firmly, so it doesn't wander when you bump it.",
            23),
        # 11
        rev(CALLUM, "What I didn't like",
            ["Static: some chaff on the counter", "No full manual",
             "Burrs misaligned out of the box"],
            "Now the downsides. There's a bit of static, so light roasts spray a little chaff "
            "around. And out of the box the burrs were slightly misaligned, which is presumably why "
            "that tool comes in the box. It took me twenty minutes to fix, and the grind got "
            "noticeably more even afterwards.",
            25),
        # 12
        rev(CALLUM, "Against the competition",
            ["Tolvane K4        £189    54 mm    40 steps", "Marrick Vale      £229    58 mm    stepless",
             "Quillon Q2        £145    48 mm    30 steps"],
            "How does it stack up? The Marrick is nicer to adjust, but it costs forty pounds more. "
            "The Quillon is cheaper, but its burrs are smaller, and it struggled with light roasts "
            "when I tried one last year. For me, the Tolvane sits in the sweet spot.",
            23),
        # 13
        rev(CALLUM, "Warranty and parts",
            ["Warranty: 3 years", "Spare burrs: £38 a pair", "Support replied in: 2 days"],
            "The warranty is three years, but only if you register it online within a month of "
            "buying. Replacement burrs are sold separately, and when I emailed support about the "
            "alignment, they got back to me in two days.",
            21),
        # 14
        rev(CALLUM, "Verdict",
            ["Buy it if: you brew a bit of everything", "Skip it if: espresso is all you drink"],
            "So, the verdict. I'm giving the Tolvane K four eight out of ten. If you make a bit of "
            "everything, it's a lovely grinder for the money. If you only ever drink espresso, save "
            "up for something with finer steps.",
            22, boxes=[(70, 260, 300, 110, "#f2c14e", "Score\n8 / 10")]),
        # 15
        rev(CALLUM, "Next time on Bench & Brew",
            ["Hand-held milk frothers: 5 tested", "All under £30"],
            "Next week, something completely different. I've got five cheap hand-held milk "
            "frothers lined up, all under thirty pounds, and I'm going to find out which ones "
            "actually make microfoam. Thanks for watching, and I'll see you then.",
            22, bg="#1c3b4a"),
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [0],
         "q": "How did Callum get hold of the grinder he's reviewing?",
         "cands": ["Tolvane sent it to him for free", "He borrowed it from Lorna",
                   "He won it in a giveaway", "He bought it with his own money"],
         "answer": "He bought it with his own money"},
        {"n": 2, "type": "topic", "ev": [0, 14], "cands": None,
         "q": "What product is this video reviewing?",
         "answer": "The Tolvane K4, a flat burr coffee grinder",
         "para": ["what's the gadget under test in this episode",
                  "Which piece of kit does Callum spend the whole video judging?"]},
        {"n": 3, "type": "spoken_fact", "ev": [1], "cands": None,
         "q": "What does he complain is missing from the box?",
         "answer": "A proper manual; there's only a quick-start card with six pictures"},
        {"n": 4, "type": "quantity", "ev": [2],
         "q": "How much did Callum pay for his K4?",
         "cands": ["£169", "£189", "£229", "£145"],
         "answer": "£189"},
        {"n": 5, "type": "spoken_fact", "ev": [2], "cands": None,
         "q": "Which shop did he buy it from?",
         "answer": "Kettlebridge Coffee Supply"},
        {"n": 6, "type": "correction", "ev": [2, 10],
         "q": "How heavy is the grinder?",
         "cands": ["2.1 kg", "2.4 kg", "1.8 kg", "3.0 kg"],
         "answer": "2.4 kg",
         "para": ["He quotes two different weights for the K4. Which one turns out to be right?",
                  "What did the kitchen scale say when Callum weighed it again?"]},
        {"n": 7, "type": "order", "ev": [3, 4, 5, 6, 8, 9],
         "q": "In what order did he actually run his tests?",
         "cands": ["Espresso, pour-over, French press, noise, retention",
                   "Noise, French press, espresso, pour-over, retention",
                   "Noise, espresso, French press, pour-over, retention",
                   "French press, noise, espresso, retention, pour-over"],
         "answer": "Noise, French press, espresso, pour-over, retention",
         "para": ["He shows a test plan early on, but what sequence did the tests really happen "
                  "in?",
                  "Forget the list on screen: which test came first, which second, and so on, in "
                  "real life?"]},
        {"n": 8, "type": "why", "ev": [4], "cands": None,
         "q": "why did he do the noise test before everything else?",
         "answer": "His flatmate was away for the weekend, so he could be as loud as he liked at "
                   "seven in the morning",
         "para": ["What made noise the first thing Callum tested?",
                  "Noise was fourth on his plan. So what was his reason for running it straight "
                  "away?"]},
        {"n": 9, "type": "needle_screen", "ev": [4], "cands": None,
         "q": "How loud did it get while grinding an 18 g dose?",
         "answer": "78 dB (measured at 1 m)"},
        {"n": 10, "type": "why", "ev": [5],
         "q": "Why did he try the French press when he did?",
         "cands": ["He was out of milk and wanted something simple",
                   "Lorna asked him to", "The beans were too old for espresso",
                   "It is the easiest brew to measure"],
         "answer": "He was out of milk and wanted something simple"},
        {"n": 11, "type": "count", "ev": [6],
         "q": "How many espresso shots did he pull while dialling in?",
         "cands": ["2", "3", "4", "5"],
         "answer": "4",
         "para": ["Counting the good one, how many attempts did it take him to get an espresso he "
                  "liked?",
                  "From the shot that gushed to the one that tasted right, how many shots were "
                  "there altogether?"]},
        {"n": 12, "type": "relation", "ev": [6, 7], "cands": None,
         "q": "Which grind setting did he start the espresso dial-in from?",
         "answer": "12 (he went 5 finer, 2 more finer, then 1 coarser to land on 6)"},
        {"n": 13, "type": "quantity", "ev": [7], "cands": None,
         "q": "how long did the final espresso shot run",
         "answer": "28 seconds"},
        {"n": 14, "type": "who", "ev": [8],
         "q": "Who did the blind taste test of the pour-overs?",
         "cands": ["Callum's flatmate", "Lorna, who runs the Pipit Café",
                   "An engineer from Tolvane", "Callum himself"],
         "answer": "Lorna, who runs the Pipit Café",
         "para": ["Whose palate decided which pour-over was the sweeter cup?",
                  "Somebody tasted the two cups without knowing which grinder made which. Who was "
                  "that?"]},
        {"n": 15, "type": "quantity", "ev": [8],
         "q": "In how many tasting rounds did the K4's cup come out sweeter?",
         "cands": ["1 of 3", "2 of 3", "3 of 3", "2 of 5"],
         "answer": "2 of 3"},
        {"n": 16, "type": "speech_and_screen", "ev": [8, 9], "cands": None,
         "q": "How much coffee stays stuck inside at the setting they used for pour-over?",
         "answer": "0.2 g (setting 22)"},
        {"n": 17, "type": "why", "ev": [1, 11], "cands": None,
         "q": "Why does he think there's an alignment tool in the box?",
         "answer": "Because the burrs came slightly misaligned out of the box"},
        {"n": 18, "type": "quantity", "ev": [11], "cands": None,
         "q": "How long did fixing the burr alignment take him?",
         "answer": "20 minutes"},
        {"n": 19, "type": "spoken_fact", "ev": [13],
         "q": "What do you have to do to get the three-year warranty?",
         "cands": ["Keep the receipt", "Register it online within a month of buying",
                   "Buy from an authorised dealer", "Send it in for a yearly check"],
         "answer": "Register it online within a month of buying"},
        {"n": 20, "type": "end", "ev": [14], "cands": None,
         "q": "What score does he give it in the end?",
         "answer": "8 out of 10"},
        {"n": 21, "type": "right_before_after", "ev": [5], "cands": None,
         "q": "What did he do straight after brewing the French press?",
         "answer": "Tipped the grinder upside down, tapped out the old grounds and brushed the "
                   "chute clean"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Which colour of the K4 did he buy?",
         "cands": ["Matte black", "Brushed silver", "Cream", ABSENT],
         "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [], "cands": None,
         "q": "How many seconds does it take to grind an 18 gram dose?",
         "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [], "cands": None,
         "q": "what country is Tolvane based in?",
         "answer": ABSENT},
    ],
}

# ---------------------------------------------------------------------------------------------
# vlog: Gull Cottage Diaries, the bathroom in six days
# ---------------------------------------------------------------------------------------------
IMOGEN = ("Imogen Farrant", "en-gb-scotland+f2")
BERNARD = ("Bernard Farrant (Imogen's dad)", "en-gb-x-gbcwmd+m3")


def vlog(who, title, lines, say, dur, bg="#e6efe2", boxes=None):
    seg = {"speaker": who[0], "voice": who[1], "title": title, "lines": lines, "say": say,
           "dur": dur, "bg": bg}
    if boxes:
        seg["boxes"] = boxes
    return seg


VLOG = {
    "name": "vlog",
    "footer": "Gull Cottage Diaries  |  the bathroom",
    "lead_in": 4,
    "speed": 160,
    "segments": [
        # 0
        vlog(IMOGEN, "Gull Cottage: the bathroom",
             ["Six days, one tiny bathroom", "Budget: £1,500", "Start: Sat 12 April"],
             "Hiya, and welcome back to the cottage. This is the bathroom, and honestly it's the "
             "worst room in the house. The plan is to gut it and have it finished in six days, "
             "with a budget of fifteen hundred pounds. Let's see how that goes.",
             22),
        # 1
        vlog(IMOGEN, "The job list",
             ["1. Strip the old tiles", "2. Replace rotten floorboards",
              "3. Move the toilet waste (plumber)", "4. Tile the walls", "5. Grout and seal",
              "6. Paint the ceiling"],
             "Here's my list, stuck on the fridge. I've written it in the order that makes sense "
             "to me, but a renovation never goes to plan, so let's keep score and see how much of "
             "it actually happens in this order.",
             21),
        # 2
        vlog(IMOGEN, "Day 1 - Sat 12 April",
             ["Old tiles off: 4 walls", "Rubble sacks used: 14"],
             "Day one. Demolition! The old tiles came off surprisingly easily, apart from the wall "
             "behind the sink. At lunchtime I nipped out to Hatherley's, the builders' merchant in "
             "the village, for rubble sacks, because I'd completely underestimated the mess. Under "
             "the toilet, the floorboards are soft, which is worrying.",
             25),
        # 3
        vlog(IMOGEN, "Day 2 - Sun 13 April",
             ["Plumber: Declan Hurst", "Toilet waste moved 40 cm left"],
             "Day two, and a surprise. Declan the plumber rang at eight to say another job had "
             "been cancelled, so he could come today instead of Tuesday. That meant the toilet "
             "waste got moved before the floorboards were done, with half the floor up. He shifted "
             "it forty centimetres to the left.",
             24),
        # 4
        vlog(IMOGEN, "Why the boards rotted",
             ["Joists: OK", "Boards to replace: 3"],
             "Declan showed me why the floor was rotten. The old wax seal under the toilet had "
             "been leaking for years, a little bit with every flush. Luckily the joists underneath "
             "are fine, so only the boards need replacing, not the whole structure.",
             21),
        # 5
        vlog(BERNARD, "Day 3 - Mon 14 April",
             ["New boards: 18 mm plywood", "Screwed down, not nailed"],
             "Morning. I'm Bernard, Imogen's dad, and I've been drafted in for the floor. We're "
             "using eighteen millimetre plywood and screwing it down, because nails squeak after a "
             "winter. We ran out of ply by eleven, so Imogen has gone back to the merchant for two "
             "more sheets.",
             24, bg="#dfe7ef"),
        # 6
        vlog(IMOGEN, "Day 3 - evening: ceiling",
             ["Paint: 2 coats, matt", "Mould-resistant bathroom paint"],
             "I know the ceiling was last on my list, but I painted it tonight, before a single "
             "tile goes up, so any drips land on bare plaster instead of on brand new tiles. Two "
             "coats. My neck will never forgive me.",
             21),
        # 7
        vlog(IMOGEN, "Day 4 - Tue 15 April: tiling",
             ["Wall A (sink):      2.0 m²", "Wall B (bath):      2.9 m²",
              "Wall C (window):  1.4 m²", "Wall D (door):       1.9 m²",
              "Tiles ordered: 9 m² at £27/m²"],
             "Tiling day! We started on the wall with the window, because it's the smallest, and "
             "I wanted to practise where mistakes are least obvious. Then, disaster. The adhesive "
             "I'd bought was the wrong kind for a wet room, so back to Hatherley's I went, again, "
             "to swap it.",
             25),
        # 8
        vlog(IMOGEN, "Cutting",
             ["Tile cutter: borrowed from Dad", "Spacers: 3 mm"],
             "Dad lent me his tile cutter. It works beautifully, until it doesn't. I snapped one "
             "tile clean in half on a cut that was far too thin. Lesson learned: don't try to cut "
             "slivers narrower than about two centimetres.",
             21),
        # 9
        vlog(IMOGEN, "Day 5 - Wed 16 April",
             ["Walls A, B and D done", "Towel rail holes: 4"],
             "Day five, and the other three walls are finished. Drilling for the towel rail, a "
             "tile cracked right across, even with tape on it, so that one had to come off and be "
             "replaced. I also made one more dash to the merchant, for extra spacers and a new "
             "drill bit.",
             24),
        # 10
        vlog(IMOGEN, "Day 6 - Thu 17 April: grout",
             ["Grout: 2 bags", "Silicone around the bath"],
             "Last day. Grouting is weirdly satisfying. I did it in small patches, wiping each one "
             "off before it set, and then ran a bead of silicone round the bath. Declan popped back "
             "at lunchtime to check his joint wasn't weeping, and it's bone dry.",
             23),
        # 11
        vlog(IMOGEN, "Where the money went",
             ["Tiles (9 m²):                    £243", "Plumber:                           £240",
              "Plywood + screws:            £96", "Adhesive, grout, silicone:  £112",
              "Paint:                                £38", "Tools and sundries:          £171",
              "Total:                               £900"],
             "Now, the budget. Declan charged me two hundred and sixty pounds. Oh, hang on, that's "
             "the quote. The actual invoice was two hundred and forty, because it took him less "
             "time than he thought. In total I spent nine hundred pounds, so six hundred under "
             "budget.",
             24, bg="#f4efe1"),
        # 12
        vlog(IMOGEN, "Before and after",
             ["Before: cracked tiles, soft floor", "After: new floor, tiled walls",
              "Toilet: same one, new position"],
             "Here's the before and after. The toilet is actually the old one, just moved, and you "
             "would never know. The thing I'm proudest of is the floor, because you can jump on it "
             "and nothing moves.",
             20),
        # 13
        vlog(IMOGEN, "What I'd do differently",
             ["Check the adhesive before leaving the shop", "Leave slack around the plumber",
              "Order 10% extra tiles"],
             "If I did it again, I'd check the adhesive before I left the shop, and I'd leave some "
             "slack around the plumber's booking. And ordering about ten percent extra tiles was "
             "the best decision I made. I used almost all of the spares.",
             22),
        # 14
        vlog(IMOGEN, "Done!",
             ["Finished: Thu 17 April, 6 pm", "First bath: tonight"],
             "And that's it, done in six days, which I genuinely did not expect. The very last job "
             "was hanging the mirror, which Dad insisted on doing himself. I'm going to run the "
             "first bath in this room tonight.",
             21),
        # 15
        vlog(IMOGEN, "Next week",
             ["The garden shed roof", "Felt or corrugated sheets?"],
             "Next week we're heading outside, because the garden shed roof is leaking onto my "
             "bikes, and I need to decide between felt and corrugated sheets. Subscribe so you "
             "don't miss it, and thanks for watching.",
             21, bg="#dfe7ef"),
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [0], "cands": None,
         "q": "Which room is she doing up, and how many days does she give herself?",
         "answer": "The bathroom at Gull Cottage, in six days"},
        {"n": 2, "type": "quantity", "ev": [0],
         "q": "What was the budget for the bathroom?",
         "cands": ["£900", "£1,500", "£600", "£1,200"],
         "answer": "£1,500"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Which job from her list actually got done second?",
         "cands": ["Replacing the rotten floorboards", "Moving the toilet waste",
                   "Painting the ceiling", "Tiling the walls"],
         "answer": "Moving the toilet waste",
         "para": ["After the old tiles were stripped, what job came next in real life?",
                  "Her list had the floorboards in second place. What really ended up being the "
                  "second job done?"]},
        {"n": 4, "type": "why", "ev": [3], "cands": None,
         "q": "Why did the plumber turn up on the Sunday instead of Tuesday?",
         "answer": "Another job of his had been cancelled, so he was free to come early"},
        {"n": 5, "type": "who", "ev": [3],
         "q": "Who moved the toilet waste pipe?",
         "cands": ["Bernard, her dad", "Imogen herself", "Declan Hurst, the plumber",
                   "Someone from Hatherley's"],
         "answer": "Declan Hurst, the plumber"},
        {"n": 6, "type": "quantity", "ev": [3], "cands": None,
         "q": "How far did the toilet get moved?",
         "answer": "40 cm to the left"},
        {"n": 7, "type": "why", "ev": [4],
         "q": "What made the floorboards rot?",
         "cands": ["A leak from the bath", "The old wax seal under the toilet leaking for years",
                   "A burst pipe last winter", "Condensation with no extractor fan"],
         "answer": "The old wax seal under the toilet leaking for years"},
        {"n": 8, "type": "who", "ev": [5], "cands": None,
         "q": "who helped her put the new floor down?",
         "answer": "Her dad, Bernard Farrant",
         "para": ["Which member of her family got roped in for the floorboards?",
                  "The man talking on day three: who is he, in relation to Imogen?"]},
        {"n": 9, "type": "why", "ev": [5], "cands": None,
         "q": "Why did they screw the plywood down instead of nailing it?",
         "answer": "Because nails squeak after a winter"},
        {"n": 10, "type": "count", "ev": [2, 5, 7, 9],
         "q": "How many trips to the builders' merchant did Imogen make?",
         "cands": ["2", "3", "4", "5"],
         "answer": "4",
         "para": ["Add up all her runs to Hatherley's across the week, the first one included. "
                  "What's the total?",
                  "How often did she end up running out to the merchant during the six days?"]},
        {"n": 11, "type": "why", "ev": [1, 6], "cands": None,
         "q": "The ceiling was last on her list, so why did she paint it before tiling?",
         "answer": "So any drips would land on bare plaster instead of on the new tiles",
         "para": ["What was her reasoning for doing the ceiling on day three rather than at the "
                  "end?",
                  "Explain why the painting jumped ahead of the wall tiles."]},
        {"n": 12, "type": "speech_and_screen", "ev": [7],
         "q": "How big is the wall they started tiling on?",
         "cands": ["2.0 m²", "2.9 m²", "1.4 m²", "1.9 m²"],
         "answer": "1.4 m²",
         "para": ["What's the area of the first wall that got tiles?",
                  "Tiling began on one particular wall. How many square metres is that one?"]},
        {"n": 13, "type": "quantity", "ev": [7, 11], "cands": None,
         "q": "What did the tiles cost altogether?",
         "answer": "£243 (9 m² at £27 per m²)"},
        {"n": 14, "type": "count", "ev": [8, 9], "cands": None,
         "q": "how many tiles got broken during the tiling",
         "answer": "2 (one snapped on the cutter, one cracked drilling for the towel rail)"},
        {"n": 15, "type": "spoken_fact", "ev": [8], "cands": None,
         "q": "What's the thinnest strip she says you should try to cut with the tile cutter?",
         "answer": "About 2 cm; nothing narrower"},
        {"n": 16, "type": "right_before_after", "ev": [10],
         "q": "What did she do right after grouting?",
         "cands": ["Hung the mirror", "Ran a bead of silicone round the bath",
                   "Painted the ceiling", "Drilled the holes for the towel rail"],
         "answer": "Ran a bead of silicone round the bath"},
        {"n": 17, "type": "correction", "ev": [11],
         "q": "How much did the plumber actually charge her in the end?",
         "cands": ["£260", "£240", "£243", "£171"],
         "answer": "£240"},
        {"n": 18, "type": "quantity", "ev": [11], "cands": None,
         "q": "By how much did she come in under budget?",
         "answer": "£600 (spent £900 of £1,500)"},
        {"n": 19, "type": "needle_screen", "ev": [14], "cands": None,
         "q": "What time on the last day was it all finished?",
         "answer": "6 pm on Thursday 17 April"},
        {"n": 20, "type": "end", "ev": [14],
         "q": "What was the very last job, and who did it?",
         "cands": ["Grouting, done by Imogen", "Hanging the mirror, done by her dad",
                   "Checking the toilet joint, done by Declan",
                   "Sealing round the bath, done by her dad"],
         "answer": "Hanging the mirror, done by her dad"},
        {"n": 21, "type": "summary", "ev": [0, 11, 14],
         "q": "Which of these best sums up how the week went?",
         "cands": ["It ran over budget and took an extra week",
                   "It was finished in six days and £600 under budget, though the jobs happened "
                   "in a different order",
                   "The plumber never came, so she fixed the shed roof instead",
                   "It finished on time, but the floor had to be redone"],
         "answer": "It was finished in six days and £600 under budget, though the jobs happened "
                   "in a different order"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What brand of paint did she use on the ceiling?",
         "cands": ["Harlow Trade", "Brightwell", "Dunmore Coatings", ABSENT],
         "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [], "cands": None,
         "q": "How long did she let the grout cure before using the bath?",
         "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [], "cands": None,
         "q": "what colour are the new wall tiles",
         "answer": ABSENT},
    ],
}

VIDEOS = [LECTURE, REVIEW, VLOG]
