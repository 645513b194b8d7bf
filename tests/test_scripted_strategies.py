"""What each LLM strategy does with the replies it gets, on the rendered story.

A scripted LLM (tests/fakes.py) stands in for the model, and everything else is real: speech,
slides, ASR, OCR, the embedder, the graph and the store. Each test pins what a strategy does with
a reply: an unusable one at every step (the fallbacks), a chosen route, or checks that confirm
one clip and deny the others.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import numpy as np
import pytest
from conftest import Opener, scene_of
from fakes import ScriptedLLM

from vidrag import Index
from vidrag.config import EmbeddingSettings
from vidrag.embedding import Embedder, make_embedder
from vidrag.errors import ConfigError
from vidrag.retrieval.base import Retrieval

SPEECH_QUESTION = "Who repairs the red bicycle every summer?"  # stated in scene 1 only
ROUTE = "Classify how hard"  # a fragment of each prompt a rule answers (retrieval/<paper>/prompts.py)
REWRITE = "Rewrite a question about a video"
FILTER = "Which clips contain information relevant"
VERIFY = "Answer each question about one video clip"


def scenes(retrieval: Retrieval) -> list[int]:
    return [scene_of(e.clip.start) for e in retrieval.evidence]


def number_of_clip_holding(text: str) -> Callable[[str], dict[str, list[int]]]:
    """A relevance-filter reply naming the numbered clip of the prompt whose line holds ``text``."""

    def reply(prompt: str) -> dict[str, list[int]]:
        # Each clip is listed as "N. [video start-end]" and its lines, up to the next number.
        listed = re.findall(r"^(\d+)\. (.*?)(?=^\d+\. |\Z)", prompt, flags=re.M | re.S)
        return {"relevant": [int(n) for n, clip in listed if text in clip]}

    return reply


FALLBACKS = {
    # strategy: the steps whose fallback the trace must name when no reply is usable
    "video-rag": {"decouple"},
    "vgent": {"keywords", "subqueries", "refinement"},
    "vig-rag": {"keywords"},
    "ada": {"route", "rewrite", "relevance filter"},
}


@pytest.mark.parametrize("strategy", list(FALLBACKS))
def test_unusable_replies_make_every_step_fall_back_and_the_clip_is_still_found(scripted: Opener, strategy: str):
    index, _ = scripted({})  # every prompt gets "Sorry, I cannot help with that."
    retrieval = index.retrieve(SPEECH_QUESTION, strategy=strategy)
    assert FALLBACKS[strategy] <= set(retrieval.trace["fallbacks"]), retrieval.trace["fallbacks"]
    assert scenes(retrieval)[0] == 1, retrieval.trace["clips"]
    assert retrieval.llm_calls >= len(FALLBACKS[strategy])


def test_video_rag_without_requests_searches_with_the_question_alone(scripted: Opener):
    index, _ = scripted({})
    trace = index.retrieve(SPEECH_QUESTION, strategy="video-rag").trace
    assert trace["requests"] == {"ASR": None, "DET": [], "TYPE": []}
    assert trace["queries"] == {"speech": [SPEECH_QUESTION], "screen": [SPEECH_QUESTION]}


def test_vgent_without_keywords_checks_the_presence_of_the_questions_own_terms(scripted: Opener):
    index, _ = scripted({})
    trace = index.retrieve(SPEECH_QUESTION, strategy="vgent").trace
    keywords = trace["keywords"]
    assert keywords and all(k.lower() in SPEECH_QUESTION.lower() for k in keywords)
    assert trace["subqueries"] == [f"Does the clip show or mention {k}?" for k in keywords[:3]]


def test_vgent_keeps_only_the_clips_whose_checks_answer_yes(scripted: Opener):
    index, _ = scripted({
        "[keywords]": {"keywords": ["red bicycle"], "multiple": "no", "time": "none", "tool": "none",
                       "candidates_necessary": "no", "global": "no"},
        "break it down into several sub-questions": {"subqueries": ["Does the clip say who repairs the red bicycle?"]},
        VERIFY: lambda prompt: {"answers": ["yes" if "Tom repairs" in prompt else "no"]},
    })  # fmt: skip
    retrieval = index.retrieve(SPEECH_QUESTION, strategy="vgent")
    checks = retrieval.trace["checks"]
    assert len(checks) >= 2, checks  # the sign of scene 4 ("Red bicycle for sale") is checked too
    assert [c["positive"] for c in checks].count(True) == 1
    assert scenes(retrieval) == [1]
    assert "refinement" not in retrieval.trace["fallbacks"]


def test_vig_rag_keeps_the_top_group_of_its_hybrid_scores(scripted: Opener):
    index, _ = scripted({
        "Extract the explicit semantic components": {"high_level": ["award"], "low_level": ["Albert Einstein", "Nobel Prize"]},
    })  # fmt: skip
    retrieval = index.retrieve("What did Albert Einstein win?", strategy="vig-rag")
    trace = retrieval.trace
    # A low-level keyword the question does not name ("Nobel Prize") is dropped as ungrounded.
    assert trace["refined_query"] == "What did Albert Einstein win? Albert Einstein award"
    score = {int(c): v["score"] for c, v in trace["candidates"].items()}
    kept = [e.clip.id for e in retrieval.evidence]
    # The mixture's top component: every kept clip outscores every dropped one, best first.
    assert trace["gmm"]["kept"] == len(kept) < len(score)
    assert min(score[c] for c in kept) > max(score[c] for c in score if c not in kept)
    assert [score[c] for c in kept] == sorted((score[c] for c in kept), reverse=True)
    assert 3 in scenes(retrieval)  # "Einstein won the Nobel Prize in Physics in 1921."
    assert any(note.endswith("high-level award; low-level Albert Einstein") for note in retrieval.notes)


def test_ada_level_1_reads_clips_sampled_evenly_and_asks_nothing_else(scripted: Opener, story_index: Index):
    ada = story_index.settings.retrieval.ada.model_copy(update={"sampled_clips": 3})
    index, llm = scripted({ROUTE: {"level": 1, "reason": "a fact stated once"}}, ada=ada)
    retrieval = index.retrieve(SPEECH_QUESTION, strategy="ada")
    assert retrieval.trace["level"] == 1 and retrieval.trace["level_reason"] == "a fact stated once"
    assert scenes(retrieval) == [0, 2, 5]  # first, middle and last of the six clips
    assert all(e.reasons == ["evenly sampled (level 1)"] for e in retrieval.evidence)
    assert len(llm.prompts) == 1 and llm.asked(ROUTE) == 1


def test_ada_level_2_searches_its_rewrites_and_keeps_what_the_filter_judges_relevant(scripted: Opener):
    rewrite = {
        "caption": "a man repairing a bicycle in a garden",
        "asr": "Tom fixes the red bike each summer",
        "ocr": "Tom",
    }
    index, llm = scripted({
        ROUTE: {"level": 2, "reason": "one clip"}, REWRITE: rewrite, FILTER: number_of_clip_holding("Tom repairs"),
    })  # fmt: skip
    retrieval = index.retrieve(SPEECH_QUESTION, strategy="ada")
    trace = retrieval.trace
    assert trace["level"] == 2 and trace["rewrites"] == rewrite and "graph_clips" not in trace
    assert llm.asked(FILTER) == 1 and not trace["fallbacks"]
    spared = {scene_of(row[1]) for row in trace.get("filter_spared", [])}
    assert scenes(retrieval)[0] == 1 and set(scenes(retrieval)) - {1} <= spared


def test_ada_level_3_adds_the_clips_of_graph_entities_matching_the_caption_rewrite(scripted: Opener):
    rewrite = {"caption": "Albert Einstein receives the Nobel Prize", "asr": "what Einstein won", "ocr": "Nobel Prize"}
    index, _ = scripted({
        ROUTE: {"level": 3, "reason": "needs the whole video"}, REWRITE: rewrite, FILTER: number_of_clip_holding("Nobel"),
    })  # fmt: skip
    retrieval = index.retrieve("What did Albert Einstein win?", strategy="ada")
    assert retrieval.trace["level"] == 3 and retrieval.trace["graph_clips"] >= 1
    assert scenes(retrieval)[0] == 3


def test_ada_evidence_reaches_the_reader_in_time_order_whatever_its_rank(scripted: Opener):
    question = "Summarize what the video says about Isaac Newton and Albert Einstein."  # a summary reads every moment
    rewrite = {"caption": question, "asr": question, "ocr": "Albert Einstein"}
    index, llm = scripted({
        ROUTE: {"level": 2, "reason": "several clips"}, REWRITE: rewrite, FILTER: number_of_clip_holding("Newton"),
    })  # fmt: skip
    answer = index.ask(question, strategy="ada")
    ranked = [start for _, start, _ in answer.trace["read"]]
    assert ranked != sorted(ranked), ranked  # the best moment is a late one
    read = next(p for p in llm.prompts if p.startswith("<evidence>"))
    starts = [int(m) * 60 + int(s) for m, s in re.findall(r"^\[(\d\d):(\d\d)-", read, flags=re.M)]
    assert len(starts) >= len(ranked) and starts == sorted(starts), read


def test_an_index_refuses_an_embedder_of_another_model(story_index: Index):
    other = make_embedder(EmbeddingSettings(model="nomic-embed-text-v1.5"))  # built lazily: no weights loaded
    with pytest.raises(ConfigError, match="nomic-embed-text-v1.5"):
        Index.open(story_index.path, story_index.settings, create=False, embedder=other)


class CountingEmbedder:
    """The index's real embedder, with every text it is given recorded (the model is not the subject)."""

    def __init__(self, inner: Embedder):
        self.inner, self.name = inner, inner.name
        self.texts: list[str] = []

    @property
    def dim(self) -> int:
        return self.inner.dim

    def embed(self, texts: list[str]) -> np.ndarray:
        self.texts += texts
        return self.inner.embed(texts)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        self.texts += texts
        return self.inner.embed_queries(texts)


@pytest.mark.parametrize("strategy", ["naive", "video-rag", "vgent", "vig-rag", "mg2", "ada", "dense", "bm25"])
def test_one_ask_embeds_the_question_at_most_once_and_runs_each_lexical_search_once(
    story_index: Index, strategy: str, monkeypatch: pytest.MonkeyPatch
):
    # An ask with options and a time cue: every step of retrieval and of the answer reads the question,
    # the question with each option and the cue's anchor.
    question = "Who repairs the red bicycle right after the apple falls from the tree?"
    choices = ["Isaac Newton", "Tom", "Albert Einstein", "nobody"]
    embedder = CountingEmbedder(story_index.embedder)
    with Index.open(
        story_index.path, story_index.settings, create=False, embedder=embedder, llm=ScriptedLLM({})
    ) as index:
        searched: list[tuple] = []
        search_lexical = index.store.search_lexical

        def counted(query_terms, within):
            searched.append((tuple(query_terms), within))
            return search_lexical(query_terms, within)

        monkeypatch.setattr(index.store, "search_lexical", counted)
        answer = index.ask(question, choices, strategy=strategy)
    assert answer.choice is not None
    assert embedder.texts.count(question) <= 1, embedder.texts  # bm25 may not need its vector at all
    assert embedder.texts.count("the apple falls from the tree") <= 1, embedder.texts
    assert all(embedder.texts.count(f"{question} {c}") <= 1 for c in choices), embedder.texts
    assert len(searched) == len(set(searched)), searched
