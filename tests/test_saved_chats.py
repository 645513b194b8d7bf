"""Saved chats over HTTP (/api/chats) against a real `vidrag serve` over a copy of the demo index:
a chat asked in turn by turn, a follow-up answered from the chat, and the chat reopened, renamed,
exported and deleted after the server restarted."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from conftest import copy_index

from vidrag.testing.servers import vidrag_server

pytestmark = [pytest.mark.slow, pytest.mark.llm]

FIRST = "What does the speaker say when the timer reaches thirty seconds?"


def test_a_saved_chat_is_reopened_after_a_server_restart(example_index_dir: Path, tmp_path: Path):
    index = copy_index(example_index_dir, tmp_path / "lectures")
    with vidrag_server(index) as server, httpx.Client(base_url=server.url, timeout=600) as client:
        chat = client.post("/api/chats", json={"name": "Timer"}).json()
        client.post("/api/ask", json={"question": FIRST, "chat": chat["id"]}).raise_for_status()
        followup = client.post("/api/ask", json={"question": "What about forty seconds?", "chat": chat["id"]}).json()
        assert followup["asked"] == "What about forty seconds?"
        assert followup["question"] == "What does the speaker say when the timer reaches forty seconds?"
        assert "banana" in followup["answer"].lower()
    with vidrag_server(index) as server, httpx.Client(base_url=server.url, timeout=600) as client:
        (listed,) = client.get("/api/chats").json()
        assert (listed["id"], listed["name"], listed["turns"]) == (chat["id"], "Timer", 2)
        opened = client.get(f"/api/chats/{chat['id']}").json()
        assert [t["question"] for t in opened["turns"]] == [FIRST, "What about forty seconds?"]
        assert any(c["start"] <= 40 <= c["end"] for c in opened["turns"][1]["citations"])
        assert client.patch(f"/api/chats/{chat['id']}", json={"name": "Banana"}).json()["name"] == "Banana"
        exported = client.get(f"/api/chats/{chat['id']}/export")
        assert exported.headers["content-type"].startswith("text/markdown")
        assert (
            exported.text.startswith("# Banana\n")
            and "*asked as: What does the speaker say when the timer" in exported.text
        )
        assert "- [example.mp4 00:" in exported.text
        assert client.delete(f"/api/chats/{chat['id']}").json() == []
        assert client.get(f"/api/chats/{chat['id']}").status_code == 404
