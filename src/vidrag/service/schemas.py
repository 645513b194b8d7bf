"""The HTTP API's request and response bodies, so that ``/docs`` and ``/openapi.json`` describe them.

Each response model names exactly the keys the service has always sent (the web page and API
clients read them): ``extra="forbid"`` turns a record that gained or lost a key into an error in
the tests instead of a key silently dropped from the response.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from vidrag.graph.temporal_facts import TemporalFact
from vidrag.records import Source
from vidrag.service.asks import AskState
from vidrag.store.base import ClipRecord, JobState, TextRecord, VideoRecord, VideoStatus
from vidrag.text import encodable

# -- requests ------------------------------------------------------------------------------------


def _encodable(value: Any) -> Any:
    if isinstance(value, str):
        return encodable(value)
    if isinstance(value, list):
        return [_encodable(v) for v in value]
    if isinstance(value, dict):
        return {_encodable(k): _encodable(v) for k, v in value.items()}
    return value


# Ids as SQLite and PostgreSQL store them (signed 64-bit).
MAX_ID = 2**63 - 1


class RequestBody(BaseModel):
    """A request body whose every string is encodable: JSON may carry a lone surrogate ("\\ud800"),
    which no question, file name, message or reply could hold (issue 33: HTTP 500s)."""

    @model_validator(mode="before")
    @classmethod
    def _strings_encodable(cls, data: Any) -> Any:
        return _encodable(data)


class AskRequest(RequestBody):
    question: str = Field(..., min_length=1)
    choices: list[str] | None = None
    strategy: str | None = None
    videos: list[str] | None = Field(
        None, description="Only these indexed videos (names or sha256 prefixes; never a path to read)"
    )
    explain: bool = False
    chat: int | None = Field(
        None,
        ge=1,
        le=MAX_ID,
        description="A saved chat (POST /api/chats): the question is read as its next turn and saved in it",
    )


class ChatName(BaseModel):
    name: str = Field(..., min_length=1, max_length=200)


class AddPathRequest(RequestBody):
    path: str = Field(..., description="A video file on the server, inside one of the allowed roots")


class ChatMessage(RequestBody):
    model_config = ConfigDict(extra="allow")
    role: str
    content: str | list[dict[str, Any]] | None = None

    def text(self) -> str:
        if isinstance(self.content, list):  # content parts: only the text ones carry a question
            return "\n".join(str(p.get("text", "")) for p in self.content if p.get("type") == "text")
        return self.content or ""


class ChatRequest(RequestBody):
    model_config = ConfigDict(extra="allow")  # temperature, max_tokens...: accepted; the answer engine sets its own
    model: str
    messages: list[ChatMessage] = Field(..., min_length=1)
    stream: bool = False
    videos: list[str] | None = Field(
        None, description="Only these indexed videos (names or sha256 prefixes), as the model's ``:VIDEO`` part"
    )


# -- responses -----------------------------------------------------------------------------------


class Reply(BaseModel):
    """A response body: exactly these keys."""

    model_config = ConfigDict(extra="forbid")


class Health(Reply):
    status: Literal["ok"]
    version: str
    videos: int
    token_required: bool
    server_paths: bool = Field(description="Whether videos may be indexed from files on the server (--allow-root)")
    profile: str = Field(description="The profile the index was built with (index.profile): default or fast")
    asr_model: str = Field(description="The Whisper model of the index's speech (asr.model)")


class Strategies(Reply):
    strategies: list[str]
    descriptions: dict[str, str]
    recommended: str
    default: str = Field(description="The strategy a question gets when it names none")


class Video(Reply):
    sha256: str
    name: str
    duration: float
    width: int
    height: int
    has_audio: bool
    clips: int
    status: VideoStatus | Literal["failed"]
    failure: str | None = Field(description="Why indexing failed for good (status 'failed'); None otherwise")
    added_at: float
    media_url: str
    thumbnail_url: str | None = Field(description="None: no still was saved when the video was indexed")

    @classmethod
    def of(cls, video: VideoRecord, *, has_thumbnail: bool, failure: str | None) -> Video:
        return cls(
            sha256=video.sha256, name=video.name, duration=video.duration, width=video.width, height=video.height,
            has_audio=video.has_audio, clips=video.n_clips, status="failed" if failure else video.status,
            failure=failure, added_at=video.added_at,
            media_url=f"/api/videos/{video.sha256}/media",
            thumbnail_url=f"/api/videos/{video.sha256}/thumbnail" if has_thumbnail else None,
        )  # fmt: skip


class ClipText(Reply):
    source: Source
    start: float
    end: float
    text: str


class Clip(Reply):
    id: int
    start: float
    end: float
    texts: list[ClipText]

    @classmethod
    def of(cls, clip: ClipRecord, texts: list[TextRecord]) -> Clip:
        return cls(
            id=clip.id, start=clip.start, end=clip.end,
            texts=[ClipText(source=t.source, start=t.start, end=t.end, text=t.text) for t in texts],
        )  # fmt: skip


class VideoClips(Reply):
    video: Video
    clips: list[Clip]


class Job(Reply):
    """An indexing job and its progress (``eta_seconds``: only while it runs and once it has stored a clip):
    the fields of ``store.base.Job`` and its ``to_dict`` (tests/test_service.py checks that they agree)."""

    id: str
    path: str
    name: str
    state: JobState
    stage: str
    clips_done: int
    clips_total: int
    clips_at_start: int | None
    counting_since: float | None
    clip_at: float | None
    created: float
    started: float | None
    finished: float | None
    restarts: int
    video_sha256: str | None
    error: str | None
    percent: float
    eta_seconds: float | None


class Citation(Reply):
    """A moment that proves the answer, to the second, within its clip; ``label`` as the CLI prints it."""

    video: str
    start: float
    end: float
    score: float
    snippets: list[str]
    reasons: list[str]
    video_sha256: str
    clip_id: int | None
    clip_start: float | None
    clip_end: float | None
    label: str


class Answer(Reply):
    """An answer and the moments that prove it; ``trace`` only when the question asked to ``explain``."""

    question: str
    answer: str
    citations: list[Citation]
    choices: list[str] | None
    choice: str | None
    choice_index: int | None
    strategy: str
    model: str | None
    timings: dict[str, float]
    context_chars: int
    prompt_tokens: int
    llm_calls: int
    trace: dict[str, Any] | None = Field(None, description="How the answer was found; present only with explain")
    abstained: bool = Field(
        description='True when the answer is "the videos don\'t say": no moment supports any reading of the '
        "question, or the reader's answer has no support in the closest moments (then quoted)"
    )
    asked: str | None = Field(
        None, description="The question as put, when it was a follow-up rewritten into ``question`` (asked as)"
    )


class Chat(Reply):
    """A saved conversation."""

    id: int
    name: str
    created: float
    updated: float
    turns: int


class ChatTurn(Reply):
    question: str
    asked_as: str = Field(description="The standalone question that was answered")
    answer: str
    citations: list[Citation]
    created: float


class ChatWithTurns(Reply):
    chat: Chat
    turns: list[ChatTurn]


class Ask(Reply):
    """A question running on the server, or one of the last finished."""

    id: str
    question: str
    state: AskState
    stage: str
    started: float
    finished: float | None
    tokens: int = Field(description="Answer pieces generated; stops growing once the ask is stopped")


class GraphCounts(Reply):
    videos: int
    clips: int
    entities: int
    mentions: int
    clip_edges: int
    facts: int
    distinct_facts: int
    mg2_nodes: int
    mg2_edges: int
    mg2_sentence_pivots: int
    mg2_ocr_line_pivots: int


class EntityClip(Reply):
    video: str
    video_sha256: str
    clip_id: int
    start: float
    end: float


class GraphEntity(Reply):
    id: int
    name: str
    kind: str
    clips: list[EntityClip]


class GraphLink(Reply):
    source: int
    target: int
    shared_clips: int


class GraphOverview(Reply):
    """The most mentioned entities and how often each pair shares a clip."""

    counts: GraphCounts
    entities: list[GraphEntity]
    links: list[GraphLink]


class Entity(Reply):
    id: int
    name: str
    kind: str
    description: str


class Neighbour(Reply):
    name: str
    links: int


class EntityMoment(EntityClip):
    """A text that mentions the entity: its own time (``start``, ``end``) in its clip, and its words."""

    source: Source
    text: str


class EntityDetail(Reply):
    """One entity with its clips, the moments that mention it, its facts and its strongest neighbours."""

    entity: Entity
    clips: list[EntityClip]
    moments: list[EntityMoment]
    facts: list[TemporalFact]  # the graph's own record: its fields are the JSON's
    neighbours: list[Neighbour]


# -- the OpenAI-compatible API -------------------------------------------------------------------


class Model(Reply):
    id: str
    object: Literal["model"] = "model"
    created: int = 0
    owned_by: Literal["vidrag"] = "vidrag"
    description: str
    recommended: bool


class ModelList(Reply):
    object: Literal["list"] = "list"
    data: list[Model]


class AssistantMessage(Reply):
    role: Literal["assistant"] = "assistant"
    content: str


class ChatChoice(Reply):
    index: int
    message: AssistantMessage
    finish_reason: Literal["stop"] = "stop"


class Usage(Reply):
    prompt_tokens: int
    completion_tokens: int
    total_tokens: int


class ChatCompletion(Reply):
    """OpenAI's ``chat.completion``, with the answer's citations as a field of their own."""

    id: str
    object: Literal["chat.completion"] = "chat.completion"
    created: int
    model: str
    choices: list[ChatChoice]
    usage: Usage
    citations: list[Citation]
