"""LLM reasoning around retrieval: query analysis, structured verification, relevance filtering."""
