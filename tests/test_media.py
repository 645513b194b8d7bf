"""Probing and decoding real files, including the awkward ones."""

from pathlib import Path

import numpy as np
import pytest
from conftest import EXAMPLE, ffmpeg

from vidrag.errors import MediaError
from vidrag.media.clips import plan_clips
from vidrag.media.decode import SAMPLE_RATE, iter_clip_media
from vidrag.media.probe import content_hash, probe


def decode_all(path: Path, fps: float = 1.0):
    info = probe(path)
    spans = plan_clips(info.duration, 30.0, 5.0)
    return info, list(iter_clip_media(info, spans, fps=fps, max_side=640, want_frames=True, want_audio=True))


def test_example_is_decoded_at_one_frame_per_second_with_16k_audio():
    info, clips = decode_all(EXAMPLE)
    assert info.width == 1280 and info.height == 720 and info.has_audio
    assert info.duration == pytest.approx(42.4, abs=0.1)
    assert [len(c.frames) for c in clips] == [30, 13]
    times = [f.time for c in clips for f in c.frames]
    assert np.allclose(np.diff(times), 1.0, atol=0.05)
    assert clips[0].frames[0].image.shape == (360, 640, 3)
    first = clips[0]
    assert first.audio_start == 0.0 and first.audio.size == pytest.approx(31 * SAMPLE_RATE, rel=0.01)
    assert clips[1].audio_start == pytest.approx(29.0, abs=0.01)


def test_resuming_at_a_later_clip_decodes_only_that_clip():
    info = probe(EXAMPLE)
    spans = plan_clips(info.duration, 30.0, 5.0)
    (clip,) = iter_clip_media(info, spans[1:], fps=1.0, max_side=320, want_frames=True, want_audio=True)
    assert clip.span.index == 1 and clip.frames[0].time >= 30.0 and len(clip.frames) == 13


def test_video_without_audio_odd_size_and_variable_frame_rate(tmp_path: Path):
    odd = tmp_path / "odd.mkv"
    # 321x239, frames at irregular times (variable frame rate), no audio track
    ffmpeg("-f", "lavfi", "-i", "testsrc=size=321x239:rate=7:duration=12", "-vf", "setpts='PTS+0.3*sin(N)/TB'",
           "-fps_mode", "vfr", "-c:v", "libx264", "-pix_fmt", "yuv444p", str(odd))  # fmt: skip
    info, clips = decode_all(odd)
    assert not info.has_audio and (info.width, info.height) == (321, 239)
    assert len(clips) == 1 and clips[0].audio is None
    assert 10 <= len(clips[0].frames) <= 13


def test_missing_non_video_and_truncated_files_are_reported_by_name(tmp_path: Path):
    with pytest.raises(MediaError, match="nope.mp4: file not found"):
        probe(tmp_path / "nope.mp4")
    text = tmp_path / "notes.mp4"
    text.write_text("these are not frames\n" * 100)
    with pytest.raises(MediaError, match="notes.mp4: not a readable video"):
        probe(text)
    audio_only = tmp_path / "tone.wav"
    ffmpeg("-f", "lavfi", "-i", "sine=duration=2", str(audio_only))
    with pytest.raises(MediaError, match="has no video stream"):
        probe(audio_only)
    truncated = tmp_path / "cut.mp4"
    truncated.write_bytes(EXAMPLE.read_bytes()[: EXAMPLE.stat().st_size // 2])
    with pytest.raises(MediaError, match="cut.mp4"):
        decode_all(truncated)


def test_truncated_stream_with_intact_header_is_detected(tmp_path: Path):
    """moov at the front (faststart) and half the media data gone: the decoder runs dry early."""
    fast = tmp_path / "fast.mp4"
    ffmpeg("-i", str(EXAMPLE), "-c", "copy", "-movflags", "+faststart", str(fast))
    cut = tmp_path / "cut-fast.mp4"
    cut.write_bytes(fast.read_bytes()[: fast.stat().st_size // 2])
    with pytest.raises(MediaError, match="cut-fast.mp4: truncated or corrupt"):
        decode_all(cut)


def test_identity_is_the_content_not_the_name(tmp_path: Path, video_copy):
    a = video_copy(EXAMPLE, "one/talk.mp4")
    b = video_copy(EXAMPLE, "two/talk.mp4")
    assert content_hash(a) == content_hash(b) == content_hash(EXAMPLE)
