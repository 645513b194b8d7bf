"""Extractors: clip media -> timed text units (speech, subtitles, on-screen text)."""

from vidrag.extractors.base import Extractor

__all__ = ["Extractor"]
