"""Vgent's structured reasoning (section 3.3): verify each retrieved clip with yes/no and
counting sub-questions, keep the clips with a positive answer, then aggregate the results.

Answers are read from each clip's own evidence (transcript and on-screen text; its frames too
when a vision LLM is configured, vision.vlm.verify), one LLM call per clip. A clip is kept when some sub-question gets
"yes" or a count above zero (eq. 5); at most r clips are kept, in retrieval order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from vidrag.llm.base import LLM
from vidrag.llm.steps import LLMSteps
from vidrag.retrieval.base import Evidence
from vidrag.retrieval.queries import format_question
from vidrag.retrieval.vgent.prompts import (
    AGGREGATE_MAX_TOKENS,
    AGGREGATE_PROMPT,
    SUBQUERY_MAX_TOKENS,
    SUBQUERY_PROMPT,
    SUBQUERY_SCHEMA,
    VERIFY_PROMPT,
    VERIFY_TOKENS_PER_QUESTION,
    SubqueryReply,
    VerifyReply,
    verify_schema,
)

# Without a usable sub-question reply, presence checks for this many keywords (each check is asked of every clip).
FALLBACK_SUBQUERIES = 3

# Eq. 5 reads a clip's answers as "yes" or a count, so a sub-question must ask one (figure 9: "form yes/no
# or counting questions"). A wh-question such as "Who repairs the bicycle?" has neither: the 0.5B model was
# seen answering it "yes" for a clip that does not say who and "no" for the one that does, and refinement
# then dropped the clip holding the answer. Such sub-questions are left out.
_CHECKABLE = re.compile(
    r"^(?:[^,?]{0,40},\s*)?(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should|"
    r"how\s+many|how\s+often)\b",
    re.IGNORECASE,
)


def is_checkable(subquery: str) -> bool:
    """A yes/no or counting question, the only kinds eq. 5 can read."""
    return _CHECKABLE.match(subquery.strip()) is not None


def is_positive(answer: str) -> bool:
    """Eq. 5's f(v, q) > 0: "yes", or a count above zero."""
    text = answer.strip().lower()
    if text.startswith("yes") or text == "true":
        return True
    number = re.search(r"\d+(?:\.\d+)?", text)
    return number is not None and float(number.group()) > 0


@dataclass
class ClipCheck:
    evidence: Evidence
    answers: list[str]  # one per sub-question ("" where the model gave none)
    verified: bool  # the model answered at all

    @property
    def positive(self) -> bool:
        return any(is_positive(a) for a in self.answers)


def make_subqueries(
    steps: LLMSteps, question: str, choices: Sequence[str] | None, keywords: Sequence[str]
) -> list[str]:
    """Vgent figure 9's yes/no and counting sub-questions; without any, one presence check per keyword."""
    reply = steps.json(
        "subqueries",
        SUBQUERY_PROMPT.format(question=question, candidates=", ".join(choices or []) or "none"),
        SubqueryReply,
        schema=SUBQUERY_SCHEMA,
        max_tokens=SUBQUERY_MAX_TOKENS,
    )
    if reply is not None:
        checkable = list(dict.fromkeys(q for q in reply.subqueries if is_checkable(q)))
        if checkable:
            return checkable
        steps.fallback("subqueries", f"{reply.subqueries} ask neither yes/no nor a count; keyword checks instead")
    return [f"Does the clip show or mention {k}?" for k in keywords[:FALLBACK_SUBQUERIES]] or [
        f"Is this clip relevant to: {question}?"
    ]


class ClipLooker(Protocol):
    """A vision LLM with a way to see a clip: Vgent verifies sub-questions on the clip's frames."""

    @property
    def llm(self) -> LLM: ...

    def look(self, evidence: Evidence) -> list[dict[str, Any]]:
        """``image_url`` content parts of the clip's frames (bounded in size and count)."""
        ...


def verify(
    steps: LLMSteps,
    subqueries: Sequence[str],
    evidence: Sequence[Evidence],
    max_chars: int,
    looker: ClipLooker | None = None,
) -> list[ClipCheck]:
    numbered = "\n".join(f"{i}. {q}" for i, q in enumerate(subqueries, 1))
    schema = verify_schema(len(subqueries))
    checks = []
    for item in evidence:
        images = looker.look(item) if looker else []
        material = "frames (the images) and text" if images else "text"
        prompt = VERIFY_PROMPT.format(material=material, clip=item.render()[:max_chars], questions=numbered)
        reply = steps.json(
            f"verify {item.label}", prompt, VerifyReply, schema=schema, max_tokens=VERIFY_TOKENS_PER_QUESTION * (len(subqueries) + 1),
            images=images or None, llm=looker.llm if images and looker else None,
        )  # fmt: skip
        answers = (reply.answers if reply else [])[: len(subqueries)]
        checks.append(ClipCheck(item, answers + [""] * (len(subqueries) - len(answers)), reply is not None))
    return checks


def refine(checks: Sequence[ClipCheck], max_kept: int) -> tuple[list[ClipCheck], bool]:
    """Clips with a positive answer, at most ``max_kept``; if none is positive, the first
    ``max_kept`` as retrieved (and False, so the trace can say verification found nothing)."""
    positive = [c for c in checks if c.positive]
    if positive:
        return positive[:max_kept], True
    return list(checks[:max_kept]), False


def aggregate(
    steps: LLMSteps, question: str, choices: Sequence[str] | None, subqueries: Sequence[str], kept: Sequence[ClipCheck]
) -> str | None:
    """Vgent's information aggregation: the sub-answers summarised for the final answer."""
    lines = []
    for check in sorted(kept, key=lambda c: (c.evidence.video.name, c.evidence.clip.start)):
        results = "; ".join(f"{q} {a or 'no answer'}" for q, a in zip(subqueries, check.answers, strict=True))
        lines.append(f"{check.evidence.label} {results}")
    if not lines:
        return None
    return steps.text(
        "aggregate",
        AGGREGATE_PROMPT.format(question=format_question(question, choices), results="\n".join(lines)),
        max_tokens=AGGREGATE_MAX_TOKENS,
    )
