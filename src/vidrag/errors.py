"""Typed errors. Each message names the file or setting at fault and what the user can do."""

from __future__ import annotations


class VidragError(Exception):
    """Base of every error vidrag reports to a user (the CLI prints it as one line)."""


class ConfigError(VidragError):
    """Settings that do not validate."""


class MediaError(VidragError):
    """A file that is missing, not a video, truncated or otherwise undecodable."""


class StoreError(VidragError):
    """The index cannot be opened, read or written (permissions, disk full, corruption)."""


class IncompatibleIndexError(StoreError):
    """The index was built with a schema or settings this build cannot mix with."""


class CorruptIndexError(StoreError):
    """The index file is damaged (failed SQLite's quick_check, or a read found a malformed page)."""


class IndexingError(VidragError):
    """Clips could not be produced (a distributed run failed); finished clips are kept for the re-run."""


class VideoRemovedError(IndexingError):
    """The video was removed from the index while it was being indexed; its indexing stopped."""


class NotFoundError(VidragError):
    """A video or clip named by the user is not in the index."""


class NotReadyError(VidragError):
    """Nothing can be searched yet: the index (or the chosen videos) has no ready video."""


class ModelUnavailableError(VidragError):
    """A model's files or runtime are not installed."""


class LLMError(VidragError):
    """The language model failed or answered in a form that could not be used."""


class QuestionError(VidragError):
    """A question that cannot be asked (empty, or choices that make no sense)."""


class AskCancelled(VidragError):
    """A question whose asker stopped it (the page's stop button, a closed connection): no answer is made."""
