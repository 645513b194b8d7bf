"""An OpenAI-compatible chat API over the index, so chat tools (Open WebUI, LibreChat, any OpenAI
SDK) can talk to a vidrag collection: ``GET /v1/models`` and ``POST /v1/chat/completions``.

The collection is a model, and each strategy a model ``<collection>:<strategy>``. A model may also
name the videos to ask, ``<collection>:<video>`` or ``<collection>:<strategy>:<video>[,<video>...]``
(each ready video is listed as one), as may the request's ``videos`` field. A chat answers its last
user message, read against the earlier user and assistant messages as a conversation (a follow-up
such as "and when does it end?" is answered as the standalone question it stands for; earlier turns
are not evidence); the citations come twice: as text after the answer, for chat windows, and as a
``citations`` field of the response, for programs.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse

from vidrag.api import checked_question
from vidrag.errors import NotFoundError, QuestionError
from vidrag.reasoning.conversation import Turn
from vidrag.service import schemas
from vidrag.service.routes.responses import EventStream
from vidrag.service.state import Service
from vidrag.strategies import DESCRIPTIONS, RECOMMENDED

if TYPE_CHECKING:
    from vidrag.answer import Answer
    from vidrag.api import Index

router = APIRouter(prefix="/v1", tags=["OpenAI-compatible"])
SOURCES = "\n\nSources: "  # between an answer and its citations in a chat window's text


def collection_name(index: Index) -> str:
    """The PostgreSQL collection, or the index directory's name."""
    return index.settings.store.collection if index.settings.store.url else index.path.name


def served_models(index: Index) -> dict[str, str | None]:
    """Each model's strategy: the collection (None: its configured strategy), then one per strategy."""
    collection = collection_name(index)
    return {collection: None, **{f"{collection}:{name}": name for name in DESCRIPTIONS}}


def sources_text(answer: Answer) -> str:
    """The citations as a chat window shows them, after the answer."""
    return SOURCES + " ".join(c.label for c in answer.citations) if answer.citations else ""


def conversation(messages: list[schemas.ChatMessage]) -> tuple[list[Turn], str]:
    """The earlier turns (each user message with the assistant's reply to it, its sources text cut)
    and the last user message, the question to answer."""
    last = max((i for i, m in enumerate(messages) if m.role == "user"), default=-1)
    turns: list[Turn] = []
    for i, message in enumerate(messages[:last]):
        if message.role == "user" and message.text().strip():
            reply = next((m for m in messages[i + 1 : last] if m.role in ("assistant", "user")), None)
            answer = reply.text() if reply is not None and reply.role == "assistant" else ""
            turns.append(Turn(message.text().strip(), answer.split(SOURCES)[0].strip()))
    return turns, messages[last].text().strip() if last >= 0 else ""


def model_scope(index: Index, model: str) -> tuple[str | None, list[str]]:
    """The strategy (None: the configured one) and the video names a model asks for."""
    collection = collection_name(index)
    head, _, rest = model.partition(":")
    if head != collection:
        raise NotFoundError(
            f"unknown model {model!r}; GET /v1/models lists this server's ({collection}, {collection}:STRATEGY, "
            f"{collection}:VIDEO, {collection}:STRATEGY:VIDEO)"
        )
    strategy, _, videos = rest.partition(":") if rest.partition(":")[0] in DESCRIPTIONS else ("", "", rest)
    return strategy or None, [v.strip() for v in videos.split(",") if v.strip()]


@router.get("/models")
def list_models(service: Service) -> schemas.ModelList:
    """The collection (its configured strategy) and one model per strategy."""
    index = service.index
    configured = f"{collection_name(index)} with its configured strategy ({index.settings.retrieval.strategy})"
    return schemas.ModelList(
        data=[
            schemas.Model(
                id=name,
                description=DESCRIPTIONS[strategy] if strategy else configured,
                recommended=strategy in (None, RECOMMENDED),
            )
            for name, strategy in served_models(index).items()
        ]
        + [
            schemas.Model(
                id=f"{collection_name(index)}:{video.name}", description=f"{video.name} alone", recommended=False
            )
            for video in index.videos()
            if video.status == "ready"
        ]
    )


@router.post(
    "/chat/completions",
    response_model=schemas.ChatCompletion,
    responses={200: {"content": {"text/event-stream": {"schema": {"type": "string"}}},
                     "description": "A chat.completion, or with ``stream`` its chat.completion.chunk events"}},
)  # fmt: skip
async def chat(body: schemas.ChatRequest, service: Service) -> schemas.ChatCompletion | JSONResponse | EventStream:
    index = service.index
    strategy, named = model_scope(index, body.model)
    # Names and hashes of indexed videos only, never a file path (as /api/ask).
    videos = list(dict.fromkeys(index.find(v, read_files=False).sha256 for v in [*named, *(body.videos or [])]))
    history, question = conversation(body.messages)
    if not question:
        raise QuestionError("the chat has no user message to answer")
    checked_question(question, None, index.settings.retrieval.max_question_chars)  # the API's one rule
    events = service.asks.events(question, strategy=strategy, videos=videos or None, history=history)
    created = int(time.time())
    if body.stream:
        return EventStream(_chunks(events, body.model, created), headers={"Cache-Control": "no-store"})
    async with aclosing(events):
        ask_id, answer = "", None
        async for kind, data in events:
            if kind == "ask":
                ask_id = data["id"]
            elif kind == "answer":
                answer = data
            elif kind == "error":
                return JSONResponse(
                    {"error": {"message": data["detail"], "type": "invalid_request_error"}}, status_code=400
                )
    if answer is None:
        return JSONResponse({"error": {"message": "the question was cancelled", "type": "cancelled"}}, status_code=499)
    words = len(answer.answer.split())
    return schemas.ChatCompletion(
        id=f"chatcmpl-{ask_id}", created=created, model=body.model,
        choices=[schemas.ChatChoice(index=0, message=schemas.AssistantMessage(content=answer.answer + sources_text(answer)))],
        usage=schemas.Usage(prompt_tokens=answer.prompt_tokens, completion_tokens=words, total_tokens=answer.prompt_tokens + words),
        citations=[schemas.Citation.model_validate(c) for c in answer.to_dict()["citations"]],
    )  # fmt: skip


async def _chunks(events: AsyncGenerator[tuple[str, Any], None], model: str, created: int) -> AsyncIterator[str]:
    """Server-sent ``chat.completion.chunk`` events: the answer's words as they are written, then
    the citations (text and field), then ``[DONE]``."""

    def chunk(ask_id: str, delta: dict[str, Any], finish: str | None = None, **extra: Any) -> str:
        record = {
            "id": f"chatcmpl-{ask_id}", "object": "chat.completion.chunk", "created": created, "model": model,
            "choices": [{"index": 0, "delta": delta, "finish_reason": finish}], **extra,
        }  # fmt: skip
        return f"data: {json.dumps(record)}\n\n"

    ask_id, streamed = "", False
    async with aclosing(events):
        async for kind, data in events:
            if kind == "ask":
                ask_id = data["id"]
                yield chunk(ask_id, {"role": "assistant", "content": ""})
            elif kind == "token":
                streamed = True
                yield chunk(ask_id, {"content": data["text"]})
            elif kind == "answer":
                text = ("" if streamed else data.answer) + sources_text(data)
                yield chunk(ask_id, {"content": text}, "stop", citations=data.to_dict()["citations"])
            elif kind == "error":
                yield f"data: {json.dumps({'error': {'message': data['detail'], 'type': 'invalid_request_error'}})}\n\n"
            elif kind == "cancelled":
                yield chunk(ask_id, {}, "stop")
    yield "data: [DONE]\n\n"
