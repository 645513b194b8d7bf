"""vidrag: ask questions about long videos, answered with cited timestamps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vidrag.lazy import IMPORT_LOCK

__version__ = "0.1.0"
__all__ = ["Index", "Settings", "load_settings"]

if TYPE_CHECKING:
    from vidrag.api import Index
    from vidrag.config import Settings, load_settings


def __getattr__(name: str) -> Any:
    """``vidrag.Index`` and the settings load on first use, so ``vidrag --help`` imports no model code."""
    if name == "Index":
        with IMPORT_LOCK:
            from vidrag.api import Index

        return Index
    if name in ("Settings", "load_settings"):
        with IMPORT_LOCK:
            from vidrag import config

        return getattr(config, name)
    raise AttributeError(f"module 'vidrag' has no attribute {name!r}")
