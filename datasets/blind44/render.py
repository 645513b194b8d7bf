#!/usr/bin/env python3
"""Render the "blind44" evaluation videos and questions.json.

    python3 render.py OUT_DIR                      # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only     # only questions.json (no narration check)
    python3 render.py OUT_DIR --only camper        # one video (plus questions.json)
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

# Stride 62: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so only stride mod 5
# matters, and 62 is 2 mod 5. Residue 0 would give every slide the same offset. blind43 took 4, blind42
# took 1, blind41 took 3 and blind40 took 2. The rule blind21 to blind37 followed, and blind39 to blind43
# kept to, is to take the residue rested longest: that gives 2 here (last taken by blind40, four sets
# back; 3 was last taken by blind41, 1 by blind42 and 4 by blind43). The residues since blind21 run
# 3, 4, 2, 1, 3, 4, 2, 1, 3, 4, 2, 1, 3, 4, 2, 1, 3, 1, 4, 2, 3, 1, 4, and this set adds 2.
# With residue 2 the offset climbs two steps a slide and wraps (for a video entering at residue 4:
# 2.0, 1.25, 1.75, 1.0, 1.5, 2.0, ...): the pattern of blind40, the mirror of residue 3 (blind41), which
# drops two a slide. Every five slides still visit all five offsets.
# 62 is none of the earlier strides known here (blind21's 8, blind22's 19, blind23's 27, blind24's 31,
# blind25's 23, blind26's 34, blind27's 37, blind28's 41, blind29's 43, blind30's 49, blind31's 52,
# blind32's 56, blind33's 58, blind34's 59, blind35's 67, blind36's 61, blind37's 73, blind38's 71,
# blind39's 64, blind40's 47, blind41's 53, blind42's 46 and blind43's 54). Of the residue-2 strides below
# 80 (2, 7, 12, ..., 77), blind23's 27, blind27's 37, blind40's 47, blind31's 52 and blind35's 67 were
# taken; 62 was not.
# No narration depends on the exact offset: every clip is checked to end 0.5 s before its slide does.
# The video names have 4, 6 and 7 letters: huts enters the cycle at residue 4 (first offset 2.0 s),
# camper at residue 1 (first offset 1.25 s) and airlift at residue 2 (first offset 1.5 s).
# Slides 22-24 a video, 20-28 s each, videos 8-10 minutes.
SHAPE = checked_set.Shape("blind44", seed=20320523, stride=62, slides=(22, 24), slide_s=(20, 28), video_s=(480, 600))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
