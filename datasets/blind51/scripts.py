"""Scripts of the "blind51" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- calendar:   a village charity calendar committee's emergency meeting in the chairwoman's
              conservatory, after five hundred and twenty copies of next year's calendar (the village's
              dogs, for the new playground) came back from the printer with every date one weekday out,
              because the layout was done on last year's file, three and a half weeks before the launch
              at the Christmas market, from half past seven on a Tuesday to the new file sent at twenty
              five past ten (the photographer, the chairwoman, her daughter-in-law, who runs the post
              office, the sixth former who did the layout, the treasurer and Miss August)
- gutters:    a roofer's how-to: replacing the old cast iron gutters and downpipe on the front of a
              nineteen thirties semi (a wasps' nest got rid of, the old iron down, a rotten fascia board
              replaced, a new gutter joined onto next door's iron and a water butt put on), in one
              Wednesday in August (the roofer, his apprentice, the woman whose house it is, who is the
              apprentice's godmother, the man in the other half of the semi, the woman across the road
              and the roofer's labourer)
- books:      a town's day as its secondhand bookshop moves down the street into the old bank, its
              books passed hand to hand along a chain of volunteers, from half past eight on a Saturday
              to the road opened again at five to four (the hardware shop owner across the road, the
              bookseller, her granddaughter, the chain marshal, a police community support officer and
              a customer of thirty five years)

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ calendar (a charity calendar committee's emergency meeting)
GRAHAM = ("en-gb-x-rp+Mr serious", "Graham Tetley, took the photos")
BRENDA = ("en-gb-x-gbclan+f4", "Brenda Ackroyd, chairwoman")
JO = ("en-gb-x-rp+f2", "Jo Hartigan, runs the post office")
CALLUM = ("en-gb-x-gbcwmd+RicishayMax2", "Callum Rhodes, did the layout, aged 17")
STUART = ("en-gb-scotland+iven3", "Stuart Pennock, treasurer")
PEARL = ("en-029+f1", "Pearl Campbell, Miss August")

ENVELOPE = "#f1ece0"
CONSERVATORY = "#e3eadf"
SETTEE = "#ece4dc"
LEDGER = "#e4e6ee"
PROOF = "#eeeee6"
GARDEN_DARK = "#1a1d1b"

CALENDAR = {
    "name": "calendar",
    "footer": "The Cattlebeck Calendar · emergency committee meeting · Brenda's conservatory",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(GRAHAM, GARDEN_DARK, "Every date one day out",
              ["The Cattlebeck Calendar committee", "Emergency meeting, in Brenda's conservatory",
               "Tuesday 4 November", "Starts: 7:30 pm"],
              "Half past seven on a Tuesday night, in Brenda's conservatory, and stacked up by the door are the "
              "boxes of next year's calendar, every single one of them wrong. Last year's raised about two "
              "thousand pounds for the new playground, so this one matters. I'm Graham Tetley, I took all the "
              "photos, and my camera's on a tripod behind the yucca."),
        # 1
        slide(GRAHAM, ENVELOPE, "Brenda's list",
              ["1. The launch at the Christmas market", "2. Ring Ridley Print about a reprint",
               "3. Tell the shops and the pre-orders", "4. The wrong ones: what do we do with them?",
               "5. Check every page properly this time"],
              "Brenda wrote the list on the back of an envelope, in the order people stopped her outside the "
              "village shop this morning. We didn't take it in that order. Number two went first, ringing the "
              "printer, because every other item hung on his answer: whether he'd reprint at all, what it "
              "would cost, and how soon we'd have them."),
        # 2
        slide(BRENDA, CONSERVATORY, "The chairwoman",
              ["Brenda Ackroyd, chairwoman", "Launch: Christmas market, Saturday 29 November",
               "Raising money for: the new playground"],
              "Brenda Ackroyd, chairwoman, and this is our fourth calendar. We've had about four hundred "
              "printed, and we launch them at the Christmas market at the end of the month. Jo rang me on "
              "Sunday night in a right state. Jo's my daughter-in-law, by the way. She married my Andrew "
              "nineteen years ago, and she still won't let me near her dishwasher."),
        # 3
        slide(JO, PROOF, "Five hundred and twenty",
              ["Jo Hartigan, runs the post office", "Calendars printed: 520 (13 boxes of 40)"],
              "Jo Hartigan, I run the post office. Four hundred, Brenda? Five hundred and twenty. Thirteen "
              "boxes of forty, delivered to my counter, and I signed for every one. How did I spot it? My "
              "fortieth is booked at the Fleece for Saturday the fourteenth of March, and Callum's calendar "
              "has the fourteenth down as a Friday."),
        # 4
        slide(CALLUM, CONSERVATORY, "The layout",
              ["Callum Rhodes, did the layout, aged 17", "Every date: one weekday out"],
              "Callum Rhodes. I'm seventeen, and I did the layout on my laptop at sixth form, so this one's on "
              "me. I used last year's file, changed the year on the cover and swapped in all twelve of "
              "Graham's photos, and I never touched the dates underneath. So every single day in it is one "
              "day out. Sorry, everybody."),
        # 5
        slide(STUART, LEDGER, "The treasurer",
              ["Stuart Pennock, treasurer", "Pre-ordered: 86"],
              "Stuart Pennock, treasurer. We've got sixty one pre-orders. No, hang on, eighty six. The list's "
              "printed on both sides, and I'd only counted the front. That's eighty six people who've paid "
              "already and are expecting a calendar that knows what day it is. And no, before anybody asks, "
              "we are not putting stickers over the dates."),
        # 6
        slide(PEARL, SETTEE, "Miss August",
              ["Pearl Campbell, Miss August", "In the photo: Duke, her greyhound"],
              "Pearl Campbell, Miss August, with my greyhound, Duke, who has better manners than some dogs in "
              "this room. I was a nurse for thirty one years, doing the drug rounds, and I never once let a "
              "wrong number get past me. So when it comes to the checking, you give it to me and Jo, and we'll "
              "do it properly."),
        # 7
        slide(GRAHAM, ENVELOPE, "The printer first",
              ["Number 2 on the list", "Ridley Print rung: 7:41 pm"],
              "So first, number two, ringing the printer. Stuart took his phone out into the garden, because "
              "the only signal is by the bird table. While he was out there, Brenda put a calendar down on the "
              "footstool to show us the damage, and her little terrier, Pickle, had it off the footstool and "
              "out through the cat flap before anybody moved."),
        # 8
        slide(PEARL, SETTEE, "Straight to work",
              ["Callum's laptop, on the coffee table"],
              "As soon as Stuart came back in from the garden and said the printer would do it, Callum opened "
              "his laptop on the coffee table and started putting the dates right, there and then. He said "
              "he wasn't going home until every month was right, and nobody argued with him. I made him a "
              "cheese sandwich, and Brenda found him a cushion."),
        # 9
        slide(STUART, LEDGER, "The printer's answer",
              ["Reprint: £290, the paper knocked off", "Wrong ones back in his van: Wednesday 8 am",
               "New calendars here: Tuesday 18 November"],
              "He'll reprint the lot for two hundred and ninety pounds, which is just the ink and his time. "
              "He'll knock the paper off, on one condition: the wrong ones go back in his van at eight o'clock "
              "tomorrow morning, to be pulped and used again. Then the new ones will be here a fortnight "
              "today, on the Tuesday."),
        # 10
        slide(CALLUM, CONSERVATORY, "Over the allotments",
              ["Reprint agreed: 7:48 pm"],
              "The very moment Brenda said right, we're doing it, somebody let off a whole box of fireworks "
              "over the allotments, a night early. Pickle shot under the sofa and wouldn't come out, and Pearl "
              "said that was the best place for her. I got the giggles, and then so did Brenda, and then we "
              "all had to stop for a minute."),
        # 11
        slide(BRENDA, CONSERVATORY, "Pickle",
              ["Pickle, the chairwoman's terrier"],
              "I'm sorry about Pickle. She's always had it in for calendars. Last Christmas she pulled ours "
              "off the kitchen wall and chewed December to bits, and we never did find the twenty fifth. "
              "Tonight she's already had Stuart's ginger nut off the arm of his chair, and she'll have his "
              "reading glasses next if he isn't careful."),
        # 12
        slide(BRENDA, PROOF, "The wrong ones second",
              ["Number 4 on the list", "Kept back: 1 box of 40", "Going back to be pulped: 480",
               "Decided: 8:02 pm"],
              "Second, number four, the wrong ones, and it had to be tonight, because his van comes at eight "
              "in the morning, and if they're not on it, we pay for the paper. So we've kept one box of forty "
              "back, for the committee and for the school to cut the pictures out of, and the rest go back to "
              "be pulped."),
        # 13
        slide(STUART, LEDGER, "Three thousand four hundred and sixty",
              ["Raised by last year's calendar: £3,460"],
              "Two thousand, Graham? Three thousand four hundred and sixty pounds, and I banked every penny of "
              "it myself. While I was saying so, I'd picked one up to count the pages, and that dog took it "
              "clean out of my hands and off under the sideboard. Pickle, I mean, not Graham. Graham only "
              "takes the photographs."),
        # 14
        slide(JO, PROOF, "Checking third",
              ["Number 5 on the list", "Proof back: Thursday 6 November, 12 noon"],
              "Third, number five, checking every page properly, and it came before telling anybody anything, "
              "because the corrected proof has to be back at the printer by noon on Thursday, or the new ones "
              "won't be here in time. Pearl reads every date out loud from a real diary, I tick it off on the "
              "proof, and then we swap over."),
        # 15
        slide(PEARL, SETTEE, "Off the settee",
              ["Duke, at home, behaving himself"],
              "I'd set one down on the arm of the settee while I found my glasses, and when I turned back "
              "round, it had gone. There was Pickle, out on the lawn in the dark, shaking it like a rat. Duke "
              "would never. Duke lies on his bed all evening and thinks about his dinner, like a gentleman."),
        # 16
        slide(JO, PROOF, "Telling people fourth",
              ["Number 3 on the list", "A notice in the post office window", "Emails to the pre-orders: 8:31 pm"],
              "Fourth, number three, telling the shops and everybody who pre-ordered. It had to wait until we "
              "knew when the new ones would be here, because there's no use telling people sorry without "
              "telling them when. A notice goes up in my window first thing tomorrow, and Stuart's emailed "
              "everybody on both sides of his list."),
        # 17
        slide(CALLUM, CONSERVATORY, "The basket",
              ["New dates, January to June: done 9:02 pm"],
              "I was holding one up to show everybody how the dates had slipped, and Pickle jumped up, got the "
              "corner in her teeth and ran off to her basket with it. Brenda said leave it, it's only a wrong "
              "one. By then I'd done January to June on the laptop, and checked every month against my phone."),
        # 18
        slide(GRAHAM, ENVELOPE, "The launch last",
              ["Number 1 on the list", "Christmas market stall: booked, nothing changed"],
              "Last, number one, the launch, though it was top of Brenda's envelope. The market's more than "
              "three weeks off, and the new ones will be here well before it, so nothing about the launch had "
              "to change at all. Same stall, same table next to the tombola, same price as last year. We just "
              "won't mention this one."),
        # 19
        slide(BRENDA, CONSERVATORY, "One for Pickle",
              ["One of the wrong ones, for Pickle's basket"],
              "At the end I took one of the wrong ones out of the box myself, on purpose, and gave it to Pickle "
              "for her basket, so she's got one of her own and might leave everybody else's alone. She "
              "sniffed it, turned round three times and lay down on it. Jo says I never bought her a calendar "
              "in nineteen years."),
        # 20
        slide(GRAHAM, ENVELOPE, "Closing",
              ["Meeting closed: 9:10 pm"],
              "We closed at ten past nine. A reprint at cost, forty kept back, the rest on the van in the "
              "morning, two of them checking every page, a notice in the post office window, and the launch "
              "just as it was. Stuart and I carried the boxes out to Brenda's garage. Callum stayed on at the "
              "coffee table."),
        # 21
        slide(JO, PROOF, "Last out",
              ["New file sent to Ridley Print: 10:25 pm"],
              "I stayed on with Callum. He did July to December while Pearl read the dates out from her diary "
              "and I ticked them off, and at twenty five past ten he pressed send. Then Pearl made him read "
              "the whole year out loud again, from January. He didn't complain once. He's a good lad, really."),
        # 22
        slide(GRAHAM, GARDEN_DARK, "Next on the channel",
              ["Cats of Cattlebeck, 2027", "The photo shoot", "From Saturday 10 January"],
              "Next time: the photo shoot for the year after, and this time it's the village's cats, twelve of "
              "them, one for every month. Brenda has put her name down to hold the ladder. Callum has promised "
              "to check the dates twice. Pearl says Duke will be helping, and Pickle, for everybody's sake, "
              "will be staying at home."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's the emergency this committee has got together about?",
         "para": ["conservatory meeting with the boxes of calendars - what went wrong",
                  "A terrier, a cheese sandwich and a laptop on the coffee table: what is this meeting trying "
                  "to sort out?"],
         "cands": ["A village charity calendar committee's emergency meeting after next year's calendars came "
                   "back from the printer with every date one weekday out",
                   "The photo shoot for a calendar of the village's cats",
                   "The calendar's launch at the Christmas market",
                   "A village deciding where to put its new playground"],
         "answer": "A village charity calendar committee's emergency meeting after next year's calendars came "
                   "back from the printer with every date one weekday out"},
        {"n": 2, "type": "count", "ev": [7, 13, 15, 17],
         "q": "Count them up: how often did Pickle make off with a calendar while the committee sat?",
         "para": ["terrier pinching the calendars - how often",
                  "Forget last Christmas's calendar off the kitchen wall, the ginger nut and the wrong one "
                  "Brenda handed over for the basket. Tonight's snatches by the dog come to what?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Out of the five things on Brenda's envelope, which did they deal with first?",
         "cands": ["Ring Ridley Print about a reprint", "The launch at the Christmas market",
                   "Check every page properly this time", "Tell the shops and the pre-orders"],
         "answer": "Ring Ridley Print about a reprint"},
        {"n": 4, "type": "order", "ev": [1, 7, 12, 14, 16, 18],
         "q": "Run through the items on the envelope in the sequence the committee actually handled them.",
         "cands": None,
         "answer": "Ringing the printer first, then what to do with the wrong ones, checking every page, telling "
                   "the shops and the pre-orders, and the launch last (2, 4, 5, 3, 1)"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "What made the phone call to the printer the first job?",
         "cands": None,
         "answer": "Every other item hung on his answer: whether he'd reprint at all, what it would cost and how "
                   "soon they'd have them"},
        {"n": 6, "type": "why", "ev": [12],
         "q": "The misprinted stock had to be settled that same evening. What was the rush?",
         "cands": ["The printer's van was coming for them at eight the next morning, and if they weren't on it "
                   "the committee would pay for the paper",
                   "Brenda's garage was needed for her car",
                   "The school wanted the pictures for an art lesson the next day",
                   "The post office could only keep the boxes until closing time"],
         "answer": "The printer's van was coming for them at eight the next morning, and if they weren't on it "
                   "the committee would pay for the paper"},
        {"n": 7, "type": "why", "ev": [18],
         "q": "How come the launch, top of the envelope, was dealt with last of all?",
         "para": ["christmas market launch left till the end - reason",
                  "Graham said nothing about the market stall had to change. What was his thinking?"],
         "cands": None,
         "answer": "The market is more than three weeks off and the new calendars arrive well before it, so "
                   "nothing about the launch had to change"},
        {"n": 8, "type": "correction", "ev": [0, 13],
         "q": "Graham put last year's takings at around two thousand pounds. What's the proper figure?",
         "cands": None,
         "answer": "£3,460 (three thousand four hundred and sixty pounds): Stuart, the treasurer, who banked it, "
                   "put him right"},
        {"n": 9, "type": "correction", "ev": [2, 3],
         "q": "How many copies of the faulty calendar were printed?",
         "cands": ["520", "400", "480", "250"],
         "answer": "520"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "Stuart gave one number of pre-orders and then another. Which was right, and where did the first "
              "come from?",
         "para": ["pre-order total - stuart's final answer and the reason for his slip",
                  "The treasurer corrected his own count of people who'd already paid. What did he settle on, "
                  "and what had he missed?"],
         "cands": None,
         "answer": "86 (eighty six): he'd said sixty one because the list is printed on both sides and he'd only "
                   "counted the front"},
        {"n": 11, "type": "who", "ev": [2, 3],
         "q": "Brenda guessed about four hundred calendars. Who told her the real number?",
         "cands": None,
         "answer": "Jo Hartigan, who runs the post office: five hundred and twenty, thirteen boxes of forty she "
                   "signed for"},
        {"n": 12, "type": "who", "ev": [7],
         "q": "Which of them went out to the bird table to phone the printer?",
         "cands": ["Stuart Pennock", "Brenda Ackroyd", "Graham Tetley", "Jo Hartigan"],
         "answer": "Stuart Pennock"},
        {"n": 13, "type": "needle_screen", "ev": [1, 7, 21],
         "q": "Name of the printing firm?",
         "cands": ["Ridley Print", "Riley Print", "Ridley Press", "Cattlebeck Print"],
         "answer": "Ridley Print"},
        {"n": 14, "type": "needle_screen", "ev": [2],
         "q": "On what date is the calendar being launched?",
         "cands": ["Saturday 29 November", "Saturday 22 November", "Tuesday 18 November", "Thursday 6 November"],
         "answer": "Saturday 29 November"},
        {"n": 15, "type": "speech_and_screen", "ev": [10],
         "q": "fireworks over the allotments - what time was that",
         "cands": None,
         "answer": "7:48 pm, the moment Brenda said they were going ahead with the reprint"},
        {"n": 16, "type": "quantity", "ev": [9],
         "q": "How much is the printer charging to run them off again?",
         "cands": ["£290", "£920", "£480", "£3,460"],
         "answer": "£290"},
        {"n": 17, "type": "quantity", "ev": [12, 20],
         "q": "so how many of the wrong calendars did they hang on to",
         "para": ["faulty calendars kept back - number",
                  "Most of the misprinted ones were going back to be pulped. How many stayed with the "
                  "committee?"],
         "cands": None, "answer": "40 (forty), one box"},
        {"n": 18, "type": "spoken_fact", "ev": [14],
         "q": "How are Pearl and Jo going to check the new proof?",
         "cands": ["Pearl reads every date out loud from a real diary, Jo ticks it off on the proof, and then "
                   "they swap over",
                   "They hold it up against last year's calendar, page by page",
                   "Callum runs it through a checking program on his laptop",
                   "They each check six months on their own and compare notes"],
         "answer": "Pearl reads every date out loud from a real diary, Jo ticks it off on the proof, and then "
                   "they swap over"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "brenda and jo - related somehow?",
         "cands": None,
         "answer": "Jo is Brenda's daughter-in-law: she married Brenda's son Andrew nineteen years ago"},
        {"n": 20, "type": "right_before_after", "ev": [8],
         "q": "The second Stuart came in from the garden with the printer's yes, what did Callum do?",
         "cands": None,
         "answer": "Opened his laptop on the coffee table and started putting the dates right there and then, "
                   "and said he wasn't going home until every month was right"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "Where does Graham's recording open, and what's the situation?",
         "cands": ["Half past seven on a Tuesday night in Brenda's conservatory, with boxes of next year's "
                   "calendar stacked by the door, every one of them wrong",
                   "The photo shoot, with Pearl and her greyhound",
                   "The printer's van being loaded in the morning",
                   "The Christmas market stall, with the new calendars on sale"],
         "answer": "Half past seven on a Tuesday night in Brenda's conservatory, with boxes of next year's "
                   "calendar stacked by the door, every one of them wrong"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "what are they filming for the next episode",
         "cands": ["The photo shoot for a calendar of the village's cats",
                   "The launch at the Christmas market",
                   "The new playground being opened",
                   "Jo's fortieth birthday party at the Fleece"],
         "answer": "The photo shoot for a calendar of the village's cats"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Whose dog is on the front cover?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "At the market stall, what's the price of a single calendar?",
         "cands": ["£8", "£10", "£12", ABSENT], "answer": ABSENT},
    ],
}


# ================================================================ gutters (a roofer's how-to)
DEAN = ("en-gb-x-gbcwmd+adam", "Dean Whitworth, roofer")
JORDAN = ("en-gb-x-gbclan+klatt4", "Jordan Mensah, apprentice, first year")
SANDRA = ("en-gb-scotland+f5", "Sandra Whiteley, it's her house")
RAY = ("en-gb-x-rp+announcer", "Ray Bottomley, next door")
GLORIA = ("en-gb-x-gbcwmd+grandma", "Gloria Fenton, across the road")
MICK = ("en-gb-x-gbclan+benjamin", "Mick Haworth, labourer")

FRIDGE = "#f0ebe0"
FRONT = "#e4e8e1"
EAVES = "#e2e5ea"
DRIVE = "#e9e4dc"
OPPOSITE = "#ece5e8"
SEMI_DARK = "#1b1c1e"

GUTTERS = {
    "name": "gutters",
    "footer": "Dean Whitworth, roofer · new gutters and a downpipe · a 1930s semi",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(DEAN, SEMI_DARK, "How to replace old gutters",
              ["Dean Whitworth, roofer", "14 Larkspur Crescent, Hebble Brow", "Wednesday 27 August"],
              "Seven o'clock on a Wednesday morning, outside a nineteen thirties semi. Along the front, the old "
              "cast iron gutters: cracked, rusting, and pouring down the wall over the bay every time it rains. "
              "And under the eaves, a wasps' nest the size of a football. I'm Dean Whitworth, I'm a roofer, and "
              "my camera's on the roof of my van, looking up."),
        # 1
        slide(DEAN, FRIDGE, "Sandra's list",
              ["1. A water butt for the tomatoes", "2. The old iron gutters down", "3. New gutters and a downpipe",
               "4. New fascia over the bay, where it's rotten", "5. Get rid of the wasps"],
              "Sandra wrote her list on a sticky note on the fridge, next to my quote, in the order things got "
              "on her nerves this summer. I didn't work in that order. Number five came first, the wasps, "
              "because nobody goes up a ladder next to a nest that size, and the pest man does it at seven, "
              "while it's cool and they're still half asleep."),
        # 2
        slide(SANDRA, FRONT, "The house",
              ["Sandra Whiteley, it's her house", "Tomatoes: in the back garden"],
              "Sandra Whiteley, it's my house. Every time it rains, that gutter empties itself down my front "
              "wall and onto my doorstep, and I've had enough. I want a water butt for my tomatoes and all. "
              "Jordan's my godson, by the way. I held him at his christening, he screamed the church down, and "
              "that's how Dean got the job."),
        # 3
        slide(RAY, DRIVE, "The other half",
              ["Ray Bottomley, the other half of the semi", "His half of the gutter: staying cast iron"],
              "Ray Bottomley, the other half of the semi. The gutter runs right across both our houses, so "
              "Dean's got to join her new plastic onto my old iron, and mine's staying, thank you, it's done me "
              "fine. Our Alfie's already kicked his ball into my sweet peas before breakfast. And you'll be "
              "lucky to get a tenner for that old iron."),
        # 4
        slide(GLORIA, OPPOSITE, "Across the road",
              ["Gloria Fenton, across the road", "In charge of the tea"],
              "Gloria Fenton, from across the road. I've lived on this crescent since it was fields at the back, "
              "and I'm in charge of the tea. A water butt, is it? Lovely. They only hold about fifty litres, "
              "mind, so she'll be out there with the hose by July. I had one once. A frog lived in it."),
        # 5
        slide(JORDAN, EAVES, "The apprentice",
              ["Jordan Mensah, apprentice, first year"],
              "Jordan Mensah, Dean's apprentice, first year. My jobs today are footing the ladder, the brackets "
              "and the rope, and keeping an eye out for Alfie's football, because he's staying at his grandad's "
              "all week and he can't kick straight. Dean says if that ball breaks anything, it's coming out of "
              "my wages, which isn't fair."),
        # 6
        slide(MICK, DRIVE, "The labourer",
              ["Mick Haworth, labourer", "Skip on the drive: 8:15 am"],
              "Mick Haworth, labourer. I've been on the tools with Dean for eleven years, and my job's the heavy "
              "end: the tower, the skip, and the old iron, every length of which is going in the back of my van "
              "to the scrap yard this afternoon. Ray can say what he likes about a tenner. Cast iron's worth "
              "more than people think."),
        # 7
        slide(DEAN, EAVES, "Wasps first",
              ["Number 5 on the list", "Nest out: 7:40 am", "The pest man's guess: about 4,000 wasps"],
              "First, number five, the wasps. The pest man came at seven in his white suit, puffed powder into "
              "the hole under the eaves, and by twenty to eight it had all gone quiet. He reckoned about four "
              "thousand of them in there. Then he cut the nest out of the soffit in one piece, bagged it up and "
              "took it away."),
        # 8
        slide(RAY, DRIVE, "The join",
              ["Where her plastic meets his iron: an adaptor"],
              "Where her half stops and mine starts, there's a joint in the iron, right over the party wall. "
              "Dean's cutting through there, and a special adaptor clips her new plastic onto my old iron, so "
              "the water off both our roofs still gets away. I've told him, if my side drips after today, I'll "
              "know who to ring."),
        # 9
        slide(DEAN, FRONT, "The old iron second",
              ["Number 2 on the list", "Old iron down: 9:50 am"],
              "Second, number two, the old iron down, because you can't get at the fascia with the gutter still "
              "on it. Cast iron's heavy, so every length comes down on a rope, never dropped. We'd just got the "
              "first one off when a football came flying over Ray's fence and landed in the length we hadn't "
              "taken down yet."),
        # 10
        slide(JORDAN, EAVES, "On the rope",
              ["Inside the old iron: moss, muck and 3 tennis balls"],
              "I lowered every length down to Mick on the rope, and they weigh a ton. Inside it was solid moss "
              "and muck, and three old tennis balls, black with it. Ray says they're his son's, from when he "
              "was Alfie's age, so they'd been sat up there for thirty years. He's kept them. Nobody knows why."),
        # 11
        slide(DEAN, FRONT, "Fascia third",
              ["Number 4 on the list", "New fascia over the bay: 4.2 m", "Up: 11:15 am"],
              "Third, number four, the rotten fascia over the bay, and it had to go up before any gutter, "
              "because the brackets screw into the fascia, and a bracket's only as good as the wood behind it. "
              "I'd primed and painted the new board in my yard last week, so it went straight up, screwed into "
              "the rafter ends, good and sound."),
        # 12
        slide(JORDAN, EAVES, "Brackets",
              ["Brackets: 12", "Brackets up: 12:30 pm"],
              "Then the brackets. We need fourteen. No, twelve. I'd counted the holes in the old fascia, and two "
              "of them were the wasps' front doors, not screw holes at all. Dean says that's the first time "
              "anybody's counted a wasp as a bracket. Mick says it's not the first time I've got a number wrong, "
              "and it won't be the last."),
        # 13
        slide(DEAN, FRONT, "Gutter fourth",
              ["Number 3 on the list", "Gutter: Brayfield Deepflow, black"],
              "Fourth, number three, the new gutter and the downpipe. Pull a string line tight from the far end "
              "down to the outlet, with a fall of about a finger's width over the whole run, and put every "
              "bracket up against it. Clip each length into a union, and leave a little gap inside, so the "
              "plastic can grow in the sun without buckling."),
        # 14
        slide(MICK, DRIVE, "Greensleeves",
              ["Last length on: 1:40 pm"],
              "The very moment the last length clicked into its union, an ice cream van came round the crescent "
              "playing Greensleeves, and Dean bought everybody a cornet, even Ray. Gloria had a flake in hers. "
              "Sandra said it was the first time in her life she'd been glad to hear that tune, and Jordan said "
              "it meant ten minutes off."),
        # 15
        slide(JORDAN, EAVES, "Right by my hand",
              ["Downpipe's top bracket: 2:05 pm"],
              "I was up the ladder fixing the top bracket for the downpipe when Alfie's ball came sailing over "
              "again, bounced once on Sandra's roof and dropped into the brand new gutter, right next to my "
              "hand. I passed it down to Mick, Mick passed it over the fence, and Ray gave it back to Alfie "
              "with a lecture."),
        # 16
        slide(GLORIA, OPPOSITE, "Biscuits",
              ["Downpipe up: 2:20 pm"],
              "I was halfway across the road with a plate of biscuits when that lad's ball hit the roof, rolled "
              "down the tiles and sat itself in the new gutter over the bay, as if it lived there. Dean went up "
              "the ladder for it without a word. I've had three children and eight grandchildren, and not one "
              "of them could kick straight."),
        # 17
        slide(MICK, DRIVE, "Sixty eight pounds",
              ["Old iron at the scrap yard: 340 kg", "Paid: £68"],
              "I ran the old iron up to the scrap yard while they did the downpipe. A tenner, Ray? Sixty eight "
              "pounds. The yard weighed it at three hundred and forty kilos, and I've got the ticket in my "
              "pocket. Sandra says it's going towards the water butt. Ray says he wants to see the ticket. He's "
              "seen it."),
        # 18
        slide(DEAN, FRONT, "Water butt last",
              ["Number 1 on the list", "Water butt on: 3:30 pm"],
              "Last, number one, the water butt, though it tops the list. A butt fills from the downpipe: you "
              "cut a diverter into the new pipe, and the water runs off sideways into the butt until it's full. "
              "So it can only go on once the downpipe's up, and that's the last thing there is. Level slabs "
              "underneath, and done."),
        # 19
        slide(SANDRA, FRONT, "Two hundred and ten",
              ["Water butt: 210 litres"],
              "Fifty litres, Gloria? Two hundred and ten. It's written on the lid, I chose it myself at the "
              "garden centre, and it came home in the back of my car with the seats down. That's a whole summer "
              "of tomatoes, and Gloria can have some for her hanging baskets, frog and all, if she asks me "
              "nicely."),
        # 20
        slide(SANDRA, FRONT, "The washing-up bowl",
              ["First water through: 3:50 pm"],
              "As soon as Dean said that's it, finished, I ran upstairs with my washing-up bowl full of water, "
              "leaned out of the front bedroom window and tipped the whole lot into the new gutter, to see "
              "where it went. It ran straight along to the downpipe and into my butt. Not a drop down my wall. "
              "I could have cried."),
        # 21
        slide(DEAN, FRONT, "Done",
              ["Swept up, skip gone: 4:30 pm"],
              "By half past four we'd swept up and the skip had gone. Before we left, Jordan put Alfie's ball "
              "in the new gutter himself, on purpose, and ran the hose along to show him it would wash down the "
              "pipe. It stuck in the outlet. So Alfie gets his ball back tomorrow, and Sandra's getting a leaf "
              "guard."),
        # 22
        slide(DEAN, SEMI_DARK, "Next on the channel",
              ["A flat roof over a corner shop", "Relaid in one sheet of rubber", "From Monday 1 September"],
              "Next time: a leaking flat roof over a corner shop, stripped and relaid in one big sheet of "
              "rubber, with the shop open underneath the whole time. Jordan says he's not going up there unless "
              "somebody else foots the ladder. Mick says the shop sells ice creams. Sandra says she'll come "
              "down with her washing-up bowl to test it."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What is Dean teaching us to do in this one?",
         "para": ["roofer's video with the wasps and the water butt - what's the job",
                  "A sticky note on a fridge, a rope and a bag of wasps: what work is being filmed here?"],
         "cands": ["A how-to: replacing the old cast iron gutters and downpipe on a nineteen thirties semi, with "
                   "a wasps' nest removed, a rotten fascia replaced and a water butt put on",
                   "Relaying a corner shop's flat roof in one sheet of rubber",
                   "Building a greenhouse for a woman's tomatoes",
                   "Repointing the front wall of a house after a leak"],
         "answer": "A how-to: replacing the old cast iron gutters and downpipe on a nineteen thirties semi, with "
                   "a wasps' nest removed, a rotten fascia replaced and a water butt put on"},
        {"n": 2, "type": "count", "ev": [9, 15, 16],
         "q": "Of Alfie's kicks, how many sent his football up into the gutter?",
         "para": ["kid's ball landing in the guttering - total",
                  "Don't include the old tennis balls found in the iron, the ball in Ray's sweet peas or the "
                  "one Jordan put in himself to test the hose. So how many kicks actually landed it up there?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 7],
         "q": "Of the jobs on Sandra's sticky note, which one did Dean start on?",
         "cands": ["Get rid of the wasps", "A water butt for the tomatoes", "The old iron gutters down",
                   "New fascia over the bay, where it's rotten"],
         "answer": "Get rid of the wasps"},
        {"n": 4, "type": "order", "ev": [1, 7, 9, 11, 13, 18],
         "q": "The water butt headed Sandra's note. Where did it actually come in the running order?",
         "cands": None,
         "answer": "Last: after the wasps, the old iron coming down, the new fascia and the new gutter and "
                   "downpipe"},
        {"n": 5, "type": "why", "ev": [1, 7],
         "q": "Wasps dealt with before anything else - why so?",
         "para": ["why the wasps had to go first",
                  "Dean wouldn't touch the gutters until the pest man had been. What was his reasoning?"],
         "cands": None,
         "answer": "Nobody goes up a ladder next to a nest that size, and the pest man does it early while it's "
                   "cool and the wasps are still half asleep"},
        {"n": 6, "type": "why", "ev": [18],
         "q": "Why was the water butt the final thing fitted?",
         "cands": ["It fills from a diverter cut into the new downpipe, so it can only go on once the downpipe "
                   "is up",
                   "The garden centre couldn't deliver it until the afternoon",
                   "Sandra wanted to pick the spot for it after lunch",
                   "The slabs under it needed the morning to set"],
         "answer": "It fills from a diverter cut into the new downpipe, so it can only go on once the downpipe "
                   "is up"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "Inside each union Dean leaves a small gap. What's the idea?",
         "cands": ["So the plastic can grow in the sun without buckling",
                   "So leaves can wash out of the join",
                   "So the rain can drip through onto the wall",
                   "To make room for the next bracket"],
         "answer": "So the plastic can grow in the sun without buckling"},
        {"n": 8, "type": "correction", "ev": [4, 19],
         "q": "Gloria reckoned a water butt holds about fifty litres. What did Sandra come back with?",
         "para": ["how much does sandra's new water butt actually hold",
                  "Sandra read the size of her butt off its lid. What figure did she give?"],
         "cands": None,
         "answer": "210 litres (two hundred and ten): it's written on the lid"},
        {"n": 9, "type": "correction", "ev": [12],
         "q": "In the end, how many brackets went up for the new gutter?",
         "cands": ["12", "14", "10", "16"],
         "answer": "12"},
        {"n": 10, "type": "who", "ev": [3, 17],
         "q": "Ray said the old iron wouldn't fetch more than a tenner. Who proved him wrong?",
         "para": ["who knew what the scrap iron really fetched",
                  "Somebody came back from the scrap yard with a ticket in his pocket. Which of them?"],
         "cands": None,
         "answer": "Mick Haworth, the labourer, who took it to the scrap yard: £68"},
        {"n": 11, "type": "who", "ev": [10],
         "q": "who let the old lengths of iron down on the rope",
         "cands": ["Jordan Mensah", "Mick Haworth", "Dean Whitworth", "Ray Bottomley"],
         "answer": "Jordan Mensah"},
        {"n": 12, "type": "needle_screen", "ev": [0],
         "q": "Sandra's house - what's the address?",
         "cands": ["14 Larkspur Crescent, Hebble Brow", "41 Larkspur Crescent, Hebble Brow",
                   "14 Larkspur Close, Hebble Brow", "14 Lark Rise Crescent, Hebble Brow"],
         "answer": "14 Larkspur Crescent, Hebble Brow"},
        {"n": 13, "type": "needle_screen", "ev": [13],
         "q": "the new guttering - which make is it",
         "cands": None, "answer": "Brayfield Deepflow (black)"},
        {"n": 14, "type": "speech_and_screen", "ev": [14],
         "q": "The ice cream van playing Greensleeves turned up at what time?",
         "cands": None,
         "answer": "1:40 pm, the moment the last length of gutter clicked into its union"},
        {"n": 15, "type": "quantity", "ev": [17],
         "q": "Weight of the old iron at the scrap yard?",
         "cands": ["340 kg", "430 kg", "68 kg", "34 kg"],
         "answer": "340 kg"},
        {"n": 16, "type": "quantity", "ev": [7],
         "q": "The pest man's estimate of the wasps in the nest came to what?",
         "cands": None, "answer": "About 4,000 (four thousand)"},
        {"n": 17, "type": "spoken_fact", "ev": [13],
         "q": "How does Dean make sure the new gutter runs towards the outlet?",
         "cands": ["A string line pulled tight from the far end down to the outlet, with a fall of about a "
                   "finger's width over the run, and every bracket set against it",
                   "A spirit level on every bracket, kept dead flat",
                   "He pours a bucket of water in after each length and watches it",
                   "He copies the line of the old iron gutter's screw holes"],
         "answer": "A string line pulled tight from the far end down to the outlet, with a fall of about a "
                   "finger's width over the run, and every bracket set against it"},
        {"n": 18, "type": "relation", "ev": [2],
         "q": "how are sandra and jordan connected",
         "cands": None,
         "answer": "Sandra is Jordan's godmother: she held him at his christening"},
        {"n": 19, "type": "right_before_after", "ev": [20],
         "q": "Dean says it's finished - what does Sandra do straight away?",
         "cands": None,
         "answer": "Ran upstairs with her washing-up bowl full of water, leaned out of the front bedroom window "
                   "and tipped it into the new gutter to see where it went"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "Opening shot of Dean's video: what are we looking at?",
         "cands": ["Seven o'clock on a Wednesday morning, the front of a nineteen thirties semi with cracked, "
                   "rusting cast iron gutters and a wasps' nest under the eaves",
                   "Sandra filling her new water butt",
                   "Mick at the scrap yard with the old iron",
                   "The ice cream van coming round the crescent"],
         "answer": "Seven o'clock on a Wednesday morning, the front of a nineteen thirties semi with cracked, "
                   "rusting cast iron gutters and a wasps' nest under the eaves"},
        {"n": 21, "type": "end", "ev": [22],
         "q": "Which job does the next episode cover?",
         "cands": ["A corner shop's leaking flat roof, relaid in one sheet of rubber",
                   "Ray's half of the gutter, done in plastic to match",
                   "A leaf guard for Sandra's new gutter",
                   "A greenhouse for Sandra's tomatoes"],
         "answer": "A corner shop's leaking flat roof, relaid in one sheet of rubber"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "jordan the apprentice - how old is he",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "What did Sandra pay Dean for the whole job?",
         "cands": ["£1,450", "£980", "£2,200", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Who was the pest controller - what's his name?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ books (a town's bookshop moving day)
HUGH = ("en-gb-x-gbclan+iven4", "Hugh Petty, hardware shop across the road")
PEG = ("en-gb-x-rp+f3", "Peg Thwaite, bookseller")
AMBER = ("en-gb-x-gbcwmd+Annie", "Amber Lowe, aged 12")
FAISAL = ("en-gb-x-gbcwmd+klatt5", "Faisal Qureshi, chain marshal")
RACHEL = ("en-gb-x-gbclan+belinda", "Rachel Dunmore, PCSO")
DENNIS = ("en-gb-scotland+klatt2", "Dennis Rook, customer")

BLACKBOARD = "#e9ece4"
SHOPFRONT = "#efe8dc"
STREET = "#e2e6e4"
BANK = "#e6e3ec"
CANOPY = "#ece6df"
STREET_DARK = "#1c1b1d"

BOOKS = {
    "name": "books",
    "footer": "Pennyfeather Books · moving day · from the hardware shop across the road",
    "lead_in": 7.0,
    "speed": 160,
    "segments": [
        # 0
        slide(HUGH, STREET_DARK, "Moving day",
              ["Pennyfeather Books, 3 Cheapside, Kettlewick", "Moving to: the old bank, Market Street",
               "Saturday 11 October"],
              "Half past eight on a Saturday morning, and across the road, the bookshop that's been there my "
              "whole working life is moving house. Not in boxes and a lorry, though: every book is going down "
              "the street to the old bank, hand to hand, along a chain of people. I'm Hugh Petty, I run the "
              "hardware shop opposite, and my camera's clipped to my canopy."),
        # 1
        slide(HUGH, BLACKBOARD, "Peg's blackboard",
              ["1. The rare books from the glass case", "2. Fiction, A to Z", "3. The bookcases, over in the van",
               "4. The children's books, with the children", "5. Close the road and line up the chain"],
              "Peg chalked the jobs up on the blackboard by her till, in the order her customers asked her "
              "about them over the last week. It didn't go that way. Number three went first, the bookcases in "
              "the van, because the books need shelves waiting for them at the other end, and once the road "
              "shuts at ten, nothing on wheels gets down it."),
        # 2
        slide(PEG, SHOPFRONT, "The bookseller",
              ["Peg Thwaite, bookseller", "Selling books here since 1982"],
              "Peg Thwaite. I'm seventy one, and I've sold secondhand books from this shop for forty three "
              "years. The landlord's selling up, so I'm renting the old bank, for less than you'd think and "
              "more than I'd like. Amber's my granddaughter, by the way. Her mum's my eldest, and she's the only "
              "one in the family who ever reads anything."),
        # 3
        slide(AMBER, SHOPFRONT, "The slips",
              ["Amber Lowe, aged 12", "Her job: the yellow slips"],
              "I'm Amber, I'm twelve, and my job is the yellow slips. I reckon there's about five thousand "
              "books, because that's how many our school library has, and Gran's shop is smaller than that. "
              "Every hundredth book gets a yellow slip tucked in the top, and I've got a whole shoebox of them, "
              "cut out last night with Gran's big scissors."),
        # 4
        slide(PEG, SHOPFRONT, "Eleven thousand",
              ["Books to move: 11,680"],
              "Five thousand, Amber? Eleven thousand six hundred and eighty. I counted every one of them in "
              "January for the stocktake, and it took me a fortnight with the door locked. They've been stacked "
              "two deep on every shelf for years, love, that's why it doesn't look like many. Your school "
              "library doesn't keep them two deep. I do."),
        # 5
        slide(FAISAL, STREET, "The chain",
              ["Faisal Qureshi, chain marshal", "Volunteers signed up: 240"],
              "Faisal Qureshi, chain marshal, from the running club, which means I've got the megaphone. We've "
              "got two hundred and sixty volunteers. No, two hundred and forty. Twenty people signed up twice, "
              "on the paper in Peg's window and online, and I only spotted it when the same names kept coming "
              "up. One was my own mother."),
        # 6
        slide(DENNIS, CANOPY, "Every Saturday",
              ["Dennis Rook, customer", "At the old end of the chain"],
              "Dennis Rook. I've bought a book in this shop every Saturday for thirty five years, and I've read "
              "most of them. I'm at the old end of the chain, because Peg says I know where everything is "
              "better than she does. It's a good half mile to the old bank, mind. They'll be passing books all "
              "afternoon."),
        # 7
        slide(RACHEL, STREET, "Road closed",
              ["Rachel Dunmore, PCSO", "Road closed: 10:00 am to 4:00 pm"],
              "Rachel Dunmore, police community support officer. The council's given us the road from ten "
              "until four, and I've got the barriers. Nothing on wheels comes down here while the chain's out: "
              "no cars, no bikes, no delivery vans, and no mobility scooters, Dennis. If it rains, the chain stops and "
              "everybody gets under cover."),
        # 8
        slide(HUGH, CANOPY, "Two hundred and thirty metres",
              ["Peg's step to the bank's door: 230 metres"],
              "Half a mile, Dennis? Two hundred and thirty metres. I ran my measuring wheel from Peg's front "
              "step to the bank's door at seven this morning, before anybody was about, and it clicked over at "
              "two hundred and thirty. That's near enough one person for every metre, with a few spare for the "
              "corner by the bakery."),
        # 9
        slide(PEG, BANK, "Bookcases first",
              ["Number 3 on the list", "Bookcases over in Hugh's van: 14", "Van done: 9:45 am"],
              "First, number three, the bookcases, all fourteen of them, empty, in Hugh's van, in three trips, "
              "and screwed to the walls of the bank by quarter to ten. On the last trip a box of shelf brackets "
              "slid off the back and went everywhere. It had to be first: you can't send books down a chain "
              "with nowhere to put them."),
        # 10
        slide(RACHEL, STREET, "The road second",
              ["Number 5 on the list", "Barriers across: 10:00 am", "Chain in place: 10:20 am"],
              "Second, number five, shutting the road and lining up the chain, and it had to wait until the van "
              "was through, because once my barriers go across, nothing on wheels comes past them. At ten "
              "o'clock I pulled the first one across. By twenty past, Faisal had everybody in a line from "
              "Peg's door to the bank's."),
        # 11
        slide(DENNIS, CANOPY, "The white line",
              ["Dennis, on the white line"],
              "As soon as Rachel pulled that barrier across, I walked straight out into the middle of the road "
              "and stood on the white line, because I've wanted to do that on a Saturday since I was a boy. A "
              "lad from the paper took my picture. Then Faisal put me at the front of the chain, where I belong."),
        # 12
        slide(FAISAL, STREET, "How it works",
              ["Every 100th book: a yellow slip"],
              "It works like this: every book goes hand to hand, spine up and the same way round, and "
              "never two at once. Every hundredth one has one of Amber's yellow slips in the top, so the "
              "shelvers know where they've got to. Ten minutes in, a lad let one slip between his hands and "
              "mine, and it went face down on the kerb."),
        # 13
        slide(PEG, BANK, "Fiction third",
              ["Number 2 on the list", "Fiction, A to Z: 10:20 am to 12:50 pm"],
              "Third, number two, the fiction, A to Z, and before the children's books, because fiction goes "
              "along the back wall of the bank, and if it went in after anything else, you'd have to climb over "
              "the lot to shelve it. Round about the Ds, a great fat paperback went straight through the "
              "fingers of the girl from the chemist's and onto her foot."),
        # 14
        slide(AMBER, STREET, "The sneeze",
              ["Yellow slips used by lunchtime: 74"],
              "I was walking up and down the chain with my shoebox when a man in a rugby shirt sneezed, and a "
              "paperback shot right out of his hands and skidded across the pavement. Gran said he'd be buying "
              "that one now, and he did. Gran's dropped a few in her time, mind. The very first book she ever "
              "sold, she dropped in a puddle."),
        # 15
        slide(HUGH, CANOPY, "The heavens opened",
              ["Last of the fiction on the shelf: 12:52 pm"],
              "The very moment the last of the Zs went onto the shelf, the heavens opened, and the whole chain "
              "ran for the bank's doorway and my canopy. Peg stood out in the rain and cheered. Rachel stopped "
              "everything, as promised, and my wife brought out every umbrella we had in the shop, with the "
              "price tickets still on."),
        # 16
        slide(FAISAL, BANK, "Children's books fourth",
              ["Number 4 on the list", "Children's books: 1:30 pm to 2:40 pm"],
              "Fourth, number four, the children's books, with the children, once the rain had stopped. The "
              "children's corner is at the front, under the bank's big window, so it had to go in last of "
              "anything down the chain. Forty children came from the primary school, and they passed picture "
              "books faster than the grown-ups did all morning."),
        # 17
        slide(HUGH, STREET, "The tiger",
              ["Outside the bakery: the biggest puddle"],
              "The children were grand, but the smallest of them, a little lad in wellies outside the bakery, "
              "had a picture book about a tiger go straight through his hands and into the biggest puddle on "
              "the street. He fished it out himself and carried on. Peg says that one's his to keep now, tiger, "
              "puddle and all."),
        # 18
        slide(DENNIS, CANOPY, "My own fault",
              ["Dennis, at the front of the chain"],
              "And I'll own up to one myself. Peg handed me a big cookery book with a little one balanced on top "
              "of it, which is against Faisal's rules, and the little one slid off and landed open on the "
              "pavement, at the soup page. Peg said two at once is how you drop things. She'd know. She handed "
              "them to me."),
        # 19
        slide(PEG, BANK, "Rare books last",
              ["Number 1 on the list", "Rare books, carried by Peg: 3:15 pm"],
              "Last, number one, the rare books from the glass case, though they top my blackboard. They were "
              "never going down the chain: they're too old and too precious to go through two hundred pairs of "
              "hands. So once the chain had gone, I carried them myself, in my mother's shopping basket, down "
              "the middle of the empty road, with Amber."),
        # 20
        slide(RACHEL, STREET, "Road open",
              ["Barriers away, road open: 3:55 pm"],
              "I had the barriers away by five to four, and the first thing down the road was the bin lorry, "
              "which got a round of applause. Before I let it through, Amber walked up to the council bin on "
              "the corner and dropped a book in it, on purpose. It was one she'd had to read at school. Peg "
              "pretended not to see."),
        # 21
        slide(HUGH, CANOPY, "The buckets",
              ["In the buckets along the chain: £1,312", "For the town's hospice"],
              "There were buckets along the chain all day for the hospice, and Faisal's mother counted them "
              "out on my shop counter: one thousand three hundred and twelve pounds. Peg's put the keys to the "
              "old shop in an envelope for the landlord. Nobody counted how many books got wet. Peg says she'd "
              "rather not know."),
        # 22
        slide(HUGH, STREET_DARK, "Next on the channel",
              ["The new shop opens its doors", "A story hour for the children", "Saturday 18 October"],
              "Next time: the old bank opens its doors as a bookshop, with a story hour for the children in the "
              "corner under the big window, and Amber's doing the reading. Dennis has asked to be first through "
              "the door, and Peg says he can, as long as he only carries one book at a time. Faisal's bringing "
              "the megaphone, just in case."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's going on in the town in this film?",
         "para": ["bookshop moving house down the street - what's the occasion",
                  "Yellow slips, a megaphone and a shopping basket of old books: tell me what this day is "
                  "about."],
         "cands": ["A town's day as its secondhand bookshop moves down the street into the old bank, its books "
                   "passed hand to hand along a chain of volunteers",
                   "The old bank opening its doors as a bookshop, with a story hour for the children",
                   "A sponsored readathon for the hospice in the town's library",
                   "A bank closing down and its staff moving to another branch"],
         "answer": "A town's day as its secondhand bookshop moves down the street into the old bank, its books "
                   "passed hand to hand along a chain of volunteers"},
        {"n": 2, "type": "count", "ev": [12, 13, 14, 17, 18],
         "q": "All told, how many books slipped out of people's hands along the chain?",
         "para": ["books falling out of the human chain - how many",
                  "Leave aside the first book Peg ever sold, the box of shelf brackets off the van and the one "
                  "Amber put in the bin deliberately. How many books got let go of while they were being "
                  "passed along?"],
         "cands": None, "answer": "five"},
        {"n": 3, "type": "order", "ev": [1, 9],
         "q": "Which job on Peg's blackboard got done before all the others?",
         "cands": ["The bookcases, over in the van", "Close the road and line up the chain", "Fiction, A to Z",
                   "The rare books from the glass case"],
         "answer": "The bookcases, over in the van"},
        {"n": 4, "type": "order", "ev": [1, 9, 10, 13, 16, 19],
         "q": "In what order were the five blackboard jobs really carried out?",
         "para": ["peg's blackboard - what order did it really go in",
                  "The blackboard went rare books, fiction, bookcases, children's books, then the road and the "
                  "chain. How did the day actually run?"],
         "cands": None,
         "answer": "The bookcases in the van first, then closing the road and lining up the chain, the fiction, "
                   "the children's books, and the rare books last (3, 5, 2, 4, 1)"},
        {"n": 5, "type": "why", "ev": [1, 9],
         "q": "bookcases over before a single book - what was the thinking",
         "cands": None,
         "answer": "The books needed shelves waiting for them at the other end, and once the road shut at ten "
                   "nothing on wheels could get down it"},
        {"n": 6, "type": "why", "ev": [19],
         "q": "The rare books were at the top of the blackboard. Why did they go last?",
         "cands": ["They were too old and precious to be passed hand to hand, so Peg carried them herself once "
                   "the chain had gone",
                   "The glass case was too heavy to move until the van came back",
                   "The insurance only covered them after four o'clock",
                   "Amber had to sort them into order first"],
         "answer": "They were too old and precious to be passed hand to hand, so Peg carried them herself once "
                   "the chain had gone"},
        {"n": 7, "type": "why", "ev": [13],
         "q": "Why did the fiction have to go ahead of the children's books?",
         "para": ["fiction before the kids' books - reason",
                  "Peg insisted the novels went in first. What about the bank's layout made that necessary?"],
         "cands": None,
         "answer": "Fiction goes along the back wall of the bank, so if it went in after anything else you'd "
                   "have to climb over everything to shelve it"},
        {"n": 8, "type": "correction", "ev": [3, 4],
         "q": "Amber guessed there were about five thousand books. How many were there really?",
         "cands": None,
         "answer": "11,680 (eleven thousand six hundred and eighty), counted at the January stocktake: Peg put "
                   "her right"},
        {"n": 9, "type": "correction", "ev": [6, 8],
         "q": "How far is it from the old shop to the bank?",
         "cands": ["230 metres", "800 metres", "320 metres", "130 metres"],
         "answer": "230 metres"},
        {"n": 10, "type": "correction", "ev": [5],
         "q": "Faisal corrected his own volunteer numbers. Give the true total, and say what had thrown "
              "him.",
         "cands": None,
         "answer": "240 (two hundred and forty): he'd said two hundred and sixty, because twenty people signed "
                   "up twice, on paper in Peg's window and online"},
        {"n": 11, "type": "who", "ev": [6, 8],
         "q": "Dennis called it a good half mile. Who set him straight about the distance?",
         "para": ["distance between the two shops - who actually measured it",
                  "Somebody had been out with a measuring wheel before seven. Who gave the true length?"],
         "cands": None,
         "answer": "Hugh Petty, from the hardware shop opposite: two hundred and thirty metres, measured with "
                   "his wheel"},
        {"n": 12, "type": "who", "ev": [5],
         "q": "Who was in charge of the chain with the megaphone?",
         "cands": ["Faisal Qureshi", "Rachel Dunmore", "Hugh Petty", "Dennis Rook"],
         "answer": "Faisal Qureshi"},
        {"n": 13, "type": "needle_screen", "ev": [0],
         "q": "What's the bookshop called?",
         "cands": ["Pennyfeather Books", "Pennywhistle Books", "Thwaite's Books", "Kettlewick Books"],
         "answer": "Pennyfeather Books"},
        {"n": 14, "type": "needle_screen", "ev": [0],
         "q": "Which street was the old shop on?",
         "cands": ["Cheapside", "Market Street", "Bank Street", "Chapel Side"],
         "answer": "Cheapside"},
        {"n": 15, "type": "speech_and_screen", "ev": [15],
         "q": "when did the rain come down",
         "cands": None,
         "answer": "12:52 pm, the moment the last of the fiction (the Zs) went onto the shelf"},
        {"n": 16, "type": "quantity", "ev": [9],
         "q": "Bookcases carried over in Hugh's van: how many?",
         "cands": ["14", "41", "12", "3"],
         "answer": "14"},
        {"n": 17, "type": "quantity", "ev": [21],
         "q": "Takings in the hospice buckets by the close of the day?",
         "cands": None, "answer": "£1,312 (one thousand three hundred and twelve pounds)"},
        {"n": 18, "type": "spoken_fact", "ev": [12],
         "q": "According to Faisal, what are the rules for passing the books?",
         "cands": ["Hand to hand, spine up and the same way round, never two at once, with a yellow slip in "
                   "every hundredth book",
                   "In carrier bags of ten, passed along in alphabetical order",
                   "Thrown gently from one person to the next, caught with both hands",
                   "In piles of five, tied up with string"],
         "answer": "Hand to hand, spine up and the same way round, never two at once, with a yellow slip in "
                   "every hundredth book"},
        {"n": 19, "type": "relation", "ev": [2],
         "q": "Peg and Amber - what's the family connection?",
         "cands": None,
         "answer": "Grandmother and granddaughter: Amber's mum is Peg's eldest"},
        {"n": 20, "type": "right_before_after", "ev": [11],
         "q": "Once Rachel had the barrier across, what did Dennis go and do?",
         "cands": None,
         "answer": "Walked straight out into the middle of the road and stood on the white line, as he'd wanted "
                   "to since he was a boy"},
        {"n": 21, "type": "begin", "ev": [0],
         "q": "How does Hugh's video begin?",
         "cands": ["Half past eight on a Saturday morning, the bookshop across the road from Hugh's about to "
                   "move every book down the street by hand",
                   "Rain pouring down on the chain outside the bank",
                   "Peg carrying her rare books down the empty road",
                   "The bin lorry driving through the reopened street"],
         "answer": "Half past eight on a Saturday morning, the bookshop across the road from Hugh's about to "
                   "move every book down the street by hand"},
        {"n": 22, "type": "end", "ev": [22],
         "q": "and what's the plan for next time",
         "cands": ["The old bank opening as a bookshop, with a story hour for the children",
                   "Peg's rare books going to auction",
                   "The running club's race down Market Street",
                   "The old shop being turned into flats"],
         "answer": "The old bank opening as a bookshop, with a story hour for the children"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How many books were ruined by the rain?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What rent is Peg paying on the old bank?",
         "cands": ["£950 a month", "£1,400 a month", "£600 a month", ABSENT], "answer": ABSENT},
    ],
}

VIDEOS = [CALENDAR, GUTTERS, BOOKS]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "calendar": [26.0, 25.0, 24.5, 26.0, 25.0, 26.5, 26.0, 24.5, 26.0, 23.5, 22.5, 26.5, 23.0, 26.0, 24.5, 24.0, 23.0, 20.0, 26.5, 24.5, 25.5, 23.5, 25.5],
    "gutters": [26.0, 26.0, 27.0, 25.5, 26.0, 24.5, 25.5, 22.5, 25.5, 26.0, 23.5, 26.0, 24.5, 26.5, 24.0, 23.0, 25.5, 24.0, 27.0, 23.5, 24.5, 22.0, 25.0],
    "books": [27.5, 25.0, 26.5, 24.0, 26.0, 28.0, 23.0, 28.0, 24.0, 25.5, 23.0, 23.0, 27.0, 25.0, 26.0, 23.0, 26.5, 23.0, 24.5, 26.5, 23.0, 26.0, 24.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]], strict=True):
        _seg["dur"] = _d
