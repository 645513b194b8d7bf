"""The three invented videos of the "blind8" set and their questions, written by hand.

Each video is a dict: "name", "footer", "lead_in" (seconds of black before the first slide),
"voice" and "speed" (defaults for its narration) and "segments", one per slide:
"bg", "title", "lines", optional "boxes" ((x, y, w, h, "#colour", text)), "dur" (seconds, from DURS),
"say" (the narration, numbers spoken as words, never digits), optional "voice" and "speaker"
(a name box near the bottom of the slide).

"questions" are dicts: "n", "q", "cands" (4 strings, or None for an open question), "answer",
"type" (a checked_set.TYPES name), "ev" (evidence as slide indexes, 0 = first slide after the
lead-in; empty for an absent answer) and optional "para" (two rewordings of "q").
Everything here is invented: people, places, businesses, numbers, dates and prices.
"""

ABSENT = "not mentioned in the video"

# ====================================================================== podcast
MARNIE = ("en-us+f3", "Marnie Quell — co-host")
TOBIAS = ("en-gb-scotland", "Tobias Fenn — co-host")
ADA = ("en-gb+f4", "Ada Rennick — guest, Larkmoor Loaf")


def _pod(who, bg, title, lines, say, boxes=None):
    seg = {"bg": bg, "title": title, "lines": lines, "say": say,
           "voice": who[0], "speaker": who[1]}
    if boxes:
        seg["boxes"] = boxes
    return seg


PODCAST = {
    "name": "podcast",
    "footer": "Side Street Stories · Episode 47 · an invented podcast",
    "lead_in": 5,
    "speed": 160,
    "segments": [
        _pod(MARNIE, "#1f2a44", "Side Street Stories — Episode 47",
             ["\"The 4 a.m. Shift\"",
              "Hosts: Marnie Quell and Tobias Fenn",
              "Guest: Ada Rennick, Larkmoor Loaf",
              "Recorded 12 March, in the bakery's back room"],
             "Hello and welcome to Side Street Stories, the podcast about the small shops that keep "
             "a town going. I'm Marnie Quell. This is episode forty-seven, and for once we are not in "
             "our cupboard of a studio. We're recording in the back room of a bakery, surrounded by "
             "flour sacks, and it smells incredible. My co-host is here too, slightly covered in crumbs."),
        _pod(TOBIAS, "#263b5e", "Today's guest",
             ["Ada Rennick",
              "Owner and head baker, Larkmoor Loaf",
              "14 Pell Street, Wexhaven",
              "Staff: 3, including Ada"],
             "Crumbs, guilty. I'm Tobias Fenn. Our guest runs Larkmoor Loaf, the little blue-fronted "
             "bakery on Pell Street in Wexhaven, where the Saturday queue goes right past the chemist. "
             "Ada Rennick, welcome. Before bread you had a completely different job, didn't you? "
             "Tell people how you ended up doing this."),
        _pod(ADA, "#f3e6cf", "Before the bread",
             ["Land surveyor for 11 years",
              "Office moved to Harrowfield: 90-minute drive",
              "Weekend bread course: Oakcombe Mill School",
              "Handed in notice: June 2014"],
             "I was a land surveyor for eleven years. Then the firm moved its office to Harrowfield, "
             "which is an hour and a half each way in the car. I just couldn't face that commute, so "
             "instead of looking for another surveying job, I booked a weekend bread course. By the "
             "Sunday afternoon I knew. I handed in my notice that summer."),
        _pod(ADA, "#efdcb8", "Opening the doors",
             ["Lease signed: April 2015",
              "Opened: 9 October 2015",
              "Rent: £1,150 a month",
              "Named after Larkmoor, her grandmother's farm"],
             "We opened in the spring of twenty fifteen. No, wait, that's wrong. Spring was when I "
             "signed the lease. The doors actually opened in October, on the ninth. The rent was "
             "eleven hundred and fifty pounds a month, which terrified me. And the name, Larkmoor, "
             "comes from my grandmother's farm, where I first watched anybody bake."),
        _pod(MARNIE, "#2b3350", "Ada's opening checklist",
             ["(laminated, pinned by the back door)",
              "1. Light the ovens",
              "2. Feed the starter",
              "3. Shape the loaves",
              "4. Switch on the coffee machine"],
             "I spotted this list pinned by the back door on the way in, and I love it. It's "
             "laminated, which tells you everything. So, Ada, talk us through a morning. What time "
             "does the alarm actually go off, and is this genuinely the order you do things in when "
             "you walk through that door?"),
        _pod(ADA, "#f6ead6", "A real morning",
             ["3:45   alarm",
              "4:20   through the back door",
              "6:00   first loaves out",
              "7:00   shop opens"],
             "The alarm goes at a quarter to four, and I'm in by twenty past. And no, I never follow "
             "that list. The coffee machine goes on first, always. Then I feed Gerald, that's my "
             "starter, he's older than the shop. Then I light the ovens, and only then do I shape. "
             "First loaves come out at six, and we open at seven."),
        _pod(TOBIAS, "#3d2c4f", "A word from our sponsor",
             ["Tallow & Twine",
              "Hand-stitched notebooks, made in Wexhaven",
              "Code: CRUMB15",
              "15% off your first order"],
             "Quick break. This episode is supported by Tallow and Twine, who make hand-stitched "
             "notebooks in a workshop about four doors down from here. Marnie has used one for every "
             "episode plan since we started. If you fancy one, the discount code is on the screen, "
             "and it takes a bit off your first order. Right, back to the bread."),
        _pod(MARNIE, "#22302a", "The price board",
             ["Pell Street Sour    £4.20",
              "Dark Rye               £3.60",
              "Seeded Spelt          £4.80",
              "White Tin              £2.90",
              "Cardamom Bun       £2.10"],
             "So I'm looking at the chalk board above the counter, and I'll admit I have already "
             "eaten two things off it this morning. Ada, which of these actually pays the bills? "
             "And has everything gone up lately, like it has everywhere else?"),
        _pod(ADA, "#eedfc2", "What sells",
             ["Flour: about 600 kg a week",
              "Most flour from Brindle Farm, 12 miles away",
              "Rye price raised in January"],
             "Our best seller, by a distance, is the seeded spelt. The rye is three pounds forty. "
             "Sorry, no, it was. We put it up in January, so it's three sixty now. We get through "
             "roughly six hundred kilos of flour a week, and most of it comes from a farm twelve "
             "miles up the valley."),
        _pod(TOBIAS, "#283a55", "The team",
             ["Jonah Pike — pastry, since 2018",
              "Wren Abbot — counter, Saturdays",
              "Closed on Mondays"],
             "You can't do all this alone, surely. I met Jonah earlier, he was piping something at "
             "an alarming speed. Who's on the team these days? And why on earth is a bakery closed "
             "on a Monday? My whole family complains about it, Ada. They want their Monday bread."),
        _pod(ADA, "#f1e3c8", "Mondays and the team",
             ["Monday: flour delivery + oven deep-clean",
              "Cardamom buns: Jonah's own recipe",
              "Wren: Saturday counter since 2021"],
             "Jonah does pastry. He joined in twenty eighteen, and the cardamom buns are completely "
             "his recipe, I'm not allowed to touch them. Wren runs the counter on Saturdays. And "
             "Mondays, sorry to your family, Tobias, are when the flour lorry comes and when I "
             "deep-clean the ovens. If I opened then, I'd never stop."),
        _pod(ADA, "#e9d6b0", "The first winter",
             ["Oven: second-hand, bought 2015",
              "Engineer: Dennis Hobb",
              "\"Toast bread\": day-old loaves at half price"],
             "The worst part was that first year with the second-hand oven. It broke down in "
             "January. It packed in again the week before Easter. In the August heatwave it gave up "
             "once more, and then, just before Christmas, it simply refused to light. The engineer "
             "and I are on first-name terms now. On the bad days we sold yesterday's loaves off "
             "cheap as toast bread."),
        _pod(MARNIE, "#1d2940", "Listener mailbag",
             ["Priya, Castlemead:",
              "   \"Can you freeze sourdough?\"",
              "Owen, Drayfield:",
              "   \"What's the hardest part of the job?\""],
             "We asked for listener questions last episode and got loads. Two we have to ask. Priya "
             "from Castlemead wants to know if you can freeze sourdough without ruining it. And Owen "
             "from Drayfield asks, very simply, what's the hardest part of the job? Owen, I think we "
             "just heard about the oven, but go on."),
        _pod(ADA, "#f4e8d2", "Mailbag answers",
             ["Freezing: slice first, keeps up to 3 months",
              "Toast straight from frozen",
              "Hardest part: the 3:45 alarm"],
             "Priya, yes, absolutely. Slice it first, freeze it in a bag, and it's fine for up to "
             "three months. Toast it straight from frozen. Owen, honestly, it isn't the oven, it's "
             "the alarm. Nearly ten years in, and I have never once woken up at a quarter to four "
             "and felt happy about it."),
        _pod(TOBIAS, "#2a3d5c", "Find Larkmoor Loaf",
             ["14 Pell Street, Wexhaven",
              "Tuesday to Sunday, 7:00–14:00",
              "Sourdough class: first Sunday of the month, £65"],
             "Ada, thank you so much, this has been a treat, literally. If you're anywhere near "
             "Wexhaven, go, and get there early. And I've just found out Ada also runs a sourdough "
             "class on the first Sunday of the month. It costs sixty-five pounds, and you take home "
             "a jar of Gerald's offspring. I'm booking one."),
        _pod(MARNIE, "#1f2a44", "Next time",
             ["Episode 48: Rosa Delgarno, church-clock repairer",
              "Out on 26 March",
              "Thanks to Ada Rennick and Larkmoor Loaf"],
             "That's it for this week. Next time we climb a very narrow staircase to meet Rosa "
             "Delgarno, who repairs church clocks for a living, and who promises she isn't afraid "
             "of heights. That one comes out at the end of the month. Thanks to Ada, thanks for "
             "listening, and go and buy a loaf from somebody local."),
    ],
    "questions": [
        {"n": 1, "q": "what's this podcast episode mostly about?", "cands": None,
         "answer": "An interview with Ada Rennick about how she started and runs her small bakery, Larkmoor Loaf, in Wexhaven",
         "type": "topic", "ev": [0, 1],
         "para": ["What is the main subject of this episode of the podcast?",
                  "In a nutshell, who is being interviewed here and about what?"]},
        {"n": 2, "q": "Which of these best sums up the episode?",
         "cands": ["Two hosts interview a baker about leaving surveying, opening her bakery and keeping it going",
                   "A baker teaches listeners a full sourdough recipe step by step",
                   "Two hosts compare five different bakeries around Wexhaven",
                   "A bakery owner and her landlord argue about the rent"],
         "answer": "Two hosts interview a baker about leaving surveying, opening her bakery and keeping it going",
         "type": "summary", "ev": [2, 3, 5, 10, 11]},
        {"n": 3, "q": "Right at the start, where does Marnie say they're recording this time?", "cands": None,
         "answer": "In the back room of a bakery (Larkmoor Loaf), among the flour sacks, instead of their usual studio",
         "type": "begin", "ev": [0]},
        {"n": 4, "q": "What does next week's guest do for a living?",
         "cands": ["She repairs church clocks", "She keeps bees", "She runs a bicycle repair shop",
                   "She restores old pianos"],
         "answer": "She repairs church clocks", "type": "end", "ev": [15]},
        {"n": 5, "q": "who came up with the recipe for the cardamom buns", "cands": None,
         "answer": "Jonah Pike, who does the pastry (Ada isn't allowed to touch them)",
         "type": "who", "ev": [10]},
        {"n": 6, "q": "Why did Ada give up her job as a surveyor?", "cands": None,
         "answer": "Her firm moved its office to Harrowfield, an hour and a half's drive each way, and she couldn't face the commute, so she took a bread course instead",
         "type": "why", "ev": [2],
         "para": ["What made Ada quit surveying?",
                  "so what was the reason she left the surveying firm?"]},
        {"n": 7, "q": "What reason does Ada give for keeping the bakery shut on Mondays?",
         "cands": ["The flour is delivered then and she deep-cleans the ovens",
                   "It is Jonah's day off",
                   "Hardly any customers come in on a Monday",
                   "That's the day she teaches her sourdough class"],
         "answer": "The flour is delivered then and she deep-cleans the ovens", "type": "why", "ev": [10]},
        {"n": 8, "q": "so how many breakdowns did the oven have in Ada's first year?", "cands": None,
         "answer": "Four times (January, the week before Easter, the August heatwave, and just before Christmas)",
         "type": "count", "ev": [11],
         "para": ["During Ada's first year, on how many occasions did the second-hand oven fail?",
                  "Count them up: how often did her oven pack in that first year?"]},
        {"n": 9, "q": "How many things are written up on the bakery's price board?",
         "cands": ["3", "4", "5", "6"], "answer": "5", "type": "count", "ev": [7]},
        {"n": 10, "q": "When Ada gets in each morning, what's the very first thing she actually does?",
         "cands": ["Switches on the coffee machine", "Lights the ovens", "Feeds the starter",
                   "Shapes the loaves"],
         "answer": "Switches on the coffee machine", "type": "order", "ev": [4, 5],
         "para": ["Ignoring the laminated checklist, which job does Ada really start her morning with?",
                  "what does she do first when she walks into the bakery?"]},
        {"n": 11, "q": "In which month did Larkmoor Loaf open for business?", "cands": None,
         "answer": "October (9 October 2015); the spring was only when she signed the lease",
         "type": "correction", "ev": [3]},
        {"n": 12, "q": "How much is a loaf of dark rye now?",
         "cands": ["£3.40", "£3.60", "£4.20", "£2.90"], "answer": "£3.60",
         "type": "correction", "ev": [7, 8]},
        {"n": 13, "q": "What was the monthly rent when the bakery first opened?", "cands": None,
         "answer": "£1,150 a month", "type": "quantity", "ev": [3]},
        {"n": 14, "q": "Roughly how much flour goes through the bakery each week?",
         "cands": ["About 60 kg", "About 600 kg", "About 6 tonnes", "About 160 kg"],
         "answer": "About 600 kg", "type": "quantity", "ev": [8]},
        {"n": 15, "q": "which loaf on the board is the £4.20 one?", "cands": None,
         "answer": "The Pell Street Sour", "type": "relation", "ev": [7]},
        {"n": 16, "q": "What did the listener from Drayfield want to know?",
         "cands": ["What the hardest part of the job is", "Whether you can freeze sourdough",
                   "Why the shop is shut on Mondays", "How to start a sourdough starter"],
         "answer": "What the hardest part of the job is", "type": "relation", "ev": [12]},
        {"n": 17, "q": "What comes straight after Ada runs through her morning timings?", "cands": None,
         "answer": "A sponsor break: Tobias reads an advert for Tallow & Twine hand-stitched notebooks",
         "type": "right_before_after", "ev": [5, 6]},
        {"n": 18, "q": "What's the discount code for the notebooks?", "cands": None,
         "answer": "CRUMB15", "type": "needle_screen", "ev": [6]},
        {"n": 19, "q": "According to the slide, what is the oven engineer's name?",
         "cands": ["Dennis Hobb", "Jonah Pike", "Owen Abbot", "Dennis Pell"],
         "answer": "Dennis Hobb", "type": "needle_screen", "ev": [11]},
        {"n": 20, "q": "how much does Ada's best-selling loaf cost?", "cands": None,
         "answer": "£4.80 (it's the seeded spelt)", "type": "speech_and_screen", "ev": [7, 8],
         "para": ["What is the price of the loaf Ada says sells best?",
                  "Her top seller by a distance: what does one cost?"]},
        {"n": 21, "q": "What name has Ada given her sourdough starter?",
         "cands": ["Gerald", "Dennis", "Larkmoor", "Oakcombe"], "answer": "Gerald",
         "type": "spoken_fact", "ev": [5]},
        {"n": 22, "q": "How much did Ada pay for the second-hand oven?", "cands": None,
         "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 23, "q": "What does Ada like to bake at home on her days off?",
         "cands": ["Cinnamon rolls", "Focaccia", "Seeded spelt", ABSENT],
         "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 24, "q": "On a busy Saturday, how many loaves does the shop sell?",
         "cands": ["About 200", "About 350", "About 500", ABSENT],
         "answer": ABSENT, "type": "absent", "ev": []},
    ],
}

# ====================================================================== garden
HAL = "en-gb-x-gbclan"
BET = ("en-gb-x-gbcwmd+f5", "Bet Cardew — plot 9, next door")


def _hal(bg, title, lines, say, boxes=None):
    seg = {"bg": bg, "title": title, "lines": lines, "say": say}
    if boxes:
        seg["boxes"] = boxes
    return seg


def _bet(bg, title, lines, say):
    return {"bg": bg, "title": title, "lines": lines, "say": say,
            "voice": BET[0], "speaker": BET[1]}


GARDEN = {
    "name": "garden",
    "footer": "Plotwise with Hal · Episode 22 · an invented channel",
    "lead_in": 6,
    "voice": HAL,
    "speed": 160,
    "segments": [
        _hal("#2e4a2a", "Plotwise: a raised bed in a morning",
             ["Episode 22",
              "Plot 14, Furrowby Lane Allotments",
              "Saturday 2 November, 8:10 a.m.",
              "Today: build, fill and plant a raised bed",
              "Then: prune the old redcurrant"],
             "Morning, everyone, and welcome back to the plot. It's a grey, drizzly start down at "
             "Furrowby Lane, and the kettle in the shed is already on. Today we're building a raised "
             "bed from nothing, filling it and getting something planted in it before lunch. Then, "
             "if my back holds out, I'll give the old redcurrant by the gate its winter haircut."),
        _hal("#e8efd9", "The plan, on paper",
             ["1. Clear and level the ground",
              "2. Build the frame",
              "3. Line the base with cardboard",
              "4. Fill in layers",
              "5. Plant",
              "6. Water in"],
             "Here's the plan I scribbled on the back of a seed catalogue last night. Six steps, nice "
             "and tidy. Clear and level the ground, build the frame, line it, fill it, plant it, "
             "water it. Now, anyone who's gardened for more than a week knows that plans and real "
             "life don't always agree, so let's see how we get on."),
        _hal("#f2e7d0", "Materials",
             ["Untreated larch boards, 15 cm tall:",
              "   4 × 2.4 m   and   4 × 1.2 m",
              "4 corner posts, 40 cm",
              "32 screws, 70 mm",
              "Total from Gorse Hill Timber: £46.50"],
             "Everything here is untreated larch. I don't use treated sleepers for food beds, because "
             "I don't want whatever they're soaked in leaching into my carrots. Larch should give me "
             "a good ten years. The frame is two boards high, so thirty centimetres deep, and the "
             "whole lot came to forty-six pounds fifty. Not bad for a bed that size."),
        _hal("#4b5d3a", "Change of plan",
             ["Ground: waterlogged after the night's rain",
              "Build the frame on the path first",
              "Finished size: 2.4 m × 1.2 m"],
             "Right, first snag. The ground's completely waterlogged after last night's rain, so "
             "there's no point levelling mud. I'm going to build the frame on the path first and "
             "level the ground later, once it's drained a bit. And it's one point two metres wide on "
             "purpose. I can reach the middle from either side, so I never have to stand on the soil."),
        _bet("#5a3e2b", "Over the fence",
             ["Pre-drill every hole",
              "Corner posts on the inside"],
             "Hal, you'll split that larch if you screw straight into it. Pre-drill every single "
             "hole, love. And put the corner posts on the inside of the frame, not the outside, or "
             "you'll be tripping over them for ten years. Here, take my drill, yours sounds like it's "
             "dying. I've had beds on my plot since before you were born."),
        _hal("#dfe8cc", "Frame built",
             ["8 boards, 4 posts, 32 screws",
              "Time taken: 35 minutes",
              "Drill: borrowed from plot 9"],
             "Thanks to Bet, and to her drill, that went together far quicker than I expected. Every "
             "hole pre-drilled, posts inside the corners, just as instructed. Now the ground's had a "
             "chance to drain, so I'm skimming off the lumpy bits, knocking the high corner down, and "
             "checking it with the spirit level until the bubble sits in the middle."),
        _hal("#c9b48a", "Cardboard first",
             ["Plain brown cardboard only",
              "Remove all tape and staples",
              "Overlap each sheet by 15 cm",
              "Soak it with the hose"],
             "Frame goes on, and in goes a layer of plain brown cardboard. I'm laying it straight on "
             "top of the grass, because it smothers the grass and weeds underneath, and the worms "
             "pull it down and eat it over the winter. Pull off all the tape and staples first. And "
             "overlap the sheets, so nothing sneaks up through the gaps."),
        _hal("#3b2f22", "Filling in layers",
             ["Bottom: twigs and prunings, 10 cm",
              "Middle: half-rotted manure, 10 cm",
              "Top: 2 parts topsoil to 1 part compost",
              "Bed volume: about 860 litres"],
             "Now the filling. Twigs and old prunings at the bottom, about ten centimetres, for "
             "drainage. Then a layer of half-rotted manure from the stables down the lane. The top is "
             "two parts topsoil to one part compost, mixed on a tarp. The bed holds roughly eight "
             "hundred and sixty litres, which is a lot of wheelbarrow trips, let me tell you.",
             boxes=[(880, 400, 340, 58, "#f0c75e", "Barrow loads: 3")]),
        _hal("#3f3326", "Still filling…",
             ["Fill to 2 cm below the top edge",
              "It will settle over the winter",
              "Firm gently with the back of the rake"],
             "Still going. My arms have stopped talking to me. I'm filling it right up to a couple of "
             "centimetres below the top edge, because it'll sink a bit over the winter as everything "
             "settles. Rake it level, and firm it gently with the back of the rake, not your boots. "
             "And that's it full. Time for a cup of tea before planting.",
             boxes=[(880, 400, 340, 58, "#f0c75e", "Barrow loads: 9")]),
        _hal("#eef2e4", "What's going in",
             ["Garlic 'Marsh Red': 18 cloves, 3 cm deep",
              "Broad bean 'Tallboy': 12 seeds, 5 cm deep",
              "Lettuce 'Frostback': 6 plug plants"],
             "Three things are going in today. The beans from the blue packet go at the far end, by "
             "the shed, because they'll grow tallest and I don't want them shading everything else. "
             "Garlic takes the middle, and the lettuce plugs go at the near end, where I can grab a "
             "few leaves without walking round. All three are happy out through a cold winter.",
             boxes=[(60, 340, 330, 100, "#c0392b", "Red packet\nMarsh Red"),
                    (430, 340, 330, 100, "#2f5fb3", "Blue packet\nTallboy"),
                    (800, 340, 330, 100, "#3c8d40", "Green packet\nFrostback")]),
        _hal("#f4efe0", "Planting the garlic",
             ["Cloves 15 cm apart",
              "Rows 20 cm apart",
              "Pointed end up, tip just below the surface"],
             "Garlic first. Break up the bulb and only plant the fattest cloves. They go twenty "
             "centimetres apart. No, I tell a lie, fifteen centimetres between the cloves, twenty is "
             "the gap between the rows. Pointy end up, always, and push them in so the tip's just "
             "under the surface. The blackbirds love pulling them out, so I'll net it tonight."),
        _hal("#e3ecd2", "Beans and lettuce",
             ["Beans: double row, seeds soaked 2 hours",
              "Lettuce: 25 cm apart",
              "Fleece ready for hard frosts"],
             "Now the beans. I soaked them in water for a couple of hours this morning, to give them "
             "a head start. They go in a double row at the far end, about a thumb's length deep. Then "
             "the lettuce plugs at the front, a good hand-span apart. If we get a proper hard frost, "
             "I'll throw some fleece over the lot."),
        _hal("#2f4a4a", "Watering in",
             ["Watering can: 10 litres",
              "Rose on, water gently"],
             "And finally, water it all in. Here's the first can, nice and gentle with the rose on, "
             "so I don't wash the garlic out. Back to the tap to fill up again, and there's another "
             "ten litres going on the middle. One more canful along the far end, where the beans "
             "are. And a last drink over the lettuce. That should keep them going."),
        _hal("#46331f", "Pruning the redcurrant",
             ["When: November to the end of February",
              "1. Dead or damaged wood",
              "2. Crossing branches",
              "3. The oldest stems, cut at the base",
              "4. Side shoots back to 1 bud"],
             "Right, the redcurrant. You can prune it any time the leaves are off, from now until the "
             "end of February. I've got a routine. Dead or broken wood comes out first. Then anything "
             "rubbing or crossing in the middle. Then I take out a few of the oldest, darkest stems "
             "right at the base, and last of all the side shoots get cut back to one bud."),
        _bet("#5c4330", "Tidying up",
             ["Stems removed: 3 of 9",
              "Clean secateurs with surgical spirit",
              "Mulch around the base"],
             "That's better, Hal. It was a jungle. Now wipe those secateurs down before you put them "
             "in your pocket, or you'll carry every disease on this site from bush to bush. Give it a "
             "bucket of mulch round the base while you're at it. And I want my drill back before you "
             "go home."),
        _hal("#2e4a2a", "Done by lunch",
             ["Garlic harvest: early July",
              "Next episode: a leaf-mould cage",
              "Finished at 12:40 p.m."],
             "And there we are. One raised bed, built, filled, planted and watered, and one very tidy "
             "redcurrant. The garlic should be ready to lift in early July, and I'll show you that "
             "when it comes. Next time we're making a cage for leaf mould out of four posts and some "
             "chicken wire. Drill back to Bet now, or I'm in trouble."),
    ],
    "questions": [
        {"n": 1, "q": "What is this video mainly showing?",
         "cands": ["Building, filling and planting a raised vegetable bed, then pruning a redcurrant",
                   "Designing a flower border for a front garden",
                   "Making compost and leaf mould over the winter",
                   "Planting a small apple orchard"],
         "answer": "Building, filling and planting a raised vegetable bed, then pruning a redcurrant",
         "type": "topic", "ev": [0, 1],
         "para": ["Which of these describes what the video is about?",
                  "what's the gardening job in this one?"]},
        {"n": 2, "q": "Give me a quick rundown of everything Hal gets done that morning.", "cands": None,
         "answer": "He builds a larch raised bed (frame first, as the ground was waterlogged), levels it, lines it with cardboard, fills it in layers, plants garlic, broad beans and lettuce, waters them in, and then prunes the redcurrant",
         "type": "summary", "ev": [3, 6, 7, 9, 12, 13]},
        {"n": 3, "q": "what's the weather doing when the video starts", "cands": None,
         "answer": "It's grey and drizzly (after a night of rain)", "type": "begin", "ev": [0]},
        {"n": 4, "q": "What will Hal make in the next episode?",
         "cands": ["A leaf-mould cage", "A compost bay from pallets", "A greenhouse staging bench",
                   "A cold frame for seedlings"],
         "answer": "A leaf-mould cage", "type": "end", "ev": [15]},
        {"n": 5, "q": "Who told Hal to pre-drill the holes?",
         "cands": ["Bet Cardew, from plot 9", "The man at the timber yard",
                   "A viewer in the comments", "Nobody, it was his own idea"],
         "answer": "Bet Cardew, from plot 9", "type": "who", "ev": [4]},
        {"n": 6, "q": "who tells him off about wiping his secateurs?", "cands": None,
         "answer": "Bet Cardew, his neighbour on plot 9", "type": "who", "ev": [14]},
        {"n": 7, "q": "How come the bed is only 1.2 metres wide?", "cands": None,
         "answer": "So he can reach the middle from either side and never has to stand on the soil",
         "type": "why", "ev": [3],
         "para": ["What's the point of making the raised bed 1.2 m across?",
                  "why did he go for that width on purpose?"]},
        {"n": 8, "q": "Why won't Hal use treated sleepers?",
         "cands": ["He doesn't want chemicals leaching into his vegetables",
                   "They are too heavy to carry on his own",
                   "They cost more than larch",
                   "They rot faster than larch"],
         "answer": "He doesn't want chemicals leaching into his vegetables", "type": "why", "ev": [2]},
        {"n": 9, "q": "how many cans of water did he pour on the new bed?", "cands": None,
         "answer": "Four (10-litre cans)", "type": "count", "ev": [12],
         "para": ["When watering in, how many canfuls went onto the bed?",
                  "Count the watering cans Hal empties over the planting. How many?"]},
        {"n": 10, "q": "By the time the bed is full, how many wheelbarrow loads does the counter show?",
         "cands": ["3", "7", "9", "12"], "answer": "9", "type": "count", "ev": [8]},
        {"n": 11, "q": "Compared with his written plan, what did Hal actually do first?",
         "cands": ["Built the frame on the path", "Levelled the ground", "Laid the cardboard",
                   "Planted the garlic"],
         "answer": "Built the frame on the path", "type": "order", "ev": [1, 3],
         "para": ["His plan started with clearing and levelling. Which step did he really begin with?",
                  "which job came first in the end, not on paper?"]},
        {"n": 12, "q": "How far apart do the garlic cloves go?", "cands": None,
         "answer": "15 cm apart (20 cm is the gap between rows)", "type": "correction", "ev": [10]},
        {"n": 13, "q": "What did all the timber and screws cost?", "cands": None,
         "answer": "£46.50", "type": "quantity", "ev": [2]},
        {"n": 14, "q": "For how long were the broad bean seeds soaked?",
         "cands": ["About 20 minutes", "About 2 hours", "Overnight", "A whole day"],
         "answer": "About 2 hours", "type": "quantity", "ev": [11]},
        {"n": 15, "q": "Which crop goes in at the near end of the bed?", "cands": None,
         "answer": "The lettuce ('Frostback' plug plants)", "type": "relation", "ev": [9]},
        {"n": 16, "q": "How many 'Marsh Red' cloves is he planting?",
         "cands": ["6", "12", "18", "24"], "answer": "18", "type": "relation", "ev": [9]},
        {"n": 17, "q": "What was the last thing done to the bed before he moved on to the redcurrant?",
         "cands": None, "answer": "Watering it in (with the rose on the can)",
         "type": "right_before_after", "ev": [12, 13]},
        {"n": 18, "q": "How long did it take to put the frame together?", "cands": None,
         "answer": "35 minutes", "type": "needle_screen", "ev": [5],
         "para": ["How many minutes did building the frame take?",
                  "the frame - how quick was it to put together, going by the slide?"]},
        {"n": 19, "q": "Where was the timber bought from?",
         "cands": ["Gorse Hill Timber", "Furrowby Lane Timber", "Harrowfield Sawmill",
                   "The stables down the lane"],
         "answer": "Gorse Hill Timber", "type": "needle_screen", "ev": [2]},
        {"n": 20, "q": "What variety is sown at the far end, by the shed?",
         "cands": ["Tallboy", "Marsh Red", "Frostback", "Greenstripe"],
         "answer": "Tallboy", "type": "speech_and_screen", "ev": [9]},
        {"n": 21, "q": "where did he get the manure from", "cands": None,
         "answer": "From the stables down the lane", "type": "spoken_fact", "ev": [7]},
        {"n": 22, "q": "What time do the allotment gates get locked?", "cands": None,
         "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 23, "q": "What pH did Hal's soil test show?",
         "cands": ["6.0", "6.8", "7.2", ABSENT], "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 24, "q": "Once the garlic is lifted, what does Hal plan to grow in the bed next?",
         "cands": ["Potatoes", "Tomatoes", "Sweetcorn", ABSENT],
         "answer": ABSENT, "type": "absent", "ev": []},
    ],
}

# ====================================================================== museum
GUIDE = "en-gb-x-rp"
ROOS = ("en-gb-scotland+f2", "Dr Imelda Roos — Keeper of Textiles")


def _guide(bg, title, lines, say, boxes=None):
    seg = {"bg": bg, "title": title, "lines": lines, "say": say}
    if boxes:
        seg["boxes"] = boxes
    return seg


def _roos(bg, title, lines, say):
    return {"bg": bg, "title": title, "lines": lines, "say": say,
            "voice": ROOS[0], "speaker": ROOS[1]}


MUSEUM = {
    "name": "museum",
    "footer": "Ossby Museum of Work · Gallery 4 audio guide · invented",
    "lead_in": 5,
    "voice": GUIDE,
    "speed": 160,
    "segments": [
        _guide("#2b2230", "Gallery 4: The Weavers of Ossby",
               ["Ossby Museum of Work — audio guide",
                "Light level kept at 50 lux",
                "Please keep to the right-hand walkway"],
               "Welcome to Gallery Four, the Weavers of Ossby. For nearly a hundred and sixty years "
               "this valley lived by the loom, and almost everything in this room came from one "
               "building, Tallis Bridge Mill. You'll notice the lights are low in here. That isn't to "
               "set a mood. The old dyes fade quickly in daylight, so the whole gallery is kept dim."),
        _guide("#efe6da", "Gallery map",
               ["Stop 1   Model of Tallis Bridge Mill",
                "Stop 2   The loom known as Old Meg",
                "Stop 3   Hester Vane's pattern book",
                "Stop 4   The mill bell",
                "Stop 5   The strike banner",
                "Stop 6   The wages ledger",
                "Stop 7   The hidden clog",
                "Stop 8   The last bolt of cloth"],
               "Here is the gallery map, with its numbered stops. You can follow them in any order "
               "you like, but I'll suggest a route as we go, because one or two cases tend to get "
               "crowded. We begin right in front of you, with the model of the mill, in the long "
               "glass case by the door."),
        _guide("#3a2d3f", "Stop 1 — Tallis Bridge Mill",
               ["Founded 1808 by Josiah Pellow",
                "Closed 1967",
                "Model: 1:50 scale, made 1936 by apprentices",
                "At its peak: 412 workers (1871)"],
               "The mill was founded in eighteen oh eight by Josiah Pellow, a wool merchant who had "
               "never woven a thread in his life. It ran until nineteen sixty-seven. This model was "
               "built by the mill's own apprentices in the nineteen thirties. Look at the chimneys "
               "and you'll see there are two. The taller one was added after the fire."),
        _guide("#4a3a2a", "Stop 2 — Old Meg",
               ["Power loom, built c. 1852",
                "Iron and oak, 940 kg",
                "Scorch marks: the fire of 1874"],
               "Stop two is the great loom the weavers called Old Meg. She was built around eighteen "
               "fifty-two, and she weighs almost a tonne, nine hundred and forty kilograms of iron and "
               "oak. Look at the left-hand frame and you'll see dark scorch marks. Those come from the "
               "fire of eighteen seventy-four, which destroyed the east wing. Old Meg was dragged out "
               "by hand."),
        _roos("#e9e1d3", "The curator on Old Meg",
              ["Restored 2009–2011",
               "Initials found under the breast beam",
               "Last demonstrated: 14 May 2011"],
              "When we restored her, we found a weaver's initials scratched under the breast beam, "
              "E. T., with no date. We still don't know who E. T. was, and I'd love a visitor to tell "
              "us. It took two years to get her running again, and I'll be honest, the first time she "
              "ran, half the conservation team were in tears."),
        _guide("#2f2a36", "Moving on",
               ["The pattern book case has room for 4 visitors",
                "Benches beside the bell"],
               "The next case on the map, the pattern book, usually has a small crowd round it, so "
               "let's leave it for now. Carry on past it to the iron bell hanging from the beam, and "
               "then to the long banner beyond. We'll circle back to the book afterwards, when it's a "
               "little quieter. There are benches beside the bell if you'd like to sit."),
        _guide("#3d3128", "Stop 4 — The mill bell",
               ["Cast 1811, Calder Street foundry",
                "Weight: 62 kg",
                "Working day (1850s): 5 a.m. to 7 p.m."],
               "This bell ran everybody's life. In the eighteen fifties it rang at five in the morning "
               "to start the shift. It sounded again at eight for breakfast, and there was a peal at "
               "half past twelve for dinner. Then, at seven in the evening, it called the end of the "
               "day. Arrive after the first bell, and you lost a quarter of your day's pay."),
        _guide("#5b1f2a", "Stop 5 — The strike banner",
               ["Silk and wool, 3.2 m × 2.1 m",
                "Painted by Lettie Marsh",
                "Carried by Abel Strand"],
               "This banner was carried through Ossby in the great strike of eighteen eighty-nine. "
               "Forgive me, that's wrong. Eighteen eighty-nine is when the weavers' union was formed. "
               "The strike came two years later, in eighteen ninety-one, and it lasted eleven weeks. "
               "Abel Strand carried it at the front of every march, and he was dismissed for it the "
               "following spring."),
        _roos("#efe4d6", "Conserving the banner",
              ["Conserved 2019",
               "Tears stitched onto a fine net backing",
               "On show no more than 6 months in any 2 years"],
              "The banner came to us folded in a biscuit tin, of all things, from Abel Strand's "
              "great-granddaughter. Silk this old tears if you so much as look at it, so we stitched "
              "every tear onto a fine net backing. It can only be on display for a limited time, and "
              "then it goes back into the dark to rest."),
        _guide("#f3ecdf", "Stop 3 — Hester Vane's pattern book",
               ["Dated 1847",
                "212 pages of woven samples"],
               "Now back to the pattern book, as promised. Hester Vane started as a weaver at twelve "
               "and became the mill's first woman overseer. Every sample in this book is hers. The "
               "pattern in the top left corner of the open page is the one that made her name, and the "
               "mill sold it for the next sixty years. Her cloth went as far as Lisbon.",
               boxes=[(60, 270, 540, 80, "#c9a227", "Ossby Star"),
                      (640, 270, 540, 80, "#d98c5f", "Marigold Check"),
                      (60, 380, 540, 80, "#6b8e9e", "Riverside Twill"),
                      (640, 380, 540, 80, "#7d6b9e", "Winter Plaid")]),
        _guide("#e6dccb", "Stop 6 — The wages ledger",
               ["Ledger for 1863, open at a week in April",
                "Weaver, full week: 11s 6d",
                "Overseer, full week: 19s",
                "Child piecer, full week: 3s 4d"],
               "The ledger is open at a week in the spring of eighteen sixty-three. A weaver working a "
               "full week took home eleven shillings and sixpence. An overseer, like Hester, earned a "
               "good deal more. The children, the piecers who mended broken threads, were paid a "
               "little over three shillings, and many of them were no older than nine."),
        _guide("#3b3344", "Stop 7 — The hidden clog",
               ["Child's left clog, about 1830",
                "Found 1998 in the east stairwell wall"],
               "This small clog was found in nineteen ninety-eight, when builders opened up a wall in "
               "the east stairwell. It wasn't lost. Shoes were hidden in walls on purpose, near doors "
               "and chimneys, to keep bad luck out of a building. Whoever tucked this one away must "
               "have thought the mill needed all the protection it could get."),
        _roos("#ebe3d5", "The curator on the clog",
              ["Length: 14 cm",
               "Most-asked-about object, visitor survey 2022"],
              "The clog is the thing children ask about most. We did think about putting it back in "
              "the wall, which some people feel is the right thing to do. In the end the builders who "
              "found it asked us to keep it here, where people can see it, and so here it stays. It's "
              "the smallest object in the gallery, and the most visited."),
        _guide("#2d2633", "Stop 8 — The last bolt of cloth",
               ["Woven 3 March 1967",
                "Pattern: Winter Plaid",
                "Weaver: Doris Fell"],
               "The last piece of cloth ever woven at Tallis Bridge came off the loom in March "
               "nineteen sixty-seven. Fittingly, it was woven in one of Hester Vane's patterns, "
               "a hundred and twenty years after she drew it. The weaver who cut it from the loom kept "
               "one small square for herself and gave the rest to the town."),
        _guide("#f0e8dc", "Before you leave",
               ["Gallery 5: The Dyehouse, through the arch",
                "Short film on Hester Vane: reading room, upstairs",
                "Café and shop: ground floor"],
               "That's the end of our walk through Gallery Four. If you'd like to know more about "
               "Hester Vane, there's a short film in the reading room upstairs. When you're ready, go "
               "on through the arch to Gallery Five, the Dyehouse, where the colours in this room were "
               "made. Mind the step, it's steeper than it looks."),
        _roos("#e4dac9", "Share your memories",
              ["Did your family work at Tallis Bridge?",
               "Memory sessions: Thursdays, 2–4 p.m.",
               "Reading room, first floor"],
              "One last thing from me. If anyone in your family worked at Tallis Bridge, we would "
              "love to hear from you. We're still collecting memories, and every Thursday afternoon "
              "one of the team sits in the reading room to record them. Bring photographs, bring "
              "stories, bring the old scissors from the kitchen drawer. Thank you for visiting."),
    ],
    "questions": [
        {"n": 1, "q": "Which gallery is this audio guide covering, and what is its theme?", "cands": None,
         "answer": "A walk through Gallery 4 of the Ossby Museum of Work: the weavers of Ossby and objects from Tallis Bridge Mill",
         "type": "topic", "ev": [0, 1],
         "para": ["What's the subject of this museum tour?",
                  "so what gallery and what history is this guide walking us through?"]},
        {"n": 2, "q": "Which description fits the guide best?",
         "cands": ["A stop-by-stop tour of objects from one weaving mill, from its founding to its last cloth",
                   "A history of the silk trade in Lisbon",
                   "A tour of the museum's café, shop and reading room",
                   "A lecture on how to repair old power looms"],
         "answer": "A stop-by-stop tour of objects from one weaving mill, from its founding to its last cloth",
         "type": "summary", "ev": [1, 2, 13]},
        {"n": 3, "q": "Which gallery are you welcomed to at the start?",
         "cands": ["Gallery 4, the Weavers of Ossby", "Gallery 5, the Dyehouse",
                   "Gallery 1, the Mill Model Room", "Gallery 8, the Last Bolt"],
         "answer": "Gallery 4, the Weavers of Ossby", "type": "begin", "ev": [0]},
        {"n": 4, "q": "how does the guide finish up?", "cands": None,
         "answer": "The curator asks families of former Tallis Bridge workers to share their memories, which are recorded on Thursday afternoons in the reading room",
         "type": "end", "ev": [15]},
        {"n": 5, "q": "Who became the mill's first woman overseer?", "cands": None,
         "answer": "Hester Vane", "type": "who", "ev": [9],
         "para": ["Which woman was the first female overseer at Tallis Bridge Mill?",
                  "the first woman to be made overseer there - what was her name?"]},
        {"n": 6, "q": "Who gave the strike banner to the museum?",
         "cands": ["Abel Strand's great-granddaughter", "Lettie Marsh", "The weavers' union",
                   "The Pellow family"],
         "answer": "Abel Strand's great-granddaughter", "type": "who", "ev": [8]},
        {"n": 7, "q": "Why is the gallery kept so dark?", "cands": None,
         "answer": "To protect the old dyes, which fade quickly in daylight", "type": "why", "ev": [0],
         "para": ["What's the reason for the low lighting in Gallery 4?",
                  "the lights are really dim in there, how come?"]},
        {"n": 8, "q": "According to the guide, why had the clog been put inside the wall?",
         "cands": ["To keep bad luck out of the building", "A child lost it while playing",
                   "The builders used it to plug a gap", "It was hidden from the mill owner"],
         "answer": "To keep bad luck out of the building", "type": "why", "ev": [11]},
        {"n": 9, "q": "how many times a day did the mill bell go off back in the 1850s", "cands": None,
         "answer": "Four times: 5 a.m. start, 8 for breakfast, 12:30 for dinner and 7 p.m. for the end of the day",
         "type": "count", "ev": [6],
         "para": ["In the 1850s, how often was the mill bell rung each working day?",
                  "Count the bells in a day at the mill in the eighteen-fifties. How many?"]},
        {"n": 10, "q": "How many numbered stops does the gallery map have?",
         "cands": ["6", "7", "8", "10"], "answer": "8", "type": "count", "ev": [1]},
        {"n": 11, "q": "The pattern book is Stop 3 on the map. At what point in the tour does the guide actually cover it?",
         "cands": ["After the bell and the strike banner", "Straight after Old Meg",
                   "At the very end, after the last bolt of cloth", "Before the model of the mill"],
         "answer": "After the bell and the strike banner", "type": "order", "ev": [1, 5, 9],
         "para": ["Does the guide visit Hester Vane's pattern book in map order? When does it come up?",
                  "when in the walk do we get to the pattern book?"]},
        {"n": 12, "q": "What year was the great strike?", "cands": None,
         "answer": "1891 (1889 was when the weavers' union was formed)", "type": "correction", "ev": [7]},
        {"n": 13, "q": "How heavy is Old Meg?",
         "cands": ["62 kg", "412 kg", "940 kg", "1,400 kg"], "answer": "940 kg",
         "type": "quantity", "ev": [3]},
        {"n": 14, "q": "What did a weaver take home for a full week, going by the ledger?", "cands": None,
         "answer": "11s 6d (eleven shillings and sixpence)", "type": "quantity", "ev": [10]},
        {"n": 15, "q": "how much did an overseer earn in a week in 1863?", "cands": None,
         "answer": "19 shillings (19s)", "type": "relation", "ev": [10]},
        {"n": 16, "q": "Which of Hester Vane's patterns was the very last bolt of cloth woven in?",
         "cands": ["Ossby Star", "Winter Plaid", "Riverside Twill", "Marigold Check"],
         "answer": "Winter Plaid", "type": "relation", "ev": [13]},
        {"n": 17, "q": "What does the curator talk about right after the guide introduces Old Meg?",
         "cands": None,
         "answer": "Restoring the loom: the initials E. T. found under the breast beam, the two years of work, and the team in tears when it first ran",
         "type": "right_before_after", "ev": [3, 4]},
        {"n": 18, "q": "What light level is the gallery kept at?", "cands": None,
         "answer": "50 lux", "type": "needle_screen", "ev": [0]},
        {"n": 19, "q": "Which artist painted the banner carried in the strike?",
         "cands": ["Lettie Marsh", "Abel Strand", "Hester Vane", "Doris Fell"],
         "answer": "Lettie Marsh", "type": "needle_screen", "ev": [7]},
        {"n": 20, "q": "Which pattern was the one that made Hester Vane's name?",
         "cands": ["Ossby Star", "Marigold Check", "Riverside Twill", "Winter Plaid"],
         "answer": "Ossby Star", "type": "speech_and_screen", "ev": [9]},
        {"n": 21, "q": "What initials were found scratched on the loom?", "cands": None,
         "answer": "E. T.", "type": "spoken_fact", "ev": [4],
         "para": ["Which initials turned up under Old Meg's breast beam?",
                  "the letters carved under the loom during the restoration - what were they?"]},
        {"n": 22, "q": "How much does it cost to get into the museum?", "cands": None,
         "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 23, "q": "Who founded the weavers' union in 1889?",
         "cands": ["Abel Strand", "Josiah Pellow", "Hester Vane", ABSENT],
         "answer": ABSENT, "type": "absent", "ev": []},
        {"n": 24, "q": "How many people died in the fire of 1874?",
         "cands": ["None", "3", "12", ABSENT],
         "answer": ABSENT, "type": "absent", "ev": []},
    ],
}

VIDEOS = [PODCAST, GARDEN, MUSEUM]

# Seconds each slide stays up, set by hand after timing the narration: each slide holds its speech,
# the 1.0-2.0 s start offset and a pause of roughly one to four seconds after it, so slide lengths
# (and the evidence intervals) do not fall on a fixed beat.
DURS = {
    "podcast": [28.0, 23.0, 25.5, 25.5, 22.0, 25.5, 23.5, 20.0, 21.0, 20.5, 24.5, 25.5, 26.0, 24.5, 23.0, 24.5],
    "garden": [24.5, 24.5, 27.0, 26.5, 24.5, 26.0, 23.5, 26.0, 23.5, 25.5, 28.0, 25.0, 26.0, 26.5, 22.5, 25.0],
    "museum": [25.0, 21.5, 24.0, 27.0, 24.5, 24.5, 26.0, 25.0, 22.0, 26.0, 23.5, 24.0, 25.0, 21.5, 20.5, 23.5],
}
for _video in VIDEOS:
    assert len(DURS[_video["name"]]) == len(_video["segments"]), _video["name"]
    for _seg, _dur in zip(_video["segments"], DURS[_video["name"]]):
        _seg["dur"] = _dur
