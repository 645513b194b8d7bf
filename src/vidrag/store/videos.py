"""Videos, their clips and texts: the rows both stores write and read with the same SQL."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import asdict

import numpy as np

from vidrag.errors import StoreError
from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import ClipGraphRows, ClipRecord, NewClip, NewVideo, TextRecord, VideoRecord
from vidrag.store.graph_rows import DELETE_ORPHANED_ENTITIES, ENTITIES_OF_VIDEO, GraphRows
from vidrag.store.lexical import LexicalIndex
from vidrag.store.sql import CLIP_COLUMNS, TEXT_COLUMNS, VIDEO_COLUMNS, clip_record, text_record, video_record

INSERT_CLIP = 'INSERT INTO clips (video_id, idx, start, "end") VALUES (:video_id, :idx, :start, :end)'


class VideosAndTexts(GraphRows, LexicalIndex):
    """Videos, clips and texts; a clip's knowledge rows and postings go in with it (one transaction)."""

    # -- videos --------------------------------------------------------------------------------
    def find_video(self, sha256: str) -> VideoRecord | None:
        rows = self._rows(f"SELECT {VIDEO_COLUMNS} FROM videos WHERE sha256 = :sha256", {"sha256": sha256})
        return video_record(rows[0]) if rows else None

    def videos(self) -> list[VideoRecord]:
        return [video_record(r) for r in self._rows(f"SELECT {VIDEO_COLUMNS} FROM videos ORDER BY added_at, id")]

    def add_video(self, video: NewVideo) -> VideoRecord:
        fields = {**asdict(video), "status": "indexing", "added_at": time.time()}
        with self._write():
            (video_id,) = self._insert_ids(
                f"INSERT INTO videos ({', '.join(fields)}) VALUES ({', '.join(':' + name for name in fields)})",
                [fields],
            )
            return video_record(self._rows(f"SELECT {VIDEO_COLUMNS} FROM videos WHERE id = :id", {"id": video_id})[0])

    def mark_ready(self, video_id: int) -> None:
        with self._write():
            self._require_video(video_id)
            self._execute("UPDATE videos SET status = 'ready' WHERE id = :video_id", {"video_id": int(video_id)})

    def remove_video(self, video_id: int) -> None:
        """Delete a video and what hangs off it (foreign keys cascade), the entities left without a
        mention (the orphan rule, store/graph_rows.py) and its extractor cache."""
        with self._write():
            video = {"video_id": int(video_id)}
            sha = self._rows("SELECT sha256 FROM videos WHERE id = :video_id", video)
            mentioned = [r[0] for r in self._rows(ENTITIES_OF_VIDEO, video)]
            self._execute("DELETE FROM videos WHERE id = :video_id", video)
            self._execute(
                DELETE_ORPHANED_ENTITIES.format(self._in("id", "candidates")), {"candidates": self._list(mentioned)}
            )
            if sha:
                self._execute("DELETE FROM extractor_cache WHERE sha256 = :sha256", {"sha256": sha[0][0]})

    # -- clips and texts -----------------------------------------------------------------------
    def stored_clip_indexes(self, video_id: int) -> set[int]:
        return {
            r[0] for r in self._rows("SELECT idx FROM clips WHERE video_id = :video_id", {"video_id": int(video_id)})
        }

    def put_clip(
        self,
        video_id: int,
        span: ClipSpan,
        units: Sequence[TextUnit],
        vectors: np.ndarray,
        graph: ClipGraphRows | None = None,
    ) -> list[int]:
        clip = NewClip(span, units, vectors)  # checks one vector per unit
        with self._write():
            self._require_video(video_id)
            clip_id, text_ids = self._insert_clip(video_id, clip)
            return self._put_graph(clip_id, span, units, text_ids, graph) if graph else []

    def _insert_clip(self, video_id: int, clip: NewClip) -> tuple[int, list[int]]:
        """The clip row, its texts and their postings, inside the caller's write: (clip id, text ids)."""
        vectors = np.asarray(clip.vectors, np.float32)
        if len(clip.units):
            self._check_dimension(vectors.shape[1])
        span = clip.span
        (clip_id,) = self._insert_ids(
            INSERT_CLIP, [{"video_id": int(video_id), "idx": span.index, "start": span.start, "end": span.end}]
        )
        text_ids = self._insert_ids(
            self.INSERT_TEXT,
            [
                {"clip_id": clip_id, "video_id": int(video_id), "source": u.source, "start": u.start, "end": u.end,
                 "text": u.text, "embedding": self._vector(v)}
                for u, v in zip(clip.units, vectors, strict=True)
            ],
        )  # fmt: skip
        self._index_texts([(text_id, u.text) for text_id, u in zip(text_ids, clip.units, strict=True)])
        return clip_id, text_ids

    def clips(self, video_id: int) -> list[ClipRecord]:
        rows = self._rows(
            f"SELECT {CLIP_COLUMNS} FROM clips WHERE video_id = :video_id ORDER BY idx", {"video_id": int(video_id)}
        )
        return [clip_record(r) for r in rows]

    def clips_by_id(self, clip_ids: Sequence[int]) -> dict[int, ClipRecord]:
        return {
            r[0]: clip_record(r) for r in self._by_ids(f"SELECT {CLIP_COLUMNS} FROM clips WHERE {{}}", "id", clip_ids)
        }

    def texts_of_clips(self, clip_ids: Sequence[int]) -> dict[int, list[TextRecord]]:
        out: dict[int, list[TextRecord]] = {cid: [] for cid in clip_ids}
        for row in self._by_ids(f"SELECT {TEXT_COLUMNS} FROM texts WHERE {{}} ORDER BY start, id", "clip_id", clip_ids):
            out[row[1]].append(text_record(row))
        return out

    def texts_by_id(self, text_ids: Sequence[int]) -> dict[int, TextRecord]:
        return {
            r[0]: text_record(r) for r in self._by_ids(f"SELECT {TEXT_COLUMNS} FROM texts WHERE {{}}", "id", text_ids)
        }

    def text_vectors(self, text_ids: Sequence[int]) -> np.ndarray:
        """The stored embeddings of ``text_ids``, one row each, in the order given."""
        rows = {
            r[0]: r[1] for r in self._by_ids("SELECT id, embedding FROM texts WHERE {}", "id", text_ids, vectors=True)
        }
        missing = [i for i in text_ids if i not in rows]
        if missing:
            raise StoreError(f"{self.where}: no stored texts with ids {missing[:5]}")
        if not text_ids:
            return np.zeros((0, 0), np.float32)
        return np.vstack([self._vector_array(rows[i]) for i in text_ids])
