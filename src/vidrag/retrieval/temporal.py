"""Absolute time references in a question ("at 1:05", "when the timer reaches forty seconds").

A question that names a moment is answered from the clip at that moment, whatever the text
similarity says; every strategy applies this before ranking.
"""

from __future__ import annotations

import re
from typing import Literal

from text_to_num import alpha2digit

# m:ss or h:mm:ss; "4:30 pm" is a time of day, not a moment of the video.
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])(?!\s*[ap]\.?m\b)", re.IGNORECASE)
_UNIT_SECONDS = {"h": 3600.0, "m": 60.0, "s": 1.0}
_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b", re.IGNORECASE)
_JOINER = re.compile(r"^\s*(?:,|and)?\s*$", re.IGNORECASE)
# Wording that asks for an amount the video states (a duration, a price, a date, a distance): its
# own amounts ("which step takes 15 minutes?") are part of what is asked about, not a moment of the
# video, and its answer is a value, never a count of occurrences or a position.
_ASKS_AMOUNT = re.compile(
    r"\bhow (?:long|much|far|old|big|large|early|late|soon|fast|heavy|tall|wide|deep|high|expensive|cheap)\b"
    r"|\b(?:by|until|till) when\b|\b(?:what|which) (?:date|day|year|month|price|cost|fee|amount|percentage|deadline|budget)\b"
    r"|\bhow many (?:seconds|minutes|hours|days|weeks|months|years|dollars|euros|pounds|percent|kilometres|kilometers"
    r"|miles|metres|meters|kilos|kilograms|grams|litres|liters)\b",
    re.IGNORECASE,
)


# An amount is a moment of the video when the wording places it there: "at 2 minutes", "around
# ninety seconds", "3 minutes in", "when the timer reaches forty seconds"; not "the step that takes
# 15 minutes" or "a 10 minute break".
_PLACED_BEFORE = re.compile(
    r"\b(?:at|around|about|near|approximately|roughly|after|before|from|to|until|till|between|and|reaches|hits|shows|reads)"
    r"(?: the)?\s*$",
    re.IGNORECASE,
)
_PLACED_AFTER = re.compile(r"^\s*(?:in\b|into\b|mark\b)", re.IGNORECASE)


def asks_for_amount(question: str) -> bool:
    """Whether ``question`` asks how long, how much, by when, what price or date: a stated value."""
    return bool(_ASKS_AMOUNT.search(question))


def time_mentions(question: str, *, amounts: Literal["all", "placed", "none"] = "all") -> list[float]:
    """Seconds named in ``question``: clock times (m:ss, h:mm:ss) and amounts such as
    "2 minutes and 30 seconds" (number words included), in order of appearance. ``amounts``:
    every amount, only those the wording places in the video ("at 2 minutes", "3 minutes in"), or none."""
    text = alpha2digit(question, "en", threshold=0)
    found: list[tuple[int, float]] = []
    for match in _CLOCK.finditer(text):
        a, b, c = match.group(1), match.group(2), match.group(3)
        seconds = int(a) * 3600 + int(b) * 60 + int(c) if c else int(a) * 60 + int(b)
        found.append((match.start(), float(seconds)))
    runs: list[tuple[int, int, float]] = []  # start, end, seconds: "2 minutes and 30 seconds" is one run
    for match in _AMOUNT.finditer(text) if amounts != "none" else ():
        value = float(match.group(1)) * _UNIT_SECONDS[match.group(2)[0].lower()]
        if runs and _JOINER.match(text[runs[-1][1] : match.start()]):
            runs[-1] = (runs[-1][0], match.end(), runs[-1][2] + value)
        else:
            runs.append((match.start(), match.end(), value))
    for start, end, total in runs:
        if amounts == "all" or _PLACED_BEFORE.search(text[:start]) or _PLACED_AFTER.match(text[end:]):
            found.append((start, total))
    return [seconds for _, seconds in sorted(found)]


def moments_named(question: str) -> list[float]:
    """The moments of the video a question names: its clock times, and the amounts its wording
    places in the video, unless it asks for an amount (then "15 minutes" is what a step takes)."""
    return time_mentions(question, amounts="none" if asks_for_amount(question) else "placed")
