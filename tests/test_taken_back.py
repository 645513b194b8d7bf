"""A rendered evening class, asked with the real embedded models: an open answer never states a
number the speaker took back ("page twenty six. No, sorry, not twenty six, thirty two"), asked plainly
or asked for what she finally said; a doer the question names ("the winner of the quiz") is told of
by its verb ("It was won by Martin"), not missing from the video; and a reply naming what the video never names ("the
county of ...") is no answer."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Good evening everyone, and welcome back to Italian for beginners. Tonight we order coffee at the bar.",
    "Italian for beginners\nTuesday evening class",
    8,
)
QUIZ = Scene(
    "Before the break we had a quick quiz of five questions. It was won by Martin, with five out of five. "
    "Well done, Martin.",
    "Quick quiz\nFive questions",
    10,
)
HOMEWORK = Scene(
    "Your homework is in the workbook, page twenty six. No, sorry, not twenty six, thirty two. "
    "It is the page with the cartoon of the bar.",
    "Homework\nWorkbook exercises",
    12,
)
GOODBYE = Scene(
    "That is all for tonight. There is no class next week because the building is closed for exams.",
    "See you in two weeks",
    8,
)
CLASS = [INTRO, QUIZ, HOMEWORK, GOODBYE]


evening_class, evening_class_index = rendered_and_indexed("evening_class", CLASS)


@pytest.mark.parametrize(
    "question",
    ["What page is the homework on?", "which workbook page did she finally say for homework"],
)
def test_an_open_answer_states_the_number_that_holds_not_the_one_taken_back(
    evening_class: RenderedVideo, evening_class_index: Index, question: str
):
    answer = evening_class_index.ask(question)
    assert "32" in answer.answer and "26" not in answer.answer and not answer.abstained, answer.trace
    assert cites(answer, where(evening_class, HOMEWORK))


def test_a_doer_is_told_of_by_what_it_does(evening_class: RenderedVideo, evening_class_index: Index):
    answer = evening_class_index.ask("Who was the winner of the quiz?")
    assert not answer.abstained and "Martin" in answer.answer, answer.trace
    assert cites(answer, where(evening_class, QUIZ))


def test_a_reply_naming_what_the_video_never_names_is_no_answer(evening_class_index: Index):
    answer = evening_class_index.ask("Which county is the school in?")
    assert answer.abstained, answer.trace
