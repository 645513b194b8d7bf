"""ViG-RAG's query enhancement (explicit semantic components: high- and low-level keywords),
the reply model and its schema."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from vidrag.llm.structured import LenientReply, first_strings, on_wire, reply_schema, string_list

# How many items a reply's lists may hold: the JSON schema asks for no more (a server that
# enforces it never sends more), and the reply model keeps no more (a server that ignores it).
MAX_HIGH_LEVEL = 4  # themes
MAX_LOW_LEVEL = 6  # named entities and actions
# Reply budgets (max_tokens). Each leaves room over the longest reply the embedded
# Qwen2.5-Coder-0.5B wrote for it among 728 distinct replies cached by the test and eval runs of
# stops 15-19 (p99 / longest, in tokens; docs/benchmarks.md, "Reply budgets").
KEYWORD_LEVELS_MAX_TOKENS = 120  # keywords: 40 / 43

KEYWORD_LEVELS_PROMPT = """Extract the explicit semantic components of a question about a video:
"high_level": the overarching concepts or themes it asks about;
"low_level": the specific entities, objects, people, places, actions or words it names.
Question: {question}
Reply as {{"high_level": ["..."], "low_level": ["..."]}}."""


class KeywordLevelsReply(LenientReply):
    high_level: Annotated[list[str], on_wire(string_list(MAX_HIGH_LEVEL)), first_strings(MAX_HIGH_LEVEL)] = Field(
        default_factory=list
    )
    low_level: Annotated[list[str], on_wire(string_list(MAX_LOW_LEVEL)), first_strings(MAX_LOW_LEVEL)] = Field(
        default_factory=list
    )


KEYWORD_LEVELS_SCHEMA = reply_schema(KeywordLevelsReply)
