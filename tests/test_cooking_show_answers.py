"""Questions worded the way people ask them, on a rendered cooking show (espeak-ng speech, slides)
with the real embedded models: a banner naming the dish on every slide, a shopping list whose order
is not the cooking order, a simmering time repaired by its number alone, and a closing teaser for
next week's dish; each asked in several wordings that must get the same answer."""

import pytest
from conftest import cites, rendered_and_indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene

pytestmark = [pytest.mark.llm, pytest.mark.slow]

# On every slide: a banner shown on most of the video names the carrots nowhere in particular.
BANNER = "Pan and Pot - carrot and lentil soup"
INTRO = Scene(
    "Hello and welcome to Pan and Pot. Tonight I am making a warming soup for a cold evening.",
    f"Pan and Pot\nTonight: carrot and lentil soup\n{BANNER}",
    12,
)
SHOPPING = Scene(
    "Here is the shopping list. Everything came from the corner shop.",
    f"Shopping list\nCarrots\nRed lentils\nHazelnuts\nLeeks\n{BANNER}",
    12,
)
HAZELNUTS = Scene(
    "I always start with the hazelnuts. Toast them in a dry pan, then leave them to cool.",
    f"Step 1: toast the hazelnuts\nDry pan, 5 minutes\n{BANNER}",
    14,
)
CARROTS = Scene(
    "Now the carrots. Peel them, chop them small, and into the big pot with a little oil.",
    f"Step 2: the carrots\nPeeled and chopped\n{BANNER}",
    14,
)
LENTILS = Scene(
    "The lentils go in next, with a litre of stock. Rinse them well first.",
    f"Step 3: the lentils\n1 litre of stock\n{BANNER}",
    14,
)
# The time said first is taken back; the one that holds is said as a number alone.
SIMMER = Scene(
    "Lid on, and let it bubble away for thirty minutes. Actually, no. Let's make it twenty.",
    f"Simmer\nLid on, low heat\n{BANNER}",
    14,
)
LEEKS = Scene(
    "While it simmers, the leeks get a quick fry for the topping, with the chopped hazelnuts.",
    f"Step 4: the topping\nLeeks and hazelnuts\n{BANNER}",
    14,
)
TASTE = Scene(
    "A spoonful to taste. Lovely and thick. Soup and topping together, and it is ready.",
    f"Serve\nSoup with leek topping\n{BANNER}",
    12,
)
TEASER = Scene(
    "Next week on Pan and Pot, a rhubarb crumble. See you then.", f"Next week\nRhubarb crumble\n{BANNER}", 10
)
SHOW = [INTRO, SHOPPING, HAZELNUTS, CARROTS, LENTILS, SIMMER, LEEKS, TASTE, TEASER]


show, show_index = rendered_and_indexed("show", SHOW)


@pytest.mark.parametrize(
    "question",
    [
        "Which ingredient did he cook first?",
        "What went into a pan before anything else?",
        "Very first thing to get cooked - which one was it?",
    ],
)
def test_the_first_thing_cooked_is_not_the_one_a_banner_or_a_list_names_first(
    show: RenderedVideo, show_index: Index, question: str
):
    answer = show_index.ask(question, ["the carrots", "the red lentils", "the hazelnuts", "the leeks"])
    assert answer.choice == "the hazelnuts", answer.trace.get("options")
    assert cites(answer, where(show, HAZELNUTS))


@pytest.mark.parametrize(
    "question",
    [
        "How long does the soup simmer in the end?",
        "He changes his mind about how long it simmers. What does he settle on?",
    ],
)
def test_a_repair_stated_by_its_number_alone_takes_the_unit_of_the_slip(
    show: RenderedVideo, show_index: Index, question: str
):
    answer = show_index.ask(question, ["30 minutes", "20 minutes", "10 minutes", "45 minutes"])
    assert answer.choice == "20 minutes", answer.trace.get("options")
    assert cites(answer, where(show, SIMMER))


@pytest.mark.parametrize(
    "question",
    ["Which dish is this show about?", "What kind of recipe is this episode?", "In a nutshell, what is cooked here?"],
)
def test_the_dish_of_the_show_is_the_one_its_words_run_through_not_the_teaser(show_index: Index, question: str):
    options = [
        "a rhubarb crumble for next week",
        "a carrot and lentil soup with a leek and hazelnut topping",
        "a hazelnut cake",
        "a guide to the corner shop",
    ]
    answer = show_index.ask(question, options)
    assert answer.trace["question"]["kind"] == "summary"
    assert answer.choice == "a carrot and lentil soup with a leek and hazelnut topping", answer.trace.get("options")


@pytest.mark.parametrize("question", ["What will next week's episode be about?", "What's on the next show?"])
def test_the_next_episode_is_the_one_the_closing_teaser_names(show: RenderedVideo, show_index: Index, question: str):
    options = ["a carrot and lentil soup", "a rhubarb crumble", "hazelnut biscuits", "a leek and potato pie"]
    answer = show_index.ask(question, options)
    assert answer.trace["question"]["position"] == "end"
    assert answer.choice == "a rhubarb crumble", answer.trace.get("options")
    assert cites(answer, where(show, TEASER))
