"""Scripts of the "blind50" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- bridge:     a bridge club's emergency committee meeting in the schoolroom of a Methodist hall, after
              the hall's new caretaker cleared the store under the stage and took everything the club
              owned (its card tables, boards, bidding boxes, dealing machine and cup) to the tip, nine
              days before the club hosts the county final, from seven o'clock on a Thursday to the hall
              locked at eight minutes to nine (the club secretary, the chairman, the tournament
              director, the caretaker, the treasurer, who is his stepfather, and the one junior member)
- carpet:     a carpet fitter's how-to: fitting a new stair runner with brass stair rods in a Victorian
              terrace (the old carpet up, a creaking stair stopped, the edges painted and the landing
              to match), over a Wednesday and a Thursday (the fitter, his apprentice, the woman whose
              house it is, her mum, who bought the rods, the joiner and the man next door, whose cat
              will not stay out)
- canal:      a town's day as the stretch of canal between its two locks is drained for the winter
              repairs: the fish rescued, the rubbish pulled out of the mud, the lock wall checked and
              the public let down to walk on the bed, from the stop planks going in at six in the
              morning to the site locked at twenty to six in the evening (the landlord of the pub on
              the wharf, the canal trust's engineer, the fish rescue team's leader, a boater, an old
              man who swam in the canal as a boy and his great-granddaughter)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ bridge (a bridge club's emergency meeting)
KEITH = ("en-gb-x-rp+m8", "Keith Armitage, club secretary")
DOROTHY = ("en-gb-x-rp+Nguyen", "Dorothy Pilling, chairman")
HILARY = ("en-gb-scotland+Nguyen", "Hilary Wainwright, tournament director")
DARREN = ("en-gb-x-gbclan+croak", "Darren Hebden, hall caretaker")
MO = ("en-gb-x-gbcwmd+marcelo", "Mo Rashid, treasurer")
TOBY = ("en-gb-x-gbclan+Gene2", "Toby Fenwick, junior member, aged 14")

SCORE_SHEET = "#eef0e4"
SCHOOLROOM = "#e7e3da"
BAIZE = "#e0eadf"
LEDGER = "#e6e4ee"
TEA = "#efe6d8"
HALL_DARK = "#1b1c1a"

BRIDGE = {
    "name": "bridge",
    "footer": "Netherby Bridge Club · emergency committee meeting · the Methodist hall schoolroom",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(KEITH, HALL_DARK, "Nothing to play on",
              ["Netherby Bridge Club", "Emergency committee meeting, in the schoolroom",
               "Thursday 9 October", "Starts: 7:00 pm"],
              "Seven o'clock on a Thursday, and we ought to be playing bridge, but there's nothing left to play "
              "on. The store under the stage is empty: the tables, the boards, the bidding boxes, the dealing "
              "machine and the cup, all taken to the tip. I'm Keith Armitage, club secretary, and my camera is "
              "sitting on top of the schoolroom piano."),
        # 1
        slide(KEITH, SCORE_SHEET, "The agenda",
              ["1. Replace the Fairbrother Cup", "2. Buy new bidding boxes and boards",
               "3. Borrow card tables from St Anne's", "4. See what the tip kept back",
               "5. Do we still host the county final?"],
              "Dorothy wrote the agenda on the back of a score sheet, in the order members rang her on "
              "Wednesday morning. That isn't the order we took it in. Number five went first, the county final, "
              "because it decides how many of everything we need: sixteen tables for the final, and only eight "
              "for a club night."),
        # 2
        slide(DOROTHY, SCHOOLROOM, "The chairman",
              ["Dorothy Pilling, chairman", "The club: founded 1958",
               "County final, in this hall: Saturday 18 October"],
              "Dorothy Pilling, chairman. I've played bridge in this hall for forty one years, and on Tuesday "
              "night we opened the store under the stage and found it bare. About fifty boards gone, I'd say, "
              "and every table, and the dealing machine, and the cup. And we're hosting the county final here "
              "on Saturday week."),
        # 3
        slide(HILARY, BAIZE, "Seventy two",
              ["Hilary Wainwright, tournament director", "Boards thrown out: 72 (2 sets of 36)"],
              "Hilary Wainwright, tournament director. Fifty, Dorothy? Seventy two. Two full sets of thirty "
              "six, and I should know, I put them out every Tuesday. Each board has four pockets, north, south, "
              "east and west, and the cards stay in their pockets from table to table, so that every pair in "
              "the room plays the very same hands."),
        # 4
        slide(DARREN, SCHOOLROOM, "The caretaker",
              ["Darren Hebden, hall caretaker", "Boxes kept back at the tip: 11"],
              "Darren Hebden, caretaker, three weeks in the job, and this is my fault. The church said clear "
              "the store for the Christmas fair, it looked like junk to me, and on Saturday it all went to the "
              "tip in my van. The tip kept back seventeen boxes. No, eleven. I'd written it on the back of my "
              "hand, and it ran in the rain."),
        # 5
        slide(MO, LEDGER, "The treasurer",
              ["Mo Rashid, treasurer", "Club account: £1,700"],
              "Mohammed Rashid, treasurer, Mo to everybody. Before anyone starts on Darren, he's my stepson, by "
              "the way. I married his mum when he was seven, so you can blame me for the way he tidies. We've "
              "got one thousand seven hundred pounds in the club account, and nothing in that store was "
              "insured, so mind how we spend it."),
        # 6
        slide(TOBY, SCHOOLROOM, "The junior",
              ["Toby Fenwick, junior member, aged 14", "Partners his gran on Tuesdays"],
              "Toby Fenwick, I'm fourteen and the only junior in the club. My gran taught me to play, and we "
              "partner each other on Tuesdays, and we usually come last. I don't see the problem, though. We "
              "just buy another dealing machine. One can't cost more than about two hundred pounds, surely. You "
              "can get anything online."),
        # 7
        slide(KEITH, SCORE_SHEET, "The final first",
              ["Number 5 on the agenda", "Vote to host the final: 5 to 0", "Decided: 7:12 pm"],
              "So first, number five: do we still host the county final. We voted round the four tables the tip "
              "gave back, five to nil, so we host it. Toby's too young to vote, which he calls a scandal. As Mo "
              "leaned on his table to write it down, the legs folded up under it and the whole thing went flat "
              "on the floor."),
        # 8
        slide(DARREN, SCHOOLROOM, "Sorry money",
              ["Darren's own £40, towards new bidding boxes"],
              "As soon as Dorothy said we were going ahead with the final, I put two twenty pound notes on the "
              "table, my own money, towards whatever has to be bought. Mo tried to give them back, and I "
              "wouldn't have it. It's the least I can do. Then Hilary was straight on the phone, before anybody "
              "could stop her, because of Wexley."),
        # 9
        slide(HILARY, BAIZE, "Tables second",
              ["Number 3 on the agenda", "St Anne's Club: 16 card tables, lent free"],
              "Second, number three, borrowing tables, and it couldn't wait, because Saint Anne's lends its card "
              "tables first come, first served, and I'd heard Wexley Bridge Club was after them for the same "
              "weekend. So I rang their steward from the corner by the piano, before Wexley could. Sixteen "
              "tables, lent for nothing, as long as they come back clean."),
        # 10
        slide(TOBY, SCHOOLROOM, "Upstairs",
              ["Tables booked with St Anne's: 7:34 pm"],
              "The very moment Hilary put the phone down and said yes, the Zumba class in the big hall upstairs "
              "started up, and the light over our heads began to swing. Dorothy said it sounded like a herd of "
              "cows. I said at least somebody in this building has got something to stand on. Nobody laughed "
              "except Darren."),
        # 11
        slide(DOROTHY, TEA, "Custard creams",
              ["The biscuit tin, on the end table"],
              "It put me in mind of the county congress in nineteen eighty seven, when a table folded right in "
              "the middle of my grand slam, and we never did finish it. Tonight I'd just put the biscuit tin "
              "down on the end table when its legs gave way, and the custard creams went all over the parquet. "
              "Toby ate the broken ones."),
        # 12
        slide(DARREN, SCHOOLROOM, "The tip third",
              ["Number 4 on the agenda", "Back from the tip: 36 boards, 40 bidding boxes",
               "Boxes opened: 7:50 pm"],
              "Third, number four, what the tip kept back, and it had to come before any shopping, because "
              "whatever the tip gives back costs nothing. A man there put our boxes aside for me, and I won't "
              "say his name, he's not meant to. We opened them on the floor: thirty six boards, forty bidding "
              "boxes, no machine, and no cup."),
        # 13
        slide(MO, LEDGER, "The dealing machine",
              ["A new dealing machine: £1,850"],
              "Two hundred pounds, Toby? One thousand eight hundred and fifty. I signed the cheque myself, and "
              "we are not buying another. While I was saying so, Darren put the last box of boards down on the "
              "table by the door, its legs buckled, and the boards slid across the floor like a dropped pack of "
              "cards."),
        # 14
        slide(MO, LEDGER, "Boxes and boards fourth",
              ["Number 2 on the agenda", "Ordered: 36 boards, 24 bidding boxes",
               "Order: £381, here by Wednesday 15 October"],
              "Fourth, number two, new bidding boxes and boards, only once we'd seen what the tip gave back, "
              "because you buy what's missing and not a thing more. Thirty six boards and twenty four bidding "
              "boxes, ordered on my phone, three hundred and eighty one pounds, here by Wednesday. Darren's forty "
              "pounds went on the boxes."),
        # 15
        slide(HILARY, BAIZE, "Dealing by hand",
              ["No machine: the boards dealt by hand at the final"],
              "Without the machine we deal by hand, like we did before it came. The first table to play a board "
              "shuffles and deals it, and each player writes their hand on a slip that goes in the pocket. While "
              "I was explaining, Toby put his elbows on our table, it folded flat, and my tea went straight "
              "down his trousers."),
        # 16
        slide(KEITH, SCORE_SHEET, "The cup last",
              ["Number 1 on the agenda", "The Fairbrother Cup, 1931: still missing",
               "Silversmith to call: Monday 13 October"],
              "Last, number one, the cup, though it tops the list. It isn't needed until the prize-giving at the "
              "very end of the final, so it could wait. The tip has no idea where it went. Dorothy knows a "
              "silversmith on Church Street who can make one like it, and he'll give us a price when he comes "
              "on Monday."),
        # 17
        slide(TOBY, SCHOOLROOM, "Back to the tip",
              ["The tip's tables: going back to the tip"],
              "Then Dorothy banged her teaspoon on the table to close the item, and that one folded too, right "
              "under her saucer. Hilary said that's the last time those tables go up in this hall, and they can "
              "go back where they came from. Darren said he'd drive them, and Mo said this time he's going with "
              "him."),
        # 18
        slide(DOROTHY, TEA, "A new rule",
              ["A padlock on the store under the stage", "A sign on the door: bridge club, not junk"],
              "From now on the store under the stage gets a padlock, and only the club and the caretaker have "
              "keys. Darren's painting a sign for the door: bridge club, not junk. While I was saying so, the "
              "chair Toby was tipping back on folded up under him, but that was a chair, and his own fault."),
        # 19
        slide(DARREN, SCHOOLROOM, "Stacked up",
              ["The tip's 4 tables, folded and stacked in the van"],
              "At the end I folded the four tip tables up myself, on purpose this time, and stacked them in the "
              "back of the van for the tip on Saturday. Then I swept up the last of the custard creams. Hilary "
              "says I can come and learn to play, once I've stopped throwing things away. I said I'd think "
              "about it."),
        # 20
        slide(KEITH, SCHOOLROOM, "Closing",
              ["Meeting closed: 8:40 pm"],
              "We closed at twenty to nine. Sixteen tables from Saint Anne's, the boards and boxes on their way, "
              "the cards dealt by hand, and a silversmith on Monday. Mo stayed behind to go through the money "
              "with Dorothy. Toby's gran came to fetch him and asked why there were biscuits all over the floor. "
              "I switched the lights off."),
        # 21
        slide(DOROTHY, SCHOOLROOM, "Last out",
              ["Hall locked: 8:52 pm"],
              "I locked up myself and stood for a minute in the car park. Sixty seven years this club has been "
              "going, and it has never turned a county final away, and it's not starting now. Nine days. No "
              "machine, no cup, borrowed tables, and boards we deal ourselves. We played like that for years. "
              "We'll manage."),
        # 22
        slide(KEITH, HALL_DARK, "Next on the channel",
              ["Beginners' bridge for under 18s", "Taught by Toby and his gran", "From Tuesday 6 January"],
              "Next time: the club's first ever beginners' course for under eighteens, twelve Tuesdays from "
              "January, taught by Toby and his gran. Toby says he'll have them bidding in a week. Hilary says "
              "he'll have them coming last in a week, like him. Darren has asked if caretakers count as under "
              "eighteen, and nobody had the heart to say no."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's gone wrong for this bridge club, and what are they meeting about?",
         "para": ["schoolroom meeting with the folding card tables - what's the story",
                  "A score sheet, a biscuit tin and a caretaker who was too keen on tidying: what problem is "
                  "the committee trying to fix?"],
         "cands": ["A bridge club's emergency meeting after the hall's new caretaker took all its tables, boards "
                   "and cup to the tip, nine days before it hosts the county final",
                   "A beginners' bridge course for under eighteens, taught by a fourteen-year-old and his gran",
                   "The county final itself, played on tables borrowed from another club",
                   "A church deciding whether to sell its Methodist hall"],
         "answer": "A bridge club's emergency meeting after the hall's new caretaker took all its tables, boards "
                   "and cup to the tip, nine days before it hosts the county final"},
        {"n": 2, "type": "count", "ev": [7, 11, 13, 15, 17],
         "q": "During the meeting, how many times did a card table fold up all by itself?",
         "para": ["tables collapsing on the committee - how many",
                  "Don't count Dorothy's grand slam in nineteen eighty seven, the tables Darren folded up for "
                  "his van or the chair Toby was tipping back on. So how many tables gave way under them tonight?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Dorothy's agenda had five items on it. Which one did they start with?",
         "cands": ["Do we still host the county final?", "Replace the Fairbrother Cup",
                   "Borrow card tables from St Anne's", "See what the tip kept back"],
         "answer": "Do we still host the county final?"},
        {"n": 4, "type": "order", "ev": [1, 7, 9, 12, 14, 16],
         "q": "List the agenda items in the order the committee really took them.",
         "cands": None,
         "answer": "Whether to host the county final first, then borrowing tables from St Anne's, what the tip "
                   "kept back, new bidding boxes and boards, and the cup last (5, 3, 4, 2, 1)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "The county final got settled before anything else - what was the logic?",
         "cands": None,
         "answer": "It decides how many of everything they need: sixteen tables for the final, only eight for a "
                   "club night"},
        {"n": 6, "type": "why", "ev": [9],
         "q": "What was Hilary's hurry to ring St Anne's?",
         "cands": ["St Anne's lends its tables first come, first served, and Wexley Bridge Club was after them "
                   "for the same weekend",
                   "The steward at St Anne's goes to bed at eight",
                   "The schoolroom phone was about to be cut off",
                   "St Anne's charges for tables booked after Friday"],
         "answer": "St Anne's lends its tables first come, first served, and Wexley Bridge Club was after them "
                   "for the same weekend"},
        {"n": 7, "type": "why", "ev": [16],
         "q": "The cup was the last item of the night. What made it fine to leave it?",
         "para": ["cup taken last - reason",
                  "Keith said the cup could wait even though it headed the list. Why was that?"],
         "cands": None,
         "answer": "It isn't needed until the prize-giving at the very end of the final, so it could wait"},
        {"n": 8, "type": "correction", "ev": [6, 13],
         "q": "Toby thought a new dealing machine would be about two hundred pounds. What does one really cost?",
         "cands": None,
         "answer": "£1,850 (one thousand eight hundred and fifty pounds): Mo, who signed the cheque for the last "
                   "one, put him right"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "How many boards did the club actually lose to the tip?",
         "cands": ["72", "50", "36", "27"],
         "answer": "72"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "Once Darren had corrected himself, how many boxes had the tip kept back?",
         "para": ["darren's box count from the tip - right number, and why he said the wrong one first",
                  "Darren's tip count changed halfway through a sentence. Which figure stood, and what caused "
                  "the slip?"],
         "cands": None,
         "answer": "11 (eleven): he'd said seventeen, reading it off the back of his hand, where the ink had run "
                   "in the rain"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Dorothy put the lost boards at roughly fifty - which of them gave the real number?",
         "cands": None,
         "answer": "Hilary Wainwright, the tournament director: seventy two, two full sets of thirty six"},
        {"n": 12, "type": "who", "ev": [9],
         "q": "Which committee member rang St Anne's about the tables?",
         "cands": ["Hilary Wainwright", "Dorothy Pilling", "Mo Rashid", "Keith Armitage"],
         "answer": "Hilary Wainwright"},
        {"n": 13, "type": "needle_screen", "ev": [1, 16],
         "q": "What's the cup called?",
         "cands": ["The Fairbrother Cup", "The Fairweather Cup", "The Netherby Cup", "The St Anne's Cup"],
         "answer": "The Fairbrother Cup"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Which day is the county final?",
         "cands": ["Saturday 18 October", "Saturday 11 October", "Wednesday 15 October", "Monday 13 October"],
         "answer": "Saturday 18 October"},
        {"n": 15, "type": "speech_and_screen", "ev": [10],
         "q": "zumba class upstairs - what time did it start",
         "cands": None,
         "answer": "7:34 pm, the moment Hilary put the phone down with a yes from St Anne's"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "What did Mo's order for boards and bidding boxes come to?",
         "cands": ["£381", "£318", "£1,850", "£1,700"],
         "answer": "£381"},
        {"n": 17, "type": "quantity", "ev": [12],
         "q": "so the tip gave back how many boards",
         "para": ["boards rescued from the tip - number",
                  "When the boxes were opened on the schoolroom floor, how many boards turned out to be "
                  "inside?"],
         "cands": None, "answer": "36 (thirty six), one full set"},
        {"n": 18, "type": "spoken_fact", "ev": [15],
         "q": "With no machine, how does Hilary say the boards will get dealt?",
         "cands": ["By hand: the first table to play each board shuffles and deals it, and each player writes "
                   "their hand on a slip that goes in the pocket",
                   "Hilary will deal every board herself the night before",
                   "St Anne's will lend its own dealing machine",
                   "Toby will deal them on his phone and print the hands"],
         "answer": "By hand: the first table to play each board shuffles and deals it, and each player writes "
                   "their hand on a slip that goes in the pocket"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "mo and the caretaker - what's the family link",
         "cands": None,
         "answer": "Darren is Mo's stepson: Mo married Darren's mum when Darren was seven"},
        {"n": 20, "type": "right_before_after", "ev": [8],
         "q": "Straight after Dorothy said they'd go ahead with the final, what did Darren do?",
         "cands": None,
         "answer": "Put two twenty pound notes of his own on the table towards whatever had to be bought, and "
                   "wouldn't take them back"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "As the recording begins, where are we and what's going on?",
         "cands": ["Seven o'clock on a Thursday in the schoolroom, with nothing to play on because the store "
                   "under the stage has been emptied",
                   "Darren loading card tables into his van at the tip",
                   "The county final under way on borrowed tables",
                   "Hilary dealing boards by hand on a club night"],
         "answer": "Seven o'clock on a Thursday in the schoolroom, with nothing to play on because the store "
                   "under the stage has been emptied"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what's coming up in the next video",
         "cands": ["A beginners' course for under eighteens, taught by Toby and his gran",
                   "The county final in the Methodist hall",
                   "The silversmith making a new cup",
                   "Darren's first night playing bridge"],
         "answer": "A beginners' course for under eighteens, taught by Toby and his gran"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The tip worker who set the boxes aside for Darren - who is he?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much will the silversmith charge for a new cup?",
         "cands": ["£480", "£1,200", "£750", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ carpet (a carpet fitter's how-to)
GARETH = ("en-gb-x-gbcwmd+pablo", "Gareth Lloyd, carpet fitter")
KIERAN = ("en-gb-x-gbclan+antonio", "Kieran Doyle, apprentice")
HELEN = ("en-gb-x-gbclan+Nguyen", "Helen Brierley, it's her house")
PAT = ("en-gb-x-gbcwmd+Nguyen", "Pat Openshaw, bought the stair rods")
TONY = ("en-gb-scotland+iven2", "Tony Marsden, joiner")
LES = ("en-gb-x-rp+edward2", "Les Gibbons, next door")

QUOTE = "#f0ebe1"
HALLWAY = "#e8e2d9"
LANDING = "#e2e6e9"
PAINT = "#e4e7e2"
NEXT_DOOR = "#ece6e6"
STAIRS_DARK = "#1d1b1a"

CARPET = {
    "name": "carpet",
    "footer": "Gareth Lloyd, carpet fitter · a stair runner with brass rods · a Victorian terrace",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(GARETH, STAIRS_DARK, "How to fit a stair runner",
              ["Gareth Lloyd, carpet fitter", "23 Albion Terrace, Oldfield",
               "Wednesday 12 and Thursday 13 March"],
              "Eight o'clock on a Wednesday morning, in the hall of a Victorian terrace. In front of me, thirteen "
              "stairs in a brown swirly carpet that's worn right through on every nosing, and one stair that "
              "creaks like a ship. I'm Gareth Lloyd, I fit carpets, and my camera is clamped to the banister on "
              "the landing, looking down."),
        # 1
        slide(GARETH, QUOTE, "Helen's list",
              ["1. Brass stair rods", "2. Paint the edges either side of the runner",
               "3. Old carpet up, and save a good piece", "4. Stop the creaking stair", "5. The landing to match"],
              "Helen wrote her list on the back of my quote, in the order she thought of things in the bath, she "
              "says. I didn't work in that order. Number three came first, the old carpet up, because everything "
              "else on the list is done on bare wood: you can't get at a creak, paint an edge or fix a bracket "
              "through carpet."),
        # 2
        slide(HELEN, HALLWAY, "The house",
              ["Helen Brierley, it's her house", "Moved in: January"],
              "I'm Helen, and I bought this house in January. I've wanted brass stair rods since I was a girl, "
              "because my grandma had them. My partner's working away on the rigs until Easter, so this is a "
              "surprise, and he's not allowed to know what it cost. Neither is Mum, because she'd only fret."),
        # 3
        slide(PAT, NEXT_DOOR, "The swirly carpet",
              ["Pat Openshaw, bought the stair rods", "The old carpet: her choice"],
              "Pat Openshaw. I chose that swirly carpet, and it was very smart at the time, thank you. It's been "
              "down about fifteen years, I should think. The brass rods are my present to the house, and I'm "
              "paying for them, so I'll be watching every one of them go on, and so will the man next door."),
        # 4
        slide(HELEN, HALLWAY, "Twenty six years",
              ["Old carpet, down since 1999: 26 years"],
              "Fifteen, Mum? Twenty six. It went down the summer I started at the big school, nineteen ninety "
              "nine, and I remember, because I wasn't allowed on the stairs in my shoes for a month. Pat's my "
              "mum, by the way. I bought this house off her when she moved to her bungalow, swirly carpet and "
              "all."),
        # 5
        slide(KIERAN, LANDING, "The apprentice",
              ["Kieran Doyle, apprentice", "Old staples pulled out: 412"],
              "Kieran Doyle, apprentice, second year. The worst job's mine: when the old carpet comes up, every "
              "staple that held the underlay down has to come out, with pliers, one at a time. I counted them "
              "into a jam jar, because Gareth bet me there'd be under three hundred. Four hundred and twelve. He "
              "owes me a bacon sandwich."),
        # 6
        slide(LES, NEXT_DOOR, "Next door",
              ["Les Gibbons, next door", "Next door for 40 years"],
              "Les Gibbons, from next door, forty years on this terrace. My cat used to walk straight in here "
              "whenever Pat had the front door open, and sit on the third stair like she owned it. Brass rods, "
              "eh? You'll have paid about a fiver each for those, I should think, and they're only for show, "
              "they don't hold anything."),
        # 7
        slide(GARETH, HALLWAY, "Old carpet first",
              ["Number 3 on the list", "Old carpet up: Wednesday 9:20 am", "Kept for Pat's shed: 1 piece"],
              "First, number three, the old carpet. Cut it across each stair with a sharp knife, pull it off the "
              "grippers, roll it and take it out through the front door. One good piece from the top stairs is "
              "kept for Pat's shed. We'd just propped the door open when next door's cat shot in past us and "
              "ran straight up the bare stairs."),
        # 8
        slide(TONY, LANDING, "The creak second",
              ["Number 4 on the list", "Creak found: 3rd stair from the top", "Stopped: Wednesday 11:05 am"],
              "Tony Marsden, joiner. Second, number four, the creak, and it had to be now, with the treads bare "
              "and before the paint. You find a creak by ear: somebody walks up slowly, and you listen. Third "
              "from the top. I screwed the tread down into the riser and filled the holes, and the filler gets "
              "painted over this afternoon."),
        # 9
        slide(PAT, NEXT_DOOR, "Tea",
              ["Tea break: Wednesday 11:15 am"],
              "I'd just brought the tea through on a tray when that cat came in again, under my feet, through "
              "the open door and up the stairs, and I nearly lost the lot. Les came round to fetch her and said "
              "she's never done that before. She's done it since she was a kitten, Les. Will somebody please "
              "shut that door."),
        # 10
        slide(GARETH, PAINT, "Paint third",
              ["Number 2 on the list", "Edges: 'Harbour Grey', eggshell", "Painted: Wednesday 2:30 pm"],
              "Third, number two, paint the edges, the strip of wood either side that the runner doesn't cover. "
              "It had to be today, because paint wants a full night to harden before carpet or feet go near it. "
              "Mask a straight line with tape, two thin coats, and don't rush. Helen chose a grey, and the tins "
              "go to her mum's shed."),
        # 11
        slide(KIERAN, LANDING, "Grippers",
              ["Gripper rods on every tread and riser: Thursday 8:45 am"],
              "Thursday, paint dry, door shut, and next door's cat sat outside on the window sill glaring at us. "
              "Gripper rods go on first, across the back of each tread and the bottom of each riser, teeth "
              "pointing into the corner. Leave a gap the width of a pencil between them, so the carpet can be "
              "pushed down into it and held."),
        # 12
        slide(GARETH, LANDING, "Landing fourth",
              ["Number 5 on the list", "Landing carpet down: Thursday 10:10 am"],
              "Fourth, number five, the landing to match, and it had to go down before the runner, because the "
              "top of the runner tucks in under the landing carpet's edge, and you can't tuck into something "
              "that isn't there yet. Same wool, same colour, fitted wall to wall round the banister posts. Then "
              "the runner starts from the top."),
        # 13
        slide(PAT, NEXT_DOOR, "In her stockings",
              ["Pat, first on the new landing"],
              "As soon as the landing was down, I took my shoes off and walked up and down it in my stockings, "
              "like I did with the swirly one all those years ago. Lovely and soft. Then Gareth gave me my piece "
              "of the old carpet, rolled and tied with string, for the shed. Helen says my shed is nicer than my "
              "bungalow now."),
        # 14
        slide(GARETH, HALLWAY, "Measure twice",
              ["Runner cut at: 6.00 m"],
              "The runner comes off the roll in one length, and I'll cut it at six metres ten. No, six metres. "
              "The first ten centimetres of my tape snapped off in the van years ago, and I forgot to knock them "
              "off. Measure twice, cut once, as they say, and I'd only measured once. Kieran is not to tell "
              "anybody."),
        # 15
        slide(KIERAN, HALLWAY, "Carrying it in",
              ["Runner carried in: Thursday 10:40 am"],
              "We carried the runner in from the van, rolled, and I put my foot against the front door to keep "
              "it open. Big mistake. Next door's cat was through my legs and halfway up the stairs before I'd put "
              "the roll down, and she sat on Pat's new landing like she'd paid for it. Les had to come and get "
              "her again."),
        # 16
        slide(TONY, LANDING, "Not a sound",
              ["Runner fitted, top to bottom: Thursday 1:15 pm"],
              "I'd come back to check my creak under the new runner, and it was silent. I was stood in the "
              "doorway, saying so, when that cat came round my ankles, in through the door and up the stairs, "
              "all the way to the third from the top, and sat on my stair, and it didn't make a sound. I was "
              "quite proud."),
        # 17
        slide(PAT, NEXT_DOOR, "Sixteen pounds",
              ["Brass stair rods: 13 at £16 each, £208"],
              "A fiver, Les? Sixteen pounds each. Solid brass, not the hollow sort, from the ironmonger's on "
              "Market Street, and there are thirteen of them, one for every stair. I've got the receipt in my "
              "handbag if you don't believe me. And they are only for show, you're right. That's the whole "
              "point of them."),
        # 18
        slide(GARETH, QUOTE, "Rods last",
              ["Number 1 on the list", "Rods on: Thursday 2:40 pm"],
              "Last, number one, the brass rods, though they top the list. A rod holds nothing down. The gripper "
              "holds the runner, and the rod sits over it at the back of each stair, for show, so it goes on "
              "last, once the runner is down and stretched tight. Two brackets a stair, screwed in, the rod "
              "clipped in, and done."),
        # 19
        slide(HELEN, HALLWAY, "The first time up",
              ["Helen up the new stairs: Thursday 3:05 pm"],
              "Then I went up the new stairs in my socks, slowly, holding the banister, and back down again, and "
              "I didn't say a word. The very moment I got to the bottom, the doorbell went, and it was a man "
              "come to read the gas meter. Mum said he'd timed it perfectly. He said the stairs looked very "
              "nice."),
        # 20
        slide(LES, NEXT_DOOR, "On purpose",
              ["Clearing up: Thursday 3:30 pm"],
              "When they'd finished, I brought her round myself, in my arms, through the front door on purpose, "
              "to have a look at it. She sniffed the bottom stair and went home. Helen gave me a bit of the old "
              "underlay for my shed as well. Pat says I've got a cheek. I told her it's the neighbourly "
              "thing to do."),
        # 21
        slide(GARETH, HALLWAY, "Done",
              ["Job done: Thursday 4:00 pm"],
              "Hoovered, offcuts bagged, tools back in the van by four. A runner settles over a week or two, and "
              "Helen's to ring me if any stair goes baggy, because I'll come back and stretch it for nothing. "
              "Kieran's got his jam jar of staples, Pat's got her piece of swirly carpet, and Helen has got her "
              "stairs."),
        # 22
        slide(GARETH, STAIRS_DARK, "Next on the channel",
              ["A chessboard hall floor, in vinyl tiles", "For a retired headmaster", "From Monday 17 March"],
              "Next time: a hall floor laid in black and white vinyl tiles, like a chessboard, for a retired "
              "headmaster who has measured it himself, twice, and still got it wrong. Kieran says he's not "
              "counting the tiles. Tony's coming too, because the headmaster's floorboards creak as well, and "
              "so, says Pat, does the headmaster."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What job is Gareth showing us how to do?",
         "para": ["stairs video with the brass rods - what's going on",
                  "A jam jar of staples, a tin of grey paint and a cat that won't stay out: what's being done in "
                  "this film?"],
         "cands": ["A how-to: fitting a new stair runner with brass rods in a Victorian terrace, with the old "
                   "carpet up, a creak stopped, the edges painted and the landing to match",
                   "Laying a hall floor in black and white vinyl tiles, like a chessboard",
                   "A joiner building a new staircase in a bungalow",
                   "Clearing out a house for sale after its owner moved out"],
         "answer": "A how-to: fitting a new stair runner with brass rods in a Victorian terrace, with the old "
                   "carpet up, a creak stopped, the edges painted and the landing to match"},
        {"n": 2, "type": "count", "ev": [7, 9, 15, 16],
         "q": "Next door's cat got in and ran upstairs on how many occasions?",
         "para": ["cat sneaking up the stairs - total",
                  "Leave out Les's tale of his cat sitting on the third stair in Pat's day, the cat glaring "
                  "from the window sill and the time Les carried her in himself. How often did she slip in "
                  "uninvited?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which job from Helen's list got done first?",
         "cands": ["Old carpet up, and save a good piece", "Brass stair rods", "Stop the creaking stair",
                   "Paint the edges either side of the runner"],
         "answer": "Old carpet up, and save a good piece"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 10, 12, 18],
         "q": "Helen put brass rods at number one. How far down the real running order did they end up?",
         "cands": None,
         "answer": "Last: after the old carpet came up, the creak was stopped, the edges were painted and the "
                   "landing went down (and once the runner was in)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Old carpet off before any of the other jobs: how so?",
         "para": ["old carpet first - why",
                  "Gareth wouldn't start on the creak or the paint with the old carpet still down. What was his "
                  "reason?"],
         "cands": None,
         "answer": "Everything else on the list is done on bare wood: you can't get at a creak, paint an edge or "
                   "fix a bracket through carpet"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Brass rods went on at the very end. What was Gareth's reasoning?",
         "cands": ["A rod holds nothing down: the gripper holds the runner and the rod sits over it for show, so "
                   "it goes on once the runner is down and stretched",
                   "The rods only arrived from the ironmonger's on the Thursday afternoon",
                   "Pat wanted to fit them herself after her tea",
                   "The paint under the brackets was still wet"],
         "answer": "A rod holds nothing down: the gripper holds the runner and the rod sits over it for show, so "
                   "it goes on once the runner is down and stretched"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "The pencil-wide gap left between the gripper rods - what's it for?",
         "cands": ["So the carpet can be pushed down into it and held",
                   "So air can get under the underlay",
                   "So the new paint has room to dry",
                   "To leave space for the stair rod brackets"],
         "answer": "So the carpet can be pushed down into it and held"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Pat thought the old carpet had been down about fifteen years. What did Helen say?",
         "para": ["how long had the swirly carpet really been on the stairs",
                  "Helen worked it out from when she started at big school. How many years did she make it?"],
         "cands": None,
         "answer": "26 years (twenty six): it went down in 1999, the summer she started at the big school"},
        {"n": 9, "type": "correction", "ev": [14],
         "q": "What length did Gareth end up cutting the runner to?",
         "cands": ["6.00 m", "6.10 m", "5.90 m", "6.50 m"],
         "answer": "6.00 m"},
        {"n": 10, "type": "who", "ev": [6, 17],
         "q": "Les reckoned the rods were about a fiver each. Who told him otherwise?",
         "para": ["who knew the real price of the stair rods",
                  "One of them could prove the rod price from a receipt in her handbag. Which of them?"],
         "cands": None,
         "answer": "Pat Openshaw, who bought them: £16 each"},
        {"n": 11, "type": "who", "ev": [8],
         "q": "who tracked down the creak and stopped it",
         "cands": ["Tony Marsden", "Gareth Lloyd", "Kieran Doyle", "Les Gibbons"],
         "answer": "Tony Marsden"},
        {"n": 12, "type": "needle_screen", "ev": [0],
         "q": "Which address is the house at?",
         "cands": ["23 Albion Terrace, Oldfield", "32 Albion Terrace, Oldfield", "23 Albert Terrace, Oldfield",
                   "23 Albion Street, Oldfield"],
         "answer": "23 Albion Terrace, Oldfield"},
        {"n": 13, "type": "needle_screen", "ev": [10],
         "q": "the grey paint on the stair edges - what's it called",
         "cands": None, "answer": "Harbour Grey (eggshell)"},
        {"n": 14, "type": "speech_and_screen", "ev": [19],
         "q": "The gas meter man rang the bell at what time?",
         "cands": None,
         "answer": "3:05 pm on the Thursday, the moment Helen got to the bottom of the new stairs"},
        {"n": 15, "type": "quantity", "ev": [17],
         "q": "Number of brass rods fitted?",
         "cands": ["13", "14", "12", "31"],
         "answer": "13"},
        {"n": 16, "type": "quantity", "ev": [5],
         "q": "Kieran's jar of old staples held how many?",
         "cands": None, "answer": "412 (four hundred and twelve)"},
        {"n": 17, "type": "spoken_fact", "ev": [8],
         "q": "Tony's method for finding a creak?",
         "cands": ["By ear: somebody walks up slowly, and you listen",
                   "With a spirit level laid on every tread",
                   "By pouring talcum powder into the joints",
                   "With a torch from the cupboard under the stairs"],
         "answer": "By ear: somebody walks up slowly, and you listen"},
        {"n": 18, "type": "relation", "ev": [4],
         "q": "what's pat to helen",
         "cands": None,
         "answer": "Her mum: Helen is Pat's daughter, and bought the house off her"},
        {"n": 19, "type": "right_before_after", "ev": [13],
         "q": "What did Pat do the minute the landing carpet was down?",
         "cands": None,
         "answer": "Took her shoes off and walked up and down it in her stockings"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "First thing we see in Gareth's video?",
         "cands": ["A Wednesday morning in the hall: thirteen stairs in a worn brown swirly carpet, one of them "
                   "creaking",
                   "Helen walking up the finished stairs in her socks",
                   "Kieran counting staples into a jam jar",
                   "The runner being cut in the van"],
         "answer": "A Wednesday morning in the hall: thirteen stairs in a worn brown swirly carpet, one of them "
                   "creaking"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Gareth's next video will be about which job?",
         "cands": ["A hall floor laid in black and white vinyl tiles, like a chessboard",
                   "Fitting a matching carpet in Pat's bungalow",
                   "Re-covering the stairs next door for Les",
                   "Building a new shed for the old carpet"],
         "answer": "A hall floor laid in black and white vinyl tiles, like a chessboard"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "the cat from next door - what's her name",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did Helen spend on the runner?",
         "cands": ["£640", "£385", "£1,150", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Helen's partner on the rigs - what's his name?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ canal (a town's drain-down day)
NEIL = ("en-gb-x-gbclan+max", "Neil Hardcastle, pub landlord")
MARTIN = ("en-gb-scotland+Storm", "Martin Crabtree, section engineer")
OWEN = ("en-gb-x-gbcwmd+Tweaky", "Owen Pryce, fish rescue team")
SID = ("en-gb-x-rp+boris", "Sid Moss, boater")
STAN = ("en-gb-scotland+kaukovalta", "Stan Booth, aged 84")
ELLA = ("en-gb-x-rp+anikaRobot", "Ella Whitehead, aged 10")

BEER_MAT = "#efe7d6"
TOWPATH = "#e1e7e1"
LOCKSIDE = "#e5e3dc"
TANKS = "#dfe6ea"
PUB = "#ebe3dc"
CANAL_DARK = "#181b1e"

CANAL = {
    "name": "canal",
    "footer": "The Navigation Inn · drain-down day · from the pub's upstairs window",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(NEIL, CANAL_DARK, "The canal comes out",
              ["Kirkholme Canal, Wharf Lock to Dyehouse Lock", "Saturday 15 November",
               "Stop planks in: 6:00 am"],
              "Six o'clock on a Saturday morning, still dark, and the canal outside my pub is full to the brim "
              "for the last time until the new year. The trust's men are dropping stop planks into the grooves "
              "at both locks, to wall the water off. I'm Neil Hardcastle, landlord of the Navigation, and my "
              "camera is in my upstairs window."),
        # 1
        slide(NEIL, BEER_MAT, "Martin's beer mat",
              ["1. Let the public down onto the bed", "2. Get the rubbish out", "3. Inspect the lock wall",
               "4. Rescue the fish", "5. Pump out the last of the water"],
              "Martin wrote his jobs on the back of one of my beer mats, in the order people asked him about them "
              "in the bar last night. It didn't go that way. Number four went first, the fish, because they have "
              "to be caught while there's still water for them to swim in. Pump it all out first, and they die "
              "in the mud."),
        # 2
        slide(MARTIN, LOCKSIDE, "The engineer",
              ["Martin Crabtree, section engineer", "Water to pump out: 2 million litres"],
              "Martin Crabtree, section engineer for the canal trust. We're draining the stretch between the two "
              "locks for the winter: new gates for Dyehouse Lock, and a look at the wall that's been leaking "
              "into Neil's cellar. We'll pump out about four million litres. No, two million. Four is for both "
              "stretches, and we're only draining this one."),
        # 3
        slide(OWEN, TANKS, "The fish team",
              ["Owen Pryce, fish rescue team", "Tanks on the towpath: 6"],
              "Owen Pryce, I run the fish rescue team. When the water's down to knee deep, we go in with nets and "
              "an electric fishing kit, and every fish goes into a tank of canal water on the towpath, then over "
              "the lock into the next stretch. Roach, perch, bream, eels, and there's a pike in here the size of "
              "a dog."),
        # 4
        slide(SID, TOWPATH, "The boater",
              ["Sid Moss, boater", "His narrowboat: 'Dabchick', moved below the lock"],
              "Sid Moss. I live on a narrowboat, and I've had to move her down below the lock for a month, so "
              "I'm here to make sure nobody pinches my mooring. This canal's been here about a hundred years, "
              "and I reckon I've dropped something in it every one of them: keys, a phone, two mugs and a very "
              "good hat."),
        # 5
        slide(NEIL, PUB, "Two hundred and twenty nine",
              ["The Navigation Inn, built 1796", "The canal: 229 years old"],
              "A hundred years, Sid? Two hundred and twenty nine. The date's carved over my front door, "
              "seventeen ninety six, because this pub was built the same year, for the men who dug the canal, "
              "and it's been pouring pints ever since. Sid drinks in here most nights, and he must have walked "
              "under that date a thousand times."),
        # 6
        slide(STAN, TOWPATH, "The old swimmer",
              ["Stan Booth, aged 84", "Swam in the canal: summer 1953"],
              "Stan Booth, I'm eighty four. I swam in this canal as a lad, which you weren't supposed to, and one "
              "summer I lost a boot in the mud by the lock and walked home in one, and my mother leathered me. "
              "Ella here is my great granddaughter, by the way. Her mum's my granddaughter, which makes me very "
              "old."),
        # 7
        slide(ELLA, TANKS, "Counting fish",
              ["Ella Whitehead, aged 10", "Her job for the day: counting fish"],
              "I'm Ella, I'm ten, and I'm helping Owen count the fish, which is my job for the whole day. I think "
              "there'll be about a hundred, because you can never see any when you look in. Great Grandad says "
              "there used to be a pike in here called Jaws, but he says that about everything. I've got a "
              "clipboard."),
        # 8
        slide(OWEN, TANKS, "Fish first",
              ["Number 4 on the list", "Fish rescue: 9:40 am to 11:20 am"],
              "First, number four, the fish. Once the water was knee deep, we went in with the nets and the "
              "electric kit, in a line from lock to lock. Halfway along, my right welly went into the mud up to "
              "the knee and stayed there, and I came out without it. Ella laughed so much she had to sit down on "
              "the towpath."),
        # 9
        slide(OWEN, TANKS, "A thousand and more",
              ["Fish rescued: 1,140", "Eels among them: 38"],
              "A hundred, Ella? One thousand one hundred and forty. Roach mostly, then perch and bream, thirty "
              "eight eels, and the pike. Electric fishing doesn't hurt them: a small current stuns a fish for a "
              "few seconds, it floats up, and you scoop it into a net. Every one went over the lock into the next "
              "stretch, alive."),
        # 10
        slide(ELLA, TANKS, "The pike",
              ["The pike, into the big tank: 11:05 am"],
              "The pike took two men to lift out of the water. As soon as it was in the tank, I asked Owen if I "
              "could give it a name, and I called it Stan, after Great Grandad, because it's old and grumpy and it's got more "
              "teeth than him. Nobody weighed it. Owen said it was far too cross to sit still on the scales."),
        # 11
        slide(MARTIN, LOCKSIDE, "Water second",
              ["Number 5 on the list", "Pumps off, bed empty: 12:18 pm"],
              "Second, number five, the last of the water, and it had to wait until the fish were out, because "
              "anything still swimming goes straight through the pump. Two pumps at the low end, and the very "
              "moment the last of it gurgled away, a train went over the viaduct and blew its horn, and the "
              "whole towpath cheered."),
        # 12
        slide(NEIL, PUB, "What the water hid",
              ["On the bed: shopping trolleys, bikes, a motorbike, a safe"],
              "With the water gone you could see it all: shopping trolleys, bikes, traffic cones, a motorbike "
              "and a safe. Martin let me down the ladder with a tray of teas for his lads, and my left boot "
              "stuck fast in the mud on the first step off it. I pulled my foot out and left the boot standing "
              "there on its own."),
        # 13
        slide(SID, TOWPATH, "Rubbish third",
              ["Number 2 on the list", "Trolleys pulled out: 23", "Rubbish out: 1:50 pm"],
              "Third, number two, the rubbish, and it had to come out before anybody could look at the wall, "
              "because half of it was piled up against it. Twenty three shopping trolleys, the motorbike, the "
              "safe, eleven bikes and a pram. The police took the motorbike's number and won't say whose it "
              "was. No sign of my hat."),
        # 14
        slide(ELLA, TOWPATH, "Stuck",
              ["On the bed: 2:10 pm"],
              "Martin got stuck in the mud too, right up to his knees, but he's got special boots with straps, "
              "and he came out with them still on, which is cheating. Then Sid stepped off the plank to grab a "
              "bike, and his boot stayed in the mud, and he went down on his hands in one sock. I laughed the "
              "most of anyone."),
        # 15
        slide(MARTIN, LOCKSIDE, "The wall fourth",
              ["Number 3 on the list", "Wall inspected: 2:15 pm to 3:00 pm", "Cracks to repoint: 6 metres"],
              "Fourth, number three, the lock wall. With the rubbish gone I could get right up to it with a "
              "torch and a hammer, tapping every stone and listening. Six metres of cracks to repoint, and one "
              "loose stone where the water's been getting through into Neil's cellar. It's sound. The old gates "
              "come out on Monday."),
        # 16
        slide(NEIL, PUB, "The public last",
              ["Number 1 on the list", "Public down onto the bed: 3:15 pm", "Visitors by dusk: 2,650"],
              "Last, number one, letting the public down, though it was top of the beer mat. Nobody sets foot on "
              "the bed until the engineer has checked the wall and signed it safe, and the sharp stuff is out of "
              "the mud. So at a quarter past three Martin opened the ladders, and by dusk two thousand six "
              "hundred and fifty had been down."),
        # 17
        slide(STAN, TOWPATH, "Back on the bottom",
              ["Stan on the bed, first time since 1953"],
              "I went down the ladder first in the queue, with Ella holding one hand and Sid the other. I've not "
              "stood on the bottom of this canal since I was a lad. It's smaller than I remember, and it smells "
              "exactly the same. I found the spot where I lost that boot, by the lock. It wasn't there. I looked."),
        # 18
        slide(SID, TOWPATH, "The hat",
              ["Sid's hat: found 4:20 pm"],
              "And at twenty past four, down by the bottom gate, a little lad held up something black and flat "
              "out of the mud, and it was my hat. I lost it off the back of the boat three summers ago. Neil's "
              "hung it over the bar to dry, and he says it's staying there, because it's the best thing the "
              "canal's given back all day."),
        # 19
        slide(OWEN, TANKS, "The welly",
              ["Owen's welly: dug out 4:45 pm"],
              "Just before it got dark, Ella and I went back with a spade to dig my welly out of the mud, and it "
              "came up full to the top with black sludge. We stood it on the pub step to drain. Ella wrote it on "
              "her clipboard under the fish, and I'm not allowed to argue, because she's the one with the "
              "clipboard."),
        # 20
        slide(NEIL, PUB, "Last orders",
              ["Ladders up, bed shut: 5:00 pm"],
              "At five the ladders came up and the bed was shut for the night, and it felt like every one of them "
              "came into the Navigation at once. We'd sold out of pies by six. Sid's hat is over the bar, Ella's "
              "clipboard is on the wall beside it, and Stan's sat by the fire telling anybody who'll listen about "
              "that boot."),
        # 21
        slide(MARTIN, LOCKSIDE, "Locked up",
              ["Site locked: 5:40 pm", "Stop planks in until 31 December"],
              "I locked the gate on the ladders at twenty to six and had a last look with the torch. Empty, clean "
              "and sound, and not a fish left in it. The new gates go in over the next five weeks, and the planks "
              "stay in until New Year's Eve. It's never looked this good, and nobody will see it like this again."),
        # 22
        slide(NEIL, CANAL_DARK, "Next on the channel",
              ["Filling up again", "The first boat through the new gates", "Thursday 1 January"],
              "Next time: the stretch filled up again, and the first boat through the new gates on New Year's "
              "Day, which will be Sid's, because he's asked and asked. Owen says the fish will find their own way "
              "home, Ella has promised to count them in, and Stan says he'll be on the lock side, in both boots "
              "this time."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's happening to the canal in this film?",
         "para": ["drained canal video - what's the big day",
                  "Stop planks at dawn, a pike in a tank and a hat back from the mud: sum up the day for "
                  "me."],
         "cands": ["A town's day as the stretch of canal through it is drained for winter repairs: the fish "
                   "rescued, the rubbish pulled out, the wall checked and the public let walk on the bed",
                   "The stretch filled again and the first boat through the new gates on New Year's Day",
                   "A fishing match on the canal, with a prize for the biggest pike",
                   "Police divers searching the canal for a stolen safe"],
         "answer": "A town's day as the stretch of canal through it is drained for winter repairs: the fish "
                   "rescued, the rubbish pulled out, the wall checked and the public let walk on the bed"},
        {"n": 2, "type": "count", "ev": [8, 12, 14],
         "q": "Over the whole day, how often did the mud hang on to somebody's boot?",
         "para": ["boots left behind in the canal mud - how many",
                  "Not Stan's boot when he was a lad, not Martin, whose strapped boots stayed on, and not the "
                  "welly dug out with a spade at the end. Count only the boots the mud actually kept."],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "From the jobs on Martin's beer mat, which was tackled first?",
         "cands": ["Rescue the fish", "Pump out the last of the water", "Get the rubbish out",
                   "Let the public down onto the bed"],
         "answer": "Rescue the fish"},
        {"n": 4, "type": "order", "ev": [1, 8, 11, 13, 15, 16],
         "q": "Give the order the five beer mat jobs were really done in.",
         "para": ["beer mat jobs - actual order",
                  "The mat said public, rubbish, wall, fish, water. What order did the work really follow?"],
         "cands": None,
         "answer": "The fish first, then pumping out the last of the water, the rubbish, the lock wall, and "
                   "letting the public down last (4, 5, 2, 3, 1)"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "fish rescued first of all - what was the point of that",
         "cands": None,
         "answer": "They have to be caught while there's still water for them to swim in: pump it all out first "
                   "and they die in the mud"},
        {"n": 6, "type": "why", "ev": [16],
         "q": "Letting people down was number one on the beer mat. Why was it left to the end?",
         "cands": ["Nobody sets foot on the bed until the engineer has checked the wall and signed it safe, and "
                   "the sharp stuff is out of the mud",
                   "The ladders were being used to carry the fish tanks",
                   "Neil wanted everybody in the pub for lunch first",
                   "The trains over the viaduct had to stop running first"],
         "answer": "Nobody sets foot on the bed until the engineer has checked the wall and signed it safe, and "
                   "the sharp stuff is out of the mud"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "The rubbish had to be out before Martin could check the wall. Why?",
         "para": ["rubbish before the wall - reason",
                  "Martin couldn't inspect the lock wall straight after the pumping. What was in the way?"],
         "cands": None,
         "answer": "Half of the rubbish was piled up against the wall"},
        {"n": 8, "type": "correction", "ev": [7, 9],
         "q": "Ella expected about a hundred fish. How many were actually rescued?",
         "cands": None,
         "answer": "1,140 (one thousand one hundred and forty), mostly roach: Owen put her right"},
        {"n": 9, "type": "correction", "ev": [4, 5],
         "q": "How old is the canal really?",
         "cands": ["229 years", "100 years", "292 years", "129 years"],
         "answer": "229 years"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Martin changed his figure for the water to pump out. What was the right amount, and why had he "
              "got it wrong?",
         "cands": None,
         "answer": "2 million litres (two million): he'd said four million, which is the figure for both "
                   "stretches, and they were only draining one"},
        {"n": 11, "type": "who", "ev": [4, 5],
         "q": "Sid put the canal at about a hundred years old. Which of them knew better?",
         "para": ["canal's real age - who had it right",
                  "Someone has the date carved over their front door. Who gave the canal's true age?"],
         "cands": None,
         "answer": "Neil Hardcastle, the landlord of the Navigation: 229 years, the date (1796) is carved over "
                   "his door"},
        {"n": 12, "type": "who", "ev": [18],
         "q": "The hat found in the mud belonged to whom?",
         "cands": ["Sid Moss", "Stan Booth", "Neil Hardcastle", "Owen Pryce"],
         "answer": "Sid Moss"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "What's Sid's narrowboat called?",
         "cands": ["Dabchick", "Kingfisher", "Moorhen", "Little Grebe"],
         "answer": "Dabchick"},
        {"n": 14, "type": "needle_screen", "ev": [0],
         "q": "What is the canal's name?",
         "cands": ["Kirkholme Canal", "Kirkholme Navigation", "Wharf Canal", "Dyehouse Canal"],
         "answer": "Kirkholme Canal"},
        {"n": 15, "type": "speech_and_screen", "ev": [11],
         "q": "what time did the train go over the viaduct sounding its horn",
         "cands": None,
         "answer": "12:18 pm, the moment the last of the water gurgled away"},
        {"n": 16, "type": "quantity", "ev": [13],
         "q": "Shopping trolleys dragged off the bed: how many?",
         "cands": ["23", "32", "13", "28"],
         "answer": "23"},
        {"n": 17, "type": "quantity", "ev": [16],
         "q": "By nightfall, how many people had been down onto the bed?",
         "cands": None, "answer": "2,650 (two thousand six hundred and fifty)"},
        {"n": 18, "type": "spoken_fact", "ev": [9],
         "q": "How does electric fishing work, going by Owen?",
         "cands": ["A small current stuns a fish for a few seconds, it floats up, and it's scooped into a net",
                   "A bright light draws the fish into a trap",
                   "A net is dragged along the bed from lock to lock",
                   "The current kills them, and young fish are put back instead"],
         "answer": "A small current stuns a fish for a few seconds, it floats up, and it's scooped into a net"},
        {"n": 19, "type": "relation", "ev": [6],
         "q": "Stan and Ella - what's the family tie?",
         "cands": None,
         "answer": "Great-grandfather and great-granddaughter: Ella's mum is Stan's granddaughter"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "Once the pike was in the tank, what did Ella do right away?",
         "cands": None,
         "answer": "Asked Owen if she could name it, and called it Stan, after her great grandad"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What does Neil's film open on?",
         "cands": ["Six o'clock on a dark Saturday morning, the canal full to the brim, and the trust's men "
                   "dropping stop planks in at both locks",
                   "Crowds walking on the empty canal bed",
                   "Owen's team netting fish in knee-deep water",
                   "A train crossing the viaduct"],
         "answer": "Six o'clock on a dark Saturday morning, the canal full to the brim, and the trust's men "
                   "dropping stop planks in at both locks"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "and what's promised for next time",
         "cands": ["The stretch filled again and the first boat through the new gates on New Year's Day",
                   "The motorbike's owner being tracked down",
                   "Sid's hat going on show in a museum",
                   "Martin repointing the lock wall"],
         "answer": "The stretch filled again and the first boat through the new gates on New Year's Day"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Whose motorbike was pulled out of the canal?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How heavy was the pike?",
         "cands": ["18 lb", "9 kg", "26 lb", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [BRIDGE, CARPET, CANAL]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "bridge": [27.5, 23.0, 26.0, 26.0, 26.0, 24.5, 26.5, 28.0, 25.5, 27.5, 23.5, 24.5, 25.5, 25.5, 27.5, 23.5, 25.0, 23.0, 24.5, 22.5, 26.0, 27.5, 26.5],
    "carpet": [26.5, 24.0, 24.5, 23.5, 24.5, 22.0, 25.5, 27.5, 26.0, 24.5, 24.5, 23.0, 23.5, 25.5, 26.5, 21.0, 24.5, 24.0, 26.5, 22.5, 23.0, 26.0, 26.0],
    "canal": [26.0, 23.0, 25.5, 23.5, 24.0, 27.5, 22.5, 22.0, 24.0, 28.0, 20.0, 23.5, 26.0, 25.0, 23.0, 22.5, 26.0, 22.5, 25.0, 25.0, 23.5, 24.5, 23.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
