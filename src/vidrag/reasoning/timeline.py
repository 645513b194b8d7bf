"""Timeline operators: questions about when, how often and in what order, answered by reading every
time-stamped unit of a video (ASR segments, subtitle cues, OCR lines), not by asking the LLM.

A phrase matches a unit lexically (its content words, fuzzily, numbers as digits: rapidfuzz over
:func:`vidrag.text.words`) and semantically (the unit's stored embedding). Counting
reads the whole video, not the top clips, as Vgent's counting sub-queries do over every candidate
clip (its section 3.3); occurrences that overlap in time (a slide shown for several OCR samples,
the same sentence stored in two clips) are one occurrence. Every operator returns the moments that
prove its result.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property, lru_cache
from typing import Any

import numpy as np
from rapidfuzz import fuzz

from vidrag.config import AnswerSettings
from vidrag.graph.boilerplate import boilerplate_index
from vidrag.embedding import Embedder
from vidrag.extractors.sentences import JOIN_GAP_S, MAX_SENTENCE_S, continues
from vidrag.graph.rules import clause_verb, load_spacy
from vidrag.instructions import instruction_flags
from vidrag.lazy import IMPORT_LOCK
from vidrag.retrieval.base import Moment
from vidrag.records import SPEECH_SOURCES
from vidrag.text import CELL_SEPARATOR, amount_of, clock_word, normalise, price_of, stem, words
from vidrag.store.base import ClipRecord, StoreReader, TextRecord, VideoRecord

# Fuzzy word match: 85 lets ASR spelling variants meet ("Einstein" / "Einstien") but not other words.
_WORD_MATCH = 85
# Words that open a clause which cannot stand alone: after a full stop, in lower case, they go on
# the sentence before ("The eastern road was closed in 1679. | after the bridge washed away"), where
# speech recognition wrote a stop at a pause. ("and", "so" open clauses that stand alone; a cause
# after "because" is read beside its sentence already, answer/causes.py.)
_SUBORDINATE = r"(?:after|since|which|who|whose|whom|while|until|unless|although|though|whereas|before|than)"
# A sentence ends at . ! or ? before a space or the end ("3.5" mid-word stays whole), unless a
# subordinate clause in lower case follows.
_SENTENCE = re.compile(rf"\S.*?(?:[.!?](?=\s+(?!{_SUBORDINATE}\b)|$)|$)")
_PART = 0.5  # a phrase is named in part by half its content words ("boat" of "boat trip")
# A clause that tells more of what came before it, not what was done next: "..., which no one had set".
_TELLS_OF_IT = re.compile(rf"^\W*(?:{_SUBORDINATE}|that|where|because|as|if|till|when)\b", re.IGNORECASE)
# A sentence opening on a time clause: "As soon as ...", "The moment ...", "Once ...", "When ...".
_OPENS_ON_A_TIME = re.compile(
    r"^\W*(?:and |so |then )?(?:as soo?n? as|the (?:very )?(?:moment|minute|second|instant)|once|when|just as)\b",
    re.IGNORECASE,
)
_TOLD_ON_WORDS = 4  # what a sentence goes on to say was done after its opening: an act and what it is done to, at least
_SENTENCE_PIECES = 4  # a telling the recogniser cut up goes on for this many sentences at most
# An anchor asked of as a whole section: "after they finished The Water Is Wide" comes after the last of
# it, "before the quiz got going" before the first of it, not beside its first (last) mention.
_SECTION_DONE = re.compile(
    r"\b(?:finish(?:ed|es|ing)?|end(?:ed|s)?|(?:is|was|were|are|'s) over|done|wrap(?:ped|s)? up|complete[ds]?"
    r"|through with)\b",
    re.I,
)
_SECTION_BEGUN = re.compile(r"\b(?:start(?:ed|s|ing)?|beg[iau]ns?|got going|kick(?:ed|s)? off)\b", re.I)
# A section goes on while it is named again within this long: a slide's title is read again in every
# 30 s clip while the slide stays up, and a piece is talked of again within a minute while it is sung.
_SECTION_GAP_S = 45.0
# Words that say when, not what: "the first time the map blew off" names no list "Next time on ...".
_WHEN_WORDS = frozenset("time times day days night nights week weeks today tonight moment moments".split())
# A sentence naming an item of a numbered list by its number ("So number four goes first."), in normalised text.
NUMBER_NAMED = re.compile(r"\bnumber (\d{1,2})\b")
CAPITALISED = re.compile(r"\b[A-Z][a-z]{3,}\b")  # a word that may be a name: 4+ letters, capitalised
# "the second thing on it": the list on screen, pointed at as "it".
_ON_IT = r"(?:on|in|from) (?:it|there)\b"
# "the second one on the list", "the first bike in this table", "the second ticket on the board":
# a sentence that points at an item of the list on screen by its place ("the second of April", "the
# first three letters" and "the third time" are no such pointers).
_POINTER = re.compile(
    r"\bthe (?:very )?(first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\b"
    rf"(?! (?:of|time|times|things?(?! {_ON_IT})|day|days|week|minute|minutes|hour|hours|few|two|three|four"
    r"|five|\d))(?= \w)",
    re.IGNORECASE,
)
_LIST_NOUN = r"(?:list|table|board|screen|slide|menu|chart)"
_ON_THE_LIST = re.compile(rf"\b(?:on|in|from) (?:the|this|that|our) {_LIST_NOUN}\b", re.I)
# "the one at the bottom of the list", "the bid in the middle of this list": a place named by where
# on the list it sits, which says by itself that the list is meant.
_PLACED = re.compile(
    rf"\b(?:at|on|in|near) the (?:very )?(top|bottom|end|middle) of (?:the|this|that|our) {_LIST_NOUN}\b", re.I
)
# "the thing at the very top", "the one at the bottom": the list is the one on screen.
_PLACED_BARE = re.compile(r"\b(?:thing|one|item|dish)s? (?:at|on) the (?:very )?(top|bottom)\b(?! of)", re.I)
# A clause denied before it points ("don't pick the last one", "we never ordered the cheapest thing").
_NEGATED_CLAUSE = re.compile(r"\b(?:not|never|no|\w+n't)\b", re.I)
_PLACE = {
    "first": 1,
    "1st": 1,
    "second": 2,
    "2nd": 2,
    "third": 3,
    "3rd": 3,
    "fourth": 4,
    "4th": 4,
    "fifth": 5,
    "5th": 5,
    "last": -1,
    "top": 1,
    "bottom": -1,
    "end": -1,
    "middle": 0,  # the centre of a list of odd length; an even one has none
}
# A list's item named by its price: "the cheapest thing on the menu", "the priciest item on his list".
CHEAPEST, PRICIEST = "cheapest", "priciest"
EXTREME_PRICE = {
    "cheapest": CHEAPEST, "least expensive": CHEAPEST, "lowest priced": CHEAPEST,
    "priciest": PRICIEST, "priceiest": PRICIEST, "most expensive": PRICIEST, "dearest": PRICIEST,
    "highest priced": PRICIEST,
}  # fmt: skip
_BY_PRICE = re.compile(rf"\bthe ({'|'.join(EXTREME_PRICE)})\b(?= \w)", re.IGNORECASE)
# One of two items told apart by a comparison: "I'm going with the cheaper one", "we signed for the
# bigger one" (or "the big one": of two, the bigger), "mine is the more expensive one". Price words
# compare the items' prices; size words their first other amount ("40 desks" | "55 desks").
BIGGEST, SMALLEST = "biggest", "smallest"
COMPARED = {
    "cheaper": CHEAPEST, "cheap": CHEAPEST, "less expensive": CHEAPEST, "lower priced": CHEAPEST,
    "more expensive": PRICIEST, "expensive": PRICIEST, "pricier": PRICIEST, "pricey": PRICIEST,
    "dearer": PRICIEST, "higher priced": PRICIEST,
    "bigger": BIGGEST, "big": BIGGEST, "larger": BIGGEST, "large": BIGGEST, "longer": BIGGEST,
    "heavier": BIGGEST, "roomier": BIGGEST,
    "smaller": SMALLEST, "small": SMALLEST, "shorter": SMALLEST, "lighter": SMALLEST, "tinier": SMALLEST,
}  # fmt: skip
_COMPARED = re.compile(rf"\bthe ({'|'.join(COMPARED)}) (?=\w)", re.IGNORECASE)
# A line that sums the list is not one of its items: "Total: $25.49".
_SUM_LINE = re.compile(r"^\s*(?:sub-?)?totals?\b", re.IGNORECASE)
# A name box: a screen line that opens with a person's name, alone or before a role ("Tomasz Ferrow,
# PhD candidate", "Bernard Farrant (Imogen's dad)", "Marta Kellaway · presenter"), as a lower third
# shows who is talking; not a field whose label names a role ("Plumber: Declan Hurst").
_NAME_BOX = re.compile(
    # a meeting's caption may lead with what the box is ("Speaking: Ravi Santangelo (lead developer)")
    r"^(?:(?:Now speaking|Speaking|Speaker|Presenter|Presenting|Host|Chair)\s*:\s*)?"
    # "The Reverend Daniel Osei, vicar" is a person; "The Plough, Wendlecombe" is a place
    r"(?:(?:Dr|Prof|Mr|Mrs|Ms|Mx|Sir|Dame|(?:The\s+)?Rev(?:erend|d)?|Father|Canon)\.?\s+)?"
    r"(?!(?:The|A|An)\s)(?P<name>[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2})\s*(?:$|[,·|(–—-])"
)
# A line of this many parts or more set off by middle dots is a banner (show · episode · place), not a name box,
# whose role follows one dot at most ("Ruth Calloway · purser").
_BANNER_DOT = "·"
_BANNER_PARTS = 3
# what a person's name box gives after the name: a role in lower-case words, as captions write it without an article,
# or an age (", hall caretaker", ", 71"; not a place's ", the north face")
_PERSONS_ROLE = re.compile(r",\s*(?:(?!(?:the|a|an)\b)[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*)*|\d{1,3})")
_LOWER_CASE_WORD = re.compile(r"\b[a-z][\w'’-]*")
_NAME_RUN = re.compile(r"\b[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){1,2}\b")
# What is found only elsewhere on a line's screen (the slide's other lines) counts half of what the line holds.
SCREEN_WEIGHT = 0.5
_MOSTLY = 0.5  # a name box names the speaker of a sentence it is shown for at least half of
# A label and its number, as words() writes them: "lot 5", "question 3" ("question #3").
_LABEL_NUMBER = re.compile(r"([a-z]+) (\d+)")
# A screen: the on-screen lines of one video and source that appeared in one frame sample. A line
# that stays up into the next slide ("1. Where the pans stood" over the agenda, then as the next
# slide's title) is read as one span from the frame it appeared in, so lines that appeared together
# are one screen, however long each then stays.
ScreenKey = tuple[int, str, float]


def screen_of(video_id: int, record: TextRecord) -> ScreenKey:
    """The screen an on-screen line belongs to: its video, source and the time it appeared."""
    return (video_id, record.source, record.start)


_PHRASE_MIN_CHARS = 8  # a whole phrase is matched fuzzily only when one slip is a small share of it


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    with IMPORT_LOCK:
        from spacy.lang.en.stop_words import STOP_WORDS  # a word list only; no pipeline is loaded

    return frozenset(STOP_WORDS)


# A response told as what came of the event ("So I set her straight back down"), and one told as what the
# speaker did ("I shouted everybody onto the guy ropes"), which a "Then I ..." after it goes on from.
_RESPONSE_OPENS = re.compile(r"^\W*(?:and )?so\b,?\s+(?:i|we|he|she|they)\b", re.IGNORECASE)
_FIRST_PERSON_OPENS = re.compile(r"^\W*(?:i|we)\b", re.IGNORECASE)
# A sentence that says only what someone did not do ("I didn't panic.", "Stan didn't even blink."): no response
# of its own.
_DID_NOT = re.compile(
    r"^\W*(?:i|we|he|she|they|nobody|no one|(?-i:[A-Z][a-z]+))\b(?: \w+)? (?:didn[’']?t|did not|never|wasn[’']?t"
    r"|weren[’']?t)\b[^,;]*\W*$",
    re.IGNORECASE,
)
# The rest of a sentence that only gives its reason: "... until bronze comes up out of the vent. | because then
# you know it's full." tells nothing that came next.
_GIVES_ITS_REASON = re.compile(r"^\W*(?:because|cos|'cause|’cause)\b", re.IGNORECASE)
# A sentence said to its end: its last word followed by a full stop, question or exclamation mark.
SENTENCE_END = re.compile(r"[.!?]\W*$")
# A sentence goes on in the next segment the recogniser cut, when that one starts within this many seconds.
CONTINUES_WITHIN_S = 3.0
# A telling the recogniser cut into fragments is read whole over at most this many of its sentences.
_TOLD_TOGETHER = 3


def goes_on(before: TextRecord, after: TextRecord) -> bool:
    """Whether ``after`` is the rest of the sentence ``before`` begins, cut off by the recogniser's
    segmenting: it opens in lower case, within :data:`CONTINUES_WITHIN_S` ("run my bell three times,
    waited until it had gone. | and started again from the top.")."""
    return after.text[:1].islower() and after.start - before.end <= CONTINUES_WITHIN_S


def said_straight_on(before: Unit, after: Unit) -> bool:
    """Whether spoken ``after`` follows ``before`` in one telling: the same video, within :data:`CONTINUES_WITHIN_S`."""
    return before.video.id == after.video.id and after.record.start - before.record.end <= CONTINUES_WITHIN_S


def reads_on(before: TextRecord, after: TextRecord) -> bool:
    """Whether ``after`` is read as the rest of the sentence ``before`` begins: it goes on in lower case
    (:func:`goes_on`), or ``before`` is left open ("nearly empty," | "the oiling machine humming ..."), within
    :data:`CONTINUES_WITHIN_S`. Looser than the joining of stored sentences (:func:`sentences`), which a full
    stop ends and only a lower-case start goes on: read for an answer, "... on a Tuesday. | nearly empty," is
    one telling."""
    return goes_on(before, after) or (
        SENTENCE_END.search(before.text) is None and after.start - before.end <= CONTINUES_WITHIN_S
    )


def content_words(text: str) -> list[str]:
    """The normalised words of ``text`` that carry meaning (stop words out, numbers kept)."""
    stops = stop_words()
    found = [w for w in words(text) if w not in stops and (len(w) > 1 or w.isdigit())]
    return list(dict.fromkeys(found))


def content_stems(text: str) -> set[str]:
    """The stems of ``text``'s :func:`content_words`: "checked the water" and "checking water" share them."""
    return {stem(w) for w in content_words(text)}


# British spellings speech recognition writes the American way: "centre" / "center", "colour" / "color".
_BRITISH_ENDINGS = re.compile(
    r"(?<=[bt])re(?=s?$)|^(?P<stem>col|fav|hon|neighb|harb|behavi|lab|flav|hum|rum|arm|od|vap|parl|sav)our"
)


def _american(word: str) -> str:
    return _BRITISH_ENDINGS.sub(lambda m: f"{m['stem']}or" if m["stem"] else "er", word)


def same_word(wanted: str, heard: str) -> bool:
    """Whether ``heard`` is ``wanted``: exactly, in the other spelling ("centre" / "center"), a plural of
    it ("-s", "-es", "-ies"; heard "-'s", as speech recognition writes a plural and a name's place), or
    a slip of the ear of a word of 4+ letters ("Einstien"). A longer or shorter word that holds the
    other ("than" / "thank", "connect" / "connected", "available" / "unavailable") is another word: a
    close ratio does not make it the same."""
    if wanted == heard or _american(wanted) == _american(heard):
        return True
    if heard in (wanted + "'s", wanted + "’s"):  # "on Sunday's" heard for "on Sundays"; "at Tolputt's"
        return True
    short, long = sorted((wanted, heard), key=len)
    if short in long:
        return long in (short + "s", short + "es")
    if short.endswith("y") and long == short[:-1] + "ies":  # "accessory" / "accessories"
        return True
    if any(c.isdigit() for c in wanted + heard):  # a value is the same value or another: "2025" is not "2026"
        return _said_clock(wanted, heard)
    return len(short) >= 4 and fuzz.ratio(wanted, heard) >= _WORD_MATCH  # "send" is not "and"


# A word misheard keeps half its letters at least ("ramble" for "gravel", "grass" for "brass").
_SLIP_RATIO = 50


def _heard_whole(whole: str, text: str) -> bool:
    """Whether the phrase ``whole`` is said in ``text`` with slips of the ear: the stretch of ``text``
    most like it, widened to whole words, is alike as a whole, and word by word each meaning word is
    heard as a meaning word still half its letters ("rinse the ramble" for "rinse the gravel"); "send the
    invoice" is not in "and the invoice" or "creating the invoice". Words split or joined by speech
    recognition ("ledger lark") are not compared one by one."""
    aligned = fuzz.partial_ratio_alignment(whole, text)
    if aligned is None or aligned.score < _WORD_MATCH:
        return False
    start = text.rfind(" ", 0, aligned.dest_start) + 1
    end = text.find(" ", aligned.dest_end)
    heard, said = text[start : len(text) if end < 0 else end].split(), whole.split()
    if len(heard) != len(said):
        return True
    stops = stop_words()
    return all(
        w == h or w in stops or (h not in stops and fuzz.ratio(w, h) >= _SLIP_RATIO)
        for w, h in zip(said, heard, strict=True)
    )


# A time of day as value_words writes it ("7h02") and a decimal with the same digits ("7.02").
_CLOCK_WORD = re.compile(r"(\d{1,2})h(\d{2})")
_DECIMAL = re.compile(r"(\d{1,2})\.(\d{2})")


def _said_clock(wanted: str, heard: str) -> bool:
    """Whether ``heard`` is the time of day ``wanted`` as speech recognition writes it: Whisper puts
    a full stop in a spoken time ("it is seven oh two" -> "it is 7.02", "adjourned at 8.41"), and
    only a few of those carry the "at" or "pm" that tells a time from a decimal (text.py); an option
    that is a time ("7:02 pm") asks for it, so the same digits are that time. A decimal option
    ("7.02 EUR") is not found in a time ("7:02")."""
    clock, decimal = _CLOCK_WORD.fullmatch(wanted), _DECIMAL.fullmatch(heard)
    if clock is None or decimal is None:
        return False
    minutes = decimal.group(2)
    return int(minutes) < 60 and clock_word(int(decimal.group(1)), minutes) == clock_word(
        int(clock.group(1)), clock.group(2)
    )


def lexical_match(phrase_words: Sequence[str], unit_words: Sequence[str]) -> float:
    """The share of ``phrase_words`` found in ``unit_words`` (see :func:`same_word`)."""
    if not phrase_words or not unit_words:
        return 0.0
    present = list(dict.fromkeys(unit_words))
    hits = sum(1 for word in phrase_words if any(same_word(word, w) for w in present))
    return hits / len(phrase_words)


def times_said(phrase_words: Sequence[str], unit_words: Sequence[str]) -> list[int]:
    """The word positions in ``unit_words`` where ``phrase_words`` occurs, one per occurrence: those of
    its rarest word, or none when some word of it is missing ("followed by the pound key. ... followed
    by" holds "followed" twice)."""
    positions = [[k for k, w in enumerate(unit_words) if same_word(word, w)] for word in dict.fromkeys(phrase_words)]
    return min(positions, key=len) if positions else []


# "Undo (2)", "Chain drops: 2", "Taste test 2", "Attempt #2": a label and a small number ending a line
# or a part of it.
_COUNTER = re.compile(r"(?P<label>[A-Za-z][A-Za-z ]{1,30}?)\s*[:#(]?\s*(?P<n>\d{1,2})\)?(?=\s*$|\s{2,}|\s*[,;|])")


def _counts_up(numbers: dict[int, int], units: Sequence[Unit]) -> bool:
    """Whether a label's numbers count: from 1 or 2 upwards, at least two of them, each shown after the one before."""
    ordered = sorted(numbers)
    if len(ordered) < 2 or ordered[0] > 2:
        return False
    times = [units[numbers[n]].record.start for n in ordered]
    return all(a < b for a, b in zip(times, times[1:], strict=False))


# A sentence that tells a thing happening again: "the chain came off again", "once more we see the
# limping act", "another parent pretends to be injured", "and a final time, a male flopped down",
# "one more dip, on the sunny side", "last go, I promise". Narrators describe a repeated event in full
# once, then mark each repeat in whatever words fit it.
REPEAT_MARKER = re.compile(
    r"\b(?:again|once more|one more|another|yet another"
    r"|(?:a|the|for the) (?:second|third|fourth|fifth|sixth|final|last) time"
    r"|(?:second|third|fourth|fifth|final|last) (?:go|try|attempt|turn|shot|round)"
    r"|(?:somebody|someone|something) else)\b",
    re.IGNORECASE,
)
# The clauses a repeat marker's own clause leaves out: "the siren went off again, because I sat on the
# box" says again of the siren, not of the box.
_OTHER_CLAUSES = frozenset({"advcl", "conj", "cc", "parataxis", "mark", "relcl", "acl", "punct"})
# A marker in a verb's complement belongs to the verb's clause: "set the alarm wailing one more time".
_COMPLEMENTS = frozenset({"xcomp", "ccomp", "oprd"})
_PARTICIPLES = frozenset({"VBG", "VBN"})  # "set the alarm wailing": the wailing is the setting's
# Verbs that name no event on their own ("it went again", "we got there"): a repeat is tied to an event
# by them only as a phrasal verb ("go off", "come in").
_LIGHT_VERBS = frozenset({"be", "have", "do", "go", "get", "come", "make", "take", "put", "set", "give", "let"})
# A time told with its place in the series ("for the third time, the smoker's out", "here's a second
# set of headlights"): the narrator has counted it, and the times before it were that many less one,
# however they were told. Read from a sentence's words, where ordinals are digits ("the 3rd time").
_NTH_WORD = re.compile(r"(\d+)(?:st|nd|rd|th)")
_NTH_BEFORE = frozenset({"a", "the"})  # "a second set", "for the third time", "that's the fourth go"
_SERIES_NOUNS = frozenset({"time", "set", "lot", "round", "go", "try", "attempt", "batch"})
_NTH_PLACES = range(2, 11)  # the second to the tenth: "the first time" tells no time before it
# A time told as the nth is one of the counted event's when it is closer in meaning to the event than
# three quarters of the video's sentences: the ordinal already says it is one of a series.
_NTH_RANK = 0.75


def told_as_nth(said: Sequence[str]) -> int | None:
    """The place in a series a sentence (its :func:`words`) tells its event at ("for the third time" -> 3), if it does."""
    for before, word, after in zip(said, said[1:], said[2:], strict=False):
        nth = _NTH_WORD.fullmatch(word)
        if nth is not None and before in _NTH_BEFORE and after in _SERIES_NOUNS and int(nth[1]) in _NTH_PLACES:
            return int(nth[1])
    return None


# A repeat may belong to the counted event when it is closer in meaning to the event, or to the
# sentence that first told it, than this share of the video's sentences (the median: closer than a
# typical sentence of the same video).
_REPEAT_RANK = 0.5
# "Again" points back at something told before: at the earlier sentence most like the one saying
# it, for a repeat of the counted event one that tells the event, or within this much cosine of it.
_REFERENT_SLACK = 0.05
# The sentence that first told an event its later sentences tell as repeats is among the tenth of
# the video's sentences most like it.
_FIRST_TOLD_RANK = 0.9
# Said in other words only, an event is first found as the sentence most like it, if that sentence
# shares half its words (:data:`_PART`, word endings aside) or is at least this similar to it.
_EVENT_SIMILARITY = 0.5
_MOST_LIKE = "the sentence most like it"
# The same sentence said again ("Please enter the conference PIN number", twice): its embedding is
# nearly the same.
_SAME_SENTENCE = 0.95


_LIST_ITEMS = 3  # a list names at least three things: two are a comparison or a pair
# How alike (rapidfuzz partial ratio) a sentence's stretch and a name must be for the one to be the other
# misheard: "the shape fold" of "the sheepfold" is 77, "either of them was number one" of "record player" 46.
_HEARD_AS = 70
_LIST_ITEM_WORDS = 6  # each item of a list said in one sentence is a short phrase
_LIST_SEPARATOR = re.compile(r"\s*[,;:]\s*(?:and\s+|or\s+|then\s+)?|\s+(?:and|or)\s+", re.IGNORECASE)


def _enumerates(sentence: str, spacy_model: str) -> bool:
    """Whether ``sentence`` lists three or more short things, comma after comma ("We have four items
    to hear: the library roof, the dog park on Elm Street, the summer festival and parking"): parts
    of a few words with no finite verb ("the exporting rules" is one)."""
    if len(re.findall(r"[,;:]", sentence)) < _LIST_ITEMS - 1:
        return False
    parts = [p for p in _LIST_SEPARATOR.split(sentence) if words(p)]
    items = [p for p in parts if len(words(p)) <= _LIST_ITEM_WORDS and _names_a_thing(parse(spacy_model, p))]
    return len(items) >= _LIST_ITEMS


def _has_finite_verb(doc: Any) -> bool:
    """Whether a parsed text has a finite verb: it tells an act or a state of its own, a clause."""
    return any(t.tag_ in _FINITE for t in doc)


def _names_a_thing(doc: Any) -> bool:
    """Whether a part of a sentence names a thing: a phrase headed by a noun, a number or a gerund ("the dog park
    on Elm Street", "exporting your notes"), with no finite verb; not an aside ("as thick as my arm", "and in a")."""
    if _has_finite_verb(doc):
        return False
    return any(t.dep_ == "ROOT" and (t.pos_ in ("NOUN", "PROPN", "NUM") or t.tag_ == "VBG") for t in doc)


_FINITE = frozenset({"VBD", "VBP", "VBZ", "MD"})  # Penn tags of a finite verb: a clause, not a listed thing
# A thing said in at most this share of a video's sentences is a prop an event acts on (the map a
# lecturer turns to); one said throughout is the video's subject (the patch of a repair), which
# every step acts on in some way.
_PROP_SHARE = 0.2
# Verbs that put a thing off rather than do it: "the cable car will have to wait", "we skipped the museum".
_PUT_OFF = frozenset({"wait", "postpone", "delay", "defer", "cancel", "skip"})
# The roles of a thing acted on: a verb's object, a preposition's object, a passive subject.
_ACTED_ON = frozenset({"dobj", "obj", "pobj", "dative", "nsubjpass"})
_DIRECT_OBJECT = frozenset({"dobj", "obj"})
_NOMINAL = frozenset({"NOUN", "PROPN", "PRON"})


def event_terms(spacy_model: str, text: str, within: Sequence[tuple[int, int]] | None = None) -> set[str]:
    """The lemmas that name an event in ``text`` ("the alarm went off" -> {"alarm", "go off"}): content
    words, a verb with its particle as one term, light verbs alone left out. ``within`` (character
    spans of repeat markers): only the clauses the markers belong to, without the clauses hung on them."""
    doc = parse(spacy_model, text)
    tokens = list(doc)
    if within is not None:
        tokens = []
        for start, end in within:
            at = [t for t in doc if start <= t.idx < end]
            if not at:
                continue
            head = at[0]
            while head.pos_ not in ("VERB", "AUX") and head.head.i != head.i:
                head = head.head
            heads = [head]
            while (
                head.dep_ in _COMPLEMENTS or head.dep_ == "advcl" and head.tag_ in _PARTICIPLES
            ) and head.head.i != head.i:
                head = head.head
                heads.append(head)
            stack = list(heads)
            while stack:
                token = stack.pop()
                tokens.append(token)
                stack.extend(c for c in token.children if c.dep_ not in _OTHER_CLAUSES and c not in heads)
    stops = stop_words()
    terms: set[str] = set()
    for token in tokens:
        lemma = token.lemma_.lower()
        if token.pos_ == "VERB":
            particle = next((c.lower_ for c in token.children if c.dep_ == "prt"), None)
            if particle is not None:
                terms.add(f"{lemma} {particle}")
            elif lemma not in _LIGHT_VERBS:
                terms.add(lemma)
        elif token.is_alpha and lemma not in stops and token.lower_ not in stops and token.lower_ not in _WHEN_WORDS:
            terms.add(lemma)
    return terms


def event_core(spacy_model: str, phrase: str) -> set[str]:
    """What an event phrase is about, as :func:`event_terms` writes it: its head (the verb, with its
    particle: "go off") and the head's subject ("alarm" of "the bike's alarm go off"); not a thing it
    merely involves ("castle" of "guards the castle back then")."""
    root = next((t for t in parse(spacy_model, phrase) if t.dep_ == "ROOT"), None)
    if root is None:
        return set()
    core = {t.lemma_.lower() for t in (root, *root.children) if t.i == root.i or t.dep_ in ("nsubj", "nsubjpass")}
    return {term for term in event_terms(spacy_model, phrase) if term.split()[0] in core}


@lru_cache(maxsize=4096)
def parse(spacy_model: str, text: str) -> Any:
    """``text`` parsed by the shared spaCy pipeline, once per process (a count reads the same sentences again)."""
    return load_spacy(spacy_model)(text)


def with_item(said: str, item: str) -> str:
    return f"{said} (on screen: {item})"


def _names_the_list(rest: str, items: Sequence[str], said: str) -> bool:
    """Whether a sentence points into the list on screen: "the second one", "... on the list / in
    this table", or a noun the items are named by ("the second zone": "Zone A", "Zone B"); not "the
    first hill" beside any slide, nor "the first coat" beside "3 coats" | "6 hours between coats"
    (coats counted, not items named). ``rest`` is what follows the pointing word."""
    following = words(rest)
    if not following:
        return False
    noun = following[0]  # "one" is written "1"
    heads = [named[0] for item in items if (named := words(item))]
    on_it = re.match(rf"\W*(?:thing|one|item)s? {_ON_IT}", rest, re.I)
    return (
        noun in ("1", "ones") or on_it is not None or bool(_ON_THE_LIST.search(said))
        or any(same_word(noun, w) for w in heads)
    )  # fmt: skip


def priced_at(items: Sequence[str], extreme: str) -> int | None:
    """The place of the cheapest (or priciest) item of a list whose items each state one price ("Dumplings
    €9" | "Goulash €14" | "Trout €17"), or of the biggest (smallest) by the first other amount each
    states ("40 desks, $18,200" | "55 desks, $21,900"); a line summing them ("Total: $25.49") is none
    of them. None when fewer than two items state one, or two share the extreme."""
    measure = price_of if extreme in (CHEAPEST, PRICIEST) else amount_of
    amounts = {
        k: amount for k, item in enumerate(items) if not _SUM_LINE.match(item) and (amount := measure(item)) is not None
    }
    if len(amounts) < 2:
        return None
    best = (min if extreme in (CHEAPEST, SMALLEST) else max)(amounts.values())
    at = [k for k, amount in amounts.items() if amount == best]
    return at[0] if len(at) == 1 else None


# A list item's number or bullet ("4. Christmas hampers", "- Flour"): the item is what follows it.
LIST_MARKER = re.compile(r"^\s*(?:(?P<number>\d{1,2})[.)]|[-•*·])\s+")
# A screen line saying which numbered item of a plan is being done while it shows ("Number 4 on the
# order", "No. 2 on the list", "Item 3 of the plan"): the item it numbers is done there, in whatever
# words it is told.
_PLAN_NUMBER = re.compile(
    r"^\W*(?:number|no\.?|item|#)\s*(?P<number>\d{1,2})\s+(?:on|of|from|in)\s+(?:the|our|my|this|today's|tonight's)"
    r"\s+(?P<plan>[\w'’-]+)",
    re.I,
)


def marks_plan(lines: Sequence[str]) -> bool:
    """Whether a screen's lines say which item of a plan is being done (:data:`_PLAN_NUMBER`)."""
    return any(_PLAN_NUMBER.match(line) for line in lines)


def list_items(lines: Sequence[str]) -> list[str]:
    """The items of the list among a screen's lines, in order: a run of at least two lines of one
    shape (a label ends with ":", a value holds a digit) after a label ("Tickets:" | "Single" |
    "Return" | "Family" | "€17" ...), else the longest such run ("Brinemoor Flex: $1,390" |
    "Quillan Fairway 2: $1,649" | ...) below the screen's title; the names, not the column of
    prices beside them, also when OCR reads each name and its price as lines of their own. Numbered
    or bulleted lines are one run whatever they hold ("3. The big weekly shop" | "4. The hill test:
    Quarry Lane")."""

    def shape(line: str) -> tuple[bool, ...]:
        if LIST_MARKER.match(line):
            return (True,)
        return ":" in line, any(c.isdigit() for c in line)

    # a table read row by row below its title: a name, its value, the next name ... ("Pike Roofing" | "28,400 USD")
    names, values = list(lines[1::2]), list(lines[2::2])
    if len(names) >= 2 and len(names) == len(values):
        if all(shape(n) == (False, False) and shape(v) == (False, True) for n, v in zip(names, values, strict=True)):
            return names
    runs: list[tuple[bool, list[str]]] = []  # (follows a label, lines)
    for k, line in enumerate(lines):
        if line.rstrip().endswith(":"):
            continue
        if runs and k > 0 and not lines[k - 1].rstrip().endswith(":") and shape(lines[k - 1]) == shape(line):
            runs[-1][1].append(line)
        else:
            runs.append((k > 0 and lines[k - 1].rstrip().endswith(":"), [line]))
    # a screen's first line is its title ("File > Export" over "PDF" | "Markdown" | ...)
    runs = [(labelled, run[1:] if not labelled and run[0] == lines[0] else run) for labelled, run in runs]
    lists = [(labelled, run) for labelled, run in runs if len(run) >= 2]
    labelled = [run for is_labelled, run in lists if is_labelled]
    return in_numbered_order(labelled[0] if labelled else max((run for _, run in lists), key=len, default=[]))


def in_numbered_order(items: list[str]) -> list[str]:
    """Numbered items in the order of their numbers: a line that stays up into the next slide is read
    once from where it appeared, but stored after the lines that went with the slide."""
    numbers = [
        int(m.group("number")) if (m := LIST_MARKER.match(item)) and m.group("number") else None for item in items
    ]
    if None in numbers or len(set(numbers)) != len(numbers):
        return items
    return [item for _, item in sorted(zip(numbers, items, strict=True))]


def with_values(lines: Sequence[str], items: Sequence[str]) -> list[str]:
    """The items of a list with the value the screen gives beside each, when it gives them apart: the
    line right after each name (a table read row by row: "Pike Roofing" | "28,400 USD"), or a column of
    as many values after the names ("Chicken thighs" ... "Cream" | "£6.50" ... "£1.40", boxes read
    column by column). Items that hold their value already stay as they are."""

    def valued(line: str) -> bool:
        return any(c.isdigit() for c in line)

    if not items or any(valued(item) for item in items) or any(item not in lines for item in items):
        return list(items)
    at = [lines.index(item) for item in items]
    if all(k + 1 < len(lines) and valued(lines[k + 1]) for k in at):
        return [f"{item} {lines[k + 1]}" for item, k in zip(items, at, strict=True)]
    column = [line for line in lines[max(at) + 1 :] if valued(line)][: len(items)]
    if len(column) == len(items):
        return [f"{item} {value}" for item, value in zip(items, column, strict=True)]
    return list(items)


@dataclass(frozen=True)
class Unit:
    video: VideoRecord
    clip: ClipRecord
    record: TextRecord

    @property
    def speech(self) -> bool:
        return self.record.source in SPEECH_SOURCES


def sentences(units: Sequence[Unit]) -> list[Unit]:
    """One video's units with its speech re-cut into sentences; other units as they are.

    ASR segments split sentences anywhere ("Thank you, please hold while I attempt" | "to connect
    you with your party.") and often hold several ("Agent logged off. Agent logged in."). Segments
    that follow each other (no overlap, a gap of at most ``JOIN_GAP_S``) with no sentence end between
    them, the second in lower case, are read as one stream, then cut at each sentence end (and, past
    ``MAX_SENTENCE_S``, where the segments end): "right after X" is then the next sentence, a count
    sees each saying, and a citation spans the sentence. A sentence is timed by its share of each
    segment's characters and keeps the segment holding most of it (its id, vector, clip)."""
    out = [u for u in units if not u.speech]
    run: list[Unit] = []
    for unit in [u for u in units if u.speech] + [None]:
        if run and unit is not None and _continues(run[-1], unit):
            run.append(unit)
            continue
        if run:
            out += _cut(run)
        run = [unit] if unit is not None else []
    out.sort(key=lambda u: (u.record.start, u.record.end, u.record.id))
    return out


def _continues(previous: Unit, unit: Unit) -> bool:
    """Whether ``unit`` goes on with the sentence ``previous`` left open (``extractors.sentences``),
    also when it starts with a name ("narrated by" | "Ione Castellan"): the stored sentences keep the
    cut they were indexed (and embedded) with, their reading joins them."""
    gap = unit.record.start - previous.record.end
    if unit.record.source != previous.record.source:
        return False
    if continues(previous.record.text, gap, unit.record.text, open_ends_join=True):
        return True
    return -0.05 <= gap <= JOIN_GAP_S and re.match(rf"\s*{_SUBORDINATE}\b", unit.record.text) is not None


def _cut(run: Sequence[Unit]) -> list[Unit]:
    """The sentences of consecutive segments, each timed from the characters it takes from each."""
    if len(run) == 1 and len(_SENTENCE.findall(run[0].record.text.strip())) < 2:
        return list(run)
    spans: list[tuple[int, int, Unit]] = []  # each segment's characters in the joined text
    joined = ""
    for unit in run:
        text = unit.record.text.strip()
        joined += (" " if joined else "") + text
        spans.append((len(joined) - len(text), len(joined), unit))

    def time_at(char: int) -> float:
        for lo, hi, unit in spans:
            if char <= hi:
                share = (max(char, lo) - lo) / max(hi - lo, 1)
                return unit.record.start + (unit.record.end - unit.record.start) * share
        return run[-1].record.end

    pieces: list[tuple[int, int]] = []
    for match in _SENTENCE.finditer(joined):
        lo, hi = match.start(), match.end()
        if time_at(hi) - time_at(lo) <= MAX_SENTENCE_S:
            pieces.append((lo, hi))
        else:  # ASR left the sentence ends out: cut where its segments end instead
            cuts = [lo, *(end for _, end, _ in spans if lo < end < hi), hi]
            pieces += list(zip(cuts, cuts[1:], strict=False))
    out = []
    for lo, hi in pieces:
        text = joined[lo:hi].strip()
        if not words(text):
            continue
        lo += len(joined[lo:hi]) - len(joined[lo:hi].lstrip())  # timed from its first character to its last
        hi = lo + len(text)
        owner = max(spans, key=lambda span: min(hi, span[1]) - max(lo, span[0]))[2]
        record = replace(owner.record, text=text, start=round(time_at(lo), 2), end=round(time_at(hi), 2))
        out.append(replace(owner, record=record))
    return out


@dataclass
class Match:
    """How well one phrase matches each unit of a timeline."""

    lexical: np.ndarray
    semantic: np.ndarray

    @property
    def combined(self) -> np.ndarray:
        return 0.5 * self.lexical + 0.5 * np.clip(self.semantic, 0.0, 1.0)


@dataclass
class TimelineResult:
    """An operator's answer (``value``) and the moments that prove it, best first."""

    operation: str
    moments: list[Moment]
    value: Any = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_trace(self) -> dict[str, Any]:
        return {
            "operation": self.operation,
            "value": self.value,
            "moments": [[m.video.name, m.start, m.end, m.unit.text[:80]] for m in self.moments],
            **self.detail,
        }


def without_instructions(units: Sequence[Unit]) -> tuple[list[Unit], list[Unit]]:
    """One video's units split into those kept and those that instruct the reader
    (vidrag/instructions.py), each read with the units of its source beside it."""
    by_source: dict[str, list[int]] = {}
    for i, unit in enumerate(units):
        by_source.setdefault(unit.record.source, []).append(i)
    dropped: set[int] = set()
    for positions in by_source.values():
        flags = instruction_flags([units[i].record.text for i in positions])
        dropped.update(i for i, flag in zip(positions, flags, strict=True) if flag)
    return [u for i, u in enumerate(units) if i not in dropped], [units[i] for i in sorted(dropped)]


class Timeline:
    """Every text unit of ``videos``, in time order, with the matching the operators share. A unit
    that instructs the reader ("your final answer must be X") is no evidence of anything: it is kept
    out (``ignored``), so no operator counts it, quotes it or finds an option in it."""

    def __init__(self, store: StoreReader, embedder: Embedder, videos: Sequence[VideoRecord], settings: AnswerSettings):
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.units: list[Unit] = []
        self.ignored: list[Unit] = []
        for video in videos:
            clips = store.clips(video.id)
            texts = store.texts_of_clips([c.id for c in clips])
            seen: set[tuple[str, float, float, str]] = set()
            units = []
            for clip in clips:
                for text in texts.get(clip.id, []):
                    key = (text.source, text.start, text.end, text.text)
                    if key not in seen:  # a unit stored with two clips is one unit
                        seen.add(key)
                        units.append(Unit(video, clip, text))
            units.sort(key=lambda u: (u.record.start, u.record.end, u.record.id))
            kept, ignored = without_instructions(sentences(units))
            self.units.extend(kept)
            self.ignored.extend(ignored)
        self._words = [words(u.record.text) for u in self.units]
        self._matches: dict[str, Match] = {}  # operators compare the same options again and again
        self._said_after: dict[tuple[int, int, float, float], int | None] = {}  # a walk down the sentences, often
        self._told_with: dict[tuple[int, bool, float, float], list[int]] = {}
        self._lists: dict[tuple[str, ...], set[int]] = {}

    def __len__(self) -> int:
        return len(self.units)

    @cached_property
    def _document_frequency(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for unit_words in self._words:
            for word in set(unit_words):
                counts[word] = counts.get(word, 0) + 1
        return counts

    def rare_words_share(self, wanted: Sequence[str], heard: Sequence[str]) -> float:
        """The share of ``wanted`` found in ``heard`` (:func:`lexical_match`), each word weighted by its
        inverse document frequency over the timeline's units (BM25's idf): the video's own name,
        said everywhere, weighs little; a word it never says weighs most."""
        if not wanted or not heard:
            return 0.0
        n = len(self.units)
        frequency = self._document_frequency
        weights = [math.log(1.0 + (n - frequency.get(w, 0) + 0.5) / (frequency.get(w, 0) + 0.5)) for w in wanted]
        present = list(dict.fromkeys(heard))
        found = sum(weight for w, weight in zip(wanted, weights, strict=True) if any(same_word(w, h) for h in present))
        return found / sum(weights)

    @cached_property
    def names_shown(self) -> frozenset[str]:
        """The capitalised words the screens show ("Marta" of a name box "Marta Kellaway · presenter"):
        how the video spells the names that speech recognition may mishear."""
        return frozenset(w for u in self.units if not u.speech for w in CAPITALISED.findall(u.record.text))

    @cached_property
    def _screens(self) -> dict[ScreenKey, list[str]]:
        """The lines of each screen: on-screen units of one video and source read from one frame
        sample share their span."""
        screens: dict[ScreenKey, list[str]] = {}
        for unit in self.units:
            if not unit.speech:
                record = unit.record
                screens.setdefault(screen_of(unit.video.id, record), []).append(record.text)
        return screens

    def _screen_key(self, i: int) -> ScreenKey:
        """What unit ``i`` is shown or said with: its screen (one frame sample's lines), or a
        spoken sentence alone."""
        unit = self.units[i]
        record = unit.record
        if unit.speech:
            return (unit.video.id, f"{record.source}:{record.id}", record.start)
        return screen_of(unit.video.id, record)

    def screen_lists(self) -> list[tuple[Moment, list[str]]]:
        """Each screen that shows a list (:func:`list_items`, two items or more), in time order, with
        a moment of its first item: an agenda, a price table, a breakdown."""
        return [(moment, items) for moment, _, items in self._titled_lists]

    def lists_titled_with(self, phrase: str, *, marker: bool = False) -> list[tuple[Moment, list[str]]]:
        """:meth:`screen_lists` whose title shares a word with ``phrase`` ("the checklist" of "Handover
        checklist"), one per title; with ``marker``, none that says which item is being done ("Number 5 on
        the list" over the stop's own lines): such a screen is no plan."""
        asked = [w for w in content_words(phrase) if w not in _WHEN_WORDS]  # "the first time": no list's
        stems = {stem(w) for w in asked}  # "the planned stops" of "The plan"
        found: dict[str, tuple[Moment, list[str]]] = {}
        for moment, title, items in self._titled_lists:
            if any(same_word(w, a) or stem(w) in stems for w in content_words(title) for a in asked):
                found.setdefault(title, (moment, items))
        return [
            (moment, items) for title, (moment, items) in found.items() if not marker or not marks_plan([title, *items])
        ]

    @cached_property
    def _titled_lists(self) -> list[tuple[Moment, str, list[str]]]:
        """:meth:`screen_lists` with each screen's title (its first line)."""
        out: list[tuple[Moment, str, list[str]]] = []
        seen: set[ScreenKey] = set()
        for i, unit in enumerate(self.units):
            if unit.speech or (key := self._screen_key(i)) in seen:
                continue
            seen.add(key)
            # a show's banner or a speaker's name box, on most slides, shares the slide, not its list
            # ("Stop 8 ..." | "Gallery 4 audio guide · invented", "£2.10" | "Marnie Quell — co-host")
            members = [k for k in self._screen_members[key] if not self.repeated(k)]
            lines = list(dict.fromkeys(self.units[k].record.text for k in members))
            items = list_items(lines)
            if len(items) >= 2:
                first = next(k for k in members if self.units[k].record.text == items[0])
                out.append((self.moment(first, 1.0), lines[0], items))
        return out

    def list_named(self, phrase: str) -> tuple[Moment, list[str]] | None:
        """The list on a screen whose title ``phrase`` names whole ("The price board", "Gallery map"
        in "how many stops does the gallery map have"), with a moment of its first item; None when no
        list, or lists of two different titles, are named so."""
        asked = content_words(phrase)
        named: dict[str, tuple[Moment, list[str]]] = {}
        for moment, title, items in self._titled_lists:
            said = content_words(title)
            if said and all(any(same_word(w, a) for a in asked) for w in said):
                named.setdefault(title, (moment, items))
        return next(iter(named.values())) if len(named) == 1 else None

    def shown_with(self, moment: Moment) -> list[str]:
        """The texts shown on screen together with the moment's unit (itself included); a spoken
        moment alone. OCR reads a table row as separate lines ("One way" | "17 EUR") under the
        slide's title: what a value is, is on its screen."""
        unit = moment.unit
        if unit.source in SPEECH_SOURCES:
            return [unit.text]
        return self._screens.get(screen_of(moment.video.id, unit), [unit.text])

    def screen_mates(self, moment: Moment, phrase: str) -> list[tuple[Moment, float]]:
        """The other lines of the moment's screen ("Time taken: 35 minutes" under the title "Frame
        built"), each with the share of the moment's relevance it takes: as far as its meaning is as
        near ``phrase`` as the moment's ("Helicopter (6.5 h): £14,300" under "What a field season
        costs", asked how long the season lasted, takes none). A spoken moment's mates are the screen's
        lines up while it is said ("Four tons." | "Tern on the load cell: 2.7 t"): a fact is often told
        half in each channel."""
        unit = moment.unit
        spoken = unit.source in SPEECH_SOURCES
        if spoken:
            members = [i for i in self.told_with(moment) if not self.units[i].speech]
        else:
            members = self._screen_members.get(screen_of(moment.video.id, unit), [])
        near = np.clip(self.match(phrase).semantic, 0.0, 1.0)
        own = max(
            (
                float(near[i])
                for i in (range(len(self.units)) if spoken else members)
                if self.units[i].record.id == unit.id
            ),
            default=0.0,
        )
        shares = [
            (i, min(1.0, float(near[i]) / own) if own > 0 else 0.0)
            for i in members
            if self.units[i].record.id != unit.id
        ]
        return [(self.moment(i, moment.score * share), share) for i, share in shares]

    def speaker(self, moment: Moment) -> str | None:
        """Who says a spoken moment: the one name box shown for most of the time it is said ("Bernard
        Farrant (Imogen's dad)"; a sentence begun as the slide before goes is not that slide's speaker's);
        None for screen text, or when no name box or several are shown so."""
        if moment.unit.source not in SPEECH_SOURCES:
            return None

        def shown_for(record: TextRecord) -> float:
            return min(record.end, moment.end) - max(record.start, moment.start)

        shown = [
            i for i in self.told_with(moment)
            if shown_for(record := self.units[i].record) >= _MOSTLY * (moment.end - moment.start) and self._name_box(record.text)
        ]  # fmt: skip
        return self._one_box(shown)

    @cached_property
    def boxed_names(self) -> frozenset[str]:
        """The words of the names the name boxes show ("Roderick", "Pym" of "Roderick Pym, Mayor of Hadwick")."""
        return frozenset(w for box in self.name_boxes for w in self.name_in_box(box))

    def boxes_naming(self, asked: Iterable[str]) -> list[str]:
        """The name boxes whose name holds one of the lower-case words ``asked``: the people a question names
        ("graham's been doing judo" names "Graham Royle, judo coach")."""
        wanted = set(asked)
        return [box for box in self.name_boxes if wanted & {w.lower() for w in self.name_in_box(box)}]

    def name_boxes_up(self, moment: Moment) -> list[str]:
        """Every name box on screen while a spoken moment is said (a speaker's, and those of whom it speaks)."""
        return [self.units[i].record.text for i in self.told_with(moment) if self._name_box(self.units[i].record.text)]

    def screen_speaker(self, moment: Moment) -> str | None:
        """Who talks over a screen moment: the one name box among the lines up when its screen
        appears, its own or one still up from before (a speaker's box stays as the slides change);
        as :meth:`speaker` picks it. Whose a figure on it is ("Passengers aboard at Harlwick: 512" beside
        "Ruth Calloway, purser"). None for speech, or when none or several are."""
        unit = moment.unit
        if unit.source in SPEECH_SOURCES:
            return None
        up = [
            i for i in self._boxes.get(moment.video.id, [])
            if self.units[i].record.start <= unit.start < self.units[i].record.end
        ]  # fmt: skip
        return self._one_box(up)

    def _one_box(self, shown: Sequence[int]) -> str | None:
        """The one name box of the units ``shown``: a box on most slides (a show's banner, a host's)
        gives way to one shown for this speaker alone, and a box that is another's role ("Beacon Farm" under
        "Janet Crabtree, Beacon Farm") is no one else; None when none or several are left."""
        own = {self.units[i].record.text for i in shown if not self.repeated(i)}
        boxes = own or {self.units[i].record.text for i in shown}
        roles = {self.role_in_box(box) for box in boxes}
        boxes = {box for box in boxes if box not in roles}  # "Beacon Farm", the title of "Janet Crabtree, Beacon Farm"
        # a firm's line ("Moyle Motors, retired" under "Len Moyle") is no one where another box gives it as a role
        # ("Kath Moyle, Moyle Motors")
        people = {box for box in boxes if " ".join(self.name_in_box(box)) not in self._roles}
        boxes = people if len(boxes) > 1 and people else boxes
        if len(boxes) > 1 and self.one_person(boxes):
            # one person's two boxes ("Graham Whitlow, 52" and "Graham Whitlow, adult candidate"): the one with a role
            return max(sorted(boxes), key=lambda box: (not self.role_in_box(box).isdigit(), len(box)))
        return boxes.pop() if len(boxes) == 1 else None

    @cached_property
    def _roles(self) -> frozenset[str]:
        """What the name boxes say of their people after the names (:meth:`role_in_box`): a firm among them is no one."""
        return frozenset(self.role_in_box(box) for box in self.name_boxes)

    @cached_property
    def name_boxes(self) -> frozenset[str]:
        """Every name box the screens show ("Ruth Carmody, minibus driver"): the people of the video, each
        with the role it gives them."""
        return frozenset(self.units[i].record.text for shown in self._boxes.values() for i in shown)

    @cached_property
    def _boxes(self) -> dict[int, list[int]]:
        """The name boxes each video shows, by unit index: the screens read once for every question of who."""
        boxes: dict[int, list[int]] = {}
        for i, unit in enumerate(self.units):
            if not unit.speech and self._name_box(unit.record.text):
                boxes.setdefault(unit.video.id, []).append(i)
        return boxes

    @staticmethod
    def name_in_box(box: str) -> list[str]:
        """The words of the name a name box opens with ("Gareth Imrie, Herons coach" -> Gareth, Imrie)."""
        match = _NAME_BOX.match(box.strip())
        return match.group("name").split() if match is not None else []

    @staticmethod
    def same_person(box: str, other: str) -> bool:
        """Whether two name boxes name one person: the same name, whatever cell beside it has changed ("Gordon
        Maybury | Raised: £10,100" and "... | Raised: £10,410"); a box without a name, by its whole text."""
        return (Timeline.name_in_box(box) or [box]) == (Timeline.name_in_box(other) or [other])

    @staticmethod
    def one_person(boxes: Iterable[str]) -> bool:
        """Whether name boxes, at least one, all name one person (:meth:`same_person`)."""
        first, *rest = boxes
        return all(Timeline.same_person(first, box) for box in rest)

    @staticmethod
    def role_in_box(box: str) -> str:
        """What a name box says of its person after the name ("Danny Lau, lion's head" -> "lion's head")."""
        match = _NAME_BOX.match(box.strip())
        rest = box.strip()[match.end() :] if match is not None else ""
        return " ".join(rest.split(CELL_SEPARATOR.strip())[0].strip(" ,·()–—-").split())

    def _name_box(self, text: str) -> bool:
        """Whether a screen line is a name box: a name (:meth:`_is_name`) opening it, alone or before a role.
        A person's box ("Marian Fell, hall caretaker", "Alwyn Pickles, 71") keeps a surname that is a word
        said in passing ("Kofi fell beautifully", "pickles" heard for the name itself) while no screen
        writes it in lower case and the first name is never a word."""
        match = _NAME_BOX.match(text.strip())
        if match is None or text.count(_BANNER_DOT) >= _BANNER_PARTS - 1:
            return False  # "PS Mallowmere · first sailing of the season · Harlwick Pier": a show's banner
        name = match.group("name").split()
        if self._is_name(name):
            return True
        return (
            _PERSONS_ROLE.fullmatch(text.strip()[match.end() - 1 :]) is not None
            and name[0].lower() not in self.lower_case_words
            and name[-1].lower() not in self.lower_case_shown
        )

    def _is_name(self, capitalised: Sequence[str]) -> bool:
        """Whether two or three capitalised words in a row are a person's name: the video never writes
        the last in lower case. A surname is written as a name wherever it is ("Ferrow"), a first name
        may be a word too ("Kit Ambrose": a lab kit); a place's or a firm's last word is also a common
        noun said in passing ("Kessvik Glacier": "the glacier")."""
        return capitalised[-1].lower() not in self.lower_case_words

    @cached_property
    def lower_case_words(self) -> frozenset[str]:
        """The words the video writes in lower case somewhere: common words, never a name of its."""
        return frozenset(w for u in self.units for w in _LOWER_CASE_WORD.findall(u.record.text))

    @cached_property
    def lower_case_shown(self) -> frozenset[str]:
        """The words the screens write in lower case somewhere (:attr:`lower_case_words` less the speech)."""
        return frozenset(w for u in self.units if not u.speech for w in _LOWER_CASE_WORD.findall(u.record.text))

    @cached_property
    def names_on_screen(self) -> frozenset[str]:
        """The words of the people's names the screens show anywhere ("Declan" of "Plumber: Declan Hurst")."""
        runs = (m.group(0).split() for u in self.units if not u.speech for m in _NAME_RUN.finditer(u.record.text))
        return frozenset(w for run in runs if self._is_name(run) for w in run)

    def told_with(self, moment: Moment) -> list[int]:
        """The units of the other channel while the moment is said or shown: the screen's lines
        during a spoken sentence, the sentences said while a screen is up. A fact is often told half
        in each ("Meet at Fire Station 2" on the slide, "show up at nine in the morning" said), and a
        slide's title names what the sentences said under it tell."""
        spoken = moment.unit.source in SPEECH_SOURCES
        key = (moment.video.id, spoken, moment.start, moment.end)
        if key not in self._told_with:  # who says each sentence is asked of every sentence a walk passes
            self._told_with[key] = [
                i for i, u in enumerate(self.units)
                if u.speech != spoken and u.video.id == moment.video.id
                and u.record.start < moment.end and moment.start < u.record.end
            ]  # fmt: skip
        return list(self._told_with[key])

    def pointed_at(self, moment: Moment) -> str | None:
        """The item of the list on screen that the moment's sentence points at by its place ("We
        picked the second one on the list" while the slide lists "Norvale Cloud", "Tessary Hosting",
        ...: "Tessary Hosting"): what was said and what was shown, read together. None when the
        sentence points at nothing or no list is on screen."""
        pointed = self.pointer(moment)
        return pointed[0] if pointed else None

    def pointer(self, moment: Moment) -> tuple[str, list[str]] | None:
        """:meth:`pointed_at`'s item and the list it is taken from."""
        said = moment.unit.text
        if moment.unit.source not in SPEECH_SOURCES:
            return None
        pointer = _POINTER.search(said) or _PLACED.search(said) or _PLACED_BARE.search(said)
        by_price = _BY_PRICE.search(said) if pointer is None else None
        compared = _COMPARED.search(said) if pointer is None and by_price is None else None
        found = pointer or by_price or compared
        if found is None or _NEGATED_CLAUSE.search(re.split(r"[,.;:!?]", said[: found.start()])[-1]):
            return None  # "Don't pick the last one": no pick of it
        middle = (moment.start + moment.end) / 2
        screens: dict[tuple[str, float, float], list[str]] = {}
        for u in self.units:
            if not u.speech and u.video.id == moment.video.id and u.record.start <= middle <= u.record.end:
                screens.setdefault((u.record.source, u.record.start, u.record.end), []).append(u.record.text)
        # the slide is the screen of most lines: a banner or a name box shown longer is read apart
        shown = max(screens.values(), key=len, default=[])
        items = list_items(list(dict.fromkeys(shown)))
        if by_price is not None:  # "I went for the cheapest thing on the menu"
            at = priced_at(items, EXTREME_PRICE[by_price.group(1).lower()]) if _ON_THE_LIST.search(said) else None
            return (items[at], items) if at is not None else None
        if compared is not None:  # "I'm going with the cheaper one": one of the two on screen
            if len(items) != 2 or not _names_the_list(said[compared.end() :], items, said):
                return None
            at = priced_at(items, COMPARED[compared.group(1).lower()])
            return (items[at], items) if at is not None else None
        assert pointer is not None
        place = _PLACE[pointer.group(1).lower()]
        if place == 0:  # the middle
            if len(items) % 2 == 0:
                return None
            place = len(items) // 2 + 1
        if len(items) < max(2, place):
            return None
        if pointer.re is not _POINTER:
            return (items[place - 1] if place > 0 else items[-1]), items
        if not _names_the_list(said[pointer.end() :], items, said):
            return None
        return (items[place - 1] if place > 0 else items[-1]), items

    @cached_property
    def readings(self) -> list[str]:
        """Each unit's text as the answer step reads it: a sentence that points at an item of the
        list on screen with that item beside it (:meth:`pointed_at`)."""
        out = []
        for i, unit in enumerate(self.units):
            item = self.pointed_at(self.moment(i, 1.0)) if unit.speech else None
            out.append(unit.record.text if item is None else with_item(unit.record.text, item))
        return out

    def stated_at(self, moment: Moment) -> float:
        """When the moment's text is stated: a sentence when said; a screen line when it came up,
        the start of the run of frame samples that go on showing it (a slide up for a minute is
        read as several records, and stating it once)."""
        start = moment.start
        if moment.unit.source in SPEECH_SOURCES:
            return start
        shown = sorted(
            (u.record.start, u.record.end) for u in self.units
            if not u.speech and u.video.id == moment.video.id and u.record.text == moment.unit.text and u.record.start < start
        )  # fmt: skip
        for earlier_start, earlier_end in reversed(shown):
            if earlier_end + self.settings.merge_gap_s < start:
                break
            start = min(start, earlier_start)
        return start

    def said_before(self, moment: Moment) -> TextRecord | None:
        """The sentence said just before the moment's, in its video (speech only)."""
        return self.sentence_before(moment.video.id, moment.unit)

    def sentence_before(self, video_id: int, record: TextRecord) -> TextRecord | None:
        """The sentence said just before ``record`` in video ``video_id`` (speech only)."""
        earlier = [
            u.record for u in self.units
            if u.speech and u.video.id == video_id and u.record.end <= record.start + 0.5
            and (u.record.id, u.record.start) != (record.id, record.start)  # sentences cut from one segment share its id
        ]  # fmt: skip
        return max(earlier, key=lambda r: r.end, default=None)

    @property
    def spoken(self) -> list[int]:
        """The spoken units' indices, in the order said."""
        return self._spoken_places[0]

    @cached_property
    def _spoken_places(self) -> tuple[list[int], dict[int, int]]:
        """The spoken units' indices in order, and each one's place among them."""
        spoken = [i for i, u in enumerate(self.units) if u.speech]
        return spoken, {i: k for k, i in enumerate(spoken)}

    def sentences_around(self, i: int) -> list[int]:
        """Spoken unit ``i`` with the sentence said either side of it in its video (unit indices, in order):
        where a name said in passing is tied to what it is said of."""
        spoken, place = self._spoken_places
        k, video = place[i], self.units[i].video.id
        return [j for j in spoken[max(0, k - 1) : k + 2] if self.units[j].video.id == video]

    def said_after(self, moment: Moment) -> Moment | None:
        """The sentence said just after the moment's, in its video (speech only). The next one in the order
        said, never one begun before it: two short sentences heard over each other ("3" and "N.") would
        otherwise each be the other's next, and a walk down the sentences would never end."""
        unit = moment.unit
        key = (moment.video.id, unit.id, unit.start, moment.end)
        if key not in self._said_after:
            later = [
                i for i, u in enumerate(self.units)
                if u.speech and u.video.id == moment.video.id and u.record.start >= moment.end - 0.5
                and u.record.id != unit.id and (u.record.start, u.record.id) > (unit.start, unit.id)
            ]  # fmt: skip
            self._said_after[key] = min(later, key=lambda i: self.units[i].record.start, default=None)
        first = self._said_after[key]
        return None if first is None else self.moment(first, moment.score)

    @cached_property
    def vectors(self) -> np.ndarray:
        return self.store.text_vectors([u.record.id for u in self.units]) if self.units else np.zeros((0, 1))

    def match(self, phrase: str) -> Match:
        """Lexical: the share of the phrase's content words in the unit, or 1 when the whole phrase is
        there with a slip of the ear ("grass bell" for "brass bell"); semantic: cosine similarity."""
        if phrase not in self._matches:
            self._matches[phrase] = self._match(phrase)
        return self._matches[phrase]

    def _match(self, phrase: str) -> Match:
        targets = content_words(phrase) or words(phrase)
        # partial_ratio aligns the shorter string inside the longer one: the phrase is looked for in the
        # unit only, never a short unit ("A") inside the phrase, which would match any phrase holding it.
        # A single word is left to same_word: partial_ratio would find "connected" in "disconnect".
        whole = " ".join(words(phrase)) if len(words(phrase)) > 1 else ""
        # the whole phrase in another form of its words: "Creating the invoice" for "Create the invoice"
        inflected = " ".join(stem(w) for w in words(phrase)) if whole else ""
        lexical = np.array([
            1.0 if len(whole) >= _PHRASE_MIN_CHARS and len(text := " ".join(w)) >= len(whole) and _heard_whole(whole, text)
            or inflected and f" {inflected} " in f" {said} "
            else lexical_match(targets, w)
            for w, said in zip(self._words, self._stemmed_text, strict=True)
        ], dtype=np.float32)  # fmt: skip
        if not self.units:
            return Match(lexical, lexical)
        vector = self.embedder.embed([phrase])[0]
        return Match(lexical, (self.vectors @ vector).astype(np.float32))

    def window_match(self, phrase: str, *, end: bool) -> np.ndarray:
        """How well ``phrase`` matches at each unit, a phrase of several sentences matched sentence by
        sentence over consecutive units, scored at its last unit (``end``) or its first: a sentence
        said several times ("Please enter your agent number") is told apart by the one before it. The
        whole phrase matched at one unit counts as well, since ASR may have put it in one sentence."""
        whole = self.match(phrase).combined
        parts = [p for p in _SENTENCE.findall(phrase.strip()) if words(p)]
        if len(parts) < 2:
            return whole
        matched = [self.match(part).combined for part in parts]
        total = np.zeros(len(self.units), dtype=np.float32)
        for kind in (True, False):  # consecutive units of one kind: speech after speech, screen after screen
            idx = np.array([i for i, u in enumerate(self.units) if u.speech == kind], dtype=int)
            n = len(idx)
            for k, combined in enumerate(matched):
                shift = k - (len(parts) - 1) if end else k  # unit idx[j + shift] holds sentence k
                lo, hi = max(0, -shift), min(n, n - shift)
                total[idx[lo:hi]] += combined[idx[lo + shift : hi + shift]]
        return np.maximum(whole, total / len(parts))

    def moment(self, i: int, score: float) -> Moment:
        """Unit ``i`` as a moment, with the units of the same video next to it as context."""
        unit = self.units[i]
        same = lambda j: 0 <= j < len(self.units) and self.units[j].video.id == unit.video.id  # noqa: E731
        return Moment(
            unit.video, unit.clip.id, unit.record, round(float(score), 4),
            self.units[i - 1].record if same(i - 1) else None, self.units[i + 1].record if same(i + 1) else None,
        )  # fmt: skip

    # -- operators -------------------------------------------------------------------------------
    def rank(self, phrase: str, limit: int, clip_ids: set[int] | None = None) -> list[Moment]:
        """The units that best match ``phrase`` (only those of ``clip_ids``, if given), best first."""
        scores = self.match(phrase).combined
        order = [
            int(i) for i in np.argsort(-scores, kind="stable") if clip_ids is None or self.units[i].clip.id in clip_ids
        ]
        return [self.moment(i, scores[i]) for i in order[:limit]]

    def locate(self, phrase: str) -> TimelineResult:
        """Where ``phrase`` is said or shown: the best-matching unit."""
        best = self.rank(phrase, 3)
        return TimelineResult("locate", best[:1], best[0].start if best else None, {"anchor": phrase})

    def relative(
        self, anchor: str, direction: str, *, doers: Sequence[str] = (), as_asked: str = "", response: bool = False
    ) -> TimelineResult:
        """What comes right after (or just before) ``anchor``: the next units of the same kind (speech
        after speech, screen after screen; never a line shown with the anchor, nor a banner shown on
        most of the video: :meth:`repeated`; after a slide, the slides that still name the rarer part
        of it are its section going on: "Fries: the first batch" after "Fries test", not "Sync Finish
        test"), then the anchor itself for context. The anchor is where the thing happens: a unit that only lists it among others
        (an agenda, a plan read out, a menu) is passed over while another names half its words. Asked what one of
        ``doers`` did after a slide captioning a deed while that one speaks under it, what follows is what they go on
        to say ("Esme finds the bead. What does Owen do next?" under Owen's name box), not the next slide; asked what
        one of them did once something happened, the sentence they open on its time is the anchor, wherever else it
        is told (:meth:`_told_by_doer`: "As soon as we were covered, I picked up the worst kilt ...").
        ``as_asked``: the anchor in the question's own words, whose verbs tell whether it is a deed; ``response``:
        what someone did about it is asked, which a sentence opening "So I ..." tells."""
        deed = self._tells_an_act(as_asked or anchor)
        edge = _SECTION_DONE if direction == "after" else _SECTION_BEGUN
        whole_section = edge.search(anchor) is not None and bool(content_words(edge.sub(" ", anchor)))
        if whole_section:
            anchor = " ".join(edge.sub(" ", anchor).split())
        scores = self.window_match(anchor, end=direction == "after")
        if not len(scores):
            return TimelineResult(direction, [], None, {"anchor": anchor})
        named = self.told_together_match(anchor, end=direction == "after")
        scores = np.maximum(scores, 0.5 * named + 0.5 * np.clip(self.match(anchor).semantic, 0.0, 1.0))
        acted = [k for k in range(len(self.units)) if k not in self.enumerations and named[k] >= _PART]
        labelled = self._labelled(anchor)
        if labelled:  # "lot 5" is where "Lot 5" is said or shown, not "the first five lots"
            acted = [k for k in labelled if k not in self.enumerations] or labelled
        i = max(acted, key=lambda k: float(scores[k])) if acted else int(scores.argmax())
        if whole_section and acted:
            i = self._section_edge(i, acted, 1 if direction == "after" else -1)
        elif direction == "after" and not self.units[i].speech and (deed or response):
            # what happens after a deed (what the one asked of does) is said after the sentence telling it (naming
            # half as much of it at least: "she found a blue glass bead" of the caption "Blue glass bead, by the
            # roundhouse hearth"; "bronze comes bubbling up out of the vent" of "Vent: on the crown of the mould"),
            # said by one of ``doers`` where the question names them; asked what someone did about an event, after
            # the sentence said over the screen that tells it best, whatever its words ("A learner stalled on the
            # zigzags just as Brenda stepped out. What did she do then?" under "Zigzag lines: no stopping", told as
            # "a lunar driver stalled right on the ..."), not the next screen's title
            shown_with_it = self.told_with(self.moment(i, 1.0))
            telling = [k for k in shown_with_it if named[k] > 0 and named[k] >= named[i] / 2]
            # said by one of the doers, where one speaks under it; else told by whoever narrates ("As soon as
            # Tamsin had gone for her train, Gordon took the old guidebook out" under the secretary's name box)
            by_doers = [k for k in telling if self._said_by_one_of(k, doers)]
            spoken = [k for k in shown_with_it if self.units[k].speech] if response else []
            telling = [*spoken, *(by_doers or telling)]
            i = max(telling, key=lambda k: float(scores[k])) if telling else i
        if direction == "after" and doers:
            i = self._told_by_doer(anchor, doers, named, scores) or i
        here = self.units[i]
        if direction == "after" and here.speech and (deed or doers):
            sentence = self._sentence_from(i)
            done_then = self._goes_on_past(" ".join(self.units[k].record.text for k in sentence), anchor)
            if done_then is not None:  # "As soon as the helicopter was over the ridge, I opened the gate, ...": told on
                told_on = {"anchor": anchor, "anchor_at": here.record.start, "told_on": True}
                return TimelineResult(direction, [self.moment(k, scores[i]) for k in sentence], done_then, told_on)
        beside = set(self.shown_with(self.moment(i, 1.0)))  # a slide's other lines are shown with it, not after
        wanted = content_words(anchor)
        step = 1 if direction == "after" else -1
        found: list[Moment] = []
        first: int | None = None
        j = i + step
        # after a deed, what is done next: a fragment left by the recogniser's pause ("no bigger than a pea.")
        # finishes the sentence before it
        deeds = direction == "after" and here.speech and deed
        # and so does the rest of a sentence left open or going on in lower case with no verb of its own ("a rope
        # slipped in behind a gargoyle. | with a lad hanging underneath it.")
        told = here.record if direction == "after" and here.speech else None
        while 0 <= j < len(self.units) and len(found) < self.settings.relative_units:
            other = self.units[j]
            if other.video.id != here.video.id:
                break
            if not found and other.speech and told is not None:
                # the rest of the sentence, when it tells no act of its own ("... | run my bell three times" is one)
                rest = reads_on(told, other.record) and (
                    not _has_finite_verb(parse(self.settings.spacy_model, other.record.text))
                    or _GIVES_ITS_REASON.match(other.record.text) is not None  # "| because then you know it's full."
                )
                if rest or deeds and not self._has_verb(other.record.text):
                    told = other.record
                    j += step
                    continue
            if response and not found and other.speech and _DID_NOT.match(other.record.text):
                j += step  # asked what someone did about it, what they did not do ("I didn't panic.") is no answer
                continue
            if other.speech == here.speech and other.record.text not in beside and not self.repeated(j):
                section_goes_on = (
                    not here.speech
                    and not found
                    and any(self.rare_words_share(wanted, self._words[k]) > _PART for k in self._on_screen(j))
                )
                if not section_goes_on:  # a slide still naming it ("Fries: the first batch") is its section going on
                    found.append(self.moment(j, scores[i]))
                    first = j if first is None else first
            j += step
        if step > 0 and found and found[-1].unit.source in SPEECH_SOURCES:
            # the last sentence read goes on past the units counted, cut by the recogniser's pause ("and screwed the
            # pocket cover. | fished the weight out with a magnet on a string, and chalked | top left on it."): its rest
            # is part of what came after
            while 0 <= j < len(self.units) and self.units[j].speech and self.units[j].video.id == here.video.id:
                if not goes_on(found[-1].unit, self.units[j].record):
                    break
                found.append(self.moment(j, scores[i]))
                j += step
        anchor_moment = self.moment(i, scores[i])
        if not found and step < 0 and not here.speech:
            # nothing shown before a screen that opens its video ("Gates open: 8 am" asked "before the gates
            # open"): what is said while it is up is the video before it
            found = [self.moment(k, scores[i]) for k in self.told_with(anchor_moment)][: self.settings.relative_units]
        if response and len(found) > 1 and found[0].unit.source in SPEECH_SOURCES:
            # asked what someone did about it, the response opens "So I ..." after a remark on the event ("The
            # overload alarm went off in my cab. | At full reach these cranes haven't got much lift. | So I set her
            # straight back down ...")
            remark = not _RESPONSE_OPENS.match(found[0].unit.text) and not _FIRST_PERSON_OPENS.match(found[0].unit.text)
            if remark and _RESPONSE_OPENS.match(found[1].unit.text):
                found = found[1:]
        value = found[0].unit.text if found else None
        detail: dict[str, Any] = {"anchor": anchor, "anchor_at": here.record.start}
        if first is not None and (title := self.title_of(first)) is not None:
            detail["screen"] = title  # a line of a slide is read as what the slide shows: its title says it
        return TimelineResult(direction, [*found, anchor_moment], value, detail)

    def _told_by_doer(self, anchor: str, doers: Sequence[str], named: np.ndarray, scores: np.ndarray) -> int | None:
        """Asked what one of ``doers`` did after ``anchor``, the sentence they open on its time, naming it ("As soon as
        the pockets were in. | I took my silver sixpence out of my purse" under June's name box, of "Once the pockets
        were finished, what did June do?"): what they tell next is their act, however the anchor is told elsewhere.
        None when no doer tells it so."""
        wanted = {stem(w) for w in content_words(anchor)}

        def opens_on_it(text: str) -> bool:  # its opening clause names the anchor by a word of it, in any form
            return _OPENS_ON_A_TIME.match(text) is not None and bool(
                wanted & {stem(w) for w in content_words(text.split(",")[0])}
            )

        told = [
            k for k in self.spoken
            if named[k] > 0 and opens_on_it(self.units[k].record.text) and self._said_by_one_of(k, doers)
        ]  # fmt: skip
        return max(told, key=lambda k: float(scores[k])) if told else None

    def _said_by_one_of(self, k: int, doers: Sequence[str]) -> bool:
        """Whether unit ``k`` is said under a name box naming one of ``doers`` (a screen line is said by no one)."""
        return bool(set(doers) & set(self.name_in_box(self.speaker(self.moment(k, 1.0)) or "")))

    def _sentence_from(self, i: int) -> list[int]:
        """Spoken unit ``i`` and the sentences said after it that go on with it in lower case (:func:`goes_on`: "As soon
        as we were covered, I picked up the worst kilt. | gave it one more look, | ...")."""
        spoken, place = self._spoken_places
        out = [i]
        for j in spoken[place[i] + 1 : place[i] + _SENTENCE_PIECES]:
            if self.units[j].video.id != self.units[i].video.id or not goes_on(
                self.units[out[-1]].record, self.units[j].record
            ):
                break
            out.append(j)
        return out

    def _goes_on_past(self, sentence: str, anchor: str) -> str | None:
        """What a sentence that opens telling ``anchor`` goes on to say was done then, clause by clause ("And as soon
        as the helicopter was over the ridge, | I opened the gate, whistled up the dog, ..."): the clauses after the
        last one naming the anchor, when those name most of its words and the rest tells an act of
        :data:`_TOLD_ON_WORDS` words or more; None when the sentence ends on the anchor or tells it in passing. An
        opening clause of time (:data:`_OPENS_ON_A_TIME`) names it by any of its words."""
        wanted = {stem(w) for w in content_words(anchor)}
        clauses = [c for c in re.split(r"(?<=,)\s+", sentence) if c.strip()]
        naming = [k for k, c in enumerate(clauses) if wanted & {stem(w) for w in content_words(c)}]
        if not wanted or not naming:
            return None
        opening = " ".join(clauses[: naming[-1] + 1])
        rest = " ".join(clauses[naming[-1] + 1 :]).strip(" ,")
        said = {stem(w) for w in content_words(opening)}
        # an opening that says it is a time ("As soon as Tamsin had gone for the train, ...") names the anchor
        # by a word of it (what speech recognition left of it); another by half of it
        enough = 1 if _OPENS_ON_A_TIME.match(opening) else _PART * len(wanted)
        if len(wanted & said) < enough or len(content_words(rest)) < _TOLD_ON_WORDS:
            return None
        if _TELLS_OF_IT.match(rest):  # "... went off on their timer, which no one had set for ...": more of the event
            return None
        return rest if _has_finite_verb(parse(self.settings.spacy_model, rest)) else None

    def _tells_an_act(self, anchor: str) -> bool:
        """Whether an anchor tells a deed, a verb in the present or past tense or the perfect ("Esme finds the bead",
        "Dev had left"), not a thing or a slide's name ("the bead", "the gateway")."""
        return any(
            t.pos_ == "VERB"
            and (t.tag_ in ("VBZ", "VBD", "VBP") or any(c.dep_ == "aux" and c.lemma_ == "have" for c in t.children))
            for t in parse(self.settings.spacy_model, anchor)
        )

    def _has_verb(self, text: str) -> bool:
        """Whether a sentence has a verb: one without is a fragment of the sentence before it."""
        return any(t.pos_ in ("VERB", "AUX") for t in parse(self.settings.spacy_model, text))

    def _section_edge(self, i: int, naming: Sequence[int], step: int) -> int:
        """The last (``step`` -1: first) of the units in ``naming`` that follow on from unit ``i`` in its
        video, each within :data:`_SECTION_GAP_S` of the one before: where the section ``i`` is part of ends."""
        video = self.units[i].video.id
        ordered = sorted((k for k in naming if self.units[k].video.id == video), key=lambda k: step * k)
        edge = i
        for k in ordered:
            if step * k <= step * edge:
                continue
            if abs(self.units[k].record.start - self.units[edge].record.start) > _SECTION_GAP_S:
                break
            edge = k
        return edge

    def _labelled(self, phrase: str) -> list[int]:
        """The units naming ``phrase`` as it is worded when it is a label and its number ("lot 5",
        "question 3", "route #12"): the word, then the number; empty for any other phrase."""
        label = _LABEL_NUMBER.fullmatch(" ".join(words(phrase)))
        if label is None:
            return []
        named = [label.group(1), label.group(2)]
        return [k for k, said in enumerate(self._words) if any(said[j : j + 2] == named for j in range(len(said) - 1))]

    def _on_screen(self, i: int) -> list[int]:
        """The units shown on the screen of unit ``i`` (itself included)."""
        return self._screen_members.get(self._screen_key(i), [i])

    @cached_property
    def _screen_members(self) -> dict[ScreenKey, list[int]]:
        members: dict[ScreenKey, list[int]] = {}
        for i, unit in enumerate(self.units):
            if not unit.speech:
                members.setdefault(self._screen_key(i), []).append(i)
        return members

    def repeated(self, i: int) -> bool:
        """Whether unit ``i`` is shown on most of its video's clips (a show's banner, a slide
        counter: :mod:`vidrag.graph.boilerplate`): it comes after nothing in particular."""
        return self._shown_throughout(self.units[i].record)

    def _shown_throughout(self, record: TextRecord) -> bool:
        """Whether ``record`` is a screen line shown on most of its video's clips (:meth:`repeated`)."""
        return record.source not in SPEECH_SOURCES and boilerplate_index(self.store).is_boilerplate(record)

    def is_banner(self, record: TextRecord) -> bool:
        """Whether a screen line is shown on most of its video's clips and names no one (a show's banner:
        "Wenlow Open Town Criers' Championship · Market Square"): it completes no fact told beside it."""
        return self._shown_throughout(record) and not self._name_box(record.text)

    def stem_match(self, phrase: str) -> np.ndarray:
        """The share of ``phrase``'s content words each unit holds in any form (Snowball stems:
        "exporting" in "File > Export")."""
        wanted = {stem(w) for w in content_words(phrase) or words(phrase)}
        if not wanted:
            return np.zeros(len(self.units), dtype=np.float32)
        return np.array([len(wanted & held) / len(wanted) for held in self._stems], dtype=np.float32)

    def told_together_match(self, phrase: str, *, end: bool) -> np.ndarray:
        """:meth:`stem_match` of a spoken unit read with the sentences said straight on before it (``end``: the
        phrase ends there) or after it, up to :data:`_TOLD_TOGETHER` of them: the recogniser cuts one telling into
        fragments ("Just after 12. | win half the slams down, | It poured."), none of which holds half of it."""
        wanted = {stem(w) for w in content_words(phrase) or words(phrase)}
        share = self.stem_match(phrase)
        if not wanted:
            return share
        spoken = self.spoken
        step = -1 if end else 1
        for k, i in enumerate(spoken):
            held, j = set(self._stems[i]), k
            while abs(j - k) < _TOLD_TOGETHER - 1 and 0 <= j + step < len(spoken):
                before, after = (spoken[j + step], spoken[j]) if end else (spoken[j], spoken[j + step])
                if not said_straight_on(self.units[before], self.units[after]):
                    break
                j += step
                held |= self._stems[spoken[j]]
            share[i] = max(share[i], len(wanted & held) / len(wanted))
        return share

    @cached_property
    def enumerations(self) -> set[int]:
        """The units that name several things one after the other: an item of a list of three or
        more shown below a screen's title (an agenda, a menu, a cheat sheet), or a sentence listing
        three or more short items ("a boat trip on the lake, the cable car, the Glass Museum and the
        night market"). Such a unit previews or sums up; the things it names happen elsewhere."""
        out: set[int] = set()
        items_of: dict[ScreenKey, set[str]] = {}
        for i, unit in enumerate(self.units):
            if unit.speech:
                if _enumerates(unit.record.text, self.settings.spacy_model):
                    out.add(i)
                continue
            key = self._screen_key(i)
            if key not in items_of:
                items = list_items(list(dict.fromkeys(self._screens.get(key, []))))
                items_of[key] = set(items) if len(items) >= _LIST_ITEMS else set()
            if unit.record.text in items_of[key]:
                out.add(i)
        return out

    def listed(self, moment: Moment) -> bool:
        """Whether ``moment`` is one of the :attr:`enumerations` (an agenda's "2. Borrow kilts from the Alderby band"):
        what is to be done, not who did it."""
        return any(self.units[i].record.id == moment.unit.id for i in self.enumerations)

    def occurrences(
        self, phrase: str, *, said_first: bool = False, besides: Sequence[str] = ()
    ) -> tuple[list[list[int]], str]:
        """Groups of unit indices, one group per distinct occurrence of ``phrase`` in time order, and
        how they were found: every content word present, else semantic similarity.

        ``said_first`` (counting): when the phrase is said at all, its sayings count, and a screen
        naming it only while nothing of it is said: a slide that names it stays up while the speaker
        says it again, and would merge those times into one, while a slide of its own ("VOTE:
        Parking fees" over "show of hands, please") is one more time. A saying that denies it or puts
        it off ("we cannot vote on this tonight", "the vote was postponed") is no time it happened,
        nor, for an order, when it comes.
        ``besides``: the other things compared with it (an order's events); a sentence or a screen
        naming one of them as well is a list or a plan ("we'll cover tags, search and themes", an
        agenda slide), not the moment the thing itself comes, and is passed over while another
        occurrence is left; so are several of them named in quick succession (:meth:`_listings`) and
        any list of things (:attr:`enumerations`: a plan slide's "3. Fries test").
        A phrase named in full only in such lists, while another of them occurs elsewhere, occurs where
        half its words are said or shown outside them, if anywhere."""
        match = self.match(phrase)
        # a banner shown on most of the video ("Episode 14 - Hollin squash bake") names the squash
        # nowhere in particular, and would merge every later occurrence into its one
        hits = [i for i in range(len(self.units)) if match.lexical[i] >= 1.0 and not self.repeated(i)]
        how = "words"
        if not hits:
            hits = [
                i for i in range(len(self.units))
                if match.semantic[i] >= self.settings.occurrence_similarity and not self.repeated(i)
            ]  # fmt: skip
            how = "similarity"
        others = [
            int(i) for other in besides if other != phrase for i in np.flatnonzero(self.match(other).lexical >= 1.0)
        ]
        listed = {self._screen_key(i) for i in others}
        in_lists = self._listings([phrase, *besides]) | self.enumerations if besides else set()
        acted = [i for i in hits if self._screen_key(i) not in listed and i not in in_lists]
        if acted and len(acted) < len(hits):
            hits, how = acted, how + ", lists passed over"
        elif hits and not acted:
            # named in full only in a plan while the other things are done: it comes where it is named
            # in part ("Change of plan: testing first" for "testing report", "the first boat" for "boat
            # trip"), or never (planned and dropped), not first because the plan came first. With no
            # other thing named in full outside lists (each told in other words: "Soften the leeks" on
            # the method card, "in go the leeks" as it is done), a part said outside them is still
            # where it is done, and with none the plan is all there is.
            # The part must be the telling half, weighed by rarity: "Size the wall" is not where a title
            # says "Feature Wall", the word the whole video repeats. A word said only in the lists
            # ("chicken" of "Chicken wings" where "the wings" are cooked) tells nothing of where.
            done_elsewhere = any(i not in in_lists for i in others)
            outside = [k for k in range(len(self.units)) if k not in in_lists]
            wanted = [w for w in content_words(phrase) if any(same_word(w, h) for k in outside for h in self._words[k])]
            parts = [
                i for i in range(len(self.units))
                if _PART <= match.lexical[i] < 1.0 and i not in in_lists and self._screen_key(i) not in listed
                and not self.repeated(i) and self.rare_words_share(wanted, self._words[i]) >= _PART
            ]  # fmt: skip
            # what is said of it before the plan that names it is shown introduces it ("Smoked haddock
            # chowder" in the title, before "4. Poach the haddock on top" on the card): no act of the plan
            planned: dict[int, float] = {}
            for i in hits:
                unit = self.units[i]
                planned[unit.video.id] = min(planned.get(unit.video.id, unit.record.start), unit.record.start)
            parts = [i for i in parts if self.units[i].record.start >= planned.get(self.units[i].video.id, 0.0)]
            if done_elsewhere or parts:
                hits = parts
                how += ", named in part outside lists"
            if not hits:
                return [], how
        if besides and not said_first:
            # "Cable car and old town will have to wait": not when the cable car comes
            put_off = [i for i in hits if self.units[i].speech and self._not_done(i, phrase)]
            hits = [i for i in hits if i not in put_off]
            how += ", sayings that deny or put it off passed over" if put_off else ""
        if said_first and any(self.units[i].speech for i in hits):
            said = [i for i in hits if self.units[i].speech]
            shown = self._shown_apart([i for i in hits if not self.units[i].speech], said)
            denied = [i for i in said if self._not_done(i, phrase)]
            hits = [i for i in said if i not in denied] + shown
            how += ", speech" + (", screens while nothing is said of it" if shown else "")
            how += ", denials passed over" if denied else ""
        groups: list[list[int]] = []
        ends: list[float] = []
        for i in sorted(hits, key=lambda k: (self.units[k].video.id, self.units[k].record.start)):
            unit = self.units[i]
            last = groups[-1][-1] if groups else None
            # Speech units are one saying only when they overlap (the same words in two clips): Whisper's
            # consecutive segments touch end to start, and each says the phrase anew.
            if (
                last is not None and self.units[last].video.id == unit.video.id
                and (unit.record.start < ends[-1] or not unit.speech and self._still_shown(i, groups[-1]))
            ):  # fmt: skip
                groups[-1].append(i)  # the same occurrence: overlapping, or a screen text still shown
                ends[-1] = max(ends[-1], unit.record.end)
            else:
                groups.append([i])
                ends.append(unit.record.end)
        return groups, how

    def _still_shown(self, i: int, group: Sequence[int]) -> bool:
        """Whether screen unit ``i`` goes on showing a text of ``group`` in its video (OCR cuts one
        slide into several records): another text shown next is another occurrence."""
        unit = self.units[i]
        return any(
            self.units[k].video.id == unit.video.id and self.units[k].record.text == unit.record.text
            and unit.record.start <= self.units[k].record.end + self.settings.merge_gap_s
            for k in group
        )  # fmt: skip

    def _shown_apart(self, shown: Sequence[int], said: Sequence[int]) -> list[int]:
        """The screen units of ``shown`` up while none of ``said`` is heard, nor continuing a screen of
        the same text that is (OCR cuts one slide into several records)."""

        def overlap(i: int, j: int) -> bool:
            a, b = self.units[i].record, self.units[j].record
            return self.units[i].video.id == self.units[j].video.id and a.start < b.end and b.start < a.end

        with_saying: list[int] = []
        for i in sorted(shown, key=self._start):
            if any(overlap(i, j) for j in said) or self._still_shown(i, with_saying):
                with_saying.append(i)
        return [i for i in shown if i not in with_saying]

    def _not_done(self, i: int, phrase: str) -> bool:
        """Whether spoken unit ``i`` names ``phrase`` only to deny it or put it off: its words are the
        verb of a negation or its object ("we cannot vote", "we did not hold a vote"), follow "no"
        ("no vote tonight"), or belong to a clause whose verb puts it off ("cable car and old town
        will have to wait", "the vote was postponed", "we'll do the museum later")."""
        wanted = content_stems(phrase)
        named = [t for t in parse(self.settings.spacy_model, self.units[i].record.text) if stem(t.lower_) in wanted]

        def denied(token: Any) -> bool:
            verb = token if token.pos_ in ("VERB", "AUX") else token.head
            return any(c.dep_ == "neg" for c in verb.children) or any(
                c.dep_ == "det" and c.lower_ == "no" for c in token.children
            )

        def put_off(token: Any) -> bool:
            verb = clause_verb(token)
            done = {verb.lemma_} | {c.lemma_ for c in verb.children if c.dep_ == "xcomp"}
            return bool(done & _PUT_OFF) or any(c.dep_ == "advmod" and c.lower_ == "later" for c in verb.children)

        return bool(named) and all(denied(t) or put_off(t) for t in named)

    def _listings(self, phrases: Sequence[str]) -> set[int]:
        key = tuple(sorted(set(phrases)))  # each option of a question asks for the same lists
        if key not in self._lists:
            self._lists[key] = self._find_listings(key)
        return self._lists[key]

    def _find_listings(self, phrases: Sequence[str]) -> set[int]:
        """The spoken units that read out several of ``phrases`` one after the other: a plan, an
        agenda or a recap said a sentence an item ("Day one, the cable car. Day two, the ridge
        hike."), each a few seconds after the last, none twice; the first item named again ends the
        list ("... and last the volunteers. Let's start with the volunteers"). "Several": at least
        two, and two thirds of those the video names. The screen lines naming them while the list is
        read (its slide) belong to it. A list shown on screen alone is one screen, and a list said in
        one sentence one unit: :meth:`occurrences` passes over those by themselves."""
        hits = {p: [int(i) for i in np.flatnonzero(self.match(p).lexical >= 1.0)] for p in dict.fromkeys(phrases)}
        named = [p for p, found in hits.items() if found]
        if len(named) < 2:
            return set()
        need = max(2, math.ceil(2 * len(named) / 3))
        said = sorted(
            (self.units[i].video.id, self.when(i, p), p, i) for p in named for i in hits[p] if self.units[i].speech
        )
        gap = self.settings.list_gap_s
        listed: set[int] = set()
        run: list[tuple[int, float, str, int]] = []
        for mention in [*said, None]:
            if (
                mention is not None and run and mention[0] == run[-1][0]
                and mention[1] - run[-1][1] <= gap and mention[2] not in {m[2] for m in run}
            ):  # fmt: skip
                run.append(mention)
                continue
            if len({m[2] for m in run}) >= need:
                video, start, end = run[0][0], run[0][1], run[-1][1]
                listed.update(m[3] for m in run)
                listed.update(  # the agenda slide the list is read from, shown as it is read
                    i for p in named for i in hits[p]
                    if not self.units[i].speech and self.units[i].video.id == video
                    and start - gap <= self.units[i].record.start <= end + gap
                )  # fmt: skip
            run = [mention] if mention is not None else []
        return listed

    def _at_word(self, i: int, position: int) -> float:
        """When word ``position`` of unit ``i`` is said: a speech unit's words are spread evenly over
        its time, so two events in one sentence keep their order; screen text is shown all at once."""
        unit = self.units[i]
        n = len(self._words[i])
        if not unit.speech or n < 2:
            return unit.record.start
        return unit.record.start + (unit.record.end - unit.record.start) * position / n

    def when(self, i: int, phrase: str) -> float:
        """When ``phrase`` is first said (or shown) in unit ``i``."""
        said = times_said(content_words(phrase) or words(phrase), self._words[i])
        return self._at_word(i, said[0] if said else 0)

    def count(self, phrase: str, *, retold: bool = True) -> TimelineResult:
        """How many distinct times ``phrase`` is said (or, never said, shown), over the whole video.

        A speech unit that says it twice ("... followed by the pound key. ... followed by ...") counts
        twice; units that overlap in time are one saying heard twice, so a group counts as its unit
        with the most. An on-screen counter of it ("Undo (3)", "Chain drops: 3", "Taste test 3") is
        the video counting for itself, in whatever words each time is said: its last number is the
        count. ``retold``: the event is counted however it is told, and each time told in other
        words ("the build went red again", "once more we see the limping act") joins the count as a
        repeat (:meth:`_repeats`); else the phrase's own words are counted ("how many times is
        "orbit" said")."""
        counted = self.counter(phrase)
        if counted is not None:
            value, shown = counted
            return TimelineResult(
                "count", [self.moment(i, 1.0) for i in shown], value,
                {"event": phrase, "matched_by": "on-screen counter", "times": [self.units[i].record.start for i in shown]},
            )  # fmt: skip
        groups, how = self.occurrences(phrase, said_first=True)
        if retold:
            groups += self._inflected(phrase, groups)
            groups = sorted(groups, key=lambda g: self._start(g[0]))
        if not groups and retold:
            groups, how = self._told_once(phrase)
        targets = content_words(phrase) or words(phrase)
        times: list[float] = []
        for group in groups:
            per_unit = {i: times_said(targets, self._words[i]) if self.units[i].speech else [] for i in group}
            most = max(group, key=lambda i: len(per_unit[i]))
            times += [self._at_word(most, k) for k in per_unit[most]] or [self.units[group[0]].record.start]
        repeats = self._repeats(phrase, groups) if retold else []
        times += [self.units[i].record.start for i in repeats]
        if repeats:
            how += f", {len(repeats)} told as repeats"
        elif how == _MOST_LIKE and len(times) == 1:
            # the sentence most like an event is always there: alone, it says nothing of how often
            groups, times, how = [], [], "not said in its own words, no repeat told"
        acted = self.acts_on(phrase) if retold and len(times) < 2 else []
        if len(acted) > max(1, len(times)):
            # the same act on the same thing, told with another verb each time ("pull up the map",
            # "glance back at the map", "consult the map")
            groups, repeats, times = [[i] for i in acted], [], [self.units[i].record.start for i in acted]
            how = f"acts on {self._object_of(phrase)!r} in other words"
        told = sorted([g[0] for g in groups] + repeats, key=self._start)
        total = len(times)
        for k, i in enumerate(told):
            nth = told_as_nth(self._words[i]) if self.units[i].speech else None
            if nth is not None and nth + len(told) - k - 1 > total:  # "a second set of headlights": one came before
                total = nth + len(told) - k - 1
                how += f", told as time {nth}"
        moments = [self.moment(i, 1.0) for i in told]
        return TimelineResult(
            "count",
            moments,
            total,
            {"event": phrase, "matched_by": how, "times": sorted(round(t, 2) for t in times)},
        )

    def _object_of(self, phrase: str) -> str | None:
        """The thing an event acts on: the object of its verb ("map" of "she bring up the map"), its
        direct object before one through a preposition ("net", not "pond", of "sweep the net through the pond")."""
        objects = [t for t in parse(self.settings.spacy_model, phrase) if t.pos_ == "NOUN" and t.dep_ in _ACTED_ON]
        direct = [t for t in objects if t.dep_ in _DIRECT_OBJECT]
        return (direct or objects)[-1].lower_ if objects else None

    def acts_on(self, phrase: str) -> list[int]:
        """The spoken sentences that act on the thing ``phrase`` acts on, whatever their verb, one
        per act (sayings within ``merge_gap_s`` are one): the thing is the object of a verb there,
        directly or through a preposition ("back at the map"), never its subject ("the map shows")
        nor a noun's complement ("the price of the map"); sentences listing things are passed over,
        and so is a thing the whole video is about (:data:`_PROP_SHARE`)."""
        thing = self._object_of(phrase)
        if thing is None:
            return []
        wanted = stem(thing)
        said = [i for i, u in enumerate(self.units) if u.speech]
        speech = [i for i in said if wanted in self._stems[i] and i not in self.enumerations]
        if len(speech) > _PROP_SHARE * len(said):  # the video's subject: everything in it acts on it
            return []
        found: list[int] = []
        for i in speech:
            doc = parse(self.settings.spacy_model, self.units[i].record.text)
            acted = any(
                stem(t.lower_) == wanted
                and t.dep_ in _ACTED_ON
                and (t.dep_ != "pobj" or t.head.head.pos_ not in _NOMINAL)
                for t in doc
            )
            if acted and all(
                abs(self.units[i].record.start - self.units[j].record.start) > self.settings.merge_gap_s for j in found
            ):
                found.append(i)
        return found

    @cached_property
    def _content_stems(self) -> list[set[str]]:
        """Each unit's content words (stop words out) as stems."""
        stops = stop_words()
        return [{stem(w) for w in unit_words if w not in stops} for unit_words in self._words]

    @cached_property
    def _stems(self) -> list[set[str]]:
        """Each unit's words as stems, computed once for every count that reads them, and two neighbours
        joined ("Good night." says "goodnight", "check in" "checkin")."""
        return [
            {stem(w) for w in unit_words} | {stem(a + b) for a, b in zip(unit_words, unit_words[1:], strict=False)}
            for unit_words in self._words
        ]

    @cached_property
    def _stemmed_text(self) -> list[str]:
        """Each unit's words as stems, in order."""
        return [" ".join(stem(w) for w in unit_words) for unit_words in self._words]

    def _start(self, i: int) -> tuple[int, float]:
        return self.units[i].video.id, self.units[i].record.start

    def _inflected(self, phrase: str, groups: Sequence[Sequence[int]]) -> list[list[int]]:
        """Spoken sentences holding every word of ``phrase`` in another form ("the printer in the
        office jammed" for "printer jam"), outside the occurrences already found."""
        wanted = content_stems(phrase)
        taken = {i for g in groups for i in g}
        return [
            [i] for i, u in enumerate(self.units)
            if u.speech and i not in taken and wanted and wanted <= self._stems[i]
            and all(abs(u.record.start - self.units[j].record.start) > self.settings.merge_gap_s for j in taken)
        ]  # fmt: skip

    def _told_once(self, phrase: str) -> tuple[list[list[int]], str]:
        """An event never said in its own words: the spoken sentence most like it, when it shares
        half the event's words (word endings aside) or is close in meaning, with every saying of that
        same sentence; and, when that sentence already tells a repeat ("another parent pretends to
        be injured"), the earlier sentence that told it first: among those most like the event, the
        one most like the repeat as well."""
        speech = [i for i, u in enumerate(self.units) if u.speech]
        if not speech:
            return [], "not found"
        match = self.match(phrase)
        wanted = content_stems(phrase)
        shared = [len(wanted & self._stems[i]) / max(len(wanted), 1) for i in speech]
        best = max(range(len(speech)), key=lambda k: (shared[k] >= _PART, float(match.semantic[speech[k]])))
        if shared[best] < _PART and match.semantic[speech[best]] < _EVENT_SIMILARITY:
            return [], "not found"
        seed = speech[best]
        said = [i for i in speech if float(self.vectors[i] @ self.vectors[seed]) >= _SAME_SENTENCE]
        found = [[i] for i in sorted(set(said) | {seed}, key=self._start)]
        if REPEAT_MARKER.search(self.units[seed].record.text):
            floor = float(np.quantile(match.semantic[speech], _FIRST_TOLD_RANK))
            earlier = [
                i for i in speech
                if self._start(i) < self._start(seed) and match.semantic[i] >= floor and not REPEAT_MARKER.search(self.units[i].record.text)
            ]  # fmt: skip
            if earlier:
                # the first telling is most like the event and the repeat together
                told = lambda i: float(match.semantic[i] + self.vectors[i] @ self.vectors[seed])  # noqa: E731
                found.insert(0, [max(earlier, key=told)])
        return found, _MOST_LIKE

    def _repeats(self, phrase: str, groups: Sequence[Sequence[int]]) -> list[int]:
        """Spoken sentences after the event's first spoken occurrence that tell it happening again in
        other words ("on Wednesday the build went red again, same error"): a repeat marker
        (:data:`REPEAT_MARKER`) in a sentence closer than most of the video's sentences to the event or to
        the sentence that first told it, whose referent is the event: the earlier sentence most
        like it tells the event already (:data:`_REFERENT_SLACK`). The same time told twice (a few
        seconds apart) is one."""
        said = [i for g in groups for i in g if self.units[i].speech]
        if not said:
            return []  # a repeat retells something said; a thing only shown is counted where shown
        first = min(said, key=self._start)
        video = self.units[first].video.id
        speech = [i for i, u in enumerate(self.units) if u.speech and u.video.id == video]
        to_event = self.match(phrase).semantic
        to_first = self.vectors[speech] @ self.vectors[first]
        event_floor = np.quantile(to_event[speech], _REPEAT_RANK)
        first_floor = np.quantile(to_first, _REPEAT_RANK)
        found = [i for g in groups for i in g]
        members = set(said)
        nth_floor = np.quantile(to_event[speech], _NTH_RANK)
        out: list[int] = []
        for k, i in enumerate(speech):
            start = self.units[i].record.start
            text = self.units[i].record.text
            nth = told_as_nth(self._words[i])
            if not (
                start > self.units[first].record.start and (REPEAT_MARKER.search(text) or nth is not None)
                and (to_event[i] > event_floor or to_first[k] > first_floor)
                and all(abs(start - self.units[j].record.start) > self.settings.merge_gap_s for j in [*found, *out])
            ):  # fmt: skip
                continue
            markers = [m.span() for m in REPEAT_MARKER.finditer(text)]
            told = event_terms(self.settings.spacy_model, text, markers) if markers else set()
            if told & event_core(self.settings.spacy_model, phrase) and to_event[i] >= nth_floor:
                # the marker's own clause names the event ("the siren went off again" of "the alarm go off",
                # "in comes somebody else" of "somebody come into the shop"), and the sentence is closer to
                # it than most: its repeat, whatever else is said
                out.append(i)
                members.add(i)
                continue
            earlier = [j for j in speech if self._start(j) < self._start(i)]
            # the referent shares the repeat's words when any earlier sentence does ("it slipped
            # away again" after "the ladder just slipped"), else it is the one most like it in meaning
            # (the marker's own words, "the third time", name no referent)
            own = content_stems(REPEAT_MARKER.sub(" ", text))
            shared = {j: len(own & self._content_stems[j]) for j in earlier}
            most = max(shared.values(), default=0)
            if most and not any(shared.get(j) == most for j in members):
                continue  # its words go back to another thing ("the third time the ladder went over", counting jams)
            if nth is not None and to_event[i] >= nth_floor:
                # "for the third time, the smoker's out": its place in the series says it is a repeat
                out.append(i)
                members.add(i)
                continue
            likeness = dict(zip(earlier, (self.vectors[earlier] @ self.vectors[i]).tolist(), strict=True))
            if max(likeness[j] for j in members if j in likeness) >= max(likeness.values()) - _REFERENT_SLACK:
                out.append(i)
                members.add(i)
        return out

    def counter(self, phrase: str) -> tuple[int, list[int]] | None:
        """An on-screen counter of ``phrase``: one label shown with a number that goes up through the
        video (1, 2, 3), whose label shares a word with the phrase; its highest number and the units
        where each number first shows. None when the screen counts nothing about it."""
        wanted = content_words(phrase)
        shown: dict[str, dict[int, int]] = {}  # label -> number -> first unit showing it
        for i, unit in enumerate(self.units):
            if unit.speech:
                continue
            for match in _COUNTER.finditer(unit.record.text):
                label = " ".join(words(match.group("label")))
                if label and lexical_match(content_words(label), wanted) > 0:
                    shown.setdefault(label, {}).setdefault(int(match.group("n")), i)
        counters = [numbers for numbers in shown.values() if _counts_up(numbers, self.units)]
        if not counters:
            return None
        numbers = max(counters, key=len)
        return max(numbers), [numbers[n] for n in sorted(numbers)]

    def first_occurrence(self, phrase: str, besides: Sequence[str] = ()) -> tuple[float | None, Moment | None]:
        """Where ``phrase`` first comes. Among other things (an order's events), a part of a talk
        or a stop of a day comes where a screen is headed by it ("The toll houses", "Brannock
        Lighthouse"), not where it is named in passing before ("why people set fire to the toll
        houses" in the introduction, "the lighthouse is closed until two"): its first heading, when
        it has one."""
        groups, _ = self.occurrences(phrase, besides=besides)
        if besides:
            headed = [g for g in groups if any(self.heads_screen(i) for i in g)]
            groups = headed or groups
        if groups:
            return self.when(groups[0][0], phrase), self.moment(groups[0][0], 1.0)
        return None, None

    @cached_property
    def _plan_numbers(self) -> list[tuple[int, int, str]]:
        """The screen lines that number the plan item being done (:data:`_PLAN_NUMBER`), as (unit index,
        the item's number, what the plan is called: "order" of "Number 4 on the order")."""
        return [
            (i, int(found["number"]), found["plan"]) for i, u in enumerate(self.units)
            if not u.speech and (found := _PLAN_NUMBER.match(u.record.text))
        ]  # fmt: skip

    def lists_marked(self, *, untitled: bool = True) -> list[tuple[Moment, list[str]]]:
        """:meth:`screen_lists` whose title names what the video's screens number items of ("Saturday's book"
        of "Number 5 in the book", "The order: Juno's wedding" of "Number 4 on the order"): the plan the
        video says it works through, however a question names it. With ``untitled``, where no title names it
        ("Number 5 on the list" under "The flood plan"), the numbered list shown last before the first marker,
        long enough for every number marked."""
        out: list[tuple[Moment, list[str]]] = []
        for phrase in sorted({plan for _, _, plan in self._plan_numbers}):
            marks = [(i, number) for i, number, plan in self._plan_numbers if plan == phrase]
            out += self.lists_titled_with(phrase, marker=True) or (self._numbered_before(marks) if untitled else [])
        return out

    def _numbered_before(self, marks: Sequence[tuple[int, int]]) -> list[tuple[Moment, list[str]]]:
        """The plan that ``marks`` (unit index, number marked) number when no list's title names it: the
        numbered list shown last before the first of them, with an item for the highest number."""
        first = self.units[min(marks, key=lambda mark: self.units[mark[0]].record.start)[0]]
        return self._numbered_list_before(first.video.id, first.record.start, max(number for _, number in marks))

    def _numbered_list_before(self, video: int, start: float, count: int) -> list[tuple[Moment, list[str]]]:
        """The screen list of ``video`` whose every item is numbered, shown last before ``start`` with at
        least ``count`` items (none or one)."""
        numbered = [
            (m, items) for m, _, items in self._titled_lists
            if m.video.id == video and m.start < start and len(items) >= count
            and all(LIST_MARKER.match(item) for item in items)
        ]  # fmt: skip
        return numbered[-1:]

    def item_numbered(self, number: int, moment: Moment) -> str | None:
        """The item a sentence names by its number ("So number four goes first."): the ``number``-th item
        of the numbered list shown last before it, without its number; None when no such list is shown."""
        found = self._numbered_list_before(moment.video.id, moment.start, number)
        return LIST_MARKER.sub("", found[0][1][number - 1]) if found and number > 0 else None

    def marked_done(self, plan: Moment, count: int) -> dict[int, Moment]:
        """Where a screen after the plan (in its video) says which of its ``count`` numbered items is
        being done ("Number 4 on the order"), by item index: the first such screen of each number."""
        marked: dict[int, Moment] = {}
        for i, number, _ in self._plan_numbers:
            unit, k = self.units[i], number - 1
            if unit.video.id != plan.video.id or unit.record.start <= plan.start:
                continue
            if 0 <= k < count and (k not in marked or unit.record.start < marked[k].start):
                marked[k] = self.moment(i, 1.0)
        return marked

    def said_by_number(self, plan: Moment, count: int) -> dict[int, Moment]:
        """Where a sentence said once the ``plan`` is up (in its video) names one of its ``count`` numbered
        items by its number ("so number three goes on the stove first"), by item index: the first such
        sentence of each number."""
        said: dict[int, Moment] = {}
        for i, unit in enumerate(self.units):
            if not unit.speech or unit.video.id != plan.video.id or unit.record.start < plan.start:
                continue
            numbers = NUMBER_NAMED.findall(normalise(unit.record.text))
            if len(set(numbers)) >= _LIST_ITEMS or i in self.enumerations:
                continue  # the plan read out ("number one the rampart, number two the gateway, number three ...")
            for number in numbers:
                k = int(number) - 1
                if 0 <= k < count and k not in said:
                    said[k] = self.moment(i, 1.0)
        return said

    @staticmethod
    def _sounds_like(item: str, said: str) -> bool:
        """Whether a sentence holds an item's name as the recogniser may spell it ("the shape fold" of "The
        sheepfold"): a fuzzy match of the name against the sentence's likest stretch."""
        return fuzz.partial_ratio(normalise(item), normalise(said)) >= _HEARD_AS

    def done_in_order(self, items: Sequence[str], plan: Moment | None = None) -> list[tuple[int, Moment]]:
        """The items of a plan in the order they are done, as (item index, where it first comes,
        :meth:`first_occurrence` among the others), not the order the plan lists them; an item
        never found is left out. Given the ``plan`` (the moment it is shown, its items numbered in
        order), an item a later screen marks as being done (:meth:`marked_done`) is done there, and one
        found nowhere else where a sentence names it by its number (:meth:`said_by_number`: the recogniser
        hears "Marrowfat peas" as "Marofat bees", but "number three" as it is), as is one whose number a
        sentence names before its words are heard, where that sentence sounds like it (:meth:`_sounds_like`)."""
        marked = self.marked_done(plan, len(items)) if plan is not None else {}
        found = [
            (k, marked[k].start, marked[k]) if k in marked else (k, *self.first_occurrence(item, besides=items))
            for k, item in enumerate(items)
        ]
        if plan is not None:
            # also where a sentence names it by its number before its words are heard, when it sounds like the item
            # ("In the shape fold, number 1, ..." before "Number one is the sheep fold" much later; not "either of
            # them was number one" of "Record player")
            said = self.said_by_number(plan, len(items))
            found = [
                (k, said[k].start, said[k])
                if k not in marked and k in said
                and (t is None or (said[k].start < t and self._sounds_like(items[k], said[k].unit.text)))
                else (k, t, m)
                for k, t, m in found
            ]  # fmt: skip
        placed = [(k, t, m) for k, t, m in found if t is not None and m is not None]
        placed.sort(key=lambda entry: (entry[2].video.id, entry[1]))
        return [(k, m) for k, _, m in placed]

    def heads_screen(self, i: int) -> bool:
        """Whether unit ``i`` is the title of its screen: the first line of a screen of several
        (OCR reads a slide from the top)."""
        return self.title_of(i) == self.units[i].record.text

    def title_of(self, i: int) -> str | None:
        """The title of unit ``i``'s screen (its first line, of several); None for speech."""
        if self.units[i].speech:
            return None
        lines = self._screens.get(self._screen_key(i), [])
        return lines[0] if len(lines) >= 2 else None

    def order(self, events: Sequence[str]) -> TimelineResult:
        """``events`` sorted by their first occurrence; an event never found goes last."""
        firsts = {event: self.first_occurrence(event, besides=events) for event in events}
        ordered = sorted(events, key=lambda e: (firsts[e][0] is None, firsts[e][0] or 0.0))
        moments = [m for e in ordered if (m := firsts[e][1]) is not None]
        return TimelineResult("order", moments, ordered, {"first_seen": {e: firsts[e][0] for e in events}})

    def extreme(self, phrase: str, which: str) -> TimelineResult:
        """The first or last occurrence of ``phrase``; with no occurrence, the first or last units."""
        groups, _ = self.occurrences(phrase) if phrase else ([], "")
        if groups:
            group = groups[0] if which == "first" else groups[-1]
            return TimelineResult(
                which, [self.moment(group[0], 1.0)], self.units[group[0]].record.start, {"event": phrase}
            )
        return self.edge("begin" if which == "first" else "end")

    def edge(self, which: str) -> TimelineResult:
        """The units at the beginning (or end) of each video: its first (last) ``edge_s`` seconds, but
        for a banner shown on most of it ("Quillfeather Logistics - internal"), which is no more at its
        end than anywhere."""
        picked: list[int] = []
        for video_id in dict.fromkeys(u.video.id for u in self.units):
            idx = [i for i, u in enumerate(self.units) if u.video.id == video_id]
            idx = [i for i in idx if not self.repeated(i)] or idx
            window = self.settings.edge_s
            if which == "begin":
                chosen = [i for i in idx if self.units[i].record.start < self.units[idx[0]].record.start + window]
            else:
                last = max(self.units[i].record.end for i in idx)
                chosen = [i for i in idx if self.units[i].record.end > last - window]
            picked += chosen
        if which == "end":
            picked.reverse()  # the very end first
        moments = [self.moment(i, 1.0) for i in picked]
        return TimelineResult(which, moments, None, {})

    @staticmethod
    def said_whole(moments: Sequence[Moment]) -> list[Moment]:
        """The sentences the recogniser cut into pieces among the spoken ``moments``, each put back together as
        one moment (its first piece's, to the last piece's end): "I'm a clock on a Tuesday. | nearly nearly empty,
        | Neiling machine humming its way down lane one, | And a smell on chips" is one telling of the opening."""
        spoken = sorted((m for m in moments if m.unit.source in SPEECH_SOURCES), key=lambda m: (m.video.id, m.start))
        runs: list[list[Moment]] = []
        for m in spoken:
            last = runs[-1][-1] if runs else None
            if last is not None and last.video.id == m.video.id and m.start >= last.end and reads_on(last.unit, m.unit):
                runs[-1].append(m)
            else:
                runs.append([m])
        return [
            replace(
                run[0],
                unit=replace(run[0].unit, end=run[-1].end, text=" ".join(m.unit.text for m in run)),
                after=run[-1].after,
            )
            for run in runs
            if len(run) > 1
        ]

    def at(self, seconds: Sequence[float]) -> TimelineResult:
        """The units said or shown at the named seconds (speech first); the nearest when none spans it."""
        found: list[Moment] = []
        for t in seconds:
            spans = [i for i, u in enumerate(self.units) if u.record.start - 0.5 <= t <= u.record.end + 0.5]
            if not spans and self.units:
                nearest = min(
                    range(len(self.units)),
                    key=lambda i: min(abs(self.units[i].record.start - t), abs(self.units[i].record.end - t)),
                )
                spans = [nearest]
            spans.sort(
                key=lambda i: (
                    not self.units[i].speech,
                    abs((self.units[i].record.start + self.units[i].record.end) / 2 - t),
                )
            )
            found += [self.moment(i, 1.0) for i in spans]
        return TimelineResult("at", found, seconds[0] if seconds else None, {"seconds": list(seconds)})

    def span(self, seconds: Sequence[float]) -> TimelineResult:
        """The units of a stretch: from the first named second to the second (or, one second named,
        ``edge_s`` around it), in time order; speech first when the stretch has any."""
        lo, hi = (
            (seconds[0] - self.settings.edge_s / 2, seconds[0] + self.settings.edge_s / 2)
            if len(seconds) == 1
            else (seconds[0], seconds[-1])
        )
        inside = [i for i, u in enumerate(self.units) if u.record.end > lo and u.record.start < hi]
        spoken = [i for i in inside if self.units[i].speech]
        moments = [self.moment(i, 1.0) for i in spoken or inside]
        return TimelineResult("span", moments, lo, {"seconds": [round(lo, 2), round(hi, 2)]})
