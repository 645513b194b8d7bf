"""Vector search latency and insert throughput: PostgreSQL + pgvector (HNSW) against the embedded SQLite store.

Both stores grow through the same sizes with the same synthetic clips: ``texts_per_clip`` unit
vectors of 384 dimensions (MiniLM-L6's) per clip, 100 clips a video. Most videos of each growth
step go in as a bulk import (``BulkLoading.put_clips`` inside ``BulkLoading.bulk_load``: binary COPY, then one
HNSW build on PostgreSQL); the last ``PROBE_VIDEOS`` go in through ``Store.put_clip``, one
transaction per clip, as indexing writes them, which gives the insert rate at that size. Like real embeddings, they
cluster: each video has a random topic direction and its texts scatter around it (cosine ~0.5
between texts of one video, ~0 across videos); uniform random vectors would have no neighbours
worth finding. At each size the same queries are timed on both: a stored vector plus noise
(cosine ~0.9 to it), normalised.
Every query is timed over the whole index and scoped to one video (the ``videos`` filter, which
on PostgreSQL takes the exact fallback when HNSW's filtered scan comes up short), and on
PostgreSQL over the whole index again with each of ``other_ef`` as ``hnsw.ef_search`` (the store's
default is 200; pgvector's own, 40, is the default comparison).

The first search after a write makes SQLite load its vector matrix; that load is reported apart
and excluded from the latencies, as is one warm-up query per store. HNSW is approximate: recall@k
of PostgreSQL's answers against SQLite's exact ones is reported beside its latency. PostgreSQL
runs ``ANALYZE`` after each growth step (autovacuum would, later), so the planner sees the sizes.
Without ``url`` a private server from the pgserver wheel is started on loopback in the work dir,
with ``maintenance_work_mem`` large enough to build the 10^6-clip HNSW graph in memory.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

import numpy as np

from vidrag.bench.index_bench import RssSampler, machine_description
from vidrag.eval.metrics import percentile
from vidrag.errors import StoreError
from vidrag.records import ClipSpan, Source, TextUnit
from vidrag.store.base import (
    BulkLoading,
    ClipGraphRows,
    EntityRef,
    FactRow,
    MentionRow,
    NewClip,
    NewEntity,
    NewVideo,
    Store,
    TextSearch,
)
from vidrag.store.sqlite import DB_NAME, SQLiteStore

DIMENSIONS = 384  # all-MiniLM-L6-v2, the default embedding model
CLIPS_PER_VIDEO = 100  # 50 minutes of 30-second clips
LIMIT = 10  # hits asked per query; recall is measured at this depth
TEXT_SPREAD = 1.0  # norm of a text's offset from its (unit) video topic: cosine ~0.5 within a video
QUERY_SPREAD = 0.5  # norm of a query's offset from the (unit) stored vector it is made from: cosine ~0.9
LAYOUT = {"bench": "store", "dimensions": DIMENSIONS}
SOURCES: tuple[Source, ...] = ("asr", "ocr", "caption")
PROBE_VIDEOS = 2  # per growth step, written clip by clip through put_clip: the insert rate at that size
# The local server's memory: HNSW builds fastest in maintenance_work_mem (6 GB built 2 million 384-d
# vectors in 523 s here; with less, pgvector goes on building on disk, slower); shared_buffers holds
# much of the 10^6-clip index. The other settings are PostgreSQL's defaults.
LOCAL_SERVER_SETTINGS = {"shared_buffers": "2GB", "maintenance_work_mem": "6GB"}


def clip_vectors(video: int, texts_per_clip: int) -> np.ndarray:
    """A video's vectors, (clips, texts, dims), the same on every call: both stores get identical data."""
    rng = np.random.default_rng(video)
    topic = _unit(rng.normal(size=DIMENSIONS))
    offsets = rng.normal(scale=TEXT_SPREAD / DIMENSIONS**0.5, size=(CLIPS_PER_VIDEO, texts_per_clip, DIMENSIONS))
    return _unit(topic + offsets)


def _unit(v: np.ndarray) -> np.ndarray:
    return (v / np.linalg.norm(v, axis=-1, keepdims=True)).astype(np.float32)


def video_sha(video: int) -> str:
    return f"{video:064x}"


def synthetic_video(video: int, texts_per_clip: int) -> tuple[NewVideo, list[NewClip]]:
    """Video number ``video`` and its clips, identical on every call."""
    vectors = clip_vectors(video, texts_per_clip)
    clips = [
        NewClip(
            ClipSpan(c, c * 30.0, c * 30.0 + 30.0),
            [TextUnit(SOURCES[j % len(SOURCES)], c * 30 + j, c * 30 + j + 1, f"video {video} clip {c} text {j}") for j in range(texts_per_clip)],
            vectors[c],
        )
        for c in range(CLIPS_PER_VIDEO)
    ]  # fmt: skip
    return NewVideo(
        video_sha(video), f"/bench/{video}.mp4", f"{video}.mp4", 3000.0, 640, 360, True, CLIPS_PER_VIDEO
    ), clips


def import_video(store: BulkLoading, video: NewVideo, clips: list[NewClip]) -> None:
    """A whole video in one transaction (a bulk import)."""
    record = store.add_video(video)
    store.put_clips(record.id, clips)
    store.mark_ready(record.id)


def index_video(store: Store, video: NewVideo, clips: list[NewClip]) -> None:
    """A video clip by clip, one transaction each, as indexing writes it."""
    record = store.add_video(video)
    for clip in clips:
        store.put_clip(record.id, clip.span, clip.units, clip.vectors)
    store.mark_ready(record.id)


@dataclass
class SizeFigures:
    clips: int
    texts: int
    insert_clips_per_s: dict[str, float]  # backend -> clips per second through put_clip, at this size
    bulk_clips_per_s: dict[str, float | None]  # backend -> clips per second through put_clips (no HNSW build)
    hnsw_build_s: float | None  # PostgreSQL's index build at the end of this step's bulk load
    sqlite_matrix_load_s: float  # SQLite's first search after the writes (reads every vector)
    latency_ms: dict[str, dict[str, float]]  # backend -> p50, p95 over the whole index
    scoped_latency_ms: dict[str, dict[str, float]]  # backend -> p50, p95 scoped to one video
    postgres_recall: float  # recall@LIMIT of PostgreSQL (HNSW) against SQLite (exact), whole index
    postgres_scoped_recall: float
    p50_ratio: float  # PostgreSQL p50 / SQLite p50, whole index
    other_ef: dict[int, dict[str, float]]  # ef_search -> p50, p95, recall over the whole index
    storage_mib: dict[str, float]  # SQLite file; PostgreSQL tables and indexes of the collection
    peak_rss_mib: float  # this process (SQLite's matrix lives here; the PostgreSQL server does not)

    def to_row(self) -> str:
        """This size as a row under :func:`table_header`."""

        def ms(d: dict[str, float]) -> str:
            return f"{d['p50']:.1f}/{d['p95']:.1f}"

        return (
            f"| {self.clips:,} | {self.texts:,} | {ms(self.latency_ms['sqlite'])} | {ms(self.latency_ms['postgres'])} | "
            f"{self.p50_ratio:.2f}x | {self.postgres_recall:.3f} / {self.postgres_scoped_recall:.3f} | "
            + "".join(f"{ms(f)}, {f['recall']:.3f} | " for f in self.other_ef.values())
            + f"{ms(self.scoped_latency_ms['sqlite'])} | "
            f"{ms(self.scoped_latency_ms['postgres'])} | {self.insert_clips_per_s['sqlite']:.0f} / "
            f"{self.insert_clips_per_s['postgres']:.0f} | {_rate(self.bulk_clips_per_s['sqlite'])} / "
            f"{_rate(self.bulk_clips_per_s['postgres'])}, {_rate(self.hnsw_build_s)} | {self.sqlite_matrix_load_s:.1f} | "
            f"{self.storage_mib['sqlite']:.0f} / {self.storage_mib['postgres']:.0f} | {self.peak_rss_mib:.0f} |"
        )


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}"


def table_header(other_ef: Sequence[int]) -> str:
    """The columns of :meth:`SizeFigures.to_row`, then the Markdown rule under them."""
    header = (
        "| clips | texts | SQLite p50/p95 ms | pgvector p50/p95 ms | pgvector/SQLite p50 | pgvector recall@10 whole / scoped | "
        + "".join(f"pgvector ef_search={ef} p50/p95 ms, recall@10 | " for ef in other_ef)
        + "scoped SQLite p50/p95 ms | scoped pgvector p50/p95 ms | put_clip clips/s SQLite / pgvector "
        "| bulk clips/s SQLite / pgvector, HNSW build s | SQLite matrix load s | storage MiB SQLite / PostgreSQL | peak RSS MiB |"
    )
    return header + "\n" + "| ---: " * header.count(" | ") + "| ---: |"


@dataclass
class StoreBenchReport:
    sizes: list[SizeFigures]
    texts_per_clip: int
    queries: int
    writers: int
    postgres: str  # server version and where it ran
    machine: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_markdown(self) -> str:
        lines = [table_header(list(self.sizes[0].other_ef) if self.sizes else [])]
        lines += [f.to_row() for f in self.sizes]
        m = self.machine
        notes = [
            f"{self.texts_per_clip} texts per clip, {DIMENSIONS}-d vectors, {self.queries} queries per size, top {LIMIT}; "
            f"put_clip: the last {PROBE_VIDEOS} videos of each step, PostgreSQL through {self.writers} connection(s).",
            f"PostgreSQL: {self.postgres}.",
            f"Machine: {m['cpu_model']}, {m['usable_cpus']} usable of {m['cpu_count']} CPUs, {m['platform']}, "
            f"Python {m['python']}.",
        ]
        return "\n".join(lines) + "\n\n" + "\n".join(f"- {n}" for n in notes) + "\n"


def _timed_searches(
    store: Store, queries: np.ndarray, scope: Sequence[frozenset[int] | None]
) -> tuple[list[float], list[list[int]]]:
    store.search(queries[0], TextSearch(LIMIT, videos=scope[0]))  # warm-up
    samples, results = [], []
    for q, videos in zip(queries, scope, strict=True):
        t0 = time.perf_counter()
        hits = store.search(q, TextSearch(LIMIT, videos=videos))
        samples.append((time.perf_counter() - t0) * 1000)
        results.append([h.text_id for h in hits])
    return samples, results


def _recall(store_exact: Store, exact: list[list[int]], store_approx: Store, approx: list[list[int]]) -> float:
    """Share of the exact answers' texts that the approximate answers found (matched by text, not id)."""
    found = total = 0
    for e, a in zip(exact, approx, strict=True):
        wanted = {t.text for t in store_exact.texts_by_id(e).values()}
        got = {t.text for t in store_approx.texts_by_id(a).values()}
        found += len(wanted & got)
        total += len(wanted)
    return found / total if total else 1.0


def _postgres_figures(url: str, collection: str) -> tuple[str, float]:
    """The server's version, and the collection's size on disk after ANALYZE."""
    import psycopg

    from vidrag.store.postgres import schema_name

    schema = schema_name(collection)
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"ANALYZE {schema}.texts")
        version = _one_value(conn, "SELECT current_setting('server_version')")
        pgvector = _one_value(conn, "SELECT extversion FROM pg_extension WHERE extname = 'vector'")
        size = _one_value(
            conn,
            "SELECT coalesce(sum(pg_total_relation_size(c.oid)), 0) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = %s AND c.relkind = 'r'",
            (schema,),
        )
    return f"PostgreSQL {version}, pgvector {pgvector}", float(size) / 2**20  # sum() of bigints is numeric (Decimal)


def _one_value(conn: Any, query: str, params: tuple[Any, ...] = ()) -> Any:
    row = conn.execute(query, params).fetchone()
    if row is None:
        raise StoreError(f"PostgreSQL returned no row for {query!r}")
    return row[0]


def _video_id(store: Store, video: int) -> int:
    found = store.find_video(video_sha(video))
    if found is None:
        raise StoreError(f"{store!r} lost benchmark video {video}")
    return found.id


def _drop_collection(url: str, collection: str) -> None:
    import psycopg

    from vidrag.store.postgres import schema_name

    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(f"DROP SCHEMA IF EXISTS {schema_name(collection)} CASCADE")


@contextmanager
def _postgres_server(url: str | None, data_dir: Path, collections: Sequence[str]) -> Iterator[tuple[str, str]]:
    """(URL, where it runs): ``url``'s server, whose ``collections`` are dropped afterwards (leave nothing
    behind in someone else's database), or without one a private server in ``data_dir``, stopped afterwards."""
    if url is not None:
        try:
            yield url, "the server at --postgres"
        finally:
            for collection in collections:
                _drop_collection(url, collection)
        return
    from vidrag.testing.local_postgres import LocalPostgres

    with LocalPostgres(data_dir, settings=LOCAL_SERVER_SETTINGS) as server:
        yield server.url, "a local server from the pgserver wheel on loopback"


def _bulk_import(
    stores: dict[str, BulkLoading], videos: list[int], texts_per_clip: int, say: Callable[[str], None]
) -> tuple[dict[str, float | None], float | None]:
    """Import ``videos`` into both stores: (clips per second per backend, PostgreSQL's HNSW build seconds)."""
    if not videos:
        return {name: None for name in stores}, None
    spent = dict.fromkeys(stores, 0.0)
    with stores["postgres"].bulk_load():
        for n, video in enumerate(videos):
            rows = synthetic_video(video, texts_per_clip)
            for name, store in stores.items():
                t0 = time.perf_counter()
                import_video(store, *rows)
                spent[name] += time.perf_counter() - t0
            if n % 100 == 0:
                say(f"bulk import: {n * CLIPS_PER_VIDEO:,} of {len(videos) * CLIPS_PER_VIDEO:,} clips")
        say(f"PostgreSQL: building the HNSW index over {(videos[-1] + 1) * CLIPS_PER_VIDEO * texts_per_clip:,} texts")
        t0 = time.perf_counter()
    build = time.perf_counter() - t0
    return {name: len(videos) * CLIPS_PER_VIDEO / s for name, s in spent.items()}, build


def _index_one_by_one(
    sqlite: Store, writers: Sequence[Store], videos: list[int], texts_per_clip: int, say: Callable[[str], None]
) -> dict[str, float]:
    """Write ``videos`` clip by clip into both stores (PostgreSQL through ``writers`` at once): clips per second."""
    say(f"put_clip: {len(videos) * CLIPS_PER_VIDEO:,} clips, one transaction each")
    rows = {video: synthetic_video(video, texts_per_clip) for video in videos}
    t0 = time.perf_counter()
    for video in videos:
        index_video(sqlite, *rows[video])
    rates = {"sqlite": len(videos) * CLIPS_PER_VIDEO / (time.perf_counter() - t0)}
    t0 = time.perf_counter()
    with ThreadPoolExecutor(len(writers)) as pool:
        list(pool.map(lambda v: index_video(writers[v % len(writers)], *rows[v]), videos))
    rates["postgres"] = len(videos) * CLIPS_PER_VIDEO / (time.perf_counter() - t0)
    return rates


def run_store_bench(
    sizes: tuple[int, ...] = (10_000, 100_000),
    texts_per_clip: int = 2,
    queries: int = 200,
    writers: int = 1,
    other_ef: tuple[int, ...] = (40,),
    url: str | None = None,
    workdir: Path | None = None,
    on_progress: Callable[[str], None] | None = None,
    on_size: Callable[[SizeFigures], None] | None = None,
) -> StoreBenchReport:
    """Grow both stores through ``sizes`` (clips, rounded up to whole videos) and time searches at each."""
    from vidrag.store.postgres import DEFAULT_EF_SEARCH, PostgresStore

    say = on_progress or (lambda _message: None)
    collection = f"bench_{int(time.time())}"
    with (
        tempfile.TemporaryDirectory(prefix="vidrag-store-bench-") as tmp,
        RssSampler() as sampler,
        _postgres_server(url, (workdir or Path(tmp)) / "postgres", [collection]) as (url, where),
    ):
        root = workdir or Path(tmp)
        postgres = PostgresStore.open(url, collection, LAYOUT, create=True)
        stores: dict[str, BulkLoading] = {
            "sqlite": SQLiteStore.open(root / "sqlite", LAYOUT, create=True),
            "postgres": postgres,
        }
        writer_stores = [postgres] + [
            PostgresStore.open(url, collection, LAYOUT, create=False) for _ in range(writers - 1)
        ]
        rng = np.random.default_rng(12345)
        figures: list[SizeFigures] = []
        videos = 0
        for size in sorted(sizes):
            target = -(-size // CLIPS_PER_VIDEO)
            new = list(range(videos, target))
            probe = new[max(0, len(new) - PROBE_VIDEOS) :]
            bulk, build = _bulk_import(stores, new[: len(new) - len(probe)], texts_per_clip, say)
            rates = _index_one_by_one(stores["sqlite"], writer_stores, probe, texts_per_clip, say)
            videos = target
            postgres_version, postgres_mib = _postgres_figures(url, collection)

            say(f"{videos * CLIPS_PER_VIDEO:,} clips: timing searches")
            t0 = time.perf_counter()
            stores["sqlite"].search(np.ones(DIMENSIONS, np.float32) / DIMENSIONS**0.5, TextSearch(1))
            load = time.perf_counter() - t0
            picks = rng.integers(0, videos, size=queries)
            base = np.stack([clip_vectors(int(v), texts_per_clip)[rng.integers(CLIPS_PER_VIDEO), 0] for v in picks])
            q = _unit(base + rng.normal(scale=QUERY_SPREAD / DIMENSIONS**0.5, size=base.shape))
            latency, scoped_latency, answers, scoped_answers = {}, {}, {}, {}
            for name, store in stores.items():
                scope = [frozenset({_video_id(store, int(v))}) for v in picks]
                samples, answers[name] = _timed_searches(store, q, [None] * queries)
                latency[name] = {"p50": percentile(samples, 50), "p95": percentile(samples, 95)}
                samples, scoped_answers[name] = _timed_searches(store, q, scope)
                scoped_latency[name] = {"p50": percentile(samples, 50), "p95": percentile(samples, 95)}
            other = {}
            for ef in other_ef:
                postgres.ef_search = ef
                samples, found = _timed_searches(stores["postgres"], q, [None] * queries)
                recall = _recall(stores["sqlite"], answers["sqlite"], stores["postgres"], found)
                other[ef] = {
                    "p50": percentile(samples, 50),
                    "p95": percentile(samples, 95),
                    "recall": round(recall, 4),
                }
            postgres.ef_search = DEFAULT_EF_SEARCH
            sqlite_mib = sum(p.stat().st_size for p in (root / "sqlite").glob(DB_NAME + "*")) / 2**20
            figures.append(
                SizeFigures(
                    clips=videos * CLIPS_PER_VIDEO,
                    texts=videos * CLIPS_PER_VIDEO * texts_per_clip,
                    insert_clips_per_s={k: round(v, 1) for k, v in rates.items()},
                    bulk_clips_per_s={k: None if v is None else round(v, 1) for k, v in bulk.items()},
                    hnsw_build_s=None if build is None else round(build, 1),
                    sqlite_matrix_load_s=round(load, 2),
                    latency_ms=latency,
                    scoped_latency_ms=scoped_latency,
                    postgres_recall=round(
                        _recall(stores["sqlite"], answers["sqlite"], stores["postgres"], answers["postgres"]), 4
                    ),
                    postgres_scoped_recall=round(
                        _recall(
                            stores["sqlite"],
                            scoped_answers["sqlite"],
                            stores["postgres"],
                            scoped_answers["postgres"],
                        ),
                        4,
                    ),
                    p50_ratio=round(latency["postgres"]["p50"] / latency["sqlite"]["p50"], 3),
                    other_ef=other,
                    storage_mib={"sqlite": round(sqlite_mib, 1), "postgres": round(postgres_mib, 1)},
                    peak_rss_mib=round(sampler.peak / 2**20, 1),
                )  # fmt: skip
            )
            if on_size is not None:
                on_size(figures[-1])
        for store in [*stores.values(), *writer_stores[1:]]:
            store.close()
    return StoreBenchReport(
        figures, texts_per_clip, queries, writers, f"{postgres_version} ({where})", machine_description()
    )


# -- removing a video (`vidrag remove`) -----------------------------------------------------------
# Videos shaped like indexed ten-minute talks: each clip holds the texts, entity mentions and facts an
# indexed clip has, each mention and fact pointing at the text that states it, so that removing a video
# cascades through every foreign key that indexing fills.
REMOVAL_CLIPS = 20  # ten minutes of 30-second clips
REMOVAL_TEXTS_PER_CLIP = 8  # ASR sentences and on-screen lines of a 30-second clip
OWN_ENTITIES = 20  # named by one video only: orphaned, and deleted, with it
SHARED_ENTITIES = 50  # named across the collection: they stay
MENTIONS_PER_CLIP = 12  # half of them the video's own entities, half shared ones
FACTS_PER_CLIP = 8  # an own entity related to a shared one
REMOVALS = 3  # videos removed per size (the first, the middle and the last one); the median is reported
WORDS = tuple("budget river lecture engine market theory camera speaker network protein harbour energy".split())


def _new_entities(prefix: str, count: int, rng: np.random.Generator) -> list[NewEntity]:
    vectors = _unit(rng.normal(size=(count, DIMENSIONS)))
    return [NewEntity(f"{prefix} {e}", "thing", f"the {prefix} {e}", vectors[e]) for e in range(count)]


def write_graph_video(store: Store, video: int, shared: list[int]) -> list[int]:
    """Video number ``video`` with its texts and knowledge rows, clip by clip through ``put_clip`` as indexing
    writes it; ``shared``: the collection-wide entities' ids (empty: this video adds them). Returns those ids."""
    rng = np.random.default_rng(video)
    record = store.add_video(
        NewVideo(video_sha(video), f"/bench/{video}.mp4", f"{video}.mp4", REMOVAL_CLIPS * 30.0, 640, 360, True, REMOVAL_CLIPS)
    )  # fmt: skip
    own_new = _new_entities(f"video {video} entity", OWN_ENTITIES, rng)
    shared_new = [] if shared else _new_entities("shared entity", SHARED_ENTITIES, rng)
    own: Sequence[EntityRef] = own_new
    common: Sequence[EntityRef] = shared_new or shared
    for c in range(REMOVAL_CLIPS):
        units = [
            TextUnit(SOURCES[j % len(SOURCES)], c * 30.0 + j * 3, c * 30.0 + j * 3 + 3, " ".join(rng.choice(WORDS, 12)))
            for j in range(REMOVAL_TEXTS_PER_CLIP)
        ]
        new = [*own_new, *shared_new] if c == 0 else []
        mentioned = [*new, *(own[k] for k in rng.integers(0, OWN_ENTITIES, MENTIONS_PER_CLIP // 2).tolist()),
                     *(common[k] for k in rng.integers(0, len(common), MENTIONS_PER_CLIP // 2).tolist())]  # fmt: skip
        graph = ClipGraphRows(
            new,
            [MentionRow(e, k % REMOVAL_TEXTS_PER_CLIP, "surface") for k, e in enumerate(mentioned)],
            [
                FactRow(own[int(rng.integers(OWN_ENTITIES))], "relates to", common[int(rng.integers(len(common)))], 0.9, k % REMOVAL_TEXTS_PER_CLIP)
                for k in range(FACTS_PER_CLIP)
            ],
        )  # fmt: skip
        ids = store.put_clip(
            record.id, ClipSpan(c, c * 30.0, c * 30.0 + 30.0), units, _unit(rng.normal(size=(len(units), DIMENSIONS))), graph
        )  # fmt: skip
        if c == 0:  # its entities are stored now: later clips name them by id
            own, shared = ids[:OWN_ENTITIES], shared or ids[OWN_ENTITIES:]
            common = shared
    store.mark_ready(record.id)
    return shared


@dataclass
class RemovalFigures:
    videos: int
    rows: dict[str, int]  # table -> rows before the removals (both stores hold the same)
    remove_s: dict[str, dict[str, float]]  # backend -> median and max seconds of one remove_video

    def to_row(self) -> str:
        """This size as a row under :data:`REMOVAL_HEADER`."""
        rows = " / ".join(f"{self.rows[t]:,}" for t in ("texts", "entities", "mentions", "facts"))
        times = " | ".join(
            f"{self.remove_s[b]['median'] * 1000:.1f} / {self.remove_s[b]['max'] * 1000:.1f}"
            for b in ("sqlite", "postgres")
        )
        return f"| {self.videos} | {self.videos * REMOVAL_CLIPS:,} | {rows} | {times} |"


REMOVAL_HEADER = (
    "| videos | clips | texts / entities / mentions / facts | SQLite remove ms median / max | PostgreSQL remove ms median / max |\n"
    "| ---: | ---: | ---: | ---: | ---: |"
)


@dataclass
class RemovalReport:
    sizes: list[RemovalFigures]
    postgres: str
    machine: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def to_markdown(self) -> str:
        m = self.machine
        notes = [
            f"Ten-minute videos: {REMOVAL_CLIPS} clips of {REMOVAL_TEXTS_PER_CLIP} texts, {MENTIONS_PER_CLIP} mentions and "
            f"{FACTS_PER_CLIP} facts each; {OWN_ENTITIES} entities of each video's own (removed with it), "
            f"{SHARED_ENTITIES} shared by all; {REMOVALS} videos removed per size, one `remove_video` each.",
            f"PostgreSQL: {self.postgres}.",
            f"Machine: {m['cpu_model']}, {m['usable_cpus']} usable of {m['cpu_count']} CPUs, {m['platform']}, "
            f"Python {m['python']}.",
        ]
        lines = [REMOVAL_HEADER, *(f.to_row() for f in self.sizes)]
        return "\n".join(lines) + "\n\n" + "\n".join(f"- {n}" for n in notes) + "\n"


def run_removal_bench(
    sizes: tuple[int, ...] = (10, 100),
    url: str | None = None,
    workdir: Path | None = None,
    on_progress: Callable[[str], None] | None = None,
) -> RemovalReport:
    """Time ``remove_video`` of one video from indexes of ``sizes`` ten-minute videos, in both stores."""
    from vidrag.store.postgres import PostgresStore

    if min(sizes) < REMOVALS:
        raise StoreError(f"the removal benchmark removes {REMOVALS} videos: give sizes of at least {REMOVALS}")
    say = on_progress or (lambda _message: None)
    collections = [f"bench_remove_{int(time.time())}_{n}" for n in sizes]
    figures: list[RemovalFigures] = []
    with (
        tempfile.TemporaryDirectory(prefix="vidrag-store-bench-") as tmp,
        _postgres_server(url, (workdir or Path(tmp)) / "postgres", collections) as (url, where),
    ):
        root = workdir or Path(tmp)
        for videos, collection in zip(sizes, collections, strict=True):
            stores: dict[str, BulkLoading] = {
                "sqlite": SQLiteStore.open(root / f"sqlite-remove-{videos}", LAYOUT, create=True),
                "postgres": PostgresStore.open(url, collection, LAYOUT, create=True),
            }
            try:
                for name, store in stores.items():
                    say(f"{name}: writing {videos} ten-minute videos with their knowledge rows")
                    with store.bulk_load():
                        shared: list[int] = []
                        for video in range(videos):
                            shared = write_graph_video(store, video, shared)
                postgres_version, _ = _postgres_figures(url, collection)  # ANALYZE, as autovacuum would
                sqlite = stores["sqlite"]
                rows = {
                    "texts": videos * REMOVAL_CLIPS * REMOVAL_TEXTS_PER_CLIP,
                    "entities": len(sqlite.entities()),
                    "mentions": len(sqlite.mentions()),
                    "facts": len(sqlite.facts()),
                }
                say(f"{videos} videos: removing {REMOVALS}")
                spent: dict[str, list[float]] = {name: [] for name in stores}
                for video in (0, videos // 2, videos - 1):
                    for name, store in stores.items():
                        video_id = _video_id(store, video)
                        t0 = time.perf_counter()
                        store.remove_video(video_id)
                        spent[name].append(time.perf_counter() - t0)
                figures.append(
                    RemovalFigures(
                        videos,
                        rows,
                        {name: {"median": statistics.median(s), "max": max(s)} for name, s in spent.items()},
                    )
                )
            finally:
                for store in stores.values():
                    store.close()
    return RemovalReport(figures, f"{postgres_version} ({where})", machine_description())
