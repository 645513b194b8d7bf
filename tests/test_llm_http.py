"""The OpenAI-compatible backend against a real llama.cpp server process on loopback."""

import http.server
import sys
import threading
import time
from collections.abc import Iterator

import pytest
from fakes import ScriptedLLM

from vidrag import Index, load_settings
from vidrag.assets import model_path
from vidrag.config import LLMSettings
from vidrag.errors import LLMError
from vidrag.llm import ChatRequest, make_llm
from vidrag.llm.structured import LenientReply, ask_json
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
    completion = llm.complete(ChatRequest([{"role": "user", "content": "Say hello."}]))
    assert completion.text.strip() and completion.prompt_tokens > 0 and completion.completion_tokens > 0


def test_streamed_reply_arrives_in_pieces_and_whole(llama_server: str):
    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2", max_tokens=24))
    pieces: list[str] = []
    completion = llm.complete(ChatRequest([{"role": "user", "content": "Count from one to five."}]), pieces.append)
    assert len(pieces) > 1 and "".join(pieces) == completion.text and completion.completion_tokens > 0


def test_json_mode_returns_json(llama_server: str):
    import json

    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2", max_tokens=48))
    reply = llm.complete(
        ChatRequest([{"role": "user", "content": 'Give a JSON object with key "word".'}], json_mode=True)
    )
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
        llm.complete(ChatRequest([{"role": "user", "content": "hi"}]))


class Words(LenientReply):
    words: list[str]


def test_a_reply_cut_off_at_its_token_budget_is_closed_not_asked_again(llama_server: str):
    llm = make_llm(LLMSettings(backend="openai", base_url=llama_server, model="smollm2"))
    prompt = [{"role": "user", "content": 'List twenty English words as JSON: {"words": ["...", ...]}'}]
    reply = ask_json(llm, prompt, Words, retries=1, max_tokens=12)  # JSON mode: this server takes no json_schema
    assert reply.completion_tokens == 12, reply.problem  # the reply ran out of tokens inside the list
    assert reply.attempts == 1 and reply.value is not None and reply.value.words, reply.problem


def test_a_truncated_reply_is_parsed_without_a_second_call():
    llm = ScriptedLLM({}, otherwise='{"words": ["apple", "banana", "cher')
    reply = ask_json(llm, [{"role": "user", "content": "words"}], Words, retries=2, max_tokens=8)
    assert reply.value is not None and reply.value.words == ["apple", "banana", "cher"]
    assert reply.attempts == 1 and len(llm.prompts) == 1
    # A reply that is not cut off but wrong is still sent back once with its problem.
    wrong = ScriptedLLM({}, otherwise='{"words": "apple" "banana"}')
    assert ask_json(wrong, [{"role": "user", "content": "words"}], Words, retries=1, max_tokens=8).attempts == 2
    assert "That reply is not usable: invalid JSON" in wrong.prompts[1]


class FailingServer(http.server.BaseHTTPRequestHandler):
    """An LLM server in trouble (a double: a real one cannot be made to fail on demand): every
    request is answered with the status the test sets, and counted."""

    status = 503
    requests = 0

    def do_POST(self) -> None:
        type(self).requests += 1
        self.send_response(self.status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b'{"error": {"message": "busy"}}')

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def failing_server() -> Iterator[tuple[str, type[FailingServer]]]:
    handler = type("Handler", (FailingServer,), {"requests": 0})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/v1", handler
    server.shutdown()
    server.server_close()


@pytest.mark.parametrize(
    ("deadline", "tries", "seconds"),
    [
        (10, 3, (1.4, 5)),  # tried at 0 s, after a 0.5 s pause, then after a 1 s pause
        (1.2, 2, (0.4, 1.2)),  # no third try: its 1 s pause would end past the deadline
    ],
)
def test_a_busy_server_is_tried_again_inside_the_one_deadline(failing_server, deadline, tries, seconds):
    url, handler = failing_server
    llm = make_llm(LLMSettings(backend="openai", base_url=url, timeout_seconds=deadline))
    t0 = time.monotonic()
    with pytest.raises(LLMError, match="answered HTTP 503"):
        llm.complete(ChatRequest([{"role": "user", "content": "hi"}]))
    assert handler.requests == tries and seconds[0] < time.monotonic() - t0 < seconds[1]


def test_a_refused_request_is_not_tried_again(failing_server):
    url, handler = failing_server
    handler.status = 400
    llm = make_llm(LLMSettings(backend="openai", base_url=url, timeout_seconds=10))
    with pytest.raises(LLMError, match="answered HTTP 400"):
        llm.complete(ChatRequest([{"role": "user", "content": "hi"}]))
    assert handler.requests == 1
