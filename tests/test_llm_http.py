"""The OpenAI-compatible backend against a real llama.cpp server process on loopback."""

import sys

import pytest

from vidrag import Index, load_settings
from vidrag.assets import model_path
from vidrag.config import LLMSettings
from vidrag.errors import LLMError
from vidrag.llm import make_llm
from vidrag.testing.servers import ServerProcess, free_port


@pytest.fixture(scope="module")
def llama_server(tmp_path_factory: pytest.TempPathFactory) -> str:
    pytest.importorskip("llama_cpp.server", reason="llama-cpp-python[server] not installed")
    port = free_port()
    command = [
        sys.executable, "-m", "llama_cpp.server", "--model", str(model_path("smollm2-135m")),
        "--model_alias", "smollm2", "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "2048",
    ]  # fmt: skip
    log = tmp_path_factory.mktemp("server") / "server.log"
    with ServerProcess(command, f"http://127.0.0.1:{port}", log, ready_path="/v1/models") as server:
        yield f"{server.url}/v1"


def test_chat_completion_over_http(llama_server: str):
    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2", max_tokens=16))
    completion = llm.complete([{"role": "user", "content": "Say hello."}])
    assert completion.text.strip() and completion.prompt_tokens > 0 and completion.completion_tokens > 0


def test_streamed_reply_arrives_in_pieces_and_whole(llama_server: str):
    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2", max_tokens=24))
    pieces: list[str] = []
    completion = llm.complete([{"role": "user", "content": "Count from one to five."}], on_token=pieces.append)
    assert len(pieces) > 1 and "".join(pieces) == completion.text and completion.completion_tokens > 0


def test_json_mode_returns_json(llama_server: str):
    import json

    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2", max_tokens=48))
    reply = llm.complete([{"role": "user", "content": 'Give a JSON object with key "word".'}], json_mode=True)
    assert isinstance(json.loads(reply.text), dict)


def test_index_answers_through_the_server(llama_server: str, example_index: Index, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("VIDRAG_LLM__BACKEND", "openai")
    monkeypatch.setenv("VIDRAG_LLM__BASE_URL", llama_server)
    monkeypatch.setenv("VIDRAG_LLM__MODEL", "smollm2")
    with Index.open(example_index.path, load_settings(), create=False) as index:
        answer = index.ask("What word does the speaker say at forty seconds?", ["apple", "banana"])
    assert answer.model.startswith("openai:smollm2@") and answer.choice in {"apple", "banana"}
    assert any(c.start <= 40 <= c.end + 1 and c.clip_start <= 38 and c.clip_end >= 42 for c in answer.citations), (
        answer.citations
    )


def test_unreachable_server_is_a_clear_error():
    llm = make_llm(LLMSettings(backend="openai", base_url=f"http://127.0.0.1:{free_port()}/v1", timeout_seconds=5))
    with pytest.raises(LLMError, match="cannot reach the LLM server at http://127.0.0.1"):
        llm.complete([{"role": "user", "content": "hi"}])
