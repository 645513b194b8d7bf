"""Scripts of the "blind28" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- crabpots: a small inshore boat's day hauling its crab and lobster pots and landing the catch (the
            skipper's daughter who crews for him, the skipper, the deckhand, the shellfish buyer on
            the quay, the fisheries officer, the skipper's retired father in the net loft)
- ringing:  a bird ringing group's dawn session on a reed-bed nature reserve (the trainer, a trainee
            working towards her permit, the youngest trainee, the group's founder, the scribe who
            keeps the log, the reserve warden)
- exams:    a secondary school's exam day in the sports hall (the exams officer, the lead
            invigilator, a new invigilator, the deputy head, the site manager, a candidate)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ crabpots (an inshore crab and lobster boat's day)
NELL = ("en-gb-x-rp+f4", "Nell Hardacre, crew")
GIDEON = ("en-gb-x-gbclan+m3", "Gideon Hardacre, skipper")
KIT = ("en-gb+m2", "Kit Lowther, deckhand")
PET = ("en-gb-x-gbcwmd+f2", "Pet Ainsworth, shellfish buyer")
OSMAN = ("en-029+m4", "Osman Varley, fisheries officer")
AMBROSE = ("en-gb-x-gbcwmd+m6", "Ambrose Hardacre, retired skipper")

SEA = "#e3eef2"
BOARD = "#f3f1e4"
SEA_DARK = "#0f2a36"

CRABPOTS = {
    "name": "crabpots",
    "footer": "Kittiwake Rose · crab and lobster pots · Skelmouth harbour",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(NELL, SEA_DARK, "Hauling day on the Kittiwake Rose",
              ["Kittiwake Rose, Skelmouth harbour", "Tuesday 13 May", "Crab and lobster pots"],
              "Morning. I'm Nell Hardacre, and this is my dad's boat, the Kittiwake Rose. It's still dark, the "
              "only lights on the quay are in the fish market, and the gulls are already awake and shouting. "
              "Today we haul every pot we own, land the catch, and if we're lucky, we're home for tea. Mind the "
              "ropes."),
        # 1
        slide(NELL, BOARD, "Dad's hauling board",
              ["1. The Ledges", "2. Gull Rock", "3. The Sands", "4. The Old Wreck", "5. Carrick Bay"],
              "Dad writes our strings of pots on this whiteboard in the wheelhouse, nearest the harbour first, "
              "always in the same order. Today it's no good. A dive club from up the coast has booked the Old "
              "Wreck from ten o'clock, and you don't haul pots with divers underneath you. So the wreck, fourth "
              "on the board, comes first."),
        # 2
        slide(GIDEON, SEA, "Leaving harbour",
              ["Left harbour: 4:45 am", "Heading for: the Old Wreck"],
              "Gideon Hardacre, skipper. We went out past the harbour light at five o'clock. No, I tell a lie, "
              "quarter to five, because Nell had the engine warm before I'd finished my tea. We work a hundred "
              "pots off this boat, the same as my father did, and we'll haul every last one of them today."),
        # 3
        slide(NELL, SEA, "Our pots",
              ["Pots: 120", "Strings: 5, of 24 pots each"],
              "A hundred and twenty, Dad. You added the Carrick Bay string in March, with the pots Grandad built "
              "over the winter, so it's five strings of twenty four now. He always forgets that one. Kit's "
              "coiling rope at the back, and I'm on the hauler, which is the machine that winds the pots up "
              "from the bottom."),
        # 4
        slide(KIT, SEA, "The Old Wreck",
              ["Number 4 on the board", "First pot up: 5:28 am"],
              "Kit Lowther, deckhand. First string of the day, over the Old Wreck. First pot up, and there's a "
              "lobster in it, but look under her tail. She's carrying eggs, thousands of tiny black beads. So "
              "she goes straight back over the side, gently, and off she swims. That's next year's lobsters, "
              "that is."),
        # 5
        slide(NELL, SEA, "The Old Wreck",
              ["Wreck string hauled: 6:10 am"],
              "Halfway along the wreck string, a pot came up with a conger eel in it, as thick as my arm and in a "
              "very bad mood. Kit went straight up onto the wheelhouse roof and stayed there, while Dad tipped "
              "the pot over the side and the eel slid off home. Kit says he was checking the aerial."),
        # 6
        slide(GIDEON, SEA, "Carrick Bay",
              ["Number 5 on the board", "Wind: south-west, rising after noon"],
              "Carrick Bay next, though it's bottom of the board. It's just round the headland from the wreck, "
              "and the wind is forecast to swing onto that shore after lunch. Once it does, the bay's too rough "
              "to work. So we do it while it's flat calm. And this fellow's short, not big enough to keep. Over "
              "the side with him."),
        # 7
        slide(NELL, SEA, "Carrick Bay",
              ["Carrick Bay hauled: 7:35 am", "Sea: flat calm"],
              "Every pot gets a fresh bait before it goes back down. We use gurnard heads from the fish market, "
              "and by the middle of the morning you stop noticing the smell. Kit says he'll never notice anything "
              "again. Grandad swears by salted pollack, but Grandad isn't the one who has to salt it."),
        # 8
        slide(KIT, SEA, "Gull Rock",
              ["Number 2 on the board", "Gull Rock: 8:20 am"],
              "Gull Rock. Loads of brown crab here. This one's soft, she's only just shed her shell, so she goes "
              "back to harden up. Nobody buys a soft crab. Then I dropped a big lobster on the deck, and he made "
              "a run for the scupper, but Gideon put his boot in front of him just in time."),
        # 9
        slide(NELL, SEA, "Gull Rock",
              ["Lobster with a notched tail"],
              "This hen has a little V cut into her tail fin. Somebody caught her before and notched her, which "
              "means she's a breeder, and nobody is allowed to land her, ever. So back into the sea she goes, "
              "and good luck to her. I like the notched ones. It means somebody was thinking about next year."),
        # 10
        slide(GIDEON, SEA, "The Sands",
              ["Number 3 on the board", "The Sands: 10:05 am"],
              "The Sands. Soft ground, so the pots sit nice and steady. The dive boat has just anchored over the "
              "wreck, bang on ten, so we got out of their way in time. My father fished this string for forty "
              "years, and he still asks me every night how the Sands did."),
        # 11
        slide(NELL, SEA, "Waiting",
              ["Low water slack: 1:30 pm", "Lunch: cheese and pickle"],
              "The Ledges are top of Dad's board, because they're nearest the harbour, but we always do them "
              "last. The tide runs over those rocks like a river, and you can only haul there at slack water, "
              "right at low tide. Today that's half past one. So we drift, and eat our sandwiches."),
        # 12
        slide(KIT, SEA, "Waiting",
              ["Grey seal: following since Gull Rock"],
              "A grey seal has followed us all the way from Gull Rock. Gideon calls him Norman. He hangs about "
              "for the old bait we throw out, and he took a whole gurnard head off me, right out of my hand, "
              "which Nell filmed and says she will never delete. Norman doesn't even say thank you."),
        # 13
        slide(GIDEON, SEA, "The Ledges",
              ["Number 1 on the board", "Hauling: 1:30 to 2:45 pm"],
              "Slack water, and on we go. The Ledges took us an hour and a quarter, every pot heavy with crab, "
              "and a few good lobsters among them. It's the best string we've got, when the sea lets you at it. "
              "Nell's kept the tally in her head all day, and she's never once been wrong."),
        # 14
        slide(NELL, SEA, "Heading home",
              ["Crab tank: full"],
              "Heading home with the tide behind us, and the crab tank full to the brim. And Dad has handed me "
              "the wheel to take her into the harbour, which he has never done with anybody. Not even with "
              "Grandad on board. I'm trying very hard to look as if it's nothing."),
        # 15
        slide(KIT, SEA, "On the quay",
              ["Skelmouth fish quay"],
              "Tied up, and the crates are going up onto the quay. I've lifted every one of them, so I reckon "
              "that's three hundred kilos of crab, easily. My arms say three hundred and fifty. Pet's already "
              "waiting by her scales with her clipboard, and her van's backed right up to the edge."),
        # 16
        slide(PET, SEA, "On the quay",
              ["Brown crab: 264 kg", "Lobster: £22 a kilo"],
              "Pet Ainsworth, Skelmouth Shellfish. I buy everything this boat lands, and I have done since "
              "Gideon was a lad. Three hundred? Kit, love, it's two hundred and sixty four. My scales don't "
              "argue. The lobsters go to a restaurant in London tonight, packed in ice, in the back of my van."),
        # 17
        slide(OSMAN, SEA, "Fisheries check",
              ["Marine Fisheries Office", "Sample measured on the quay"],
              "Osman Varley, fisheries officer. I measure a sample of every boat's lobsters on the quay, and "
              "Gideon's are always spot on. Except one, today. This one's a whisker short, so I've walked him "
              "down the slipway myself and let him go in the harbour. No harm done, Gideon. It happens to the "
              "best of us."),
        # 18
        slide(AMBROSE, SEA, "The net loft",
              ["Pots built this winter: 24"],
              "Ambrose Hardacre, Gideon's father. I've mended pots in this loft since before the harbour had "
              "electric light. In nineteen seventy nine I threw back the biggest lobster I ever saw, full of "
              "eggs, and I've told that story every week since. Our Nell's marrying that lad Kit in September. "
              "He'll do, if he learns to tie a knot."),
        # 19
        slide(KIT, SEA, "Washing down",
              ["Boat washed down: 4:10 pm"],
              "Last job, washing the boat down, every inch of her, or Gideon won't speak to me. Ambrose says I "
              "tie a knot like a man wrapping a birthday present. Still, he's lent me his old oilskins for the "
              "wedding photos, which Nell says is the nicest thing he has ever done for anybody."),
        # 20
        slide(GIDEON, SEA, "The day's catch",
              ["Lobsters sold to Pet: 22"],
              "The day's catch, then. Twenty two lobsters sold to Pet, and a tank full of crab, on a day when the "
              "sea let us work every string. My father would call that a fair day's fishing, which from him is "
              "like a medal. Nell brought her in through the harbour mouth, and I didn't say a word."),
        # 21
        slide(NELL, SEA, "The harbour wall",
              ["Tea: fish and chips on the harbour wall"],
              "Fish and chips on the harbour wall, with the gulls watching every chip. Dad's asleep sitting up, "
              "Kit's telling everyone in the queue about the conger eel, and it's got bigger every time. Norman "
              "the seal is in the harbour, hoping for scraps. He's not getting any."),
        # 22
        slide(NELL, SEA_DARK, "Next on the channel",
              ["The Kittiwake Rose on the slipway", "Annual scrub and paint", "Next Monday"],
              "Next time, the Kittiwake Rose comes out of the water. We winch her up the slipway on the big "
              "spring tide, scrape off a year's worth of weed and barnacles, and give her a fresh coat of blue "
              "before the summer. Grandad will supervise from a deckchair. See you on the slipway."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's going on in this video, in a nutshell?",
         "para": ["kittiwake rose footage - overall subject",
                  "A friend asks what Nell's clip shows. How would you sum it up for them?"],
         "cands": ["A small fishing boat's day hauling crab and lobster pots and landing the catch",
                   "Winching a boat up the slipway for her yearly scrub and paint",
                   "A fisheries patrol checking boats for illegal catches",
                   "A dive club exploring an old wreck off the coast"],
         "answer": "A small fishing boat's day hauling crab and lobster pots and landing the catch"},
        {"n": 2, "type": "count", "ev": [4, 6, 9, 17],
         "q": "In total, how many lobsters end up going back into the sea?",
         "para": ["lobsters released back to the water, total",
                  "Not every lobster gets kept: now and then one is let go again. Across the whole day, how "
                  "many of them?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Which string of pots did they pull up before any other?",
         "cands": ["The Old Wreck", "The Ledges", "Gull Rock", "Carrick Bay"],
         "answer": "The Old Wreck"},
        {"n": 4, "type": "order", "ev": [1, 4, 6, 8, 10, 13],
         "q": "Nell's dad has the Ledges at the top of his board. In what order were the five strings really "
              "hauled?",
         "cands": None,
         "answer": "The Old Wreck, Carrick Bay, Gull Rock, the Sands, and the Ledges last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why head out to the wreck first instead of starting nearest the harbour?",
         "para": ["old wreck string hauled first - reason",
                  "It's fourth on the whiteboard, yet it was the first string they worked. What forced that?"],
         "cands": None,
         "answer": "A dive club had booked the wreck from ten o'clock, and you can't haul pots with divers "
                   "underneath"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "Why leave the Ledges until the very end of the day?",
         "cands": ["The tide runs too hard over the rocks, so they can only be hauled at slack low water",
                   "The fisheries officer had closed them until the afternoon",
                   "The seal kept stealing the bait there in the morning",
                   "The divers were using them until lunchtime"],
         "answer": "The tide runs too hard over the rocks, so they can only be hauled at slack low water"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "how come Carrick Bay got done second when it's bottom of the board",
         "cands": None,
         "answer": "It's just round the headland from the wreck, and the wind was forecast to swing onto that "
                   "shore after lunch and make it too rough to work"},
        {"n": 8, "type": "correction", "ev": [2, 3],
         "q": "What's the real number of pots the Kittiwake Rose works?",
         "para": ["pots on the boat - corrected figure",
                  "The skipper gives one number for his pots, and his daughter gives another. Which is right?"],
         "cands": None,
         "answer": "120, five strings of 24 (Gideon said a hundred, forgetting the Carrick Bay string added in "
                   "March)"},
        {"n": 9, "type": "correction", "ev": [15, 16],
         "q": "weight of brown crab landed on the quay",
         "cands": ["264 kg", "300 kg", "246 kg", "350 kg"],
         "answer": "264 kg"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "At what time did they actually go out past the harbour light?",
         "cands": None, "answer": "4:45 am (Gideon first said five o'clock)"},
        {"n": 11, "type": "who", "ev": [15, 16],
         "q": "Kit reckoned there were three hundred kilos of crab. Who put him straight?",
         "cands": None, "answer": "Pet Ainsworth, the shellfish buyer"},
        {"n": 12, "type": "who", "ev": [8],
         "q": "When a lobster made a run for the scupper, whose boot stopped it?",
         "cands": ["Gideon Hardacre", "Kit Lowther", "Nell Hardacre", "Osman Varley"],
         "answer": "Gideon Hardacre"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "Time the first pot came up over the wreck?",
         "cands": ["5:28 am", "5:08 am", "6:10 am", "4:45 am"],
         "answer": "5:28 am"},
        {"n": 14, "type": "needle_screen", "ev": [16],
         "q": "lobster price per kilo on the quay",
         "cands": ["£22", "£20", "£2.20", "£12"],
         "answer": "£22"},
        {"n": 15, "type": "speech_and_screen", "ev": [18, 19],
         "q": "By what time had the man Nell is going to marry finished washing down the boat?",
         "cands": None, "answer": "4:10 pm (Kit Lowther, the deckhand)"},
        {"n": 16, "type": "quantity", "ev": [20],
         "q": "Pet bought how many lobsters off the boat in the end?",
         "cands": ["22", "24", "32", "12"],
         "answer": "22"},
        {"n": 17, "type": "quantity", "ev": [13],
         "q": "How long did hauling the Ledges take?",
         "para": ["ledges string - time spent hauling",
                  "Once slack water came and they could finally work the rocks nearest the harbour, what did "
                  "that string take, time-wise?"],
         "cands": None, "answer": "An hour and a quarter (1:30 to 2:45 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "What do they bait the pots with?",
         "cands": ["Gurnard heads from the fish market", "Salted pollack", "Mackerel fillets", "Squid"],
         "answer": "Gurnard heads from the fish market"},
        {"n": 19, "type": "relation", "ev": [18],
         "q": "What's the connection between Nell and Kit?",
         "cands": None, "answer": "They're engaged: Nell is marrying Kit in September"},
        {"n": 20, "type": "right_before_after", "ev": [5],
         "q": "A pot came up with an angry conger eel in it. What did Kit do?",
         "cands": None,
         "answer": "He climbed onto the wheelhouse roof and stayed there while Gideon tipped the eel back over "
                   "the side"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "As the video opens, what's the harbour like?",
         "cands": ["Still dark, with only the fish market lit and the gulls already shouting",
                   "Busy with tourists waiting for boat trips",
                   "Shut by a storm, with every boat tied up",
                   "Sunny, with the tide right out"],
         "answer": "Still dark, with only the fish market lit and the gulls already shouting"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "According to Nell, what will the next video cover?",
         "cands": ["Winching the boat up the slipway to scrape and repaint her",
                   "Building new pots with her grandad in the net loft",
                   "Driving the lobsters to a restaurant in London",
                   "Diving on the Old Wreck with the dive club"],
         "answer": "Winching the boat up the slipway to scrape and repaint her"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the dive club that booked the wreck - what's it called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does Pet give them for a kilo of brown crab?",
         "cands": ["£3.50", "£4", "£5", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ ringing (a bird ringing session on a reserve)
ROZ = ("en-gb+f3", "Roz Achterberg, ringing trainer")
HAMISH = ("en-gb-scotland+m4", "Hamish Quill, scribe")
PRIYA = ("en-us+f2", "Priya Venkatesan, trainee ringer")
TOBY = ("en-gb-x-rp+m1", "Toby Marchbank, trainee ringer")
CECILY = ("en-gb-x-gbclan+f1", "Cecily Dunstable, reserve warden")
DESMOND = ("en-gb-x-rp+m7", "Desmond Okoro, group founder")

FEN = "#eaf0e4"
HUT_BOARD = "#f4efe6"
FEN_DARK = "#1d2a12"

RINGING = {
    "name": "ringing",
    "footer": "Saltmere Ringing Group · autumn session · Saltmere Fen reserve",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(ROZ, FEN_DARK, "Dawn at Saltmere Fen",
              ["Saltmere Ringing Group", "Saltmere Fen nature reserve", "Saturday 20 September"],
              "Good morning, and I'm whispering, because it's half past five and pitch dark. I'm Roz Achterberg, "
              "and I train the ringers in the Saltmere Ringing Group. All you can hear is the starlings "
              "muttering in the reedbed. In a few hours we'll have caught, ringed, weighed and let go more birds "
              "than you'd believe. Head torches on."),
        # 1
        slide(ROZ, HUT_BOARD, "The net rides",
              ["1. Reed ride", "2. Willow Carr", "3. Lakeside sallows", "4. Orchard", "5. Feeder station"],
              "These are our net rides, written on the board in the ringing hut, nearest first. We never put "
              "them up in this order. The wind gets up over the open lake by the middle of the morning, and nets "
              "by the water have to come down the moment it does. So the lakeside sallows, third on the board, "
              "go up first, while it's calm."),
        # 2
        slide(PRIYA, FEN, "Lakeside sallows",
              ["Number 3 on the board", "Sallows nets up: 5:50 am"],
              "Priya Venkatesan, trainee. I'm a year away from my own permit, so Roz watches everything I do. "
              "Putting up a mist net in the dark is like hanging a very fine hair net between two poles, without "
              "tangling yourself up in it. I have tangled myself up in it. Twice. Roz says everybody does it "
              "once."),
        # 3
        slide(TOBY, FEN, "Willow Carr",
              ["Number 2 on the board", "Willow Carr up: 6:10 am"],
              "Toby Marchbank. I'm fourteen, I joined the group in January, and I'm the youngest by about forty "
              "years. Willow Carr is on the path back from the lake, so it goes up next. You check the bottom of "
              "the net isn't touching the ground, or a hedgehog walks into it. That happened last year."),
        # 4
        slide(DESMOND, FEN, "The orchard",
              ["Number 4 on the board", "Orchard up: 6:25 am", "Desmond: ringing at Saltmere for 46 years"],
              "Desmond Okoro. I started this group. I've been ringing on this fen for fifty years. No, I'm "
              "showing off, forty six. The orchard nets go up under the old apple trees, and they're the only "
              "ones my knees can still reach. I've brought my wife's ginger parkin, the same as every session."),
        # 5
        slide(ROZ, FEN, "The starlings",
              ["Starlings left the reedbed: 6:45 to 7:05 am"],
              "And this is why the reed ride, top of the board, goes up last. Thousands of starlings roost in "
              "that reedbed, and at first light they pour out in waves, right over our heads. Open the reed nets "
              "before they've gone, and we'd have hundreds of starlings in them at once. It took them twenty "
              "minutes to leave."),
        # 6
        slide(CECILY, FEN, "The feeders",
              ["Reserve warden since 2011", "Early walk passed the feeders: 7:20 am"],
              "Cecily Dunstable, reserve warden. Every Saturday I lead an early bird walk, and the path goes "
              "right past the feeders. Roz never puts the feeder nets up until my walkers have gone by, so "
              "nobody gets a fright. My dog isn't allowed anywhere near the nets, so he's sulking in the Land "
              "Rover."),
        # 7
        slide(TOBY, FEN, "Feeder station",
              ["Number 5 on the board", "Feeder nets up: 7:30 am"],
              "The walkers have gone, so up go the feeder nets. The blue tits hit them almost straight away. Roz "
              "says blue tits are the only birds that tell you off while you're holding them. This one bit me "
              "three times while I got it out, and then sat on my finger as if nothing had happened."),
        # 8
        slide(ROZ, FEN, "The reed ride",
              ["Number 1 on the board", "Reed ride open: 7:40 am", "Nets up: 14"],
              "At last the reed ride, with the starlings long gone. That's all fourteen nets up. From now on we "
              "walk the rides every half hour, take out whatever is in them, and carry each bird back to the hut "
              "in its own little cotton bag. Nobody runs. Running is how people end up in the ditch."),
        # 9
        slide(HAMISH, FEN, "The ringing hut",
              ["Every bird written in the log"],
              "Hamish Quill, scribe. I don't ring birds. I write down every bird that comes through this hut: "
              "the kind, the ring number, the wing and the weight. Forty years in a bank, and I've ended up doing "
              "the books for birds. My wife Cecily got me into this. She said I needed fresh air and something "
              "to count."),
        # 10
        slide(PRIYA, FEN, "A familiar face",
              ["Blue tit, female", "Weight: 11.2 g"],
              "This blue tit is already wearing a ring on her leg. Hamish looked the number up in the book, and "
              "she's one of ours, ringed as a chick in the nest box by the hut last spring. So she's weighed and "
              "measured again, but she doesn't get a new ring. Welcome back, little one."),
        # 11
        slide(TOBY, FEN, "An escape",
              ["Chiffchaffs so far: 17"],
              "Disaster. I had a chiffchaff in my hand, ready for its ring, and it wriggled out between my "
              "fingers and flew off into the willows without one. Roz says it happens to everybody, and that it "
              "will be back, because chiffchaffs can't resist a net. Desmond says it happened to him once, and he "
              "still thinks about it."),
        # 12
        slide(HAMISH, FEN, "A foreign ring",
              ["Reed warbler", "Ring: not one of ours"],
              "Now this is what we get up for. A reed warbler from the reed ride, and the ring on its leg isn't "
              "ours, it isn't even British. It's a Spanish ring. Somebody in Spain put that on, and this little "
              "bird has flown all the way here, and soon it'll be off south again. I've written it in capitals."),
        # 13
        slide(ROZ, FEN, "The wind",
              ["Sallows nets closed: 9:40 am"],
              "The wind has arrived, right on time, rippling the lake. The sallows nets are furled, which means "
              "rolled up tight on their poles, so nothing can fly into them. That's the price of a lakeside ride. "
              "I got my wedding ring caught in a net this morning, and Priya had to untangle me like a bird."),
        # 14
        slide(HAMISH, FEN, "A kingfisher",
              ["Kingfisher", "Wing: 79 mm", "Weight: 41 g"],
              "A kingfisher, from Willow Carr. Look at that blue. I've been scribe here for six years, and this "
              "is the first kingfisher ever caught at Saltmere. I'm going to write it in red ink. Toby is trying "
              "to take a photo without breathing, and Desmond has gone very quiet in the corner."),
        # 15
        slide(DESMOND, FEN, "A kingfisher",
              ["Saltmere log book: started 1979"],
              "Hamish, it's a beautiful bird, but it's not the first. I caught one in the orchard in nineteen "
              "ninety eight, and it bit me so hard I bled on the log book. It's in there, if you look back far "
              "enough. Roz, let Priya ring this one. She's ready, and it's time."),
        # 16
        slide(PRIYA, FEN, "My first kingfisher",
              ["Signed off in Priya's training book"],
              "Roz let me ring it. My hands were shaking so much I could hardly close the ring, but I did it, and "
              "she signed it off in my training book. Then I opened my hand, and it flew straight to the post at "
              "the end of the jetty, sat there preening for ten minutes, and let everybody photograph it."),
        # 17
        slide(TOBY, FEN, "Another old friend",
              ["Robin", "Weight: 18.4 g"],
              "A robin from the orchard, and it's already got a ring on. I looked it up in the book with Hamish, "
              "and guess who ringed it, back in June? Me. My very first bird. He's put on two grams since then, "
              "the greedy thing, and he's just as grumpy as he was the first time."),
        # 18
        slide(CECILY, FEN, "Visitors",
              ["Bird walk visitors at the hut: 11"],
              "The families from my bird walk came back to the hut to watch. Roz let each of the children hold a "
              "great tit flat on their palm, and it sat there for a second before it flew. One little girl has "
              "decided she's going to be a ringer. Her mum wants to know what time we get up."),
        # 19
        slide(ROZ, FEN, "Nets down",
              ["Nets closed: 11:40 am", "Species: 19"],
              "Nets down, and that's the session. I make it a hundred and twelve birds, of nineteen kinds, which "
              "for a windy September morning is very respectable. Half of them were blue tits, and every single "
              "blue tit bit somebody. Priya is going home with a kingfisher in her training book."),
        # 20
        slide(HAMISH, FEN, "The log",
              ["Birds today: 121"],
              "Roz, it's a hundred and twenty one. You've forgotten the nine in the last round from the reed "
              "ride, and they're all here in the book. The book is always right. That's the first rule of "
              "scribing. The second rule is never let Desmond near the book with a cup of tea."),
        # 21
        slide(DESMOND, FEN, "Packing up",
              ["Next session: Saturday 4 October"],
              "The nets are folded into their bags, and the parkin has all gone. I once ringed a swallow in this "
              "orchard, and the next spring it was found in South Africa, still wearing my ring. I keep the "
              "letter in my wallet. That's the magic of it. You never know where they'll turn up."),
        # 22
        slide(ROZ, FEN_DARK, "Next on the channel",
              ["Cannon netting waders", "Saltmere estuary", "November"],
              "Next time, we're out on the estuary at high tide with a cannon net, catching the waders that come "
              "in to feed on the mud. It's loud, it's muddy, and it's all over in a second. Wellies essential, "
              "and a spare pair of socks. See you on the shore."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the gist of this Saltmere video.",
         "para": ["saltmere fen clip - main subject",
                  "How would you describe what Roz's group is up to in this footage?"],
         "cands": ["A ringing group catching birds in mist nets, ringing them and letting them go",
                   "Cannon netting waders on the estuary at high tide",
                   "A guided dawn bird walk led by the warden",
                   "Counting the starling roost for a survey"],
         "answer": "A ringing group catching birds in mist nets, ringing them and letting them go"},
        {"n": 2, "type": "count", "ev": [10, 12, 17],
         "q": "How many of the birds caught had a ring on their leg already?",
         "para": ["birds already ringed when caught - how many",
                  "Every so often a bird comes out of the net already wearing somebody's ring. Over the "
                  "morning, how many like that?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which net ride went up before the others?",
         "cands": ["The lakeside sallows", "The reed ride", "Willow Carr", "The orchard"],
         "answer": "The lakeside sallows"},
        {"n": 4, "type": "order", "ev": [1, 5, 8],
         "q": "The reed ride heads the board in the hut. Where did it actually come, and when did it "
              "open?",
         "cands": None,
         "answer": "Last of the five, after the starlings had left the reedbed (open at 7:40 am)"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why were the nets by the lake the first to go up",
         "cands": None,
         "answer": "The wind gets up over the open lake by mid-morning and those nets must come down when it "
                   "does, so they went up while it was calm"},
        {"n": 6, "type": "why", "ev": [5],
         "q": "What was the reason for leaving the reed ride until last?",
         "para": ["reed ride opened last - why",
                  "Top of the board, bottom of the running order: what held up the nets in the reeds?"],
         "cands": ["Thousands of starlings roost there and leave at first light; open too soon and hundreds "
                   "would be caught at once",
                   "The reeds were flooded until the tide went out",
                   "The warden's bird walk went through the reedbed first",
                   "Desmond's knees couldn't manage the reeds in the dark"],
         "answer": "Thousands of starlings roost there and leave at first light; open too soon and hundreds "
                   "would be caught at once"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "Feeder station nets - why couldn't they go up any earlier?",
         "cands": ["The warden's early walk passes the feeders, and the nets wait until the walkers have gone "
                   "by",
                   "The feeders hadn't been filled yet",
                   "The blue tits were still roosting in the nest boxes",
                   "Toby hadn't arrived with the poles"],
         "answer": "The warden's early walk passes the feeders, and the nets wait until the walkers have gone by"},
        {"n": 8, "type": "correction", "ev": [19, 20],
         "q": "Final tally of birds handled at the session?",
         "para": ["number of birds caught today - the right total",
                  "Roz adds up the morning, and then the man with the log book gives a different figure. "
                  "Which one stands?"],
         "cands": None,
         "answer": "121 (Roz said 112; she had forgotten the last nine from the reed ride)"},
        {"n": 9, "type": "correction", "ev": [4],
         "q": "how many years has Desmond been ringing at Saltmere",
         "cands": ["46", "50", "64", "40"],
         "answer": "46"},
        {"n": 10, "type": "who", "ev": [14, 15],
         "q": "Hamish called the kingfisher the first ever caught at Saltmere. Who told him otherwise?",
         "para": ["who remembered a kingfisher at saltmere before this one",
                  "The scribe claims a first for the fen, and somebody older knows better. Who is it?"],
         "cands": None,
         "answer": "Desmond Okoro, the group's founder (he caught one in the orchard in 1998, and it bit him)"},
        {"n": 11, "type": "who", "ev": [15, 16],
         "q": "Who got to put the ring on the kingfisher?",
         "cands": ["Priya Venkatesan", "Toby Marchbank", "Roz Achterberg", "Desmond Okoro"],
         "answer": "Priya Venkatesan"},
        {"n": 12, "type": "needle_screen", "ev": [14],
         "q": "Kingfisher's wing length?",
         "cands": ["79 mm", "97 mm", "41 mm", "74 mm"],
         "answer": "79 mm"},
        {"n": 13, "type": "needle_screen", "ev": [19],
         "q": "At what point in the morning did the last of the nets get closed?",
         "cands": None, "answer": "11:40 am"},
        {"n": 14, "type": "speech_and_screen", "ev": [6, 9],
         "q": "Since which year has Hamish's wife been the reserve warden?",
         "cands": None, "answer": "2011 (Cecily Dunstable)"},
        {"n": 15, "type": "quantity", "ev": [8],
         "q": "Number of mist nets up once the reed ride was open?",
         "cands": ["14", "15", "40", "12"],
         "answer": "14"},
        {"n": 16, "type": "quantity", "ev": [5],
         "q": "Starlings clearing out of the reedbed - how long did that take?",
         "cands": None, "answer": "Twenty minutes (6:45 to 7:05 am)"},
        {"n": 17, "type": "spoken_fact", "ev": [4],
         "q": "What does Desmond bring along to every session?",
         "cands": ["His wife's ginger parkin", "A flask of hot blackcurrant", "Bacon rolls for everyone",
                   "Apples from the orchard"],
         "answer": "His wife's ginger parkin"},
        {"n": 18, "type": "relation", "ev": [9],
         "q": "How are Hamish and Cecily linked?",
         "cands": None,
         "answer": "They're married: Cecily, the warden, is Hamish's wife, and she got him into ringing"},
        {"n": 19, "type": "right_before_after", "ev": [16],
         "q": "Once Priya opened her hand, where did the kingfisher go?",
         "cands": None,
         "answer": "Straight to the post at the end of the jetty, where it sat preening for ten minutes while "
                   "everybody photographed it"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Right at the start, what's the only thing Roz can hear?",
         "cands": ["The starlings muttering in the reedbed",
                   "Geese flying over the lake",
                   "Rain on the ringing hut roof",
                   "The warden's dog barking"],
         "answer": "The starlings muttering in the reedbed"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "what's coming up in the group's next video",
         "cands": ["Cannon netting waders on the estuary at high tide",
                   "Ringing swallow chicks in the orchard",
                   "Taking the nets down for the winter",
                   "A trip to Spain to see where the reed warbler was ringed"],
         "answer": "Cannon netting waders on the estuary at high tide"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Where in Spain had the reed warbler been ringed?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Membership fee for joining the ringing group?",
         "cands": ["£12 a year", "£20 a year", "£25 a year", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "cecily's dog - which breed",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ exams (a school's exam day in the sports hall)
MO = ("en-gb-x-gbcwmd+f4", "Mo Fairweather, exams officer")
GORDON = ("en-gb+m6", "Gordon Blakey, lead invigilator")
ADAEZE = ("en-029+f3", "Adaeze Nwosu, invigilator")
LEWIS = ("en-us+m3", "Lewis Farrant, deputy head")
BOGDAN = ("en-gb-scotland+m8", "Bogdan Kowal, site manager")
ELLIE = ("en-us-nyc+f4", "Ellie Stanmore, Year 11")

HALL = "#eeeaf4"
CLIPBOARD = "#f2f4e6"
HALL_DARK = "#22163a"

EXAMS = {
    "name": "exams",
    "footer": "Thornwick High School · exams office · summer exam season",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(MO, HALL_DARK, "Exam day at Thornwick High",
              ["Thornwick High School, Edgecombe", "Monday 9 June", "Geography 9 am · Maths 1:30 pm"],
              "Morning. It's ten past seven, and the school is empty apart from the cleaners. I'm Mo Fairweather, "
              "the exams officer at Thornwick High, and I've been awake since four. Two papers today, Geography "
              "this morning and Maths this afternoon, and by tonight a lot of sixteen year olds will never have "
              "to think about rivers again."),
        # 1
        slide(MO, CLIPBOARD, "My set-up list",
              ["1. Desks in rows", "2. Candidate numbers on the desks", "3. The clock and the board",
               "4. Seating plans on the door", "5. Bag tables in the corridor"],
              "My list for the sports hall, the same order every exam. Except this morning I can't get into the "
              "sports hall. Bogdan has the only key, and he's stuck behind a tractor on the Edgecombe road. So we "
              "start outside the hall instead, with the bag tables in the corridor. Last on my list, first on the "
              "day."),
        # 2
        slide(ADAEZE, HALL, "The corridor",
              ["Number 5 on the list", "Bags, coats and phones: on the tables"],
              "Adaeze Nwosu, invigilator, and this is my very first exam season. Every phone goes into a clear "
              "bag, switched right off, and every bag goes on these tables. Not on silent. Off. I made that "
              "mistake myself, once, at a funeral, and I will never forget the look on my aunt's face."),
        # 3
        slide(MO, HALL, "The door",
              ["Number 4 on the list", "Seating plans up: 7:45 am"],
              "Seating plans next, taped to the sports hall doors, which are still locked. Every candidate has a "
              "number and a desk, and they find themselves on the plan before they come in. I make it a hundred "
              "and twenty for Geography. That's a lot of nervous teenagers reading one piece of paper very "
              "slowly."),
        # 4
        slide(LEWIS, HALL, "The entries",
              ["Geography entries: 126"],
              "Lewis Farrant, deputy head. Mo, it's a hundred and twenty six. Six late entries, signed off on "
              "Friday afternoon, after you'd gone home. I've added them to the end of the plan in pen. And I've "
              "just heard a tractor go past the gates, so with any luck Bogdan isn't far behind it."),
        # 5
        slide(BOGDAN, HALL, "The key",
              ["Number 1 on the list", "Bogdan in with the key: 8:07 am", "Desks: 132"],
              "Bogdan Kowal, site manager. Sorry, sorry. A tractor, two miles, at walking pace. The doors are "
              "open now, and the desks are coming out from behind the stage. A hundred and forty desks. No, "
              "wait, a hundred and thirty two, eleven rows of twelve. I counted them twice last night, so I "
              "should know."),
        # 6
        slide(GORDON, HALL, "The desks",
              ["Invigilators on duty: 7"],
              "Gordon Blakey, lead invigilator. Every desk lined up dead straight, or I'll know about it. There "
              "are seven of us on duty this morning. I spent forty years in a bank, and I came back to school "
              "because my son in law, the deputy head, said it would be a nice quiet little job. Quiet, he "
              "said."),
        # 7
        slide(ADAEZE, HALL, "Candidate numbers",
              ["Number 2 on the list", "A card on every desk"],
              "Candidate numbers next, one little card on every desk. I've done the first six rows, and Gordon "
              "is following me with a tape measure, checking they're dead centre. He's very kind and completely "
              "terrifying. Bogdan has wedged the squeaky fire door shut with a folded up bus timetable, so at "
              "least it's quiet."),
        # 8
        slide(MO, HALL, "The clock",
              ["Number 3 on the list", "Breakfast club ends: 8:30 am"],
              "And last, the clock. The sports hall clock has been five minutes slow since Christmas, and I won't "
              "have a candidate lose time because of it. So we borrow the big clock from the dining hall, but "
              "not until breakfast club finishes at half past eight. Then the times go up on the board."),
        # 9
        slide(BOGDAN, HALL, "The clock",
              ["Dining hall clock up: 8:36 am", "Centre number: 47213"],
              "Got it. One dining hall clock, still smelling of toast, hung on the wall bars where everybody can "
              "see it. Mo checked it against her phone, then against the radio, and then against her other "
              "phone. The board is done as well. Now nobody touches anything until nine o'clock."),
        # 10
        slide(GORDON, HALL, "Geography",
              ["Geography paper 1: 9:00 to 10:30 am"],
              "You may begin. An hour and a half of complete silence. I sat my own exams in this very hall, in "
              "nineteen seventy one, and in History I asked for five extra sheets of paper, and the teacher "
              "thought I was showing off. I was. Now I'm the one walking up and down in soft shoes."),
        # 11
        slide(ADAEZE, HALL, "Hands up",
              ["Every request written in the log"],
              "Ten minutes in, and the first hand goes up. A boy in row C has filled every page of his answer "
              "booklet already, so I took him a fresh one and wrote it in the log. I asked Gordon if that was "
              "normal. He said it was either very good news or very bad news."),
        # 12
        slide(GORDON, HALL, "The corridor",
              ["Incident log: phone in a bag, corridor"],
              "A phone started buzzing in one of the bags out in the corridor. I carried the whole bag out to the "
              "car park, stood there with it until it stopped, and wrote it in the log. Back inside, the girl at "
              "the end of row F had run out of room, so another answer booklet went on her desk."),
        # 13
        slide(ELLIE, HALL, "Upstairs",
              ["Ellie: Room M4, with a scribe"],
              "Hi, I'm Ellie, Year Eleven. I broke my wrist three weeks ago falling off my cousin's trampoline, "
              "so I did Geography in a little room upstairs on my own, saying my answers out loud while a lady "
              "wrote them down. It's really weird hearing yourself explain a flood plain. She wrote faster than I "
              "talk."),
        # 14
        slide(ADAEZE, HALL, "Hands up",
              ["Time left on the board: 15 minutes"],
              "Another hand, three rows from the back. He'd no space left for his last answer, so a second "
              "booklet went down on his desk, and into the log. Then a girl at the front put her hand up because "
              "her pen had died, so I gave her one of mine. It was my favourite pen."),
        # 15
        slide(LEWIS, HALL, "Lunchtime",
              ["Geography scripts sealed: 10:52 am"],
              "A quick word with Year Eleven in the dining hall. Geography's done, well done, all of you. Maths "
              "is at half past one, it finishes at three o'clock, and then you're free until Wednesday. Eat "
              "something, drink some water, and please, nobody bring a phone anywhere near that hall."),
        # 16
        slide(MO, HALL, "Maths",
              ["Maths paper 2: 1:30 to 3:30 pm"],
              "Lewis, it's half past three. It's a two hour paper this year, not an hour and a half, and it's on "
              "the board in big letters. I've just been round the dining hall telling the whole year they've got "
              "an extra half hour of Maths. They were thrilled. Absolutely thrilled."),
        # 17
        slide(BOGDAN, HALL, "Maths",
              ["Pigeon in the hall: 1:52 pm"],
              "Twenty minutes into Maths, a pigeon came in through the top window and sat on the basketball hoop. "
              "I opened the big doors to the field and walked it out with a broom, very slowly, like a wedding "
              "usher. Hardly a single candidate looked up. Gordon says it's the most exciting exam he's ever "
              "seen."),
        # 18
        slide(MO, HALL, "Graph paper",
              ["Graph paper: in the invigilators' box"],
              "Halfway through Maths, a lad by the wall bars needed a second sheet of graph paper for the last "
              "question, so I took it over to him myself. Those little squares are very hard to draw freehand. "
              "I know, because I tried it in my own exam, a very long time ago, and it went badly."),
        # 19
        slide(LEWIS, HALL, "The last half hour",
              ["Last half hour: 3:00 to 3:30 pm"],
              "I walked the hall for the last half hour. With two minutes to go, a hand at the back. A girl who'd "
              "written so much she needed more paper just to finish her sentence. I took it to her myself. "
              "Gordon gave me a look, because fetching paper is his job, and he doesn't share."),
        # 20
        slide(ADAEZE, HALL, "Why I do this",
              ["Adaeze: first exam season"],
              "People ask why a retired nurse wants to sit in a silent hall for hours. Three summers ago my son "
              "sat his exams in this hall, and his pen burst all over his hands in the first five minutes. An old "
              "invigilator gave him a new pen, a tissue and a wink, and he calmed right down. So I'm passing it "
              "on."),
        # 21
        slide(GORDON, HALL, "Pens down",
              ["Courier collected: 4:05 pm", "Next exam: Wednesday"],
              "Pens down, and that's the last paper of the day. Every script counted twice and sealed, and the "
              "courier has been. Mo has sat down for the first time since seven. The pigeon, I'm told, is on the "
              "roof of the science block, and may be sitting Chemistry on Wednesday."),
        # 22
        slide(MO, HALL_DARK, "Next on the channel",
              ["Results day", "Thursday 21 August", "8 am, the school hall"],
              "Next time, it's results day, in August. Brown envelopes on trestle tables, parents pretending not "
              "to be nervous, and a lot of shrieking in the car park. I'll be in at six with a flask. Good luck "
              "to everyone who sat exams this summer. See you in August."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up this Thornwick High video for me.",
         "para": ["thornwick exam hall clip - topic",
                  "Broadly speaking, what is Mo filming here?"],
         "cands": ["A school's exam day: setting up the sports hall and running two papers",
                   "Results day, with envelopes handed out in August",
                   "A Year 11 leavers' assembly in the dining hall",
                   "A basketball tournament in the sports hall"],
         "answer": "A school's exam day: setting up the sports hall and running two papers"},
        {"n": 2, "type": "count", "ev": [11, 12, 14, 18, 19],
         "q": "How many times did a candidate need more paper to write on?",
         "para": ["requests for extra answer paper, total",
                  "During the two exams, hands go up because somebody has run out of room. Count every one of "
                  "them."],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which of Mo's set-up jobs got done first?",
         "cands": ["Putting the bag tables in the corridor", "Laying out the desks in rows",
                   "Putting candidate numbers on the desks", "Putting up the clock and the board"],
         "answer": "Putting the bag tables in the corridor"},
        {"n": 4, "type": "order", "ev": [1, 2, 3, 5, 7, 8, 9],
         "q": "Mo's list starts with the desks. How did the morning's setting-up actually run, job by job?",
         "para": ["exam hall setup - real order of jobs",
                  "Her clipboard has the bag tables at the bottom and the desks at the top. Give the order "
                  "things were really done in."],
         "cands": None,
         "answer": "Bag tables in the corridor, seating plans on the door, desks, candidate numbers, and the "
                   "clock and board last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why did the morning start out in the corridor rather than inside the hall?",
         "cands": None,
         "answer": "Bogdan had the only key to the sports hall and was stuck behind a tractor"},
        {"n": 6, "type": "why", "ev": [8],
         "q": "The clock was the last thing sorted. Why?",
         "cands": ["The hall clock runs five minutes slow, and the dining hall clock could only be borrowed "
                   "after breakfast club",
                   "Its battery had to be bought from the shop",
                   "Bogdan was still laying out the desks",
                   "The board had to be cleaned first"],
         "answer": "The hall clock runs five minutes slow, and the dining hall clock could only be borrowed after "
                   "breakfast club"},
        {"n": 7, "type": "why", "ev": [20],
         "q": "What made Adaeze decide to become an invigilator?",
         "para": ["adaeze invigilating - the reason behind it",
                  "What happened to her son that led Adaeze to take this job on?"],
         "cands": None,
         "answer": "Her son's pen burst in his own exam in that hall, and an old invigilator calmed him with a "
                   "pen, a tissue and a wink; she's passing it on"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Number of pupils entered for Geography?",
         "cands": None, "answer": "126 (Mo had said 120; six late entries were signed off on Friday)"},
        {"n": 9, "type": "correction", "ev": [5],
         "q": "desks Bogdan set out in the sports hall",
         "cands": ["132", "140", "126", "112"],
         "answer": "132"},
        {"n": 10, "type": "correction", "ev": [15, 16],
         "q": "when does the maths paper end",
         "cands": None, "answer": "3:30 pm (Lewis had told Year 11 three o'clock; it's a two-hour paper)"},
        {"n": 11, "type": "who", "ev": [15, 16],
         "q": "Lewis told Year Eleven the maths would be over at three. Who corrected him?",
         "para": ["who fixed the deputy head's mistake about the maths finishing time",
                  "Somebody had to go round the dining hall undoing what the deputy head announced. Who was "
                  "that?"],
         "cands": None, "answer": "Mo Fairweather, the exams officer"},
        {"n": 12, "type": "who", "ev": [17],
         "q": "Who walked the pigeon out of the sports hall?",
         "cands": ["Bogdan Kowal", "Gordon Blakey", "Lewis Farrant", "Adaeze Nwosu"],
         "answer": "Bogdan Kowal"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "what time did Bogdan get in with the key",
         "cands": ["8:07 am", "8:17 am", "8:36 am", "7:45 am"],
         "answer": "8:07 am"},
        {"n": 14, "type": "needle_screen", "ev": [9],
         "q": "Centre number on the board?",
         "cands": ["47213", "42713", "47231", "74213"],
         "answer": "47213"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "In which room did the girl who broke her wrist on a trampoline sit her Geography paper?",
         "cands": None, "answer": "Room M4 (Ellie Stanmore, with a scribe)"},
        {"n": 16, "type": "quantity", "ev": [6],
         "q": "Invigilators on duty for the morning paper - how many?",
         "cands": ["7", "5", "9", "12"],
         "answer": "7"},
        {"n": 17, "type": "quantity", "ev": [10],
         "q": "Length of the Geography paper?",
         "cands": None, "answer": "An hour and a half (9:00 to 10:30 am)"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "The squeaky fire door: what did Bogdan wedge it shut with?",
         "cands": ["A folded-up bus timetable", "A rubber doorstop", "A stack of spare answer booklets",
                   "A broom handle"],
         "answer": "A folded-up bus timetable"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "Gordon and Lewis: how are they related?",
         "cands": None,
         "answer": "Gordon is Lewis's father-in-law; Lewis, the deputy head, is his son-in-law"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "A phone started buzzing in one of the bags out in the corridor. What did Gordon do about it?",
         "cands": None,
         "answer": "Carried the whole bag out to the car park, stood there until it stopped, then wrote it in "
                   "the log"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "In her opening words, how does Mo describe the school?",
         "cands": ["Empty apart from the cleaners, at ten past seven",
                   "Full of pupils revising in the corridors",
                   "Locked, with her waiting in the car park",
                   "Buzzing with teachers setting up the hall"],
         "answer": "Empty apart from the cleaners, at ten past seven"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "The closing clip promises what for next time?",
         "cands": ["Results day in August", "The Chemistry exam on Wednesday",
                   "Ellie's wrist coming out of plaster", "The Year 11 leavers' prom"],
         "answer": "Results day in August"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Whose phone was buzzing in that bag?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Which grade did Ellie end up with in Geography?",
         "cands": ["Grade 6", "Grade 7", "Grade 8", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [CRABPOTS, RINGING, EXAMS]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "crabpots": [24.5, 25.5, 24.5, 23.0, 24.5, 23.5, 27.0, 22.0, 23.0, 25.5, 20.5, 23.0, 22.5, 24.0, 20.5, 23.5, 27.0, 24.5, 25.5, 23.0, 24.5, 21.5, 22.0],
    "ringing": [23.5, 24.5, 26.5, 24.5, 23.0, 24.5, 25.5, 22.0, 22.0, 26.5, 24.0, 24.5, 24.0, 24.0, 21.5, 21.5, 24.0, 25.0, 21.5, 23.0, 23.0, 21.0, 20.5],
    "exams": [27.0, 23.5, 24.5, 25.0, 26.5, 25.5, 24.5, 26.0, 22.5, 22.5, 24.0, 23.5, 21.0, 25.0, 24.0, 21.0, 21.0, 24.5, 25.0, 22.0, 24.5, 24.0, 22.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
