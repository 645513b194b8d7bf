"""blind3: three invented videos (a home-cooking show, a nature documentary, a fitness class) and
the questions a viewer might ask about them.

Written without seeing the engine: only datasets/slides.py, datasets/checked_set.py,
datasets/blind2/render.py and the "Render" section of datasets/blind2/README.md were read, to learn
the record format and the rendering mechanics. Every person, place, brand, species, date and number
below is invented, so world knowledge cannot answer a question.

A video is a dict: "name", "footer", "lead_in" (seconds of black), "voice" (espeak-ng voice of the
narration), "segments" (slides: "bg", "dur" seconds, "title", "lines", "say" = the narration,
optional "voice", "speaker" = name box, "boxes" = (x, y, w, h, "#colour", text)) and "questions".
A question: "n", "q", "cands" (4 options, or None for an open question), "answer", "type" (one of
checked_set.TYPES), "ev" (indexes of the slides that hold the answer; empty when the answer is
ABSENT), optional "para" (two rewordings of "q"). Numbers are spoken as words in "say" and shown
as digits on the slides.
"""

ABSENT = "not mentioned in the video"

# ---------------------------------------------------------------- helpers for slide boxes
def _box(text, colour):
    """A small box at the bottom right (kitchen timer, round counter), clear of the name box."""
    return (880, 580, 340, 58, colour, text)


CREAM = "#fff4e0"
SAGE = "#e3f1e4"
HOST = "Odile Brannock, host"
GUEST = "Femi Adeyale, Dunmore Dairy"

# ================================================================ 1. cooking show
COOKING = {
    "name": "cooking",
    "footer": "Brannock's Table - Episode 14 - Hollin squash bake",
    "lead_in": 5.0,
    "voice": "en-gb+f3",
    "segments": [
        # 0
        {"bg": CREAM, "dur": 24, "speaker": HOST,
         "title": "Brannock's Table - Episode 14",
         "lines": ["Tonight: Hollin squash bake", "Serves 6", "Meat-free, weeknight friendly"],
         "say": "Hello, and welcome to Brannock's Table. Before we cook, a letter. Tam from Pellbury "
                "writes that she wants a meat-free bake she can make on a weeknight, without a "
                "mountain of washing up. Tam, this one's for you. Tonight, my Hollin squash bake."},
        # 1
        {"bg": CREAM, "dur": 24,
         "title": "What you need",
         "lines": ["300 g pearl barley - £1.20",
                   "1 butternut squash (about 900 g) - £2.40",
                   "2 red onions - £0.60",
                   "150 g Dunmore sheep cheese - £3.85",
                   "3 eggs - £0.90",
                   "80 g walnuts - £1.75",
                   "500 ml vegetable stock - £0.80",
                   "1 tsp smoked paprika",
                   "Total: £11.50"],
         "say": "Here's everything you need, with what I paid at Hollin market this morning. The "
                "cheese was the dear bit, three pounds eighty-five, and you'll hear why it's worth "
                "it in a minute. The whole lot came to eleven pounds fifty, and it feeds six."},
        # 2
        {"bg": CREAM, "dur": 24,
         "title": "First: the oven",
         "lines": ["Oven: 200°C (fan 180°C)", "Gas mark 6", "Baking dish 20 x 30 cm, buttered"],
         "say": "Oven on first. Two hundred and twenty degrees. Oh, no, hang on, that's my bread "
                "setting. Two hundred degrees for this one. And I'm not cooking in the order of "
                "that list, by the way. The walnuts go first, and I'll tell you why."},
        # 3
        {"bg": CREAM, "dur": 24,
         "title": "Step 1: toast the walnuts",
         "lines": ["80 g walnuts on a dry tray", "Top shelf, 6 minutes",
                   "Must be fully cold before crushing"],
         "boxes": [_box("TIMER 6:00", "#ffd1dc")],
         "say": "Walnuts onto a dry tray, top shelf, six minutes, and I'm setting the timer now. "
                "Why first? Because they have to be stone cold before you crush them. Crush them "
                "warm and they go oily and clump together, and you lose all the crunch on top."},
        # 4
        {"bg": CREAM, "dur": 24,
         "title": "Step 2: roast the squash",
         "lines": ["Peel, seed, cut into 2 cm cubes", "Olive oil + 1 tsp smoked paprika",
                   "25 minutes at 200°C"],
         "boxes": [_box("TIMER 25:00", "#ffd1dc")],
         "say": "Walnuts are out, and they smell lovely. Let me just try one. Mm, toasty. Now the "
                "squash. Peeled, seeds out, cut into two centimetre cubes, tossed with olive oil "
                "and the smoked paprika. Twenty-five minutes in the oven. Clock's on."},
        # 5
        {"bg": CREAM, "dur": 25,
         "title": "Step 3: the barley",
         "lines": ["Rinse until the water runs clear", "Simmer in 400 ml of the stock",
                   "18 minutes, lid on"],
         "boxes": [_box("TIMER 18:00", "#ffd1dc")],
         "say": "While the squash roasts, the barley. Rinse it, swirl, drain. Cloudy. Again. Still "
                "cloudy. One last go under the tap, and now it runs clear. That takes off the "
                "surface starch, or the bake goes gluey. Four hundred mil of the stock, lid on, "
                "eighteen minutes. Buzzer set."},
        # 6
        {"bg": SAGE, "dur": 25, "voice": "en-029", "speaker": GUEST,
         "title": "Guest: the cheesemaker",
         "lines": ["Dunmore sheep cheese", "Aged 9 weeks", "Made at Kelby Sands"],
         "say": "Thanks for having me, Odile. Our ewes graze the salt marsh at Kelby Sands, mostly "
                "clover and sea beet, and that's where the salty edge in the cheese comes from. We "
                "age this one for nine weeks. Odile and I trained at catering college together, a "
                "long time ago now."},
        # 7
        {"bg": CREAM, "dur": 24,
         "title": "Step 4: soften the onions",
         "lines": ["2 red onions, thinly sliced", "Low heat, about 10 minutes", "Pinch of salt"],
         "say": "While Femi talks, two red onions, sliced thin, into a pan on a low heat for about "
                "ten minutes. No timer for these, I just keep an eye on them. Let me have a spoonful "
                "of that barley. Hmm, still a bit chalky in the middle. Few more minutes."},
        # 8
        {"bg": CREAM, "dur": 24,
         "title": "Squash out",
         "lines": ["Golden at the edges", "Mash about one third with a fork",
                   "Keep the rest as whole cubes"],
         "say": "There goes the squash timer. Golden at the edges. Straight away I take about a "
                "third of the cubes and mash them with a fork. The mash works like glue and holds "
                "the barley together, while the whole cubes give you something to bite into."},
        # 9
        {"bg": CREAM, "dur": 23,
         "title": "Step 5: bring it together",
         "lines": ["Barley + onions + squash", "Fold gently, don't stir", "Season"],
         "say": "Barley's done, drained. Into the big bowl go the barley, the soft onions, the "
                "mashed squash and the cubes. Fold, don't stir, or the cubes break up. A cheeky "
                "forkful to check the salt. Needs a pinch more. There."},
        # 10
        {"bg": CREAM, "dur": 25,
         "title": "Step 6: eggs and cheese",
         "lines": ["Beat the eggs into the bowl", "Grate the cheese", "Fold most of it in"],
         "say": "Now the binding. The list says three eggs, but these are bantam eggs from my "
                "neighbour, tiny things, so I'm using four. Crack, crack, crack, and one more. Beat "
                "them in. Grate the cheese, two thirds into the bowl, and keep the last third back "
                "for the top."},
        # 11
        {"bg": CREAM, "dur": 24,
         "title": "Step 7: into the oven",
         "lines": ["Spread in the buttered dish", "Cheese, then crushed walnuts on top",
                   "35 minutes, until set in the middle"],
         "boxes": [_box("TIMER 35:00", "#ffd1dc")],
         "say": "Into the buttered dish, and press it down flat. The rest of the cheese on top, "
                "then the walnuts, crushed now that they're properly cold. Back in at two hundred "
                "for thirty-five minutes, until the middle doesn't wobble. Alarm's on."},
        # 12
        {"bg": CREAM, "dur": 25,
         "title": "Let it rest",
         "lines": ["Out of the oven", "Rest 10 minutes before cutting", "Cut into 6 squares"],
         "say": "Out it comes. Now the hard part. Leave it for ten minutes, and no, you don't need "
                "a timer for this, just tidy up. If you cut it hot, the egg hasn't finished setting "
                "and the squares slump all over the plate. Give it ten and they hold their shape."},
        # 13
        {"bg": CREAM, "dur": 25,
         "title": "Fitting it into a weeknight",
         "lines": ["Hands-on: about 30 min", "Start to finish: 1 h 15 min",
                   "Leftovers: 3 days in the fridge"],
         "say": "A word on timing. It's about half an hour of hands-on work, and an hour and a "
                "quarter start to finish. So if you want to eat at seven, get going by a quarter to "
                "six. Leftovers keep three days in the fridge, and they're lovely cold in a lunchbox."},
        # 14
        {"bg": SAGE, "dur": 25,
         "title": "The verdict",
         "lines": ["Femi's verdict: 9/10", "Next week: rhubarb and ginger pudding"],
         "say": "Femi, first bite is yours. The verdict? He says nine out of ten, and he's already "
                "eyeing the corner piece. Thank you, Tam, for the letter, and thank you, Femi. Next "
                "week, a steamed rhubarb and ginger pudding for the cold evenings. Bye for now!"},
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [0],
         "q": "what's the very first thing odile does on the show, before any cooking?",
         "cands": ["reads out a letter from a viewer", "switches on the oven",
                   "introduces her guest Femi", "toasts the walnuts"],
         "answer": "reads out a letter from a viewer",
         "para": ["How does the episode open?",
                  "Right at the top of the show, what's Odile doing?"]},
        {"n": 2, "type": "count", "ev": [3, 4, 5, 11],
         "q": "How many times does she set a timer during the whole show?",
         "cands": ["3", "4", "5", "2"], "answer": "4",
         "para": ["Counting every countdown she starts (clock, buzzer, alarm, whatever she calls it), "
                  "how many are there?",
                  "odile keeps setting timers while she cooks - how many did she set altogether"]},
        {"n": 3, "type": "count", "ev": [1, 10],
         "q": "So how many eggs actually went into the bake in the end?",
         "cands": ["3", "4", "2", "6"], "answer": "4"},
        {"n": 4, "type": "count", "ev": [4, 7, 9],
         "q": "Before it went in the oven, how many times did she stop to taste something?",
         "cands": ["1", "2", "3", "4"], "answer": "3"},
        {"n": 5, "type": "count", "ev": [5],
         "q": "how many times did the barley get rinsed before the water was clear",
         "cands": None, "answer": "3"},
        {"n": 6, "type": "order", "ev": [1, 2, 3],
         "q": "Which ingredient did she actually start cooking first?",
         "cands": ["the walnuts", "the pearl barley", "the butternut squash", "the red onions"],
         "answer": "the walnuts",
         "para": ["The list starts with barley, but what went into the oven or a pan first?",
                  "First thing to get cooked in this episode - what was it?"]},
        {"n": 7, "type": "order", "ev": [3, 4, 5, 7],
         "q": "In what order did the walnuts, squash, barley and onions get cooked?",
         "cands": ["walnuts, squash, barley, onions", "barley, squash, onions, walnuts",
                   "squash, walnuts, barley, onions", "walnuts, barley, squash, onions"],
         "answer": "walnuts, squash, barley, onions"},
        {"n": 8, "type": "correction", "ev": [2],
         "q": "She mentions two oven temperatures at the start. Which one did she actually use?",
         "cands": ["200°C", "220°C", "210°C", "190°C"], "answer": "200°C",
         "para": ["what temp did the oven end up at after she corrected herself?",
                  "Odile gets the oven setting wrong and fixes it. What's the setting she settles on "
                  "for this bake?"]},
        {"n": 9, "type": "why", "ev": [3],
         "q": "why did the walnuts have to be done before everything else?",
         "cands": ["so they're completely cold before crushing, otherwise they go oily",
                   "because they take the longest to cook",
                   "because Femi needed them for the cheese",
                   "so the oven could warm up on them"],
         "answer": "so they're completely cold before crushing, otherwise they go oily"},
        {"n": 10, "type": "why", "ev": [5],
         "q": "What's the point of washing the barley, according to her?",
         "cands": ["it takes off the surface starch so the bake isn't gluey",
                   "it gets rid of grit and husks",
                   "it makes it cook in half the time",
                   "it stops it soaking up too much stock"],
         "answer": "it takes off the surface starch so the bake isn't gluey"},
        {"n": 11, "type": "quantity", "ev": [1],
         "q": "what did the sheep cheese cost her?",
         "cands": None, "answer": "£3.85"},
        {"n": 12, "type": "quantity", "ev": [11],
         "q": "How long does the finished dish bake for?",
         "cands": ["35 minutes", "25 minutes", "18 minutes", "45 minutes"],
         "answer": "35 minutes"},
        {"n": 13, "type": "quantity", "ev": [13],
         "q": "If you want dinner on the table at 7, by what time should you start?",
         "cands": ["5:45 pm", "6:00 pm", "5:15 pm", "6:15 pm"], "answer": "5:45 pm",
         "para": ["She gives a start time for people who want to eat at seven. What is it?",
                  "To sit down to eat at seven o'clock, when do you need to get going?"]},
        {"n": 14, "type": "right_before_after", "ev": [8],
         "q": "What does she do straight after the squash comes out of the oven?",
         "cands": ["mashes about a third of it with a fork", "crushes the walnuts over it",
                   "tastes a cube for seasoning", "tips it all into the baking dish"],
         "answer": "mashes about a third of it with a fork"},
        {"n": 15, "type": "needle_screen", "ev": [2],
         "q": "There's a fan oven setting on screen at one point - what is it?",
         "cands": ["180°C", "200°C", "160°C", "220°C"], "answer": "180°C"},
        {"n": 16, "type": "spoken_fact", "ev": [6],
         "q": "what do Femi's ewes graze on?",
         "cands": ["clover and sea beet", "barley and hay", "heather and gorse", "rye grass and kale"],
         "answer": "clover and sea beet"},
        {"n": 17, "type": "speech_and_screen", "ev": [1, 10],
         "q": "How many grams of cheese end up sprinkled on top of the bake?",
         "cands": ["50 g", "100 g", "75 g", "150 g"], "answer": "50 g"},
        {"n": 18, "type": "who", "ev": [6],
         "q": "Who made the cheese they cooked with?",
         "cands": ["Femi Adeyale", "Odile Brannock", "Tam from Pellbury", "Odile's neighbour"],
         "answer": "Femi Adeyale"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "how do odile and femi know each other",
         "cands": ["they trained at catering college together",
                   "he's the neighbour with the bantam hens",
                   "he runs a stall at Hollin market",
                   "he's Tam's father"],
         "answer": "they trained at catering college together",
         "para": ["What's the connection between the host and her guest?",
                  "Is Femi an old friend, a neighbour, or what? Where does Odile know him from?"]},
        {"n": 20, "type": "topic", "ev": [0, 11],
         "q": "What dish is this episode about?",
         "cands": ["a squash and barley bake", "a steamed rhubarb and ginger pudding",
                   "a sheep cheese tart", "walnut bread"],
         "answer": "a squash and barley bake"},
        {"n": 21, "type": "summary", "ev": [0, 6, 11, 14],
         "q": "Which of these best sums up the episode?",
         "cands": ["Odile makes a meat-free squash and barley bake for a viewer, with a cheesemaker "
                   "as her guest",
                   "Odile and Femi make sheep cheese at Kelby Sands",
                   "Odile shops at Hollin market and compares prices",
                   "Odile steams a rhubarb pudding and Femi rates it"],
         "answer": "Odile makes a meat-free squash and barley bake for a viewer, with a cheesemaker "
                   "as her guest"},
        {"n": 22, "type": "end", "ev": [14],
         "q": "What's the last thing they do with the bake before saying goodbye?",
         "cands": ["Femi tries it and gives it nine out of ten", "Odile freezes half of it",
                   "they wrap a slice up for Tam", "Odile scatters more walnuts on top"],
         "answer": "Femi tries it and gives it nine out of ten"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How many calories are in one square?",
         "cands": [ABSENT, "about 320", "about 450", "about 510"], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "can you freeze the leftovers, and for how long?",
         "cands": [ABSENT, "yes, for up to 3 months", "yes, for up to 1 month",
                   "no, it goes watery if frozen"],
         "answer": ABSENT},
    ],
}

# ================================================================ 2. nature documentary
NIGHT = "#0b1a2a"
STONE = "#20303c"
SCIENTIST = "Dr Ines Valkonen, Brenmoor Institute"

DOCUMENTARY = {
    "name": "documentary",
    "footer": "Deep Country - Film 3 - The Lanterns of Orrin Cave",
    "lead_in": 6.0,
    "voice": "en-gb-x-rp",
    "segments": [
        # 0
        {"bg": "#000814", "dur": 22,
         "title": "Orrin Cave, 118 m down",
         "lines": ["Darkness.", "One point of blue-green light."],
         "say": "Drip. Drip. A hundred and eighteen metres below the Callow Hills, in a darkness "
                "the sun has never touched, something begins to glow. One tiny point of blue-green "
                "light. Then another."},
        # 1
        {"bg": NIGHT, "dur": 22,
         "title": "The Lanterns of Orrin Cave",
         "lines": ["Deep Country - Film 3", "Narrated by Colm Aderly"],
         "say": "This is Orrin Cave, and this film is about the creature that lights it: the Orrin "
                "lantern snail, found nowhere else on Earth. To understand how it came to be known, "
                "we go back to the spring of nineteen sixty-three."},
        # 2
        {"bg": STONE, "dur": 25,
         "title": "1963: the discovery",
         "lines": ["March 1963", "Mabel Tiernan, aged 16", "Tiernan farm, Callow Hills"],
         "say": "In March nineteen sixty-three, a sixteen-year-old farm girl called Mabel Tiernan "
                "went out looking for a ewe that had wandered off in the fog. She heard it bleating "
                "from a crack in the hillside. The ewe was fine. Behind it, Mabel felt cold air "
                "moving. She had found a cave."},
        # 3
        {"bg": NIGHT, "dur": 23,
         "title": "Orrin Cave in numbers",
         "lines": ["Mapped passages: 4.2 km", "Deepest point: 118 m", "Air: 9°C all year",
                   "Water: 7°C"],
         "say": "Over the next ten years, cavers mapped four point two kilometres of passages. Down "
                "here, the seasons do not exist. The air stays at nine degrees, summer and winter, "
                "day and night, and the water is colder still."},
        # 4
        {"bg": STONE, "dur": 24,
         "title": "The way in",
         "lines": ["Entrance", "1. The Gallery", "2. The Drip Room", "3. The Cathedral",
                   "4. The Sump (divers only)"],
         "say": "From the entrance, one main passage links four chambers: the Gallery, then the "
                "Drip Room, then the vast Cathedral, and at the very bottom the Sump, a flooded "
                "shaft that only cave divers can enter. Our team will not attempt the Sump."},
        # 5
        {"bg": NIGHT, "dur": 24,
         "title": "A light on the walls",
         "lines": ["1978: first photographed", "1981: formally named", "Lucerna orrinensis"],
         "say": "For fifteen years, no one noticed the snails. Then, in nineteen seventy-eight, a "
                "caver switched off her lamp to change a battery, and saw the walls glittering. She "
                "took the first photograph that same day. Three years later, the snail was "
                "formally named."},
        # 6
        {"bg": "#16324a", "dur": 22, "voice": "en-us+f4", "speaker": SCIENTIST,
         "title": "The snail up close",
         "lines": ["Shell: 6 mm across", "Glow: blue-green, about 40 s"],
         "say": "They're tiny, six millimetres across the shell. When something brushes against "
                "one, it lights up, blue-green, for about forty seconds. Watch. I'll stroke this one "
                "with a feather. There. That's the lantern."},
        # 7
        {"bg": "#16324a", "dur": 26, "voice": "en-us+f4", "speaker": SCIENTIST,
         "title": "Why glow?",
         "lines": ["Main predator: Callow cave beetle", "Nearly blind, hunts by touch"],
         "say": "We don't think the light is for finding mates. The Callow cave beetle hunts by "
                "touch, and it's nearly blind, but a sudden flash still startles it. It grabs a "
                "snail, the snail flares, and the beetle lets go. Here, a gentle tap on this one. "
                "See it flare?"},
        # 8
        {"bg": STONE, "dur": 24,
         "title": "Day one: the Gallery",
         "lines": ["Team of 4", "Rope descent: 22 m"],
         "say": "On the first day, the team of four lowers itself into the Gallery. The walls here "
                "are freckled with snails. Overhead, close to the entrance where the air still "
                "moves, a colony of Callow bats hangs in a tight, twitching cluster."},
        # 9
        {"bg": STONE, "dur": 25,
         "title": "The Drip Room: flooded",
         "lines": ["Water up 1.5 m after rain", "Detour: the Letterbox crawl"],
         "say": "The plan was to reach the Drip Room next. But after three days of rain, the water "
                "has risen a metre and a half. Rather than turn back, the team squeezes sideways "
                "through a narrow crawl called the Letterbox, which brings them out in the "
                "Cathedral."},
        # 10
        {"bg": NIGHT, "dur": 24,
         "title": "The Cathedral",
         "lines": ["Height: 38 m", "Densest colony in the cave"],
         "say": "The Cathedral is thirty-eight metres high. The snails here are so crowded that "
                "when Ines brushes the wall with her glove, a whole patch flickers on at once. "
                "Sharing the chamber is a pale, long-legged spider, which ignores the snails "
                "entirely."},
        # 11
        {"bg": STONE, "dur": 23,
         "title": "Day two: the Drip Room",
         "lines": ["Water down overnight", "12 snails marked with paint"],
         "say": "By the next morning the water has dropped, and the team finally reaches the Drip "
                "Room. Here they mark twelve snails with tiny dots of paint, so that the same "
                "animals can be found and counted again next year."},
        # 12
        {"bg": "#16324a", "dur": 23, "voice": "en-us+f4", "speaker": SCIENTIST,
         "title": "A shrinking population",
         "lines": ["First full survey, 2009: 12,400 snails"],
         "say": "In our first full survey we counted just over twelve thousand. In twenty "
                "twenty-one we counted eight thousand nine hundred. No, sorry, seven thousand nine "
                "hundred. I always get that one wrong, and it's the number that matters most."},
        # 13
        {"bg": NIGHT, "dur": 27,
         "title": "Closed since 2015",
         "lines": ["No visitors since 2015", "Aim: a lab breeding colony by 2028"],
         "say": "The cave has been closed to visitors since twenty fifteen. Twenty people, "
                "breathing and giving off body heat, can warm the Cathedral by almost a degree in an "
                "hour, and when the air warms, the snails stop glowing. The Brenmoor Institute "
                "hopes to have a breeding colony in its lab by twenty twenty-eight."},
        # 14
        {"bg": "#000814", "dur": 24,
         "title": "In memory",
         "lines": ["Mabel Tiernan, 1947-2019", "Next film: the salt bats of Marra Cliffs"],
         "say": "This film is dedicated to Mabel Tiernan, who found the cave as a girl and guarded "
                "it for the rest of her life. Next time on Deep Country, we leave the dark behind, "
                "for the salt bats of Marra Cliffs."},
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [0],
         "q": "What do we see and hear right at the start of the film?",
         "cands": ["a single blue-green light in the dark, and dripping water",
                   "a girl searching the hills for a sheep",
                   "the research team abseiling into the cave",
                   "a map of the cave's chambers"],
         "answer": "a single blue-green light in the dark, and dripping water",
         "para": ["How does the documentary open?",
                  "opening moments of the film - what's going on?"]},
        {"n": 2, "type": "count", "ev": [7, 8, 10],
         "q": "Apart from the lantern snail itself, how many other kinds of animal does the film "
              "say live in the cave?",
         "cands": ["2", "3", "4", "5"], "answer": "3",
         "para": ["Besides the snails, how many different creatures share Orrin Cave, going by the "
                  "narration?",
                  "Other cave-dwelling species mentioned, not counting the snail: how many?"]},
        {"n": 3, "type": "count", "ev": [4, 8, 9, 10, 11],
         "q": "How many of the cave's chambers did the team actually get into?",
         "cands": None, "answer": "3"},
        {"n": 4, "type": "count", "ev": [6, 7, 10],
         "q": "How many times does someone deliberately make the snails light up on camera?",
         "cands": ["1", "2", "3", "4"], "answer": "3"},
        {"n": 5, "type": "order", "ev": [4, 9],
         "q": "After the Gallery, which chamber did the team go to next?",
         "cands": ["the Cathedral", "the Drip Room", "the Sump", "back to the entrance"],
         "answer": "the Cathedral",
         "para": ["The map goes Gallery then Drip Room, but where did the team actually end up "
                  "after the Gallery?",
                  "second chamber the team reached?"]},
        {"n": 6, "type": "order", "ev": [8, 9, 10, 11],
         "q": "Which order did they visit the chambers in?",
         "cands": ["Gallery, Cathedral, Drip Room", "Gallery, Drip Room, Cathedral",
                   "Gallery, Drip Room, Cathedral, Sump", "Cathedral, Gallery, Drip Room"],
         "answer": "Gallery, Cathedral, Drip Room"},
        {"n": 7, "type": "correction", "ev": [12],
         "q": "What was the snail count in 2021?",
         "cands": ["7,900", "8,900", "12,400", "4,500"], "answer": "7,900",
         "para": ["Ines gets the 2021 survey number wrong at first. What's the right figure?",
                  "how many snails did the 2021 survey find, once she fixes her slip"]},
        {"n": 8, "type": "why", "ev": [13],
         "q": "Why was the cave closed to visitors?",
         "cands": ["people's body heat warms the air and the snails stop glowing",
                   "tourists kept taking snails home",
                   "the Letterbox passage collapsed",
                   "the Sump flooded the lower chambers"],
         "answer": "people's body heat warms the air and the snails stop glowing",
         "para": ["What's the reason nobody's allowed in the cave any more?",
                  "Explain why tourists were shut out of Orrin Cave, according to the narrator."]},
        {"n": 9, "type": "why", "ev": [7],
         "q": "What does the researcher think the glowing is actually for?",
         "cands": ["startling the beetle that grabs them, so it lets go", "attracting mates",
                   "luring small insects to eat", "warning other snails about floods"],
         "answer": "startling the beetle that grabs them, so it lets go"},
        {"n": 10, "type": "quantity", "ev": [6],
         "q": "how long does a snail keep glowing once it's been touched",
         "cands": ["about 40 seconds", "about 4 seconds", "about 14 seconds", "about 4 minutes"],
         "answer": "about 40 seconds"},
        {"n": 11, "type": "quantity", "ev": [5],
         "q": "What year did the snail get its official name?",
         "cands": ["1981", "1978", "1963", "2009"], "answer": "1981"},
        {"n": 12, "type": "quantity", "ev": [3],
         "q": "how long are the mapped passages altogether?",
         "cands": None, "answer": "4.2 km"},
        {"n": 13, "type": "quantity", "ev": [13],
         "q": "By when is the institute hoping to have snails breeding in its lab?",
         "cands": ["2028", "2025", "2021", "2030"], "answer": "2028"},
        {"n": 14, "type": "right_before_after", "ev": [9],
         "q": "The Drip Room turned out to be flooded. What did the team do right after finding "
              "that out?",
         "cands": ["squeezed through a narrow crawl called the Letterbox into the Cathedral",
                   "turned back to the surface",
                   "camped at the edge of the Drip Room until it drained",
                   "called in cave divers for the Sump"],
         "answer": "squeezed through a narrow crawl called the Letterbox into the Cathedral"},
        {"n": 15, "type": "needle_screen", "ev": [5],
         "q": "What's the snail's scientific name as shown on screen?",
         "cands": ["Lucerna orrinensis", "Lucerna callowensis", "Orrinia lucens",
                   "Lampas orrinensis"],
         "answer": "Lucerna orrinensis"},
        {"n": 16, "type": "spoken_fact", "ev": [2],
         "q": "What was Mabel out looking for when she stumbled on the cave?",
         "cands": ["a ewe that had wandered off", "her younger brother", "a lost dog",
                   "a spring for drinking water"],
         "answer": "a ewe that had wandered off"},
        {"n": 17, "type": "speech_and_screen", "ev": [12],
         "q": "By how many snails did the population fall between the first full survey and 2021?",
         "cands": ["4,500", "3,500", "5,500", "4,400"], "answer": "4,500"},
        {"n": 18, "type": "who", "ev": [6, 7, 12],
         "q": "Who's the scientist they interview?",
         "cands": ["Ines Valkonen", "Mabel Tiernan", "Colm Aderly", "Ross Tiernan"],
         "answer": "Ines Valkonen"},
        {"n": 19, "type": "relation", "ev": [7],
         "q": "what's the deal between the cave beetle and the snails",
         "cands": ["the beetle hunts the snails", "the beetle and the snails share food",
                   "the snails eat beetle eggs", "the beetle carries snails between chambers"],
         "answer": "the beetle hunts the snails"},
        {"n": 20, "type": "topic", "ev": [1, 6],
         "q": "What's this documentary mainly about?",
         "cands": ["a glowing snail that lives only in Orrin Cave",
                   "the salt bats of Marra Cliffs",
                   "the life of caver Mabel Tiernan",
                   "how cave divers explore flooded shafts"],
         "answer": "a glowing snail that lives only in Orrin Cave"},
        {"n": 21, "type": "summary", "ev": [2, 6, 8, 12, 13],
         "q": "Sum it up: what does the film cover?",
         "cands": ["how the cave was found, its glowing snails, a research trip inside, and why the "
                   "snails are declining",
                   "a cave-diving expedition to the bottom of the Sump",
                   "a year in the life of the Callow bats",
                   "how the Brenmoor Institute was founded"],
         "answer": "how the cave was found, its glowing snails, a research trip inside, and why the "
                   "snails are declining"},
        {"n": 22, "type": "end", "ev": [14],
         "q": "At the very end, who is the film dedicated to?",
         "cands": ["Mabel Tiernan", "Ines Valkonen", "the caver who took the first photograph",
                   "the Brenmoor Institute team"],
         "answer": "Mabel Tiernan"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "what do the lantern snails actually eat?",
         "cands": [ABSENT, "cave fungus", "bat droppings", "beetle larvae"], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How long does one of these snails live?",
         "cands": [ABSENT, "about 2 years", "about 5 years", "about 10 years"], "answer": ABSENT},
    ],
}

# ================================================================ 3. fitness class
GYM = "#1f3b4d"
REST = "#d9f2e6"
RHEA = "Rhea Solberg, instructor"
JONAH = "Jonah Pike, demo"
R1, R2, R3 = (_box("ROUND %d OF 3" % k, "#ff8c42") for k in (1, 2, 3))
REST_BOX = _box("REST 0:45", "#9ad0ec")

FITNESS = {
    "name": "fitness",
    "footer": "Tidewater Fitness - Core & Flow with Rhea - Class 7",
    "lead_in": 4.5,
    "voice": "en-us+f2",
    "segments": [
        # 0
        {"bg": GYM, "dur": 22, "speaker": RHEA,
         "title": "Core & Flow - Class 7",
         "lines": ["Tidewater Fitness", "You need: a mat and water"],
         "say": "Hey everyone, welcome back to Core and Flow! I'm Rhea. All you need today is a mat "
                "and some water. We've got four moves, three rounds, and a proper stretch at the "
                "end. Let's get those feet moving."},
        # 1
        {"bg": GYM, "dur": 21,
         "title": "Warm-up",
         "lines": ["March on the spot - 1 min", "Arm circles - 10 each way",
                   "Hip circles - 8 each way"],
         "say": "March it out on the spot, one full minute, swing those arms. Now big arm circles, "
                "ten forwards, ten back. And hips, eight circles each way. Beautiful, you're looking "
                "great already."},
        # 2
        {"bg": GYM, "dur": 23,
         "title": "Today's circuit",
         "lines": ["1. Reverse lunges - 10 per leg", "2. Plank shoulder taps - 12 per side",
                   "3. Mountain climbers - 30 s", "4. Glute bridges - 15 reps",
                   "Rest 45 s between rounds"],
         "say": "Here's the card. Lunges, shoulder taps, mountain climbers, glute bridges, with "
                "forty-five seconds of rest between rounds. One change today: we'll do the bridges "
                "first, to wake up the glutes before they have to work in the lunges."},
        # 3
        {"bg": "#2b4a3a", "dur": 23, "voice": "en-gb-scotland", "speaker": JONAH,
         "title": "Easier options",
         "lines": ["Every move has an easier version", "Follow Jonah if you need to"],
         "say": "Hi, I'm Jonah, and I'll show the easier version of each move. For lunges, hold on "
                "to a chair. For the shoulder taps, keep your knees down on the mat. And for the "
                "climbers, step your feet in, no jumping. Nobody's judging."},
        # 4
        {"bg": GYM, "dur": 22, "boxes": [R1],
         "title": "Round 1",
         "lines": ["Glute bridges x 15", "Reverse lunges x 10 per leg"],
         "say": "Round one! Lie back, feet flat, and bridge up. Squeeze at the top. Fifteen of "
                "those. Good. Now up on your feet for reverse lunges, ten each leg. Step back, drop "
                "the knee, drive up. Nice and strong!"},
        # 5
        {"bg": GYM, "dur": 21, "boxes": [R1],
         "title": "Round 1, continued",
         "lines": ["Plank shoulder taps x 12 per side", "Mountain climbers - 30 s"],
         "say": "Into your plank. Tap the opposite shoulder, twelve each side, hips nice and still. "
                "Now climbers, thirty seconds, go go go! Drive those knees. That's round one done. "
                "Grab a sip of water."},
        # 6
        {"bg": REST, "dur": 23, "boxes": [REST_BOX],
         "title": "Rest",
         "lines": ["Shake out the arms", "Breathe"],
         "say": "Forty-five seconds, shake out the arms. Quick tip: when your feet land in the "
                "climbers, stay on the balls of your feet, it's kinder to your knees. And from now "
                "on I'm calling the climbers sprinters, because that's what they feel like."},
        # 7
        {"bg": GYM, "dur": 20, "boxes": [R2],
         "title": "Round 2",
         "lines": ["Hip lifts x 15", "Reverse lunges x 10 per leg"],
         "say": "Round two. Back down for hip lifts, that's the same bridge as before, fifteen. "
                "Then lunges, ten a leg. Keep that chest proud. Lovely work, you are flying!"},
        # 8
        {"bg": GYM, "dur": 20, "boxes": [R2],
         "title": "Round 2, continued",
         "lines": ["Shoulder taps x 12 per side", "Sprinters - 30 s"],
         "say": "Plank, taps, twelve a side. Then sprinters, thirty seconds, as fast as you safely "
                "can. Brilliant! That's round two in the bag. Take on some water."},
        # 9
        {"bg": REST, "dur": 21, "boxes": [REST_BOX],
         "title": "Rest",
         "lines": ["Roll the shoulders", "Breathe out through the mouth"],
         "say": "Let's take a full sixty seconds this time. Actually, no. Let's keep it at "
                "forty-five, you all look way too strong for a long rest. Roll the shoulders back, "
                "and breathe out through the mouth."},
        # 10
        {"bg": GYM, "dur": 20, "boxes": [R3],
         "title": "Round 3",
         "lines": ["Hip lifts x 15", "Reverse lunges x 10 per leg"],
         "say": "Final round, round three! Hip lifts, fifteen, squeeze. Lunges, ten a leg. Dig "
                "deep, this is the round that counts. Superb."},
        # 11
        {"bg": GYM, "dur": 20, "boxes": [R3],
         "title": "Round 3, continued",
         "lines": ["Shoulder taps x 12 per side", "Sprinters - 30 s"],
         "say": "Taps, twelve each side. Last sprinters of the day, thirty seconds, empty the tank! "
                "And stop. Water, everyone, have a proper drink."},
        # 12
        {"bg": "#5a2a3a", "dur": 21, "boxes": [_box("BONUS ROUND 4", "#ff5d73")],
         "title": "Bonus finisher",
         "lines": ["Sprinters - 20 s", "Hip lifts x 10"],
         "say": "Okay, I lied. You know I can't resist. Bonus round! Twenty seconds of sprinters, "
                "then ten hip lifts. Jonah, show them the stepping version. And done! What an "
                "effort."},
        # 13
        {"bg": REST, "dur": 22,
         "title": "Cool-down",
         "lines": ["Child's pose - 30 s", "Seated twist - 20 s each side",
                   "Figure-four stretch - 30 s each side"],
         "say": "Cool down time. Sink back into child's pose, thirty seconds. Come up into a seated "
                "twist, twenty seconds each side. Then the figure four, ankle over knee, thirty a "
                "side. Let your breathing slow right down."},
        # 14
        {"bg": GYM, "dur": 25,
         "title": "That's a wrap",
         "lines": ["Next class: Thursday 6:30 pm", "Kettlebell Basics", "Bring a 6-8 kg kettlebell"],
         "say": "Hands on your belly. Three slow breaths together. In, and out. In, and out. Once "
                "more, in, and out. Thank you so much. Thursday at half past six is Kettlebell "
                "Basics. Book your spot by Wednesday at noon. See you then!"},
    ],
    "questions": [
        {"n": 1, "type": "begin", "ev": [1],
         "q": "what's the first exercise of the warm-up?",
         "cands": ["marching on the spot", "arm circles", "hip circles", "glute bridges"],
         "answer": "marching on the spot"},
        {"n": 2, "type": "count", "ev": [4, 5, 7, 8, 10, 11, 12],
         "q": "How many rounds did the class end up doing, bonus included?",
         "cands": ["3", "4", "5", "2"], "answer": "4",
         "para": ["The counter on screen said 'of 3'. How many rounds were there really?",
                  "Total number of rounds in this session, counting any extra one?"]},
        {"n": 3, "type": "count", "ev": [5, 8, 11],
         "q": "How many times does Rhea tell everyone to go and drink?",
         "cands": ["2", "3", "4", "1"], "answer": "3",
         "para": ["how many water breaks were there",
                  "Count the times she sends people to their water bottles. What do you get?"]},
        {"n": 4, "type": "count", "ev": [5, 8, 11, 12],
         "q": "How many sets of mountain climbers did they do in total?",
         "cands": None, "answer": "4"},
        {"n": 5, "type": "count", "ev": [4, 7, 10],
         "q": "Over the whole class, how many reverse lunges did each leg do?",
         "cands": ["30", "40", "20", "10"], "answer": "30"},
        {"n": 6, "type": "order", "ev": [2, 4, 7, 10],
         "q": "Which move opened each of the three main rounds?",
         "cands": ["glute bridges", "reverse lunges", "plank shoulder taps", "mountain climbers"],
         "answer": "glute bridges",
         "para": ["The card puts lunges first, but what did rounds one to three actually begin "
                  "with?",
                  "first exercise of each regular circuit round?"]},
        {"n": 7, "type": "order", "ev": [5, 8, 11],
         "q": "What was the last move in each of the three regular rounds?",
         "cands": ["mountain climbers", "glute bridges", "reverse lunges", "plank shoulder taps"],
         "answer": "mountain climbers"},
        {"n": 8, "type": "correction", "ev": [9],
         "q": "How long was the rest after round two in the end?",
         "cands": ["45 seconds", "60 seconds", "30 seconds", "90 seconds"], "answer": "45 seconds",
         "para": ["Rhea first says the second rest will be longer. How long did it really last?",
                  "she changes her mind about the second break - final length?"]},
        {"n": 9, "type": "why", "ev": [2],
         "q": "Why did Rhea put the bridges first instead of where the card had them?",
         "cands": ["to wake up the glutes before the lunges", "because Jonah asked her to",
                   "because bridges are the hardest move", "to get the floor work out of the way"],
         "answer": "to wake up the glutes before the lunges"},
        {"n": 10, "type": "why", "ev": [9],
         "q": "What reason does she give for not doing the longer rest?",
         "cands": ["everyone looked too strong to need it", "the class was running late",
                   "Jonah wanted to start the bonus round", "the music ran out"],
         "answer": "everyone looked too strong to need it"},
        {"n": 11, "type": "quantity", "ev": [2, 5, 8, 11],
         "q": "how many shoulder taps per side in a round",
         "cands": ["12", "10", "15", "8"], "answer": "12"},
        {"n": 12, "type": "quantity", "ev": [13],
         "q": "How long do they hold child's pose in the cool-down?",
         "cands": ["30 seconds", "20 seconds", "45 seconds", "1 minute"], "answer": "30 seconds"},
        {"n": 13, "type": "quantity", "ev": [14],
         "q": "By when do you have to book Thursday's class?",
         "cands": None, "answer": "Wednesday at noon"},
        {"n": 14, "type": "right_before_after", "ev": [12, 13],
         "q": "What happened just before they started the cool-down stretches?",
         "cands": ["a short bonus round", "a second warm-up",
                   "a 45-second rest", "Jonah went through the easier options"],
         "answer": "a short bonus round"},
        {"n": 15, "type": "needle_screen", "ev": [14],
         "q": "What size of kettlebell should you bring on Thursday?",
         "cands": ["6-8 kg", "8-12 kg", "4-6 kg", "10-16 kg"], "answer": "6-8 kg"},
        {"n": 16, "type": "spoken_fact", "ev": [6],
         "q": "any tip for landing the mountain climbers?",
         "cands": ["stay on the balls of your feet", "land flat-footed", "keep your hands wide",
                   "look down at the floor"],
         "answer": "stay on the balls of your feet"},
        {"n": 17, "type": "speech_and_screen", "ev": [2, 3],
         "q": "The move Jonah does with his knees on the mat - how many reps a side is it on the "
              "card?",
         "cands": ["12", "10", "15", "30"], "answer": "12"},
        {"n": 18, "type": "who", "ev": [3],
         "q": "Who showed the easier versions of the moves?",
         "cands": ["Jonah Pike", "Rhea Solberg", "Jonah Solberg", "Rhea Pike"],
         "answer": "Jonah Pike"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "When Rhea says 'sprinters', which exercise is she talking about?",
         "cands": ["mountain climbers", "reverse lunges", "glute bridges", "marching on the spot"],
         "answer": "mountain climbers"},
        {"n": 20, "type": "topic", "ev": [0, 2],
         "q": "What's this class about overall?",
         "cands": ["a bodyweight core circuit with a cool-down stretch", "kettlebell basics",
                   "a running technique workshop", "a beginners' yoga flow with no strength work"],
         "answer": "a bodyweight core circuit with a cool-down stretch",
         "para": ["what kind of workout is this video",
                  "If you had to name the main theme of today's session, what would it be?"]},
        {"n": 21, "type": "summary", "ev": [1, 4, 12, 13],
         "q": "Which description fits the whole video best?",
         "cands": ["a warm-up, three rounds of a four-move circuit plus a bonus round, then a "
                   "stretch",
                   "a kettlebell class with three rounds and a stretch",
                   "a warm-up and three rounds of running drills, with no cool-down",
                   "Jonah teaching a yoga flow while Rhea rests"],
         "answer": "a warm-up, three rounds of a four-move circuit plus a bonus round, then a "
                   "stretch"},
        {"n": 22, "type": "end", "ev": [14],
         "q": "How does the class wrap up?",
         "cands": ["three slow breaths together, hands on the belly", "a final round of sprinters",
                   "a group high five", "a one-minute plank hold"],
         "answer": "three slow breaths together, hands on the belly"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How long is Thursday's kettlebell class going to be?",
         "cands": [ABSENT, "30 minutes", "45 minutes", "1 hour"], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "what heart rate was she telling people to aim for",
         "cands": [ABSENT, "around 120 bpm", "around 140 bpm", "around 160 bpm"],
         "answer": ABSENT},
        {"n": 25, "type": "absent", "ev": [],
         "q": "roughly how many calories does this class burn?",
         "cands": None, "answer": ABSENT},
    ],
}

VIDEOS = [COOKING, DOCUMENTARY, FITNESS]
