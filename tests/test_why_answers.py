"""Why-questions on a rendered baking video (espeak-ng speech, slides) with the real embedded models:
the answer is the cause the video states, linked to what the question asks about, in several
wordings that must get the same answer, and cited where it is said. Its own video: a scene added
to another test's video changes how ASR hears the scenes beside it."""

import pytest
from conftest import cites, rendered_and_indexed

from vidrag import Index
from vidrag.answer.causes import CauseReader, _said_in, cause_focus
from vidrag.config import SPACY_MODEL
from vidrag.graph.rules import load_spacy
from vidrag.retrieval.temporal import asks_cause
from vidrag.testing.render import RenderedVideo, Scene

WELCOME = Scene("Welcome back to my kitchen. Today we bake a simple white bread.", "Simple white bread", 10)
# Another cause in the same video: the one linked to the question must win.
WATER = Scene("I use cold water, so the dough rises slowly overnight.", "Cold water", 10)
MORNING = Scene(
    "I always bake the bread in the morning, because the kitchen gets too hot in the afternoon.", "Bake early", 12
)
# The reason in the middle of a sentence that also says what else is kept in the cellar: the
# rice's words are in the moment, but they are no reason.
CELLAR = Scene(
    "We keep the rice in the cellar, and because the shelf is damp, the tea goes in the cellar too.",
    "Storage",
    12,
)
OVEN = Scene("The oven is set to two hundred degrees for forty minutes.", "Oven: 200 degrees", 10)


baking, baking_index = rendered_and_indexed("baking", [WELCOME, WATER, MORNING, CELLAR, OVEN])


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.parametrize(
    "question",
    [
        "Why does she bake the bread in the morning?",
        "How come the bread is baked in the morning?",
        "what's the reason for baking in the morning",
    ],
)
def test_a_why_question_is_answered_by_the_cause_the_video_states(
    baking: RenderedVideo, baking_index: Index, question: str
):
    answer = baking_index.ask(question)
    # the clause after "because", not the act restated nor the other cause ("so the dough rises slowly")
    assert answer.answer == "The kitchen gets too hot in the afternoon."
    assert answer.trace["answered_by"] == "stated cause (because)"
    assert cites(answer, baking.placed(MORNING)[0])


@pytest.mark.llm
@pytest.mark.slow
def test_a_misspelt_question_is_answered_as_spelt_right(baking: RenderedVideo, baking_index: Index):
    """ "mornign" is put right before the question is read; the answer keeps the question as typed."""
    answer = baking_index.ask("why does she bake the bread in the mornign")
    assert answer.trace["spelling"] == {"mornign": "morning"}
    assert answer.asked == "why does she bake the bread in the mornign"
    assert answer.answer == "The kitchen gets too hot in the afternoon."
    assert cites(answer, baking.placed(MORNING)[0])


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.parametrize(
    "question", ["Why does the tea go in the cellar?", "What's the reason the tea is kept in the cellar?"]
)
def test_a_why_questions_options_are_read_against_the_cause_alone(
    baking: RenderedVideo, baking_index: Index, question: str
):
    options = ["The rice is in the cellar", "The shelf is damp", "The cellar is colder", "The tea is heavy"]
    answer = baking_index.ask(question, options)
    assert answer.choice == "The shelf is damp"  # the rice is said in the same sentence, as no reason
    assert answer.trace["reading"] == "stated cause"
    assert cites(answer, baking.placed(CELLAR)[0])


@pytest.mark.parametrize(
    ("question", "focus"),
    [
        ("Why does she add mustard?", "does she add mustard"),
        ("How come the bread is baked in the morning?", "the bread is baked in the morning"),
        ("What reason does she give for jumping to search early?", "for jumping to search early"),
        ("What was causing the chain to drop?", "the chain to drop"),
        ("What held up a decision on the dog park?", "a decision on the dog park"),
        ("What's the semolina for?", "the semolina"),
        ("reason wilf jumped the queue", "wilf jumped the queue"),  # typed as a search
        ("reason given for a paper ballot?", "a paper ballot"),
        ("whats the reason the chain went first", "the chain went first"),
        (
            "what's the point of staggering your breathing on the long notes",
            "staggering your breathing on the long notes",
        ),
        ("She moved the story on four years. What for?", "She moved the story on four years."),
        ("what does della put the cold spot in the attic down to", "the cold spot in the attic"),
        ("old wreck string hauled first - reason", "old wreck string hauled first"),  # the reason asked last
        ("adaeze invigilating - the reason behind it", "adaeze invigilating"),
        # asked with a causing verb after a sentence that sets it up
        (
            "On the order sheet the arch is fourth. What forced Clemency to do it first thing?",
            "On the order sheet the arch is fourth. Clemency to do it first thing",
        ),
        ("What's behind the rule that no tea goes near the layouts?", "the rule that no tea goes near the layouts"),
        ("Cash floats counted at the very end - what's behind that?", "Cash floats counted at the very end"),
        ("what put the arch at the top of the day's jobs", "the arch at the top of the day's jobs"),
        ("Reason the gate always shuts last?", "the gate always shuts last"),
        ("The gate stayed shut until noon. What was the hold-up?", "The gate stayed shut until noon."),
        ("They were next after Peggy. What was the hurry?", "They were next after Peggy."),
        ("what was the rush to get the general waste skip out first", "to get the general waste skip out first"),
        ("Why the rush to get the grown-ups graded by midday?", "to get the grown-ups graded by midday"),
        (
            "The straw had to be at the bottom of Church Hill early. Why the hurry?",
            "The straw had to be at the bottom of Church Hill early.",
        ),
        ("what was the 4th floor guy's excuse for staying at his desk", "staying at his desk"),
        ("The drone was tried last. Why the wait?", "The drone was tried last. the wait"),  # a wait is told: "I waited"
        # a clause setting the plan against what was done is no part of what is asked about
        ("why bail the duck before anything else when the survey was job one", "bail the duck before anything else"),
        ("Why were the adults graded third, though the sheet listed them last?", "were the adults graded third"),
        # who told it is no part of what is asked about
        ("Mags said the raffle went round late on purpose. Why?", "the raffle went round late on purpose."),
        (
            "Ravi said the posters couldn't go up any earlier. What held them up?",
            "the posters couldn't go up any earlier.",
        ),
        # the reason asked as what doing otherwise would bring, or as the idea behind it
        (
            "Dee wouldn't leave the hatch for later. What would go wrong if you added it afterwards?",
            "Dee wouldn't leave the hatch for later. if you added it afterwards",
        ),
        ("Collecting tins went round last of all. What was the idea?", "Collecting tins went round last of all."),
        # "how so?" after what it asks of; a hurry that is someone's; what something is for; what stood in the way
        ("Paint off before any of the other jobs: how so?", "Paint off before any of the other jobs"),
        ("What was Hilary's hurry to ring the vicar?", "to ring the vicar"),
        ("The gap left between the gripper rods - what's it for?", "The gap left between the gripper rods"),
        (
            "Owen couldn't check the wall straight after the pumping. What was in the way?",
            "Owen couldn't check the wall straight after the pumping.",
        ),
        (
            "Carl said the cloth couldn't go over the statue earlier. What was it waiting for?",
            "the cloth couldn't go over the statue earlier.",
        ),
        (
            "Sandra wouldn't fill a join until the slates were true. What was her argument?",
            "Sandra wouldn't fill a join until the slates were true.",
        ),
    ],
)
def test_a_question_asking_for_a_cause_is_read_for_what_it_asks_about(question: str, focus: str):
    assert asks_cause(question) and cause_focus(question) == focus


@pytest.mark.parametrize(
    "question",
    [
        "How did the fox get onto the island?",
        "What did she add to the sauce?",
        "When is the break?",
        "What point did she make about the budget?",
        "At what point does the tide turn?",
        "What did she pay for?",
        "What did he put the bread down on?",
        "What is behind the shed?",  # a place
        "What did she put in the box?",
        "What was the rush hour like?",
        "What is in the way of the lorry?",
        "What was the argument about?",
    ],
)
def test_a_question_asking_no_cause_is_left_to_the_other_readings(question: str):
    assert not asks_cause(question)


def test_without_the_parser_a_why_question_is_answered_as_any_other(caplog: pytest.LogCaptureFixture):
    reader = CauseReader("no_such_spacy_pipeline")
    assert reader.find("Why does she add mustard?", None, None) is None  # type: ignore[arg-type]  # read before either is used
    assert "read without their stated causes" in caplog.text


@pytest.mark.parametrize(
    ("sentence", "cause"),
    [
        # a reason given after what it explains goes on through a clause joined to it
        (
            "I did the noise test first, because my flatmate was away for the weekend, and I could be as loud as I liked.",
            "my flatmate was away for the weekend, and I could be as loud as I liked.",
        ),
        # given first, it ends at its comma: what follows is what it explains
        ("Because the shelf is damp, the tea goes in the cellar, and the rice stays upstairs.", "the shelf is damp"),
        # opening a sentence cut from what it explains, it goes on through a clause joined by "and"
        (
            "because two stallholders wouldn't come until they knew the cost, and nobody would talk about anything else.",
            "two stallholders wouldn't come until they knew the cost, and nobody would talk about anything else.",
        ),
        # a clause describing its subject between commas is an aside: the reason goes on past it
        (
            "It had to wait, because the woman, who sprays for wasps, will only do an empty loft, and ours is full.",
            "the woman, who sprays for wasps, will only do an empty loft, and ours is full.",
        ),
        # and through what would happen otherwise
        (
            "It went on last, because the varnish needs a day to dry, or the dust sticks to it.",
            "the varnish needs a day to dry, or the dust sticks to it.",
        ),
        # and through what could not be done otherwise, to the sentence's end
        (
            "Number three came first, because the rest is done on bare boards, you can't sand a step, fill a gap or fix"
            " a nosing through carpet.",
            "the rest is done on bare boards, you can't sand a step, fill a gap or fix a nosing through carpet.",
        ),
        # given after what it explains, it goes on through clauses that say when it holds
        (
            "They went round last, because people give when they're happy, after they've seen the show, not before.",
            "people give when they're happy, after they've seen the show, not before.",
        ),
    ],
)
def test_a_reason_runs_as_far_as_the_sentence_gives_it(sentence: str, cause: str):
    assert cause in [said.cause for said in _said_in(load_spacy(SPACY_MODEL)(sentence))]


def test_a_sentence_opening_so_comma_is_explained_by_the_one_before():
    """ "... until that wheel is built. So, wheel first.": the result, its cause said before it; so is what
    someone does next ("So, we start outside the hall instead"), but not an instruction or a question."""
    nlp = load_spacy(SPACY_MODEL)
    said = list(_said_in(nlp("So, wheel first.")))
    assert [(s.effect, s.cause_before) for s in said] == [("wheel first.", True)]
    said = list(_said_in(nlp("So, we start outside the hall instead, with the bag tables in the corridor.")))
    assert [s.cause_before for s in said] == [True]
    assert not list(_said_in(nlp("I think so, but ask Tamsin.")))
    assert not list(_said_in(nlp("So, a quarter turn and try every gear.")))
    assert not list(_said_in(nlp("So, what do we do now?")))
    # a "So" with no verb after it is a result too, its verb cut off into the next segment; "So what?" asks
    said = list(_said_in(nlp("So the kayaks, last on the list.")))
    assert [(s.effect, s.cause_before) for s in said] == [("the kayaks, last on the list.", True)]
    assert not list(_said_in(nlp("So what?")))


def test_the_as_of_a_comparison_gives_no_reason():
    """ "as simple as I'm making it" compares; "as I was late" would give a reason."""
    assert not list(_said_in(load_spacy(SPACY_MODEL)("That's not as simple as I'm making it, boss.")))
    assert [said.cause for said in _said_in(load_spacy(SPACY_MODEL)("We left early, as the road was shut."))] == [
        "the road was shut."
    ]
