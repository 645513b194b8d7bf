"""The web page in headless Chromium (Debian's build, driven by Playwright) against a real
`vidrag serve` process: upload the demo video, ask, click the cited moment, and check where
the player landed. A screenshot of the page is kept as a test artifact."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLE, ROOT

from vidrag.service.process import vidrag_server

ARTIFACTS = Path(os.environ.get("VIDRAG_TEST_ARTIFACTS", ROOT / "test-artifacts"))
CHROMIUM = os.environ.get("VIDRAG_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")


@pytest.fixture(scope="module")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (scripts/test.sh installs Debian's chromium)")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    with sync_api.sync_playwright() as playwright:
        # --no-sandbox: CI runs as root, where Chromium's sandbox cannot start.
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


@pytest.mark.slow
@pytest.mark.llm
def test_index_ask_and_jump_to_the_cited_moment(browser, tmp_path: Path):
    with vidrag_server(tmp_path / "index") as server:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        problems: list[str] = []
        page.on("pageerror", lambda exc: problems.append(str(exc)))
        page.goto(server.url)
        page.wait_for_selector("body[data-ready=true]")

        page.set_input_files("#upload-file", str(EXAMPLE))
        page.click("#upload-button")
        page.wait_for_function(
            "() => [...document.querySelectorAll('#videos li')].some(li => li.textContent.includes('example.mp4'))",
            timeout=300_000,
        )
        page.fill("#question", "What word does the speaker say when the timer reaches forty seconds?")
        page.click("#ask-button")
        page.wait_for_selector("#citations .cite", timeout=300_000)
        assert "banana" in page.text_content("#answer").lower()

        cites = page.query_selector_all("#citations .cite")
        target = next(c for c in cites if float(c.get_attribute("data-start")) <= 40 <= float(c.get_attribute("data-end")))
        start, end = float(target.get_attribute("data-start")), float(target.get_attribute("data-end"))
        target.click()
        page.wait_for_function(
            "([start, end]) => { const p = document.getElementById('player');"
            " return p.readyState >= 1 && p.currentTime >= start && p.currentTime <= end; }",
            arg=[start, end],
            timeout=60_000,
        )
        landed = page.evaluate("document.getElementById('player').currentTime")
        page.wait_for_selector("#evidence .snippet", state="attached")
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "web-ui.png"), full_page=True)
        assert start <= landed <= end
        assert problems == []
