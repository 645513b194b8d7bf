"""Retrieval strategies: question -> ranked clips with evidence."""

from vidrag.retrieval.base import Evidence, Retrieval, Retriever
from vidrag.retrieval.naive import NaiveRetriever

__all__ = ["Evidence", "NaiveRetriever", "Retrieval", "Retriever"]
