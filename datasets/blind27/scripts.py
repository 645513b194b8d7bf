"""Scripts of the "blind27" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- funfair:  a travelling fair built on a town green in a day and opened that evening (the showman's
            daughter who runs the waltzer, her father, the big wheel hand, the ride inspector, the
            town council's events officer, her aunt on the hook-a-duck)
- twinning: a town twinning association's Saturday with visitors from its French twin town (the
            chair, the French committee's president, the mayor, the secretary, the president's
            granddaughter, the boules club captain)
- donors:   a blood donation session in a borrowed church hall (the team leader, a donor carer, a
            nurse, a donor on his hundredth donation, his granddaughter giving for the first time,
            the volunteer who pours the tea)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ funfair (a travelling fair's build-up day)
TAMSIN = ("en-gb+f1", "Tamsin Pennycott, the waltzer")
LENNY = ("en-gb-x-gbcwmd+m3", "Lenny Pennycott, fair owner")
OSSIE = ("en-gb-x-gbclan+m2", "Ossie Fitch, big wheel")
BARNABY = ("en-029+m1", "Barnaby Oduya, ride inspector")
MARJORIE = ("en-gb-x-rp+f2", "Marjorie Heathcote, town council")
DILYS = ("en-gb-x-gbcwmd+f5", "Dilys Pennycott, hook-a-duck")

GREEN = "#f6eedd"
WAGON_DOOR = "#e4eddc"
GREEN_DARK = "#2c1433"

FUNFAIR = {
    "name": "funfair",
    "footer": "Pennycott's Travelling Fair · build-up day · Fairmead Green, Marlhaven",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(TAMSIN, GREEN_DARK, "Build-up day on Fairmead Green",
              ["Pennycott's Travelling Fair", "Fairmead Green, Marlhaven", "Thursday 16 October · gates open 6 pm"],
              "Hiya, I'm Tamsin Pennycott, and I run the waltzer on my family's fair. This morning Fairmead Green "
              "is just a field with a few dog walkers on it. By six tonight there'll be rides, lights and music, "
              "and the whole town queuing at the gate. The lorries are lined up along the road, so let's build a "
              "fair."),
        # 1
        slide(TAMSIN, WAGON_DOOR, "Dad's build-up list",
              ["1. The dodgems", "2. The waltzer", "3. The big wheel", "4. The helter skelter",
               "5. The stalls and hook-a-duck"],
              "Dad chalks this list on the back of our living wagon door every year, in exactly the same order. "
              "And every year something spoils it. This time it's the big wheel's lorry, which is parked right "
              "across the only gateway onto the green. Nothing else can get on until that wheel is built and the "
              "lorry is empty and gone. So, wheel first."),
        # 2
        slide(LENNY, GREEN, "The big wheel",
              ["Number 3 on the list", "Rides on the green: 8", "On Fairmead Green since 1952"],
              "Lenny Pennycott, the gaffer, and Tamsin's dad. My grandad first brought a fair to this green with "
              "a steam engine and a set of swing boats. We've brought nine rides this year. No, hang on, eight. "
              "The ghost train stayed back at the yard with a cracked axle. Come on, lads, let's get that wheel "
              "off the lorry."),
        # 3
        slide(OSSIE, GREEN, "The big wheel",
              ["Gondolas: 16", "Big wheel up: 10:40 am", "Gateway clear: 10:55 am"],
              "Ossie Fitch. I've built this wheel every week since April, so I could do it blindfolded, though "
              "I'd rather not. Sixteen gondolas, bolted on one at a time, and six people in each when it's busy. "
              "The spokes go in like a bicycle wheel. Up she goes, and now the lorry can finally get out of the "
              "way."),
        # 4
        slide(TAMSIN, GREEN, "The stalls",
              ["Number 5 on the list"],
              "With the gateway clear, the stalls come on next, even though they're last on Dad's list. That's my "
              "auntie Dilys's doing. Her toffee apples need two hours to set before anyone can eat them, and she "
              "won't start the pan until her stall is standing. Nobody argues with Auntie Dilys."),
        # 5
        slide(DILYS, GREEN, "Toffee apples",
              ["Toffee apples made: 150", "Candy floss: £2.50 a stick"],
              "Dilys Pennycott, candy floss, toffee apples and the hook-a-duck. A hundred and fifty apples, dipped "
              "one at a time and lined up on trays to set. The top prize on the ducks is the giant teddy, up there "
              "on the top shelf. I've worked this fair since before Lenny could walk, and I'm still the only one "
              "who can make toffee."),
        # 6
        slide(TAMSIN, GREEN, "The dodgems",
              ["Number 1 on the list", "Floor plates: 96"],
              "Then the dodgems, which are the worst job of the whole build. Ninety six steel floor plates, every "
              "one carried by two people and locked onto the next. Then the cars, then the poles, then the roof. "
              "Ossie trapped his thumb under one of the plates, and we all heard about it, all the way from the "
              "bandstand."),
        # 7
        slide(BARNABY, GREEN, "Inspection",
              ["Big wheel passed: 12:15 pm", "Riders per gondola: 4 at most"],
              "Barnaby Oduya, ride inspector. No ride on this fair opens until I've signed it off. The wheel has "
              "passed, and it's a lovely build, but Ossie, it's four in a gondola, not six. Two grown-ups and two "
              "children at the most. It says so on the certificate, and I'll be watching that queue tonight."),
        # 8
        slide(MARJORIE, GREEN, "The council",
              ["Marlhaven Town Council", "Waltzer: at least 40 m from Chapel Row"],
              "Marjorie Heathcote, events officer at the town council. Last October we had eleven letters from the "
              "houses on Chapel Row about the waltzer's music. So this year it goes further away from them, over "
              "by the bandstand. I'm coming back at one o'clock with my measuring wheel to mark the exact spot, and "
              "not a bolt goes in before then."),
        # 9
        slide(TAMSIN, GREEN, "The helter skelter",
              ["Number 4 on the list", "Slide mats: 60"],
              "While we wait for Marjorie, the helter skelter goes up. It comes off the lorry in rings, like a "
              "giant stack of biscuit tins, and Ossie stands on the top ring while the crane lifts it. Sixty mats "
              "for the slide. I've counted them twice, because last year we were one short and somebody went down "
              "on a bin bag."),
        # 10
        slide(LENNY, GREEN, "Pay boxes",
              ["Helter skelter up: 12:50 pm"],
              "Prices are the same as ever, two pounds a ride, and worth every penny. And see the inspector with "
              "the clipboard? Barnaby started on my father's fair when he was sixteen. I taught him to build a "
              "waltzer myself. Three summers he worked for us, then he went off to college to be an engineer, and "
              "now he checks my rides."),
        # 11
        slide(TAMSIN, GREEN, "Pay boxes",
              ["Rides: £3 a go", "Price painted on every pay box"],
              "Dad, it's three pounds a ride. We agreed it back in the spring, when the diesel for the lorries went "
              "up again, and you painted the new prices on the pay boxes yourself. He does this every year. Two "
              "pounds was the price when I was little, sitting in the pay box with a colouring book."),
        # 12
        slide(MARJORIE, GREEN, "The new pitch",
              ["Waltzer pitch marked: 1:05 pm", "Next to the bandstand"],
              "One o'clock, as promised. Well, five past. I've walked it out with the measuring wheel, and sprayed "
              "four orange crosses on the grass, one for each corner of the waltzer. If the music goes down at "
              "ten, Chapel Row will have nothing to write to me about this year."),
        # 13
        slide(TAMSIN, GREEN, "The waltzer",
              ["Number 2 on the list", "Build started: 1:20 pm", "Waltzer up: 4:05 pm"],
              "My waltzer, last of all, on its new spot by the bandstand. Ten cars, the centre, the hills, and the "
              "lights along the top. It took us two and three quarter hours, with Dad shouting directions and "
              "Ossie pretending he couldn't hear him. It's my ride, so I'm not complaining. Much."),
        # 14
        slide(BARNABY, GREEN, "Final checks",
              ["All rides signed off: 5:10 pm"],
              "Last job of my day. The waltzer's brakes, the bolts in the centre, and the safety bar on every car. "
              "All signed off, and the queue is already forming at the gate. Lenny always says I'm harder on "
              "his rides than anyone else's. He's right. He's the one who taught me what to look for."),
        # 15
        slide(DILYS, GREEN, "Gates open",
              ["Gates open: 6 pm", "Hook-a-duck: a prize every time"],
              "Six o'clock, the gates are open, and the first rush heads straight for my ducks. And would you "
              "believe it. A lad in a green hoodie has hooked the duck with the gold star under it, on his very "
              "first go. So there goes my big bear off the top shelf, riding home on his shoulders. First customer "
              "of the night."),
        # 16
        slide(TAMSIN, GREEN, "The waltzer",
              ["Waltzer cars: 10"],
              "Busy on the waltzer. The rule is, the louder you scream, the harder I spin your car. My little "
              "cousin won a plastic key ring on the hook-a-duck, and he holds it up to show me every time his car "
              "goes past. Nobody has been sick yet, which for a Thursday night is some kind of record."),
        # 17
        slide(OSSIE, GREEN, "The big wheel",
              ["Wheel queue: 25 minutes"],
              "From the top of the wheel you can see the whole of Marlhaven, right out to the estuary. Down at the "
              "rifle range, a girl in a school scarf has just knocked over every single tin, and she's walking off "
              "with that enormous pink bear. It's nearly as big as she is. Four to a gondola, Barnaby, I promise."),
        # 18
        slide(DILYS, GREEN, "A lost balloon",
              ["Balloons: £1.50"],
              "A tiny girl was crying her eyes out, because her balloon had floated away over the bandstand. So I "
              "lifted a teddy down from the top shelf and gave it to her, for nothing. Don't tell Lenny. Her dad "
              "tried to pay me, and I told him to spend it on the waltzer instead."),
        # 19
        slide(LENNY, GREEN, "The old days",
              ["Crowd by 8 pm: about 2,000"],
              "My father used to tell the story of a fellow who won three giant teddies in one night on the darts, "
              "back when I was in short trousers. Dad handed over the third one, and then banned him for life. "
              "Tonight we've got a lovely crowd, and not a single complaint from Chapel Row. Yet."),
        # 20
        slide(TAMSIN, GREEN, "The coconut shy",
              ["Coconut shy: next to the gate"],
              "Right, this is the best thing I've seen all year. A grandmother in a woolly hat has just knocked "
              "three coconuts off in a row, and she's marched off with the biggest bear on the stall tucked under "
              "her arm. Her grandsons are carrying the coconuts. She's not even out of breath."),
        # 21
        slide(MARJORIE, GREEN, "Closing up",
              ["Music off: 10 pm", "Rides stop: 10:30 pm", "Gates locked: 10:45 pm"],
              "Ten o'clock, and the waltzer's music has gone down, just as we agreed. The last rides stop at half "
              "past, and the gates are locked soon after that. I walked the length of Chapel Row an hour ago, and "
              "all I could hear was somebody's television. I call that a very good first night."),
        # 22
        slide(TAMSIN, GREEN_DARK, "Next on the channel",
              ["Pull-down night: Sunday 19 October", "Then the road to the winter yard"],
              "Next time, it's pull-down night. Everything you watched go up today comes down again in one night, "
              "onto the lorries and away, and then we drive to the winter yard, where the rides get painted for "
              "next year. Bring a torch and a flask. See you on Sunday."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this clip mostly about?",
         "para": ["pennycott's travelling fair video - what happens in it",
                  "If you had to tell a mate what Tamsin is filming, what would you say?"],
         "cands": ["A travelling fair being built on a town green and opened that evening",
                   "Pulling a fair down overnight and driving to the winter yard",
                   "A town council hearing about noise from a fair",
                   "A ride inspector's training course"],
         "answer": "A travelling fair being built on a town green and opened that evening"},
        {"n": 2, "type": "count", "ev": [15, 17, 20],
         "q": "How often does a player actually win a giant teddy during the evening?",
         "para": ["number of big teddy bears won as prizes",
                  "Those huge bears on the top shelves keep leaving the stalls with whoever won them. Over the "
                  "evening, how many go that way?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Which ride was put up before all the others?",
         "cands": ["The big wheel", "The dodgems", "The waltzer", "The helter skelter"],
         "answer": "The big wheel"},
        {"n": 4, "type": "order", "ev": [1, 3, 4, 6, 9, 13],
         "q": "The list on the wagon door starts with the dodgems. What order did they really build things in?",
         "cands": None,
         "answer": "The big wheel, the stalls, the dodgems, the helter skelter, then the waltzer last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "what stopped them putting anything else up before the wheel",
         "para": ["big wheel going up first: why?",
                  "Tamsin's dad writes the same order every year, dodgems at the top. Why did the wheel jump "
                  "the queue this time?"],
         "cands": None,
         "answer": "Its lorry was parked across the only gateway onto the green, so nothing else could get on "
                   "until the wheel was built and the lorry gone"},
        {"n": 6, "type": "why", "ev": [8, 12],
         "q": "How come the waltzer had to wait till after lunch?",
         "cands": ["The council had to come back at one to mark a new spot further from the houses on Chapel Row",
                   "Its lorry had a puncture on the way to the green",
                   "Tamsin was needed on the pay boxes all morning",
                   "The inspector wouldn't allow it until the dodgems had passed"],
         "answer": "The council had to come back at one to mark a new spot further from the houses on Chapel Row"},
        {"n": 7, "type": "why", "ev": [4],
         "q": "Why did Dilys's stall get put up so early, when it's last on the list?",
         "cands": None,
         "answer": "Her toffee apples need two hours to set, and she won't start them until her stall is up"},
        {"n": 8, "type": "correction", "ev": [10, 11],
         "q": "So what does one go on a ride cost this year?",
         "para": ["ride price - the right figure",
                  "Lenny quotes the price he always has, and his daughter isn't having it. What does a ride "
                  "really cost?"],
         "cands": None, "answer": "£3 (Lenny said £2; it went up in the spring with the diesel)"},
        {"n": 9, "type": "correction", "ev": [3, 7],
         "q": "max riders allowed in a single gondola",
         "cands": ["4", "6", "2", "16"],
         "answer": "4"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "The Pennycotts brought how many rides to Marlhaven this time?",
         "cands": None,
         "answer": "Eight (Lenny first said nine; the ghost train stayed at the yard)"},
        {"n": 11, "type": "who", "ev": [3, 7],
         "q": "Ossie reckoned six people could squeeze into a gondola. Who put him right?",
         "cands": None, "answer": "Barnaby Oduya, the ride inspector"},
        {"n": 12, "type": "who", "ev": [8, 12],
         "q": "Who turned up with a measuring wheel and sprayed crosses on the grass?",
         "cands": ["Marjorie Heathcote", "Barnaby Oduya", "Dilys Pennycott", "Ossie Fitch"],
         "answer": "Marjorie Heathcote"},
        {"n": 13, "type": "needle_screen", "ev": [3],
         "q": "What time was the big wheel finished?",
         "cands": ["10:40 am", "10:55 am", "12:15 pm", "10:04 am"],
         "answer": "10:40 am"},
        {"n": 14, "type": "needle_screen", "ev": [5],
         "q": "Candy floss, price per stick?",
         "cands": ["£2.50", "£1.50", "£3", "£2.05"],
         "answer": "£2.50"},
        {"n": 15, "type": "speech_and_screen", "ev": [10, 14],
         "q": "When did the man Lenny taught to build a waltzer finish signing off the rides?",
         "cands": None, "answer": "5:10 pm (Barnaby Oduya, the ride inspector)"},
        {"n": 16, "type": "quantity", "ev": [5],
         "q": "How many toffee apples went on the trays to set?",
         "cands": ["150", "115", "200", "50"],
         "answer": "150"},
        {"n": 17, "type": "quantity", "ev": [13],
         "q": "how long to build the waltzer",
         "para": ["time taken putting up Tamsin's ride",
                  "Her ride went up last, on the new pitch by the bandstand. From the first bolt to standing, "
                  "how much time did it need?"],
         "cands": None, "answer": "Two and three quarter hours (1:20 to 4:05 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "What's the matter with the ghost train?",
         "cands": ["A cracked axle", "A flat tyre on its lorry", "Its lights failed the inspection",
                   "The council banned it for being too loud"],
         "answer": "A cracked axle"},
        {"n": 19, "type": "relation", "ev": [10],
         "q": "Lenny and Barnaby: how did their paths first cross?",
         "cands": None,
         "answer": "Barnaby worked on the Pennycotts' fair from sixteen, for three summers, and Lenny taught him "
                   "to build a waltzer"},
        {"n": 20, "type": "right_before_after", "ev": [18],
         "q": "A small girl's balloon floated away over the bandstand - how was she cheered up?",
         "cands": None,
         "answer": "Dilys lifted a teddy down from the top shelf and gave it to her for nothing"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "At the start, how does Tamsin describe Fairmead Green?",
         "cands": ["Just a field with a few dog walkers on it",
                   "Still covered in rides from the week before",
                   "Flooded after a night of rain",
                   "Already packed with people queuing"],
         "answer": "Just a field with a few dog walkers on it"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Which job does the final clip line up for next time?",
         "cands": ["Taking the whole fair down in one night and heading for the winter yard",
                   "Fixing the ghost train's axle",
                   "Building the fair on another town's green",
                   "Painting the waltzer cars at the council depot"],
         "answer": "Taking the whole fair down in one night and heading for the winter yard"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "green hoodie lad at the hook-a-duck - his name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much is a toffee apple?",
         "cands": ["£1.50", "£2", "£2.50", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ twinning (a twinning association's visitors' Saturday)
VERITY = ("en-gb-x-rp+f3", "Verity Castleton, twinning chair")
ANATOLE = ("en-gb+m4", "Anatole Ferrand, Montvallier")
RODERICK = ("en-gb-x-rp+m5", "Roderick Pym, Mayor of Hadwick")
BRONWEN = ("en-gb-x-gbclan+f4", "Bronwen Ashgrove, secretary")
MARGAUX = ("en-us+f5", "Margaux Ferrand, visitor")
FERGUS = ("en-gb-scotland+m3", "Fergus Doyle, boules captain")

TOWN = "#e8eef5"
PROGRAMME = "#f5f0e1"
TOWN_DARK = "#15263b"

TWINNING = {
    "name": "twinning",
    "footer": "Hadwick Twinning Association · the Montvallier weekend",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(VERITY, TOWN_DARK, "Twinning weekend in Hadwick",
              ["Hadwick Twinning Association", "Visitors from Montvallier, Normandy", "Saturday 14 June"],
              "Good morning from Hadwick. I'm Verity Castleton, chair of the twinning association, and our friends "
              "from Montvallier are here for the weekend. Their coach rolled in just before midnight with forty six "
              "of them on board, and they all went home with their host families, half asleep. Today's the big "
              "day, so grab a coffee and come with me."),
        # 1
        slide(VERITY, PROGRAMME, "Saturday's programme",
              ["1. Civic welcome at the Guildhall", "2. Group photo on the Guildhall steps",
               "3. Walk round the Saturday market", "4. Unveil the Montvallier Way sign", "5. Boules match on the Rec"],
              "This is the programme we printed in April and posted to every visitor. Forget it. The council will "
              "only close Mill Lane for the unveiling between half past eight and half past nine, before the "
              "market traffic starts. So the new sign, fourth on the list, is the very first thing we do this "
              "morning."),
        # 2
        slide(BRONWEN, TOWN, "Mill Lane",
              ["Number 4 on the programme", "Visitors from Montvallier: 52", "Mill Lane closed: 8:30 to 9:30 am"],
              "Bronwen Ashgrove, secretary, and a host this weekend. Verity, it's forty six on the coach, but there "
              "are six more who came over in the Dubois family's camper van, which is parked on my drive. So "
              "that's fifty two altogether. I have the list. I always have the list."),
        # 3
        slide(ANATOLE, TOWN, "Montvallier Way",
              ["Sign unveiled: 9:05 am", "Mill Lane is now Montvallier Way"],
              "Anatole Ferrand, president of the Montvallier twinning committee. What an honour, a street with our "
              "name on it. I pull the little curtain, and there it is, in green and gold. And now I raise this "
              "paper cup of our cider to Montvallier Way, and to everyone who will ever walk along it. Cheers!"),
        # 4
        slide(ANATOLE, TOWN, "The cider",
              ["Montvallier cider: 10 bottles"],
              "As a gift, we have brought you twelve bottles of our best cider, from the orchards above the town. "
              "No, I am wrong, ten. Two were opened on the ferry in the middle of the night, by people I will not "
              "name. One of them is my brother. The other one is also my brother."),
        # 5
        slide(MARGAUX, TOWN, "The market",
              ["Number 3 on the programme", "Market: until 1 pm"],
              "I'm Margaux, I'm sixteen, and Anatole is my grandfather. I'm staying with Verity, and her cat sleeps "
              "on my suitcase. The market is so English! There is a man who sells only pies, and a woman who sells "
              "only socks. I have bought socks with little sheep on them for my mother."),
        # 6
        slide(BRONWEN, TOWN, "The pie stall",
              ["Pies: pork, game, cheese and onion"],
              "At the pie stall, Mr Gedge poured everyone a tiny glass of his sloe gin, on the house, and we all "
              "drank to the health of our friends from Montvallier, at ten in the morning, in the middle of the "
              "market. Anatole says it's the strongest thing he has tasted since his wedding."),
        # 7
        slide(VERITY, TOWN, "Change of plan",
              ["Mayor: at Hadwick General Hospital", "Civic welcome moved to: 4 pm"],
              "News. The mayor has rung me from the hospital. His daughter had a baby boy at six o'clock this "
              "morning, and he isn't leaving until he's held him properly. So the civic welcome, top of our "
              "programme, moves to four o'clock. And the group photo waits too, because nobody wants a photo "
              "without the mayor in the middle of it."),
        # 8
        slide(FERGUS, TOWN, "The Rec",
              ["Number 5 on the programme", "Under-9s cricket on the Rec: from 2 pm"],
              "Fergus Doyle, captain of Hadwick Boules Club. We have to be off the Rec by two, because the under "
              "nines have their cricket match, and you don't argue with under nines. So the boules comes forward, "
              "to before lunch. And for the record, Hadwick has never once lost to Montvallier. Not once."),
        # 9
        slide(ANATOLE, TOWN, "The Rec",
              ["Boules: 6 players a side"],
              "Fergus, my friend, you have a very short memory. Two summers ago, in Montvallier, we beat you "
              "thirteen to four, in the square by the church, and the photograph is on my kitchen wall. You were "
              "wearing a very large hat. But today, perhaps, you will have your revenge."),
        # 10
        slide(FERGUS, TOWN, "Boules",
              ["Match: 11:10 am to 12:30 pm", "Final score: Hadwick 13, Montvallier 9"],
              "And that's our revenge. Hadwick wins, and we made it last well over an hour. Now, our club rule is "
              "that the losers buy the drinks. So, gentlemen of Montvallier, thank you, and glasses up, everybody. "
              "Here's to both our clubs, and to the next match."),
        # 11
        slide(MARGAUX, TOWN, "Lunch",
              ["Lunch: the Crown, Market Square"],
              "Lunch in an English pub, at the Crown. My grandfather ordered fish and chips and asked to see the "
              "cider list, and the barman laughed for a very long time. Then I knocked a whole glass of lemonade "
              "across the table and onto Fergus. He said it was the best thing that had happened to his trousers "
              "all year."),
        # 12
        slide(VERITY, TOWN, "An old friendship",
              ["Twinning charter signed: 1983"],
              "While they finish their puddings, a confession. When I was fifteen, I went on the school exchange "
              "to Montvallier, and I stayed with the Ferrand family. Anatole was the big brother who drove us to "
              "the beach in a very old car. His mother taught me to make pancakes, and I cried on the ferry all the "
              "way home."),
        # 13
        slide(MARGAUX, TOWN, "The cricket",
              ["Under-9s: Hadwick v Stowmere"],
              "After lunch we watched the under nines play cricket on the Rec. I do not understand it at all. A "
              "small boy explained the rules to me for twenty minutes, very seriously, and then he was out on the "
              "first ball and cried. Grandfather says boules is much more civilised."),
        # 14
        slide(RODERICK, TOWN, "The Guildhall",
              ["Number 1 on the programme", "Mayor arrived: 4:10 pm"],
              "Roderick Pym, Mayor of Hadwick, and since six o'clock this morning, a grandfather. Forgive me, I'm "
              "running on hospital coffee. Welcome, all of you, to the Guildhall. Now, please stand, and drink with "
              "me to our friends from across the water. To Montvallier, and to many more years of friendship."),
        # 15
        slide(BRONWEN, TOWN, "The gifts",
              ["From Montvallier: a painting of the old bridge", "From Hadwick: a carved oak bench"],
              "Then the gifts. Montvallier gave us a painting of their old stone bridge, by a local artist, wrapped "
              "in about a mile of bubble wrap. We gave them a bench carved from Hadwick oak, and the coach driver "
              "is very much hoping it will fit in his luggage hold. He measured it twice and went quiet."),
        # 16
        slide(ANATOLE, TOWN, "The Guildhall",
              ["The mayor's grandson: born 6:02 am, 3.4 kg"],
              "Before we leave the Guildhall, I lift my glass a second time, to a very small Englishman in Hadwick "
              "General who is only eleven hours old, and who does not yet know that he is twinned with Montvallier. "
              "Mister Mayor, when he is sixteen, he must come and stay with us. We insist."),
        # 17
        slide(VERITY, TOWN, "The photo",
              ["Number 2 on the programme", "Group photo: 5:15 pm"],
              "And at last, the group photo on the Guildhall steps, with the mayor in his chain right in the "
              "middle, where he belongs. Fifty two visitors, all the host families, and one very tired grandfather. "
              "The photographer had to stand on a litter bin to fit everybody in. Everybody say cheese."),
        # 18
        slide(MARGAUX, TOWN, "The evening",
              ["Friendship dinner: 7:30 pm, the Corn Exchange"],
              "The friendship dinner is tonight at the Corn Exchange, and I am sitting next to the mayor's wife. "
              "Verity has lent me a dress, because mine was rolled up at the bottom of my bag with the socks. "
              "Tomorrow the coach leaves, and I already know that I will cry on the ferry, like Verity did."),
        # 19
        slide(FERGUS, TOWN, "The Corn Exchange",
              ["Guests at dinner: 118"],
              "I'll tell you a secret about the very first twinning dinner, years and years ago. Our mayor back "
              "then gave a toast in French, out of a phrase book, and instead of friendship he wished everybody a "
              "happy cabbage. They still talk about it in Montvallier. Tonight, thank goodness, the speeches are "
              "in English."),
        # 20
        slide(RODERICK, TOWN, "The Corn Exchange",
              ["Mayor left dinner: 9:20 pm"],
              "I'm slipping away before the pudding, back up to the hospital. My daughter has sent me a photo, and "
              "the poor lad has my ears. Verity, you'll do the thank yous for me. And Anatole, the bench is in the "
              "hold, I checked. It fits, just, as long as nobody brings any luggage."),
        # 21
        slide(VERITY, TOWN, "Nearly midnight",
              ["Coach leaves: Sunday 9 am, Market Square"],
              "It's nearly midnight, the washing up is done, and Anatole's cider has all gone, every last bottle. "
              "The coach leaves the Market Square at nine tomorrow morning, and half of Hadwick will be there to "
              "wave it off. I've done this more times than I can count, and I still cry every single time."),
        # 22
        slide(VERITY, TOWN_DARK, "Next on the channel",
              ["Hadwick goes to Montvallier", "The apple harvest festival", "Friday 17 October"],
              "Next time, it's our turn to cross the water. In October a coach load of us goes to Montvallier for "
              "their apple harvest festival, and Margaux has promised to show me the new bakery. I'm practising my "
              "French already. Fergus is practising his boules. See you soon, everyone."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "what is this video about, basically",
         "para": ["hadwick and montvallier weekend video, main theme",
                  "In one sentence, what's the twinning association doing in this footage?"],
         "cands": ["Hosting visitors from the French twin town for a weekend",
                   "A coach trip from Hadwick to Montvallier's apple harvest festival",
                   "A boules tournament between local clubs",
                   "A new mayor's first day in office"],
         "answer": "Hosting visitors from the French twin town for a weekend"},
        {"n": 2, "type": "count", "ev": [3, 6, 10, 14, 16],
         "q": "How many toasts are made over the day?",
         "para": ["toasts raised - total number",
                  "People keep lifting cups and glasses in honour of someone or other. Tot it all up: how many "
                  "toasts?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Which item on the printed programme ended up happening first?",
         "cands": ["Unveiling the Montvallier Way sign", "The civic welcome at the Guildhall",
                   "The walk round the market", "The boules match"],
         "answer": "Unveiling the Montvallier Way sign"},
        {"n": 4, "type": "order", "ev": [1, 7, 14, 17],
         "q": "Where did the group photo land in the day's running order?",
         "cands": None,
         "answer": "Last of the five programme items, after the civic welcome (5:15 pm)"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why unveil the sign so early in the morning?",
         "cands": None,
         "answer": "The council would only close Mill Lane between 8:30 and 9:30, before the market traffic"},
        {"n": 6, "type": "why", "ev": [7],
         "q": "What kept the mayor away until four?",
         "para": ["mayor missing from the morning welcome - reason",
                  "The welcome at the Guildhall was meant to open the day. What happened to shove it into the "
                  "afternoon?"],
         "cands": ["His daughter had a baby that morning and he stayed at the hospital",
                   "His car broke down on the way back from a meeting",
                   "He was opening the under-nines' cricket match",
                   "He was waiting at the ferry for a late coach"],
         "answer": "His daughter had a baby that morning and he stayed at the hospital"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "For what reason was the boules match played before lunch?",
         "cands": ["The Rec was booked for the under-nines' cricket from two",
                   "The French visitors had to leave by mid-afternoon",
                   "Rain was forecast for the afternoon",
                   "The Crown only served lunch after the match"],
         "answer": "The Rec was booked for the under-nines' cricket from two"},
        {"n": 8, "type": "correction", "ev": [0, 2],
         "q": "Total number of people who came over from Montvallier?",
         "para": ["montvallier party, final headcount",
                  "Verity gives one figure for the visitors and the secretary puts it right. How many came over "
                  "in all?"],
         "cands": None,
         "answer": "52 (46 on the coach plus 6 in the Dubois family's camper van; Verity had said 46)"},
        {"n": 9, "type": "correction", "ev": [4],
         "q": "Bottles of cider the French group finally handed over: how many?",
         "cands": ["10", "12", "2", "14"],
         "answer": "10"},
        {"n": 10, "type": "who", "ev": [8, 9],
         "q": "Fergus claimed Hadwick had never been beaten by Montvallier. Who contradicted him?",
         "para": ["who reminded the boules captain about the defeat two summers ago",
                  "The Hadwick captain brags about an unbeaten record. Which person sets it straight?"],
         "cands": None, "answer": "Anatole Ferrand, the Montvallier president (they won 13 to 4 two summers ago)"},
        {"n": 11, "type": "who", "ev": [2],
         "q": "Whose drive is the Dubois family's camper van parked on?",
         "cands": ["Bronwen Ashgrove", "Verity Castleton", "Fergus Doyle", "Roderick Pym"],
         "answer": "Bronwen Ashgrove"},
        {"n": 12, "type": "needle_screen", "ev": [10],
         "q": "final score in the boules?",
         "cands": ["Hadwick 13, Montvallier 9", "Montvallier 13, Hadwick 4", "Hadwick 13, Montvallier 4",
                   "Montvallier 13, Hadwick 9"],
         "answer": "Hadwick 13, Montvallier 9"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "How heavy was the mayor's new grandson?",
         "cands": None, "answer": "3.4 kg"},
        {"n": 14, "type": "speech_and_screen", "ev": [7, 14],
         "q": "The man who became a grandfather at dawn - what time did he reach the Guildhall?",
         "cands": None, "answer": "4:10 pm (Roderick Pym, the mayor)"},
        {"n": 15, "type": "quantity", "ev": [10],
         "q": "The boules match lasted how long?",
         "cands": ["1 hour 20 minutes", "1 hour", "2 hours 20 minutes", "40 minutes"],
         "answer": "1 hour 20 minutes"},
        {"n": 16, "type": "quantity", "ev": [1, 2],
         "q": "For how long was Mill Lane shut to traffic?",
         "cands": None, "answer": "One hour (8:30 to 9:30 am)"},
        {"n": 17, "type": "spoken_fact", "ev": [5],
         "q": "What did Margaux pick up at the market for her mum?",
         "cands": ["Socks with little sheep on them", "A pork pie", "A bottle of sloe gin",
                   "A tea towel printed with Hadwick"],
         "answer": "Socks with little sheep on them"},
        {"n": 18, "type": "relation", "ev": [12],
         "q": "How does Verity know the Ferrands from way back?",
         "cands": None,
         "answer": "At fifteen she stayed with them on a school exchange to Montvallier; Anatole was the big "
                   "brother who drove them to the beach"},
        {"n": 19, "type": "right_before_after", "ev": [11],
         "q": "Margaux knocked her lemonade over Fergus at lunch. How did he react?",
         "cands": None,
         "answer": "He joked it was the best thing that had happened to his trousers all year"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "What does Verity tell us right at the beginning about when the visitors got in?",
         "cands": ["Their coach arrived just before midnight and they went home with host families",
                   "They flew in that morning",
                   "Their coach broke down at the ferry port",
                   "They had already been in Hadwick for a week"],
         "answer": "Their coach arrived just before midnight and they went home with host families"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Where is the association heading in the next episode?",
         "cands": ["To Montvallier in October, for the apple harvest festival",
                   "To the hospital, for the mayor's grandson's christening",
                   "To the Rec, for a boules rematch",
                   "To Mill Lane, to put up a second sign"],
         "answer": "To Montvallier in October, for the apple harvest festival"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What did the mayor's daughter call the baby?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What were they charging for the friendship dinner tickets?",
         "cands": ["£25", "£30", "£35", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "At which ferry port did the Montvallier coach land in England?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ donors (a blood donation session in a church hall)
HARRIET = ("en-gb+f5", "Harriet Quayle, team leader")
DUNCAN = ("en-gb-scotland+m6", "Duncan Ferrier, donor carer")
RHIANNON = ("en-gb-x-gbcwmd+f3", "Rhiannon Lusk, nurse")
STANLEY = ("en-gb-x-gbclan+m7", "Stanley Prothero, donor")
GRACE = ("en-us-nyc+f1", "Grace Abimbola, first-time donor")
WINIFRED = ("en-gb-scotland+f2", "Winifred Tulloch, refreshments")

HALL = "#e6eef0"
SHEET = "#f6ecec"
HALL_DARK = "#3a0f16"

DONORS = {
    "name": "donors",
    "footer": "Northfold Blood Service · donor session · St Barnabas Hall, Cranmoor",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HARRIET, HALL_DARK, "Donor day in Cranmoor",
              ["Northfold Blood Service", "St Barnabas Hall, Cranmoor", "Wednesday 12 February · 1 to 7 pm"],
              "Hello, I'm Harriet Quayle, and I lead one of the teams that run blood donor sessions across the "
              "county. Today we're in St Barnabas Hall in Cranmoor, which we borrow four times a year. The van got "
              "here at eleven, the kettle's on, and in two hours the first donors will walk through that door. "
              "Let's get set up."),
        # 1
        slide(HARRIET, SHEET, "Set-up sheet",
              ["1. Donor chairs", "2. Screening booths", "3. Registration desk", "4. Refreshment table",
               "5. Signs on the High Street"],
              "This is our set-up sheet, the same one we use in every hall in the county. Cranmoor never follows "
              "it. Half our donors here work at the biscuit factory across the road, and they come out for their "
              "lunch at twelve. So the signs on the High Street go out first, before we've even unloaded the van, "
              "or we'll miss them all."),
        # 2
        slide(DUNCAN, HALL, "The High Street",
              ["Number 5 on the sheet", "Signs out: 11:20 am"],
              "Duncan Ferrier, donor carer. Two signs out on the High Street, one by the bus stop and one outside "
              "the chemist, with big red drops and arrows pointing to the hall. Now for the building itself. The "
              "toddler group has the main room until half past twelve, so we start in the porch."),
        # 3
        slide(HARRIET, HALL, "The porch",
              ["Number 3 on the sheet", "Main hall: toddler group until 12:30 pm"],
              "Registration goes in the porch, on a pasting table, because it's the only corner of the building "
              "the toddlers aren't using. There are eighteen of them in the main hall, singing about a bus, at full "
              "volume. Duncan's laptop is plugged in next to the umbrella stand, and the porch smells of wet "
              "coats."),
        # 4
        slide(WINIFRED, HALL, "The kitchen hatch",
              ["Number 4 on the sheet", "Scones: 48", "Tea and squash: free for donors"],
              "Winifred Tulloch, I do the teas. The refreshments go in the kitchen hatch, well away from the "
              "toddlers' sticky fingers. Four dozen scones, all baked this morning, and every donor has to eat "
              "something and sit for a quarter of an hour before they go. That's not me being bossy. That's the "
              "rules."),
        # 5
        slide(RHIANNON, HALL, "The chairs",
              ["Donor chairs in use: 8"],
              "Rhiannon Lusk, nurse. We've got ten donor chairs today. No, sorry, eight. Two are still in the back "
              "of the van with broken footrests, waiting for the workshop. Eight is plenty for Cranmoor on a "
              "Wednesday. They go in last, though, once the main hall is ours."),
        # 6
        slide(HARRIET, HALL, "The main hall",
              ["Toddlers out: 12:35 pm", "Floor mopped, dry by: 1:15 pm"],
              "The toddlers have gone, but one of them tipped a whole jug of orange squash across the floor on the "
              "way out. The caretaker has mopped it, and our donor chairs roll on little wheels, so they'd skate "
              "straight across a wet floor. Screening booths first, then, and the chairs wait until it's dry."),
        # 7
        slide(RHIANNON, HALL, "Screening booths",
              ["Number 2 on the sheet", "Screening booths: 3", "Number 1 on the sheet: chairs in at 1:15 pm"],
              "The screening booths are just folding screens round a little table, so nobody can overhear your "
              "private answers. Then at a quarter past one the floor is dry at last, and the donor chairs go in, "
              "in two neat rows of four. And the first donors are already queuing in the porch."),
        # 8
        slide(DUNCAN, HALL, "Registration",
              ["Iron test: a drop in a tube"],
              "First problem of the day. Mr Okafor's drop of blood floated in the tube instead of sinking, which "
              "means his iron is too low today. So I've had to send him home, with a leaflet about spinach and a "
              "biscuit for the road. Next up is Stanley, one of our regulars. Eighty donations, and still smiling."),
        # 9
        slide(STANLEY, HALL, "A regular",
              ["Stanley Prothero: donation 100"],
              "Eighty? It's a hundred, lad. Today is my hundredth, it's on my card, look. Stanley Prothero. I "
              "started when I was nineteen, in a tent at the county show. And this year I've brought my "
              "granddaughter along with me, for her very first go. She's more nervous than I was."),
        # 10
        slide(GRACE, HALL, "First time",
              ["Grace: blood group O negative"],
              "I'm Grace, I'm nineteen, and I am absolutely terrified of needles. Grandad says it's just a sharp "
              "scratch. My first iron test was too low, and I nearly got sent home, but Duncan did it again on my "
              "other hand and it sank perfectly. I had a huge plate of pasta for lunch, like the letter told me "
              "to."),
        # 11
        slide(RHIANNON, HALL, "The chairs",
              ["Stanley: chair 3"],
              "A quiet word in the screening booth, and the lady in the red coat won't be giving today. She had a "
              "little tattoo done on her ankle just before Christmas, so she has to wait a while. She's booked "
              "herself in for the summer instead. Meanwhile, Stanley is in chair three with his newspaper, as if "
              "he's at the barber's."),
        # 12
        slide(STANLEY, HALL, "Chair 3",
              ["Needle in: 2:47 pm", "Bag full: 2:56 pm"],
              "Nine minutes, needle in to bag full, and not a drop spilled. I've had longer haircuts. The chap who "
              "was behind me in the queue has just come back from Brazil, and they've told him he'll have to wait "
              "a few months before he can give. He looked very sunburnt, and very disappointed."),
        # 13
        slide(HARRIET, HALL, "The hundredth",
              ["Gold badge: 100 donations"],
              "Stanley's hundredth, so the whole hall gave him a round of applause, and I pinned a gold badge on "
              "his cardigan. He made a short speech, mostly about that tent at the county show, and Winifred had "
              "to dab her eyes with a tea towel. Then he went straight back to the scones."),
        # 14
        slide(WINIFRED, HALL, "Tea and scones",
              ["Rest after donating: 15 minutes"],
              "People ask me why I do this. Forty years ago my husband came off his motorbike on the Cranmoor "
              "bypass, and it took blood from twenty two strangers to keep him alive. I never got to thank a single "
              "one of them, so I pour tea for everybody else instead. He's at home now, doing the crossword."),
        # 15
        slide(GRACE, HALL, "Done",
              ["Grace: needle in 3:30 pm, out 3:41 pm"],
              "Done! I didn't look once. Rhiannon talked to me about her dog the whole time, a greyhound called "
              "Custard. Then I stood up far too fast and the room went a bit wobbly, so Winifred sat me straight "
              "back down and gave me a scone with jam. Grandad says I'm a proper donor now."),
        # 16
        slide(HARRIET, HALL, "The evening rush",
              ["Factory shift ends: 4:30 pm"],
              "The evening rush, straight from the factory. A young man came in sneezing and sniffing into a hanky, "
              "so I thanked him very kindly, told him not with a streaming cold, and sent him home to bed. Funny "
              "thing. The first time I tried to give blood, as a student, they sent me away for being too light."),
        # 17
        slide(DUNCAN, HALL, "The porch",
              ["Walk-ins welcome until: 6:30 pm"],
              "A man in a delivery uniform just walked into the porch, looked at all the chairs and the tubes, said "
              "he was looking for the post office, and walked straight back out again. I don't think we'll see him "
              "in a chair today. Grace is still here, telling everyone in the queue it didn't hurt a bit."),
        # 18
        slide(HARRIET, HALL, "Packing up",
              ["Last donor in: 6:50 pm"],
              "Ten to seven, and the last donor is in the chair. We'll be back in Cranmoor in June, I've just told "
              "her, same hall, same scones. Rhiannon is labelling the last bags, and Winifred is wrapping the "
              "leftover scones for the caretaker, who has mopped that floor twice today."),
        # 19
        slide(DUNCAN, HALL, "Packing up",
              ["Next Cranmoor session: Wednesday 14 May"],
              "Harriet, it's May, not June. The vicar has the hall for the church fete all through June, so we "
              "moved Cranmoor forward. I put it on the rota myself, and it's printed on the back of every donor's "
              "card. I'll ring that last lady before she gets home and tell her."),
        # 20
        slide(HARRIET, HALL, "The numbers",
              ["Bags today: 61", "New donors: 9"],
              "The bags go off in the cool boxes tonight, to the processing centre. Sixty one bags today, and nine "
              "brand new donors, Grace included. That's the best Cranmoor has done in years, and it's mostly "
              "thanks to the biscuit factory. I might send them a thank you card. Or some biscuits."),
        # 21
        slide(STANLEY, HALL, "Home time",
              ["Stanley and Grace: both booked again"],
              "Grace and I are off home. She's telling everyone on her phone that she's a hero, and I'm not going "
              "to argue. A hundred down. My late wife always said I'd give my last drop to a stranger. See you at "
              "the next one, Harriet. In May, whatever you say."),
        # 22
        slide(HARRIET, HALL_DARK, "Next on the channel",
              ["Where the bags go: the processing centre", "A night shift in Northfold", "Coming soon"],
              "Next time, we follow today's bags through the night, from the cool boxes in our van to the "
              "processing centre in Northfold, where they're spun, split and sorted before breakfast. It's a side "
              "of the service most donors never see. Thank you, Cranmoor, and thank you, Stanley."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What are Harriet and her team doing in this video?",
         "para": ["st barnabas hall cranmoor video - subject",
                  "Someone asks you what this clip shows. What's your answer?"],
         "cands": ["Running a blood donation session in a borrowed church hall",
                   "Following the day's blood bags overnight at the processing centre",
                   "Teaching a first aid course to the toddler group's parents",
                   "Holding a health check day at the biscuit factory"],
         "answer": "Running a blood donation session in a borrowed church hall"},
        {"n": 2, "type": "count", "ev": [8, 11, 12, 16],
         "q": "How many people who came in to give blood today were sent away without donating?",
         "para": ["donors turned away - how many in total",
                  "Over the afternoon and evening, several would-be donors get told 'not today'. Add them up."],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "First job tackled from the set-up sheet?",
         "cands": ["Putting the signs out on the High Street", "Setting out the donor chairs",
                   "Setting up the registration desk", "Laying out the refreshment table"],
         "answer": "Putting the signs out on the High Street"},
        {"n": 4, "type": "order", "ev": [1, 2, 3, 4, 6, 7],
         "q": "In what sequence did the five set-up jobs actually get done?",
         "para": ["cranmoor set-up sheet vs what really happened - the order",
                  "The sheet begins with the chairs and ends with the signs. How did the setting-up really go, "
                  "one job after another?"],
         "cands": None,
         "answer": "Signs on the High Street, registration desk, refreshment table, screening booths, and the "
                   "donor chairs last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "What made the High Street signs the first job of the day?",
         "cands": None,
         "answer": "Half the donors work at the biscuit factory across the road and come out for lunch at "
                   "twelve, so the signs had to be up before then"},
        {"n": 6, "type": "why", "ev": [6],
         "q": "What delayed getting the donor chairs into the hall?",
         "cands": ["A toddler spilled a jug of squash, and the chairs' wheels would skate on the mopped floor "
                   "until it dried",
                   "They were still being cleaned in the back of the van",
                   "The toddler group was using them for singing time",
                   "The caretaker had locked the main hall"],
         "answer": "A toddler spilled a jug of squash, and the chairs' wheels would skate on the mopped floor "
                   "until it dried"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "Why does Winifred give up her time to make tea at these sessions?",
         "para": ["winifred volunteering - her reason",
                  "What's the personal story behind Winifred pouring tea for donors?"],
         "cands": None,
         "answer": "Forty years ago her husband crashed his motorbike and blood from twenty two strangers kept "
                   "him alive; she never got to thank them"},
        {"n": 8, "type": "correction", "ev": [8, 9],
         "q": "Including today's, how many times has Stanley given blood?",
         "cands": None, "answer": "100 (today was his hundredth; Duncan had said eighty)"},
        {"n": 9, "type": "correction", "ev": [5],
         "q": "chairs actually in use for donors",
         "cands": ["8", "10", "2", "4"],
         "answer": "8"},
        {"n": 10, "type": "correction", "ev": [18, 19],
         "q": "when is the service next coming back to Cranmoor",
         "cands": None, "answer": "Wednesday 14 May (Harriet had said June)"},
        {"n": 11, "type": "who", "ev": [18, 19],
         "q": "Harriet told the last donor they'd be back in June. Who corrected her?",
         "para": ["who knew the right month for the next cranmoor visit",
                  "Someone on the team points out that the rota says something different from what the team "
                  "leader promised. Who?"],
         "cands": None, "answer": "Duncan Ferrier, the donor carer"},
        {"n": 12, "type": "who", "ev": [15],
         "q": "Who kept Grace chatting about a dog while she was giving blood?",
         "cands": ["Rhiannon Lusk", "Harriet Quayle", "Winifred Tulloch", "Duncan Ferrier"],
         "answer": "Rhiannon Lusk"},
        {"n": 13, "type": "needle_screen", "ev": [2],
         "q": "When were the High Street signs put out?",
         "cands": ["11:20 am", "12:20 pm", "11:02 am", "12:35 pm"],
         "answer": "11:20 am"},
        {"n": 14, "type": "needle_screen", "ev": [7],
         "q": "number of screening booths set up in the hall",
         "cands": ["3", "2", "4", "8"],
         "answer": "3"},
        {"n": 15, "type": "speech_and_screen", "ev": [9, 10],
         "q": "What blood group is the young donor Stanley brought with him?",
         "cands": None, "answer": "O negative (Grace, his granddaughter)"},
        {"n": 16, "type": "quantity", "ev": [4],
         "q": "Winifred's baking that morning came to how many scones?",
         "cands": ["48", "36", "24", "40"],
         "answer": "48"},
        {"n": 17, "type": "quantity", "ev": [12],
         "q": "Stanley's donation: how many minutes from needle in to a full bag?",
         "cands": None, "answer": "Nine minutes (2:47 to 2:56 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [10],
         "q": "Grace's meal before coming in - what was it?",
         "cands": ["A big plate of pasta", "A bacon sandwich", "Nothing at all", "A scone with jam"],
         "answer": "A big plate of pasta"},
        {"n": 19, "type": "relation", "ev": [9],
         "q": "How are Stanley and Grace related?",
         "cands": None, "answer": "He's her grandfather; he brought her along for her first donation"},
        {"n": 20, "type": "right_before_after", "ev": [15],
         "q": "Grace got to her feet too quickly after donating. What followed?",
         "cands": None,
         "answer": "The room went wobbly, and Winifred sat her back down and gave her a scone with jam"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does Harriet describe the building in her opening?",
         "cands": ["St Barnabas Hall, which they borrow four times a year",
                   "A brand-new donor centre that has just opened",
                   "The canteen of the biscuit factory",
                   "A school sports hall used for the first time"],
         "answer": "St Barnabas Hall, which they borrow four times a year"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does the next video promise to follow?",
         "cands": ["The day's bags through the night at the processing centre",
                   "Stanley's next donation in May",
                   "The church fete in St Barnabas Hall",
                   "Grace's second visit as a donor"],
         "answer": "The day's bags through the night at the processing centre"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Name of the biscuit factory across the road?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How old is Stanley?",
         "cands": ["76", "79", "82", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [FUNFAIR, TWINNING, DONORS]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "funfair": [22.5, 25.5, 25.5, 26.5, 21.5, 26.5, 26.0, 23.0, 25.5, 25.0, 26.5, 22.0, 21.5, 26.0, 21.5, 24.0, 24.0, 25.0, 22.0, 22.0, 22.5, 22.5, 21.0],
    "twinning": [25.0, 23.5, 25.0, 23.0, 21.0, 24.5, 23.5, 24.5, 24.0, 23.5, 20.5, 23.5, 24.0, 24.5, 23.5, 24.5, 23.5, 21.5, 22.5, 23.5, 25.0, 21.5, 23.0],
    "donors": [26.0, 24.0, 22.0, 24.5, 22.5, 22.0, 24.0, 23.0, 23.5, 23.5, 26.0, 22.5, 22.5, 23.0, 26.0, 22.5, 25.0, 23.0, 21.0, 21.5, 24.5, 24.0, 21.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
