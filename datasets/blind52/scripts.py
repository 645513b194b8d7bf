"""Scripts of the "blind52" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- homecoming: a village's hastily called meeting in its athletics club's clubhouse, a portakabin by
              the track, on the bank holiday Monday night after a girl from the village won the world
              javelin title, to plan her homecoming on the Saturday, five days away, from half past
              seven to the meeting closed at twenty past nine and the council's answer at ten to ten
              (the club secretary, the chair of the parish council, her first coach, the woman from
              the bakery, her twin sister, who keeps the pub, and the bus driver)
- tunnel:     a polytunnel fitter's how-to: putting up a thirty two foot polytunnel on a hillside
              smallholding (the ground levelled, the frame up, the cover on, the doors hung and the
              chilli plants in), in one Thursday in May (the fitter, her fitter, the woman whose
              smallholding it is, the farmer next door, who is the fitter's godfather, the postman
              and a fourteen-year-old who helps with the hens)
- salvage:    a harbour village's day as a crab boat that sank at her mooring is raised by divers with
              lifting bags, pumped out and towed round to the slipway, from half past seven on a
              Saturday to the quay opened again at half past five (the woman who runs the café on the
              quay, the boat's skipper, her stepdaughter, a coastguard volunteer, the harbour master,
              a ten-year-old from the cottages and the salvage diver)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ homecoming (a village's meeting to plan a champion's homecoming)
COLIN = ("en-gb-x-gbclan+m7", "Colin Marsh, Harriers' secretary")
DENISE = ("en-gb-x-rp+aunty", "Denise Farrar, chair of the parish council")
LEN = ("en-gb-scotland+grandpa", "Len Whitfield, her first coach")
HAZEL = ("en-gb-x-gbcwmd+linda", "Hazel Dunning, the bakery")
ROS = ("en-gb-x-gbclan+steph", "Ros Kettleby, landlady of the Fox")
KEV = ("en-029+Gene", "Kev Amadi, drives for the bus firm")

WHITEBOARD = "#eef0ea"
CLUBHOUSE = "#e5e9e0"
TRACK = "#ece3dc"
DEPOT = "#e2e6ee"
LOFT = "#ebe6de"
NIGHT_TRACK = "#1b1d1a"

HOMECOMING = {
    "name": "homecoming",
    "footer": "Skelbrough Harriers · the homecoming meeting · the clubhouse by the track",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(COLIN, NIGHT_TRACK, "A champion coming home",
              ["Skelbrough Harriers' clubhouse", "Monday 25 August, bank holiday", "Starts: 7:30 pm"],
              "Half past seven on a bank holiday Monday, in the Harriers' clubhouse, which is a portakabin by "
              "the track. Last night a girl from this village won the world javelin title, and on Saturday "
              "she's coming home. That gives us five days to do something about it. I'm Colin Marsh, club "
              "secretary, and my phone's propped on the trophy cabinet."),
        # 1
        slide(COLIN, WHITEBOARD, "Denise's whiteboard",
              ["1. A cake from Hazel's", "2. Bunting up the main street", "3. An open-top bus from the station",
               "4. Ask the council to shut the road", "5. A banner: Welcome home, Shannon"],
              "Denise wrote the list on the whiteboard, in the order the ideas came in on the village group "
              "chat last night. We didn't go in that order. Number four went first, shutting the road, "
              "because the council's form for a Saturday has to be in by midnight tonight, and the bus firm "
              "won't send an open-top bus down a road that isn't shut."),
        # 2
        slide(DENISE, CLUBHOUSE, "The chair",
              ["Denise Farrar, chair of the parish council", "Shannon Ellery, world javelin champion, aged 24",
               "Home: Saturday 30 August"],
              "Denise Farrar, chair of the parish council. Shannon's mum rang me at six this morning, from the "
              "airport. Shannon's coming in on the train on Saturday afternoon, and she'll put up with a fuss, "
              "her mum says, as long as it's a small one. A small one, in this village. She's twenty four, and "
              "she still calls me Mrs Farrar."),
        # 3
        slide(ROS, TRACK, "The landlady",
              ["Ros Kettleby, landlady of the Fox", "The final: on the Fox's big screen"],
              "Ros Kettleby, I've got the Fox. The whole pub watched the final on the big screen last night, "
              "and when she threw about sixty metres, the roof nearly came off. Hazel's my twin sister, by the "
              "way. I'm the older by twenty minutes, and I have never once let her forget it. We've not had a "
              "night like it since the jubilee."),
        # 4
        slide(LEN, TRACK, "Sixty six eighteen",
              ["Len Whitfield, her first coach", "Winning throw: 66.18 m"],
              "Sixty metres, Ros? Sixty six metres and eighteen centimetres. I've written down every throw "
              "she's made since she was eleven, in the same notebook, and last night's went in on the back "
              "page. I found her at the school sports, throwing a cricket ball clean over the pavilion. I'm "
              "Len Whitfield, and I was her first coach."),
        # 5
        slide(HAZEL, CLUBHOUSE, "The bakery",
              ["Hazel Dunning, the bakery", "The cake: a surprise"],
              "Hazel Dunning, from the bakery. I'm doing the cake, and I'm saying nothing about it, so you can "
              "all stop looking at me like that. There's bunting as well, about a hundred metres of it, up in "
              "the church loft since the jubilee. It'll want a good shake. There were wasps in it last time, "
              "and Ros got stung on the ear."),
        # 6
        slide(KEV, DEPOT, "The bus",
              ["Kev Amadi, drives for the bus firm", "Seats on the top deck: 50"],
              "Kev Amadi. I drive for the bus firm in town, and we've got one open-top bus, for the tourists in "
              "summer. It's got fifteen seats up top. No, fifty. The depot said fifty on the phone this "
              "afternoon, and I heard fifteen, because the line out here is terrible. Fifty seats, and nobody "
              "stands up on my top deck, champion or not."),
        # 7
        slide(COLIN, WHITEBOARD, "The road first",
              ["Number 4 on the list", "Road closure form started: 7:58 pm"],
              "So first, number four, the road. I had the council's form open on my laptop before Denise had "
              "the lid back on her pen. Then, just as she read out the first question, the lights went out: "
              "the tea urn had tripped the electrics again, and Len found the fuse box by the light of his "
              "phone. Nobody was surprised."),
        # 8
        slide(DENISE, CLUBHOUSE, "Time, route and reason",
              ["Route: the station, the main street, the track", "Road closed: 1:30 pm to 4:30 pm"],
              "The form wants a time, a route and a reason. The route is from the station, up the main street, "
              "past the Fox and the bakery, and in at the track. The time is half past one until half past "
              "four. The reason is a world champion. Thirty years on the parish council, and I've never been "
              "asked for a reason I liked better."),
        # 9
        slide(ROS, CLUBHOUSE, "Every phone at once",
              ["Road closure form sent: 8:14 pm"],
              "The very moment Colin pressed send, every phone in the room pinged at once. Shannon's mum had "
              "put a photo on the village group: Shannon at the airport, with the medal round her neck. Len "
              "went very quiet and had to go and look at the trophy cabinet for a bit. Nobody said anything "
              "about it, and nobody needed to."),
        # 10
        slide(KEV, DEPOT, "The bus second",
              ["Number 3 on the list", "Moorline Coaches depot rung: 8:21 pm"],
              "Second, number three, the bus, straight after the road, because our only open-top bus is at a "
              "wedding on Saturday morning until one o'clock. So the bus fixes the time of everything else. "
              "I'd just got the depot's night man on the phone when the whole place went dark again. Ros had "
              "put the urn back on for a second pot."),
        # 11
        slide(KEV, DEPOT, "The depot's answer",
              ["Moorline Coaches: open-top bus booked", "Bus hire: £380", "Leaves the station: 2 pm"],
              "The depot says yes. The open-top bus, me driving, from the station at two o'clock, for three "
              "hundred and eighty pounds, which is my wages and the diesel. The firm is paying for the rest, "
              "because the boss's lad went to school with her. He says she once hit him with a javelin, and he "
              "has forgiven her."),
        # 12
        slide(LEN, TRACK, "Her first cup",
              ["Her first cup: county schools, aged 11"],
              "As soon as Kev said the bus was ours, I went to the trophy cabinet and got out the little cup "
              "she won at the county schools when she was eleven, and I nearly knocked Colin's phone off the "
              "top doing it. That cup is going on the bus with her. She'll pretend to be embarrassed. She "
              "won't be."),
        # 13
        slide(HAZEL, CLUBHOUSE, "The banner third",
              ["Number 5 on the list", "Painted: Thursday, after training"],
              "Third, number five, the banner. The juniors paint it after training on Thursday, the only night "
              "they're all here together, and it had to have the time on it: welcome home, two o'clock. We "
              "only knew the time once the bus was sorted, so the banner had to wait for the bus, and the bus "
              "had to wait for the road."),
        # 14
        slide(LEN, CLUBHOUSE, "How the banner's made",
              ["Juniors signed up: 23", "Banner: 4 bedsheets, white line paint"],
              "Here's how it's done. Four old bedsheets out of Hazel's airing cupboard, stitched into one on "
              "her sewing machine. I chalk the letters out flat on the clubhouse floor, and the juniors paint "
              "them in with the white line paint from the track, which never comes off anything. Twenty three "
              "juniors have signed up already."),
        # 15
        slide(HAZEL, CLUBHOUSE, "In the dark",
              ["The tea urn: banned for the rest of the night"],
              "I was halfway through telling them what goes on the banner when the urn did it again, and we "
              "sat there in the pitch dark while Len felt his way to the fuse box. It did the same at last "
              "winter's presentation night, in the middle of the speeches. Denise says nobody makes tea again "
              "tonight."),
        # 16
        slide(DENISE, LOFT, "Two hundred and eighty",
              ["Bunting in the church loft: 280 m (14 bags of 20 m)"],
              "A hundred metres, Hazel? Two hundred and eighty. I counted it into the church loft myself after "
              "the jubilee, fourteen bags of twenty metres, and wrote it on the loft door in pencil. That's "
              "enough to go from the station right up to the track, and back down the other side of the "
              "street."),
        # 17
        slide(ROS, TRACK, "The bunting fourth",
              ["Number 2 on the list", "The vicar, back with the loft key: Friday"],
              "Fourth, number two, the bunting, and all we could decide tonight was who holds the ladders, "
              "because it's locked in the church loft and the vicar's away with the key until Friday. At nine "
              "the floodlights on the track went off on their timer, and for a second everybody looked at the "
              "urn. The vicar's to bring the key straight round to the Fox."),
        # 18
        slide(COLIN, WHITEBOARD, "The cake last",
              ["Number 1 on the list", "The cake: to the track at 4 pm"],
              "Last, number one, the cake, though it was top of the whiteboard. Hazel had decided every last "
              "thing about it herself before she even came in, and she said her cake was not going to be "
              "discussed by a committee, thank you. She's bringing it to the track herself at four. She still "
              "won't say what kind it is."),
        # 19
        slide(LEN, CLUBHOUSE, "The final again",
              ["The final, on the clubhouse wall"],
              "At the end I switched the lights off myself, on purpose, and put the final up on the clubhouse "
              "wall with Colin's projector, so we could all watch her throw it again. Sixty six eighteen. "
              "Nobody said a word while it was on. Then Ros cried, and said it was her hay fever, and Hazel "
              "said it wasn't."),
        # 20
        slide(COLIN, WHITEBOARD, "Closing",
              ["Meeting closed: 9:20 pm"],
              "We closed at twenty past nine. The road is asked for, the bus is booked, the juniors have their "
              "bedsheets, the ladders have names on them, and the cake is Hazel's business. Shannon's mum says "
              "Shannon thinks it's just going to be a cup of tea at the Fox with her family. Don't anybody "
              "tell her."),
        # 21
        slide(DENISE, NIGHT_TRACK, "The council's answer",
              ["Road closure granted: 9:50 pm"],
              "The council's email came through at ten to ten, while we were locking up: road closure granted, "
              "Saturday, half past one until half past four. I read it out in the car park, under the last "
              "street lamp, and Ros let out a whoop that set off every dog on the estate. Then we all went home "
              "to bed."),
        # 22
        slide(COLIN, NIGHT_TRACK, "Next on the channel",
              ["Saturday: the homecoming parade", "From the station at 2 pm", "Filmed from the top deck"],
              "Next time: Saturday itself. Shannon comes off the train at ten to two, and the bus takes her up "
              "the main street, under two hundred and eighty metres of bunting, and I'll be filming from the "
              "top deck. Len is bringing her first cup, Hazel is bringing the cake, and Kev says I'm staying "
              "sat down."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "So what's this clubhouse get-together actually for?",
         "para": ["portakabin meeting about the javelin girl - what are they planning",
                  "A tea urn, a whiteboard and a bus driver on the phone: what are these people getting "
                  "ready for?"],
         "cands": ["A village's hastily called meeting to plan a homecoming for its new world javelin champion, "
                   "five days away",
                   "The homecoming parade itself, on the open-top bus",
                   "The athletics club's end-of-season presentation night",
                   "A parish council meeting about shutting the main road for roadworks"],
         "answer": "A village's hastily called meeting to plan a homecoming for its new world javelin champion, "
                   "five days away"},
        {"n": 2, "type": "count", "ev": [7, 10, 15],
         "q": "During the meeting, how often did the tea urn knock the power out?",
         "para": ["urn tripping the electrics - number of times",
                  "Leave out last winter's presentation night, the track floodlights going off on their timer "
                  "and Len switching off the lights himself to show the final. On this night, the urn plunged "
                  "them into darkness on how many occasions?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Denise's whiteboard had five ideas on it. Which got sorted out first?",
         "cands": ["Ask the council to shut the road", "A cake from Hazel's", "An open-top bus from the station",
                   "A banner: Welcome home, Shannon"],
         "answer": "Ask the council to shut the road"},
        {"n": 4, "type": "order", "ev": [1, 7, 10, 13, 17, 18],
         "q": "Put Denise's five ideas into the order the meeting actually dealt with them.",
         "cands": None,
         "answer": "Shutting the road first, then the open-top bus, the banner, the bunting, and the cake last "
                   "(4, 3, 5, 2, 1)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Road closure jumped to the front of the queue - why?",
         "cands": None,
         "answer": "The council's form for a Saturday closure had to be in by midnight that night, and the bus "
                   "firm won't send an open-top bus down a road that isn't shut"},
        {"n": 6, "type": "why", "ev": [10],
         "q": "Once the road was done, why was the bus next?",
         "cands": ["The only open-top bus is at a wedding until one o'clock on Saturday, so it fixed the time of "
                   "everything else",
                   "Kev was going on holiday the next morning",
                   "The depot only takes bookings on bank holidays",
                   "The bus needed the banner tied to its side before Thursday"],
         "answer": "The only open-top bus is at a wedding until one o'clock on Saturday, so it fixed the time of "
                   "everything else"},
        {"n": 7, "type": "why", "ev": [18],
         "q": "Hazel's cake was top of the board but came up last. How come?",
         "para": ["cake left to the very end - reason",
                  "There was nothing to discuss about the baking, apparently. Why leave it till last?"],
         "cands": None,
         "answer": "Hazel had already decided everything about it herself before the meeting, and she wouldn't "
                   "have her cake discussed by a committee"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Ros put Shannon's winning throw at about sixty metres. What was it really?",
         "cands": None,
         "answer": "66.18 m (sixty six metres and eighteen centimetres): Len, her first coach, put her right"},
        {"n": 9, "type": "correction", "ev": [5, 16],
         "q": "Length of bunting up in the church loft?",
         "cands": ["280 metres", "100 metres", "180 metres", "820 metres"],
         "answer": "280 metres"},
        {"n": 10, "type": "correction", "ev": [6],
         "q": "Kev first said the top deck had fifteen seats. What's the real number, and why did he get it "
              "wrong?",
         "para": ["open top bus upstairs seating - final figure and where kev's slip came from",
                  "The driver changed his mind about the seating upstairs. Where did he end up, and what had "
                  "tripped him?"],
         "cands": None,
         "answer": "50 (fifty): the depot said fifty on the phone and he heard fifteen, because the line out "
                   "there is terrible"},
        {"n": 11, "type": "who", "ev": [5, 16],
         "q": "Hazel guessed a hundred metres of bunting. Who corrected her?",
         "cands": None,
         "answer": "Denise Farrar, chair of the parish council, who counted it into the church loft after the "
                   "jubilee: two hundred and eighty metres"},
        {"n": 12, "type": "who", "ev": [7],
         "q": "The council's form got filled in on a laptop - by whom?",
         "cands": ["Colin Marsh", "Denise Farrar", "Kev Amadi", "Len Whitfield"],
         "answer": "Colin Marsh"},
        {"n": 13, "type": "needle_screen", "ev": [10, 11],
         "q": "Which coach company owns the open-top bus?",
         "cands": ["Moorline Coaches", "Moorland Coaches", "Moorline Buses", "Skelbrough Coaches"],
         "answer": "Moorline Coaches"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Shannon's homecoming falls on which date?",
         "cands": ["Saturday 30 August", "Saturday 23 August", "Monday 25 August", "Sunday 31 August"],
         "answer": "Saturday 30 August"},
        {"n": 15, "type": "speech_and_screen", "ev": [9],
         "q": "all the phones pinged with the medal photo - when was that",
         "cands": None,
         "answer": "8:14 pm, the moment Colin pressed send on the road closure form"},
        {"n": 16, "type": "quantity", "ev": [11],
         "q": "What's the bus hire costing them?",
         "cands": ["£380", "£830", "£50", "£280"],
         "answer": "£380"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "youngsters painting the banner - headcount so far",
         "para": ["How many juniors have put their names down to do the painting?",
                  "Len chalks the letters and the club's young ones fill them in. What number of them signed "
                  "up?"],
         "cands": None, "answer": "23 (twenty three)"},
        {"n": 18, "type": "spoken_fact", "ev": [14],
         "q": "Explain how the welcome home banner is going to be made.",
         "cands": ["Four old bedsheets stitched together on Hazel's sewing machine, the letters chalked out by "
                   "Len and painted in by the juniors with the white line paint from the track",
                   "Printed on vinyl at a sign shop in town",
                   "Painted on an old sail by the school's art class",
                   "Cut out of cardboard letters and pegged along the bunting"],
         "answer": "Four old bedsheets stitched together on Hazel's sewing machine, the letters chalked out by "
                   "Len and painted in by the juniors with the white line paint from the track"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "ros and hazel - family?",
         "cands": None,
         "answer": "Twin sisters: Ros is the older by twenty minutes"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "Right after Kev confirmed they'd got the bus, what did Len go and do?",
         "cands": None,
         "answer": "Took the little cup Shannon won at the county schools at eleven out of the trophy cabinet, "
                   "nearly knocking Colin's phone off, and said it was going on the bus with her"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Colin's recording kicks off where, and with what news?",
         "cands": ["Half past seven on a bank holiday Monday in the Harriers' clubhouse, a portakabin by the "
                   "track, the day after a village girl won the world javelin title",
                   "Shannon stepping off the train at the station",
                   "The juniors painting the banner after training",
                   "The council's email granting the road closure"],
         "answer": "Half past seven on a bank holiday Monday in the Harriers' clubhouse, a portakabin by the "
                   "track, the day after a village girl won the world javelin title"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's Colin planning to film next?",
         "cands": ["Saturday's homecoming parade, from the top deck of the open-top bus",
                   "The juniors' training night",
                   "Hazel baking the cake on Friday night",
                   "Shannon's next competition abroad"],
         "answer": "Saturday's homecoming parade, from the top deck of the open-top bus"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "In which city did Shannon win her world title?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Flavour of the cake Hazel's baking?",
         "cands": ["Lemon drizzle", "Chocolate fudge", "Victoria sponge", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ tunnel (a polytunnel fitter's how-to)
BRYONY = ("en-gb-x-gbcwmd+Alicia", "Bryony Nash, puts up polytunnels")
OWEN = ("en-gb-x-rp+Lee", "Owen Prothero, fitter")
MAGS = ("en-gb-scotland+shelby", "Mags Heald, her smallholding")
FRED = ("en-gb-x-rp+david", "Fred Ashworth, farms next door")
KAI = ("en-gb-x-gbcwmd+ed", "Kai Lumb, aged 14")
ALAN = ("en-gb-x-gbclan+travis", "Alan Tranter, the postman")

PACKET = "#eeebdf"
FIELD = "#e3eadf"
TUNNEL = "#e9ece8"
KITCHEN = "#ede5dc"
GATE = "#e4e4ea"
HILL_DARK = "#1a1c1a"

TUNNEL_VIDEO = {
    "name": "tunnel",
    "footer": "Bryony Nash, polytunnels · a 32 ft tunnel on a hillside · Nab End smallholding",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(BRYONY, HILL_DARK, "How to put up a polytunnel",
              ["Bryony Nash, puts up polytunnels", "Nab End, Rushworth", "Thursday 29 May"],
              "Half past seven on a Thursday morning, on a smallholding halfway up a hill. This patch of rough "
              "grass is going to be a polytunnel by teatime, with plants in it, if the wind behaves. "
              "I'm Bryony Nash, I put up polytunnels for a living, and my camera's strapped to the gatepost, "
              "looking down the field."),
        # 1
        slide(BRYONY, PACKET, "Mags's list",
              ["1. Chillies in", "2. Level the ground", "3. The frame up", "4. The doors on", "5. The cover on"],
              "Mags wrote her list on the back of a seed packet, in the order the jobs kept her awake all "
              "winter. We didn't do it in that order. Number two came first, levelling the ground, because a "
              "tunnel on a slope twists as it goes up, and a twisted frame never takes its cover tight, however "
              "hard you pull."),
        # 2
        slide(MAGS, KITCHEN, "The smallholding",
              ["Mags Heald, her smallholding", "On the windowsills: 24 chilli plants"],
              "Mags Heald, and it's my smallholding: eleven hens, a lot of veg and a field that has never been "
              "flat in its life. I've got twenty four chilli plants on my kitchen windowsills, and every year "
              "they either drown or freeze, so this year they're getting a house. And don't anybody ask me what "
              "it cost."),
        # 3
        slide(FRED, GATE, "Next door",
              ["Fred Ashworth, farms next door"],
              "Fred Ashworth, I farm next door, and I've come to lean on the gate. Bryony's my goddaughter, by "
              "the way. Her dad and I were at agricultural college together, and I taught her to drive a "
              "tractor when she was nine. A twenty foot tunnel, is it? You'll not get much in that, Mags."),
        # 4
        slide(MAGS, FIELD, "Thirty two feet",
              ["Tunnel: 32 ft long, 14 ft wide"],
              "Twenty foot, Fred? Thirty two feet long and fourteen wide. I paced it out, measured it three "
              "times with a tape and ordered it myself, so I'd know. You could get your tractor in it, and "
              "don't think for one minute you're going to. It's going to be the warmest place on this hill."),
        # 5
        slide(OWEN, FIELD, "In the van",
              ["Owen Prothero, fitter", "Hoops: 7", "Foundation tubes: 14"],
              "Owen Prothero, I fit them with Bryony. We've got nine hoops in the van. No, seven. I'd counted "
              "the hoops in the picture on the box, and the picture's the forty two foot one. Seven hoops, "
              "fourteen foundation tubes, two door frames, and a roll of cover about the size of a small sofa."),
        # 6
        slide(ALAN, GATE, "The postman",
              ["Alan Tranter, the postman", "On his round: a brew at Mags's"],
              "Alan Tranter, I'm the postman, and I stop here for a brew every morning, whether there's post or "
              "not. Mags makes the best tea on my round. That roll of plastic can't weigh more than ten kilos, "
              "surely. I carry heavier than that up Moor Lane every day, and I've got a bad knee."),
        # 7
        slide(KAI, FIELD, "The label",
              ["Kai Lumb, aged 14", "Cover: 38 kg"],
              "I'm Kai, I'm fourteen, it's half term and I help Mags with the hens. Ten kilos, Alan? Thirty "
              "eight. It says so on the label, and I read it while I was sitting on it. Owen and Bryony carried "
              "it from the van between them, and Owen went a funny purple colour halfway across the field."),
        # 8
        slide(BRYONY, FIELD, "Level ground first",
              ["Number 2 on the list", "Ground level: 9:40 am"],
              "First, number two, levelling the ground. Strip the turf, then rake the high end down into the "
              "low end until a long level sits flat both ways. Peg out the four corners and measure both "
              "diagonals, corner to corner. When they're the same, it's square. If they're not, it isn't, "
              "however square it looks."),
        # 9
        slide(OWEN, TUNNEL, "The frame second",
              ["Number 3 on the list", "Frame: Pennant Growhouse", "Frame up: 12:15 pm"],
              "Second, number three, the frame. Foundation tubes go in on a string line, dead level, "
              "set in postcrete. The hoops drop in, and the ridge bar, crop bars and braces bolt on. "
              "Every hoop gets anti hot spot tape where the cover touches, so the plastic doesn't cook and "
              "split against hot metal."),
        # 10
        slide(BRYONY, TUNNEL, "Crop bars",
              ["Crop bars: at head height"],
              "The crop bars run across the hoops at head height, for tying your plants up to. Owen was the "
              "first to find out what else they're for: he stood up from tightening a bolt and cracked his head "
              "on one, hard enough that Fred heard it at the gate. Owen says he saw the whole of Lancashire."),
        # 11
        slide(MAGS, TUNNEL, "Lunch",
              ["Lunch: 12:30 pm", "Soup, in the tunnel"],
              "We had lunch sat in the frame, out of the wind, with soup in mugs. I bent down for Bryony's tape "
              "measure, stood up a bit too quick and clonked my head on that crop bar, right on the top. Alan "
              "came back for his second brew and said it sounded like somebody hitting a bell."),
        # 12
        slide(BRYONY, FIELD, "The cover third",
              ["Number 5 on the list", "Wind dropped: 1:50 pm"],
              "Third, number five, the cover, and it waited until after lunch, when the wind dropped. It goes "
              "on warm and still: warm, so the plastic's stretched when it goes on and pulls tight as it cools, "
              "and still, because a sheet that size in a breeze is a sail. First, a trench all round, a spade "
              "and a half deep."),
        # 13
        slide(FRED, GATE, "The biscuits",
              ["Biscuits: saved"],
              "I wandered in under the hoops to tell them the wind had dropped, and that young Kai came running "
              "in behind me with the biscuits, ducked a second too late and clattered the crop bar with the top "
              "of his head. He kept hold of the biscuits, mind. I'll give the lad that. Not one of them broke."),
        # 14
        slide(ALAN, FIELD, "Geese",
              ["Cover over the top: 2:40 pm"],
              "The very moment the cover came over the ridge and dropped down the far side, a skein of geese "
              "came over the field, honking, so low that Owen ducked. Mags said they were coming to look at her "
              "tunnel. I'd stayed for my second brew, and I was late for the whole of Moor Lane."),
        # 15
        slide(OWEN, TUNNEL, "Into the trench",
              ["Cover buried: 3:30 pm"],
              "Then the cover goes in the trench. Bury one side, then go round and pull the other side down "
              "hard, from the middle outwards, and bury that, and stamp every bit of it down. Fred walked in to "
              "inspect it and walked straight into the crop bar with his forehead. His cap took most of it."),
        # 16
        slide(BRYONY, TUNNEL, "The doors fourth",
              ["Number 4 on the list", "Doors on: 4:45 pm"],
              "Fourth, number four, the doors. The ends of the cover get battened onto the door frames first, "
              "then the doors hang on the frames. Hang the doors first and you'd only be taking them off again "
              "to fix the plastic. Two doors, one at each end, so the air goes straight through on hot days."),
        # 17
        slide(KAI, TUNNEL, "Bryony's turn",
              ["Kai's egg sign, by the gate"],
              "Then Bryony did it herself. She was looking up at the ridge to check the cover, stepped "
              "backwards and bashed the back of her head on the crop bar. She said a word I'm not allowed to "
              "put on my egg sign by the gate. Owen laughed so much he had to sit down in the trench, and "
              "Bryony threw a tent peg at him."),
        # 18
        slide(MAGS, TUNNEL, "Like July",
              ["Mags, on her own in the tunnel"],
              "As soon as Bryony said that's you, it's done, I went in on my own, shut both doors behind me, and "
              "stood in the middle with my eyes shut. It was like walking into July. Then I came back out and "
              "made everybody a tea, Alan included, because he'd come back for a third."),
        # 19
        slide(BRYONY, TUNNEL, "Chillies last",
              ["Number 1 on the list", "Chilli plants in: 24", "Inside at 6 pm: 27°C"],
              "Last, number one, the chillies, though they top the list. Plants only go in once the doors are "
              "on, because a tunnel with open ends is a wind tunnel, and Mags's hens would be in after them. "
              "Twenty four plants along the crop bars, and at six o'clock the thermometer inside said twenty "
              "seven degrees."),
        # 20
        slide(KAI, TUNNEL, "Lagging",
              ["The crop bar: wrapped in pipe lagging"],
              "Before we finished, Bryony wrapped the crop bar in pipe lagging, and I head-butted it on purpose "
              "to show everybody it didn't hurt any more. It didn't. Fred says she once knocked herself out "
              "cold on a crop bar, her first summer in the job. Bryony says that never happened. Fred says it "
              "did."),
        # 21
        slide(ALAN, KITCHEN, "Packed up",
              ["Packed up: 6:30 pm"],
              "They'd packed up by half past six. I came back for a fourth brew on my way home and banged my "
              "head on the low beam in Mags's kitchen, like I do most days. Mags says it's her beam and it was "
              "there first. Then she took me out to see the chillies, and I have to say, they looked happy."),
        # 22
        slide(BRYONY, HILL_DARK, "Next on the channel",
              ["A fruit cage over a raspberry patch", "The blackbirds kept out", "From Monday 2 June"],
              "Next time: a fruit cage over a raspberry patch, for a man whose blackbirds have had every berry "
              "for three summers running. Netting, posts and a door he can get a barrow through. Owen says he's "
              "bringing a hard hat. Fred says he'll come and lean on that gate too, if it's a good gate."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's Bryony showing viewers how to do?",
         "para": ["polytunnel video with the geese - what gets built",
                  "A seed packet, a trench and a lot of sore heads: what's the project here?"],
         "cands": ["A how-to: putting up a thirty two foot polytunnel on a hillside smallholding, from levelling "
                   "the ground to the chilli plants going in",
                   "A fruit cage over a raspberry patch",
                   "Building a greenhouse out of old windows",
                   "Re-covering an old polytunnel that blew down"],
         "answer": "A how-to: putting up a thirty two foot polytunnel on a hillside smallholding, from levelling "
                   "the ground to the chilli plants going in"},
        {"n": 2, "type": "count", "ev": [10, 11, 13, 15, 17],
         "q": "Over the day, how often did somebody crack their head on the crop bar?",
         "para": ["heads hitting the crop bar - total",
                  "Skip Alan and Mags's kitchen beam, the knockout from Bryony's first summer and Kai's "
                  "deliberate head-butt once the lagging was on. What's the tally of real collisions with "
                  "the bar?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 8],
         "q": "Which of the seed-packet jobs did Bryony tackle first?",
         "cands": ["Level the ground", "Chillies in", "The frame up", "The cover on"],
         "answer": "Level the ground"},
        {"n": 4, "type": "order", "ev": [1, 8, 9, 12, 16, 19],
         "q": "Mags's list began with the chillies. At what stage did they actually go in?",
         "cands": None,
         "answer": "Last: after levelling the ground, the frame, the cover and the doors"},
        {"n": 5, "type": "why", "ev": [1, 8],
         "q": "Why was levelling the ground the opening job?",
         "para": ["ground flattened before anything else - reasoning",
                  "Bryony refused to start on the frame until the patch was flat. What did she say would "
                  "happen otherwise?"],
         "cands": None,
         "answer": "A tunnel on a slope twists as it goes up, and a twisted frame never takes its cover tight"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "The cover had to wait until after lunch. What was the reason?",
         "cands": ["It goes on warm and still: warm so it pulls tight as it cools, and still because a sheet "
                   "that size in a breeze is a sail",
                   "The delivery van didn't bring it until the afternoon",
                   "The postcrete needed the morning to set",
                   "Mags was at the market all morning and wanted to watch"],
         "answer": "It goes on warm and still: warm so it pulls tight as it cools, and still because a sheet "
                   "that size in a breeze is a sail"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "That tape wrapped on the hoops - what's it for?",
         "cands": ["It stops the plastic cooking and splitting where it touches hot metal",
                   "It marks where the crop bars go",
                   "It stops the hoops rusting in the rain",
                   "It cushions heads that bang into them"],
         "answer": "It stops the plastic cooking and splitting where it touches hot metal"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Fred guessed the tunnel at twenty foot. What did Mags tell him?",
         "para": ["the tunnel's real length and width",
                  "Mags had paced out and measured the patch herself. Which size did she give?"],
         "cands": None,
         "answer": "32 feet long (thirty two) and 14 feet wide"},
        {"n": 9, "type": "correction", "ev": [5],
         "q": "Final hoop count for the frame?",
         "cands": ["7", "9", "5", "14"],
         "answer": "7"},
        {"n": 10, "type": "who", "ev": [6, 7],
         "q": "Alan reckoned the roll of cover weighed ten kilos at most. Who put him right?",
         "para": ["who knew the real weight of the plastic",
                  "One of them had read the label while sitting on the roll. Which one?"],
         "cands": None,
         "answer": "Kai Lumb, aged fourteen, who read it off the label: 38 kg"},
        {"n": 11, "type": "who", "ev": [7],
         "q": "Who helped Bryony lug the roll across from the van?",
         "cands": ["Owen Prothero", "Kai Lumb", "Alan Tranter", "Fred Ashworth"],
         "answer": "Owen Prothero"},
        {"n": 12, "type": "needle_screen", "ev": [0],
         "q": "Where's the smallholding?",
         "cands": ["Nab End, Rushworth", "Nab Farm, Rushworth", "Nab End, Rushton", "Oak End, Rushworth"],
         "answer": "Nab End, Rushworth"},
        {"n": 13, "type": "needle_screen", "ev": [9],
         "q": "brand of the tunnel frame",
         "cands": None, "answer": "Pennant Growhouse"},
        {"n": 14, "type": "speech_and_screen", "ev": [14],
         "q": "That skein of geese going over - at what time?",
         "cands": None,
         "answer": "2:40 pm, the moment the cover came over the ridge and dropped down the far side"},
        {"n": 15, "type": "quantity", "ev": [2, 19],
         "q": "Number of chilli plants that went into the tunnel?",
         "cands": ["24", "42", "12", "32"],
         "answer": "24"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "The thermometer inside read what at six o'clock?",
         "cands": None, "answer": "27°C (twenty seven degrees)"},
        {"n": 17, "type": "spoken_fact", "ev": [8],
         "q": "How does Bryony make sure the base is square?",
         "cands": ["She measures both diagonals corner to corner, and when they're the same it's square",
                   "She puts a builder's square in each corner",
                   "She lines it up with the hedge",
                   "She checks it by eye from the gatepost"],
         "answer": "She measures both diagonals corner to corner, and when they're the same it's square"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "fred and bryony - what's the connection",
         "cands": None,
         "answer": "Fred is Bryony's godfather: he and her dad were at agricultural college together"},
        {"n": 19, "type": "right_before_after", "ev": [18],
         "q": "Once Bryony said the job was done, what was the first thing Mags did?",
         "cands": None,
         "answer": "Went into the tunnel on her own, shut both doors behind her and stood in the middle with her "
                   "eyes shut"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Describe the opening scene.",
         "cands": ["Half past seven on a Thursday morning, a patch of rough grass on a hillside smallholding "
                   "where a polytunnel is to go up",
                   "Mags planting chillies",
                   "The geese flying over the field",
                   "The cover being buried in its trench"],
         "answer": "Half past seven on a Thursday morning, a patch of rough grass on a hillside smallholding "
                   "where a polytunnel is to go up"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which job is lined up for the next video?",
         "cands": ["A fruit cage over a raspberry patch, to keep the blackbirds off",
                   "A second polytunnel for Fred",
                   "A new hen house for Mags",
                   "Re-covering the tunnel next spring"],
         "answer": "A fruit cage over a raspberry patch, to keep the blackbirds off"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "what variety of chilli is mags growing",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What did Mags have to pay for the tunnel?",
         "cands": ["£1,150", "£780", "£2,400", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Fred's farm next door - name?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ salvage (a harbour village's day as a sunken boat is raised)
GAIL = ("en-gb-x-rp+Andrea", "Gail Pearce, the café on the quay")
WALTER = ("en-gb-x-gbclan+m1", "Walter Mowbray, the Merry Dawn's skipper")
TAMSIN = ("en-gb-x-gbclan+anika", "Tamsin Reid, coastguard volunteer")
GED = ("en-gb-scotland+m3", "Ged Hornsby, harbour master")
RUBY = ("en-gb-scotland+zac", "Ruby Chadwick, aged 10")
MO = ("en-gb-x-gbcwmd+Alex", "Mo Rahman, salvage diver")

OFFICE = "#eceee6"
QUAY = "#e2e7e6"
CAFE = "#efe7dd"
WATER = "#dfe6ec"
SLIPWAY = "#e8e4de"
HARBOUR_DARK = "#1a1c1e"

SALVAGE = {
    "name": "salvage",
    "footer": "The Merry Dawn · raised from the harbour · from the café on the quay",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(GAIL, HARBOUR_DARK, "Raising the Merry Dawn",
              ["Scarth Haven harbour", "Saturday 7 June", "The Merry Dawn, KH 208: on the bottom"],
              "Half past seven on a Saturday morning, and from my café window you can see the whole harbour, "
              "and in the middle of it, the top of a mast. That's the Merry Dawn, Walter's crab boat, and she "
              "went down at her mooring on Thursday night. I'm Gail Pearce, I run the café on the quay, and my "
              "camera's on the upstairs windowsill."),
        # 1
        slide(GAIL, OFFICE, "Ged's whiteboard",
              ["1. Tow her round to the slipway", "2. Divers: lifting bags on", "3. Pump her out",
               "4. Oil boom round her", "5. Clear the quay, shut the harbour"],
              "Ged, the harbour master, wrote the jobs on the whiteboard on the harbour office door, in the "
              "order his phone rang about them yesterday. It didn't go in that order. Number five went first, "
              "clearing the quay and shutting the harbour, because no diver goes down with boats coming and "
              "going over his head and a crowd three deep on the edge."),
        # 2
        slide(WALTER, QUAY, "The skipper",
              ["Walter Mowbray, the Merry Dawn's skipper", "Went down: Thursday night"],
              "Walter Mowbray. She's my boat, and I've fished crabs out of this harbour for forty four years. A "
              "cooling hose split on Thursday night, and by the morning she was sat on the bottom with just "
              "her mast showing. The insurance will see to the bill, they tell me. I'd sooner see to her "
              "myself."),
        # 3
        slide(GAIL, CAFE, "Forty if she's a day",
              ["Gail Pearce, the café on the quay", "Bacon sandwiches: from 7 am"],
              "Tamsin's my stepdaughter, by the way. I married her dad when she was six, and she's been telling "
              "me what to do ever since. She's on the coastguard team today, so I'm doing the bacon "
              "sandwiches on my own, and the whole village wants one. Poor old Merry Dawn. She must be forty years old if she's a day."),
        # 4
        slide(GED, OFFICE, "The harbour register",
              ["Ged Hornsby, harbour master", "The Merry Dawn: built 1963"],
              "Ged Hornsby, harbour master. Forty, Gail? Sixty two. She's in the harbour register, built in "
              "nineteen sixty three, and she's been moored in this harbour every single year since. Today nobody "
              "goes past my rope, and nobody goes on the water without my say-so, and that includes the ducks, "
              "the coach trip and the vicar."),
        # 5
        slide(RUBY, SLIPWAY, "The best seat",
              ["Ruby Chadwick, aged 10", "Best seat: the wall above the slipway"],
              "I'm Ruby, I'm ten, and we live in the cottages at the top of the slipway, so I've got the best "
              "seat, on our wall. I reckon she weighs about a tonne, because that's what a car weighs, and "
              "she's about as big as two cars. Mum says I can stay out as long as I keep my cap on."),
        # 6
        slide(WALTER, QUAY, "Seven and a half tonnes",
              ["The Merry Dawn: 7.5 tonnes"],
              "A tonne, Ruby? Seven and a half tonnes. It's on her papers, and I've kept them in a biscuit tin "
              "under my bed for forty four years. She's oak on oak, and oak is heavy. She's heavier still full "
              "of water, which is what all these clever people have come to sort out. I'm not having her cut up "
              "for firewood, whatever the insurance says."),
        # 7
        slide(MO, WATER, "The salvage diver",
              ["Mo Rahman, salvage diver", "Coquet Marine Salvage", "Lifting bags: 6"],
              "Mo Rahman, salvage diver. We'll need eight lifting bags. No, six. I'd worked it out from her "
              "weight with a full load of crab pots aboard, and Walter had his pots ashore on Thursday "
              "afternoon. Six bags, each one good for two tonnes, which is plenty to bring her up, and then "
              "some, with her skipper watching every bubble."),
        # 8
        slide(TAMSIN, WATER, "The boom",
              ["Tamsin Reid, coastguard volunteer", "Oil boom: 60 m", "Diesel in her tank: 220 litres"],
              "Tamsin Reid, coastguard volunteer. My job is the oil boom, sixty metres of it, bright yellow, "
              "and I row it round her in the harbour's little rowing boat. There are two hundred and twenty "
              "litres of diesel in her tank, and not one drop of it is getting out past my boom. Ged says if it "
              "does, I'm the one who tells the ducks."),
        # 9
        slide(GED, QUAY, "The quay first",
              ["Number 5 on the list", "Harbour shut: 8:00 am"],
              "First, number five, the quay and the harbour. At eight o'clock I put the rope across and shut "
              "the harbour to boats, and I walked everybody back behind the rope, twice. The coach trip took "
              "three goes. Then I stood at the end of the quay with my arms folded, which usually does it."),
        # 10
        slide(GAIL, CAFE, "Ged's cap",
              ["Wind: off the land, gusty"],
              "The wind was off the land all day, so the water stayed flat, but it came in gusts. Ged was the "
              "first: he turned round to shout at the coach trip, and a gust took his cap clean off his head and "
              "into the harbour. He fished it out with a boat hook and put it straight back on, wet."),
        # 11
        slide(TAMSIN, WATER, "The boom second",
              ["Number 4 on the list", "Boom round her: 9:15 am"],
              "Second, number four, the boom, and it went round her before anybody touched her, because the "
              "minute she moves, the diesel comes up. I rowed it out, round her mast and back, and clipped the "
              "ends together. Walter stood on the quay shouting mind her at me the whole way round, as if I'd "
              "never rowed a boat in my life."),
        # 12
        slide(WALTER, QUAY, "The sun hat",
              ["The coach trip: behind the rope"],
              "While the lass was rowing, a lady off the coach trip leaned over the rail for a better look, and "
              "her sun hat went sailing off into the water and floated there, upside down, like a little boat. "
              "Tamsin fetched it back in the rowing boat. The lady bought her a coffee from Gail's. Best bit of "
              "rowing I've seen all year, that."),
        # 13
        slide(MO, WATER, "The bags third",
              ["Number 2 on the list", "Low water: 10:20 am", "Depth at low water: 4 m"],
              "Third, number two, the bags, at low water, twenty past ten, because that's when there's least "
              "water over her, so we've the shortest way down, and every inch the tide comes in after that is "
              "lifting with us. She's in four metres at low water. Down there you can't see your own hand, not "
              "at all."),
        # 14
        slide(MO, WATER, "By feel",
              ["Bags on: 11:45 am"],
              "So it's all done by feel. Straps under her hull, a bag clipped onto each strap, and then air from "
              "the cylinder into each bag, a bit at a time, all six together, so she comes up level and not "
              "nose first. By quarter to twelve all six were on, and I came up for a cup of tea."),
        # 15
        slide(TAMSIN, QUAY, "Mo's hat",
              ["Mo, on the quay, between dives"],
              "When Mo came up for his breather, he pulled his hood off and put his woolly hat on, and the wind "
              "had it off him and into the water before he'd got it on properly. He said he'd been in that "
              "harbour all morning, and that was the first time he'd got wet. I got it back with an oar."),
        # 16
        slide(RUBY, SLIPWAY, "The bells",
              ["Wheelhouse roof out of the water: 1:12 pm"],
              "The very moment her wheelhouse roof came up out of the water, the bells started up at the "
              "church on the hill for a wedding, and everybody on the quay cheered, as if they'd done it on "
              "purpose. I cheered so much that Mum heard me from the kitchen. Walter took his glasses off and "
              "wiped them."),
        # 17
        slide(GED, QUAY, "The pumps fourth",
              ["Number 3 on the list", "Gunwales clear: 1:50 pm", "Floating on her own: 3:20 pm"],
              "Fourth, number three, the pumps, and only once the bags had her gunwales clear of the water, at "
              "ten to two. Pump her before that and you're pumping the whole harbour through her. The fire "
              "brigade brought two pumps down, and by twenty past three she was floating on her own. Walter "
              "wouldn't come off the quay for his dinner."),
        # 18
        slide(RUBY, SLIPWAY, "My cap",
              ["Ruby's cap: rescued with an oar"],
              "Then my cap went. I was waving at the fire engine, and the wind whipped it off and dropped it in "
              "the water right next to the boom, and Tamsin got it with an oar. Earlier on, a man's hat blew "
              "along the quay, but I caught that one before it went over the edge, so I'm a hero as well."),
        # 19
        slide(WALTER, SLIPWAY, "The tow last",
              ["Number 1 on the list", "High water: 4:35 pm", "Up the slipway: 4:40 pm"],
              "Last, number one, the tow round to the slipway, though it's top of Ged's board. The slipway's "
              "only got water enough at high tide, twenty five to five, so the tow had to wait for the tide, "
              "whatever else happened. Mo's boat towed her round, the tractor pulled her up, and I walked "
              "beside her all the way."),
        # 20
        slide(GAIL, CAFE, "His dad's photograph",
              ["Walter's cap: in the harbour, on purpose"],
              "As soon as she was up the slipway, Walter climbed aboard, went into the wheelhouse and came out "
              "with his dad's photograph, still in its frame, and poured the water out of it. Then he took his "
              "cap off and threw it in the harbour, on purpose, and said that one was for the sea. Nobody went "
              "after it."),
        # 21
        slide(TAMSIN, QUAY, "Quay open",
              ["Boom in, quay open: 5:30 pm"],
              "We had the boom in and the quay open by half past five, and not a drop of diesel got out. Walter "
              "says his dad lost his sou'wester over the side at the harbour mouth, years ago, and the village "
              "talked about nothing else for a month. Nobody has told me what today cost. Walter says that's "
              "the insurance's business."),
        # 22
        slide(GAIL, HARBOUR_DARK, "Next on the channel",
              ["The Merry Dawn back at sea", "Her first haul", "From Monday 21 July"],
              "Next time: once her engine's rebuilt, the Merry Dawn goes back down the slipway, and Walter "
              "takes her out to haul his pots for the first time since. Ruby has asked if she can go with him. "
              "Ged says she can, as long as she keeps her cap on this time, and Walter says so does Ged."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the big event in the harbour in this video?",
         "para": ["sunk crab boat being lifted - what's the day about",
                  "Lifting bags, a yellow boom and a tractor on the slipway: describe what's going on."],
         "cands": ["A harbour village's day as a crab boat that sank at her mooring is raised by divers with "
                   "lifting bags, pumped out and towed to the slipway",
                   "The Merry Dawn going back to sea for her first haul after her engine's rebuilt",
                   "A lifeboat crew's exercise in the harbour",
                   "A new crab boat being launched down the slipway"],
         "answer": "A harbour village's day as a crab boat that sank at her mooring is raised by divers with "
                   "lifting bags, pumped out and towed to the slipway"},
        {"n": 2, "type": "count", "ev": [10, 12, 15, 18],
         "q": "Count the hats the wind sent into the harbour.",
         "para": ["hats lost to the gusts into the water - count",
                  "Don't count Walter's dad's sou'wester from years back, the hat Ruby caught on the quay or the "
                  "cap Walter threw in deliberately. How many did the wind itself put in the water?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "Off Ged's whiteboard, what was done first?",
         "cands": ["Clear the quay, shut the harbour", "Tow her round to the slipway", "Oil boom round her",
                   "Divers: lifting bags on"],
         "answer": "Clear the quay, shut the harbour"},
        {"n": 4, "type": "order", "ev": [1, 9, 11, 13, 17, 19],
         "q": "In what sequence did the five jobs on the board really happen?",
         "para": ["ged's board - actual running order",
                  "The board read tow, bags, pump, boom, then clearing the quay. Which way round did they actually "
                  "do them?"],
         "cands": None,
         "answer": "Clearing the quay and shutting the harbour first, then the oil boom, the lifting bags, the "
                   "pumping out, and the tow to the slipway last (5, 4, 2, 3, 1)"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "Why did clearing the quay come before anything else?",
         "cands": None,
         "answer": "No diver goes down with boats coming and going over his head and a crowd three deep on the "
                   "edge"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "Ged's board had the tow first, yet it came last. Why?",
         "cands": ["The slipway only has enough water at high tide, so the tow had to wait for the tide",
                   "The tractor wasn't free until the afternoon",
                   "Walter wanted to say goodbye to her mooring",
                   "The fire brigade needed the slipway in the morning"],
         "answer": "The slipway only has enough water at high tide, so the tow had to wait for the tide"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "what was the point of fitting the bags at low water",
         "para": ["Mo waited for the tide to go out before the divers went down. Why?",
                  "Why low tide, of all times, for getting the lifting bags onto her?"],
         "cands": None,
         "answer": "At low water there's least water over her, so the divers have the shortest way down, and "
                   "every inch the tide comes in afterwards helps lift her"},
        {"n": 8, "type": "correction", "ev": [5, 6],
         "q": "Ruby reckoned the boat weighed about a tonne. What's her real weight?",
         "cands": None,
         "answer": "7.5 tonnes (seven and a half), from her papers: Walter put Ruby right"},
        {"n": 9, "type": "correction", "ev": [3, 4],
         "q": "What year was the Merry Dawn built?",
         "cands": ["1963", "1985", "1936", "1973"],
         "answer": "1963"},
        {"n": 10, "type": "correction", "ev": [7],
         "q": "Mo revised his count of lifting bags. Final number, and what threw his first one out?",
         "cands": None,
         "answer": "6 (six): he'd worked it out from her weight with a full load of crab pots aboard, and Walter "
                   "had taken his pots ashore on Thursday"},
        {"n": 11, "type": "who", "ev": [3, 4],
         "q": "Gail put the boat at about forty years old. Who corrected her?",
         "para": ["who knew how old the merry dawn really is",
                  "Somebody looked the boat up in the harbour register. Which of them?"],
         "cands": None,
         "answer": "Ged Hornsby, the harbour master, from the harbour register: sixty two, built in nineteen "
                   "sixty three"},
        {"n": 12, "type": "who", "ev": [8, 11],
         "q": "Who rowed the oil boom round the sunken boat?",
         "cands": ["Tamsin Reid", "Mo Rahman", "Ged Hornsby", "Walter Mowbray"],
         "answer": "Tamsin Reid"},
        {"n": 13, "type": "needle_screen", "ev": [7],
         "q": "Salvage firm's name, please?",
         "cands": ["Coquet Marine Salvage", "Coquet Subsea Salvage", "Tees Marine Salvage",
                   "Scarth Marine Salvage"],
         "answer": "Coquet Marine Salvage"},
        {"n": 14, "type": "needle_screen", "ev": [0],
         "q": "Walter's boat has a fishing number - what is it?",
         "cands": ["KH 208", "KH 280", "HK 208", "KH 802"],
         "answer": "KH 208"},
        {"n": 15, "type": "speech_and_screen", "ev": [16],
         "q": "the wedding bells up the hill - what time did they ring out",
         "cands": None,
         "answer": "1:12 pm, the moment her wheelhouse roof came up out of the water"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "How much diesel was still in her tank?",
         "cands": ["220 litres", "120 litres", "60 litres", "2,200 litres"],
         "answer": "220 litres"},
        {"n": 17, "type": "quantity", "ev": [8],
         "q": "Length of Tamsin's oil boom?",
         "cands": None, "answer": "60 metres (sixty)"},
        {"n": 18, "type": "spoken_fact", "ev": [14],
         "q": "Underwater, how do the divers get the bags to lift her?",
         "cands": ["Straps under her hull, a bag clipped to each strap, then air from a cylinder into all six a "
                   "bit at a time so she comes up level",
                   "They fill the bags with seawater and let the tide float them",
                   "A crane on the quay lifts the bags once they're tied on",
                   "They pump foam into her hull until she floats"],
         "answer": "Straps under her hull, a bag clipped to each strap, then air from a cylinder into all six a "
                   "bit at a time so she comes up level"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "gail and tamsin - how are they related?",
         "cands": None,
         "answer": "Stepmother and stepdaughter: Gail married Tamsin's dad when Tamsin was six"},
        {"n": 20, "type": "right_before_after", "ev": [20],
         "q": "The moment she was up the slipway, what did Walter do?",
         "cands": None,
         "answer": "Climbed aboard, went into the wheelhouse and came out with his dad's photograph, still in "
                   "its frame, and poured the water out of it"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "At the very start of Gail's film, what do we see?",
         "cands": ["Half past seven on a Saturday morning, the harbour from the café's upstairs window, with "
                   "only the top of a sunken crab boat's mast showing",
                   "Walter hauling his crab pots at sea",
                   "The boat coming up the slipway behind a tractor",
                   "The wedding party outside the church on the hill"],
         "answer": "Half past seven on a Saturday morning, the harbour from the café's upstairs window, with "
                   "only the top of a sunken crab boat's mast showing"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Next episode's plan?",
         "cands": ["The Merry Dawn going back to sea for her first haul, once her engine's rebuilt",
                   "The wedding at the church on the hill",
                   "A lifeboat exercise in the harbour",
                   "Ged's retirement do at the café"],
         "answer": "The Merry Dawn going back to sea for her first haul, once her engine's rebuilt"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did the salvage firm charge for the job?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Who was getting married at the church on the hill?",
         "cands": ["Lucy and Sam", "Jade and Connor", "Emma and Dan", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [HOMECOMING, TUNNEL_VIDEO, SALVAGE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "homecoming": [26.5, 26.5, 26.5, 26.5, 25.0, 26.5, 26.5, 27.0, 27.0, 25.0, 25.5, 24.0, 23.5, 23.5, 24.5, 23.5, 23.0, 27.5, 23.5, 25.0, 22.0, 25.0, 27.0],
    "tunnel": [27.5, 26.0, 24.0, 22.5, 23.5, 24.0, 23.5, 25.5, 27.5, 28.0, 23.5, 23.5, 27.0, 23.0, 24.0, 23.5, 27.5, 22.5, 22.5, 26.0, 24.0, 25.5, 24.0],
    "salvage": [20.5, 22.5, 24.5, 22.0, 26.0, 21.0, 28.0, 25.5, 23.5, 24.0, 20.5, 23.5, 24.5, 25.0, 22.0, 20.0, 23.5, 24.0, 23.5, 24.0, 22.5, 21.0, 21.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
