#!/usr/bin/env python3
"""Render the "blind3" evaluation videos and questions.json.

    python3 render.py OUT_DIR                    # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only   # only questions.json (no narration check)
    python3 render.py OUT_DIR --only cooking     # one video (plus questions.json)
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

# Stride 2, not 5: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so any
# multiple of 5 gives every slide of a video the same offset (a fixed beat). 2 varies the offset
# from slide to slide and differs from blind2's 3 (and 8, 13, ..., which give the same offsets as 3).
SHAPE = checked_set.Shape("blind3", seed=20261201, stride=2, slides=(14, 17), slide_s=(20, 28), video_s=(300, 420))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
