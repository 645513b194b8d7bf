"""Saved conversations (api.Conversation, the service's /api/chats): rows of the ``chats`` and
``chat_turns`` tables, one SQL for both stores. Each statement commits on its own and leaves the
generation alone, as the jobs' do: no view of the index derives from a chat."""

from __future__ import annotations

from vidrag.errors import NotFoundError
from vidrag.store.base import ChatRecord, ChatTurnRecord
from vidrag.store.sql import Row, SQLBackend

_CHAT = (
    "SELECT c.id, c.name, c.created, c.updated, (SELECT COUNT(*) FROM chat_turns t WHERE t.chat_id = c.id) FROM chats c"
)


def _chat(row: Row) -> ChatRecord:
    chat_id, name, created, updated, turns = row
    return ChatRecord(int(chat_id), name, created, updated, int(turns))


class ChatRows(SQLBackend):
    def add_chat(self, name: str, now: float) -> ChatRecord:
        rows = self._commit_one(
            "INSERT INTO chats (name, created, updated) VALUES (:name, :now, :now) RETURNING id",
            {"name": name, "now": now},
        )
        return self.chat(rows[0][0])

    def chat(self, chat_id: int) -> ChatRecord:
        rows = self._rows(f"{_CHAT} WHERE c.id = :id", {"id": int(chat_id)})
        if not rows:
            raise NotFoundError(f"no saved chat {chat_id} in this index (GET /api/chats lists them)")
        return _chat(rows[0])

    def chats(self) -> list[ChatRecord]:
        return [_chat(r) for r in self._rows(f"{_CHAT} ORDER BY c.updated DESC, c.id DESC")]

    def rename_chat(self, chat_id: int, name: str, now: float) -> ChatRecord:
        self._touch_chat(chat_id, now, name)
        return self.chat(chat_id)

    def delete_chat(self, chat_id: int) -> None:
        if not self._commit_one("DELETE FROM chats WHERE id = :id RETURNING id", {"id": int(chat_id)}):
            self.chat(chat_id)  # raises: there was none

    def add_chat_turn(self, chat_id: int, turn: ChatTurnRecord) -> None:
        self._touch_chat(chat_id, turn.created)
        self._commit_one(
            "INSERT INTO chat_turns (chat_id, question, asked_as, answer, citations, created) "
            "VALUES (:chat_id, :question, :asked_as, :answer, :citations, :created)",
            {"chat_id": int(chat_id), "question": turn.question, "asked_as": turn.asked_as, "answer": turn.answer,
             "citations": self._json(turn.citations), "created": turn.created},
        )  # fmt: skip

    def chat_turns(self, chat_id: int) -> list[ChatTurnRecord]:
        self.chat(chat_id)
        rows = self._rows(
            "SELECT question, asked_as, answer, citations, created FROM chat_turns WHERE chat_id = :id ORDER BY id",
            {"id": int(chat_id)},
        )
        return [ChatTurnRecord(q, a, ans, list(self._unjson(c)), t) for q, a, ans, c, t in rows]

    def _touch_chat(self, chat_id: int, now: float, name: str | None = None) -> None:
        """The chat's time of update (and name); NotFoundError when it is gone."""
        rows = self._commit_one(
            "UPDATE chats SET updated = :now, name = COALESCE(:name, name) WHERE id = :id RETURNING id",
            {"now": now, "name": name, "id": int(chat_id)},
        )
        if not rows:
            self.chat(chat_id)
