"""Files whose timestamps do not start at 0 (MPEG-TS from ffmpeg starts near 1.4 s, a broadcast recording an hour
in) are indexed with every time counted from the start of the file, as the plain MP4 of the same streams is and as a
player shows them (issue 33, item 1)."""

import re
from pathlib import Path

import numpy as np
import pytest
from conftest import EXAMPLE, ffmpeg
from PIL import Image

from vidrag import Index, load_settings
from vidrag.media.clips import plan_clips
from vidrag.media.decode import SAMPLE_RATE, iter_clip_media
from vidrag.media.probe import probe

# examples/example.mp4 burns its timecode into every frame, starting at 01:00:00:00, at 30 frames per second.
TIMECODE = re.compile(r"^01:00:(\d\d):(\d\d)$")
EXAMPLE_FPS = 30
BROADCAST_OFFSET = 3600.0


@pytest.fixture(scope="module")
def late_starting(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The example's streams copied, untouched, into MPEG-TS: as ffmpeg writes it, and with the clock an hour in."""
    folder = tmp_path_factory.mktemp("late-starting")
    plain, broadcast = folder / "example_plain.ts", folder / "example_bcast.ts"
    ffmpeg("-i", str(EXAMPLE), "-c", "copy", "-f", "mpegts", str(plain))
    ffmpeg("-i", str(EXAMPLE), "-c", "copy", "-output_ts_offset", str(BROADCAST_OFFSET), "-f", "mpegts", str(broadcast))
    return {"plain": plain, "broadcast": broadcast}


@pytest.fixture(scope="module")
def late_index(late_starting: dict[str, Path], tmp_path_factory: pytest.TempPathFactory) -> Index:
    index = Index.open(tmp_path_factory.mktemp("late-index"), load_settings())
    for path in late_starting.values():
        index.add(path)
    yield index
    index.close()


def _decoded(path: Path, first_clip: int = 0) -> tuple[list[float], int]:
    """Every sampled frame's time (1 fps) and the number of audio samples of the video's own clips (no padding),
    from ``first_clip`` on (a resumed run seeks there)."""
    info = probe(path)
    times, samples = [], 0
    clips = plan_clips(info.duration, 30.0, 5.0)[first_clip:]
    for media in iter_clip_media(info, clips, fps=1.0, max_side=320, want_frames=True, want_audio=True):
        times.extend(f.time for f in media.frames)
        assert media.audio is not None
        lo = int((media.span.start - media.audio_start) * SAMPLE_RATE)
        samples += len(media.audio[lo : lo + int(media.span.duration * SAMPLE_RATE)])
    return times, samples


def test_probe_and_decoding_count_time_from_the_files_first_timestamp(late_starting: dict[str, Path]):
    mp4 = probe(EXAMPLE)
    assert mp4.start_time == 0.0
    assert probe(late_starting["plain"]).start_time == pytest.approx(1.43, abs=0.4)  # ffmpeg's MPEG-TS delay
    assert probe(late_starting["broadcast"]).start_time == pytest.approx(BROADCAST_OFFSET + 1.4, abs=0.4)
    mp4_times, mp4_samples = _decoded(EXAMPLE)
    for path in late_starting.values():
        assert probe(path).duration == pytest.approx(mp4.duration, abs=0.1)
        times, samples = _decoded(path)
        assert times == pytest.approx(mp4_times, abs=0.05), path.name  # the same frames, at the same seconds
        assert abs(samples - mp4_samples) <= 0.1 * SAMPLE_RATE, path.name
        resumed, _ = _decoded(path, first_clip=1)  # seeking counts from the file's first timestamp too
        assert resumed and resumed == pytest.approx([t for t in mp4_times if t >= 30.0], abs=0.05), path.name


def _speech_and_timecodes(index: Index, name: str) -> tuple[list, list]:
    video = index.find(name)
    assert video.status == "ready"
    texts = [t for _, ts in index.clips(video) for t in ts]
    return [t for t in texts if t.source == "asr"], [t for t in texts if t.source == "ocr" and TIMECODE.match(t.text)]


def _banana(speech: list) -> float:
    (said,) = [t.start for t in speech if t.text.strip(" .").lower() == "banana"]
    return said


@pytest.mark.parametrize("kind", ["plain", "broadcast"])
def test_late_starting_file_is_indexed_with_times_a_player_shows(
    kind: str, late_starting: dict[str, Path], late_index: Index, example_index: Index
):
    mp4_speech, mp4_timecodes = _speech_and_timecodes(example_index, "example.mp4")
    speech, timecodes = _speech_and_timecodes(late_index, late_starting[kind].name)
    video = late_index.find(late_starting[kind].name)
    assert video.n_clips == 2 and len(late_index.clips(video)) == 2  # as the MP4's 42 s
    # The speech is there, and a known word is timed as in the MP4: "banana" as the clock reaches 40 s.
    assert len(speech) >= 0.8 * len(mp4_speech) and speech
    assert _banana(speech) == pytest.approx(_banana(mp4_speech), abs=0.5)
    # The on-screen timecode is read, each at the second the frame is shown: 01:00:SS:FF is shown at SS + FF/30 s.
    assert len(timecodes) >= 0.8 * len(mp4_timecodes) and len(timecodes) >= 2
    for unit in timecodes:
        seconds, frames = map(int, TIMECODE.match(unit.text).groups())
        assert unit.start == pytest.approx(seconds + frames / EXAMPLE_FPS, abs=0.5), unit


@pytest.mark.parametrize("kind", ["plain", "broadcast"])
def test_late_starting_file_has_the_mp4s_thumbnail(
    kind: str, late_starting: dict[str, Path], late_index: Index, example_index: Index
):
    mp4_still = example_index.thumbnail(example_index.find("example.mp4"))
    still = late_index.thumbnail(late_index.find(late_starting[kind].name))
    assert still.exists(), "no thumbnail"
    # The same frame (the streams are copied, not re-encoded), so the same still: another frame's timecode differs.
    difference = np.abs(np.asarray(Image.open(still), np.int16) - np.asarray(Image.open(mp4_still), np.int16))
    assert difference.max() <= 8, "another frame than the MP4's"
