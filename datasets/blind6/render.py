#!/usr/bin/env python3
"""Render the "blind6" evaluation videos and questions.json.

    python3 render.py OUT_DIR                      # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only     # only questions.json (no narration check)
    python3 render.py OUT_DIR --only tutorial      # one video (plus questions.json)
    python3 render.py OUT_DIR --check              # questions.json + narration/slide checks, no video

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

# Stride 3: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so only stride mod 5
# matters. 0 (a multiple of 5) would give every slide of a video the same offset (a fixed beat), and
# the earlier sets used all of 1-4 (blind2 3, blind3 2, blind4 4, blind5 1), so this set reuses one:
# 3, as blind2 did. From one slide to the next the offset moves up 0.75 s or, on wrapping, down 0.5 s.
# This set's video names (7, 8 and 11 letters) start the cycle at residues 2, 3 and 1.
SHAPE = checked_set.Shape("blind6", seed=20270112, stride=3, slides=(14, 17), slide_s=(20, 28), video_s=(300, 420))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
