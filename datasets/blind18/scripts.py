"""Scripts of the "blind18" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and
speaker name box) and 24 questions whose evidence is given as slide indexes:

- bookshop:   the monthly staff meeting of an independent bookshop, recorded for the Saturday staff
- cargobike:  a family cycling channel's review of an electric cargo bike, after a two-week loan
- islandtrip: a travel vlog: two friends take the ferry for a day trip to a small car-free island

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# progress box, beside the speaker's name box at the bottom of the slide
PX, PY, PW, PH = 840, 580, 400, 58


def progress(text, colour):
    return (PX, PY, PW, PH, colour, text)


# ================================================================ bookshop
HESTER = ("en-gb-x-rp+f3", "Hester Quarrington, owner")
TOMASZ = ("en-gb-x-gbcwmd+m4", "Tomasz Bielak, deputy manager")
SAOIRSE = ("en-gb+f2", "Saoirse Pelham, events")


def bk(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Agenda: %d/5 done" % done, "#f7dcc4")], "say": say}


BOOKSHOP = {
    "name": "bookshop",
    "footer": "Pagewell Books, Cardenwick · monthly staff meeting · recorded for the Saturday staff",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        bk(HESTER, "#3b2f2f", "Staff Meeting: Tuesday 30 June",
           ["Pagewell Books, Cardenwick", "Independent bookseller since 1976",
            "Shop closed at 5:30 pm", "Recorded for the Saturday staff"], 0,
           "Evening, everyone. I'm Hester, I own the shop, and this is our monthly staff meeting, "
           "recorded for the Saturday staff who can't be here tonight. We're sitting in the children's "
           "corner on the little chairs, because it's the only bit of floor without boxes on it, so "
           "forgive us if we look cramped."),
        # 1
        bk(TOMASZ, "#f4efe6", "Tomasz: deputy manager",
           ["Tomasz Bielak", "Deputy manager and buyer", "Orders go out: Mondays and Thursdays",
            "Leaving tonight at: 7 pm"], 0,
           "I'm Tomasz, the deputy manager, and I do all the ordering, so if we've run out of "
           "something, it's probably my fault. I have to slip away early tonight, because my daughter "
           "is playing the clarinet in her school's summer concert, and I've promised her I'll be "
           "sitting in the front row."),
        # 2
        bk(SAOIRSE, "#e9f3ee", "Saoirse: events and children's books",
           ["Saoirse Pelham", "Author events this year: 7", "Storytime: Saturdays, 10:30 am",
            "Book club: first Wednesday of the month"], 0,
           "And I'm Saoirse. I run the author events, the book club and the children's section, which "
           "is why I'm the only one who fits on these chairs. Before anyone asks, the dinosaur rug is "
           "staying. The under fives voted on it at storytime, and honestly, the result was not "
           "close."),
        # 3
        bk(HESTER, "#fff8e7", "Tonight's agenda (emailed Monday)",
           ["1. Last month's sales", "2. Lowenna Dray author evening", "3. Summer window display",
            "4. Annual stocktake", "5. Summer staff rota"], 0,
           "Here's the agenda I emailed yesterday: sales, the author evening, the window, the "
           "stocktake and the summer rota. We're jumbling it. Lowenna Dray's publicist is ringing at "
           "quarter past six to confirm numbers, so the author evening goes first. Then the "
           "stocktake, so Tomasz can do his bit before he dashes off."),
        # 4
        bk(SAOIRSE, "#e9f3ee", "Author evening: Lowenna Dray",
           ["Thursday 9 July, 7:30 pm", "New novel: 'The Glass Orchard'", "Hardback: £18.99",
            "Ticket: £6, taken off the book"], 0,
           "The author evening. Lowenna Dray is coming to talk about her new novel, The Glass Orchard. "
           "She grew up in one of the cottages at the top of the hill, so half the town will want to "
           "come. The ticket money comes off the price of the book, so really it's free if you buy a "
           "copy, which is the whole idea."),
        # 5
        bk(SAOIRSE, "#e9f3ee", "Tickets so far",
           ["Tickets sold: 86", "Seats in the Loft Café: 90", "Waiting list: opens when we're full"], 0,
           "We've sold sixty eight tickets. Hang on, I've read that backwards, it's eighty six. Which "
           "means we're nearly full, because the café upstairs only fits a few more chairs than that. "
           "Once we're full, I'll start a waiting list, because somebody always drops out on the "
           "night, usually with a cold."),
        # 6
        bk(HESTER, "#fff8e7", "The room upstairs",
           ["Venue: the Loft Café, above the shop", "Chairs: borrowed from St Aidan's church hall",
            "Drinks: elderflower only"], 0,
           "The talk is upstairs in the café, with chairs from the church hall, because ours are all "
           "child sized. And no wine, only elderflower, because the café has no licence. Oh, the bell "
           "over the door has just jingled. A gentleman has wandered in looking for a map of the coast "
           "path, and Tomasz has gone down and sold him one."),
        # 7
        bk(SAOIRSE, "#e9f3ee", "The publicist's call",
           ["Halliwell Press: rang at 6:15 pm", "Hardbacks to order: 70",
            "Signing table: at the top of the stairs"], 0,
           "That was the publicist from Halliwell Press, right on time. She's happy with our numbers, "
           "and she wants us to order seventy hardbacks. Tomasz thinks that's too many, but any copies "
           "Lowenna doesn't sign can go back. The signing table goes at the top of the stairs, so the "
           "queue can wait on them."),
        # 8
        bk(SAOIRSE, "#e9f3ee", "Running order on the night",
           ["7:00 pm doors open", "7:30 pm Lowenna in conversation", "8:15 pm questions",
            "8:30 pm signing"], 0,
           "On the night, I'll introduce Lowenna in under a minute. She asked for that specially, "
           "because at her last event the host talked about himself for a quarter of an hour. She'd "
           "like a glass of water on the table, and nobody is to ask her when the film is coming out."),
        # 9
        bk(TOMASZ, "#f4efe6", "Annual stocktake",
           ["Sunday 19 July, 8 am to 4 pm", "Items on the system: 14,260",
            "Scanners: 3, hired from Bookpoint, £75", "Lunch: pizza, paid for by the shop"], 1,
           "The stocktake. It's Sunday the twelfth. No, sorry, I'm looking at the wrong month on my "
           "phone, it's Sunday the nineteenth. We always count on a Sunday, because it's the only day "
           "we're shut, and you can't count the books while people are buying them. And lunch, Hester "
           "has just agreed, is on the shop."),
        # 10
        bk(TOMASZ, "#f4efe6", "How the count works",
           ["Work in pairs: one scans, one checks", "Start on the top floor, work down",
            "Tick every shelf on the floor plan"], 1,
           "We work in pairs, one scanning and one checking the titles, and we start on the top floor "
           "and work down, so nobody counts a shelf twice. Last year the count found nine hundred books "
           "the computer didn't know we had, most of them in poetry, which tells you how often anyone "
           "looks there."),
        # 11
        bk(HESTER, "#fff8e7", "Before Tomasz goes",
           ["Stocktake pay: time and a half", "Sign up: the sheet by the till",
            "Concert: Cardenwick High, 7:30 pm"], 1,
           "Thank you, Tomasz, go, or you'll miss her. Anyone working the stocktake gets time and a "
           "half, and the sign up sheet is by the till. And there goes the bell again. In comes "
           "somebody else, a lady with a pushchair, asking whether we've got that new cookery book from "
           "the television. Saoirse's taken her to the cookery shelf."),
        # 12
        bk(HESTER, "#fff8e7", "Summer staff rota",
           ["Late opening: Thursdays until 8 pm", "Saturdays: 3 staff on, from 11 July",
            "Holiday requests by: Friday 3 July"], 2,
           "The summer rota. We're staying open late on Thursdays again, because the holiday cottages "
           "are full, and people who've been on the beach all day want something to read in the "
           "evening. Fen has already asked for two weeks off in August for her sister's wedding, so "
           "put your holiday requests in by Friday."),
        # 13
        bk(SAOIRSE, "#e9f3ee", "Storytime in the holidays",
           ["Extra storytime: Wednesdays, 10:30 am", "Ages: 3 to 6",
            "Free, but booking needed: 15 places"], 2,
           "For the rota, remember the school holidays. I'm adding a second storytime on Wednesday "
           "mornings, because the Saturday one is bursting, and last week two dads had to sit on the "
           "stairs. I'll need somebody on the till while I'm reading, because I can't do all the "
           "voices and take card payments at the same time."),
        # 14
        bk(HESTER, "#fff8e7", "Summer window display",
           ["Theme: 'Summer by the Sea'", "Designed by: Fen", "Budget: £60",
            "Goes in: Monday 27 July"], 3,
           "The window. Fen's photos of her mock up have only just arrived, which is why it had to wait "
           "till now. It's a seaside theme, with a real rowing boat full of holiday reads. And the "
           "door's opened on us yet again, this time a delivery driver with a parcel for the flat "
           "upstairs. Saoirse, could you lock it?"),
        # 15
        bk(SAOIRSE, "#e9f3ee", "The boat",
           ["Rowing boat: 2.4 m, lent by Cardenwick Rowing Club", "Back to the club by: Monday 31 August",
            "Books in the boat: about 40"], 3,
           "I've locked the door, so nobody else can get in now. About the boat. The rowing club is "
           "lending it, as long as we put their poster in the window beside it. It's longer than the "
           "window is wide, so it'll go in at an angle, and Fen says that makes it look like it's "
           "sailing."),
        # 16
        bk(HESTER, "#3b2f2f", "June sales",
           ["Takings: £23,460", "Up 17% on last June", "Best seller: 'Tidewater Lanes', 212 copies"], 4,
           "And finally sales, which I saved for last because it's good news, and I wanted to end on "
           "it. June was up eleven percent on last year. No, Tomasz's note says seventeen, I was "
           "reading May's figure. The best seller was the new walking guide to our own coast, which "
           "outsold everything else by a mile."),
        # 17
        bk(HESTER, "#3b2f2f", "Where the money came from",
           ["Books: 78%", "Cards and gifts: 14%", "Online orders: 8%"], 4,
           "Most of it is still books, which is how I like it. Cards and gifts keep creeping up, "
           "because everyone needs a birthday card in a hurry. Online orders are small but growing, and "
           "most of them come from people who found us on holiday and want the same shop when they're "
           "back home."),
        # 18
        bk(SAOIRSE, "#e9f3ee", "Book club",
           ["Next meeting: Wednesday 1 July, 7 pm", "Book: 'The Night Ferry to Brisk'",
            "Members: 16", "Members' discount: 10%"], 5,
           "Quickly, the book club. This month it's a thriller set on a night ferry, which won by a "
           "single vote after a very tense evening. We've grown so much that we'll be meeting upstairs "
           "in the café from now on, because the children's corner can't take any more of us."),
        # 19
        bk(HESTER, "#fff8e7", "Any other business",
           ["New card machine: arriving Monday 6 July", "The shop's 50th birthday: Saturday 3 October",
            "Party ideas: to Hester by September"], 5,
           "Any other business. The card machine is being replaced next week, because the old one keeps "
           "declining cards that are perfectly fine, and a customer told me it was like being told off "
           "by a toaster. And in October this shop turns fifty, so start thinking about how we should "
           "celebrate."),
        # 20
        bk(SAOIRSE, "#e9f3ee", "Picture books are moving",
           ["Picture books: to the ground floor", "Moving day: Monday 13 July", "Shelves to carry: 6"], 5,
           "One more thing from me. The picture books are moving down to the ground floor, by the front "
           "door. Parents with pushchairs can't get up our stairs, and last week I watched a mum carry "
           "a buggy up them with the baby still inside. Never again. I'll need help carrying shelves on "
           "the thirteenth."),
        # 21
        bk(HESTER, "#3b2f2f", "Thank you",
           ["Meeting closed: 7:40 pm", "Next meeting: Tuesday 28 July",
            "Minutes: on the staff noticeboard"], 5,
           "That's everything. Thank you, Saoirse, and thank you to Tomasz, who's hopefully in the front "
           "row by now, listening to clarinets. We've run later than I wanted, with all our unexpected "
           "visitors, but we got through the lot. The minutes will be on the noticeboard tomorrow."),
        # 22
        bk(HESTER, "#3b2f2f", "Next time on the staff channel",
           ["A tour of the basement", "Future home of our second-hand room", "Opening: September"], 5,
           "And next time, Tomasz will take you on a tour of the basement, which we're clearing out to "
           "make a second hand room. It's full of fifty years of boxes, and nobody has been to the back "
           "of it since the nineteen nineties, so he's promised to bring a torch."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 3],
         "q": "What's going on in this recording?",
         "para": ["so what is this video",
                  "Which description best fits the footage as a whole?"],
         "cands": ["A bookshop's monthly staff meeting, recorded for the Saturday staff",
                   "An author talk about a new novel",
                   "A Sunday stocktake at a bookshop",
                   "A book club discussing a thriller"],
         "answer": "A bookshop's monthly staff meeting, recorded for the Saturday staff"},
        {"n": 2, "type": "count", "ev": [6, 11, 14],
         "q": "While the meeting was on, how often did somebody come into the closed shop?",
         "para": ["number of people who walked in while they were meeting",
                  "If you count every visitor who came through the door during the meeting, what number do you reach?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [3, 4],
         "q": "Which agenda item did they deal with first?",
         "para": ["first thing they actually discussed",
                  "Rather than sales, what did the meeting open with?"],
         "cands": ["The Lowenna Dray author evening", "Last month's sales", "The annual stocktake",
                   "The summer window display"],
         "answer": "The Lowenna Dray author evening"},
        {"n": 4, "type": "order", "ev": [3, 9],
         "q": "second item they got through?",
         "cands": None, "answer": "The annual stocktake"},
        {"n": 5, "type": "correction", "ev": [5],
         "q": "For Lowenna Dray's evening, how many tickets are sold?",
         "para": ["lowenna dray tickets sold so far",
                  "What's the corrected ticket figure Saoirse gives?"],
         "cands": None, "answer": "86"},
        {"n": 6, "type": "correction", "ev": [9],
         "q": "The stocktake is on which date?",
         "cands": ["Sunday 19 July", "Sunday 12 July", "Monday 27 July", "Thursday 9 July"],
         "answer": "Sunday 19 July"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "What got the author evening moved to the top of the agenda?",
         "para": ["reason the author event got talked about first",
                  "What justification does Hester give for putting the Lowenna Dray evening ahead of the other items?"],
         "cands": None,
         "answer": "Lowenna Dray's publicist was ringing at quarter past six to confirm numbers"},
        {"n": 8, "type": "why", "ev": [6],
         "q": "How come there'll only be elderflower to drink at the talk?",
         "cands": ["The café upstairs has no licence",
                   "Lowenna Dray doesn't drink alcohol",
                   "Wine wouldn't fit in the £60 budget",
                   "The church hall lends chairs but not glasses"],
         "answer": "The café upstairs has no licence"},
        {"n": 9, "type": "why", "ev": [9],
         "q": "why do they always do the stocktake on a sunday",
         "cands": None,
         "answer": "It's the only day the shop is shut, and you can't count books while people buy them"},
        {"n": 10, "type": "why", "ev": [20],
         "q": "Why are the picture books moving downstairs?",
         "cands": ["Parents with pushchairs can't get up the stairs",
                   "The basement is becoming a second-hand room",
                   "The window display needs the space",
                   "The book club is taking over the children's corner"],
         "answer": "Parents with pushchairs can't get up the stairs"},
        {"n": 11, "type": "needle_screen", "ev": [9],
         "q": "how many items does the computer think the shop holds before the count",
         "cands": None, "answer": "14,260"},
        {"n": 12, "type": "needle_screen", "ev": [14],
         "q": "How much money has Fen got for the summer window?",
         "cands": ["£60", "£75", "£6", "£18.99"],
         "answer": "£60"},
        {"n": 13, "type": "speech_and_screen", "ev": [16],
         "q": "What number of copies did the coast walking guide, June's best seller, shift?",
         "cands": None, "answer": "212 ('Tidewater Lanes')"},
        {"n": 14, "type": "quantity", "ev": [4],
         "q": "what are tickets going for, for the author talk",
         "cands": ["£6", "£18.99", "£12", "£10"],
         "answer": "£6"},
        {"n": 15, "type": "quantity", "ev": [16],
         "q": "What were the shop's total takings in June?",
         "cands": None, "answer": "£23,460"},
        {"n": 16, "type": "spoken_fact", "ev": [1],
         "q": "Which instrument is Tomasz's daughter playing in her concert?",
         "cands": ["Clarinet", "Violin", "Flute", "Trumpet"],
         "answer": "Clarinet"},
        {"n": 17, "type": "who", "ev": [6],
         "q": "the guy who wandered in wanting a map - which of the staff served him?",
         "cands": None, "answer": "Tomasz"},
        {"n": 18, "type": "who", "ev": [14, 15],
         "q": "Which member of staff locked the front door?",
         "cands": ["Saoirse", "Hester", "Tomasz", "Fen"],
         "answer": "Saoirse"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "At the very start, where does Hester say they're sitting?",
         "cands": None, "answer": "In the children's corner, on the little chairs"},
        {"n": 20, "type": "right_before_after", "ev": [11, 12],
         "q": "What did Hester move on to once Tomasz had left for the concert?",
         "cands": ["The summer rota", "The summer window display", "June's sales", "The book club"],
         "answer": "The summer rota"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "what's promised for next time on the staff channel",
         "cands": None, "answer": "Tomasz's tour of the basement, the future second-hand room"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "whats the map customer called",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What is Fen's surname?",
         "cands": ["Pelham", "Bielak", "Quarrington", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What would the cookery book the pushchair lady asked about have cost?",
         "cands": ["£18.99", "£12", "£6", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ cargobike
CORINNE = ("en-us+f3", "Corinne Abbot, Pedal & Pram")
DEV = ("en-us-nyc+m1", "Dev Ramaswamy, co-tester")
ANGUS = ("en-gb-scotland+m3", "Angus Teale, Teale Cycles")


def cb(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Tests done: %d/5" % done, "#cfe3f7")], "say": say}


CARGOBIKE = {
    "name": "cargobike",
    "footer": "Pedal & Pram · family cycling reviews · the Haulwell Stoat on test",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        cb(CORINNE, "#123c5a", "On Test: the Haulwell Stoat",
           ["Pedal & Pram · family cycling reviews", "Electric cargo bike, box on the front",
            "On loan: Sat 24 Oct to Sat 7 Nov", "From Teale Cycles, Hollinsford"], 0,
           "Hi, I'm Corinne, and welcome back to Pedal and Pram. This time we're reviewing an electric "
           "cargo bike, the Haulwell Stoat, the kind with a big box on the front for children and "
           "shopping. We've had it for two weeks, and I'm going to tell you honestly whether it could "
           "replace our car."),
        # 1
        cb(CORINNE, "#f1f6fa", "What it costs",
           ["Bike: £4,499", "Rain cover: £189 · Second child seat: £160", "Frame lock: £151",
            "Finance: from £94 a month"], 0,
           "First, the scary bit. It costs four thousand nine hundred and ninety nine pounds. Wait, no, "
           "that's the total with the rain cover, the extra seat and the lock I had in my basket. The "
           "bike on its own is four thousand four hundred and ninety nine. Still a lot of money, but a "
           "lot less than a car."),
        # 2
        cb(DEV, "#fdf6ec", "The testers",
           ["Dev Ramaswamy, co-tester", "Passengers: Ottilie and Bram", "Our car: a 2011 estate"], 0,
           "I'm Dev. Before this fortnight I hadn't ridden a bike for about ten years, so I'm the test "
           "of whether anyone can just get on one. Our passengers are Ottilie, who's seven, and Bram, "
           "who's four, and they named the bike the Bathtub within about a minute of seeing it."),
        # 3
        cb(CORINNE, "#f1f6fa", "Our test plan (on the fridge)",
           ["1. Unboxing and setup", "2. The school run", "3. The big weekly shop",
            "4. The hill test: Quarry Lane", "5. The range test"], 0,
           "Here's the plan we stuck on the fridge: setup, the school run, the big weekly shop, the hill "
           "test and the range test. It didn't go in that order. The bike arrived in half term, so the "
           "school run had to wait a week. And the council starts digging up Quarry Lane on Wednesday, "
           "so the hill went straight after setup."),
        # 4
        cb(ANGUS, "#eef3e8", "Setup at Teale Cycles",
           ["Built and checked by: Angus Teale", "Saddle and bars: set for Corinne",
            "Tyres: 3 bar front and back"], 0,
           "Afternoon, I'm Angus, from Teale Cycles. We build these in the workshop before they go out, "
           "because they arrive in a crate the size of a wardrobe, and nobody wants that in their "
           "hallway. I've set the saddle for Corinne, shown them both the gears, and made sure Dev knows "
           "which lever is the back brake."),
        # 5
        cb(CORINNE, "#f1f6fa", "First impressions",
           ["Weight: 52 kg", "Motor: 250 W · Battery: 545 Wh",
            "Box: 2 seats with harnesses, fold-up bench"], 0,
           "First impressions. It's heavy, you feel that the second you push it, but once you're "
           "rolling, the motor makes it feel light. The box has two little seats with proper harnesses, "
           "and a bench that folds up for the shopping. The kids climbed in before Angus had even "
           "finished talking."),
        # 6
        cb(CORINNE, "#f1f6fa", "The hill test: Quarry Lane",
           ["Steepest part: 14%", "Length: 600 m", "Corinne, 2 kids on board: 1 min 48 s",
            "Assist: Turbo (the highest)"], 1,
           "The hill test, the very next day. Quarry Lane is the steepest street in town, and our car "
           "struggles up it when it's icy. With both children in the box and the motor on its highest "
           "setting, I got to the top without once standing up on the pedals. Bram shouted faster the "
           "whole way up."),
        # 7
        cb(DEV, "#fdf6ec", "Dev tries the hill",
           ["Dev's time: 2 min 31 s", "Stops: 1, on the bend", "Tip: change down before you stop"], 1,
           "Then my turn. I stalled it on the bend, if you can stall a bike, because I was in far too "
           "high a gear. Top tip: change down before you stop, not after, or pulling away on a slope is "
           "like pushing a piano. I made it in the end, and nobody filmed the words I used."),
        # 8
        cb(CORINNE, "#f1f6fa", "Keeping it safe",
           ["Frame lock + built-in alarm", "Plus: a chain to a post or a stand",
            "Insurance quote: £14 a month"], 2,
           "A word about security, because this bike is worth more than our car. It has a frame lock "
           "and an alarm that goes off if anybody moves it. We also chained it to a post every time, "
           "because thieves don't need to unlock a bike. They just lift it into the back of a van."),
        # 9
        cb(DEV, "#fdf6ec", "The big weekly shop",
           ["Supermarket: Hollinsford Fresh, 4.1 km each way", "Shopping: 9 bags, 23 kg",
            "Parked: right by the door"], 2,
           "Next, the big shop, which I did on my own, because Corinne had the kids. Nine bags went in "
           "the box, no problem, and I parked right outside the door. Then, while I was loading up, the "
           "alarm started shrieking, and the whole queue at the cash machine turned round to stare at "
           "me."),
        # 10
        cb(DEV, "#fdf6ec", "Heavy loads",
           ["Brakes: hydraulic discs", "Box load limit: 100 kg", "Total limit, rider included: 220 kg"], 2,
           "With all that weight up front, the steering feels slow, but the brakes are excellent. You "
           "need that when you're stopping a bathtub full of potatoes. The most it can carry altogether "
           "is two hundred kilos. No, sorry, the manual says two hundred and twenty, and that includes "
           "the rider."),
        # 11
        cb(CORINNE, "#f1f6fa", "The rain test (not planned)",
           ["Thursday: caught in a downpour", "Rain cover: on in about 2 minutes",
            "Children: dry · Rider: soaked"], 3,
           "On the Thursday we got caught in a downpour, so we tried the rain cover, which you pay for "
           "separately. It goes on in a couple of minutes, and the kids sat inside it like a little "
           "tent, warm and dry, eating crisps. I, on the other hand, was absolutely soaked through."),
        # 12
        cb(CORINNE, "#f1f6fa", "The school run",
           ["School: Brackley Road Primary, 3.2 km", "By bike: 14 minutes",
            "By car, with parking: 19 minutes"], 3,
           "School started again on Monday, so at last, the school run. By bike it's actually quicker "
           "than the car, because we don't have to hunt for somewhere to park. Other parents came over "
           "with questions, and thankfully the alarm stayed quiet at the gate. Ottilie told everyone it "
           "was her bike."),
        # 13
        cb(DEV, "#fdf6ec", "Where to keep it",
           ["Side gate: 4 cm too narrow", "So: front garden, under a cover",
            "Battery: comes off, charged indoors"], 4,
           "Storage is the real problem. It won't fit through our side gate, so it lives in the front "
           "garden under a cover. And this morning the siren went off again, because I sat on the edge "
           "of the box to tie my shoelace. Our neighbours know that noise very well by now."),
        # 14
        cb(ANGUS, "#eef3e8", "The one-week check",
           ["Free check after 1 week", "Bolts re-tightened: 4", "Front tyre: down to 2.5 bar"], 4,
           "We ask everyone to bring a new cargo bike back after a week, because bolts settle and "
           "things loosen. I tightened a few things, and I let some air out of the front tyre, because "
           "with children up front, a slightly softer tyre gives them a much smoother ride. They'll "
           "fall asleep in there now."),
        # 15
        cb(CORINNE, "#f1f6fa", "Charging",
           ["Battery: removable, locks with a key", "Empty to full: 5 h 30 min",
            "Claimed range: up to 80 km"], 4,
           "Charging is easy. The battery unlocks with a key and comes out, so I charge it on the "
           "kitchen worktop. Empty to full takes most of an afternoon. Haulwell says a full battery will "
           "take you a hundred kilometres. Sorry, I misread the box, it says up to eighty."),
        # 16
        cb(CORINNE, "#f1f6fa", "The range test",
           ["Route: loops of the river path", "Sand in the box: 35 kg",
            "Assist: mostly Tour (level 2)"], 4,
           "The range test always goes last, because it means riding until the battery is completely "
           "flat. I did loops of the river path with a sack of sand in the box, standing in for the "
           "children. I stopped for a coffee at the boathouse, and a bin lorry rumbled past and set the "
           "alarm wailing one more time."),
        # 17
        cb(CORINNE, "#123c5a", "Range: the result",
           ["Distance before the battery died: 61 km", "Claimed: up to 80 km",
            "Our guess with kids and hills: about 50 km"], 5,
           "The result was a good bit short of the claim, which is normal, because nobody tests these "
           "with a sack of sand up hills in October. For our family it means charging about twice a "
           "week. What I'd really like is a display that shows the kilometres left, not just little "
           "bars."),
        # 18
        cb(DEV, "#fdf6ec", "What we didn't like",
           ["Pushing it with a flat battery: hard work", "Turning circle: wide", "Kickstand: stiff"], 5,
           "What we didn't like. With a flat battery it's a very heavy bike, and you do not want to push "
           "it up a hill. The turning circle is like a bus. And the kickstand is so stiff that Ottilie "
           "has to help me put it down, which she finds hilarious."),
        # 19
        cb(ANGUS, "#eef3e8", "Thinking of buying one?",
           ["Test rides: free, book ahead", "Service: every 6 months, £65",
            "Bring your children to the test ride"], 5,
           "The question I get most is whether people can try one first. Yes, always take a test ride, "
           "and bring your children if you can, because a bike that suits me might not suit you. And get "
           "it serviced twice a year, because these bikes work much harder than an ordinary one."),
        # 20
        cb(CORINNE, "#123c5a", "Our verdict",
           ["Score: 8/10", "Best for: trips under 5 km", "Would we buy one? Not yet"], 5,
           "Our verdict. It's brilliant, and it replaced the car for almost everything. But we're not "
           "buying one yet, because it won't go through our side gate, and I'm not leaving that much "
           "money in the front garden all winter. If you've got a garage or a shed, go and try one."),
        # 21
        cb(DEV, "#fdf6ec", "Two weeks in numbers",
           ["Km ridden: 187", "Car trips saved: 23", "Electricity used: about £2.10"], 5,
           "Over the two weeks we left the car at home for nearly every journey, and charging the bike "
           "cost less than a cup of coffee. The kids cried when we handed it back to Angus. I did not "
           "cry. I'd like that on the record, please."),
        # 22
        cb(CORINNE, "#123c5a", "Next week on Pedal & Pram",
           ["Challenge: a month without the car", "Starts: Monday 9 November", "Send us your tips"], 5,
           "That's the Haulwell Stoat. Thank you to Angus and Teale Cycles for the loan. Next week we "
           "start something bigger. We're locking the car keys in a drawer for a whole month, to see if "
           "a family of four can manage with bikes, buses and their own two feet. Wish us luck."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0],
         "q": "what's being reviewed here",
         "para": ["Which product does this video put to the test?",
                  "give me the gist of this one"],
         "cands": ["An electric cargo bike with a box on the front",
                   "A child's balance bike",
                   "A family's month without a car",
                   "A bike shop's servicing plan"],
         "answer": "An electric cargo bike with a box on the front"},
        {"n": 2, "type": "count", "ev": [9, 13, 16],
         "q": "How many times did the bike's alarm go off during the review?",
         "para": ["alarm went off how many times",
                  "Add up every occasion on which the Stoat's anti-theft siren sounded."],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [3, 6],
         "q": "Straight after setup, which test did they do?",
         "cands": ["The hill test on Quarry Lane", "The school run", "The big weekly shop",
                   "The range test"],
         "answer": "The hill test on Quarry Lane"},
        {"n": 4, "type": "order", "ev": [6, 9],
         "q": "what did they test after the hill",
         "para": ["test number three, as actually done?",
                  "Once the Quarry Lane climb was out of the way, which of the planned tests came next?"],
         "cands": None, "answer": "The big weekly shop"},
        {"n": 5, "type": "correction", "ev": [1],
         "q": "What's the price of the bike by itself, without any extras?",
         "cands": None, "answer": "£4,499"},
        {"n": 6, "type": "correction", "ev": [15],
         "q": "According to the box, how far should a full battery take you?",
         "para": ["claimed range on a full battery?",
                  "After Corinne corrects her misreading, what's the maximum range Haulwell claims?"],
         "cands": ["Up to 80 km", "100 km", "61 km", "About 50 km"],
         "answer": "Up to 80 km"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "Why did the school run have to wait?",
         "para": ["why wasnt the school run done second like on the plan",
                  "What pushed the school-run test back by a week?"],
         "cands": None, "answer": "The bike arrived in half term, so there was no school that week"},
        {"n": 8, "type": "why", "ev": [3],
         "q": "What was the reason for doing the hill test so early?",
         "cands": ["The council was about to dig up Quarry Lane",
                   "Rain was forecast for later in the week",
                   "Angus wanted the bike back for its check",
                   "The children were away at their grandparents'"],
         "answer": "The council was about to dig up Quarry Lane"},
        {"n": 9, "type": "why", "ev": [8],
         "q": "if it already has a frame lock, whats the point of chaining it to a post",
         "cands": None, "answer": "Thieves can just lift a locked bike into a van"},
        {"n": 10, "type": "why", "ev": [4],
         "q": "Why does Angus build the bikes in his workshop before they go out?",
         "cands": ["They arrive in a crate the size of a wardrobe",
                   "The warranty only counts if the shop builds them",
                   "Customers can't lift a 52 kg bike",
                   "The battery needs charging first"],
         "answer": "They arrive in a crate the size of a wardrobe"},
        {"n": 11, "type": "needle_screen", "ev": [5],
         "q": "how heavy is the stoat",
         "cands": None, "answer": "52 kg"},
        {"n": 12, "type": "needle_screen", "ev": [15],
         "q": "From empty, what's the charging time to a full battery?",
         "cands": ["5 h 30 min", "3 h 45 min", "8 h", "2 h 30 min"],
         "answer": "5 h 30 min"},
        {"n": 13, "type": "speech_and_screen", "ev": [7],
         "q": "Someone stalled on the bend of Quarry Lane. That rider's time to the top?",
         "cands": None, "answer": "2 min 31 s (Dev)"},
        {"n": 14, "type": "quantity", "ev": [1],
         "q": "rain cover price?",
         "cands": ["£189", "£160", "£151", "£94"],
         "answer": "£189"},
        {"n": 15, "type": "quantity", "ev": [17],
         "q": "In the range test, what distance did Corinne cover before the battery ran out?",
         "cands": None, "answer": "61 km"},
        {"n": 16, "type": "spoken_fact", "ev": [2],
         "q": "What nickname did the kids give the bike?",
         "cands": ["The Bathtub", "Old Brown", "The Stoat", "Big Bertha"],
         "answer": "The Bathtub"},
        {"n": 17, "type": "who", "ev": [9],
         "q": "Who rode to the supermarket for the big shop?",
         "cands": None, "answer": "Dev"},
        {"n": 18, "type": "who", "ev": [14],
         "q": "The front tyre was let down a little. By whom?",
         "cands": ["Angus", "Dev", "Corinne", "Ottilie"],
         "answer": "Angus"},
        {"n": 19, "type": "summary", "ev": [20],
         "q": "Sum up the reviewers' final verdict.",
         "cands": None,
         "answer": "8/10: brilliant, replaced the car for most trips, but not buying yet (it won't fit through their side gate)"},
        {"n": 20, "type": "right_before_after", "ev": [11, 12],
         "q": "right before the school run, what got tried out",
         "cands": ["The rain cover, in a downpour", "The range test", "The one-week check",
                   "The hill test"],
         "answer": "The rain cover, in a downpour"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "what are they doing next week",
         "cands": None, "answer": "Going a whole month without the car"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What top speed can the Stoat reach?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "colour of the haulwell stoat?",
         "cands": ["Green", "Orange", "Grey", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How long does the bike's warranty last?",
         "cands": ["2 years", "5 years", "6 months", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ islandtrip
NADIA = ("en-029+f1", "Nadia Ferraro, Nadia Wanders")
BETHAN = ("en-gb-x-gbcwmd+f4", "Bethan Lloyd, along for the day")
EWART = ("en-gb-x-rp+m6", "Ewart Pascoe, ferry skipper")


def it(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Plan: %d/5 done" % done, "#fbe7a1")], "say": say}


ISLANDTRIP = {
    "name": "islandtrip",
    "footer": "Nadia Wanders · travel vlog · a day trip to Skellholm",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        it(NADIA, "#0e4d64", "A Day Trip to Skellholm",
           ["Nadia Wanders · episode 48", "Ferry from Portcarrick", "Wednesday 12 August"], 0,
           "Hello, hello, and welcome back to Nadia Wanders. Today I'm taking you on a day trip to "
           "Skellholm, a tiny island with no cars, one café and, apparently, more seals than people. My "
           "friend Bethan is coming along, mostly for the crab sandwiches. Let's see how much we can fit "
           "into one day."),
        # 1
        it(BETHAN, "#f6f1e7", "Today's sidekick",
           ["Bethan Lloyd", "Seasickness tablet: taken", "Swimming costume: packed"], 0,
           "Hiya, I'm Bethan. Nadia and I met on our first day at secondary school, when she borrowed my "
           "ruler and never gave it back. I'm a dental nurse, so I'll be quietly judging everybody's "
           "teeth. And I get seasick, so I've taken a tablet and I'm sitting at the very back of the "
           "boat."),
        # 2
        it(NADIA, "#f6f1e7", "The plan (written on the ferry)",
           ["1. Skellholm Priory ruins", "2. The seals at Gull Point", "3. Crab lunch at the Net Loft",
            "4. The Schoolhouse Gallery", "5. A swim at Shell Bay"], 0,
           "Here's my plan for the day: the priory ruins, the seals at Gull Point, a crab lunch at the "
           "Net Loft, the little gallery in the old schoolhouse, and a swim at Shell Bay. Ewart, the "
           "skipper, just read it over my shoulder and laughed, so I've got a feeling it's about to "
           "change."),
        # 3
        it(EWART, "#e8eef2", "The skipper's advice",
           ["Causeway to Gull Point: open until 11:50", "Schoolhouse Gallery: shuts 2 pm on Wednesdays",
            "Last ferry back: 17:15"], 0,
           "I'm Ewart, I run the ferry. You can only walk out to Gull Point at low tide, and the "
           "causeway's under water again before midday, so go there first or not at all. The gallery "
           "shuts early on a Wednesday. And the priory's right above the pier, so leave it till last, "
           "while you wait for the boat home."),
        # 4
        it(NADIA, "#0e4d64", "The crossing",
           ["Ferry: the Marram Lass", "Left Portcarrick: 9:40", "Crossing: 35 minutes",
            "Return fare: £9.50 each, cash only"], 0,
           "So, a brand new order, thanks to Ewart. The crossing was lovely, flat calm, and Bethan didn't "
           "need her tablet after all. The return fare was nineteen pounds. Sorry, that's what I paid for "
           "the two of us. It's nine pounds fifty each, and bring cash, because Ewart doesn't take "
           "cards."),
        # 5
        it(BETHAN, "#f6f1e7", "Landing",
           ["Skellholm pier", "Sign: please don't feed the gulls", "Bethan's cheese pastry: £2.40"], 0,
           "We've landed, and the first thing I saw was a sign saying please don't feed the gulls, and "
           "the second thing I saw was a gull. I'd bought a cheese pastry on the ferry, and one of them "
           "snatched half of it right out of my hand. Half of it! It didn't even say thank you."),
        # 6
        it(NADIA, "#0e4d64", "Who lives here?",
           ["Population: 130", "Shop and post office: 1", "Cars: 0 · Tractors: 2"], 0,
           "Ewart told us on the boat that about three hundred people live here. No, he's shaking his "
           "head, it's a hundred and thirty, and about half of them are his relatives. There's a school "
           "with nine pupils, one shop that's also the post office, and no cars at all, just a couple of "
           "tractors."),
        # 7
        it(NADIA, "#0e4d64", "Across the causeway",
           ["Causeway: 800 m of sand and rock", "We set off: 10:25", "Must be back across by: 11:50"], 0,
           "The causeway out to Gull Point is just sand and seaweed and slippery rocks, and you can see "
           "the tide marks on the posts, way above our heads. We set off with more than an hour to "
           "spare, but I kept looking over my shoulder anyway. Bethan says I walk like a nervous "
           "heron."),
        # 8
        it(BETHAN, "#f6f1e7", "The seals at Gull Point",
           ["Grey seals counted: 41", "Pups: not until the autumn", "Keep back: at least 50 m"], 0,
           "The seals! There are dozens of them, lying on the rocks like big sausages, and every now and "
           "then one of them groans. We're keeping well back, because if you frighten them, they rush "
           "into the sea and can hurt themselves on the rocks. That one's watching us. I think it's "
           "judging my hat."),
        # 9
        it(NADIA, "#0e4d64", "Back before the tide",
           ["Back on the main island: 11:30", "Causeway under water: 11:50"], 1,
           "We were back across in good time, and twenty minutes later the causeway had completely "
           "disappeared. Ewart wasn't joking. Last summer two walkers ignored the warning and had to be "
           "fetched off Gull Point by the lifeboat, and he says the whole island still calls them the "
           "seal people."),
        # 10
        it(NADIA, "#0e4d64", "The Schoolhouse Gallery",
           ["Open: 10 am to 2 pm on Wednesdays", "Entry: £3, honesty box", "Prints: from £12"], 1,
           "The gallery is in the old schoolhouse, which closed when the new school was built. It's full "
           "of paintings of the island by one woman, who has lived here for forty years and paints every "
           "single morning. I bought a tiny print of the seals, and it's going straight on my fridge."),
        # 11
        it(BETHAN, "#f6f1e7", "Why it shuts at two",
           ["Wednesday afternoons: the painter's time off", "Her paintings: sold only in the gallery"], 1,
           "I asked the lady on the door why it shuts so early on Wednesdays. She said that's when the "
           "painter goes out in her rowing boat to sketch the cliffs, and she won't let anyone else sell "
           "her work while she's away. Fair enough. I'd close early too if I had a rowing boat."),
        # 12
        it(NADIA, "#0e4d64", "Lunch at the Net Loft",
           ["Crab sandwich: £8.75", "Chips: £3.50", "Crab: landed this morning"], 2,
           "Lunch, at last, at the Net Loft. The crab was caught this morning by Ewart's cousin, "
           "naturally. We ate outside on the harbour wall, which was a mistake, because a huge gull "
           "swooped down and carried off a chip, right out of the paper. Bethan screamed. The gull did "
           "not care at all."),
        # 13
        it(BETHAN, "#f6f1e7", "Ewart's gull theory",
           ["Herring gulls: a protected species", "Feeding them: not allowed on Skellholm"], 2,
           "Ewart walked past and told us the gulls here learned to steal from day trippers, not from the "
           "locals, because islanders never eat outside in the summer. So it's our fault, apparently. The "
           "gull sitting on the railing beside us just watched the whole time, and didn't get a single "
           "thing."),
        # 14
        it(NADIA, "#0e4d64", "The island shop",
           ["Shop and post office", "Open: 8 am to 1 pm", "Stamps for 2 postcards"], 3,
           "We popped into the island shop, which is also the post office, and sent postcards to "
           "ourselves, which is a little tradition of mine. Bethan bought an ice cream for the walk. I "
           "told her she was being brave. She told me I was being paranoid. You'll see who was right."),
        # 15
        it(BETHAN, "#f6f1e7", "The cliff path to Shell Bay",
           ["Cliff path: 2.1 km", "Sea pinks all the way", "Benches: 1"], 3,
           "About halfway along the cliff path, a gull came off a fence post and helped itself to my ice "
           "cream, cone and all. Just gone. Nadia is laughing so hard that she's had to sit down on the "
           "grass. I am never eating outdoors on this island again. Never."),
        # 16
        it(NADIA, "#0e4d64", "A swim at Shell Bay",
           ["Sea temperature: 14 °C", "Lifeguard: none", "Sand: white, and very fine"], 3,
           "Shell Bay. White sand, and water so clear you can see your toes. It's also freezing. We went "
           "in up to our shoulders, counted to sixty and came straight out again, because there's no "
           "lifeguard, and you don't hang about in cold water when nobody's watching. Still the best "
           "swim of my summer."),
        # 17
        it(BETHAN, "#f6f1e7", "Drying off",
           ["Towels brought: 1 (Nadia forgot hers)", "Walk back: over the top of the island",
            "The island's only bench"], 4,
           "Nadia forgot her towel, so we shared mine, which is the true test of a friendship. We walked "
           "back over the top of the island, past its one and only bench. It has a little plaque for "
           "Ewart's grandfather, who ran the ferry for fifty years."),
        # 18
        it(NADIA, "#0e4d64", "Skellholm Priory",
           ["Founded: 1211", "Steps up from the pier: 112", "Entry: free"], 4,
           "Last stop, the priory, right above the pier, just like Ewart said. The monks built it in "
           "eleven hundred and twelve. No, I've written the numbers the wrong way round, it's twelve "
           "hundred and eleven. All that's left is one wall and a perfect arched window, but the view "
           "back to the mainland is incredible."),
        # 19
        it(BETHAN, "#f6f1e7", "Waiting for the boat",
           ["On the pier: 16:50", "Marram Lass arrived: 17:10", "Left for Portcarrick: 17:15"], 5,
           "We sat on the pier wall with our shoes full of sand, waiting for the last boat. Ewart's rule "
           "is that if you're not on the pier when he's ready, he goes without you, because the tide "
           "won't wait for anyone. So we were there nice and early. Nadia kept checking her watch "
           "anyway."),
        # 20
        it(NADIA, "#0e4d64", "The day in numbers",
           ["Walked: 11.6 km", "Steps: 17,930", "Spent each: about £27"], 5,
           "What a day. We walked pretty much the whole island, and it cost us less than a night out in "
           "town. If you go, take cash, because half the island doesn't take cards. And take a lunch box "
           "with a proper lid. Trust me on that one."),
        # 21
        it(BETHAN, "#f6f1e7", "Bethan's top tips",
           ["Check the tide times first", "Sun cream, even when it's cloudy", "Eat indoors"], 5,
           "My tips. Check the tide times before you book, because the causeway decides your day, not "
           "you. Wear sun cream even if it's cloudy, because look at my nose, it's bright red. And if "
           "anybody tells you the gulls here are friendly, they're lying to you."),
        # 22
        it(NADIA, "#0e4d64", "Next time on Nadia Wanders",
           ["Glassblowing for beginners", "Hotfoot Glass Studio, Brenmouth", "Out: Wednesday 26 August"], 5,
           "Thank you, Ewart, for getting us there and back, and thank you, Bethan, for being such a good "
           "sport. Next time I'm somewhere much hotter: a glassblowing studio, where I'm going to try to "
           "make my very own drinking glass. It'll probably be wonky. See you then!"),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0],
         "q": "What kind of outing does this Nadia Wanders episode follow?",
         "para": ["what is nadia doing in this video",
                  "Choose the option that matches the episode's content."],
         "cands": ["A day trip by ferry to a small island",
                   "A glassblowing lesson",
                   "Volunteering at a seal rescue centre",
                   "A week spent living on a car-free island"],
         "answer": "A day trip by ferry to a small island"},
        {"n": 2, "type": "count", "ev": [5, 12, 15],
         "q": "On how many occasions did a gull make off with their food?",
         "para": ["By the end of the day, the gulls had stolen from them how many times?",
                  "gulls nicking their food, total?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [3, 7, 8],
         "q": "Which of Nadia's planned stops came first on the day?",
         "para": ["first stop on the island?",
                  "Of the five things on the list written on the ferry, which one was ticked off before the others?"],
         "cands": ["The seals at Gull Point", "The priory ruins", "Crab lunch at the Net Loft",
                   "The Schoolhouse Gallery"],
         "answer": "The seals at Gull Point"},
        {"n": 4, "type": "order", "ev": [18],
         "q": "which of the planned stops did they leave till last",
         "cands": None, "answer": "The priory ruins"},
        {"n": 5, "type": "correction", "ev": [4],
         "q": "How much do they pay each for the return ferry?",
         "para": ["ferry cost per person",
                  "What does one person pay for a return ticket on the Marram Lass?"],
         "cands": None, "answer": "£9.50 each"},
        {"n": 6, "type": "correction", "ev": [6],
         "q": "How many people live on Skellholm?",
         "cands": ["130", "300", "41", "112"],
         "answer": "130"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "what made them do gull point first",
         "cands": None,
         "answer": "The causeway can only be walked at low tide and is under water again before midday"},
        {"n": 8, "type": "why", "ev": [11],
         "q": "The gallery shuts early on Wednesdays. What's the explanation?",
         "para": ["why does the gallery close at two on wednesdays",
                  "What reason did the woman on the gallery door give for the early Wednesday closing?"],
         "cands": ["The painter goes out in her rowing boat to sketch the cliffs",
                   "The last ferry leaves early on Wednesdays",
                   "The volunteer on the door also runs the shop",
                   "The building is still used for school lessons"],
         "answer": "The painter goes out in her rowing boat to sketch the cliffs"},
        {"n": 9, "type": "why", "ev": [8],
         "q": "why keep such a distance from the seals",
         "cands": None,
         "answer": "Frightened seals rush into the sea and can hurt themselves on the rocks"},
        {"n": 10, "type": "why", "ev": [16],
         "q": "What cut their swim at Shell Bay short?",
         "cands": ["No lifeguard, and you don't linger in cold water when nobody's watching",
                   "A gull went for their towels",
                   "They had to rush for the last ferry",
                   "Jellyfish were washing in"],
         "answer": "No lifeguard, and you don't linger in cold water when nobody's watching"},
        {"n": 11, "type": "needle_screen", "ev": [16],
         "q": "sea temp at shell bay?",
         "cands": None, "answer": "14 °C"},
        {"n": 12, "type": "needle_screen", "ev": [18],
         "q": "Up from the pier to the priory, how many steps are there?",
         "cands": ["112", "41", "130", "60"],
         "answer": "112"},
        {"n": 13, "type": "speech_and_screen", "ev": [10],
         "q": "What does it cost to get into the place where Nadia bought her seal print?",
         "cands": None, "answer": "£3 (honesty box)"},
        {"n": 14, "type": "quantity", "ev": [12],
         "q": "What did a crab sandwich set them back at the Net Loft?",
         "cands": ["£8.75", "£3.50", "£9.50", "£2.40"],
         "answer": "£8.75"},
        {"n": 15, "type": "quantity", "ev": [16],
         "q": "Roughly how long were they in the water at Shell Bay?",
         "cands": None, "answer": "About a minute (they counted to sixty)"},
        {"n": 16, "type": "spoken_fact", "ev": [1],
         "q": "What does Bethan do for a living?",
         "cands": ["She's a dental nurse", "She runs a ferry", "She paints", "She works at a post office"],
         "answer": "She's a dental nurse"},
        {"n": 17, "type": "who", "ev": [12],
         "q": "Where did the Net Loft's crab come from, according to Nadia?",
         "cands": None, "answer": "Caught that morning by Ewart's cousin"},
        {"n": 18, "type": "who", "ev": [15],
         "q": "Whose ice cream got grabbed on the cliff path?",
         "cands": ["Bethan's", "Nadia's", "Ewart's", "A child's on the beach"],
         "answer": "Bethan's"},
        {"n": 19, "type": "relation", "ev": [1],
         "q": "How do Nadia and Bethan know each other?",
         "cands": None, "answer": "School friends: they met on their first day at secondary school"},
        {"n": 20, "type": "right_before_after", "ev": [10, 11, 12],
         "q": "What came right after the gallery visit?",
         "cands": ["Lunch at the Net Loft", "A swim at Shell Bay", "The priory ruins", "Gull Point"],
         "answer": "Lunch at the Net Loft"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's Nadia trying in the next episode?",
         "cands": None, "answer": "Glassblowing: making her own drinking glass"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "what's the name of the painter whose pictures fill the gallery",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Posting the two postcards cost how much?",
         "cands": ["£1.70", "£0.85", "£2.40", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How old is Ewart?",
         "cands": ["58", "64", "71", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [BOOKSHOP, CARGOBIKE, ISLANDTRIP]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (3.0-6.0 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "bookshop": [23.5, 24.0, 23.0, 26.5, 24.5, 23.5, 26.5, 23.5, 22.0, 26.5, 27.5, 26.0, 22.0, 25.0, 24.0, 24.0, 24.5, 24.5, 21.0, 22.5, 25.0, 22.0, 22.0],
    "cargobike": [24.0, 27.5, 22.5, 24.5, 23.5, 23.0, 25.0, 22.5, 24.5, 23.5, 23.5, 23.5, 23.5, 22.0, 22.0, 25.0, 24.5, 21.5, 21.5, 20.5, 24.0, 20.0, 24.0],
    "islandtrip": [26.0, 23.5, 24.5, 23.5, 27.0, 22.5, 27.0, 23.0, 23.0, 24.0, 21.5, 24.0, 24.5, 25.5, 24.0, 20.5, 27.0, 21.0, 27.5, 22.5, 22.5, 23.0, 22.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
