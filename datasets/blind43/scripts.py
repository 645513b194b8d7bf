"""Scripts of the "blind43" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- broadband: a village broadband co-op's members' meeting in its reading room, after the firm digging
             its fibre trench went bust, from the tea urn at seven to the lights going out when the
             share offer was carried (the co-op's secretary, its chair, the treasurer who is his
             ex-wife, the farmer whose field the cable must cross, the new contractor's engineer and
             a retired telephone engineer who digs for nothing)
- sashes:    a joiner's how-to: restoring a Victorian sash window in a terraced house's front bay over
             three days, from the painted-shut top sash on the Monday to the quiet on the Wednesday
             night (the joiner, her apprentice, the house's owner, his half-brother the decorator,
             the neighbour of sixty years and the glazier)
- blades:    a village's day as three wind turbine blades are escorted round the tight bend on its
             main street, from half past four on the Sunday morning to the pub sign going back up
             (the woman who keeps the corner shop, her son-in-law who drives the third blade, the
             escort, the highways officer, the landlord of the pub and a twelve year old with a
             notebook)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ broadband (a broadband co-op's meeting)
MEG = ("en-gb-x-gbclan+steph2", "Meg Thwaite, secretary")
ROB = ("en-gb-x-rp+robert", "Rob Ellery, chair")
MARGARET = ("en-gb-scotland+Alicia", "Margaret Kaye, treasurer")
IDRIS = ("en-gb-x-gbcwmd+travis", "Idris Lowther, Brock Hill Farm")
PRIYA = ("en-us+anika", "Priya Raman, Fellside Networks")
CLIVE = ("en-gb-x-gbclan+quincy", "Clive Ashby, volunteer")

AGENDA_PAPER = "#f2eedf"
READING_ROOM = "#e8e3d6"
TEA_CORNER = "#efe7e0"
FIELD = "#e2eadf"
PLANS = "#e3e7ef"
MOOR_DARK = "#1b2420"

BROADBAND = {
    "name": "broadband",
    "footer": "Kelderby Fibre · members' meeting · the reading room, Kelderby",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(MEG, MOOR_DARK, "Fibre for Kelderby",
              ["Kelderby Fibre: members' meeting", "The reading room, Kelderby", "Thursday 25 September",
               "Starts: 7:00 pm"],
              "Thursday night in the reading room: twenty odd members on school chairs, a tea urn hissing in "
              "the corner, and not one bar of signal on anybody's phone. I'm Meg Thwaite, secretary of "
              "Kelderby Fibre. My phone is propped against the urn, filming, which is about the only thing "
              "it's any good for up here."),
        # 1
        slide(MEG, AGENDA_PAPER, "The agenda",
              ["1. Chair's report", "2. What went wrong with the old contractor", "3. The share offer",
               "4. Fellside Networks' quote", "5. The wayleave over Brock Hill field"],
              "Rob wrote the agenda the way he always does: his own report at the top, the bad news second, "
              "the money in the middle, and Idris's field at the very bottom, because Idris is always late. "
              "We didn't keep to it. Number five went first, the wayleave, because every other thing "
              "tonight hangs on where the cable goes."),
        # 2
        slide(ROB, READING_ROOM, "In the chair",
              ["Rob Ellery, chair", "Old contractor: gone bust in August"],
              "Rob Ellery, chair. I taught most of this room to read, so they let me run the meetings. The "
              "firm we hired to dig went bust in August, with a third of the trench dug and our deposit "
              "gone with it. But we're not beaten. Nearly two hundred homes have signed up, and every one of "
              "them is waiting."),
        # 3
        slide(MARGARET, TEA_CORNER, "The treasurer",
              ["Margaret Kaye, treasurer"],
              "Margaret Kaye, treasurer. Rob's my ex-husband. We were married eleven years, and we make a "
              "far better chair and treasurer than we ever made a couple. I've brought the bank statements "
              "in a biscuit tin, because this room has no wifi, no signal and, Rob, no biscuits. Somebody "
              "has to think of these things, and it has never once been him."),
        # 4
        slide(IDRIS, FIELD, "Brock Hill",
              ["Idris Lowther, Brock Hill Farm", "Brock Hill field: between the road and the village"],
              "Idris Lowther, Brock Hill Farm. The only sensible way to get a cable from the main road to "
              "the village is straight across my bottom field, and that trench is a mile long if it's a "
              "yard. The last lot left me a reel of orange pipe, a portable toilet and a hole my best ewe "
              "fell into. So I've got questions."),
        # 5
        slide(PRIYA, PLANS, "The new contractor",
              ["Priya Raman, Fellside Networks", "Joins the wider network at: Scar End exchange"],
              "Priya Raman, Fellside Networks. I'm the engineer, and I drove over the tops to get here, so "
              "please don't keep me till it's dark. We build small rural networks, and we never take a "
              "deposit, which I gather is a sore point in this room. I'll give you a price and a timetable, "
              "and I'll be honest about both of them."),
        # 6
        slide(CLIVE, READING_ROOM, "The volunteer",
              ["Clive Ashby, volunteer", "Kelderby download speed today: 1.8 Mbps"],
              "Clive Ashby. Thirty eight years a telephone engineer, retired, and now I dig holes for "
              "nothing. Last winter, to send one email, I stood on the churchyard wall in the snow with my "
              "phone up over my head, and the vicar brought me a coffee. That's the state of things. On "
              "Sunday I walked the whole route with my measuring wheel."),
        # 7
        slide(MEG, TEA_CORNER, "A hundred and thirty seven",
              ["Homes signed up: 137"],
              "Nearly two hundred, Rob? A hundred and thirty seven. I keep the sign-up spreadsheet, and I "
              "update it every Saturday from the top of Brock Hill, which is the only place in Kelderby "
              "with a signal. It feels like two hundred because the same people ring my landline every week "
              "to ask how it's going."),
        # 8
        slide(MEG, READING_ROOM, "The wayleave first",
              ["Number 5 on the agenda", "The wayleave over Brock Hill field"],
              "First, number five, the wayleave, and Idris was early, for once in living memory. No route, "
              "no price, and no price, no share offer, so the field had to come first. While Idris read "
              "out his conditions, Rob climbed onto a school chair and held his phone up to the skylight, "
              "hunting for a bar. He didn't find one."),
        # 9
        slide(CLIVE, FIELD, "Six hundred and forty",
              ["Trench across Brock Hill field: 640 m"],
              "A mile, Idris? Six hundred and forty metres. I wheeled it on Sunday, gate to gate, and your "
              "dog walked every step of it with me. A mile is what it feels like with a spade in your hand, "
              "I'll give you that. Going round by the road instead would be three times as far, with the "
              "lane shut for a month."),
        # 10
        slide(IDRIS, FIELD, "Conditions",
              ["Conditions: every gate shut", "Topsoil back on top", "No digging in lambing time"],
              "My conditions are simple. Every gate shut behind you, the topsoil back on top and not "
              "underneath, no digging at all in lambing time, and that orange pipe goes. Rob read them out "
              "twice, Margaret wrote them down in her best handwriting, and I signed the wayleave there and "
              "then, on the lid of her biscuit tin."),
        # 11
        slide(MEG, TEA_CORNER, "Signed",
              ["Wayleave signed: 7:31 pm"],
              "As soon as he'd signed, Idris went straight out to his Land Rover without a word, and came "
              "back with a tin of his wife's flapjack. He put it in front of Clive first, as the only one of "
              "us who'd walked his field, and then it went round the whole room. Even Margaret had two "
              "pieces, and she's on a diet."),
        # 12
        slide(PRIYA, PLANS, "The quote second",
              ["Number 4 on the agenda", "Whole network, all in: £182,000", "Grant: £121,000"],
              "Second, number four, my quote. With the route across the field, the whole network comes to a "
              "hundred and eighty two thousand pounds, all in, and the grant covers a hundred and twenty "
              "one thousand of it. Going round by the road, you'd be crying. And don't ask me the monthly "
              "price: that's your committee's job."),
        # 13
        slide(PRIYA, PLANS, "Eleven weeks",
              ["First homes live: 11 weeks from the go-ahead"],
              "From the go-ahead, I can have the first homes live in eight weeks. No, eleven: I forgot the "
              "road crossing at the bottom of the field, and the council wants three weeks' notice before "
              "anybody digs up a road. While I was saying so, Margaret went out to the porch and stretched "
              "her phone up towards the hill like an offering."),
        # 14
        slide(MARGARET, TEA_CORNER, "The share offer third",
              ["Number 3 on the agenda", "Share offer target: £61,000", "Shares: £250 each"],
              "Third, number three, the share offer, and it had to wait for Priya, because its target is "
              "her price less the grant. That leaves sixty one thousand pounds for the village to raise, in "
              "shares at two hundred and fifty pounds each. Members get their money back with interest, in "
              "time, and a connection sooner."),
        # 15
        slide(CLIVE, READING_ROOM, "Digging Saturdays",
              ["Priya set off home: 8:30 pm", "Digging Saturdays from 4 October"],
              "Before she set off home, Priya stood on tiptoe and held her phone up high against the window "
              "over the piano for a full minute, trying for her email. I could have told her that for "
              "nothing. On the digging Saturdays I'm driving the hired mini digger, and the rest of the "
              "volunteers are on spades, barrows and keeping the gates shut."),
        # 16
        slide(MEG, READING_ROOM, "Carried",
              ["Share offer: carried, 8:47 pm"],
              "Rob asked for hands on the share offer, and every hand in the room went up. The very moment "
              "he said carried, the lights went out: the electric meter had run out of money. We sat in the "
              "dark laughing, until Clive found a pound coin in his coat and fed the meter by the light of "
              "Idris's torch."),
        # 17
        slide(ROB, READING_ROOM, "The chair's report fourth",
              ["Number 1 on the agenda", "Report written: Monday"],
              "Fourth, number one, my report, which I'd written on Monday. By then half of it was out of "
              "date, because the field, the price and the shares had all been settled in front of us. So I "
              "read out two lines: we lost a contractor, and we found a better one. Margaret clapped, which "
              "was a first."),
        # 18
        slide(MEG, AGENDA_PAPER, "The old contractor last",
              ["Number 2 on the agenda"],
              "Last, number two, the old contractor, and Rob left that till last on purpose. Start a meeting "
              "with it, he said, and it turns into a shouting match and nothing gets decided. Leave it till "
              "the decisions are made, and people are too tired and too full of flapjack to shout. For "
              "once, he was right."),
        # 19
        slide(MARGARET, TEA_CORNER, "The deposit",
              ["Deposit paid to the old contractor: £9,400", "Creditors' meeting: Tuesday 14 October"],
              "Halfway through, my phone buzzed in the biscuit tin: one text from my sister, sent on "
              "Tuesday. We paid that firm nine thousand four hundred pounds up front, on a promise, and now "
              "we're on their list of creditors, just below the portable toilet people. I wouldn't count "
              "on seeing a penny of it ever again."),
        # 20
        slide(CLIVE, FIELD, "Volunteers",
              ["Volunteers signed up tonight: 31"],
              "Thirty one volunteers put their names on my list for the digging Saturdays, and two of them "
              "are over eighty. I've put those two on tea. Idris says we can borrow his trailer for the "
              "spoil, and the school says the children can paint the green cabinet by the road, as long as "
              "it isn't orange."),
        # 21
        slide(ROB, READING_ROOM, "Closing",
              ["Meeting closed: 9:20 pm", "Next members' meeting: Thursday 27 November"],
              "We closed at twenty past nine. Clive stacked the chairs, Margaret counted the flapjack tin as "
              "if it were the share money, and Idris went home to look at a cow that's due any day. I locked "
              "up and walked home under more stars than we'll ever have megabits, and I didn't mind one bit."),
        # 22
        slide(MEG, MOOR_DARK, "Next on the channel",
              ["Fibre blown through the duct", "Compressed air, a kilometre a day", "From Monday 12 January"],
              "Next time, if the shares sell, the fibre goes in: blown through the duct with compressed air, "
              "a kilometre a day, from the road across Brock Hill to the first house. Priya's bringing the "
              "machine, Clive's on the digger, Idris is watching his gates, and I'm filming, and for once I "
              "might even upload it the same day."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what is the Kelderby video actually about?",
         "para": ["village fibre co-op evening, gist?",
                  "School chairs, a tea urn, a farmer's wayleave and a biscuit tin of bank statements. What "
                  "sort of gathering am I watching?"],
         "cands": ["A village broadband co-op's members' meeting in its reading room, after the firm digging its "
                   "fibre trench went bust",
                   "Fibre being blown through the duct with compressed air, a kilometre a day",
                   "A parish council hearing about a new phone mast on the hill",
                   "A computer club teaching pensioners to send email"],
         "answer": "A village broadband co-op's members' meeting in its reading room, after the firm digging its "
                   "fibre trench went bust"},
        {"n": 2, "type": "count", "ev": [8, 13, 15],
         "q": "During the meeting, on how many separate tries did someone hold a phone up somewhere to catch "
              "a signal?",
         "para": ["phones raised hunting for a bar in the reading room - total?",
                  "Not Clive on the churchyard wall last winter, and not the phone filming by the urn: on the "
                  "night itself, how often did a person stretch a phone up for reception?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which agenda item got dealt with first on the night?",
         "cands": ["The wayleave over Brock Hill field", "The chair's report", "The share offer",
                   "Fellside Networks' quote"],
         "answer": "The wayleave over Brock Hill field"},
        {"n": 4, "type": "order", "ev": [1, 8, 12, 14, 17, 18],
         "q": "Rob's paper goes report, old contractor, shares, quote, field. In what sequence were they "
              "actually taken?",
         "cands": None,
         "answer": "The wayleave over Brock Hill field first, then Fellside's quote, the share offer, Rob's "
                   "report, and the old contractor last"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "reason the farmer's wayleave was settled before anything else",
         "cands": None,
         "answer": "Everything hung on the cable's route: without the field there's no price, and without a "
                   "price no share offer"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Why did Rob hold the old contractor back to the very end?",
         "cands": ["Started on, it turns into a shouting match and nothing gets decided; after the decisions "
                   "people were too tired and full of flapjack to shout",
                   "The co-op's solicitor had told them not to discuss it before the creditors' meeting",
                   "Margaret needed the whole evening to find the paperwork in her biscuit tin",
                   "Priya asked not to hear about another firm's work"],
         "answer": "Started on, it turns into a shouting match and nothing gets decided; after the decisions "
                   "people were too tired and full of flapjack to shout"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "What made the share offer wait until after Priya's quote?",
         "para": ["shares only discussed after the price - explain",
                  "Margaret couldn't put a figure on what the village must raise until something else had "
                  "been heard. What, and why?"],
         "cands": None,
         "answer": "Its target is Priya's price less the grant (£182,000 minus £121,000 leaves £61,000), so "
                   "the quote had to come first"},
        {"n": 8, "type": "correction", "ev": [2, 7],
         "q": "Rob claimed nearly two hundred homes had signed up. What's the true figure?",
         "cands": None,
         "answer": "137 (a hundred and thirty seven, from Meg's sign-up spreadsheet)"},
        {"n": 9, "type": "correction", "ev": [4, 9],
         "q": "Length of the trench across Brock Hill field, once it's been measured properly?",
         "cands": ["640 m", "1 mile", "460 m", "1,640 m"],
         "answer": "640 m"},
        {"n": 10, "type": "correction", "ev": [13],
         "q": "When will the first homes be live, after Priya changes her estimate?",
         "para": ["engineer's timetable for first connections, corrected",
                  "Mid-sentence, the engineer revises her own figure. What does she settle on, and what had "
                  "she left out?"],
         "cands": None,
         "answer": "11 weeks (eleven) from the go-ahead: she'd forgotten the road crossing, which needs three "
                   "weeks' notice to the council"},
        {"n": 11, "type": "who", "ev": [4, 9],
         "q": "Who put Idris right about how long his trench would be?",
         "cands": None,
         "answer": "Clive Ashby, who'd walked it with his measuring wheel: 640 m, not a mile"},
        {"n": 12, "type": "who", "ev": [3],
         "q": "Who turned up with the bank statements in a biscuit tin?",
         "cands": ["Margaret Kaye", "Meg Thwaite", "Rob Ellery", "Clive Ashby"],
         "answer": "Margaret Kaye"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "kelderby's current download speed?",
         "cands": ["1.8 Mbps", "8.1 Mbps", "18 Mbps", "0.8 Mbps"],
         "answer": "1.8 Mbps"},
        {"n": 14, "type": "needle_screen", "ev": [5],
         "q": "Where does the new fibre hook into the wider network?",
         "cands": ["Scar End exchange", "The phone mast on the hill", "Brock Hill Farm", "Kelderby church tower"],
         "answer": "Scar End exchange"},
        {"n": 15, "type": "speech_and_screen", "ev": [16],
         "q": "Reading room plunged into darkness - at what time?",
         "cands": None,
         "answer": "8:47 pm, the moment Rob said the share offer was carried (the meter had run out)"},
        {"n": 16, "type": "quantity", "ev": [12],
         "q": "Fellside's all-in price for building the whole network?",
         "cands": ["£182,000", "£121,000", "£128,000", "£61,000"],
         "answer": "£182,000"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "How much must the village raise through shares?",
         "para": ["share offer target",
                  "Take the grant away from the network's price: what does the share offer still have to "
                  "find?"],
         "cands": None, "answer": "£61,000 (sixty one thousand pounds), in £250 shares"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "According to Idris, what did the last contractor leave behind in his field?",
         "cands": ["A reel of orange pipe, a portable toilet and a hole his best ewe fell into",
                   "A broken mini digger and a pile of old tyres",
                   "Half a mile of cable that nobody could use",
                   "A flattened wall and an unpaid bill for the hedge"],
         "answer": "A reel of orange pipe, a portable toilet and a hole his best ewe fell into"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "Rob the chair and Margaret the treasurer: how are they connected?",
         "cands": None,
         "answer": "They're ex-husband and ex-wife: they were married for eleven years"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "Right after Idris signed the wayleave, what did he go and do?",
         "cands": None,
         "answer": "Went out to his Land Rover without a word and came back with a tin of his wife's flapjack, "
                   "put it in front of Clive first, and it went round the room"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening moments of the Kelderby meeting: what are we shown?",
         "cands": ["Thursday night in the reading room: members on school chairs, a tea urn hissing, no phone "
                   "signal, and Meg's phone propped against the urn filming",
                   "Idris signing the wayleave on the lid of a biscuit tin",
                   "Clive wheeling the cable route across Brock Hill field",
                   "Fibre being blown through a duct with compressed air"],
         "answer": "Thursday night in the reading room: members on school chairs, a tea urn hissing, no phone "
                   "signal, and Meg's phone propped against the urn filming"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "At the close, what does Meg line up for the next episode?",
         "cands": ["The fibre being blown through the duct with compressed air, a kilometre a day",
                   "The creditors' meeting about the old contractor",
                   "The next members' meeting in November",
                   "The first digging Saturday with the mini digger"],
         "answer": "The fibre being blown through the duct with compressed air, a kilometre a day"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What was the bankrupt digging firm called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Monthly price of a Kelderby Fibre connection?",
         "cands": ["£25", "£30", "£35", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ sashes (a joiner's how-to)
BEV = ("en-gb-x-gbcwmd+Andrea", "Bev Holroyd, Holroyd Sash Windows")
CALLUM = ("en-gb-scotland+Diogo", "Callum Reid, apprentice")
ADE = ("en-gb-x-rp+Hugo", "Ade Okafor, the house's owner")
FEMI = ("en-029+Henrique", "Femi Okafor, decorator")
DOROTHY = ("en-gb-x-gbcwmd+grandma", "Dorothy Pye, next door")
RAJ = ("en-us-nyc+victor", "Raj Bhatti, Bhatti Glass")

STICKY_NOTE = "#f6f0c8"
FRONT_ROOM = "#ebe6dd"
JOINERS_BENCH = "#e9e1d3"
HALLWAY = "#e6e6ea"
NUMBER_TWELVE = "#ece4e6"
GLASS = "#e0e9ec"
TERRACE_DARK = "#232026"

SASHES = {
    "name": "sashes",
    "footer": "Holroyd Sash Windows · how to restore a sash window · Tenterfield Terrace",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(BEV, TERRACE_DARK, "How to restore a sash window",
              ["Holroyd Sash Windows", "14 Tenterfield Terrace, Hebblethwaite", "Monday 12 to Wednesday 14 May"],
              "Eight o'clock on a Monday, in the front bay of a Victorian terrace. The bottom sash drops like "
              "a guillotine, the top one's been painted shut for years, and the whole window rattles every "
              "time a bus goes past. I'm Bev Holroyd, the camera's on a tripod in the bay, and this is how "
              "you restore a sash window."),
        # 1
        slide(BEV, STICKY_NOTE, "Ade's list",
              ["1. Stop the rattle", "2. Mend the broken cord", "3. Free the top sash",
               "4. Replace the cracked pane", "5. Repaint"],
              "Ade wrote his list on a sticky note and stuck it to the glass, in the order the window annoys "
              "him. Number three went first: the top sash. Until the paint seal is cut all the way round, "
              "nothing comes out of that frame without splitting, and every other job on this list is done "
              "with the sashes out, on my bench."),
        # 2
        slide(CALLUM, JOINERS_BENCH, "The apprentice",
              ["Callum Reid, 19", "Apprentice, second year"],
              "Callum Reid, apprentice, second year. Bev says I've got good hands and a bad habit of leaning "
              "on glass. I do the scraping, the carrying and the sweeping, and I'm allowed the chisel if "
              "she's watching. This is my first sash window from start to finish, and if it rattles "
              "afterwards, she says I'm sleeping in the bay till it stops."),
        # 3
        slide(ADE, FRONT_ROOM, "The house",
              ["Ade Okafor", "Owner, number 14"],
              "Ade Okafor, and this is my house. It was built in eighteen sixty, according to the man who "
              "sold it to me. When the wind's from the west, the front room sounds like a train going "
              "through it, and last winter the bottom sash came down on my wife's fingers. She's fine. The "
              "window is in disgrace."),
        # 4
        slide(FEMI, FRONT_ROOM, "The decorator",
              ["Femi Okafor, painter and decorator"],
              "Femi Okafor, painter and decorator. Ade's my half-brother: same dad, different mums, and I "
              "got the height. I paint when Bev's finished, and not one minute before. Whoever painted this "
              "window last painted the sashes to the frame, and that's why my brother has been living with "
              "a draught for six years, and I've told him so every winter."),
        # 5
        slide(DOROTHY, NUMBER_TWELVE, "Next door",
              ["Dorothy Pye, number 12", "At number 12 since: 1961"],
              "Dorothy Pye, next door. I've watched every window in this street come and go. Half of them "
              "are plastic now, and they don't rattle, but they don't breathe either. The man at number "
              "fourteen before Ade painted those sashes shut one summer, because he said fresh air was a "
              "fad. He was like that, and his wife agreed with me."),
        # 6
        slide(RAJ, GLASS, "The glass",
              ["Raj Bhatti, Bhatti Glass", "Carr Lane, Hebblethwaite"],
              "Raj Bhatti, Bhatti Glass, on Carr Lane. I've brought Bev a piece of old drawn glass, ripples "
              "and all, from a chapel they knocked down, because new glass in an old window looks like a "
              "television. One rule with old glass: never put a heat gun anywhere near it, because it "
              "cracks. Soften the old putty with steam instead."),
        # 7
        slide(BEV, FRONT_ROOM, "The top sash first",
              ["Number 3 on the list", "Paint seal cut: Monday 8:30 am", "Both sashes out by: Monday 11:00 am"],
              "First, number three, the top sash. A sharp knife all round the paint line, inside and out, "
              "then the staff beads off, gently, and the bottom sash lifts out. Then the parting beads, and "
              "then the top sash, which came free with a crack like a starting pistol and a shower of old "
              "paint down the back of Callum's neck."),
        # 8
        slide(DOROTHY, NUMBER_TWELVE, "Eighteen ninety eight",
              ["Date stone over number 1: 1898"],
              "Eighteen sixty, Ade? Eighteen ninety eight. It's carved on the date stone over the door of "
              "number one, and you walk past it every morning. The man who sold you this house also told "
              "you the damp was character. Those windows went in new that year, and they were lovely, "
              "before people started painting them."),
        # 9
        slide(CALLUM, FRONT_ROOM, "The weight",
              ["Weight pocket: unscrewed"],
              "When Bev cut the old cord on the left, the weight dropped down inside the box with a boom like "
              "a church door. She just laughed, unscrewed the pocket cover, fished the weight out with a "
              "magnet on a string, and chalked top left on it. An hour later I walked back in, kicked that "
              "same weight, and hopped round the room."),
        # 10
        slide(CALLUM, JOINERS_BENCH, "Found in the box",
              ["Found in the weight pocket: a tram ticket"],
              "Inside the pocket, behind the weight, there was an old tram ticket, gone brown, with no date "
              "on it, and somebody's name in pencil on the inside of the box, too faded to read. Bev let me "
              "keep the ticket. I've been scraping the top sash since, and I reckon there are ten coats of "
              "paint on it, at least."),
        # 11
        slide(FEMI, JOINERS_BENCH, "Seventeen",
              ["Coats of old paint on the top sash: 17"],
              "Ten coats, Callum? Seventeen. I took a chip off the corner and counted the colours under my "
              "eyeglass, like the rings of a tree: cream, brown, a terrible green, then white, white and "
              "white again. Every one of them slapped on over the last, and every one glued that sash a bit "
              "tighter to its frame."),
        # 12
        slide(BEV, JOINERS_BENCH, "The pane second",
              ["Number 4 on the list", "Old putty softened: steam, not heat"],
              "Second, number four, the cracked pane, on the bench. Steam the old putty soft, lift the "
              "cracked glass out in one piece, and clean the rebate back to bare wood. The pane had to go in "
              "before the cords, because the weights are matched to the sash with its glass in, and Raj's "
              "old glass is heavier than what cracked."),
        # 13
        slide(RAJ, GLASS, "The new pane",
              ["Drawn glass, reclaimed", "New pane, cut and fitted: £46"],
              "I cut it on Bev's bench, a whisker small all round, so the wood can move. Linseed putty, "
              "pressed in with my thumb, then the knife at an angle. Forty six pounds, fitted, and I've "
              "charged chapels more. On my way out with the offcut, I caught my boot on one of Bev's iron "
              "weights and nearly sent the lot through the door."),
        # 14
        slide(BEV, HALLWAY, "The cords third",
              ["Number 2 on the list", "Top sash weights: 4.6 kg each", "New cord: 12 m",
               "Cords on: Tuesday 1:45 pm"],
              "Third, number two, the cords. Hang the sash on the scales, and each weight for the top sash "
              "should be four kilos. No, four point six: I'd weighed it before the new glass went in, which "
              "is the one thing I've just told you not to do. Then new waxed cotton cord, twelve metres of "
              "it, with plenty to spare."),
        # 15
        slide(BEV, FRONT_ROOM, "Balanced",
              ["Both sashes balanced: Tuesday 3:12 pm"],
              "Knot the cord through the weight, nail it into the groove on the sash, and try it. The very "
              "moment I slid the top sash up and it stayed exactly where I let go, an ice-cream van came "
              "round the corner playing Greensleeves. Ade went out and bought everybody a cornet, and "
              "Dorothy had a flake in hers."),
        # 16
        slide(ADE, HALLWAY, "Home on Tuesday",
              ["Both sashes: back in"],
              "I came home on Tuesday and stood in the hall with my mouth open. The window was back in, and "
              "both sashes slid like drawers. Then I turned round with my tea and caught my foot on a bag of "
              "the old weights, and the tea went all over the dust sheet. Bev says that's what dust sheets "
              "are for."),
        # 17
        slide(BEV, FRONT_ROOM, "The rattle fourth",
              ["Number 1 on the list", "New parting beads with brush strip",
               "Staff beads: a card's thickness off"],
              "Fourth, number one, the rattle, though it tops Ade's list. A rattle is only a sash with room "
              "to move, so it can't be cured till the sashes are back in and hanging right. New parting "
              "beads with a brush strip down the middle, and the staff beads pinned back a card's thickness "
              "off the sash. Then wait for a bus."),
        # 18
        slide(DOROTHY, HALLWAY, "Lemon drizzle",
              ["Dorothy's cake: lemon drizzle"],
              "I came round on Wednesday with a lemon drizzle, and on the way in I stumbled over one of those "
              "iron weights in the hall, and Callum caught the cake before it hit the floor. He's a good "
              "lad. My late husband once dropped a sash weight on his foot, and swore in front of the vicar. "
              "I've never forgotten it."),
        # 19
        slide(BEV, FRONT_ROOM, "The paint last",
              ["Number 5 on the list", "Two coats: Wednesday"],
              "Last, number five, the paint, and Femi waited for everything else. Paint a sash before it's "
              "hung and beaded, and you paint it to the frame again, which is how Ade got into this mess. "
              "Paint the faces, never the runners or the cords. Femi now steps over my weights like a heron, "
              "very carefully."),
        # 20
        slide(FEMI, FRONT_ROOM, "Two thin coats",
              ["Paint colour: Rook's Wing", "Sashes painted: Wednesday 2:00 pm"],
              "Two thin coats of a dark grey, almost black, that Ade's wife chose from a card of forty. On "
              "Tuesday I came in to look at the wood and stubbed my toe on one of Bev's weights so hard that "
              "I sat down on the stairs. Then, today, I cut the paint off the glass with a blade, dead "
              "straight."),
        # 21
        slide(ADE, FRONT_ROOM, "Quiet",
              ["Bev's invoice: in the post"],
              "Wednesday night, the wind came round to the west, a bus went past, and nothing. Not a "
              "rattle. I stood in the bay listening like an idiot. Bev's invoice is in the post, and I've "
              "decided not to open it till the weekend, so I can enjoy the quiet first. My wife says she's "
              "worth every penny, whatever it says."),
        # 22
        slide(BEV, TERRACE_DARK, "Next on the channel",
              ["Dorothy's front window, number 12", "Stuck since the Coronation", "From Monday 2 June"],
              "Next time, next door: Dorothy's front window, which hasn't opened since the Coronation. She "
              "says the cord's fine and she's just lost the knack. Callum's doing the scraping, Raj has "
              "another piece of chapel glass put by, Femi's been told to keep his brushes in the van, and "
              "Dorothy's baking again, of course: a lemon drizzle."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the Tenterfield Terrace video showing us?",
         "para": ["sash window restoration vid - gist",
                  "A sticky note on the glass, a magnet on a string and a piece of chapel glass. What job is "
                  "being done here?"],
         "cands": ["A joiner's how-to: restoring a Victorian sash window, from cutting the paint seal to new "
                   "cords, beads and paint",
                   "Freeing Dorothy's stuck front window next door",
                   "Replacing a terrace's old sash windows with plastic ones",
                   "A glazier's day fitting new shop windows"],
         "answer": "A joiner's how-to: restoring a Victorian sash window, from cutting the paint seal to new "
                   "cords, beads and paint"},
        {"n": 2, "type": "count", "ev": [9, 13, 16, 18, 20],
         "q": "Those iron sash weights lying about: how many people tripped over them?",
         "para": ["falls over the sash weights, total",
                  "Leave out the weight that dropped inside the box and Femi stepping over them like a heron. "
                  "How many times did somebody actually catch a foot on a weight?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which of Ade's jobs did Bev tackle first?",
         "cands": ["Freeing the painted-shut top sash", "Stopping the rattle", "Mending the broken cord",
                   "Replacing the cracked pane"],
         "answer": "Freeing the painted-shut top sash"},
        {"n": 4, "type": "order", "ev": [1, 7, 12, 14, 17, 19],
         "q": "Stopping the rattle heads Ade's sticky note. Where did it actually fall in the work?",
         "cands": None,
         "answer": "Fourth: after freeing the top sash, the new pane and the cords, and before the paint"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "The painted-shut top sash got freed ahead of every other job. Why so?",
         "para": ["cutting the paint seal first - what's the logic",
                  "bev starts on job three rather than job one, how come"],
         "cands": None,
         "answer": "Until the paint seal is cut all round nothing comes out of the frame without splitting, and "
                   "every other job is done with the sashes out on the bench"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "Painting saved for last - why?",
         "cands": ["Paint a sash before it's hung and beaded and you paint it to the frame again, which is how "
                   "it got stuck in the first place",
                   "Femi was booked on another job until Wednesday",
                   "The new putty needed a month to harden",
                   "Ade's wife hadn't chosen a colour yet"],
         "answer": "Paint a sash before it's hung and beaded and you paint it to the frame again, which is how "
                   "it got stuck in the first place"},
        {"n": 7, "type": "why", "ev": [12],
         "q": "New pane before new cords: what's the reason?",
         "cands": ["The weights are matched to the sash with its glass in, and the old chapel glass is heavier "
                   "than the piece that cracked",
                   "Raj could only come on the Monday",
                   "New cords would have been smeared with putty",
                   "Glass can only be fitted with the sash lying flat"],
         "answer": "The weights are matched to the sash with its glass in, and the old chapel glass is heavier "
                   "than the piece that cracked"},
        {"n": 8, "type": "correction", "ev": [10, 11],
         "q": "Callum guessed ten coats of paint on the top sash. What did Femi's count come to?",
         "para": ["layers of old paint on the top sash - corrected number",
                  "The decorator reads a paint chip like tree rings. How many coats did he find?"],
         "cands": None,
         "answer": "17 (seventeen)"},
        {"n": 9, "type": "correction", "ev": [14],
         "q": "Top sash weights: what does each one weigh, going by Bev's final figure?",
         "cands": ["4.6 kg", "4 kg", "6.4 kg", "4.2 kg"],
         "answer": "4.6 kg"},
        {"n": 10, "type": "who", "ev": [3, 8],
         "q": "Ade says his house dates from eighteen sixty. Who sets him straight?",
         "para": ["who corrected ade about when the terrace went up",
                  "A carved stone over another front door settles the house's age. Which person brings it "
                  "up?"],
         "cands": None,
         "answer": "Dorothy Pye, next door: the date stone over number one says 1898"},
        {"n": 11, "type": "who", "ev": [10],
         "q": "Who came across the tram ticket inside the weight pocket?",
         "cands": ["Callum Reid", "Bev Holroyd", "Ade Okafor", "Raj Bhatti"],
         "answer": "Callum Reid"},
        {"n": 12, "type": "needle_screen", "ev": [5],
         "q": "dorothy moved in next door in what year",
         "cands": ["1961", "1916", "1971", "1966"],
         "answer": "1961"},
        {"n": 13, "type": "needle_screen", "ev": [20],
         "q": "Femi's paint colour is called what?",
         "cands": None, "answer": "Rook's Wing (a dark grey, almost black)"},
        {"n": 14, "type": "speech_and_screen", "ev": [15],
         "q": "ice-cream van playing greensleeves - what time was that",
         "cands": None,
         "answer": "3:12 pm on the Tuesday, the moment Bev slid the top sash up and it stayed put (both sashes "
                   "balanced)"},
        {"n": 15, "type": "quantity", "ev": [13],
         "q": "Raj's charge for cutting and fitting the new pane?",
         "cands": ["£46", "£64", "£36", "£56"],
         "answer": "£46"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "How much new sash cord went in?",
         "cands": None, "answer": "12 metres (twelve), with plenty to spare"},
        {"n": 17, "type": "spoken_fact", "ev": [6],
         "q": "What's Raj's warning about working on old glass?",
         "cands": ["Never put a heat gun near it, because it cracks; soften the old putty with steam instead",
                   "Always tape a cross on it before you move it",
                   "Never clean it with vinegar",
                   "Keep it out of the sun for a day after fitting"],
         "answer": "Never put a heat gun near it, because it cracks; soften the old putty with steam instead"},
        {"n": 18, "type": "relation", "ev": [4],
         "q": "Is there a family link between Ade and Femi?",
         "cands": None,
         "answer": "Yes: they're half-brothers, with the same dad and different mums"},
        {"n": 19, "type": "right_before_after", "ev": [9],
         "q": "The old weight fell down inside the box with a boom. What did Bev do straight after?",
         "cands": None,
         "answer": "Laughed, unscrewed the pocket cover, fished the weight out with a magnet on a string and "
                   "chalked 'top left' on it"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "First scene of the sash window video?",
         "cands": ["Eight on a Monday in a Victorian terrace's front bay: a bottom sash that drops like a "
                   "guillotine, a top one painted shut, and rattling whenever a bus passes",
                   "Raj cutting a pane of chapel glass on Bev's bench",
                   "Dorothy arriving with a lemon drizzle",
                   "Femi painting the sashes a dark grey"],
         "answer": "Eight on a Monday in a Victorian terrace's front bay: a bottom sash that drops like a "
                   "guillotine, a top one painted shut, and rattling whenever a bus passes"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which project gets trailed for next time?",
         "cands": ["Dorothy's front window next door, stuck since the Coronation",
                   "A new front door for Ade's house",
                   "Replacing the whole bay with plastic windows",
                   "A stained-glass panel for Ade's hall door"],
         "answer": "Dorothy's front window next door, stuck since the Coronation"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What did the whole job cost Ade?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The tram ticket Callum found: which year was it from?",
         "cands": ["1926", "1931", "1948", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Who made these windows in the first place?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ blades (a village's day of wind turbine blades)
FRAN = ("en-gb-x-rp+aunty", "Fran Whitlock, the Corner Shop")
MICK = ("en-gb-x-gbcwmd+Denis", "Mick Brannigan, blade driver")
SUNNY = ("en-gb-x-rp+michel", "Sunny Gill, escort")
LEANNE = ("en-us-nyc+belinda", "Leanne Fairclough, highways")
WILF = ("en-gb-scotland+grandpa", "Wilf Sowerby, the Black Bull")
RUBY = ("en-gb-x-rp+zac", "Ruby Lambert, Garthwaite")

SHOP_WINDOW = "#f1ecdc"
MAIN_STREET = "#e5e6e2"
THE_BEND = "#e9e2d8"
THE_GREEN = "#e1eadd"
PUB = "#eee3dc"
ESCORT = "#f2ead2"
DAWN_DARK = "#1a1f2b"

BLADES = {
    "name": "blades",
    "footer": "Garthwaite · blade day on Main Street · from the Corner Shop",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(FRAN, DAWN_DARK, "Blade day",
              ["Garthwaite, Main Street", "Sunday 3 August", "Main Street closed from 5:00 am"],
              "Half past four on a Sunday morning, and Main Street is still lined with parked cars. Leanne's "
              "highways van is on the green with its orange light going round, and I'm on the shop step with "
              "a flask. I'm Fran Whitlock, I run the Corner Shop, and my camera is clamped to the drainpipe "
              "over the door."),
        # 1
        slide(FRAN, SHOP_WINDOW, "Leanne's plan",
              ["1. Lift the bollards by the church", "2. Take down the school's speed sign",
               "3. Take down the Black Bull's sign", "4. Cut back the horse chestnut on the green",
               "5. Wind in the Corner Shop's awning"],
              "This is Leanne's plan, taped up in my shop window. She wrote it in the order you meet things "
              "coming down the hill, the church first and my shop last. It didn't happen in that order. "
              "Number four went first, the horse chestnut, because the chipper is the loudest machine ever "
              "made, and the vicar wanted it silent by eight."),
        # 2
        slide(LEANNE, MAIN_STREET, "Highways",
              ["Leanne Fairclough, county highways", "Blades today: 3, one at a time"],
              "Leanne Fairclough, county highways. Three blades are coming through Garthwaite today, one at "
              "a time, from the lay-by on the bypass up to the moor, and the wind farm people are paying for "
              "the lot. The road's six metres wide on the bend by the shop, so I'm confident. Every car is "
              "off Main Street by six, or it gets towed."),
        # 3
        slide(MICK, MAIN_STREET, "The driver",
              ["Mick Brannigan, blade driver", "Lorry and blade, nose to tip: 86 m"],
              "Mick Brannigan, and I drive the third blade. I've done bends that would make you cry, "
              "but never one outside Fran's shop. The whole rig, lorry and blade, is "
              "eighty metres long. No, eighty six: I always forget the tip sticks out past the back of the "
              "trailer. My steersman walks behind, with a remote."),
        # 4
        slide(FRAN, SHOP_WINDOW, "Family",
              ["The Corner Shop, Garthwaite", "Sunday papers: from 8:30 am"],
              "Mick's my son-in-law. He married our Kirsty nine years ago, and he's been reversing big things "
              "into tight places ever since. I reckon those blades are fifty metres long. I've sold papers on "
              "this corner for thirty years, and the biggest thing I've ever seen come down this street is "
              "the coal lorry, and that took the gutter off."),
        # 5
        slide(WILF, PUB, "The Black Bull",
              ["Wilf Sowerby, the Black Bull", "Sign up since: 1946"],
              "Wilf Sowerby, the Black Bull. My father hung that sign the week he came home from the war, "
              "and it has never come down, not for storms, not for the brewery and not for Leanne. Today it "
              "comes down, but I'll take it down myself, and not a minute before I have to. I'm doing bacon "
              "sandwiches for the whole street."),
        # 6
        slide(RUBY, THE_GREEN, "The notebook",
              ["Ruby Lambert, 12", "Ruby's notebook: big things through Garthwaite"],
              "I'm Ruby, and I've brought my notebook, because I write down everything big that comes "
              "through Garthwaite. So far it's a combine harvester, half a house on a lorry, and a crane. Mum "
              "says I can stand at the front of the tape, as long as I don't go past it. I've got a tape "
              "measure in my pocket, just in case."),
        # 7
        slide(SUNNY, ESCORT, "The escort",
              ["Sunny Gill, escort", "Lead escort car"],
              "Sunny Gill, escort. I drive ahead of each blade with the flashing lights and the signs, and I "
              "do the talking. One rule today, and I'll say it till I'm hoarse: stay behind the tape on the "
              "green. The tip swings out far wider than you'd ever think, right over the pavement, and it "
              "doesn't stop for anybody."),
        # 8
        slide(SUNNY, THE_BEND, "Five point four",
              ["Width at the bend: 5.4 m"],
              "Six metres, Leanne? Five point four. I measured it at five this morning with a laser, kerb to "
              "kerb outside the shop, and twice, because I didn't like the first answer. It's enough, with "
              "the bollards out and the awning in, but there's a hand's width to spare either side, and my "
              "drivers know it."),
        # 9
        slide(FRAN, THE_GREEN, "The tree first",
              ["Number 4 on the plan", "Branch off the horse chestnut: 6:40 am"],
              "First, number four, the horse chestnut. The tree men had their cherry picker on the green at "
              "six, the big low branch came down at twenty to seven, and the chipper screamed for half an "
              "hour. By eight the green was swept and quiet, and the vicar gave us a wave from the lych "
              "gate as she went in."),
        # 10
        slide(LEANNE, MAIN_STREET, "Bollards second",
              ["Number 1 on the plan: 11 bollards out, 8:15 am",
               "Number 2 on the plan: school sign down, 8:50 am"],
              "Second, number one, the bollards by the church. They're the lift-out kind, with a key, and I "
              "lifted all eleven out myself and laid them on the verge like sleeping policemen. Then third, "
              "number two, the speed sign outside the school, unbolted and leant against the school wall, "
              "where nobody could trip on it. Both done by nine."),
        # 11
        slide(FRAN, SHOP_WINDOW, "The awning fourth",
              ["Number 5 on the plan", "Awning wound in: 9:05 am"],
              "Fourth, number five, my awning. The paper van doesn't come till half past eight on a Sunday, "
              "it was drizzling, and I sort the papers under that awning, or they go to mush. So Leanne "
              "waited for me, and at five past nine I wound it in with the long handle, and my arms ached "
              "for an hour."),
        # 12
        slide(WILF, PUB, "The sign last",
              ["Number 3 on the plan", "Black Bull sign down: 9:30 am"],
              "Last, number three, my sign. I'd been serving bacon sandwiches under it since seven, and I'd "
              "told Leanne: down before the first blade, and not a minute before. At half past nine I went "
              "up the ladder myself and lifted it off the bracket like a baby. The first blade was already "
              "at the top of the hill."),
        # 13
        slide(RUBY, THE_BEND, "The first blade",
              ["First blade at the bend: 9:40 am", "Round the bend in: 26 minutes"],
              "The first blade took twenty six minutes to get round the bend, and I timed it on my watch. "
              "When it stopped outside the shop, with the tip right over the green, I reached out and put my "
              "hand flat on it. It was smooth and cold, like a fridge door. Sunny saw me, and he just shook "
              "his head."),
        # 14
        slide(MICK, THE_BEND, "Seventy four",
              ["Blade length: 74 m"],
              "Fifty metres, Fran? Seventy four. It's painted on the root end of every blade, and I've read "
              "it every night this week. Fifty is what it looks like from a shop doorway, because you can't "
              "see both ends at once. Don't ask me what one weighs, mind. I've never known, and I've never "
              "needed to."),
        # 15
        slide(WILF, PUB, "The second blade",
              ["Second blade clear of the bend: 12:20 pm"],
              "The second blade stopped right outside the Bull while Sunny moved a van that shouldn't have "
              "been there, and I stretched up and patted it, like a horse at a show. I touched the Flying "
              "Scotsman once, when it came through the station in nineteen sixty eight, and this was "
              "better. Bigger, anyway, and it didn't hiss at me."),
        # 16
        slide(LEANNE, THE_GREEN, "Between blades",
              ["Bacon sandwiches from the Bull: sold out"],
              "Between the second blade and the third, I had a cup of tea on Fran's step. Half the valley "
              "was on the green, taking photos over the tape. When the third came in, I reached out to touch "
              "it myself, and pulled my hand back at the very last second. I'm highways. I'm meant to set an "
              "example."),
        # 17
        slide(FRAN, THE_BEND, "Mick's blade",
              ["The third blade: Mick's"],
              "The third was Mick's. He brought it round so slowly you could have knitted a scarf, and when "
              "it stopped with the tip over my step, I couldn't help myself. I ran my fingers along it. Then "
              "I passed Mick a cup of tea through his cab window, because I'm his mother-in-law, and I'm "
              "allowed."),
        # 18
        slide(SUNNY, ESCORT, "Behind the tape",
              ["Third blade stopped at the bend: 1:26 pm"],
              "While Mick was stopped, a man in a football shirt leaned right over the tape and laid his "
              "hand on the tip, and he got a talking-to from me that his grandchildren will hear about. I "
              "said my rule again, louder. Then I waved Mick on, and he took the last few metres at "
              "walking pace."),
        # 19
        slide(RUBY, THE_BEND, "Clear",
              ["Third blade clear of the bend: 1:52 pm"],
              "The very moment the tip of Mick's blade cleared the shop, the whole street clapped and "
              "cheered like the end of a cup final, and Mick tooted his horn twice. I wrote it all down in "
              "my notebook: three blades, one bend, nobody squashed. Sunny says I can have one of his "
              "stickers for the notebook."),
        # 20
        slide(WILF, PUB, "The sign goes back",
              ["Black Bull sign back up: 2:10 pm"],
              "As soon as Mick's lorry was round the corner and out of sight, I went straight back up my "
              "ladder, hung the Black Bull on its bracket where my father put it, and rang the bell behind "
              "the bar for opening. I'd like to tell you it was for the drivers, but it was mostly for "
              "me."),
        # 21
        slide(LEANNE, MAIN_STREET, "Putting it back",
              ["Bollards back in: 11", "Main Street reopened: 2:45 pm"],
              "Then we put Garthwaite back. The speed sign went up again, all eleven bollards went back in "
              "their holes, my crew swept the chippings off the green, and I took my tape down. Ruby checked "
              "a bollard with her own tape measure, to be sure. Nothing broken, nothing scratched, and the "
              "tree's lost one branch."),
        # 22
        slide(FRAN, DAWN_DARK, "Next on the channel",
              ["The blades go up", "Skirlaw Moor: 9 turbines", "Saturday 16 August"],
              "Next time, the blades go up. Mick's taking me up to Skirlaw Moor, and we'll watch the big "
              "crane lift them onto the towers one at a time, on a day with no wind, which Sunny says is the "
              "joke of the whole business. Ruby's bringing her notebook, and Wilf says he's staying in the "
              "Bull."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Garthwaite footage: what's it all about?",
         "para": ["wind turbine blades through a village - what's the story",
                  "A chipper on the green, a pub sign lifted down and a tape measure in a child's pocket. What "
                  "kind of day is this village having?"],
         "cands": ["A village's day as three wind turbine blades are escorted, one at a time, round the tight "
                   "bend on its main street",
                   "The blades being lifted onto the turbine towers on Skirlaw Moor",
                   "A village protest against a new wind farm",
                   "A vintage lorry rally through a village"],
         "answer": "A village's day as three wind turbine blades are escorted, one at a time, round the tight "
                   "bend on its main street"},
        {"n": 2, "type": "count", "ev": [13, 15, 17, 18],
         "q": "While the blades were stopped in the village, how many people reached out and touched one?",
         "para": ["hands laid on the turbine blades - tally?",
                  "Don't include the photos, Wilf's Flying Scotsman or Leanne's hand pulled back at the last "
                  "second. How many actual touches of a blade were there?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "On Leanne's plan, which job was done first?",
         "cands": ["Cutting back the horse chestnut on the green", "Lifting the bollards by the church",
                   "Taking down the Black Bull's sign", "Winding in the Corner Shop's awning"],
         "answer": "Cutting back the horse chestnut on the green"},
        {"n": 4, "type": "order", "ev": [1, 9, 10, 11, 12],
         "q": "Leanne's list runs bollards, school sign, pub sign, tree, awning. What was the real sequence?",
         "para": ["true sequence of the highways jobs, blade morning",
                  "Sort Leanne's five jobs into the order they were really carried out on the Sunday."],
         "cands": None,
         "answer": "The horse chestnut first, then the bollards by the church, the school's speed sign, the "
                   "shop's awning, and the Black Bull's sign last"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "Horse chestnut cut back ahead of all the other jobs: what for?",
         "cands": None,
         "answer": "The chipper is extremely loud, and the vicar wanted it silent by eight, when she went in "
                   "for the service"},
        {"n": 6, "type": "why", "ev": [5, 12],
         "q": "Why was Wilf's pub sign the final thing taken down?",
         "cands": ["Wilf was serving bacon sandwiches under it and would only take it down himself, just "
                   "before the first blade",
                   "The cherry picker couldn't reach it until the tree was done",
                   "Leanne forgot about it until the last minute",
                   "The brewery had to send someone to unbolt it"],
         "answer": "Wilf was serving bacon sandwiches under it and would only take it down himself, just "
                   "before the first blade"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "Why did Fran's awning stay out until after nine?",
         "para": ["shop awning wound in so late - reason",
                  "Fran's awning came fourth, not earlier. What was she waiting for?"],
         "cands": None,
         "answer": "The Sunday papers didn't come till half past eight and it was drizzling: she sorts them "
                   "under the awning or they go to mush"},
        {"n": 8, "type": "correction", "ev": [4, 14],
         "q": "Fran reckons the blades are fifty metres long. What is their real length?",
         "cands": None,
         "answer": "74 m (seventy four metres), painted on each blade's root end"},
        {"n": 9, "type": "correction", "ev": [2, 8],
         "q": "Measured properly, how wide is the road at the shop bend?",
         "cands": ["5.4 m", "6 m", "4.5 m", "6.4 m"],
         "answer": "5.4 m"},
        {"n": 10, "type": "correction", "ev": [3],
         "q": "Mick's rig, nose to tip: how long, once he's corrected himself?",
         "cands": None,
         "answer": "86 m (eighty six): he'd forgotten the tip sticks out past the back of the trailer"},
        {"n": 11, "type": "who", "ev": [2, 8],
         "q": "Leanne put the bend at six metres. Who told her otherwise?",
         "para": ["who re-measured the road outside the shop",
                  "Whose figure for the width of the road by the Corner Shop replaced the highways officer's?"],
         "cands": None,
         "answer": "Sunny Gill, the escort: 5.4 m, measured with a laser at five that morning"},
        {"n": 12, "type": "who", "ev": [10],
         "q": "Who took the bollards out by the church?",
         "cands": ["Leanne Fairclough", "Sunny Gill", "Wilf Sowerby", "Mick Brannigan"],
         "answer": "Leanne Fairclough"},
        {"n": 13, "type": "needle_screen", "ev": [22],
         "q": "How many turbines will stand on Skirlaw Moor?",
         "cands": ["9", "3", "12", "6"],
         "answer": "9"},
        {"n": 14, "type": "needle_screen", "ev": [21],
         "q": "what time did main street open to traffic again",
         "cands": ["2:45 pm", "3:00 pm", "1:52 pm", "2:10 pm"],
         "answer": "2:45 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [19],
         "q": "When did the crowd break into applause?",
         "cands": None,
         "answer": "1:52 pm, the moment the tip of the third blade (Mick's) cleared the shop"},
        {"n": 16, "type": "quantity", "ev": [10],
         "q": "how many bollards came up near the church",
         "cands": ["11", "7", "12", "17"],
         "answer": "11"},
        {"n": 17, "type": "quantity", "ev": [13],
         "q": "The first blade needed how long to get round the bend?",
         "cands": None, "answer": "26 minutes (twenty six), timed by Ruby"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "Sunny's single rule for the onlookers was what?",
         "cands": ["Stay behind the tape on the green, because the tip swings out much wider than you'd think, "
                   "right over the pavement",
                   "No flash photography near the lorries",
                   "Keep every dog on a short lead",
                   "Don't stand on the churchyard wall"],
         "answer": "Stay behind the tape on the green, because the tip swings out much wider than you'd think, "
                   "right over the pavement"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Fran and Mick - are they related?",
         "cands": None,
         "answer": "Yes: she's his mother-in-law (he married her daughter Kirsty)"},
        {"n": 20, "type": "right_before_after", "ev": [20],
         "q": "What did Wilf do once the last lorry had disappeared round the corner?",
         "cands": None,
         "answer": "Went straight back up his ladder, hung the Black Bull sign back on its bracket, and rang "
                   "the bell behind the bar for opening"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Garthwaite video, opening shot - describe it",
         "cands": ["Half past four on Sunday: Main Street still lined with parked cars, the highways van's "
                   "orange light going round on the green, and Fran on her shop step with a flask",
                   "Mick steering the third blade round the bend",
                   "Wilf lifting the pub sign off its bracket",
                   "A crane on Skirlaw Moor"],
         "answer": "Half past four on Sunday: Main Street still lined with parked cars, the highways van's "
                   "orange light going round on the green, and Fran on her shop step with a flask"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "And the closing teaser is for what?",
         "cands": ["The blades being lifted onto the towers on Skirlaw Moor by a big crane",
                   "The next convoy of blades through Garthwaite",
                   "A new sign for the Black Bull",
                   "Ruby's notebook of big things"],
         "answer": "The blades being lifted onto the towers on Skirlaw Moor by a big crane"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which company is behind the Skirlaw Moor wind farm?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does one of the blades weigh?",
         "cands": ["12 tonnes", "18 tonnes", "25 tonnes", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [BROADBAND, SASHES, BLADES]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "broadband": [24.5, 26.5, 25.5, 28.0, 24.5, 24.5, 24.5, 23.5, 27.0, 26.0, 24.5, 25.0, 24.0, 21.0, 25.0, 26.0, 25.5, 23.5, 25.0, 27.0, 21.5, 23.0, 25.5],
    "sashes": [22.5, 20.0, 26.0, 25.5, 25.5, 25.0, 26.0, 24.5, 24.0, 24.5, 25.0, 23.0, 22.0, 26.5, 24.0, 20.0, 22.5, 23.0, 22.0, 21.5, 23.5, 26.0, 23.5],
    "blades": [24.5, 24.0, 25.5, 27.0, 24.0, 24.5, 24.0, 27.0, 23.5, 24.0, 27.0, 22.0, 24.5, 25.0, 26.5, 23.0, 23.5, 24.0, 21.5, 23.0, 22.0, 25.5, 22.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
