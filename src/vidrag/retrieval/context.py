"""What strategies are built from: the index's store, models and graphs, created on first use."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from vidrag.config import RetrievalSettings, Settings
from vidrag.embedding import Embedder
from vidrag.graph.knowledge import KnowledgeGraph
from vidrag.graph.rules import LightweightExtractor
from vidrag.llm.base import LLM
from vidrag.reasoning.steps import LLMSteps
from vidrag.retrieval.focus import TimeFocus
from vidrag.store.base import Store
from vidrag.vision import VisionModels


@dataclass
class StrategyContext:
    store: Store
    embedder: Embedder
    settings: Settings
    llm_factory: Callable[[], LLM]
    graph_factory: Callable[[], KnowledgeGraph]

    @cached_property
    def llm(self) -> LLM:
        return self.llm_factory()

    def graph(self) -> KnowledgeGraph:
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
        r = self.settings.retrieval
        return TimeFocus(self.store, self.embedder, threshold=r.threshold, top_k=r.top_k)


class Strategy:
    """What every strategy shares: its context, its settings and a fresh log of LLM steps."""

    name: str

    def __init__(self, ctx: StrategyContext):
        self.ctx = ctx

    @property
    def settings(self) -> RetrievalSettings:
        return self.ctx.settings.retrieval

    def new_steps(self) -> LLMSteps:
        return LLMSteps(self.ctx.llm, self.settings.llm_retries)
