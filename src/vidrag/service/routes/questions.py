"""``/api/ask`` and ``/api/asks``: questions answered whole or streamed, the ones in flight, and
stopping one; ``/api/strategies``: what a question may ask for. A question with ``chat`` is read
as that saved chat's next turn (a follow-up answered as its standalone rewrite) and saved in it."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import aclosing
from typing import Any

from fastapi import APIRouter

from vidrag.answer.engine import Answer
from vidrag.api import checked_question
from vidrag.reasoning.conversation import Turn
from vidrag.service import schemas
from vidrag.service.routes.responses import EventStream
from vidrag.service.state import Service, ServiceState
from vidrag.strategies import DESCRIPTIONS, RECOMMENDED

router = APIRouter(prefix="/api", tags=["questions"])


@router.get("/strategies")
def strategies(service: Service) -> schemas.Strategies:
    return schemas.Strategies(
        strategies=list(DESCRIPTIONS), descriptions=DESCRIPTIONS, recommended=RECOMMENDED,
        default=service.index.settings.retrieval.strategy,
    )  # fmt: skip


def checked(body: schemas.AskRequest, service: ServiceState) -> tuple[schemas.AskRequest, list[Turn]]:
    """Refused before any work (index.ask checks the same); ``videos`` name indexed videos, never
    files; with the saved chat's turns, the question's history."""
    index = service.index
    checked_question(body.question, body.choices, index.settings.retrieval.max_question_chars)
    if body.videos:
        body.videos = [index.find(v, read_files=False).sha256 for v in body.videos]
    return body, index.saved_turns(body.chat) if body.chat is not None else []


def saved(answer: Answer, body: schemas.AskRequest, service: ServiceState) -> Answer:
    """The answer, kept as the next turn of the question's saved chat (if it names one)."""
    if body.chat is not None:
        service.index.save_turn(body.chat, answer)
    return answer


def answer_json(answer: Answer, body: schemas.AskRequest) -> dict[str, Any]:
    """The answer's record; its trace only when the question asked to ``explain``."""
    record = answer.to_dict()
    if not body.explain:
        record.pop("trace", None)
    return record


# exclude_unset: the trace is left out, not sent as null, when the question did not ask to explain.
@router.post("/ask", response_model_exclude_unset=True)
def ask(body: schemas.AskRequest, service: Service) -> schemas.Answer:
    body, history = checked(body, service)
    answer = service.index.ask(body.question, body.choices, strategy=body.strategy, videos=body.videos, history=history)
    return schemas.Answer.model_validate(answer_json(saved(answer, body, service), body))


@router.post("/ask/stream", response_class=EventStream)
async def ask_stream(body: schemas.AskRequest, service: Service) -> EventStream:
    """Server-sent events: ``ask`` (its id, for ``POST /api/asks/{id}/cancel``), ``stage``
    (retrieving, reading, answering), ``token`` pieces of the answer as the LLM writes them,
    then ``answer`` (the whole record, as /api/ask returns it), ``cancelled`` or ``error``.
    Closing the connection stops the ask too."""
    body, history = checked(body, service)

    async def stream() -> AsyncIterator[str]:
        events = service.asks.events(
            body.question, body.choices, strategy=body.strategy, videos=body.videos, history=history
        )
        async with aclosing(events):
            async for kind, data in events:
                record = answer_json(saved(data, body, service), body) if kind == "answer" else data
                yield f"event: {kind}\ndata: {json.dumps(record)}\n\n"

    return EventStream(stream(), headers={"Cache-Control": "no-store"})


@router.get("/asks")
def list_asks(service: Service) -> list[schemas.Ask]:
    """The questions running now and the last ones finished, newest first."""
    return [schemas.Ask.model_validate(run.to_dict()) for run in service.asks.recent()]


@router.post("/asks/{ask_id}/cancel")
def cancel_ask(ask_id: str, service: Service) -> schemas.Ask:
    """Stop a question: its LLM stops at the next token (or before it starts)."""
    return schemas.Ask.model_validate(service.asks.cancel(ask_id).to_dict())
