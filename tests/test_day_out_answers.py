"""Questions worded the way people ask them, on a rendered travel vlog (espeak-ng speech, slides)
with the real embedded models: a plan shown early and then turned around, a place named in passing
and while it is closed before it is visited, a value repaired two sentences later, a pick said by
its place on a board, and a closing teaser; each asked in several wordings that must get the same
answer, cited to the moment that shows it."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

# The castle is named in passing before anything is visited, and again while it is closed: neither
# is where it comes in the day.
INTRO = Scene(
    "Good morning from Lake Orla. Today we spend one day in the old town, and later you will see why "
    "everyone loves the castle.",
    "A Day in Lake Orla\nRiver Road Travels",
    12,
)
PLAN = Scene(
    "Here is the plan. The castle first, then the market, then the boat museum.",
    "The plan\n1. Castle\n2. Market\n3. Boat museum",
    10,
)
CLOSED = Scene(
    "Bad news. The castle is shut until two o'clock for repairs, so we are turning the day around.",
    "Change of plan\nCastle: CLOSED until 2 pm",
    12,
)
# The pick is said by its place on the board, never by its name; another place is named only to be
# turned down.
MARKET = Scene(
    "The market is busy. Look at this board. Do not order the last one, it is far too salty. "
    "I am getting the second thing on it, because it smells amazing.",
    "Old town market\nApple cake: 3 euros\nCheese pie: 5 euros\nFish soup: 7 euros",
    16,
)
# The wrong month is repaired two sentences later, by a sentence that states the month alone; the
# screen shows the other month, for another thing.
MUSEUM = Scene(
    "The boat club was founded in March nineteen ninety, and the museum opened that same March. "
    "No, sorry, I misspoke. It opened in May.",
    "Boat museum\nClub founded: March 1990",
    16,
)
CASTLE = Scene("The castle is open again, and we are climbing the tower.", "Castle\nTower: 120 steps", 12)
# Counts of two things side by side, and a log line of several numbers: the number asked is the one
# that counts the thing asked about.
SEALS = Scene(
    "From the castle tower we can see the seal bay. The guide says some of the seals are tiny babies.",
    "Seal bay\nSeals counted: 41\nPups: 6",
    12,
)
LOG = Scene(
    "Here is a page from the old ferry log, from the first day of the season.",
    "Ferry log\n3 June: 2 boats out, 40 passengers\nTypical boat: 25 passengers",
    12,
)
TEASER = Scene("That is our day. Next week we take the night ferry to the islands.", "Next week\nThe night ferry", 10)
DAY = [INTRO, PLAN, CLOSED, MARKET, MUSEUM, CASTLE, SEALS, LOG, TEASER]


day, day_index = rendered_and_indexed("day", DAY)


@pytest.mark.parametrize(
    "question",
    [
        "In what order did they actually visit the castle, the market and the museum?",
        "Did they stick to the plan? Which order did the day really go in?",
        "Which sequence of stops did they end up following?",
    ],
)
def test_a_stop_comes_where_its_screen_is_headed_by_it(day: RenderedVideo, day_index: Index, question: str):
    options = [
        "Castle, market, boat museum",
        "Market, boat museum, castle",
        "Market, castle, boat museum",
        "Boat museum, market, castle",
    ]
    answer = day_index.ask(question, options)
    assert answer.choice == "Market, boat museum, castle", answer.trace.get("options")
    assert cites(answer, where(day, CASTLE))


@pytest.mark.parametrize(
    "question",
    [
        "When did the boat museum open, once she corrected herself?",
        "She got the museum's opening wrong at first. What's the right month and year?",
        "Which month did the museum really open in?",
    ],
)
def test_a_repair_said_after_owning_to_the_slip_settles_the_value(day: RenderedVideo, day_index: Index, question: str):
    answer = day_index.ask(question, ["March 1990", "May 1990", "June 1990", "March 1999"])
    assert answer.choice == "May 1990", answer.trace.get("options")
    assert cites(answer, where(day, MUSEUM))


@pytest.mark.parametrize("question", ["How does the video end?", "How does the vlog wrap up?"])
def test_how_the_video_ends_is_read_at_its_end(day: RenderedVideo, day_index: Index, question: str):
    options = [
        "With the climb up the castle tower",
        "With a teaser for next week's night ferry",
        "With a slice of cheese pie",
        "With a visit to the museum shop",
    ]
    answer = day_index.ask(question, options)
    assert answer.trace["question"]["position"] == "end"
    assert answer.choice == "With a teaser for next week's night ferry"
    assert cites(answer, where(day, TEASER))


@pytest.mark.parametrize(
    "question", ["How much did her market snack cost?", "What did she pay for the thing she got at the market?"]
)
def test_a_pick_said_by_its_place_on_the_board_is_that_item(day: RenderedVideo, day_index: Index, question: str):
    answer = day_index.ask(question, ["3 euros", "5 euros", "7 euros", "9 euros"])
    assert answer.choice == "5 euros", answer.trace.get("options")
    assert cites(answer, where(day, MARKET))


@pytest.mark.parametrize(
    "question",
    [
        "If you had to sum up this video in one line, what would you say?",
        "What's the trip they're filming this time?",
        "Big picture, what's the subject of this vlog?",
    ],
)
def test_the_whole_video_asked_in_other_words_is_its_topic_not_the_teaser(day_index: Index, question: str):
    options = [
        "A night ferry to the islands",
        "A day in the old town of Lake Orla",
        "A history of boats",
        "Baking pies",
    ]
    answer = day_index.ask(question, options)
    assert answer.trace["question"]["kind"] == "summary"
    assert answer.choice == "A day in the old town of Lake Orla"


@pytest.mark.parametrize("question", ["How many of the seals were pups?", "Of all the seals, how many were pups?"])
def test_the_number_of_the_thing_asked_is_read_not_a_number_beside_it(
    day: RenderedVideo, day_index: Index, question: str
):
    answer = day_index.ask(question, ["6", "4", "11", "41"])
    assert answer.choice == "6", answer.trace.get("options")
    assert cites(answer, where(day, SEALS))


@pytest.mark.parametrize(
    "question",
    [
        "According to the ferry log, how many passengers travelled on 3 June?",
        "How many passengers went out on the 3rd of June, going by the log?",
    ],
)
def test_in_a_line_of_numbers_the_number_of_the_thing_counted_is_read(
    day: RenderedVideo, day_index: Index, question: str
):
    answer = day_index.ask(question, ["25", "2", "40", "3"])
    assert answer.choice == "40", answer.trace.get("options")
    assert cites(answer, where(day, LOG))


@pytest.mark.parametrize(
    "question", ["How many soldiers guarded the castle?", "how many guards did the castle have back then"]
)
def test_a_number_of_things_the_video_never_names_is_not_said(day_index: Index, question: str):
    answer = day_index.ask(question)
    assert answer.abstained, answer.answer


@pytest.mark.parametrize(
    "question",
    ["What was shown just before the teaser for next week?", "What did they show right before the night ferry teaser?"],
)
def test_a_line_shown_before_a_moment_is_told_with_its_slide_title(day: RenderedVideo, day_index: Index, question: str):
    answer = day_index.ask(question)
    assert answer.answer.startswith("Ferry log: "), answer.answer
    assert cites(answer, where(day, LOG))
