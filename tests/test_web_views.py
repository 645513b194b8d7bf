"""The page's views over a library of two videos, in headless Chromium against a real `vidrag serve`
over a real index: a question scoped to one video, citations marked in the answer and on the
player's timeline, one progress row per upload, the graph view, a follow-up and the saved chats. The two videos say the same
words (one is the demo video re-muxed, so its content hash differs): an unscoped question cites the
first, so a scoped one citing only the other is the scope at work. Each view is kept as a
screenshot at 1280x800 and 390x844 under test-artifacts/."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest
from conftest import EXAMPLE, copy_index, ffmpeg, run
from test_web import BANANA, PHONE, ask_by_enter, browser, click_plays_its_moment, open_page, shot, wait_answered

from vidrag.testing.servers import vidrag_server

__all__ = ["browser"]  # the module's Chromium, shared with test_web's fixture

WIDE = {"width": 1280, "height": 800}
THIRTY = "What word does the speaker say when the timer reaches thirty seconds?"
FORTY = "What about forty seconds?"  # only makes sense after THIRTY: it stands for BANANA
pytestmark = [pytest.mark.slow, pytest.mark.llm]


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An index of the demo video and a re-muxed copy of it, talk.mp4, built by `vidrag index`."""
    folder = tmp_path_factory.mktemp("views")
    talk = folder / "talk.mp4"
    ffmpeg("-i", str(EXAMPLE), "-c", "copy", "-metadata", "title=talk", str(talk))
    run("index", str(EXAMPLE), str(talk), "--index", str(folder / "library"))
    return folder / "library"


@pytest.fixture(scope="module")
def server(library: Path):
    with vidrag_server(library) as server:
        yield server


@pytest.fixture(scope="module")
def shas(server) -> dict[str, str]:
    return {v["name"]: v["sha256"] for v in httpx.get(f"{server.url}/api/videos").json()}


def both_shots(page, name: str) -> None:
    """The view as it is (1280x800) and on a phone's screen (390x844)."""
    page.set_viewport_size(WIDE)
    shot(page, f"{name}-1280x800")
    page.set_viewport_size(PHONE["viewport"])
    shot(page, f"{name}-390x844")


def cited_videos(page) -> list[str]:
    return page.eval_on_selector_all("li.turn .citations .cite", "cs => cs.map(c => c.textContent.split(' ')[0])")


def test_a_question_scoped_to_one_video_cites_only_that_video(browser, server, shas):
    unscoped = httpx.post(f"{server.url}/api/ask", json={"question": BANANA}, timeout=900).json()
    assert {c["video"] for c in unscoped["citations"]} == {"example.mp4"}  # talk.mp4 says it too, second
    page = open_page(browser, server, viewport=WIDE)
    bodies: list[dict] = []
    page.on("request", lambda r: bodies.append(json.loads(r.post_data)) if r.url.endswith("/api/ask/stream") else None)
    page.click("#scope-panel summary")
    page.check(f"#scope-list input[value='{shas['talk.mp4']}']")
    assert page.text_content("#scope-summary") == "talk.mp4"
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    assert [b["videos"] for b in bodies] == [[shas["talk.mp4"]]]
    cited = cited_videos(page)
    assert cited and set(cited) == {"talk.mp4"}
    assert "banana" in page.text_content("li.turn .answer").lower()
    assert page.text_content("li.turn .scope") == "Asked of talk.mp4"
    both_shots(page, "web-scope")
    assert page.problems == []


def test_the_chat_api_takes_the_videos_as_a_model_or_a_field(server, shas):
    collection = "library"
    models = [m["id"] for m in httpx.get(f"{server.url}/v1/models").json()["data"]]
    assert {f"{collection}:talk.mp4", f"{collection}:example.mp4"} <= set(models)
    asks = [
        {"model": f"{collection}:talk.mp4"},
        {"model": f"{collection}:naive:talk.mp4"},
        {"model": collection, "videos": [shas["talk.mp4"][:12]]},
    ]
    for extra in asks:
        reply = httpx.post(
            f"{server.url}/v1/chat/completions",
            json={**extra, "messages": [{"role": "user", "content": BANANA}]},
            timeout=900,
        )
        assert reply.status_code == 200, reply.text
        citations = reply.json()["citations"]
        assert citations and {c["video"] for c in citations} == {"talk.mp4"}, extra
    unknown = httpx.post(
        f"{server.url}/v1/chat/completions",
        json={"model": f"{collection}:nosuch.mp4", "messages": [{"role": "user", "content": BANANA}]},
    )
    assert unknown.status_code == 404 and "nosuch.mp4" in unknown.text


def test_citation_markers_play_their_moment_with_the_player_in_view_on_a_phone(browser, server):
    page = open_page(browser, server, **PHONE)
    ask_by_enter(page, BANANA)
    wait_answered(page, 1)
    citations = page.locator("li.turn .citations li").count()
    markers = page.locator("li.turn .answer button.marker")
    assert markers.count() == citations >= 2  # each citation marked once in the answer
    assert page.eval_on_selector_all("li.turn .answer button.marker", "ms => ms.map(m => m.textContent)") == [
        f"[{n}]" for n in range(1, citations + 1)
    ]
    assert page.locator("#timeline button.tick").count() == citations  # one video: all its moments on the strip
    marker = markers.first
    page.evaluate(
        "y => window.scrollTo(0, y)", marker.evaluate("m => m.getBoundingClientRect().top + window.scrollY - 100")
    )
    player = page.locator("#player")
    assert player.bounding_box()["y"] + player.bounding_box()["height"] < 0  # scrolled away
    click_plays_its_moment(page, marker)
    box = player.bounding_box()
    assert box["y"] >= 0 and box["y"] + box["height"] <= 844, box
    assert page.locator("li.turn .citations li.current").count() == 1  # the marker's citation, marked in the list
    tick = page.locator("#timeline button.tick").last
    assert tick.is_visible()
    click_plays_its_moment(page, tick)
    both_shots(page, "web-citation-markers")
    assert page.problems == []


def test_an_upload_is_one_row_from_uploading_to_indexed(browser, server, tmp_path: Path):
    # Four 30-second clips: the job runs for seconds, so the page's once-a-second poll sees it running
    # (a 6-second clip indexed in under a second on a warm server, between two polls).
    clip = tmp_path / "bars.mp4"
    ffmpeg("-f", "lavfi", "-i", "testsrc=duration=120:size=320x240:rate=10", "-pix_fmt", "yuv420p", str(clip))
    page = open_page(browser, server, viewport=WIDE)
    assert page.is_hidden("#path-form")  # started without --allow-root: no file on the server can be indexed
    page.evaluate(
        "() => { window.rows = []; new MutationObserver(() => { for (const r of document.querySelectorAll('#uploads li'))"
        " window.rows.push([r.dataset.state, r.textContent, document.querySelectorAll('#jobs li').length]); })"
        ".observe(document.getElementById('uploads'), { subtree: true, childList: true, characterData: true }); }"
    )
    page.set_input_files("#upload-file", [str(clip)])
    page.click("#upload-button")
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError  # the browser fixture skips without it

    try:
        page.wait_for_selector("#uploads li[data-state=indexing], #uploads li[data-state=failed]", timeout=120_000)
    except PlaywrightTimeoutError as exc:
        raise AssertionError(f"rows seen: {page.evaluate('window.rows')}\nserver: {server.log()[-3000:]}") from exc
    assert page.is_hidden("#uploads li[data-state=failed]"), page.inner_text("#uploads")
    shot(page, "web-upload-row-1280x800")
    page.wait_for_selector("#videos li.video[data-status=ready] >> text=bars.mp4", timeout=600_000)
    page.wait_for_function("() => document.querySelectorAll('#uploads li').length === 0", timeout=30_000)
    rows = page.evaluate("window.rows")
    states = list(dict.fromkeys(state for state, _, _ in rows))
    assert states[0] == "uploading" and "indexing" in states, states
    assert all(jobs == 0 for _, _, jobs in rows)  # the job is shown in its upload's row, not a second time
    assert any("bars.mp4: indexing, " in text and "/4 clips" in text for state, text, _ in rows if state == "indexing")
    assert page.problems == []


def node_places(page) -> dict[str, list[int]]:
    page.wait_for_selector("#graph-view canvas", state="attached")
    nodes = page.evaluate(
        "() => graphView.nodes().map(n => [n.data('label'), Math.round(n.position('x')), Math.round(n.position('y'))])"
    )
    return {name: [x, y] for name, x, y in nodes}


def an_entity_with_facts(server) -> dict:
    """The first of the most mentioned entities that has a fact, in the API's record (the page's subject)."""
    for entity in httpx.get(f"{server.url}/api/graph", params={"top": 150}).json()["entities"]:
        detail = httpx.get(f"{server.url}/api/graph/entity", params={"name": entity["name"]}).json()
        if detail["facts"] and detail["moments"]:
            return detail
    raise AssertionError("the library's graph has no entity with a fact")


def test_the_graph_view_shows_an_entitys_facts_and_its_moment_plays_from_its_second(browser, server):
    detail = an_entity_with_facts(server)
    name = detail["entity"]["name"]
    page = open_page(browser, server, viewport=WIDE)
    page.click("#tab-graph")
    assert page.is_hidden("#library") and page.is_visible("#player") and page.is_hidden("#ask-form")
    places = node_places(page)
    assert name in places
    page.reload()  # the view is kept in the address (#graph), and the layout is seeded: nothing moves
    page.wait_for_selector("body[data-ready=true]")
    assert node_places(page) == places
    width = page.locator("#graph-view").bounding_box()["width"]
    assert width > 0.45 * WIDE["width"], width  # not a side panel
    page.click("#zoom-in")
    assert page.evaluate("graphView.zoom()") > page.evaluate("graphView.minZoom()")
    page.fill("#graph-search", name)
    page.press("#graph-search", "Enter")
    page.wait_for_selector("#entity-detail h3")
    assert page.text_content("#entity-detail h3") == f"{name} ({detail['entity']['kind']})"
    facts = page.eval_on_selector_all("#entity-detail .facts li span", "ss => ss.map(s => s.textContent)")
    assert facts == [f"{f['head']} · {f['relation']} · {f['tail']}" for f in detail["facts"]]
    moments = page.locator("#entity-detail .moments button.line")
    assert moments.count() == len(detail["moments"])
    # Each plays from the second its text is said or shown, not from its clip's start (00:00).
    [first, *_] = [i for i, m in enumerate(detail["moments"]) if m["start"] > 0]
    moment = moments.nth(first)
    assert float(moment.get_attribute("data-start")) == detail["moments"][first]["start"]
    assert name.lower() in moment.text_content().lower()
    click_plays_its_moment(page, moment)
    both_shots(page, "web-graph")
    page.set_viewport_size(PHONE["viewport"])
    click_plays_its_moment(page, page.locator("#entity-detail .facts button.cite").first)
    box = page.locator("#player").bounding_box()
    assert box["y"] >= -1 and box["y"] + box["height"] <= 844, box
    assert page.problems == []


def ask_the_follow_up(page) -> None:
    ask_by_enter(page, THIRTY)
    wait_answered(page, 1)
    ask_by_enter(page, FORTY)
    wait_answered(page, 2)


def assert_the_follow_up_answered(page) -> None:
    """The newest turn is FORTY, answered as BANANA ("banana"), a citation holding its moment."""
    newest = page.locator("#conversation li.turn").first
    assert newest.locator(".question").text_content() == FORTY
    assert newest.locator(".asked-as").text_content() == f"asked as: {BANANA}"
    assert "banana" in newest.locator(".answer").first.text_content().lower()
    spans = newest.locator(".citations .cite").evaluate_all("cs => cs.map(c => [+c.dataset.start, +c.dataset.end])")
    assert any(start <= 40 <= end for start, end in spans), spans


def test_a_follow_up_is_answered_from_the_turn_before_it_and_cited(browser, server):
    page = open_page(browser, server, viewport=WIDE)
    bodies: list[dict] = []
    page.on("request", lambda r: bodies.append(json.loads(r.post_data)) if r.url.endswith("/api/ask/stream") else None)
    ask_the_follow_up(page)
    assert [b["question"] for b in bodies] == [THIRTY, FORTY]  # sent as typed: the server reads it against the chat
    assert bodies[0]["chat"] == bodies[1]["chat"] is not None
    assert_the_follow_up_answered(page)
    assert page.problems == []


def test_a_saved_chat_is_listed_and_reopened_after_a_server_restart(browser, library: Path, tmp_path: Path):
    """A chat asked on one server is listed by the next one on the same index, in a new browser (nothing
    kept in it), and opens with its turns; it is renamed and deleted from the list."""
    index = copy_index(library, tmp_path / "library")
    with vidrag_server(index) as first:
        page = open_page(browser, first, viewport=WIDE)
        ask_the_follow_up(page)
        page.close()
        chat = httpx.get(f"{first.url}/api/chats").json()[0]["id"]  # the most recently used (the library has others)
    with vidrag_server(index) as second:
        page = open_page(browser, second, viewport=WIDE)
        assert page.query_selector_all("#conversation li.turn") == []
        page.click("#chats-panel summary")
        row = page.locator("#chat-list li.chat").first
        assert row.get_attribute("data-chat") == str(chat)
        assert row.locator(".chat-name").text_content() == THIRTY  # named after its first question
        assert "2 turns" in row.text_content() and row.get_attribute("aria-current") is None
        row.locator(".chat-name").click()
        wait_answered(page, 2)
        assert page.locator("#conversation li.turn .question").all_text_contents() == [FORTY, THIRTY]
        assert_the_follow_up_answered(page)
        mine = f"#chat-list li.chat[data-chat='{chat}']"
        assert page.get_attribute(mine, "aria-current") == "true"
        page.click(f"{mine} button:text('Rename')")
        page.fill(f"{mine} form.rename input", "Timer words")
        page.press(f"{mine} form.rename input", "Enter")
        page.wait_for_selector(f"{mine} .chat-name:text-is('Timer words')")
        assert httpx.get(f"{second.url}/api/chats/{chat}").json()["chat"]["name"] == "Timer words"
        both_shots(page, "web-saved-chats")
        page.set_viewport_size(WIDE)
        ask_by_enter(page, "And what about fifty seconds?")  # the opened chat goes on: a third turn of it
        wait_answered(page, 3)
        page.wait_for_selector(f"{mine} >> text=3 turns")
        others = len(httpx.get(f"{second.url}/api/chats").json()) - 1
        page.once("dialog", lambda dialog: dialog.accept())
        page.click(f"{mine} button:text('Delete')")
        page.wait_for_selector(mine, state="detached")
        assert page.locator("#chat-list li.chat").count() == others
        assert httpx.get(f"{second.url}/api/chats/{chat}").status_code == 404
        assert page.query_selector_all("#conversation li.turn") == []  # the open chat was deleted: a new one starts
        assert page.problems == []
