"""Scripts of the "blind37" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- summerfair:  a primary school's summer fair run by the parents' association, from setting up on
               an empty playground to counting the money (the parents' association chair, the head
               teacher, the caretaker, the tombola mum, the barbecue dad, the cake stall lady)
- binround:    a recycling crew's first collection round after Christmas, in a bin lorry on a frosty
               January morning (the driver, two loaders, the depot supervisor on the radio, a
               newsagent on the round, an old man at the top of the steep hill)
- redphonebox: a village restoring its old red phone box on the green into a book exchange over a
               weekend (the book club organiser, the parish council chair, a retired telephone
               engineer, a signwriter, a teenage volunteer, a glazier)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ summerfair (a primary school's summer fair)
NADIA = ("en-gb-x-rp+f3", "Nadia Okafor, parents' association")
GARETH = ("en-gb-scotland+m3", "Gareth Pryce, head teacher")
TERRY = ("en-gb-x-gbclan+m2", "Terry Blundell, school caretaker")
FIONA = ("en-gb+f2", "Fiona Marsh, tombola")
KWAME = ("en-029+m5", "Kwame Asante, barbecue")
JOAN = ("en-gb-x-gbcwmd+f2", "Joan Whitlow, cake stall")

STAFFROOM = "#f4f1e4"
PLAYGROUND = "#e7ebf1"
FIELD = "#e3eedd"
HALL = "#f0e6dc"
OFFICE = "#ebe5f1"
STALL = "#f3e6ec"
MORNING_DARK = "#1c2433"

SUMMERFAIR = {
    "name": "summerfair",
    "footer": "St Aldric's Primary School · summer fair · Coppleford",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(NADIA, MORNING_DARK, "Fair day at St Aldric's",
              ["St Aldric's Primary School, Coppleford", "Saturday 5 July", "Summer fair: gates open at noon"],
              "Seven in the morning, and the playground's empty apart from a pigeon, a stack of "
              "forty chairs and a heap of gazebos still in their bags. The field's wet from the "
              "sprinklers. I'm Nadia Okafor, chair of the parents' association at St Aldric's, and "
              "at noon all this is the summer fair. The camera's taped to the top of my clipboard."),
        # 1
        slide(NADIA, STAFFROOM, "The list in the staffroom",
              ["1. Hang the bunting", "2. Put up the gazebos", "3. Chalk the stall numbers",
               "4. Light the barbecue", "5. Count the cash floats"],
              "This is the list on the staffroom whiteboard. Mr Pryce wrote it at our last meeting, "
              "in the order people volunteered, loudest first. It is not the order you do it in. "
              "Number three, chalking the stall numbers, has to be first, because once the gazebos "
              "are up you can't see the ground, and they end up anywhere, fire lane included."),
        # 2
        slide(GARETH, PLAYGROUND, "The head teacher",
              ["St Aldric's Primary: founded 1872", "Fair: 12 noon to 3 pm", "This year: a new climbing frame"],
              "Gareth Pryce, head teacher. Every penny today goes towards a new climbing frame, "
              "because the old one is older than some of the parents. I'm told my jobs are to open "
              "the gates, draw the raffle, and sit in the stocks at two o'clock while the children "
              "throw wet sponges at me. The children voted for that last one. Unanimously."),
        # 3
        slide(TERRY, PLAYGROUND, "The caretaker",
              ["Keys, bins and the field", "Fire lane: kept clear all day"],
              "Terry Blundell, caretaker. I've got the keys to everything, and today that means "
              "the gates, the toilets, the safe and the big shed where the gazebos live. Nobody "
              "parks on my field, nobody drives across my field, and nobody puts a gazebo in my "
              "fire lane. I've said it at three meetings now, and I'll be saying it again at half "
              "eleven."),
        # 4
        slide(FIONA, STALL, "The tombola",
              ["Tombola prizes: 360", "Tickets: £1, ending in 0 or 5 wins"],
              "Fiona Marsh, tombola. I've wrapped three hundred and sixty prizes at my kitchen "
              "table, mostly bubble bath, and mostly given by people who were given it last "
              "Christmas. Terry's my father in law, though hardly anyone here knows, because I kept "
              "my own name when I married his son Dean. At school he still calls me Mrs Marsh."),
        # 5
        slide(KWAME, FIELD, "The barbecue",
              ["Burgers: £3", "Sausage in a bun: £2"],
              "Kwame Asante, on the barbecue, which is what happens when you mention at a meeting "
              "that you own a barbecue. I've got two hundred burgers, a hundred and fifty sausages "
              "and my neighbour's gazebo. My daughter's in Year Four, and she has asked me not to "
              "wear the apron with the joke on it. I am wearing the apron."),
        # 6
        slide(NADIA, PLAYGROUND, "Chalk first",
              ["Number 3 on the list", "Stall numbers chalked: 7:10 to 7:45 am"],
              "First, number three, the chalk. Every stall gets a number on the tarmac, and its "
              "gazebo goes up over that number, so nothing lands in the fire lane or on the drain "
              "covers. Terry did the chalking, on his knees, with a tape measure. I make it thirty "
              "stalls this year, our biggest ever, and I've already told the local paper so."),
        # 7
        slide(TERRY, PLAYGROUND, "Twenty six",
              ["Stall numbers chalked: 26"],
              "Thirty, Nadia? Twenty six. I chalked every one of them myself, one to twenty six, and "
              "my knees can tell you about each of them. Two stalls dropped out on Thursday, and "
              "the face painters are sharing with the tombola. The paper can come and count. While "
              "I was down there, I chalked a hopscotch by the gate, just because."),
        # 8
        slide(GARETH, PLAYGROUND, "Gazebos second",
              ["Number 2 on the list", "Gazebos up: 7:45 to 9:15 am"],
              "Second, number two, the gazebos. Each one has four legs that extend at four "
              "different speeds, and each one needs four adults and a great deal of patience. I "
              "learned this morning that one of ours has been put up inside out for three years "
              "running. Every leg gets a sandbag, because Terry once saw a gazebo fly."),
        # 9
        slide(FIONA, PLAYGROUND, "Bunting third",
              ["Number 1 on the list", "Bunting: 120 m", "Bunting hung: 9:15 to 10:00 am"],
              "Third, number one, the bunting. It runs from gazebo to gazebo, right round the "
              "playground, so until the gazebos are up there's nothing to tie it to. A hundred and "
              "twenty metres of it, and every flag was sewn by a child in Year Three, so some are "
              "upside down, and one of them just says Kevin. Nobody knows who Kevin is."),
        # 10
        slide(JOAN, HALL, "The cake stall",
              ["Joan Whitlow, 79", "Joan's fairy cakes: 12 dozen"],
              "Joan Whitlow. I've run the cake stall at this fair for thirty one years, since my "
              "daughter was in the infants. This year I've baked ten dozen fairy cakes. No, what "
              "am I saying, twelve dozen: I did two more trays at midnight because I couldn't "
              "sleep. Then there's lemon drizzle, flapjack, and a coffee and walnut for the staff."),
        # 11
        slide(KWAME, FIELD, "Barbecue fourth",
              ["Number 4 on the list", "Barbecue lit: 11:10 am"],
              "Fourth, number four, the barbecue. Charcoal needs a good forty minutes before it's "
              "fit to cook on, so if there are going to be burgers when the gates open at twelve, "
              "it's lit at ten past eleven. Any earlier and it's burnt out by two, just when the "
              "queue is longest. Terry stood next to me with a fire extinguisher, watching."),
        # 12
        slide(NADIA, OFFICE, "Floats last",
              ["Number 5 on the list", "Cash floats counted: 11:40 am", "Float for each stall: £20"],
              "Last, number five, the cash floats. They stay locked in the office safe until the "
              "very last minute, because a cash box sitting on a trestle at nine in the morning "
              "with nobody watching is asking for trouble, and the school's insurance says exactly "
              "the same. Twenty pounds in change for every stall, counted twice, and signed for."),
        # 13
        slide(KWAME, FIELD, "First burgers",
              ["First burgers on the grill: 11:50 am"],
              "The very moment I laid the first burgers on the grill, a fire engine pulled up at "
              "the school gate, lights going, no siren. The crew from Coppleford had come to let "
              "the children climb in it, and also, they admitted, for the first four burgers. I'd "
              "have given them the lot. They parked it next to Terry's hopscotch."),
        # 14
        slide(GARETH, PLAYGROUND, "Gates open",
              ["Gates opened: 12:00 noon"],
              "Twelve o'clock, I opened the gates, and there was a queue right back past the bus "
              "stop. The tombola went mad straight away, the face painters had a line of tigers, "
              "and the raffle tickets sold out by half past twelve. Beat the goalie was on the "
              "field, with Mr Hughes from Year Five in goal, wearing knee pads and a look of fear."),
        # 15
        slide(TERRY, FIELD, "Over the railings",
              ["On the field: beat the goalie, the stocks, the fire engine"],
              "About half twelve, a lad in a Barcelona shirt took a long run up at beat the goalie, "
              "missed the goal by a mile, and leathered the football clean over the railings into "
              "the road. It bounced twice and finished up in a front garden on Mill Lane. The lady "
              "there threw it back, and told me it was the highlight of her year."),
        # 16
        slide(JOAN, HALL, "Sold out",
              ["Cake stall sold out: 1:35 pm"],
              "The wasps found my stall at one, same as every year, so I put a saucer of jam on the "
              "wall behind me and they went for that instead. Sold out by twenty five to two. In "
              "nineteen ninety, a football from beat the goalie went through the staffroom window. "
              "Today one hit the top of the fence and bounced back. Not quite the same."),
        # 17
        slide(KWAME, FIELD, "The allotments",
              ["Last burger sold: 1:50 pm"],
              "Just before two, a dad who said he used to play semi pro lined one up at beat the "
              "goalie, and the ball went over the back fence and dropped into the allotments, "
              "right in the middle of somebody's rhubarb. He had to go round and knock on the "
              "allotment gate to ask for it back, in front of his kids. Best thing I saw all day."),
        # 18
        slide(GARETH, FIELD, "The vicarage",
              ["The stocks: 2:00 to 2:20 pm"],
              "Two o'clock, I was on my way to the stocks when a girl from Year Two toe poked the "
              "ball, and it sailed over the hedge into the vicarage garden. The vicar only lets me "
              "in there, so off I went to fetch it, and by the time I got back, Terry was sitting "
              "in the stocks in my place, with his cap on backwards."),
        # 19
        slide(TERRY, FIELD, "In the stocks",
              ["Sponge bucket refilled: 4 times"],
              "Somebody had to. Twenty minutes in the stocks, and every child in the school had a "
              "go at me, and most of the parents, and the lady from Mill Lane came round specially. "
              "I've been soaked before, mopping the hall, but never on purpose. When Mr Pryce got "
              "back with the ball, the children voted to keep me in."),
        # 20
        slide(GARETH, HALL, "The raffle",
              ["Raffle drawn: 2:30 pm"],
              "Half past two, I drew the raffle on the hall steps, and the very first ticket out of "
              "the drum was my own. I tore it in half, put it in my pocket, and asked Ellie from "
              "Year Six to draw again. She drew her own nan. Then Fiona went off to count, and by "
              "my reckoning we've raised over two thousand pounds today."),
        # 21
        slide(FIONA, OFFICE, "The count",
              ["Raised at the fair: £1,846.50"],
              "Over two thousand, Mr Pryce? One thousand eight hundred and forty six pounds fifty. "
              "I counted it twice in the office with the coin counter, and the floats are back in "
              "the safe. It's still the best fair in years, and it's still a climbing frame. Just "
              "maybe not the one with the zip wire."),
        # 22
        slide(NADIA, MORNING_DARK, "Next on the channel",
              ["The new climbing frame goes in", "August, in the summer holidays", "Paid for by the summer fair"],
              "Next time, the new climbing frame going in over the summer holidays, paid for by "
              "today. Terry's in charge of the digging, Mr Pryce has promised to go down the slide "
              "first, and the lady from Mill Lane wants to know if she's allowed a go. Kwame's "
              "bringing the barbecue, and I've told him to leave the apron at home."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's going on in the St Aldric's video, in a sentence?",
         "para": ["school fair video summary",
                  "Chalk numbers on tarmac, a tombola, wet sponges and a barbecue. What event is all of this "
                  "part of?"],
         "cands": ["A primary school's summer fair, from setting up at seven to counting the money",
                   "A new climbing frame going in over the summer holidays",
                   "A primary school's sports day on the field",
                   "A fire station's open day held at a school"],
         "answer": "A primary school's summer fair, from setting up at seven to counting the money"},
        {"n": 2, "type": "count", "ev": [15, 17, 18],
         "q": "During beat the goalie, how many times did the football leave the school grounds altogether?",
         "para": ["footballs kicked out of the school, total",
                  "Not counting the one that hit the fence and came back, or the staffroom window years ago, "
                  "what's the number of balls that landed outside?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Off Mr Pryce's whiteboard list, which job did they tackle first?",
         "cands": ["Chalking the stall numbers", "Putting up the gazebos", "Hanging the bunting",
                   "Counting the cash floats"],
         "answer": "Chalking the stall numbers"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 9, 11, 12],
         "q": "The whiteboard goes bunting, gazebos, chalk, barbecue, floats. What order did it all really "
              "happen in?",
         "cands": None,
         "answer": "Chalk the stall numbers first, then put up the gazebos, hang the bunting, light the barbecue, "
                   "and count the cash floats last"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "why chalk the numbers before any gazebo went up",
         "cands": None,
         "answer": "Each gazebo goes up over its number, and once the gazebos are up you can't see the ground, so "
                   "they'd end up anywhere, fire lane and drain covers included"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "Cash floats counted at the very end - what's behind that?",
         "cands": ["They stay in the office safe till the last minute: a cash box left on a trestle all morning "
                   "is asking for trouble, and the insurance says so",
                   "The bank doesn't open until half past eleven on a Saturday",
                   "Fiona had to finish wrapping the tombola prizes first",
                   "The coin counter was needed for the raffle tickets"],
         "answer": "They stay in the office safe till the last minute: a cash box left on a trestle all morning "
                   "is asking for trouble, and the insurance says so"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "The bunting had to wait for the gazebos. Why?",
         "para": ["bunting after gazebos reason",
                  "What was stopping them hanging the little flags first thing?"],
         "cands": None,
         "answer": "It runs from gazebo to gazebo, so until they were up there was nothing to tie it to"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Nadia makes it thirty stalls. How many were there really?",
         "cands": None,
         "answer": "26 (Terry chalked every number himself)"},
        {"n": 9, "type": "correction", "ev": [20, 21],
         "q": "Total money raised on the day?",
         "cands": ["£1,846.50", "£2,000", "£1,864.50", "£1,486.50"],
         "answer": "£1,846.50"},
        {"n": 10, "type": "correction", "ev": [10],
         "q": "Joan says ten dozen fairy cakes at first. What's her actual number?",
         "para": ["joan whitlow fairy cakes how many",
                  "The cake stall lady gets her own baking total wrong and then puts it right. What did she "
                  "end up with?"],
         "cands": None,
         "answer": "Twelve dozen (144): she did two more trays at midnight"},
        {"n": 11, "type": "who", "ev": [20, 21],
         "q": "Mr Pryce reckons they made over two thousand pounds. Who has the proper figure?",
         "cands": None,
         "answer": "Fiona Marsh, who counted it twice in the office with the coin counter (£1,846.50)"},
        {"n": 12, "type": "who", "ev": [18, 19],
         "q": "Who actually sat in the stocks and got sponged?",
         "cands": ["Terry Blundell", "Gareth Pryce", "Kwame Asante", "Mr Hughes"],
         "answer": "Terry Blundell"},
        {"n": 13, "type": "needle_screen", "ev": [10],
         "q": "How old is the lady who runs the cake stall?",
         "cands": ["79", "97", "71", "81"],
         "answer": "79"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "St Aldric's was founded in what year?",
         "cands": ["1872", "1827", "1892", "1782"],
         "answer": "1872"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "fire engine turning up at the gate - what time was that",
         "cands": None, "answer": "11:50 am, the moment the first burgers went on the grill"},
        {"n": 16, "type": "quantity", "ev": [9],
         "q": "Length of bunting strung round the playground?",
         "cands": ["120 m", "12 m", "210 m", "60 m"],
         "answer": "120 m"},
        {"n": 17, "type": "quantity", "ev": [4],
         "q": "Fiona wrapped a lot of tombola prizes. What's the number?",
         "para": ["tombola prize total",
                  "Fiona spent ages at her kitchen table wrapping bubble bath. How many prizes was that in "
                  "all?"],
         "cands": None, "answer": "360"},
        {"n": 18, "type": "spoken_fact", "ev": [16],
         "q": "How did Joan keep the wasps off her cakes?",
         "cands": ["She put a saucer of jam on the wall behind her stall",
                   "She covered everything with a net curtain",
                   "She wiped the table down with vinegar",
                   "She moved the stall indoors, away from the field"],
         "answer": "She put a saucer of jam on the wall behind her stall"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Fiona and the caretaker - are they family?",
         "cands": None,
         "answer": "Yes: Terry is her father-in-law (she married his son Dean but kept her own name)"},
        {"n": 20, "type": "right_before_after", "ev": [20],
         "q": "The first raffle ticket out of the drum was the head's own. What did he do about it?",
         "cands": None,
         "answer": "Tore it in half, put it in his pocket and asked Ellie from Year Six to draw again"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First scene of the fair video?",
         "cands": ["Seven in the morning: an empty playground with a pigeon, a stack of chairs, gazebos still "
                   "in their bags and a wet field",
                   "The gates opening at noon with a queue back past the bus stop",
                   "Kwame lighting the charcoal on the field",
                   "Mr Pryce drawing the raffle on the hall steps"],
         "answer": "Seven in the morning: an empty playground with a pigeon, a stack of chairs, gazebos still "
                   "in their bags and a wet field"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does Nadia say is coming up next on the channel?",
         "cands": ["The new climbing frame going in over the summer holidays",
                   "The leavers' assembly for Year Six",
                   "A visit to Coppleford fire station",
                   "Planning next year's summer fair"],
         "answer": "The new climbing frame going in over the summer holidays"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The boy in the Barcelona shirt - what was he called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price of a go at beat the goalie?",
         "cands": ["50p", "£1", "3 goes for £2", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ binround (a recycling crew's first round after Christmas)
SHONA = ("en-gb-scotland+f2", "Shona McBride, driver")
DALE = ("en-gb+m3", "Dale Pickering, loader")
RYAN = ("en-gb-x-rp+m2", "Ryan Kemp, loader")
BERNIE = ("en-gb-x-gbclan+f4", "Bernie Cole, supervisor, Quarry Lane")
PRIYA = ("en-us+f3", "Priya Lal, Lal's News, Market Street")
CYRIL = ("en-gb-x-gbcwmd+m4", "Cyril Ashdown, Beacon Hill")

CAB = "#f1efe3"
STREET = "#e4e9ee"
DEPOT = "#ece8e0"
SHOPFRONT = "#f0e7df"
PLANT = "#e6e4ec"
HILL = "#e2ebe1"
FROST_DARK = "#141d26"

BINROUND = {
    "name": "binround",
    "footer": "Haverleigh Borough Council · round seven · recycling day",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(SHONA, FROST_DARK, "Bin day in Haverleigh",
              ["Haverleigh Borough Council", "Tuesday 6 January", "First recycling round since Christmas"],
              "Quarter to six in the depot yard, frost on every windscreen, a row of lorries "
              "warming up, and the gritter just coming back in. I'm Shona McBride, and I drive the "
              "recycling lorry on round seven. It's the first collection since Christmas, so every "
              "bin in Haverleigh is full of boxes and wrapping paper. The camera's on my "
              "dashboard."),
        # 1
        slide(SHONA, CAB, "The round card",
              ["1. Beacon Hill", "2. Market Street", "3. Orchard Estate", "4. School Lane",
               "5. Tip run: Dock Road plant"],
              "This is the round card, clipped to my sun visor. The office prints it in "
              "alphabetical order, because that's how the computer sorts the streets, and no crew "
              "has ever once done it that way. Number two goes first: Market Street, because the "
              "traders start putting their stalls up at half seven, and after that no lorry gets "
              "down it."),
        # 2
        slide(DALE, CAB, "The loader",
              ["Dale on the bins: 23 years"],
              "Dale Pickering, loader. I've been on the bins twenty years. No, hang about, twenty "
              "three, I started the week of the big snow, and my first bin was frozen to the "
              "pavement. The lad on the back with me is Ryan, my sister's boy, so if he's rubbish, "
              "I hear about it at Sunday dinner as well as at work."),
        # 3
        slide(RYAN, STREET, "First week",
              ["Ryan Kemp, 18", "Loader: first week"],
              "I'm Ryan, it's my first week, and my hands have never been this cold. Dale's "
              "showing me the ropes, which mostly means telling me to walk on the pavement side, "
              "and never to stand behind the lorry when Shona's reversing. This thing is massive. "
              "Fully loaded, it must weigh about forty tonnes."),
        # 4
        slide(SHONA, CAB, "The plate in the door",
              ["Lorry fully loaded: 26 tonnes", "Lorry empty: 13 tonnes"],
              "Forty tonnes, Ryan? Twenty six, fully loaded, and thirteen empty. It's on the plate "
              "inside the cab door, and I read it every morning, because a driver who doesn't know "
              "her own weight has no business on Beacon Hill. Twenty six is plenty, mind. On ice, "
              "it's like steering a wardrobe on roller skates."),
        # 5
        slide(BERNIE, DEPOT, "The depot",
              ["Quarry Lane depot: opened 1974", "Recycling lorries out today: 9"],
              "Bernie Cole, supervisor at Quarry Lane. I'm the voice on the radio, and I'm who the "
              "public ring when it goes wrong. If a bin's got the wrong stuff in it, the crew "
              "leave it with a red sorry tag on the lid, and I get to explain why, nicely, all day. "
              "On the first round after Christmas, that's a lot of nicely."),
        # 6
        slide(DALE, STREET, "Market Street first",
              ["Number 2 on the list", "Market Street: 6:10 to 7:20 am"],
              "First, number two, Market Street, in the dark. The bins behind the shops were "
              "stuffed with boxes, and one recycling bin outside the bookies was full of black "
              "bags, food and all. Can't take that, it spoils the whole load. Red tag on the lid, "
              "left on the kerb. Another bin down there is still wearing last year's tag."),
        # 7
        slide(PRIYA, SHOPFRONT, "The newsagent",
              ["Lal's News, Market Street", "Bulky waste collection: £22"],
              "Priya Lal, Lal's News. I open at six, so I see the lorry every Tuesday, and I keep a "
              "flask of tea for Shona. The council charges twenty two pounds to take a sofa away, "
              "and people still dump theirs behind my shop for nothing. The crew got out of the "
              "street just as the first market stall went up. They always do, somehow."),
        # 8
        slide(SHONA, STREET, "School Lane second",
              ["Number 4 on the list", "School Lane: 7:25 to 8:14 am"],
              "Second, number four, School Lane. After quarter past eight it's wall to wall with "
              "parents' cars, and no lorry gets past, so we're in and out before then. This "
              "morning a car was parked right across the top. Ryan went along knocking on every "
              "door until he found the owner, in his pyjamas, and it was moved in two minutes."),
        # 9
        slide(RYAN, STREET, "The battery",
              ["School Lane finished: 8:14 am"],
              "Halfway down School Lane, one recycling bin had a car battery in it, sitting on top "
              "of the cardboard. Dale showed me how to put the sorry sticker on, and we left it "
              "where it stood. And just as we pulled out of the bottom of the lane, the lollipop "
              "lady stepped out in her big hat and waved us through like royalty."),
        # 10
        slide(SHONA, CAB, "Tip run third",
              ["Number 5 on the list", "Tip run to Dock Road: 8:20 to 9:10 am"],
              "Third, number five, the tip run, even though it's last on the card. Two streets of "
              "Christmas, and she's full. You don't take twenty six tonnes up Beacon Hill on a "
              "frosty morning, because you have to bring it back down again, and a full lorry "
              "sliding down that hill is how lorries end up in somebody's front room."),
        # 11
        slide(DALE, PLANT, "Dock Road",
              ["Dock Road recycling plant", "Over the weighbridge: in and out"],
              "Dock Road: over the weighbridge, tip the lot onto the floor of the big shed, and "
              "back over the weighbridge. Shona hands the ticket to the office without even "
              "looking at it. On our dashboard there's a garden gnome that came out of a bin on "
              "Beacon Hill in my first year. He's been everywhere with us, and he's seen "
              "everything."),
        # 12
        slide(CYRIL, HILL, "Top of the hill",
              ["Cyril Ashdown, 91"],
              "Cyril Ashdown. I've lived at the top of Beacon Hill since I was married, and every "
              "year I bring the crew a tray of tea and mince pies on the first round after "
              "Christmas. This is the steepest street in the county, you know, one in four. My "
              "neighbour at number twelve has had her bin left with a note on it. Nappies, in the "
              "recycling."),
        # 13
        slide(RYAN, HILL, "Hill fourth",
              ["Number 1 on the list", "Beacon Hill: 1 in 7", "Beacon Hill: 9:20 to 10:05 am"],
              "One in four, Mr Ashdown? It's one in seven. It says so on the sign at the bottom; "
              "I read it on the way up, because my legs wanted to know. Fourth, number one, Beacon "
              "Hill, with the lorry empty and the gritter's salt still crunching under the wheels. "
              "The mince pies were still warm."),
        # 14
        slide(DALE, HILL, "Polystyrene",
              ["Beacon Hill bins: both sides"],
              "Mr Ashdown's own bin nearly got a tag, a great block of polystyrene from a new "
              "telly on top. He came out in his slippers, pulled it out himself, and we emptied "
              "the rest. His dog followed us the length of the street and back, carrying a glove. "
              "Not one of ours. Ryan went over on the ice twice, and sat down once."),
        # 15
        slide(BERNIE, DEPOT, "On the phone",
              ["Calls to the depot by 11 am: 17"],
              "At ten, Dale radioed in from the bottom of Beacon Hill. The corner house had a whole "
              "Christmas tree rammed into its recycling bin, upside down, lights and all. Trees are "
              "a separate collection, so that one got a sorry tag and stayed put, and the owner "
              "rang me inside the hour. I explained nicely. He's booked the tree collection now."),
        # 16
        slide(SHONA, STREET, "Estate last",
              ["Number 3 on the list", "Orchard Estate: 10:20 to 11:25 am"],
              "Last, number three, the Orchard Estate. It's nearest the depot, so we finish on our "
              "own doorstep. One bin there was so heavy the lifter groaned: bricks, a garden wall's "
              "worth, under a layer of wrapping paper. I put the tag on that one myself, and it "
              "stayed on the path. Everything else went in sweet."),
        # 17
        slide(DALE, STREET, "Fourteen hundred",
              ["Bins on round seven: 1,412"],
              "There are fourteen hundred and twelve bins on round seven, and after twenty three "
              "years I could tell you which of them has a wobbly wheel. The trick is the wrist, "
              "not the back. Ryan's learning. This morning he was running between bins, and by "
              "eleven he was walking, which is the first sign of sense."),
        # 18
        slide(SHONA, PLANT, "Second tip",
              ["Second tip run: 11:30 am to 12:10 pm", "Back at Quarry Lane: 12:30 pm"],
              "Then a second tip run to Dock Road, because the estate had filled her up again, "
              "and back into Quarry Lane for half twelve. The lorry gets hosed down inside and "
              "out, because it'll be sitting in the yard all night, and nobody wants to open "
              "those doors in the morning to yesterday's pizza boxes."),
        # 19
        slide(RYAN, DEPOT, "Lunchbox",
              ["Ryan's first week: day 2"],
              "Back at the depot, Dale stuck a sorry sticker on my lunchbox, because apparently a "
              "sausage roll counts as contamination. I'm keeping it. Shona says I can ride up front "
              "next week if I stop waving at every dog. My mum asked what I did today, and I said "
              "I moved Christmas. Dale said that'll do."),
        # 20
        slide(BERNIE, DEPOT, "End of the shift",
              ["Calls to the depot today: 43"],
              "By the end of the day, the phone had rung forty three times, and most of them were "
              "people asking when the trees go. Three rang to say thank you, which is three more "
              "than usual. One of those was Mr Ashdown, to ask if the crew had liked the mince "
              "pies. I told him they'd eaten the lot."),
        # 21
        slide(DALE, CAB, "Twenty three years",
              ["Dale's first round: the week of the big snow"],
              "People think it's a rubbish job, excuse the joke. It isn't. You're out before the "
              "town's awake, you know every dog and every gate, and on the first Tuesday after "
              "Christmas you see what everybody got. Someone on the estate got a trampoline. "
              "Someone else got the same trampoline, by the look of the box."),
        # 22
        slide(SHONA, FROST_DARK, "Next on the channel",
              ["The Christmas tree collection", "Saturday 17 January", "Trees chipped at Quarry Lane"],
              "Next time, the Christmas tree collection: every tree in Haverleigh in one Saturday, "
              "brought back to Quarry Lane and fed through the chipper, and the chips go on the "
              "paths in the park. Ryan's been promised the chipper, under supervision. Dale's "
              "bringing the gnome, and the corner house is bringing its tree, lights and all."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Main subject of the Haverleigh bin lorry video?",
         "para": ["round seven clip, what it's about",
                  "Frost, a laminated card, red stickers and a very steep hill. What is this video actually "
                  "following?"],
         "cands": ["A recycling crew's first collection round after Christmas",
                   "The Christmas tree collection, with the trees chipped at the depot",
                   "A day inside the town's recycling plant on Dock Road",
                   "A council gritter crew's night on icy roads"],
         "answer": "A recycling crew's first collection round after Christmas"},
        {"n": 2, "type": "count", "ev": [6, 9, 12, 15, 16],
         "q": "How many bins did the crew end up leaving unemptied because of what was in them?",
         "para": ["bins refused with a sorry tag on round seven, total",
                  "Forget Mr Ashdown's polystyrene, last year's old tag and the sticker on Ryan's lunchbox. "
                  "How many bins were actually refused that day?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which stop on the round card did Shona's crew do first?",
         "cands": ["Market Street", "Beacon Hill", "School Lane", "Orchard Estate"],
         "answer": "Market Street"},
        {"n": 4, "type": "order", "ev": [1, 6, 8],
         "q": "School Lane is fourth on the card. When did the crew actually get to it?",
         "cands": None,
         "answer": "Second, straight after Market Street, so they were out before the school run at quarter past "
                   "eight"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "Why start on Market Street?",
         "para": ["market street first - reason",
                  "What made Market Street the crew's opening stop, while it was still dark?"],
         "cands": None,
         "answer": "The market traders start putting their stalls up at half seven, and after that no lorry gets "
                   "down the street"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Why did they do the tip run before going up Beacon Hill?",
         "cands": ["A full lorry has to come back down the hill, and twenty six tonnes sliding on frost can end "
                   "up in someone's front room",
                   "The Dock Road plant shuts at nine on a Tuesday",
                   "Cyril never puts his bin out until after nine",
                   "The gritter needed the hill clear before it could go up"],
         "answer": "A full lorry has to come back down the hill, and twenty six tonnes sliding on frost can end "
                   "up in someone's front room"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Why the rush to finish School Lane early?",
         "cands": ["After quarter past eight it fills with parents' cars and no lorry gets past",
                   "The lollipop lady won't let lorries through after eight",
                   "The school's own bins have to be emptied before the children arrive",
                   "Bernie had booked the plant's weighbridge for half past eight"],
         "answer": "After quarter past eight it fills with parents' cars and no lorry gets past"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Ryan guesses a full lorry weighs about forty tonnes. What's the real figure?",
         "para": ["bin lorry fully loaded, how heavy",
                  "The new loader overestimates how heavy the truck is. What does the plate in the cab door "
                  "say?"],
         "cands": None,
         "answer": "26 tonnes fully loaded (13 empty), from the plate inside the cab door"},
        {"n": 9, "type": "correction", "ev": [2],
         "q": "How long has Dale been on the bins, once he's thought about it?",
         "cands": ["23 years", "20 years", "32 years", "13 years"],
         "answer": "23 years"},
        {"n": 10, "type": "who", "ev": [12, 13],
         "q": "Cyril calls Beacon Hill one in four. Who tells him it's not that steep?",
         "para": ["old man's one in four - who put him straight",
                  "Somebody who'd just read the sign at the bottom of the hill put Mr Ashdown right. Which "
                  "crew member?"],
         "cands": None,
         "answer": "Ryan Kemp, the new loader: it's one in seven, says the sign at the bottom"},
        {"n": 11, "type": "who", "ev": [12],
         "q": "Who brought the crew tea and mince pies?",
         "cands": ["Cyril Ashdown", "Priya Lal", "Bernie Cole", "The lollipop lady"],
         "answer": "Cyril Ashdown"},
        {"n": 12, "type": "needle_screen", "ev": [3],
         "q": "new lad's age",
         "cands": ["18", "16", "19", "81"],
         "answer": "18"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "When did Quarry Lane depot open?",
         "cands": None, "answer": "1974"},
        {"n": 14, "type": "speech_and_screen", "ev": [9],
         "q": "The lollipop lady stepped out and waved them through. When exactly?",
         "cands": None, "answer": "8:14 am, as they pulled out of School Lane"},
        {"n": 15, "type": "quantity", "ev": [17],
         "q": "Number of bins on round seven?",
         "cands": ["1,412", "1,214", "412", "14,120"],
         "answer": "1,412"},
        {"n": 16, "type": "quantity", "ev": [7],
         "q": "What does the council charge to come and take away a sofa?",
         "cands": None, "answer": "£22"},
        {"n": 17, "type": "spoken_fact", "ev": [11],
         "q": "What rides on the lorry's dashboard, according to Dale?",
         "cands": ["A garden gnome that came out of a bin on Beacon Hill in his first year",
                   "A photo of Ryan as a baby",
                   "A sprig of plastic holly from the depot",
                   "Last year's sorry tag, framed"],
         "answer": "A garden gnome that came out of a bin on Beacon Hill in his first year"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "Any family connection between Dale and Ryan?",
         "cands": None, "answer": "Dale is Ryan's uncle: Ryan is his sister's son"},
        {"n": 19, "type": "right_before_after", "ev": [8],
         "q": "A car's blocking the top of School Lane. What does Ryan do?",
         "cands": None,
         "answer": "Knocked on every door along the lane until he found the owner, in his pyjamas, who moved it"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Bin round video - what's the first thing we see?",
         "cands": ["Quarter to six in the depot yard: frost on the windscreens, lorries warming up and the "
                   "gritter coming back in",
                   "Dale tagging a bin on Market Street",
                   "The lorry going over the weighbridge at Dock Road",
                   "Cyril handing round mince pies on Beacon Hill"],
         "answer": "Quarter to six in the depot yard: frost on the windscreens, lorries warming up and the "
                   "gritter coming back in"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Next episode?",
         "cands": ["The Christmas tree collection, with the trees chipped at the depot",
                   "Ryan's first day driving the lorry",
                   "A night out with the gritter crew",
                   "The opening of a new recycling plant"],
         "answer": "The Christmas tree collection, with the trees chipped at the depot"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the lollipop lady called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Weight of the first load on the Dock Road weighbridge?",
         "cands": ["11.4 tonnes", "7.8 tonnes", "9 tonnes", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What breed is Mr Ashdown's dog?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ redphonebox (a village's phone box made into a book exchange)
ELIN = ("en-gb-x-gbcwmd+f3", "Elin Pritchard, Bramble Tye book club")
HUGH = ("en-gb-x-rp+m5", "Hugh Denholm, parish council chair")
WILF = ("en-gb+m7", "Wilf Stannard, retired telephone engineer")
MAGGIE = ("en-gb-scotland+f5", "Maggie Tull, signwriter")
JOSH = ("en-029+m6", "Josh Amankwah, volunteer")
PETE = ("en-gb-x-gbclan+m7", "Pete Horrocks, glazier")

WORKSHEET = "#f5f0e2"
GREEN = "#e5eee0"
POND = "#e3eaf0"
VAN = "#eee8e1"
BOOKS = "#f1e8ee"
DUSK_DARK = "#2a1517"

REDPHONEBOX = {
    "name": "redphonebox",
    "footer": "The Bramble Tye phone box · restoration weekend · the village green",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(ELIN, DUSK_DARK, "The phone box on the green",
              ["Bramble Tye village green", "Saturday 12 April", "From phone box to book box"],
              "Eight in the morning, mist on the green, and the old red phone box by the pond, "
              "with faded paint, cracked glass and a strip of out of order tape that's been there "
              "for ten years. I'm Elin Pritchard, I run the village book club, and by Sunday "
              "night this box is going to be a library. The camera's clipped to my dungarees."),
        # 1
        slide(ELIN, WORKSHEET, "The work sheet",
              ["1. Paint the crown", "2. Fit the bookshelves", "3. Strip the old paint",
               "4. Take out the glass", "5. Paint the red topcoat"],
              "This is Hugh's work sheet, typed up in the order the costs came on the grant form, "
              "which is no use to anybody holding a paintbrush. Number four goes first: the glass "
              "comes out before anyone strips a scrap of paint, because a heat gun near old glass "
              "cracks it, and a scraper scratches it. So Pete's up first."),
        # 2
        slide(HUGH, GREEN, "The parish council",
              ["Box on the green since: 1948", "Adopted by the parish: last October"],
              "Hugh Denholm, chair of the parish council. We adopted the box last October, after "
              "the phone was taken out, and it's ours now, for better or worse. I got us a grant "
              "from the village trust, five hundred pounds, I think it was, which covers the "
              "paint, the glass and the shelves, and not a single biscuit. The biscuits are on "
              "me."),
        # 3
        slide(ELIN, GREEN, "Six hundred and forty",
              ["Grant from the village trust: £640"],
              "Five hundred, Hugh? Six hundred and forty. I wrote the application, at my kitchen "
              "table, in three drafts, and the letter's pinned to my fridge. It covers the glass, "
              "the paint, the gold for the crown and the timber for the shelves. The biscuits are "
              "still on Hugh, and he knows it. He's brought custard creams."),
        # 4
        slide(WILF, GREEN, "The engineer",
              ["Wilf Stannard, 83", "Wilf's first job on this box: 1962"],
              "Wilf Stannard. I looked after this box for the phone company for thirty years, from "
              "a lad. I've changed every part of it at one time or another, the light, the coin "
              "box, the handset, and once the whole door, when a bull walked into it. The last "
              "call ever made from here was a lad ringing his mum, because he'd missed the last "
              "bus."),
        # 5
        slide(MAGGIE, VAN, "The signwriter",
              ["Maggie Tull, signwriter", "Kiosks Maggie has lettered: 41"],
              "Maggie Tull, signwriter. I'll be doing the crown and the lettering, all four sides, "
              "by hand. I've lettered thirty of these boxes over the years. No, I tell a lie, "
              "forty one, I counted them up last winter for my website. Pete's my half brother: "
              "same dad, different mums, and I got all the steady hands."),
        # 6
        slide(JOSH, GREEN, "The volunteer",
              ["Josh Amankwah, 16", "Volunteer, every Saturday"],
              "I'm Josh. I'm doing this for my volunteering hours, and because my mum volunteered "
              "me. I've been all round the box with Pete, and nearly every pane is cracked or "
              "missing. There must be fifty broken ones. There was a wren's nest on top of the "
              "crown, but Elin checked it twice, and it's an old one."),
        # 7
        slide(PETE, GREEN, "Glass first",
              ["Number 4 on the list", "Panes to replace: 17", "Glass out: 8:30 to 10:15 am"],
              "Fifty, Josh? Seventeen. I counted them first thing, with a cross in chinagraph "
              "pencil on every bad one. First, number four, all the glass out, the good panes too, "
              "because a heat gun will crack old glass from a foot away. Every good pane's wrapped "
              "in newspaper in my van, numbered, so it goes back where it came from."),
        # 8
        slide(JOSH, GREEN, "Strip second",
              ["Number 3 on the list", "Old paint stripped: 10:15 am to 1:30 pm", "Coats of old paint: 9"],
              "Second, number three, stripping the old paint: heat gun, scraper, wire brush. Wilf "
              "says there are nine coats on this box, and I believe him, because one of them was "
              "yellow. Behind the plate where the coin box used to be, I found three old pennies "
              "and a bus ticket. Wilf says the pennies are older than him."),
        # 9
        slide(ELIN, GREEN, "The door",
              ["Lunch on the bench: 1:30 pm"],
              "Just before lunch, a gust caught the door while Hugh was inside scraping, and it "
              "slammed shut with the latch down. Hugh can't get his arm through those little "
              "frames. Josh didn't even stop to laugh. He reached in through one of the empty "
              "panes, skinny arm and all, lifted the latch from the inside and let him out."),
        # 10
        slide(HUGH, GREEN, "Red third",
              ["Number 5 on the list", "Red topcoat: 2:00 to 5:30 pm", "Red paint: £42 a tin"],
              "Third, number five, the red. A coat of primer, then the topcoat, all over the "
              "outside, and it goes on thick. Forty two pounds a tin, and it's the proper red, "
              "none of your pillar box nonsense, according to Wilf. We used three tins. I was "
              "only allowed the flat bits. Maggie did the edges."),
        # 11
        slide(JOSH, GREEN, "Wet paint",
              ["Topcoat finished: 5:30 pm"],
              "About ten minutes after Hugh finished the last side, I leaned on the door with my "
              "elbow to check my phone, and my whole sleeve came away red. My mum's going to kill "
              "me. Elin made a wet paint sign out of a cereal box, and Maggie painted the letters "
              "on it, so it's the fanciest wet paint sign in the county."),
        # 12
        slide(WILF, GREEN, "Nineteen seventy eight",
              ["Box painted yellow: rag week, 1978"],
              "The yellow was nineteen seventy eight, students on rag week, and I was the one sent "
              "out to paint it red again. My mate Norman leaned on it before it was dry and went "
              "home with a red stripe down his back. His wife never forgave the phone company. "
              "Today I've had to stop myself leaning on it a dozen times."),
        # 13
        slide(HUGH, GREEN, "The handprint",
              ["Pete's van: parked by the pond"],
              "I was up the stepladder putting the tools away, and I put my hand flat on the side "
              "of the box to steady myself. Red palm, and a perfect handprint on the box, which "
              "Maggie had to paint out with a very small brush and a very long sigh. A drip of red "
              "landed on Pete's van as well. He's pretending not to have noticed."),
        # 14
        slide(ELIN, POND, "The bus stop",
              ["Last bus from the green: 6:40 pm"],
              "At twenty to seven, with the sign up and everybody packed away, a lady waiting for "
              "the last bus backed into the corner of the box to get out of the wind. She went home "
              "with a red stripe down the back of her good coat. I've promised her the book club "
              "will pay for the dry cleaning. The book club doesn't know yet."),
        # 15
        slide(MAGGIE, VAN, "Crown fourth",
              ["Number 1 on the list", "Crown and lettering: Sunday, 8:00 to 11:30 am"],
              "Sunday, fourth, number one, the crown, once the red was hard. The gold always goes "
              "on top of dry red, never underneath: paint the crown first, and every red "
              "brushstroke near it smudges the gold. I use a rest stick made from an old snooker "
              "cue, and I hold my breath on every letter."),
        # 16
        slide(WILF, GREEN, "The door again",
              ["Door's last coat: Saturday 6:00 pm"],
              "The door had another coat at six last night, after Josh's sleeve, so it was still "
              "soft this morning. And me, who's been telling everybody all weekend, I went and put "
              "my shoulder against it, out of habit, the way I did for thirty years. Red shoulder. "
              "Norman would have laughed himself silly."),
        # 17
        slide(PETE, GREEN, "Glass back in",
              ["Glass back in: 11:30 am to 1:00 pm", "Last pane in: 12:55 pm"],
              "Then the glass went back in, every good pane to its own hole, and seventeen new "
              "ones, bedded in fresh putty. The very moment I pressed the last pane home, the ice "
              "cream van came round the green playing its tune, and half the village came out to "
              "look, so the first thing anyone saw through the new glass was a queue for ice "
              "cream."),
        # 18
        slide(ELIN, BOOKS, "Shelves last",
              ["Number 2 on the list", "Shelves fitted: Sunday, 2:00 to 3:30 pm"],
              "Last, number two, the shelves, once the paint inside had had a full day. Fresh paint "
              "stays tacky for a good while, and a book stood against it sticks, and then peels "
              "the paint off when you take it out, or leaves its cover behind. Josh cut the timber, "
              "and I measured it, so naturally it fitted first time."),
        # 19
        slide(JOSH, BOOKS, "The books",
              ["Books donated: 312"],
              "The village gave us three hundred and twelve books, in boxes on Elin's porch. They "
              "don't all fit, so we'll swap them round each month. We've got crime on the top "
              "shelf, children's on the bottom where they can reach, and Hugh's put a book about "
              "parish councils in the middle, which nobody asked for."),
        # 20
        slide(MAGGIE, VAN, "Gold on the nose",
              ["Lettering: all four sides"],
              "The lettering's done on all four sides, and the crown's gold. Somewhere along the "
              "way I got gold on my nose, and nobody told me for an hour, not even my own brother. "
              "Wilf inspected every letter with his glasses on his forehead and said the crown was "
              "better than the factory ever did it. I'll take that."),
        # 21
        slide(WILF, GREEN, "The light",
              ["Light back on: Sunday, 6:15 pm"],
              "Last job of the weekend was mine: the little light in the roof. It hadn't worked "
              "in ten years, and it needed a new bulb and the wire I'd put in myself in nineteen "
              "seventy. It came on at quarter past six, and somebody on the green clapped. I've "
              "been looking after this box most of my life. Somebody else can have a go now."),
        # 22
        slide(ELIN, DUSK_DARK, "Next on the channel",
              ["The grand opening", "May Day, Thursday 1 May", "Ribbon cut by Wilf Stannard"],
              "Next time, the grand opening, on May Day: Wilf's cutting the ribbon, the school's "
              "coming down to choose the first books, and the book club is doing tea on the "
              "green. Hugh's promised a speech, short. Maggie's bringing a spare tin of gold, and "
              "the wet paint sign is staying up, just in case."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Briefly, what's the Bramble Tye video about?",
         "para": ["phone box on the green clip - topic",
                  "Heat guns, gold paint and a lot of red handprints. Describe what happens in this video "
                  "overall."],
         "cands": ["Villagers restoring their old red phone box and turning it into a book exchange",
                   "The grand opening of the village's book box on May Day",
                   "A telephone engineer's last day before he retires",
                   "Volunteers clearing and restocking the pond on a village green"],
         "answer": "Villagers restoring their old red phone box and turning it into a book exchange"},
        {"n": 2, "type": "count", "ev": [11, 13, 14, 16],
         "q": "How many people managed to get wet red paint from the box on themselves?",
         "para": ["people marked by the wet red paint, how many",
                  "Leaving out Norman in the seventies and Maggie's gold nose, count everyone who came away "
                  "from the box with red on them."],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which job off Hugh's sheet came first in reality?",
         "cands": ["Taking out the glass", "Stripping the old paint", "Painting the crown",
                   "Painting the red topcoat"],
         "answer": "Taking out the glass"},
        {"n": 4, "type": "order", "ev": [1, 7, 8, 10, 15, 18],
         "q": "The sheet says crown, shelves, strip, glass, red. What was the real running order?",
         "para": ["phone box jobs in the order actually done",
                  "Rearrange Hugh's five typed jobs the way the volunteers actually did them."],
         "cands": None,
         "answer": "Glass out first, then strip the old paint, paint the red topcoat, paint the crown, and fit "
                   "the bookshelves last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "why did every pane come out before the stripping started",
         "cands": None,
         "answer": "A heat gun cracks old glass, even from a foot away, and a scraper scratches it"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "What was the point of fitting the shelves last?",
         "cands": ["Fresh paint stays tacky, so a book stood against it sticks and peels the paint off (or leaves "
                   "its cover behind)",
                   "The timber wasn't delivered until Sunday afternoon",
                   "Josh had to finish sorting the donated books first",
                   "The shelves would have been in the way of the heat gun"],
         "answer": "Fresh paint stays tacky, so a book stood against it sticks and peels the paint off (or leaves "
                   "its cover behind)"},
        {"n": 7, "type": "why", "ev": [15],
         "q": "Why couldn't the crown be painted before the red?",
         "para": ["gold crown after the red coat - reason",
                  "What goes wrong if you do the gold bits first?"],
         "cands": None,
         "answer": "The gold goes on top of dry red: paint the crown first and every red brushstroke near it "
                   "smudges the gold"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Josh reckons about fifty panes are broken. What's the actual number?",
         "cands": None,
         "answer": "17 (Pete marked every bad one in chinagraph pencil)"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "Size of the grant from the village trust?",
         "cands": ["£640", "£500", "£460", "£604"],
         "answer": "£640"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "Maggie first says thirty kiosks. How many has she really lettered?",
         "cands": None,
         "answer": "41 (she counted them up last winter)"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Hugh thinks the grant was five hundred pounds. Who puts him right?",
         "para": ["who corrected the council chair on the grant money",
                  "Somebody who actually wrote the grant application says Hugh's number is off. Which one of "
                  "them?"],
         "cands": None,
         "answer": "Elin Pritchard, who wrote the application (£640)"},
        {"n": 12, "type": "who", "ev": [8],
         "q": "Who found old pennies behind the coin box plate?",
         "cands": ["Josh Amankwah", "Wilf Stannard", "Pete Horrocks", "Hugh Denholm"],
         "answer": "Josh Amankwah"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "Wilf Stannard is how old?",
         "cands": ["83", "38", "73", "88"],
         "answer": "83"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Year the box first went up on the green?",
         "cands": ["1948", "1962", "1984", "1938"],
         "answer": "1948"},
        {"n": 15, "type": "speech_and_screen", "ev": [17],
         "q": "what time did the ice cream van come round the green",
         "cands": None, "answer": "12:55 pm, the moment the last pane went back in"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "Books donated by the village - how many?",
         "cands": ["312", "132", "213", "31"],
         "answer": "312"},
        {"n": 17, "type": "quantity", "ev": [10],
         "q": "Cost of one tin of the red paint?",
         "cands": None, "answer": "£42"},
        {"n": 18, "type": "spoken_fact", "ev": [4],
         "q": "According to Wilf, who made the last ever call from the box, and why?",
         "cands": ["A lad ringing his mum because he'd missed the last bus",
                   "Wilf himself, ringing the exchange to say the box was closing",
                   "The vicar, calling for a taxi in the snow",
                   "A farmer reporting a bull loose on the green"],
         "answer": "A lad ringing his mum because he'd missed the last bus"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "Maggie and Pete: how are they linked?",
         "cands": None, "answer": "Half-siblings: same dad, different mums"},
        {"n": 20, "type": "right_before_after", "ev": [9],
         "q": "Hugh got shut in when the door slammed. How did he get out?",
         "cands": None,
         "answer": "Josh reached in through an empty pane with his skinny arm and lifted the latch from the inside"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "What do we see at the very start of the phone box video?",
         "cands": ["Eight in the morning, mist on the green and the faded box by the pond with old out of order "
                   "tape on it",
                   "Maggie painting the gold crown",
                   "Josh carrying boxes of donated books",
                   "Pete's van pulling up with the new glass"],
         "answer": "Eight in the morning, mist on the green and the faded box by the pond with old out of order "
                   "tape on it"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what's the next video going to be",
         "cands": ["The grand opening on May Day, with Wilf cutting the ribbon",
                   "Restoring the village's old bus shelter",
                   "Maggie lettering a fish and chip shop sign",
                   "The book club's summer reading picnic"],
         "answer": "The grand opening on May Day, with Wilf cutting the ribbon"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Title of the very first book put on the new shelves?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much did the new panes of glass cost?",
         "cands": ["£85", "£170", "£42", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [SUMMERFAIR, BINROUND, REDPHONEBOX]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "summerfair": [25.0, 27.0, 23.5, 27.5, 27.0, 25.5, 25.5, 27.0, 26.5, 25.5, 26.5, 27.5, 27.0, 25.0, 25.0, 24.5, 25.5, 24.5, 24.0, 27.0, 22.5, 24.5, 25.5],
    "binround": [25.0, 25.5, 26.5, 22.5, 24.5, 26.0, 27.5, 26.5, 26.0, 25.0, 23.5, 23.5, 27.5, 25.5, 24.0, 27.5, 25.0, 23.0, 22.5, 24.5, 25.5, 23.0, 25.0],
    "redphonebox": [25.5, 26.5, 26.5, 25.5, 27.5, 24.5, 24.0, 27.5, 27.0, 24.0, 25.0, 26.0, 23.0, 24.0, 25.0, 25.5, 24.0, 26.0, 25.5, 22.5, 23.5, 27.0, 26.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
