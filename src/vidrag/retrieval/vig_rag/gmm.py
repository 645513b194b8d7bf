"""ViG-RAG's adaptive top-K: keep the candidates of the highest-scoring Gaussian mode.

Univariate Gaussian mixtures with 1..K components are fitted to the candidates' scores by EM
(scikit-learn), the number of components is chosen by BIC, and a candidate is kept when its
posterior of belonging to the component with the highest mean is at least one half (ViG-RAG
eqs. 4-5). A component needs at least three scores to be estimated, which bounds K for short
lists. When BIC prefers a single component the scores have no gap to cut at, and the
candidates above mean - sigma / 2 are kept: the top group of a unimodal list (about 70%).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from vidrag.lazy import IMPORT_LOCK

if TYPE_CHECKING:
    from sklearn.mixture import GaussianMixture

# ViG-RAG does not state its K; three modes (irrelevant, related, relevant) suffice for a score list.
MAX_COMPONENTS = 3
MIN_POSTERIOR = 0.5
MIN_SCORES_PER_COMPONENT = 3


@dataclass
class GmmSelection:
    keep: np.ndarray  # bool per candidate
    components: int
    means: list[float] = field(default_factory=list)
    weights: list[float] = field(default_factory=list)
    bic: dict[int, float] = field(default_factory=dict)
    posterior: np.ndarray | None = None  # of the top component, per candidate

    def trace(self) -> dict:
        return {
            "components": self.components,
            "means": [round(m, 4) for m in self.means],
            "weights": [round(w, 4) for w in self.weights],
            "bic": {k: round(v, 2) for k, v in self.bic.items()},
            "kept": int(self.keep.sum()),
        }


def adaptive_top_k(scores: np.ndarray, max_components: int = MAX_COMPONENTS) -> GmmSelection:
    """Which candidates to keep, by the BIC-chosen mixture's top component."""
    x = np.asarray(scores, dtype=np.float64).reshape(-1, 1)
    n = len(x)
    if n < 3 or np.ptp(x) < 1e-9:  # too few, or identical: nothing to model
        return GmmSelection(np.ones(n, dtype=bool), 1, [float(x.mean())] if n else [], [1.0] if n else [])
    # Imported here: scikit-learn brings SciPy's stats, about a second to import, which every
    # `vidrag` command (listing, removing) would otherwise pay on start.
    with IMPORT_LOCK:
        from sklearn.mixture import GaussianMixture

    fits: dict[int, GaussianMixture] = {}
    bic: dict[int, float] = {}
    for k in range(1, max(1, min(max_components, n // MIN_SCORES_PER_COMPONENT)) + 1):
        model = GaussianMixture(n_components=k, random_state=0, reg_covar=1e-6, n_init=2).fit(x)
        fits[k], bic[k] = model, float(model.bic(x))
    best = min(bic, key=bic.__getitem__)
    model = fits[best]
    means = model.means_.ravel()
    if best == 1:
        keep = x.ravel() >= means[0] - 0.5 * x.std()
        posterior = keep.astype(float)
    else:
        top = int(means.argmax())
        posterior = model.predict_proba(x)[:, top]
        keep = posterior >= MIN_POSTERIOR
        keep |= x.ravel() >= x.ravel()[keep].min() if keep.any() else x.ravel() == x.max()
    return GmmSelection(keep, best, means.tolist(), model.weights_.ravel().tolist(), bic, posterior)
