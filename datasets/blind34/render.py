#!/usr/bin/env python3
"""Render the "blind34" evaluation videos and questions.json.

    python3 render.py OUT_DIR                      # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only     # only questions.json (no narration check)
    python3 render.py OUT_DIR --only falconry      # one video (plus questions.json)
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

# Stride 59: slides.speech_offset is 1.0 + ((i * stride + len(name)) % 5) * 0.25, so only stride mod 5
# matters, and 59 is 4 mod 5. Residue 0 would give every slide the same offset. blind33 took 3, blind32
# took 1, blind31 took 2 and blind30 took 4, so residue 4 (blind30's) is the one rested longest (four
# sets back), the rule blind21 to blind33 followed: the residues since blind21 run 3, 4, 2, 1, 3, 4, 2,
# 1, 3, 4, 2, 1, 3, and this set goes on with the fourth round's 4.
# With residue 4 the offset climbs four steps a slide and wraps, which is the same as falling one (for
# a video entering at residue 0: 1.0, 2.0, 1.75, 1.5, 1.25, 1.0, ...): blind33's residue 3 falls two
# steps a slide, and blind32's residue 1 walks this same cycle the other way (one step up where this
# set goes one down), so neither of the last two sets shares its pattern. Every five slides still
# visit all five offsets.
# 59 is none of the earlier strides known here (blind21's 8, blind22's 19, blind23's 27, blind24's 31,
# blind25's 23, blind26's 34, blind27's 37, blind28's 41, blind29's 43, blind30's 49, blind31's 52,
# blind32's 56 and blind33's 58). No narration depends on the exact offset: every clip is checked to
# end 0.5 s before its slide does. The video names (10, 8 and 12 letters) enter the cycle at residues
# 0, 3 and 2 (first offsets 1.0, 1.75 and 1.5 s).
# Slides 22-24 a video, 20-28 s each, videos 8-10 minutes.
SHAPE = checked_set.Shape("blind34", seed=20320314, stride=59, slides=(22, 24), slide_s=(20, 28), video_s=(480, 600))

if __name__ == "__main__":
    checked_set.main(__doc__, scripts.VIDEOS, SHAPE)
