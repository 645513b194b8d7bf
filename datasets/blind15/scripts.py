"""Scripts of the "blind15" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, boxes, spoken text, voice and
speaker name box) and 24 questions whose evidence is given as slide indexes:

- belltower:  practice night in the ringing chamber of St Wenna's, Trevellan (bell-ringing)
- narrowboat: a hire boatyard's handover of the narrowboat Curlew at Foxglove Wharf
- escape:     a game master's view of a team playing an escape room at Lockjaw Escapes

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"

# counter box, beside the speaker's name box at the bottom of the slide
CX, CY, CW, CH = 840, 580, 400, 58


def counter(text, colour="#cfe8ff"):
    return (CX, CY, CW, CH, colour, text)


# ================================================================ belltower
MARIAN = ("en-gb+f4", "Marian Coaker, tower captain")
FELIX = ("en-us+m3", "Felix Adebayo, learner ringer")
HOWARD = ("en-gb-x-gbclan+m2", "Howard Luscombe, steeple keeper")


def bt(who, bg, title, lines, touches, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Touches rung: %d of 5" % touches)], "say": say}


BELLTOWER = {
    "name": "belltower",
    "footer": "St Wenna's Ringers · Trevellan · Thursday practice, live from the tower",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        bt(MARIAN, "#2e3a59", "Practice Night at St Wenna's",
           ["Live from the ringing chamber", "St Wenna's Church, Trevellan",
            "Six bells · practice every Thursday", "Tower captain: Marian Coaker"], 0,
           "Good evening, and welcome to practice night at Saint Wenna's in Trevellan. I'm Marian "
           "Coaker, the tower captain. We're up in the ringing chamber, with six bells hanging above "
           "our heads. Tonight is a big night, because Felix, our newest learner, rings with the "
           "whole band for the very first time."),
        # 1
        bt(FELIX, "#f3ead8", "Meet the learner",
           ["Felix Adebayo", "Handling lessons so far: 9",
            "Tonight: rings the treble (the lightest bell)",
            "First practice with the full band"], 0,
           "Hello, I'm Felix. I started learning six weeks ago, after I heard the bells from the bus "
           "stop and wondered who on earth was making that glorious racket. Until now I've only rung "
           "on my own, with Marian standing right next to me. Tonight I'm on the treble, which is "
           "the lightest bell."),
        # 2
        bt(MARIAN, "#fff4c2", "Tower rules",
           ["1. Nobody touches a rope until the captain says",
            "2. 'Stand!' means stop ringing at once",
            "3. Long hair tied back",
            "4. No scarves, no dangling jewellery",
            "5. Flat shoes only"], 0,
           "Before anyone touches a rope, the rules. Nobody takes hold until I say so. When I call "
           "stand, you stop, at once. Scarves and dangly jewellery come off, because a rope that "
           "catches a scarf can lift a grown adult clean off the floor. And flat shoes, please. "
           "Heels and ropes don't mix."),
        # 3
        bt(MARIAN, "#23402e", "Tonight's plan (on the chalkboard)",
           ["1. Rounds", "2. Call changes (Felix on the treble)", "3. Plain Hunt on five",
            "4. Grandsire Doubles", "5. Stedman Doubles"], 0,
           "Here's the plan, chalked on the board as usual. First rounds, to settle everyone in. "
           "Then call changes, with Felix on the treble. Then plain hunt, so Felix can try moving his "
           "bell about. Then Grandsire doubles, and finally Stedman, if we've any energy left. That's "
           "five touches in all."),
        # 4
        bt(HOWARD, "#e8eef7", "The bells above us",
           ["Bell      Weight          Cast   Founder",
            "Treble   4 cwt 1 qr     1887   Taylor",
            "2nd       4 cwt 3 qr     1887   Taylor",
            "3rd       5 cwt 2 qr     1752   Pennington",
            "4th       7 cwt 0 qr     1790   Bilbie",
            "5th       11 cwt 0 qr   1821   Mears",
            "Tenor    13 cwt 2 qr   1821   Mears"], 0,
           "Evening all, Howard here. I'm the steeple keeper, so I look after everything up in the "
           "bell chamber. Our tenor, the biggest bell, weighs eleven hundredweight. No, hang on, I'm "
           "muddling it with the fifth. The tenor is thirteen and a half hundredweight. The oldest "
           "bell is the third, and she's still the sweetest of the lot."),
        # 5
        bt(MARIAN, "#dfe7d5", "Touch 1: Rounds",
           ["Rounds: every bell in turn, treble to tenor",
            "Sally = the striped woollen grip on the rope"], 1,
           "Look to. Treble's going. She's gone. And that's rounds, nice and steady, well done "
           "everyone. Felix, that was lovely, although near the end the sally got away from you and "
           "you had to grab for it. Don't worry, everybody does that in their first month."),
        # 6
        bt(MARIAN, "#fde2c8", "Change of plan",
           ["Janet Trewin must leave at 8:15 pm",
            "Stedman moved up: rung next",
            "Conductor for Stedman: Janet"], 1,
           "Slight change of plan. Janet has to leave at quarter past eight to collect her daughter "
           "from the station, and she's the only one of us who can call Stedman properly. So Stedman "
           "comes next, while we've still got her. Felix, you can sit this one out and watch the "
           "ropes."),
        # 7
        bt(HOWARD, "#e8eef7", "Touch 2: Stedman Doubles",
           ["Called by Janet Trewin", "Length: 120 changes", "Time taken: 4 min 40 s"], 2,
           "That was Stedman, called by Janet, and it came round beautifully. If you're wondering "
           "what the fuss is about, in Stedman the bells move about in groups of three, which makes "
           "it very hard to keep your place. I've been ringing for forty years and I still count "
           "under my breath."),
        # 8
        bt(FELIX, "#f3ead8", "Touch 3: Call changes",
           ["The captain calls two bells to swap places",
            "e.g. 'Two to three!'", "Felix back on the treble"], 3,
           "Call changes now, with me back on the treble. Marian calls out two bells, and they swap "
           "places. It was going well until one of the later calls, when I let the rope slip right "
           "through my hands and it shot up towards the ceiling. Marian caught the tail end before it "
           "did any harm."),
        # 9
        bt(HOWARD, "#e8eef7", "Why we fuss about ropes",
           ["Each bell swings a full circle, mouth up to mouth up",
            "A wooden stay stops it going over the top",
            "A rope left flying can wrap round an arm"], 3,
           "Since people always ask, here's why we make such a fuss. Each bell swings right round, "
           "mouth up to mouth up, and a wooden stay stops it going over the top. A rope that's left "
           "flying can wrap itself round an arm or a neck, which is why we never take our eyes off "
           "the ropes."),
        # 10
        bt(MARIAN, "#fde2c8", "A short break",
           ["Felix: blister on his right palm", "First-aid box: under the stairs",
            "Next: Grandsire, without Felix"], 3,
           "Felix has a blister on his right palm, which happens to every learner, so he's off to the "
           "first aid box for a plaster. Rather than wait for him, we'll ring Grandsire without him, "
           "and come back to plain hunt at the end, when his hand has had a rest."),
        # 11
        bt(MARIAN, "#dfe7d5", "Touch 4: Grandsire Doubles",
           ["Conductor: Howard Luscombe", "Treble rung by Marian", "Length: 120 changes"], 4,
           "Grandsire, with Howard calling and me on the treble in Felix's place. Not our finest. The "
           "back bells kept clashing, and Howard had to put us right more than once. Still, it came "
           "round, which is what matters on a practice night."),
        # 12
        bt(HOWARD, "#e8eef7", "Up in the bell chamber",
           ["Loose stay found on the 2nd bell", "Fixed with a new bolt",
            "2nd bell's rope: worn, new one ordered"], 4,
           "While Felix was patching himself up, I nipped up the ladder to the bell chamber. The stay "
           "on the second bell was loose, so I put a new bolt through it. The second's rope is badly "
           "worn as well, and we've ordered a new one from the rope makers in Yorkshire. It should "
           "arrive before Christmas."),
        # 13
        bt(MARIAN, "#fff4c2", "Notice: quarter peal",
           ["Quarter peal for the patronal festival", "Saturday 21 October, 10:30 am",
            "Band to be confirmed next week"], 4,
           "A notice. Our quarter peal for the patronal festival is on Saturday the fourteenth. Sorry, "
           "that's wrong, it's Saturday the twenty first, at half past ten in the morning. A quarter "
           "peal takes about forty five minutes, so please eat a proper breakfast."),
        # 14
        bt(FELIX, "#f3ead8", "Back on the rope",
           ["Plaster on", "Touch 5: Plain Hunt on five", "Felix on the treble"], 4,
           "Plaster on, and I'm back. In plain hunt my bell moves one place each time, out to the "
           "back and then down to the front again. A few pulls in, the tail end whipped out of my "
           "grip yet again, and this time Howard grabbed it. After that it was actually fine."),
        # 15
        bt(MARIAN, "#dfe7d5", "Touch 5: Plain Hunt on five",
           ["Felix on the treble", "Tenor rung behind as a cover bell", "Board: all 5 touches rung"], 5,
           "And that was plain hunt, our fifth and final touch. So the board is done, just not in the "
           "order I chalked it up. Felix kept his place all the way through after that little "
           "wobble. I'd say he'll be ready to ring for Sunday service in a fortnight or so."),
        # 16
        bt(HOWARD, "#e8eef7", "Subs and the tea fund",
           ["Annual subs: £20", "Learners: free for the first year", "Tea fund: 50p a week",
            "Guild membership form: on the noticeboard"], 5,
           "Business. Annual subs are twenty pounds, and learners pay nothing for their first year, so "
           "Felix, put your wallet away. The tea fund is fifty pence a week. Tonight's biscuits came "
           "from Janet, who has now gone home, so we can safely say they were a bit soft."),
        # 17
        bt(MARIAN, "#fff4c2", "Why practise every week?",
           ["Sunday service ringing: 10:15 to 10:55 am", "Wedding ringing: £60 per band",
            "Wedding fees go to the ringers' fund"], 5,
           "Felix asked why we bother practising every single week. The honest answer is that "
           "striking, which means ringing evenly, goes off quickly if you stop. And the vicar reminds "
           "us that the village expects the bells on a Sunday morning. Wedding fees go into the "
           "ringers' fund, not our pockets."),
        # 18
        bt(FELIX, "#f3ead8", "Felix's verdict",
           ["Hands: sore", "Shoulders: ask me tomorrow", "Coming back next week: yes"], 5,
           "So, how was it? My hands are sore and my shoulders will hurt tomorrow, but it's the first "
           "time I've felt part of the band, instead of someone being looked after. Honestly, the "
           "hardest bit wasn't the rope. It was counting and listening at the same time."),
        # 19
        bt(HOWARD, "#e8eef7", "Ringing down",
           ["Bells rung down after practice", "Last one out locks the stair door",
            "Tower keys back to Marian"], 5,
           "At the end we always ring the bells down, so that they hang mouth downwards and are safe "
           "for the week. That takes a few minutes, and then it's tea. The last one out locks the "
           "door at the bottom of the stairs, and the keys go back to Marian."),
        # 20
        bt(MARIAN, "#2e3a59", "Next Thursday",
           ["Practice: Thursday, 7:30 pm", "Visitors from Polbrook tower",
            "Striking competition: 4 November"], 5,
           "That's all from the tower tonight. Thank you Felix, Howard and the whole band. Next "
           "Thursday we've got visitors from Polbrook, and before long we'll be taking them on in the "
           "striking competition. Felix, you might even be in the team. Goodnight."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1, 3],
         "q": "What is this video mainly about?",
         "para": ["whats the main subject here",
                  "In a sentence, what does this recording cover?"],
         "cands": ["A bell-ringing practice night where a learner rings with the band for the first time",
                   "A striking competition between the Trevellan and Polbrook towers",
                   "Repairs to the bells up in St Wenna's bell chamber",
                   "A quarter peal rung for the church's patronal festival"],
         "answer": "A bell-ringing practice night where a learner rings with the band for the first time"},
        {"n": 2, "type": "count", "ev": [5, 8, 14],
         "q": "How many times did Felix lose hold of his rope?",
         "para": ["how often did the new guy's rope get away from him",
                  "Count the occasions on which Felix's rope escaped his grip. How many were there?"],
         "cands": None, "answer": "three times"},
        {"n": 3, "type": "order", "ev": [3, 6, 7],
         "q": "After rounds, which touch did the band actually ring next?",
         "para": ["what did they ring second",
                  "The chalkboard listed call changes in second place. What was really rung second?"],
         "cands": ["Stedman Doubles", "Call changes", "Plain Hunt on five", "Grandsire Doubles"],
         "answer": "Stedman Doubles"},
        {"n": 4, "type": "order", "ev": [14, 15],
         "q": "what was the last touch of the night",
         "cands": None, "answer": "Plain Hunt on five"},
        {"n": 5, "type": "correction", "ev": [4],
         "q": "How heavy is the tenor bell?",
         "para": ["what does the biggest bell weigh",
                  "Howard gave one weight for the tenor and then changed it. What is the correct weight?"],
         "cands": None, "answer": "thirteen and a half hundredweight"},
        {"n": 6, "type": "correction", "ev": [13],
         "q": "When is the quarter peal?",
         "para": ["what date's the quarter peal on",
                  "Marian corrected herself about the date of the quarter peal. Which date is right?"],
         "cands": ["Saturday 21 October", "Saturday 14 October", "Thursday 4 November",
                   "Sunday 22 October"],
         "answer": "Saturday 21 October"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "Why did Stedman get rung before call changes and plain hunt?",
         "para": ["why did they bump stedman up the list",
                  "What was the reason for moving Stedman Doubles earlier in the evening?"],
         "cands": None,
         "answer": "Janet, its only caller, had to leave at 8:15"},
        {"n": 8, "type": "why", "ev": [10],
         "q": "What kept Felix out of the Grandsire touch?",
         "cands": ["He had a blister and went for a plaster",
                   "He had to leave early to catch a bus",
                   "He hasn't learned Grandsire yet",
                   "The treble's stay had come loose"],
         "answer": "He had a blister and went for a plaster"},
        {"n": 9, "type": "why", "ev": [2],
         "q": "why do scarves have to come off before ringing",
         "cands": None, "answer": "A rope can catch one and lift you off the floor"},
        {"n": 10, "type": "needle_screen", "ev": [1],
         "q": "How many handling lessons had Felix had before tonight?",
         "cands": None, "answer": "9"},
        {"n": 11, "type": "needle_screen", "ev": [7],
         "q": "Stedman took how long, according to the screen?",
         "cands": ["4 min 40 s", "45 minutes", "3 min 55 s", "6 min 10 s"],
         "answer": "4 min 40 s"},
        {"n": 12, "type": "speech_and_screen", "ev": [4],
         "q": "Howard says one bell is the sweetest of the lot. When was it cast?",
         "cands": None, "answer": "1752"},
        {"n": 13, "type": "who", "ev": [12],
         "q": "Which of the ringers sorted out the loose stay on the second bell?",
         "cands": ["Howard Luscombe", "Marian Coaker", "Janet Trewin", "Felix Adebayo"],
         "answer": "Howard Luscombe"},
        {"n": 14, "type": "who", "ev": [8],
         "q": "who caught felix's rope when it flew up during the call changes?",
         "cands": None, "answer": "Marian"},
        {"n": 15, "type": "quantity", "ev": [16],
         "q": "what do ringers pay in subs each year",
         "cands": None, "answer": "£20"},
        {"n": 16, "type": "quantity", "ev": [13],
         "q": "Roughly how long does a quarter peal take?",
         "cands": ["About 45 minutes", "About 15 minutes", "About an hour and a half",
                   "About 4 minutes 40 seconds"],
         "answer": "About 45 minutes"},
        {"n": 17, "type": "spoken_fact", "ev": [1],
         "q": "How long has Felix been learning to ring?",
         "cands": ["Six weeks", "Six months", "Nine weeks", "A fortnight"],
         "answer": "Six weeks"},
        {"n": 18, "type": "spoken_fact", "ev": [1],
         "q": "what got felix interested in bell ringing in the first place",
         "cands": None, "answer": "Hearing the bells from the bus stop"},
        {"n": 19, "type": "right_before_after", "ev": [2, 3],
         "q": "What came straight after the tower rules?",
         "cands": ["Marian went through the plan on the chalkboard",
                   "Howard described the six bells",
                   "The band rang rounds",
                   "Felix introduced himself"],
         "answer": "Marian went through the plan on the chalkboard"},
        {"n": 20, "type": "end", "ev": [20],
         "q": "Who is visiting the tower next Thursday?",
         "cands": None, "answer": "Visitors from Polbrook tower"},
        {"n": 21, "type": "absent", "ev": [],
         "q": "What price did they pay for the second bell's new rope?",
         "cands": ["£60", "£20", "£180", ABSENT], "answer": ABSENT},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the vicar's name?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How many steps does it take to climb up to the ringing chamber?",
         "cands": ["38", "86", "112", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "spoken_fact", "ev": [18],
         "q": "According to Felix, what was the hardest part of the evening?",
         "cands": ["Counting and listening at the same time",
                   "Holding on to the rope",
                   "Climbing the stairs to the chamber",
                   "Remembering the tower rules"],
         "answer": "Counting and listening at the same time"},
    ],
}


# ================================================================ narrowboat
GARETH = ("en-gb+m5", "Gareth Mostyn, handover instructor")
ROS = ("en-gb-scotland+f2", "Ros Palmer, hirer")
CLIVE = ("en-gb-x-rp+m4", "Clive Palmer, hirer")


def nb(who, bg, title, lines, done, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Checklist done: %d of 5" % done, "#d6f5d6")], "say": say}


NARROWBOAT = {
    "name": "narrowboat",
    "footer": "Foxglove Wharf Boat Hire · Lower Ebbing · Sallow Canal · handover film",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        nb(GARETH, "#1f4e5f", "Handover Day at Foxglove Wharf",
           ["Foxglove Wharf Boat Hire", "Sallow Canal, Lower Ebbing",
            "Boat: Curlew (58 ft, sleeps 6)", "Hirers: Ros and Clive Palmer"], 0,
           "Morning, and welcome to Foxglove Wharf. I'm Gareth, and I do the handovers here. Today's "
           "hirers are Ros and her dad Clive, who have booked Curlew for a week. We film a handover "
           "now and then, so that new hirers can watch it at home before they arrive. Right, let's "
           "get you afloat."),
        # 1
        nb(ROS, "#f6efe0", "The booking",
           ["Curlew, 7 nights, October", "Hire: £1,140",
            "Damage deposit: £250 (refundable)", "Fuel: charged on return"], 0,
           "Hi, I'm Ros. Dad and I have talked about doing this since I was little, and we finally "
           "booked it for his seventieth birthday. The deposit is two hundred pounds. Oh, no, Gareth "
           "says two hundred and fifty, it went up this year. We get it back if the boat comes back "
           "in one piece."),
        # 2
        nb(GARETH, "#fffbe6", "Handover checklist",
           ["1. Engine checks (oil, coolant, weed hatch)", "2. Gas and the fridge",
            "3. Water tank and toilet", "4. Steering and the tiller",
            "5. Locks and the windlass"], 0,
           "This is the checklist every hirer goes through, and normally I'd take it from the top. "
           "Engine, then gas, then the water and toilet, then steering, and locks last. Today we're "
           "going to jump about a bit, and I'll explain why as we go. Nobody leaves the wharf until "
           "all five are ticked."),
        # 3
        nb(GARETH, "#e3f0f4", "Steering first, for once",
           ["Heron due back at 11:00", "Curlew must clear the service point",
            "Practice run: wharf to Ebbing Bridge"], 0,
           "First, steering. The Heron is due back at eleven and needs this service point, so we have "
           "to move Curlew anyway. Clive, you're on the tiller. Push it left and the front goes "
           "right. It feels backwards for the first hour, and then it clicks."),
        # 4
        nb(CLIVE, "#eaeaf5", "Clive at the tiller",
           ["Speed limit: 4 mph", "Pass moored boats at tickover"], 0,
           "I'm Clive, the birthday boy. I last steered a boat about thirty years ago, and it shows. "
           "We'd barely gone fifty yards before the front nudged into the reeds on the far bank. "
           "Gareth says the limit is four miles an hour, roughly a brisk walk, and slower still past "
           "moored boats."),
        # 5
        nb(GARETH, "#e3f0f4", "Ebbing Bridge and back",
           ["Turned in the winding hole", "'Winding' as in the wind that blows",
            "Steering: ticked"], 1,
           "We turned round in the winding hole, which is a wide bit of canal, and you say it like the "
           "wind that blows, not like winding a clock. On the way back Clive let the bow drift across "
           "until it thumped into the towpath edge. No harm done. Steering, tick."),
        # 6
        nb(GARETH, "#fffbe6", "Engine checks",
           ["Every morning, before you start:", "Engine oil on the dipstick",
            "Coolant in the header tank", "Clear the weed hatch (key OUT)",
            "Grease the stern gland: 1 turn"], 2,
           "Now we're moored, engine checks. Every morning, before you start up, check the oil, the "
           "coolant and the weed hatch. Always take the key out before you open the weed hatch, "
           "because if someone starts the engine while your hand is down by the propeller, you will "
           "lose fingers. I'm not joking."),
        # 7
        nb(ROS, "#f6efe0", "Locks: the windlass",
           ["Windlass: the L-shaped handle", "Winds the paddles up and down",
            "Never let go of it on the spindle", "Foxglove Lock: right by the wharf"], 2,
           "I'm doing the locks, because Dad says his knees have retired. Gareth gave me the windlass, "
           "the L-shaped handle that winds the paddles. The golden rule is never to let go of it "
           "while it's on the spindle, because if the paddle slips it spins round and can break your "
           "wrist."),
        # 8
        nb(GARETH, "#fffbe6", "The cill",
           ["Cill: a stone ledge under the top gates",
            "Going down: keep the stern forward of the white line",
            "Boats have sunk this way"], 2,
           "The other thing that catches people out is the cill. It's a stone ledge under the top "
           "gates. If the back of the boat sits on it while the water drops, the front goes down and "
           "the back doesn't, and the boat can tip and flood. So going down, keep well forward of "
           "the white line."),
        # 9
        nb(CLIVE, "#eaeaf5", "Down Foxglove Lock",
           ["Foxglove Lock: fall 8 ft 2 in", "Down and back up again, for practice",
            "Time in the lock: 14 minutes"], 2,
           "Our first real lock. Lining up for the gates I overcorrected, and the front end went "
           "straight into the bank by the lock landing. Ros says she is keeping score. After that it "
           "went beautifully. Ros wound the paddles, I kept us off the cill, and Gareth had us come "
           "straight back up again for practice."),
        # 10
        nb(GARETH, "#e3f0f4", "Locks: tick",
           ["Hadley flight: 7 locks, with a lock keeper", "Summer: 8 am to 7 pm",
            "October: 9 am to 3:30 pm"], 3,
           "Locks, tick. One thing to plan around: the Hadley flight has a lock keeper and set hours. "
           "In October it closes at four. Sorry, that's last year's sheet, it closes at half past "
           "three. Be at the bottom by two, because the flight of seven takes about an hour and a "
           "half."),
        # 11
        nb(ROS, "#f6efe0", "Our rough plan for the week",
           ["Sat: Foxglove Wharf to Hadley", "Sun: up the Hadley flight",
            "Mon: turn at Wyke Basin", "Tue to Fri: dawdle back",
            "Sat: Curlew back to Foxglove Wharf"], 3,
           "Here's our rough plan. Hadley tonight, up the flight tomorrow, and turn round at Wyke "
           "Basin on Monday. Then we dawdle back. Gareth thinks that's too ambitious for first timers, "
           "and suggested we turn at Marrow Junction instead, which would give us two lazy days."),
        # 12
        nb(GARETH, "#fffbe6", "Gas and the fridge",
           ["Gas bottle: locker at the front", "Turn it off at the bottle at night",
            "Never block the vents", "Fridge: 12-volt, runs off the batteries"], 4,
           "Gas, at last. We skipped it earlier because the bottle on Curlew was nearly empty, and the "
           "yard had to bring a full one over. The bottle lives in the locker at the front. Turn it "
           "off at night, and never block the vents. The fridge runs off the batteries, so run the "
           "engine every day."),
        # 13
        nb(CLIVE, "#eaeaf5", "The crew's dog",
           ["Dogs welcome: 2 at most", "Pet fee: £40 per dog", "No dogs on the beds",
            "On a lead on the towpath"], 4,
           "Quick word from the crew. Our spaniel, Biscuit, is coming too. Gareth says no dogs on the "
           "beds, which Biscuit will ignore. Ros asked if he can walk the towpath between locks. Yes, "
           "but on a lead, because of the cyclists, who come round the bends very fast."),
        # 14
        nb(GARETH, "#fffbe6", "Water and the toilet",
           ["Water tank: 450 litres (about 3 days)", "Fill up at every water point",
            "Cassette toilet: empty at Elsan points", "Spare cassette under the back step"], 5,
           "Last item, water and the toilet. We left these till the end because the tank was still "
           "filling at the tap. It lasts about three days if you're careful with showers. The toilet "
           "is a cassette. You carry it to an Elsan point and empty it, and there's a spare under the "
           "back step. That's all five."),
        # 15
        nb(GARETH, "#f7e1e1", "If something goes wrong",
           ["Breakdown line: 01632 960418", "Answered 24 hours",
            "Someone in the water: out of gear, don't reverse",
            "Life jackets: under the front seats"], 5,
           "If you break down, ring the number on the sheet, day or night. If anyone falls in, don't "
           "reverse towards them, because the propeller is at the back. Take the engine out of gear, "
           "and tell them to stand up. Most of this canal is only about four feet deep."),
        # 16
        nb(ROS, "#f6efe0", "Ros's questions",
           ["Wi-Fi on board: no", "Phone signal: patchy near Hadley",
            "Pubs with moorings: The Otter, The Lock & Key"], 5,
           "I asked about wifi, and there isn't any, which Dad is delighted about. Phone signal is "
           "patchy around Hadley. Gareth recommended The Otter for dinner tonight, because it has its "
           "own moorings and does a famous steak pie. I'm holding him to that."),
        # 17
        nb(GARETH, "#fffbe6", "Fuel and bringing her back",
           ["Fuel charged by engine hours", "Engine hours at handover: 3,412",
            "Toilet emptied, or a pump-out charge"], 5,
           "Fuel's charged by the engine hours when you come back, so I've written today's reading on "
           "your sheet. Please bring Curlew back with the toilet emptied, or there's a charge. And if "
           "you do scrape the paint, just tell us. Everyone scrapes the paint."),
        # 18
        nb(CLIVE, "#eaeaf5", "Clive's verdict",
           ["Harder than it looks", "Slower than you'd think", "That's the point"], 5,
           "Verdict so far? It's harder than it looks, and slower than you'd think, and that's the "
           "whole point. I wanted a week where nothing happens faster than walking pace. Ros has "
           "promised not to tell her mother how badly I steered this morning."),
        # 19
        nb(GARETH, "#1f4e5f", "Casting off",
           ["Departure: 12:05", "First night: Hadley", "Cruise to Hadley: about 2 h 30 min"], 5,
           "And they're off, a little after midday, with Ros walking the towpath and Clive at the "
           "tiller looking a lot happier. It's about two and a half hours to Hadley, so they'll be "
           "there in good time for that pie. Good luck, both of you, and Biscuit."),
        # 20
        nb(GARETH, "#1f4e5f", "Coming up at Foxglove Wharf",
           ["Winter open weekend", "See a narrowboat out of the water", "Saturday 18 November"], 5,
           "That's the handover. If you've watched all of it, you know more than most people on their "
           "first day. Next time on this channel it's our winter open weekend, when we lift a boat "
           "out of the water and you can see what's underneath. Thanks for watching."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2],
         "q": "What's the gist of this video?",
         "para": ["what's going on in this video, broadly",
                  "Summarise the subject of this video in one line."],
         "cands": ["A boatyard instructor handing over a hire narrowboat to a father and daughter",
                   "A week-long cruise up the Hadley flight of locks",
                   "Lifting a narrowboat out of the water for winter maintenance",
                   "A seventieth birthday dinner at The Otter pub"],
         "answer": "A boatyard instructor handing over a hire narrowboat to a father and daughter"},
        {"n": 2, "type": "count", "ev": [4, 5, 9],
         "q": "Clive hit the bank a few times. What's the total?",
         "para": ["number of times the boat ended up in the bank with clive steering?",
                  "On how many occasions does the boat hit the bank while Clive is steering?"],
         "cands": None, "answer": "three times"},
        {"n": 3, "type": "order", "ev": [2, 3],
         "q": "Which checklist item did Gareth actually start with?",
         "para": ["what did they do first off the list",
                  "The checklist begins with engine checks. Which item was dealt with first in practice?"],
         "cands": ["Steering and the tiller", "Engine checks", "Gas and the fridge",
                   "Locks and the windlass"],
         "answer": "Steering and the tiller"},
        {"n": 4, "type": "order", "ev": [14],
         "q": "and which item on the checklist got left till last?",
         "cands": None, "answer": "Water tank and toilet"},
        {"n": 5, "type": "correction", "ev": [1],
         "q": "How much is the damage deposit?",
         "para": ["whats the deposit on the boat",
                  "Ros gives a figure for the deposit and is put right. What is the correct amount?"],
         "cands": ["£250", "£200", "£1,140", "£40"],
         "answer": "£250"},
        {"n": 6, "type": "correction", "ev": [10],
         "q": "What time does the Hadley flight close in October?",
         "cands": None, "answer": "3:30 pm"},
        {"n": 7, "type": "why", "ev": [3],
         "q": "How come the handover started with steering rather than engine checks?",
         "para": ["why start with the tiller",
                  "What made Gareth change the usual order and begin with steering?"],
         "cands": None, "answer": "The Heron needed the service point"},
        {"n": 8, "type": "why", "ev": [6],
         "q": "Why must the key come out before you open the weed hatch?",
         "cands": ["So nobody can start the engine while your hand is near the propeller",
                   "So the batteries don't go flat",
                   "Because the hatch is locked with the same key",
                   "So the boat can't drift off while you're working"],
         "answer": "So nobody can start the engine while your hand is near the propeller"},
        {"n": 9, "type": "why", "ev": [7],
         "q": "why shouldnt you let go of the windlass when its on the spindle",
         "cands": None, "answer": "It can spin round and break your wrist"},
        {"n": 10, "type": "why", "ev": [15],
         "q": "If someone falls in, why shouldn't you reverse towards them?",
         "cands": ["The propeller is at the back",
                   "The boat would hit the bank",
                   "The canal is too shallow to reverse",
                   "Reversing uses too much fuel"],
         "answer": "The propeller is at the back"},
        {"n": 11, "type": "needle_screen", "ev": [1],
         "q": "What does the week's hire of Curlew cost?",
         "cands": None, "answer": "£1,140"},
        {"n": 12, "type": "speech_and_screen", "ev": [9],
         "q": "How long did they spend in the lock where Clive put the front end into the bank?",
         "cands": ["14 minutes", "About an hour and a half", "4 minutes", "40 minutes"],
         "answer": "14 minutes"},
        {"n": 13, "type": "needle_screen", "ev": [17],
         "q": "What did the engine hours read at the handover?",
         "cands": None, "answer": "3,412"},
        {"n": 14, "type": "quantity", "ev": [4],
         "q": "what's the speed limit on the canal",
         "cands": None, "answer": "4 mph"},
        {"n": 15, "type": "quantity", "ev": [14],
         "q": "A full water tank lasts roughly how long?",
         "cands": ["About three days", "About a week", "About a day", "About two days"],
         "answer": "About three days"},
        {"n": 16, "type": "quantity", "ev": [15],
         "q": "How deep is most of the canal?",
         "cands": None, "answer": "About four feet"},
        {"n": 17, "type": "spoken_fact", "ev": [1],
         "q": "What's the occasion for the trip?",
         "cands": ["Clive's seventieth birthday", "Ros's wedding anniversary",
                   "Clive's retirement", "Ros's thirtieth birthday"],
         "answer": "Clive's seventieth birthday"},
        {"n": 18, "type": "who", "ev": [7, 9],
         "q": "Who worked the lock paddles?",
         "cands": ["Ros", "Clive", "Gareth", "A lock keeper"],
         "answer": "Ros"},
        {"n": 19, "type": "who", "ev": [16],
         "q": "The Otter got a recommendation for dinner. From whom?",
         "cands": None, "answer": "Gareth"},
        {"n": 20, "type": "right_before_after", "ev": [6, 7],
         "q": "Once the engine checks were done, what came next?",
         "cands": ["Using the windlass at the locks", "Gas and the fridge",
                   "Water and the toilet", "The plan for the week"],
         "answer": "Using the windlass at the locks"},
        {"n": 21, "type": "end", "ev": [20],
         "q": "What will the channel's next video be about?",
         "cands": None, "answer": "The winter open weekend"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "what's the fuel charge per engine hour",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What time do Ros and Clive have to bring the boat back on the last day?",
         "cands": ["9:00 am", "12:05 pm", "3:30 pm", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How old is Biscuit the dog?",
         "cands": ["Three", "Seven", "Ten", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ escape
NADIA = ("en-us+f5", "Nadia Ferreira, game master")
OWEN = ("en-029+m3", "Owen Pryce, trainee game master")
LLOYD = ("en-us-nyc", "Lloyd Okafor, team captain (room mic)")


def er(who, bg, title, lines, opened, say):
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker,
            "boxes": [counter("Locks opened: %d of 5" % opened, "#ffd9b3")], "say": say}


ESCAPE = {
    "name": "escape",
    "footer": "Lockjaw Escapes · Market Harlow · control room camera",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        er(NADIA, "#1b1b2f", "Game Night at Lockjaw Escapes",
           ["Room: The Clockmaker's Attic", "Team: The Spreadsheet Five",
            "Game master: Nadia Ferreira", "Trainee: Owen Pryce"], 0,
           "Hello from the control room at Lockjaw Escapes in Market Harlow. I'm Nadia, and I'm the "
           "game master tonight, which means I watch the cameras and send the clues. Beside me is "
           "Owen, who's training. Five colleagues from an accounts office are about to try The "
           "Clockmaker's Attic, our hardest room."),
        # 1
        er(OWEN, "#f2ecff", "House rules",
           ["60 minutes on the clock", "3 free clues, then 2 minutes off per clue",
            "No climbing on the furniture", "Nothing is hidden above head height",
            "Nothing needs force"], 0,
           "Hi, I'm Owen. Before they go in, Nadia reads them the rules. They've got an hour. No "
           "climbing, because the shelves in the attic aren't fixed to the wall and could come down on "
           "somebody. And nothing needs force. If you're pulling hard, you've got the wrong idea."),
        # 2
        er(NADIA, "#10302a", "The puzzle chain (game master's screen)",
           ["1. Grandfather clock (set the time)", "2. Map drawer (4-letter code)",
            "3. Music box (play the tune)", "4. UV letters (hidden message)",
            "5. The safe (final code)"], 0,
           "This is the chain as we designed it. The clock should come first, then the map drawer, "
           "then the music box, then the ultraviolet letters, and the safe is always last. Teams "
           "almost never follow it, and I have a feeling this lot won't either. Let's see."),
        # 3
        er(LLOYD, "#3b2f2f", "In the attic",
           ["Timer started: 7:02 pm", "Team: Lloyd, Hana, Simone, Grace, Ben"], 0,
           "Okay, everyone spread out. Hana, take the desk. Ben, don't touch that clock yet, we don't "
           "know what it does. Grace, what's in the trunk? A music box? Bring it over here, there's "
           "sheet music on the wall with numbers under the notes. Simone, you can hum anything, come "
           "and have a look at this."),
        # 4
        er(NADIA, "#1b1b2f", "Lock 1: the music box",
           ["Opened after 6 min 31 s", "Tune: 'Oranges and Lemons'", "Inside: a UV torch"], 1,
           "Well, that's a surprise. They've opened the music box first, in just over six and a half "
           "minutes. Simone hummed the tune off the sheet music, worked out that the notes were "
           "numbered, and keyed in the code. Inside is the ultraviolet torch, which most teams find "
           "much later."),
        # 5
        er(OWEN, "#f2ecff", "Lock 2: the UV letters",
           ["Hidden message: LOOK BEHIND THE MOON", "Found by: Hana",
            "Behind the moon painting: a key"], 2,
           "And now the torch. Hana swept it over the letters on the desk, and a message lit up, "
           "telling them to look behind the moon. There's a painting of the moon by the window, and "
           "behind it, a key. That's the second lock gone. I've "
           "seen teams take half an hour to get this far."),
        # 6
        er(NADIA, "#1b1b2f", "Stuck on the map drawer",
           ["Key opens the map cabinet", "Drawer inside: 4-letter code", "Time left: 41:10"], 2,
           "Now they're stuck. The key from the painting opens the map cabinet, but the drawer inside "
           "needs four letters. Lloyd has just pressed the help button and asked for a hint. I'm "
           "sending them a message on the screen that says, the compass doesn't lie."),
        # 7
        er(LLOYD, "#3b2f2f", "The map",
           ["Compass rose on the map", "Letters under the four arrows"], 2,
           "The compass, right. Wait, Grace says the map has been upside down this whole time, that's "
           "why the rivers never lined up with anything. Turn it round. Grace, read me the letters "
           "under the arrows. Ben, you type them in. We've been staring at this thing for ages."),
        # 8
        er(NADIA, "#1b1b2f", "Lock 3: the map drawer",
           ["Code: TIDE", "Time left: 33:12", "Inside: the clock's pendulum"], 3,
           "Map drawer open, so that's three locks. Inside the drawer is the pendulum for the "
           "grandfather clock. Ben keeps tugging at the clock door, so Owen has gone on the speaker to "
           "remind him, very politely, that nothing in this room needs force."),
        # 9
        er(OWEN, "#f2ecff", "The grandfather clock",
           ["Hang the pendulum", "Set the hands to the time in the diary",
            "Diary: on the desk, 40 pages"], 3,
           "The clock is the hardest bit. You hang the pendulum, then set the hands to the time the "
           "clockmaker's diary gives. They've been reading the diary from the front, and now they're "
           "waving at the camera for another nudge. Nadia's reply: read the last page first."),
        # 10
        er(NADIA, "#1b1b2f", "Lock 4: the clock",
           ["Diary: 'a quarter past the hour of tea'", "Answer: 4:15",
            "Clock door opened"], 4,
           "They set the clock to three o'clock. Wrong. Then five o'clock. Wrong again. Then Simone "
           "says tea time in the diary must mean four, and a quarter past makes it quarter past four. "
           "That's right, and the clock door swings open."),
        # 11
        er(OWEN, "#f2ecff", "How clues work",
           ["Clues 1 to 3: free", "Clue 4 onwards: 2 minutes off the time each"], 4,
           "Quick explainer while they search the clock. The first three clues are free. After that, "
           "every clue takes two minutes off the final time. Nadia says that's to stop teams asking "
           "for everything and learning nothing. We'll see if they end up paying."),
        # 12
        er(LLOYD, "#3b2f2f", "Inside the clock",
           ["Found: a photograph of a shop", "Safe: 5-digit code", "Time left: 16:40"], 4,
           "There's a photo in here. Five people in front of a shop. Numbers on their jumpers? No. "
           "The safe wants five digits, guys, and we've got, what, eighteen minutes? Hana, check the "
           "back of it. Nothing. Nadia, we need help, please. Anything."),
        # 13
        er(NADIA, "#1b1b2f", "The last free clue",
           ["Clue sent: 'Count the windows, not the people'"], 4,
           "And that's their last free one. I've told them to count the windows in the photograph, "
           "not the people. Owen thinks I'm being too generous. He's probably right, but it's their "
           "first escape room, and I want them to leave happy."),
        # 14
        er(OWEN, "#f2ecff", "Lock 5: the safe",
           ["Windows, floor by floor: 4 1 5 2 6", "Safe opened first try",
            "Inside: the clockmaker's letter + door key"], 5,
           "Counting the windows floor by floor gives them the code. Ben typed it in with his elbow, "
           "which isn't a method I'd recommend, and the safe opened first time. Grace did the counting "
           "and Hana wrote the numbers down. Inside is the "
           "clockmaker's last letter and the key to the attic door."),
        # 15
        er(NADIA, "#10302a", "They're out!",
           ["Escaped in: 51 min 09 s", "Clues used: 3 (no penalty)",
            "This month: 4th of 37 teams"], 5,
           "And they're out, with about nine minutes to spare, and no penalty. Our record for this "
           "room is forty one minutes. No, hang on, forty three. Forty one was the pirate room. "
           "Either way, nobody was beating it tonight."),
        # 16
        er(LLOYD, "#3b2f2f", "Team debrief",
           ["Best moment: the music box", "Worst moment: the upside-down map",
            "Team vote, most valuable player: Simone"], 5,
           "Honestly, the best moment was the music box, because none of us can read music and Simone "
           "just hummed it. The worst was the map. We spent ages on it before Grace noticed. And the "
           "vote for most valuable player goes to Simone, obviously. Ben came second, for the elbow."),
        # 17
        er(OWEN, "#f2ecff", "Booking and prices",
           ["Mon to Thu: £65 per team", "Fri to Sun: £80 per team",
            "Teams of 2 to 6 players", "Gift vouchers available"], 5,
           "If you fancy trying it, a weekday game is sixty five pounds for the whole team. Weekends "
           "are seventy five. Sorry, Nadia's pointing at the board, weekends are eighty now. Teams can "
           "be two to six people, and we do gift vouchers too. Most of our bookings are birthdays and "
           "work nights out, like this one."),
        # 18
        er(NADIA, "#1b1b2f", "Why the Attic is our hardest room",
           ["Escape rate: 38%", "5 locks, one single chain", "No puzzles in parallel"], 5,
           "People ask why the Attic is our hardest room. It's because every puzzle hides the next "
           "one, so a team can't split up and work in parallel. In our other rooms, five people can "
           "do five things at once. In here, mostly, they queue, "
           "and the numbers on our board show it."),
        # 19
        er(OWEN, "#f2ecff", "Resetting the room",
           ["Pendulum back in the drawer", "Painting rehung, music box relocked",
            "Next booking: 9:15 pm"], 5,
           "Now the unglamorous part. Between games we reset everything. The pendulum goes back in the "
           "drawer, the painting is rehung and the music box is locked again. It takes about twenty "
           "minutes, and the next team is booked in at quarter past nine."),
        # 20
        er(NADIA, "#10302a", "Coming soon",
           ["New room: The Lighthouse Keeper", "Opens in March", "Waiting list now open"], 5,
           "That's it from the control room. Thanks to the Spreadsheet Five for being such good "
           "sports. And keep an eye out, because our next room, The Lighthouse Keeper, opens in the "
           "spring. Owen built half of it. If you "
           "want to be one of the first teams in, put your name down at the front desk. Goodnight."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 2, 3],
         "q": "what are we watching here, basically?",
         "para": ["so what is this video about",
                  "Which description best fits the main subject of the recording?"],
         "cands": ["A game master watching a team play an escape room",
                   "Building a new escape room called The Lighthouse Keeper",
                   "An accounts office's Christmas party",
                   "How antique grandfather clocks are repaired"],
         "answer": "A game master watching a team play an escape room"},
        {"n": 2, "type": "count", "ev": [6, 9, 12, 13, 15],
         "q": "In total, how many clues did the team ask Nadia for?",
         "para": ["how many hints did they end up needing",
                  "Over the whole game, how often did the players call for help?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [2, 4],
         "q": "Which lock did the team open first?",
         "para": ["what got opened first in the room",
                  "The designers meant the clock to come first. What did the team actually crack first?"],
         "cands": ["The music box", "The grandfather clock", "The map drawer", "The safe"],
         "answer": "The music box"},
        {"n": 4, "type": "order", "ev": [10],
         "q": "what was the fourth lock they got open",
         "cands": None, "answer": "The grandfather clock"},
        {"n": 5, "type": "correction", "ev": [15],
         "q": "What's the record time for the Clockmaker's Attic?",
         "para": ["fastest anyone's ever done this room?",
                  "Nadia corrects herself about the room's record. What is the correct figure?"],
         "cands": None, "answer": "43 minutes"},
        {"n": 6, "type": "correction", "ev": [17],
         "q": "How much does a weekend game cost?",
         "cands": ["£80 per team", "£75 per team", "£65 per team", "£80 per person"],
         "answer": "£80 per team"},
        {"n": 7, "type": "why", "ev": [1],
         "q": "Why aren't players allowed to climb?",
         "para": ["whats the reason for the no climbing rule",
                  "For what reason does Owen say players mustn't climb on things?"],
         "cands": ["The shelves aren't fixed to the wall",
                   "The cameras can't see up near the ceiling",
                   "The ceiling in the attic is too low",
                   "Climbing can jam the clock mechanism"],
         "answer": "The shelves aren't fixed to the wall"},
        {"n": 8, "type": "why", "ev": [11],
         "q": "Why do clues cost time after the first three?",
         "cands": None, "answer": "To stop teams asking for everything"},
        {"n": 9, "type": "why", "ev": [18],
         "q": "why is the attic their hardest room",
         "cands": None, "answer": "Each puzzle hides the next one"},
        {"n": 10, "type": "who", "ev": [4],
         "q": "Which team member hummed the tune that opened the music box?",
         "cands": None, "answer": "Simone"},
        {"n": 11, "type": "who", "ev": [7, 16],
         "q": "Who noticed the map was upside down?",
         "cands": ["Grace", "Hana", "Ben", "Lloyd"],
         "answer": "Grace"},
        {"n": 12, "type": "who", "ev": [13],
         "q": "who reckoned nadia was being too generous with that clue",
         "cands": None, "answer": "Owen"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "What tune does the music box play?",
         "cands": ["Oranges and Lemons", "Greensleeves", "London Bridge", "Three Blind Mice"],
         "answer": "Oranges and Lemons"},
        {"n": 14, "type": "needle_screen", "ev": [15],
         "q": "What was the team's exact escape time?",
         "cands": None, "answer": "51 min 09 s"},
        {"n": 15, "type": "needle_screen", "ev": [15],
         "q": "Where did the team rank for the month?",
         "cands": ["4th of 37 teams", "1st of 37 teams", "3rd of 41 teams", "9th of 43 teams"],
         "answer": "4th of 37 teams"},
        {"n": 16, "type": "speech_and_screen", "ev": [12],
         "q": "When Lloyd begged Nadia for help inside the clock, how much time did the timer actually show?",
         "cands": None, "answer": "16:40"},
        {"n": 17, "type": "quantity", "ev": [19],
         "q": "What's the turnaround time for resetting the room between games?",
         "cands": ["About 20 minutes", "About 9 minutes", "About 2 minutes", "About an hour"],
         "answer": "About 20 minutes"},
        {"n": 18, "type": "quantity", "ev": [15],
         "q": "how much time did they have left when they got out",
         "cands": None, "answer": "About nine minutes"},
        {"n": 19, "type": "spoken_fact", "ev": [4],
         "q": "What was inside the music box?",
         "cands": ["An ultraviolet torch", "A brass key", "The clock's pendulum", "A photograph"],
         "answer": "An ultraviolet torch"},
        {"n": 20, "type": "right_before_after", "ev": [4, 5],
         "q": "What did the team do right after getting the music box open?",
         "cands": None, "answer": "Shone the UV torch over the desk letters"},
        {"n": 21, "type": "end", "ev": [20],
         "q": "What does Nadia say is coming next at Lockjaw?",
         "cands": ["A new room, The Lighthouse Keeper",
                   "A rematch for the Spreadsheet Five",
                   "A refit of the pirate room",
                   "Late-night games on Fridays"],
         "answer": "A new room, The Lighthouse Keeper"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Price of a Lockjaw gift voucher?",
         "cands": ["£65", "£80", "£25", ABSENT], "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "which company do the five colleagues work for",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How long has Nadia been a game master at Lockjaw?",
         "cands": ["Two years", "Six months", "Nine years", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [BELLTOWER, NARROWBOAT, ESCAPE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause of 3.0-7.0 s that
# varies by slide, rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "belltower": [23.5, 26.0, 26.0, 26.0, 25.5, 25.5, 25.0, 23.0, 23.5, 21.5, 24.0, 22.0, 23.0, 21.5, 25.0, 23.5, 23.5, 23.0, 21.0, 22.5, 23.0],
    "narrowboat": [24.5, 23.5, 26.5, 24.0, 25.0, 21.0, 23.0, 23.5, 25.0, 25.5, 22.5, 25.5, 25.0, 25.5, 24.0, 20.0, 23.5, 22.0, 22.0, 20.0, 23.0],
    "escape": [23.5, 25.0, 23.5, 26.0, 23.5, 25.0, 24.0, 24.0, 20.0, 20.5, 23.5, 23.0, 24.0, 20.0, 26.0, 22.5, 25.0, 25.5, 22.0, 23.5, 26.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
