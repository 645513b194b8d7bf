"""Vgent's prompts (its figures 8 and 9, and the verification and aggregation of section 3.3),
the reply models and their schemas."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from vidrag.llm.structured import (
    YES_NO,
    LenientReply,
    as_strings,
    as_yes,
    first_strings,
    on_wire,
    reply_schema,
    string_list,
)

# How many items a reply's lists may hold: the JSON schema asks for no more (a server that
# enforces it never sends more), and the reply model keeps no more (a server that ignores it).
MAX_KEYWORDS = 6
MAX_SUBQUERIES = 4  # checked on every retrieved clip
# Characters of one verification answer: a word or a number ("yes", "3").
MAX_ANSWER_CHARS = 12
# Reply budgets (max_tokens). Each leaves room over the longest reply the embedded
# Qwen2.5-Coder-0.5B wrote for it among 728 distinct replies cached by the test and eval runs of
# stops 15-19 (p99 / longest, in tokens; docs/benchmarks.md, "Reply budgets").
KEYWORD_MAX_TOKENS = 160  # keywords and flags: 40 / 40
SUBQUERY_MAX_TOKENS = 160  # sub-questions: 107 / 107
# Verification: tokens per sub-question, and as many again for the braces (38 / 55).
VERIFY_TOKENS_PER_QUESTION = 16
# Vgent's aggregation, a short summary of the sub-answers (not measured apart from the answers).
AGGREGATE_MAX_TOKENS = 120

KEYWORD_PROMPT = """Given a question of a long video and potential candidates:
Question:{question}
Candidates:{candidates}
You need to retrieve the relevant video segments to answer the question. Note that you do not need to see the video. But based on the question please think step by step what are the important things for retrieval.
[keywords] Please identify the information, like entities, scene, action from the question that is important to retrieve the segments for further answer the question. Do not include the candidates in the keywords.
[candidates_necessary] Do you think the information in the candidates is necessary for retrieval? Answer yes or no.
[multiple] Do you think it needs to aggregate the information from multiple segments to answer the question? ONLY answer yes or no.
[time] Please identify if it can tell the question is asking which part of the video. Answer begin, end or none.
[tool] Do you think it needs additional step for answering the question, please select from [object counting, action counting, order, none].
[global] Can this question be answered based on the overall understanding of the whole video? (e.g., "What is the main topic of the video?" or "What is the main content of the video?")
Please output the final answer in json format, for example:
{{"multiple": "no", "keywords": ["man in black"], "time": "begin", "tool": "none", "candidates_necessary": "yes", "global": "yes"}}"""


class KeywordReply(LenientReply):
    """The flags in the order the prompt's example gives them (the schema asks for that order)."""

    multiple: Annotated[bool, YES_NO] = False
    keywords: Annotated[list[str], on_wire(string_list(MAX_KEYWORDS)), first_strings(MAX_KEYWORDS)] = Field(
        min_length=1
    )
    time: Literal["begin", "end", "none"] = "none"
    tool: Literal["object counting", "action counting", "order", "none"] = "none"
    candidates_necessary: Annotated[bool, YES_NO] = False
    global_: Annotated[bool, YES_NO] = Field(False, alias="global")

    @field_validator("candidates_necessary", "multiple", "global_", mode="before")
    @classmethod
    def _flags(cls, value: Any) -> bool:
        return as_yes(value)

    @field_validator("time", mode="before")
    @classmethod
    def _time(cls, value: Any) -> str:
        text = str(value or "none").strip().lower()
        return text if text in {"begin", "end"} else "none"

    @field_validator("tool", mode="before")
    @classmethod
    def _tool(cls, value: Any) -> str:
        text = str(value or "none").strip().lower()
        return text if text in {"object counting", "action counting", "order"} else "none"


SUBQUERY_PROMPT = (
    """Given a question of a long video and potential candidates:
Question:{question}
Candidates:{candidates}
Given a multiple-choice question about a video, break it down into several sub-questions that analyze the key elements required to answer it step by step.
First, identify the key subject or event in the question (e.g., an object, an animal, an action, or a location). Form yes/no or counting questions to verify the presence of the subject or event in the video (e.g., "Does the video show [subject/event]?"). Ensure the sub-questions cover all necessary aspects to reach the correct answer.
==important== Please give me the answer in JSON format. Do not include references to specific time positions in the video when generating questions (e.g., "at the beginning," "in the middle," or "at the end") Do not go through all the numbers in the candidates for counting quesitons.
Reply as {{"subqueries": ["...", "..."]}} with at most """
    + f"{MAX_SUBQUERIES} sub-questions."
)


class SubqueryReply(LenientReply):
    subqueries: Annotated[list[str], on_wire(string_list(MAX_SUBQUERIES, 120))] = Field(min_length=1)

    @field_validator("subqueries", mode="before")
    @classmethod
    def _subqueries(cls, value: Any) -> list[str]:
        if isinstance(value, list):  # {"question": ...} objects or plain strings
            value = [v.get("question", "") if isinstance(v, dict) else v for v in value]
        return as_strings(value)[:MAX_SUBQUERIES]


# The questions come before the clip: every clip of one question is checked with the same prompt
# up to the clip, so llama.cpp (and servers with prefix caching) evaluate that prefix once.
VERIFY_PROMPT = """Answer each question about one video clip using only the clip's {material} below.
Answer "yes" or "no" to yes/no questions, and a number to counting questions.
Questions:
{questions}
<clip>
{clip}
</clip>
Reply as {{"answers": [...]}} with one answer per question, in order."""


AGGREGATE_PROMPT = """Sub-questions were checked against video clips to help answer this question:
{question}
Results per clip:
{results}
Summarise all useful information from these results for answering the question, in at most three sentences. Do not answer the question itself."""


class VerifyReply(LenientReply):
    answers: list[Annotated[str, on_wire({"type": "string", "maxLength": MAX_ANSWER_CHARS})]] = Field(min_length=1)

    @field_validator("answers", mode="before")
    @classmethod
    def _answers(cls, value: Any) -> list[str]:
        if isinstance(value, dict):
            value = list(value.values())
        return [str(v).strip() for v in (value if isinstance(value, list) else as_strings(value))]


KEYWORD_SCHEMA = reply_schema(KeywordReply)
SUBQUERY_SCHEMA = reply_schema(SubqueryReply)


def verify_schema(questions: int) -> dict[str, Any]:
    """VerifyReply's schema asking for exactly one answer per question."""
    schema = reply_schema(VerifyReply)
    schema["properties"]["answers"] |= {"minItems": questions, "maxItems": questions}
    return schema
