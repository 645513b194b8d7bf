"""Text normalisation shared by lexical ranking, option matching and timeline operators.

Speech and screens write numbers both ways ("forty" / "40"): every comparison of question,
option and video text goes through :func:`normalise`, so they meet.
"""

from __future__ import annotations

import itertools
import re

from bm25s.stopwords import STOPWORDS_EN_PLUS
from text_to_num import alpha2digit

_WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")


def normalise(text: str) -> str:
    """Lower-cased, with number words written as digits ("Forty-two apples" -> "42 apples")."""
    return alpha2digit(text, "en", threshold=0).lower()


def words(text: str) -> list[str]:
    """The normalised words of ``text``, in order (numbers as digits, "3.5" and "don't" kept whole)."""
    return _WORD.findall(normalise(text))


# Words that say what kind of answer is wanted, not what to look for: English stop words
# (bm25s's NLTK-derived list) plus question and request words. Shared by the indexed text
# and the query, so neither side's function words weigh in the lexical score.
_QUESTION_WORDS = frozenset(
    "what which who whom whose when where why how does do did can could would should shall may might must "
    "please tell show explain describe say says said mention mentioned happen happens".split()
)
STOP_WORDS = frozenset(STOPWORDS_EN_PLUS) | _QUESTION_WORDS

# A quoted phrase: straight or curly double quotes around at least one word.
_QUOTED = re.compile(r"[\"\u201c\u201d]([^\"\u201c\u201d]+)[\"\u201c\u201d]")


def terms(text: str) -> list[str]:
    """The words of ``text`` that carry its content (stop and question words removed), in order;
    what the lexical index stores for a unit and what a query is looked up by."""
    return [w for w in words(text) if w not in STOP_WORDS]


def quoted_phrases(question: str) -> list[list[str]]:
    """The normalised words of each phrase the question quotes ("the 'Layer via Copy' command" does
    not count: only double quotes mark a phrase, since apostrophes are everywhere in English)."""
    return [found for match in _QUOTED.finditer(question) if (found := words(match.group(1)))]


def the_quote(text: str) -> str | None:
    """What ``text`` quotes, verbatim, when it quotes exactly one phrase."""
    found = [m.group(1).strip() for m in _QUOTED.finditer(text)]
    return found[0] if len(found) == 1 and words(found[0]) else None


def mask_quoted(text: str) -> str:
    """``text`` with what it quotes blanked out ("_", same length, so positions still match): the
    words of a quoted sentence ("... after the tone ...") are not the question's own cues."""
    return _QUOTED.sub(lambda m: m.group(0)[0] + "_" * len(m.group(1)) + m.group(0)[-1], text)


def contains_phrase(text_words: list[str], phrase: list[str]) -> bool:
    """Whether ``phrase`` occurs in ``text_words`` as consecutive words."""
    n = len(phrase)
    return any(text_words[i : i + n] == phrase for i in range(len(text_words) - n + 1))


def ordered_pair_share(query_terms: list[str], unit_terms: list[str], window: int) -> float:
    """The share of the query's consecutive term pairs (a, b) that ``unit_terms`` holds in that
    order, b at most ``window`` terms after a: the ordered-window feature of Metzler & Croft's
    sequential dependence model (SIGIR 2005), which tells "the piston heats the signal box" from
    "the signal box heats the piston" where a bag of words cannot."""
    pairs = {(a, b) for a, b in itertools.pairwise(query_terms) if a != b}
    if not pairs:
        return 0.0
    positions: dict[str, list[int]] = {}
    for i, term in enumerate(unit_terms):
        positions.setdefault(term, []).append(i)
    held = sum(
        1 for a, b in pairs
        if any(0 < j - i <= window for i in positions.get(a, ()) for j in positions.get(b, ()))
    )  # fmt: skip
    return held / len(pairs)
