"""``/api/chats``: saved conversations, kept in the index's own database (so a chat never shows
on another index's server): listed, opened with their turns, renamed, deleted, exported as
Markdown with their citations. ``POST /api/ask`` with ``chat`` asks one as its next turn."""

from __future__ import annotations

import dataclasses
import time

from typing import Annotated

from fastapi import APIRouter, Path
from fastapi.responses import PlainTextResponse

from vidrag.reasoning.conversation import markdown
from vidrag.service import schemas
from vidrag.service.state import Service
from vidrag.store.base import ChatRecord

router = APIRouter(prefix="/api", tags=["chats"])
# A chat's id as the databases store it (a signed 64-bit integer): a larger one is no chat, not a 500.
ChatId = Annotated[int, Path(ge=1, le=schemas.MAX_ID)]


def _chat(record: ChatRecord) -> schemas.Chat:
    return schemas.Chat.model_validate(dataclasses.asdict(record))


@router.get("/chats")
def list_chats(service: Service) -> list[schemas.Chat]:
    """The saved chats, the most recently used first."""
    return [_chat(c) for c in service.index.store.chats()]


@router.post("/chats")
def new_chat(body: schemas.ChatName, service: Service) -> schemas.Chat:
    return _chat(service.index.store.add_chat(body.name.strip() or "Chat", time.time()))


@router.get("/chats/{chat_id}")
def open_chat(chat_id: ChatId, service: Service) -> schemas.ChatWithTurns:
    store = service.index.store
    turns = store.chat_turns(chat_id)
    return schemas.ChatWithTurns(
        chat=_chat(store.chat(chat_id)),
        turns=[schemas.ChatTurn.model_validate(dataclasses.asdict(t)) for t in turns],
    )


@router.patch("/chats/{chat_id}")
def rename_chat(chat_id: ChatId, body: schemas.ChatName, service: Service) -> schemas.Chat:
    return _chat(service.index.store.rename_chat(chat_id, body.name.strip() or "Chat", time.time()))


@router.delete("/chats/{chat_id}")
def delete_chat(chat_id: ChatId, service: Service) -> list[schemas.Chat]:
    """The chats left."""
    service.index.store.delete_chat(chat_id)
    return list_chats(service)


@router.get("/chats/{chat_id}/export", response_class=PlainTextResponse)
def export_chat(chat_id: ChatId, service: Service) -> PlainTextResponse:
    """The chat as Markdown: each question (and what it was asked as), the answer, its citations."""
    index = service.index
    name = index.store.chat(chat_id).name
    return PlainTextResponse(
        markdown(name, index.saved_turns(chat_id)),
        media_type="text/markdown; charset=utf-8",
        headers={"Content-Disposition": f'attachment; filename="chat-{chat_id}.md"'},
    )
