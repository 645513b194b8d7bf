"""OCR reads only what changed: real slides drawn and encoded by ffmpeg, read by the real RapidOCR models."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from conftest import ffmpeg
from PIL import Image

from vidrag.records import ClipSpan
from vidrag.testing.render import _draw_slide
from vidrag.config import OcrSettings
from vidrag.extractors.ocr import RapidOcr, _thumbnail, frame_change
from vidrag.media.decode import iter_clip_media
from vidrag.media.probe import probe

BACKGROUND = (24, 48, 96)
FIRST = "Ocean Currents\nThe gulf stream\nPart 3"
SECOND = "Ocean Currents\nThe gulf stream\nPart 8"  # one character of one line changed


@pytest.fixture(scope="module")
def two_slides(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """4 s of FIRST then 4 s of SECOND on the same background, as H.264 (codec noise included)."""
    work = tmp_path_factory.mktemp("ocr-reuse")
    for name, text in (("a", FIRST), ("b", SECOND)):
        _draw_slide(text, BACKGROUND, (640, 360), work / f"{name}.png")
    (work / "list.txt").write_text("file 'a.png'\nduration 4\nfile 'b.png'\nduration 4\nfile 'b.png'\n")
    out = work / "slides.mp4"
    ffmpeg("-f", "concat", "-safe", "0", "-i", str(work / "list.txt"), "-vf", "fps=5,format=yuv420p",
           "-c:v", "libx264", "-preset", "veryfast", "-t", "8", str(out))  # fmt: skip
    return out


@pytest.fixture(scope="module")
def frames(two_slides: Path):
    info = probe(two_slides)
    (media,) = iter_clip_media(
        info, [ClipSpan(0, 0.0, info.duration)], fps=1.0, max_side=1280, want_frames=True, want_audio=False
    )
    return media


@pytest.fixture(scope="module")
def ocr() -> RapidOcr:
    return RapidOcr(OcrSettings(threads=1))


def test_unchanged_lines_are_not_recognised_again_and_a_changed_line_is(frames, ocr: RapidOcr):
    by_time = {round(f.time): f.image for f in frames.frames}
    first = ocr.read(by_time[0])
    assert ocr.texts(first) == ["Ocean Currents", "The gulf stream", "Part 3"] and first.recognised == 3

    same = ocr.read(by_time[2], first)  # the same slide two seconds later: nothing to recognise
    assert same.recognised == 0 and ocr.texts(same) == ocr.texts(first)

    changed = ocr.read(by_time[5], same)  # the second slide: only "Part 8" is read
    assert changed.recognised == 1
    assert ocr.texts(changed) == ocr.texts(ocr.read(by_time[5])) == ["Ocean Currents", "The gulf stream", "Part 8"]


def test_a_clip_gives_each_line_once_with_the_time_it_was_shown(frames, ocr: RapidOcr):
    units = ocr.extract(frames)
    spans = {u.text: (u.start, u.end) for u in units}
    assert len(units) == 4 and spans["Ocean Currents"][0] == 0.0 and spans["Ocean Currents"][1] == frames.span.end
    assert spans["Part 3"][1] == spans["Part 8"][0] == pytest.approx(4.0, abs=1.0)


def test_one_changed_character_makes_a_frame_worth_reading_and_codec_noise_does_not(frames):
    thumbs = {round(f.time): _thumbnail(f.image) for f in frames.frames}
    threshold = OcrSettings().change_fraction
    assert frame_change(thumbs[0], thumbs[3]) < threshold  # the same slide, re-encoded frames
    assert frame_change(thumbs[3], thumbs[4]) >= threshold  # "Part 3" became "Part 8"


def test_the_cells_of_a_table_row_are_read_as_one_line(tmp_path: Path, ocr: RapidOcr):
    """The detector boxes each cell of a row apart; a price read alone would lose what it is the price of.
    A row of names is two columns of a list, each name its own line."""
    table = "Fares from June\nDay Rider                    £5.80\nWeekly Rider                £19.00\nOssby Star                Marigold Check"
    _draw_slide(table, BACKGROUND, (640, 360), tmp_path / "table.png")
    lines = ocr.texts(ocr.read(np.asarray(Image.open(tmp_path / "table.png").convert("RGB"))))
    assert lines == ["Fares from June", "Day Rider | £5.80", "Weekly Rider | £19.00", "Ossby Star", "Marigold Check"], (
        lines
    )
