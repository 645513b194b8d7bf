"""Scripts of the "blind31" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- hillfortdig:  the last day of a community archaeology dig on an Iron Age hillfort in Dorset, when
                every trench is recorded and filled back in (the dig director, the finds supervisor,
                a retired postwoman who volunteers, a student surveyor, the youngest volunteer, the
                farmer whose field it is)
- orienteering: an orienteering club's autumn event in a Welsh forest, from hanging the kites in
                the dark to the results (the organiser, the course planner, the controller, the
                oldest runner, the results volunteer, a boy on his first course)
- liondance:    a lion dance troupe taking its lion round a northern city's Chinese quarter for the
                new year (the troupe leader, the lion's head, the lion's tail, the drummer, the
                restaurant owner, a boy on the cymbals)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ hillfortdig (a hillfort dig's last day)
HELEN = ("en-gb-x-rp+f2", "Dr Helen Marchbank, dig director")
OWEN = ("en-gb+m4", "Owen Prideaux, finds supervisor")
SANDRA = ("en-gb-x-gbclan+f1", "Sandra Bellamy, volunteer")
TOM = ("en-gb-x-rp+m2", "Tom Adeyemi, student surveyor")
ESME = ("en-gb+f4", "Esme Varley, volunteer")
GORDON = ("en-gb-x-gbcwmd+m5", "Gordon Pitman, farmer")

TURF = "#e8ecdf"
HUT = "#f4f1e6"
TURF_DARK = "#1d2419"

HILLFORTDIG = {
    "name": "hillfortdig",
    "footer": "Hensbury Rings · community dig · the last day",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HELEN, TURF_DARK, "Last day on Hensbury Rings",
              ["Hensbury Rings hillfort, Ashcombe Magna", "Saturday 19 July", "Community dig: the last day"],
              "Seven in the morning, mist still lying in the ditches, and a skylark going up over the rampart. "
              "I'm Helen Marchbank, and for three weeks a small army of volunteers has been digging this Iron Age "
              "hillfort with trowels. Today is the last day. Everything we opened, we have to record, photograph "
              "and fill back in, before Gordon gets his field back."),
        # 1
        slide(HELEN, HUT, "The trenches",
              ["1. The rampart", "2. The gateway", "3. The roundhouse", "4. The grain pits", "5. The ditch"],
              "This is the board in the site hut. The trenches are numbered in the order we opened them, so the "
              "rampart is number one. But that's not the order we'll fill them in. Gordon's cows go back into the "
              "bottom corner at eleven, which is exactly where the grain pits are, so number four is filled in "
              "first, before the cows come through the gate."),
        # 2
        slide(OWEN, TURF, "The grain pits",
              ["Number 4 on the board", "Deepest grain pit: 1.6 m", "Pits backfilled: 9:05 to 9:45 am"],
              "Owen Prideaux, finds. These pits were dug to store grain, two and a half thousand years ago. The "
              "deepest is two metres. No, hang on, I'm reading the staff upside down. One point six. We lifted "
              "the last of the burnt grain at eight, then the digger filled all three in forty minutes. It took "
              "us a fortnight to empty them."),
        # 3
        slide(GORDON, TURF, "The farmer",
              ["Hensbury Farm", "Cows back in the bottom corner: 11 am"],
              "Gordon Pitman. It's my field, and my father's before me. Your finds man, Owen, was walking "
              "backwards with a tray of burnt grain this morning, and he went straight down into the big pit, "
              "tray and all. Came up with the tray still level, mind, not a grain spilt. My cows go back in at "
              "eleven, holes or no holes."),
        # 4
        slide(TOM, TURF, "The gateway",
              ["Number 2 on the board", "Gateway backfilled: 10:10 to 11:00 am"],
              "Tom Adeyemi, I'm doing the survey. The gateway goes second, because it's the only way onto the "
              "hilltop for the digger. While the trench is open across the entrance, the digger can't get up to "
              "the other three. So we fill the gateway, drive over it, and the top of the hill is ours. I "
              "photographed it first, standing on a ladder."),
        # 5
        slide(ESME, TURF, "The youngest digger",
              ["Esme Varley, 14", "Youngest volunteer on the dig"],
              "I'm Esme, and I'm the youngest on the dig. I saw it in the parish magazine and made my mum drive "
              "me up every day. The best bit is the roundhouse. It's massive. It must be twenty metres across, at "
              "least. You can stand in the middle and imagine the fire going, with everybody sitting round it."),
        # 6
        slide(TOM, TURF, "The roundhouse",
              ["Roundhouse diameter: 11.5 m", "Post holes found: 14"],
              "Twenty metres? Sorry, Esme, it's eleven and a half. I surveyed every post hole with the total "
              "station, and the ring of posts is eleven and a half metres across. It feels bigger because you've "
              "been kneeling in it for three weeks. There's a hearth in the middle, and a doorway facing the "
              "sunrise, like nearly all of them."),
        # 7
        slide(HELEN, TURF, "The volunteers",
              ["Tea hut open from 7:30 am"],
              "We've had a hundred and twenty volunteers on this dig, from the village and well beyond. Retired "
              "teachers, two plumbers, students, a vicar. Nobody is paid, and everybody brings their own trowel. "
              "Sandra fell into the rampart trench on the first Monday, and she was back at seven the next "
              "morning, with a cushion and a bigger sunhat."),
        # 8
        slide(SANDRA, HUT, "The sign-in book",
              ["Volunteers signed in: 94", "Dig season: 30 June to 19 July"],
              "Sandra Bellamy. I was a postwoman in this valley for thirty years. Ninety "
              "four, Helen, not a hundred and twenty. Every volunteer signs my book every morning, and I've "
              "counted the names twice. A hundred and twenty is how many said they'd come. Ninety four is how "
              "many picked up a trowel."),
        # 9
        slide(TOM, TURF, "The ditch",
              ["Number 5 on the board", "Ditch backfilled: 11:30 am to 1:05 pm"],
              "The ditch went third. Before the digger got to it, I was taking the last photographs, walking "
              "backwards with the camera to get the whole section in, and I went straight off the edge into it. "
              "Flat on my back, with the camera held up in the air, perfectly safe. Owen says it's the only thing "
              "he's ever been proud of me for."),
        # 10
        slide(OWEN, HUT, "The bead",
              ["Blue glass bead, by the roundhouse hearth", "Small find number: 387"],
              "Esme was trowelling beside the hearth this morning when she found a blue glass bead, no bigger "
              "than a pea. I stopped everyone round the trench, photographed it exactly where it lay, measured it "
              "in with Tom, and then it went in a bag with a label, and the bag went in the tin in my pocket. It "
              "hasn't left my pocket since."),
        # 11
        slide(SANDRA, TURF, "The rampart",
              ["Number 1 on the board", "Rampart drawing: 7:30 am to 1:40 pm"],
              "The rampart's number one on the board, but it went fourth, because of me. Before a trench is "
              "filled in, somebody has to draw the side of it, stone by stone, and the rampart's the longest "
              "drawing on the site. I started at half seven, and I didn't put my pencil down till twenty to two. "
              "Then the digger could have it."),
        # 12
        slide(HELEN, TURF, "Open day",
              ["Open day: 2 pm to 5 pm", "No digger while visitors are on site"],
              "At two we opened the gate to everybody. The digger stops, because you can't have a machine swinging "
              "about with children underfoot. We put the spoil heaps out for sieving, and the roundhouse stays "
              "open, because it's what people climb the hill to see. That's why the roundhouse is the very last "
              "thing we fill, after the last visitor has gone home."),
        # 13
        slide(ESME, TURF, "The sieves",
              ["Spoil heap sieving: 2 pm to 5 pm"],
              "I was running the sieves on the spoil heap. A man stepped backwards to take a photo of the rampart "
              "trench, and slid down into it on his bottom, still taking pictures. Then a little girl in pink "
              "wellies found a coin in my sieve, a real one, green and tiny. She wouldn't let go of it until Owen "
              "gave her a sticker."),
        # 14
        slide(OWEN, HUT, "The coin",
              ["Roman coin, found by Maisie Trent, age 6", "Small finds this dig: 412"],
              "The coin is Roman, a little bronze one, worn almost smooth, so somebody was up here after the "
              "hillfort was finished with. Its finder drove a hard bargain. Then, in the middle of my little talk "
              "about it, a gust took a whole tray of labels off the table, and we spent ten minutes chasing them "
              "across the field."),
        # 15
        slide(SANDRA, TURF, "Helen's talk",
              ["Site talk: 3 pm"],
              "Helen gave her talk at three, standing on the edge of the roundhouse trench with forty people round "
              "her. She stepped back to point at the doorway, there was no ground there, and down she went. She "
              "didn't stop talking. She carried on from the bottom of the trench, and they gave her a round of "
              "applause."),
        # 16
        slide(GORDON, TURF, "Meg",
              ["Hensbury Farm: Pitman family since 1931"],
              "My sheepdog Meg went in after a rabbit this afternoon, straight into the rampart trench and out the "
              "other side, and nobody said a word about that being a safety matter. My grandfather ploughed up a "
              "bronze axe head in this field, before the war. Used it as a doorstop for forty years. It's in the "
              "museum now, and the door won't stay open."),
        # 17
        slide(HELEN, TURF, "The open day",
              ["Visitors at the open day: 312"],
              "Five o'clock, and the gate's shut. Three hundred and twelve people climbed the hill this afternoon, "
              "which is more than live in Ashcombe Magna. Sandra counted them through the gate with a clicker "
              "borrowed from the church. The bead and the coin are safe in Owen's tin, and now the digger can get "
              "back to work on the rampart."),
        # 18
        slide(TOM, TURF, "The rampart",
              ["Rampart backfilled: 5:10 to 5:50 pm", "Soil moved today: 186 t"],
              "The rampart went fourth, at ten past five. While the last visitors were leaving, one lady nearly "
              "went over the edge of the roundhouse trench, but I caught her by the rucksack and she stayed on top. "
              "Kev, the digger driver, filled the rampart in before six, and Sandra watched her drawing disappear "
              "under the soil without a word."),
        # 19
        slide(OWEN, HUT, "The finds",
              ["Finds boxes to the county store: 23"],
              "Every find from three weeks is in these boxes, washed, bagged and labelled, and they go to the "
              "county store on Monday. Burnt grain, broken pots, a spindle whorl, the bead and the coin. People "
              "always ask about gold. There's never any gold. The burnt grain will tell us more than gold ever "
              "could, once the lab has dated it."),
        # 20
        slide(HELEN, TURF, "Last, the roundhouse",
              ["Number 3 on the board", "Roundhouse backfilled: 6:05 to 7:10 pm"],
              "And last of all, the roundhouse, number three on the board. We laid a sheet of orange plastic over "
              "the floor first, so whoever digs here next knows exactly where we stopped. Then the digger filled "
              "it in, and it went very quiet. Esme put a bottle in the hearth with a note inside, for the next "
              "archaeologists."),
        # 21
        slide(GORDON, TURF, "Evening",
              ["Cows back on the hilltop: Monday"],
              "Seven o'clock, and you'd hardly know they'd been. A few brown squares, and the grass will have them "
              "by September. My big sister Sandra has been up here every day of it, with her pencils and her "
              "sunhat, and she says she's coming back next year. The county archaeologist told me I'm farming a "
              "scheduled monument. I told him I know."),
        # 22
        slide(HELEN, TURF_DARK, "Next on the channel",
              ["The radiocarbon dates come back", "Thursday 6 November", "Hensbury Rings"],
              "Next time, the burnt grain from the pits comes back from the radiocarbon lab, and we find out when "
              "this hillfort was really built, and when it was abandoned. I've got a guess written in a sealed "
              "envelope, and so has Owen. Whoever's furthest out buys the cake. See you on Hensbury Rings."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Quick one - what's the Hensbury Rings video actually about?",
         "para": ["hillfort dig film, main point?",
                  "I've only seen the thumbnail with the trowels. What goes on over the course of the video?"],
         "cands": ["The last day of a community dig on a hillfort, when every trench is recorded and filled in",
                   "Radiocarbon dates for a hillfort coming back from the lab",
                   "A metal detecting club searching a farmer's field",
                   "A museum curator's talk about the Iron Age"],
         "answer": "The last day of a community dig on a hillfort, when every trench is recorded and filled in"},
        {"n": 2, "type": "count", "ev": [3, 9, 13, 15],
         "q": "On the last day, how many people end up tumbling into one of the trenches?",
         "para": ["people who fell in a trench that saturday - total",
                  "Folk keep dropping into the holes on the final day of the dig. How many of them, all told?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which trench was backfilled before any of the others?",
         "cands": ["The grain pits", "The rampart", "The gateway", "The roundhouse"],
         "answer": "The grain pits"},
        {"n": 4, "type": "order", "ev": [1, 2, 4, 9, 11, 18, 20],
         "q": "The hut board lists rampart, gateway, roundhouse, grain pits, ditch. In what sequence were they "
              "really backfilled?",
         "cands": None,
         "answer": "Grain pits first, then the gateway, the ditch, the rampart, and the roundhouse last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "How come trench 4, the grain pits, got filled in first thing?",
         "cands": None,
         "answer": "Gordon's cows were going back into the bottom corner, where the pits are, at eleven"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "reason the roundhouse stayed open until everything else was filled",
         "cands": ["It's what the open day visitors climbed the hill to see, so it stayed open until the last "
                   "one had gone",
                   "Esme hadn't finished drawing its post holes",
                   "The county archaeologist wanted to see it that evening",
                   "Helen was giving a talk inside it at six"],
         "answer": "It's what the open day visitors climbed the hill to see, so it stayed open until the last "
                   "one had gone"},
        {"n": 7, "type": "why", "ev": [4],
         "q": "Why did the gateway need doing second?",
         "para": ["gateway trench filled early - why",
                  "What was it about the entrance trench that meant it couldn't wait until later in the day?"],
         "cands": None,
         "answer": "It's the only way onto the hilltop for the digger: with the trench open across the "
                   "entrance, the digger couldn't reach the other trenches"},
        {"n": 8, "type": "correction", "ev": [5, 6],
         "q": "Esme reckons the roundhouse is twenty metres across. How wide is it in reality?",
         "cands": None,
         "answer": "11.5 m (Esme said twenty; Tom surveyed it)"},
        {"n": 9, "type": "correction", "ev": [7, 8],
         "q": "Final number of volunteers who actually dug?",
         "cands": ["94", "120", "49", "104"],
         "answer": "94"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "depth of the deepest grain pit",
         "para": ["How far down does the biggest of the storage pits go?",
                  "Owen gives a figure for the deepest pit and then changes it. What's the right one?"],
         "cands": None, "answer": "1.6 m (he first said two metres, reading the staff upside down)"},
        {"n": 11, "type": "who", "ev": [7, 8],
         "q": "Helen puts the volunteers at 120. Who sets the record straight?",
         "cands": None, "answer": "Sandra Bellamy, the volunteer who keeps the sign-in book (94)"},
        {"n": 12, "type": "who", "ev": [10],
         "q": "Who turned up the little blue glass bead?",
         "cands": ["Esme Varley", "Tom Adeyemi", "Sandra Bellamy", "Owen Prideaux"],
         "answer": "Esme Varley"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "post holes in the roundhouse - how many were found?",
         "cands": ["14", "11", "41", "12"],
         "answer": "14"},
        {"n": 14, "type": "needle_screen", "ev": [10],
         "q": "What small find number was the bead given?",
         "cands": ["387", "378", "412", "837"],
         "answer": "387"},
        {"n": 15, "type": "speech_and_screen", "ev": [13, 14],
         "q": "the little girl in pink wellies who found the coin - how old is she?",
         "cands": None, "answer": "6 (Maisie Trent)"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "How many people came up for the open day?",
         "cands": ["312", "321", "132", "94"],
         "answer": "312"},
        {"n": 17, "type": "quantity", "ev": [2],
         "q": "How long did the digger need to fill in the grain pits?",
         "para": ["time taken to backfill the pits?",
                  "A fortnight to empty them, and then how many minutes to fill them back in?"],
         "cands": None, "answer": "Forty minutes (9:05 to 9:45 am)"},
        {"n": 18, "type": "spoken_fact", "ev": [16],
         "q": "Gordon's grandfather ploughed up an axe head. What did he use it as?",
         "cands": ["A doorstop", "A paperweight", "A hammer for fence posts",
                   "Nothing, it went straight to the museum"],
         "answer": "A doorstop"},
        {"n": 19, "type": "relation", "ev": [21],
         "q": "sandra and gordon, any realtion?",
         "cands": None, "answer": "Yes: Sandra is Gordon's big sister"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "Esme finds the bead by the hearth. What does Owen do next?",
         "cands": None,
         "answer": "Stopped everyone round the trench, photographed it where it lay, measured it in with Tom, "
                   "bagged and labelled it and put it in the tin in his pocket"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening shot: what's the hillfort like at that hour?",
         "cands": ["Mist lying in the ditches and a skylark going up over the rampart",
                   "Visitors queuing at the gate for the open day",
                   "The digger already filling in the first trench",
                   "Gordon's cows grazing on the hilltop"],
         "answer": "Mist lying in the ditches and a skylark going up over the rampart"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what's the next episode about",
         "cands": ["The radiocarbon dates coming back from the lab", "A new dig on the hillfort next summer",
                   "The finds going on show in the village hall", "Gordon's cows going back onto the hilltop"],
         "answer": "The radiocarbon dates coming back from the lab"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the county archaeologist gordon mentions at the end - whats his name",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Hire cost of the digger for the day?",
         "cands": ["£280", "£350", "£420", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ orienteering (a club's autumn event in a forest)
GARETH = ("en-gb+m7", "Gareth Pryce, organiser")
RHIANNON = ("en-gb-x-gbcwmd+f3", "Rhiannon Lloyd, course planner")
KEITH = ("en-gb-x-rp+m5", "Keith Samuels, controller")
DILYS = ("en-gb-x-gbclan+f2", "Dilys Morgan, runner")
NIA = ("en-gb-scotland+f3", "Nia Howells, registration and results")
CALLUM = ("en-gb-x-rp+m3", "Callum Jenkins, junior runner")

FOREST = "#e6ede6"
MAPTABLE = "#f5f3ea"
FOREST_DARK = "#18211d"

ORIENTEERING = {
    "name": "orienteering",
    "footer": "Bryngolau Orienteering Club · Coed Gwenyn · autumn event",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(GARETH, FOREST_DARK, "Event day in Coed Gwenyn",
              ["Bryngolau Orienteering Club", "Sunday 19 October", "Coed Gwenyn, near Llanfeiriog"],
              "Six in the morning, still dark, and the forest is dripping. Somewhere up there an owl is giving us "
              "his opinion. I'm Gareth Pryce, and I'm organising today's event for Bryngolau Orienteering Club. By "
              "lunchtime well over a hundred runners will be charging through these trees with a map and a "
              "compass, looking for little orange and white flags."),
        # 1
        slide(RHIANNON, MAPTABLE, "The yellow course",
              ["Yellow course, for beginners and juniors", "1. The sheepfold", "2. The stream junction",
               "3. The big boulder", "4. The foot of the crag", "5. The charcoal platform"],
              "Rhiannon Lloyd, course planner. These are the five kites on the yellow course, for beginners and "
              "juniors, in the order the runners visit them. I hang them myself, but never in that order. Number "
              "three, the big boulder, is across the ford, and once the rain comes in at nine the ford's too deep "
              "to wade. So three goes out first, in the dark."),
        # 2
        slide(KEITH, FOREST, "The controller",
              ["Controller: checks every kite", "Kites on all six courses: 46"],
              "Keith Samuels, controller. My job is to check the planner's work, every kite, before a single "
              "runner starts. I've been up since five with a GPS and a flask. Rhiannon's planning is very good. I "
              "still check. Forty six kites on six courses, and beside each one is a box that beeps when you dip "
              "your stick, so we know you've really been there."),
        # 3
        slide(RHIANNON, FOREST, "The boulder",
              ["Number 3 on the list", "Kite 3 hung: 6:40 am"],
              "The boulder's hung, and I waded back over with the water just below my knees. An hour later you'd "
              "need a boat. Then the sheepfold, number one, which is on the way back down, so that's simply "
              "sensible. Every kite hangs on the side the runners come from, at knee height, so you see it just as "
              "you arrive."),
        # 4
        slide(DILYS, FOREST, "The oldest runner",
              ["Dilys Morgan, 78", "Running since 1974"],
              "Dilys Morgan. I've been orienteering since before most of this club was born, and I still run, in a "
              "manner of speaking. I lost a shoe in this very bog in nineteen eighty seven, and I've taped my "
              "laces ever since. These days I go round the short course with a barley sugar in my pocket for the "
              "hills."),
        # 5
        slide(NIA, MAPTABLE, "Registration",
              ["Junior entry: £4", "First start: 10:30 am"],
              "Nia Howells, registration now and results later. Everyone gets a finger stick, a map in a plastic "
              "bag and a start time, and I take their money and their car registration, in case we have to come "
              "looking for them. My son Callum is on his first yellow course today, and he's been up since half "
              "five, packing and unpacking his bumbag."),
        # 6
        slide(RHIANNON, FOREST, "The crag and the platform",
              ["Number 4 on the list", "Number 5 on the list", "Kites 4 and 5 hung by 8:50 am"],
              "Third out, the foot of the crag, number four, and then the charcoal platform, number five, a flat "
              "round patch in the trees where they used to burn charcoal, two hundred years ago. Nothing grows on "
              "them even now. The runners never believe me when I tell them that. They think I just like putting "
              "kites in strange bare places."),
        # 7
        slide(GARETH, FOREST, "The start",
              ["Start: 1 km up the track", "Runners start one a minute"],
              "The start is a good kilometre up the track from the car park, so everybody arrives warmed up. "
              "Runners go off one a minute, so nobody can just follow the person in front. The long course is "
              "about ten kilometres this year, for the serious ones in their club vests. I'm doing the short one, "
              "and I'm not ashamed."),
        # 8
        slide(RHIANNON, MAPTABLE, "The long course",
              ["Long course: 7.4 km", "Climb: 210 m"],
              "Ten? Gareth, it's seven point four. I measured every leg on the map, the way the crow flies, and "
              "that's what it is. It'll feel like ten, because there's two hundred and ten metres of climbing in "
              "it, most of it straight up the side of the crag. And nobody runs the way the crow flies."),
        # 9
        slide(RHIANNON, FOREST, "The stream junction",
              ["Number 2 on the list", "Kite 2 hung: 9:55 am"],
              "And last, the stream junction, number two, only thirty five minutes before the first start. It's "
              "right beside the forest road, where the dog walkers go, and last year a kite there disappeared into "
              "somebody's car boot before a single runner had reached it. So now it goes out as late as I dare, "
              "and I keep one eye on that road."),
        # 10
        slide(CALLUM, FOREST, "My first yellow course",
              ["Yellow course: 2.1 km, 5 controls", "Callum's start time: 10:47 am"],
              "I'm Callum, and this is my first yellow course on my own. Mum's on the results, so if I get lost, "
              "everybody will know. You fold the map so the way you're going is at the top, and you keep your "
              "thumb on where you are. Number one is the sheepfold. My lace came undone on the way to the start, "
              "so I double knotted it."),
        # 11
        slide(DILYS, FOREST, "The bog",
              ["Short course: 4.3 km"],
              "Down in the valley there's a bog that's been there since the ice age. A young man "
              "overtook me in a hurry, went straight across it, and came out the other side with one bare foot. "
              "His shoe is still down there. And that kite at the foot of the crag is in the wrong place. I've "
              "been orienteering fifty years. I know a crag."),
        # 12
        slide(KEITH, FOREST, "The crag",
              ["Kite 4 checked by GPS: 7:20 am"],
              "Dilys tells me the crag kite is in the wrong place. It isn't. I stood beside it at twenty past "
              "seven with my GPS, and it's exactly where the map says, to the metre. There are two crags up there, "
              "and Dilys went to the other one. She found ours in the end, and she's still not speaking to me."),
        # 13
        slide(GARETH, FOREST, "The wig",
              ["Car park: Ty Gwyn farm field"],
              "The first long course runner back was a lad in a bright orange wig, running for a bet with his "
              "rugby club, and he's only gone and won it. Me, I went into that bog up to my knees, but my laces "
              "were taped like Dilys taught me, so both shoes came out with me. I'll be washing these socks till "
              "Christmas."),
        # 14
        slide(CALLUM, FOREST, "In the bog",
              ["Control 2: the stream junction"],
              "My friend Osian's dad was running just behind me, and he went into the bog at the bottom, and his "
              "trainer got sucked right off. He just kept going in his sock, all the way to the finish. A spaniel "
              "went in after a stick and came out black up to its ears. I went round the edge, like Mum said."),
        # 15
        slide(RHIANNON, FOREST, "A missing kite",
              ["Kite 5 reported missing: 11:15 am", "Replaced: 11:32 am"],
              "At quarter past eleven a runner came down saying the charcoal platform kite had gone. A sheep had "
              "got through the fence and pulled it down, box and all. So I ran up with the spare kite and box from "
              "my bag, hung them on the same hazel, and radioed Keith to come and check it. Seventeen minutes. "
              "Nobody's course was ruined."),
        # 16
        slide(NIA, MAPTABLE, "Download",
              ["Download tent by the car park"],
              "Every runner comes to me at the finish to download their stick, so I see them at their worst. One "
              "woman came in wearing one shoe, with the other foot black to the ankle. The bog has her other shoe "
              "now, and she says it can keep it. Callum came in grinning, with every control on his stick, and "
              "both his laces done up."),
        # 17
        slide(NIA, MAPTABLE, "Results",
              ["Starters: 163", "Courses: 6"],
              "The results are up on the board. A hundred and ninety starters today. No, sorry, that's the "
              "entries, and some of those never turned up, because of the rain. A hundred and sixty three actually "
              "started, and every one of them came back, which is the number I really care about. Nobody is still "
              "out in the forest."),
        # 18
        slide(GARETH, MAPTABLE, "The winner",
              ["Long course winner: Huw Bevan", "Winning time: 58:41"],
              "Our long course winner kept the wig on for the prize giving, and for the photograph, and I suspect "
              "he'll keep it on in the pub. The prize is a jar of honey from the farm where we park. He said it was "
              "the best prize he's ever won, and then asked whether the wig could go on the club website."),
        # 19
        slide(DILYS, FOREST, "Home",
              ["Dilys: started 10:42 am, finished 11:54 am"],
              "An hour and twelve minutes for the short course, with the other crag thrown in for free. Not bad "
              "for my age, whatever Keith says. I never stop at the controls for long. Dib, look at the map, and "
              "off. The barley sugar came out at the top of the hill, as it always does, and I'd earned it."),
        # 20
        slide(KEITH, FOREST, "Collecting in",
              ["Kites all collected by 3:40 pm"],
              "Collecting in. Every kite and every box has to come back, so Rhiannon and I split the forest "
              "between us. In the bog I found a boot, a proper old leather one, that's been down there for years, "
              "so it isn't anybody's from today. I've hung it on the gate. Whoever owns it is welcome to come and "
              "fetch it."),
        # 21
        slide(CALLUM, FOREST, "All five",
              ["Yellow course: all 5 controls found"],
              "I found all five, and I only went wrong once, at the charcoal platform, because I thought it would "
              "have a fire in it. Mum printed out my split times, and I'm going to stick them on my wall. Next "
              "time I'm doing the orange course. Osian's dad says he's buying shoes that don't come off."),
        # 22
        slide(GARETH, FOREST_DARK, "Next on the channel",
              ["Night orienteering by head torch", "Saturday 6 December", "Coed Gwenyn"],
              "Next time, we're back in Coed Gwenyn in the dark, for the club's first night event, with head "
              "torches and reflective kites. Rhiannon is planning it already, and she's promised me there's no bog "
              "on any of the courses. I've asked Keith to check that twice. See you in the forest."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In a sentence, what is the Coed Gwenyn video about?",
         "para": ["bryngolau club vid - summary pls",
                  "Can you tell me what this forest video with the orange and white flags covers?"],
         "cands": ["An orienteering club's autumn event in a forest, from hanging the kites to the results",
                   "A night orienteering event run by head torch",
                   "A charity fun run along forest tracks",
                   "A forestry crew felling trees in a Welsh valley"],
         "answer": "An orienteering club's autumn event in a forest, from hanging the kites to the results"},
        {"n": 2, "type": "count", "ev": [11, 14, 16],
         "q": "During Sunday's event, how many runners lose a shoe to the bog?",
         "para": ["shoes lost in the bog that sunday, total?",
                  "That bog in the valley bottom keeps claiming footwear. How many people come out of it "
                  "minus a shoe?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 3],
         "q": "Which of the yellow course kites did Rhiannon hang up first?",
         "cands": ["Number 3, the big boulder", "Number 1, the sheepfold", "Number 2, the stream junction",
                   "Number 5, the charcoal platform"],
         "answer": "Number 3, the big boulder"},
        {"n": 4, "type": "order", "ev": [1, 3, 6, 9],
         "q": "Control 2 is the stream junction. When in Rhiannon's round of hanging kites did that one go up?",
         "cands": None,
         "answer": "Last of the five, at 9:55 am, thirty five minutes before the first start"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why hang the boulder kite before the rest",
         "para": ["Number three going out ahead of one and two - what's the reason?",
                  "What made Rhiannon head for the big boulder before any of the other controls?"],
         "cands": None,
         "answer": "It's across the ford, and once the rain came in at nine the ford would be too deep to wade"},
        {"n": 6, "type": "why", "ev": [9],
         "q": "The stream junction kite was the last to go out. Why so late?",
         "cands": ["It's beside the forest road where dog walkers go, and last year a kite there was taken "
                   "before any runner reached it",
                   "The stream floods over it until the rain has passed",
                   "Keith has to check it with his GPS before it can be hung",
                   "It's the nearest kite to the start, so it takes no time to hang"],
         "answer": "It's beside the forest road where dog walkers go, and last year a kite there was taken "
                   "before any runner reached it"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "What's the point of starting people at one-minute gaps?",
         "cands": ["So nobody can just follow the person in front",
                   "So the boxes by the kites don't get jammed",
                   "Because the track up to the start is too narrow for a crowd",
                   "So Nia has time to write down every start"],
         "answer": "So nobody can just follow the person in front"},
        {"n": 8, "type": "correction", "ev": [7, 8],
         "q": "How long is the long course, really?",
         "para": ["long course distance in km",
                  "Gareth gives one length for the long course and Rhiannon another. Which is correct?"],
         "cands": None,
         "answer": "7.4 km (Gareth said about ten; Rhiannon measured it on the map)"},
        {"n": 9, "type": "correction", "ev": [17],
         "q": "Starters on the day - what was the final figure Nia gave?",
         "cands": ["163", "190", "136", "46"],
         "answer": "163"},
        {"n": 10, "type": "who", "ev": [11, 12],
         "q": "Dilys swears the crag kite was misplaced. Who says she's wrong?",
         "para": ["who checked the crag contol and said it was fine",
                  "The oldest runner complains a flag was in the wrong spot. Which person puts her right?"],
         "cands": None,
         "answer": "Keith Samuels, the controller (he had checked it with his GPS; she went to the other crag)"},
        {"n": 11, "type": "who", "ev": [20],
         "q": "An old leather boot turned up in the bog during collecting in. Who found it?",
         "cands": ["Keith Samuels", "Gareth Pryce", "Rhiannon Lloyd", "Callum Jenkins"],
         "answer": "Keith Samuels"},
        {"n": 12, "type": "needle_screen", "ev": [5],
         "q": "First start - what time?",
         "cands": ["10:30 am", "10:47 am", "9:55 am", "11:30 am"],
         "answer": "10:30 am"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "entry fee for a junior?",
         "cands": None, "answer": "£4"},
        {"n": 14, "type": "speech_and_screen", "ev": [13, 18],
         "q": "The chap in the orange wig - what time did he get round in?",
         "cands": None, "answer": "58:41 (Huw Bevan, the long course winner)"},
        {"n": 15, "type": "quantity", "ev": [8],
         "q": "Metres of climbing on the long course?",
         "cands": ["210 m", "120 m", "201 m", "110 m"],
         "answer": "210 m"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "How long was Dilys out on the short course?",
         "cands": None, "answer": "An hour and twelve minutes (10:42 to 11:54 am)"},
        {"n": 17, "type": "spoken_fact", "ev": [4],
         "q": "What does Dilys carry round with her for the hills?",
         "cands": ["A barley sugar", "A whistle", "A spare compass", "A hip flask"],
         "answer": "A barley sugar"},
        {"n": 18, "type": "relation", "ev": [5],
         "q": "nia and callum: how are they related",
         "cands": None, "answer": "Nia is Callum's mum"},
        {"n": 19, "type": "right_before_after", "ev": [15],
         "q": "When word came that the charcoal platform kite had gone, what did Rhiannon do?",
         "cands": None,
         "answer": "Ran up with the spare kite and box from her bag, hung them on the same hazel and radioed "
                   "Keith to come and check it"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "As the video opens, what's the forest like?",
         "cands": ["Still dark and dripping, with an owl calling",
                   "Full of runners queuing for the start",
                   "Bright sunshine with mist down in the valley",
                   "Busy with dog walkers on the forest road"],
         "answer": "Still dark and dripping, with an owl calling"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "That closing teaser - what's it trailing?",
         "cands": ["A night orienteering event with head torches", "The club's annual dinner",
                   "A new map of Coed Gwenyn", "A race for juniors only"],
         "answer": "A night orienteering event with head torches"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "the young man who lost his shoe overtaking dilys - name?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's the adult entry fee?",
         "cands": ["£8", "£10", "£12", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Callum's finishing time on the yellow?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ liondance (a lion dance troupe's new year)
AMY = ("en-gb-x-gbclan+f5", "Amy Kwok, troupe leader")
DANNY = ("en-gb+m5", "Danny Lau, lion's head")
JESS = ("en-gb-x-gbcwmd+f1", "Jess Okafor, lion's tail")
VINCENT = ("en-gb-scotland+m6", "Vincent Tang, drummer")
LILY = ("en-gb-scotland+f2", "Lily Cheung, Golden Lotus restaurant")
KENNY = ("en-gb-x-gbcwmd+m1", "Kenny Yip, cymbals")

STREET = "#f6e9e4"
CARD = "#fbf3e4"
STREET_DARK = "#2a1618"

LIONDANCE = {
    "name": "liondance",
    "footer": "Jade Mountain Lion Dance Troupe · Wharf Street, Sutherby",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(AMY, STREET_DARK, "New year on Wharf Street",
              ["Jade Mountain Lion Dance Troupe", "Sunday 22 February", "Wharf Street, Sutherby"],
              "Eight in the morning, in the community centre, and I'm brushing the lion's fur, because he has to "
              "look his best. The drum's already in the van, and the street outside is hung with red lanterns. "
              "I'm Amy Kwok, and I lead the Jade Mountain lion dance troupe. Today our lion visits Wharf Street to "
              "bring good luck for the new year."),
        # 1
        slide(AMY, CARD, "The route card",
              ["1. The community centre", "2. Golden Lotus restaurant", "3. Wah Kee supermarket",
               "4. Ho's herbal shop", "5. The Town Hall steps"],
              "This is the route card the committee printed, in the order you walk down Wharf Street from here. "
              "We've never once danced it in that order. Mrs Cheung opens the Golden Lotus for dim sum at eleven, "
              "and the lion must come before her first customer, so the luck is in before the money. So number "
              "two comes first."),
        # 2
        slide(KENNY, STREET, "The cymbals",
              ["Cymbals, gong and drum"],
              "I'm Kenny, I'm twelve, and I play the cymbals. My cousin Danny is the head of the lion, which is "
              "the best job, because you get to blink the eyes. The head weighs about ten kilos, which is why "
              "Danny has massive arms. I'm not allowed to be the head until I'm fourteen. I've asked every day "
              "since Christmas."),
        # 3
        slide(DANNY, STREET, "The head",
              ["Lion's head: 2.9 kg", "Frame: bamboo and paper"],
              "Ten kilos? Kenny, it's two point nine. I weighed it on the kitchen scales last night, and Mum wasn't "
              "happy. It's bamboo and paper and fur, that's all. It feels like ten after four hours, because you "
              "hold it up high the whole time. The arms come from practice, twice a week, in the community centre "
              "car park."),
        # 4
        slide(LILY, STREET, "The Golden Lotus",
              ["Number 2 on the card", "Lion at the Golden Lotus: 10:40 am",
               "Golden Lotus on Wharf Street: 38 years"],
              "Lily Cheung, Golden Lotus. I've had this restaurant on Wharf Street thirty years. No, what am I "
              "saying, thirty eight. My daughter was born the year we opened, and she's thirty eight this spring, "
              "and she'd never forgive me. The lion comes to me first, every year, before the dim sum. My husband "
              "made sure of that, and now I do."),
        # 5
        slide(AMY, STREET, "Plucking the green",
              ["A lettuce and a red envelope over every door"],
              "Over every door hangs a lettuce with a red envelope tied to it. The lion creeps up, plucks it, "
              "chews it, and spits the leaves out over the crowd, for luck. At the Golden Lotus a little boy in a "
              "high chair took one look at the lion blinking at him and howled the place down. His grandma gave "
              "him a prawn dumpling."),
        # 6
        slide(JESS, STREET, "The tail",
              ["Number 4 on the card", "Ho's herbal shop shuts: 12:30 pm"],
              "Jess Okafor, the back end of the lion, and proud of it. Ho's herbal shop went second, though it's "
              "fourth on the card, because Mr Ho shuts at half past twelve on a Sunday to have lunch with his "
              "daughter, and nothing on earth will change that. A toddler on her dad's shoulders burst into tears "
              "there when the lion shook its head at her."),
        # 7
        slide(VINCENT, STREET, "The drum",
              ["Jade Mountain troupe founded: 1988", "The drum leads, the lion follows"],
              "Vincent Tang, drum. The drum is the lion's heartbeat. When I go fast, he gets excited, and when I "
              "go soft, he creeps. Mrs Cheung's late husband bought this drum for the troupe, the year we started, "
              "and paid for it out of the restaurant till. I've played it every new year since. The skin's been "
              "changed four times. The drum hasn't."),
        # 8
        slide(AMY, STREET, "The community centre",
              ["Number 1 on the card", "Lantern workshop: 11 am to 1 pm"],
              "The community centre is number one on the card, and it's where we start from, but the lion doesn't "
              "dance there until third. The children's lantern workshop runs till one, and if the lion turned up "
              "in the middle, not one lantern would get finished. So we came back at quarter past one, and every "
              "child was waiting by the door."),
        # 9
        slide(VINCENT, STREET, "The lantern children",
              ["Lion at the community centre: 1:15 pm"],
              "One little girl in a paper crown saw the lion come through the door, dived under the craft table, "
              "and sobbed until it had gone. Another girl cried at the end, because the lion was leaving and she "
              "wanted it to stay. Kenny gave her his cymbals to bang, and that sorted her out. Danny signed forty "
              "lanterns with a felt pen."),
        # 10
        slide(DANNY, STREET, "Inside the head",
              ["The head sees out through the mouth"],
              "I cried the first time I saw a lion dance, when I was four, on this street, on my dad's shoulders. "
              "Now I'm inside it. You see the world through the lion's mouth, a gap about the size of a letterbox, "
              "and you can't see your own feet, so you trust Jess completely. If she stops, I stop."),
        # 11
        slide(KENNY, STREET, "The Town Hall",
              ["Number 5 on the card", "Lion at the Town Hall: 2:30 pm"],
              "The Town Hall went fourth, because the councillors have their new year welcome on the steps at half "
              "two. A baby in a pushchair started crying her eyes out when the lion put its nose right in to say "
              "hello. Then a big man in a rugby shirt pretended to cry, to make his mates laugh, and Amy gave him a "
              "look. He stopped."),
        # 12
        slide(DANNY, STREET, "The eye",
              ["Town Hall steps: the new year welcome"],
              "On the Town Hall steps the lion's left eye jammed shut, halfway through. I kept dancing, ducked "
              "behind the councillors' banner, reached up inside and freed the string with a hair grip Jess passed "
              "me, and came back out winking. The councillors thought it was part of the act. Vincent says I "
              "should do it on purpose next year."),
        # 13
        slide(AMY, STREET, "Wah Kee's",
              ["Number 3 on the card", "Lorry unloading outside until 3 pm"],
              "Wah Kee's supermarket is number three on the card, but it's always last. Their lorry unloads "
              "outside the shop until three on a Sunday, and you can't dance round a lorry. They don't mind. By "
              "then Wharf Street is at its fullest, and they hang their lettuce from the first floor window, "
              "higher than anybody else's."),
        # 14
        slide(DANNY, STREET, "The high lettuce",
              ["Lion at Wah Kee's: 3:10 pm"],
              "The Wah Kee lettuce is five metres up, easy. To reach it, Jess crouches, I stand on her thighs, she "
              "stands up straight, and I'm up in the air with the head. Then I pluck it, chew it, and spit it over "
              "the whole street. My arms are shaking, but the crowd goes wild."),
        # 15
        slide(VINCENT, STREET, "The ladder",
              ["Lettuce at Wah Kee's: 3.4 m up"],
              "Five metres? Danny, it's three point four. I tied that lettuce on myself, from the top of the "
              "ladder, and I measured the string, because I didn't want you falling off Jess's legs. It only feels "
              "like five when you're up there in the head. Mr Wah wanted it higher. I told him no, politely."),
        # 16
        slide(JESS, STREET, "Lifting",
              ["The tail lifts the head"],
              "Lifting Danny is all in the legs. I've done squats every morning since November, for that one "
              "lettuce. At Wah Kee's, a boy in a dinosaur onesie wailed and clung to his mum when the lion came "
              "towards him, which is fair enough, because we'd just eaten a lettuce right above his head. Then he "
              "roared back at us."),
        # 17
        slide(AMY, CARD, "The red envelopes",
              ["In the red envelopes: £1,365", "Envelopes collected: 27"],
              "Back at the community centre, we opened the red envelopes. One thousand three hundred and sixty "
              "five pounds, and every penny pays for the hall, the van, and one day a new lion. A Jack Russell "
              "barked at us all the way down Wharf Street, then hid under a car when we turned round. Some critics "
              "are harder than others."),
        # 18
        slide(LILY, STREET, "Dinner",
              ["Troupe's dinner: Golden Lotus, 6 pm"],
              "Every year the troupe eats at the Golden Lotus when the dancing is done, on the house, round the "
              "big table. My husband started that, too. Danny eats enough for three. Jess eats enough for four, "
              "and says it's the lifting. The little boy from this morning came back with his grandma, and waved "
              "at the lion's head on the chair."),
        # 19
        slide(JESS, CARD, "Packing up",
              ["Lion packed away: 7:30 pm"],
              "Packing the lion away is like putting a very tired child to bed. The head goes in its box with "
              "tissue paper round the eyes, and the tail gets folded, never screwed up. I found a grain of rice in "
              "the beard and half a lettuce leaf in the tail. Danny says that's how you know it's been a good "
              "year."),
        # 20
        slide(KENNY, STREET, "My turn",
              ["Kenny: head in 2 years"],
              "My arms hurt from the cymbals, and my ears are still ringing. Danny let me wear the head for one "
              "minute in the car park, when nobody was looking, and it is definitely not ten kilos. It's heavier "
              "than it looks, though. Two more years and I'm the head, and Danny can go on the cymbals."),
        # 21
        slide(AMY, CARD, "The old lion",
              ["Old lion: 14 years on Wharf Street"],
              "This lion has danced on Wharf Street for fourteen years, and he's getting tired. The fur is thin "
              "round the ears, and the jaw creaks. So the money from the envelopes is going towards a new one, "
              "made by hand. The old one will hang in the community centre, over the door, and keep an eye on us."),
        # 22
        slide(AMY, STREET_DARK, "Next on the channel",
              ["A new lion: the eye-dotting ceremony", "Saturday 18 April", "Jade Mountain Lion Dance Troupe"],
              "Next time, our new lion arrives, and before he can dance, he has to be woken up. Mrs Cheung will "
              "dot his eyes with red paint and a brush, and then he opens them for the very first time. Vincent "
              "has a new drum skin ready for it. See you on Wharf Street."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum this one up for me: what's the Wharf Street clip about?",
         "para": ["jade mountain troupe video - what happens",
                  "whats the video with the lion and the big drum mostly about"],
         "cands": ["A lion dance troupe's new year day, taking its lion round the shops and buildings of one street",
                   "A new lion being woken up with an eye-dotting ceremony",
                   "A Chinese restaurant's busiest night of the year",
                   "A lantern-making workshop for children"],
         "answer": "A lion dance troupe's new year day, taking its lion round the shops and buildings of one street"},
        {"n": 2, "type": "count", "ev": [5, 6, 9, 11, 16],
         "q": "Over the day, how many small children does the lion frighten into tears?",
         "para": ["kids scared into crying by the lion: how many",
                  "Some of the little ones don't like the lion one bit. How many end up sobbing from fright?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Where did the lion dance first?",
         "cands": ["The Golden Lotus restaurant", "The community centre", "Wah Kee supermarket",
                   "The Town Hall steps"],
         "answer": "The Golden Lotus restaurant"},
        {"n": 4, "type": "order", "ev": [1, 4, 5, 6, 8, 9, 11, 13, 14],
         "q": "The committee's card runs community centre, Golden Lotus, Wah Kee, Ho's, Town Hall. What was the "
              "order on the day?",
         "para": ["actual order of stops for the lion?",
                  "They didn't stick to the printed route. Can you list the five stops as they really happened?"],
         "cands": None,
         "answer": "The Golden Lotus first, then Ho's herbal shop, the community centre, the Town Hall, and Wah "
                   "Kee's last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why is the Golden Lotus the lion's first stop?",
         "cands": None,
         "answer": "Mrs Cheung opens for dim sum at eleven, and the lion must come before her first customer, so "
                   "the luck is in before the money"},
        {"n": 6, "type": "why", "ev": [13],
         "q": "wah kee's comes last - why's that",
         "cands": ["Their lorry unloads outside until three on a Sunday, and you can't dance round a lorry",
                   "Mr Wah doesn't open the shop until three",
                   "The ladder for their lettuce was needed at the Town Hall first",
                   "It's the furthest shop from the community centre"],
         "answer": "Their lorry unloads outside until three on a Sunday, and you can't dance round a lorry"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Why did they hold off dancing at the community centre until after one?",
         "para": ["lion at the community centre so late, reason?",
                  "It's top of the route card and it's where they set out from, so why wasn't it the first "
                  "dance?"],
         "cands": None,
         "answer": "The children's lantern workshop ran until one, and with the lion there in the middle not one "
                   "lantern would have been finished"},
        {"n": 8, "type": "correction", "ev": [2, 3],
         "q": "lion's head - how heavy is it actually",
         "cands": None,
         "answer": "2.9 kg (Kenny said about ten kilos; Danny weighed it on the kitchen scales)"},
        {"n": 9, "type": "correction", "ev": [14, 15],
         "q": "How far up was Wah Kee's lettuce hung?",
         "cands": ["3.4 m", "5 m", "4.3 m", "2.9 m"],
         "answer": "3.4 m"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "how many years has lily cheung had the golden lotus",
         "cands": None, "answer": "38 (she said thirty first, then corrected herself)"},
        {"n": 11, "type": "who", "ev": [14, 15],
         "q": "Danny claims the lettuce was 5 m up. Who puts him right?",
         "para": ["who corrected danny about the lettuce height",
                  "Somebody tells the lion's head he's got the height of the high lettuce wrong. Who's that?"],
         "cands": None, "answer": "Vincent Tang, the drummer, who tied it on from the ladder (3.4 m)"},
        {"n": 12, "type": "who", "ev": [14, 16],
         "q": "Who held Danny up in the air for the high lettuce?",
         "cands": ["Jess Okafor", "Vincent Tang", "Kenny Yip", "Amy Kwok"],
         "answer": "Jess Okafor"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "Clock time when the lion reached the Golden Lotus?",
         "cands": ["10:40 am", "11:00 am", "1:15 pm", "10:04 am"],
         "answer": "10:40 am"},
        {"n": 14, "type": "needle_screen", "ev": [17],
         "q": "Number of red envelopes collected?",
         "cands": ["27", "72", "14", "38"],
         "answer": "27"},
        {"n": 15, "type": "speech_and_screen", "ev": [7],
         "q": "Mrs Cheung's husband bought the troupe its drum - in which year?",
         "cands": None, "answer": "1988"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "Total cash in the red envelopes?",
         "cands": ["£1,365", "£1,635", "£3,165", "£1,356"],
         "answer": "£1,365"},
        {"n": 17, "type": "quantity", "ev": [21],
         "q": "old lion's been dancing on wharf street for how long?",
         "cands": None, "answer": "Fourteen years"},
        {"n": 18, "type": "spoken_fact", "ev": [5],
         "q": "Once the lion's plucked the lettuce, what becomes of it?",
         "cands": ["It's chewed and the leaves are spat out over the crowd for luck",
                   "It's handed to the shop owner with a bow",
                   "It goes into a red bucket for the troupe's soup",
                   "It's thrown back in through the door, whole"],
         "answer": "It's chewed and the leaves are spat out over the crowd for luck"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "Danny and Kenny - family?",
         "cands": None, "answer": "Yes: they're cousins"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "Halfway through the Town Hall dance the lion's left eye sticks shut. What does Danny do about it?",
         "cands": None,
         "answer": "Kept dancing, ducked behind the councillors' banner, freed the string with a hair grip Jess "
                   "passed him and came back out winking"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "When the video starts, what's Amy up to?",
         "cands": ["Brushing the lion's fur in the community centre",
                   "Playing the drum outside the Golden Lotus",
                   "Hanging red lanterns along Wharf Street",
                   "Loading the lion into the van"],
         "answer": "Brushing the lion's fur in the community centre"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's coming up in the next video?",
         "cands": ["A new lion arriving and having its eyes dotted", "The Lantern Festival procession",
                   "The troupe's dinner at the Golden Lotus", "Kenny's first dance as the lion's head"],
         "answer": "A new lion arriving and having its eyes dotted"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "mr ho from the herbal shop - first name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price of the new hand-made lion?",
         "cands": ["£900", "£1,500", "£2,400", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [HILLFORTDIG, ORIENTEERING, LIONDANCE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "hillfortdig": [27.5, 27.0, 25.5, 26.5, 27.0, 22.0, 25.0, 27.0, 26.5, 24.5, 24.5, 27.0, 24.5, 24.0, 25.5, 26.0, 26.0, 24.0, 26.5, 26.0, 24.0, 27.0, 24.5],
    "orienteering": [27.0, 26.0, 27.0, 25.0, 25.0, 25.5, 27.0, 25.5, 23.0, 25.0, 25.0, 27.0, 23.0, 24.0, 24.0, 24.5, 24.0, 25.0, 24.0, 23.5, 25.0, 24.5, 21.0],
    "liondance": [26.0, 25.5, 26.5, 25.0, 27.0, 27.0, 24.0, 27.0, 26.0, 26.5, 23.5, 24.0, 27.0, 22.5, 22.5, 25.0, 26.5, 25.5, 25.0, 25.0, 22.5, 23.5, 23.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
