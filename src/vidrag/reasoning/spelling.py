"""A typed question's misspelt words put right before it is read: "sandra and gordon, any realtion?"
asks a relation, "who checked the crag contol" asks of a control.

Only a word typed in lower case, of four letters or more, outside quotes, that neither the English
dictionary (pyspellchecker's word frequencies, with the words people use of videos that it lacks: "vlog",
"livestream") nor any video of the index holds, is repaired, and only to a dictionary word one edit away
that keeps its first letter (typists seldom miss a word's first letter: Yannakoudakis and Fawthrop, 1983)
and is not one letter struck for another, the slip likeliest to make another word ("wifi" is no "wife").
A name the videos say or show ("wah kee", "callum") is held by them and kept. Of several such words, a
contraction typed without its apostrophe wins ("wasnt" is "wasn't", not "want"), then two letters
swapped, then one dropped or doubled (Damerau's study of misspellings), then the commoner word:
"realtion" is "relation" (swapped), not the commoner "reaction" (struck).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence

from spellchecker import SpellChecker

from vidrag.text import mask_quoted

# A word typed in lower case, not the stem of a possessive or a contraction ("hobb's acre": a name's).
_TYPED = re.compile(r"\b[a-z]{4,}\b(?!['’])")
# Words people use of what they watch, which the dictionary lacks (the media nouns questions name a video by).
_VIDEO_WORDS = (
    "vlog vlogs vlogger vlogged livestream livestreamed livestreams webinar webinars walkthrough unboxing screencast "
    "timelapse youtuber playthrough timestamp timestamps selfie wifi hashtag emoji smartphone logout"
).split()


@functools.lru_cache(maxsize=1)
def _dictionary() -> SpellChecker:
    """pyspellchecker's English word frequencies and :data:`_VIDEO_WORDS`, loaded once (about 0.2 s)."""
    dictionary = SpellChecker(language="en", distance=1)
    dictionary.word_frequency.load_words(_VIDEO_WORDS)
    return dictionary


def _edit_rank(typed: str, word: str) -> int | None:
    """How common the one edit from ``word`` to ``typed`` is as a typing slip: 0 an apostrophe left out, 1 two
    letters swapped, 2 a letter dropped or added; None for a letter struck for another, or a first letter missed."""
    if word.replace("'", "") == typed:
        return 0
    if word[0] != typed[0]:
        return None
    if len(typed) == len(word):
        return 1 if sorted(typed) == sorted(word) else None
    return 2


def repaired(question: str, held: Callable[[Sequence[str]], Iterable[str]]) -> tuple[str, dict[str, str]]:
    """``question`` with its misspelt words repaired, and {typed: repaired}; ``held`` tells which of some words
    the videos say or show."""
    masked = mask_quoted(question)
    typed = list(dict.fromkeys(m.group() for m in _TYPED.finditer(masked)))
    unknown = sorted(_dictionary().unknown(typed)) if typed else []
    if not unknown:
        return question, {}
    forms = {form: word for word in unknown for form in (word, f"{word}'s")}  # "Kee's" holds "kee"
    in_videos = {forms[form] for form in held(list(forms))}
    fixed = {word: repair for word in unknown if word not in in_videos and (repair := _repair(word))}
    if not fixed:
        return question, {}
    out, at = [], 0
    for match in _TYPED.finditer(masked):
        if match.group() in fixed:
            out += [question[at : match.start()], fixed[match.group()]]
            at = match.end()
    return "".join([*out, question[at:]]), fixed


@functools.lru_cache(maxsize=4096)
def _repair(word: str) -> str | None:
    """The dictionary word one edit from ``word`` that a typist likeliest meant; None when there is none."""
    dictionary = _dictionary()
    near = [
        (rank, -dictionary.word_usage_frequency(c), c)
        for c in dictionary.known(dictionary.edit_distance_1(word))
        if len(c) >= 4 and c != word and (rank := _edit_rank(word, c)) is not None
    ]
    return min(near)[2] if near else None
