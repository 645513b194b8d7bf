"""What strategies are built from: the index's store, models and graphs, created on first use."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from vidrag.config import RetrievalSettings, Settings
from vidrag.embedding import Embedder
from vidrag.graph.rules import LightweightExtractor
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.llm.base import LLM
from vidrag.llm.steps import LLMSteps
from vidrag.records import Source
from vidrag.retrieval.base import Evidence, Retrieval, Retriever, clip_rows
from vidrag.retrieval.focus import TimeFocus
from vidrag.retrieval.hybrid import ClipScores, hybrid_clip_scores
from vidrag.retrieval.query import Query
from vidrag.store.base import StoreReader
from vidrag.vision import VisionModels


@dataclass
class StrategyContext:
    store: StoreReader
    embedder: Embedder
    settings: Settings
    llm_factory: Callable[[], LLM]
    graph_factory: Callable[[], IndexSnapshot]

    @cached_property
    def llm(self) -> LLM:
        return self.llm_factory()

    def graph(self) -> IndexSnapshot:
        return self.graph_factory()

    @cached_property
    def parser(self) -> LightweightExtractor:
        """spaCy, for keywords of a question when an LLM gives none."""
        return LightweightExtractor(self.settings.graph.spacy_model)

    def fallback_keywords(self, question: str) -> list[str]:
        return self.parser.keywords(question) or [question]

    @cached_property
    def vision(self) -> VisionModels:
        """The configured vision models (frame retrieval, detections, frames for verification)."""
        return VisionModels(self.settings)

    @cached_property
    def focus(self) -> TimeFocus:
        return TimeFocus(self.store, self.settings.retrieval)

    def clip_scores(
        self,
        query: Query,
        texts: Sequence[str],
        clips_wanted: int,
        *,
        sources: frozenset[Source] | None = None,
        rank_anyway: bool = False,
    ) -> ClipScores:
        """The hybrid ranking (retrieval/hybrid.py) of the question's units for ``texts``, with the
        configured threshold and fusion: what every strategy searches text with. A ranking that
        reaches no threshold is empty unless ``rank_anyway`` (then marked not relevant)."""
        r = self.settings.retrieval
        scores = hybrid_clip_scores(
            query, texts, threshold=r.threshold, hybrid=r.hybrid, clips_wanted=clips_wanted, sources=sources
        )
        return scores if scores.relevant or rank_anyway else ClipScores()


class Strategy(ABC):
    """What every strategy shares: its context, its settings, a fresh log of LLM steps and the
    common tail that turns its clips into a Retrieval."""

    name: str

    def __init__(self, ctx: StrategyContext):
        self.ctx = ctx

    @property
    def settings(self) -> RetrievalSettings:
        return self.ctx.settings.retrieval

    @abstractmethod
    def retrieve(self, query: Query) -> Retrieval:
        """Clips for the question, best first, from the videos it asks about (the Retriever seam)."""

    def new_steps(self) -> LLMSteps:
        return LLMSteps(self.ctx.llm, self.settings.llm_retries)

    def finish(
        self,
        evidence: list[Evidence],
        trace: dict[str, Any],
        steps: LLMSteps | None = None,
        notes: list[str] | None = None,
        relevant: bool = True,
    ) -> Retrieval:
        """What every strategy ends with: its trace under its name, then its LLM steps' cost and
        fallbacks, then its clips; the LLM cost also counted on the Retrieval."""
        trace = {"strategy": self.name, **trace, **(steps.trace() if steps else {})}
        trace["clips"] = clip_rows(evidence)
        calls, tokens = (steps.calls, steps.tokens) if steps else (0, 0)
        return Retrieval(evidence, trace, notes or [], llm_calls=calls, llm_tokens=tokens, relevant=relevant)


class StrategyStep:
    """A step that runs after a strategy and adds to its retrieval (frames, moments): it wraps the
    strategy and keeps its name."""

    def __init__(self, inner: Retriever, ctx: StrategyContext):
        self.inner = inner
        self.ctx = ctx
        self.name = inner.name

    def retrieve(self, query: Query) -> Retrieval:
        return self.extend(self.inner.retrieve(query), query)

    def extend(self, retrieval: Retrieval, query: Query) -> Retrieval:
        raise NotImplementedError
