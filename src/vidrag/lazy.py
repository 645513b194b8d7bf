"""Packages imported on first use, by one thread at a time.

vidrag starts without its heavy packages (spaCy, torch, scikit-learn, the model runtimes): each is
imported in the function that first needs it, which in the service runs on many threads at once
(the asks of a server just started, its indexing job). Python's import locks are per module, and a
package is in ``sys.modules`` from the moment its ``__init__`` starts running: a second thread that
imports one of its submodules then runs that submodule itself instead of waiting, and a package
whose modules import each other fails on one thread or both (spaCy: "cannot import name
'SimpleFrozenDict' from partially initialized module 'spacy.util'" on one, ``KeyError: 'spacy'`` on
the other). So every import inside a function of the library is made holding :data:`IMPORT_LOCK`
(tests/test_architecture.py checks it; the commands and test harnesses import before any thread
starts), and so is the loading of the spaCy pipeline, which imports more of spaCy
(``graph.rules.load_spacy``). Once a package is imported, the lock costs an acquire and a release.
"""

from __future__ import annotations

import threading

# Reentrant: an import made under it may run a function that imports on first use.
IMPORT_LOCK = threading.RLock()
