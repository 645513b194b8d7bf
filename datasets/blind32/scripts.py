"""Scripts of the "blind32" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- potholing:    a caving club's Saturday trip down a pothole in the Yorkshire Dales, with a list of
                jobs to do underground (the trip leader, the surface controller, the tackle master, a
                novice on her first trip, the club's oldest caver, the owner of the cavers' café)
- corpseflower: the one night a city botanic garden's titan arum flowers, with the glasshouse open
                late (the curator, the keeper who grew it, the volunteer on the door, a chemist
                bottling the smell, the café manager, the night security guard)
- judograding:  a judo club's grading morning in a town's memorial hall, when its players are tested
                for new belts (the head coach, the visiting examiner, the club secretary, an adult
                candidate, a junior candidate, the hall caretaker)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ potholing (a caving club's Saturday trip)
RUTH = ("en-gb-x-gbclan+f3", "Ruth Askew, trip leader")
MALCOLM = ("en-gb-x-gbclan+m3", "Malcolm Dent, surface controller")
JAG = ("en-gb-x-rp+m4", "Jag Sandhu, tackle master")
POPPY = ("en-gb+f2", "Poppy Lindqvist, novice caver")
ALWYN = ("en-gb-x-gbclan+m6", "Alwyn Pickles, caver")
BEV = ("en-gb-x-gbcwmd+f4", "Bev Rigg, Rigg's Café")

ROCK = "#ebe7df"
HUTBOARD = "#f4f3ee"
CAFE = "#f7eee2"
ROCK_DARK = "#1b1a17"

POTHOLING = {
    "name": "potholing",
    "footer": "Skelbeck Caving Club · Scarside Pot · Saturday trip",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(RUTH, ROCK_DARK, "A Saturday in Scarside Pot",
              ["Skelbeck Caving Club", "Saturday 15 March", "Scarside Pot, Gaitsby Fell"],
              "Eight in the morning in Bev's café in Gaitsby, with rain on the windows, wet socks steaming on "
              "the stove and bacon on. I'm Ruth Askew, and I'm leading today's trip for Skelbeck Caving Club, "
              "down Scarside Pot, with this camera on my helmet. Five of us are going underground, and one of "
              "them has never been in a cave before."),
        # 1
        slide(RUTH, HUTBOARD, "Today's jobs",
              ["1. Survey the new passage", "2. Photograph the Chandelier", "3. Bail the Duck",
               "4. Bring out the old ladders", "5. Re-rope the Long Drop"],
              "This is the whiteboard in the club hut. The committee wrote the jobs in order of importance, so "
              "the survey is number one. We never do them in that order. The Duck is a flat crawl through water, "
              "with a hand's width of air, and it's between us and everything else. Rain is forecast from two, "
              "so number three comes first, while it's low."),
        # 2
        slide(MALCOLM, CAFE, "The surface controller",
              ["Underground today: 5", "Ruth, Jag, Alwyn, Poppy", "Rory Mackintosh, 20"],
              "Malcolm Dent, surface controller. I don't go down any more. I sit in Bev's window with a pot of "
              "tea, the book and a map of the cave. If the party isn't out by the callout time, I ring the cave "
              "rescue, no waiting. Callout today is seven o'clock. Twenty years I've done this, and I've rung "
              "them twice."),
        # 3
        slide(BEV, CAFE, "The callout book",
              ["Callout time: 6:30 pm", "Rigg's Café, Gaitsby"],
              "Seven? Half six, Malcolm. It's written in my book in your own handwriting, and I'm not letting you "
              "change it now. I'm Bev Rigg. This is my café, and every caver who goes up that fell writes their "
              "name in here before they go, and crosses it out when they're back. My dad's name is in it more "
              "than anybody's."),
        # 4
        slide(POPPY, ROCK, "First time underground",
              ["Poppy Lindqvist, 19", "First trip with the club"],
              "I'm Poppy, and this is my first cave, ever. I joined the club three weeks ago, and I've practised "
              "on the rope in the sports hall, twice. From the top, the entrance pitch looks about fifty metres. "
              "All I could see at the bottom was Jag's light, going round and round, very small, and then it "
              "went out of sight."),
        # 5
        slide(JAG, ROCK, "The entrance pitch",
              ["Entrance pitch: 32 m", "Tackle bags today: 6"],
              "Fifty? Poppy, it's thirty two. I cut that rope myself and measured it twice. It looks deeper "
              "because it's dark and you're nervous, which is exactly how you should feel. Jag Sandhu, tackle "
              "master. Every rope, every bolt and every bag in this cave is my problem today."),
        # 6
        slide(RUTH, ROCK, "The Duck",
              ["Number 3 on the board", "Underground: 10:20 am", "Duck bailed: 10:50 to 11:35 am"],
              "We went underground at twenty past ten, down the entrance pitch and the Long Drop, to the Duck. "
              "Jag and Alwyn bailed it with buckets for forty five minutes, until there was a gap of air. Just "
              "past it is the Letterbox, where Rory, the big lad from the university, got wedged at the hips, "
              "and had to breathe right out before we could ease him through."),
        # 7
        slide(ALWYN, ROCK, "The Letterbox",
              ["Alwyn Pickles, 71", "Found the inner series: 1979"],
              "Alwyn Pickles. The Letterbox is a slot in the rock you go through sideways, one arm first, "
              "breathing out. I was stuck in it for two hours in nineteen eighty two, and they still call it "
              "Alwyn's Letterbox in the pub. I've been going through it for fifty years, and I'm sorry to report "
              "it hasn't got any wider."),
        # 8
        slide(JAG, ROCK, "The Chandelier",
              ["Number 2 on the board", "Photographed: 11:55 am to 12:25 pm", "Longest straw: 1.4 m"],
              "Second, the Chandelier, a chamber full of straws, thin as a pencil and hollow. It's photographed "
              "before anything else happens in there, because once a party of warm cavers has been breathing in "
              "it for an hour, it mists up and the straws vanish. So we went in two at a time with the "
              "flashguns."),
        # 9
        slide(POPPY, ROCK, "Sideways",
              ["The Letterbox: 26 cm high"],
              "On the way in, Jag pretended to be stuck in the Letterbox, groaning, just to see my face. On the "
              "way back he really was stuck, with the drill bag jammed across his chest, and I had to pull his "
              "boots while he laughed. He stopped laughing when one of the boots came off in my hands."),
        # 10
        slide(RUTH, ROCK, "The new passage",
              ["Number 1 on the board", "Surveyed: 12:45 to 2:10 pm", "New passage: 96 m"],
              "Third, the survey, number one on the board, because the new passage is as far in as the cave "
              "goes. Jag found it last month, behind a boulder. Alwyn held the tape, Poppy read the compass and I "
              "drew. It's a hundred and fifty metres. No, sorry, that's what we'd hoped. The tape says ninety "
              "six. It ends at a pool of black water."),
        # 11
        slide(ALWYN, ROCK, "The sump",
              ["End of the new passage: a sump", "Water temperature: 6 °C"],
              "That pool is a sump, where the roof comes down into the water and the passage carries on "
              "underneath. You can't follow it without diving. I put my arm in up to the shoulder and felt the "
              "roof go on down. There's air beyond it somewhere, because the water moves when the wind blows on "
              "the fell. I'd put money on a big chamber."),
        # 12
        slide(JAG, ROCK, "Poppy's light",
              ["Spare light on every helmet"],
              "At the bottom of the Long Drop, on the way out, Poppy's main light died. I clipped her cowstail "
              "onto the traverse line first, so she couldn't step anywhere in the dark, then switched on her "
              "spare, and put the dead one in my bag. She never panicked. Earlier, in the Letterbox, she nearly "
              "stuck, breathed out, and slid through."),
        # 13
        slide(JAG, ROCK, "The Long Drop",
              ["Number 5 on the board", "Long Drop: 18 m", "New rope rigged: 3:05 to 3:50 pm"],
              "Fourth, number five, the Long Drop. We came down it this morning on the old rope, so it's changed "
              "on the way out, and we climb up on the new one. I rigged it, Alwyn checked every knot, and the "
              "old rope came out with us in a bag, so nobody can ever trust their life to it again."),
        # 14
        slide(MALCOLM, CAFE, "Up top",
              ["Rain on the fell from 1:50 pm"],
              "Up top, the rain came in at ten to two, bang on time, and the beck by the entrance went brown. "
              "Down there they'd never know, until it reached the Duck. I followed them round the map in my "
              "head, with a finger on my cup. The Duck would be filling up behind them. They knew that. It's why "
              "it went first."),
        # 15
        slide(BEV, CAFE, "Pip",
              ["Bacon roll and tea: £4.50"],
              "While they were underground, my terrier Pip went down a rabbit hole behind the café and got "
              "himself stuck, tail up, barking his head off. It took Malcolm and me twenty minutes and a garden "
              "spade. Nobody rings the cave rescue for a terrier. My dad Alwyn found half that cave, you know, "
              "and he still can't boil an egg."),
        # 16
        slide(RUTH, ROCK, "The old ladders",
              ["Number 4 on the board", "Old ladders: 90 kg", "Ladders out: 4:20 to 5:05 pm"],
              "Last, number four, the old ladders from the nineteen seventies, rusting at the foot of the "
              "entrance pitch. They're the heaviest thing in the cave, and nobody wanted to drag them round all "
              "day, so they came out last, with us. Jag hauled them up the pitch on a pulley, ninety kilos of "
              "them, and we were all out at five past five."),
        # 17
        slide(ALWYN, ROCK, "Ruth's turn",
              ["Ruth: trip leader on 40 trips"],
              "On the way out, Ruth got stuck in the Letterbox herself, with the camera bag caught on a flake of "
              "rock behind her. She said a word I won't repeat, and Rory had to push the bag through from the "
              "other side. In fifty years I've never once seen a leader who didn't get stuck somewhere, sooner "
              "or later."),
        # 18
        slide(MALCOLM, CAFE, "Out",
              ["Party out: 5:05 pm", "Signed out of the book: all 5"],
              "Five past five, five muddy faces at the café window, and I crossed them out of the book, one by "
              "one. That's an hour and twenty five minutes before the callout, so the cave rescue can eat their "
              "tea in peace. It isn't the closest I've had. That was nineteen ninety one, and I don't talk about "
              "it."),
        # 19
        slide(POPPY, CAFE, "Afterwards",
              ["Poppy underground: 6 hours 45 minutes"],
              "My knees are purple, and there's mud in places I didn't know I had. I went through the Duck twice, "
              "saw straws as thin as a pencil, and read a compass in a passage nobody had ever surveyed before. "
              "Jag says next time I can carry a tackle bag of my own. I've decided to take that as a promotion."),
        # 20
        slide(JAG, ROCK, "Washing the tackle",
              ["Everything washed in Gaitsby Beck"],
              "Everything gets washed in the beck before it goes home, rope, bags, harnesses, the lot, because mud "
              "in a rope is like sandpaper. The old Long Drop rope went in the skip, cut into three, so nobody "
              "can rescue it. And the new one is now the club's best rope, until the day it isn't. That's how "
              "ropes go."),
        # 21
        slide(BEV, CAFE, "Tea",
              ["Café open until 8 pm"],
              "Chips all round, and a pot of tea the size of a bucket. Rory ate three plates and fell asleep at "
              "the table. Malcolm wrote out, all well, in my book, and underlined it twice, like he always does. "
              "My dad told Poppy the sump story, and she believed every word, which is more than I ever did."),
        # 22
        slide(RUTH, ROCK_DARK, "Next on the channel",
              ["Diving the sump", "Saturday 12 April", "Scarside Pot"],
              "Next time, the club's cave diver, Lars, goes into the sump at the end of the new passage, to find "
              "out what's on the other side. We'll be carrying his tanks in, through the Duck and the Letterbox, "
              "all day. Alwyn says there's a big chamber beyond it. I've bet him a pint there isn't. See you in "
              "Scarside."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Scarside Pot video - what's it about, in a nutshell?",
         "para": ["summarise the caving club trip vid",
                  "I skipped through and saw helmets and mud. What is the video actually showing, start to "
                  "finish?"],
         "cands": ["A caving club's Saturday trip down a pothole, working through a list of jobs underground",
                   "A cave diver going through a flooded sump",
                   "A cave rescue team's callout to a trapped caver",
                   "A geology lecture about how limestone caves form"],
         "answer": "A caving club's Saturday trip down a pothole, working through a list of jobs underground"},
        {"n": 2, "type": "count", "ev": [6, 9, 17],
         "q": "On this trip, how many people genuinely get wedged in the Letterbox?",
         "para": ["number of cavers who got stuck in the squeeze on the day (real ones only)",
                  "That narrow slot keeps catching people out. All told, how many got jammed in it that "
                  "Saturday?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Of the five jobs on the hut whiteboard, which got done first?",
         "cands": ["Bailing the Duck", "Surveying the new passage", "Photographing the Chandelier",
                   "Bringing out the old ladders"],
         "answer": "Bailing the Duck"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 10, 13, 16],
         "q": "Board order: survey, Chandelier, Duck, ladders, Long Drop. Sequence they really followed "
              "underground?",
         "cands": None,
         "answer": "The Duck first, then the Chandelier, the survey, the Long Drop rope, and the old ladders last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why bail the duck before anything else when the survey was job one",
         "cands": None,
         "answer": "The Duck lies between the entrance and everything else, and rain was forecast from two, so "
                   "it had to be done while the water was low"},
        {"n": 6, "type": "why", "ev": [16],
         "q": "What was the thinking behind hauling the old ladders out at the very end?",
         "cands": ["They're the heaviest thing in the cave, and nobody wanted to drag them round all day",
                   "The pulley for lifting them didn't arrive until the afternoon",
                   "Malcolm had to see them come out from the café window",
                   "The rain had to stop before they could be lifted up the pitch"],
         "answer": "They're the heaviest thing in the cave, and nobody wanted to drag them round all day"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "Reason the Chandelier had to be photographed so early?",
         "para": ["chandelier photos done second - why the rush",
                  "What would have gone wrong had the straws been photographed in the afternoon instead?"],
         "cands": None,
         "answer": "Once warm cavers have been breathing in the chamber for an hour it mists up and the straws "
                   "vanish"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "Poppy reckons the entrance pitch is fifty metres. True depth?",
         "cands": None,
         "answer": "32 m (Jag cut the rope himself and measured it)"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "Callout time, once it was sorted out?",
         "cands": ["6:30 pm", "7:00 pm", "5:05 pm", "6:00 pm"],
         "answer": "6:30 pm"},
        {"n": 10, "type": "correction", "ev": [10],
         "q": "length of the new passage after the survey",
         "para": ["Newly found passage: what length did the tape give?",
                  "Ruth states the new passage's length, then takes it back at once. Which figure stands?"],
         "cands": None,
         "answer": "96 m (a hundred and fifty was only what they'd hoped)"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Malcolm says the callout's at seven o'clock - who puts him straight?",
         "cands": None,
         "answer": "Bev Rigg, who runs the café and keeps the callout book (6:30 pm)"},
        {"n": 12, "type": "who", "ev": [9],
         "q": "When Jag got jammed with the drill bag, whose job was it to pull on his boots?",
         "cands": ["Poppy Lindqvist", "Ruth Askew", "Alwyn Pickles", "Rory Mackintosh"],
         "answer": "Poppy Lindqvist"},
        {"n": 13, "type": "needle_screen", "ev": [9],
         "q": "How high is the Letterbox, in cm?",
         "cands": ["26 cm", "62 cm", "16 cm", "32 cm"],
         "answer": "26 cm"},
        {"n": 14, "type": "needle_screen", "ev": [22],
         "q": "date they're planning to dive the sump",
         "cands": ["Saturday 12 April", "Saturday 15 March", "Sunday 12 April", "Saturday 21 April"],
         "answer": "Saturday 12 April"},
        {"n": 15, "type": "speech_and_screen", "ev": [2, 6],
         "q": "the big university lad who got wedged at the hips, how old is he",
         "cands": None, "answer": "20 (Rory Mackintosh)"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "What do the old ladders weigh?",
         "cands": ["90 kg", "19 kg", "60 kg", "32 kg"],
         "answer": "90 kg"},
        {"n": 17, "type": "quantity", "ev": [6],
         "q": "Bailing the Duck took how long?",
         "para": ["time spent bucketing water out of the duck",
                  "Jag and Alwyn passed buckets back until there was a gap of air. For how many minutes?"],
         "cands": None, "answer": "Forty five minutes (10:50 to 11:35 am)"},
        {"n": 18, "type": "spoken_fact", "ev": [2],
         "q": "If the party isn't back by the callout, what's Malcolm's move?",
         "cands": ["He rings the cave rescue, no waiting", "He goes down the entrance pitch to look himself",
                   "He sends Bev up the fell with a torch", "He gives them another hour"],
         "answer": "He rings the cave rescue, no waiting"},
        {"n": 19, "type": "relation", "ev": [15],
         "q": "bev + alwyn, relatoinship?",
         "cands": None, "answer": "Bev is Alwyn's daughter"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "Poppy's main light dies at the bottom of the Long Drop on the way out. Jag's response?",
         "cands": None,
         "answer": "Clipped her cowstail onto the traverse line, switched on her spare light and put the dead "
                   "one in his bag"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does the video open - where's Ruth and what's going on?",
         "cands": ["In Bev's café at eight, rain on the windows, wet socks steaming and bacon on",
                   "At the top of the entrance pitch, rigging the new rope",
                   "In the club hut, writing the jobs on the whiteboard",
                   "Driving up the dale in the dark with the tackle bags"],
         "answer": "In Bev's café at eight, rain on the windows, wet socks steaming and bacon on"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What's lined up for the next episode?",
         "cands": ["The club's cave diver going into the sump at the end of the new passage",
                   "Poppy's second trip, carrying her own tackle bag",
                   "A cave rescue practice in the Letterbox",
                   "Re-surveying the Chandelier with a laser"],
         "answer": "The club's cave diver going into the sump at the end of the new passage"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "cave rescue - who's in charge of the team Malcolm would ring",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much did the replacement rope for the Long Drop cost?",
         "cands": ["£85", "£120", "£160", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ corpseflower (a titan arum's one night)
FRANCES = ("en-gb-x-rp+f3", "Dr Frances Oduya, glasshouse curator")
NEIL = ("en-gb+m3", "Neil Ashdown, glasshouse keeper")
MAUREEN = ("en-gb-scotland+f4", "Maureen Tulley, volunteer guide")
TOMASZ = ("en-gb-x-gbcwmd+m6", "Dr Tomasz Wrobel, chemist")
KIRSTY = ("en-gb+f5", "Kirsty Blane, café manager")
DEREK = ("en-gb-scotland+m2", "Derek Oyelaran, night security")

GLASS = "#e6efe4"
SHED = "#f4efe3"
TEAROOM = "#f8ede8"
GLASS_DARK = "#132019"

CORPSEFLOWER = {
    "name": "corpseflower",
    "footer": "Hallamford Botanic Gardens · the Tropical House · Gloria's night",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(FRANCES, GLASS_DARK, "Gloria opens tonight",
              ["Hallamford Botanic Gardens", "Wednesday 23 July", "The Tropical House"],
              "Half past two in the afternoon, thirty degrees in the Tropical House, and there's a faint smell, "
              "like something died under the floorboards. That means she's starting. I'm Frances Oduya, curator "
              "of the glasshouses, and this is Gloria, our titan arum, the smelliest flower you will ever meet. "
              "She opens for one night only. Tonight."),
        # 1
        slide(FRANCES, SHED, "Tonight's jobs",
              ["1. Open the doors to the public", "2. Measure Gloria", "3. Pollinate her",
               "4. Collect the scent", "5. Start the time-lapse camera"],
              "This is the whiteboard in the potting shed. The director wrote tonight's jobs this morning, with "
              "opening the doors at number one, because that's what the city cares about. We won't do them in "
              "that order. The spathe starts unfurling late in the afternoon, and you can't film an opening "
              "that's already happened, so number five, the camera, goes first."),
        # 2
        slide(NEIL, GLASS, "The keeper",
              ["Gloria grown from seed: 2010", "Time-lapse running from 3:05 pm"],
              "Neil Ashdown, keeper. I grew Gloria from a seed the size of an olive, and she's been in this bed "
              "ever since. She flowered once before, six years ago. The camera's running now, one frame a "
              "minute. Next she's measured, before a single visitor comes in, because that means a ladder in the "
              "bed beside her, and you can't have a ladder up with the public in."),
        # 3
        slide(KIRSTY, TEAROOM, "The café",
              ["Café open until midnight"],
              "Kirsty Blane, I run the café. We'd normally close at five, but tonight we're open till midnight, "
              "and I've baked for a siege. Somebody told me she's three metres tall, which is taller than my "
              "ceiling, so I don't know how she fits in there. Neil won't let me put a flower-shaped biscuit on "
              "the menu. He says it would be in bad taste."),
        # 4
        slide(NEIL, GLASS, "Measuring Gloria",
              ["Number 2 on the board", "Height: 2.41 m", "Measured: 4:40 pm"],
              "Three metres? Kirsty, she's two point four one. I was up the ladder with the tape at twenty to "
              "five, and that's what she is. She looks bigger because you're standing underneath her, and "
              "because of the smell. The spathe is opening now, dark red "
              "inside, like a skirt. The ladder's out, and the bed is swept."),
        # 5
        slide(MAUREEN, GLASS, "On the door",
              ["Doors opened: 6:10 pm", "Queue from 4:15 pm"],
              "Maureen Tulley, volunteer, on the door with my clicker. The queue went right round the lily pond "
              "and out past the bandstand. The very first man through the door was in a suit, straight from the "
              "office. He took one breath, went grey, and walked straight back out onto the lawn. He came back "
              "in later with a hanky over his nose."),
        # 6
        slide(FRANCES, GLASS, "The crowd",
              ["Number 1 on the board", "Doors: open until 11 pm"],
              "Opening the doors went third, once the camera was running and Neil's ladder was out. They came in "
              "a long slow line, holding their noses, taking photographs, loving it. A lady with a pram got as "
              "far as the pond, turned round, and pushed it straight back out into the garden, with her scarf "
              "over her face. I don't blame her."),
        # 7
        slide(TOMASZ, GLASS, "The scent",
              ["Scent samples: every 30 minutes"],
              "Tomasz Wrobel, I'm a chemist. The smell is made to bring in flies and beetles that feed on dead "
              "things, so she smells of rotten meat, old cheese and socks. I'm catching it in glass tubes, for "
              "my lab. People ask me why anybody would bottle this. I ask them why they "
              "queued for two hours to sniff it."),
        # 8
        slide(TOMASZ, GLASS, "Waiting for the peak",
              ["Number 4 on the board", "Scent sampled: 9:45 to 10:30 pm"],
              "The scent is number four, and it waits, because the smell isn't steady. It builds all evening "
              "and peaks at about ten, when the spike in the middle warms itself up like a radiator. Sample too "
              "early and you've bottled a rumour. My student Hannah held the tubes, and at nine she had to step "
              "out into the night air for ten minutes."),
        # 9
        slide(MAUREEN, GLASS, "The boy in the cape",
              ["Youngest visitor: 3 weeks old"],
              "A little boy in a superhero cape told me he'd have to go outside, because it smelt like his "
              "brother's trainers. He held his nose, went red in the face, and stayed right to the end, because "
              "he wanted to see the spike. My grandson Derek is on nights here, so I get a lift home, "
              "eventually."),
        # 10
        slide(NEIL, SHED, "The pollen",
              ["Frozen pollen from Carrick Botanic Garden", "Courier arrived: 8:50 pm"],
              "The pollen came from Carrick Botanic Garden, from their plant that flowered in the spring, "
              "frozen in a flask. When the courier turned up, I signed for it, put the flask straight in the "
              "potting shed freezer, and wrote the time on the lid in marker pen. Then I went back to watching "
              "her, like a nervous father."),
        # 11
        slide(KIRSTY, TEAROOM, "The fire door",
              ["Lemonade sold tonight: 410 bottles"],
              "A teenager came through the café saying it smelt like the bins on a hot day, and ran straight out "
              "of the fire door onto the terrace, to breathe. Then her friend pretended to faint for a video, "
              "right on my floor, and got up to check how it looked. I sold more lemonade tonight than in the "
              "whole of June."),
        # 12
        slide(DEREK, GLASS, "Nights",
              ["Derek: security guard for 7 years"],
              "Derek Oyelaran, security. On nights it's just me, the plants and Moss, the garden cat. Moss "
              "wouldn't come past the door tonight. He sat on the step with his ears flat and his nose going, "
              "then went off to the rose garden in a huff. Six years ago, the last time she flowered, a man "
              "fainted by the pond, and I caught him."),
        # 13
        slide(FRANCES, GLASS, "The spike",
              ["Flies in the Tropical House: through the roof vents"],
              "At the height of it, the spike in the middle is warm to the touch, and it's pushing the smell out "
              "into the house. The flies have found her already. We're staying open until eleven tonight, an "
              "hour later than we planned, because at ten o'clock the queue still went all the way round the "
              "pond."),
        # 14
        slide(DEREK, GLASS, "Closing time",
              ["Last visitor out: 11:12 pm"],
              "Eleven o'clock, and I walked the last of them out, a couple who'd come on their first date, which "
              "is brave. Out on the lawn you could still smell her. I locked the gates and did my round, and "
              "when I came back past the Tropical House, the lights were on, and Neil was getting the scalpel "
              "out."),
        # 15
        slide(NEIL, GLASS, "Last, the pollen",
              ["Number 3 on the board", "Pollinated: 11:25 pm to 12:10 am"],
              "Pollinating is number three on the board, but it's always last. To reach the female flowers I "
              "have to cut a little window in the base of the spathe, and you don't do that with a queue "
              "watching and breathing on you. And the female flowers are only ready late on the first night. "
              "So, after the last visitor, with a paintbrush."),
        # 16
        slide(FRANCES, SHED, "The numbers",
              ["Visitors on a July weekday: about 600"],
              "Over four thousand people through the door tonight, which is more than we get in a whole month "
              "in winter. The director is already asking whether we can make her flower every summer. We can't. "
              "She does it when she's ready, and she'll need years to build up her strength again. She's not a "
              "firework display."),
        # 17
        slide(MAUREEN, SHED, "The clicker",
              ["Visitors through the door: 2,870"],
              "Four thousand? Frances, it's two thousand eight hundred and seventy. I've had this clicker in my "
              "hand since the doors opened, and my thumb will never be the same. Four thousand is how many said "
              "they were coming, on the website. Two thousand eight hundred and seventy is how many I counted "
              "in."),
        # 18
        slide(NEIL, SHED, "The corm",
              ["Corm at repotting: 63 kg", "Repotted: March"],
              "Under the soil she's a corm, like a giant potato. When we repotted her in March, it weighed ninety "
              "kilos. No, hang on, that was the corm, the pot and the soil all together, on the forklift. The "
              "corm on its own was sixty three. Four of us lifted it out, and my back still remembers every one "
              "of them."),
        # 19
        slide(KIRSTY, TEAROOM, "Midnight",
              ["Café takings tonight: £3,410"],
              "Midnight, and I've sold out of everything but the flapjacks. Nobody wants a flapjack after "
              "smelling that, apparently. Derek's had the last pot of tea, and Maureen's asleep in the corner "
              "with the clicker still in her hand. I'm asking the director for a bigger fridge before the next "
              "one. Neil says I'll be waiting a few years."),
        # 20
        slide(TOMASZ, SHED, "Forty tubes",
              ["Scent tubes filled: 40"],
              "Forty tubes, all full, all sealed, all going back to the lab in a cool box first thing. The smell "
              "is a mixture of dozens of things, and the recipe changes through the night. I'm hoping to find "
              "out which of them the beetles really come for. Hannah says she's never eating cheese again. I'll "
              "believe that at lunchtime."),
        # 21
        slide(FRANCES, GLASS, "The morning after",
              ["Spathe closing: Thursday 7 am"],
              "By seven the next morning the spathe was already closing, and the smell had mostly gone. One "
              "night, that's all she gives you. Neil slept on a camp bed in the potting shed, to keep an eye on "
              "her. If the pollination has taken, we'll know in the autumn, when the berries come."),
        # 22
        slide(FRANCES, GLASS_DARK, "Next on the channel",
              ["Gloria's berries ripen", "Saturday 11 October", "The Tropical House"],
              "Next time, if Neil's paintbrush did its job, Gloria's berries will be ripening, bright red and "
              "orange, all the way up the stalk. Each one has a seed inside, and each seed could be another "
              "Gloria, in ten years or so. Carrick has asked for some already. See you in the Tropical House."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Gloria video: what's the overall subject?",
         "para": ["titan arum vid summary",
                  "Somebody sent me a link about a smelly plant in a glasshouse. What does the video cover?"],
         "cands": ["A botanic garden's one night when its giant titan arum flowers, with the glasshouse open late",
                   "Gloria's berries ripening in the autumn",
                   "A flower show's judging day in a marquee",
                   "A chemistry lecture about how smells are made"],
         "answer": "A botanic garden's one night when its giant titan arum flowers, with the glasshouse open late"},
        {"n": 2, "type": "count", "ev": [5, 6, 8, 11],
         "q": "Tally of people driven out into the fresh air by the smell?",
         "para": ["how many folk had to step outside cos of the stink",
                  "The stench got too much for some of them and they left the building. Count them up for me?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which whiteboard job did they tackle before the rest?",
         "cands": ["Starting the time-lapse camera", "Opening the doors to the public", "Measuring Gloria",
                   "Pollinating her"],
         "answer": "Starting the time-lapse camera"},
        {"n": 4, "type": "order", "ev": [1, 15],
         "q": "Pollinating is job 3 on the board. When in the evening did it really happen?",
         "cands": None,
         "answer": "Last of the five, after the last visitor had gone (11:25 pm)"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "time-lapse camera switched on before everything else - why",
         "para": ["Number five on the whiteboard went first. What's the reasoning?",
                  "Why couldn't the camera wait until the doors had opened?"],
         "cands": None,
         "answer": "The spathe starts unfurling in the late afternoon, and you can't film an opening that's "
                   "already happened"},
        {"n": 6, "type": "why", "ev": [15],
         "q": "What's behind leaving the pollinating until after the last visitor?",
         "cands": ["Neil has to cut a window in the base of the spathe, not a job for a watching queue, and the "
                   "female flowers are only ready late",
                   "The frozen pollen didn't arrive until after eleven",
                   "The director wanted it filmed at midnight",
                   "The flies had to be cleared out of the house first"],
         "answer": "Neil has to cut a window in the base of the spathe, not a job for a watching queue, and the "
                   "female flowers are only ready late"},
        {"n": 7, "type": "why", "ev": [2],
         "q": "Measuring Gloria happened before the public came in. For what reason?",
         "cands": ["It means a ladder in the bed beside her, and you can't have a ladder up with the public in",
                   "She shrinks once the spathe has opened",
                   "The director needed the height for the website",
                   "The tape measure was wanted back in the café"],
         "answer": "It means a ladder in the bed beside her, and you can't have a ladder up with the public in"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Gloria's real height, then?",
         "para": ["how tall is the titan arum actually",
                  "Kirsty was told a height for the flower that turned out wrong. What did Neil's tape "
                  "actually show?"],
         "cands": None,
         "answer": "2.41 m (Kirsty had heard three metres; Neil measured her from the ladder)"},
        {"n": 9, "type": "correction", "ev": [18],
         "q": "Weight of the corm on its own, after Neil corrects himself?",
         "cands": ["63 kg", "90 kg", "36 kg", "41 kg"],
         "answer": "63 kg"},
        {"n": 10, "type": "who", "ev": [16, 17],
         "q": "Frances claims over four thousand came through the door. Who corrects that?",
         "para": ["who had the clicker and fixed the visitor number",
                  "One person tells the curator she's overestimated the crowd - which one?"],
         "cands": None,
         "answer": "Maureen Tulley, the volunteer on the door with the clicker (2,870)"},
        {"n": 11, "type": "who", "ev": [8],
         "q": "Who was holding the scent tubes when she had to go out for air?",
         "cands": ["Hannah, Tomasz's student", "Kirsty Blane", "Maureen Tulley", "Frances Oduya"],
         "answer": "Hannah, Tomasz's student"},
        {"n": 12, "type": "needle_screen", "ev": [2],
         "q": "gloria grown from seed in which year",
         "cands": ["2010", "2001", "2019", "2016"],
         "answer": "2010"},
        {"n": 13, "type": "needle_screen", "ev": [19],
         "q": "café takings for the night",
         "cands": None, "answer": "£3,410"},
        {"n": 14, "type": "speech_and_screen", "ev": [5],
         "q": "The first guy through the door, the one in a suit - what time would that have been?",
         "cands": None, "answer": "6:10 pm, when the doors opened"},
        {"n": 15, "type": "quantity", "ev": [20],
         "q": "Number of scent tubes Tomasz filled?",
         "cands": ["40", "14", "30", "4"],
         "answer": "40"},
        {"n": 16, "type": "quantity", "ev": [13],
         "q": "By how much did they extend the late opening?",
         "cands": None, "answer": "An hour (open until eleven instead of ten)"},
        {"n": 17, "type": "spoken_fact", "ev": [7],
         "q": "According to the chemist, what is the smell meant to attract?",
         "cands": ["Flies and beetles that feed on dead things", "Bees and butterflies",
                   "Moths that fly at night", "Bats from the park"],
         "answer": "Flies and beetles that feed on dead things"},
        {"n": 18, "type": "relation", "ev": [9],
         "q": "maureen and derek - related??",
         "cands": None, "answer": "Yes: Derek is Maureen's grandson"},
        {"n": 19, "type": "right_before_after", "ev": [10],
         "q": "The frozen pollen turns up by courier. What does Neil do with it straight away?",
         "cands": None,
         "answer": "Signed for it, put the flask straight in the potting shed freezer and wrote the time on the "
                   "lid"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the very beginning, what tells Frances that Gloria is getting going?",
         "cands": ["A faint smell, like something died under the floorboards",
                   "Flies coming in through the roof vents",
                   "A queue forming round the lily pond",
                   "The spathe already open and dark red inside"],
         "answer": "A faint smell, like something died under the floorboards"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Final segment trails which upcoming video?",
         "cands": ["Gloria's berries ripening, red and orange up the stalk",
                   "Gloria flowering again next summer",
                   "A new titan arum arriving from Carrick",
                   "Tomasz's lab results on the smell"],
         "answer": "Gloria's berries ripening, red and orange up the stalk"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "which uni does tomasz work at",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Ticket price for the late opening?",
         "cands": ["£5", "£8", "£12", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How tall was Gloria the first time she flowered, six years ago?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ judograding (a judo club's grading morning)
PAULINE = ("en-gb-x-gbcwmd+f2", "Pauline Okoro, head coach")
DESMOND = ("en-gb-x-rp+m7", "Desmond Hale, examiner")
BARRY = ("en-gb-x-gbclan+m2", "Barry Nuttall, club secretary")
GRAHAM = ("en-gb+m6", "Graham Whitlow, adult candidate")
AISHA = ("en-gb+f1", "Aisha Begum, junior candidate")
MARIAN = ("en-gb-scotland+f5", "Marian Fell, hall caretaker")

MAT = "#e8edf4"
NOTICE = "#f6f2e9"
MAT_DARK = "#151a26"

JUDOGRADING = {
    "name": "judograding",
    "footer": "Kestrel Judo Club · Ellerby Memorial Hall, Hexley · grading day",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(PAULINE, MAT_DARK, "Grading day at Kestrel",
              ["Kestrel Judo Club, Hexley", "Saturday 29 November", "Ellerby Memorial Hall"],
              "Half past seven on a cold Saturday, and the heating in this hall takes an hour to notice it's on. "
              "I'm Pauline Okoro, head coach of Kestrel Judo Club, and today's our grading. Thirty eight of our "
              "players get to show an examiner what they can do, and if he's happy, they go home with a new "
              "belt."),
        # 1
        slide(PAULINE, NOTICE, "The grading order",
              ["1. Red belts", "2. Yellow belts", "3. Orange belts", "4. Green belts", "5. Adults"],
              "This is the sheet on the noticeboard, with the groups in belt order, the way the association "
              "prints it. We never grade in that order. The Cartwright twins are green belts, and they're "
              "bridesmaids at their auntie's wedding at twelve, with their hair booked for half ten. So number "
              "four goes first, or there'll be two very cross bridesmaids."),
        # 2
        slide(MARIAN, MAT, "Laying the mats",
              ["Mats laid: 7:30 to 8:20 am", "Ellerby Memorial Hall built: 1929"],
              "Marian Fell, caretaker. Every grading I come in early and lay the mats with whoever turns up, edge "
              "to edge, no gaps, or somebody catches a toe. This hall was built by the miners, and the floor has "
              "seen everything: dances, wedding receptions, and a wrestling bear, once, so they tell me. I've "
              "been sweeping it for eleven years."),
        # 3
        slide(AISHA, MAT, "Going for orange",
              ["Aisha Begum, 11", "Grading: yellow to orange"],
              "I'm Aisha, and I'm going for my orange belt. I've been practising my breakfalls on my bed, which "
              "Mum says is why the bed's broken. There's about a hundred mats on the floor today, and every "
              "single one of them is freezing. My partner for throws is Kofi, because he's big and he falls "
              "nicely, but he isn't here yet."),
        # 4
        slide(MARIAN, MAT, "The mats",
              ["Mats on the floor: 64"],
              "A hundred? Aisha, love, sixty four. I lay them and I stack them, every Saturday, in piles of eight, "
              "and eight eights are sixty four. It only looks like a hundred when you're small and they're cold. "
              "And I have to take half of them up at twelve, because the hall's booked at two for a christening "
              "party, and the caterers want their tables in."),
        # 5
        slide(DESMOND, MAT, "The examiner",
              ["Examiner for the area", "Gradings at Hexley: 26"],
              "Desmond Hale, examiner for the area. This is my twentieth grading at Hexley. No, I tell a lie, "
              "it's my twenty sixth. I keep every sheet in a folder, and the folder's getting fat. I'm looking "
              "for good, safe judo, a bow that means it, and somebody who gets up again after they've been "
              "thrown. The belt is the easy part."),
        # 6
        slide(PAULINE, MAT, "Green belts first",
              ["Number 4 on the sheet", "Green belts graded: 8:35 to 9:20 am"],
              "So the green belts went first, straight after the warm up. One of the Cartwright twins had her "
              "belt come undone in the middle of her first throw, and she finished the whole throw with her "
              "jacket flapping open like a cape. Desmond didn't blink. They were out of the door by twenty past "
              "nine, to get their hair done."),
        # 7
        slide(BARRY, NOTICE, "The paperwork",
              ["Candidates today: 31", "Youngest candidate: Freddie Osei, 5"],
              "Barry Nuttall, club secretary, and Pauline's husband, for my sins. Thirty eight? Thirty one, love. "
              "I've got the forms right here, and seven of the thirty eight never sent theirs back, so they're "
              "not grading today. Thirty one. I checked every licence book twice, and one had been through the "
              "wash."),
        # 8
        slide(BARRY, MAT, "Red belts second",
              ["Number 1 on the sheet", "Red belts graded: 9:25 to 10:05 am"],
              "Red belts second, the littlest ones. Five and six year olds can wait about half an hour before "
              "they're asleep or under the benches, so they don't wait any longer. Freddie's belt fell right off "
              "in the middle of his breakfalls, and he carried on rolling with it round his ankles, like a little "
              "parcel. Everybody cheered."),
        # 9
        slide(GRAHAM, MAT, "A late starter",
              ["Graham Whitlow, 52", "Adults group: orange to green"],
              "Graham Whitlow. I took up judo when my son Lewis did, to keep him company, and he gave it up after "
              "a month. I kept going. I've been doing it five years now, twice a week, and I still can't fall "
              "over quietly. Pauline says I'm the only man in the club who grunts before he's even been "
              "thrown."),
        # 10
        slide(MARIAN, MAT, "Adults third",
              ["Number 5 on the sheet", "Adults graded: 10:15 to 11:50 am"],
              "The adults went third, because they throw each other hardest, and they need the whole mat, every "
              "one of my sixty four. At twelve I start lifting, so they had to be done before then. Halfway "
              "through, the mats started sliding apart under them, so I stopped the lot, knelt down, shoved them "
              "back together and taped the gap."),
        # 11
        slide(GRAHAM, MAT, "Hold-downs",
              ["Adults grading today: 9"],
              "In the middle of my hold-downs, my belt came undone and slid off onto the mat. Desmond just "
              "stopped and waited, while I tied it back on with shaking hands, and then he said, carry on, Mister "
              "Whitlow. My partner Steve was laughing so much he could hardly hold me down. I passed, and so did "
              "Steve."),
        # 12
        slide(DESMOND, MAT, "Orange belts fourth",
              ["Number 3 on the sheet", "Orange belts graded: 12:00 to 12:40 pm"],
              "A lad in the orange group told me his belt had come undone, so he could have a breather. It was "
              "tied in a double knot. I've been doing this too long. Then, in groundwork, another orange belt's "
              "belt really did come off, and he finished his turn holding his jacket shut with one hand. I passed "
              "him for that alone."),
        # 13
        slide(MARIAN, MAT, "Half the mats",
              ["Examiner's tea: milk and three sugars"],
              "At twelve I started lifting. Thirty two mats up and stacked, thirty two left down, and the juniors "
              "squeezed onto what was left. My greyhound Dot got into the lost property box while I wasn't "
              "looking, and ran off with a spare belt, round and round the car park, trailing it like a "
              "streamer. It took three dads to catch her."),
        # 14
        slide(PAULINE, MAT, "Waiting for Kofi",
              ["Kofi Mensah, brown belt", "Kofi arrived: 12:35 pm"],
              "The yellow belts always go last, and that's because of Kofi, our brown belt. He's a doctor at "
              "the hospital, and his night shift didn't finish until twelve. He's the only one big enough for "
              "nine eager yellow belts to throw all afternoon, and he never complains. He came in still wearing "
              "his hospital shoes."),
        # 15
        slide(AISHA, MAT, "Yellow belts last",
              ["Number 2 on the sheet", "Yellow belts graded: 12:45 to 1:35 pm"],
              "We went last, nine of us on half a mat, with the christening tables going up at the other end. "
              "Jayden's belt came right off in the middle of his throw and landed on Desmond's table, in his "
              "tea. Mine nearly came undone too, but I grabbed the knot between throws and pulled it tight. Kofi "
              "fell beautifully."),
        # 16
        slide(BARRY, NOTICE, "Results",
              ["Passed: 30 of 31", "Belts handed out: 1:50 pm"],
              "Thirty passed, out of thirty one, and the one who didn't has a sprained finger, so she's coming "
              "back in March. I write every new grade in their licence books, and Pauline hands out the belts. "
              "Then I sweep up. That's the deal. Twenty two years married, and I've never once been allowed to "
              "hand out a belt."),
        # 17
        slide(PAULINE, MAT, "Double knots",
              ["Pauline: coaching at Kestrel for 19 years"],
              "At my own black belt grading, in nineteen ninety eight, my belt came undone in front of six "
              "examiners, and I've tied a double knot ever since. I tell them all that story before every "
              "grading, and they still don't double knot. Today I was proud of every one of them, even the ones "
              "whose belts went walkabout."),
        # 18
        slide(GRAHAM, MAT, "Green",
              ["Graham: now a green belt"],
              "Green belt, at fifty two. Lewis came to watch, for the first time in five years, and he filmed "
              "the whole thing on his phone, including the bit with my belt. That'll be on the family group chat "
              "by teatime. He says he might come back to the club. I told him, only if you grunt quietly."),
        # 19
        slide(MARIAN, MAT, "Turning the hall round",
              ["All mats stacked: 1:50 pm", "Christening party: 2 pm"],
              "Mats up, stacked in eights, floor swept, and the christening tables in, with ten minutes to "
              "spare. Dot had taken the spare belt under the stage and chewed it to bits, so that went in the "
              "bin. The vicar came in early, looked at the pile of mats, and asked if he'd missed the wrestling. "
              "I told him about the bear."),
        # 20
        slide(DESMOND, NOTICE, "Signing off",
              ["Certificates signed: 30"],
              "Thirty certificates, all signed with my good pen, the one my wife gave me when I started. I'll "
              "drive home, and the sheets will go in the folder with the other twenty five. Good judo today, "
              "safe judo, and a lot of bows that meant it. And the best belt tying I've seen all year came from "
              "a five year old."),
        # 21
        slide(AISHA, MAT, "Orange",
              ["Aisha: now an orange belt"],
              "I got my orange belt! Desmond said my breakfalls were the loudest he's heard all year, which I "
              "think is good. Kofi said well done and then went home to sleep, still in his hospital socks. Mum "
              "says she's going to fix my bed, and I've got to learn six new throws before the next grading."),
        # 22
        slide(PAULINE, MAT_DARK, "Next on the channel",
              ["Kofi's black belt grading", "Saturday 14 March", "Kestrel Judo Club"],
              "Next time, Kofi goes for his black belt, at the area grading in the spring, straight after a night "
              "shift, if the hospital gets its way. We'll all be there, the whole club, on the front row, "
              "making far too much noise. Marian has promised to leave Dot at home. See you on the mat."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Kestrel Judo Club clip - main topic?",
         "para": ["judo grading video, what happens in it",
                  "Explain briefly what goes on in the video from Ellerby Memorial Hall."],
         "cands": ["A judo club's grading morning, when its players are tested for new belts by a visiting "
                   "examiner",
                   "Kofi going for his black belt at the area grading",
                   "A judo tournament where the winners get medals",
                   "A christening party in a village hall"],
         "answer": "A judo club's grading morning, when its players are tested for new belts by a visiting "
                   "examiner"},
        {"n": 2, "type": "count", "ev": [6, 8, 11, 12, 15],
         "q": "How many candidates have their belt come undone partway through being graded?",
         "para": ["belts that came loose during the actual grading - how many",
                  "People's belts keep falling off while the examiner's watching. How many times does that "
                  "genuinely happen?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which group was graded first?",
         "cands": ["The green belts", "The red belts", "The adults", "The yellow belts"],
         "answer": "The green belts"},
        {"n": 4, "type": "order", "ev": [1, 6, 8, 10, 12, 15],
         "q": "The noticeboard sheet goes red, yellow, orange, green, adults. Actual grading order?",
         "para": ["order the five groups went on the mat",
                  "They ignored the printed sequence. Could you list the groups in the order they were really "
                  "examined?"],
         "cands": None,
         "answer": "Green belts first, then the red belts, the adults, the orange belts, and the yellow belts "
                   "last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "green belts first - what was the reason",
         "cands": None,
         "answer": "The Cartwright twins are green belts and were bridesmaids at their auntie's wedding at "
                   "twelve, with their hair booked for half ten"},
        {"n": 6, "type": "why", "ev": [14],
         "q": "Yellow belts were graded last. Why?",
         "cands": ["Their throwing partner Kofi didn't finish his night shift at the hospital until twelve",
                   "Desmond always grades the biggest group after his lunch",
                   "Aisha's group had to wait for the christening tables to go up",
                   "The yellow belts' forms had gone through the wash"],
         "answer": "Their throwing partner Kofi didn't finish his night shift at the hospital until twelve"},
        {"n": 7, "type": "why", "ev": [4, 10],
         "q": "Explain why the adults had to finish before twelve.",
         "para": ["adults graded third, reason",
                  "Why the rush to get the grown-ups through their grading by midday?"],
         "cands": None,
         "answer": "They throw hardest and need the whole mat, and at twelve Marian starts taking half the mats "
                   "up for the christening party"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Aisha guesses a hundred mats - actual number?",
         "cands": None,
         "answer": "64 (Marian lays and stacks them every Saturday)"},
        {"n": 9, "type": "correction", "ev": [0, 7],
         "q": "actual number of candidates grading",
         "cands": ["31", "38", "30", "13"],
         "answer": "31"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "desmond says it's his 20th grading at hexley then changes it to?",
         "cands": None, "answer": "His twenty sixth (26); he keeps every sheet in a folder"},
        {"n": 11, "type": "who", "ev": [0, 7],
         "q": "Pauline gives 38 candidates. Who corrects her?",
         "para": ["who said it was 31 not 38",
                  "The head coach gets the number of people grading wrong and is put right. By whom?"],
         "cands": None,
         "answer": "Barry Nuttall, the club secretary and her husband, from the forms (31)"},
        {"n": 12, "type": "who", "ev": [3, 15],
         "q": "Who does Aisha throw in her grading?",
         "cands": ["Kofi Mensah", "Graham Whitlow", "Desmond Hale", "Barry Nuttall"],
         "answer": "Kofi Mensah"},
        {"n": 13, "type": "needle_screen", "ev": [7],
         "q": "age of the youngest candidate",
         "cands": ["5", "6", "11", "4"],
         "answer": "5"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "Year Ellerby Memorial Hall was built?",
         "cands": ["1929", "1927", "1992", "1919"],
         "answer": "1929"},
        {"n": 15, "type": "speech_and_screen", "ev": [1, 6],
         "q": "those twins who were bridesmaids, when did their grading start",
         "cands": None, "answer": "8:35 am (they are green belts, graded first)"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "Out of the 31, how many passed?",
         "cands": ["30", "31", "29", "13"],
         "answer": "30"},
        {"n": 17, "type": "quantity", "ev": [9],
         "q": "graham's been doing judo for how many yeras",
         "cands": None, "answer": "Five years"},
        {"n": 18, "type": "spoken_fact", "ev": [3],
         "q": "Where has Aisha been practising her breakfalls?",
         "cands": ["On her bed", "In the school playground", "On the sofa cushions", "In the back garden"],
         "answer": "On her bed"},
        {"n": 19, "type": "relation", "ev": [7, 16],
         "q": "Is Barry related to Pauline?",
         "cands": None, "answer": "Yes: Barry is Pauline's husband"},
        {"n": 20, "type": "right_before_after", "ev": [10],
         "q": "Mid-way through the adults' grading the mats slide apart. Marian does what?",
         "cands": None,
         "answer": "Stopped them all, knelt down, shoved the mats back together and taped the gap"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First scene of the video - what's the hall like?",
         "cands": ["Cold: the heating takes an hour to notice it's on",
                   "Full of christening tables",
                   "Packed with parents on the benches",
                   "Dark, with the mats still stacked in eights"],
         "answer": "Cold: the heating takes an hour to notice it's on"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What does the final slide promise for next time?",
         "cands": ["Kofi going for his black belt", "Aisha's next grading, for green", "A judo tournament",
                   "Graham's son Lewis coming back to the club"],
         "answer": "Kofi going for his black belt"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "name of the baby being christened?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does it cost to grade?",
         "cands": ["£15", "£20", "£25", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [POTHOLING, CORPSEFLOWER, JUDOGRADING]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "potholing": [25.5, 26.0, 26.5, 24.0, 26.0, 26.5, 25.0, 23.0, 25.0, 24.0, 27.5, 24.5, 27.5, 22.5, 24.5, 27.5, 27.0, 22.5, 24.5, 24.5, 25.5, 25.0, 25.5],
    "corpseflower": [27.5, 25.0, 27.5, 27.0, 26.5, 24.5, 26.0, 27.0, 24.0, 23.0, 24.5, 25.0, 26.0, 21.5, 24.0, 23.0, 23.0, 25.0, 26.5, 24.0, 25.5, 23.5, 22.5],
    "judograding": [24.5, 27.5, 26.0, 26.0, 27.5, 25.0, 24.0, 26.5, 27.5, 23.5, 26.0, 26.5, 23.5, 26.5, 25.0, 26.0, 24.5, 25.5, 26.0, 23.0, 24.0, 24.5, 26.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
