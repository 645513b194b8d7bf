from vidrag.media.clips import plan_clips
from vidrag.retrieval.temporal import time_mentions


def test_clips_cover_the_video_and_a_short_tail_joins_the_previous_clip():
    spans = plan_clips(42.4, 30.0, 5.0)
    assert [(s.start, s.end) for s in spans] == [(0.0, 30.0), (30.0, 42.4)]
    spans = plan_clips(63.0, 30.0, 5.0)  # 3 s tail < 5 s
    assert [(s.start, s.end) for s in spans] == [(0.0, 30.0), (30.0, 63.0)]
    spans = plan_clips(66.0, 30.0, 5.0)  # 6 s tail stays a clip
    assert [(s.start, s.end) for s in spans] == [(0.0, 30.0), (30.0, 60.0), (60.0, 66.0)]
    assert [s.index for s in spans] == [0, 1, 2]


def test_a_video_shorter_than_the_tail_rule_is_one_clip():
    assert [(s.start, s.end) for s in plan_clips(3.0, 30.0, 5.0)] == [(0.0, 3.0)]
    assert plan_clips(0.0, 30.0, 5.0) == []


def test_time_mentions_in_words_digits_and_clock_form():
    assert time_mentions("What does he say when the timer reaches forty seconds?") == [40.0]
    assert time_mentions("what is shown at 1:05") == [65.0]
    assert time_mentions("at two minutes and thirty seconds, then at 01:02:03") == [150.0, 3723.0]
    assert time_mentions("at 1.5 minutes") == [90.0]
    assert time_mentions("Where is the budget discussed?") == []
