"""Scripts of the "blind45" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- crag:       a climbing club's emergency meeting in a pub's back room, after a rockfall got its crag
              shut by the landowner, from the log fire at half past seven to the candles at twenty five
              past nine (the secretary, the chair, the treasurer, the estate's land agent, the geologist
              and the land agent's son, who found the fallen block)
- greenhouse: a head gardener's how-to: re-glazing a Victorian lean-to greenhouse in a walled garden,
              over three days, from the rotten glazing bars on the Thursday to the door on the Saturday
              (the head gardener, her sister, the chair of the trustees, the joiner, a retired glazier
              and the oldest volunteer)
- cruise:     a small harbour town's day as the first cruise ship ever to call anchors in its bay and
              sends its passengers ashore by tender, from the sea fog at six in the morning to the
              ship's horn at five (the bookseller on the quay, the harbourmaster, the ship's shore
              excursions manager, the pier hand, the piper and the fish merchant)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ crag (a climbing club's emergency meeting)
PRIYA = ("en-gb-x-rp+shelby", "Priya Sandhu, secretary")
GORDON = ("en-gb-x-gbclan+david", "Gordon Ainsworth, chair")
MEGAN = ("en-gb-x-gbcwmd+anika", "Megan Rhys, treasurer")
FIONA = ("en-gb-scotland+Andrea", "Fiona Marsh, Lumb Hall estate")
TAMSIN = ("en-gb-x-gbclan+linda", "Tamsin Oakes, geologist")
CALLUM = ("en-gb-x-rp+caleb", "Callum Marsh, member")

AGENDA_PAPER = "#f2eee2"
BACK_ROOM = "#e8e2d8"
NOTEBOOK = "#efe6dc"
ESTATE = "#e3e7df"
ROCK_FACE = "#e6e4ea"
PUB_NIGHT = "#1f1a17"

CRAG = {
    "name": "crag",
    "footer": "Carnwick Climbing Club · emergency meeting · the Packhorse Inn",
    "lead_in": 5.5,
    "speed": 160,
    "segments": [
        # 0
        slide(PRIYA, PUB_NIGHT, "Ousel Nab is shut",
              ["Carnwick Climbing Club", "Emergency meeting, the Packhorse Inn, back room", "Thursday 6 March",
               "Starts: 7:30 pm"],
              "Thursday night in the back room of the Packhorse Inn. The landlord had the log fire roaring before "
              "anybody arrived, his old dog is stretched across the hearth, and thirty climbers are squeezed onto "
              "benches under the dartboard. I'm Priya Sandhu, the club secretary, and my camera is balanced on top "
              "of the dartboard cabinet."),
        # 1
        slide(PRIYA, AGENDA_PAPER, "The agenda",
              ["1. What came down, and where", "2. The estate's terms", "3. The geologist's report",
               "4. Paying for it", "5. The clearing weekend"],
              "Gordon wrote the agenda the way he'd tell the story at the bar: what fell, what the estate wants, "
              "what the geologist found, then the money, and the work last. We didn't keep to it. Number three "
              "went first, the geologist's report, because Tamsin had a last train to catch, and everything else "
              "hangs on what she found."),
        # 2
        slide(GORDON, BACK_ROOM, "In the chair",
              ["Gordon Ainsworth, chair", "Ousel Nab closed by the estate: Monday 3 March"],
              "Gordon Ainsworth, chair. I've climbed on Ousel Nab for forty five years, man and boy. Early on "
              "Sunday morning a block came off the main wall, from twenty metres up, I'd say, and landed right "
              "across the footpath below. By some miracle nobody was underneath it. On Monday the estate shut the "
              "whole crag, and here we are."),
        # 3
        slide(MEGAN, NOTEBOOK, "The treasurer",
              ["Megan Rhys, treasurer", "In the club account: £1,800"],
              "Megan Rhys, treasurer. I've kept the club's books for nine years, in a red notebook, because I "
              "don't trust computers with other people's money. We have one thousand eight hundred pounds in the "
              "account, which is more than we've ever had, and less than we're going to need. I'll tell you how "
              "much less when we get there."),
        # 4
        slide(FIONA, ESTATE, "The estate",
              ["Fiona Marsh, land agent", "Lumb Hall estate: owns Ousel Nab and the fields below"],
              "Fiona Marsh, land agent for the Lumb Hall estate, which owns the Nab and the fields under it. The "
              "owner lives abroad, and he's asked me to be clear: the crag stays shut until the loose rock is dealt "
              "with. Callum's my son, before anybody asks why I'm sat with the climbers. He found the block, and "
              "he's frying fish till nine."),
        # 5
        slide(TAMSIN, ROCK_FACE, "The geologist",
              ["Dr Tamsin Oakes, engineering geologist", "Last train from Carnwick: 8:12 pm"],
              "Tamsin Oakes, engineering geologist. The estate asked me to look at the Nab, so on Tuesday I "
              "abseiled down the main wall with a hammer, a notebook and a very cold pair of hands. I have to be "
              "on the last train out of Carnwick tonight, so forgive me if I talk fast and leave before the "
              "interesting part."),
        # 6
        slide(GORDON, BACK_ROOM, "The club",
              ["Carnwick Climbing Club, founded 1961"],
              "We've about sixty members, and every one of them has a favourite route on that wall. Mine's the "
              "crack up the middle, which I first climbed in my dad's old boots with a washing line round my "
              "waist. Don't tell the young ones. The club was started by three quarrymen, and we've never once "
              "been shut out of the Nab till now."),
        # 7
        slide(PRIYA, AGENDA_PAPER, "The report first",
              ["Number 3 on the agenda", "The geologist's report"],
              "First, then, number three, Tamsin's report. She had to leave by eight for her train, and nobody "
              "could talk about terms or money or work till we knew what state the wall was in. While she was "
              "plugging her laptop in, Gordon got up, took a log from the basket and put it on the fire, then sat "
              "back down to listen."),
        # 8
        slide(TAMSIN, ROCK_FACE, "Thirty two",
              ["Block came off: 32 m up", "From: the top of Curlew Groove", "Weight of the block: about 4 tonnes"],
              "Twenty metres, Gordon? Thirty two. I measured it on my rope, from the scar to the path. It looks "
              "like twenty from below because the foot of the wall sits up on a steep bank, so you're already a "
              "long way up before you start. The block weighed about four tonnes. It was water that did it, in "
              "the cracks."),
        # 9
        slide(TAMSIN, ROCK_FACE, "Fourteen",
              ["Loose blocks still on the wall: 14"],
              "There are eleven more loose blocks on that wall. No, fourteen: I forgot the three under the big "
              "overhang, and those are the worst of the lot. If you want to know whether a hold is loose, knock it "
              "with the heel of your hand. Solid rock rings. A loose block sounds dull and hollow, like knocking "
              "on a cupboard door."),
        # 10
        slide(TAMSIN, ROCK_FACE, "Frost",
              ["Cause: water freezing in the cracks"],
              "Every winter, water gets into the cracks, freezes, and opens them a hair's breadth more. This was "
              "the coldest February in years, and the wall let go. It will happen again, one day. "
              "The estate paid for my survey, and what they paid me is between me and them. Right, I have a "
              "train to catch."),
        # 11
        slide(PRIYA, BACK_ROOM, "The red line",
              ["Tamsin off to the station: 8:02 pm"],
              "As soon as Tamsin had gone out into the cold for her train, Gordon took the old club guidebook out "
              "of his coat pocket, found the page for the main wall, and drew a red line through the route the "
              "block came off, slowly, like a man signing a form. Then he passed the book round the room, and "
              "nobody said much."),
        # 12
        slide(FIONA, ESTATE, "The terms second",
              ["Number 2 on the agenda", "Loose blocks: brought down by a rope-access team",
               "Footpath: moved 15 m from the foot of the crag", "Paid for by: the club"],
              "Second, number two, the estate's terms, and they had to wait for Tamsin, because the terms are "
              "whatever her report says. The fourteen loose blocks brought down by professionals on ropes, the "
              "footpath moved away from the foot of the crag, and the club to pay for both. While I was reading "
              "that out, Megan got up and threw another log on the fire."),
        # 13
        slide(MEGAN, NOTEBOOK, "Eighty seven",
              ["Members on the books: 87"],
              "Sixty, Gordon? Eighty seven. I've taken every subscription this year, and I've got eighty seven "
              "names in my red notebook with a tick beside each one. It feels like sixty to you because it's the "
              "same sixty who come to the pub. The other twenty seven pay up, never come, and send very nice "
              "Christmas cards."),
        # 14
        slide(PRIYA, AGENDA_PAPER, "The clearing weekend third",
              ["Number 5 on the agenda", "Clearing weekend: Saturday 29 and Sunday 30 March",
               "Dates put to the vote: 8:19 pm"],
              "Third, number five, the clearing weekend, which had to come before the money. The rope-access team "
              "charge by the day, so Megan couldn't work out a total until we knew how many days they'd need. "
              "Tamsin's answer was two. We voted for the last weekend in March, hands up, and Gordon's hand went "
              "up slowest."),
        # 15
        slide(GORDON, BACK_ROOM, "Lights out",
              ["Clearing weekend agreed: 8:26 pm"],
              "The very moment we'd agreed the weekend, every light in the Packhorse went out, and the whole "
              "valley with it. A power cut. The landlord came through with candles stuck in wine bottles, and we "
              "carried on by firelight. Somebody at the back said it was the Nab getting its own back. I told him "
              "to sit down."),
        # 16
        slide(MEGAN, NOTEBOOK, "The money fourth",
              ["Number 4 on the agenda", "Rope-access team, 2 days: £3,600", "Fence and a new stile: £1,680",
               "From each member: £40"],
              "Fourth, number four, the money, read out by candlelight. Two days of the rope-access team, three "
              "thousand six hundred pounds. A fence and a new stile for the moved path, one thousand six hundred "
              "and eighty. Take off what's in the account, share the rest between every name on my list, and it "
              "comes to forty pounds each. Sorry."),
        # 17
        slide(MEGAN, NOTEBOOK, "By firelight",
              ["Estate's share of the cost: £0", "Club's name on the new stile: agreed"],
              "I couldn't read my own notebook, so Priya crept over to the hearth and dropped a log on the flames "
              "to give me some light. The landlord's dog had already dragged a log out of the basket, and lay on "
              "the rug chewing it like a bone. Fiona says the estate won't pay a penny, but we can put our name on "
              "the stile."),
        # 18
        slide(PRIYA, AGENDA_PAPER, "What came down, last",
              ["Number 1 on the agenda", "Callum in from the chip shop: 9:04 pm"],
              "Last, number one, what came down, and that had to wait for Callum, who found it. He works at the "
              "chip shop till nine, and he had the photos. Gordon wanted it first on the agenda, but there was no "
              "point without the one person who saw it. He came in just after nine, still in his apron, smelling "
              "of vinegar."),
        # 19
        slide(CALLUM, ESTATE, "The block",
              ["Callum Marsh, member", "Found on the path: Sunday 2 March, 7:15 am"],
              "Callum Marsh. I was walking up on Sunday to climb before my shift, and there it was, lying across "
              "the path, with the stile smashed flat underneath and dust still hanging in the air. I took photos "
              "and rang Mum. Tonight I'd been stood in the cold all the way here, so the first thing I did was put "
              "a log on the fire."),
        # 20
        slide(GORDON, BACK_ROOM, "The photos",
              ["Callum's photos from Sunday: 23"],
              "When Callum's photos came up on the laptop, nobody said a word for a long while. I picked up the "
              "poker and stirred the fire about, just for something to do with my hands, and never put a thing on "
              "it. Forty five years, and I'd never seen the foot of the Nab look like a building site. We'll be "
              "back on it."),
        # 21
        slide(PRIYA, AGENDA_PAPER, "Closing",
              ["Meeting closed: 9:25 pm", "Next meeting: Thursday 3 April"],
              "We closed at twenty five past nine, still by candlelight. Megan went round the benches with her red "
              "notebook, collecting the first of the forty pounds, Fiona walked Callum home, and Gordon put the "
              "guidebook back in his coat. Outside it was freezing and pitch dark, and you could just make out the "
              "Nab against the stars."),
        # 22
        slide(PRIYA, PUB_NIGHT, "Next on the channel",
              ["The clearing weekend", "14 loose blocks off Ousel Nab", "From Saturday 29 March"],
              "Next time: the clearing weekend. The rope-access team abseil down the main wall and lever the "
              "fourteen loose blocks off Ousel Nab, one by one, while forty of us build the fence and the new "
              "stile on the moved path. Megan's bringing the notebook, Gordon's bringing a flask, and Callum has "
              "promised chips for everybody."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Sum up the Packhorse Inn video for me.",
         "para": ["climbing club crisis meeting at the pub - gist?",
                  "A red line through a guidebook, a power cut and forty pounds a head. What's the occasion?"],
         "cands": ["A climbing club's emergency meeting in a pub's back room, after a rockfall got its crag shut by "
                   "the landowner",
                   "The clearing weekend, with the loose blocks levered off the crag",
                   "A mountain rescue team's debrief after a climbing accident",
                   "A pub quiz night interrupted by a power cut"],
         "answer": "A climbing club's emergency meeting in a pub's back room, after a rockfall got its crag shut "
                   "by the landowner"},
        {"n": 2, "type": "count", "ev": [7, 12, 17, 19],
         "q": "Through the whole meeting, how often did someone feed the pub fire with a log?",
         "para": ["logs onto the Packhorse fire - tally?",
                  "Leave out the landlord's fire before anyone arrived, Gordon poking about with the poker and the "
                  "dog's chewed log: real additions of wood to the fire came to what number?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Five items on the agenda. Which one got discussed before the rest?",
         "cands": ["The geologist's report", "What came down, and where", "The estate's terms",
                   "The clearing weekend"],
         "answer": "The geologist's report"},
        {"n": 4, "type": "order", "ev": [1, 7, 12, 14, 16, 18],
         "q": "Gordon's agenda runs: what fell, the estate's terms, the geologist, money, clearing weekend. In "
              "what sequence did the room really get through them?",
         "cands": None,
         "answer": "The geologist's report first, then the estate's terms, the clearing weekend, the money, and "
                   "what came down last"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "how come tamsin's report jumped the queue",
         "cands": None,
         "answer": "She had to leave by eight for the last train out of Carnwick, and the terms, money and work "
                   "all hung on what state she'd found the wall in"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "For what reason was 'what came down' left until the very end?",
         "cands": ["It had to wait for Callum, who found the block and had the photos, and was working at the "
                   "chip shop till nine",
                   "Gordon couldn't bear to talk about it",
                   "The estate asked for it to be discussed last",
                   "The laptop wouldn't work during the power cut"],
         "answer": "It had to wait for Callum, who found the block and had the photos, and was working at the "
                   "chip shop till nine"},
        {"n": 7, "type": "why", "ev": [14],
         "q": "The clearing weekend had to be settled before anybody talked money - why?",
         "para": ["money item held up by the work dates - how come?",
                  "Megan couldn't give a total until one thing was decided. What was it, and why did it matter?"],
         "cands": None,
         "answer": "The rope-access team charge by the day, so the cost couldn't be worked out until the number "
                   "of days (two) was known and the weekend fixed"},
        {"n": 8, "type": "correction", "ev": [2, 8],
         "q": "Gordon reckoned the block fell from about twenty metres. What height did it really come off?",
         "cands": None,
         "answer": "32 m (thirty two metres): Tamsin measured it on her rope"},
        {"n": 9, "type": "correction", "ev": [6, 13],
         "q": "Real size of the club's membership?",
         "cands": ["87", "60", "78", "30"],
         "answer": "87"},
        {"n": 10, "type": "correction", "ev": [9],
         "q": "Once Tamsin corrects herself, how many loose blocks are still up on the wall?",
         "para": ["loose rock still on the Nab - final number",
                  "The geologist gives one figure and then changes it. Where does she end up, and what had she "
                  "left out?"],
         "cands": None,
         "answer": "14 (fourteen): she'd forgotten the three under the big overhang"},
        {"n": 11, "type": "who", "ev": [6, 13],
         "q": "Gordon guessed sixty-odd members. Who set the record straight?",
         "cands": None,
         "answer": "Megan Rhys, the treasurer: 87 names in her red notebook"},
        {"n": 12, "type": "who", "ev": [4, 19],
         "q": "Who actually stumbled on the fallen block by the path?",
         "cands": ["Callum Marsh", "Gordon Ainsworth", "Tamsin Oakes", "Fiona Marsh"],
         "answer": "Callum Marsh"},
        {"n": 13, "type": "needle_screen", "ev": [5],
         "q": "tamsin's train home - departure time?",
         "cands": ["8:12 pm", "8:02 pm", "8:21 pm", "9:12 pm"],
         "answer": "8:12 pm"},
        {"n": 14, "type": "needle_screen", "ev": [8],
         "q": "The block broke away from the top of which climb?",
         "cands": ["Curlew Groove", "Kestrel Crack", "Ousel Wall", "The Big Overhang"],
         "answer": "Curlew Groove"},
        {"n": 15, "type": "speech_and_screen", "ev": [15],
         "q": "Lights failing in the Packhorse - when was that?",
         "cands": None,
         "answer": "8:26 pm, the moment the clearing weekend was agreed"},
        {"n": 16, "type": "quantity", "ev": [16],
         "q": "How much is the rope-access team charging for its two days?",
         "cands": ["£3,600", "£1,680", "£1,800", "£6,300"],
         "answer": "£3,600"},
        {"n": 17, "type": "quantity", "ev": [16],
         "q": "What is each member being asked to chip in?",
         "para": ["per-head levy to get the crag open again",
                  "Once the bank balance is used up, what does every name in Megan's notebook have to pay?"],
         "cands": None, "answer": "£40 (forty pounds)"},
        {"n": 18, "type": "spoken_fact", "ev": [9],
         "q": "What's Tamsin's trick for telling if a hold is loose?",
         "cands": ["Knock it with the heel of your hand: solid rock rings, a loose block sounds dull and hollow",
                   "Pour water on it and watch for bubbles",
                   "Pull on it hard with both hands before trusting it",
                   "Look for fresh white scratches round its edges"],
         "answer": "Knock it with the heel of your hand: solid rock rings, a loose block sounds dull and hollow"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Fiona Marsh and Callum - what's the relationship?",
         "cands": None,
         "answer": "Mother and son: Fiona, the estate's land agent, is Callum's mum"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "What did Gordon do the minute Tamsin had left for her train?",
         "cands": None,
         "answer": "Took the old club guidebook out of his coat, drew a red line through the route the block came "
                   "off, and passed the book round the room"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "First thing we're shown at the Packhorse?",
         "cands": ["Thursday night in the pub's back room: a roaring log fire, the landlord's old dog on the hearth "
                   "and thirty climbers on benches under the dartboard",
                   "Callum coming in from the chip shop in his apron",
                   "Every light in the pub going out in a power cut",
                   "Tamsin abseiling down the main wall with a hammer"],
         "answer": "Thursday night in the pub's back room: a roaring log fire, the landlord's old dog on the hearth "
                   "and thirty climbers on benches under the dartboard"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "Teaser at the close - what's coming up?",
         "cands": ["The clearing weekend: the rope-access team levering the fourteen loose blocks off Ousel Nab",
                   "Ousel Nab's reopening day, with the first climbs back on the main wall",
                   "The estate's owner visiting from abroad",
                   "A new club guidebook being written"],
         "answer": "The clearing weekend: the rope-access team levering the fourteen loose blocks off Ousel Nab"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "The man who owns the Lumb Hall estate - what's his name?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What fee did the estate pay Tamsin for her survey?",
         "cands": ["£850", "£1,200", "£1,450", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ greenhouse (a head gardener's how-to)
OONA = ("en-gb-x-rp+steph2", "Oona Gallagher, head gardener")
MAEVE = ("en-gb-x-gbcwmd+Andrea", "Maeve Gallagher, volunteer")
ELSPETH = ("en-gb-scotland+shelby", "Elspeth Nairn, chair of the trustees")
KOFI = ("en-029+victor", "Kofi Mensah, joiner")
BERNARD = ("en-gb-x-gbcwmd+grandpa", "Bernard Quist, glazier, retired")
WILF = ("en-gb-x-gbclan+robert", "Wilf Dobson, volunteer")

SHED_DOOR = "#eef0e6"
GARDEN = "#e9ede0"
TRUST = "#e6e2da"
JOINERY = "#ebe5dc"
GLASS = "#e2e6ea"
FROST_DARK = "#1c2119"

GREENHOUSE = {
    "name": "greenhouse",
    "footer": "Stenning Walled Garden · how to re-glaze a Victorian greenhouse",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(OONA, FROST_DARK, "How to re-glaze a greenhouse",
              ["Stenning Walled Garden, Lowick Cross", "The lean-to greenhouse on the south wall",
               "Thursday 13 to Saturday 15 March"],
              "Thursday, eight in the morning, and there's frost on the box hedges. Against the south wall of the "
              "garden stands a Victorian lean-to greenhouse, half its roof panes cracked or gone, and an old "
              "grapevine growing out through the gaps. I'm Oona Gallagher, the head gardener, my camera's on the "
              "potting bench, and this is how you glaze one again."),
        # 1
        slide(OONA, SHED_DOOR, "Elspeth's list",
              ["1. New glass in the roof", "2. Paint the frame", "3. Mend the door",
               "4. Replace the rotten glazing bars", "5. Get the roof vents opening"],
              "Elspeth chalked the list on the potting shed door, in the order visitors will notice things, glass "
              "first. We didn't keep to it. Number four went first, the rotten glazing bars: new glass can't go "
              "into rotten wood, and the old glass had to come out to get at the bars anyway. So it starts with "
              "taking things apart."),
        # 2
        slide(MAEVE, GARDEN, "Holding things",
              ["Maeve Gallagher, volunteer"],
              "Maeve Gallagher, volunteer. Oona's my big sister, and she's been telling me what to do since I could "
              "walk, so nothing's changed. I'm here to hold things and pass things, and not to go up ladders. From "
              "down here I'd say there are about a dozen rotten bars in that roof, maybe fewer. And I've brought "
              "the biscuits."),
        # 3
        slide(ELSPETH, TRUST, "The trustees",
              ["Elspeth Nairn, chair of the trustees", "Open day: Sunday 18 May"],
              "Elspeth Nairn. I chair the trustees who look after the garden. This greenhouse has stood empty about "
              "fifteen years, and every spring somebody says we ought to do something about it. Well, now we are. "
              "It has to be growing again by our open day in May, and I've promised the village tomatoes, which may "
              "have been rash."),
        # 4
        slide(KOFI, JOINERY, "The joiner",
              ["Kofi Mensah, joiner", "New bars: larch, made to the old profile"],
              "Kofi Mensah, joiner. I'm making the new glazing bars in my workshop, in larch, copied from a sound "
              "piece of an old one so they match the rest of the roof. Each bar has a rebate along both edges, "
              "where the glass sits in its bed of putty. And don't ask what I'm charging. Elspeth and I have an "
              "arrangement."),
        # 5
        slide(BERNARD, GLASS, "The glazier",
              ["Bernard Quist, glazier, retired"],
              "Bernard Quist. I glazed greenhouses for fifty years, and I'm here to see they do it right. One thing "
              "above all: never use putty straight out of the tub. Roll it in your hands until it's warm and soft "
              "and stops cracking, like kneading bread dough. Cold putty won't stick to anything, and it'll fall "
              "out by the autumn."),
        # 6
        slide(WILF, GARDEN, "The vine",
              ["Wilf Dobson, volunteer", "The vine's name, on its slate: Gideon"],
              "Wilf Dobson. My grandmother planted that vine when she worked here, and she gave it a name and wrote "
              "it on a slate, which still hangs on the back wall. I worked in this greenhouse as a lad, under the "
              "old head gardener, and I was the last one to shut that door. He used to say the vine would outlive "
              "us all."),
        # 7
        slide(OONA, JOINERY, "The bars first",
              ["Number 4 on the list", "First bar out: Thursday 9:40 am"],
              "First, number four, the glazing bars. Cut the old putty out with a hacking knife, pull the little "
              "pins that hold each pane, and lift the glass out whole if it'll come. Then saw through the rotten "
              "bar at the top and the bottom, and ease it out. Work from the top down, and always wear gloves, "
              "because old glass bites."),
        # 8
        slide(WILF, GARDEN, "Twenty three",
              ["Stood empty: 23 years"],
              "Fifteen years, Elspeth? Twenty three. The old head gardener retired the spring of the big floods, I "
              "shut this door behind him that autumn, and nobody has grown a thing in here since. It feels like "
              "fifteen to you because the trustees only came along later. Twenty three summers that vine has fended "
              "for itself."),
        # 9
        slide(MAEVE, JOINERY, "The first bar",
              ["Rot: always at the bottom end, where water sits"],
              "When the first rotten bar came out, Kofi snapped it over his knee like a breadstick, and handed the "
              "two halves to Wilf for his stove. Then he pressed his thumb into the next one, and it went in like "
              "cake. Wilf says they were painted every year once, and then never again. I held the ladder, from "
              "the bottom."),
        # 10
        slide(KOFI, JOINERY, "Seventeen",
              ["New glazing bars: 17"],
              "A dozen, Maeve? Seventeen. I've made every one of them on my bench, and I've got seventeen heaps of "
              "shavings to prove it. From the path it looks like a dozen, because the rot is at the bottom end of "
              "the bars, under the old putty, where you can't see it. Push a thumb in. If it goes in, the bar comes "
              "out."),
        # 11
        slide(OONA, SHED_DOOR, "The vents second",
              ["Number 5 on the list", "Roof vents: 6, all opening again"],
              "Second, number five, the roof vents. They're opened by a long rod and a row of cogs along the top of "
              "the roof, and you can only get at them from inside while the roof glass is out and you can lean "
              "through. Wire brush, penetrating oil and patience. Maeve found an old wren's nest packed into the "
              "winding gear."),
        # 12
        slide(ELSPETH, TRUST, "The glass arrives",
              ["Glass, cut to size, delivered: £486"],
              "The glass came on Friday morning from the glass merchant in town, cut to size and packed in wooden "
              "crates, four hundred and eighty six pounds, and the trustees paid it without a murmur, for once. The "
              "old glass goes in a skip for recycling. Wilf wanted some for cold frames, so there's a pile of it "
              "behind the compost heaps."),
        # 13
        slide(OONA, SHED_DOOR, "The paint third",
              ["Number 2 on the list", "Primer on: Friday 10:30 am"],
              "Third, number two, the paint, on Friday. Scrape off anything loose, sand it, fill the holes, and "
              "prime every bit of bare wood, above all the rebates where the glass will sit. That's why it comes "
              "before the glass: put putty onto bare wood, and the wood drinks the oil out of it, and the putty "
              "cracks within a year."),
        # 14
        slide(OONA, GLASS, "Fifty two",
              ["Panes to order: 52"],
              "Measure every opening, not just one, because in an old greenhouse no two are the same. We need forty "
              "six panes. No, fifty two: I forgot the six in the door, and the door's are a different size again. "
              "Order a few more than you need. And never carry a pane flat. Carry it upright, on its edge, with "
              "gloves on."),
        # 15
        slide(BERNARD, GLASS, "The glass fourth",
              ["Number 1 on the list", "Putty used: 12 kg"],
              "Fourth, number one, the glass, on Saturday. A bed of putty in the rebate, press the pane in at its "
              "edges, never the middle, pin it, then the front putty with the knife. Twelve kilos of putty, all "
              "told. Maeve was pushing a barrow of new panes down the path, and the top one slid off and smashed "
              "on the bricks."),
        # 16
        slide(MAEVE, GLASS, "On the path",
              ["Bernard's cutting table: two trestles and an old door"],
              "Kofi stood a new pane against the wall while he drank his tea, and a gust blew it flat on the path, "
              "where it went to bits. Then one slid off the trestle, and Kofi caught it an inch from the ground, "
              "which made up for it. Bernard cut the odd sizes himself: one firm score, a tap underneath, and "
              "snap."),
        # 17
        slide(WILF, GARDEN, "Hail",
              ["South side finished: 3:10 pm"],
              "Mid afternoon, Oona pressed a new pane in the middle instead of at the edges, and it cracked from "
              "corner to corner. Bernard said nothing, which was worse than anything he could have said. It was "
              "hail that broke the old roof, the summer after I shut the door: every pane on the south side, in ten "
              "minutes."),
        # 18
        slide(OONA, GARDEN, "The last pane",
              ["Last roof pane in: Saturday 3:52 pm"],
              "The very moment the last pane went into the roof, a robin flew in through the open doorway, landed "
              "on the vine, and sat there as if it had been waiting for us to finish. Maeve cheered, and it didn't "
              "even flinch. Wilf says there's always been a robin in this greenhouse, and that it's the same "
              "robin."),
        # 19
        slide(KOFI, JOINERY, "The door last",
              ["Number 3 on the list", "Door hung: Saturday 4:40 pm"],
              "Last, number three, the door. We took it off its hinges on Thursday, so the long bars and the crates "
              "of glass could come in without anybody turning corners. Hang it first, and you'd only have to take "
              "it off again. New hinges, a new bottom rail where the rot was, six panes, and now it swings and "
              "shuts."),
        # 20
        slide(ELSPETH, TRUST, "Tomatoes",
              ["Tomato plants ordered: 120"],
              "On Saturday evening the trustees came to look, and one of them tapped the glass and asked, is that "
              "all it took? I sent him to help Wilf with the skip. The vine will need pruning back hard, and we've "
              "ordered a hundred and twenty tomato plants for the borders. The village shall have its tomatoes, "
              "after all."),
        # 21
        slide(MAEVE, GARDEN, "Done",
              ["Finished: Saturday 5:15 pm"],
              "By quarter past five it was nearly dark. Oona stood in the doorway with her arms folded and didn't "
              "say a word for ages, which means she's pleased. Wilf went home to light his stove with Kofi's "
              "breadsticks, and Bernard went round every pane tapping the putty. He found nothing to complain "
              "about, and looked disappointed."),
        # 22
        slide(OONA, FROST_DARK, "Next on the channel",
              ["Planting it up", "Tomatoes in the borders, the vine on new wires", "From Saturday 5 April"],
              "Next time: planting it up. The tomatoes go into the borders, the chillies onto the staging, and the "
              "old vine gets pruned hard and trained back along new wires under the new glass. Maeve's in charge "
              "of watering, Wilf's in charge of the vine, and Bernard has promised to keep his opinions to himself, "
              "which I'll believe when I see it."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "In short, what's the Stenning video teaching?",
         "para": ["victorian greenhouse glass replaced - what's covered?",
                  "A robin on a vine, a barrow of glass and a thumb pushed into soft wood. What skill is being "
                  "taught here?"],
         "cands": ["A how-to: re-glazing a Victorian lean-to greenhouse in a walled garden: rotten bars, vents, "
                   "paint, glass and door",
                   "Planting up a greenhouse with tomatoes and training an old vine on new wires",
                   "Putting up a new greenhouse from a flat-pack kit",
                   "A walled garden's open day in May"],
         "answer": "A how-to: re-glazing a Victorian lean-to greenhouse in a walled garden: rotten bars, vents, "
                   "paint, glass and door"},
        {"n": 2, "type": "count", "ev": [15, 16, 17],
         "q": "Number of new panes broken during the job?",
         "para": ["new glass smashed by accident - total?",
                  "Forget the hailstorm years ago, the pane Kofi caught and the bits Bernard snapped off on "
                  "purpose. How many sheets of the new glass ended up ruined?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Which job did Oona tackle first?",
         "cands": ["Replacing the rotten glazing bars", "Putting new glass in the roof", "Painting the frame",
                   "Getting the roof vents opening"],
         "answer": "Replacing the rotten glazing bars"},
        {"n": 4, "type": "order", "ev": [1, 7, 11, 13, 15, 19],
         "q": "New glass tops Elspeth's list. At what stage of the job did it actually go in?",
         "cands": None,
         "answer": "Fourth: after the glazing bars, the vents and the paint, and before the door"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Why start on the glazing bars rather than the glass?",
         "para": ["rotten bars sorted out first - the logic?",
                  "the list says glass comes first, so how come oona started on the bars"],
         "cands": None,
         "answer": "New glass can't go into rotten wood, and the old glass had to come out anyway to get at the "
                   "bars"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "What made the door the final job?",
         "cands": ["It was off its hinges so the long bars and crates of glass could come in, and hanging it "
                   "earlier would have meant taking it off again",
                   "The new hinges only arrived on the Saturday",
                   "Kofi was still building a new door in his workshop",
                   "Elspeth wanted to hang it herself on the open day"],
         "answer": "It was off its hinges so the long bars and crates of glass could come in, and hanging it "
                   "earlier would have meant taking it off again"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "Paint before glass - what's the thinking?",
         "cands": ["Bare wood drinks the oil out of putty and the putty cracks within a year, so the rebates are "
                   "primed first",
                   "Paint splashes would spoil the new glass",
                   "The primer needs sun through the glass to dry",
                   "Bernard won't glaze a frame that hasn't had two coats"],
         "answer": "Bare wood drinks the oil out of putty and the putty cracks within a year, so the rebates are "
                   "primed first"},
        {"n": 8, "type": "correction", "ev": [3, 8],
         "q": "Elspeth thinks the greenhouse has stood empty about fifteen years. What's the actual figure?",
         "para": ["years the greenhouse sat unused - real figure",
                  "Wilf ties the empty years to the autumn he shut the door behind the old head gardener. How "
                  "many does he make it?"],
         "cands": None,
         "answer": "23 years (twenty three)"},
        {"n": 9, "type": "correction", "ev": [14],
         "q": "Once Oona has put her sum right, how many panes does she order?",
         "cands": ["52", "46", "58", "6"],
         "answer": "52"},
        {"n": 10, "type": "who", "ev": [2, 10],
         "q": "Maeve guesses about a dozen rotten bars. Who corrects her?",
         "para": ["who knew the real number of rotten glazing bars",
                  "Somebody with a heap of shavings for every replacement settled how many bars had rotted. "
                  "Which person?"],
         "cands": None,
         "answer": "Kofi Mensah, the joiner, who made every new one: 17"},
        {"n": 11, "type": "who", "ev": [11],
         "q": "who came across the wren's nest in the winding gear",
         "cands": ["Maeve Gallagher", "Oona Gallagher", "Wilf Dobson", "Kofi Mensah"],
         "answer": "Maeve Gallagher"},
        {"n": 12, "type": "needle_screen", "ev": [3],
         "q": "Exact date of the garden's open day?",
         "cands": ["Sunday 18 May", "Saturday 5 April", "Sunday 11 May", "Saturday 15 March"],
         "answer": "Sunday 18 May"},
        {"n": 13, "type": "needle_screen", "ev": [6],
         "q": "What's the old vine called, going by its slate?",
         "cands": None, "answer": "Gideon"},
        {"n": 14, "type": "speech_and_screen", "ev": [18],
         "q": "When exactly did the robin fly in?",
         "cands": None,
         "answer": "3:52 pm on the Saturday, the moment the last roof pane went in"},
        {"n": 15, "type": "quantity", "ev": [12],
         "q": "Cost of the cut glass?",
         "cands": ["£486", "£468", "£846", "£120"],
         "answer": "£486"},
        {"n": 16, "type": "quantity", "ev": [15],
         "q": "putty used on the whole job, by weight?",
         "cands": None, "answer": "12 kg (twelve kilos)"},
        {"n": 17, "type": "spoken_fact", "ev": [5],
         "q": "Bernard's advice on getting putty ready to use?",
         "cands": ["Never straight from the tub: roll it in your hands till it's warm and soft and stops cracking, "
                   "like kneading bread dough",
                   "Thin it with linseed oil until it pours",
                   "Keep it in the fridge so it holds its shape",
                   "Mix paint into it so it never needs painting"],
         "answer": "Never straight from the tub: roll it in your hands till it's warm and soft and stops cracking, "
                   "like kneading bread dough"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "How are Oona and Maeve related?",
         "cands": None,
         "answer": "Sisters: Oona is Maeve's big sister"},
        {"n": 19, "type": "right_before_after", "ev": [9],
         "q": "The first rotten bar comes out. What does Kofi do with it straight away?",
         "cands": None,
         "answer": "Snapped it over his knee like a breadstick and handed the two halves to Wilf for his stove"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening shot of the walled garden - what are we looking at?",
         "cands": ["Eight on a Thursday morning, frost on the box hedges, and a Victorian lean-to greenhouse with "
                   "half its roof panes cracked or gone and a vine growing through the gaps",
                   "Bernard kneading putty on the potting bench",
                   "A robin landing on the old vine",
                   "The new glass arriving in wooden crates"],
         "answer": "Eight on a Thursday morning, frost on the box hedges, and a Victorian lean-to greenhouse with "
                   "half its roof panes cracked or gone and a vine growing through the gaps"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "What's lined up for the next instalment?",
         "cands": ["Planting it up: tomatoes in the borders and the old vine pruned and trained along new wires",
                   "The garden's open day in May",
                   "Re-glazing the potting shed windows",
                   "Building cold frames out of the old glass"],
         "answer": "Planting it up: tomatoes in the borders and the old vine pruned and trained along new wires"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "The head gardener Wilf worked under as a lad - what was his name?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Kofi's bill for making the glazing bars came to how much?",
         "cands": ["£640", "£420", "£870", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Which glass merchant supplied the new panes?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ cruise (a harbour town's ship day)
ISLA = ("en-gb-scotland+anika", "Isla Buchan, the Quay Bookshop")
HECTOR = ("en-gb-scotland+john", "Hector Sinclair, harbourmaster")
NADIA = ("en-us+Andrea", "Nadia Kowalski, shore excursions")
FRASER = ("en-gb-scotland+Alex", "Fraser Munro, pier hand")
MORAG = ("en-gb-scotland+steph2", "Morag Lennie, piper")
EWAN = ("en-gb-scotland+max", "Ewan Baird, fish merchant")

SHOP_WINDOW = "#f1ede2"
PIER = "#dfe6ea"
SHIPBOARD = "#e6e3ec"
QUAY = "#ece6dc"
FISH_QUAY = "#e3e9e6"
HAAR_DARK = "#1b2226"

CRUISE = {
    "name": "cruise",
    "footer": "Port Allanby · ship day · from the Quay Bookshop window",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(ISLA, HAAR_DARK, "Ship day",
              ["Port Allanby", "Tuesday 10 June", "First tender due at the pier: 8:30 am"],
              "Six on a Tuesday morning, and Port Allanby is wrapped in a haar so thick I can't see the end of our "
              "own pier. Somewhere out in it there's a ship with more people aboard than live in this town, and a "
              "thousand of them coming ashore, I'm told. I'm Isla Buchan, I run the bookshop on the quay, and my "
              "camera's on the windowsill."),
        # 1
        slide(ISLA, SHOP_WINDOW, "The shore plan",
              ["1. The castle", "2. The distillery", "3. The lighthouse walk", "4. The town on foot",
               "5. The garden at Dunmore House"],
              "This is the ship's shore plan, taped to my window, in the order of the brochure. The tours didn't "
              "leave in that order. Number two went first, the distillery, because it's forty minutes up the glen, "
              "and its tasting room could only take them at ten, before its own visitors arrived. Everything else "
              "got fitted round the day."),
        # 2
        slide(HECTOR, PIER, "The harbourmaster",
              ["Hector Sinclair, harbourmaster", "Last tender leaves the pier: 3:45 pm"],
              "Hector Sinclair, harbourmaster these thirty eight years. The ship's too deep for our pier, so she "
              "anchors out in the bay and sends everybody ashore in her own tenders. The last tender leaves my pier "
              "at half past four. No, quarter to four: she sails at five, and the crew need an hour to lift the "
              "tenders back aboard."),
        # 3
        slide(NADIA, SHIPBOARD, "From the ship",
              ["Nadia Kowalski, shore excursions manager", "The ship: MV Northern Lark", "Coaches booked: 6"],
              "Nadia Kowalski. I run the shore excursions, and I came in on the first tender with a clipboard and "
              "a radio. This is our first ever call at Port Allanby. The cruise line picked it off a map because "
              "nobody else goes here, which is exactly why the passengers wanted to. Six coaches, booked from three "
              "different towns."),
        # 4
        slide(FRASER, PIER, "On the steps",
              ["Fraser Munro, pier hand"],
              "Fraser Munro, on the landing steps with a boathook. Hector's my great-uncle: my granny is his big "
              "sister, and she made him give me this job. I hold the tenders in to the steps and help people off. "
              "They carry about eighty a trip, I reckon, though it feels like more when they all want off at "
              "once."),
        # 5
        slide(NADIA, SHIPBOARD, "Sixteen twenty",
              ["Passengers ashore today: 1,620"],
              "A thousand, Isla? One thousand six hundred and twenty. Every passenger taps a card on the way off "
              "the ship, so I know to the last one. It looks like a thousand from the quay because they come "
              "ashore in dribs and drabs all morning, and half of them go straight up the glen in coaches. The "
              "town will feel full anyway."),
        # 6
        slide(MORAG, QUAY, "The piper",
              ["Morag Lennie, Port Allanby Pipe Band"],
              "Morag Lennie, Port Allanby Pipe Band. The council asked for a piper on the pier to play every tender "
              "in, so here I am, in full kit, in a haar, at half past eight in the morning. My reeds hate the damp. "
              "If the passengers think this is what we do every day, nobody tell them otherwise."),
        # 7
        slide(HECTOR, PIER, "First tender",
              ["First tender alongside: 8:35 am"],
              "First tender alongside at twenty five to nine, with Morag piping it in. One rule on my steps, and I "
              "say it to every boatload: wait for the swell to lift the tender level with the step, and step off "
              "at the top. Never as it drops away. Fraser holds your arm, and you'll keep your feet dry."),
        # 8
        slide(HECTOR, PIER, "A hundred and fifty",
              ["Each tender carries: 150"],
              "Eighty, Fraser? A hundred and fifty. I signed off every one of those tenders' certificates myself "
              "before the ship was let in, and it says a hundred and fifty on each. It looks like eighty from the "
              "steps because half of them sit inside, under the roof, out of the weather. Count the lifejackets if "
              "you don't believe me."),
        # 9
        slide(ISLA, QUAY, "The distillery first",
              ["Number 2 on the plan", "Distillery coaches away: 9:50 am"],
              "First, number two, the distillery, two coaches up the glen at ten to ten. While they were loading, "
              "a gull swooped off the harbour wall and took a bacon roll clean out of a passenger's hand. She "
              "screamed. The gull didn't care. One had my own sandwich off this windowsill last summer, so I knew "
              "how she felt."),
        # 10
        slide(EWAN, FISH_QUAY, "The fish quay",
              ["Ewan Baird, fish merchant", "Fish market closes: 11:00 am"],
              "Ewan Baird, fish merchant. The boats land at first light, and the market on the fish quay runs till "
              "eleven, ship or no ship. You can't walk a crowd of tourists through a fish auction with forklifts "
              "going, so they had to wait. I throw the gulls my scraps every morning, on purpose, which is why "
              "there are so many of them."),
        # 11
        slide(MORAG, QUAY, "The garden second",
              ["Number 5 on the plan", "Garden coach away: 10:05 am"],
              "Second, number five, the garden at Dunmore House. It's on the same glen road as the distillery, and "
              "that road is single track with nowhere to pass, so its coach went straight up behind the others "
              "before anything started coming down. Meanwhile a gull had a whole sausage roll off a man's paper "
              "plate outside the baker's."),
        # 12
        slide(NADIA, QUAY, "The town third",
              ["Number 4 on the plan", "Town walk sets off: 11:10 am"],
              "Third, number four, the town on foot, at ten past eleven. It starts on the fish quay, and Ewan's "
              "market runs till eleven, so we waited for the forklifts to stop. Isla led it herself, bookshop to "
              "church to the old net lofts. Outside the ice cream shop, a gull took the top clean off a little "
              "boy's cone."),
        # 13
        slide(FRASER, PIER, "The castle fourth",
              ["Number 1 on the plan", "Castle opens on Tuesdays: 12 noon"],
              "Fourth, number one, the castle. The brochure said ten, but the custodian only opens at twelve on a "
              "Tuesday, and she wasn't changing that for any ship. So the castle crowd sat on the harbour wall "
              "eating chips, and a gull came in low and made off with a whole fish supper, paper and all. I've "
              "never seen a gull so pleased."),
        # 14
        slide(ISLA, SHOP_WINDOW, "The haar lifts",
              ["Haar lifted: 1:25 pm"],
              "Just after lunch the haar lifted, all at once, like a curtain going up, and there she was, filling "
              "the bay, white as a wedding cake, with the hills behind her. The whole quay cheered. A gull went for "
              "a little girl's ice cream, Morag flapped her bonnet at it, and it missed. The girl kept her cone."),
        # 15
        slide(HECTOR, PIER, "The lighthouse last",
              ["Number 3 on the plan", "Lighthouse walk sets off: 1:35 pm"],
              "Last, number three, the lighthouse walk. The cliff path runs right along the edge, and it was under "
              "the haar all morning. Nobody walks a cliff edge in fog on my watch, I don't care what the brochure "
              "says. As soon as it lifted, off they went, fifty of them in matching waterproofs, like a school trip "
              "for grown-ups."),
        # 16
        slide(FRASER, PIER, "The passport",
              ["Found on the bottom step: a passport"],
              "About two o'clock I found a passport lying on the bottom step, soaking wet. Nadia radioed the ship, "
              "and it turned out to belong to a man from the castle crowd, who was still up on the battlements "
              "taking photos of the bay. I ran the whole way up the castle hill with it, and he gave me a hug."),
        # 17
        slide(HECTOR, QUAY, "Harbour dues",
              ["Harbour dues for the day: £3,260"],
              "The cruise line paid the harbour three thousand two hundred and sixty pounds for the day, which is "
              "more than we take in a month of fishing boats. Young Fraser came back down from the castle looking "
              "like a hero, and a gull had his scone right out of his hand on the quay steps. He didn't look like a "
              "hero after that."),
        # 18
        slide(FRASER, PIER, "The last tender",
              ["Last tender away from the pier: 3:45 pm"],
              "As soon as the last tender had pulled away from the steps, Hector sat down on a fish box, took off "
              "his boots, and poured the seawater out of them, one and then the other. Then he put them back on, "
              "stood up, and said the same time next year would suit him fine. He'd been standing in the sea since "
              "half past eight."),
        # 19
        slide(NADIA, SHIPBOARD, "All aboard",
              ["Last tender alongside the ship: 4:08 pm", "Passengers back aboard: 1,620 of 1,620"],
              "Every card tapped back in, one thousand six hundred and twenty out of one thousand six hundred and "
              "twenty, and nobody left behind in the pub, which is a first for me. They bought books, tweed, fudge "
              "and most of the town's postcards. Tell Hector the cruise line already wants to come back."),
        # 20
        slide(ISLA, SHOP_WINDOW, "Three blasts",
              ["Anchor up: 5:02 pm"],
              "The very moment her anchor came up, the ship gave three long blasts on her horn, and every dog in "
              "Port Allanby started barking at once, from the harbour to the top of the hill. People came out of "
              "their houses to wave. She turned slowly in the bay, and by six she was a white dot on the horizon."),
        # 21
        slide(EWAN, FISH_QUAY, "Evening",
              ["Fish quay hosed down: 6:30 pm"],
              "By evening the quay was ours again. I hosed down the fish quay, the gulls sat along the harbour wall "
              "looking full, and Morag played one last tune on the pier for nobody in particular. Hector says it "
              "went like clockwork. It didn't, but nobody fell in, nobody got left behind, and the town did well "
              "out of it."),
        # 22
        slide(ISLA, HAAR_DARK, "Next on the channel",
              ["The sister ship's first call", "Twice the size, anchored in the bay", "Tuesday 12 August"],
              "Next time: the ship's sister comes calling, twice the size, with twice the passengers, anchoring in "
              "the bay in August. Hector wants a second set of landing steps, Morag's practising a new tune, Ewan's "
              "ordering more fish, and I'm ordering more postcards. Fraser says he'll keep his scones in his "
              "pocket this time."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "Port Allanby film - what's the story, basically?",
         "para": ["cruise ship visit to a small harbour town - overview?",
                  "Three blasts on a horn, a passport on a wet step and a bacon roll lost to a gull. What kind of "
                  "day is this?"],
         "cands": ["A small harbour town's day as the first cruise ship ever to call anchors in its bay and sends "
                   "its passengers ashore by tender",
                   "The ship's sister, twice the size, calling in August",
                   "A lifeboat search in thick sea fog",
                   "The town's yearly fish festival on the quay"],
         "answer": "A small harbour town's day as the first cruise ship ever to call anchors in its bay and sends "
                   "its passengers ashore by tender"},
        {"n": 2, "type": "count", "ev": [9, 11, 12, 13, 17],
         "q": "How many times did a gull make off with somebody's food?",
         "para": ["snacks nicked by gulls over the day - number?",
                  "Don't count Ewan's scraps, which he throws on purpose, Isla's sandwich last summer or the gull "
                  "that missed the little girl's ice cream. How many bits of food actually got stolen?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "First tour to head off from the quay?",
         "cands": ["The distillery", "The castle", "The garden at Dunmore House", "The town on foot"],
         "answer": "The distillery"},
        {"n": 4, "type": "order", "ev": [1, 9, 11, 12, 13, 15],
         "q": "The brochure lists castle, distillery, lighthouse walk, town on foot, Dunmore House garden. In "
              "what order did the tours really go?",
         "para": ["order the five shore tours actually left in",
                  "Line up the five excursions in the sequence they set off from Port Allanby on the day."],
         "cands": None,
         "answer": "The distillery first, then the garden at Dunmore House, the town on foot, the castle, and the "
                   "lighthouse walk last"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "Reason the distillery went ahead of everything?",
         "cands": None,
         "answer": "It's forty minutes up the glen, and its tasting room could only take them at ten, before its "
                   "own visitors arrived"},
        {"n": 6, "type": "why", "ev": [15],
         "q": "Why did the lighthouse walk have to wait till last?",
         "cands": ["The cliff path runs along the edge and was under the haar all morning, and Hector won't have "
                   "anyone walk a cliff edge in fog",
                   "The lighthouse only opens after lunch",
                   "The tide covered the path until the afternoon",
                   "Its coach was stuck behind the distillery coaches"],
         "answer": "The cliff path runs along the edge and was under the haar all morning, and Hector won't have "
                   "anyone walk a cliff edge in fog"},
        {"n": 7, "type": "why", "ev": [10, 12],
         "q": "What kept the town walk hanging about until after eleven?",
         "para": ["walking tour held back on the quay - why",
                  "Nadia made the town-on-foot group wait a while. What for?"],
         "cands": None,
         "answer": "It starts on the fish quay, and the fish market runs till eleven: you can't walk a crowd "
                   "through a fish auction with forklifts going"},
        {"n": 8, "type": "correction", "ev": [0, 5],
         "q": "Isla was told about a thousand passengers were coming ashore. What's the true number?",
         "cands": None,
         "answer": "1,620 (one thousand six hundred and twenty), counted by the cards they tap"},
        {"n": 9, "type": "correction", "ev": [4, 8],
         "q": "A tender's actual capacity?",
         "cands": ["150", "80", "115", "510"],
         "answer": "150"},
        {"n": 10, "type": "correction", "ev": [2],
         "q": "Hector first says the last tender goes at half past four. What time does he settle on?",
         "cands": None,
         "answer": "3:45 pm (quarter to four): the ship sails at five and the crew need an hour to lift the "
                   "tenders"},
        {"n": 11, "type": "who", "ev": [4, 8],
         "q": "Fraser thinks the tenders take about eighty a trip. Who puts him right?",
         "para": ["who knew how many a tender really holds",
                  "Whose signature on the tenders' certificates settled how many people each one carries?"],
         "cands": None,
         "answer": "Hector Sinclair, the harbourmaster: 150 each"},
        {"n": 12, "type": "who", "ev": [16],
         "q": "Who picked up the lost passport on the steps?",
         "cands": ["Fraser Munro", "Hector Sinclair", "Nadia Kowalski", "Morag Lennie"],
         "answer": "Fraser Munro"},
        {"n": 13, "type": "needle_screen", "ev": [3],
         "q": "Name of the cruise ship?",
         "cands": ["MV Northern Lark", "MV Northern Star", "MV Sea Lark", "MV Island Lark"],
         "answer": "MV Northern Lark"},
        {"n": 14, "type": "needle_screen", "ev": [14],
         "q": "what time did the sea fog finally clear",
         "cands": ["1:25 pm", "1:35 pm", "12:25 pm", "2:15 pm"],
         "answer": "1:25 pm"},
        {"n": 15, "type": "speech_and_screen", "ev": [20],
         "q": "At what time did every dog in town start barking?",
         "cands": None,
         "answer": "5:02 pm, the moment the ship's anchor came up and she gave three blasts on her horn"},
        {"n": 16, "type": "quantity", "ev": [17],
         "q": "What did the harbour get paid for the day?",
         "cands": ["£3,260", "£2,360", "£3,620", "£1,620"],
         "answer": "£3,260"},
        {"n": 17, "type": "quantity", "ev": [3],
         "q": "number of coaches laid on for the tours?",
         "cands": None, "answer": "6 (six)"},
        {"n": 18, "type": "spoken_fact", "ev": [7],
         "q": "According to Hector, when should you step off a tender?",
         "cands": ["At the top of the swell, when it lifts the tender level with the step, never as it drops away",
                   "Only once the engine has been switched off",
                   "As soon as Fraser has tied it to the ring",
                   "When the piper stops playing"],
         "answer": "At the top of the swell, when it lifts the tender level with the step, never as it drops away"},
        {"n": 19, "type": "relation", "ev": [4],
         "q": "Is there any family link between Hector and Fraser?",
         "cands": None,
         "answer": "Yes: Hector is Fraser's great-uncle (Fraser's granny is Hector's big sister)"},
        {"n": 20, "type": "right_before_after", "ev": [18],
         "q": "Last tender gone from the steps - what did Hector do next?",
         "cands": None,
         "answer": "Sat down on a fish box, took off his boots and poured the seawater out of them"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Opening moments in Port Allanby - describe them.",
         "cands": ["Six on a Tuesday morning, the town wrapped in a haar so thick you can't see the end of the "
                   "pier, with a ship somewhere out in it",
                   "The ship filling the bay as the fog lifts",
                   "Morag piping the first tender in",
                   "The coaches leaving for the distillery"],
         "answer": "Six on a Tuesday morning, the town wrapped in a haar so thick you can't see the end of the "
                   "pier, with a ship somewhere out in it"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "And the teaser for next time?",
         "cands": ["The ship's sister, twice the size, anchoring in the bay in August",
                   "The town's first fish festival",
                   "A new pier being built for the tenders",
                   "Hector's retirement party"],
         "answer": "The ship's sister, twice the size, anchoring in the bay in August"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Which cruise line runs the ship?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Port Allanby's population?",
         "cands": ["850", "1,200", "1,400", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [CRAG, GREENHOUSE, CRUISE]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "crag": [25.5, 24.0, 26.0, 23.5, 22.0, 26.0, 24.0, 25.5, 24.0, 25.0, 27.5, 23.5, 24.5, 22.0, 25.5, 23.0, 24.0, 22.0, 26.0, 25.5, 24.5, 26.0, 23.5],
    "greenhouse": [25.5, 27.0, 21.5, 26.0, 24.0, 26.0, 23.5, 25.5, 28.0, 21.0, 26.0, 23.5, 26.0, 24.5, 25.5, 26.5, 21.5, 24.5, 22.5, 26.5, 22.5, 23.0, 27.5],
    "cruise": [22.5, 22.0, 26.0, 22.0, 24.5, 21.5, 24.0, 25.5, 24.5, 23.0, 23.5, 25.0, 22.0, 25.0, 23.5, 24.0, 25.0, 22.5, 25.0, 21.0, 20.5, 26.5, 22.0],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
