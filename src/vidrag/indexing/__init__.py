"""Indexing: videos into an index, one atomic commit per clip.

:mod:`~vidrag.indexing.indexer` is the single writer, :mod:`~vidrag.indexing.pipeline` the per-clip work
(with the registered extractors), :mod:`~vidrag.indexing.distributed` the same work fanned out to Ray.
"""
