"""Knowledge graphs: per-clip entity and fact extraction, entity merging, the snapshot of the
ready videos' rows and the seeds' graphs built from it."""

from __future__ import annotations

from collections.abc import Callable

from vidrag.config import GraphSettings
from vidrag.graph.base import ClipKnowledge, EntityMention, FactMention, KnowledgeExtractor
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.graph.temporal_facts import TemporalFact
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm.base import LLM


def make_knowledge_extractor(settings: GraphSettings, llm: Callable[[], LLM]) -> KnowledgeExtractor:
    """The configured extractor; ``llm`` is called only when the LLM extractor is chosen."""
    if settings.extractor == "llm":
        with IMPORT_LOCK:
            from vidrag.graph.llm_extractor import LLMExtractor

        return LLMExtractor(llm(), retries=settings.llm_retries, max_tokens=settings.llm_max_tokens)
    with IMPORT_LOCK:
        from vidrag.graph.rules import LightweightExtractor

    return LightweightExtractor(settings.spacy_model)


__all__ = [
    "ClipKnowledge",
    "EntityMention",
    "FactMention",
    "KnowledgeExtractor",
    "IndexSnapshot",
    "TemporalFact",
    "make_knowledge_extractor",
]
