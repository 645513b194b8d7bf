"""The Python API: ``Index.open(path)``, ``.add(video)``, ``.ask(question, choices)``, ``.remove``.

Models load lazily, on the first call that needs them, so listing or removing videos is instant.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Sequence
from functools import cached_property
from pathlib import Path

from vidrag.answer import Answer, generate
from vidrag.config import Settings, load_settings
from vidrag.embedding import Embedder, SentenceTransformerEmbedder
from vidrag.errors import NotFoundError, QuestionError
from vidrag.extractors.base import TextUnit
from vidrag.graph import KnowledgeGraph, make_knowledge_extractor
from vidrag.indexing import AddResult, Indexer, ProgressCallback
from vidrag.llm import LLM, make_llm
from vidrag.media.probe import content_hash
from vidrag.retrieval import NaiveRetriever, Retriever
from vidrag.store import SQLiteStore, Store
from vidrag.store.base import ClipRecord, TextRecord, VideoRecord

log = logging.getLogger(__name__)

STRATEGIES = ("naive",)


class Index:
    """A vidrag index: a directory holding the store of one or many videos."""

    def __init__(self, store: Store, settings: Settings, path: Path):
        self.store = store
        self.settings = settings
        self.path = path

    @classmethod
    def open(cls, path: str | Path, settings: Settings | None = None, *, create: bool = True) -> Index:
        """Open (or, with ``create``, start) the index in directory ``path``."""
        settings = settings or load_settings()
        directory = Path(path).expanduser()
        store = SQLiteStore.open(directory, settings.layout(), create=create)
        return cls(store, settings, directory)

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.store.close()

    # -- models, built on first use -----------------------------------------------------------
    @cached_property
    def embedder(self) -> Embedder:
        return SentenceTransformerEmbedder(self.settings.embedding)

    @cached_property
    def llm(self) -> LLM:
        return make_llm(self.settings.llm)

    @cached_property
    def _indexer(self) -> Indexer:
        knowledge = make_knowledge_extractor(self.settings.graph, lambda: self.llm) if self.settings.graph.enabled else None
        return Indexer(self.store, self.embedder, self.settings, knowledge)

    def graph(self) -> KnowledgeGraph:
        """The knowledge graphs of the ready videos, rebuilt only after the index changed."""
        cached = self.__dict__.get("_graph")
        if cached is None or cached.generation != self.store.generation():
            cached = self.__dict__["_graph"] = KnowledgeGraph(self.store)
        return cached

    def retriever(self, strategy: str = "naive") -> Retriever:
        if strategy == "naive":
            return NaiveRetriever(self.store, self.embedder, self.settings.retrieval)
        raise QuestionError(f"unknown strategy {strategy!r}; available: {', '.join(STRATEGIES)}")

    # -- videos -------------------------------------------------------------------------------
    def add(self, video: str | Path, progress: ProgressCallback | None = None) -> AddResult:
        """Index one video (a no-op when its content is already indexed; resumes a partial one)."""
        return self._indexer.add(Path(video), progress)

    def add_transcript(
        self, name: str, units: Sequence[TextUnit], duration: float, progress: ProgressCallback | None = None
    ) -> AddResult:
        """Index timed text with no media (e.g. a human transcript) as if it were a video's ASR."""
        return self._indexer.add_transcript(name, units, duration, progress)

    def videos(self) -> list[VideoRecord]:
        return self.store.videos()

    def find(self, video: str | Path) -> VideoRecord:
        """A video by file path (matched by content), file name, or sha256 prefix."""
        candidate = Path(video).expanduser()
        videos = self.store.videos()
        if candidate.is_file():
            found = self.store.find_video(content_hash(candidate))
            if found is not None:
                return found
        key = str(video)
        matches = [v for v in videos if v.name == key or v.path == key or (len(key) >= 8 and v.sha256.startswith(key))]
        if not matches:
            raise NotFoundError(f"{video}: no such video in the index at {self.path} (see `vidrag show`)")
        if len(matches) > 1:
            options = ", ".join(f"{v.path} ({v.sha256[:12]})" for v in matches)
            raise NotFoundError(f"{video}: {len(matches)} videos match: {options}; name one by path or hash")
        return matches[0]

    def remove(self, video: str | Path) -> VideoRecord:
        record = self.find(video)
        self.store.remove_video(record.id)
        return record

    def clips(self, video: VideoRecord) -> list[tuple[ClipRecord, list[TextRecord]]]:
        clips = self.store.clips(video.id)
        texts = self.store.texts_of_clips([c.id for c in clips])
        return [(c, texts[c.id]) for c in clips]

    # -- questions ----------------------------------------------------------------------------
    def ask(self, question: str, choices: Sequence[str] | None = None, *, strategy: str = "naive") -> Answer:
        question = question.strip()
        if not question:
            raise QuestionError("the question is empty")
        if choices is not None:
            choices = [c.strip() for c in choices]
            if len(choices) < 2 or any(not c for c in choices):
                raise QuestionError("--choices needs at least two non-empty options")
            if len(choices) > 26:
                raise QuestionError("at most 26 options are supported")
        t0 = time.perf_counter()
        retrieval = self.retriever(strategy).retrieve(question, choices)
        t1 = time.perf_counter()
        answer = generate(
            question,
            retrieval.evidence,
            self.llm,
            self.embedder,
            choices=choices,
            max_context_chars=self.settings.retrieval.max_context_chars,
        )
        t2 = time.perf_counter()
        answer.strategy = strategy
        answer.trace = retrieval.trace
        answer.timings = {"retrieve_s": round(t1 - t0, 4), "generate_s": round(t2 - t1, 4), "total_s": round(t2 - t0, 4)}
        return answer
