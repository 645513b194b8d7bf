"""Multiple choice decided by evidence: each option is scored against the moments the question needs.

- A timeline operator's value decides options it can check: a count ("3"), a time ("03:50"), an
  order ("Bern, then Cambridge"), or which option is said first or last.
- Otherwise an option is read in the moments: its own words (those not already in the question)
  found there, exactly or fuzzily, weighted by how well each moment matches the question, plus
  its semantic similarity to them.
- The LLM's judgement comes as a probability per option (engine.py) and is added with a weight.

Nothing depends on the order the options were given in: scores are per option, ties are broken by
the option's text, and the LLM sees the options in one canonical order.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from vidrag.answer.values import (
    asked_value,
    attribute_words,
    clock_span_lengths,
    counted_noun,
    counts_another,
    counts_stated,
    kind_stated,
)
from vidrag.embedding import Embedder
from vidrag.graph.rules import clause_verb
from vidrag.reasoning.questions import QuestionAnalysis, option_events
from vidrag.reasoning.timeline import (
    CAPITALISED,
    SCREEN_WEIGHT,
    Timeline,
    TimelineResult,
    content_stems,
    content_words,
    lexical_match,
    parse,
    same_word,
    stop_words,
)
from vidrag.retrieval.base import Moment, clock
from vidrag.retrieval.query import Query
from vidrag.retrieval.temporal import NEXT_ONE, WHO_TYPED, WHO_WORD, asks_for_amount, time_cues, time_mentions
from vidrag.retrieval.temporal import asks_original_value, asks_settled_value, figures_set_up, what_is_asked
from vidrag.records import SPEECH_SOURCES
from vidrag.text import (
    ORDINAL,
    STOP_WORDS,
    VALUE_KINDS,
    label_of,
    normalise,
    numbers_of,
    ordered_pair_share,
    spoken_years,
    stem,
    the_quote,
    value_words,
    words,
)
from vidrag.store.base import StoreReader, TextRecord

# a word of an option found beside a moment (or on the other channel) supports it less than in it
_NEIGHBOUR_WEIGHT = 0.7
_SEMANTIC_WEIGHT = 0.25  # semantic similarity separates paraphrases; words found decide the rest
_RESTATED_WEIGHT = 0.5  # an option that only repeats the question's words, found, counts half
# "final" asks for the value settled on too ("the final launch date"), though it also names a thing
# ("the final car"): it picks the value stated last, but the question is not looked up without it.
_FINAL_WORD = re.compile(r"\bfinal\b", re.IGNORECASE)
_BEARS = 0.5  # a moment at least half as relevant as the best bears on the question
_RULED_OUT_WEIGHT = 0.5  # an option a moment rules out keeps half its score: only its likeness remains telling
_OUT_OF_ORDER_WEIGHT = 0.5  # an option whose words a moment holds, but another option's in closer order
_PART_STATED = 0.5  # a repair states an option by half its words when it states no other ("in May" of "May 1683")
_TOLD_WHOLE_WORDS = 4  # an option of this many own words or more is told where they are all said in order
_FINAL_MARGIN = 0.05  # the last stated value leads the others by this much (answer.margin is 0.02)
_SAID_OF_OTHER_SHARE = 0.5  # a value said in a clause of its own, of something the question does not ask, counts half
_VALUE_SPAN_TOKENS = 6  # tokens a value runs over from its number: "three quarters of an hour"
# Units read for each option besides the retrieved moments: where the video states it, best first.
_HOLDING_PER_OPTION = 2
_COORDINATION = frozenset({"or", "and", "but", "so", "while", "whereas", "versus", "vs"})
# A spoken self-repair opens with one of these ("Sorry, I mean the 21st", "No, make that four"), and so
# does one speaker putting another right ("I'm afraid it's six minutes and ten seconds").
_SELF_REPAIR = re.compile(
    r"\W*(?:sorry|no|wait|oops|actually|correction|rather|or rather|i mean|i meant|make that|scratch that"
    # "Not quite, Constance." (not "not quite enough"); "I'm afraid it's six minutes" (not "I'm afraid of heights")
    r"|hang on|hold on|not (?:quite|exactly)(?=\s*(?:[,.!;:]|$))|i['’]?m afraid(?= (?:it['’]s|it is|it was|that['’]s|not)\b))"
    r"\b",
    re.IGNORECASE,
)
# A sentence that announces a repair of something said before ("Turns out I had it wrong last night.",
# "I need to fix something I said"): the sentence after it, or its own rest, says what holds.
_REPAIR_CUE = re.compile(
    r"\b(?:i|we) (?:had|got) (?:it|that|this) wrong\b|\bturns out\b|\b(?:i|we) (?:was|were) wrong\b|\bmy mistake\b"
    r"|\bcorrection\b|\bi mis+poke\b|\b(?:fix|correct) (?:something|what) (?:i|we) said\b|\bi stand corrected\b"
    r"|\bwhat am i (?:saying|on about|talking about|thinking)\b",
    re.IGNORECASE,
)
# A sentence that states a value as the one that holds now, over one stated before it ("it's actually 2.4",
# "the actual invoice was 240", "the deadline has moved to Monday", "I'm afraid it's 6 minutes"): what it states after the cue holds
# ("while the noise is actually there" states nothing so).
_UPDATE_CUE = re.compile(
    r"\bactual(?:ly)?\b|\bin fact\b|\bout of date\b|\bno longer\b"
    # one speaker putting another right politely: "I'm afraid it's six minutes and ten seconds"
    r"|\bi['’]?m afraid (?:it['’]s|it is|it was|that['’]s|that is|that was|not|you)\b"
    r"|\b(?:has|have|had|was|were|got|is|are|'s|'ve) (?:been |now )?(?:moved|changed|pushed|put back|brought forward|updated|corrected)\b",
    re.IGNORECASE,
)
# One speaker putting another right, the value that holds first: "Dorcas, it's time and a half, not double".
_PUT_RIGHT_OPENING = re.compile(r"^\W*(?:[A-Z][a-z]+,\s*)?(?:it['’]s|that['’]s|it is|that is)\b", re.I)
_UPDATED_SHARE = 0.5  # of the option's words said after the cue: "it's actually 2.4" states "2.4 kg"
# What a speaker rules out while saying what holds: "eight notebooks, not five", "on Thursday rather
# than Friday", "the blue one instead of the red". The words ruled out state no option ("not only X"
# and "not yet" rule nothing out).
_RULED_OUT = re.compile(
    r"(?:[,;:]\s*(?:and\s+|but\s+)?not|\brather than|\binstead of)\s+(?!only\b|just\b|even\b|yet\b|sure\b|really\b)"
    r"(?P<what>(?:[^,.;:!?]|(?<=\d)[.,](?=\d))+)",
    re.IGNORECASE,
)
# A value shown changing: "£5.50 -> £5.80", "every 15 min → every 10 min" (a table cell, or a line after
# its label). The old value is ruled out, or the new one where the question asks what it was before.
_CHANGED = re.compile(r"(?P<old>[^|,;:>→⇒]+?)\s*(?:->|=>|→|⇒)\s*(?P<new>[^|,;]+)")
# A change of a value told in words: "going up from 2 pounds 10 to 3 pounds 20", "cut from 40 to 25 minutes";
# "£2.10 now, £3.20 from 1 January". Both sides state a number (not "goes from the station to the college").
_CHANGED_SAID = re.compile(
    r"\b(?:up|down|rise|rises|rising|risen|rose|fall|falls|falling|fell|increas\w*|cut|drop\w*|chang\w*|mov\w*|rais\w*"
    r"|lower\w*)\s+(?:\w+\s+){0,2}?from\s+(?P<old>[^,;.]*?\d[^,;]*?)\s+to\s+(?P<new>[^,;]*?\d[\w.]*)"
    r"|(?P<now>[£$€]?\d[\d.,]*(?:\s?[a-z%£$€]+)?)\s+now,\s*(?P<then>[£$€]?\d[\d.,]*(?:\s?[a-z%]+)?)(?=\s+from\b)",
    re.IGNORECASE,
)
# "every 40 minutes" is how often, not how long: a question asking how long something takes is not
# answered by the interval at which it comes round.
_INTERVAL = re.compile(r"\bevery \d[\d.,]* ?[a-z]+", re.IGNORECASE)
_ASKS_HOW_LONG = re.compile(r"\bhow long\b|\bhow many (?:seconds|minutes|hours|days)\b", re.IGNORECASE)
_ASKS_BEFORE = re.compile(
    r"\b(?:before|used to|previous(?:ly)?|original(?:ly)?|old|former(?:ly)?|prior to|until now|earlier)\b",
    re.IGNORECASE,
)
# The words that give a ruled-out value a unit of its own (value_words writes durations in minutes and
# prices as "money"; a time of day is "past" or "to" an hour, "am" or "pm").
_UNITS = VALUE_KINDS | {"past", "hour", "hours", "oclock", "am", "pm"}
_ASKS_WHO = re.compile(rf"\b{WHO_WORD}\b|\bwhos\b", re.IGNORECASE)
_WHO_TYPED = re.compile(WHO_TYPED, re.IGNORECASE)
# What a relative "who" follows: a thing named with its determiner ("the girl", "a man in a hat").
_NAMED_BEFORE = re.compile(
    r"\b(?:the|a|an|this|that|those|these|someone|somebody|anyone|anybody|everyone|everybody|people)(?:\s+[\w'’]+){0,3}?\s+$",
    re.IGNORECASE,
)
# A value repaired inside its sentence: "they lasted 31 hours, sorry, 36 hours", "twelve millimetres,
# sorry, I mean nine", "at 4, or rather 5". The clause before the repair is ruled out when it states
# a value (a name or a word may be repaired by "no," or "I mean" as a turn of phrase).
_REPAIRED_IN = re.compile(
    r"(?P<what>[^,.;:!?]+)(?:,\s*(?:(?:sorry|no|wait|oops)\s*,?\s*(?:i mean\s+|i meant\s+)?"
    r"|(?:sorry,?\s*)?(?:i mean|i meant|or rather|make that),?\s+)"
    # a stop speech recognition wrote at the pause before the repair: "the 14th of November. sorry, I mean the 21st"
    r"|\.\s*(?:sorry\s*,?\s*(?:i mean\s+|i meant\s+)?|(?:i mean|i meant)\s+))(?=\w|\s*$)",
    re.IGNORECASE,
)
# An option is supported by the video when at least half of its own words are found in a moment
# that bears on the question (or an operator's result is the option): below that on every answer
# option, an option saying the video does not tell ("not mentioned in the video") wins.
SUPPORTED = 0.5
# Options that say the video does not answer the question.
_NOT_IN_VIDEO = re.compile(
    r"\b(?:not|never|no|\w+n't)\b[^.;]*\b(?:mention\w*|said|say|says|stated?|shown|show|given|specified|covered"
    r"|discussed|addressed|revealed|told|included|answered)\b"
    r"|\bnone of (?:the|these|them|those)\b|\bcannot be (?:determined|known|told)\b|\bno information\b|\bunknown\b",
    re.IGNORECASE,
)


def says_not_in_video(option: str) -> bool:
    """Whether ``option`` is the answer "the video does not say" ("not mentioned", "none of the above")."""
    return bool(_NOT_IN_VIDEO.search(option))


@dataclass
class OptionScore:
    option: str
    evidence: float = 0.0
    llm: float | None = None  # probability from the LLM's judgement, when it was asked
    support: list[Moment] = field(default_factory=list)  # the moments this option was found in, best first
    how: str = "text"
    # How much of the option a moment that bears on the question holds (its own words found, weighted
    # by that moment's relevance); None where the evidence score itself says it (an operator's value).
    found: float | None = None

    @property
    def supported(self) -> bool:
        return (self.evidence if self.found is None else self.found) >= SUPPORTED

    def total(self, llm_weight: float) -> float:
        return self.evidence + llm_weight * (self.llm or 0.0)

    def to_trace(self) -> dict[str, Any]:
        row: dict[str, Any] = {"option": self.option, "evidence": round(self.evidence, 3), "how": self.how}
        if self.found is not None:
            row["found"] = round(self.found, 3)
        if self.llm is not None:
            row["llm"] = round(self.llm, 3)
        return row


def settle_on(scores: Sequence[OptionScore], k: int, how: str, proof: Moment | None = None) -> None:
    """Option ``k`` is what the video settles on (a correction, the value stated last, the figure shown): it
    leads the others by :data:`_FINAL_MARGIN`, cited first by ``proof`` where one is given."""
    if proof is not None and proof not in scores[k].support:
        scores[k].support = [proof, *scores[k].support]
    scores[k].evidence = max(s.evidence for s in scores) + _FINAL_MARGIN
    scores[k].how = how


def canonical_order(choices: Sequence[str]) -> list[int]:
    """The options' indices in an order that does not depend on how they were given."""
    return sorted(range(len(choices)), key=lambda i: (normalise(choices[i]).strip(), choices[i]))


def best_option(scores: Sequence[OptionScore], llm_weight: float) -> int:
    """The highest total; a tie goes to the option whose text sorts first, never to its position."""
    return min(
        range(len(scores)),
        key=lambda i: (-round(scores[i].total(llm_weight), 6), normalise(scores[i].option), scores[i].option),
    )


# The month May, not the verb: beside a day or a year ("May 1683", "the 14th of May") or after "in".
_MONTH_MAY = re.compile(r"\bMay\b(?=\s+\d)|\d(?:st|nd|rd|th)?\s+(?:of\s+)?May\b|\b(?:in|of|by|until|since) May\b")


_ORDINAL_WORDS = re.compile(r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b", re.I)


def _content_values(text: str) -> list[str]:
    """The words of ``text`` that carry meaning, values in one form (:func:`vidrag.text.value_words`);
    the month May is one, though "may" is a stop word."""
    stops = stop_words() - {"may"} if _MONTH_MAY.search(text) else stop_words()
    return list(dict.fromkeys(w for w in value_words(text) if w not in stops))


def _distance(wanted: Sequence[str], heard: Sequence[str], focus: Sequence[int]) -> float:
    """Words between the nearest of ``wanted`` in ``heard`` and the nearest of the ``focus`` positions
    (the question's words there); with no focus, all are equally far."""
    at = [i for i, w in enumerate(heard) if w in wanted]
    if not at or not focus:
        return 0.0
    return float(min(abs(i - f) for i in at for f in focus))


def _first_at(wanted: Sequence[str], heard: Sequence[str]) -> int | None:
    return next((i for i, w in enumerate(heard) if w in wanted), None)


def _clause_focus(
    own: Sequence[Sequence[str]], named: Sequence[int], heard: Sequence[str], asked: set[str]
) -> dict[int, int] | None:
    """How many of the question's words each named option's clause holds, where the options are
    coordinated ("Pro costs $11 a month or $100 if you pay for a year"): an option's clause runs from
    the conjunction before it to the next conjunction. What precedes the first option is said of all
    ("Pro costs") and tells none apart, unless a later clause names its own subject again ("The first
    coat went on on the 2nd of May, and by the 4th the last coat was dry"): then it is the first
    clause's. None when two neighbouring options have no conjunction between them ("37 of 412
    tests"): one phrase, read by distance instead."""
    at = {k: _first_at([w for w in own[k] if w not in VALUE_KINDS] or own[k], heard) for k in named}
    placed = sorted((i, k) for k, i in at.items() if i is not None)
    if len(placed) < 2:
        return None
    cuts = []
    for (i, _), (j, _) in zip(placed, placed[1:], strict=False):
        joints = [n for n in range(i + 1, j) if heard[n] in _COORDINATION]
        if not joints:
            return None
        cuts.append(joints[-1])
    bounds = [placed[0][0], *cuts, len(heard)]
    clauses = [set(heard[bounds[n] : bounds[n + 1]]) for n in range(len(placed))]
    before = set(heard[: bounds[0]])
    if any(clause & (before - stop_words()) for clause in clauses[1:]):  # a later clause names its own subject
        clauses[0] |= before
    return {k: len(clause & asked) for (_, k), clause in zip(placed, clauses, strict=True)}


# The cells of one screen line: "Rain cover: £189 · Second child seat: £160", "Day Rider | £5.80".
_CELLS = re.compile(r"\s*[·•]\s*|\s[|;]\s")  # OCR may lose the space beside a dot ("£8 ·concessions £5")


def first_cell(line: str) -> str:
    """A line's first cell: what a row names ("Staff photo·11:00" -> "Staff photo")."""
    return _CELLS.split(line, maxsplit=1)[0].strip()


def _cell_focus(
    own: Sequence[Sequence[str]], named: Sequence[int], text: str, asked: set[str], timeline: Timeline
) -> dict[int, float] | None:
    """How much of the question's words the cell holding each named option holds, each weighted by its
    rarity in the video (:meth:`Timeline.rare_words_share`), where a screen line puts them in cells of
    their own ("Rain cover: £189 · Second child seat: £160": the rain cover's is £189; "Tickets: £8 ·
    concessions £5" asked of a concession ticket: the rarer word names the cell); None when the line has
    no cells, or an option is not held in exactly one, or two share one."""
    cells = [value_words(cell) for cell in _CELLS.split(text)]
    if len(cells) < 2:
        return None
    at = {k: [c for c, heard in enumerate(cells) if held_in(own[k], heard) >= 1.0] for k in named}
    if any(len(found) != 1 for found in at.values()) or len({found[0] for found in at.values()}) < len(at):
        return None
    wanted = sorted(asked)
    return {k: timeline.rare_words_share(wanted, cells[found[0]]) for k, found in at.items()}


def _said_of_other(own: Sequence[str], text: str, asked: set[str], lemmas: set[str], spacy_model: str) -> bool:
    """Whether the value ``own`` names in the sentence ``text`` is said in a clause of its own that
    holds none of the question's words (``asked``, or their ``lemmas``: "left" is "leave"), while the
    rest of the sentence holds some: asked how long folding takes, "a folding bike that I've been
    riding every day for three weeks" gives the weeks to the riding; "folding it takes about fifteen
    seconds" gives the seconds to the folding. Verbs joined by "and" are one clause ("put them in
    skin side down and leave them for six minutes")."""
    if not VALUE_KINDS & set(own) and not any(w[0].isdigit() for w in own):
        return False
    doc = parse(spacy_model, text)
    value = next(
        (
            t for t in doc
            if (t.like_num or t.is_currency or any(c.isdigit() for c in t.text))
            and held_in(own, value_words(doc[max(t.i - 1, 0) : t.i + _VALUE_SPAN_TOKENS].text)) >= 1.0
        ),
        None,
    )  # fmt: skip
    if value is None:
        return False
    verb = clause_verb(value, through_and=True)
    if verb.pos_ not in ("VERB", "AUX"):
        return False
    clause = {t.i for t in verb.subtree}
    asked_at = [
        t.i for t in doc
        if not t.is_stop
        and (t.lemma_.lower() in lemmas or any(same_word(a, w) for w in value_words(t.text) for a in asked))
    ]  # fmt: skip
    return bool(asked_at) and not any(i in clause for i in asked_at)


# The longest label a screen line names a thing by ("Riders per gondola: 4 at most").
_LABEL_CHARS = 60
# Labels that name a measure, not a thing of their own ("Price: £2", "Gates open: 6 pm").
_MEASURE_LABELS = frozenset(
    "price prices cost costs fee fees charge charges total totals amount each per time times date dates day days "
    "start starts started begun end ends ended done open opens opened close closes closed finish finished duration "
    "length height width depth distance size weight temperature speed age number count score result now today".split()
)


def _labelled_other(own: Sequence[str], unit: TextRecord, asked: set[str], screen: Sequence[str]) -> bool:
    """Whether a screen line gives the value ``own`` names to a thing it labels, while another line of
    its ``screen`` labels what the question asks about: "Candy floss: £2.50 a stick" under "Toffee
    apples made: 150", asked "How much is a toffee apple?". A label that only names a measure ("Price:
    £2"), a line holding any of the question's words, or a screen labelling nothing asked ("Population:
    130" asked how many people live there) gives it to what is asked."""
    if unit.source in SPEECH_SOURCES or not asked:
        return False

    def names_asked(text: str) -> bool:
        return any(same_word(a, w) or stem(a) == stem(w) for a in asked for w in value_words(text))

    cell = next((c for c in _CELLS.split(unit.text) if held_in(own, value_words(c)) >= 1.0), None)
    label = _thing_label(cell) if cell else None
    if label is None or held_in(own, value_words(label)) > 0 or names_asked(cell or ""):
        return False
    thing = [w for w in value_words(label) if w not in stop_words() and w not in _MEASURE_LABELS]
    others = (other for line in screen if line != unit.text for c in _CELLS.split(line) if (other := _thing_label(c)))
    return bool(thing) and any(names_asked(other) for other in others)


def _thing_label(cell: str) -> str | None:
    """The label a screen cell states its value under (:func:`vidrag.text.label_of`), when it can name a
    thing: of two characters or more, no longer than :data:`_LABEL_CHARS`, no number in it."""
    label = label_of(cell.strip())
    if label is None or not 2 <= len(label) <= _LABEL_CHARS or any(c.isdigit() for c in label):
        return None
    return label


def _scaled_like(out: str, kept: str) -> list[str]:
    """A number ruled out in short, at the scale of the one kept: "$36,000, not 38" rules out 38,000."""

    return [
        f"{n * scale:.0f}" for n in numbers_of(out) if n < 1000 for m in numbers_of(kept) for scale in (1e3, 1e6)
        if 0.5 <= m / (n * scale) <= 2
    ]  # fmt: skip


def asks_who(question: str) -> bool:
    """Whether a question asks who (said or did something): its options name people. A "who" that tells
    which one of a thing it means ("in which room did the girl who broke her wrist sit") asks no one."""
    return _WHO_TYPED.search(question) is not None or any(
        not _NAMED_BEFORE.search(question[: m.start()]) for m in _ASKS_WHO.finditer(question)
    )


def ruled_out(text: str, question: str = "") -> tuple[str, str]:
    """``text`` without what it rules out (:data:`_RULED_OUT`, :data:`_REPAIRED_IN`, the side of a
    change :data:`_CHANGED` the ``question`` does not ask for, and an :data:`_INTERVAL` where it asks how
    long), and what it rules out."""
    out: list[str] = []
    before = _ASKS_BEFORE.search(question) is not None

    def changed(match: re.Match[str]) -> str:
        old, new = match.group("old") or match.group("now"), match.group("new") or match.group("then")
        kept, gone = (old, new) if before else (new, old)
        out.append(gone)
        return f" {kept}"

    text = _CHANGED_SAID.sub(changed, _CHANGED.sub(changed, text))
    if _ASKS_HOW_LONG.search(question):
        out += _INTERVAL.findall(text)
        text = _INTERVAL.sub(" ", text)
    out += [m.group("what") for m in _RULED_OUT.finditer(text)]
    text = _RULED_OUT.sub(" ", text)
    out += _scaled_like(" ".join(out), text)

    def repaired(match: re.Match[str]) -> str:
        if not any(w[0].isdigit() for w in value_words(match.group("what"))):
            return match.group(0)
        out.append(match.group("what"))
        return " "

    return _REPAIRED_IN.sub(repaired, text), " ".join(out)


_VALUE_OPTION_WORDS = 3  # the words an option that is a value has besides its unit ("£4,800 a plot", "19 years")


def rules_out(own: Sequence[str], ruled: Sequence[str]) -> bool:
    """Whether what a moment rules out (its value words, :func:`ruled_out`) is the option of words ``own``.
    What is ruled out is often named without its unit, the one it is set against has ("$36,000, not
    38,000"); named with a unit of its own, it rules out that value only ("instead of 10 past the hour"
    rules out no "every 10 minutes"); a bare number rules out the option of that number, whatever it
    counts ("nine years you've been flying here, not 19" rules out "Nineteen years"), but not an option of more
    words than a value has, whose number is one word of many ("... bursts the first time the pedal's pressed")."""
    bare = [w for w in own if w not in VALUE_KINDS] or list(own)
    if ruled and all(w[0].isdigit() for w in ruled) and len(bare) <= _VALUE_OPTION_WORDS:
        bare = [w for w in bare if w[0].isdigit()] or bare
    return held_in(own if _UNITS & set(ruled) else bare, ruled) >= 1.0


def is_self_repair(text: str) -> bool:
    """Whether a sentence opens by repairing the one before ("Sorry, I mean the 21st.")."""
    return _SELF_REPAIR.match(text) is not None


def _named(j: int, inside: Sequence[Sequence[float]], wanted: Sequence[Sequence[str]]) -> list[int]:
    """The options moment ``j`` states: those it holds whole, else the one it holds the most of, when
    that is at least half of it and no other option is held as much ("It broke out in May." of "May
    1683", the year said before); options of the same words ("21 February", "February 21st") are one."""
    whole = [k for k in range(len(inside)) if inside[k][j] >= 1.0]
    if whole:
        return whole[:1] if all(wanted[k] == wanted[whole[0]] for k in whole) else whole  # one value, two forms
    shares = [inside[k][j] for k in range(len(inside))]
    best = max(shares, default=0.0)
    return [shares.index(best)] if best >= _PART_STATED and shares.count(best) == 1 else []


NUMBER_SAID = re.compile(r"\d[\d,]*(?:\.\d+)?")


def _named_in_slips_terms(repair: str, slip: str, wanted: Sequence[Sequence[str]]) -> list[int]:
    """The option a repair states by its number alone, read in the terms of the slip it repairs:
    "Let's take a full 60 seconds this time. Actually, no. Let's keep it at 45." is 45 seconds."""
    said, slipped = NUMBER_SAID.findall(normalise(repair)), normalise(slip)
    if len(said) != 1 or not NUMBER_SAID.search(slipped):
        return []
    heard = value_words(NUMBER_SAID.sub(said[0], slipped, count=1))
    return [k for k, own in enumerate(wanted) if held_in(own, heard) >= 1.0][:1]


def _past_openings(text: str) -> str:
    """``text`` after the self-repair words that open it ("No, sorry, I mean the 21st." -> "the 21st.")."""
    rest = text
    while (opening := _SELF_REPAIR.match(rest)) is not None and opening.end() > 0:
        rest = rest[opening.end() :].lstrip(" ,;:!.")
    return rest


# A repair that first names what it takes back: "No, sorry, not 40, 44." holds 44; "No, sorry, not 26."
# only takes it back.
_TAKEN_BACK = r"not\s+(?!only\b|just\b|even\b|yet\b|sure\b|really\b)[^,;:.!?]+"
_NOT_FIRST = re.compile(rf"^{_TAKEN_BACK}[,;:]\s*(?=\S)", re.IGNORECASE)
_ONLY_TAKES_BACK = re.compile(rf"{_TAKEN_BACK}[.!?]*\s*", re.IGNORECASE)


def what_holds(text: str) -> str:
    """A repair without the words that open it and what it takes back ("No, sorry, I mean the 21st." ->
    "the 21st."; "No, sorry, not 40, 44." -> "44."; "It's 156, Marisol, not 165." -> "It's 156, Marisol")."""
    rest = _past_openings(text)
    held = _NOT_FIRST.sub("", rest) or rest or text
    kept, out = ruled_out(held)  # "It's 156, Marisol, not 165.": 156
    return re.sub(r"\s+(?=[.,!?;:])", "", " ".join(kept.split())) if out and kept.strip() else held


def explains_slip(text: str, slip: str) -> bool:
    """Whether a sentence opens a repair of the numbered ``slip`` before it by saying why it slipped, and
    leaves the number that holds to the next sentence ("The return fare was 19 pounds. | Sorry, that's
    what I paid for the two of us. | It's 9 pounds 50."): it opens with a self-repair and states no number."""
    return is_self_repair(text) and states_number(slip) and not states_number(text)


def owns_to_slip(text: str) -> bool:
    """Whether a sentence only owns to a slip and says nothing of what holds ("No, sorry, I
    misspoke.", "Wait, I got that wrong.", "No, sorry." | "I misspoke.", "No, sorry, not 26." |
    "32."): the next one says it."""
    if not (is_self_repair(text) or _REPAIR_CUE.search(text)):
        return False
    rest = _past_openings(text)
    return not content_words(_REPAIR_CUE.sub(" ", rest)) or _ONLY_TAKES_BACK.fullmatch(rest) is not None


# A slip owned to may take a few sentences before the repair: speech recognition may cut "No, sorry,
# I misspoke." at each pause ("No." | "sorry." | "I misspoke.").
SLIP_SENTENCES = 4


def repaired_by(moment: Moment, timeline: Timeline) -> TextRecord | None:
    """The sentence a spoken moment repairs: the one before it when it opens with a self-repair
    ("Sorry, I mean the 21st."), or the one before the sentences that only own to the slip ("...
    broke out that same March. | No, sorry, I misspoke. | It broke out in May.")."""
    if moment.unit.source not in SPEECH_SOURCES:
        return None
    before, slips, owned = timeline.said_before(moment), 0, False
    speaker: str | None = None  # who says the moment: read only once a sentence before it may own to its slip
    while before is not None and slips < SLIP_SENTENCES:
        earlier = timeline.sentence_before(moment.video.id, before)
        owning = owns_to_slip(before.text) or (earlier is not None and explains_slip(before.text, earlier.text))
        if not owning and not (states_number(moment.unit.text) and not states_number(before.text)):
            break  # past what owns to the slip, only an aside stating no number stands before a number's repair
        speaker = speaker or timeline.speaker(moment)
        said_by = timeline.speaker(replace(moment, clip_id=before.clip_id, unit=before)) if speaker else None
        if speaker is not None and said_by not in (None, speaker):
            break  # one owns to a slip of their own: "Sorry, everybody." under the one before does not
        owned = owned or owning
        before, slips = earlier, slips + 1
    return before if owned or is_self_repair(moment.unit.text) else None


def states_number(text: str) -> bool:
    """Whether a sentence states a number. Between a slip owned to and the number that repairs it, the
    sentences that state none are asides ("60 psi. | Actually, no, hang on. | You ride with loaded
    panniers, don't you? | Then 70."): the repair is the first sentence after the owning that states one."""
    return bool(numbers_said(text))


def repairs_after(moment: Moment, timeline: Timeline) -> list[Moment]:
    """The self-repair said right after a spoken moment ("The launch is on the 14th. | Sorry, I mean
    the 21st."), and after sentences that only own to the slip ("No, sorry, I misspoke."), the one
    that says what holds ("It broke out in May."): :func:`repaired_by` read forwards."""
    after = timeline.said_after(moment) if moment.unit.source in SPEECH_SOURCES else None
    if after is None or not (is_self_repair(after.unit.text) or owns_to_slip(after.unit.text)):
        return []
    repairs = [after]
    numbered = states_number(moment.unit.text)  # a number is repaired by a number, past asides stating none
    while len(repairs) <= SLIP_SENTENCES and (
        owns_to_slip(repairs[-1].unit.text)
        or (numbered and len(repairs) > 1 and not states_number(repairs[-1].unit.text))
        or (len(repairs) == 1 and explains_slip(after.unit.text, moment.unit.text))
    ):
        then = timeline.said_after(repairs[-1])
        if then is None:
            break
        repairs.append(then)
    return repairs


def numbers_said(text: str) -> list[str]:
    """The numbers ``text`` states, as digits ("forty" -> "40"), in order."""
    return [n.replace(",", "") for n in NUMBER_SAID.findall(normalise(text))]


def said_number(number: str) -> re.Pattern[str]:
    """Where ``number`` (digits) stands whole in a text: "40" in "page 40", not in "140" or "40.5";
    "62400" in "62,400 pounds" too."""
    whole, point, fraction = number.partition(".")
    groups = [whole[max(0, end - 3) : end] for end in range(len(whole), 0, -3)][::-1]
    body = ",?".join(groups) + re.escape(point + fraction)
    return re.compile(rf"(?<![\d.,]){body}(?![\d]|[.,]\d)")


def what_repair_holds(moment: Moment, timeline: Timeline) -> tuple[str, list[Moment]]:
    """What the repair said after a spoken ``moment`` says holds (:func:`what_holds` of the first of
    its sentences stating a number; "" when none does), and the repair's sentences past those that
    only own to the slip; else what a repair said later by anyone says (:func:`repair_said_later`)."""
    repairs = [r for r in repairs_after(moment, timeline) if not owns_to_slip(r.unit.text)]
    repairs = repairs or put_right_later(moment, timeline)
    return next((what_holds(r.unit.text) for r in repairs if states_number(r.unit.text)), ""), repairs


def put_right_later(moment: Moment, timeline: Timeline) -> list[Moment]:
    """A repair of a spoken ``moment`` said a little later by anyone (:func:`repair_said_later`), else another
    person setting a number against its own (:func:`gainsaid_by_another`, ``strict``: "Ten? | it's 7.4")."""
    return repair_said_later(moment, timeline) or gainsaid_by_another(moment, timeline, strict=True)


# A repair said later, by the speaker or another, reaches back this far: "the Maltings closed in 1931."
# is put right 18 s on, past the sentences of the story, by "Sorry to spoil it, but it closed in 1913."
_LATE_REPAIR_S = 30.0


def repair_said_later(moment: Moment, timeline: Timeline) -> list[Moment]:
    """The first sentence within :data:`_LATE_REPAIR_S` after a spoken ``moment`` stating a number that
    opens as a repair (:func:`is_self_repair`) and says a word of the moment's with another number, or
    that rules the moment's number out for another ("It's 156, Marisol, not 165"); [] when none does, or
    the moment is itself a repair."""
    said = set(numbers_said(moment.unit.text))
    if moment.unit.source not in SPEECH_SOURCES or not said or is_self_repair(moment.unit.text):
        return []
    wanted = {s for s in content_stems(moment.unit.text) if not any(c.isdigit() for c in s)}

    def restates(text: str) -> bool:
        """Whether ``text`` says another number of the moment's thing (a word of the moment's with it)."""
        return bool(set(numbers_said(text)) - said and wanted & content_stems(text))

    later = timeline.said_after(moment)
    while later is not None and later.start - moment.end <= _LATE_REPAIR_S:
        text = later.unit.text
        kept, ruled = ruled_out(text)
        if (is_self_repair(text) and restates(text)) or (
            said & set(numbers_said(ruled)) and set(numbers_said(kept)) - said
        ):
            return [later]
        if is_self_repair(text) and not numbers_said(text):
            # "Not quite, Constance. | That's before tonight's paint. | ... so the stock is worth 62,900 pounds."
            told = [later]
            while len(told) <= SLIP_SENTENCES and (after := timeline.said_after(told[-1])) is not None:
                told.append(after)
                if restates(after.unit.text):
                    return told
        later = timeline.said_after(later)
    return []


# Another speaker gainsaying a word just said: "it's not the first", "that was never Tuesday".
_GAINSAID = re.compile(r"\b(?:not|isn't|wasn't|aren't|weren't|never)\s+(?P<what>(?:[\w'-]+\s+){0,2}[\w'-]+)", re.I)
# Another speaker denying outright what they have just taken up: "Tell me the crag kite is in the wrong
# place. | It isn't."
_DENIED = re.compile(
    r"^\W*(?:no,?\s+)?(?:it|that|they|she|he)\s+(?:isn['’]t|wasn['’]t|aren['’]t|weren['’]t|is not|was not|are not"
    r"|were not|didn['’]t|did not|doesn['’]t|does not)\W*$",
    re.I,
)


def gainsaid_by_another(moment: Moment, timeline: Timeline, *, strict: bool = False) -> list[Moment]:
    """The first sentence within :data:`_LATE_REPAIR_S` after a spoken ``moment``, said under another
    name box than the moment's, that gainsays it: it rules out a word of the moment's ("Hamish, it's a
    beautiful bird, but it's not the first." after "this is the first kingfisher"), or states a number
    other than the moment's once that speaker has taken up its number or its words ("Three hundred? |
    Kit, love. | It's 264." after "I reckon that's 300 kg of crab"), or says another number and nothing
    else ("It's 11." after "Nine trolleys, all up on the bank"). [] when none does, when the moment is
    itself a repair, or when its speaker is not known: who put someone right is then not told apart from
    who goes on talking. ``strict``: a number is set against the moment's only by a sentence that is that
    number alone, opens as a repair does ("It's 7.4") or restates the moment's number and words, and is of
    its size; not by any number said once the speaker takes it up ("every single one of them" after "the
    fat takes 40 minutes to come up to heat")."""
    speaker = timeline.speaker(moment)
    if speaker is None or is_self_repair(moment.unit.text) or ruled_out(moment.unit.text)[1]:
        return []  # a repair ("It's 156, Marisol, not 165.") is no slip
    said = values_said(moment.unit.text)
    wanted = content_stems(moment.unit.text)
    # a bare number gainsays a claim said in words, not one of a countdown the next
    in_words = not _bare_number(moment.unit.text)
    taken_up = False
    later = timeline.said_after(moment)
    while later is not None and later.start - moment.end <= _LATE_REPAIR_S:
        other, text = timeline.speaker(later), later.unit.text
        if other is not None and not timeline.same_person(other, speaker):
            if any(content_stems(m["what"]) & wanted for m in _GAINSAID.finditer(text)):
                return [later]
            numbers, stems = values_said(text), content_stems(text)
            alone = _bare_number(text) and not _runs_on(later, timeline) and not _counts_on(later, timeline)
            set_against = (
                (
                    alone
                    or _PUT_RIGHT_OPENING.match(text) is not None
                    or _echoed(said, text) is not None  # "A thousand, Poppy? Four hundred and twelve."
                    # "5 metres? I made it 3.4", of the same thing: a word of it besides the number
                    or bool(said & numbers and {w for w in wanted & stems if not w[:1].isdigit()})
                )
                and _alike_in_size(said, numbers - said)
                if strict
                else taken_up
                or said & numbers
                or (in_words and alone)
                # "400 cars, if there's one." | ... | "it's 362 Dugi.": another's number, opened as a repair is
                or (_PUT_RIGHT_OPENING.match(text) is not None and _alike_in_size(said, numbers - said))
            )
            if said and numbers - said and set_against and _same_units(moment.unit.text, text):
                return [later]  # "Five metres? I made it 3.4.", not "we fry at 190 degrees" after "40 minutes"
            if taken_up and _DENIED.match(text):
                return [later]
            # its number asked back ("Three hundred?"), or its words taken up; not its number read off a list ("number two,")
            words_taken = {w for w in wanted & stems if not w[:1].isdigit()}
            taken_up = taken_up or bool(said & numbers and text.rstrip().endswith("?")) or bool(words_taken)
        later = timeline.said_after(later)
    return []


# A sentence the recogniser cut off runs on into the next one, in lower case, this soon after it ("3" | "o'clock
# on Sunday and the contesting over, ...", 4.3 s on, across a change of slide): a number that opens a
# sentence, not one said alone.
_RUN_ON_S = 5.0


def _runs_on(moment: Moment, timeline: Timeline) -> bool:
    """Whether a spoken moment is cut off from the sentence it opens (:data:`_RUN_ON_S`)."""
    following = timeline.said_after(moment)
    return following is not None and following.start - moment.end <= _RUN_ON_S and following.unit.text[:1].islower()


def _counts_on(moment: Moment, timeline: Timeline) -> bool:
    """Whether a spoken number goes on a count said around it ("Big smiles and 1, 2." | "3." | "4."): the sentence
    before ends on the number before it, or the next opens with the number after it."""
    said = [float(n) for n in numbers_said(moment.unit.text)]
    if len(said) != 1:
        return False
    before, after = timeline.said_before(moment), timeline.said_after(moment)
    ends = numbers_said(before.text)[-1:] if before is not None else []
    opens = numbers_said(after.unit.text)[:1] if after is not None else []
    return [float(n) for n in ends] == [said[0] - 1] or [float(n) for n in opens] == [said[0] + 1]


def echoed_and_set_against(numbers: set[str], timeline: Timeline) -> list[Moment]:
    """The spoken sentences that echo one of ``numbers`` and set another of its size against it ("Thirty eight?
    Thirty one, love." after a head coach's "38 on the mat today", said minutes before): whoever claimed the
    number, the sentence opening with it is put right by its next number, or by the sentence said right after an
    echo said alone ("Over a thousand? | The log says 846."). In the order said."""
    found = []
    for i, unit in enumerate(timeline.units):
        echo = _echoed(numbers, unit.record.text) if unit.speech else None
        if echo is None:  # "Six o'clock, the gates are open" opens with a time, not a six
            continue
        told = [unit.record.text]
        if len(set(numbers_said(unit.record.text))) == 1:  # the echo alone: the next sentence, of the same breath
            told += [m.unit.text for m in _echo_answered(timeline.moment(i, 1.0), timeline)]
        ordinals = {o for text in told for o in ORDINAL.findall(normalise(text))}  # "the first" is set against nothing
        if _alike_in_size({echo}, {n for text in told for n in numbers_said(text)} - numbers - ordinals):
            found.append(timeline.moment(i, 1.0))
    return found


def _echo_answered(echo: Moment, timeline: Timeline) -> list[Moment]:
    """The sentences answering an echo said alone: the next one, of the same breath, past a name it is said to or an
    interjection ("60? | Fatima. | 72.")."""
    told: list[Moment] = []
    before, later = echo.unit, timeline.said_after(echo)
    while later is not None and later.start - before.end <= _ECHO_ANSWERED_S and len(told) < _ECHO_SENTENCES:
        told.append(later)
        if numbers_said(later.unit.text) or not (
            _only_a_name(later.unit.text, timeline) or len(words(later.unit.text)) <= _INTERJECTION_WORDS
        ):
            break
        before, later = later.unit, timeline.said_after(later)
    return told


def echo_put_right(echo: Moment, numbers: set[str], timeline: Timeline) -> list[Moment]:
    """The sentences that put right one of ``numbers`` a spoken moment echoes alone ("Fifty litres. | Gloria. |
    Two hundred and ten.", as the recogniser cut "Fifty litres, Gloria? Two hundred and ten."): its answer, when that
    sets a number of its size against it (the sentences stating one); [] for any other moment."""
    echoed = _echoed(numbers, echo.unit.text) if echo.unit.source in SPEECH_SOURCES else None
    if echoed is None or len(set(numbers_said(echo.unit.text))) != 1:
        return []
    told = _echo_answered(echo, timeline)
    against = {n for m in told for n in numbers_said(m.unit.text)} - numbers
    return [m for m in told if numbers_said(m.unit.text)] if _alike_in_size({echoed}, against) else []


def shown_against(told: str, timeline: Timeline) -> list[Moment]:
    """The screen lines that state, under a label naming what ``told`` gives a figure of, another figure of its
    size and unit: "Passengers aboard at Harlwick: 512" against "The captain thinks six hundred are aboard",
    "Brewery to showground: 4.5 miles" against "Graham puts the showground two miles from the brewery". A
    figure shown for the very thing someone put a number on is the one that holds, whoever said what first.
    Those naming most of its words first, each line's text once."""
    numbers, kind = values_said(told), kind_stated(told)
    wanted = {s for s in content_stems(told) if not any(c.isdigit() for c in s)}
    found: dict[str, tuple[int, int]] = {}
    for i, unit in enumerate(timeline.units):
        text = unit.record.text
        label = None if unit.speech or text in found else label_of(text)
        if label is None or timeline.repeated(i):
            continue
        named = len(wanted & content_stems(label))
        figures = values_said(text[len(label) :]) - numbers
        # "Stan stoked aboard: 1953 to 1961" gives years, no count of who is aboard
        alike = _alike_in_size(numbers, figures) and kind_stated(text[len(label) :]) == kind
        if named and figures and alike and _same_units(told, text):
            found[text] = (named, i)
    ranked = sorted(found.values(), key=lambda pair: (-pair[0], pair[1]))
    return [timeline.moment(i, 1.0) for _, i in ranked]


# What may come before an echoed number: "No, 38? ...", "What, four thousand?", "Over a thousand?"
_ECHO_LEAD = frozenset({"no", "what", "sorry", "oh", "over", "about", "nearly", "almost", "around", "under", "a"})
# An echo said alone is set against by the sentence said this soon after it ("Over a thousand? | The log says 846.").
_ECHO_ANSWERED_S = 2.0
_ECHO_SENTENCES = 2  # an echo's answer is the next sentence, or the one after a name it is said to or an interjection
# A sentence this short, stating no number, said between an echo and its answer: an interjection ("Eighteen sixty?
# Nay. Eighteen ninety eight.", which speech recognition heard as "1860. | and me? | 1898.").
_INTERJECTION_WORDS = 2


def _echoed(numbers: set[str], text: str) -> str | None:
    """The one of ``numbers`` a sentence opens by echoing ("A thousand, Poppy? Four hundred and twelve."), past
    what may come before an echo (:data:`_ECHO_LEAD`); None when it opens with none of them."""
    heard = [w for w in value_words(text) if w not in _ECHO_LEAD]
    return heard[0] if heard and heard[0] in numbers else None


def past_echo(numbers: set[str], text: str) -> str:
    """``text`` from the figure it sets against one of ``numbers`` it opens by echoing ("A thousand, Poppy, four
    hundred and twelve." -> "four hundred and twelve."); ``text`` itself when it echoes none, or sets none against."""
    if _echoed(numbers, text) is None:
        return text
    parts = re.split(r"(?<=[,?])\s+", text)
    for k, part in enumerate(parts):
        if values_said(part) - numbers:
            return " ".join(parts[k:]) if k else text
    return text


def _only_a_name(text: str, timeline: Timeline) -> bool:
    """Whether a sentence is a name the screens show and nothing else ("Fatima."): who is spoken to."""
    said = words(text)
    return bool(said) and all(w.capitalize() in timeline.names_shown for w in said)


# The word after a number: its unit ("40 minutes", "190 degrees").
_UNIT_AFTER = re.compile(r"\d(?:[\d,.]*\d)?\s*(?:%|°\s*[cf]?|[a-z£$€]+)")


def _units(text: str) -> set[str]:
    """The units ``text`` states its numbers in, other than words that only go on the sentence ("and", "to")."""
    found = {re.sub(r"^[\d,.\s]+", "", m.group()) for m in _UNIT_AFTER.finditer(normalise(text))}
    return {unit for unit in found if unit not in STOP_WORDS}


# A number put right by another is of its size: "about ten kilos" by 2.9, "120 volunteers" by 94, not "book 4"
# by "the winter of 1953".
_SLIP_RATIO = 10.0


def _alike_in_size(said: set[str], others: set[str]) -> bool:
    """Whether some number of ``others`` is within :data:`_SLIP_RATIO` of some number of ``said``."""
    values = [[float(n) for n in group if re.fullmatch(r"\d+(?:\.\d+)?", n)] for group in (said, others)]
    return any(0 < min(a, b) and max(a, b) <= _SLIP_RATIO * min(a, b) for a in values[0] for b in values[1])


def _same_units(slip: str, repair: str) -> bool:
    """Whether a number set against a slip's may be of the same thing: no unit on one side, or one unit shared."""
    one, two = _units(slip), _units(repair)
    return not one or not two or bool(one & two)


def values_said(text: str) -> set[str]:
    """The numbers ``text`` states, as said and as amounts in one form: "every half hour" says 30 (minutes), as
    "every 30 minutes" does, and is gainsaid by "it's every 15 minutes"."""
    return (
        set(numbers_said(text)) | {w for w in value_words(text) if NUMBER_SAID.fullmatch(w)} | set(spoken_years(text))
    )


_BARE_WORDS = frozenset({"it", "that", "no"})  # "It's 11.", "No, that's 264."


def _bare_number(text: str) -> bool:
    """Whether a sentence says a number and nothing else but its unit ("It's 11.", "1,486 pounds.", "22
    years."): a figure set against one just said, not asked back ("Three hundred?")."""
    if text.rstrip().endswith("?"):
        return False
    stems = content_stems(text)
    numbers = set(numbers_said(text))
    if numbers and not stems - numbers - _BARE_WORDS:
        return True
    # its unit a kind of value ("1,486 pounds" is "1486 money") or a plural ("22 years"), not a name ("109, Mr Torr")
    said = [w for w in value_words(text) if w not in VALUE_KINDS]
    return (
        bool(said)
        and NUMBER_SAID.fullmatch(said[0]) is not None
        and (
            len(said) == 1
            or (len(said) == 2 and said[1].isalpha() and said[1].endswith("s") and said[1] not in STOP_WORDS)
        )
    )


def put_right(moment: Moment, timeline: Timeline) -> list[Moment]:
    """What puts a spoken ``moment`` right: its speaker's own repair, a repair said later by anyone, or
    another speaker gainsaying it; [] when nothing does."""
    return (
        repairs_after(moment, timeline) or repair_said_later(moment, timeline) or gainsaid_by_another(moment, timeline)
    )


# A sentence that only denies what was just said: "It isn't.", "Nonsense.", "That's not true.", "They don't."
DENIAL = re.compile(
    r"^\W*(?:(?:oh |well )?(?:nonsense|rubbish|codswallop|poppycock|balderdash|tosh|rot)"
    r"|(?:that|it|this|he|she|they)(?:['’]s not| is not| isn['’]t| was not| wasn['’]t| are not| aren['’]t"
    r"| has not| hasn['’]t| did not| didn['’]t| won['’]t| will not| do not| don['’]t| does not| doesn['’]t)"
    r"(?: true| so| right)?|not true|not so)\W*$",
    re.IGNORECASE,
)
# What others believe, told to be put right: "People think reindeer like carrots. | They don't."
_BELIEF = re.compile(
    r"^\W*(?:(?:most|some|a lot of|lots of) )?(?:people|everyone|everybody|folk|folks|visitors|customers)"
    r" (?:think|thinks|believe|believes|assume|assumes|reckon|reckons|imagine|imagines)\b"
    r"|^\W*(?:you['’]d|you would|you might) (?:think|imagine|assume)\b",
    re.IGNORECASE,
)
_DENIAL_SENTENCES = 2  # a denial the recogniser splits ("They" | "don't.")


def _belief_denied(moment: Moment, timeline: Timeline) -> bool:
    """Whether the moment tells what others believe and the next sentence denies it."""
    if moment.unit.source not in SPEECH_SOURCES or not _BELIEF.search(moment.unit.text):
        return False
    said: list[str] = []
    then = timeline.said_after(moment)
    while then is not None and len(said) < _DENIAL_SENTENCES:
        said.append(then.unit.text)
        if DENIAL.match(" ".join(said)):
            return True
        then = timeline.said_after(then)
    return False


def said_with_slips_out(moment: Moment, timeline: Timeline, question: str) -> tuple[str, str]:
    """:func:`ruled_out` of a moment, and the numbers a repair said after it takes back ruled out too
    ("about 300 people live here. | No. | it's 130 ...": not 300), also when the repair's number is
    misheard and states no option; a belief denied next ("People think reindeer like carrots. | They don't.")
    is ruled out whole."""
    if _belief_denied(moment, timeline):
        return "", moment.unit.text
    kept, out = ruled_out(moment.unit.text, question)
    said = set(numbers_said(kept))
    if not said or moment.unit.source not in SPEECH_SOURCES:
        return kept, out
    holding = set(numbers_said(what_repair_holds(moment, timeline)[0]))
    slips = said - holding if holding else set()
    for number in slips:
        kept = said_number(number).sub(" ", normalise(kept))
    return kept, " ".join([out, *sorted(slips)]).strip()


def number_taken_back(number: str, moment: Moment, timeline: Timeline) -> tuple[str, list[Moment]] | None:
    """The number that holds where a spoken ``moment`` states ``number`` and the speaker takes it back
    ("page 40. | No, sorry, not 40, 44." -> "44"; "31 hours, sorry, 36 hours" -> "36"), with the
    repair's moments; None when the moment does not state ``number``, or no repair of it states one
    other number."""
    if moment.unit.source not in SPEECH_SOURCES or number not in numbers_said(moment.unit.text):
        return None
    kept, ruled = ruled_out(moment.unit.text)
    repairs: list[Moment] = []
    if number not in numbers_said(ruled):  # not repaired inside its own sentence: in the sentences after it
        kept, repairs = what_repair_holds(moment, timeline)
    holding = [n for n in dict.fromkeys(numbers_said(kept)) if n != number]
    return (holding[0], repairs) if len(holding) == 1 else None


# A capital letter standing alone as a name's last part ("Meeting Room B", "Plan A."), not an article
# or "I" before a word: kept as a word of its own when options are read in order.
_LETTER_LABEL = re.compile(r"(?<![\w'’])([A-Z])(?![\w'’])(?!\s+[a-z])")


def _ordered_terms(text: str) -> list[str]:
    """The content words of ``text`` in order, values in one form, letter labels kept ("room", "labelb")."""
    return [w for w in value_words(_LETTER_LABEL.sub(r" label\1 ", text)) if w not in stop_words()]


def _held_in_order(
    choices: Sequence[str], texts: Sequence[str], inside: Sequence[Sequence[float]]
) -> list[list[float]]:
    """For each option and text, 1, or ``_OUT_OF_ORDER_WEIGHT`` where the text holds all of the option's
    words (``inside``) but another option's, also all held there, in a closer order: "Loyalty card: 7 of
    10 stamps" states "7 of 10", not "10 of 10"; "29 of the 31 drops, the last 2 by 2 pm" states "29 of
    31", not "2 of 31"; "Meeting Room B" is not "Meeting Room A". The order is the share of an option's
    neighbouring content words the text holds next to each other (:func:`ordered_pair_share`, window 1);
    an option of one word is in order wherever it is held, one that repeats its word ("10 of 10") is not."""
    terms = [_ordered_terms(c) for c in choices]
    out = [[1.0] * len(texts) for _ in choices]
    for j, text in enumerate(texts):
        held = [k for k in range(len(choices)) if inside[k][j] >= 1.0]
        if len(held) < 2:
            continue
        heard = _ordered_terms(text)
        order = {k: ordered_pair_share(terms[k], heard, 1) if len(terms[k]) > 1 else 1.0 for k in held}
        best = max(order.values())
        for k in held:
            if order[k] < best:
                out[k][j] = _OUT_OF_ORDER_WEIGHT
    return out


def held_in(wanted: Sequence[str], heard: Sequence[str]) -> float:
    """The share of ``wanted`` found in ``heard`` (:func:`words_held`)."""
    return sum(words_held(wanted, heard)) / len(wanted) if wanted else 0.0


def words_held(wanted: Sequence[str], heard: Sequence[str]) -> list[bool]:
    """Which words of ``wanted`` are found in ``heard`` (:func:`lexical_match`), where a word ASR split
    in two ("paper finch" for "Paperfinch") or joined ("airfryer" for "air fryer") still counts."""
    numbers = [w for w in wanted if w[:1].isdigit()]
    amounts_only = bool(numbers) and all(w in VALUE_KINDS or w[:1].isdigit() for w in wanted)
    if not heard or (
        any(w in VALUE_KINDS for w in wanted)
        and (
            not all(w in heard for w in numbers)
            if amounts_only
            else not any(w in heard for w in wanted if w not in VALUE_KINDS)
        )
    ):
        # "$132" is its amount: the kind of value ("money") alone is found in any price, and "£1 a day", amounts
        # alone, is not found in "a day of long queues" beside another price: each of its numbers must be
        return [False] * len(wanted)
    joined = [a + b for a, b in zip(heard, heard[1:], strict=False)]
    present = [*heard, *joined]
    found = [lexical_match([w], present) > 0 for w in wanted]
    for k in range(len(wanted) - 1):  # two wanted words heard as one
        if not (found[k] and found[k + 1]) and wanted[k] + wanted[k + 1] in heard:
            found[k] = found[k + 1] = True
    return found


# The adverbs that say how many times without a number word.
_TIMES = {"once": 1, "twice": 2, "thrice": 3}


# Words that make an option's number a rate or a span, not how many times: "Every three months", "Once a year".
_RATE_WORDS = frozenset(
    "every per each daily weekly monthly yearly annually second seconds minute minutes hour hours day days week weeks "
    "month months year years".split()
)


def option_number(option: str) -> int | None:
    """The number an option names ("twice" -> 2, "3 times" -> 3), or None; none in a rate ("Every three
    months", "Twice a year")."""
    said = words(option)
    if _RATE_WORDS & set(said):
        return None
    digits = [int(w) for w in said if w.isdigit()] + [_TIMES[w] for w in said if w in _TIMES]
    return digits[0] if len(digits) == 1 else None


# Two words of three letters or more joined by a hyphen ("storm-split", not "re-glued" or "e-mail"), neither a
# number ("first-floor", "two-bed": a number alone reaches every stretch of a video).
_COMPOUND = re.compile(r"\b(?P<left>[A-Za-z]{3,})-(?P<right>[A-Za-z]{3,})\b")
_NUMBER_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand "
    "first second third fourth fifth sixth seventh eighth ninth tenth".split()
)


def _compounds_apart(text: str) -> str:
    """``text`` with its word compounds in two words (:data:`_COMPOUND`): "storm-split" -> "storm split"."""

    def apart(match: re.Match[str]) -> str:
        parts = (match["left"], match["right"])
        return match[0] if any(p.lower() in _NUMBER_WORDS for p in parts) else " ".join(parts)

    return _COMPOUND.sub(apart, text)


# A video cut into this many equal stretches: how far through it an option's words reach
# (:meth:`OptionJudge._by_coverage`); 6, 10 and 20 chose alike on the question sets' topics.
_SPREAD_BINS = 10


def _stretches(timeline: Timeline) -> tuple[list[tuple[int, int]], np.ndarray]:
    """Each unit's stretch of its video (video, tenth) and whether it opens its video (its first ``edge_s``):
    not an item of a list shown or read out there (:attr:`Timeline.enumerations`: "Tonight's headlines"
    previews every story, and tells of none more than another what the video is)."""
    bounds: dict[int, tuple[float, float]] = {}
    for unit in timeline.units:
        lo, hi = bounds.get(unit.video.id, (unit.record.start, unit.record.start))
        bounds[unit.video.id] = (min(lo, unit.record.start), max(hi, unit.record.start))
    stretch, opening = [], []
    for unit in timeline.units:
        lo, hi = bounds[unit.video.id]
        at = (unit.record.start - lo) / (hi - lo) if hi > lo else 0.0
        stretch.append((unit.video.id, min(int(at * _SPREAD_BINS), _SPREAD_BINS - 1)))
        opening.append(unit.record.start <= lo + timeline.settings.edge_s)
    listed = timeline.enumerations
    told = [opens and i not in listed for i, opens in enumerate(opening)]
    return stretch, np.array(told if any(told) else opening, dtype=bool)


# A teaser for the next video starts in its video's closing stretches: the last fifth of them.
_TEASER_STRETCHES = _SPREAD_BINS // 5


def _teased(timeline: Timeline, stretch: Sequence[tuple[int, int]]) -> np.ndarray:
    """Whether each unit is part of a closing teaser for the next video ("Next time, the grand opening on May
    Day", a slide "Next on the channel"): from the first unit of the closing stretches that announces what comes
    next to its video's end. It tells of another video, never of this one."""
    starts: dict[int, float] = {}
    for i, unit in enumerate(timeline.units):
        if stretch[i][1] >= _SPREAD_BINS - _TEASER_STRETCHES and NEXT_ONE.search(unit.record.text):
            starts[unit.video.id] = min(starts.get(unit.video.id, unit.record.start), unit.record.start)
    return np.array([u.video.id in starts and u.record.start >= starts[u.video.id] for u in timeline.units], dtype=bool)


# "Whose reading glasses slid off ...": the thing asked the owner of, in the question's next few words.
_WHOSE = re.compile(r"\bwhose\s+(?P<what>(?:[\w'’-]+\s+){0,2}[\w'’-]+)", re.IGNORECASE)
# A thing given its owner by name: "Gwen's glasses", "Alf's old tricorn".
_OWNED = re.compile(r"\b([A-Z][a-z]+)['’]s\s+((?:[\w-]+\s+){0,2}[\w-]+)")


# A screen's figure holds against a figure said when its label names this many words of what was said.
_LABEL_NAMES = 2
# A question of the time the video is in, and a moment of another: what held last year does not hold this year.
_NOW = re.compile(r"\b(?:this (?:year|season|time|week|month)|today)\b", re.IGNORECASE)
_ANOTHER_TIME = re.compile(
    r"\b(?:last|next) (?:year|season|time|week|month)\b|\byesterday\b|\btomorrow\b|\b(?:a|one|two|three) years? ago\b",
    re.IGNORECASE,
)


def _told_of_another_time(moment: Moment, kept: str, timeline: Timeline) -> bool:
    """Whether a moment, or the screen up with it, tells of another time than the video's and never of its own."""
    texts = [kept, *timeline.shown_with(moment), *(timeline.units[i].record.text for i in timeline.told_with(moment))]
    return any(_ANOTHER_TIME.search(t) for t in texts) and not any(_NOW.search(t) for t in texts)


def _option_names(choices: Sequence[str]) -> list[set[str]]:
    """Each option's names, in lower case: its capitalised words of three letters or more ("Mr" is none)."""
    return [{w.lower() for w in CAPITALISED.findall(c) if len(w) > 2} for c in choices]


def _people_named_alone(
    choices: Sequence[str], inside: list[list[float]], heard: Sequence[Sequence[str]]
) -> list[list[float]]:
    """``inside`` with an option that is a person's name held whole where a sentence ``heard`` says one of its
    names that no other option has: speech calls people by their first name or surname alone."""
    names = _option_names(choices)
    own = [name - set().union(*(other for j, other in enumerate(names) if j != k)) for k, name in enumerate(names)]
    return [
        [1.0 if 0.0 < held < 1.0 and own[k] & set(heard[j]) else held for j, held in enumerate(row)]
        for k, row in enumerate(inside)
    ]


class OptionJudge:
    def __init__(self, store: StoreReader, embedder: Embedder):
        self.store = store
        self.embedder = embedder

    def evidence(
        self,
        question: str,
        analysis: QuestionAnalysis,
        choices: Sequence[str],
        moments: Sequence[tuple[Moment, float]],
        result: TimelineResult | None,
        timeline: Callable[[], Timeline],
        *,
        alone: bool = False,
    ) -> list[OptionScore]:
        """Each option's evidence score (about [0, 1]) with the moments behind it; ``moments`` are the
        candidate moments with their relevance (how much each bears on the question, in [0, 1]). An
        option saying the video does not tell scores 1 when no other option is supported, else 0.
        ``alone``: each moment is read beside the units next to it only, not the sentences said around it
        (a stated cause, or the values of an open question, whose neighbours tell of other things)."""
        silent = [says_not_in_video(c) for c in choices]
        answers = [c for c, quiet in zip(choices, silent, strict=True) if not quiet]
        if not answers or not any(silent):
            return self._read(question, analysis, choices, moments, result, timeline, alone=alone)
        scored = iter(self._read(question, analysis, answers, moments, result, timeline, alone=alone))
        told = [next(scored) if not quiet else None for quiet in silent]
        unsupported = not any(s.supported for s in told if s is not None)
        return [
            s if s is not None else OptionScore(c, 1.0 if unsupported else 0.0, how="no other option is supported")
            for c, s in zip(choices, told, strict=True)
        ]

    def _read(
        self,
        question: str,
        analysis: QuestionAnalysis,
        choices: Sequence[str],
        moments: Sequence[tuple[Moment, float]],
        result: TimelineResult | None,
        timeline: Callable[[], Timeline],
        *,
        alone: bool = False,
    ) -> list[OptionScore]:
        """The options scored by the reading of the question whose result they can be checked against."""
        # A reading of the question is kept only when its result is among the options: a count that
        # matches none of them loses to reading the options in the moments.
        numbers = [option_number(c) for c in choices]
        if result is not None and result.operation == "count" and result.value in numbers:
            return self._by_count(choices, result)
        seconds = [time_mentions(c) for c in choices]
        asks_when = analysis.kind in ("locate", "position") and not asks_for_amount(question)
        if asks_when and all(len(s) == 1 for s in seconds) and (result is not None or moments):
            return self._by_time(
                choices, [s[0] for s in seconds], result.moments[0] if result and result.moments else moments[0][0]
            )
        if analysis.kind == "order" and all(len(option_events(c)) >= 2 for c in choices):
            return self._by_sequence(choices, timeline())
        if analysis.kind == "summary":
            return self._by_coverage(choices, timeline())
        if result is not None and result.operation == "span" and result.moments:
            return self._by_text(question, choices, [(m, 1.0) for m in result.moments], timeline(), over_all=True)
        if (
            analysis.kind == "position"
            and result is not None
            and result.operation == analysis.position
            and result.moments
        ):
            # "How does the footage open?"
            scores = self._by_text(question, choices, moments, timeline())
            return self._told_over(question, choices, scores, result.moments, edge_is_start=result.operation == "begin")
        which = analysis.position if analysis.kind == "position" and analysis.position in ("first", "last") else None
        if analysis.kind == "order":
            which = "last" if any(w in ("last", "latest", "final") for w in words(question)) else "first"
        edge = {"first": "begin", "last": "end"}.get(which or "")
        if edge is not None and result is not None and result.operation == edge and result.moments:
            if any(cue.kind == edge for cue in time_cues(question)):
                # "First scene of the video - what's the hall like?": the video's first, not the options' first
                edge_moments = [(m, 1.0) for m in result.moments]
                scores = self._by_text(question, choices, edge_moments, timeline())
                return self._told_over(question, choices, scores, result.moments, edge_is_start=edge == "begin")
        if which is not None:
            stated = self._place_stated(question, choices, timeline(), which)
            if stated is not None:
                return stated
            scored = self.by_occurrence(choices, timeline(), which)
            if any(s.evidence > 0 for s in scored):
                return scored
        whose = _WHOSE.search(question)
        owner = self._owner_stated(whose.group("what"), choices, timeline()) if whose else None
        return owner or self._by_text(question, choices, moments, timeline(), spoken_neighbours=not alone)

    @classmethod
    def _told_over(
        cls,
        question: str,
        choices: Sequence[str],
        scores: list[OptionScore],
        moments: Sequence[Moment],
        *,
        edge_is_start: bool,
    ) -> list[OptionScore]:
        """Options read in a video's opening or closing stretch: as read moment by moment (``scores``), or by the
        share of the option's words the stretch says or shows anywhere in it, if more. A scene described in one
        option ("two trestle tables in the north aisle, everyone in coats, buckets on the pews") is told over
        several sentences and a slide, while a short option's one word ("church") is found whole in one. The stretch
        is the opening (``edge_is_start``) or closing clip's; an option of fewer than :data:`_TOLD_WHOLE_WORDS`
        words of its own is read moment by moment only."""
        asked = set(_content_values(_ORDINAL_WORDS.sub(" ", question)))
        # the clip at the very edge: the opening's moments may run on into the next screen (a running order)
        edge = min(moments, key=lambda m: m.start) if edge_is_start else max(moments, key=lambda m: m.start)
        shown = [m for m in moments if m.clip_id == edge.clip_id]
        stretch = value_words(" ".join(dict.fromkeys(ruled_out(m.unit.text, question)[0] for m in shown)))
        for score, (own, restated) in zip(scores, cls._own_words(choices, asked), strict=True):
            if len(own) < _TOLD_WHOLE_WORDS:  # a word or two ("Nothing at all") is found in any stretch
                continue
            told = restated * held_in(own, stretch)
            if (1 - _SEMANTIC_WEIGHT) * told > score.evidence:
                score.evidence, score.found = (1 - _SEMANTIC_WEIGHT) * told, max(score.found or 0.0, told)
                score.how = "told over the stretch"
        return scores

    def moments_holding(
        self, query: Query, choices: Sequence[str], timeline: Timeline, per_option: int = _HOLDING_PER_OPTION
    ) -> list[Moment]:
        """For each option, the units of the whole video that state it (its own words all found), the
        ones that bear most on the question first: retrieval ranks by the question alone and may miss
        the line that answers it ("Checklist  Ctrl+Shift+7" when the question names the app)."""
        if not len(timeline):
            return []
        asked = set(_content_values(query.text))
        heard = [value_words(text) for text in timeline.readings]
        relevance = timeline.vectors @ asked_vector(query)
        out: list[Moment] = []
        for own, _ in self._own_words(choices, asked):
            holding = [i for i, w in enumerate(heard) if held_in(own, w) >= 1.0]
            holding.sort(key=lambda i: -float(relevance[i]))
            # one line OCR read in two records of its slide is one place: the next place is read instead
            places: dict[tuple[int, str], int] = {}
            for i in holding:
                places.setdefault((timeline.units[i].video.id, timeline.readings[i]), i)
            out += [timeline.moment(i, float(relevance[i])) for i in list(places.values())[:per_option]]
        return out

    def _by_count(self, choices: Sequence[str], result: TimelineResult) -> list[OptionScore]:
        count = int(result.value)
        out = []
        for choice in choices:
            n = option_number(choice)
            score = 0.0 if n is None else 1.0 if n == count else max(0.0, 0.3 - 0.1 * abs(n - count))
            out.append(
                OptionScore(choice, score, support=list(result.moments) if n == count else [], how=f"count {count}")
            )
        return out

    def _by_time(self, choices: Sequence[str], seconds: Sequence[float], moment: Moment) -> list[OptionScore]:
        """Options that are times, against the moment: inside it (2 s either side) scores 1, then less with distance."""
        out = []
        for choice, t in zip(choices, seconds, strict=True):
            distance = max(0.0, moment.start - 2.0 - t, t - moment.end - 2.0)
            out.append(
                OptionScore(
                    choice,
                    max(0.0, 1.0 - distance / 30.0),
                    support=[moment] if distance == 0 else [],
                    how=f"time {clock(moment.start)}",
                )
            )
        return out

    def _by_sequence(self, choices: Sequence[str], timeline: Timeline) -> list[OptionScore]:
        """Options listing events: the share of their pairs in the order the video has them."""
        out = []
        for choice in choices:
            events = option_events(choice)
            firsts = [timeline.first_occurrence(e, besides=events) for e in events]
            pairs = [(a[0], b[0]) for k, a in enumerate(firsts) for b in firsts[k + 1 :]]
            agree = sum(1 for a, b in pairs if a is not None and b is not None and a < b)
            support = [m for _, m in firsts if m is not None]
            out.append(OptionScore(choice, agree / len(pairs) if pairs else 0.0, support=support, how="order"))
        return out

    @staticmethod
    def _owner_stated(thing: str, choices: Sequence[str], timeline: Timeline) -> list[OptionScore] | None:
        """Asked whose ``thing`` it was ("Whose reading glasses slid off into the river?"), the line or sentence
        that gives it its owner by name ("Gwen's glasses") names the option with that name; None when none, or
        several, do."""
        asked = set(content_words(thing))
        names = _option_names(choices)
        named: dict[int, Moment] = {}
        for i, unit in enumerate(timeline.units):
            for owner, owned in _OWNED.findall(unit.record.text):
                holders = [k for k, name in enumerate(names) if owner.lower() in name]
                if len(holders) == 1 and asked & set(content_words(owned)):
                    named.setdefault(holders[0], timeline.moment(i, 1.0))
        if len(named) != 1:
            return None
        ((k, moment),) = named.items()
        return [
            OptionScore(c, 1.0 if j == k else 0.0, support=[moment] if j == k else [], how="owner stated")
            for j, c in enumerate(choices)
        ]

    @staticmethod
    def _place_stated(
        question: str, choices: Sequence[str], timeline: Timeline, which: str
    ) -> list[OptionScore] | None:
        """Asked who (what) was the first or last to do something, the line that says so ("Last to
        leave: Gethin Voss", "the first one in was Tom") names the option: whoever the video names
        last is not the last to leave. None when the question asks no "first to" / "last to", or no
        line names one option so."""
        place = rf"\b{which}(?: one)? (?:to \w+|out|in|back|home|off)\b"
        if not re.search(place, question, re.IGNORECASE):
            return None
        own = [value_words(c) for c in choices]
        named: dict[int, Moment] = {}
        for i, unit in enumerate(timeline.units):
            if re.search(place, unit.record.text, re.IGNORECASE):
                heard = value_words(unit.record.text)
                held = [k for k, words_of in enumerate(own) if held_in(words_of, heard) >= 1.0]
                if len(held) == 1:
                    named.setdefault(held[0], timeline.moment(i, 1.0))
        if len(named) != 1:
            return None
        ((k, moment),) = named.items()
        return [
            OptionScore(c, 1.0 if j == k else 0.0, support=[moment] if j == k else [], how=f"stated {which}")
            for j, c in enumerate(choices)
        ]

    def by_occurrence(self, choices: Sequence[str], timeline: Timeline, which: str) -> list[OptionScore]:
        """Options that are events: the one said or shown first (or last) scores 1, the others less.
        First is where an order puts it (:meth:`Timeline.first_occurrence`: its first heading)."""
        found = []
        for choice in choices:
            if which == "first":
                found.append(timeline.first_occurrence(choice, besides=choices))
                continue
            groups, _ = timeline.occurrences(choice, besides=choices)
            found.append(
                (timeline.when(groups[-1][0], choice), timeline.moment(groups[-1][0], 1.0)) if groups else (None, None)
            )
        times = sorted(t for t, _ in found if t is not None)
        out = []
        for choice, (t, moment) in zip(choices, found, strict=True):
            if t is None:
                out.append(OptionScore(choice, 0.0, how=which))
                continue
            rank = times.index(t) if which == "first" else len(times) - 1 - times.index(t)
            out.append(
                OptionScore(choice, 1.0 if rank == 0 else 0.3 / rank, support=[moment] if moment else [], how=which)
            )
        return out

    def _by_coverage(self, choices: Sequence[str], timeline: Timeline) -> list[OptionScore]:
        """What the video is about, in three equal parts, each as a share of the best option's: how
        far through the video the option's own words reach (the share of :data:`_SPREAD_BINS` equal
        stretches of each video where each of its words is said or shown, averaged over its words), its
        meaning against every unit (mean similarity), and how well it matches the opening (a video
        says what it is about in its first ``edge_s``: the title, "today I review ..."). The subject of
        the opening and the bulk outweighs one stretch (a test cook in a review), a closing teaser or
        an aside, and an option whose words the video never uses reaches nowhere. On the six question
        sets' 35 multiple-choice topic and summary questions this chose 32 right (34 of 37 with "what
        dish is this episode about" read as a summary); the mean of the words held unit by unit in
        place of the reach chose 29: a short option held whole by one teaser slide outweighed a long
        one whose words run through the video."""
        if not len(timeline):
            return [OptionScore(c, how="coverage") for c in choices]
        similarity = np.clip(self.embedder.embed(list(choices)) @ timeline.vectors.T, 0.0, None)  # options x units
        stretch, opening = _stretches(timeline)
        teased = _teased(timeline, stretch)  # a teaser for the next video is not what this one is about
        told = ~teased
        similarity[:, teased] = 0.0
        heard = [value_words(u.record.text) if kept else [] for u, kept in zip(timeline.units, told, strict=True)]
        reach, meaning, opened, out = [], [], [], []
        # each word once ("tree" and "trees" reach the same stretches), and each half of a compound
        # ("storm-split": "split" is said all through a job whose storm is named once)
        apart = [_compounds_apart(choice) for choice in choices]
        owns = [list({stem(w): w for w in own}.values()) for own, _ in self._own_words(apart, set())]
        for k, (choice, own) in enumerate(zip(choices, owns, strict=True)):
            held = np.array([words_held(own, h) for h in heard], dtype=bool).reshape(len(heard), len(own))
            reached = [len({stretch[i] for i in np.flatnonzero(held[:, n])}) for n in range(len(own))]
            reach.append(float(np.mean(reached)) / len(set(stretch)) if own else 0.0)
            meaning.append(float(similarity[k][told].mean()))
            per_unit = 0.5 * held.mean(axis=1) + 0.5 * similarity[k] if own else similarity[k]
            opened.append(float(per_unit[opening].max()))
            best = np.argsort(-per_unit, kind="stable")[:3]
            out.append(
                OptionScore(choice, support=[timeline.moment(int(i), float(per_unit[i])) for i in best], how="coverage")
            )
        for parts in (reach, meaning, opened):
            top = max(parts) or 1.0
            for score, part in zip(out, parts, strict=True):
                score.evidence += part / top / 3
        return out

    @staticmethod
    def _own_words(choices: Sequence[str], asked: set[str]) -> list[tuple[list[str], float]]:
        """For each option, the words that tell it from the question and from the other options ("7"
        of "Ctrl+Shift+7" beside "Ctrl+Shift+F"; a value keeps its kind: "11 EUR" is not "11
        minutes"), and the weight of finding them: an option that only repeats the question's words
        is found wherever the question's answer is, so it counts half."""
        words_of = [_content_values(c) for c in choices]
        shared = set.intersection(*(set(w) for w in words_of)) - VALUE_KINDS if len(choices) > 1 else set()
        out = []
        for choice, mine in zip(choices, words_of, strict=True):
            # "seeds" of "Oakridge Seeds" is the question's "seed": the option restates it
            own = [w for w in mine if not any(same_word(w, a) for a in asked) and w not in shared]
            if own:
                out.append((own, 1.0))
            else:
                out.append(([w for w in mine if w not in shared] or mine or value_words(choice), _RESTATED_WEIGHT))
        return out

    @staticmethod
    def _focus_shares(
        asked: set[str],
        own: Sequence[Sequence[str]],
        moments: Sequence[Moment],
        inside: Sequence[Sequence[float]],
        question: str,
        timeline: Timeline,
        counted: str | None = None,
    ) -> list[list[float]]:
        """For each moment, each option's share of the credit of finding it there. A unit naming one
        option gives it all, or half when it says that value of something else (:func:`_said_of_other`);
        a unit naming several (a list, "37 of 412 tests are failing", "single
        11 EUR, return 17 EUR") shares it out by the question's words in each option's own clause
        where the options are coordinated (:func:`_clause_focus`), else by how close each stands to
        them, so the value tied to what is asked gets most, and a list with nothing asked about in it
        proves none of them more than the others. Asked how many ``counted`` things, a unit stating
        how many of them there are gives the credit to that number."""
        spacy_model = timeline.settings.spacy_model
        lemmas = {t.lemma_.lower() for t in parse(spacy_model, question) if t.is_alpha and not t.is_stop}
        out = []
        for j, moment in enumerate(moments):
            named = [k for k in range(len(own)) if inside[k][j] >= 1.0]
            shares = [1.0] * len(own)
            if len(named) == 1 and (
                _labelled_other(own[named[0]], moment.unit, asked, timeline.shown_with(moment))
                or _said_of_other(own[named[0]], moment.unit.text, asked, lemmas, spacy_model)
            ):
                shares[named[0]] = _SAID_OF_OTHER_SHARE
            if len(named) >= 2:
                heard = value_words(moment.unit.text)
                in_clause = _cell_focus(own, named, moment.unit.text, asked, timeline) or _clause_focus(
                    own, named, heard, asked
                )
                counts = counts_stated(moment.unit.text, counted, exactly=True) if counted else set()
                counting = {k: bool(counts & set(numbers_of(" ".join(own[k])))) for k in named}
                if any(counting.values()):
                    # "2 carts out, 12 sacks" asked how many sacks: the number of the things counted
                    closeness = {k: float(counting[k]) for k in named}
                elif in_clause and len(set(in_clause.values())) > 1:
                    closeness = {k: float(in_clause.get(k, 0)) for k in named}
                else:
                    focus = [i for i, w in enumerate(heard) if w in asked]
                    closeness = {k: 1.0 / (1.0 + _distance(own[k], heard, focus)) for k in named}
                total = sum(closeness.values())
                for k in named:
                    shares[k] = closeness[k] / total
            out.append(shares)
        return out

    def _by_text(
        self,
        question: str,
        choices: Sequence[str],
        moments: Sequence[tuple[Moment, float]],
        timeline: Timeline,
        *,
        over_all: bool = False,
        spoken_neighbours: bool = True,
    ) -> list[OptionScore]:
        """Each option read in the moments: its best moment's score, or (``over_all``: what a stretch
        of the video is about) its mean over them, so that the topic most of it bears on wins over a
        word said once. A moment's neighbours are the units next to it, and (``spoken_neighbours``) the
        sentences said just before and after it (:func:`_neighbours`)."""
        if not moments:
            return [OptionScore(c) for c in choices]
        # "the second rest", "she first says": a place in a sequence, no value an option restates
        asked = set(_content_values(_ORDINAL_WORDS.sub(" ", question)))
        units = [m.unit for m, _ in moments]
        vectors = self.store.text_vectors([u.id for u in units])
        option_vectors = self.embedder.embed(list(choices))
        similarity = option_vectors @ vectors.T  # options x moments
        wanted = self._own_words(choices, asked)
        # option k read in moment j itself, and beside it, before lists are discounted; what a moment
        # rules out ("eight, not five") it does not state
        said = [said_with_slips_out(m, timeline, question) for m, _ in moments]
        if asked_value(question) == "duration":  # "Match: 11:10 am to 12:30 pm" states a time taken, worked out
            said = [(" ".join([kept, *clock_span_lengths(kept)]), out) for kept, out in said]
        heard_said = [value_words(kept) for kept, _ in said]
        inside = [[held_in(own, heard) for heard in heard_said] for own, _ in wanted]
        if _NOW.search(question):  # "this year's score" is not told by "Last year's score: 72 out of 100"
            then = [_told_of_another_time(m, kept, timeline) for (m, _), (kept, _) in zip(moments, said, strict=True)]
            inside = [[0.0 if then[j] else held for j, held in enumerate(row)] for row in inside]
        who = asks_who(question)
        if who:  # "Terry was sitting in the stocks" names Terry Blundell, the one option called Terry
            best = max((relevance for _, relevance in moments), default=0.0)
            bearing = [relevance >= _BEARS * best for _, relevance in moments]  # not "I'm Pauline" said in passing
            heard = [words_of if bears else [] for words_of, bears in zip(heard_said, bearing, strict=True)]
            inside = _people_named_alone(choices, inside, heard)
        ruled = [value_words(out) for _, out in said]
        out_of = [[rules_out(own, heard) for heard in ruled] for own, _ in wanted]
        moments = self._corrections_bear(moments, inside, out_of)
        in_order = _held_in_order(choices, [kept for kept, _ in said], inside)
        top = max((weight for _, weight in moments), default=0.0) or 1.0
        refuted = [
            any(
                out_of[k][j] and inside[k][j] < 1.0 and relevance >= _BEARS * top
                for j, (_, relevance) in enumerate(moments)
            )
            for k in range(len(choices))
        ]
        # option k read beside moment j (its neighbours), and in the moment with its context: its
        # neighbours and what the other channel carries meanwhile (:meth:`Timeline.told_with`), none
        # of them stating what it rules out
        # the sentences said around one that states no option: what "I'll give you one rule today" announces is
        # said next; one that states an option ("The bike costs $800 at the launch price") tells its own
        near_units = [
            _neighbours(m, timeline, spoken=spoken_neighbours and not any(row[j] for row in inside))
            for j, (m, _) in enumerate(moments)
        ]
        near_screens = [
            [timeline.shown_with(replace(m, unit=n)) for n in near]
            for (m, _), near in zip(moments, near_units, strict=True)
        ]
        neighbours = [[ruled_out(n.text, question)[0] for n in near] for near in near_units]
        heard_beside = [[value_words(text) for text in near] for near in neighbours]
        beside = [
            [
                0.0 if over_all  # a stretch reads every unit itself: a neighbour would count one saying three times
                else max(
                    (
                        held_in(own, heard) * (_SAID_OF_OTHER_SHARE if _labelled_other(own, unit, asked, screen) else 1.0)
                        for heard, unit, screen in zip(heard_beside[j], near_units[j], near_screens[j], strict=True)
                    ),
                    default=0.0,
                )
                for j in range(len(moments))
            ]
            for own, _ in wanted
        ]  # fmt: skip

        def context(j: int, kept: str) -> list[str]:
            meanwhile = [
                ruled_out(timeline.units[i].record.text, question)[0]
                for i in timeline.told_with(moments[j][0])
                if not timeline.is_banner(timeline.units[i].record)
            ]
            return value_words(" ".join([kept, *neighbours[j], *meanwhile]))

        around = [[] if over_all else context(j, kept) for j, (kept, _) in enumerate(said)]
        # who said it: the one option named on screen while a sentence is said (a name box,
        # "Speaking: Joaquim Pell"), for a question asking who, of a sentence that names no option
        speaker = [
            self._shown_speaker(m, choices, [own for own, _ in wanted], timeline) if who else None for m, _ in moments
        ]
        # a fact told half in each: the moment holds part of the option, its context the rest; an
        # amount and its unit are one value, never put together from two ("8 thighs" and "6 minutes")
        whole = [
            [
                0.0 < inside[k][j] < 1.0 and not VALUE_KINDS & set(own) and held_in(own, heard) >= 1.0
                for j, heard in enumerate(around)
            ]
            for k, (own, _) in enumerate(wanted)
        ]
        # options completed by the same context share its credit: a slide of all the prices beside a
        # sentence completes each of them, and proves none more than the others
        completed = [max(sum(whole[k][j] for k in range(len(wanted))), 1) for j in range(len(moments))]
        counted = counted_noun(question)
        shares = self._focus_shares(
            asked,
            [own for own, _ in wanted],
            [m for m, _ in moments],
            [
                [held * order for held, order in zip(row, orders, strict=True)]
                for row, orders in zip(inside, in_order, strict=True)
            ],
            question,
            timeline,
            counted,
        )
        # a long option said whole, in its order, where no other option is said whole, is told there, however
        # little the rest of the sentence bears on the question ("from east to west, in honour of the wise men's
        # journey" in a sentence whose "stir" was misheard): it bears as much as the best moment
        in_its_order = [
            [held >= 1.0 and order >= 1.0 for held, order in zip(row, orders, strict=True)]
            for row, orders in zip(inside, in_order, strict=True)
        ]
        said_whole = [k for k, (own, _) in enumerate(wanted) if len(own) >= _TOLD_WHOLE_WORDS and any(in_its_order[k])]
        out: list[OptionScore] = []
        for k, choice in enumerate(choices):
            restated = wanted[k][1]
            scores, support, held = [], [], 0.0
            for j, (moment, relevance) in enumerate(moments):
                if said_whole == [k] and in_its_order[k][j] and not over_all:
                    relevance = top
                # an option the unit itself states takes its share there: the unit says how it bears on
                # the question, which its neighbour (a slide of all the prices) does not; else each of
                # its words counts in full where the unit says it, less where only its context does, when
                # the context completes it (a partial match around a moment is any sentence's words)
                near = 0.0
                if inside[k][j] < 1.0:
                    near = _NEIGHBOUR_WEIGHT * beside[k][j]
                if whole[k][j]:
                    near = max(near, (inside[k][j] + _NEIGHBOUR_WEIGHT * (1.0 - inside[k][j])) / completed[j])
                if speaker[j] == k and not any(inside[o][j] for o in range(len(choices))):
                    near = max(near, _NEIGHBOUR_WEIGHT)
                found = restated * max(inside[k][j] * in_order[k][j] * shares[j][k], near)
                held = max(held, relevance * found)
                weight = relevance / top  # the moments that bear most on the question decide
                score = weight * ((1 - _SEMANTIC_WEIGHT) * found + _SEMANTIC_WEIGHT * max(float(similarity[k, j]), 0.0))
                if found > 0 or over_all:
                    support.append((score, moment))
                scores.append(score)
            support.sort(key=lambda pair: -pair[0])
            option = OptionScore(
                choice, float(np.mean(scores)) if over_all else max(scores), support=[m for _, m in support], found=held
            )
            if refuted[k]:  # a moment that bears on the question rules it out: said elsewhere, it was corrected
                option.evidence, option.found, option.how = _RULED_OUT_WEIGHT * option.evidence, 0.0, "ruled out"
            out.append(option)
        if over_all:
            return out
        # a correction settles what it corrects whatever the wording; asked for the settled value,
        # with no correction, the value stated last is taken
        corrected = self._correction_wins(
            out,
            moments,
            inside,
            out_of,
            [own for own, _ in wanted],
            asked,
            timeline,
            original=asks_original_value(question),
            counted=counted_noun(question),
            set_up=figures_set_up(question),
        )
        if corrected and not asks_original_value(question):
            self._labelled_as_asked_wins(out, [own for own, _ in wanted], question, timeline)
        if not corrected and not asks_original_value(question):
            corrected = self._shown_figure_wins(out, moments, inside, [own for own, _ in wanted], timeline)
        if not corrected and (asks_settled_value(question) or _FINAL_WORD.search(question)):
            self._last_word_wins(out, moments, inside, refuted, timeline)
        elif not corrected:
            self._stated_count_wins(out, moments, counted)
        return out

    @staticmethod
    def _stated_count_wins(
        scores: list[OptionScore], moments: Sequence[tuple[Moment, float]], counted: str | None
    ) -> None:
        """Asked how many of a thing ("how many of the seals were pups"), the one option the moments
        that bear on the question state as the number of that thing ("Pups: 6") is the answer, over a
        number of something else beside it ("Seals counted: 41")."""
        if counted is None or counted == "times":
            return
        top = max((relevance for _, relevance in moments), default=0.0)
        stated = {
            n
            for m, relevance in moments
            if relevance >= _BEARS * top
            for n in counts_stated(m.unit.text, counted, exactly=True)
        }
        named = [k for k, s in enumerate(scores) if s.found and set(numbers_of(s.option)) & stated]  # not a slip
        if len(named) == 1:
            settle_on(scores, named[0], f"number of {counted} stated")

    @staticmethod
    def _shown_speaker(
        moment: Moment, options: Sequence[str], own: Sequence[Sequence[str]], timeline: Timeline
    ) -> int | None:
        """The one option named on screen while the moment is said, else the one whose names the
        speaker's name box holds (:meth:`Timeline.speaker`); of a screen line, the one its screen's name box
        names ("Bacon rolls" beside "Colin Pardoe, store manager": his part of the night), unless the line is an
        item of a list (:meth:`Timeline.listed`); None when none or several are."""
        named: list[int] = []
        if moment.unit.source in SPEECH_SOURCES:
            shown = [value_words(timeline.units[i].record.text) for i in timeline.told_with(moment)]
            named = [
                k
                for k, words_of in enumerate(own)
                if words_of and any(held_in(words_of, line) >= 1.0 for line in shown)
            ]
            box = timeline.speaker(moment) if not named else None
        else:  # who reads out a plan's item is not who does it
            box = None if timeline.listed(moment) else timeline.screen_speaker(moment)
        if not named and box is not None:
            # the name box of who says it: the option naming that person ("Lorna, who runs the Pipit
            # Café" beside "Lorna Achterberg, Pipit Café"), by the option's names alone
            names = [words(" ".join(CAPITALISED.findall(option))) for option in options]
            named = [k for k, name in enumerate(names) if name and held_in(name, value_words(box)) >= 1.0]
        return named[0] if len(named) == 1 else None

    @staticmethod
    def _correction_wins(
        scores: list[OptionScore],
        moments: Sequence[tuple[Moment, float]],
        inside: Sequence[Sequence[float]],
        out_of: Sequence[Sequence[bool]],
        wanted: Sequence[Sequence[str]],
        asked: set[str],
        timeline: Timeline,
        *,
        original: bool = False,
        counted: str | None = None,
        set_up: set[str] | frozenset[str] = frozenset(),
    ) -> bool:
        """The video corrects itself ("Twelve thousand. Sorry, I mean fifteen", "Turns out I had it
        wrong last night. On Sundays the first boat is at 8:45"): an option a repair states, set
        against another option stated before it, is what holds, whatever the question's wording but
        one that asks for the value before the correction (``original``: "before he corrected himself",
        "at first"), which gets the one option it replaced. The
        value repaired is the one the sentence before a self-repair states, or, after a sentence that
        owns to a mistake, one stated earlier about the same thing asked (a word of the question said
        in both); a repair of some other value (the launch date, asked for a start date) is passed over.
        A sentence that sets one option against another it rules out ("it's Sundays, actually, not
        Saturdays") corrects it too.
        A repair counts where it bears on the question as much as the moments stating options do:
        "the offer ends on the 31st... sorry, the 28th" shares no word with "by when to get the
        launch price", and neither does any other sentence that states a date. Asked how many of
        ``counted``, a repair of a number of other things ("fourteen buttonholes, not twelve", asked
        how many tables) is passed over, and so is one whose slip states none of the figures the question
        says were given at first (``set_up``: "Cath guessed three hundred homes", where Alun's "a hundred and forty
        cows. No, a hundred and fifty two" puts right another figure)."""
        top = max(
            (relevance for j, (_, relevance) in enumerate(moments) if any(held[j] >= 1.0 for held in inside)),
            default=0.0,
        )
        spoken = [
            j for j, (m, relevance) in enumerate(moments) if relevance >= _BEARS * top and m.unit.source in SPEECH_SOURCES
        ]  # fmt: skip
        repairs = []
        # an update bears on the question as much as what it updates ("the actual invoice was seventy
        # pounds" after "Declan quoted me ninety pounds for the plumbing"), whatever its own words
        updates = [
            j for j, (m, _) in enumerate(moments)
            if j not in spoken and m.unit.source in SPEECH_SOURCES and _UPDATE_CUE.search(m.unit.text)
        ]  # fmt: skip

        def stated_before(k: int, moment: Moment) -> list[int]:
            """The other options that moments bearing on the question state before ``moment``."""
            return [
                o for i, (_, relevance) in enumerate(moments) if relevance >= _BEARS * top
                for o in range(len(scores))
                if o != k and inside[o][i] >= 1.0 and timeline.stated_at(moments[i][0]) < moment.start
            ]  # fmt: skip

        for j in [*spoken, *updates]:
            moment = moments[j][0]
            stated = _named(j, inside, wanted)
            before, slip = timeline.said_before(moment), repaired_by(moment, timeline)
            if j in updates:  # read as an update alone: it bears on the question only through what it updates
                before = slip = None
            if not stated and slip is not None:
                stated = _named_in_slips_terms(moment.unit.text, slip.text, wanted)
            if len(stated) != 1 or (
                counted is not None and len(wanted[stated[0]]) == 1
                and counts_another(moment.unit.text, wanted[stated[0]][0], counted)
            ):  # fmt: skip
                continue
            if set_up and slip is not None and not set_up & set(value_words(slip.text)):
                continue
            if slip is not None:
                # the slip names another option, in part will do ("broke out that same March" of
                # "March 1683", against "May 1683"): a word of it the option stated lacks
                heard = value_words(slip.text)
                replaced = [
                    k for k in range(len(scores)) if k != stated[0]
                    and any(held_in([w], heard) for w in wanted[k] if w not in wanted[stated[0]])
                ]  # fmt: skip
            elif _REPAIR_CUE.search(moment.unit.text) or (before is not None and _REPAIR_CUE.search(before.text)):
                about = asked & set(value_words(moment.unit.text))
                replaced = [
                    k for i in spoken if moments[i][0].start < moment.start
                    for k in range(len(scores))
                    if k != stated[0] and inside[k][i] >= 1.0 and about & set(value_words(moments[i][0].unit.text))
                ]  # fmt: skip
            elif (update := _UPDATE_CUE.search(moment.unit.text)) and held_in(
                wanted[stated[0]], value_words(moment.unit.text[update.end() :])
            ) >= _UPDATED_SHARE:  # the value comes after the cue; what it updates bears on the question as it does
                replaced = stated_before(stated[0], moment)
            else:  # "it's Sundays, not Saturdays": the option set against another it rules out
                replaced = [k for k in range(len(scores)) if k != stated[0] and out_of[k][j]]
                ruled = _RULED_OUT.search(moment.unit.text) if _PUT_RIGHT_OPENING.match(moment.unit.text) else None
                if (
                    not replaced
                    and ruled
                    and held_in(wanted[stated[0]], value_words(moment.unit.text[: ruled.start()])) >= _UPDATED_SHARE
                ):
                    # "Dorcas, it's time and a half, not double", its "double" misheard: set against the
                    # options stated before it
                    replaced = stated_before(stated[0], moment)
            if replaced:
                repairs.append((moment.start, stated[0], sorted(set(replaced)), moment))
        if not repairs:
            return False
        _, k, replaced, correction = max(repairs, key=lambda repair: repair[:3])
        if original:  # "before he corrected himself": the value the correction replaced
            if len(replaced) != 1:
                return False
            settle_on(scores, replaced[0], "stated before its correction")
        else:  # the correction proves it: cited first
            settle_on(scores, k, "stated in a correction", correction)
        return True

    @staticmethod
    def _labelled_as_asked_wins(
        scores: list[OptionScore], wanted: Sequence[Sequence[str]], question: str, timeline: Timeline
    ) -> None:
        """A correction won, but the screens show its option under a label naming less of what is asked than the
        label another option is shown under ("Pitch fee on the car park: £11.50 a day" against "Pitch fee on the
        high street: £23 a day", asked what a pitch on the high street normally costs): the correction put right
        another thing's figure, and the one labelled as asked holds."""
        asked = content_stems(question)
        lead = max(range(len(scores)), key=lambda k: scores[k].evidence)
        figures = [k for k, score in enumerate(scores) if values_said(score.option)]
        named = [0] * len(scores)  # the most of the question's words a label each option is shown under names
        for unit in timeline.units:
            label = None if unit.speech else label_of(unit.record.text)
            if label is None:
                continue
            heard = value_words(unit.record.text[len(label) :])
            told = len(content_stems(label) & asked)
            for k in figures:
                if held_in(wanted[k], heard) >= 1.0:
                    named[k] = max(named[k], told)
        best = max(range(len(scores)), key=lambda k: named[k])
        if (
            best != lead
            and named[best] >= _LABEL_NAMES
            and 0 < named[lead] < named[best]
            and named.count(named[best]) == 1
        ):
            settle_on(scores, best, "shown under a label naming what is asked")

    @staticmethod
    def _shown_figure_wins(
        scores: list[OptionScore],
        moments: Sequence[tuple[Moment, float]],
        inside: Sequence[Sequence[float]],
        wanted: Sequence[Sequence[str]],
        timeline: Timeline,
    ) -> bool:
        """A figure someone says for a thing, where a screen line labelled with that thing shows another of its
        size (``shown_against``: "last year the pudding raised a thousand pounds" | "Raised last year: £768"):
        the one shown holds, as it does in an open answer, when it is one option and the leading option is the
        figure said."""
        lead = max(range(len(scores)), key=lambda k: scores[k].evidence)
        said = values_said(scores[lead].option)
        if not said:
            return False
        top = max((relevance for _, relevance in moments), default=0.0)
        for j, (moment, relevance) in enumerate(moments):
            if (
                moment.unit.source not in SPEECH_SOURCES or inside[lead][j] < 1.0 or relevance < _BEARS * top
                or not said <= values_said(moment.unit.text)
            ):  # fmt: skip
                continue
            told = content_stems(moment.unit.text)
            for line in shown_against(moment.unit.text, timeline):
                if len(content_stems(label_of(line.unit.text) or "") & told) < _LABEL_NAMES:
                    continue  # "Gondolas: 16" counts gondolas, not the riders "four in a gondola" counts
                heard = value_words(line.unit.text)
                shown = [
                    k for k in range(len(scores))
                    if k != lead and values_said(scores[k].option) and held_in(wanted[k], heard) >= 1.0
                ]  # fmt: skip
                if len(shown) == 1 and held_in(wanted[lead], heard) < 1.0:
                    settle_on(scores, shown[0], "shown against the figure said", line)
                    return True
        return False

    @staticmethod
    def _corrections_bear(
        moments: Sequence[tuple[Moment, float]], inside: Sequence[Sequence[float]], out_of: Sequence[Sequence[bool]]
    ) -> list[tuple[Moment, float]]:
        """The moments, a correction ("the total is $36,000, not $38,000") bearing on the question as
        much as the moment that stated the option it rules out: it says what that moment should have."""
        out = list(moments)
        for j, (moment, relevance) in enumerate(moments):
            stated = [  # the moment stating it, kept or taken back as a slip ("at $38,000" before "not $38")
                moments[i][1] for k, ruled in enumerate(out_of) if ruled[j]
                for i in range(len(moments)) if (inside[k][i] >= 1.0 or out_of[k][i]) and i != j
            ]  # fmt: skip
            out[j] = (moment, max([relevance, *stated]))
        return out

    @staticmethod
    def _last_word_wins(
        scores: list[OptionScore],
        moments: Sequence[tuple[Moment, float]],
        inside: Sequence[Sequence[float]],
        refuted: Sequence[bool],
        timeline: Timeline,
    ) -> None:
        """A question about the final value ("in the end", "after she corrects herself", "what did
        they end up choosing"): of the options the video states in moments that bear on the
        question, the one stated last is the answer ("the deadline is the 14th... sorry, the 16th").
        A slide still up is not stated again; values that come up together ("Final spend" over
        "Overrun") are different things, not one settling the other: none of them is last."""
        top = max((relevance for _, relevance in moments), default=0.0)
        stated: dict[int, float] = {}
        for k in range(len(scores)):
            times = [
                timeline.stated_at(m)
                for j, (m, relevance) in enumerate(moments)
                if inside[k][j] >= 1.0 and relevance >= _BEARS * top
            ]
            if times:
                stated[k] = max(times)
        stated = {k: at for k, at in stated.items() if not refuted[k]}  # a value ruled out was never settled on
        if len(stated) < 2:
            return
        last = max(stated, key=lambda k: stated[k])
        if sum(at == stated[last] for at in stated.values()) > 1:
            return
        settle_on(scores, last, "stated last")


_ENDS = (".", "!", "?")  # what ends a sentence as speech recognition writes it


def _neighbours(moment: Moment, timeline: Timeline, *, spoken: bool = True) -> list[TextRecord]:
    """The units next to a moment in its video, and (``spoken``), for a sentence, the sentences said just before and
    after it, where a slide's line stands between: "I'll give you one rule today, for everybody." is followed by the
    rule, whatever slide came up meanwhile. No banner: it runs under every moment."""
    near = [moment.before, moment.after]
    if spoken and moment.unit.source in SPEECH_SOURCES:
        after = timeline.said_after(moment)
        near += [timeline.said_before(moment), after.unit if after is not None else None]
    out: dict[tuple[int, float], TextRecord] = {}
    for n in near:
        if n is not None and not timeline.is_banner(n):
            out.setdefault((n.id, n.start), n)
    return list(out.values())


def _begun_before(moment: Moment, timeline: Timeline) -> TextRecord | None:
    """The spoken sentence a spoken ``moment`` goes on from: the one said before it, when speech
    recognition cut it at a pause, before its full stop, or began ``moment`` in lower case ("The water
    isn't wasted. | we bottle it for the shop"); else None."""
    if moment.unit.source not in SPEECH_SOURCES:
        return None
    before = timeline.said_before(moment)
    goes_on = moment.unit.text.lstrip()[:1].islower()
    return before if before is not None and (goes_on or not before.text.rstrip().endswith(_ENDS)) else None


def asked_vector(query: Query) -> np.ndarray:
    """The query vector of what the question asks, without its settled-value wording (``what_is_asked``)."""
    return query.vectors([what_is_asked(query.text)])[0]


def relevance_weights(query: Query, moments: Sequence[Moment], timeline: Timeline) -> list[float]:
    """How much each moment bears on the question, in [0, 1]: half the share of the question's words
    it holds, each weighted by how rare it is in the video (its name is everywhere, the thing asked
    about is not), half its meaning. A question that quotes the video is looked up by the quote's
    words, not by its own scaffolding. An on-screen line is also read with its screen, for less: its
    label and the slide's title say what it is ("Checklist" | "Ctrl+Shift+7"), but a line holding
    the question's words itself ("Still failing: 37" beside "Tests run: 412") bears on it more."""
    if not moments:
        return []
    question = what_is_asked(query.text)
    quote = the_quote(question)
    asked = content_words(quote or question) or words(question)
    asked += [] if quote else attribute_words(question)  # "how heavy": a line labelled "Weight"
    # a self-repair ("Sorry, I mean the 21st of April.") bears on what the sentence it repairs bears on
    repaired = [repaired_by(m, timeline) for m in moments]
    store, vector = query.store, asked_vector(query)

    def meaning(units: Sequence[TextRecord]) -> list[float]:
        return [max(float(s), 0.0) for s in store.text_vectors([u.id for u in units]) @ vector] if units else []

    semantic = meaning([m.unit for m in moments])
    weights = [
        0.5
        * max(
            timeline.rare_words_share(asked, words(m.unit.text)),
            SCREEN_WEIGHT
            * timeline.rare_words_share(asked, [w for text in timeline.shown_with(m) for w in words(text)]),
        )
        + 0.5 * semantic[k]
        for k, m in enumerate(moments)
    ]
    # so does the rest of a sentence speech recognition cut at a pause ("I asked the lady on the door why
    # it shuts so early, and she said that the painter" | "goes out in her rowing boat to sketch the cliffs")
    begun = [_begun_before(m, timeline) for m in moments]
    extra = [(k, u) for k, u in enumerate(repaired) if u is not None]
    extra += [(k, u) for k, u in enumerate(begun) if u is not None and repaired[k] is None]
    for (k, unit), sense in zip(extra, meaning([u for _, u in extra]), strict=True):
        weights[k] = max(weights[k], 0.5 * timeline.rare_words_share(asked, words(unit.text)) + 0.5 * sense)
    return weights
