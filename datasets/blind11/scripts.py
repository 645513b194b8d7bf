"""Scripts of the "blind11" set: three invented videos, their slides, narration and questions.

Every name, place, price, date and number here is invented. Narration speaks numbers as words
(no digit in any "say"); the slides show them as digits. Slide lengths come from the DURS table at
the end (measured narration plus a varied pause, set by hand into 20-28 s).

A question: n, q (as a viewer would type it), para (two rewordings, or absent), cands (4 options,
or None for an open question), answer, type, ev (slide indexes; empty for a not-in-video answer).
"""
from slides import ABSENT


def S(bg, title, lines, say, speaker=None, voice=None, boxes=None):
    seg = {"bg": bg, "title": title, "lines": lines, "say": say}
    if speaker:
        seg["speaker"] = speaker
    if voice:
        seg["voice"] = voice
    if boxes:
        seg["boxes"] = boxes
    return seg


def Q(n, q, answer, typ, ev, cands=None, para=None):
    d = {"n": n, "q": q, "cands": cands, "answer": answer, "type": typ, "ev": ev}
    if para:
        d["para"] = para
    return d


# ====================================================================== boardgame
# A board-game rules explainer: two hosts teach an invented tile-laying game, "Lanternport".
ODILE = dict(speaker="Odile Varga, host", voice="en-gb+f3")
MAREK = dict(speaker="Marek Hollis, co-host", voice="en-us")
BG1, BG2 = "#23395b", "#f4e9d8"

BOARDGAME_SEGS = [
    S(BG1, "Second Shelf Games: Lanternport",
      ["Today: a full rules explainer", "Hosts: Odile Varga and Marek Hollis",
       "Publisher: Quillstone Games"],
      "Hello and welcome back to Second Shelf Games. I'm Odile, and across the table is Marek. "
      "Today we're teaching Lanternport, a tile-laying game about building a harbour town and "
      "lighting it up before the tide comes in. It plays two to five people, and a game takes "
      "somewhere between forty-five minutes and an hour.",
      boxes=[(850, 400, 390, 130, "#f6c453", "Players 2-5\nAge 10+\n45-60 min")], **ODILE),
    S(BG2, "Who is it for?",
      ["Box: age 10 and up", "No text on the tiles", "Scoring happens at the very end"],
      "The box says ten and up. Honestly, I'd say twelve. The rules aren't hard, but the "
      "counting at the end takes some patience, and my nephew, who is ten, lost interest right "
      "at the scoring. There's no text on the tiles, though, so nobody needs to read anything "
      "while they play.", **MAREK),
    S(BG2, "What's in the box",
      ["64 harbour tiles (6 of them are storms)", "25 wooden boats, 5 in each colour",
       "40 lantern tokens", "30 coins", "1 tide track and 1 tide marker",
       "1 lighthouse start tile"],
      "Let's open it up. You get sixty-four harbour tiles, and six of those are storm tiles, "
      "which we'll come back to. There are twenty-five wooden boats, five in each player "
      "colour, forty lantern tokens, thirty coins, a tide track with its marker, and one big "
      "lighthouse tile that starts the map.", **ODILE),
    S(BG1, "How you win",
      ["Most renown points wins", "The game ends when:", "  - the tide marker reaches 12, or",
       "  - the last tile is placed", "Finish the round, then score"],
      "The aim is renown. Whoever has the most renown points at the end wins. The game ends in "
      "one of two ways: either the tide marker reaches twelve on the track, or somebody places "
      "the very last tile. Either way, you finish the round, so everybody has had the same "
      "number of turns, and then you score.", **ODILE),
    S(BG2, "Setup (from the rulebook)",
      ["1. Shuffle the tiles into 4 face-down stacks", "2. Put the lighthouse tile in the middle",
       "3. Each player takes 5 boats and 3 coins", "4. Tide marker on space 1",
       "5. The youngest player goes first"],
      "Here's setup as the rulebook lists it. Shuffle the tiles into four face-down stacks. "
      "Put the lighthouse in the middle. Everyone takes five boats and three coins. The tide "
      "marker goes on space one. And the youngest player goes first. Marek, do you want to set "
      "it up for real?", **ODILE),
    S(BG1, "Setting up on camera",
      ["Two-player demo game", "Colours: Odile blue, Marek orange", "Camera above the table"],
      "Sure. I always start with the lighthouse, so it doesn't get buried under everything "
      "else. Then the tide marker goes onto space one, before somebody knocks it off the table. "
      "Now boats and coins for each of us, five and three. And last of all, I shuffle the tiles "
      "and split them into four stacks.", **MAREK),
    S(BG2, "Who goes first?",
      ["1st edition: the youngest player", "2nd edition: whoever was on a boat most recently",
       "Our copy: 2nd edition"],
      "Marek, the list says the youngest player starts, but that list is from the first "
      "edition. In the second edition, which is the one we have, the first player is whoever "
      "was most recently on a boat. I took a ferry in August, and you haven't been on a boat "
      "for years, so I start.", **ODILE),
    S(BG1, "A turn has three steps",
      ["1. Draw a tile", "2. Place it", "3. Sail one boat (optional)"],
      "Every turn has the same three steps. You draw a tile from any of the four stacks. You "
      "place it next to at least one tile that's already on the table. And then, if you want "
      "to, you sail one of your boats. That last step is optional, and early in the game most "
      "people skip it.", **ODILE),
    S(BG2, "Placing tiles",
      ["Edges must match:", "  water to water, quay to quay", "Tiles may be rotated",
       "Must touch at least 1 placed tile"],
      "Edges have to match. Water meets water, and quay meets quay. You can turn the tile any "
      "way you like before it goes down. Marek has just put his very first tile down with a "
      "quay running straight into the sea, so that one's not allowed. Pick it up, Marek, and "
      "try again.", **ODILE),
    S(BG1, "Closing a harbour",
      ["Closed = water fully ringed by quay", "Closer takes 1 lantern per tile in it",
       "Tide marker moves up 1 space"],
      "My favourite bit. When a stretch of water is completely surrounded by quay, the harbour "
      "is closed. Whoever placed the closing tile takes one lantern for every tile in that "
      "harbour. This little one is four tiles, so I take four lanterns. And every time a "
      "harbour closes, the tide marker goes up one space.", **MAREK),
    S(BG2, "Sailing",
      ["A boat sails up to 3 water spaces", "Pay 1 coin: 1 extra space (once a turn)",
       "Boats in a closed harbour are safe"],
      "Sailing. A boat moves up to three water spaces. You can pay a coin to go one space "
      "further, but only once a turn. Why bother? Boats inside a closed harbour score at the "
      "end, and they're safe from storms. And Marek, that tile has a quay edge pushed up "
      "against open sea. Again. Not legal.", **ODILE),
    S(BG1, "Storm tiles",
      ["6 storm tiles in the stacks", "Drawn: every boat on open water goes home",
       "Then draw another tile"],
      "Storm tiles. When you draw one, every boat that's out on open water goes straight back "
      "to its owner, and then you draw another tile. The designer added storms because "
      "playtesters were just parking their boats out on the open sea all game. The storms make "
      "you commit to a harbour.", **MAREK),
    S(BG2, "Scoring",
      ["Lantern: 2 points", "Boat in a closed harbour: 3 points", "Every 3 coins: 1 point",
       "Most lanterns: +5 bonus"],
      "Scoring at the end. Every lantern is worth two points. Each of your boats sitting "
      "inside a closed harbour is worth three. Coins are weak: every three coins make one "
      "point. And whoever holds the most lanterns gets a bonus of five. If there's a tie, the "
      "bonus is shared, rounded down.", **ODILE),
    S(BG1, "Our demo game",
      ["Tide: 7 of 9 (two-player game)", "Lanterns: Odile 9, Marek 6",
       "Marek is going for the long harbour"],
      "Let's jump ahead. We've played for about twenty minutes, the tide is at seven, and "
      "Odile has nine lanterns to my six. I'm going to try closing this long harbour on the "
      "left. Ah. Odile is shaking her head. Apparently the quay on this tile points the wrong "
      "way. Fine, I'll turn it round.", **MAREK),
    S(BG2, "Three mistakes we see a lot",
      ["1. Forgetting the tide on every closed harbour", "2. Paying for extra sailing twice",
       "3. Scoring boats in open harbours"],
      "While Marek sorts that out, here are three mistakes we see a lot. People forget that "
      "the tide moves every single time a harbour closes. People pay for extra sailing twice in "
      "one turn, which you can't do. And people score boats in harbours that aren't closed yet. "
      "Those score nothing.", **ODILE),
    S(BG1, "Playing with two",
      ["Remove 16 tiles before you start", "The game ends at tide 9, not 12",
       "Everything else is the same"],
      "Playing with two? Take sixteen tiles out of the game before you begin, without looking "
      "at them. The tide now ends the game at nine instead of twelve. And that's it, everything "
      "else stays the same, which is a nice change from games that need a whole separate "
      "rulebook for two.", **MAREK),
    S(BG2, "Final scores",
      ["Odile: 28 + 9 + 1 + 5 = 43", "Marek: 22 + 15 + 2 = 39",
       "(lanterns + boats + coins + bonus)", "Game length: 52 minutes"],
      "The tide hit nine and we finished the round. Final scores: I have forty-three and Marek "
      "has thirty-nine. Marek actually had more boats safely home, five to my three, but the "
      "lantern bonus swung it. The whole game took fifty-two minutes, and that includes all "
      "our chatting.", **ODILE),
    S(BG1, "Marek's verdict",
      ["Marek: 7/10", "+ clever, looks great on the table", "- end-game counting drags"],
      "Verdict time. I'm giving it a seven out of ten. It's clever, the tide makes every turn "
      "feel tense, and it looks great on the table. But the counting at the end drags, and "
      "with five players the waiting between turns gets long. Odile, I suspect you're going "
      "higher.", **MAREK),
    S(BG2, "Odile's verdict",
      ["Odile: 8/10", "Best with 3 or 4 players", "- tiny coin tokens"],
      "I am. Eight out of ten from me. I love the race against the tide, and the two-player "
      "game is better than I expected. My one complaint is the coins, which are tiny and very "
      "easy to lose down the side of the sofa. We both think it's best with three or four.",
      **ODILE),
    S(BG1, "Price and what's next",
      ["Price: about £34", "Expansion 'Fog Bank': due in March", "Card sleeves: not needed"],
      "It costs about thirty-four pounds. An expansion called Fog Bank is due out in March, "
      "which adds a sixth player and some fog tiles. We haven't played that yet, so no "
      "opinions. And you don't need to buy card sleeves, because there are no cards in the "
      "box at all.", **MAREK),
    S(BG2, "Next week",
      ["Next week: Hive Minded", "A co-operative beekeeping game", "Thanks for watching!"],
      "That's Lanternport. Next week we're teaching Hive Minded, a co-operative game about "
      "keeping a beehive alive through a bad summer. Thanks so much for watching, and do tell "
      "us in the comments what you'd like us to teach after that. Marek, you have the last "
      "word.", **ODILE),
    S(BG1, "See you next Friday",
      ["Second Shelf Games", "New episodes every Friday"],
      "Keep your lanterns lit, and we'll see you next Friday. And if anyone spots any more of "
      "my illegal tiles in the footage, please don't tell Odile. She's already keeping score, "
      "and she has a very good memory.", **MAREK),
]

BOARDGAME_QS = [
    Q(1, "what game are they teaching in this video?",
      "Lanternport (a tile-laying game about building and lighting a harbour town, taught by "
      "Odile and Marek of Second Shelf Games)", "topic", [0],
      para=["Which board game does this episode explain?",
            "name of the game the two hosts go through the rules of"]),
    Q(2, "The box says 10+. What age does Marek reckon is more realistic?",
      "12 and up", "speech_and_screen", [1],
      cands=["12 and up", "10 and up", "14 and up", "8 and up"]),
    Q(3, "how many storm tiles come in the box", "6 (out of the 64 harbour tiles)",
      "quantity", [2]),
    Q(4, "When Marek set the game up on camera, what order did he actually do things in?",
      "Lighthouse, tide marker, boats and coins, then shuffled the tiles into stacks",
      "order", [4, 5],
      cands=["Shuffled the tiles into stacks, lighthouse, boats and coins, tide marker",
             "Lighthouse, tide marker, boats and coins, then shuffled the tiles into stacks",
             "Boats and coins, lighthouse, shuffled the tiles into stacks, tide marker",
             "Lighthouse, shuffled the tiles into stacks, tide marker, boats and coins"],
      para=["In which sequence did Marek do the real setup, as opposed to the rulebook list?",
            "marek's actual setup order?"]),
    Q(5, "The setup list says the youngest player starts. Is that the rule they play by?",
      "No: whoever was most recently on a boat starts (the youngest-player rule is from the "
      "first edition; their copy is the second, so Odile went first after a ferry trip in "
      "August)",
      "correction", [4, 6]),
    Q(6, "How many times does Marek get caught putting a tile down illegally?",
      "3 times (his first tile had a quay running into the sea, then a quay edge against open "
      "sea during the sailing rules, then a quay pointing the wrong way in the demo game)",
      "count", [8, 10, 13],
      para=["how often did marek place a tile that wasn't allowed",
            "Count the illegal tile placements Marek makes during the video."]),
    Q(7, "If you close a harbour made of four tiles, how many lanterns do you get?",
      "4", "quantity", [9], cands=["4", "2", "8", "1"]),
    Q(8, "Why did the designer put storm tiles into the game?",
      "Because playtesters kept parking their boats on the open sea all game; storms force "
      "players to commit to a harbour", "why", [11],
      para=["what was the reason for adding storms to lanternport",
            "What problem in playtesting were the storm tiles meant to fix?"]),
    Q(9, "what happens when somebody draws a storm tile?",
      "Every boat on open water goes back to its owner, then they draw another tile",
      "spoken_fact", [11],
      cands=["The tide marker moves up two spaces",
             "Every boat on open water goes back to its owner, then they draw another tile",
             "The player who drew it loses a lantern",
             "All closed harbours open up again"]),
    Q(10, "Which colour is Marek playing in the demo?",
      "Orange (shown on screen; Odile plays blue)", "needle_screen", [5]),
    Q(11, "How many coins do you need for one point at the end?",
      "3", "quantity", [12], cands=["2", "3", "5", "1"]),
    Q(12, "Who designed Lanternport?", ABSENT, "absent", [],
      cands=[ABSENT, "Quillstone Games", "Odile Varga", "Marek Hollis"]),
    Q(13, "What changes when only two people play?",
      "Remove 16 tiles and the game ends at tide 9", "spoken_fact", [15],
      cands=["Each player gets 7 boats instead of 5",
             "No storm tiles are used",
             "Remove 6 tiles and the game ends at tide 10",
             "Remove 16 tiles and the game ends at tide 9"]),
    Q(14, "who had more boats safely in closed harbours at the end?",
      "Marek, 5 to Odile's 3", "who", [16],
      cands=["Odile, 5 to Marek's 3", "Marek, 5 to Odile's 3", "They tied on 4 each",
             "Neither of them scored any boats"]),
    Q(15, "What were the final scores of their demo game?",
      "Odile 43, Marek 39 (Odile won)", "quantity", [16],
      para=["final score odile vs marek?",
            "By how much, and with what totals, did the winner of the demo game win?"]),
    Q(16, "How long did the demo game take them in the end?",
      "52 minutes, including their chatting", "quantity", [16]),
    Q(17, "Which of the hosts gave it 8 out of 10?", "Odile", "who", [17, 18],
      cands=["Marek", "Odile", "Both of them", "Neither; they gave 7 and 9"]),
    Q(18, "what's Odile's one complaint about the game", "The coins: they are tiny and easy to "
      "lose down the side of the sofa", "spoken_fact", [18]),
    Q(19, "How much does Lanternport cost?", "About £34", "quantity", [19],
      cands=["About £43", "About £24", "About £39", "About £34"],
      para=["price of the game?", "What do they say Lanternport sells for?"]),
    Q(20, "How much is the Fog Bank expansion going to cost?", ABSENT, "absent", []),
    Q(21, "If two players end with the same total score, how is the winner decided?",
      ABSENT, "absent", [],
      cands=["The player with more lanterns wins", "The player with more coins wins",
             ABSENT, "They share the victory"]),
    Q(22, "How does the video open?",
      "Odile welcomes viewers to Second Shelf Games, introduces Marek and says they are "
      "teaching Lanternport", "begin", [0],
      cands=["Marek opens the box and counts the tiles",
             "A clip of the final scores",
             "Odile explains the two-player rules",
             "Odile welcomes viewers to Second Shelf Games, introduces Marek and says they are "
             "teaching Lanternport"]),
    Q(23, "what's the last thing said in the video?",
      "Marek signs off ('keep your lanterns lit', see you next Friday) and asks viewers not to "
      "tell Odile about any more of his illegal tiles, since she is keeping score", "end", [21]),
    Q(24, "Right after the scoring rules, what do they cut to?",
      "Their demo game (jumped ahead about 20 minutes: tide at 7, Odile on 9 lanterns to "
      "Marek's 6, with Marek trying to close the long harbour)", "right_before_after", [12, 13]),
]

# ====================================================================== vetvisit
# A filmed veterinary consultation: a vet, a nurse and an owner with his dog Biscuit.
INES = dict(speaker="Dr Ines Kolar, vet", voice="en-gb-x-rp+f2")
TOM = dict(speaker="Tom Brackley, Biscuit's owner", voice="en-gb-x-gbcwmd")
PRIYA = dict(speaker="Priya Sandhu, veterinary nurse", voice="en-us+f4")
VT1, VT2 = "#e6f2ee", "#1f5c4a"

VETVISIT_SEGS = [
    S(VT2, "Consult Room Two",
      ["Fernbrook Veterinary Clinic", "Episode 14: Biscuit's check-up", "Vet: Dr Ines Kolar"],
      "Welcome to Consult Room Two, where we film real appointments at Fernbrook Veterinary "
      "Clinic, with the owners' permission. I'm Ines, one of the vets here. Today's patient is "
      "Biscuit, a seven-year-old spaniel cross, who has come in for his yearly check-up and a "
      "sore leg.", **INES),
    S(VT1, "Why Biscuit is here",
      ["Annual check-up and booster", "Limping on a back leg", "Started: about 10 days ago"],
      "Hi. So, he's been limping on his back left leg for about ten days. Actually, no, it's "
      "his back right. Sorry, I always get them muddled when I'm facing him. It's worse after "
      "he's been lying down, and then it sort of wears off once he gets going.", **TOM),
    S(VT2, "Notes",
      ["Lameness: rear RIGHT leg", "Worse after rest, eases with exercise",
       "Eating and drinking normally"],
      "Rear right, worse after rest, and better once he's warmed up. That's a really useful "
      "pattern, thank you. And he's eating and drinking as normal? Good. Let's get him on the "
      "scales first, and Priya, our nurse, will take over for a minute.", **INES),
    S(VT1, "Weight",
      ["Today: 18.4 kg", "Last year: 16.9 kg", "Change: +1.5 kg"],
      "Up you hop, Biscuit. Good boy. Right, he's eighteen point four kilos today. Last year "
      "he was sixteen point nine, so he's put on about a kilo and a half. That doesn't sound "
      "like a lot, but for a dog his size it's like one of us gaining seven or eight kilos.",
      **PRIYA),
    S(VT2, "Diet and exercise",
      ["Food: 2 cups of dry food a day", "Extras: 'the odd sausage'",
       "Walks: 2 a day, about 40 min each"],
      "He has two cups of dry food a day, one in the morning and one at night. And, well, the "
      "odd sausage. Maybe a bit more than odd. We walk twice a day, about forty minutes each "
      "time, usually up on the common, where he chases his ball. He's always had a good appetite, has "
      "Biscuit.", **TOM),
    S(VT1, "Today's examination",
      ["1. Heart and lungs", "2. Teeth", "3. Eyes and ears", "4. Joints and legs",
       "5. Temperature"],
      "Here's what I'll go through: heart and lungs, teeth, eyes and ears, his joints, and "
      "finally his temperature. But Biscuit is trying to lick my stethoscope, so I'll start "
      "with his mouth while it's open anyway. Here's a biscuit for Biscuit first.", **INES),
    S(VT2, "Teeth",
      ["Tartar: grade 2 of 4", "Gums: a little red, upper back teeth",
       "Advice: scale and polish within 6 months"],
      "His teeth. There's some tartar on the upper back teeth, I'd call it grade two out of "
      "four, and the gums are a little red there. Nothing urgent, but I'd like to book him in "
      "for a scale and polish some time in the next six months. Do you brush his teeth at all? "
      "No? That's very common.", **INES),
    S(VT1, "Heart and lungs",
      ["Heart rate: 96 beats per minute", "No murmur", "Lungs: clear on both sides"],
      "Now his heart and lungs. Heart rate is ninety-six beats a minute, which is fine for a "
      "dog who's a bit excited to be here. No murmur, and his chest sounds clear on both sides. "
      "The pulse in his back legs is strong and even, too. Have a liver chew, you're being "
      "very good.", **INES),
    S(VT2, "Eyes and ears",
      ["Eyes: bright and clear", "Left ear: waxy, no infection", "Clean the left ear weekly"],
      "Eyes look bright and clear. His left ear is a bit waxy, though there's no sign of "
      "infection and it doesn't smell. Spaniel ears, they trap everything. I'd clean that one "
      "once a week with an ear cleaner, and keep an eye on it after he's been swimming.",
      **INES),
    S(VT1, "Temperature",
      ["Biscuit: 38.6 °C", "Normal for a dog: 38.3-39.2 °C"],
      "I'll hold him for the temperature, which nobody enjoys, do they, Biscuit? Thirty-eight "
      "point six degrees. That's normal for a dog, they run a bit warmer than us. There we go, "
      "all done. Another treat for being so brave.", **PRIYA),
    S(VT2, "Joints and legs",
      ["Left hind leg: normal", "Right knee (stifle): pain when bent",
       "Some swelling, inside of the knee"],
      "And last, his legs. I always leave the sore bit till the end, otherwise they go off you "
      "for the rest of the exam. Left back leg is fine. Now the right knee. There, he flinched "
      "as I bent it. And again, a little yelp. There's some swelling on the inside of the knee "
      "as well.", **INES),
    S(VT1, "What might it be?",
      ["Suspected: partial cruciate ligament strain", "Also possible: early arthritis",
       "Next step: X-ray of the right knee"],
      "One more gentle check. Yes, he pulled the leg away from me again. My main suspicion is a "
      "partial strain of the cruciate ligament, one of the ligaments inside the knee. Early "
      "arthritis is the other possibility. To tell them apart, I'd like to X-ray that knee.",
      **INES),
    S(VT2, "Tom's questions",
      ["Does he need to be sedated?", "What will it cost?"],
      "Okay. When you say X-ray, does he have to be sedated? He's never had anything like "
      "that, and he's seven now, so I worry a bit. And how much are we talking about, roughly? "
      "I'd rather know now than get a surprise at the desk. My sister's dog "
      "had a knee done last year and it cost a fortune.", **TOM),
    S(VT1, "X-ray plan",
      ["X-ray under light sedation", "Blood test first", "Estimate: £285",
       "Home the same day, about 4 pm"],
      "Yes, light sedation. For a useful picture the leg has to be stretched right out and "
      "kept completely still, and that would hurt him if he were awake. We do a blood test "
      "first, so his age isn't a problem. The estimate is two hundred and eighty-five pounds, "
      "and he'd go home the same afternoon.", **INES),
    S(VT2, "Weight plan",
      ["Target weight: 16.5 kg", "Cut dry food by one fifth", "No more sausages",
       "Free weigh-in every 4 weeks"],
      "His weight matters for that knee too, every extra kilo is more load on it. I'd like him "
      "back to about sixteen and a half. Cut his dry food by a fifth, and I'm afraid the "
      "sausages have to stop. Priya runs free weigh-in clinics, so pop in once a month and "
      "she'll check his progress.", **INES),
    S(VT1, "Pain relief",
      ["Carprovel oral liquid", "Once a day, with food", "For 14 days",
       "Vomiting or diarrhoea: stop, call us"],
      "For the pain I'm giving him Carprovel, an anti-inflammatory liquid. One dose a day with "
      "his breakfast, for two weeks. You measure it with this syringe, by his weight. If he "
      "has any sickness or an upset tummy, stop it and give us a ring. Here, one last treat, "
      "big lad.", **INES),
    S(VT2, "Booster",
      ["Booster due: yes", "Given today: no", "Moved to X-ray day"],
      "Now, his booster is due, so I was going to give that today. Actually, let's not. With "
      "the X-ray coming up and the new medicine starting, I'd rather not put too much into him "
      "at once. We'll give the booster on X-ray day, while he's with us anyway.", **INES),
    S(VT1, "Walks for now",
      ["Lead walks only, 15 min, 3 times a day", "No ball, no jumping",
       "Until after the X-ray"],
      "And walks? He lives for that ball. Right, so three short walks a day on the lead, "
      "fifteen minutes each, no ball and no jumping into the car until after the X-ray. He's "
      "going to hate me. I'll have to lift him into the boot, then.", **TOM),
    S(VT2, "Booked in",
      ["X-ray: Thursday 14 March", "Drop-off: 8:30", "No food after 10 pm the night before",
       "Water is fine"],
      "I've booked the X-ray for Thursday the fourteenth of March. Drop him off at half past "
      "eight. Nothing to eat after ten o'clock the night before, but water is fine, so leave "
      "his bowl down. And I've put him in for a weigh-in four weeks after that.", **PRIYA),
    S(VT1, "Today's bill",
      ["Consultation: £52.00", "Carprovel, 14 days: £23.40", "Total today: £75.40"],
      "Today's bill is the consultation, fifty-two pounds, and the Carprovel, twenty-three "
      "pounds forty. That comes to seventy-five pounds forty altogether. You can pay at the "
      "front desk on the way out, and the X-ray estimate is on your printout too.", **PRIYA),
    S(VT2, "Summary",
      ["Right knee: X-ray on 14 March", "Weight: lose 1.9 kg", "Carprovel for 14 days",
       "Booster: on X-ray day", "Dental: within 6 months"],
      "So, to sum up. A sore right knee that we'll X-ray, a bit of weight to lose, two weeks "
      "of pain relief, the booster on X-ray day, and a dental some time in the next six "
      "months. He's a lovely dog, Tom. We'll see you both on the fourteenth.", **INES),
    S(VT1, "Next time on Consult Room Two",
      ["A tortoise wakes up from hibernation", "Thanks to Tom and Biscuit"],
      "That's it for this episode. Biscuit went home with a very waggy tail and a leaflet "
      "about knees. Next time, we meet Clementine, an eighty-year-old tortoise who is waking up "
      "from hibernation. Thanks for watching, and thank you to Tom and Biscuit.", **INES),
]

VETVISIT_QS = [
    Q(1, "What is this video about?",
      "A filmed vet appointment at Fernbrook Veterinary Clinic: Biscuit, a 7-year-old spaniel "
      "cross, has his yearly check-up and his sore back leg examined", "topic", [0],
      para=["whats going on in this video",
            "Summarise in a sentence what the episode shows."]),
    Q(2, "Tom gets muddled about which leg it is. Which leg is Biscuit actually limping on?",
      "Back right", "correction", [1, 2],
      cands=["Back left", "Front right", "Back right", "Front left"],
      para=["which leg is the dog lame on in the end",
            "After correcting himself, which of Biscuit's legs does the owner say is sore?"]),
    Q(3, "how much weight has biscuit put on since last year?",
      "About 1.5 kg (16.9 kg last year, 18.4 kg now)", "quantity", [3]),
    Q(4, "Who puts Biscuit on the scales?", "Priya, the nurse", "who", [2, 3],
      cands=["Dr Ines Kolar", "Tom, the owner", "Another vet, not named", "Priya, the nurse"]),
    Q(5, "How often does Tom walk him, and for how long?",
      "Twice a day, about 40 minutes each time (usually on the common)", "spoken_fact", [4]),
    Q(6, "In what order did the vet actually examine Biscuit?",
      "Teeth, heart and lungs, eyes and ears, temperature, joints", "order",
      [5, 6, 7, 8, 9, 10],
      cands=["Heart and lungs, teeth, eyes and ears, joints, temperature",
             "Teeth, heart and lungs, eyes and ears, temperature, joints",
             "Joints, teeth, heart and lungs, eyes and ears, temperature",
             "Teeth, eyes and ears, heart and lungs, joints, temperature"],
      para=["the exam plan is shown as a list - which order did she really do it in?",
            "Sequence of the checks as they actually happened?"]),
    Q(7, "why does she leave the sore leg until last?",
      "Because if the sore part is handled first the dog 'goes off you' and won't co-operate "
      "for the rest of the exam", "why", [10]),
    Q(8, "How many treats does Biscuit get during the appointment?",
      "4 (a biscuit before his teeth, a liver chew after the heart check, one from Priya after "
      "the temperature, and a last one when the pain relief is explained)", "count",
      [5, 7, 9, 15],
      para=["count the treats the dog is given", "how many times is biscuit rewarded with a treat"]),
    Q(9, "Who compares Biscuit's weight gain to a person putting on seven or eight kilos?",
      "Priya, the nurse", "who", [3],
      cands=["Tom, the owner", "Priya, the nurse", "Dr Ines Kolar", "Nobody; it is only on screen"]),
    Q(10, "What normal temperature range for a dog is shown on screen?",
      "38.3-39.2 °C (Biscuit's was 38.6 °C)", "needle_screen", [9]),
    Q(11, "How many times does Biscuit react in pain while his right knee is being examined?",
      "Three times", "count", [10, 11],
      cands=["Once", "Twice", "Three times", "Four times"]),
    Q(12, "What does the vet think is wrong with the knee?",
      "Probably a partial strain of the cruciate ligament (early arthritis is the other "
      "possibility; an X-ray will tell them apart)", "spoken_fact", [11]),
    Q(13, "Why does Biscuit have to be sedated for the X-ray?",
      "The leg must be stretched right out and kept completely still, which would hurt him "
      "if he were awake", "why", [13],
      cands=["Because he is too old to keep calm",
             "Because the X-ray machine is very loud",
             "Because he bit a nurse at his last visit",
             "The leg must be stretched right out and kept completely still, which would hurt "
             "him if he were awake"],
      para=["what's the reason for the sedation",
            "Tom asks if sedation is really needed. What reason does the vet give?"]),
    Q(14, "what's the estimate for the x-ray", "£285", "quantity", [13],
      cands=["£258", "£285", "£75.40", "£52"]),
    Q(15, "After the X-ray, when will Biscuit be home? Compare what's on screen with what the "
      "vet says.",
      "The screen says about 4 pm; the vet just says he'd go home the same afternoon",
      "speech_and_screen", [13]),
    Q(16, "What weight is Biscuit supposed to get down to?", "16.5 kg", "quantity", [14],
      cands=["16.9 kg", "15.5 kg", "18.4 kg", "16.5 kg"]),
    Q(17, "did he get his booster jab today?",
      "No (the vet first said she would give it today, then changed her mind and moved it to "
      "the X-ray day, so as not to give him too much at once with the X-ray and new medicine)",
      "correction", [16]),
    Q(18, "When is the X-ray booked for?",
      "Thursday 14 March, drop-off at 8:30", "quantity", [18],
      cands=["Tuesday 14 March, drop-off at 10:00", "Thursday 4 March, drop-off at 8:30",
             "Thursday 14 March, drop-off at 10:30", "Thursday 14 March, drop-off at 8:30"]),
    Q(19, "What did Tom pay for today's visit?",
      "£75.40 (consultation £52.00 plus Carprovel £23.40)", "quantity", [19]),
    Q(20, "How much will the scale and polish for his teeth cost?", ABSENT, "absent", [],
      cands=["£285", ABSENT, "£52", "£120"]),
    Q(21, "which brand of ear cleaner does the vet recommend", ABSENT, "absent", []),
    Q(22, "How long has Tom had Biscuit?", ABSENT, "absent", [],
      cands=["Seven years", "Since he was a puppy, ten years ago", "Two years", ABSENT]),
    Q(23, "Which episode of Consult Room Two is this one?", "Episode 14", "needle_screen", [0],
      cands=["Episode 4", "Episode 14", "Episode 12", "Episode 7"]),
    Q(24, "How does the episode finish - what's coming up next time?",
      "Ines says Biscuit went home happy with a leaflet about knees, thanks Tom and Biscuit, "
      "and trails the next episode: Clementine, an 80-year-old tortoise waking up from "
      "hibernation", "end", [21]),
]

# ====================================================================== hockey
# A TV match-review show on an invented women's hockey league game, with a coach's clip.
CALLUM = dict(speaker="Callum Reyes, presenter", voice="en-gb-x-rp")
NADIA = dict(speaker="Nadia Strand, analyst", voice="en-gb-scotland+f2")
GARETH = dict(speaker="Gareth Imrie, Herons coach", voice="en-gb-x-gbclan")
HK1, HK2 = "#14213d", "#fca311"

HOCKEY_SEGS = [
    S(HK1, "The Sideline",
      ["Match review: Herons v Dunmere", "Northern Women's Hockey League",
       "Presenter: Callum Reyes", "Analyst: Nadia Strand"],
      "Good evening and welcome to The Sideline. I'm Callum Reyes, and tonight we're going "
      "through Saturday's game at Kestrel Park, where the Harlow Vale Herons came from behind "
      "twice to beat Dunmere Athletic. With me, as ever, is the former Herons captain Nadia "
      "Strand. Nadia, what a game.", **CALLUM),
    S(HK2, "Full time",
      ["Herons 3 - 2 Dunmere", "Kestrel Park, Saturday", "Attendance: 1,240"],
      "What a game, Callum. Three two in the end, and honestly the scoreline flatters Dunmere a "
      "little. There were just over twelve hundred people there, which for a Saturday in the "
      "rain is brilliant, and you could feel the crowd pulling the Herons back into it late "
      "on. It was their first win over Dunmere in three seasons, too.", **NADIA),
    S(HK1, "Team news",
      ["Dunmere keeper Kit Sorensen: out (hand)", "In goal: Bea Holloway, 19, first league start",
       "Herons: unchanged from last week"],
      "The big team news came from Dunmere. Their regular goalkeeper, Kit Sorensen, broke a "
      "finger in training on Thursday, so in came nineteen-year-old Bea Holloway for her first "
      "ever league start. The Herons named the same eleven who drew with Ashby last weekend.",
      **CALLUM),
    S(HK2, "First quarter",
      ["9'  Dunmere lead 0-1: Ana Beltran", "From a penalty corner",
       "Drag flick, low to the keeper's left"],
      "Dunmere started much the better side. Ninth minute, their first penalty corner, and Ana "
      "Beltran drag-flicks it low to the keeper's left. Nobody is stopping that. The Herons "
      "looked nervous, the passing was loose, and for ten minutes or so I thought we might be "
      "in for a long afternoon.", **NADIA),
    S(HK1, "The equaliser",
      ["14'  Herons 1-1", "Cross from the right", "Touch at the near post"],
      "But they were level five minutes later. A cross from the right, and Molly Arkwright gets "
      "the faintest of touches at the near post to turn it in. Her sixth goal of the season, I "
      "believe, and a lovely bit of movement to get across her marker. Kestrel Park was "
      "on its feet.", **CALLUM),
    S(HK2, "A change on the match sheet",
      ["14' goal credited to: Jess Pemberton", "Changed by the officials after the game"],
      "Just a small correction there, Callum. That goal was actually given to Jess Pemberton in "
      "the end. Molly went for it, but the last touch came off Jess's stick, and the officials "
      "changed the match sheet after the game. So it's Jess's first of the season, not Molly's "
      "sixth.", **NADIA),
    S(HK1, "Second quarter",
      ["22'  Dunmere goal ruled out", "Video referral: ball hit an attacker's foot",
       "25'  Green card: Herons number 7 (2 min)"],
      "The second quarter. Dunmere thought they'd gone back in front on twenty-two minutes, but "
      "the Herons asked for a video referral, and the replay showed the ball hitting the "
      "attacker's foot on its way into the circle, so no goal. A few minutes later the Herons' "
      "number seven got a green card for a late tackle.", **CALLUM),
    S(HK2, "Half-time numbers",
      ["Possession: Herons 58% / Dunmere 42%", "Circle entries: 14 / 9",
       "Penalty corners: 5 / 3", "Shots on goal: 6 / 4"],
      "Look at the half-time numbers. The Herons had more than half the ball, more circle "
      "entries, more corners and more shots. What they didn't have was the lead. And the "
      "reason, already, was that young keeper. Bea Holloway was making it very hard for them.",
      **NADIA),
    S(HK1, "Third quarter",
      ["38'  Dunmere lead 1-2: Ana Beltran", "Reverse-stick shot, top of the circle"],
      "Third quarter, and early on the Herons hit the post from a lovely sweep by Totty. Then "
      "the sucker punch. Thirty-eighth minute, Dunmere break down the right, and it's Beltran "
      "again, a reverse-stick shot from the top of the circle into the roof of the net. Two "
      "goals for her, and Dunmere ahead for the second time.", **CALLUM),
    S(HK2, "Holloway's afternoon",
      ["Saves at full time: 11", "League minutes before Saturday: 0", "Age: 19"],
      "Let's talk about Bea Holloway. Straight after that goal the Herons win a corner, the "
      "shot beats her, and it comes back off the upright. Then she gets a glove to a deflection "
      "from three yards out. For a teenager with no league experience at all, that is "
      "remarkable composure.", **NADIA),
    S(HK1, "Fourth quarter",
      ["51'  Herons 2-2: Rhian Totty", "Penalty stroke", "Stroke given: foot on the goal line"],
      "Into the last quarter. Moments after Jess Pemberton rattles the frame from a tight "
      "angle, a Dunmere defender stops a goal-bound shot with her foot on the line. Penalty "
      "stroke on fifty-one minutes, and the captain, Rhian Totty, sends Holloway the wrong way. "
      "Two all.", **CALLUM),
    S(HK2, "The substitution",
      ["56'  ON: Lou Pascoe   OFF: Molly Arkwright", "Pascoe: 2nd game back after knee surgery"],
      "Now here's the decision that won it. Fifty-six minutes, the coach takes off Molly "
      "Arkwright, who had worked so hard, and sends on Lou Pascoe, who is only in her second "
      "game back after a knee operation. Fresh legs on the left, against a right-back who had "
      "been running all afternoon.", **NADIA),
    S(HK1, "The winner",
      ["58'  Herons 3-2: Lou Pascoe", "Assist: Jess Pemberton"],
      "And two minutes after coming on, Pascoe does it. Pemberton finds her at the back post, "
      "first touch to control, second touch into the bottom corner. Three two to the Herons, "
      "and they hold on through two nervy minutes of Dunmere pressure until the final "
      "whistle.", **CALLUM),
    S(HK2, "Why the change worked",
      ["Dunmere: no defender on the bench", "Pascoe: quickest player in the squad",
       "Space behind Dunmere's high line"],
      "Why did it work? Dunmere had no substitute defender on the bench, so their right-back "
      "was out on her feet. Pascoe is the quickest player in the squad. And Dunmere had pushed "
      "up to protect their lead, which left all that space in behind. The coach saw it, and he "
      "acted quickly.", **NADIA),
    S(HK1, "After the match",
      ["Herons coach Gareth Imrie", "Recorded at Kestrel Park on Saturday"],
      "I thought we were poor for twenty minutes, really poor. Credit to their keeper, she had "
      "the game of her life. At half-time I just told the players to keep going down the left "
      "and keep getting the ball into the circle, and something would break. Lou has been "
      "waiting eight months for a moment like that.", **GARETH),
    S(HK2, "Player of the match",
      ["Bea Holloway (Dunmere)", "Chosen by the match sponsor"],
      "The player of the match award went to the losing side, to Bea Holloway, and it was "
      "chosen by the match sponsor. Nadia, I suspect you would have gone for somebody in a "
      "Herons shirt. Who was your pick? It has to be someone who was on the "
      "winning side, surely.", **CALLUM),
    S(HK1, "Nadia's pick",
      ["Jess Pemberton (Herons)", "1 goal, 1 assist", "Age: 23"],
      "I would. Holloway was superb, but for me it's Jess Pemberton. A goal, the assist for "
      "the winner, and she never stopped running. She's twenty-three and she's playing like "
      "she's been in this league for ten years. National selectors, if you're watching, "
      "there she is.", **NADIA),
    S(HK2, "League table",
      ["1st  Coldharbour Rovers   11 played   29 pts", "3rd  Herons   11 played   22 pts",
       "6th  Dunmere   11 played   15 pts"],
      "What it means in the table. The Herons move up to third, on twenty-two points from "
      "eleven games. Dunmere stay sixth, on fifteen. Coldharbour Rovers are still top with "
      "twenty-nine, seven points clear of the Herons. And guess who the Herons play next.",
      **CALLUM),
    S(HK1, "Next up for the Herons",
      ["Sun 9 Feb: Coldharbour Rovers v Herons, 2 pm", "Sat 15 Feb: Herons v Ashby, 11 am"],
      "Coldharbour away, on Sunday the ninth of February, with a two o'clock push back. That's "
      "the big one. Then the Herons are at home to Ashby the following Saturday at eleven. If "
      "they win both of those, the title race is properly alive. Coldharbour haven't lost at "
      "home since October, mind.", **NADIA),
    S(HK2, "Viewer question",
      ["From Sam in Dunmere:", "'Why a stroke and not a corner?'"],
      "A quick viewer question before we go, from Sam in Dunmere, who is clearly still cross. "
      "Sam asks why the Herons got a penalty stroke for that foot on the line, and not just "
      "another penalty corner. Nadia, can you settle it for Sam? Because I'm not sure I "
      "could.", **CALLUM),
    S(HK1, "Nadia's answer",
      ["Foot stops a certain goal: stroke", "Other offences in the circle: corner"],
      "Sorry, Sam, it was the right call. The ball was definitely going in, and the foot "
      "stopped it. When a defender's offence stops a certain goal, it's a stroke. A penalty "
      "corner is for offences in the circle that don't stop a sure goal. Harsh on your "
      "defender, but correct.", **NADIA),
    S(HK2, "Next week on The Sideline",
      ["Guest: league referee Harriet Oduya", "Thanks for watching"],
      "That's all from us tonight. Next week we're joined by the league's senior referee, "
      "Harriet Oduya, who has promised to explain video referrals to me in words of one "
      "syllable. Thanks to Nadia, and thank you for watching. Nadia will "
      "be back too, with her team of the month. Goodnight.", **CALLUM),
]

HOCKEY_QS = [
    Q(1, "What is the main subject of this video?",
      "A TV review of the Herons' 3-2 win over Dunmere Athletic in women's hockey", "topic",
      [0, 1],
      cands=["A preview of the Herons' game against Coldharbour Rovers",
             "An interview with the league's senior referee",
             "A TV review of the Herons' 3-2 win over Dunmere Athletic in women's hockey",
             "A training session with goalkeeper Bea Holloway"],
      para=["main topic of the show?", "Broadly, what is this programme about?"]),
    Q(2, "How many people were at the game? The screen and Nadia don't quite say the same "
      "thing.", "The screen says 1,240; Nadia says 'just over twelve hundred'",
      "speech_and_screen", [1]),
    Q(3, "why wasn't dunmere's usual keeper playing", "She broke a finger in training on Thursday",
      "why", [2],
      cands=["She was suspended after a red card", "She broke a finger in training on Thursday",
             "She had flu", "She was being rested for the Coldharbour game"]),
    Q(4, "In what minute did Dunmere go 1-0 up?", "The 9th minute", "quantity", [3],
      cands=["The 9th minute", "The 14th minute", "The 22nd minute", "The 38th minute"]),
    Q(5, "Who scored the Herons' first goal?",
      "Jess Pemberton (Callum first credited Molly Arkwright, but Nadia corrected him: the last "
      "touch came off Jess's stick and the officials changed the match sheet)", "correction",
      [4, 5],
      para=["who got the herons equaliser in the 14th minute, in the end",
            "Callum names one scorer for the first Herons goal. Who was it really credited to?"]),
    Q(6, "Why was the Dunmere goal in the second quarter disallowed?",
      "A video referral showed the ball had hit an attacker's foot on its way into the circle",
      "why", [6]),
    Q(7, "what were the circle entries at half time", "Herons 14, Dunmere 9", "needle_screen",
      [7], cands=["Herons 58, Dunmere 42", "Herons 5, Dunmere 3", "Herons 6, Dunmere 4",
                  "Herons 14, Dunmere 9"]),
    Q(8, "How many times did the Herons hit the woodwork?",
      "3 times (hit the post from Totty's sweep early in the third quarter, came back off the "
      "upright after a corner, and Pemberton rattled the frame just before the penalty stroke)",
      "count", [8, 9, 10],
      para=["count the shots that hit the post for the herons",
            "How often did a Herons shot come back off the goal frame?"]),
    Q(9, "Who scored both Dunmere goals?", "Ana Beltran", "who", [3, 8],
      cands=["Bea Holloway", "Kit Sorensen", "Ana Beltran", "Rhian Totty"]),
    Q(10, "According to the graphic, how many saves did Holloway make?",
      "11 (her saves at full time, shown on screen)", "needle_screen", [9]),
    Q(11, "How did the Herons make it 2-2?", "Rhian Totty scored a penalty stroke",
      "spoken_fact", [10],
      cands=["Lou Pascoe scored at the back post", "Jess Pemberton scored from a tight angle",
             "A Dunmere defender scored an own goal", "Rhian Totty scored a penalty stroke"]),
    Q(12, "how long had pascoe been on the pitch when she scored the winner?",
      "2 minutes (on in the 56th minute, scored in the 58th)", "quantity", [11, 12]),
    Q(13, "Why did the substitution work, according to Nadia?",
      "Dunmere had no defender on the bench so their right-back was exhausted, Pascoe is the "
      "quickest in the squad, and there was space behind Dunmere's high line", "why", [13],
      cands=["Pascoe is the team's best penalty-stroke taker",
             "Dunmere had no defender on the bench so their right-back was exhausted, Pascoe is "
             "the quickest in the squad, and there was space behind Dunmere's high line",
             "Dunmere's keeper had gone off injured",
             "Arkwright had just been shown a green card"],
      para=["what made the pascoe substitution so effective",
            "Give Nadia's reasons the change of player paid off."]),
    Q(14, "Who said the Dunmere keeper 'had the game of her life'?",
      "Gareth Imrie, the Herons coach", "who", [14],
      cands=["Nadia Strand", "Gareth Imrie, the Herons coach", "Callum Reyes", "Sam from Dunmere"]),
    Q(15, "How long has Lou Pascoe been waiting for a moment like that?",
      "Eight months, according to the coach (she is in her second game back after a knee "
      "operation)", "spoken_fact", [11, 14]),
    Q(16, "Who was player of the match, and who chose them?",
      "Bea Holloway, the Dunmere keeper, chosen by the match sponsor (Nadia would have picked "
      "Jess Pemberton)", "who", [15, 16],
      para=["player of the match - who and picked by whom",
            "Which player got the match award, and whose choice was it?"]),
    Q(17, "How many points clear are Coldharbour at the top?", "7 points", "quantity", [17],
      cands=["9 points", "7 points", "14 points", "29 points"]),
    Q(18, "when is the coldharbour game and what time does it start",
      "Sunday 9 February, 2 pm push back (away at Coldharbour)", "spoken_fact", [18]),
    Q(19, "Why was it a penalty stroke rather than a penalty corner?",
      "Because the defender's foot stopped a ball that was definitely going in; a corner is "
      "for circle offences that don't stop a certain goal", "why", [19, 20]),
    Q(20, "What was the score when the Herons drew with Ashby the week before?", ABSENT,
      "absent", [], cands=["2-2", "1-1", "3-3", ABSENT]),
    Q(21, "What shirt number does Lou Pascoe wear?", ABSENT, "absent", []),
    Q(22, "Who refereed the Herons v Dunmere game?", ABSENT, "absent", [],
      cands=["Harriet Oduya", ABSENT, "Gareth Imrie", "Kit Sorensen"]),
    Q(23, "how old is ana beltran", ABSENT, "absent", []),
    Q(24, "How does the show end?",
      "Callum trails next week's guest, referee Harriet Oduya, thanks Nadia and the viewers and "
      "says goodnight", "end", [21],
      cands=["Nadia answers a viewer's question about penalty strokes",
             "A replay of Pascoe's winning goal",
             "Callum trails next week's guest, referee Harriet Oduya, thanks Nadia and the "
             "viewers and says goodnight",
             "The Herons coach gives his post-match interview"]),
]

# ====================================================================== timing
# Seconds per slide: measured narration + its offset + a pause of roughly 1-5 s (set by hand).
DURS = {
    "boardgame": [23.0, 25.0, 24.0, 24.0, 21.5, 27.0, 23.0, 22.0, 21.5, 23.0, 27.0,
                  23.0, 22.5, 23.5, 25.0, 24.0, 23.0, 21.0, 20.0, 24.0, 22.0, 20.0],
    "vetvisit": [24.5, 23.0, 21.5, 23.0, 21.5, 22.5, 23.5, 23.5, 20.0, 22.0, 24.5,
                 21.5, 23.5, 22.0, 24.0, 24.0, 20.5, 20.0, 23.0, 22.0, 21.5, 20.5],
    "hockey": [24.0, 24.0, 20.0, 20.0, 23.5, 22.5, 23.0, 20.0, 25.0, 23.0, 22.0,
               22.0, 20.0, 23.5, 24.5, 20.0, 20.5, 24.0, 24.5, 22.0, 21.5, 21.5],
}

VIDEOS = [
    {"name": "boardgame", "footer": "Second Shelf Games  |  Lanternport rules explainer",
     "lead_in": 5, "speed": 160, "segments": BOARDGAME_SEGS, "questions": BOARDGAME_QS},
    {"name": "vetvisit", "footer": "Consult Room Two  |  Fernbrook Veterinary Clinic",
     "lead_in": 6, "speed": 160, "segments": VETVISIT_SEGS, "questions": VETVISIT_QS},
    {"name": "hockey", "footer": "The Sideline  |  Northern Women's Hockey League review",
     "lead_in": 5, "speed": 160, "segments": HOCKEY_SEGS, "questions": HOCKEY_QS},
]

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
