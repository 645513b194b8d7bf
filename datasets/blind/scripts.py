"""Slides, narration and questions of the "blind" evaluation set, written by hand.

Everything here is invented (people, firms, products, prices, dates). Numbers are spoken as words
in "say" and shown as digits on the slides. Evidence is given as slide indexes (0-based); render.py
turns them into seconds of the rendered file (lead-in included).

Each video has a comment block listing where its traps are.
"""
ABSENT = "not mentioned in the video"


def S(title, lines, say, dur, bg, boxes=None, voice=None, speaker=None):
    seg = {"title": title, "lines": lines, "say": say, "dur": dur, "bg": bg}
    if boxes:
        seg["boxes"] = boxes
    if voice:
        seg["voice"] = voice
    if speaker:
        seg["speaker"] = speaker
    return seg


def Q(n, q, cands, answer, qtype, ev, para=None):
    d = {"n": n, "q": q, "cands": cands, "answer": answer, "type": qtype, "ev": ev}
    if para:
        d["para"] = para
    return d


# =====================================================================================
# craft: woodworking how-to, walnut bookends with a hidden pocket (15 slides)
#   plan shown on slide 3 (blanks, pocket, foot, glue, sand, oil);
#   actually done: blanks (4), foot (6, reason on 5), pocket (7-8), sand (9), glue (10), oil (11)
#   repeated action, said differently each time: checking for square / ninety degrees, slides 4, 6, 9, 10
#   correction: router depth "twelve... sorry, nine millimetres" on slide 7 (12 mm is the bit, on screen)
#   speech+screen: "the cheaper one" of two glues on slide 2 -> $9.25, open time 20 min
#   screen only: Ostler Timber, $38.50, episode 14, Fenwarrow, 4 pins, total $61.75
#   spoken only: date of first oil coat (2 May), yard cut board for free, Augustin Pell
#   teaser at the end (slide 14): cherry box with a sliding lid, in two weeks
# =====================================================================================
C1, C2 = "#f3e9d8", "#e4d2b8"
CRAFT = {
    "name": "craft",
    "footer": "Grainline Shed  -  woodworking at home",
    "lead_in": 5.0,
    "voice": "en-us",
    "speed": 160,
    "segments": [
        S("Walnut Bookends with a Hidden Pocket",
          ["Grainline Shed - Episode 14", "Host: Marisol Dunwick", "Filmed at the Fenwarrow workshop"],
          "Welcome back to Grainline Shed, I'm Marisol. Today we are making a pair of walnut bookends, "
          "and each one hides a little pocket for your spare keys.", 24, C1),
        S("What you need",
          ["Walnut board, 19 mm thick, 60 cm long", "Glue (see next slide)", "Brass pins, 6 mm: 4",
           "Danish oil", "Sandpaper: 120, 180, 240 grit"],
          "Here is the shopping list. The walnut board was by far the most expensive item, and the yard "
          "cut it down to sixty centimetres for me at no charge.", 25, C2,
          boxes=[(60, 430, 620, 100, "#c8a27a", "Walnut from Ostler Timber\n$38.50 for the board")]),
        S("Choosing a glue",
          ["Tallow Bond Original: $9.25, open time 20 min", "Tallow Bond Ultra: $14.80, open time 8 min"],
          "I have two glues on the bench. I'm going with the cheaper one today, because its longer open "
          "time gives me room to fiddle with the clamps before it grabs.", 24, C1),
        S("Today's plan",
          ["1. Cut the blanks", "2. Rout the hidden pocket", "3. Cut the angled foot", "4. Glue up",
           "5. Sand", "6. Oil finish"],
          "This is the plan, six steps from rough board to finished bookend. Let's see how well I stick to it.",
          22, C2),
        S("Step 1: cutting the blanks",
          ["4 blanks, each 14 cm", "Cross-cut sled, fine-tooth blade"],
          "I cut the board into four blanks, each fourteen centimetres long. Then I hold the try square "
          "against the end of each blank, to make sure the cut is dead square.", 24, C1),
        S("Change of plan",
          ["Angled foot BEFORE the pocket", "Foot angle: 15 degrees"],
          "Change of plan. I'm cutting the angled foot before I rout the pocket, because the pocket has to "
          "sit centred above the foot, and I can't find that centre until the foot exists.", 25, C2),
        S("Cutting the angled foot",
          ["Blade tilted to 15 degrees", "Foot length: 3 cm", "Only the 2 base pieces"],
          "With the blade tilted to fifteen degrees, I trim the foot on the two base pieces. Afterwards I "
          "check that every corner is still a true ninety degrees, just to be sure nothing drifted.", 24, C1),
        S("The hidden pocket",
          ["Pocket: 8 cm x 5 cm", "Router with a 12 mm straight bit", "Two passes"],
          "Now the pocket. I set the router depth to twelve millimetres, sorry, I mean nine millimetres. "
          "Twelve would go straight through the back of the upright.", 24, C2),
        S("A trick from Augustin",
          ["Double-sided tape + scrap fence", "No clamps in the router's path"],
          "My old neighbour, Augustin Pell, taught me this one. A scrap fence held down with double sided "
          "tape keeps the router steady, and there are no clamps in the way.", 23, C1),
        S("Sanding before glue-up",
          ["120 -> 180 -> 240 grit", "Inside faces only, for now"],
          "Another change. I'm sanding the inside faces now, before the glue up, since sanding into a glued "
          "inside corner is miserable. Once that's done, I sight each joint face against my engineer's "
          "square one more time.", 26, C2),
        S("Glue-up",
          ["Brass pins lock the joint", "Clamp time: 40 min"],
          "Glue on both faces, then the brass pins go in to lock the joint. The clamps stay on for forty "
          "minutes, and while the glue is still soft, I make sure the corner hasn't pulled out of ninety.",
          25, C1),
        S("Finishing with Danish oil",
          ["3 coats", "6 hours between coats", "Wipe off the excess after 15 min"],
          "Three coats of Danish oil. The first coat went on on the second of May, and by the fourth of "
          "May the last coat was dry.", 23, C2),
        S("The pocket in use",
          ["Fits: 2 keys + a folded note", "Magnet catch: optional"],
          "And here's the pocket doing its job. It swallows two keys and a folded note, and from the front "
          "you would never know it's there.", 22, C1),
        S("Cost and time",
          ["Materials: $61.75 in total", "Bench time: about 5 hours", "Oil drying: 2 days"],
          "All in, the pair cost me a little over sixty dollars, and about five hours at the bench, not "
          "counting the time the oil needs to dry.", 23, C2),
        S("Next time on Grainline Shed",
          ["Episode 15: a cherry box with a sliding lid", "Out in 2 weeks"],
          "Next time, I'm building a cherry box with a sliding lid, and it will be out in two weeks. Thanks "
          "for watching, and keep your fingers away from the blade.", 24, C1),
    ],
}
CRAFT["questions"] = [
    Q(1, "what is this video mainly about?",
      ["making walnut bookends with a hidden pocket", "building a cherry box with a sliding lid",
       "restoring an old walnut bookshelf", "making a wall-mounted key holder"],
      "making walnut bookends with a hidden pocket", "topic", [0],
      para=["What project is being built in this video?",
            "so what are they actually making in this one"]),
    Q(2, "who's the host of this woodworking video?",
      ["Marisol Dunwick", "Augustin Pell", "Fenwarrow Ostler", "Marisol Tallow"], "Marisol Dunwick", "who", [0]),
    Q(3, "She had two glues on the bench and went with one of them - how much did the glue she actually used cost?",
      ["$9.25", "$14.80", "$38.50", "$61.75"], "$9.25", "speech_and_screen", [2],
      para=["what was the price of the glue she picked",
            "How much does the glue that Marisol chose for the glue-up cost?"]),
    Q(4, "why did she go with that glue and not the other one?", None,
      "its longer open time (20 minutes) gives her time to adjust the clamps before it grabs", "why", [2]),
    Q(5, "how deep did she set the router for the pocket",
      ["9 mm", "12 mm", "15 mm", "19 mm"], "9 mm", "correction", [7],
      para=["What router depth did she end up using for the hidden pocket?",
            "the pocket - how many millimetres deep was the router set?"]),
    Q(6, "How many times during the build does she check that a cut or joint is square (ninety degrees)?",
      ["2", "3", "4", "5"], "4", "count", [4, 6, 9, 10],
      para=["how many times does she check for square",
            "Count the times she makes sure a corner or cut is at a true ninety degrees - how many?"]),
    Q(7, "she shows a plan near the start but doesn't really follow it. in what order did she actually do the steps?",
      ["blanks, pocket, angled foot, glue-up, sand, oil",
       "blanks, angled foot, pocket, sand, glue-up, oil",
       "blanks, pocket, angled foot, sand, glue-up, oil",
       "blanks, angled foot, pocket, glue-up, sand, oil"],
      "blanks, angled foot, pocket, sand, glue-up, oil", "order", [3, 4, 5, 6, 7, 9, 10, 11]),
    Q(8, "Why did she cut the angled foot before routing the pocket?", None,
      "the pocket has to sit centred above the foot, and she can't find that centre until the foot exists",
      "why", [5]),
    Q(9, "why does she sand before gluing up instead of after?",
      ["sanding into a glued inside corner is miserable", "the glue won't stick to unsanded walnut",
       "the oil has to go on before the glue", "the clamps leave marks that need sanding off"],
      "sanding into a glued inside corner is miserable", "why", [9]),
    Q(10, "who taught her the double-sided tape trick for the router?", None,
      "Augustin Pell, her old neighbour", "who", [8],
      para=["Where did she learn the scrap-fence-and-tape router trick from?",
            "whose trick is the double sided tape thing"]),
    Q(11, "where did the walnut come from?",
      ["Ostler Timber", "Fenwarrow Lumber", "Tallow Bond", "Pell & Sons"], "Ostler Timber", "needle_screen", [1]),
    Q(12, "what episode number of the show is this?", None, "14", "needle_screen", [0]),
    Q(13, "How long is each of the blanks she cuts from the board?",
      ["14 cm", "22 cm", "30 cm", "60 cm"], "14 cm", "quantity", [4]),
    Q(14, "what angle is the saw blade tilted to for the foot",
      ["15 degrees", "45 degrees", "30 degrees", "90 degrees"], "15 degrees", "quantity", [5, 6]),
    Q(15, "on what date did the first coat of oil go on?", None, "the second of May (May 2)", "spoken_fact", [11]),
    Q(16, "how long does she leave the clamps on after gluing",
      ["8 minutes", "20 minutes", "40 minutes", "6 hours"], "40 minutes", "quantity", [10]),
    Q(17, "She says it cost a little over sixty dollars - what was the exact total for materials?", None,
      "$61.75", "needle_screen", [13]),
    Q(18, "What did the lumber yard do for her for free?",
      ["cut the board down to 60 cm", "delivered the walnut to her workshop",
       "planed the board to 19 mm", "threw in the brass pins"],
      "cut the board down to 60 cm", "spoken_fact", [1]),
    Q(19, "what brand of router does she use for the pocket?",
      ["Kestrel", "Brannock", "Voss", ABSENT], ABSENT, "absent", []),
    Q(20, "how much did the danish oil cost her?", None, ABSENT, "absent", []),
    Q(21, "Right at the start, what does she say the hidden pocket is meant for?",
      ["spare keys", "jewellery", "cash", "a phone charger"], "spare keys", "begin", [0]),
    Q(22, "what's coming up in the next episode?",
      ["a cherry box with a sliding lid", "walnut bookends with a hidden pocket",
       "a cherry jewellery stand", "a walnut spice rack"],
      "a cherry box with a sliding lid", "end", [14]),
    Q(23, "what does she do right after cutting the four blanks?",
      ["routs the hidden pocket", "cuts the angled foot", "sands the inside faces", "glues the pieces up"],
      "cuts the angled foot", "right_before_after", [4, 5, 6]),
    Q(24, "can you give me a quick rundown of how the bookends get made, start to finish?", None,
      "cut four 14 cm blanks, cut a 15 degree foot on the base pieces, rout a 9 mm deep pocket, sand the "
      "inside faces, glue and pin the joints (40 min clamping), then three coats of Danish oil",
      "summary", [4, 5, 6, 7, 9, 10, 11]),
]

# =====================================================================================
# meeting: workplace all-hands, three speakers (16 slides)
#   speakers: Bram Kettleworth (en-us), Junie Asante (en-gb+f3), Odile Marchetti (en-gb-scotland+f2)
#   agenda on slide 1 (Q3, launch, office, hiring, hackathon); actually: office (2-4), Q3 (5-6),
#     hiring (7-8), launch (9-10), hackathon (11-12); reason for the swap on slide 1
#   repeated action, said differently: thanking the support team, slides 4, 6, 8, 12
#   correction: launch "fourteenth... sorry, twenty first of November" on slide 10 (not on screen)
#   speech+screen: "the bigger one" of two offices on slide 3 -> Corbel House, 55 desks, $21,900
#   screen only: on-time 93.6%, cert expiry, Leona Fitch, 250 beta testers, new hires' full names
#   spoken only: +11% revenue, $2,500 referral bonus, parking 12 spaces, landlord wants double
#   end: next week's all-hands (security audit, hosted by Odile)
# =====================================================================================
M1, M2 = "#dfe9f5", "#eef2f7"
BRAM = ("en-us", "Bram Kettleworth - Product Manager")
JUNIE = ("en-gb+f3", "Junie Asante - People & Workplace")
ODILE = ("en-gb-scotland+f2", "Odile Marchetti - Engineering Lead")


def MS(who, title, lines, say, dur, bg, boxes=None):
    return S(title, lines, say, dur, bg, boxes=boxes, voice=who[0], speaker=who[1])


MEETING = {
    "name": "meeting",
    "footer": "Quillfeather Logistics  -  internal, do not share",
    "lead_in": 5.0,
    "voice": "en-us",
    "speed": 160,
    "segments": [
        MS(BRAM, "Route Planning Team All-Hands",
           ["Quillfeather Logistics", "Thursday, 9 October", "Host: Bram Kettleworth"],
           "Morning everyone, thanks for joining. Before we start, please welcome Tamsin and Rufus, who "
           "joined the data team on Monday.", 24, M1,
           boxes=[(60, 330, 760, 100, "#c9e4c5", "New this week:\nTamsin Oyelaran, Rufus Veldt")]),
        MS(BRAM, "Agenda",
           ["1. Q3 numbers", "2. Mobile app launch date", "3. Office move", "4. Hiring", "5. Hackathon"],
           "Here's the agenda, five items. Junie has to leave early for a meeting with the landlord, so "
           "we'll start with the office move instead.", 25, M2),
        MS(JUNIE, "Office move",
           ["Lease at 12 Harrow Street ends Jan 31", "2 options shortlisted"],
           "Thanks Bram. Our lease on Harrow Street ends at the end of January, and the landlord wants almost "
           "double to renew, so we are moving.", 23, M1),
        MS(JUNIE, "The two options",
           ["Linden Yard: 40 desks, $18,200 / month", "Corbel House: 55 desks, $21,900 / month"],
           "We looked at two places. We signed for the bigger one yesterday, because we expect to grow next "
           "year, and nobody wants to move twice.", 24, M2),
        MS(JUNIE, "Moving day",
           ["Saturday, 6 December", "Pack your desk by Thursday 4 Dec"],
           "Moving day is Saturday the sixth of December. Oh, and a huge thank you to the support team, who "
           "volunteered to label every single box.", 24, M1),
        MS(ODILE, "Q3 numbers",
           ["Revenue: $4.2M", "On-time deliveries: 93.6%", "Routes optimised: 18,400"],
           "Okay, the third quarter. Revenue came in at four point two million dollars, up eleven percent on the quarter "
           "before.", 23, M2),
        MS(ODILE, "Q3: the bad day",
           ["Outage: 14 Aug, 3 h 20 min", "Root cause: expired certificate"],
           "The one bad day was the outage in August, which lasted three hours and twenty minutes. The people "
           "answering customer tickets that afternoon kept everyone calm, so thank you to them.", 25, M1),
        MS(ODILE, "Hiring",
           ["Backend engineer (x3)", "Data analyst (x2)", "QA lead (x1)"],
           "On hiring, we have six open roles, and the referral bonus is now two thousand five hundred "
           "dollars.", 22, M2),
        MS(ODILE, "Hiring: how to help",
           ["Referrals to: Junie Asante", "Interview panels: Tue & Thu"],
           "Send your referrals to Junie, even though she has left the call. And credit to the support crew "
           "for helping us run the first round of interviews.", 24, M1),
        MS(BRAM, "Mobile app: Waypost",
           ["App store review: flagged", "Issue: location permission text"],
           "Now the mobile app. The store review flagged our location permission text, so the launch has "
           "moved.", 22, M2),
        MS(BRAM, "Waypost: new launch date",
           ["Launch moved", "Beta testers: 250", "Release notes: Leona Fitch"],
           "The new launch date is the fourteenth of November, sorry, I mean the twenty first of November. "
           "The fourteenth was the old date.", 24, M1),
        MS(BRAM, "Hackathon",
           ["Dates: Dec 11-12", "Theme: fewer empty miles", "Teams of 3-4"],
           "The hackathon is on the eleventh and twelfth of December. The theme is cutting empty miles, and "
           "I'll be running it myself.", 24, M2),
        MS(BRAM, "Hackathon prizes",
           ["Winners: extra day off + $200 each", "Judges: Odile, Bram, a customer"],
           "The winning team gets an extra day off and two hundred dollars each. And our friends on the help "
           "desk will play test users during the demos, so cheers to them as well.", 25, M1),
        MS(ODILE, "Q&A",
           ["Questions from the chat"],
           "Someone asked in the chat whether parking comes with Corbel House. It does, twelve spaces, first "
           "come first served.", 22, M2),
        MS(ODILE, "Next week",
           ["Next all-hands: Thursday, 16 October", "Host: Odile Marchetti", "Topic: security audit results"],
           "Next week I'll host, and we'll go through the security audit results. Please bring your questions.",
           22, M1),
        MS(BRAM, "Wrap-up",
           ["Thanks, everyone"],
           "That's it, thanks everyone. Go grab a coffee, the new machine in the kitchen finally works.",
           22, M2),
    ],
}
MEETING["questions"] = [
    Q(1, "what kind of meeting is this?",
      ["a route planning team all-hands", "a security audit review", "a job interview panel",
       "a hackathon kickoff"], "a route planning team all-hands", "topic", [0],
      para=["What sort of meeting is being recorded here?",
            "is this like a team meeting or what kind of meeting is it"]),
    Q(2, "who's hosting the meeting", ["Bram Kettleworth", "Odile Marchetti", "Junie Asante", "Leona Fitch"],
      "Bram Kettleworth", "who", [0]),
    Q(3, "There's an agenda at the start, but they jump around. In what order were the topics actually covered?",
      ["Q3 numbers, app launch, office move, hiring, hackathon",
       "office move, Q3 numbers, hiring, app launch, hackathon",
       "office move, Q3 numbers, app launch, hiring, hackathon",
       "Q3 numbers, office move, hiring, app launch, hackathon"],
      "office move, Q3 numbers, hiring, app launch, hackathon", "order", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      para=["what order did they actually go through the agenda items in",
            "In the order they were really discussed, which sequence of topics is right?"]),
    Q(4, "why did they start with the office move and not the first agenda item?",
      ["Junie had to leave early for a meeting with the landlord", "the Q3 numbers weren't ready yet",
       "Odile joined the call late", "the office move was the most urgent item"],
      "Junie had to leave early for a meeting with the landlord", "why", [1]),
    Q(5, "why is the team moving offices at all?", None,
      "the lease on Harrow Street ends at the end of January and the landlord wants almost double to renew",
      "why", [2]),
    Q(6, "how much is the monthly rent on the office they signed for?",
      ["$18,200", "$21,900", "$2,500", "$12,000"], "$21,900", "speech_and_screen", [3],
      para=["What will the new office cost per month?",
            "they signed one of the two offices - whats the rent on that one each month"]),
    Q(7, "Why did they go for the bigger office?", None,
      "they expect to grow next year and nobody wants to move twice", "why", [3]),
    Q(8, "when's moving day?",
      ["Saturday, 6 December", "Thursday, 4 December", "Friday, 31 January", "Thursday, 16 October"],
      "Saturday, 6 December", "quantity", [4]),
    Q(9, "How many times does someone thank or give credit to the support team during the meeting?",
      ["2", "3", "4", "5"], "4", "count", [4, 6, 8, 12],
      para=["how many times do they shout out the support people",
            "Across the whole call, how often is the support team thanked?"]),
    Q(10, "how much did revenue grow in q3 compared to the quarter before",
      ["11%", "4.2%", "93.6%", "18%"], "11%", "spoken_fact", [5]),
    Q(11, "what was the on-time delivery rate?", None, "93.6%", "needle_screen", [5]),
    Q(12, "what caused the august outage?",
      ["an expired certificate", "a failed database migration", "a power cut at the data centre",
       "a bad app release"], "an expired certificate", "needle_screen", [6]),
    Q(13, "so when is the Waypost app actually launching now?",
      ["November 14", "November 21", "December 6", "December 11"], "November 21", "correction", [10],
      para=["What's the new launch date for the mobile app?",
            "the app launch got moved - to what date"]),
    Q(14, "why did the app launch get pushed back?",
      ["the app store review flagged the location permission text", "the beta testers found a crash",
       "the release notes weren't finished", "the August outage delayed development"],
      "the app store review flagged the location permission text", "why", [9]),
    Q(15, "what's the referral bonus now?", None, "$2,500", "spoken_fact", [7]),
    Q(16, "who should referrals be sent to?", None, "Junie Asante", "who", [8]),
    Q(17, "Who is writing the release notes for the app?",
      ["Leona Fitch", "Tamsin Oyelaran", "Junie Asante", "Rufus Veldt"], "Leona Fitch", "who", [10]),
    Q(18, "what does the winning hackathon team get?",
      ["an extra day off and $200 each", "an extra day off only", "$2,500 each", "$200 shared by the team"],
      "an extra day off and $200 each", "quantity", [12]),
    Q(19, "does the new office come with parking? someone asked in the chat", None,
      "yes, 12 spaces, first come first served", "spoken_fact", [13]),
    Q(20, "at the very beginning, who gets welcomed to the team?", None,
      "Tamsin Oyelaran and Rufus Veldt, who joined the data team on Monday", "begin", [0]),
    Q(21, "What will next week's all-hands be about?",
      ["security audit results", "Q4 numbers", "hackathon demos", "office move logistics"],
      "security audit results", "end", [14],
      para=["whats the topic of the next all hands",
            "What are they going to go through at next week's meeting?"]),
    Q(22, "how many people are on the route planning team in total?",
      ["24", "31", "40", ABSENT], ABSENT, "absent", []),
    Q(23, "what's the budget for the hackathon?", None, ABSENT, "absent", []),
    Q(24, "which topic came right after the app launch discussion?",
      ["the hackathon", "hiring", "the office move", "the Q3 numbers"], "the hackathon",
      "right_before_after", [10, 11]),
]

# =====================================================================================
# unbox: headphones unboxing and review (15 slides)
#   plan on slide 2 (unboxing, comfort, sound, noise cancelling, battery, verdict);
#   actually: unboxing (3-5), comfort (6), noise cancelling (8, reason on 7), sound (9-10), battery (11)
#   repeated action, said differently: the headband creaking, slides 6, 8, 12
#   correction: battery "thirty one hours, sorry, thirty six" on slide 11 (40 h claimed on screen)
#   speech+screen: "the more expensive one" of two colours on slide 3 -> Sandstone, $279
#   screen only: 1.2 m cable, 268 g, Sorell $199, score 8.5/10
#   spoken only: sent 20 February, designer Kasimir Orlov-Teague, ~40 g lighter, 3 hour session,
#     10 min -> 5 hours, friend Dario
#   teaser at the end (slide 14): Drift Buds, on sale 3 March
# =====================================================================================
U1, U2 = "#2b2f3a", "#e8e4f0"
UNBOX = {
    "name": "unbox",
    "footer": "Quiet Bench Reviews",
    "lead_in": 6.0,
    "voice": "en-gb+f3",
    "speed": 160,
    "segments": [
        S("Halvard Drift X2: Unboxing & Review",
          ["Quiet Bench Reviews", "with Wendeline Osei"],
          "Hi, I'm Wendeline, and this is Quiet Bench. Today I'm unboxing and reviewing the Halvard Drift X "
          "two, a pair of over ear noise cancelling headphones.", 24, U1),
        S("Disclosure",
          ["Review unit sent by Halvard", "Halvard did not see this review"],
          "Quick note. Halvard sent me this pair on the twentieth of February. They haven't paid me, and they "
          "don't get to see the review before it goes up.", 24, U2),
        S("What I'll cover",
          ["1. Unboxing", "2. Comfort", "3. Sound", "4. Noise cancelling", "5. Battery", "6. Verdict"],
          "Here's what I'll cover, in this order. Let's open the box.", 21, U1),
        S("Two colours",
          ["Slate: $249", "Sandstone: $279"],
          "The Drift X two comes in two colours. Mine is the more expensive one, which, to be honest, I "
          "picked only because it matches my desk.", 23, U2),
        S("In the box",
          ["Hard zip case", "USB-C cable, 1.2 m", "3.5 mm audio cable", "Airplane adapter"],
          "Inside the box there's a hard case and a few cables. There is no wall charger, so you'll need "
          "your own.", 22, U1),
        S("Specs",
          ["Weight: 268 g", "Drivers: 40 mm", "Bluetooth 5.3", "Colours: 2"],
          "These are the main specs. The lead designer, Kasimir Orlov Teague, told me they shaved almost "
          "forty grams off the previous model.", 24, U2),
        S("Comfort",
          ["Clamp force: light", "Ear cushions: memory foam"],
          "On my head, the clamp is gentle and the cushions are soft. I wore them for a three hour work "
          "session with no headache. There's a tiny creak from the headband when I turn my head, though.",
          26, U1),
        S("Change of plan",
          ["Noise cancelling BEFORE sound", "Reason: construction next door"],
          "Change of plan. The builders next door started drilling this morning, so I'm testing the noise "
          "cancelling first, while the noise is actually here.", 24, U2),
        S("Noise cancelling",
          ["Modes: Max, Adaptive, Off", "Transparency: 5 levels"],
          "On the max setting, the drilling drops to a faint tap. Adaptive mode is nearly as good and saves "
          "battery. And yes, that squeak from the band again, when I looked over at the window.", 26, U1),
        S("Sound",
          ["EQ: 5-band, in the Halvard app", "Codecs: AAC, LDAC"],
          "Now the sound. The bass is tight and the vocals are clear, but the treble is a bit sharp until "
          "you pull it down in the app.", 23, U2),
        S("Comparison",
          ["Drift X2 vs Sorell Tone 5", "Sorell Tone 5: $199, 310 g"],
          "I borrowed my friend Dario's Sorell Tone five to compare. The Sorell has a warmer sound, but the "
          "Drift X two blocks noise much better.", 24, U1),
        S("Battery",
          ["Claimed: 40 h (noise cancelling on)", "Quick charge: 10 min"],
          "For battery, I played music at half volume until they died. They lasted thirty one hours, sorry, "
          "thirty six hours, I misread my notes. Ten minutes on the cable gives you about five hours.",
          27, U2),
        S("Niggles",
          ["No wall charger", "Touch panel: a bit too sensitive", "Headband noise"],
          "A couple of niggles. The touch panel paused my music every time I adjusted my hair, and the band "
          "clicked one more time while I was recording this bit.", 24, U1),
        S("Verdict",
          ["Score: 8.5 / 10", "Best for: commuters, open offices"],
          "My verdict: great noise cancelling and long battery life, with slightly sharp treble. If you work "
          "somewhere loud, these are an easy recommendation.", 24, U2),
        S("Next week",
          ["Halvard Drift Buds", "On sale: 3 March"],
          "Next week I'm reviewing the Drift Buds, the earbud version, which go on sale on the third of "
          "March. See you then.", 22, U1),
    ],
}
UNBOX["questions"] = [
    Q(1, "what product is this video reviewing?",
      ["Halvard Drift X2 over-ear headphones", "Halvard Drift Buds earbuds", "Sorell Tone 5 headphones",
       "a Halvard phone"], "Halvard Drift X2 over-ear headphones", "topic", [0],
      para=["Which product is the main subject of this review?",
            "whats being unboxed here"]),
    Q(2, "who's the reviewer?", ["Wendeline Osei", "Kasimir Orlov-Teague", "Dario Halvard", "Priya Sorell"],
      "Wendeline Osei", "who", [0]),
    Q(3, "When did Halvard send her the review pair?",
      ["February 20", "March 3", "February 2", "March 20"], "February 20", "spoken_fact", [1]),
    Q(4, "how much does the colour she got cost",
      ["$249", "$279", "$199", "$229"], "$279", "speech_and_screen", [3],
      para=["What's the price of the colour version Wendeline is reviewing?",
            "she picked one of the two colours, how much is that one"]),
    Q(5, "why did she pick that colour?", None, "it matches her desk", "why", [3]),
    Q(6, "how long is the usb-c cable that comes in the box?",
      ["1.2 m", "1 m", "1.5 m", "2 m"], "1.2 m", "needle_screen", [4]),
    Q(7, "How much do the headphones weigh?", None, "268 g", "needle_screen", [5]),
    Q(8, "who is the lead designer of the Drift X2?",
      ["Kasimir Orlov-Teague", "Dario", "Wendeline Osei", "Leander Sorell"], "Kasimir Orlov-Teague", "who", [5]),
    Q(9, "how much lighter are they than the previous model?",
      ["almost 40 grams", "about 10 grams", "about 60 grams", "268 grams"], "almost 40 grams",
      "spoken_fact", [5]),
    Q(10, "for the comfort test, how long did she wear them in one go?",
      ["3 hours", "5 hours", "36 hours", "1 hour"], "3 hours", "quantity", [6]),
    Q(11, "How many times does she point out the headband creaking or making a noise?",
      ["1", "2", "3", "4"], "3", "count", [6, 8, 12],
      para=["how many times does the headband creak/squeak during the video",
            "Count how often she mentions the band making a noise - what's the total?"]),
    Q(12, "after the unboxing, in what order did she actually test things?",
      ["comfort, sound, noise cancelling, battery", "comfort, noise cancelling, sound, battery",
       "noise cancelling, comfort, sound, battery", "comfort, sound, battery, noise cancelling"],
      "comfort, noise cancelling, sound, battery", "order", [2, 6, 7, 8, 9, 10, 11]),
    Q(13, "why did she test the noise cancelling before the sound?", None,
      "builders next door started drilling that morning, so she tested it while the noise was there",
      "why", [7],
      para=["What made her swap noise cancelling ahead of the sound test?",
            "why'd she change the plan and do ANC first"]),
    Q(14, "how long did the battery last in her own test?",
      ["31 hours", "36 hours", "40 hours", "5 hours"], "36 hours", "correction", [11],
      para=["In Wendeline's battery test, how many hours did the headphones actually last?",
            "real battery life she got, not the claimed one?"]),
    Q(15, "whose headphones did she compare them against?", None,
      "her friend Dario's Sorell Tone 5", "who", [10]),
    Q(16, "What does the Sorell Tone 5 cost?", ["$199", "$249", "$279", "$310"], "$199", "needle_screen", [10]),
    Q(17, "how do the Drift X2 compare to the Sorell Tone 5?",
      ["the Sorell sounds warmer, but the Drift X2 blocks noise much better",
       "the Drift X2 sounds warmer and blocks noise better",
       "the Sorell blocks noise better, but the Drift X2 sounds warmer",
       "they sound the same, but the Sorell is lighter"],
      "the Sorell sounds warmer, but the Drift X2 blocks noise much better", "relation", [10]),
    Q(18, "what score out of ten did she give them?", None, "8.5 / 10", "needle_screen", [13]),
    Q(19, "What did she do right before the battery test?",
      ["compared them with the Sorell Tone 5", "tested the noise cancelling", "listed what's in the box",
       "gave her final verdict"], "compared them with the Sorell Tone 5", "right_before_after", [10, 11]),
    Q(20, "what's the next review going to be?",
      ["Halvard Drift Buds", "Halvard Drift X2", "Sorell Tone 5", "Halvard Drift X3"],
      "Halvard Drift Buds", "end", [14]),
    Q(21, "how much noise reduction do they claim, in decibels?",
      ["25 dB", "32 dB", "40 dB", ABSENT], ABSENT, "absent", []),
    Q(22, "can it connect to two devices at once (multipoint)?", None, ABSENT, "absent", []),
    Q(23, "At the beginning, does she say whether Halvard paid her for this review?", None,
      "no, Halvard sent the pair but didn't pay her and doesn't see the review before it goes up",
      "begin", [1]),
    Q(24, "what's her overall verdict?", None,
      "great noise cancelling and long battery, slightly sharp treble; an easy recommendation if you work "
      "somewhere loud", "summary", [13]),
]

VIDEOS = [CRAFT, MEETING, UNBOX]
