"""The "blind2" set: three invented videos (a history lecture, a software tutorial, a travel vlog),
their slides, narration and questions, written by hand for render.py.

Everything here is made up: people, places, firms, apps, prices and dates. Numbers are spoken as
words in the narration and shown as digits on the slides. Evidence ("ev") is a list of 0-based slide
indexes; render.py turns it into seconds of the rendered file.
"""
ABSENT = "not mentioned in the video"

# --------------------------------------------------------------------------------------------
# lecture: "Lecture 7: The Salt Roads of Caldervane", Prof. Ysolde Marchetti-Hale (en-gb+f3);
# one question from a student, Tobiah Renn (en-us, name box), on slide 8.
# Traps:
# - plan on slide 1 (roads, toll houses, revolt, sources); slide 5 takes the revolt before the toll
#   houses, reason spoken there; toll houses follow on slide 7.
# - "write something down" 4 times, worded differently: slides 2, 4, 6, 10.
# - spoken correction on slide 5 (revolt began in March -> May).
# - "the second one on this list" (slide 7, speech) is Oxbarrow at 7 pennies (slide only).
# - screen only: 6 sacks per cart (4), Box 41 (11), 12 sacks on 16 May (12), 1911 fire (11).
# - spoken only: Fennick Orde keeps the ledger (4), "the Grey Hen" and about 300 marchers (6).
# - teaser at the end: next week's Lantern Guilds of Varrow (14).
# --------------------------------------------------------------------------------------------
LECTURE = {
    "name": "lecture",
    "footer": "HIS 231  Trade and Power in the Northern Marches  |  Varrow College",
    "lead_in": 5.0,
    "voice": "en-gb+f3",
    "segments": [
        {"bg": "#1f3a5f", "dur": 24, "title": "Lecture 7: The Salt Roads of Caldervane",
         "lines": ["HIS 231: Trade and Power in the Northern Marches",
                   "Prof. Ysolde Marchetti-Hale",
                   "Hollis Hall, Room 12"],
         "say": "Good morning, everyone. Before we start, the projector in the small theatre has died "
                "again, so we have moved to Room twelve for the rest of term. Today is lecture seven, "
                "and it is all about salt: how it moved across Caldervane, who taxed it, and why people "
                "eventually set fire to the toll houses."},
        {"bg": "#f4efe1", "dur": 22, "title": "Today's plan",
         "lines": ["1. The three salt roads",
                   "2. The toll houses",
                   "3. The Revolt of 1683",
                   "4. Reading the sources"],
         "say": "Here is the plan for the hour. First the three salt roads, then the toll houses along "
                "them, then the revolt of sixteen eighty-three, and we finish with the sources, which "
                "is to say, how we actually know any of this."},
        {"bg": "#f4efe1", "dur": 25, "title": "Why salt mattered",
         "lines": ["Preserving fish and mutton through winter",
                   "Tanning hides for the leather trade",
                   "Price of one sack at Orlen market:",
                   "    1671: 11 pennies",
                   "    1683: 19 pennies"],
         "say": "Why care about salt at all? Because without it, nobody in the Marches got through the "
                "winter. Fish, mutton, hides, everything depended on it. And look at the price of a "
                "sack at Orlen market: eleven pennies in sixteen seventy-one, nineteen by sixteen "
                "eighty-three. Write this down, because that jump is the whole story in one number."},
        {"bg": "#e3eef7", "dur": 25, "title": "The three salt roads",
         "lines": ["Northern road: Orlen to Skelby, 140 miles",
                   "Coast road: Orlen to Marrowick, 95 miles",
                   "Eastern road: Orlen to Dunhallow, 60 miles",
                   "Eastern road closed in 1679"],
         "say": "Three roads carried salt out of the pans at Orlen. The northern road was the longest, "
                "at one hundred and forty miles. The coast road ran ninety-five miles, and the eastern "
                "road only sixty. The eastern road was closed in sixteen seventy-nine, after the "
                "Dunhallow bridge washed away in a spring flood, and the crown never paid to rebuild it."},
        {"bg": "#e3eef7", "dur": 24, "title": "Who carried the salt",
         "lines": ["Carters' guild founded 1652",
                   "Licensed carters in 1680: 212",
                   "Typical load: 6 sacks per cart"],
         "say": "The salt moved on carts, and the carters had their own guild. By sixteen eighty there "
                "were two hundred and twelve licensed carters. The guild master, a man called Fennick "
                "Orde, kept a ledger of every single load, and that ledger survives. Put that name in "
                "your notes, because Fennick Orde turns up again later."},
        {"bg": "#5c1f1f", "dur": 26, "title": "The Revolt of 1683",
         "lines": ["New salt tax announced: March 1683",
                   "Revolt begins: May 1683",
                   "Militia arrive: 2 June 1683"],
         "say": "Now, I know the plan said toll houses next, but I am doing the revolt first, because the "
                "toll houses only make sense once you know why people wanted to burn them. The new "
                "salt tax was announced in March sixteen eighty-three, and the revolt broke out that "
                "same March. No, sorry, I misspoke. It broke out in May. March is only the announcement."},
        {"bg": "#5c1f1f", "dur": 25, "title": "Agnes Tullwick",
         "lines": ["Born c. 1641, Skelby",
                   "Ran her late husband's mill from 1676",
                   "Led the march of 14 May 1683"],
         "say": "The leader was Agnes Tullwick, a miller's widow from Skelby. The ballads written "
                "afterwards call her the Grey Hen, after the grey shawl she wore to the march. On the "
                "fourteenth of May she led about three hundred people out of Skelby toward the toll "
                "houses. Jot that date down. It has been on every exam I have ever set."},
        {"bg": "#f4efe1", "dur": 25, "title": "The toll houses",
         "lines": ["Harl's Gate: 3 pennies a sack",
                   "Oxbarrow: 7 pennies a sack",
                   "Tennet Bridge: 5 pennies a sack",
                   "All three on the northern road"],
         "say": "So, back to the toll houses, now that you know what happened to them. There were three "
                "on the northern road. The second one on this list was by far the most hated, and it "
                "was the one the marchers reached first. Its toll keeper, Oswin Tullwick, was Agnes's "
                "own brother-in-law, which must have made family dinners rather awkward."},
        {"bg": "#dfe8d8", "dur": 21, "title": "Question from the floor",
         "lines": ["Did any toll house survive?"],
         "voice": "en-us", "speaker": "Tobiah Renn, second-year student",
         "say": "Sorry, professor, quick question. If the keeper at Oxbarrow was her brother-in-law, "
                "did he actually collect the new tax, or did he look the other way? And did any of the "
                "toll houses survive?"},
        {"bg": "#f4efe1", "dur": 24, "title": "What survived",
         "lines": ["Oxbarrow: burned 14 May 1683",
                   "Harl's Gate: burned 15 May 1683",
                   "Tennet Bridge: still standing, now a barn"],
         "say": "Good question, Tobiah. Oswin collected every penny, which is partly why the march went "
                "to him first. Only one toll house survives, Tennet Bridge, and it is now a barn. The "
                "other two were burned on consecutive days. Oxbarrow went first, on the fourteenth, "
                "and Harl's Gate the day after."},
        {"bg": "#e3eef7", "dur": 25, "title": "How the revolt ended",
         "lines": ["Militia come up the coast road from Marrowick",
                   "Salt tax halved in 1684",
                   "Carters' guild loses its charter"],
         "say": "The revolt lasted less than three weeks. The militia came up the coast road from "
                "Marrowick and arrived on the second of June. But the crown blinked. The next year the "
                "salt tax was halved, and the carters' guild lost its charter for having, quote, "
                "encouraged disorder. Make a note of that last point; the guild matters for your essay."},
        {"bg": "#ece4d4", "dur": 24, "title": "Reading the sources",
         "lines": ["Orde's ledger: Calder County Record Office, Box 41",
                   "Tullwick ballads: 3 printed versions, 1690s",
                   "Militia captain's letters: lost in a 1911 fire"],
         "say": "Finally, how do we know all this? Mostly from three kinds of source. Fennick Orde's "
                "ledger gives us every cart and every load. The ballads give us the Grey Hen, though "
                "they exaggerate shamelessly. And the militia captain's letters would tell us the "
                "crown's side of it, except that they were lost in a fire."},
        {"bg": "#ece4d4", "dur": 22, "title": "A page from Orde's ledger",
         "lines": ["'14 May. No carts out. Road shut at Oxbarrow.'",
                   "'16 May. 2 carts out, 12 sacks, coast road.'",
                   "'3 June. Carts resume on the northern road.'"],
         "say": "Here is a page from the ledger itself. Notice that Orde writes absolutely nothing about "
                "the fire. Just: no carts out, road shut. Two days later he quietly sends carts down "
                "the coast road instead. That silence tells you whose side the guild was on."},
        {"bg": "#1f3a5f", "dur": 23, "title": "Essay 2",
         "lines": ["Was the 1683 revolt about salt, or about family?",
                   "1,500 words",
                   "Due Friday 26 October, 5 pm, via the portal"],
         "say": "Your second essay. The question is on the slide. Fifteen hundred words, due on Friday "
                "the twenty-sixth of October. Please, please use the ledger and not just the ballads. "
                "Last year somebody quoted a ballad as if it were a court record, and I have not "
                "recovered."},
        {"bg": "#1f3a5f", "dur": 23, "title": "Next week",
         "lines": ["Lecture 8: The Lantern Guilds of Varrow",
                   "Read: Penhallow, 'Wicks and Wardens', ch. 2"],
         "say": "That is us for today. Next week is something completely different: the Lantern Guilds "
                "of Varrow, who ran the whole city's street lighting as a private monopoly for ninety "
                "years. Read chapter two of Penhallow before you come, and I will see you on Tuesday."},
    ],
    "questions": [
        {"n": 1, "type": "begin",
         "q": "What's the first bit of housekeeping the professor mentions?",
         "cands": ["The class has moved to Room 12 because the projector broke",
                   "The essay deadline has been pushed back a week",
                   "Next week's lecture is cancelled",
                   "The reading for today has changed to Penhallow"],
         "answer": "The class has moved to Room 12 because the projector broke", "ev": [0]},
        {"n": 2, "type": "topic",
         "q": "What is this lecture mainly about?",
         "para": ["Big picture, what's the subject of today's class?",
                  "If you had to sum up what this lecture covers in one line, what would you say?"],
         "cands": ["The salt roads of Caldervane and the salt revolt of 1683",
                   "The Lantern Guilds of Varrow and their street-lighting monopoly",
                   "The leather and tanning trade of the Northern Marches",
                   "How to write a history essay from primary sources"],
         "answer": "The salt roads of Caldervane and the salt revolt of 1683", "ev": [0, 1, 3, 5]},
        {"n": 3, "type": "order",
         "q": "In what order did she actually cover the parts of her plan?",
         "para": ["Which sequence of topics did the lecture really follow?",
                  "She put a four-part plan up near the start. In what order were those parts taught in the end?"],
         "cands": ["Salt roads, revolt, toll houses, sources",
                   "Salt roads, toll houses, revolt, sources",
                   "Revolt, salt roads, toll houses, sources",
                   "Salt roads, revolt, sources, toll houses"],
         "answer": "Salt roads, revolt, toll houses, sources", "ev": [1, 3, 5, 7, 11]},
        {"n": 4, "type": "why",
         "q": "Why did she do the revolt before the toll houses?",
         "cands": None,
         "answer": "Because the toll houses only make sense once you know why people wanted to burn them",
         "ev": [5]},
        {"n": 5, "type": "correction",
         "q": "When did the revolt actually break out, once she corrected herself?",
         "para": ["She got the start of the uprising wrong at first. What's the right month and year?",
                  "Which month did the 1683 revolt really begin in?"],
         "cands": ["May 1683", "March 1683", "June 1683", "March 1684"],
         "answer": "May 1683", "ev": [5]},
        {"n": 6, "type": "count",
         "q": "How many times did the professor tell the class to write something down?",
         "para": ["Roughly how often did she ask students to put something in their notes?",
                  "Count them up: on how many separate occasions did she say to jot a thing down?"],
         "cands": ["2", "3", "4", "5"],
         "answer": "4", "ev": [2, 4, 6, 10]},
        {"n": 7, "type": "quantity",
         "q": "What did a sack of salt cost at Orlen market by 1683?",
         "cands": ["19 pennies", "11 pennies", "7 pennies", "12 pennies"],
         "answer": "19 pennies", "ev": [2]},
        {"n": 8, "type": "quantity",
         "q": "How long was the northern salt road?",
         "cands": None, "answer": "140 miles", "ev": [3]},
        {"n": 9, "type": "why",
         "q": "What's the deal with the eastern road, why was it shut?",
         "cands": ["The Dunhallow bridge washed away in a flood and was never rebuilt",
                   "Rebels burned its toll house in 1683",
                   "The militia closed it to stop the marchers",
                   "The salt pans at Dunhallow ran dry"],
         "answer": "The Dunhallow bridge washed away in a flood and was never rebuilt", "ev": [3]},
        {"n": 10, "type": "spoken_fact",
         "q": "What nickname do the ballads give Agnes Tullwick?",
         "para": ["What did the old songs call the woman who led the revolt?",
                  "Agnes had a nickname in the ballads written afterwards. Which one?"],
         "cands": ["The Grey Hen", "The Tallow Widow", "The Miller's Lantern", "The Skelby Fox"],
         "answer": "The Grey Hen", "ev": [6]},
        {"n": 11, "type": "spoken_fact",
         "q": "About how many people marched with Agnes on the fourteenth of May?",
         "cands": None, "answer": "About 300", "ev": [6]},
        {"n": 12, "type": "who",
         "q": "Who asked whether any of the toll houses survived?",
         "cands": ["Tobiah Renn", "Fennick Orde", "Oswin Tullwick", "Penhallow"],
         "answer": "Tobiah Renn", "ev": [8]},
        {"n": 13, "type": "who",
         "q": "Who kept the ledger of every salt load?",
         "cands": None, "answer": "Fennick Orde, the master of the carters' guild", "ev": [4]},
        {"n": 14, "type": "relation",
         "q": "How was the Oxbarrow toll keeper related to Agnes Tullwick?",
         "cands": ["He was her brother-in-law", "He was her son", "He was her late husband",
                   "He was her cousin"],
         "answer": "He was her brother-in-law", "ev": [7]},
        {"n": 15, "type": "speech_and_screen",
         "q": "How much per sack did the toll house she called the most hated charge?",
         "para": ["She singled out one toll house as the most hated. What was its toll?",
                  "What did the toll house people hated most charge for a sack?"],
         "cands": ["7 pennies", "3 pennies", "5 pennies", "19 pennies"],
         "answer": "7 pennies", "ev": [7]},
        {"n": 16, "type": "needle_screen",
         "q": "Where is Fennick Orde's ledger kept today?",
         "cands": ["Calder County Record Office, Box 41",
                   "Calder County Record Office, Box 14",
                   "Varrow College archive, Box 41",
                   "Tennet Bridge barn museum"],
         "answer": "Calder County Record Office, Box 41", "ev": [11]},
        {"n": 17, "type": "needle_screen",
         "q": "According to the ledger page she showed, how many sacks went out on 16 May?",
         "cands": ["12", "6", "2", "16"],
         "answer": "12", "ev": [12]},
        {"n": 18, "type": "needle_screen",
         "q": "How many sacks did a typical cart carry?",
         "cands": ["6", "12", "4", "212"],
         "answer": "6", "ev": [4]},
        {"n": 19, "type": "right_before_after",
         "q": "What did the professor say right after Tobiah's question?",
         "cands": ["That Oswin collected every penny and only Tennet Bridge survives",
                   "That Orde's ledger is kept in Box 41",
                   "That the essay is due on 26 October",
                   "That the revolt began in May, not March"],
         "answer": "That Oswin collected every penny and only Tennet Bridge survives", "ev": [8, 9]},
        {"n": 20, "type": "right_before_after",
         "q": "What did she show just before setting the essay?",
         "cands": None, "answer": "A page from Fennick Orde's ledger", "ev": [12, 13]},
        {"n": 21, "type": "end",
         "q": "How does the lecture wrap up?",
         "cands": None,
         "answer": "With a teaser for next week's lecture on the Lantern Guilds of Varrow and a reading "
                   "(Penhallow, chapter 2)", "ev": [14]},
        {"n": 22, "type": "absent",
         "q": "What happened to Agnes Tullwick once the militia arrived?",
         "cands": [ABSENT, "She was hanged in 1684", "She was exiled to Marrowick",
                   "She was pardoned in 1685"],
         "answer": ABSENT, "ev": []},
        {"n": 23, "type": "absent",
         "q": "How many soldiers did the militia bring from Marrowick?",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 24, "type": "summary",
         "q": "Give me a quick rundown of how the 1683 revolt played out.",
         "cands": None,
         "answer": "A salt tax was announced in March 1683; in May Agnes Tullwick led about 300 people "
                   "from Skelby; the Oxbarrow and Harl's Gate toll houses were burned; the militia "
                   "arrived on 2 June; the next year the tax was halved and the carters' guild lost its "
                   "charter", "ev": [5, 6, 7, 9, 10]},
    ],
}

# --------------------------------------------------------------------------------------------
# tutorial: "Snip & Stitch" episode 31, Devika Starling (en-us+f2), cleaning up a podcast interview
# in an invented audio editor, Pebbleloom 2.4.
# Traps:
# - plan on slide 1 (import, noise reduction, cut fillers, loudness, export); slide 4 cuts the
#   fillers before noise reduction, reason spoken there.
# - undo 3 times, worded differently: slides 3, 5, 9.
# - spoken correction on slide 6 (threshold minus forty -> minus thirty-four dB).
# - "the third one in the list" (slide 8, speech) is Podcast Standard, -16 LUFS (slide only).
# - screen only: Ctrl+Shift+I (2), 0.84 s offset (3), 33:40 after cuts (7), 128 kbps (11).
# - spoken only: Harlan Quist is a beekeeper (0), the fridge hum (7).
# - teaser at the end: chapter markers and auto-transcripts (14).
# --------------------------------------------------------------------------------------------
TUTORIAL = {
    "name": "tutorial",
    "footer": "Snip & Stitch  |  ep. 31  |  Pebbleloom 2.4.1",
    "lead_in": 6.0,
    "voice": "en-us+f2",
    "segments": [
        {"bg": "#22303c", "dur": 23, "title": "Clean Up an Interview in Pebbleloom",
         "lines": ["Snip & Stitch, episode 31",
                   "with Devika Starling",
                   "Pebbleloom 2.4.1 for Windows and macOS"],
         "say": "Hi, I'm Devika, and welcome back to Snip and Stitch. Today we are taking a messy "
                "interview recording and cleaning it up in Pebbleloom, start to finish. The file is a "
                "forty minute chat I recorded with a beekeeper called Harlan Quist, in his very echoey "
                "kitchen."},
        {"bg": "#f2f2ea", "dur": 22, "title": "The plan",
         "lines": ["1. Import and sync the two tracks",
                   "2. Noise reduction",
                   "3. Cut the ums and long pauses",
                   "4. Level the loudness",
                   "5. Export for Wavetrellis"],
         "say": "Here is the plan. Import and sync, noise reduction, cut the filler, level the loudness, "
                "and export. Five steps. If you only remember one thing from today, it is that "
                "loudness always comes after cutting, never before."},
        {"bg": "#f2f2ea", "dur": 25, "title": "Step 1: Import",
         "lines": ["File > Import > Multitrack Session...",
                   "Shortcut: Ctrl+Shift+I  (Cmd+Shift+I on Mac)",
                   "Tracks: harlan_kitchen.wav, devika_lav.wav",
                   "Sync: Tracks > Align by Clap"],
         "say": "File, Import, Multitrack Session. The shortcut is on screen if you like shortcuts. I "
                "recorded two tracks, one on my lapel mic and one on Harlan's. To line them up, I "
                "clapped at the start of the recording, so use Align by Clap in the Tracks menu and "
                "Pebbleloom finds it for you."},
        {"bg": "#f2f2ea", "dur": 22, "title": "Sync check",
         "lines": ["Offset found: 0.84 s",
                   "Session length: 40:12",
                   "Sample rate: 44.1 kHz"],
         "say": "It found the clap and shifted Harlan's track. Hmm, the waveform looks doubled at the "
                "start. Oh, I dragged the wrong track by accident. Let me undo that. Right, that's "
                "better. The two claps sit exactly on top of each other now."},
        {"bg": "#fff4d6", "dur": 24, "title": "Change of plan: cut first",
         "lines": ["Step 3 before step 2",
                   "Edit > Filler Finder   (shortcut: F)"],
         "say": "I'm going to break my own plan here and cut the ums before the noise reduction. Noise "
                "reduction takes ages on a long file, and every minute we cut now is a minute it "
                "doesn't have to chew through. Open Filler Finder from the Edit menu, or just press F."},
        {"bg": "#fff4d6", "dur": 24, "title": "Filler Finder settings",
         "lines": ["Sensitivity: 60%",
                   "Flag pauses longer than: 2.0 s",
                   "Keep pauses shorter than: 0.6 s"],
         "boxes": [(70, 320, 640, 58, "#ffd27f", "Found: 148 fillers, 37 long pauses")],
         "say": "I leave sensitivity at sixty percent. Any pause longer than two seconds gets flagged. "
                "Then click Remove All. Whoa, that cut right into Harlan's laugh. Control Z. Okay, I'll "
                "untick that one before removing the rest."},
        {"bg": "#e4f0e8", "dur": 25, "title": "Step 2: Noise reduction",
         "lines": ["Effects > Restore > Room Noise...",
                   "Learn noise from: first 3 s of silence",
                   "Threshold: -34 dB",
                   "Reduction: 12 dB"],
         "say": "Now the noise reduction. Effects, Restore, Room Noise. Let it learn from the three "
                "seconds of silence before the clap. Set the threshold to minus forty decibels. Sorry, "
                "no, minus thirty-four. At minus forty it was eating the quiet breaths at the ends of "
                "Harlan's sentences."},
        {"bg": "#e4f0e8", "dur": 22, "title": "Before and after",
         "lines": ["Noise floor before: -51 dB",
                   "Noise floor after: -68 dB",
                   "Length after cuts: 33:40"],
         "say": "Listen to the difference. That fridge hum in Harlan's kitchen is basically gone. And "
                "thanks to the cuts, the file is now about six and a half minutes shorter, which is "
                "why that took two minutes instead of ten."},
        {"bg": "#e8e4f4", "dur": 24, "title": "Step 4: Loudness",
         "lines": ["Effects > Loudness > Match Target",
                   "Presets:"],
         "boxes": [(70, 250, 560, 176, "#ffffff",
                    "Broadcast EU: -23 LUFS\nAudiobook: -18 LUFS\n"
                    "Podcast Standard: -16 LUFS\nLoud Mobile: -14 LUFS")],
         "say": "Step four, loudness. Effects, Loudness, Match Target. You get four presets. I'm going "
                "with the third one in the list, which is what most podcast apps expect. Don't pick "
                "the last one. It's tempting because it sounds punchy, but it squashes everything."},
        {"bg": "#e8e4f4", "dur": 24, "title": "Oops: both tracks",
         "lines": ["Apply to: both tracks",
                   "Limiter: on",
                   "True peak ceiling: -1.0 dBTP"],
         "say": "Hmm, I applied it to Harlan's track only. Not what I wanted. Let's roll that back, tick "
                "Apply to both tracks, and run it again. And make sure the limiter is switched on, "
                "otherwise his big laugh will clip."},
        {"bg": "#22303c", "dur": 21, "title": "Shortcut of the week",
         "lines": ["Shift+Space: play from the start of the selection",
                   "Suggested by viewer Lottie Vance"],
         "say": "Shortcut of the week, from a viewer called Lottie Vance. Shift and Space plays from the "
                "start of your selection instead of from the playhead. I use it constantly now. Thank "
                "you, Lottie."},
        {"bg": "#f2f2ea", "dur": 25, "title": "Step 5: Export",
         "lines": ["File > Export > Audio...",
                   "Format: MP3, 128 kbps, mono",
                   "Sample rate: 48 kHz",
                   "File name: ep31_harlan_quist.mp3"],
         "say": "Finally, export. File, Export, Audio. MP3, mono. I'm setting the sample rate to "
                "forty-eight kilohertz even though I recorded at forty-four point one, because "
                "Wavetrellis, where the show is hosted, re-encodes anything else, and it sounds worse."},
        {"bg": "#fff4d6", "dur": 23, "title": "Two preferences worth changing",
         "lines": ["Edit > Preferences > Saving",
                   "Autosave every: 5 min   (default: 15 min)",
                   "Backups to keep: 10"],
         "say": "Before you go, two preferences worth changing. Autosave every five minutes instead of "
                "fifteen, trust me. And keep ten backups. I lost an entire episode last spring because "
                "of the default, and I am still not over it."},
        {"bg": "#f2f2ea", "dur": 23, "title": "What does it cost?",
         "lines": ["Pebbleloom Free: 2 tracks, MP3 export only",
                   "Pebbleloom Pro: $49 per year",
                   "Student licence: $19 per year"],
         "say": "People always ask what this costs. Everything I did today works in the free version, "
                "which allows two tracks. Pro is forty-nine dollars a year, and there's a student "
                "licence for nineteen. This video is not sponsored. I just like the app."},
        {"bg": "#22303c", "dur": 22, "title": "Next time on Snip & Stitch",
         "lines": ["Episode 32: Chapter markers and auto-transcripts",
                   "Same episode, same beekeeper"],
         "say": "That's the interview cleaned up, start to finish. Next time, we are adding chapter "
                "markers and an automatic transcript to this same episode, so subscribe if you want to "
                "hear Harlan talk about queen bees for half an hour. Bye for now."},
    ],
    "questions": [
        {"n": 1, "type": "begin",
         "q": "How does Devika open the video?",
         "cands": None,
         "answer": "She introduces herself and Snip & Stitch and says she'll clean up a messy interview "
                   "with a beekeeper, Harlan Quist, in Pebbleloom", "ev": [0]},
        {"n": 2, "type": "topic",
         "q": "What is this tutorial mainly teaching?",
         "para": ["What's the video actually about, in a nutshell?",
                  "I skipped around a bit. What is she showing people how to do here?"],
         "cands": ["Cleaning up a recorded podcast interview in Pebbleloom",
                   "Adding chapter markers and transcripts to a podcast",
                   "Recording an interview with two lapel mics",
                   "Choosing a podcast hosting service"],
         "answer": "Cleaning up a recorded podcast interview in Pebbleloom", "ev": [0, 1]},
        {"n": 3, "type": "order",
         "q": "In what order did she really do the editing steps?",
         "para": ["The plan listed five steps. Which order did she end up doing them in?",
                  "Walk me through the sequence she actually followed, from import to export."],
         "cands": ["Import, cut the ums, noise reduction, loudness, export",
                   "Import, noise reduction, cut the ums, loudness, export",
                   "Import, cut the ums, loudness, noise reduction, export",
                   "Import, noise reduction, loudness, cut the ums, export"],
         "answer": "Import, cut the ums, noise reduction, loudness, export",
         "ev": [1, 2, 4, 6, 8, 11]},
        {"n": 4, "type": "why",
         "q": "Why did she cut the ums before doing noise reduction?",
         "cands": ["Noise reduction is slow on a long file, so shortening it first saves time",
                   "Filler Finder can't detect ums once noise reduction has run",
                   "Wavetrellis requires cuts to be made before any effects",
                   "Noise reduction needs the long pauses removed to learn the noise"],
         "answer": "Noise reduction is slow on a long file, so shortening it first saves time",
         "ev": [4]},
        {"n": 5, "type": "count",
         "q": "How many times did she undo something?",
         "para": ["Roughly how many times did she have to back out a mistake?",
                  "How often did Devika reverse an action she'd just done?"],
         "cands": ["1", "2", "3", "4"],
         "answer": "3", "ev": [3, 5, 9]},
        {"n": 6, "type": "correction",
         "q": "What threshold did she end up using for the noise reduction?",
         "para": ["She said one threshold and then changed it. Which setting did she settle on?",
                  "Which decibel value did the Room Noise threshold finally get?"],
         "cands": ["-34 dB", "-40 dB", "-51 dB", "-12 dB"],
         "answer": "-34 dB", "ev": [6]},
        {"n": 7, "type": "why",
         "q": "What was wrong with the first threshold she gave?",
         "cands": None,
         "answer": "At -40 dB it was removing the quiet breaths at the ends of Harlan's sentences",
         "ev": [6]},
        {"n": 8, "type": "speech_and_screen",
         "q": "What loudness target does the preset she picked use?",
         "para": ["Which LUFS value goes with the loudness preset she chose?",
                  "She went with one of the four presets. How loud does that one aim for?"],
         "cands": ["-16 LUFS", "-14 LUFS", "-18 LUFS", "-23 LUFS"],
         "answer": "-16 LUFS", "ev": [8]},
        {"n": 9, "type": "needle_screen",
         "q": "What's the keyboard shortcut for importing a multitrack session on Windows?",
         "cands": ["Ctrl+Shift+I", "Ctrl+Alt+I", "Shift+Space", "Ctrl+I"],
         "answer": "Ctrl+Shift+I", "ev": [2]},
        {"n": 10, "type": "needle_screen",
         "q": "What bitrate did she export the MP3 at?",
         "cands": None, "answer": "128 kbps", "ev": [11]},
        {"n": 11, "type": "needle_screen",
         "q": "How big an offset did Align by Clap find between the two tracks?",
         "cands": ["0.84 s", "0.6 s", "2.0 s", "3 s"],
         "answer": "0.84 s", "ev": [3]},
        {"n": 12, "type": "spoken_fact",
         "q": "What background noise was she getting rid of in Harlan's kitchen?",
         "cands": ["A fridge hum", "Buzzing bees", "A ticking clock", "Traffic outside"],
         "answer": "A fridge hum", "ev": [7]},
        {"n": 13, "type": "spoken_fact",
         "q": "What does Harlan Quist do?",
         "cands": None, "answer": "He's a beekeeper", "ev": [0]},
        {"n": 14, "type": "who",
         "q": "Who came up with the shortcut of the week?",
         "cands": ["Lottie Vance", "Harlan Quist", "Devika Starling", "A Pebbleloom developer"],
         "answer": "Lottie Vance", "ev": [10]},
        {"n": 15, "type": "who",
         "q": "Whose track did the loudness match get applied to by mistake, on its own?",
         "cands": None, "answer": "Harlan's (Harlan Quist's) track", "ev": [9]},
        {"n": 16, "type": "quantity",
         "q": "How much is Pebbleloom Pro?",
         "cands": ["$49 per year", "$19 per year", "$39 per year", "$49 one-off"],
         "answer": "$49 per year", "ev": [13]},
        {"n": 17, "type": "summary",
         "q": "Give a short rundown of everything she did to clean up the interview.",
         "cands": None,
         "answer": "Imported the two tracks and synced them by the clap, cut the fillers and long "
                   "pauses with Filler Finder, removed room noise (threshold -34 dB), matched loudness "
                   "to Podcast Standard (-16 LUFS) on both tracks with the limiter on, and exported a "
                   "48 kHz mono MP3", "ev": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]},
        {"n": 18, "type": "quantity",
         "q": "How long was the recording once the fillers and pauses were cut?",
         "cands": ["33 min 40 s", "40 min 12 s", "38 min", "27 min 20 s"],
         "answer": "33 min 40 s", "ev": [7]},
        {"n": 19, "type": "right_before_after",
         "q": "What did she do right after Filler Finder cut into Harlan's laugh?",
         "cands": ["Pressed Control Z and unticked that one",
                   "Lowered the sensitivity to 40%",
                   "Switched the limiter on",
                   "Re-synced the two tracks"],
         "answer": "Pressed Control Z and unticked that one", "ev": [5]},
        {"n": 20, "type": "right_before_after",
         "q": "What came just before the export step?",
         "cands": None,
         "answer": "The shortcut of the week: Shift+Space plays from the start of the selection "
                   "(suggested by Lottie Vance)", "ev": [10, 11]},
        {"n": 21, "type": "relation",
         "q": "How does the sample rate she exported at compare with the one she recorded at?",
         "cands": ["Higher: 48 kHz versus 44.1 kHz",
                   "Lower: 44.1 kHz versus 48 kHz",
                   "The same: 48 kHz both times",
                   "Higher: 96 kHz versus 48 kHz"],
         "answer": "Higher: 48 kHz versus 44.1 kHz", "ev": [3, 11]},
        {"n": 22, "type": "end",
         "q": "How does the video end?",
         "cands": ["With a teaser for the next episode on chapter markers and auto-transcripts",
                   "With a sponsor message for Pebbleloom Pro",
                   "With a request for viewers to send in shortcut suggestions",
                   "With the cleaned interview played in full"],
         "answer": "With a teaser for the next episode on chapter markers and auto-transcripts",
         "ev": [14]},
        {"n": 23, "type": "absent",
         "q": "Which brand of lapel mic did she use?",
         "cands": [ABSENT, "Korvel", "Tinsmere", "Lumaphon"],
         "answer": ABSENT, "ev": []},
        {"n": 24, "type": "absent",
         "q": "Is there a keyboard shortcut for exporting, and if so what is it?",
         "cands": None, "answer": ABSENT, "ev": []},
    ],
}

# --------------------------------------------------------------------------------------------
# vlog: "Slow Tide Travels", a day on the invented Quenmarra Island; two hosts with name boxes,
# Rosalind Merrow (en-gb-scotland+f2) and Cosmo Pell (en-us).
# Traps:
# - plan on slide 1 (ferry, lighthouse, market, Seal Cove, dinner); slide 4 moves the lighthouse
#   to the end because it is closed until 2 pm, reason spoken there.
# - Cosmo's hat comes off 3 times, worded differently: slides 3, 5, 9.
# - spoken correction on slide 2 (crossing forty -> fifty-five minutes).
# - "the second thing on it" / "the thing at the very top" (slide 5, speech) are the crab roll at
#   £8.50 and the smoked eel at £6.00 (slide only).
# - screen only: 6 pups (8), sunset 6:52 pm (11), day total £173.00 (13).
# - spoken only: pups about three weeks old (8), the honey tart (12), coffee on the sleeve (0).
# - teaser at the end: the night train to Corrowdale (14).
# --------------------------------------------------------------------------------------------
ROS = ("en-gb-scotland+f2", "Rosalind Merrow")
COS = ("en-us", "Cosmo Pell")

VLOG = {
    "name": "vlog",
    "footer": "Slow Tide Travels  |  Quenmarra Island",
    "lead_in": 4.5,
    "segments": [
        {"bg": "#2b4c5e", "dur": 24, "title": "A Day on Quenmarra Island",
         "lines": ["Slow Tide Travels",
                   "Port Haddick harbour, 7:40 am"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "Good morning from Port Haddick! It is twenty to eight, it is freezing, and Cosmo has "
                "already spilled coffee down his sleeve. Today we are spending one whole day on "
                "Quenmarra Island, which everyone told us is either magical or completely windswept. "
                "Let's find out which."},
        {"bg": "#f6f0e4", "dur": 25, "title": "The plan (on a napkin)",
         "lines": ["1. Ferry to Quenmarra",
                   "2. Climb Brannock Lighthouse",
                   "3. Harbour fish market",
                   "4. Boat trip to Seal Cove",
                   "5. Dinner at The Salted Gull"],
         "voice": COS[0], "speaker": COS[1],
         "say": "Here is the plan Rosalind made on the back of a napkin. Ferry over, climb the "
                "lighthouse while it's quiet, then the fish market for lunch, a boat out to Seal Cove, "
                "and dinner at a place called The Salted Gull, which four different strangers have "
                "told us to try."},
        {"bg": "#dcebf2", "dur": 24, "title": "On the ferry",
         "lines": ["MV Tarrow Belle",
                   "Return ticket: \u00a318.50 each",
                   "Crossing: 55 min"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "We are on the ferry, the Tarrow Belle. Return tickets were eighteen pounds fifty each. "
                "The crossing takes forty minutes. Actually, hang on, no. I'm reading the ticket, it's "
                "fifty-five minutes. Forty is the fast boat, and that only runs in summer."},
        {"bg": "#dcebf2", "dur": 21, "title": "Windy on deck",
         "lines": ["Gusts: 38 mph",
                   "Sea: choppy"],
         "voice": COS[0], "speaker": COS[1],
         "say": "Quick update from the deck. The wind just snatched my cap clean off my head. A very "
                "kind deckhand caught it. I am holding on to it from now on. Rosalind is laughing at "
                "me and will not stop."},
        {"bg": "#f7e3d4", "dur": 24, "title": "Change of plan",
         "lines": ["Brannock Lighthouse: CLOSED until 2 pm",
                   "Sign on the door: 'Lamp room repairs'"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "Bad news on arrival. The lighthouse is closed until two this afternoon while they "
                "repair the lamp room. So we are flipping the day around. Market and Seal Cove first, "
                "and we will climb the lighthouse at the end, just before dinner. Sunset from the top "
                "might be better anyway."},
        {"bg": "#f6f0e4", "dur": 25, "title": "Harbour fish market",
         "lines": ["Smoked eel: \u00a36.00",
                   "Crab roll: \u00a38.50",
                   "Oyster plate (6): \u00a312.00",
                   "Kelp crisps: \u00a33.00"],
         "voice": COS[0], "speaker": COS[1],
         "say": "The fish market. Look at this board. I'm getting the second thing on it, obviously, "
                "because I have been thinking about it since the ferry. Rosalind is being brave and "
                "trying the thing at the very top. Oh, and there goes the hat again, off down the "
                "pier. Got it."},
        {"bg": "#f6f0e4", "dur": 24, "title": "The verdict",
         "lines": ["Stall: Moyle & Daughters, est. 1962",
                   "Open Tue-Sun, 8 am to 1 pm"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "Verdict on the eel: smoky, a bit sweet, and much less scary than I expected. I would "
                "have it again. The stall has been run by the same family for decades. The woman "
                "serving us, Maren Moyle, told us her grandmother started it with one handcart."},
        {"bg": "#dcebf2", "dur": 26, "title": "Boat to Seal Cove",
         "lines": ["Skipper: Ewan Tallis",
                   "Trip: 90 min, \u00a322 per person",
                   "Leaves from the harbour steps"],
         "voice": COS[0], "speaker": COS[1],
         "say": "Boat trip time. Our skipper, Ewan, says the seals have been hanging around the south "
                "rocks all week because the herring came in early. The trip is an hour and a half, "
                "twenty-two pounds each. He also gave me a bit of string to tie my hat on with, which "
                "tells you he saw the pier incident."},
        {"bg": "#c9dde6", "dur": 23, "title": "Seal Cove",
         "lines": ["Seals counted: 41",
                   "Pups: 6"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "We are in Seal Cove, and there are seals everywhere. Ewan counted forty-one, which is "
                "apparently a good day. Some of them are tiny. Cosmo, stop waving, they do not wave "
                "back. Ewan says the little ones are about three weeks old."},
        {"bg": "#f7e3d4", "dur": 24, "title": "Back on land",
         "lines": ["Quenmarra Tea Room",
                   "Scone and a pot of tea: \u00a34.75"],
         "voice": COS[0], "speaker": COS[1],
         "say": "Back on dry land, and we have ducked into the tea room to warm up. Rosalind insisted "
                "on scones. No complaints. Meanwhile, a gust snapped the string, and my hat went "
                "straight into a puddle outside the door. I give up. The hat lives in the bag now."},
        {"bg": "#2b4c5e", "dur": 22, "title": "Brannock Lighthouse",
         "lines": ["Open again from 2 pm",
                   "Steps to the top: 214"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "It has just gone four, the lighthouse is open again, and we are climbing. Two hundred "
                "and fourteen steps, the guide said. I counted two hundred and twelve, but I may have "
                "been delirious by the top."},
        {"bg": "#2b4c5e", "dur": 21, "title": "From the top",
         "lines": ["View: Port Haddick, 11 miles away",
                   "Sunset today: 6:52 pm"],
         "voice": COS[0], "speaker": COS[1],
         "say": "Worth every step. You can see all the way back to Port Haddick from up here. Rosalind "
                "was right, the light at this time of day is ridiculous. About an hour until sunset, "
                "and then it's dinner."},
        {"bg": "#3d2b2b", "dur": 24, "title": "The Salted Gull",
         "lines": ["Set menu: \u00a334 per person",
                   "Mussels, lamb with samphire, burnt honey tart"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "Dinner at The Salted Gull. The set menu is thirty-four pounds each, and yes, all four "
                "strangers were right. The honey tart is the best thing I have eaten this year. Cosmo "
                "finished his mussels in about a minute and then started on mine."},
        {"bg": "#f6f0e4", "dur": 23, "title": "What the day cost",
         "lines": ["Ferry: \u00a337.00",
                   "Lunch: \u00a314.50",
                   "Seal boat: \u00a344.00",
                   "Tea room: \u00a39.50",
                   "Dinner: \u00a368.00",
                   "Total for two: \u00a3173.00"],
         "voice": COS[0], "speaker": COS[1],
         "say": "The damage for the day, for the two of us, is on screen. Most of it went on dinner "
                "and the boat, which I would pay again without a second thought. The ferry back "
                "leaves at quarter past nine, so we have just enough time to walk down to the pier."},
        {"bg": "#2b4c5e", "dur": 24, "title": "Next time",
         "lines": ["The night train to Corrowdale",
                   "Out Friday"],
         "voice": ROS[0], "speaker": ROS[1],
         "say": "That's our day on Quenmarra. Magical, windswept, both. Next week we're taking the "
                "night train to Corrowdale, twelve hours in a sleeper cabin the size of a wardrobe. "
                "Subscribe so you don't miss Cosmo trying to sleep on the top bunk. Goodnight!"},
    ],
    "questions": [
        {"n": 1, "type": "begin",
         "q": "What had already happened to Cosmo when the video starts?",
         "cands": ["He had spilled coffee down his sleeve",
                   "He had lost his cap overboard",
                   "He had missed the first ferry",
                   "He had left the tickets at the hotel"],
         "answer": "He had spilled coffee down his sleeve", "ev": [0]},
        {"n": 2, "type": "topic",
         "q": "What's this episode about?",
         "para": ["Where do they go in this video, and for how long?",
                  "What's the trip they're filming this time?"],
         "cands": ["A one-day trip to Quenmarra Island",
                   "The night train to Corrowdale",
                   "A restaurant review of The Salted Gull",
                   "A week sailing around Port Haddick"],
         "answer": "A one-day trip to Quenmarra Island", "ev": [0, 1]},
        {"n": 3, "type": "order",
         "q": "After the ferry, in what order did they actually do things?",
         "para": ["Did they stick to the napkin plan? What order did the day really go in once they landed?",
                  "Which sequence of stops did they end up following on the island?"],
         "cands": ["Fish market, Seal Cove, lighthouse, dinner",
                   "Lighthouse, fish market, Seal Cove, dinner",
                   "Fish market, lighthouse, Seal Cove, dinner",
                   "Seal Cove, fish market, lighthouse, dinner"],
         "answer": "Fish market, Seal Cove, lighthouse, dinner", "ev": [1, 4, 5, 7, 10, 12]},
        {"n": 4, "type": "why",
         "q": "Why did they change the plan for the day?",
         "cands": None,
         "answer": "Brannock Lighthouse was closed until 2 pm for lamp room repairs, so they did the "
                   "market and Seal Cove first", "ev": [4]},
        {"n": 5, "type": "correction",
         "q": "How long does the ferry crossing take?",
         "para": ["Rosalind gave one time for the crossing and then fixed it. What was the right figure?",
                  "How long were they on the Tarrow Belle going over?"],
         "cands": ["55 minutes", "40 minutes", "90 minutes", "38 minutes"],
         "answer": "55 minutes", "ev": [2]},
        {"n": 6, "type": "count",
         "q": "How many times did Cosmo lose his hat during the day?",
         "para": ["Roughly how many times did the wind get Cosmo's cap?",
                  "Cosmo kept having trouble with his hat. How many separate mishaps were there?"],
         "cands": ["2", "3", "4", "5"],
         "answer": "3", "ev": [3, 5, 9]},
        {"n": 7, "type": "speech_and_screen",
         "q": "How much did Cosmo's lunch at the fish market cost?",
         "para": ["What did Cosmo pay for the thing he'd been thinking about since the ferry?",
                  "Cosmo picked something off the market board. What was its price?"],
         "cands": ["\u00a38.50", "\u00a36.00", "\u00a312.00", "\u00a33.00"],
         "answer": "\u00a38.50", "ev": [5]},
        {"n": 8, "type": "speech_and_screen",
         "q": "What did Rosalind have at the fish market?",
         "cands": None, "answer": "Smoked eel (\u00a36.00)", "ev": [5, 6]},
        {"n": 9, "type": "who",
         "q": "Who served them at the fish stall?",
         "cands": ["Maren Moyle", "Ewan Tallis", "A deckhand from the Tarrow Belle",
                   "The owner of The Salted Gull"],
         "answer": "Maren Moyle", "ev": [6]},
        {"n": 10, "type": "who",
         "q": "Who gave Cosmo a piece of string for his hat?",
         "cands": None, "answer": "Ewan Tallis, the skipper of the Seal Cove boat", "ev": [7]},
        {"n": 11, "type": "why",
         "q": "According to the skipper, why were the seals hanging around the south rocks?",
         "cands": ["The herring came in early",
                   "The pups had just been born there",
                   "The lighthouse repairs scared them off the north side",
                   "The wind was blowing from the north"],
         "answer": "The herring came in early", "ev": [7]},
        {"n": 12, "type": "quantity",
         "q": "How many seals did the skipper count in the cove?",
         "cands": ["41", "6", "214", "38"],
         "answer": "41", "ev": [8]},
        {"n": 13, "type": "quantity",
         "q": "How long was the Seal Cove boat trip, and what did it cost?",
         "cands": None, "answer": "90 minutes, \u00a322 per person", "ev": [7]},
        {"n": 14, "type": "needle_screen",
         "q": "How many of the seals were pups?",
         "cands": ["6", "4", "11", "41"],
         "answer": "6", "ev": [8]},
        {"n": 15, "type": "needle_screen",
         "q": "What time was sunset that day?",
         "cands": None, "answer": "6:52 pm", "ev": [11]},
        {"n": 16, "type": "needle_screen",
         "q": "What did the whole day cost the two of them?",
         "cands": ["\u00a3173.00", "\u00a368.00", "\u00a3137.00", "\u00a3144.00"],
         "answer": "\u00a3173.00", "ev": [13]},
        {"n": 17, "type": "spoken_fact",
         "q": "Roughly how old were the young seals?",
         "cands": ["About three weeks", "About three days", "About six weeks", "About three months"],
         "answer": "About three weeks", "ev": [8]},
        {"n": 18, "type": "spoken_fact",
         "q": "What did Rosalind call the best thing she'd eaten all year?",
         "cands": None, "answer": "The honey tart at The Salted Gull", "ev": [12]},
        {"n": 19, "type": "right_before_after",
         "q": "What did they do right after getting back from Seal Cove?",
         "cands": ["Warmed up with scones and tea in the tea room",
                   "Climbed the lighthouse",
                   "Went to the fish market",
                   "Caught the ferry home"],
         "answer": "Warmed up with scones and tea in the tea room", "ev": [8, 9]},
        {"n": 20, "type": "summary",
         "q": "Can you sum up their day on the island?",
         "cands": None,
         "answer": "They took the ferry from Port Haddick, found the lighthouse closed so went to the "
                   "fish market (crab roll and smoked eel) and on a boat trip to Seal Cove (41 seals), "
                   "warmed up in the tea room, climbed Brannock Lighthouse in the afternoon, and had "
                   "dinner at The Salted Gull", "ev": [2, 4, 5, 7, 8, 9, 10, 12]},
        {"n": 21, "type": "relation",
         "q": "How did Rosalind's own count of the lighthouse steps compare with what the guide said?",
         "cands": ["She counted 2 fewer (212 against 214)",
                   "She counted 2 more (216 against 214)",
                   "She got the same number, 214",
                   "She counted 12 fewer (202 against 214)"],
         "answer": "She counted 2 fewer (212 against 214)", "ev": [10]},
        {"n": 22, "type": "end",
         "q": "How does the episode end?",
         "cands": ["With a teaser for next week's night train to Corrowdale",
                   "With Cosmo losing his hat on the ferry home",
                   "With a tour of The Salted Gull's kitchen",
                   "With the sunset filmed from the lighthouse"],
         "answer": "With a teaser for next week's night train to Corrowdale", "ev": [14]},
        {"n": 23, "type": "absent",
         "q": "What was the name of the ferry's captain?",
         "cands": [ABSENT, "Ewan Tallis", "Maren Moyle", "Captain Brannock"],
         "answer": ABSENT, "ev": []},
        {"n": 24, "type": "absent",
         "q": "How much did it cost to climb the lighthouse?",
         "cands": None, "answer": ABSENT, "ev": []},
    ],
}

VIDEOS = [LECTURE, TUTORIAL, VLOG]
