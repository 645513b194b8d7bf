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
from collections.abc import Sequence
from dataclasses import dataclass

from vidrag.text import terms

# Okapi BM25's usual constants (Robertson & Zaragoza; bm25s's and Lucene's defaults).
K1 = 1.5
B = 0.75


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


def query_weights(query_terms: Sequence[str], n_docs: int, df: dict[str, int]) -> QueryWeights:
    """IDFs of the distinct query terms (Lucene's variant, never negative); a term no unit holds
    keeps its (highest) weight, so a query about something absent scores low everywhere."""
    distinct = list(dict.fromkeys(query_terms))
    return QueryWeights(distinct, [math.log(1 + (n_docs - df.get(t, 0) + 0.5) / (df.get(t, 0) + 0.5)) for t in distinct])


# The BM25 sum over a query's terms, given the joined rows q (term, idf), p (postings) and
# t (texts) and the parameter ``avgdl``; the placeholder syntax is the store's.
BM25_SUM = "sum(q.idf * p.tf * {k1p1} / (p.tf + {k1} * (1 - {b} + {b} * t.n_terms / {avgdl})))"


def bm25_sum(avgdl_param: str) -> str:
    return BM25_SUM.format(k1p1=K1 + 1, k1=K1, b=B, avgdl=avgdl_param)
