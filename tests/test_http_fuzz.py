"""The HTTP API fuzzed from its own OpenAPI spec (reliability issue): schemathesis generates requests
for every operation of ``/openapi.json``, valid and invalid by the schema, and no request may get a
5xx. In process (ASGI, loopback only), over a copy of the demo index with a video ready, another
still indexing, and a server directory it may read.

Bounded: ``EXAMPLES`` requests per operation and mode (valid and invalid by the schema), in at most
``TIME_LIMIT_S``. The LLM is scripted (tests/fakes.py): it is not the subject here, and the real one
would spend seconds on each generated question; retrieval, the embedder and the store are real.
"""

from __future__ import annotations

import logging
import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import EXAMPLE, copy_index
from fakes import ScriptedLLM

from vidrag import Index, load_settings
from vidrag.store.base import NewVideo

schemathesis = pytest.importorskip("schemathesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402 - schemathesis (the test extra) brings Hypothesis
from hypothesis.errors import Unsatisfiable  # noqa: E402
from schemathesis.generation.modes import GenerationMode  # noqa: E402

EXAMPLES = 50
TIME_LIMIT_S = 900
LOCAL = "http://127.0.0.1"  # the Host a browser sends; the service refuses others (tests/test_service.py)

log = logging.getLogger(__name__)
STATUSES: Counter[int] = Counter()  # every generated request's status, for the report below


@pytest.fixture(scope="module")
def fuzzed_app(example_index_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    """The service over a copy of the demo index, its jobs queued and not run."""
    from vidrag.service import create_app

    folder = tmp_path_factory.mktemp("fuzz")
    root = folder / "videos"
    root.mkdir()
    shutil.copyfile(EXAMPLE, root / "talk.mp4")
    config = load_settings(service={"allowed_roots": [root]})
    index = Index.open(copy_index(example_index_dir, folder / "index"), config, create=False, llm=ScriptedLLM({}))
    index.store.add_video(NewVideo("b" * 64, str(root / "talk.mp4"), "indexing.mp4", 42.4, 1280, 720, True, 2))
    yield create_app(index, run_jobs=False)
    total = sum(STATUSES.values())
    log.info("HTTP fuzz: %d generated requests, statuses %s", total, dict(sorted(STATUSES.items())))


@pytest.mark.timeout(TIME_LIMIT_S)
def test_no_generated_request_gets_a_server_error(fuzzed_app):
    """Each operation of the spec, with requests valid by the schema and requests that break it;
    every failing operation is reported (Hypothesis's smallest request for each), not only the first."""
    spec = schemathesis.openapi.from_dict(fuzzed_app.openapi())
    operations = [result.ok() for result in spec.get_all_operations()]
    failures = []
    for operation in operations:
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):

            @given(case=operation.as_strategy(mode))
            @settings(
                max_examples=EXAMPLES, deadline=None, database=None, derandomize=True,  # the same requests each run
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.data_too_large],
            )  # fmt: skip
            def request(case) -> None:
                response = case.call(app=fuzzed_app, base_url=LOCAL, timeout=120)
                STATUSES[response.status_code] += 1
                assert response.status_code < 500, (response.status_code, response.text[:300], case.as_curl_command())

            try:
                request()
            except Unsatisfiable:  # an operation with no parameter or body: nothing it takes can be invalid
                assert mode is GenerationMode.NEGATIVE, operation.path
            except AssertionError as exc:
                failures.append(f"{operation.method.upper()} {operation.path} ({mode.value}): {exc}")
    assert len(operations) >= 18
    assert not failures, "\n".join(failures)
    assert STATUSES[200] and len(STATUSES) >= 5  # the requests reached the routes, not one wall of refusals
