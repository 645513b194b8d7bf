"""The web page (``/``) and its scripts and styles (``/static``): no token, the page asks for it."""

from __future__ import annotations

from importlib.resources import files

from fastapi import APIRouter
from fastapi.responses import FileResponse

STATIC = files("vidrag.service") / "static"  # mounted at /static by create_app

router = APIRouter()


@router.get("/", include_in_schema=False)
def page() -> FileResponse:
    return FileResponse(str(STATIC / "index.html"), media_type="text/html")
