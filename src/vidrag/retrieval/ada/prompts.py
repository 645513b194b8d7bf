"""AdaVideoRAG's prompts (its section 2.1 and appendix C, section 2.3), the reply models and their schemas."""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from vidrag.llm.structured import LenientReply, as_strings, on_wire, reply_schema

# Reply budgets (max_tokens). Each leaves room over the longest reply the embedded
# Qwen2.5-Coder-0.5B wrote for it among 728 distinct replies cached by the test and eval runs of
# stops 15-19 (p99 / longest, in tokens; docs/benchmarks.md, "Reply budgets").
LEVEL_MAX_TOKENS = 120  # level and its reason: 83 / 83
REWRITE_MAX_TOKENS = 160  # three rewrites: 80 / 83
FILTER_MAX_TOKENS = 60  # the relevance filter: 34 tokens at most
# Characters of each clip shown to the relevance filter: its header and first lines, enough to judge it.
FILTER_CLIP_CHARS = 400


LEVEL_PROMPT = """Classify how hard it is to answer a question about a video, by these levels:
Level-1 (Direct Factual): straightforward reasoning. Few logical relationships; the knowledge needed is directly provided in the video content, found by single-modality pattern matching. Examples: "What color of clothes is the woman who appears at the fifth second wearing?", "Identify the object at 0:05".
Level-2 (Contextual): simple reasoning. Single-step reasoning about basic spatio-temporal or causal relationships between local events across clips. Examples: "Why did the woman cry before the rainy scene started?", "Why did X occur before Y?".
Level-3 (Multi-Hop): hard reasoning. Needs the subjects and relationships of the whole long video, across time, and multi-hop reasoning. Examples: "What life lessons does this movie convey?", "How would Z change if scene A were removed?".
If you are unsure between two levels, choose the higher one.
Question: {question}
Think step by step, then reply as {{"reason": "...", "level": 1, 2 or 3}}."""


class LevelReply(LenientReply):
    """The reason comes first, as the prompt asks: the model thinks before it classifies."""

    reason: Annotated[str, on_wire({"type": "string", "maxLength": 300})] = ""
    level: Literal[1, 2, 3]

    @field_validator("level", mode="before")
    @classmethod
    def _level(cls, value: Any) -> int:
        return parse_level(value)


def parse_level(value: Any) -> int:
    """1, 2 or 3 from "Level-2", "L3", "2", 2.0 ...; ValueError otherwise."""
    digits = re.findall(r"[123]", str(value))
    if not digits:
        raise ValueError(f"no level 1, 2 or 3 in {value!r}")
    return int(digits[0])


REWRITE_PROMPT = """Rewrite a question about a video into one search query for each kind of text the video index holds:
- "caption": a declarative sentence describing the scene to look for, without the answer options, with scene-appropriate descriptive content.
- "asr": how it would be said aloud: colloquial, keeping the core actions and events.
- "ocr": only the specific entity names, words or numbers that could be written on screen.
Example: question "How did the Number 30 player perform?" gives
{{"caption": "The performance of Number 30 player.", "asr": "How's the number 30 player doing.", "ocr": "Number 30 player"}}
Question: {question}
Reply with the JSON object only."""


class RewriteReply(LenientReply):
    caption: Annotated[str, on_wire({"type": "string", "maxLength": 160})] = ""
    asr: Annotated[str, on_wire({"type": "string", "maxLength": 160})] = ""
    ocr: Annotated[str, on_wire({"type": "string", "maxLength": 160})] = ""

    @field_validator("caption", "asr", "ocr", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str:
        return " ".join(as_strings(value)) if isinstance(value, list) else str(value or "").strip()


FILTER_PROMPT = """Question about a video: {question}
Below are numbered clips of the video (their speech and on-screen text).
{clips}
Which clips contain information relevant to answering the question? Reply as {{"relevant": [numbers]}}."""


class FilterReply(LenientReply):
    relevant: list[int] = Field(default_factory=list)

    @field_validator("relevant", mode="before")
    @classmethod
    def _numbers(cls, value: Any) -> list[int]:
        items = value if isinstance(value, list) else [value]
        return [int(v) for v in items if str(v).strip().isdigit()]


LEVEL_SCHEMA = reply_schema(LevelReply)
REWRITE_SCHEMA = reply_schema(RewriteReply)


def filter_schema(clips: int) -> dict[str, Any]:
    """FilterReply's schema asking for at most one number per clip shown."""
    schema = reply_schema(FilterReply)
    schema["properties"]["relevant"]["maxItems"] = clips
    return schema
