"""The web page in headless Chromium (Debian's build, driven by Playwright) against a real
`vidrag serve` process: uploads, the conversation, moments that play, the transcript, stopping an
answer, options that belong to one question, the evidence and relevance of citations, an abstention,
dark mode and the phone layout. Each test keeps a screenshot under test-artifacts/."""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path

import httpx
import pytest
from conftest import EXAMPLE, ROOT, copy_index, ffmpeg

from vidrag.testing.servers import vidrag_server

ARTIFACTS = Path(os.environ.get("VIDRAG_TEST_ARTIFACTS", ROOT / "test-artifacts"))
CHROMIUM = os.environ.get("VIDRAG_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
BANANA = "What word does the speaker say when the timer reaches forty seconds?"
APPLE = "What number does the timer show when the speaker says apple?"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True}

pytestmark = [pytest.mark.slow, pytest.mark.llm]


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


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    with vidrag_server(tmp_path_factory.mktemp("web") / "index") as server:
        yield server


@pytest.fixture(scope="module")
def bars_video(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A second, silent video: colour bars with a running frame counter."""
    path = tmp_path_factory.mktemp("media") / "bars.mp4"
    ffmpeg("-f", "lavfi", "-i", "testsrc=duration=6:size=320x240:rate=10", "-pix_fmt", "yuv420p", str(path))
    return path


@pytest.fixture(scope="module")
def indexed(browser, server, bars_video):
    """Both videos uploaded at once through the page (the first test's subject), then indexed."""
    page = open_page(browser, server)
    page.set_input_files("#upload-file", [str(EXAMPLE), str(bars_video)])
    page.click("#upload-button")
    page.wait_for_function("() => document.querySelectorAll('#uploads li.upload progress').length === 2")
    rows = page.eval_on_selector_all("#uploads li.upload", "rows => rows.map(r => r.textContent)")
    shot(page, "web-upload-two-files")
    page.wait_for_function(
        "() => document.querySelectorAll('#videos li.video[data-status=ready]').length === 2", timeout=900_000
    )
    page.wait_for_function("() => document.querySelectorAll('#uploads li').length === 0", timeout=30_000)
    yield {"upload_rows": rows, "page": page}
    page.close()


def open_page(browser, server, **options):
    page = browser.new_page(viewport=options.pop("viewport", {"width": 1400, "height": 1000}), **options)
    page.problems = []
    page.on("pageerror", lambda exc: page.problems.append(str(exc)))
    page.goto(server.url)
    page.wait_for_selector("body[data-ready=true]")
    return page


def shot(page, name: str) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def ask_by_enter(page, question: str) -> None:
    page.click("#question")
    page.keyboard.type(question)
    page.keyboard.press("Enter")


def wait_answered(page, turns: int) -> None:
    page.wait_for_function(
        f"() => document.querySelectorAll('#conversation li.turn[data-state=done]').length === {turns}", timeout=900_000
    )


def click_plays_its_moment(page, button) -> None:
    """Click a timed button (a locator): the player must land within a second of its ``data-start`` and play."""
    start = float(button.get_attribute("data-start"))
    page.evaluate(
        "() => { const p = document.getElementById('player'); window.landedAt = null;"
        " p.addEventListener('seeked', () => { window.landedAt = p.currentTime; }, { once: true }); }"
    )
    button.click()
    page.wait_for_function(
        "() => window.landedAt !== null && !document.getElementById('player').paused", timeout=60_000
    )
    landed = page.evaluate("window.landedAt")
    assert start - 0.1 <= landed <= start + 1.0, (start, landed)


def test_two_files_upload_at_once_with_progress_and_thumbnails(indexed):
    page = indexed["page"]
    assert len(indexed["upload_rows"]) == 2
    assert any("example.mp4" in r for r in indexed["upload_rows"]) and any(
        "bars.mp4" in r for r in indexed["upload_rows"]
    )
    names = page.eval_on_selector_all("#videos li.video .name", "ns => ns.map(n => n.textContent)")
    assert sorted(names) == ["bars.mp4", "example.mp4"]  # one row each, no duplicates
    page.wait_for_function(
        "() => [...document.querySelectorAll('#videos li.video img.thumb')].filter(i => i.complete && i.naturalWidth > 0).length === 2"
    )
    assert page.query_selector_all("#jobs li[data-state=done]") == []
    shot(page, "web-library-thumbnails")
    assert page.problems == []


def test_with_a_token_the_library_shows_its_thumbnails(browser, example_index_dir: Path, tmp_path: Path):
    """An <img> cannot send the Authorization header: the page puts the token in the thumbnail's URL,
    which the server takes for a GET of a thumbnail (or the media) and nothing else."""
    with vidrag_server(copy_index(example_index_dir, tmp_path / "index"), "--token", "web-token") as server:
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(server.url)
        page.wait_for_selector("#token-form:not([hidden])")
        page.fill("#token", "web-token")
        page.press("#token", "Enter")
        page.wait_for_function(
            "() => [...document.querySelectorAll('#videos li.video img.thumb')]"
            ".filter(i => i.complete && i.naturalWidth > 0).length === 1"
        )
        assert "token=web-token" in page.get_attribute("#videos li.video img.thumb", "src")
        shot(page, "web-token-thumbnails")
        page.close()


def test_enter_sends_and_both_questions_stay_in_the_history(browser, server, indexed):
    page = open_page(browser, server)
    page.click("#question")
    page.keyboard.type("first line")
    page.keyboard.press("Shift+Enter")
    assert page.input_value("#question") == "first line\n" and page.query_selector_all("li.turn") == []
    page.fill("#question", "")
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    ask_by_enter(page, "What number does the timer show when the speaker says apple?")
    wait_answered(page, 2)
    turns = page.query_selector_all("#conversation li.turn")
    assert len(turns) == 2 and all(t.is_visible() for t in turns)
    assert "banana" in turns[1].query_selector(".answer").text_content().lower()  # newest first
    page.reload()
    page.wait_for_selector("body[data-ready=true]")
    assert len(page.query_selector_all("#conversation li.turn[data-state=done]")) == 2  # kept in the browser
    shot(page, "web-conversation")
    page.click("#clear-conversation")
    assert page.query_selector_all("#conversation li.turn") == []
    assert page.problems == []


def test_a_citation_and_an_evidence_line_play_from_their_moment(browser, server, indexed):
    page = open_page(browser, server)
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    click_plays_its_moment(page, page.locator("li.turn .citations .cite").first)
    page.wait_for_selector("li.turn details.evidence button.line")
    click_plays_its_moment(page, page.locator("li.turn details.evidence button.line").last)
    shot(page, "web-citation-plays")
    assert page.problems == []


def band_of(score: float) -> str:
    """app.js's RELEVANCE_BANDS: high from 0.5, medium from 0.3."""
    return "high" if score >= 0.5 else "medium" if score >= 0.3 else "low"


def asked_bodies(page) -> list[dict]:
    """The JSON bodies the page sends to /api/ask/stream, as they leave the browser (appended as sent)."""
    bodies: list[dict] = []
    page.on("request", lambda r: bodies.append(json.loads(r.post_data)) if r.url.endswith("/api/ask/stream") else None)
    return bodies


def test_options_belong_to_one_question(browser, server, indexed):
    """Issue 29: options typed for one question stayed attached to the next one when the panel was folded."""
    page = open_page(browser, server)
    bodies = asked_bodies(page)
    page.click("#choices-panel summary")
    page.fill("#choices", "apple\nbanana\ncherry")
    page.click("#choices-panel summary")  # fold it: options that will be sent cannot be hidden
    page.wait_for_timeout(200)
    assert page.is_visible("#choices") and "3 options" in page.text_content("#choices-panel summary")
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    assert page.input_value("#choices") == "" and page.is_hidden("#choices")  # cleared once asked
    assert "option" not in page.text_content("#choices-panel summary")
    ask_by_enter(page, APPLE)
    wait_answered(page, 2)
    assert [b["choices"] for b in bodies] == [["apple", "banana", "cherry"], None]
    second, first = page.query_selector_all("#conversation li.turn")  # newest first
    assert [li.text_content() for li in first.query_selector_all(".options li")] == ["apple", "banana", "cherry"]
    assert second.query_selector(".options") is None
    shot(page, "web-options-one-question")
    assert page.problems == []


def test_evidence_highlights_the_cited_lines_in_their_clip_best_first(browser, server, indexed):
    page = open_page(browser, server)
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    record = httpx.post(f"{server.url}/api/ask", json={"question": BANANA}, timeout=900).json()  # the reply cache's
    scores = page.eval_on_selector_all("li.turn .citations li", "ls => ls.map(l => Number(l.dataset.score))")
    assert len(scores) == len(record["citations"]) >= 2 and scores == sorted(scores, reverse=True)
    bands = page.eval_on_selector_all("li.turn .citations .relevance", "bs => bs.map(b => b.textContent)")
    assert bands == [band_of(score) for score in scores]  # so a higher band never follows a lower one
    page.wait_for_selector("li.turn details.evidence li.clip button.line.cited")
    clip_ids = page.eval_on_selector_all("details.evidence li.clip", "cs => cs.map(c => Number(c.dataset.clip))")
    assert len(clip_ids) == len(set(clip_ids)) == len({c["clip_id"] for c in record["citations"]})  # each clip once
    [sha] = {c["video_sha256"] for c in record["citations"]}
    clips = {c["id"]: c for c in httpx.get(f"{server.url}/api/videos/{sha}/clips").json()["clips"]}
    lines = page.locator("details.evidence button.line")
    assert lines.count() == sum(len(clips[i]["texts"]) for i in clip_ids)  # the clip's lines once, not per citation
    cited = page.eval_on_selector_all(
        "details.evidence button.line.cited",
        "bs => bs.map(b => [Number(b.dataset.start), b.textContent, b.dataset.relevance])",
    )
    assert len(cited) == len(record["citations"])
    for cite in record["citations"]:  # each citation's own line is marked, with the citation's band
        [(_, text, band)] = [
            line for line in cited if abs(line[0] - cite["start"]) < 0.05 and cite["snippets"][0] in line[1]
        ]
        assert band == band_of(cite["score"]), (cite, band)
    shot(page, "web-evidence")
    assert page.problems == []


def test_an_abstention_reads_the_videos_dont_say_not_an_error(browser, server, indexed):
    """An off-topic question: nothing in either video supports any reading, so the engine abstains. In dark
    mode, beside a real answer with its evidence open, for the screenshot."""
    page = open_page(browser, server, color_scheme="dark")
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    ask_by_enter(page, "What is the capital of France?")
    wait_answered(page, 2)
    newest = page.locator("#conversation li.turn").first
    assert newest.locator(".abstained .answer").text_content() == "The videos don't say"
    assert newest.locator(".error, [role=alert]").count() == 0
    assert newest.get_attribute("data-state") == "done" and newest.locator(".abstained[role=note]").count() == 1
    page.click("#conversation li.turn >> nth=1 >> details.evidence summary")  # the real answer's, for the picture
    page.wait_for_selector("li.turn details.evidence button.line.cited")
    shot(page, "web-dark-abstained-and-evidence")
    assert page.problems == []


def test_on_a_phone_the_player_stays_in_view_when_a_citation_plays(browser, server, indexed):
    page = open_page(browser, server, **PHONE)
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    cite = page.locator("li.turn .citations .cite").first
    page.evaluate(
        "y => window.scrollTo(0, y)", cite.evaluate("c => c.getBoundingClientRect().top + window.scrollY - 100")
    )
    assert (
        page.locator("#player").bounding_box()["y"] + page.locator("#player").bounding_box()["height"] < 0
    )  # scrolled away
    click_plays_its_moment(page, cite)
    box = page.locator("#player").bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    shot(page, "web-phone-citation-plays")
    assert page.problems == []


def test_a_transcript_line_seeks(browser, server, indexed):
    page = open_page(browser, server)
    page.click("#videos li.video[data-status=ready] button[aria-label='Transcript of example.mp4']")
    page.wait_for_selector("#transcript-lines button.line")
    total = len(page.query_selector_all("#transcript-lines li"))
    page.fill("#transcript-search", "banana")
    shown = page.query_selector_all("#transcript-lines li:not([hidden])")
    assert 1 <= len(shown) < total and all("banana" in li.text_content().lower() for li in shown)
    click_plays_its_moment(page, page.locator("#transcript-lines li:not([hidden]) button.line").first)
    shot(page, "web-transcript")
    assert page.problems == []


def test_stop_cancels_the_answer_on_the_server(browser, server, indexed):
    page = open_page(browser, server)
    page.select_option("#strategy", "vgent")  # several LLM calls before the answer: time to press stop
    question = f"Which fruits are named, and in which order? ({time.time_ns()})"  # never cached
    ask_by_enter(page, question)
    page.wait_for_selector('li.turn[data-state=waiting] .stage:text-matches("retrieving|reading|answering")')
    shot(page, "web-stage-while-waiting")
    page.click("#stop-button")
    page.wait_for_selector("li.turn[data-state=stopped]")
    assert page.is_hidden("#stop-button") and page.is_enabled("#ask-button")
    deadline = time.monotonic() + 900
    while True:
        [run] = [a for a in httpx.get(f"{server.url}/api/asks").json() if a["question"] == question]
        if run["state"] != "running" or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert run["state"] == "cancelled", run
    tokens = run["tokens"]
    time.sleep(2)
    [again] = [a for a in httpx.get(f"{server.url}/api/asks").json() if a["question"] == question]
    assert again["tokens"] == tokens  # nothing generated after the stop
    shot(page, "web-stopped")
    assert page.problems == []


def test_dark_mode_follows_the_system(browser, server, indexed):
    page = open_page(browser, server, color_scheme="dark")
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    red, green, blue = (int(v) for v in background[background.index("(") + 1 : -1].split(",")[:3])
    assert red + green + blue < 120, background
    shot(page, "web-dark")
    assert page.problems == []


def test_on_a_phone_the_question_box_is_in_the_first_screen(browser, server, indexed):
    page = open_page(browser, server, viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    box = page.query_selector("#question").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 844, box
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # nothing wider than the screen
    options = page.eval_on_selector_all("#strategy option", "os => os.map(o => o.textContent)")
    assert options[0] == "auto (recommended)"
    shot(page, "web-phone")
    assert page.problems == []


def test_the_graph_view_finds_an_entity_and_shows_its_clips(browser, server, indexed):
    page = open_page(browser, server)
    page.wait_for_selector("#graph-view canvas", state="attached")
    names = page.eval_on_selector_all("#graph-names option", "os => os.map(o => o.value)")
    assert names, "the demo video's graph has entities"
    page.fill("#graph-search", names[0])
    page.press("#graph-search", "Enter")
    page.wait_for_selector("#entity-detail h3")
    assert names[0] in page.text_content("#entity-detail h3")
    assert page.query_selector_all("#entity-detail .cite")
    shot(page, "web-graph")
    assert page.problems == []


def test_the_api_docs_render_from_the_service_itself(browser, server):
    """/docs (Swagger UI) and /redoc load their scripts from the service, not a CDN (no internet here, nor
    on many servers), and the service's security policy lets them run: every route is listed. (ReDoc's
    logo from its CDN stays blocked, as every outside resource is.)"""
    page = browser.new_page()
    blocked: list[str] = []
    code = ("script-src", "style-src", "worker-src", "default-src")  # what runs or styles the page, not images
    page.on("console", lambda m: blocked.append(m.text) if any(f'directive: "{d}' in m.text for d in code) else None)
    page.goto(server.url + "/docs")
    page.wait_for_selector(".opblock", timeout=30_000)
    operations = page.locator(".opblock").count()
    shot(page, "web-api-docs")
    page.goto(server.url + "/redoc")
    page.wait_for_selector("[data-section-id^='operation/']", state="attached", timeout=30_000)
    page.close()
    spec = httpx.get(server.url + "/openapi.json").json()
    assert operations == sum(len(methods) for methods in spec["paths"].values())
    assert blocked == []
