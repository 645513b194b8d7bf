"""The three videos of the "blind12" set: slides, narration and hand-written questions.

Each video is a dict in the shape datasets/slides.py and datasets/checked_set.py expect: "name",
"footer", "lead_in", "segments" (one per slide: "bg", "title", "lines", optional "boxes", "speaker"
(the name box), "voice", "say" and "dur") and "questions" ("n", "q", "cands" or None for an open
question, "answer", "type", "ev" = the slide indexes that hold the answer, optional "para" = two
rewordings). Everything is invented. Narration speaks numbers as words; slides show digits. The
slide lengths come from the measured narration (the DURS table at the end).
"""

ABSENT = "not mentioned in the video"


def slide(bg, title, lines, say, who, boxes=()):
    """One slide; who is (name box text, espeak-ng voice)."""
    return {"bg": bg, "title": title, "lines": list(lines), "say": say,
            "speaker": who[0], "voice": who[1], "boxes": list(boxes)}


# ====================================================================== cookalong
# A home-cooking live stream: host Priya, guest chef Owen, producer Jules reading the chat.
PRIYA = ("Priya Lanning - host", "en-gb+f3")
OWEN = ("Owen Thackeray - The Tidewater Café", "en-gb-scotland")
JULES = ("Jules - producer, reading the chat", "en-us+f2")
KITCHEN = "#fbeedd"
DARK_KITCHEN = "#5a2e1a"


def live(n):
    """The live viewer counter, bottom right."""
    return [(880, 560, 340, 96, "#c62828", "LIVE\n%d watching" % n)]


COOKALONG = {
    "name": "cookalong",
    "footer": "Saturday Stove · live from Priya's kitchen",
    "lead_in": 6,
    "segments": [
        slide(DARK_KITCHEN, "Saturday Stove - LIVE",
              ["Smoked haddock chowder", "with a quick soda bread", "Guest: Owen Thackeray",
               "Serves 4 · about 1 hour"],
              "Hello, hello, and welcome back to Saturday Stove, live from my own kitchen. I'm Priya "
              "Lanning. Today it's a proper warming bowl: smoked haddock chowder, with a quick soda "
              "bread on the side. And I've got a guest, which almost never happens. He has promised to "
              "stop me overcooking the fish this time.", PRIYA, live(212)),
        slide(KITCHEN, "Meet today's guest",
              ["Owen Thackeray", "Chef-owner, The Tidewater Café", "Harbour Row, Saltmouth",
               "Chowder on the menu since day one"],
              "Thanks, Priya, it's lovely to be here. Priya and I go back a long way: we met at "
              "catering college, where she set fire to a tea towel on our very first day. I've been "
              "cooking fish for nineteen years now, the last six of them at the Tidewater, and the "
              "chowder has never once come off the menu.", OWEN, live(236)),
        slide(KITCHEN, "Chowder: what you need",
              ["400 g undyed smoked haddock", "600 ml whole milk", "3 medium waxy potatoes, diced",
               "2 leeks, sliced", "4 rashers streaky bacon", "150 g sweetcorn", "100 ml double cream",
               "30 g butter · 1 bay leaf · parsley"],
              "Right, here's the shopping list, and it's in the description as well. Smoked haddock, "
              "the undyed kind, plenty of whole milk, some waxy potatoes, a couple of leeks, streaky "
              "bacon, sweetcorn, double cream, butter, a bay leaf and a handful of parsley. Owen, tell "
              "everyone why it has to be the pale haddock and not the bright yellow one.", PRIYA, live(248)),
        slide(KITCHEN, "Why undyed haddock?",
              ["Dyed: bright yellow, colour added", "Undyed: pale, gentler smoke"],
              "So the bright yellow fillets are dyed to look smokier than they really are. That dye "
              "bleeds out into the milk, and your chowder ends up the colour of a highlighter pen. "
              "Undyed fish is pale, the smoke is gentler, and honestly it tastes of the sea instead of "
              "tasting of a packet. It costs a little more, but it is worth every penny.", OWEN, live(263)),
        slide(KITCHEN, "The method card",
              ["1. Fry the bacon in the butter", "2. Soften the leeks", "3. Add potatoes and milk, simmer",
               "4. Poach the haddock on top", "5. Flake the fish back in", "6. Sweetcorn and cream to finish"],
              "And here's my method, six steps, nice and simple. Bacon in the butter, then the leeks, "
              "then the potatoes and milk, and the fish sits on top to poach. Flake it, then corn and "
              "cream at the very end. That's how my mum made it, and that's how I've always done it.",
              PRIYA, live(281)),
        slide(KITCHEN, "Owen changes the order",
              ["Haddock first, in the milk, on its own", "Bay leaf in with it", "Milk trembling, never boiling",
               "Timer: 5 min"],
              "And I'm going to be rude and change it. The haddock goes in the milk first, on its own, "
              "with the bay leaf, for about five minutes, barely trembling. The milk soaks up all that "
              "smoke, then we lift the fish out and use that milk as our stock. So fish first, then the "
              "bacon, then the leeks.", OWEN, live(301)),
        slide(KITCHEN, "Bacon and leeks",
              ["Fish out, skin off", "Bacon crisp in the butter", "Leeks: low heat, lid on, 10 min"],
              "Fish is out and resting on a plate, and Owen has just peeled the skin off in one go, the "
              "show-off. The milk is kept back in a jug. Now the bacon goes into the butter in the big "
              "pan, and once it's crisp, in go the leeks. Low heat, lid on, ten minutes. Soft and sweet, "
              "not brown.", PRIYA, live(322)),
        slide(KITCHEN, "From the chat",
              ["@MargaretInHull: can I freeze it?", "@dan_cooks: what instead of bacon?",
               "@tillyfromtruro: hi Owen!!"],
              "Hi both, Jules here, behind the camera, keeping an eye on the chat. Margaret in Hull "
              "wants to know if she can freeze the chowder, because she's only cooking for one. And Dan "
              "is asking what he could use instead of the bacon, because his daughter doesn't eat pork. "
              "Lots of people saying hello to Owen, too.", JULES, live(318)),
        slide(KITCHEN, "Owen answers the chat",
              ["Freeze it BEFORE the potatoes go in", "No pork? Smoked paprika with the leeks"],
              "Margaret, freeze it before the potatoes go in, never after. Frozen potato goes grainy and "
              "falls apart when you heat it up again. Dan, a good pinch of smoked paprika with the leeks "
              "does the job, or just leave the bacon out. The haddock has plenty of smoke of its own.",
              OWEN, live(340)),
        slide(KITCHEN, "Potatoes in",
              ["Potatoes diced to about 1 cm", "Back in: the smoky milk + bay leaf",
               "Simmer 12 min, until a knife slides in"],
              "Potatoes go in now, diced small, about a centimetre, with all that smoky milk and the bay "
              "leaf. Twelve minutes at a gentle simmer, or until a knife slides in without a fight. I'm "
              "going to sneak a little taste from the pot already. Oh, that's smoky. That's lovely.",
              PRIYA, live(356)),
        slide(KITCHEN, "Meanwhile: soda bread",
              ["450 g plain flour", "1 tsp bicarbonate of soda", "1 tsp salt", "400 ml buttermilk",
               "Bake: 35 min"],
              "While that bubbles away, the soda bread. Flour, bicarb, salt and buttermilk, that's it. "
              "Now, confession time. The recipe wants the full amount of buttermilk, and I only had half "
              "of it in the fridge, so I've topped it up with plain yoghurt and a splash of milk. Works "
              "every single time.", PRIYA, live(371)),
        slide(KITCHEN, "Shape, slash, bake",
              ["Mix with a knife, don't knead", "Shape a round, deep cross on top",
               "Done when the base sounds hollow"],
              "Mix it with a knife, don't knead it, shape a round, and cut a deep cross on top to let the "
              "fairies out, as my gran always said. The oven's at two hundred degrees. No, sorry, two "
              "hundred and twenty, two hundred is the fan setting. Thirty-five minutes, and it should "
              "sound hollow when you knock on the bottom.", PRIYA, live(389)),
        slide(KITCHEN, "Fish back in",
              ["Fold the flakes in, don't stir", "Sweetcorn in", "Season: pepper, no salt"],
              "Potatoes are tender, so the haddock goes back in, in big flakes. Don't stir it to death, "
              "just fold. Then the sweetcorn. Priya, take a spoonful and check the seasoning. She's "
              "nodding. I'll have some too. Pepper, yes, but no salt, the fish is salty enough already.",
              OWEN, live(394)),
        slide(KITCHEN, "The cream",
              ["Cream in, slowly", "Heat right down"],
              "Now the cream. The card says a hundred mils. Actually, make that fifty. Owen is giving me "
              "a look, and he's right, with this much milk in the pot you really don't need more than "
              "fifty. Pour it in slowly, and turn the heat right down, because once the cream's in, it "
              "must not boil.", PRIYA, live(402)),
        slide(KITCHEN, "Never let it boil",
              ["Boils after the cream = it splits", "Gentle steam for 2-3 min"],
              "If it boils after the cream goes in, it splits, and you get little grainy bits floating "
              "about, and the fish turns to rubber. Just let it steam gently for a couple of minutes. And "
              "look, she's dipping the spoon in again. There'll be none left for the viewers at this rate.",
              OWEN, live(411)),
        slide(KITCHEN, "From the chat",
              ["@kemi_k: how much did all this cost?", "@barbsbakes: love the fairies!!"],
              "The chat is going a bit wild, we've just gone past four hundred people watching. Kemi is "
              "asking how much all of this cost to make. And there's a lot of love for Priya's gran and "
              "the fairies. Barbara says her nan used to say exactly the same thing.", JULES, live(419)),
        slide(KITCHEN, "What it cost",
              ["Haddock  £6.80", "Potatoes, leeks, corn  £2.40", "Bacon  £1.90", "Milk, cream, butter  £1.70",
               "Total  £12.80", "Per bowl (serves 4)  £3.20"],
              "Good question, Kemi. I shopped for this on Thursday, and the whole pot came to twelve "
              "pounds eighty, with the haddock being more than half of that. Divide by four and it's "
              "three pounds twenty a bowl. The bread is pennies, just flour and buttermilk, so I haven't "
              "even counted it.", PRIYA, live(437)),
        slide(KITCHEN, "Bread's out",
              ["Knock the base: hollow", "Wrap in a clean tea towel", "Rest 10 min"],
              "Bread's out. Knock on the bottom, and that's hollow, perfect. Wrap it in a clean tea towel "
              "and leave it ten minutes, so the steam softens the crust. Not that tea towel, Priya, that "
              "looks like the one from college. Keep it well away from the hob.", OWEN, live(428)),
        slide(KITCHEN, "Serving up",
              ["Warm bowls", "Parsley + black pepper", "Thick slice of bread, lots of butter"],
              "Ladle it into warm bowls, a scatter of parsley and a good twist of black pepper. One last "
              "slurp from the pot before it all goes, because that's the cook's privilege. And then a "
              "thick slice of that bread with far too much butter. Owen, go on, the verdict.",
              PRIYA, live(415)),
        slide(KITCHEN, "The verdict",
              ["Owen's score: 9/10"],
              "I'll be honest, that's better than mine at the café, so don't tell my staff. The fish is "
              "still in proper flakes, the milk is smoky, and the bread's the right side of crumbly. Nine "
              "out of ten, and I'm only knocking a point off because you put yoghurt in the bread.",
              OWEN, live(409)),
        slide(DARK_KITCHEN, "Next Saturday",
              ["Thai fishcakes + sweet chilli dip", "with my sister Anjali", "Sat, 10:30 am",
               "Share your bowls: #StoveAlong"],
              "That's us for today. Thank you Owen, thank you Jules, and thank you all for watching. Next "
              "Saturday my sister Anjali is coming on to make Thai fishcakes with a sweet chilli dip, half "
              "past ten as usual. And send me photos of your chowder with the hashtag stove along.",
              PRIYA, live(396)),
    ],
    "questions": [
        {"n": 1, "type": "topic", "q": "so what did they actually cook on this stream?",
         "cands": ["Smoked haddock chowder with soda bread", "Thai fishcakes with a sweet chilli dip",
                   "Fish pie with a cheesy mash topping", "Leek and potato soup with cheese scones"],
         "answer": "Smoked haddock chowder with soda bread", "ev": [0, 2, 10],
         "para": ["What is the main dish prepared in this live stream?",
                  "which recipe is this cooking video mostly about"]},
        {"n": 2, "type": "begin", "q": "At the very start, what does Priya say her guest has promised to do?",
         "cands": None, "answer": "stop her overcooking the fish", "ev": [0]},
        {"n": 3, "type": "relation", "q": "how do priya and owen know each other",
         "cands": None, "answer": "they met at catering college", "ev": [1]},
        {"n": 4, "type": "spoken_fact", "q": "How long has Owen been cooking fish for?",
         "cands": ["19 years", "6 years", "9 years", "16 years"], "answer": "19 years", "ev": [1]},
        {"n": 5, "type": "needle_screen", "q": "On the ingredients list, what weight of haddock is needed?",
         "cands": ["400 g", "600 g", "300 g", "150 g"], "answer": "400 g", "ev": [2]},
        {"n": 6, "type": "why", "q": "why does owen say to buy undyed haddock and not the yellow stuff?",
         "cands": None, "answer": "the dye bleeds into the milk and turns the chowder yellow", "ev": [3],
         "para": ["What's Owen's reason for avoiding the bright yellow smoked fish?",
                  "Owen prefers the pale haddock. What's wrong with the dyed kind, according to him?"]},
        {"n": 7, "type": "order", "q": "The method card starts with frying bacon. What did they actually cook first?",
         "cands": ["Poached the haddock in the milk", "Fried the bacon in butter", "Softened the leeks",
                   "Simmered the potatoes"],
         "answer": "Poached the haddock in the milk", "ev": [4, 5],
         "para": ["Which step did Owen move to the very beginning of the recipe?",
                  "what went in the pan first once owen rearranged the method"]},
        {"n": 8, "type": "right_before_after",
         "q": "What did Owen do to the haddock straight after lifting it out of the milk?",
         "cands": None, "answer": "peeled the skin off", "ev": [6]},
        {"n": 9, "type": "who", "q": "who in the chat wanted to know about freezing the chowder",
         "cands": ["Margaret in Hull", "Dan", "Kemi", "Barbara"], "answer": "Margaret in Hull", "ev": [7]},
        {"n": 10, "type": "why",
         "q": "According to Owen, why shouldn't you freeze it after the potatoes have gone in?",
         "cands": ["The potatoes go grainy and fall apart", "The fish turns rubbery",
                   "The cream splits in the freezer", "It loses its smoky taste"],
         "answer": "The potatoes go grainy and fall apart", "ev": [8]},
        {"n": 11, "type": "spoken_fact", "q": "what's the swap for bacon if you don't eat pork?",
         "cands": None, "answer": "smoked paprika", "ev": [8]},
        {"n": 12, "type": "count", "q": "How many times does Priya taste the chowder from the pot?",
         "cands": None, "answer": "4", "ev": [9, 12, 14, 18],
         "para": ["how often does priya have a taste while it's cooking",
                  "During the cook, how many tastes of the chowder does Priya sneak?"]},
        {"n": 13, "type": "speech_and_screen", "q": "how much buttermilk did priya really use in her bread?",
         "cands": None, "answer": "200 ml", "ev": [10]},
        {"n": 14, "type": "correction", "q": "What oven temperature does Priya settle on for the soda bread?",
         "cands": ["220 °C", "200 °C", "180 °C", "240 °C"], "answer": "220 °C", "ev": [11]},
        {"n": 15, "type": "why", "q": "Why does she cut a cross in the top of the loaf?",
         "cands": None, "answer": "to let the fairies out", "ev": [11]},
        {"n": 16, "type": "correction", "q": "how much cream ends up in the chowder",
         "cands": None, "answer": "50 ml", "ev": [13],
         "para": ["The card says 100 ml of double cream. How much did they actually add?",
                  "What amount of cream did Priya finally pour in?"]},
        {"n": 17, "type": "quantity", "q": "How long does the soda bread go in the oven?",
         "cands": ["35 minutes", "25 minutes", "45 minutes", "12 minutes"], "answer": "35 minutes",
         "ev": [10, 11]},
        {"n": 18, "type": "quantity", "q": "What did one bowl work out at?",
         "cands": ["£3.20", "£12.80", "£2.40", "£6.80"], "answer": "£3.20", "ev": [16],
         "para": ["How much does the chowder cost per serving?", "price per bowl of the chowder?"]},
        {"n": 19, "type": "needle_screen", "q": "What's the highest viewer number the live counter reaches?",
         "cands": None, "answer": "437", "ev": [16]},
        {"n": 20, "type": "absent", "q": "How much does a bowl of chowder cost at Owen's café?",
         "cands": ["£6.50", "£8.95", "£4.50", ABSENT], "answer": ABSENT, "ev": []},
        {"n": 21, "type": "absent", "q": "which brand of flour did she use for the soda bread?",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 22, "type": "absent", "q": "How many days does Owen say leftover chowder keeps in the fridge?",
         "cands": ["2 days", "3 days", "5 days", ABSENT], "answer": ABSENT, "ev": []},
        {"n": 23, "type": "end", "q": "what are they cooking next saturday?",
         "cands": None, "answer": "Thai fishcakes", "ev": [20]},
        {"n": 24, "type": "why", "q": "Owen gives it 9 out of 10 - why did he take a point off?",
         "cands": ["She put yoghurt in the bread", "The fish was overcooked", "It needed more salt",
                   "The bread was too crumbly"],
         "answer": "She put yoghurt in the bread", "ev": [19]},
    ],
}


# ====================================================================== italian
# A beginners' Italian evening class: teacher Giulia and three students, Dev, Hannah and Colin.
GIULIA = ("Giulia Ferrante - teacher", "en-gb-x-rp+f4")
DEV = ("Dev - student", "en-us")
HANNAH = ("Hannah - student", "en-gb+f2")
COLIN = ("Colin - student", "en-gb-x-gbcwmd")
ROOM = "#eaf3e6"
DARK_ROOM = "#1e4d3a"

ITALIAN = {
    "name": "italian",
    "footer": "Northgate Adult Learning · Italian for Beginners · Tuesdays",
    "lead_in": 5,
    "segments": [
        slide(DARK_ROOM, "Italian for Beginners - Lesson 5",
              ["Al bar: ordering coffee and snacks", "Tonight:", "1. Homework check", "2. Vocabulary: al bar",
               "3. Role-plays", "4. Pronunciation: c and ch", "5. Quick quiz"],
              "Buonasera a tutti, good evening everyone, and welcome to lesson five. Tonight we go to the "
              "bar, which in Italy means the café, not the pub. By the end of the evening you'll order a "
              "coffee and a pastry and pay, without pointing. Three of you are here in the room, and "
              "everyone else, ciao, you're watching the recording.", GIULIA),
        slide(ROOM, "Homework: numbers 1-20",
              ["Most common slip:", "sei = 6", "sedici = 16"],
              "First, the homework. Eight of you handed in the numbers sheet, out of eleven, which is not "
              "bad at all for a busy week. The most common mistake was mixing up sei, six, and sedici, "
              "sixteen. Colin, I am looking at you, but kindly.", GIULIA),
        slide(ROOM, "Colin's confession",
              ["Colin in Bologna, last month"],
              "Sorry, sorry. In my defence, they sound exactly the same after a long day at work. And it's "
              "not just on paper. When I was in Bologna last month, I tried to order one coffee and "
              "somehow asked for six. The barista just lined them up on the counter and waited.", COLIN),
        slide(ROOM, "Al bar: vocabulary",
              ["un caffè = an espresso", "un cappuccino", "un cornetto = a croissant",
               "una spremuta = fresh orange juice", "un bicchiere d'acqua = a glass of water",
               "il conto = the bill", "lo scontrino = the receipt"],
              "Tonight's words. Un caffè is not a big mug of coffee, it's a small espresso. Un cornetto is "
              "the croissant, often with jam or cream inside. Una spremuta is orange juice squeezed in "
              "front of you. And lo scontrino is the little receipt, which in a busy bar you often get "
              "first, at the till.", GIULIA),
        slide(ROOM, "The cappuccino rule",
              ["Cappuccino: mornings only (before ~11)", "After lunch: un caffè"],
              "Now, the famous rule. Italians drink cappuccino in the morning, and not after about eleven "
              "o'clock. Why? Because a big cup of hot milk counts as breakfast, and it feels heavy on the "
              "stomach after a meal. Nobody will arrest you, but the barista may give you a little smile.",
              GIULIA),
        slide(ROOM, "A question from Hannah",
              ["A big coffee, like at home?"],
              "Sorry, Giulia, quick question. What if I just want a big coffee, a proper mug like I have "
              "at home? Is there a word for that, or do I have to give up when I'm over there? I'm going "
              "to Verona in the summer and I'm slightly worried about this.", HANNAH),
        slide(ROOM, "Bigger coffees",
              ["caffè americano = espresso + hot water", "caffè lungo = a longer espresso", "latte = MILK!"],
              "Ask for un caffè americano, an espresso with hot water, or a caffè lungo, which is a longer "
              "espresso. But please don't ask for a latte, because latte just means milk, and you'll get a "
              "glass of milk. This happened to my cousin's husband, and he still talks about it.", GIULIA),
        slide(ROOM, "Bar Centrale - price list",
              ["caffè  ·  € 1,20", "cappuccino  ·  € 1,60", "cornetto  ·  € 1,40", "spremuta  ·  € 3,50",
               "bicchiere d'acqua  ·  free", "Table service: + € 2,00 per person"],
              "This is a price list from a bar I made up, Bar Centrale. Notice the comma: one euro twenty "
              "is written one comma twenty. The glass of water is free. And look at the last line: if you "
              "sit at a table, you pay extra. Standing at the counter is cheaper, and much more Italian.",
              GIULIA),
        slide(ROOM, "Dialogue",
              ["A: Buongiorno! Un caffè e un cornetto, per favore.", "B: Subito. Altro?",
               "A: No, grazie. Quant'è?", "B: Due euro e sessanta."],
              "Let's listen to the dialogue. Good morning, an espresso and a croissant, please. Right "
              "away, anything else? No, thank you, how much is it? Two euros sixty. Check it against the "
              "price list: the coffee plus the cornetto, and yes, it adds up. Quant'è is your new best "
              "friend.", GIULIA),
        slide(ROOM, "Pronunciation: c and ch",
              ["c + a, o, u = hard: cornetto", "c + e, i = soft: cappuccino", "ch = hard: chiesa, zucchero"],
              "I know the plan says role-plays next, but let's do pronunciation first, you'll need it. C "
              "before a, o or u is hard, like cat. Before e or i it's soft, like church. Dev, say cornetto "
              "for me. Cornetto, yes, lovely, but roll that r a little more.", GIULIA),
        slide(ROOM, "Role-play 1: Dev orders",
              ["Dev: customer", "Giulia: barista", "At the counter"],
              "Okay. Buongiorno! Un cappuccino e una spremuta, per favore. Oh, wait. It's the evening, "
              "isn't it? I'm breaking the rule already. Scusi. Un caffè e una spremuta, per favore. And "
              "then, quant'è?", DEV),
        slide(ROOM, "Dev's bill",
              ["Quant'è? Work it out from the price list"],
              "Bravo, Dev, subito. And you changed your cappuccino because it's evening, which makes me "
              "very proud. Now, everybody, work out Dev's bill from the price list, and don't say it out "
              "loud yet. Dev, you tell me. Yes, exactly right. Well done, a round of applause.", GIULIA),
        slide(ROOM, "Role-play 2: Hannah sits down",
              ["Hannah: customer, at a table", "Giulia: waiter"],
              "Buonasera. Posso sedermi? Can I sit here? Un bicchiere d'acqua e un cornetto, per favore. "
              "Grazie mille. And, when I've finished, il conto, per favore. I think that's everything. Did "
              "I do that right?", HANNAH),
        slide(ROOM, "Feedback for Hannah",
              ["cornetto  € 1,40", "+ table service  € 2,00"],
              "Very good, Hannah, and remember your r, give it a little trill in cornetto. But look at the "
              "price list again: you sat down at a table, so your cornetto costs you more than the same "
              "cornetto at the counter. That's exactly why most Italians drink their coffee standing up.",
              GIULIA),
        slide(ROOM, "Role-play 3: Colin",
              ["Colin: customer", "Giulia: barista"],
              "Right. Buongiorno. Sei caffè, per favore. No! No, sorry. Un caffè. Just one coffee. It's "
              "happening again, isn't it? I promise I only want the one. One. Uno. Per favore.", COLIN),
        slide(ROOM, "Paying first",
              ["Busy bar? Pay at the cassa first", "Show your scontrino at the counter"],
              "Colin, at least you're consistent. One coffee, and let the r in per favore buzz on your "
              "tongue. One more tip: in a busy bar you often pay first at the cassa, the till, get your "
              "scontrino, and then show it at the counter when you order.", GIULIA),
        slide(ROOM, "Quick quiz",
              ["1. What is il conto?", "2. Cornetto = ?", "3. Which drink is only for the morning?",
               "4. Is 16 sei or sedici?", "5. Counter or table: which is cheaper?"],
              "Quick quiz, five questions. Write your answers down, I'll give you a minute. Those of you "
              "at home, pause the video now and have a go, no looking back at the vocabulary. And no, "
              "Colin, you can't copy from Dev.", GIULIA),
        slide(ROOM, "Quiz answers",
              ["1. the bill", "2. a croissant", "3. cappuccino", "4. sedici", "5. the counter"],
              "Answers on screen. And the scores. Dev, full marks, well done. Hannah, just one wrong. "
              "Colin, you'll be happy to hear you got the sixteen one right this time, but you lost two "
              "others, so we'll practise. Everybody at home, I hope you did as well as Dev.", GIULIA),
        slide(ROOM, "Dev asks about tipping",
              ["Tipping at the bar?"],
              "Can I ask something that's not on the sheet? Do people tip at the bar in Italy? At home I "
              "always feel awkward, I never know how much to leave, and I don't want to insult anybody by "
              "leaving too little, or too much.", DEV),
        slide(ROOM, "Tipping",
              ["Bar: not expected", "Restaurant: 'coperto' already on the bill"],
              "Good question. At the bar, a tip is not expected. Some people leave ten or twenty cents on "
              "the saucer with the scontrino, and that's plenty. At a restaurant there's often a coperto, "
              "a cover charge, already on the bill. We'll look at that properly another time.", GIULIA),
        slide(ROOM, "Homework and next class",
              ["Homework: workbook, exercises 1-3", "Next class: Tue 21 May, 7 pm", "Room 14, as usual"],
              "Homework is in the workbook, page forty. No, sorry, not forty, forty-four, the page with "
              "the cartoon barista. And there's no class next week, because the building is closed for "
              "exams, so I'll see you in two weeks. Practise your numbers, please, especially sedici.",
              GIULIA),
        slide(DARK_ROOM, "Next time",
              ["Lesson 6: al ristorante", "Ordering dinner, asking for the bill", "Complaining politely"],
              "Next time, lesson six, we go to the restaurant: ordering a proper dinner, asking for the "
              "bill, and complaining very politely when your pasta is cold. Bring your appetite. Grazie a "
              "tutti, thank you everyone, and ciao to all of you watching at home.", GIULIA),
    ],
    "questions": [
        {"n": 1, "type": "topic", "q": "What real-life situation is this lesson preparing you for?",
         "cands": ["Ordering at an Italian café-bar", "Ordering dinner at a restaurant",
                   "Buying train tickets", "Checking into a hotel"],
         "answer": "Ordering at an Italian café-bar", "ev": [0, 3],
         "para": ["what's tonight's lesson about?",
                  "Which everyday scene does the class practise in this video?"]},
        {"n": 2, "type": "quantity", "q": "how many students handed in last week's homework?",
         "cands": None, "answer": "8 out of 11", "ev": [1]},
        {"n": 3, "type": "spoken_fact", "q": "What went wrong when Colin ordered coffee in Bologna?",
         "cands": ["He asked for six coffees instead of one", "He was served a glass of milk",
                   "He paid extra for sitting down", "He ordered a cappuccino after lunch"],
         "answer": "He asked for six coffees instead of one", "ev": [2]},
        {"n": 4, "type": "why", "q": "why is cappuccino a no-no after 11?",
         "cands": None, "answer": "hot milk counts as breakfast and is heavy after a meal", "ev": [4],
         "para": ["What reason does the teacher give for Italians not drinking cappuccino later in the day?",
                  "Giulia explains the cappuccino rule. What's behind it?"]},
        {"n": 5, "type": "spoken_fact", "q": "If you ask for a latte in Italy what do you get?",
         "cands": None, "answer": "a glass of milk", "ev": [6]},
        {"n": 6, "type": "needle_screen", "q": "how much is a cornetto at Bar Centrale",
         "cands": ["€1,40", "€1,20", "€1,60", "€3,50"], "answer": "€1,40", "ev": [7]},
        {"n": 7, "type": "order",
         "q": "The plan on the first slide put role-plays before pronunciation. What did the class do right after the dialogue?",
         "cands": ["The c and ch pronunciation", "Dev's role-play", "The quick quiz", "Checking the homework"],
         "answer": "The c and ch pronunciation", "ev": [0, 8, 9],
         "para": ["Right after going through the café dialogue, which activity came next?",
                  "what did they move on to once the dialogue was done - was it the role-plays like the plan said?"]},
        {"n": 8, "type": "speech_and_screen", "q": "Going by the price list, what did Dev's order come to?",
         "cands": ["€4,70", "€5,10", "€2,60", "€4,90"], "answer": "€4,70", "ev": [7, 10, 11]},
        {"n": 9, "type": "correction", "q": "dev changes his mind mid-order. what does he swap the cappuccino for?",
         "cands": None, "answer": "un caffè (an espresso)", "ev": [10]},
        {"n": 10, "type": "who", "q": "Which student does their role-play sitting at a table?",
         "cands": ["Hannah", "Dev", "Colin", "Both Dev and Colin"], "answer": "Hannah", "ev": [12]},
        {"n": 11, "type": "count", "q": "How many times does Giulia tell someone to roll their r?",
         "cands": None, "answer": "3", "ev": [9, 13, 15],
         "para": ["how many reminders about rolling the r do the students get",
                  "Giulia keeps nagging about the r sound. How many times in total?"]},
        {"n": 12, "type": "correction", "q": "How many coffees does Colin finally ask for in his role-play?",
         "cands": ["1", "6", "16", "2"], "answer": "1", "ev": [14]},
        {"n": 13, "type": "why", "q": "why does Hannah end up paying more for her cornetto?",
         "cands": None, "answer": "she sat at a table (table service)", "ev": [7, 13]},
        {"n": 14, "type": "quantity", "q": "What was Hannah's quiz score?",
         "cands": ["4 out of 5", "5 out of 5", "3 out of 5", "2 out of 5"], "answer": "4 out of 5", "ev": [17]},
        {"n": 15, "type": "who", "q": "who got every quiz question right",
         "cands": None, "answer": "Dev", "ev": [17]},
        {"n": 16, "type": "quantity", "q": "At a bar, how much do some Italians leave as a tip?",
         "cands": ["10 or 20 cents", "50 cents", "1 or 2 euros", "10% of the bill"],
         "answer": "10 or 20 cents", "ev": [19]},
        {"n": 17, "type": "correction", "q": "What page is the homework on?",
         "cands": None, "answer": "page 44", "ev": [20],
         "para": ["which workbook page did giulia finally say for homework",
                  "Homework page number, after she corrected herself?"]},
        {"n": 18, "type": "why", "q": "how come there's no lesson next week?",
         "cands": None, "answer": "the building is closed for exams", "ev": [20]},
        {"n": 19, "type": "needle_screen", "q": "When is the next class?",
         "cands": ["Tue 21 May, 7 pm", "Tue 14 May, 7 pm", "Thu 16 May, 7 pm", "Tue 21 May, 6 pm"],
         "answer": "Tue 21 May, 7 pm", "ev": [20]},
        {"n": 20, "type": "end", "q": "What's the topic of the next lesson?",
         "cands": None, "answer": "ordering at a restaurant", "ev": [21]},
        {"n": 21, "type": "absent", "q": "How much does the whole course cost?",
         "cands": ["£95", "£120", "£140", ABSENT], "answer": ABSENT, "ev": []},
        {"n": 22, "type": "absent", "q": "What's Giulia's cousin's husband called?",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 23, "type": "absent", "q": "which italian city is the teacher originally from",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 24, "type": "absent", "q": "How much is a caffè americano on the Bar Centrale list?",
         "cands": ["€1,50", "€1,80", "€2,00", ABSENT], "answer": ABSENT, "ev": []},
    ],
}


# ====================================================================== flatview
# A letting agent's filmed viewing of a two-bedroom flat: agent Marcus, viewers Nadia and Sam.
MARCUS = ("Marcus - Calder & Finch Lettings", "en-gb-x-rp")
NADIA = ("Nadia - viewing", "en-us+f3")
SAM = ("Sam - viewing", "en-gb-x-gbclan")
FLAT = "#e9eef5"
DARK_FLAT = "#1d2d4a"
AGENT_BOX = [(880, 400, 340, 96, "#f2a900", "Calder & Finch\nLettings")]

FLATVIEW = {
    "name": "flatview",
    "footer": "Calder & Finch Lettings · video viewings",
    "lead_in": 7,
    "segments": [
        slide(DARK_FLAT, "Flat 3, 27 Ropewalk Lane",
              ["Video viewing", "2 bedrooms · first floor", "£1,150 per calendar month", "Available from 1 June"],
              "Morning, and welcome to this video viewing of flat three, twenty-seven Ropewalk Lane. I'm "
              "Marcus, from Calder and Finch. I'm filming for anyone who can't make it in person, and with "
              "me are Nadia and Sam, who are looking round today. Two bedrooms, first floor, and a lot of "
              "light, as you'll see.", MARCUS, AGENT_BOX),
        slide(FLAT, "Who's viewing",
              ["Nadia and Sam", "Moving in June"],
              "Hi, thanks for fitting us in on a Saturday. So, Sam starts a new job at the hospital in "
              "June, and we need somewhere he can cycle to. I work from home a lot, so we're looking for a "
              "bit more space than our current place, which is basically one room and a sofa.", NADIA),
        slide(FLAT, "Floorplan: room sizes",
              ["Living room  4.9 m x 3.6 m", "Kitchen  3.1 m x 2.4 m", "Bedroom 1  4.2 m x 3.3 m",
               "Bedroom 2  2.9 m x 2.2 m", "Bathroom  2.3 m x 1.8 m",
               "Route: living > kitchen > bed 1 > bed 2 > bath"],
              "Here's the floorplan. The idea is we go round in that order: living room, kitchen, the two "
              "bedrooms, and the bathroom last. The total floor area is about sixty-one square metres, "
              "which is generous for this street. Most of these flats are nearer fifty.", MARCUS),
        slide(FLAT, "Change of plan",
              ["Living room door: just varnished", "Start at the back: the bedrooms"],
              "Ah. Slight change of plan. The landlord's decorator varnished the living room door "
              "yesterday and it's still tacky, so let's not touch it. We'll start at the back with the "
              "bedrooms, go round, and finish in the living room once the door's had another hour to dry.",
              MARCUS),
        slide(FLAT, "Bedroom 1",
              ["East facing: morning sun", "Built-in wardrobe", "New double-glazed sash window"],
              "So, the main bedroom. Plenty of room for a king-size bed with space to walk round it. It "
              "faces east, so you get the morning sun. There's a built-in wardrobe, and the sash window is "
              "new, double glazed, but made to look like the old ones. Very quiet at the back here, too.",
              MARCUS),
        slide(FLAT, "Sam's questions",
              ["Radiator?", "Boiler?"],
              "Where's the radiator? Oh, under the window, got it. And where does the boiler live? I'd "
              "really like to know how old it is. Our last place had an ancient one that broke down every "
              "single January, and we spent two winters boiling kettles to wash.", SAM),
        slide(FLAT, "The boiler",
              ["Combi boiler", "Serviced every year", "Gas safety certificate: in date"],
              "It's a combi, in the kitchen cupboard, we'll see it in a minute. It was fitted in twenty "
              "nineteen. No, sorry, twenty twenty-one, I've got the gas certificate in front of me. Twenty "
              "nineteen was when the kitchen was redone. It's serviced every year.", MARCUS),
        slide(FLAT, "Bedroom 2",
              ["2.9 m x 2.2 m", "Single bed or home office", "No radiator"],
              "Second bedroom, smaller, so a single bed or a home office. You'll notice there's no "
              "radiator. That's because it shares a wall with the boiler cupboard, and the hot pipes run "
              "right through it. The last tenant said it was the warmest room in the flat.", MARCUS),
        slide(FLAT, "Nadia's office?",
              ["Working from home 3 days a week"],
              "This would be my office, then. I work from home three days a week, and I'm on video calls "
              "most of the day, so the internet matters more to me than the oven, honestly. What's the "
              "broadband like in this building? Is it fast? And I would need room for a proper desk in here, not "
              "a kitchen chair.", NADIA),
        slide(FLAT, "Bathroom",
              ["Shower over the bath", "New extractor fan", "Broadband: fibre to the building"],
              "Broadband, it's fibre to the building, but I'd have to check the exact speed and get back "
              "to you. And this is the bathroom: shower over the bath and a new extractor fan. Sam's gone "
              "straight in and he's running the hot tap. Hot in a few seconds, good.", MARCUS),
        slide(FLAT, "Sam tests the shower",
              ["Shower pressure: good", "No mould round the window"],
              "I always check the shower, bad experiences. Turning it on now. Yeah, decent pressure, "
              "that's not a trickle. And there's no black mould round the window, which is a first for us "
              "on one of these viewings, honestly. Nadia, come and look at this.", SAM),
        slide(FLAT, "Kitchen",
              ["3.1 m x 2.4 m", "Gas hob · electric oven", "Slimline dishwasher", "Washing machine (no dryer)"],
              "Kitchen now. Gas hob, electric oven, a slimline dishwasher and a washing machine, no dryer, "
              "I'm afraid. And here's the boiler cupboard I promised you, nice and tidy. Sam is giving the "
              "kitchen tap a go as well. He's very thorough, this one.", MARCUS),
        slide(FLAT, "Fridge and pets",
              ["Fridge freezer staying?", "Pets?"],
              "Is the fridge freezer staying? It looks almost new. And the big one for us, are pets "
              "allowed? We've got an old cat called Pickle. She's fourteen, she mostly sleeps on the "
              "radiator, and she hasn't scratched anything since about two thousand and fifteen.", NADIA),
        slide(FLAT, "Pets",
              ["Fridge freezer: stays", "Cats: yes, one", "Dogs: no"],
              "The fridge freezer stays, yes. A cat is fine, the landlord allows one cat, with an extra "
              "fifty pounds on the deposit. No dogs, though, because it's a first floor flat with no "
              "garden, and the landlord says that's not fair on a dog.", MARCUS),
        slide(FLAT, "Living room",
              ["4.9 m x 3.6 m", "Bay window onto the street", "South-west facing", "Floors sanded in March"],
              "And the door's dry enough now, so here we are, the living room, last but definitely not "
              "least. It's the biggest room, with the bay window onto the street, and it faces south-west, "
              "so you get the afternoon sun. The landlord had these wooden floors sanded in March.", MARCUS),
        slide(FLAT, "The money",
              ["Rent: £1,150 per calendar month", "Deposit: 5 weeks' rent (£1,326)",
               "Holding deposit: 1 week (£265)", "Council tax: Band B", "EPC rating: C",
               "Minimum term: 12 months"],
              "Now, the money. Rent is eleven fifty a month. The deposit is five weeks' rent, and the "
              "holding deposit is one week, which comes off your first month's rent. Council tax band B. "
              "And bills are included. Sorry, no, I'm reading the notes for the wrong flat. Bills are not "
              "included, except water. The landlord pays the water.", MARCUS),
        slide(FLAT, "Bills",
              ["Water: paid by the landlord", "Gas, electric, broadband: tenants"],
              "So the water's covered, but gas, electric and broadband are on us. Do you know roughly what "
              "the bills come to? The last place was a nightmare, we had single glazing and the heating on "
              "from October to April. Some winters we were paying over two hundred a month.", SAM),
        slide(FLAT, "Running costs",
              ["Double glazed throughout", "Loft insulated last year"],
              "The last tenants told me about a hundred and forty pounds a month for gas and electric "
              "together, and more like a hundred and eighty in the winter. It's double glazed throughout "
              "now, and the loft was insulated last year, so it holds the heat well.", MARCUS),
        slide(FLAT, "Parking and bikes?",
              ["Parking?", "Somewhere for bikes?"],
              "And parking? We've got one small car, but we barely use it. And is there anywhere safe to "
              "keep bikes? Sam will be cycling every day, and I'm not having his bike in the hallway, it's "
              "already living in our bathroom at the moment.", NADIA),
        slide(FLAT, "Parking and bikes",
              ["Street parking: residents' permit", "Apply to the council", "Locked bike store in the back yard"],
              "Parking is on the street with a residents' permit. You apply to the council, and I'm afraid "
              "I don't know the current price. There's a locked bike store in the back yard, with room for "
              "about six bikes, shared with the other two flats. And the bins go out on a Thursday night.", MARCUS),
        slide(FLAT, "Next steps",
              ["1. Holding deposit (£265)", "2. References (up to 14 days)", "3. Sign the tenancy",
               "4. Move in from 1 June"],
              "If you want it, the holding deposit takes it off the market for up to fourteen days while "
              "we do the references. Two other couples are viewing this afternoon, so don't leave it too "
              "long. Nadia and Sam are going to talk it over tonight and ring me in the morning.", MARCUS),
        slide(DARK_FLAT, "Coming up next week",
              ["3-bedroom house with a garden", "Mill Street", "Call Calder & Finch: 01632 960 418"],
              "Thanks for watching. Next week I'll be filming a three bedroom house with a garden on Mill "
              "Street, which might suit a family, or anyone with a dog, for that matter. If you'd like to "
              "book a viewing of anything you've seen, the number is on the screen. And thanks again to Nadia "
              "and Sam for letting me film them.", MARCUS),
    ],
    "questions": [
        {"n": 1, "type": "summary", "q": "Which of these best describes the video?",
         "cands": ["A letting agent showing a couple round a two-bed flat to rent",
                   "A tour of a three-bedroom house with a garden",
                   "A landlord checking a flat after the tenants moved out",
                   "An auction of a first-floor flat"],
         "answer": "A letting agent showing a couple round a two-bed flat to rent", "ev": [0, 1],
         "para": ["what is going on in this video, in a nutshell",
                  "Sum up this video: what's it showing?"]},
        {"n": 2, "type": "who", "q": "which of the two is starting a job at the hospital",
         "cands": None, "answer": "Sam", "ev": [1]},
        {"n": 3, "type": "quantity", "q": "How much is the rent?",
         "cands": ["£1,150 a month", "£1,200 a month", "£1,326 a month", "£1,050 a month"],
         "answer": "£1,150 a month", "ev": [0, 15]},
        {"n": 4, "type": "needle_screen", "q": "how big is bedroom 2 on the floorplan",
         "cands": ["2.9 m x 2.2 m", "4.2 m x 3.3 m", "3.1 m x 2.4 m", "2.3 m x 1.8 m"],
         "answer": "2.9 m x 2.2 m", "ev": [2, 7]},
        {"n": 5, "type": "order",
         "q": "The floorplan route starts in the living room. Which room did they really see first?",
         "cands": ["The main bedroom", "The living room", "The kitchen", "The bathroom"],
         "answer": "The main bedroom", "ev": [2, 3, 4],
         "para": ["what room does the tour actually begin in?", "First room they walk into on the viewing?"]},
        {"n": 6, "type": "why", "q": "why did they leave the living room till last",
         "cands": None, "answer": "the door had just been varnished", "ev": [3]},
        {"n": 7, "type": "correction", "q": "When was the boiler put in?",
         "cands": ["2021", "2019", "2015", "2023"], "answer": "2021", "ev": [6],
         "para": ["what year is the combi boiler from, according to the agent in the end",
                  "Marcus corrects himself about the boiler. Which year is right?"]},
        {"n": 8, "type": "why", "q": "Why doesn't the small bedroom have a radiator?",
         "cands": ["The hot pipes from the boiler cupboard run through its wall",
                   "The landlord took it out to save money", "It has underfloor heating",
                   "A new one is on order"],
         "answer": "The hot pipes from the boiler cupboard run through its wall", "ev": [7]},
        {"n": 9, "type": "count", "q": "How many times does Sam test the water?",
         "cands": None, "answer": "3", "ev": [9, 10, 11],
         "para": ["how many taps or showers does sam try out during the viewing",
                  "Sam keeps checking the water. How many times altogether?"]},
        {"n": 10, "type": "absent", "q": "What's the broadband speed at the flat?",
         "cands": ["67 Mbps", "150 Mbps", "500 Mbps", ABSENT], "answer": ABSENT, "ev": []},
        {"n": 11, "type": "spoken_fact", "q": "what's their cat's name",
         "cands": None, "answer": "Pickle", "ev": [12]},
        {"n": 12, "type": "quantity", "q": "How much more deposit do they need to pay to have the cat?",
         "cands": ["£50", "£15", "£100", "£150"], "answer": "£50", "ev": [13]},
        {"n": 13, "type": "why", "q": "Why won't the landlord take dogs?",
         "cands": None, "answer": "it's a first floor flat with no garden", "ev": [13]},
        {"n": 14, "type": "needle_screen", "q": "what EPC rating does the flat have",
         "cands": ["C", "B", "D", "A"], "answer": "C", "ev": [15]},
        {"n": 15, "type": "correction", "q": "Are the bills included in the rent?",
         "cands": None, "answer": "no, only water", "ev": [15],
         "para": ["which bills are covered by the rent, if any",
                  "After Marcus corrects himself, what's included in the rent?"]},
        {"n": 16, "type": "quantity", "q": "roughly what did the last tenants pay for gas and electric in winter",
         "cands": None, "answer": "about £180 a month", "ev": [17]},
        {"n": 17, "type": "speech_and_screen",
         "q": "If they pay the holding deposit, how much rent is still due for the first month?",
         "cands": ["£885", "£1,150", "£1,415", "£265"], "answer": "£885", "ev": [15]},
        {"n": 18, "type": "absent", "q": "How much is a residents' parking permit?",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 19, "type": "quantity", "q": "how many bikes can the bike store take",
         "cands": ["About 6", "About 4", "About 10", "2"], "answer": "About 6", "ev": [19]},
        {"n": 20, "type": "absent", "q": "What's the landlord's name?",
         "cands": ["Mr Calder", "Mrs Finch", "Mr Ropewalk", ABSENT], "answer": ABSENT, "ev": []},
        {"n": 21, "type": "absent", "q": "How much is the council tax per year?",
         "cands": None, "answer": ABSENT, "ev": []},
        {"n": 22, "type": "begin", "q": "Who's with Marcus on the viewing at the start of the video?",
         "cands": None, "answer": "Nadia and Sam", "ev": [0]},
        {"n": 23, "type": "end", "q": "What's Marcus filming next week?",
         "cands": None, "answer": "a three-bedroom house with a garden on Mill Street", "ev": [21]},
        {"n": 24, "type": "right_before_after",
         "q": "Straight after running through the kitchen appliances, what does Marcus show them?",
         "cands": None, "answer": "the boiler cupboard", "ev": [11]},
    ],
}

VIDEOS = [COOKALONG, ITALIAN, FLATVIEW]

# Seconds per slide: measured narration + its offset + a pause of 1.5-5.5 s that varies by slide,
# rounded up to half a second, kept within 20-28 s.
DURS = {
    "cookalong": [23.0, 24.5, 28.0, 23.0, 21.0, 26.0, 25.0, 25.0, 20.5, 20.5, 26.5,
                  25.0, 23.0, 21.0, 22.5, 22.5, 23.0, 20.5, 20.0, 22.5, 23.0],
    "italian": [27.0, 22.5, 21.5, 22.5, 24.5, 21.0, 23.0, 22.0, 23.5, 25.0, 21.5,
                25.0, 20.0, 24.0, 21.0, 20.0, 20.0, 21.0, 20.5, 22.0, 23.5, 20.0],
    "flatview": [27.5, 22.5, 21.0, 20.5, 20.5, 22.5, 21.0, 20.0, 22.5, 23.0, 22.5,
                 20.5, 21.0, 20.0, 22.5, 27.5, 20.0, 20.0, 22.0, 22.5, 21.0, 22.0],
}

for _v in VIDEOS:
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
