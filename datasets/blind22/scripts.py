"""Scripts of the "blind22" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- bulletin:  a regional TV evening news bulletin (a presenter, a reporter on a failing live link,
             the weather, the sport and an "and finally")
- openmic:   a stand-up comedy new-act night in a pub cellar (a compère, a promoter with a torch,
             four acts)
- ghosthunt: an overnight paranormal investigation live stream in a derelict maltings, raising
             money for its roof (with a sceptic on the team)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ bulletin (regional TV news)
IMOGEN = ("en-gb-x-rp+f3", "Imogen Radclyffe, presenter")
ORRIN = ("en-gb+m1", "Orrin Lusk, Wrenhaven Hospitals Trust")
NIAMH = ("en-gb-scotland+f4", "Niamh Tolland, reporter, Stallbridge")
BARNABY = ("en-gb-x-gbclan+m5", "Barnaby Quist, weather")
HAMISH = ("en-gb-scotland+m6", "Hamish Okafor, sport")
GWENDA = ("en-gb-x-gbcwmd+f3", "Gwenda Pilbeam, Duchess's owner")

STUDIO = "#e9eef6"
LIVE = "#f6efe4"
WEATHER = "#e2f2f4"
STUDIO_DARK = "#14253d"

BULLETIN = {
    "name": "bulletin",
    "footer": "Wrenhaven Tonight · Fenlock Television · weekdays at 6:30 pm",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(IMOGEN, STUDIO_DARK, "Wrenhaven Tonight",
              ["Thursday 12 November · 6:30 pm", "Presented by Imogen Radclyffe", "Live from the Fenlock studio"],
              "Good evening, and welcome to Wrenhaven Tonight. I'm Imogen Radclyffe. It's been a day of long "
              "queues and short tempers right across the region, and we'll get to the reasons in a moment. But "
              "we've also got one story for you tonight that I promise will make you smile, so do stay with us."),
        # 1
        slide(IMOGEN, STUDIO, "Tonight's headlines",
              ["1. Stallbridge swing bridge stuck open", "2. Hospital parking charges to rise",
               "3. Duchess the tortoise home after 11 years", "4. Sport: Wrenhaven Rovers' cup draw",
               "5. Weather"],
              "Those are the headlines, but we're starting with the hospital, not the bridge. Our reporter Niamh "
              "Tolland is at Stallbridge, but the satellite van only just got there, because it was stuck in the "
              "diversion traffic like everybody else, and the engineers are still setting up. We'll go to Niamh "
              "as soon as we can."),
        # 2
        slide(IMOGEN, STUDIO, "Hospital parking charges",
              ["Wrenhaven General Hospital", "Up to 4 hours: £2.10 now, £3.20 from 1 January",
               "Parking spaces: 1,140"],
              "Visitors to Wrenhaven General Hospital will pay more to park from the first of December. The "
              "charge for up to four hours is going up from two pounds ten to three pounds twenty, and for the "
              "first time, hospital staff will have to pay to park as well. The hospitals trust says it needs the "
              "money for repairs."),
        # 3
        slide(ORRIN, STUDIO, "Hospital parking charges",
              ["Multi-storey car park: closed since June", "Repairs: £2.6 million", "Blue badge holders: still free"],
              "Nobody likes paying to park, and I do understand that. But our multi storey car park has been "
              "closed since the summer, because water got into the concrete, and the repairs will cost more than "
              "two and a half million pounds. Blue badge holders will still park free, and so will the parents "
              "of children on our wards."),
        # 4
        slide(IMOGEN, STUDIO, "Stallbridge swing bridge",
              ["Stuck open since Monday, 12:40 pm", "Diversion: 14 miles, via Tolley Cross"],
              "Now, I'm told we can go to Stallbridge, where the old swing bridge has been stuck open since "
              "Tuesday, and drivers face a long diversion. Niamh, what's the latest there? Niamh? No, I'm afraid "
              "we've lost the picture from Stallbridge completely. We'll try to get her back in a moment."),
        # 5
        slide(IMOGEN, STUDIO, "Traffic",
              ["Tolley Cross diversion: about 40 minutes extra", "Queue: back to the Barley Mow roundabout"],
              "While the engineers work on that, the traffic. The diversion through Tolley Cross is adding about "
              "forty minutes to journeys this evening, and the queue on the ring road goes back to the Barley Mow "
              "roundabout. Police are asking people not to travel unless they must. Let's try Stallbridge again. "
              "Niamh, can you hear me?"),
        # 6
        slide(NIAMH, LIVE, "Live: Stallbridge",
              ["Niamh Tolland, at the bridge", "Stuck open since Monday, 12:40 pm"],
              "I can hear you, Imogen. Just to put one thing right, the bridge has been stuck since Monday "
              "lunchtime, not Tuesday. Tuesday was when the council finally admitted it. It swung open to let a "
              "barge through, and it simply hasn't swung back. The engineers have been working on it since first "
              "light, and they're telling me that"),
        # 7
        slide(IMOGEN, STUDIO, "Live: Stallbridge",
              ["Foot ferry: every 20 minutes until 10 pm", "Fare: £1.50 · under 16s free"],
              "And Niamh has frozen, mid sentence, with her mouth open, which I'm sure she'll thank us for. The "
              "signal from Stallbridge has gone again. Apologies. While we wait, a reminder that the foot ferry "
              "across the river is running every twenty minutes until ten o'clock tonight, and children under "
              "sixteen travel free."),
        # 8
        slide(NIAMH, LIVE, "Live: Stallbridge",
              ["Fault: burnt-out hydraulic pump", "Bridge opened: 1898", "New pump: hoped for by Saturday"],
              "Sorry, Imogen, we're back. The engineers tell me the problem is the hydraulic pump that turns the "
              "bridge. It burnt out, and the new one has to be made specially, because the bridge is well over a "
              "hundred years old. They're hoping to have it fitted by Saturday, but nobody down here is promising "
              "anything."),
        # 9
        slide(NIAMH, LIVE, "Live: Stallbridge",
              ["Bea's Bakery, south bank: customers down by half"],
              "And it isn't just drivers. Bea Sorrell, who runs the bakery on the south bank, says she's lost half "
              "her customers this week, because nobody can get across to her. She's been sending her loaves over "
              "on the foot ferry, and selling them from a trestle table on the other side, which"),
        # 10
        slide(IMOGEN, STUDIO, "Weather warning",
              ["Yellow warning: wind", "Issued: 6:05 pm"],
              "We can still see Niamh talking, but we've lost her sound completely, so we'll leave Stallbridge "
              "there for now. A yellow warning for wind was issued just a few minutes ago, so we're bringing the "
              "weather forward, ahead of the sport. Barnaby, what are we in for?"),
        # 11
        slide(BARNABY, WEATHER, "Yellow warning: wind",
              ["From 9 pm Thursday to 3 pm Friday", "Gusts up to 70 mph on the coast", "Inland: gusts up to 50 mph"],
              "Quite a blow, I'm afraid, Imogen. From nine tonight until three tomorrow afternoon, we could see "
              "gusts of up to seventeen miles an hour on the coast. Seventy, sorry, seventy. Seventeen would be a "
              "nice breeze. Inland it'll be a bit calmer, but please bring your garden furniture and your wheelie "
              "bins in tonight."),
        # 12
        slide(BARNABY, WEATHER, "Tonight and tomorrow",
              ["Tonight: low of 4°C", "Friday: high of 9°C", "Tolley Moors: sleet above 300 m"],
              "Tonight will be chilly under all that cloud, with a low of about four degrees. Tomorrow, once the "
              "wind eases, there'll be some sunshine in the afternoon, and up on Tolley Moors there could be sleet "
              "on the higher ground. If you're walking up there this weekend, take something warm."),
        # 13
        slide(BARNABY, WEATHER, "The weekend",
              ["Saturday: dry, 11°C", "Sunday: rain from midday"],
              "And the weekend? Saturday looks dry and bright, which is good news for the engineers at "
              "Stallbridge, if their new pump turns up. Sunday will be wetter, with rain arriving around "
              "lunchtime. That's the weather. Now, Hamish has been very patient, so here's the sport."),
        # 14
        slide(HAMISH, STUDIO, "Sport: the County Cup draw",
              ["Third round: Wrenhaven Rovers v Caddon Athletic", "Saturday 5 December, 3 pm",
               "Mereside Park"],
              "Thanks, Barnaby. Bear with me, my autocue has just frozen, so I'm doing this from memory. "
              "Wrenhaven Rovers have been drawn at home to Caddon Athletic in the third round of the County Cup. "
              "It's a local derby, the ground is nearly sold out already, and the two clubs haven't met in the "
              "cup for a very long time."),
        # 15
        slide(HAMISH, STUDIO, "Sport: the County Cup draw",
              ["Rovers' last cup win over Caddon: 1979", "Rovers manager: Ffion Garside"],
              "In fact, Rovers' last cup win over Caddon was the year I was born, so you can work out how old I "
              "am. The Rovers manager, Ffion Garside, who also happens to be my big sister, told me she'd rather "
              "have drawn anyone else, because Caddon always raise their game. I think she's secretly delighted."),
        # 16
        slide(NIAMH, LIVE, "Live: Stallbridge",
              ["Bridge closed to traffic: until Saturday at least", "No parking on the verges by the ferry"],
              "Imogen, they've got us back for one last word from Stallbridge. The council has just told me the "
              "bridge will stay closed to traffic until Saturday at the very least, and they're asking drivers "
              "not to park on the verges near the ferry. It's getting very windy down here, so back to"),
        # 17
        slide(IMOGEN, STUDIO, "And finally",
              ["Duchess the tortoise"],
              "And there goes the picture again, just as Niamh was saying goodbye. Thank you, Niamh. And finally, "
              "the story we promised you. We kept it until the end, because Duchess's owner got stuck in the "
              "Stallbridge diversion, and she has only just made it to the studio. Gwenda, welcome."),
        # 18
        slide(GWENDA, STUDIO, "Duchess comes home",
              ["Duchess, a tortoise", "Missing: 11 years", "Age: 46"],
              "Thank you. Duchess is sixty four. No, forty six, I always get that the wrong way round. She went "
              "missing eleven years ago, when she dug under our garden fence, and I'd given up hope. For a whole "
              "year I left a lettuce leaf by the back door every night, just in case she found her way home."),
        # 19
        slide(GWENDA, STUDIO, "Duchess comes home",
              ["Found: Spindle Lane allotments, 2 miles away", "Found by: Lenny Marsh, allotment holder"],
              "Then on Monday a man called Lenny Marsh rang me. He'd found her on his allotment, eating his "
              "winter cabbages, as bold as you like. I knew it was her straight away, because of the little chip "
              "on her shell, shaped like a heart. Lenny says she can visit any time, just not in his cabbage "
              "season."),
        # 20
        slide(IMOGEN, STUDIO, "A correction",
              ["Hospital parking: new charges start 1 January", "Not 1 December, as we said earlier"],
              "Before we go, a correction. Earlier in the programme, I said the new hospital parking charges "
              "begin on the first of December. In fact, they begin on the first of January. Our apologies for "
              "that, and to anyone who has already started saving up their change."),
        # 21
        slide(IMOGEN, STUDIO_DARK, "Later tonight",
              ["Next bulletin: 10:25 pm", "Back at Stallbridge",
               "Meet the harbour swimmer: 30 years of morning swims"],
              "We'll be back at twenty five past ten, hopefully with a working link to Stallbridge. And we'll meet "
              "the woman who has swum in Wrenhaven harbour every single morning for thirty years, in every kind of "
              "weather, including, she tells me, tomorrow's. Until then, bring your bins in, and good night."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What sort of programme am I watching here?",
         "para": ["wrenhaven tonight - what kind of show",
                  "I've only caught the end of this on catch-up. Broadly speaking, what is the whole programme?"],
         "cands": ["A regional TV evening news bulletin",
                   "A profile of a woman who has swum in the harbour every morning for 30 years",
                   "A weather special about a yellow wind warning",
                   "A phone-in about hospital parking charges"],
         "answer": "A regional TV evening news bulletin"},
        {"n": 2, "type": "count", "ev": [4, 7, 10, 17],
         "q": "How often does the live link to the reporter at Stallbridge break down during the programme?",
         "para": ["number of times they lose niamh",
                  "The outside broadcast from the bridge keeps failing on air. Counting picture and sound going, "
                  "how many separate times does it drop out?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which story did the bulletin actually open with?",
         "para": ["first news item covered",
                  "The swing bridge was at the top of the headlines, but they didn't start there. What was the "
                  "first story they ran?"],
         "cands": ["The hospital parking charges", "The Stallbridge swing bridge", "Duchess the tortoise",
                   "The weather warning"],
         "answer": "The hospital parking charges"},
        {"n": 4, "type": "order", "ev": [1, 14, 17, 18],
         "q": "the tortoise was third in the headlines, so when did it actually get shown",
         "cands": None, "answer": "Last of the stories, at the very end, after the sport"},
        {"n": 5, "type": "correction", "ev": [2, 20],
         "q": "From what date do the higher hospital parking charges apply?",
         "para": ["start date new parking charges wrenhaven general",
                  "Imogen gives one date early on and has to put it right before the end. When do visitors "
                  "really start paying more?"],
         "cands": None, "answer": "1 January (not 1 December, as first said)"},
        {"n": 6, "type": "correction", "ev": [4, 6],
         "q": "Since when has the Stallbridge bridge been stuck open?",
         "cands": ["Since Monday lunchtime", "Since Tuesday", "Since Saturday", "Since Thursday morning"],
         "answer": "Since Monday lunchtime"},
        {"n": 7, "type": "quantity", "ev": [11],
         "q": "strongest gusts forecast for the coast",
         "cands": ["70 mph", "17 mph", "50 mph", "90 mph"],
         "answer": "70 mph"},
        {"n": 8, "type": "who", "ev": [6],
         "q": "Which member of the news team told Imogen she had the wrong day for the bridge?",
         "cands": None, "answer": "Niamh Tolland, the reporter at Stallbridge"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "Why didn't they lead with the bridge story, given it was the top headline?",
         "cands": None,
         "answer": "The satellite van had been stuck in the diversion traffic and the live link wasn't set up yet"},
        {"n": 10, "type": "why", "ev": [10],
         "q": "What made them move the weather ahead of the sport?",
         "cands": ["A yellow wind warning had just been issued",
                   "Hamish's autocue had frozen",
                   "The link to Stallbridge was back",
                   "Barnaby had to leave early"],
         "answer": "A yellow wind warning had just been issued"},
        {"n": 11, "type": "why", "ev": [17],
         "q": "why was the tortoise saved for the end",
         "para": ["reason duchess story came last",
                  "The tortoise story was listed before the sport and the weather. Why did they end up running "
                  "it right at the end instead?"],
         "cands": None,
         "answer": "Duchess's owner got stuck in the Stallbridge diversion and had only just reached the studio"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "how long is the diversion in miles",
         "cands": None, "answer": "14 miles (via Tolley Cross)"},
        {"n": 13, "type": "needle_screen", "ev": [8],
         "q": "What year did the Stallbridge swing bridge open?",
         "cands": ["1898", "1889", "1908", "1879"],
         "answer": "1898"},
        {"n": 14, "type": "speech_and_screen", "ev": [15],
         "q": "Hamish jokes that we can work out his age. So what year was he born?",
         "cands": None, "answer": "1979"},
        {"n": 15, "type": "quantity", "ev": [2],
         "q": "Under the new charges, what will a visitor pay to park for up to four hours?",
         "cands": ["£3.20", "£2.10", "£4.50", "£3.50"],
         "answer": "£3.20"},
        {"n": 16, "type": "absent", "ev": [],
         "q": "What time does the first foot ferry cross in the morning?",
         "cands": None, "answer": ABSENT},
        {"n": 17, "type": "spoken_fact", "ev": [19],
         "q": "When Duchess was found, what was she tucking into?",
         "cands": ["Lenny Marsh's winter cabbages", "A lettuce leaf by the back door",
                   "Strawberries on the allotment", "Dandelions by the river"],
         "answer": "Lenny Marsh's winter cabbages"},
        {"n": 18, "type": "relation", "ev": [15],
         "q": "ffion garside and hamish - how are they connected",
         "cands": None, "answer": "She's his big (older) sister"},
        {"n": 19, "type": "who", "ev": [19],
         "q": "Who found the missing tortoise?",
         "cands": ["Lenny Marsh", "Bea Sorrell", "Orrin Lusk", "Niamh Tolland"],
         "answer": "Lenny Marsh"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "What does the presenter promise viewers in her opening lines?",
         "cands": ["A story that will make them smile",
                   "A live interview with the council",
                   "The cup draw before the weather",
                   "An apology for the link problems"],
         "answer": "A story that will make them smile"},
        {"n": 21, "type": "end", "ev": [21],
         "q": "What's being trailed for the later bulletin?",
         "cands": ["Meeting a woman who has swum in the harbour every morning for 30 years",
                   "The Rovers v Caddon cup tie, live from Mereside Park",
                   "Duchess the tortoise's first night back home",
                   "A debate on the hospital parking charges"],
         "answer": "Meeting a woman who has swum in the harbour every morning for 30 years"},
        {"n": 22, "type": "right_before_after", "ev": [7],
         "q": "right after niamh froze mid-sentence, what information did imogen give viewers?",
         "cands": None,
         "answer": "The foot ferry: every 20 minutes until 10 pm, under-16s free"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "name of the barge the bridge opened for",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much will hospital staff be charged to park?",
         "cands": ["£1 a day", "£2.50 a week", "£5 a week", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ openmic (comedy new-act night)
DOUGIE = ("en-gb-x-gbclan+m6", "Dougie Farrant, compère")
KEZIA = ("en-us+f1", "Kezia Moor, runs the night")
BETTINA = ("en-gb+f2", "Bettina Crouch, act")
SULLY = ("en-029+m5", "Sully Ambrose, act")
TAM = ("en-gb-x-gbcwmd+m4", "Tam Ruddock, act")
RHODA = ("en-gb-x-rp+f5", "Rhoda Vance, headliner")

STAGE = "#f5ebe0"
CHALK = "#2f3b33"
CELLAR_DARK = "#2a1719"

OPENMIC = {
    "name": "openmic",
    "footer": "New Act Night · The Cellar Bar, The Brass Kettle · filmed for the venue's page",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(DOUGIE, CELLAR_DARK, "New Act Night",
              ["The Cellar Bar, The Brass Kettle, Pellingford", "Monday 9 February, 8 pm", "Entry £4 · acts free"],
              "Good evening, Pellingford, and welcome to New Act Night, down here in the cellar of the Brass "
              "Kettle. I'm Dougie Farrant, your compère, which is a French word for the man who fills the gaps. "
              "Some of tonight's acts have never been on a stage before, so be kind to them. Or at least be "
              "quiet."),
        # 1
        slide(DOUGIE, CHALK, "Tonight's line-up",
              ["1. Tam Ruddock (first gig)", "2. Bettina Crouch", "3. Sully Ambrose", "4. Jonty Pike",
               "5. Rhoda Vance (headliner)"],
              "That's the running order on the chalkboard, and it's wrong already. Tam, who's meant to be "
              "opening, is still sitting on the bus from Hollinbeck, because of the roadworks on the bypass. So "
              "Bettina is going on first instead, and Tam will go on whenever he gets here, hopefully before "
              "closing time."),
        # 2
        slide(KEZIA, STAGE, "House rules",
              ["Acts: 5 minutes each", "The light: 1 minute left", "Headliner: 10 minutes, no light"],
              "Hi, I'm Kezia, and I run this night. Quick rules for the acts. Five minutes each. When I flash my "
              "torch at you from the back, that's the light, and it means you've got one minute left. Our "
              "headliner gets ten minutes and no light at all. The quiz team needs this room at half ten, so I'm "
              "strict."),
        # 3
        slide(DOUGIE, STAGE, "Act 1: Bettina Crouch",
              ["Bettina Crouch", "From: Dunmore", "Day job: driving instructor"],
              "Right. Our first act has come all the way from Dunmarsh. She teaches people to drive for a living, "
              "so nothing you lot do tonight can possibly frighten her. Please give a big cellar welcome to "
              "Bettina Crouch!"),
        # 4
        slide(BETTINA, STAGE, "Bettina Crouch",
              ["Day job: driving instructor"],
              "Thank you. It's Dunmore, actually, not Dunmarsh. Dunmarsh is where my ex lives, and I'm not going "
              "back there, even on a diversion. So, I teach driving. Last week a pupil asked me which pedal was "
              "the brake. We were on the motorway at the time. I said, whichever one you can find first, love."),
        # 5
        slide(BETTINA, STAGE, "Bettina Crouch",
              ["Driving tests she failed: 4"],
              "I failed my own driving test four times. The fourth examiner got out at a red light and walked "
              "home. Oh, there's Kezia flashing the torch at me already. One minute. That's more warning than "
              "I've ever had from a pupil. They just scream and let go of the wheel."),
        # 6
        slide(DOUGIE, STAGE, "Act 2: Sully Ambrose",
              ["Sully Ambrose", "Comedy and magic", "Rabbit: no (his landlord says no pets)"],
              "Bettina Crouch, everybody! Lovely. Next, a man who does comedy and magic, which means twice as "
              "many things can go wrong. He doesn't have a rabbit, because his landlord says no pets. Please "
              "welcome Sully Ambrose!"),
        # 7
        slide(SULLY, STAGE, "Sully Ambrose",
              ["Comedy and magic"],
              "Thank you, thank you. For my first trick, I need a volunteer. You, sir, at the bar, in the flat "
              "cap. What's your name? Big Col. Of course it is. Col, think of a card. Don't tell me. Was it the "
              "seven of clubs? No? Well, it is now, because that's the only card I've brought."),
        # 8
        slide(SULLY, STAGE, "Sully Ambrose",
              ["The big finish: the vanishing pint"],
              "Right, the big finish. I am going to make this pint, which belongs to Big Col, disappear in front "
              "of your very eyes. Drum roll, please. And it's gone. Yes, I drank it. And now, for my final trick, "
              "the famous rope. Oh. Right. Thank you, Pellingford, you've been lovely, goodnight!"),
        # 9
        slide(DOUGIE, STAGE, "Sully Ambrose",
              ["Tam Ruddock: arrived 8:41 pm"],
              "Sully Ambrose! For anyone watching online, he stopped so suddenly because Kezia gave him the light, "
              "halfway through drinking Col's pint. Col would like his money back, Sully. And good news. Tam "
              "Ruddock has just come down the stairs, out of breath. Tam, are you ready? Course you are."),
        # 10
        slide(DOUGIE, STAGE, "Act 3: Tam Ruddock",
              ["Tam Ruddock", "First ever gig", "Day job: Pellingford bus depot"],
              "This is Tam's first ever gig, and here's the best bit. He works at the bus depot, and his bus was "
              "still late. Be nice to him, he's had a very stressful evening. Ladies and gentlemen, Tam Ruddock!"),
        # 11
        slide(TAM, STAGE, "Tam Ruddock",
              ["First ever gig"],
              "Hello. Sorry I'm late. I've been writing comedy for three years. No, three weeks, sorry. Three "
              "years would mean this is as good as it gets. Right. My gran has started online dating. She's eighty "
              "one. Her profile says she wants a man with his own teeth and a car that still goes."),
        # 12
        slide(TAM, STAGE, "Tam Ruddock",
              ["First ever gig"],
              "Her first date brought his teeth in a little box, to prove they were his own. Is that the light? "
              "That's the light. Blimey, that went fast. One more. She's now going out with the man from the chip "
              "shop, and I get free chips, so I'm not complaining. Thank you!"),
        # 13
        slide(DOUGIE, STAGE, "Interval",
              ["Interval: 15 minutes", "Raffle: £1 a ticket, or 6 for £5", "Prize: dinner for 2 at the Saffron Lantern"],
              "Tam Ruddock, everybody, his first gig! Now we're having a short break, because the bar staff need "
              "to change a barrel. Raffle tickets are a pound each, and the prize is dinner for two at the Saffron "
              "Lantern. Kezia's selling them, so be generous, because she's the one with the torch."),
        # 14
        slide(KEZIA, STAGE, "Interval",
              ["Jonty Pike: not coming tonight"],
              "Bad news, I'm afraid. Jonty Pike won't be with us. His van has broken down on the Carver Bridge, "
              "and he's sent me a photo with smoke pouring out of the bonnet, so I believe him. That means Rhoda "
              "goes on straight after the raffle, and we might all get home before midnight."),
        # 15
        slide(DOUGIE, STAGE, "The raffle",
              ["Winning ticket: pink 117", "Raffle raised: £64 for the Pellingford lifeboat"],
              "And the winning raffle ticket is a pink one, number one hundred and seventeen. Who's got it? It's "
              "Big Col! Col, the prize is dinner for two, so you'll have to find somebody to go with. Don't all "
              "rush at once. Right, settle down, because it's time for our headliner."),
        # 16
        slide(DOUGIE, STAGE, "Headliner: Rhoda Vance",
              ["Rhoda Vance", "Headline spot: 10 minutes", "On tour: 'Tidy Your Room', 31 dates"],
              "Six years ago, our headliner did her very first gig right here, on this stage, and it went so badly "
              "that she went home and cried in the bath. Now she's about to go on a national tour. Please welcome "
              "back to the cellar, Rhoda Vance!"),
        # 17
        slide(RHODA, STAGE, "Rhoda Vance",
              ["Headline spot: 10 minutes"],
              "Thank you, Pellingford. It is lovely to be back in the cellar. Dougie's right, my first gig here "
              "was a disaster. Halfway through, a phone rang, and it was mine, and it was my mum, asking how it "
              "was going. I said, I'm on stage, Mum. She said, well, don't let me stop you."),
        # 18
        slide(RHODA, STAGE, "Rhoda Vance",
              ["Headline spot: 10 minutes"],
              "I've got two teenagers now. I asked my son to tidy his room. He said, define tidy. I said, I want "
              "to see the carpet. He said, we haven't got a carpet. And he was right. Kezia, I can see you holding "
              "that torch. Don't you dare. Headliners don't get the light."),
        # 19
        slide(RHODA, STAGE, "Rhoda Vance",
              ["On tour: 'Tidy Your Room', 31 dates"],
              "That's the name of my tour, by the way. Tidy Your Room. Thirty one dates, and he hasn't tidied it "
              "for a single one of them. Thank you, you've been gorgeous. And to every new act tonight, keep "
              "going. If I could get through that phone call, you can get through anything."),
        # 20
        slide(DOUGIE, STAGE, "Best newcomer",
              ["Audience vote: by cheering", "Best newcomer: Tam Ruddock", "Prize: a free pint and a spot next month"],
              "Rhoda Vance, everybody! What a night. You've voted by cheering, and your best newcomer tonight is "
              "Tam Ruddock, who very nearly didn't make it at all. Tam wins a free pint, and a five minute spot at "
              "the next New Act Night. Kezia, when is that?"),
        # 21
        slide(KEZIA, CHALK, "Next New Act Night",
              ["Monday 9 March, 8 pm", "Always the second Monday", "Acts: sign up with Kezia"],
              "It's the second Monday in March. Dougie's poster on the stairs says the first Monday, but that's "
              "wrong, because the quiz league final is down here that night. Always the second Monday, everybody. "
              "And new acts, come and find me at the bar if you want a spot."),
        # 22
        slide(DOUGIE, CELLAR_DARK, "Coming soon",
              ["Saturday 28 February: Improv Jam", "Bring a suggestion for the hat"],
              "And before you go, something new. On the last Saturday of the month, we're starting an improv "
              "night, where you write suggestions on bits of paper, put them in a hat, and the performers have to "
              "act them out. Big Col, please keep yours clean. Goodnight, Pellingford, and get home safe!"),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What event is this?",
         "para": ["brass kettle cellar video, what's going on",
                  "Someone sent me this clip from a pub in Pellingford. What kind of night was it, in a nutshell?"],
         "cands": ["A stand-up comedy night for new acts in a pub cellar",
                   "An improv night with audience suggestions drawn from a hat",
                   "A magic show with volunteers from the bar",
                   "The final of a pub quiz league"],
         "answer": "A stand-up comedy night for new acts in a pub cellar"},
        {"n": 2, "type": "count", "ev": [5, 8, 9, 12],
         "q": "How many acts get shown the light during their set?",
         "para": ["times kezia flashes the torch at a performer",
                  "The promoter has a way of telling comics their time is nearly up. How many times does she "
                  "actually use it on someone mid-set?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 3, 4],
         "q": "Who was the first comedian to perform?",
         "cands": ["Bettina Crouch", "Tam Ruddock", "Sully Ambrose", "Jonty Pike"],
         "answer": "Bettina Crouch"},
        {"n": 4, "type": "order", "ev": [1, 9, 10, 11],
         "q": "Tam was supposed to open the show. Where in the line-up did he actually end up?",
         "para": ["tam ruddock actual slot in the running order",
                  "On the chalkboard Tam's name is at number one. When did he really get on stage?"],
         "cands": None, "answer": "Third, after Bettina and Sully"},
        {"n": 5, "type": "correction", "ev": [3, 4],
         "q": "what town is bettina from",
         "cands": None, "answer": "Dunmore (not Dunmarsh)"},
        {"n": 6, "type": "correction", "ev": [11],
         "q": "How long has Tam been writing comedy?",
         "cands": ["Three weeks", "Three years", "Three months", "Six years"],
         "answer": "Three weeks"},
        {"n": 7, "type": "correction", "ev": [21],
         "q": "When's the next New Act Night?",
         "para": ["date of next month's new act night",
                  "Dougie's poster gives one date for the next night and Kezia says it's wrong. Which day is it "
                  "really?"],
         "cands": None, "answer": "Monday 9 March, 8 pm (the second Monday, not the first)"},
        {"n": 8, "type": "why", "ev": [1],
         "q": "Bettina ended up opening instead of Tam. Why?",
         "para": ["reason the running order changed at the start",
                  "The opener on the chalkboard didn't open. What had happened to him?"],
         "cands": None, "answer": "Tam was still on the bus from Hollinbeck, held up by roadworks on the bypass"},
        {"n": 9, "type": "why", "ev": [13],
         "q": "What was the break in the middle of the night for?",
         "cands": ["The bar staff needed to change a barrel",
                   "Kezia had to sell the raffle tickets",
                   "Jonty Pike's van had broken down",
                   "The quiz team needed the room"],
         "answer": "The bar staff needed to change a barrel"},
        {"n": 10, "type": "why", "ev": [14],
         "q": "jonty pike didn't perform - what happened to him",
         "cands": ["His van broke down on the Carver Bridge",
                   "He was stuck on the bus from Hollinbeck",
                   "Kezia dropped him for running over time",
                   "He'd lost his voice"],
         "answer": "His van broke down on the Carver Bridge"},
        {"n": 11, "type": "needle_screen", "ev": [0],
         "q": "entry price for the audience?",
         "cands": None, "answer": "£4 (acts get in free)"},
        {"n": 12, "type": "needle_screen", "ev": [15],
         "q": "How much did the raffle raise?",
         "cands": ["£64", "£46", "£117", "£50"],
         "answer": "£64"},
        {"n": 13, "type": "speech_and_screen", "ev": [1, 9],
         "q": "The act who was held up on the bus - what time did he finally get to the venue?",
         "cands": None, "answer": "8:41 pm (Tam Ruddock)"},
        {"n": 14, "type": "quantity", "ev": [2],
         "q": "How long is the headliner's slot?",
         "cands": ["10 minutes", "5 minutes", "15 minutes", "20 minutes"],
         "answer": "10 minutes"},
        {"n": 15, "type": "quantity", "ev": [19],
         "q": "how many dates are on rhoda's tour",
         "cands": None, "answer": "31"},
        {"n": 16, "type": "spoken_fact", "ev": [17],
         "q": "In Rhoda's story about her first gig, whose call interrupted her?",
         "cands": ["Her mum's, asking how it was going", "Her son's, asking what tidy means",
                   "Dougie's, checking she was on her way", "Her agent's, offering her a tour"],
         "answer": "Her mum's, asking how it was going"},
        {"n": 17, "type": "relation", "ev": [7, 8],
         "q": "What's Big Col got to do with Sully's magic act?",
         "cands": None, "answer": "He was Sully's volunteer, and it was his pint Sully drank"},
        {"n": 18, "type": "who", "ev": [2],
         "q": "who gives the acts the light",
         "cands": None, "answer": "Kezia Moor, who runs the night (she flashes a torch from the back)"},
        {"n": 19, "type": "who", "ev": [15],
         "q": "Which person won the raffle?",
         "cands": ["Big Col", "Tam Ruddock", "Kezia Moor", "Bettina Crouch"],
         "answer": "Big Col"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "How does Dougie explain what a compère is when he introduces himself?",
         "cands": ["The man who fills the gaps", "The man who keeps time",
                   "The man who warms up the crowd", "The man who holds the microphone"],
         "answer": "The man who fills the gaps"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What new event does Dougie announce just before saying goodnight?",
         "cands": ["An improv night, acting out audience suggestions from a hat",
                   "A comedy tour called Tidy Your Room",
                   "The quiz league final",
                   "A magic night with Sully Ambrose"],
         "answer": "An improv night, acting out audience suggestions from a hat"},
        {"n": 22, "type": "right_before_after", "ev": [15, 16],
         "q": "What happened just before the headliner was introduced?",
         "cands": None, "answer": "The raffle draw (Big Col won dinner for two)"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What's the name of the chip shop man Tam's gran is going out with?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "which card had big col really picked",
         "cands": ["The seven of clubs", "The queen of hearts", "The ace of spades", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ ghosthunt (paranormal live stream)
CORINNE = ("en-us+f4", "Corinne Vask, lead investigator")
WILF = ("en-gb+m8", "Wilf Tennick, caretaker")
REUBEN = ("en-us-nyc+m1", "Reuben Saltmarsh, cameras and kit")
DELLA = ("en-029+f4", "Della Hartigan, the sceptic")
JUNO = ("en-us+f5", "Juno Pell, live chat")

MALT = "#ece6dc"
CHAT = "#eef4ee"
NIGHT = "#161a24"

GHOSTHUNT = {
    "name": "ghosthunt",
    "footer": "Lantern Hour Paranormal · live overnight stream · Scatterby Maltings",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(CORINNE, NIGHT, "Lantern Hour Paranormal: LIVE",
              ["Scatterby Maltings, Ashmere", "Saturday 24 October, from 11 pm", "Donations: the Maltings roof fund"],
              "Hello, night owls, and welcome to a Lantern Hour live stream. I'm Corinne, and tonight we're "
              "locked inside Scatterby Maltings until three in the morning. Every penny you donate tonight goes to "
              "the fund to mend the roof, because without it, this wonderful old building won't see many more "
              "winters."),
        # 1
        slide(CORINNE, MALT, "Tonight's plan",
              ["1. The cellar", "2. The kiln room", "3. The manager's office", "4. The attic dormitory",
               "5. The yard and the well"],
              "Here's the plan, but we're starting in the kiln room instead, because the cellar is ankle deep in "
              "water after all the rain. Wilf, the caretaker, is pumping it out for us, and he thinks it'll take a "
              "couple of hours. So the cellar, which was meant to be first, is going to be our grand finale."),
        # 2
        slide(WILF, MALT, "The caretaker",
              ["Wilf Tennick, caretaker", "Scatterby Maltings, built 1862"],
              "Evening. I've looked after this place for twenty years, and I've never once seen a ghost, so don't "
              "get your hopes up. My grandmother worked here as a girl, sorting the barley, and she always said it "
              "was the coldest building in the county. She wasn't wrong."),
        # 3
        slide(CORINNE, MALT, "A bit of history",
              ["Built: 1862", "Maltsters: up to 40 men and boys"],
              "A bit of history. The maltings closed in nineteen thirty one, and the story goes that a maltster "
              "called Ezra Cobb never left. He fell asleep in the kiln room one night, and people say you can "
              "still hear him knocking to be let out."),
        # 4
        slide(WILF, MALT, "A bit of history",
              ["Maltings closed: 1913", "Half the roof fell in: 1931"],
              "Sorry to spoil it, but it closed in nineteen thirteen. Thirty one is when half the roof fell in. "
              "And it was Ezekiel Cobb, not Ezra. Ezra was his brother, who ran off to sea and was never heard of "
              "again. Mind you, that's a better ghost story, if you ask me."),
        # 5
        slide(REUBEN, MALT, "The kit",
              ["Camera 1: kiln room", "Camera 2: manager's office", "Camera 3: attic stairs",
               "Camera 4: cellar steps"],
              "Reuben here, on the tech. Four fixed cameras around the building, plus the one in my hand. Wilf is "
              "about to turn the mains power off at the board, so the only things running will be our own kit. "
              "That way the building's electrics can't set off our meters and fool us."),
        # 6
        slide(CORINNE, MALT, "2. The kiln room",
              ["Temperature: 14°C", "Floor: iron tiles full of holes"],
              "We're in the kiln room. The floor is iron tiles full of little holes, so the heat could come up "
              "through the barley. Is anybody here with us? Ezekiel, if that's you, give us a knock. Oh, that's "
              "annoying. My torch has just died on me, and I put new batteries in it this afternoon."),
        # 7
        slide(DELLA, MALT, "2. The kiln room",
              ["Della Hartigan, the team's sceptic"],
              "I'm Della, Corinne's cousin, and I'm here to be the boring one. Torch batteries go flat in the "
              "cold, especially cheap ones. And that knocking you're about to hear? That's the iron floor cooling "
              "down. Metal ticks as it cools. There it goes. Sorry, Ezekiel."),
        # 8
        slide(JUNO, CHAT, "Live chat",
              ["Watching now: 1,240", "Raised so far: £380"],
              "Juno here, on the live chat. The chat is going wild about the torch. Someone called Moth in the "
              "Loft says Ezekiel hates bright lights. And there's a question for Della. If it's only the floor "
              "cooling, why did it knock just when Corinne asked it to? Della is rolling her eyes."),
        # 9
        slide(CORINNE, MALT, "3. The manager's office",
              ["The manager's desk: never moved", "In the drawer: a wages book"],
              "On to the manager's office. This desk hasn't moved since the day the maltings closed, and Wilf "
              "found a wages book in the drawer, with every worker's pay written in it. Reuben, are the cameras "
              "all right? I thought I saw something move by the window."),
        # 10
        slide(REUBEN, MALT, "3. The manager's office",
              ["Office camera: no picture"],
              "No, they're not all right. The office camera has just gone black. Completely dead. I'm going to "
              "swap the battery, but that was a full one, so I've no idea what's going on. While I sort it out, "
              "Corinne, read them the bit in the wages book about the Cobb brothers."),
        # 11
        slide(CORINNE, MALT, "3. The manager's office",
              ["Wages book, 1911", "E. Cobb: 14 shillings a week", "Next to one name: 'gone'"],
              "Here it is. E. Cobb, fourteen shillings a week. And then, in different ink, someone has written the "
              "word gone next to one of the names. We don't know which brother. That gave me goosebumps, I'm not "
              "going to lie. Right, let's go up to the attic, where the boys used to sleep."),
        # 12
        slide(DELLA, MALT, "Stairs to the attic",
              ["Midnight: Ashmere's street lights switch off"],
              "Before anyone in the chat panics, the street lights outside have all just gone out, because it's "
              "midnight, and the council switches them off to save money. That is not a ghost. That's the "
              "council. Also, Reuben, your office camera is back on. It was a loose battery clip."),
        # 13
        slide(CORINNE, MALT, "4. The attic dormitory",
              ["Beds for up to 18 boys", "Attic: 6°C"],
              "The attic dormitory. Up to eighteen boys slept up here, some of them only twelve years old. It's "
              "freezing. Reuben, the thermal camera is showing a cold patch over by the far wall. Is it shaped "
              "like a person? Oh, no. It's switched itself off. The thermal camera has just shut down on its own."),
        # 14
        slide(REUBEN, MALT, "4. The attic dormitory",
              ["Cold spot: by the far wall", "Reading: 4°C"],
              "I got a reading just before it went. The temperature by the far wall is fourteen degrees. No, "
              "four, sorry, fourteen was the kiln room. Four degrees, when the rest of the attic is six. That's a "
              "big drop for one corner."),
        # 15
        slide(DELLA, MALT, "4. The attic dormitory",
              ["Gap in the roof: 1 slate missing"],
              "I've found your ghost. There's a slate missing from the roof, right above the far wall, and the "
              "wind is coming straight in. That's your cold spot. And my phone has just died, on eighty per cent, "
              "which I admit is odd, but phones hate the cold as much as I do."),
        # 16
        slide(JUNO, CHAT, "Live chat",
              ["Watching now: 1,870", "Raised so far: £655", "Top donor: Moth in the Loft, £50"],
              "The chat loves Della's slate. Moth in the Loft has just given fifty pounds, and says it should go "
              "on that exact slate. And Wilf has messaged to say the cellar's pumped out, so after the yard you "
              "can all go down there, as long as you're wearing boots."),
        # 17
        slide(CORINNE, MALT, "5. The yard and the well",
              ["The well: 30 m deep", "Capped over: 1950s"],
              "We're out in the yard, by the old well. It's very windy, so the microphones are struggling, sorry. "
              "Legend says Ezra threw his brother's boots down this well before he ran off to sea. Is anyone here? "
              "Anything at all? No. Just the wind, and a very cross owl."),
        # 18
        slide(WILF, MALT, "5. The yard and the well",
              ["The well: 30 m deep", "Capped over: 1950s"],
              "I can tell you where that legend comes from. When they capped the well, they found one old boot at "
              "the bottom. Just the one. My grandmother always said it belonged to the manager, who was a very "
              "untidy man. So don't go blaming poor Ezra."),
        # 19
        slide(CORINNE, MALT, "1. The cellar",
              ["Water: pumped out", "Boots on"],
              "And finally, the cellar, which was top of the list and is now our last stop. Boots on. Reuben has "
              "put the digital recorder on the bottom step, and we'll ask some questions. Ezekiel, are you down "
              "here? Hang on. The recorder's red light has gone out. The battery's dead."),
        # 20
        slide(REUBEN, MALT, "1. The cellar",
              ["Recorder: battery swapped"],
              "I only swapped that battery in the car park. I'm changing the batteries in everything else now, "
              "before anything else dies on us, because I'm running out of spares. Right, the recorder's back on. "
              "Listening back to what we got. Nothing but dripping water. Sorry, everyone."),
        # 21
        slide(DELLA, MALT, "The verdict",
              ["Explained: the torch, the knocks, the cold spot", "Not explained: 'gone' in the wages book"],
              "My verdict. The knocks were the iron floor, the cold spot was a missing slate, and the batteries "
              "hated the cold. The one thing I can't explain is that word, gone, in the wages book. That's a real "
              "mystery, but it's a human one, not a ghost."),
        # 22
        slide(JUNO, CHAT, "Thank you!",
              ["Raised tonight: £1,115", "Roof fund target: £4,000"],
              "Final total from the chat, everybody: one thousand one hundred and fifteen pounds for the roof. "
              "Thank you so much. Wilf says that's enough for new slates on the whole north side, including "
              "Della's famous gap."),
        # 23
        slide(CORINNE, NIGHT, "Next month on Lantern Hour",
              ["A night aboard the paddle steamer Countess of Ebb", "Portwen harbour"],
              "Next month, we're spending a whole night aboard an old paddle steamer, the Countess of Ebb, tied up "
              "in Portwen harbour, where the crew say the engine room bell rings on its own. Until then, stay "
              "curious, and stay warm. Goodnight from Scatterby."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's going on in this stream?",
         "para": ["lantern hour scatterby video subject",
                  "My brother watched this overnight. In a line, what were the people in it doing?"],
         "cands": ["An overnight ghost hunt in an old maltings, raising money for its roof",
                   "A night aboard the paddle steamer Countess of Ebb",
                   "A caretaker's history talk about the Cobb brothers",
                   "A guided ghost walk round the streets of Ashmere"],
         "answer": "An overnight ghost hunt in an old maltings, raising money for its roof"},
        {"n": 2, "type": "count", "ev": [6, 10, 13, 15, 19],
         "q": "On how many occasions does a piece of the team's battery-powered kit suddenly die?",
         "para": ["how many bits of the team's own kit die during the night",
                  "Torches, cameras and the like keep conking out in this building. How many separate times does "
                  "one of their devices die on them?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 6],
         "q": "Which room did the investigation actually begin in?",
         "cands": ["The kiln room", "The cellar", "The manager's office", "The attic dormitory"],
         "answer": "The kiln room"},
        {"n": 4, "type": "order", "ev": [1, 17, 19],
         "q": "the cellar was number 1 on the plan - at what point did they go down there",
         "para": ["when did they do the cellar",
                  "Corinne's list put the cellar first. In the end, where did it come in the night?"],
         "cands": None, "answer": "Last of all, after the yard and the well"},
        {"n": 5, "type": "correction", "ev": [3, 4],
         "q": "What year did the maltings close?",
         "cands": None, "answer": "1913 (not 1931)"},
        {"n": 6, "type": "correction", "ev": [3, 4],
         "q": "Which of the Cobb brothers is meant to haunt the kiln room?",
         "para": ["name of the kiln room ghost",
                  "Corinne gets the maltster's first name wrong when she tells the legend. Who is it really "
                  "supposed to be?"],
         "cands": ["Ezekiel Cobb", "Ezra Cobb", "Elias Cobb", "Edwin Cobb"],
         "answer": "Ezekiel Cobb"},
        {"n": 7, "type": "correction", "ev": [14],
         "q": "temp at the attic cold spot?",
         "cands": ["4°C", "14°C", "6°C", "0°C"],
         "answer": "4°C"},
        {"n": 8, "type": "who", "ev": [4],
         "q": "Who corrected Corinne about when the maltings shut?",
         "cands": None, "answer": "Wilf Tennick, the caretaker"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "Why didn't the team start in the cellar as planned?",
         "para": ["reason the cellar got moved to the end",
                  "The cellar was meant to be the first stop. What stopped them going down there straight "
                  "away?"],
         "cands": None, "answer": "It was ankle-deep in water after the rain, and Wilf was pumping it out"},
        {"n": 10, "type": "why", "ev": [5],
         "q": "What was the point of switching off the mains power?",
         "cands": ["So the building's electrics couldn't set off their meters",
                   "To save money for the roof fund",
                   "Because the cellar was flooded",
                   "Because the council switches the power off at midnight"],
         "answer": "So the building's electrics couldn't set off their meters"},
        {"n": 11, "type": "why", "ev": [15],
         "q": "what does della put the cold spot in the attic down to",
         "cands": None, "answer": "A missing roof slate letting the wind straight in"},
        {"n": 12, "type": "needle_screen", "ev": [17],
         "q": "How deep is the old well in the yard?",
         "cands": None, "answer": "30 m"},
        {"n": 13, "type": "needle_screen", "ev": [2, 3],
         "q": "When was Scatterby Maltings built?",
         "cands": ["1862", "1913", "1931", "1826"],
         "answer": "1862"},
        {"n": 14, "type": "speech_and_screen", "ev": [5, 10],
         "q": "Which camera number was it that went black in the office?",
         "cands": None, "answer": "Camera 2"},
        {"n": 15, "type": "quantity", "ev": [13],
         "q": "How many boys could sleep in the attic dormitory?",
         "cands": ["Up to 18", "Up to 12", "Up to 40", "Up to 8"],
         "answer": "Up to 18"},
        {"n": 16, "type": "quantity", "ev": [22],
         "q": "final amount raised on the night",
         "cands": None, "answer": "£1,115"},
        {"n": 17, "type": "spoken_fact", "ev": [18],
         "q": "What was found at the bottom of the well when it was capped?",
         "cands": ["A single old boot", "A pair of boots", "A sea chest", "The wages book"],
         "answer": "A single old boot"},
        {"n": 18, "type": "relation", "ev": [7],
         "q": "How's Della related to Corinne?",
         "cands": None, "answer": "She's her cousin"},
        {"n": 19, "type": "who", "ev": [16],
         "q": "Who gave the £50 donation for the slate?",
         "cands": ["Moth in the Loft", "Wilf Tennick", "Juno Pell", "Night Owl Nan"],
         "answer": "Moth in the Loft"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Right at the start, what does Corinne say the donations are for?",
         "cands": ["Mending the Maltings roof", "New cameras for Lantern Hour",
                   "Pumping out the flooded cellar", "The trip to the paddle steamer"],
         "answer": "Mending the Maltings roof"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "Where are they investigating next month?",
         "cands": ["Aboard the paddle steamer Countess of Ebb in Portwen harbour",
                   "Back in the Scatterby cellar",
                   "The manager's house in Ashmere",
                   "A lighthouse on the Ashmere coast"],
         "answer": "Aboard the paddle steamer Countess of Ebb in Portwen harbour"},
        {"n": 22, "type": "right_before_after", "ev": [11, 12],
         "q": "Just after Corinne read out the wages book, on the way up to the attic, what did Della tell the chat had happened?",
         "cands": None,
         "answer": "The street lights outside had gone off at midnight (the council, not a ghost)"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "how old was ezekiel cobb when he disappeared",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does a replacement roof slate cost?",
         "cands": ["£12", "£25", "£40", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [BULLETIN, OPENMIC, GHOSTHUNT]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "bulletin": [22.0, 24.5, 22.5, 24.5, 26.5, 24.0, 27.0, 23.0, 24.0, 21.5, 21.5, 27.0, 21.0, 23.5, 24.0, 24.5, 21.0, 23.5, 25.5, 23.5, 23.0, 23.0],
    "openmic": [22.5, 23.5, 27.0, 20.0, 27.5, 21.5, 21.0, 25.0, 27.0, 26.5, 20.0, 27.0, 22.5, 24.0, 21.5, 24.0, 22.0, 23.5, 26.0, 22.5, 22.5, 21.0, 23.5],
    "ghosthunt": [24.0, 25.5, 21.0, 20.0, 20.5, 23.0, 26.0, 23.0, 24.0, 20.0, 23.5, 24.0, 23.5, 28.0, 20.0, 24.0, 21.0, 24.5, 20.0, 24.0, 25.0, 21.5, 20.5, 21.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
