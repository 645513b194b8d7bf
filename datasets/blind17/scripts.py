"""Scripts of the "blind17" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and
speaker name box) and 24 questions whose evidence is given as slide indexes:

- players:   the Saltbridge Players' production meeting, one week before their play opens
- aquarium:  a fishkeeping channel's tutorial: setting up a first tropical tank in a viewer's flat
- ridgewalk: a hillwalking vlog: two friends walk a five-summit horseshoe in one day

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# progress box, beside the speaker's name box at the bottom of the slide
PX, PY, PW, PH = 840, 580, 400, 58


def progress(text, colour):
    return (PX, PY, PW, PH, colour, text)


# ================================================================ players
ROS = ("en-gb-x-rp+f2", "Ros Achterberg, director")
DECLAN = ("en-gb-x-gbclan+m2", "Declan Mulvey, stage manager")
NKECHI = ("en-us-nyc+f4", "Nkechi Obi, lighting and sound")


def pl(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Items covered: %d/5" % done, "#e3d7f5")], "say": say}


PLAYERS = {
    "name": "players",
    "footer": "The Saltbridge Players · production meeting · filmed for the members' channel",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        pl(ROS, "#2b2d42", "Production Meeting: One Week to Go",
           ["The Saltbridge Players", "'The Lantern Keeper's Daughter'",
            "Opens Thursday 5 March, 7:30 pm", "Saltbridge Methodist Hall",
            "Meeting: Thursday 26 February"], 0,
           "Good evening, everyone, and hello to the cast watching this at home. I'm Ros, and I'm "
           "directing. This is our production meeting, exactly one week before The Lantern Keeper's "
           "Daughter opens, and we film it so nobody can say they weren't told. Let's be quick, "
           "because the caretaker locks up at nine."),
        # 1
        pl(DECLAN, "#f2efe9", "Your Stage Manager",
           ["Declan Mulvey", "Stage manager", "Prompt corner: stage left",
            "Everything you need: the green folder"], 0,
           "I'm Declan, the stage manager, which means the clipboard, the gaffer tape and the "
           "shouting. In the daytime I service the lifts at the Harbourgate shopping centre, so a set "
           "that stays still is a lovely change. Anything you need this week is in the green folder "
           "on the piano."),
        # 2
        pl(ROS, "#fffbea", "Tonight's Agenda (sent out Sunday)",
           ["1. Ticket sales", "2. Set and props", "3. Costumes", "4. Lighting and sound",
            "5. Rehearsal schedule"], 0,
           "Here's the agenda I sent on Sunday: ticket sales, set and props, costumes, lighting and "
           "sound, and the rehearsal schedule. We're not taking it in that order. Walt's scenery "
           "came today and is stacked across the front of the stage, so set goes first. Tickets go "
           "last, because Gwen brings the figures when the library shuts."),
        # 3
        pl(DECLAN, "#e8f0ea", "Set and props",
           ["Painted flats: 8, by Walt Henshaw", "Lighthouse tower: 2.7 m tall",
            "From Friday: stored under the stage", "Walt's build hours: about 90"], 0,
           "Set. Walt has outdone himself. All the flats are painted, and the lighthouse tower is "
           "finished, and it's taller than I am. Walt is seventy eight, by the way, and built every "
           "bit of it in his garage. Tonight it's all stacked across the front of the stage. From "
           "Friday it lives underneath it, on trolleys."),
        # 4
        pl(DECLAN, "#e8f0ea", "Props",
           ["Brass lantern: from Walt's loft", "Ship's bell: borrowed, back by 9 March",
            "Message bottle: 1 smashed every night", "Bottles needed for the run: 4"], 0,
           "Props. The brass lantern came down from Walt's loft, and the ship's bell is on loan from "
           "the sailing club, so nobody rings it for fun. Ellen smashes a bottle every night in act "
           "two, so we need a fresh one for each show and one for the dress. Oh, and we're suddenly "
           "sitting in the dark. Somebody find the switch."),
        # 5
        pl(ROS, "#fffbea", "Why the lights keep going off",
           ["Hall lights: on a 20-minute timer", "Fitted after a £412 winter bill",
            "Button: beside the main door"], 1,
           "For the record, the hall lights are on a timer. The church fitted it after somebody left "
           "everything switched on over Christmas, and the electricity bill was enormous. The button "
           "is beside the main door. I've asked the caretaker to give us longer on rehearsal nights. "
           "He said he'd think about it."),
        # 6
        pl(NKECHI, "#1f2a44", "Lighting and sound",
           ["Lighting cues: 64", "Sound cues: 23", "Hired lighting desk: £145 for the week",
            "Desk collected: Monday 9 March"], 1,
           "Hi, I'm Nkechi, lighting and sound. The hired desk came on Monday, and every cue is "
           "plotted. The big moment is the storm in act two, when the lighthouse beam sweeps right "
           "across the audience and the thunder rolls. If you're on stage for that, stand on your "
           "marks, or the beam lights up an empty bit of floor."),
        # 7
        pl(NKECHI, "#1f2a44", "The end of act one",
           ["Full blackout: 6 seconds", "Then: lantern only, on Ellen",
            "Glow tape: every step and rostrum edge"], 1,
           "The end of act one is a full blackout, and then the lantern comes up on Ellen, alone. In "
           "that blackout, nobody moves. I'm putting glow tape on every step, because in our last "
           "show somebody walked straight off the end of the rostrum in the dark. He was fine. The "
           "rostrum was not."),
        # 8
        pl(NKECHI, "#1f2a44", "Sound",
           ["Cue 12: seagulls", "Cue 14: foghorn", "Cue 19: thunder",
            "Speakers: either side of the stage"], 1,
           "Sound. The foghorn is cue twelve. No, sorry, it's fourteen, twelve is the seagulls. "
           "Whoever is on the book, call it loud and clear, because the foghorn is what Ellen comes in "
           "on. And it is loud. I've warned the neighbours, and they've been promised some free "
           "tickets to keep them sweet."),
        # 9
        pl(ROS, "#fffbea", "Rehearsal schedule",
           ["Sun 1 March: technical rehearsal, 10 am to 6 pm", "Tue 3 March: dress rehearsal, 7 pm",
            "Thu 5 to Sat 7 March: performances", "Call time every night: 6:30 pm"], 2,
           "Now the schedule, before costumes, because Bev can't plan her costume parade until she "
           "knows when everybody's here. The technical rehearsal is all day Sunday. The dress "
           "rehearsal is Wednesday the fourth. No, Tuesday the third, the Brownies have the hall on "
           "Wednesdays. Then we open on the Thursday."),
        # 10
        pl(DECLAN, "#e8f0ea", "Sunday's tech: what to expect",
           ["Cue to cue: the talky bits are skipped", "'Hold' means freeze, mid-line if need be",
            "Packed lunch: bring your own"], 2,
           "Sunday is cue to cue. We jump from one lighting change to the next and skip the talky "
           "bits in between, so don't be offended. When I say hold, you freeze, even mid sentence. "
           "And the lights have cut out on us again, right on cue. Nkechi, you're nearest the door."),
        # 11
        pl(ROS, "#fdf3e1", "Costumes (Bev's notes)",
           ["Costume parade: Tuesday 3 March, 6 pm", "Hired from Penmarrow Costume Store: £280",
            "Fittings still owed: 3 people", "Your own shoes: black, no trainers"], 3,
           "Costumes. Bev can't be here, she's at her grandson's swimming gala, so I'm reading out her "
           "notes. The parade is just before the dress rehearsal. Most of the costumes are hired, and "
           "they go back on the Monday, so nothing but water to drink while you're in them. And three "
           "of you still owe her a fitting."),
        # 12
        pl(ROS, "#fdf3e1", "The quick change",
           ["Act 2: Ellen, oilskins to ball gown", "Time for the change: 40 seconds",
            "Dressers: Bev and Lorna, stage right"], 3,
           "The hardest moment of the whole show is Ellen's quick change in act two, from oilskins and "
           "wellies into the ball gown. She has less than a minute. Bev and Lorna will be in the wings "
           "with everything laid out, and the gown now does up with poppers, because buttons take far "
           "too long."),
        # 13
        pl(DECLAN, "#e8f0ea", "Backstage rules",
           ["Phones: off, in the box by the door", "Green room: the church kitchen",
            "No kettle during a scene", "Only touch your own props"], 4,
           "While we wait for Gwen, the backstage rules. Phones go off and into the box by the door. "
           "The green room is the church kitchen, and nobody boils that kettle during a scene, "
           "because you can hear it from the stage. And only touch your own props. If one's gone "
           "missing, that's my problem, not yours."),
        # 14
        pl(ROS, "#fffbea", "Ticket sales (Gwen's figures)",
           ["Sold so far: 260", "Thursday: 61 · Friday: 81 · Saturday: 118",
            "Seats: 150 a night"], 4,
           "Gwen's here, with her famous spreadsheet. We've sold two hundred and six tickets. Sorry, "
           "Gwen's pointing at the screen, it's two hundred and sixty. Saturday is nearly full. "
           "Thursday is the worry, as always, so if you've got friends who only ever come on the "
           "first night, now is the time to nag them."),
        # 15
        pl(ROS, "#fffbea", "Tickets: prices and where to buy",
           ["Adults £12 · Concessions £9", "Thursday: all seats £8",
            "Online, or at Saltbridge Library", "Raffle: £1 a strip"], 4,
           "You can buy tickets online or at the library, where Gwen works. There's a raffle every "
           "night at the interval, and the prize is a meal for two at the Anchor, which the landlord "
           "has very kindly given us. So please buy a strip or five, and make your families buy some "
           "too."),
        # 16
        pl(NKECHI, "#1f2a44", "Front of house",
           ["Doors open: 7 pm", "Interval: 20 minutes", "Front of house: Nkechi",
            "Tickets on the door: Gwen"], 5,
           "I'm also running front of house this time, because nobody else volunteered fast enough. "
           "Doors open half an hour before curtain up. There are teas and cakes at the interval, and "
           "the cakes are homemade, so if you bake, bring a sponge. The cake money goes towards new "
           "stage curtains."),
        # 17
        pl(DECLAN, "#e8f0ea", "Any other business",
           ["Church car park: 12 spaces, audience only", "Cast and crew: park on Quay Street",
            "Programme adverts: £25 a quarter page"], 5,
           "Any other business. The church car park is tiny, so cast and crew park on Quay Street and "
           "leave the spaces for the audience. There's still room for adverts in the programme. And "
           "there it goes, total darkness once more. I'm starting to think the caretaker is doing it "
           "on purpose."),
        # 18
        pl(ROS, "#fffbea", "Photo call",
           ["Photo call: Tuesday, after the dress", "Photographer: Anand Rao, Saltbridge Echo",
            "Full costume and make-up"], 5,
           "After the dress rehearsal, there's a photo call. Anand from the Saltbridge Echo is coming "
           "to take pictures for the paper, which is the best free advert we could ask for. So don't "
           "take your make up off, and don't rush off to the pub. It won't take more than twenty "
           "minutes."),
        # 19
        pl(NKECHI, "#1f2a44", "The get-out",
           ["Get-out: Saturday, straight after the show", "Everyone stays until the hall is clear",
            "Hall handed back: Sunday 8 March, 9 am"], 5,
           "The get out. On the last night, as soon as the audience has gone, everything comes down. "
           "The lights, the set, the lot. Everyone stays until it's done, cast included, because the "
           "church has a christening in this hall on the Sunday morning, and it has to look like we "
           "were never here."),
        # 20
        pl(DECLAN, "#e8f0ea", "Safety, one more time",
           ["Lighthouse tower: 1 person at a time", "Brakes on the wheels: checked by Declan",
            "First aider: Declan", "Accident book: in the green folder"], 5,
           "One more safety thing. The lighthouse tower takes the weight of one person, so only Ellen "
           "goes up it, and only after I've checked the brakes on the wheels. I'm the first aider for "
           "the run, and the accident book is in the green folder. Write everything down, even a "
           "splinter."),
        # 21
        pl(ROS, "#fdf3e1", "Notes for the cast",
           ["Act 1: pick up the pace in the pub scene", "Act 2: face the front in the storm",
            "Lines: learnt by Sunday, please"], 5,
           "A few notes. The pub scene in act one is dragging, so pick up your cues. In the storm, "
           "face the front, because if the audience can't see your face, they can't hear you either. "
           "And by Sunday, nobody is carrying a script. Not even you, Harold."),
        # 22
        pl(ROS, "#2b2d42", "Thank you",
           ["Meeting ended: 8:52 pm", "Next call: Sunday 1 March, 10 am",
            "Bring: packed lunch, black shoes"], 5,
           "That's everything, and we've finished eight minutes before the caretaker wants us out, "
           "which must be a record. Thank you, Declan, thank you, Nkechi, and the lights even stayed "
           "on for the end. See you all on Sunday morning, with a packed lunch."),
        # 23
        pl(ROS, "#2b2d42", "Coming up on the members' channel",
           ["Auditions: the summer open-air play", "'The Ferryman's Wager', Pellow Park",
            "Saturday 28 March, 2 pm, this hall"], 5,
           "And before you've even had a rest, we're holding auditions for the summer open air play "
           "in Pellow Park. We'll film those too, so anyone who's nervous can see what's involved. "
           "It's a comedy, with a rowing boat in it, and no, the boat will not be real."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "So what's actually happening in this video?",
         "para": ["what kind of meeting is this",
                  "Which option best sums up the recording as a whole?"],
         "cands": ["An amateur theatre company's production meeting a week before opening night",
                   "Auditions for a summer open-air play in a park",
                   "A dress rehearsal of a play about a lighthouse",
                   "A church committee meeting about the hall's electricity bill"],
         "answer": "An amateur theatre company's production meeting a week before opening night"},
        {"n": 2, "type": "count", "ev": [4, 10, 17],
         "q": "During the meeting, how many times did the hall's timer switch the lights off?",
         "para": ["lights went out how many times",
                  "Count the occasions when everyone ended up sitting in the dark because of the hall's timer. What's the total?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [2, 3],
         "q": "Which agenda item got discussed first?",
         "para": ["first item they really got to?",
                  "The agenda sent out on Sunday starts with ticket sales. What did the meeting open with instead?"],
         "cands": ["Set and props", "Ticket sales", "Lighting and sound", "Rehearsal schedule"],
         "answer": "Set and props"},
        {"n": 4, "type": "order", "ev": [3, 6, 9],
         "q": "third item they actually covered",
         "cands": None, "answer": "The rehearsal schedule"},
        {"n": 5, "type": "correction", "ev": [14],
         "q": "So far, how many tickets have been sold for the play?",
         "para": ["ticket total so far?",
                  "After the mix-up over Gwen's spreadsheet, what number of tickets sold is confirmed?"],
         "cands": None, "answer": "260"},
        {"n": 6, "type": "correction", "ev": [9],
         "q": "On which date is the dress rehearsal?",
         "cands": ["Tuesday 3 March", "Wednesday 4 March", "Sunday 1 March", "Thursday 5 March"],
         "answer": "Tuesday 3 March"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Ros jumps straight to set and props. What's behind that?",
         "para": ["why did the set get talked about first",
                  "Explain the decision to take set and props before everything else."],
         "cands": None,
         "answer": "Walt's scenery had just arrived and was stacked across the front of the stage"},
        {"n": 8, "type": "why", "ev": [5],
         "q": "Why are the hall lights on a timer in the first place?",
         "cands": ["Somebody left them on over Christmas and the bill was enormous",
                   "The caretaker wants everyone out by nine",
                   "The money is going towards new stage curtains",
                   "The hired lighting desk overloads the hall's wiring"],
         "answer": "Somebody left them on over Christmas and the bill was enormous"},
        {"n": 9, "type": "why", "ev": [12],
         "q": "why poppers on the ball gown instead of buttons",
         "cands": None, "answer": "Buttons take too long for Ellen's quick change"},
        {"n": 10, "type": "why", "ev": [19],
         "q": "What's the reason everything has to come down straight after the last performance?",
         "cands": ["The church has a christening in the hall on the Sunday morning",
                   "The hired lighting desk is collected that night",
                   "The caretaker locks up at nine",
                   "The Brownies need the hall on Sunday"],
         "answer": "The church has a christening in the hall on the Sunday morning"},
        {"n": 11, "type": "needle_screen", "ev": [5],
         "q": "how long do the lights stay on once you press the button",
         "cands": None, "answer": "20 minutes"},
        {"n": 12, "type": "needle_screen", "ev": [6],
         "q": "What is the hire charge for the lighting desk?",
         "cands": ["£145 for the week", "£280 for the week", "£25 for the week", "£412 for the week"],
         "answer": "£145 for the week"},
        {"n": 13, "type": "speech_and_screen", "ev": [14],
         "q": "Ros calls one night 'the worry'. Seats sold for that night?",
         "cands": None, "answer": "61"},
        {"n": 14, "type": "quantity", "ev": [15],
         "q": "concession ticket price?",
         "cands": ["£9", "£12", "£8", "£1"],
         "answer": "£9"},
        {"n": 15, "type": "quantity", "ev": [12],
         "q": "To the second, what's Ellen's allowance for her act two quick change?",
         "cands": None, "answer": "40 seconds"},
        {"n": 16, "type": "spoken_fact", "ev": [1],
         "q": "What's Declan's day job?",
         "cands": ["He services lifts at a shopping centre", "He runs the Anchor pub",
                   "He works at Saltbridge Library", "He takes photos for the Saltbridge Echo"],
         "answer": "He services lifts at a shopping centre"},
        {"n": 17, "type": "begin", "ev": [0],
         "q": "At the beginning, Ros gives a locking-up time for the caretaker. What is it?",
         "cands": None, "answer": "At nine"},
        {"n": 18, "type": "who", "ev": [11],
         "q": "Bev isn't there, so whose voice do we hear reading her costume notes?",
         "cands": ["Ros", "Declan", "Nkechi", "Gwen"],
         "answer": "Ros"},
        {"n": 19, "type": "who", "ev": [2, 3],
         "q": "who built the set",
         "cands": None, "answer": "Walt (Walt Henshaw)"},
        {"n": 20, "type": "right_before_after", "ev": [13, 14],
         "q": "What was Declan going over just before Gwen's ticket figures came in?",
         "cands": ["The backstage rules", "Ellen's quick change", "Parking on Quay Street",
                   "The photo call"],
         "answer": "The backstage rules"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "At the end, what does Ros say is coming up next on the members' channel?",
         "cands": None, "answer": "Auditions for the summer open-air play in Pellow Park"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "how many free tickets did the neighbours get",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which actor plays Ellen?",
         "cands": ["Lorna", "Bev", "Gwen", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much money went on Walt's scenery materials?",
         "cands": ["£280", "£145", "£25", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ aquarium
IMOGEN = ("en-gb-x-gbclan+f5", "Imogen Tallis, presenter")
BILAL = ("en-gb+m5", "Bilal Qureshi, first-time fishkeeper")
WYNN = ("en-us+m3", "Wynn Carrow, Carrow's Aquatics")


def aq(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Progress: %d/5 steps" % done, "#c8f0ec")], "say": say}


AQUARIUM = {
    "name": "aquarium",
    "footer": "Glass Box Living · fishkeeping for beginners with Imogen Tallis · episode 27",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        aq(IMOGEN, "#113a3f", "Your First Tropical Tank",
           ["Glass Box Living, with Imogen Tallis", "Today: Bilal's flat, Larkhampton",
            "Tank: Brookmere 90", "Filmed: Saturday 21 March"], 0,
           "Hello, and welcome to Glass Box Living. I'm Imogen. Today I'm in Bilal's flat, helping "
           "him set up his very first tropical fish tank, from an empty box to a tank that's ready to "
           "start cycling. If you've just bought a tank and you're staring at it, wondering where to "
           "begin, this video is for you."),
        # 1
        aq(BILAL, "#eef6f5", "The new fishkeeper",
           ["Bilal Qureshi", "Tank: 90 litres, 80 x 35 x 35 cm", "Paid: £189, tank and lid",
            "Stand: £95, flat-packed"], 0,
           "Hi, I'm Bilal. I've wanted fish since I was about eight, and my mum always said no, so now "
           "I've got my own flat, I'm making up for it. The tank is sixty litres. Sorry, that's "
           "wrong, it's ninety. Sixty was the one I nearly bought. The stand came flat packed, and it "
           "took me a whole evening."),
        # 2
        aq(IMOGEN, "#fbfaf3", "The five steps",
           ["1. Rinse the gravel", "2. Put the tank on its stand", "3. Plant and decorate",
            "4. Fit the heater and filter", "5. Fill and dechlorinate"], 0,
           "Here are the five steps, in the order most guides give them. Rinse the gravel, put the "
           "tank on its stand, plant and decorate, fit the heater and filter, then fill it and treat "
           "the water. We're shuffling them today. Bilal's bath is full of mountain bike wheels, "
           "soaking off last weekend's mud, so the gravel has to wait."),
        # 3
        aq(IMOGEN, "#fbfaf3", "Tank on the stand",
           ["Check the stand is level, both ways", "Polystyrene mat under the tank: 5 mm",
            "Away from the window and the radiator"], 0,
           "So we start with the tank. Put a spirit level on the stand both ways, because ninety "
           "litres of water weighs about ninety kilos, and it will find any wobble. The tank sits on "
           "a thin polystyrene mat, which soaks up little bumps so the glass doesn't crack. And keep "
           "it away from the window, or the sun turns the water green."),
        # 4
        aq(BILAL, "#eef6f5", "Into position",
           ["Two people to lift the empty tank", "Gap behind it: 10 cm for cables",
            "Nearest socket: 1.5 m away"], 0,
           "We carried the tank over together, because even empty it's awkward, and we left a gap "
           "behind it for the cables. And, who's this? Pickle, my cat, has just jumped up onto the "
           "stand to inspect the new glass box. Down you get, please. She clearly thinks it's a "
           "present for her."),
        # 5
        aq(IMOGEN, "#fbfaf3", "Why every tank needs a lid",
           ["Cats: curious", "Fish: some species jump", "A lid also cuts evaporation"], 1,
           "Which is a good moment to talk about lids. A cat and an open tank are a bad combination, "
           "for the cat and for the fish. Some fish jump, too. And a lid stops the water evaporating, "
           "so you top up less often. If your tank came with a lid, use it. If it didn't, buy one."),
        # 6
        aq(BILAL, "#eef6f5", "Rinsing the gravel",
           ["Gravel: 12 kg, natural, 3 to 5 mm", "Cost: £14.50", "Rinse until the water runs clear"], 1,
           "The bath is free at last, and the wheels are out on the balcony. The gravel gets rinsed a "
           "bucketful at a time, swishing it round until the water runs clear. Imogen says if you skip "
           "this, the dust clouds the tank for days. I did about six buckets, and my arms are very "
           "tired."),
        # 7
        aq(IMOGEN, "#fbfaf3", "One bucket, for the tank only",
           ["New bucket: £3", "Never used with soap or cleaning products", "Label it: FISH ONLY"], 1,
           "A tip while Bilal's rinsing. Buy a new bucket and use it for the tank and nothing else. "
           "The smallest trace of washing up liquid or bleach from an old bucket can kill fish. Write "
           "fish only on the side in big letters, especially if you live with somebody who likes to "
           "mop."),
        # 8
        aq(IMOGEN, "#fbfaf3", "Gravel in",
           ["Depth: 5 cm at the front, 8 cm at the back", "Slope it up towards the back",
            "Smooth it by hand"], 2,
           "The gravel goes in deeper at the back, which makes the tank look deeper and gives the back "
           "plants more to root into. Normally the plants would go in next, but Wynn is bringing them "
           "over when his shop closes for lunch, so we'll fit the kit and fill up first."),
        # 9
        aq(BILAL, "#eef6f5", "Heater and filter",
           ["Filter: internal, 400 litres an hour", "Heater: 100 watts, adjustable",
            "Heater: beside the filter outflow"], 2,
           "Now the kit. The filter goes in the back corner, and the heater goes right next to where "
           "the water comes out of the filter, so the warm water gets pushed round the whole tank "
           "instead of sitting in one corner. Nothing is plugged in yet. Imogen made me promise."),
        # 10
        aq(IMOGEN, "#fbfaf3", "Setting the heater",
           ["Set to: 25 °C", "After filling: wait 30 minutes, then switch on",
            "Thermometer: at the far end from the heater"], 2,
           "Set the heater to twenty six degrees. No, let's say twenty five, that suits most beginner "
           "fish better. And here's the rule people forget. After filling, leave the heater in the "
           "water for half an hour before you switch it on. The glass has to reach the water's "
           "temperature, or it can crack."),
        # 11
        aq(BILAL, "#eef6f5", "Filling up",
           ["Water: from the cold tap", "Pour onto a saucer on the gravel",
            "Fill to 2 cm below the rim"], 3,
           "Filling. I put a saucer on the gravel and poured onto that, so the water doesn't dig holes "
           "in the slope. And look who's up on top of the cabinet, peering down into the water like "
           "it's her own television. Pickle. I've put her back on the sofa. For now."),
        # 12
        aq(IMOGEN, "#fbfaf3", "Treating tap water",
           ["Dechlorinator: 5 ml per 50 litres", "For this tank: 9 ml",
            "Bottle: £7.99, lasts about a year"], 3,
           "Tap water has chlorine in it, which is great for us and terrible for fish, and for the good "
           "bacteria we want in the filter. So every drop that goes in gets treated with "
           "dechlorinator. The dose is on the bottle. Measure it, don't guess, and treat new water "
           "before it goes in when you do water changes."),
        # 13
        aq(BILAL, "#eef6f5", "Switching on",
           ["Filter on: 11:40", "Heater on: 12:10", "Temperature at 6 pm: 24.8 °C"], 4,
           "Filter on first, and there's that lovely gurgle. Then we waited the half hour before the "
           "heater went on. The water is a bit cloudy, which Imogen says is normal, and it should clear "
           "in a day or two. It actually looks like a fish tank now. Just with no fish."),
        # 14
        aq(WYNN, "#f3f0e2", "The plants arrive",
           ["From Carrow's Aquatics, High Street", "Plants: 9, all beginner-friendly",
            "Cost: £36", "Plus: 1 piece of bogwood, £12"], 4,
           "Afternoon, I'm Wynn, from Carrow's Aquatics on the high street. I couldn't come till I'd "
           "shut the shop for lunch, sorry. I've brought eight plants. Actually, nine, I slipped in an "
           "extra Java fern for free, because every first tank deserves one. All of these are very "
           "hard to kill."),
        # 15
        aq(WYNN, "#f3f0e2", "Planting into a full tank",
           ["Take off the pots and the rock wool", "Java fern: on the wood, not in the gravel",
            "Tall plants at the back"], 4,
           "Planting into a full tank just means wet sleeves. Take them out of the pots and pull the "
           "wool off the roots. The Java fern doesn't go in the gravel at all. Tie it onto the bogwood "
           "with cotton, because if you bury its root, it rots. Tall ones at the back, short ones at "
           "the front."),
        # 16
        aq(IMOGEN, "#113a3f", "All five steps done",
           ["Plants in: 9", "Bogwood: front left", "Water: still slightly cloudy"], 5,
           "And that's all five steps done. Look at that. Wynn's bogwood will turn the water a little "
           "bit brown for a week or two, like weak tea, which is completely harmless. Bilal, you can "
           "breathe out now. And no, you can't go and buy fish this afternoon."),
        # 17
        aq(IMOGEN, "#fbfaf3", "Why no fish today?",
           ["Cycling: growing bacteria in the filter", "Expect: 4 to 6 weeks",
            "Meanwhile: a pinch of fish food every 2 days"], 5,
           "The reason is cycling. Fish produce ammonia, which is poisonous, and the filter needs a "
           "colony of good bacteria to break it down. Those bacteria take about four to six weeks to "
           "grow. Put fish in today and they'd be swimming in their own waste with nothing to clean it "
           "up."),
        # 18
        aq(BILAL, "#eef6f5", "The test kit",
           ["Liquid test kit: £34", "Tests: ammonia, nitrite, nitrate, pH",
            "Test twice a week while cycling"], 5,
           "This is the test kit, which cost more than the gravel and the bucket put together. You drip "
           "tank water into little tubes and compare the colours with a chart. And somebody has just "
           "landed on the lid. Pickle has jumped up there for another go, and she's lying across it "
           "like a draught excluder."),
        # 19
        aq(WYNN, "#f3f0e2", "First fish: what to buy",
           ["Start with hardy, small fish", "To begin with: 6 to 8 fish",
            "Add more a few at a time, weeks apart"], 5,
           "When the tests are right, come and see me. Start with a handful of small, hardy fish, and "
           "add more a few at a time, a couple of weeks apart, so the bacteria can keep up. Don't buy "
           "anything just because it's pretty and on offer. Ask what size it grows to."),
        # 20
        aq(IMOGEN, "#fbfaf3", "What it all cost",
           ["Tank and lid: £189 · Stand: £95", "Filter: £42 · Heater: £24",
            "Gravel, plants, wood, bucket, dechlorinator: £73.49",
            "Test kit: £34", "Total: £457.49"], 5,
           "People always ask what this costs. The tank and stand were the big items. Add the kit, "
           "the gravel, the plants and all the bits, and Bilal has spent just over four hundred and "
           "fifty pounds, before a single fish. Second hand tanks are much cheaper, but check them for "
           "leaks first."),
        # 21
        aq(BILAL, "#eef6f5", "Bilal's verdict",
           ["Time taken: 6 hours", "Arms: wet to the elbow", "Pickle: banned from the lid"], 5,
           "My verdict? It took most of the day, and I'm wet to the elbows. But it's the first thing "
           "in this flat that actually feels like mine. Mum's coming round next weekend, and she still "
           "doesn't know. Pickle, for the record, is asleep on the sofa, which is exactly where she "
           "belongs."),
        # 22
        aq(IMOGEN, "#113a3f", "The short version",
           ["Level stand, mat under the tank", "Rinse the gravel",
            "Heater: wait before switching on", "Dechlorinate every drop",
            "No fish until it's cycled"], 5,
           "So, the short version. Level the stand, and put a mat under the tank. Rinse your gravel. "
           "Let the heater sit in the water before you switch it on. Treat every drop of tap water. "
           "And be patient, because the hardest part of fishkeeping is the first month, when there's "
           "nothing to look at."),
        # 23
        aq(IMOGEN, "#113a3f", "Next time on Glass Box Living",
           ["Fish day: Bilal's first fish", "From Carrow's Aquatics",
            "Not before Saturday 25 April"], 5,
           "That's it for today. Thank you to Bilal for letting us into his flat, and to Wynn for the "
           "plants. In a few weeks, once the tests say the tank is ready, we'll be back for fish day, "
           "when Bilal chooses his very first fish. Subscribe so you don't miss it, and see you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "What's the main thing this episode walks you through?",
         "para": ["whats this one about",
                  "In a sentence, what does the video show from start to finish?"],
         "cands": ["Setting up a first tropical fish tank, ready to cycle",
                   "Choosing the first fish for a new tank",
                   "A review of a fish shop on the high street",
                   "Training a cat to stay off the furniture"],
         "answer": "Setting up a first tropical fish tank, ready to cycle"},
        {"n": 2, "type": "count", "ev": [4, 11, 18],
         "q": "How often does Pickle the cat get up onto the tank or its cabinet?",
         "para": ["pickle on the tank - how many times",
                  "Tally up every time the cat climbs onto the stand, the cabinet or the lid. What does it come to?"],
         "cands": None, "answer": "three times"},
        {"n": 3, "type": "order", "ev": [2, 3, 4],
         "q": "What did they actually kick off with, of the five steps?",
         "cands": ["Putting the tank on its stand", "Fitting the heater and filter",
                   "Planting and decorating", "Filling and dechlorinating"],
         "answer": "Putting the tank on its stand"},
        {"n": 4, "type": "order", "ev": [14, 15, 16],
         "q": "What ended up being the final step?",
         "para": ["last step they did",
                  "Going by what was really done on the day, which of the five steps was finished last?"],
         "cands": None, "answer": "Planting and decorating"},
        {"n": 5, "type": "correction", "ev": [1],
         "q": "what size is bilal's tank, in litres",
         "cands": None, "answer": "90 litres"},
        {"n": 6, "type": "correction", "ev": [10],
         "q": "What temperature did Imogen settle on for the heater?",
         "para": ["heater temp?",
                  "Imogen changes her mind about the heater setting. Where does she end up?"],
         "cands": ["25 °C", "26 °C", "24.8 °C", "28 °C"],
         "answer": "25 °C"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Why couldn't the gravel be rinsed at the start?",
         "cands": None, "answer": "The bath was full of Bilal's mountain bike wheels soaking"},
        {"n": 8, "type": "why", "ev": [3],
         "q": "What's the polystyrene mat under the tank for?",
         "cands": ["It soaks up little bumps so the glass doesn't crack",
                   "It keeps the water warm overnight",
                   "It stops the stand getting wet",
                   "It cuts down the filter's noise"],
         "answer": "It soaks up little bumps so the glass doesn't crack"},
        {"n": 9, "type": "why", "ev": [10],
         "q": "How come the heater has to sit in the water for a while before it's turned on?",
         "cands": None, "answer": "Its glass must reach the water's temperature or it can crack"},
        {"n": 10, "type": "why", "ev": [17],
         "q": "Bilal can't put fish in today. What's stopping him?",
         "para": ["why no fish yet",
                  "What reason is given for leaving the new tank empty of fish for weeks?"],
         "cands": ["The filter needs weeks to grow bacteria that break down ammonia",
                   "The water is still cloudy from the gravel",
                   "The bogwood has turned the water brown",
                   "Wynn's shop had no fish in stock"],
         "answer": "The filter needs weeks to grow bacteria that break down ammonia"},
        {"n": 11, "type": "needle_screen", "ev": [12],
         "q": "Dechlorinator dose for this particular tank?",
         "cands": None, "answer": "9 ml"},
        {"n": 12, "type": "needle_screen", "ev": [9],
         "q": "How much water can the filter pump through in an hour?",
         "cands": ["400 litres an hour", "100 litres an hour", "90 litres an hour",
                   "40 litres an hour"],
         "answer": "400 litres an hour"},
        {"n": 13, "type": "speech_and_screen", "ev": [18],
         "q": "bilal grumbles that one purchase cost more than his gravel and bucket put together. how much was it",
         "cands": None, "answer": "£34 (the test kit)"},
        {"n": 14, "type": "quantity", "ev": [20],
         "q": "What did the whole setup come to, before any fish?",
         "cands": ["£457.49", "£350", "£189", "£284"],
         "answer": "£457.49"},
        {"n": 15, "type": "quantity", "ev": [17],
         "q": "roughly how many weeks of cycling before fish can go in",
         "cands": None, "answer": "About 4 to 6 weeks"},
        {"n": 16, "type": "spoken_fact", "ev": [16],
         "q": "According to Imogen, what effect will Wynn's bogwood have on the water?",
         "cands": ["It turns slightly brown, like weak tea, for a week or two",
                   "It goes cloudy for a day or two",
                   "It warms up by a degree",
                   "It loses its chlorine"],
         "answer": "It turns slightly brown, like weak tea, for a week or two"},
        {"n": 17, "type": "spoken_fact", "ev": [15],
         "q": "what does wynn tie the java fern on with",
         "cands": None, "answer": "Cotton"},
        {"n": 18, "type": "who", "ev": [7],
         "q": "Whose tip was it to write FISH ONLY on the bucket?",
         "cands": ["Imogen", "Bilal", "Wynn", "Bilal's mum"],
         "answer": "Imogen"},
        {"n": 19, "type": "who", "ev": [14],
         "q": "Carrow's Aquatics belongs to which of the people in the video?",
         "cands": None, "answer": "Wynn (Wynn Carrow)"},
        {"n": 20, "type": "right_before_after", "ev": [16, 17],
         "q": "Once all five steps were finished, what did Imogen go on to explain?",
         "cands": ["Why no fish can go in yet", "How to set the heater",
                   "What it all cost", "Why every tank needs a lid"],
         "answer": "Why no fish can go in yet"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "what happens in the next episode",
         "cands": None, "answer": "Fish day: Bilal chooses his first fish"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "pickle's breed?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Has Bilal said what fish he's going to get first?",
         "cands": ["Neon tetras", "Guppies", "Zebra danios", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "going by the video, what would a second hand tank set you back",
         "cands": ["£189", "£95", "£42", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ ridgewalk
INES = ("en-us+f4", "Ines Calloway, Ines Goes Up")
JEROME = ("en-029+m2", "Jerome Okafor, navigator")
MORAG = ("en-gb-scotland+f4", "Morag Baird, Glenardle Hostel")


def rw(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [progress("Tops bagged: %d of 5" % done, "#d6e9c6")], "say": say}


RIDGEWALK = {
    "name": "ridgewalk",
    "footer": "Ines Goes Up · hillwalking vlog · the Ardle Horseshoe from Glenardle Hostel",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        rw(INES, "#23352b", "The Ardle Horseshoe in a Day",
           ["Ines Goes Up · episode 33", "Five tops, one long day",
            "Start: Glenardle Hostel", "Saturday 11 October"], 0,
           "Hey everyone, welcome back to Ines Goes Up. Today's a big one. My friend Jerome and I are "
           "walking the whole Ardle Horseshoe in a single day, five summits in one loop from the "
           "hostel. I've been staring at this ridge on the map for three years, and the weather is "
           "finally on our side. Mostly."),
        # 1
        rw(JEROME, "#eef2ea", "The sidekick",
           ["Jerome Okafor", "Navigator (allegedly)", "Map: Ardle Hills, 1:25 000",
            "Compass: yes"], 0,
           "I'm Jerome. I'm the navigator today, which means I carry the paper map and Ines carries "
           "the snacks, and I think I got the worse deal. During the week I teach chemistry to "
           "fourteen year olds, so honestly, a ridge in a gale feels quite relaxing."),
        # 2
        rw(INES, "#fbfbf4", "The plan (route card)",
           ["1. Meall Corrach, 781 m", "2. Stob Innis, 865 m", "3. The Grey Step, 908 m",
            "4. Carn Ballach, 947 m", "5. Beinn Tuath, 823 m"], 0,
           "This is our route card. Meall Corrach, Stob Innis, the Grey Step, Carn Ballach, and Beinn "
           "Tuath to finish. That was the plan at breakfast, anyway. Then Morag, who runs the hostel, "
           "came over with some news, and now we're going round a completely different way."),
        # 3
        rw(MORAG, "#f4ece0", "News from the hostel",
           ["Corrach Burn footbridge: washed away", "Storm: last Tuesday night",
            "Burn: too high to ford today"], 0,
           "I'm Morag, I run the hostel. The wee footbridge over the Corrach Burn went in Tuesday's "
           "storm, and the burn's far too high to wade. So if you start up Meall Corrach, you're stuck. "
           "Go up Carn Ballach first, from behind the hostel, and finish on Meall Corrach, where you "
           "can come down to the road bridge."),
        # 4
        rw(INES, "#fbfbf4", "Kit and the forecast",
           ["Wind: westerly, gusting 45 mph on the tops", "Cloud base: 700 m, lifting by midday",
            "Water: 2 litres each, plus a filter"], 0,
           "Quick kit check. It's windy up top, gusting hard from the west, and the cloud should lift "
           "by lunchtime. We've each got a couple of litres of water, and a filter, which I'll explain "
           "later. Jerome has the paper map and a compass, because phones die in the cold, and "
           "usually at the worst moment."),
        # 5
        rw(JEROME, "#eef2ea", "Up Carn Ballach",
           ["Path: straight up behind the hostel", "Height gain to the top: 790 m",
            "Time to the summit: 2 h 05 min"], 0,
           "The path goes straight up behind the hostel, and it does not mess about. Halfway up, in "
           "the first proper gust, the wind tore the map right out of my hands and sent it tumbling "
           "down the heather. Ines caught it in the end, about fifty metres below us. I'm never "
           "allowed to forget that."),
        # 6
        rw(INES, "#fbfbf4", "Summit one: Carn Ballach",
           ["Carn Ballach, 947 m", "Highest point of the day", "Rucksacks left at the cairn"], 1,
           "Carn Ballach, our first top, and the highest of the day. Beinn Tuath sticks out on its own "
           "little spur from here, so we're leaving our rucksacks at the cairn and nipping out and "
           "back without them. It's silly to carry everything out there just to carry it all back "
           "again."),
        # 7
        rw(JEROME, "#eef2ea", "Out and back: Beinn Tuath",
           ["Beinn Tuath, 823 m", "Out and back from the cairn: 40 minutes", "Ptarmigan seen: 3"], 2,
           "Beinn Tuath, done, in about forty minutes there and back. On the way we walked right into "
           "a little group of ptarmigan, already going white for the winter. They just sat there "
           "looking at us like we were the strange ones. Then back to the cairn for the bags."),
        # 8
        rw(INES, "#fbfbf4", "Lunch behind a boulder",
           ["Lunch stop: 11:20", "Menu: oatcakes, cheese, flapjack", "Ines's flask: leaking"], 2,
           "Lunch, tucked behind a boulder out of the wind. Oatcakes and cheese, and my flapjack, "
           "which nobody else is allowed to make fun of. My flask has leaked into the bottom of my "
           "bag, so everything smells of coffee. There are worse smells. The cloud's lifting, and you "
           "can finally see the Grey Step."),
        # 9
        rw(JEROME, "#eef2ea", "The Grey Step",
           ["The Grey Step, 908 m", "Narrow rocky crest: about 300 m long",
            "Easier path: just below, on the south side"], 2,
           "This is the Grey Step, the sharp bit. Ines reckons it's eight hundred and eighty metres. "
           "I've got the map out, in both hands this time, and it's nine hundred and eight. The crest "
           "is narrow and rocky, and there's an easier path just below it on the south side, out of "
           "the worst of the wind."),
        # 10
        rw(INES, "#fbfbf4", "Why we took the lower path",
           ["Gusts on the crest: too strong to stand", "South-side path: sheltered",
            "Rule: if in doubt, take the easy line"], 2,
           "We took the lower path. Up on the crest, the gusts were strong enough to knock me "
           "sideways, and on a narrow ridge that's how people get hurt. There's no shame in the easy "
           "line. The mountain will still be there next year, and so will I, which is the whole "
           "point."),
        # 11
        rw(INES, "#fbfbf4", "Summit three, sort of",
           ["Top of the Grey Step: from the south path", "Time: 12:45"], 3,
           "We scrambled up to the actual top of the Grey Step from the sheltered side, so it counts, "
           "and I'm counting it. The wind is dropping a little, and Jerome has finally put the map "
           "away, folded up small, in his jacket pocket. For now."),
        # 12
        rw(JEROME, "#eef2ea", "Down to the bealach",
           ["Bealach na Gaoithe: low point, 610 m", "Drop from the Grey Step: about 300 m"], 3,
           "Down to the bealach, the low pass between the Grey Step and Stob Innis. I got the map out "
           "again to check the way off, and a gust whipped it away over the boulders like a kite. It "
           "landed in a puddle. It's a soggy map now, but it's still a map."),
        # 13
        rw(INES, "#fbfbf4", "Water from the burn",
           ["Refill: Allt na Bealaich", "Filter: 1 litre in about 2 minutes",
            "Deer on the slope above"], 3,
           "We refilled our bottles at the stream at the bottom of the pass, and this is why I carry a "
           "filter. See those deer on the slope above us? They stand in the water further up, and "
           "they're not fussy about where they go to the toilet. A couple of minutes of squeezing, and "
           "it's perfectly safe."),
        # 14
        rw(JEROME, "#eef2ea", "Up Stob Innis",
           ["Stob Innis, 865 m", "Steep grass, then a boulder field", "Summit: 14:30"], 4,
           "Stob Innis, and my legs have officially filed a complaint. At the top we met a couple from "
           "Dundee doing the horseshoe the normal way round. They'd waded the burn at dawn, up to their "
           "knees, and their boots were still squelching. I don't think they'd spoken to Morag."),
        # 15
        rw(INES, "#fbfbf4", "The last bus",
           ["Last bus from the road bridge: 17:40", "Fare back to the hostel: £3.20",
            "Road walk instead: 6 km"], 4,
           "Now, from the bottom of Meall Corrach, it's a long road walk back to the hostel, unless we "
           "catch the bus. The last one goes at ten past six. No, Jerome's just checked the timetable, "
           "it's twenty to six. So that's put a spring in our step. Well, in his step."),
        # 16
        rw(JEROME, "#eef2ea", "Meall Corrach",
           ["Meall Corrach, 781 m", "Summit reached: 16:20",
            "Way down: the old stalkers' path"], 5,
           "Meall Corrach, the last top, which was supposed to be the first. There's an old tin under "
           "the cairn with a visitors' book in it, so we signed it. And then the wind snatched the map "
           "off me one more time, and Ines had to pin it under her boot."),
        # 17
        rw(INES, "#23352b", "All five",
           ["Distance: 16.4 km", "Total ascent: 1,460 m", "Moving time: 6 h 50 min"], 5,
           "All five tops done, in completely the wrong order. We've walked about eighteen kilometres. "
           "Sorry, sixteen, I was rounding up to make us sound tough. Jerome has now sealed the map in "
           "a freezer bag and clipped it to his strap, which he really could have done this morning."),
        # 18
        rw(JEROME, "#eef2ea", "Down to the road",
           ["Descent: the old stalkers' path", "At the road bridge: 17:25",
            "Bus: caught"], 5,
           "Down the stalkers' path to the road bridge, which is still standing, unlike the footbridge. "
           "We got to the bus stop with a quarter of an hour to spare, sat on the wall, and didn't "
           "speak for ten minutes. The driver asked if we'd been up the hill. I think he could tell."),
        # 19
        rw(MORAG, "#f4ece0", "Back at the hostel",
           ["Glenardle Hostel: 24 beds", "Drying room: open until 10 pm",
            "Dinner tonight: venison stew, £11"], 5,
           "Welcome back. You look like you've been dragged through a hedge. Boots in the drying room, "
           "please, not by the fire, because the last time somebody left boots by the fire, the soles "
           "melted right off. There's stew at seven. And I'll phone the estate about that footbridge "
           "again on Monday."),
        # 20
        rw(INES, "#fbfbf4", "What I'd do differently",
           ["Map: in a bag from the start", "Leave at 7 am, not 7:50",
            "Check the flask lid"], 5,
           "What I'd do differently. Put the map in a bag from the start, obviously. Leave a bit "
           "earlier, because that bus was closer than I'd like. And check the lid of my flask. Apart "
           "from that, honestly, it was one of my best ever days on the hill."),
        # 21
        rw(JEROME, "#eef2ea", "Jerome's numbers",
           ["Steps: 31,842", "Flapjacks eaten: Jerome 4, Ines 1", "Maps ruined: 1"], 5,
           "My phone says I took well over thirty thousand steps, and I ate most of Ines's flapjack, "
           "which she's not happy about. The map is ruined, but I'm keeping it, because it's been "
           "through more today than I have. Next time, I'm carrying the snacks."),
        # 22
        rw(INES, "#fbfbf4", "Your questions",
           ["Poles: yes, for the way down", "Walking alone: leave your route with someone",
            "New boots: wear them in first"], 5,
           "A couple of your questions from last week. Do I use walking poles? Yes, going down, because "
           "my knees are older than they look. And do I ever walk a ridge like this alone? Sometimes, "
           "but I always leave my route with somebody, like Morag, and tell them when to raise the "
           "alarm."),
        # 23
        rw(INES, "#23352b", "Next time on Ines Goes Up",
           ["Winter skills day", "Ice axe and crampons", "Cairn Liath, January"], 5,
           "That's the Ardle Horseshoe. Thank you, Jerome, and thank you, Morag, for the stew and the "
           "warning about the bridge. Next time it's winter, and I'm doing a winter skills day, "
           "learning to stop myself sliding down a snowy slope with an ice axe. Wish me luck."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "Broadly speaking, what does this vlog cover?",
         "para": ["what are ines and jerome up to in this",
                  "Pick the summary that matches the video's main content."],
         "cands": ["Two friends walking a five-summit horseshoe in one day",
                   "A winter skills day with an ice axe",
                   "A warden showing viewers round her hostel",
                   "Rebuilding a footbridge washed away in a storm"],
         "answer": "Two friends walking a five-summit horseshoe in one day"},
        {"n": 2, "type": "count", "ev": [5, 12, 16],
         "q": "The wind keeps grabbing Jerome's map. Tot it up for me: how many times?",
         "para": ["map blown away how many times?",
                  "How many separate gusts rip the map away from Jerome over the day?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [2, 3, 5, 6],
         "q": "First summit of the day?",
         "para": ["which top did they go up first",
                  "Instead of Meall Corrach, which hill was climbed first?"],
         "cands": ["Carn Ballach", "Meall Corrach", "Beinn Tuath", "Stob Innis"],
         "answer": "Carn Ballach"},
        {"n": 4, "type": "order", "ev": [16, 17],
         "q": "which summit did they finish on",
         "cands": None, "answer": "Meall Corrach"},
        {"n": 5, "type": "correction", "ev": [15],
         "q": "When does the last bus leave?",
         "para": ["last bus time?",
                  "Ines gives one time for the last bus and Jerome checks the timetable. Which time turns out to be right?"],
         "cands": None, "answer": "17:40 (twenty to six)"},
        {"n": 6, "type": "correction", "ev": [9],
         "q": "grey step height in metres",
         "cands": ["908 m", "880 m", "947 m", "865 m"],
         "answer": "908 m"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "They abandoned the route card's order. What forced that?",
         "cands": None,
         "answer": "The Corrach Burn footbridge had been washed away and the burn was too high to wade"},
        {"n": 8, "type": "why", "ev": [10],
         "q": "What made them skip the crest of the Grey Step?",
         "para": ["why take the lower path on the grey step",
                  "For what reason did Ines choose the sheltered south-side path over the narrow crest?"],
         "cands": ["The gusts on the crest were strong enough to knock her sideways",
                   "The cloud was down and they couldn't see the crest",
                   "Jerome is scared of heights",
                   "The crest had been closed after the storm"],
         "answer": "The gusts on the crest were strong enough to knock her sideways"},
        {"n": 9, "type": "why", "ev": [13],
         "q": "what's ines's reason for filtering stream water",
         "cands": None, "answer": "Deer upstream stand in the water and foul it"},
        {"n": 10, "type": "why", "ev": [19],
         "q": "Morag doesn't want boots left by the fire. How does she explain that?",
         "cands": ["Last time someone did, the soles melted off",
                   "The fire is only for drying socks",
                   "Muddy boots stain the hearth",
                   "The drying room closes at ten"],
         "answer": "Last time someone did, the soles melted off"},
        {"n": 11, "type": "needle_screen", "ev": [2, 6],
         "q": "how tall is carn ballach",
         "cands": None, "answer": "947 m"},
        {"n": 12, "type": "needle_screen", "ev": [17],
         "q": "What was the total ascent for the day?",
         "cands": ["1,460 m", "790 m", "947 m", "610 m"],
         "answer": "1,460 m"},
        {"n": 13, "type": "speech_and_screen", "ev": [16],
         "q": "what time did they reach the top where they signed the visitors' book",
         "cands": None, "answer": "16:20"},
        {"n": 14, "type": "quantity", "ev": [15],
         "q": "Bus fare back to the hostel?",
         "cands": ["£3.20", "£4.60", "£11", "£1.60"],
         "answer": "£3.20"},
        {"n": 15, "type": "quantity", "ev": [7],
         "q": "Going out to Beinn Tuath and back took them how long?",
         "cands": None, "answer": "About 40 minutes"},
        {"n": 16, "type": "spoken_fact", "ev": [1],
         "q": "jerome's a teacher - of which subject?",
         "cands": ["Chemistry", "Maths", "Geography", "PE"],
         "answer": "Chemistry"},
        {"n": 17, "type": "spoken_fact", "ev": [14],
         "q": "Where had the couple on Stob Innis travelled from?",
         "cands": None, "answer": "Dundee"},
        {"n": 18, "type": "who", "ev": [2, 3],
         "q": "The news about the footbridge came from whom?",
         "cands": ["Morag", "Jerome", "The couple on Stob Innis", "The bus driver"],
         "answer": "Morag"},
        {"n": 19, "type": "who", "ev": [5],
         "q": "the first time the map blew off, which of them caught it",
         "cands": None, "answer": "Ines"},
        {"n": 20, "type": "right_before_after", "ev": [8, 9],
         "q": "After the lunch stop behind the boulder, which bit of the route came next?",
         "cands": ["The Grey Step", "Stob Innis", "Beinn Tuath", "Meall Corrach"],
         "answer": "The Grey Step"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "What is Ines planning for her next video?",
         "cands": None, "answer": "A winter skills day, learning to use an ice axe"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "names of the couple they met on stob innis?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What does a night's bed at Glenardle Hostel cost?",
         "cands": ["£11", "£24", "£3.20", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How cold was it on top of Carn Ballach?",
         "cands": ["-2 °C", "4 °C", "9 °C", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [PLAYERS, AQUARIUM, RIDGEWALK]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (3.0-6.0 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "players": [24.0, 22.0, 28.0, 25.0, 27.5, 23.0, 26.5, 23.0, 25.5, 27.0, 24.0, 25.0, 22.5, 25.5, 25.0, 22.5, 25.5, 24.0, 23.5, 24.0, 23.5, 20.5, 22.0, 22.5],
    "aquarium": [24.5, 26.0, 26.0, 26.5, 25.5, 24.5, 24.5, 22.5, 22.0, 20.0, 25.0, 24.0, 24.5, 23.5, 23.0, 24.5, 21.5, 23.5, 25.5, 22.0, 26.5, 23.0, 26.0, 22.0],
    "ridgewalk": [24.5, 22.5, 23.0, 25.5, 24.0, 24.5, 24.5, 20.5, 26.5, 23.0, 23.0, 20.5, 20.5, 25.0, 22.0, 26.5, 20.0, 23.5, 21.5, 23.5, 24.0, 21.0, 25.5, 22.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
