"""Scripts of the "blind26" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- campsite:  a family-run farm campsite on the busiest Saturday of its summer (the owner, her summer
             receptionist, the dairy farmer next door, a Dutch couple in a motorhome, a scout leader,
             a family reunion's organiser)
- trainshow: a model railway club's once-a-year exhibition in a drill hall (the chairman, the
             exhibition manager, the operator of the club's big layout, its youngest member, a
             visiting exhibitor, the woman who runs the tea bar)
- hairdo:    a Saturday in a small hair salon (the owner, her apprentice, the colourist, a regular
             client, a client with a job interview, the supplies delivery driver)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ campsite (farm campsite, bank holiday Saturday)
ROWENA = ("en-gb+f3", "Rowena Stallybrass, owner")
JASPER = ("en-gb-x-gbclan+m6", "Jasper Mottram, reception")
HECTOR = ("en-gb-x-gbcwmd+m7", "Hector Penwarden, dairy farmer")
DESMOND = ("en-us+m1", "Desmond van Leeuwen, pitch 4")
IMOGEN = ("en-gb-x-rp+f5", "Imogen Fairweather, scout leader")
MORAG = ("en-gb-scotland+f4", "Morag Abernethy, the bell tents")

FIELD = "#e6f0dc"
JOBLIST = "#fbf3dc"
FIELD_DARK = "#1d3320"

CAMPSITE = {
    "name": "campsite",
    "footer": "Brindlecombe Farm Camping · bank holiday Saturday · Wexcott",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(ROWENA, FIELD_DARK, "Bank holiday at Brindlecombe",
              ["Brindlecombe Farm Camping", "Wexcott", "Saturday 23 August · gates open 8 am"],
              "Morning, from the top of the hill. I'm Rowena Stallybrass, and this is Brindlecombe Farm Camping, "
              "on the busiest Saturday of our whole summer. Every pitch is booked, the sun is out for once, and "
              "there's a queue of caravans already winding up the lane. So, let's get going."),
        # 1
        slide(ROWENA, JOBLIST, "Saturday jobs",
              ["1. Clean the shower block", "2. Mow the top field", "3. Put up the bell tents",
               "4. Fix the hook-up on pitch 4", "5. Bins down to the lane end"],
              "This is the list I wrote last night at the kitchen table, in the order things came into my head. "
              "Real life has already moved it round. The mower only fits Hector's tractor, and Hector wants his "
              "tractor back by ten, so the top field gets mown before anything else."),
        # 2
        slide(HECTOR, FIELD, "The top field",
              ["Number 2 on the list", "Tractor back to the farm by: 10 am"],
              "Hector Penwarden, from the dairy farm over the hedge. I lend Rowena my tractor every summer, and "
              "every summer she forgets to give it back. Not today, though. I've got grass to cut for silage at "
              "ten, and rain coming in on Monday. So mow, Rowena, and mow fast."),
        # 3
        slide(ROWENA, FIELD, "The top field",
              ["Top field mown: 9:40 am"],
              "Done, with twenty minutes to spare. The top field is for the scouts this afternoon, eighteen of "
              "them, plus their leaders, and they've asked for somewhere flat, near the stream. Hector's tractor "
              "has gone home with a full tank, as a thank you. Now, I can hear Jasper at reception already."),
        # 4
        slide(JASPER, FIELD, "Reception",
              ["Arrivals booked today: 31"],
              "Jasper here, on reception. It's my summer job, and this is my third bank holiday. First question "
              "of the day: how much is a pitch? Twenty eight pounds a night, I told him. Then he asked where the "
              "beach is, where the nearest cash machine is, and whether our cows bite."),
        # 5
        slide(ROWENA, FIELD, "Reception",
              ["Bank holiday weekend: £32 a night"],
              "Jasper, it's thirty two this weekend. Twenty eight is the normal price. The bank holiday always "
              "costs more, and it's on the board right behind your head. Go and catch that gentleman before he "
              "gets his awning up. And while you're there, tell him the cows are very friendly."),
        # 6
        slide(ROWENA, FIELD, "Pitch 4",
              ["Number 4 on the list", "Van Leeuwens due: 11 am"],
              "Next, the electric post on pitch four, which has been sulking all week. The Van Leeuwens are "
              "driving their motorhome up from the ferry, and Desmond told me on the phone that his wife's "
              "insulin lives in their little fridge. So that post has to work before they arrive. I've switched "
              "the power off at the box, so nobody touch anything."),
        # 7
        slide(JASPER, FIELD, "Pitch 9",
              ["Trip switches: in the box by reception"],
              "While Rowena's on her knees at pitch four, the family on pitch nine have put a kettle and a hair "
              "dryer on together, and their electrics have gone dead. Nothing at all. I've reset their switch in "
              "the box by reception, and told them, one thing at a time, please. They looked at me like I'd told "
              "them off."),
        # 8
        slide(DESMOND, FIELD, "Pitch 4",
              ["Van Leeuwens arrived: 10:50 am", "Motorhome: 7.4 m"],
              "Desmond van Leeuwen. We came over from Rotterdam on the night ferry, and we have been coming here "
              "for six summers. Rowena has mended our post, so the fridge is cold and my wife is happy. Our dog "
              "has already found the cows. He is not happy about the cows."),
        # 9
        slide(ROWENA, FIELD, "The beach",
              ["Walk to the beach: 2.5 miles", "Short cut through the bottom field: closed"],
              "Everybody asks about the beach. It's a mile and a half down the hill. No, sorry, it's two and a "
              "half now, because the short cut through Hector's bottom field is closed this summer. He's put his "
              "new bull in there, and the bull does not like walkers, or dogs, or anybody much."),
        # 10
        slide(DESMOND, FIELD, "Pitch 4",
              ["Pitch 4: power back on"],
              "Rowena, I am sorry, I think this one is our fault. My wife switched on the kettle and the toaster "
              "at the same moment, and now the van has no power at all. The radio, the lights, the fridge, "
              "everything is off. We are Dutch. We are supposed to be good at engineering."),
        # 11
        slide(ROWENA, FIELD, "The bins",
              ["Number 5 on the list", "Bags to the lane end: 11:30 am", "Recycling bags: 14"],
              "Bins next, while the morning rush dies down. Recycling in the blue bags, everything else in the "
              "black. Somebody has put a whole deckchair in the glass bin, which is impressive, really. Jasper "
              "wheels the bags down to the end of the lane, because the bin lorry can't get up our hill."),
        # 12
        slide(ROWENA, FIELD, "The shower block",
              ["Number 1 on the list", "Showers closed for cleaning: 12 to 1 pm"],
              "The shower block, at lunchtime, when everybody has gone to the beach and nobody's queuing. I scrub "
              "it myself, I've never trusted anyone else with it. Seven showers, two loos, and always one flip "
              "flop that nobody will ever come back for. Today's is bright green."),
        # 13
        slide(IMOGEN, FIELD, "The scouts arrive",
              ["3rd Kestleigh Scouts", "Arrived: 12:20 pm", "Scouts: 22 · leaders: 4"],
              "Imogen Fairweather, leader of the third Kestleigh Scouts. Rowena, it's twenty two scouts, not "
              "eighteen. Four more signed up on Thursday, when they heard there was a stream to dam. Don't worry, "
              "they've all brought their own tents, and they've all promised to be asleep by ten. Well. They've "
              "promised."),
        # 14
        slide(ROWENA, FIELD, "The bell tents",
              ["Number 3 on the list", "Morning gusts: 35 mph", "Abernethy family due: 3 pm"],
              "The bell tents were meant to go up first thing, but this morning the wind was gusting so hard you "
              "could barely stand up on the top field. Canvas that size would have ended up in Hector's silage. "
              "The forecast says the wind drops after two, so they're the very last job of the day."),
        # 15
        slide(IMOGEN, FIELD, "The top field",
              ["Scout tents up: 1:30 pm"],
              "The tents are up in record time, and three of the scouts are already in the stream, building a "
              "dam. Our patrol leader plugged the camp fridge into the post by the gate, and now that whole post "
              "is dead. Lights, fridge, phone chargers, nothing. Rowena, I think we've broken your field."),
        # 16
        slide(JASPER, FIELD, "The site shop",
              ["Eggs from the farm: 72", "Ice lollies: sold out"],
              "Quick break from reception. Hector has just brought the milk and the eggs up from the farm, six "
              "dozen eggs, which will all be gone by tomorrow. The scouts have bought every ice lolly in the "
              "freezer. My phone died at eleven, so I've been doing the bookings on paper, like it's the olden "
              "days."),
        # 17
        slide(ROWENA, FIELD, "An old friend",
              ["Top field power back: 2:05 pm"],
              "The top field's power is back on. It was the camp fridge and the lights and four phones, all on "
              "one little post. And yes, I should explain. Imogen Fairweather was my teacher at Wexcott primary "
              "school. She taught me to read, and she still calls me Rowie, which nobody else is allowed to do."),
        # 18
        slide(MORAG, FIELD, "The family reunion",
              ["Abernethy reunion: 15 people", "Bell tents booked: 3"],
              "Morag Abernethy. We're the family reunion, fifteen of us from four different countries, and it's "
              "the first time we've all been together in nine years. We're a wee bit early, and the bell tents "
              "aren't up yet, but nobody minds. The cousins have already found the stream."),
        # 19
        slide(ROWENA, FIELD, "The bell tents",
              ["Started: 2:10 pm", "Bell tents up: 3:40 pm"],
              "The wind has dropped, just like they said it would, and the bell tents are going up. Jasper, two "
              "of Morag's cousins and I take a rope each, and up it comes, like a giant umbrella. Three tents, a "
              "hundred pegs, and one mallet that nobody can find. It took us an hour and a half."),
        # 20
        slide(MORAG, FIELD, "The bell tents",
              ["Fairy lights: in every tent"],
              "Och, they're lovely. We've hung fairy lights in every one. Oh no. We plugged the kettle in for a "
              "cup of tea, and the electric in all three bell tents has cut out. Everything's black. Rowena, "
              "please tell me that's not us."),
        # 21
        slide(ROWENA, FIELD, "The evening",
              ["Gates locked: 10:30 pm", "Quiet please from: 11 pm"],
              "It was them, and it was the kettle, and it took me thirty seconds to fix. Last August a thunderstorm "
              "knocked the power out for the whole site all night, so this is nothing. The scouts are singing round "
              "the fire pit, and Hector has come up to be paid for the tractor, in beer."),
        # 22
        slide(ROWENA, FIELD_DARK, "Next time at Brindlecombe",
              ["Closing weekend: putting the site to bed", "Sunday 28 September", "Bell tents down, pipes drained"],
              "Next time, it's the last weekend of the season, when we take down the bell tents, drain the pipes, "
              "and put the whole site to bed for the winter. It's sadder than it sounds. Hector says he'll lend me "
              "his tractor again. I'll believe that when I see it."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Give me the short version: what is Rowena filming here?",
         "para": ["brindlecombe farm camping video - gist",
                  "Describe the day we're following from the top of the hill in Wexcott."],
         "cands": ["A family-run campsite's busiest Saturday of the summer",
                   "Taking the campsite down and closing it for the winter",
                   "A scout troop's week of summer camp",
                   "A dairy farm's open day, showing off its new bull"],
         "answer": "A family-run campsite's busiest Saturday of the summer"},
        {"n": 2, "type": "count", "ev": [7, 10, 15, 20],
         "q": "Counting them all, on how many occasions do campers lose their power?",
         "para": ["campers losing power on their hook-ups, total count",
                  "Kettles, toasters and fridges keep knocking the power off for people staying there. How many "
                  "separate outages are there, all told?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 2, 3],
         "q": "Of the jobs on Rowena's list, which one did she get done first?",
         "cands": ["Mowing the top field", "Cleaning the shower block", "Fixing the hook-up on pitch 4",
                   "Taking the bins down to the lane end"],
         "answer": "Mowing the top field"},
        {"n": 4, "type": "order", "ev": [1, 3, 6, 11, 12, 14, 19],
         "q": "Which order did the five jobs on the list end up being done in?",
         "para": ["actual sequence of rowena's saturday chores",
                  "Her kitchen-table list started with the showers and finished with the bins. How did the day "
                  "really go, job by job?"],
         "cands": None,
         "answer": "Mowing the top field, fixing the pitch 4 hook-up, the bins, the shower block, then the bell "
                   "tents last"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "why did the mowing have to come before everything else",
         "cands": None,
         "answer": "The mower only fits Hector's tractor, and he needed it back by ten to cut grass for silage"},
        {"n": 6, "type": "why", "ev": [14],
         "q": "What held the bell tents up until the afternoon?",
         "para": ["bell tents left till last - reason",
                  "Rowena had meant to get the big canvas tents up first thing. What stopped her?"],
         "cands": ["The wind was gusting too hard in the morning, and it was forecast to drop after two",
                   "The family they were for weren't arriving until the evening",
                   "Hector's tractor was still parked on the top field",
                   "The pegs and the mallet hadn't been delivered yet"],
         "answer": "The wind was gusting too hard in the morning, and it was forecast to drop after two"},
        {"n": 7, "type": "why", "ev": [9],
         "q": "How come nobody can take the short cut through Hector's field this year?",
         "cands": None,
         "answer": "Hector has put his new bull in that field, and it doesn't like walkers or dogs"},
        {"n": 8, "type": "correction", "ev": [3, 13],
         "q": "How many scouts did the Kestleigh troop actually bring?",
         "para": ["scout numbers, final figure",
                  "Rowena was expecting a certain number of scouts, and their leader put her straight. What was "
                  "the real number?"],
         "cands": None, "answer": "22 (Rowena had said 18; four more signed up on Thursday)"},
        {"n": 9, "type": "correction", "ev": [4, 5],
         "q": "what's the nightly rate for a pitch over the bank holiday",
         "cands": ["£32", "£28", "£23", "£30"],
         "answer": "£32"},
        {"n": 10, "type": "correction", "ev": [9],
         "q": "How far is the walk to the beach this summer?",
         "cands": None,
         "answer": "Two and a half miles (she said a mile and a half first; the short cut is closed)"},
        {"n": 11, "type": "who", "ev": [4, 5],
         "q": "Jasper quoted a price at reception. Who told him it was wrong?",
         "cands": None, "answer": "Rowena Stallybrass, the owner"},
        {"n": 12, "type": "who", "ev": [16],
         "q": "Who came up from the farm with the milk and the eggs?",
         "cands": ["Hector Penwarden", "Jasper Mottram", "Imogen Fairweather", "Desmond van Leeuwen"],
         "answer": "Hector Penwarden"},
        {"n": 13, "type": "needle_screen", "ev": [21],
         "q": "When do the gates get locked at night?",
         "cands": ["10:30 pm", "11 pm", "10 pm", "9:30 pm"],
         "answer": "10:30 pm"},
        {"n": 14, "type": "needle_screen", "ev": [8],
         "q": "motorhome on pitch 4: how long is it?",
         "cands": ["7.4 m", "4.7 m", "6.4 m", "7 m"],
         "answer": "7.4 m"},
        {"n": 15, "type": "speech_and_screen", "ev": [13, 17],
         "q": "What time did the group led by Rowena's old primary school teacher roll in?",
         "cands": None, "answer": "12:20 pm (the 3rd Kestleigh Scouts, led by Imogen Fairweather)"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "How many eggs were brought up from the dairy farm?",
         "cands": ["72", "60", "36", "6"],
         "answer": "72"},
        {"n": 17, "type": "quantity", "ev": [19],
         "q": "Start to finish, how long did it take to get the three bell tents up?",
         "cands": None, "answer": "An hour and a half (2:10 to 3:40 pm)"},
        {"n": 18, "type": "spoken_fact", "ev": [8],
         "q": "Which port did the Dutch couple sail over from?",
         "cands": ["Rotterdam", "Amsterdam", "Calais", "Bilbao"],
         "answer": "Rotterdam"},
        {"n": 19, "type": "relation", "ev": [17],
         "q": "Rowena and the scout leader go back a long way. What's their history?",
         "cands": None,
         "answer": "Imogen was Rowena's teacher at Wexcott primary school and taught her to read"},
        {"n": 20, "type": "right_before_after", "ev": [7],
         "q": "When pitch nine lost its power, what did Jasper do next?",
         "cands": None,
         "answer": "Reset their switch in the box by reception, and told them to use one thing at a time"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does Rowena introduce the day in her first few sentences?",
         "cands": ["The busiest Saturday of their summer, with every pitch booked",
                   "The first day the site has been open this year",
                   "A quiet Saturday with half the pitches empty",
                   "The day the new shower block opens"],
         "answer": "The busiest Saturday of their summer, with every pitch booked"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what's the plan for her next video",
         "cands": ["The season's last weekend, closing the site for the winter",
                   "Cutting Hector's silage",
                   "The scouts coming back for a week at Easter",
                   "Buying a tractor of her own"],
         "answer": "The season's last weekend, closing the site for the winter"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The Van Leeuwens' dog: what's he called?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What does an ice lolly cost in the site shop?",
         "cands": ["£1", "£1.50", "80p", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ trainshow (model railway exhibition)
AMBROSE = ("en-gb-x-rp+m3", "Ambrose Kettlewell, club chairman")
ZOFIA = ("en-us+f4", "Zofia Brannigan, exhibition manager")
THADDEUS = ("en-gb-x-gbcwmd+m1", "Thaddeus Orme, Quenby Junction")
NELL = ("en-gb-x-gbclan+f1", "Nell Ferraby, junior member")
COSMO = ("en-029+m5", "Cosmo Arkwright, Pengarth Quarry")
HYACINTH = ("en-gb+f2", "Hyacinth Lomax, the tea bar")

HALL = "#ebe8f3"
RUNBOARD = "#f7efe0"
HALL_DARK = "#2a1d12"

TRAINSHOW = {
    "name": "trainshow",
    "footer": "Quenby Vale Model Railway Club · exhibition day · the Drill Hall",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(AMBROSE, HALL_DARK, "Exhibition day",
              ["Quenby Vale Model Railway Club", "Annual exhibition · the Drill Hall", "Saturday 8 March · doors 10 am"],
              "Good morning. I'm Ambrose Kettlewell, chairman of the Quenby Vale Model Railway Club. For three "
              "hundred and sixty four days a year, we build our railways in a cold room above a garage. Today, "
              "for one day only, we open the doors of the Drill Hall and let the public watch us play with "
              "trains."),
        # 1
        slide(AMBROSE, RUNBOARD, "Quenby Junction: today's trains",
              ["1. The mail train", "2. The milk tanks", "3. The Quenby Flyer", "4. The stone train",
               "5. The seaside excursion"],
              "This is the running board for Quenby Junction, our big layout, in the order we agreed at the last "
              "club night. Naturally, it has already changed. The Gazette is sending a photographer at ten, and "
              "she can only stay until half past, so the Flyer goes first, across the viaduct, for the front "
              "page."),
        # 2
        slide(THADDEUS, HALL, "Quenby Junction",
              ["Number 3 on the board", "Gazette photographer: 10 to 10:30 am"],
              "Thaddeus Orme, I drive Quenby Junction. The layout is eighteen feet long, and every inch of it was "
              "built in my spare bedroom. Right, here comes the Flyer, eight coaches, over the viaduct. Lovely. "
              "And. Oh, no. It's jumped off the rails on the curve by the signal box, right in front of the "
              "camera."),
        # 3
        slide(COSMO, HALL, "Quenby Junction",
              ["Quenby Junction: 24 ft, with the fiddle yard"],
              "Cosmo Arkwright, from the Pengarth narrow gauge group, helping out. Twenty four feet, Thaddeus, not "
              "eighteen. You always forget the fiddle yard, and I should know, because I carried that end in this "
              "morning. Anyway, the photographer loved the crash. She says it will make a much better picture."),
        # 4
        slide(AMBROSE, HALL, "The front door",
              ["Queue at 10 am: back to the bus stop"],
              "The queue goes all the way back to the bus stop, which has never happened before. I've been telling "
              "everybody it's four pounds to come in, and children go free. There's a raffle, a second hand stall, "
              "and a tea bar, though nobody may carry a cup of tea anywhere near the layouts."),
        # 5
        slide(ZOFIA, HALL, "The front desk",
              ["Adults: £5 · under 16s: free", "Club founded: 1962"],
              "Zofia Brannigan, exhibition manager. Ambrose, it's five pounds, not four. We put it up in January, "
              "at a meeting that you chaired. I've been taking fivers at this desk since ten o'clock, and nobody "
              "has complained, so please stop telling people it's four."),
        # 6
        slide(NELL, HALL, "The seaside excursion",
              ["Number 5 on the board", "Coaches: 6"],
              "I'm Nell, I'm thirteen, and I'm the youngest member of the club. The seaside excursion is my "
              "train, and I spent all week polishing the coaches with cotton buds. Thaddeus let it run second, "
              "straight after the Flyer, because the little ones in the queue kept asking for the train with "
              "the ice cream van painted on it."),
        # 7
        slide(NELL, HALL, "The seaside excursion",
              ["Excursion: round the harbour"],
              "Everyone's watching. Round the harbour, into the tunnel, and out again. Oh, no. Two of my coaches "
              "have tipped over on the points, and they're lying on their sides in the grass. Right on the points, "
              "Thaddeus, in front of everyone. I'm going to need a very steady hand."),
        # 8
        slide(HYACINTH, HALL, "The tea bar",
              ["Tea: 80p · flapjack: £1.20"],
              "Hyacinth Lomax, I run the tea bar. No cups of tea near the layouts, that's Zofia's rule, and a good "
              "one. Two years ago somebody rested a full mug on the edge of Quenby Junction, knocked it over, and "
              "the tea went straight into the controller. Fizz, bang, and no more trains for the rest of the "
              "day."),
        # 9
        slide(ZOFIA, HALL, "The traders",
              ["Traders: 29", "Second hand stall: upstairs"],
              "A quick walk round the traders. We have thirty one of them today. Sorry, no, twenty nine. Two "
              "pulled out last night, when their van broke down on the motorway, full of tiny trees. They sell "
              "everything from a whole locomotive to a single sheep, and the sheep sell best, believe it or not."),
        # 10
        slide(AMBROSE, HALL, "The mail train",
              ["Number 1 on the board", "Mail train: 5 coaches"],
              "The mail train now, the real workhorse of the layout. It stopped dead on the far side of the "
              "station, because the track there needs a clean, but a rub with the track rubber and off it goes. "
              "And, oh dear, the mail van has come off on the viaduct, with its wheels in the air, like a beetle "
              "on its back."),
        # 11
        slide(NELL, HALL, "The viaduct",
              ["Tools: tweezers"],
              "I've got the smallest fingers in the club, so I'm always the one who gets sent in. I reached over "
              "the viaduct with my tweezers, lifted the mail van, and set it back on the rails, one wheel at a "
              "time. Ambrose says I'm the club's crane. I'd rather be the club's driver."),
        # 12
        slide(THADDEUS, HALL, "The stone train",
              ["Number 4 on the board", "Locomotive: motor burnt out"],
              "Bad news. The stone train's locomotive has a burnt out motor. It smells like a toaster. No stone "
              "train until we find a new motor, so it goes to the back of the queue. Mind you, at least it's not "
              "the milk tanks. Those are still sitting in my loft at home, where I left them last night."),
        # 13
        slide(COSMO, HALL, "Pengarth Quarry",
              ["Pengarth Quarry: narrow gauge", "Wagons on the layout: 22"],
              "This is my own layout, Pengarth Quarry. Little narrow gauge trains, carrying slate down from the "
              "quarry to the harbour, all built from old photographs. And that's the trouble with narrow gauge. "
              "One of my little slate wagons has hopped off the line again, just outside the engine shed."),
        # 14
        slide(NELL, HALL, "Lunchtime",
              ["Spare motor: from a trader's stall", "Repair: 12:10 to 12:50 pm"],
              "At lunchtime I found a spare motor on one of the traders' stalls, and I fitted it into the stone "
              "train's engine myself, with Ambrose holding the soldering iron stand. It took forty minutes, all "
              "of my lunch break. My gran runs the tea bar, by the way. She's the one with the big teapot."),
        # 15
        slide(THADDEUS, HALL, "The stone train",
              ["Stone train running: 1:05 pm"],
              "Thanks to Nell, the stone train is back. Four wagons of stone, round the back of the town and into "
              "the tunnel. And there it goes. The stone train has left the track at the tunnel mouth, all four "
              "wagons sideways, like dominoes. Nell, you mended the motor, not the wagons, so don't look at me "
              "like that."),
        # 16
        slide(AMBROSE, HALL, "A young visitor",
              ["Barrier: 1 m from the layout"],
              "A young visitor, about five, reached over the barrier and lifted the Flyer right off the track, to "
              "have a look underneath. His mother went white. He put it back very carefully, and asked me if it "
              "had an engine inside. I told him there's a very small man in there, pedalling."),
        # 17
        slide(THADDEUS, HALL, "The milk tanks",
              ["Number 2 on the board", "Milk tanks arrived: 2:20 pm"],
              "My wife finished her shift at the hospital at two, went home, climbed up into the loft, and brought "
              "the milk tanks over in a shoe box. So here they are, last of all, six white tankers behind a little "
              "green engine. She says next year she's putting a label on my forehead."),
        # 18
        slide(AMBROSE, HALL, "The visitors",
              ["Visitors through the door: 812"],
              "Zofia has just counted the ticket stubs. Eight hundred and twelve visitors, the most we've had in "
              "twenty years. And no layout fell off its table this time, unlike the year we took Quenby Junction "
              "to the county show, when the whole station slid onto the floor. We still don't talk about that."),
        # 19
        slide(HYACINTH, HALL, "The tea bar",
              ["Cups of tea sold: 430", "Flapjacks: sold out by 1 pm"],
              "The urn has been boiling since nine, and not one cup went anywhere near a layout. The flapjacks were "
              "all gone by one o'clock, and three people have asked me for the recipe. I shan't be giving it out. "
              "That recipe has been in my family for fifty years."),
        # 20
        slide(ZOFIA, HALL, "The raffle",
              ["Raffle first prize: a starter train set", "Winning ticket: pink 47"],
              "Raffle time. The first prize goes to a grandad who says he hasn't had a train of his own since he "
              "was a boy, and he is grinning from ear to ear. Second prize is a box of tiny sheep. And the raffle "
              "has paid for the hall for next year, so we'll be back."),
        # 21
        slide(AMBROSE, HALL, "Packing up",
              ["Doors closed: 5 pm", "Layouts packed by: 7:15 pm"],
              "Five o'clock, and the doors are shut. Now for the worst part, taking it all to pieces and carrying "
              "it back to the vans. Thank you to everyone who came, to Zofia for running the whole thing, to "
              "Hyacinth for the tea, and to Nell for being our crane, our driver, and our engineer."),
        # 22
        slide(AMBROSE, HALL_DARK, "Next at the club",
              ["The harbour branch: a new extension", "First club night: Tuesday 18 March", "Volunteers welcome"],
              "Next time on the channel, we start building the harbour branch, a whole new extension for Quenby "
              "Junction, with a swing bridge that Nell has already designed on the back of a napkin. The first "
              "club night is on a Tuesday. Bring your own glue."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What sort of event is this video showing?",
         "para": ["quenby vale drill hall video, overall subject",
                  "Sum it up in a line: what's the club doing today?"],
         "cands": ["A model railway club's yearly exhibition, open to the public",
                   "Building a new harbour branch for the club's layout",
                   "A steam railway's open day at a real station",
                   "A model-making competition for juniors"],
         "answer": "A model railway club's yearly exhibition, open to the public"},
        {"n": 2, "type": "count", "ev": [2, 7, 10, 13, 15],
         "q": "How many times does a train come off the track at the show?",
         "para": ["derailments on the layouts - how many",
                  "Wagons and coaches keep ending up off the rails as the day goes on. Add every one up: what "
                  "do you get?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which train got the first run on Quenby Junction?",
         "para": ["opening train on the big layout",
                  "The board had the mail train at the top. Which one really went out first?"],
         "cands": ["The Quenby Flyer", "The mail train", "The seaside excursion", "The milk tanks"],
         "answer": "The Quenby Flyer"},
        {"n": 4, "type": "order", "ev": [1, 6],
         "q": "The seaside excursion was bottom of the board. Where did it actually come in the running?",
         "cands": None, "answer": "Second, straight after the Quenby Flyer"},
        {"n": 5, "type": "why", "ev": [1, 2],
         "q": "What was the reason for sending the Flyer out ahead of the others?",
         "para": ["flyer first on the layout, explanation",
                  "The express got bumped up to the opening slot. What for?"],
         "cands": None,
         "answer": "The Gazette's photographer could only stay until half past ten and wanted the Flyer on the "
                   "viaduct for the front page"},
        {"n": 6, "type": "why", "ev": [12, 17],
         "q": "why were the milk tanks the last train of the day",
         "cands": ["Thaddeus had left them in his loft, and his wife only brought them over after her shift "
                   "ended at two",
                   "Their engine's motor had burnt out",
                   "The photographer wanted them kept for the afternoon",
                   "Nell was still polishing them"],
         "answer": "Thaddeus had left them in his loft, and his wife only brought them over after her shift "
                   "ended at two"},
        {"n": 7, "type": "why", "ev": [8],
         "q": "What's behind the rule that no tea goes near the layouts?",
         "cands": None,
         "answer": "Two years ago a mug of tea was knocked over into Quenby Junction's controller and wrecked it, "
                   "so no trains ran for the rest of the day"},
        {"n": 8, "type": "correction", "ev": [4, 5],
         "q": "How much does an adult pay to get in?",
         "para": ["adult admission price at the exhibition",
                  "Ambrose tells the queue one entry price and Zofia says otherwise. Which is right for "
                  "grown-ups?"],
         "cands": None, "answer": "£5 (not £4: it went up in January); under 16s are free"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "What's the real length of Quenby Junction?",
         "cands": ["24 ft", "18 ft", "42 ft", "20 ft"],
         "answer": "24 ft"},
        {"n": 10, "type": "correction", "ev": [9],
         "q": "number of traders who turned up",
         "cands": ["29", "31", "92", "22"],
         "answer": "29"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Who pointed out that Thaddeus had left the fiddle yard out when he gave the layout's size?",
         "cands": None, "answer": "Cosmo Arkwright, from the Pengarth narrow gauge group"},
        {"n": 12, "type": "who", "ev": [14],
         "q": "Who put a new motor into the stone train's engine?",
         "cands": ["Nell Ferraby", "Cosmo Arkwright", "Thaddeus Orme", "Ambrose Kettlewell"],
         "answer": "Nell Ferraby"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "What year did the club start?",
         "cands": ["1962", "1926", "1972", "1982"],
         "answer": "1962"},
        {"n": 14, "type": "needle_screen", "ev": [20],
         "q": "Which ticket won the raffle?",
         "cands": None, "answer": "Pink 47"},
        {"n": 15, "type": "speech_and_screen", "ev": [17],
         "q": "The tankers that came over in a shoe box: what time did they get to the hall?",
         "cands": None, "answer": "2:20 pm (the milk tanks)"},
        {"n": 16, "type": "quantity", "ev": [18],
         "q": "How many visitors came through the door?",
         "cands": ["812", "821", "430", "1,200"],
         "answer": "812"},
        {"n": 17, "type": "quantity", "ev": [14],
         "q": "how long did it take Nell to fit the new motor",
         "cands": None, "answer": "Forty minutes (12:10 to 12:50 pm), her whole lunch break"},
        {"n": 18, "type": "spoken_fact", "ev": [13],
         "q": "What do the little trains on Pengarth Quarry carry down to the harbour?",
         "cands": ["Slate", "Coal", "China clay", "Milk"],
         "answer": "Slate"},
        {"n": 19, "type": "relation", "ev": [8, 14],
         "q": "What's the family connection between Nell and Hyacinth?",
         "cands": None, "answer": "Hyacinth, who runs the tea bar, is Nell's gran"},
        {"n": 20, "type": "right_before_after", "ev": [10, 11],
         "q": "The mail van ended up with its wheels in the air on the viaduct. What happened next?",
         "cands": None, "answer": "Nell reached over with her tweezers and put it back on the rails, one wheel at a time"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "In his opening, what does Ambrose say is special about today?",
         "cands": ["It's the one day a year the club lets the public in to watch",
                   "It's the club's fiftieth birthday",
                   "It's the first time Quenby Junction has ever run",
                   "The club is moving out of the Drill Hall for good"],
         "answer": "It's the one day a year the club lets the public in to watch"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "What will the club be working on in the next video?",
         "cands": ["A harbour branch extension, with a swing bridge",
                   "Rebuilding the stone train's engine",
                   "Taking Quenby Junction to the county show",
                   "A new tea bar for the Drill Hall"],
         "answer": "A harbour branch extension, with a swing bridge"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "that photographer from the Gazette - what's her name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "How much did Nell pay for the spare motor?",
         "cands": ["£12", "£18.50", "£25", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ hairdo (a Saturday in a hair salon)
ROSALIND = ("en-gb-x-gbclan+f3", "Rosalind Quartermaine, owner")
KIT = ("en-us+m6", "Kit Ellingham, apprentice")
FENELLA = ("en-gb-x-rp+f4", "Fenella Ostrowski, colourist")
ALDOUS = ("en-gb+m7", "Aldous Pemberton, client")
LOTTIE = ("en-us-nyc+f2", "Lottie Marchbanks, client")
DOUGIE = ("en-gb-scotland+m1", "Dougie Rafferty, Brightwell Supplies")

SALON = "#f4e9ef"
BOOK = "#eaf0f6"
SALON_DARK = "#2b1530"

HAIRDO = {
    "name": "hairdo",
    "footer": "The Cutting Room · a Saturday in the salon · 22 Sallow Street, Carrowmere",
    "lead_in": 6.5,
    "speed": 160,
    "segments": [
        # 0
        slide(ROSALIND, SALON_DARK, "Saturday at The Cutting Room",
              ["The Cutting Room, hair salon", "22 Sallow Street, Carrowmere", "Saturday 11 October"],
              "Hello from The Cutting Room. I'm Rosalind Quartermaine, this is my salon, and Saturday is the day "
              "when everybody in Carrowmere wants their hair done at once. Three chairs, two basins, one dog, and "
              "a book so full you can hardly see the page. The kettle's on. Let's go."),
        # 1
        slide(ROSALIND, BOOK, "Saturday's book",
              ["9:00  Mr Pemberton · trim", "9:15  Mrs Achebe · full colour", "10:00  Yardley twins · first haircuts",
               "11:00  Lottie · restyle", "12:00  Mrs Dunmore · perm"],
              "Here's today's book, in the order it was written on Tuesday. We've torn it up already. Lottie rang "
              "at eight in a panic, because her job interview has been moved to half past ten this morning. So "
              "she's in my chair first, before we've even turned the sign round."),
        # 2
        slide(LOTTIE, SALON, "First in the chair",
              ["11:00 booking, in the chair at 8:30 am"],
              "I'm Lottie. The interview's for a trainee air traffic controller, at the airport, and I want to look "
              "like someone you'd trust with a jumbo jet. Not too short, Rosalind, please. Last time I cried in the "
              "car park. Although, to be fair, it was a very good haircut."),
        # 3
        slide(ROSALIND, SALON, "Lottie",
              ["Restyle: shoulder length", "Finished: 9:35 am"],
              "Shoulder length, soft layers, and off her face, so she can look them in the eye. Close your eyes, "
              "Lottie, here comes the hairspray. There. She's gone off with her notes in one hand and a biscuit in "
              "the other. Good luck, love. Mr Pemberton has been waiting very patiently on the sofa."),
        # 4
        slide(FENELLA, SALON, "The colour",
              ["Mrs Achebe: shade 5.3", "Colour on: 9:20 am"],
              "Fenella, I do the colours. Mrs Achebe came in at quarter past nine, and her colour went on straight "
              "away, so it can sit and do its work. I've been doing her hair for twelve years, and she has never "
              "once let me go a shade lighter. Chestnut, every single time."),
        # 5
        slide(ALDOUS, SALON, "The sofa",
              ["9:00 booking: still waiting"],
              "Aldous Pemberton. I was booked in at nine, but I only let Rosalind cut my hair, so I sit here and "
              "wait for her, with the crossword. Young Kit offered, very kindly. He's a nice lad, but I've seen "
              "what he did to the practice head in the back room."),
        # 6
        slide(KIT, SALON, "The sofa",
              ["Crossword: half done"],
              "Kit, apprentice, second year. It's quiet for a second, so, look at this. Mr Pemberton's chin has "
              "dropped onto his chest, his pencil has rolled under the sofa, and he's snoring very gently behind "
              "his newspaper. Should I wake him? Rosalind says you never wake a regular."),
        # 7
        slide(ROSALIND, SALON, "Mr Pemberton",
              ["Trim started: 9:50 am"],
              "Awake again, and in the chair. Short back and sides, a little off the top, same as every month for "
              "twenty years. That's fourteen pounds, Mr Pemberton. His late wife, June, owned this salon before "
              "me. She taught me everything I know, including how to keep him talking."),
        # 8
        slide(ALDOUS, SALON, "Mr Pemberton",
              ["Over 65s, Saturdays: £12"],
              "Twelve, my dear, not fourteen. It's Saturday, so it's the pensioners' price, and it's written up on "
              "your own board, behind the till. June put that board up herself. And I'll put the two pounds I've "
              "saved in the hospice tin, as usual."),
        # 9
        slide(DOUGIE, SALON, "Delivery",
              ["Towels: 60", "Perm lotion: 2 bottles", "Delivered: 10:45 am"],
              "Dougie Rafferty, from Brightwell Salon Supplies. Sixty clean towels, two bottles of perm lotion, "
              "and a box of foils. Sign here, Rosalind. I'm late because a horsebox was doing ten miles an hour "
              "all the way down Sallow Hill, and I couldn't get past. And yes, I'd love a cup of tea."),
        # 10
        slide(ROSALIND, SALON, "Change of plan",
              ["Yardley twins: moved to 2 pm", "Mrs Dunmore: in at 11:15 am"],
              "Phone call from the twins' dad. Their swimming lesson has run over, and two wet three year olds "
              "won't sit still for their first haircut, so they're coming after lunch, at two. That means Mrs "
              "Dunmore's perm goes before them. And Kit sweeps up between every single client."),
        # 11
        slide(FENELLA, SALON, "The colour",
              ["Colour developing: 35 minutes", "Under the dryer: 20 minutes"],
              "Rinsed, conditioned, and under the dryer. Oh, bless her. Mrs Achebe has drifted off under the hood. "
              "Her head's tipped back, her eyes are shut, and her magazine has just slid off her lap onto the floor. "
              "Kit, pick that up quietly, and don't you dare take a photo."),
        # 12
        slide(KIT, SALON, "Sweeping up",
              ["Pickle: in the window"],
              "Sweeping up, again. Pickle, the salon dog, is asleep in the window, like he is every day from eleven "
              "until closing. I was so tired this morning, I nearly dropped off on the bus. Rosalind says I'll get "
              "used to Saturdays. She says that every Saturday."),
        # 13
        slide(ROSALIND, SALON, "The perm",
              ["Number 5 in the book", "Perm: 11:15 am to 1:30 pm"],
              "Mrs Dunmore's perm. Eighty tiny rollers, the lotion, the waiting, then the neutraliser, then more "
              "waiting. It takes about two and a quarter hours, start to finish, so she's brought a flask and her "
              "knitting. She says she hasn't slept a wink since her grandson was born, and he's nearly two."),
        # 14
        slide(ROSALIND, SALON, "Lunch",
              ["Lunch: a sandwich at the basin"],
              "Lunch is a sandwich, eaten standing up at the basin. Somebody has just rung to ask if we can fit in "
              "a fringe trim before we close at four. I've said yes, come at quarter to, and we'll squeeze you in. "
              "Kit, write that in the book, would you?"),
        # 15
        slide(FENELLA, SALON, "Lunch",
              ["Saturday hours: 9 am to 5:30 pm"],
              "Rosalind, we close at half past five on Saturdays now. We changed it in January, because everybody "
              "wanted their Saturday afternoons. You changed it, you printed the new sign, and it's hanging on the "
              "front door. So that fringe can come at five, and nobody has to rush."),
        # 16
        slide(ROSALIND, SALON, "The twins",
              ["Number 3 in the book", "First haircut: £9 each, certificate included"],
              "Two o'clock, and the Yardley twins are here, dry, fed, and very suspicious of the scissors. First "
              "haircuts for both of them. One sits on his dad's knee, and one sits on the booster seat, and we keep "
              "a lock of each in a little envelope for their mum."),
        # 17
        slide(ROSALIND, SALON, "The twins",
              ["Booster seat: the red one"],
              "And would you look at that. The one on the booster seat has fallen fast asleep halfway through, head "
              "on the cushion, mouth open, one side done and one side not. His dad says we should just leave it. "
              "I'm finishing it very, very quietly."),
        # 18
        slide(LOTTIE, SALON, "A phone call",
              ["Lottie: second interview on Thursday"],
              "Rosalind, it's Lottie! I've just come out, and they want me back for a second interview on "
              "Thursday. The lady on the panel said she liked my hair. I didn't tell her I once cried in your car "
              "park. Can I book the same again for Thursday morning?"),
        # 19
        slide(FENELLA, SALON, "Closing up",
              ["Last client out: 5:25 pm"],
              "Last client out at twenty five past five, the fringe trim, who was thrilled to find out we were "
              "still open. Mrs Achebe has phoned to say her husband noticed her colour, for the first time in "
              "twelve years. I'm taking that as a personal victory."),
        # 20
        slide(ROSALIND, SALON, "The numbers",
              ["Clients today: 26"],
              "Let's add it up. Twenty three heads today. No, wait, twenty six, I forgot the twins, and the fringe "
              "trim at five. That's a record for a Saturday. Kit swept the floor thirty one times, by his own count, "
              "and Pickle didn't move from the window once."),
        # 21
        slide(KIT, SALON, "Closing up",
              ["Hospice tin: £46.20"],
              "The hospice tin is nearly full, thanks mostly to Mr Pemberton's two pounds and Dougie's loose "
              "change. And in three weeks, I'm having my whole head shaved for the hospice, right here in the "
              "window. Rosalind says she'll do it herself, with the clippers, very slowly."),
        # 22
        slide(ROSALIND, SALON_DARK, "Coming up",
              ["Kit's head shave for St Wenna's Hospice", "Saturday 1 November · 4 pm", "In the salon window"],
              "So that's next time on the channel: Kit's big head shave, in the window, for the hospice that looked "
              "after June. Bring your friends, bring your loose change, and bring a hat for Kit, because November "
              "in Carrowmere is cold. Thanks for spending Saturday with us."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Which best describes what we're watching here?",
         "para": ["the cutting room carrowmere clip, subject",
                  "What's the gist of Rosalind's video?"],
         "cands": ["A busy Saturday in a small hair salon, filmed by its owner",
                   "A charity head shave in a salon window",
                   "An apprentice hairdresser's final assessment",
                   "A job interview day at the airport"],
         "answer": "A busy Saturday in a small hair salon, filmed by its owner"},
        {"n": 2, "type": "count", "ev": [6, 11, 17],
         "q": "During the day, how many customers fall asleep in the salon?",
         "para": ["clients nodding off, how many",
                  "A few people get so relaxed they drop off while they're in having their hair done. How many "
                  "customers does that happen to?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Whose appointment actually came first?",
         "cands": ["Lottie's restyle", "Mr Pemberton's trim", "Mrs Achebe's colour", "The Yardley twins' first haircuts"],
         "answer": "Lottie's restyle"},
        {"n": 4, "type": "order", "ev": [1, 2, 4, 7, 13, 16],
         "q": "How did the Saturday book get reshuffled? Who was done in what order in the end?",
         "cands": None,
         "answer": "Lottie, Mrs Achebe's colour, Mr Pemberton, Mrs Dunmore's perm, then the Yardley twins"},
        {"n": 5, "type": "why", "ev": [1],
         "q": "Why was Lottie in the chair before the salon had even opened?",
         "para": ["lottie seen first - reason",
                  "Lottie was booked for eleven. What made Rosalind take her at half past eight?"],
         "cands": None,
         "answer": "Her job interview had been moved to half past ten that morning (she rang at eight)"},
        {"n": 6, "type": "why", "ev": [5],
         "q": "Why did Mr Pemberton sit on the sofa instead of letting Kit cut his hair?",
         "cands": ["He only lets Rosalind cut his hair", "He was early for his appointment",
                   "He was waiting for his wife to collect him", "He wanted to finish the crossword first"],
         "answer": "He only lets Rosalind cut his hair"},
        {"n": 7, "type": "why", "ev": [10],
         "q": "What pushed the twins' haircuts back to the afternoon?",
         "cands": ["Their swimming lesson ran over", "They fell asleep in the car",
                   "Their dad was stuck behind a horsebox", "Mrs Dunmore needed the booster seat"],
         "answer": "Their swimming lesson ran over"},
        {"n": 8, "type": "correction", "ev": [14, 15],
         "q": "What time does The Cutting Room shut on a Saturday?",
         "para": ["saturday closing time of the salon",
                  "Rosalind promises a caller a slot before closing, and Fenella sets her right about the time. "
                  "When do they really close?"],
         "cands": None, "answer": "5:30 pm (not 4 pm: it changed in January)"},
        {"n": 9, "type": "correction", "ev": [20],
         "q": "how many clients did they get through today",
         "cands": None,
         "answer": "26 (Rosalind first said 23, forgetting the twins and the five o'clock fringe trim)"},
        {"n": 10, "type": "who", "ev": [7, 8],
         "q": "Who reminded Rosalind what pensioners pay on a Saturday?",
         "cands": None, "answer": "Aldous Pemberton, her regular client"},
        {"n": 11, "type": "who", "ev": [9],
         "q": "Which of them dropped off the towels and the perm lotion?",
         "cands": ["Dougie Rafferty", "Kit Ellingham", "Fenella Ostrowski", "Aldous Pemberton"],
         "answer": "Dougie Rafferty"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "Mrs Achebe's colour: which shade number?",
         "cands": ["5.3", "3.5", "6.3", "5.0"],
         "answer": "5.3"},
        {"n": 13, "type": "needle_screen", "ev": [16],
         "q": "price of a child's first haircut?",
         "cands": ["£9", "£12", "£6", "£19"],
         "answer": "£9"},
        {"n": 14, "type": "speech_and_screen", "ev": [11],
         "q": "The lady who nodded off under the dryer: how long was her colour left to develop?",
         "cands": None, "answer": "35 minutes (Mrs Achebe)"},
        {"n": 15, "type": "quantity", "ev": [9],
         "q": "How many clean towels did the supplier bring?",
         "cands": ["60", "16", "40", "80"],
         "answer": "60"},
        {"n": 16, "type": "quantity", "ev": [13],
         "q": "How long does Mrs Dunmore's perm take?",
         "para": ["perm duration, start to finish",
                  "Mrs Dunmore came armed with a flask and her knitting for the perm. How long was she in for?"],
         "cands": None, "answer": "About two and a quarter hours (11:15 am to 1:30 pm)"},
        {"n": 17, "type": "spoken_fact", "ev": [2],
         "q": "What job was Lottie going for?",
         "cands": ["Trainee air traffic controller", "Primary school teacher", "Airline cabin crew",
                   "Bank clerk"],
         "answer": "Trainee air traffic controller"},
        {"n": 18, "type": "relation", "ev": [7],
         "q": "How is Mr Pemberton connected to Rosalind?",
         "cands": None, "answer": "His late wife, June, owned the salon before Rosalind and trained her"},
        {"n": 19, "type": "right_before_after", "ev": [17, 18],
         "q": "What news came in just after the twins had their haircuts?",
         "cands": None, "answer": "Lottie rang: they want her back for a second interview on Thursday"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the very start, what does Rosalind say about Saturdays?",
         "cands": ["It's when everybody in Carrowmere wants their hair done at once",
                   "It's her only day off",
                   "It's the quietest day of the week",
                   "It's the day she trains Kit"],
         "answer": "It's when everybody in Carrowmere wants their hair done at once"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "so what's being filmed next time?",
         "cands": ["Kit having his head shaved for the hospice",
                   "Lottie's second interview",
                   "The twins coming back for their second haircut",
                   "Putting up a new sign on the front door"],
         "answer": "Kit having his head shaved for the hospice"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What are the Yardley twins' first names?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What was Mrs Achebe charged for her colour?",
         "cands": ["£65", "£48", "£72", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "what's the name of the woman on the interview panel who liked Lottie's hair",
         "cands": None, "answer": ABSENT},
    ],
}


VIDEOS = [CAMPSITE, TRAINSHOW, HAIRDO]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "campsite": [22.0, 22.0, 24.0, 22.0, 23.0, 23.5, 27.5, 23.5, 21.5, 25.0, 21.5, 22.0, 23.0, 25.5, 22.0, 24.0, 25.0, 23.0, 21.0, 25.0, 22.0, 21.5, 21.0],
    "trainshow": [23.5, 25.0, 28.0, 23.0, 21.5, 25.0, 24.0, 23.5, 25.0, 26.5, 23.0, 24.0, 26.0, 21.5, 23.5, 27.0, 24.5, 21.5, 24.0, 21.5, 21.0, 23.0, 20.5],
    "hairdo": [24.5, 20.0, 23.5, 25.5, 21.5, 21.0, 24.5, 26.5, 20.5, 24.5, 24.0, 21.5, 22.5, 25.5, 22.5, 23.0, 21.0, 22.5, 20.0, 21.0, 24.0, 23.5, 21.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
