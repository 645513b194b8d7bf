"""Who-questions answered by who is talking, on a rendered renovation vlog (espeak-ng speech, slides
with a name box for each speaker) with the real embedded models: a sentence said in the first person
under a name box is that person's; one that names someone else is not answered by the box."""

from collections.abc import Iterator

import pytest
from conftest import cites, indexed, where

from vidrag import Index
from vidrag.testing.render import RenderedVideo, Scene, render_video

pytestmark = [pytest.mark.llm, pytest.mark.slow]

INTRO = Scene(
    "Welcome back to the cottage. This week I am redoing the bathroom in six days.",
    "Gull Cottage Diaries\nThe bathroom in six days\nMaren Quillfoot",
    10,
)
PLUMBING = Scene(
    "On day two I had our plumber Declan move the toilet waste forty centimetres to the left.",
    "Day 2: plumbing\nPlumber: Declan Hurst\nToilet waste moved 40 cm\nMaren Quillfoot",
    10,
)
FLOOR = Scene(
    "Morning. I'm Osric, Maren's dad, and I have been drafted in to lay the new floor.",
    "Day 3: the new floor\n18 mm plywood, screwed down\nOsric Quillfoot (Maren's dad)",
    10,
)
CLOSE = Scene("That is the floor done. See you on day four.", "Next: tiling\nMaren Quillfoot", 6)
VLOG = [INTRO, PLUMBING, FLOOR, CLOSE]


@pytest.fixture(scope="module")
def vlog(tmp_path_factory: pytest.TempPathFactory) -> RenderedVideo:
    return render_video(VLOG, tmp_path_factory.mktemp("vlog") / "vlog.mp4")


@pytest.fixture(scope="module")
def vlog_index(vlog: RenderedVideo, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Index]:
    with indexed(vlog.path, tmp_path_factory.mktemp("vlog-index")) as index:
        yield index


@pytest.mark.parametrize("question", ["Who laid the new floor?", "Who got drafted in for the floor?"])
def test_a_first_person_sentence_is_answered_by_the_name_box_shown_with_it(
    vlog: RenderedVideo, vlog_index: Index, question: str
):
    answer = vlog_index.ask(question)
    assert "Osric Quillfoot" in answer.answer, answer.answer  # stop 32's code: "Meron's dad got drafted in ..."
    assert cites(answer, where(vlog, FLOOR))


def test_a_sentence_naming_someone_else_is_not_answered_by_the_speaker(vlog_index: Index):
    answer = vlog_index.ask("Who moved the toilet waste?")
    assert answer.trace.get("answered_by") != "the speaker's name box"
    assert "Maren" not in answer.answer, answer.answer
