"""Slides, narration and questions of the "blind7" set: three invented videos (a climbing lesson,
a school chemistry demonstration, a house-tour vlog), rendered by render.py through
../checked_set.py and ../slides.py.

Every person, place, brand, number, date and price here is invented. Narration speaks numbers as
words; slides show them as digits. A question's "ev" lists the slides (0-based) that answer it;
slides.py turns them into seconds of the rendered file, lead-in included.
"""

ABSENT = "not mentioned in the video"


def cast(speakers):
    """A slide maker for one video: who -> (name box text, espeak-ng voice)."""
    def slide(who, dur, bg, title, lines, say, boxes=()):
        label, voice = speakers[who]
        seg = {"bg": bg, "title": title, "lines": list(lines), "say": say, "dur": dur,
               "speaker": label, "voice": voice}
        if boxes:
            seg["boxes"] = list(boxes)
        return seg
    return slide


# ======================================================================== 1. coaching
_c = cast({
    "maren": ("Maren Oduya — coach", "en-gb+f3"),
    "tobias": ("Tobias Fenn — learner", "en-us+m3"),
    "ines": ("Ines Varga — learner", "en-us+f4"),
})
WALL = "#e6eef5"
CHALK = "#f4efe6"
DARK = "#23313f"

COACHING = {
    "name": "coaching",
    "footer": "Greyhollow Climbing Barn · Beginner course, lesson 3 of 6",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        # 0
        _c("maren", 26, DARK, "Greyhollow Climbing Barn · Lesson 3",
           ["Coach: Maren Oduya", "Learners: Tobias Fenn and Ines Varga",
            "Saturday, 9:30am · Wall Hall B", "Hall booked for 90 minutes"],
           "Good morning, and welcome to Greyhollow Climbing Barn. I'm Maren Oduya, and this is "
           "lesson three of our beginner course. With me are Tobias and Ines. It's half past nine "
           "on a Saturday, and we've got the hall for ninety minutes, so let's not waste any of it."),
        # 1
        _c("maren", 25, CHALK, "Today's plan (whiteboard)",
           ["1. Warm-up traverse (low wall)", "2. Silent feet drill", "3. Hangboard holds",
            "4. Top-rope route on Wall C", "5. Downclimb practice", "6. Stretch and cool-down"],
           "Here's the plan on the whiteboard. A warm-up traverse, then the silent feet drill, then "
           "hangboard holds, then a top-rope route on Wall C, then some downclimbing, and a stretch "
           "to finish. Mind you, plans in a busy climbing hall rarely survive the first half hour."),
        # 2
        _c("maren", 25, WALL, "Warm-up traverse",
           ["Low wall: 18 m end to end", "4 laps, easy pace", "Feet no higher than 1 m off the mat"],
           "Warm-up first. The low wall is eighteen metres from end to end. Four laps at an easy "
           "pace, and keep your feet no higher than one metre off the mat. Tobias, you're squeezing "
           "every hold like it owes you money. Relax your hands, and grip just hard enough to stay on."),
        # 3
        _c("maren", 24, CHALK, "Change of plan",
           ["Wall C booked: Linden Park School group", "Wall C free from 10:15am", "Hangboards free now",
            "→ hangboard holds move up", "→ silent feet drill moves later"],
           "Small change, everyone. Wall C is booked by a school group from Linden Park until a "
           "quarter past ten, but the hangboards are free right now. So we'll do the hangboard holds "
           "next, and the silent feet drill will have to wait until later."),
        # 4
        _c("maren", 26, WALL, "Hangboard holds",
           ["Edge: 20 mm", "Hang 7 s on, 3 s off", "6 hangs per set, 2 sets"],
           "On the hangboard we use the twenty millimetre edge. Hang for ten seconds each time. "
           "Actually, no, scrap that, make it seven. Ten is too much for week three, because finger "
           "tendons get stronger far more slowly than muscles do. So, seven seconds on, three off, "
           "six hangs.",
           boxes=[(700, 300, 500, 58, "#ffe08a", "Rest between sets: 3 min")]),
        # 5
        _c("ines", 24, WALL, "Hangboard: set 1",
           ["Ines: 6 of 6 hangs", "Tobias: 4 of 6 hangs"],
           "Phew, that was harder than it looks. I got through all six hangs, but my left hand "
           "started sliding off the edge on the last two. Is that the chalk, or am I just getting "
           "tired? Tobias dropped off after four, so at least I'm not suffering alone."),
        # 6
        _c("maren", 24, CHALK, "Hangboard: fixes before set 2",
           ["Re-chalk before every set", "Shoulders down, not shrugged", "4 of 6 is fine for week 3"],
           "Honestly, Ines, it's a bit of both. Chalk up again before set two, and keep your "
           "shoulders down and engaged, not shrugged up by your ears. Tobias, four out of six is "
           "perfectly fine for week three. Take your rest, and then we go again."),
        # 7
        _c("maren", 26, WALL, "Wall C route board",
           ["Wall height: 12 m", "Pebble Stair · yellow tape · 4a", "Copper Ladder · orange tape · 5a",
            "Lantern Crack · blue tape · 5c"],
           "Good news. The school group finished early, so at ten past ten we're on Wall C. It's "
           "twelve metres tall, and you're both climbing the orange route today. Before anyone "
           "leaves the ground, check your partner's figure-eight knot and the belayer's locking "
           "carabiner. Every single time."),
        # 8
        _c("tobias", 24, WALL, "Copper Ladder",
           ["Climber: Tobias", "Belayer: Ines", "Crux: the bulge, about 8 m up"],
           "Right, first go on Copper Ladder. The bottom half felt fine, but when I got to the "
           "bulge, about two thirds of the way up, my arms just gave out and I peeled straight off. "
           "Thanks for the catch, Ines. My forearms are on fire."),
        # 9
        _c("maren", 25, CHALK, "Coach's note",
           ["Bent arms → forearms burn out", "Arms straight, push with your legs"],
           "Tobias, you climbed the whole thing with your elbows bent, and that's why your forearms "
           "are burning. Keep your arms straight, hang off your skeleton, and push with your legs "
           "instead. Ines, lower him down. Have a rest, Tobias, and we'll swap so Ines can climb."),
        # 10
        _c("ines", 24, WALL, "Ines on Copper Ladder",
           ["Climber: Ines", "Belayer: Tobias"],
           "My turn. I was nervous at the bulge, but I found the big pinch on the right and just "
           "trusted my feet. And I made it all the way to the top, first time! Maren says that took "
           "me about four minutes, which felt more like forty."),
        # 11
        _c("maren", 25, WALL, "Tobias: back on the wall",
           ["Straight arms this time", "Lower half much smoother"],
           "Tobias is back on it now, with straight arms this time, and look how much smoother the "
           "lower half is. He gets a metre higher than before, but at the bulge his feet skid and "
           "he's off again. That's still progress. Two minutes of rest, then he can have another "
           "crack."),
        # 12
        _c("tobias", 24, WALL, "The bulge, again",
           ["Find the foothold before you move"],
           "Okay, another crack at it. I was sure I had it this time, but I looked down for the "
           "foothold way too late and slipped off the bulge again. Maren reckons I'm rushing. Fine. "
           "One last shot, and then my arms are officially done for the day."),
        # 13
        _c("maren", 24, CHALK, "Top of Copper Ladder",
           ["Topped out at 10:40am", "Key: hidden foothold under the bulge"],
           "Last shot for Tobias, and this time he spots the little foothold tucked under the "
           "bulge, stands up on it calmly, and he's through. He touches the top at twenty to eleven. "
           "That's the best bit of climbing I've seen from him all course."),
        # 14
        _c("maren", 26, WALL, "Silent feet drill (finally)",
           ["Route: Pebble Stair", "Every thump = 1 point, lowest score wins", "Ines: 2 points",
            "Tobias: 5 points"],
           "Now the silent feet drill we pushed back earlier. On the yellow route, place every foot "
           "so quietly that I can't hear it. Each thump is a point, and the lowest score wins. Ines "
           "had two, Tobias had five. We've run out of time for downclimbing, so that moves to next "
           "week."),
        # 15
        _c("maren", 25, DARK, "Cool-down, and next week",
           ["Stretch 10 min: forearms, shoulders, hips", "Next week: Harrow Crag (outdoors)",
            "Meet 8:00am in the car park", "Bring your own shoes and a warm jacket"],
           "Ten minutes of stretching to finish: forearms, shoulders and hips. And next week is a "
           "big one. We're heading outdoors to Harrow Crag for your first taste of real rock, "
           "meeting in the car park at eight in the morning. Bring your own shoes, and a warm jacket."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "so what is this video actually about?",
         "cands": ["A beginner indoor climbing lesson with a coach and two learners",
                   "An outdoor climbing trip to Harrow Crag",
                   "A school group's climbing competition at Linden Park",
                   "A review of different hangboards"],
         "answer": "A beginner indoor climbing lesson with a coach and two learners",
         "para": ["In a sentence, what kind of session does this clip show?",
                  "If you had to describe the whole video to a friend, what would you say it covers?"]},
        {"n": 2, "type": "right_before_after", "ev": [3, 4],
         "q": "What did they do right after the warm-up laps?",
         "cands": None, "answer": "hangboard holds"},
        {"n": 3, "type": "order", "ev": [1, 2, 3, 4, 7, 14, 15],
         "q": "In what order did they actually do the activities, start to finish?",
         "cands": ["warm-up traverse, hangboard holds, Copper Ladder, silent feet drill, stretch",
                   "warm-up traverse, silent feet drill, hangboard holds, Copper Ladder, stretch",
                   "warm-up traverse, hangboard holds, silent feet drill, Copper Ladder, stretch",
                   "hangboard holds, warm-up traverse, Copper Ladder, downclimb practice, stretch"],
         "answer": "warm-up traverse, hangboard holds, Copper Ladder, silent feet drill, stretch",
         "para": ["The whiteboard plan got shuffled. Which sequence did the drills really happen in?",
                  "walk me through the session's activities in the order they were done"]},
        {"n": 4, "type": "why", "ev": [3],
         "q": "why'd the coach switch the plan around after the warm-up?",
         "cands": None, "answer": "Wall C was booked by a school group and the hangboards were free",
         "para": ["What was the reason the hangboard holds got moved up the schedule?",
                  "The silent feet drill got pushed back early on. How come?"]},
        {"n": 5, "type": "count", "ev": [8, 11, 12, 13],
         "q": "How many attempts did Tobias make on Copper Ladder altogether, counting the one where he got to the top?",
         "cands": None, "answer": "4",
         "para": ["tobias kept coming off the orange route... how many goes did it take him in total?",
                  "Counting every try including the successful one, what's Tobias's total number of attempts at Copper Ladder?"]},
        {"n": 6, "type": "correction", "ev": [4],
         "q": "how long was each hang supposed to last in the end?",
         "cands": ["7 seconds", "10 seconds", "3 seconds", "20 seconds"], "answer": "7 seconds",
         "para": ["Maren changed her mind about the hang time. What did she settle on?",
                  "What final duration did the learners get for each hang on the board?"]},
        {"n": 7, "type": "why", "ev": [4],
         "q": "Why did she think ten-second hangs were too much for them?",
         "cands": None, "answer": "finger tendons get stronger far more slowly than muscles"},
        {"n": 8, "type": "quantity", "ev": [2],
         "q": "roughly how long is the low wall they traversed to warm up?",
         "cands": ["18 m", "12 m", "8 m", "20 m"], "answer": "18 m"},
        {"n": 9, "type": "needle_screen", "ev": [4],
         "q": "How much rest do they get between the two hangboard sets?",
         "cands": None, "answer": "3 minutes"},
        {"n": 10, "type": "speech_and_screen", "ev": [7],
         "q": "What grade was the route the two learners climbed on Wall C?",
         "cands": ["5a", "4a", "5c", "6a"], "answer": "5a"},
        {"n": 11, "type": "who", "ev": [10],
         "q": "Who made it to the top of Copper Ladder on their very first try?",
         "cands": ["Ines Varga", "Tobias Fenn", "Maren Oduya", "A climber from Linden Park School"],
         "answer": "Ines Varga"},
        {"n": 12, "type": "who", "ev": [5],
         "q": "which of the learners wondered if the slipping was the chalk's fault?",
         "cands": None, "answer": "Ines Varga"},
        {"n": 13, "type": "quantity", "ev": [7],
         "q": "What time did they actually get onto Wall C?",
         "cands": ["10:10am", "10:15am", "9:30am", "10:40am"], "answer": "10:10am"},
        {"n": 14, "type": "right_before_after", "ev": [9],
         "q": "After Tobias's first fall, what did the coach tell him to change?",
         "cands": None, "answer": "keep his arms straight and push with his legs",
         "para": ["what was Maren's fix for Tobias right after he peeled off the bulge the first time?",
                  "Tobias comes off the wall on his opening try. Straight after, which technique change is he told to make?"]},
        {"n": 15, "type": "begin", "ev": [0],
         "q": "at the start, how long does Maren say they've got the hall for?",
         "cands": None, "answer": "90 minutes"},
        {"n": 16, "type": "end", "ev": [15],
         "q": "How does the video finish up?",
         "cands": ["A stretching cool-down and news of an outdoor trip to Harrow Crag",
                   "Downclimbing practice on Copper Ladder",
                   "Tobias trying Lantern Crack",
                   "A second hangboard test"],
         "answer": "A stretching cool-down and news of an outdoor trip to Harrow Crag"},
        {"n": 17, "type": "absent", "ev": [],
         "q": "What brand of climbing shoes was Ines wearing?",
         "cands": None, "answer": ABSENT},
        {"n": 18, "type": "absent", "ev": [],
         "q": "how much does the whole beginner course cost?",
         "cands": [ABSENT, "£120", "£90", "£180"], "answer": ABSENT},
        {"n": 19, "type": "absent", "ev": [],
         "q": "How old is Tobias?",
         "cands": None, "answer": ABSENT},
        {"n": 20, "type": "spoken_fact", "ev": [10],
         "q": "what did Ines grab to get past the bulge?",
         "cands": None, "answer": "the big pinch on the right"},
        {"n": 21, "type": "relation", "ev": [5, 6],
         "q": "How did Ines compare with Tobias on the first hangboard set?",
         "cands": ["Ines did all 6 hangs, Tobias managed 4", "Tobias did all 6 hangs, Ines managed 4",
                   "They both did all 6 hangs", "Ines did 4 hangs, Tobias managed 2"],
         "answer": "Ines did all 6 hangs, Tobias managed 4"},
        {"n": 22, "type": "summary", "ev": [8, 9, 11, 12, 13],
         "q": "In short, how did Tobias get on with Copper Ladder?",
         "cands": ["He came off at the bulge a few times, then reached the top on his last try",
                   "He reached the top on his first go",
                   "He gave up after two falls and switched routes",
                   "He never got past the bulge"],
         "answer": "He came off at the bulge a few times, then reached the top on his last try"},
        {"n": 23, "type": "spoken_fact", "ev": [14],
         "q": "Which item on the plan got pushed to next week?",
         "cands": None, "answer": "downclimb practice"},
        {"n": 24, "type": "quantity", "ev": [14],
         "q": "how many thumps did Ines get in the quiet feet game?",
         "cands": ["2", "5", "3", "0"], "answer": "2"},
    ],
}


# ======================================================================== 2. lab
_l = cast({
    "brannock": ("Ms Odile Brannock — chemistry teacher", "en-gb+f4"),
    "samir": ("Samir Dell — lab technician", "en-gb-x-rp"),
    "kit": ("Kit Ambrose — Year 10 student", "en-us+m1"),
})
BENCH = "#eef3e8"
GLASS = "#e4ecf7"
SLATE = "#2b2f3a"

LAB = {
    "name": "lab",
    "footer": "Fernhallow Academy · Science department · Lab 2",
    "lead_in": 6,
    "speed": 160,
    "segments": [
        # 0
        _l("brannock", 26, SLATE, "Fernhallow Academy · Chemistry Lab 2",
           ["Demo: does temperature change reaction speed?", "Year 10 · Tuesday, 11:20am",
            "Teacher: Ms Odile Brannock", "Technician: Samir Dell", "Stopwatch: Kit Ambrose"],
           "Good morning, year ten. It's twenty past eleven, and today in Lab Two we're finding out "
           "whether temperature changes how fast a reaction goes. I'm Ms Brannock. Helping me are "
           "Samir, our lab technician, and Kit, who has kindly volunteered for stopwatch duty."),
        # 1
        _l("brannock", 25, BENCH, "The reaction",
           ["sodium thiosulfate + hydrochloric acid", "→ sulfur forms, the liquid turns cloudy",
            "Flask stands on a card marked with an X", "Time how long until the X disappears"],
           "When sodium thiosulfate meets hydrochloric acid, the liquid slowly turns cloudy as solid "
           "sulfur forms. We stand the flask on a card marked with a cross, and time how long it "
           "takes until we can't see the cross any more. A shorter time means a faster reaction."),
        # 2
        _l("samir", 27, "#fbe9e4", "Safety first",
           ["Goggles on at all times", "Gives off sulfur dioxide: windows open",
            "Bench 6 = the back bench, by the windows", "Used flasks go in the fume cupboard"],
           "Before anything happens, safety. Goggles stay on the whole time, no exceptions. The "
           "reaction gives off a little sulfur dioxide, which stings your eyes and throat, so I've "
           "opened all the windows. If you have asthma, please watch from the back bench. And used "
           "flasks go into the fume cupboard, never down the sink.",
           boxes=[(60, 400, 640, 58, "#ffd8b0", "Eyewash station: next to door 2")]),
        # 3
        _l("brannock", 26, GLASS, "Quantities",
           ["Sodium thiosulfate: 50 cm³ per run", "Made up by Samir at 8:45am",
            "Hydrochloric acid: 5 cm³ per run", "Same cross card for every run"],
           "Samir made up the thiosulfate solution at a quarter to nine this morning. Each run uses "
           "fifty cubic centimetres of it, and ten cubic centimetres of acid. No, sorry, I've "
           "misread my own notes. Five cubic centimetres of acid. With ten, it would go cloudy too "
           "fast to time properly."),
        # 4
        _l("brannock", 26, BENCH, "A fair test",
           ["Warm the thiosulfate only, never the acid", "Water bath switched on at 10:50am",
            "Temperatures: 20, 30, 40, 50 °C", "Same card, same flask size, same timer"],
           "We only ever warm the thiosulfate, never the acid, because warm acid gives off far more "
           "fumes. The water bath has been on since ten to eleven, so it's ready. And it's the same "
           "card and the same person timing every run, so the only thing we change is the "
           "temperature."),
        # 5
        _l("kit", 23, GLASS, "Run 1",
           ["Temperature: 20 °C (room temperature)", "Result: 112 s"],
           "Okay, run one, at room temperature, which is twenty degrees. Acid goes in, and the "
           "stopwatch is going. It's getting cloudy, slowly, slowly. And the cross is gone. One "
           "hundred and twelve seconds. That felt like forever."),
        # 6
        _l("brannock", 25, GLASS, "Run 2",
           ["Temperature: 30 °C", "Result: 58 s", "Flask rinsed with distilled water between runs"],
           "Now thirty degrees. Watch Samir rinse the flask with distilled water first. He does that "
           "between every run, because any sulfur left behind would make the next run look cloudy "
           "sooner than it should. Kit starts the clock, and the cross vanishes at fifty-eight "
           "seconds."),
        # 7
        _l("kit", 22, GLASS, "Run 3",
           ["Temperature: 40 °C", "Result: 22 s"],
           "Forty degrees now. Acid in, clock running. Wow, that's going cloudy really quickly. And "
           "gone! Twenty-two seconds. That's way less than half of the last one. Should I write it "
           "up on the board?"),
        # 8
        _l("samir", 25, "#fbe9e4", "Hold on",
           ["Thermometer in the flask: 46 °C, not 40 °C", "Flask left in the bath too long",
            "Run 3 result thrown out"],
           "Hold on, Kit, before you write that up. The thermometer in the flask reads forty-six, "
           "not forty. It sat in the water bath too long while I was rinsing. So those twenty-two "
           "seconds don't belong to a forty degree run. We'll have to throw that result out."),
        # 9
        _l("brannock", 25, GLASS, "Run 3, repeated",
           ["Fresh flask, checked at exactly 40 °C", "Result: 31 s"],
           "Good catch, Samir. That's exactly why we check the flask, not just the bath. Fresh flask, "
           "checked at forty degrees on the dot, acid in. Kit? Thirty-one seconds. That fits the "
           "pattern much better, so that's the one that goes in the table."),
        # 10
        _l("kit", 22, GLASS, "Run 4",
           ["Temperature: 50 °C", "Result: 17 s"],
           "Last one, fifty degrees. Samir checked the flask thermometer this time, and it really is "
           "fifty. Acid in, go. Oh, that was quick. The cross is gone already. Seventeen seconds."),
        # 11
        _l("brannock", 25, BENCH, "Results",
           ["20 °C → 112 s", "30 °C → 58 s", "40 °C → 31 s", "50 °C → 17 s"],
           "Here are our four results. Every time we went ten degrees warmer, the time roughly "
           "halved. Why? Warmer particles move faster, so they bump into each other more often and "
           "with more energy, and more of those collisions are strong enough to react.",
           boxes=[(60, 380, 640, 58, "#d8f0c8", "Every +10 °C: time roughly halves")]),
        # 12
        _l("kit", 20, SLATE, "A question from the class",
           ["Why stop at 50 °C?"],
           "Miss, why do we stop at fifty? Wouldn't sixty degrees show the pattern even better? It "
           "would be really dramatic."),
        # 13
        _l("brannock", 26, BENCH, "Why not 60 °C?",
           ["At 60 °C: cloudy in about 9 s", "Stopwatch reaction time: a big share of that",
            "Hot thiosulfate starts to break down"],
           "Good question, Kit. At sixty degrees it goes cloudy in about nine seconds, and your "
           "reaction time on the stopwatch would be a big chunk of that, so the error would swamp "
           "the result. Hot thiosulfate also starts breaking down. It's five to twelve, so let's "
           "tidy up."),
        # 14
        _l("samir", 26, SLATE, "Tidy up, and next week",
           ["Flasks → fume cupboard", "Goggles → rack by door 1",
            "Next week: flame colours of metal salts", "Bring your lab book"],
           "Flasks into the fume cupboard, please, and goggles back on the rack by door one. Next "
           "week is a lot more colourful: Ms Brannock is doing flame colours, with copper, lithium "
           "and sodium salts in the Bunsen flame. Bring your lab books."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the main point of this lab video?",
         "cands": ["How temperature affects how fast thiosulfate and acid react",
                   "Flame colours of metal salts",
                   "How to make up a thiosulfate solution",
                   "Lab safety rules for Year 10"],
         "answer": "How temperature affects how fast thiosulfate and acid react"},
        {"n": 2, "type": "quantity", "ev": [3],
         "q": "how much thiosulfate goes into each run?",
         "cands": None, "answer": "50 cm³"},
        {"n": 3, "type": "correction", "ev": [3],
         "q": "How much acid did Ms Brannock end up saying to use per run?",
         "cands": ["5 cm³", "10 cm³", "50 cm³", "15 cm³"], "answer": "5 cm³",
         "para": ["The teacher misread her notes about the acid. What's the right amount?",
                  "what volume of hydrochloric acid actually goes in each time?"]},
        {"n": 4, "type": "why", "ev": [3],
         "q": "Why not put ten cubic centimetres of acid in?",
         "cands": None, "answer": "it would go cloudy too fast to time properly"},
        {"n": 5, "type": "why", "ev": [4],
         "q": "What's the reason they only heat the thiosulfate and never the acid?",
         "cands": ["Warm acid gives off far more fumes",
                   "The acid would react with the water bath",
                   "Warming the acid breaks down the thiosulfate",
                   "The acid bottle can't go in the water bath"],
         "answer": "Warm acid gives off far more fumes"},
        {"n": 6, "type": "count", "ev": [5, 6, 7, 9, 10],
         "q": "how many runs did Kit time altogether, including any that got thrown out?",
         "cands": None, "answer": "5",
         "para": ["Counting the one they binned, how many times was acid added and the stopwatch started?",
                  "What's the total number of timed runs in the demo, discarded one included?"]},
        {"n": 7, "type": "correction", "ev": [7, 8, 9],
         "q": "What time did they finally record for the 40 degree run?",
         "cands": None, "answer": "31 seconds",
         "para": ["the forty degree result got redone. what number ended up in the table?",
                  "After the thermometer mix-up, how long did the cross take to vanish at 40 °C?"]},
        {"n": 8, "type": "order", "ev": [5, 6, 7, 8, 9, 10],
         "q": "Counting the botched run too, what order did the flask temperatures actually go in?",
         "cands": None, "answer": "20, 30, 46, 40, 50 °C"},
        {"n": 9, "type": "who", "ev": [8],
         "q": "Who spotted that the flask was at the wrong temperature?",
         "cands": ["Samir Dell", "Kit Ambrose", "Ms Brannock", "A student on the back bench"],
         "answer": "Samir Dell"},
        {"n": 10, "type": "quantity", "ev": [10],
         "q": "At fifty degrees, how quickly did the cross disappear?",
         "cands": ["17 s", "22 s", "31 s", "9 s"], "answer": "17 s"},
        {"n": 11, "type": "begin", "ev": [0],
         "q": "what time is it when the lesson kicks off?",
         "cands": None, "answer": "11:20am"},
        {"n": 12, "type": "quantity", "ev": [3],
         "q": "When was the thiosulfate solution made up?",
         "cands": ["8:45am", "10:50am", "11:20am", "9:15am"], "answer": "8:45am"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "where's the eyewash station in the lab?",
         "cands": None, "answer": "next to door 2"},
        {"n": 14, "type": "speech_and_screen", "ev": [2],
         "q": "Which bench number should a student with asthma stand at?",
         "cands": ["bench 6", "bench 1", "bench 2", "bench 4"], "answer": "bench 6"},
        {"n": 15, "type": "right_before_after", "ev": [7, 8],
         "q": "what happened right after Kit read out the first forty-degree time?",
         "cands": ["Samir pointed out the flask was really at 46 °C",
                   "Kit wrote the time on the board",
                   "Ms Brannock moved straight on to 50 °C",
                   "The flask went into the fume cupboard"],
         "answer": "Samir pointed out the flask was really at 46 °C"},
        {"n": 16, "type": "end", "ev": [14],
         "q": "What's next week's lesson going to be, according to the end of the video?",
         "cands": ["Flame colours of metal salts", "Repeating this demo at 60 °C",
                   "Making up thiosulfate solution", "A goggles safety test"],
         "answer": "Flame colours of metal salts"},
        {"n": 17, "type": "absent", "ev": [],
         "q": "What concentration was the hydrochloric acid?",
         "cands": None, "answer": ABSENT,
         "para": ["how strong was the acid they used, molarity-wise?",
                  "Do we know what strength of hydrochloric acid went into the flasks?"]},
        {"n": 18, "type": "absent", "ev": [],
         "q": "What temperature was the water bath itself set to?",
         "cands": [ABSENT, "50 °C", "46 °C", "60 °C"], "answer": ABSENT},
        {"n": 19, "type": "absent", "ev": [],
         "q": "how many students are in the class watching?",
         "cands": None, "answer": ABSENT},
        {"n": 20, "type": "relation", "ev": [11],
         "q": "Each time they went ten degrees warmer, what happened to the time?",
         "cands": ["It roughly halved", "It roughly doubled", "It stayed about the same",
                   "It dropped by exactly 10 seconds"],
         "answer": "It roughly halved"},
        {"n": 21, "type": "why", "ev": [12, 13],
         "q": "why didn't they try it at sixty degrees?",
         "cands": None, "answer": "it goes cloudy in about 9 seconds, so stopwatch reaction time would swamp the result",
         "para": ["Kit wanted a 60 °C run. What reason did the teacher give for not doing one?",
                  "What's the problem with running the reaction hotter than fifty?"]},
        {"n": 22, "type": "summary", "ev": [7, 8, 9],
         "q": "Quick summary: what went wrong during the demo, and how was it fixed?",
         "cands": ["The 40 °C flask was really at 46 °C, so they threw out the result and repeated the run",
                   "The acid ran out, so they used less for the last run",
                   "Kit forgot to start the stopwatch at 30 °C, so they redid it",
                   "The cross card got wet and had to be replaced"],
         "answer": "The 40 °C flask was really at 46 °C, so they threw out the result and repeated the run"},
        {"n": 23, "type": "spoken_fact", "ev": [2, 14],
         "q": "where are the used flasks supposed to go?",
         "cands": None, "answer": "the fume cupboard"},
        {"n": 24, "type": "who", "ev": [12],
         "q": "Who asked about going up to sixty degrees?",
         "cands": None, "answer": "Kit Ambrose"},
    ],
}


# ======================================================================== 3. housetour
_h = cast({
    "delphine": ("Delphine Morrow — agent, Morrow & Vance", "en-gb-x-rp+f2"),
    "jonah": ("Jonah Pell — buyer", "en-us+m2"),
    "ruth": ("Ruth Abernathy — owner (on the phone)", "en-gb-scotland+f2"),
})
CREAM = "#f6f0e2"
SAGE = "#e3ecdf"
NAVY = "#1f2a44"

HOUSETOUR = {
    "name": "housetour",
    "footer": "Calder Row Home Tours · Morrow & Vance Homes, Winsett Heath",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        # 0
        _h("delphine", 27, NAVY, "Calder Row Home Tours · Episode 12",
           ["14 Calder Row, Winsett Heath", "3-bedroom semi-detached, built 1961",
            "Asking price: £485,000", "Viewing: Thursday 5 June"],
           "Hello, and welcome back to Calder Row Home Tours. I'm Delphine Morrow, and today I'm "
           "showing a three bedroom semi built in nineteen sixty-one, at fourteen Calder Row in "
           "Winsett Heath. The asking price is four hundred and eighty-five thousand pounds, and "
           "joining me is Jonah, who's looking to buy."),
        # 1
        _h("jonah", 24, CREAM, "Meet the buyer",
           ["Jonah's wish list:", "• a proper kitchen", "• a garden for the dog",
            "• a quiet room to work from home"],
           "Hi everyone, I'm Jonah. My partner Amara couldn't get the day off, so I'm filming "
           "everything for her. We have three must haves: a proper kitchen, a garden for our dog "
           "Biscuit, and somewhere quiet for me to work from home."),
        # 2
        _h("delphine", 25, CREAM, "Hallway",
           ["Original oak parquet floor (restored)", "Front door and windows replaced 2009",
            "Rear extension added 2009"],
           "Come on in. This parquet floor is the original oak from nineteen sixty-one, restored "
           "last spring. The front door and all the windows were replaced in two thousand and nine, "
           "the same year the owner added the rear extension, which you'll see in a moment."),
        # 3
        _h("delphine", 23, SAGE, "Living room",
           ["5.2 m × 4.1 m", "Working open fireplace"],
           "The living room is five point two by four point one metres. It gets the sun all "
           "afternoon and into the evening, because the back of the house faces south-west. The "
           "fireplace works, too. The chimney was swept in January."),
        # 4
        _h("delphine", 24, CREAM, "Kitchen-diner (in the extension)",
           ["6.3 m × 3.8 m", "Range cooker: included", "American-style fridge: not included"],
           "And here's the kitchen-diner, in the extension, six point three by three point eight "
           "metres. The range cooker stays with the house. The big American fridge belongs to the "
           "owner, though, so that's going with her when she moves."),
        # 5
        _h("jonah", 23, CREAM, "First impressions",
           ["Wish list: kitchen, yes"],
           "Okay, this kitchen is exactly what Amara wanted. She's going to love it. Can I ask how "
           "old the boiler is, though? The one in our flat breaks down every single winter, and I "
           "don't want to go through that again."),
        # 6
        _h("delphine", 24, SAGE, "Utility room",
           ["Boiler fitted 2019", "Serviced every October", "Washing machine: included"],
           "Fair question. The boiler's in the utility room, just through here. It was fitted in "
           "twenty nineteen, it's serviced every October, and the owner has all the paperwork. The "
           "washing machine is staying, so that's one less thing to buy."),
        # 7
        _h("delphine", 27, SAGE, "Garden",
           ["Length: 22 m", "Fully fenced", "Shed: included", "Hot tub: not included"],
           "Now the garden. It's thirty metres long. No, wait, let me check the plan. Twenty-two "
           "metres. The thirty includes the driveway at the front. It's fully fenced, so Biscuit "
           "can't wander off. The shed stays, but the hot tub doesn't. The owner is taking it to "
           "her new place."),
        # 8
        _h("delphine", 25, CREAM, "Upstairs",
           ["Bedroom 1: 4.0 m × 3.5 m", "Bedroom 2: 3.6 m × 3.0 m", "Bedroom 3: 2.4 m × 2.2 m"],
           "Upstairs there are three bedrooms. The main one is four metres by three and a half. "
           "Bedroom two is a good double. The third is really a box room, which is why I'd sell it "
           "to you as an office rather than a bedroom. Oh, and the piano on the landing isn't part "
           "of the sale."),
        # 9
        _h("jonah", 23, CREAM, "Bedroom 3",
           ["Looks over the back garden", "Room for a desk and a bookshelf"],
           "Honestly, this would work really well as my office. It looks over the back, so there's "
           "no traffic noise on my video calls, and I can fit a desk and a bookshelf in easily. Can "
           "I ask why the owner is selling?"),
        # 10
        _h("delphine", 23, SAGE, "Why sell?",
           ["Owner moving to Port Ellery", "Wants completion by 30 September"],
           "She's moving to Port Ellery to be closer to her grandchildren, and she'd like to "
           "complete by the end of September. That's really why she's open to offers. She's on the "
           "phone, if you'd like a word with her."),
        # 11
        _h("jonah", 21, NAVY, "Talking numbers",
           ["Asking price: £485,000", "Jonah's idea: £460,000"],
           "Four hundred and eighty-five thousand is a real stretch for us, to be honest. Would she "
           "consider four hundred and sixty? That would leave us enough to redo the bathroom."),
        # 12
        _h("ruth", 25, NAVY, "On the phone: the owner",
           ["Survey: garage roof needs repairing", "New asking price: £472,500"],
           "Hello, Jonah. Delphine's told me all about you. I'm afraid I can't go as low as four "
           "sixty. But the survey came back last week saying the garage roof needs repairing, so "
           "I'm dropping the asking price to four hundred and seventy-two thousand five hundred."),
        # 13
        _h("delphine", 23, CREAM, "Running costs",
           ["Council tax: Band D, about £190 a month", "Energy rating: C",
            "Winsett Heath station: 12 min walk"],
           "A few practical numbers while we're here. Council tax is band D, which works out at "
           "about one hundred and ninety pounds a month. And the station at Winsett Heath is a "
           "twelve minute walk, so getting into the city is easy."),
        # 14
        _h("delphine", 23, SAGE, "Next steps",
           ["Second viewing: Saturday 14 June, 10:00am", "Jonah and Amara",
            "Offer at £472,500 → garden furniture included"],
           "So, next steps. Amara is coming to see it with Jonah on Saturday the fourteenth, at ten "
           "in the morning. And the owner says that if they offer at the new price, she'll leave "
           "the garden furniture as well."),
        # 15
        _h("delphine", 24, NAVY, "Coming up next time",
           ["Episode 13: a converted water tower", "Ambry Marsh",
            "Spiral staircase and a glass roof terrace"],
           "That's it for this week. Next time on Calder Row Home Tours, something completely "
           "different: a converted water tower in Ambry Marsh, with a spiral staircase and a glass "
           "roof terrace. You won't want to miss it. See you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this episode mainly about?",
         "cands": ["An agent showing a buyer round a 3-bedroom semi in Winsett Heath",
                   "A tour of a converted water tower in Ambry Marsh",
                   "A couple renovating a 1961 house",
                   "An owner packing up to move to Port Ellery"],
         "answer": "An agent showing a buyer round a 3-bedroom semi in Winsett Heath"},
        {"n": 2, "type": "quantity", "ev": [0],
         "q": "how much was the house up for at the beginning?",
         "cands": None, "answer": "£485,000"},
        {"n": 3, "type": "quantity", "ev": [12],
         "q": "What's the asking price by the end of the video?",
         "cands": ["£472,500", "£485,000", "£460,000", "£470,000"], "answer": "£472,500",
         "para": ["after the phone call with the owner, what's the house listed at?",
                  "The price changed partway through the tour. What did it change to?"]},
        {"n": 4, "type": "correction", "ev": [7],
         "q": "How long is the back garden?",
         "cands": None, "answer": "22 metres",
         "para": ["Delphine gave a garden length and then fixed it. What was the correct figure?",
                  "what did the garden's length turn out to be once she'd checked the plan?"]},
        {"n": 5, "type": "why", "ev": [3],
         "q": "how come the living room gets so much sun?",
         "cands": None, "answer": "the back of the house faces south-west"},
        {"n": 6, "type": "count", "ev": [4, 7, 8],
         "q": "How many things did Delphine say won't be staying with the house?",
         "cands": ["3", "2", "4", "1"], "answer": "3",
         "para": ["Counting everything the owner is taking with her, how many items is that?",
                  "what's the number of items the tour mentions as not part of the sale?"]},
        {"n": 7, "type": "quantity", "ev": [2],
         "q": "What year were the windows and front door put in?",
         "cands": ["2009", "1961", "2019", "2005"], "answer": "2009"},
        {"n": 8, "type": "who", "ev": [12],
         "q": "who said no to the £460,000 idea?",
         "cands": ["Ruth Abernathy, the owner", "Delphine Morrow, the agent", "Amara", "Jonah"],
         "answer": "Ruth Abernathy, the owner"},
        {"n": 9, "type": "spoken_fact", "ev": [10],
         "q": "Where's the owner moving to?",
         "cands": None, "answer": "Port Ellery"},
        {"n": 10, "type": "why", "ev": [10],
         "q": "Why is the seller open to offers?",
         "cands": ["She wants to complete by the end of September", "The garage roof needs repairing",
                   "The boiler is getting old", "The house has been on the market for a year"],
         "answer": "She wants to complete by the end of September"},
        {"n": 11, "type": "why", "ev": [12],
         "q": "what made the owner drop her asking price?",
         "cands": None, "answer": "the survey said the garage roof needs repairing",
         "para": ["Why did the price come down during the phone call?",
                  "The seller lowered the price. What reason did she give for it?"]},
        {"n": 12, "type": "speech_and_screen", "ev": [8, 9],
         "q": "What are the measurements of the room Jonah wants to use as his office?",
         "cands": None, "answer": "2.4 m × 2.2 m"},
        {"n": 13, "type": "needle_screen", "ev": [13],
         "q": "what energy rating has the house got?",
         "cands": None, "answer": "C"},
        {"n": 14, "type": "order", "ev": [3, 4, 7, 8],
         "q": "Which order were these shown in on the tour?",
         "cands": ["living room, kitchen-diner, garden, upstairs bedrooms",
                   "kitchen-diner, living room, upstairs bedrooms, garden",
                   "living room, upstairs bedrooms, kitchen-diner, garden",
                   "garden, kitchen-diner, living room, upstairs bedrooms"],
         "answer": "living room, kitchen-diner, garden, upstairs bedrooms"},
        {"n": 15, "type": "right_before_after", "ev": [5],
         "q": "What did Jonah ask about right after seeing the kitchen?",
         "cands": None, "answer": "how old the boiler is"},
        {"n": 16, "type": "begin", "ev": [0],
         "q": "who opens the episode?",
         "cands": ["Delphine Morrow, the agent", "Jonah Pell, the buyer", "Ruth Abernathy, the owner",
                   "Amara"],
         "answer": "Delphine Morrow, the agent"},
        {"n": 17, "type": "end", "ev": [15],
         "q": "What's going to be shown in the next episode?",
         "cands": None, "answer": "a converted water tower in Ambry Marsh"},
        {"n": 18, "type": "absent", "ev": [],
         "q": "How many bathrooms does the place have?",
         "cands": [ABSENT, "1", "2", "3"], "answer": ABSENT},
        {"n": 19, "type": "absent", "ev": [],
         "q": "how big is the garage?",
         "cands": None, "answer": ABSENT},
        {"n": 20, "type": "absent", "ev": [],
         "q": "How long has the house been on the market?",
         "cands": None, "answer": ABSENT},
        {"n": 21, "type": "relation", "ev": [12],
         "q": "How is Ruth Abernathy connected to the house?",
         "cands": ["She's the owner who's selling it", "She's Jonah's partner", "She's the surveyor",
                   "She's Delphine's colleague at Morrow & Vance"],
         "answer": "She's the owner who's selling it"},
        {"n": 22, "type": "summary", "ev": [11, 12],
         "q": "In a nutshell, how did the haggling over the price go?",
         "cands": ["Jonah floated £460,000; the owner said no but cut the price to £472,500",
                   "Jonah offered the full £485,000 and it was accepted on the spot",
                   "The owner accepted £460,000 as long as they complete by September",
                   "Delphine raised the price because another buyer was interested"],
         "answer": "Jonah floated £460,000; the owner said no but cut the price to £472,500"},
        {"n": 23, "type": "quantity", "ev": [14],
         "q": "When's the second viewing?",
         "cands": None, "answer": "Saturday 14 June at 10am",
         "para": ["what day and time is Amara coming round to see the house?",
                  "They set up another look at the place. For when?"]},
        {"n": 24, "type": "spoken_fact", "ev": [14],
         "q": "What does the owner throw in if they offer at the new price?",
         "cands": ["the garden furniture", "the hot tub", "the American fridge", "the piano"],
         "answer": "the garden furniture"},
    ],
}

VIDEOS = [COACHING, LAB, HOUSETOUR]
