"""Dense text retrieval grouped by clip: the building block every strategy scores clips with."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from vidrag.embedding import Embedder
from vidrag.extractors.base import Source
from vidrag.graph.boilerplate import boilerplate_index
from vidrag.store.base import Store

# Hits looked at per query vector and per wanted clip before grouping: several texts share a clip.
HITS_PER_CLIP = 8
# A boilerplate text (a slide counter, a logo: graph.boilerplate) counts at half its similarity:
# even a verbatim match (1.0) then scores no more than a loose one (MiniLM cosines of related
# sentences lie around 0.5), and a partial one ("slide" for "Slide 3 of 12") falls below the threshold.
BOILERPLATE_WEIGHT = 0.5


@dataclass
class ClipScores:
    """Each clip's best text similarity, and which of its texts matched how well."""

    best: dict[int, float] = field(default_factory=dict)
    matched: dict[int, dict[int, float]] = field(default_factory=dict)

    def add(self, clip_id: int, text_id: int, score: float) -> None:
        self.best[clip_id] = max(self.best.get(clip_id, -1.0), score)
        texts = self.matched.setdefault(clip_id, {})
        texts[text_id] = max(texts.get(text_id, -1.0), score)

    def update(self, other: ClipScores) -> None:
        for clip_id, texts in other.matched.items():
            for text_id, score in texts.items():
                self.add(clip_id, text_id, score)

    def top(self, k: int) -> dict[int, float]:
        return dict(sorted(self.best.items(), key=lambda kv: (-kv[1], kv[0]))[:k])


def dense_clip_scores(
    store: Store,
    embedder: Embedder,
    queries: Sequence[str],
    *,
    threshold: float,
    clips_wanted: int,
    sources: frozenset[Source] | None = None,
    videos: frozenset[int] | None = None,
) -> ClipScores:
    """Texts within ``threshold`` of any query vote for their clip with their best score
    (a boilerplate text's weighted by ``BOILERPLATE_WEIGHT``)."""
    scores = ClipScores()
    queries = [q for q in queries if q.strip()]
    if not queries:
        return scores
    boilerplate = boilerplate_index(store).text_ids()
    for vector in embedder.embed(list(queries)):
        for hit in store.search(vector, clips_wanted * HITS_PER_CLIP, threshold, sources, videos):
            score = hit.score * BOILERPLATE_WEIGHT if hit.text_id in boilerplate else hit.score
            if score >= threshold:
                scores.add(hit.clip_id, hit.text_id, score)
    return scores
