"""Scripts of the "blind35" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- rallystage:   a day at a marshals' post on a forest rally stage (the post chief, the radio
                marshal, her nephew on his first rally as a junior marshal, the stage commander,
                the farmer whose field the stage crosses, a co-driver whose car goes off)
- burnssupper:  a Caledonian society's Burns supper in a drill hall (the president, the piper,
                her sister who caters, the speaker of the Immortal Memory, the man who gives the
                toast to the lassies, his wife who gives the reply)
- beachdonkeys: the first day of the season for a family's beach donkey rides (the daughter who
                handles the donkeys, her dad who runs them, his father-in-law who started them,
                the council's licensing officer, the man in the slipway kiosk, the Saturday boy)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ rallystage (a forest rally's marshal post)
GWEN = ("en-gb-x-gbcwmd+f2", "Gwen Pritchard, post chief, Post 7")
KEITH = ("en-gb-x-rp+m1", "Keith Almond, radio marshal")
RHYS = ("en-gb+m3", "Rhys Morgan, junior marshal")
DUNCAN = ("en-gb-scotland+m4", "Duncan Ferrie, stage commander")
TOM = ("en-gb-x-gbclan+m1", "Tom Heslop, Crawhope Farm")
PRIYA = ("en-gb+f1", "Priya Nandakumar, co-driver, car 23")

CLIPBOARD = "#f4f1e6"
FOREST = "#e3ebe0"
BANK = "#e8ede0"
RADIO_CAR = "#e9e6ee"
FARM = "#efe9dc"
FOREST_DARK = "#141c16"

RALLYSTAGE = {
    "name": "rallystage",
    "footer": "Brackenmoor Forest Rally · Stage 3, Crawhope · marshal post 7",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(GWEN, FOREST_DARK, "Rally day at Crawhope",
              ["Brackenmoor Forest Rally", "Saturday 8 November", "Stage 3: Crawhope, marshal post 7"],
              "Quarter to seven in the forest, still dark, frost on the gate, and the only sound "
              "is Keith's kettle on the tailgate of his estate car. I'm Gwen Pritchard, and I run "
              "marshal post seven, on the Crawhope stage of the Brackenmoor Forest Rally. The "
              "camera's strapped to my orange tabard, so you'll see whatever I'm pointing at."),
        # 1
        slide(GWEN, CLIPBOARD, "The post instructions",
              ["1. Competitors through the stage", "2. Open the road to the public",
               "3. Radio check with Stage Control", "4. Safety cars through", "5. Tape off the spectator area"],
              "These are the post instructions on my clipboard. The organisers print the jobs in "
              "alphabetical order, which looks tidy and helps nobody. Spectators start walking up "
              "from the car park at eight, and the tape has to be up before the first one gets "
              "here, so number five goes first. Nine of us on this post today."),
        # 2
        slide(DUNCAN, FOREST, "The stage commander",
              ["Stage 3 length: 7.2 miles", "Rally first run: 1974"],
              "Duncan Ferrie, stage commander. I drive the stage in the course car before anyone "
              "races on it, then run it from the start line. Crawhope is seven point two miles of "
              "gravel forest road, quick at the top, tight at the bottom. Post seven's on the "
              "hairpin, where the crowd goes, because that's where things happen."),
        # 3
        slide(KEITH, RADIO_CAR, "The radio car",
              ["Radio point: Post 7", "Keith's log: car number and time"],
              "Keith Almond, radio marshal. I sit in the back of my estate car with the radio on my knee, and I "
              "write down the number and the time of every car that passes, so if one doesn't turn up at the "
              "next post, we know where to start looking. That flask is oxtail soup, by the way, and no, you "
              "can't have any."),
        # 4
        slide(RHYS, FOREST, "Junior marshal",
              ["Rhys Morgan, 16", "First rally as a marshal"],
              "I'm Rhys, and this is my first rally as a proper marshal. Auntie Gwen got me into it, she's been "
              "dragging me round forests since I was about six. My mam said I could only come if I wore three "
              "jumpers. I've got two on. My job is the whistle: one long blast means a car's coming, and "
              "everybody gets back."),
        # 5
        slide(TOM, FARM, "Crawhope Farm",
              ["Crawhope Farm: in the family since 1823", "Spectator parking: £10 a car"],
              "Tom Heslop, Crawhope Farm. The bottom of the stage crosses my top field, so I open "
              "the gate by the hairpin, and the club pays for any wall they knock down. We've been "
              "here since eighteen fifty. No, what am I saying, eighteen twenty three, when my "
              "grandad's grandad came up the valley."),
        # 6
        slide(GWEN, BANK, "Tape first",
              ["Number 5 on the list", "Spectator area taped: 7:05 to 7:50 am"],
              "First, number five, the tape. Red and white tape along the top of the bank, a stake "
              "every few yards, so spectators stand above the road, never on the outside of the "
              "bend, which is where a car goes if it goes. My sister's lad hammered the stakes in, "
              "and hit his thumb twice without swearing, that I heard."),
        # 7
        slide(KEITH, RADIO_CAR, "Radio check second",
              ["Number 3 on the list", "Radio check: 9:30 am", "Marshals at Post 7: 9"],
              "Second, number three, the radio check. Stage Control won't send a safety car until "
              "every post has called in ready, because a post that can't talk to anybody can't "
              "stop a rally. So at half past nine I said, post seven ready, tape up, nine "
              "marshals, and they said, thank you, seven. Thrilling stuff."),
        # 8
        slide(DUNCAN, FOREST, "Safety cars third",
              ["Number 4 on the list", "Safety cars through: 9:50 to 10:20 am"],
              "Third, number four, the safety cars. I go first in the course car, then the zero "
              "cars, flat out, as a competitor would. They check the road's clear, the tape's up "
              "and nobody's standing anywhere daft, and nobody races till they're through. At post "
              "seven I found a man in a deckchair on the outside of the hairpin. He moved."),
        # 9
        slide(PRIYA, FOREST, "Car twenty three",
              ["Car 23: built in 1979", "Priya's job: reading the pace notes"],
              "Priya Nandakumar, co-driver in car twenty three. I sit on the left with the pace notes and read "
              "the road out to Dev, who drives, and who is also my boss at the garage, so I can't shout at him "
              "as much as I'd like. We walked this stage with torches last night. Dev says the hairpin's easy. "
              "It isn't."),
        # 10
        slide(GWEN, BANK, "Competitors fourth",
              ["Number 1 on the list", "Cars start: one a minute"],
              "Fourth, number one, the competitors, one a minute. You hear them long before you "
              "see them, popping and banging through the trees. Car fourteen came into the hairpin "
              "too fast, slid off the road backwards into the ditch and spun its wheels until six "
              "spectators climbed down and pushed it out. The crowd loved it."),
        # 11
        slide(KEITH, RADIO_CAR, "Car one",
              ["Car 1 through Post 7: 10:41 am"],
              "The leading car came through like a jet, and at that very moment the television "
              "helicopter came over the treetops, so low that the tape was flapping and I couldn't "
              "hear my own radio. I wrote the time down anyway. Then one after another, every "
              "minute, number, time, number, time. My pencil's nearly gone."),
        # 12
        slide(RHYS, BANK, "Straight on",
              ["Bacon butty at the burger van: £3.50"],
              "Car twenty spun a full circle in front of us, then drove off the right way, still "
              "on the road, like it meant it. Then a little red one, number thirty eight, didn't "
              "turn at the hairpin at all. It went straight on into the heather, and the crew "
              "climbed out laughing. I blew my whistle about nine times."),
        # 13
        slide(KEITH, RADIO_CAR, "On its side",
              ["Car 31 reported: crew OK"],
              "In full view of the post, on the straight above the hairpin, car thirty one clipped "
              "the bank, went off into the trees and finished up on its side. Both of them climbed "
              "out through the top window and waved, so I radioed in: car thirty one off, crew OK, "
              "red flag. Stage Control holds the cars behind until the road is clear."),
        # 14
        slide(RHYS, BANK, "Red flag",
              ["Red flag at Post 7: 11:26 am"],
              "When Keith shouted red flag out of the car window, Auntie Gwen grabbed the flag off its stake, "
              "ran fifty yards back up the road past the bend, so the next car would see it before the hairpin, "
              "and stood in the middle waving it over her head until car thirty two came round and stopped. "
              "I've never seen her run before."),
        # 15
        slide(GWEN, BANK, "Held",
              ["Recovery truck at Post 7: 11:40 am"],
              "We held the stage for about twenty minutes while the recovery truck pulled car "
              "thirty one back onto its wheels and out of the trees. The cars behind queued at the "
              "start with engines off. Rhys made the whole bank tea from Keith's kettle, which "
              "Keith hasn't forgiven. Then the road was clear, and off we went."),
        # 16
        slide(DUNCAN, FOREST, "On the stopwatch",
              ["Stage held: 41 minutes"],
              "Twenty minutes, Gwen? It was forty one. I had the stopwatch going at the start line "
              "from the moment Stage Control called the red flag, and every driver in the queue "
              "told me about every minute of it. Meanwhile, in the car park, a spectator's "
              "hatchback slid into the ditch by the gate, nothing to do with the rally."),
        # 17
        slide(PRIYA, BANK, "Off at the hairpin",
              ["Car 23 retired at: Post 7"],
              "That was us, car twenty three, going off. My notes called the hairpin slow, "
              "tightens. Dev heard slow, decided I was being cautious, and braked ten yards too "
              "late. We slid off the outside of the bend and down the bank into the brash, very "
              "gently, still on our wheels. Dev's pretending he never heard me."),
        # 18
        slide(TOM, FARM, "Into the top field",
              ["Tups in the top field: 40"],
              "Car fifty two missed the hairpin, came straight through my open gateway into the "
              "top field, among the tups, and did a lap of them before it found the gate again. "
              "Forty tups, not a scratch on one. In nineteen ninety nine a rally car ended up in "
              "my pond, and the driver sat on the roof till we came."),
        # 19
        slide(RHYS, FOREST, "Last car",
              ["Last car through Post 7: 1:20 pm"],
              "The last car went through at twenty past one, and then it went very quiet, apart "
              "from the birds. I reckon about a hundred cars came past us today, easily. My ears "
              "are ringing and I can't feel my feet, but I want to do every rally now. Auntie Gwen "
              "says I can, if I get my own wellies."),
        # 20
        slide(KEITH, RADIO_CAR, "In the log",
              ["Cars logged through Post 7: 63"],
              "A hundred, Rhys? Sixty three. Every one of them is in my log, number and time, and I've counted "
              "them twice. Some were loud enough to sound like two, I'll give you that. Then the sweep car came "
              "down with its orange light going, and I radioed post seven clear, for the last time today, and "
              "finished the soup."),
        # 21
        slide(GWEN, BANK, "Road open last",
              ["Number 2 on the list", "Road open to the public: 2:05 pm"],
              "Last, number two, open the road to the public. That only happens once the sweep car "
              "has been past, because it's the last car down the stage, and until it's gone by, "
              "nobody can be sure there isn't a crew still out there in the trees. Then the tape "
              "came down, Tom shut his gate, and the forest was a forest again."),
        # 22
        slide(GWEN, FOREST_DARK, "Next on the channel",
              ["Brackenmoor Motor Club navigation trial", "Thursday 1 January", "Start: the Drovers Inn"],
              "Next time, the motor club's New Year's Day navigation trial: no forest and no "
              "speed, just a map, a sheet of cryptic clues and the back lanes at twenty miles an "
              "hour. Rhys is navigating for me, Keith is bringing the soup, and Priya says Dev's "
              "not allowed to drive. See you at the pub."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the Crawhope video actually about?",
         "para": ["rally marshal vid - overall subject",
                  "I saw orange tabards, tape on a bank and cars flying past in a forest. What is it all about?"],
         "cands": ["A day at a marshals' post on a forest rally stage",
                   "The motor club's New Year's Day navigation trial",
                   "A driver and co-driver walking a stage with torches the night before",
                   "A farmer moving his sheep off the hill for the winter"],
         "answer": "A day at a marshals' post on a forest rally stage"},
        {"n": 2, "type": "count", "ev": [10, 12, 13, 17, 18],
         "q": "During the stage, how many competing cars left the road within sight of post seven?",
         "para": ["rally cars that went off near gwen's post - total",
                  "Leaving aside spins that stayed on the gravel, how often did a car in the rally end up off "
                  "the road where post seven's marshals could see it?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Off Gwen's clipboard, what got tackled before anything else?",
         "cands": ["Taping off the spectator area", "The radio check with Stage Control",
                   "Letting the safety cars through", "Opening the road to the public"],
         "answer": "Taping off the spectator area"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 8, 10, 21],
         "q": "The clipboard reads competitors, open road, radio check, safety cars, tape. What order did the post "
              "really work through them in?",
         "cands": None,
         "answer": "The tape first, then the radio check, the safety cars, the competitors, and opening the road "
                   "last"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "why did the tape have to go up before anything else",
         "cands": None,
         "answer": "Spectators start walking up from the car park at eight, and the tape has to be up before the "
                   "first one gets there"},
        {"n": 6, "type": "why", "ev": [21],
         "q": "Reopening the road to the public is left until the very end. Explain.",
         "cands": ["It waits for the sweep car, the last car down: until it's been past, nobody can be sure a crew "
                   "isn't still out in the trees",
                   "Tom won't shut his gate until all his tups have been counted",
                   "The recovery truck needs the road to itself for an hour afterwards",
                   "The police only allow it once the helicopter has gone"],
         "answer": "It waits for the sweep car, the last car down: until it's been past, nobody can be sure a crew "
                   "isn't still out in the trees"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "What was the point of doing the radio check before the safety cars set off?",
         "para": ["radio check ahead of the zero cars - reason",
                  "Why must every post call in ready first thing, before anything is driven down the stage?"],
         "cands": None,
         "answer": "Stage Control won't send a safety car down until every post has called in ready, because a post "
                   "that can't talk to anybody can't stop a rally"},
        {"n": 8, "type": "correction", "ev": [15, 16],
         "q": "Gwen thinks the stage was held for about twenty minutes. How long was it really stopped?",
         "cands": None,
         "answer": "41 minutes (Duncan's stopwatch at the start line)"},
        {"n": 9, "type": "correction", "ev": [19, 20],
         "q": "In the end, how many cars passed post 7?",
         "cands": ["63", "100", "36", "52"],
         "answer": "63"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "Tom gets the year his family came to Crawhope wrong at first. What's the right one?",
         "para": ["year the heslops took on crawhope farm",
                  "The farmer says eighteen fifty, then puts himself right. Since when has his family been there?"],
         "cands": None,
         "answer": "1823, when his grandad's grandad came up the valley"},
        {"n": 11, "type": "who", "ev": [19, 20],
         "q": "Rhys reckons a hundred cars came past. Who sets him straight?",
         "cands": None,
         "answer": "Keith Almond, the radio marshal, from his log (63)"},
        {"n": 12, "type": "who", "ev": [8],
         "q": "Somebody found a spectator in a deckchair on the outside of the hairpin. Who?",
         "cands": ["Duncan Ferrie", "Gwen Pritchard", "Tom Heslop", "Keith Almond"],
         "answer": "Duncan Ferrie"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "rhys's age?",
         "cands": ["16", "6", "61", "18"],
         "answer": "16"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "When was the Brackenmoor Forest Rally held for the first time?",
         "cands": ["1974", "1947", "1999", "1823"],
         "answer": "1974"},
        {"n": 15, "type": "speech_and_screen", "ev": [11],
         "q": "At what time did the TV helicopter buzz the post?",
         "cands": None, "answer": "10:41 am, as car 1, the leading car, came through"},
        {"n": 16, "type": "quantity", "ev": [2],
         "q": "Length of the Crawhope stage?",
         "cands": ["7.2 miles", "2.7 miles", "12 miles", "4.1 miles"],
         "answer": "7.2 miles"},
        {"n": 17, "type": "quantity", "ev": [1, 7],
         "q": "How many marshals were on post seven?",
         "para": ["headcount at marshal post 7",
                  "Gwen's crew on the hairpin that day - how many people in it?"],
         "cands": None, "answer": "Nine"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "Keith won't share his flask. What's in it?",
         "cands": ["Oxtail soup", "Hot chocolate", "Coffee with a drop of whisky", "Leek and potato soup"],
         "answer": "Oxtail soup"},
        {"n": 19, "type": "relation", "ev": [4, 6],
         "q": "Is the junior marshal family to Gwen?",
         "cands": None, "answer": "Yes: Gwen is his aunt, and he's her sister's son"},
        {"n": 20, "type": "right_before_after", "ev": [14],
         "q": "What did Gwen do the moment Keith shouted red flag?",
         "cands": None,
         "answer": "Grabbed the flag off its stake, ran fifty yards back up the road past the bend and waved it over "
                   "her head until car 32 stopped"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening shot of the rally video: what are we looking at?",
         "cands": ["Quarter to seven, still dark, frost on the gate and Keith's kettle on the tailgate of his estate "
                   "car",
                   "The leading car coming through under the TV helicopter",
                   "Rhys hammering stakes into the bank for the tape",
                   "Cars queuing at the start line with their engines off"],
         "answer": "Quarter to seven, still dark, frost on the gate and Keith's kettle on the tailgate of his estate "
                   "car"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Gwen's next video is going to be about...?",
         "cands": ["The motor club's New Year's Day navigation trial", "Next year's Brackenmoor Forest Rally",
                   "Rhys's first rally as a co-driver", "A night stage on the same forest roads"],
         "answer": "The motor club's New Year's Day navigation trial"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Who was driving the leading car?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "entry fee per crew for the rally?",
         "cands": ["£350", "£10", "£600", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ burnssupper (a Caledonian society's Burns supper)
FIONA = ("en-gb-scotland+f2", "Fiona Baird, society president")
CALLUM = ("en-gb-scotland+m2", "Callum Strachan, piper")
MOIRA = ("en-gb-x-gbclan+f1", "Moira Lennox, caterer")
BERNARD = ("en-gb-x-rp+m4", "Bernard Okoye, the Immortal Memory")
STUART = ("en-gb-scotland+m1", "Stuart McAlpine, Toast to the Lassies")
EILIDH = ("en-gb-x-rp+f2", "Eilidh McAlpine, Reply to the Toast")

MENU = "#f5f0e6"
HALL = "#ebe6ef"
KITCHEN = "#eef0e8"
TOP_TABLE = "#f2e6e4"
DOORWAY = "#e6ebf0"
HALL_DARK = "#1a1424"

BURNSSUPPER = {
    "name": "burnssupper",
    "footer": "Thornleigh Caledonian Society · Burns Supper · the Drill Hall, Thornleigh",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(FIONA, HALL_DARK, "Burns night at the Drill Hall",
              ["Thornleigh Caledonian Society", "Burns Supper, Saturday 24 January", "The Drill Hall, Thornleigh"],
              "Four o'clock, the Drill Hall's freezing, the heaters are ticking, there's tartan on "
              "every table and a smell of turnip from the kitchen. I'm Fiona Baird, president of "
              "the Thornleigh Caledonian Society, and tonight's our Burns supper, with a hundred "
              "and twenty of us sitting down. My phone's in my top pocket, so forgive the view of "
              "my chin."),
        # 1
        slide(FIONA, MENU, "The running order",
              ["1. Auld Lang Syne", "2. Selkirk Grace", "3. Toast to the Lassies", "4. Piping in the haggis",
               "5. Immortal Memory"],
              "This is the running order on the back of the menu cards. Stuart's nephew printed them, and he "
              "typed it up from my voicemail, in whatever order I happened to mention things, so we won't be "
              "following it. Callum's piping at two suppers tonight and has to be away by eight, so the haggis "
              "comes in first, at seven. Number four goes first."),
        # 2
        slide(MOIRA, KITCHEN, "The kitchen",
              ["Haggis on to simmer: 4:00 pm", "Places set: 96"],
              "Moira Lennox, caterer, and the president's wee sister, which is why I'm doing this "
              "for the cost of the ingredients. That haggis will have simmered three hours by the "
              "time it goes in. Fiona says a hundred and twenty. It's ninety six: I've laid ninety "
              "six places and counted them twice. She always adds a few."),
        # 3
        slide(CALLUM, HALL, "The piper",
              ["Callum Strachan, 19", "Callum's pipes made: 1948"],
              "Callum Strachan, piper. These were my grandad's pipes. He bought them new in "
              "nineteen fifty two. No, sorry, nineteen forty eight, the year he came home from the "
              "navy; it's written inside the bag cover. By day I'm an apprentice joiner for "
              "Stuart, who's giving the toast to the lassies, so I laugh at his jokes twice a day."),
        # 4
        slide(BERNARD, HALL, "The Immortal Memory",
              ["Immortal Memory: the main speech of the night", "Bernard's speech notes: 11 cards"],
              "Bernard Okoye. I taught English for thirty four years, and I first met Burns in a "
              "classroom in Lagos, where a teacher from Paisley made us learn a poem about a "
              "mouse. Tonight I give the Immortal Memory, the main speech of the night. I've "
              "written it on eleven cards. Fiona has told me to use four."),
        # 5
        slide(STUART, HALL, "Toast to the Lassies",
              ["Toast to the Lassies: a speech, then a toast"],
              "Stuart McAlpine. I give the toast to the lassies, which is a speech that teases the women in the "
              "room, very gently, and then asks the men to stand and drink to them. My wife Eilidh gives the "
              "reply, which is where the women get their own back, and she's had three weeks to write it. I've "
              "had two days. I'm frightened."),
        # 6
        slide(CALLUM, TOP_TABLE, "Haggis first",
              ["Number 4 on the list", "Haggis piped in: 7:00 pm"],
              "First, number four, piping in the haggis. Moira carried it in on a silver platter behind me, and "
              "I led it up the hall to the top table while everybody stood and clapped in time. On the way past, "
              "my drone caught a glass of red wine on the corner of the top table, and over it went, all down "
              "the cloth. Nobody stopped clapping."),
        # 7
        slide(MOIRA, TOP_TABLE, "The address",
              ["Address to a Haggis: Dougie Lennox"],
              "Then my husband Dougie gave the haggis its address, as he has every year since we "
              "married. He gets louder and louder, and on the line about cutting, he stabs it and "
              "rips it open. A lady at table four jumped so hard she sent her own wine glass "
              "flying. Dougie never noticed. He was enjoying himself."),
        # 8
        slide(FIONA, HALL, "Grace second",
              ["Number 2 on the list", "Selkirk Grace: 7:25 pm"],
              "Second, number two, the Selkirk Grace. We say it once everybody's sitting with food in front of "
              "them, because it's a grace, and you don't give thanks over an empty plate. Our minister said it, "
              "and right in the middle his own phone went off in his pocket, playing bagpipes. The whole hall "
              "lost it. He finished it anyway."),
        # 9
        slide(MOIRA, KITCHEN, "Keeping it warm",
              ["Vegetarian haggis: 14 portions"],
              "Because Callum wanted the haggis in at seven, and the grace and the soup came after, it had to "
              "wait for us a while. So I wrapped it in a tea towel and put it in a picnic cool box with a hot "
              "water bottle, the way our mum used to. It came out steaming. Fourteen people had the vegetarian "
              "one, and nobody could tell."),
        # 10
        slide(CALLUM, DOORWAY, "One more tune",
              ["Callum leaves for the rugby club: 7:50 pm"],
              "I had one more tune after the grace before I had to run, and halfway through it the "
              "bag sprang a leak and the pipes started groaning like a sick cow. So I stopped, "
              "tucked them under my arm and whistled the rest of the tune, and the whole hall "
              "clapped along. Then I went and played the rugby club's supper with tape round the "
              "bag."),
        # 11
        slide(BERNARD, TOP_TABLE, "Immortal Memory third",
              ["Number 5 on the list", "Immortal Memory: 8:40 pm"],
              "Third, number five, the Immortal Memory, after the main course, because I will not "
              "speak to people who are still chewing. The plates went, the coffee came, and I "
              "stood up. Halfway through, I flung out my arm at the best line and sent the water "
              "jug flying across the top table. Somebody applauded the jug."),
        # 12
        slide(STUART, TOP_TABLE, "A hard act",
              ["Whisky for the toasts: 4 bottles"],
              "Bernard was magnificent. He spoke for half an hour, easily, and when he finished the whole hall "
              "stood up. And I had to follow that. While he was speaking I reached for my dram, because my mouth "
              "had gone dry, and knocked the glass clean over into Eilidh's lap. She has not yet spoken to me "
              "about it. She will."),
        # 13
        slide(FIONA, KITCHEN, "The kitchen timer",
              ["Immortal Memory: 18 minutes"],
              "Half an hour, Stuart? Eighteen minutes. I set the kitchen timer the moment he stood up, because I'm "
              "the one who has to hand the hall back by eleven. Eighteen minutes, and not one of them boring, mind "
              "you. Then I poured the whisky for the toasts myself, because last year's committee poured it like "
              "it was lemonade."),
        # 14
        slide(STUART, TOP_TABLE, "Toast fourth",
              ["Number 3 on the list", "Toast to the Lassies: 9:10 pm"],
              "Fourth, number three, my toast to the lassies. It always follows the Immortal "
              "Memory, because Bernard's is the serious speech, and mine is where the nonsense "
              "starts, and once it starts, you can't go back to serious. I told three jokes: two "
              "got a laugh, one a groan, and Eilidh wrote something on her napkin."),
        # 15
        slide(EILIDH, TOP_TABLE, "The reply",
              ["Reply to the Toast: 9:25 pm"],
              "Eilidh McAlpine, and yes, I'm married to him. My reply went down well, mostly "
              "because I read out the napkin. When Stuart asked the men to stand for his toast, "
              "the big fellow beside me shot up so fast his knee caught the table and tipped his "
              "glass over, into the shortbread. I'm saving the best bit for the drive home."),
        # 16
        slide(FIONA, HALL, "Where the money goes",
              ["Tickets: £32 a head", "Society founded: 1961"],
              "A word about money, since people ask. Tickets were thirty two pounds a head this year, and that "
              "covers the hall, the haggis, the piper and a dram for the toasts. The bar is separate, and the bar "
              "did very well. Every penny over goes to the hospice, and my sister Moira's kitchen came in under "
              "budget, for once."),
        # 17
        slide(BERNARD, HALL, "Glasgow",
              ["Bernard's first Burns supper: 1982"],
              "My first Burns supper was in Glasgow, in nineteen eighty two, when I was a student, "
              "and I knocked a full glass of whisky over the guest of honour, a sheriff, who "
              "laughed. Tonight I only drowned the top table. Progress. Best of all is afterwards, "
              "when strangers tell me which poem their father used to recite."),
        # 18
        slide(FIONA, HALL, "Auld Lang Syne last",
              ["Number 1 on the list", "Auld Lang Syne: 10:45 pm"],
              "Last, number one, Auld Lang Syne, everybody in one big circle, arms crossed, "
              "holding hands. It has to be last, because it's how everyone knows the night is "
              "over, and if you sing it any earlier, half the hall goes for their coats. Ninety "
              "six people don't fit in a circle in this hall, so it was more of a blob."),
        # 19
        slide(CALLUM, DOORWAY, "Back in time",
              ["Callum's suppers tonight: 2"],
              "I got back from the rugby club at twenty to eleven, just in time to be dragged into the circle. "
              "Two suppers in one night, two haggises, and I've eaten a bit of both, which I'll regret. The tape "
              "held, more or less. Stuart says I can have Monday morning off to get the bag mended, which is very "
              "kind of my boss."),
        # 20
        slide(MOIRA, KITCHEN, "Washing up",
              ["Hall handed back: 11:00 pm"],
              "Washing up now, with Dougie drying and reciting the address to the tea towels. There's not a scrap "
              "of haggis left, which is the best review there is. Our Fiona says this was the best supper in "
              "years, and she says that every year. Somebody left a sporran on table six, so if it's yours, it's "
              "behind the bar."),
        # 21
        slide(EILIDH, DOORWAY, "The napkin",
              ["Napkins kept for framing: 1"],
              "Driving home, I've got Stuart's napkin in my handbag, the one I wrote my notes on, because I'm "
              "having it framed. Next year he wants to give the reply himself and let me give the toast. We'll "
              "see. Nobody in this family has ever got through a Burns supper without something going down a "
              "shirt, and tonight was no different."),
        # 22
        slide(FIONA, HALL_DARK, "Next on the channel",
              ["Callum's chanter class for beginners", "Tuesday 3 February", "Thornleigh Primary School"],
              "Next time, Callum starts teaching the practice chanter to eight beginners at "
              "Thornleigh Primary School, on Tuesdays after school. There will be squeaks. Bernard "
              "is going along to tell them about the poems, Moira's bringing shortbread, and I've "
              "promised the head teacher we'll keep it to half an hour. We won't. See you at the "
              "school gates."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Thornleigh video - what's it about, in a line?",
         "para": ["burns night vid main subject",
                  "Bagpipes, a haggis and a lot of tartan in a hall. What's the video covering overall?"],
         "cands": ["A Caledonian society's Burns supper in a drill hall",
                   "Callum teaching the practice chanter to beginners at a primary school",
                   "A pipe band competing at a Highland games",
                   "A fundraising ceilidh for the hospice with a caller"],
         "answer": "A Caledonian society's Burns supper in a drill hall"},
        {"n": 2, "type": "count", "ev": [6, 7, 12, 15],
         "q": "During the supper, how many glasses got knocked over by accident?",
         "para": ["glasses tipped over on burns night - how many",
                  "People kept sending drinks flying on the night. Not counting the water jug, how many glasses "
                  "went over?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Out of the five things on the menu card, what happened first?",
         "cands": ["Piping in the haggis", "The Selkirk Grace", "The Immortal Memory", "Auld Lang Syne"],
         "answer": "Piping in the haggis"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 11],
         "q": "The Immortal Memory is at the bottom of the card. Where did it fall on the night?",
         "cands": None,
         "answer": "Third, at 8:40 pm: after the haggis was piped in and the Selkirk Grace"},
        {"n": 5, "type": "why", "ev": [1, 6],
         "q": "Why was piping in the haggis the first thing they did?",
         "para": ["haggis in first - why",
                  "What made them bring the haggis in ahead of the grace?"],
         "cands": None,
         "answer": "Callum was piping at two suppers that night and had to be away by eight, so the haggis came in "
                   "first, at seven"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Why is Auld Lang Syne kept for the very end?",
         "cands": ["It's how everyone knows the night is over: sing it earlier and half the hall goes for their "
                   "coats",
                   "It can't be sung until the bar has shut",
                   "The tables have to be cleared away first to make room for the circle",
                   "The minister has to have gone home before it's sung"],
         "answer": "It's how everyone knows the night is over: sing it earlier and half the hall goes for their "
                   "coats"},
        {"n": 7, "type": "why", "ev": [11],
         "q": "Reason the Immortal Memory waited until after the main course?",
         "cands": ["Bernard won't speak to people who are still chewing",
                   "The whisky for the toasts had to be poured first",
                   "Bernard was still at the rugby club's supper until then",
                   "The hall's microphone needed the kitchen's power switched off"],
         "answer": "Bernard won't speak to people who are still chewing"},
        {"n": 8, "type": "correction", "ev": [0, 2],
         "q": "Fiona says 120 are sitting down. How many actually sat down to eat?",
         "para": ["real number of guests at the supper",
                  "The president's headcount gets knocked down in the kitchen. What's the true figure?"],
         "cands": None,
         "answer": "96 (Moira laid the places and counted them twice)"},
        {"n": 9, "type": "correction", "ev": [3],
         "q": "what year were callums pipes made",
         "cands": ["1948", "1952", "1984", "1961"],
         "answer": "1948"},
        {"n": 10, "type": "who", "ev": [12, 13],
         "q": "Stuart claims Bernard went on for half an hour. Who says he's wrong?",
         "para": ["who put stuart right on the length of bernard's speech",
                  "Someone had timed the main speech and says the toast-giver's figure is wrong. Who was that?"],
         "cands": None,
         "answer": "Fiona Baird, the president, who timed it on the kitchen timer (18 minutes)"},
        {"n": 11, "type": "who", "ev": [11],
         "q": "Who sent the water jug flying across the top table?",
         "cands": ["Bernard Okoye", "Stuart McAlpine", "Callum Strachan", "Fiona Baird"],
         "answer": "Bernard Okoye"},
        {"n": 12, "type": "needle_screen", "ev": [3],
         "q": "Piper's age?",
         "cands": ["19", "91", "17", "29"],
         "answer": "19"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "In which year was the Thornleigh Caledonian Society set up?",
         "cands": None, "answer": "1961"},
        {"n": 14, "type": "speech_and_screen", "ev": [8],
         "q": "the minister's phone went off - what time was that",
         "cands": None, "answer": "7:25 pm, in the middle of the Selkirk Grace"},
        {"n": 15, "type": "quantity", "ev": [16],
         "q": "Ticket price for the supper?",
         "cands": ["£32", "£23", "£12", "£35"],
         "answer": "£32"},
        {"n": 16, "type": "quantity", "ev": [2],
         "q": "For how long was the haggis left simmering?",
         "cands": None, "answer": "Three hours"},
        {"n": 17, "type": "spoken_fact", "ev": [9],
         "q": "The haggis had to wait. How did Moira keep it hot?",
         "cands": ["Wrapped in a tea towel in a picnic cool box with a hot water bottle",
                   "In the oven on its lowest setting",
                   "Under foil on top of the hall's radiator",
                   "In a slow cooker borrowed from the bar"],
         "answer": "Wrapped in a tea towel in a picnic cool box with a hot water bottle"},
        {"n": 18, "type": "relation", "ev": [2, 16],
         "q": "Moira and Fiona - are they family?",
         "cands": None, "answer": "Yes, sisters: Moira is Fiona's younger sister"},
        {"n": 19, "type": "right_before_after", "ev": [10],
         "q": "Callum's bag springs a leak halfway through a tune. How does he deal with it?",
         "cands": None,
         "answer": "He stopped, tucked the pipes under his arm and whistled the rest of the tune while the hall "
                   "clapped along"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening moments at the Drill Hall: what do we see?",
         "cands": ["Four o'clock, a freezing hall with ticking heaters, tartan on every table and a smell of turnip",
                   "Callum piping the haggis up the hall to the top table",
                   "Ninety six people crossing arms for Auld Lang Syne",
                   "Moira washing up while Dougie recites to the tea towels"],
         "answer": "Four o'clock, a freezing hall with ticking heaters, tartan on every table and a smell of turnip"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's coming up next time, according to Fiona?",
         "cands": ["Callum teaching the practice chanter to eight beginners at the primary school",
                   "Next year's Burns supper in the same hall",
                   "A St Andrew's Night dinner",
                   "Callum's pipe band at a competition"],
         "answer": "Callum teaching the practice chanter to eight beginners at the primary school"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "Name of the woman at table four whose wine glass went flying?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Price of a dram at the bar?",
         "cands": ["£3.50", "£4.20", "£5", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does Dougie, Moira's husband, do for a living?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ beachdonkeys (a family's beach donkey rides)
JADE = ("en-gb+f3", "Jade Tredinnick, donkey handler")
DEAN = ("en-gb-x-gbcwmd+m3", "Dean Tredinnick, runs the donkeys")
RON = ("en-gb-x-rp+m5", "Ron Trevail, started the donkeys")
HELEN = ("en-gb-x-rp+f4", "Helen Marsh, council licensing officer")
SUNIL = ("en-gb-x-gbclan+m4", "Sunil Mistry, slipway kiosk")
ARCHIE = ("en-gb+m4", "Archie Doyle, Saturday boy")

STABLE_DOOR = "#f1ece2"
FIELD = "#e8efe0"
LANE = "#ece6dc"
SANDS = "#f3ecd8"
KIOSK = "#e3eef2"
SEA_DARK = "#10202a"

BEACHDONKEYS = {
    "name": "beachdonkeys",
    "footer": "Trevail's Beach Donkeys · Marrick Sands · Gullhaven",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(JADE, SEA_DARK, "First day of the season",
              ["Trevail's Beach Donkeys", "Saturday 5 April", "Marrick Sands, Gullhaven"],
              "Six in the morning in the field behind the farm, mist off the sea, and ten donkeys "
              "lined up at the gate, shouting for breakfast. I'm Jade Tredinnick, and it's the "
              "first day of the season for Trevail's Beach Donkeys, at Gullhaven. The camera's "
              "clipped to my bum bag, next to the change, so expect a lot of donkey."),
        # 1
        slide(JADE, STABLE_DOOR, "On the stable door",
              ["1. Mark out the ride track with flags", "2. Hose down legs and pick out feet",
               "3. Council inspection", "4. Walk the donkeys down the lane", "5. First ride of the season"],
              "This is the list Grandad chalks on the stable door. He copies it every spring from "
              "the same page of his old notebook, written in nineteen seventy one, and it's never "
              "once been the right order. Nothing gives a ride without a licence, and the "
              "inspector checks them here in the field, so number three goes first."),
        # 2
        slide(RON, FIELD, "Where it started",
              ["Ron Trevail, 79", "Donkeys on Marrick Sands since: 1968"],
              "Ron Trevail. I started this with two donkeys in nineteen sixty eight, when I "
              "swapped my motorbike for them at the cattle market. My wife said I'd gone mad. Then "
              "my daughter married Dean, and he runs it now, with young Jade, and I hold the "
              "bucket. Ten donkeys in the field these days, nine of them working."),
        # 3
        slide(HELEN, FIELD, "The licence",
              ["Donkeys licensed today: 9", "Winston: retired, not licensed"],
              "Helen Marsh, council licensing officer. Every spring I check each donkey before it "
              "can work: feet, teeth, eyes, saddle and bridle. I do it in the field, because on "
              "the beach I can't see their feet for sand. No disc, no rides. Nine passed this "
              "morning. Winston's retired, so he came to watch."),
        # 4
        slide(ARCHIE, FIELD, "Saturday boy",
              ["Archie Doyle, 14", "Saturday pay: £30"],
              "I'm Archie, the Saturday boy, which means I lead the donkeys, fill the water "
              "buckets and pick up whatever they leave behind. Dean pays me thirty quid a "
              "Saturday, and all the chips I can eat. My favourite's Marmaduke, because he's the "
              "oldest. He must be about thirty. He's gone grey round the eyes, like my grandad."),
        # 5
        slide(RON, FIELD, "Marmaduke",
              ["Marmaduke's age: 22"],
              "Thirty, Archie? Marmaduke's twenty two. I was there the morning he was born, in the "
              "top field; his mother was Dolly, the best donkey we ever had. The grey came early, "
              "same as mine did. Don't say thirty in front of him, he's sensitive. Twenty two's a "
              "good age for a beach donkey, with a few seasons left in him."),
        # 6
        slide(HELEN, FIELD, "Inspection first",
              ["Number 3 on the list", "Inspection: 7:10 to 8:25 am"],
              "First, number three, the inspection. I went down the line with my clipboard and a "
              "torch and lifted every foot. Pickle tried to sit on me, which isn't on the form. "
              "Duchess had a tooth I didn't like, but she passed. Each one got its disc on the "
              "bridle, and I signed the licence on the bonnet of Dean's Land Rover."),
        # 7
        slide(DEAN, LANE, "Down the lane second",
              ["Number 4 on the list", "Walk to the beach: 8:40 to 9:05 am"],
              "Dean Tredinnick. Second, number four, walking them down the lane to the beach, nine "
              "in single file. We go before nine, because after nine the lane's the bus route into "
              "town, and donkeys and double deckers don't mix. Halfway down, the Land Rover "
              "stopped dead and wouldn't start. We left it."),
        # 8
        slide(SUNIL, KIOSK, "The kiosk",
              ["Kiosk open: 9:30 am to 5:30 pm"],
              "Sunil Mistry, the kiosk on the slipway: teas, ice creams, buckets and spades. I "
              "sell the ride tickets through my hatch too, because Dean can't count change and "
              "hold a donkey at once. His wife does the books, I do the hatch. First day, so I've "
              "ordered four boxes of cones."),
        # 9
        slide(JADE, SANDS, "Track third",
              ["Number 1 on the list", "Low tide: 12:52 pm", "Track marked out: 10:05 am"],
              "Third, number one, marking out the track. You can only do it once the tide's far "
              "enough out to leave flat, hard sand, because on the soft stuff by the wall they "
              "sink and tire, and you can't mark a track under water. So we waited on the top sand "
              "till ten, then I paced it out, a flag at each end."),
        # 10
        slide(DEAN, SANDS, "The price",
              ["One ride: £4"],
              "A ride's three pounds fifty. No, hang on, four pounds, the council let us put it up "
              "this year, and I keep telling people the old price. Four pounds, down to the far "
              "flag and back, about ten minutes, children only. Grown-ups walk alongside. Most of "
              "them get more emotional than the kids do."),
        # 11
        slide(JADE, SANDS, "First ride fourth",
              ["Number 5 on the list", "First ride of the season: 10:40 am"],
              "Fourth, number five, the first ride of the season, which always goes to whoever's first in the "
              "queue. This year it was a little girl in wellies, who'd been waiting since half past nine. She "
              "chose Biscuit. Just as they set off, the lifeboat went out from the slipway with its siren going, "
              "and Biscuit never even flicked an ear."),
        # 12
        slide(ARCHIE, SANDS, "Pickle",
              ["Rides before noon: 71"],
              "Pickle was doing great till halfway to the flag, then he planted all four feet in the sand and "
              "wouldn't budge, with a little lad on his back. I pulled, I clicked, I even sang to him. Nothing. "
              "In the end Jade walked Biscuit past, and he trotted after her like nothing had happened. The lad "
              "thought it was all part of the ride."),
        # 13
        slide(SUNIL, KIOSK, "Cones",
              ["Cones sold by noon: 140"],
              "Duchess came past the kiosk with a girl on her back, saw the cones in my window and stopped dead, "
              "right by my hatch. Archie tugged, the girl kicked her little heels, and Duchess wouldn't take one "
              "more step until I gave her the broken end of a cone. Then off she went again. That's not allowed, "
              "apparently."),
        # 14
        slide(DEAN, SANDS, "The dog",
              ["Dogs on the beach: allowed until 1 May"],
              "Around eleven a big dog came off its lead and ran at the line, barking its head off. Archie stepped "
              "straight in between the dog and the donkeys, turned Treacle's head away so she couldn't see it, "
              "and shouted whose dog is this, over and over, until the owner came running with the lead. "
              "Fourteen years old. I'd have panicked."),
        # 15
        slide(RON, SANDS, "The water's edge",
              ["Donkeys' rest: 1:00 to 1:45 pm"],
              "After their rest, Marmaduke carried a little girl down to the far flag by the "
              "water's edge, took one look at the waves and dug his heels in. Wouldn't go forward, "
              "wouldn't go back. Dean had to wade out in his good trainers. In nineteen seventy "
              "nine one of my first donkeys did that with the mayor aboard, and it made the paper."),
        # 16
        slide(SUNIL, KIOSK, "Three hundred",
              ["Cones left at 3 pm: 0"],
              "By four o'clock I'd sold three hundred ride tickets through that hatch, easily, "
              "maybe more. The cones ran out at three, so I've nothing left for Duchess, and she's "
              "been staring at me for an hour. Ron fell asleep in his deckchair by the slipway at "
              "two and woke up at half three asking who'd won."),
        # 17
        slide(JADE, KIOSK, "The ticket roll",
              ["Ride tickets sold: 247"],
              "Three hundred, Sunil? Two hundred and forty seven. The tickets come off a numbered "
              "roll, so I just took the first number away from the last. Still the best first day "
              "we've had in years. Nobody fell off, nobody cried who wasn't meant to, and Winston "
              "had his photo taken more than any of the working ones."),
        # 18
        slide(DEAN, FIELD, "Hosing last",
              ["Number 2 on the list", "Hosing down: 5:15 to 6:00 pm"],
              "Last, number two, hosing down legs and picking out feet. It always goes last, "
              "because salt water and sand dry on their legs and rub them sore, so once they're "
              "off the beach, every leg gets the hose and every foot's picked out before anyone "
              "has their tea. Marmaduke hates the hose. He thinks it's the sea following him home."),
        # 19
        slide(HELEN, SANDS, "Spot check",
              ["Helen licensing beach donkeys since: 2014"],
              "I came back at four for a spot check, which they never expect. Water buckets full, every donkey "
              "standing in the shade of the sea wall, and all the discs still on. Dean was squelching back up the "
              "beach in wet trainers. I look at a lot of animals that work for a living, and this lot are some of "
              "the happiest I see."),
        # 20
        slide(ARCHIE, FIELD, "Pay day",
              ["Archie's portions of chips: 3"],
              "I got my thirty quid and three lots of chips, and Pickle licked my ear when I said goodbye, which I "
              "think means he's sorry. I've decided I'm going to have donkeys when I'm older. Mum says not in our "
              "flat. Dean says I can come every Saturday all summer, and Sundays in August, as long as my phone "
              "stays in my pocket."),
        # 21
        slide(RON, FIELD, "Handing over",
              ["Donkeys' day off: every Friday"],
              "My son-in-law runs this better than I ever did, though I won't be telling him so. Jade says she'll "
              "take it on after him, and Archie wants a donkey for his flat. Every donkey gets Friday off, every "
              "week, and the whole winter on the moor. I used to say they work fewer hours than the council. "
              "Helen didn't laugh."),
        # 22
        slide(JADE, SEA_DARK, "Next on the channel",
              ["The walk to the winter grazing", "Saturday 1 November", "Gullhaven to Carrow Moor"],
              "Next time, the end of the season, when we walk all ten donkeys six miles up the old "
              "drovers' road to their winter grazing on Carrow Moor, with Grandad behind in the "
              "Land Rover, if it starts. Archie's coming, Sunil's promised a flask, and Winston "
              "leads, because he's the only one who remembers the way. See you on the moor."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Marrick Sands video: what's the subject?",
         "para": ["donkey rides video - main topic",
                  "Donkeys, a beach and a kiosk selling tickets. Tell me what the whole thing is about."],
         "cands": ["The first day of the season for a family's beach donkey rides",
                   "Walking the donkeys up to their winter grazing on the moor",
                   "An open day at a donkey sanctuary",
                   "A council officer's round of the seafront's businesses"],
         "answer": "The first day of the season for a family's beach donkey rides"},
        {"n": 2, "type": "count", "ev": [12, 13, 15],
         "q": "How many times did a donkey stop dead partway through a ride and refuse to go on?",
         "para": ["donkeys that dug their heels in during rides - total",
                  "Opening day: count the occasions a donkey planted its feet with a child aboard and would not "
                  "budge."],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Of the jobs chalked on the stable door, which came first on the day?",
         "cands": ["The council inspection", "Walking the donkeys down the lane", "Marking out the ride track",
                   "The first ride of the season"],
         "answer": "The council inspection"},
        {"n": 4, "type": "order", "ev": [1, 6, 7, 9, 11, 18],
         "q": "Grandad's list says track, hosing, inspection, lane, first ride. How did the day actually run?",
         "para": ["stable door jobs, real sequence",
                  "Walk me through the five chalked jobs as they really happened, start to finish."],
         "cands": None,
         "answer": "The inspection first, then the walk down the lane, marking out the track, the first ride, and "
                   "hosing down last"},
        {"n": 5, "type": "why", "ev": [1, 3],
         "q": "The inspection came before everything else that day. Why?",
         "cands": None,
         "answer": "No donkey can give a ride without a licence, and the inspector checks them in the field, where "
                   "she can see their feet (on the beach they're hidden by sand)"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "hosing down always last - why is that",
         "cands": ["Salt water and sand dry on their legs and rub them sore, so legs are hosed once they're off the "
                   "beach",
                   "The hose only reaches the yard, not the beach",
                   "Marmaduke has to be tired out before he'll stand still for it",
                   "The council's spot check has to see them dirty first"],
         "answer": "Salt water and sand dry on their legs and rub them sore, so legs are hosed once they're off the "
                   "beach"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "Why couldn't Jade mark out the track first thing in the morning?",
         "para": ["flags on the sand - why wait till ten",
                  "What held up putting the ride track in?"],
         "cands": None,
         "answer": "The tide had to go out far enough to leave flat, hard sand: on soft sand they sink and tire, "
                   "and you can't mark a track under water"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "Archie guesses Marmaduke is thirty or so. Real age?",
         "cands": None,
         "answer": "22 (Ron was there the morning he was born)"},
        {"n": 9, "type": "correction", "ev": [16, 17],
         "q": "Total ride tickets sold on opening day?",
         "cands": ["247", "300", "274", "140"],
         "answer": "247"},
        {"n": 10, "type": "correction", "ev": [10],
         "q": "Dean quotes a ride price and then corrects himself. Going rate now?",
         "cands": None,
         "answer": "£4 (£3.50 was the old price)"},
        {"n": 11, "type": "who", "ev": [16, 17],
         "q": "Sunil says three hundred tickets went through his hatch. Who puts him right?",
         "para": ["who corrected the kiosk's ticket count",
                  "The kiosk man's figure gets checked against the numbered roll. By whom?"],
         "cands": None,
         "answer": "Jade Tredinnick, from the numbered ticket roll (247)"},
        {"n": 12, "type": "who", "ev": [16],
         "q": "Who nodded off in a deckchair by the slipway?",
         "cands": ["Ron Trevail", "Dean Tredinnick", "Sunil Mistry", "Helen Marsh"],
         "answer": "Ron Trevail"},
        {"n": 13, "type": "needle_screen", "ev": [4],
         "q": "Archie, the Saturday lad - how old?",
         "cands": ["14", "41", "12", "16"],
         "answer": "14"},
        {"n": 14, "type": "needle_screen", "ev": [9],
         "q": "Low tide on opening day was at...?",
         "cands": ["12:52 pm", "10:05 am", "10:40 am", "2:52 pm"],
         "answer": "12:52 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [11],
         "q": "When did the lifeboat launch from the slipway?",
         "cands": None, "answer": "10:40 am, as the first ride of the season set off"},
        {"n": 16, "type": "quantity", "ev": [2, 3],
         "q": "Number of donkeys licensed to work that day?",
         "cands": ["9", "10", "7", "12"],
         "answer": "9"},
        {"n": 17, "type": "quantity", "ev": [10],
         "q": "how long does one ride last",
         "cands": None, "answer": "About ten minutes, down to the far flag and back"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "How did Ron come by his first two donkeys?",
         "cands": ["He swapped his motorbike for them at the cattle market",
                   "He won them in a game of cards",
                   "His father left them to him",
                   "He bought them from a travelling circus"],
         "answer": "He swapped his motorbike for them at the cattle market"},
        {"n": 19, "type": "relation", "ev": [2, 21],
         "q": "What's the family link between Dean and Ron?",
         "cands": None, "answer": "Ron is Dean's father-in-law: Dean married Ron's daughter"},
        {"n": 20, "type": "right_before_after", "ev": [14],
         "q": "A loose dog charges the line, barking. What does Archie do?",
         "cands": None,
         "answer": "Stepped between the dog and the donkeys, turned Treacle's head away and shouted whose dog is "
                   "this until the owner came with the lead"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First scene of the video - what's happening?",
         "cands": ["Six in the morning, mist off the sea and ten donkeys lined up at the field gate shouting for "
                   "breakfast",
                   "The first ride of the season setting off along the sand",
                   "Nine donkeys walking down the lane in single file",
                   "Sunil opening up the kiosk on the slipway"],
         "answer": "Six in the morning, mist off the sea and ten donkeys lined up at the field gate shouting for "
                   "breakfast"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does Jade tease for the next video?",
         "cands": ["Walking the donkeys up to their winter grazing on Carrow Moor",
                   "Archie getting a donkey of his own",
                   "The donkeys' second weekend of the season",
                   "Ron's eightieth birthday party on the beach"],
         "answer": "Walking the donkeys up to their winter grazing on Carrow Moor"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Dean's wife - what's her name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much is an ice cream at Sunil's kiosk?",
         "cands": ["£2.50", "£3", "£1.80", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [RALLYSTAGE, BURNSSUPPER, BEACHDONKEYS]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "rallystage": [25.0, 27.0, 25.0, 24.0, 25.5, 25.5, 25.0, 26.5, 27.5, 24.0, 24.5, 25.5, 26.0, 25.5, 25.0, 25.5, 24.0, 26.0, 24.5, 26.0, 24.0, 26.0, 26.5],
    "burnssupper": [26.5, 27.5, 24.5, 26.0, 26.0, 23.0, 25.5, 26.0, 27.0, 25.0, 24.5, 28.0, 22.5, 24.5, 26.0, 27.0, 24.0, 25.5, 26.0, 23.5, 24.5, 26.0, 26.5],
    "beachdonkeys": [26.5, 23.0, 24.5, 27.5, 27.5, 25.0, 26.5, 25.5, 25.0, 24.0, 26.0, 28.0, 25.0, 26.5, 26.0, 24.0, 24.5, 26.0, 28.0, 23.5, 25.0, 26.5, 24.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
