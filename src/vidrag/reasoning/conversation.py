"""Follow-up questions: a question that leans on earlier turns, rewritten into one that stands alone.

Chat users ask "and when does it end?" or "what about the second one?"; retrieval and the answer
engine read one question, so such a question is rewritten from the conversation first. Rules on
spaCy's parse (``graph.spacy_model``) do it where they can, deterministically and for free:
- an opener ("and", "also", "what about", "how about") marks a follow-up; after "what about", or an
  opener before a fragment with no verb, the fragment takes the place of the previous question's
  topic ("What is the first item?" + "what about the second one?" -> "What is the second item?");
- a pronoun with no antecedent in the question itself ("it", "its", "them", a demonstrative
  standing alone; "he"/"she" only after an opener, as they most often mean a video's presenter)
  takes the thing the previous answer named (a person for "he"/"she", never for "it"), else the
  previous question's topic: its first noun phrase past the wh-phrase that agrees in number. The
  previous question's other such phrases are kept as other readings ("How much does the bike cost
  at the launch price?" + "by when do you have to buy to get it?": the bike, or the launch price),
  for the asker to try when the first reading finds no answer.
The LLM is asked (one short call, a fixed prompt) only for a follow-up the rules cannot resolve;
a question with no opener and no such pronoun passes through unchanged.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from vidrag.config import SPACY_MODEL
from vidrag.errors import ModelUnavailableError
from vidrag.graph.rules import clause_verb, load_spacy
from vidrag.llm.steps import LLMSteps

log = logging.getLogger(__name__)

RewriteHow = Literal["standalone", "rules", "llm", "unresolved"]

_OPENER = re.compile(r"^\s*(?:(?:and|also|then|so)\s+)?(?:what|how)\s+about\b\s*|^\s*(?:and|also)\b[\s,]*", re.I)
_THING = {"it", "its", "them"}
_PERSON = {"he", "him", "his", "she", "her"}
_DEMONSTRATIVES = {"this", "that", "these", "those"}
_ASKS_FOR_NAME = {"what", "which", "who", "whom", "whose"}
_ASKS_FOR_PERSON = {"who", "whom"}
# Clauses of a question other than its main one: a noun phrase before one may be its pronoun's antecedent.
_SUBORDINATE = {"conj", "advcl", "relcl", "acl", "ccomp", "xcomp", "pcomp", "csubj"}
_NOT_MAIN = _SUBORDINATE | {"amod", "compound"}  # a verb of another clause, or a participle modifying a noun
# A noun phrase's tags (spaCy's Penn tags); a participle or gerund only as a modifier ("the fenced zone").
_NOMINAL = {"DT", "PDT", "PRP$", "JJ", "JJR", "JJS", "CD", "NN", "NNS", "NNP", "NNPS", "POS", "HYPH"}
_VALUE_ENTITIES = {"DATE", "TIME", "MONEY", "QUANTITY", "PERCENT", "CARDINAL", "ORDINAL"}
_QUOTED = re.compile(r"“[^”]*”")
_ABSTAINED = re.compile(r"\b(?:not mentioned|don't|do not|cannot|doesn't say)\b", re.I)
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth last next previous other final".split()
_ORDINAL = re.compile(r"\b(?:" + "|".join(_ORDINALS) + r"|\d+(?:st|nd|rd|th))\b", re.I)
_ONE = re.compile(r"^(?:the\s+)?(?P<ordinal>\S+)\s+one\s*\??$", re.I)
_MAX_ENTITY_WORDS = 8

REWRITE_PROMPT = (
    "Here is a conversation about videos, then the user's next question. Rewrite that question so "
    "that it can be understood alone: replace pronouns and ellipsis with what they refer to in the "
    "conversation, change nothing else. Reply with the rewritten question only.\n\n{turns}\n\n"
    "Next question: {question}\nRewritten question:"
)
REWRITE_MAX_TOKENS = 60


@dataclass(frozen=True)
class Turn:
    """One exchange of a conversation: the question as asked, as answered (standalone), and the answer."""

    question: str
    answer: str
    asked_as: str = ""
    citations: list[dict[str, Any]] = field(default_factory=list)

    @property
    def standalone(self) -> str:
        return self.asked_as or self.question


@dataclass(frozen=True)
class Rewrite:
    question: str
    asked_as: str
    how: RewriteHow
    reason: str = ""
    others: tuple[str, ...] = ()  # other readings of the same question, the likelier first

    @property
    def changed(self) -> bool:
        return self.asked_as != self.question

    def to_trace(self) -> dict[str, str]:
        return {"asked": self.question, "asked as": self.asked_as, "how": self.how, "why": self.reason}


def _pipeline(name: str) -> Any | None:
    """The spaCy pipeline the rules read questions with; None (said once) where it is not installed,
    as on an index that extracts its graph with the LLM: then the LLM rewrites every follow-up."""
    try:
        return load_spacy(name)
    except ModelUnavailableError as exc:
        log.warning("follow-up questions are rewritten by the LLM alone: %s", exc)
        return None


def _question_case(text: str) -> str:
    text = re.sub(r"\s+([?.,!;:])", r"\1", text.strip())
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(("?", ".", "!")) else text + "?"


def _splice(doc: Any, start: int, end: int, text: str) -> str:
    """``doc``'s text with its tokens ``start:end`` replaced by ``text``."""
    last = doc[end - 1]
    return doc.text[: doc[start].idx] + text + doc.text[last.idx + len(last.text) :]


def _nominal(token: Any) -> bool:
    if token.tag_ in {"VBG", "VBN"}:
        return token.dep_ in {"amod", "compound"}
    return token.tag_ in _NOMINAL and not (token.tag_ == "DT" and token.dep_ != "det")


def _phrases(doc: Any, start: int = 0) -> list[tuple[int, int]]:
    """The noun phrases of ``doc`` from token ``start`` as token spans: runs of nominal tags, joined
    over "of" ("the price of the bike"); a phrase right after a wh-word is the wh-phrase and left out."""
    spans = []
    i = start
    while i < len(doc):
        if not _nominal(doc[i]):
            i += 1
            continue
        end = i
        while end < len(doc) and (
            _nominal(doc[end]) or (doc[end].lower_ == "of" and end + 1 < len(doc) and _nominal(doc[end + 1]))
        ):
            end += 1
        names = any(t.tag_.startswith(("NN", "JJ")) or t.tag_ == "CD" for t in doc[i:end])
        if names and not (i > 0 and doc[i - 1].tag_.startswith("W")) and doc[i].dep_ != "poss":
            spans.append((i, end))
        i = end
    return spans


def _plural(phrase: Any) -> bool:
    """Whether a phrase (a spaCy span) names more than one thing: its head is a plural noun."""
    return phrase.root.tag_ in {"NNS", "NNPS"}


class _Question:
    """A parsed question: its wh-word, and its noun phrases past the wh-phrase (the topic first)."""

    def __init__(self, doc: Any):
        self.doc = doc
        words = [t for t in doc if t.tag_ != "IN"]  # "by when", "in which zone"
        self.wh = words[0].lower_ if words and words[0].tag_.startswith("W") else ""
        self.spans: list[tuple[int, int]] = []
        if not self.wh:
            return
        verbs = [t.i for t in doc if t.pos_ in {"AUX", "VERB"} and t.dep_ not in {"amod", "compound"}]
        if not verbs:
            return
        after = doc[verbs[0] + 1] if verbs[0] + 1 < len(doc) else None
        subject_wh = any(t.tag_.startswith("W") and t.dep_ in {"nsubj", "nsubjpass"} for t in doc)
        if after is not None and after.tag_ == "PRP" and not subject_wh:
            return  # "how long can you keep leftovers?": about its pronoun (a presenter, "you"), no topic to take
        self.spans = _phrases(doc, verbs[0] + 1)
        main_verbs = [t for t in doc[verbs[0] + 1 :] if t.tag_.startswith("VB") and t.dep_ not in _NOT_MAIN]
        if doc[verbs[0]].lemma_ == "do" and not main_verbs:
            self._drop_main_verb()

    def _drop_main_verb(self) -> None:
        """A do-question's main verb that the tagger read as a noun ends its phrase: the root when it
        has a subject ("how much does the bike cost at ...?"), else the last word when it closes a
        phrase ("... on the slide charge?", "does the chicken simmer?"), else the subject read as a noun after a
        modifier ("how much does a chick weigh when ...?")."""
        words = [t for t in self.doc if not t.is_punct]
        root = next((t for t in words if t.dep_ == "ROOT"), None)
        last = words[-1] if words else None
        subject = next((t for t in words if t.dep_ == "nsubj" and t.tag_.startswith("NN")), None)
        if root is not None and root.tag_.startswith("NN") and any(c.dep_ == "nsubj" for c in root.children):
            verb = root
        elif last is not None and last.tag_.startswith("NN") and last.i > 0 and _nominal(self.doc[last.i - 1]):
            verb = last
        elif subject is not None and any(c.dep_ in {"amod", "compound"} for c in subject.lefts):
            verb = subject
        else:
            return
        self.spans = [(s, verb.i if s <= verb.i < e else e) for s, e in self.spans]
        self.spans = [(s, e) for s, e in self.spans if e > s]

    def text(self, span: tuple[int, int]) -> str:
        return self.doc[span[0] : span[1]].text

    def topic(self, plural: bool | None = None) -> tuple[int, int] | None:
        """Its first noun phrase past the wh-phrase (the first of ``plural`` number when one is)."""
        agreeing = [s for s in self.spans if plural is None or _plural(self.doc[s[0] : s[1]]) == plural]
        found = agreeing or self.spans
        return found[0] if found else None


def _answer_entity(answer: str, question: _Question, nlp: Any) -> Any | None:
    """What a short answer names (the whole answer when it is no sentence, else its phrase that
    the question did not already say); None for a value (a number, date, price), or no answer."""
    text = re.sub(r"\s*\([^)]*\)", "", re.sub(r"\s*\[[^\]]*\]", "", answer)).strip()  # citations, asides
    if not text or _ABSTAINED.search(text) or _QUOTED.fullmatch(text):
        return None  # a quotation of the video (no answer the engine could support) names nothing
    text = text.strip("\"' ").rstrip(".!").strip()
    doc = nlp(text)
    if not any(t.dep_ in {"nsubj", "nsubjpass"} for t in doc) and len(doc) <= _MAX_ENTITY_WORDS:
        named = doc[:]
    else:
        said = {t.lower_ for t in question.doc}
        new = [doc[s:e] for s, e in _phrases(doc) if any(t.lower_ not in said and t.tag_ != "DT" for t in doc[s:e])]
        asked = next((t.head.lemma_ for t in question.doc if t.tag_.startswith("W") and t.dep_ == "det"), None)
        named = next((p for p in new if p.root.lemma_ == asked), None) or next(
            (p for p in new if any(t.pos_ == "PROPN" for t in p)), new[0] if new else None
        )
    if named is None or named.root.like_num or named.root.ent_type_ in _VALUE_ENTITIES:
        return None
    return named


def _entity_text(span: Any) -> str:
    """A phrase as it reads inside a question: a leading article lower-cased."""
    first = span[0]
    return (first.lower_ + first.whitespace_ + span[1:].text) if first.tag_ == "DT" and len(span) > 1 else span.text


class _Previous:
    """The previous turn, read for what a follow-up's pronouns and fragments stand for."""

    def __init__(self, previous: Turn, nlp: Any):
        self.question = _Question(nlp(previous.standalone))
        named = _answer_entity(previous.answer, self.question, nlp) if self.question.wh in _ASKS_FOR_NAME else None
        self.asked_who = self.question.wh in _ASKS_FOR_PERSON
        self.person = _entity_text(named) if named is not None and self.asked_who else None
        if self.person is None and (topic := self.question.topic()) is not None:
            people = [e for e in self.question.doc[topic[0] : topic[1]].ents if e.label_ == "PERSON"]
            self.person = people[0].text if people else None  # "what did Marta say?" + "and when does she leave?"
        self.thing = None if named is None or self.asked_who else named

    def referents(self, plural: bool) -> list[str]:
        """What "it" (or "them") may stand for, the likeliest first: the thing the previous answer
        named, else the previous topic; then the previous question's other phrases of that number."""
        named = [_entity_text(self.thing)] if self.thing is not None and _plural(self.thing) == plural else []
        topic = self.question.topic(plural)
        agreeing = [s for s in self.question.spans if _plural(self.question.doc[s[0] : s[1]]) == plural]
        phrases = [self.question.text(s) for s in ([topic] if topic else []) + agreeing]
        return list(dict.fromkeys(named + phrases))

    def action(self) -> str | None:
        """The previous question's verb phrase in its base form ("who has to update the budget
        sheet?" -> "update the budget sheet"), for "do that"."""
        doc = self.question.doc
        verbs = [t for t in doc if t.pos_ == "VERB" and t.dep_ not in {"amod", "compound"} and t.lemma_ != "do"]
        if not verbs:
            return None
        verb = verbs[-1] if verbs[0].dep_ == "ROOT" and verbs[-1].dep_ == "xcomp" else verbs[0]
        rest = [t for t in verb.subtree if t.i > verb.i and not t.is_punct]
        return " ".join([verb.lemma_, doc[rest[0].i : rest[-1].i + 1].text] if rest else [verb.lemma_])

    def fragment(self, fragment: Any) -> str | None:
        """The previous question with ``fragment`` in its topic's place ("what about the second one?")."""
        question = self.question
        text = question.doc.text
        one = _ONE.match(fragment.text.strip())
        topic = question.topic()
        if one and _ORDINAL.fullmatch(one["ordinal"]):
            ordinal = one["ordinal"].lower()
            if _ORDINAL.search(text):
                return _ORDINAL.sub(ordinal, text, count=1)
            if topic is None:
                return None
            head = question.doc[topic[0] : topic[1]]
            body = head[1:].text if head[0].tag_ == "DT" else head.text
            return _splice(question.doc, *topic, f"the {ordinal} {body}")
        words = [t for t in fragment if not t.is_punct]
        nouns = [t for t in words if t.tag_.startswith("NN")]
        if not nouns or words[0].tag_ in {"IN", "TO"}:
            return None  # "what about per month?": which part it replaces is not the rules' to guess
        same = [s for s in question.spans if any(t.lemma_ == nouns[-1].lemma_ for t in question.doc[s[0] : s[1]])]
        span = same[0] if same else topic  # "what about forty seconds?" takes the place of "thirty seconds"
        return _splice(question.doc, *span, fragment[words[0].i : words[-1].i + 1].text) if span else None


def _in_wh_phrase(token: Any) -> bool:
    """Whether ``token`` is in a phrase that a wh-word opens ("how many wheels of cheese")."""
    top = token
    while top.head.i != top.i and top.head.pos_ not in {"VERB", "AUX"}:
        top = top.head
    return any(t.tag_.startswith("W") and t.i < token.i for t in top.subtree)


def _orphans(doc: Any, persons: bool) -> list[Any]:
    """The pronouns of ``doc`` whose antecedent is not in the question itself: none is idiomatic
    ("how long does it take to", "make it") or follows a noun phrase of an earlier clause ("when
    does the keynote start and when does it end", "the steps in the order she did them")."""
    found = []
    for token in doc:
        word = token.lower_
        if not (
            word in _THING
            or (word in _PERSON and persons)
            or (word in _DEMONSTRATIVES and token.tag_ == "DT" and token.dep_ != "det")
        ):
            continue
        if word == "it" and (
            token.dep_ == "expl"
            or (token.head.lemma_ == "take" and any(c.dep_ == "xcomp" for c in token.head.children))
            or (token.head.lemma_ == "make" and token.dep_ == "dobj")
        ):
            continue
        clause = clause_verb(token)
        breaks = [t.i for t in doc[: token.i] if t.tag_ in {",", ":", "CC"} or t.dep_ == "mark"]
        edge = clause.left_edge.i if clause.dep_ in _SUBORDINATE else max(breaks, default=0)
        if edge and any(
            (t.pos_ in {"NOUN", "PROPN"} or t.dep_ in {"nsubj", "nsubjpass", "dobj"})
            and t.pos_ != "PRON"
            and t.tag_ != "DT"
            and not t.tag_.startswith("W")
            and not _in_wh_phrase(t)
            for t in doc[:edge]
        ):
            continue
        found.append(token)
    return found


def _resolve(doc: Any, orphans: list[Any], previous: _Previous) -> list[str]:
    """``doc`` with each orphan pronoun replaced by what it stands for, the likeliest reading first,
    then, where one pronoun of a thing could stand for several, the others; none where one stands
    for nothing known."""
    readings = [doc.text]
    for token in reversed(orphans):
        word = token.lower_
        if token.head.lemma_ == "do" and token.dep_ == "dobj" and (action := previous.action()):
            verb = token.head  # "by when must he do that?": the previous question's action
            readings = [text[: verb.idx] + action + text[token.idx + len(token.text) :] for text in readings]
            continue
        if word in _PERSON:
            referents = [previous.person] if previous.person is not None else []
        else:
            referents = previous.referents(plural=word in {"them", "these", "those"})
        if not referents:
            return []
        suffix = "'s" if token.tag_ == "PRP$" else ""
        choices = referents if len(orphans) == 1 else referents[:1]  # several pronouns: one reading
        readings = [
            text[: token.idx] + referent + suffix + text[token.idx + len(token.text) :]
            for text in readings for referent in choices
        ]  # fmt: skip
    return readings


def _conversation_text(turns: Sequence[Turn]) -> str:
    return "\n".join(f"User: {t.standalone}\nAssistant: {t.answer}" for t in turns)


def rewrite(
    question: str, turns: Sequence[Turn], steps: LLMSteps | None = None, *, spacy_model: str = SPACY_MODEL
) -> Rewrite:
    """``question`` as a standalone question, read against the conversation's ``turns`` (oldest first)."""
    question = question.strip()
    if not turns:
        return Rewrite(question, question, "standalone")
    nlp = _pipeline(spacy_model)
    if nlp is None:
        return _by_llm(question, turns, steps, f"no spaCy pipeline {spacy_model!r} for the rules")
    opener = _OPENER.match(question)
    rest = nlp(question[opener.end() :] if opener else question)
    previous = _Previous(turns[-1], nlp)
    orphans = _orphans(rest, previous.person is not None and opener is not None)
    if not opener and not orphans:
        return Rewrite(question, question, "standalone")
    readings: list[str]
    if opener and (
        opener.group(0).strip().lower().endswith("about") or not any(t.pos_ in {"VERB", "AUX"} for t in rest)
    ):
        readings, why = [r for r in [previous.fragment(rest)] if r], "a fragment in the previous question's topic"
    else:
        readings = _resolve(rest, orphans, previous) if orphans else [rest.text]
        why = "pronouns resolved from the previous turn" if orphans else "an opener on a question of its own"
    if readings:
        first, *others = [_question_case(r) for r in readings]
        return Rewrite(question, first, "rules", why, tuple(others))
    return _by_llm(question, turns, steps, "the rules found no referent")


def _by_llm(question: str, turns: Sequence[Turn], steps: LLMSteps | None, why: str) -> Rewrite:
    """The LLM's rewrite (one short call), for what the rules cannot read."""
    if steps is None:
        return Rewrite(question, question, "unresolved", f"{why} and no LLM was given")
    reply = steps.text(
        "conversation", REWRITE_PROMPT.format(turns=_conversation_text(turns[-3:]), question=question),
        max_tokens=REWRITE_MAX_TOKENS,
    )  # fmt: skip
    line = (reply or "").strip().splitlines()[0].strip().strip('"') if reply and reply.strip() else ""
    if not line or len(line) > 4 * max(len(question), 40):
        return Rewrite(question, question, "unresolved", "the LLM gave no usable rewrite")
    return Rewrite(question, _question_case(line), "llm", why)


def markdown(name: str, turns: Sequence[Turn]) -> str:
    """A conversation as Markdown: each question (and its standalone form), the answer, its citations."""
    lines = [f"# {name}", ""]
    for number, turn in enumerate(turns, 1):
        lines.append(f"## {number}. {turn.question}")
        if turn.asked_as and turn.asked_as != turn.question:
            lines.append(f"*asked as: {turn.asked_as}*")
        lines += ["", turn.answer, ""]
        for cite in turn.citations:
            label = cite.get("label") or f"[{cite.get('video', '?')}]"
            snippet = next(iter(cite.get("snippets") or []), "")
            lines.append(f"- {label}" + (f": {snippet}" if snippet else ""))
        if turn.citations:
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"
