"""A rendered radio phone-in about bus changes, asked with the real embedded models: a slide's table
is read row by row. Each row's cells are one line ("Day Rider | £5.50 -> £5.80"), so a price keeps
what it is the price of and a number its label ("Damselfly nymph | 14"); a value shown changing
states its new side, or its old one where the question asks what it was before; "every 40 min" says
how often, not how long. Asked what a speaker corrected a slip to, the answer is what the repair says
holds, past a sentence that only explains the slip."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Good afternoon, and welcome to the midday phone-in. Today, the new bus timetable.",
    "Midday phone-in\nBus changes",
    7,
)
FARES = Scene(
    "On fares, the adult single stays exactly where it is. The day ticket goes up by thirty pence.",
    "Fares from 2 June\nAdult single            £2.20\nDay Rider            £5.50 -> £5.80\nWeekly Rider            £19.00",
    10,
)
LOOP = Scene(
    "The big winner is the hospital loop, which gets extra buses.",
    "What's changing\nHospital loop: every 15 min -> every 10 min",
    8,
)
TRIP = Scene(
    "The first bus leaves the station at twenty to eight, then every forty minutes after that.",
    "New route 12\nFirst bus: 07:40\nThen every 40 min\nStation to college: 22 min",
    10,
)
SURVEY = Scene(
    "And finally our pond survey: here is what the volunteers found.",
    "Pond survey\nDamselfly nymph            14\nSmooth newt            2",
    8,
)
# A slip repaired after a sentence that explains it and states no time.
SALLOW = Scene(
    "The morning buses from Sallow Hill will leave at five past and twenty five past the hour. "
    "No, sorry, I'm reading last year's sheet. Five past and twenty five to.",
    "Route 4 from Sallow Hill\nMorning buses",
    12,
)
PHONE_IN = [INTRO, FARES, LOOP, TRIP, SALLOW, SURVEY]


phone_in, phone_in_index = rendered_and_indexed("phone_in", PHONE_IN)

DAY_RIDER = ["£5.50", "£2.20", "£6.10", "£5.80"]


@pytest.mark.parametrize(
    ("question", "choices", "right", "scene"),
    [
        ("How much is a day rider going to cost from June?", DAY_RIDER, "£5.80", FARES),
        ("What did a day rider cost before the change?", DAY_RIDER, "£5.50", FARES),
        (
            "How often will the hospital loop run once the changes come in?",
            ["Every 12 minutes", "Every 15 minutes", "Every 10 minutes", "Every 20 minutes"],
            "Every 10 minutes",
            LOOP,
        ),
        (
            "How long is the trip from the station to the college?",
            ["22 minutes", "40 minutes", "12 minutes", "30 minutes"],
            "22 minutes",
            TRIP,
        ),
        ("How many damselfly nymphs did the survey find?", ["14", "23", "6", "2"], "14", SURVEY),
    ],
)
def test_a_table_row_holds_its_label_and_its_value(
    phone_in: RenderedVideo, phone_in_index: Index, question: str, choices: list[str], right: str, scene: Scene
):
    answer = phone_in_index.ask(question, choices)
    assert answer.choice == right, answer.trace
    assert cites(answer, where(phone_in, scene))


def test_an_open_count_is_read_off_the_row_that_labels_it(phone_in: RenderedVideo, phone_in_index: Index):
    answer = phone_in_index.ask("how many damselfly nymphs went down on the survey?")
    assert "14" in answer.answer and not answer.abstained, answer.trace
    assert cites(answer, where(phone_in, SURVEY))


@pytest.mark.parametrize(
    "question",
    [
        "Owen gets the Sallow Hill bus times wrong at first. What does he correct them to?",
        "what times did he give for the sallow hill buses once he fixed his mistake",
    ],
)
def test_a_correction_is_answered_by_what_the_repair_says_holds(
    phone_in: RenderedVideo, phone_in_index: Index, question: str
):
    answer = phone_in_index.ask(question)
    assert "25 to" in answer.answer and "25 past" not in answer.answer, answer.trace
    assert cites(answer, where(phone_in, SALLOW))
