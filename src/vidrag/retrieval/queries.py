"""What strategies ask with: the question as queries and as prompt text, its keywords checked
against it, and the groups of text sources the seeds search apart."""

from __future__ import annotations

import re
import string
from collections.abc import Sequence

from vidrag.lazy import IMPORT_LOCK
from vidrag.records import Source

# Speech (transcripts, subtitles) and on-screen text: Video-RAG and AdaVideoRAG search each with its own query.
SPEECH: frozenset[Source] = frozenset({"asr", "subtitle"})
SCREEN: frozenset[Source] = frozenset({"ocr"})


def question_queries(question: str, choices: Sequence[str] | None) -> list[str]:
    """The question, and the question with each option (an option may name what to look for)."""
    return [question, *(f"{question} {choice}" for choice in choices or ())]


def content_words(text: str) -> set[str]:
    with IMPORT_LOCK:
        from spacy.lang.en.stop_words import STOP_WORDS  # a word list only; no pipeline is loaded

    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2 and w not in STOP_WORDS}


def grounded(keywords: Sequence[str], question: str, choices: Sequence[str] | None = None) -> list[str]:
    """The keywords that share a content word with the question or its options.

    A small model sometimes copies the prompt's example ("man in black") instead of reading the
    question; keywords taken from the question always share a word with it.
    """
    words = content_words(" ".join([question, *(choices or [])]))
    return [k for k in keywords if content_words(k) & words]


def format_question(question: str, choices: Sequence[str] | None) -> str:
    if not choices:
        return question
    options = " ".join(f"{letter}. {c}." for letter, c in zip(string.ascii_uppercase, choices, strict=False))
    return f"{question} {options}"
