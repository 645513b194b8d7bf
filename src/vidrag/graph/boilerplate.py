"""Boilerplate: text a video repeats on most of its clips (slide counters, logos, running
timecodes, channel names), which says nothing about any one moment.

Indexing commits clip by clip, so whether a text recurs across a video is only known once the
video is ready; it is therefore recognised when a ready video's texts are read (the snapshot of
:mod:`vidrag.graph.snapshot`, and :func:`boilerplate_index` for retrieval), never stored.
A text's *shape* ignores case, spacing and the value of its digits, so "Slide 3 of 12" and
"Slide 4 of 12", or "00:01:23" and "00:02:47", are one repeated text.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections import defaultdict
from collections.abc import Sequence

from vidrag.store.base import StoreReader, TextRecord, VideoRecord
from vidrag.text import CELL_SEPARATOR

# A shape is boilerplate when it appears in more than half of a video's clips ("most clips"),
# and in at least 3 of them: in a video of one or two clips nothing can be told apart from
# its topic. The same "more than half" as the Vgent clip graph's hub entities (clip_graph.py).
MIN_CLIPS = 3
CLIP_FRACTION = 0.5

_DIGITS = re.compile(r"\d+")
_NOT_WORD = re.compile(r"[\W_]+")


def text_shape(text: str) -> str:
    """What repeated texts have in common: lower case, each run of digits as ``0``, without
    spaces or punctuation (OCR reads "Slide 3 of 12" as "Slide3 of 12" now and then)."""
    return _NOT_WORD.sub("", _DIGITS.sub("0", text.casefold()))


def boilerplate_ids(texts: Sequence[TextRecord], n_clips: int) -> frozenset[int]:
    """The ids of one video's ``texts`` whose shape recurs on most of its ``n_clips`` clips, or each
    of whose cells does: a caption bar read as one line ("Bill Threlfall, commentator | Runs
    completed: 2 of 5") repeats its parts on most clips while the whole line is shown only on some."""
    clips_of: dict[str, set[int]] = defaultdict(set)
    parts = [[text_shape(part) for part in _cells(t.text)] for t in texts]
    for text, shapes in zip(texts, parts, strict=True):
        for shape in shapes:
            clips_of[shape].add(text.clip_id)
    repeated = {
        shape for shape, clips in clips_of.items()
        if shape and len(clips) >= MIN_CLIPS and len(clips) > CLIP_FRACTION * n_clips
    }  # fmt: skip
    return frozenset(
        t.id for t, shapes in zip(texts, parts, strict=True)
        if shapes[0] in repeated or (len(shapes) > 1 and all(shape in repeated for shape in shapes[1:]))
    )  # fmt: skip


def _cells(text: str) -> list[str]:
    """The whole text, then its cells when it has several."""
    cells = [c for c in text.split(CELL_SEPARATOR.strip()) if c.strip()]
    return [text, *cells] if len(cells) > 1 else [text]


def video_boilerplate(store: StoreReader, video_id: int) -> frozenset[int]:
    """:func:`boilerplate_ids` of one stored video."""
    clips = [c.id for c in store.clips(video_id)]
    texts = [t for per_clip in store.texts_of_clips(clips).values() for t in per_clip]
    return boilerplate_ids(texts, len(clips))


class BoilerplateIndex:
    """The boilerplate texts of a store's ready videos, for retrieval to demote.

    Each ready video is read once (its texts never change while it stays ready); a write to
    the store only makes it look at which videos are ready again.
    """

    def __init__(self, store: StoreReader):
        self._store = store
        self._lock = threading.Lock()  # concurrent askers share one refresh
        self._generation: int | None = None
        self._by_video: dict[VideoRecord, frozenset[int]] = {}
        self._ids: frozenset[int] = frozenset()

    def text_ids(self) -> frozenset[int]:
        """The ids of every boilerplate text of the ready videos."""
        with self._lock:
            generation = self._store.generation()
            if generation != self._generation:
                ready = [v for v in self._store.videos() if v.status == "ready"]
                self._by_video = {
                    v: self._by_video[v] if v in self._by_video else video_boilerplate(self._store, v.id) for v in ready
                }
                self._ids = frozenset().union(*self._by_video.values())
                self._generation = generation
            return self._ids

    def is_boilerplate(self, text: TextRecord) -> bool:
        """Whether ``text`` repeats on most clips of its video (a text of a video not ready: no)."""
        return text.id in self.text_ids()


_INDEXES: weakref.WeakKeyDictionary[StoreReader, BoilerplateIndex] = weakref.WeakKeyDictionary()
_INDEXES_LOCK = threading.Lock()


def boilerplate_index(store: StoreReader) -> BoilerplateIndex:
    """The store's :class:`BoilerplateIndex`, one per open store, so every search shares it."""
    with _INDEXES_LOCK:
        found = _INDEXES.get(store)
        if found is None:
            found = _INDEXES[store] = BoilerplateIndex(store)
        return found
