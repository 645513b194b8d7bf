#!/usr/bin/env python3
"""Render the "holdout" evaluation videos and questions.json.

    python3 render.py OUT_DIR                    # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only   # only questions.json (no narration check)
    python3 render.py OUT_DIR --only diy         # one video (plus questions.json)
    python3 render.py OUT_DIR --check            # questions.json + narration/slide checks, no video

Needs Pillow, ffmpeg, espeak-ng and the DejaVu fonts. Uses at most 2 worker
processes (espeak-ng), and one ffmpeg encode at a time (2 threads).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))  # datasets/: slides.py and checked_set.py, shared with datasets/blind
import checked_set  # noqa: E402
import scripts  # noqa: E402

SHAPE = checked_set.Shape("holdout", seed=20260214, stride=3, slides=(15, 18), slide_s=(20, 30), video_s=(360, 480))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
