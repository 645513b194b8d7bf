"""Scripts of the "blind49" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- pipeband:   a pipe band's emergency committee meeting in its hut behind a chapel, after clothes moths
              got into the uniform store over the winter and ate holes in nineteen of its twenty four
              kilts, three and a half weeks before the championships, from half past six on a Tuesday to
              the store locked at twenty two minutes past eight (the band secretary, the pipe major, his
              sister-in-law who looks after the uniforms, the treasurer, the kiltmaker and the youngest
              piper)
- gown:       a dressmaker's how-to: altering a nan's nineteen seventy four wedding dress for her
              granddaughter (sleeves off, the waist taken in, pockets, buttons down the back and the hem
              taken up), in a sewing room above a dry cleaner's, over a Tuesday, a Thursday and a
              Saturday (the dressmaker, her husband the dry cleaner downstairs, the bride, her nan, her
              grandad and her brother who drives them)
- statue:     a town's day as a bronze statue of the weaver who led its great strike is lifted onto a
              plinth in its square and unveiled, from the crane backing in at half past five in the
              morning to the last visitors at ten past seven in the evening (the local history society's
              man in the library window, the sculptor, the crane driver, his twin brother from the
              council's highways team, the mayor and the weaver's great-great-granddaughter)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ pipeband (a pipe band's emergency meeting)
GORDON = ("en-gb-x-gbclan+Mario", "Gordon Lyle, band secretary")
CALLUM = ("en-gb-scotland+Michael", "Callum Baird, pipe major")
NORMA = ("en-gb-scotland+steph2", "Norma Baird, uniform steward")
BERNARD = ("en-gb-x-rp+ed", "Bernard Okafor, treasurer")
ELSPETH = ("en-gb-scotland+steph3", "Elspeth Munro, kiltmaker")
JAMIE = ("en-gb-x-gbclan+rob", "Jamie Kerr, piper, aged 16")

TIN_LID = "#efe3cf"
HUT = "#e4e1d8"
STORE = "#e2e4e8"
ACCOUNTS = "#e6e9e1"
TARTAN = "#e1e8e3"
HUT_DARK = "#1c1a1e"

PIPEBAND = {
    "name": "pipeband",
    "footer": "Calderbrook and District Pipe Band · emergency meeting · the band hut behind the chapel",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(GORDON, HUT_DARK, "Moths in the kilts",
              ["Calderbrook and District Pipe Band", "Emergency committee meeting, in the band hut",
               "Tuesday 6 May", "Starts: 6:30 pm"],
              "Half past six on a Tuesday, which is usually practice night, but nobody has brought a drum. We're "
              "in the band hut behind the chapel, and every kilt the band owns is laid out on the trestle "
              "tables, full of holes. I'm Gordon Lyle, band secretary, and my camera is sitting on top of the "
              "bass drum case."),
        # 1
        slide(GORDON, TIN_LID, "The agenda",
              ["1. New kilts from Elspeth", "2. Borrow kilts from the Alderby band", "3. The insurance claim",
               "4. Get the store treated for moths", "5. Do we still go to the championships?"],
              "Callum wrote the agenda on the lid of a shortbread tin, in the order the committee's texts came "
              "in on Sunday night. That isn't the order we took it in. Number three went first, the insurance, "
              "because the insurance company said nothing was to be touched, mended or thrown out until every "
              "single hole had been photographed."),
        # 2
        slide(CALLUM, HUT, "The pipe major",
              ["Callum Baird, pipe major", "The band: founded 1923",
               "Championships at Alderby: Saturday 31 May"],
              "Callum Baird, pipe major. This band has marched in that tartan for a hundred years, and on "
              "Saturday night Norma opened the store for the summer and found the moths had been at it all "
              "winter. About a dozen kilts ruined, I'd say. And the championships at Alderby are three and a "
              "half weeks away, so we've no time to feel sorry for ourselves."),
        # 3
        slide(NORMA, STORE, "Nineteen",
              ["Norma Baird, uniform steward", "Kilts damaged: 19 of 24"],
              "Norma Baird, I look after the uniforms. A dozen, Callum? Nineteen. I counted every one of them "
              "this afternoon, with a torch, and nineteen out of twenty four have holes in. The moths go for "
              "the back, where the pleats are, so you don't see it until you shake one out. I nearly cried, and "
              "I'm not a crier."),
        # 4
        slide(BERNARD, ACCOUNTS, "The treasurer",
              ["Bernard Okafor, treasurer", "Band account: £2,600"],
              "Bernard Okafor, treasurer. Before anybody panics, we've four thousand pounds in the band "
              "account. No, sorry, two thousand six hundred. The hut rent went out on Friday, and I'd forgotten "
              "all about it. Either way, it won't buy many kilts, which is why the insurance policy is in my "
              "jacket pocket and I'm not letting go of it."),
        # 5
        slide(ELSPETH, TARTAN, "The kiltmaker",
              ["Elspeth Munro, kiltmaker", "Munro's, Bridge Street, Calderbrook",
               "The band's tartan: Calderbrook Hunting"],
              "Elspeth Munro, I make kilts in a wee shop on Bridge Street, and I made half of these. Moths "
              "don't eat clean wool if they can help it. They go for a kilt that's been put away dirty, with "
              "sweat and spilt beer in the cloth, and then left in the dark where nobody disturbs it all "
              "winter. That's your store exactly."),
        # 6
        slide(JAMIE, HUT, "The youngest",
              ["Jamie Kerr, piper, aged 16", "His kilt: his grandad's, from 1978"],
              "Jamie Kerr, I'm sixteen and the youngest piper. My kilt was my grandad's, and it's got eleven "
              "holes in it. At the gala last summer I sat on my own pipes in the minibus, and they screamed "
              "all the way to the roundabout. Anyway, we just buy new kilts. One can't cost more than about two "
              "hundred pounds, surely."),
        # 7
        slide(GORDON, TIN_LID, "Insurance first",
              ["Number 3 on the agenda", "Photos of every hole, sent to the insurer: 212"],
              "So first, number three, the insurance. Bernard went along the tables with his phone and "
              "photographed every hole, kilt by kilt, with a ruler next to it, as the insurance company asked. "
              "Reaching over for the last one, he put his elbow down on Jamie's pipes, which still had air in "
              "the bag, and they let out a long, dying wail."),
        # 8
        slide(BERNARD, ACCOUNTS, "We're covered",
              ["Insurer's answer, by phone: 7:05 pm", "Excess: £150"],
              "Two hundred and twelve photos, sent off, and at five past seven the insurance company rang me "
              "back. The policy covers the uniforms, new for old, less a hundred and fifty pounds excess. I "
              "said it out loud twice, because nobody believed me the first time. Then Callum made me read it "
              "off the screen, word for word."),
        # 9
        slide(NORMA, STORE, "The bin",
              ["The worst kilt: in the bin behind the chapel"],
              "As soon as Bernard said we were covered, I picked up the worst kilt on the table, Davie's old "
              "one, more hole than kilt, walked it out to the bin behind the chapel, dropped it in and banged "
              "the lid down. Callum's my brother-in-law, by the way. I married his wee brother Davie, the bass "
              "drummer, forty years ago."),
        # 10
        slide(ELSPETH, TARTAN, "New kilts second",
              ["Number 1 on the agenda", "Sorted by window light: 7 to mend, 12 beyond saving",
               "Kilts sorted: 7:26 pm"],
              "Second, number one, new kilts, and it had to be straight after the photos, because I sort kilts "
              "by daylight. Under that strip light the green of your tartan looks grey, and I can't tell a worn "
              "patch from a shadow, and the light was going. Seven I can mend. Twelve are beyond saving."),
        # 11
        slide(ELSPETH, TARTAN, "Five hundred and forty",
              ["New kilts by Friday 30 May: 8", "A new kilt, hand-sewn: £540"],
              "Two hundred pounds, Jamie? Five hundred and forty. That's eight yards of tartan, hand-pleated "
              "and hand-sewn, and a week of my life. I can make eight by the Friday before the championships, "
              "not one more. While I was saying so, Callum sat down on a set of pipes somebody had left on a "
              "chair, and it squealed like a stuck pig."),
        # 12
        slide(CALLUM, HUT, "We're going",
              ["Number 5 on the agenda", "Decision: we compete, 7:41 pm"],
              "Third, number five, do we still go to Alderby. With eight new and seven mended, we're only four "
              "short, so I said we're going, and that was that. The very moment I said it, the bells in the "
              "chapel next door started up for practice night, and Jamie said even the bell-ringers were on "
              "our side."),
        # 13
        slide(JAMIE, HUT, "Borrowing fourth",
              ["Number 2 on the agenda", "Kilts lent by the Alderby band: 4"],
              "Fourth, number two, borrowing, because you can't ask another band for kilts until you know how "
              "many you're short. Their pipe major taught me to play, so I rang him from the car park. They'll "
              "lend us four, in their own tartan, which isn't ours, so those four go in the back rank, where "
              "the judges won't look."),
        # 14
        slide(BERNARD, ACCOUNTS, "Eight new kilts",
              ["8 new kilts at £540: £4,320", "Mending 7 kilts: £385"],
              "Eight new kilts at five hundred and forty pounds comes to four thousand three hundred and "
              "twenty, and the mending to three hundred and eighty five. The insurance pays it all, less the "
              "excess, once their man has seen the photos. I'm not saying who we're insured with, in case "
              "they're watching this and change their minds."),
        # 15
        slide(NORMA, STORE, "Bin bags",
              ["Kilts bagged for Elspeth's van: 19"],
              "I bagged up all nineteen for Elspeth's van, in bin bags, with a label on each. When I dumped "
              "the last bag on the end table, it landed on the pipes underneath it, and out came a groan like "
              "a cow stuck in a ditch. Jamie said his pipes have never made a sound that bad in a competition, "
              "and he should know."),
        # 16
        slide(GORDON, TIN_LID, "Moths last",
              ["Number 4 on the agenda", "Store treated: Thursday 8 May"],
              "Last, number four, the moths themselves, and they had to wait, because the man who treats for "
              "moths will only do an empty room, and the store isn't empty until every kilt has gone to Elspeth "
              "or the dry cleaner's. He's coming on Thursday morning, and he'll give us a price when he's seen "
              "it."),
        # 17
        slide(CALLUM, HUT, "A new rule",
              ["Every kilt cleaned before it goes in the store", "The store opened once a month"],
              "And from now on, every kilt goes to the dry cleaner's before it goes back in the store, and the "
              "store gets opened and aired once a month, winter or not. Norma wanted it in the rules, so it's "
              "in the rules, and I've written it on the back of the tin lid. Jamie asked if that counts as "
              "homework."),
        # 18
        slide(JAMIE, HUT, "The lament",
              ["A lament for the kilts, in the doorway"],
              "Before we packed up, Callum asked me to play a lament for the kilts, properly, on purpose this "
              "time. So I filled the bag, stood in the doorway and played the Flowers of the Forest, and Norma "
              "said it was the first time the pipes had sounded right all night. Elspeth said the moths would "
              "be sorry."),
        # 19
        slide(ELSPETH, TARTAN, "Measuring",
              ["Calderbrook Hunting, from the mill: 64 yards", "First fittings: Saturday 17 May"],
              "I measured the eight who are getting new kilts, waist, hips and length, with Norma writing it "
              "down. The tartan comes from the mill on Monday, sixty four yards of it. First fittings a week "
              "on Saturday, and anybody who's grown a belly since Christmas had better stop eating chips, "
              "because I'm not making them twice."),
        # 20
        slide(GORDON, HUT, "Closing",
              ["Meeting closed: 8:15 pm"],
              "We closed at quarter past eight. Elspeth's van went off with nineteen bin bags in the back, and "
              "the trestle tables looked bare without them. Norma sprayed every corner of the store with "
              "something that smelled of lavender, though the moth man had told her not to bother. I switched "
              "off the urn and the strip light."),
        # 21
        slide(CALLUM, HUT, "Last out",
              ["Store locked: 8:22 pm"],
              "I locked the store myself, and stood for a minute in the chapel car park. A hundred years, this "
              "band, and it's never missed the championships, not even the year the bus caught fire. Three and "
              "a half weeks. Four borrowed kilts in the back rank, and a lot of new pleats at the front. We'll "
              "manage."),
        # 22
        slide(GORDON, HUT_DARK, "Next on the channel",
              ["The championships", "Alderby Showground", "Saturday 31 May"],
              "Next time: the championships at Alderby, with eight new kilts, seven mended and four borrowed. "
              "Callum says we'll be marching in two tartans and nobody will notice. Norma says the judges will "
              "notice, and she'll be there anyway, with a sewing kit, a torch and a can of moth spray, just in "
              "case."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Why has the pipe band called this meeting?",
         "para": ["band hut video with the holey kilts - what's it all about",
                  "Holes in the pleats, a shortbread tin and bagpipes that keep wailing: what are they trying to "
                  "sort out?"],
         "cands": ["A pipe band's emergency meeting after moths ruined most of its kilts, three and a half weeks "
                   "before the championships",
                   "The band competing at the championships in Alderby, in borrowed kilts",
                   "A kiltmaker teaching a band how to pleat its own kilts",
                   "The band choosing a new tartan for its hundredth birthday"],
         "answer": "A pipe band's emergency meeting after moths ruined most of its kilts, three and a half weeks "
                   "before the championships"},
        {"n": 2, "type": "count", "ev": [7, 11, 15],
         "q": "While the committee sat, how often did a set of pipes go off by accident?",
         "para": ["bagpipes squawking when somebody squashed them - number of times",
                  "Leave out Jamie's minibus story from the gala, his lament in the doorway and the chapel "
                  "bells. How often did pipes wail without anybody meaning them to?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "The shortbread tin lid listed five things. Which got dealt with first?",
         "cands": ["The insurance claim", "New kilts from Elspeth", "Do we still go to the championships?",
                   "Get the store treated for moths"],
         "answer": "The insurance claim"},
        {"n": 4, "type": "order", "ev": [1, 7, 10, 12, 13, 16],
         "q": "Walk me through how the five agenda items were actually worked through.",
         "cands": None,
         "answer": "The insurance claim first, then new kilts from Elspeth, whether to still go to the "
                   "championships, borrowing from the Alderby band, and the moth treatment last (3, 1, 5, 2, 4)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Insurance before everything else - why?",
         "cands": None,
         "answer": "The insurance company said nothing was to be touched, mended or thrown out until every hole "
                   "had been photographed"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Elspeth wanted to sort the kilts straight after the photos. What made her so keen?",
         "cands": ["She sorts kilts by daylight: under the strip light the tartan's green looks grey, and the "
                   "light was going",
                   "Her shop shut at seven and she had to get back",
                   "The insurer wanted her report the same night",
                   "The moth man was coming first thing the next morning"],
         "answer": "She sorts kilts by daylight: under the strip light the tartan's green looks grey, and the "
                   "light was going"},
        {"n": 7, "type": "why", "ev": [16],
         "q": "What held the moth treatment up until the very end?",
         "para": ["moths dealt with last - how come",
                  "Gordon said the store couldn't be treated any sooner. What was stopping it?"],
         "cands": None,
         "answer": "The man who treats for moths will only do an empty room, and the store isn't empty until "
                   "every kilt has gone to Elspeth or the dry cleaner's"},
        {"n": 8, "type": "correction", "ev": [6, 11],
         "q": "Jamie guessed a kilt would cost around two hundred pounds. What's the real price?",
         "cands": None,
         "answer": "£540 (five hundred and forty pounds), hand-pleated and hand-sewn from eight yards of "
                   "tartan: Elspeth put him right"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "How many of the band's kilts had moth damage?",
         "cands": ["19", "12", "24", "9"],
         "answer": "19"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "Once Bernard had corrected himself, what's actually sitting in the band account?",
         "para": ["band bank balance - right figure, and why the first one was wrong",
                  "The treasurer started with a bigger number and then took it back. What's the real balance "
                  "and what had he missed?"],
         "cands": None,
         "answer": "£2,600 (two thousand six hundred pounds): he'd said four thousand, forgetting the hut rent "
                   "that went out on Friday"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "callum reckoned about a dozen kilts were ruined. who set him straight",
         "cands": None,
         "answer": "Norma Baird, the uniform steward: nineteen out of twenty four, she'd counted them with a "
                   "torch"},
        {"n": 12, "type": "who", "ev": [13],
         "q": "Which of them phoned the Alderby band about a loan of kilts?",
         "cands": ["Jamie Kerr", "Callum Baird", "Gordon Lyle", "Bernard Okafor"],
         "answer": "Jamie Kerr"},
        {"n": 13, "type": "needle_screen", "ev": [5, 19],
         "q": "Name of the band's tartan?",
         "cands": ["Calderbrook Hunting", "Calderbrook Dress", "Alderby Modern", "Baird Ancient"],
         "answer": "Calderbrook Hunting"},
        {"n": 14, "type": "needle_screen", "ev": [2, 22],
         "q": "The championships are on what date?",
         "cands": ["Saturday 31 May", "Saturday 24 May", "Friday 30 May", "Saturday 17 May"],
         "answer": "Saturday 31 May"},
        {"n": 15, "type": "speech_and_screen", "ev": [12],
         "q": "chapel bells next door - what time did they start up",
         "cands": None,
         "answer": "7:41 pm, the moment Callum said the band was going to the championships"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "Elspeth's eight new kilts add up to what?",
         "cands": ["£4,320", "£4,230", "£2,600", "£5,400"],
         "answer": "£4,320"},
        {"n": 17, "type": "quantity", "ev": [7, 8],
         "q": "bernard's photos for the insurer, how many",
         "para": ["number of hole photos sent off",
                  "Bernard went down the tables with his phone and a ruler. How many pictures did he end up "
                  "sending?"],
         "cands": None, "answer": "212 (two hundred and twelve)"},
        {"n": 18, "type": "spoken_fact", "ev": [5],
         "q": "According to the kiltmaker, what sort of kilt do moths go for?",
         "cands": ["One put away dirty, with sweat and spilt beer in the cloth, and left in the dark all winter",
                   "A brand new one, because the wool is softest",
                   "Any kilt hung near a window in the sun",
                   "Only kilts made of synthetic cloth"],
         "answer": "One put away dirty, with sweat and spilt beer in the cloth, and left in the dark all winter"},
        {"n": 19, "type": "relation", "ev": [9],
         "q": "norma and callum - how are they connected",
         "cands": None,
         "answer": "She's his sister-in-law (he's her brother-in-law): she married his younger brother Davie, "
                   "the bass drummer"},
        {"n": 20, "type": "right_before_after", "ev": [9],
         "q": "What did Norma do the second Bernard said they were covered?",
         "cands": None,
         "answer": "Picked up the worst kilt (Davie's old one), walked it out to the bin behind the chapel, "
                   "dropped it in and banged the lid down"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does Gordon's recording open?",
         "cands": ["Half past six on a Tuesday, practice night, with every kilt the band owns laid out full of "
                   "holes on trestle tables in the band hut",
                   "The band marching at the championships",
                   "Elspeth cutting tartan in her shop on Bridge Street",
                   "Norma opening the store for the summer on Saturday night"],
         "answer": "Half past six on a Tuesday, practice night, with every kilt the band owns laid out full of "
                   "holes on trestle tables in the band hut"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "gordon says next time we'll get to see what",
         "cands": ["The championships at Alderby",
                   "The moth man treating the store",
                   "The band's hundredth birthday concert",
                   "Elspeth making a kilt from start to finish"],
         "answer": "The championships at Alderby"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Who is the band insured with?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What will getting rid of the moths cost?",
         "cands": ["£180", "£240", "£95", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ gown (a dressmaker's how-to)
LORRAINE = ("en-gb-x-gbclan+steph3", "Lorraine Ashby, dressmaker")
KOSTAS = ("en-gb-x-gbcwmd+gustave", "Kostas Demetriou, dry cleaner downstairs")
CHLOE = ("en-gb-x-gbclan+steph2", "Chloe Marsh, the bride")
JUNE = ("en-gb-x-rp+steph3", "June Marsh, Chloe's nan")
RAY = ("en-gb-x-rp+travis", "Ray Marsh, Chloe's grandad")
NATHAN = ("en-gb-x-gbclan+miguel", "Nathan Marsh, Chloe's brother")

ENVELOPE = "#f1ebe0"
FITTING = "#ece4e8"
CLEANERS = "#e2e8ec"
CUTTING = "#eeeadf"
CAR = "#e4e6df"
SEWING_DARK = "#1e1b1d"

GOWN = {
    "name": "gown",
    "footer": "Lorraine Ashby, dressmaker · altering a 1974 wedding dress · above the dry cleaner's",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(LORRAINE, SEWING_DARK, "How to alter a wedding dress",
              ["Lorraine Ashby, dressmaker", "The sewing room, 9 Tanner Street, Saltby",
               "Tuesday 3 to Saturday 7 June"],
              "Nine o'clock on a Tuesday morning, in my sewing room above the dry cleaner's. On the dummy "
              "there's a wedding dress from nineteen seventy four: ivory satin, long sleeves, a zip up the "
              "back, and a tide mark round the hem. I'm Lorraine Ashby, I'm a dressmaker, and my camera is on "
              "the shelf above the cutting table."),
        # 1
        slide(LORRAINE, ENVELOPE, "Chloe's list",
              ["1. Pockets", "2. Take it in at the waist", "3. Shorten the hem", "4. Take the sleeves off",
               "5. Buttons down the back, not a zip"],
              "Chloe wrote her list on the back of an envelope, in the order she said things out loud at the "
              "first try-on, in front of my mirror. I didn't work in that order. Number four came first, the "
              "sleeves, because sleeves hold the shoulders up. Take them off and the whole bodice drops, so "
              "everything else is fitted from the shoulders down."),
        # 2
        slide(CHLOE, FITTING, "The bride",
              ["Chloe Marsh, the bride", "The wedding: Saturday 21 June"],
              "I'm Chloe, and I'm getting married in a fortnight, in my nan's dress. Pockets were the first "
              "thing I said, because every dress should have pockets, for my phone and a tissue. My fiance "
              "isn't allowed anywhere near this room. And the bridesmaids' colour is a secret, even from Nan, "
              "because she can't keep one."),
        # 3
        slide(JUNE, FITTING, "The first bride",
              ["June Marsh, Chloe's nan", "Married in it: Saturday 6 July 1974"],
              "June Marsh, Chloe's nan. I wore this dress when I married Ray, and it's been in a box in the "
              "loft ever since. Forty years, I should think. I never dreamed anybody would want it again. That "
              "summer I sat up every night for a month making the bridesmaids' dresses, and I pricked my "
              "fingers to ribbons."),
        # 4
        slide(RAY, FITTING, "Fifty one years",
              ["Ray Marsh, Chloe's grandad", "In the loft since 1974: 51 years"],
              "Ray Marsh. Forty, June? Fifty one. We were married in July nineteen seventy four, and that box "
              "went up into the loft the week we moved in. I put it up there myself, and I've been stepping "
              "over it ever since. Her mother paid ten pounds for that dress, I remember her saying, and "
              "thought it a scandal."),
        # 5
        slide(KOSTAS, CLEANERS, "Downstairs",
              ["Kostas Demetriou, dry cleaner", "Yellow marks: soaked out overnight"],
              "Kostas Demetriou, the dry cleaner's downstairs is mine, so the dress came to me first. Old "
              "satin goes yellow along the folds, so I soaked it overnight in the big sink with oxygen bleach, "
              "never chlorine, or it falls apart. Lorraine is my wife. Thirty years married, and she still "
              "sends me her stains."),
        # 6
        slide(JUNE, ENVELOPE, "The receipt",
              ["Bought at Hepworth's Bridal, Saltby", "Receipt, May 1974: £22.50"],
              "Ten pounds, Ray? Twenty two pounds fifty. I've still got the receipt, in the box with the dress, "
              "and that was a lot of money then. My mother saved up for it all year out of her Christmas club. "
              "Ray always knocks a price down when he tells a story. The shop's a betting shop now, which he "
              "thinks is funny."),
        # 7
        slide(LORRAINE, CUTTING, "Sleeves first",
              ["Number 4 on the list", "Sleeves unpicked: Tuesday 10:15 am"],
              "First, number four, the sleeves. Unpick the seam round the armhole with a seam ripper, a stitch "
              "at a time, never scissors, and keep every scrap of the satin. Kostas came up the stairs with "
              "the dress over his arm, straight from the sink, and got a pin I'd left in the shoulder right in "
              "his thumb. He swore in two languages."),
        # 8
        slide(LORRAINE, CUTTING, "Waist second",
              ["Number 2 on the list", "Taken in at the side seams: 3 inches"],
              "Second, number two, the waist. With the sleeves off, the bodice sits where it will on the day, "
              "so now you can pin. Stand the bride on a box, pin both side seams in an inch and a half each, "
              "three inches in all, tack it, try it, then sew. Wear a thimble, too. Mine stopped a needle "
              "twice this morning."),
        # 9
        slide(CHLOE, FITTING, "The fitting",
              ["First fitting: Tuesday 2:30 pm"],
              "At the fitting I had to stand on a box for twenty minutes while Lorraine pinned me, and I "
              "wasn't allowed to laugh. Then Nathan made me laugh, and a pin went straight into my ribs, and I "
              "said a word that Nan pretended not to hear. But when I looked in the mirror, it fitted. It "
              "actually fitted."),
        # 10
        slide(NATHAN, CAR, "The driver",
              ["Nathan Marsh, Chloe's brother", "Drives Nan and Grandad to every fitting"],
              "Nathan Marsh, Chloe's brother. I'm the driver. Nan and Grandad don't do buses any more, so I "
              "bring them to every fitting and sit on that little chair in the corner, and I'm not allowed to "
              "say anything. I'm also not allowed to tell the groom anything, which is easy, because nobody "
              "tells me anything."),
        # 11
        slide(LORRAINE, CUTTING, "Pockets third",
              ["Number 1 on the list", "Pocket bags cut from the sleeves", "Pockets in: Thursday 11:50 am"],
              "Third, number one, the pockets, though they top the list. A pocket has to sit exactly where her "
              "hands fall, and you can't know that until the waist is right. They go into the side seams, and "
              "the bags are cut from the sleeves, because fifty year old satin has gone ivory, and new satin "
              "would never match it."),
        # 12
        slide(KOSTAS, CLEANERS, "Pressing",
              ["Seams pressed: Thursday 2:00 pm"],
              "On Thursday I came up to press the seams, with a cloth between the iron and the satin, always, "
              "or you leave a shine. Nathan was leaning on the cutting table, bored, and put his hand flat down "
              "on a pin that was lying there. He jumped so high he nearly took the dummy with him. Lorraine "
              "said that's what the corner chair is for."),
        # 13
        slide(JUNE, FITTING, "The sixpence",
              ["June's sixpence, from her own wedding day"],
              "As soon as the pockets were in, I took my silver sixpence out of my purse, the one that was in "
              "my shoe on my own wedding day, and slipped it into the left pocket. Chloe can move it to her "
              "shoe on the day, if she likes. Lorraine says a pocket is a better place for it than a shoe, and "
              "kinder on the foot."),
        # 14
        slide(LORRAINE, CUTTING, "Buttons fourth",
              ["Number 5 on the list", "Buttons and loops: 32, sewn in 9 hours"],
              "Fourth, number five, buttons down the back instead of the zip. They couldn't be spaced until the "
              "back was fitted. The zip comes out, you sew in a strip of rouleau loops, and every button is "
              "covered in satin from the sleeves. Thirty two of them, by hand, and it took me nine hours on "
              "Thursday, with the radio on."),
        # 15
        slide(JUNE, FITTING, "The pincushion",
              ["Saturday: the final fitting"],
              "On Saturday Ray came up the stairs puffing and sat down on the little chair in the corner "
              "without looking, right on top of Lorraine's pincushion. I've never heard a noise like it, not in "
              "fifty one years. Nathan laughed so hard he had to go outside. Lorraine says that chair has had "
              "more pins in it than the dummy."),
        # 16
        slide(RAY, FITTING, "The shoes",
              ["Shoes for the day: arrived Friday"],
              "The shoes came on Friday, by post, and Chloe wouldn't let anybody see them, not even me. They're "
              "for the hem, Lorraine says, because a hem is measured with the shoes on, never before. Lorraine "
              "dropped a pin on the carpet, and found it again with a magnet before anybody trod on it. She's "
              "careful like that."),
        # 17
        slide(LORRAINE, CUTTING, "Hem last",
              ["Number 3 on the list", "Hem taken up: 6 cm", "Hem pinned, shoes on: Saturday 11:30 am"],
              "Last, number three, the hem. A hem is always last, pinned with the shoes she'll wear on the day, "
              "and hers only came on Friday. I'll take it up nine centimetres. No, six: I'd measured her in her "
              "socks on Tuesday and forgot she'll be in heels. Pin it all round with her standing still, then "
              "sew it by hand."),
        # 18
        slide(NATHAN, CAR, "Ouch",
              ["Hem sewn: Saturday 2:50 pm"],
              "Lorraine sewed the hem on her knees on the carpet, round and round. Right near the end she put "
              "her hand into a fold of the satin and found a pin she'd missed, with her finger. She sucked it "
              "and kept going, and said blood on a wedding dress is the one stain even Kostas can't shift. "
              "Then she laughed."),
        # 19
        slide(CHLOE, FITTING, "The finished dress",
              ["Finished dress on: Saturday 3:38 pm"],
              "Then I put it on, all of it, buttons, pockets, hem and shoes. The very moment I turned round "
              "from the mirror, an ice cream van went by in the street below, playing Greensleeves, and Nan "
              "burst out laughing and crying at the same time. I put my hands in my pockets and found her "
              "sixpence."),
        # 20
        slide(RAY, FITTING, "Fifty one years on",
              ["June in it, 1974; Chloe in it, 2025"],
              "I saw June come up the aisle in that dress fifty one years ago, and I didn't think I'd see it "
              "again. I didn't cry. I went downstairs and stood among the coats in Kostas's shop for a minute, "
              "that's all. Whoever Chloe's marrying, he'd better know he's a lucky lad, because I'll be "
              "telling him."),
        # 21
        slide(LORRAINE, CUTTING, "Bagged up",
              ["In a cotton bag, in Kostas's back room", "Collected: Friday 20 June"],
              "I steamed it one last time and put it in a cotton bag, never plastic, because satin needs to "
              "breathe, and Kostas has hung it in his back room, away from the window. Chloe collects it the "
              "day before the wedding, and it goes up the hill to the church laid flat on the back seat of "
              "Nathan's car."),
        # 22
        slide(LORRAINE, SEWING_DARK, "Next on the channel",
              ["A prom dress from a pair of old curtains", "Green velvet, from a charity shop",
               "From Monday 9 June"],
              "Next time: a school prom dress made from a pair of old green velvet curtains, from a charity "
              "shop, for a girl who says she wants to look like a queen in a film. Kostas has been told he'll "
              "be steaming velvet, and he's already complaining, and Nathan wants to know if he'll be driving "
              "her too."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Tell me what Lorraine is working on in this film.",
         "para": ["nan's old dress video - what's the project",
                  "An envelope of wishes, a silver sixpence and a pincushion nobody should sit on: what is "
                  "being shown here?"],
         "cands": ["A how-to: altering a nan's old wedding dress for her granddaughter, with the sleeves off, the "
                   "waist taken in, pockets, buttons down the back and a shorter hem",
                   "Making a school prom dress from a pair of old green velvet curtains",
                   "A dry cleaner showing how to get stains out of old wedding dresses",
                   "A bride's wedding day at the church up the hill"],
         "answer": "A how-to: altering a nan's old wedding dress for her granddaughter, with the sleeves off, the "
                   "waist taken in, pockets, buttons down the back and a shorter hem"},
        {"n": 2, "type": "count", "ev": [7, 9, 12, 15, 18],
         "q": "Over the three days, how often did somebody get jabbed by a pin?",
         "para": ["pin pricks during the alterations - total",
                  "Forget June's fingers that summer, the thimble that stopped a needle and the pin Lorraine "
                  "found on the carpet with a magnet. How many real pricks from a pin were there?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Of Chloe's five wishes, which one did Lorraine tackle first?",
         "cands": ["Take the sleeves off", "Pockets", "Take it in at the waist", "Shorten the hem"],
         "answer": "Take the sleeves off"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 11, 14, 17],
         "q": "Pockets were top of the envelope. At what point did they actually get sewn in?",
         "cands": None,
         "answer": "Third: after the sleeves came off and the waist was taken in, and before the buttons and the "
                   "hem"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "How come the sleeves had to come off before anything else?",
         "para": ["sleeves off first - the reasoning",
                  "Lorraine wouldn't pin the waist with the sleeves still on. What was her thinking?"],
         "cands": None,
         "answer": "Sleeves hold the shoulders up: take them off and the whole bodice drops, so everything else "
                   "is fitted from the shoulders down"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "Why was the hem left to the very end?",
         "cands": ["A hem is always last, pinned with the shoes she'll wear on the day, and those only came on "
                   "the Friday",
                   "Kostas needed the old hem to test his stain remover on",
                   "The lace for the new hem didn't arrive until the Saturday",
                   "June wanted to sew the hem herself once she'd seen the rest"],
         "answer": "A hem is always last, pinned with the shoes she'll wear on the day, and those only came on "
                   "the Friday"},
        {"n": 7, "type": "why", "ev": [11, 14],
         "q": "The pocket bags and button covers came out of the old sleeves. Why not use new satin?",
         "cands": ["Fifty year old satin has gone ivory, and new satin would never match it",
                   "New satin was too dear for the budget",
                   "June wanted nothing new on her dress",
                   "The shop in Saltby doesn't sell satin any more"],
         "answer": "Fifty year old satin has gone ivory, and new satin would never match it"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "June thought the dress had been in the loft about forty years. What did Ray say?",
         "para": ["how long was the dress really up in the loft",
                  "Ray counted from the wedding to work out how long the box had sat up there. What did he come "
                  "to?"],
         "cands": None,
         "answer": "51 years (fifty one): they married in July 1974, and he put the box up there himself the week "
                   "they moved in"},
        {"n": 9, "type": "correction", "ev": [17],
         "q": "In the end, by how much did the hem go up?",
         "cands": ["6 cm", "9 cm", "3 cm", "12 cm"],
         "answer": "6 cm"},
        {"n": 10, "type": "who", "ev": [4, 6],
         "q": "Ray reckoned the dress cost ten pounds. Who put him right?",
         "para": ["who knew what the dress really cost",
                  "Someone still had the receipt in the box with the dress. Who gave the proper figure?"],
         "cands": None,
         "answer": "June Marsh, Chloe's nan: £22.50, it's on the receipt"},
        {"n": 11, "type": "who", "ev": [10],
         "q": "who brings nan and grandad to the fittings",
         "cands": ["Nathan Marsh", "Ray Marsh", "Kostas Demetriou", "Chloe Marsh"],
         "answer": "Nathan Marsh"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "When's the wedding?",
         "cands": ["Saturday 21 June", "Saturday 7 June", "Saturday 6 July", "Friday 20 June"],
         "answer": "Saturday 21 June"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "which shop sold the dress back in the seventies",
         "cands": None, "answer": "Hepworth's Bridal, Saltby (on the receipt)"},
        {"n": 14, "type": "speech_and_screen", "ev": [19],
         "q": "Greensleeves from the ice cream van: at what time did that happen?",
         "cands": None,
         "answer": "3:38 pm on the Saturday, the moment Chloe turned round from the mirror in the finished dress"},
        {"n": 15, "type": "quantity", "ev": [14],
         "q": "Count of buttons down the back now?",
         "cands": ["32", "23", "28", "36"],
         "answer": "32"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "Sewing on the buttons and loops took Lorraine how long?",
         "cands": None, "answer": "9 hours (nine), on the Thursday"},
        {"n": 17, "type": "spoken_fact", "ev": [5],
         "q": "How did Kostas get the yellow marks out of the satin?",
         "cands": ["Soaked it overnight in the big sink with oxygen bleach, never chlorine",
                   "Dry-cleaned it twice with a special solvent",
                   "Hung it out in the sun for a week",
                   "Dabbed the marks with lemon juice and salt"],
         "answer": "Soaked it overnight in the big sink with oxygen bleach, never chlorine"},
        {"n": 18, "type": "relation", "ev": [5],
         "q": "Is Kostas anything to Lorraine, apart from the man downstairs?",
         "cands": None,
         "answer": "Yes: he's her husband (thirty years married)"},
        {"n": 19, "type": "right_before_after", "ev": [13],
         "q": "Once the pockets were finished, what did June do straight away?",
         "cands": None,
         "answer": "Took her silver sixpence (the one from her own wedding shoe) out of her purse and slipped it "
                   "into the left pocket"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening shot of Lorraine's tutorial?",
         "cands": ["Tuesday morning in the sewing room: a wedding dress from the seventies on the dummy, with long "
                   "sleeves, a zip up the back and a tide mark round the hem",
                   "Chloe twirling in the finished dress",
                   "Kostas soaking the dress in the big sink downstairs",
                   "June getting the box down from the loft"],
         "answer": "Tuesday morning in the sewing room: a wedding dress from the seventies on the dummy, with long "
                   "sleeves, a zip up the back and a tide mark round the hem"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What does Lorraine promise for the following video?",
         "cands": ["A school prom dress made from a pair of old velvet curtains",
                   "Chloe's wedding day at the church",
                   "A christening gown from the leftover satin",
                   "Re-covering the seats in Nathan's car"],
         "answer": "A school prom dress made from a pair of old velvet curtains"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the name of the man Chloe's marrying?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What colour will the bridesmaids wear?",
         "cands": ["Sage green", "Dusky pink", "Navy blue", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "which church is chloe getting married in",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ statue (a town's unveiling day)
CARL = ("en-gb-x-gbcwmd+Henrique", "Carl Whitworth, local history society")
IMOGEN = ("en-gb-x-gbcwmd+steph3", "Imogen Hale, sculptor")
GARY = ("en-gb-scotland+Denis", "Gary Pollitt, crane driver")
WAYNE = ("en-gb-scotland+Alex", "Wayne Pollitt, council highways")
ALAN = ("en-gb-x-rp+Diogo", "Councillor Alan Dewhurst, mayor")
LILY = ("en-gb-x-rp+zac", "Lily Greenhalgh, aged 9")

NOTICE = "#eeece2"
COUNCIL = "#e8e6dc"
CRANE = "#efe8d5"
STUDIO = "#e3e3e8"
TOWN_HALL = "#e9e2e2"
SQUARE = "#e2e8e1"
SQUARE_DARK = "#1a1c1f"

STATUE = {
    "name": "statue",
    "footer": "Holmford Local History Society · unveiling day · from the library's upstairs window",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(CARL, SQUARE_DARK, "Martha comes home",
              ["Holmford Local History Society", "Cross Square, Holmford", "Saturday 14 June",
               "Crane in: 5:30 am"],
              "Half past five on a Saturday morning, and the square is empty except for a crane lorry backing "
              "in, and a flatbed with something on it the size of a wardrobe, wrapped in blankets. Today Martha "
              "Greenhalgh comes home, in bronze. I'm Carl Whitworth, from the local history society, and my "
              "camera is in the library's upstairs window."),
        # 1
        slide(CARL, NOTICE, "Wayne's list",
              ["1. Close the road round the square", "2. Lift Martha onto the plinth",
               "3. Set out the chairs for the guests", "4. Sweep and wash the square",
               "5. Put the cover over Martha"],
              "Wayne wrote the jobs on the back of a road closure notice, in the order he remembered them, "
              "lying awake at three in the morning. It didn't go that way. Number two went first, the "
              "lift, because the crane is so big it stands exactly where everything else goes, the chairs, the "
              "barriers and the band, so it had to be in and out first."),
        # 2
        slide(WAYNE, COUNCIL, "Council highways",
              ["Wayne Pollitt, council highways", "Chairs for guests: 240"],
              "Wayne Pollitt, council highways, and today the square is mine. I've got four hundred and twenty "
              "chairs on the lorry. No, two hundred and forty. I've said it back to front, like I do with my "
              "bank number. Gary on the crane is my twin brother. He's ten minutes older, and he has never once "
              "let me forget it."),
        # 3
        slide(GARY, CRANE, "The crane",
              ["Gary Pollitt, crane driver", "In the square: 5:30 am to 8:10 am"],
              "Gary Pollitt, I drive the crane. Sixty tonnes of it, in a square built for horses and carts. "
              "I've got her on four strops, and I'll lift her like a baby. The firm's doing the job at cost, "
              "for the town, and I'm not allowed to say what that is, so don't ask. There's a pigeon already "
              "sitting on my hook."),
        # 4
        slide(IMOGEN, STUDIO, "The sculptor",
              ["Imogen Hale, sculptor", "Cast in 14 pieces, welded together"],
              "Imogen Hale, sculptor. Two years of my life are under those blankets. She was cast in fourteen "
              "pieces at the foundry and welded together, and you'd never know. In one hand she's got a "
              "weaver's shuttle, and in the other the strike notice she wrote. She faces the old mill, because "
              "Martha always said she'd rather look at the workers than the council."),
        # 5
        slide(ALAN, TOWN_HALL, "The mayor",
              ["Councillor Alan Dewhurst, mayor", "Unveiling at noon"],
              "Alan Dewhurst, mayor, in the chain. Martha Greenhalgh was the first woman ever to wear it, and "
              "today I get to unveil her, or rather, Lily does. This statue cost a hundred thousand pounds, "
              "every penny of it raised by the people of this town, and not a penny from the council, which I'm "
              "allowed to say because it's true."),
        # 6
        slide(CARL, NOTICE, "Sixty eight thousand",
              ["The statue appeal, over 3 years", "Raised: £68,400"],
              "A hundred thousand, Alan? Sixty eight thousand four hundred. I should know, I've been treasurer "
              "of the appeal for three years, and I've counted every coin from every jam jar in every pub. It "
              "only feels like a hundred thousand. Martha married a grocer from the Co-op, by the way, and in "
              "all my digging I've never found his first name."),
        # 7
        slide(LILY, SQUARE, "Great great granddaughter",
              ["Lily Greenhalgh, aged 9", "Martha's great-great-granddaughter"],
              "I'm Lily, I'm nine, and Martha was my great great grandma. I'm the one who pulls the cord. "
              "Grandma says Martha took about a hundred weavers out on strike, because the mill was paying the "
              "girls half what it paid the men, and she stood on a cart in this square and told the mill owner "
              "so, to his face."),
        # 8
        slide(ALAN, TOWN_HALL, "Two thousand three hundred",
              ["The plaque on the plinth", "Weavers out on strike, 1911: 2,300"],
              "A hundred, Lily? Two thousand three hundred. It's on the plaque, look, in letters you can read "
              "from the bus stop. Every weaver in every mill in Holmford walked out behind her, and they stayed "
              "out for nine weeks. Twenty years later she was wearing this chain. The mill owner's statue went "
              "into the canal long ago, and nobody misses it."),
        # 9
        slide(GARY, CRANE, "Lift first",
              ["Number 2 on the list", "Martha on the plinth: 6:42 am"],
              "First, number two, the lift. Up off the flatbed, slow as you like, swung across the square and "
              "lowered onto the plinth, with Imogen on the radio and Wayne guiding her feet onto the pins. She "
              "hadn't been down a minute when a pigeon landed smack on top of her head, and sat there like it "
              "had paid for her."),
        # 10
        slide(IMOGEN, STUDIO, "Facing the mill",
              ["Fixed on 4 stainless steel pins", "Turned to face the mill: 7:05 am"],
              "As soon as she touched down on the plinth, I went up the ladder and kissed her on the cheek. "
              "Cold, and a bit dusty. Two years, and there she was. Then Lily shouted up that she was looking "
              "the wrong way, at the town hall instead of the mill, and she was right, so Gary had to lift her "
              "again and turn her round."),
        # 11
        slide(WAYNE, COUNCIL, "Washing second",
              ["Number 4 on the list", "Square swept and washed: 8:30 am"],
              "Second, number four, sweeping and washing the square, because the crane's feet had left mud and "
              "a slick of hydraulic oil on the flags, and you don't put two hundred and forty chairs and the "
              "mayor's best shoes down on that. The sweeper went round twice, then the jet wash, and I stood "
              "guard with a broom."),
        # 12
        slide(LILY, SQUARE, "Shoo",
              ["Lily's job: keeping the pigeons off"],
              "My job, while the grown-ups were washing things, was keeping the pigeons off Martha. I did my "
              "best, but one fat grey one came down and perched right on her head, and looked at me. I ran "
              "round and round the plinth flapping my arms until it flew off to the library roof with all the "
              "others."),
        # 13
        slide(WAYNE, COUNCIL, "Chairs third",
              ["Number 3 on the list", "Chairs set out: 9:45 am"],
              "Third, number three, the chairs, once the flags were dry. Two hundred and forty, in rows, with a "
              "gap down the middle for the mayor and the band, and the front row kept for Martha's family. "
              "There are thirty one of them, from four generations, and one's come all the way from Australia. "
              "People sat down before we'd finished."),
        # 14
        slide(IMOGEN, STUDIO, "The wax",
              ["Hot wax on the bronze: finished 9:05 am"],
              "While they washed round me, I did the wax. You warm the bronze with a blowtorch, gently, and "
              "brush the wax on so it melts into every fold of her skirt, then buff it. Just as I finished her "
              "face, a pigeon dropped down onto the top of her head and walked about in the warm wax. Little "
              "footprints, all over her hair."),
        # 15
        slide(CARL, NOTICE, "Cover fourth",
              ["Number 5 on the list", "Cover on: 11:15 am"],
              "Fourth, number five, the cover, and it couldn't go on any sooner, because the wax needs two "
              "hours to harden before cloth touches it, or the cloth sticks and smears the lot. So the cover, "
              "sewn from old mill cloth by the Women's Institute, went over her at a quarter past eleven, once "
              "Imogen had buffed the footprints out."),
        # 16
        slide(WAYNE, COUNCIL, "Road last",
              ["Number 1 on the list", "Road round Cross Square closed: 11:30 am", "Crowd by noon: 3,200"],
              "Last, number one, closing the road, though it was top of my list. The permit only starts at half "
              "past eleven, because the buses run through the square until then, and half the crowd came on "
              "them. So at half past eleven I put the barriers across myself. The police said three thousand "
              "two hundred people by noon."),
        # 17
        slide(ALAN, TOWN_HALL, "Speeches",
              ["Speeches: 11:45 am"],
              "I kept my speech short, because Martha's were famous for it. Then Carl read out her words from "
              "the strike, off the notice she wrote, and the whole square went quiet. In the middle of it a "
              "pigeon landed on my shoulder, which I'm told is lucky, and I carried on regardless. Then Lily "
              "stepped up to the cord."),
        # 18
        slide(LILY, SQUARE, "The cord",
              ["Cover off: 12:04 pm"],
              "I pulled the cord, and the cover slid right off, and there she was, shiny and cross looking, "
              "just like her photo. The very moment her face came out, the fire engine on the other side of "
              "the square let off its siren, and everybody cheered, and Grandma cried, and so did the mayor, a "
              "bit."),
        # 19
        slide(CARL, NOTICE, "The family photograph",
              ["Family photograph: 12:30 pm"],
              "Then the family photograph, all thirty one of them round the plinth, from Lily up to a "
              "great-grandson of ninety. Just as I pressed the button, a pigeon floated down and settled on "
              "Martha's head, and stayed for the picture, as if it had been invited. Imogen says that's the one "
              "they'll frame, and she's probably right."),
        # 20
        slide(GARY, CRANE, "Back on foot",
              ["Barriers away, road open: 2:15 pm"],
              "By a quarter past two the chairs were stacked, the barriers were gone and the buses were back. "
              "I'd taken the crane back to the yard at ten past eight, but I came back on foot to see her with "
              "her cover off. Wayne says she's looking down her nose at me. She's looking at the mill, Wayne."),
        # 21
        slide(IMOGEN, STUDIO, "Evening",
              ["Last visitors: 7:10 pm"],
              "I stayed till the evening, sitting on the library steps, watching people come up and touch her "
              "shoe. By ten past seven the square was nearly empty, just a few lads on the benches and an old "
              "lady who patted Martha's hand on her way to the bus. In a year that shoe will shine. That's how "
              "you know they like her."),
        # 22
        slide(CARL, SQUARE_DARK, "Next on the channel",
              ["The mill's steam engine", "Running again after 60 years", "Saturday 12 July"],
              "Next time: the old mill's steam engine, the one Martha worked beside, running again for the "
              "first time in sixty years. The society has been restoring it in the engine house for three "
              "winters, and Gary says he'll bring the crane if it won't start. Wayne says this time there'll be "
              "no chairs."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What event does this video follow from dawn into the evening?",
         "para": ["bronze lady in the square - what's going on",
                  "A crane at first light, a cord, a fire engine siren and pigeons everywhere: what is the day "
                  "about?"],
         "cands": ["A town's day as a bronze statue of Martha Greenhalgh, the weaver who led its great strike, is "
                   "lifted onto its plinth and unveiled in the square",
                   "The old mill's steam engine running again for the first time in sixty years",
                   "A mill owner's statue being pulled down and thrown in the canal",
                   "A crane lifting a new clock onto the town hall"],
         "answer": "A town's day as a bronze statue of Martha Greenhalgh, the weaver who led its great strike, is "
                   "lifted onto its plinth and unveiled in the square"},
        {"n": 2, "type": "count", "ev": [9, 12, 14, 19],
         "q": "Martha's head got landed on by a pigeon how many times?",
         "para": ["pigeons perching on the statue's head - tally",
                  "Skip the one on the crane hook, the one on the mayor's shoulder and the flock on the library "
                  "roof. How many separate times did a bird settle on top of the bronze lady?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "Out of Wayne's five jobs, what got done ahead of the rest?",
         "cands": ["Lift Martha onto the plinth", "Close the road round the square", "Sweep and wash the square",
                   "Put the cover over Martha"],
         "answer": "Lift Martha onto the plinth"},
        {"n": 4, "type": "order", "ev": [1, 9, 11, 13, 15, 16],
         "q": "In what sequence were Wayne's five jobs carried out on the day?",
         "para": ["wayne's list - real running order",
                  "His notice went road, lift, chairs, washing, cover. How did things really go?"],
         "cands": None,
         "answer": "The lift first, then sweeping and washing the square, the chairs, the cover, and closing the "
                   "road last (2, 4, 3, 5, 1)"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "why did the lift have to happen before anything else",
         "cands": None,
         "answer": "The crane is so big it stands exactly where everything else goes (the chairs, the barriers and "
                   "the band), so it had to be in and out first"},
        {"n": 6, "type": "why", "ev": [16],
         "q": "Closing the road topped Wayne's list, so how come it was the last thing done?",
         "cands": ["The permit only started at half past eleven, because the buses run through the square until "
                   "then",
                   "The police wouldn't come out until the speeches",
                   "The barriers were on Gary's crane lorry, which had gone back to the yard",
                   "The band needed the road open to march in"],
         "answer": "The permit only started at half past eleven, because the buses run through the square until "
                   "then"},
        {"n": 7, "type": "why", "ev": [14, 15],
         "q": "Why the wait before the cover went on?",
         "para": ["cover left till fourth - reason",
                  "Carl said the cloth couldn't go over Martha earlier in the morning. What was it waiting for?"],
         "cands": None,
         "answer": "The wax on the bronze needs two hours to harden before cloth touches it, or the cloth sticks "
                   "and smears it"},
        {"n": 8, "type": "correction", "ev": [7, 8],
         "q": "Lily thought Martha took about a hundred weavers out on strike. What was the real number?",
         "cands": None,
         "answer": "2,300 (two thousand three hundred), every weaver in every mill in Holmford: the mayor put her "
                   "right, pointing at the plaque"},
        {"n": 9, "type": "correction", "ev": [5, 6],
         "q": "What did the statue appeal actually raise?",
         "cands": ["£68,400", "£100,000", "£86,400", "£64,800"],
         "answer": "£68,400"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Wayne gave one number of chairs and then another. Which was right, and how did he get it wrong?",
         "cands": None,
         "answer": "240 (two hundred and forty): he'd said four hundred and twenty, back to front, the way he "
                   "does with his bank number"},
        {"n": 11, "type": "who", "ev": [5, 6],
         "q": "the mayor said the statue cost a hundred thousand. who corrected him",
         "para": ["appeal total - who knew the proper figure",
                  "Someone had counted every coin from every jam jar in every pub for three years. Who gave "
                  "the right figure?"],
         "cands": None,
         "answer": "Carl Whitworth, from the local history society, the appeal's treasurer: £68,400"},
        {"n": 12, "type": "who", "ev": [10],
         "q": "Somebody noticed Martha had been set down facing the wrong way. Who was it?",
         "cands": ["Lily Greenhalgh", "Imogen Hale", "Wayne Pollitt", "Carl Whitworth"],
         "answer": "Lily Greenhalgh"},
        {"n": 13, "type": "needle_screen", "ev": [8],
         "q": "In which year did Martha lead the strike?",
         "cands": ["1911", "1931", "1926", "1970"],
         "answer": "1911"},
        {"n": 14, "type": "needle_screen", "ev": [0, 16],
         "q": "What's the square where the statue stands called?",
         "cands": ["Cross Square", "Mill Square", "Victoria Square", "Market Square"],
         "answer": "Cross Square"},
        {"n": 15, "type": "speech_and_screen", "ev": [18],
         "q": "When exactly did the fire engine let off its siren?",
         "cands": None,
         "answer": "12:04 pm, the moment the cover slid off and Martha's face came out"},
        {"n": 16, "type": "quantity", "ev": [4],
         "q": "The bronze was cast in how many pieces?",
         "cands": ["14", "41", "4", "24"],
         "answer": "14"},
        {"n": 17, "type": "quantity", "ev": [16],
         "q": "police estimate of the crowd by midday?",
         "cands": None, "answer": "3,200 (three thousand two hundred)"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "What has the sculptor put in Martha's hands?",
         "cands": ["A weaver's shuttle in one and the strike notice she wrote in the other",
                   "A bunch of flowers and the mayor's chain",
                   "A banner pole, held in both hands",
                   "A handbag and an umbrella"],
         "answer": "A weaver's shuttle in one and the strike notice she wrote in the other"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "gary and wayne, any relation?",
         "cands": None,
         "answer": "Twin brothers: Gary is ten minutes older"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "Martha has just touched down on the plinth. What does Imogen do?",
         "cands": None,
         "answer": "Went up the ladder and kissed her on the cheek (cold, and a bit dusty)"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What do we see at the start of Carl's film?",
         "cands": ["Half past five on a Saturday morning: an empty square, a crane lorry backing in and a flatbed "
                   "with something the size of a wardrobe wrapped in blankets",
                   "Lily pulling the cord",
                   "Imogen waxing the bronze with a blowtorch",
                   "The crowd cheering a fire engine"],
         "answer": "Half past five on a Saturday morning: an empty square, a crane lorry backing in and a flatbed "
                   "with something the size of a wardrobe wrapped in blankets"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "And the next episode will be about?",
         "cands": ["The old mill's steam engine running again for the first time in sixty years",
                   "Martha's statue getting a new plaque",
                   "Wayne's council team resurfacing the square",
                   "Imogen starting a statue of the mill owner"],
         "answer": "The old mill's steam engine running again for the first time in sixty years"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Martha's husband - first name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Crane hire for the day - what did it cost?",
         "cands": ["£2,450", "£1,800", "£960", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [PIPEBAND, GOWN, STATUE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "pipeband": [24.0, 25.0, 25.0, 25.0, 27.5, 24.5, 27.0, 26.0, 27.0, 22.5, 23.5, 27.5, 23.5, 25.5, 24.0, 24.5, 21.5, 23.0, 25.5, 23.5, 25.5, 22.5, 26.0],
    "gown": [25.0, 25.0, 24.0, 25.5, 24.0, 27.0, 24.0, 25.5, 25.0, 23.0, 26.0, 24.5, 26.0, 22.5, 25.5, 23.0, 24.5, 27.0, 23.5, 25.5, 23.0, 24.0, 22.0],
    "statue": [27.5, 27.0, 26.5, 23.0, 28.0, 23.5, 27.0, 25.5, 25.5, 25.0, 23.5, 24.5, 21.5, 25.0, 27.0, 25.0, 26.5, 23.0, 23.0, 24.0, 22.5, 26.5, 23.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
