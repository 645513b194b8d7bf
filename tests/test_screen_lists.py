"""A rendered allotment video asked with the real embedded models: what its slides show is read as the
slides lay it out. A list is counted by its items when the question names it ("how many things are on
the price board", not each time a thing is named); an item is found by the value shown beside it
("which plant is the £4.20 one"); a value is read on the line under the title that bears on the
question ("Time taken: 35 minutes" under "Frame built"); and a question about the video itself
("what is this video mainly showing") is read against the whole video when no moment holds an option.
Asked who tells someone something, the name box shown while it is said answers, whoever it speaks of,
and among options the one that box names."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Morning all. Today I build a raised bed on my allotment, fill it, and plant it up.",
    "Plot nine diary\nA raised bed, start to finish",
    8,
)
BOARD = Scene(
    "On the way in I stopped at the nursery stall. Their board had everything I wanted.",
    "The price board\nRhubarb crown\n£4.20\nGarlic bulbs\n£2.90\nLettuce plugs\n£1.80",
    9,
)
FRAME = Scene(
    "The four boards screw together at the corners, and that went quicker than I expected.",
    "Frame built\n4 boards, 4 posts\nTime taken: 35 minutes",
    9,
)
FILL = Scene(
    "Then it gets filled with manure, soil and compost, in layers, and the garlic goes in.",
    "Filling and planting\nManure, soil, compost\nGarlic: 15 cm apart",
    9,
)
TOLD_OFF = Scene(
    "No wipe, no pocket: you clean those secateurs before they go back in your coat, or you spread every disease on the site.",
    "Clean secateurs with spirit\nBet Cardew, plot 10",
    9,
)
TEASER = Scene(
    "Next time I will make compost from autumn leaves. See you then.",
    "Next episode\nLeaf compost",
    6,
)
ALLOTMENT = [INTRO, BOARD, FRAME, FILL, TOLD_OFF, TEASER]
OPTIONS = [
    "Building, filling and planting a raised bed",
    "Making compost from autumn leaves",
    "Designing a flower border for a front garden",
    "Pruning an apple tree in winter",
]


allotment, allotment_index = rendered_and_indexed("allotment", ALLOTMENT)


@pytest.mark.parametrize("choices", [None, ["2", "3", "5", "8"]])
def test_a_list_named_is_counted_by_its_items(allotment: RenderedVideo, allotment_index: Index, choices):
    answer = allotment_index.ask("How many things are written up on the price board?", choices)
    assert (answer.choice if choices else answer.answer.split(":")[0]) == "3", answer.trace
    assert cites(answer, where(allotment, BOARD))


def test_an_item_is_found_by_the_value_shown_beside_it(allotment: RenderedVideo, allotment_index: Index):
    answer = allotment_index.ask("Which plant on the board is the £4.20 one?")
    assert answer.answer == "Rhubarb crown", answer.trace
    assert cites(answer, where(allotment, BOARD))


def test_a_value_is_read_under_the_title_that_bears_on_the_question(allotment: RenderedVideo, allotment_index: Index):
    answer = allotment_index.ask("How long did it take to put the frame together?")
    assert answer.answer == "35 minutes", answer.trace
    assert cites(answer, where(allotment, FRAME))


@pytest.mark.parametrize(
    ("question", "worded_as_summary"),
    [("What is this video mainly showing?", True), ("What's the job in this one?", False)],
)
def test_a_question_about_the_video_itself_is_read_against_the_whole_video(
    allotment_index: Index, question: str, worded_as_summary: bool
):
    """A summary by its wording ("mainly showing"), or a fact no moment holds an option of, read again as one."""
    answer = allotment_index.ask(question, OPTIONS)
    assert answer.choice == OPTIONS[0], answer.trace
    if worded_as_summary:
        assert answer.trace["question"]["kind"] == "summary", answer.trace
    else:
        assert answer.trace["reading"] == "the whole video: no moment holds an option"


def test_who_tells_someone_something_is_who_says_it(allotment: RenderedVideo, allotment_index: Index):
    answer = allotment_index.ask("Who tells him off about wiping his secateurs?")
    assert answer.answer.startswith("Bet Cardew"), answer.trace
    assert cites(answer, where(allotment, TOLD_OFF))


def test_who_said_it_is_the_option_named_by_the_speakers_box(allotment: RenderedVideo, allotment_index: Index):
    answer = allotment_index.ask(
        'Who said "no wipe, no pocket" about the secateurs?',
        ["Hal, the plot holder", "Bet Cardew, from plot 10", "The nursery stall owner", "Nobody; it is only on screen"],
    )
    assert answer.choice == "Bet Cardew, from plot 10", answer.trace
    assert answer.trace["decided_by"].startswith("the speaker's name box"), answer.trace
    assert cites(answer, where(allotment, TOLD_OFF))
