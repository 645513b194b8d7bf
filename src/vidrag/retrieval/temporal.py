"""Absolute time references in a question ("at 1:05", "when the timer reaches forty seconds").

A question that names a moment is answered from the clip at that moment, whatever the text
similarity says; every strategy applies this before ranking.
"""

from __future__ import annotations

import re

from text_to_num import alpha2digit

_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])")
_UNIT_SECONDS = {"h": 3600.0, "m": 60.0, "s": 1.0}
_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b", re.IGNORECASE)
_JOINER = re.compile(r"^\s*(?:,|and)?\s*$", re.IGNORECASE)


def time_mentions(question: str) -> list[float]:
    """Seconds named in ``question``: clock times (m:ss, h:mm:ss) and amounts such as
    "2 minutes and 30 seconds" (number words included), in order of appearance."""
    text = alpha2digit(question, "en", threshold=0)
    found: list[tuple[int, float]] = []
    for match in _CLOCK.finditer(text):
        a, b, c = match.group(1), match.group(2), match.group(3)
        seconds = int(a) * 3600 + int(b) * 60 + int(c) if c else int(a) * 60 + int(b)
        found.append((match.start(), float(seconds)))
    total, start, last_end = 0.0, -1, -1
    for match in _AMOUNT.finditer(text):
        value = float(match.group(1)) * _UNIT_SECONDS[match.group(2)[0].lower()]
        if last_end >= 0 and _JOINER.match(text[last_end : match.start()]):
            total += value  # "2 minutes and 30 seconds" is one moment
        else:
            if start >= 0:
                found.append((start, total))
            total, start = value, match.start()
        last_end = match.end()
    if start >= 0:
        found.append((start, total))
    return [seconds for _, seconds in sorted(found)]
