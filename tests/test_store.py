"""The SQLite store, on a real database file."""

import sqlite3
from pathlib import Path

import numpy as np
import pytest

from vidrag.errors import IncompatibleIndexError, StoreError
from vidrag.extractors.base import TextUnit
from vidrag.media.clips import ClipSpan
from vidrag.store.base import NewVideo
from vidrag.store.sqlite import DB_NAME, SQLiteStore

LAYOUT = {"embedding_model": "m", "clip_seconds": 30.0, "min_tail_seconds": 5.0, "frame_fps": 1.0}


def unit_vectors(n: int, dim: int = 8, seed: int = 0) -> np.ndarray:
    v = np.random.default_rng(seed).normal(size=(n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def new_video(sha: str = "a" * 64, n_clips: int = 2) -> NewVideo:
    return NewVideo(sha, f"/v/{sha[:4]}.mp4", f"{sha[:4]}.mp4", 60.0, 640, 360, True, n_clips)


@pytest.fixture
def store(tmp_path: Path) -> SQLiteStore:
    s = SQLiteStore.open(tmp_path / "ix", LAYOUT, create=True)
    yield s
    s.close()


def test_only_ready_videos_are_searched_and_threshold_applies(store: SQLiteStore):
    video = store.add_video(new_video())
    vectors = unit_vectors(3)
    units = [TextUnit("asr", 1, 2, "one"), TextUnit("ocr", 3, 4, "two"), TextUnit("asr", 31, 33, "three")]
    store.put_clip(video.id, ClipSpan(0, 0, 30), units[:2], vectors[:2])
    store.put_clip(video.id, ClipSpan(1, 30, 60), units[2:], vectors[2:])
    assert store.search(vectors[2], 10, 0.3) == []  # still indexing
    store.mark_ready(video.id)
    hits = store.search(vectors[2], 10, 0.99)
    assert len(hits) == 1 and hits[0].score == pytest.approx(1.0, abs=1e-5)
    assert store.texts_by_id([hits[0].text_id])[hits[0].text_id].text == "three"
    all_hits = store.search(vectors[2], 10, -1.0)
    assert len(all_hits) == 3 and [h.score for h in all_hits] == sorted((h.score for h in all_hits), reverse=True)


def test_a_clip_is_stored_whole_or_not_at_all(store: SQLiteStore):
    video = store.add_video(new_video())
    broken = [TextUnit("asr", 0, 1, "fine"), TextUnit("asr", 1, 2, None)]  # 2nd row violates NOT NULL
    with pytest.raises(sqlite3.IntegrityError):
        store.put_clip(video.id, ClipSpan(0, 0, 30), broken, unit_vectors(2))
    assert store.stored_clip_indexes(video.id) == set()  # the clip row was rolled back with it
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1))
    with pytest.raises(sqlite3.IntegrityError):  # the same clip twice: the second write is refused whole
        store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "y")], unit_vectors(1))
    assert store.stored_clip_indexes(video.id) == {0}
    clip = store.clips(video.id)[0]
    assert [t.text for t in store.texts_of_clips([clip.id])[clip.id]] == ["x"]


def test_removing_a_video_removes_its_clips_texts_and_cache(store: SQLiteStore):
    video = store.add_video(new_video())
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1))
    store.cache_units(video.sha256, 0, "asr:k", [TextUnit("asr", 0, 1, "x")])
    store.mark_ready(video.id)
    assert store.cached_units(video.sha256, 0, "asr:k") == [TextUnit("asr", 0, 1, "x")]
    store.remove_video(video.id)
    assert store.videos() == [] and store.clips(video.id) == []
    assert store.cached_units(video.sha256, 0, "asr:k") is None
    assert store.search(unit_vectors(1)[0], 10, -1.0) == []


def test_an_index_built_with_other_settings_is_refused(tmp_path: Path):
    SQLiteStore.open(tmp_path / "ix", LAYOUT, create=True).close()
    with pytest.raises(IncompatibleIndexError, match="clip_seconds: index has 30.0, settings ask 10.0"):
        SQLiteStore.open(tmp_path / "ix", {**LAYOUT, "clip_seconds": 10.0}, create=False)


def test_an_index_of_another_schema_version_is_refused(tmp_path: Path):
    SQLiteStore.open(tmp_path / "ix", LAYOUT, create=True).close()
    conn = sqlite3.connect(tmp_path / "ix" / DB_NAME)
    conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    with pytest.raises(IncompatibleIndexError, match="schema version 999"):
        SQLiteStore.open(tmp_path / "ix", LAYOUT, create=False)


def test_missing_or_garbage_index_gives_a_store_error(tmp_path: Path):
    with pytest.raises(StoreError, match="no vidrag index here"):
        SQLiteStore.open(tmp_path / "nothing", LAYOUT, create=False)
    (tmp_path / "junk").mkdir()
    (tmp_path / "junk" / DB_NAME).write_bytes(b"this is not sqlite" * 100)
    with pytest.raises(StoreError, match="cannot open index"):
        SQLiteStore.open(tmp_path / "junk", LAYOUT, create=False)
    (tmp_path / "afile").write_text("x")
    with pytest.raises(StoreError, match="not a directory"):
        SQLiteStore.open(tmp_path / "afile", LAYOUT, create=True)
