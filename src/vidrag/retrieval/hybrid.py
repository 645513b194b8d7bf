"""Hybrid ranking of text units: lexical (BM25 over the units' terms) fused with dense similarity.

The building block every strategy scores clips with. Each query looks up its best units both
ways (``Store.search_lexical`` and ``Store.search``); a unit found only lexically gets its exact
dense similarity from its stored vector; the two scores are fused (a weighted sum or reciprocal
rank fusion, ``retrieval.hybrid``); a unit's lexical score gains its share of the query's
consecutive term pairs held in order (who does what to whom); a unit holding every phrase the
question quotes ranks above those that do not. Clips are scored by their best unit, and the
units' fused scores are what a Retrieval's moments are ranked by.

The similarity threshold only decides whether anything is relevant at all: when no unit reaches
it densely (cosine) or lexically (its share of the query's IDF weight), and none holds a phrase the
question quotes, the ranking is marked not relevant; the whole ranking is returned either way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from vidrag.config import HybridSettings
from vidrag.graph.boilerplate import boilerplate_index
from vidrag.records import Source
from vidrag.retrieval.base import Evidence
from vidrag.retrieval.query import Query
from vidrag.text import STOP_WORDS, contains_phrase, ordered_pair_share, quoted_phrases, terms, words
from vidrag.store.base import StoreReader

# Units looked at per query and per wanted clip, each way, before grouping: several units share a clip.
HITS_PER_CLIP = 8
# Lexical hits fetched when the units of given clips are scored: more than the units of a few videos.
LEXICAL_SCOPE_LIMIT = 5000
# Added to the fused score of a unit holding every quoted phrase: above any unit without them.
PHRASE_BONUS = 2.0
# A boilerplate unit (a slide counter, a logo: graph.boilerplate) counts at half its dense
# similarity and gets no lexical credit (its words are on every clip, so they prove no moment):
# even a verbatim match then scores at most 0.5, no more than a loose paraphrase (MiniLM cosines
# of related sentences lie around 0.5), and a partial one ("slide" for "Slide 3 of 12") falls
# below the threshold, so it alone never makes a question "relevant".
BOILERPLATE_WEIGHT = 0.5


def demote_boilerplate(store: StoreReader, ids: Sequence[int], dense: np.ndarray, lexical: np.ndarray) -> None:
    """In place: the dense scores of those ``ids`` that are boilerplate scaled by ``BOILERPLATE_WEIGHT``,
    their lexical scores set to 0."""
    boilerplate = boilerplate_index(store).text_ids()
    if boilerplate:
        mask = np.fromiter((t in boilerplate for t in ids), bool, len(ids))
        dense[mask] *= BOILERPLATE_WEIGHT
        lexical[mask] = 0.0


@dataclass(frozen=True)
class LexicalMatch:
    """What a query's lexical hits hold beyond their BM25 share: each unit's ordered-pair share
    (``text.ordered_pair_share``) and the units holding every phrase the query quotes."""

    order: dict[int, float]
    quoting: frozenset[int]

    def boosted(self, text_ids: Sequence[int] | np.ndarray, lexical: np.ndarray, hybrid: HybridSettings) -> np.ndarray:
        """``lexical`` (the units' BM25 shares) plus ``hybrid.order_weight`` x their ordered-pair share;
        a unit without a BM25 match stays at 0 (it holds no query term, so no pair)."""
        if not self.order:
            return lexical
        ids = np.asarray(text_ids)
        held = np.fromiter(self.order, int, len(self.order))
        share = np.fromiter(self.order.values(), float, len(self.order))
        sorter = np.argsort(held)
        at = sorter[np.clip(np.searchsorted(held, ids, sorter=sorter), 0, len(held) - 1)]
        order = np.where(held[at] == ids, share[at], 0.0)
        return np.where(lexical > 0, lexical + hybrid.order_weight * order, 0.0)

    def bonus(self, text_ids: Sequence[int] | np.ndarray) -> np.ndarray:
        return PHRASE_BONUS * np.isin(np.asarray(text_ids), list(self.quoting))


def match_lexically(store: StoreReader, query: str, text_ids: Sequence[int], hybrid: HybridSettings) -> LexicalMatch:
    """The ordered-pair shares and quoted phrases of those ``text_ids`` (lexical hits) that hold them."""
    phrases = quoted_phrases(query)
    query_terms = terms(query)
    ordering = hybrid.order_weight > 0 and len(set(query_terms)) > 1
    if not text_ids or not (phrases or ordering):
        return LexicalMatch({}, frozenset())
    order: dict[int, float] = {}
    quoting = set()
    for t, text in store.texts_by_id(text_ids).items():
        found = words(text.text)
        if phrases and all(contains_phrase(found, p) for p in phrases):
            quoting.add(t)
        if ordering:
            unit_terms = [w for w in found if w not in STOP_WORDS]
            order[t] = ordered_pair_share(query_terms, unit_terms, hybrid.order_window)
    return LexicalMatch(order, frozenset(quoting))


def fuse(dense: np.ndarray, lexical: np.ndarray, settings: HybridSettings) -> np.ndarray:
    """Fused scores of units whose dense similarities and lexical scores (0: no term matched) are given.

    ``weighted``: cosine + weight x lexical (both about 0..1, so one weight holds across queries);
    ``rrf``: the sum of 1 / (k + rank) over the two rankings (Cormack et al. 2009), a unit without
    a lexical match contributing nothing from that side.
    """
    if settings.fusion == "weighted":
        return dense + settings.lexical_weight * lexical
    fused = np.zeros(len(dense))
    for scores, ranked in ((dense, np.ones(len(dense), bool)), (lexical, lexical > 0)):
        order = np.argsort(-scores, kind="stable")
        rank = np.empty(len(scores))
        rank[order] = np.arange(1, len(scores) + 1)
        fused += np.where(ranked, 1.0 / (settings.rrf_k + rank), 0.0)
    return fused


@dataclass
class ClipScores:
    """Each clip's best unit score, and which of its units matched how well."""

    best: dict[int, float] = field(default_factory=dict)
    matched: dict[int, dict[int, float]] = field(default_factory=dict)
    # Whether some unit reached the threshold (or held a quoted phrase): else the ranking is only
    # the nearest of what the videos hold, and "the videos don't say" is the honest answer.
    relevant: bool = False

    def add(self, clip_id: int, text_id: int, score: float) -> None:
        self.best[clip_id] = max(self.best.get(clip_id, -np.inf), score)
        texts = self.matched.setdefault(clip_id, {})
        texts[text_id] = max(texts.get(text_id, -np.inf), score)

    def update(self, other: ClipScores) -> None:
        self.relevant = self.relevant or other.relevant
        for clip_id, texts in other.matched.items():
            for text_id, score in texts.items():
                self.add(clip_id, text_id, score)

    def top(self, k: int) -> dict[int, float]:
        return dict(sorted(self.best.items(), key=lambda kv: (-kv[1], kv[0]))[:k])

    def units(self) -> list[tuple[int, int, float]]:
        """(text id, clip id, score) of every matched unit, best first."""
        found = [(t, c, s) for c, texts in self.matched.items() for t, s in texts.items()]
        return sorted(found, key=lambda row: (-row[2], row[0]))


def hybrid_clip_scores(
    query: Query,
    texts: Sequence[str],
    *,
    threshold: float,
    hybrid: HybridSettings,
    clips_wanted: int,
    sources: frozenset[Source] | None = None,
) -> ClipScores:
    """The units of the question's videos best matching any of ``texts`` (each with its best fused
    score over them) and their clips, marked relevant when some unit reaches ``threshold`` densely
    or lexically. The texts' vectors and lexical hits are the query's (computed once per ask)."""
    texts = [t for t in texts if t.strip()]
    scores = ClipScores()
    if not texts:
        return scores
    store = query.store
    limit = clips_wanted * HITS_PER_CLIP
    relevant = False
    searching = [query.lexical(t, limit, sources) for t in texts]
    vectors = query.vectors(texts)
    for text, vector, lexical_hits in zip(texts, vectors, searching, strict=True):
        dense = {h.text_id: (h.clip_id, h.score) for h in store.search(vector, query.within(limit, sources))}
        lexical = {h.text_id: (h.clip_id, h.score) for h in lexical_hits.result()}
        only_lexical = [t for t in lexical if t not in dense]
        if only_lexical:
            for t, similarity in zip(only_lexical, store.text_vectors(only_lexical) @ vector, strict=True):
                dense[t] = (lexical[t][0], float(similarity))
        ids = list(dense)
        dense_scores = np.array([dense[t][1] for t in ids])
        lexical_scores = np.array([lexical[t][1] if t in lexical else 0.0 for t in ids])
        demote_boilerplate(store, ids, dense_scores, lexical_scores)
        match = match_lexically(store, text, list(lexical), hybrid)
        # A unit holding what the question quotes is relevant, however little of the rest it shares
        # (unless it is boilerplate, whose lexical score was just set to 0).
        quoted = any(s > 0 for t, s in zip(ids, lexical_scores, strict=True) if t in match.quoting)
        relevant = relevant or quoted or bool((dense_scores >= threshold).any() or (lexical_scores >= threshold).any())
        fused = fuse(dense_scores, match.boosted(ids, lexical_scores, hybrid), hybrid) + match.bonus(ids)
        for t, score in zip(ids, fused, strict=True):
            scores.add(dense[t][0], t, float(score))
    scores.relevant = relevant
    return scores


def score_units(query: Query, evidence: Sequence[Evidence], hybrid: HybridSettings) -> None:
    """Give each evidence clip that came without unit scores (a graph or LLM pick, a frame match)
    the hybrid scores of its units for the question, in place, so that its moments rank too."""
    unscored = [e for e in evidence if not e.matched and e.texts]
    if not unscored:
        return
    store = query.store
    ids = [t.id for e in unscored for t in e.texts]
    dense = store.text_vectors(ids) @ query.vector
    videos = frozenset(e.video.id for e in unscored)
    # Every lexical hit in these videos, then those of the clips in hand (the scope of a search is videos).
    found = {h.text_id: h.score for h in query.lexical(query.text, LEXICAL_SCOPE_LIMIT, videos=videos).result()}
    lexical = np.array([found.get(t, 0.0) for t in ids])
    demote_boilerplate(store, ids, dense, lexical)
    match = match_lexically(store, query.text, [t for t in ids if t in found], hybrid)
    fused = fuse(dense, match.boosted(ids, lexical, hybrid), hybrid) + match.bonus(ids)
    at = 0
    for item in unscored:
        item.matched = {t.id: float(s) for t, s in zip(item.texts, fused[at : at + len(item.texts)], strict=True)}
        at += len(item.texts)
