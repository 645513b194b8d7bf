"""Scripts of the "blind42" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- leadroof: a church council's emergency meeting, held in the church itself, after thieves stripped
            the lead off the south aisle roof, from the trestle tables in the north aisle to the
            church locked at five past nine (the council's secretary, the vicar, the churchwarden,
            the roofer, the treasurer, the police community support officer)
- armchair: an upholsterer's how-to: re-upholstering a wingback armchair in a mill workshop over
            four days, from the sagging seat on the Tuesday to the wedding bells on the Friday (the
            upholsterer, her trainee, the chair's owner, his wife, the French polisher next door,
            the man from the fabric shop)
- powercut: a hill village's day without electricity after a storm, from the hall steps in the dark
            at twenty to five to the lights coming back in the evening (the woman who keeps the
            village hall, the dairy farmer with the valley's only generator, the landlady of the
            pub, her twin brother the linesman, a ninety one year old and her great-grandson)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ leadroof (a church council's emergency meeting)
RUTH = ("en-gb-x-rp+Annie", "Ruth Ingleby, PCC secretary")
CLAIRE = ("en-gb-x-gbcwmd+linda", "The Revd Claire Hollis, vicar")
BRIAN = ("en-gb-x-gbclan+Andy", "Brian Threlfall, churchwarden")
DENNIS = ("en-gb-scotland+rob", "Dennis Marlow, roofer")
PEGGY = ("en-gb-x-rp+grandma", "Peggy Lister, treasurer")
JORDAN = ("en-029+Michael", "PCSO Jordan Eke, police")

AGENDA = "#f0ece2"
NAVE = "#e7e5ee"
NORTH_AISLE = "#e3e9ea"
VESTRY = "#efe6df"
NAVE_DARK = "#1e2230"

LEADROOF = {
    "name": "leadroof",
    "footer": "St Aidan's, Wendlecote · church council emergency meeting · the stolen lead",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, NAVE_DARK, "The lead's gone",
              ["Church council: emergency meeting", "St Aidan's church, Wendlecote", "Tuesday 20 January",
               "Starts: 7:30 pm"],
              "Tuesday night, and we're meeting in the church itself, round two trestle tables in the north "
              "aisle, all in our coats. There are buckets on the pews, and a blue tarpaulin flapping over "
              "the hole where the south aisle roof used to be. I'm Ruth Ingleby, secretary to the church "
              "council, and the camera's propped on the lectern, on the big Bible."),
        # 1
        slide(RUTH, AGENDA, "The agenda",
              ["1. Minutes of the last meeting", "2. Report from the police", "3. The insurance claim",
               "4. An appeal for a new roof", "5. A temporary cover: Dennis Marlow's quote"],
              "This is the agenda. I wrote it the way this council has always done it: the minutes at the "
              "top, and anybody sending us a bill at the very bottom. We didn't keep to it. Number two went "
              "first, the police, because Jordan covers six villages on his own on a Tuesday night, and "
              "his radio could call him away any minute."),
        # 2
        slide(CLAIRE, NAVE, "In the chair",
              ["The Revd Claire Hollis, vicar", "South aisle roof: lead stripped", "Taken: Saturday 17 January"],
              "Claire Hollis, vicar. I've chaired a great many church council meetings, but never one in a "
              "bobble hat. Somebody stripped the lead off our south aisle roof on Saturday, and we found out "
              "the wet way. The good news, such as it is, is that we've got about twelve thousand pounds "
              "in the fabric fund for exactly this kind of thing."),
        # 3
        slide(BRIAN, NORTH_AISLE, "The churchwarden",
              ["Brian Threlfall, churchwarden", "Churchwarden: 22 years"],
              "Brian Threlfall, churchwarden for twenty two years. At the eight o'clock communion on "
              "Sunday, the rain came straight through onto the choir stalls, and I looked up and saw sky. "
              "I went up the tower to have a look. They'd taken forty sheets of lead at least, the whole "
              "south side, and left us the nails."),
        # 4
        slide(DENNIS, NORTH_AISLE, "The roofer",
              ["Dennis Marlow", "Marlow and Son, roofers"],
              "Dennis Marlow, Marlow and Son, roofers. Claire's asked me to declare an interest, so here it "
              "is. Brian's my brother-in-law. I married his sister Pat, and I've heard about this church "
              "roof at every Sunday dinner since. Brian and I got a tarpaulin over the worst of it on "
              "Sunday afternoon, but that's a sticking plaster, not a roof."),
        # 5
        slide(PEGGY, VESTRY, "The treasurer",
              ["Peggy Lister, treasurer", "Treasurer since: 1991"],
              "Peggy Lister, treasurer. I've brought the cash book in a carrier bag, and my own cushion, "
              "because these pews were not built for meetings. I keep the books, I count the collection, "
              "and I've never yet let a vicar get a number wrong in public. The insurers rang me this "
              "morning, and I've written down every word they said."),
        # 6
        slide(JORDAN, NAVE, "The police",
              ["PCSO Jordan Eke", "Villages covered on a Tuesday night: 6"],
              "Jordan Eke, police community support officer. On a Tuesday night I cover six villages on my "
              "own, so if this radio goes, I go. I've been to three churches since Christmas for "
              "the same thing. Lead fetches good money at the scrap yards, and a "
              "church roof is a lot of it, up high, with nobody watching."),
        # 7
        slide(DENNIS, NORTH_AISLE, "Twenty six",
              ["Sheets of lead taken: 26"],
              "Forty, Brian? Twenty six. I went up the ladder on Monday and counted every bay, and each bay "
              "was one sheet. It looks like more from the tower, because they've ripped the flashings off "
              "as well and left them hanging. Twenty six is bad enough. A couple of those sheets had been "
              "up there since Queen Victoria."),
        # 8
        slide(RUTH, NAVE, "The police first",
              ["Number 2 on the agenda", "Report from PCSO Jordan Eke"],
              "First, number two, the police, with Jordan's radio on the table between the biscuits. He'd "
              "barely opened his notebook when the pigeon that's been living in here since Saturday came "
              "swooping down low over the trestle tables, and the whole church council ducked at once. "
              "Claire said it was the first time she'd seen us all agree on anything."),
        # 9
        slide(JORDAN, NAVE, "Broad daylight",
              ["Crime reference: WC/0117/4432", "PCSO Eke left: 7:45 pm"],
              "They came on Saturday afternoon, in broad daylight, in a white van with a roofing firm's "
              "name on the side, hi-vis jackets and a long ladder. People walking their dogs waved at "
              "them. That's how it's done. While I was telling the council, the pigeon came down and made a "
              "pass at my hat. Then the radio went, and off I went."),
        # 10
        slide(DENNIS, VESTRY, "The cover second",
              ["Number 5 on the agenda", "Temporary cover, all in: £2,600", "Heavy rain forecast: Thursday"],
              "Second, number five, my quote, though Ruth had me at the bottom. There's heavy rain coming on "
              "Thursday, and if I get a yes tonight, I'm at the merchant at seven for the sheeting and the "
              "scaffold tower. It's two thousand pounds for a temporary cover. No, two thousand six "
              "hundred: I forgot the scaffold tower, and I've just said it."),
        # 11
        slide(RUTH, NAVE, "Carried",
              ["Temporary cover: carried, 7:52 pm"],
              "Claire asked for hands, and every hand went up, even Peggy's, and she votes against "
              "everything on principle. The very moment Claire said carried, the rain started drumming on "
              "the tarpaulin over our heads, as if it had been waiting outside to hear. Up in the tower "
              "the jackdaws were clattering about, the way they always do when it's wet."),
        # 12
        slide(PEGGY, VESTRY, "The insurance third",
              ["Number 3 on the agenda", "Insurance limit for metal theft: £7,500", "Roof alarm fitted: none"],
              "Third, number three, the insurance. The insurers will pay seven thousand five hundred pounds "
              "for metal theft, and not a penny more, because we never fitted a roof alarm, which they did "
              "mention, twice. The pigeon sat on top of the rood screen all the way through my report, "
              "watching me like a churchwarden, and it didn't move a feather."),
        # 13
        slide(PEGGY, VESTRY, "Eight thousand four hundred and ten",
              ["Fabric fund: £8,410"],
              "And Claire, it isn't twelve thousand in the fabric fund. It's eight thousand four hundred "
              "and ten. Twelve thousand was before we paid for the new boiler, and you signed the cheque. "
              "Then that pigeon came down so low over my cash book that I felt the draught off its wings, "
              "and I said a word I shouldn't have, in church of all places."),
        # 14
        slide(CLAIRE, NAVE, "The appeal fourth",
              ["Number 4 on the agenda", "New roof in stainless steel: £36,000", "Appeal target: £20,000"],
              "Fourth, number four, the appeal. A new roof in stainless steel will cost thirty six thousand "
              "pounds, and nobody steals stainless steel, because no scrap yard will pay for it. Take off "
              "the insurance and what's left in the fabric fund, and the appeal has to raise twenty "
              "thousand pounds, give or take. That's why it waited for the insurance."),
        # 15
        slide(BRIAN, NORTH_AISLE, "The first twenty",
              ["Appeal: carried, 8:20 pm", "In the plate: £240"],
              "The appeal was carried without a word against. Straight after, Peggy opened her handbag, "
              "took out a twenty pound note, folded it once and put it in the collection plate, without "
              "saying anything. Then she pushed the plate along the table to me. It went all the way "
              "round, and it came back with two hundred and forty pounds in it."),
        # 16
        slide(DENNIS, NORTH_AISLE, "Up at seven",
              ["Sheeting from the merchant: Wednesday 7:00 am", "Scaffold up by: Wednesday noon"],
              "While the plate was going round, that pigeon skimmed the top of my head on its way to the "
              "font, and Brian laughed so much he had to sit down. I'll be at the merchant at seven. Brian's "
              "coming with me to hold the ladder, which he's been doing since we were twenty, and "
              "complaining about since we were twenty one."),
        # 17
        slide(CLAIRE, NAVE, "Pigeons",
              ["Roof alarm to be fitted: Monday 2 February"],
              "Last Easter a pigeon got in through the bell louvres and sat on the pulpit all through my "
              "sermon, and people still talk about that pigeon more than the sermon. This one we'll catch "
              "with a towel when it's light. The insurers want a roof alarm before they'll cover the new "
              "roof, so the alarm people are coming, and Brian will let them in."),
        # 18
        slide(RUTH, VESTRY, "The minutes last",
              ["Number 1 on the agenda", "Minutes of the meeting of Tuesday 9 December"],
              "Last, number one, the minutes, and they came last because they'd been in the vestry "
              "cupboard, right under the drip, and they were soaked through. I dried them page by page on "
              "the radiator by the organ all evening, and read them out at the end, crinkled like crisps. "
              "Nobody had any corrections. I think they were frightened of Peggy."),
        # 19
        slide(BRIAN, NORTH_AISLE, "A sign for the gate",
              ["For the lych gate: NO LEAD ON THIS ROOF"],
              "When the new roof's on, I'm putting a sign on the lych gate saying there's no lead on this "
              "roof any more, in letters big enough to read from a van. Dennis says thieves can't read. I "
              "said they read a roofing firm's name well enough to borrow it. Then we emptied the buckets "
              "out of the north door."),
        # 20
        slide(CLAIRE, NAVE, "Closing",
              ["Closing prayer: 8:55 pm", "Church locked: 9:05 pm"],
              "We closed with a short prayer, for the roof, for Jordan out in his car, and, Peggy insisted, "
              "for whoever took the lead, that one day they might feel as cold as we did tonight. I'm not "
              "sure that's theology, but the whole council said amen louder than I've ever heard it. Brian "
              "locked up at five past nine."),
        # 21
        slide(RUTH, VESTRY, "Folding the tables",
              ["Next meeting: Tuesday 17 February"],
              "Dennis and Brian folded the trestle tables, arguing about ladders. Peggy counted the plate "
              "again, twice, and wrote it in the cash book by torchlight. I've put my crinkly minutes back "
              "in the cupboard, on the top shelf this time, in a plastic bag. The pigeon's still in here "
              "somewhere. I left it a saucer of water by the font."),
        # 22
        slide(RUTH, NAVE_DARK, "Next on the channel",
              ["The new roof goes on", "Stainless steel, south aisle", "From Monday 13 April"],
              "Next time, if the appeal gets there, the new roof goes on: stainless steel sheets on the "
              "south aisle, craned up over the churchyard wall. Dennis is on the scaffold, Brian's holding "
              "the ladder, Peggy's keeping the accounts, and Claire has promised a service of blessing for "
              "a roof, which she says isn't in any book she owns. I'll be filming it."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's going on in the St Aidan's video, broadly?",
         "para": ["church roof lead theft meeting - what's it about",
                  "Trestle tables in an aisle, a pigeon loose indoors and buckets on the pews. What sort of "
                  "get-together is this?"],
         "cands": ["A church council's emergency meeting, held in the church itself, after thieves stripped the "
                   "lead off the south aisle roof",
                   "The new stainless steel roof going on the south aisle",
                   "A sponsored abseil down the church tower to raise money for the roof",
                   "A bell-ringers' practice night in a leaking tower"],
         "answer": "A church council's emergency meeting, held in the church itself, after thieves stripped the "
                   "lead off the south aisle roof"},
        {"n": 2, "type": "count", "ev": [8, 9, 13, 16],
         "q": "On how many occasions did the loose pigeon swoop low over the people at the meeting?",
         "para": ["pigeon dive-bombing the council - how often",
                  "Ignore the jackdaws in the tower, the bird perched on the rood screen and last Easter's "
                  "visitor. On the night, how many low passes did the loose pigeon make over the tables?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which item on Ruth's agenda did they actually deal with first?",
         "cands": ["The report from the police", "Dennis Marlow's quote for a temporary cover",
                   "The minutes of the last meeting", "The insurance claim"],
         "answer": "The report from the police"},
        {"n": 4, "type": "order", "ev": [1, 8, 10, 12, 14, 18],
         "q": "Ruth's paper runs minutes, police, insurance, appeal and then the roofer's quote. What order did "
              "the evening really follow?",
         "cands": None,
         "answer": "The police first, then Dennis's temporary cover, the insurance, the appeal, and the minutes "
                   "last"},
        {"n": 5, "type": "why", "ev": [1, 6, 9],
         "q": "police report at the top of the evening - why",
         "cands": None,
         "answer": "Jordan covers six villages on his own on a Tuesday night, so his radio could call him away "
                   "at any minute (and it did)"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Why were the minutes of the previous meeting left till the end?",
         "cands": ["They'd been soaked in the vestry cupboard under the drip, so Ruth dried them page by page on "
                   "the radiator during the meeting",
                   "Nobody could find them until the meeting was nearly over",
                   "Claire always takes the minutes last at an emergency meeting",
                   "Peggy wanted to check the figures in them first"],
         "answer": "They'd been soaked in the vestry cupboard under the drip, so Ruth dried them page by page on "
                   "the radiator during the meeting"},
        {"n": 7, "type": "why", "ev": [10],
         "q": "What made Dennis's quote jump the queue to second place?",
         "para": ["temporary roof cover dealt with so early, reasoning",
                  "The roofer was at the bottom of the paper but got his say straight after the police. "
                  "Explain."],
         "cands": None,
         "answer": "Heavy rain was forecast for Thursday, and with a yes that night he could be at the merchant "
                   "at seven next morning for the sheeting and the scaffold tower"},
        {"n": 8, "type": "correction", "ev": [3, 7],
         "q": "Brian was sure at least forty sheets of lead had gone. What's the real count?",
         "cands": None,
         "answer": "26 (twenty six: Dennis counted every bay from his ladder)"},
        {"n": 9, "type": "correction", "ev": [2, 13],
         "q": "In the end, how much money is in the fabric fund?",
         "cands": ["£8,410", "£12,000", "£4,810", "£8,140"],
         "answer": "£8,410"},
        {"n": 10, "type": "correction", "ev": [10],
         "q": "Dennis first prices the temporary cover at two thousand pounds. What figure does he end on?",
         "para": ["roofer's quote for the stopgap cover - corrected price",
                  "Halfway through a sentence the roofer changes his own price. Where does it land, and what "
                  "had slipped his mind?"],
         "cands": None,
         "answer": "£2,600 (two thousand six hundred): he'd forgotten the scaffold tower"},
        {"n": 11, "type": "who", "ev": [2, 13],
         "q": "Who told Claire that her twelve thousand pounds was wrong?",
         "cands": None,
         "answer": "Peggy Lister, the treasurer: it's £8,410, since the new boiler was paid for"},
        {"n": 12, "type": "who", "ev": [3],
         "q": "Who spotted the rain coming through onto the choir stalls on Sunday?",
         "cands": ["Brian Threlfall", "Dennis Marlow", "Claire Hollis", "Ruth Ingleby"],
         "answer": "Brian Threlfall"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "peggy's been treasurer since when",
         "cands": ["1991", "1919", "1981", "1999"],
         "answer": "1991"},
        {"n": 14, "type": "needle_screen", "ev": [17],
         "q": "When's the roof alarm being put in?",
         "cands": ["Monday 2 February", "Monday 9 February", "Tuesday 17 February", "Monday 13 April"],
         "answer": "Monday 2 February"},
        {"n": 15, "type": "speech_and_screen", "ev": [11],
         "q": "Rain hammering on the tarp overhead - what time did that start?",
         "cands": None, "answer": "7:52 pm, the moment Claire said the temporary cover was carried"},
        {"n": 16, "type": "quantity", "ev": [12],
         "q": "What's the most the insurers will hand over for the stolen metal?",
         "cands": ["£7,500", "£5,700", "£17,500", "£2,600"],
         "answer": "£7,500"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "How much does the appeal have to bring in?",
         "para": ["appeal target for the roof",
                  "Once the insurance and the fabric fund are taken off the cost of a stainless steel roof, "
                  "what sum is left for the appeal to find?"],
         "cands": None, "answer": "£20,000 (twenty thousand pounds), give or take"},
        {"n": 18, "type": "spoken_fact", "ev": [9],
         "q": "According to Jordan, how did the thieves get away with it in daylight?",
         "cands": ["They looked like roofers: a white van with a roofing firm's name on it, hi-vis jackets and a "
                   "long ladder, and dog walkers waved at them",
                   "They came in the middle of a storm, so nobody heard a thing",
                   "They said they were from the church's insurers",
                   "They hired a cherry picker in the vicar's name"],
         "answer": "They looked like roofers: a white van with a roofing firm's name on it, hi-vis jackets and a "
                   "long ladder, and dog walkers waved at them"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Dennis and Brian - any family connection?",
         "cands": None,
         "answer": "Yes: they're brothers-in-law; Dennis married Brian's sister Pat"},
        {"n": 20, "type": "right_before_after", "ev": [15],
         "q": "What did Peggy do as soon as the appeal was voted through?",
         "cands": None,
         "answer": "Took a twenty pound note from her handbag, folded it and put it in the collection plate "
                   "without a word, then pushed the plate along to Brian; it went round the table and came "
                   "back with £240"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the St Aidan's footage open?",
         "cands": ["Two trestle tables in the church's north aisle, everyone in coats, buckets on the pews and a "
                   "blue tarpaulin flapping over the hole in the south aisle roof",
                   "Dennis up a ladder counting the bays on the roof",
                   "Brian locking the church at five past nine",
                   "Stainless steel sheets being craned over the churchyard wall"],
         "answer": "Two trestle tables in the church's north aisle, everyone in coats, buckets on the pews and a "
                   "blue tarpaulin flapping over the hole in the south aisle roof"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's promised for the next instalment?",
         "cands": ["The new stainless steel roof going on the south aisle",
                   "The roof alarm being tested",
                   "Catching the pigeon with a towel",
                   "The next church council meeting in February"],
         "answer": "The new stainless steel roof going on the south aisle"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which insurance company covers St Aidan's?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Roughly how heavy was the lead the thieves took?",
         "cands": ["about 1.5 tonnes", "about 3 tonnes", "about 800 kg", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ armchair (an upholsterer's how-to)
NELL = ("en-gb-x-gbclan+belinda", "Nell Garside, Garside Upholstery")
MAISIE = ("en-us+steph", "Maisie Quayle, trainee")
HOWARD = ("en-gb-x-rp+paul", "Howard Pickering, the chair's owner")
LORNA = ("en-gb-scotland+Andrea", "Lorna Pickering, chose the fabric")
STAN = ("en-gb-x-gbcwmd+ed", "Stan Kowalczyk, French polisher")
JAS = ("en-us-nyc+max", "Jas Sandhu, Sandhu Fabrics")

ENVELOPE = "#f1ebde"
BENCH = "#ece4d8"
WORKSHOP = "#e6e4dd"
WEBBING = "#e9e2e6"
NEXT_DOOR = "#e4e6ec"
MILL_DARK = "#26211f"

ARMCHAIR = {
    "name": "armchair",
    "footer": "Garside Upholstery · how to re-upholster an armchair · Stoneclough Mill",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(NELL, MILL_DARK, "How to re-upholster an armchair",
              ["Garside Upholstery, since 2009", "Unit 4, Stoneclough Mill, Haverley",
               "Tuesday 10 to Friday 13 March"],
              "Eight o'clock on a Tuesday, and on my bench there's a wingback armchair with a threadbare "
              "cover, a seat that sags like a hammock and a smell like a damp cellar. Bobbin, the workshop "
              "cat, has already sniffed it and walked off. I'm Nell Garside, the camera's on a clamp above "
              "the bench, and this is how you re-upholster an armchair."),
        # 1
        slide(NELL, ENVELOPE, "Howard's envelope",
              ["1. Fix the wobbly back leg", "2. New cover in Lorna's fabric", "3. Stop the seat sagging",
               "4. Get rid of the musty smell", "5. Polish up the legs"],
              "Howard wrote his list on the back of an envelope at his kitchen table, in the order things "
              "came into his head, which is never the order you do them in. Number four went first: the "
              "smell. That smell is the old stuffing, and every job on this list is underneath the cover, "
              "so the whole chair comes apart before anything else."),
        # 2
        slide(MAISIE, BENCH, "The trainee",
              ["Maisie Quayle, 18", "Trainee, first year"],
              "Maisie Quayle, trainee, first year. Nell's my godmother. She was at college with my mum, and "
              "she held me at my christening, and now she holds me to a very high standard, she says. I do "
              "the stripping, the sweeping and the tea. Nell does the cutting, because fabric is expensive "
              "and I'm not, yet."),
        # 3
        slide(HOWARD, WORKSHOP, "The chair",
              ["Howard Pickering", "The chair: his mother's"],
              "Howard Pickering. That chair was my mother's. She sat in it by the window every evening with "
              "the radio on, and her old cat slept on the seat every afternoon, until she shooed him off for "
              "visitors. It's a hundred years old if it's a day, that chair. I'd like it to do another "
              "hundred, with Lorna in it."),
        # 4
        slide(LORNA, WORKSHOP, "The fabric",
              ["Lorna Pickering", "Fabric chosen: Saturday 7 March"],
              "Lorna Pickering. I chose the fabric, because if Howard had chosen it, it would be brown. It's "
              "a lovely deep plum, with a little texture to it, and it's on its way from Jas. I've measured "
              "that chair with my dressmaking tape, and I'd say we'll need about six metres of it, what "
              "with those big wings."),
        # 5
        slide(STAN, NEXT_DOOR, "Next door",
              ["Stan Kowalczyk, French polisher", "Unit 5, Stoneclough Mill"],
              "Stan Kowalczyk, French polisher, next door, in unit five. Nell does the soft bits and I do "
              "the shiny bits. The legs on that chair are proper walnut, under forty years of furniture "
              "polish and fingerprints. Nell sends them round when she's ready, and not before, because she "
              "knows what happens to my polish in her workshop."),
        # 6
        slide(JAS, WORKSHOP, "The fabric shop",
              ["Jas Sandhu, Sandhu Fabrics", "Mill Street, Haverley"],
              "Jas Sandhu, Sandhu Fabrics, on Mill Street. My one rule for upholstery: every metre for one "
              "chair comes off the same roll. Two rolls of the same colour are never quite the same, and on "
              "an armchair you'd see the join from across the room. Lorna's is "
              "on a roll in my back room. I'll cut it Thursday."),
        # 7
        slide(NELL, BENCH, "Stripping first",
              ["Number 4 on the envelope", "Stripped to the frame: Tuesday 8:30 to 11:00 am"],
              "First, number four, the smell, which means stripping. Ripping chisel, mallet, and a photo of "
              "every layer as it comes off, because the chair tells you how it was built. The top cover, "
              "then the calico, then the stuffing, which was horsehair gone damp. You can't glue a joint, "
              "tie a spring or fit new fabric till a chair's down to bare wood."),
        # 8
        slide(MAISIE, BENCH, "A spring",
              ["Safety glasses: on"],
              "Just as I cut the last bit of twine on the seat, a spring shot straight up and hit the strip "
              "light, and the whole workshop rang like a bell. Nell handed me a pair of safety glasses "
              "without a word, put a pair on herself, and told me to always cut twine from the side and "
              "never from the top. I haven't since."),
        # 9
        slide(NELL, BENCH, "The springs",
              ["Seat springs: 12"],
              "With the seat bare, you can see the springs, all nine of them. No, twelve: three rows of "
              "four, and I'd missed the back row, still buried in the stuffing. I'd barely finished counting "
              "when Bobbin jumped up and curled herself into the springs of the bare seat, like a hen on a "
              "nest. Cats can't resist a half-finished chair."),
        # 10
        slide(STAN, NEXT_DOOR, "Nineteen fifty two",
              ["Maker's stamp under the seat rail: 1952"],
              "A hundred years old, Howard? Nineteen fifty two. It's stamped on the underside of the seat "
              "rail, clear as day, with the maker's name, once you get the old hessian off. Your mother "
              "will have bought it new. It only looks older because it's been sat in every evening for "
              "seventy odd years. That's a compliment to the chair."),
        # 11
        slide(NELL, BENCH, "The leg second",
              ["Number 1 on the envelope", "Glue and clamps: Tuesday 2:00 pm", "In the clamps: 12 hours"],
              "Second, number one, the wobbly back leg. The old glue in the joint had turned to powder, so I "
              "cleaned it out, glued it fresh and clamped it. It stays in the clamps twelve hours, "
              "overnight, before anybody touches it. Springs pull on a frame like a drum skin, and if you tie "
              "them to a joint that's still wet, it opens up again."),
        # 12
        slide(MAISIE, WEBBING, "The sag third",
              ["Number 3 on the envelope", "New webbing: Wednesday 9:00 am", "Springs tied: eight ways"],
              "Third, number three, the sag. New webbing across the bottom, stretched tight, then every "
              "spring sewn to it and tied down eight ways with laid cord. Nell let me tie them all myself, "
              "while she watched with her arms folded. I stepped back to shake my hands out, "
              "turned round, and Bobbin was stretched out asleep on the new hessian."),
        # 13
        slide(HOWARD, WORKSHOP, "Visiting",
              ["Howard's visit: Wednesday 4:00 pm"],
              "I came in on Wednesday to see how it was going, and I hardly knew it: no cover, no stuffing, "
              "just springs and a frame. And there was that cat, sitting up on the arm of my mother's "
              "chair, as if she owned it. My mother would have liked her. Nell says the cat is in charge of "
              "quality control."),
        # 14
        slide(JAS, WORKSHOP, "Three and a half",
              ["Fabric: Kestrel Twill, colour Damson", "Cut: 3.5 m at £38 a metre"],
              "Six metres, Lorna? Three and a half. I cut it off the roll myself this morning, and Nell had "
              "given me the measurements, wings and all, down to the last inch. Nobody needs six metres for "
              "one armchair, unless they're making curtains to match. It's thirty eight pounds a metre, so "
              "Howard can thank me for the other two and a half."),
        # 15
        slide(NELL, BENCH, "The cover fourth",
              ["Number 2 on the envelope", "Calico, wadding, then the top cover",
               "Top cover on: Thursday 3:00 pm"],
              "Fourth, number two, the new cover. First the hair stuffing goes back, teased out by "
              "hand, then calico, then wadding, then Lorna's fabric. Tack the middle of each "
              "side first and work out towards the corners, or the pattern walks off sideways. The wings "
              "take longest. Every pleat gets folded, pinned and looked at twice."),
        # 16
        slide(LORNA, WORKSHOP, "Plum",
              ["Lorna's verdict: yes"],
              "I came in on Thursday evening and there it was, plum all over, pleats on the wings, not a "
              "wrinkle anywhere. I didn't say anything for a while, and Howard says that's a first. Bobbin "
              "was asleep in the box of offcuts under the bench, on what was left of my fabric, which I'm "
              "told is her usual bed."),
        # 17
        slide(NELL, BENCH, "The legs last",
              ["Number 5 on the envelope", "Legs to Stan: Friday 8:30 am"],
              "Last, number five, the legs. They went round to Stan on Friday morning, once the cover was on "
              "and there was nothing left to do but the bottom cloth. Polish them first and they'd get "
              "knocked about, dripped on with glue and covered in chalk and fingerprints while I worked. So "
              "the shiny bits always wait for the soft bits."),
        # 18
        slide(STAN, NEXT_DOOR, "French polish",
              ["Coats of polish: 3", "Legs back: Friday 1:30 pm"],
              "I stripped the old wax off, and under it was that walnut, gorgeous. French polish goes on with "
              "a rubber, a pad of cotton wool wrapped in linen, in little figures of eight, thin coats, three "
              "of them. I took the legs back to Nell at half past one, and carried them through her door like "
              "eggs, because I know her workshop."),
        # 19
        slide(NELL, BENCH, "Finished",
              ["Chair finished: Friday 2:36 pm"],
              "Legs back on, black cloth tacked underneath to keep the dust out, and a final brush down. The "
              "very moment I stood the chair back on its feet, the bells of the church across the canal "
              "started ringing for a wedding, and Maisie said it was a sign. I said it was Friday afternoon. "
              "Then I sat in it, and it didn't twang once."),
        # 20
        slide(HOWARD, WORKSHOP, "Collecting",
              ["Bill, all in: £585"],
              "Five hundred and eighty five pounds, all in, fabric and polishing included, and worth every "
              "penny. I sat in it in the workshop and didn't want to get up. We carried it out to the car "
              "between us, wrapped in a blanket like a patient. It's going back by the window, where it "
              "always was. My mother would approve."),
        # 21
        slide(MAISIE, BENCH, "Sweeping up",
              ["Old tacks swept up: one jam jar, full"],
              "I swept up a whole jam jar of old tacks, and every one of them was hammered in by hand by "
              "somebody in a factory before my nan was born. I've kept the best ones. Nell says next time I "
              "can do the webbing on my own, start to finish, and my mum has already told everybody in her "
              "office."),
        # 22
        slide(NELL, MILL_DARK, "Next on the channel",
              ["Stan's rocking chair", "A new rush seat and cushion", "Tuesday 24 March"],
              "Next time, Stan's own rocking chair, which he's been promising to bring round for twelve "
              "years and finally has, because Lorna shamed him into it. The rush seat's gone, the cushion's "
              "flat, and Stan says the rockers are perfect, because he polished them. Maisie's doing the "
              "stripping, I'm doing the seat, and Bobbin, I expect, will do the sitting."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up the Stoneclough Mill video for me.",
         "para": ["armchair upholstery vid - main idea",
                  "A ripping chisel, a box of fabric offcuts with a cat in it and a pair of walnut legs going "
                  "next door. What's being made or mended here?"],
         "cands": ["An upholsterer's how-to: re-upholstering a wingback armchair, from stripping it to the frame "
                   "to the new cover",
                   "Re-seating a French polisher's rocking chair",
                   "A fabric shop's day cutting curtain material",
                   "A furniture restorer valuing a house full of antiques"],
         "answer": "An upholsterer's how-to: re-upholstering a wingback armchair, from stripping it to the frame "
                   "to the new cover"},
        {"n": 2, "type": "count", "ev": [9, 12, 13],
         "q": "Count the times Bobbin got onto the armchair while it was being worked on.",
         "para": ["cat on the chair during the job - number of times",
                  "Not the old cat in Howard's memories, and not the box of offcuts under the bench. How often "
                  "did the workshop cat end up on Howard's chair?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which of Howard's five jobs did Nell start with?",
         "cands": ["Getting rid of the musty smell", "Fixing the wobbly back leg", "Stopping the seat sagging",
                   "Polishing up the legs"],
         "answer": "Getting rid of the musty smell"},
        {"n": 4, "type": "order", "ev": [1, 7, 11, 12, 15, 17],
         "q": "The new cover is number two on the envelope. At what stage did it really happen?",
         "cands": None,
         "answer": "Fourth, on Thursday: after the stripping, the glued leg and the springs, and before Stan "
                   "polished the legs"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Why did the smell have to be dealt with before anything else?",
         "para": ["stripping the chair down before any other job, reason",
                  "nell went after the musty smell first of all - what for"],
         "cands": None,
         "answer": "The smell was the old damp horsehair stuffing, and every other job is under the cover: you "
                   "can't glue a joint, tie a spring or fit fabric until the chair is stripped to bare wood"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "What was Nell's thinking in leaving the legs till the very end?",
         "cands": ["Polished first, they'd have been knocked about, dripped on with glue and covered in chalk "
                   "and fingerprints while she worked",
                   "Stan was away until the Friday",
                   "French polish needs the chair's weight on the legs to set",
                   "Howard hadn't decided whether he wanted them polished at all"],
         "answer": "Polished first, they'd have been knocked about, dripped on with glue and covered in chalk "
                   "and fingerprints while she worked"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "The leg had to be glued before the springs were tied. What's the reasoning?",
         "cands": ["Springs pull on a frame like a drum skin, so the glued joint needs its night in the clamps "
                   "first or it opens up again",
                   "The glue gives off fumes that rot new webbing",
                   "Maisie wasn't allowed to tie springs until her second day",
                   "The webbing wasn't delivered until Wednesday"],
         "answer": "Springs pull on a frame like a drum skin, so the glued joint needs its night in the clamps "
                   "first or it opens up again"},
        {"n": 8, "type": "correction", "ev": [4, 14],
         "q": "Lorna thought six metres of fabric would be needed. What did Jas actually cut?",
         "para": ["fabric length for the chair, correct figure",
                  "The fabric shop owner puts Lorna right about how much material the chair takes. What's "
                  "the true length?"],
         "cands": None,
         "answer": "3.5 metres (three and a half), off one roll"},
        {"n": 9, "type": "correction", "ev": [9],
         "q": "Once Nell has recounted, how many springs are in the seat?",
         "cands": ["12", "9", "16", "8"],
         "answer": "12"},
        {"n": 10, "type": "who", "ev": [3, 10],
         "q": "Howard reckons the chair is a hundred years old. Who corrects him?",
         "para": ["who put howard straight on how old the chair is",
                  "A date stamped under the seat rail settles the chair's age. Which person points it out?"],
         "cands": None,
         "answer": "Stan Kowalczyk, the French polisher next door: it's stamped 1952"},
        {"n": 11, "type": "who", "ev": [12],
         "q": "Whose hands tied the new springs down?",
         "cands": ["Maisie Quayle", "Nell Garside", "Stan Kowalczyk", "Jas Sandhu"],
         "answer": "Maisie Quayle"},
        {"n": 12, "type": "needle_screen", "ev": [0],
         "q": "what year did nell's business open",
         "cands": ["2009", "2019", "1999", "2006"],
         "answer": "2009"},
        {"n": 13, "type": "needle_screen", "ev": [14],
         "q": "What's the name of the fabric Lorna picked?",
         "cands": None, "answer": "Kestrel Twill (colour Damson)"},
        {"n": 14, "type": "speech_and_screen", "ev": [19],
         "q": "wedding bells across the canal - when did they start",
         "cands": None, "answer": "2:36 pm, the moment Nell stood the finished chair back on its feet"},
        {"n": 15, "type": "quantity", "ev": [14],
         "q": "The fabric cost what per metre?",
         "cands": ["£38", "£83", "£28", "£35"],
         "answer": "£38"},
        {"n": 16, "type": "quantity", "ev": [11],
         "q": "Glued back leg: how many hours in the clamps?",
         "cands": None, "answer": "12 hours (twelve), overnight"},
        {"n": 17, "type": "spoken_fact", "ev": [6],
         "q": "What's Jas's one rule for upholstery fabric?",
         "cands": ["Every metre for one chair comes off the same roll, because two rolls of the same colour "
                   "never quite match",
                   "Always wash the fabric before it goes on",
                   "Never put a patterned fabric on a wingback chair",
                   "Buy half a metre more than you need"],
         "answer": "Every metre for one chair comes off the same roll, because two rolls of the same colour "
                   "never quite match"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "In what way is Maisie connected to Nell?",
         "cands": None,
         "answer": "Nell is her godmother (she was at college with Maisie's mum)"},
        {"n": 19, "type": "right_before_after", "ev": [8],
         "q": "A spring shot up and hit the strip light. What did Nell do next?",
         "cands": None,
         "answer": "Handed Maisie safety glasses without a word, put a pair on herself, and told her to cut "
                   "twine from the side, never from the top"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "What do we see at the very start of the upholstery video?",
         "cands": ["Eight o'clock on Tuesday: a threadbare wingback armchair on the bench, its seat sagging "
                   "like a hammock, smelling like a damp cellar",
                   "Jas cutting fabric off a roll in his back room",
                   "Stan French polishing a pair of walnut legs",
                   "Howard and Lorna carrying the finished chair out to their car"],
         "answer": "Eight o'clock on Tuesday: a threadbare wingback armchair on the bench, its seat sagging "
                   "like a hammock, smelling like a damp cellar"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which job does the ending line up for next time?",
         "cands": ["Stan's own rocking chair, with a new rush seat and cushion",
                   "A sofa to match Howard's armchair",
                   "Curtains made from the leftover fabric",
                   "Maisie's first armchair on her own"],
         "answer": "Stan's own rocking chair, with a new rush seat and cushion"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What was Howard's mother called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Bobbin the cat: how old?",
         "cands": ["4", "9", "12", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What colour was the armchair's old cover before it was stripped?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ powercut (a hill village's day without power)
CATH = ("en-gb-x-gbcwmd+steph3", "Cath Bellamy, village hall")
ALUN = ("en-gb-scotland+Alex", "Alun Pritchard, Ghyll Head Farm")
JO = ("en-gb-x-gbclan+aunty", "Jo Hartigan, the Fleece")
GAV = ("en-gb-x-gbclan+adam", "Gav Pryce, linesman")
WINNIE = ("en-gb-scotland+grandma", "Winnie Lomax, Hollins Ghyll")
KAI = ("en-029+zac", "Kai Lomax, Hollins Ghyll")

NOTICEBOARD = "#efeadf"
FARM = "#e8e6dc"
PUB = "#f0e6dc"
LANE = "#e3e8e4"
COTTAGE = "#ece5e8"
HALL = "#e6e9ef"
VALLEY_DARK = "#161b24"

POWERCUT = {
    "name": "powercut",
    "footer": "Hollins Ghyll village hall · the day the power went",
    "lead_in": 7.5,
    "speed": 160,
    "segments": [
        # 0
        slide(CATH, VALLEY_DARK, "The day the power went",
              ["Hollins Ghyll", "Saturday 7 November", "Power off: 4:10 am"],
              "Twenty to five on Saturday morning, black as a boot, and the wind's still roaring down the "
              "valley. The power went at ten past four, and from the hall steps there's not a light "
              "anywhere, three hundred homes at least. I'm Cath Bellamy, I keep the village hall, and the "
              "camera's clipped to the strap of my head torch."),
        # 1
        slide(CATH, NOTICEBOARD, "The plan on the noticeboard",
              ["1. Open the village hall as a warm space", "2. Knock on every door on the list",
               "3. Generator to Ghyll Head for milking", "4. Clear the lane for the engineers",
               "5. Ring the power company"],
              "This is the power cut plan, pinned on the hall noticeboard since the last big storm. The "
              "parish council wrote it in whatever order they agreed it, over a lot of biscuits. We did it "
              "in a different order. Number three came first: the generator, on "
              "the back of Alun's tractor, up to Ghyll Head Farm for the milking."),
        # 2
        slide(ALUN, FARM, "Ghyll Head Farm",
              ["Alun Pritchard, Ghyll Head Farm", "Milking herd: 152", "Morning milking: 5:00 am"],
              "Alun Pritchard, Ghyll Head Farm. I milk a hundred and forty cows. No, a hundred and fifty "
              "two: I keep forgetting the heifers that calved this autumn. Cows get milked at five whether "
              "there's power or not. Leave them and they're in pain by breakfast, and you've sick cows by "
              "Monday. The milking parlour doesn't run on good intentions."),
        # 3
        slide(JO, PUB, "The Fleece",
              ["Jo Hartigan, the Fleece", "Cooker: bottled gas"],
              "Jo Hartigan, landlady of the Fleece. My cooker runs on bottled gas, so I'll be feeding the "
              "valley today. Gav's my twin brother. I'm older by twenty minutes, and I've never let him "
              "forget it. He mends the power lines, so everybody will be asking me when it's back on. First "
              "thing I did this morning was switch the kettle on. Habit."),
        # 4
        slide(GAV, LANE, "The linesman",
              ["Gav Pryce, linesman", "Estimated back on: 11:00 pm"],
              "Gav Pryce, linesman, on call since midnight. The screen in my van gives the valley an "
              "estimated time back on, and I never trust it, and neither should you. One rule today, for "
              "everybody: treat every fallen wire as live, even if the whole valley's dark, and keep well "
              "back from it. Dark doesn't mean dead. It means I haven't checked yet."),
        # 5
        slide(WINNIE, COTTAGE, "Winnie",
              ["Winnie Lomax, 91", "Mains electricity came: 1954"],
              "Winnie Lomax. I remember the day the electric came up this valley. I was a girl, and my "
              "father stood in the kitchen switching the light on and off until my mother made him stop. "
              "Before that it was oil lamps and candles. I've got my coat on in bed, and a hat, and a flask, "
              "and I'm managing now."),
        # 6
        slide(KAI, COTTAGE, "Kai",
              ["Kai Lomax, 15", "Hollins Ghyll: top of the valley"],
              "I'm Kai. Winnie's my great-gran, and I live two doors down from her. The wind last night was "
              "unreal. Our trampoline's in a field somewhere, and I reckon that wind hit a hundred miles an "
              "hour, easy. My phone's on eleven per cent, so I'm saving it for emergencies, like telling "
              "everybody our trampoline's in a field."),
        # 7
        slide(ALUN, FARM, "Seventy eight",
              ["Top gust at Ghyll Head: 78 mph"],
              "A hundred, Kai? Seventy eight. I've a weather station on the barn roof, and it logged every "
              "gust all night, and the worst was seventy eight, at about three. It felt like a hundred, I'll "
              "give you that, because it came straight down the valley and hit the house side on. Your "
              "trampoline's in my bottom field, by the way. It's fine."),
        # 8
        slide(CATH, FARM, "The generator first",
              ["Number 3 on the plan", "Generator to Ghyll Head: 4:50 am"],
              "First, number three, the generator. There's one big generator in this valley, and it's "
              "Alun's, and it went up to the farm on his tractor before five, because a hundred "
              "and fifty two cows can't wait to be milked. Everything else on the plan could wait an hour. "
              "Cows can't, and Alun says they'll tell you so."),
        # 9
        slide(ALUN, FARM, "Milking",
              ["Generator: 8 hours on a full tank"],
              "We had the parlour running off the generator by ten past five. I walked into the dairy in the "
              "dark and slapped the light switch on the wall, same as every morning for thirty years, and "
              "stood there like a fool waiting for it. The cows didn't care. They just wanted milking. The "
              "tanker driver rang to say he'd try at ten."),
        # 10
        slide(CATH, COTTAGE, "The doors second",
              ["Number 2 on the plan", "Doors knocked: from 7:00 am"],
              "Second, number two, the list: everyone on their own, everyone over eighty, and anyone with a "
              "baby. Kai and I went round by torchlight from seven. Before I went out, I walked into my own "
              "kitchen and flicked the light switch, like an idiot, and stood there in the dark. I wasn't "
              "the only one, as it turned out."),
        # 11
        slide(KAI, COTTAGE, "Great-gran",
              ["Winnie's door: no answer"],
              "Nobody answered at Great-gran's door, and I banged on it twice. So I went round the back and "
              "climbed in through the pantry window, the one that never shuts properly. She was sitting up "
              "in bed in her coat and her hat, doing the crossword by candlelight, and she said, what took "
              "you so long, and could I do nine across."),
        # 12
        slide(WINNIE, COTTAGE, "Managing",
              ["Winnie to the hall: 12:15 pm"],
              "I was up at five, and I went to the bathroom and pulled the cord for the light, the daft "
              "thing, and nothing happened, and I laughed at myself. My father would have done the same. "
              "Kai came in through the pantry window, which I'll be having words with his mother about. "
              "I'll go down to the hall at dinner time, for the company."),
        # 13
        slide(ALUN, LANE, "The lane third",
              ["Number 4 on the plan", "Tree across the lane by the bridge", "Lane clear: 9:10 am"],
              "Third, number four, the lane. A big ash had come down across it by the bridge, and Gav's van "
              "couldn't get up the valley. I did it once the milking was done, at half past eight, in "
              "daylight, with the tractor and my chainsaw. You don't take a chainsaw to a wet tree in the "
              "dark, and both were busy at the farm till then."),
        # 14
        slide(GAV, LANE, "A hundred and seventy two",
              ["Homes off supply: 172", "Poles down by the old quarry: 3"],
              "Three hundred, Cath? A hundred and seventy two. I can see every one of them on the screen in "
              "the van. It's a small valley, it just feels big in the dark. Once Alun had the ash off the "
              "lane, I got up to the old quarry, and there were three poles snapped like matches, and the "
              "wires down across the road."),
        # 15
        slide(CATH, HALL, "The hall fourth",
              ["Number 1 on the plan", "Generator at the hall: 12:00 to 3:30 pm"],
              "Fourth, number one, the hall, though it's first on the plan. We couldn't open it as a warm "
              "space without heat, and the one generator was at Ghyll Head doing the milking. At noon Alun "
              "towed it down on the tractor, plugged in the heaters and the urn, and "
              "we opened the doors. By half past twelve it was full."),
        # 16
        slide(JO, HALL, "Stew",
              ["Bowls of stew from the Fleece: 64"],
              "I cooked all morning on the gas at the Fleece, and Kai and I carried the stew up to the hall "
              "in two big pans, in the back of my car. Sixty four bowls, and I "
              "could have done a hundred. Gav's van went past while we were unloading, on its way to the "
              "quarry, and he didn't even wave. That's twins for you."),
        # 17
        slide(KAI, HALL, "At the hall",
              ["Hall: warm space from 12:30 pm"],
              "The hall was the only warm place in the valley, so everybody was there, even people who "
              "never come to anything. I went to the loo at the back and hit the light switch out of habit, "
              "and nothing, obviously, because the generator only runs the heaters and the urn. Jo laughed "
              "at me through the kitchen hatch. Great-gran laughed louder."),
        # 18
        slide(GAV, LANE, "The quarry road",
              ["New poles going up: the quarry road"],
              "Three new poles, in the rain, with a crew from over the hill. About two I came down to the "
              "hall for a bowl of Jo's stew, walked into the gents and flicked the light switch. Me. The man "
              "who'd told the whole valley it was off. Jo will be telling that one at my funeral. Then it "
              "was back up the quarry road."),
        # 19
        slide(CATH, NOTICEBOARD, "Ringing them last",
              ["Number 5 on the plan", "Rang the power company: 4:00 pm"],
              "Last, number five, ringing the power company, and that's on purpose. Their own screens "
              "showed them the valley off at ten past four, and if you ring before the linesmen have seen "
              "the damage, all you get is a recorded message. So I rang at four, once Gav had seen it, and "
              "a real person told me, tonight, probably."),
        # 20
        slide(KAI, COTTAGE, "Back on",
              ["Power back on: 7:41 pm"],
              "I was at Great-gran's, playing cards by candlelight, and losing. The very moment the power came "
              "back, every smoke alarm in her bungalow beeped at once, the radio came on in the middle of a "
              "song, and the fridge started humming like it was cross with us. Great-gran said, well, that's "
              "spoilt a good evening, and dealt again."),
        # 21
        slide(GAV, PUB, "The Fleece",
              ["Compensation: off more than 12 hours", "Claim forms: in the post"],
              "I walked into the Fleece at eight, soaked through, and the whole pub clapped, and Jo made me "
              "wait for my pint while she told them all about the light switch. Everyone who was off more "
              "than twelve hours gets compensation, a set amount, and the forms come in the post. Before "
              "anybody asks me how much, I'm off duty."),
        # 22
        slide(CATH, VALLEY_DARK, "Next on the channel",
              ["A generator for the hall", "Bought with the quiz night money", "Test run: Saturday 5 December"],
              "Next time, the hall gets its own generator, bought with three years of quiz night money, so "
              "the cows and the urn don't have to take turns. Alun's fitting it, Gav's checking it, Jo's "
              "promising stew, Winnie's cutting the ribbon, and Kai says he'll film it, if "
              "his phone's charged. I'll be there with my head torch."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Hollins Ghyll video - what happens in it?",
         "para": ["storm blackout day in the valley, overview please",
                  "A head torch, a generator towed about on a tractor and sixty four bowls of stew. What is "
                  "this village getting through?"],
         "cands": ["A hill village getting through a whole day without electricity after a storm, until the "
                   "power comes back that evening",
                   "Testing a new generator bought for the village hall",
                   "A mountain rescue team searching for walkers in a storm",
                   "A dairy farm's first day with a new milking parlour"],
         "answer": "A hill village getting through a whole day without electricity after a storm, until the "
                   "power comes back that evening"},
        {"n": 2, "type": "count", "ev": [9, 10, 12, 17, 18],
         "q": "While the valley was without power, how often did somebody reach for a light switch out of habit?",
         "para": ["light switches flicked in the blackout - how many times",
                  "Leave out Jo's kettle and Winnie's father on the day the electric came. Over the day, how "
                  "many people forgot and reached for a light?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Of the jobs pinned on the hall noticeboard, which did the village see to first?",
         "cands": ["Taking the generator to Ghyll Head for the milking", "Knocking on every door on the list",
                   "Opening the hall as a warm space", "Ringing the power company"],
         "answer": "Taking the generator to Ghyll Head for the milking"},
        {"n": 4, "type": "order", "ev": [1, 8, 10, 13, 15, 19],
         "q": "On the noticeboard it's hall, doors, generator, lane, phone call. In what order did they really "
              "get done?",
         "para": ["real running order of the five jobs on the power cut plan",
                  "Put the plan's jobs in the sequence the village actually tackled them that Saturday."],
         "cands": None,
         "answer": "The generator to the farm for the milking first, then knocking on the doors on the list, "
                   "clearing the lane, opening the hall, and ringing the power company last"},
        {"n": 5, "type": "why", "ev": [1, 2, 8],
         "q": "Why did Alun's milking come before everything else on the plan?",
         "cands": None,
         "answer": "Cows have to be milked at five, power or not (left unmilked they're in pain by breakfast and "
                   "sick by Monday), and the valley's one generator was needed to run the milking parlour"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "The plan lists ringing the power company, yet Cath left it till last. What was her thinking?",
         "cands": ["Their own screens had shown the valley off since ten past four, and until the linesmen had "
                   "seen the damage a call only got a recorded message",
                   "The phone lines were down until four o'clock",
                   "Gav had told her not to bother them",
                   "Nobody could find the number"],
         "answer": "Their own screens had shown the valley off since ten past four, and until the linesmen had "
                   "seen the damage a call only got a recorded message"},
        {"n": 7, "type": "why", "ev": [15],
         "q": "Why didn't the hall open as a warm space until midday?",
         "para": ["warm space at the hall - why so late in the day",
                  "The hall is item one on the plan, so what held it back to fourth?"],
         "cands": None,
         "answer": "There was only one generator and it was up at Ghyll Head for the milking; Alun towed it down "
                   "at noon to run the heaters and the urn"},
        {"n": 8, "type": "correction", "ev": [0, 14],
         "q": "Cath guessed three hundred homes were off. What was the actual number?",
         "cands": None,
         "answer": "172 (a hundred and seventy two, on Gav's screen)"},
        {"n": 9, "type": "correction", "ev": [6, 7],
         "q": "Going by the weather station, how strong was the worst gust?",
         "cands": ["78 mph", "100 mph", "87 mph", "68 mph"],
         "answer": "78 mph"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "How big is Alun's milking herd once he's fixed his own mistake?",
         "cands": None,
         "answer": "152 (a hundred and fifty two): he'd forgotten the heifers that calved this autumn"},
        {"n": 11, "type": "who", "ev": [6, 7],
         "q": "Kai swore the wind hit a hundred miles an hour. Who knocked that down?",
         "para": ["who corrected the teenager about the wind speed",
                  "Whose weather station settled the argument about the gusts?"],
         "cands": None,
         "answer": "Alun Pritchard, from the weather station on his barn roof: 78 mph, not a hundred"},
        {"n": 12, "type": "who", "ev": [13],
         "q": "Who cleared the fallen ash off the lane?",
         "cands": ["Alun Pritchard", "Gav Pryce", "Kai Lomax", "Cath Bellamy"],
         "answer": "Alun Pritchard"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "When did mains electricity first reach Hollins Ghyll?",
         "cands": ["1954", "1945", "1964", "1934"],
         "answer": "1954"},
        {"n": 14, "type": "needle_screen", "ev": [4],
         "q": "Per the estimate on Gav's screen, when should the lights have come back?",
         "cands": ["11:00 pm", "7:41 pm", "10:00 pm", "1:00 am"],
         "answer": "11:00 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [20],
         "q": "At Winnie's, when did all the smoke alarms go off at once?",
         "cands": None, "answer": "7:41 pm, the moment the power came back on"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "how many bowls of stew did jo dish up",
         "cands": ["64", "46", "100", "84"],
         "answer": "64"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "Up by the old quarry, how many poles had the storm snapped?",
         "cands": None, "answer": "Three (3)"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "What one rule did Gav give everybody for the day?",
         "cands": ["Treat every fallen wire as live, even with the whole valley dark, and keep well back",
                   "Don't open the fridge or the freezer until the power's back",
                   "Unplug everything so nothing blows when it comes back",
                   "Keep off the roads until the lane's been cleared"],
         "answer": "Treat every fallen wire as live, even with the whole valley dark, and keep well back"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "Jo at the pub and Gav the linesman: what's the family tie?",
         "cands": None,
         "answer": "They're twins: Gav is Jo's twin brother, and she's older by twenty minutes"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "When nobody came to Winnie's door, what did Kai do?",
         "cands": None,
         "answer": "Went round the back and climbed in through the pantry window that never shuts properly, and "
                   "found her sitting up in bed in her coat and hat, doing the crossword by candlelight"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "The blackout video's first moments - what's on screen?",
         "cands": ["Twenty to five on Saturday morning, pitch dark, the wind still roaring, and Cath on the hall "
                   "steps by head torch seeing no lights anywhere",
                   "Alun milking his cows by generator light",
                   "Gav up a pole by the old quarry",
                   "Kai and Winnie playing cards by candlelight"],
         "answer": "Twenty to five on Saturday morning, pitch dark, the wind still roaring, and Cath on the hall "
                   "steps by head torch seeing no lights anywhere"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Final scene of the blackout video: what's coming up next time?",
         "cands": ["The village hall's own generator, bought with quiz night money, getting its test run",
                   "Gav's crew putting up the new poles by the quarry",
                   "Alun's new milking parlour",
                   "Winnie's ninety second birthday party"],
         "answer": "The village hall's own generator, bought with quiz night money, getting its test run"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Name of the power company?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much compensation does each household get for the outage?",
         "cands": ["£75", "£120", "£95", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [LEADROOF, ARMCHAIR, POWERCUT]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "leadroof": [25.0, 25.5, 27.0, 24.0, 25.0, 25.0, 27.0, 23.5, 25.5, 27.0, 25.5, 25.5, 26.0, 27.0, 27.5, 28.0, 25.5, 23.0, 25.0, 24.0, 27.0, 25.5, 25.5],
    "armchair": [24.0, 25.0, 26.0, 22.5, 21.0, 27.5, 26.5, 26.0, 25.0, 27.0, 24.5, 27.0, 27.0, 25.0, 25.5, 27.5, 23.0, 24.0, 24.5, 26.0, 27.5, 23.0, 26.5],
    "powercut": [23.5, 25.5, 27.5, 25.5, 27.5, 24.5, 27.5, 25.0, 25.0, 25.5, 25.0, 25.0, 24.5, 26.5, 24.0, 24.5, 26.5, 23.5, 24.5, 26.5, 27.5, 25.0, 25.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
