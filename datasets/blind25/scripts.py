"""Scripts of the "blind25" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- riverday:  a volunteer group's yearly clean-up day on a town river (the group's chair, a retired
             plumber in waders, a teenage volunteer, the council's river ranger, the café owner by
             the bridge, the supermarket manager who takes his trolleys back)
- florist:   a florist's diary of the day before a wedding, in her workroom and at the barn where
             the wedding is held (the florist, her junior, the barn's events manager, the best man,
             the bride's mother, the Saturday van driver)
- nightcabs: a taxi firm's control room on New Year's Eve (the owner running the night herself,
             the phone operator, two drivers, a hotel night porter, a hospital ward sister)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ riverday (river clean-up day)
ODILE = ("en-gb-x-rp+f2", "Odile Farrant, chair of the Friends")
GIDEON = ("en-gb-x-gbcwmd+m2", "Gideon Pryce, volunteer")
WILF = ("en-gb+m4", "Wilf Carrow, volunteer")
MARISOL = ("en-029+f2", "Marisol Quaye, river ranger, Brackwell Council")
TAMSIN = ("en-us+f2", "Tamsin Oyelaran, the Bridge Café")
LYLE = ("en-us-nyc+m4", "Lyle Dromgoole, manager, Fairbuy Brackwell")

BANK = "#e3eef0"
RIVERPLAN = "#f4f0de"
RIVER_DARK = "#16323a"

RIVERDAY = {
    "name": "riverday",
    "footer": "Friends of the River Tamsey · clean-up day · Brackwell",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(ODILE, RIVER_DARK, "Clean-up day on the Tamsey",
              ["Friends of the River Tamsey", "Brackwell Mill car park", "Sunday 18 May · meet at 9:30 am"],
              "Good morning from Brackwell. I'm Odile Farrant, and once a year the Friends of the River Tamsey "
              "put on waders, pick up a litter grabber, and drag out everything the town has thrown in the river "
              "since last spring. It's cold, it's muddy, and we love it. Well, most of us do."),
        # 1
        slide(ODILE, RIVERPLAN, "Today's stretches",
              ["1. Mill weir pool", "2. Tanner's Bridge", "3. The Rec bank", "4. Cherry Lane outfall",
               "5. Behind Fairbuy"],
              "Here's the plan, from upstream to downstream, the way we've always done it. Except this year we're "
              "starting at the bottom, behind the supermarket. The Fairbuy lorry comes for its trolleys at half "
              "past ten, and it won't come back, so every trolley has to be up on the bank before then."),
        # 2
        slide(MARISOL, BANK, "Safety first",
              ["Gloves on: always", "Needles or chemicals: call a ranger", "Volunteers signed in: 27"],
              "Marisol Quaye, river ranger for the council. Gloves on at all times, because river water can carry "
              "nasty bugs from rats. If you see a needle, or anything that looks like chemicals, don't touch it, "
              "just shout for me. And nobody goes in deeper than their knees. The Tamsey looks lazy, but it "
              "isn't."),
        # 3
        slide(GIDEON, BANK, "Behind Fairbuy",
              ["Number 5 on the plan", "Waders: chest high"],
              "Gideon Pryce. I was a plumber for forty years, so I'm not scared of muck. Right, first trolley, "
              "coming out. Oh, hang on. My left leg has gone in up to the knee, and the mud isn't giving it back. "
              "Wilf, grab my arm. There we go. It made a noise like a giant drinking through a straw."),
        # 4
        slide(ODILE, BANK, "Behind Fairbuy",
              ["Trolleys up on the bank"],
              "That's the lot from behind the supermarket. Nine trolleys, all up on the bank and dripping. One "
              "of them was sunk so deep in the mud that it took four of us and a rope to shift it. It came out "
              "with a bicycle wheel still inside, like a basket of shopping nobody wanted."),
        # 5
        slide(LYLE, BANK, "The lorry",
              ["Trolleys back to Fairbuy: 11", "Lorry left: 10:40 am"],
              "Lyle Dromgoole, I manage the Fairbuy. Thank you, all of you. It's eleven, by the way, not nine. "
              "Two more were lying under the footbridge, and my driver had them on the lorry before you'd got "
              "your gloves off. Each one costs me about a hundred pounds, so I'm very happy to see them."),
        # 6
        slide(MARISOL, BANK, "Mill weir pool",
              ["Number 1 on the plan", "Sluice lowered: 11 am to 12 noon", "Pool depth, sluice down: 40 cm"],
              "Up to the weir next. The water company lowers the sluice for one hour, from eleven, and that's "
              "the only time the pool is shallow enough to walk in. So we've got an hour. Keep to the edge, "
              "where the gravel is, and stay well away from the lip of the weir."),
        # 7
        slide(WILF, BANK, "Mill weir pool",
              ["Finds: a scooter, a traffic cone"],
              "I'm Wilf, I'm fifteen, and I'm doing this for my volunteering badge. So far, a kid's scooter and "
              "a traffic cone. Wait. I can't lift my foot. The riverbed has swallowed my boot, and now I'm "
              "standing here in one sock. Gideon, it's gone. The boot has actually gone."),
        # 8
        slide(GIDEON, BANK, "Mill weir pool",
              ["Boot: recovered, full of water"],
              "Not gone, lad, just sulking. Got it. Full of water, but it's yours. You've had a morning, Wilf. "
              "You slipped on the bank and sat down in the wet before we'd even started. Mind you, last year I "
              "sank so deep at the Rec that we had to ring the fire brigade."),
        # 9
        slide(ODILE, BANK, "A bit of history",
              ["Friends of the River Tamsey", "Founded: 13 years ago", "Founder members still coming: 3"],
              "A little history, while the sluice is still down. We started the Friends eleven years ago. No, "
              "thirteen, it was the winter of the big flood, when half of Cherry Lane had the river in their "
              "kitchens. Three of us from that very first meeting are still here today, and Gideon is one of "
              "them."),
        # 10
        slide(MARISOL, BANK, "Something to leave alone",
              ["Oil drum: taped off for the council's team", "Collection: Tuesday"],
              "Everybody back from the weir, please. Wilf has found an old oil drum wedged under the bank, and "
              "it's staying exactly where it is. It could still have chemicals in it, so it's a job for the "
              "council's hazardous waste team, not for us with litter grabbers. I've taped it off, and they'll "
              "collect it on Tuesday."),
        # 11
        slide(ODILE, BANK, "Cherry Lane outfall",
              ["Number 4 on the plan", "The storm drain from Cherry Lane"],
              "Cherry Lane next, where the storm drain comes out. This is where the plastic bottles end up, "
              "hundreds of them. And now I'm the one who's stuck. Both my wellies have sunk into the silt, and I "
              "can't move an inch. Gideon, pull. Pull! Thank you. My dignity is still down there somewhere."),
        # 12
        slide(WILF, BANK, "Cherry Lane outfall",
              ["Grabber: jammed in the drain grate"],
              "Now my litter grabber is jammed in the drain grate, so that's stuck, but I'm not. And, oh no, "
              "I'm sinking, help, I'm going under! Only joking. Sorry, Odile, your face was worth it. Gideon "
              "got the grabber out with a plumber's wrench from his bag, obviously."),
        # 13
        slide(TAMSIN, BANK, "Lunch at the Bridge Café",
              ["Lunch: 12:30 to 1:30 pm", "Tea for volunteers: free"],
              "I'm Tamsin, from the Bridge Café. Bacon rolls for everyone who's been in the river, and tea on "
              "the house. My little sister Marisol talked me into this twelve years ago, and I've done it every "
              "year since. She still won't eat a bacon roll in front of anybody while she's wearing that council "
              "fleece."),
        # 14
        slide(ODILE, BANK, "The Rec bank",
              ["Number 3 on the plan", "Junior football finished: 1 pm", "Finds: a garden chair, a bike frame"],
              "After lunch, the Rec bank. We waited until the junior football finished at one, because nobody "
              "wants bags of broken glass next to the under nines. Lots of crisp packets here, a garden chair, "
              "and a bike frame with no wheels. Tanner's Bridge is last of all, and Marisol can tell you why."),
        # 15
        slide(MARISOL, BANK, "The Rec bank",
              ["Tanner's Bridge: closed to cars 2:30 to 5 pm"],
              "The council is closing Tanner's Bridge to cars from half past two for its yearly inspection, so "
              "we can put ladders down from the road, instead of sliding down the bank. Gideon, you've wedged "
              "yourself in the soft bank again, right up to the top of your waders. Hold still, I'm coming with "
              "the plank."),
        # 16
        slide(ODILE, BANK, "Tanner's Bridge",
              ["Number 2 on the plan", "Road closed: ladders from the pavement"],
              "Tanner's Bridge, and the road is closed, so the ladders go straight down from the pavement. Under "
              "here it's all shade, and the mud hasn't seen the sun in years. Gideon is passing bags up in his "
              "wheelbarrow. And look at that, there's a safe. An actual safe. Empty, sadly, the door's hanging "
              "off."),
        # 17
        slide(WILF, BANK, "Under the bridge",
              ["Safe: empty"],
              "Wilf, under the bridge. And I've sunk again. The mud has grabbed both my legs, and it's like "
              "standing in cold porridge. Odile, pass me that plank. Cheers. I'm writing this whole day up for "
              "my badge, and I'm leaving out the bit about the sock."),
        # 18
        slide(WILF, BANK, "By the skip",
              ["Skip: 12 cubic yards"],
              "Last job, counting the bags by the skip. I make it sixty two bags of rubbish, plus the trolleys, "
              "the scooter, the chair and the safe. Odile says last year was fifty something, so that's a win. "
              "Gideon says the safe is going on his mantelpiece, but I don't think his wife knows that yet."),
        # 19
        slide(TAMSIN, BANK, "By the skip",
              ["Bags filled: 68", "Total weight: 340 kg"],
              "Sixty eight, Wilf. Six more came up from under the bridge in Gideon's wheelbarrow while you were "
              "having your second bacon roll. I watched every one of them go past my café window. And next "
              "year, you lot can bring that barrow round the back, not through my front door."),
        # 20
        slide(MARISOL, BANK, "What the river gave back",
              ["Plastic bottles for recycling: 412", "Kingfisher: seen at the weir"],
              "A few things to finish. The plastic bottles all go for recycling, not into the skip. While we were "
              "in the weir pool, two of you saw a kingfisher, which tells me the water is cleaner than it was. "
              "And the oil drum is taped off, so please keep your dogs away from it until Tuesday."),
        # 21
        slide(ODILE, BANK, "Thank you",
              ["Volunteers: 27", "Hours in the river: 6"],
              "Thank you to everyone who came, to Tamsin for the rolls, and to Lyle for taking his trolleys home. "
              "Wilf, your sock is drying on the radiator at the café. Gideon, please don't take the safe home. "
              "And thank you to the Tamsey, for giving us back so much, even if it tried to keep our boots."),
        # 22
        slide(ODILE, RIVER_DARK, "Next on the Tamsey",
              ["Planting reed beds on the Rec bank", "Saturday 14 June", "Bring a spade"],
              "Next time, we're back on the Rec bank to plant reed beds. Reeds clean the water, the fish love "
              "them, and they slow down the floods that started all this. Bring a spade and a flask, and please, "
              "wear boots that fit you properly. Some of you know who you are."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Can you tell me what all these people are doing down at the river?",
         "para": ["river tamsey brackwell sunday video, main activity",
                  "In one sentence, what's the event this video follows?"],
         "cands": ["A volunteer group's yearly clean-up of rubbish from the river",
                   "Planting reed beds along the river bank",
                   "A council safety inspection of Tanner's Bridge",
                   "A fishing club's annual match on the river"],
         "answer": "A volunteer group's yearly clean-up of rubbish from the river"},
        {"n": 2, "type": "count", "ev": [3, 7, 11, 15, 17],
         "q": "over the whole day, how often does a volunteer end up stuck fast in the mud",
         "para": ["volunteers sinking into the riverbed and getting trapped - number of occurrences",
                  "People keep getting their legs caught in the mud and needing a hand out. Counting every "
                  "case, what's the tally?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 3],
         "q": "Where did they actually begin the clean-up?",
         "para": ["first stretch of river cleaned",
                  "Odile's plan lists the stretches from upstream down. Which one did the group really tackle "
                  "first?"],
         "cands": ["Behind the Fairbuy supermarket", "The mill weir pool", "Tanner's Bridge",
                   "The Cherry Lane outfall"],
         "answer": "Behind the Fairbuy supermarket"},
        {"n": 4, "type": "order", "ev": [1, 3, 6, 11, 14, 16],
         "q": "list the five stretches in the sequence they were really cleaned",
         "cands": None,
         "answer": "Behind Fairbuy, the mill weir pool, the Cherry Lane outfall, the Rec bank, then Tanner's "
                   "Bridge last"},
        {"n": 5, "type": "correction", "ev": [18, 19],
         "q": "How many bags of rubbish did they fill by the end?",
         "para": ["final bag count at the skip",
                  "Wilf counts the bags by the skip and gets told he's missed some. What's the right number?"],
         "cands": None, "answer": "68 (not 62: six more came up from under the bridge)"},
        {"n": 6, "type": "correction", "ev": [4, 5],
         "q": "How many shopping trolleys did Fairbuy get back?",
         "cands": ["11", "9", "12", "7"],
         "answer": "11"},
        {"n": 7, "type": "correction", "ev": [9],
         "q": "how long ago was the Friends group set up",
         "cands": None, "answer": "13 years ago (Odile said eleven first, then corrected herself)"},
        {"n": 8, "type": "who", "ev": [4, 5],
         "q": "Who told Odile she'd got the number of trolleys wrong?",
         "cands": None, "answer": "Lyle Dromgoole, the Fairbuy manager"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "What was the point of starting at the supermarket end and not up at the weir?",
         "para": ["fairbuy stretch cleaned before the rest - why?",
                  "The group normally works from the top of the river down. What made them turn that round "
                  "this year?"],
         "cands": None,
         "answer": "Fairbuy's lorry was coming for the trolleys at half past ten and wouldn't come back, so they "
                   "all had to be out on the bank before then"},
        {"n": 10, "type": "why", "ev": [15],
         "q": "Tanner's Bridge was saved for the end of the day. Why?",
         "cands": ["The bridge was closed to cars from 2:30 for an inspection, so they could work from the road",
                   "The café next to the bridge was too busy until the afternoon",
                   "The junior football was on beside it all morning",
                   "The water company only lowered the sluice there in the afternoon"],
         "answer": "The bridge was closed to cars from 2:30 for an inspection, so they could work from the road"},
        {"n": 11, "type": "why", "ev": [10],
         "q": "why didn't anybody pull the oil drum out",
         "cands": None,
         "answer": "It might still have chemicals in it, so it was left for the council's hazardous waste team "
                   "to collect (on Tuesday)"},
        {"n": 12, "type": "needle_screen", "ev": [2, 21],
         "q": "What was the number of volunteers who signed in?",
         "cands": ["27", "13", "12", "72"],
         "answer": "27"},
        {"n": 13, "type": "needle_screen", "ev": [20],
         "q": "plastic bottles sent for recycling, how many?",
         "cands": ["412", "214", "340", "68"],
         "answer": "412"},
        {"n": 14, "type": "speech_and_screen", "ev": [6, 7],
         "q": "With the sluice down, how deep was the water in the spot where the fifteen-year-old lost his "
              "boot?",
         "cands": None, "answer": "40 cm (the mill weir pool)"},
        {"n": 15, "type": "quantity", "ev": [19],
         "q": "What did everything they collected weigh?",
         "cands": ["340 kg", "430 kg", "412 kg", "68 kg"],
         "answer": "340 kg"},
        {"n": 16, "type": "quantity", "ev": [6],
         "q": "For how long does the water company keep the weir sluice down?",
         "cands": None, "answer": "One hour (11 am to 12 noon)"},
        {"n": 17, "type": "spoken_fact", "ev": [3],
         "q": "Gideon's old job, before he retired?",
         "cands": ["Plumber", "Firefighter", "Lorry driver", "Council ranger"],
         "answer": "Plumber"},
        {"n": 18, "type": "relation", "ev": [13],
         "q": "What's the link between the woman who runs the café and the ranger?",
         "cands": None, "answer": "They're sisters: Marisol is Tamsin's little sister"},
        {"n": 19, "type": "who", "ev": [13],
         "q": "Who was handing out bacon rolls to everyone who'd been in the river?",
         "cands": ["Tamsin Oyelaran", "Odile Farrant", "Marisol Quaye", "Lyle Dromgoole"],
         "answer": "Tamsin Oyelaran"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "In her opening words, how does Odile sum up the day?",
         "cands": ["Once a year they drag out everything the town has thrown in the river since last spring",
                   "It's their first ever clean-up, after a flood",
                   "A sponsored walk along the river path",
                   "A survey of the fish living in the river"],
         "answer": "Once a year they drag out everything the town has thrown in the river since last spring"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "what's the friends' next outing going to be",
         "cands": ["Planting reed beds on the Rec bank",
                   "Another clean-up under Tanner's Bridge",
                   "Watching the council take the oil drum away",
                   "A fundraising breakfast at the Bridge Café"],
         "answer": "Planting reed beds on the Rec bank"},
        {"n": 22, "type": "right_before_after", "ev": [11, 12],
         "q": "Straight after Odile was hauled out of the silt at Cherry Lane, what went wrong for Wilf?",
         "cands": None,
         "answer": "His litter grabber got jammed in the drain grate (then he pretended to be sinking, as a joke)"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "what is Gideon's wife's name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "At what time on Tuesday is the hazardous waste team coming for the drum?",
         "cands": ["9 am", "12 noon", "2:30 pm", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ florist (the day before a wedding)
CLEMENCY = ("en-gb-x-gbclan+f2", "Clemency Vosper, florist, Hollyhock & Moss")
IDRIS = ("en-gb-x-gbclan+m3", "Idris Penhaligon, junior florist")
OSSIAN = ("en-us+m3", "Ossian Blakeley, Quillfield Barn")
FERGUS = ("en-gb-scotland+m5", "Fergus Tallow, best man")
DELPHINE = ("en-gb-x-rp+f1", "Delphine Harcourt, mother of the bride")
BEATA = ("en-gb+f5", "Beata Sokol, Saturday van driver")

WORKROOM = "#f6ede8"
ORDER = "#eef3e6"
BARN = "#f3ecdd"
PETAL_DARK = "#3a1f2b"

FLORIST = {
    "name": "florist",
    "footer": "Hollyhock & Moss · florist's diary · 14 Market Row, Dunhallow",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(CLEMENCY, PETAL_DARK, "The day before the wedding",
              ["Hollyhock & Moss, florist", "14 Market Row, Dunhallow", "Friday 5 September · workroom open 6 am"],
              "Morning, it's Clemency, from Hollyhock and Moss, and this is the busiest kind of day a florist "
              "ever has: the day before a wedding. Everything for tomorrow has to be made today, and flowers "
              "don't like to be rushed. There's coffee, there's a radio, and there's a bucket of roses taller "
              "than my assistant."),
        # 1
        slide(CLEMENCY, ORDER, "The order: Juno's wedding",
              ["1. Bride's bouquet", "2. Bridesmaids' posies: 4", "3. Buttonholes: 12", "4. Ceremony arch",
               "5. Table centrepieces"],
              "Here's the order, written the way the bride chose it, starting with her bouquet. We won't be "
              "making it in that order. The arch has to be built at the barn first thing, before the caterers "
              "turn up, and the bouquet comes last of all. I'll explain that one when we get to it."),
        # 2
        slide(OSSIAN, BARN, "Quillfield Barn",
              ["Florists in the hall until: 11 am", "Caterers arrive: 11 am"],
              "Ossian Blakeley, events manager here at Quillfield Barn. Clemency can have the hall until eleven. "
              "After that the caterers roll in with their tables and trolleys, and I can't have ladders in the "
              "middle of the floor. So whatever is going up on that arch has to be up by then."),
        # 3
        slide(IDRIS, BARN, "The arch",
              ["Number 4 on the order", "Eucalyptus, white roses, ivy"],
              "Idris, junior florist, up the ladder. We wire blocks of wet foam to the frame, and every stem goes "
              "into the foam at an angle. Ow. That rose has just bitten me, right through the top of my thumb. "
              "It's fine, I'll live, but I'm not bleeding on the bride's arch."),
        # 4
        slide(CLEMENCY, BARN, "The arch",
              ["Arch finished: 10:45 am", "Roses on the arch: 120"],
              "Fifteen minutes to spare. We strip the thorns off every rose with this little stripping tool, so "
              "nobody at the wedding catches a sleeve on one, but Idris's rose clearly got missed. The arch is "
              "done, and Ossian is already looking at his watch. Back to the shop."),
        # 5
        slide(CLEMENCY, WORKROOM, "Back at the workroom",
              ["Number 3 on the order", "White rose, rosemary, twine"],
              "Buttonholes next, because the best man is picking them up at lunchtime. He's driving over to the "
              "groom's house in Penmorrow tonight, and they'll all be getting dressed there in the morning. Each "
              "one is a single white rose, a sprig of rosemary, and a twist of twine."),
        # 6
        slide(FERGUS, WORKROOM, "The best man",
              ["Buttonholes: 14"],
              "Fergus Tallow, best man, and early for once. Clemency, it's fourteen buttonholes, not twelve. "
              "Both grandfathers are walking in with the groom now. Juno's mum rang me about it last night, and "
              "I was supposed to ring you. Sorry. I'll go and sit in the car until you're ready."),
        # 7
        slide(CLEMENCY, WORKROOM, "Two more buttonholes",
              ["Rosemary: from the florist's garden"],
              "Two more, then. Luckily I always bring spare roses. The rosemary comes from my own back garden, "
              "because it smells better than anything I can buy. And there it is. I've got a thorn in the side "
              "of my finger. Tiny, and it stings like anything. Idris, don't you dare laugh."),
        # 8
        slide(FERGUS, WORKROOM, "Collecting",
              ["Buttonholes collected: 1:10 pm"],
              "They smell amazing. I'm trying one on to show the groom. The pin goes in through the lapel, and "
              "back out again, like this. Clemency says I've pinned it upside down, so the rose is pointing at "
              "my shoes. Right, off to Penmorrow. See you all at the barn."),
        # 9
        slide(IDRIS, WORKROOM, "Centrepieces",
              ["Number 5 on the order", "Tables: 16", "Jam jars: 48"],
              "Centrepieces. Every table gets three jam jars of garden flowers: sweet peas, cornflowers, and a "
              "bit of lady's mantle. The bride wants it to look like it came from somebody's granny's garden, "
              "so nothing is allowed to look too tidy. That's a lot harder than it sounds."),
        # 10
        slide(IDRIS, WORKROOM, "Bridesmaids' posies",
              ["Number 2 on the order", "Posies: 4"],
              "The posies for the four bridesmaids, small and round, the same flowers as the bride's but fewer. "
              "I've got my gloves on this time, and look, a thorn has gone into the glove, but it hasn't got "
              "through to me. Clever gloves. Clemency says I should have worn them this morning."),
        # 11
        slide(CLEMENCY, WORKROOM, "The peonies",
              ["Peonies: 30 stems", "In warm water since: 7 am"],
              "Now, the bouquet. The bride wanted her peonies wide open, like big pink cabbages, and this "
              "morning they were still shut tight, like golf balls. So they've been standing in warm water all "
              "day, in the sunny window, opening up. That's why the bouquet is the very last thing we make."),
        # 12
        slide(CLEMENCY, WORKROOM, "A visitor",
              ["Delphine Harcourt, the bride's mother"],
              "And here's the bride's mother, Delphine, popping in for a sneak look. I did the flowers at her own "
              "wedding, thirty one years ago, in my very first year of business. The van leaves here at eleven "
              "tomorrow, Delphine, so we'll be set up long before the ceremony at two."),
        # 13
        slide(DELPHINE, WORKROOM, "The bride's mother",
              ["Ceremony: 1 pm, Quillfield Barn", "Van leaves the shop: 10 am"],
              "One o'clock, Clemency! It was moved months ago, because the band has to stop by ten at night. "
              "Don't frighten me like that. And I've told Juno, no lilies, because the pollen stains the dress, "
              "and it never comes out. I learned that one at my own wedding, didn't I?"),
        # 14
        slide(CLEMENCY, WORKROOM, "The bouquet",
              ["Number 1 on the order", "Peonies: open"],
              "The peonies have opened, so, the bouquet at last. You build it in your hand, turning it a little "
              "with every stem, so it comes out round. Delphine is holding the ribbon for me. Then it's tied "
              "tight, and the stems are cut straight across, all at one height."),
        # 15
        slide(DELPHINE, WORKROOM, "The bouquet",
              ["Ribbon: ivory silk"],
              "Oh, it's beautiful. Can I hold it? Ooh! Something has jabbed me in the palm. There's one sharp "
              "little thorn in there that you missed, Clemency. No, no, I'm fine, it's nothing at all. Just "
              "don't let Juno hold it by that side."),
        # 16
        slide(IDRIS, WORKROOM, "The cold room",
              ["Cold room: 5 °C", "Everything in by: 7 pm"],
              "Everything goes into the cold room overnight, the bouquet, the posies and all the jam jars. The "
              "cold slows the flowers down, so they're still fresh at one o'clock tomorrow, and the peonies "
              "don't open so far that they drop their petals all down the aisle."),
        # 17
        slide(CLEMENCY, WORKROOM, "The bill",
              ["Order total: £1,680", "Deposit paid in April: £400"],
              "Delphine asked about the bill while she was here. It comes to one thousand eight hundred and "
              "sixty pounds. No, sorry, one thousand six hundred and eighty. I'd put the arch in twice. She paid "
              "a deposit in the spring, so the rest is due after the wedding."),
        # 18
        slide(IDRIS, WORKROOM, "Sweeping up",
              ["Bags of stems and leaves: 6"],
              "Sweeping up. The leaves and stems all go to the compost bins at the community garden on Weir "
              "Road, and the ribbon offcuts go in a jar for the next wedding. My thumb is fine now, thanks for "
              "asking, everybody. Clemency says every florist has hands like a pin cushion."),
        # 19
        slide(BEATA, BARN, "Saturday morning",
              ["Van loaded: 9:30 am", "Arrived at the barn: 10:25 am"],
              "Beata here, I drive the van on Saturdays. It was loaded by half past nine, with the bouquet on "
              "the front seat in a bucket, wedged in with towels, and I took every bend like I was carrying "
              "eggs. Ossian was waiting at the door. The jam jars went on the tables, and the posies went up to "
              "the bridesmaids."),
        # 20
        slide(OSSIAN, BARN, "At the barn",
              ["Arch: still fresh"],
              "The arch has held up beautifully overnight, not a single droopy rose. The caterers have asked if "
              "they can have a photo with it. I've been doing weddings here for nine years, and I've never had a "
              "florist who brought her own stepladder and her own sandwiches."),
        # 21
        slide(CLEMENCY, BARN, "Handing over",
              ["Bouquet handed over: 11:40 am"],
              "And the bouquet is handed over to the bride, with strict instructions to hold it low, at her "
              "tummy, not up at her chin. She cried, her mother cried, and then I cried. Then we left, because "
              "the florist is never a guest. That's the job."),
        # 22
        slide(CLEMENCY, PETAL_DARK, "Next week on the diary",
              ["Harvest festival at St Ebba's church", "Saturday 13 September", "Marrows, wheat and apples"],
              "Next week on the diary, something completely different. We're dressing St Ebba's church for the "
              "harvest festival, with marrows, wheat, and whatever the village brings in from its gardens. I'm "
              "told that last year somebody brought a pumpkin the size of a wheelbarrow. See you there."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What kind of day is the florist filming here?",
         "para": ["hollyhock & moss video - what's it about",
                  "Summarise it for me: what are Clemency and Idris so busy with?"],
         "cands": ["Making and delivering the flowers for a wedding the next day",
                   "Dressing a church for a harvest festival",
                   "Teaching a flower-arranging class for beginners",
                   "Judging the entries at a village flower show"],
         "answer": "Making and delivering the flowers for a wedding the next day"},
        {"n": 2, "type": "count", "ev": [3, 7, 15],
         "q": "Across the video, how often does a thorn actually get into someone's skin?",
         "para": ["people pricked by thorns, total",
                  "Working with roses means the odd jab. Start to finish, on how many separate occasions does "
                  "somebody get stabbed by a thorn?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Which item on the order did they make first?",
         "cands": ["The ceremony arch", "The bride's bouquet", "The buttonholes", "The table centrepieces"],
         "answer": "The ceremony arch"},
        {"n": 4, "type": "order", "ev": [1, 11, 14],
         "q": "when did the bride's bouquet get made, compared with everything else?",
         "cands": None,
         "answer": "Last of all, after the arch, the buttonholes, the centrepieces and the posies"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "How come the arch was the first job of the day?",
         "para": ["what put the arch at the top of the day's jobs",
                  "On the order sheet the arch is fourth. What forced Clemency to do it first thing?"],
         "cands": None,
         "answer": "It had to be built at the barn before the caterers arrived at 11, after which no ladders "
                   "could be in the hall"},
        {"n": 6, "type": "why", "ev": [11],
         "q": "What's the reason the bouquet was left until the end?",
         "cands": ["The peonies were still shut and needed the day in warm water to open",
                   "The bride's mother wanted to watch it being made",
                   "The ribbon hadn't been delivered yet",
                   "Bouquets last longer if they're made late at night"],
         "answer": "The peonies were still shut and needed the day in warm water to open"},
        {"n": 7, "type": "correction", "ev": [17],
         "q": "How much do the wedding flowers come to altogether?",
         "para": ["total price of the flower order",
                  "Clemency quotes a figure for the whole order and then takes it back. What's the real total?"],
         "cands": None, "answer": "£1,680 (she first said £1,860: she'd put the arch in twice)"},
        {"n": 8, "type": "correction", "ev": [1, 6],
         "q": "In the end, how many buttonholes did they need to make?",
         "cands": ["14", "12", "16", "4"],
         "answer": "14"},
        {"n": 9, "type": "correction", "ev": [12, 13],
         "q": "what time is the actual ceremony",
         "cands": None, "answer": "1 pm (not 2 pm, as Clemency thought)"},
        {"n": 10, "type": "who", "ev": [6],
         "q": "Who let Clemency know the order was two buttonholes short?",
         "cands": None, "answer": "Fergus Tallow, the best man"},
        {"n": 11, "type": "who", "ev": [20],
         "q": "Which person says they've never before had a florist turn up with her own stepladder?",
         "cands": ["Ossian Blakeley", "Fergus Tallow", "Idris Penhaligon", "Delphine Harcourt"],
         "answer": "Ossian Blakeley"},
        {"n": 12, "type": "needle_screen", "ev": [16],
         "q": "cold room temperature?",
         "cands": None, "answer": "5 °C"},
        {"n": 13, "type": "needle_screen", "ev": [9],
         "q": "How many tables are getting centrepieces?",
         "cands": ["16", "14", "12", "48"],
         "answer": "16"},
        {"n": 14, "type": "speech_and_screen", "ev": [8],
         "q": "The guy who pinned his rose on upside down: at what time did he pick up the buttonholes?",
         "cands": None, "answer": "1:10 pm (Fergus Tallow, the best man)"},
        {"n": 15, "type": "quantity", "ev": [4],
         "q": "How many roses were used on the arch?",
         "cands": ["120", "12", "210", "100"],
         "answer": "120"},
        {"n": 16, "type": "quantity", "ev": [1, 10],
         "q": "How many posies were made for the bridesmaids?",
         "para": ["number of bridesmaid posies",
                  "Each bridesmaid carries her own little round posy. What's the number Idris makes?"],
         "cands": None, "answer": "4"},
        {"n": 17, "type": "spoken_fact", "ev": [7],
         "q": "Where does the rosemary for the buttonholes come from?",
         "cands": ["Clemency's own back garden", "The community garden on Weir Road", "The flower market",
                   "The grounds of Quillfield Barn"],
         "answer": "Clemency's own back garden"},
        {"n": 18, "type": "relation", "ev": [12],
         "q": "how does Clemency know the bride's mum from before",
         "cands": None,
         "answer": "She did the flowers at Delphine's own wedding, 31 years ago, in her first year of business"},
        {"n": 19, "type": "right_before_after", "ev": [8],
         "q": "Just before Fergus set off for Penmorrow, what did he do?",
         "cands": None, "answer": "Tried on one of the buttonholes, and pinned it upside down"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "When the video opens, how does Clemency describe today?",
         "cands": ["The busiest kind of day a florist has: the day before a wedding",
                   "Her last day in the shop before she retires",
                   "Her first day in a new workroom",
                   "A quiet day for sorting out the cold room"],
         "answer": "The busiest kind of day a florist has: the day before a wedding"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What job will next week's diary be about?",
         "cands": ["Dressing St Ebba's church for the harvest festival",
                   "Another wedding at Quillfield Barn",
                   "Planting up the community garden on Weir Road",
                   "A class on making buttonholes"],
         "answer": "Dressing St Ebba's church for the harvest festival"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the groom called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What did the bride's bouquet cost by itself?",
         "cands": ["£180", "£240", "£95", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "why", "ev": [13],
         "q": "Why wasn't the bride allowed any lilies?",
         "cands": ["Their pollen stains the dress and never comes out",
                   "The groom is allergic to them",
                   "They cost too much in September",
                   "The barn doesn't allow them in the hall"],
         "answer": "Their pollen stains the dress and never comes out"},
    ],
}


# ================================================================ nightcabs (taxi control room, New Year's Eve)
DORCAS = ("en-gb-x-gbcwmd+f2", "Dorcas Welland, owner, Castlegate Cars")
ANWEN = ("en-gb-x-gbclan+f4", "Anwen Pritchard, phones")
LEMUEL = ("en-029+m2", "Lemuel Okoro, driver, car 12")
RUTH = ("en-gb-scotland+f2", "Ruth Carmody, driver, the minibus")
BARNABY = ("en-gb-x-rp+m2", "Barnaby Quist, night porter, the Royal Hotel")
PRIYA = ("en-us+f3", "Priya Vasquez, ward sister, Ludsworth General")

CONTROL = "#e9ecf2"
BOARD = "#fff6d9"
NIGHT_DARK = "#141a2c"

NIGHTCABS = {
    "name": "nightcabs",
    "footer": "Castlegate Cars · the control room · New Year's Eve, Ludsworth",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(DORCAS, NIGHT_DARK, "New Year's Eve in the control room",
              ["Castlegate Cars", "Unit 3, Tannery Yard, Ludsworth", "Wednesday 31 December · 6 pm to 4 am"],
              "Hello, and happy almost new year. I'm Dorcas Welland. I own Castlegate Cars, and every New Year's "
              "Eve I sit in this chair and run the whole night myself. It's our busiest night of the year, by a "
              "mile. Tonight we've let a camera into the control room, so you can see how the magic happens. "
              "Mostly, it's tea."),
        # 1
        slide(DORCAS, BOARD, "Tonight's big bookings",
              ["1. Mrs Lorimer to the station", "2. Fernlea care home: night staff in",
               "3. Quayside dinner party: minibus home", "4. Ludsworth General: 2 nurses in",
               "5. Royal Hotel ball: guests home"],
              "These are tonight's big bookings, in the order they came in. That order lasted about ten minutes. "
              "The hospital has just rung, so the two nurses go first, and everything else shuffles round them. "
              "You'll see. On New Year's Eve, a plan is more of a suggestion."),
        # 2
        slide(PRIYA, CONTROL, "Ludsworth General",
              ["Nurses needed by: 7:30 pm", "Ward 9"],
              "Priya Vasquez, ward sister at Ludsworth General. Half my night staff are off with flu, so I need my "
              "two nurses in two hours early, not at ten. Dorcas, you're an angel. If your driver can get them to "
              "the main entrance by half past seven, I'll owe you a big box of chocolates."),
        # 3
        slide(DORCAS, CONTROL, "Fares tonight",
              ["Until midnight: normal fares"],
              "A quick reminder for Anwen, and for all the drivers listening on the radio. After midnight every "
              "fare is double, so tell people when they book, because nobody likes a surprise at four in the "
              "morning. And nobody smokes in the cars. Not even at midnight."),
        # 4
        slide(ANWEN, CONTROL, "The phones",
              ["After midnight: 1.5 x the normal fare", "Cars on the road tonight: 15"],
              "I'm Anwen, on the phones. Dorcas, it's time and a half, not double. The council changed it in the "
              "spring, and it's printed on the sticker in every car. I've been here four years, and New Year is "
              "the only night I bring two headsets, in case one of them melts."),
        # 5
        slide(LEMUEL, CONTROL, "Car 12",
              ["Nurses dropped off: 7:25 pm", "Car 12: 190,000 miles"],
              "Control, car twelve, it's Lemuel. Two nurses delivered to the main entrance, nice and early. This "
              "old car has done ninety thousand miles. No, what am I saying, one hundred and ninety thousand, "
              "and she's never once let me down. My wife is driving the minibus tonight, so I'll see her around "
              "three."),
        # 6
        slide(DORCAS, CONTROL, "Mrs Lorimer",
              ["Number 1 on the list", "Train: 8:50 pm"],
              "Next, Mrs Lorimer to the station. She's ninety, she's off to her daughter's for the new year, and "
              "she always asks for Lemuel, because he carries her case onto the platform. She rang back twice to "
              "say she'd left her keys somewhere, and then found them in her coat pocket."),
        # 7
        slide(BARNABY, CONTROL, "The Royal Hotel",
              ["Ball ended: 10:30 pm", "Guests wanting cars: 40"],
              "Barnaby Quist, night porter at the Royal. The heating has broken down in our ballroom, and the ball "
              "is finishing early, because the guests are dancing in their coats. Can you send cars now, please, "
              "not at eleven? And I'm sending a parcel for the manager's sister with one of your drivers. On "
              "purpose. It's paid for."),
        # 8
        slide(RUTH, CONTROL, "The minibus",
              ["Minibus: 16 seats", "Tyre changed: 10:55 pm"],
              "Ruth, in the minibus. I've got a flat tyre on the back, so the Quayside dinner party will have to "
              "wait. Sorry, Dorcas. They'll have had another pudding by the time I'm there. I'm changing it "
              "myself in the car park, in my best sparkly jumper."),
        # 9
        slide(DORCAS, CONTROL, "Change of plan",
              ["Royal Hotel: every free car", "Quayside: after the tyre", "Fernlea: after midnight"],
              "So the Royal gets every free car, right now, because those guests are freezing. The Quayside "
              "party waits for Ruth. And Fernlea care home have rung to say their night staff start at one, not "
              "nine, so the day staff can see the new year in with the residents. So Fernlea goes to the end."),
        # 10
        slide(LEMUEL, CONTROL, "From car 12",
              ["Royal Hotel guests: all home by 11:15 pm"],
              "Control, car twelve again. My last fare from the Royal has left a handbag on the back seat, a gold "
              "one, with a feather on the clasp. There's a name on a ticket inside, so I'll take it straight back "
              "to the hotel and give it to Barnaby."),
        # 11
        slide(RUTH, CONTROL, "The Quayside",
              ["Number 3 on the list", "Dinner party home: 11:35 pm"],
              "Tyre's on, and the Quayside lot are home, singing all the way. And look at this. There's a single "
              "sparkly shoe in the footwell. One shoe. How do you climb out of a minibus and not notice you're "
              "only wearing one shoe?"),
        # 12
        slide(ANWEN, CONTROL, "Midnight",
              ["Calls in the hour before midnight: 118"],
              "It's midnight. Happy new year from the control room. The phones went quiet for exactly one minute, "
              "while everybody in town kissed somebody, and now they're all ringing at once. Dorcas has a sausage "
              "roll in one hand and the radio in the other."),
        # 13
        slide(DORCAS, CONTROL, "After midnight",
              ["Fernlea night staff: picked up 12:40 am"],
              "Fernlea's night staff are on their way in, so that's the last of the big list done. The manager "
              "says the residents all stayed up for the fireworks, and one of them, who's a hundred and one, "
              "danced with the postman. The radio has gone very quiet now, which on this night usually means "
              "the pubs are just about to empty."),
        # 14
        slide(ANWEN, CONTROL, "From the drivers",
              ["Car 7: heading back to base"],
              "Car seven has just radioed in. A gentleman has left his false teeth on the back seat, wrapped up "
              "in a paper napkin. Car seven would like everyone to know that he is not touching them without "
              "gloves. I've told him there's a box of gloves in the office."),
        # 15
        slide(LEMUEL, CONTROL, "A quiet spell",
              ["Handbag: returned to the Royal"],
              "Bit of a quiet spell, so I've popped back to base for my flask of coffee, which I left on Dorcas's "
              "desk at seven o'clock. It's still there, and it's stone cold. The gold handbag is back at the Royal, "
              "and Barnaby gave me a mince pie for my trouble."),
        # 16
        slide(LEMUEL, CONTROL, "From car 12",
              ["Car 12: back on the road"],
              "Control, car twelve. There's a phone buzzing away under the passenger seat. It's been going for "
              "ten minutes, and the screen just says Mum. I'm not answering it, that's not my mum. Anwen, can you "
              "ring my last fare and tell them where it is?"),
        # 17
        slide(DORCAS, CONTROL, "A walk-in",
              ["Office drawer: one umbrella"],
              "A young man came in off the street to wait for his car, because it's freezing out there. And he's "
              "gone off without his umbrella, which is now leaning against my filing cabinet. It'll sit in the "
              "office drawer until he remembers where he left it. Anwen thinks he had come straight from a party, "
              "because he was wearing a paper crown."),
        # 18
        slide(RUTH, CONTROL, "The last run",
              ["Last job of the night: 3:48 am"],
              "Last run of the night, a couple who got engaged at midnight and wanted to go and look at the sea. "
              "I dropped them off at the harbour, and came back to base, where my husband is already asleep in "
              "the chair by the kettle. The happy couple have promised to book us for their wedding, so that's "
              "next year sorted."),
        # 19
        slide(DORCAS, CONTROL, "The numbers",
              ["Cars on the road: 15"],
              "It's ten to four, so let me add it all up. Two hundred and twelve jobs tonight, which is our best "
              "ever. Not bad for fifteen cars and one minibus with a new tyre. Anwen, put that in the book, "
              "before I forget it."),
        # 20
        slide(RUTH, CONTROL, "The numbers",
              ["Jobs tonight: 241", "Booked on the app: 29"],
              "Two hundred and forty one, Dorcas. You've only counted the phone bookings. The app ones are on the "
              "other screen, and there are twenty nine of them. Turn round. Honestly, she runs the whole night "
              "perfectly, and then she can't add up."),
        # 21
        slide(ANWEN, CONTROL, "Lost property",
              ["Kept for: 3 months", "Then: to the charity shop on Bell Street"],
              "Everything found in the cars tonight is labelled and on the shelf. If you've lost something, ring "
              "us in the morning, not at four. Dorcas has a rule: anything that's not collected after three "
              "months goes to the charity shop on Bell Street. Except teeth."),
        # 22
        slide(DORCAS, NIGHT_DARK, "Coming up",
              ["Our first electric cars", "Arriving Monday 9 February", "2 cars, charging at Tannery Yard"],
              "That's New Year's Eve done, and I'm going to bed. Next time on the channel, our first electric "
              "cars are arriving, and we're putting charging points in the yard. Lemuel has already asked if his "
              "old car can retire to a nice field somewhere."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What does this video follow?",
         "para": ["castlegate cars video summary",
                  "If you had to explain the whole clip to a friend, what is it showing?"],
         "cands": ["A taxi firm's control room on its busiest night, New Year's Eve",
                   "A hotel's New Year's Eve ball",
                   "A hospital ward short of staff over New Year",
                   "A taxi firm's first electric cars arriving"],
         "answer": "A taxi firm's control room on its busiest night, New Year's Eve"},
        {"n": 2, "type": "count", "ev": [10, 11, 14, 16],
         "q": "How many things do passengers leave behind in the cars during the night?",
         "para": ["items forgotten in vehicles by fares, number",
                  "Drivers keep calling in about stuff their customers left behind in the car or the minibus. "
                  "How many finds like that get reported altogether?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2, 5],
         "q": "which of the big bookings was done first?",
         "cands": ["The two nurses to Ludsworth General", "Mrs Lorimer to the station",
                   "The Royal Hotel ball guests", "The Fernlea care home night staff"],
         "answer": "The two nurses to Ludsworth General"},
        {"n": 4, "type": "order", "ev": [1, 5, 6, 9, 11, 13],
         "q": "Run me through the order the five big jobs really happened in.",
         "para": ["actual sequence of tonight's big bookings",
                  "The board went station, care home, Quayside, hospital, hotel. How did it really pan out?"],
         "cands": None,
         "answer": "The nurses, Mrs Lorimer, the Royal Hotel ball guests, the Quayside dinner party, then the "
                   "Fernlea care home staff"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "Why did the two nurses have to go first?",
         "para": ["why the hospital nurses jumped ahead of the other bookings",
                  "The nurses were fourth on the board. What made the hospital job jump the queue?"],
         "cands": None,
         "answer": "Half the ward's night staff were off with flu, so the ward sister needed them two hours early"},
        {"n": 6, "type": "why", "ev": [7],
         "q": "What made the ball at the Royal end early?",
         "cands": ["The heating in the ballroom broke down", "The band went home ill",
                   "A fire alarm went off", "The guests wanted to watch the fireworks at the harbour"],
         "answer": "The heating in the ballroom broke down"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "why were the Fernlea staff picked up after midnight instead of at nine",
         "cands": None,
         "answer": "Their night shift was moved to start at one, so the day staff could see the new year in with "
                   "the residents"},
        {"n": 8, "type": "correction", "ev": [19, 20],
         "q": "How many jobs did Castlegate do on the night in total?",
         "para": ["final number of jobs on new year's eve",
                  "Dorcas tots up the night and gets told she's missed a whole screen. So what's the real "
                  "total?"],
         "cands": None, "answer": "241 (not 212: Dorcas left out the 29 booked on the app)"},
        {"n": 9, "type": "correction", "ev": [3, 4],
         "q": "What happens to the fares once it's past midnight?",
         "cands": ["They go up to time and a half", "They double", "They stay the same", "They triple"],
         "answer": "They go up to time and a half"},
        {"n": 10, "type": "who", "ev": [3, 4],
         "q": "who set Dorcas straight about the after-midnight fares?",
         "cands": None, "answer": "Anwen Pritchard, on the phones"},
        {"n": 11, "type": "who", "ev": [11],
         "q": "Which of them found one sparkly shoe in the footwell?",
         "cands": ["Ruth Carmody", "Lemuel Okoro", "Anwen Pritchard", "Barnaby Quist"],
         "answer": "Ruth Carmody"},
        {"n": 12, "type": "needle_screen", "ev": [22],
         "q": "On what date are the electric cars due?",
         "cands": ["Monday 9 February", "Wednesday 31 December", "Monday 2 February", "Friday 9 January"],
         "answer": "Monday 9 February"},
        {"n": 13, "type": "needle_screen", "ev": [8],
         "q": "seats in the minibus?",
         "cands": ["16", "12", "8", "29"],
         "answer": "16"},
        {"n": 14, "type": "speech_and_screen", "ev": [5, 6],
         "q": "The driver Mrs Lorimer always asks for: what time did he drop the nurses off?",
         "cands": None, "answer": "7:25 pm (Lemuel Okoro, car 12)"},
        {"n": 15, "type": "quantity", "ev": [12],
         "q": "How many calls came in during the hour before midnight?",
         "cands": ["118", "181", "241", "88"],
         "answer": "118"},
        {"n": 16, "type": "quantity", "ev": [20],
         "q": "how many of the night's jobs came through the app",
         "cands": None, "answer": "29"},
        {"n": 17, "type": "spoken_fact", "ev": [18],
         "q": "Where did the newly engaged couple want to go on the last run?",
         "cands": ["To the harbour, to look at the sea", "Back to the Royal Hotel", "To the station",
                   "To the couple's parents' house"],
         "answer": "To the harbour, to look at the sea"},
        {"n": 18, "type": "relation", "ev": [5, 18],
         "q": "Lemuel and the woman at the wheel of the minibus: how are they related?",
         "cands": None, "answer": "They're married: Ruth is Lemuel's wife"},
        {"n": 19, "type": "right_before_after", "ev": [8, 11],
         "q": "Once Ruth had sorted out the flat tyre, what was her next job?",
         "cands": None, "answer": "Taking the Quayside dinner party home"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the start, what does Dorcas say she does every New Year's Eve?",
         "cands": ["Runs the control room herself, all night", "Drives the minibus",
                   "Takes the night off for the Royal's ball", "Answers the phones alongside Anwen"],
         "answer": "Runs the control room herself, all night"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's the next video on the channel going to cover?",
         "cands": ["The firm's first electric cars arriving", "Lemuel's old car being retired",
                   "The Royal Hotel's new heating", "A charity sale of unclaimed lost property"],
         "answer": "The firm's first electric cars arriving"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Whose name was on the ticket in the gold handbag?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What did Mrs Lorimer pay for her ride to the station?",
         "cands": ["£8.50", "£12", "£6.40", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "which car collected the Fernlea night staff?",
         "cands": None, "answer": ABSENT},
    ],
}


VIDEOS = [RIVERDAY, FLORIST, NIGHTCABS]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "riverday": [22.5, 23.0, 26.5, 24.0, 21.5, 25.0, 22.5, 23.5, 23.0, 24.0, 24.0, 24.5, 24.0, 26.0, 23.0, 24.5, 26.0, 20.5, 24.0, 22.5, 25.0, 23.5, 23.0],
    "florist": [23.0, 21.5, 23.0, 23.5, 21.0, 21.5, 23.5, 23.0, 21.0, 24.0, 24.0, 22.5, 22.5, 24.5, 21.5, 21.5, 21.0, 25.0, 21.5, 25.0, 22.0, 20.0, 22.5],
    "nightcabs": [26.5, 23.0, 24.0, 21.0, 23.0, 27.5, 21.0, 24.5, 21.0, 25.0, 20.0, 20.0, 22.0, 24.0, 20.5, 22.5, 23.0, 24.0, 24.0, 21.5, 20.0, 21.5, 20.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
