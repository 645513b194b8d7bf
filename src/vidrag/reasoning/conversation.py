"""Follow-up questions: a question that leans on earlier turns, rewritten into one that stands alone.

Chat users ask "and when does it end?" or "what about the second one?"; retrieval and the answer
engine read one question, so such a question is rewritten from the conversation first. Rules do
it where they can, deterministically and for free:
- an opener ("and", "also", "what about", "how about") marks a follow-up; after "what about" (or
  "and" with no clause of its own) comes a fragment that takes the place of the previous question's
  topic ("What is the first item?" + "what about the second one?" -> "What is the second item?");
- a pronoun with no antecedent in the question itself ("it", "its", "them", a demonstrative
  standing alone; "he"/"she" only after a question that asked who) takes the previous answer's
  entity when the previous question asked for one, else the previous question's topic.
The LLM is asked (one short call, a fixed prompt) only for a follow-up the rules cannot resolve;
a question with no opener and no such pronoun passes through unchanged.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from vidrag.llm.steps import LLMSteps
from vidrag.text import words

RewriteHow = Literal["standalone", "rules", "llm", "unresolved"]

_TOKEN = re.compile(r"[A-Za-z0-9]+(?:['’.:,][A-Za-z0-9]+)*|[^\sA-Za-z0-9]")
_OPENER = re.compile(r"^\s*(?:(?:and|also|then|so)\s+)?(?:what|how)\s+about\b\s*|^\s*(?:and|also)\b[\s,]*", re.I)
_WH = {"what", "which", "who", "whom", "whose", "when", "where", "why", "how"}
_HOW_WORDS = {"much", "many", "long", "far", "big", "heavy", "old", "often", "hot", "fast", "tall", "high"}
_BE = {"is", "are", "was", "were", "'s"}
_AUX = {"do", "does", "did", "can", "could", "will", "would", "should", "must", "has", "have", "had", "may", "might"}
_CLAUSE_START = _WH | _BE | _AUX | {"by", "in", "on", "at", "for", "from", "to", "with", "who's", "what's"}
# Words that end a noun phrase (a preposition other than "of", an adverb of the question, "be").
_PHRASE_END = {
    "about", "for", "according", "right", "after", "before", "in", "on", "at", "during", "with", "to", "from",
    "by", "mainly", "mostly", "actually", "first", "last", "be", "been", "when", "and", "if", "?", ",", ".",
}  # fmt: skip
# Verbs that end a question's clause ("how much does the bike cost at the launch price").
_CLAUSE_VERBS = {
    "cost",
    "costs",
    "start",
    "starts",
    "end",
    "ends",
    "take",
    "takes",
    "charge",
    "say",
    "mean",
    "begin",
    "happen",
    "leave",
    "arrive",
    "open",
    "close",
    "run",
    "last",
    "weigh",
    "need",
    "use",
    "go",
    "come",
    "get",
    "make",
    "show",
    "work",
    "finish",
    "pick",
    "choose",
    "buy",
    "offer",
    "hold",
    "serve",
    "include",
}
_PREPOSITIONS = {"per", "in", "on", "at", "for", "during", "with", "by", "from", "to", "after", "before", "about"}
_DETERMINERS = {"the", "a", "an", "this", "that", "these", "those", "his", "her", "their", "its", "my", "our"}
_SUBJECT_PRONOUNS = {"i", "you", "we", "they", "he", "she", "it", "there"}
_PERSONAL = {"he": "", "she": "", "him": "", "his": "'s", "her": "'s"}  # "her" reads as possessive
_THING = {"it": "", "its": "'s", "them": ""}
_DEMONSTRATIVES = {"this", "that", "these", "those"}
# After a demonstrative these words leave it standing alone ("after that", "how much was that?").
_ALONE_AFTER = _BE | _AUX | {"cost", "costs", "take", "takes", "mean", "means", "happen", "happened", "?", ".", ","}
# A clause of the question before these may hold a pronoun's antecedent ("X starts ... and when does it end").
_CLAUSE_BREAK = {"and", ",", ";", "but", "then", "when", "after", "before", "if", "so", "because", "while"}
# Words of a clause that name nothing a pronoun could refer to.
_NOT_NAMING = _WH | _BE | _AUX | _DETERMINERS | _SUBJECT_PRONOUNS | set(_PERSONAL) | {"right", "just", "then"}
_ORDINALS = "first second third fourth fifth sixth seventh eighth ninth tenth last next previous other final".split()
_ORDINAL = re.compile(r"\b(?:" + "|".join(_ORDINALS) + r"|\d+(?:st|nd|rd|th))\b", re.I)
_ONE = re.compile(r"^(?:the\s+)?(?P<ordinal>\S+)\s+one\s*\??$", re.I)
_MAX_ENTITY_WORDS = 6

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

    @property
    def changed(self) -> bool:
        return self.asked_as != self.question

    def to_trace(self) -> dict[str, str]:
        return {"asked": self.question, "asked as": self.asked_as, "how": self.how, "why": self.reason}


def _tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.strip())


def _join(tokens: Sequence[str]) -> str:
    text = " ".join(tokens)
    text = re.sub(r"\s+([?.,!;:])", r"\1", text)
    return re.sub(r"\s+'s\b", "'s", text)


def _question_case(text: str) -> str:
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith(("?", ".", "!")) else text + "?"


def _orphan_pronouns(tokens: Sequence[str], person_known: bool) -> list[int]:
    """Positions of pronouns whose antecedent is not in the question itself: none follows a noun
    phrase of its own ("the order she did them in"), an earlier clause, or is idiomatic ("make it",
    "how long did it take to")."""
    lower = [t.lower() for t in tokens]
    found = []
    for i, word in enumerate(lower):
        standing = word in _THING or (word in _PERSONAL and person_known)
        if word in _DEMONSTRATIVES:
            standing = i + 1 == len(lower) or lower[i + 1] in _ALONE_AFTER
        if word == "it" and (
            (i > 0 and lower[i - 1] in {"make", "made", "makes", "making"})
            or (i + 1 < len(lower) and lower[i + 1] in {"take", "takes", "took"} and "to" in lower[i + 2 :])
        ):
            standing = False
        if not standing:
            continue
        breaks = [j for j in range(i) if lower[j] in _CLAUSE_BREAK]
        if breaks and any(w.isalpha() and w not in _NOT_NAMING for w in lower[1 : breaks[-1]]):
            continue  # "when does the keynote start and when does it end": the first clause names it
        if word == "them" and any(lower[j] in _DETERMINERS - _DEMONSTRATIVES for j in range(i)):
            continue  # "the main steps in the order she did them": a noun phrase before it may be its antecedent
        found.append(i)
    return found


def topic_span(tokens: Sequence[str]) -> tuple[int, int] | None:
    """The noun phrase a question is about, as a token span: "When does [the keynote] start?",
    "What is [the final launch date]?", "Who leads [the launch]?"."""
    lower = [t.lower() for t in tokens]
    i = 0
    while i < len(lower) and lower[i] in {"by", "at", "in", "on", "for", "until"}:
        i += 1
    if i >= len(lower) or lower[i] not in _WH:
        return None
    wh = lower[i]
    i += 1
    counted = wh == "how" and i < len(lower) and lower[i] in _HOW_WORDS
    if counted:
        i += 1
    if (wh in {"what", "which", "whose"} or counted) and i < len(lower) and lower[i] not in _BE | _AUX:
        while i < len(lower) and lower[i] not in _BE | _AUX:  # "which hosting vendor": the kind asked for
            i += 1
    if i >= len(lower):
        return None
    verb_last = lower[i] in _AUX  # "when does the keynote start" (but "who leads the launch")
    if lower[i] in _BE | _AUX:
        i += 1
    elif i + 1 < len(lower):  # "who leads the launch": past the verb
        i += 1
    start = i
    if start < len(lower) and lower[start] in _SUBJECT_PRONOUNS:
        return None
    end = start
    while end < len(lower) and lower[end] not in _PHRASE_END:
        end += 1
    if verb_last and end - start > 1 and (end == len(lower) or lower[end] == "?" or lower[end - 1] in _CLAUSE_VERBS):
        end -= 1  # "when does the keynote start": the last word is the verb
    if end - start > 1 and lower[end - 1].endswith("ed") and lower[start] in _DETERMINERS:
        end -= 1  # "how long are the potatoes parboiled"
    if end <= start or not any(t.isalpha() and t not in _DETERMINERS for t in lower[start:end]):
        return None
    return start, end


def _asks_for_entity(tokens: Sequence[str]) -> bool:
    """ "Who ...", "Which X ...", "What X did ..." ask for a thing the answer names; "What is the X?" for a value."""
    lower = [t.lower() for t in tokens]
    if not lower:
        return False
    if lower[0] in {"who", "whom"}:
        return True
    return lower[0] in {"which", "what"} and len(lower) > 1 and lower[1] not in _BE | _AUX | {"'s"}


def answer_entity(answer: str) -> str | None:
    """The thing a short answer names: the answer itself when short, else its first proper name."""
    text = answer.strip().rstrip(".!")
    text = re.sub(r"\s*\[[^\]]*\]", "", text).strip()
    if not text:
        return None
    words = text.split()
    if len(words) <= _MAX_ENTITY_WORDS and not re.search(r"\b(?:not mentioned|don't|do not|cannot)\b", text, re.I):
        return text
    names = re.findall(r"\b[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)+", text) or re.findall(r"(?<=\w\s)[A-Z][\w'-]*", text)
    return names[0] if names else None


def _is_value(word: str) -> bool:
    """A number, in digits or words, or an ordinal."""
    return bool(_ORDINAL.fullmatch(word)) or any(w[:1].isdigit() for w in words(word))


def _is_person(entity: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,3}", entity))


class _Rules:
    """The rules' reading of a follow-up against the previous turn."""

    def __init__(self, previous: Turn):
        self.previous = _tokens(previous.standalone)
        self.span = topic_span(self.previous)
        self.entity = answer_entity(previous.answer) if _asks_for_entity(self.previous) else None
        self.asked_who = self.previous[0].lower() in {"who", "whom"}
        self.person = self.entity if self.entity and self.asked_who else None
        if self.person and not _is_person(self.person):
            self.person = None

    def topic(self) -> str | None:
        return _join(self.previous[self.span[0] : self.span[1]]) if self.span else None

    def referent(self) -> str | None:
        """What "it" stands for: the thing the previous answer named, else the previous topic (a person is no "it")."""
        return (None if self.asked_who else self.entity) or self.topic()

    def fragment(self, fragment: str) -> str | None:
        """The previous question with ``fragment`` in its topic's place ("what about the second one?")."""
        one = _ONE.match(fragment.strip())
        if one and _ORDINAL.fullmatch(one["ordinal"]):
            text = _join(self.previous)
            if _ORDINAL.search(text):
                return _ORDINAL.sub(one["ordinal"].lower(), text, count=1)
            if self.span:
                head = self.previous[self.span[0] : self.span[1]]
                body = head[1:] if head[0].lower() in _DETERMINERS else head
                replaced = ["the", one["ordinal"].lower(), *body]
                return _join([*self.previous[: self.span[0]], *replaced, *self.previous[self.span[1] :]])
            return None
        words = [t for t in _tokens(fragment) if t not in {"?", "."}]
        if words and words[-1].lower() in (lower := [t.lower() for t in self.previous]):
            # "what about forty seconds?" after "... when the timer reaches thirty seconds?": the phrase with its head
            end = len(lower) - 1 - lower[::-1].index(words[-1].lower())
            start = end
            while start > 0 and (
                lower[start - 1] in {w.lower() for w in words} | _DETERMINERS or _is_value(lower[start - 1])
            ):
                start -= 1
            return _join([*self.previous[:start], *words, *self.previous[end + 1 :]])
        if not self.span or not words or words[0].lower() in _PREPOSITIONS:
            return None  # "what about per month?": which part it replaces is not the rules' to guess
        return _join([*self.previous[: self.span[0]], *words, *self.previous[self.span[1] :]])

    def resolve(self, tokens: list[str], positions: list[int]) -> str | None:
        out = list(tokens)
        for i in reversed(positions):
            word = out[i].lower()
            if word in _PERSONAL:
                if self.person is None:
                    return None
                out[i] = self.person + _PERSONAL[word]
                continue
            referent = self.referent()
            if referent is None:
                return None
            out[i] = referent + _THING.get(word, "")
        return _join(out)


def _conversation_text(turns: Sequence[Turn]) -> str:
    return "\n".join(f"User: {t.standalone}\nAssistant: {t.answer}" for t in turns)


def rewrite(question: str, turns: Sequence[Turn], steps: LLMSteps | None = None) -> Rewrite:
    """``question`` as a standalone question, read against the conversation's ``turns`` (oldest first)."""
    question = question.strip()
    if not turns:
        return Rewrite(question, question, "standalone")
    rules = _Rules(turns[-1])
    opener = _OPENER.match(question)
    rest = question[opener.end() :] if opener else question
    tokens = _tokens(rest)
    # "he"/"she" in a video library is most often its presenter: resolved only after an opener
    orphans = _orphan_pronouns(tokens, rules.person is not None and opener is not None)
    if not opener and not orphans:
        return Rewrite(question, question, "standalone")
    rewritten: str | None
    if opener and (
        opener.group(0).strip().lower().endswith("about") or (tokens and tokens[0].lower() not in _CLAUSE_START)
    ):
        rewritten, why = rules.fragment(rest), "a fragment in the previous question's topic"
    else:
        rewritten = rules.resolve(tokens, orphans) if orphans else _join(tokens)
        why = "pronouns resolved from the previous turn" if orphans else "an opener on a question of its own"
    if rewritten:
        return Rewrite(question, _question_case(rewritten), "rules", why)
    if steps is None:
        return Rewrite(question, question, "unresolved", "the rules found no referent and no LLM was given")
    reply = steps.text(
        "conversation", REWRITE_PROMPT.format(turns=_conversation_text(turns[-3:]), question=question),
        max_tokens=REWRITE_MAX_TOKENS,
    )  # fmt: skip
    line = (reply or "").strip().splitlines()[0].strip().strip('"') if reply and reply.strip() else ""
    if not line or len(line) > 4 * max(len(question), 40):
        return Rewrite(question, question, "unresolved", "the LLM gave no usable rewrite")
    return Rewrite(question, _question_case(line), "llm", "the rules found no referent")


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
