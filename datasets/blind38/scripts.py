"""Scripts of the "blind38" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- crabbing:     a children's crabbing competition off a harbour wall on an August Saturday, from
                low tide at half past seven to the count at the judges' table (the harbour
                association's secretary, the harbourmaster, a marine trust judge, the harbour café
                owner, a crab fisherman who brings the bait, last year's twelve year old champion)
- inbloom:      a village getting itself ready for its In Bloom judges' visit, from five in the
                morning to tea on the bench by the pond (the In Bloom chair, the pub landlord, a
                retired head gardener, the council's sweeper driver, a teenage volunteer, the
                village shop owner)
- stirupsunday: a Women's Institute making Christmas puddings for the hospice on Stir-up Sunday in
                a village hall kitchen (the WI president, the eighty six year old keeper of the
                recipe, the vicar, the treasurer, the president's cousin on the steamers, a
                seventeen year old volunteer)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ crabbing (a children's crabbing competition)
LOWENNA = ("en+f4", "Lowenna Pascoe, harbour association")
DOUGIE = ("en-gb-scotland+m1", "Dougie Fairweather, harbourmaster")
SUNITA = ("en-gb-x-rp+f1", "Sunita Bhatt, Polwherry Marine Trust")
BRYONY = ("en-gb-x-gbclan+f1", "Bryony Nance, Harbour Café")
ALFIE = ("en-gb-x-gbcwmd+m1", "Alfie Rowe, crab fisherman")
MIA = ("en-gb-x-gbcwmd+f5", "Mia Penrose, crabber")

WHITEBOARD = "#f3f2e6"
QUAY = "#e4eaee"
WALL = "#e9e6de"
CAFE = "#f2e7e0"
BOAT = "#e2ece9"
TABLE = "#ede6f0"
LOW_TIDE_DARK = "#17262b"

CRABBING = {
    "name": "crabbing",
    "footer": "Polwherry Harbour Association · crabbing competition · the harbour wall",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(LOWENNA, LOW_TIDE_DARK, "Crabbing day at Polwherry",
              ["Polwherry Harbour", "Saturday 9 August", "Crabbing competition: lines down at 10:30 am"],
              "Half past seven, and the tide's right out. The harbour's all mud and seaweed, the "
              "boats are sitting on their keels, and two gulls are fighting over a chip paper on "
              "the slipway. I'm Lowenna Pascoe, the harbour association's secretary, and in three "
              "hours this wall will be lined with children and crab lines. The camera's strapped "
              "across my hi vis."),
        # 1
        slide(LOWENNA, WHITEBOARD, "The whiteboard in the harbour office",
              ["1. Give the safety talk", "2. Hand out the bait", "3. Register the crabbers",
               "4. Fill the buckets", "5. Rope off the slipway"],
              "This is the whiteboard in the harbour office. Dougie wrote it last night in the "
              "order things worry him, worst first, and that is not the order you can do them in. "
              "Number five goes first: roping off the slipway. The lifeboat launches down it, and "
              "once there are children on a slipway, you will never get them off it again."),
        # 2
        slide(DOUGIE, QUAY, "The harbourmaster",
              ["Polwherry harbour wall: built 1841", "Wristbands: only after the safety talk"],
              "Dougie Fairweather, harbourmaster. I've had this job since my hair was black. Today "
              "I give the safety talk, I sound the starting horn, and I stop forty parents leaning "
              "over the edge to see what's in the water. Every child gets a wristband, and nobody "
              "gets a wristband until they've heard my talk. That's my rule."),
        # 3
        slide(SUNITA, QUAY, "The judge",
              ["Polwherry Marine Trust", "Crab limit per bucket: 20", "Every crab goes back"],
              "Sunita Bhatt, from the Polwherry Marine Trust. I'm judging, and I'm also here to "
              "make sure every crab goes home. Twenty crabs to a bucket, no more, because crowded "
              "crabs fight and pull each other's legs off. At the end, every crab goes back down "
              "the wooden chute at the bottom of the steps. Nobody tips a bucket off the wall."),
        # 4
        slide(BRYONY, CAFE, "The café",
              ["Polwherry Harbour Café", "Crab lines: £2 each, for the lifeboat"],
              "Bryony Nance, from the Harbour Café. I do the registration at a table outside, and "
              "I do the bacon rolls, which is where the real money is. Dougie's my stepdad. He "
              "married my mum when I was nine, and he's been telling me to keep away from the "
              "edge ever since. I've got two children of my own now, and he still does it."),
        # 5
        slide(ALFIE, BOAT, "The bait",
              ["Alfie Rowe, crab fisherman", "Bait from Alfie: 9 kg"],
              "Alfie Rowe. I've got pots out past the point, and proper crabbers think bacon on a "
              "string is cheating. I've brought six kilos of bait. No, hang on, nine: there's a bag"
              " of mackerel heads in the van I'd forgotten about. Bacon bits from the butcher, "
              "mackerel heads off my own boat, all smelling lovely by lunchtime."),
        # 6
        slide(MIA, WALL, "Last year's champion",
              ["Mia Penrose, 12", "Last year: most crabs, 38"],
              "I'm Mia, and I won last year. My secret is smoked bacon, never plain, tied on with a"
              " knot my grandad showed me. And you never pull up fast. You lift it slowly, like "
              "you're sneaking, because a crab only holds on while it thinks nobody's noticed. This"
              " year I've brought my own bucket, and a spare line."),
        # 7
        slide(LOWENNA, QUAY, "Slipway first",
              ["Number 5 on the list", "Slipway roped off: 8:00 to 8:20 am"],
              "First, number five, the slipway. A rope across the top, a sign on the rope, and one "
              "of Dougie's old lobster pots at each end to hold it down. The weed on there is like "
              "soap anyway. We've had a hundred children sign up online, so I reckon we'll have a "
              "hundred on the wall, the most we've ever had."),
        # 8
        slide(BRYONY, CAFE, "Registration second",
              ["Number 3 on the list", "Registration: 9:00 to 10:00 am", "Crabbers registered: 93"],
              "A hundred, Lowenna? Ninety three. Seven never turned up, and every name's on my "
              "clipboard. Second, number three, registration, before the talk, not after, because "
              "Dougie ticks every child off against my list while he talks. So nobody's on that "
              "wall who hasn't heard him. Sign in, hear the talk, get a band."),
        # 9
        slide(DOUGIE, QUAY, "Safety talk third",
              ["Number 1 on the list", "Safety talk: 10:00 to 10:15 am"],
              "Third, number one, my talk. Sit on the wall, never stand on it. Nobody leans out "
              "further than their belly button. No running on the quay, because the quay is wet "
              "and the harbour is deep. And if anything goes in the water, a bucket, a line, a "
              "phone, your little brother, it stays there, and you shout for me. I do the "
              "fetching."),
        # 10
        slide(SUNITA, WALL, "Buckets fourth",
              ["Number 4 on the list", "Buckets filled: 10:15 to 10:30 am"],
              "Fourth, number four, the buckets, filled from the harbour with a rope bucket, right "
              "at the last minute. A bucket of seawater left out in the August sun warms up like a "
              "bath, and warm water doesn't hold enough oxygen, so the crabs suffocate. Fresh cold "
              "water, a bit of weed in each one, and the buckets stay in the shade of the wall."),
        # 11
        slide(ALFIE, BOAT, "Bait last",
              ["Number 2 on the list", "Bait handed out: 10:25 am"],
              "Last, number two, the bait. It stays in my cool box till the very last minute, "
              "because bacon in the sun goes off in an hour, and the smell brings down every gull "
              "on this coast. Even so, while I was cutting it up on the board, a gull dropped out "
              "of nowhere and took a whole mackerel head, right from under my knife."),
        # 12
        slide(DOUGIE, WALL, "Lines down",
              ["Starting horn: 10:30 am"],
              "The very moment I sounded the starting horn, a seal put its head up by the bottom "
              "of the steps and had a good long look at us all, like he'd come to do the judging. "
              "Ninety odd lines went in at once, and the whole wall went quiet. You could hear "
              "the water slapping. Then the first crab came up, and the shrieking started."),
        # 13
        slide(MIA, WALL, "The first bite",
              ["Mia's first crab: 10:34 am"],
              "I had a bite straight away. I was lifting it slowly, like I said, and just as it "
              "came out of the water, a gull swooped down and pulled the bacon clean off my line. "
              "The crab dropped back in with a plop. I wasn't even cross, it was so fast. I tied "
              "a new bit on, and I had three crabs in five minutes."),
        # 14
        slide(BRYONY, CAFE, "The pasty",
              ["Bacon rolls sold by 11 am: 60"],
              "Outside the café, a man in a sun hat was eating a pasty, and a gull came over his "
              "shoulder and took it straight out of his hand. He was left holding the paper bag. "
              "Another one went for Lowenna's ice cream, but she held it up over her head and the "
              "gull missed. I've put a sign up about the gulls. Nobody reads it."),
        # 15
        slide(SUNITA, TABLE, "Up and away",
              ["Crabs measured at the judges' table"],
              "Just after eleven, a little lad in a dinosaur T shirt pulled up a lovely big crab, "
              "and a gull snatched it off his line in mid air and flew off over the boats with "
              "it. He cried, and I don't blame him. I let him help me measure the big ones at my "
              "table after that, with my callipers, and he soon cheered up."),
        # 16
        slide(LOWENNA, WALL, "Over the edge",
              ["Iron ladder: harbour wall, by the steps"],
              "A bit later, a gust caught a little girl's bucket and knocked it off the wall into "
              "the harbour. She didn't reach for it. She shouted for Dougie, just as she'd been "
              "told. He went down the iron ladder in the wall, hooked the bucket out with his boat "
              "hook, and passed it back up to her, empty."),
        # 17
        slide(DOUGIE, QUAY, "My roll",
              ["Harbour office window: shut"],
              "While I was watching the wall from the office, a gull walked in through the open "
              "window and took my ham roll off the desk, and I never even turned round. In "
              "nineteen ninety four, one took a wedding ring out of a lady's hand up on this wall, "
              "and we never saw it again. The window stays shut now."),
        # 18
        slide(DOUGIE, WALL, "Lines up",
              ["Lines up: 11:30 am"],
              "Second horn, lines up, and I walked the length of the wall looking in the buckets. "
              "Green crabs mostly, a few little velvet swimmers, one starfish, and a shoe. By my "
              "reckoning we caught over a thousand crabs this morning, which has to be a record "
              "for Polwherry. Sunita's got the clipboard, mind, and she doesn't do reckoning."),
        # 19
        slide(SUNITA, TABLE, "The count",
              ["Crabs caught: 618", "Biggest crab: 9.4 cm across"],
              "Over a thousand, Dougie? Six hundred and eighteen. I counted every bucket twice, "
              "with a helper, before a single crab went back. The biggest was nine point four "
              "centimetres across the shell, a male, measured with my callipers. Then they all went"
              " down the chute, bucket by bucket, and not one was tipped off the wall."),
        # 20
        slide(MIA, WALL, "The prizes",
              ["Prizes: most crabs, biggest crab"],
              "I didn't win. A boy with thirty one crabs got the cup, and a girl from the "
              "campsite won the biggest crab. I got a certificate for the slowest lift, which I "
              "think Sunita made up on the spot. I don't mind. I'm coming back next year, with my "
              "grandad's knot, smoked bacon, and a much bigger bucket."),
        # 21
        slide(LOWENNA, QUAY, "All back",
              ["Raised for the lifeboat: £186", "Buckets rinsed and stacked: 12:15 pm"],
              "By quarter past twelve the buckets were rinsed and stacked, and the wall was ours "
              "again. The crab lines raised a hundred and eighty six pounds for the lifeboat, and "
              "Bryony's giving them the bacon roll money on top. The seal's still out there by the "
              "steps. I think he knows about the mackerel heads."),
        # 22
        slide(LOWENNA, LOW_TIDE_DARK, "Next on the channel",
              ["The seal count", "Along the cliffs with the Marine Trust", "Sunday 24 August"],
              "Next time, the Marine Trust's seal count along the cliffs, with Sunita, a telescope "
              "and a flask. Alfie's taking us round the point in his boat, Mia wants to name every "
              "seal we see, and Dougie's coming to make sure nobody leans over the side. I'm "
              "bringing the sandwiches, in a tin, with the lid on."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In a nutshell, what is the Polwherry video about?",
         "para": ["polwherry harbour clip summary",
                  "Bacon on strings, buckets of seawater and far too many gulls. Which event is being filmed "
                  "here?"],
         "cands": ["A children's crabbing competition off Polwherry harbour wall, from low tide to the final "
                   "count",
                   "The Marine Trust's seal count along the cliffs",
                   "A crab fisherman hauling his pots out past the point",
                   "The lifeboat station's open day on the quay"],
         "answer": "A children's crabbing competition off Polwherry harbour wall, from low tide to the final "
                   "count"},
        {"n": 2, "type": "count", "ev": [11, 13, 14, 15, 17],
         "q": "All told, on crabbing day, how often did a gull get away with stealing something?",
         "para": ["gull thefts at the crabbing, total",
                  "Leaving aside the ice cream that got away and the wedding ring years ago, count the times "
                  "a gull actually made off with something."],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Of the five jobs on Dougie's whiteboard, which got done first?",
         "cands": ["Roping off the slipway", "Registering the crabbers", "Giving the safety talk",
                   "Filling the buckets"],
         "answer": "Roping off the slipway"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 9, 10, 11],
         "q": "Dougie's board runs safety talk, bait, registration, buckets, slipway. In what order were they "
              "really done?",
         "cands": None,
         "answer": "Rope off the slipway first, then register the crabbers, give the safety talk, fill the "
                   "buckets, and hand out the bait last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "why rope the slipway off before anything else",
         "cands": None,
         "answer": "The lifeboat launches down it, and once there are children on a slipway you'll never get "
                   "them off it"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "Reason for leaving the bait until last?",
         "cands": ["It stays in the cool box till the last minute: bacon in the sun goes off in an hour and "
                   "the smell brings down every gull",
                   "Alfie couldn't get back from his crab pots until half ten",
                   "The cool box was needed at the café for the milk",
                   "The butcher didn't deliver the bacon until ten"],
         "answer": "It stays in the cool box till the last minute: bacon in the sun goes off in an hour and "
                   "the smell brings down every gull"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Why did the children register before the safety talk rather than after?",
         "para": ["registration before safety talk why",
                  "Signing the kids in first and only then giving the talk: what did that achieve?"],
         "cands": None,
         "answer": "Dougie ticks every child off against Bryony's list while he talks, so nobody is on the "
                   "wall without hearing the talk"},
        {"n": 8, "type": "correction", "ev": [7, 8],
         "q": "Lowenna expects a hundred children. How many actually registered?",
         "cands": None,
         "answer": "93 (seven never turned up; Bryony had every name on her clipboard)"},
        {"n": 9, "type": "correction", "ev": [18, 19],
         "q": "Crabs caught in the whole competition, final count?",
         "cands": ["618", "1,000", "681", "816"],
         "answer": "618"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "Alfie says he's brought six kilos of bait, then changes his mind. What's the real amount?",
         "para": ["alfie rowe bait weight",
                  "The fisherman gets the weight of his bait wrong at first. What does he settle on?"],
         "cands": None,
         "answer": "Nine kilos (9 kg): he'd forgotten a bag of mackerel heads in the van"},
        {"n": 11, "type": "who", "ev": [18, 19],
         "q": "Dougie reckons over a thousand crabs were caught. Who had the right number?",
         "cands": None,
         "answer": "Sunita Bhatt, the judge, who counted every bucket twice (618)"},
        {"n": 12, "type": "who", "ev": [4, 8],
         "q": "Who was running the registration table?",
         "cands": ["Bryony Nance", "Lowenna Pascoe", "Sunita Bhatt", "Dougie Fairweather"],
         "answer": "Bryony Nance"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "Age of last year's winner?",
         "cands": ["12", "21", "11", "13"],
         "answer": "12"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Year the harbour wall was built?",
         "cands": ["1841", "1814", "1881", "1941"],
         "answer": "1841"},
        {"n": 15, "type": "speech_and_screen", "ev": [12],
         "q": "when did the seal pop up by the steps",
         "cands": None, "answer": "10:30 am, the moment Dougie sounded the starting horn"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "How wide was the biggest crab of the day?",
         "cands": ["9.4 cm", "4.9 cm", "12.4 cm", "8.4 cm"],
         "answer": "9.4 cm"},
        {"n": 17, "type": "quantity", "ev": [3],
         "q": "Maximum number of crabs allowed in one bucket?",
         "para": ["crab limit per bucket",
                  "Sunita won't let the buckets get overcrowded. Where does she draw the line?"],
         "cands": None, "answer": "20"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "According to the judge, how should the crabs be put back?",
         "cands": ["Down the wooden chute at the bottom of the steps, never tipped off the wall",
                   "Tipped gently off the end of the harbour wall at high tide",
                   "Carried out by Alfie in his boat and let go past the point",
                   "Left in their buckets on the slipway for the tide to take"],
         "answer": "Down the wooden chute at the bottom of the steps, never tipped off the wall"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Bryony and Dougie: is there a family connection?",
         "cands": None,
         "answer": "Yes: Dougie is her stepdad (he married her mum when she was nine)"},
        {"n": 20, "type": "right_before_after", "ev": [16],
         "q": "A little girl's bucket blew off into the harbour. What happened next?",
         "cands": None,
         "answer": "She shouted for Dougie instead of reaching, and he went down the iron ladder and hooked "
                   "the bucket out with his boat hook"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the crabbing video open?",
         "cands": ["Half past seven at low tide: mud and seaweed, boats on their keels and two gulls fighting "
                   "over a chip paper on the slipway",
                   "Dougie sounding the starting horn on the wall",
                   "Alfie cutting up bait on his board",
                   "Children queueing at Bryony's registration table"],
         "answer": "Half past seven at low tide: mud and seaweed, boats on their keels and two gulls fighting "
                   "over a chip paper on the slipway"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "And what's promised for the next episode?",
         "cands": ["The Marine Trust's seal count along the cliffs",
                   "Next year's crabbing competition",
                   "A night out on Alfie's boat hauling pots",
                   "The lifeboat's new boat being launched"],
         "answer": "The Marine Trust's seal count along the cliffs"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Dinosaur T-shirt lad - what's his name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much was a bacon roll at the Harbour Café?",
         "cands": ["£3", "£2.50", "£2", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ inbloom (a village ready for its In Bloom judges)
PAULINE = ("en-gb-x-rp+f5", "Pauline Ferris, Wendlecombe in Bloom")
STUART = ("en-gb-x-gbclan+m3", "Stuart Keel, landlord, the Plough")
RONALD = ("en+m1", "Ronald Bissett, basket grower")
DANI = ("en-029+f2", "Dani Okoro, street scene, district council")
LEO = ("en-gb-x-rp+m6", "Leo Whitfield, volunteer")
FATIMA = ("en-gb-scotland+f1", "Fatima Hussain, Wendlecombe Stores")

JOBSHEET = "#f4f0e3"
SQUARE = "#e6eae4"
GREENHOUSE = "#e1eedf"
PUB = "#efe6dc"
SHOP = "#ece4ee"
LANE = "#e6ebf0"
FIRST_LIGHT_DARK = "#1d2a1b"

INBLOOM = {
    "name": "inbloom",
    "footer": "Wendlecombe in Bloom · judging day · the village square",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(PAULINE, FIRST_LIGHT_DARK, "Judging day in Wendlecombe",
              ["Wendlecombe in Bloom", "Tuesday 15 July", "The judges arrive at 11 am"],
              "Five in the morning, the sun's just over the church tower, the square is full of "
              "yesterday's crisp packets, and all the hanging baskets are still sitting in "
              "Ronald's greenhouse. I'm Pauline Ferris, chair of Wendlecombe in Bloom, and at "
              "eleven o'clock the judges arrive. The camera's clipped to the handle of my watering "
              "can, so I apologise now for the sloshing."),
        # 1
        slide(PAULINE, JOBSHEET, "The job sheet",
              ["1. Hang the baskets", "2. Sweep the square", "3. Weed the verges",
               "4. Paint the benches", "5. Water everything"],
              "This is the job sheet. Ronald wrote it out years ago, and we've photocopied it "
              "every summer since, in the same order, which was never the right order even then. "
              "Number four goes first: the benches. Gloss paint needs a good five hours before "
              "anybody can sit on it, and the judges always finish their walk with a cup of tea on "
              "a bench."),
        # 2
        slide(RONALD, GREENHOUSE, "The basket grower",
              ["Ronald Bissett, 80", "Head gardener, Wendlecombe House: 41 years"],
              "Ronald Bissett. I was head gardener up at the big house for most of my working "
              "life, and these days I grow the baskets for the village, in my own greenhouse, "
              "every one from seed. They've been in there all night, out of the wind. Up on this "
              "hill, a breeze in the night will strip a basket bare before you've had your "
              "breakfast."),
        # 3
        slide(FATIMA, SHOP, "The village shop",
              ["Wendlecombe Stores and Post Office", "Troughs outside the shop: 3"],
              "Fatima Hussain, Wendlecombe Stores. I've got the troughs outside the shop, and I've "
              "watered them every night for a month with the washing up water, which Ronald says "
              "does them good. Last year, the judges gave us sixty out of a hundred, and I went "
              "home and cried. I'm not having that again. This year the troughs are full of "
              "lobelia."),
        # 4
        slide(STUART, PUB, "The Plough",
              ["The Plough, Wendlecombe", "Last year's score: 72 out of 100"],
              "Stuart Keel, landlord of the Plough. Sixty, Fatima? Seventy two. The certificate's "
              "framed behind my bar, next to the dartboard. Pauline and I were married for eleven "
              "years, and it turns out we're much better at hanging baskets than we ever were at "
              "being married. She still tells me I overwater. She's still right."),
        # 5
        slide(DANI, SQUARE, "The sweeper",
              ["Mini sweeper: on loan till noon", "Top speed: walking pace"],
              "Dani Okoro, street scene team at the district council. The council lends "
              "Wendlecombe the little sweeper for one morning a year, and the driver, which is "
              "me. It's got two spinning brushes at the front and a hopper at the back, and it "
              "goes at walking pace, so every child in the village wants a ride. The answer is "
              "no."),
        # 6
        slide(LEO, GREENHOUSE, "The volunteer",
              ["Leo Whitfield, 14", "Volunteer: summer holidays"],
              "I'm Leo. I'm only here because my nan said I'd enjoy it, and she's usually wrong. "
              "I've been helping Ronald carry the baskets out of the greenhouse, and they're a lot "
              "heavier than they look. There must be a thousand plants in those baskets, easy. He "
              "grew them all from seed, he says, back in March."),
        # 7
        slide(RONALD, GREENHOUSE, "Seven hundred and twenty",
              ["Hanging baskets: 40", "Plants in the baskets: 720"],
              "A thousand, Leo? Seven hundred and twenty. Forty baskets, eighteen plants a basket, "
              "and I pricked out every one by hand. My secret is nettle tea: a dustbin full of "
              "nettles and rainwater, left to stew for three weeks behind the shed. It smells like "
              "a drain, and the petunias love it. Leo won't go near it."),
        # 8
        slide(STUART, SQUARE, "Benches first",
              ["Number 4 on the list", "Benches painted: 5:00 to 6:00 am"],
              "First, number four, the benches, sanded on Sunday and painted this morning at first "
              "light, every one in the square and the one by the pond. Wet paint signs on the lot. "
              "At quarter to six the vicar's spaniel came trotting across the square and cocked "
              "his leg on the half barrel of geraniums outside my front door. The vicar said sorry "
              "twice."),
        # 9
        slide(FATIMA, LANE, "Weeding second",
              ["Number 3 on the list", "Verges weeded: 6:00 to 7:30 am"],
              "Second, number three, the verges and the gutters, on our knees. Weeding throws soil "
              "and dandelion heads all over the pavement, so it has to be done before the sweeper "
              "comes, or Dani is sweeping twice. While I was at it, a little terrier on one of "
              "those long leads went straight to my troughs and watered the lobelia for me."),
        # 10
        slide(DANI, SQUARE, "Sweep third",
              ["Number 2 on the list", "Square swept: 7:30 to 8:30 am"],
              "Third, number two, the sweep: the square, then both sides of the High Street, then"
              " the lane by the church. Half a hopper of soil, weeds, crisp packets, two hair "
              "bobbles and a ten pound note, which went in the charity tin. By the bus shelter, a "
              "greyhound sniffed the new planter and lifted his leg on it."),
        # 11
        slide(LEO, SQUARE, "Baskets fourth",
              ["Number 1 on the list", "Baskets hung: 8:30 to 9:40 am"],
              "Fourth, number one, the baskets, wheeled up from Ronald's in a wheelbarrow, four at "
              "a time. They go up dry. Ronald says a basket that's just been watered weighs twice "
              "as much, and nobody can hold one over their head on a ladder. Stuart did the "
              "ladder, I passed them up, and Ronald told us where every one went."),
        # 12
        slide(STUART, PUB, "The last basket",
              ["Last basket up: 9:40 am"],
              "The very moment I hooked the last basket onto its bracket outside the Plough, a red "
              "kite came drifting over the church, low enough to see its forked tail. Ronald said "
              "it was a good omen. Ronald says everything's a good omen on judging day. I came "
              "down the ladder, and my knees made a noise like a gate."),
        # 13
        slide(PAULINE, SQUARE, "Water last",
              ["Number 5 on the list", "Watered: 9:45 to 10:45 am", "Water used: 400 litres"],
              "Last, number five, the water: baskets, troughs, tubs and verges. Water last, so it "
              "all looks fresh when the judges come round the corner, and water on a swept "
              "pavement just dries, where water on a dirty one makes mud. Four hundred litres, "
              "from the rain tanks behind the Plough, carried in cans and one very long hose."),
        # 14
        slide(LEO, LANE, "The village sign",
              ["Village sign bed: marigolds"],
              "Ronald sent me to check the bed under the village sign, and just as I got there, a "
              "big yellow Labrador out with a lady in wellies cocked his leg right on the "
              "marigolds. She said he'd never done that before. Ronald says that's what they all "
              "say. A cat was digging in the bed by the church as well, but I shooed it off."),
        # 15
        slide(FATIMA, SHOP, "The good cups",
              ["Wendlecombe in Bloom: first entered 1987"],
              "At ten to eleven I put the kettle on for the judges' tea and laid out the good cups."
              " A Jack Russell sniffed round my troughs again, but his owner pulled him away just "
              "in time. Ronald came in for a sit down and told me the judges in nineteen ninety six"
              " brought their own dog, and it did the lot. He's never forgiven them."),
        # 16
        slide(PAULINE, SQUARE, "Early",
              ["Judges arrived: 10:42 am"],
              "The judges' car pulled into the square eighteen minutes early, while Leo was still "
              "on the last watering can. I didn't panic. I walked straight over, shook their "
              "hands, and took them into the church first to see the flower arrangements, the long "
              "way round, while Leo finished the High Street. They never saw a single can."),
        # 17
        slide(RONALD, LANE, "The walk",
              ["Judges' route: 1.5 miles"],
              "The judges walk a mile and a half, the whole village, a clipboard each, and they "
              "don't say a word. One was in a panama hat, and the other kept bending down to look "
              "in the gutters. They stopped longest at Fatima's troughs and the baskets on the "
              "Plough. They never stopped at mine, but then mine are in my back garden."),
        # 18
        slide(STUART, PUB, "Tea on the bench",
              ["Tea on the pond bench: 12:15 pm"],
              "They finished their walk on the bench by the pond, as they always do, with "
              "Fatima's tea in the good cups, and the paint was dry, thank goodness. One of them "
              "asked who'd grown the baskets, and Ronald pretended not to hear, and then told her "
              "all about it for twenty minutes. I've never seen him so happy."),
        # 19
        slide(PAULINE, SQUARE, "Entered again",
              ["Times Wendlecombe has entered: 14"],
              "That's twelve times we've entered now. No, fourteen: I always forget the two years "
              "of the hosepipe ban, when we entered with nothing but gravel and a lot of hope. "
              "Every year Ronald says it's his last, and every year there's a greenhouse full of "
              "seedlings by March. The results come out in September."),
        # 20
        slide(DANI, SQUARE, "Back to the depot",
              ["Sweeper back at the depot: 12:30 pm"],
              "The sweeper went back to the depot at half past twelve, and I gave Leo a ride down "
              "the High Street in the end, because he'd earned it. Half a hopper is a good morning "
              "for a village this size. I sweep a town centre on Saturday nights, and believe me, "
              "this is a holiday. I'll be back next year, if they'll have me."),
        # 21
        slide(FATIMA, PUB, "Wait till September",
              ["Results: September"],
              "Everybody ended up in the Plough. Stuart did sandwiches, and Ronald had a half of "
              "shandy and fell asleep in the corner with his cap on. We won't know the score till "
              "September, and nobody's allowed to guess out loud, because it's bad luck. I've "
              "already started planning next year's troughs. Begonias, maybe."),
        # 22
        slide(PAULINE, FIRST_LIGHT_DARK, "Next on the channel",
              ["Ronald's greenhouse in autumn", "Cuttings for next year's baskets", "Saturday 20 September"],
              "Next time, Ronald's greenhouse in the autumn, taking cuttings for next year's "
              "baskets, with Leo, who says he's only coming for the nettle tea. Stuart's promised "
              "to keep the brackets up all winter, Fatima's ordering begonias, and Dani has "
              "already asked for the sweeper on the same day next year. I'll bring the watering "
              "can."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Quick summary of the Wendlecombe video, please",
         "para": ["in bloom judging day video topic",
                  "Wet paint signs, a borrowed sweeper and forty hanging baskets. What is everyone getting "
                  "ready for?"],
         "cands": ["A village getting itself ready for the In Bloom judges' visit",
                   "Taking cuttings for next year's baskets in Ronald's greenhouse",
                   "A village open gardens weekend",
                   "The council sweeping a town centre on a Saturday night"],
         "answer": "A village getting itself ready for the In Bloom judges' visit"},
        {"n": 2, "type": "count", "ev": [8, 9, 10, 14],
         "q": "Over the morning, how many dogs cocked a leg on the village's flower displays?",
         "para": ["dogs weeing on the displays, how many",
                  "Not the cat, not the Jack Russell that got pulled away, not the judges' dog from the "
                  "nineties: how many dogs actually did it on the flowers?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which item from Ronald's job sheet was tackled first?",
         "cands": ["Painting the benches", "Hanging the baskets", "Weeding the verges", "Sweeping the square"],
         "answer": "Painting the benches"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 10, 11, 13],
         "q": "Hanging the baskets is top of the sheet. Where did it actually come in the morning?",
         "cands": None,
         "answer": "Fourth: after the benches, the weeding and the sweep, and before the watering"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "Why were the benches painted before anything else?",
         "para": ["benches first - reason",
                  "what made the bench painting the opening job at five in the morning"],
         "cands": None,
         "answer": "Gloss paint needs a good five hours before anyone can sit on it, and the judges always "
                   "finish their walk with tea on a bench"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "How come the baskets went up before they were watered?",
         "cands": ["A freshly watered basket weighs twice as much, and nobody can hold one over their head on "
                   "a ladder",
                   "Watering on the pavement would have undone Dani's sweep",
                   "Ronald only waters his baskets after dark",
                   "The rain tanks behind the Plough were locked until ten"],
         "answer": "A freshly watered basket weighs twice as much, and nobody can hold one over their head on "
                   "a ladder"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "What's the reason the weeding came before the sweeping?",
         "cands": ["Weeding throws soil and dandelion heads over the pavement, so otherwise Dani would be "
                   "sweeping twice",
                   "Dani wanted the weeds for the compost heap at the depot",
                   "Weeds are easier to pull when the sweeper has wetted them",
                   "Fatima's shop didn't open until seven"],
         "answer": "Weeding throws soil and dandelion heads over the pavement, so otherwise Dani would be "
                   "sweeping twice"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Leo thinks there are a thousand plants in the baskets. How many are there really?",
         "para": ["hanging basket plant total",
                  "The teenager overestimates how many plants went into the baskets. What figure does the "
                  "gardener give?"],
         "cands": None,
         "answer": "720: forty baskets with eighteen plants each"},
        {"n": 9, "type": "correction", "ev": [19],
         "q": "Once Pauline's counted properly, how many times has Wendlecombe entered In Bloom?",
         "cands": ["14", "12", "41", "16"],
         "answer": "14"},
        {"n": 10, "type": "who", "ev": [3, 4],
         "q": "Fatima remembers last year's score as sixty. Who corrects her?",
         "para": ["who put the shop lady right about last year's score",
                  "Someone with the certificate on his wall says Fatima has last year's marks wrong. Which "
                  "person?"],
         "cands": None,
         "answer": "Stuart Keel, the Plough's landlord: it was 72 out of 100, and the certificate's framed "
                   "behind his bar"},
        {"n": 11, "type": "who", "ev": [11],
         "q": "Who was up the ladder hanging the baskets?",
         "cands": ["Stuart Keel", "Leo Whitfield", "Ronald Bissett", "Dani Okoro"],
         "answer": "Stuart Keel"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "the old gardener's age",
         "cands": ["80", "18", "88", "70"],
         "answer": "80"},
        {"n": 13, "type": "needle_screen", "ev": [15],
         "q": "When did Wendlecombe first enter In Bloom?",
         "cands": None, "answer": "1987"},
        {"n": 14, "type": "speech_and_screen", "ev": [12],
         "q": "The red kite over the church - what time did it show up?",
         "cands": None, "answer": "9:40 am, the moment the last basket went up outside the Plough"},
        {"n": 15, "type": "quantity", "ev": [13],
         "q": "Litres of water used for the watering?",
         "cands": ["400 litres", "40 litres", "4,000 litres", "140 litres"],
         "answer": "400 litres"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "How long is the walk the judges do round the village?",
         "cands": None, "answer": "A mile and a half (1.5 miles)"},
        {"n": 17, "type": "spoken_fact", "ev": [7],
         "q": "What does Ronald feed his baskets?",
         "cands": ["Nettle tea: nettles and rainwater left to stew in a dustbin for three weeks",
                   "Washing up water, every night for a month",
                   "Cold tea leaves from the Plough's kitchen",
                   "A spoonful of sugar in every watering can"],
         "answer": "Nettle tea: nettles and rainwater left to stew in a dustbin for three weeks"},
        {"n": 18, "type": "relation", "ev": [4],
         "q": "Stuart and Pauline - what's their history?",
         "cands": None,
         "answer": "They used to be married (for eleven years): he's her ex-husband"},
        {"n": 19, "type": "right_before_after", "ev": [16],
         "q": "The judges arrived early. How did Pauline handle it?",
         "cands": None,
         "answer": "She took them into the church first to see the flowers, the long way round, while Leo "
                   "finished the watering"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening shot of the In Bloom video?",
         "cands": ["Five in the morning: sun over the church tower, crisp packets in the square and the "
                   "baskets still in Ronald's greenhouse",
                   "Stuart up a ladder outside the Plough",
                   "The judges' car pulling into the square",
                   "Dani driving the sweeper down the High Street"],
         "answer": "Five in the morning: sun over the church tower, crisp packets in the square and the "
                   "baskets still in Ronald's greenhouse"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Teaser at the end: what's next?",
         "cands": ["Ronald's greenhouse in the autumn, taking cuttings for next year's baskets",
                   "The In Bloom results evening in September",
                   "Fatima planting begonias in her troughs",
                   "Dani sweeping a town centre on a Saturday night"],
         "answer": "Ronald's greenhouse in the autumn, taking cuttings for next year's baskets"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What were the two judges called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What score did the village get this year?",
         "cands": ["78 out of 100", "72 out of 100", "81 out of 100", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "The freshly painted benches: what colour are they?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ stirupsunday (a WI's Christmas puddings on Stir-up Sunday)
RUTH = ("en-gb-x-gbclan+f3", "Ruth Kingsley, president, Brackenfold WI")
MABEL = ("en-gb-x-gbcwmd+f4", "Mabel Fenn, keeper of the recipe")
DANIEL = ("en-029+m1", "The Reverend Daniel Osei, vicar")
ANJALI = ("en+f5", "Anjali Mistry, treasurer, Brackenfold WI")
GRAHAM = ("en-gb-x-gbcwmd+m5", "Graham Lowe, on the steamers")
JESS = ("en-gb-scotland+f3", "Jess Tanner, volunteer")

HATCH = "#f5efe1"
KITCHEN = "#efe9e2"
HALL_FLOOR = "#e7e3ee"
CHURCH = "#e4e8ef"
TRESTLE = "#ebefe2"
ADVENT_DARK = "#2b1a12"

STIRUPSUNDAY = {
    "name": "stirupsunday",
    "footer": "Brackenfold Women's Institute · Stir-up Sunday · the village hall kitchen",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, ADVENT_DARK, "Stir-up Sunday in Brackenfold",
              ["Brackenfold Village Hall", "Sunday 23 November", "Christmas puddings for the hospice"],
              "Half past seven, still dark, and the village hall is freezing. The heating's "
              "clanking, and on the serving hatch there are three buckets of fruit under tea "
              "towels that have been soaking all night. I'm Ruth Kingsley, president of "
              "Brackenfold Women's Institute, and today we're making Christmas puddings for the "
              "hospice. The camera's clipped to my apron strap."),
        # 1
        slide(RUTH, HATCH, "The list on the hatch",
              ["1. Light the steamers", "2. Soak the fruit", "3. Wrap and label",
               "4. Grease the basins", "5. Stir and make a wish"],
              "This is the list. Mabel dictated it to me down the phone on Wednesday, most "
              "important job first, and she's right that the steaming matters most, but you can't "
              "do it in that order. Number two goes first, the fruit. Dried fruit put straight in "
              "stays as hard as gravel, so it needs a whole night in cold tea and brandy to plump "
              "up."),
        # 2
        slide(MABEL, KITCHEN, "The recipe",
              ["Mabel Fenn, 86", "Ingredients: 13"],
              "Mabel Fenn. It's my mother's recipe, and I've made it for the Institute every year "
              "since I joined. There are twelve ingredients. No, thirteen: I always forget the "
              "carrot, and the carrot's what keeps it moist. The rest is suet, flour, fruit, eggs "
              "and spice, brandy, and a bottle of stout, which goes in last."),
        # 3
        slide(DANIEL, CHURCH, "The vicar",
              ["St Giles' Church, Brackenfold", "Morning service: 10:30 am"],
              "Daniel Osei, vicar of Brackenfold. Stir-up Sunday takes its name from the prayer we "
              "say in church today, stir up, we beseech thee, and I'm told that's my cue to bless "
              "the puddings and give the first stir, before my service. Last year the puddings "
              "raised a thousand pounds for the hospice, so I've been asked to stir with feeling."),
        # 4
        slide(ANJALI, TRESTLE, "The treasurer",
              ["Raised last year: £768", "Dried fruit: 14 kg", "Brackenfold WI: founded 1921"],
              "Anjali Mistry, treasurer. A thousand, vicar? Seven hundred and sixty eight pounds. "
              "It's in the paying in book, in my handwriting, and the hospice's thank you card is "
              "on the noticeboard. Still a lot of pudding. This year I bought the fruit at the cash"
              " and carry, fourteen kilos of it, and the receipt's in my purse."),
        # 5
        slide(GRAHAM, KITCHEN, "The steamers",
              ["Graham Lowe, on the steamers", "Steamers: 12, borrowed"],
              "Graham Lowe. Ruth's my cousin: our mums were sisters, which is how I got roped in. "
              "I'm the only man in Brackenfold allowed in this kitchen, and only because I carry "
              "the steamers. Twelve of them, borrowed from kitchens all over the village, and "
              "every one with a name label on the lid, so it goes home to the right house."),
        # 6
        slide(JESS, KITCHEN, "The volunteer",
              ["Jess Tanner, 17", "Duke of Edinburgh: volunteering"],
              "I'm Jess. I'm doing my Duke of Edinburgh volunteering here, because my gran is in "
              "the WI and she signed me up before I could say no. I've never actually had "
              "Christmas pudding. Don't tell Mabel. I'm on basins and labels, and Ruth says I'm in "
              "charge of the Instagram, which so far is one photo of a bucket of raisins."),
        # 7
        slide(RUTH, HATCH, "Fruit first",
              ["Number 2 on the list", "Fruit in to soak: Saturday 7:00 pm"],
              "So, first, number two, the fruit, last night at seven. Fourteen kilos of raisins, "
              "sultanas and currants in three buckets, with cold tea and brandy, tea towels on top,"
              " and a note on the hatch saying do not touch. This morning it's plump and shiny, and"
              " the hall smells like a pub at Christmas."),
        # 8
        slide(GRAHAM, KITCHEN, "Steamers second",
              ["Number 1 on the list", "Steamers lit: 7:30 am"],
              "Second, number one, the steamers, lit at half seven, because on this old cooker "
              "they take an hour and a half to come to the boil. The water has to be boiling "
              "before a single spoon goes in the mix, Mabel says, because once it's wet the flour "
              "starts working, and a pudding left waiting for the water comes out as heavy as a "
              "brick."),
        # 9
        slide(JESS, KITCHEN, "Basins third",
              ["Number 4 on the list", "Basins greased: 8:30 to 9:15 am"],
              "Third, number four, the basins. Every one gets a thick coat of butter and a circle "
              "of greaseproof paper in the bottom, before anybody stirs, because the mix goes "
              "straight from the bowl into the basin, and a basin with no butter means the pudding "
              "never comes out in one piece. I buttered every single one. I'll never get it out "
              "of my nails."),
        # 10
        slide(DANIEL, HALL_FLOOR, "The first stir",
              ["Number 5 on the list", "The stir: 9:30 to 10:15 am"],
              "Fourth, number five, the stir. I said a prayer over the big bowl, and then everyone "
              "took a turn, from east to west, in honour of the wise men's journey, eyes shut, "
              "making a wish. While I was stirring, a button came off my cuff and dropped straight "
              "in. Mabel found it with a teaspoon and told me it would have been lucky."),
        # 11
        slide(MABEL, KITCHEN, "Too stiff",
              ["Stout in the mix: 1 bottle"],
              "I had a taste, and it was too stiff: the spoon stood up in it. So I opened the stout"
              " and poured it in, a glug at a time, until the mix dropped slowly off the spoon, the"
              " way my mother taught me. In nineteen eighty three, a friend of mine lost her top "
              "set in the mixture. We found them at Easter."),
        # 12
        slide(GRAHAM, KITCHEN, "The glasses",
              ["Basins filled: 10:15 am"],
              "I leaned over the bowl to see how Mabel was getting on, and my reading glasses slid "
              "off the end of my nose and went in, face down. I fished them out with the big spoon,"
              " and Mabel sent me to wash them, and my hands, twice. Then we filled the basins to "
              "the top and pressed the mix down with a spoon."),
        # 13
        slide(JESS, KITCHEN, "Sixpences",
              ["Silver sixpences: 1 in every pudding"],
              "Mabel brought the silver sixpences, in an old tobacco tin that was her husband's, "
              "and I pushed one into every pudding, on purpose, wrapped in greaseproof. Then, as I "
              "tied my hair back, my hair bobble pinged off my wrist and landed right in the last "
              "basin. I dug it out with a fork before anyone saw. Well, Ruth saw."),
        # 14
        slide(GRAHAM, KITCHEN, "Into the steamers",
              ["First pudding into the steamer: 10:20 am", "Steaming: 6 hours"],
              "The very moment I lowered the first basin into its steamer, the smoke alarm above "
              "the cooker went off, from the steam, and Ruth stood on a chair flapping a tea towel "
              "at it. Then it's six hours of steaming, topping the water up from the kettle every "
              "hour, and nobody lifts a lid unless the water underneath is boiling."),
        # 15
        slide(ANJALI, TRESTLE, "The books",
              ["Ingredients bought: £236", "Basins: given by the village"],
              "While they steamed, I did the books at the end of the trestle. Fruit, suet, eggs and "
              "everything else came to two hundred and thirty six pounds, and the pub gave us the "
              "stout. My ring slipped off while I was washing a basin, and I caught it just before "
              "the plughole. Half the basins are china and half are plastic."),
        # 16
        slide(DANIEL, HALL_FLOOR, "After the service",
              ["Service over: 11:45 am"],
              "I came back after the service, with half the congregation, who'd smelled the brandy "
              "from the church porch and wanted a look. Mabel handed me back my button in a saucer, "
              "washed. I'm told I'm not allowed to say what I wished for, and that wishing for a "
              "new church roof counts as cheating anyway."),
        # 17
        slide(RUTH, HALL_FLOOR, "Soup at the long table",
              ["Lunch in the hall: 12:30 pm"],
              "Lunch was leek and potato soup at the long table, with the steamers rattling away "
              "in the kitchen and the windows running with condensation. Somebody opened the back "
              "door, and a robin came in, sat on the coat rack for a minute, and went out again. "
              "Mabel said a robin indoors means a good year. Graham said it means shut the door."),
        # 18
        slide(MABEL, KITCHEN, "Out of the water",
              ["Out of the steamers: 4:20 pm"],
              "At twenty past four, out they came, dark as mahogany, all of them. I turned just the "
              "one out of its basin to check, and it slid out clean as a whistle, thanks to Jess "
              "and her butter. I've never had a batch come out as good as this, and I'll deny I "
              "ever said so if anyone from the Institute asks me."),
        # 19
        slide(JESS, HALL_FLOOR, "Rows and rows",
              ["Cooling overnight on the hall tables"],
              "There must be a hundred puddings on those tables, row after row of them, cooling "
              "under tea towels to keep the dust off. My arms ache from carrying basins, I smell "
              "of brandy, and my gran says that's exactly what Stir-up Sunday is supposed to smell "
              "like. I might even try a bit of pudding this year."),
        # 20
        slide(GRAHAM, HALL_FLOOR, "Eighty four",
              ["Puddings made: 84"],
              "A hundred, Jess? Eighty four. Twelve steamers, seven basins in each, and I loaded "
              "every one myself and took every one out. They stay on the tables all night to go "
              "cold right through. Then tomorrow morning they're wrapped, and every steamer goes "
              "home to its own kitchen, with its label still on the lid."),
        # 21
        slide(RUTH, HATCH, "Wrap last",
              ["Number 3 on the list", "Wrapped and labelled: Monday 9:00 to 11:00 am"],
              "Last, number three, wrap and label, on Monday morning, once they'd sat all night "
              "and gone cold right through. Wrap a pudding while it's still warm and it sweats "
              "under the paper, and by Christmas it's grown a fur coat. Greaseproof, foil, a "
              "ribbon, and one of Jess's labels, with the date and everything that's inside."),
        # 22
        slide(RUTH, ADVENT_DARK, "Next on the channel",
              ["The Brackenfold Christmas market", "Saturday 6 December", "The puddings go on sale"],
              "Next time, the Brackenfold Christmas market, where the puddings go on sale from our "
              "stall by the church gate. Mabel's doing the talking, Anjali's got the cash box, and "
              "Jess is doing the Instagram properly this time. Daniel's promised to come and buy "
              "one, and Graham's coming along to carry the boxes, and to keep an eye on his "
              "glasses."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up the Brackenfold video in a line.",
         "para": ["WI pudding day video, what happens",
                  "Buckets of soaked fruit, twelve borrowed steamers and a vicar with a wooden spoon. What is "
                  "all this in aid of?"],
         "cands": ["A Women's Institute making Christmas puddings for the hospice on Stir-up Sunday",
                   "The puddings going on sale at the Brackenfold Christmas market",
                   "A harvest supper in the village hall",
                   "A WI baking competition judged by the vicar"],
         "answer": "A Women's Institute making Christmas puddings for the hospice on Stir-up Sunday"},
        {"n": 2, "type": "count", "ev": [10, 12, 13],
         "q": "How many things fell into the pudding mix by accident?",
         "para": ["accidental objects in the christmas pudding mixture, count",
                  "Not the sixpences, which went in on purpose, and not the false teeth from the eighties: "
                  "tally up what ended up in the mix that shouldn't have."],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which of Mabel's five jobs was actually done first?",
         "cands": ["Soaking the fruit", "Lighting the steamers", "Greasing the basins", "Stirring and wishing"],
         "answer": "Soaking the fruit"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 9, 10, 21],
         "q": "Mabel's list goes steamers, fruit, wrapping, basins, stir. How did it actually go?",
         "para": ["pudding jobs, actual running order",
                  "Put Mabel's five jobs into the order the WI actually did them."],
         "cands": None,
         "answer": "Soak the fruit first, then light the steamers, grease the basins, stir and make a wish, "
                   "and wrap and label last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "why soak the fruit the night before",
         "cands": None,
         "answer": "Dried fruit put straight in stays as hard as gravel; it needs a whole night in cold tea "
                   "and brandy to plump up"},
        {"n": 6, "type": "why", "ev": [21],
         "q": "What's the point of waiting until Monday to wrap the puddings?",
         "cands": ["They have to be cold right through: a pudding wrapped warm sweats under the paper and "
                   "has grown a fur coat by Christmas",
                   "The labels Jess printed weren't ready until Monday",
                   "The foil and ribbon were being delivered on Monday",
                   "The hall was booked for a church lunch on Sunday afternoon"],
         "answer": "They have to be cold right through: a pudding wrapped warm sweats under the paper and "
                   "has grown a fur coat by Christmas"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Why light the steamers so early, before any mixing?",
         "para": ["steamers on at half seven - why",
                  "Graham had the water going long before anyone stirred. What's the thinking behind that?"],
         "cands": None,
         "answer": "They take an hour and a half to boil on the old cooker, and the water must be boiling "
                   "before mixing: once it's wet the flour starts working, and a pudding left waiting comes "
                   "out heavy as a brick"},
        {"n": 8, "type": "correction", "ev": [19, 20],
         "q": "Jess guesses a hundred puddings. What's the actual total?",
         "cands": None,
         "answer": "84: twelve steamers with seven basins in each"},
        {"n": 9, "type": "correction", "ev": [3, 4],
         "q": "Last year's pudding money for the hospice came to what?",
         "cands": ["£768", "£1,000", "£786", "£678"],
         "answer": "£768"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Mabel says twelve ingredients at first. What's the right number?",
         "cands": None,
         "answer": "Thirteen (13): she always forgets the carrot"},
        {"n": 11, "type": "who", "ev": [3, 4],
         "q": "The vicar says last year's puddings made a thousand pounds. Who says otherwise?",
         "para": ["vicar's thousand pounds - who set him straight",
                  "Somebody with the paying-in book knows the vicar's figure is wrong. Which of them is it?"],
         "cands": None,
         "answer": "Anjali Mistry, the treasurer: it was £768, in the paying-in book in her handwriting"},
        {"n": 12, "type": "who", "ev": [13],
         "q": "Who provided the silver sixpences?",
         "cands": ["Mabel Fenn", "Jess Tanner", "Anjali Mistry", "Ruth Kingsley"],
         "answer": "Mabel Fenn"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "Mabel Fenn's age?",
         "cands": ["86", "68", "76", "96"],
         "answer": "86"},
        {"n": 14, "type": "needle_screen", "ev": [4],
         "q": "Brackenfold WI was founded when?",
         "cands": ["1921", "1912", "1931", "1952"],
         "answer": "1921"},
        {"n": 15, "type": "speech_and_screen", "ev": [14],
         "q": "smoke alarm going off in the kitchen - what time",
         "cands": None, "answer": "10:20 am, the moment the first basin went into its steamer"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "How long do the puddings steam for?",
         "cands": ["6 hours", "3 hours", "8 hours", "90 minutes"],
         "answer": "6 hours"},
        {"n": 17, "type": "quantity", "ev": [4, 7],
         "q": "What weight of dried fruit was bought?",
         "cands": None, "answer": "14 kg (fourteen kilos)"},
        {"n": 18, "type": "spoken_fact", "ev": [10],
         "q": "Which way are you supposed to stir, and why?",
         "cands": ["From east to west, in honour of the wise men's journey",
                   "Clockwise, so the wish comes true",
                   "From west to east, following the sun",
                   "Towards yourself, to bring the luck home"],
         "answer": "From east to west, in honour of the wise men's journey"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "How are Ruth and Graham related?",
         "cands": None, "answer": "Cousins: their mums were sisters"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "Mabel tastes the mix and finds it too stiff. What does she do?",
         "cands": None,
         "answer": "Pours in the bottle of stout a glug at a time until the mix drops slowly off the spoon"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Pudding video: what's on screen right at the start?",
         "cands": ["Half past seven, still dark: a freezing hall, clanking heating and buckets of fruit under "
                   "tea towels on the serving hatch",
                   "The vicar blessing the big bowl",
                   "Graham lifting puddings out of the steamers",
                   "Jess wrapping puddings in foil and ribbon"],
         "answer": "Half past seven, still dark: a freezing hall, clanking heating and buckets of fruit under "
                   "tea towels on the serving hatch"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what's coming up next time",
         "cands": ["The Brackenfold Christmas market, where the puddings go on sale",
                   "Mabel teaching Jess to make mince pies",
                   "The WI's carol service in St Giles' Church",
                   "Delivering the puddings to the hospice"],
         "answer": "The Brackenfold Christmas market, where the puddings go on sale"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which hospice are the puddings for?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price of one pudding at the Christmas market?",
         "cands": ["£8", "£12", "£10", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [CRABBING, INBLOOM, STIRUPSUNDAY]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "crabbing": [26.5, 25.0, 25.5, 25.5, 25.5, 27.0, 28.0, 23.0, 27.5, 27.0, 26.0, 25.0, 25.0, 27.0, 24.5, 25.0, 25.5, 20.5, 25.0, 27.0, 27.5, 23.5, 25.0],
    "inbloom": [25.5, 25.5, 25.5, 27.0, 25.0, 25.5, 25.5, 26.0, 26.0, 26.0, 27.5, 24.5, 24.5, 28.0, 22.5, 24.5, 26.0, 27.0, 23.0, 24.0, 26.0, 24.0, 26.0],
    "stirupsunday": [28.0, 25.0, 27.5, 26.5, 27.5, 24.5, 25.5, 27.0, 23.5, 25.0, 26.5, 26.5, 24.0, 24.5, 25.0, 24.0, 23.5, 26.5, 26.0, 22.5, 25.0, 27.0, 25.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
