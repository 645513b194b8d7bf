"""Whether the videos say anything about what a question asks about: its focus.

A question presupposes the thing it asks about ("How long is the warranty on the bike?" presupposes
a warranty). When the videos never name that thing, no moment can answer it, however well the
question's other words match ("bike", said everywhere in a bike review): the answer is "the
videos don't say", not the nearest value ("3 weeks" of riding).

The focus is read from the question's parse (spaCy): the head noun of its subject ("the warranty
on the bike", "the external security audit"), and for "the name / kind / price of X" the X's. The
words that ask (question words, "cost", "how long"), the answer's type ("which camera": the answer
need not say "camera"), units ("metres": "4.1 m"), names (speech recognition mishears them), verbs
(a question says "choose" where the video says "picked") and what people call the video itself are
no focus. A focus word is
found in the videos by its lemma ("breaking" / "broke" / "broken"), as a plural or a slip of the
ear (:func:`vidrag.reasoning.timeline.same_word`), split or joined by speech recognition ("paper
finch" / "Paperfinch"), hyphenated or not, or by meaning where the words differ ("car" /
"automobile"), through the embedder.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import Any

import numpy as np

from vidrag.answer.values import ValueKind, answering_kinds, asked_value, stated_values
from vidrag.embedding import Embedder
from vidrag.graph.rules import load_spacy
from vidrag.reasoning.questions import MEDIA_NOUN
from vidrag.reasoning.timeline import Timeline, Unit, content_words, same_word, stop_words
from vidrag.retrieval.temporal import mask_settled
from vidrag.text import label_of, mask_quoted, stem, value_words, words


# Nouns whose meaning is their "of" complement ("the name of the hiker" is about the hiker, "the
# reason for baking early" about the baking, "the helicopter time" about the helicopter), or that stand
# for whatever the answer is ("the first thing she says", "the second item on the list").
_RELATIONAL = frozenset(
    "name kind type sort number amount part piece price cost percentage share total lot set group list model make "
    "brand version thing item one stuff reason cause purpose point rate ratio figure value score level time "
    # what stands in for another ("the swap for bacon"), what a video is about, what is paid in the end
    "swap substitute alternative replacement subject topic theme bill "
    # what someone gives back when asked ("what's Priya's answer?"): whatever was said in reply
    "answer reply response "
    # what is said for or against a thing ("what's the problem with a white torch"): about the thing
    "problem issue trouble drawback downside catch advantage benefit difference "
    # what a stated fact is of, its answer in other words ("the date of the concert": "Saturday 21 March"; "Ray's
    # connection to Tilly": "my dad"; "any family tie between them": "my brother-in-law")
    "date connection link relationship relation tie count tally "
    # what someone made of a figure ("the pest man's estimate of the wasps": "The pest man's guess: about 4,000 wasps")
    "estimate guess reckoning "
    # the part of a place named by what is there ("starting at the supermarket end"): the place
    "end "
    # a measure of a thing, stated as the value alone ("cold room temperature?": "Cold room: 5 °C")
    "temperature distance length height altitude width depth speed weight duration "
    # how a measure is taken ("skylark 2 max height"): of the thing measured
    "max maximum min minimum average".split()
)
# A measure, a look or a share, stated as the value alone, of the thing named after it: "Volume of stale petrol" ("Old
# petrol drained: 14 litres"), "the colour of the sandstone", "the ration for one person". Before another noun it is
# a thing of its own ("the font size", "the foreground color").
_MEASURE_OF = frozenset("volume capacity size colour color shade ration portion allowance quota helping".split())
# What people call the video and the people who present it or appear in it ("the man talking on day
# three"): the question's frame, not its focus.
_ABOUT_THE_VIDEO = re.compile(
    rf"{MEDIA_NOUN}s?|narrator|speaker|presenter|host|lecturer|reader|vlogger|reviewer|viewers?|audience|screen|slide"
    r"|man|men|woman|women|guy|guys|lady|ladies|lad|lads|lass|lasses|bloke|blokes|chap|chaps|fellow|fellows|person|people"
    r"|folk|folks|someone|somebody"
    # people described by their age ("the teenager" of "Leo Whitfield, 14")
    r"|teenager|teenagers|teen|teens|youngster|youngsters|pensioner|pensioners",
    re.IGNORECASE,
)
_NOMINAL = frozenset({"NOUN", "PROPN", "ADJ"})
_COMPLEMENT = frozenset({"of", "for", "with", "to", "about", "between", "behind"})  # what a relational noun is of
_WH_DETERMINERS = frozenset({"which", "what", "whose", "whatever", "whichever"})
_SUBJECTS = frozenset({"nsubj", "nsubjpass", "attr"})
_TOGETHER = 0.5  # the share of the shorter unit two units overlap when said or shown together


# What a question says of an edge of the video when it asks only how the video goes there: the edge,
# "the first thing", and what is said or done ("How does the episode begin?", "what's the first thing
# the narrator describes?"), as content_words gives them ("first" as "1st", "what's" whole).
_AT_THE_EDGE = frozenset(
    "begin beginning begins began start starts started starting open opens opened opening end ends ended ending "
    "close closes closed closing finish finishes finished first last very top kick kicks off thing things happen "
    "happens happening going say says said describe describes described tell tells told talk talks 1st what's".split()
)


def asks_how_it_goes(question: str, names: frozenset[str]) -> bool:
    """Whether the question asks what is said or done at an edge of the video and names nothing else
    but the video and who presents it ("How does Devika open the video?"): its answer is what is said
    there, not a fact to look for."""
    rest = [
        w for w in content_words(question)
        if w not in _AT_THE_EDGE and not _ABOUT_THE_VIDEO.fullmatch(w) and w not in names
    ]  # fmt: skip
    return not rest


@lru_cache(maxsize=8)
def _tagged(spacy_model: str, texts: tuple[str, ...]) -> list[Vocabulary]:
    """The vocabulary of each unit of a video, tagged once per process: each question about the video
    reads the same units."""
    return Vocabulary.each(texts, load_spacy(spacy_model))


def _is_unit(noun: str) -> bool:
    """Whether ``noun`` is a unit of a value ("metres", "minutes", "dollars"): a value is written as
    often with the unit's symbol ("4.1 m"), so the word itself need not be said."""
    kinds: tuple[ValueKind, ...] = ("money", "duration", "measure")
    return any(stated_values(f"2 {noun}", kind) for kind in kinds)


def _labelled(question: str, units: Sequence[Unit]) -> list[Unit]:
    """The screen lines under a label naming what the question asks ("Weight: 268 g" for "how much
    do the headphones weigh"): a spec sheet of the video's subject need not name the subject."""
    asked = {stem(w) for w in words(question) if len(w) >= 4}

    def names_asked(label: str | None) -> bool:
        return label is not None and any(stem(w).startswith(a) for w in words(label) for a in asked)

    return [u for u in units if not u.speech and names_asked(label_of(u.record.text))]


def _names_a_value(noun: str) -> bool:
    """Whether a noun names a kind of value ("fee", "price", "length"): what asking "what <noun>" asks."""
    return asked_value(f"what {noun}") is not None


@dataclass(frozen=True)
class Focus:
    """What a question is about: the head noun the videos must name, and the nouns and names of its
    phrase ("Falcon Ridge" of "the Falcon Ridge hike"), any of which marks where it is talked about."""

    head: Any  # spaCy Token
    phrase: tuple[Any, ...]


def _phrase(doc: Any, token: Any, end: int) -> Focus | None:
    """The noun phrase ``token`` stands in (up to ``end``), with whose it is, read on the surface: a small
    parser often hangs "keyboard" of "the keyboard shortcut" as the subject. Its head is its last noun, and for
    "the name / price of X" X's; None when the phrase is the answer's type."""
    first = last = token.i
    while first > 0 and doc[first - 1].pos_ in _NOMINAL:
        first -= 1
    # whose it is names it too: "Peggy's descent", "Kasia's trip"
    while first > 1 and doc[first - 1].tag_ == "POS" and doc[first - 2].pos_ in _NOMINAL:
        first -= 2
        while first > 0 and doc[first - 1].pos_ in _NOMINAL:
            first -= 1
    while last + 1 < end and doc[last + 1].pos_ in _NOMINAL:
        last += 1
    nouns = [t for t in doc[first : last + 1] if t.pos_ == "NOUN"]
    if not nouns or _asked_type(doc, doc[first]):
        return None
    # "the name of the hiker", "the problem with the torch", "the answer to the riddle"
    measure = _relational(nouns[-1]) or nouns[-1].lower_ in _MEASURE_OF
    if measure and last + 1 < len(doc) and doc[last + 1].lower_ in _COMPLEMENT:
        of = next((t for t in doc[last + 2 :] if t.pos_ in ("NOUN", "PROPN")), None)
        return _phrase(doc, of, len(doc)) if of is not None else None
    kept = [t for t in nouns if not _relational(t)]  # "the audit cost": the audit
    named = tuple(t for t in doc[first : last + 1] if t.pos_ in ("NOUN", "PROPN") and not _relational(t))
    return Focus(kept[-1], named) if kept else None


def _relational(token: Any) -> bool:
    return token.lemma_.lower() in _RELATIONAL or token.lower_ in _RELATIONAL


def _asked_type(doc: Any, first: Any) -> bool:
    """Whether the phrase opening at ``first`` is the answer's type ("which camera", "what kind of"):
    a wh-word before it, and the answer need not repeat its noun."""
    return first.i > 0 and doc[first.i - 1].lower_ in _WH_DETERMINERS


_WH_TAGS = frozenset(("WDT", "WP", "WP$", "WRB"))


def focus_of(doc: Any) -> list[Focus]:
    """The question's subject phrases (the module's docstring). A question without a verb ("price of
    the bike racks?") is about its root noun; a root read as a noun but with a modal or "do" before it
    ("should the chicken rest") is a verb, and its subject is the noun before it."""
    found: dict[int, Focus] = {}
    # the sentences that ask, not an instruction beside them ("What word does she say? Answer briefly.")
    asking = [s for s in doc.sents if s.text.rstrip().endswith("?") or any(t.tag_ in _WH_TAGS for t in s)]
    for root in (s.root for s in asking or doc.sents):
        verb = root.pos_ != "NOUN" or any(c.dep_ in ("aux", "auxpass") and c.lemma_ != "be" for c in root.children)
        subjects = [c for c in root.children if c.dep_ in _SUBJECTS or (verb and c.dep_ == "compound")]
        end = root.i if verb else len(doc)
        for token in [*subjects, *([] if verb else [root])]:
            if token.pos_ == "NOUN" and (focus := _phrase(doc, token, end)) is not None:
                found[focus.head.i] = focus
    stops = stop_words()
    return [
        f for _, f in sorted(found.items())
        if f.head.lower_ not in stops and not _ABOUT_THE_VIDEO.fullmatch(f.head.lower_) and not _is_unit(f.head.lower_)
    ]  # fmt: skip


@dataclass
class Vocabulary:
    """The words a text says or shows: as written, as lemmas, as stems, two neighbours joined
    (speech recognition splits a word: "paper finch"), and its nouns (what a noun's synonym is)."""

    forms: set[str]
    lemmas: set[str]
    joined: set[str]
    stems: set[str]
    nouns: set[str]
    verbs: set[str]  # lemmas of the words used as verbs: "won" tells of a winner

    @classmethod
    def each(cls, texts: Sequence[str], nlp: Any) -> list[Vocabulary]:
        """One vocabulary per text, from one pass of the tagger."""
        return [
            cls._read(text, doc) for text, doc in zip(texts, nlp.pipe(texts, disable=["parser", "ner"]), strict=True)
        ]

    @classmethod
    def _read(cls, text: str, doc: Any) -> Vocabulary:
        said = value_words(text)  # "e-mail" is "email"
        forms = {*said, *words(text)}
        return cls(
            forms,
            {t.lemma_.lower() for t in doc},
            {a + b for a, b in zip(said, said[1:], strict=False)},
            {stem(form) for form in forms},
            {t.lower_ for t in doc if t.pos_ in ("NOUN", "PROPN")},
            {t.lemma_.lower() for t in doc if t.pos_ == "VERB"},
        )

    @classmethod
    def union(cls, parts: Sequence[Vocabulary]) -> Vocabulary:
        return cls(*(set().union(*(getattr(p, f.name) for p in parts)) for f in fields(cls)))

    def names(self, token: Any) -> bool:
        """Whether the text names the word lexically: its lemma, a form of it, a word of its stem
        ("glassblowing" for "glassblower"; Snowball's stems keep "hiker" apart from "hike"), or it
        joined; a doer by the verb of what it does ("the winner" where someone "won", not where
        there is only "a hike" for "the hiker")."""
        word = token.lower_
        return (
            token.lemma_.lower() in self.lemmas
            or stem(word) in self.stems
            or word in self.forms
            or word.replace("-", "") in self.joined | self.forms
            or any(same_word(word, w) for w in self.forms)
            or bool(_doing(token.lemma_.lower()) & self.verbs)
            or bool(_phrasal(word) & self.verbs)
        )


def _doing(noun: str) -> set[str]:
    """The verbs an agent noun may be the doer of: "winner" -> win, "seller" -> sell, "driver" ->
    drive, "visitor" -> visit; empty for a noun of no such ending."""
    if len(noun) < 5 or not noun.endswith(("er", "or")):
        return set()
    root = noun[:-2]
    verbs = {root, root + "e"}
    if len(root) > 2 and root[-1] == root[-2]:  # "winner", "runner"
        verbs.add(root[:-1])
    return verbs


# The particles a noun is made of with its verb: "downpour" where it "poured", "breakdown" where it "broke down".
_PARTICLE_BEFORE = ("down",)
_PARTICLE_AFTER = ("down", "out", "off", "up", "over", "back")


def _phrasal(noun: str) -> set[str]:
    """The verb a noun of a verb and its particle is named by ("downpour" -> pour, "touchdown" -> touch);
    empty for another noun. Only "down" is read before the verb: "outcome" and "input" are not coming or putting."""
    verbs = {noun[len(p) :] for p in _PARTICLE_BEFORE if noun.startswith(p)}
    verbs |= {noun[: -len(p)] for p in _PARTICLE_AFTER if noun.endswith(p)}
    return {v for v in verbs if len(v) >= 3}


def _together(a: Unit, b: Unit) -> bool:
    """Whether two units of one video are said or shown at the same time: for at least half of the
    shorter one (a sentence begun a moment before its slide is not said over the slide before)."""
    overlap = min(a.record.end, b.record.end) - max(a.record.start, b.record.start)
    shorter = min(a.record.end - a.record.start, b.record.end - b.record.start)
    return a.video.id == b.video.id and overlap > 0 and overlap >= _TOGETHER * shorter


class FocusCheck:
    """The focus words of a question that the videos asked about never name, by word or by meaning."""

    def __init__(self, embedder: Embedder, spacy_model: str, similarity: float):
        self.embedder = embedder
        self.spacy_model = spacy_model
        self.similarity = similarity

    def missing(self, question: str, timeline: Timeline) -> list[str]:
        """The focus words of ``question`` that no unit of ``timeline`` supports (empty: all are said)."""
        focus = self._focus(question)
        if not focus or not len(timeline):
            return []
        vocabulary = Vocabulary.union(self._vocabularies(timeline))
        # "the Elm Street resident": a thing the video names by its proper name may be told of in
        # other words ("Doris Flannery, who lives on Elm Street"); only a focus with no name of its
        # own said, or none said, is missing
        heads = [
            f.head for f in focus
            if not any(t.pos_ == "PROPN" and vocabulary.names(t) for t in f.phrase) and not self._value_named(f, vocabulary)
        ]  # fmt: skip
        return [t.text for t in heads if not vocabulary.names(t) and not self._meant(t.lower_, vocabulary)]

    @staticmethod
    def _value_named(focus: Focus, vocabulary: Vocabulary) -> bool:
        """Whether a focus is a value named by the kind of value it is ("entry fee", "journey time") and the
        rest of it is said or shown ("Junior entry: £4"): the video states the value, not the word "fee"."""
        rest = [t for t in focus.phrase if t.i != focus.head.i and t.pos_ in ("NOUN", "PROPN", "ADJ")]
        return _names_a_value(focus.head.lower_) and bool(rest) and all(map(vocabulary.names, rest))

    def unstated_amount(self, question: str, kind: ValueKind, timeline: Timeline) -> str | None:
        """The question's focus phrase when no value of ``kind`` (or another that answers it,
        :func:`answering_kinds`) is said or shown where it is talked
        about: in a unit that names a word of the phrase, or one said or shown at the same time (its
        screen, the sentence said over it; :func:`_together`). None when one is, or when the phrase
        is named nowhere (then nothing tells where to look)."""
        focus = self._focus(question)
        words_of = [t for f in focus for t in f.phrase] or self._things_priced(question)
        units = timeline.units
        naming = [
            u for u, v in zip(units, self._vocabularies(timeline), strict=True) if any(v.names(t) for t in words_of)
        ]  # fmt: skip
        near = [u for u in units if any(_together(u, n) for n in naming)]
        shown = near + _labelled(question, units)
        if not naming or any(stated_values(u.record.text, k) for k in answering_kinds(kind, question) for u in shown):
            return None
        return " or ".join(" ".join(t.text for t in f.phrase) for f in focus) or " or ".join(t.text for t in words_of)

    def _things_priced(self, question: str) -> list[Any]:
        """The nouns an amount question asks the amount of, when its parse names no subject: a small
        parser reads "how much did the salmon she cooked cost" with "did" as the root and "salmon"
        as its object. The words that ask for the amount ("cost", "price") and units are left out."""
        doc = load_spacy(self.spacy_model)(mask_settled(mask_quoted(question)))
        stops = stop_words()
        return [
            t for t in doc
            if t.pos_ in ("NOUN", "PROPN") and t.lower_ not in stops and not _is_unit(t.lower_)
            and not _names_a_value(t.lower_) and not _ABOUT_THE_VIDEO.fullmatch(t.lower_)
        ]  # fmt: skip

    def _vocabularies(self, timeline: Timeline) -> list[Vocabulary]:
        return _tagged(self.spacy_model, tuple(u.record.text for u in timeline.units))

    def _focus(self, question: str) -> list[Focus]:
        return focus_of(load_spacy(self.spacy_model)(mask_settled(mask_quoted(question))))

    def synonyms(self, noun: str, timeline: Timeline) -> list[str]:
        """The nouns of ``timeline`` that mean ``noun`` (:meth:`_synonyms`): "photos" of "pictures"."""
        return self._synonyms(noun, Vocabulary.union(self._vocabularies(timeline))) if len(timeline) else []

    def _meant(self, noun: str, vocabulary: Vocabulary) -> bool:
        """Whether a noun of the videos means ``noun`` (:meth:`_synonyms`)."""
        return bool(self._synonyms(noun, vocabulary))

    def _synonyms(self, noun: str, vocabulary: Vocabulary) -> list[str]:
        """The vocabulary's nouns that mean ``noun``, closest first: synonyms the embedder puts as close as "car"
        and "automobile"."""
        stops = stop_words()
        candidates = sorted(w for w in vocabulary.nouns if w not in stops and not any(c.isdigit() for c in w))
        if not candidates:
            return []
        vectors = _word_vectors(self.embedder, [noun, *candidates])
        closeness = vectors[1:] @ vectors[0]
        return [candidates[k] for k in np.argsort(-closeness, kind="stable") if closeness[k] >= self.similarity]


_VECTORS: dict[tuple[str, str], np.ndarray] = {}  # words' vectors by embedder, kept for the process
_VECTORS_KEPT = 50_000  # about 75 MB of MiniLM vectors


def _word_vectors(embedder: Embedder, wanted: Sequence[str]) -> np.ndarray:
    """The embedder's vectors of single words; a video's nouns are embedded once, not once per question."""
    new = sorted({w for w in wanted if (embedder.name, w) not in _VECTORS})
    if new:
        if len(_VECTORS) + len(new) > _VECTORS_KEPT:
            _VECTORS.clear()
        _VECTORS.update({(embedder.name, w): v for w, v in zip(new, embedder.embed(new), strict=True)})
    return np.stack([_VECTORS[(embedder.name, w)] for w in wanted])
