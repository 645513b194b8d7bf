"""Scripts of the "blind13" evaluation set: three invented videos and their questions.

Each video is a dict read by ../checked_set.py and ../slides.py: "name", "footer", "lead_in",
"voice", "speed", "segments" (slides: "bg", "title", "lines", "boxes", "say", "voice", "speaker",
"dur") and "questions" ("n", "q", "cands" or None, "answer", "type", "ev" slide indexes, optional
"para" with two paraphrases). Narration never contains a digit: numbers are spoken as words, and
the slides and options show them as digits. Slide lengths ("dur") come from the DURS table at the
end, set from the measured narration of each slide (see README.md).
"""

ABSENT = "not mentioned in the video"

# counters sit beside the speaker's name box (60-820 px), on the same row near the bottom
COUNTER = (850, 580, 400, 58)


def make_segments(raw, people, palette):
    """Slides from (title, lines, speaker key, say, counter text or None, extra boxes) tuples."""
    segs = []
    for i, (title, lines, who, say, counter, extra) in enumerate(raw):
        voice, label = people[who]
        boxes = list(extra)
        if counter:
            x, y, w, h = COUNTER
            boxes.append((x, y, w, h, palette["counter"], counter))
        segs.append({"bg": palette["bg"][i % len(palette["bg"])], "title": title, "lines": lines,
                     "boxes": boxes, "say": say, "voice": voice, "speaker": label})
    return segs


# ================================================================ 1. fizzlab
# A children's science TV show: Doctor Tam, her lab assistant Ravi and a ten-year-old volunteer.

FIZZ_PEOPLE = {
    "tam": ("en-gb+f3", "Dr Tamsin Oduya \u2014 presenter"),
    "ravi": ("en-gb-x-rp", "Ravi Mistry \u2014 lab assistant"),
    "maisie": ("en-us+f2", "Maisie, 10 \u2014 today's volunteer"),
}

FIZZ_RAW = [
    # 0
    ("Fizz Lab \u2014 Episode 14: Things That Go Pop",
     ["Saturdays 9:30 am on KidsLoop",
      "Today: a volcano, rockets and a lava lamp",
      "Volunteer: Maisie, from Pembury"],
     "tam",
     "Hello, lab rats, and welcome to Fizz Lab! I'm Doctor Tam. This is episode fourteen, and "
     "today is all about things that go pop, fizz and whoosh. With me as always is my lab "
     "assistant Ravi, and our volunteer today is Maisie, who is ten and has come all the way from "
     "Pembury to help us. Say hello, Maisie!",
     None, []),
    # 1
    ("Lab rules",
     ["1. Goggles on before anything fizzes",
      "2. A grown-up helper for every experiment",
      "3. Never taste anything in the lab",
      "4. Stand behind the yellow tape for rockets",
      "5. Wipe up spills straight away"],
     "tam",
     "Before we touch anything, the lab rules. Goggles on before anything fizzes. A grown-up "
     "helper for every experiment. Never taste anything, even if it smells like salad dressing. "
     "Stand behind the yellow tape when we do rockets. And wipe up spills straight away. Ravi, "
     "where are your goggles? On your head is not on your eyes.",
     None, []),
    # 2
    ("What you need",
     ["Bicarbonate of soda          3 tbsp",
      "White vinegar                200 ml",
      "Washing-up liquid            1 squirt",
      "Red food colouring           5 drops",
      "Vegetable oil                300 ml",
      "Fizzy vitamin tablets        6",
      "Empty film canisters         4",
      "Tall plastic bottle          1"],
     "ravi",
     "Here's everything you need. Bicarbonate of soda, white vinegar, a squirt of washing-up "
     "liquid, red food colouring, vegetable oil, a tube of fizzy vitamin tablets, some empty film "
     "canisters, and a tall plastic bottle. Most of it is in your kitchen cupboard already. If you "
     "can't find film canisters, ask at a camera shop. They usually give them away for free.",
     None, []),
    # 3
    ("Today's plan",
     ["1. Erupting volcano",
      "2. Film-pot rockets (outside)",
      "3. Lava lamp in a bottle",
      "4. Fizz quiz for Maisie"],
     "tam",
     "Here's the plan for today. First the erupting volcano, then film-pot rockets out in the "
     "yard, then a lava lamp in a bottle, and finally the fizz quiz for Maisie. Actually, change "
     "of plan. The oil in the lava lamp needs a few minutes to settle, so we'll start by setting "
     "up the lava lamp, and do the volcano while it settles. Rockets after that.",
     None, []),
    # 4
    ("Lava lamp: setting up",
     ["Fill the bottle three-quarters with oil",
      "Top up with water, leave a gap at the top",
      "Add 5 drops of food colouring",
      "Wait for the layers to settle",
      "Then drop in a fizzy tablet"],
     "maisie",
     "Okay, I'm pouring the oil into the bottle, really slowly, until it's about three quarters "
     "full. Now the water. Ooh, the water went straight to the bottom, under the oil! Now five "
     "drops of red colouring. Doctor Tam says we have to wait for it to settle before the tablet "
     "goes in, so it's going on the shelf while we do the volcano.",
     "Tablets used: 0 of 6", []),
    # 5
    ("The volcano",
     ["Papier-mache cone around a small bottle",
      "Made last week by Ravi's nephew Theo",
      "Painted brown and green",
      "Dried on the windowsill for 2 days"],
     "ravi",
     "While that settles, here's our volcano. It's a papier-mache cone built around a small "
     "plastic bottle. My nephew Theo made it last week, painted it brown and green, and it dried "
     "on the windowsill for two days. The bottle inside is where all the action happens, so make "
     "sure the neck of the bottle stays open at the top.",
     None, []),
    # 6
    ("Volcano mix",
     ["Bicarbonate of soda into the bottle",
      "1 squirt of washing-up liquid",
      "5 drops of red food colouring",
      "Then: pour in the vinegar and stand back"],
     "tam",
     "Into the bottle goes the bicarb. Two tablespoons. What's that, Maisie? The list says three? "
     "She's absolutely right, make it three heaped tablespoons. Then a squirt of washing-up liquid "
     "and five drops of red colouring. Why the washing-up liquid? It traps the gas in lots of tiny "
     "bubbles, so you get a thick foam that oozes down like real lava.",
     None, []),
    # 7
    ("Eruption!",
     ["Vinegar in", "Stand back"],
     "maisie",
     "I'm pouring in the vinegar now. Three, two, one... whoa! There she blows! It's all coming "
     "out of the top and running down the sides, and it's really fizzy! It smells like chips. "
     "Ravi's got some on his shoe. Doctor Tam, can we do it again? Please?",
     None, []),
    # 8
    ("Why does it fizz?",
     ["Vinegar = acetic acid",
      "Bicarbonate of soda = a base",
      "Acid + base \u2192 carbon dioxide + water + salt",
      "Vinegar           acid           pH about 3",
      "Water             neutral        pH 7",
      "Bicarb in water   base           pH about 9"],
     "tam",
     "So why does it fizz? Vinegar is an acid, and bicarbonate of soda is a base. When an acid "
     "meets a base they react, and one of the things they make is a gas called carbon dioxide. "
     "That's the same gas that's in fizzy drinks, and the gas you breathe out. When I did this at "
     "school, it went all over my teacher.",
     None, []),
    # 9
    ("Again! And again!",
     ["Scoop out the old foam",
      "More bicarb, more vinegar"],
     "ravi",
     "Right, I'm scooping out the old foam, and in goes another spoon of bicarb and a splash more "
     "vinegar, and off she goes again! Maisie wants one more. Okay, last time, everything that's "
     "left in the vinegar jug, the biggest one yet... and that one went right over the edge of the "
     "table. The mess level is now officially high.",
     None, []),
    # 10
    ("Back to the lava lamp",
     ["Layers settled: water at the bottom, oil on top",
      "Tablet broken in half",
      "Red blobs rise \u2026 and sink"],
     "maisie",
     "The layers have settled. Water at the bottom, oil on the top. I'm breaking the first tablet "
     "in half and dropping one half in. Look, red blobs are going up through the oil and then "
     "sinking back down again! It's like a real lava lamp. When it slows down, I'm going to put in "
     "the other half.",
     "Tablets used: 1 of 6", []),
    # 11
    ("How the lava lamp works",
     ["Oil and water don't mix",
      "Water is heavier, so it sinks",
      "The tablet makes carbon dioxide in the water",
      "Bubbles lift blobs of water up",
      "At the top the gas escapes \u2192 the blob sinks"],
     "tam",
     "Oil and water don't mix, and water is heavier, so it sinks to the bottom. The tablet only "
     "fizzes in the water, making carbon dioxide. The bubbles grab a blob of coloured water and "
     "carry it up through the oil. At the top, the bubble pops, the gas escapes into the air, and "
     "the blob is heavy again, so down it goes.",
     "Tablets used: 1 of 6", []),
    # 12
    ("Letters to the lab",
     ["From Jamal, 8, Dunmore:",
      "\u201cWhy does my cola fizz more",
      "  if I shake it?\u201d"],
     "ravi",
     "Time for a letter. This one's from Jamal, who is eight, from Dunmore. He asks, why does my "
     "cola fizz more if I shake it? Great question, Jamal. Shaking makes lots of tiny bubbles "
     "inside the bottle, and the gas finds it much easier to escape into bubbles that are already "
     "there. So when you open it, whoosh. Please don't try that in the car.",
     None, []),
    # 13
    ("Film-pot rockets",
     ["1. A teaspoon of warm water in the canister",
      "2. Drop in half a tablet",
      "3. Snap the lid on tight",
      "4. Turn it upside down on the ground",
      "5. Stand behind the tape \u2014 wait about 10 s"],
     "tam",
     "Now we're outside in the yard, and it has stopped raining, hooray. Rockets! A teaspoon of "
     "warm water in the canister, half a tablet, snap the lid on tight, turn it upside down, and "
     "run back behind the yellow tape. After about ten seconds, the gas pushes so hard that the "
     "lid pops off and the canister shoots up. Ravi has drawn a height chart on the wall.",
     "Tablets used: 1 of 6", []),
    # 14
    ("Rocket 1: Maisie",
     ["Warm water, half a tablet",
      "Height chart on the yard wall"],
     "maisie",
     "My rocket! Water in, half a tablet, lid on, upside down, and run! Waiting... waiting... "
     "pop! It went really high! Ravi says it got to the two metres forty line on his chart. "
     "That's higher than my dad, and my dad is really tall.",
     "Tablets used: 1\u00bd of 6", []),
    # 15
    ("Rocket 2: Ravi",
     ["Half a tablet",
      "Lid on, upside down \u2026"],
     "tam",
     "Ravi's turn. Lid on, upside down, and... nothing. Still nothing. Ravi, it's been a whole "
     "minute. Ah, I see what happened. You used water straight from the fridge, didn't you? Cold "
     "water makes the tablet fizz much more slowly, so the gas never built up enough to pop the "
     "lid. That one's a dud. Try again with warm water.",
     "Tablets used: 2 of 6", []),
    # 16
    ("Rocket 3: Ravi again",
     ["Warm water from the kettle (not boiling)",
      "Half a tablet"],
     "ravi",
     "Right, warm water this time, from the kettle, but not boiling. Half a tablet, lid on, upside "
     "down, and back. Pop! That was a big one. Let me check the chart. Three metres ten! Oh, hang "
     "on, I was reading the ladder mark. It's actually two metres eighty. Still beats Maisie, "
     "though.",
     "Tablets used: 2\u00bd of 6", []),
    # 17
    ("Rocket results",
     ["Rocket              Water            Height",
      "Maisie              warm             2.40 m",
      "Ravi, 1st go        fridge-cold      dud",
      "Ravi, 2nd go        warm             2.80 m",
      "Dr Tam              warm             3.35 m"],
     "tam",
     "My turn, and I'm cheating a little bit. A whole tablet instead of half. Lid on, and back we "
     "go. Pop! Wow, did you see that one go? Ravi has put all the results up on the board. So, "
     "more tablet and warm water means more gas, and more gas means a higher rocket. Although, "
     "strictly speaking, a scientist would only change one thing at a time.",
     "Tablets used: 3\u00bd of 6", []),
    # 18
    ("Fizz quiz",
     ["1. Which gas makes the bubbles?",
      "2. Is vinegar an acid or a base?",
      "3. Why did Ravi's first rocket fail?"],
     "tam",
     "Quiz time, Maisie. Which gas makes the bubbles? Carbon dioxide, correct! Is vinegar an acid "
     "or a base? An acid, correct! Why did Ravi's first rocket fail? Because the lid wasn't on "
     "properly? Ooh, so close, but no, it was the cold water. Two out of three, brilliant. You win "
     "a Fizz Lab badge and your very own goggles.",
     "Maisie's score: 2 / 3", []),
    # 19
    ("Try it at home",
     ["Always with a grown-up",
      "Rockets outside only",
      "Foam and vinegar: down the sink with water",
      "Oil: in a jar, then in the bin"],
     "ravi",
     "If you try this at home, always with a grown-up, and rockets outside only, never indoors, "
     "because the lids really fly. When you tidy up, the foam and vinegar can go down the sink "
     "with lots of water, but don't pour the oil down the sink, it blocks the pipes. Put it in a "
     "jar with a lid, and then into the bin.",
     None, []),
    # 20
    ("Next week on Fizz Lab",
     ["Growing sugar crystals on a string",
      "Glow-in-the-dark slime with Ravi's grandma Leela",
      "Letters: Fizz Lab, KidsLoop, Salford"],
     "tam",
     "That's all for today. Thank you, Maisie, you were a star. Next week on Fizz Lab, we'll be "
     "growing sugar crystals on a string, and making glow-in-the-dark slime with Ravi's grandma "
     "Leela, who says she's better at science than Ravi is. Keep sending us your letters. Goggles "
     "off, lab rats. Bye!",
     None, []),
]

FIZZ_Q = [
    {"n": 1, "type": "topic", "ev": [0, 3],
     "q": "What is this episode of the kids' science show mostly about?",
     "cands": ["Fizzing experiments that make carbon dioxide: a volcano, a lava lamp and rockets",
               "Growing sugar crystals and making glow-in-the-dark slime",
               "How magnets and batteries work",
               "Looking after pets and plants at home"],
     "answer": "Fizzing experiments that make carbon dioxide: a volcano, a lava lamp and rockets",
     "para": ["whats the main subject of this fizz lab episode",
              "Overall, what do the presenters and the volunteer spend the episode doing?"]},
    {"n": 2, "type": "count", "ev": [7, 9], "cands": None,
     "q": "how many times did the volcano erupt altogether?",
     "answer": "3 times",
     "para": ["Count the eruptions for me: how often did they make the volcano go off?",
              "In total, how many volcano eruptions were there in the show?"]},
    {"n": 3, "type": "order", "ev": [3, 4],
     "q": "The plan on screen put the volcano first. Which experiment did they actually start with?",
     "cands": ["The lava lamp", "The volcano", "The film-pot rockets", "The fizz quiz"],
     "answer": "The lava lamp",
     "para": ["after they changed the running order, what did they set up first",
              "Which of the experiments was begun first in the end?"]},
    {"n": 4, "type": "why", "ev": [3], "cands": None,
     "q": "why did Doctor Tam change the plan instead of doing the volcano first",
     "answer": "the lava lamp oil needed time to settle"},
    {"n": 5, "type": "correction", "ev": [6], "cands": None,
     "q": "How much bicarbonate of soda finally went into the volcano?",
     "answer": "3 heaped tablespoons",
     "para": ["tam says two spoons of bicarb and then changes it, to what?",
              "What amount of bicarb did they end up using for the eruption after Maisie spoke up?"]},
    {"n": 6, "type": "why", "ev": [6],
     "q": "What's the point of adding washing-up liquid to the volcano?",
     "cands": ["It traps the gas in bubbles so the foam is thick like lava",
               "It turns the foam red",
               "It stops the bottle getting sticky",
               "It makes the vinegar stronger"],
     "answer": "It traps the gas in bubbles so the foam is thick like lava"},
    {"n": 7, "type": "who", "ev": [5], "cands": None,
     "q": "who made the papier mache volcano?",
     "answer": "Ravi's nephew Theo"},
    {"n": 8, "type": "needle_screen", "ev": [2],
     "q": "According to the list of things you need, how much white vinegar?",
     "cands": ["200 ml", "150 ml", "100 ml", "300 ml"],
     "answer": "200 ml"},
    {"n": 9, "type": "quantity", "ev": [5], "cands": None,
     "q": "How long was the volcano left to dry before the show?",
     "answer": "2 days"},
    {"n": 10, "type": "spoken_fact", "ev": [7],
     "q": "maisie said the eruption smelled like what",
     "cands": ["Chips", "Salad dressing", "Pickled onions", "Cleaning spray"],
     "answer": "Chips"},
    {"n": 11, "type": "why", "ev": [11], "cands": None,
     "q": "In the lava lamp, why do the red blobs sink back down after they rise?",
     "answer": "the gas escapes at the top and the water is heavier than the oil",
     "para": ["what makes the coloured blobs fall again once they reach the top of the bottle",
              "Lava lamp question: the water goes up, then comes back down. Why?"]},
    {"n": 12, "type": "why", "ev": [15], "cands": None,
     "q": "Why didn't Ravi's first rocket go off?",
     "answer": "he used cold water from the fridge"},
    {"n": 13, "type": "correction", "ev": [16, 17],
     "q": "How high did Ravi's second rocket really go?",
     "cands": ["2.80 m", "3.10 m", "2.40 m", "3.35 m"],
     "answer": "2.80 m",
     "para": ["Ravi read 3.10 m off the chart at first - what was the right height for his rocket?",
              "what height did ravi's warm water rocket reach once he'd corrected himself"]},
    {"n": 14, "type": "speech_and_screen", "ev": [17], "cands": None,
     "q": "The rocket that had a whole tablet in it instead of half - how high did it get?",
     "answer": "3.35 m"},
    {"n": 15, "type": "right_before_after", "ev": [10], "cands": None,
     "q": "Once the layers in the bottle had settled, what did Maisie do next?",
     "answer": "broke a tablet in half and dropped one half in"},
    {"n": 16, "type": "who", "ev": [12],
     "q": "Who wrote in asking about shaking cola?",
     "cands": ["Jamal, 8, from Dunmore", "Maisie, 10, from Pembury", "Theo, Ravi's nephew",
               "Leela, Ravi's grandma"],
     "answer": "Jamal, 8, from Dunmore"},
    {"n": 17, "type": "absent", "ev": [],
     "q": "how much does a tube of the fizzy vitamin tablets cost?",
     "cands": ["\u00a32.50", "\u00a31.99", "\u00a33.20", ABSENT],
     "answer": ABSENT},
    {"n": 18, "type": "absent", "ev": [], "cands": None,
     "q": "Which school does Maisie go to?",
     "answer": ABSENT},
    {"n": 19, "type": "absent", "ev": [],
     "q": "What prize did Jamal get for sending in his letter?",
     "cands": ["A Fizz Lab badge", "His own pair of goggles", "A signed photo of Doctor Tam", ABSENT],
     "answer": ABSENT},
    {"n": 20, "type": "end", "ev": [20], "cands": None,
     "q": "what are they doing on next week's episode",
     "answer": "growing sugar crystals and making glow-in-the-dark slime"},
    {"n": 21, "type": "begin", "ev": [0],
     "q": "Where has the volunteer come from?",
     "cands": ["Pembury", "Dunmore", "Salford", "Coniston"],
     "answer": "Pembury"},
    {"n": 22, "type": "needle_screen", "ev": [1],
     "q": "what's lab rule number 4?",
     "cands": ["Stand behind the yellow tape for rockets", "Goggles on before anything fizzes",
               "Never taste anything in the lab", "Wipe up spills straight away"],
     "answer": "Stand behind the yellow tape for rockets"},
    {"n": 23, "type": "quantity", "ev": [18],
     "q": "What did Maisie score in the fizz quiz?",
     "cands": ["2 out of 3", "3 out of 3", "1 out of 3", "0 out of 3"],
     "answer": "2 out of 3"},
    {"n": 24, "type": "spoken_fact", "ev": [18], "cands": None,
     "q": "What wrong answer did Maisie give to the last quiz question?",
     "answer": "the lid wasn't on properly"},
]

# ================================================================ 2. bidnight
# A charity fundraising auction evening for a hospice, with a running total on screen.

BID_PEOPLE = {
    "felicity": ("en-gb+f2", "Felicity Vance \u2014 Harbourside Hospice"),
    "gordon": ("en-gb-scotland", "Gordon Maybury \u2014 auctioneer"),
    "bernadette": ("en-gb-x-rp+f4", "Bernadette Okafor \u2014 ward sister"),
    "arlo": ("en-gb-x-gbcwmd", "Arlo Brennan \u2014 chef, the Old Ropeworks"),
}

BID_RAW = [
    # 0
    ("Harbourside Hospice Spring Auction",
     ["The Corn Exchange, Wrexley \u2014 Saturday 14 March",
      "Target: \u00a320,000 for the new garden room",
      "Auctioneer: Gordon Maybury",
      "9 lots \u00b7 paddle raise \u00b7 raffle"],
     "felicity",
     "Good evening everyone, and thank you all for coming. I'm Felicity Vance, and I run "
     "fundraising at Harbourside Hospice. Tonight we're hoping to raise twenty thousand pounds "
     "towards a new garden room at the hospice. Ticket sales have already brought in two thousand "
     "four hundred pounds, so we're off to a flying start. Please welcome our auctioneer, Gordon "
     "Maybury.",
     "Raised: \u00a32,400", []),
    # 1
    ("How tonight works",
     ["Raise your paddle high to bid",
      "Phone and online bids come in through Tom",
      "Pay by card at the desk by the door",
      "Collect lots from the back table by 10:30 pm",
      "Uncollected lots are delivered on Monday"],
     "gordon",
     "Thank you, Felicity. Evening, all. It's very simple. If you want to bid, raise your paddle "
     "high so I can see it. Tom, at the side there, is taking bids from people on the phone and "
     "online. And please don't scratch your nose too enthusiastically, or I may sell you a "
     "holiday. Payment is at the desk by the door, and please collect your lots by half past ten.",
     "Raised: \u00a32,400", []),
    # 2
    ("Tonight's lots (1-5)",
     ["Lot 1   Signed Wrexley Rovers shirt     guide \u00a3150",
      "Lot 2   A week at Brackenside Cottage   guide \u00a3900",
      "Lot 3   Afternoon tea for 4, The Grand   guide \u00a3120",
      "Lot 4   'Low Tide' by Ines Carrow         guide \u00a3400",
      "Lot 5   A year of car washes, Sudsy's    guide \u00a3100"],
     "gordon",
     "Here are the first five lots. A signed shirt from Wrexley Rovers, a week in a cottage in the "
     "Lake District, afternoon tea for four at The Grand, an original painting by our very own "
     "Ines Carrow, and a year of car washes from Sudsy's on the ring road. The guide prices are on "
     "the screen, but please, ignore them completely and go wild.",
     "Raised: \u00a32,400", []),
    # 3
    ("Tonight's lots (6-9)",
     ["Lot 6   Dinner for 8 by Arlo Brennan     guide \u00a31,000",
      "Lot 7   Hot-air balloon flight for 2      guide \u00a3350",
      "Lot 8   Pet portrait, Pawtraits Studio    guide \u00a3150",
      "Lot 9   2 Wrexley Proms tickets + dinner  guide \u00a3250"],
     "gordon",
     "And the second half. A private dinner for eight in your own home, cooked by chef Arlo "
     "Brennan of the Old Ropeworks. A hot-air balloon flight for two. A portrait of your pet, "
     "whether it's a dog, a cat or a tortoise, by Pawtraits Studio. And two tickets to the "
     "Wrexley Proms with dinner beforehand. Right, let's get started.",
     "Raised: \u00a32,400", []),
    # 4
    ("Lot 1: signed Rovers shirt",
     ["Signed by the whole first-team squad",
      "Framed, 80 \u00d7 60 cm",
      "Donated by Wrexley Rovers FC"],
     "gordon",
     "Lot one. Who'll start me at a hundred? A hundred, thank you sir. One twenty. One fifty at "
     "the back. One eighty. Two hundred. Madam at table six, was that a bid, or were you waving to "
     "a friend? A bid! Two hundred and ten. Any more? Going once, going twice, sold, for two "
     "hundred and ten pounds, to paddle forty-two.",
     "Raised: \u00a32,610", []),
    # 5
    ("Lot 2: a week at Brackenside Cottage",
     ["Coniston, Lake District \u2014 sleeps 6",
      "Any week until 31 October, except August",
      "Dogs welcome (2 at most)",
      "Donated by the Hartley family"],
     "gordon",
     "Lot two, a week in Coniston, sleeps six. Five hundred to start. Seven fifty. Tom's phone "
     "bidder, nine hundred. A thousand in the room. Eleven hundred on the phone. Eleven fifty in "
     "the room. Sold, to the phone, for eleven hundred! I beg your pardon, Felicity's right, the "
     "last bid was in the room. Sold for eleven fifty, to paddle nine.",
     "Raised: \u00a33,760", []),
    # 6
    ("Lot 3: afternoon tea for 4",
     ["The Grand Hotel, Wrexley seafront",
      "Valid until 30 September"],
     "gordon",
     "Lot three, afternoon tea for four at The Grand, with scones the size of your fist. Eighty to "
     "start. A hundred. One twenty. One forty online, says Tom. One sixty. Sir, you've got your "
     "paddle up, or are you just fanning yourself? You're bidding, good man. One eighty. Sold for "
     "one hundred and eighty pounds, to paddle twenty-three.",
     "Raised: \u00a33,940", []),
    # 7
    ("Lot 4: 'Low Tide' by Ines Carrow",
     ["Oil on canvas, 60 \u00d7 90 cm",
      "Painted on Wrexley sands",
      "Framed by Harbour Frames"],
     "gordon",
     "Lot four, Low Tide, by Ines Carrow, who is here tonight. Three hundred. Four. Four fifty "
     "online. Five hundred, paddle seventeen. Five fifty online. Six hundred, seventeen again. Six "
     "fifty online, and seventeen shakes her head. Sold to our online bidder for six hundred and "
     "fifty pounds. A record for you, Ines!",
     "Raised: \u00a34,590", []),
    # 8
    ("Why the garden room matters",
     ["14 beds on the in-patient ward",
      "Over 300 families supported last year",
      "Garden room: glass roof, level floor, heated",
      "Beds can be wheeled straight into it"],
     "bernadette",
     "I'm Bernadette, ward sister at Harbourside. Many of our patients can't get out of bed, let "
     "alone out into the garden. The garden room will have a glass roof and a level floor, so we "
     "can wheel a bed straight into it. Someone who hasn't seen the sky for weeks will be able to "
     "lie there and watch the clouds, with their family around them.",
     "Raised: \u00a34,590", []),
    # 9
    ("Lot 5: a year of car washes",
     ["12 full valets at Sudsy's, Ring Road",
      "One a month, any car"],
     "gordon",
     "Thank you, Bernadette. Not a dry eye in the house. Lot five, a year of car washes from "
     "Sudsy's, one full valet every month. Sixty pounds. Eighty. A hundred. One twenty. One forty. "
     "One sixty at the back. Any more? Sold for one hundred and sixty pounds, to paddle "
     "thirty-one, who I happen to know drives a very muddy Land Rover.",
     "Raised: \u00a34,750", []),
    # 10
    ("A change of order",
     ["Lot 6 moves to the end of the night",
      "Next up: Lot 7"],
     "felicity",
     "A quick change of order, everyone. Lot six, the dinner with Arlo Brennan, is now going to be "
     "the last lot of the evening. Arlo wants to be here in person to describe the menu, but he's "
     "still at his restaurant finishing service, so he'll join us later. So Gordon will take lot "
     "seven next, and we'll carry on from there.",
     "Raised: \u00a34,750", []),
    # 11
    ("Lot 7: hot-air balloon flight for 2",
     ["Take-off from Dunmere Park",
      "About 1 hour in the air",
      "Valid for 18 months"],
     "gordon",
     "Lot seven, a balloon flight for two. Two hundred. Two fifty. Three. Three fifty. Four "
     "hundred, table two. Four fifty, Tom's phone. Five hundred. Five twenty on the phone. Sold to "
     "the phone for five hundred and twenty pounds. Tom tells me the buyer is scared of heights, "
     "and it's a present for her husband.",
     "Raised: \u00a35,270", []),
    # 12
    ("Lot 8: pet portrait",
     ["A4 portrait in pastel",
      "Painted from a photo of your pet",
      "Ready in 6 weeks"],
     "gordon",
     "Lot eight. Pawtraits Studio will paint your dog, your cat, even your tortoise. One hundred. "
     "One twenty. One fifty. Gentleman by the pillar, was that your hand going up, or were you "
     "just reaching for the wine? A bid, marvellous. One eighty. Two hundred. Two thirty. Sold for "
     "two hundred and thirty pounds, to paddle fifty-five.",
     "Raised: \u00a35,500", []),
    # 13
    ("Paddle raise for the garden",
     ["\u00a3500       buys a raised flower bed",
      "\u00a3250       buys a bird-feeding station",
      "\u00a3100       buys a month of fresh flowers",
      "No prize \u2014 just the warm feeling"],
     "gordon",
     "Now the paddle raise. No prize, just the warm feeling. Who'll give five hundred pounds for a "
     "raised flower bed? One, two, three, four paddles, thank you. Two hundred and fifty for a "
     "bird-feeding station? Six paddles. And a hundred for a month of fresh flowers? Eleven "
     "paddles. Felicity, that's four thousand six hundred pounds in five minutes.",
     "Raised: \u00a310,100", []),
    # 14
    ("Lot 9: Proms tickets + dinner",
     ["2 tickets, Wrexley Proms, Saturday 11 July",
      "Dinner at Bella Vista before the concert"],
     "gordon",
     "Lot nine, two tickets to the Wrexley Proms on the eleventh of July, with dinner at Bella "
     "Vista before. One fifty. Two hundred. Two fifty. Three hundred online. Three ten in the room, "
     "thank you madam. Any advance on three ten? Sold, three hundred and ten pounds, paddle eight. "
     "Ah, and here's Arlo, just coming through the door!",
     "Raised: \u00a310,410", []),
    # 15
    ("Lot 6: dinner for 8 by Arlo Brennan",
     ["Four courses in your own home",
      "Arlo brings two of his kitchen team",
      "Wine from the Ropeworks cellar"],
     "arlo",
     "Sorry I'm late, everyone, Saturday service. So, I'll come to your house with two of my team "
     "and cook four courses for eight people. We start with crab from the harbour, then wild "
     "garlic risotto, then lamb from Pennick Farm, and we finish with a burnt honey tart. And we "
     "do the washing up, which I'm told is the real selling point.",
     "Raised: \u00a310,410", []),
    # 16
    ("Lot 6: sold!",
     ["Tables 11 and 30 share the dinner",
      "4 guests from each table"],
     "gordon",
     "Thank you, Arlo. Lot six. Five hundred. Eight hundred. A thousand. Fifteen hundred. Eighteen "
     "hundred, table eleven. Nineteen hundred, table thirty. Tables eleven and thirty, you're "
     "looking at each other... you'll share it? Wonderful. Nineteen hundred pounds, that's nine "
     "hundred and fifty each. Sold!",
     "Raised: \u00a312,310", []),
    # 17
    ("Raffle draw",
     ["Tickets \u00a35 each or 5 for \u00a320",
      "1st: hamper from Pennick Farm Shop",
      "2nd: spa day at The Grand",
      "3rd: a case of wine"],
     "felicity",
     "Raffle time! We sold eight hundred and sixty pounds' worth of tickets, thank you. Third "
     "prize, the wine, goes to blue one hundred and four. Second prize, the spa day, pink three "
     "hundred and twelve. And first prize, the farm shop hamper... pink two hundred and seven! "
     "Gordon? Gordon has won his own raffle.",
     "Raised: \u00a313,170", []),
    # 18
    ("Tonight's total",
     ["Ticket sales                          \u00a32,400",
      "Auction lots                          \u00a35,310",
      "Paddle raise                          \u00a34,600",
      "Raffle                                   \u00a3860",
      "Match, Wrexley Building Society   \u00a32,000",
      "Total                                 \u00a315,170"],
     "felicity",
     "So here's where we are. Tickets, auction, paddle raise and raffle come to thirteen thousand "
     "one hundred and seventy pounds. And Wrexley Building Society will match the paddle raise. "
     "Sorry, match it up to two thousand pounds, not the full amount. So that's "
     "fifteen thousand one hundred and seventy. Not quite twenty, but the online page stays open "
     "until Friday.",
     "Raised: \u00a315,170", []),
    # 19
    ("Paying and collecting",
     ["Pay at the desk by the door",
      "Collect from the back table by 10:30 pm",
      "Not collected? Delivered on Monday",
      "Online giving page open until Friday 20 March"],
     "gordon",
     "Before you go, please pay at the desk by the door. It's card only, I'm afraid, we can't take "
     "cash or cheques tonight. Collect your lots from the back table before half past ten. If you "
     "can't carry it, don't worry, anything left will be delivered on Monday. And paddle nine, the "
     "cottage keys will come in the post.",
     "Raised: \u00a315,170", []),
    # 20
    ("Save the date",
     ["Harbourside Midnight Walk \u2014 Saturday 13 June",
      "10 km along the seafront, glow sticks provided",
      "Sign up at the hospice reception"],
     "felicity",
     "And before you go, save the date. On Saturday the thirteenth of June, it's the Harbourside "
     "Midnight Walk, ten kilometres along the seafront in the dark, with glow sticks. Last year two "
     "hundred walkers took part. Thank you all so much for tonight, and thank you, Gordon. Enjoy "
     "your hamper. Safe home, everyone.",
     "Raised: \u00a315,170", []),
]

BID_Q = [
    {"n": 1, "type": "summary", "ev": [0, 18],
     "q": "What's this video of, in a nutshell?",
     "cands": ["A charity auction raising money for a hospice garden room",
               "A sponsored midnight walk along the seafront",
               "The opening of an exhibition of Ines Carrow's paintings",
               "A cookery demonstration by chef Arlo Brennan"],
     "answer": "A charity auction raising money for a hospice garden room",
     "para": ["what kind of event is this and what's the money for",
              "Give a one-line description of the evening shown in the video."]},
    {"n": 2, "type": "count", "ev": [4, 6, 12], "cands": None,
     "q": "How many times did the auctioneer stop to check whether somebody really meant to bid?",
     "answer": "3 times",
     "para": ["how often was gordon unsure if a raised hand was actually a bid",
              "Number of occasions the auctioneer asked a person if their gesture was a bid?"]},
    {"n": 3, "type": "correction", "ev": [5],
     "q": "Who ended up with the Lake District cottage week, and at what price?",
     "cands": ["Paddle 9 in the room, for \u00a31,150", "The phone bidder, for \u00a31,100",
               "Paddle 9 in the room, for \u00a31,100", "The phone bidder, for \u00a31,150"],
     "answer": "Paddle 9 in the room, for \u00a31,150",
     "para": ["Gordon first sold lot 2 to the phone - who actually won it and for how much?",
              "cottage lot: final buyer + price after the mix up?"]},
    {"n": 4, "type": "order", "ev": [9, 10, 11],
     "q": "Which lot went under the hammer straight after lot 5?",
     "cands": ["Lot 7, the balloon flight", "Lot 6, the dinner by Arlo Brennan",
               "Lot 8, the pet portrait", "Lot 9, the Proms tickets"],
     "answer": "Lot 7, the balloon flight"},
    {"n": 5, "type": "why", "ev": [10], "cands": None,
     "q": "why was the chef's dinner lot moved to the end of the night",
     "answer": "Arlo was still at his restaurant finishing service",
     "para": ["What was the reason lot 6 got pushed to last?",
              "How come they didn't auction Arlo Brennan's dinner in its place on the list?"]},
    {"n": 6, "type": "quantity", "ev": [0], "cands": None,
     "q": "What's the hospice hoping to raise on the night?",
     "answer": "\u00a320,000"},
    {"n": 7, "type": "quantity", "ev": [13],
     "q": "During the paddle raise, how many paddles went up at \u00a3250?",
     "cands": ["6", "4", "11", "5"],
     "answer": "6"},
    {"n": 8, "type": "quantity", "ev": [13, 18], "cands": None,
     "q": "how much did the paddle raise bring in altogether",
     "answer": "\u00a34,600"},
    {"n": 9, "type": "correction", "ev": [18], "cands": None,
     "q": "How much money is Wrexley Building Society putting in?",
     "answer": "\u00a32,000",
     "para": ["Felicity says the building society will match the paddle raise, then corrects "
              "herself. What's the real amount?",
              "building society match funding - how much in the end"]},
    {"n": 10, "type": "speech_and_screen", "ev": [3, 11],
     "q": "What was the guide price of the lot bought by the woman who's scared of heights?",
     "cands": ["\u00a3350", "\u00a3520", "\u00a3250", "\u00a3400"],
     "answer": "\u00a3350"},
    {"n": 11, "type": "speech_and_screen", "ev": [2, 7], "cands": None,
     "q": "By how much did Ines Carrow's painting beat its guide price?",
     "answer": "\u00a3250"},
    {"n": 12, "type": "who", "ev": [17],
     "q": "who won first prize in the raffle",
     "cands": ["Gordon Maybury, the auctioneer", "Felicity Vance", "Ines Carrow", "Bernadette Okafor"],
     "answer": "Gordon Maybury, the auctioneer"},
    {"n": 13, "type": "spoken_fact", "ev": [15], "cands": None,
     "q": "What's the starter in Arlo Brennan's dinner?",
     "answer": "crab from the harbour"},
    {"n": 14, "type": "why", "ev": [8],
     "q": "Why is the garden room being built with a level floor and a glass roof?",
     "cands": ["So beds can be wheeled in and patients can see the sky",
               "So it stays warm in winter without heating",
               "So visitors can use it as a caf\u00e9",
               "So it can host staff training sessions"],
     "answer": "So beds can be wheeled in and patients can see the sky"},
    {"n": 15, "type": "needle_screen", "ev": [11],
     "q": "How long can the balloon flight voucher be used for?",
     "cands": ["18 months", "12 months", "2 years", "6 months"],
     "answer": "18 months"},
    {"n": 16, "type": "needle_screen", "ev": [12], "cands": None,
     "q": "what did the running total on screen show once the pet portrait was sold?",
     "answer": "\u00a35,500"},
    {"n": 17, "type": "quantity", "ev": [16],
     "q": "Two tables split the chef's dinner. What did each of them pay?",
     "cands": ["\u00a3950", "\u00a3900", "\u00a31,900", "\u00a31,000"],
     "answer": "\u00a3950"},
    {"n": 18, "type": "absent", "ev": [],
     "q": "Roughly how many guests came to the auction?",
     "cands": ["About 200", "About 120", "About 300", ABSENT],
     "answer": ABSENT},
    {"n": 19, "type": "absent", "ev": [], "cands": None,
     "q": "what was inside the farm shop hamper",
     "answer": ABSENT},
    {"n": 20, "type": "absent", "ev": [],
     "q": "What time did the auction start?",
     "cands": ["7 pm", "7:30 pm", "10:30 pm", ABSENT],
     "answer": ABSENT},
    {"n": 21, "type": "right_before_after", "ev": [14], "cands": None,
     "q": "What happened just after the Proms tickets were sold?",
     "answer": "Arlo Brennan arrived"},
    {"n": 22, "type": "end", "ev": [20], "cands": None,
     "q": "At the end they ask people to save a date. For what?",
     "answer": "the Harbourside Midnight Walk on 13 June"},
    {"n": 23, "type": "begin", "ev": [0],
     "q": "before any lots were sold, how much had ticket sales already made?",
     "cands": ["\u00a32,400", "\u00a32,000", "\u00a34,200", "\u00a3240"],
     "answer": "\u00a32,400"},
    {"n": 24, "type": "spoken_fact", "ev": [19], "cands": None,
     "q": "How are winning bidders supposed to pay?",
     "answer": "by card at the desk by the door"},
]

# ================================================================ 3. criterium
# Live commentary of a women's town-centre bike race, with a laps-to-go counter on screen.

CRIT_PEOPLE = {
    "declan": ("en-gb-x-gbclan", "Declan Hurst \u2014 commentator"),
    "annika": ("en-gb-x-rp+f4", "Annika Voss \u2014 co-commentator"),
    "lewis": ("en-us", "Lewis Grant \u2014 pit lane reporter"),
    "mei": ("en-us+f3", "Mei Lindqvist \u2014 Velocita Norte"),
}

CRIT_RAW = [
    # 0
    ("Kelsbridge Criterium \u2014 Women's Elite",
     ["Sunday 3 May \u00b7 40 laps of a 1.2 km circuit",
      "48 km \u00b7 62 riders on the start line",
      "Live on Velo Local"],
     "declan",
     "Good afternoon, and welcome to Kelsbridge for the town centre criterium, the women's elite "
     "race. I'm Declan Hurst, and alongside me, a two-time winner of this race herself, Annika "
     "Voss. Forty laps of a short, technical circuit, sixty-two riders on the line, and the roads "
     "still damp after a shower at lunchtime. And they're off!",
     "Laps to go: 40", []),
    # 1
    ("The circuit",
     ["Start / finish: Market Street",
      "Corn Hill \u2014 short, steep climb",
      "Tanners Lane \u2014 tight hairpin",
      "Riverside \u2014 long flat straight to the line"],
     "annika",
     "Thanks, Declan. It's a lap of just over a kilometre. From Market Street they go up Corn "
     "Hill, which is short but really steep, then down into the hairpin at Tanners Lane, which is "
     "where races are lost when it's wet. Then the long straight along the river, back to the "
     "line. Your position going into that hairpin is everything.",
     "Laps to go: 39", []),
    # 2
    ("Riders to watch",
     ["1     Carys Pellow      Team Ardent",
      "7     Mei Lindqvist     Velocita Norte",
      "12    Joss Abara        Kelsbridge Wheelers",
      "21    Bea Santoro       Team Ardent"],
     "declan",
     "The riders to watch. Carys Pellow, the defending champion, riding for Team Ardent with her "
     "lead-out rider Bea Santoro. Mei Lindqvist of Velocita Norte, who won the national "
     "criterium title last month. And the local favourite, Joss Abara of Kelsbridge Wheelers, who "
     "grew up on the street right behind the hairpin. Listen to the crowd for her.",
     "Laps to go: 38", []),
    # 3
    ("Primes: sprint prizes on the line",
     ["30 laps to go \u2014 \u00a3100 from Hollis Bakery",
      "20 laps to go \u2014 \u00a3150 from Kelsbridge Cycles",
      "10 laps to go \u2014 \u00a3200 from the town council",
      "A bell rings the lap before each prime"],
     "annika",
     "There are three primes today. They're little sprint prizes on the finish line in the middle "
     "of the race. The first one is with thirty laps to go, the second at twenty, and the last at "
     "ten. The bell rings a lap before each one. Primes don't decide the race, but a rider who's "
     "short of money can do very nicely out of them.",
     "Laps to go: 37", []),
    # 4
    ("Abara goes early",
     ["Joss Abara attacks on Corn Hill",
      "Gap after one lap: 0:06"],
     "annika",
     "Joss Abara has attacked on Corn Hill, already, with thirty-seven laps to go! People will say "
     "it's far too early, but I understand it. She wants the Hollis Bakery prime in front of her "
     "home crowd, and if she gets a gap, the bigger teams have to chase her, which tires them out. "
     "It's brave, and it's clever.",
     "Laps to go: 37", []),
    # 5
    ("Crash at Tanners Lane",
     ["2 riders down at the hairpin",
      "No. 15 Hanne Berg and No. 33 Rosa Vial",
      "Free lap: after a crash, back in the race",
      "  from the pit, one lap later"],
     "lewis",
     "Lewis here in the pit lane. Two riders down at the Tanners Lane hairpin, Hanne Berg and Rosa "
     "Vial. Both are up, and Hanne's walking her bike over to me now. Because she crashed, she's "
     "allowed one free lap. She'll sit here with us while the mechanic straightens her handlebars, "
     "and then she rejoins the bunch when it comes round.",
     "Laps to go: 33", []),
    # 6
    ("Prime 1: Hollis Bakery",
     ["Winner: Joss Abara (Kelsbridge Wheelers)",
      "Bunch closing in behind her"],
     "declan",
     "Thirty laps to go, and it's the first prime. Abara is still clear, and she rolls over the "
     "line to take the Hollis Bakery prime, a hundred pounds. Oh, Lewis is telling me that's "
     "changed. The bakery has put it up to a hundred and twenty-five pounds, plus a box of "
     "pastries. And the bunch is coming back to her now.",
     "Laps to go: 30", []),
    # 7
    ("The break",
     ["Front: Abara, Lindqvist, Santoro",
      "Gap to the bunch: 0:18",
      "Pellow sitting 8th in the bunch"],
     "annika",
     "Now this is interesting. Just as Abara was being caught, two riders went across to her: "
     "Mei Lindqvist, and Bea Santoro of Team Ardent. So there's a break of three, and eighteen "
     "seconds already. Team Ardent are very happy. Santoro is in the break, so Pellow can sit in "
     "the bunch and let everyone else do the chasing.",
     "Laps to go: 27", []),
    # 8
    ("Lindqvist attacks",
     ["Out of the saddle on Corn Hill",
      "Santoro holds on, Abara drops back",
      "Gap to the bunch: 0:21"],
     "declan",
     "Twenty-four to go, and Lindqvist attacks on Corn Hill! Straight out of the saddle. Santoro "
     "glues herself to her back wheel, but Abara can't hold on. That's a lot of kilometres in the "
     "legs for a local rider who's been out front since the third lap. The gap to the bunch is "
     "twenty-one seconds.",
     "Laps to go: 24", []),
    # 9
    ("Pit lane: wheel change",
     ["Team Ardent: Nia Coles punctures",
      "Wheel change in the pit, rejoins next lap"],
     "lewis",
     "Lewis again. Bad luck for Team Ardent. Nia Coles, one of Pellow's helpers, has punctured. "
     "Her rear wheel. No, sorry, it's the front. The mechanic is swapping it now, and that's a "
     "free lap for her as well. She'll rejoin next time round, and she will have to work very hard "
     "to help bring Pellow up to the front.",
     "Laps to go: 22", []),
    # 10
    ("Prime 2: Kelsbridge Cycles",
     ["Winner: Mei Lindqvist",
      "Abara caught by the bunch"],
     "declan",
     "The bell went last time round, and it's the second prime now. Lindqvist kicks again on the "
     "run to the line, another dig, and she takes it easily from Santoro. A hundred and fifty "
     "pounds from Kelsbridge Cycles. Abara, meanwhile, has been swallowed up by the bunch. What a "
     "ride from her, though.",
     "Laps to go: 20", []),
    # 11
    ("Gap to the bunch",
     ["Laps to go        Gap",
      "24                 0:21",
      "20                 0:15",
      "16                 0:09",
      "14                 0:04"],
     "annika",
     "You can see the gap coming down. Twenty-one seconds, then fifteen, then nine, and now four. "
     "Team Ardent have started chasing, and that tells you something. Santoro has stopped helping "
     "Lindqvist in front. She's sitting on her wheel, because if the break is caught, she wants "
     "fresh legs to lead out Pellow.",
     "Laps to go: 14", []),
    # 12
    ("Rain again",
     ["Shower over the circuit",
      "Tanners Lane hairpin wet"],
     "annika",
     "The rain is back, and that hairpin at Tanners Lane will be very slippery now. Most riders let "
     "a little air out of their tyres before the start today, for more grip, because the forecast "
     "said showers. Now you brake before the corner, not in it, and you stay upright. Nobody wins "
     "a crit lying in the hay bales.",
     "Laps to go: 12", []),
    # 13
    ("Prime 3: town council",
     ["Winner: Mei Lindqvist",
      "Santoro sits up"],
     "declan",
     "Ten to go and the last prime, two hundred pounds from the council. Lindqvist is up and out of "
     "the saddle, kicking yet again, and she takes it! That's three hundred and fifty pounds in "
     "primes for her today. But Santoro has just sat up, and the bunch is breathing down their "
     "necks.",
     "Laps to go: 10", []),
    # 14
    ("Break caught",
     ["The break is caught on the Riverside straight",
      "Team Ardent lined up at the front"],
     "declan",
     "Five laps to go, and that's it, the break is caught on the Riverside straight. Lindqvist drops "
     "back into the bunch, looking round for her team-mates. Team Ardent are lined up at the front "
     "already, four riders in a row, with Santoro and Pellow at the back of the line. This will be "
     "a bunch sprint, and a fast one.",
     "Laps to go: 5", []),
    # 15
    ("Ardent's plan for the last lap",
     ["1. Nia Coles leads up Corn Hill",
      "2. Bea Santoro takes over through the hairpin",
      "3. Carys Pellow sprints on the Riverside straight"],
     "annika",
     "I've been thinking about what Ardent will do on the last lap. Nia Coles leads them up Corn "
     "Hill. Then Santoro takes over through the hairpin. And Pellow comes off her wheel for the "
     "sprint along the river. If it works, nobody can come past. But if Lindqvist gets on Pellow's "
     "wheel, it's a different story.",
     "Laps to go: 2", []),
    # 16
    ("The bell: final lap",
     ["Final lap"],
     "declan",
     "The bell! One lap to go. Santoro is on the front already. Coles must still be tired from "
     "that puncture chase, she's nowhere. Santoro leads up Corn Hill, Pellow behind her, and "
     "Lindqvist right behind Pellow. Into the hairpin, Santoro swings off, and Pellow is on her own "
     "on the front, far too early!",
     "Laps to go: 1", []),
    # 17
    ("The finish",
     ["Photo finish on Market Street"],
     "declan",
     "Pellow sprinting along the river, Lindqvist coming round her, they're level, it's a throw "
     "for the line, and... Pellow has won it! Pellow defends her title! No, wait, hold on. The "
     "photo. It's Lindqvist! Lindqvist by half a wheel. I called that one far too early. Annika, "
     "I'll be hearing about that.",
     "Laps to go: 0", []),
    # 18
    ("Result",
     ["1   Mei Lindqvist    Velocita Norte         1:08:42",
      "2   Carys Pellow     Team Ardent            s.t.",
      "3   Bea Santoro      Team Ardent            +0:02",
      "4   Joss Abara       Kelsbridge Wheelers   +0:05",
      "Average speed: 41.9 km/h"],
     "annika",
     "So here's the result. Mei Lindqvist wins, in one hour, eight minutes and forty-two seconds. "
     "Pellow on the same time, Santoro third, and look at that, Joss Abara fourth! After all that "
     "work early on. An average speed of almost forty-two kilometres an hour, on a wet circuit "
     "with a hairpin. That's remarkable.",
     "Finished", []),
    # 19
    ("Winner's interview",
     ["Mei Lindqvist, Velocita Norte",
      "Primes won: 2"],
     "mei",
     "Thank you! I knew Ardent were the strongest team, so my plan was to attack again and again, "
     "to make them chase and use up their lead-out. It hurt, but it worked. When Pellow went from "
     "the hairpin, I just stayed on her wheel. And the prime money goes to my club's junior squad.",
     "Finished", []),
    # 20
    ("Next weekend",
     ["Junior hill climb, Corn Hill \u2014 Saturday 9 May",
      "Men's elite criterium, Pennick Docks \u2014 Sunday 10 May"],
     "declan",
     "That's all from Kelsbridge. Next Sunday we're at Pennick Docks for the men's elite race, "
     "flatter and faster, with a cobbled finish. And the day before, the junior hill climb up Corn "
     "Hill, right here. Thanks to Annika, to Lewis in the pits, and to all of you for watching. "
     "Goodbye.",
     None, []),
]

CRIT_Q = [
    {"n": 1, "type": "summary", "ev": [0, 17, 18],
     "q": "In short, what happens in this video?",
     "cands": ["Commentary of a women's town-centre bike race that Mei Lindqvist wins in a photo finish",
               "A preview of next week's men's race at Pennick Docks",
               "A junior hill climb up Corn Hill",
               "A training ride where Team Ardent explain lead-outs"],
     "answer": "Commentary of a women's town-centre bike race that Mei Lindqvist wins in a photo finish",
     "para": ["summarise the video for me",
              "What's the gist of this broadcast?"]},
    {"n": 2, "type": "count", "ev": [8, 10, 13], "cands": None,
     "q": "Once the break of three had formed, how many times did Lindqvist attack before the final lap?",
     "answer": "3 times",
     "para": ["after the three-rider break went clear, how often did mei lindqvist go on the attack before the bell",
              "Lindqvist kept kicking off the front of the break. How many separate attacks did she make before the last lap?"]},
    {"n": 3, "type": "order", "ev": [15, 16],
     "q": "On the final lap, who actually led Team Ardent up Corn Hill?",
     "cands": ["Bea Santoro", "Nia Coles", "Carys Pellow", "Mei Lindqvist"],
     "answer": "Bea Santoro",
     "para": ["Annika's plan had someone leading Ardent up the climb - who really did it on the last lap?",
              "last lap, corn hill: which rider was on the front for ardent?"]},
    {"n": 4, "type": "correction", "ev": [17], "cands": None,
     "q": "Declan called the winner too soon. Who did he say had won at first?",
     "answer": "Carys Pellow",
     "para": ["who did the commentator wrongly announce as the winner before the photo finish",
              "Before checking the photo, which rider did Declan think had taken it?"]},
    {"n": 5, "type": "correction", "ev": [6],
     "q": "What was the Hollis Bakery prime worth in the end?",
     "cands": ["\u00a3125 plus a box of pastries", "\u00a3100 plus a box of pastries", "\u00a3150", "\u00a3200"],
     "answer": "\u00a3125 plus a box of pastries"},
    {"n": 6, "type": "correction", "ev": [9], "cands": None,
     "q": "which wheel punctured on Nia Coles's bike",
     "answer": "the front wheel"},
    {"n": 7, "type": "why", "ev": [4], "cands": None,
     "q": "Why did Joss Abara attack with so many laps still to go?",
     "answer": "to win the first prime in front of her home crowd",
     "para": ["whats the reason abara went so early",
              "Abara went clear with 37 laps left. What was she after?"]},
    {"n": 8, "type": "why", "ev": [7],
     "q": "Why was Team Ardent happy with the break of three?",
     "cands": ["Santoro was in it, so Pellow didn't have to chase",
               "Pellow was in it",
               "It had no chance of staying away",
               "Lindqvist had just punctured"],
     "answer": "Santoro was in it, so Pellow didn't have to chase"},
    {"n": 9, "type": "why", "ev": [12], "cands": None,
     "q": "Why had most riders let some air out of their tyres before the start?",
     "answer": "for more grip because showers were forecast"},
    {"n": 10, "type": "spoken_fact", "ev": [5],
     "q": "What's the free lap rule the pit reporter explains?",
     "cands": ["A rider who crashes can rejoin the bunch after a lap in the pit",
               "Riders may take one lap off to change to rain tyres",
               "A prime winner gets a lap's rest afterwards",
               "Any rider can stop for one lap per race"],
     "answer": "A rider who crashes can rejoin the bunch after a lap in the pit"},
    {"n": 11, "type": "needle_screen", "ev": [2],
     "q": "what number is joss abara wearing",
     "cands": ["12", "1", "7", "21"],
     "answer": "12"},
    {"n": 12, "type": "needle_screen", "ev": [11], "cands": None,
     "q": "With 16 laps to go, how big was the gap between the break and the bunch?",
     "answer": "9 seconds"},
    {"n": 13, "type": "quantity", "ev": [0], "cands": None,
     "q": "How long is the race in kilometres?",
     "answer": "48 km"},
    {"n": 14, "type": "quantity", "ev": [18],
     "q": "What was the winner's time?",
     "cands": ["1:08:42", "1:04:28", "1:08:24", "1:10:42"],
     "answer": "1:08:42"},
    {"n": 15, "type": "speech_and_screen", "ev": [2, 18],
     "q": "The local rider who grew up behind the hairpin - how far behind the winner did she finish?",
     "cands": ["5 seconds", "2 seconds", "Same time", "9 seconds"],
     "answer": "5 seconds"},
    {"n": 16, "type": "quantity", "ev": [10, 13], "cands": None,
     "q": "How much prime money did Lindqvist pick up in total?",
     "answer": "\u00a3350"},
    {"n": 17, "type": "who", "ev": [2],
     "q": "Who's the defending champion?",
     "cands": ["Carys Pellow", "Mei Lindqvist", "Bea Santoro", "Annika Voss"],
     "answer": "Carys Pellow"},
    {"n": 18, "type": "absent", "ev": [],
     "q": "How much prize money does the winner of the race get?",
     "cands": ["\u00a3500", "\u00a31,000", "\u00a3350", ABSENT],
     "answer": ABSENT},
    {"n": 19, "type": "absent", "ev": [], "cands": None,
     "q": "what was the temperature during the race",
     "answer": ABSENT},
    {"n": 20, "type": "absent", "ev": [], "cands": None,
     "q": "How old is Mei Lindqvist?",
     "answer": ABSENT},
    {"n": 21, "type": "absent", "ev": [],
     "q": "Which team does Hanne Berg ride for?",
     "cands": ["Team Ardent", "Velocita Norte", "Kelsbridge Wheelers", ABSENT],
     "answer": ABSENT},
    {"n": 22, "type": "end", "ev": [20], "cands": None,
     "q": "What's on the day before the men's race next weekend?",
     "answer": "the junior hill climb up Corn Hill"},
    {"n": 23, "type": "why", "ev": [19], "cands": None,
     "q": "in the interview, why does Lindqvist say she kept attacking",
     "answer": "to make Ardent chase and use up their lead-out"},
    {"n": 24, "type": "right_before_after", "ev": [16],
     "q": "On the last lap, what happened right after Santoro swung off at the hairpin?",
     "cands": ["Pellow was left alone on the front, too early",
               "Nia Coles took over the lead-out",
               "Lindqvist crashed in the hairpin",
               "The bell rang for the final lap"],
     "answer": "Pellow was left alone on the front, too early"},
]

# ================================================================ assembly
FIZZ_PALETTE = {"bg": ["#e8f6ff", "#fff4d6", "#eafbe7", "#fde8f1"], "counter": "#ffd166"}
BID_PALETTE = {"bg": ["#1f2d4a", "#2a3b5c", "#23344f"], "counter": "#c9a227"}
CRIT_PALETTE = {"bg": ["#f2f2f2", "#e6eef7", "#fbefe3"], "counter": "#e63946"}

VIDEOS = [
    {"name": "fizzlab", "footer": "Fizz Lab \u00b7 KidsLoop \u00b7 Episode 14", "lead_in": 6,
     "voice": "en-gb+f3", "speed": 160,
     "segments": make_segments(FIZZ_RAW, FIZZ_PEOPLE, FIZZ_PALETTE), "questions": FIZZ_Q},
    {"name": "bidnight", "footer": "Harbourside Hospice Spring Auction \u00b7 The Corn Exchange, Wrexley",
     "lead_in": 5, "voice": "en-gb-scotland", "speed": 160,
     "segments": make_segments(BID_RAW, BID_PEOPLE, BID_PALETTE), "questions": BID_Q},
    {"name": "criterium", "footer": "Velo Local \u00b7 Kelsbridge Town Centre Criterium \u00b7 Sunday 3 May",
     "lead_in": 7, "voice": "en-gb-x-gbclan", "speed": 160,
     "segments": make_segments(CRIT_RAW, CRIT_PEOPLE, CRIT_PALETTE), "questions": CRIT_Q},
]

# Slide lengths in seconds: measured narration + its offset + a pause of 1.5-5.5 s that varies by
# slide, rounded up to half a second, kept within 20-28 s (see README.md).
DURS = {
    "fizzlab": [27.0, 26.0, 28.0, 26.0, 28.0, 26.0, 27.5, 23.0, 22.0, 27.0, 25.0, 24.5, 26.0, 28.0, 24.0, 27.5, 24.5, 27.0, 28.0, 26.0, 24.0],
    "bidnight": [28.0, 28.0, 25.5, 24.5, 26.5, 28.0, 28.0, 28.0, 24.5, 28.0, 26.5, 27.0, 27.5, 26.5, 28.0, 27.0, 26.5, 27.0, 28.0, 25.0, 26.0],
    "criterium": [25.0, 27.0, 27.0, 25.0, 23.5, 28.0, 27.5, 25.0, 23.5, 24.5, 27.0, 26.5, 23.5, 22.5, 26.5, 26.0, 26.0, 24.5, 25.0, 24.5, 24.5],
}

for _v in VIDEOS:
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
