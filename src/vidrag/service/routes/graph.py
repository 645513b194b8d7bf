"""``/api/graph``: the knowledge graph of the indexed videos, for the page's drawing and lookups."""

from __future__ import annotations

from fastapi import APIRouter, Query

from vidrag.graph.export import entity_json, entity_named, overview_json
from vidrag.service import schemas
from vidrag.service.state import Service

router = APIRouter(prefix="/api", tags=["graph"])


@router.get("/graph")
def graph_overview(service: Service, top: int = Query(30, ge=1, le=500)) -> schemas.GraphOverview:
    return schemas.GraphOverview.model_validate(overview_json(service.index.graph(), top))


@router.get("/graph/entity")
def graph_entity(
    service: Service, name: str = Query(..., min_length=1), top: int = Query(15, ge=1, le=500)
) -> schemas.EntityDetail:
    kg = service.index.graph()
    return schemas.EntityDetail.model_validate(entity_json(kg, entity_named(kg, name), top))
