"""One question as every step of one ask reads it: its text, options, scope and the searches made
for it, each computed once.

A strategy, the time focus, the moments' scores and the answer step all search with the question
(and with the question and each option, a time cue's anchor, an LLM's keywords); each such text
is embedded once per ask and each lexical search runs once, whichever step needs it first. The
first embedding also takes the question's own texts and anchors, in one batch: a batch of a few
short texts costs little more than one. Build a new Query for each ask; it holds nothing from
another.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from functools import cache, cached_property

import numpy as np

from vidrag.embedding import Embedder
from vidrag.records import Source
from vidrag.retrieval.queries import question_queries
from vidrag.retrieval.temporal import anchors
from vidrag.store.base import StoreReader, TextHit, TextSearch
from vidrag.text import terms

LexicalKey = tuple[tuple[str, ...], TextSearch]


@cache
def _lexical_lane() -> ThreadPoolExecutor:
    """Where a query's lexical search runs while its embedding is computed: neither needs the
    other, the store's SQL and the embedder's kernels release the GIL, and on a large index both
    cost tens of milliseconds (docs/benchmarks.md, "Retrieval latency against index size")."""
    return ThreadPoolExecutor(4, thread_name_prefix="vidrag-lexical")


@dataclass(frozen=True, eq=False)
class Query:
    """The question, its options (empty: an open question) and the videos it asks about (None:
    the whole index), with the store and embedder its searches use."""

    text: str
    store: StoreReader = field(repr=False)
    embedder: Embedder = field(repr=False)
    choices: tuple[str, ...] = ()
    videos: frozenset[int] | None = None
    _vectors: dict[str, np.ndarray] = field(default_factory=dict, init=False, repr=False)
    _lexical: dict[LexicalKey, Future[list[TextHit]]] = field(default_factory=dict, init=False, repr=False)

    @cached_property
    def texts(self) -> list[str]:
        """The question, and the question with each option (an option may name what to look for)."""
        return question_queries(self.text, self.choices)

    @cached_property
    def anchors(self) -> list[str]:
        """What the "after"/"before" cues of its texts refer to: the time focus searches them."""
        return anchors(self.texts)

    @property
    def vector(self) -> np.ndarray:
        """The question's query vector (``Embedder.embed_queries``)."""
        return self.vectors([self.text])[0]

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        """Query vectors of ``texts``, one row each; a text not embedded yet for this question is
        embedded with the question's own texts and anchors not embedded yet, in one call."""
        missing = [t for t in dict.fromkeys([*texts, *self.texts, *self.anchors]) if t not in self._vectors]
        if any(t not in self._vectors for t in texts):
            self._vectors.update(zip(missing, self.embedder.embed_queries(missing), strict=True))
        if not texts:
            return np.zeros((0, self.embedder.dim), np.float32)
        return np.stack([self._vectors[t] for t in texts])

    def within(
        self, limit: int, sources: frozenset[Source] | None = None, videos: frozenset[int] | None = None
    ) -> TextSearch:
        """A search of the question's videos, or of ``videos`` (some of them) when given."""
        return TextSearch(limit, sources=sources, videos=self.videos if videos is None else videos)

    def lexical(
        self, text: str, limit: int, sources: frozenset[Source] | None = None, videos: frozenset[int] | None = None
    ) -> Future[list[TextHit]]:
        """The lexical hits of ``text`` (``StoreReader.search_lexical`` of its terms) in
        ``within(limit, sources, videos)``; searched in the background the first time, so that a
        caller embeds meanwhile."""
        key = (tuple(terms(text)), self.within(limit, sources, videos))
        if key not in self._lexical:
            self._lexical[key] = _lexical_lane().submit(self.store.search_lexical, list(key[0]), key[1])
        return self._lexical[key]
