"""The lexical index both stores keep beside the vectors: Okapi BM25 over each text unit's terms.

A unit's terms (``vidrag.text.terms``: normalised words, numbers as digits, stop and
question words removed) are stored as postings ``(term, text_id, tf)`` and the unit's term count
in ``texts.n_terms``, in the same transaction as the unit, so adding a video indexes only its
units and removing one deletes its postings with its texts (foreign keys cascade). Scores are the
same on SQLite and PostgreSQL: the same postings, statistics and formula, computed in SQL.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from vidrag.store.base import TextHit, TextSearch
from vidrag.store.sql import Row, SQLBackend, plain_ids
from vidrag.text import terms

# Okapi BM25's usual constants (Robertson & Zaragoza; bm25s's and Lucene's defaults).
K1 = 1.5
B = 0.75
# A query term held by more than this share of the units is common: it only adds to the scores of
# units holding a rarer query term, it finds none by itself (Elasticsearch's "common terms" query,
# its cutoff_frequency). Scoring every unit that says "scientists" (16% of 98,000 at 100 hours) cost
# 50 ms a query, for a term whose IDF (1.8) is a quarter of a rare one's; at 5% the IDF is below 3.
COMMON_SHARE = 0.05

Ranked = TypeVar("Ranked")


def unit_postings(text: str) -> tuple[int, list[tuple[str, int]]]:
    """(term count, [(term, frequency), ...]) of one unit's text."""
    found = terms(text)
    return len(found), sorted(Counter(found).items())


@dataclass(frozen=True)
class QueryWeights:
    """Each query term's IDF, and their sum: the BM25 score of a unit of average length holding
    every term once, by which scores are divided so that 1.0 reads "matches the whole query"."""

    terms: list[str]
    idfs: list[float]

    @property
    def total(self) -> float:
        return sum(self.idfs)


class CorpusStats:
    """The number of stored texts and their mean term count, read again only after a write."""

    def __init__(self) -> None:
        self._cached: tuple[int, int, float] | None = None  # generation, texts, mean terms

    def get(self, generation: int, read: Callable[[], tuple[int, float | None]]) -> tuple[int, float]:
        if self._cached is None or self._cached[0] != generation:
            n_docs, avgdl = read()
            self._cached = (generation, n_docs, float(avgdl or 1.0))
        return self._cached[1], self._cached[2]


def idf(document_frequency: float, n_docs: int) -> float:
    """A term's IDF when ``document_frequency`` of the ``n_docs`` units hold it (Lucene's variant,
    never negative)."""
    return math.log(1 + (n_docs - document_frequency + 0.5) / (document_frequency + 0.5))


def weigh_query(
    query_terms: Sequence[str], n_docs: int, document_frequency: Callable[[list[str]], dict[str, int]]
) -> tuple[QueryWeights, list[tuple[str, float]]]:
    """IDFs of the distinct query terms (``idf``), and the (term, idf) of
    those some text holds. A term no text holds keeps its (highest) weight in the total, so a query
    about something absent scores low everywhere."""
    distinct = list(dict.fromkeys(query_terms))
    df = document_frequency(distinct)
    weights = QueryWeights(distinct, [idf(df.get(t, 0), n_docs) for t in distinct])
    return weights, [(t, w) for t, w in zip(weights.terms, weights.idfs, strict=True) if t in df]


def split_common(present: list[tuple[str, float]], n_docs: int) -> tuple[list[str], list[str]]:
    """The (rare, common) terms of ``present`` (``weigh_query``'s (term, idf) pairs): common when its
    IDF says more than ``COMMON_SHARE`` of the ``n_docs`` units hold it. When every term is common,
    all are searched as rare ones: nothing rarer would find the units."""
    floor = idf(COMMON_SHARE * n_docs, n_docs)
    rare = [t for t, weight in present if weight >= floor]
    common = [t for t, weight in present if weight < floor]
    return (rare, common) if rare else (common, [])


def rare_terms_first(
    present: list[tuple[str, float]], n_docs: int, limit: int, ranked: Callable[[list[str]], Sequence[Ranked]]
) -> Sequence[Ranked]:
    """``ranked(holding)`` (a store's best ``limit`` units among those holding a term of ``holding``,
    scored on every present term) for the rare terms; again with the common ones too only when the
    rare ones find fewer than ``limit`` units."""
    rare, common = split_common(present, n_docs)
    rows = ranked(rare)
    if common and len(rows) < limit:
        rows = ranked(rare + common)
    return rows


# The BM25 sum over a query's terms, given the joined rows q (term, idf), p (postings) and
# t (texts) and the parameter ``avgdl``.
BM25_SUM = f"sum(q.idf * p.tf * {K1 + 1} / (p.tf + {K1} * (1 - {B} + {B} * t.n_terms / :avgdl)))"


class LexicalIndex(SQLBackend):
    """The postings of each stored text, and the BM25 search over them (store/base.py, Store.search_lexical).

    A backend supplies how its texts join their videos: ``LEXICAL_TEXTS`` joins ``t`` (texts) to
    the postings ``p``, ``READY_TEXT`` keeps the texts of ready videos and ``TEXT_VIDEO`` is a
    text's video id, all as its schema and planner read them fastest.
    """

    LEXICAL_TEXTS: ClassVar[str]
    READY_TEXT: ClassVar[str]
    TEXT_VIDEO: ClassVar[str]

    _lexical_stats: CorpusStats

    def _index_texts(self, texts: Sequence[tuple[int, str]]) -> None:
        """Each text's term count and postings, inside the caller's write."""
        if not texts:
            return
        counted = [(text_id, *unit_postings(text)) for text_id, text in texts]
        self._execute_many(
            "UPDATE texts SET n_terms = :n_terms WHERE id = :id",
            [{"n_terms": n, "id": text_id} for text_id, n, _ in counted],
        )
        self._write_postings(
            [{"term": term, "text_id": text_id, "tf": tf} for text_id, _, found in counted for term, tf in found]
        )

    def _corpus_size(self) -> tuple[int, float | None]:
        """The number of stored texts and their mean term count (None: no texts)."""
        n_docs, mean_terms = self._rows("SELECT count(*), avg(n_terms) FROM texts")[0]
        return int(n_docs), None if mean_terms is None else float(mean_terms)

    def held_terms(self, query_terms: Sequence[str]) -> set[str]:
        if not query_terms:
            return set()
        rows = self._rows(
            f"SELECT DISTINCT term FROM postings WHERE {self._in('term', 'terms')}",
            {"terms": self._list(list(query_terms))},
        )
        return {str(r[0]) for r in rows}

    def search_lexical(self, query_terms: Sequence[str], within: TextSearch) -> list[TextHit]:
        """The texts ``within`` admits holding any of ``query_terms``, best BM25 score first,
        divided by the query's total IDF."""
        limit = within.limit
        if limit <= 0 or not query_terms:
            return []
        n_docs, avgdl = self._lexical_stats.get(self.generation(), self._corpus_size)
        weights, present = weigh_query(query_terms, n_docs, lambda distinct: {r[0]: r[1] for r in self._rows(
            f"SELECT term, count(*) FROM postings WHERE {self._in('term', 'distinct')} GROUP BY term", {"distinct": self._list(distinct)}
        )})  # fmt: skip
        if not present:
            return []
        filters = [self.READY_TEXT]
        params: dict[str, Any] = {"avgdl": avgdl, "limit": limit}
        if within.sources is not None:
            filters.append(self._in("t.source", "sources"))
            params["sources"] = self._list(sorted(within.sources))
        if within.videos is not None:
            filters.append(self._in(self.TEXT_VIDEO, "videos"))
            params["videos"] = self._list(plain_ids(within.videos))
        for n, (term, weight) in enumerate(present):
            params[f"term{n}"], params[f"idf{n}"] = term, weight
        query_table = (
            "WITH q(term, idf) AS (VALUES " + ", ".join(f"(:term{n}, :idf{n})" for n in range(len(present))) + ") "
        )

        def ranked(holding: list[str]) -> Sequence[Row]:
            """The best units among those holding a term of ``holding``: every present term's postings
            are read, or only those of the units the ``holding`` terms find."""
            if len(holding) == len(present):
                scored = "q JOIN postings p ON p.term = q.term"
            else:
                held = f"SELECT DISTINCT text_id FROM postings WHERE {self._in('term', 'holding')}"
                scored = f"({held}) h JOIN postings p ON p.text_id = h.text_id JOIN q ON q.term = p.term"
            return self._rows(
                f"{query_table}SELECT p.text_id, t.clip_id, {BM25_SUM} AS score FROM {scored} {self.LEXICAL_TEXTS} "
                f"WHERE {' AND '.join(filters)} GROUP BY p.text_id, t.clip_id ORDER BY score DESC, p.text_id LIMIT :limit",
                {**params, "holding": self._list(holding)},
            )

        rows = rare_terms_first(present, n_docs, limit, ranked)
        hits = (TextHit(r[0], r[1], float(r[2]) / weights.total) for r in rows)
        return [h for h in hits if h.score >= within.min_score]
