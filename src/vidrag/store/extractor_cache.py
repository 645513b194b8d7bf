"""The per-clip extractor cache (and a video's decoding failure), one SQL for both stores.

Rows are keyed by the video's content hash and written only while a video of that content is in the
index: ``remove_video`` deletes them with it, and a row cached after the removal would be an orphan.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict
from typing import Any

from vidrag.records import TextUnit
from vidrag.store.base import FAILURE_KEY
from vidrag.store.sql import SQLBackend

# An upsert that writes nothing once the video is gone (the SELECT's WHERE also keeps SQLite's
# parser from reading ON CONFLICT as a join's ON).
PUT_CACHED = (
    "INSERT INTO extractor_cache (sha256, clip_idx, key, units) SELECT :sha256, :clip_idx, :key, :units "
    "WHERE EXISTS (SELECT 1 FROM videos WHERE sha256 = :sha256{}) "
    "ON CONFLICT (sha256, clip_idx, key) DO UPDATE SET units = excluded.units"
)
GET_CACHED = "SELECT units FROM extractor_cache WHERE sha256 = :sha256 AND clip_idx = :clip_idx AND key = :key"
GET_KEYS = "SELECT DISTINCT key FROM extractor_cache WHERE sha256 = :sha256 AND clip_idx >= 0"


class ExtractorCache(SQLBackend):
    def cached_units(self, sha256: str, clip_index: int, key: str) -> list[TextUnit] | None:
        found = self._cached(sha256, clip_index, key)
        return None if found is None else [TextUnit(**u) for u in found]

    def cached_keys(self, sha256: str) -> set[str]:
        return {row[0] for row in self._rows(GET_KEYS, {"sha256": sha256})}

    def cache_units(self, sha256: str, clip_index: int, key: str, units: Sequence[TextUnit]) -> None:
        """Kept only while a video of that content is in the index (no orphan rows after a removal)."""
        self._put_cached(sha256, clip_index, key, [asdict(u) for u in units])

    def record_failure(self, sha256: str, reason: str) -> None:
        self._put_cached(sha256, -1, FAILURE_KEY, reason)

    def failure(self, sha256: str) -> str | None:
        return self._cached(sha256, -1, FAILURE_KEY)

    def _cached(self, sha256: str, clip_index: int, key: str) -> Any:
        rows = self._rows(GET_CACHED, {"sha256": sha256, "clip_idx": clip_index, "key": key})
        return self._unjson(rows[0][0]) if rows else None

    def _put_cached(self, sha256: str, clip_index: int, key: str, value: Any) -> None:
        with self._write():
            self._execute(
                PUT_CACHED.format(self.KEY_SHARE),
                {"sha256": sha256, "clip_idx": clip_index, "key": key, "units": self._json(value)},
            )
