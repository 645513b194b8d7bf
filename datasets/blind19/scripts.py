"""Scripts of the "blind19" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and,
where somebody is on camera, a speaker name box) and 24 questions whose evidence is given as slide
indexes:

- saltpans:    an evening-class lecture on the lost salt-making trade of an invented estuary village
- ledgerlark:  a software tutorial: sending a first invoice in an invented invoicing app
- lamplighter: a narrated documentary about the man who still lights an invented town's gas lamps

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# the step box of the tutorial, at the bottom right, beside the speaker's name box
PX, PY, PW, PH = 840, 580, 400, 58
# the place-and-time caption of the documentary's narrated slides, where a name box would be
CX, CY, CW, CH = 60, 580, 760, 58


# ================================================================ saltpans (lecture)
OLANDE = ("en-gb-x-rp+f5", "Dr Marguerite Olande, course tutor")
CALLUM = ("en-gb-x-gbclan+m2", "Callum Pryce, student")
FERELITH = ("en-gb-scotland+f4", "Ferelith Nairn, student")

DARK_L = "#2e3a4f"
LIGHT_L = "#f3efe4"


def lec(who, bg, title, lines, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


SALTPANS = {
    "name": "saltpans",
    "footer": "Brindleford Institute · evening course 'Lost Trades of the Kessel Estuary' · lecture 6 of 10",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        lec(OLANDE, DARK_L, "Lecture 6: The Salt Pans of Orwick",
            ["Lost Trades of the Kessel Estuary", "Brindleford Institute · evening course",
             "Tuesday 3 March, 7:00 to 8:30 pm", "Room G14"],
            "Good evening, everybody, and welcome back. Tonight is week six, the salt pans of Orwick, "
            "which made this little corner of the estuary rich for nearly two hundred years. Before we "
            "start, I'm afraid the heating in this room has broken down again, so do keep your coats on, "
            "and I'll try to talk fast enough to keep us all warm."),
        # 1
        lec(OLANDE, LIGHT_L, "Tonight's plan",
            ["1. Where the pans stood", "2. Boiling the brine", "3. The salt tax and its officers",
             "4. The Great Tide of 1791", "5. The railway and the end of salt"],
            "Here's the plan, in five parts, and for once I intend to take them in the order they're "
            "written. If we run short of time, the last part can wait, because it leads straight into "
            "next week's lecture anyway. There'll be a tea break about halfway through. And I've brought "
            "a few things from the college's collection for you to handle."),
        # 2
        lec(OLANDE, LIGHT_L, "1. Where the pans stood",
            ["Orwick: the north shore of the Kessel", "Salt making recorded from 1684",
             "Salt pans at the peak: 26", "Map: the Harlow estate survey, 1802"],
            "Orwick sits on the flat north shore, where the tide goes out for nearly a mile and leaves the "
            "mud shining. On this old estate map, every little square is a salt pan. Now, this grey lump "
            "is a piece of salt crust we dug out of the mud last summer. Please pass it round the room. "
            "And yes, you may lick it. People always do."),
        # 3
        lec(FERELITH, LIGHT_L, "1. Where the pans stood",
            ["South shore: sheltered, by the river mouth", "North shore: open to the sea",
             "Prevailing wind: south-west"],
            "Sorry, can I ask something? I walk my dog on the south shore every morning, and it's far more "
            "sheltered than Orwick. So why did they put all the salt pans over on the windy north side, "
            "where the weather's so much worse? I'd have thought the salt makers would want to keep out "
            "of the wind, like the rest of us."),
        # 4
        lec(OLANDE, LIGHT_L, "North shore, not south",
            ["River water dilutes the south shore", "Wind and sun: dry the salty sand faster",
             "Orwick brine: strong enough by June"],
            "Good question, Ferelith. The river runs down the south side, so the water there is half "
            "fresh, and you'd be boiling for days to get any salt out of it. On the north shore, the water "
            "comes straight in from the open sea. And the wind they hated as people was exactly what they "
            "wanted as salt makers, because it dried the salty sand."),
        # 5
        lec(OLANDE, DARK_L, "2. Boiling the brine",
            ["Scrape the salty sand at low tide", "Wash it in a clay-lined pit: brine",
             "Boil the brine over peat fires", "One boiling: about 6 hours"],
            "Part two, boiling the brine. They scraped up the salty sand, washed it in a clay pit, and "
            "boiled whatever drained out. But how did they know the brine was strong enough? With an egg. "
            "Watch, I've got a jar of brine here. In goes the egg, and, there, it floats. In fresh water "
            "it would sink straight to the bottom."),
        # 6
        lec(OLANDE, LIGHT_L, "The boiling houses",
            ["Boiling houses at the peak: 9", "Lead pans: 2.7 m by 1.8 m", "Fuel: peat from Hallow Moss"],
            "The boiling was done in little sheds called boiling houses, in big shallow pans made of lead. "
            "I've brought a piece of one of those pans, but it's far too fragile, and frankly too "
            "poisonous, to go round the room, so I'll just hold it up for you. Look, you can still see the "
            "scorch marks from the fire underneath."),
        # 7
        lec(OLANDE, LIGHT_L, "The salters",
            ["Summer working day: 4 am to 7 pm", "Wage in 1750: 9d a day", "Most boilers: women and children"],
            "Who did the work? Mostly women and children, because the men were out fishing on the estuary, "
            "and the salt kept the family fed when the fish didn't come. This is a salter's wooden rake "
            "head, found in a ditch at Orwick. Take it and send it along the row, gently. It's a good deal "
            "older than this college."),
        # 8
        lec(OLANDE, DARK_L, "3. The salt tax",
            ["Salt tax reached Orwick: 1702", "Tax: 3s 4d a bushel", "A bushel of salt: about 25 kg"],
            "Part three, the salt tax, which is where the real trouble starts. The government needed money "
            "for its wars, and salt was something everybody had to buy. The tax reached Orwick in "
            "seventeen twenty, and almost overnight the price of a bushel of salt more than doubled. Yes, "
            "Callum, you've got your hand up."),
        # 9
        lec(CALLUM, DARK_L, "3. The salt tax",
            ["Salt tax reached Orwick: 1702", "Tax: 3s 4d a bushel", "A bushel of salt: about 25 kg"],
            "Sorry, it's only a small thing, but your slide and the handout both say seventeen oh two, not "
            "seventeen twenty. And I wanted to ask, how on earth did they collect a tax out there? The pans "
            "were right out on the mud, miles from any town. Couldn't the salt makers just sell it "
            "quietly?"),
        # 10
        lec(OLANDE, LIGHT_L, "The salt officers",
            ["Salt officers at Orwick: 2", "They lived in: the Customs Cottage, Quay Lane",
             "Salt office built: 1720", "Every boiling weighed and written down"],
            "Callum's right, it's seventeen oh two. Seventeen twenty is when the salt office was built. "
            "They collected it by living on the spot. Two salt officers lived in a cottage by the pans and "
            "weighed every boiling. One of them, Josiah Brant, kept a diary. Here's a copy of one page. "
            "Have a look at it and hand it on. It's only a photocopy."),
        # 11
        lec(OLANDE, LIGHT_L, "Smugglers",
            ["Legal salt: 4s a bushel, tax paid", "Smuggled salt: about 1s a bushel",
             "Fine if caught: £20"],
            "Of course, people did sell it quietly. Smuggled salt cost about a quarter of the legal price, "
            "so everyone from the vicar down bought it. Brant's diary tells of a funeral where the coffin "
            "was so heavy that six men could barely lift it. When he opened it, it was full of salt. "
            "Nobody ever found out whose funeral it was meant to be."),
        # 12
        lec(OLANDE, DARK_L, "Tea break",
            ["Back at 7:50 pm", "Tea and coffee: in the foyer", "Tonight's objects: on the front table"],
            "Right, let's stop for ten minutes. Tea and coffee are in the foyer, and they're free this "
            "week, by way of an apology for the heating. While you're out, I'll put tonight's objects on "
            "the front table. You're welcome to come and look at them again, but please don't take any of "
            "them home. Last year a fossil went missing, and I'm still cross about it."),
        # 13
        lec(OLANDE, DARK_L, "4. The Great Tide of 1791",
            ["Night of 14-15 January 1791", "Surge: 2.3 m above the highest spring tide",
             "Boiling houses destroyed: 7 of 9"],
            "Welcome back. Part four, the night of the Great Tide. A storm from the north east drove the "
            "sea over the bank at about two in the morning. By dawn the boiling houses were gone, the pits "
            "were full of mud, and the families had lost the lot. Remarkably, nobody drowned, because the "
            "church bell was rung as the water rose."),
        # 14
        lec(FERELITH, DARK_L, "4. The Great Tide of 1791",
            ["Where the salter families went:", "the mills at Brindleford", "the fishing fleet",
             "the workhouse"],
            "That's my family, actually. My great great grandmother's people were salters at Orwick, and "
            "the story was always that they lost everything in the flood and walked to Brindleford to work "
            "in the mill. I've got a photo of the family bible on my phone, but I won't send my phone round. "
            "I'll just hold it up. There."),
        # 15
        lec(OLANDE, LIGHT_L, "After the tide",
            ["Rebuilt by 1795: 3 boiling houses", "Orwick Salt Company formed: 1796",
             "Shareholders: 11, none from Orwick"],
            "Thank you, Ferelith, that's exactly what happened to a lot of them. After the tide, no family "
            "could afford to rebuild, so a company did it instead, with money from merchants in town. The "
            "salters came back, but now they worked for wages, in boiling houses that belonged to somebody "
            "else. It was never quite the same place again."),
        # 16
        lec(OLANDE, LIGHT_L, "Paid in tokens",
            ["Token: 'Orwick Salt Co. · One Shilling'", "Given to workers instead of coins",
             "Spent only at: the company shop"],
            "And here's how they were paid. This is a company token, stamped with a shilling. Let this one "
            "go round the room, and yes, it's genuine, so I will be counting it back in. You couldn't "
            "spend it anywhere except the company's own shop, at the company's own prices. You can imagine "
            "how popular that was."),
        # 17
        lec(CALLUM, LIGHT_L, "Paid in tokens",
            ["Company shop prices: up to a third higher", "Tokens banned by law: 1831"],
            "Can I ask, why tokens? Why not just pay them in proper money? It sounds like a swindle to me. "
            "And did anybody ever actually complain about it, or did they just put up with it, because "
            "there was no other work to be had on that side of the estuary?"),
        # 18
        lec(OLANDE, LIGHT_L, "Why tokens?",
            ["Small coins: in short supply", "Company shop: a profit on every sale", "Time now: 8:20 pm"],
            "Two reasons, Callum. Small coins were genuinely hard to get hold of, and the company made a "
            "profit every time a token came back over the shop counter. And yes, people complained, "
            "loudly, for thirty years. Now, look at the clock. I'm going to save part five, the railway, "
            "for next week. It belongs there anyway."),
        # 19
        lec(OLANDE, LIGHT_L, "What you can still see",
            ["Salt mounds on the marsh: about 40", "Customs Cottage: now a holiday let",
             "Orwick sea wall footpath: 3.5 km"],
            "Instead, let me tell you what you can still see. Out on the marsh there are low grassy mounds, "
            "which are the heaps of waste sand the salters left behind. The officers' cottage is still there "
            "too, although you can now rent it for a weekend, which I think Josiah Brant would have found "
            "very funny indeed."),
        # 20
        lec(OLANDE, DARK_L, "Field trip",
            ["Saturday 21 March", "Meet: Orwick church car park, 10 am", "High tide: 1:40 pm · wear boots"],
            "Which brings me to the field trip. It's on Saturday the fourteenth. No, wait, the fourteenth "
            "is the college open day, and I'm on the stand. It's Saturday the twenty first. Wear boots, "
            "because we'll be out on the marsh, and bring a packed lunch, because the pub in Orwick shut "
            "two years ago."),
        # 21
        lec(OLANDE, LIGHT_L, "Before next week",
            ["Read: 'Salt and Silt', chapters 3 and 4", "Essay: 1,500 words", "Essay due: Tuesday 31 March"],
            "For next week, read chapters three and four of Salt and Silt. And don't forget the essay, "
            "which is due at the end of the month. Oh, and has everything I sent round come back to me? "
            "Let's see. Good. Even the token. You're a more honest group than last year's, I'll say that "
            "for you."),
        # 22
        lec(OLANDE, DARK_L, "Next week: Lecture 7",
            ["The Railway Comes to the Kessel", "Tuesday 10 March, 7 pm", "Starting with part 5 from tonight"],
            "Next week, the railway comes to the Kessel, and cheap salt arrives by train from the big "
            "inland works, which is the end of Orwick's salt for good. We'll start with the part we missed "
            "tonight. Thank you all for sitting in the cold, and mind how you go, it's icy on the steps "
            "outside."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the lecture about?",
         "para": ["main subject of tonight's class",
                  "Which of these best sums up what Dr Olande teaches in this session?"],
         "cands": ["The history of the salt pans at Orwick",
                   "How to make sea salt at home",
                   "The railway coming to the Kessel estuary",
                   "The fishing fleet of Brindleford"],
         "answer": "The history of the salt pans at Orwick"},
        {"n": 2, "type": "count", "ev": [2, 7, 10, 16],
         "q": "How many objects did Dr Olande pass round the room?",
         "para": ["number of things that got handed round the class",
                  "Count the times something was sent from student to student along the rows. What do you get?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 18, 22],
         "q": "Which part of her five-part plan did the lecturer never get to?",
         "para": ["what bit of the outline got pushed to next week",
                  "The opening slide lists five sections; one of them was left out on the night. Which?"],
         "cands": ["The railway and the end of salt", "The Great Tide of 1791",
                   "The salt tax and its officers", "Boiling the brine"],
         "answer": "The railway and the end of salt"},
        {"n": 4, "type": "order", "ev": [1, 13],
         "q": "fourth section she actually covered",
         "cands": None, "answer": "The Great Tide of 1791"},
        {"n": 5, "type": "correction", "ev": [8, 9, 10],
         "q": "When did the salt tax reach Orwick?",
         "para": ["year the salt tax came to orwick",
                  "What year for the tax's arrival does the class settle on once a student spots the slip?"],
         "cands": None, "answer": "1702"},
        {"n": 6, "type": "correction", "ev": [20],
         "q": "When's the field trip to the marsh?",
         "cands": ["Saturday 21 March", "Saturday 14 March", "Tuesday 10 March", "Tuesday 31 March"],
         "answer": "Saturday 21 March"},
        {"n": 7, "type": "why", "ev": [3, 4],
         "q": "Why were the salt pans built on the north shore rather than the more sheltered south one?",
         "para": ["why not the south side of the estuary",
                  "What made the exposed northern shore the better spot for salt making?"],
         "cands": None,
         "answer": "The river makes the south shore's water half fresh; the north gets full-strength sea water, and the wind dries the sand"},
        {"n": 8, "type": "why", "ev": [13],
         "q": "How come nobody drowned in the Great Tide?",
         "cands": ["The church bell was rung as the water rose",
                   "The salters were all out fishing that night",
                   "The sea wall held until morning",
                   "The salt officers went round every house"],
         "answer": "The church bell was rung as the water rose"},
        {"n": 9, "type": "why", "ev": [17, 18],
         "q": "why did the salt company pay its workers in tokens and not real money",
         "cands": None,
         "answer": "Small coins were hard to get, and the company profited when tokens were spent in its shop"},
        {"n": 10, "type": "needle_screen", "ev": [2],
         "q": "most salt pans orwick ever had",
         "cands": None, "answer": "26"},
        {"n": 11, "type": "needle_screen", "ev": [12],
         "q": "what time were they due back from tea",
         "cands": ["7:50 pm", "8:20 pm", "7:30 pm", "8:00 pm"],
         "answer": "7:50 pm"},
        {"n": 12, "type": "speech_and_screen", "ev": [10],
         "q": "The officer who kept a diary - where did he live?",
         "cands": None, "answer": "The Customs Cottage, Quay Lane"},
        {"n": 13, "type": "quantity", "ev": [11],
         "q": "Smuggled salt was going for roughly what per bushel?",
         "cands": ["About 1s", "4s", "3s 4d", "9d"],
         "answer": "About 1s"},
        {"n": 14, "type": "quantity", "ev": [5],
         "q": "one boiling of brine took how long",
         "cands": None, "answer": "About 6 hours"},
        {"n": 15, "type": "spoken_fact", "ev": [5],
         "q": "What did the salters use to test whether their brine was strong enough?",
         "cands": ["An egg", "A wooden float", "A set of scales", "A lump of salt crust"],
         "answer": "An egg"},
        {"n": 16, "type": "who", "ev": [3],
         "q": "Who asked about the salt pans being on the windy side?",
         "cands": None, "answer": "Ferelith Nairn, a student who walks her dog on the south shore"},
        {"n": 17, "type": "who", "ev": [14],
         "q": "whose great great grandmother's people worked the salt pans",
         "cands": ["Ferelith Nairn's", "Callum Pryce's", "Dr Olande's", "Josiah Brant's"],
         "answer": "Ferelith Nairn's"},
        {"n": 18, "type": "begin", "ev": [0],
         "q": "what does she ask everyone to do right at the start, and why",
         "cands": None, "answer": "Keep their coats on, because the heating has broken down"},
        {"n": 19, "type": "end", "ev": [22],
         "q": "How does Dr Olande say next week's lecture will open?",
         "cands": ["With tonight's missed part: the railway coming to the Kessel",
                   "With a walk round the Orwick marsh",
                   "With more on the Great Tide of 1791",
                   "With advice on writing the essay"],
         "answer": "With tonight's missed part: the railway coming to the Kessel"},
        {"n": 20, "type": "right_before_after", "ev": [11, 12],
         "q": "What was she talking about just before they stopped for tea?",
         "cands": ["Salt smuggling", "The Great Tide", "The company tokens", "The boiling houses"],
         "answer": "Salt smuggling"},
        {"n": 21, "type": "absent", "ev": [],
         "q": "what's the class size",
         "cands": None, "answer": ABSENT},
        {"n": 22, "type": "absent", "ev": [],
         "q": "do they say what the field trip costs",
         "cands": ["£5", "£12", "Free", ABSENT], "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "what was the name of the other salt officer, the one who wasn't Brant",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Salt and Silt, the set book: who wrote it?",
         "cands": ["Marguerite Olande", "Josiah Brant", "H. M. Verrall", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ ledgerlark (software tutorial)
RAFE = ("en-gb-x-gbclan+m5", "Rafe Ollerton, Ten-Minute Tech")
MINNA = ("en-us+f4", "Minna Koskelo, Larkspur Software")


def tut(who, bg, title, lines, step, say):
    """A tutorial slide; step is the step box's text ("Step 2 of 6"), or None for no box."""
    voice, speaker = who
    seg = {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}
    if step:
        seg["boxes"] = [(PX, PY, PW, PH, "#c9f0d8", step)]
    return seg


APP = "#eef2f7"
APP_DARK = "#1f4e5f"
TIP = "#fff4d6"

LEDGERLARK = {
    "name": "ledgerlark",
    "footer": "Ten-Minute Tech · Ledgerlark 4 tutorial · screen recording with commentary",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        tut(RAFE, APP_DARK, "Ledgerlark 4: Your First Invoice",
            ["Ten-Minute Tech with Rafe", "Ledgerlark 4.2 · Windows and Mac",
             "Example business: Bramwell Piano Tuning", "Recorded: Monday 9 June"], None,
            "Hello and welcome to Ten Minute Tech. I'm Rafe, and today I'm walking you through sending your "
            "very first invoice in Ledgerlark, start to finish. For the example I'm using my brother Nico's "
            "piano tuning business, with his permission, because he's been doing his invoices in a word "
            "processor for nine years, and believe me, it shows."),
        # 1
        tut(MINNA, TIP, "Joining us today",
            ["Minna Koskelo", "Product specialist, Larkspur Software",
             "Support: 8 am to 6 pm, Monday to Friday"], None,
            "Hi, I'm Minna. I work at Larkspur, the company that makes Ledgerlark, and I spend most of my "
            "week answering support emails. So if Rafe gets stuck, I'm here to rescue him. The question we "
            "get asked most, by a long way, is why a reminder never went out, and we'll clear that one up "
            "today."),
        # 2
        tut(RAFE, APP, "What we'll do today",
            ["1. Enter your business details", "2. Create the invoice", "3. Add the customer",
             "4. Switch on payment reminders", "5. Send the invoice", "6. Record the payment"], None,
            "Here's the plan. Your business details, then the invoice, then the customer, then reminders, "
            "sending it, and finally recording the payment when the money turns up. Six steps. That's the "
            "order I wrote down last night, anyway. Minna had a look at it before we started recording, "
            "and she pulled a face."),
        # 3
        tut(MINNA, TIP, "Two things first",
            ["An invoice can't be saved without a customer",
             "Reminders only apply to invoices made after", "they are switched on",
             "So: customer and reminders before the invoice"], None,
            "I did pull a face. Ledgerlark won't save an invoice until the customer exists, so you'd get "
            "halfway through and have to start again. And reminders only attach to invoices created after "
            "you switch them on. So, the customer first, then reminders, then the invoice. The rest of "
            "Rafe's list is fine."),
        # 4
        tut(RAFE, APP, "Your business details",
            ["File > Business Profile", "Business name: Bramwell Piano Tuning", "VAT registered: No",
             "Logo: PNG or JPG, up to 2 MB"], "Step 1 of 6",
            "Fair enough, we'll do it Minna's way. Step one, your business details. Go to the File menu and "
            "choose Business Profile. Type in the business name, the address and the phone number. Nico "
            "isn't registered for VAT, so I leave that switched off. Then drag your logo into the box. "
            "Nico's logo is a tuning fork, drawn by his daughter."),
        # 5
        tut(RAFE, APP, "Invoice numbers and terms",
            ["Settings > Invoices > Numbering", "First invoice number: BPT-0101", "Payment terms: 14 days"],
            "Step 1 of 6",
            "Still in step one, invoice numbers. Nico's old invoices went up to a hundred, so we'll start "
            "at one hundred and one, to stop his customers getting confused. Payment terms, I'll set thirty "
            "days. Actually, no. Nico made me promise fourteen, because he says thirty just means people pay "
            "on day thirty one. Fourteen days it is."),
        # 6
        tut(RAFE, APP, "Adding the customer",
            ["Contacts > New Customer (Ctrl+Shift+C)", "Name: Hazelmere Primary School",
             "Contact: Mrs D. Oyelaran, business manager", "Postcode: HM4 7RT"], "Step 2 of 6",
            "Step two, the customer. Open Contacts and click New Customer, or use the keyboard shortcut on "
            "screen. The school's name, the business manager's name, the email address, and the postcode, "
            "which I've just typed into the phone number box. Classic. Control Z, and it's gone, so I'll "
            "put it in the right box this time."),
        # 7
        tut(RAFE, APP, "Customer settings",
            ["Preferred contact: email", "Purchase order number needed: Yes",
             "Customer's own payment terms: none"], "Step 2 of 6",
            "Now tick the box that says this customer needs a purchase order number. Schools and councils "
            "usually can't pay an invoice without one, because their office has to match it to an order, "
            "so otherwise it just sits in a pile. Right, next, reminders, which you'll find under "
            "Preferences, then Notifications."),
        # 8
        tut(MINNA, TIP, "Switching on reminders",
            ["Settings > Payments > Reminders", "Reminders: On", "Applies to: invoices created from now on"],
            "Step 3 of 6",
            "Not quite, Rafe. Preferences was the old version three. In version four it's the Settings menu, "
            "then Payments, then Reminders. Everybody who upgraded looks in the old place, which is partly "
            "why we get so many emails. Switch them on here, and every invoice you create from now on gets "
            "them."),
        # 9
        tut(RAFE, APP, "The reminder schedule",
            ["1st reminder: 3 days before the due date", "2nd: on the due date", "3rd: 7 days after",
             "Tone: Friendly (or Firm)"], "Step 3 of 6",
            "You choose when they go out and how they sound. I'll keep the three standard ones, and set the "
            "tone to friendly, not firm, because the school is a good customer, and firm is for people "
            "who've ignored you twice. Now, if I click this, it asks whether I want to turn off all "
            "reminders. No, I do not. Cancel."),
        # 10
        tut(RAFE, APP, "Creating the invoice",
            ["Invoices > New Invoice (Ctrl+N)", "Customer: Hazelmere Primary School", "PO number: HPS-2291",
             "Invoice date: 9 June · Due: 23 June"], "Step 4 of 6",
            "Step four, at last, the invoice itself. Invoices menu, New Invoice. Start typing the school's "
            "name and it fills in the rest, because the customer already exists. Minna is looking very "
            "pleased with herself. Type in the purchase order number the school gave Nico, and the due date "
            "works itself out from the payment terms we set."),
        # 11
        tut(RAFE, APP, "Adding the lines",
            ["Piano tuning × 3 @ £68 = £204", "Call-out charge: £15", "Total: £219"], "Step 4 of 6",
            "Now the lines. Nico tuned three pianos at the school, so that's the tuning line, three of them, "
            "and a call out charge underneath. I'd like the call out charge at the top, so I'll drag it up. "
            "And I've deleted it. Don't panic. Edit menu, Undo, and it's back where it was. Let's just leave "
            "it at the bottom."),
        # 12
        tut(RAFE, APP, "Notes and preview",
            ["Notes: printed at the bottom", "Preview: the eye icon, top right", "Template: 'Slate'"],
            "Step 4 of 6",
            "In the notes I'll thank them, and mention that the piano in the hall needs new felts before the "
            "summer concert. Oops, I've typed piano with two n's. I'll just backspace over that. Then click "
            "the little eye at the top right to preview it. This is what the school will see, in the "
            "template called Slate."),
        # 13
        tut(MINNA, TIP, "Make it look right",
            ["Logo: at least 500 px wide", "Free templates: 6", "Template Shop: £4 each"], "Step 4 of 6",
            "A tip from support. If your logo looks blurry in the preview, it's too small, not broken. Use "
            "one at least five hundred pixels wide. And you can change the template at any time, even after "
            "sending, because the customer's link always shows the latest version. The attached copy, "
            "though, stays as it was."),
        # 14
        tut(RAFE, APP, "Sending it",
            ["Send > Email invoice", "Subject: Invoice BPT-0101 from Bramwell", "Attach PDF: On · Copy to me: On",
             "Sent: 10:42 am"], "Step 5 of 6",
            "Step five, sending. Click Send, then Email invoice. Ledgerlark writes the subject line for you. "
            "I'll leave Attach PDF switched on, because some school offices won't click links in emails, and "
            "Copy to me on as well, so Nico has proof it went. And, send. Gone. Nico, you owe me a coffee."),
        # 15
        tut(MINNA, TIP, "What the customer gets",
            ["Email with a Pay Now button", "Pay by: card or bank transfer", "Card fee: 1.4% + 20p, paid by you"],
            "Step 5 of 6",
            "This is what lands in the school's inbox: the invoice, and a Pay Now button. Customers who get "
            "the button pay about a week faster on average, because it's one click instead of typing in bank "
            "details. The card fee comes out of your side, though, so some people switch card payments off "
            "and only take transfers."),
        # 16
        tut(RAFE, APP, "Keeping track",
            ["Status: Draft > Sent > Viewed > Paid", "Viewed by the school: 10:58 am",
             "1st reminder due: 20 June"], "Step 5 of 6",
            "Back in the Invoices list, you can watch what happens to it. Sixteen minutes after I sent it, "
            "the status changed to viewed, so somebody in the school office has opened it. If they don't "
            "pay, the first friendly reminder goes out three days before it's due, and I don't have to do "
            "anything at all."),
        # 17
        tut(RAFE, APP, "Recording the payment",
            ["Paid by bank transfer: £219", "Payment date: Monday 16 June",
             "Invoice > Mark as paid · reminders stop"], "Step 6 of 6",
            "Step six. We paused recording here for a week, and the school paid by bank transfer on the "
            "Monday. Open the invoice, click Mark as paid, choose bank transfer and put in the date. The "
            "reminders stop by themselves. And now I'll delete the test invoice I made while practising, on "
            "purpose this time. Yes, I'm sure."),
        # 18
        tut(MINNA, TIP, "Your money at a glance",
            ["Reports > Money In", "June so far: £1,146 invoiced", "June so far: £927 paid"], "All 6 steps done",
            "Now that it's marked as paid, it shows up in your reports. Money In gives you the month at a "
            "glance, what you've invoiced and what's actually arrived. Nico's June is looking healthy. And "
            "one more thing for nervous users: undo goes back fifty steps, even after you've saved, so you "
            "really can't break much."),
        # 19
        tut(MINNA, TIP, "Backups and the phone app",
            ["Phone app: free with every plan", "Backups: every night at 2 am",
             "Restore: Settings > Data > Backups"], "All 6 steps done",
            "The phone app is free with any plan, so you can send an invoice from the car park straight "
            "after a job. Everything's backed up every night, and if you ever need to go back to yesterday's "
            "version, the restore option is under Settings, then Data. Please don't wait until something's "
            "gone wrong to go looking for it."),
        # 20
        tut(RAFE, APP, "What it costs",
            ["Solo plan: £8.49 a month", "Team plan (up to 5 users): £19 a month",
             "Free trial: 30 days, no card needed"], "All 6 steps done",
            "So what does it cost? Nico is on the Solo plan, which is eight pounds forty nine a month, and "
            "there's a free trial, so you can try everything you've seen today before paying a penny. Is it "
            "worth it? Nico says he spent last Sunday evening in the pub instead of doing invoices, so he "
            "thinks so."),
        # 21
        tut(RAFE, APP_DARK, "Next time on Ten-Minute Tech",
            ["Ledgerlark expenses:", "snap your receipts with the phone app", "Out: Monday 23 June"], None,
            "That's your first invoice, sent and paid. Thanks to Minna for stopping me doing it the wrong "
            "way round. Next time, expenses. We'll photograph a pile of receipts with the phone app, and see "
            "whether it really can read Nico's petrol receipts, which are usually covered in coffee. See you "
            "then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "The tutorial shows you how to do what, exactly?",
         "para": ["Which task does the video walk you through?",
                  "in one line, what do you learn from watching this"],
         "cands": ["Sending a first invoice in Ledgerlark, start to finish",
                   "Photographing receipts with the Ledgerlark phone app",
                   "How to tune a school piano",
                   "Upgrading from Ledgerlark 3 to 4"],
         "answer": "Sending a first invoice in Ledgerlark, start to finish"},
        {"n": 2, "type": "count", "ev": [6, 11],
         "q": "Rafe hits undo how many times in the video?",
         "para": ["how often did he need undo to get out of trouble",
                  "If you add up the mistakes Rafe reverses with the Undo command, what's the total?"],
         "cands": None, "answer": "two"},
        {"n": 3, "type": "order", "ev": [2, 3, 6],
         "q": "What did Rafe really do as his second step?",
         "para": ["step two in the end was what",
                  "Going by what was actually done rather than the list on screen, which step followed the business details?"],
         "cands": ["Adding the customer", "Creating the invoice", "Switching on reminders",
                   "Sending the invoice"],
         "answer": "Adding the customer"},
        {"n": 4, "type": "order", "ev": [3, 10],
         "q": "How far down the real running order did creating the invoice end up?",
         "cands": None, "answer": "Fourth, after the business details, the customer and the reminders"},
        {"n": 5, "type": "correction", "ev": [5],
         "q": "What payment terms did Rafe set for Nico's invoices?",
         "para": ["how long do nico's customers get to pay",
                  "The school has how many days to settle up?"],
         "cands": None, "answer": "14 days"},
        {"n": 6, "type": "correction", "ev": [7, 8],
         "q": "In version 4, which menu path switches the payment reminders on?",
         "cands": ["Settings > Payments > Reminders", "Preferences > Notifications",
                   "File > Business Profile", "Settings > Data > Backups"],
         "answer": "Settings > Payments > Reminders"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "Why did Minna want the customer added before the invoice?",
         "para": ["whats wrong with making the invoice before the customer",
                  "Minna's advice was to do the customer first. On what grounds?"],
         "cands": None, "answer": "Ledgerlark won't save an invoice until the customer exists"},
        {"n": 8, "type": "why", "ev": [7],
         "q": "What's the point of ticking the purchase-order box for the school?",
         "cands": ["Their office has to match an invoice to an order before paying it",
                   "Ledgerlark won't send an invoice without one",
                   "It's how the reminders find the invoice",
                   "Schools get a discount with a PO number"],
         "answer": "Their office has to match an invoice to an order before paying it"},
        {"n": 9, "type": "why", "ev": [14],
         "q": "What's his reason for keeping Attach PDF on?",
         "cands": None, "answer": "Some school offices won't click links in emails"},
        {"n": 10, "type": "needle_screen", "ev": [14],
         "q": "Can you tell me what time the invoice was sent?",
         "cands": None, "answer": "10:42 am"},
        {"n": 11, "type": "needle_screen", "ev": [15],
         "q": "When a customer pays by card with Pay Now, what's the fee?",
         "cands": ["1.4% + 20p", "2.9% + 30p", "£4 per payment", "1% flat"],
         "answer": "1.4% + 20p"},
        {"n": 12, "type": "speech_and_screen", "ev": [11],
         "q": "the line rafe deleted by accident - how much was it for",
         "cands": None, "answer": "£15 (the call-out charge)"},
        {"n": 13, "type": "quantity", "ev": [20],
         "q": "Monthly price of the plan Nico uses?",
         "cands": ["£8.49", "£19", "£4", "£9.99"],
         "answer": "£8.49"},
        {"n": 14, "type": "quantity", "ev": [17],
         "q": "On which date did the school's payment come in?",
         "cands": None, "answer": "Monday 16 June (by bank transfer)"},
        {"n": 15, "type": "spoken_fact", "ev": [4],
         "q": "Nico's tuning-fork logo was drawn by",
         "cands": ["His daughter", "Rafe", "A designer at Larkspur", "Mrs Oyelaran"],
         "answer": "His daughter"},
        {"n": 16, "type": "who", "ev": [6, 10],
         "q": "who's the customer being invoiced",
         "cands": None, "answer": "Hazelmere Primary School"},
        {"n": 17, "type": "who", "ev": [1],
         "q": "Who here is employed by Larkspur, the firm that makes Ledgerlark?",
         "cands": ["Minna", "Rafe", "Nico", "Mrs Oyelaran"],
         "answer": "Minna"},
        {"n": 18, "type": "begin", "ev": [4],
         "q": "First thing he does inside the app?",
         "cands": None, "answer": "Fills in the business details (File > Business Profile)"},
        {"n": 19, "type": "end", "ev": [21],
         "q": "What's promised for the next episode?",
         "cands": ["Expenses: photographing receipts with the phone app",
                   "Setting up the Team plan",
                   "Restoring from a backup",
                   "Designing a template for the Template Shop"],
         "answer": "Expenses: photographing receipts with the phone app"},
        {"n": 20, "type": "right_before_after", "ev": [14, 15],
         "q": "Once the invoice has been sent, what does Minna show straight afterwards?",
         "cands": ["The email the school receives, with a Pay Now button",
                   "How to record a payment",
                   "The reminder schedule",
                   "The Money In report"],
         "answer": "The email the school receives, with a Pay Now button"},
        {"n": 21, "type": "absent", "ev": [],
         "q": "business manager at the school, what's her first name",
         "cands": None, "answer": ABSENT},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What address did Rafe type in for Bramwell Piano Tuning?",
         "cands": ["12 Mill Street", "4 Orchard Close", "27 Station Road", ABSENT],
         "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Minna's been with Larkspur for how many years?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Which bank did the school pay from?",
         "cands": ["Northway Bank", "Coastline Building Society", "Larkspur Bank", ABSENT],
         "answer": ABSENT},
    ],
}


# ================================================================ lamplighter (documentary)
NARRATOR = "en-gb-x-rp+m3"
OSRIC = ("en-gb+grandpa", "Osric Penhallow, lamplighter")
MAISIE = ("en-gb-x-gbclan+f2", "Maisie Penhallow, apprentice lamplighter")
RUTH = ("en-gb+f5", "Cllr Ruth Abernethy, Stellbridge Town Council")
FARRANT = ("en-gb+m2", "Dr Gideon Farrant, Stellbridge Museum")

DUSK = "#1d1a2e"
LAMP = "#f6e7c1"
ROOM = "#e6ece8"


def narr(bg, title, lines, say, caption=None):
    """The narrator over pictures: no name box; a caption of place and time where there is one."""
    seg = {"bg": bg, "title": title, "lines": lines, "voice": NARRATOR, "say": say}
    if caption:
        seg["boxes"] = [(CX, CY, CW, CH, "#ffd27a", caption)]
    return seg


def talk(who, bg, title, lines, say):
    """An interview: the speaker's name in a box near the bottom."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


LAMPLIGHTER = {
    "name": "lamplighter",
    "footer": "Last of Their Trade · episode 3 · a Harrier Films documentary",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        narr(DUSK, "The Last Lamplighter of Stellbridge",
             ["Last of Their Trade · episode 3", "A Harrier Films documentary", "Filmed: November to January"],
             "Every winter afternoon, as the light drains out of the sky over the harbour town of Stellbridge, "
             "a man in a long dark coat sets out with a brass pole over his shoulder. He is not a relic, or "
             "an actor, or a tourist attraction. He is simply doing his job, as he has done it for more than "
             "half a century."),
        # 1
        narr(DUSK, "Stellbridge",
             ["Harbour town on the Wendmouth coast", "Population: 8,400", "Sunset on 2 December: 3:51 pm"],
             "Stellbridge is a fishing town of steep lanes and slate roofs, where the old streets are still "
             "lit, as they were in the days of sailing ships, by gas. Elsewhere, the gas lamps went electric "
             "long ago. Here, the ones that are left are still lit by hand, by the same man, every single "
             "evening of the year."),
        # 2
        talk(OSRIC, LAMP, "Osric Penhallow",
             ["Lamplighter since 1969", "Age: 71", "Born: Chandler's Row, Stellbridge"],
             "I was sixteen when I started, carrying the ladder for my father. There's a hundred and twenty "
             "lamps in this town, and I know every one of them like a person. Some are grumpy, some are good "
             "as gold. The whole round takes me two hours, near enough, if nobody stops me for a chat."),
        # 3
        narr(ROOM, "The round, on the council's map",
             ["1. Market Square", "2. Chandler's Row", "3. St Wenna's churchyard", "4. Bridge Street",
              "5. The Quay"],
             "On the council's map, the round begins in the Market Square, under the town clock, and ends "
             "down at the Quay. That is how Osric walks it from April to September. But in winter he turns "
             "the map upside down, and walks the whole thing backwards. There is a reason for that, and like "
             "most things in Stellbridge, it comes in off the sea."),
        # 4
        talk(OSRIC, LAMP, "Why backwards?",
             ["Sea fog: reaches the Quay first", "Market Square: the last to go dark",
              "Winter round: November to March"],
             "It's the fog. In winter it rolls in off the water, and the Quay goes dark a good half hour "
             "before the square does. The boats coming in need the lamps along the harbour wall, so I start "
             "down there. By the time I get up to the square, the shops are shutting, and nobody's in a "
             "hurry."),
        # 5
        narr(DUSK, "The Quay",
             ["Lamps on the harbour wall: 12", "Gas: from the mains since 1971",
              "Mantles: changed about every 6 months"],
             "At the foot of the harbour wall, Osric hooks his pole through the little glass door, turns the "
             "tap with a practised twist, and waits. There is a soft pop, and then the first lamp of the "
             "evening flickers into life, a warm, greenish yellow glow that no electric bulb has ever quite "
             "managed to copy.",
             caption="The Quay · 3:52 pm"),
        # 6
        talk(MAISIE, LAMP, "Maisie Penhallow",
             ["Osric's granddaughter", "Apprentice since September", "Round, timed by Maisie: 3 h 10 min"],
             "I'm Maisie, his granddaughter, and since September I've carried the ladder and the notebook. "
             "Grandad tells everyone the round takes two hours. It doesn't. I've timed it, and it's over "
             "three, because he stops to talk to everybody, and the lady at the bakery always gives him a "
             "custard tart, and he always says yes."),
        # 7
        narr(DUSK, "Bridge Street",
             ["Houses built: 1790s", "Lamps on Bridge Street: 9", "Fog: visibility about 30 m"],
             "On Bridge Street the fog has already crept up from the harbour, thick enough to swallow the far "
             "end of the road. Osric reaches up, the tap squeaks, and another lamp catches, glowing through "
             "the murk like a little moon. Behind him, Maisie makes a tick in the notebook and carries the "
             "ladder on.",
             caption="Bridge Street · 4:05 pm"),
        # 8
        talk(OSRIC, LAMP, "A lamp that won't light",
             ["Lamp 57, Bridge Street: mantle broken", "Reported: 4:11 pm", "To be mended: next morning"],
             "Now this one's no good. See, the mantle's crumbled, it's like ash. I could turn the gas on all "
             "night and it wouldn't light. Maisie, put it down in the book, the one by the chemist. I'll be "
             "back first thing with a new mantle, because it's not safe to leave a dark spot on a hill like "
             "this."),
        # 9
        talk(FARRANT, ROOM, "How it began",
             ["Stellbridge Gas Light Company: founded 1834", "First street lamps lit: 1836",
              "Old gasworks closed: 1971"],
             "The gas company was set up by the harbour merchants, who were tired of their warehouses being "
             "robbed in the dark. So the first lamps went up along the Quay, naturally, to protect the "
             "merchants' own property. The rest of the town got its lamps later, and some streets, I'm sorry "
             "to say, waited more than thirty years."),
        # 10
        talk(FARRANT, ROOM, "Why Stellbridge kept gas",
             ["1961: the council votes to keep gas", "The vote: 9 to 8", "Most nearby towns: electric by 1965"],
             "In the nineteen sixties, town after town pulled out its gas lamps. Stellbridge came within a "
             "single vote of doing the same. What saved them was the fishermen. From out at sea, the yellow "
             "gas lamps along the Quay were the line they steered home by, and they packed the council "
             "chamber to say so."),
        # 11
        narr(DUSK, "St Wenna's churchyard",
             ["Lamps in the churchyard: 4", "Oldest lamp post in the town: 1836",
              "Path: 80 m, church door to lychgate"],
             "The churchyard of Saint Wenna is the quietest part of the round. Among the leaning headstones, "
             "Osric lifts the pole once more, and a pale circle of light spreads slowly across the wet path. "
             "He says he has never once been frightened here. Maisie says she has, every single night, and "
             "walks very close behind him.",
             caption="St Wenna's churchyard · 4:34 pm"),
        # 12
        talk(OSRIC, LAMP, "The pole",
             ["Brass lamplighter's pole: 2.1 m", "Made in 1948 at the Stellbridge forge",
              "Photo: Arthur Penhallow on the Quay, 1958"],
             "This pole was my father's. He called it the wand, and so do I. That's him in the photo, up a "
             "ladder on the Quay, when I was about five. People ask me why I don't use a lighter pole, a "
             "modern one. I tell them this one knows the way round better than I do."),
        # 13
        talk(RUTH, ROOM, "Paying for the lamps",
             ["Running cost: £61,400 a year", "Gas: £38,200", "Wages and repairs: £23,200"],
             "Every year somebody on the council says, let's switch them to electric and save the money. And "
             "every year the town says no, very firmly. It costs us about sixty thousand pounds a year, which "
             "sounds a lot, until you see how many people come here in the winter just to walk around under "
             "them."),
        # 14
        narr(ROOM, "How many lamps?",
             ["Gas lamps lit by hand: 94", "Converted to electric in 1987: 26",
              "Source: Stellbridge Town Council"],
             "Osric likes to say there are a hundred and twenty lamps in Stellbridge. The council's own records "
             "tell a different story. Ninety four are still lit by hand. The other twenty six were changed to "
             "electric in the nineteen eighties, when the new road was built. Osric still counts them as his, "
             "and still says good evening to them as he passes."),
        # 15
        narr(DUSK, "Chandler's Row",
             ["The street where Osric was born", "Lamps on wall brackets: 6", "Ladder needed: yes"],
             "Out on the bypass, the electric street lights flick on all at once, by themselves, the moment a "
             "sensor decides it's dark. On Chandler's Row the lamps hang high on the walls, so Osric climbs "
             "the ladder while Maisie holds it steady. One turn of the tap, a careful touch of the pole, and "
             "the wall above him turns to gold.",
             caption="Chandler's Row · 4:58 pm"),
        # 16
        talk(MAISIE, LAMP, "Learning the trade",
             ["Training: from Tuesday 1 April", "Paid for by: Stellbridge Town Council",
              "Gas safety course: 5 days"],
             "The council's agreed to train me properly, starting in the spring, so one day it'll be my round. "
             "Grandad says he'll retire when his knees tell him to. His knees have been telling him for years, "
             "and he isn't listening. I'm not in a hurry, though. I'd rather learn it slowly, from him, than "
             "quickly, from a book."),
        # 17
        talk(RUTH, ROOM, "Lamplight walks",
             ["Guided walks: Friday evenings, 4 pm", "Tickets: £8, under-12s free", "Walkers last winter: 1,700"],
             "We started the lamplight walks four winters ago. Every Friday a guide follows Osric's round with "
             "a group of visitors. Tickets are seven pounds. Sorry, no, we put them up this year, they're eight "
             "now. And the walks pay for about a third of the gas, so the lamps are starting to pay for "
             "themselves."),
        # 18
        narr(DUSK, "Market Square",
             ["The town clock: 1887", "Lamps around the square: 8", "End of tonight's round"],
             "At last, the Market Square, just as the shops are pulling down their shutters. Under the town "
             "clock, with a small crowd from the Friday walk watching, Osric lights the final lamp of his "
             "round. There is a ripple of applause. He looks faintly embarrassed, raises his cap to them, and "
             "heads for home and his tea.",
             caption="Market Square · 5:20 pm"),
        # 19
        talk(OSRIC, LAMP, "Why not a timer?",
             ["Timer clocks: offered by the council, 2009", "Cost quoted: £40,000", "Osric's answer: no"],
             "They offered to put timers in, years ago. Little clocks that switch the gas on and off. I said, "
             "a clock can't see when a mantle's broken, or a pane's cracked, or a lamp's been knocked by a "
             "lorry. I can. Every lamp in this town gets looked at, every night, by somebody who cares about "
             "it. You can't buy that."),
        # 20
        narr(ROOM, "Next morning",
             ["Lamps out: from 7:30 am", "Lamp 57: new mantle fitted, 8:15 am", "Morning round: about 1 hour"],
             "The next morning Osric is out again before it's light, this time turning the lamps off, one by "
             "one, starting outside the bakery. On Bridge Street he fits a new mantle to the broken lamp, "
             "ready for tonight. Then, and only then, does he go home for his breakfast, and his first cup of "
             "tea of the day.",
             caption="Bridge Street · 8:15 am"),
        # 21
        talk(FARRANT, ROOM, "The last of their kind",
             ["Towns still lighting gas lamps by hand: 3", "The others: Hallam Cross and Upper Brede",
              "Stellbridge: the most lamps, by far"],
             "There are only a handful of places left that still light their gas lamps by hand, and "
             "Stellbridge has more than all the others put together. What makes it special isn't really the "
             "lamps, though. It's that the same family has looked after them for three generations. That "
             "simply doesn't happen any more."),
        # 22
        talk(MAISIE, LAMP, "The best bit",
             ["Fishing boats still working from Stellbridge: 14", "Quay lamps: seen 2 nautical miles out"],
             "My favourite bit is the Quay, the very first one of the night. When the fog's in and you light "
             "it, the fishing boats out in the bay flash their lights back at you, to say thank you. Grandad "
             "pretends he doesn't notice. He does, though. He always waits for them before he moves on."),
        # 23
        narr(DUSK, "Next in 'Last of Their Trade'",
             ["Episode 4: The Reed Cutters of Hollin Fen", "Friday 24 January, 9 pm"],
             "Tomorrow Osric will do it all again, and the night after that, for as long as his knees allow. "
             "Next time in Last of Their Trade, we travel inland, to the frozen marshes of Hollin Fen, where a "
             "family of reed cutters still harvest thatch by hand in the depths of winter, just as their great "
             "grandparents did."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "who or what is the film following",
         "para": ["documentary's about what, basically?",
                  "Pick the description that fits this episode of Last of Their Trade."],
         "cands": ["A man who still lights a town's gas lamps by hand",
                   "Reed cutters harvesting thatch on a frozen fen",
                   "A town council's row over the cost of electricity",
                   "The history of a harbour's fishing fleet"],
         "answer": "A man who still lights a town's gas lamps by hand"},
        {"n": 2, "type": "count", "ev": [5, 7, 11, 15, 18],
         "q": "How many lamps do we watch being lit?",
         "para": ["lamps lit on camera - total?",
                  "Across the evening round that the film follows, how often does a lamp come on under Osric's pole?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [3, 4, 5],
         "q": "Where did Osric start his round on the evening we see?",
         "para": ["first stop of the winter round",
                  "Ignoring the council's map, which place got its lamp lit first that evening?"],
         "cands": ["The Quay", "Market Square", "Chandler's Row", "St Wenna's churchyard"],
         "answer": "The Quay"},
        {"n": 4, "type": "order", "ev": [7, 11],
         "q": "which part of the round comes right after bridge street on the night they filmed",
         "cands": None, "answer": "St Wenna's churchyard"},
        {"n": 5, "type": "correction", "ev": [2, 6],
         "q": "How long does Osric's round really take?",
         "para": ["round length according to the person who timed it",
                  "By Maisie's timing, not her grandad's estimate, the round lasts how long?"],
         "cands": None, "answer": "Over three hours (3 h 10 min, as Maisie timed it)"},
        {"n": 6, "type": "correction", "ev": [2, 14],
         "q": "According to the council's records, how many gas lamps are still lit by hand?",
         "cands": ["94", "120", "26", "61"],
         "answer": "94"},
        {"n": 7, "type": "correction", "ev": [17],
         "q": "what do tickets for the lamplight walks cost now",
         "cands": None, "answer": "£8 (under-12s free)"},
        {"n": 8, "type": "why", "ev": [3, 4],
         "q": "Why does he walk the round backwards in winter?",
         "para": ["reason for doing the route in reverse from november",
                  "What makes Osric begin at the harbour end once the winter comes?"],
         "cands": None,
         "answer": "The sea fog reaches the Quay first, so it gets dark there first and incoming boats need the harbour lamps"},
        {"n": 9, "type": "why", "ev": [10],
         "q": "What saved Stellbridge's gas lamps in the 1960s?",
         "cands": ["Fishermen steered home by them and packed the council chamber",
                   "A rich merchant paid to keep them",
                   "The gasworks refused to close",
                   "Tourists signed a petition"],
         "answer": "Fishermen steered home by them and packed the council chamber"},
        {"n": 10, "type": "why", "ev": [19],
         "q": "why won't osric let them fit timers",
         "cands": None,
         "answer": "A timer can't see a broken mantle, a cracked pane or a knocked lamp; he checks every lamp every night"},
        {"n": 11, "type": "needle_screen", "ev": [8],
         "q": "what number is the broken lamp",
         "cands": None, "answer": "57"},
        {"n": 12, "type": "needle_screen", "ev": [12],
         "q": "What year was the brass pole made?",
         "cands": ["1948", "1958", "1969", "1936"],
         "answer": "1948"},
        {"n": 13, "type": "speech_and_screen", "ev": [12],
         "q": "What was Osric's dad called?",
         "cands": None, "answer": "Arthur Penhallow (the man in the 1958 photo)"},
        {"n": 14, "type": "quantity", "ev": [13],
         "q": "What's the yearly bill for running the lamps?",
         "cands": ["£61,400", "£38,200", "£23,200", "£40,000"],
         "answer": "£61,400"},
        {"n": 15, "type": "spoken_fact", "ev": [6],
         "q": "What does the lady at the bakery always give him?",
         "cands": ["A custard tart", "A cup of tea", "A sausage roll", "A new mantle"],
         "answer": "A custard tart"},
        {"n": 16, "type": "who", "ev": [15],
         "q": "On Chandler's Row, who's holding the ladder steady?",
         "cands": None, "answer": "Maisie"},
        {"n": 17, "type": "who", "ev": [10],
         "q": "The story of the 1961 council vote is told by",
         "cands": ["Dr Gideon Farrant", "Cllr Ruth Abernethy", "Osric Penhallow", "Maisie Penhallow"],
         "answer": "Dr Gideon Farrant"},
        {"n": 18, "type": "begin", "ev": [0],
         "q": "In the opening shot, what has the man got over his shoulder?",
         "cands": None, "answer": "A brass pole"},
        {"n": 19, "type": "end", "ev": [23],
         "q": "next episode of the series covers...",
         "cands": ["Reed cutters on Hollin Fen", "Maisie's first round on her own",
                   "The old gasworks of Stellbridge", "The lamplighters of Hallam Cross"],
         "answer": "Reed cutters on Hollin Fen"},
        {"n": 20, "type": "right_before_after", "ev": [8, 9],
         "q": "What's the next scene after the broken lamp on Bridge Street?",
         "cands": ["A historian explaining how the gas company began",
                   "The lamps in the churchyard",
                   "What the lamps cost the council",
                   "Maisie's training"],
         "answer": "A historian explaining how the gas company began"},
        {"n": 21, "type": "absent", "ev": [],
         "q": "how old is maisie",
         "cands": None, "answer": ABSENT},
        {"n": 22, "type": "absent", "ev": [],
         "q": "what bakery is it that gives him the tarts",
         "cands": ["Penhallow's Bakery", "The Quay Bakehouse", "Stellbridge Crust", ABSENT],
         "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Who directed this film?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much would Osric pay for a new mantle?",
         "cands": ["£4", "£12", "£40", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [SALTPANS, LEDGERLARK, LAMPLIGHTER]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "saltpans": [25.5, 25.0, 25.0, 24.5, 27.0, 26.0, 25.5, 23.5, 26.5, 22.5, 28.0, 27.5, 26.5, 27.0, 23.0, 27.5, 23.0, 21.0, 28.0, 22.5, 25.5, 23.5, 24.0],
    "ledgerlark": [25.5, 26.5, 25.0, 26.5, 27.0, 28.0, 25.5, 25.5, 27.0, 26.0, 28.0, 25.5, 25.5, 25.0, 26.5, 27.0, 23.5, 28.0, 24.0, 25.5, 22.0, 23.5],
    "lamplighter": [23.5, 22.5, 22.5, 27.5, 23.0, 24.0, 25.0, 23.0, 22.0, 25.5, 25.0, 24.5, 22.5, 23.0, 27.0, 23.5, 25.5, 25.5, 24.0, 27.5, 23.5, 24.5, 22.0, 23.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
