#!/usr/bin/env python3
"""Render the "blind4" evaluation videos and questions.json.

    python3 render.py OUT_DIR                    # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only   # only questions.json (no narration check)
    python3 render.py OUT_DIR --only repair      # one video (plus questions.json)
    python3 render.py OUT_DIR --check            # questions.json + narration/slide checks, no video

Needs Pillow, ffmpeg, espeak-ng and the DejaVu fonts. Uses at most 2 worker
processes (espeak-ng), and one ffmpeg encode at a time (2 threads).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))  # datasets/: slides.py and checked_set.py, the shared mechanics
import checked_set  # noqa: E402
import scripts  # noqa: E402

# Stride 4: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so a multiple of 5
# would give every slide of a video the same offset (a fixed beat). 4 varies the offset from slide to
# slide, and 4 mod 5 differs from blind3's 2 (and 7, 12, ...) and blind2's 3 (and 8, 13, ...), so the
# offset pattern is not a copy of either set's.
SHAPE = checked_set.Shape("blind4", seed=20261215, stride=4, slides=(14, 17), slide_s=(20, 28), video_s=(300, 420))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
