"""Scripts of the "blind16" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and
speaker name box) and 24 questions whose evidence is given as slide indexes:

- foodbank:    the filmed Saturday volunteer briefing (and shift) at Brindle Street Food Bank, Aldermoor
- wallpaper:   a decorating channel's tutorial: hanging a patterned feature wall in a back bedroom
- detectorist: a metal-detecting vlog from a permission day on Upper Hendre Farm, near Clunford

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits
(a few slides spell a number out instead). Each slide's length ("dur") is filled in from DURS at the
end of this file; those lengths were measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# counter box, beside the speaker's name box at the bottom of the slide
CX, CY, CW, CH = 840, 580, 400, 58


def counter(text, colour="#cfe8ff"):
    return (CX, CY, CW, CH, colour, text)


# ================================================================ foodbank
PRIYA = ("en-gb+f3", "Priya Raman, shift coordinator")
DOUGIE = ("en-gb-scotland+m3", "Dougie Fairbairn, warehouse lead")
TOMASZ = ("en-us+m4", "Tomasz Wrona, new volunteer")


def fb(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Agenda done: %d of 5" % done, "#ffe0b3")], "say": say}


FOODBANK = {
    "name": "foodbank",
    "footer": "Brindle Street Food Bank · Aldermoor · Saturday briefing, filmed for the volunteer rota",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        fb(PRIYA, "#2f4858", "Saturday Briefing at Brindle Street",
           ["Brindle Street Food Bank, Aldermoor", "Volunteers in today: 11",
            "Doors open to clients: 10:00 to 13:00", "Shift coordinator: Priya Raman"], 0,
           "Morning everyone, and morning to anyone watching this later. I'm Priya, the shift "
           "coordinator. We film the Saturday briefing so that people on the rota who couldn't come "
           "in can catch up. There are eleven of us here today, and the doors open at ten, so let's "
           "keep it quick."),
        # 1
        fb(TOMASZ, "#f4efe6", "A new face",
           ["Tomasz Wrona", "First Saturday shift", "Induction: Wednesday evening",
            "Background check: cleared"], 0,
           "Hi, I'm Tomasz, and this is my first Saturday. During the week I drive the number nine "
           "bus, and I kept seeing the queue outside this hall from my cab, so one day I finally came "
           "in and asked what I could do. I did my induction on Wednesday evening, so at least I know "
           "where the kettle is."),
        # 2
        fb(PRIYA, "#fffdf2", "This morning's agenda (whiteboard)",
           ["1. Last week's numbers", "2. Stock and deliveries", "3. Lifting and safety",
            "4. Christmas hampers", "5. Roles for today"], 0,
           "Here's the whiteboard. Five things: last week's numbers, stock and deliveries, lifting "
           "and safety, the Christmas hampers, and then who's doing what today. We won't be taking "
           "them in that order, though. Dougie has to go out and meet the supermarket van, so he's "
           "going first, with both of his items."),
        # 3
        fb(DOUGIE, "#e6eef2", "Stock and deliveries",
           ["Hollings supermarket van: due 10:30", "Running short: UHT milk, tinned fish, toiletries",
            "Plenty of: pasta, baked beans, cereal"], 0,
           "Right, stock. The van from Hollings comes at half ten with whatever they couldn't sell "
           "yesterday. We're drowning in pasta and beans, but short of long life milk, tinned fish "
           "and toiletries. And before anything else, somebody has wedged the fire door open "
           "with a crate of baked beans. Shift it, please."),
        # 4
        fb(DOUGIE, "#e6eef2", "Checking donations",
           ["Past its use-by date: bin it", "Past best-before: OK for up to 3 months",
            "No glass jars in parcels", "Dented tins: OK unless the seam is dented"], 1,
           "Every donation gets its dates checked. Anything past its use by goes straight in the bin, "
           "no arguments. Best before is more forgiving. And we never put glass jars in a parcel, "
           "because a lot of our clients walk home with carrier bags, and one broken jar of pasta "
           "sauce ruins everything else in the bag."),
        # 5
        fb(DOUGIE, "#fbe3e3", "Lifting and safety",
           ["Most anyone lifts alone: 15 kg", "Bend your knees, not your back",
            "Use the sack truck for crates", "Fire door: keep shut at all times"], 1,
           "Lifting, since I've got the bad back to prove it. Nobody lifts more than fifteen kilos on "
           "their own, which is about one full crate of tins. Bend your knees, keep it close, and use "
           "the sack truck. And now the fire exit is propped open again, this time with a sack of "
           "potatoes. That's a fire door. It stays shut."),
        # 6
        fb(DOUGIE, "#fbe3e3", "Why the fire door matters",
           ["A fire door holds back smoke for 30 minutes", "Alarmed after 6 pm",
            "Found wedged open: insurance not valid"], 2,
           "People keep asking why I go on about that door. A fire door holds back the smoke and the "
           "flames long enough for everyone in the hall to get out. Propped open, it does nothing. "
           "Our insurer has also told us, in writing, that if it's found wedged open we're not "
           "covered. Right, I'm off to meet the van."),
        # 7
        fb(PRIYA, "#fffdf2", "Last week's numbers",
           ["Households helped: 121", "People fed: 298, of them 104 children",
            "New referrals: 17", "Busiest week since March"], 2,
           "Thanks Dougie. So, last week's numbers. We gave parcels to a hundred and twelve "
           "households. Sorry, I've got that back to front, it's a hundred and twenty one households, "
           "our busiest week since March. And about a third of the people we fed were children."),
        # 8
        fb(PRIYA, "#fffdf2", "How referrals work",
           ["Referred by: GP, school, Citizens Advice, housing officer",
            "Each referral: up to 3 parcels in 6 months", "One parcel: 3 days of food"], 3,
           "For Tomasz and anyone else who's new: people come to us with a referral, from their "
           "doctor, a school, Citizens Advice or a housing officer. A parcel is three days of food. We "
           "don't ask anyone to prove anything at the door, because the referral has already done "
           "that, and nobody should have to tell their story twice."),
        # 9
        fb(TOMASZ, "#f4efe6", "Roles for today",
           ["Welcome desk: Priya, Grace", "Tea and chat: Malcolm, Ifeoma",
            "Packing tables: Tomasz, Joan, Sam, Ruth, Ade", "Warehouse and van: Dougie"], 3,
           "Roles. Priya has put me on packing table four, with Joan, who has done this for nine years "
           "and apparently knows every shelf by heart. I was hoping for the tea table, because I make "
           "a very good cup of tea, but I'm told that has to be earned."),
        # 10
        fb(PRIYA, "#eaf4e4", "Layout of the hall",
           ["Table 1: tins and dry goods", "Table 2: breakfast and drinks",
            "Table 3: fresh and chilled", "Table 4: toiletries and baby things",
            "Tea corner: by the stage"], 4,
           "This is how the hall is laid out. Clients come in at the welcome desk, get a cup of tea if "
           "they want one, and then a volunteer walks round the tables with them. We used to hand over "
           "a bag that was already packed. Now people choose, because it cuts waste, and it feels a "
           "lot less like charity."),
        # 11
        fb(TOMASZ, "#f4efe6", "No cameras once the doors open",
           ["No photos in the hall while clients are in", "No client names in messages or posts",
            "Filming: before opening only"], 4,
           "I asked Priya why we only film before the doors open. She said nobody should ever end up "
           "on social media because they needed food. So no photos while clients are in, and no names "
           "in the group chat. Oh no. I've just kicked a doorstop under the fire door to "
           "get the trolley through. Sorry, Dougie."),
        # 12
        fb(PRIYA, "#e9e4f5", "Christmas hampers",
           ["Hamper packing day: Saturday 16 December", "Hampers planned: 150",
            "Hamper lead: Bernie", "Wanted: selection boxes"], 4,
           "Bernie's here at last. Her bus was late, and hampers are her baby, which is why we kept "
           "them till the end. Hamper packing is Saturday the ninth of December. No, Bernie's shaking "
           "her head, it's the sixteenth, the ninth is the school fair. We're planning a hundred and "
           "fifty hampers."),
        # 13
        fb(PRIYA, "#e9e4f5", "What goes in a hamper",
           ["Christmas pudding or cake", "A selection box for each child",
            "Tinned ham or a veggie option", "£10 supermarket voucher",
            "Card made by Aldermoor Primary"], 5,
           "Every hamper gets a pudding or a cake, a selection box for every child in the house, a tin "
           "of ham or a veggie option, and a supermarket voucher so families can buy something fresh. "
           "The children at Aldermoor Primary are making the cards again. Last year one card just "
           "said, please enjoy your ham."),
        # 14
        fb(PRIYA, "#fffdf2", "Any other business",
           ["Walk-in freezer: repaired on Tuesday", "Freezer must read -18 °C or colder",
            "One parcel bought at full price: £18.40", "Tea rota: on the noticeboard"], 5,
           "Any other business. The walk in freezer was repaired on Tuesday, so frozen food is back. "
           "Check the thermometer on the door every hour and write it on the sheet. And a reminder of "
           "why every donation matters: if we had to buy a whole parcel at full price, it would cost us "
           "about eighteen pounds."),
        # 15
        fb(PRIYA, "#2f4858", "Doors open",
           ["Opened: 10:00", "Queue at opening: 23 people", "Longest wait: 25 minutes"], 5,
           "We opened at ten on the dot. The queue went down to the bus stop, which Tomasz says he sees "
           "from his cab most Saturdays. Malcolm and Ifeoma did the teas, and nobody waited longer than "
           "half an hour. That's still too long, so next week we'll try a second welcome desk."),
        # 16
        fb(DOUGIE, "#e6eef2", "The van's in",
           ["Hollings delivery: 9 crates", "Bread: 40 loaves", "Yoghurts: use-by today",
            "UHT milk: none"], 5,
           "The van's in. Late, of course, it was nearly quarter to eleven. Lots of bread, which is "
           "going out on the welcome desk, and yoghurts that have to go today. No milk at all, so if "
           "anyone passes a shop on their break, long life milk is the thing we need most."),
        # 17
        fb(TOMASZ, "#f4efe6", "Packing with Joan",
           ["Joan's rule: ask, don't guess", "Most asked for: nappies, size 5",
            "Toothpaste ran out: 11:40"], 5,
           "Joan's one rule is ask, don't guess. You don't assume someone wants nappies just because "
           "they've got a buggy with them. By twenty to twelve we had run out of toothpaste, and I had "
           "to say sorry to a lot of people. Honestly, that was the hardest part of the morning."),
        # 18
        fb(DOUGIE, "#e6eef2", "Doors shut",
           ["Households helped today: 64", "Volunteer hours given: 38",
            "Bread left over: 6 loaves, to the night shelter"], 5,
           "That's the doors shut. Sixty four households today, which is a lot for the first half of "
           "the month. The leftover bread is going to the night shelter on Cable Street, and I'm "
           "taking it round in my car. And thank you to whoever finally fixed the wobbly wheel on the "
           "sack truck."),
        # 19
        fb(TOMASZ, "#f4efe6", "Tomasz's verdict",
           ["Feet: destroyed", "Tea table: not yet earned", "Next shift: Saturday 2 December"], 5,
           "My verdict? My feet hurt more than after a double shift on the bus. The best bit was an old "
           "man who came back to my table just to say his granddaughter loved the shampoo. I'm down "
           "for another Saturday in a fortnight. I still haven't been allowed near the tea."),
        # 20
        fb(PRIYA, "#fffdf2", "A question from the rota sheet",
           ["Can volunteers bring their children?", "Under 16s: with a parent, warehouse only",
            "Duke of Edinburgh volunteers: welcome"], 5,
           "A question left on the rota sheet: can volunteers bring their children? Yes, if they're "
           "with a parent, but under sixteens work in the warehouse, not the hall. We've had some "
           "brilliant teenagers doing their Duke of Edinburgh award with us, and most of them stayed "
           "on afterwards."),
        # 21
        fb(DOUGIE, "#e6eef2", "Warehouse: last jobs",
           ["Crates: stacked 4 high at most", "Freezer sheet: signed",
            "Lights off and alarm set: Dougie"], 5,
           "Last jobs in the warehouse. Crates never go more than four high, because the bottom one "
           "gives way and the whole stack comes down on somebody. The freezer sheet is signed, and "
           "I'll set the alarm on my way out. The fire door is shut, and it's staying shut."),
        # 22
        fb(PRIYA, "#2f4858", "Thank you",
           ["Thank you to all 11 volunteers", "Food donations: side door, Mon to Fri, 9 am to 5 pm",
            "Most needed: UHT milk, tinned fish, toiletries"], 5,
           "Thank you, all of you. If you'd like to give food rather than time, we take donations at "
           "the side door on weekdays, during office hours. Long life milk, tinned fish and "
           "toiletries, please. Not more pasta. We have enough pasta to last until the summer."),
        # 23
        fb(PRIYA, "#2f4858", "Next week on the channel",
           ["Supermarket collection weekend", "Hollings, Aldermoor Retail Park",
            "Friday 24 and Saturday 25 November"], 5,
           "Next week the channel follows our supermarket collection weekend at Hollings on the retail "
           "park, when we stand by the tills with trolleys for two whole days. If you can spare an "
           "hour, put your name on the sheet by the door. Have a good weekend, everyone."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "What is this video about?",
         "para": ["so whats going on in this one",
                  "Which of these best describes the recording as a whole?"],
         "cands": ["A food bank's Saturday volunteer briefing and shift",
                   "A supermarket collection weekend for a food bank",
                   "Packing Christmas hampers at a primary school",
                   "A bus driver's first week on a new route"],
         "answer": "A food bank's Saturday volunteer briefing and shift"},
        {"n": 2, "type": "count", "ev": [3, 5, 11],
         "q": "The fire door gets propped open during the video. How many times in all?",
         "para": ["fire door wedged open how many times",
                  "Count the occasions on which the fire exit got held open with something. What's the total?"],
         "cands": None, "answer": "three times"},
        {"n": 3, "type": "order", "ev": [2, 3],
         "q": "Which agenda item did they actually deal with first?",
         "para": ["first thing on the agenda they really talked about?",
                  "Last week's numbers are at the top of the whiteboard. Which item was in fact taken first?"],
         "cands": ["Stock and deliveries", "Last week's numbers", "Lifting and safety",
                   "Roles for today"],
         "answer": "Stock and deliveries"},
        {"n": 4, "type": "order", "ev": [12, 13],
         "q": "which part of the agenda did they leave until the very end",
         "cands": None, "answer": "Christmas hampers"},
        {"n": 5, "type": "correction", "ev": [7],
         "q": "How many households got help from the food bank last week?",
         "para": ["last weeks household total?",
                  "Priya gets one figure muddled and then puts it right. What's the correct number of households for last week?"],
         "cands": None, "answer": "121"},
        {"n": 6, "type": "correction", "ev": [12],
         "q": "When's the hamper packing day?",
         "cands": ["Saturday 16 December", "Saturday 9 December", "Saturday 2 December",
                   "Saturday 25 November"],
         "answer": "Saturday 16 December"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Why did Priya change the order of the agenda?",
         "para": ["how come dougie got to go first",
                  "What was the reason for not following the whiteboard order at the start of the briefing?"],
         "cands": None, "answer": "Dougie had to go out and meet the supermarket van"},
        {"n": 8, "type": "why", "ev": [4],
         "q": "What's the problem with putting glass jars in a parcel?",
         "cands": ["Clients often walk home with carrier bags and a broken jar ruins the rest",
                   "Jars push a crate over the 15 kg lifting limit",
                   "The supermarket refuses to donate anything in glass",
                   "Jars usually go past their use-by date too quickly"],
         "answer": "Clients often walk home with carrier bags and a broken jar ruins the rest"},
        {"n": 9, "type": "why", "ev": [12],
         "q": "why were the hampers kept till last",
         "cands": None, "answer": "Bernie's bus was late"},
        {"n": 10, "type": "why", "ev": [11],
         "q": "Tomasz asks why they only film before opening. What's Priya's answer?",
         "cands": None, "answer": "Nobody should end up on social media for needing food"},
        {"n": 11, "type": "needle_screen", "ev": [7],
         "q": "new referrals last week?",
         "cands": None, "answer": "17"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "For how long after its best-before date can food still be handed out?",
         "cands": ["Up to 3 months", "Up to 3 days", "Up to 6 months", "Not at all"],
         "answer": "Up to 3 months"},
        {"n": 13, "type": "speech_and_screen", "ev": [9, 10],
         "q": "What sort of things are on the table Tomasz was put on?",
         "cands": None, "answer": "Toiletries and baby things"},
        {"n": 14, "type": "quantity", "ev": [5],
         "q": "What's the heaviest load a volunteer should lift alone?",
         "cands": ["15 kg", "50 kg", "5 kg", "25 kg"],
         "answer": "15 kg"},
        {"n": 15, "type": "quantity", "ev": [14],
         "q": "if they had to buy a whole parcel at full price, what would it come to",
         "cands": None, "answer": "£18.40"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "One parcel is meant to cover how many days?",
         "cands": ["Three days", "A week", "A fortnight", "One day"],
         "answer": "Three days"},
        {"n": 17, "type": "spoken_fact", "ev": [1],
         "q": "What's Tomasz's weekday job?",
         "cands": ["He drives a bus", "He's a student nurse", "He works at the Hollings supermarket",
                   "He teaches at Aldermoor Primary"],
         "answer": "He drives a bus"},
        {"n": 18, "type": "who", "ev": [2, 6, 16],
         "q": "Who went out to meet the supermarket van?",
         "cands": ["Dougie", "Priya", "Tomasz", "Bernie"],
         "answer": "Dougie"},
        {"n": 19, "type": "who", "ev": [9, 17],
         "q": "who was tomasz packing alongside",
         "cands": None, "answer": "Joan"},
        {"n": 20, "type": "right_before_after", "ev": [7, 8],
         "q": "Straight after going through last week's figures, what did Priya explain?",
         "cands": ["How referrals work", "What goes in a Christmas hamper",
                   "How the hall is laid out", "How to lift safely"],
         "answer": "How referrals work"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "What will next week's video cover?",
         "cands": None, "answer": "The supermarket collection weekend at Hollings"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "what is bernie's surname",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did Tuesday's freezer repair cost?",
         "cands": ["£18.40", "£10", "£64", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Altogether, how many volunteers are on Brindle Street's rota?",
         "cands": ["11", "38", "150", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ wallpaper
HATTIE = ("en-gb-x-rp+f5", "Hattie Brannigan, decorator")
JONAH = ("en-gb+m7", "Jonah Brannigan, apprentice")
SUNITA = ("en-us+f2", "Sunita Mehra, homeowner")


def wp(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Steps done: %d of 5" % done, "#d9f2e6")], "say": say}


WALLPAPER = {
    "name": "wallpaper",
    "footer": "Hang It Straight · decorating tutorials with Hattie Brannigan · episode 41",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        wp(HATTIE, "#334e46", "Hanging a Patterned Feature Wall",
           ["Hang It Straight, with Hattie Brannigan", "Today: Sunita's back bedroom",
            "Paper: 'Hedgerow', sage green", "Wall: 3.4 m wide, 2.4 m high"], 0,
           "Hello, and welcome back to Hang It Straight. I'm Hattie, I've been a decorator for twenty "
           "two years, and today we're hanging a patterned feature wall in Sunita's back bedroom. If "
           "you've never hung wallpaper before, this one's for you, because we'll make the mistakes "
           "so that you don't have to."),
        # 1
        wp(SUNITA, "#f7f1e8", "The homeowner",
           ["Sunita Mehra", "Rolls bought: 7", "Each roll: 10.05 m x 53 cm",
            "Price: £29.99 a roll"], 0,
           "Hi, I'm Sunita. It's my house, and it was my idea, so if this goes wrong it's my fault. I "
           "fell in love with this paper in the shop and bought six rolls. Sorry, seven, Hattie made "
           "me go back for another one because of the pattern. They were twenty nine ninety nine "
           "each, so I'm watching very closely."),
        # 2
        wp(HATTIE, "#fffaf0", "The five steps",
           ["1. Strip the old paper", "2. Fill and sand", "3. Size the wall",
            "4. Measure and cut the drops", "5. Paste and hang"], 0,
           "These are the five steps I'd normally follow. Strip the old paper, fill and sand, size the "
           "wall, measure and cut your drops, and then paste and hang. Today we're going to do one of "
           "them out of turn, and I'll tell you why in a minute. Everything else stays where it is."),
        # 3
        wp(HATTIE, "#fffaf0", "Check the batch numbers",
           ["Batch number: on every roll's label", "6 rolls: batch B4471",
            "1 roll: batch B4468", "Different batch = slightly different shade"], 0,
           "First job, before anything else, read the labels. Every roll has a batch number, and rolls "
           "from different batches can be a slightly different shade. Sunita spotted that one of her "
           "seven doesn't match the others. The shop shuts at noon on a Saturday, so we're measuring "
           "and cutting the drops right now, to see if it shows."),
        # 4
        wp(JONAH, "#eef3f8", "Measure and cut",
           ["Drop length = wall height + 10 cm", "Pattern repeat: 53 cm", "Drops needed: 7",
            "Cut on the pasting table, pattern side up"], 0,
           "I'm Jonah, Hattie's apprentice, and also her nephew, so I can't be sacked. Each drop is "
           "the height of the wall plus ten centimetres, five at the top and five at the bottom, for "
           "trimming. This paper has a big pattern repeat, so every drop has to line up with the last "
           "one, and you lose a bit each time."),
        # 5
        wp(HATTIE, "#fffaf0", "The odd roll out",
           ["Roll B4468 laid beside B4471", "Verdict: visibly paler",
            "Jonah: to the shop to swap it"], 1,
           "Side by side on the table, you can see it. The odd roll is paler, especially the leaves. "
           "Hung in the middle of the wall it would look like a stripe. So Jonah is off to the shop to "
           "swap it before they close, and while he's gone, we strip."),
        # 6
        wp(SUNITA, "#f7f1e8", "Stripping the old paper",
           ["Steamer: about 10 minutes to heat up", "Hold the plate on for 20 to 30 seconds",
            "Scrape at a low angle"], 1,
           "Stripping. Hattie's steamer took about ten minutes to heat up, which is exactly the time "
           "it takes to make a cup of tea. You hold the plate on the wall for twenty seconds or so, "
           "then scrape. Under the old woodchip somebody had written in pencil, nineteen eighty four, "
           "the Johnsons. I've left that bit for now."),
        # 7
        wp(HATTIE, "#fbe9e7", "Safety: switches and sockets",
           ["Power off at the consumer unit", "Loosen switch plates, don't remove them",
            "Never steam over a socket"], 1,
           "Before we go anywhere near the light switch, the power goes off at the consumer unit, the "
           "fuse box. Steam and electricity don't mix, and water runs down behind the plate. Later on "
           "we'll loosen the switch plate and tuck the paper in behind it, which looks much neater "
           "than cutting round it."),
        # 8
        wp(JONAH, "#eef3f8", "Back from the shop",
           ["Swapped: 1 roll, B4468 for B4471", "The shop's last roll from that batch",
            "Back at: 11:52"], 2,
           "Back, with eight minutes to spare before the shop shut. They had exactly one roll left "
           "from the right batch. The man behind the counter said it happens all the time, and that "
           "most people only notice once the paper's on the wall. Meanwhile the stripping is done."),
        # 9
        wp(HATTIE, "#fffaf0", "Fill and sand",
           ["Filler: ready-mixed, lightweight", "Leave it slightly proud, sand it flush",
            "Drying time: about 2 hours"], 2,
           "Now we fill the cracks. Push the filler in, leave it a touch proud of the wall, and sand "
           "it flat once it's dry. That takes about two hours, so this is where the magic of video "
           "comes in. Run your hand over it afterwards. If you can feel a bump, you'll see it through "
           "the paper."),
        # 10
        wp(JONAH, "#eef3f8", "Sizing the wall",
           ["Size = watered-down paste", "Roll it on, leave 1 hour",
            "Stops bare plaster soaking up paste"], 3,
           "Sizing. You roll a thin coat of watered down paste over the whole wall and let it dry. It "
           "stops the bare plaster drinking the paste out of your paper, and it lets you slide each "
           "drop about to match the pattern. I mixed the paste, then sent the bucket skidding across "
           "the dust sheet with my foot. Most of it stayed in."),
        # 11
        wp(HATTIE, "#fffaf0", "Draw a plumb line first",
           ["Measure out from the corner: 51 cm", "Draw a vertical line in pencil",
            "Never trust a corner"], 4,
           "The most important line in wallpapering is the one you draw yourself. Measure out from the "
           "corner a little less than the width of a roll, and draw a truly vertical line with a plumb "
           "bob or a level. Never hang your first drop against the corner, because no corner in any "
           "house in Britain is straight."),
        # 12
        wp(JONAH, "#eef3f8", "Pasting",
           ["Paste the paper, not the wall", "Fold paste to paste ('booking')",
            "Soak time: 8 minutes, the same for every drop"], 4,
           "This one is paste the paper, so check your label. Brush from the middle out to the edges, "
           "fold it pasted side to pasted side, which is called booking, and let it soak for five "
           "minutes. Hattie says no, eight, it's on the label. Every drop gets the same time, or they "
           "all stretch differently."),
        # 13
        wp(HATTIE, "#fffaf0", "The first drop",
           ["Leave 5 cm onto the ceiling", "Slide the edge onto the pencil line",
            "Smooth from the middle outwards"], 4,
           "First drop. Hold it at the top with a little overlap onto the ceiling, slide it until the "
           "edge sits exactly on the pencil line, then brush from the middle outwards to push the air "
           "out. And over goes the paste bucket, tipped by Jonah's size eleven boot. Dust sheets, "
           "everybody. Always dust sheets."),
        # 14
        wp(SUNITA, "#f7f1e8", "Matching the pattern",
           ["Drop 2: match the leaves at eye level", "Butt the edges, never overlap",
            "Seam roller: light pressure only"], 4,
           "I hung the second drop myself, with Hattie watching. You match the pattern at eye level, "
           "because that's where people look, and push the edges together so they only just touch. "
           "Don't overlap them. Then a seam roller, gently, or you get a shiny line all the way down "
           "the join."),
        # 15
        wp(JONAH, "#eef3f8", "Trimming",
           ["Crease along the ceiling with the back of the scissors",
            "Peel back, cut on the crease, brush back", "Snap off a new blade every 2 drops"], 4,
           "Trimming. Run the back of the scissors along the ceiling line to make a crease, peel the "
           "paper back, cut along the crease and brush it back into place. If you use a knife, keep "
           "snapping off a fresh blade. A blunt one doesn't cut wet paper, it tears it."),
        # 16
        wp(HATTIE, "#fbe9e7", "The light switch",
           ["Power: still off", "Hang over the switch, cut a small cross",
            "Trim to just inside the plate, then tighten it"], 4,
           "The light switch. Power's still off. Hang the paper straight over it, cut a small cross "
           "where the switch is, trim it so it tucks just inside the plate, and tighten the screws back "
           "up. Jonah did this one, and it's the neatest switch I've ever seen him do."),
        # 17
        wp(SUNITA, "#f7f1e8", "Five drops up",
           ["Drops hung: 5 of 7", "Time so far: 6 hours"], 4,
           "Five drops up, and it's starting to look like a wall instead of a building site. Also, "
           "Jonah has just put his foot straight into the paste bucket. Right in it. He's hopping out "
           "to the garden in one sock, and Hattie is laughing too much to help."),
        # 18
        wp(HATTIE, "#fffaf0", "The last drop",
           ["Last drop: cut down its length to fit", "Wrap 1 cm round the corner",
            "Wipe paste off the ceiling with a damp sponge"], 5,
           "The last drop goes into the corner, so it's cut down its length to fit, with a centimetre "
           "wrapped round onto the next wall. Then wipe any paste off the ceiling and skirting with a "
           "damp sponge while it's still wet, because dried paste shows up shiny. And that's all five "
           "steps done."),
        # 19
        wp(SUNITA, "#f7f1e8", "Sunita's verdict",
           ["Rolls used: six and a bit", "Spare roll: keep it", "Total time: 7 hours"], 5,
           "I love it. It's better than the picture in the shop. We used just over six rolls, and "
           "Hattie says to keep the spare, because if the dog ever scratches the wall, I'll never find "
           "that batch again. After this morning, I completely believe her."),
        # 20
        wp(JONAH, "#eef3f8", "Cleaning up",
           ["Brushes and seam roller: warm soapy water", "Rinse the bucket before the paste sets",
            "Leftover paste: keeps 2 days with the lid on"], 5,
           "Clean up while the paste is still wet. Brushes and the seam roller go in warm soapy water, "
           "and rinse the bucket out before the paste sets, or you'll be chipping it out next week. "
           "Leftover paste keeps for a couple of days, if you put the lid on."),
        # 21
        wp(SUNITA, "#f7f1e8", "What it cost",
           ["Paper: 7 rolls at £29.99", "Paste and size: £11.50", "Filler and sandpaper: £8.25",
            "Materials in total: £229.68"], 5,
           "People always ask what it cost. The paper was the big one, obviously. Add the paste, the "
           "filler and the sandpaper, and the materials came to just under two hundred and thirty "
           "pounds. What I'm paying Hattie is between me and her."),
        # 22
        wp(HATTIE, "#334e46", "The short version",
           ["Check batch numbers first", "Draw your own vertical line",
            "Same soak time for every drop", "Dust sheets. Always."], 5,
           "So, the short version. Check your batch numbers before you cut anything. Draw your own "
           "vertical line and ignore the corner. Give every drop the same soak time. And put dust "
           "sheets down, especially if you've got an apprentice with big feet."),
        # 23
        wp(HATTIE, "#334e46", "Next time on Hang It Straight",
           ["Painting a panelled door", "No drips, no brush marks", "Out next Friday"], 5,
           "That's it for today. Thank you to Sunita for letting us loose in her bedroom, and to "
           "Jonah's socks. Next time we're painting a panelled door, in the right order, so that you "
           "don't end up with drips and brush marks all over it. See you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "What's this video showing?",
         "para": ["whats the video about basically",
                  "Pick the description that fits the main content of this video."],
         "cands": ["A decorator showing how to hang a patterned feature wall",
                   "How to paint a panelled door without drips",
                   "A couple choosing wallpaper in a shop",
                   "Stripping woodchip paper from a whole house"],
         "answer": "A decorator showing how to hang a patterned feature wall"},
        {"n": 2, "type": "count", "ev": [10, 13, 17],
         "q": "How many mishaps does Jonah have with the paste bucket?",
         "para": ["jonah vs the bucket, how many times",
                  "On how many separate occasions does Jonah's foot end up meeting the paste bucket?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [2, 3, 4],
         "q": "In practice, what was the opening step of the job?",
         "para": ["what did they start with",
                  "The list on screen begins with stripping the old paper. What was really done first?"],
         "cands": ["Measure and cut the drops", "Strip the old paper", "Size the wall",
                   "Fill and sand"],
         "answer": "Measure and cut the drops"},
        {"n": 4, "type": "order", "ev": [5, 6, 8],
         "q": "what was the second step they did on the day",
         "cands": None, "answer": "Stripping the old paper"},
        {"n": 5, "type": "correction", "ev": [1],
         "q": "How many rolls did Sunita buy?",
         "para": ["number of rolls bought?",
                  "Sunita gives a number of rolls and then corrects herself. Which figure is right?"],
         "cands": None, "answer": "7"},
        {"n": 6, "type": "correction", "ev": [12],
         "q": "After pasting, how long should each drop soak?",
         "cands": ["8 minutes", "5 minutes", "10 minutes", "2 hours"],
         "answer": "8 minutes"},
        {"n": 7, "type": "why", "ev": [3, 5],
         "q": "Cutting the drops came before stripping the wall. What was behind that?",
         "para": ["why do the cutting first",
                  "What made Hattie move measuring and cutting to the start?"],
         "cands": None,
         "answer": "To check the odd-batch roll before the shop shut at noon"},
        {"n": 8, "type": "why", "ev": [11],
         "q": "Why shouldn't the first drop go right up against the corner?",
         "cands": ["Corners are never straight", "The paper tears in corners",
                   "It wastes a whole roll", "Paste won't stick in a corner"],
         "answer": "Corners are never straight"},
        {"n": 9, "type": "why", "ev": [10],
         "q": "whats the point of sizing",
         "cands": None, "answer": "It stops the plaster soaking up the paste"},
        {"n": 10, "type": "why", "ev": [19],
         "q": "Hattie tells Sunita to keep the spare roll. For what reason?",
         "cands": ["She'd never find that batch again for a repair",
                   "The shop doesn't take returns",
                   "To paper a cupboard later on",
                   "Hattie wants it for another job"],
         "answer": "She'd never find that batch again for a repair"},
        {"n": 11, "type": "needle_screen", "ev": [0],
         "q": "What's the wallpaper design called?",
         "cands": None, "answer": "Hedgerow"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "pattern repeat on this paper?",
         "cands": ["53 cm", "10 cm", "10.05 m", "2.4 m"],
         "answer": "53 cm"},
        {"n": 13, "type": "speech_and_screen", "ev": [3, 5],
         "q": "What was the batch number on the roll that didn't match?",
         "cands": None, "answer": "B4468"},
        {"n": 14, "type": "quantity", "ev": [9],
         "q": "filler drying time?",
         "cands": ["About 2 hours", "About 8 minutes", "About 10 minutes", "Overnight"],
         "answer": "About 2 hours"},
        {"n": 15, "type": "quantity", "ev": [1, 21],
         "q": "what did sunita pay per roll",
         "cands": None, "answer": "£29.99"},
        {"n": 16, "type": "spoken_fact", "ev": [6],
         "q": "What was pencilled on the wall under the old woodchip?",
         "cands": ["1984, the Johnsons", "1948, the Johnsons", "1984, the Jacksons",
                   "Hedgerow, sage green"],
         "answer": "1984, the Johnsons"},
        {"n": 17, "type": "spoken_fact", "ev": [0],
         "q": "How long has Hattie been a decorator?",
         "cands": None, "answer": "22 years"},
        {"n": 18, "type": "who", "ev": [3],
         "q": "Who noticed that one roll came from a different batch?",
         "cands": ["Sunita", "Hattie", "Jonah", "The man in the shop"],
         "answer": "Sunita"},
        {"n": 19, "type": "who", "ev": [16],
         "q": "who papered round the light switch",
         "cands": None, "answer": "Jonah"},
        {"n": 20, "type": "right_before_after", "ev": [13, 14],
         "q": "Once the first drop was up, what happened next?",
         "cands": ["Sunita hung the second drop", "Jonah trimmed along the ceiling",
                   "They papered round the light switch", "They sized the wall"],
         "answer": "Sunita hung the second drop"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "What's the next episode going to be about?",
         "cands": None, "answer": "Painting a panelled door"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "How much does Hattie charge for a day's work?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the other three walls in the bedroom, what colour are they painted",
         "cands": ["Sage green", "White", "Pale grey", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What's the name of Sunita's dog?",
         "cands": ["Bramble", "Pepper", "Digby", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ detectorist
MAZ = ("en-029+f3", "Maz Holt, detectorist (Dig Deep)")
KWAME = ("en-us+m6", "Kwame Asante, detectorist")
ALUN = ("en-gb-x-gbcwmd", "Alun Pritchard, farmer")


def dd(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Fields searched: %d of 5" % done, "#f2e2c4")], "say": say}


DETECTORIST = {
    "name": "detectorist",
    "footer": "Dig Deep with Maz · metal-detecting vlog · Upper Hendre Farm, near Clunford",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        dd(MAZ, "#3d3522", "Dig Deep: Upper Hendre Farm",
           ["Dig Deep with Maz", "Permission day: Upper Hendre Farm",
            "Near Clunford, Shropshire", "With Kwame Asante and farmer Alun Pritchard"], 0,
           "Hiya, and welcome back to Dig Deep. I'm Maz, and today is a big one, because we've finally "
           "got permission on Upper Hendre Farm. It took three years of Christmas cards to get this. "
           "Kwame's here with me, as usual, and so is Alun, who owns the land."),
        # 1
        dd(ALUN, "#efe8d8", "The farmer",
           ["Alun Pritchard", "Farming Upper Hendre since 1989",
            "Permission: today, 9 am to 4 pm", "Rule: every hole filled back in"], 0,
           "I'm Alun. My family have farmed here for four generations, and people have been asking to "
           "go over it with those machines for years. Maz is the first one who asked nicely and didn't "
           "just turn up. My one rule: every hole gets filled back in, because a cow that puts her "
           "foot in a hole can break a leg."),
        # 2
        dd(MAZ, "#fdf9ee", "Today's fields (Alun's map)",
           ["1. Top Meadow (old pasture)", "2. Long Acre (barley stubble)",
            "3. Church Piece (ploughed)", "4. Well Field (pasture)",
            "5. The Dingle (old orchard)"], 0,
           "Here's Alun's plan of the farm. Five fields: Top Meadow, Long Acre, Church Piece, Well "
           "Field and the Dingle, which is the old orchard. We meant to start in Top Meadow, but the "
           "heifers are in there until Alun moves them at lunchtime, and I'm not arguing with a "
           "heifer."),
        # 3
        dd(KWAME, "#e6ecf0", "Kit check",
           ["Detector: £649", "Pinpointer: £89", "Spade, finds pouch, rubbish bag",
            "GPS app: log every find"], 0,
           "Kwame here, kit check. My detector cost about six hundred and fifty pounds, and the "
           "pinpointer another ninety. Plus a spade, a finds pouch and a rubbish bag, because we take "
           "away all the junk we dig up. Every find goes on the GPS app, so archaeologists know "
           "exactly where it came from."),
        # 4
        dd(MAZ, "#f3ecd2", "Long Acre",
           ["Long Acre: barley stubble", "Size: 20 acres", "Soil: light and stony"], 0,
           "Long Acre first, then. It's barley stubble, and Alun says it's twelve acres. Sorry, he's "
           "just corrected me, it's twenty. Twelve is Well Field. Stubble is good for detecting, "
           "because the ground has been turned over for years and things work their way up nearer "
           "the surface."),
        # 5
        dd(KWAME, "#e6ecf0", "First signals",
           ["Signal: good and repeatable", "Depth: 9 cm", "Find: large copper coin"], 0,
           "First proper signal of the day, and it's mine. And it's a ring pull off a fizzy drinks can. "
           "Straight into the rubbish bag, while Maz laughs at me. About ten minutes later Maz gets a "
           "lovely round signal, nine centimetres down, and out comes a big copper coin."),
        # 6
        dd(MAZ, "#f3ecd2", "A cartwheel penny",
           ["George III 'cartwheel' penny", "Date: 1797", "Weight: about 1 ounce"], 1,
           "It's a cartwheel penny, George the Third. The date is seventeen eighty seven. No, hang on, "
           "with the magnifier on it, it's seventeen ninety seven. They're huge, these, about an ounce "
           "of copper each. That's Long Acre done, and I'm a very happy woman."),
        # 7
        dd(ALUN, "#efe8d8", "Church Piece",
           ["Church Piece: ploughed", "Bank by the chapel: scheduled monument",
            "Keep 10 m away from the bank"], 1,
           "Church Piece next, the ploughed field by the chapel. There's an old bank along the top "
           "side, and that's a scheduled monument, so nobody goes near it with a detector. It's "
           "against the law, and I'd lose my farm payments if anybody did. Ten metres off, I told "
           "them."),
        # 8
        dd(MAZ, "#f3ecd2", "The buckle",
           ["Find: copper-alloy buckle", "Depth: 18 cm", "Possibly medieval: to be recorded"], 1,
           "Church Piece gave us the find of the morning. A buckle, copper alloy, with its little pin "
           "still on it, and I found it. I think it might be medieval, but that's not my call. It's "
           "going to the finds liaison officer, who records it for the national database. Kwame "
           "filled the hole in while I photographed it."),
        # 9
        dd(KWAME, "#e6ecf0", "Church Piece, finished",
           ["Rubbish so far: half a bag", "Rain forecast: 1 pm"], 2,
           "Church Piece is finished. My finds from that field: the tab off a can of pop, a horseshoe "
           "nail and a lot of mud. The forecast says rain by one o'clock, so we're heading for the "
           "Dingle, where at least the trees will keep some of it off us."),
        # 10
        dd(ALUN, "#efe8d8", "The Dingle",
           ["Old orchard: cider apples", "Planted by Alun's grandfather in 1931",
            "Last picked: the 1990s"], 2,
           "This is the Dingle, my grandad's orchard. He made cider down here, terrible stuff by all "
           "accounts, and half the village came to drink it anyway. Whatever people dropped under "
           "these trees after a night on that cider is probably still here."),
        # 11
        dd(KWAME, "#e6ecf0", "The thimble",
           ["Find: silver thimble", "Depth: 6 cm", "Hallmark: partly worn"], 2,
           "And it's my turn. A thimble, silver I think, only a few centimetres down among the roots. "
           "You can still see part of the hallmark. Maz keeps saying it's better than her buckle, and "
           "I'm going to remind her of that every day for the rest of her life."),
        # 12
        dd(MAZ, "#fdf9ee", "Treasure: the rules",
           ["Gold or silver over 300 years old: potential treasure",
            "Report it within 14 days of finding it", "Report to the coroner, via the FLO"], 3,
           "Quick word on the law, because people ask. If that thimble turns out to be more than three "
           "hundred years old, silver counts as potential treasure, and it has to be reported within "
           "two weeks. I'm seeing our finds liaison officer on the third of next month. No, the "
           "thirteenth, I've just checked my phone."),
        # 13
        dd(ALUN, "#efe8d8", "Lunch, and the heifers",
           ["Heifers moved to the bottom paddock", "Top Meadow: clear", "Rain: held off"], 3,
           "Lunch, and I've moved the heifers down to the bottom paddock, so Top Meadow is all theirs. "
           "Maz brought egg sandwiches, which I'll forgive her for. And the rain held off in the end, "
           "which is the first forecast all year that's been wrong in our favour."),
        # 14
        dd(KWAME, "#e6ecf0", "Top Meadow",
           ["Top Meadow: never ploughed", "Signals: deep and few", "Find: lead musket ball, 12 cm"], 3,
           "Top Meadow has never been ploughed, Alun reckons, so things sit deeper. First signal, and I "
           "honestly thought I'd cracked it. Nope. A bit of can, the little loop you pull to open it. "
           "Then, right by the gate, a lead musket ball, twelve centimetres down. That one's mine too."),
        # 15
        dd(MAZ, "#f3ecd2", "The musket ball",
           ["Lead musket ball, about 16 mm", "Not flattened: dropped, not fired",
            "Date: unknown"], 4,
           "That musket ball isn't flattened, so it was probably dropped, not fired. Alun says there "
           "was a skirmish down by the river in the Civil War, so it could be from then. It could also "
           "be a farmer with a gun two hundred years later. That's the honest answer with most finds."),
        # 16
        dd(ALUN, "#efe8d8", "Well Field",
           ["Well Field: 12 acres of pasture", "Old well: capped in 1974",
            "Keep off the capping stone"], 4,
           "Last field, Well Field, named after the old well in the middle of it. It's capped now, but "
           "please don't stand on the stone. My father capped it himself, and he was never the sort "
           "of man to follow the instructions."),
        # 17
        dd(MAZ, "#f3ecd2", "Right at the end",
           ["Find: lead cloth seal", "Depth: 14 cm", "Stamped with a crown"], 4,
           "Right at the end of the day, in Well Field, I got a lead cloth seal. They were clamped onto "
           "bales of cloth to show that the tax had been paid. This one has a little crown on it. Not "
           "treasure, but exactly the kind of thing that tells you the story of a place."),
        # 18
        dd(KWAME, "#e6ecf0", "Filling in",
           ["Holes dug today: 31", "Holes filled in: 31", "Rubbish taken away: 1 full bag"], 5,
           "That's all five fields. Every hole is filled in and trodden down, and Alun came round and "
           "checked. We took away a full bag of rubbish, including an old fence staple and what I think "
           "is half a tractor spring. The field is tidier than when we arrived."),
        # 19
        dd(MAZ, "#3d3522", "Today's finds",
           ["Cartwheel penny (1797) · Long Acre · 9 cm · Maz",
            "Buckle · Church Piece · 18 cm · Maz",
            "Silver thimble · The Dingle · 6 cm · Kwame",
            "Musket ball · Top Meadow · 12 cm · Kwame",
            "Cloth seal · Well Field · 14 cm · Maz"], 5,
           "Here's the day in finds. My favourite isn't even mine. It's Kwame's little thimble from "
           "the orchard, because somebody sat under those trees and sewed with it. The buckle goes to "
           "the finds liaison officer, and Alun gets first say on everything, because it's his land."),
        # 20
        dd(ALUN, "#efe8d8", "Alun's verdict",
           ["Finds agreement: split fifty-fifty", "First say on every find: Alun",
            "Next visit: after harvest"], 5,
           "Well, I expected them to find nothing but rubbish, and they found a bit of my family's "
           "history. If anything is ever worth money, we split it down the middle, that's the "
           "agreement. But I'd rather keep the thimble on the mantelpiece. My mother would have liked "
           "that."),
        # 21
        dd(KWAME, "#e6ecf0", "Cleaning your finds",
           ["Never scrub a coin", "Water and a soft brush only",
            "Bag each find, labelled with its GPS point"], 5,
           "Back home, the golden rule. Never scrub a coin, and never use anything stronger than water "
           "and a soft brush. You can knock a hundred pounds off a coin in ten seconds with a scouring "
           "pad. Every find goes in its own little bag, labelled with its GPS point."),
        # 22
        dd(MAZ, "#fdf9ee", "Your questions",
           ["Licence on private land: not needed", "Landowner's permission: always",
            "A beginner's detector: from about £250"], 5,
           "A couple of your questions from last week. Do you need a licence to detect? Not on private "
           "land, but you always need the landowner's permission, in writing if you can. And a first "
           "detector doesn't have to cost the earth. Kwame started with a second hand one from a friend."),
        # 23
        dd(MAZ, "#3d3522", "Next time on Dig Deep",
           ["Beach hunt after the winter storms", "Aberlleri Sands",
            "Saturday, low tide 7:40 am"], 5,
           "That's it from Upper Hendre. Thank you Alun, and thank you Kwame. Next week we're off to "
           "the beach after the storms, hunting the scoured sand at low tide, which means a very early "
           "alarm. And don't forget to fill your holes in. See you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "Broadly, what does this vlog show?",
         "para": ["what are they up to in this vid",
                  "In one line, what is the subject of this recording?"],
         "cands": ["A metal-detecting day on a farm, with the farmer along",
                   "A beach hunt after the winter storms",
                   "An archaeological dig on a scheduled monument",
                   "A farmer moving his heifers between fields"],
         "answer": "A metal-detecting day on a farm, with the farmer along"},
        {"n": 2, "type": "count", "ev": [5, 9, 14],
         "q": "Kwame keeps digging up ring-pulls. What's his tally by the end?",
         "para": ["kwame's can tabs - how many",
                  "How often did one of Kwame's signals turn out to be a bit of a drinks can?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [2, 4],
         "q": "Where did they start detecting?",
         "para": ["first field they swept?",
                  "Top Meadow is number one on Alun's map. Which field was really searched first?"],
         "cands": ["Long Acre", "Top Meadow", "Church Piece", "The Dingle"],
         "answer": "Long Acre"},
        {"n": 4, "type": "order", "ev": [16, 17, 18],
         "q": "and the last field of the day?",
         "cands": None, "answer": "Well Field"},
        {"n": 5, "type": "correction", "ev": [6],
         "q": "What year is on the cartwheel penny?",
         "para": ["date on the penny",
                  "Maz misreads the coin at first. What date does it really have?"],
         "cands": None, "answer": "1797"},
        {"n": 6, "type": "correction", "ev": [12],
         "q": "Maz has an appointment with the finds liaison officer. On what date?",
         "cands": ["The 13th of next month", "The 3rd of next month", "Within 14 days",
                   "After harvest"],
         "answer": "The 13th of next month"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Why didn't they begin in Top Meadow?",
         "para": ["why was top meadow left for later",
                  "What stopped the plan of detecting Top Meadow first?"],
         "cands": None, "answer": "The heifers were in it until lunchtime"},
        {"n": 8, "type": "why", "ev": [1],
         "q": "According to Alun, what could happen if a hole isn't filled back in?",
         "cands": ["A cow could break a leg in it", "His tractor could get stuck in it",
                   "He could be fined under the treasure rules", "Rain could wash the soil away"],
         "answer": "A cow could break a leg in it"},
        {"n": 9, "type": "why", "ev": [9],
         "q": "what made them go to the dingle after church piece",
         "cands": None, "answer": "Rain was forecast and the trees would keep some off"},
        {"n": 10, "type": "why", "ev": [7],
         "q": "Detecting near the old bank in Church Piece is off limits. Why?",
         "cands": ["It's a scheduled monument", "It's part of the churchyard",
                   "The heifers graze there", "It could collapse on someone"],
         "answer": "It's a scheduled monument"},
        {"n": 11, "type": "needle_screen", "ev": [16],
         "q": "what year did the old well get capped",
         "cands": None, "answer": "1974"},
        {"n": 12, "type": "needle_screen", "ev": [18],
         "q": "How many holes did they dig altogether?",
         "cands": ["31", "5", "14", "18"],
         "answer": "31"},
        {"n": 13, "type": "speech_and_screen", "ev": [11, 19],
         "q": "how deep down was maz's favourite find",
         "cands": None, "answer": "6 cm"},
        {"n": 14, "type": "quantity", "ev": [12],
         "q": "Within what time must possible treasure be reported?",
         "cands": ["14 days", "30 days", "3 months", "7 days"],
         "answer": "14 days"},
        {"n": 15, "type": "quantity", "ev": [3],
         "q": "What did Kwame's detector cost him?",
         "cands": None, "answer": "£649"},
        {"n": 16, "type": "spoken_fact", "ev": [0],
         "q": "Getting permission on this farm took Maz how long?",
         "cands": ["Three years", "Three months", "Four generations", "Since 1989"],
         "answer": "Three years"},
        {"n": 17, "type": "spoken_fact", "ev": [10],
         "q": "what did alun's grandad make in the orchard",
         "cands": None, "answer": "Cider"},
        {"n": 18, "type": "who", "ev": [14, 19],
         "q": "The musket ball: whose find was it?",
         "cands": ["Kwame", "Maz", "Alun", "Alun's father"],
         "answer": "Kwame"},
        {"n": 19, "type": "who", "ev": [8, 19],
         "q": "Who found the buckle?",
         "cands": None, "answer": "Maz"},
        {"n": 20, "type": "right_before_after", "ev": [13, 14],
         "q": "Where did they go detecting straight after lunch?",
         "cands": ["Top Meadow", "Well Field", "The Dingle", "Church Piece"],
         "answer": "Top Meadow"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "What's coming up in the next Dig Deep video?",
         "cands": None, "answer": "A beach hunt after the winter storms"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the finds liaison officer called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "how much is the silver thimble worth",
         "cands": ["£649", "£89", "£50", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How many acres is Top Meadow?",
         "cands": ["20", "12", "31", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [FOODBANK, WALLPAPER, DETECTORIST]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (3.0-6.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "foodbank": [22.0, 25.5, 25.5, 28.0, 24.5, 25.0, 25.5, 23.5, 25.0, 23.5, 24.0, 27.5, 24.5, 24.0, 25.0, 23.5, 20.0, 24.5, 22.0, 24.5, 23.5, 20.0, 24.5, 21.5],
    "wallpaper": [24.0, 27.5, 24.0, 25.0, 26.5, 21.5, 25.0, 25.5, 21.0, 26.0, 26.5, 21.5, 27.0, 24.5, 22.0, 23.5, 21.5, 24.5, 23.5, 21.0, 23.0, 21.0, 20.0, 21.5],
    "detectorist": [24.0, 25.5, 21.5, 27.5, 24.0, 25.5, 23.5, 22.0, 27.0, 21.5, 20.0, 22.5, 24.5, 23.0, 26.5, 21.5, 21.5, 22.0, 21.0, 24.5, 22.0, 25.5, 23.5, 21.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
