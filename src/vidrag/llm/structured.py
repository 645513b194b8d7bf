"""JSON replies from language models: parse, validate, and repair a bounded number of times.

Small models often wrap JSON in prose, truncate it or miss a field. The reply's first object is
read (one cut off at the token budget is closed where it stopped), validated against a pydantic
model, and on failure the model is shown its reply and the exact problem and asked again; after the last attempt the caller gets ``None``
and the reason, and falls back (every caller records the fallback in its trace).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import json_repair
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, ValidationError, WithJsonSchema

from vidrag.errors import LLMError
from vidrag.llm.base import LLM, ChatRequest

log = logging.getLogger(__name__)


class LenientReply(BaseModel):
    """Base of every parsed model reply: unknown keys are ignored, fields may be given by alias."""

    model_config = ConfigDict(extra="ignore", populate_by_name=True)


Model = TypeVar("Model", bound=BaseModel)


def reply_schema(model: type[BaseModel]) -> dict[str, Any]:
    """The JSON schema a reply for ``model`` is asked to match (llama.cpp turns it into a grammar):
    every field by its alias, in the model's order, all required, each as the model declares it;
    a nested model (a list of items) in place, the same way.

    Titles, defaults and models' docstrings are left out: they constrain nothing. A field whose
    reply form differs from its parsed type says so with :data:`YES_NO` or :func:`on_wire`; a
    bound the reply is asked to keep but the parser does not enforce (a list's ``maxItems``, a
    string's ``maxLength``) goes in the field's ``json_schema_extra``.
    """
    full = model.model_json_schema(by_alias=True)
    return _bare(full, full.get("$defs", {}))


def _bare(node: Any, defs: dict[str, Any]) -> Any:
    if isinstance(node, list):
        return [_bare(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        return _bare(defs[node["$ref"].rsplit("/", 1)[-1]], defs)
    if "properties" in node:  # a model: every field required, in its order
        properties = {name: _bare(field, defs) for name, field in node["properties"].items()}
        return {"type": "object", "properties": properties, "required": list(properties)}
    return {k: _bare(v, defs) for k, v in node.items() if k not in ("title", "default")}


def on_wire(schema: dict[str, Any]) -> WithJsonSchema:
    """A field's reply form where it differs from its parsed type: a bound the parser truncates to
    (rather than rejects), or null accepted for an empty value."""
    return WithJsonSchema(schema)


# A flag the model answers "yes" or "no" (small models follow the words better than JSON booleans).
YES_NO = on_wire({"type": "string", "enum": ["yes", "no"]})


def string_list(max_items: int, max_length: int = 60) -> dict[str, Any]:
    """The reply form of a list of at most ``max_items`` short strings."""
    return {"type": "array", "maxItems": max_items, "items": {"type": "string", "maxLength": max_length}}


def up_to_items(max_items: int) -> Any:
    """A list field asked for with at most ``max_items`` items (the parser takes more as they come), empty when missing."""
    return Field([], json_schema_extra={"maxItems": max_items})


def as_strings(value: Any) -> list[str]:
    """Small models answer a list as a string, null, or a list with blanks: accept them all."""
    if value is None:
        return []
    if isinstance(value, str):
        value = [part for part in re.split(r"[,;\n]", value)]
    return [str(v).strip() for v in value if str(v).strip() and str(v).strip().lower() not in {"null", "none"}]


def first_strings(max_items: int) -> BeforeValidator:
    """A list field read as :func:`as_strings` reads it, kept to its first ``max_items``: the bound
    its reply form (:func:`string_list`) asks for, which a server may not enforce."""
    return BeforeValidator(lambda value: as_strings(value)[:max_items])


def as_yes(value: Any) -> bool:
    return str(value).strip().lower() in {"yes", "true", "1", "y"}


def loads_reply(body: str) -> Any:
    """The JSON value ``body`` starts with; what follows it (a model's closing remark) is ignored.

    A value cut off before its end (the reply ran out of tokens) is closed where it stopped
    (json_repair): what it holds is used, where asking again would cost a second call that a
    small model often cuts off the same way. One cut off before it holds anything, and any other
    fault, is a ValueError worded for the model (it is sent back in a repair prompt)."""
    try:
        return json.JSONDecoder().raw_decode(body)[0]
    except json.JSONDecodeError as exc:
        if exc.pos >= len(body.rstrip()) or exc.msg.startswith("Unterminated string"):
            closed = json_repair.loads(body)
            if _holds_something(closed):
                log.debug("a reply cut off at position %d closed by json_repair", exc.pos)
                return closed
        raise ValueError(f"invalid JSON ({exc.msg} at position {exc.pos})") from exc


def _holds_something(value: Any) -> bool:
    """Whether a JSON value has a leaf other than an empty string or null (``{"entities": []}`` has none)."""
    if isinstance(value, dict):
        return any(_holds_something(v) for v in value.values())
    if isinstance(value, list):
        return any(_holds_something(v) for v in value)
    return value not in ("", None)


def parse_json(text: str, model: type[Model], normalise: Callable[[Any], Any] | None = None) -> Model:
    """The reply's first JSON object as ``model``; ValueError says what is wrong."""
    start = text.find("{")
    if start < 0:
        raise ValueError("the reply holds no JSON object")
    data = loads_reply(text[start:])
    if normalise is not None:
        data = normalise(data)
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors()[:5])
        raise ValueError(f"the JSON does not match the format ({problems})") from exc


@dataclass
class StructuredReply(Generic[Model]):
    value: Model | None  # None: every attempt failed, see ``problem``
    attempts: int
    problem: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0


def ask_json(
    llm: LLM,
    messages: list[dict[str, str]],
    model: type[Model],
    *,
    retries: int,
    max_tokens: int,
    schema: dict[str, Any] | None = None,
    normalise: Callable[[Any], Any] | None = None,
    backend_errors: bool = False,
    parser: Callable[[str], Model] | None = None,
) -> StructuredReply[Model]:
    """Ask for JSON matching ``model``; never raises for a bad reply, nor for a failing backend
    unless ``backend_errors`` (then the LLMError propagates, e.g. so indexing stops and resumes).
    ``parser`` replaces :func:`parse_json` for replies of another shape (it raises ValueError too)."""
    reply = StructuredReply[Model](None, 0)
    for _ in range(retries + 1):
        reply.attempts += 1
        try:
            completion = llm.complete(ChatRequest(messages, max_tokens=max_tokens, json_mode=True, schema=schema))
        except LLMError as exc:
            if backend_errors:
                raise
            reply.problem = str(exc)
            return reply  # the backend itself failed; the same prompt again will not help
        reply.prompt_tokens += completion.prompt_tokens
        reply.completion_tokens += completion.completion_tokens
        try:
            reply.value = parser(completion.text) if parser else parse_json(completion.text, model, normalise)
            reply.problem = None
            return reply
        except ValueError as exc:
            reply.problem = str(exc)
            log.debug("attempt %d: %s", reply.attempts, exc)
            messages = [
                *messages[:2],
                {"role": "assistant", "content": completion.text},
                {"role": "user", "content": f"That reply is not usable: {exc}. Reply again with the JSON object only."},
            ]
    return reply
