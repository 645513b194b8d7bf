"""The three invented videos of blind14: slides, narration and questions.

Each video is a dict as datasets/slides.py and datasets/checked_set.py expect: "name", "footer",
"lead_in", "segments" (slides: "bg", "title", "lines", "boxes", "dur", "say", "voice", "speaker")
and "questions" (each: "n", "type", "q", "cands" or None, "answer", "ev" = slide indexes, and
optionally "para" = two paraphrases). Narration speaks numbers as words; slides show digits.
Slide lengths come from DURS at the end, measured from each slide's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def counter(text, colour="#ffd27f"):
    """An on-screen counter, bottom right, beside the speaker's name box."""
    return (840, 580, 400, 58, colour, text)


def make_segments(speakers, rows):
    """rows: (speaker key, bg, title, lines, boxes, say) -> slide dicts (dur filled in later)."""
    out = []
    for who, bg, title, lines, boxes, say in rows:
        label, voice = speakers[who]
        out.append({"bg": bg, "title": title, "lines": lines, "boxes": boxes, "say": say,
                    "voice": voice, "speaker": label, "dur": 28.0})
    return out


# =====================================================================================
# 1. apiary: a beekeeping club's live-streamed open apiary day (hive inspections)
# =====================================================================================
AP = {
    "gwen": ("Gwen Hallett, club chair", "en-gb+f3"),
    "dev": ("Dev Sandhu, new member", "en-gb-x-rp"),
    "colin": ("Colin Pask, honey stall & chat", "en-gb-scotland"),
}
HONEY, LEAF = "#fff1cc", "#e4f0d6"


def hives(n):
    return counter("Hives opened: %d of 4" % n)


APIARY_ROWS = [
    ("gwen", HONEY, "Open Apiary Sunday: Live",
     ["Thornbury Vale Beekeepers", "Club apiary, Ashcombe Orchard", "Sunday 14 June, 10:30 am"], [],
     "Hello and welcome to Open Apiary Sunday, live from the club apiary at Ashcombe Orchard. "
     "I'm Gwen Hallett, chair of Thornbury Vale Beekeepers. Today we'll open our four hives and show "
     "you what a healthy colony looks like. With me are Dev, our newest member, and Colin, who looks "
     "after the honey stall and your questions."),
    ("gwen", LEAF, "Safety first",
     ["Full suit and veil near the hives", "Thin nitrile gloves, not leather",
      "Smoker lit before any lid comes off", "No perfume, no bananas"], [],
     "A quick word on safety. Anyone near the hives wears a full suit and veil. We use thin nitrile "
     "gloves, because leather soaks up stings and smells. The smoker is lit before any lid comes off. "
     "And no perfume, and please, no bananas. Banana smells a lot like the alarm scent a guard bee "
     "gives off."),
    ("gwen", HONEY, "Today's plan",
     ["1. Bramble", "2. Clover", "3. Heather", "4. Willow"], [hives(0)],
     "This is the plan we chalked up this morning: Bramble, Clover, Heather, then Willow, in the order "
     "they stand along the hedge. I've changed my mind already. Heather gets the early sun, so most of "
     "her foragers are out and the box is quiet. We'll start there. Clover is our tetchy hive, so she "
     "goes last, or she'll stir up the whole apiary."),
    ("dev", LEAF, "Lighting the smoker",
     ["Fuel: dry hessian, then pine needles", "Cool white smoke, not flames",
      "A few puffs at the entrance, wait 2 min"], [hives(0)],
     "Hi, I'm Dev, on smoker duty, which Gwen says is the most important job. Dry hessian at the "
     "bottom, pine needles on top, and pump the bellows until the smoke comes out cool and white. Why "
     "smoke? It hides the alarm scent, so the guards can't call the others, and the bees fill up on "
     "honey instead of fighting."),
    ("gwen", HONEY, "Hive 1: Heather",
     ["National hive, 11 frames in the brood box", "Looking for: eggs, brood, stores, space"], [hives(1)],
     "Lid off on Heather. Eleven frames in the brood box. I lift one from the middle and tilt it to the "
     "light, and there are eggs, like tiny grains of rice standing in the cells. Eggs mean the queen "
     "was here in the last three days, so I don't need to hunt for her. Good capped brood, and plenty "
     "of stores on the outside frames."),
    ("dev", LEAF, "Heather: more room",
     ["Super added on top", "Queen excluder underneath it"], [hives(1)],
     "Oh, and the smoker's died on me. Hang on. Fresh hessian, a few pumps, and it's going again. "
     "While I sorted that out, Gwen decided Heather needs more room, because the bees are building "
     "comb in every gap. She's putting a super on top, with a queen excluder under it, so the queen "
     "can't go up and lay eggs among the honey."),
    ("colin", HONEY, "Honey stall prices",
     ["454 g jar: £8.00", "227 g jar: £4.50", "Cut comb: £9.00", "Honey fudge: £3.00"], [hives(1)],
     "Colin here, on the honey stall and the chat. Lots of you asking about prices. The big jars are "
     "seven pounds fifty. Sorry, no, that was last year's label. The big jar is eight pounds now, the "
     "small jar four fifty, and cut comb nine pounds a slab. Every jar says which of these four hives "
     "it came from."),
    ("gwen", LEAF, "Hive 2: Willow",
     ["Youngest colony: a swarm, caught last May", "Frames of brood: 5"], [hives(2)],
     "On to Willow, our youngest colony. She started as a swarm that Colin caught in a bus shelter "
     "last May. Calm bees, lovely to handle. Only five frames of brood, fewer than Heather, but that's "
     "normal for a colony in her second summer. I'll pass the frames to Dev, and he can look for the "
     "queen."),
    ("dev", HONEY, "Willow: queen spotted",
     ["Marked queen: blue dot on her back"], [hives(2)],
     "Wait, there she is! Bottom corner of this frame, longer than the workers, with a blue dot on her "
     "back. Gwen says the colour of the dot tells you which year she was born. I've had three weeks of "
     "lessons and never found a queen before, so I'm quite pleased with myself. Putting the frame back "
     "very, very gently."),
    ("gwen", LEAF, "Varroa check",
     ["Varroa board under Willow", "Mites counted: 6 in 7 days", "Next count: August"], [hives(2)],
     "Now the varroa board. It's a white tray under the mesh floor that catches whatever drops "
     "through. Varroa mites are the biggest threat to our bees. Under Willow there are six mites from "
     "the last week. That's less than one a day, so no treatment this month. We'll count again in "
     "August."),
    ("dev", HONEY, "Hive 3: Bramble",
     ["Oldest colony in the apiary"], [hives(3)],
     "It's gone cold again, sorry everyone. Colin, can you throw me the matches? Thanks. Right, "
     "smoking again, a few puffs in the entrance. This is Bramble, the oldest colony here, and the "
     "heaviest box. I can barely lift the top super on my own, which Gwen says is exactly what you "
     "want in June."),
    ("gwen", LEAF, "Bramble: honey stores",
     ["Age: 4 years", "Supers on: 2", "Top super: nearly all capped"], [hives(3)],
     "Bramble is four years old, and she's our best producer. Last summer she gave us forty pounds of "
     "honey. Sorry, I'm muddling her with Heather. Bramble gave twenty-eight pounds; Heather was the "
     "forty. Today she's got two supers on, and this top one is nearly all capped, so it'll be ready "
     "next month."),
    ("colin", HONEY, "Swarm season",
     ["Seen a swarm? Don't spray it.", "Swarm line: 01632 960418", "Collected this spring: 11"], [hives(3)],
     "While Gwen works, a word about swarms. If you see bees hanging in a big cluster from a branch, "
     "don't spray them and don't panic. Ring the swarm line on your screen and one of us will collect "
     "them, free of charge. We've collected eleven this spring, including one from the church porch "
     "during a wedding."),
    ("gwen", LEAF, "Hive 4: Clover",
     ["Temper since April: poor"], [hives(4)],
     "And last of all, Clover. Listen to that: a roar instead of a hum. I'm giving her extra smoke, and "
     "Colin's stepping back. Her temper has been poor since April. We think the old queen was replaced "
     "by a daughter who mated with some bad-tempered drones from somewhere over the hill."),
    ("dev", HONEY, "Clover: something odd",
     ["Cups hanging from the bottom of a frame"], [hives(4)],
     "And for the third time, the smoker's out. I think the hessian got damp lying in the grass. "
     "Gwen's borrowing Colin's smoker while I fix mine. Meanwhile she's found something on the bottom "
     "edge of a frame: little cups, like upside-down acorns, hanging down from the comb."),
    ("gwen", LEAF, "Queen cells in Clover",
     ["Queen cells found: 5", "Plan: split the colony today"], [hives(4)],
     "Those are queen cells. I count five. It means Clover is getting ready to swarm. Rather than lose "
     "half her bees over the hedge, we'll split her: the queen and three frames go into a new box, and "
     "the rest of Clover raises a new queen from one of these cells."),
    ("colin", HONEY, "Today's record card",
     ["Heather: queen not seen, brood 7, temper 2", "Willow: queen seen, brood 5, temper 1",
      "Bramble: queen not seen, brood 8, temper 2", "Clover: queen not seen, brood 6, temper 5",
      "Temper: 1 = calm, 5 = fierce"], [hives(4)],
     "Here's the record card I've been filling in. All four hives had eggs, so all four have a laying "
     "queen, even where we didn't see her. Clover gets a five for temper, the worst score on our "
     "scale. Gwen says that'll improve once the new queen's daughters take over, in about six weeks."),
    ("gwen", LEAF, "Beginners' course",
     ["6 Tuesday evenings from 7 July", "7:00 to 9:00 pm, Ashcombe village hall",
      "£90, incl. first year's membership"], [],
     "If today's made you want bees of your own, please don't buy a hive yet. Do our beginners' course "
     "first. It's six Tuesday evenings, starting on the seventh of July, at seven, in the village hall. "
     "It's ninety pounds, and that includes your first year's membership, which on its own costs "
     "thirty-five."),
    ("dev", HONEY, "Dev's first season",
     ["Did the course last year", "Own hive: next spring (maybe)"], [],
     "I did that course last year, and it's the best ninety pounds I've spent. I asked Gwen when I can "
     "have a hive of my own. She says next spring, if I can keep a smoker lit for a whole afternoon. "
     "So, not this year, then."),
    ("colin", LEAF, "Honey stall",
     ["By the orchard gate until 4 pm", "Cash or card"], [],
     "The honey stall by the orchard gate is open until four this afternoon, cash or card. Last year "
     "the cut comb had sold out by lunchtime, so come early. And a big thank you to the farm for "
     "letting us keep bees in their orchard; their apple crop went up by a third after our hives "
     "arrived."),
    ("gwen", HONEY, "Next month: extraction day",
     ["Spinning the honey from the supers", "Colin's beeswax candle demo", "Same time, same orchard"], [],
     "That's all four hives done, and nobody was stung, except Dev, once, on the wrist. Next month "
     "we'll be back for extraction day, spinning the honey out of these supers, and Colin will show "
     "you how to roll a beeswax candle. Thanks for watching, and mind the bees on your way out."),
]

APIARY_QUESTIONS = [
    {"n": 1, "type": "topic", "q": "What is this stream mainly about?",
     "cands": ["Inspecting the club's four beehives on an open day",
               "Spinning honey out of the supers on extraction day",
               "Signing people up for a beginners' beekeeping course",
               "Collecting a swarm from a church porch"],
     "answer": "Inspecting the club's four beehives on an open day", "ev": [0, 2],
     "para": ["whats the main subject of this beekeeping video",
              "Which of these best sums up what the video covers?"]},
    {"n": 2, "type": "order", "q": "Which hive did they actually open first?",
     "cands": ["Bramble", "Clover", "Heather", "Willow"], "answer": "Heather", "ev": [2, 4],
     "para": ["first hive they looked inside?",
              "Of the four hives, which one was inspected before the others?"]},
    {"n": 3, "type": "order", "q": "and which hive came second, after the first one was done?",
     "cands": None, "answer": "Willow", "ev": [4, 7]},
    {"n": 4, "type": "count", "q": "How many times did Dev's smoker go out during the inspections?",
     "cands": None, "answer": "3", "ev": [5, 10, 14],
     "para": ["how often did the smoker die on dev",
              "Count the occasions the smoker had to be relit. How many?"]},
    {"n": 5, "type": "correction", "q": "What does a big jar of their honey cost now?",
     "cands": ["£7.50", "£8.00", "£4.50", "£9.00"], "answer": "£8.00", "ev": [6],
     "para": ["price of the large honey jar?",
              "If I buy one of the big jars at the stall, how much will I pay?"]},
    {"n": 6, "type": "needle_screen", "q": "how much is the honey fudge", "cands": None,
     "answer": "£3.00", "ev": [6]},
    {"n": 7, "type": "why", "q": "Why aren't visitors supposed to bring bananas near the hives?",
     "cands": None, "answer": "they smell like the bees' alarm scent", "ev": [1],
     "para": ["whats wrong with bananas around bees",
              "What reason does Gwen give for banning bananas at the apiary?"]},
    {"n": 8, "type": "why", "q": "Gwen left Clover till the very end. What was her reason?",
     "cands": ["It gets the early sun, so its foragers are out",
               "It's the tetchy hive and would stir up the whole apiary",
               "Its queen had gone missing",
               "It stands furthest along the hedge"],
     "answer": "It's the tetchy hive and would stir up the whole apiary", "ev": [2]},
    {"n": 9, "type": "who", "q": "Who found the queen in Willow?",
     "cands": ["Gwen", "Dev", "Colin", "A viewer in the chat"], "answer": "Dev", "ev": [8]},
    {"n": 10, "type": "spoken_fact", "q": "Where did Colin catch the swarm that became Willow?",
     "cands": None, "answer": "in a bus shelter", "ev": [7]},
    {"n": 11, "type": "quantity", "q": "How many varroa mites were on the board under Willow?",
     "cands": ["3", "6", "7", "11"], "answer": "6", "ev": [9]},
    {"n": 12, "type": "correction", "q": "How much honey did Bramble produce last summer?",
     "cands": None, "answer": "28 pounds", "ev": [11],
     "para": ["bramble's honey yield last year?",
              "Last summer's harvest from the Bramble hive came to how much?"]},
    {"n": 13, "type": "absent", "q": "What does a bee suit cost to buy?",
     "cands": ["£35", "£60", "£90", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 14, "type": "quantity", "q": "how many queen cells did gwen count in clover",
     "cands": ["3", "4", "5", "11"], "answer": "5", "ev": [15]},
    {"n": 15, "type": "why", "q": "What's the point of splitting Clover?",
     "cands": None, "answer": "to stop it swarming", "ev": [15]},
    {"n": 16, "type": "needle_screen", "q": "On the record card, what temper score did Heather get?",
     "cands": ["1", "2", "4", "5"], "answer": "2", "ev": [16]},
    {"n": 17, "type": "speech_and_screen",
     "q": "How many frames of brood were logged for the oldest colony?",
     "cands": None, "answer": "8", "ev": [10, 16]},
    {"n": 18, "type": "absent", "q": "Which breed of honey bee does the club keep?",
     "cands": ["Buckfast", "Carniolan", "Italian", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 19, "type": "quantity",
     "q": "If I only wanted club membership without the course, what would that cost?",
     "cands": None, "answer": "£35", "ev": [17]},
    {"n": 20, "type": "begin", "q": "Who is the woman that opens the stream?",
     "cands": None, "answer": "Gwen Hallett", "ev": [0]},
    {"n": 21, "type": "end", "q": "What are they planning for next month's stream?",
     "cands": None, "answer": "honey extraction day", "ev": [20]},
    {"n": 22, "type": "absent", "q": "What hours is the swarm line staffed?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 23, "type": "who", "q": "Did anyone get stung? If so, who?",
     "cands": ["Gwen", "Colin", "Dev", "Nobody was stung"], "answer": "Dev", "ev": [20]},
    {"n": 24, "type": "right_before_after",
     "q": "Straight after the queen turned up in Willow, what did Gwen check next?",
     "cands": ["The varroa board for mites", "The honey stores in the supers",
               "Clover for queen cells", "The fuel in the smoker"],
     "answer": "The varroa board for mites", "ev": [8, 9]},
]


# =====================================================================================
# 2. starparty: an astronomy society's live-streamed Perseid star party
# =====================================================================================
SP = {
    "tobias": ("Tobias Wren, society president", "en-gb-x-gbcwmd"),
    "amara": ("Amara Fenwick, telescope", "en-us+f4"),
    "kit": ("Kit Delaney, meteor count", "en-029"),
}
NIGHT, DUSK = "#101c33", "#2a1f3d"


def meteors(n):
    return counter("Perseids counted: %d" % n, "#9fd8ff")


STARPARTY_ROWS = [
    ("tobias", NIGHT, "Perseid Star Party: Live",
     ["Hollin Moor Astronomical Society", "Hollin Moor car park", "Saturday 12 August, 10:15 pm"], [],
     "Good evening, and welcome to our Perseid star party, live from the car park on Hollin Moor. I'm "
     "Tobias Wren, president of the society. There are about forty of us up here tonight, with "
     "telescopes lined up along the wall, and the cloud is finally clearing from the west."),
    ("tobias", DUSK, "Dark-sky rules",
     ["Red torches only", "Park facing away from the telescopes", "Phone screens right down",
      "Ask before touching anyone's telescope"], [],
     "A few rules for anyone joining us in person. Red torches only. Your eyes take about twenty "
     "minutes to adjust to the dark, and one white torch undoes all of that in a second. Park facing "
     "away from the telescopes, keep your phone screen turned right down, and ask before you touch "
     "anyone's telescope."),
    ("tobias", NIGHT, "Tonight's targets",
     ["1. Saturn", "2. Andromeda Galaxy (M31)", "3. Ring Nebula (M57)", "4. Albireo (double star)",
      "All night: Perseid meteors"], [meteors(0)],
     "Here's the list we put on the website: Saturn, the Andromeda Galaxy, the Ring Nebula and "
     "Albireo. In practice, Saturn is still hiding behind the pine trees on the eastern edge, so we'll "
     "start overhead with Albireo and work round from there. And all night, Kit will be lying on a sun "
     "lounger counting meteors."),
    ("amara", DUSK, "Tonight's telescopes",
     ["12-inch Dobsonian: Amara Fenwick", "80 mm refractor: Tobias Wren", "Smart telescope: society loan",
      "10x50 binoculars: anyone"], [meteors(0)],
     "I'm Amara, and this monster is my twelve-inch Dobsonian. It's basically a big bucket with a "
     "mirror at the bottom. I bought it second-hand from a retired vicar. Tobias has his little "
     "refractor, and the society's smart telescope is sending its pictures to the stream, so you at "
     "home see what we see."),
    ("amara", NIGHT, "Target: Albireo",
     ["Double star in Cygnus, the Swan", "One gold star, one blue", "Eyepiece: 120x"], [meteors(1)],
     "First target, Albireo, the head of the Swan. In a small telescope it splits into two stars, one "
     "gold and one blue, like a tiny traffic light that's lost its red. I'm using my low-power eyepiece "
     "for this, a hundred and twenty times. Lovely steady air tonight."),
    ("kit", DUSK, "Meteor watch",
     ["Radiant: Perseus, low in the north-east", "Best rates after midnight"], [meteors(3)],
     "Kit here, flat on my back on the sun lounger. Three already in the first half hour! The best one "
     "just went right across the Plough and left a green trail for a second. Each of these is a speck "
     "of comet dust, smaller than a grain of sand, burning up about a hundred kilometres above us."),
    ("tobias", NIGHT, "Next: the Ring Nebula",
     ["Planetary nebula in Lyra"], [meteors(4)],
     "Oh, no. A car's coming up the lane with full beams on. Everyone, close your eyes. Right, it's "
     "parked at the far end. Back to work. Amara is swinging the big telescope round to the Ring Nebula "
     "in Lyra, a shell of gas puffed off by a dying star."),
    ("amara", DUSK, "Target: Ring Nebula (M57)",
     ["About 2,500 light years away", "Eyepiece view: small grey ring",
      "Camera view: orange rim, blue centre", "Magnification: 240x"], [meteors(4)],
     "There it is, a little grey smoke ring. Through the eyepiece it's grey, but the smart telescope's "
     "camera builds up colour, so on your screens it's orange with a blue middle. I've turned the power "
     "up for this one: a hundred and twenty. Sorry, no, that's the old eyepiece. With the Barlow lens "
     "it's two hundred and forty times."),
    ("kit", NIGHT, "Questions from the chat",
     ["Why the moor and not town?", "Do meteors make a sound?"], [meteors(6)],
     "Questions from the chat. Priya in Bristol asks why we come up on the moor instead of staying in "
     "town. It's the streetlights. In Hollin Bridge you'd see maybe fifty stars; up here it's "
     "thousands. Someone asks if meteors make a sound. They don't. And I've just seen two more while "
     "reading that, so we're on six."),
    ("tobias", DUSK, "Dark-sky fund",
     ["Aim: shield 40 streetlights, Hollin Bridge", "Target: £3,000", "Raised so far: £1,840",
      "Hot chocolate tonight: £1 a cup"], [meteors(6)],
     "A word about our dark-sky fund. We want to fit shields to the streetlights in Hollin Bridge, so "
     "they shine down at the pavement and not up at the sky. The parish council will match whatever we "
     "raise. Hot chocolate from the urn is a pound a cup tonight, and every pound goes to the fund."),
    ("tobias", NIGHT, "Target: Saturn",
     ["Clear of the pine trees at last"], [meteors(8)],
     "And here's a second set of headlights. Who is it this time? Ah, it's Mrs Okonjo with flasks of "
     "soup, so she's forgiven. Meanwhile Saturn has just cleared the top of the pine trees, so Amara is "
     "pointing the Dobsonian at it next."),
    ("amara", DUSK, "Saturn",
     ["Rings almost edge-on this year", "Titan: the 'star' just to the left"], [meteors(9)],
     "Saturn! The rings are very thin this year, because we're seeing them almost edge-on, so it looks "
     "like a ball on a knitting needle. That little star just to the left is Titan, its biggest moon. "
     "I'll leave this on the smart telescope for a few minutes, so everyone at home can grab a "
     "screenshot."),
    ("kit", NIGHT, "Fireball!",
     ["Brighter than Saturn", "From Perseus down towards the trees"], [meteors(11)],
     "Oh wow, did everyone see that? A fireball, brighter than Saturn, from Perseus right down towards "
     "the trees, and it broke into pieces at the very end. That makes eleven. Tobias says it's the best "
     "one he's seen in twelve years of running these star parties."),
    ("tobias", DUSK, "How long we're staying",
     ["Moonrise: 02:10", "Packing up: about 1:30 am", "Perseid peak: Sunday night"], [meteors(11)],
     "People are asking how long we're staying. The moon rises at twenty past one. No, sorry, I was "
     "reading Friday's line. It rises at ten past two tonight, and moonlight drowns out the faint "
     "meteors, so we'll pack up before then, about half past one. The real peak is tomorrow night, "
     "Sunday, if you want to go out again."),
    ("amara", NIGHT, "Target: Andromeda Galaxy (M31)",
     ["2.5 million light years away", "Visible without a telescope at a dark site"], [meteors(12)],
     "Last on the list, and the one I've been waiting for: the Andromeda Galaxy, now high enough in the "
     "north-east. In the eyepiece it's a faint oval smudge, but the light we're seeing left it two and "
     "a half million years ago. It's the most distant thing you can see without a telescope."),
    ("tobias", DUSK, "Dazzled again",
     ["Dipped headlights from the cattle grid, please"], [meteors(13)],
     "And there go the headlights again, full beam, straight along the line of telescopes. It's a "
     "delivery van, lost, by the look of it. He's reversing now, thank you, sir. Amara says her eyes "
     "need another twenty minutes to recover. If you're driving up to join us, dipped lights from the "
     "cattle grid, please."),
    ("kit", NIGHT, "Meteor tally",
     ["10:30 to 11:00 pm: 3", "11:00 to 11:30 pm: 5", "11:30 pm to midnight: 6",
      "Midnight to 12:30 am: 3"], [meteors(17)],
     "Here's my tally sheet, in half-hour blocks. The busiest block was half past eleven to midnight. "
     "Since then it's slowed down, because a bank of thin cloud has come over from the south. All of "
     "this goes to the International Meteor Organization, with my notes on the fireball."),
    ("tobias", DUSK, "Join the society",
     ["Membership: £20 a year (under-18s £10)", "Meets first Thursday, 7:30 pm",
      "Hollin Bridge Methodist Hall", "Members may borrow the smart telescope"], [meteors(17)],
     "If you've enjoyed tonight, come and join us. Membership is twenty pounds a year, and half that if "
     "you're under eighteen. We meet on the first Thursday of every month in the Methodist hall, and "
     "members can borrow the smart telescope for a week at a time."),
    ("amara", NIGHT, "Starting out?",
     ["Start with 10x50 binoculars", "Star-chart app in night mode", "Wait for clear, moonless nights"],
     [meteors(17)],
     "If you're just starting, please don't rush out and buy a telescope. A pair of ten by fifty "
     "binoculars will show you the moons of Jupiter and the Andromeda Galaxy. Most people who buy a big "
     "telescope first use it twice, and then it lives in the garage."),
    ("kit", DUSK, "Clouding over",
     ["Tally on the society website tomorrow"], [meteors(17)],
     "The moon isn't up yet, but the cloud from the south is getting thicker, so Tobias is calling it a "
     "little early. My tally goes on the society website tomorrow. Thanks to everyone in the chat who "
     "kept me awake, especially the person who kept asking if I'd fallen asleep."),
    ("tobias", NIGHT, "Next meeting",
     ["Thursday 7 September, 7:30 pm", "Jupiter's moons", "Talk: grinding your own telescope mirror"],
     [meteors(17)],
     "Thank you all for coming. Next month we're back in the Methodist hall with Jupiter's moons, and a "
     "talk from Amara on grinding your own telescope mirror. Clear skies, everyone, and drive home with "
     "dipped headlights, please."),
]

STARPARTY_QUESTIONS = [
    {"n": 1, "type": "topic", "q": "What's this video about, overall?",
     "cands": ["A society's star party, looking at sky targets and counting meteors",
               "A talk on grinding your own telescope mirror",
               "A campaign meeting about shielding streetlights",
               "Watching Jupiter's moons through a refractor"],
     "answer": "A society's star party, looking at sky targets and counting meteors", "ev": [0, 2],
     "para": ["main topic of the stream?",
              "Broadly speaking, what event does this broadcast cover?"]},
    {"n": 2, "type": "order", "q": "Which target did they really look at first?",
     "cands": ["Saturn", "Andromeda Galaxy", "Ring Nebula", "Albireo"], "answer": "Albireo",
     "ev": [2, 4],
     "para": ["what was the first thing amara pointed the telescope at",
              "The published list put Saturn at the top. Which object was actually observed first?"]},
    {"n": 3, "type": "order", "q": "What was the last object they turned the big telescope to?",
     "cands": None, "answer": "the Andromeda Galaxy", "ev": [14]},
    {"n": 4, "type": "count", "q": "How many times were they dazzled by car headlights?",
     "cands": None, "answer": "3", "ev": [6, 10, 15],
     "para": ["how many cars came up with their lights on during the night",
              "In total, on how many occasions did a vehicle's headlights interrupt the observing?"]},
    {"n": 5, "type": "count", "q": "final perseid count?",
     "cands": ["11", "13", "17", "40"], "answer": "17", "ev": [16]},
    {"n": 6, "type": "correction", "q": "What time does the moon come up tonight?",
     "cands": None, "answer": "2:10 am", "ev": [13],
     "para": ["when's moonrise",
              "According to Tobias, at what time will the moon rise that night?"]},
    {"n": 7, "type": "correction", "q": "What magnification was the Ring Nebula viewed at?",
     "cands": ["120x", "240x", "12x", "50x"], "answer": "240x", "ev": [7]},
    {"n": 8, "type": "why", "q": "Why are only red torches allowed?",
     "cands": None, "answer": "white light ruins your night vision", "ev": [1],
     "para": ["whats the problem with a normal white torch up there",
              "For what reason does the society insist on red lights at the site?"]},
    {"n": 9, "type": "why", "q": "How come they didn't begin with Saturn, even though it headed the list?",
     "cands": ["Cloud was covering it", "It was still behind the pine trees",
               "The smart telescope couldn't find it", "It had already set"],
     "answer": "It was still behind the pine trees", "ev": [2]},
    {"n": 10, "type": "spoken_fact", "q": "Who did Amara get her Dobsonian from?",
     "cands": ["A retired vicar", "Tobias Wren", "The society", "Mrs Okonjo"],
     "answer": "A retired vicar", "ev": [3]},
    {"n": 11, "type": "who", "q": "who showed up with the soup",
     "cands": None, "answer": "Mrs Okonjo", "ev": [10]},
    {"n": 12, "type": "needle_screen", "q": "How much money has the dark-sky fund raised so far?",
     "cands": None, "answer": "£1,840", "ev": [9]},
    {"n": 13, "type": "speech_and_screen",
     "q": "Who has promised to match the dark-sky fund, and what's the fund's target?",
     "cands": ["The parish council; £3,000", "The parish council; £1,840",
               "The Methodist hall; £3,000", "The meteor organisation; £1,840"],
     "answer": "The parish council; £3,000", "ev": [9]},
    {"n": 14, "type": "quantity", "q": "Price of a hot chocolate at the star party?",
     "cands": None, "answer": "£1", "ev": [9]},
    {"n": 15, "type": "quantity", "q": "What would it cost a sixteen-year-old to join the society for a year?",
     "cands": ["£5", "£10", "£20", "£1"], "answer": "£10", "ev": [17]},
    {"n": 16, "type": "spoken_fact", "q": "what happened to the fireball at the end of its path",
     "cands": None, "answer": "it broke into pieces", "ev": [12]},
    {"n": 17, "type": "needle_screen", "q": "According to the slide, how far away is the Ring Nebula?",
     "cands": ["About 2,500 light years", "2.5 million light years", "About 100 km",
               "About 240 light years"],
     "answer": "About 2,500 light years", "ev": [7]},
    {"n": 18, "type": "absent", "q": "How much did Amara pay for her telescope?",
     "cands": ["£300", "£20", "£1,840", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 19, "type": "absent", "q": "What was the temperature up on the moor that night?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 20, "type": "absent", "q": "Roughly what do the recommended 10x50 binoculars cost?",
     "cands": ["About £50", "About £120", "About £20", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 21, "type": "right_before_after", "q": "Once they'd finished with Albireo, where did the telescope go next?",
     "cands": None, "answer": "the Ring Nebula", "ev": [6, 7]},
    {"n": 22, "type": "end", "q": "What's on at next month's meeting?",
     "cands": None, "answer": "Jupiter's moons and a mirror-grinding talk", "ev": [20]},
    {"n": 23, "type": "begin", "q": "About how many people were at the car park when the stream started?",
     "cands": ["12", "17", "40", "100"], "answer": "40", "ev": [0]},
    {"n": 24, "type": "why", "q": "Why pack up around half one instead of staying till dawn?",
     "cands": None, "answer": "moonlight drowns out the faint meteors", "ev": [13]},
]


# =====================================================================================
# 3. sheepdog: commentary on the final of a sheepdog trial
# =====================================================================================
SD = {
    "bill": ("Bill Threlfall, commentator", "en-gb-x-gbclan"),
    "nerys": ("Nerys Pugh, three-time winner", "en-gb-x-rp+f5"),
    "ailsa": ("Ailsa Grant, handler", "en-gb+f2"),
}
GRASS, STONE = "#d8ebcc", "#efe9dc"


def runs(n):
    return counter("Runs completed: %d of 5" % n, "#f7b2a0")


SHEEPDOG_ROWS = [
    ("bill", GRASS, "Carrow Fell Open Sheepdog Trial",
     ["The Final: top 5 from the morning", "Saturday 9 September", "Fresh sheep from the fell"], [],
     "Good afternoon from Carrow Fell, and welcome to the final of the Open sheepdog trial. I'm Bill "
     "Threlfall, and beside me is Nerys Pugh, who won this trial three times herself. Forty-two dogs "
     "ran this morning. The best five go again this afternoon, on a longer course, with fresh sheep "
     "brought down from the fell."),
    ("nerys", STONE, "The course",
     ["Outrun: about 400 yards", "Lift", "Fetch, through the fetch gates", "Drive: round a triangle of gates",
      "Shed: split off two marked sheep", "Pen", "Time allowed: 12 minutes"], [],
     "For anyone new, here's the course. The dog runs out wide, about four hundred yards, to get behind "
     "the sheep without upsetting them. Then the lift, when the sheep first move, and the fetch, "
     "straight back to the handler. Then the drive round a triangle of gates, the shed, and the pen. "
     "Twelve minutes for the lot."),
    ("bill", GRASS, "Scoring",
     ["Outrun 20, Lift 10, Fetch 20", "Drive 30, Shed 10, Pen 10", "Total 100: the judge deducts points"], [],
     "Every run starts on a hundred points, and the judge takes points off for every wobble. The drive "
     "is worth most, thirty points, because that's where the sheep are furthest from the handler and "
     "the dog is working almost alone. And the handler can't leave the post until the shed."),
    ("bill", STONE, "Running order (programme)",
     ["1. Gareth Llewellyn & Moss", "2. Ailsa Grant & Meg", "3. Siobhan Kerr & Fly",
      "4. Tom Birkett & Jess", "5. Dewi Pryce & Roy"], [],
     "Here's the running order as printed in your programme. One change already: Ailsa Grant's bitch, "
     "Meg, has come into season overnight. Under the rules, a bitch in season runs last, so she doesn't "
     "distract the other dogs. So Ailsa moves to the end, and everyone after her moves up one."),
    ("nerys", GRASS, "Run 1: Gareth Llewellyn & Moss",
     ["Moss: 9 years old"], [runs(0)],
     "Gareth sends Moss out to the right. A lovely wide outrun, and not a flinch from the sheep. Moss "
     "is seven now. Sorry, no, Moss is nine. It's Gareth's other dog, Skye, who's seven; she ran this "
     "morning but didn't make the final. Nine years old and still as keen as a pup."),
    ("bill", STONE, "Run 1: the fetch",
     ["Gareth Llewellyn & Moss"], [runs(0)],
     "And a problem on the fetch. Two ewes have peeled away to the left, towards the wall. Moss has to "
     "swing round them, and she does, quietly, no fuss, and brings them back to the rest. That'll cost "
     "a point or two, but it's handled beautifully. Through the fetch gates now."),
    ("nerys", GRASS, "Whistle commands",
     ["Come bye: go round clockwise", "Away: go round anticlockwise", "Lie down: stop",
      "Walk on: move straight in"], [runs(0)],
     "Listen to Gareth's whistles. He has a different one for every command: go left, go right, a long "
     "one for stop. Why not just shout? A whistle carries four hundred yards across a field, and a "
     "shout on a windy day doesn't. And a good dog like Moss knows her own handler's whistles and "
     "ignores everyone else's."),
    ("bill", STONE, "Run 1: result",
     ["Gareth Llewellyn & Moss: 84 points", "Time: 10 min 52 s"], [runs(1)],
     "Into the pen, gate shut, and Gareth's finished with about a minute to spare. The judge's card "
     "says eighty-four points, a good score to set the standard. Gareth told me this morning it's "
     "Moss's last season; after this she retires to the sofa in the farmhouse kitchen."),
    ("nerys", GRASS, "Run 2: Siobhan Kerr & Fly",
     ["Fly: 4 years old, first Open final"], [runs(1)],
     "Siobhan Kerr and Fly. Fly is only four, and this is her first Open final. Siobhan is a shepherd "
     "on the fell just above us, so these might even be sheep Fly knows. A fast outrun, a little tight "
     "at the top, so the sheep lifted sharply, but the fetch is dead straight."),
    ("bill", STONE, "Run 2: result",
     ["Siobhan Kerr & Fly: 86 points", "Time: 11 min 20 s"], [runs(2)],
     "A clean shed: Fly comes in between the two marked sheep and the rest, and holds them. Then the "
     "pen, first time. Siobhan Kerr scores eighty-nine. Sorry, I've misread the judge's board, that "
     "nine is a six. Eighty-six. Still, that puts her top of the leaderboard."),
    ("nerys", GRASS, "Around the field",
     ["Programme: £2", "Tea and a scone: £3.50", "Car park: £5, for the mountain rescue",
      "No puppies to be sold on the showfield"], [runs(2)],
     "While the next sheep are brought down: the tea tent by the gate has tea and a scone for three "
     "pounds fifty, and the car park money, five pounds a car, all goes to the Carrow Fell mountain "
     "rescue team. And no puppies are to be sold on the showfield, however nicely your children ask."),
    ("bill", STONE, "Run 3: Tom Birkett & Jess",
     ["Tom: runner-up here last year"], [runs(2)],
     "Run three, Tom Birkett and Jess. Tom was runner-up here last year. Jess makes a good outrun, but "
     "on the drive the group has come apart again, right at the first drive gate: three sheep one way, "
     "two the other. Tom's whistling hard, and Jess gets them back together, but it's cost him time."),
    ("nerys", GRASS, "Run 3: Tom retires",
     ["Tom Birkett & Jess: retired"], [runs(3)],
     "And once more, one ewe breaks away from the others, straight up the hill towards the let-out pen. "
     "Tom looks at his watch, and he's raised his crook. That means he's retiring. He's calling Jess "
     "off. A sporting decision: rather than chase a tired ewe up the fell, he'll save Jess for next "
     "week."),
    ("bill", STONE, "Leaderboard after 3 runs",
     ["1. Siobhan Kerr & Fly: 86", "2. Gareth Llewellyn & Moss: 84", "Tom Birkett & Jess: retired"],
     [runs(3)],
     "So, the leaderboard after three runs. Siobhan Kerr leads on eighty-six, Gareth two points behind, "
     "and Tom retired. Two to come: Dewi Pryce, at nineteen the youngest handler in the final, and then "
     "Ailsa Grant with Meg."),
    ("nerys", GRASS, "Run 4: Dewi Pryce & Roy",
     ["Roy: 5 years old"], [runs(3)],
     "Dewi Pryce and Roy. Dewi only started handling three years ago, and he bought Roy as a pup from a "
     "breeder in the valley. Well, from me, I should say, so I'm trying not to be biased. Good outrun, "
     "a lovely quiet lift, a tidy fetch. Roy works close; Dewi hardly needs to whistle."),
    ("bill", STONE, "Run 4: result",
     ["Dewi Pryce & Roy: 88 points", "Time: 11 min 58 s"], [runs(4)],
     "Trouble at the pen. The sheep circle it twice and just won't face the gate. Dewi "
     "holds the rope, Roy lies flat, and at last they walk in, with just two seconds of the twelve "
     "minutes left! The judge gives them eighty-eight. Dewi Pryce goes top."),
    ("nerys", GRASS, "Run 5: Ailsa Grant & Meg",
     ["Meg: 6 years old", "Moved to last: in season"], [runs(4)],
     "And finally Ailsa Grant and Meg, the dog who was moved to the end of the order. If Meg is "
     "bothered by it, she isn't showing it. A perfect pear-shaped outrun, and a lift so gentle the "
     "sheep barely raise their heads. This is the run of the day so far."),
    ("bill", STONE, "Run 5: result",
     ["Ailsa Grant & Meg: 91 points", "Time: 9 min 30 s"], [runs(5)],
     "Straight through the drive gates, a neat shed, and the pen at the first attempt. Nine minutes and "
     "thirty seconds! And the judge's board shows ninety-one points. Ailsa Grant and Meg have won the "
     "Carrow Fell Open."),
    ("nerys", GRASS, "Final results",
     ["1. Ailsa Grant & Meg: 91, £250 + shield", "2. Dewi Pryce & Roy: 88, £150",
      "3. Siobhan Kerr & Fly: 86, £100", "4. Gareth Llewellyn & Moss: 84",
      "Tom Birkett & Jess: retired"], [runs(5)],
     "The final results. Ailsa wins the silver shield and the top prize. Dewi is second, in only his "
     "third season, and Siobhan third. Gareth is fourth, a fine way for Moss to bow out. The prize money "
     "for the top three is on your screen."),
    ("ailsa", STONE, "Ailsa Grant, winner",
     ["With Meg, 91 points"], [],
     "Honestly, I thought going last would finish us. The sheep were tired by then, and Meg had been "
     "shut in the truck since breakfast. But she loves this fell. The prize money is going towards a "
     "new tyre for the quad bike, and Meg gets a lamb bone tonight."),
    ("bill", GRASS, "Tomorrow at Carrow Fell",
     ["10 am: young handlers (under 16)", "2 pm: fell race to the cairn and back"], [],
     "That's all from the final. Tomorrow morning it's the young handlers' class, for the "
     "under-sixteens, and in the afternoon the fell race, up to the cairn and back. Thanks to our "
     "judge, to the sheep, and to Nerys. From Carrow Fell, goodbye."),
]

SHEEPDOG_QUESTIONS = [
    {"n": 1, "type": "topic", "q": "What's the video mostly about?",
     "cands": ["The final of a sheepdog trial", "A fell race up to the cairn",
               "A young handlers' class for under-16s", "Training a sheepdog puppy"],
     "answer": "The final of a sheepdog trial", "ev": [0],
     "para": ["what event is being commentated here",
              "Which option best describes the subject of this broadcast?"]},
    {"n": 2, "type": "order", "q": "Who was the second handler to run in the final?",
     "cands": None, "answer": "Siobhan Kerr", "ev": [3, 8],
     "para": ["who went 2nd",
              "After Gareth Llewellyn, which handler took the course next?"]},
    {"n": 3, "type": "why", "q": "Why did Ailsa Grant get moved to the end of the running order?",
     "cands": ["Her dog was lame", "Her dog Meg had come into season", "She arrived late",
               "She won the trial last year"],
     "answer": "Her dog Meg had come into season", "ev": [3],
     "para": ["why did ailsa run last",
              "What was the reason for changing Ailsa Grant's place in the programme order?"]},
    {"n": 4, "type": "correction", "q": "how old is moss", "cands": None, "answer": "9", "ev": [4]},
    {"n": 5, "type": "count", "q": "How many times did the sheep split up during the final?",
     "cands": None, "answer": "3", "ev": [5, 11, 12],
     "para": ["how often did sheep break away from the group in the final runs",
              "Across the afternoon's runs, on how many occasions did the sheep come apart?"]},
    {"n": 6, "type": "correction", "q": "What did Siobhan Kerr and Fly actually score?",
     "cands": ["84", "86", "88", "89"], "answer": "86", "ev": [9]},
    {"n": 7, "type": "who", "q": "Who won?", "cands": None, "answer": "Ailsa Grant and Meg",
     "ev": [17, 18],
     "para": ["who took the carrow fell shield",
              "Which handler and dog finished first in the final?"]},
    {"n": 8, "type": "why", "q": "What made Tom Birkett decide to retire?",
     "cands": None, "answer": "to save Jess rather than chase the ewe", "ev": [12]},
    {"n": 9, "type": "quantity", "q": "How long is each dog given to complete the course?",
     "cands": ["10 minutes", "12 minutes", "13 minutes", "9 minutes 30 seconds"],
     "answer": "12 minutes", "ev": [1]},
    {"n": 10, "type": "needle_screen", "q": "What was Gareth and Moss's time?",
     "cands": None, "answer": "10 min 52 s", "ev": [7]},
    {"n": 11, "type": "needle_screen", "q": "how much prize money did the runner up get",
     "cands": ["£250", "£150", "£100", "£5"], "answer": "£150", "ev": [18]},
    {"n": 12, "type": "spoken_fact", "q": "Where does the money from the car park go?",
     "cands": None, "answer": "the Carrow Fell mountain rescue team", "ev": [10]},
    {"n": 13, "type": "quantity", "q": "Tea and a scone from the tent - how much?",
     "cands": ["£2", "£3.50", "£5", "£3"], "answer": "£3.50", "ev": [10]},
    {"n": 14, "type": "why", "q": "Why do handlers whistle to their dogs instead of shouting?",
     "cands": None, "answer": "a whistle carries further", "ev": [6]},
    {"n": 15, "type": "who", "q": "Who did Dewi Pryce buy Roy from as a pup?",
     "cands": ["Gareth Llewellyn", "Nerys Pugh", "Siobhan Kerr", "Bill Threlfall"],
     "answer": "Nerys Pugh", "ev": [14]},
    {"n": 16, "type": "speech_and_screen", "q": "How long did the youngest handler in the final take over his run?",
     "cands": ["11 min 58 s", "9 min 30 s", "10 min 52 s", "11 min 20 s"],
     "answer": "11 min 58 s", "ev": [13, 15]},
    {"n": 17, "type": "right_before_after",
     "q": "What did Tom do straight after the ewe broke off up the hill?",
     "cands": None, "answer": "raised his crook and retired", "ev": [12]},
    {"n": 18, "type": "end", "q": "what's happening the next afternoon at carrow fell?",
     "cands": None, "answer": "the fell race", "ev": [20]},
    {"n": 19, "type": "absent", "q": "What was the judge's name?",
     "cands": ["Bill Threlfall", "Nerys Pugh", "Hugh Corrie", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 20, "type": "absent", "q": "How much do spectators pay to get into the trial?",
     "cands": None, "answer": ABSENT, "ev": []},
    {"n": 21, "type": "absent", "q": "Ailsa Grant's age?",
     "cands": ["19", "34", "52", ABSENT], "answer": ABSENT, "ev": []},
    {"n": 22, "type": "quantity", "q": "About how long is the outrun?",
     "cands": None, "answer": "about 400 yards", "ev": [1]},
    {"n": 23, "type": "relation", "q": "By how many points did the winner finish ahead of second place?",
     "cands": ["2", "3", "5", "7"], "answer": "3", "ev": [18]},
    {"n": 24, "type": "spoken_fact", "q": "What is Ailsa going to spend her prize money on?",
     "cands": ["A new tyre for the quad bike", "A lamb bone for Meg", "A new silver shield",
               "A sheepdog puppy"],
     "answer": "A new tyre for the quad bike", "ev": [19]},
]


# ------------------------------------------------------------------ slide lengths
# Seconds per slide, measured (see README.md): narration offset + narration length + a pause of
# 2.0-6.0 s that varies from slide to slide, rounded up to half a second, within 20-28 s.
DURS = {
    "apiary": [23.5, 27.0, 27.0, 25.5, 24.5, 28.0, 27.0, 24.0, 24.5, 21.5, 26.5, 25.5, 23.0, 22.5, 25.0, 22.5, 23.5, 23.5, 20.0, 24.5, 24.0],
    "starparty": [21.5, 26.0, 26.5, 23.5, 22.5, 25.5, 23.5, 27.0, 24.5, 21.5, 23.0, 24.5, 22.0, 25.0, 24.5, 27.0, 22.0, 20.0, 20.0, 24.0, 20.5],
    "sheepdog": [26.5, 25.5, 22.0, 22.5, 26.0, 24.5, 24.0, 20.5, 26.0, 25.0, 23.0, 23.5, 22.5, 22.5, 25.0, 21.5, 20.0, 21.5, 22.5, 21.0, 20.0],
}


def _video(name, footer, lead_in, speakers, rows, questions):
    segs = make_segments(speakers, rows)
    durs = DURS[name]
    if durs is not None:
        assert len(durs) == len(segs), name
        for seg, d in zip(segs, durs):
            seg["dur"] = float(d)
    return {"name": name, "footer": footer, "lead_in": lead_in, "speed": 160,
            "segments": segs, "questions": questions}


VIDEOS = [
    _video("apiary", "Thornbury Vale Beekeepers · Open Apiary Sunday · live stream", 5,
           AP, APIARY_ROWS, APIARY_QUESTIONS),
    _video("starparty", "Hollin Moor Astronomical Society · Perseid star party · live", 6,
           SP, STARPARTY_ROWS, STARPARTY_QUESTIONS),
    _video("sheepdog", "Carrow Fell Open Sheepdog Trial · the Final · live commentary", 7,
           SD, SHEEPDOG_ROWS, SHEEPDOG_QUESTIONS),
]
