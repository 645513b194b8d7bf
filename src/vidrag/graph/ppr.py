"""Personalized PageRank by sparse power iteration (MG2-RAG eq. 4).

r_{l+1} = alpha * W r_l + (1 - alpha) * r_0, with W column-stochastic, until the L1 change is
below the tolerance. Mass on nodes without edges (dangling) returns to the seeds, as networkx
does, so scores stay a distribution and match its ``pagerank(personalization=...)``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Transition:
    """W with W[i, j] = A[j, i] / out-weight of j, and the mask of dangling nodes (no out-weight).

    It depends on the graph only: build it once and propagate many seed vectors with it.
    """

    matrix: sp.csr_matrix
    dangling: np.ndarray

    @classmethod
    def of(cls, adjacency: sp.spmatrix) -> Transition:
        a = sp.csr_matrix(adjacency, dtype=np.float64)
        out_weight = np.asarray(a.sum(axis=1)).ravel()
        dangling = out_weight == 0
        inverse = np.divide(1.0, out_weight, out=np.zeros_like(out_weight), where=~dangling)
        return cls(sp.csr_matrix(a.T @ sp.diags(inverse)), dangling)


def personalized_pagerank(
    graph: sp.spmatrix | Transition,
    seeds: np.ndarray,
    *,
    alpha: float,
    tolerance: float = 1e-6,
    max_iterations: int = 100,
) -> np.ndarray:
    """Stationary relevance of every node given seed weights (any non-negative vector);
    ``graph`` is an adjacency matrix or its prebuilt :class:`Transition`."""
    transition = graph if isinstance(graph, Transition) else Transition.of(graph)
    w, dangling = transition.matrix, transition.dangling
    n = w.shape[0]
    r0 = np.asarray(seeds, dtype=np.float64).ravel()
    if r0.shape != (n,) or (r0 < 0).any():
        raise ValueError(f"seeds must be {n} non-negative weights")
    total = r0.sum()
    if total == 0:
        return np.zeros(n)
    r0 = r0 / total
    r = r0.copy()
    for iteration in range(1, max_iterations + 1):
        following = alpha * (w @ r + r[dangling].sum() * r0) + (1 - alpha) * r0
        change = np.abs(following - r).sum()
        r = following
        if change <= tolerance:
            log.debug("PPR converged after %d iterations (change %.2e)", iteration, change)
            break
    else:
        log.warning("PPR stopped after %d iterations without reaching tolerance %.0e", max_iterations, tolerance)
    return r
