"""A rendered bike-workshop video asked with the real embedded models: an option is stated where its
words stand together, in its order, not where they are only all present. "Loyalty card: 7 of 10
stamps" states "7 of 10", not "10 of 10" (and a count of the times a card is named, which no option
holds, is no reading of "how many stamps are on her card"); "26 out of 31 drops, the last 2 by 2 pm"
states "26 of 31", not "2 of 31"; "Meeting Room B" is not "Meeting Room A". A number repaired after an
aside ("sixty psi. Actually, no, hang on. You ride with heavy panniers, don't you? Then seventy.") is
the repair's; a bridge's facts, label by label, are not a list of its lanes."""

from collections.abc import Iterator

import pytest
from conftest import cites, indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene, render_video

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Welcome back to the workshop. Today a touring bike comes in with a flat tyre.",
    "Workshop diaries\nEpisode twelve",
    7,
)
ROOM = Scene(
    "Before we start, the team meets to plan the week's jobs.",
    "Planning meeting\nMeeting Room B, 9:00",
    7,
)
DROPS = Scene(
    "Last winter our van broke down on the bypass. That morning we still made twenty six out of thirty one "
    "drops, and the last two by two in the afternoon.",
    "Deliveries\nThe bypass breakdown",
    11,
)
CARD = Scene(
    "At the till she pulls out her loyalty card, so she gets ten percent off the labour. "
    "I stamp her loyalty card before she goes.",
    "Loyalty card: 7 of 10 stamps",
    10,
)
# The value is repaired after an aside that states no number.
PUMP = Scene(
    "Now the pump. I'll take it up to sixty psi. Actually, no, hang on. You ride with heavy panniers, "
    "don't you? Then seventy.",
    "Inflating\nTrack pump",
    13,
)
# A record of what a bridge is, label by label: not a list of its lanes.
BRIDGE = Scene(
    "Our customers ride in over the Caddow Bridge, so here are its facts.",
    "The Caddow Bridge\nOpened: 17 May 1974\nLength: 1,650 m\nCar toll: 15p",
    9,
)
WORKSHOP = [INTRO, ROOM, DROPS, CARD, PUMP, BRIDGE]


@pytest.fixture(scope="module")
def workshop(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    return render_video(WORKSHOP, tmp_path_factory.mktemp("workshop") / "workshop.mp4")


@pytest.fixture(scope="module")
def workshop_index(workshop: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    with indexed(workshop.path, tmp_path_factory.mktemp("workshop-index")) as index:
        yield index


@pytest.mark.parametrize(
    "question", ["How many stamps are on her loyalty card?", "how many stamps has the customer's card got so far"]
)
def test_a_value_shown_is_read_in_its_order_not_counted(workshop: RenderedVideo, workshop_index: Index, question):
    answer = workshop_index.ask(question, ["6 of 10", "9 of 10", "10 of 10", "7 of 10"])
    assert answer.choice == "7 of 10", answer.trace
    assert cites(answer, where(workshop, CARD))


def test_a_number_said_with_another_keeps_its_own(workshop: RenderedVideo, workshop_index: Index):
    answer = workshop_index.ask(
        "In the bypass breakdown, how many drops did they manage that morning?",
        ["26 of 31", "31 of 31", "27 of 31", "2 of 31"],
    )
    assert answer.choice == "26 of 31", answer.trace
    assert cites(answer, where(workshop, DROPS))


def test_a_letter_names_the_room(workshop: RenderedVideo, workshop_index: Index):
    answer = workshop_index.ask(
        "Which room is the planning meeting held in?",
        ["Meeting Room A", "Meeting Room B", "Boardroom 2", "The depot canteen"],
    )
    assert answer.choice == "Meeting Room B", answer.trace
    assert cites(answer, where(workshop, ROOM))


@pytest.mark.parametrize(
    "question", ["What pressure does he pump the tyre to in the end?", "what psi did the tyre finally get"]
)
def test_a_number_repaired_after_an_aside_holds(workshop: RenderedVideo, workshop_index: Index, question):
    answer = workshop_index.ask(question, ["60 psi", "70 psi", "80 psi", "50 psi"])
    assert answer.choice == "70 psi", answer.trace
    assert cites(answer, where(workshop, PUMP))


def test_a_record_of_facts_is_no_count_of_what_it_does_not_name(workshop_index: Index):
    answer = workshop_index.ask("How many lanes does the Caddow Bridge have?")
    assert answer.abstained, answer.trace
