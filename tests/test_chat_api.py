"""The OpenAI-compatible chat API, driven by the `openai` client against a real `vidrag serve`
process with an API token: models, an answer with its citations, streamed and not. The server
serves a copy of the demo index; uploads and indexing jobs are tests/test_service.py's."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import copy_index

from vidrag.testing.servers import vidrag_server

openai = pytest.importorskip("openai")

TOKEN = "chat-test-token"
BANANA = "What word does the speaker say when the timer reaches forty seconds?"

pytestmark = [pytest.mark.slow, pytest.mark.llm]


@pytest.fixture(scope="module")
def server(example_index_dir: Path, tmp_path_factory: pytest.TempPathFactory):
    """`vidrag serve` over a copy of the demo index (the collection takes the folder's name)."""
    index = copy_index(example_index_dir, tmp_path_factory.mktemp("chat") / "lectures")
    with vidrag_server(index, "--token", TOKEN) as server:
        yield server


def client_for(server, key: str = TOKEN):
    return openai.OpenAI(base_url=f"{server.url}/v1", api_key=key, max_retries=0, timeout=600)


def test_models_are_the_collection_and_its_strategies(server):
    ids = [m.id for m in client_for(server).models.list()]
    assert ids[0] == "lectures" and {"lectures:auto", "lectures:naive", "lectures:vgent"} <= set(ids)


def test_an_answer_cites_its_moments_as_text_and_as_a_field(server):
    reply = client_for(server).chat.completions.create(
        model="lectures",
        messages=[{"role": "system", "content": "Be brief."}, {"role": "user", "content": "hello"},
                  {"role": "assistant", "content": "Hi."}, {"role": "user", "content": BANANA}],
    )  # fmt: skip
    text = reply.choices[0].message.content
    assert "banana" in text.lower() and "Sources: [example.mp4 " in text
    citations = reply.model_extra["citations"]
    assert citations and all(c["video"] == "example.mp4" and c["start"] <= c["end"] for c in citations)
    assert any(c["start"] <= 40 <= c["end"] for c in citations)


def test_a_streamed_answer_arrives_in_pieces_then_the_citations(server):
    stream = client_for(server).chat.completions.create(
        model="lectures:naive",
        messages=[{"role": "user", "content": "What does the speaker say at thirty seconds?"}],
        stream=True,
    )
    chunks = list(stream)
    text = "".join(c.choices[0].delta.content or "" for c in chunks)
    assert len(chunks) >= 3 and "Sources: [example.mp4 " in text
    assert chunks[-1].choices[0].finish_reason == "stop" and chunks[-1].model_extra["citations"]


def test_a_wrong_token_and_an_unknown_model_are_refused(server):
    with pytest.raises(openai.AuthenticationError):
        client_for(server, "wrong").chat.completions.create(
            model="lectures", messages=[{"role": "user", "content": BANANA}]
        )
    with pytest.raises(openai.AuthenticationError):
        client_for(server, "wrong").models.list()
    with pytest.raises(openai.NotFoundError):
        client_for(server).chat.completions.create(model="other", messages=[{"role": "user", "content": BANANA}])


def test_a_follow_up_in_messages_is_answered_as_a_follow_up(server):
    """The second user message only makes sense with the first: it is answered as the question it
    stands for, from the moment it asks about, and cited."""
    first = "What does the speaker say when the timer reaches thirty seconds?"
    client = client_for(server)
    reply = client.chat.completions.create(model="lectures", messages=[{"role": "user", "content": first}])
    messages = [
        {"role": "user", "content": first},
        {"role": "assistant", "content": reply.choices[0].message.content},
        {"role": "user", "content": "What about forty seconds?"},
    ]
    followup = client.chat.completions.create(model="lectures", messages=messages)
    text = followup.choices[0].message.content
    assert "banana" in text.lower() and "Sources: [example.mp4 " in text
    assert any(c["start"] <= 40 <= c["end"] for c in followup.model_extra["citations"])
