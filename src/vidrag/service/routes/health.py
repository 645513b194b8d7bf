"""``GET /api/health``: whether the server is up, and whether it wants a token."""

from __future__ import annotations

from fastapi import APIRouter

from vidrag import __version__
from vidrag.service import schemas
from vidrag.service.state import Service

router = APIRouter(prefix="/api", tags=["health"])


@router.get("/health")
def health(service: Service) -> schemas.Health:
    built = service.index.built_with()
    return schemas.Health(
        status="ok", version=__version__, videos=len(service.index.videos()), token_required=service.token is not None,
        server_paths=bool(service.index.settings.service.allowed_roots), profile=built["profile"],
        asr_model=built["asr_model"],
    )  # fmt: skip
