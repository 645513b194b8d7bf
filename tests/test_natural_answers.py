"""Questions worded the way people ask them, on a rendered club call (espeak-ng speech, slides) with
the real embedded models: each class of failure seen on questions written outside the team, asked
in several wordings that must get the same answer, and cited to the moment that shows it."""

from collections.abc import Iterator

import pytest
from conftest import cites, indexed, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene, render_video

pytestmark = [pytest.mark.llm, pytest.mark.slow]

WELCOME = Scene(
    "Welcome to the weekly call of the Riverside garden club. Today we plan our spring planting day.",
    "Riverside Garden Club\nSpring planting day",
    12,
)
# The agenda read out one item a sentence: each sentence names one item, so only their closeness in
# time says they are a list, not the moments the items are discussed.
AGENDA = Scene(
    "Here is the agenda. First the seeds. Then the tools. And last the volunteers.",
    "Agenda\n1. Seeds\n2. Tools\n3. Volunteers",
    10,
)
# The seeds are named here only to be put off: not where they come in the call (said well apart from
# the volunteers, so the two are not an agenda read out).
VOLUNTEERS = Scene(
    "Let's start with the volunteers, because Maya has to leave early. Twelve people have signed up, "
    "and we still need a few more for the watering. The seeds will have to wait.",
    "Volunteers",
    15,
)
TOOLS = Scene("Next, the tools. We will replace the broken wheelbarrow before the planting day.", "Tools", 12)
SEEDS = Scene("Finally the seeds. The tomato seeds arrive on Friday.", "Seeds", 12)
HOURS = Scene(
    "The planting day starts at nine and ends at noon, so it lasts three hours.", "Planting day\n9:00 to 12:00", 12
)
PRICE = Scene("The new wheelbarrow costs forty-five dollars.", "Wheelbarrow\nPrice: $45", 12)
TICKETS = Scene(
    "A day ticket for the garden costs five dollars, or twenty dollars if you buy a season pass.",
    "Garden entry\nDay ticket: $5",
    12,
)
CORRECTION = Scene(
    "The planting day is on the fourteenth of April. Sorry, I mean the twenty-first of April. "
    "The gates open at half past eight.",
    "Planting day\nGates open early",
    14,
)
# The choice is said by its place in the list on screen, never by its name.
SEEDS_PICKED = Scene(
    "For the seeds, we picked the second one on the list.",
    "Seed suppliers:\nGreenleaf Farms\nOakridge Seeds\nSunny Acre",
    10,
)
TEASER = Scene("Next week we will talk about keeping bees.", "Next week: beekeeping", 10)
# One mishap said in other words each time, counted on screen.
LEAKS = [
    Scene("Oh no, the garden hose just sprang a hole near the tap.", "Hose leaks: 1", 8),
    Scene("Water is spraying out of the pipe again, sorry about the noise.", "Hose leaks: 2", 8),
    Scene("And there it goes once more, a third burst by the roses.", "Hose leaks: 3", 8),
]
# Two mishaps in a workshop, each told again in other words with nothing on screen to count them:
# the first time told in full, each repeat marked ("again", "a third time"), the two interleaved.
# (Its own video: a scene added to the call changes how ASR hears the call's other scenes.)
LADDER = [
    Scene("Careful, the ladder just slipped on the wet grass.", "Shed repairs", 8),
    Scene("Sorry, it slid away from the wall again, I should hold it better.", "Shed repairs", 8),
    Scene("And a third time the ladder went over, so we will buy a new one.", "Shed repairs", 8),
]
PRINTER = [
    Scene("The printer in the office jammed on the first page of the plans.", "Plans", 8),
    Scene("The printer jammed again, so the plans are late.", "Plans", 8),
]
# A choice named by its price on the list on screen.
LUNCH = Scene(
    "For lunch, the crew ordered the cheapest thing on the menu.",
    "Lunch menu:\nFish soup $14\nBean stew $9\nLamb pie $17",
    10,
)
# One of two things on screen, named only by how it compares ("the cheaper one"), its price shown.
TRIMMER_BOUGHT = Scene(
    "Two hedge trimmers were on offer at the hardware store. We bought the cheaper one, because it is lighter.",
    "Hedge trimmers:\nTrimline Basic: $89\nTrimline Pro: $129",
    12,
)
# A value repaired inside its own sentence.
GREENHOUSE_WIDTH = Scene("The new greenhouse is four metres wide, sorry, three metres wide.", "Greenhouse plan", 8)
WORKSHOP = [
    Scene("Welcome back to the workshop. Today we fix the garden shed.", "Shed repairs", 8),
    LADDER[0],
    PRINTER[0],
    Scene("We measured the door frame: it is two metres high.", "Door frame: 2 m", 8),
    LADDER[1],
    PRINTER[1],
    Scene("Then we painted the back wall green.", "Paint: green", 8),
    LADDER[2],
    Scene("That is all for today, see you next week.", "Next week", 8),
    LUNCH,  # last, so that no scene before it moves
    TRIMMER_BOUGHT,
    GREENHOUSE_WIDTH,
]

# A council meeting whose agenda names every item before each is taken up, out of order; a total
# corrected in one sentence ("X, not Y"), and a time of day as speech recognition writes it ("8.45").
COUNCIL_AGENDA = Scene(
    "We have three items tonight: the festival budget, the dog park, and the parking fees.",
    "Agenda\n1. Festival budget\n2. Dog park\n3. Parking fees",
    10,
)
FESTIVAL = Scene(
    "The committee moves to fund the festival at thirty-eight thousand dollars.", "Festival budget\nMotion", 10
)
FESTIVAL_FIXED = Scene(
    "The clerk has a correction. The real total is thirty-six thousand dollars instead of thirty-eight thousand.",
    "Festival budget\nVote",
    10,
)
DOG_PARK = Scene("We cannot decide on the dog park tonight. It waits until April.", "Dog park: on hold", 10)
RECESS = Scene("Let's take a ten minute break. Coffee is in the lobby.", "Recess\n10 minutes", 10)
PARKING = Scene("We are back. Staff proposes higher parking fees downtown.", "Parking fees", 10)
COUNCIL = [
    Scene("Good evening and welcome to the town council.", "Town council", 8),
    COUNCIL_AGENDA, FESTIVAL, FESTIVAL_FIXED, DOG_PARK, RECESS, PARKING,
]  # fmt: skip

# A committee evening: times of day as speech recognition writes them ("7.02", with no "at" or "pm"),
# a meeting place on screen with its time said, choices named by where they sit on a list or in a
# table, and a value corrected a sentence after owning to the mistake, its first value far before.
OPENING = Scene("Good evening. It is seven oh two, so I call this meeting to order.", "Harbour committee", 10)
MEETUP = Scene(
    "Please be there at seven in the evening, we start on time.", "Volunteer evening\nMeet at the Boat House", 10
)
NEXT_MEETING = Scene("Our next meeting is at the town hall.", "Next meeting\nTown Hall, 9 am", 10)
SUPPLIER = Scene(
    "We went with the supplier at the top of this list, because it was the cheapest.",
    "Timber suppliers\nAlder Timber\nBirch Yard\nCedar Mill",
    10,
)
QUOTES = Scene(
    "Staff recommends the quote in the middle of the table, because of its warranty.",
    "Roof quotes\nNorth Roofing\n$12,400\nEast Roofing\n$13,900\nWest Roofing\n$15,200",
    12,
)
BUS_PLAN = Scene("Tomorrow the first bus leaves at eight fifteen, so I am going to bed early.", "Early night", 10)
BUS_FIXED = Scene(
    "Good morning. Turns out I had it wrong last night. On Sundays the first bus goes at eight forty five.",
    "Sunday",
    12,
)
CLOSING = Scene(
    "There being no further business, the meeting is adjourned at eight forty one in the evening.", "Adjourned", 10
)
# Votes: each on a slide of its own, taken in other words each time, one of them said only once
# ("put it to a vote"), and one named only to say it will not happen.
VOTES = [
    Scene("All those in favour? Four. Against? One. It carries.", "VOTE: Harbour lights\nIn favour: 4\nAgainst: 1", 8),
    Scene("We cannot vote on the timetable tonight, the figures are missing.", "Timetable: on hold", 8),
    Scene("Let's put the new benches to a vote. That is unanimous.", "VOTE: New benches\nIn favour: 5", 8),
    Scene("Show of hands, please. Two for, three against, so it fails.", "VOTE: Parking fees\nIn favour: 2", 8),
]
EVENING = [OPENING, MEETUP, NEXT_MEETING, SUPPLIER, QUOTES, *VOTES, BUS_PLAN, BUS_FIXED, CLOSING]


@pytest.fixture(scope="module")
def call(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    scenes = [
        WELCOME, AGENDA, VOLUNTEERS, LEAKS[0], TOOLS, SEEDS, LEAKS[1], HOURS, PRICE, TICKETS, CORRECTION, LEAKS[2],
        SEEDS_PICKED, TEASER,
    ]  # fmt: skip
    return render_video(scenes, tmp_path_factory.mktemp("call") / "call.mp4")


@pytest.fixture(scope="module")
def call_index(call: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    with indexed(call.path, tmp_path_factory.mktemp("call-index")) as index:
        yield index


workshop, workshop_index = rendered_and_indexed("workshop", WORKSHOP)


council, council_index = rendered_and_indexed("council", COUNCIL)


evening, evening_index = rendered_and_indexed("evening", EVENING)


@pytest.mark.parametrize(
    "question",
    [
        "How long does the planting day last?",
        "For how long will they be planting?",
        "how many hours is the planting day",
    ],
)
def test_a_duration_is_read_as_a_value_never_a_count(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question, ["one hour", "two hours", "3 hours", "five hours"])
    assert answer.choice == "3 hours"  # "three hours" said, the option in digits
    assert answer.trace["question"]["kind"] == "fact"
    assert cites(answer, where(call, HOURS))


@pytest.mark.parametrize(
    "question", ["How much does the new wheelbarrow cost?", "What's the price of the wheelbarrow?"]
)
def test_a_number_in_words_meets_its_digits(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question, ["$54", "forty-five dollars", "$40", "$450"])
    assert answer.choice == "forty-five dollars"  # said in words, shown as "$45"
    assert cites(answer, where(call, PRICE))


@pytest.mark.parametrize(
    "question",
    [
        "Which agenda item did they actually discuss first?",
        "What did the club really start with?",
        "The agenda had the seeds first, but which topic came first in the call?",
    ],
)
def test_an_order_is_taken_from_the_actions_not_from_the_list_shown_first(
    call: RenderedVideo, call_index: Index, question: str
):
    answer = call_index.ask(question, ["Seeds", "Tools", "Volunteers", "Budget"])
    assert answer.choice == "Volunteers"
    assert cites(answer, where(call, VOLUNTEERS))


@pytest.mark.parametrize(
    "question",
    [
        "In what order did they go through the seeds, the tools and the volunteers?",
        "Leaving the agenda aside, what order were volunteers, tools and seeds really discussed in?",
    ],
)
def test_a_thing_put_off_comes_where_it_is_taken_up_not_where_it_is_put_off(call_index: Index, question: str):
    options = [
        "Seeds, tools, volunteers",
        "Volunteers, seeds, tools",
        "Volunteers, tools, seeds",
        "Tools, volunteers, seeds",
    ]
    answer = call_index.ask(question, options)
    assert answer.choice == "Volunteers, tools, seeds", answer.trace.get("options")


@pytest.mark.parametrize("question", ["What is this call mainly about?", "What's the meeting about?"])
def test_a_topic_is_what_the_video_covers_not_its_closing_teaser(call_index: Index, question: str):
    options = ["Keeping bees", "Planning the spring planting day", "Selling vegetables", "Building a greenhouse"]
    answer = call_index.ask(question, options)
    assert answer.choice == "Planning the spring planting day"


def test_a_question_the_video_does_not_answer_abstains(call_index: Index):
    answer = call_index.ask("What is the capital of France?")
    assert answer.abstained and answer.citations == []
    options = ["Paris", "Lyon", "not mentioned in the video", "Marseille"]
    chosen = call_index.ask("Which city hosts the club's summer fair?", options)
    assert chosen.choice == "not mentioned in the video"


def test_an_answerable_question_does_not_abstain(call: RenderedVideo, call_index: Index):
    answer = call_index.ask("How many people have signed up to volunteer?", ["8", "10", "12", "not mentioned"])
    assert answer.choice == "12" and not answer.abstained
    assert cites(answer, where(call, VOLUNTEERS))


@pytest.mark.parametrize(
    "question",
    ["How many times did the hose leak?", "How often was there a leak in the hose?", "count the leaks: how many?"],
)
def test_a_repeated_mishap_said_in_other_words_is_counted(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question, ["once", "twice", "three times", "four times"])
    assert answer.choice == "three times"
    assert all(cites(answer, where(call, leak)) for leak in LEAKS)


@pytest.mark.parametrize(
    "question",
    ["How many times did the ladder slip?", "How often did the ladder fall?", "how many ladder accidents were there?"],
)
def test_a_repeated_mishap_told_in_other_words_without_a_counter_is_counted(
    workshop: RenderedVideo, workshop_index: Index, question: str
):
    answer = workshop_index.ask(question, ["once", "twice", "three times", "four times"])
    assert answer.choice == "three times"
    assert all(cites(answer, where(workshop, slip)) for slip in LADDER)


def test_another_mishap_told_again_between_is_counted_apart(workshop: RenderedVideo, workshop_index: Index):
    answer = workshop_index.ask("How often did the printer jam?", ["once", "twice", "three times", "four times"])
    assert answer.choice == "twice", answer.trace.get("timeline")
    assert all(cites(answer, where(workshop, jam)) for jam in PRINTER)


def test_a_number_stated_answers_how_many_things_before_a_count_of_mentions(call: RenderedVideo, call_index: Index):
    answer = call_index.ask("How many people signed up?", ["one", "two", "twelve", "three"])
    assert answer.choice == "twelve"  # "Twelve people have signed up": stated, though "people" is said once
    assert answer.trace["question"]["kind"] == "count"
    assert cites(answer, where(call, VOLUNTEERS))


@pytest.mark.parametrize(
    "question",
    [
        "How much is a season pass?",
        "What does the season pass cost?",
        "if I buy a pass for the whole season, what's the price?",
    ],
)
def test_the_value_tied_to_what_is_asked_wins_in_a_sentence_of_two(
    call: RenderedVideo, call_index: Index, question: str
):
    answer = call_index.ask(question, ["$5", "$20", "$25", "$50"])
    assert answer.choice == "$20"  # "five dollars, or twenty dollars if you buy a season pass"; "$5" on screen
    assert cites(answer, where(call, TICKETS))


@pytest.mark.parametrize(
    "question",
    [
        "What date is the planting day, once he corrects himself?",
        "He changes his mind about the date; what date is the planting day in the end?",
        "what's the planting date after the correction?",
    ],
)
def test_a_correction_gives_the_value_settled_on(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question, ["14 April", "21 April", "28 April", "7 April"])
    assert answer.choice == "21 April"
    assert cites(answer, where(call, CORRECTION))


def test_a_time_of_day_is_read_in_its_usual_forms(call: RenderedVideo, call_index: Index):
    answer = call_index.ask("What time do the gates open?", ["8:00 am", "8:30 am", "9:00 am", "9:30 am"])
    assert answer.choice == "8:30 am"  # said "half past eight"; "9:00" is on another slide
    assert cites(answer, where(call, CORRECTION))


@pytest.mark.parametrize(
    ("question", "value", "scene"),
    [
        ("How long does the planting day last?", "3 hours", HOURS),
        ("How many people have signed up to volunteer?", "12", VOLUNTEERS),
        ("What does a season pass cost?", "20", TICKETS),
    ],
)
def test_an_open_question_about_an_amount_is_answered_with_the_value_stated(
    call: RenderedVideo, call_index: Index, question: str, value: str, scene: Scene
):
    answer = call_index.ask(question)
    assert value in answer.answer and answer.trace["answered_by"].startswith("stated value")
    assert cites(answer, where(call, scene))


@pytest.mark.parametrize(
    "question",
    ["Which seed supplier did they pick?", "They chose the second supplier on the list; which company is it?"],
)
def test_a_choice_said_by_its_place_in_the_list_on_screen_is_read_with_the_screen(
    call: RenderedVideo, call_index: Index, question: str
):
    answer = call_index.ask(question, ["Greenleaf Farms", "Oakridge Seeds", "Sunny Acre", "Riverside Seeds"])
    assert answer.choice == "Oakridge Seeds"
    assert cites(answer, where(call, SEEDS_PICKED))


@pytest.mark.parametrize(
    "question",
    [
        "What happened straight after the dog park was put on hold?",
        "What followed the decision to postpone the dog park?",
        "Once the dog park was shelved, what came next?",
    ],
)
def test_right_after_a_thing_is_where_it_is_done_not_where_the_agenda_names_it(
    council: RenderedVideo, council_index: Index, question: str
):
    answer = council_index.ask(
        question, ["a short break", "the parking fees", "the festival budget", "a public comment"]
    )
    assert answer.choice == "a short break", answer.trace.get("timeline")
    assert cites(answer, where(council, RECESS))


@pytest.mark.parametrize(
    "question",
    [
        "How much did the council end up approving for the festival?",
        "What is the festival total once the clerk fixes the figure?",
        "festival budget?",
    ],
)
def test_a_value_ruled_out_in_a_correction_is_not_the_answer(
    council: RenderedVideo, council_index: Index, question: str
):
    answer = council_index.ask(question, ["$38,000", "$36,000", "$42,000", "$6,000"])
    assert answer.choice == "$36,000", answer.trace.get("options")
    assert cites(answer, where(council, FESTIVAL_FIXED))


TIMES = ["7:02 pm", "7:20 pm", "8:14 pm", "8:41 pm"]


@pytest.mark.parametrize(
    ("question", "time", "scene"),
    [
        ("What time was the meeting called to order?", "7:02 pm", OPENING),
        ("when did they kick things off", "7:02 pm", OPENING),
        ("When did they wrap things up?", "8:41 pm", CLOSING),
        ("What time was the meeting adjourned?", "8:41 pm", CLOSING),
    ],
)
def test_a_time_of_day_written_as_a_decimal_meets_its_clock_time(
    evening: RenderedVideo, evening_index: Index, question: str, time: str, scene: Scene
):
    answer = evening_index.ask(question, TIMES)
    assert answer.choice == time, answer.trace.get("options")
    assert cites(answer, where(evening, scene))


@pytest.mark.parametrize(
    "question", ["Where and when do the volunteers meet?", "what time and place is the volunteer meetup"]
)
def test_a_fact_shown_in_part_and_said_in_part_is_read_whole(
    evening: RenderedVideo, evening_index: Index, question: str
):
    answer = evening_index.ask(
        question, ["Boat House at 9 am", "Town Hall at 7 pm", "Boat House at 7 pm", "Town Hall at 9 am"]
    )
    assert answer.choice == "Boat House at 7 pm", answer.trace.get("options")
    assert cites(answer, where(evening, MEETUP))


@pytest.mark.parametrize(
    ("question", "options", "choice", "scene"),
    [
        ("Which timber supplier did they go with?", ["Birch Yard", "Cedar Mill", "Alder Timber", "Oak & Sons"],
         "Alder Timber", SUPPLIER),
        ("Which roofer did staff recommend?", ["North Roofing", "West Roofing", "East Roofing", "South Roofing"],
         "East Roofing", QUOTES),
    ],
)  # fmt: skip
def test_a_choice_named_by_where_it_sits_on_the_list_is_read_with_the_screen(
    evening: RenderedVideo, evening_index: Index, question: str, options: list[str], choice: str, scene: Scene
):
    answer = evening_index.ask(question, options)
    assert answer.choice == choice, answer.trace.get("options")
    assert cites(answer, where(evening, scene))


@pytest.mark.parametrize(
    ("question", "options", "choice"),
    [
        ("What did the crew have for lunch?", ["Fish soup", "Bean stew", "Lamb pie", "Chicken salad"], "Bean stew"),
        ("How much was the most expensive dish on the lunch menu?", ["$14", "$9", "$17", "$12"], "$17"),
    ],
)
def test_a_choice_named_by_its_price_on_the_list_is_read_with_the_screen(
    workshop: RenderedVideo, workshop_index: Index, question: str, options: list[str], choice: str
):
    answer = workshop_index.ask(question, options)
    assert answer.choice == choice, answer.trace.get("options")
    assert cites(answer, where(workshop, LUNCH))


# A meeting whose speakers are named only in a name box on screen while each speaks.
RETRO = [
    Scene("Welcome everyone to the project retro.", "Speaking: Ottilie Brandt\nRetro", 8),
    Scene(
        "The budget ran over by ten percent. That is me done, I have a train to catch.",
        "Speaking: Joaquim Pell\nBudget",
        10,
    ),
    Scene("The app crashed twice on tablets last week.", "Speaking: Ravi Santangelo\nBugs", 8),
    Scene("Thanks all, see you next month.", "Speaking: Ottilie Brandt\nWrap-up", 8),
]


retro, retro_index = rendered_and_indexed("retro", RETRO)


@pytest.mark.parametrize(
    "question",
    ["Who had a train to catch?", "Somebody had to rush off for a train. Who was it?", "whos catching a train"],
)
def test_who_said_it_is_the_name_on_screen_while_it_is_said(retro: RenderedVideo, retro_index: Index, question: str):
    answer = retro_index.ask(question, ["Ottilie Brandt", "Joaquim Pell", "Ravi Santangelo", "Wen Ashcombe"])
    assert answer.choice == "Joaquim Pell", answer.trace.get("options")
    assert cites(answer, where(retro, RETRO[1]))


@pytest.mark.parametrize(
    "question",
    [
        "How much did the hedge trimmer they bought cost?",
        "what did they pay for their new hedge trimmer",
        "Price of the trimmer they went with?",
    ],
)
def test_a_choice_named_by_how_it_compares_on_screen_is_read_with_the_screen(
    workshop: RenderedVideo, workshop_index: Index, question: str
):
    answer = workshop_index.ask(question, ["$129", "$89", "$45", "$17"])
    assert answer.choice == "$89", answer.trace.get("options")
    assert cites(answer, where(workshop, TRIMMER_BOUGHT))


@pytest.mark.parametrize(
    "question", ["How wide is the new greenhouse?", "what width did they give for the greenhouse", "greenhouse width?"]
)
def test_a_value_repaired_inside_its_sentence_is_the_answer(
    workshop: RenderedVideo, workshop_index: Index, question: str
):
    answer = workshop_index.ask(question, ["4 m", "3 m", "2 m", "5 m"])
    assert answer.choice == "3 m", answer.trace.get("options")
    assert cites(answer, where(workshop, GREENHOUSE_WIDTH))


@pytest.mark.parametrize(
    "question",
    [
        "What time does the first bus leave on Sundays?",
        "When did the Sunday bus really go?",
        "first sunday bus: what time?",
    ],
)
def test_a_value_corrected_after_owning_to_a_mistake_is_the_answer(
    evening: RenderedVideo, evening_index: Index, question: str
):
    answer = evening_index.ask(question, ["8:15", "8:45", "9:15", "4:52"])
    assert answer.choice == "8:45", answer.trace.get("options")
    assert cites(answer, where(evening, BUS_FIXED))


@pytest.mark.parametrize(
    "question", ["How many votes did the committee hold?", "how many votes were taken over the evening?"]
)
def test_things_counted_on_their_own_slides_and_in_speech_but_not_where_denied(
    evening: RenderedVideo, evening_index: Index, question: str
):
    answer = evening_index.ask(question, ["2", "3", "4", "5"])
    assert answer.choice == "3", (answer.trace.get("timeline"), answer.trace.get("options"))
    assert cites(answer, where(evening, VOTES[2]))


# A slide whose title matches the question better than the sentence said under it, which tells the fact.
GLASS = [
    Scene("We started the day at the harbour market.", "Harbour market", 8),
    Scene(
        "They run a glassblowing demo, and I watched the artist turn a glowing blob into a little green frog.",
        "Glassblowing demo\nevery hour on the hour",
        10,
    ),
    Scene("After that we had lunch by the lake.", "Lunch by the lake", 8),
]


@pytest.fixture(scope="module")
def glass_index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    video = render_video(GLASS, tmp_path_factory.mktemp("glass") / "glass.mp4")
    with indexed(video.path, tmp_path_factory.mktemp("glass-index")) as index:
        yield index


def test_an_open_answer_reads_the_sentence_said_under_the_slide_it_is_shown(glass_index: Index):
    answer = glass_index.ask("What did the glassblower make during the demo?")
    assert "frog" in answer.answer.lower(), (answer.answer, answer.trace.get("read"))


# A date corrected in speech, the slide showing it, and a later date about something else said after;
# an offer's end corrected in sentences that share no word with the question asked about it.
OFFER = Scene(
    "The launch price is fourteen hundred dollars. The offer ends on January the thirty-first. "
    "Sorry, it ends on February the twenty-eighth.",
    "Price\nLaunch price: $1,400",
    12,
)
LAUNCH = [
    OFFER,
    Scene("Now the launch date.", "Launch date", 5),
    Scene(
        "The launch is on February the fourteenth. Sorry, I mean February the twenty-first.",
        "Launch date\nLaunch: 21 February",
        10,
    ),
    Scene(
        "Before the launch we freeze the code on February the eleventh.",
        "Before launch\nCode freeze: 11 February",
        8,
    ),
]


@pytest.fixture(scope="module")
def launch_index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    video = render_video(LAUNCH, tmp_path_factory.mktemp("launch") / "launch.mp4")
    with indexed(video.path, tmp_path_factory.mktemp("launch-index")) as index:
        yield index


@pytest.mark.parametrize("question", ["What is the final launch date?", "Which launch date does it end up being?"])
def test_an_open_question_for_a_corrected_value_gets_the_correction_not_a_later_date(
    launch_index: Index, question: str
):
    answer = launch_index.ask(question)
    assert "21" in answer.answer and "11" not in answer.answer, (answer.answer, answer.trace.get("stated_values"))
    assert answer.trace["answered_by"].startswith("stated value")


def test_a_correction_answers_though_it_shares_no_word_with_the_question(launch_index: Index):
    answer = launch_index.ask(
        "By when do you have to buy to get the launch price?", ["31 January", "28 February", "14 March", "30 April"]
    )
    assert answer.choice == "28 February", answer.trace.get("options")


@pytest.mark.parametrize(
    ("question", "choice"),
    [
        ("Which supplier is listed third on the seed suppliers slide?", "Sunny Acre"),
        ("what's the first company on that list of seed suppliers?", "Greenleaf Farms"),
        ("On the list of seed suppliers, which one comes right after Greenleaf Farms?", "Oakridge Seeds"),
    ],
)
def test_a_place_on_a_list_shown_is_read_in_the_lists_order(
    call: RenderedVideo, call_index: Index, question: str, choice: str
):
    answer = call_index.ask(question, ["Greenleaf Farms", "Oakridge Seeds", "Sunny Acre", "Riverside Seeds"])
    assert answer.choice == choice, answer.trace.get("decided_by")
    assert answer.trace["decided_by"].startswith("place on the list")
    assert cites(answer, where(call, SEEDS_PICKED))
