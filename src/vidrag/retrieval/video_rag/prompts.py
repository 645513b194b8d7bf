"""Video-RAG's query decoupling (its figure 8): the prompt, the reply model and its schema."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Field, field_validator

from vidrag.llm.structured import LenientReply, as_strings, first_strings, on_wire, reply_schema, string_list

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
TYPES = ("location", "number", "relation")
# Reply budgets (max_tokens). Each leaves room over the longest reply the embedded
# Qwen2.5-Coder-0.5B wrote for it among 728 distinct replies cached by the test and eval runs of
# stops 15-19 (p99 / longest, in tokens; docs/benchmarks.md, "Reply budgets").
DECOUPLE_MAX_TOKENS = 160  # Video-RAG's requests: 65 / 71


class DecoupleReply(LenientReply):
    """Each request may be null (the prompt asks for null when it is not needed)."""

    asr: Annotated[str | None, on_wire({"type": ["string", "null"], "maxLength": 200})] = Field(None, alias="ASR")
    det: Annotated[
        list[str],
        on_wire({"anyOf": [string_list(MAX_DET_ENTITIES), {"type": "null"}]}),
        first_strings(MAX_DET_ENTITIES),
    ] = Field(default_factory=list, alias="DET")
    type: Annotated[
        list[Literal["location", "number", "relation"]],
        on_wire(
            {"anyOf": [{"type": "array", "maxItems": len(TYPES), "items": {"enum": list(TYPES)}}, {"type": "null"}]}
        ),
    ] = Field(default_factory=list, alias="TYPE")

    @field_validator("asr", mode="before")
    @classmethod
    def _asr(cls, value: Any) -> str | None:
        text = " ".join(as_strings(value)) if isinstance(value, list) else (str(value).strip() if value else "")
        return None if text.lower() in {"", "null", "none"} else text

    @field_validator("type", mode="before")
    @classmethod
    def _type(cls, value: Any) -> list[str]:
        return [v.lower() for v in as_strings(value) if v.lower() in TYPES]


DECOUPLE_SCHEMA = reply_schema(DecoupleReply)
