"""What ``vidrag graph`` and the API show of a snapshot: counts, entities, and exports for other
tools (GraphML for Gephi, yEd, networkx; JSON)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import networkx as nx
import scipy.sparse as sp

from vidrag.errors import NotFoundError, VidragError
from vidrag.graph.clip_graph import ClipGraph
from vidrag.graph.entities import EntityLookup
from vidrag.graph.multigranularity import MultiGranularityGraph
from vidrag.graph.snapshot import IndexSnapshot
from vidrag.graph.temporal_facts import TemporalFacts
from vidrag.store.base import EntityRecord


def graph_counts(kg: IndexSnapshot) -> dict[str, int]:
    """The size of the snapshot and of each paper's graph."""
    facts = kg.view(TemporalFacts).facts
    mg = kg.view(MultiGranularityGraph)
    return {
        "videos": len(kg.videos),
        "clips": len(kg.clips),
        "entities": len(kg.entity_clips),
        "mentions": len(kg.mentions),
        "clip_edges": kg.view(ClipGraph).graph.number_of_edges(),
        "facts": len(facts),
        "distinct_facts": len({(f.video_id, f.head_id, f.relation, f.tail_id) for f in facts}),
        "mg2_nodes": mg.adjacency.shape[0],
        "mg2_edges": int(sp.triu(mg.adjacency).nnz),
        "mg2_sentence_pivots": len(mg.sentence_text_ids),
        "mg2_ocr_line_pivots": len(mg.line_text_ids),
    }


def to_networkx(kg: IndexSnapshot) -> nx.MultiDiGraph:
    """Clip and entity nodes; ``mention`` edges entity -> clip, ``fact`` edges head -> tail."""
    graph = nx.MultiDiGraph()
    for clip in kg.clips.values():
        graph.add_node(
            f"clip:{clip.id}", type="clip", video=kg.videos[clip.video_id].name, start=clip.start, end=clip.end
        )
    for entity in kg.live_entities():
        graph.add_node(
            f"entity:{entity.id}", type="entity", name=entity.name, kind=entity.kind, description=entity.description
        )
    for entity_id, clips in kg.entity_clips.items():
        for clip_id in clips:
            graph.add_edge(f"entity:{entity_id}", f"clip:{clip_id}", type="mention")
    for f in kg.view(TemporalFacts).facts:
        graph.add_edge(
            f"entity:{f.head_id}", f"entity:{f.tail_id}", type="fact", relation=f.relation,
            video=kg.videos[f.video_id].name, clip=f"clip:{f.clip_id}", start=f.start, end=f.end,
            confidence=f.confidence,
        )  # fmt: skip
    return graph


def to_json(kg: IndexSnapshot) -> dict[str, Any]:
    clip_edges = [
        {"clips": [a, b], "shared_entities": data["weight"]} for a, b, data in kg.view(ClipGraph).graph.edges(data=True)
    ]
    return {
        "counts": graph_counts(kg),
        "videos": [{"id": v.id, "name": v.name, "path": v.path} for v in kg.videos.values()],
        "clips": [
            {
                "id": c.id,
                "video_id": c.video_id,
                "start": c.start,
                "end": c.end,
                "entities": sorted(kg.clip_entities.get(c.id, ())),
            }  # fmt: skip
            for c in kg.clips.values()
        ],
        "entities": [
            {"id": e.id, "name": e.name, "kind": e.kind, "description": e.description, "clips": kg.entity_clips[e.id]}
            for e in kg.live_entities()
        ],
        "facts": [
            {
                "head": f.head,
                "relation": f.relation,
                "tail": f.tail,
                "video_id": f.video_id,
                "clip_id": f.clip_id,
                "start": f.start,
                "end": f.end,
                "confidence": f.confidence,
            }  # fmt: skip
            for f in kg.view(TemporalFacts).facts
        ],
        "clip_edges": clip_edges,
    }


AMBIGUOUS_SHOWN = 10  # matches named in the error for an ambiguous entity name


def entity_named(kg: IndexSnapshot, name: str) -> EntityRecord:
    """The one entity ``name`` designates (exactly, or as the only partial match)."""
    found = kg.view(EntityLookup).find_entities(name)
    if not found:
        raise NotFoundError(f"{name}: no entity of that name in the index (see `vidrag graph` for the top entities)")
    if len(found) > 1 and found[0].name.lower() != name.lower():
        options = ", ".join(e.name for e in found[:AMBIGUOUS_SHOWN])
        raise NotFoundError(f"{name}: {len(found)} entities match ({options}); give the full name")
    return found[0]


def _clip_json(kg: IndexSnapshot, clip_id: int) -> dict[str, Any]:
    clip = kg.clips[clip_id]
    video = kg.videos[clip.video_id]
    return {"video": video.name, "video_sha256": video.sha256, "clip_id": clip_id, "start": clip.start, "end": clip.end}


MOMENTS_SHOWN = 50  # an entity's mentions listed with their time, first first


def _moments_json(kg: IndexSnapshot, entity_id: int) -> list[dict[str, Any]]:
    """The timed texts that mention the entity (each once), so a mention plays from its own second."""
    text_ids = dict.fromkeys(m.text_id for m in kg.mentions if m.entity_id == entity_id and m.text_id in kg.texts)
    texts = sorted(
        (kg.texts[t] for t in text_ids), key=lambda t: (kg.videos[kg.clips[t.clip_id].video_id].added_at, t.start)
    )
    return [
        {**_clip_json(kg, t.clip_id), "start": t.start, "end": t.end, "source": t.source, "text": t.text}
        for t in texts[:MOMENTS_SHOWN]
    ]


def entity_json(kg: IndexSnapshot, entity: EntityRecord, top: int) -> dict[str, Any]:
    """One entity with its clips, the moments that mention it, its facts and strongest neighbours
    (``vidrag graph --entity``, the API)."""
    lookup = kg.view(EntityLookup)
    return {
        "entity": entity.__dict__,
        "clips": [_clip_json(kg, c) for c in kg.entity_clips.get(entity.id, [])],
        "moments": _moments_json(kg, entity.id),
        "facts": [f.__dict__ for f in lookup.facts_of(entity.id)],
        "neighbours": [{"name": n.name, "links": k} for n, k in lookup.neighbours(entity.id)[:top]],
    }


def overview_json(kg: IndexSnapshot, top: int) -> dict[str, Any]:
    """Counts, the ``top`` most mentioned entities with their clips, and how often each pair
    of them shares a clip: enough for a small drawing of the graph."""
    entities = kg.live_entities()[:top]
    clip_sets = {e.id: set(kg.entity_clips[e.id]) for e in entities}
    links = [
        {"source": a.id, "target": b.id, "shared_clips": shared}
        for i, a in enumerate(entities)
        for b in entities[i + 1 :]
        if (shared := len(clip_sets[a.id] & clip_sets[b.id]))
    ]
    return {
        "counts": graph_counts(kg),
        "entities": [
            {"id": e.id, "name": e.name, "kind": e.kind, "clips": [_clip_json(kg, c) for c in kg.entity_clips[e.id]]}
            for e in entities
        ],
        "links": links,
    }


def export(kg: IndexSnapshot, path: Path) -> None:
    """Write ``path`` as GraphML (.graphml) or JSON (.json), chosen by its suffix."""
    suffix = path.suffix.lower()
    if suffix not in {".graphml", ".json"}:
        raise VidragError(f"{path}: export to a .graphml or .json file")
    try:
        if suffix == ".graphml":
            nx.write_graphml(to_networkx(kg), path)
        else:
            path.write_text(json.dumps(to_json(kg), indent=1), encoding="utf-8")
    except OSError as exc:
        raise VidragError(f"{path}: cannot write ({exc.strerror})") from exc
