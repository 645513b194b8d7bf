#!/usr/bin/env python3
"""Render the "blind19" evaluation videos and questions.json.

    python3 render.py OUT_DIR                      # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only     # only questions.json (no narration check)
    python3 render.py OUT_DIR --only ledgerlark    # one video (plus questions.json)
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

# Stride 7: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so only stride mod 5
# matters, and 7 is 2 mod 5. Residue 0 gives every slide the same offset and residue 1 climbs 0.25 s
# a slide; blind18 took 4 (down 0.25 s a slide) and blind17 took 3, so this set takes 2, the residue
# furthest from both: the offset jumps 0.5 s a slide and visits all five offsets in a scrambled
# cycle (r, r+2, r+4, r+1, r+3). The video names (8, 10 and 11 letters) enter the cycle at residues
# 3, 0 and 1 (first offsets 1.75, 1.0 and 1.25 s). Slides 22-24 a video, 20-28 s each, videos
# 8-10 minutes.
SHAPE = checked_set.Shape("blind19", seed=20311015, stride=7, slides=(22, 24), slide_s=(20, 28), video_s=(480, 600))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
