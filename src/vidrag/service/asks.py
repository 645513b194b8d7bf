"""Questions in flight on the service: each runs on its own thread and reports its stage, the
answer's words and the answer as events; it can be stopped, by a request or by its client going
away, and then the LLM stops generating (``Index.ask``'s ``cancel``)."""

from __future__ import annotations

import asyncio
import logging
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import AsyncGenerator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from vidrag.errors import AskCancelled, NotFoundError, VidragError
from vidrag.reasoning.conversation import Turn
from vidrag.service.security import without_server_paths

if TYPE_CHECKING:
    from vidrag.api import Index

log = logging.getLogger(__name__)

AskState = Literal["running", "answered", "cancelled", "failed"]
KEEP_RECENT = 100  # finished asks remembered for GET /api/asks


@dataclass
class AskRun:
    id: str
    question: str
    started: float
    state: AskState = "running"
    stage: str = "queued"
    finished: float | None = None
    tokens: int = 0  # answer pieces generated: stops growing once the ask is stopped
    cancel: threading.Event = field(default_factory=threading.Event, repr=False)

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "question": self.question, "state": self.state, "stage": self.stage,
            "started": self.started, "finished": self.finished, "tokens": self.tokens,
        }  # fmt: skip


class AskRegistry:
    """The asks of one service: the running ones and the last :data:`KEEP_RECENT` finished."""

    def __init__(self, index: Index):
        self.index = index
        self._runs: OrderedDict[str, AskRun] = OrderedDict()
        self._lock = threading.Lock()

    def recent(self) -> list[AskRun]:
        with self._lock:
            return list(reversed(self._runs.values()))

    def get(self, ask_id: str) -> AskRun:
        with self._lock:
            run = self._runs.get(ask_id)
        if run is None:
            raise NotFoundError(f"no question {ask_id} on this server (it finished long ago, or never ran here)")
        return run

    def cancel(self, ask_id: str) -> AskRun:
        run = self.get(ask_id)
        run.cancel.set()
        return run

    def _new(self, question: str) -> AskRun:
        run = AskRun(uuid.uuid4().hex[:12], question, time.time())
        with self._lock:
            self._runs[run.id] = run
            finished = [k for k, r in self._runs.items() if r.state != "running"]
            for key in finished[: max(0, len(self._runs) - KEEP_RECENT)]:
                del self._runs[key]
        return run

    async def events(
        self,
        question: str,
        choices: Sequence[str] | None = None,
        *,
        strategy: str | None = None,
        videos: Sequence[str] | None = None,
        history: Sequence[Turn] = (),
    ) -> AsyncGenerator[tuple[str, Any], None]:
        """``("ask", {"id"})``, then ``stage`` and ``token`` events, then one of ``answer`` (an
        :class:`~vidrag.answer.Answer`), ``cancelled`` or ``error``. Closing the iterator early
        (use ``contextlib.aclosing``) stops the ask."""
        run = self._new(question)
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()

        def emit(kind: str, data: Any) -> None:
            loop.call_soon_threadsafe(queue.put_nowait, (kind, data))

        def stage(name: str) -> None:
            run.stage = name
            emit("stage", {"stage": name})

        def token(piece: str) -> None:
            run.tokens += 1
            emit("token", {"text": piece})

        def work() -> None:
            try:
                answer = self.index.ask(
                    question,
                    choices,
                    strategy=strategy,
                    videos=videos,
                    on_token=token,
                    on_stage=stage,
                    cancel=run.cancel,
                    history=history,
                )
                run.state = "answered"
                emit("answer", answer)
            except AskCancelled:
                run.state = "cancelled"
                emit("cancelled", {"id": run.id})
            except VidragError as exc:
                run.state = "failed"
                emit("error", {"detail": without_server_paths(str(exc), self.index.path)})
            except Exception as exc:  # noqa: BLE001 - reported to the client, logged with its traceback
                log.exception("ask failed")
                run.state = "failed"
                emit("error", {"detail": f"internal error: {type(exc).__name__}"})
            finally:
                run.finished = time.time()

        yield "ask", {"id": run.id}
        threading.Thread(target=work, name=f"vidrag-ask-{run.id}", daemon=True).start()
        try:
            while True:
                kind, data = await queue.get()
                yield kind, data
                if kind not in ("stage", "token"):
                    return
        finally:
            run.cancel.set()  # the client went away, or the ask is over: nothing more is generated
