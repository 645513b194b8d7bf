"""Open questions that ask for a value, on a rendered status meeting (espeak-ng speech, slides) with the
real embedded models: a price read off a table by the name of its row, a pick said by its place on the
table, a date asked with "when", and a size asked as "the second <thing>" of a table; each in more than
one wording."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Good morning everyone, this is the weekly operations call.", "Weekly operations call\nAgenda: vendors, hiring", 8
)
# OCR reads the table column by column: the names, then their prices in the same order.
QUOTES = Scene(
    "We asked three vendors for quotes. They are on the slide. We picked the second one on the list.",
    "Vendor quotes\nQuotes per month:\nAlder Cloud\nBirch Hosting\nCedar Systems\n$1,200 / month\n$950 / month\n$1,100 / month",
    14,
)
HIRE = Scene(
    "Good news on hiring. Priya Natal accepted our offer on Monday. She starts on the fourteenth of March.",
    "New hire\nOffer accepted: Priya Natal\nStart date: 14 March",
    14,
)
FIELDS = Scene(
    "The trial crops are in two fields this year, and both are fenced now.",
    "Test fields\nFields this year:\nField A: north slope\nField B: river bank\n3 hectares\n5 hectares",
    12,
)
CLOSE = Scene("That is all for today. Thanks, everyone.", "Next call: Thursday", 6)
CALL = [INTRO, QUOTES, HIRE, FIELDS, CLOSE]


call, call_index = rendered_and_indexed("call", CALL)


@pytest.mark.parametrize(
    "question", ["How much per month does Birch Hosting charge?", "What does Birch Hosting cost per month?"]
)
def test_a_price_is_read_off_a_table_by_the_name_of_its_row(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question)
    assert answer.answer.startswith("$950"), answer.answer
    assert cites(answer, where(call, QUOTES))


@pytest.mark.parametrize("question", ["When does Priya Natal start?", "When will Priya start working with us?"])
def test_when_a_thing_happens_is_the_date_stated_with_it(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question)
    assert "14" in answer.answer and "march" in answer.answer.lower(), answer.answer
    assert cites(answer, where(call, HIRE))


def test_a_date_stated_with_another_thing_does_not_answer_when(call_index: Index):
    answer = call_index.ask("When was Priya's offer accepted?")
    assert "march" not in answer.answer.lower(), answer.answer


@pytest.mark.parametrize("question", ["How big is the second test field?", "What size is the second field this year?"])
def test_the_second_thing_of_a_table_is_its_second_row(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question)
    assert answer.answer.startswith("5 hectares"), answer.answer
    assert cites(answer, where(call, FIELDS))


@pytest.mark.parametrize(
    "question", ["Which vendor did they pick?", "They went with the second quote; which company is that?"]
)
def test_a_pick_said_by_its_place_on_the_table_is_that_row(call: RenderedVideo, call_index: Index, question: str):
    answer = call_index.ask(question)
    assert answer.answer.startswith("Birch Hosting"), answer.answer
    assert cites(answer, where(call, QUOTES))


# A product review: a duration said of another action in a clause of its own, and a deadline said of
# the price rather than of the thing bought.
REVIEW_INTRO = Scene(
    "Today I review a folding bike that I have ridden to work every day for three weeks.",
    "Bike review\nQuill Fold 2",
    10,
)
FOLDING = Scene(
    "Folding it takes about fifteen seconds, once you have done it a few times.",
    "Folding\nLatch, hinge, strap",
    9,
)
LAUNCH = Scene(
    "The bike costs eight hundred dollars at the launch price. The launch price ends on the thirtieth of June.",
    "Launch offer\nLaunch price: $800\nOffer ends: 30 June",
    13,
)
REVIEW = [REVIEW_INTRO, FOLDING, LAUNCH, CLOSE]


review, review_index = rendered_and_indexed("review", REVIEW)


@pytest.mark.parametrize("question", ["How long does folding the bike take?", "How quickly does the bike fold up?"])
def test_a_duration_said_of_another_action_does_not_answer(review: RenderedVideo, review_index: Index, question: str):
    """ "Three weeks" is how long she has ridden the bike, in a clause of its own; the folding takes fifteen seconds."""
    answer = review_index.ask(question)
    assert "15 seconds" in answer.answer, answer.answer
    assert cites(answer, where(review, FOLDING))


def test_a_follow_up_is_answered_in_the_reading_the_video_answers(review: RenderedVideo, review_index: Index):
    """ "it" after "how much does the bike cost at the launch price" is first read as the bike; the
    video dates no purchase of the bike, but the end of the launch price."""
    chat = review_index.conversation()
    assert "800" in chat.ask("How much does the bike cost at the launch price?").answer
    answer = chat.ask("By when do you have to buy to get it?")
    assert "30" in answer.answer and "june" in answer.answer.lower(), answer.answer
    assert answer.question == "By when do you have to buy to get the launch price?"
    assert cites(answer, where(review, LAUNCH))
