"""A rendered cooking video asked with the real embedded models: an open question is answered from the
passage that answers it, not only from the sentence that shares its words. "What was wrong with the first
tin?" shares its words with the sentence that opens the tin; what was wrong is said in the next ones."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene("Tonight I am making a quick tomato pasta for four people.", "Weeknight pasta\nServes 4", 8)
TIN = Scene(
    "For the sauce I grab the first tin at the back of the cupboard and open it.",
    "Step 1: the sauce\nOne tin, 400 g",
    9,
)
WRONG = Scene(
    "Oh no. That is coconut milk. I needed chopped tomatoes, so that goes in the fridge for a curry.",
    "Step 1: the sauce\n400 g chopped tomatoes",
    10,
)
PASTA = Scene("The pasta boils for eleven minutes while the sauce reduces.", "Step 2: the pasta\nBoil 11 minutes", 8)
COOKING = [INTRO, TIN, WRONG, PASTA]


cooking, cooking_index = rendered_and_indexed("cooking", COOKING)


@pytest.mark.parametrize(
    "question", ["What was wrong with the first tin he opened?", "What went wrong when he opened the tin?"]
)
def test_an_open_answer_is_read_from_the_passage_that_answers(
    cooking: RenderedVideo, cooking_index: Index, question: str
):
    answer = cooking_index.ask(question)
    said = answer.answer.lower()
    assert "coconut" in said or "not chopped tomatoes" in said, (said, answer.trace.get("passages"))
    assert cites(answer, where(cooking, WRONG))
    assert answer.trace.get("passages"), answer.trace  # the reader chose between passages
