"""Scripts of the "blind21" evaluation videos: slides, narration and questions.

Three invented videos, each a list of slides (title, body lines, spoken text, voice and a speaker
name box) and 24 questions whose evidence is given as slide indexes:

- choir:    a community choir's weekly rehearsal, two Tuesdays before its spring concert
- carboot:  a car boot sale vlog (a seller's day on her pitch, with her dad on the cash tin)
- bookcast: a books podcast interview with a crime novelist about her new book

Narration never contains a digit: numbers are spoken as words, and the slides show them as digits.
Each slide's length ("dur") is filled in from DURS at the end of this file; those lengths were
measured from espeak-ng's narration (see README.md).
"""

ABSENT = "not mentioned in the video"


def slide(who, bg, title, lines, say):
    """A slide with somebody talking (their name box near the bottom)."""
    voice, speaker = who
    return {"bg": bg, "title": title, "lines": lines, "voice": voice, "speaker": speaker, "say": say}


# ================================================================ choir (choir rehearsal)
MARGUERITE = ("en-gb+f4", "Marguerite Ellery, musical director")
FENWICK = ("en-gb-x-gbclan+m3", "Fenwick Dale, accompanist")
HETTIE = ("en-gb-scotland+f3", "Hettie Larkspur, choir secretary")
COSMO = ("en-us+m2", "Cosmo Pruitt, tenor")
ROSALIND = ("en-029+f2", "Rosalind Achebe, soprano section leader")
QUAYLE = ("en-gb-x-gbcwmd+m2", "Alwyn Quayle, piano tuner")

ROOM = "#eef2f7"
WHITEBOARD = "#fbfbf5"
ROOM_DARK = "#1f3a4d"

CHOIR = {
    "name": "choir",
    "footer": "Harbourside Community Choir · Tuesday rehearsal · recorded for practice at home",
    "lead_in": 5.0,
    "speed": 160,
    "segments": [
        # 0
        slide(MARGUERITE, ROOM_DARK, "Harbourside Community Choir",
              ["Tuesday rehearsal · 3 March, 7:30 pm", "The Seafarers' Institute, upstairs room",
               "Singers signed in: 38", "Spring concert: 2 rehearsals to go"],
              "Good evening, singers, and a special welcome to our two new altos. I'm recording tonight on my "
              "phone, so that you can all practise your parts at home. We've only got two more Tuesdays before "
              "the spring concert, so no chatting in the back row, please. Yes, Cosmo, I mean you, even if you "
              "are my husband."),
        # 1
        slide(MARGUERITE, WHITEBOARD, "Tonight's running order",
              ["1. Warm-up", "2. The Water Is Wide", "3. Sanctus (new piece)", "4. Shenandoah",
               "5. Concert notices"],
              "That's the plan on the whiteboard, and we're changing it already. The piano tuner is still "
              "working on the piano, so straight after the warm-up we'll sing Shenandoah, because that's the "
              "one we sing without any accompaniment. Mister Quayle, how much longer do you think you'll need?"),
        # 2
        slide(QUAYLE, ROOM, "The piano",
              ["Tuning in progress", "Middle C: sticking, now fixed", "Quayle & Daughter, piano tuners"],
              "About twenty minutes, if you can bear the plinking. It's been a damp winter in this building, and "
              "half the notes have dropped flat. Middle C was sticking as well, which I've sorted, so your "
              "accompanist has no excuses tonight. Carry on singing, you won't bother me one bit."),
        # 3
        slide(MARGUERITE, ROOM, "1. Warm-up",
              ["Roll your shoulders", "Sirens: low to high and back", "Lip trills: 'brrr'", "Warm-up: 10 minutes"],
              "Right, everybody on your feet. Roll your shoulders back, and let your arms hang loose. Now "
              "sirens, from the very bottom of your voice to the very top and back down again. Lovely, very "
              "spooky. And lip trills, like a horse. Ten minutes of this, and you'll all sound twice as good."),
        # 4
        slide(MARGUERITE, ROOM, "4. Shenandoah",
              ["Unaccompanied", "Starting note from the pitch pipe: D", "Tenors and basses: the tune"],
              "Shenandoah. Here's your note from the pitch pipe. Tenors and basses have the tune, and everyone "
              "else hums underneath. Off you go. Stop there, please, everybody. Tenors, you came in a whole beat "
              "early. I know you're keen, but the river is wide, not fast. Again, from the top."),
        # 5
        slide(COSMO, ROOM, "4. Shenandoah",
              ["Tenors here tonight: 5 of 7"],
              "Sorry, that was me. I was counting from the wrong bar. In my defence, there are only five of us "
              "tenors here tonight, so every little mistake sounds enormous. Could we have a bit more from the "
              "basses underneath us, please, so we don't feel quite so exposed?"),
        # 6
        slide(MARGUERITE, ROOM, "4. Shenandoah",
              ["Long notes: stagger your breathing", "Never all breathe together"],
              "Better. Now, the long note at the end of each verse. Don't all breathe at once. Stagger it, a few "
              "of you at a time, because if everyone breathes together, there's a great big hole in the sound. "
              "From the top again, and this time I won't stop you, whatever happens."),
        # 7
        slide(ROSALIND, ROOM, "4. Shenandoah",
              ["Sung all the way through"],
              "Well, that's the first time we've got all the way through Shenandoah without being stopped, and "
              "I've been in this choir for six years. The sopranos would like that written in the minutes, "
              "please. Marguerite, you look like you might actually cry."),
        # 8
        slide(FENWICK, ROOM, "2. The Water Is Wide",
              ["Piano: back in tune", "For 4 voices and piano", "Piano introduction: 4 bars"],
              "The piano's all mine again, and it sounds wonderful. Thank you, Mister Quayle. Now, The Water Is "
              "Wide. I'll play four bars of introduction, and you come in on the fifth. And please, watch "
              "Marguerite, not your copies. She can't help you if you're staring at the floor."),
        # 9
        slide(MARGUERITE, ROOM, "2. The Water Is Wide",
              ["Altos: the tune in verse 2", "Sopranos: the descant"],
              "Altos, that was gorgeous. Sopranos, I'm going to halt you there, because you're drowning them out. "
              "Think of it as a duet, not a contest. Let's go again from bar thirty two, where the key changes, "
              "and let the altos be heard this time."),
        # 10
        slide(ROSALIND, ROOM, "2. The Water Is Wide",
              ["Key change: bar 23", "Bar 32: the last page"],
              "Sorry, Marguerite, it's bar twenty three, not thirty two. Thirty two is on the last page, and we "
              "haven't got anywhere near it yet. The key change is bar twenty three, the one with the big pencil "
              "circle round it. And the sopranos will be quieter this time. Promise."),
        # 11
        slide(FENWICK, ROOM, "2. The Water Is Wide",
              ["From bar 23", "Sopranos: softer"],
              "From bar twenty three, then. Here we go. And there she goes again, both arms crossed in front of "
              "her, which is how she tells us to stop. Basses, I think that one's for you. You were sliding flat "
              "on the low notes, and I could hear it over the piano."),
        # 12
        slide(MARGUERITE, ROOM, "Tea break",
              ["Tea break: 15 minutes", "Concert notices: now, not at the end"],
              "Fenwick's right, basses. Think upwards, even when the tune goes down. Much better. Now, tea. And "
              "Hettie will do the concert notices now, instead of at the end, because she has to catch the last "
              "ferry home to Scarra Island tonight. Over to you, Hettie."),
        # 13
        slide(HETTIE, ROOM, "5. Concert notices",
              ["Spring concert: Saturday 21 March, 7 pm", "The Corn Exchange, Harbour Street",
               "Singers: arrive by 6 pm for the sound check"],
              "Thank you. The spring concert is on Saturday the fourteenth of March. No, sorry, the twenty "
              "first. The fourteenth was the date before the rugby club booked the Corn Exchange. Please be "
              "there by six, for the sound check, and don't be late, because the doors open to the public at "
              "half past six."),
        # 14
        slide(HETTIE, ROOM, "5. Concert notices",
              ["Tickets: £8 · concessions £5", "Dress: all black, with the teal choir scarf",
               "Ticket money to Hettie by 17 March"],
              "Tickets are eight pounds, or five for concessions, and they're selling well, so sell yours to your "
              "families before the public snap them up. Dress is all black, with the choir scarf. And if you've "
              "lost your scarf again, Cosmo, I've got spares in my bag, at two pounds each."),
        # 15
        slide(HETTIE, ROOM, "Hettie's boat home",
              ["Ferries from the harbour to Scarra Island:", "6:15 pm · 7:40 pm · 8:55 pm"],
              "That's the notices. I'm off now, because the last boat to Scarra goes long before we finish, and "
              "if I miss it, I'm sleeping on Rosalind's sofa again. The raffle prizes for the concert are in the "
              "box by the door. Good luck with the Sanctus, everybody. You'll need it."),
        # 16
        slide(MARGUERITE, ROOM, "3. Sanctus (new piece)",
              ["First read-through tonight", "Sung in Latin", "Composer: Ilse Marrow"],
              "And finally, the new piece, the Sanctus. Don't worry about the Latin tonight, just sing the notes "
              "on la. Fenwick will play your parts along with you. Ready? Hold it, hold it. Sopranos, that top "
              "note was nowhere near. Let's work out what went wrong before we go on."),
        # 17
        slide(ROSALIND, ROOM, "3. Sanctus (new piece)",
              ["Sopranos' top note: high A", "Breathe 2 bars before it"],
              "Sorry, it's a very high A, and it comes out of nowhere. If we took a breath two bars earlier, we'd "
              "have a fighting chance. Fenwick, could you play the note for us first, just the once, so that we "
              "can hear where we're going?"),
        # 18
        slide(FENWICK, ROOM, "3. Sanctus (new piece)",
              ["Sopranos' top note: high A", "Piano: plays the sopranos' line"],
              "Of course. Here's your A. Now, all together, from the start. Oh, hang on, sorry, my page has slid "
              "off the piano again. That's me stopping, not Marguerite, so don't look at her. Right, found it. "
              "From the start, and I'll play the sopranos' line nice and loud."),
        # 19
        slide(MARGUERITE, ROOM, "3. Sanctus (new piece)",
              ["Read-through: done", "For next week: learn page 1 at home"],
              "And we got through it! Messy, but we got through it. For next week, please learn the first page "
              "at home, with tonight's recording. Sopranos, you were heroic. Tenors, I could actually hear you, "
              "which makes a change. Cosmo, stop grinning, that wasn't a compliment."),
        # 20
        slide(COSMO, ROOM, "Before you go",
              ["Car park gate locked at 9:45 pm", "Cake on the back table"],
              "Can I just say, before everyone goes, the car park gate gets locked at quarter to ten, and last "
              "week three of us were stuck inside. Also, there's cake on the back table, from the tenors, as an "
              "apology for the way we sang Shenandoah tonight."),
        # 21
        slide(MARGUERITE, WHITEBOARD, "Next Tuesday",
              ["Sectionals: 7:30 to 8:15 pm", "Full choir: 8:15 to 9:30 pm", "Bring a pencil!"],
              "Next Tuesday, we split into sections for the first part of the evening: sopranos and altos "
              "upstairs with me, tenors and basses downstairs with Fenwick. Bring a pencil, everyone, because "
              "I'll be changing things. And please, listen to tonight's recording at least once."),
        # 22
        slide(MARGUERITE, ROOM_DARK, "After the concert",
              ["Summer project: sea shanties", "With Harbour Primary School",
               "On the quay · first session Tuesday 28 April"],
              "And one last thing to look forward to. After the concert, we're starting our summer project with "
              "the children from Harbour Primary School: a whole evening of sea shanties, out on the quay. I'll "
              "tell you all about it next time. Good night, and safe home, everybody."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this video of, basically?",
         "para": ["main purpose of the evening at the seafarers' institute",
                  "A friend sent me this recording from her choir. What had they all turned up to do that night?"],
         "cands": ["A community choir rehearsing for its spring concert",
                   "A summer evening of sea shanties on the quay with a primary school",
                   "A piano tuner at work in the Seafarers' Institute",
                   "The choir's spring concert at the Corn Exchange"],
         "answer": "A community choir rehearsing for its spring concert"},
        {"n": 2, "type": "count", "ev": [4, 9, 11, 16],
         "q": "How many times does Marguerite stop the choir partway through a piece?",
         "para": ["number of times the conductor halts the singing",
                  "The musical director keeps cutting her singers off mid-song. On how many occasions does she actually call a halt?"],
         "cands": None, "answer": "four"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Once the warm-up was done, which piece did the choir sing first?",
         "para": ["first song actually sung after warming up",
                  "On the whiteboard The Water Is Wide came straight after the warm-up, but that's not what they started with. Which song was it?"],
         "cands": ["Shenandoah", "The Water Is Wide", "Sanctus", "A sea shanty"],
         "answer": "Shenandoah"},
        {"n": 4, "type": "order", "ev": [1, 16, 19],
         "q": "the new sanctus was number 3 on the board - where did it actually end up in the evening",
         "cands": None,
         "answer": "Last: after Shenandoah, The Water Is Wide and the concert notices"},
        {"n": 5, "type": "correction", "ev": [13],
         "q": "When is the spring concert?",
         "para": ["date of the harbourside choir concert",
                  "Hettie trips over the date when she's doing the notices. Which Saturday is the concert really on?"],
         "cands": None, "answer": "Saturday 21 March (not the 14th)"},
        {"n": 6, "type": "correction", "ev": [9, 10],
         "q": "Which bar did they go back to for the key change in The Water Is Wide?",
         "cands": ["Bar 23", "Bar 32", "Bar 9", "Bar 1"],
         "answer": "Bar 23"},
        {"n": 7, "type": "who", "ev": [10],
         "q": "Marguerite gave the wrong bar number. Who set her straight?",
         "cands": ["Rosalind Achebe", "Fenwick Dale", "Hettie Larkspur", "Cosmo Pruitt"],
         "answer": "Rosalind Achebe"},
        {"n": 8, "type": "why", "ev": [1],
         "q": "Why was Shenandoah sung before the other songs?",
         "para": ["reason shenandoah got bumped up the running order",
                  "It was down as the last song on the whiteboard, so how come the choir launched into it straight after warming up?"],
         "cands": None,
         "answer": "The piano was still being tuned, and Shenandoah is sung without accompaniment"},
        {"n": 9, "type": "why", "ev": [12],
         "q": "How come the concert notices were done at the tea break instead of at the end?",
         "cands": ["Hettie had to catch the last ferry home to Scarra Island",
                   "The piano tuner needed the room quiet",
                   "The car park gate gets locked at quarter to ten",
                   "The rugby club had booked the Corn Exchange"],
         "answer": "Hettie had to catch the last ferry home to Scarra Island"},
        {"n": 10, "type": "why", "ev": [6],
         "q": "what's the point of staggering your breathing on the long notes",
         "cands": None,
         "answer": "If everyone breathes at once, there's a big hole in the sound"},
        {"n": 11, "type": "needle_screen", "ev": [0],
         "q": "singers signed in at the rehearsal?",
         "cands": None, "answer": "38"},
        {"n": 12, "type": "needle_screen", "ev": [14],
         "q": "The singers wear black with a scarf for the concert - what colour's the scarf?",
         "cands": ["Teal", "Navy", "Red", "White"],
         "answer": "Teal"},
        {"n": 13, "type": "speech_and_screen", "ev": [12, 15],
         "q": "What time does the boat Hettie is rushing off to catch leave?",
         "cands": None, "answer": "8:55 pm (the last ferry to Scarra Island)"},
        {"n": 14, "type": "quantity", "ev": [14],
         "q": "How much is a concession ticket for the concert?",
         "cands": ["£5", "£8", "£2", "£3"],
         "answer": "£5"},
        {"n": 15, "type": "quantity", "ev": [2],
         "q": "how much longer did the piano tuner reckon he needed",
         "cands": ["About 20 minutes", "About 10 minutes", "About 15 minutes", "About half an hour"],
         "answer": "About 20 minutes"},
        {"n": 16, "type": "spoken_fact", "ev": [15],
         "q": "If Hettie misses her boat, where does she end up spending the night?",
         "cands": ["On Rosalind's sofa", "At the Seafarers' Institute", "At Marguerite and Cosmo's house",
                   "In the locked car park"],
         "answer": "On Rosalind's sofa"},
        {"n": 17, "type": "who", "ev": [20],
         "q": "who's responsible for the cake on the back table?",
         "cands": None, "answer": "The tenors (an apology for their Shenandoah)"},
        {"n": 18, "type": "relation", "ev": [0],
         "q": "what's the connection between cosmo and marguerite",
         "cands": None, "answer": "He's her husband"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "At the very start Marguerite mentions she's recording tonight's rehearsal. What for?",
         "cands": ["So the singers can practise their parts at home", "To send to the composer of the Sanctus",
                   "For the choir's website", "So the piano tuner can check the piano"],
         "answer": "So the singers can practise their parts at home"},
        {"n": 20, "type": "end", "ev": [22],
         "q": "What does Marguerite tell everyone to look forward to, right at the end?",
         "cands": ["A summer project singing sea shanties with Harbour Primary School on the quay",
                   "The spring concert at the Corn Exchange",
                   "Sectionals next Tuesday",
                   "Cake from the tenors"],
         "answer": "A summer project singing sea shanties with Harbour Primary School on the quay"},
        {"n": 21, "type": "right_before_after", "ev": [11, 12, 13],
         "q": "What happened straight after they finished The Water Is Wide?",
         "cands": None, "answer": "A tea break, with Hettie doing the concert notices"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "What did it cost to get the piano tuned?",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How many sopranos sing in the choir?",
         "cands": ["9", "12", "14", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "what time is the concert expected to finish",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ carboot (car boot sale vlog)
TILLY = ("en-gb-x-rp+f2", "Tilly Brennan, Clear the Decks")
RAY = ("en-gb-x-gbcwmd+m7", "Ray Brennan, on the cash tin")
DOT = ("en-gb-x-gbclan+f4", "Dot Fennimore, next pitch")
KWAME = ("en-029+m2", "Kwame Asante, buyer")
OSIAN = ("en-gb-scotland+m3", "Osian Pryce, record collector")

FIELD = "#eef5e6"
CARD = "#e8d5b5"
FIELD_DARK = "#3b3024"

CARBOOT = {
    "name": "carboot",
    "footer": "Clear the Decks with Tilly · car boot Sundays · Hollowmere Showground",
    "lead_in": 6.0,
    "speed": 160,
    "segments": [
        # 0
        slide(TILLY, FIELD_DARK, "Clear the Decks: Car Boot Sunday",
              ["Hollowmere Showground car boot sale", "Sunday 19 April", "Sellers from 6 am · buyers from 7 am"],
              "Morning, everyone, and welcome back to the channel. It's Sunday, it's freezing, and I'm at the "
              "Hollowmere car boot with my dad and a car full of stuff, because Sam and I are moving into a much "
              "smaller flat next month, and none of this is coming with us."),
        # 1
        slide(TILLY, CARD, "Must go today",
              ["1. Record player", "2. Rocking horse", "3. Bread maker", "4. Box of vinyl", "5. Camping stove"],
              "Here's my must go list, written on the back of a cereal box. These five are the big ones. "
              "Everything else is little stuff. And Dad's in charge of the money today, because last year I left "
              "the cash tin on the roof of the car and drove off with it still up there."),
        # 2
        slide(RAY, FIELD, "Setting up",
              ["Arrived: 5:45 am", "Pitch fee (car): £10", "Field B, pitch 27"],
              "She says we got here at half past six. It was quarter to six, love, and it was pitch dark, because "
              "I was the one driving. The pitch was ten pounds for a car, and we've got a good one, right by the "
              "burger van. The tea's terrible, but the smell of bacon brings people over."),
        # 3
        slide(TILLY, FIELD, "Why so early?",
              ["Dealers with torches: before 7 am", "Public gate opens: 7 am"],
              "We came this early because of the dealers. They turn up with torches while you're still "
              "unpacking, and buy all the best things before the public are even let in at seven. And here's one "
              "now, shining his torch into my boot. Hello! Yes, that's a bread maker."),
        # 4
        slide(TILLY, FIELD, "Sold: the bread maker",
              ["Bread maker: labelled £15", "Used: twice", "Buyer: the man with the torch"],
              "He offered ten pounds, and I told him it's only been used twice, which is true, because bread "
              "takes ages. He just kept shining his torch at me. Go on then, ten quid, it's yours. First sale of "
              "the day, and it isn't even light yet. Dad, the tenner's for you."),
        # 5
        slide(TILLY, CARD, "My pricing",
              ["Stickers: yellow £1 · green £2 · red £5", "No sticker? Ask Tilly", "Big things: priced on the list"],
              "While it's quiet, here's my pricing system. All the little things have a coloured sticker, so "
              "people don't have to ask. Anything without a sticker, ask me. And my advice, if it's your first "
              "car boot: price everything a bit high, because everybody here wants to haggle."),
        # 6
        slide(DOT, FIELD, "Next pitch: Dot",
              ["Dot Fennimore", "Car booting since 1989", "Selling: lamps, china, old tools"],
              "I'm Dot, from the next pitch, and I've been doing this since before Tilly was born. Take it from "
              "me, that rocking horse won't go this morning. Big things sell at the end of the day, when people "
              "have fetched their cars and don't have to carry them across the field."),
        # 7
        slide(KWAME, FIELD, "The camping stove",
              ["Camping stove: 2 burners", "Labelled: £12"],
              "Hi, I'm Kwame. Does the camping stove work? We're taking the kids camping in the summer, and I'd "
              "rather not buy a new one. Twelve pounds is a bit steep for a second hand stove, though. I'll give "
              "you eight for it."),
        # 8
        slide(TILLY, FIELD, "The camping stove",
              ["Camping stove: 2 burners", "Gas canister included"],
              "It works perfectly, and there's a gas canister with it. How about we meet in the middle and call "
              "it ten? Lovely, deal. Enjoy the camping, and take the kids somewhere dry. That's two big things "
              "gone, and neither of them was number one, so my list is already a mess."),
        # 9
        slide(TILLY, FIELD, "Paperbacks",
              ["Paperbacks: 3 for £1", "Crime · romance · cookery"],
              "A lovely lady has just asked if she can have five paperbacks for a pound, instead of three. Fine, "
              "five for a pound, I'm feeling generous, and they're heavy to carry home. She's taken all the crime "
              "novels, except the one Dad is reading, so that's his Sunday sorted."),
        # 10
        slide(OSIAN, FIELD, "The box of vinyl",
              ["Box of vinyl: about 60 LPs", "Labelled: £40"],
              "Osian Pryce. I collect records. There's some nice soul in this box, and I'll give you thirty for "
              "the lot. Go on. Thirty in cash, right now, and you won't have to carry that heavy box back to the "
              "car."),
        # 11
        slide(TILLY, FIELD, "The box of vinyl",
              ["Box of vinyl: about 60 LPs", "Labelled: £40", "Sold for: £40"],
              "Sorry, Osian, I'm not budging on that one. Forty or nothing. I looked them all up last night, and "
              "the soul records on their own are worth more than that. He's thinking. He's thinking. He's paying "
              "the forty! Brilliant. That's the box gone, and my arms are very grateful."),
        # 12
        slide(OSIAN, FIELD, "The record player",
              ["Marlowe Mk II record player", "Serial plate: made 1966"],
              "While I'm here, the record player. Tilly says it's from the seventies, but I'm afraid it's older "
              "than that. The serial plate on the back says nineteen sixty six, so it's a sixties one, which is "
              "good news for you. What are you asking for it?"),
        # 13
        slide(TILLY, FIELD, "The record player",
              ["Record player: £35", "Works: yes, both speeds"],
              "The label says twenty five pounds. No, sorry, thirty five. The twenty five is the rocking horse's "
              "label, I've swapped them round. For you, Osian, as you've been so nice, I'll knock a fiver off. "
              "Thirty, and you carry it to your car. Pleasure doing business."),
        # 14
        slide(TILLY, FIELD, "Dad on his own",
              ["Teapot: red sticker", "Tilly away: 10 minutes"],
              "I went to the toilets for ten minutes, and I've come back to find that Dad sold my teapot for a "
              "pound less than its sticker, without asking me. Dad, that is not how it works. He says the lady "
              "had a kind face. That's how it's going to be all day, isn't it?"),
        # 15
        slide(TILLY, FIELD, "Alfie and the Lego",
              ["Lego space station: £5"],
              "This young man is Alfie, and he's got his eye on my old Lego space station. But he's only got "
              "four pounds left of his pocket money. What do you think, viewers? Oh, go on then, four pounds. "
              "It's going to a good home, and his mum is mouthing thank you at me."),
        # 16
        slide(TILLY, FIELD, "Dot's stall",
              ["Brass lamp: £8 on Dot's label", "Tilly paid: £6"],
              "Right, I've been very good all morning, but Dot has a brass lamp on her table, and I want it. She "
              "was asking eight. I asked if she'd do six, and she said yes, because we're neighbours now. I know, "
              "I know. I came here to get rid of things. Don't tell Sam."),
        # 17
        slide(TILLY, FIELD, "Drizzle",
              ["Drizzle from 11 am", "Buyers: heading home"],
              "It's started to drizzle, and half the buyers have gone home. Dad has gone to the burger van for a "
              "bacon roll, his third of the day. The rocking horse is still here, looking sad, and Dot keeps "
              "pointing at it and mouthing told you so. We'll give it one more hour."),
        # 18
        slide(TILLY, FIELD, "The rocking horse",
              ["Rocking horse: £25", "Height: 1 m", "Sold to: a grandad with a van"],
              "Dot was right. A grandad has just come back with his van for the rocking horse, for his "
              "granddaughter's birthday. He asked if I'd take twenty, so twenty, and it's a deal. It's a metre "
              "tall and solid wood, so it took both of us to lift it into the back."),
        # 19
        slide(RAY, CARD, "Counting up",
              ["Takings: £187.50", "Target: £150", "Must-go list: all 5 sold"],
              "Right, I've counted it twice. We've taken one hundred and eighty seven pounds fifty, before the "
              "ten for the pitch, and before whatever she paid Dot for that lamp. Not bad at all for a freezing "
              "Sunday. And everything on her list has gone, which I didn't think would happen."),
        # 20
        slide(TILLY, FIELD, "What didn't sell",
              ["Unsold: 2 boxes", "Going to: the hospice shop, on the way home"],
              "Whatever didn't sell goes straight to the hospice shop on the way home, because I'm not taking a "
              "single thing back into the flat. That was the rule when we left this morning, and I'm sticking to "
              "it. Except the lamp. The lamp is coming home with me."),
        # 21
        slide(TILLY, CARD, "Tilly's top tips",
              ["Bring change: lots of £1 coins", "Price high, expect haggling", "Big things sell late",
               "Bring a flask"],
              "My tips, if you're doing your first car boot. Bring lots of pound coins for change. Price "
              "everything a little higher than you want. Don't panic about the big things, they go at the end. "
              "And bring a flask, because the tea from that van is a crime."),
        # 22
        slide(TILLY, FIELD_DARK, "Next week",
              ["Charity shop challenge", "Budget: £20", "Furnish the whole spare room?"],
              "Next week, it's something completely different: a charity shop challenge. Twenty pounds, one "
              "afternoon, and I have to furnish the whole spare room of the new flat. Sam thinks it can't be "
              "done. Subscribe to find out if he's right, and I'll see you then."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's Tilly up to in this video?",
         "para": ["car boot vlog - what is it actually about",
                  "In a sentence, what's going on at Hollowmere in this episode of Clear the Decks?"],
         "cands": ["Selling her unwanted things at a car boot sale before moving to a smaller flat",
                   "A charity shop challenge to furnish a spare room for £20",
                   "Hunting for vintage records to resell",
                   "Helping Dot Fennimore run her stall"],
         "answer": "Selling her unwanted things at a car boot sale before moving to a smaller flat"},
        {"n": 2, "type": "count", "ev": [4, 8, 9, 13, 15, 18],
         "q": "How many times does Tilly agree to take less than she was asking?",
         "para": ["number of haggles tilly gave in on",
                  "Buyers kept trying to knock her prices down. On how many occasions did Tilly herself accept a lower price for something of hers?"],
         "cands": None, "answer": "six"},
        {"n": 3, "type": "order", "ev": [1, 4],
         "q": "Which of the five must-go items was the first to sell?",
         "para": ["first big thing off the cereal-box list",
                  "The record player was top of her list, but something else went before it. Of the five, what was sold first?"],
         "cands": ["The bread maker", "The record player", "The camping stove", "The rocking horse"],
         "answer": "The bread maker"},
        {"n": 4, "type": "order", "ev": [8, 10, 11],
         "q": "after the camping stove, what was the next thing from the must-go list to sell",
         "cands": None, "answer": "The box of vinyl"},
        {"n": 5, "type": "correction", "ev": [2],
         "q": "What time did Tilly and her dad actually get to the showground?",
         "para": ["arrival time at hollowmere",
                  "Tilly reckons they turned up at half six, but her dad isn't having it. When did they really get there?"],
         "cands": None, "answer": "5:45 am (quarter to six, not half past six)"},
        {"n": 6, "type": "correction", "ev": [13],
         "q": "What price was on the record player?",
         "cands": ["£35", "£25", "£30", "£40"],
         "answer": "£35"},
        {"n": 7, "type": "who", "ev": [12],
         "q": "who put tilly straight about how old the record player was",
         "cands": None, "answer": "Osian Pryce, the record collector"},
        {"n": 8, "type": "why", "ev": [3],
         "q": "Why turn up so early to a car boot sale?",
         "para": ["reason for getting there before it was light",
                  "What does Tilly say is the point of being on the field before the public are let in?"],
         "cands": None,
         "answer": "Dealers come with torches and buy the best things before the public gate opens at 7"},
        {"n": 9, "type": "why", "ev": [11],
         "q": "Why wouldn't Tilly come down on the box of records?",
         "cands": ["She'd looked them up, and the soul records alone were worth more",
                   "Dot told her to hold out for forty",
                   "Her dad wanted to keep them",
                   "Osian had already bought the record player"],
         "answer": "She'd looked them up, and the soul records alone were worth more"},
        {"n": 10, "type": "why", "ev": [1],
         "q": "how come her dad is in charge of the money",
         "cands": None,
         "answer": "Last year Tilly left the cash tin on the car roof and drove off"},
        {"n": 11, "type": "needle_screen", "ev": [2],
         "q": "pitch number?",
         "cands": None, "answer": "27 (Field B)"},
        {"n": 12, "type": "needle_screen", "ev": [19],
         "q": "How much was Tilly aiming to take on the day?",
         "cands": ["£150", "£187.50", "£100", "£200"],
         "answer": "£150"},
        {"n": 13, "type": "speech_and_screen", "ev": [5, 14],
         "q": "What did Ray get for the teapot?",
         "cands": None, "answer": "£4 (a pound under its £5 red sticker)"},
        {"n": 14, "type": "quantity", "ev": [18],
         "q": "How tall is the rocking horse?",
         "cands": ["1 m", "2 m", "1.5 m", "80 cm"],
         "answer": "1 m"},
        {"n": 15, "type": "quantity", "ev": [19],
         "q": "What was the total taken at the stall?",
         "cands": ["£187.50", "£150", "£177.50", "£197.50"],
         "answer": "£187.50"},
        {"n": 16, "type": "spoken_fact", "ev": [17],
         "q": "When the drizzle starts, Ray heads off to the burger van for a bacon roll. Which one of the day is it?",
         "cands": ["His third", "His second", "His first", "His fourth"],
         "answer": "His third"},
        {"n": 17, "type": "relation", "ev": [0],
         "q": "Ray's connection to Tilly?",
         "cands": None, "answer": "He's her dad"},
        {"n": 18, "type": "who", "ev": [6],
         "q": "Who warned that the rocking horse wouldn't sell in the morning?",
         "cands": ["Dot Fennimore", "Ray Brennan", "Osian Pryce", "Kwame Asante"],
         "answer": "Dot Fennimore"},
        {"n": 19, "type": "begin", "ev": [0],
         "q": "At the start, what reason does Tilly give for selling all this stuff?",
         "cands": ["She and Sam are moving into a much smaller flat next month",
                   "She's raising money for the hospice shop",
                   "She needs money for a charity shop challenge",
                   "Her dad is clearing out his garage"],
         "answer": "She and Sam are moving into a much smaller flat next month"},
        {"n": 20, "type": "end", "ev": [22],
         "q": "What's Tilly doing in next week's video?",
         "cands": ["A charity shop challenge: furnishing a spare room on £20",
                   "Another car boot at Hollowmere",
                   "Doing up Dot's brass lamp",
                   "Moving into the new flat"],
         "answer": "A charity shop challenge: furnishing a spare room on £20"},
        {"n": 21, "type": "right_before_after", "ev": [14],
         "q": "What did Tilly find when she got back from the toilets?",
         "cands": None,
         "answer": "Her dad had sold her teapot for a pound under its sticker, without asking her"},
        {"n": 22, "type": "absent", "ev": [],
         "q": "which brand is the bread maker",
         "cands": None, "answer": ABSENT},
        {"n": 23, "type": "absent", "ev": [],
         "q": "How old is Alfie?",
         "cands": ["8", "10", "12", ABSENT], "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "What time did they pack up and leave?",
         "cands": None, "answer": ABSENT},
    ],
}


# ================================================================ bookcast (author interview podcast)
LORCAN = ("en-gb-x-rp+m2", "Lorcan Beale, host")
WIN = ("en-gb+f5", "Winifred Hadley-Stroud, crime writer")
SAFFI = ("en-us+f3", "Saffi Okoro, producer")
BRAM = ("en-us-nyc+m3", "Bram, listener (voice note)")

SHED = "#f3eefa"
NOTES = "#fffdf2"
SHED_DARK = "#2b2340"

BOOKCAST = {
    "name": "bookcast",
    "footer": "Dog-Eared · the books podcast · video version",
    "lead_in": 4.5,
    "speed": 160,
    "segments": [
        # 0
        slide(LORCAN, SHED_DARK, "Dog-Eared: the books podcast",
              ["Episode 112", "Guest: Winifred Hadley-Stroud", "Recorded in the Dog-Eared shed"],
              "Hello, and welcome to Dog-Eared, the podcast for people who read in the bath. I'm Lorcan, my "
              "producer Saffi is on the other side of the glass, and my guest today is the crime writer Winifred "
              "Hadley-Stroud, whose new novel has kept me up past midnight three nights running."),
        # 1
        slide(LORCAN, NOTES, "Today's running order",
              ["1. The new book: The Salt Ledger", "2. How Win writes", "3. A reading from chapter one",
               "4. Listener questions", "5. Quick-fire round"],
              "Here's the plan, which Saffi has put on screen for those of you watching the video version. But "
              "Win has a stinking cold, and her voice is going, so we're starting with the reading, while she's "
              "still got a voice to read with. Win, welcome to the shed, and over to you."),
        # 2
        slide(WIN, SHED, "3. A reading from chapter one",
              ["The Salt Ledger, chapter 1", "'The salt pans at Gull's Reach'"],
              "Thank you. I'll try not to cough all over it. Chapter one. The salt pans at Gull's Reach were "
              "white under the moon, and the lighthouse keeper was coughing again, the dry cough he'd had since "
              "the war. He did not see the boat come in. He did not see the ledger change hands. By morning, he "
              "would not see anything at all."),
        # 3
        slide(WIN, SHED, "3. A reading from chapter one",
              ["The Salt Ledger, chapter 1", "Read by the author"],
              "And that's where I'll stop, or you'll have no reason to buy it. Excuse me. Sorry, that's the cold "
              "again. I've been coughing since Tuesday, and my cat has started looking at me as if I'm about to "
              "die. Lorcan, you'll have to do most of the talking today."),
        # 4
        slide(LORCAN, SHED, "1. The new book",
              ["The Salt Ledger", "A Maud Kettering mystery: book 4", "Hardback: 384 pages"],
              "Happily. So, The Salt Ledger. It's your third Maud Kettering book, and I think it's the darkest "
              "yet. Maud is sent to a tiny salt making village on the east coast, where the lighthouse keeper "
              "has been found dead, and the ledger that records every sack of salt has vanished."),
        # 5
        slide(WIN, SHED, "1. The new book",
              ["The Salt Ledger", "A Maud Kettering mystery: book 4", "Hardback: 384 pages"],
              "Fourth, actually, not third. Everybody forgets the one set on the ferry, which is probably for the "
              "best. And yes, it's darker. Maud is older now, her knees hurt, and she's starting to wonder "
              "whether catching murderers has ever made anybody happier. Including her."),
        # 6
        slide(WIN, SHED, "1. The new book: when and where",
              ["Setting: winter 1957", "Gull's Reach: an invented village"],
              "It's set in the winter of nineteen fifty three. No, fifty seven, sorry. Fifty three was the year "
              "of the real flood on that coast, and I moved the story on four years, so that nobody could check "
              "my facts. Gull's Reach is invented, too, before anyone goes looking for it."),
        # 7
        slide(LORCAN, SHED, "1. The new book: how it began",
              ["It started with a photograph"],
              "Ahem. Sorry, that's me clearing my throat, Win, not you. Now, I'd read that this whole book "
              "started with an old photograph. Is that right? Tell us about it."),
        # 8
        slide(WIN, SHED, "1. The new book: how it began",
              ["The salt works at Ferring Saltings", "A photo of the salt boys, one face scratched out"],
              "It did. My grandfather worked at the salt works at Ferring Saltings from the age of fourteen, "
              "raking the salt into heaps. When he died, we found a photo of him with the other boys, all holding "
              "their rakes, and one face had been scratched out. Nobody knows why, so I made something up."),
        # 9
        slide(SAFFI, NOTES, "Recording paused",
              ["Back in a minute"],
              "Saffi here, from behind the glass. Win has just had another coughing fit, a proper one, so I've "
              "paused the recording, and Lorcan has gone to make her a honey and lemon. While we wait, the video "
              "version has the book's cover on screen, and the scratched photograph as well."),
        # 10
        slide(LORCAN, SHED, "2. How Win writes",
              ["500 words a day, before breakfast", "In pencil, in school exercise books",
               "The Salt Ledger: written over 2 years"],
              "Right, we're back, with honey. Win, I want to know how you actually write. I'm told it's all done "
              "in pencil?"),
        # 11
        slide(WIN, SHED, "2. How Win writes",
              ["500 words a day, before breakfast", "In pencil, in school exercise books",
               "The Salt Ledger: written over 2 years"],
              "All in pencil, in cheap school exercise books. Five hundred words a day, before breakfast, every "
              "single day. I use a pencil because I can't delete anything, so I just keep going, instead of "
              "fiddling with the first page for a month. This one took two years, which is slow, even for me."),
        # 12
        slide(LORCAN, NOTES, "5. Quick-fire round",
              ["60 seconds", "No thinking allowed"],
              "Now, Saffi tells me she's still sorting out the voice notes that came in overnight, so we'll do "
              "the quick fire round before the listener questions. Sixty seconds, no thinking. First one. Tea or "
              "coffee?"),
        # 13
        slide(WIN, SHED, "5. Quick-fire round",
              ["Tea or coffee?", "Favourite detective?", "Worst habit?", "Best place to write?"],
              "Tea. Strong, no sugar. Favourite detective, apart from Maud? Father Brown. Worst habit? Reading "
              "the last page first. Hang on, I'm coughing again, it's this frog in my throat. Best place to write? "
              "On a train, with nobody I know in the carriage. Was that a minute?"),
        # 14
        slide(LORCAN, NOTES, "5. Quick-fire round",
              ["Time: 58 seconds", "Listener questions: 3 picked"],
              "Fifty eight seconds, a new record. Reading the last page first is a terrible habit, Win, I'm "
              "shocked. Right, Saffi has the voice notes ready now. She's picked three of them, so let's hear the "
              "first one."),
        # 15
        slide(BRAM, SHED, "4. Listener questions",
              ["Voice note 1 of 3", "From: Bram, Utrecht"],
              "Hi, Dog-Eared, this is Bram, from Utrecht. I love the Maud books. My question for Win is, do you "
              "know who the murderer is when you start writing, or do you find out along the way, like the reader "
              "does? Thanks, and get well soon."),
        # 16
        slide(WIN, SHED, "4. Listener questions",
              ["Voice note 1 of 3", "From: Bram, Utrecht"],
              "Thank you, Bram. Never. I never know. With this one, I changed the murderer twice, and the second "
              "time I had to go back and rewrite half the book. And no, Lorcan, I'm not going to tell you who it "
              "is, however many biscuits you offer me."),
        # 17
        slide(SAFFI, NOTES, "4. Listener questions",
              ["Message 2 of 3", "From: Priti, Leicester", "'Will Maud ever be on TV?'"],
              "The second one is a written message, so I'll read it out. It's from Priti, in Leicester, and she "
              "asks: will Maud ever be on the telly? Win, you're smiling."),
        # 18
        slide(WIN, SHED, "4. Listener questions",
              ["TV rights: sold", "Who plays Maud: not announced"],
              "I'm smiling because I'm not allowed to say very much. The rights have been sold, and that's all I "
              "can tell you. Somebody has promised me that Maud will be played by an actual grown woman with sore "
              "knees, not by a young thing in a very nice coat."),
        # 19
        slide(LORCAN, SHED, "4. Listener questions",
              ["Voice note 3 of 3", "From: Dennis, Ferring"],
              "And the last voice note is from a man called Dennis, who grew up next to the real salt works at "
              "Ferring, and who thinks the scratched out face in your grandfather's photo might be his uncle. "
              "Win, this is getting a little spooky."),
        # 20
        slide(WIN, SHED, "4. Listener questions",
              ["Voice note 3 of 3", "From: Dennis, Ferring"],
              "Oh my goodness. Dennis, please get in touch through the podcast, because I would love to talk to "
              "you. If you know why that face was scratched out, you know more than anybody in my family. That "
              "might even turn into the next book."),
        # 21
        slide(LORCAN, NOTES, "The Salt Ledger: coming soon",
              ["Out: Thursday 16 May · hardback £16.99", "Launch events:",
               "Tue 21 May, 7 pm · Marram Road Library", "Wed 22 May, 6:30 pm · Tidewrack Books"],
              "Win, thank you so much, and I hope the cold clears up. The Salt Ledger is out on Thursday the "
              "ninth of May, in hardback, for just under seventeen pounds, and Win is doing two launch events the "
              "week after. Which one should people come to?"),
        # 22
        slide(SAFFI, NOTES, "The Salt Ledger: coming soon",
              ["Out: Thursday 16 May · hardback £16.99", "Launch events:",
               "Tue 21 May, 7 pm · Marram Road Library", "Wed 22 May, 6:30 pm · Tidewrack Books"],
              "Sorry to butt in, Lorcan, but it's out on the sixteenth, not the ninth. The printers pushed it "
              "back a week. And Win is mouthing at me to tell you: come to the one at the bookshop, because they "
              "serve wine, and the library one is in a room with no heating."),
        # 23
        slide(LORCAN, SHED_DARK, "Next time on Dog-Eared",
              ["The poet Idris Fane", "Night Bus Psalms", "Written on night buses, over one winter"],
              "Next time on Dog-Eared, I'll be talking to the poet Idris Fane, who wrote his whole new collection "
              "on night buses, between midnight and five in the morning, over one long winter. Until then, keep "
              "reading, and please, stay out of the bath with library books."),
    ],
    "questions": [
        {"n": 1, "type": "topic", "ev": [0, 1],
         "q": "What's this episode about?",
         "para": ["dog-eared episode 112 main subject",
                  "If a friend asked what they'd be listening to in this podcast, how would you sum it up for them?"],
         "cands": ["An interview with crime writer Winifred Hadley-Stroud about her new novel, The Salt Ledger",
                   "An interview with the poet Idris Fane about writing on night buses",
                   "The history of the salt works at Ferring Saltings",
                   "Listeners reviewing the Maud Kettering books"],
         "answer": "An interview with crime writer Winifred Hadley-Stroud about her new novel, The Salt Ledger"},
        {"n": 2, "type": "count", "ev": [3, 9, 13],
         "q": "How many coughing fits does Win have during the recording?",
         "para": ["times the guest breaks into a cough",
                  "Win has a bad cold. Over the episode, on how many separate occasions does it actually set her off coughing?"],
         "cands": None, "answer": "three"},
        {"n": 3, "type": "order", "ev": [1, 2],
         "q": "Which part of the running order did they actually do first?",
         "para": ["first segment of the show as recorded",
                  "The plan on screen opened with the new book, but the show itself didn't. What came first?"],
         "cands": ["A reading from chapter one", "The new book: The Salt Ledger", "How Win writes",
                   "The quick-fire round"],
         "answer": "A reading from chapter one"},
        {"n": 4, "type": "order", "ev": [1, 12, 14, 15],
         "q": "listener questions were down as item 4. when did they actually come",
         "cands": None, "answer": "Last, after the quick-fire round"},
        {"n": 5, "type": "correction", "ev": [4, 5],
         "q": "Where does The Salt Ledger come in the Maud Kettering series?",
         "para": ["which maud kettering book number is this",
                  "Lorcan miscounts the series when he introduces the new novel. Which book is it really?"],
         "cands": None, "answer": "The fourth (not the third)"},
        {"n": 6, "type": "correction", "ev": [6],
         "q": "In what year is the novel set?",
         "cands": ["1957", "1953", "1966", "1961"],
         "answer": "1957"},
        {"n": 7, "type": "correction", "ev": [21, 22],
         "q": "publication date of the salt ledger?",
         "cands": None, "answer": "Thursday 16 May (not the 9th)"},
        {"n": 8, "type": "who", "ev": [22],
         "q": "Who pointed out that Lorcan had the release date wrong?",
         "cands": ["Saffi Okoro", "Winifred Hadley-Stroud", "Bram", "Dennis"],
         "answer": "Saffi Okoro"},
        {"n": 9, "type": "why", "ev": [1],
         "q": "Why did they begin with the reading rather than the book itself?",
         "para": ["reason the extract got moved to the start",
                  "Reading from chapter one was meant to be third on the list. What made them do it straight away?"],
         "cands": None,
         "answer": "Win had a bad cold and her voice was going, so she read while she still could"},
        {"n": 10, "type": "why", "ev": [11],
         "q": "what's the reason win sticks to pencil",
         "cands": None,
         "answer": "She can't delete anything, so she keeps going instead of fiddling with the first page"},
        {"n": 11, "type": "why", "ev": [6],
         "q": "Win shifted the story's year from 1953 to 1957. What for?",
         "cands": ["So nobody could check her facts against the real flood",
                   "Because her grandfather started at the salt works that year",
                   "Because the ferry book was set in 1953",
                   "Her publisher asked her to"],
         "answer": "So nobody could check her facts against the real flood"},
        {"n": 12, "type": "needle_screen", "ev": [4],
         "q": "page count of the hardback?",
         "cands": None, "answer": "384"},
        {"n": 13, "type": "needle_screen", "ev": [21],
         "q": "The Tuesday launch event is at which venue?",
         "cands": ["Marram Road Library", "Tidewrack Books", "Ferring Saltings", "The Dog-Eared shed"],
         "answer": "Marram Road Library"},
        {"n": 14, "type": "speech_and_screen", "ev": [21, 22],
         "q": "If I go to the launch event Win recommends, what time should I turn up?",
         "cands": None, "answer": "6:30 pm (Tidewrack Books, Wednesday 22 May)"},
        {"n": 15, "type": "quantity", "ev": [11],
         "q": "What's Win's daily word target?",
         "cands": ["500", "1,000", "250", "2,000"],
         "answer": "500"},
        {"n": 16, "type": "quantity", "ev": [21],
         "q": "price of the hardback?",
         "cands": None, "answer": "£16.99 (just under seventeen pounds)"},
        {"n": 17, "type": "spoken_fact", "ev": [13],
         "q": "In the quick-fire round, what did Win own up to as her worst habit?",
         "cands": ["Reading the last page first", "Changing the murderer halfway through",
                   "Writing on trains", "Drinking strong tea"],
         "answer": "Reading the last page first"},
        {"n": 18, "type": "relation", "ev": [8],
         "q": "What's Win's family link to the salt works behind the book?",
         "cands": None, "answer": "Her grandfather worked there from the age of 14"},
        {"n": 19, "type": "who", "ev": [15],
         "q": "whose voice note asked if win knows the killer before she starts writing",
         "cands": None, "answer": "Bram, a listener from Utrecht"},
        {"n": 20, "type": "begin", "ev": [0],
         "q": "At the start, what does Lorcan say Win's new novel has done to him?",
         "cands": ["Kept him up past midnight three nights running", "Made him cry on the train",
                   "Put him off salt for life", "Made him start reading the last page first"],
         "answer": "Kept him up past midnight three nights running"},
        {"n": 21, "type": "end", "ev": [23],
         "q": "what's coming up in the next episode",
         "cands": ["The poet Idris Fane, who wrote his new collection on night buses",
                   "Win's next book, about the scratched-out face",
                   "The Maud Kettering TV series",
                   "A live show from Tidewrack Books"],
         "answer": "The poet Idris Fane, who wrote his new collection on night buses"},
        {"n": 22, "type": "right_before_after", "ev": [9, 10],
         "q": "Just before Lorcan asked Win how she writes, what happened?",
         "cands": ["Win had a coughing fit and Saffi paused the recording",
                   "Win read from chapter one",
                   "The quick-fire round",
                   "Bram's voice note was played"],
         "answer": "Win had a coughing fit and Saffi paused the recording"},
        {"n": 23, "type": "absent", "ev": [],
         "q": "Who is publishing The Salt Ledger?",
         "cands": None, "answer": ABSENT},
        {"n": 24, "type": "absent", "ev": [],
         "q": "Who's the murderer in The Salt Ledger?",
         "cands": ["The lighthouse keeper", "Dennis's uncle", "Maud Kettering", ABSENT], "answer": ABSENT},
    ],
}


VIDEOS = [CHOIR, CARBOOT, BOOKCAST]

# Slide lengths in seconds: speech offset + measured espeak-ng narration + a pause that varies by
# slide (2.5-5.5 s), rounded up to half a second and kept within 20-28 s (see README.md).
DURS = {
    "choir": [26.0, 21.0, 23.5, 23.5, 24.5, 23.5, 22.0, 21.0, 22.5, 21.5, 21.0, 22.0, 24.5, 24.0, 23.0, 20.0, 24.5, 20.0, 24.5, 25.0, 20.0, 24.0, 21.5],
    "carboot": [20.0, 20.5, 25.5, 21.5, 25.5, 22.0, 22.0, 20.0, 22.5, 25.0, 20.0, 24.5, 20.0, 24.0, 21.5, 23.0, 24.5, 22.0, 23.0, 22.5, 21.5, 20.0, 22.5],
    "bookcast": [21.5, 22.5, 25.0, 22.5, 23.5, 22.5, 24.0, 20.0, 24.5, 21.0, 20.0, 26.5, 20.0, 25.5, 20.0, 21.5, 20.0, 20.0, 21.5, 20.0, 20.5, 20.0, 22.5, 20.5],
}

for _v in VIDEOS:
    assert len(DURS[_v["name"]]) == len(_v["segments"]), _v["name"]
    for _seg, _d in zip(_v["segments"], DURS[_v["name"]]):
        _seg["dur"] = _d
