"""Scripts of the "blind41" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- timetable: a bus company's public meeting in a village hall about cutting the evening and Sunday
             buses on the village's only route, from the chairs put out at half past six to the
             petition gone to head office (the parish clerk, the bus company's commercial manager,
             the driver of the route, an eighty one year old who rides it every day, a seventeen
             year old who needs it for college, the county council's passenger transport officer)
- patio:     a landscaper's how-to: laying a sandstone patio in a terraced house's back garden over
             three days, from the leaning shed on the Monday to the pointing on the Wednesday (the
             landscaper, her apprentice, the owner of the garden, the retired bricklayer next door,
             the builders' merchant's crane driver, a nine year old)
- lostdog:   a village's search for an old man's border terrier lost on the moor, from the stile in
             the mist at a quarter to six to the dog dug out of a rabbit hole after dark (the woman
             who runs the village page, the dog's owner, his daughter-in-law, the farmer, a drone
             pilot with a thermal camera, the postwoman)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ timetable (a public meeting about the bus)
FIONA = ("en-gb-x-rp+f2", "Fiona Brackett, parish clerk")
GARETH = ("en-gb-x-gbcwmd+m2", "Gareth Lowe, Vale Rider buses")
MO = ("en-029+m3", "Mo Adeyemi, driver of the 42")
JOAN = ("en-gb-scotland+f3", "Joan Pettigrew, passenger")
TASHA = ("en-029+f2", "Tasha Adeyemi, passenger")
PRIYA = ("en+f4", "Priya Nandakumar, county council")

AGENDA = "#f0ede4"
HALL = "#e6e8ee"
STAGE = "#efe4e4"
BUS_STOP = "#e3ebe6"
KITCHEN_HATCH = "#f1eadf"
HALL_DARK = "#1f2433"

TIMETABLE = {
    "name": "timetable",
    "footer": "Haddleton parish council · public meeting · the number 42 bus",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(FIONA, HALL_DARK, "The number 42 meeting",
              ["Public meeting: the number 42 bus", "Haddleton village hall", "Thursday 9 October",
               "Starts: 7:00 pm"],
              "Half past six, and the chairs are out in rows in Haddleton village hall, more than we've "
              "put out since the pantomime. The urn's on, the heating isn't, and the forty two is "
              "parked outside with its engine running, because Mo's on his break. I'm Fiona Brackett, "
              "clerk to the parish council, and the camera's clipped to my lanyard."),
        # 1
        slide(FIONA, AGENDA, "The agenda on every chair",
              ["1. Apologies for absence", "2. The new timetable: Vale Rider", "3. Questions from the floor",
               "4. The money: the county council", "5. Handing in the petition"],
              "This is the agenda I put on every chair. I wrote it the way the parish council has always "
              "written them, apologies at the top and anything with a camera at the bottom. We took it "
              "very nearly backwards. Number five went first, the petition, because the photographer "
              "from the Kersley Courier could only stay ten minutes."),
        # 2
        slide(GARETH, STAGE, "The bus company",
              ["Gareth Lowe, commercial manager", "Route 42: Haddleton to Kersley", "Single fare: £2.80",
               "From Monday 3 November: last bus 5:40 pm"],
              "Gareth Lowe, commercial manager at Vale Rider. I'll be honest, I drew the short straw "
              "tonight. From November, the last forty two leaves Kersley at twenty to six instead of "
              "quarter past ten, and there won't be a bus on a Sunday at all. I was told there'd be "
              "tea. I can see the urn, so I'm choosing to believe it."),
        # 3
        slide(MO, BUS_STOP, "The driver",
              ["Mo Adeyemi, driver", "On the 42: 19 years"],
              "Mo Adeyemi. I've driven the forty two for nineteen years, and I know who gets off where, "
              "who needs a minute on the step, and whose dog rides for nothing. On the late buses I "
              "mostly carry people home from work: the hospital kitchens, the care home on the hill and "
              "the supermarket tills. They're not out for fun at ten at night."),
        # 4
        slide(JOAN, HALL, "Every day on the 42",
              ["Joan Pettigrew, 81", "The petition: every house in Haddleton"],
              "Joan Pettigrew. I've no car and never had one. I go into Kersley on the forty two every "
              "day, to read to the little ones at the library in the morning, and to sit with my sister "
              "in the afternoon. I took that petition round every house in Haddleton myself, and I'd "
              "say we've got well over two thousand names on it."),
        # 5
        slide(TASHA, HALL, "College",
              ["Tasha Adeyemi, 17", "Kersley College, sixth form", "Netball: Thursdays until 7:00 pm"],
              "I'm Tasha. Mo's my grandad. He's my dad's dad, and yes, he drives me to college, and no, "
              "I don't get a discount. On Thursdays I've got netball till seven. Without a late bus I "
              "can either play netball or get home, not both. I've written my question on my hand, so I "
              "don't bottle it."),
        # 6
        slide(PRIYA, STAGE, "The county council",
              ["Priya Nandakumar", "Passenger transport, county council"],
              "Priya Nandakumar, passenger transport at the county council. I pay for the buses nobody "
              "can run at a profit, which in a county like this is most of them. I've got another "
              "parish meeting in Ostley at eight, so with the chair's blessing I'll say my piece early, "
              "and then I'm afraid I'll have to run for my car."),
        # 7
        slide(TASHA, HALL, "One thousand seven hundred and forty",
              ["Names on the petition: 1,740"],
              "Two thousand, Joan? One thousand seven hundred and forty. I counted every page, twice, "
              "on the bus home from college, and I crossed out the people who signed it twice. It feels "
              "like more, because half of Kersley signed it as well. The lady at the library filled a "
              "whole page by herself, and she doesn't even live here."),
        # 8
        slide(FIONA, HALL, "The petition first",
              ["Number 5 on the agenda", "Photographer: the Kersley Courier"],
              "First, number five, the petition. The Courier's photographer had another job at half past "
              "seven, and a petition handed over without a photograph in the paper is just a big pile "
              "of paper. So we did it before anything else, with the hall still filling up, and Joan in "
              "her good coat, right at the front, holding the box."),
        # 9
        slide(FIONA, STAGE, "The photo",
              ["Petition handed in: 7:04 pm"],
              "The very moment Joan put the petition into Gareth's hands, the urn in the kitchen came to "
              "the boil and clicked off, and the whole hall cheered as if we'd planned it. Then, while "
              "the photographer was lining us up, a phone in a coat on the back of a chair started "
              "playing Greensleeves, and nobody owned up to it."),
        # 10
        slide(PRIYA, STAGE, "The money second",
              ["Number 4 on the agenda", "Subsidy for evening and Sunday buses: £44,000 a year",
               "Subsidy ends: 31 March"],
              "Second, number four, the money, because what Gareth can promise depends on what the "
              "council pays. We pay Vale Rider forty thousand pounds a year for the evening buses. No, "
              "forty four thousand: I always forget the Sunday service. From the end of March, I'm "
              "told, it's nothing. Not less, nothing. I'm truly sorry."),
        # 11
        slide(GARETH, STAGE, "The timetable third",
              ["Number 2 on the agenda", "Evening buses now: 3, Monday to Saturday"],
              "Third, number two, the timetable. Without the council's money, the evening buses don't "
              "pay their way. There are three of them, Monday to Saturday, and on an ordinary night we "
              "carry about thirty people on all three put together. Halfway through that sentence my "
              "own phone rang on the table. It was my boss, so I let it ring."),
        # 12
        slide(MO, BUS_STOP, "Fifty eight",
              ["Evening passengers a night: 58"],
              "Thirty, Gareth? Fifty eight. My ticket machine counts every one, passes and all, and I "
              "printed it off on my break. You only get thirty if you leave out the bus passes, because "
              "they don't pay at the door, and they're mostly nurses going home. Then a mobile went off "
              "in the back row, a cockerel crowing, and I said, that's the early bus."),
        # 13
        slide(FIONA, HALL, "Eight o'clock",
              ["Priya left: 8:00 pm"],
              "When the church clock struck eight, Priya picked up her bag and ran for Ostley, as "
              "promised. The smoke alarm over the stage had been chirping for a new battery all evening, "
              "and nobody could reach it. I'm in no position to complain about phones, mind. At last "
              "month's meeting it was mine that rang, right in the middle of the planning item."),
        # 14
        slide(JOAN, HALL, "Questions fourth",
              ["Number 3 on the agenda", "Questions: 8:05 to 8:50 pm", "Taxi, Kersley to Haddleton: £22"],
              "Fourth, number three, questions from the floor. I asked the first one: how do I get home "
              "from my sister's on a Sunday? Gareth said, a taxi. I said, young man, a taxi from Kersley "
              "is twenty two pounds. Just then the vicar's phone went off in his pocket, and he answered "
              "it, right there in the second row."),
        # 15
        slide(TASHA, HALL, "My question",
              ["Tasha's question: one late bus on a Thursday"],
              "I read my question off my hand: could there be one late bus, just on a Thursday, at half "
              "past seven? Gareth wrote it down, which Grandad says means no. Then somebody's phone in "
              "the front row rang with the theme tune from a soap, and the whole hall sang along to it. "
              "Best bit of the night, honestly."),
        # 16
        slide(FIONA, HALL, "Lights out",
              ["Hall lights: off on the timer at 8:30 pm"],
              "At half past eight the hall lights went off on their timer, which nobody had set for a "
              "meeting this long. Mo went straight outside, started up the forty two and put its "
              "headlights on full beam through the big window. We carried on in the glare, and I took "
              "the rest of the minutes by the light of a bus."),
        # 17
        slide(GARETH, STAGE, "What I can do",
              ["Trial: one Thursday bus at 7:30 pm", "Asked of the parish: £6,000", "Trial from: January"],
              "Here's what I can do. Three evening buses with no money, I can't. But if the parish can "
              "find six thousand pounds, I'll run one bus on a Thursday at half past seven, as a trial, "
              "from January. Tasha gets her netball. I get my diesel paid for. Nobody gets everything "
              "they wanted, which is usually how you know it's fair."),
        # 18
        slide(FIONA, AGENDA, "Apologies last",
              ["Number 1 on the agenda", "Apologies received: 14"],
              "Last, number one, the apologies, and I kept them till the end on purpose. Of the fourteen "
              "people who sent apologies, eleven couldn't come because there's no bus home after six "
              "from where they work. I wanted that to be the very last thing Gareth heard before he went "
              "home. He wrote that down as well, to be fair to him."),
        # 19
        slide(JOAN, HALL, "The vote",
              ["Parish council vote on the £6,000: Monday 20 October"],
              "The parish council votes on the six thousand pounds a week on Monday, and I shall be in "
              "the front row with my knitting. Six thousand is a great deal for a village this size. It "
              "is also, I worked out on the back of my agenda, about two hundred and seventy taxi rides "
              "home from my sister's, which is a great deal more."),
        # 20
        slide(MO, BUS_STOP, "The ride back",
              ["Hall locked: 9:10 pm"],
              "Gareth rode back to Kersley with me on the nine fifteen, because he'd come out on the bus "
              "as well, which I'll give him credit for. First time he'd been on one of his own buses in "
              "years, he said. He sat right at the front and asked me questions all the way, and I "
              "answered every one, and he wrote them all down."),
        # 21
        slide(FIONA, KITCHEN_HATCH, "Stacking the chairs",
              ["Minutes out: Friday 17 October"],
              "Joan, Tasha and I stacked the chairs while the urn cooled down, and Joan took the "
              "leftover biscuits home in her handbag for the library. The petition's gone to Vale "
              "Rider's head office, with a copy to the county council. Whatever happens on Monday, it's "
              "the fullest this hall has been on a Thursday night in all my years as clerk."),
        # 22
        slide(FIONA, HALL_DARK, "Next on the channel",
              ["The first Thursday late bus", "Kersley to Haddleton, 7:30 pm", "Thursday 8 January"],
              "Next time, if the vote goes our way, we're on the first Thursday late bus, out of Kersley "
              "at half past seven. Mo's driving it, Tasha's coming straight from netball, Joan's "
              "promised not to knit on board, Gareth says he'll ride it too, and I'm bringing the camera "
              "and a flask, because the heating on the forty two is no better than ours."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the gist of the Haddleton one.",
         "para": ["the forty two bus meeting, gist please",
                  "An urn, a box of signatures, a cockerel ringtone and the lights going off on a timer. "
                  "What kind of gathering is this?"],
         "cands": ["A public meeting in a village hall about the bus company cutting the evening and Sunday "
                   "buses on the number 42",
                   "The first Thursday late bus out of Kersley",
                   "A parish council election hustings in the village hall",
                   "A retirement do for a bus driver in the village hall"],
         "answer": "A public meeting in a village hall about the bus company cutting the evening and Sunday "
                   "buses on the number 42"},
        {"n": 2, "type": "count", "ev": [9, 11, 12, 14, 15],
         "q": "While the meeting was on, how often did somebody's phone go off?",
         "para": ["ringing mobiles in the hall that night - total",
                  "Leave out the smoke alarm, the church clock and the phone at last month's meeting. On "
                  "the night itself, how many phones went off?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which agenda item got dealt with before all the others?",
         "cands": ["Handing in the petition", "The money from the county council", "The new timetable",
                   "Apologies for absence"],
         "answer": "Handing in the petition"},
        {"n": 4, "type": "order", "ev": [1, 8, 10, 11, 14, 18],
         "q": "On paper it's apologies, timetable, questions, money, petition. In what sequence were they "
              "really taken?",
         "cands": None,
         "answer": "The petition first, then the council's money, the new timetable, questions from the floor, "
                   "and the apologies last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "petition handed in ahead of everything else, how come",
         "cands": None,
         "answer": "The Kersley Courier's photographer could only stay ten minutes (another job at half past "
                   "seven), and a petition handed over without a photo in the paper is just a pile of paper"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "What was Fiona's reason for leaving the apologies to the very end?",
         "cands": ["Eleven of the fourteen couldn't come because there's no bus home after six, and she wanted "
                   "that to be the last thing Gareth heard",
                   "She had forgotten about them until somebody reminded her",
                   "The vicar's list of apologies hadn't arrived yet",
                   "Parish rules say apologies are read out after questions"],
         "answer": "Eleven of the fourteen couldn't come because there's no bus home after six, and she wanted "
                   "that to be the last thing Gareth heard"},
        {"n": 7, "type": "why", "ev": [6, 10],
         "q": "The council's money was discussed before Gareth went through the timetable. What was the "
              "reason?",
         "para": ["money item ahead of the timetable - reasoning",
                  "Priya got to speak second, ahead of the bus company. How come?"],
         "cands": None,
         "answer": "What Gareth could promise depended on what the council would pay (and Priya had another "
                   "meeting in Ostley at eight)"},
        {"n": 8, "type": "correction", "ev": [4, 7],
         "q": "Joan put the petition at well over two thousand names. What was the true figure?",
         "cands": None,
         "answer": "1,740 (Tasha counted every page twice)"},
        {"n": 9, "type": "correction", "ev": [11, 12],
         "q": "Once it was settled, how many people use the evening buses on a typical night?",
         "cands": ["fifty eight", "thirty", "eighty five", "forty eight"],
         "answer": "fifty eight"},
        {"n": 10, "type": "correction", "ev": [10],
         "q": "Priya starts at forty thousand pounds a year and then changes it. Which sum does she end up "
              "with?",
         "para": ["county bus subsidy, right amount",
                  "The transport officer puts her own number straight. What's the real subsidy, and what "
                  "had she missed?"],
         "cands": None,
         "answer": "£44,000 a year (forty four thousand): she forgot the Sunday service"},
        {"n": 11, "type": "who", "ev": [11, 12],
         "q": "Who put Gareth right about the number of people riding the evening buses?",
         "cands": None,
         "answer": "Mo Adeyemi, the driver, from his ticket machine: 58 a night"},
        {"n": 12, "type": "who", "ev": [4],
         "q": "Who went round every house in Haddleton with the petition?",
         "cands": ["Joan Pettigrew", "Tasha Adeyemi", "Fiona Brackett", "Priya Nandakumar"],
         "answer": "Joan Pettigrew"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "joan pettigrew - how old",
         "cands": ["81", "18", "71", "84"],
         "answer": "81"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "A single on the route into Kersley costs what?",
         "cands": ["£2.80", "£2.08", "£3.80", "£2.50"],
         "answer": "£2.80"},
        {"n": 15, "type": "speech_and_screen", "ev": [9],
         "q": "The urn clicked off right on cue. Time?",
         "cands": None, "answer": "7:04 pm, the moment Joan handed Gareth the petition"},
        {"n": 16, "type": "quantity", "ev": [3],
         "q": "For how many years has Mo been behind the wheel on this route?",
         "cands": ["19 years", "9 years", "22 years", "29 years"],
         "answer": "19 years"},
        {"n": 17, "type": "quantity", "ev": [17],
         "q": "To get the Thursday trial bus, how much would the parish have to put in?",
         "para": ["parish contribution for the late bus trial",
                  "Gareth names a price for running one Thursday evening bus. What is it?"],
         "cands": None, "answer": "£6,000 (six thousand pounds)"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "According to Mo, who mostly rides the late buses?",
         "cands": ["People going home from work: the hospital kitchens, the care home and the supermarket tills",
                   "Teenagers coming back from the cinema in Kersley",
                   "Pensioners on their way home from bingo",
                   "Walkers coming down off the hills"],
         "answer": "People going home from work: the hospital kitchens, the care home and the supermarket tills"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "Mo and Tasha share a surname. Family?",
         "cands": None,
         "answer": "Yes: Mo is Tasha's grandad, her dad's dad"},
        {"n": 20, "type": "right_before_after", "ev": [16],
         "q": "Once the hall lights cut out on their timer, what did Mo do?",
         "cands": None,
         "answer": "Went outside, started up the 42 and put its headlights on full beam through the big window, "
                   "so the meeting carried on in the glare and Fiona took the minutes by its light"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening scene of the bus meeting video?",
         "cands": ["Half past six: chairs in rows in the village hall, the urn on, the heating off and the 42 "
                   "parked outside with its engine running",
                   "Joan handing the petition to Gareth for the photographer",
                   "Mo driving the 42 into Kersley bus station",
                   "The parish council voting on the six thousand pounds"],
         "answer": "Half past six: chairs in rows in the village hall, the urn on, the heating off and the 42 "
                   "parked outside with its engine running"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does the closing teaser promise for next time?",
         "cands": ["Riding the first Thursday late bus out of Kersley",
                   "The parish council's vote on the money",
                   "Mo's last shift before he retires",
                   "Tasha's netball final in Kersley"],
         "answer": "Riding the first Thursday late bus out of Kersley"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The Courier photographer - name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Headcount in the hall for the meeting?",
         "cands": ["96", "120", "64", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ patio (a landscaper's how-to)
LOU = ("en-gb-x-gbclan+f3", "Lou Harker, Harker Landscapes")
KIERAN = ("en+m2", "Kieran Moss, apprentice")
MARCIA = ("en-gb-x-rp+f4", "Marcia Oduya, her garden")
IVOR = ("en-gb-x-gbcwmd+m4", "Ivor Penhaligon, next door")
SUNITA = ("en-gb-scotland+f2", "Sunita Gill, builders' merchant")
ESME = ("en-029+f4", "Esme Oduya, her garden too")

SUN_VISOR = "#efeadf"
LAWN = "#e4ecdf"
FENCE = "#ece6dc"
BACK_LANE = "#e6e6ec"
KITCHEN = "#f2e8e3"
MORTAR = "#e9e7e1"
EARLY_GREY = "#232a26"

PATIO = {
    "name": "patio",
    "footer": "Harker Landscapes · how to lay a patio · Cobden Street, Ashworth",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(LOU, EARLY_GREY, "How to lay a patio",
              ["Harker Landscapes", "Back garden, 14 Cobden Street, Ashworth", "Monday 12 to Wednesday 14 May"],
              "Half past seven on a Monday, and the back garden is a square of tired lawn, a shed that's "
              "leaning on the fence, and Ivor from next door watching over that fence in his dressing "
              "gown with a mug of tea. I'm Lou Harker, of Harker Landscapes, the camera's clipped to the "
              "pocket of my overalls, and this is how you lay a patio."),
        # 1
        slide(LOU, SUN_VISOR, "The job sheet on the van's sun visor",
              ["1. Skip dropped off", "2. Slabs delivered", "3. Old shed taken down",
               "4. Sand and cement delivered", "5. Whacker plate collected"],
              "This is the job sheet off the van's sun visor. My mum does the office, and she writes "
              "everything down in the order she booked it on the phone, which is never the order you "
              "do it in. Number three goes first: the old shed comes down. It's standing right where "
              "the patio's going, and it can't go in the skip, for reasons you'll meet."),
        # 2
        slide(KIERAN, LAWN, "The apprentice",
              ["Kieran Moss, 19", "Apprentice, second year"],
              "Kieran Moss, apprentice, second year. Lou's my cousin. Her dad and my mum are brother and "
              "sister, so I can't get sacked, but I can get shouted at, and I do. I do the digging, the "
              "barrowing and the mixing, and Lou does the levels, because she says I've got the eye of "
              "a man who's never owned a spirit level."),
        # 3
        slide(MARCIA, KITCHEN, "The garden",
              ["Marcia Oduya", "In this house: 10 years"],
              "Marcia Oduya. It's my garden. I've been looking at that lawn from the kitchen window for "
              "ten years, and it's been looking back at me, mostly as mud. I want somewhere to put a "
              "table and two chairs in the evening sun. It's going to be a big patio, I'd say twenty "
              "square metres at least. We'll have parties."),
        # 4
        slide(ESME, LAWN, "Twelve",
              ["Esme Oduya, 9", "Patio: 12 m² (4 m x 3 m)"],
              "I'm Esme. Mum, it's twelve, not twenty. It's four metres one way and three metres the "
              "other, and four threes are twelve. I measured it with Lou's tape this morning while she "
              "was having her tea, and I wrote it on the fence in chalk. Lou says I can be her "
              "apprentice when Kieran gets sacked."),
        # 5
        slide(IVOR, FENCE, "Next door",
              ["Ivor Penhaligon", "Bricklayer: 45 years"],
              "Ivor Penhaligon, next door. I laid bricks for forty five years, so I'm here in an "
              "advisory capacity, from my side of the fence, with my tea. I grew up in this very house, "
              "Marcia's house, and that lawn was my football pitch. I've told Lou she's doing it all "
              "wrong, and she's told me where the kettle is."),
        # 6
        slide(SUNITA, BACK_LANE, "The builders' merchant",
              ["Sunita Gill, Ashworth Builders' Merchants", "Slabs: Indian sandstone, Quarry Dawn"],
              "Sunita Gill, from Ashworth Builders' Merchants. I drive the crane lorry, and I've swung "
              "more patios over more garden walls than anybody in this town. Indian sandstone is what "
              "everybody wants this year, and it's lovely, but every slab's a different thickness, so "
              "each one goes on its own full bed of mortar, never on little dabs at the corners."),
        # 7
        slide(LOU, LAWN, "The shed first",
              ["Number 3 on the sheet", "Shed down: Monday, 7:45 to 8:30 am"],
              "First, number three, the shed. It stood right where the patio's going, and Ivor wanted "
              "every plank of it for his wood burner. So it had to come down before the skip arrived, or "
              "somebody would have slung it straight in. Ivor carried it off over the fence himself, "
              "plank by plank, still in his dressing gown."),
        # 8
        slide(KIERAN, BACK_LANE, "The skip second",
              ["Number 1 on the sheet", "Skip in the back lane: Monday 8:40 am"],
              "Second, number one, the skip, in the back lane behind the garden wall. Everything we dig "
              "goes out of the back gate on a barrow, up a plank and straight in. Marcia's put a board "
              "over the step for me. I reckon this patio's going to take about a hundred slabs, easy. "
              "That's a lot of barrowing, coming the other way."),
        # 9
        slide(LOU, LAWN, "Digging out",
              ["Mark out: pegs and a string line", "Dig down: 150 mm"],
              "Here's the digging. Mark it out with pegs and a string line, then take the turf and the "
              "soil off. You dig down a hundred millimetres. No, a hundred and fifty: I always forget "
              "the thickness of the slab itself. Right by the fence my spade turned up a rusty old "
              "horseshoe, and Ivor says it's lucky, if you hang it the right way up."),
        # 10
        slide(KIERAN, BACK_LANE, "Barrowing",
              ["Barrow loads to the skip: 63"],
              "Sixty three barrow loads, up the plank and into the skip. On about the tenth one, I dug "
              "out a little blue glass bottle, the old medicine kind, without a chip on it. It's on the "
              "dashboard of the van now. Lou says a client of hers dug up a Roman coin last year, and "
              "she's never let anybody forget it."),
        # 11
        slide(IVOR, FENCE, "What came up",
              ["Found: a lead drummer", "Lawn laid: 1962"],
              "About eleven, Kieran's spade brought up a little lead soldier, a drummer, with most of "
              "his paint gone. I knew him straight away. He was mine. I lost him in this garden when I "
              "was seven, the summer the lawn went down, and my mother said he'd turn up one day. Sixty "
              "odd years, and she was right."),
        # 12
        slide(LOU, LAWN, "The whacker plate third",
              ["Number 5 on the sheet", "Whacker plate collected: 1:00 pm", "Hire: £45 a day"],
              "Third, number five, the whacker plate, at one, once the hole was dug and the hardcore "
              "was barrowed in. It's forty five pounds a day, and the day starts when you pick it up, "
              "so you fetch it when there's something to flatten. Go over the hardcore four times, "
              "both ways, till you can stand on it and leave no mark."),
        # 13
        slide(ESME, LAWN, "After school",
              ["Home from school: 3:40 pm"],
              "When I got home from school, the garden was a big flat hole, and it was really loud "
              "because of the whacker thing. I looked through the last barrow before it went in the "
              "skip, and found a marble, a green one with a twist inside. I washed it under the outside "
              "tap. It's mine because I found it. That's the rule."),
        # 14
        slide(MARCIA, KITCHEN, "Sand and cement fourth",
              ["Number 4 on the sheet", "Sand and cement: Tuesday 7:30 am",
               "Mortar: 5 parts sharp sand to 1 of cement"],
              "Fourth, number four, the sand and cement, first thing on Tuesday. Lou wouldn't have them "
              "on Monday, because there was rain forecast overnight, and a bag of cement left out in "
              "the damp goes hard in the bag. Then it's just a very heavy doorstop. I made bacon "
              "sandwiches, the most important job on any site."),
        # 15
        slide(SUNITA, BACK_LANE, "Forty eight",
              ["Number 2 on the sheet", "Slabs delivered: Tuesday 8:15 am", "Slabs on the pallet: 48"],
              "Fifth, number two, the slabs, swung over the back wall with the crane at quarter past "
              "eight. A hundred slabs, Kieran? Forty eight. It's on my delivery note, and I counted them "
              "onto the pallet myself. These are big slabs, not little ones. You'd need a hundred if "
              "you were paving a bus station."),
        # 16
        slide(LOU, MORTAR, "Laying",
              ["Fall: away from the house", "Joints: 10 mm"],
              "Slabs always come last. Leave them lying in a garden for days and they get chipped, "
              "stained and walked on, so they go straight off the pallet onto the mortar. Give every "
              "slab a slight fall away from the house, so the rain runs off into the border instead of "
              "back against your wall. Tap it down with a rubber mallet, never a hammer."),
        # 17
        slide(KIERAN, MORTAR, "Rain",
              ["Shower: 12:20 pm"],
              "Just after twelve, with half the slabs down, it poured. Lou shouted tarp, and I pulled "
              "the big tarpaulin over the wet mortar and weighed the corners down with bricks. Marcia "
              "brought the tea out under an umbrella, and we stood in Ivor's doorway for twenty "
              "minutes, watching it bounce. Then it eased off, and we got back to it under a grey sky."),
        # 18
        slide(ESME, MORTAR, "The last slab",
              ["Last slab down: 3:47 pm"],
              "Before the last slab went down, Lou let me put a coin in the mortar underneath it, for "
              "luck. Nobody will ever see it again. The very moment Lou tapped that last slab down, the "
              "sun came out for the first time all day, and Ivor clapped over the fence. His grandson's "
              "tennis ball came over too."),
        # 19
        slide(LOU, MORTAR, "Pointing",
              ["Leave before pointing: 24 hours", "Pointing: Wednesday 9:00 am"],
              "Now you leave it. Twenty four hours, no walking on it, no pointing, nothing, or the slabs "
              "rock in the wet mortar. On Wednesday I let Marcia do the pointing herself, with a little "
              "trowel and a bucket of stiff mix, pressed into every joint. She'd watched me do one, and "
              "then she did the rest, and she was better at it than Kieran."),
        # 20
        slide(MARCIA, KITCHEN, "Ours",
              ["Quote, all in: £2,360"],
              "It's done. Two thousand three hundred and sixty pounds, all in, skip and slabs and Lou "
              "and Kieran and the bacon sandwiches. I've put the table out, and the two chairs, and "
              "I've been sitting in the evening sun exactly where the shed used to be. It's smaller "
              "than I thought. Esme's told me that twice."),
        # 21
        slide(IVOR, FENCE, "The verdict",
              ["Ivor's verdict: not bad"],
              "I've been over and had a look, from Marcia's side of the fence for once. Good falls, "
              "tight joints, not a slab rocking. I'd have done it no different, and I've told Lou so, "
              "which is more than I ever told my own apprentices. The drummer's on my mantelpiece, the "
              "shed's in my log store, and I've asked Lou for a quote."),
        # 22
        slide(LOU, EARLY_GREY, "Next on the channel",
              ["Ivor's front path", "Reclaimed bricks, herringbone", "Monday 2 June"],
              "Next time, Ivor's front path, in reclaimed bricks, laid herringbone, with the man who "
              "laid bricks for forty five years watching every one of them. Kieran's doing the "
              "digging, Esme's doing the measuring, Marcia's doing the bacon sandwiches, and Ivor has "
              "promised, in writing, to stay on his own side of the fence. We'll see."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In a sentence, what happens in the Cobden Street video?",
         "para": ["patio video, whats the subject",
                  "A job sheet off a van's sun visor, a crane lorry over a back wall and a rubber mallet. "
                  "What's the video showing?"],
         "cands": ["A landscaper's how-to: laying a sandstone patio in a terraced house's back garden",
                   "Laying a herringbone brick path for the man next door",
                   "A garden makeover show building a new shed",
                   "A builders' merchant's busiest day of deliveries"],
         "answer": "A landscaper's how-to: laying a sandstone patio in a terraced house's back garden"},
        {"n": 2, "type": "count", "ev": [9, 10, 11, 13],
         "q": "How many things came out of the ground while the old lawn was being dug up?",
         "para": ["finds in the soil - number",
                  "Not the coin Esme buried, not the tennis ball over the fence and not the client's Roman "
                  "coin from last year. Digging this garden, how many bits and pieces turned up?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Off the sun-visor job sheet, what got done first?",
         "cands": ["Taking down the old shed", "Dropping off the skip", "Collecting the whacker plate",
                   "Delivering the slabs"],
         "answer": "Taking down the old shed"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 12, 14, 15],
         "q": "Slabs delivered is item two on Lou's mum's sheet. Where did it come in the real running "
              "order?",
         "cands": None,
         "answer": "Last (fifth), on Tuesday at quarter past eight: after the shed, the skip, the whacker plate "
                   "and the sand and cement"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "The shed had to be the very first job. Reason?",
         "para": ["old shed down before the skip came - why",
                  "lou had the shed taken down before anything else, whats the reason"],
         "cands": None,
         "answer": "It stood where the patio was going, and Ivor wanted every plank for his wood burner, so it "
                   "had to come down before the skip arrived or it would have been thrown in"},
        {"n": 6, "type": "why", "ev": [15, 16],
         "q": "The slabs were the final delivery. Lou's explanation?",
         "cands": ["Slabs left lying in a garden get chipped, stained and walked on, so they go straight off "
                   "the pallet onto the mortar",
                   "The crane lorry can't reach over the wall while the skip is in the lane",
                   "The merchant only delivers sandstone on a Tuesday",
                   "Marcia hadn't made up her mind about the colour until Monday night"],
         "answer": "Slabs left lying in a garden get chipped, stained and walked on, so they go straight off "
                   "the pallet onto the mortar"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "How come the sand and cement didn't arrive until Tuesday morning?",
         "cands": ["Rain was forecast overnight, and cement left out in the damp goes hard in the bag",
                   "The merchant's van was booked for another job on Monday",
                   "There was nowhere to put it until the shed had gone",
                   "Lou wanted the sub-base to settle for a night first"],
         "answer": "Rain was forecast overnight, and cement left out in the damp goes hard in the bag"},
        {"n": 8, "type": "correction", "ev": [8, 15],
         "q": "Kieran expected around a hundred slabs. How many were actually on the pallet?",
         "para": ["number of slabs delivered, real figure",
                  "The crane driver puts the apprentice straight about the slab count. What does her delivery "
                  "note say?"],
         "cands": None,
         "answer": "48 (forty eight, on Sunita's delivery note)"},
        {"n": 9, "type": "correction", "ev": [9],
         "q": "After Lou corrects herself, how deep does she say to dig?",
         "cands": ["150 mm", "100 mm", "200 mm", "50 mm"],
         "answer": "150 mm"},
        {"n": 10, "type": "who", "ev": [3, 4],
         "q": "Marcia thinks she's getting twenty square metres of patio. Who tells her otherwise?",
         "para": ["who corrected marcia about the size of the patio",
                  "Somebody with a tape measure and a bit of chalk has the real area. Who?"],
         "cands": None,
         "answer": "Esme, her nine year old daughter: 12 square metres, four metres by three"},
        {"n": 11, "type": "who", "ev": [19],
         "q": "The pointing on Wednesday - whose work was it?",
         "cands": ["Marcia Oduya", "Kieran Moss", "Lou Harker", "Ivor Penhaligon"],
         "answer": "Marcia Oduya"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "Esme's age?",
         "cands": ["9", "7", "10", "11"],
         "answer": "9"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "What's the colour of the sandstone called?",
         "cands": None, "answer": "Quarry Dawn"},
        {"n": 14, "type": "speech_and_screen", "ev": [18],
         "q": "sun finally came out over the patio - what time",
         "cands": None, "answer": "3:47 pm, the moment Lou tapped the last slab down"},
        {"n": 15, "type": "quantity", "ev": [12],
         "q": "What does a day's hire of the whacker plate cost?",
         "cands": ["£45", "£54", "£35", "£40"],
         "answer": "£45"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "Once the slabs are down, how long must they be left alone before pointing?",
         "cands": None, "answer": "24 hours (twenty four), with no walking on it"},
        {"n": 17, "type": "spoken_fact", "ev": [6],
         "q": "Sunita says Indian sandstone has to be laid a particular way. Which?",
         "cands": ["Each slab on its own full bed of mortar, never on dabs at the corners",
                   "On dry sand only, so the slabs can be lifted again",
                   "Upside down for the first night, to let the stone breathe",
                   "With the joints left open for a week before pointing"],
         "answer": "Each slab on its own full bed of mortar, never on dabs at the corners"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "What's the family link between Lou and Kieran?",
         "cands": None,
         "answer": "They're cousins: Lou's dad and Kieran's mum are brother and sister"},
        {"n": 19, "type": "right_before_after", "ev": [17],
         "q": "It poured just after twelve with half the slabs laid. What happened next?",
         "cands": None,
         "answer": "Lou shouted for the tarp, Kieran pulled the tarpaulin over the wet mortar and weighed the "
                   "corners with bricks, Marcia brought tea out under an umbrella, and they stood in Ivor's "
                   "doorway for twenty minutes until it eased off"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "patio how-to, opening moments",
         "cands": ["Half seven on Monday: a tired lawn, a shed leaning on the fence and Ivor watching over it in "
                   "his dressing gown with a mug of tea",
                   "Sunita swinging the slabs over the back wall with the crane",
                   "Marcia pointing the joints with a little trowel",
                   "Kieran barrowing soil up a plank into the skip"],
         "answer": "Half seven on Monday: a tired lawn, a shed leaning on the fence and Ivor watching over it in "
                   "his dressing gown with a mug of tea"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "At the end, which job is trailed as the next video?",
         "cands": ["Ivor's front path in reclaimed bricks, laid herringbone",
                   "A new shed for Marcia's garden",
                   "Kieran's first patio on his own",
                   "Raised beds for Esme's school"],
         "answer": "Ivor's front path in reclaimed bricks, laid herringbone"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Which firm supplied the skip?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Price of the skip on its own?",
         "cands": ["£240", "£180", "£320", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "The coin that went under the last slab: what year was it from?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ lostdog (a village's search for a lost terrier)
HANNAH = ("en-gb-x-gbcwmd+f3", "Hannah Roe, Skelbrook village page")
DEREK = ("en-gb-x-rp+m3", "Derek Ambler, Pickle's owner")
SHONA = ("en-gb-x-gbclan+f4", "Shona Ambler, at the stile")
EWAN = ("en-gb-scotland+m4", "Ewan Tuke, Low Moor Farm")
CALLUM = ("en+m3", "Callum Price, drone pilot")
BEV = ("en-gb-x-gbclan+f2", "Bev Otley, the post")

COMMENTS = "#eceff2"
STILE = "#e5e9df"
FARMYARD = "#efe7dc"
LANE = "#e9e4ea"
HEATHER = "#ebe2e6"
QUARRY = "#e4e4de"
MOOR_DARK = "#1c2420"

LOSTDOG = {
    "name": "lostdog",
    "footer": "Skelbrook village page · looking for Pickle · Low Moor",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HANNAH, MOOR_DARK, "Looking for Pickle",
              ["Skelbrook, Low Moor", "Monday 22 September", "Missing since Sunday, 6:30 pm"],
              "Quarter to six on Monday morning, mist all over Low Moor, and Derek is already sitting on "
              "the stile where Pickle ran off last night, with a torch and a tin of her biscuits. He's "
              "been up here on and off since midnight. I'm Hannah Roe, I run the Skelbrook village page, "
              "and the camera's clipped to my rucksack strap."),
        # 1
        slide(HANNAH, COMMENTS, "The comments under the post",
              ["1. Fly the drone at dusk", "2. Leave Derek's coat at the stile", "3. Put up posters",
               "4. Ring the vets and the dog warden", "5. Ask the farmers to check their barns"],
              "I put Pickle's photo up at nine last night, and this list is the comments, in the order "
              "they came in. Callum's drone was the very first, at ten past eleven. We did them in a "
              "completely different order. Number two went first: Derek's coat, at the stile, before "
              "anybody else had set foot up there. The rest, you'll see."),
        # 2
        slide(DEREK, STILE, "Pickle",
              ["Derek Ambler, 74", "Pickle: border terrier, 9"],
              "Derek Ambler. Pickle's a border terrier, and she's never been further than the end of the "
              "lane without me. Last night a rabbit went under the stile, and she slipped her collar and "
              "went after it, and that was the last I saw of her. I shouted till I'd no voice left. My "
              "wife picked her out of the litter."),
        # 3
        slide(SHONA, STILE, "Family",
              ["Shona Ambler", "Search sign-up: at the stile"],
              "Shona Ambler. Derek's my father-in-law. I married his son Craig, who's working away on "
              "the rigs and ringing every hour. I've taken the day off to run things from the stile. "
              "We've been told the best thing Derek can do is sit still and let Pickle come back to him, "
              "so that's his job today, and he hates it."),
        # 4
        slide(EWAN, FARMYARD, "Low Moor Farm",
              ["Ewan Tuke, Low Moor Farm", "Sheep on Low Moor: 340"],
              "Ewan Tuke, Low Moor Farm. My land runs from the stile right up to the old quarry. A "
              "terrier on a moor full of rabbits isn't lost, not in her own head. She's working. She'll "
              "go down a hole after a rabbit and forget the way out. I've told my lad to keep our dogs "
              "in and the quad bike off the top field today."),
        # 5
        slide(CALLUM, HEATHER, "The drone",
              ["Callum Price, drone pilot", "Camera: thermal", "Flight time: 25 minutes a battery"],
              "Callum Price. I fly a drone with a thermal camera, mostly to check people's roofs. In "
              "daylight it's no good for a dog, because the sun's warmed every rock and every sheep. "
              "After dark the ground cools, and anything alive glows white on the screen. Each battery "
              "gives me twenty five minutes, and I've got four charging in the van."),
        # 6
        slide(BEV, LANE, "The post",
              ["Bev Otley, Skelbrook post round", "Round starts: 10:00 am"],
              "Bev Otley. I've done the Skelbrook post round for twelve years, so I know every dog in "
              "the village, and most of them know me, and not all of them like me. Pickle likes me. She "
              "gets a biscuit at the gate. Half the village turned out at first light, I'd say fifty "
              "people, easily, up on that moor."),
        # 7
        slide(SHONA, STILE, "Thirty four",
              ["Searchers signed up: 34"],
              "Fifty, Bev? Thirty four. I wrote every name down at the stile, with a phone number, so "
              "nobody got lost looking for a lost dog. It only looks like more because they keep waving "
              "torches at each other. We told every one of them the same thing. Don't shout her name, "
              "and don't run at her. Rattle a biscuit tin, and sit down."),
        # 8
        slide(HANNAH, STILE, "The coat first",
              ["Number 2 on the list", "Derek's coat on the stile: 6:00 am"],
              "First, number two, Derek's coat, on the stile at six. A lost dog comes back to where she "
              "last saw you, following your smell, and in an hour there'd be a crowd of other people's "
              "smells up here on top of his. So the coat went down first, with his old jumper, and the "
              "searchers went round it, not through it."),
        # 9
        slide(EWAN, FARMYARD, "Barns second",
              ["Number 5 on the list", "Barns checked: 6:30 to 8:00 am", "Barns checked: 11"],
              "Second, number five, the barns. A frightened dog creeps into the back of a barn in the "
              "dark, and first thing every farmer up here shuts his doors and goes out on the tractor, "
              "so she'd be shut in all day. I checked nine barns. No, eleven: I forgot the two at my "
              "brother's at High Moor."),
        # 10
        slide(HANNAH, COMMENTS, "The vets third",
              ["Number 4 on the list", "Vets and dog warden rung: 8:30 am"],
              "Third, number four, the vets and the dog warden, at half past eight, because that's when "
              "their phones open. I rang every practice between here and Harrowby, and the warden, and "
              "gave them Pickle's microchip number. Nobody had her. The warden said that was good news, "
              "in its way, and I knew what he meant."),
        # 11
        slide(SHONA, STILE, "Sightings",
              ["Post shared as far as: Fellgate"],
              "By nine, Hannah's post had been shared over a thousand times, and my phone never "
              "stopped. Somebody sent a photo of a little brown dog outside the chip shop in "
              "Harrowby. It wasn't her at all: it was somebody's cockapoo in a tartan coat. And people "
              "kept sharing last summer's photo of Pickle as if it was new, which didn't help."),
        # 12
        slide(HANNAH, COMMENTS, "Posters fourth",
              ["Shares of the post by 9:00 am: 862", "Number 3 on the list", "Posters out: from 10:00 am"],
              "A thousand, Shona? Eight hundred and sixty two. It's my post, I can see the number. "
              "Fourth, number three, the posters. They waited for Bev, because her round starts at ten, "
              "and she goes up every lane and past every door in Skelbrook anyway, with a roll of tape "
              "in her bag. Nobody else could have covered it all in a morning."),
        # 13
        slide(BEV, LANE, "On the round",
              ["Poster: MISSING, Pickle, REWARD"],
              "I taped a poster to every lamp post on the round, and the bus shelter, and the pub door. "
              "Derek wanted reward on them in big red letters. On Fell Lane a lady ran out to say "
              "Pickle was in her back garden. It was a fox, asleep on the compost heap, and it didn't "
              "think much of either of us."),
        # 14
        slide(EWAN, HEATHER, "The top field",
              ["Reservoir: above the top field"],
              "About two, my lad came down off the top on his bike, swearing blind he'd seen her by the "
              "reservoir, sat up in the heather. We all went up. It was a brown hare, sitting up just "
              "like a terrier, and it let us get within ten yards before it went. I've never seen a man "
              "so let down by a hare."),
        # 15
        slide(DEREK, STILE, "Waiting",
              ["Derek at the stile: all day"],
              "Sitting still is the hardest job I've ever had. Twenty years ago our old collie went "
              "missing in the snow, and a man swore he'd seen her on the Harrowby road, and we drove "
              "about half the night. She came home on her own after three days, thin as a rake. I keep "
              "telling myself that. I keep rattling this tin."),
        # 16
        slide(CALLUM, HEATHER, "The drone last",
              ["Number 1 on the list", "Sunset: 7:04 pm", "Drone up: 7:25 pm"],
              "Last, number one, the drone, even though it was the very first comment. I waited for the "
              "sun to go down and the moor to cool, because in daylight the heather's as warm as a dog. "
              "The very moment the drone lifted off, the street lights came on all the way down the "
              "lane into Skelbrook, one after another, like a runway."),
        # 17
        slide(CALLUM, QUARRY, "A white shape",
              ["Warm shape: the old quarry"],
              "On the second battery, by the old quarry, I saw a little white shape on the screen, right "
              "at the mouth of a rabbit hole, and it wasn't moving much. Sheep are bigger, and they're "
              "never down holes. I held the drone dead still above it, put its light on, and told Shona "
              "on the radio exactly where to go."),
        # 18
        slide(EWAN, QUARRY, "The rabbit hole",
              ["Found: 7:58 pm", "Distance from the stile: 0.5 miles"],
              "Shona and I went up the track with torches and my spade, under the drone's light. It was "
              "Pickle all right, wedged down a rabbit hole, back legs out, tail going. I dug round her "
              "with my hands, then the spade, very careful, for ten minutes, and out she came, filthy, "
              "half a mile from the stile, and not one bit sorry."),
        # 19
        slide(SHONA, STILE, "Home",
              ["Pickle back at the stile: 8:40 pm"],
              "We carried her down to the stile, and Derek didn't say a word. He just sat on the ground "
              "with her in his lap, and she licked his ear, and all these grown adults stood round with "
              "their torches, pretending not to cry. Then I rang Craig on the rigs, and he cried, and "
              "he didn't pretend."),
        # 20
        slide(HANNAH, COMMENTS, "The update",
              ["Found post: 8:45 pm"],
              "I put the update up at quarter to nine: Pickle's home, thank you everybody, with a photo "
              "of her in Derek's lap, covered in mud. It hasn't stopped since. Ewan's been promised "
              "drinks in the pub for a month. Callum's been asked to fly his drone over three lost "
              "footballs, a lost wedding ring and one lost tortoise."),
        # 21
        slide(DEREK, FARMYARD, "Derek",
              ["Vet check: Tuesday 9:00 am"],
              "She's had a bath, which she hated, and a whole tin of sardines, which she didn't. The vet "
              "is seeing her in the morning, to check her paws and her ears, but she looks right as rain "
              "to me. I never knew this many people in Skelbrook knew my name. They know hers now. I'm "
              "getting her a harness she can't slip."),
        # 22
        slide(HANNAH, MOOR_DARK, "Next on the channel",
              ["A gate for the stile on Low Moor", "Ewan and the parish lengthsman", "Saturday 4 October"],
              "Next time, Ewan's taking out the stile where Pickle got through and putting in a proper "
              "gate that a terrier can't get under, with the parish lengthsman helping. Derek's bringing "
              "Pickle to inspect it, in her new harness. Callum's filming it from the air, Bev's bringing "
              "the post up, and I'm bringing the camera and the biscuits."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Skelbrook video: what's the story?",
         "para": ["pickle the terrier vid - overview",
                  "A coat left on a stile, a postwoman with a roll of tape and a thermal camera after dark. "
                  "What is everybody doing?"],
         "cands": ["A village searching the moor for an old man's lost border terrier, till she's dug out of a "
                   "rabbit hole after dark",
                   "A farmer putting a new gate on the stile at Low Moor",
                   "A drone pilot's day of surveying roofs",
                   "Mountain rescue bringing a lost walker down off the moor"],
         "answer": "A village searching the moor for an old man's lost border terrier, till she's dug out of a "
                   "rabbit hole after dark"},
        {"n": 2, "type": "count", "ev": [11, 13, 14],
         "q": "How many false sightings of Pickle were there before she was really found?",
         "para": ["reports of pickle that turned out wrong, how many",
                  "The old collie in the snow doesn't count, nor does last summer's photo going round, nor "
                  "the drone's white shape. How many times did someone think they'd spotted Pickle and turn "
                  "out to be wrong?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Of the suggestions under Hannah's post, which was acted on first?",
         "cands": ["Leaving Derek's coat at the stile", "Asking the farmers to check their barns",
                   "Ringing the vets and the dog warden", "Flying the drone"],
         "answer": "Leaving Derek's coat at the stile"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 10, 12, 16],
         "q": "The comments ran drone, coat, posters, vets, barns. In which order did the search really "
              "use them?",
         "para": ["sequence the five suggestions were carried out in",
                  "List the comments' suggestions by when they got done on the Monday."],
         "cands": None,
         "answer": "Derek's coat at the stile first, then the farmers checking their barns, ringing the vets and "
                   "the warden, the posters, and the drone last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "why did derek's coat have to go on the stile before anything else",
         "cands": None,
         "answer": "A lost dog comes back to where she last saw you, following your smell, and soon a crowd of "
                   "searchers' smells would have covered his"},
        {"n": 6, "type": "why", "ev": [5, 16],
         "q": "Callum's drone was the first suggestion but the last thing tried. Why the wait?",
         "cands": ["In daylight the sun-warmed heather and rocks look as warm as a dog on the thermal camera; "
                   "after sunset the moor cools and a dog shows up white",
                   "His batteries took all day to charge in the van",
                   "Drones aren't allowed over the moor until the sheep are brought in",
                   "He was out checking somebody's roof until the evening"],
         "answer": "In daylight the sun-warmed heather and rocks look as warm as a dog on the thermal camera; "
                   "after sunset the moor cools and a dog shows up white"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "What was the hurry to get the barns checked so early?",
         "para": ["barns searched at first light - reason",
                  "Ewan had to get round the farm buildings straight after dawn. What for?"],
         "cands": None,
         "answer": "A frightened dog creeps into the back of a barn in the dark, and first thing every farmer "
                   "shuts his doors and goes out on the tractor, so she'd have been shut in all day"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Bev guessed fifty people were out searching. What was the real number?",
         "cands": None,
         "answer": "34 (thirty four, all signed up by Shona at the stile)"},
        {"n": 9, "type": "correction", "ev": [11, 12],
         "q": "By nine o'clock, how many times had the post about Pickle been shared?",
         "cands": ["862", "1,000", "826", "682"],
         "answer": "862"},
        {"n": 10, "type": "correction", "ev": [9],
         "q": "Ewan says nine barns, then thinks again. How many did he check?",
         "cands": None,
         "answer": "Eleven (11): he forgot the two at his brother's place at High Moor"},
        {"n": 11, "type": "who", "ev": [11, 12],
         "q": "Shona thinks the post went past a thousand shares. Who gives the exact count?",
         "para": ["who corrected shona on the number of shares",
                  "The person who wrote the post knows the real figure. Who's that?"],
         "cands": None,
         "answer": "Hannah Roe, who runs the village page and wrote the post: 862"},
        {"n": 12, "type": "who", "ev": [18],
         "q": "Who dug Pickle out of the rabbit hole?",
         "cands": ["Ewan Tuke", "Callum Price", "Shona Ambler", "Derek Ambler"],
         "answer": "Ewan Tuke"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "Derek's age?",
         "cands": ["74", "47", "64", "77"],
         "answer": "74"},
        {"n": 14, "type": "needle_screen", "ev": [21],
         "q": "When's Pickle booked in at the vet?",
         "cands": ["Tuesday 9:00 am", "Tuesday 10:30 am", "Wednesday 9:00 am", "Monday 8:30 am"],
         "answer": "Tuesday 9:00 am"},
        {"n": 15, "type": "speech_and_screen", "ev": [16],
         "q": "Street lights coming on down the lane - at what time?",
         "cands": None, "answer": "7:25 pm, the moment Callum's drone lifted off"},
        {"n": 16, "type": "quantity", "ev": [5],
         "q": "How long does the drone stay up on a single battery?",
         "cands": ["twenty five minutes", "fifteen minutes", "fifty two minutes", "forty minutes"],
         "answer": "twenty five minutes"},
        {"n": 17, "type": "quantity", "ev": [18],
         "q": "Distance between the stile and the spot where Pickle was found?",
         "cands": None, "answer": "Half a mile (0.5 miles)"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "Every searcher got the same instructions. What were they?",
         "cands": ["Don't shout her name or run at her; rattle a biscuit tin and sit down",
                   "Walk in a line an arm's length apart and call her every minute",
                   "Carry a lead and a photo of her at all times",
                   "Stay off the moor and only search gardens and sheds"],
         "answer": "Don't shout her name or run at her; rattle a biscuit tin and sit down"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "Shona and Derek - how are they connected?",
         "cands": None,
         "answer": "He's her father-in-law: she married his son Craig"},
        {"n": 20, "type": "right_before_after", "ev": [17],
         "q": "What did Callum do once a small white shape showed up on his screen by the quarry?",
         "cands": None,
         "answer": "Held the drone dead still above it, put its light on, and told Shona on the radio exactly "
                   "where to go"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First thing we see in the Pickle video?",
         "cands": ["Quarter to six, mist on Low Moor, and Derek already sitting on the stile with a torch and a "
                   "tin of her biscuits",
                   "Callum's drone lifting off at dusk",
                   "Bev taping posters to lamp posts",
                   "Pickle being carried down to the stile covered in mud"],
         "answer": "Quarter to six, mist on Low Moor, and Derek already sitting on the stile with a torch and a "
                   "tin of her biscuits"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "The next episode, according to the ending?",
         "cands": ["Ewan putting a terrier-proof gate in place of the stile on Low Moor",
                   "Pickle's first walk on the moor in her new harness",
                   "Callum looking for a lost tortoise with his drone",
                   "Bev's last day on the Skelbrook post round"],
         "answer": "Ewan putting a terrier-proof gate in place of the stile on Low Moor"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How big a reward was Derek offering?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "number of posters bev put up",
         "cands": ["40", "25", "60", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [TIMETABLE, PATIO, LOSTDOG]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "timetable": [26.0, 25.0, 27.0, 25.0, 23.5, 27.0, 22.0, 27.0, 26.5, 25.0, 27.0, 26.5, 27.5, 25.0, 24.5, 26.0, 25.0, 25.5, 26.0, 25.0, 23.5, 25.0, 26.0],
    "patio": [25.0, 24.5, 24.5, 26.5, 26.0, 25.0, 26.5, 26.0, 25.0, 26.5, 24.5, 27.5, 24.5, 26.0, 26.5, 22.5, 25.5, 26.5, 26.5, 25.5, 25.5, 27.5, 24.5],
    "lostdog": [23.0, 25.5, 24.0, 27.0, 26.0, 25.5, 25.5, 27.0, 24.0, 26.0, 27.0, 25.5, 27.5, 25.0, 23.0, 23.5, 24.5, 26.0, 26.0, 24.5, 26.5, 22.5, 25.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
