"""Scripts of the "blind29" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- skipatrol:  a Scottish ski centre's first big snow day, with the ski patrol opening the runs (the
              patrol leader, the night piste machine driver, a patroller, the lift engineer, the
              centre manager, the car park attendant)
- floodnight: a riverside village's flood group on the night the river rises (the group's
              coordinator, the man who reads the river gauge, the pub landlord, the farmer across
              the ford, an Environment Agency officer, the oldest resident of the lowest street)
- slabpour:   a building site's pour day, casting the ground floor slab of a block of flats in one
              go (the site manager, the concrete foreman, the pump operator, the structural
              engineer, a ready-mix lorry driver, an apprentice)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ skipatrol (a ski centre's first big snow day)
MORVEN = ("en-gb-scotland+f3", "Morven Tait, ski patrol leader")
RUARIDH = ("en-gb-scotland+m2", "Ruaridh Gillespie, piste machine driver")
FEMI = ("en-gb-x-rp+m3", "Femi Adeyemi, ski patrol")
CALLUM = ("en-gb-scotland+m6", "Callum Drysdale, lift engineer")
AILSA = ("en-gb-x-rp+f2", "Ailsa Crerar, centre manager")
DOUGIE = ("en-gb-scotland+m7", "Dougie Fyfe, car park")

SNOW = "#e8eef6"
PATROL_BOARD = "#f6f1e3"
SNOW_DARK = "#101c33"

SKIPATROL = {
    "name": "skipatrol",
    "footer": "Glenmorrach Ski Centre · ski patrol · first big snow of the winter",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(MORVEN, SNOW_DARK, "First snow day at Glenmorrach",
              ["Glenmorrach Ski Centre", "Saturday 17 January", "Ski patrol"],
              "Morning, everyone. It's six o'clock, it's as black as the inside of a boot, and the only lights "
              "on the whole hill are the headlamps of the piste machine, crawling up towards the top tow. I'm "
              "Morven Tait, and I lead the ski patrol here at Glenmorrach. Three days of snow, and today we try "
              "to open the lot."),
        # 1
        slide(MORVEN, PATROL_BOARD, "The opening board",
              ["1. Nursery Slope", "2. Hare Run", "3. Corrie Tow", "4. Eagle Gully", "5. Summit Ridge"],
              "This board hangs in the patrol hut, with the runs listed nearest the car park first. That's the "
              "order the lift staff would love us to open them in. Not today. The Hare Run tow is the only way "
              "up to the top of the hill, and until it's checked and running, none of us can get anywhere. So "
              "number two goes first."),
        # 2
        slide(MORVEN, SNOW, "The snow report",
              ["Snow report on the website: 7:30 am"],
              "Before anything else, the snow report, because half the country is sitting in a lay-by waiting "
              "to read it. The snow stopped at midnight. I'd put it at sixty centimetres up at the top, maybe a "
              "bit more, and that's the most we've had in years. The road up the glen was ploughed in the small "
              "hours, thank goodness."),
        # 3
        slide(RUARIDH, SNOW, "The piste machine",
              ["Snow at the top pole: 85 cm", "Grooming finished: 5:40 am"],
              "Ruaridh Gillespie. I drive the piste machine, so I've been out on my own since ten last night, "
              "flattening all that snow into something you can ski on. Sixty? No, Morven, it's eighty five. I "
              "put the stick in at the top pole myself on my last trip up, and it went in well past the red "
              "mark. Now I'm away to my bed."),
        # 4
        slide(CALLUM, SNOW, "The Hare Run tow",
              ["Number 2 on the board", "Top station: -11 °C", "Hare Run tow running: 8:05 am"],
              "Callum Drysdale, lift engineer. The Hare Run tow's been standing in a blizzard for three days, "
              "so every pulley had a jacket of ice on it. I've chipped the lot off with a wee hammer. The top "
              "station's reading minus eight. No, hang on, that's frost on the glass. Minus eleven. And my "
              "fingers agree with minus eleven."),
        # 5
        slide(FEMI, SNOW, "The Hare Run",
              ["Hare Run open: 8:40 am", "Femi: on the patrol since 2022"],
              "Femi Adeyemi, patrol. The first run of the day is mine: ski the Hare Run top to bottom, check "
              "the snow, and put the marker poles back up where the wind has knocked them flat. Halfway down, a "
              "mountain hare shot out of a drift right under my skis. I stopped dead, fell over sideways, and "
              "the hare sat there and watched me."),
        # 6
        slide(MORVEN, SNOW, "The Summit Ridge",
              ["Number 5 on the board", "Cornice over the Corrie"],
              "The Summit Ridge next, even though it's bottom of the board. Along the ridge the wind has built a "
              "cornice, a great curling lip of snow, and it hangs right over the Corrie. If that lets go while "
              "somebody's skiing underneath it, that's the end of their day, or worse. So it comes down from "
              "above before anybody goes into the Corrie."),
        # 7
        slide(FEMI, SNOW, "The cornice",
              ["Cornice down: 9:05 am", "Summit Ridge open: 9:15 am"],
              "We cut the cornice with a snow saw on a long cord, Morven at one end and me at the other, like "
              "two folk sawing a very big loaf. Then the whole thing went, half a tonne of snow thundering down "
              "into the empty Corrie. I cheered. Morven made me step back another ten metres before she'd let me "
              "look over the edge."),
        # 8
        slide(CALLUM, SNOW, "The Corrie Tow",
              ["Number 3 on the board", "Corrie Tow open: 9:50 am", "Built: 1973"],
              "The Corrie Tow is older than I am, and I keep her going with parts off a scrapyard. Just as she "
              "started up, the rope jumped off a pulley on pylon six. I stopped the tow, climbed the pylon, and "
              "levered the rope back on with a crowbar. Nobody was on it yet, thank goodness. Then we let the "
              "public up."),
        # 9
        slide(DOUGIE, SNOW, "The car park",
              ["Road up the glen ploughed: 4 am"],
              "Dougie Fyfe, car park. I'm seventy four, and I've parked cars on this hill since the day it "
              "opened. My granddaughter Morven runs the patrol now, so I keep my mouth shut and my flask warm. "
              "The car park's full. Four hundred cars, if there's one. There's a minibus of students from "
              "Dundee, all dressed as penguins."),
        # 10
        slide(AILSA, SNOW, "The car park",
              ["Cars through the barrier: 362", "Day pass: £42"],
              "Ailsa Crerar, centre manager. It's three hundred and sixty two, Dougie. The barrier counts every "
              "car that comes up the glen, and it doesn't round up. Still, it's the busiest morning we've had "
              "in four winters. The ticket office has a queue out the door, so I've sent the café staff out to "
              "sell passes from a table in the snow."),
        # 11
        slide(FEMI, SNOW, "The Hare Run tow",
              ["Queue at the Hare Run tow: 20 minutes"],
              "The queue for the Hare Run tow goes right back to the hut. A snowboarder in front of me couldn't "
              "keep the button between his knees. It popped out, he let go, and he ended up lying flat in the "
              "track, with everyone behind stepping over him like a log. I did exactly the same on my first day "
              "here, so I helped him up."),
        # 12
        slide(MORVEN, SNOW, "The Nursery Slope",
              ["Number 1 on the board", "Nursery rope tow: frozen solid"],
              "The Nursery Slope should be first, going by the board, but its rope tow froze solid overnight. "
              "The big wheel at the bottom is one lump of ice, and Callum couldn't get to it until the Corrie "
              "was running. The ski school doesn't start until half past ten, so the beginners are drinking hot "
              "chocolate and pretending they're not nervous."),
        # 13
        slide(CALLUM, SNOW, "The Nursery Slope",
              ["Rope tow running: 10:20 am", "Ski school lessons: from 10:30 am"],
              "There's only one way to thaw a wheel like that. I got a hot air gun, the kind you'd use for "
              "stripping paint, and went round and round it for twenty minutes, like drying a very large dog. "
              "Then, on its very first trip, a granny in a purple ski suit came off the rope at the hump and "
              "rolled gently into the fence."),
        # 14
        slide(MORVEN, SNOW, "Eagle Gully",
              ["Number 4 on the board", "A rope across the top"],
              "Eagle Gully always opens last. It faces west, so the sun doesn't get into it until after lunch, "
              "and until it does, the snow in there is sheet ice. One slip at the top and you wouldn't stop "
              "until the boulders. So we wait for the sun to soften it, and we put a rope across the top to keep "
              "the keen ones out."),
        # 15
        slide(DOUGIE, SNOW, "From the car park",
              ["Car park full: 9:55 am"],
              "From my hut I can see the bottom of the Hare Run tow. A big lad in a red jacket got a good way "
              "up, lost his grip, and slid all the way back down to the start on his front, like a seal off a "
              "rock. The penguins gave him a round of applause. He went straight back up again, mind. Good lad."),
        # 16
        slide(MORVEN, SNOW, "The Summit Ridge tow",
              ["Summit Ridge tow: 640 m"],
              "Up on the Summit Ridge tow, another one bites the dust. A wee girl, eight at the most, caught the "
              "edge of her ski in the track and came off it sideways, just short of the top. She climbed out, "
              "put her skis back on, and skied down in front of her dad as if she'd meant to do it all along. "
              "Proper mountain girl."),
        # 17
        slide(FEMI, SNOW, "Eagle Gully",
              ["Eagle Gully open: 1:15 pm"],
              "After lunch, Morven and I went into Eagle Gully with ice axes to test it. The sun's been on it for "
              "an hour, and the ice has turned to something like brown sugar. Safe enough, so we took the rope "
              "down. Not bad for a lad from Peckham who'd never seen snow till he was nineteen, on a coach trip "
              "to this very hill."),
        # 18
        slide(CALLUM, SNOW, "The Corrie Tow",
              ["Lift engineers on the hill: 2"],
              "Another customer off the Corrie Tow, at the steep bit. A chap in a hired suit let go of the bar "
              "to wave at his mum at the bottom, and down he went, all the way. His mum was filming it, so that "
              "clip will be at his wedding. A rucksack came off at the top later on, but that was only a "
              "rucksack."),
        # 19
        slide(AILSA, SNOW, "The day's numbers",
              ["Lift passes sold: 1,148"],
              "The day's numbers. Eleven hundred and forty eight lift passes sold, every tow running by "
              "lunchtime, and the café ran out of soup at half past twelve. I've worked nine winters here, and "
              "I've never seen the car park like it. Five runs opened in one day. Dougie says that's never "
              "happened in all his time on the hill."),
        # 20
        slide(MORVEN, SNOW, "The last sweep",
              ["Last sweep: 4:00 to 4:30 pm", "Hill clear"],
              "Last job, the sweep. Every patroller skis a run from the top, making sure nobody's left up there, "
              "not a person, not a lost ski. It took us half an hour exactly, and the hill is clear. Femi found "
              "a snowboard with nobody attached to it, which gave us a fright, until its owner phoned the office "
              "from the car park."),
        # 21
        slide(RUARIDH, SNOW, "Back on shift",
              ["Piste machine out again: 4:45 pm"],
              "Back up after a few hours' sleep. The skiers have all gone down the glen, and the hill's mine "
              "again. Tonight I'll groom every run Morven opened today, so tomorrow it starts all over. From up "
              "here, the lights of the cars going down the road look like a necklace. That's my favourite bit of "
              "the whole day."),
        # 22
        slide(MORVEN, SNOW_DARK, "Next on the channel",
              ["Burns Night torchlight descent", "Sunday 25 January", "The Hare Run, after dark"],
              "Next time, it's Burns Night, and the whole patrol skis down the Hare Run in the dark, each of us "
              "carrying a flaming torch, with a piper playing at the bottom. It's the most beautiful thing we do "
              "all winter, and the most nerve-racking. Wrap up warm, and bring a flask. See you on the hill."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this Glenmorrach video actually about?",
         "para": ["glenmorrach patrol footage, main theme",
                  "If you had one line to tell someone what Morven filmed that day, what would you say?"],
         "cands": ["A ski patrol opening the runs at a ski centre after a big snowfall",
                   "A torchlit Burns Night descent with a piper at the bottom",
                   "An avalanche search with rescue dogs",
                   "A ski race down the Summit Ridge"],
         "answer": "A ski patrol opening the runs at a ski centre after a big snowfall"},
        {"n": 2, "type": "count", "ev": [11, 13, 15, 16, 18],
         "q": "How many people come off a tow before making it to the top?",
         "para": ["skiers falling off the lifts - total",
                  "Drag lifts catch a few people out on the way up. Over the day, how many do we hear about?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 5],
         "q": "Which run did the patrol open first?",
         "cands": ["The Hare Run", "The Nursery Slope", "The Summit Ridge", "Eagle Gully"],
         "answer": "The Hare Run"},
        {"n": 4, "type": "order", "ev": [1, 5, 6, 7, 8, 12, 13, 14, 17],
         "q": "The Nursery Slope is number 1 on the patrol hut board. In what sequence were the five runs "
              "really opened?",
         "cands": None,
         "answer": "The Hare Run, the Summit Ridge, the Corrie Tow, the Nursery Slope, and Eagle Gully last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why was the Hare Run opened ahead of everything else?",
         "para": ["hare run first - reason",
                  "It's only second on the board, so what put it at the front of the queue that morning?"],
         "cands": None,
         "answer": "Its tow is the only way up to the top of the hill, so the patrol needed it checked and "
                   "running before they could reach any other run"},
        {"n": 6, "type": "why", "ev": [14],
         "q": "What keeps Eagle Gully shut until the afternoon?",
         "cands": ["It faces west, so the sun doesn't reach it until after lunch and until then it's sheet ice",
                   "The cornice above it had to be cut down first",
                   "The pulley on its tow froze solid overnight",
                   "The piste machine can't groom it while skiers are about"],
         "answer": "It faces west, so the sun doesn't reach it until after lunch and until then it's sheet ice"},
        {"n": 7, "type": "why", "ev": [6],
         "q": "Summit Ridge sits at the bottom of the list, yet they went there straight after the Hare Run. "
              "What was behind that?",
         "cands": None,
         "answer": "A cornice on the ridge hung over the Corrie, and it had to be cut down from above before "
                   "anyone could ski the Corrie below it"},
        {"n": 8, "type": "correction", "ev": [2, 3],
         "q": "Depth of snow at the top pole?",
         "para": ["snow depth up top, corrected figure",
                  "Morven guesses how much snow is lying at the top, and the man who was out grooming all "
                  "night gives another figure. Which one is right?"],
         "cands": None,
         "answer": "85 cm (Morven guessed sixty; Ruaridh measured it at the top pole)"},
        {"n": 9, "type": "correction", "ev": [9, 10],
         "q": "cars in the car park that morning",
         "cands": ["362", "400", "326", "342"],
         "answer": "362"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "So what did the thermometer at the top station actually say?",
         "cands": None, "answer": "Minus 11 °C (Callum first read minus eight; that was frost on the glass)"},
        {"n": 11, "type": "who", "ev": [9, 10],
         "q": "Dougie reckoned 400 cars. Who set him right?",
         "cands": None, "answer": "Ailsa Crerar, the centre manager (the barrier counted 362)"},
        {"n": 12, "type": "who", "ev": [5],
         "q": "Who skied the check run down the Hare Run first thing?",
         "cands": ["Femi Adeyemi", "Morven Tait", "Callum Drysdale", "Ruaridh Gillespie"],
         "answer": "Femi Adeyemi"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "Hare Run opening time?",
         "cands": ["8:40 am", "8:14 am", "8:45 am", "9:15 am"],
         "answer": "8:40 am"},
        {"n": 14, "type": "needle_screen", "ev": [10],
         "q": "price of a day pass at glenmorrach",
         "cands": ["£42", "£24", "£32", "£45"],
         "answer": "£42"},
        {"n": 15, "type": "speech_and_screen", "ev": [5, 17],
         "q": "The patroller who first saw snow at 19 - since what year has he been on the patrol?",
         "cands": None, "answer": "2022 (Femi Adeyemi)"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "Total lift passes sold at Glenmorrach that day?",
         "cands": ["1,148", "1,184", "1,418", "1,048"],
         "answer": "1,148"},
        {"n": 17, "type": "quantity", "ev": [20],
         "q": "The patrol's final sweep of the hill took how long?",
         "para": ["last sweep - duration",
                  "Late in the afternoon every run gets checked for stragglers. How much time did that job "
                  "eat up?"],
         "cands": None, "answer": "Half an hour (4:00 to 4:30 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [13],
         "q": "To thaw the frozen wheel on the rope tow, Callum used what?",
         "cands": ["A hot air gun, the paint-stripping kind", "A kettle of boiling water", "A gas blowtorch",
                   "A bag of rock salt"],
         "answer": "A hot air gun, the paint-stripping kind"},
        {"n": 19, "type": "relation", "ev": [9],
         "q": "Dougie and Morven - any family connection?",
         "cands": None, "answer": "Yes: Dougie is Morven's grandfather"},
        {"n": 20, "type": "right_before_after", "ev": [8],
         "q": "When the rope jumped off a pulley on the Corrie Tow, what did Callum do next?",
         "cands": None,
         "answer": "He stopped the tow, climbed the pylon and levered the rope back on with a crowbar"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "At the very beginning, what lights can be seen on the hill?",
         "cands": ["Only the headlamps of the piste machine crawling up towards the top tow",
                   "Floodlights over the Nursery Slope",
                   "A line of flaming torches coming down the Hare Run",
                   "The café windows at the bottom of the hill"],
         "answer": "Only the headlamps of the piste machine crawling up towards the top tow"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's promised for the next episode?",
         "cands": ["A torchlit Burns Night descent of the Hare Run",
                   "Cutting another cornice off the Summit Ridge",
                   "A whole night shift in the piste machine",
                   "Building a new tow in the Corrie"],
         "answer": "A torchlit Burns Night descent of the Hare Run"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Ruaridh's piste machine: which make is it?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "cost of a lesson with the ski school",
         "cands": ["£35", "£40", "£50", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ floodnight (a village flood group's night)
BETHAN = ("en-gb+f4", "Bethan Lloyd, flood group coordinator")
ARTHUR = ("en-gb-x-gbcwmd+m3", "Arthur Penhaligon, river gauge")
TERRY = ("en-gb-x-gbclan+m2", "Terry Vane, landlord, the Bridge Inn")
NADIA = ("en-gb-x-rp+f5", "Nadia Grieve, Environment Agency")
KOFI = ("en-029+m2", "Kofi Mensah, farmer over the ford")
ROSAMUND = ("en-gb-x-gbclan+f2", "Rosamund Hext, Mill Row")

RAIN = "#e4eae8"
PLAN = "#f4f0e2"
RAIN_DARK = "#131a24"

FLOODNIGHT = {
    "name": "floodnight",
    "footer": "Brackwater Flood Group · flood night · River Brack",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(BETHAN, RAIN_DARK, "Flood night in Brackwater",
              ["Brackwater, on the River Brack", "Tuesday 18 November", "Brackwater Flood Group"],
              "It's half past four, it's nearly dark, and it hasn't stopped raining since Sunday. Listen. That's "
              "the river, and you can hear it from the village hall car park, which you never, ever can. I'm "
              "Bethan Lloyd, and I coordinate the Brackwater Flood Group. The warning came through twenty "
              "minutes ago. Right. Here we go."),
        # 1
        slide(BETHAN, PLAN, "The flood plan",
              ["1. Bridge Street barrier", "2. Close the ford road", "3. Door boards on Mill Row",
               "4. Empty the riverside car park", "5. Sandbags from Kofi's barn"],
              "This is our flood plan on the village hall wall, with the jobs in the order the council wrote "
              "them, starting at the bridge. We never do them in that order. The sandbags live in Kofi's barn, "
              "across the ford, and once the water's over the ford, his tractor can't get through. So the "
              "sandbags, last on the list, come first."),
        # 2
        slide(ARTHUR, RAIN, "The gauge",
              ["Gauge board at the bridge", "Reading at 4:45 pm: 2.40 m"],
              "Arthur Penhaligon. I read the river gauge at the bridge and write it in my book, the same as my "
              "father did before me. Two metres ten. No, wait, that's the rain on my glasses. Two metres forty, "
              "and rising. At two metres eighty the water comes over the ford road, and at three metres it's at "
              "the doors on Mill Row."),
        # 3
        slide(KOFI, RAIN, "Sandbags",
              ["Number 5 on the list", "Tractor back over the ford: 5:05 pm"],
              "Kofi Mensah. I farm the land over the ford, and the group keeps its sandbags in my barn. I've "
              "just brought the trailer across, and the water was halfway up the back wheels. Any later and I'd "
              "have been swimming. My wife says I'm mad, and she's Bethan's big sister, so she's known mad "
              "people all her life."),
        # 4
        slide(BETHAN, RAIN, "Sandbags",
              ["Sandbags stacked at the hall"],
              "The sandbags are off the trailer and stacked against the hall wall, and I make it five hundred, "
              "so we're in good shape. Terry has opened up the back room of the Bridge Inn as our base, with two "
              "urns of tea and a box of biscuits the size of a coffin. Right, next job. We close the ford "
              "road."),
        # 5
        slide(KOFI, RAIN, "The ford road",
              ["Number 2 on the list", "Sandbags: 480", "Ford road closed: 5:30 pm"],
              "Four hundred and eighty, Bethan, not five hundred. Twelve pallets of forty, and I lifted every "
              "one of them. Now the ford road's shut, with the gates across and the sign out. Ten minutes later, "
              "a delivery van came down the hill, read the sign, and did a three point turn in my gateway. "
              "Sensible man. He waved."),
        # 6
        slide(TERRY, RAIN, "The car park",
              ["Number 4 on the list", "Riverside car park empty: 6:15 pm"],
              "Terry Vane, landlord of the Bridge Inn. The riverside car park is mine, so I've been knocking on "
              "doors all evening for car keys, and every car's gone up to the school field. One chap answered "
              "the door in a towel. The pub's never flooded, not once in three hundred years, which is why "
              "we're the base."),
        # 7
        slide(BETHAN, RAIN, "Mill Row",
              ["Number 3 on the list", "Door boards fitted: 19"],
              "Mill Row next. You don't board a door until the people behind it are home, because once the "
              "board's on, the only way in is to climb over it. Most of Mill Row works in town and gets back "
              "about seven. So we waited, and then fitted nineteen boards in under an hour, which is a record. "
              "My knuckles are in bits."),
        # 8
        slide(ROSAMUND, RAIN, "Number one, Mill Row",
              ["Rosamund Hext, 91", "Number 1, Mill Row"],
              "Rosamund Hext. I've lived at number one, Mill Row, for sixty years, and I'm not going anywhere, "
              "thank you, dear. I carried my sewing machine upstairs first, because it was my mother's, and then "
              "the photographs. I've got a flask, a torch and my knitting, so I'll be perfectly fine."),
        # 9
        slide(NADIA, RAIN, "The Environment Agency",
              ["Environment Agency", "Peak expected: 1 am to 3 am"],
              "Nadia Grieve, Environment Agency. I've come over from the office to check the gauges myself. The "
              "river's coming down off the hills faster than we'd like, and we expect it to peak in the small "
              "hours. The barrier on Bridge Street is the one that matters. If that's up and holding, the "
              "middle of the village stays dry."),
        # 10
        slide(ARTHUR, RAIN, "The gauge",
              ["Reading at 8:30 pm: 2.86 m", "Ford road: under water"],
              "Two metres eighty six, and the ford road's under water, right up to the gates. A fellow in a "
              "little sports car squeezed round them on the verge anyway, got his front wheels wet, and thought "
              "better of it. He reversed all the way back up the hill. In sixty eight, a car floated right past "
              "this bridge, with nobody in it, thank God."),
        # 11
        slide(TERRY, RAIN, "The base",
              ["Power cut: 9:12 pm"],
              "Just after nine, every light in the pub went out, and the urns went cold. So I got the camping "
              "stove up from the cellar, stuck candles in empty wine bottles all along the bar, and carried on "
              "making tea. The volunteers say the place has never looked better. My wife says it's a fire "
              "hazard, and she's probably right."),
        # 12
        slide(NADIA, RAIN, "The top of the lane",
              ["Upper gauge checked: 9:40 pm"],
              "I've been up to the gauge at the top of the valley, and it's still climbing. On the way back, a "
              "lorry following his sat nav stopped at the flood sign at the top of the lane, read it twice, and "
              "backed all the way up to the main road. It happens every flood. Sat navs don't know about "
              "rivers."),
        # 13
        slide(ROSAMUND, RAIN, "Soup",
              ["Soup delivered: 9:50 pm"],
              "Terry brought me soup, bless him, and told me again that his pub has never flooded. Nonsense. In "
              "the flood of sixty eight I was his grandfather's barmaid, and we served the drinks from the "
              "stairs with the water up to the bar. My husband proposed to me on those stairs, God rest him. "
              "Terry went quite pale."),
        # 14
        slide(BETHAN, RAIN, "The last bus",
              ["Last bus from town: 10:10 pm"],
              "Why is the Bridge Street barrier, top of the plan, always the last thing we do? Because once it's "
              "up, nothing can drive in or out of that end of the village. The last bus from town comes through "
              "at ten past ten, and it brings the nurses home from the late shift at the hospital. So we wait "
              "for the bus."),
        # 15
        slide(TERRY, RAIN, "The last bus",
              ["Bus through: 10:14 pm"],
              "Here it comes, four minutes late, wipers going like mad. Seven nurses got off, and the driver gave "
              "us two toots and a thumbs up. Right behind it, some lad on a quad bike came tearing down Bridge "
              "Street, saw the water at the bottom and the twelve of us with the planks, and turned straight "
              "round. Right, then. Barrier."),
        # 16
        slide(BETHAN, RAIN, "Bridge Street",
              ["Number 1 on the list", "Barrier fitted: 10:25 to 11:05 pm"],
              "The barrier comes in pieces, aluminium planks that slot down between posts across the road, with "
              "a rubber seal along the bottom. Twelve of us, forty minutes, rain coming in sideways. When the "
              "last plank went in, everybody cheered. Then a swan paddled up Bridge Street, took one look at the "
              "barrier, and turned round."),
        # 17
        slide(ARTHUR, RAIN, "Midnight",
              ["Reading at midnight: 3.02 m"],
              "Midnight. Three metres and two centimetres, the highest I've written in this book since sixty "
              "eight. The water's right up against the barrier, and on the other side Bridge Street is as dry as "
              "a bone. I've written a little note in the margin. It says, the planks held. My father would've "
              "liked that."),
        # 18
        slide(NADIA, RAIN, "The peak",
              ["River peaked: 1:50 am at 3.12 m"],
              "That's the peak. The gauge upstream has turned, and the level here is starting to drop, very "
              "slowly, a centimetre at a time. Not one house in Brackwater has water inside. I've been to a lot "
              "of floods, and I don't often get to say that. I'll be back at first light to check the seals on "
              "the barrier."),
        # 19
        slide(BETHAN, RAIN, "Why we do it",
              ["Brackwater Flood Group: since 2016"],
              "I started this group after the last big flood, when I stood in my kitchen with water up to my "
              "knees, watching my children's drawings float off the fridge. Tonight my kitchen is dry, and so is "
              "everybody else's. Some of us have been up since five yesterday morning, and Terry's made more tea "
              "than the river's got water."),
        # 20
        slide(TERRY, RAIN, "Morning",
              ["Bacon rolls: from 6 am"],
              "Six in the morning, and I've fired up the grill for bacon rolls. Nobody's gone home. Rosamund "
              "rang at five to ask if it was over, and to tell me about sixty eight all over again. So I said, "
              "Rosamund, my love, you were right and I was wrong. My wife made me write that down."),
        # 21
        slide(KOFI, RAIN, "Morning",
              ["Ford: still closed"],
              "The ford will take a day or two to go down, so I'm stuck on my side with the cows, which suits "
              "the cows fine. Bethan says the plan worked, but she wants a second sandbag store this side of "
              "the river, in the school. I've told her they can keep using my barn for nothing, so long as I get "
              "a bacon roll every flood."),
        # 22
        slide(BETHAN, RAIN_DARK, "Next on the channel",
              ["Sandbag filling day", "Saturday 14 March", "Kofi's barn"],
              "Next time, it's our sandbag filling day in the spring. A thousand empty bags, a lorry load of "
              "sand, and every volunteer we can bribe with cake. The young farmers are coming to help, and Kofi "
              "has promised the tractor. Bring a shovel and your oldest clothes. See you in the barn."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In a few words, what does this Brackwater footage show?",
         "para": ["brackwater flood group clip - subject",
                  "Someone missed this one. Describe for them what the volunteers are up to."],
         "cands": ["A village flood group protecting homes on the night the river rises",
                   "A spring day filling sandbags in a farmer's barn",
                   "Volunteers shovelling mud out of houses after a flood",
                   "A council meeting about building a new flood wall"],
         "answer": "A village flood group protecting homes on the night the river rises"},
        {"n": 2, "type": "count", "ev": [5, 10, 12, 15],
         "q": "How many vehicles turn round and go back the way they came because of the flooding?",
         "para": ["vehicles that turned back because of the flood, total",
                  "A few motorists try their luck during the night and think better of it. How many in all?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 3],
         "q": "In the end, which job got done first?",
         "cands": ["Fetching the sandbags from Kofi's barn", "Putting the barrier across Bridge Street",
                   "Closing the ford road", "Fitting door boards on Mill Row"],
         "answer": "Fetching the sandbags from Kofi's barn"},
        {"n": 4, "type": "order", "ev": [1, 14, 16],
         "q": "The Bridge Street barrier heads the flood plan. At what stage of the night did it actually go "
              "in?",
         "cands": None,
         "answer": "Last of the five jobs, once the last bus had come through (fitted 10:25 to 11:05 pm)"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why fetch the sandbags before anything else",
         "cands": None,
         "answer": "They're kept in Kofi's barn across the ford, and once the water's over the ford his tractor "
                   "can't get across"},
        {"n": 6, "type": "why", "ev": [14],
         "q": "Reason the barrier always goes up last?",
         "para": ["bridge street barrier left till late - why",
                  "It's item one of the plan. So why do they hold it back until late in the evening?"],
         "cands": ["Once it's up nothing can drive in or out, and the last bus brings the late-shift nurses "
                   "home at ten past ten",
                   "The river never reaches Bridge Street before midnight",
                   "The planks are locked in the church and the vicar has the key",
                   "It takes twelve people and most volunteers arrive late"],
         "answer": "Once it's up nothing can drive in or out, and the last bus brings the late-shift nurses home "
                   "at ten past ten"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "The door boards on Mill Row waited until the evening. What was the hold-up?",
         "cands": ["The residents weren't home from work yet, and a boarded door has to be climbed over",
                   "The boards were still in Kofi's barn",
                   "Arthur's gauge hadn't reached two metres eighty",
                   "Rosamund wouldn't let anyone near her door"],
         "answer": "The residents weren't home from work yet, and a boarded door has to be climbed over"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "How many sandbags were there really?",
         "para": ["sandbag total - correct number",
                  "Bethan counts the bags stacked by the hall, and the farmer who loaded them says something "
                  "else. What's the true figure?"],
         "cands": None,
         "answer": "480, twelve pallets of forty (Bethan had said five hundred)"},
        {"n": 9, "type": "correction", "ev": [2],
         "q": "gauge reading at quarter to five",
         "cands": ["2.40 m", "2.10 m", "2.80 m", "2.04 m"],
         "answer": "2.40 m"},
        {"n": 10, "type": "who", "ev": [6, 13],
         "q": "Terry insists his pub has never flooded. Who contradicts him?",
         "para": ["who remembers the bridge inn flooding",
                  "The landlord boasts about three hundred dry years, and one of the older villagers knows "
                  "better. Which one?"],
         "cands": None,
         "answer": "Rosamund Hext (she was the barmaid there in the flood of 1968 and served drinks from the "
                   "stairs)"},
        {"n": 11, "type": "who", "ev": [3],
         "q": "Who brought the trailer load of sandbags over the ford?",
         "cands": ["Kofi Mensah", "Terry Vane", "Arthur Penhaligon", "Bethan Lloyd"],
         "answer": "Kofi Mensah"},
        {"n": 12, "type": "needle_screen", "ev": [6],
         "q": "Riverside car park emptied by when?",
         "cands": ["6:15 pm", "5:30 pm", "6:50 pm", "7:15 pm"],
         "answer": "6:15 pm"},
        {"n": 13, "type": "needle_screen", "ev": [18],
         "q": "River Brack's peak came at what time?",
         "cands": None, "answer": "1:50 am (at 3.12 m)"},
        {"n": 14, "type": "speech_and_screen", "ev": [6, 8, 13],
         "q": "How old is the woman who used to pull pints at the Bridge Inn?",
         "cands": None, "answer": "91 (Rosamund Hext)"},
        {"n": 15, "type": "quantity", "ev": [7],
         "q": "Door boards fitted along Mill Row - how many?",
         "cands": ["19", "11", "12", "23"],
         "answer": "19"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "Putting the Bridge Street barrier together took them how long?",
         "cands": None, "answer": "Forty minutes (10:25 to 11:05 pm)"},
        {"n": 17, "type": "spoken_fact", "ev": [8],
         "q": "Rosamund took one thing upstairs before anything else. What?",
         "cands": ["Her mother's sewing machine", "Her photographs", "Her knitting", "A flask of tea"],
         "answer": "Her mother's sewing machine"},
        {"n": 18, "type": "relation", "ev": [3],
         "q": "How is Kofi connected to Bethan?",
         "cands": None, "answer": "He's her brother-in-law: Kofi's wife is Bethan's older sister"},
        {"n": 19, "type": "right_before_after", "ev": [11],
         "q": "the lights went out in the pub - what did Terry do then",
         "cands": None,
         "answer": "Got the camping stove up from the cellar, put candles in empty wine bottles along the bar "
                   "and carried on making tea"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "As things get going, what can Bethan hear that she normally can't?",
         "cands": ["The river, from the village hall car park", "Church bells ringing a warning",
                   "Sirens on the main road", "Thunder over the hills"],
         "answer": "The river, from the village hall car park"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What does Bethan say is coming in the next video?",
         "cands": ["A sandbag filling day in the spring", "The opening of a new flood wall at the bridge",
                   "Cleaning the mud out of Mill Row", "A talk about the flood of 1968"],
         "answer": "A sandbag filling day in the spring"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "last bus driver's name?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How much did the village pay for the Bridge Street barrier?",
         "cands": ["£18,000", "£25,000", "£40,000", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "rosamund's late husband, what was his name",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ slabpour (a building site's pour day)
KERRY = ("en-gb-x-gbcwmd+f1", "Kerry-Ann Walsh, site manager")
STAN = ("en-gb+m5", "Stan Nowicki, concrete foreman")
JOE = ("en-gb-x-gbclan+m4", "Joe Amadi, pump operator")
PRITI = ("en-gb-x-rp+f3", "Priti Desai, structural engineer")
MARCUS = ("en-gb+m8", "Marcus Bell, ready-mix driver")
TYLER = ("en-gb-x-gbclan+m1", "Tyler Finch, apprentice")

SITE = "#f1ece2"
WHITEBOARD = "#f7f7f2"
SITE_DARK = "#2a2118"

SLABPOUR = {
    "name": "slabpour",
    "footer": "Tanner's Yard · Block B · site diary",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(KERRY, SITE_DARK, "Pour day at Tanner's Yard",
              ["Tanner's Yard, Wakebridge", "Wednesday 16 July", "Block B: ground floor slab"],
              "Morning. It's half past six, the sun's already up, and there's a dozen people standing round a "
              "huge empty square of steel, looking at me. I'm Kerry-Ann Walsh, the site manager here, and today "
              "we pour the whole ground floor of Block B in one go. Once the concrete starts coming, it doesn't "
              "stop, so nobody goes anywhere."),
        # 1
        slide(KERRY, WHITEBOARD, "The pour plan",
              ["1. Back wall bay", "2. Bin store", "3. Stair core", "4. Lift pit", "5. Gate bay"],
              "The engineer's drawing numbers the bays from the back wall to the road, and that's how they're "
              "written on my whiteboard. We won't pour them like that. The lift pit needs a special waterproof "
              "mix, because it sits below ground, and the plant will only send that lorry first thing, before "
              "they change the mixer over. So number four goes first."),
        # 2
        slide(PRITI, SITE, "The steel",
              ["Steel signed off: 6:40 am", "Slab: 250 mm thick"],
              "Priti Desai, structural engineer. Before a drop of concrete goes in, I walk every bar of steel in "
              "this slab with my drawings, checking the spacing and the cover. Last night I found one bar "
              "missing by the stair core, and the steel fixers put it back in by torchlight. Everything's right "
              "now, so I've signed it off."),
        # 3
        slide(JOE, SITE, "The pump",
              ["Pump parked on the road by the gate", "Boom reach: 36 m"],
              "Joe Amadi, pump operator. That's my pump, parked on the road by the gate, with the boom folded on "
              "top like a giant yellow insect. Unfolded, it reaches forty metres. No, I'm thinking of my old "
              "one. Thirty six. Which is enough to get right to the back wall from here, with a bit to spare."),
        # 4
        slide(MARCUS, SITE, "The first lorry",
              ["Number 4 on the board", "First lorry on site: 6:52 am"],
              "Marcus Bell, lorry driver. First load of the day, the waterproof mix for the lift pit, and the "
              "plant had my drum turning at six. Backing in over that gate bay is like threading a needle with a "
              "bus. Stan waves me in with two fingers, and I've never once hit his scaffold. Not this week, "
              "anyway."),
        # 5
        slide(STAN, SITE, "The lift pit",
              ["Lift pit: 1.4 m deep", "Lift pit poured: 7:35 am"],
              "Stan Nowicki, concrete foreman. The pit sits down in its own hole, so we pour it slow, and the "
              "lads push the poker into every corner to shake the air out. Tyler stepped back off the plank, and "
              "his left boot went in up to the ankle and stayed there. He walked out in his sock. We fished the "
              "boot out with a shovel."),
        # 6
        slide(KERRY, SITE, "One pour",
              ["Whole slab: one pour, no joints"],
              "The whole slab goes in today, so that's a hundred cubic metres of concrete, give or take, coming "
              "from the plant across town a lorry at a time. If a lorry's late, the concrete that's already down "
              "starts to go off, and you get a joint where you don't want one. So I'm on the phone to the plant "
              "all morning."),
        # 7
        slide(STAN, SITE, "The stair core",
              ["Number 3 on the board", "Concrete ordered: 108 m³"],
              "A hundred and eight, Kerry-Ann, not a hundred. I put the extra eight on the order myself, for the "
              "lift pit. Now the stair core, right next to the pit, so Joe doesn't have to swing the boom far. "
              "I've told the lads, a lorry every half hour, so there's no rush. Plenty of time for a brew."),
        # 8
        slide(MARCUS, SITE, "The lorries",
              ["Lorries: one every 15 minutes", "Loads today: 14"],
              "Every half hour? Stan, it's every fifteen minutes. There's four of us going round and round from "
              "the plant like a merry go round, and I've got the sheet right here. So there'll be no brew. "
              "Fourteen loads today, and the last one only half full. Somebody tell the lads, before they put "
              "the kettle on."),
        # 9
        slide(TYLER, SITE, "The back wall",
              ["Number 1 on the board", "Back wall bay started: 8:25 am"],
              "Tyler Finch, apprentice. I'm seventeen, and this is my first big pour. I'm on the rake, spreading "
              "the concrete out before the screed goes over it. It's like raking very heavy porridge that sets "
              "if you look at it wrong. And yes, I got my boot back. Stan's been calling me Cinderella all "
              "morning."),
        # 10
        slide(PRITI, SITE, "Test cubes",
              ["Test cubes: a sample from every lorry"],
              "From every lorry I take a sample and fill little steel moulds to make cubes. In a month, the lab "
              "will crush them to prove the concrete's as strong as it should be. Marcus asked if he could keep "
              "one as a paperweight. No, Marcus. Now he's asking whether the lab will let him have a crushed "
              "one."),
        # 11
        slide(JOE, SITE, "The back wall",
              ["Back wall bay finished: 9:20 am"],
              "Right out at the back wall, the boom's nearly at full stretch, and I'm steering the end of that "
              "hose from here with a little box on a strap, like a games controller. Kerry-Ann and I were "
              "married for eleven years, so we can work together without talking. We're better at it, now we're "
              "divorced."),
        # 12
        slide(KERRY, SITE, "The bin store",
              ["Number 2 on the board", "Bin store poured: 9:55 am"],
              "The bin store's the small bay at the side, and it's done already. I brought two boxes of custard "
              "doughnuts for the gang, and they vanished in about a minute. Then I stepped in to check the level, "
              "went through to my shin, and my good boot came off and stayed in the concrete. Stan pulled it out "
              "and handed it back with a bow."),
        # 13
        slide(STAN, SITE, "The gate bay",
              ["Number 5 on the board"],
              "And the gate bay last, number five, right where the lorries come in. Every lorry has to reverse "
              "over that bay to reach the pump, so if we'd poured it first, they'd have nowhere to stand. Once "
              "it's down, nothing drives on it for a week. So the last lorry backs out, and we pour our way out "
              "of the gate behind it."),
        # 14
        slide(MARCUS, SITE, "The last lorry",
              ["Last lorry on site: 10:07 am"],
              "Last load, the half one. I backed out over the gate bay, and the lads were pouring behind my "
              "wheels before I'd even reached the road. A lady from across the street brought out a tray of iced "
              "lemonade for the whole gang. Her dog, meanwhile, ran straight across the bin store and left a "
              "trail of paw prints."),
        # 15
        slide(JOE, SITE, "Paw prints",
              ["Gate bay finished: 10:25 am", "Paw prints smoothed: 10:40 am"],
              "Stan smoothed out the paw prints with a float and a lot of language. Then his own foot slipped "
              "off the edge board into the gate bay, and when he pulled it out, his wellie stayed behind in the "
              "concrete. He hopped back to the gate on one leg. Thirty years a foreman. The lads will never let "
              "him forget it."),
        # 16
        slide(KERRY, SITE, "Rain",
              ["Rain: 11:10 to 11:30 am", "Slab under sheets"],
              "And then a shower, twenty minutes of proper summer rain on a slab that's still soft. "
              "Everybody grabbed the big plastic sheets from the container and pulled them over the slab, corner "
              "to corner, like making the world's biggest bed. Underneath, it's perfect. Priti says a bit of "
              "rain helps. I'm choosing to believe her."),
        # 17
        slide(TYLER, SITE, "Why I'm here",
              ["On this site: the Regal cinema, 1936 to 2023"],
              "People ask why I picked building. There used to be a cinema on this exact spot, and my grandad "
              "ran the projector there for forty years. He took me every Saturday till it shut. When they "
              "knocked it down, he cried in the car. So I wanted to be the one who builds whatever comes next. "
              "He's coming to see the slab tonight."),
        # 18
        slide(PRITI, SITE, "Power floating",
              ["Power floating: 1:30 to 5:30 pm"],
              "Once the concrete's just firm enough to take a man's weight, the power floats come out, machines "
              "like big upside down ceiling fans, and they polish the top smooth. They've been going for four "
              "hours now, round and round. Stan says you can tell it's ready by the sound. I just use a timer "
              "on my phone."),
        # 19
        slide(STAN, SITE, "Signing it",
              ["Curing: 7 days under sheets"],
              "Every slab I've ever poured, I write the date and my initials in one corner with my finger before "
              "it goes off, and I let the apprentice put his under mine. Tyler wrote his whole name and a smiley "
              "face. Thirty years from now, somebody will lift this floor and wonder who on earth Tyler was."),
        # 20
        slide(MARCUS, SITE, "Back at the plant",
              ["Lorries washed out at the plant"],
              "Back at the plant, the drums are washed out and the lorries are parked up. My first week driving, "
              "years ago, I lost a whole boot in a pour in Leeds and had to drive home in one sock. So when I "
              "heard Stan had come out of his wellie this morning, I laughed so hard I had to pull over."),
        # 21
        slide(KERRY, SITE, "End of the day",
              ["Site locked: 6:10 pm"],
              "Half past five, the floats are off, and the slab's as smooth as a dance floor, all of it in one "
              "day, no joints. Tyler's grandad came round the hoarding on a walking stick and stood at the gate "
              "for a long time without saying a word. Then he shook Stan's hand. That's the best bit of the job, "
              "that is."),
        # 22
        slide(KERRY, SITE_DARK, "Next on the channel",
              ["The tower crane arrives", "Monday 28 July", "Tanner's Yard"],
              "Next time, the tower crane arrives, in pieces, on nine lorries, and goes up in a single day with "
              "a mobile crane twice its size. The road will be closed, the neighbours will be out watching, and "
              "I won't sleep a wink the night before. See you at Tanner's Yard."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Basically, what's the Tanner's Yard video about?",
         "para": ["tanners yard site diary - subject",
                  "Explain in one sentence what's going on at Kerry-Ann's site in this clip."],
         "cands": ["A building site pouring the ground floor concrete slab of a block of flats in one day",
                   "A tower crane being put up with a mobile crane",
                   "Demolishing an old cinema",
                   "An engineer inspecting cracks in an old concrete floor"],
         "answer": "A building site pouring the ground floor concrete slab of a block of flats in one day"},
        {"n": 2, "type": "count", "ev": [5, 12, 15],
         "q": "During the pour, how many times does somebody's boot get stuck in the wet concrete?",
         "para": ["boots left behind in the concrete - how many",
                  "Wet concrete grabs footwear. On this pour, how often does a boot or wellie stay put when "
                  "the foot comes out?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 4, 5],
         "q": "First bay to get its concrete?",
         "cands": ["The lift pit", "The back wall bay", "The gate bay", "The stair core"],
         "answer": "The lift pit"},
        {"n": 4, "type": "order", "ev": [1, 4, 5, 7, 9, 11, 12, 13, 15],
         "q": "The whiteboard goes from the back wall to the gate bay. Which order did the five bays actually "
              "get poured in?",
         "para": ["slab bays - real pouring order",
                  "Kerry-Ann's board lists them one way and the concrete went in another. List the bays as "
                  "they were done."],
         "cands": None,
         "answer": "The lift pit, the stair core, the back wall bay, the bin store, and the gate bay last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why kick off with the lift pit?",
         "cands": None,
         "answer": "It needs a special waterproof mix because it's below ground, and the plant only sends that "
                   "lorry first thing, before changing the mixer over"},
        {"n": 6, "type": "why", "ev": [13],
         "q": "Why save the gate bay for last?",
         "cands": ["Every lorry reverses over it to reach the pump, and once poured nothing can drive on it "
                   "for a week",
                   "The engineer hadn't signed off its steel yet",
                   "The neighbour's dog kept running across it",
                   "The pump's boom couldn't reach it until it was moved"],
         "answer": "Every lorry reverses over it to reach the pump, and once poured nothing can drive on it for a "
                   "week"},
        {"n": 7, "type": "why", "ev": [17],
         "q": "What made Tyler go into building?",
         "para": ["tyler's reason for becoming an apprentice",
                  "There's a family story behind the apprentice picking this trade. What is it?"],
         "cands": None,
         "answer": "His grandad ran the projector at the cinema that stood on that very spot and cried when it "
                   "was knocked down, so Tyler wanted to build whatever came next"},
        {"n": 8, "type": "correction", "ev": [6, 7],
         "q": "Total concrete on the order for the slab?",
         "cands": None,
         "answer": "108 cubic metres (Kerry-Ann said a hundred; Stan had added eight for the lift pit)"},
        {"n": 9, "type": "correction", "ev": [3],
         "q": "reach of joe's pump boom",
         "cands": ["36 m", "40 m", "63 m", "30 m"],
         "answer": "36 m"},
        {"n": 10, "type": "correction", "ev": [7, 8],
         "q": "How often was a fresh lorry turning up?",
         "cands": None, "answer": "Every 15 minutes (Stan had told the lads every half hour)"},
        {"n": 11, "type": "who", "ev": [7, 8],
         "q": "Stan told the lads there'd be a lorry every thirty minutes. Who put him right?",
         "para": ["who corrected the foreman about the lorries",
                  "The foreman promised time for a brew between loads. Which person spoiled that?"],
         "cands": None, "answer": "Marcus Bell, the ready-mix lorry driver"},
        {"n": 12, "type": "who", "ev": [15],
         "q": "Who got rid of the dog's paw prints?",
         "cands": ["Stan Nowicki", "Joe Amadi", "Tyler Finch", "Kerry-Ann Walsh"],
         "answer": "Stan Nowicki"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "When did the first lorry arrive on site?",
         "cands": ["6:52 am", "6:25 am", "7:35 am", "6:40 am"],
         "answer": "6:52 am"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Slab thickness?",
         "cands": ["250 mm", "200 mm", "300 mm", "225 mm"],
         "answer": "250 mm"},
        {"n": 15, "type": "speech_and_screen", "ev": [1, 4, 5],
         "q": "How deep is the part of the slab that needed the special waterproof concrete?",
         "cands": None, "answer": "1.4 m (the lift pit)"},
        {"n": 16, "type": "quantity", "ev": [8],
         "q": "Number of concrete loads brought in that day?",
         "cands": ["14", "13", "15", "12"],
         "answer": "14"},
        {"n": 17, "type": "quantity", "ev": [18],
         "q": "for how long were the power floats going",
         "cands": None, "answer": "Four hours (1:30 to 5:30 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [12],
         "q": "What did Kerry-Ann bring in for the gang to eat?",
         "cands": ["Two boxes of custard doughnuts", "Bacon sandwiches", "A tray of iced lemonade",
                   "A tin of flapjacks"],
         "answer": "Two boxes of custard doughnuts"},
        {"n": 19, "type": "relation", "ev": [11],
         "q": "Kerry-Ann and Joe: what's the history between them?",
         "cands": None, "answer": "They used to be married, for eleven years, and are now divorced"},
        {"n": 20, "type": "right_before_after", "ev": [16],
         "q": "A shower came over while the slab was still soft. What did everybody do?",
         "cands": None,
         "answer": "Grabbed the big plastic sheets from the container and pulled them over the slab, corner to "
                   "corner"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Describe the opening scene as Kerry-Ann puts it.",
         "cands": ["A dozen people round a huge empty square of steel, looking at her",
                   "Lorries queuing down the road in the dark",
                   "Rain pouring onto the bare ground",
                   "The old cinema still standing on the site"],
         "answer": "A dozen people round a huge empty square of steel, looking at her"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "and in the next video?",
         "cands": ["The tower crane arriving and going up in a day",
                   "The first floor walls going up",
                   "Tyler's grandad opening the finished flats",
                   "The lab crushing the test cubes"],
         "answer": "The tower crane arriving and going up in a day"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The neighbour's dog that ran over the bin store - what's it called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What did hiring the concrete pump for the day cost?",
         "cands": ["£950", "£1,200", "£1,450", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [SKIPATROL, FLOODNIGHT, SLABPOUR]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "skipatrol": [24.5, 24.0, 24.5, 25.0, 25.0, 27.5, 23.0, 22.5, 25.5, 27.5, 26.0, 25.0, 25.5, 23.5, 23.5, 24.5, 26.0, 23.0, 24.0, 26.5, 24.5, 23.0, 23.0],
    "floodnight": [26.0, 27.0, 24.0, 25.5, 24.0, 28.0, 23.5, 25.0, 26.0, 23.5, 25.0, 26.5, 24.5, 25.0, 24.5, 27.5, 24.5, 23.0, 25.5, 26.0, 22.5, 25.5, 24.5],
    "slabpour": [26.5, 26.5, 27.0, 25.0, 23.0, 26.5, 26.0, 24.0, 24.5, 25.0, 22.5, 23.5, 26.5, 26.5, 23.0, 26.0, 27.0, 25.0, 23.5, 23.0, 24.5, 24.0, 23.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
