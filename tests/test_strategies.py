"""Every retrieval strategy on the rendered story (real speech, slides, ASR, OCR, spaCy graph):
speech-only and on-screen-only facts, order, counting, and the beginning and end of the video.
The tests assert which clips each answer cites.

Each strategy answers one question with the real embedded LLM (the `llm` tests; their replies are
cached in the index, so the trace, cache and `--explain` tests ask the same question again at no
cost). Every strategy and question kind is also asked with a scripted LLM whose replies are all
unusable: what a strategy cites then rests on its retrieval and fallbacks, not on the model, and
takes seconds where the real model takes minutes (Vgent's checks of every clip)."""

import json
import re
import subprocess
import sys

import pytest
from conftest import Opener, scene_of

from vidrag import Index
from vidrag.answer import Answer
from vidrag.retrieval import RETRIEVERS

QUESTIONS = {
    # question, choices, the scenes whose clips must be cited
    "speech": ("Who repairs the red bicycle every summer?", None, {1}),
    "screen": ("Which item is offered for sale on the sign?", None, {4}),
    "order": ("In what order are Bern and Cambridge mentioned?", None, {0, 5}),
    "counting": ("How many times is Albert Einstein mentioned?", ["1", "2", "3", "4"], {0, 3, 5}),
    "begin": ("Which city is mentioned at the beginning of the video?", None, {0}),
    "end": ("What is said at the end of the video?", None, {5}),
}
SPEECH_QUESTION = QUESTIONS["speech"][0]


def cited_scenes(answer: Answer) -> set[int]:
    # By a citation's middle: a sentence may start just before its scene ("Isaac" heard at 149.6 s,
    # "Newton wrote the Principia at Cambridge" in the scene from 150 s).
    return {scene_of((c.start + c.end) / 2) for c in answer.citations}


def assert_cites_the_right_clips(index: Index, strategy: str, kind: str) -> None:
    question, choices, scenes = QUESTIONS[kind]
    answer = index.ask(question, choices, strategy=strategy)
    assert answer.strategy == strategy
    cited = cited_scenes(answer)
    assert scenes <= cited or (kind == "counting" and len(scenes & cited) >= 2), (
        f"{strategy} cited scenes {sorted(cited)} for {kind!r}; trace: {json.dumps(answer.trace)[:1500]}"
    )
    assert answer.trace["strategy"] == strategy and "clips" in answer.trace
    assert answer.context_chars <= index.settings.retrieval.max_context_chars


# Vgent verifies each clip with the LLM's yes/no sub-questions and keeps the clips answered "yes"; the
# 0.5B model at times answers "yes" for a clip that does not say who and "no" for the one that does,
# depending on the transcript's exact wording and times. Its wh-questions ("Who repairs the bicycle every
# summer?"), the commonest cause, are no longer asked (vgent.reasoning.is_checkable). Its clip selection
# is checked with the scripted LLM below, where the replies are fixed.
_VGENT_SUBQUESTIONS = pytest.mark.xfail(
    reason="the 0.5B model may answer Vgent's sub-questions 'no' for the clip that answers them", strict=False
)


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.parametrize(
    "strategy", [pytest.param(s, marks=_VGENT_SUBQUESTIONS) if s == "vgent" else s for s in RETRIEVERS]
)
def test_strategy_cites_the_right_clips_with_the_embedded_llm(story_index: Index, strategy: str):
    assert_cites_the_right_clips(story_index, strategy, "speech")


@pytest.mark.parametrize("strategy", list(RETRIEVERS))
@pytest.mark.parametrize("kind", list(QUESTIONS))
def test_strategy_cites_the_right_clips_when_every_llm_reply_is_unusable(scripted: Opener, strategy: str, kind: str):
    index, _ = scripted({})  # every prompt gets "Sorry, I cannot help with that."
    assert_cites_the_right_clips(index, strategy, kind)


@pytest.mark.llm
@pytest.mark.slow
@pytest.mark.parametrize("strategy", ["naive", "vgent"])
def test_speech_and_screen_answers_are_right(story_index: Index, strategy: str):
    # The 0.5B model reads short answers best open-ended for speech and as options for the sign.
    assert "tom" in story_index.ask(SPEECH_QUESTION, strategy=strategy).answer.lower()
    screen = story_index.ask(
        QUESTIONS["screen"][0], ["a desk", "an apple", "a car", "a red bicycle"], strategy=strategy
    )
    assert screen.choice == "a red bicycle"


@pytest.mark.llm
@pytest.mark.slow
def test_vgent_trace_shows_keywords_subquestions_and_checks(story_index: Index):
    trace = story_index.ask(SPEECH_QUESTION, strategy="vgent").trace
    assert trace["keywords"] and trace["subqueries"]
    assert trace["checks"] and all(len(c["answers"]) == len(trace["subqueries"]) for c in trace["checks"])
    assert trace["llm_calls"] >= 3


@pytest.mark.llm
@pytest.mark.slow
def test_mg2_trace_shows_seeds(story_index: Index):
    trace = story_index.ask("What did Isaac Newton write?", strategy="mg2").trace
    assert trace["seeds"] and any(label.startswith("entity") for label, _ in trace["seeds"])


@pytest.mark.llm
@pytest.mark.slow
def test_repeated_questions_come_from_the_llm_cache(story_index: Index):
    story_index.ask(SPEECH_QUESTION, strategy="vgent")
    hits = story_index.llm.hits
    story_index.ask(SPEECH_QUESTION, strategy="vgent")
    assert story_index.llm.hits > hits


@pytest.mark.llm
@pytest.mark.slow
def test_ask_explain_prints_the_trace(story_index: Index):
    result = subprocess.run(
        [sys.executable, "-m", "vidrag.cli", "ask", SPEECH_QUESTION, "--strategy", "vgent",
         "--explain", "--index", str(story_index.path)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    steps = set(re.findall(r"^[├└]── (\w+)", result.stdout, flags=re.M))  # the trace's top-level branches
    assert {"subqueries", "keywords", "clips"} <= steps, result.stdout
