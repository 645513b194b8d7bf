"""The knowledge graphs built at index time: on a rendered story with recurring people and
objects (real espeak speech, Whisper, RapidOCR, spaCy, MiniLM), incrementally on real
PsTuts-VQA transcripts, with the real embedded LLM extractor, and through `vidrag graph`."""

import json
import subprocess
import sys

import networkx as nx
import numpy as np
import pytest

from conftest import real_file, scene_of
from vidrag import Index, load_settings
from vidrag.bench.graph_bench import pstuts_transcript
from vidrag.records import ClipSpan, TextUnit
from vidrag.testing.render import RenderedVideo
from vidrag.errors import IncompatibleIndexError
from vidrag.graph.clip_graph import ClipGraph
from vidrag.graph.entities import EntityLookup
from vidrag.graph.export import graph_counts
from vidrag.graph.llm_extractor import LLMExtractor
from vidrag.graph.multigranularity import MultiGranularityGraph
from vidrag.graph.temporal_facts import TemporalFacts
from vidrag.llm import make_llm


def entity(kg, name: str):
    found = kg.view(EntityLookup).find_entities(name)
    assert found, f"no entity {name!r}; entities: {[e.name for e in kg.live_entities()]}"
    return found[0]


def scene(kg, clip_id: int) -> int:
    return scene_of(kg.clips[clip_id].start)


def test_clips_sharing_an_entity_are_linked(story_index: Index):
    kg = story_index.graph()
    einstein, newton = entity(kg, "Albert Einstein"), entity(kg, "Isaac Newton")
    assert {scene(kg, c) for c in kg.entity_clips[einstein.id]} == {0, 3, 5}
    assert {scene(kg, c) for c in kg.entity_clips[newton.id]} == {2, 5}  # slide in 2, speech in 5
    bicycle = entity(kg, "red bicycle")
    assert {scene(kg, c) for c in kg.entity_clips[bicycle.id]} == {1, 4}  # said in 1, only shown in 4
    clip_of = {scene(kg, c): c for c in kg.clips}
    clip_graph = kg.view(ClipGraph)
    graph = clip_graph.graph
    for a, b in [(0, 3), (3, 5), (2, 5), (1, 4)]:
        assert graph.has_edge(clip_of[a], clip_of[b]), (a, b)
    assert not graph.has_edge(clip_of[1], clip_of[2]) or "garden" in {
        e.name for e in clip_graph.shared_entities(clip_of[1], clip_of[2])
    }
    assert einstein.id != newton.id  # close in embedding space, but not one entity


def test_a_facts_time_points_at_the_clip_where_it_was_said(story: RenderedVideo, story_index: Index):
    facts = story_index.graph().view(TemporalFacts).facts
    won = [f for f in facts if f.head == "Albert Einstein" and f.relation == "win" and f.tail == "Nobel Prize"]
    assert len(won) == 1
    scene = story.scenes[3]
    assert scene.start <= won[0].start < won[0].end <= scene.end
    assert 0 < won[0].confidence <= 1
    repairs = [f for f in facts if f.relation == "repair" and f.tail == "red bicycle"]
    assert repairs and all(story.scenes[1].start <= f.start < story.scenes[1].end for f in repairs)


def test_multigranularity_graph_links_chunks_images_and_entities(story_index: Index):
    kg = story_index.graph()
    mg = kg.view(MultiGranularityGraph)
    n = mg.n_chunks + mg.n_images + mg.n_entities
    assert mg.adjacency.shape == (n, n) and (mg.adjacency != mg.adjacency.T).nnz == 0
    assert mg.n_chunks == 6 and mg.n_images >= 6  # every clip's first frame has a slide
    assert min(mg.edge_counts.values()) > 0
    bicycle = int(np.flatnonzero(mg.entity_ids == entity(kg, "red bicycle").id)[0])
    # The for-sale slide grounds "red bicycle" in an image node of scene 4.
    grounded = mg.adjacency[mg.n_chunks : mg.n_chunks + mg.n_images, mg.n_chunks + mg.n_images + bicycle]
    image_clips = {scene(kg, mg.images[i][0]) for i in grounded.nonzero()[0]}
    assert 4 in image_clips
    # PPR seeded on that entity ranks the chunks that mention it above the rest.
    seeds = np.zeros(n)
    seeds[mg.n_chunks + mg.n_images + bicycle] = 1.0
    relevance = mg.propagate(seeds, alpha=0.85, tolerance=1e-6, max_iterations=100)
    top_two = {scene(kg, int(mg.chunk_ids[i])) for i in np.argsort(-relevance[: mg.n_chunks])[:2]}
    assert top_two == {1, 4}


def test_incremental_add_and_remove(tmp_path):
    pstuts = real_file("pstuts-vqa")
    units = pstuts_transcript(pstuts, 12.0)
    first = [u for u in units if u.end <= 300]
    second = [TextUnit(u.source, u.start - 300, u.end - 300, u.text) for u in units if u.start >= 300 and u.end <= 600]
    with Index.open(tmp_path / "ix", load_settings()) as index:
        index.add_transcript("first", first, 300)
        kg1 = index.graph()
        before = {e.id: e.name for e in kg1.live_entities()}
        index.add_transcript("second", second, 300)
        kg2 = index.graph()
        assert kg2 is not kg1 and len(kg2.videos) == 2
        both = [
            e for e in kg2.live_entities() if {kg2.clips[c].video_id for c in kg2.entity_clips[e.id]} == set(kg2.videos)
        ]
        assert any(e.name.lower() == "photoshop" for e in both), "entities are shared across videos"
        assert set(before) <= {e.id for e in kg2.live_entities()}, "existing entities keep their ids"
        index.remove("second")
        kg3 = index.graph()
        assert {e.id: e.name for e in kg3.live_entities()} == before
        assert len(kg3.view(TemporalFacts).facts) == len(kg1.view(TemporalFacts).facts)
        assert kg3.view(ClipGraph).graph.number_of_edges() == kg1.view(ClipGraph).graph.number_of_edges()
        assert {e.id for e in index.store.entities()} == set(before), "entities only the removed video had are gone"


def test_index_built_with_another_extractor_is_refused(tmp_path):
    with Index.open(tmp_path / "ix", load_settings()) as index:
        index.add_transcript("t", [TextUnit("asr", 0, 3, "Tom repairs the red bicycle.")], 3)
    other = load_settings()
    other.graph.extractor = "llm"
    with pytest.raises(IncompatibleIndexError, match="graph"):
        Index.open(tmp_path / "ix", other)


@pytest.mark.llm
@pytest.mark.slow
def test_embedded_llm_extractor_on_a_real_clip():
    llm = make_llm(load_settings().llm)
    extractor = LLMExtractor(llm, retries=1, max_tokens=400)
    units = [
        TextUnit("asr", 0, 4, "Tom repairs the red bicycle in the garden every summer."),
        TextUnit("ocr", 5, 9, "Red bicycle for sale"),
    ]
    knowledge = extractor.extract(ClipSpan(0, 0.0, 30.0), units)
    assert not knowledge.failed
    names = {m.name.lower() for m in knowledge.entities}
    assert any("bicycle" in n for n in names) and any("tom" in n for n in names)
    assert all(0 <= f.clarity <= 1 for f in knowledge.facts)
    # A reply cut off by the token limit is closed where it stopped: the entities it names are kept.
    truncated = LLMExtractor(llm, retries=1, max_tokens=24).extract(ClipSpan(1, 30.0, 60.0), units)
    assert not truncated.failed and truncated.entities


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "vidrag.cli", *args], capture_output=True, text=True, timeout=300)


def test_graph_command_counts_entity_and_export(story_index: Index, tmp_path):
    ix = str(story_index.path)
    summary = run_cli("graph", "--index", ix)
    assert summary.returncode == 0, summary.stderr
    assert "Albert Einstein" in summary.stdout and "clip edges" in summary.stdout
    shown = run_cli("graph", "--index", ix, "--entity", "isaac newton", "--json")
    data = json.loads(shown.stdout)
    assert data["entity"]["name"] == "Isaac Newton" and len(data["clips"]) == 2
    assert any(f["relation"] == "admire" for f in data["facts"])
    graphml, as_json = tmp_path / "g.graphml", tmp_path / "g.json"
    assert run_cli("graph", "--index", ix, "--export", str(graphml)).returncode == 0
    assert run_cli("graph", "--index", ix, "--export", str(as_json)).returncode == 0
    exported = nx.read_graphml(graphml)
    kg = story_index.graph()
    assert sum(1 for _, d in exported.nodes(data=True) if d["type"] == "entity") == len(kg.live_entities())
    assert sum(1 for *_, d in exported.edges(data=True) if d["type"] == "fact") == len(kg.view(TemporalFacts).facts)
    assert json.loads(as_json.read_text())["counts"] == graph_counts(kg)
    missing = run_cli("graph", "--index", ix, "--entity", "zeppelin")
    assert missing.returncode == 1 and "no entity" in missing.stderr
