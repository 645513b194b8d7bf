"""Pairwise LLM judging of open-ended answers on the five dimensions of AdaVideoRAG and ViG-RAG.

For each question the judge sees both answers twice, in both orders, so a preference for the
first (or second) position cancels out: a system scores 1 on a dimension when it wins in both
orders, 0.5 when the orders disagree (or a verdict is missing), 0 when it loses both. The win
rate is the mean over questions. The judge is any configured LLM (embedded or OpenAI-compatible).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import field_validator

from vidrag.llm.base import LLM
from vidrag.llm.structured import LenientReply, on_wire, reply_schema
from vidrag.llm.steps import LLMSteps

DIMENSIONS = ("comprehensiveness", "empowerment", "trustworthiness", "depth", "density")

JUDGE_PROMPT = """You will evaluate two answers to the same question about a video on five criteria:
- comprehensiveness: how much detail the answer provides to cover all aspects of the question;
- empowerment: how well the answer helps the reader understand the topic and make informed judgements (practical value);
- trustworthiness: how well the answer is supported by the video and free of invented claims;
- depth: how far the answer goes beyond surface facts into reasons and implications;
- density: how much relevant information it gives per word, without filler.
Question: {question}
Answer 1: {first}
Answer 2: {second}
For each criterion choose the better answer. Reply as {{"comprehensiveness": "Answer 1" or "Answer 2", "empowerment": ..., "trustworthiness": ..., "depth": ..., "density": ...}}."""

# The verdict's reply budget (not measured: the judge is a configured, usually larger model).
JUDGE_MAX_TOKENS = 80
# The better answer, named in the reply as the prompt names it ("Answer 1"), kept as its number.
Better = Annotated[Literal[1, 2], on_wire({"type": "string", "enum": ["Answer 1", "Answer 2"]})]


class Verdict(LenientReply):
    comprehensiveness: Better
    empowerment: Better
    trustworthiness: Better
    depth: Better
    density: Better

    @field_validator(*DIMENSIONS, mode="before")
    @classmethod
    def _which(cls, value: Any) -> int:
        text = str(value)
        if "1" in text and "2" not in text:
            return 1
        if "2" in text and "1" not in text:
            return 2
        raise ValueError(f"not 'Answer 1' or 'Answer 2': {value!r}")


SCHEMA = reply_schema(Verdict)


@dataclass
class JudgeResult:
    win_rate_a: dict[str, float]  # per dimension; b's is 1 - a's
    questions: int
    unusable_verdicts: int


def judge(
    llm: LLM,
    items: Sequence[tuple[str, str, str]],
    *,
    retries: int = 1,
    progress: Callable[[int, int], None] | None = None,
) -> JudgeResult:
    """Win rates of system A over B on (question, answer_a, answer_b) triples."""
    steps = LLMSteps(llm, retries)
    totals = dict.fromkeys(DIMENSIONS, 0.0)
    unusable = 0
    for n, (question, a, b) in enumerate(items):
        if progress:
            progress(n, len(items))
        forward, swapped = (
            steps.json(
                "judge",
                JUDGE_PROMPT.format(question=question, first=first, second=second),
                Verdict,
                schema=SCHEMA,
                max_tokens=JUDGE_MAX_TOKENS,
            )
            for first, second in ((a, b), (b, a))  # both orders: a judge's position bias cancels out
        )
        unusable += (forward is None) + (swapped is None)
        for d in DIMENSIONS:
            first = 0.5 if forward is None else float(getattr(forward, d) == 1)
            second = 0.5 if swapped is None else float(getattr(swapped, d) == 2)
            totals[d] += (first + second) / 2
    count = max(len(items), 1)
    return JudgeResult({d: totals[d] / count for d in DIMENSIONS}, len(items), unusable)


def load_pairs(
    dataset_questions: dict[str, str], a_rows: list[dict[str, Any]], b_rows: list[dict[str, Any]]
) -> list[tuple[str, str, str]]:
    """(question, answer a, answer b) for the questions both result files answered."""
    b_by_id = {r["id"]: r["prediction"] for r in b_rows}
    return [
        (dataset_questions[r["id"]], r["prediction"], b_by_id[r["id"]])
        for r in a_rows
        if r["id"] in b_by_id and r["id"] in dataset_questions
    ]
