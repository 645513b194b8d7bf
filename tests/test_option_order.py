"""A rendered bike-workshop video asked with the real embedded models: an option is stated where its
words stand together, in its order, not where they are only all present. "Loyalty card: 7 of 10
stamps" states "7 of 10", not "10 of 10" (and a count of the times a card is named, which no option
holds, is no reading of "how many stamps are on her card"); "26 out of 31 drops, the last 2 by 2 pm"
states "26 of 31", not "2 of 31"; "Meeting Room B" is not "Meeting Room A". A number repaired after an
aside ("sixty psi. Actually, no, hang on. You ride with heavy panniers, don't you? Then seventy.") is
the repair's; a bridge's facts, label by label, are not a list of its lanes."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

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


workshop, workshop_index = rendered_and_indexed("workshop", WORKSHOP)


STAMPS = ["6 of 10", "9 of 10", "10 of 10", "7 of 10"]
DROPS_MANAGED = ["26 of 31", "31 of 31", "27 of 31", "2 of 31"]
ROOMS = ["Meeting Room A", "Meeting Room B", "Boardroom 2", "The depot canteen"]
PRESSURES = ["60 psi", "70 psi", "80 psi", "50 psi"]


@pytest.mark.parametrize(
    ("question", "choices", "right", "scene"),
    [
        # a value shown is read in its order, not counted as the times a card is named
        ("How many stamps are on her loyalty card?", STAMPS, "7 of 10", CARD),
        ("how many stamps has the customer's card got so far", STAMPS, "7 of 10", CARD),
        # a number said beside another keeps its own
        ("In the bypass breakdown, how many drops did they manage that morning?", DROPS_MANAGED, "26 of 31", DROPS),
        ("Which room is the planning meeting held in?", ROOMS, "Meeting Room B", ROOM),  # a letter names the room
        # a number repaired after an aside holds
        ("What pressure does he pump the tyre to in the end?", PRESSURES, "70 psi", PUMP),
        ("what psi did the tyre finally get", PRESSURES, "70 psi", PUMP),
    ],
)
def test_an_option_is_stated_where_its_words_stand_in_order(
    workshop: RenderedVideo, workshop_index: Index, question: str, choices: list[str], right: str, scene: Scene
):
    answer = workshop_index.ask(question, choices)
    assert answer.choice == right, answer.trace
    assert cites(answer, where(workshop, scene))


def test_a_record_of_facts_is_no_count_of_what_it_does_not_name(workshop_index: Index):
    answer = workshop_index.ask("How many lanes does the Caddow Bridge have?")
    assert answer.abstained, answer.trace
