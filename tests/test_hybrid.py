"""Hybrid ranking and moments, on both stores with the real embedder: numbers spoken or written,
quoted phrases, the threshold that only says "nothing relevant", lexical entries that leave with
their video, and moments that carry their unit's exact times."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from vidrag import Index, load_settings
from vidrag.records import TextUnit
from vidrag.text import quoted_phrases, terms
from vidrag.store.base import SCHEMA_VERSION, TextSearch
from vidrag.store.sqlite import DB_NAME

KITCHEN = [
    TextUnit("asr", 2.0, 6.5, "Welcome to the kitchen, today we bake bread."),
    TextUnit("asr", 7.0, 11.0, "First mix the flour with warm water."),
    TextUnit("asr", 33.0, 37.25, "Set the timer to 40 s and wait for the dough."),
    TextUnit("asr", 38.0, 42.0, "Meanwhile the oven heats up slowly."),
    TextUnit("asr", 64.0, 68.0, "The button is red and you press it to start the mixer."),
    TextUnit("asr", 95.0, 99.0, "Press the red button to start the oven."),
    TextUnit("asr", 125.0, 129.0, "Let the loaf cool on a wire rack."),
    TextUnit("asr", 155.0, 159.0, "Slice it with a serrated knife and serve."),
]
GARDEN = [TextUnit("asr", 1.0, 5.0, "Tom repairs the red bicycle in the garden.")]


@pytest.fixture(params=["sqlite", "postgres"])
def index(request: pytest.FixtureRequest, tmp_path: Path):
    settings = load_settings()
    if request.param == "postgres":
        settings.store.url = request.getfixturevalue("postgres_url")
        settings.store.collection = request.getfixturevalue("fresh_collection")
    with Index.open(tmp_path / "ix", settings) as opened:
        opened.add_transcript("kitchen", KITCHEN, 180)
        yield opened


def test_shared_tokenisation_drops_question_words_and_meets_numbers():
    assert terms("What does he say about forty seconds?") == ["40", "seconds"]
    assert terms("Set the timer to 40 s") == ["set", "timer", "40"]
    assert quoted_phrases('Where does he say "press the red button"? It\'s "quoted"') == [
        ["press", "the", "red", "button"], ["quoted"],
    ]  # fmt: skip


def test_forty_seconds_finds_the_unit_that_says_40_s(index: Index):
    retrieval = index.retrieve("When is the timer set to forty seconds?", strategy="naive")
    assert retrieval.moments[0].unit.text.startswith("Set the timer to 40 s")
    assert index.store.search_lexical(terms("forty"), TextSearch(5))[0].text_id == retrieval.moments[0].unit.id


def test_a_quoted_phrase_ranks_the_unit_with_that_exact_phrase_first(index: Index):
    for strategy in ("naive", "mg2"):
        retrieval = index.retrieve('Where is it said "red button to start"?', strategy=strategy)
        assert retrieval.moments[0].unit.text == "Press the red button to start the oven.", strategy


def test_the_threshold_says_nothing_relevant_but_never_cuts_a_ranking_short(index: Index):
    settings = index.settings.retrieval
    retrieval = index.retrieve("How long should the bread dough rest?", strategy="naive")
    # Every clip of the video is ranked (6 clips, top_k 5), not only those above the threshold.
    assert len(retrieval.evidence) == settings.top_k
    assert min(e.score for e in retrieval.evidence) < settings.threshold
    assert retrieval.relevant
    # Below the threshold the ranking is still whole (retrieval-only evaluation ranks every question),
    # marked not relevant, and the answer says the videos don't say.
    off_topic = index.retrieve("Quantum chromodynamics on a lattice?", strategy="naive")
    assert len(off_topic.evidence) == settings.top_k and not off_topic.relevant
    answer = index.ask("Quantum chromodynamics on a lattice?", strategy="naive")
    assert answer.abstained and answer.citations == []


def test_a_quoted_word_found_verbatim_is_relevant_however_long_the_question(index: Index):
    # "serrated" is one term among many of the question's own words, and the unit is far from the
    # question's meaning: only the quote makes it relevant (the "how many times is "glorious" said"
    # case of the timeline question set, answered "nothing relevant" before).
    question = 'How many times in this whole recording is the word "serrated" said by the presenter?'
    for strategy in ("naive", "mg2"):
        retrieval = index.retrieve(question, strategy=strategy)
        assert retrieval.evidence, strategy
        assert "serrated" in retrieval.moments[0].unit.text, strategy


def test_who_does_what_to_whom_ranks_the_sentence_in_that_order_first(index: Index):
    # Both sentences hold every word of the question; only the order tells them apart.
    index.add_transcript("railway", [
        TextUnit("asr", 3.0, 5.0, "The signal box heats the piston."),
        TextUnit("asr", 40.0, 45.0, "In this part we see how the piston heats the Victorian signal box."),
    ], 60)  # fmt: skip
    for strategy in ("naive", "mg2"):
        retrieval = index.retrieve(
            "At what point is it explained that the piston heats the signal box?", strategy=strategy
        )
        assert retrieval.moments[0].start == 40.0, strategy


def test_moments_carry_their_units_exact_times_and_neighbours(index: Index):
    retrieval = index.retrieve("What heats up slowly meanwhile?", strategy="naive")
    top = retrieval.moments[0]
    assert (top.start, top.end, top.unit.text) == (38.0, 42.0, "Meanwhile the oven heats up slowly.")
    assert top.before is not None and top.before.start == 33.0 and top.after is None
    assert retrieval.trace["moments"][0][1:3] == [38.0, 42.0]
    assert top.label == "[kitchen 00:38-00:42]"
    assert [m.score for m in retrieval.moments] == sorted((m.score for m in retrieval.moments), reverse=True)


def test_removing_a_video_removes_its_lexical_entries(index: Index):
    index.add_transcript("garden", GARDEN, 30)
    store = index.store
    (hit,) = store.search_lexical(terms("bicycle"), TextSearch(10))
    assert store.texts_by_id([hit.text_id])[hit.text_id].text == GARDEN[0].text
    before = store._rows("SELECT count(*) FROM postings")[0][0]
    index.remove("garden")
    assert store.search_lexical(terms("bicycle"), TextSearch(10)) == []
    assert store._rows("SELECT count(*) FROM postings")[0][0] == before - len(set(terms(GARDEN[0].text)))


def test_a_version_3_sqlite_index_gets_its_lexical_index_and_its_cover_when_opened(tmp_path: Path):
    settings = load_settings()
    with Index.open(tmp_path / "ix", settings) as index:
        index.add_transcript("kitchen", KITCHEN, 180)
    conn = sqlite3.connect(tmp_path / "ix" / DB_NAME)  # as vidrag with schema 3 left it
    conn.executescript(
        "DROP INDEX texts_lexical; DROP TABLE postings; ALTER TABLE texts DROP COLUMN n_terms; "
        "UPDATE meta SET value = '3' WHERE key = 'schema_version';"
    )
    conn.close()
    with Index.open(tmp_path / "ix", settings) as index:
        assert index.store._rows("SELECT value FROM meta WHERE key = 'schema_version'")[0][0] == str(SCHEMA_VERSION)
        assert index.store._rows("SELECT 1 FROM sqlite_master WHERE name = 'texts_lexical'")
        assert index.retrieve("forty seconds timer", strategy="naive").moments[0].start == 33.0
