"""Text normalisation shared by lexical ranking, option matching and timeline operators.

Speech and screens write numbers both ways ("forty" / "40"): every comparison of question,
option and video text goes through :func:`normalise`, so they meet.
"""

from __future__ import annotations

import re

from text_to_num import alpha2digit

_WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")


def normalise(text: str) -> str:
    """Lower-cased, with number words written as digits ("Forty-two apples" -> "42 apples")."""
    return alpha2digit(text, "en", threshold=0).lower()


def words(text: str) -> list[str]:
    """The normalised words of ``text``, in order (numbers as digits, "3.5" and "don't" kept whole)."""
    return _WORD.findall(normalise(text))
