"""Scripts of the "blind24" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- treework:  a tree surgery firm's job diary: a crew taking down a storm-split tree in a back
             garden (the lead climber, the groundsman on the lowering rope, the apprentice on the
             chipper, the homeowner, the neighbour, the council's tree officer)
- stocktake: a hardware shop's yearly stocktake, counted after closing on a Saturday night (the
             owner, her staff, the accountant doing spot checks, a late delivery driver)
- photoday:  a school photographer's behind-the-scenes video of photo day at a small primary
             school (the photographer and her assistant, the school office, the headteacher, a
             class teacher, a Year 6 pupil)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ treework (tree surgery job diary)
BRIONY = ("en-gb-x-gbclan+f3", "Briony Saltash, lead climber")
TOBIAH = ("en-gb-scotland+m3", "Tobiah Renwick, groundsman")
COSMO = ("en-gb+m6", "Cosmo Furness, apprentice")
HESTER = ("en-gb-x-rp+f4", "Hester Gallimore, homeowner")
DECLAN = ("en-gb-x-gbcwmd+m4", "Declan Furness, next door")
RUFUS = ("en-us+m1", "Rufus Okonjo, council tree officer")

GARDEN = "#e6efd9"
PLAN = "#fbf1dc"
BARK_DARK = "#22301c"

TREEWORK = {
    "name": "treework",
    "footer": "Saltash Tree Care · job diary · 9 Saltings Lane, Wickhamstow",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(BRIONY, BARK_DARK, "Job diary: the storm-split tree",
              ["Saltash Tree Care", "9 Saltings Lane, Wickhamstow", "Tuesday 17 March · on site at 8 am"],
              "Morning, and welcome back to the job diary. I'm Briony Saltash, and today we're taking down a "
              "big old sycamore in a back garden in Wickhamstow. Last week's storm split it down the middle, "
              "and half of it is now leaning over the greenhouse next door. So, no pressure at all."),
        # 1
        slide(BRIONY, PLAN, "The cutting plan",
              ["1. Lower limbs over the lawn", "2. Limb over the shed",
               "3. Split limb over next door's greenhouse", "4. Top of the crown", "5. Main stem, in rings"],
              "This is the plan I drew up when I priced the job, working round the tree in order. But I climbed "
              "up first thing to have a look, and the split has opened up overnight. I can get my whole hand in "
              "it now. So the split limb over the greenhouse comes off first, before it decides to come off by "
              "itself."),
        # 2
        slide(RUFUS, GARDEN, "The council's visit",
              ["Saltings Lane: conservation area", "Emergency sign-off: 8:40 am"],
              "Rufus Okonjo, tree officer at the council. This street is a conservation area, so normally you'd "
              "wait six weeks for our say so. But a split tree hanging over a greenhouse can't wait, so I've "
              "signed it off this morning. I've been over the crown with binoculars, and nothing is nesting in "
              "it. And please, no bonfires. It all gets chipped."),
        # 3
        slide(TOBIAH, GARDEN, "Rigging",
              ["Lowering rope: 16 mm", "Pulley: tied high in the sound half"],
              "Tobiah here, on the ground. I'm on the lowering rope, so every piece Briony cuts comes down on my "
              "rope, nice and slow, instead of crashing down. The pulley is tied high up in the good half of the "
              "tree. And this split limb is the big one. I reckon it's about three hundred kilos."),
        # 4
        slide(BRIONY, GARDEN, "The split limb",
              ["Split limb: approx. 500 kg", "Taken down in 3 pieces"],
              "Three hundred? Nearer five hundred, Tobiah. It's green wood, and it's full of water. So I'm "
              "taking it down in three pieces. First piece is cut, and it's on the rope. Ease it down. Oh, and "
              "the end of it has swung round and thumped straight into the fence post. Sorry, Hester! The post "
              "is still standing."),
        # 5
        slide(DECLAN, GARDEN, "Next door",
              ["The greenhouse: right under the split limb"],
              "I'm Declan, from next door. That greenhouse has got every one of my tomato seedlings in it, so "
              "I'm standing here with my fingers crossed. My son Cosmo is Briony's apprentice, which is how "
              "Hester found this lot in the first place. And I've never seen him work this hard at home."),
        # 6
        slide(BRIONY, GARDEN, "The split limb",
              ["Pieces 2 and 3", "Greenhouse: not a scratch"],
              "Second piece. Easy, Tobiah, easy, it's swinging towards the glass. And it's missed! About a "
              "hand's width from the greenhouse, but it's missed. Breathe, Declan. The third piece is only a "
              "stub, so I'm just dropping that one straight onto the tarpaulin on the lawn. That's where it's "
              "meant to land."),
        # 7
        slide(BRIONY, GARDEN, "A confession",
              ["Species: Norway maple", "The clue: milky sap at the cut"],
              "Now, I've been calling this a sycamore all morning, and I was wrong. Look at this fresh cut. See "
              "the white, milky sap? A sycamore doesn't do that. This is a Norway maple. Same family, and easy "
              "to mix up from the ground. But I should know better from up here."),
        # 8
        slide(COSMO, GARDEN, "On the chipper",
              ["Chip goes to: Ferry Road allotments"],
              "I'm Cosmo, the apprentice. I drag everything to the chipper and feed it in, thick end first, and "
              "my hands never go past the rubber flaps. Briony checks my gloves every morning. All the chip "
              "goes in the truck, and we give it to the allotments on Ferry Road for their paths."),
        # 9
        slide(TOBIAH, GARDEN, "Lower limbs",
              ["Number 1 on the plan", "Lower limbs over the lawn: 4"],
              "Now we're back to number one on the plan, the lower limbs over the lawn. No glass under these, "
              "so I can relax a bit. Lowering the first one. Ah. It's clipped Hester's washing line on the way "
              "down, and the whole line has come down, pegs and all. Cosmo, can you put that back up?"),
        # 10
        slide(HESTER, GARDEN, "The homeowner",
              ["The shed: full of model railway"],
              "I'm Hester. My late husband built a model railway in that shed, and it's all still in there, "
              "every engine and every little tree. My nephew is coming at lunchtime with his van to carry it "
              "out. So I've asked Briony very nicely not to drop anything near that shed until he has."),
        # 11
        slide(BRIONY, GARDEN, "Change of plan",
              ["Limb over the shed: after lunch", "Next: top of the crown"],
              "So number two, the limb over the shed, waits until Hester's nephew has emptied it. We're skipping "
              "on to the top of the crown. Oh, and Hester, all the big wood is going to be cut into thirty "
              "centimetre logs for your stove, and stacked by the back door."),
        # 12
        slide(HESTER, GARDEN, "The log stove",
              ["Logs cut to: 25 cm", "Stacked by the back door"],
              "Twenty five, Briony, not thirty. My stove only takes twenty five, I measured it last night with "
              "my sewing tape. Anything longer, and I'll be out here with a saw in my dressing gown. Now, who "
              "wants tea? I've got a packet of custard creams, and I'm not afraid to use it."),
        # 13
        slide(BRIONY, GARDEN, "Top of the crown",
              ["Number 4 on the plan", "Highest cut of the day"],
              "Top of the crown. This is the highest I'll be all day, and on a clear day you can see the sea "
              "from up here. Today you can't. The cut's done, and it's on the rope. Lower away, Tobiah. It's "
              "going down past the back of the house."),
        # 14
        slide(HESTER, GARDEN, "Top of the crown",
              ["Gutter: one small dent"],
              "Oh dear. It's bumped against my gutter on the way down, and there's a dent in it now. Never mind, "
              "that gutter is older than Briony, and it's been leaking for years, so perhaps she's done me a "
              "favour. Lunch is ready, everybody, and there's leek soup."),
        # 15
        slide(TOBIAH, GARDEN, "After lunch",
              ["Lunch: 12:30 to 1:15 pm", "Shed: emptied"],
              "Lunch is done. Hester's nephew turned up in his van, and he and Cosmo have carried the whole "
              "railway out of the shed, track and all. It's on Hester's dining table now, and she says it's "
              "staying there. So the shed is empty, and we can do the limb over it."),
        # 16
        slide(BRIONY, GARDEN, "Limb over the shed",
              ["Number 2 on the plan", "Shed roof: felt, not glass"],
              "Limb over the shed. Cutting, and it's on the rope. And I've just banged my helmet on a branch, "
              "which is exactly why we wear them. Keep it coming, Tobiah. It's down. No harm done to the shed, "
              "as far as I can see from up here."),
        # 17
        slide(COSMO, GARDEN, "Limb over the shed",
              ["Weather vane: one leg bent"],
              "Briony, there is a bit of harm. That log knocked the weather vane right off the shed roof on its "
              "way down. It's a tin cockerel, and one leg is bent. Hester says her husband made it, so I'm going "
              "to straighten it in the vice back at the yard."),
        # 18
        slide(BRIONY, GARDEN, "The main stem",
              ["Number 5 on the plan", "Rings dropped onto old tyres"],
              "Last job, the main stem, cut in rings from the top down. Each ring, I drop on purpose onto the old "
              "tyres Tobiah has laid out, so it bounces and doesn't dent the lawn. And that's the last ring. The "
              "stem is down to a stump, about knee high."),
        # 19
        slide(COSMO, GARDEN, "The stump",
              ["Rings counted: 63"],
              "While Tobiah rakes up, I've counted the rings on the stump, with a pencil, so I don't lose my "
              "place. Sixty three. Hester says that sounds about right, because her mother planted it the "
              "summer Hester started school."),
        # 20
        slide(TOBIAH, GARDEN, "Clearing up",
              ["Chip: 3 trailer loads", "Logs: stacked by the back door", "Stump grinding: Friday 20 March"],
              "All cleared up. Three trailer loads of chip for the allotments, and the logs are stacked by the "
              "back door. The stump stays until Friday, when we come back with the grinder. The chipper jammed "
              "once on a knotty piece, but Cosmo cleared it with the engine off, the right way."),
        # 21
        slide(HESTER, GARDEN, "The bill",
              ["Quote: £1,150", "Includes stump grinding", "Paid by bank transfer"],
              "Eleven hundred and fifty pounds, and that includes coming back to grind out the stump. I thought "
              "it was a lot when she first said it, but they've swept up better than I ever do. And nothing has "
              "landed on Declan's tomatoes, so he's still speaking to me."),
        # 22
        slide(BRIONY, BARK_DARK, "Next job diary",
              ["Planting the replacement tree", "A crab apple, chosen by Hester", "Saturday 4 April, Saltings Lane"],
              "That's the job done. Thanks to Hester for the soup and the custard creams. Next time on the job "
              "diary, we're back here to plant a replacement, a crab apple that Hester has picked out herself. "
              "Small enough that nobody will ever need to climb it with a chainsaw."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's going on in this video?",
         "para": ["saltings lane wickhamstow clip what is the job",
                  "Give me the gist. What kind of work is being filmed in that back garden?"],
         "cands": ["A tree surgery crew taking down a storm-split tree in a back garden",
                   "Planting a crab apple to replace an old tree",
                   "A council tree officer surveying trees in a conservation area",
                   "A builder repairing a fence and greenhouse after a storm"],
         "answer": "A tree surgery crew taking down a storm-split tree in a back garden"},
        {"n": 2, "type": "count", "ev": [4, 9, 14, 17],
         "q": "While they're lowering bits of the tree, how often does one bash into something?",
         "para": ["lowered wood hitting stuff in the garden, total number",
                  "Some of the wood let down on the rope knocks into things on its way to the ground. Over the "
                  "whole job, how many separate knocks like that are there?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Which part of the tree came off first?",
         "para": ["first section cut down",
                  "Briony had a numbered cutting plan. Once she'd been up the tree, what did she actually start "
                  "with?"],
         "cands": ["The split limb over next door's greenhouse", "The lower limbs over the lawn",
                   "The limb over the shed", "The top of the crown"],
         "answer": "The split limb over next door's greenhouse"},
        {"n": 4, "type": "order", "ev": [1, 11, 16],
         "q": "The limb above the shed was second on the plan. Where in the day did it really come?",
         "cands": None,
         "answer": "Fourth, after lunch: after the split limb, the lower limbs and the top of the crown"},
        {"n": 5, "type": "correction", "ev": [3, 4],
         "q": "how heavy was the split limb",
         "para": ["weight of the limb hanging over the greenhouse",
                  "Tobiah has a guess at what the split limb weighs and gets put straight. What's the corrected "
                  "figure?"],
         "cands": None, "answer": "About 500 kg (not 300 kg)"},
        {"n": 6, "type": "correction", "ev": [11, 12],
         "q": "How long were the logs cut for Hester's stove?",
         "cands": ["25 cm", "30 cm", "20 cm", "35 cm"],
         "answer": "25 cm"},
        {"n": 7, "type": "correction", "ev": [0, 7],
         "q": "In the end, what species did the tree turn out to be?",
         "cands": ["Norway maple", "Sycamore", "Field maple", "Horse chestnut"],
         "answer": "Norway maple"},
        {"n": 8, "type": "who", "ev": [3, 4],
         "q": "Who told Tobiah his weight guess was too low?",
         "cands": None, "answer": "Briony Saltash, the lead climber"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "Why did Briony start with the split limb instead of sticking to her plan?",
         "para": ["split limb cut before everything else, why",
                  "On paper the limb over the neighbour's greenhouse was number three, yet it was the first thing "
                  "cut. What had changed overnight?"],
         "cands": None,
         "answer": "The split had opened wider overnight (she could get her whole hand in it), so the limb might "
                   "have come off by itself"},
        {"n": 10, "type": "why", "ev": [10, 11],
         "q": "What held up the cutting of the limb over the shed?",
         "cands": ["The shed still had a model railway in it until Hester's nephew came to clear it",
                   "A bird was nesting in that limb",
                   "The tree officer hadn't signed that limb off yet",
                   "The pulley had to be moved to the other side of the tree"],
         "answer": "The shed still had a model railway in it until Hester's nephew came to clear it"},
        {"n": 11, "type": "why", "ev": [18],
         "q": "what were the old tyres on the lawn for",
         "cands": None, "answer": "To drop the stem's rings onto, so they bounced and didn't dent the lawn"},
        {"n": 12, "type": "needle_screen", "ev": [15],
         "q": "when did the crew stop for lunch",
         "cands": None, "answer": "12:30 to 1:15 pm"},
        {"n": 13, "type": "needle_screen", "ev": [3],
         "q": "What thickness of lowering rope was Tobiah working with?",
         "cands": ["16 mm", "12 mm", "20 mm", "10 mm"],
         "answer": "16 mm"},
        {"n": 14, "type": "speech_and_screen", "ev": [2],
         "q": "The man who checked the crown for nests with binoculars signed the work off at what time?",
         "cands": None, "answer": "8:40 am (Rufus Okonjo, the council's tree officer)"},
        {"n": 15, "type": "quantity", "ev": [21],
         "q": "What did the whole job cost Hester?",
         "cands": ["£1,150", "£1,500", "£1,050", "£950"],
         "answer": "£1,150"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "number of rings on the stump?",
         "cands": None, "answer": "63"},
        {"n": 17, "type": "spoken_fact", "ev": [5],
         "q": "What does the neighbour have growing in the greenhouse under the split limb?",
         "cands": ["Tomato seedlings", "Orchids", "Chilli plants", "Cucumbers"],
         "answer": "Tomato seedlings"},
        {"n": 18, "type": "relation", "ev": [5],
         "q": "What's the connection between Declan and the apprentice?",
         "cands": None, "answer": "Declan is Cosmo's father (Cosmo is his son)"},
        {"n": 19, "type": "who", "ev": [17],
         "q": "Who says they'll straighten the tin cockerel in a vice back at the yard?",
         "cands": ["Cosmo Furness", "Tobiah Renwick", "Declan Furness", "Briony Saltash"],
         "answer": "Cosmo Furness"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Right at the start, what does Briony say is wrong with the tree?",
         "cands": ["A storm split it, and half of it leans over the greenhouse next door",
                   "It's diseased and has to come down before the spring",
                   "Its roots are lifting the patio",
                   "It's blocking the light to the house next door"],
         "answer": "A storm split it, and half of it leans over the greenhouse next door"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's coming up in the next job diary?",
         "cands": ["Planting a crab apple where the old tree stood",
                   "Grinding out the stump",
                   "A hedge-laying job on a farm",
                   "Mending the tin weather vane at the yard"],
         "answer": "Planting a crab apple where the old tree stood"},
        {"n": 22, "type": "right_before_after", "ev": [18, 19],
         "q": "Straight after the stem was down to a knee-high stump, what did Cosmo do?",
         "cands": None, "answer": "Counted the rings on the stump with a pencil: 63"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "what's hester's nephew called",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much of the bill was for grinding the stump?",
         "cands": ["£150", "£200", "£90", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ stocktake (hardware shop stocktake night)
CONSTANCE = ("en-gb+f2", "Constance Pipkin, owner")
IFEOMA = ("en-029+f3", "Ifeoma Radley, assistant manager")
HAMISH = ("en-gb-scotland+m7", "Hamish Dunnage, counter staff")
JORY = ("en-gb-x-gbclan+m1", "Jory Tremlett, Saturday staff")
PERPETUA = ("en-gb-x-rp+f5", "Perpetua Vance, the shop's accountant")
STAN = ("en-us-nyc+m2", "Stan Kowalczyk, driver, Hollins Paints")

SHOP = "#f1ede2"
SHEET = "#eef4f8"
SHOP_DARK = "#2b2118"

STOCKTAKE = {
    "name": "stocktake",
    "footer": "Pipkin's Hardware · stocktake night · Cloam Street, Wrexfield",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(CONSTANCE, SHOP_DARK, "Stocktake night",
              ["Pipkin's Hardware, Cloam Street, Wrexfield", "Est. 1926", "Saturday 31 January · doors shut 5:30 pm"],
              "Hello from Pipkin's. I'm Constance Pipkin, and once a year, after we shut on the last Saturday in "
              "January, we count every single thing in this shop. Every screw, every tin, every seed packet. My "
              "great grandfather started the shop, and I'm fairly sure he counted faster than we do."),
        # 1
        slide(CONSTANCE, SHEET, "The count sheet",
              ["1. Aisle 1: fixings", "2. Aisle 2: paint", "3. Aisle 3: garden", "4. Aisle 4: electrical",
               "5. The stockroom"],
              "This is the count sheet, aisle by aisle. We're not doing it in that order. The shopfitters are "
              "coming at seven tomorrow morning to rip out the old electrical shelving, so electrical has to be "
              "counted and boxed up tonight, before anything else. Then we'll work our way back through the "
              "rest."),
        # 2
        slide(CONSTANCE, SHOP, "Who counts what",
              ["Hamish: electrical", "Jory: fixings", "Ifeoma: garden", "Everyone: stockroom, then paint",
               "Brasso (shop cat): supervising"],
              "Hamish is on electrical, because he knows every bulb in the building. Jory, you're on garden. No, "
              "sorry, Jory is on fixings, and Ifeoma takes garden, because Jory sneezes his head off near the "
              "bird seed. Perpetua, our accountant, will wander round checking counts, so nobody rounds anything "
              "up."),
        # 3
        slide(HAMISH, SHOP, "Aisle 4: electrical",
              ["Hamish: 32 years at Pipkin's", "Bulbs: counted by type and wattage"],
              "Hamish. I've counted this aisle at every stocktake for thirty two years, and the bulbs still "
              "multiply when I'm not looking. Now then, what's this? A packet of rawlplugs, hiding behind the "
              "light bulbs. Those live in fixings, not here. Jory, catch."),
        # 4
        slide(HAMISH, SHOP, "Aisle 4: electrical",
              ["Aisle 4: counted and boxed", "Boxes for the shopfitters: 19"],
              "Electrical is done and boxed up, ready for the shopfitters. There's an empty hook where the "
              "extension leads should be, but that's because we sold the last one on Thursday, not because "
              "anyone has lost it. And before anyone asks, this tape measure in my pocket is mine, not the "
              "shop's."),
        # 5
        slide(JORY, SHOP, "Aisle 1: fixings",
              ["Loose screws: counted by weight"],
              "Jory, aisle one. Loose screws we weigh, because nobody's counting ten thousand screws one at a "
              "time. And there's a tiny garden gnome sitting in the drawer of two inch nails, smiling at me. He "
              "belongs over in garden. Granddad, was this you?"),
        # 6
        slide(HAMISH, SHOP, "Aisle 1: fixings",
              ["Brass hinges: old price labels"],
              "It wasn't me, and don't call me granddad at work. Those brass hinges, Jory, are on the right "
              "hook, but they've still got last year's price on them. Put them on the list for new labels. "
              "That's a label problem, not a counting problem, so they still go down as hinges."),
        # 7
        slide(IFEOMA, SHOP, "Aisle 3: garden",
              ["Seed packets: 214", "Compost: 38 bags"],
              "Ifeoma, in garden. The seed packets are all counted, and wedged in among them is a tin of wood "
              "stain, which should be over in paint. And the shop cat is asleep in the compost display again. "
              "He is not stock, so I've left him out of the count, and he's left hair on every bag."),
        # 8
        slide(PERPETUA, SHOP, "Spot checks",
              ["Spot checks: 20 lines, picked at random"],
              "Perpetua Vance, the accountant. I pick lines at random and count them again myself. The gnome "
              "count is right, and so are the seed packets. The hire tools, the cement mixer and the carpet "
              "cleaner, don't go on the count at all. They're equipment we rent out, not stock we sell."),
        # 9
        slide(CONSTANCE, SHOP, "The stockroom",
              ["Customer orders: kept behind the counter"],
              "Into the stockroom. Up on the top shelf, in with the mousetraps, there's a whole box of fuses. "
              "Somebody was in a hurry. And these bags behind the counter are customers' orders waiting to be "
              "collected, so they're meant to be there. They're paid for, and they stay off the count."),
        # 10
        slide(CONSTANCE, SHOP, "9 pm: a late delivery",
              ["Paint delivery due: Friday", "Arrived: Saturday, 9 pm"],
              "And here's the reason paint is the very last aisle tonight. Our paint delivery should have come "
              "yesterday. The driver rang this afternoon to say he'd be here tonight instead, and there's no "
              "sense counting the paint aisle now, and then again once his tins are on the shelves."),
        # 11
        slide(STAN, SHOP, "The delivery",
              ["Delivery: 36 tins of paint"],
              "Evening, all. Stan, from the paint supplier. Sorry, the van broke down outside Oxley, and I've "
              "been sat on the hard shoulder half the day. Thirty six tins of paint for you. If you sign here, "
              "I'll wheel the pallet straight down the paint aisle."),
        # 12
        slide(IFEOMA, SHOP, "Unpacking",
              ["Tins for Gorsey's, Pellworth: 4", "Tins for Pipkin's: 32"],
              "We've unpacked the pallet, and four of these tins have got somebody else's labels on. They're for "
              "Gorsey's, over in Pellworth. Stan, you'll have to take those back with you. So that's thirty two "
              "tins of ours, and they're going on the shelves now, before the count."),
        # 13
        slide(JORY, SHOP, "Aisle 2: paint",
              ["White gloss, 2.5 litre tins"],
              "Paint at last. White gloss, the big tins. I make it forty two. That's a lot of white gloss for "
              "January, if you ask me. Who's painting anything white in January? And don't look at me like that, "
              "Granddad, I counted them twice."),
        # 14
        slide(HAMISH, SHOP, "Aisle 2: paint",
              ["White gloss, 2.5 litre tins: 48"],
              "Forty two is the front row, Jory. There's a second row behind it, look. Forty eight. Always check "
              "behind. And while you're there, somebody has stuffed an oven glove into the bucket of "
              "paintbrushes. Kitchenware is at the front of the shop, so that wants moving as well."),
        # 15
        slide(STAN, SHOP, "Before he goes",
              ["Tins going back: 4"],
              "Four tins back on the van for Gorsey's. That's the second time this winter they've had your "
              "tins and you've had theirs, so I'll have a word at the depot. Good luck with the rest of the "
              "counting, and I'll see you on Tuesday with the proper order."),
        # 16
        slide(PERPETUA, SHOP, "Adding up",
              ["Lines counted: 3,412", "Spot checks wrong: 1 (white gloss)"],
              "That's every aisle. Of my spot checks tonight, only one was wrong, the white gloss, and Hamish "
              "caught that before I did. Now it's over to the calculator. Constance, you read out the totals, "
              "and I'll check your adding up."),
        # 17
        slide(CONSTANCE, SHOP, "The total",
              ["Finished: 1:40 am"],
              "Right. Electrical, fixings, garden, the stockroom and paint, all added together, and the stock "
              "in this shop is worth sixty two thousand four hundred pounds. And it is twenty to two in the "
              "morning, so thank goodness for that."),
        # 18
        slide(PERPETUA, SHOP, "The total",
              ["Stock value: £62,900", "Includes tonight's paint: £500"],
              "Not quite, Constance. That's before tonight's paint. Stan's thirty two tins come to five hundred "
              "pounds at cost, so the stock is worth sixty two thousand nine hundred pounds. A little less than "
              "last year, which is what you want. It means you've been selling it."),
        # 19
        slide(HAMISH, SHOP, "Last year",
              ["Last year's finish: 3:15 am"],
              "Last year we were here until a quarter past three, because the power went off halfway through "
              "the garden aisle and we finished it by torchlight. So twenty to two is a record. I'm going home. "
              "Jory, you're driving, you've had fewer biscuits."),
        # 20
        slide(IFEOMA, SHOP, "Tomorrow morning",
              ["Shopfitters: Sunday, 7 am", "New electrical shelving: 6 bays"],
              "One more thing before we lock up. I'll be back at seven to let the shopfitters in, and the "
              "electrical boxes are stacked by the door for them. The gnome, the rawlplugs and the rest of "
              "tonight's strays are all back where they belong."),
        # 21
        slide(CONSTANCE, SHOP, "Thank you",
              ["Thank you: Hamish, Ifeoma and Jory", "And Perpetua, for the spot checks"],
              "Thank you, all of you. It's a long night, and nobody ever thanks you for counting washers. I "
              "couldn't have done it without this lot. Perpetua, thank you for checking our sums, even when they "
              "were wrong. And I certainly couldn't have done it without the biscuits."),
        # 22
        slide(CONSTANCE, SHOP_DARK, "Coming up",
              ["Pipkin's 100th birthday", "Saturday 13 June, Cloam Street",
               "A prize for the oldest Pipkin's receipt"],
              "And before you go. In June, Pipkin's will have been on Cloam Street for a hundred years, so we're "
              "having a birthday party, right outside the shop. There'll be tea, cake, and a prize for whoever "
              "brings in the oldest Pipkin's receipt. So go and dig through your drawers."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What are the staff at Pipkin's up to in this video?",
         "para": ["pipkin's hardware saturday night video subject",
                  "Quick summary please: what is this late night at the hardware shop all about?"],
         "cands": ["Counting all the shop's stock after closing, for the yearly stocktake",
                   "Celebrating the shop's hundredth birthday",
                   "Fitting new shelving in the electrical aisle",
                   "A paint supplier showing off a new range of paints"],
         "answer": "Counting all the shop's stock after closing, for the yearly stocktake"},
        {"n": 2, "type": "count", "ev": [3, 5, 7, 9, 14],
         "q": "How many items did they find sitting in the wrong part of the shop?",
         "para": ["misplaced stock found during the count, total",
                  "As they go round, people keep turning up things that belong in some other aisle. Add them all "
                  "up: how many?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 3],
         "q": "Which aisle got counted first?",
         "cands": ["Electrical (aisle 4)", "Fixings (aisle 1)", "Paint (aisle 2)", "Garden (aisle 3)"],
         "answer": "Electrical (aisle 4)"},
        {"n": 4, "type": "order", "ev": [1, 9, 10, 13],
         "q": "paint is aisle 2 on the count sheet so when did it actually get counted",
         "cands": None, "answer": "Last of all, after the stockroom, once the late delivery was on the shelves"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why did electrical go first tonight?",
         "para": ["why count the electrical aisle before the others",
                  "The count sheet starts with fixings, but Hamish was sent to electrical straight away. What was "
                  "the hurry?"],
         "cands": None,
         "answer": "Shopfitters were coming at 7 the next morning to rip out the electrical shelving, so it had to "
                   "be counted and boxed that night"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Why was paint left until the end?",
         "cands": ["A late paint delivery was arriving that night, and they didn't want to count the aisle twice",
                   "The paint aisle was being refitted the next morning",
                   "Perpetua had to check the paint invoices first",
                   "The paint aisle was blocked by the shop cat"],
         "answer": "A late paint delivery was arriving that night, and they didn't want to count the aisle twice"},
        {"n": 7, "type": "correction", "ev": [17, 18],
         "q": "What was the stock worth once everything was added up?",
         "para": ["final stock value pipkin's",
                  "Constance reads out a total and the accountant isn't happy with it. What did the stock really "
                  "come to?"],
         "cands": None,
         "answer": "£62,900 (not £62,400: the £500 of paint delivered that night had been left out)"},
        {"n": 8, "type": "correction", "ev": [13, 14],
         "q": "How many big tins of white gloss were on the shelf?",
         "cands": ["48", "42", "36", "32"],
         "answer": "48"},
        {"n": 9, "type": "correction", "ev": [2, 5],
         "q": "which aisle ended up being jory's",
         "cands": None, "answer": "Fixings (aisle 1), not garden: the bird seed makes him sneeze"},
        {"n": 10, "type": "who", "ev": [13, 14],
         "q": "who noticed Jory had missed the back row of gloss tins?",
         "cands": None, "answer": "Hamish Dunnage (Jory's grandfather)"},
        {"n": 11, "type": "who", "ev": [19],
         "q": "Who said finishing at twenty to two was a record?",
         "cands": ["Hamish Dunnage", "Constance Pipkin", "Perpetua Vance", "Ifeoma Radley"],
         "answer": "Hamish Dunnage"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "shop cat's name?",
         "cands": None, "answer": "Brasso"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "How many lines were counted altogether?",
         "cands": ["3,412", "3,142", "2,413", "4,312"],
         "answer": "3,412"},
        {"n": 14, "type": "speech_and_screen", "ev": [7],
         "q": "In the aisle where the cat was napping, what did the seed packets come to?",
         "cands": None, "answer": "214 (the garden aisle)"},
        {"n": 15, "type": "quantity", "ev": [11],
         "q": "How many tins of paint came on Stan's pallet?",
         "cands": ["36", "32", "40", "4"],
         "answer": "36"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "What time did they finish counting?",
         "para": ["stocktake finish time",
                  "It was a late one. When did they wrap the count up in the end?"],
         "cands": None, "answer": "1:40 am (twenty to two)"},
        {"n": 17, "type": "spoken_fact", "ev": [11],
         "q": "Where did the delivery van break down?",
         "cands": ["Outside Oxley", "In Pellworth", "On Cloam Street", "At the supplier's depot"],
         "answer": "Outside Oxley"},
        {"n": 18, "type": "relation", "ev": [5, 6],
         "q": "How is Jory related to Hamish?",
         "cands": None, "answer": "He's Hamish's grandson"},
        {"n": 19, "type": "right_before_after", "ev": [11, 12],
         "q": "Once the late pallet had been unpacked, what did they discover?",
         "cands": None,
         "answer": "Four of the tins were labelled for another shop (Gorsey's in Pellworth), so Stan took them back"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "According to Constance's opening, how often does the shop do this?",
         "cands": ["Once a year, after closing on the last Saturday in January",
                   "Every three months, on a Sunday",
                   "Whenever the shopfitters are due",
                   "Twice a year, in January and June"],
         "answer": "Once a year, after closing on the last Saturday in January"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What event does Constance plug at the very end?",
         "cands": ["A party for the shop's 100th birthday in June",
                   "The unveiling of the new electrical aisle",
                   "A paint demonstration by the supplier",
                   "A late-night sale to clear the hinges"],
         "answer": "A party for the shop's 100th birthday in June"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What are the shopfitters charging for the new shelving?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What was the stock worth at last year's stocktake?",
         "cands": ["£63,500", "£61,200", "£64,800", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "why", "ev": [8],
         "q": "Why were the cement mixer and the carpet cleaner left out of the count?",
         "cands": ["They're hire equipment rented out, not stock for sale",
                   "They were out on hire that night",
                   "They were too heavy to move",
                   "They belong to Hamish, not the shop"],
         "answer": "They're hire equipment rented out, not stock for sale"},
    ],
}


# ================================================================ photoday (school photo day, behind the scenes)
SAOIRSE = ("en-us+f4", "Saoirse Lindqvist, photographer")
BAZ = ("en-029+m4", "Baz Okafor, photographer's assistant")
PAULINE = ("en-gb-x-gbcwmd+f3", "Pauline Hebblethwaite, school office")
AMBROSE = ("en-gb-x-rp+m5", "Ambrose Tull, headteacher")
KEZIAH = ("en-gb-scotland+f4", "Keziah Marr, Owls class teacher")
NADIA = ("en-gb+f3", "Nadia Ferreira-Moss, Year 6")

HALL = "#eceff6"
OFFICE = "#f7eee6"
STUDIO_DARK = "#1c1f2e"

PHOTODAY = {
    "name": "photoday",
    "footer": "Lindqvist Portraits · behind the scenes · Pellow Moor Primary School",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(SAOIRSE, STUDIO_DARK, "Behind the scenes: photo day",
              ["Lindqvist Portraits", "Pellow Moor Primary School", "Ashgrove Lane, Tollcombe",
               "Thursday 8 October"],
              "Hi everyone, Saoirse here, and this is a behind the scenes day. I'm a school photographer, and "
              "today I'm at a little primary school on the edge of Tollcombe, with my assistant Baz and a grey "
              "backdrop. Five photos to take, a lot of hair to flatten, and not a single comb that I can find."),
        # 1
        slide(PAULINE, OFFICE, "Today's timetable",
              ["1. Reception (Hedgehogs) · 9:00", "2. Owls (Years 1 and 2) · 9:30",
               "3. Foxes (Years 3 and 4) · 10:00", "4. Badgers (Years 5 and 6) · 10:30", "5. Staff photo · 11:00"],
              "I'm Pauline, from the school office. This is the timetable I sent home to parents, and it lasted "
              "until half past eight this morning. The staff photo is now first. The Badgers' swimming lesson has "
              "been moved to today, and their coach leaves at a quarter to ten, so they go straight after the "
              "staff. And the Hedgehogs are last, after lunch."),
        # 2
        slide(AMBROSE, HALL, "The staff photo",
              ["Staff in the photo: 14"],
              "Ambrose Tull, headteacher. I asked for the staff photo first thing, before a single child comes "
              "through the door. Last year we did it at eleven, straight after painting, and half my staff had "
              "green handprints on their cardigans. Please don't make me look too much like a headteacher."),
        # 3
        slide(SAOIRSE, HALL, "The staff photo",
              ["Back row: on the benches", "Front row: on chairs"],
              "Staff, tallest at the back on the benches, and everyone else on chairs at the front. Lovely. "
              "Chins up, and say cheese toastie. Mr Tull, I can see two of your fingers sticking up behind Mrs "
              "Orchard's head. Yes, you. She's got rabbit ears in that one, so we'll take another."),
        # 4
        slide(AMBROSE, HALL, "Welcome",
              ["Pupils on roll: 109"],
              "Sorry, Mrs Orchard. Now, while the Badgers are lining up, let me just say how proud we are of all "
              "one hundred and six of our children, and how lucky we are to have Saoirse back for a third year. "
              "Parents tell me hers are the only school photos where the children's eyes are open."),
        # 5
        slide(PAULINE, HALL, "The numbers",
              ["Pupils on roll: 109", "New starters on Monday: 3"],
              "One hundred and nine, Mr Tull. We had three new starters on Monday, and I did their forms myself, "
              "so I should know. Now, the Badgers. That's thirty one children, Saoirse, and they need to be on "
              "that coach by a quarter to ten, so you've got twenty minutes."),
        # 6
        slide(NADIA, HALL, "Badgers",
              ["Badgers (Years 5 and 6)", "In the photo: 30 pupils"],
              "It's thirty, Mrs Hebblethwaite. Kit moved to Scotland at half term, remember? I'm Nadia, I'm in "
              "Year six, and I'm head of the school council, so I'm checking that everyone has their jumper the "
              "right way out. Last year Oscar's was inside out, and now it's on his mum's fridge forever."),
        # 7
        slide(SAOIRSE, HALL, "Badgers",
              ["Coach to the pool: 9:45 am"],
              "Badgers, tallest in the middle, shortest on the ends. Big smiles, and one, two, three. Oh, "
              "somebody in the back row has just given Nadia a pair of donkey ears with their fingers. Nadia, "
              "don't turn round, it's fine. One more, with nobody's hands anywhere near anybody's head."),
        # 8
        slide(BAZ, HALL, "Between classes",
              ["Lights: 2, one either side", "Combs: missing"],
              "Baz here, Saoirse's assistant. My job is the lights, the benches and the combs, except we've lost "
              "the combs, so I'm flattening hair with my hands. I went to this school, believe it or not. Miss "
              "Marr taught me in Year two, and she's just told me I still slouch."),
        # 9
        slide(KEZIAH, HALL, "Owls",
              ["Owls (Years 1 and 2)", "In the photo: 27 pupils"],
              "I'm Miss Marr, and these are the Owls. Yes, Baz was in my class, and yes, he slouched, and he once "
              "glued his own sleeve to a table. Now, Florence's wobbly tooth has just come out in the corridor, "
              "so she'll have a gap in the photo, and she is very proud of it."),
        # 10
        slide(BAZ, HALL, "Owls",
              ["Owls: taken twice"],
              "Owls on the benches. And a small hand has just shot up behind Florence's plaits, two fingers up, "
              "like a bunny. The boy on the end is doing a peace sign in front of his own face, which is fine, "
              "that's just his pose. Again, everyone, hands in laps."),
        # 11
        slide(KEZIAH, HALL, "A special request",
              ["Class guinea pig: Dumpling"],
              "The Owls have asked if Saoirse would take a picture of our class guinea pig, so I've carried him "
              "in from the classroom in his travel box. And I have to say, he sat still for the camera better "
              "than any of the children did. That one's going up on our classroom wall."),
        # 12
        slide(SAOIRSE, HALL, "Foxes",
              ["Foxes (Years 3 and 4)", "In the photo: 29 pupils"],
              "Foxes next, and a very orderly lot. One young lady is wearing a hairband with little cat ears on "
              "it. She asked very politely if she could keep it on, and her teacher said yes, so the cat ears are "
              "staying. Everybody look at the black dot on the lens, and say cheese toastie."),
        # 13
        slide(BAZ, HALL, "A tip for glasses",
              ["Glasses: tilt the front down a little"],
              "Quick tip, for anyone taking photos of people with glasses. I ask them to tip the front of their "
              "glasses down, just a little, so the lights don't bounce off the lenses and hide their eyes. It "
              "looks odd when you do it, but it looks right in the picture."),
        # 14
        slide(PAULINE, OFFICE, "Lunch",
              ["Lunch: 12 noon to 1 pm", "Hedgehogs: after lunch"],
              "Lunchtime. Saoirse, about the Hedgehogs. Thursday morning is Forest School for Reception, and "
              "they've been in the mud since nine o'clock, so their parents are bringing clean jumpers over the "
              "lunch hour. That's why they're last. We learned that the hard way two years ago."),
        # 15
        slide(SAOIRSE, OFFICE, "The boring bit",
              ["Class photo: £14.50", "Individual portrait: £11", "Order online by Friday 23 October"],
              "While we wait, the boring bit. Class photos are twelve pounds. No, sorry, fourteen pounds fifty. "
              "Twelve was last year, before the print lab put its prices up. Parents order online, and there's "
              "a code on the card every child takes home tonight."),
        # 16
        slide(NADIA, OFFICE, "Back from swimming",
              ["Badgers back from the pool: 12:20 pm"],
              "We're back from swimming. The pool was freezing, and the instructor made us do ten lengths. Can I see our "
              "photo? Oh no, I can see the fingers behind my head in the first one. I bet I know who it was. Baz "
              "says that one won't be the one that goes on sale."),
        # 17
        slide(BAZ, HALL, "Hedgehogs",
              ["Hedgehogs (Reception)", "In the photo: 23 pupils", "Clean jumpers: arrived at lunch"],
              "The Hedgehogs, in clean jumpers, with only a little mud behind the ears. They're four and five, "
              "so they won't sit still unless something is funny. So I'm standing behind Saoirse, doing bunny "
              "ears at them. Don't worry, I'm behind the camera, not in the picture."),
        # 18
        slide(SAOIRSE, HALL, "Hedgehogs",
              ["Shots taken: 41", "Keepers: 2"],
              "Forty one shots of the Hedgehogs, and I think two of them have every child looking at the camera "
              "with their eyes open. That's a good day. One little boy cried because he wanted to sit on the end, "
              "so now he's on the end, and he's beaming."),
        # 19
        slide(AMBROSE, HALL, "Thank you",
              ["Next year's photo day: booked"],
              "Thank you, Saoirse, and thank you, Baz, and I'm sorry about the ears in the staff photo. Mrs "
              "Orchard has forgiven me, I think. We'd like you back next year, same time, and perhaps we'll print "
              "the timetable after we've decided on it."),
        # 20
        slide(BAZ, HALL, "Packing up",
              ["Groups photographed: 5", "Benches: folded"],
              "Packing up. Five groups done, benches folded, lights in their bags. And guess what I've just "
              "found in the glove box of the car? All three combs. They've been there since last Tuesday. "
              "Saoirse says I'm not allowed to tell that story on the channel, so don't tell her."),
        # 21
        slide(SAOIRSE, STUDIO_DARK, "Next time",
              ["Sibling photo morning", "Saturday 17 October, the studio",
               "For brothers and sisters at different schools"],
              "That's photo day done. Next time on the channel, it's our sibling photo morning at the studio, for "
              "brothers and sisters who go to different schools and never get a picture together. Expect "
              "arguments about who stands in the middle. Bye for now."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this video showing?",
         "para": ["pellow moor primary thursday - what's happening",
                  "Sum it up for me: what is Saoirse at the school to do all day?"],
         "cands": ["A photographer's school photo day at a primary school",
                   "A sibling photo morning at a portrait studio",
                   "A primary school's swimming lessons",
                   "A Forest School morning for a Reception class"],
         "answer": "A photographer's school photo day at a primary school"},
        {"n": 2, "type": "count", "ev": [3, 7, 10],
         "q": "in the photos, how many times does somebody put fingers up behind someone else's head",
         "para": ["bunny ears prank in the pictures, number of times",
                  "A few shots get spoiled because someone pops two fingers up behind somebody else's head. How "
                  "often does that happen in the pictures?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Who was photographed first?",
         "cands": ["The staff", "The Hedgehogs (Reception)", "The Badgers", "The Owls"],
         "answer": "The staff"},
        {"n": 4, "type": "order", "ev": [1, 3, 7, 10, 12, 17],
         "q": "Which order were the groups actually photographed in?",
         "para": ["real running order of the photos vs the timetable",
                  "The timetable that went home had Reception first and the teachers last. How did the day "
                  "really run?"],
         "cands": None, "answer": "Staff, Badgers, Owls, Foxes, then the Hedgehogs (Reception) after lunch"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why were the badgers done so early",
         "para": ["badgers photo moved up the timetable, reason",
                  "The oldest class was down as fourth but went straight after the teachers. What was behind "
                  "that?"],
         "cands": None, "answer": "Their swimming lesson had been moved to that day, and the coach to the pool "
                                  "left at a quarter to ten"},
        {"n": 6, "type": "why", "ev": [14],
         "q": "What pushed Reception's photo to after lunch?",
         "cands": ["They were muddy from Forest School, and clean jumpers were coming at lunchtime",
                   "Their teacher was off sick in the morning",
                   "They were at the swimming pool all morning",
                   "Their new starters' forms weren't finished"],
         "answer": "They were muddy from Forest School, and clean jumpers were coming at lunchtime"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Why did Mr Tull insist on the staff going first?",
         "cands": None,
         "answer": "Last year it was at eleven, after painting, and half the staff had green handprints on their "
                   "cardigans; he wanted it before the children came in"},
        {"n": 8, "type": "correction", "ev": [5, 6],
         "q": "How many children were in the Badgers' class photo?",
         "para": ["badgers headcount",
                  "The school office gives Saoirse a number for the Badgers and a pupil corrects it. What's the "
                  "right number?"],
         "cands": None, "answer": "30 (not 31: Kit moved to Scotland at half term)"},
        {"n": 9, "type": "correction", "ev": [15],
         "q": "What does a class photo cost this year?",
         "cands": ["£14.50", "£12", "£11", "£9.50"],
         "answer": "£14.50"},
        {"n": 10, "type": "who", "ev": [4, 5],
         "q": "who corrected the headteacher about the number of pupils",
         "cands": None, "answer": "Pauline Hebblethwaite from the school office (109, not 106)"},
        {"n": 11, "type": "who", "ev": [3],
         "q": "Whose fingers were sticking up behind Mrs Orchard in the staff picture?",
         "cands": ["Ambrose Tull's", "Baz Okafor's", "Keziah Marr's", "Pauline Hebblethwaite's"],
         "answer": "Ambrose Tull's"},
        {"n": 12, "type": "needle_screen", "ev": [15],
         "q": "What's the last day parents can put in an order?",
         "cands": ["Friday 23 October", "Thursday 8 October", "Saturday 17 October", "Friday 30 October"],
         "answer": "Friday 23 October"},
        {"n": 13, "type": "needle_screen", "ev": [1],
         "q": "On the printed timetable, what time was the Owls' slot?",
         "cands": ["9:30", "9:00", "10:00", "10:30"],
         "answer": "9:30"},
        {"n": 14, "type": "speech_and_screen", "ev": [9],
         "q": "The class with the girl who'd just lost a tooth: how many children are in its photo?",
         "cands": None, "answer": "27 (the Owls)"},
        {"n": 15, "type": "quantity", "ev": [18],
         "q": "How many shots did Saoirse take of the Hedgehogs?",
         "cands": ["41", "14", "27", "23"],
         "answer": "41"},
        {"n": 16, "type": "quantity", "ev": [5],
         "q": "How many children had started at the school that Monday?",
         "cands": None, "answer": "3"},
        {"n": 17, "type": "spoken_fact", "ev": [3, 12],
         "q": "What does Saoirse get everyone to say when she takes a picture?",
         "cands": ["Cheese toastie", "Sausages", "Happy Thursday", "Pellow Moor"],
         "answer": "Cheese toastie"},
        {"n": 18, "type": "relation", "ev": [8, 9],
         "q": "how does baz know miss marr",
         "cands": None, "answer": "She was his Year 2 teacher: he went to this school"},
        {"n": 19, "type": "right_before_after", "ev": [9, 10],
         "q": "What happened to Florence just before the Owls lined up for their photo?",
         "cands": None, "answer": "Her wobbly tooth came out in the corridor"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "When she introduces the day, what does Saoirse say she can't find?",
         "cands": ["A comb", "Her grey backdrop", "The timetable", "Her assistant"],
         "answer": "A comb"},
        {"n": 21, "type": "end", "ev": [21],
         "q": "What's the next behind-the-scenes video going to be?",
         "cands": ["A sibling photo morning at the studio",
                   "Next year's photo day at Pellow Moor",
                   "A portrait of the Owls' guinea pig",
                   "A Forest School session with the Hedgehogs"],
         "answer": "A sibling photo morning at the studio"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Who was doing the ears behind Nadia in the first Badgers shot?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What time does the sibling photo morning start?",
         "cands": ["9 am", "10 am", "9:30 am", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "who's the badgers' class teacher?",
         "cands": None, "answer": ABSENT},
    ],
}


VIDEOS = [TREEWORK, STOCKTAKE, PHOTODAY]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "treework": [22.0, 24.0, 28.0, 20.5, 26.0, 24.0, 27.0, 21.5, 22.0, 24.0, 21.5, 21.5, 24.0, 22.0, 21.0, 21.5, 22.5, 20.0, 21.0, 20.0, 23.5, 21.5, 21.5],
    "stocktake": [24.0, 23.0, 26.5, 21.0, 23.5, 23.0, 20.5, 22.0, 24.5, 24.5, 21.0, 21.0, 22.5, 20.0, 22.5, 20.5, 21.0, 20.0, 23.0, 21.0, 20.0, 20.5, 23.0],
    "photoday": [23.5, 27.0, 24.0, 23.5, 22.0, 24.0, 26.0, 24.5, 24.0, 23.5, 22.5, 20.5, 24.0, 23.5, 21.5, 24.0, 24.0, 21.0, 20.0, 21.5, 26.0, 21.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
