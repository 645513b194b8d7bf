"""Sparse incidence matrices: how the graphs turn (row, column) pairs into scipy matrices."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import scipy.sparse as sp


def incidence(
    entries: Iterable[tuple[int, int]] | Mapping[tuple[int, int], float], shape: tuple[int, int]
) -> sp.csr_matrix:
    """A sparse matrix with 1 (or the mapped weight) at each (row, column) given."""
    weighted = list(entries.items()) if isinstance(entries, Mapping) else [(pair, 1.0) for pair in entries]
    if not weighted:
        return sp.csr_matrix(shape)
    rows = [r for (r, _), _ in weighted]
    cols = [c for (_, c), _ in weighted]
    return sp.csr_matrix(([w for _, w in weighted], (rows, cols)), shape=shape)
