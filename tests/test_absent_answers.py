"""Questions the video does not answer, on a rendered bike review (espeak-ng speech, slides) with the
real embedded models: the answer says the video does not mention it when nothing said or shown
names what the question is about, or names no amount of the kind asked where its subject is, and
still answers a question that names its subject in other words."""

from collections.abc import Iterator

import pytest
from conftest import indexed

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene, render_video

pytestmark = [pytest.mark.llm, pytest.mark.slow]

WELCOME = Scene("Welcome to Harbour Bikes. Today we review the Tern cargo bike.", "Harbour Bikes\nTern cargo bike", 10)
RIDDEN = Scene("We rode the bike every day for three weeks.", "Test period: 3 weeks", 10)
PRICE = Scene("The bike costs fourteen hundred dollars.", "Price: $1,400", 10)
CHECK = Scene("The safety inspection is booked, and it will take two days.", "Safety inspection\nStatus: booked", 10)
KIDS = Scene("The kids loved riding in the front box.", "Front box: two seats", 10)


@pytest.fixture(scope="module")
def review(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    return render_video([WELCOME, RIDDEN, PRICE, CHECK, KIDS], tmp_path_factory.mktemp("review") / "review.mp4")


@pytest.fixture(scope="module")
def review_index(review: RenderedVideo) -> Iterator[Index]:
    with indexed(review.path, review.path.parent / "index") as index:
        yield index


def test_an_open_question_about_something_never_named_abstains(review_index: Index):
    answer = review_index.ask("How long is the warranty on the bike?")  # "three weeks" is the riding
    assert answer.abstained and answer.citations == []
    assert answer.answer.startswith("Not mentioned") and "warranty" in answer.answer
    assert answer.trace["focus_not_in_video"] == ["warranty"]


def test_a_choice_question_about_something_never_named_picks_not_mentioned(review_index: Index):
    options = ["riding in the front box", "the low price", "not mentioned in the video", "the long test"]
    answer = review_index.ask("What did the grandparents of the kids love?", options)  # the kids loved the box
    assert answer.choice == "not mentioned in the video"
    assert answer.abstained and answer.trace["focus_not_in_video"] == ["grandparents"]


@pytest.mark.parametrize(
    "question",
    [
        "How much will the safety inspection cost?",  # it takes two days; no price
        "How much did the front box the kids loved cost?",  # parsed with "did" as its root, no subject
    ],
)
def test_an_amount_of_another_kind_is_not_the_answer(review_index: Index, question: str):
    answer = review_index.ask(question)
    assert answer.abstained and answer.answer.startswith("Not mentioned")
    assert answer.trace["amount_not_near_focus"] == "money"


@pytest.mark.parametrize(
    ("question", "said"), [("How much does the bicycle cost?", "1,400"), ("What did the children love?", "front box")]
)
def test_a_subject_said_in_other_words_is_still_answered(review_index: Index, question: str, said: str):
    answer = review_index.ask(question)  # "bike" and "kids" in the video
    assert not answer.abstained
    assert said in answer.answer.replace("1400", "1,400")
