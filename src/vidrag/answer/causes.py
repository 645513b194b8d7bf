"""Why-questions answered by the cause the video states ("Why does he export at 2048 pixels?" ->
"the photo site recompresses anything larger and it looks worse").

A video gives a reason with a connective, in the sentence that states what the question asks about
or in the one beside it: "..., because X", "since X", "because of X", "X, so <the thing asked
about>", "... to <purpose>", "..., which made <it happen>", "That's why ...", "The reason is X",
"..., otherwise X". Each speech sentence holding one is parsed (spaCy's dependency parse) into a
link: the cause clause and the effect it explains. The link whose effect matches the question's
focus best (its words by lemma, weighted by rarity, and its meaning by the embedder) gives the
answer: the cause clause itself, cited where it is said. Options are read against that clause alone,
not against the whole moment, which also states the effect and its neighbours.

The reader is not asked: a small model, shown the moment, restates the effect ("She adds mustard to
her cooking"); the clause is what the video says.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from vidrag.embedding import Embedder
from vidrag.errors import ModelUnavailableError
from vidrag.graph.rules import load_spacy
from vidrag.reasoning.timeline import (
    CONTINUES_WITHIN_S,
    NUMBER_NAMED,
    SCREEN_WEIGHT,
    SENTENCE_END,
    Timeline,
    content_words,
    goes_on,
    marks_plan,
    said_straight_on,
    same_word,
)
from vidrag.retrieval.base import Moment
from vidrag.retrieval.temporal import CAUSE_ASKED_LAST, CAUSE_PUT_DOWN, CAUSE_REASON, CAUSE_VERBS, CAUSE_WORDS
from vidrag.text import normalise, words

log = logging.getLogger(__name__)

# That wording removed from the question leaves its focus: "why does she add mustard" -> "does she add
# mustard"; "what reason does she give for jumping to search" -> "for jumping to search".
_CAUSE_WORDING = re.compile(
    rf"{CAUSE_WORDS}|{CAUSE_REASON}(?:\s+(?:for|why|that|of)\b)?(?:\s+(?:(?:does|did|do)\s+)?\w+\s+(?:give|gives|gave|say|says|said|state|states|stated)\b)?|{CAUSE_VERBS}|{CAUSE_PUT_DOWN}"
    r"|^\W*(?:the |a |any |main )?reasons? (?:given )?(?:for |why |that )?|\bon what grounds\b"
    rf"|\W*(?:the |main )?{CAUSE_ASKED_LAST}|\b(?:the )?reasons? behind\b|^\s*what(?:'s| is| was| are| were)\b|\bfor\s*\??\s*$"
    r"|\b(?:the|a) (?:\w+ )?story behind\b",
    re.I,
)
# The focus is the question's words of these parts of speech ("go", "first" and "less" are stop words,
# but what is asked about), but for the auxiliaries and the "else" of "before everything else".
_FOCUS_PARTS = frozenset({"NOUN", "PROPN", "VERB", "ADJ", "ADV", "NUM"})
_NO_FOCUS = frozenset({"be", "do", "have", "will", "would", "can", "could", "should", "may", "might", "must", "else"})
# Pronouns that stand for who says them.
_FIRST_PERSON = frozenset({"i", "me", "my", "myself"})
# Pronouns that stand for something said before them.
_REFERRING = frozenset({"they", "them", "it", "he", "him", "she", "her", "there", "this", "that", "these", "those"})
# A cause that opens on a pronoun names what it tells of in the sentences before.
_OPENS_REFERRING = re.compile(
    r"^\W*(?:and |but |well |so )?(?:it|they|this|that|these|those)\b(?!['’]s why)", re.IGNORECASE
)
# Marks of a causal clause ("because", "since", "as", "'cause"); "as" and "since" also mark time and
# manner, so only with a clause of their own (a subject) and never as "as if", "as soon as", "since then".
_CAUSAL_MARKS = frozenset({"because", "since", "as", "cause", "'cause", "cos", "coz", "cuz"})
_NOT_CAUSAL_AFTER_AS = frozenset({"if", "though", "soon", "long", "well", "far", "much", "many", "usual", "such"})
_NOT_CAUSAL_BEFORE_AS = frozenset({"as", "just", "such", "ever", "so"})
_PARTICIPLES = frozenset({"VBG", "VBN"})  # "..., arriving round the lanes", "..., lost and waking every dog"
_AND_GOES_ON = re.compile(r"^\s*and\b")  # a segment going on in lower case with "and"
# A reason given after its effect goes on through "..., and" / "..., so", through a clause that says when it holds
# ("because people give when they're happy, after they've seen the cows dance, not before") and through what would
# happen otherwise ("because the wax needs two hours to harden, or the cloth sticks and smears it")
_GOES_ON = frozenset({"and", "so", "after", "before", "once", "until", "till", "not", "or", "otherwise"})
_ANYONE = frozenset({"you", "we", "they", "i", "one", "nobody"})  # who "can't" do it without the reason
_NOT_RESULT_BEFORE_SO = frozenset({"or", "not", "even", "just", "also", "more", "less"})
_CAUSAL_PREPOSITIONS = {"because": "of", "due": "to", "thanks": "to", "owing": "to"}
# Verbs whose subject is the cause of their object ("..., which made the chain drop").
_CAUSING_VERBS = frozenset({"make", "cause", "lead", "mean", "result", "trigger", "explain"})
_THATS_WHY = re.compile(r"\b(?:that|this|which|it)(?:'s| is| was) (?:why|the reason(?: why)?)\b", re.IGNORECASE)
_THE_REASON = re.compile(
    r"\bthe (?:\w+ )?reason(?P<effect>(?: for| why| that) [^,.;]*?)? (?:is|was)(?: (?:simple|simply|that|because))*[,:]?\s+",
    re.IGNORECASE,
)
# "And here's the reason paint is the very last aisle tonight. | Our paint delivery should've come yesterday.":
# what is explained follows, the reason comes in the next sentence.
_HERES_WHY = re.compile(r"\bhere(?:'s| is) (?:the reason(?: why)?|why)\b", re.IGNORECASE)
# A speaker asking why, or saying they are asked ("People ask why I picked this trade.", "Why do I do it?"): the
# reason is the story told in the sentences after it.
_ASKED_WHY = re.compile(
    r"\b(?:ask(?:s|ed)?|wonder(?:s|ed)?|want(?:s|ed)? to know)(?: (?:me|us|him|her|them))? why\b(?P<told>[^?.!]*)"
    r"|^\W*(?:(?:so|and|but|now),? )?why\b(?P<asked>[^?]*)\?\s*$",
    re.IGNORECASE,
)
# A sentence that says only where something goes in an order ("Number 5 goes first.", "First, number four, the
# benches.", "Number three goes first, mowing the green."): with no connective, the sentences said right after it
# give its reason.
_PLACE_TOLD = re.compile(r"\b(?:first|last|second|third|fourth|fifth|sixth)\b", re.IGNORECASE)
# The plan's number said: "number 5", "no. 3".
_PLAN_NUMBER_SAID = r"(?:number|no\.?)\s*(?:\d{1,2}|one|two|three|four|five|six)\b"
# A sentence that opens by placing the job it names in the day's order: "Second, number 5, the float, counting into the
# till at 7." (``placed``: the sentence names the job itself, so what follows is the reason).
_OPENS_WITH_PLACE = re.compile(
    rf"^\W*(?:first|second|third|fourth|fifth|sixth|last)\W+{_PLAN_NUMBER_SAID}", re.IGNORECASE
)
# A sentence naming only the plan's number ("Number 4."): the item done now, with the screen marking it.
_NUMBER_ALONE = re.compile(rf"^\W*{_PLAN_NUMBER_SAID}\W*$", re.IGNORECASE)
# The words that place a thing in an order, and the most words besides them that name the thing: a longer
# sentence says more than a place.
_PLACING_WORDS = re.compile(r"^(?:\d+(?:st|nd|rd|th)?|number|no|goes|go|going|comes|come|came|went|last)$")
_PLACE_TOLD_WORDS = 2
_NUMBERED_LINE = re.compile(r"^\W*\d{1,2}[.)]\s+\w")  # a plan's line on screen ("5. Rope off the slipway")
_PLACE_REASON_SENTENCES = 2  # the read sets' plans give the reason for a place in one or two sentences
# A reason that only says one thing hangs on another, named before ("because one of them depends on it"): how
# it does is told in the sentences said straight after, at most _DEPENDENCE_SENTENCES of them.
_DEPENDS_ON_IT = re.compile(
    r"^\W*(?:\w+\s+){0,4}?(?:depends?|hangs?|hinges?|relies|rely|rests?)"
    r" (?:up)?on (?:it|that|this|them)\W*$",
    re.IGNORECASE,
)
_DEPENDENCE_SENTENCES = 3
_STARTS_WITH_MARK = re.compile(r"^\W*(?:because|cause|'cause|cos|since|as)\b", re.IGNORECASE)
_STORY_SENTENCES = 4  # a reason told as a story runs to at most this many sentences after its question
# A cause that is a condition alone ("because if everyone breathes together."): speech recognition ended
# the sentence before its consequent, which the next sentence says ("there's a great big hole in the sound").
_BARE_CONDITION = re.compile(r"^\W*(?:if|unless|when|once)\b[^,;]*$", re.IGNORECASE)
# The words without which a sentence states no cause: only sentences holding one are parsed.
_CUES = re.compile(
    r"\b(?:because|since|as|'?cause|cos|coz|cuz|due|thanks|owing|so|to|which|why|reason|otherwise|or)\b", re.IGNORECASE
)
# Words a causal clause is trimmed of at its edges.
_EDGE_WORDS = frozenset({"and", "but", "so", "then", "because", "since", "well", "oh", "okay", "ok", "also", "that"})
_POINTS_BACK = re.compile(r"\W*(?:that|this|it|which|these|those)\b", re.IGNORECASE)
# Things named before, wherever the effect puts them: "You won't have them on Monday".
_THINGS_BEFORE = re.compile(r"\b(?:them|they|these|those)\b", re.IGNORECASE)
# A place in an order asked in other words, as the video says it: "sending the Flyer out ahead of the
# others" is "the flyer goes first"; "the bouquet was left until the end" is "the bouquet comes last".
_ASKED_FIRST = re.compile(
    r"\bahead of (?:the others|the rest|everything|everyone|anything)\b|\bbefore (?:the rest|the others|everything"
    r"|anything|everyone)(?: else)?\b|\bjump(?:s|ed)? (?:the queue|ahead)\b|\bto the front\b|\bat the top of\b"
    # "freed ahead of every other job", "before all the other jobs"
    r"|\b(?:ahead of|before) (?:every|each|all (?:of )?the|any) other\b"
    # "why kick off with the lift pit", "why start with the nursery slope", "bev starts on job three"
    r"|\b(?:kick(?:s|ed|ing)? off|start(?:s|ed|ing)?|begin(?:s|ning)?|began) (?:with|on)\b"
    # "How come money was the opening item?"
    r"|\b(?:the )?opening (?:item|job|task|point|step|thing|act|number)\b"
    # "why measure with the traveller before lighting the fire": why that comes first, the later act its foil
    r"|\bbefore (?:even )?[a-z]+ing\b[^?]*"
    # "ingrid wouldn't touch the paint till the leg was mended": the leg first, the act held off its foil
    r"|\b(?:wouldn['’]t|won['’]t|didn['’]t|couldn['’]t|can['’]t|would not|will not|did not|could not|refused to)"
    r"(?: [\w'’-]+){1,4}? (?:un)?till?\b",
    re.IGNORECASE,
)
_ASKED_LAST = re.compile(
    r"\b(?:left|kept|saved|held back) (?:un)?til(?:l)? (?:the )?(?:very )?(?:end|last)\b|\bto the back\b"
    r"|\bafter (?:the rest|the others|everything|everyone)(?: else)?\b"
    # "Why leave the pop-up roof till the end?"
    r"|\b(?:un)?til(?:l)? (?:the )?(?:very )?end\W*$"
    # "Janice said the twelve signs couldn't be sorted any earlier": they came last
    r"|\bany (?:earlier|sooner)\b",
    re.IGNORECASE,
)
# An effect that tells a place in an order itself ("so nothing gets lit till I've been round", "the wheel goes first").
_PLACE_SAID = re.compile(r"\b(?:first|last|before|after|till|until|then|next|earlier|later)\b", re.IGNORECASE)
# The connectives that tell an effect before its cause ("X, because Y"), so "X, because Y" reads as they were said.
_EFFECT_FIRST = frozenset({"because", "since", "as", "cause", "'cause", "cos", "coz", "cuz"})
# A link answers when its effect matches the question's focus at least this well (half its
# rarity-weighted words by lemma, half its meaning: the scale of retrieval's relevance weights) and
# by this much more than any other cause's effect: a video gives many reasons, one is asked for.
_FOCUS_MATCH = 0.25
# Causes said this close together tell one reason in steps (the sentences of one explanation are 3-8 s
# apart in the read sets' speech); two reasons of the same act told apart are a minute or more apart.
_ONE_TELLING_S = 10.0
_LEAD = 0.1
# A sentence of fewer content words is a piece of the one before it, cut off by the ASR's segmenting ("Chat 12.").
_FRAGMENT_WORDS = 3
_LEAD_IN_FRAGMENTS = 2  # "First, number four. | raising steam. | ...": a place in the order and the item named
# A cause opens its sentence when at most a connective this long comes before it ("and ", "but ").
_OPENING_WORD_CHARS = 5


def cause_focus(question: str) -> str:
    """The question without its cause wording, nor a clause setting the plan against it ("why bail the duck first
    when the survey was job one"): what the cause is asked for."""
    asked_of = " ".join(_PLACE_IN_PLAN.sub(" ", _CAUSE_WORDING.sub(" ", question)).replace("?", " ").split())
    asked_of = _TOLD_BY.sub("", asked_of)  # "Janice said the twelve signs couldn't be sorted any earlier"
    return asked_of.rstrip(" ,;:-–—")  # "Cash floats counted at the very end - what's behind that?"


# Who told it, opening the question: "Carol said the buckets went out late on purpose. Why?" asks why they went out
# late, which the video need not say Carol said.
_TOLD_BY = re.compile(
    r"^\W*(?:[A-Z][\w'’-]+ )+(?:said|says|told us|tells us|explained|explains|reckoned|reckons|insisted|insists)"
    r" (?:that )?(?=\w)"
)


# A clause telling where the plan put something, against what was done: "when the survey was job one", "though it
# was number four on the board", "even though the sheet listed them last".
_PLACE_IN_PLAN = re.compile(
    r",?\s*\b(?:when|while|though|although|even though|whereas)\s+(?:[\w'’]+\s+){1,4}?"
    r"(?:was|were|is|are|had been|has been|listed|lists|put|puts|had|has)\s+(?:(?:them|it|as|at)\s+)?"
    r"(?:(?:job|number|item|task|step|no\.?)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)|first|last"
    r"|second|third|fourth|fifth)\b[^?]*",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Link:
    """A cause the video states, and what it is the cause of, in unit indices of one timeline."""

    cause: str
    effect: str
    cause_unit: int
    effect_units: tuple[int, ...]
    connective: str
    head: str = ""  # a purpose clause's verb ("add" of "I add a vignette to darken the corners")
    # Words the effect's pronouns may stand for: the cause's, where it is said first ("the potatoes
    # take the longest, so they go in first").
    referents: str = ""
    score: float = 0.0

    @property
    def answer(self) -> str:
        """The cause as a sentence of its own."""
        text = self.cause.strip()
        text = text[:1].upper() + text[1:]
        return text if SENTENCE_END.search(text) else f"{text}."

    def to_trace(self) -> dict[str, Any]:
        return {"cause": self.cause, "effect": self.effect, "by": self.connective, "score": round(self.score, 3)}


@dataclass(frozen=True)
class _Said:
    """A cause found in one sentence: its text, whether it runs on to the sentence's end, the effect
    said in the same sentence, and whether the effect is the sentence before ("That's lower, because ...")."""

    cause: str
    effect: str
    connective: str
    to_end: bool = False
    cause_before: bool = False  # the cause is the sentence before ("So I'm doing the hike today")
    head: str = ""

    @property
    def effect_first(self) -> bool:
        """Whether the effect is said before its cause ("X, because Y"; not "Y, so X"): a pronoun in it
        then points at the sentence before, not at the cause."""
        return self.connective not in ("so", "that's why", "this is why")


def _text(tokens: Sequence[Any]) -> str:
    return "".join(t.text_with_ws for t in tokens).strip()


def _trimmed(text: str) -> str:
    """A clause without the connectives and punctuation left at its edges."""
    parts = text.strip(" ,;:-").split()
    while parts and parts[0].lower().strip(",") in _EDGE_WORDS:
        parts = parts[1:]
    while parts and parts[-1].lower().strip(",.") in _EDGE_WORDS - {"that"}:
        parts = parts[:-1]
    return " ".join(parts).strip(" ,;:-")


def _last_clause(tokens: Sequence[Any]) -> str:
    """The clause said last in ``tokens``: after its last "but" or ";", and its last comma-separated
    piece that holds a verb ("The plan says chicken first, but the potatoes take the longest" -> "the
    potatoes take the longest"; "Small change, she has to leave at half past nine" -> "she has to ...")."""
    cut = max((k + 1 for k, t in enumerate(tokens) if t.lower_ in ("but", ";")), default=0)
    pieces: list[list[Any]] = [[]]
    for t in tokens[cut:]:
        if t.text == ",":
            pieces.append([])
        else:
            pieces[-1].append(t)
    verbal = [p for p in pieces if _has_verb(p)]
    if len(verbal) > 1 and verbal[-1][0].lower_ in ("because", "'cause", "cos", "and"):
        # "Mum said I have to be home by half past eight, because it's a school night, so ...": the reason
        # given for the piece before it is told with that piece; so is a reason joined to it ("Callum's piping
        # two suppers tonight, and has to be away by eight, so ...")
        return _trimmed(f"{_text(verbal[-2])}, {_text(verbal[-1])}")
    return _trimmed(_text(verbal[-1] if verbal else tokens[cut:]))


def _has_verb(tokens: Sequence[Any]) -> bool:
    return any(t.pos_ in ("VERB", "AUX") for t in tokens)


def _has_subject(verb: Any) -> bool:
    return any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children)


def _told_of_someone(tokens: Sequence[Any]) -> bool:
    """Whether a clause tells what someone does ("we start outside the hall instead"): its main verb has a
    pronoun for its subject; not an instruction ("a quarter turn and try every gear") nor a question."""
    if tokens and tokens[-1].text == "?":
        return False
    return any(
        t.pos_ in ("VERB", "AUX")
        and t.dep_ == "ROOT"
        and any(c.dep_ == "nsubj" and c.pos_ == "PRON" for c in t.children)
        for t in tokens
    )


def _after(tokens: Sequence[Any], k: int, ahead: int = 1) -> str:
    return tokens[k + ahead].lower_ if k + ahead < len(tokens) else ""


def _by_preposition(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "... because of the rain", "due to a bent hanger", "thanks to the rangers"."""
    low = tokens[k].lower_
    if _CAUSAL_PREPOSITIONS.get(low) != _after(tokens, k) or k + 2 >= len(tokens) or tokens[k + 2].tag_ == "VB":
        return None  # "due to be published" gives no cause
    end = max(d.i for d in tokens[k + 1].subtree)
    cause = tokens[k + 2 : end + 1] or tokens[k + 2 :]
    return _Said(
        _text(cause), _text([*tokens[:k], *tokens[end + 1 :]]), f"{low} {tokens[k + 1].lower_}", end >= len(tokens) - 2
    )


def _next_clause_end(tokens: Sequence[Any], end: int) -> int:
    """The last token of the clause after the comma that follows token ``end``: up to the next comma or semicolon,
    or the sentence's end."""
    return next((j - 1 for j in range(end + 3, len(tokens)) if tokens[j].text in (",", ";")), len(tokens) - 1)


# A clause between commas that opens with these describes what comes before it ("because the man, who treats for
# moths, will only do an empty room"): an aside, whose verb is not the reason's own.
_RELATIVE_PRONOUNS = frozenset({"who", "which", "whose", "whom"})


def _clause_end(tokens: Sequence[Any], k: int) -> int:
    """The last token of the clause ``tokens[k]`` opens: up to the first comma once it holds a verb outside
    asides, else the sentence's end."""
    own: list[Any] = []
    opens = k + 1
    for j in range(k + 1, len(tokens)):
        if tokens[j].text not in (",", ";"):
            continue
        part = tokens[opens:j]
        if not (part and part[0].lower_ in _RELATIVE_PRONOUNS and tokens[opens - 1].text == ","):
            own.extend(part)
        if _has_verb(own):
            return j - 1
        opens = j + 1
    return len(tokens) - 1


def _by_mark(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "..., because X", "since X", "as X": the clause runs to the first comma once it holds a verb
    ("because the shelf is damp, the tea goes in the cellar"), else to the sentence's end; a parse of
    speech often ends the clause too early or too late."""
    t, low = tokens[k], tokens[k].lower_
    if low not in _CAUSAL_MARKS or (t.dep_ != "mark" and low != "because"):
        return None
    if low in ("as", "since") and (
        not _has_subject(t.head)
        or _after(tokens, k) in _NOT_CAUSAL_AFTER_AS
        or (k > 0 and tokens[k - 1].lower_ in _NOT_CAUSAL_BEFORE_AS)
        or (low == "as" and any(w.lower_ == "as" for w in tokens[max(0, k - 3) : k - 1]))  # "not as simple as I'm ..."
    ):
        return None
    end = _clause_end(tokens, k)

    def goes_on(after: Any) -> bool:
        """Whether the clause after a comma, opening with ``after``, goes on with the reason. Given after what it
        explains, the reason goes on through a clause joined to it ("I did the noise test first, because my
        flatmate was away, and I could be as loud as I liked"), one that says when it holds ("because people give
        when they're happy, after they've seen the cows dance, not before") and the participles telling it
        ("because birders had been arriving since four, driving round the lanes"). So does one opening a sentence
        the recogniser cut from what it explains ("Number 4 went first, the fees. | because three traders wouldn't
        come until they knew the cost, and nobody would talk about anything else"), where "because X, Y" would give
        Y as the result, but not "because X, and Y"."""
        if k == 0:
            return after.lower_ == "and"
        return after.lower_ in _GOES_ON or after.tag_ in _PARTICIPLES

    while end + 2 < len(tokens) and tokens[end + 1].text == "," and goes_on(tokens[end + 2]):
        end = _next_clause_end(tokens, end)
    # and, given after what it explains, through what could not be done otherwise, to the sentence's end ("because
    # everything else is done on bare wood, you can't get at a creak, paint an edge or fix a bracket through carpet")
    if k > 0 and end + 4 < len(tokens) and tokens[end + 1].text == "," and _cannot_otherwise(tokens[end + 2 : end + 5]):
        end = len(tokens) - 1
    return _Said(_text(tokens[k + 1 : end + 1]), _text([*tokens[:k], *tokens[end + 1 :]]), low, end >= len(tokens) - 2)


def _cannot_otherwise(opening: Sequence[Any]) -> bool:
    """Whether a clause opening with these tokens says what someone could not do ("you can't", "we couldn't"):
    given after a reason, it tells why the reason holds."""
    who, modal, negation = opening
    return who.lower_ in _ANYONE and modal.tag_ == "MD" and negation.dep_ == "neg"


def _by_so(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "X, so Y": X is the cause of Y ("So Y" opening a sentence: the sentence before is); "so that Y"
    is Y's purpose."""
    t, after = tokens[k], _after(tokens, k)
    if t.lower_ != "so" or not after:
        return None
    if after == "that" or (after == "as" and _after(tokens, k, 2) == "to"):
        return _Said(_text(tokens[k:]), _text(tokens[:k]), "so that", True)
    opens = not any(w.is_alpha for w in tokens[:k])
    rest = tokens[k + 2 :] if after == "," else tokens[k + 1 :]
    told = (
        any(w.is_alpha for w in rest)
        and rest[-1].text != "?"  # "So what?", "So, what do we do now?": asked, not told
        and (not _has_verb(rest) or after == "," and _told_of_someone(rest))
    )
    if opens and told:
        # "So, wheel first.", "So, we start outside the hall instead", "So the sandbags, last on the list. | come
        # first." (its verb cut off into the next segment): a result, explained by what was said before; "So, a
        # quarter turn and try every gear" goes on with the telling
        return _Said("", _text(rest), "so", cause_before=True)
    if tokens[k + 1].is_punct or after == "on" or (k > 0 and tokens[k - 1].lower_ in _NOT_RESULT_BEFORE_SO):
        return None  # "I think so", "and so on", "or so", "not so"
    if t.head.pos_ not in ("VERB", "AUX") or t.dep_ not in ("advmod", "cc", "mark", "dep"):
        return None  # "so much", "so good": a degree, no result
    if opens:
        return _Said("", _text(tokens[k + 1 :]), "so", cause_before=True)
    return _Said(_last_clause(tokens[:k]), _text(tokens[k + 1 :]), "so")


def _by_purpose(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "I add a vignette (in order) to darken the corners": an infinitive clause of the act, with no
    subject of its own."""
    t = tokens[k]
    if t.dep_ != "advcl" or t.tag_ != "VB" or _has_subject(t) or t.head.pos_ not in ("VERB", "AUX"):
        return None
    to = [c.i for c in t.children if c.dep_ == "aux" and c.lower_ == "to" and c.i < t.i]
    if not to:
        return None
    start = to[0] - 2 if _text(tokens[max(to[0] - 2, 0) : to[0]]).lower() == "in order" else to[0]
    end = max(d.i for d in t.subtree)
    return _Said(
        _text(tokens[start : end + 1]), _text([*tokens[:start], *tokens[end + 1 :]]), "to", end >= len(tokens) - 2,
        head=t.head.lemma_.lower(),
    )  # fmt: skip


def _by_causing_verb(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "X, which made the chain drop": X caused what follows the verb."""
    t = tokens[k]
    which = [c.i for c in t.children if c.lower_ == "which" and c.dep_.startswith("nsubj")]
    if t.lemma_.lower() not in _CAUSING_VERBS or t.dep_ != "relcl" or not which:
        return None
    return _Said(_last_clause(tokens[: which[0]]), _text(tokens[k + 1 :]), f"which {t.lemma_.lower()}")


def _by_otherwise(tokens: Sequence[Any], k: int) -> _Said | None:
    """ "Don't move them, otherwise (or else, or) the skin will tear": what would happen is the reason."""
    t, low = tokens[k], tokens[k].lower_
    if low == "otherwise" or (low == "or" and _after(tokens, k) == "else"):
        return _Said(
            f"otherwise {_trimmed(_text(tokens[k + (2 if low == 'or' else 1) :]))}", _text(tokens[:k]), "otherwise"
        )
    order = t.head  # "or" after an order (a verb with no subject) and before a clause with one
    if low != "or" or t.dep_ != "cc" or order.dep_ != "ROOT" or order.tag_ != "VB" or _has_subject(order):
        return None
    if not any(c.dep_ == "conj" and c.i > k and _has_subject(c) for c in order.children):
        return None
    return _Said(f"otherwise {_trimmed(_text(tokens[k + 1 :]))}", _text(tokens[:k]), "or")


_READINGS = (_by_preposition, _by_mark, _by_so, _by_purpose, _by_causing_verb, _by_otherwise)


def _said_in(doc: Any) -> Iterator[_Said]:
    """The causes one parsed sentence states, with the effect each explains."""
    tokens = list(doc)
    for k in range(len(tokens)):
        said = next((s for read in _READINGS if (s := read(tokens, k)) is not None), None)
        if said is not None:
            yield said
    text = doc.text
    for match in _THATS_WHY.finditer(text):  # "X. That's why Y", "X, which is why Y"
        before = text[: match.start()]
        cause_before = not _trimmed(before).strip()  # "And that's why ...": the sentence before says why
        # "And this is why ..." opening the sentence may point forward instead: read in :meth:`CauseReader.links`
        told = "this is why" if cause_before and match.group(0).lower().startswith("this") else "that's why"
        yield _Said(_trimmed(before), text[match.end() :], told, cause_before=cause_before)
    for match in _THE_REASON.finditer(text):  # "The reason (for X) is Y"
        yield _Said(text[match.end() :], match.group("effect") or "", "the reason", True)
    for match in _HERES_WHY.finditer(text):  # "Here's the reason X. | Y": Y, said next
        yield _Said("", text[match.end() :], "here's why", True)


class CauseReader:
    """The links between causes and effects that a timeline's speech states, and the one a question asks about."""

    def __init__(self, parser_name: str):
        self.parser_name = parser_name

    def links(self, timeline: Timeline) -> list[Link]:
        """Every cause stated in the timeline's speech, with its effect (in unit indices)."""
        spoken = [i for i, u in enumerate(timeline.units) if u.speech]
        texts = [timeline.units[i].record.text for i in spoken]
        wanted = [k for k, text in enumerate(texts) if _CUES.search(text)]
        docs = dict(zip(wanted, load_spacy(self.parser_name).pipe([texts[k] for k in wanted]), strict=True))

        def beside(k: int, step: int) -> int | None:
            """The speech sentence ``step`` sentences from sentence ``k``, in its video."""
            j = k + step
            same = 0 <= j < len(spoken) and timeline.units[spoken[j]].video.id == timeline.units[spoken[k]].video.id
            return spoken[j] if same else None

        def leading_into(k: int, effect: str) -> list[int]:
            """The sentences said just before an effect opening sentence ``k`` that it goes on from, in the order
            said: the one before, where the effect is a fragment the recogniser cut from it ("Number two came first. |
            the trap door, because it's framed into the floor"); else the fragments said right before the sentence
            (:data:`_LEAD_IN_FRAGMENTS` at most, each of fewer than :data:`_FRAGMENT_WORDS` content words, each within
            :data:`CONTINUES_WITHIN_S` of the next: "First, number four. | raising steam. | From three till eight, it
            takes its time, because ..."), which name what it tells of; [] for neither."""
            if not texts[k].lower().startswith(effect.lower()[:12]):
                return []
            lead: list[int] = []
            after = spoken[k]
            while len(lead) < _LEAD_IN_FRAGMENTS and (before := beside(k, -len(lead) - 1)) is not None:
                if timeline.units[after].record.start - timeline.units[before].record.end > CONTINUES_WITHIN_S:
                    break
                if not lead and texts[k].lstrip()[:1].islower() and len(content_words(effect)) < _FRAGMENT_WORDS:
                    return [before]
                if len(content_words(timeline.units[before].record.text)) >= _FRAGMENT_WORDS:
                    break
                lead.insert(0, before)
                after = before
            return lead

        def said_before(k: int) -> list[int]:
            """The sentences said right before sentence ``k`` (:data:`_CAUSE_SENTENCES` at most, each within
            :data:`CONTINUES_WITHIN_S` of the next), in the order said."""
            told: list[int] = []
            after = spoken[k]
            while len(told) < _CAUSE_SENTENCES - 1 and (before := beside(k, -len(told) - 1)) is not None:
                if timeline.units[after].record.start - timeline.units[before].record.end > CONTINUES_WITHIN_S:
                    break
                told.insert(0, before)
                after = before
            return told

        out: list[Link] = []
        for k, doc in docs.items():
            unit, previous, following = spoken[k], beside(k, -1), beside(k, 1)
            for said in _said_in(doc):
                cause, effect, cause_unit = said.cause, _trimmed(said.effect), unit
                effect_units: tuple[int, ...] = (unit,)
                if said.connective == "this is why" and self._opens_screen(timeline, unit, previous):
                    # "And this is why the reed ride goes up last." opening what is said over a new slide: the
                    # reason is told next, not in what was said over the slide before
                    said = replace(said, cause_before=False, to_end=True)
                if said.cause_before:
                    if previous is None or (said.connective == "so" and self._opens_screen(timeline, unit, previous)):
                        # "So, number 5, the clearing weekend." opening what is said over a new slide goes on to
                        # its business: what was said over the slide before is no reason for it
                        continue
                    cause, cause_unit = timeline.units[previous].record.text, previous
                    step = -2
                    while (
                        step >= -_CAUSE_SENTENCES
                        and (opening := beside(k, step)) is not None
                        and _goes_on_from_before(cause)
                        and timeline.units[cause_unit].record.start - timeline.units[opening].record.end
                        <= CONTINUES_WITHIN_S
                    ):  # "... come out for their lunch at | twelve. | So the signs go out first": a fragment goes on
                        cause, cause_unit = f"{timeline.units[opening].record.text.rstrip(' .')} {cause}", opening
                        step -= 1
                elif (
                    said.to_end
                    and following is not None
                    and (
                        not SENTENCE_END.search(texts[k].strip())
                        or not cause.strip()
                        or _BARE_CONDITION.match(_trimmed(cause))
                        # "... because it's forty minutes up the glen. | and its tasting room could only take them
                        # at ten": a stop the recogniser wrote where the reason goes on
                        or _AND_GOES_ON.match(texts[k + 1])
                    )
                ):
                    if timeline.units[following].record.start - timeline.units[unit].record.end <= CONTINUES_WITHIN_S:
                        # the clause goes on in the next segment, or is all said there ("here's why")
                        if cause.strip():
                            cause = f"{cause.rstrip(' ,.')}, {texts[k + 1]}"
                        else:
                            cause, cause_unit = texts[k + 1], following
                        # "because | Fiction goes along the back wall. | and if it went in after anything else, you'd
                        # have to climb over the lot": the reason goes on with "and" in the segment after
                        step = 2
                        while (
                            step <= _CAUSE_SENTENCES
                            and (going_on := beside(k, step)) is not None
                            and _AND_GOES_ON.match(texts[k + step])
                            and said_straight_on(timeline.units[spoken[k + step - 1]], timeline.units[going_on])
                        ):
                            cause = f"{cause.rstrip(' ,.')}, {texts[k + step]}"
                            step += 1
                elif (
                    said.to_end
                    and following is not None
                    and cause.strip()
                    and self._shows_it(texts[k + 1])
                    and timeline.units[following].record.start - timeline.units[unit].record.end <= CONTINUES_WITHIN_S
                ):  # "... because it decides how many of everything we need. | Sixteen tables for the final, and only
                    # eight for a club night.": the figures it comes to, told next with no verb, are part of it
                    cause = f"{cause.rstrip(' ,.')}: {texts[k + 1]}"
                elif said.to_end and _DEPENDS_ON_IT.match(cause) and (story := self._story_after(k, spoken, timeline)):
                    # "... it had to come before my quotes, | because one of them depends on it. | A filter only
                    # copes with clear water. | ...": the sentences after it tell how
                    how = [timeline.units[i].record.text for i in story[:_DEPENDENCE_SENTENCES]]
                    cause = " ".join([cause.rstrip(" .") + ".", *how])
                if (
                    not said.effect_first and not said.cause_before and previous is not None
                    and texts[k].lstrip()[:1].islower()
                    and 0 <= (opens := texts[k].lower().find(cause.strip().lower()[:12])) <= _OPENING_WORD_CHARS
                    and timeline.units[unit].record.start - timeline.units[previous].record.end <= CONTINUES_WITHIN_S
                ):  # fmt: skip
                    # "Nothing gives a ride without a licence. | and the inspector checks them here, so number three
                    # goes first.": the reason the sentence opens with goes on from the one before
                    cause = f"{timeline.units[previous].record.text.rstrip(' .')}, {texts[k][:opens]}{cause.strip()}"
                if (
                    not said.effect_first
                    and cause_unit != following
                    and following is not None
                    and goes_on(timeline.units[unit].record, timeline.units[following].record)
                ):  # "So the wreck, fourth on the board, | comes first.": the sentence goes on in the next segment
                    effect = f"{effect} {texts[k + 1]}"
                    effect_units = (*effect_units, following)
                if said.effect_first and _points_back(effect):  # "That's lower, because ...": than what was said before
                    earlier = [j for j in (beside(k, -2), previous) if j is not None]
                    effect = " ".join([*(timeline.units[j].record.text for j in earlier), effect])
                    effect_units = (*earlier, unit)
                elif said.effect_first and (leading := leading_into(k, effect)):  # "raising steam. | From three ..."
                    effect = " ".join([*(timeline.units[j].record.text.rstrip() for j in leading), effect])
                    effect_units = (*leading, *effect_units)
                cause = _trimmed(cause)
                if content_words(cause):
                    referents = "" if said.effect_first else cause
                    if _OPENS_REFERRING.match(referents):
                        # "Last, number one, the Cup. | no it tops the | list. | It isn't needed until the prize giving,
                        # so it could wait.": what the cause's own "it" stands for was named just before
                        referents = " ".join([*(timeline.units[j].record.text for j in said_before(k)), referents])
                    out.append(Link(cause, effect, cause_unit, effect_units, said.connective, said.head, referents))
            if (asked := _ASKED_WHY.search(texts[k])) is not None and (story := self._story_after(k, spoken, timeline)):
                # "People ask why I picked this trade. | My grandad ran the projector here ... | So I wanted to build
                # whatever comes next.": the story told after the question is its reason
                effect = _trimmed(asked.group("told") or asked.group("asked") or "")
                told = " ".join(timeline.units[i].record.text for i in story)
                out.append(Link(_trimmed(told), effect, story[0], (unit,), "asked why", "", told))
        return out

    def placed_links(self, timeline: Timeline, stated: Sequence[Link]) -> list[Link]:
        """The reasons told right after a sentence that says only where something goes in an order, with no
        connective (:meth:`_reason_after_place`), past the sentences the ``stated`` links already read."""
        spoken = timeline.spoken
        read = {u for link in stated for u in (link.cause_unit, *link.effect_units)}  # a connective's reading stands
        out: list[Link] = []
        later: list[Link] = []
        for k, i in enumerate(spoken):
            text = timeline.units[i].record.text
            if _CUES.search(text):
                continue
            shown = [timeline.units[j].record.text for j in timeline.told_with(timeline.moment(i, 1.0))]
            if _says_only_a_place(text) and any(_NUMBERED_LINE.match(line) for line in shown):
                # said over the plan, where its order is explained; said later ("First, number four, the benches. |
                # Sanded on Sunday ..."), the job is told as it is done
                out += self._reason_after_place(k, spoken, timeline, read)
            elif _NUMBER_ALONE.match(text) and marks_plan(shown):
                # "4. | Number 4. | The Screen Gully. | The crew up there had to clear the loose stone first ..." under
                # "Number 4 on the plan": the ordinal heard as a number, the item named in fragments, then the reason
                later += self._reason_after_place(k, spoken, timeline, read)
            elif _OPENS_WITH_PLACE.match(text) and marks_plan(shown):
                # "Second, number 5, the float, counting into the till at 7." under "Number 5 on the list": the job's
                # place in the day, the plan's number shown, and why it goes there told next, unless said over the
                # plan ("Number 5 goes first. | Gritting the hill. | Grit takes a couple of hours ...")
                later += self._reason_after_place(k, spoken, timeline, read, placed=True)
        explained = {n for link in out for n in NUMBER_NAMED.findall(normalise(link.effect))}
        return out + [link for link in later if not set(NUMBER_NAMED.findall(normalise(link.effect))) & explained]

    @staticmethod
    def _reason_after_place(
        k: int, spoken: Sequence[int], timeline: Timeline, read: set[int], *, placed: bool = False
    ) -> list[Link]:
        """The reason told right after spoken sentence ``k`` says where something goes in an order, with no
        connective ("Number 5 goes first. | Roping off the slipway. | The lifeboat launches down it, and once
        there are children on a slipway you will never get them off it again."): the fragments naming what
        goes there belong to the place (``placed``: the sentence names it itself), the next sentences
        (:data:`_PLACE_REASON_SENTENCES`) are the reason; none when a sentence of it is ``read`` already, as a
        cause or an effect a connective links."""
        story = CauseReader._story_after(k, spoken, timeline)
        texts = [timeline.units[i].record.text for i in story]
        named = 0
        while not placed and named < len(texts) and len(content_words(texts[named])) < _FRAGMENT_WORDS:
            named += 1
        reason = [i for i, text in zip(story[named:], texts[named:], strict=True) if not _says_only_a_place(text)]
        reason = reason[:_PLACE_REASON_SENTENCES]
        if not reason or reason[0] != story[named] or _STARTS_WITH_MARK.match(texts[named]) or read & set(story):
            return []
        effect_units = (spoken[k], *story[:named])
        effect = " ".join(timeline.units[i].record.text for i in effect_units)
        told = " ".join(timeline.units[i].record.text for i in reason)
        return [Link(_trimmed(told), _trimmed(effect), reason[0], effect_units, "told after its place", "", told)]

    @staticmethod
    def _story_after(k: int, spoken: Sequence[int], timeline: Timeline) -> list[int]:
        """The sentences that tell the reason asked in spoken sentence ``k`` (unit indices): those after it, each
        said within :data:`CONTINUES_WITHIN_S` of the one before, at most :data:`_STORY_SENTENCES`; none when the
        next one gives its reason with a connective ("Because ..."), read as such."""
        story: list[int] = []
        previous = timeline.units[spoken[k]]
        for i in spoken[k + 1 : k + 1 + _STORY_SENTENCES]:
            unit = timeline.units[i]
            if not said_straight_on(previous, unit):
                break
            story.append(i)
            previous = unit
        first = timeline.units[story[0]].record.text if story else ""
        return [] if _STARTS_WITH_MARK.match(first) else story

    @staticmethod
    def _opens_screen(timeline: Timeline, unit: int, previous: int | None) -> bool:
        """Whether spoken ``unit`` is the first sentence said over a screen that came up after the
        sentence before it (``previous``) was said."""
        said = timeline.units[unit]
        since = timeline.units[previous].record.end if previous is not None else float("-inf")
        return any(
            not u.speech and u.video.id == said.video.id and since <= u.record.start <= said.record.start
            for u in timeline.units
        )

    def find(self, question: str, timeline: Timeline, embedder: Embedder) -> Link | None:
        """The stated cause of what ``question`` asks about: the link whose effect matches the question's
        focus, clearly better than any other cause does; None when none does."""
        focus = cause_focus(question)
        try:
            nlp = load_spacy(self.parser_name)
        except ModelUnavailableError as exc:  # the question is still answered, as any other
            log.warning("why-questions are read without their stated causes: %s", exc)
            return None
        first_asked = _ASKED_FIRST.search(focus) is not None
        focus = _ASKED_LAST.sub(" last ", _ASKED_FIRST.sub(" first ", focus))
        lemmas = list(dict.fromkeys(
            t.lemma_.lower() for t in nlp(focus) if t.pos_ in _FOCUS_PARTS and t.lemma_.lower() not in _NO_FOCUS
        ))  # fmt: skip
        if not lemmas:
            return None
        stated = [
            link for link in self.links(timeline) if not link.head or any(same_word(link.head, w) for w in lemmas)
        ]  # a purpose clause answers only for the act asked about ("to check" is no reason to add mustard)
        # a reason told with no connective after a place in the order is read only where no stated one answers:
        # what is said after "First, number 3, Inspection." may as well tell how it went
        best = self._best(focus, lemmas, stated, timeline, embedder)
        if best is not None and _PLACE_TOLD.search(focus) and not _PLACE_SAID.search(best.effect):
            # asked why a thing took its place in the order ("freed ahead of every other job"), a stated cause of no
            # place ("only a sash we don't remove, so ...") is read beside the reasons told after a place
            best = None
        if best is None:
            best = self._best(focus, lemmas, [*stated, *self.placed_links(timeline, stated)], timeline, embedder)
        if (
            best is not None
            and first_asked
            and not _PLACE_SAID.search(best.effect)
            and best.connective in _EFFECT_FIRST
        ):
            # asked why one thing comes before another, a rule of the thing is the reason, with its own cause:
            # "you can only measure a tire cold, because once it's near a fire it grows"
            best = replace(best, cause=f"{_trimmed(best.effect)}, {best.connective} {best.cause}")
        return best

    def _best(
        self, focus: str, lemmas: Sequence[str], links: Sequence[Link], timeline: Timeline, embedder: Embedder
    ) -> Link | None:
        """Of ``links``, the one whose effect matches the question's ``focus`` (its ``lemmas``) clearly better
        than any other cause's effect does, read whole; None when none does."""
        if not links:
            return None
        nlp = load_spacy(self.parser_name)
        vectors = embedder.embed([focus, *(self._read_as(link, timeline) for link in links)])
        meaning = np.clip(vectors[1:] @ vectors[0], 0.0, 1.0)
        scored = sorted(
            (
                replace(link, score=0.5 * self._words_found(lemmas, link, doc, timeline) + 0.5 * float(sense))
                for link, doc, sense in zip(links, nlp.pipe([link.effect for link in links]), meaning, strict=True)
            ),
            key=lambda link: -link.score,
        )
        best = scored[0]
        # "A, so B, so C": asked why C, the reason is A and B, read as one chain
        chain = next((link for link in scored[1:] if _chained(link, best)), None)
        if chain is not None:
            best = replace(best, cause=f"{chain.cause.rstrip(' ,.')}, so {best.cause}")
            scored = [link for link in scored if link is not chain]
        rival = next((link.score for link in scored[1:] if not self._same_telling(link, best, timeline)), 0.0)
        if best.score < _FOCUS_MATCH or best.score - rival < _LEAD:
            return None
        # the story a why asked in the speech is answered by, of which the best cause is the last step ("I never
        # got to thank a single one of them, so I make the tea"), is the whole reason
        fuller = (link for link in scored[1:] if best.cause in link.cause and self._same_telling(link, best, timeline))
        return next((replace(link, score=best.score) for link in fuller), best)

    @staticmethod
    def _read_as(link: Link, timeline: Timeline) -> str:
        """What a link's effect means: its words, and where they say nothing of their own ("People ask me why I do
        this"), the screen they are said under too ("Winifred Tulloch, refreshments"). An effect that names
        anything ("wheel first") is read alone: the screen's lines would only blur it; one naming a listed item by
        its number, with the item."""
        numbered = CauseReader._items_numbered(link, timeline)
        if numbered:  # "pengi, number five. on first." under "5. Peggy Ollerenshaw": Peggy goes first
            return " ".join([link.effect, *numbered])
        if content_words(link.effect):
            return link.effect
        said = timeline.moment(link.effect_units[-1], 1.0)
        shown = [timeline.units[i].record.text for i in timeline.told_with(said) if not timeline.repeated(i)]
        return " ".join([*shown, link.effect])

    def _shows_it(self, text: str) -> bool:
        """Whether a sentence told right after a reason shows it in figures, with no verb of its own ("Sixteen tables
        for the final, and only eight for a club night."): not a new statement, nor a place in the order said alone."""
        if len(content_words(text)) < _FRAGMENT_WORDS or _says_only_a_place(text) or not _DIGIT.search(normalise(text)):
            return False  # read before the parse, which every reason told to its sentence's end would cost
        doc = load_spacy(self.parser_name)(text)
        return not _has_verb(doc) and any(t.tag_ == "CD" for t in doc)  # a cardinal: "First snack, ..." is no figure

    @staticmethod
    def _items_numbered(link: Link, timeline: Timeline) -> list[str]:
        """The items a link's effect names by their number ("So number four goes first." under "1. Back wall bay
        ... 4. Lift pit": the lift pit), of the numbered list shown last before it."""
        said = timeline.moment(link.effect_units[0], 1.0)
        return [
            item for number in NUMBER_NAMED.findall(normalise(link.effect))
            if (item := timeline.item_numbered(int(number), said))
        ]  # fmt: skip

    @staticmethod
    def _same_telling(link: Link, other: Link, timeline: Timeline) -> bool:
        """Whether two links give one reason: the same cause, or steps of one explanation, each with its own cause
        and effect sentences, said within :data:`_ONE_TELLING_S` of each other ("You don't board a door until the
        people behind it are home, because once the board's on ... | Most of Mill Row works in town and gets back
        about seven. | So we waited."): no rival of each other. Two causes read off one sentence, or for one
        effect, are two readings of it, one of them wrong."""
        if link.cause == other.cause:
            return True
        if link.cause_unit == other.cause_unit or set(link.effect_units) & set(other.effect_units):
            return False
        one, two = timeline.units[link.cause_unit], timeline.units[other.cause_unit]
        return one.video.id == two.video.id and abs(one.record.start - two.record.start) <= _ONE_TELLING_S

    def _words_found(self, lemmas: Sequence[str], link: Link, doc: Any, timeline: Timeline) -> float:
        """The rarity-weighted share of the focus's lemmas in the effect: its lemmas and words, what its
        pronouns may stand for, and for half as much the screen shown while it is said ("We cannot vote
        on it" under "Dog park: on hold")."""
        heard = [t.lemma_.lower() for t in doc] + words(doc.text)
        for item in self._items_numbered(link, timeline):  # "So number four goes first.": the item it names
            heard += words(item)
        if any(t.lower_ in _FIRST_PERSON for t in doc):
            # "I picked this trade" under "Tyler Finch, apprentice": Tyler, the apprentice, picked it
            heard += words(timeline.speaker(timeline.moment(link.effect_units[-1], 1.0)) or "")
        if any(t.lower_ in _REFERRING for t in doc):
            heard += [
                t.lemma_.lower() for t in load_spacy(self.parser_name)(link.referents) if t.pos_ in ("NOUN", "PROPN")
            ]
        spans = [timeline.units[i].record for i in link.effect_units]
        start, end = min(r.start for r in spans), max(r.end for r in spans)
        shown = [
            w for u in timeline.units
            if not u.speech and u.video.id == timeline.units[link.cause_unit].video.id and u.record.start < end and start < u.record.end
            for w in words(u.record.text)
        ]  # fmt: skip
        return max(
            timeline.rare_words_share(lemmas, heard), SCREEN_WEIGHT * timeline.rare_words_share(lemmas, heard + shown)
        )


_DIGIT = re.compile(r"\d")  # a number, once number words are written as digits
# A cause said before its result that points further back ("I'm late for the first time because of it").
_POINTS_FURTHER_BACK = re.compile(r"\b(?:because of|due to|thanks to|down to) (?:it|that|this)\b", re.IGNORECASE)
_CAUSE_SENTENCES = 4  # at most the three sentences before a result, read as its cause


def _chained(outer: Link, inner: Link) -> bool:
    """Whether ``inner`` is the last step of ``outer``'s effect, both told by "so" in one sentence ("A, so B, so C":
    A gives "B, so C", and B gives C)."""
    return (
        outer.connective == inner.connective == "so"
        and outer.cause_unit == inner.cause_unit
        and bool(inner.cause)
        and inner.cause in outer.effect
        and inner.effect in outer.effect
    )


def _says_only_a_place(text: str) -> bool:
    """Whether a sentence says little more than where something goes in an order (:data:`_PLACE_TOLD`)."""
    named = [w for w in content_words(text) if not _PLACING_WORDS.match(w.lower())]
    return _PLACE_TOLD.search(text) is not None and len(named) <= _PLACE_TOLD_WORDS


def _goes_on_from_before(cause: str) -> bool:
    """Whether a cause read off the sentence before a result goes on from the one before it: a fragment
    ("twelve."), a sentence the recogniser began mid-way ("and I won't have a candidate | late ..."), or
    one whose reason is said before it ("... because of it")."""
    return (
        len(content_words(cause)) < _FRAGMENT_WORDS
        or cause.lstrip()[:1].islower()
        or _POINTS_FURTHER_BACK.search(cause) is not None
    )


def _points_back(effect: str) -> bool:
    """Whether an effect says too little to stand alone ("That's lower"; "You won't have them on Monday", of the
    sand and cement named just before): it then takes the sentences before."""
    told = len(content_words(effect))
    return told < 2 or bool(_POINTS_BACK.match(effect)) or (told <= 2 and _THINGS_BEFORE.search(effect) is not None)


def cause_moments(link: Link, timeline: Timeline) -> tuple[Moment, list[Moment]]:
    """The cause as a moment that says only the causal clause (what options are read against), and
    the sentences of the cause and its effect as they were said (what is cited), the cause first."""
    said = timeline.moment(link.cause_unit, link.score)
    clause = replace(said, unit=replace(said.unit, text=link.cause), before=None, after=None)
    cited = [said, *(timeline.moment(i, link.score) for i in link.effect_units if i != link.cause_unit)]
    return clause, cited
