"""Scripts of the "blind46" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- spring:       a hill hamlet's water supply group's emergency meeting in a farmhouse kitchen, after the
                spring that feeds its eleven houses failed the council's water test, from the kettle on
                the Aga at seven to the vote at quarter past nine (the secretary, the chair, the farmer
                whose land the spring rises on, the council's environmental health officer, a water
                engineer and the shepherd from the top farm, who found the cracked lid)
- rockinghorse: a restorer's how-to: bringing an old dapple grey rocking horse back to life in a
                workshop that was once a cart shed, over four days, from the broken leg on the Tuesday to
                the stand on the Friday (the restorer, the owner, the apprentice, a blacksmith, a
                woodcarver and a saddler)
- twitch:       a village's day as a rare bird from Siberia turns up in a garden hedge and hundreds of
                birdwatchers come to see it, from the headlights in the lane at five in the morning to
                the empty lane at quarter past six (the woman whose hedge it is, the birder who found
                it, the parish council chair, the farmer whose field becomes the car park, the police
                community support officer and the county bird recorder)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ spring (a hamlet's water meeting)
RUTH = ("en-gb-x-gbclan+Annie", "Ruth Pickersgill, secretary")
ARTHUR = ("en-gb-x-rp+gustave", "Arthur Lumley, chair")
BRYN = ("en-gb-x-gbclan+norbert", "Bryn Hardcastle, Low Thornsgill Farm")
JOANNE = ("en-gb-x-rp+steph3", "Joanne Kirk, environmental health")
SUNITA = ("en-gb-x-gbcwmd+steph", "Sunita Rao, water engineer")
HANNAH = ("en-gb-x-gbclan+steph2", "Hannah Pickersgill, Top Thornsgill")

MINUTES = "#f0ece0"
KITCHEN = "#ece4d6"
PASTURE = "#e4eade"
COUNCIL = "#e2e5ea"
TANK_HOUSE = "#dfe8e8"
FELL_NIGHT = "#1a1d22"

SPRING = {
    "name": "spring",
    "footer": "Thornsgill Water Supply Group · emergency meeting · Low Thornsgill Farm",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, FELL_NIGHT, "Don't drink the water",
              ["Thornsgill Water Supply Group", "Emergency meeting, Low Thornsgill Farm kitchen",
               "Wednesday 16 April", "Starts: 7:00 pm"],
              "Wednesday evening in the kitchen at Low Thornsgill Farm. Bryn had the kettle singing on the Aga "
              "before anybody arrived, his sheepdog is asleep under the table, and somebody from nearly every "
              "house in the hamlet is squeezed round it. I'm Ruth Pickersgill, secretary and treasurer, and my "
              "camera is propped on the dresser between the plates."),
        # 1
        slide(RUTH, MINUTES, "The agenda",
              ["1. What the test found", "2. The two quotes: mains or a filter", "3. The vote",
               "4. Fencing off the spring", "5. Bottled water till it's fixed"],
              "Arthur wrote the agenda in the order things happened to him, with the bottled water squeezed in "
              "at the bottom because he'd forgotten it. We never kept to it. Number five went first, because "
              "at ten past seven a council lorry backed into the yard with a pallet of bottled water, and its "
              "driver would not wait."),
        # 2
        slide(ARTHUR, KITCHEN, "In the chair",
              ["Arthur Lumley, chair", "Nearest water main: at the valley road"],
              "Arthur Lumley, chair for twelve years, and a schoolmaster before that. The spring has fed these "
              "houses for longer than anyone can remember, and it has never once run dry. I've always said we "
              "should join the mains. The water main is only about six hundred metres away, down at the valley "
              "road. Nobody ever listens."),
        # 3
        slide(BRYN, PASTURE, "Whose spring",
              ["Bryn Hardcastle, Low Thornsgill Farm", "The spring: Lady Well, in Bryn's bottom pasture"],
              "Bryn Hardcastle. The spring rises in my bottom pasture, and my grandfather built the stone "
              "chamber round it, lid and all. My ewes graze right up to it. From what I've heard, the test "
              "found a couple of bugs, two or three at most. We've drunk that water all our lives, and "
              "nobody's ever ailed a thing."),
        # 4
        slide(JOANNE, COUNCIL, "The council",
              ["Joanne Kirk, environmental health, district council",
               "Boil water notice in force since: Friday 11 April"],
              "Joanne Kirk, environmental health at the district council. Until I say otherwise, you boil "
              "every drop you drink, and that means the water for cleaning your teeth, washing salad and "
              "making up baby bottles too. Bring it to a rolling boil and let it cool. I know it's a nuisance, "
              "and I know the spring is older than the council."),
        # 5
        slide(SUNITA, TANK_HOUSE, "The engineer",
              ["Sunita Rao, water engineer", "Looked at: the spring, the chamber, the pipe and the tank"],
              "Sunita Rao, water engineer. On Monday I went over the spring, the chamber, the pipe and the "
              "tank at the top of the lane. I've brought two quotes, one for the mains and one for a filter. "
              "Yesterday I walked the route for the mains myself, all the way down, pushing a measuring wheel, "
              "in the rain."),
        # 6
        slide(RUTH, MINUTES, "Eleven houses",
              ["Houses on the spring: 11", "Votes: one per house"],
              "The rule is one vote per house, and every house has to vote, or it doesn't count. Ten of us are "
              "here. The eleventh is Top Thornsgill, and that's Hannah. Hannah's my sister-in-law: she married "
              "my brother Tom, and she's a far better shepherd than he'll ever be. It's lambing, so she's up "
              "at the shed on the fell till nine."),
        # 7
        slide(RUTH, KITCHEN, "The water first",
              ["Number 5 on the agenda", "Council lorry in the yard: 7:10 pm", "Bottled water: 40 packs of 6"],
              "So first, number five, the bottled water. The driver had another hamlet to do before dark, so "
              "the whole meeting went out and unloaded him into Bryn's porch. Old Mrs Capstick at the end "
              "house needed hers tonight. Meanwhile Arthur filled the kettle from one of the new bottles and "
              "set it on the Aga."),
        # 8
        slide(JOANNE, COUNCIL, "The result second",
              ["Number 1 on the agenda", "Sample taken: Tuesday 8 April, Ruth's kitchen tap"],
              "Second, number one, what the test found. I took a sample from Ruth's kitchen tap, a routine "
              "one, the kind we take from every private supply in the district. It went to the county lab in a "
              "cool box that same afternoon. What came back is the reason there's a pallet of water in Bryn's "
              "porch."),
        # 9
        slide(JOANNE, COUNCIL, "Thirty six",
              ["E. coli in the sample: 36 per 100 ml", "Allowed in drinking water: 0"],
              "Two or three, Bryn? Thirty six, in every hundred millilitres. I have the lab sheet here in my "
              "hand. That's the sort of count you get when animal muck has found its way into a supply. The "
              "legal limit is none at all. Nought. You've drunk it all your lives because you've been lucky."),
        # 10
        slide(RUTH, KITCHEN, "The tin mug",
              ["Result read out: 7:34 pm"],
              "As soon as Joanne had put the lab sheet down, Bryn got up without a word, took the old tin mug "
              "off its hook by the back door, the one the whole hamlet has drunk spring water from at "
              "haymaking since his grandfather's day, and shut it away in the dresser drawer. Then he sat back "
              "down, and nobody said anything for a while."),
        # 11
        slide(SUNITA, PASTURE, "The fence third",
              ["Number 4 on the agenda", "Fence: round the spring, 10 m out"],
              "Third, number four, fencing off the spring, and it had to come before my quotes, because one of "
              "them depends on it. A filter only copes with clear water. While sheep trample right up to the "
              "chamber, the water runs cloudy after every downpour, and then no filter will do, and it has to "
              "be the mains."),
        # 12
        slide(SUNITA, TANK_HOUSE, "The lid",
              ["Chamber lid: cracked right across", "Fence line drawn on Bryn's map: 8:09 pm"],
              "The lid on the chamber is cracked right across, and after the heavy rain the muck off the "
              "pasture washed straight in. The lamp kills every bug it can see, but bits of silt cast shadows, "
              "and bugs hide in them, so a pre-filter takes the silt out first. People ask how much the spring "
              "gives. I've never measured it."),
        # 13
        slide(BRYN, PASTURE, "Twins",
              ["Fence round the spring agreed: 8:17 pm", "Posts: from Bryn's own wood"],
              "I said they could have that corner of my pasture, and posts from my own wood. The very moment "
              "we agreed the fence, my phone buzzed on the table. A photo from Hannah, up at the lambing shed: "
              "a ewe with twins, both on their feet and sucking. The whole kitchen cheered, which is more than "
              "the water has had all week."),
        # 14
        slide(JOANNE, COUNCIL, "What the council needs",
              ["To lift the notice: 2 clean samples, a week apart",
               "Before that: the fence, a new lid, and a filter or the mains"],
              "While Bryn passed his phone round, Sunita slid the kettle back onto the hotplate for another "
              "pot of tea. For the record, here's what the council needs: the spring fenced, a new lid on the "
              "chamber, and either a filter or the mains. Then two clean samples, a week apart, and I'll take "
              "the notice off myself."),
        # 15
        slide(SUNITA, TANK_HOUSE, "The quotes fourth",
              ["Number 2 on the agenda", "From the tank to the water main: 1,150 m",
               "Mains, new pipe all the way: £27,500"],
              "Fourth, number two, the quotes, and the mains first. Six hundred metres, Arthur? Eleven hundred "
              "and fifty. It's further than it looks, because the pipe can't go straight down through Bryn's "
              "wood: it has to follow the lane. Laying that much pipe comes to twenty seven thousand five "
              "hundred pounds."),
        # 16
        slide(SUNITA, TANK_HOUSE, "The filter",
              ["Ultraviolet filter and pre-filter, fitted: £2,900", "New cast lid for the chamber: £400"],
              "Then the filter: an ultraviolet lamp and a pre-filter, fitted in the tank house, two thousand "
              "four hundred pounds. No, sorry, two thousand nine hundred: I was reading last year's price "
              "list. The lamp has to be changed once a year. A new cast lid for the chamber is four hundred "
              "more, whichever way you vote."),
        # 17
        slide(RUTH, MINUTES, "The sums",
              ["Mains: £27,500, or £2,500 a house", "Filter and lid: £3,300, or £300 a house"],
              "The mains, shared between eleven houses, comes to two thousand five hundred pounds each. The "
              "filter and the lid come to three hundred pounds a house. When the kettle started whistling, "
              "Arthur lifted it off the hotplate, stood it on the side and forgot all about it. It was stone "
              "cold by the vote."),
        # 18
        slide(RUTH, MINUTES, "The vote last",
              ["Number 3 on the agenda", "Hannah in from the lambing shed: 9:05 pm"],
              "Last, number three, the vote, which had to wait for Hannah, because every house votes and hers "
              "is the eleventh. Arthur wanted it done on the dot of eight, but a vote without Top Thornsgill "
              "wouldn't count, and she was lambing up the fell till nine. She came in at five past, with straw "
              "in her hair and mud to her knees."),
        # 19
        slide(HANNAH, PASTURE, "Top Thornsgill",
              ["Hannah Pickersgill, Top Thornsgill", "Found the lid cracked: Sunday 6 April"],
              "Hannah Pickersgill, and sorry I'm late. I'm the one who found the lid cracked, gathering on a "
              "Sunday morning, with a crack right across it and the water in the chamber the colour of tea. I "
              "rang Joanne on the Monday, and that's how the sample got taken. Up at the shed there's a kettle "
              "on a gas ring that's been on since five."),
        # 20
        slide(BRYN, KITCHEN, "Hands up",
              ["Vote: filter 8, mains 3", "Result: 9:14 pm"],
              "When Hannah came in, blue with cold, I put the kettle on for her before she'd even got her coat "
              "off. Then we voted, hands up round the table, one for each house. The filter won, eight to "
              "three. Arthur voted for the mains, like he said he would, then shook everybody's hand."),
        # 21
        slide(RUTH, MINUTES, "Closing",
              ["Meeting closed: 9:22 pm", "Next meeting: Wednesday 14 May"],
              "We closed just after twenty past nine. I went round the table with the cash tin, collecting the "
              "first of the three hundred pounds, and Hannah went back up the fell to her ewes. Bryn took a "
              "torch and walked down to the spring on his own, to have a look at it, he said. I think he was "
              "going to say sorry to it."),
        # 22
        slide(RUTH, FELL_NIGHT, "Next on the channel",
              ["The fencing day", "Posts round Lady Well, a new lid on the chamber", "From Saturday 26 April"],
              "Next time: the fencing day. The whole hamlet out in Bryn's bottom pasture, knocking his posts "
              "in round the spring, and the new cast lid lowered onto his grandfather's chamber. Sunita's "
              "bringing the filter, Arthur's bringing his opinions, and Bryn says the first cup from the clean "
              "tap is his."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's going on in this farmhouse kitchen video?",
         "para": ["hamlet water meeting - what's it all about",
                  "A pallet of bottled water, a cracked lid and an 8-3 show of hands: so what sort of gathering "
                  "are we watching?"],
         "cands": ["An emergency meeting of a hill hamlet's water supply group in a farmhouse kitchen, after its "
                   "spring failed the council's water test",
                   "The fencing day: posts knocked in round the spring and a new lid lowered onto the chamber",
                   "A water company's public consultation about a new reservoir",
                   "A lambing night in a shed on a hill farm"],
         "answer": "An emergency meeting of a hill hamlet's water supply group in a farmhouse kitchen, after its "
                   "spring failed the council's water test"},
        {"n": 2, "type": "count", "ev": [7, 14, 20],
         "q": "Count for me the times the kettle gets put on in Bryn's kitchen.",
         "para": ["kettle set to boil during the meeting - how many goes",
                  "Ignore the kettle that was already singing when people turned up, the one Arthur took off the "
                  "heat and Hannah's gas ring up at the shed. How often was it set on to boil?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "which agenda point did they actually start on",
         "cands": ["Bottled water till it's fixed", "What the test found", "The vote", "Fencing off the spring"],
         "answer": "Bottled water till it's fixed"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 11, 15, 18],
         "q": "Agenda order was 1 result, 2 quotes, 3 vote, 4 fence, 5 bottled water. Running order on the night?",
         "cands": None,
         "answer": "Bottled water first, then the test result, the fence, the quotes, and the vote last "
                   "(5, 1, 4, 2, 3)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "bottled water was bottom of the agenda but got done first. what happened",
         "cands": None,
         "answer": "A council lorry with a pallet of bottled water backed into the yard at ten past seven and the "
                   "driver wouldn't wait (he had another hamlet to do), so everyone went out to unload it"},
        {"n": 6, "type": "why", "ev": [6, 18],
         "q": "The vote was held off until the end of the evening. Reason?",
         "cands": ["Every house must vote or it doesn't count, and Hannah, the eleventh house, was lambing up the "
                   "fell till nine",
                   "Arthur wanted everyone to sleep on the quotes first",
                   "Joanne said the council had to see the quotes before any vote",
                   "The lorry driver had to be gone before the kitchen could be used"],
         "answer": "Every house must vote or it doesn't count, and Hannah, the eleventh house, was lambing up the "
                   "fell till nine"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "How come the fence got decided before anyone looked at Sunita's quotes?",
         "para": ["fence decided ahead of the prices - what's the logic",
                  "Sunita said one of her two quotes hung on something else being agreed first. Which thing, "
                  "and what difference did it make?"],
         "cands": None,
         "answer": "A filter only copes with clear water; with sheep trampling up to the chamber the water runs "
                   "cloudy after rain and no filter would do, so without a fence it would have to be the mains"},
        {"n": 8, "type": "correction", "ev": [2, 5, 15],
         "q": "arthur's 600 metres to the water main - real distance?",
         "cands": None,
         "answer": "1,150 m (eleven hundred and fifty metres): Sunita pushed a measuring wheel the whole way, and "
                   "the pipe has to follow the lane"},
        {"n": 9, "type": "correction", "ev": [3, 9],
         "q": "Per hundred millilitres, what E. coli count did the sample actually show?",
         "cands": ["36", "3", "63", "0"],
         "answer": "36"},
        {"n": 10, "type": "correction", "ev": [16],
         "q": "What's the filter going to cost once Sunita fixes her figure?",
         "para": ["ultraviolet filter price after she corrected herself",
                  "Sunita gives one filter price, then swaps it for another. Which is right, and what threw her "
                  "the first time?"],
         "cands": None,
         "answer": "£2,900 (two thousand nine hundred pounds): she'd been reading last year's price list"},
        {"n": 11, "type": "who", "ev": [3, 9],
         "q": "Bryn figured two or three bugs at most. Which person put him straight?",
         "cands": None,
         "answer": "Joanne Kirk, the council's environmental health officer: 36 per 100 ml, off the lab sheet"},
        {"n": 12, "type": "who", "ev": [19],
         "q": "who noticed the chamber lid was cracked",
         "cands": ["Hannah Pickersgill", "Bryn Hardcastle", "Sunita Rao", "Joanne Kirk"],
         "answer": "Hannah Pickersgill"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "Boil water notice - in force since which day?",
         "cands": ["Friday 11 April", "Tuesday 8 April", "Sunday 6 April", "Wednesday 16 April"],
         "answer": "Friday 11 April"},
        {"n": 14, "type": "needle_screen", "ev": [3],
         "q": "Does the spring have a name? If so, what?",
         "cands": ["Lady Well", "Hagg Well", "Thornsgill Spring", "Cold Keld"],
         "answer": "Lady Well"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "Hannah's photo of the twins landed on Bryn's phone at what time?",
         "cands": None,
         "answer": "8:17 pm, the moment the fence round the spring was agreed"},
        {"n": 16, "type": "quantity", "ev": [15],
         "q": "Sunita's price for bringing the mains up to the hamlet?",
         "cands": ["£27,500", "£25,700", "£2,500", "£3,300"],
         "answer": "£27,500"},
        {"n": 17, "type": "quantity", "ev": [17, 20],
         "q": "So what does each house end up paying?",
         "para": ["cost per household, filter plus lid",
                  "With the filter winning the show of hands, how much is every one of the eleven houses down?"],
         "cands": None, "answer": "£300 (three hundred pounds) a house"},
        {"n": 18, "type": "spoken_fact", "ev": [12],
         "q": "According to the engineer, why put a pre-filter ahead of the lamp?",
         "cands": ["The lamp only kills the bugs it can see, and bits of silt cast shadows the bugs hide in, so "
                   "the silt has to come out first",
                   "Cold spring water stops the lamp from lighting",
                   "Without one the lamp burns out within a week",
                   "The council won't allow a lamp on its own"],
         "answer": "The lamp only kills the bugs it can see, and bits of silt cast shadows the bugs hide in, so "
                   "the silt has to come out first"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "Ruth and Hannah: family?",
         "cands": None,
         "answer": "Yes, sisters-in-law: Hannah married Ruth's brother Tom"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "Lab result just read out. Bryn's next move?",
         "cands": None,
         "answer": "Got up without a word, took the old tin mug the hamlet drank spring water from at haymaking "
                   "off its hook by the back door, and shut it away in the dresser drawer"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the video open?",
         "cands": ["Wednesday evening in the farmhouse kitchen at Low Thornsgill: the kettle singing on the Aga, a "
                   "sheepdog asleep under the table and the hamlet squeezed round it",
                   "A council lorry backing into the yard with bottled water",
                   "Hannah in the lambing shed with a ewe and twins",
                   "Sunita pushing a measuring wheel down the lane in the rain"],
         "answer": "Wednesday evening in the farmhouse kitchen at Low Thornsgill: the kettle singing on the Aga, a "
                   "sheepdog asleep under the table and the hamlet squeezed round it"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "ruth's plug for the next episode is about what",
         "cands": ["The fencing day: posts knocked in round the spring and a new lid lowered onto the chamber",
                   "The first clean sample being taken from Ruth's tap",
                   "Digging the trench for the mains down to the valley road",
                   "Hannah's lambing open day at Top Thornsgill"],
         "answer": "The fencing day: posts knocked in round the spring and a new lid lowered onto the chamber"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Bryn's grandfather, the one who built the chamber - name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How many litres an hour does the spring give?",
         "cands": ["900", "2,400", "450", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ rockinghorse (a restorer's how-to)
INGRID = ("en-gb-x-rp+Annie", "Ingrid Solberg, rocking horse restorer")
PEGGY = ("en-gb-x-gbcwmd+linda", "Peggy Latham, the owner")
KIT = ("en-gb-x-rp+travis", "Kit Adeyemi, apprentice")
ALF = ("en-gb-x-gbcwmd+benjamin", "Alf Brennan, blacksmith")
JOAN = ("en-gb-scotland+steph3", "Joan Pryce, saddler")
NOOR = ("en-us+steph", "Noor Haddad, woodcarver")

LIST_CARD = "#f2efe4"
BENCH = "#ebe4d8"
PAINT = "#e6e8ec"
FORGE = "#e8e0dc"
LEATHER = "#efe6da"
SHED_DARK = "#211c18"

ROCKINGHORSE = {
    "name": "rockinghorse",
    "footer": "Skelbrigg · how to restore a rocking horse · from the old cart shed",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(INGRID, SHED_DARK, "How to restore a rocking horse",
              ["Ingrid Solberg, rocking horse restorer", "The old cart shed, Skelbrigg",
               "Tuesday 21 to Friday 24 October"],
              "Half past eight on a Tuesday, rain drumming on the roof of my workshop. On the bench lies a "
              "dapple grey rocking horse with his mane eaten by moths, a front leg snapped off at the knee and "
              "his saddle hanging by one nail. I'm Ingrid Solberg, my camera's on the shelf above the bench, "
              "and this is how you bring one back."),
        # 1
        slide(INGRID, LIST_CARD, "Peggy's list",
              ["1. New saddle and bridle", "2. Mend the stand", "3. Fix the broken leg", "4. New mane and tail",
               "5. Repaint him, dapple grey"],
              "Peggy wrote the list in the order things went wrong as she brought him down from her loft: the "
              "saddle came off in her hand, the stand squealed, the leg snapped on the bottom step, and then "
              "she saw the moths and the paint. We didn't keep to it. Number three came first, the leg, "
              "because you never paint a horse that isn't sound."),
        # 2
        slide(PEGGY, LEATHER, "The owner",
              ["Peggy Latham, the owner", "Granddaughter's birthday: Saturday 8 November"],
              "Peggy Latham. My dad bought him when I was a little girl, so he must be about sixty years old. "
              "He's for my granddaughter's birthday, and she's been told nothing. He had a name once, and I "
              "can't for the life of me remember it. My son-in-law cracked his head on that beam last week, "
              "carrying him in."),
        # 3
        slide(KIT, BENCH, "The apprentice",
              ["Kit Adeyemi, apprentice, second year", "The stand: off to Alf's forge"],
              "Kit Adeyemi, Ingrid's apprentice. Alf the blacksmith is my godfather: he held me at my "
              "christening, and he's been handing me hammers ever since. He's taken the stand to his forge to "
              "cure the squeal. I helped him lift it into his van this morning, and it's about twenty kilos, "
              "I'd say. Everybody says mind the beam."),
        # 4
        slide(NOOR, BENCH, "The woodcarver",
              ["Noor Haddad, woodcarver", "The leg: snapped at the knee joint"],
              "Noor Haddad. I carve, and I mend what other people's grandchildren break. The leg snapped at "
              "the knee, where it's jointed into the body, and the break is clean, so there's no need to carve "
              "a new one. The old glue was animal glue, and after all these years it has gone dry and brittle, "
              "like burnt sugar."),
        # 5
        slide(ALF, FORGE, "The blacksmith",
              ["Alf Brennan, blacksmith", "The stand: to the forge for new bushes"],
              "Alf Brennan, blacksmith. The stand is oak, with iron swing irons that let him rock, and each "
              "iron turns in a little bearing. After all those years of children, the bearings have worn oval, "
              "and that's your squeal. I'll make new bronze bushes at the forge. The stand comes back on "
              "Friday, and not a day before."),
        # 6
        slide(JOAN, LEATHER, "The saddler",
              ["Joan Pryce, saddler", "Saddle and bridle: new leather, copied from the old"],
              "Joan Pryce, saddler. I'll make the new saddle and bridle in real leather, copying the old ones "
              "down to the stitching, and fix them on with brass nails, the way the maker did. The old saddle "
              "is cracked right through, but I'll keep it to take the pattern from. Never throw anything away "
              "off an old horse. It's all a pattern for something."),
        # 7
        slide(INGRID, BENCH, "The leg first",
              ["Number 3 on the list", "Knee joint apart: Tuesday 9:15 am"],
              "First, number three, the leg. Warm the old joint with a damp cloth and a hot iron till the glue "
              "softens, ease it apart, and clean both halves back to bare wood. Paint over a joint that moves "
              "cracks along it within a month. Then Noor came in under the beam with a box of chisels, and it "
              "caught her right across the top of the head."),
        # 8
        slide(NOOR, BENCH, "Ninety four",
              ["Pencilled inside the knee joint: 1931", "His age: 94 years"],
              "About sixty, Peggy? Ninety four. When the joint came apart there was a date pencilled inside "
              "it, in the maker's own hand: the year he was made. So he was already an old horse when your dad "
              "bought him, second-hand, and some other child rode him first. It means he's been loved twice "
              "over."),
        # 9
        slide(NOOR, BENCH, "Hot glue",
              ["Leg glued and clamped: Tuesday 11:40 am"],
              "Hot hide glue, brushed on warm, then the leg clamped and left overnight. While I was clamping, "
              "Kit shook the body, and out of the hole fell a threepenny bit, some child's pocket money, "
              "posted through the slot in his back years ago. Then Kit straightened up under the beam and "
              "clonked himself."),
        # 10
        slide(KIT, BENCH, "Thirty one",
              ["Pieces of pine he's built from: 31"],
              "People think a rocking horse is carved from one log. He's not. He's glued up from blocks of "
              "pine, twenty six of them. No, thirty one: I forgot the four legs and the head. The grain runs "
              "different ways from block to block, so he doesn't split when the weather changes."),
        # 11
        slide(INGRID, PAINT, "The paint second",
              ["Number 5 on the list", "First coat of gesso: Wednesday 9:00 am"],
              "Second, number five, the paint, before the mane and tail, because those are glued into his neck "
              "and rump, and paint gets everywhere. Kit pulled the old mane out, and as soon as it was out, "
              "Peggy gathered every moth-eaten hair off the bench into an envelope and put it in her handbag. "
              "Then four coats of gesso."),
        # 12
        slide(INGRID, PAINT, "Dapples",
              ["Dapples on him: 64", "Top coats: white first, then the grey"],
              "Dapples are the fun part. Paint him white all over and let it dry, then take a ball of "
              "scrunched-up net curtain, dip it in the grey, and dab and twist, leaving a white circle in the "
              "middle of every dapple. Sixty four of them, each a bit different, like a real horse. "
              "Everybody's first dapple looks like a fried egg."),
        # 13
        slide(PEGGY, PAINT, "Grey again",
              ["Paint hard enough to handle: Thursday 9:00 am"],
              "When I came back on Thursday morning and saw him grey again, I had to sit down on Ingrid's "
              "stool. Then I stood up too fast to look at his dapples and banged my head on that blessed beam. "
              "Ingrid just ducks under it, every time. She says she hasn't hit it once in twenty years."),
        # 14
        slide(KIT, LEATHER, "The mane and tail third",
              ["Number 4 on the list", "Real horsehair, mane and tail: £96"],
              "Third, number four, the mane and tail, in real horsehair, ninety six pounds' worth. The mane "
              "goes into a slot along his neck, and the tail into a hole. Both come before the saddle and "
              "bridle, because the bridle sits over his forelock and a strap runs under the tail. Joan came in "
              "to measure and banged her head."),
        # 15
        slide(JOAN, LEATHER, "The saddle and bridle fourth",
              ["Number 1 on the list", "Brass nails in the saddle: 48"],
              "Fourth, number one, the saddle and bridle, though they top Peggy's list. Cut the leather to the "
              "old pattern, stitch it, stain the edges, nail the saddle on with forty eight brass nails, and "
              "buckle the bridle over his forelock. Kit, who ought to know that beam by now, stood up from the "
              "tail and hit it again. We all heard it."),
        # 16
        slide(ALF, FORGE, "Thirty eight",
              ["Stand back from the forge: Friday 2:30 pm", "Stand, with its swing irons: 38 kg",
               "Stamped under the cross-bar: J. Ackroyd & Sons"],
              "Twenty kilos, Kit? Thirty eight. I weighed it on the forge scales with the new bushes in, and "
              "you only had the light end. Lifting it out of my van, I caught my head on the tailgate, Then I "
              "cleaned the grime off the cross-bar, and there was the maker's name, stamped into the oak."),
        # 17
        slide(INGRID, FORGE, "The stand last",
              ["Number 2 on the list", "Horse bolted onto the stand: Friday 3:31 pm"],
              "Last, number two, the stand. It was at Alf's forge till Friday anyway, but it would have come "
              "last regardless: a horse on his stand rocks, and you can't carve, paint or nail anything on a "
              "horse that moves under you. Bolt the hoof rails to the swing irons, tighten everything, and "
              "only then, give him a push."),
        # 18
        slide(PEGGY, LEATHER, "He rocks",
              ["First rock on the mended stand: Friday 3:47 pm"],
              "The very moment he rocked again, smooth as anything and without a single squeak, I started "
              "singing the song my dad used to sing when I rode him. I didn't know I still had the words. Kit "
              "joined in, and so did Alf, who never sings. Dad never would tell Mum what he paid for him."),
        # 19
        slide(KIT, BENCH, "Done",
              ["Finished: Friday 4:20 pm"],
              "By twenty past four he was done. Peggy walked round him three times and touched every dapple "
              "she could reach. Ingrid signed and dated the inside of his saddle flap, under Joan's stitching, "
              "so whoever mends him next will know we were here, the way the maker left his date for us. Then "
              "she made us all sweep up."),
        # 20
        slide(NOOR, BENCH, "One rule",
              ["Glue for an old horse: hot hide glue, never modern glue"],
              "One rule for anybody mending an old horse: use hide glue, never the modern stuff. Hide glue "
              "comes apart again with heat and water, so the next person to mend him can take him to bits "
              "without breaking anything. Modern glue is for ever, and for ever is a long time for a horse. "
              "He's done ninety four years already."),
        # 21
        slide(INGRID, SHED_DARK, "Going home",
              ["Collected: Friday 5:00 pm", "Horses on the waiting list: 7"],
              "At five, Peggy's son-in-law came for him with a blanket, and this time he ducked. We wrapped "
              "the horse up like a baby and carried him out to the car. Kit swept the shavings, Alf went back "
              "to his forge, and I sat on my stool in the quiet with a cup of tea. There are seven more horses "
              "on my waiting list."),
        # 22
        slide(INGRID, SHED_DARK, "Next on the channel",
              ["Kit's first horse's head", "Carved from a block of lime", "From Tuesday 4 November"],
              "Next time: Kit carves his very first horse's head, from a block of lime, with Noor looking over "
              "his shoulder and me trying not to. Eyes, nostrils, ears and the curve of the neck, all from one "
              "block. Alf has promised him a set of chisels if it looks like a horse, and a lecture if it "
              "doesn't."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the one-line version of this workshop video.",
         "para": ["rocking horse restoration video - what does it cover",
                  "Sixty-four dapples, a threepenny bit and a beam that everybody hits: what is this film "
                  "teaching?"],
         "cands": ["A how-to: restoring an old dapple grey rocking horse in a workshop: the leg, the paint, the "
                   "mane and tail, the saddle and bridle, and the stand",
                   "Kit carving his first horse's head from a block of lime",
                   "Building a new rocking horse from a flat-pack kit",
                   "A blacksmith making bronze bushes at his forge"],
         "answer": "A how-to: restoring an old dapple grey rocking horse in a workshop: the leg, the paint, the "
                   "mane and tail, the saddle and bridle, and the stand"},
        {"n": 2, "type": "count", "ev": [7, 9, 13, 14, 15],
         "q": "Tally of heads banged on the workshop beam?",
         "para": ["heads v. the oak beam, Tuesday to Friday - how many hits",
                  "Not counting the son-in-law last week, Alf's knock on his van's tailgate or Ingrid, who always "
                  "ducks: over the four days, how often did a head actually meet that beam?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "first job they actually did on the horse?",
         "cands": ["Fixing the broken leg", "New saddle and bridle", "Repainting him dapple grey",
                   "Mending the stand"],
         "answer": "Fixing the broken leg"},
        {"n": 4, "type": "order", "ev": [1, 7, 11, 14, 15, 17],
         "q": "Saddle and bridle were number 1 on Peggy's list. When did they really get done?",
         "cands": None,
         "answer": "Fourth: after the leg, the paint and the mane and tail, and before the stand"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "What's the reason the leg came before everything else?",
         "para": ["broken leg sorted first - why",
                  "ingrid wouldn't touch the paint till the leg was mended. why not"],
         "cands": None,
         "answer": "You never paint a horse that isn't sound: paint over a joint that moves cracks along it within "
                   "a month"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "Why was the stand left till the very end?",
         "cands": ["It was at Alf's forge till Friday, and anyway a horse on its stand rocks, so you can't carve, "
                   "paint or nail anything on it",
                   "Peggy wanted to be there when the horse went back on it",
                   "The paint needed a week to harden before any bolts went in",
                   "Joan had to fit the saddle with the horse off the stand"],
         "answer": "It was at Alf's forge till Friday, and anyway a horse on its stand rocks, so you can't carve, "
                   "paint or nail anything on it"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "mane and tail ahead of the saddle and bridle - how come?",
         "cands": ["The bridle sits over the forelock and a strap runs under the tail, so the hair has to be in "
                   "first",
                   "The horsehair arrived before the leather did",
                   "Joan was away until the Friday",
                   "Glue fumes from the mane would stain new leather"],
         "answer": "The bridle sits over the forelock and a strap runs under the tail, so the hair has to be in "
                   "first"},
        {"n": 8, "type": "correction", "ev": [2, 8],
         "q": "Peggy guesses he's about sixty. What's his true age?",
         "para": ["how old is the rocking horse really",
                  "A date turned up inside the knee joint. Going by that, how many years old is he?"],
         "cands": None,
         "answer": "94 years (ninety four): the date pencilled inside the knee joint is 1931"},
        {"n": 9, "type": "correction", "ev": [10],
         "q": "Kit's final count of the pine blocks the horse is glued up from?",
         "cands": ["31", "26", "35", "13"],
         "answer": "31"},
        {"n": 10, "type": "who", "ev": [3, 16],
         "q": "Kit put the stand at about twenty kilos - who corrected him?",
         "para": ["who knew what the stand really weighs",
                  "Somebody weighed the stand with its new bushes in and set Kit straight. Who was that?"],
         "cands": None,
         "answer": "Alf Brennan, the blacksmith: 38 kg on the forge scales"},
        {"n": 11, "type": "who", "ev": [9],
         "q": "Who turned up the old threepenny bit?",
         "cands": ["Kit Adeyemi", "Noor Haddad", "Ingrid Solberg", "Peggy Latham"],
         "answer": "Kit Adeyemi"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "When's the granddaughter's birthday?",
         "cands": ["Saturday 8 November", "Tuesday 4 November", "Friday 24 October", "Saturday 18 October"],
         "answer": "Saturday 8 November"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "Which firm made the horse, according to the stamp on his stand?",
         "cands": None, "answer": "J. Ackroyd & Sons"},
        {"n": 14, "type": "speech_and_screen", "ev": [18],
         "q": "peggy bursts into song at what time",
         "cands": None,
         "answer": "3:47 pm on the Friday, the moment he first rocked again on his mended stand"},
        {"n": 15, "type": "quantity", "ev": [14],
         "q": "The new horsehair set them back how much?",
         "cands": ["£96", "£69", "£142", "£48"],
         "answer": "£96"},
        {"n": 16, "type": "quantity", "ev": [12],
         "q": "Number of dapples on the finished horse?",
         "cands": None, "answer": "64 (sixty four)"},
        {"n": 17, "type": "spoken_fact", "ev": [12],
         "q": "Ingrid's dapples go on with what?",
         "cands": ["A ball of scrunched-up net curtain dipped in grey, dabbed and twisted to leave a white middle",
                   "A round stencil and a can of spray paint",
                   "The end of a wine cork dipped in the grey",
                   "A kitchen sponge cut into circles"],
         "answer": "A ball of scrunched-up net curtain dipped in grey, dabbed and twisted to leave a white middle"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "Kit and Alf, what's the connection between them?",
         "cands": None,
         "answer": "Alf is Kit's godfather: he held him at his christening"},
        {"n": 19, "type": "right_before_after", "ev": [11],
         "q": "The old mane's only just come out. What does Peggy do?",
         "cands": None,
         "answer": "Gathered every moth-eaten hair off the bench into an envelope and put it in her handbag"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "What's lying on the bench when things kick off?",
         "cands": ["A dapple grey rocking horse with a moth-eaten mane, a front leg snapped at the knee and the "
                   "saddle hanging by one nail",
                   "A block of lime waiting to be carved into a head",
                   "The oak stand with its swing irons, back from the forge",
                   "Peggy's list, written on a card"],
         "answer": "A dapple grey rocking horse with a moth-eaten mane, a front leg snapped at the knee and the "
                   "saddle hanging by one nail"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Final teaser: which project is up next?",
         "cands": ["Kit carving his very first horse's head from a block of lime",
                   "Giving the horse to Peggy's granddaughter on her birthday",
                   "Restoring a Victorian dolls' house",
                   "Alf forging a brand-new stand from scratch"],
         "answer": "Kit carving his very first horse's head from a block of lime"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's Peggy's granddaughter called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Price Peggy's dad paid for the horse?",
         "cands": ["£5", "£12", "£3", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "back when peggy rode him as a girl, what was the horse's name",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ twitch (a village's rare bird day)
BEA = ("en-gb-x-rp+linda", "Bea Hollis, it's her hedge")
OWEN = ("en-gb-x-gbclan+paul", "Owen Pryor, found the bird")
GILLIAN = ("en-gb-x-gbclan+shelby", "Gillian Hart, parish council chair")
FRANK = ("en-gb-x-gbclan+rob", "Frank Stainthorpe, farmer")
DEAN = ("en-gb-x-gbcwmd+Mike", "PCSO Dean Abbott")
LYDIA = ("en-gb-x-rp+anika", "Lydia Greaves, county bird recorder")

NOTICE = "#f1eee3"
GARDEN_HEDGE = "#e5ebdf"
LANE = "#e9e4da"
HALL = "#ede5dd"
RECORDER = "#e2e6ec"
DAWN_DARK = "#171c24"

TWITCH = {
    "name": "twitch",
    "footer": "Hobthorpe · the day of the rubythroat · from Bea's back door",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(BEA, DAWN_DARK, "The bird in Bea's hedge",
              ["Hobthorpe", "Saturday 25 October", "Sunrise: 7:38 am"],
              "Five on a Saturday morning, pitch dark, and there are headlights crawling down Chapel Lane, and "
              "telescopes already going up on the verge. I'm Bea Hollis. Somewhere in the hawthorn hedge at "
              "the bottom of my garden there's a bird that has flown here all the way from Siberia by mistake, "
              "and my camera's on the coal bunker by my back door."),
        # 1
        slide(BEA, NOTICE, "Gillian's plan",
              ["1. Open Frank's field as a car park", "2. A rope line along Bea's hedge",
               "3. Tea and bacon rolls in the hall", "4. Signs on the main road", "5. A bucket for the church roof"],
              "Gillian wrote the plan at midnight, in the order the phone calls came in. We never kept to it. "
              "Number four went first, the signs, because the birders had been arriving in the dark since "
              "four, driving round and round the lanes, lost, and waking up every dog and every house in "
              "Hobthorpe."),
        # 2
        slide(OWEN, GARDEN_HEDGE, "The finder",
              ["Owen Pryor, found the bird", "Found: Friday 24 October, 5:10 pm", "Species: Siberian rubythroat"],
              "Owen Pryor. I was walking my dog along the dyke at dusk yesterday, and a flash of red in Bea's "
              "hedge stopped me dead. A Siberian rubythroat. I was so busy staring that I walked straight into "
              "the dyke myself, up to my knees. I put the news out from the pub, which is why you've all got "
              "company."),
        # 3
        slide(LYDIA, RECORDER, "The county recorder",
              ["Lydia Greaves, county bird recorder", "Confirmed: Saturday 7:52 am",
               "Record: the first ever in the county"],
              "Lydia Greaves, county bird recorder. I keep the county's list, and nothing goes on it until "
              "I've seen the evidence. Owen's photos in last night's gloom were dreadful, but at first light "
              "it hopped out onto a twig in front of forty telescopes, and there was no doubt at all. It's the "
              "first ever for the county. Owen hasn't stopped grinning."),
        # 4
        slide(GILLIAN, HALL, "The parish council",
              ["Gillian Hart, parish council chair", "Rope: borrowed from Frank's barn"],
              "Gillian Hart, chair of the parish council. My phone started ringing at ten last night and never "
              "stopped: where do we park, can we stand in your garden, is there tea? So I made a plan. We "
              "borrowed the rope from Frank's barn, about fifty metres of it, I should think, which ought to "
              "do the length of Bea's hedge."),
        # 5
        slide(FRANK, LANE, "The farmer",
              ["Frank Stainthorpe, Hobthorpe Grange", "Field for the car park: Long Close"],
              "Frank Stainthorpe, farmer. The field for the car park is mine, and right now it has sixty ewes "
              "in it, so nobody's parking anywhere till they've been moved. Owen's my stepbrother: his mum "
              "married my dad when we were both at school, and he's been dragging me out to look at little "
              "brown birds ever since. This one's got a red throat, at least."),
        # 6
        slide(DEAN, LANE, "The signs first",
              ["PCSO Dean Abbott", "Number 4 on the plan", "Signs up on the main road: 5:45 am"],
              "Police community support officer Dean Abbott. First, number four, the signs. I had them up on "
              "the main road by quarter to six, with a head torch and a lump hammer: birders this way, park "
              "where you're told, not in the gateways. Before that they were turning round in people's drives."),
        # 7
        slide(BEA, GARDEN_HEDGE, "The rope second",
              ["Number 2 on the plan", "Rope line up: 7:40 am"],
              "Second, number two, the rope line. At first light the bird showed, and the crowd surged forward "
              "into my garden, so Dean and Frank strung the rope along the hedge. A man in a camouflage jacket "
              "stepped backwards off the verge and went straight into the dyke, up to his waist. Frank hauled "
              "him out by his hood."),
        # 8
        slide(DEAN, LANE, "Eighty five",
              ["Rope line along the hedge: 85 m"],
              "Fifty metres, Gillian? Eighty five. I tied every knot in it, and I paced it out twice to be "
              "sure, because I knew somebody would ask. Bea's hedge is a lot longer than it looks from the "
              "lane, because it bends round the bottom of her orchard. It's a good job Frank keeps that much "
              "rope in his barn."),
        # 9
        slide(GILLIAN, HALL, "The bucket third",
              ["Number 5 on the plan", "Bucket out by the rope: 8:30 am"],
              "Third, number five, the bucket for the church roof, because the birders were already trying to "
              "push five-pound notes through Bea's letterbox. The vicar brought the bucket down at half past "
              "eight. Ten minutes later a lady leaning out for a better look toppled into the dyke, flask and "
              "all."),
        # 10
        slide(LYDIA, RECORDER, "Where is it?",
              ["The bird's favourite spot: the hawthorn by the gatepost"],
              "A tip for anybody at the rope. Never point at a bird with your arm: it sees the movement, and "
              "it's gone. Use the hedge like a clock face instead, and say two o'clock from the gatepost, low "
              "down. This morning a man slipped on the bank and was halfway to the dyke when I grabbed his "
              "telescope strap and hauled him back. Dry as a bone."),
        # 11
        slide(GILLIAN, HALL, "The tea fourth",
              ["Number 3 on the plan", "Hall open for tea: 11:00 am", "First bacon rolls out: 11:20 am"],
              "Fourth, number three, the tea and bacon rolls, and it couldn't be any sooner, because the "
              "flower club had the village hall booked till eleven for their autumn demonstration, and I was "
              "not going to be the one who told them to move. The minute the last chrysanthemum was out of the "
              "door, we had the urn on and the bacon in the pan."),
        # 12
        slide(BEA, GARDEN_HEDGE, "Wedding bells",
              ["Bird out in the open, on top of the hedge: 11:58 am"],
              "The very moment the bird hopped right out onto the top of my hedge, in full sunshine, the "
              "church bells started ringing for a wedding. Four hundred birders and one bride, all at once. "
              "The bird sat there as if it had come for the bells, and then it dropped back into the hawthorn, "
              "and the whole rope line breathed out."),
        # 13
        slide(FRANK, LANE, "The car park last",
              ["Number 1 on the plan", "Ewes moved, Long Close open: 1:10 pm", "Parking: £3 a car"],
              "Last, number one, my field. Sixty ewes had to be walked to the next field, and a lane full of "
              "birders and ewes don't mix, so Dean shut it for ten minutes at one. My collie leapt into the "
              "dyke after a moorhen, on purpose. A lad filming my ewes went in after him. Then it was three "
              "pounds a car."),
        # 14
        slide(OWEN, GARDEN_HEDGE, "Over the plank",
              ["Bacon rolls out to the rope: 1:30 pm"],
              "After the ewes had gone by, Gillian's husband came out of the hall with a tray of bacon rolls "
              "for the rope line, missed the plank over the dyke and went in, tray and all. Not one roll "
              "survived. The birders fished out the ones that floated and ate them anyway. Birders will eat "
              "anything."),
        # 15
        slide(BEA, GARDEN_HEDGE, "The field fills",
              ["Long Close full: 3:00 pm"],
              "By three o'clock Frank's field was packed solid, cars shining in rows like a supermarket car "
              "park. There must have been two hundred of them in there. I took a tray of tea out to the rope "
              "line, and a man from Cornwall told me he'd driven all night, seen the bird for eleven seconds, "
              "and it was the best day of his life."),
        # 16
        slide(FRANK, LANE, "Three hundred and twelve",
              ["Cars parked in Long Close: 312", "Parking money, for the church roof: £936"],
              "Two hundred, Bea? Three hundred and twelve. I took three pounds off every one of them at the "
              "gate, and I counted the coins into my cap, nine hundred and thirty six pounds, and that's going "
              "to the church roof too. It's more than that field has ever made me in a day with sheep on it, "
              "and I'm not telling the sheep."),
        # 17
        slide(GILLIAN, HALL, "Bacon rolls",
              ["Bacon rolls sold: 240"],
              "We sold two hundred bacon rolls. No, two hundred and forty: I was counting trays, and there are "
              "twelve to a tray, not ten. And before anybody asks what the tea stall took, that's the village "
              "hall's business, and the hall committee will read it out at their meeting, not me on camera in "
              "a pinny."),
        # 18
        slide(DEAN, HALL, "The bucket",
              ["In the church roof bucket: £1,268"],
              "At four, the vicar and I carried the bucket up to the hall between us, and it took both of us. "
              "One thousand two hundred and sixty eight pounds, in notes and coins, plus a button, a bus "
              "ticket and a note that said, thank you, Hobthorpe. The vicar says the church roof has never "
              "been so popular."),
        # 19
        slide(LYDIA, RECORDER, "Going to roost",
              ["Last seen today: 5:26 pm, going to roost"],
              "The bird was last seen at dusk, dropping into the hawthorn to roost. Whether it's still here "
              "tomorrow, nobody knows. I've logged it, with Owen's name beside it, and it'll be in the county "
              "report for ever. I never did find out who was getting married, by the way. I only know their "
              "bells were very well timed, and that the bride waved at the birders."),
        # 20
        slide(OWEN, LANE, "Ewes home",
              ["Last car out of Long Close: 5:40 pm"],
              "As soon as the last car had bumped out of his gate, Frank opened the gate into the next field "
              "and whistled, and his sixty ewes came trotting back into their own field as if nothing had "
              "happened. He didn't even look at the bird. He never does. Then he shut the gate and said the "
              "grass would want a week."),
        # 21
        slide(BEA, GARDEN_HEDGE, "Quiet again",
              ["Lane clear: 6:15 pm"],
              "By a quarter past six the lane was empty, my lettuces were flat, and the verge looked as if a "
              "herd of cattle had been through. Gillian and the vicar were counting money in the hall, Dean "
              "took his signs down, and Owen sat on my garden wall in the dark, listening to the hedge. I made "
              "him a cup of tea. He'd earned it."),
        # 22
        slide(BEA, DAWN_DARK, "Next on the channel",
              ["The geese come in", "Pink-footed geese off the marsh at dawn", "From Saturday 15 November"],
              "Next time: the geese. Every November thousands of pink-footed geese fly in over Hobthorpe at "
              "dawn, off the marsh, and Owen counts every one of them with a clicker. Frank grumbles about his "
              "winter wheat, Lydia brings her notebook, and I'm told I'll need my coat, a flask and a very "
              "early alarm."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's this Hobthorpe video about?",
         "para": ["rare bird turns up in a village - what happens",
                  "Wedding bells, a rope line and people toppling into ditches - what's the event here?"],
         "cands": ["A village's day as a rare bird from Siberia turns up in a garden hedge and hundreds of "
                   "birdwatchers come to see it",
                   "Pink-footed geese flying in off the marsh at dawn",
                   "A bird ringing group's dawn session in a reed bed",
                   "A village wedding filmed from the churchyard"],
         "answer": "A village's day as a rare bird from Siberia turns up in a garden hedge and hundreds of "
                   "birdwatchers come to see it"},
        {"n": 2, "type": "count", "ev": [7, 9, 13, 14],
         "q": "How many people ended up in the dyke on the Saturday?",
         "para": ["falls into the ditch along the hedge - total for the day",
                  "Leave out Owen's own dip the evening before, Frank's collie chasing a moorhen and the man Lydia "
                  "caught by his strap. How many folk actually went in the water?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "What got done first off Gillian's plan?",
         "cands": ["Signs on the main road", "Open Frank's field as a car park", "A rope line along Bea's hedge",
                   "A bucket for the church roof"],
         "answer": "Signs on the main road"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 9, 11, 13],
         "q": "Gillian's list goes car park, rope line, tea, signs, bucket. What order did they happen in?",
         "para": ["sequence the parish plan was actually carried out in",
                  "Put Gillian's five jobs in the order they really got done on the Saturday."],
         "cands": None,
         "answer": "Signs on the main road first, then the rope line, the church roof bucket, the tea and bacon "
                   "rolls, and Frank's field as a car park last (4, 2, 5, 3, 1)"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "road signs went up before anything else - why",
         "cands": None,
         "answer": "Birders had been arriving in the dark since four, driving round the lanes lost, turning in "
                   "people's drives and waking the village, so Dean had the signs up by quarter to six"},
        {"n": 6, "type": "why", "ev": [5, 13],
         "q": "What held up opening Frank's field until after one?",
         "cands": ["Sixty ewes were in it and had to be walked down the lane to the next field, with Dean closing "
                   "the lane",
                   "The ground was too wet until the sun had been on it",
                   "The parish council had to vote on it first",
                   "Frank was away at the market all morning"],
         "answer": "Sixty ewes were in it and had to be walked down the lane to the next field, with Dean closing "
                   "the lane"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "Why no tea in the hall until eleven?",
         "para": ["tea stall late opening - reason",
                  "What kept Gillian from getting the urn going in the village hall first thing?"],
         "cands": None,
         "answer": "The flower club had the village hall booked till eleven for its autumn demonstration"},
        {"n": 8, "type": "correction", "ev": [15, 16],
         "q": "Bea figured about two hundred cars in the field. The real total?",
         "cands": None,
         "answer": "312 (three hundred and twelve): Frank took three pounds off each at the gate and counted the "
                   "coins into his cap"},
        {"n": 9, "type": "correction", "ev": [4, 8],
         "q": "In the end, how long was the rope along the hedge?",
         "cands": ["85 m", "50 m", "58 m", "105 m"],
         "answer": "85 m"},
        {"n": 10, "type": "correction", "ev": [17],
         "q": "Gillian first says 200 bacon rolls. What's her corrected number, and what went wrong?",
         "cands": None,
         "answer": "240 (two hundred and forty): she'd been counting trays, and there are twelve to a tray, not "
                   "ten"},
        {"n": 11, "type": "who", "ev": [4, 8],
         "q": "Gillian thought there was around fifty metres of rope. Who told her otherwise?",
         "para": ["who put gillian right on the rope length",
                  "Which person tied every knot, paced the rope line twice and gave the real length?"],
         "cands": None,
         "answer": "PCSO Dean Abbott: 85 m, paced out twice"},
        {"n": 12, "type": "who", "ev": [7],
         "q": "the guy in camo who fell in the dyke - who pulled him out",
         "cands": ["Frank Stainthorpe", "Dean Abbott", "Owen Pryor", "Lydia Greaves"],
         "answer": "Frank Stainthorpe"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "Owen first saw it at what time on the Friday?",
         "cands": ["5:10 pm", "5:26 pm", "4:50 pm", "7:52 am"],
         "answer": "5:10 pm"},
        {"n": 14, "type": "needle_screen", "ev": [5, 13],
         "q": "Which field did the cars go in? Its name, please.",
         "cands": ["Long Close", "Chapel Lane", "Hobthorpe Grange", "Top Pasture"],
         "answer": "Long Close"},
        {"n": 15, "type": "speech_and_screen", "ev": [12],
         "q": "The wedding bells began ringing at what time?",
         "cands": None,
         "answer": "11:58 am, the moment the bird hopped out onto the top of the hedge in the sunshine"},
        {"n": 16, "type": "quantity", "ev": [18],
         "q": "Church roof bucket - how much was in it at the end?",
         "cands": ["£1,268", "£936", "£1,628", "£268"],
         "answer": "£1,268"},
        {"n": 17, "type": "quantity", "ev": [13, 16],
         "q": "parking in frank's field, price per car?",
         "cands": None, "answer": "£3 (three pounds) a car"},
        {"n": 18, "type": "spoken_fact", "ev": [10],
         "q": "Lydia's advice for showing someone where the bird is?",
         "cands": ["Don't point with your arm, because the bird sees it and goes; use the hedge like a clock face, "
                   "say two o'clock from the gatepost",
                   "Shine a torch on the branch it's sitting on",
                   "Whistle its call softly so it shows itself",
                   "Scatter a little seed by the gatepost"],
         "answer": "Don't point with your arm, because the bird sees it and goes; use the hedge like a clock face, "
                   "say two o'clock from the gatepost"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "Frank and Owen are related how?",
         "cands": None,
         "answer": "Stepbrothers: Owen's mum married Frank's dad when they were both at school"},
        {"n": 20, "type": "right_before_after", "ev": [20],
         "q": "Once the final car pulled out of the field, what did Frank do first?",
         "cands": None,
         "answer": "Opened the gate into the next field and whistled his sixty ewes back into their own field"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Describe the opening scene.",
         "cands": ["Five on a Saturday morning, pitch dark, headlights crawling down Chapel Lane and telescopes "
                   "already going up on the verge",
                   "The bird sitting on top of the hedge in the sunshine",
                   "Frank walking his ewes down the lane",
                   "The church bells ringing for a wedding"],
         "answer": "Five on a Saturday morning, pitch dark, headlights crawling down Chapel Lane and telescopes "
                   "already going up on the verge"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's being trailed for the next film?",
         "cands": ["Pink-footed geese flying in off the marsh at dawn in November, with Owen counting them",
                   "The rubythroat coming back next autumn",
                   "The church roof being mended with the bucket money",
                   "A sponsored bird race round the county"],
         "answer": "Pink-footed geese flying in off the marsh at dawn in November, with Owen counting them"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Whose wedding was it at the church?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Takings at the tea stall?",
         "cands": ["£640", "£1,120", "£415", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [SPRING, ROCKINGHORSE, TWITCH]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "spring": [26.5, 23.5, 26.5, 24.5, 25.5, 23.5, 25.5, 26.5, 23.5, 23.5, 24.0, 25.5, 23.5, 25.5, 25.5, 25.0, 27.0, 24.0, 26.5, 22.5, 23.5, 26.5, 24.0],
    "rockinghorse": [25.0, 24.5, 26.0, 24.5, 24.5, 27.0, 25.5, 27.0, 23.0, 25.0, 22.0, 25.5, 27.5, 23.0, 26.5, 24.5, 24.0, 24.0, 23.5, 26.5, 25.5, 26.0, 24.0],
    "twitch": [26.5, 23.5, 25.5, 23.0, 25.5, 25.0, 23.5, 27.5, 24.0, 23.5, 22.5, 26.0, 24.0, 26.0, 25.0, 24.5, 26.5, 24.0, 26.5, 21.5, 24.5, 26.5, 24.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
