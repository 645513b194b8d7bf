"""The Store seam: records every backend keeps, and the operations of each role (reading at question
time; writing the index, the graph and the service's jobs), narrow protocols whose union is the ``Store``."""

from __future__ import annotations

import time
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass
from typing import Any, Literal, Protocol

import numpy as np

from vidrag.errors import IncompatibleIndexError
from vidrag.records import ClipSpan, Source, TextUnit

# Bump when the on-disk layout changes (the tables and indexes are declared in store/schema.py): an older
# index is migrated as it opens (SQLite: SQLiteStore._init_or_check; PostgreSQL: postgres.MIGRATIONS, one
# per version), a newer one refused.
# 2: entities, mentions and facts (the knowledge graphs); 3: frame vectors (vision); 4: the lexical
# index (store/lexical.py), built from the stored texts when an index of version 3 is opened;
# 5: a covering index on the texts' lexical columns (id, n_terms, clip_id), so that a lexical search
# reads no text row with its vector (SQLite, 100 hours: 70 -> 47 ms for a term in 16% of the units,
# docs/benchmarks.md), added when an index of version 4 is opened; 6: SQLite's indexes of mentions.text_id,
# facts.text_id, facts.head_id and facts.tail_id, which PostgreSQL had (removing one of 100 ten-minute
# videos scanned both tables per deleted row, docs/benchmarks.md), added when an index of version 5 is
# opened; 7: the service's jobs table (store/jobs.py), which its queue had kept in a file of its own beside an
# SQLite index (moved in when an index of version 6 is opened) and in a table of its own making on PostgreSQL.
# 8: saved conversations (store/chats.py), two new tables added when an index of version 7 is opened.
# The tables and indexes of both stores are declared once, in store/schema.py.
SCHEMA_VERSION = 8

VideoStatus = Literal["indexing", "ready"]

# Why a video could not be decoded is kept in the extractor cache under this key (clip index -1):
# rows keyed by the video's content hash, removed with the video, so no schema change was needed.
FAILURE_KEY = "failed"


@dataclass(frozen=True)
class NewVideo:
    sha256: str
    path: str
    name: str
    duration: float
    width: int
    height: int
    has_audio: bool
    n_clips: int


@dataclass(frozen=True)
class VideoRecord(NewVideo):
    """A stored video: what was added, plus the store's id, state and time of adding."""

    id: int
    status: VideoStatus
    added_at: float


@dataclass(frozen=True)
class NewClip:
    """A clip's texts and their vectors, for :meth:`BulkLoading.put_clips` (no knowledge rows)."""

    span: ClipSpan
    units: Sequence[TextUnit]
    vectors: np.ndarray

    def __post_init__(self) -> None:
        if len(self.units) != len(self.vectors):
            raise ValueError("one vector per text unit is required")


@dataclass(frozen=True)
class ClipRecord:
    id: int
    video_id: int
    index: int
    start: float
    end: float


@dataclass(frozen=True)
class TextRecord:
    id: int
    clip_id: int
    source: Source
    start: float
    end: float
    text: str


@dataclass(frozen=True)
class TextSearch:
    """What one text search returns, dense (``StoreReader.search``) or lexical (``search_lexical``):
    the best ``limit`` texts of ready videos scoring at least ``min_score``, only of ``sources`` and
    ``videos`` when given. One value for every backend and caller (and a key for a search's cache)."""

    limit: int
    min_score: float = -1.0
    sources: frozenset[Source] | None = None
    videos: frozenset[int] | None = None


@dataclass(frozen=True)
class TextHit:
    text_id: int
    clip_id: int
    score: float


@dataclass(frozen=True)
class FrameHit:
    """A sampled frame whose image embedding matched a query (text-to-frame retrieval)."""

    clip_id: int
    time: float
    score: float


@dataclass(frozen=True, eq=False)
class NewEntity:
    """An entity first seen in the clip being stored; rows refer to it by object identity."""

    name: str
    kind: str
    description: str
    vector: np.ndarray


EntityRef = int | NewEntity  # a stored entity's id, or one this clip adds


@dataclass(frozen=True)
class MentionRow:
    entity: EntityRef
    unit: int | None  # index into the clip's units; None: the clip as a whole
    surface: str  # the name as this clip wrote it


@dataclass(frozen=True)
class FactRow:
    head: EntityRef
    relation: str
    tail: EntityRef
    clarity: float
    unit: int | None


@dataclass(frozen=True)
class ClipGraphRows:
    """A clip's knowledge with its entities resolved against the index (see graph.merge)."""

    new_entities: list[NewEntity]
    mentions: list[MentionRow]
    facts: list[FactRow]

    def __post_init__(self) -> None:
        # An entity goes when its last mention does (store/graph_rows.py): one never mentioned would never go.
        mentioned = {id(m.entity) for m in self.mentions}
        if any(id(e) not in mentioned for e in self.new_entities):
            raise ValueError("every new entity needs a mention in the clip that adds it")


@dataclass(frozen=True)
class EntityRecord:
    id: int
    name: str
    kind: str
    description: str


@dataclass(frozen=True)
class MentionRecord:
    entity_id: int
    clip_id: int
    text_id: int | None
    surface: str


@dataclass(frozen=True)
class FactRecord:
    id: int
    clip_id: int
    text_id: int | None
    head_id: int
    relation: str
    tail_id: int
    start: float
    end: float
    clarity: float


JobState = Literal["queued", "running", "done", "failed"]


@dataclass(frozen=True)
class Job:
    """An indexing job of the service and its progress (the fields of the ``jobs`` table but its owner)."""

    id: str
    path: str
    name: str
    state: JobState
    stage: str
    clips_done: int
    clips_total: int
    clips_at_start: int | None  # clips already stored when this run began (a resumed video)
    counting_since: float | None  # when this run's clip count began (the models are loaded by then)
    clip_at: float | None  # when this run's latest clip was stored
    created: float
    started: float | None
    finished: float | None
    restarts: int  # how often a server restart interrupted and re-queued it
    video_sha256: str | None
    error: str | None

    @property
    def percent(self) -> float:
        if self.state == "done":
            return 100.0
        return round(100.0 * self.clips_done / self.clips_total, 1) if self.clips_total else 0.0

    def eta_seconds(self, now: float) -> float | None:
        """Remaining time at the measured throughput of this run (seconds per stored clip), counted
        down from the latest stored clip: it falls steadily while a clip runs instead of climbing,
        and is re-measured each time a clip is stored. Zero while the last clips are finishing."""
        at_start, since, last_clip = self.clips_at_start, self.counting_since, self.clip_at
        if self.state != "running" or at_start is None or since is None or last_clip is None:
            return None
        done_here = self.clips_done - at_start
        if done_here <= 0:
            return None
        per_clip = (last_clip - since) / done_here
        return round(max(0.0, per_clip * (self.clips_total - self.clips_done) - (now - last_clip)), 1)

    def to_dict(self, now: float | None = None) -> dict[str, Any]:
        """The fields with ``percent`` and ``eta_seconds`` (at ``now``, by default the current time):
        the service's ``Job`` reply (service/schemas.py)."""
        eta = self.eta_seconds(time.time() if now is None else now)
        return {**asdict(self), "percent": self.percent, "eta_seconds": eta}


# Layout keys that say what an index's speech was built with (``Settings.build``): recorded when the index is
# created, checked when a video is added (:func:`check_build`), not when the index is opened to be read. An
# index made before they were recorded was built with these values.
BUILD_KEYS = {"profile": "default", "asr_model": "base"}


def check_layout(where: str, stored: dict[str, Any], wanted: dict[str, Any], elsewhere: str) -> None:
    """Refuse an index built with other settings than ``wanted`` (its data would not mix);
    ``elsewhere`` names where a user can build one with the new settings instead."""
    differing = {k: (stored.get(k), v) for k, v in wanted.items() if k not in BUILD_KEYS and stored.get(k) != v}
    if differing:
        detail = ", ".join(f"{k}: index has {old!r}, settings ask {new!r}" for k, (old, new) in differing.items())
        raise IncompatibleIndexError(
            f"{where}: built with other settings ({detail}); use the index's settings or {elsewhere}"
        )


def index_build(stored: dict[str, Any]) -> dict[str, Any]:
    """What the index with layout ``stored`` was built with (its profile and ASR model)."""
    return {key: stored.get(key, default) for key, default in BUILD_KEYS.items()}


def check_build(where: str, stored: dict[str, Any], wanted: dict[str, Any]) -> None:
    """Refuse to add a video with other speech settings than the index was built with: one index, one profile."""
    built = index_build(stored)
    if built != index_build(wanted):
        raise IncompatibleIndexError(
            f"{where}: built with profile {built['profile']!r} (asr.model {built['asr_model']!r}), these settings ask "
            f"profile {wanted['profile']!r} (asr.model {wanted['asr_model']!r}); index with --profile "
            f"{built['profile']} (index.profile in the config), or into a new --index directory"
        )


class StoreReader(Protocol):
    """What question time reads: retrieval, reasoning, the answer step and the graph's views of the
    index take only this, so that they cannot write, and a test double need only read.

    Only videos whose every clip is stored (status ``ready``) are searched.
    """

    def generation(self) -> int:
        """A number that changes with every write, so derived views know when to rebuild."""
        ...

    def videos(self) -> list[VideoRecord]: ...
    def clips(self, video_id: int) -> list[ClipRecord]: ...
    def clips_by_id(self, clip_ids: Sequence[int]) -> dict[int, ClipRecord]: ...
    def texts_of_clips(self, clip_ids: Sequence[int]) -> dict[int, list[TextRecord]]: ...
    def texts_by_id(self, text_ids: Sequence[int]) -> dict[int, TextRecord]: ...
    def text_vectors(self, text_ids: Sequence[int]) -> np.ndarray:
        """The stored embeddings of ``text_ids``, one row each, in the order given."""
        ...

    # knowledge graph: entities of every video, mentions and facts of ready videos
    def entities(self, after: int = 0) -> list[EntityRecord]: ...
    def entity_vectors(self, after: int = 0) -> tuple[np.ndarray, np.ndarray]:
        """(ids, matrix) of the stored entities' description embeddings; ``after``: only entities of a
        higher id (those other writers added since)."""
        ...

    def mentions(self, videos: frozenset[int] | None = None) -> list[MentionRecord]:
        """Mentions in ready videos (of ``videos``, if given), by clip."""
        ...

    def facts(self, videos: frozenset[int] | None = None) -> list[FactRecord]:
        """Facts stated in ready videos (of ``videos``, if given), by id."""
        ...

    # search
    def search(self, query: np.ndarray, within: TextSearch) -> list[TextHit]:
        """The texts ``within`` admits, by their inner product with ``query``, best first."""
        ...

    def search_lexical(self, query_terms: Sequence[str], within: TextSearch) -> list[TextHit]:
        """The texts ``within`` admits holding any of ``query_terms`` (``vidrag.text.terms`` of a
        query), best BM25 score first; scores are divided by the query's total IDF
        (store/lexical.py), so 1.0 reads "holds every term"."""
        ...

    def held_terms(self, query_terms: Sequence[str]) -> set[str]:
        """Which of ``query_terms`` some stored text holds (its ``vidrag.text.terms``): a word the videos say
        or show, which a question's spelling repair keeps (reasoning/spelling.py)."""
        ...

    def search_frames(
        self, query: np.ndarray, limit: int, min_score: float, videos: frozenset[int] | None = None
    ) -> list[FrameHit]:
        """Frames of ready videos (of ``videos``, if given) whose inner product with ``query`` is
        >= ``min_score``, best first."""
        ...


class GraphWriter(Protocol):
    """What merging a clip's entities into the stored ones needs (graph.merge), at index time: the
    entities stored so far, read under the lock that keeps two writers from adding the same one."""

    def entities(self, after: int = 0) -> list[EntityRecord]: ...
    def entity_vectors(self, after: int = 0) -> tuple[np.ndarray, np.ndarray]: ...
    def entity_lock(self) -> AbstractContextManager[None]:
        """Held by a writer while it merges a clip's entities into the stored ones and stores the
        clip, so that two writers (threads or processes) never both add the same new entity."""
        ...


class IndexWriter(Protocol):
    """What indexing writes: videos, their clips whole (texts, vectors and knowledge), frame vectors,
    the extractor cache and why a video failed.

    Every write is atomic: a clip is stored whole with its texts and vectors, or not at all.
    """

    def writer(self) -> AbstractContextManager[None]:
        """Held while indexing or removing: one writer process per index (store/writer.py); another
        process asking for it meanwhile gets an IndexBusyError at once. Readers never need it."""
        ...

    # videos
    def find_video(self, sha256: str) -> VideoRecord | None: ...
    def add_video(self, video: NewVideo) -> VideoRecord: ...
    def mark_ready(self, video_id: int) -> None: ...
    def remove_video(self, video_id: int) -> None: ...

    # clips and texts
    def stored_clip_indexes(self, video_id: int) -> set[int]: ...
    def put_clip(
        self,
        video_id: int,
        span: ClipSpan,
        units: Sequence[TextUnit],
        vectors: np.ndarray,
        graph: ClipGraphRows | None = None,
    ) -> list[int]:
        """Store a clip whole: texts, vectors, and its knowledge; returns the new entities' ids.
        Raises VideoRemovedError (storing nothing) when the video was removed meanwhile; so does mark_ready."""
        ...

    # frame vectors (a CLIP-style image embedding of sampled frames; vidrag.vision.frames)
    def put_frames(self, clip_id: int, times: Sequence[float], vectors: np.ndarray) -> None:
        """Store a clip's frame vectors whole (one row per time), replacing any it had."""
        ...

    def clips_with_frames(self, video_id: int) -> set[int]:
        """Indexes of the video's clips that have frame vectors."""
        ...

    # per-clip extractor cache
    def cached_units(self, sha256: str, clip_index: int, key: str) -> list[TextUnit] | None: ...
    def cached_keys(self, sha256: str) -> set[str]:
        """The extractor keys the clips of the video with this content were read with."""
        ...

    def cache_units(self, sha256: str, clip_index: int, key: str, units: Sequence[TextUnit]) -> None:
        """Kept only while a video of that content is in the index (no orphan rows after a removal)."""
        ...

    # a video whose file cannot be decoded: why, until it is removed
    def record_failure(self, sha256: str, reason: str) -> None: ...
    def failure(self, sha256: str) -> str | None: ...


class JobStore(Protocol):
    """The service's indexing jobs (service/jobs.py): rows of the index's own database, so that they
    outlive the server process. Job writes do not change the generation (no view derives from them);
    times are the caller's clock."""

    def add_job(self, job_id: str, owner: str, path: str, name: str, created: float) -> Job: ...
    def job(self, job_id: str) -> Job | None: ...
    def jobs(self, limit: int) -> list[Job]:
        """Every owner's jobs, newest first."""
        ...

    def claim_job(self, owner: str, now: float) -> Job | None:
        """The oldest of ``owner``'s queued jobs, now running; two claimers never take the same one."""
        ...

    def report_job(self, job_id: str, stage: str, clips_done: int, clips_total: int, now: float) -> None:
        """The stage and clip count; the first report that knows the total starts the clock of the
        ETA, and each new stored clip stamps its time."""
        ...

    def finish_job(self, job_id: str, now: float, *, video_sha256: str | None, error: str | None) -> None: ...
    def requeue_jobs(self, owner: str) -> int:
        """``owner``'s jobs left running (its server stopped) go back to the queue; how many."""
        ...


@dataclass(frozen=True)
class ChatRecord:
    """A saved conversation: its name, times and number of turns."""

    id: int
    name: str
    created: float
    updated: float
    turns: int


@dataclass(frozen=True)
class ChatTurnRecord:
    """One turn of a saved conversation: the question as put and as answered, the answer, its citations."""

    question: str
    asked_as: str
    answer: str
    citations: list[dict[str, Any]]
    created: float


class ChatStore(Protocol):
    """Saved conversations, kept in the index's own database (so a chat belongs to one index).
    Their writes do not change the generation (no view of the index derives from them); a chat
    that is not there raises NotFoundError."""

    def add_chat(self, name: str, now: float) -> ChatRecord: ...
    def chat(self, chat_id: int) -> ChatRecord: ...
    def chats(self) -> list[ChatRecord]:
        """Most recently updated first."""
        ...

    def rename_chat(self, chat_id: int, name: str, now: float) -> ChatRecord: ...
    def delete_chat(self, chat_id: int) -> None: ...
    def add_chat_turn(self, chat_id: int, turn: ChatTurnRecord) -> None: ...
    def chat_turns(self, chat_id: int) -> list[ChatTurnRecord]:
        """Oldest first."""
        ...


class Store(StoreReader, IndexWriter, GraphWriter, JobStore, ChatStore, Protocol):
    """Persistent index of videos, clips, their texts and the texts' embeddings: every role, and the
    settings it was built with (refused when they differ)."""

    def layout(self) -> dict[str, Any]: ...
    def close(self) -> None: ...


class BulkLoading(Store, Protocol):
    """A store that imports many clips at once: what benchmarks use to reach a size, not indexing
    (which writes clip by clip with :meth:`Store.put_clip`, so a crash loses at most the clip in hand)."""

    def put_clips(self, video_id: int, clips: Sequence[NewClip]) -> None:
        """Store many clips (texts and vectors) in one transaction."""
        ...

    def bulk_load(self) -> AbstractContextManager[None]:
        """A block of many writes after which the vector index is built once, instead of being
        updated row by row (pgvector's advice for initial loads). Interrupted, the index is built
        when the store is next opened."""
        ...
