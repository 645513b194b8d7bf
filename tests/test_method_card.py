"""A rendered cooking stream, asked with the real embedded models: a numbered method card whose
steps are then done in another order, each told in other words than the card's ("Soften the leeks"
on the card, "in go the leeks" as it is done), so what was cooked first is where it is done, not
where the card names it; a step asked by its number ("step number 4") is the card's, not the
fourth done; asked open which step of the card came first, last or fourth, the answer is the card's
step done there;
and "the main dish prepared in this live stream" is the one the whole stream runs through, not the
one its closing teaser names."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Hello and welcome to Saturday Stove, live from my kitchen. Today it is smoked haddock chowder.",
    "Saturday Stove - live\nSmoked haddock chowder",
    10,
)
CARD = Scene(
    "Here is my method card. Six steps, nice and simple.",
    "The method card\n1. Fry the bacon in the butter\n2. Soften the leeks\n3. Simmer the potatoes\n"
    "4. Poach the haddock on top",
    12,
)
HADDOCK = Scene(
    "But my guest wants to change it. The haddock goes into the milk first, on its own, for five minutes.",
    "Change of order\nHaddock first, in the milk",
    12,
)
BACON = Scene(
    "Fish out and resting. Now the bacon goes into the butter until it is crisp, and in go the leeks, lid on.",
    "Bacon and leeks\nLow heat, ten minutes",
    12,
)
POTATOES = Scene(
    "Potatoes now, diced small, back in with the smoky milk. Twelve minutes at a gentle bubble.",
    "Potatoes\nTwelve minutes",
    12,
)
TEASER = Scene(
    "That is the chowder done. Next Saturday my sister is making Thai fishcakes with a sweet chilli dip.",
    "Next Saturday\nThai fishcakes",
    10,
)
STREAM = [INTRO, CARD, HADDOCK, BACON, POTATOES, TEASER]


stream, stream_index = rendered_and_indexed("stream", STREAM)

STEPS = ["Fried the bacon in butter", "Softened the leeks", "Poached the haddock in the milk", "Simmered the potatoes"]


@pytest.mark.parametrize(
    "question",
    [
        "The method card starts with frying bacon. What did they actually cook first?",
        "what went in the pan first once the guest changed the method",
    ],
)
def test_what_was_cooked_first_is_where_it_is_done_not_where_the_card_names_it(
    stream: RenderedVideo, stream_index: Index, question: str
):
    answer = stream_index.ask(question, STEPS)
    assert answer.choice == "Poached the haddock in the milk", answer.trace.get("options")
    assert cites(answer, where(stream, HADDOCK))


def test_asked_open_the_step_done_first_is_the_cards_step_done_first(stream: RenderedVideo, stream_index: Index):
    answer = stream_index.ask("Which step on the method card did they actually do first?")
    assert answer.answer == "Poach the haddock on top", answer.trace.get("list_items") or answer.trace
    assert cites(answer, where(stream, HADDOCK)), answer.citations


def test_the_main_dish_of_the_stream_is_not_the_one_its_teaser_names(stream_index: Index):
    options = [
        "Thai fishcakes with a sweet chilli dip",
        "Fish pie with a cheesy mash topping",
        "Smoked haddock chowder",
        "Leek and potato soup",
    ]
    answer = stream_index.ask("What is the main dish prepared in this live stream?", options)
    assert answer.trace["question"]["kind"] == "summary"
    assert answer.choice == "Smoked haddock chowder", answer.trace.get("options")


def test_a_step_asked_by_its_number_is_read_off_the_card(stream: RenderedVideo, stream_index: Index):
    options = ["Fry the bacon in the butter", "Soften the leeks", "Simmer the potatoes", "Poach the haddock on top"]
    answer = stream_index.ask("What's step number 4 on the method card?", options)
    assert answer.choice == "Poach the haddock on top", answer.trace
    assert cites(answer, where(stream, CARD))


@pytest.mark.parametrize(
    ("question", "step", "scene"),
    [
        ("What was the fourth step they actually did?", "Simmer the potatoes", POTATOES),
        ("which step of the method did they get to last", "Simmer the potatoes", POTATOES),
    ],
)
def test_a_step_asked_by_its_place_as_done_is_the_cards_step_done_there(
    stream: RenderedVideo, stream_index: Index, question: str, step: str, scene: Scene
):
    answer = stream_index.ask(question)
    assert answer.answer == step, answer.trace
    assert cites(answer, where(stream, scene)), answer.citations


def test_where_a_step_came_in_the_order_done_is_its_place_and_the_steps_done_before_it(
    stream: RenderedVideo, stream_index: Index
):
    answer = stream_index.ask("Where in the running order did simmering the potatoes actually come?")
    assert answer.answer.startswith("Fourth (last), after Poach the haddock on top"), answer.trace
    assert cites(answer, where(stream, POTATOES)), answer.citations
