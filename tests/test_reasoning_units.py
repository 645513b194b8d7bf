"""Query-time building blocks without models: ViG-RAG's GMM/BIC selection, the parsing of
router, keyword and decouple replies, Vgent's positive-answer rule, and time cues."""

import numpy as np
import pytest

from vidrag.llm.structured import parse_json
from vidrag.retrieval.ada.prompts import LevelReply, parse_level
from vidrag.retrieval.temporal import TimeCue, anchors, time_cues
from vidrag.retrieval.vgent.prompts import KEYWORD_SCHEMA, SUBQUERY_SCHEMA, KeywordReply, SubqueryReply, VerifyReply
from vidrag.retrieval.vgent.reasoning import is_positive
from vidrag.retrieval.video_rag.prompts import DECOUPLE_SCHEMA, DecoupleReply
from vidrag.retrieval.vig_rag.gmm import adaptive_top_k
from vidrag.retrieval.vig_rag.prompts import KEYWORD_LEVELS_SCHEMA, KeywordLevelsReply


def test_bimodal_scores_keep_the_upper_mode():
    rng = np.random.default_rng(0)
    low, high = rng.normal(0.25, 0.03, 30), rng.normal(0.72, 0.03, 6)
    scores = np.concatenate([low, high])
    selection = adaptive_top_k(scores)
    assert selection.components >= 2
    assert set(np.flatnonzero(selection.keep)) == set(range(30, 36))
    assert max(selection.means) == pytest.approx(0.72, abs=0.03)


def test_unimodal_scores_keep_a_top_group():
    scores = np.random.default_rng(1).normal(0.5, 0.05, 40)
    selection = adaptive_top_k(scores)
    assert selection.components == 1
    kept = scores[selection.keep]
    assert 0 < len(kept) < len(scores)
    assert kept.min() >= scores[~selection.keep].max()  # the kept ones are the best ones


def test_few_or_equal_scores_are_all_kept():
    assert adaptive_top_k(np.array([0.4, 0.9])).keep.all()
    assert adaptive_top_k(np.array([0.5] * 6)).keep.all()


@pytest.mark.parametrize(
    ("reply", "level"),
    [
        ('{"reason": "needs the whole video", "level": 3}', 3),
        ('{"level": "Level-2"}', 2),
        ('Thinking... {"level": "L1", "reason": "a direct fact"}', 1),
        ('{"level": 2.0}', 2),
    ],
)
def test_router_replies_are_parsed(reply, level):
    assert parse_json(reply, LevelReply).level == level


@pytest.mark.parametrize("reply", ['{"level": "hard"}', '{"level": 7}', '{"reason": "no level"}', "level 2"])
def test_unusable_router_replies_are_rejected(reply):
    with pytest.raises(ValueError):
        parse_json(reply, LevelReply)


def test_parse_level_forms():
    assert [parse_level(v) for v in ("Level-1", "L3", "2", 3)] == [1, 3, 2, 3]


def test_vgent_flags_accept_small_model_spellings():
    reply = parse_json(
        '{"multiple": "Yes", "keywords": "red bicycle, Tom", "time": "Beginning", "tool": "order", '
        '"candidates_necessary": "no", "global": true}',
        KeywordReply,
    )
    assert reply.keywords == ["red bicycle", "Tom"] and reply.multiple and reply.global_
    assert reply.time == "none" and reply.tool == "order" and not reply.candidates_necessary
    with pytest.raises(ValueError):
        parse_json('{"keywords": []}', KeywordReply)


def test_decouple_reply_in_the_papers_form():
    reply = parse_json(
        '{"ASR": null, "DET": ["the man in black", "woman"], "TYPE": ["location", "colour"]}', DecoupleReply
    )
    assert reply.asr is None and reply.det == ["the man in black", "woman"] and reply.type == ["location"]
    assert parse_json('{"asr": "The budget for next year."}', DecoupleReply).asr == "The budget for next year."


@pytest.mark.parametrize(
    ("answer", "positive"),
    [("yes", True), ("Yes.", True), ("no", False), ("3", True), ("0", False), ("", False), ("two", False)],
)
def test_positive_answers(answer, positive):
    assert is_positive(answer) is positive


def test_verify_reply_accepts_a_mapping():
    assert parse_json('{"answers": {"1": "yes", "2": 2}}', VerifyReply).answers == ["yes", "2"]


@pytest.mark.parametrize(
    ("question", "cues"),
    [
        ("What city is mentioned at the beginning of the video?", [TimeCue("begin")]),
        ("What does she say at the very end?", [TimeCue("end")]),
        ("What happens right after the apple falls?", [TimeCue("after", "the apple falls")]),
        (
            "What did he do before the Nobel Prize, and in what order?",
            [TimeCue("before", "the Nobel Prize"), TimeCue("order")],
        ),
        ("Which colour is the car?", []),
    ],
)
def test_time_cues(question, cues):
    assert time_cues(question) == cues


def test_the_anchors_of_several_queries_are_listed_once_each():
    queries = [
        "What happens right after the apple falls?",
        "after the apple falls, who laughs?",
        "Which colour is the car?",
    ]
    assert anchors(queries) == ["the apple falls"]


@pytest.mark.parametrize(
    ("model", "schema", "key", "field"),
    [
        (DecoupleReply, DECOUPLE_SCHEMA, "DET", "det"),
        (KeywordReply, KEYWORD_SCHEMA, "keywords", "keywords"),
        (SubqueryReply, SUBQUERY_SCHEMA, "subqueries", "subqueries"),
        (KeywordLevelsReply, KEYWORD_LEVELS_SCHEMA, "high_level", "high_level"),
        (KeywordLevelsReply, KEYWORD_LEVELS_SCHEMA, "low_level", "low_level"),
    ],
)
def test_a_reply_keeps_as_many_items_as_its_schema_asks_for(model, schema, key, field):
    # A server that ignores the schema may send more; the reply keeps what the schema allows.
    prop = schema["properties"][key]
    limit = (prop["anyOf"][0] if "anyOf" in prop else prop)["maxItems"]
    reply = model.model_validate({key: [f"item {i}" for i in range(limit + 3)]})
    assert getattr(reply, field) == [f"item {i}" for i in range(limit)]
