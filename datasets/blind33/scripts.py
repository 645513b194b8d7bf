"""Scripts of the "blind33" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- liftout:     a sailing club's autumn lift-out day on an estuary quay, when a hired crane takes its
               boats out of the river for the winter (the commodore, the crane driver, the harbour
               master, the bosun, a new member with her first boat, the club's oldest member)
- bellcasting: casting day at a bell foundry, when a new tenor bell is poured for a village church
               (the master founder, the moulder, the bell tuner, an apprentice, the church's tower
               captain and its churchwarden)
- fieldday:    an amateur radio club's twenty four hour field day contest on a hilltop in a sheep
               field (the club chair, the contest captain, the mast rigger, a newly licensed
               teenager, the club's Morse operator, the farmer who owns the field)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ liftout (a sailing club's lift-out day)
GWEN = ("en-gb-x-rp+f4", "Gwen Tallis, commodore")
STUART = ("en-gb-x-gbcwmd+m3", "Stuart Penhallow, crane driver")
MORWENNA = ("en-gb-x-gbclan+f5", "Morwenna Hext, harbour master")
KWAME = ("en-gb+m4", "Kwame Asante, club bosun")
ORLA = ("en-gb-scotland+f2", "Orla Devlin, new member")
CEDRIC = ("en-gb-x-rp+m5", "Cedric Mowbray, life member")

QUAY = "#e3ecf2"
NOTICEBOARD = "#f2f4f1"
CLUBHOUSE = "#f5efe4"
RIVER_DARK = "#101c2b"

LIFTOUT = {
    "name": "liftout",
    "footer": "Brackwater Sailing Club · Saltcote Quay · lift-out day",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(GWEN, RIVER_DARK, "Lift-out day at Brackwater",
              ["Brackwater Sailing Club", "Saturday 18 October", "Saltcote Quay, Merrow estuary"],
              "Seven in the morning on Saltcote Quay, with mist on the water and a crane ticking over by the "
              "clubhouse. I'm Gwen Tallis, commodore of Brackwater Sailing Club, and today is lift-out, when "
              "everything we own that floats comes out of the river for the winter. The camera's on a strap "
              "across my chest, so forgive the wobbles."),
        # 1
        slide(GWEN, NOTICEBOARD, "The lift-out list",
              ["1. Safety boats", "2. Pontoon sections", "3. Committee boat", "4. Racing marks",
               "5. Keelboats on the moorings"],
              "Here's the list on the clubhouse noticeboard. Our rear commodore put the club's own kit first "
              "and the members' boats after, which never works. The committee boat lives in the "
              "lifting berth, under the crane, so nothing can come alongside until she's gone. Number "
              "three goes first. Then the keelboats, at the top of the tide, quarter past twelve."),
        # 2
        slide(MORWENNA, QUAY, "The harbour master",
              ["High water today: 11:40 am", "Tide height: 4.6 m"],
              "Quarter past twelve? Gwen, you're reading tomorrow's column. High water today is twenty to "
              "twelve. Morwenna Hext, harbour master, and the tide tables live in my pocket. A keelboat drawing "
              "nearly two metres can only come alongside this wall for two hours either side of high water. Any "
              "earlier and she sits on the mud."),
        # 3
        slide(STUART, QUAY, "The crane",
              ["Penhallow Cranes", "Crane capacity: 50 t", "On the quay from 6:45 am"],
              "Stuart Penhallow, crane driver. I've lifted this club out every October since I passed my "
              "ticket. My mate Dean does the slinging, I watch the load on the screen in my cab, and nobody "
              "stands underneath anything, ever. The boss says this quay wall is older than the crane and all "
              "of us put together, so we take it gently."),
        # 4
        slide(KWAME, CLUBHOUSE, "The bosun",
              ["Cradles in the dinghy park: 34", "Crane hire: £1,240"],
              "Kwame Asante, bosun. Every boat that comes out goes onto a cradle in the dinghy park, and every "
              "member pays me for a winter cradle. The crane costs us nine hundred "
              "pounds a day. No, hang on, that was last year's bill. It's one thousand two hundred and "
              "forty now, so we lift fast and we don't stop for biscuits."),
        # 5
        slide(ORLA, QUAY, "First lift-out",
              ["Orla Devlin, 34", "Tern: 7.9 m keelboat"],
              "I'm Orla, and this is my first lift-out. I bought Tern in April, from a man who cried when he "
              "handed over the keys. She's a little keelboat, and she must weigh about four tonnes, judging by "
              "how slowly she goes upwind. I've been told to hold the bow line, stand well back and say "
              "nothing, which will be hard."),
        # 6
        slide(GWEN, QUAY, "Committee boat first",
              ["Number 3 on the board", "Marjorie: 6.2 t", "Lifted: 7:20 to 7:55 am"],
              "First, number three, the committee boat. Marjorie is a steel launch older than me, the boat we "
              "start every race from, with the flags and the hooter. She's also the heaviest thing we own. Dean "
              "passed the slings under her, fore and aft, and Stuart took the weight very, very slowly, with the "
              "whole club holding its breath."),
        # 7
        slide(STUART, QUAY, "The alarm",
              ["Marjorie's lift: crane at full reach"],
              "When Marjorie was half out of the water, the overload alarm went off in my cab. At full reach "
              "this crane hasn't got as much in it as people think. So I set her straight back down on the "
              "water, brought the crane two metres nearer the edge on its legs, and lifted again. Quiet as a "
              "mouse, the second time."),
        # 8
        slide(KWAME, QUAY, "Plop",
              ["Keelboats on the moorings: 11"],
              "While Dean was rigging the slings for the first keelboat, I was passing him a shackle pin, and it "
              "went straight through my fingers, off the edge of the quay, and plop, into the river for good. "
              "Earlier I'd pretended to throw Gwen's car keys in, for a laugh. They were in my other hand the "
              "whole time. She didn't laugh."),
        # 9
        slide(MORWENNA, QUAY, "Keelboats second",
              ["Number 5 on the board", "Keelboats lifted: 9:45 am to 12:55 pm"],
              "Keelboats second, number five, eleven of them off the moorings, one at a time, with the safety "
              "boats nudging each one in to the wall and ferrying the owners out. We started at quarter to ten, "
              "as soon as there was water enough. Stuart on the crane is my sister's boy, so I'm allowed to shout "
              "at him, and I did."),
        # 10
        slide(CEDRIC, QUAY, "Puffin",
              ["Cedric Mowbray, 84", "Puffin built: 1958"],
              "Cedric Mowbray. Puffin is wooden, built by hand, and she's been mine since I was a young man with "
              "hair. Every year when she comes out, I pour a tot of rum on her bow and thank her for the summer, "
              "and the youngsters think I'm mad. In nineteen seventy nine I dropped my wristwatch off this quay. "
              "I still look for it."),
        # 11
        slide(ORLA, QUAY, "Tern's turn",
              ["Tern lifted: 10:30 am"],
              "Tern's turn. I was standing on the pontoon, very proud, when a fender rolled off the edge, and I "
              "caught it just in time, which felt wonderful. Then I bent down to tie it back on, and my phone "
              "slid out of my jacket pocket and straight into the water. Not a sound. It's down there with the "
              "crabs now."),
        # 12
        slide(STUART, QUAY, "On the screen",
              ["Tern on the load cell: 2.7 t"],
              "Four tonnes? Orla, she's two point seven. It says so on the load cell, right in front of me, and "
              "the load cell doesn't care how slowly she goes upwind. Boats always weigh more in their owner's "
              "head, especially the first one. She came up clean, though. Whoever had her before you looked after "
              "her hull."),
        # 13
        slide(KWAME, CLUBHOUSE, "The mussel boat",
              ["Washing bay: the slipway"],
              "Every hull gets pressure washed the moment it lands, before the weed dries on. The last keelboat "
              "out of the water had a keel like a rock pool, mussels and weed a hand thick, and a crab living in "
              "the rudder. Forty minutes, that one took me, and her owner brought me a bacon roll, which didn't "
              "quite cover it."),
        # 14
        slide(CEDRIC, QUAY, "A tot for Puffin",
              ["Puffin lifted: 11:50 am"],
              "When Puffin came up, the wind got under my flat cap, took it clean off my head and over the quay "
              "wall into the river, and away it went on the ebb, towards the sea. Fifty years I'd had that cap. "
              "I poured the rum on her bow anyway, once she was safe on the quay, and said thank you, same as "
              "always."),
        # 15
        slide(GWEN, QUAY, "Marks third",
              ["Number 4 on the board", "Marks collected: 1:30 to 2:45 pm", "Racing marks in the river: 6"],
              "Third, number four, the racing marks, the big orange buoys we race round all summer. They waited "
              "for the afternoon, because the safety boats had spent all morning nudging keelboats in and "
              "ferrying owners out, and they can't do both. While they were out, a gull dropped a crab on the "
              "pontoon from a great height, right by my feet."),
        # 16
        slide(MORWENNA, QUAY, "Gwen's glasses",
              ["Wind: south west, 14 knots"],
              "I'll tell this one, because Gwen won't. She leant over the edge of the pontoon to check that a "
              "mark's chain was clear, and her reading glasses slid off the top of her head and into the river. "
              "She said, well, I can't see them now, and somehow kept a straight face. Nobody went in after "
              "them. It's October."),
        # 17
        slide(KWAME, QUAY, "Pontoon fourth",
              ["Number 2 on the board", "Pontoon sections: 8", "Pontoon lifted: 3:00 to 3:50 pm"],
              "Fourth, number two, the pontoon. Members tie up to it while they wait their turn under the crane, "
              "and the marks came back to it too, so it couldn't come out while there was still a boat in the "
              "river. We unbolted each section, Stuart swung it onto the lorry, and I counted my fingers after "
              "every one."),
        # 18
        slide(GWEN, QUAY, "Safety boats last",
              ["Number 1 on the board", "Safety boats lifted: 4:05 to 4:30 pm"],
              "Last, number one, the two safety boats. Nobody at this club goes on the water without a safety "
              "boat watching, and that includes the people unbolting the pontoon. So the safety boats stay in "
              "until every other person is back on dry land, and only then do they come out. After that the quay "
              "went very quiet."),
        # 19
        slide(STUART, QUAY, "Packing up",
              ["Lifts today: 23", "Crane off the quay: 5:10 pm"],
              "Twenty three lifts, not a scratch on any of them, and the alarm only the once. That's a good day. "
              "I fold the legs in, stow the hook, and Dean gets the kettle on for the drive home. Morwenna says "
              "the same thing every year: see you in the spring, and don't be late for the tide."),
        # 20
        slide(ORLA, CLUBHOUSE, "Tern on her cradle",
              ["Tern: cradle 17"],
              "Tern's up on her cradle now, with her keel on a block of wood and her mast down beside her. She "
              "looks enormous out of the water, and a bit embarrassed. Cedric showed me how to tie the cover "
              "down so the winter gales can't get under it. He says she'll want antifouling in March, and he'll "
              "lend me his brushes."),
        # 21
        slide(CEDRIC, CLUBHOUSE, "Winter",
              ["Clubhouse bar open until 9 pm"],
              "Puffin's under her cover in the corner of the park, where she always goes, by the wall, out of the "
              "wind. Over the winter I'll put two new planks in her, if my hands let me. Orla's going to help, "
              "and I've told her she has to learn to swear properly first. The rum's on the bar, by the way."),
        # 22
        slide(GWEN, RIVER_DARK, "Next on the channel",
              ["Lift-in day", "Saturday 11 April", "Saltcote Quay"],
              "Next time, it's the lift-in, when everything goes back into the river the other way round, with "
              "Cedric's new planks and Orla's very first launch. Stuart and his crane will be back, and so will "
              "the mist, I expect. Morwenna has promised us a tide at a civilised hour. See you on the quay."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this Saltcote Quay video basically about?",
         "para": ["sailing club crane day - summary please",
                  "I only caught a minute of boats dangling off a crane. What is the whole thing covering?"],
         "cands": ["A sailing club's autumn lift-out, when a hired crane takes its boats out of the river for "
                   "the winter",
                   "The spring lift-in, when the club's boats go back into the river",
                   "A sailing regatta, racing round orange marks in the estuary",
                   "A harbour master explaining how to read tide tables"],
         "answer": "A sailing club's autumn lift-out, when a hired crane takes its boats out of the river for "
                   "the winter"},
        {"n": 2, "type": "count", "ev": [8, 11, 14, 16],
         "q": "Over the course of the lift-out, how many things actually went into the river and were lost?",
         "para": ["stuff dropped in the harbour on lift-out day, total (not the near misses)",
                  "People kept losing bits over the edge. Give me the real number of objects that ended up in "
                  "the water that Saturday."],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which item on the noticeboard list did the crane deal with first?",
         "cands": ["The committee boat", "The safety boats", "The keelboats on the moorings",
                   "The pontoon sections"],
         "answer": "The committee boat"},
        {"n": 4, "type": "order", "ev": [1, 6, 9, 15, 17, 18],
         "q": "List says safety boats, pontoon, committee boat, marks, keelboats. What order did the day "
              "actually go in?",
         "cands": None,
         "answer": "The committee boat first, then the keelboats, the racing marks, the pontoon, and the safety "
                   "boats last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why did marjorie have to come out before anything else",
         "cands": None,
         "answer": "She's moored in the lifting berth right under the crane, so nothing else could come alongside "
                   "until she was out"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Explain the safety boats being left until last.",
         "cands": ["Nobody goes on the water without safety cover, so they stayed in until everyone, the pontoon "
                   "crew included, was ashore",
                   "Their engines had to be flushed through with fresh water first",
                   "The crane's overload alarm had to be reset before the lighter boats",
                   "The harbour master wanted them kept in until low water"],
         "answer": "Nobody goes on the water without safety cover, so they stayed in until everyone, the pontoon "
                   "crew included, was ashore"},
        {"n": 7, "type": "why", "ev": [1, 2, 9],
         "q": "What stopped them craning the keelboats out first thing at seven?",
         "para": ["keelboats timed round high tide - reason?",
                  "Why were the boats on the moorings left until late morning and lunchtime?"],
         "cands": None,
         "answer": "They draw nearly two metres and can only come alongside the quay wall for two hours either "
                   "side of high water (11:40 am); earlier they'd sit on the mud"},
        {"n": 8, "type": "correction", "ev": [5, 12],
         "q": "Orla guesses Tern weighs four tonnes. What did she really weigh?",
         "cands": None,
         "answer": "2.7 t (Stuart read it off the crane's load cell)"},
        {"n": 9, "type": "correction", "ev": [1, 2],
         "q": "correct time of high water that Saturday",
         "cands": ["11:40 am", "12:15 pm", "9:45 am", "12:40 pm"],
         "answer": "11:40 am"},
        {"n": 10, "type": "correction", "ev": [4],
         "q": "How much is the crane this year, once Kwame has corrected himself?",
         "para": ["crane hire for the day - the right figure",
                  "The bosun quotes a price for the crane and then says that was last year's bill. What's the "
                  "figure this year?"],
         "cands": None,
         "answer": "£1,240 (nine hundred pounds was last year's bill)"},
        {"n": 11, "type": "who", "ev": [1, 2],
         "q": "When Gwen puts high water at quarter past twelve, who sets her straight?",
         "cands": None,
         "answer": "Morwenna Hext, the harbour master, with her tide tables (11:40 am)"},
        {"n": 12, "type": "who", "ev": [16],
         "q": "Whose reading glasses slid off into the river?",
         "cands": ["Gwen Tallis", "Morwenna Hext", "Cedric Mowbray", "Orla Devlin"],
         "answer": "Gwen Tallis"},
        {"n": 13, "type": "needle_screen", "ev": [10],
         "q": "Puffin - year she was built?",
         "cands": ["1958", "1979", "1985", "1948"],
         "answer": "1958"},
        {"n": 14, "type": "needle_screen", "ev": [3],
         "q": "Lifting capacity of Stuart's crane",
         "cands": ["50 t", "6.5 t", "15 t", "500 t"],
         "answer": "50 t"},
        {"n": 15, "type": "speech_and_screen", "ev": [9, 13],
         "q": "the keelboat with a keel full of mussels - what time did it come out",
         "cands": None, "answer": "12:55 pm (it was the last keelboat lifted)"},
        {"n": 16, "type": "quantity", "ev": [19],
         "q": "Total number of lifts Stuart made during the day?",
         "cands": ["23", "11", "32", "19"],
         "answer": "23"},
        {"n": 17, "type": "quantity", "ev": [8, 9],
         "q": "How many keelboats were brought off the moorings?",
         "para": ["number of keelboats craned out",
                  "Every boat out on a mooring was brought in to the wall in turn. What's the count?"],
         "cands": None, "answer": "Eleven"},
        {"n": 18, "type": "spoken_fact", "ev": [10],
         "q": "Cedric's ritual when Puffin comes out each year?",
         "cands": ["He pours a tot of rum on her bow and thanks her for the summer",
                   "He rings the clubhouse bell three times",
                   "He sleeps aboard her the night before",
                   "He repaints her name on the stern"],
         "answer": "He pours a tot of rum on her bow and thanks her for the summer"},
        {"n": 19, "type": "relation", "ev": [9],
         "q": "Morwenna and the crane driver - family?",
         "cands": None, "answer": "Yes: Stuart is her nephew, her sister's son"},
        {"n": 20, "type": "right_before_after", "ev": [7],
         "q": "Marjorie's halfway up when the overload alarm sounds in the cab. What does Stuart do about it?",
         "cands": None,
         "answer": "Set her straight back down on the water, moved the crane two metres nearer the edge on its "
                   "legs, and lifted again"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening shot: what's the scene on the quay?",
         "cands": ["Seven in the morning, mist on the water and the crane ticking over by the clubhouse",
                   "The boats already up on their cradles under covers",
                   "The clubhouse bar at closing time",
                   "A race starting from the committee boat"],
         "answer": "Seven in the morning, mist on the water and the crane ticking over by the clubhouse"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "The last slide teases which event?",
         "cands": ["The spring lift-in, when everything goes back into the river",
                   "Cedric re-planking Puffin in the boat shed",
                   "A winter race series on the estuary",
                   "Orla selling Tern"],
         "answer": "The spring lift-in, when everything goes back into the river"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the crane firm's boss, what's their name",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does a member pay Kwame for a winter cradle?",
         "cands": ["£85", "£150", "£240", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ bellcasting (a bell foundry's casting day)
LORNA = ("en-gb-x-gbclan+f1", "Lorna Thackray, master founder")
IVAN = ("en-gb-scotland+m4", "Ivan Kostadinov, moulder")
PRIYA = ("en-gb+f4", "Priya Raman, bell tuner")
GEOFFREY = ("en-gb-x-rp+m1", "Geoffrey Barraclough, tower captain")
CALLUM = ("en-gb-x-gbclan+m7", "Callum Reid, apprentice")
HAZEL = ("en-gb-x-gbcwmd+f3", "Hazel Ogunbiyi, churchwarden")

FOUNDRY = "#efe9e1"
OFFICE = "#f4f2ec"
LATHE = "#e8ecef"
FOUNDRY_DARK = "#1d1510"

BELLCASTING = {
    "name": "bellcasting",
    "footer": "Thackray Bell Foundry · Coldbrook · casting day",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(LORNA, FOUNDRY_DARK, "Casting day at Thackray's",
              ["Thackray Bell Foundry, Coldbrook", "Tuesday 10 February", "A new tenor for St Edith's"],
              "Six in the morning, and the foundry's cold enough to see your breath, though not for long. I'm "
              "Lorna Thackray, the fifth of my family to run this place, and today we cast a bell: a new tenor "
              "for Saint Edith's church, in Little Harwell. Their old one cracked before my grandad was born, and "
              "they've waited long enough."),
        # 1
        slide(LORNA, OFFICE, "Today's job sheet",
              ["1. Pour St Edith's tenor", "2. Tune St Mary's treble", "3. Lower the tenor mould into the pit",
               "4. Light the furnace", "5. Break out St Mary's treble"],
              "This is the job sheet on the office wall. My dad still writes it, big job at the top, "
              "because that's what the customer pays for. We never do it in that order. Bronze takes about five "
              "hours to reach pouring heat, so to pour after lunch, the furnace is lit before "
              "anything else. Number four goes first."),
        # 2
        slide(IVAN, FOUNDRY, "The mould",
              ["Loam mould: 3 weeks to make"],
              "Ivan Kostadinov, moulder. This mould is loam: clay, sand, horse hair and manure, built up by hand "
              "on a brick core, and it's taken me three weeks. The inscription is pressed into the inside of the "
              "outer mould, back to front, letter by letter. Every mould is used once. After today it's broken "
              "up and swept into a bucket."),
        # 3
        slide(GEOFFREY, FOUNDRY, "The customer",
              ["St Edith's Church, Little Harwell", "A ring of 6 bells"],
              "Geoffrey Barraclough, tower captain at Saint Edith's. I've rung on that cracked old tenor for "
              "fifty years, and it sounds like a biscuit tin with a cold. The new one will be a proper bell, "
              "about a tonne of it, hanging in the same frame. I've come to watch it being born, and I've "
              "brought a flask and a folding chair."),
        # 4
        slide(IVAN, FOUNDRY, "By weight",
              ["New tenor: 740 kg", "Bronze in the furnace: 820 kg"],
              "A tonne? Geoffrey, seven hundred and forty kilos. I worked it out from the mould, and she'll come "
              "out within a kilo or two of that. The extra bronze in the furnace fills the channels and the vent, "
              "and gets cut off afterwards. Every tower captain thinks his tenor weighs a tonne."),
        # 5
        slide(CALLUM, FOUNDRY, "The apprentice",
              ["Callum Reid, 17", "Apprentice since: September"],
              "I'm Callum, the apprentice, and this is my first bell pour. I've done the sweeping, I've done the "
              "sand, and I've done a lot of tea. Today I'm on the shank of the ladle, at the back end, with Ivan "
              "at the front. The bronze goes in at about two thousand degrees, so I'm wearing everything they've "
              "given me, twice."),
        # 6
        slide(LORNA, FOUNDRY, "Heat",
              ["Furnace lit: 6:05 am", "Pouring heat: 1,150 °C"],
              "Two thousand? Callum, it's eleven hundred and fifty. I read it off the pyrometer myself before "
              "every pour. Any hotter and the bell comes out rough, any cooler and it won't fill the mould. I lit "
              "the furnace at five past six, and by lunchtime it'll be roaring like a jet engine, and nobody will "
              "hear themselves think."),
        # 7
        slide(CALLUM, FOUNDRY, "Breaking out",
              ["Number 5 on the sheet", "St Mary's treble broken out: 8:10 to 9:30 am"],
              "Second, number five, breaking out. There's only one casting pit, and last week's bell, Saint "
              "Mary's treble, has been cooling in it all week, buried in sand. The tenor's mould can't go in "
              "until she's out. So I dug the sand away, Ivan cracked the old mould off her with a hammer, and "
              "there she was, black and still warm."),
        # 8
        slide(PRIYA, LATHE, "The tuner",
              ["Tuning lathe: built 1938"],
              "Priya Raman, bell tuner. Every bell comes out of the pit a little off its note, so I put it on the "
              "lathe and shave metal from the inside, a sliver at a time, and listen. Take a bit too much and you "
              "can't put it back. Saint Mary's treble is waiting for me now, but I won't touch her until this "
              "place goes quiet."),
        # 9
        slide(IVAN, FOUNDRY, "Into the pit",
              ["Number 3 on the sheet", "Mould lowered: 10:15 to 11:05 am"],
              "Third, number three. The tenor's mould went down into the pit on the chain hoist, an inch at a "
              "time, with Callum and me guiding it. Then we rammed sand in all round it, tight as a drum, because "
              "when the bronze goes in it pushes outwards, and a mould that isn't held will split. I did the "
              "ramming. Callum did the swearing."),
        # 10
        slide(HAZEL, OFFICE, "The appeal",
              ["Bell appeal raised: £21,400"],
              "Hazel Ogunbiyi, churchwarden. The bell appeal raised eighteen thousand pounds. No, wait, that was "
              "before the gift aid. Twenty one thousand four hundred, all of it from the village: cake "
              "sales, a sponsored silence and a very long quiz night. It pays for the bell, the new fittings "
              "and the hanging, and it's all spent."),
        # 11
        slide(GEOFFREY, FOUNDRY, "For luck",
              ["Crucible lid off: 1:05 pm"],
              "Before the pour, Lorna let us put something of our own into the metal, for luck, the old way. I "
              "dropped in a penny from nineteen sixty six, the year I learned to ring. Ivan kept saying he'd put "
              "his lottery ticket in, so the bell could have the luck, and then he kept it in his pocket, just in "
              "case."),
        # 12
        slide(LORNA, FOUNDRY, "The pour",
              ["Number 1 on the sheet", "Poured: 1:20 to 1:24 pm"],
              "Fourth, number one, the pour. A little girl from the village school had brought a plastic hair "
              "clip, and I had to say no, because plastic only smokes. Then Ivan and Callum tipped the ladle, the "
              "bronze ran in bright orange, and just as it started, the photographer from the paper walked in, "
              "looked for his camera, and missed it."),
        # 13
        slide(IVAN, FOUNDRY, "Full",
              ["Vent: on the crown of the mould"],
              "Four minutes, that's all a pour takes. You keep going until bronze comes bubbling up out of the "
              "vent on top of the mould, because then you know it's full. When it did, Lorna shouted stop, we "
              "tipped the ladle back level, and I threw a shovel of dry sand over the vent, to keep the heat in. "
              "Then everybody remembered how to breathe."),
        # 14
        slide(HAZEL, FOUNDRY, "Keepsakes",
              ["Visitors from St Edith's: 14"],
              "Callum put something in too, before the pour: a brass button off his late grandad's railway "
              "jacket. He went very quiet afterwards. My little brother Geoffrey cried at the pour, and says it "
              "was the smoke. He's sixty eight, and he's been crying at bells since he was a boy. I brought a "
              "lemon cake for the foundry."),
        # 15
        slide(PRIYA, FOUNDRY, "The thimble",
              ["Foundry founded: 1841"],
              "Hazel won't tell you this, so I will. Just before the pour, she took her mother's silver thimble "
              "out of her handbag, dropped it into the metal, and didn't say a word. Then Callum pretended to "
              "throw his phone in after it, to cheer her up, and got a look from Lorna that I'd rather never "
              "get."),
        # 16
        slide(CALLUM, FOUNDRY, "Cooling",
              ["Tenor breaks out: Tuesday 17 February"],
              "Now she sits in the pit and cools, under all that sand, for a whole week. Break her out early and "
              "she can crack. Lorna showed me the old day book: when the first tenor was cast here, in nineteen "
              "eleven, half the village walked over and threw coins in. That's the one that cracked. Lorna says "
              "that's not why."),
        # 17
        slide(PRIYA, LATHE, "Tuning last",
              ["Number 2 on the sheet", "St Mary's treble tuned: 6:30 to 9:10 pm"],
              "Last, number two, the tuning. I have to hear five notes in every bell, all at once, and sort them "
              "out one by one. You can't do that with a furnace roaring and people shouting, so I wait until the "
              "furnace is off and everybody's gone home. Saint Mary's treble is spot on now, and I can go home "
              "too."),
        # 18
        slide(GEOFFREY, OFFICE, "The inscription",
              ["Inscription: 5 lines"],
              "The inscription was our ringers' idea. It has the name of every ringer in the tower, and a line "
              "from our oldest ringer, Edna, who taught me: ring for the living, ring for the dead, and ring for "
              "your tea. Edna is ninety one, and she's been promised the first pull on the new tenor, if her "
              "arms hold out."),
        # 19
        slide(HAZEL, OFFICE, "Report back",
              ["Lemon cake: gone by 2 pm"],
              "The vicar couldn't come, he had a funeral, so I'm to report back in detail, which I will, at "
              "length. The lemon cake lasted about twenty minutes in here. Foundry people eat like horses, and "
              "Lorna says it's the heat. Next I have to find the money for a new bell rope, which nobody ever "
              "thinks about."),
        # 20
        slide(LORNA, FOUNDRY, "Quiet",
              ["Furnace off: 3:40 pm"],
              "Furnace off at twenty to four, and the foundry ticks and creaks as it cools. The tenor's down "
              "there in the dark, still glowing inside, I expect. I've cast a lot of bells in this building, and "
              "I still come back at night to stand by the pit. My dad says I'm soft. He used to do exactly the "
              "same."),
        # 21
        slide(CALLUM, FOUNDRY, "Sweeping up",
              ["Callum's next job: the tenor's break-out"],
              "I swept up the loam from the old mould, and found a blob of bronze the size of a pea by the pit, "
              "which Lorna says I can keep. Ivan says next week I break the tenor out myself, with him watching, "
              "and if I crack her I'm buying the village a new one. I think he's joking."),
        # 22
        slide(LORNA, FOUNDRY_DARK, "Next on the channel",
              ["First ringing at St Edith's", "Sunday 19 April", "Little Harwell"],
              "Next time, the new tenor goes to Little Harwell on the back of a lorry, is hung in the tower, and "
              "is rung for the very first time, with the whole village in the churchyard. Edna gets the first "
              "pull, Geoffrey gets the second, and I'll be there to hear whether we got her right. See you in "
              "the tower."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Thackray Bell Foundry video - what's the story?",
         "para": ["bell foundry vid, short summary",
                  "There's molten metal and a church party watching. Tell me what the video as a whole is "
                  "about."],
         "cands": ["A bell foundry's casting day, pouring a new tenor bell for a village church",
                   "The new tenor being rung for the first time at St Edith's",
                   "A bell-ringing practice in a church tower",
                   "A pottery class firing pots in a kiln"],
         "answer": "A bell foundry's casting day, pouring a new tenor bell for a village church"},
        {"n": 2, "type": "count", "ev": [11, 14, 15],
         "q": "Keepsakes that really went into the molten bronze: how many?",
         "para": ["things people put in the metal for luck - count only the real ones",
                  "Before the pour, a few of them added personal bits to the melt. How many items genuinely "
                  "went in?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "First thing the foundry tackled from its job sheet?",
         "cands": ["Lighting the furnace", "Pouring St Edith's tenor", "Breaking out St Mary's treble",
                   "Tuning St Mary's treble"],
         "answer": "Lighting the furnace"},
        {"n": 4, "type": "order", "ev": [1, 7, 9, 12],
         "q": "Pouring the tenor tops the sheet. Where in the day did it really fall?",
         "cands": None,
         "answer": "Fourth, at 1:20 pm: after lighting the furnace, breaking out St Mary's treble and lowering "
                   "the mould"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "furnace lit before everything else - reason",
         "para": ["What's Lorna's thinking in getting the furnace going at six?",
                  "How come lighting the furnace, number four on the sheet, jumped to the front?"],
         "cands": None,
         "answer": "Bronze takes about five hours to come up to pouring heat, so to pour after lunch the furnace "
                   "has to be lit first"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "Why did Priya leave the tuning until the evening?",
         "cands": ["She has to hear five notes in the bell, which she can't with the furnace roaring and people "
                   "shouting",
                   "A bell has to cool for a week before it can be tuned",
                   "The lathe and the furnace can't run off the same power supply",
                   "St Mary's were only collecting the treble the next morning"],
         "answer": "She has to hear five notes in the bell, which she can't with the furnace roaring and people "
                   "shouting"},
        {"n": 7, "type": "why", "ev": [7],
         "q": "What made breaking out St Mary's treble come before lowering the tenor's mould?",
         "cands": ["There's only one casting pit, and the treble was still in it",
                   "The treble's old mould was needed again for the tenor",
                   "Callum had to finish the sweeping first",
                   "The chain hoist was needed for the ladle after lunch"],
         "answer": "There's only one casting pit, and the treble was still in it"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Geoffrey reckons about a tonne. How heavy is the new tenor really?",
         "para": ["new tenor's corrected weight",
                  "The tower captain's guess at his bell's weight gets knocked down. To what?"],
         "cands": None,
         "answer": "740 kg (Ivan worked it out from the mould)"},
        {"n": 9, "type": "correction", "ev": [10],
         "q": "After Hazel's slip, what total does she give for the bell appeal?",
         "cands": ["£21,400", "£18,000", "£24,100", "£12,400"],
         "answer": "£21,400"},
        {"n": 10, "type": "who", "ev": [5, 6],
         "q": "Callum says the bronze goes in at two thousand degrees. Who puts him right?",
         "para": ["pouring temperature - who set the apprentice straight",
                  "Somebody tells the lad his temperature is way out. Name them."],
         "cands": None,
         "answer": "Lorna Thackray, the master founder, from the pyrometer (1,150 °C)"},
        {"n": 11, "type": "who", "ev": [15],
         "q": "Who dropped a silver thimble into the metal?",
         "cands": ["Hazel Ogunbiyi", "Priya Raman", "Lorna Thackray", "Callum Reid"],
         "answer": "Hazel Ogunbiyi"},
        {"n": 12, "type": "needle_screen", "ev": [5],
         "q": "how old's the apprentice",
         "cands": ["17", "19", "16", "21"],
         "answer": "17"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "Break-out date for the new bell?",
         "cands": None, "answer": "Tuesday 17 February"},
        {"n": 14, "type": "speech_and_screen", "ev": [12],
         "q": "What time did the newspaper photographer turn up?",
         "cands": None, "answer": "1:20 pm, just as the pour started"},
        {"n": 15, "type": "quantity", "ev": [12, 13],
         "q": "The pour itself lasted how long?",
         "cands": ["Four minutes", "Forty minutes", "Fourteen minutes", "An hour"],
         "answer": "Four minutes"},
        {"n": 16, "type": "quantity", "ev": [2],
         "q": "how much time went into building the loam mould",
         "cands": None, "answer": "Three weeks"},
        {"n": 17, "type": "spoken_fact", "ev": [2],
         "q": "The loam for the mould - what's in it?",
         "cands": ["Clay, sand, horse hair and manure", "Plaster, wax and straw", "Sand bound with oil",
                   "Clay, ash and crushed brick"],
         "answer": "Clay, sand, horse hair and manure"},
        {"n": 18, "type": "relation", "ev": [14],
         "q": "hazel and geoffrey, how are they conected",
         "cands": None, "answer": "They're sister and brother: Geoffrey is Hazel's little brother"},
        {"n": 19, "type": "right_before_after", "ev": [13],
         "q": "Bronze bubbles up out of the vent on top of the mould. What happens next?",
         "cands": None,
         "answer": "Lorna shouted stop, they tipped the ladle back level, and Ivan threw a shovel of dry sand over "
                   "the vent"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the start, what's the foundry like?",
         "cands": ["So cold you can see your breath, at six in the morning",
                   "Roaring hot, with the furnace already going",
                   "Full of villagers waiting for the pour",
                   "Dark, with the tenor glowing in the pit"],
         "answer": "So cold you can see your breath, at six in the morning"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Next video, going by the ending, is about what?",
         "cands": ["The new tenor hung at St Edith's and rung for the first time",
                   "Callum breaking the tenor out of the pit on his own",
                   "Priya tuning the new tenor on the lathe",
                   "A bigger bell cast for a cathedral"],
         "answer": "The new tenor hung at St Edith's and rung for the first time"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What's the vicar of St Edith's called?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Price of the bell itself?",
         "cands": ["£9,800", "£14,500", "£21,400", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "which musical note will the new tenor sound",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ fieldday (a radio club's field day on a hill)
NADIA = ("en-gb-x-gbcwmd+f5", "Nadia Farouk, club chair")
TREVOR = ("en-gb-x-gbclan+m4", "Trevor Ashworth, contest captain")
BOGDAN = ("en-gb-scotland+m5", "Bogdan Nowak, masts and antennas")
ELLIE = ("en-gb+f3", "Ellie Marchetti, newly licensed")
REG = ("en-gb-x-rp+m6", "Reg Foulds, Morse operator")
JANET = ("en-gb-scotland+f1", "Janet Crabtree, Beacon Farm")

FIELD = "#e9f0e2"
TENT = "#f3efe4"
WHITEBOARD = "#f1f3f0"
HILL_DARK = "#0f1424"

FIELDDAY = {
    "name": "fieldday",
    "footer": "Harcombe Amateur Radio Club · Tollard Beacon · field day",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(NADIA, HILL_DARK, "Field day on Tollard Beacon",
              ["Harcombe Amateur Radio Club", "Saturday 7 June", "Tollard Beacon, Beacon Farm"],
              "Half past eight on a Saturday, on top of Tollard Beacon, in a field full of sheep. I'm Nadia "
              "Farouk, chair of Harcombe Amateur Radio Club, and this is our field day: twenty four hours on a "
              "hilltop, running on a generator, trying to talk to as much of the world as we can by radio. The "
              "sheep were here first."),
        # 1
        slide(NADIA, WHITEBOARD, "Field day jobs",
              ["1. Raise the mast and beam", "2. Work New Zealand", "3. Ellie's first contact",
               "4. Work the lighthouse station", "5. Test the generator"],
              "This is the whiteboard in the club tent. Trevor copied it from the newsletter, where it's in order "
              "of what everybody's most excited about. It's a terrible order to do things in. The hire shop in "
              "Tollard shuts at twelve on a Saturday, so if our generator won't start, we need to know this "
              "morning. Number five goes first."),
        # 2
        slide(TREVOR, TENT, "The log",
              ["Contest: 3 pm Saturday to 3 pm Sunday", "Generator tested: 8:50 am"],
              "Trevor Ashworth, contest captain. Every contact goes in the log, with the time and the call sign, "
              "and the log is what we're judged on. The generator started on the third pull, so "
              "no trip to the hire shop. Thirty years of field days, and it has never "
              "once started on the first pull."),
        # 3
        slide(JANET, FIELD, "Beacon Farm",
              ["Beacon Farm: 340 ewes"],
              "Janet Crabtree. It's my field, and they're my sheep, and the radio lot can have the top of the "
              "hill as long as they shut the gate. I've roped them off a square in the middle, with hurdles along "
              "the top side, and the sheep have the rest. My son-in-law Bogdan is the one up the mast, so if "
              "anything falls down, it's his fault."),
        # 4
        slide(BOGDAN, FIELD, "Mast second",
              ["Number 1 on the board", "Mast raised: 10:10 to 11:00 am", "Wind forecast: gusts from 2 pm"],
              "Bogdan Nowak, masts and antennas. Second, number one, the mast, with the big beam antenna on top. "
              "It has to go up in the morning, because the wind gets up after lunch, and you don't raise a mast "
              "in a gust with four people hanging on the guy ropes. We had it up by eleven, pegged out three "
              "ways, straight as a pencil."),
        # 5
        slide(ELLIE, TENT, "Newly licensed",
              ["Ellie Marchetti, 15", "Licence exam passed: March"],
              "I'm Ellie, and I passed my licence exam in March, so this is my first field day. Everyone's very "
              "excited about me making my first contact, which is a bit embarrassing. The mast is about twenty "
              "metres tall, and Bogdan says from the top you can see three counties. I am not going up to "
              "check."),
        # 6
        slide(BOGDAN, FIELD, "Twelve",
              ["Mast height: 12 m"],
              "Twenty? Ellie, it's twelve. I've got the sections written down, four of them, three metres each, "
              "and four threes are twelve. It only looks like twenty from the bottom, with your head back. You "
              "really can see three counties from the top, that part's true, but you'll have to take my word for "
              "it. Insurance."),
        # 7
        slide(NADIA, FIELD, "Teeth marks",
              ["Paper log: kept as a backup"],
              "At about one o'clock, a ewe squeezed under our rope, walked straight up to the logging table, and "
              "ate the corner of Trevor's paper log before anybody noticed. He keeps a paper copy as well as the "
              "computer, just in case. So now he's got a paper log with teeth marks in it, and the sheep looked "
              "very pleased with herself."),
        # 8
        slide(REG, TENT, "The Morse table",
              ["Reg Foulds, 79", "Licensed: 1961"],
              "Reg Foulds, Morse. I got my licence in nineteen sixty three. No, sixty one, it was sixty one. "
              "Sixty three is when I got married, and my wife would want me to get that right. I've sent Morse at "
              "every field day since, and my fingers are a lot faster than my legs. I'm on the table by the tent "
              "door."),
        # 9
        slide(TREVOR, TENT, "Lights out",
              ["Generator output: 2.8 kW"],
              "Mid afternoon, a sheep wandered in through the gap by the hurdles, stood on the generator lead, and "
              "pulled the plug clean out. Every radio in the tent went dead in the middle of a contact. Bogdan's "
              "tied the lead to a peg now. Meanwhile the ram watched the whole thing over the hurdles, and never "
              "once came in."),
        # 10
        slide(NADIA, FIELD, "Lighthouse third",
              ["Number 4 on the board", "Lighthouse station worked: 4:52 pm"],
              "Third, number four, the lighthouse. Every June a club runs a station from an old lighthouse on the "
              "coast, but only on the Saturday, and only until six at night, so it had to be this afternoon. "
              "Everyone wanted it in the log. It went in just before five, with the whole tent cheering and "
              "Janet's sheep looking puzzled."),
        # 11
        slide(REG, TENT, "Slow down",
              ["Lighthouse station: 187 km away"],
              "I worked the lighthouse in Morse, and the chap there sent so fast I had to ask him to slow down, "
              "which I haven't done since nineteen seventy. Then I got on the microphone and went baa at him, like "
              "one of Janet's sheep, for a joke. He didn't laugh. Lighthouse people have no sense of humour."),
        # 12
        slide(BOGDAN, FIELD, "The gust",
              ["Strongest gust: 38 mph"],
              "At about half past five, a big gust came over the top and the mast started to lean. I shouted "
              "everybody onto the guy ropes, let it down to half height, and hammered a longer peg in on the "
              "windward side. Then I put it back up. Janet watched from the gate with her arms folded, saying "
              "nothing, which is worse."),
        # 13
        slide(ELLIE, TENT, "My first contact",
              ["Number 3 on the board", "Ellie's first contact: 9:27 pm, 612 km"],
              "Fourth, number three, me. After nine the band goes quieter, so a new voice gets heard, and I had "
              "to be home by eleven. The first person to answer me was a retired ferry captain on an island in "
              "Scotland. I forgot my own call sign halfway through, and right then a sheep walked in through the "
              "tent door and bleated at me."),
        # 14
        slide(TREVOR, TENT, "Midnight",
              ["Contacts by midnight: 511"],
              "Midnight, and the tent smells of tea and hot radios. Reg has the Morse table, I've got the "
              "microphone, and we take it in turns to sleep in the car. At night the signals go round the world "
              "differently, and we're hearing stations we'd never hear in daylight. Ellie went home at eleven, "
              "grinning."),
        # 15
        slide(REG, TENT, "Company",
              ["Morse contacts overnight: 96"],
              "Some time after two, I felt something warm against my ankles under the Morse table, and it was a "
              "lamb. She'd got in somehow, curled up on my coat and gone to sleep. I let her stay. She was the best "
              "company I've had on a night shift in fifty years, and she never once asked me to slow down."),
        # 16
        slide(JANET, FIELD, "Fly",
              ["Sunrise: 4:48 am"],
              "Fly, my collie, got into their tent at four in the morning, looking for the sheep, and found Reg "
              "asleep with a lamb on his coat instead. She lay down with the pair of them. Last year it was a cow "
              "that got in, and that cost them a radio and a table, so nobody's complaining about a lamb and a "
              "dog."),
        # 17
        slide(TREVOR, FIELD, "New Zealand last",
              ["Number 2 on the board", "New Zealand worked: 4:40 am"],
              "Last, number two, New Zealand, the one everybody wanted most. The path to the other side of the "
              "world only opens for about twenty minutes around dawn, when the sun's coming up here and going down "
              "there. So we sat up all night for it, and at twenty to five a sheep farmer in New Zealand came back "
              "to us, loud and clear. Reg cried."),
        # 18
        slide(JANET, FIELD, "Dawn",
              ["Flock moved: 5:30 am"],
              "At dawn I came up to move the flock, and one of my ewes had got past the guy ropes and was standing "
              "in the middle of their square, chewing Bogdan's glove, with Bogdan asleep in a deckchair beside her. "
              "I left them to it. It's the most useful I've seen him all weekend."),
        # 19
        slide(NADIA, TENT, "Three o'clock",
              ["Contest ended: 3 pm Sunday"],
              "Three o'clock on Sunday, and the contest is over. We've made over a thousand contacts, which is a "
              "club record, and I'm going to say so in the newsletter in very large letters. Everybody's grey in "
              "the face, the tea's run out, and the generator is still going, which Trevor says is the real "
              "miracle of the weekend."),
        # 20
        slide(TREVOR, TENT, "The real number",
              ["Contacts in the log: 846"],
              "Over a thousand? Nadia, eight hundred and forty six. It's in the log, and the log doesn't do large "
              "letters. It's still a club record, by about forty, so put that in the newsletter instead. One "
              "paper page has teeth marks, which I'll be explaining to the judges."),
        # 21
        slide(BOGDAN, FIELD, "Down again",
              ["Mast down: 4:15 pm"],
              "The mast comes down the way it went up, slowly, with four on the ropes. Everything goes back in "
              "the trailer, every peg gets counted, and the field goes back to Janet exactly as we found it, only "
              "with more tyre marks. Janet's told me it was a good weekend, for her sheep. I think that was a "
              "compliment."),
        # 22
        slide(NADIA, HILL_DARK, "Next on the channel",
              ["Ellie's school calls the space station", "Thursday 13 November", "Harcombe High School"],
              "Next time, the club helps Ellie's school talk to the astronauts on the space station, for ten "
              "minutes, while it passes over. Ellie is asking the first question, if she can remember her call "
              "sign this time. Trevor is already worrying about the generator. See you on the air."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Tollard Beacon video: what's going on in it overall?",
         "para": ["radio club on a hill, what's the vid about",
                  "It's all aerials, tents and sheep. Give me the overall point of the video."],
         "cands": ["An amateur radio club's field day contest on a hilltop, talking to the world for twenty "
                   "four hours",
                   "A school talking to astronauts on the space station",
                   "A sheep farmer's weekend moving her flock",
                   "A phone company putting up a mobile mast on a farm"],
         "answer": "An amateur radio club's field day contest on a hilltop, talking to the world for twenty "
                   "four hours"},
        {"n": 2, "type": "count", "ev": [7, 9, 13, 15, 18],
         "q": "How many times did a sheep get inside the roped-off radio area?",
         "para": ["sheep (lambs included) that really got into the operating area - number?",
                  "The flock kept invading the club's patch. Tally the genuine break-ins for me, ignoring any "
                  "that only nearly happened."],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "The field day whiteboard has five jobs. Which came first in practice?",
         "cands": ["Testing the generator", "Raising the mast", "Working New Zealand", "Ellie's first contact"],
         "answer": "Testing the generator"},
        {"n": 4, "type": "order", "ev": [1, 2, 4, 10, 13, 17],
         "q": "In what sequence did they really get through the five whiteboard jobs?",
         "para": ["field day jobs, order actually done",
                  "Trevor's list puts the mast first and the generator last. How did the weekend really run?"],
         "cands": None,
         "answer": "The generator test first, then the mast, the lighthouse station, Ellie's first contact, and "
                   "New Zealand last"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "why test the generator before anything else",
         "cands": None,
         "answer": "The hire shop in Tollard shuts at twelve on a Saturday, so they needed to know that morning "
                   "if it wouldn't start"},
        {"n": 6, "type": "why", "ev": [17],
         "q": "New Zealand was left till dawn on Sunday. Why?",
         "cands": ["The path there only opens for about twenty minutes around dawn",
                   "Reg wouldn't give up the Morse table until Sunday",
                   "The New Zealand station wasn't on air until Sunday afternoon",
                   "The generator couldn't power the beam at night"],
         "answer": "The path there only opens for about twenty minutes around dawn"},
        {"n": 7, "type": "why", "ev": [4],
         "q": "Bogdan's mast had to go up in the morning - how come?",
         "para": ["mast raised early - reason",
                  "Bogdan insists the beam goes up before lunch. Why's that?"],
         "cands": None,
         "answer": "The wind gets up after lunch (gusts from 2 pm), and you don't raise a mast in a gust with four "
                   "people on the guy ropes"},
        {"n": 8, "type": "correction", "ev": [5, 6],
         "q": "Ellie thinks the mast is twenty metres. Real heigth?",
         "cands": None,
         "answer": "12 m (four sections of three metres)"},
        {"n": 9, "type": "correction", "ev": [19, 20],
         "q": "total contacts in the log at the finish",
         "cands": ["846", "Over 1,000", "511", "864"],
         "answer": "846"},
        {"n": 10, "type": "correction", "ev": [8],
         "q": "Reg first says he got his licence in 1963. Which year was it really?",
         "cands": None,
         "answer": "1961 (1963 is when he got married)"},
        {"n": 11, "type": "who", "ev": [19, 20],
         "q": "Nadia boasts of over a thousand contacts. Who brings her back down to earth?",
         "para": ["who corrected the contact total",
                  "Someone says the club chair's record claim is inflated - who's that?"],
         "cands": None,
         "answer": "Trevor Ashworth, the contest captain, from the log (846)"},
        {"n": 12, "type": "who", "ev": [15, 16],
         "q": "Under which operator's table did the lamb curl up?",
         "cands": ["Reg Foulds", "Trevor Ashworth", "Bogdan Nowak", "Ellie Marchetti"],
         "answer": "Reg Foulds"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "Ellie's age?",
         "cands": ["15", "13", "17", "51"],
         "answer": "15"},
        {"n": 14, "type": "needle_screen", "ev": [16],
         "q": "sunrise time on the Sunday",
         "cands": ["4:48 am", "4:40 am", "5:30 am", "4:18 am"],
         "answer": "4:48 am"},
        {"n": 15, "type": "speech_and_screen", "ev": [13],
         "q": "How far away was the retired ferry captain?",
         "cands": None, "answer": "612 km (he was the first to answer Ellie)"},
        {"n": 16, "type": "quantity", "ev": [0, 2],
         "q": "For how long does the contest run?",
         "cands": ["24 hours", "12 hours", "48 hours", "20 minutes"],
         "answer": "24 hours"},
        {"n": 17, "type": "quantity", "ev": [17],
         "q": "the path to NZ at dawn stays open roughly how long",
         "cands": None, "answer": "About twenty minutes"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "What did the ewe that got in around one o'clock eat?",
         "cands": ["The corner of Trevor's paper log", "Bogdan's glove", "Ellie's sandwiches",
                   "The generator lead"],
         "answer": "The corner of Trevor's paper log"},
        {"n": 19, "type": "relation", "ev": [3],
         "q": "bogdan & janet: are they related",
         "cands": None, "answer": "Yes: Bogdan is Janet's son-in-law"},
        {"n": 20, "type": "right_before_after", "ev": [12],
         "q": "A gust sets the mast leaning. Bogdan's response?",
         "cands": None,
         "answer": "Shouted everybody onto the guy ropes, let it down to half height and hammered a longer peg in "
                   "on the windward side"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Where is Nadia at the start, and when?",
         "cands": ["On top of Tollard Beacon at half past eight on a Saturday, in a field full of sheep",
                   "In the clubhouse packing the trailer on the Friday night",
                   "At an old lighthouse on the coast",
                   "In Ellie's school hall"],
         "answer": "On top of Tollard Beacon at half past eight on a Saturday, in a field full of sheep"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "The closing slide previews what?",
         "cands": ["The club helping Ellie's school talk to the space station",
                   "Next year's field day on the same hill",
                   "Reg's sixty years of Morse",
                   "A contact with Antarctica"],
         "answer": "The club helping Ellie's school talk to the space station"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "the man operating the lighthouse station, what's his name",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Price the club paid for its beam antenna?",
         "cands": ["£350", "£600", "£900", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [LIFTOUT, BELLCASTING, FIELDDAY]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "liftout": [23.5, 26.5, 27.0, 27.0, 26.5, 24.5, 26.5, 22.5, 23.5, 26.5, 26.5, 23.5, 25.0, 25.0, 23.0, 25.5, 25.5, 26.0, 24.0, 23.5, 25.0, 21.5, 23.5],
    "bellcasting": [26.0, 27.0, 27.0, 24.5, 25.5, 23.0, 26.5, 27.0, 26.5, 25.5, 27.0, 25.5, 25.5, 25.5, 26.0, 24.5, 25.5, 25.0, 24.5, 23.5, 24.5, 23.5, 25.0],
    "fieldday": [24.5, 25.5, 26.5, 23.5, 24.5, 25.0, 26.5, 25.0, 25.0, 26.5, 25.0, 23.5, 26.0, 27.0, 23.5, 24.5, 24.5, 27.5, 21.0, 25.0, 25.5, 23.5, 24.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
