#!/usr/bin/env python3
"""Render the "viewers" evaluation videos and questions.json.

    python3 render.py OUT_DIR                   # videos + questions.json
    python3 render.py OUT_DIR --questions-only  # only questions.json
    python3 render.py OUT_DIR --only cooking    # one video (plus questions.json)

Needs Pillow, ffmpeg and espeak-ng; the phone video also needs the Debian
packages asterisk-core-sounds-en(-wav) for its real recorded prompts.
"""
import array
import os
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))  # datasets/: slides.py, shared with datasets/holdout
import scripts  # noqa: E402
import slides  # noqa: E402
from slides import SR  # noqa: E402

ASTERISK_DIRS = ["/usr/share/asterisk/sounds/en_US_f_Allison", "/usr/share/asterisk/sounds/en"]
SEED = 20261125


def speech_offset(video, i):
    """Narration starts 1.0-2.0 s into a segment; this set's stride (7) fixes which."""
    return slides.speech_offset(video, i, 7)


def build_questions():
    """Records with the common checks only (this set has no type list or structure rules)."""
    return slides.build_questions(scripts.VIDEOS, SEED)


# ---------------------------------------------------------------- audio
def asterisk_prompt(name, path):
    """A real recorded Asterisk prompt (phones video), converted to mono SR wav at path."""
    src = None
    for d in ASTERISK_DIRS:
        p = os.path.join(d, name + ".wav")
        if os.path.exists(p):
            src = p
            break
    if src is None:
        raise SystemExit("missing Asterisk prompt %s (apt-get install -y asterisk-core-sounds-en "
                         "asterisk-core-sounds-en-wav)" % name)
    subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", src, "-ac", "1", "-ar", str(SR),
                    "-c:a", "pcm_s16le", path], check=True)
    return slides.read_wav(path)


def segment_audio(video, i, seg, tmp):
    """A segment's sound: its real prompts with their gaps ("clips"), else espeak-ng of "say"."""
    base = os.path.join(tmp, "a%02d" % i)
    if "clips" in seg:  # real recorded prompts, played one after another
        out = array.array("h")
        for k, (name, gap) in enumerate(seg["clips"]):
            out.extend(asterisk_prompt(name, "%s_%d.wav" % (base, k)))
            out.extend(array.array("h", bytes(2 * int(gap * SR))))
        return out
    return slides.espeak(seg["say"], video.get("voice", "en-us"), video.get("speed", 160), base + ".wav")


def narrate(video, tmp):
    """All segment sounds; stops at the first that does not end 0.4 s before its slide does."""
    times = slides.segment_times(video)
    with ThreadPoolExecutor(4) as ex:
        clips = list(ex.map(lambda i: segment_audio(video, i, video["segments"][i], tmp),
                            range(len(video["segments"]))))
    for i, (seg, clip) in enumerate(zip(video["segments"], clips, strict=True)):
        start = times[i][0] + speech_offset(video, i)
        length = len(clip) / SR
        if start + length > times[i][1] - 0.4:
            raise SystemExit("%s segment %d: narration %.1f s does not fit in %.1f s"
                             % (video["name"], i, length, seg["dur"]))
    return clips


# ---------------------------------------------------------------- video
def render_video(video, out_dir):
    """A rendered video, or an external (real) one copied in unchanged."""
    if "external" in video:
        out = os.path.join(out_dir, video["name"] + ".mp4")
        shutil.copyfile(video["external"], out)
        return out
    return slides.render_video(video, out_dir, narrate, speech_offset, tmp_prefix="viewers")


def main():
    args, out_dir, only = slides.parse_args(__doc__)
    records = build_questions()
    slides.write_questions(records, out_dir)
    print("questions.json: %d records" % len(records))
    if "--questions-only" in args:
        return
    slides.render_each(scripts.VIDEOS, out_dir, only, render_video)


if __name__ == "__main__":
    main()
