"""Scripts of the "blind30" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- towerabseil: a parish church's sponsored abseil down its tower to pay for a new roof (the vicar,
               the rope access instructor, the oldest abseiler, a first aider, a boy from the youth
               group, the churchwarden who keeps the money)
- tipmonday:   a town's household recycling centre, the tip, on a bank holiday Monday (the site
               supervisor, the metal and electricals operative, a new operative, the skip lorry
               driver, a council waste officer, a regular visitor)
- chipshop:    a family fish and chip shop's Friday, from the morning's peas to closing time (the
               owner and head fryer, her son on the second range, the counter assistant, the potato
               merchant, the delivery rider, a regular customer)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ towerabseil (a church's sponsored abseil)
GWEN = ("en-gb-x-gbclan+f3", "Revd Gwen Ashworth, vicar")
DECLAN = ("en-gb+m3", "Declan Moss, rope access instructor")
PEGGY = ("en-gb-x-gbclan+f4", "Peggy Ollerenshaw, abseiler")
SHIRIN = ("en-gb-x-rp+f4", "Shirin Rahimi, first aid")
JORDAN = ("en-gb-x-gbclan+m7", "Jordan Pickersgill, youth group")
NIGEL = ("en-gb-x-gbclan+m5", "Nigel Thwaite, churchwarden")

STONE = "#ece8df"
PORCH = "#f5efe0"
STONE_DARK = "#1e1b24"

TOWERABSEIL = {
    "name": "towerabseil",
    "footer": "St Wilfrid's, Hollinsby · roof fund · sponsored abseil",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(GWEN, STONE_DARK, "Abseil day at St Wilfrid's",
              ["St Wilfrid's Church, Hollinsby", "Saturday 9 May", "Roof fund sponsored abseil"],
              "Good morning. It's seven o'clock, the church clock has just struck, and every jackdaw in the "
              "tower has flown out in a huff, because a man in a harness is tying ropes to their roof. I'm Gwen "
              "Ashworth, vicar of Saint Wilfrid's, and today half the parish goes down the outside of our tower, "
              "to pay for a roof that doesn't leak."),
        # 1
        slide(GWEN, PORCH, "The running order",
              ["1. The vicar", "2. The churchwardens", "3. The choir", "4. The youth group",
               "5. Peggy Ollerenshaw"],
              "This is the running order on the porch door. I put myself first, to lead by example, and saved "
              "Peggy, our oldest, for the grand finale. Declan has torn that up. The wind is forecast to get up "
              "after lunch, and he won't send anybody over eighty down in anything but a flat calm. So Peggy, "
              "number five, goes first."),
        # 2
        slide(GWEN, STONE, "The tower",
              ["Steps to the roof: 131", "Tower built: 1427"],
              "The tower is the oldest part of the church, and it's thirty metres if it's an inch. On a clear "
              "day you can see three counties from the top, or so the guidebook says. I climb those stairs every "
              "Christmas Eve to put the flag up, and I still have to stop halfway, for a breather and a quiet "
              "word with the Almighty."),
        # 3
        slide(DECLAN, STONE, "The ropes",
              ["Highline Rope Access", "Parapet to path: 24 m"],
              "Declan Moss, rope access. I've rigged two lines off the parapet, a working rope and a safety "
              "rope, each tied round its own stone pillar. Thirty metres? Sorry, Vicar, it's twenty four. I "
              "dropped a tape from the parapet to the path last night, and that's what every rope is cut to, "
              "with a bit spare for the knots."),
        # 4
        slide(DECLAN, STONE, "Wind at the top",
              ["Wind at the top: 9 mph", "First abseiler clipped on: 9:25 am"],
              "Before anyone goes over, I check the wind with this wee meter. Fourteen miles an hour. No, hang "
              "on, that's the gust it remembered from the night. Nine. Nine is grand for Peggy. The young ones "
              "can go in a bit more than that, but if it gets to twenty, I stop the lot, because the rope swings "
              "you into the stonework."),
        # 5
        slide(PEGGY, STONE, "First over the edge",
              ["Peggy Ollerenshaw, 83", "Down: 9:31 to 9:38 am"],
              "Peggy Ollerenshaw. I was married in this church in sixty one, and my Walter climbed this tower "
              "every Sunday for thirty years to wind the clock. I always wanted to see what he saw. I went "
              "straight over the edge without stopping, because if I'd stopped, I'd have thought about it. Seven "
              "minutes, top to bottom. My great-grandson Jordan timed me."),
        # 6
        slide(SHIRIN, STONE, "First aid",
              ["First aid tent by the lychgate"],
              "Shirin Rahimi, first aid. In the week I'm a nurse on the children's ward, so today makes a "
              "change, because most of my patients are over sixty. Peggy landed, asked for her handbag, and "
              "then asked if she could go again. I took her blood pressure anyway. It was better than mine, and "
              "I've only been standing on the grass."),
        # 7
        slide(JORDAN, STONE, "The youth group",
              ["Youth group banner on the railings"],
              "Jordan, youth group. I'm fifteen, and I've been waiting for this all year. There's fifty people "
              "going down today, which is the biggest thing to happen in Hollinsby since the bypass. My mate Kyle "
              "is going down dressed as a banana, because he said he'd do it if people paid, and they did. Loads "
              "of them."),
        # 8
        slide(NIGEL, STONE, "The forms",
              ["Abseilers signed up: 38", "Minimum sponsorship: £75"],
              "Nigel Thwaite, churchwarden, and I keep the money. It's thirty eight, Jordan, not fifty. I have "
              "every form in this folder, and each one has a signature, a doctor's tick and at least the minimum "
              "in sponsorship. Fifty is what the youth group would like it to be. Thirty eight is what goes in "
              "the accounts."),
        # 9
        slide(GWEN, STONE, "The choir",
              ["Number 3 on the list", "Choir minibus to Harrogate: 12:30 pm"],
              "Second down, the choir, though they're third on the list. They're singing at a wedding in "
              "Harrogate this afternoon, and the minibus leaves at half past twelve sharp, robes or no robes. If "
              "they went after lunch, the bride would walk up the aisle to silence. So the sopranos went first, "
              "then the altos, then the men."),
        # 10
        slide(DECLAN, STONE, "The tenor",
              ["Choir all down: 11:50 am"],
              "One of the tenors, a big lad called Barry, sat on the parapet with his legs over the edge and "
              "gripped the rope for ten minutes. He could not make himself lean back. So I told him to stop "
              "looking at the path, look up at the weathervane, and sing. He sang a whole verse of something in "
              "Latin, leaned back, and off he went."),
        # 11
        slide(GWEN, STONE, "The youth group",
              ["Number 4 on the list", "Bertram the bear: first down"],
              "After the choir, the youth group, number four, bang on time for once. They sent their mascot down "
              "first, a teddy bear called Bertram in a tiny helmet, on a rope of his own. Shirin caught him at "
              "the bottom, to a big round of applause. Then they all went, one after another, with more "
              "screaming than the last youth group disco."),
        # 12
        slide(JORDAN, STONE, "The banana",
              ["Youth group down: 12:05 to 1:10 pm"],
              "I went straight over, no problem, and it was the best thing I've ever done. Kyle was a different "
              "story. He got both feet on the edge in his banana suit and just stood there, shaking, saying he "
              "couldn't. Then his mum shouted up that she was filming, and he went. He's saying it was the suit. "
              "It wasn't the suit."),
        # 13
        slide(SHIRIN, STONE, "From the path",
              ["Tea and squash at the lychgate"],
              "One of the youth leaders, Lauren, got up there and froze at the edge, white as a sheet. Her "
              "little boy stood next to me on the path and shouted, go on, Mummy, and that did it. Another girl "
              "stopped halfway down on purpose, to take a selfie with the clock face. I told her off, and then "
              "asked her to send it to me."),
        # 14
        slide(DECLAN, STONE, "A snag",
              ["Rope snag: 1:25 pm", "Wind at 1:30 pm: 13 mph"],
              "Then a rope slipped in behind one of the gargoyles, halfway down, with a lad hanging underneath "
              "it. So I locked his rope off, clipped onto my own line, went over the parapet, and kicked the rope "
              "free with my boot. He didn't even notice. He was busy waving at his nan. And the wind's getting up "
              "now, like they said."),
        # 15
        slide(GWEN, STONE, "The churchwardens",
              ["Number 2 on the list", "Cake stall: 11 am to 2 pm"],
              "The churchwardens, number two on the list, went fourth. They also run the cake stall, and the "
              "lunchtime rush is when we make the most money, so they don't come off the stall until the last "
              "sandwich has gone. Nigel counted the takings twice in the vestry before he'd take his tie off and "
              "put a harness on."),
        # 16
        slide(NIGEL, STONE, "Over the edge",
              ["Churchwardens down: 2:20 to 2:55 pm"],
              "I would like to tell you that I strode over that parapet. I got my heels onto the edge, and then "
              "my knees simply stopped working. Declan talked to me about cricket for five whole minutes, until I "
              "forgot where I was, and then I went. At the bottom I shook his hand. I'm told I also kissed the "
              "path."),
        # 17
        slide(NIGEL, STONE, "The money",
              ["Raised so far: £4,260", "Top fundraiser: Kyle Booth, £612"],
              "The sponsor money so far. Four thousand two hundred and sixty pounds, with forms still coming in, "
              "and the cake stall on top of that. The roof will cost a great deal more, but it's the best single "
              "day the roof fund has ever had. And the top fundraiser has already asked me for a receipt, in "
              "writing."),
        # 18
        slide(GWEN, STONE, "Last, the vicar",
              ["Number 1 on the list", "Bishop arrived: 3:10 pm"],
              "And finally me, top of my own list and last down the tower. The bishop asked to watch me go down, "
              "and he was confirming forty teenagers over in Skipton until three, so we waited for him. He "
              "arrived in his purple shirt, looked up at the tower, and said he'd be praying for me. I said I'd "
              "rather he held the rope."),
        # 19
        slide(DECLAN, STONE, "The vicar",
              ["Vicar down: 3:22 to 3:30 pm", "Wind at 3:15 pm: 17 mph"],
              "The vicar went over like she'd been doing it for years. Halfway down she stopped, on purpose, to "
              "wave at the bishop, and then she bounced down the rest in big jumps, the way I told everybody not "
              "to. The wind was up to seventeen by then, so she was the last. The ropes are packed, and the "
              "jackdaws are already back."),
        # 20
        slide(SHIRIN, STONE, "Casualties",
              ["Injuries today: 1 grazed knuckle"],
              "My list of casualties for the day. One grazed knuckle, on a churchwarden who shall remain "
              "nameless. One choirboy who ate four cream cakes before he went up and felt a bit green. And one "
              "bishop who sat down on a wasp. Nothing I couldn't sort out with a plaster and a cup of sweet "
              "tea."),
        # 21
        slide(PEGGY, STONE, "Evening",
              ["Evensong: 6 pm"],
              "When the clock struck six, I thought of Walter winding it. From the top this morning I saw what "
              "he saw: the whole of Hollinsby, the school my children went to, and my own back garden, which "
              "needs weeding. Jordan says I'm going viral. I've no idea what that means, but he says it's a good "
              "thing."),
        # 22
        slide(GWEN, STONE_DARK, "Next on the channel",
              ["The lead for the new roof arrives", "Monday 14 September", "St Wilfrid's"],
              "Next time, the lead for our new roof arrives, nine tonnes of it, and goes up the scaffolding on a "
              "hoist, sheet by sheet. The roofers say it's the heaviest job they'll do all year. I'll be saying a "
              "prayer, and Nigel will be counting the sheets. See you at Saint Wilfrid's."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what is this Hollinsby church video, in a nutshell?",
         "para": ["st wilfrids tower clip - whats going on",
                  "My gran sent me this and I've no time to sit through it. What actually happens in it?"],
         "cands": ["A church's sponsored abseil down its tower to raise money for a new roof",
                   "The lead for a new church roof being hoisted up the scaffolding",
                   "A bell-ringing practice up in a church tower",
                   "A rope rescue of a stranded climber from a church tower"],
         "answer": "A church's sponsored abseil down its tower to raise money for a new roof"},
        {"n": 2, "type": "count", "ev": [10, 12, 13, 16],
         "q": "Number of people who freeze up on the parapet before they finally go over?",
         "para": ["abseilers freezing at the top egde, how many",
                  "a few of them get stage fright right at the edge of the tower... how many altogether?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 5],
         "q": "first one down the tower?",
         "cands": ["Peggy Ollerenshaw", "The vicar", "The choir", "The churchwardens"],
         "answer": "Peggy Ollerenshaw"},
        {"n": 4, "type": "order", "ev": [1, 5, 9, 10, 11, 12, 15, 16, 18, 19],
         "q": "Porch door list goes vicar, churchwardens, choir, youth group, Peggy. How did it really go on "
              "the day?",
         "cands": None,
         "answer": "Peggy first, then the choir, the youth group, the churchwardens, and the vicar last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Peggy was meant to be the grand finale. Why was she sent down first instead?",
         "cands": None,
         "answer": "The wind was forecast to get up after lunch, and Declan won't send anyone over eighty down "
                   "in anything but a flat calm"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "why did gwen end up going last",
         "cands": ["The bishop wanted to watch her go down and couldn't get there until after three",
                   "She was running the cake stall over the lunchtime rush",
                   "Declan always sends the most experienced abseiler last",
                   "She was taking a wedding in Harrogate until three"],
         "answer": "The bishop wanted to watch her go down and couldn't get there until after three"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "How come the choir went down so early?",
         "para": ["choir jumped ahead of the youth group - reason",
                  "They were only third on the porch list, yet they were next after Peggy. What was the "
                  "hurry?"],
         "cands": None,
         "answer": "They were singing at a wedding in Harrogate that afternoon, and their minibus left at half "
                   "past twelve"},
        {"n": 8, "type": "correction", "ev": [2, 3],
         "q": "Height of the tower, parapet to path, the real figure",
         "cands": None,
         "answer": "24 m (Gwen said thirty; Declan measured it with a tape)"},
        {"n": 9, "type": "correction", "ev": [7, 8],
         "q": "so how many abseilers were actually signed up",
         "cands": ["38", "50", "83", "36"],
         "answer": "38"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "Declan's wind meter at the top before Peggy went over. What's the figure he settles on?",
         "para": ["wind speed on the tower in the morning?",
                  "He reads one number off his little gadget and then changes his mind - what did it really "
                  "say?"],
         "cands": None, "answer": "9 mph (he first read fourteen, the gust from the night)"},
        {"n": 11, "type": "who", "ev": [7, 8],
         "q": "Jordan reckons 50 are abseiling. Who puts him straight?",
         "cands": None, "answer": "Nigel Thwaite, the churchwarden who keeps the money (38 signed up)"},
        {"n": 12, "type": "who", "ev": [11],
         "q": "Who caught Bertram at the bottom?",
         "cands": ["Shirin Rahimi", "Jordan Pickersgill", "Nigel Thwaite", "Gwen Ashworth"],
         "answer": "Shirin Rahimi"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "steps up to the roof of the tower - how many",
         "cands": ["131", "113", "121", "311"],
         "answer": "131"},
        {"n": 14, "type": "needle_screen", "ev": [8],
         "q": "What's the least sponsorship you had to raise to take part?",
         "cands": ["£75", "£57", "£50", "£100"],
         "answer": "£75"},
        {"n": 15, "type": "speech_and_screen", "ev": [7, 12, 17],
         "q": "what did the lad in the banana suit end up raising",
         "cands": None, "answer": "£612 (Kyle Booth, the top fundraiser)"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "Sponsorship total when Nigel did his count?",
         "cands": ["£4,260", "£4,620", "£2,460", "£4,206"],
         "answer": "£4,260"},
        {"n": 17, "type": "quantity", "ev": [5],
         "q": "Peggy's descent, top to bottom - how many minutes?",
         "para": ["time it took the oldest abseiler to get down",
                  "The eighty-three-year-old went first. How long was she on the rope for?"],
         "cands": None, "answer": "Seven minutes (9:31 to 9:38 am)"},
        {"n": 18, "type": "spoken_fact", "ev": [5],
         "q": "Walter used to go up the tower every Sunday. What for?",
         "cands": ["To wind the clock", "To ring the bells", "To put the flag up", "To feed the jackdaws"],
         "answer": "To wind the clock"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "peggy and jordan - family?",
         "cands": None, "answer": "Yes: Peggy is Jordan's great-grandmother"},
        {"n": 20, "type": "right_before_after", "ev": [14],
         "q": "A rope caught behind a gargoyle with a lad dangling below it. What did Declan do about it?",
         "cands": None,
         "answer": "Locked the lad's rope off, clipped onto his own line, went over the parapet and kicked the "
                   "rope free with his boot"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Just as Gwen starts filming, what has happened?",
         "cands": ["The church clock has struck seven and the jackdaws have flown out of the tower",
                   "The bells are ringing for a wedding",
                   "Declan is abseiling down to test the ropes",
                   "The bishop is blessing the ropes in the porch"],
         "answer": "The church clock has struck seven and the jackdaws have flown out of the tower"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Next episode is going to be about?",
         "cands": ["The lead for the new roof arriving and going up the scaffolding",
                   "A second abseil in the autumn",
                   "The bishop abseiling down the tower himself",
                   "The choir singing at the wedding in Harrogate"],
         "answer": "The lead for the new roof arriving and going up the scaffolding"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the bishop who turned up at 3 - name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What did Declan's rope firm charge the church for the day?",
         "cands": ["£450", "£600", "£800", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ tipmonday (the tip on a bank holiday Monday)
JACKIE = ("en-gb-x-gbcwmd+f2", "Jackie Brindley, site supervisor")
MO = ("en-gb-x-gbcwmd+m6", "Mo Hussain, metal and electricals")
AARON = ("en-gb-x-gbcwmd+m4", "Aaron Cole, site operative")
KASIA = ("en-gb+f3", "Kasia Nowak, skip lorry driver")
ROB = ("en-gb-x-rp+m4", "Rob Tandy, council waste officer")
DENNIS = ("en-gb-x-gbcwmd+m7", "Dennis Pratt, visitor")

YARD = "#e9ece4"
WHITEBOARD = "#f6f6f0"
YARD_DARK = "#1c2420"

TIPMONDAY = {
    "name": "tipmonday",
    "footer": "Pellbury Recycling Centre · bank holiday Monday",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(JACKIE, YARD_DARK, "Bank holiday at the tip",
              ["Pellbury Recycling Centre", "Monday 25 August", "Gates open: 8 am"],
              "Quarter to eight on a bank holiday Monday, and the gates aren't even open yet, but look at that. "
              "A line of cars with their boots tied shut and trailers piled with hedge, all the way back down the "
              "lane past the garden centre. I'm Jackie Brindley, I run the Pellbury recycling centre, and this is "
              "our busiest day of the year."),
        # 1
        slide(JACKIE, WHITEBOARD, "The skip swaps",
              ["1. Garden waste", "2. Wood", "3. Cardboard", "4. Metal", "5. General waste"],
              "This whiteboard lists our five big skips in the order you meet them, coming in from the gate. "
              "Kasia's lorry can only swap one at a time, so the order matters, and we never go down the board. "
              "General waste is last on it, but the landfill site only takes skips until noon on a bank holiday, "
              "so number five goes first."),
        # 2
        slide(MO, YARD, "Metal and electricals",
              ["Car tyres: £4.50 each", "Fridges and freezers: own bay"],
              "Mo Hussain. I look after metal and electricals, which on a bank holiday means every lawnmower in "
              "Pellbury that wouldn't start on Saturday. First car through the gate, a bloke chucked a microwave "
              "in with the garden waste. I made him climb back up the steps and fish it out, in his good shorts. "
              "He wasn't happy."),
        # 3
        slide(AARON, YARD, "Cardboard",
              ["Cardboard: flatten your boxes"],
              "Aaron. I'm nineteen, and this is my first bank holiday. On my first day here I put a fridge in the "
              "metal skip, and Mo has not let me forget it. Fridges go in their own bay, because of the gas. "
              "Today I'm on cardboard, which mostly means asking people to flatten their boxes, over and over, in "
              "a nice voice."),
        # 4
        slide(KASIA, YARD, "General waste",
              ["Number 5 on the board", "General waste skip: 6.2 t", "Lorry out 9:10 am, back 10:00 am"],
              "Kasia Nowak, skip lorry. General waste first, before the landfill shuts. I winch the full one up, "
              "drop an empty one down, and off I go. The scales say four tonnes. No, sorry, that's last week's "
              "ticket in my hand. Six point two tonnes. Fifty minutes there and back, if nobody parks across the "
              "gate."),
        # 5
        slide(DENNIS, YARD, "A regular",
              ["Boot full of hedge"],
              "Dennis Pratt. I come every bank holiday, regular as clockwork, with a boot full of hedge and a bag "
              "of runner beans from my allotment for the staff. Everything goes in the right skip, I make sure of "
              "that. Enjoy this place while you can, mind. The council are shutting it next year. Everybody in "
              "the pub says so."),
        # 6
        slide(JACKIE, YARD, "Garden waste",
              ["Number 1 on the board", "Garden waste swapped: 10:30 am"],
              "Garden waste went second. It's top of the board because it's the first skip you reach from the "
              "gate, and on a bank holiday it fills faster than anything, because everybody in Pellbury has cut "
              "their hedge. Kasia swapped it at half ten, and by lunchtime the new one was half full again. "
              "Hedges, grass, and one entire apple tree."),
        # 7
        slide(AARON, YARD, "Grass cuttings",
              ["Cardboard skip: bay 3"],
              "A lady tipped a whole bag of grass cuttings into my cardboard skip, then drove off before I could "
              "say a word. So I climbed in with a garden fork and got most of it out. The man behind her had a bag "
              "of the same, read the sign, stopped, and carried it over to garden waste himself. I could have "
              "hugged him."),
        # 8
        slide(MO, YARD, "Nearly noon",
              ["Reuse container by the gate"],
              "Nearly twelve, and the queue's still back to the garden centre. I've had a thousand cars through "
              "already, easy, my arms can tell. In my breaks I do up the old bikes people throw in the metal, new "
              "chain, bit of oil, pump the tyres up, and we sell them from the container by the gate. The kids' "
              "ones go first."),
        # 9
        slide(ROB, YARD, "The counter",
              ["Cars through the gate by noon: 846"],
              "Rob Tandy, council waste officer. I've come to see how the site copes on its busiest day. Eight "
              "hundred and forty six, Mo, not a thousand. There's a counter on the gate, and it clicks every time "
              "a car rolls over it. I'll grant you it feels like a thousand. And it's the most we've ever had by "
              "noon."),
        # 10
        slide(KASIA, YARD, "Cardboard",
              ["Number 3 on the board", "Cardboard swapped: 12:40 pm"],
              "Cardboard third. It's light, but it's bulky, so before I take it, Aaron climbs in and jumps up and "
              "down on it, to squash in another hundred boxes. On a bank holiday, half of it is delivery boxes "
              "from everybody who bought a garden chair online. I've driven skip lorries for eleven years, and "
              "I've never seen so many garden chairs."),
        # 11
        slide(JACKIE, YARD, "The bottle bank",
              ["Bottle bank full: 1 pm"],
              "The bottle bank filled up at one, so a chap just emptied his whole crate of wine bottles into the "
              "wood skip instead. I asked him, nicely, to take them back out. He said he pays his council tax. I "
              "said so do I, love, and I'm not climbing in there after your bottles. He took them home with him "
              "in the end."),
        # 12
        slide(MO, YARD, "The fox",
              ["Garden waste: bay 1"],
              "When Kasia dropped the new garden skip, a fox shot out from the hedge beside it and ran round the "
              "yard in circles, with half the queue filming. I stopped the cars, opened the side gate, and he "
              "went straight out into the field. That's Kasia, by the way, my fiancée. We're getting married in "
              "October, and she's the better driver."),
        # 13
        slide(DENNIS, YARD, "A young fellow",
              ["Battery bank: by the office"],
              "A young fellow in a sports car, not a care in the world, took a car battery out of his boot and "
              "dropped it in the general waste. I told him. I said, son, that's what the battery bank is for, by "
              "the office, it's got a sign the size of a door. Mo fished it out with the long grabber. The lad "
              "went very red."),
        # 14
        slide(ROB, YARD, "Not closing",
              ["Reuse shop: opening Saturday 4 October"],
              "Dennis tells me the council's shutting the site next year. It isn't. I'd know, it's my budget. "
              "We're spending money on it, not closing it. That container by the gate is going to be a proper "
              "reuse shop, with a till and a roof, where folk can buy back what other folk brought in. Dennis "
              "looked almost disappointed."),
        # 15
        slide(JACKIE, YARD, "Wood",
              ["Number 2 on the board", "Wood swapped: 2:45 pm"],
              "Wood went fourth, though it's second on the board. The wood skip sits on the bend at the back, and "
              "to swap it, Kasia's lorry has to stand right across the only lane out. With a queue like this "
              "morning's, everybody would be stuck in the yard. So we wait until the queue dies down, after two, "
              "and then we do it."),
        # 16
        slide(AARON, YARD, "Springs",
              ["Sofas and mattresses: bay 7"],
              "Two lads backed a van up and tipped a whole sofa into the metal skip, because, they said, it had "
              "springs in it. Mo says that's the best excuse he's heard all year. We pulled it out between the "
              "four of us and carried it over to the bulky waste. I didn't know you could be this tired at "
              "nineteen."),
        # 17
        slide(KASIA, YARD, "Metal",
              ["Number 4 on the board", "Metal skip out: 4:10 pm", "Metal: 8.4 t"],
              "Metal last, number four. The scrap merchant pays the council by the tonne, so Jackie wants it as "
              "full as it can possibly get before I take it. It went out late in the afternoon, with three "
              "lawnmowers and a bath on the top. I had to tie the bath down. The scrap man rang Jackie to say "
              "thank you."),
        # 18
        slide(JACKIE, YARD, "The day's numbers",
              ["Through the site today: 58 t", "Bikes sold from the reuse container: 14"],
              "Gates shut at six. Fifty eight tonnes through the site today, and most of it will be made into "
              "something else. Nobody hurt, nobody lost, and only one argument that needed me. Dennis's runner "
              "beans are in the staff fridge, and Aaron has asked whether every bank holiday is like this. Yes, "
              "love. Every single one."),
        # 19
        slide(MO, YARD, "Why I do it",
              ["Site open: 7 days a week"],
              "People think it's a rubbish job, literally. My dad was on the bin lorries in Pellbury for thirty "
              "years, and he used to say, everything anybody throws away was wanted once. I think about that "
              "when a bike goes out of the gate with a kid on it. It's the best bit of the job. That, and "
              "Dennis's runner beans."),
        # 20
        slide(AARON, YARD, "The photos",
              ["Photos back with the family: 5:20 pm"],
              "Late on, I was helping a lad unload flattened boxes from his boot, and underneath them was a "
              "shoebox full of old wedding photos, with names on the back. They were his nan's, from her loft, "
              "and he'd no idea they were in there. He rang his mum from the car park, and she cried down the "
              "phone. Then she rang me."),
        # 21
        slide(KASIA, YARD, "Last run",
              ["Lorry washed down: 6:30 pm"],
              "Last run done, and the lorry's hosed down. I smell of diesel and somebody's old carpet. Five "
              "skips swapped, and not one car parked across my gate all day, which on a bank holiday is a "
              "miracle. Mo says he's cooking tonight. He promised. I'll believe it when I see a saucepan."),
        # 22
        slide(JACKIE, YARD_DARK, "Next on the channel",
              ["The new reuse shop opens", "Saturday 4 October", "Pellbury Recycling Centre"],
              "Next time, our reuse shop opens in the old container by the gate, with a proper till, a roof, and "
              "Mo's bikes in the window. We've got a ribbon, and the mayor's coming to cut it. Bring something "
              "you don't want, and take home something you do. See you at the tip."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the Pellbury footage mainly showing?",
         "para": ["jackie's tip video, gist?",
                  "Could you sum up for me what goes on in this recycling centre clip?"],
         "cands": ["A town's recycling centre on its busiest day, a bank holiday Monday",
                   "The opening of a new reuse shop at a recycling centre",
                   "A volunteer litter pick along a country lane",
                   "A council meeting about closing the local tip"],
         "answer": "A town's recycling centre on its busiest day, a bank holiday Monday"},
        {"n": 2, "type": "count", "ev": [2, 7, 11, 13, 16],
         "q": "Over the bank holiday, somebody chucks stuff into the wrong skip more than once. How often, all told?",
         "para": ["wrong skip incidents on the day - total",
                  "People keep dumping stuff where it doesn't belong. How many cases come up on the day?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Which skip did Kasia take away first?",
         "cands": ["General waste", "Garden waste", "Metal", "Cardboard"],
         "answer": "General waste"},
        {"n": 4, "type": "order", "ev": [1, 4, 6],
         "q": "Jackie's whiteboard has garden waste at the top. Where did it really come in the day's swaps?",
         "cands": None,
         "answer": "Second, straight after the general waste (swapped at 10:30 am)"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "what was the rush to get the general waste skip out first",
         "para": ["general waste swapped before the others because...?",
                  "It's bottom of the whiteboard, yet it was the first to go. Reason?"],
         "cands": None,
         "answer": "The landfill site only takes skips until noon on a bank holiday"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "Why does the metal skip get left till last?",
         "cands": ["The scrap merchant pays the council by the tonne, so they want it as full as possible",
                   "The metal skip is the furthest one from the gate",
                   "The scrap merchant's yard doesn't open until four",
                   "Kasia's lorry can't lift it until it has been weighed"],
         "answer": "The scrap merchant pays the council by the tonne, so they want it as full as possible"},
        {"n": 7, "type": "why", "ev": [15],
         "q": "What stopped them swapping the wood skip in the morning?",
         "cands": ["Swapping it means the lorry blocks the only lane out, so they wait for the queue to die down",
                   "The wood skip was still half empty",
                   "Kasia was on her lunch break",
                   "The fox was hiding underneath it"],
         "answer": "Swapping it means the lorry blocks the only lane out, so they wait for the queue to die down"},
        {"n": 8, "type": "correction", "ev": [8, 9],
         "q": "Cars through the gate by twelve o'clock - correct number?",
         "para": ["how many cars had come in by midday",
                  "Mo has a guess at how many cars he's seen, then the council bloke gives a different number. "
                  "Which is right?"],
         "cands": None,
         "answer": "846 (Mo said a thousand; Rob read it off the counter on the gate)"},
        {"n": 9, "type": "correction", "ev": [4],
         "q": "weight of the general waste skip Kasia took",
         "cands": ["6.2 tonnes", "4 tonnes", "2.6 tonnes", "6.4 tonnes"],
         "answer": "6.2 tonnes"},
        {"n": 10, "type": "who", "ev": [5, 14],
         "q": "Dennis is sure the tip's closing next year. Who tells him otherwise?",
         "para": ["who said the site isnt shutting",
                  "The old regular has picked up a rumour in the pub. Which person knocks it down?"],
         "cands": None,
         "answer": "Rob Tandy, the council waste officer (the site is getting a reuse shop, not closing)"},
        {"n": 11, "type": "who", "ev": [20],
         "q": "Who came across the shoebox of old wedding photos?",
         "cands": ["Aaron Cole", "Mo Hussain", "Jackie Brindley", "Dennis Pratt"],
         "answer": "Aaron Cole"},
        {"n": 12, "type": "needle_screen", "ev": [10],
         "q": "Time the cardboard skip was swapped?",
         "cands": ["12:40 pm", "12:04 pm", "1:40 pm", "2:45 pm"],
         "answer": "12:40 pm"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "cost to drop off a car tyre there",
         "cands": None, "answer": "£4.50 each"},
        {"n": 14, "type": "speech_and_screen", "ev": [8, 18],
         "q": "Mo does something up in his breaks. How many of those got sold that day?",
         "cands": None, "answer": "14 (bikes, sold from the reuse container)"},
        {"n": 15, "type": "quantity", "ev": [18],
         "q": "Tonnage through the site over the whole day?",
         "cands": ["58 tonnes", "85 tonnes", "8.4 tonnes", "48 tonnes"],
         "answer": "58 tonnes"},
        {"n": 16, "type": "quantity", "ev": [4],
         "q": "Kasia's trip with the general waste, there and back - how long?",
         "cands": None, "answer": "Fifty minutes (9:10 to 10:00 am)"},
        {"n": 17, "type": "spoken_fact", "ev": [5],
         "q": "Dennis turns up with something for the staff. What is it?",
         "cands": ["A bag of runner beans from his allotment", "A tin of homemade flapjacks",
                   "Bacon rolls from the café", "A flask of tea"],
         "answer": "A bag of runner beans from his allotment"},
        {"n": 18, "type": "relation", "ev": [12],
         "q": "mo and kasia - what are they to each other",
         "cands": None, "answer": "Engaged: Kasia is Mo's fiancée (they marry in October)"},
        {"n": 19, "type": "right_before_after", "ev": [12],
         "q": "A fox bolts out by the garden skip and tears round the yard. What does Mo do?",
         "cands": None,
         "answer": "Stopped the cars, opened the side gate and let it out into the field"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Before the gates open, what's the scene?",
         "cands": ["A queue of cars and trailers back down the lane past the garden centre",
                   "Kasia's lorry dropping off empty skips",
                   "The staff having a meeting round the whiteboard",
                   "A fox rooting about in the garden waste"],
         "answer": "A queue of cars and trailers back down the lane past the garden centre"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "teaser at the end - what's it for?",
         "cands": ["The new reuse shop opening", "A visit to the landfill site", "Mo and Kasia's wedding",
                   "Recycling Christmas trees in January"],
         "answer": "The new reuse shop opening"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "guy who put the microwave in the garden waste, whats his name",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What do Mo's done-up bikes sell for?",
         "cands": ["£25", "£40", "£60", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "dennis's age?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ chipshop (a fish and chip shop's Friday)
ANGELA = ("en-gb+f5", "Angela Ricci, owner and head fryer")
MATTEO = ("en-gb+m6", "Matteo Ricci, second fryer")
BEV = ("en-gb-scotland+f1", "Bev Harkness, counter")
RAVI = ("en-gb-x-rp+m7", "Ravi Chauhan, potato merchant")
DYLAN = ("en-gb+m2", "Dylan Foster, deliveries")
ERNEST = ("en-gb-scotland+m4", "Ernest Lowther, regular")

SHOP = "#f3ede1"
BACKDOOR = "#f7f2e6"
SHOP_DARK = "#20242c"

CHIPSHOP = {
    "name": "chipshop",
    "footer": "Ricci's Fish Bar · Skelby · Friday",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(ANGELA, SHOP_DARK, "Friday at Ricci's",
              ["Ricci's Fish Bar, Skelby", "Friday 6 March", "Harbour Street"],
              "Eleven in the morning, and the shop is cold and quiet and smells of yesterday's vinegar. Tonight "
              "there'll be a queue out of that door and round the harbour wall. I'm Angela Ricci, and this is "
              "Ricci's Fish Bar, my grandad's shop, then my dad's, and now mine. Friday is the big one, so we "
              "start early, with a bucket of peas."),
        # 1
        slide(ANGELA, BACKDOOR, "Dad's list",
              ["1. Fish off the van", "2. Batter", "3. Mushy peas", "4. Light the range", "5. Potatoes"],
              "That's my dad's list on the back door, in his writing. He always said fish first, because fish is "
              "the whole point. But we've never once done it in that order. The marrowfat peas have soaked all "
              "night, and they need two hours simmering before they're mushy, so number three goes on the stove "
              "first, before anything."),
        # 2
        slide(RAVI, SHOP, "The potatoes",
              ["Number 5 on the list", "Potatoes: 32 sacks of 25 kg"],
              "Ravi Chauhan, potato merchant. I've been bringing potatoes to this shop since Angela's dad was on "
              "the range. Forty sacks today. No, hang on, forty's a Saturday. Thirty two, it says so on my "
              "docket. They go straight into the rumbler to take the skins off, and then it's Matteo's turn."),
        # 3
        slide(MATTEO, SHOP, "Chips",
              ["Chips cut and soaking: 12:15 pm"],
              "Matteo, the son, second fryer. Potatoes come second, because chips want cutting early and an hour "
              "in cold water to wash the starch off, or they stick together in the fat. I spent four years "
              "studying engineering in Glasgow, and came home to cut chips. Mum says they're the best engineered "
              "chips on the coast."),
        # 4
        slide(ANGELA, SHOP, "The fish",
              ["Number 1 on the list", "Fish van in: 1:20 pm"],
              "Fish third, whatever Dad's list says, because the van can't come until the boats have landed and "
              "the market's done, which is after one. Haddock and cod today, skinned and boned by hand on this "
              "board, with this knife, which was my grandad's. A good fillet takes me about a minute. Matteo "
              "takes three, and argues."),
        # 5
        slide(BEV, SHOP, "The counter",
              ["Cod and chips: £9.80", "Haddock and chips: £10.20"],
              "Bev Harkness, counter. I've been on this counter twenty six years, and I know every order in "
              "Skelby before it's out of their mouth. My grandson Dylan does the deliveries on his moped now, so "
              "if your chips are cold, blame him, not me. The phone's already going, and we don't open till half "
              "four."),
        # 6
        slide(ANGELA, SHOP, "The range",
              ["Number 4 on the list", "Range lit: 3:50 pm", "Fat ready: 4:30 pm"],
              "The range goes fourth, as late as I dare. Once it's lit, the shop is like the inside of an oven, "
              "and we've still got fish to finish and a floor to mop. The fat takes forty minutes to come up to "
              "heat, so I light it at ten to four, and we open the doors the minute it's ready."),
        # 7
        slide(MATTEO, SHOP, "Hot fat",
              ["Thermometer on every pan"],
              "While it heats, I mind the thermometers. We fry at a hundred and ninety degrees, hot and fast, "
              "that's how you get the batter crisp. There's a dial on each pan, and Mum still checks every single "
              "one of them herself, even though I've been frying since I was twelve. She says I'm still on "
              "probation."),
        # 8
        slide(ANGELA, SHOP, "Hot fat",
              ["Frying temperature: 175 °C"],
              "A hundred and seventy five, Matteo, not a hundred and ninety. At a hundred and ninety the batter "
              "goes dark before the fish inside is cooked, and you're selling raw haddock in a lovely brown coat. "
              "My dad fried at a hundred and seventy five all his life, and so will you. He's rolling his eyes at "
              "me. Lovely."),
        # 9
        slide(ANGELA, SHOP, "The batter",
              ["Number 2 on the list", "Batter mixed: 4:20 pm"],
              "Batter last, though it's number two on Dad's list. It's flour, a bit of baking powder and water "
              "straight out of the ice box. If it sits around, it goes flat and heavy, and so does the fish. So "
              "I mix it ten minutes before the doors open, and not a minute sooner, whatever the queue is "
              "shouting."),
        # 10
        slide(BEV, SHOP, "Doors open",
              ["Doors open: 4:30 pm"],
              "Half four, doors open, and the queue's round the harbour wall already. First gull of the night. A "
              "lad sat on the wall with his tray open on his knee, and a big herring gull came straight down and "
              "took the whole fish off the top, in one go. He was left holding the chips. I wrapped him another "
              "fish, on the house."),
        # 11
        slide(ERNEST, SHOP, "A regular",
              ["Usual: small haddock, chips, scraps", "Price of the usual: £7.40"],
              "Ernest Lowther. I've come in every Friday night for longer than Angela's been alive, and I have the "
              "same thing every time, so Bev has it wrapped before I reach the counter. I eat it on the bench "
              "outside. A gull had a go at my haddock just now, but I saw him coming and waved my cap at him. He "
              "missed."),
        # 12
        slide(ANGELA, SHOP, "Smoke",
              ["Smoke alarm: 5:55 pm"],
              "Just before six, with both pans going flat out, the smoke alarm went off. I turned the range down, "
              "propped the back door open with a sack of potatoes, and flapped a tea towel at the alarm until it "
              "stopped. Mr Lowther, who taught me maths at the high school, didn't even look up from his "
              "haddock."),
        # 13
        slide(DYLAN, SHOP, "Deliveries",
              ["Deliveries: up to 3 miles"],
              "Dylan, deliveries. Everything goes in the box on the back of the moped, wrapped twice. I was "
              "loading up outside when a gull dropped out of nowhere and snatched a battered sausage right out of "
              "a woman's hand, just as she unwrapped it. She screamed, the gull swallowed it whole, and the queue "
              "clapped. Then I went up to the caravan site."),
        # 14
        slide(MATTEO, SHOP, "The rush",
              ["Phone orders tonight: 64"],
              "Six till seven is the rush. Sixty four phone orders tonight, and every one of them wants it in ten "
              "minutes. Through the window I watched a dog on a lead pinch a sausage out of a carrier bag "
              "somebody had left on the bench. The owner never noticed. The dog looked very pleased with "
              "itself."),
        # 15
        slide(ERNEST, SHOP, "The harbour wall",
              ["Benches on the harbour wall"],
              "In eighty five a gull took my whole fish off the paper and flew off across the harbour with it. I "
              "still haven't forgiven the species. Tonight I watched one take a fishcake right off a young man's "
              "fork, on its way to his mouth. He just sat there looking at the empty fork. I told him to keep a "
              "cap handy."),
        # 16
        slide(BEV, SHOP, "Scraps",
              ["Last orders: 9:15 pm"],
              "By nine the queue's gone, and it's just the regulars and the late buses. I threw the last of the "
              "scraps to the gull on the bin, which I know I shouldn't, but he's sat there all night like a "
              "customer. Dylan's back with an empty box and no complaints, so either the chips were hot or "
              "nobody dared."),
        # 17
        slide(ANGELA, SHOP, "Closing",
              ["Doors shut: 9:30 pm"],
              "Doors shut. My arms are like lead, and I'll smell of fat till Sunday. I reckon that was two "
              "hundred fish tonight, give or take, which is a good Friday for March. Matteo's filtering the fat, "
              "and Bev's cashing up, and she's humming, which means it's been a very good night."),
        # 18
        slide(BEV, SHOP, "The tickets",
              ["Fish fried tonight: 237"],
              "Two hundred and thirty seven, Angela, not two hundred. Every ticket goes on the spike, and I've "
              "counted the spike twice. You always guess low, because you only remember the ones you fried "
              "yourself. Two hundred and thirty seven. Write it on the calendar, because that's the most since "
              "the summer."),
        # 19
        slide(DYLAN, SHOP, "Last drop",
              ["Last delivery: 9:05 pm"],
              "Last drop of the night was the lighthouse cottages out on the point, in a gale. The man there tips "
              "me in coins he finds on the beach, I'm not joking. Gran says I'm not to take them. I keep them in "
              "a jar. One of them's Roman, I reckon, or a very old washer."),
        # 20
        slide(MATTEO, SHOP, "Cleaning down",
              ["Fat filtered: 9:50 pm"],
              "Cleaning down. The range is older than me. Grandad put it in when he took over, and one pan has a "
              "crack you can see the light through. Mum says it's got character. It's got a crack. So next month "
              "it's finally going, and I get to help choose the new one. Engineering, put to proper use at "
              "last."),
        # 21
        slide(ANGELA, SHOP, "Dad's list",
              ["Dad's list: still on the back door"],
              "Dad's list stays on the back door, even though we've never once followed it. It's his writing, "
              "and that's enough. Tomorrow's Saturday, forty sacks, and we start again with the peas. Bev's gone "
              "home, Matteo's driving Mr Lowther back up the hill, and I'm sitting down for the first time since "
              "eleven this morning."),
        # 22
        slide(ANGELA, SHOP_DARK, "Next on the channel",
              ["A new range after 40 years", "Sunday 26 April", "Ricci's Fish Bar"],
              "Next time, the old range comes out and a brand new one goes in, the first new range at Ricci's in "
              "forty years. It's coming on a lorry, and it has to go in through the front window, so the window "
              "comes out too. Matteo has measured it four times. See you at Ricci's."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the short version - what's this Skelby video about?",
         "para": ["ricci's fish bar clip, overall subject",
                  "what are we watching here, in one line"],
         "cands": ["A family fish and chip shop's Friday, from the morning's prep to closing time",
                   "A brand new range being fitted in a chip shop",
                   "A fishing boat landing its catch at the harbour",
                   "A cookery lesson on how to batter fish"],
         "answer": "A family fish and chip shop's Friday, from the morning's prep to closing time"},
        {"n": 2, "type": "count", "ev": [10, 13, 15],
         "q": "Gull raids that succeed that Friday - how many?",
         "para": ["seagull thefts on the night, how many successful ones",
                  "skelby gulls are menaces lol. how many times do they manage to nick somebody's dinner that "
                  "night?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1],
         "q": "Which job on the list did Angela start with?",
         "cands": ["Putting the mushy peas on", "Getting the fish off the van", "Mixing the batter",
                   "Lighting the range"],
         "answer": "Putting the mushy peas on"},
        {"n": 4, "type": "order", "ev": [1, 2, 3, 4, 6, 9],
         "q": "Dad's list runs fish, batter, peas, range, potatoes. What order did the jobs really get done in?",
         "para": ["real order of the prep jobs at riccis",
                  "The list on the back door says one thing. What sequence did they actually follow on the "
                  "Friday?"],
         "cands": None,
         "answer": "Peas, potatoes, fish, lighting the range, and the batter last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why do the peas go on before everything else",
         "cands": None,
         "answer": "They've soaked overnight and need two hours simmering before they're mushy"},
        {"n": 6, "type": "why", "ev": [9],
         "q": "Reason for leaving the batter till the very end?",
         "cands": ["If it sits around it goes flat and heavy, so it's mixed ten minutes before opening",
                   "The flour is delivered with the fish van after one",
                   "It can only be mixed once the range is hot",
                   "Bev makes it, and she doesn't start until four"],
         "answer": "If it sits around it goes flat and heavy, so it's mixed ten minutes before opening"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "What's the thinking behind lighting the range so late?",
         "para": ["range not lit till ten to four - why",
                  "Why hold off lighting the range until it's nearly opening time?"],
         "cands": None,
         "answer": "Once it's lit the shop is like an oven while there's still work to do, and the fat only "
                   "needs forty minutes to heat before opening"},
        {"n": 8, "type": "correction", "ev": [17, 18],
         "q": "How many fish got fried that Friday?",
         "cands": None,
         "answer": "237 (Angela guessed two hundred; Bev counted the tickets on the spike)"},
        {"n": 9, "type": "correction", "ev": [7, 8],
         "q": "Temperature they fry at in Ricci's?",
         "cands": ["175 °C", "190 °C", "157 °C", "180 °C"],
         "answer": "175 °C"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "sacks of spuds ravi dropped off?",
         "cands": None, "answer": "32 (he said forty first, but forty is a Saturday)"},
        {"n": 11, "type": "who", "ev": [7, 8],
         "q": "Matteo says they fry at 190 degrees. Who pulls him up on it?",
         "para": ["who corrected matteo on the fat temperature",
                  "The son gets the frying temperature wrong. Which person gives him the proper number?"],
         "cands": None, "answer": "Angela Ricci, his mum, the owner and head fryer (175 °C)"},
        {"n": 12, "type": "who", "ev": [10],
         "q": "The lad whose fish got nicked by a gull - who gave him another one?",
         "cands": ["Bev Harkness", "Angela Ricci", "Ernest Lowther", "Matteo Ricci"],
         "answer": "Bev Harkness"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "Price of cod and chips?",
         "cands": ["£9.80", "£8.90", "£10.20", "£9.50"],
         "answer": "£9.80"},
        {"n": 14, "type": "needle_screen", "ev": [4],
         "q": "what time did the fish van turn up",
         "cands": ["1:20 pm", "12:15 pm", "1:02 pm", "3:50 pm"],
         "answer": "1:20 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [11, 12],
         "q": "What does Angela's old maths teacher pay for his usual?",
         "cands": None, "answer": "£7.40 (Ernest Lowther: small haddock, chips and scraps)"},
        {"n": 16, "type": "quantity", "ev": [14],
         "q": "phone orders that night?",
         "cands": ["64", "46", "84", "60"],
         "answer": "64"},
        {"n": 17, "type": "quantity", "ev": [6],
         "q": "Once the range is lit, how long till the fat's hot enough?",
         "cands": None, "answer": "Forty minutes (lit at 3:50 pm, ready at 4:30 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "Before he came home to cut chips, what had Matteo been studying?",
         "cands": ["Engineering", "Marine biology", "Catering", "Accountancy"],
         "answer": "Engineering"},
        {"n": 19, "type": "relation", "ev": [5],
         "q": "Bev and Dylan, how are they connected?",
         "cands": None, "answer": "Dylan is Bev's grandson"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "smoke alarm goes off just befor six - what did angela do",
         "cands": None,
         "answer": "Turned the range down, propped the back door open with a sack of potatoes and flapped a tea "
                   "towel at the alarm until it stopped"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the shop seem right at the start?",
         "cands": ["Cold and quiet, smelling of yesterday's vinegar",
                   "Packed, with a queue round the harbour wall",
                   "Full of smoke from the range",
                   "Busy with the fish van unloading"],
         "answer": "Cold and quiet, smelling of yesterday's vinegar"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "coming up next time at Ricci's?",
         "cands": ["A new range replacing the old one", "Matteo's engineering graduation",
                   "A Saturday with forty sacks of potatoes", "A morning at the fish market"],
         "answer": "A new range replacing the old one"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the bloke who drives the fish van - what's he called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much is a battered sausage at Ricci's?",
         "cands": ["£2.60", "£3.20", "£3.80", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [TOWERABSEIL, TIPMONDAY, CHIPSHOP]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "towerabseil": [25.0, 27.5, 24.0, 26.0, 27.0, 26.0, 25.5, 26.0, 27.0, 24.5, 25.0, 27.0, 25.0, 26.0, 26.5, 25.5, 23.0, 25.5, 26.5, 24.5, 23.5, 25.0, 24.5],
    "tipmonday": [25.5, 26.5, 27.0, 25.0, 26.5, 27.0, 25.0, 25.0, 26.0, 27.5, 26.5, 26.0, 27.5, 23.0, 25.0, 26.5, 26.5, 23.5, 26.5, 25.5, 25.0, 23.5, 23.0],
    "chipshop": [25.5, 24.5, 26.0, 23.5, 26.0, 25.0, 24.0, 23.5, 25.0, 26.0, 24.0, 24.0, 24.5, 27.0, 22.0, 25.5, 25.0, 21.0, 24.0, 23.0, 26.5, 24.0, 22.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
