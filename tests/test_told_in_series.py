"""A rendered quiz night asked with the real embedded models: a time told with its place in the series
("the picture has gone for the third time") counts the times before it, however they were told (or
not told as that event: "everything went dark"); who
opens (closes) the video is the name box shown while its first (last) sentence is said; a time named
by what takes it ("the record time") and an age ("how old") are spans of time, not a time of day or
a weight; a why-question about "the first round" asks a cause, not the first item on a list; what the
next one holds is the teaser among the closing words, not the goodbye after it."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Good evening and welcome to the Kingfisher quiz night. The quiz is sixty years old this year.",
    "Kingfisher quiz night\nTonight's rounds\n1. General knowledge\n2. Music\n3. Film\n4. Sport\nRuth Ellison, quiz host",
    8,
)
ROUND_ONE = Scene(
    "Oh dear, the projector has just died on us. Give me a moment. "
    "Round one is general knowledge, and it starts late because the microphone needed a new battery.",
    "Round 1: general knowledge\nRuth Ellison, quiz host",
    9,
)
ROUND_TWO = Scene(
    "Round two is music. And there it goes, everything went dark, so I will read them out.",
    "Round 2: music\nRuth Ellison, quiz host",
    9,
)
ROUND_THREE = Scene(
    "Round three is about film. The record time for a round is twelve minutes, set by the Otters.",
    "Round 3: film\nRuth Ellison, quiz host",
    9,
)
ROUND_FOUR = Scene(
    "Round four is sport. Oh no, the picture has gone for the third time. Somebody please buy a new one.",
    "Round 4: sport\nRuth Ellison, quiz host",
    9,
)
SCORES = Scene(
    "The winners tonight are the Otters, with fifty two points. Next week's quiz has a picture round. "
    "Thank you all for coming. Goodnight.",
    "Final scores\nDan Achebe, scorer",
    11,
)
QUIZ = [INTRO, ROUND_ONE, ROUND_TWO, ROUND_THREE, ROUND_FOUR, SCORES]


quiz, quiz_index = rendered_and_indexed("quiz", QUIZ)


@pytest.mark.parametrize("choices", [None, ["2", "3", "4", "5"]])
def test_a_time_told_as_the_third_counts_the_two_before_it(quiz_index: Index, choices: list[str] | None):
    answer = quiz_index.ask("How many times did the projector cut out?", choices)
    assert answer.answer.split()[-1 if choices else 0] == "3", answer.trace


@pytest.mark.parametrize(
    ("question", "name", "scene"),
    [("Who opens the quiz night?", "Ruth Ellison", INTRO), ("who is speaking at the very end", "Dan Achebe", SCORES)],
)
def test_who_opens_or_closes_is_the_name_box_shown_there(
    quiz: RenderedVideo, quiz_index: Index, question: str, name: str, scene: Scene
):
    answer = quiz_index.ask(question)
    assert name in answer.answer and not answer.abstained, answer.trace
    assert cites(answer, where(quiz, scene))


@pytest.mark.parametrize(
    ("question", "value", "scene"),
    [("What's the record time for a round?", "12 minutes", ROUND_THREE), ("how old is the quiz", "60 years", INTRO)],
)
def test_a_record_time_and_an_age_are_spans_of_time(
    quiz: RenderedVideo, quiz_index: Index, question: str, value: str, scene: Scene
):
    answer = quiz_index.ask(question)
    assert value in answer.answer, answer.trace
    assert cites(answer, where(quiz, scene))


def test_why_the_first_one_asks_a_cause_not_the_first_item_on_a_list(quiz: RenderedVideo, quiz_index: Index):
    answer = quiz_index.ask("Why did the first round start late?")
    assert "battery" in answer.answer and "General knowledge" not in answer.answer, answer.trace
    assert cites(answer, where(quiz, ROUND_ONE))


def test_the_next_one_is_the_teaser_among_the_closing_words(quiz: RenderedVideo, quiz_index: Index):
    answer = quiz_index.ask("What's on in next week's quiz?")
    assert "picture round" in answer.answer.lower() and "goodnight" not in answer.answer.lower(), answer.trace
    assert cites(answer, where(quiz, SCORES)), answer.citations
