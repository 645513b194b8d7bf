"""Frame vectors (a CLIP-style image embedding of sampled frames; vidrag.vision.frames): the rows both stores
write with the same SQL; the search over them is each backend's own (an exact scan either way)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from vidrag.store.sql import SQLBackend


class FrameRows(SQLBackend):
    def put_frames(self, clip_id: int, times: Sequence[float], vectors: np.ndarray) -> None:
        """Store a clip's frame vectors whole (one row per time), replacing any it had."""
        if len(times) != len(vectors):
            raise ValueError("one vector per frame time is required")
        clip = {"clip_id": int(clip_id)}
        with self._write():
            self._execute("DELETE FROM frames WHERE clip_id = :clip_id", clip)
            self._execute_many(
                self.INSERT_FRAME,
                [{**clip, "time": float(t), "embedding": self._vector(v)} for t, v in zip(times, vectors, strict=True)],
            )

    def clips_with_frames(self, video_id: int) -> set[int]:
        """Indexes of the video's clips that have frame vectors."""
        rows = self._rows(
            "SELECT DISTINCT c.idx FROM frames f JOIN clips c ON c.id = f.clip_id WHERE c.video_id = :video_id",
            {"video_id": int(video_id)},
        )
        return {r[0] for r in rows}
