"""The retrieval strategies by name, each with one line on what it does and what it costs.

Deliberately free of imports: the CLI's help and the web page list them without loading a model
or a strategy (``vidrag.retrieval`` maps the same names to their classes).
"""

from __future__ import annotations

RECOMMENDED = "auto"

# Costs are the LLM calls per question listed in README "Strategies".
DESCRIPTIONS: dict[str, str] = {
    "auto": "Recommended: the strategy the evaluation measured best on this project's data.",
    "naive": "Texts close to the question vote for their clips; fast, one LLM call (the answer).",
    "video-rag": "The LLM splits the question into speech and on-screen requests; 2 LLM calls.",
    "vgent": "Keywords over the entity graph, each clip checked by sub-questions; slowest, 4 + 1 LLM calls per clip.",
    "vig-rag": "High- and low-level keywords over entities, facts and texts, clustered by relevance; 2 LLM calls.",
    "mg2": "PageRank over a graph of sentences, screen text and entities; good on stories, 1 LLM call.",
    "ada": "The LLM routes the question to a shallow or deep search, then filters the clips; 2-4 LLM calls.",
    "bm25": "Baseline: keyword (BM25) ranking; 1 LLM call.",
    "dense": "Baseline: plain embedding similarity; 1 LLM call.",
}

STRATEGY_NAMES: tuple[str, ...] = tuple(DESCRIPTIONS)
