"""The Python API: ``Index.open(path)``, ``.add(video)``, ``.ask(question, choices)``, ``.remove``.

Models load lazily, on the first call that needs them, so listing or removing videos is instant.
"""

from __future__ import annotations

import functools
import inspect
import logging
import shutil
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from functools import cached_property
from pathlib import Path
from typing import Any, ParamSpec, Self, TypeVar

from pydantic import ConfigDict, ValidationError, validate_call

from vidrag.answer import Answer, generate
from vidrag.config import Settings, load_settings
from vidrag.embedding import Embedder, make_embedder
from vidrag.errors import (
    AskCancelled,
    ConfigError,
    IndexingError,
    MediaError,
    NotFoundError,
    NotReadyError,
    QuestionError,
    StoreError,
    VidragError,
)
from vidrag.graph import IndexSnapshot, make_knowledge_extractor
from vidrag.indexing.indexer import AddResult, ClipRunner, Indexer, ProgressCallback
from vidrag.llm import make_llm
from vidrag.llm.base import LLM, ChatRequest, Completion, TokenCallback
from vidrag.llm.cache import CACHE_FILE, CachedLLM
from vidrag.media.probe import content_hash
from vidrag.llm.steps import LLMSteps
from vidrag.media.thumbnail import save_thumbnail
from vidrag.reasoning.conversation import Rewrite, Turn, rewrite
from vidrag.reasoning.spelling import repaired
from vidrag.records import TextUnit
from vidrag.retrieval import Query, StrategyContext, make_retriever, resolve_strategy
from vidrag.retrieval.base import Retrieval, Retriever
from vidrag.store import Store, open_store
from vidrag.store.base import ChatTurnRecord, ClipRecord, TextRecord, VideoRecord, index_build
from vidrag.text import encodable

log = logging.getLogger(__name__)

THUMBNAILS_DIR = "thumbnails"  # <index>/thumbnails/<sha256>.jpg: the library's still of each video
# <index>/uploads/<sha256[:16]>/<name>: videos sent to `vidrag serve`, one folder per content; the index owns them.
UPLOADS_DIR = "uploads"

StageCallback = Callable[[str], None]  # an ask enters "retrieving", then "reading", then "answering"
AMBIGUOUS_SHOWN = 5  # videos a name or hash prefix matches, listed in the error that asks for one of them

P = ParamSpec("P")
R = TypeVar("R")


def checked(method: Callable[P, R]) -> Callable[P, R]:
    """``method`` with its arguments' types checked as it is called (pydantic, strict: a string is
    not taken for a list of options or videos, nor a number for a question): a wrong type is a
    TypeError naming the argument, not a failure deep inside."""
    validated = validate_call(config=ConfigDict(arbitrary_types_allowed=True, strict=True))(method)
    names = list(inspect.signature(method).parameters)

    @functools.wraps(method)
    def call(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return validated(*args, **kwargs)
        except ValidationError as exc:
            if exc.title != validated.__qualname__:  # raised inside the method, not by its arguments
                raise
            wrong: dict[str, list[str]] = {}
            for error in exc.errors():
                where = error["loc"][0]
                argument = names[where] if isinstance(where, int) else str(where)
                inner = "".join(f"[{part}]" for part in error["loc"][1:] if isinstance(part, int))
                wrong.setdefault(argument + inner, []).append(f"{error['msg']} (got {error['input']!r:.80})")
            problems = "; ".join(f"{argument}: {' or '.join(dict.fromkeys(says))}" for argument, says in wrong.items())
            raise TypeError(f"{method.__qualname__}(): {problems}") from None

    return call


class _StoppableLLM:
    """The index's LLM as the strategies see it: a call made for an ask that was stopped raises
    :class:`AskCancelled` instead of generating (each asking thread holds its ask's cancel event)."""

    def __init__(self, llm: Callable[[], CachedLLM], asking: threading.local):
        self._llm = llm
        self._asking = asking

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llm(), name)

    @property
    def name(self) -> str:
        return self._llm().name

    def complete(self, request: ChatRequest, on_token: TokenCallback | None = None) -> Completion:
        cancel = getattr(self._asking, "cancel", None)
        if cancel is not None and cancel.is_set():
            raise AskCancelled("the question was cancelled")
        return self._llm().complete(request, on_token)


class Index:
    """A vidrag index of one or many videos: its store (SQLite in the directory, or a PostgreSQL collection)."""

    def __init__(
        self, store: Store, settings: Settings, path: Path, *, embedder: Embedder | None = None, llm: LLM | None = None
    ):
        self.store = store
        self.settings = settings
        self.path = path
        # Given models take the place of the configured ones (the cached properties below).
        if embedder is not None:
            if embedder.name != settings.embedding.model:
                raise ConfigError(
                    f"embedder {embedder.name!r} given for an index of embedding.model {settings.embedding.model!r}: "
                    "its vectors would not be comparable with the stored ones"
                )
            self.embedder = embedder
        if llm is not None:
            self.llm = self._cached(llm)
        self._graph: IndexSnapshot | None = None
        self._graph_lock = threading.Lock()  # concurrent askers share one rebuild
        self._asking = threading.local()  # the cancel event of the ask this thread is answering

    @classmethod
    @checked
    def open(
        cls,
        path: str | Path,
        settings: Settings | None = None,
        *,
        create: bool = True,
        embedder: Embedder | None = None,
        llm: LLM | None = None,
    ) -> Self:
        """Open (or, with ``create``, start) the index in directory ``path``.

        The store is ``path``'s SQLite file, or the PostgreSQL collection of ``settings.store``;
        the directory keeps the per-index files (the LLM reply cache) either way. ``embedder``
        and ``llm``, when given, are used instead of building the configured models: a process
        that already holds them (a second index on the same models, a test's scripted LLM). The
        embedder must be the index's ``embedding.model``.
        """
        settings = settings or load_settings()
        directory = Path(path).expanduser()
        store = open_store(settings.store, directory, settings.layout(), create=create)
        if settings.store.url is not None:
            try:
                directory.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                store.close()
                raise StoreError(f"{directory}: cannot create index directory ({exc.strerror})") from exc
        try:
            return cls(store, settings, directory, embedder=embedder, llm=llm)
        except ConfigError:
            store.close()
            raise

    def built_with(self) -> dict[str, str]:
        """What the index's speech was built with: its ``profile`` (index.profile) and ``asr_model``."""
        return index_build(self.store.layout())

    def __enter__(self) -> Index:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self.store.close()
        if "llm" in self.__dict__:
            self.llm.close()

    # -- models, built on first use -----------------------------------------------------------
    @cached_property
    def embedder(self) -> Embedder:
        return make_embedder(self.settings.embedding)

    @cached_property
    def llm(self) -> CachedLLM:
        """The configured LLM behind the index's reply cache (identical calls are not repeated)."""
        return self._cached(make_llm(self.settings.llm))

    def _cached(self, llm: LLM) -> CachedLLM:
        settings = self.settings.llm
        return CachedLLM(llm, self.path / CACHE_FILE, temperature=settings.temperature, seed=settings.seed)

    @cached_property
    def indexer(self) -> Indexer:
        knowledge = (
            make_knowledge_extractor(self.settings.graph, lambda: self.llm) if self.settings.graph.enabled else None
        )
        return Indexer(self.store, self.embedder, self.settings, knowledge)

    def graph(self) -> IndexSnapshot:
        """The snapshot of the ready videos' knowledge rows, updated with the videos added or removed since."""
        with self._graph_lock:
            if self._graph is None or self._graph.generation != self.store.generation():
                self._graph = IndexSnapshot.refresh(self.store, self._graph)
            return self._graph

    @cached_property
    def _strategy_context(self) -> StrategyContext:
        stoppable = _StoppableLLM(lambda: self.llm, self._asking)
        return StrategyContext(self.store, self.embedder, self.settings, lambda: stoppable, self.graph)

    @checked
    def retriever(self, strategy: str | None = None) -> Retriever:
        """A strategy by name (``auto``: the measured best); default from settings.retrieval.strategy."""
        return make_retriever(strategy or self.settings.retrieval.strategy, self._strategy_context)

    def query(
        self, question: str, choices: Sequence[str] | None = None, *, videos: Sequence[str | Path] | None = None
    ) -> Query:
        """The question of one ask as its retrieval and its answer read it (its vectors and lexical
        hits computed once): build one per question, asked about ``videos`` (names, paths or hash
        prefixes) or the whole index."""
        return Query(question, self.store, self.embedder, tuple(choices or ()), self.scope(videos))

    def retrieve(
        self,
        question: str,
        choices: Sequence[str] | None = None,
        *,
        strategy: str | None = None,
        videos: Sequence[str | Path] | None = None,
    ) -> Retrieval:
        """The clips and moments a strategy retrieves for ``question`` (its misspellings repaired), without an answer."""
        spelled, _ = self._spelled(question)
        return self.retriever(strategy).retrieve(self.query(spelled, choices, videos=videos))

    def _spelled(self, question: str) -> tuple[str, dict[str, str]]:
        """``question`` with its misspelt words repaired, and {typed: repaired} (``retrieval.spelling``)."""
        if not self.settings.retrieval.spelling:
            return question, {}
        return repaired(question, self.store.held_terms)

    # -- videos -------------------------------------------------------------------------------
    @checked
    def add(
        self, video: str | Path, progress: ProgressCallback | None = None, runner: ClipRunner | None = None
    ) -> AddResult:
        """Index one video (a no-op when its content is already indexed; resumes a partial one).

        ``runner``: who does the per-clip work; default this process, or ``vidrag.indexing.distributed.RayClipRunner``.
        """
        result = self.indexer.add(Path(video), progress, runner)
        self._save_thumbnail(Path(video), result.video)
        return result

    def thumbnail(self, video: VideoRecord) -> Path:
        """Where the video's still is kept (it may not exist: a transcript, or an index from before stills)."""
        return self.path / THUMBNAILS_DIR / f"{video.sha256}.jpg"

    def _save_thumbnail(self, path: Path, video: VideoRecord) -> None:
        """A still for the library; a video that gives none is still indexed (the page shows a placeholder)."""
        target = self.thumbnail(video)
        if target.exists():
            return
        try:
            save_thumbnail(path.expanduser(), video.duration, target)
        except (MediaError, OSError) as exc:
            log.warning("%s: no thumbnail (%s)", video.name, exc)

    @checked
    def add_many(
        self,
        videos: Sequence[str | Path],
        progress: Callable[[Path], ProgressCallback | None] | None = None,
        runner: ClipRunner | None = None,
        on_done: Callable[[Path, AddResult | VidragError], None] | None = None,
    ) -> list[AddResult | VidragError]:
        """Index several videos, each as :meth:`add`; a video's error is returned in its place
        (and given to ``on_done``) without stopping the others, an unforeseen one as an IndexingError.

        With a ``runner`` (Ray), ``ray.videos_at_once`` videos are ingested at once, one thread
        each, sharing the runner's window of clips in flight; without, one after another.
        ``progress(video)`` gives each video its progress callback.
        """
        paths = [Path(v) for v in videos]

        def one(path: Path) -> AddResult | VidragError:
            try:
                result: AddResult | VidragError = self.add(path, progress(path) if progress else None, runner)
            except VidragError as exc:
                result = exc
            except Exception as exc:  # a bug met by one video must not abandon the others
                log.debug("%s: indexing failed", path, exc_info=True)
                result = IndexingError(
                    encodable(f"{path}: indexing failed ({type(exc).__name__}: {exc}); run with -vv for the details")
                )
            if on_done is not None:
                on_done(path, result)
            return result

        at_once = self.settings.ray.videos_at_once if runner is not None else 1
        pool = ThreadPoolExecutor(max(1, min(at_once, len(paths))), thread_name_prefix="vidrag-video")
        try:
            return list(pool.map(one, paths))
        finally:
            pool.shutdown(wait=False, cancel_futures=True)  # on an interrupt, do not wait for the videos in hand

    @checked
    def add_transcript(
        self, name: str, units: Sequence[TextUnit], duration: float, progress: ProgressCallback | None = None
    ) -> AddResult:
        """Index timed text with no media (e.g. a human transcript) as if it were a video's ASR."""
        return self.indexer.add_transcript(name, units, duration, progress)

    def videos(self) -> list[VideoRecord]:
        return self.store.videos()

    @checked
    def failure(self, video: VideoRecord) -> str | None:
        """Why indexing this video failed for good (a media error), or None."""
        return self.store.failure(video.sha256)

    @checked
    def find(self, video: str | Path, *, read_files: bool = True) -> VideoRecord:
        """A video by file path (matched by content), file name, or sha256 prefix.

        ``read_files=False`` (the HTTP API) matches names, stored paths and hashes only: a path
        given there is never opened, so a client learns nothing about files on the server.
        """
        key = encodable(str(video))  # names and paths are stored readable; the file itself is looked up as given
        by_hash = self.store.find_video(key) if len(key) == 64 else None  # a whole sha256: the video's identity
        if by_hash is not None:
            return by_hash
        if read_files:
            found = self._find_by_content(Path(video))
            if found is not None:
                return found
        videos = self.store.videos()
        matches = [v for v in videos if v.name == key or v.path == key or (len(key) >= 8 and v.sha256.startswith(key))]
        shown = key[:200]
        if not matches:
            raise NotFoundError(f"{shown}: no such video in the index at {self.path} (see `vidrag show`)")
        if len(matches) > 1:
            options = ", ".join(f"{v.path} ({v.sha256[:12]})" for v in matches[:AMBIGUOUS_SHOWN])
            more = f" and {len(matches) - AMBIGUOUS_SHOWN} more" if len(matches) > AMBIGUOUS_SHOWN else ""
            raise NotFoundError(f"{shown}: {len(matches)} videos match: {options}{more}; name one by path or hash")
        return matches[0]

    def _find_by_content(self, candidate: Path) -> VideoRecord | None:
        try:
            candidate = candidate.expanduser()
            if not candidate.is_file():
                return None
        except (OSError, ValueError):  # a name too long for the file system, a NUL byte: not a file
            return None
        return self.store.find_video(content_hash(candidate))

    def upload_folder(self, sha256: str) -> Path:
        """Where a video uploaded with this content is kept (one folder per content: the same video is stored once)."""
        return self.path / UPLOADS_DIR / sha256[:16]

    @checked
    def remove(self, video: str | Path) -> VideoRecord:
        """Remove the video and all derived from it: its rows, its still, and its file if it was uploaded
        (the index's own copy); a file indexed from elsewhere is the user's and stays."""
        record = self.find(video)
        with self.store.writer():
            self.store.remove_video(record.id)
        self.thumbnail(record).unlink(missing_ok=True)
        uploaded = self.upload_folder(record.sha256)
        if uploaded.is_dir() and not uploaded.is_symlink():
            try:
                shutil.rmtree(uploaded)
            except OSError as exc:
                log.warning("%s: its uploaded file was not removed (%s)", record.name, exc.strerror or exc)
        return record

    @checked
    def clips(self, video: VideoRecord) -> list[tuple[ClipRecord, list[TextRecord]]]:
        clips = self.store.clips(video.id)
        texts = self.store.texts_of_clips([c.id for c in clips])
        return [(c, texts[c.id]) for c in clips]

    # -- questions ----------------------------------------------------------------------------
    @checked
    def scope(self, videos: Sequence[str | Path] | None) -> frozenset[int] | None:
        """Video ids for names, paths or hash prefixes (None: the whole index)."""
        return frozenset(self.find(v).id for v in videos) if videos else None

    def _require_ready(self, scope: frozenset[int] | None) -> None:
        """Say why nothing can be searched (no video yet, or none finished) rather than "nothing relevant"."""
        videos = [v for v in self.store.videos() if scope is None or v.id in scope]
        if any(v.status == "ready" for v in videos):
            return
        if not videos:
            raise NotReadyError(
                f"the index at {self.path} has no videos yet; add one with `vidrag index VIDEO --index {self.path}`"
            )
        failed = sum(1 for v in videos if self.failure(v) is not None)
        indexing = len(videos) - failed
        parts = ([f"{indexing} still indexing"] if indexing else []) + ([f"{failed} failed"] if failed else [])
        raise NotReadyError(f"no video is ready yet: {', '.join(parts)} (see `vidrag show`)")

    def standalone(self, question: str, history: Sequence[Turn]) -> Rewrite:
        """``question`` read against the conversation: rules first, one LLM call where they cannot."""
        steps = LLMSteps(_StoppableLLM(lambda: self.llm, self._asking), self.settings.retrieval.llm_retries)
        return rewrite(question, history, steps, spacy_model=self.settings.graph.spacy_model)

    def conversation(self, turns: Sequence[Turn] = (), *, chat: int | None = None) -> Conversation:
        """A conversation over this index: each question may lean on the ones before it. With
        ``chat`` (a saved chat's id, ``store.add_chat``) it goes on from that chat's turns and saves each new one."""
        return Conversation(self, [*self.saved_turns(chat), *turns] if chat is not None else list(turns), chat)

    def saved_turns(self, chat: int) -> list[Turn]:
        """A saved chat's turns, oldest first (NotFoundError when there is no such chat)."""
        return [Turn(t.question, t.answer, t.asked_as, t.citations) for t in self.store.chat_turns(chat)]

    def save_turn(self, chat: int, answer: Answer) -> Turn:
        """The answer as the saved chat's next turn."""
        turn = turn_of(answer)
        self.store.add_chat_turn(
            chat, ChatTurnRecord(turn.question, turn.asked_as, turn.answer, turn.citations, time.time())
        )
        return turn

    @checked
    def ask(
        self,
        question: str,
        choices: Sequence[str] | None = None,
        *,
        strategy: str | None = None,
        videos: Sequence[str | Path] | None = None,
        on_token: TokenCallback | None = None,
        on_stage: StageCallback | None = None,
        cancel: threading.Event | None = None,
        history: Sequence[Turn] = (),
    ) -> Answer:
        """Answer from the whole index, or only from ``videos`` (names, paths or hash prefixes);
        ``on_token`` receives the answer's text as the LLM writes it, ``on_stage`` each stage as it
        begins. Setting ``cancel`` stops the ask (:class:`AskCancelled`) at the next stage or token,
        which ends the LLM's generation. ``history``: the conversation's earlier turns, oldest first;
        a follow-up is answered as the standalone question it is rewritten into (``answer.question``,
        with ``answer.asked`` the question as put)."""
        question, choices = checked_question(question, choices, self.settings.retrieval.max_question_chars)
        spelled, misspelt = self._spelled(question)
        followup = self.standalone(spelled, history)

        def answer_of(reading: str, tokens: TokenCallback | None) -> Answer:
            return self._answer(reading, choices, strategy, videos, tokens, on_stage, cancel)

        if not followup.others:
            answer = answer_of(followup.asked_as, on_token)
        else:
            answer = _likeliest_reading(followup, answer_of, on_token)
        if history:
            answer.trace = {"conversation": followup.to_trace(), **answer.trace}
        if misspelt:
            answer.trace = {"spelling": misspelt, **answer.trace}
        if followup.changed or misspelt:
            answer.asked = question
        return answer

    def _answer(
        self,
        question: str,
        choices: list[str] | None,
        strategy: str | None,
        videos: Sequence[str | Path] | None,
        on_token: TokenCallback | None,
        on_stage: StageCallback | None,
        cancel: threading.Event | None,
    ) -> Answer:
        """``question`` (standalone, checked) answered: retrieval, then the answer engine."""
        strategy = resolve_strategy(strategy or self.settings.retrieval.strategy)
        query = self.query(question, choices, videos=videos)
        self._require_ready(query.videos)
        enter = on_stage or (lambda _stage: None)

        def go_on() -> None:
            if cancel is not None and cancel.is_set():
                raise AskCancelled("the question was cancelled")

        writing = False

        def written(piece: str) -> None:
            nonlocal writing
            go_on()  # raising inside the token stream ends the generation
            if not writing:
                writing = True
                enter("answering")
            if on_token is not None:
                on_token(piece)

        t0 = time.perf_counter()
        enter("retrieving")
        self._asking.cancel = cancel  # a strategy's own LLM calls stop too
        try:
            retrieval = self.retriever(strategy).retrieve(query)
        finally:
            self._asking.cancel = None
        t1 = time.perf_counter()
        go_on()
        enter("reading")
        answer = generate(
            query,
            retrieval,
            llm=self.llm,
            settings=self.settings.answer,
            on_token=written if (on_token or on_stage or cancel) else None,
            looker=self._strategy_context.vision if self._strategy_context.vision.answers else None,
            retries=self.settings.retrieval.llm_retries,
        )
        t2 = time.perf_counter()
        answer.strategy = strategy
        answer.trace = {**retrieval.trace, **answer.trace}
        answer.llm_calls += retrieval.llm_calls
        answer.timings = {
            "retrieve_s": round(t1 - t0, 4),
            "generate_s": round(t2 - t1, 4),
            "total_s": round(t2 - t0, 4),
        }
        return answer


class Conversation:
    """Turns asked of one index, each answered with the earlier ones as its context
    (``Index.conversation()``): ``conv.ask("Who leads the launch?")``, then ``conv.ask("and when is it?")``."""

    def __init__(self, index: Index, turns: list[Turn], chat: int | None = None):
        self.index = index
        self.turns = turns
        self.chat = chat

    def ask(self, question: str, choices: Sequence[str] | None = None, **options: Any) -> Answer:
        """``Index.ask`` with this conversation's turns as history; the turn is kept (and saved, in a saved chat)."""
        answer = self.index.ask(question, choices, history=self.turns, **options)
        self.turns.append(self.index.save_turn(self.chat, answer) if self.chat is not None else turn_of(answer))
        return answer


def _likeliest_reading(
    followup: Rewrite, answer_of: Callable[[str, TokenCallback | None], Answer], on_token: TokenCallback | None
) -> Answer:
    """A follow-up read several ways ("it" for the bike, or for the launch price): the answer to the
    likeliest reading the videos answer, else the likeliest's abstention. The readings are answered
    unstreamed, and the one kept is written whole."""
    answers = []
    for reading in (followup.asked_as, *followup.others):
        answers.append(answer_of(reading, None))
        if not answers[-1].abstained:
            break
    answer = answers[-1] if not answers[-1].abstained else answers[0]
    answer.trace = {"readings": [followup.asked_as, *followup.others], **answer.trace}
    if on_token is not None:
        on_token(answer.answer)
    return answer


def turn_of(answer: Answer) -> Turn:
    """The turn an answer makes in a conversation (the question as put, as answered, the answer, its citations)."""
    return Turn(answer.asked or answer.question, answer.answer, answer.question, answer.to_dict()["citations"])


def checked_question(question: str, choices: Sequence[str] | None, max_chars: int) -> tuple[str, list[str] | None]:
    """The question and options trimmed and made readable, or a QuestionError saying what is wrong
    with them (one rule for the CLI, the Python API and the HTTP API)."""
    question = encodable(question).strip()
    if not question:
        raise QuestionError("the question is empty")
    if len(question) > max_chars:
        raise QuestionError(f"the question is longer than {max_chars} characters (retrieval.max_question_chars)")
    if choices is None:
        return question, None
    options = [encodable(c).strip() for c in choices]
    if len(options) < 2 or any(not c for c in options):
        raise QuestionError("--choices needs at least two non-empty options")
    if len(options) > 26:
        raise QuestionError("at most 26 options are supported")
    seen: dict[str, str] = {}
    for option in options:
        key = " ".join(option.casefold().split())
        if key in seen:
            raise QuestionError(f"the option {option!r} is given twice (as {seen[key]!r}); each option must differ")
        seen[key] = option
    if any(len(c) > max_chars for c in options):
        raise QuestionError(f"an option is longer than {max_chars} characters (retrieval.max_question_chars)")
    return question, options
