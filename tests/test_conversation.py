"""Follow-up questions (reasoning/conversation.py): rewritten from the conversation by rules, the
LLM only where the rules cannot, and every ordinary question of the viewers set left as it is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fakes import ScriptedLLM

from vidrag.answer.engine import UNSUPPORTED
from vidrag.llm.steps import LLMSteps
from vidrag.reasoning.conversation import REWRITE_PROMPT, Turn, markdown, rewrite

VIEWERS = Path(__file__).resolve().parents[1] / "datasets" / "viewers"


@pytest.mark.parametrize(
    ("first", "answer", "followup", "standalone"),
    [
        ("When does the keynote start?", "At 9:00.", "and when does it end?", "When does the keynote end?"),
        ("What is the first item on the agenda?", "The testing report.", "what about the second one?",
         "What is the second item on the agenda?"),
        ("Who leads the launch?", "Marta.", "And by when must the laptops be encrypted?",
         "By when must the laptops be encrypted?"),
        ("Which tool is shown at the start?", "Brightloom Photo", "who presented it?", "Who presented Brightloom Photo?"),
        ("Who accepted the job offer?", "Lena Vosk", "And when does she start?", "When does Lena Vosk start?"),
        ("Who recommended the cheese farm?", "Magda", "How many wheels of cheese does it make a day?",
         "How many wheels of cheese does the cheese farm make a day?"),
        ("How much does the first hosting vendor on the slide charge?", "$2,400", "and the second one?",
         "How much does the second hosting vendor on the slide charge?"),
        ("What does the speaker say when the timer reaches thirty seconds?", "apple", "What about forty seconds?",
         "What does the speaker say when the timer reaches forty seconds?"),
        ("How much is the first accessory on the list?", "$20", "What about the second one?",
         "How much is the second accessory on the list?"),
        ("How heavy is the bike?", "19.4 kg", "How long does folding it take?", "How long does folding the bike take?"),
        # an answer in a sentence: the phrase it adds to the question, best one of the kind asked for
        ("Which preset does he apply?", "He applies the Harbor Fog preset.", "What does he do right after removing it?",
         "What does he do right after removing the Harbor Fog preset?"),
        ("What dish is cooked in this episode?", "The dish cooked in this episode is cider-braised chicken.",
         "How many people does it serve?", "How many people does cider-braised chicken serve?"),
        ("Which module are most of the failing tests in?", "Most of them are in the invoice export module.",
         "Who will be fixing it?", "Who will be fixing the invoice export module?"),
        ("Which competing bike does she say is lighter?", "She says the Brinemoor Flex is lighter.",
         "What does it cost?", "What does the Brinemoor Flex cost?"),
        # a value answers nothing "it" could be: the previous question's topic (a main verb tagged as a noun aside)
        ("How much does the bike cost at the launch price?", "$1,499", "By when do you have to buy to get it?",
         "By when do you have to buy to get the bike?"),
        ("Who has to update the budget sheet?", "Hugo Brannick", "And by when must he do that?",
         "By when must Hugo Brannick update the budget sheet?"),
    ],
)  # fmt: skip
def test_a_follow_up_is_rewritten_by_rules(first: str, answer: str, followup: str, standalone: str):
    result = rewrite(followup, [Turn(first, answer)])
    assert (result.asked_as, result.how) == (standalone, "rules")


# datasets/viewers/followups-more.json: pairs written apart from followups.json, in other words, to
# check that the rules are not fitted to that set's wording; the first turn answered as the set's reference.
MORE = {
    "fm-01": ("Ardlow", "What altitude is Ardlow at?"),
    "fm-02": ("5 hours 40 minutes", "Why did she move the Falcon Ridge hike to the first day?"),
    "fm-03": ("His sister Ines", "How many megapixels is the lighthouse photo?"),
    "fm-04": ("About 12 seconds", "How long did a batch export of 40 photos take?"),
    "fm-05": ("19.4 kg", "How far did she get on the bike in her own range test?"),
    "fm-06": ("Spokehouse, on Brindle Lane", "How long had she been riding the test bike when she made the review?"),
    "fm-07": ("Hugo Brannick", "By when does Hugo Brannick have to update the budget sheet?"),
    "fm-08": ("7 g", "How many days after hatching can a chick fly?"),
    "fm-09": ("35 minutes, with the lid on", "How long is the chicken left skin side down?"),
    "fm-10": ("Magda", "Why is the cheese farm's cheese aged in a cave?"),
}


@pytest.mark.parametrize("pair", json.loads((VIEWERS / "followups-more.json").read_text(encoding="utf-8")),
                         ids=lambda pair: pair["id"])  # fmt: skip
def test_follow_ups_in_other_words_are_rewritten_too(pair: dict):
    answer, standalone = MORE[pair["id"]]
    assert rewrite(pair["question"], [Turn(pair["first"], answer)]).asked_as == standalone


def test_a_value_or_a_quotation_names_nothing_it_could_stand_for():
    """ "it" after a value (or the engine's quotation of the video, when it had no supported answer)
    is the question's topic, or, with none, left to the LLM."""
    question = "Which app does he edit the photo in?"
    quoted = f"{UNSUPPORTED}; the closest is “In this tutorial we edit one photo.” [tutorial.mp4 00:11-00:16]."
    assert rewrite("How much is its Pro plan?", [Turn(question, quoted)]).how == "unresolved"
    older = "“In this tutorial we edit one photo.” ([tutorial.mp4 00:11-00:16]; no support, so they are quoted)"
    assert rewrite("How much is its Pro plan?", [Turn(question, older)]).how == "unresolved"
    assert rewrite("How much is its Pro plan?", [Turn(question, "Brightloom Photo.")]).asked_as == (
        "How much is Brightloom Photo's Pro plan?"
    )
    assert rewrite("And how big is it?", [Turn("Which zone is the nest in?", "Zone B, the dunes")]).asked_as == (
        "How big is Zone B, the dunes?"
    )
    assert rewrite("And who set it?", [Turn("What is the final launch date?", "21 February")]).asked_as == (
        "Who set the final launch date?"
    )


def test_a_pronoun_that_could_stand_for_either_phrase_keeps_the_other_reading():
    """ "it" takes the previous question's topic first, and its other phrase of the same number as a
    second reading, which the asker tries when the first finds no answer."""
    result = rewrite(
        "By when do you have to buy to get it?", [Turn("How much does the bike cost at the launch price?", "$1,499")]
    )
    assert result.others == ("By when do you have to buy to get the launch price?",)
    result = rewrite("And when does it end?", [Turn("When does the keynote start?", "9:00")])
    assert result.others == ()


@pytest.mark.timeout(60)
@pytest.mark.parametrize("followup", ["and the price of it?", "and its colour?", "the size of it then"])
def test_a_follow_up_without_a_verb_ends(followup: str):
    """A pronoun whose phrase has no verb above it (its clause is the question's root noun) is read,
    not climbed after forever; what the rules cannot place goes to the LLM."""
    llm = ScriptedLLM({}, otherwise="What does the Quill Fold cost?")
    result = rewrite(followup, [Turn("Which bike does she review?", "The Quill Fold")], LLMSteps(llm, retries=0))
    assert result.how in ("rules", "llm"), result


def test_he_or_she_without_an_opener_is_left_to_mean_the_presenter():
    turns = [Turn("Who found the seat post too short?", "Her neighbour Osric")]
    assert rewrite("What happened after she emailed support?", turns).how == "standalone"


def test_ordinary_questions_and_their_paraphrases_are_not_rewritten(tmp_path: Path):
    """Each question of the viewers set (paraphrases included), asked after the one before it on the
    same video, passes through unchanged."""
    subprocess.run([sys.executable, str(VIEWERS / "render.py"), str(tmp_path), "--questions-only"], check=True,
                   capture_output=True)  # fmt: skip
    records = json.loads((tmp_path / "questions.json").read_text(encoding="utf-8"))
    asked = 0
    for before, record in zip(records, records[1:], strict=False):
        if before["video"] == record["video"]:
            asked += 1
            assert (
                rewrite(record["question"], [Turn(before["question"], before["answer"])]).asked_as == record["question"]
            )
    assert asked > 200


def test_the_llm_is_asked_once_only_where_the_rules_cannot():
    llm = ScriptedLLM({}, otherwise="How much is the Pro plan per month?")
    turns = [Turn("How much is the Pro plan if you pay for a whole year?", "$100")]
    result = rewrite("what about per month?", turns, LLMSteps(llm, retries=0))
    assert (result.asked_as, result.how) == ("How much is the Pro plan per month?", "llm")
    assert llm.prompts == [
        REWRITE_PROMPT.format(
            turns="User: How much is the Pro plan if you pay for a whole year?\nAssistant: $100",
            question="what about per month?",
        )
    ]
    rewrite("and when does it end?", [Turn("When does the keynote start?", "9:00")], LLMSteps(llm, retries=0))
    assert len(llm.prompts) == 1  # resolved by the rules


def test_without_the_spacy_pipeline_the_llm_rewrites_each_follow_up(caplog: pytest.LogCaptureFixture):
    """An install without the spaCy model (an index whose graph the LLM extracts) still answers follow-ups."""
    llm = ScriptedLLM({}, otherwise="When does the keynote end?")
    turns = [Turn("When does the keynote start?", "9:00")]
    result = rewrite("and when does it end?", turns, LLMSteps(llm, retries=0), spacy_model="no_such_spacy_model")
    assert (result.asked_as, result.how) == ("When does the keynote end?", "llm")
    assert "rewritten by the LLM alone" in caplog.text and "no_such_spacy_model" in caplog.text


def test_a_conversation_exports_as_markdown_with_its_citations():
    cite = {"label": "[standup.mp4 01:10-01:25]", "snippets": ["Tessary Hosting, because of weekend support"]}
    text = markdown("Launch", [Turn("Which vendor?", "Tessary Hosting", "Which vendor?", [cite]),
                               Turn("why it?", "Weekend support", "Why Tessary Hosting?", [])])  # fmt: skip
    assert text.startswith("# Launch\n") and "## 2. why it?\n*asked as: Why Tessary Hosting?*" in text
    assert "- [standup.mp4 01:10-01:25]: Tessary Hosting, because of weekend support" in text
