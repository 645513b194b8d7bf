"""Query analysis prompts of the seeds, with the schemas their replies are checked against.

- Video-RAG's decouple prompt (its figure 8): retrieval requests {ASR, DET, TYPE}.
- Vgent's task identification and keyword extraction (its figure 8).
- AdaVideoRAG's level classification (its section 2.1 and appendix C) and per-source rewriting (2.3).
- ViG-RAG's explicit semantic components: high- and low-level keywords.
"""

from __future__ import annotations

import re
import string
from collections.abc import Sequence
from typing import Any, Literal

from pydantic import Field, field_validator

from vidrag.llm.structured import LenientReply


def content_words(text: str) -> set[str]:
    from spacy.lang.en.stop_words import STOP_WORDS  # a word list only; no pipeline is loaded

    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 2 and w not in STOP_WORDS}


def grounded(keywords: Sequence[str], question: str, choices: Sequence[str] | None = None) -> list[str]:
    """The keywords that share a content word with the question or its options.

    A small model sometimes copies the prompt's example ("man in black") instead of reading the
    question; keywords taken from the question always share a word with it.
    """
    words = content_words(" ".join([question, *(choices or [])]))
    return [k for k in keywords if content_words(k) & words]


def format_question(question: str, choices: Sequence[str] | None) -> str:
    if not choices:
        return question
    options = " ".join(f"{letter}. {c}." for letter, c in zip(string.ascii_uppercase, choices, strict=False))
    return f"{question} {options}"


def as_strings(value: Any) -> list[str]:
    """Small models answer a list as a string, null, or a list with blanks: accept them all."""
    if value is None:
        return []
    if isinstance(value, str):
        value = [part for part in re.split(r"[,;\n]", value)]
    return [str(v).strip() for v in value if str(v).strip() and str(v).strip().lower() not in {"null", "none"}]


def as_yes(value: Any) -> bool:
    return str(value).strip().lower() in {"yes", "true", "1", "y"}


# -- Video-RAG ---------------------------------------------------------------------------------
DECOUPLE_PROMPT = """To answer the question step by step, list all the physical entities related to the question you want to retrieve, you can provide your retrieve request to assist you by the following JSON format:
"ASR": Optional[str]. The subtitles of the video that may relavent to the question you want to retrieve, in two sentences. If you no need for this information, please return null.
"DET": Optional[list]. (The output must include only physical entities, not abstract concepts, less than five entities) All the physical entities and their location related to the question you want to retrieve, not abstract concepts. If you no need for this information, please return null.
"TYPE": Optional[list]. (The output must be specified as null or a list containing only one or more of the following strings: 'location', 'number', 'relation'. No other values are valid for this field) The information you want to obtain about the detected objects. If you need the object location in the video frame, output "location"; if you need the number of specific object, output "number"; if you need the positional relationship between objects, output "relation".
## Example 1:
Question: How many blue balloons are over the long table in the middle of the room at the end of this video? A. 1. B. 2. C. 3. D. 4.
Your retrieve can be:
{{"ASR": "The location and the color of balloons, the number of the blue balloons.", "DET": ["blue ballons", "long table"], "TYPE": ["relation", "number"]}}
## Example 2:
Question: In the lower left corner of the video, what color is the woman wearing on the right side of the man in black clothes? A. Blue. B. White. C. Red. D. Yellow.
Your retrieve can be:
{{"ASR": null, "DET": ["the man in black", "woman"], "TYPE": ["location", "relation"]}}
## Example 3:
Question: In which country is the comedy featured in the video recognized worldwide? A. China. B. UK. C. Germany. D. United States.
Your retrieve can be:
{{"ASR": "The country recognized worldwide for its comedy.", "DET": null, "TYPE": null}}
Note that you don't need to answer the question in this step, so you don't need any infomation about the video of image. You only need to provide your retrieve request (it's optional), and I will help you retrieve the infomation you want. Please provide the json format.
Question: {question}"""


# How many items a reply's lists may hold: the JSON schema asks for no more (a server that
# enforces it never sends more), and the reply model keeps no more (a server that ignores it).
MAX_DET_ENTITIES = 5  # Video-RAG figure 8's DET (it asks for "less than five entities"; five are accepted)
MAX_KEYWORDS = 6  # Vgent's keywords
MAX_SUBQUERIES = 4  # Vgent's sub-questions, checked on every retrieved clip
MAX_HIGH_LEVEL = 4  # ViG-RAG's themes
MAX_LOW_LEVEL = 6  # ViG-RAG's named entities and actions

# Reply budgets (max_tokens) of the strategies' JSON steps. Each leaves room over the longest reply
# the embedded Qwen2.5-Coder-0.5B wrote for it among 728 distinct replies cached by the test and
# eval runs of stops 15-19 (p99 / longest, in tokens; docs/benchmarks.md, "Reply budgets").
DECOUPLE_MAX_TOKENS = 160  # Video-RAG's requests: 65 / 71
KEYWORD_MAX_TOKENS = 160  # Vgent's keywords and flags: 40 / 40
SUBQUERY_MAX_TOKENS = 160  # Vgent's sub-questions: 107 / 107
LEVEL_MAX_TOKENS = 120  # Ada's level and its reason: 83 / 83
REWRITE_MAX_TOKENS = 160  # Ada's three rewrites: 80 / 83
KEYWORD_LEVELS_MAX_TOKENS = 120  # ViG-RAG's keywords: 40 / 43


class DecoupleReply(LenientReply):
    asr: str | None = Field(None, alias="ASR")
    det: list[str] = Field(default_factory=list, alias="DET")
    type: list[Literal["location", "number", "relation"]] = Field(default_factory=list, alias="TYPE")

    @field_validator("asr", mode="before")
    @classmethod
    def _asr(cls, value: Any) -> str | None:
        text = " ".join(as_strings(value)) if isinstance(value, list) else (str(value).strip() if value else "")
        return None if text.lower() in {"", "null", "none"} else text

    @field_validator("det", mode="before")
    @classmethod
    def _det(cls, value: Any) -> list[str]:
        return as_strings(value)[:MAX_DET_ENTITIES]

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, value: Any) -> list[str]:
        return [v.lower() for v in as_strings(value) if v.lower() in {"location", "number", "relation"}]


# -- Vgent -------------------------------------------------------------------------------------
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
    keywords: list[str] = Field(min_length=1)
    candidates_necessary: bool = False
    multiple: bool = False
    time: Literal["begin", "end", "none"] = "none"
    tool: Literal["object counting", "action counting", "order", "none"] = "none"
    global_: bool = Field(False, alias="global")

    @field_validator("keywords", mode="before")
    @classmethod
    def _keywords(cls, value: Any) -> list[str]:
        return as_strings(value)[:MAX_KEYWORDS]

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


SUBQUERY_PROMPT = """Given a question of a long video and potential candidates:
Question:{question}
Candidates:{candidates}
Given a multiple-choice question about a video, break it down into several sub-questions that analyze the key elements required to answer it step by step.
First, identify the key subject or event in the question (e.g., an object, an animal, an action, or a location). Form yes/no or counting questions to verify the presence of the subject or event in the video (e.g., "Does the video show [subject/event]?"). Ensure the sub-questions cover all necessary aspects to reach the correct answer.
==important== Please give me the answer in JSON format. Do not include references to specific time positions in the video when generating questions (e.g., "at the beginning," "in the middle," or "at the end") Do not go through all the numbers in the candidates for counting quesitons.
Reply as {{"subqueries": ["...", "..."]}} with at most """ + f"{MAX_SUBQUERIES} sub-questions."


class SubqueryReply(LenientReply):
    subqueries: list[str] = Field(min_length=1)

    @field_validator("subqueries", mode="before")
    @classmethod
    def _subqueries(cls, value: Any) -> list[str]:
        if isinstance(value, list):  # {"question": ...} objects or plain strings
            value = [v.get("question", "") if isinstance(v, dict) else v for v in value]
        return as_strings(value)[:MAX_SUBQUERIES]


# -- AdaVideoRAG -------------------------------------------------------------------------------
LEVEL_PROMPT = """Classify how hard it is to answer a question about a video, by these levels:
Level-1 (Direct Factual): straightforward reasoning. Few logical relationships; the knowledge needed is directly provided in the video content, found by single-modality pattern matching. Examples: "What color of clothes is the woman who appears at the fifth second wearing?", "Identify the object at 0:05".
Level-2 (Contextual): simple reasoning. Single-step reasoning about basic spatio-temporal or causal relationships between local events across clips. Examples: "Why did the woman cry before the rainy scene started?", "Why did X occur before Y?".
Level-3 (Multi-Hop): hard reasoning. Needs the subjects and relationships of the whole long video, across time, and multi-hop reasoning. Examples: "What life lessons does this movie convey?", "How would Z change if scene A were removed?".
If you are unsure between two levels, choose the higher one.
Question: {question}
Think step by step, then reply as {{"reason": "...", "level": 1, 2 or 3}}."""


class LevelReply(LenientReply):
    level: Literal[1, 2, 3]
    reason: str = ""

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
    caption: str = ""
    asr: str = ""
    ocr: str = ""

    @field_validator("caption", "asr", "ocr", mode="before")
    @classmethod
    def _text(cls, value: Any) -> str:
        return " ".join(as_strings(value)) if isinstance(value, list) else str(value or "").strip()


# -- ViG-RAG -----------------------------------------------------------------------------------
KEYWORD_LEVELS_PROMPT = """Extract the explicit semantic components of a question about a video:
"high_level": the overarching concepts or themes it asks about;
"low_level": the specific entities, objects, people, places, actions or words it names.
Question: {question}
Reply as {{"high_level": ["..."], "low_level": ["..."]}}."""


class KeywordLevelsReply(LenientReply):
    high_level: list[str] = Field(default_factory=list)
    low_level: list[str] = Field(default_factory=list)

    @field_validator("high_level", mode="before")
    @classmethod
    def _themes(cls, value: Any) -> list[str]:
        return as_strings(value)[:MAX_HIGH_LEVEL]

    @field_validator("low_level", mode="before")
    @classmethod
    def _names(cls, value: Any) -> list[str]:
        return as_strings(value)[:MAX_LOW_LEVEL]


def string_list(max_items: int, max_length: int = 60) -> dict[str, Any]:
    return {"type": "array", "maxItems": max_items, "items": {"type": "string", "maxLength": max_length}}


KEYWORD_SCHEMA = {
    "type": "object",
    "properties": {
        "multiple": {"type": "string", "enum": ["yes", "no"]},
        "keywords": string_list(MAX_KEYWORDS),
        "time": {"type": "string", "enum": ["begin", "end", "none"]},
        "tool": {"type": "string", "enum": ["object counting", "action counting", "order", "none"]},
        "candidates_necessary": {"type": "string", "enum": ["yes", "no"]},
        "global": {"type": "string", "enum": ["yes", "no"]},
    },
    "required": ["multiple", "keywords", "time", "tool", "candidates_necessary", "global"],
}
DECOUPLE_SCHEMA = {
    "type": "object",
    "properties": {
        "ASR": {"type": ["string", "null"], "maxLength": 200},
        "DET": {"anyOf": [string_list(MAX_DET_ENTITIES), {"type": "null"}]},
        "TYPE": {"anyOf": [{"type": "array", "maxItems": 3, "items": {"enum": ["location", "number", "relation"]}}, {"type": "null"}]},
    },
    "required": ["ASR", "DET", "TYPE"],
}
SUBQUERY_SCHEMA = {"type": "object", "properties": {"subqueries": string_list(MAX_SUBQUERIES, 120)}, "required": ["subqueries"]}
LEVEL_SCHEMA = {
    "type": "object",
    "properties": {"reason": {"type": "string", "maxLength": 300}, "level": {"type": "integer", "enum": [1, 2, 3]}},
    "required": ["reason", "level"],
}
REWRITE_SCHEMA = {
    "type": "object",
    "properties": {k: {"type": "string", "maxLength": 160} for k in ("caption", "asr", "ocr")},
    "required": ["caption", "asr", "ocr"],
}
KEYWORD_LEVELS_SCHEMA = {
    "type": "object",
    "properties": {"high_level": string_list(MAX_HIGH_LEVEL), "low_level": string_list(MAX_LOW_LEVEL)},
    "required": ["high_level", "low_level"],
}
