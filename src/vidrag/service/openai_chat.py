"""An OpenAI-compatible chat API over the index, so chat tools (Open WebUI, LibreChat, any OpenAI
SDK) can talk to a vidrag collection: ``GET /v1/models`` and ``POST /v1/chat/completions``.

The collection is a model, and each strategy a model ``<collection>:<strategy>``. A chat answers
its last user message (earlier turns are not used as evidence); the citations come twice: as text
after the answer, for chat windows, and as a ``citations`` field of the response, for programs.
"""

from __future__ import annotations

import json
import time
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import TYPE_CHECKING, Any

from fastapi import APIRouter
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import BaseModel, ConfigDict, Field

from vidrag.api import checked_question
from vidrag.errors import NotFoundError, QuestionError
from vidrag.service.asks import AskRegistry
from vidrag.strategies import DESCRIPTIONS, RECOMMENDED

if TYPE_CHECKING:
    from vidrag.answer import Answer
    from vidrag.api import Index


class ChatMessage(BaseModel):
    model_config = ConfigDict(extra="allow")
    role: str
    content: str | list[dict[str, Any]] | None = None

    def text(self) -> str:
        if isinstance(self.content, list):  # content parts: only the text ones carry a question
            return "\n".join(str(p.get("text", "")) for p in self.content if p.get("type") == "text")
        return self.content or ""


class ChatRequest(BaseModel):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens...: accepted; the answer engine sets its own
    model: str
    messages: list[ChatMessage] = Field(..., min_length=1)
    stream: bool = False


def collection_name(index: Index) -> str:
    """The PostgreSQL collection, or the index directory's name."""
    return index.settings.store.collection if index.settings.store.url else index.path.name


def sources_text(answer: Answer) -> str:
    """The citations as a chat window shows them, after the answer."""
    return "\n\nSources: " + " ".join(c.label for c in answer.citations) if answer.citations else ""


def openai_router(index: Index, asks: AskRegistry) -> APIRouter:
    """The ``/v1`` routes (the caller adds the API token's dependency)."""
    router = APIRouter(prefix="/v1", tags=["OpenAI-compatible"])
    collection = collection_name(index)
    models = {collection: None, **{f"{collection}:{name}": name for name in DESCRIPTIONS}}

    @router.get("/models")
    def list_models() -> dict[str, Any]:
        """The collection (its configured strategy) and one model per strategy."""
        data = [
            {"id": name, "object": "model", "created": 0, "owned_by": "vidrag",
             "description": DESCRIPTIONS[strategy] if strategy else f"{collection} with its configured strategy ({index.settings.retrieval.strategy})",
             "recommended": strategy in (None, RECOMMENDED)}  # fmt: skip
            for name, strategy in models.items()
        ]
        return {"object": "list", "data": data}

    @router.post("/chat/completions", response_model=None)
    async def chat(body: ChatRequest) -> JSONResponse | StreamingResponse:
        if body.model not in models:
            raise NotFoundError(f"unknown model {body.model!r}; GET /v1/models lists this server's ({collection}, {collection}:STRATEGY)")
        question = next((m.text() for m in reversed(body.messages) if m.role == "user"), "").strip()
        if not question:
            raise QuestionError("the chat has no user message to answer")
        checked_question(question, None, index.settings.retrieval.max_question_chars)  # the API's one rule
        events = asks.events(question, strategy=models[body.model])
        created = int(time.time())
        if body.stream:
            return StreamingResponse(_chunks(events, body.model, created), media_type="text/event-stream", headers={"Cache-Control": "no-store"})
        async with aclosing(events):
            ask_id, answer = "", None
            async for kind, data in events:
                if kind == "ask":
                    ask_id = data["id"]
                elif kind == "answer":
                    answer = data
                elif kind == "error":
                    return JSONResponse({"error": {"message": data["detail"], "type": "invalid_request_error"}}, status_code=400)
        if answer is None:
            return JSONResponse({"error": {"message": "the question was cancelled", "type": "cancelled"}}, status_code=499)
        message = {"role": "assistant", "content": answer.answer + sources_text(answer)}
        return JSONResponse({
            "id": f"chatcmpl-{ask_id}", "object": "chat.completion", "created": created, "model": body.model,
            "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": answer.prompt_tokens, "completion_tokens": len(answer.answer.split()),
                      "total_tokens": answer.prompt_tokens + len(answer.answer.split())},
            "citations": answer.to_dict()["citations"],
        })  # fmt: skip

    return router


async def _chunks(events: AsyncIterator[tuple[str, Any]], model: str, created: int) -> AsyncIterator[str]:
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
