"""The doubles the tests use: a scripted LLM, a hashed embedder and a read-only store.

The guide allows a double only where the real component cannot do what a test needs, or where the
component is not the test's subject. The embedded LLM cannot be made to send an unusable reply,
route a question to a chosen level, or confirm one clip and deny the others on demand. The hashed
embedder serves tests of the store and the indexer's bookkeeping, which need vectors but not
meaning, without loading a model. The tests of retrieval and answers keep the real embedder.
The read-only store serves tests of what question time does with stored texts (the timeline
operators, boilerplate), whose subject is not the database: it holds records in memory and has
only the reader role; the store's own tests run both real databases.
"""

from __future__ import annotations

import hashlib
import json
import re
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from vidrag.embedding import Embedder
from vidrag.extractors.base import starts_inside
from vidrag.llm.base import ChatRequest, Completion, TokenCallback
from vidrag.records import TextUnit
from vidrag.store.base import (
    ClipRecord,
    EntityRecord,
    FactRecord,
    FrameHit,
    MentionRecord,
    TextHit,
    TextRecord,
    TextSearch,
    VideoRecord,
)
from vidrag.store.lexical import K1, B, rare_terms_first, unit_postings, weigh_query

# A reply: text as sent, a dict sent as JSON, or a function of the prompt giving either.
Reply = str | dict[str, Any] | Callable[[str], "str | dict[str, Any]"]


@dataclass
class ScriptedLLM:
    """An LLM (``vidrag.llm.base.LLM``) whose replies are scripted.

    The first rule whose key occurs in the last user message answers; ``otherwise`` answers every
    other prompt. Every prompt is recorded in ``prompts``.
    """

    rules: dict[str, Reply]
    otherwise: Reply = "Sorry, I cannot help with that."
    prompts: list[str] = field(default_factory=list)
    # The reply cache keys on the model's name: one of its own, so that no other script's cached
    # replies (a function's differ by what it closes over) answer this one.
    name: str = field(default_factory=lambda: f"scripted-{uuid.uuid4().hex[:12]}")

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        prompt = _text(request.messages[-1]["content"])
        self.prompts.append(prompt)
        reply = next((r for key, r in self.rules.items() if key in prompt), self.otherwise)
        if callable(reply):
            reply = reply(prompt)
        text = reply if isinstance(reply, str) else json.dumps(reply)
        if on_token is not None:
            on_token(text)
        return Completion(text, len(prompt.split()), len(text.split()))

    def asked(self, fragment: str) -> int:
        """How many prompts held ``fragment``."""
        return sum(fragment in p for p in self.prompts)


def _text(content: str | list[dict[str, Any]]) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(part.get("text", "") for part in content if part.get("type") == "text")


@dataclass
class HashedEmbedder:
    """An embedder (``vidrag.embedding.Embedder``) that loads no model: each word is a fixed
    pseudo-random direction (seeded by the word's hash, the same in every process), and a text is
    the normalised sum of its words'. Texts sharing words are near; it is deterministic.

    It takes the name of the model it stands in for, so that an index of that model accepts it."""

    name: str
    dim: int = 384

    def embed(self, texts: list[str]) -> np.ndarray:
        vectors = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in re.findall(r"\w+", text.lower()) or [""]:
                vectors[row] += self._direction(word)
        return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self.embed(texts)

    def _direction(self, word: str) -> np.ndarray:
        seed = int.from_bytes(hashlib.blake2b(word.encode(), digest_size=8).digest(), "little")
        return np.random.default_rng(seed).normal(size=self.dim).astype(np.float32)


@dataclass(eq=False)  # compared by identity, as stores are: shared per-store caches key on it
class ReadOnlyStore:
    """A store (``vidrag.store.base.StoreReader``: the reader role alone) over records in memory, with
    no knowledge graph or frames. It never changes, so its generation stays 0. Its searches are
    exact: inner products, and BM25 with the store's terms, weights and common-term rule
    (store/lexical.py) computed here instead of in SQL."""

    video_records: list[VideoRecord]
    clip_records: dict[int, ClipRecord]
    text_records: dict[int, TextRecord]
    vectors: dict[int, np.ndarray]

    @classmethod
    def of(cls, embedder: Embedder, videos: dict[str, list[TextUnit]], clip_seconds: float = 30.0) -> ReadOnlyStore:
        """Ready videos named as the keys, cut into clips of ``clip_seconds`` as indexing does, each
        text in the clip holding its midpoint, embedded by ``embedder``."""
        video_records, clips, texts = [], {}, {}
        for video_id, (name, units) in enumerate(videos.items(), start=1):
            duration = max(u.end for u in units)
            n_clips = max(1, int(np.ceil(duration / clip_seconds)))
            video_records.append(
                VideoRecord(
                    f"{video_id:064x}", f"/v/{name}", name, duration, 640, 360, True, n_clips, video_id, "ready", 0.0
                )
            )
            for index in range(n_clips):
                clip = ClipRecord(
                    len(clips) + 1, video_id, index, index * clip_seconds, min((index + 1) * clip_seconds, duration)
                )
                clips[clip.id] = clip
                for u in units:
                    if starts_inside(u.start, u.end, clip.start, clip.end):
                        texts[len(texts) + 1] = TextRecord(len(texts) + 1, clip.id, u.source, u.start, u.end, u.text)
        vectors = embedder.embed([t.text for t in texts.values()]) if texts else np.zeros((0, 1), np.float32)
        return cls(video_records, clips, texts, dict(zip(texts, vectors, strict=True)))

    def generation(self) -> int:
        return 0

    def videos(self) -> list[VideoRecord]:
        return list(self.video_records)

    def clips(self, video_id: int) -> list[ClipRecord]:
        return sorted((c for c in self.clip_records.values() if c.video_id == video_id), key=lambda c: c.index)

    def clips_by_id(self, clip_ids: Sequence[int]) -> dict[int, ClipRecord]:
        return {i: self.clip_records[i] for i in clip_ids if i in self.clip_records}

    def texts_of_clips(self, clip_ids: Sequence[int]) -> dict[int, list[TextRecord]]:
        texts = sorted(self.text_records.values(), key=lambda t: (t.start, t.id))
        return {c: [t for t in texts if t.clip_id == c] for c in clip_ids}

    def texts_by_id(self, text_ids: Sequence[int]) -> dict[int, TextRecord]:
        return {i: self.text_records[i] for i in text_ids if i in self.text_records}

    def text_vectors(self, text_ids: Sequence[int]) -> np.ndarray:
        return np.vstack([self.vectors[i] for i in text_ids])

    def entities(self, after: int = 0) -> list[EntityRecord]:
        return []

    def entity_vectors(self, after: int = 0) -> tuple[np.ndarray, np.ndarray]:
        return np.zeros(0, np.int64), np.zeros((0, 0), np.float32)

    def mentions(self, videos: frozenset[int] | None = None) -> list[MentionRecord]:
        return []

    def facts(self, videos: frozenset[int] | None = None) -> list[FactRecord]:
        return []

    def search_frames(
        self, query: np.ndarray, limit: int, min_score: float, videos: frozenset[int] | None = None
    ) -> list[FrameHit]:
        return []

    def _searched(self, within: TextSearch) -> list[TextRecord]:
        """The texts a search looks at, in id order (every video is ready)."""
        return [
            t
            for t in self.text_records.values()
            if (within.sources is None or t.source in within.sources)
            and (within.videos is None or self.clip_records[t.clip_id].video_id in within.videos)
        ]

    def search(self, query: np.ndarray, within: TextSearch) -> list[TextHit]:
        hits = [TextHit(t.id, t.clip_id, float(self.vectors[t.id] @ query)) for t in self._searched(within)]
        return sorted((h for h in hits if h.score >= within.min_score), key=lambda h: (-h.score, h.text_id))[
            : within.limit
        ]

    def held_terms(self, query_terms: Sequence[str]) -> set[str]:
        held = {term for t in self.text_records.values() for term, _ in unit_postings(t.text)[1]}
        return set(query_terms) & held

    def search_lexical(self, query_terms: Sequence[str], within: TextSearch) -> list[TextHit]:
        limit = within.limit
        if limit <= 0 or not query_terms:
            return []
        postings = {i: dict(unit_postings(t.text)[1]) for i, t in self.text_records.items()}
        lengths = {i: sum(tf.values()) for i, tf in postings.items()}
        avgdl = sum(lengths.values()) / len(lengths) or 1.0

        def frequency(distinct: list[str]) -> dict[str, int]:
            counts = {term: sum(term in tf for tf in postings.values()) for term in distinct}
            return {term: n for term, n in counts.items() if n}

        weights, present = weigh_query(query_terms, len(postings), frequency)
        idfs = dict(present)

        def ranked(holding: list[str]) -> list[TextHit]:
            hits = []
            for t in self._searched(within):
                tf = postings[t.id]
                if any(term in tf for term in holding):
                    norm = K1 * (1 - B + B * lengths[t.id] / avgdl)
                    score = sum(idfs[term] * tf[term] * (K1 + 1) / (tf[term] + norm) for term in idfs if term in tf)
                    hits.append(TextHit(t.id, t.clip_id, score / weights.total))
            return sorted(hits, key=lambda h: (-h.score, h.text_id))[:limit]

        found = rare_terms_first(present, len(postings), limit, ranked) if present else []
        return [h for h in found if h.score >= within.min_score]
