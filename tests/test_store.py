"""The store contract, run against both backends: a real SQLite file and a real PostgreSQL with pgvector."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import LAYOUT, drop_collection, new_video, unit_vectors

from vidrag import Index, load_settings
from vidrag.errors import IncompatibleIndexError, NotFoundError, StoreError
from vidrag.records import ClipSpan, TextUnit
from vidrag.store.base import (
    SCHEMA_VERSION,
    BulkLoading,
    ChatTurnRecord,
    ClipGraphRows,
    FactRow,
    FrameHit,
    MentionRow,
    NewClip,
    NewEntity,
    Store,
    TextSearch,
)
from vidrag.store.sqlite import DB_NAME, SQLiteStore
from vidrag.text import terms


@dataclass
class Backend:
    """How a test opens a store of one backend, and what that backend raises for a refused row."""

    name: str
    open: Callable[..., Store]  # (layout=LAYOUT, create=True)
    integrity_error: type[Exception]
    set_schema_version: Callable[[int], None]


def _sqlite_backend(tmp_path: Path) -> Backend:
    def set_version(version: int) -> None:
        conn = sqlite3.connect(tmp_path / "ix" / DB_NAME)
        conn.execute("UPDATE meta SET value = ? WHERE key = 'schema_version'", (str(version),))
        conn.commit()
        conn.close()

    def open_store(layout: dict[str, Any] = LAYOUT, create: bool = True) -> Store:
        return SQLiteStore.open(tmp_path / "ix", layout, create=create)

    return Backend("sqlite", open_store, sqlite3.IntegrityError, set_version)


def _postgres_backend(url: str, collection: str) -> Backend:
    import psycopg

    from vidrag.store.postgres import PostgresStore, schema_name

    def set_version(version: int) -> None:
        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute(f"INSERT INTO {schema_name(collection)}.schema_migrations (version) VALUES (%s)", (version,))

    def open_store(layout: dict[str, Any] = LAYOUT, create: bool = True) -> Store:
        return PostgresStore.open(url, collection, layout, create=create)

    return Backend("postgres", open_store, psycopg.IntegrityError, set_version)


@pytest.fixture(params=["sqlite", "postgres"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Backend:
    if request.param == "sqlite":
        return _sqlite_backend(tmp_path)
    return _postgres_backend(request.getfixturevalue("postgres_url"), request.getfixturevalue("fresh_collection"))


@pytest.fixture
def store(backend: Backend) -> Iterator[Store]:
    s = backend.open()
    yield s
    s.close()


# -- the contract, on both backends ---------------------------------------------------------------


def test_only_ready_videos_are_searched_and_threshold_applies(store: Store):
    video = store.add_video(new_video())
    vectors = unit_vectors(3)
    units = [TextUnit("asr", 1, 2, "one"), TextUnit("ocr", 3, 4, "two"), TextUnit("asr", 31, 33, "three")]
    store.put_clip(video.id, ClipSpan(0, 0, 30), units[:2], vectors[:2])
    store.put_clip(video.id, ClipSpan(1, 30, 60), units[2:], vectors[2:])
    assert store.search(vectors[2], TextSearch(10, 0.3)) == []  # still indexing
    store.mark_ready(video.id)
    hits = store.search(vectors[2], TextSearch(10, 0.99))
    assert len(hits) == 1 and hits[0].score == pytest.approx(1.0, abs=1e-5)
    assert store.texts_by_id([hits[0].text_id])[hits[0].text_id].text == "three"
    all_hits = store.search(vectors[2], TextSearch(10))
    assert len(all_hits) == 3 and [h.score for h in all_hits] == sorted((h.score for h in all_hits), reverse=True)


def test_frame_vectors_are_kept_per_clip_and_dropped_with_the_video(store: Store):
    video = store.add_video(new_video("ab" * 32))
    for span in (ClipSpan(0, 0.0, 10.0), ClipSpan(1, 10.0, 20.0)):
        store.put_clip(video.id, span, [TextUnit("ocr", span.start, span.start, "x")], unit_vectors(1))
    first, second = store.clips(video.id)
    store.put_frames(first.id, [1.0, 5.0], np.array([[1, 0, 0], [0.6, 0.8, 0]], np.float32))
    store.put_frames(second.id, [12.0], np.array([[0, 1, 0]], np.float32))
    store.put_frames(second.id, [15.0], np.array([[0, 0, 1]], np.float32))  # replaces the clip's frames
    assert store.search_frames(np.array([1, 0, 0], np.float32), 5, 0.5) == []  # not ready yet
    store.mark_ready(video.id)
    assert store.clips_with_frames(video.id) == {0, 1}
    assert store.search_frames(np.array([1, 0, 0], np.float32), 5, 0.5) == [
        FrameHit(first.id, 1.0, pytest.approx(1.0)),
        FrameHit(first.id, 5.0, pytest.approx(0.6)),
    ]
    assert store.search_frames(np.array([0, 0, 1], np.float32), 5, 0.5) == [
        FrameHit(second.id, 15.0, pytest.approx(1.0))
    ]
    assert store.search_frames(np.array([0, 0, 1], np.float32), 5, 0.5, videos=frozenset({video.id + 1})) == []
    store.remove_video(video.id)
    assert store.search_frames(np.array([1, 0, 0], np.float32), 5, -1.0) == []


def test_search_filters_by_source_and_video_and_ranks_by_inner_product(store: Store):
    vectors = unit_vectors(60, seed=1)
    sources = ["asr", "ocr", "caption"]
    videos = []
    for v in range(3):
        video = store.add_video(new_video(str(v) * 64, n_clips=10))
        for c in range(10):
            k = v * 20 + c * 2
            units = [TextUnit(sources[(k + j) % 3], c * 30 + j, c * 30 + j + 1, f"text {k + j}") for j in range(2)]
            store.put_clip(video.id, ClipSpan(c, c * 30, c * 30 + 30), units, vectors[k : k + 2])
        store.mark_ready(video.id)
        videos.append(video.id)
    query = unit_vectors(1, seed=2)[0]
    texts = store.texts_by_id(list(range(0, 10_000)))  # every text (ids are the store's own)
    row_of = {t.text: int(t.text.split()[1]) for t in texts.values()}

    def expected(limit: int, min_score: float, keep: Callable[[str, int], bool]) -> list[float]:
        scores = [
            float(vectors[row_of[t.text]] @ query) for t in texts.values() if keep(t.source, row_of[t.text] // 20)
        ]
        return [s for s in sorted(scores, reverse=True)[:limit] if s >= min_score]

    got = store.search(query, TextSearch(7))
    assert [h.score for h in got] == pytest.approx(expected(7, -1.0, lambda s, v: True), abs=1e-5)
    got = store.search(query, TextSearch(100, 0.2, sources=frozenset({"ocr"})))
    assert [h.score for h in got] == pytest.approx(expected(100, 0.2, lambda s, v: s == "ocr"), abs=1e-5)
    assert all(texts[h.text_id].source == "ocr" for h in got)
    got = store.search(query, TextSearch(5, videos=frozenset({videos[1]})))
    assert [h.score for h in got] == pytest.approx(expected(5, -1.0, lambda s, v: v == 1), abs=1e-5)
    clips = store.clips_by_id([h.clip_id for h in got])
    assert {clips[h.clip_id].video_id for h in got} == {videos[1]}
    assert store.search(query, TextSearch(0)) == []


def said_in_one_clip(store: Store, texts: list[str]) -> None:
    """A ready video of one clip whose speech units say ``texts``, in order (for lexical searches)."""
    video = store.add_video(new_video(n_clips=1))
    units = [TextUnit("asr", i * 0.2, i * 0.2 + 0.1, t) for i, t in enumerate(texts)]
    store.put_clip(video.id, ClipSpan(0, 0, 30), units, unit_vectors(len(texts)))
    store.mark_ready(video.id)


def test_a_common_term_scores_the_units_of_rarer_ones_and_finds_the_rest_only_when_they_run_out(store: Store):
    # "scientists" is in 30 of 40 units (common: over store.lexical.COMMON_SHARE), "river" in 2.
    texts = [
        "scientists saw the river",
        "the river bends past the old mill",
        *["scientists agree"] * 28,
        *["weather report"] * 10,
    ]
    said_in_one_clip(store, texts)
    query = terms("What did the scientists show about the river?")
    found = store.search_lexical(query, TextSearch(10))
    read = store.texts_by_id([h.text_id for h in found])
    # The two river units first, the one that also says "scientists" above the other; then, since
    # fewer than 10 units hold the rare term, units that hold only the common one.
    assert [read[h.text_id].text for h in found[:3]] == [
        "scientists saw the river",
        "the river bends past the old mill",
        "scientists agree",
    ]
    assert len(found) == 10
    # Enough units hold the rare term for a limit of 2: the same hits, with the same scores.
    assert store.search_lexical(query, TextSearch(2)) == found[:2]


def test_the_store_tells_which_words_its_texts_hold(store: Store):
    said_in_one_clip(store, ["Wah Kee's lorry unloads until three", "the lion chews the lettuce"])
    assert store.held_terms(["wah", "kee's", "lettuce", "realtion"]) == {"wah", "kee's", "lettuce"}
    assert store.held_terms([]) == set()


def test_units_holding_only_common_terms_are_not_found_while_rarer_ones_fill_the_limit(store: Store):
    # Of 100 units, "scientists" and "show" are each in 6 (common, just over COMMON_SHARE), "river"
    # in 4 (rare). The unit with both common terms outscores every river unit in plain BM25.
    texts = [
        "scientists show",
        *["scientists agree"] * 5,
        *["they show it"] * 5,
        *[f"the river {w}" for w in ("bends", "floods", "dries", "freezes")],
        *["weather report"] * 85,
    ]
    said_in_one_clip(store, texts)
    query = terms("scientists show river")

    def found(limit: int) -> list[str]:
        hits = store.search_lexical(query, TextSearch(limit))
        read = store.texts_by_id([h.text_id for h in hits])
        return [read[h.text_id].text for h in hits]

    # Four river units fill a limit of 4: the common terms find nothing by themselves.
    assert sorted(found(4)) == sorted(f"the river {w}" for w in ("bends", "floods", "dries", "freezes"))
    # For 10 they do, and "scientists show" ranks first.
    assert found(10)[0] == "scientists show"


def test_a_clip_is_stored_whole_or_not_at_all(backend: Backend, store: Store):
    video = store.add_video(new_video())
    broken = [TextUnit("asr", 0, 1, "fine"), TextUnit("asr", 1, 2, None)]  # 2nd row violates NOT NULL
    with pytest.raises(backend.integrity_error):
        store.put_clip(video.id, ClipSpan(0, 0, 30), broken, unit_vectors(2))
    assert store.stored_clip_indexes(video.id) == set()  # the clip row was rolled back with it
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1))
    with pytest.raises(backend.integrity_error):  # the same clip twice: the second write is refused whole
        store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "y")], unit_vectors(1))
    assert store.stored_clip_indexes(video.id) == {0}
    clip = store.clips(video.id)[0]
    assert [t.text for t in store.texts_of_clips([clip.id])[clip.id]] == ["x"]
    assert store.text_vectors([t.id for t in store.texts_of_clips([clip.id])[clip.id]]) == pytest.approx(
        unit_vectors(1)
    )


def bulk_clips(video: int, n_clips: int = 10) -> list[NewClip]:
    vectors = unit_vectors(2 * n_clips, seed=100 + video)
    return [
        NewClip(ClipSpan(c, c * 30, c * 30 + 30), [TextUnit("asr", c * 30 + j, c * 30 + j + 1, f"{video}/{c}/{j}") for j in range(2)],
                vectors[2 * c : 2 * c + 2])
        for c in range(n_clips)
    ]  # fmt: skip


def test_a_bulk_load_stores_and_finds_what_put_clip_would(backend: Backend, store: BulkLoading):
    one_by_one = store.add_video(new_video("1" * 64, n_clips=10))
    for clip in bulk_clips(0):
        store.put_clip(one_by_one.id, clip.span, clip.units, clip.vectors)
    bulk = store.add_video(new_video("2" * 64, n_clips=10))
    with store.bulk_load():
        store.put_clips(bulk.id, bulk_clips(0)[:4])
        store.put_clips(bulk.id, bulk_clips(0)[4:])
    for video in (one_by_one, bulk):
        store.mark_ready(video.id)
    assert store.stored_clip_indexes(bulk.id) == set(range(10))
    query = unit_vectors(1, seed=9)[0]
    scoped = {v.id: store.search(query, TextSearch(5, videos=frozenset({v.id}))) for v in (one_by_one, bulk)}
    texts = {v: [store.texts_by_id([h.text_id])[h.text_id].text for h in hits] for v, hits in scoped.items()}
    assert texts[bulk.id] == texts[one_by_one.id] and len(texts[bulk.id]) == 5
    assert [h.score for h in scoped[bulk.id]] == pytest.approx([h.score for h in scoped[one_by_one.id]], abs=1e-6)
    whole = store.search(query, TextSearch(4))
    assert [h.score for h in whole] == pytest.approx(
        [s for s in [h.score for h in scoped[bulk.id]] for _ in (0, 1)][:4], abs=1e-6
    )
    clash = bulk_clips(1, n_clips=2) + bulk_clips(1, n_clips=1)  # clip 0 twice: the batch is refused whole
    other = store.add_video(new_video("3" * 64, n_clips=2))
    with pytest.raises(backend.integrity_error):
        store.put_clips(other.id, clash)
    assert store.stored_clip_indexes(other.id) == set()
    with pytest.raises(ValueError, match="one vector per text unit"):
        NewClip(ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(2))


def test_removing_a_video_removes_its_clips_texts_and_cache(store: Store):
    video = store.add_video(new_video())
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1))
    store.cache_units(video.sha256, 0, "asr:k", [TextUnit("asr", 0, 1, "x")])
    store.cache_units(video.sha256, 0, "asr:k", [TextUnit("asr", 0, 1, "x2")])  # a second write replaces
    store.mark_ready(video.id)
    assert store.cached_units(video.sha256, 0, "asr:k") == [TextUnit("asr", 0, 1, "x2")]
    store.remove_video(video.id)
    assert store.videos() == [] and store.clips(video.id) == []
    assert store.cached_units(video.sha256, 0, "asr:k") is None
    assert store.search(unit_vectors(1)[0], TextSearch(10)) == []


def test_graph_rows_of_ready_videos_and_orphans_removed_with_their_video(store: Store):
    vectors = unit_vectors(4, seed=3)
    tom = NewEntity("Tom", "person", "a man who repairs bicycles", vectors[0])
    bike = NewEntity("red bicycle", "object", "a red bicycle", vectors[1])
    first = store.add_video(new_video("1" * 64, n_clips=1))
    units = [TextUnit("asr", 0, 4, "Tom repairs the red bicycle.")]
    rows = ClipGraphRows(
        [tom, bike],
        [MentionRow(tom, 0, "Tom"), MentionRow(bike, None, "bicycle")],
        [FactRow(tom, "repairs", bike, 0.9, 0)],
    )
    tom_id, bike_id = store.put_clip(first.id, ClipSpan(0, 0, 30), units, vectors[2:3], rows)
    assert store.mentions() == [] and store.facts() == []  # not ready yet
    store.mark_ready(first.id)
    assert {(m.entity_id, m.surface) for m in store.mentions()} == {(tom_id, "Tom"), (bike_id, "bicycle")}
    (fact,) = store.facts()
    assert (fact.head_id, fact.relation, fact.tail_id, fact.start, fact.end) == (tom_id, "repairs", bike_id, 0, 4)
    # A second video mentions Tom (by id) and adds an entity of its own.
    lamp = NewEntity("lamp", "object", "a desk lamp", vectors[3])
    second = store.add_video(new_video("2" * 64, n_clips=1))
    rows = ClipGraphRows([lamp], [MentionRow(tom_id, 0, "Tom"), MentionRow(lamp, 0, "lamp")], [])
    (lamp_id,) = store.put_clip(
        second.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 2, "Tom and the lamp")], vectors[3:4], rows
    )
    store.mark_ready(second.id)
    ids, matrix = store.entity_vectors()
    assert list(ids) == [tom_id, bike_id, lamp_id] and matrix == pytest.approx(
        np.vstack([vectors[0], vectors[1], vectors[3]])
    )
    store.remove_video(first.id)  # the bicycle was only the first video's; Tom stays with the second
    assert [e.name for e in store.entities()] == ["Tom", "lamp"]
    assert [m.entity_id for m in store.mentions()] == [tom_id, lamp_id] and store.facts() == []


def test_an_entity_goes_with_its_last_mention_whichever_video_is_removed(store: Store):
    """The orphan rule (store/graph_rows.py), one rule on both backends: removing a video removes the
    entities no mention is left of, whichever video mentioned them, and no other entity."""
    vectors = unit_vectors(8, seed=11)
    anna = NewEntity("Anna", "person", "a painter", vectors[0])
    boat = NewEntity("boat", "object", "an old boat", vectors[1])
    first = store.add_video(new_video("1" * 64, n_clips=1))
    rows = ClipGraphRows(
        [anna, boat],
        [MentionRow(anna, 0, "Anna"), MentionRow(boat, None, "boat")],
        [FactRow(anna, "paints", boat, 0.8, 0)],
    )
    anna_id, boat_id = store.put_clip(
        first.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 4, "Anna paints the old boat.")], vectors[2:3], rows
    )
    lamp = NewEntity("lamp", "object", "a desk lamp", vectors[3])
    second = store.add_video(new_video("2" * 64, n_clips=1))
    rows = ClipGraphRows([lamp], [MentionRow(anna_id, None, "the painter"), MentionRow(lamp, 0, "lamp")], [])
    (lamp_id,) = store.put_clip(second.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 2, "a lamp")], vectors[4:5], rows)
    third = store.add_video(new_video("3" * 64, n_clips=1))  # no knowledge at all
    store.put_clip(third.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 2, "rain")], vectors[5:6])
    for video in (first, second, third):
        store.mark_ready(video.id)

    store.remove_video(third.id)  # mentions nobody: every entity stays
    assert [e.id for e in store.entities()] == [anna_id, boat_id, lamp_id]
    store.remove_video(first.id)  # the boat's only mention goes; Anna is still mentioned by the second video's clip
    assert [e.id for e in store.entities()] == [anna_id, lamp_id] and list(store.entity_vectors()[0]) == [
        anna_id,
        lamp_id,
    ]
    assert store.facts() == [] and {m.entity_id for m in store.mentions()} == {anna_id, lamp_id}
    store.remove_video(second.id)
    assert store.entities() == [] and store.mentions() == []
    with pytest.raises(ValueError, match="every new entity needs a mention"):  # one never mentioned would never go
        ClipGraphRows([NewEntity("ghost", "person", "nobody", vectors[6])], [], [])


def test_every_write_changes_the_generation(store: Store):
    seen = [store.generation()]
    video = store.add_video(new_video())
    seen.append(store.generation())
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1))
    seen.append(store.generation())
    store.search(unit_vectors(1)[0], TextSearch(3))
    store.videos()
    assert store.generation() == seen[-1]  # reads do not count
    store.mark_ready(video.id)
    seen.append(store.generation())
    store.remove_video(video.id)
    seen.append(store.generation())
    assert len(set(seen)) == len(seen)


def test_an_index_built_with_other_settings_is_refused(backend: Backend):
    backend.open().close()
    with pytest.raises(IncompatibleIndexError, match="clip_seconds: index has 30.0, settings ask 10.0"):
        backend.open({**LAYOUT, "clip_seconds": 10.0}, create=False)
    with pytest.raises(IncompatibleIndexError, match="embedding_model: index has 'm', settings ask 'other'"):
        backend.open({**LAYOUT, "embedding_model": "other"}, create=False)  # vectors of another model would not mix
    backend.open(create=False).close()  # its own settings still open it


def test_an_index_of_another_schema_version_is_refused(backend: Backend):
    backend.open().close()
    backend.set_schema_version(999)
    with pytest.raises(IncompatibleIndexError, match="schema version 999"):
        backend.open(create=False)


def test_jobs_are_claimed_by_their_owner_requeued_after_a_stop_and_leave_the_generation_alone(backend: Backend):
    """The service's jobs table (store/jobs.py) through two connections, as two servers of one
    collection use it: each lists every job and claims and re-queues only its own."""
    mine, other = backend.open(), backend.open(create=False)
    try:
        generation = mine.generation()
        first = mine.add_job("j1", "a", "/v/talk.mp4", "talk.mp4", 100.0)
        mine.add_job("j2", "a", "/v/demo.mp4", "demo.mp4", 101.0)
        theirs = other.add_job("j3", "b", "/v/b.mp4", "b.mp4", 102.0)
        assert (first.state, first.stage, first.clips_done, first.restarts, first.started) == ("queued", "", 0, 0, None)
        assert [j.id for j in other.jobs(10)] == ["j3", "j2", "j1"] and [j.id for j in mine.jobs(2)] == ["j3", "j2"]
        assert other.job("nope") is None

        claimed = mine.claim_job("a", 110.0)  # the oldest of its own
        assert claimed is not None and (claimed.id, claimed.state, claimed.started) == ("j1", "running", 110.0)
        assert other.claim_job("a", 111.0).id == "j2" and mine.claim_job("a", 112.0) is None  # one claim each
        mine.report_job("j1", "asr", 2, 10, 120.0)  # two clips stored before this run
        mine.report_job("j1", "asr", 3, 10, 130.0)
        job = mine.job("j1")
        assert (job.clips_at_start, job.counting_since, job.clip_at, job.clips_done) == (2, 120.0, 130.0, 3)
        mine.finish_job("j1", 140.0, video_sha256="f" * 64, error=None)
        other.finish_job("j3", 141.0, video_sha256=None, error="not a video")
        assert [(j.id, j.state, j.stage) for j in mine.jobs(10)] == [
            ("j3", "failed", "failed"),
            ("j2", "running", "starting"),
            ("j1", "done", "done"),
        ]
        assert mine.job("j1").finished == 140.0 and mine.job("j3").error == "not a video"

        assert other.requeue_jobs("b") == 0 and mine.requeue_jobs("a") == 1  # j2 was running when "a" stopped
        again = mine.job("j2")
        assert (again.state, again.restarts, again.started, again.clips_at_start) == ("queued", 1, None, None)
        assert mine.generation() == generation == other.generation()  # no view of the index derives from jobs
        assert theirs.created == 102.0
    finally:
        mine.close()
        other.close()


def test_saved_chats_are_listed_renamed_deleted_with_their_turns_and_leave_the_generation_alone(backend: Backend):
    """Saved conversations (store/chats.py) through two connections: turns kept in order with their
    citations, the latest updated chat listed first, a deleted chat gone with its turns."""
    mine, other = backend.open(), backend.open(create=False)
    try:
        generation = mine.generation()
        launch = mine.add_chat("Launch plan", 100.0)
        budget = other.add_chat("Budget", 101.0)
        assert (launch.name, launch.created, launch.updated, launch.turns) == ("Launch plan", 100.0, 100.0, 0)
        cite = {"video": "standup.mp4", "start": 12.0, "end": 20.5, "label": "[standup.mp4 00:12-00:20]"}
        mine.add_chat_turn(
            launch.id, ChatTurnRecord("Who leads the launch?", "Who leads the launch?", "Marta", [cite], 110.0)
        )
        other.add_chat_turn(
            launch.id, ChatTurnRecord("and when is it?", "When is the launch?", "21 February", [], 111.0)
        )
        assert [c.name for c in other.chats()] == ["Launch plan", "Budget"]  # the latest updated first
        turns = other.chat_turns(launch.id)
        assert [(t.question, t.asked_as, t.answer) for t in turns] == [
            ("Who leads the launch?", "Who leads the launch?", "Marta"),
            ("and when is it?", "When is the launch?", "21 February"),
        ]
        assert turns[0].citations == [cite] and turns[1].citations == [] and mine.chat(launch.id).turns == 2

        renamed = other.rename_chat(budget.id, "Budget, Q3", 120.0)
        assert (renamed.name, renamed.updated) == ("Budget, Q3", 120.0) and mine.chats()[0].id == budget.id
        mine.delete_chat(launch.id)
        assert [c.id for c in other.chats()] == [budget.id]
        for gone in (lambda: other.chat_turns(launch.id), lambda: other.delete_chat(launch.id),
                     lambda: other.rename_chat(launch.id, "x", 1.0),
                     lambda: other.add_chat_turn(launch.id, ChatTurnRecord("q", "q", "a", [], 1.0))):  # fmt: skip
            with pytest.raises(NotFoundError, match=f"no saved chat {launch.id}"):
                gone()
        assert mine.generation() == generation == other.generation()  # no view of the index derives from chats
    finally:
        mine.close()
        other.close()


# -- SQLite only --------------------------------------------------------------------------------


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


def test_a_chat_saved_in_one_index_is_not_in_another(tmp_path: Path):
    first, second = (SQLiteStore.open(tmp_path / name, LAYOUT, create=True) for name in ("a", "b"))
    chat = first.add_chat("only in a", 1.0)
    assert second.chats() == [] and [c.name for c in first.chats()] == ["only in a"]
    with pytest.raises(NotFoundError):
        second.chat_turns(chat.id)
    first.close()
    second.close()


# -- PostgreSQL only ----------------------------------------------------------------------------


def test_collections_share_a_database_without_seeing_each_other(postgres_url: str, fresh_collection: str):
    from vidrag.store.postgres import PostgresStore

    other = fresh_collection + "_b"
    try:
        with_a = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
        with_b = PostgresStore.open(postgres_url, other, {**LAYOUT, "clip_seconds": 10.0}, create=True)
        for s, text in ((with_a, "in a"), (with_b, "in b")):
            video = s.add_video(new_video())  # the same content in both: no clash
            s.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, text)], unit_vectors(1))
            s.mark_ready(video.id)
        for s, text in ((with_a, "in a"), (with_b, "in b")):
            (hit,) = s.search(unit_vectors(1)[0], TextSearch(10))
            assert s.texts_by_id([hit.text_id])[hit.text_id].text == text and len(s.videos()) == 1
        with_b.remove_video(with_b.videos()[0].id)
        assert len(with_a.videos()) == 1
        chat = with_a.add_chat("only in a", 1.0)  # a saved chat never leaks into another collection
        assert with_b.chats() == [] and [c.id for c in with_a.chats()] == [chat.id]
        with pytest.raises(NotFoundError):
            with_b.chat_turns(chat.id)
        with_a.close()
        with_b.close()
    finally:
        drop_collection(postgres_url, other)


def test_an_older_collection_is_migrated_in_place(postgres_url: str, fresh_collection: str):
    import psycopg

    from vidrag.store.postgres import PostgresStore, migrate, schema_name

    with psycopg.connect(postgres_url, autocommit=True) as conn, conn.transaction():
        conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
        assert migrate(conn, schema_name(fresh_collection), target=1) == (0, 1)  # as vidrag with schema 1 left it
        conn.execute("INSERT INTO meta VALUES ('layout', %s), ('generation', '0')", (json.dumps(LAYOUT),))
        conn.execute(
            "INSERT INTO videos (sha256, path, name, duration, width, height, has_audio, n_clips, status, added_at) "
            "VALUES (%s, '/v/old.mp4', 'old.mp4', 30, 640, 360, true, 1, 'ready', 0)",
            ("f" * 64,),
        )
    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False)
    (old,) = store.videos()
    assert old.name == "old.mp4"
    lamp = NewEntity("lamp", "object", "a desk lamp", unit_vectors(1)[0])
    graph = ClipGraphRows([lamp], [MentionRow(lamp, 0, "lamp")], [])
    store.put_clip(old.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "the lamp")], unit_vectors(1), graph)
    assert [e.name for e in store.entities()] == ["lamp"]  # the graph tables of version 2 exist now
    store.close()
    with psycopg.connect(postgres_url) as conn:
        versions = conn.execute(
            f"SELECT version FROM {schema_name(fresh_collection)}.schema_migrations ORDER BY 1"
        ).fetchall()
    assert [v[0] for v in versions] == list(range(1, SCHEMA_VERSION + 1))


def test_filtered_search_through_hnsw_still_returns_the_limit(postgres_url: str, fresh_collection: str):
    """HNSW filters after its scan: a search scoped to one small video among many falls back to an exact scan."""
    from vidrag.store.postgres import PostgresStore

    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
    vectors = unit_vectors(2000, dim=16, seed=4)
    big = store.add_video(new_video("b" * 64, n_clips=100))
    for c in range(100):
        units = [TextUnit("asr", c * 30 + j, c * 30 + j + 1, f"big {c} {j}") for j in range(19)]
        store.put_clip(big.id, ClipSpan(c, c * 30, c * 30 + 30), units, vectors[c * 19 : c * 19 + 19])
    small = store.add_video(new_video("s" * 64, n_clips=1))
    store.put_clip(
        small.id, ClipSpan(0, 0, 30), [TextUnit("asr", j, j + 1, f"small {j}") for j in range(100)], vectors[1900:]
    )
    store.mark_ready(big.id)
    store.mark_ready(small.id)
    store._conn.execute("SET enable_seqscan = off")  # make the planner take the HNSW index, as on a large table
    query = unit_vectors(1, dim=16, seed=5)[0]
    plan = "\n".join(
        r[0] for r in store._conn.execute("EXPLAIN SELECT id FROM texts ORDER BY embedding <#> %s LIMIT 5", (query,))
    )
    assert "texts_embedding_hnsw" in plan
    hits = store.search(query, TextSearch(40, videos=frozenset({small.id})))  # ef_search 200 keeps ~10 of its rows
    expected = np.sort(vectors[1900:] @ query)[::-1][:40]
    assert [h.score for h in hits] == pytest.approx(list(expected), abs=1e-5)
    store.close()


def test_several_writers_index_into_one_collection_at_once(postgres_url: str, fresh_collection: str):
    from concurrent.futures import ThreadPoolExecutor

    from vidrag.store.postgres import PostgresStore

    first = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
    writers = [first] + [PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False) for _ in range(3)]
    start = first.generation()

    def index_video(n: int) -> None:
        s = writers[n % len(writers)]
        video = s.add_video(new_video(f"{n:064x}", n_clips=5))
        for c in range(5):
            s.put_clip(
                video.id,
                ClipSpan(c, c * 30, c * 30 + 30),
                [TextUnit("asr", c * 30, c * 30 + 1, f"{n}/{c}")],
                unit_vectors(1, seed=n * 5 + c),
            )
        s.mark_ready(video.id)

    with ThreadPoolExecutor(4) as pool:
        list(pool.map(index_video, range(8)))
    assert len(first.videos()) == 8 and all(v.status == "ready" for v in first.videos())
    assert first.generation() == start + 8 * 7  # every write counted once: add, 5 clips, ready
    assert len(first.search(unit_vectors(1, seed=7)[0], TextSearch(100))) == 40
    for s in writers:
        s.close()


def _has_vector_index(url: str, collection: str) -> bool:
    import psycopg

    from vidrag.store.postgres import VECTOR_INDEX, schema_name

    with psycopg.connect(url) as conn:
        query = "SELECT 1 FROM pg_indexes WHERE schemaname = %s AND indexname = %s"
        return bool(conn.execute(query, (schema_name(collection), VECTOR_INDEX)).fetchall())


def test_a_bulk_load_builds_the_hnsw_index_once_and_an_interrupted_one_is_repaired(
    postgres_url: str, fresh_collection: str
):
    from vidrag.store.postgres import PostgresStore

    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
    reader = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False)
    first = store.add_video(new_video("1" * 64, n_clips=10))
    with store.bulk_load():
        store.put_clips(first.id, bulk_clips(0))
        store.mark_ready(first.id)
        assert not _has_vector_index(postgres_url, fresh_collection)  # not built row by row
        with pytest.raises(StoreError, match="another bulk load is running"):
            with reader.bulk_load():
                pass
        query = unit_vectors(1, seed=9)[0]
        during = [h.text_id for h in reader.search(query, TextSearch(5))]  # other connections search exactly meanwhile
    assert _has_vector_index(postgres_url, fresh_collection)
    assert [h.text_id for h in reader.search(query, TextSearch(5))] == during

    # The loading process dies inside the block: its session's lock goes with it, and the next open builds the index.
    store.close()
    dying = (
        "import os, sys; sys.path.insert(0, sys.argv[1]); from test_store import *; from vidrag.store.postgres import PostgresStore\n"
        "store = PostgresStore.open(sys.argv[2], sys.argv[3], LAYOUT, create=False)\n"
        "video = store.add_video(new_video('2' * 64, n_clips=10))\n"
        "with store.bulk_load():\n    store.put_clips(video.id, bulk_clips(1))\n    os._exit(3)\n"
    )
    died = subprocess.run(
        [sys.executable, "-c", dying, str(Path(__file__).parent), postgres_url, fresh_collection], timeout=120
    )
    assert died.returncode == 3 and not _has_vector_index(postgres_url, fresh_collection)
    reopened = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False)
    assert _has_vector_index(postgres_url, fresh_collection)
    second = reopened.find_video("2" * 64)
    assert second is not None and reopened.stored_clip_indexes(second.id) == set(range(10))
    reader.close()
    reopened.close()


def test_vectors_of_another_dimension_are_refused(postgres_url: str, fresh_collection: str):
    from vidrag.store.postgres import PostgresStore

    store = PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=True)
    video = store.add_video(new_video())
    store.put_clip(video.id, ClipSpan(0, 0, 30), [TextUnit("asr", 0, 1, "x")], unit_vectors(1, dim=8))
    with pytest.raises(StoreError, match="vectors of 16 dimensions given, the collection stores 8"):
        store.put_clip(video.id, ClipSpan(1, 30, 60), [TextUnit("asr", 30, 31, "y")], unit_vectors(1, dim=16))
    assert store.stored_clip_indexes(video.id) == {0}
    store.close()


def test_unreachable_server_or_missing_collection_gives_a_store_error(postgres_url: str, fresh_collection: str):
    from vidrag.testing.servers import free_port
    from vidrag.store.postgres import PostgresStore

    url = f"postgresql://vidrag:s3cret@127.0.0.1:{free_port()}/db"
    with pytest.raises(StoreError, match="cannot connect") as caught:
        PostgresStore.open(url, "default", LAYOUT, create=True)
    assert "s3cret" not in str(caught.value)
    with pytest.raises(StoreError, match="no such collection"):
        PostgresStore.open(postgres_url, fresh_collection, LAYOUT, create=False)
    with pytest.raises(StoreError, match="collection name"):
        PostgresStore.open(postgres_url, "Robert'); DROP TABLE", LAYOUT, create=True)


# -- the Index on both backends -------------------------------------------------------------------


@pytest.fixture
def settings_for(backend: Backend, request: pytest.FixtureRequest):
    settings = load_settings()
    if backend.name == "postgres":
        settings.store.url = request.getfixturevalue("postgres_url")
        settings.store.collection = request.getfixturevalue("fresh_collection")
    return settings


def test_index_adds_searches_and_removes_videos_incrementally(tmp_path: Path, settings_for):
    first = [
        TextUnit("asr", 0, 4, "Tom repairs the red bicycle in the garden."),
        TextUnit("asr", 40, 44, "Anna paints the old boat."),
    ]
    second = [TextUnit("asr", 0, 4, "Tom sells the red bicycle at the market.")]
    from vidrag.graph.export import graph_counts
    from vidrag.graph.snapshot import IndexSnapshot
    from vidrag.graph.temporal_facts import TemporalFacts

    def same_as_a_fresh_view(graph: IndexSnapshot) -> bool:
        fresh = IndexSnapshot(graph.store)
        facts, fresh_facts = graph.view(TemporalFacts).facts, fresh.view(TemporalFacts).facts
        return graph_counts(graph) == graph_counts(fresh) and facts == fresh_facts and graph.texts == fresh.texts

    with Index.open(tmp_path / "ix", settings_for) as index:
        index.add_transcript("first", first, 60)
        graph = index.graph()
        before = {e.name for e in graph.live_entities()}
        index.store.add_video(new_video("f" * 64))  # a video still indexing: the store changed, the view did not
        assert index.graph() is graph
        index.add_transcript("second", second, 30)
        assert index.graph() is not graph and same_as_a_fresh_view(index.graph())
        assert len(index.graph().videos) == 2 and {v.name for v in index.videos()} == {"first", "second", "ffff.mp4"}
        evidence = index.retrieve("Who sells the bicycle?", strategy="dense", videos=["second"]).evidence
        assert evidence and all(e.video.name == "second" for e in evidence)
        index.remove("second")
        assert same_as_a_fresh_view(index.graph())
        assert {e.name for e in index.graph().live_entities()} == before
        assert (tmp_path / "ix").is_dir()  # per-index files live here with either backend


def test_two_indexers_at_once_add_each_entity_once(tmp_path: Path, settings_for):
    """Two indexers on one index (each its own Index and connection, as two processes are) add
    videos naming the same people at the same moment: each person is stored as one entity."""
    import threading
    from concurrent.futures import ThreadPoolExecutor

    said = [
        "Tom repairs the red bicycle with Anna.",
        "Anna and Tom visit Paris.",
        "Tom sells the red bicycle in Paris.",
    ]
    with Index.open(tmp_path / "ix", settings_for) as first, Index.open(tmp_path / "ix", settings_for) as second:
        start = threading.Barrier(2)

        def add(index: Index, name: str) -> None:
            _ = index.indexer  # the models load before the race
            start.wait()
            units = [TextUnit("asr", c * 30, c * 30 + 4, f"On {name.title()}, {text}") for c, text in enumerate(said)]
            index.add_transcript(name, units, 90)

        with ThreadPoolExecutor(2) as pool:
            list(pool.map(add, (first, second), ("monday", "tuesday")))
        names = [e.name for e in first.store.entities()]
        assert {"Tom", "Anna", "Paris"} <= set(names) and len(names) == len(set(names)), names
        tom = next(e.id for e in first.store.entities() if e.name == "Tom")
        assert {m.clip_id for m in first.store.mentions() if m.entity_id == tom} == {
            c.id for v in first.videos() for c in first.store.clips(v.id)
        }  # every clip of both videos mentions the one Tom


def test_store_bench_measures_both_backends_and_leaves_no_collection(postgres_url: str):
    import psycopg

    from vidrag.bench.store_bench import run_store_bench

    report = run_store_bench(sizes=(150, 500), texts_per_clip=2, queries=10, other_ef=(100,), url=postgres_url)
    first, size = report.sizes
    assert first.clips == 200 and first.bulk_clips_per_s == {
        "sqlite": None,
        "postgres": None,
    }  # 2 videos: put_clip only
    assert size.clips == 500 and size.texts == 1000  # 3 more videos: 1 imported, 2 through put_clip
    assert all(rate > 0 for rate in size.bulk_clips_per_s.values()) and size.hnsw_build_s > 0
    assert all(rate > 0 for rate in size.insert_clips_per_s.values())
    assert size.postgres_scoped_recall == 1.0  # one video's 200 texts: searched exactly
    assert 0.0 < size.postgres_recall <= 1.0 and 0.0 < size.other_ef[100]["recall"] <= 1.0
    assert set(size.latency_ms) == {"sqlite", "postgres"}
    assert size.to_row() in report.to_markdown()
    assert json.loads(json.dumps(report.to_dict()))["sizes"][1]["storage_mib"]["postgres"] > 0  # what --json prints
    with psycopg.connect(postgres_url) as conn:
        assert not conn.execute("SELECT 1 FROM pg_namespace WHERE nspname LIKE 'vidrag_bench_%'").fetchall()


def test_removal_bench_times_both_backends_and_leaves_no_collection(postgres_url: str):
    import psycopg

    from vidrag.bench.store_bench import REMOVAL_CLIPS, REMOVAL_TEXTS_PER_CLIP, REMOVALS, run_removal_bench

    report = run_removal_bench(sizes=(3,), url=postgres_url)
    (size,) = report.sizes
    assert size.rows["texts"] == 3 * REMOVAL_CLIPS * REMOVAL_TEXTS_PER_CLIP
    assert size.rows["facts"] > 0 and size.rows["mentions"] > size.rows["entities"] > 0  # the cascade has rows to go
    assert all(0 < t["median"] <= t["max"] for t in size.remove_s.values()) and set(size.remove_s) == {
        "sqlite",
        "postgres",
    }
    assert REMOVALS == 3 and size.to_row() in report.to_markdown()
    with psycopg.connect(postgres_url) as conn:
        assert not conn.execute("SELECT 1 FROM pg_namespace WHERE nspname LIKE 'vidrag_bench_%'").fetchall()
