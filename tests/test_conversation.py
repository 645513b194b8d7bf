"""Follow-up questions (reasoning/conversation.py): rewritten from the conversation by rules, the
LLM only where the rules cannot, and every ordinary question of the viewers set left as it is."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from fakes import ScriptedLLM

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
    ],
)  # fmt: skip
def test_a_follow_up_is_rewritten_by_rules(first: str, answer: str, followup: str, standalone: str):
    result = rewrite(followup, [Turn(first, answer)])
    assert (result.asked_as, result.how) == (standalone, "rules")


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


def test_a_conversation_exports_as_markdown_with_its_citations():
    cite = {"label": "[standup.mp4 01:10-01:25]", "snippets": ["Tessary Hosting, because of weekend support"]}
    text = markdown("Launch", [Turn("Which vendor?", "Tessary Hosting", "Which vendor?", [cite]),
                               Turn("why it?", "Weekend support", "Why Tessary Hosting?", [])])  # fmt: skip
    assert text.startswith("# Launch\n") and "## 2. why it?\n*asked as: Why Tessary Hosting?*" in text
    assert "- [standup.mp4 01:10-01:25]: Tessary Hosting, because of weekend support" in text
