"""The figures an evaluation reports, each simple enough to check by hand.

- Evidence recall@k: a question counts when one of its first k retrieved clips overlaps one of
  its evidence intervals (any positive overlap).
- Moment hit: the top moment (the best-matching unit, with its exact start and end) has its
  middle inside an evidence interval; moment distance: seconds from it to the nearest interval.
- Temporal IoU: of the union of the retrieved clips with the union of the evidence intervals,
  within the question's video.
- Top-citation IoU: of the answer's first citation alone with the union of the evidence intervals
  (0 when it cites another video or nothing).
- Answers changed by shuffling: the share of multiple-choice questions answered differently (another
  option text) when asked again with the same options in another order.
- Same answer: a prediction and a reference are equal once case, punctuation and runs of
  whitespace are set aside ("Press one to listen to" is "press one to listen to ").
- Token F1 (SQuAD's): the harmonic mean of token precision and recall over the same normalised
  text, articles also dropped, numbers written as digits ("six" is "6") and an amount of money one
  word whatever its currency is written by ("£2,000" is "2000 pounds", "17 EUR" is "€17").
- An open answer is right when it is the same answer, or its token F1 reaches ``F1_CORRECT``
  against the reference, or against the reference's own answer without its asides in brackets
  ("Ruth" against "Ruth (by text; it opens 9 am - 1 pm only)") when it states every number that
  answer states ("£1.8 million" is not "£2.1 million (£1.8 million now)"); when the reference states
  numbers the question does not, only if the answer states one of them ("2 times" is not "3 times").
  A reference that opens with a value is answered by a prediction stating that value's numbers and no other
  ("since 1823" against "1823, when his grandad's grandad came up the valley").
  A kinship is judged by the kinship alone when both state one, from either side: "Callum is Nia's son" is
  right against "Nia is Callum's mum", "Nia is Callum's son" wrong (token F1 would give it half); a reference's
  opening kinship ("Cousins: their mothers are sisters") is of the two people the question names.
  A reference that opens with a place in an order ("Last: after measuring, ...") is answered by an answer
  naming that place in its own opening ("Fifth (last), after Measure with the traveller, ...").
  A length of time is read in minutes on both sides ("an hour and a half" is "1 hour 30 minutes").
  Asked who, an answer that opens with the name the reference opens with is right ("Jade Tredinnick, donkey
  handler" against "Jade Tredinnick, from the numbered ticket roll (247)").
  An order asked of things the question lists itself ("Dad's list runs fish, batter, peas, range,
  potatoes. What order did the jobs really get done in?") is right when the answer names them in the
  reference's order: their words are the question's, which token F1 leaves out.
- Paraphrase agreement: the share of paraphrase groups (an original and the records whose
  ``paraphrase_of`` names it) whose members all got the same answer: the same option for
  multiple choice, the same correctness for open questions.
- Abstention: among questions whose reference says "not mentioned", the share that abstained or
  chose that option; among answerable questions, the share that abstained.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections import Counter
from collections.abc import Sequence

import numpy as np

from vidrag.text import (
    NAME_ASKED_ALONE,
    ORDINAL_WORDS,
    STOP_WORDS,
    clock_times_as_words,
    dates_in_full,
    durations_in_minutes,
    halves_as_decimals,
    normalise,
    numbers_of,
    stem,
    without_asides,
    without_ordinals,
)

Interval = tuple[float, float]

RECALL_AT = (1, 5, 10)


def overlaps(a: Interval, b: Interval) -> bool:
    return min(a[1], b[1]) > max(a[0], b[0])


def hit_rank(retrieved: Sequence[Interval], evidence: Sequence[Interval]) -> int | None:
    """1-based rank of the first retrieved interval overlapping any evidence interval."""
    for rank, clip in enumerate(retrieved, 1):
        if any(overlaps(clip, e) for e in evidence):
            return rank
    return None


def moment_distance(moment: Interval, evidence: Sequence[Interval]) -> float:
    """Seconds between a moment and the nearest evidence interval (0 when they overlap)."""
    return min(max(0.0, e[0] - moment[1], moment[0] - e[1]) for e in evidence)


def moment_hit(moment: Interval, evidence: Sequence[Interval]) -> bool:
    """Whether the moment lies inside an evidence interval: its middle does (a unit's edges may
    stray a little past a sentence's, as ASR timings do)."""
    middle = (moment[0] + moment[1]) / 2
    return any(e[0] <= middle <= e[1] for e in evidence)


def recall_at(ranks: Sequence[int | None], k: int) -> float:
    """Share of questions whose first overlapping clip is within the top k."""
    if not ranks:
        return 0.0
    return sum(1 for r in ranks if r is not None and r <= k) / len(ranks)


def _union(intervals: Sequence[Interval]) -> list[Interval]:
    merged: list[list[float]] = []
    for start, end in sorted(i for i in intervals if i[1] > i[0]):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(a, b) for a, b in merged]


def _length(intervals: Sequence[Interval]) -> float:
    return sum(b - a for a, b in intervals)


def temporal_iou(retrieved: Sequence[Interval], evidence: Sequence[Interval]) -> float:
    a, b = _union(retrieved), _union(evidence)
    if not a or not b:
        return 0.0
    intersection = sum(max(0.0, min(x[1], y[1]) - max(x[0], y[0])) for x in a for y in b)
    union = _length(a) + _length(b) - intersection
    return intersection / union if union > 0 else 0.0


_ARTICLES = re.compile(r"\b(a|an|the)\b")
_ASCII_PUNCTUATION = frozenset(string.punctuation)
# A mark that parts what is on either side of it: any punctuation between two word characters but a
# number's point or comma and a word's apostrophe.
_INNER_MARK = re.compile(r"(?<=\w)(?!(?<=\d)[.,](?=\d))(?!['’])[^\w\s](?=\w)")
# A reference answer that starts with these words says the video does not hold the answer ("not
# mentioned in the video", "Not mentioned."): one rule for every set, whatever its question types are called.
NOT_MENTIONED = "not mentioned"
# An amount of a currency scores as one word whether the currency is written by its sign, code or name:
# "£2,000", "2,000 GBP" and "2000 pounds" are "2000gbp"; "£1.10" stays apart from "£1.80".
_AMOUNT = r"(\d[\d,]*(?:\.\d+)?)"
_SIGN_FIRST = re.compile(rf"([£$€])\s?{_AMOUNT}")
_NAME_AFTER = re.compile(rf"{_AMOUNT}\s?(?:(gbp|pounds?|quid)|(usd|dollars?|bucks)|(eur|euros?))\b", re.IGNORECASE)
_CODES = {"£": "gbp", "$": "usd", "€": "eur"}


# A metric unit after its number in one form, written out or by its symbol: "108 cubic metres" is "108 m³".
_UNITS = (
    ("m3", r"cubic met(?:re|er)s?|m³"),
    ("m2", r"square met(?:re|er)s?|m²|sq\.? ?m"),
    ("mm", r"millimet(?:re|er)s?"),
    ("cm", r"centimet(?:re|er)s?"),
    ("km", r"kilomet(?:re|er)s?"),
    ("m", r"met(?:re|er)s?"),
    ("kg", r"kilo(?:gram(?:me)?)?s?"),
)
_UNIT = re.compile(rf"(?<=\d)\s?(?:{'|'.join(f'(?P<{symbol}>{name})' for symbol, name in _UNITS)})(?![a-z])", re.I)


def units_as_symbols(text: str) -> str:
    """``text`` with each metric unit after a number written by its symbol ("85 centimetres" -> "85 cm",
    "108 m³" and "108 cubic metres" -> "108 m3"), so the two ways a reference or an answer writes it meet."""
    return _UNIT.sub(lambda m: f" {m.lastgroup}", text)


def currencies_glued(text: str) -> str:
    """``text`` with each amount of money one word, its currency's code glued after it."""
    signed = _SIGN_FIRST.sub(lambda m: f"{m.group(2)}{_CODES[m.group(1)]}", text)
    return _NAME_AFTER.sub(lambda m: m.group(1) + ("gbp" if m.group(2) else "usd" if m.group(3) else "eur"), signed)


def _is_punctuation(char: str) -> bool:
    """ASCII punctuation and symbols ($, +) and Unicode punctuation (curly quotes, dashes)."""
    return char in _ASCII_PUNCTUATION or unicodedata.category(char).startswith("P")


def normalise_text(text: str, *, parted: bool = False) -> str:
    """Case-folded, punctuation removed, whitespace collapsed: what an answer says, not how it is typed.
    ``parted``: a mark between two words or numbers parts them, as token F1 reads them ("8/10" is "8
    10", both words of "8 out of 10"), but for the point and comma inside a number ("1.4", "1,500")
    and an apostrophe inside a word ("don't")."""
    folded = text.casefold()
    if parted:
        folded = _INNER_MARK.sub(" ", folded)
    kept = "".join(c for c in folded if not _is_punctuation(c))
    return " ".join(kept.split())


def same_answer(prediction: str, reference: str) -> bool:
    """Whether two answers are the same text but for case, punctuation and whitespace."""
    return normalise_text(prediction) == normalise_text(reference)


def says_not_mentioned(text: str) -> bool:
    """Whether an answer or option says the video does not hold the answer (see ``NOT_MENTIONED``)."""
    return normalise_text(text).startswith(NOT_MENTIONED)


def normalise_answer(text: str, *, parted: bool = True) -> list[str]:
    """The answer's words for token F1: numbers as digits (:func:`vidrag.text.normalise`), so "six"
    scores against "6" as "6" does, ordinals as their number, so "the 21st of February" scores
    against "21 February" as "21 of February" does, short dates in full ("8 Nov" is "8 November"), a
    time of day in one form ("half past 3" is "3:30 pm"), "two and a half" as "2.5", a length of time in minutes
    ("an hour and a half" is "1 hour 30 minutes"), metric units by their
    symbols ("108 cubic metres" is "108 m³"), and (``parted``) words a
    mark joins apart ("8/10")."""
    said = durations_in_minutes(
        clock_times_as_words(dates_in_full(halves_as_decimals(units_as_symbols(normalise(text)))))
    )
    said = currencies_glued(said)
    return without_ordinals(_ARTICLES.sub(" ", normalise_text(said, parted=parted))).split()


def token_f1(prediction: str, reference: str, question: str = "") -> float:
    """SQuAD's token F1. With ``question``, over the words the question does not already give: an
    answer that restates "the car Ada Thorne drives" is scored by the colour it names, so "The car
    Ada Thorne drives is green" is wrong against "Ada Thorne drives a white car" (plain F1: 0.8).
    A reference made only of the question's words is compared whole. Words a mark joins are read both
    apart and together, the better taken: "8/10" against "8 out of 10", "south-west" against "southwest";
    two words one side writes as one are one ("shop fitters" against "shopfitters")."""
    return max(_token_f1(prediction, reference, question, parted=parted) for parted in (True, False))


def _compounds_joined(tokens: list[str], other: list[str]) -> list[str]:
    """``tokens`` with two neighbours joined where the other side has them as one word and neither alone:
    "shop fitters" heard for "shopfitters", "dry stone" for "drystone"."""
    known = set(other)
    out: list[str] = []
    for token in tokens:
        if out and out[-1] + token in known and out[-1] not in known and token not in known:
            out[-1] += token
        else:
            out.append(token)
    return out


def _token_f1(prediction: str, reference: str, question: str, *, parted: bool) -> float:
    predicted, gold = normalise_answer(prediction, parted=parted), normalise_answer(reference, parted=parted)
    predicted, gold = _compounds_joined(predicted, gold), _compounds_joined(gold, predicted)
    asked = set(normalise_answer(question, parted=parted))
    if asked and any(w not in asked for w in gold):
        predicted, gold = [w for w in predicted if w not in asked], [w for w in gold if w not in asked]
    if not predicted or not gold:
        return float(predicted == gold)
    common = sum((Counter(predicted) & Counter(gold)).values())
    if common == 0:
        return 0.0
    precision, recall = common / len(predicted), common / len(gold)
    return 2 * precision * recall / (precision + recall)


# An open answer whose token F1 reaches this is right (SQuAD's answers are short spans; ours are
# sentences, where 0.5 asks for half of the reference's words and half of the answer's to be shared).
F1_CORRECT = 0.5
# "the first prime" places a thing, it states no amount an answer must repeat
_ORDINAL_WORD = re.compile(rf"\b(?:{'|'.join(ORDINAL_WORDS)})\b", re.IGNORECASE)


# An order is told by naming at least this many of the things the question lists.
_ORDER_NAMED = 3


def _stems_said(text: str) -> list[str]:
    """The stems of ``text``'s words ("hosing" and "hose" are one), but for the words that place a thing
    ("first", "last"), which name none."""
    return [stem(w) for w in normalise_answer(_PLACE_WORD.sub(" ", text))]


_PLACE_WORD = re.compile(rf"\b(?:{'|'.join(ORDINAL_WORDS)}|last|then|next|finally)\b", re.IGNORECASE)


def _question_words_in_order(text: str, asked: set[str]) -> list[str]:
    """The stems of ``asked`` that ``text`` names, in the order it first names them."""
    return list(dict.fromkeys(w for w in _stems_said(text) if w in asked))


def same_order(prediction: str, reference: str, question: str) -> bool:
    """Whether a reference orders things the question itself lists, at least :data:`_ORDER_NAMED` of them and
    not in the question's order, and the prediction names those things in that order: "Mushy peas, Potatoes,
    Fish off the van, Light the range, Batter" against "Peas, potatoes, fish, lighting the range, and the
    batter last", asked of "fish, batter, peas, range, potatoes". Words are compared by their stems ("hosing"
    is "Hose down legs"), and "first" or "last" names no thing ("the inspection first" is the inspection)."""
    asked = {w for w in _stems_said(question) if w not in STOP_WORDS}
    wanted = _question_words_in_order(reference, asked)
    listed = [w for w in _question_words_in_order(question, asked) if w in wanted]
    if len(wanted) < _ORDER_NAMED or listed == wanted:
        return False  # not an order of the question's things other than the question's own
    # the prediction names them in that order, whatever it says between: "Procession round the market, Check
    # the sound meter, Home-town round, ..." names the procession, the meter, then the home-town round
    said = iter(w for w in _stems_said(prediction) if w in wanted)
    return all(w in said for w in wanted)


# Asking for an order: "order the opening jobs were really done", "in what sequence", "sort them by when".
_ASKS_ORDER = re.compile(r"\b(?:order|sequence|sort|rank)\b", re.IGNORECASE)
# The items of an order as an answer lists them: "Fridges first, then counting the float, ... and the sign last".
_ITEM_BREAK = re.compile(r"\s*(?:[,;]|->|→|\bthen\b|\band\b)\s*", re.IGNORECASE)
_ITEMS_ORDERED = 3  # fewer items say little of an order: "A, then B" may be any two of a list


def _items(text: str) -> list[set[str]]:
    """The stems of each item ``text`` lists, in its order, its asides left out."""
    stems = ({w for w in _stems_said(part) if w not in STOP_WORDS} for part in _ITEM_BREAK.split(without_asides(text)))
    return [s for s in stems if s]


def same_items_in_order(prediction: str, reference: str, question: str) -> bool:
    """Whether, asked an order, the prediction lists as many items as the reference (three at least), each in
    the reference's place sharing a word with it and no fewer than with any other: "Switch on the fridges, Count
    the float into the till, Fill the shelves, ..." against "Fridges first (the night before), then counting the
    float, filling the shelves, ...", whose items the question does not name (:func:`same_order`)."""
    if _ASKS_ORDER.search(question) is None:
        return False
    wanted, said = _items(reference), _items(prediction)
    if len(wanted) < _ITEMS_ORDERED or len(said) != len(wanted):
        return False
    for k, item in enumerate(wanted):
        shared = len(item & said[k])
        if not shared or any(len(item & other) > shared for other in said):
            return False
    return True


# Asking for a person: "who puts him right?", "by whom?", "whose figure", "Which person?", "Which of them is it?",
# "Somebody had the delivery note. Name?"
_ASKS_PERSON = re.compile(
    rf"\bwho(?:m|se|['’]s)?\b|\b(?:which|what) (?:person|one of them|of them)\b|{NAME_ASKED_ALONE}", re.IGNORECASE
)
# A name of two words or more an answer opens with, set off by a comma, a bracket or the end: "Jade Tredinnick, from the roll (247)".
_NAME_OF_TWO = r"[A-Z][\w'’-]*(?:\s[A-Z][\w'’-]*){1,3}"
# A reference may name one by the first name alone: "Esme, her nine year old daughter"; an aside may follow a colon:
# "Dean Abbott: 85 m, paced out twice".
_LEAD_NAME = re.compile(r"^\s*([A-Z][\w'’-]*(?:\s[A-Z][\w'’-]*){0,3})\s*(?=,|\(|:|$)")
# An answer may go on with what the named one did: "Ryan Kemp put Mr Ashdown right."
_LEAD_DOER = re.compile(rf"^\s*({_NAME_OF_TWO})(?=\s*(?:,|\(|$)|\s[a-z])")


def names_the_person(prediction: str, reference: str, question: str) -> bool:
    """Whether, asked who, the prediction opens with the name the reference opens with: "Jade Tredinnick,
    donkey handler" (or "Jade Tredinnick checked the roll") answers "Jade Tredinnick, from the numbered ticket
    roll (247)", whose asides say how she knew, and which token F1 alone counts against it."""
    if _ASKS_PERSON.search(question) is None:
        return False
    wanted, named = _LEAD_NAME.match(reference.strip()), _LEAD_DOER.match(prediction.strip())
    if wanted is None or named is None:
        return False
    # one named by the first name alone, the other in full ("Esme" and "Esme Oduya"), is one person
    short, full = sorted((normalise_text(wanted.group(1)).split(), normalise_text(named.group(1)).split()), key=len)
    return short == full or (len(short) == 1 and full[0] == short[0])


# A reference's answer before what it goes on to say of it: "10:41 am" of "10:41 am, as car 1 came through".
_LEAD_CLAUSE = re.compile(r"^(?:[^,;:(]|:(?=\d)|,(?=\d{3}\b))+")  # "10:41 am", "£44,000 a year"
# A lead this short is a value, its unit and what it holds of ("10:41 am", "about 3 hours", "26 tonnes fully
# loaded"), not a sentence.
_VALUE_WORDS = 4


def states_the_lead_value(prediction: str, reference: str) -> bool:
    """Whether a reference opens with a value ("10:41 am, as car 1, the leading car, came through"; "1823, when
    his grandad's grandad came up the valley") and the prediction states that value's numbers and no other
    ("10:41 am", "since 1823") but those the rest of the reference states ("44 pitches in three rows" of "44, in
    three rows"): the rest of the reference tells what the value is of, which token F1 alone counts against a
    short answer."""
    lead = _LEAD_CLAUSE.match(reference.strip())
    if lead is None or len(normalise_answer(lead.group(0))) > _VALUE_WORDS or says_not_mentioned(prediction):
        # an abstention may quote the closest moment, and its number, without answering
        return False
    wanted, said = _number_words(lead.group(0)), _number_words(prediction)
    return bool(wanted) and wanted <= said and said - wanted <= _number_words(reference)


# A reference that opens by placing a thing: "Last: after measuring, lighting the fire ...", "Third, before the raffle".
_PLACE = rf"(?:{'|'.join(ORDINAL_WORDS)}|last)"
_PLACE_LEAD = re.compile(rf"^\s*(?:the )?(?:very )?({_PLACE})(?: of all)?\s*(?=[,:;(.]|$)", re.I)
# What an answer says before it goes on: "Fifth (last)" of "Fifth (last), after Measure with the traveller, ...".
_ANSWER_LEAD = re.compile(r"^[^,:;]*")


def states_the_lead_place(prediction: str, reference: str) -> bool:
    """Whether a reference opens with a place in an order ("Last: after measuring, lighting the fire, clamping
    and the drop") and the prediction's own opening names that place ("Fifth (last), after Measure with the
    traveller, Light the fire ring, ..."), whose list of what came before token F1 alone counts against it."""
    wanted, lead = _PLACE_LEAD.match(reference), _ANSWER_LEAD.match(prediction)
    if wanted is None or lead is None or says_not_mentioned(prediction):
        return False
    placed = re.findall(rf"\b{_PLACE}\b", lead.group(0), re.I)
    return wanted.group(1).lower() in {p.lower() for p in placed}


def _number_words(text: str) -> set[str]:
    """The words of ``text`` that state a number, a time of day included ("11:05 am" is "11h05")."""
    return {w for w in normalise_answer(text) if any(c.isdigit() for c in w)}


# Each kinship word's kind, and each kind's other side: "Callum is Nia's son" is "Nia is Callum's mum".
_KIN_KINDS = {
    **dict.fromkeys(("son", "daughter"), "child"),
    **dict.fromkeys(("mum", "mom", "mother", "dad", "father", "parent"), "parent"),
    **dict.fromkeys(("grandson", "granddaughter", "grandchild"), "grandchild"),
    **dict.fromkeys(("grandmother", "grandfather", "gran", "granny", "grandma", "grandad", "grandpa"), "grandparent"),
    **dict.fromkeys(("great-grandson", "great-granddaughter"), "great-grandchild"),
    **dict.fromkeys(("great-grandmother", "great-grandfather", "great-gran"), "great-grandparent"),
    **dict.fromkeys(("nephew", "niece"), "nibling"),
    **dict.fromkeys(("aunt", "auntie", "uncle"), "pibling"),
    **dict.fromkeys(("husband", "wife", "married"), "spouse"),
    **dict.fromkeys(("brother", "sister", "brothers", "sisters", "siblings", "twin", "twins"), "sibling"),
    **dict.fromkeys(("half-brother", "half-sister", "half-brothers", "half-sisters", "half-siblings"), "half-sibling"),
    **dict.fromkeys(("cousin", "cousins"), "cousin"),
    **dict.fromkeys(("son-in-law", "daughter-in-law"), "child-in-law"),
    **dict.fromkeys(("father-in-law", "mother-in-law"), "parent-in-law"),
    **dict.fromkeys(("brother-in-law", "sister-in-law", "brothers-in-law", "sisters-in-law"), "sibling-in-law"),
    **dict.fromkeys(("stepson", "stepdaughter", "stepchild"), "stepchild"),
    **dict.fromkeys(("stepmum", "stepmom", "stepmother", "stepdad", "stepfather", "stepparent"), "stepparent"),
    **dict.fromkeys(("stepbrother", "stepsister", "stepbrothers", "stepsisters", "stepsiblings"), "step-sibling"),
    **dict.fromkeys(("godmother", "godfather", "godparent"), "godparent"),
    **dict.fromkeys(("godson", "goddaughter", "godchild"), "godchild"),
    **dict.fromkeys(("ex-husband", "ex-wife", "ex-husbands", "ex-wives"), "ex-spouse"),
}
_OTHER_SIDE = {
    "child": "parent",
    "grandchild": "grandparent",
    "great-grandchild": "great-grandparent",
    "nibling": "pibling",
    "child-in-law": "parent-in-law",
    "spouse": "spouse",
    "sibling": "sibling",
    "half-sibling": "half-sibling",
    "cousin": "cousin",
    "sibling-in-law": "sibling-in-law",
    "stepchild": "stepparent",
    "step-sibling": "step-sibling",
    "godchild": "godparent",
    "ex-spouse": "ex-spouse",
}
_OTHER_SIDE.update({v: k for k, v in list(_OTHER_SIDE.items())})
_KIN_WORD = r"(?:great-|half[- ]|step-|ex-)?[a-z]+(?:-in-law)?"
# "Nia is Callum's mum", "Cecily, the warden, is Hamish's wife", "Bev is Alwyn's daughter"
_ONE_IS_ANOTHERS = re.compile(
    rf"\b([A-Z][a-z]+)(?: [A-Z][\w'’-]+)?(?:,[^,.;:]*,)? (?:is|was) ([A-Z][a-z]+)['’]s (?:(?:older|younger|little|big|late|twin) )?({_KIN_WORD})\b"
)
# "Dougie is her stepdad": of the one named and the other person the question names
_ONE_IS_THEIRS = re.compile(rf"\b([A-Z][a-z]+)(?: [A-Z][\w'’-]+)? (?:is|was) (?:her|his|their) ({_KIN_WORD})\b")
# "He's her father-in-law", "she's his grandmother": of the two people the question names, which is which left to the
# pronouns' genders, which names do not tell
_PRONOUN_IS_THEIRS = re.compile(rf"\b(?:he|she)(?:['’]s| is| was) (?:her|his) ({_KIN_WORD})\b", re.I)
# "they're cousins", "they're married", a reference's opening "Cousins: their mothers are sisters": of the two
# people the question names
_THEY_ARE = re.compile(
    rf"\bthey(?:['’]re| are| were) ({_KIN_WORD})\b|^\s*(?:twin |older |younger )?({_KIN_WORD})\s*(?=[:;,.(]|$)", re.I
)


def _kin_word(word: str) -> str:
    """A kinship word as :data:`_KIN_KINDS` spells it: "Half brother" is "half-brother", "step-dad" "stepdad"."""
    return word.lower().replace("half ", "half-").replace("step-", "step")


def _people_asked(question: str, answers: str) -> list[str]:
    """The people a question names, lower case: its capitalised words, and its words an answer capitalises ("gary
    and wayne, any relation?" of "Gary is Wayne's twin brother")."""
    capitalised = {w.lower() for w in re.findall(r"\b[A-Z][a-z]+\b", f"{question} {answers}")}
    asked = (w.lower() for w in re.findall(r"\b[A-Za-z][a-z]+\b", question))
    return list(dict.fromkeys(w for w in asked if w in capitalised and w not in STOP_WORDS))


def _kinships(text: str, named: Sequence[str]) -> set[tuple[str, str, str]]:
    """The kinships ``text`` states as (one, other, kind), each also from the other side; "they" are the two
    people ``named``."""
    told = {
        (a.lower(), b.lower(), _KIN_KINDS[_kin_word(k)])
        for a, b, k in _ONE_IS_ANOTHERS.findall(text)
        if _kin_word(k) in _KIN_KINDS
    }
    for kind in (_kin_word(they or opening) for they, opening in _THEY_ARE.findall(text)):
        if kind in _KIN_KINDS and len(named) == 2 and _OTHER_SIDE[_KIN_KINDS[kind]] == _KIN_KINDS[kind]:
            told.add((named[0], named[1], _KIN_KINDS[kind]))
    for one, kin in _ONE_IS_THEIRS.findall(text):
        others = [n for n in named if n != one.lower()]
        if _kin_word(kin) in _KIN_KINDS and one.lower() in named and len(others) == 1:
            told.add((one.lower(), others[0], _KIN_KINDS[_kin_word(kin)]))
    for kin in _PRONOUN_IS_THEIRS.findall(text):
        if _kin_word(kin) in _KIN_KINDS and len(named) == 2:
            told |= {(named[0], named[1], _KIN_KINDS[_kin_word(kin)]), (named[1], named[0], _KIN_KINDS[_kin_word(kin)])}
    return told | {(b, a, _OTHER_SIDE[k]) for a, b, k in told}


def same_kinship(prediction: str, reference: str, question: str) -> bool | None:
    """Whether the prediction states only kinships the reference states, from either side ("Callum is Nia's son"
    against "Nia is Callum's mum"), which token F1 reads as different words, and "is Tomas's son" as half of "is
    Tomas's mum"; None when either states none."""
    named = _people_asked(question, f"{reference} {prediction}")
    wanted, said = _kinships(reference, named), _kinships(prediction, named)
    return said <= wanted if said and wanted else None


def open_answer_score(prediction: str, reference: str, question: str = "") -> tuple[float, bool]:
    """(token F1, whether right) of an open answer, as the module's docstring says. A reference's
    asides explain its answer; an answer that gives the answer without them is right, but only when
    it states the answer's numbers, as token F1 alone would let "75 psi" pass for "70 psi"."""
    f1 = token_f1(prediction, reference, question)
    core = without_asides(reference)
    # a reference that states numbers the question does not is answered by one of them: "2 times" shares
    # "times" with "3 times", and half the words of a short answer, but not its answer
    wanted = set(numbers_of(_ORDINAL_WORD.sub(" ", core or reference))) - set(numbers_of(question))
    right = (
        same_answer(prediction, reference)
        or (f1 >= F1_CORRECT and (not wanted or bool(wanted & set(numbers_of(prediction)))))
        or same_order(prediction, reference, question)
        or same_items_in_order(prediction, reference, question)
        or names_the_person(prediction, reference, question)
        or states_the_lead_value(prediction, reference)
        or states_the_lead_place(prediction, reference)
    )
    kinship = same_kinship(prediction, reference, question)
    if kinship is not None:  # a kinship told is right or wrong by the kinship alone ("son" is not "mum")
        return f1, kinship
    if core and core != reference:
        core_f1 = token_f1(prediction, core, question)
        stated = set(numbers_of(prediction))
        if core_f1 >= F1_CORRECT and all(n in stated for n in numbers_of(core)):
            f1, right = max(f1, core_f1), True
    return f1, right


def answers_changed(pairs: Sequence[tuple[str, str]]) -> float | None:
    """Share of (first answer, answer to the same question with its options reordered) pairs that differ."""
    return sum(a != b for a, b in pairs) / len(pairs) if pairs else None


def mean(values: Sequence[float]) -> float | None:
    return sum(values) / len(values) if values else None


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th percentile of measured values; callers with possibly none decide what that reports."""
    if not len(values):
        raise ValueError("no values to take a percentile of")
    return float(np.percentile(values, q))
