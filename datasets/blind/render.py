#!/usr/bin/env python3
"""Render the "blind" evaluation videos and questions.json.

    python3 render.py OUT_DIR                    # OUT_DIR/<video>.mp4 for all videos + questions.json
    python3 render.py OUT_DIR --questions-only   # only questions.json (no narration check)
    python3 render.py OUT_DIR --only craft         # one video (plus questions.json)
    python3 render.py OUT_DIR --check            # questions.json + narration/slide checks, no video

Needs Pillow, ffmpeg, espeak-ng and the DejaVu fonts. Uses at most 2 worker
processes (espeak-ng), and one ffmpeg encode at a time (2 threads).
"""
import os
import shutil
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))  # datasets/: slides.py, the shared mechanics
import scripts  # noqa: E402
import slides  # noqa: E402
from slides import SR, W, H, segment_times, video_duration  # noqa: E402

TYPES = {"count", "order", "topic", "summary", "correction", "why", "quantity",
         "right_before_after", "begin", "end", "needle_screen", "spoken_fact",
         "speech_and_screen", "who", "absent", "relation"}
SEED = 20261129
WORKERS = 2


def speech_offset(video, i):
    """Narration starts 1.0-2.0 s into each slide; this set's stride (2) fixes which."""
    return slides.speech_offset(video, i, 2)


# ---------------------------------------------------------------- structure checks
def check_videos():
    """Lead-in, slide count and lengths, video length: the shape this set promises."""
    errors = []
    names = set()
    for v in scripts.VIDEOS:
        name = v["name"]
        if name in names:
            errors.append("duplicate video name %s" % name)
        names.add(name)
        if not 4 <= v["lead_in"] <= 8:
            errors.append("%s: lead-in %.1f s not in 4-8 s" % (name, v["lead_in"]))
        n = len(v["segments"])
        if not 14 <= n <= 17:
            errors.append("%s: %d slides, want 14-17" % (name, n))
        for i, seg in enumerate(v["segments"]):
            if not 20 <= seg["dur"] <= 28:
                errors.append("%s slide %d: %.1f s, want 20-28 s" % (name, i, seg["dur"]))
        d = video_duration(v)
        if not 300 <= d <= 420:
            errors.append("%s: %.1f s long, want 5-7 min" % (name, d))
    return errors


def check_layout():
    """Every title, body line and box text must fit on the 1280x720 frame."""
    errors = []
    for v in scripts.VIDEOS:
        for i, seg in enumerate(v["segments"]):
            where = "%s slide %d" % (v["name"], i)
            if slides.font(46).getlength(seg["title"]) > W - 120:
                errors.append("%s: title too wide" % where)
            for line in seg["lines"]:
                if 70 + slides.font(32).getlength(line) > W - 40:
                    errors.append("%s: line too wide: %r" % (where, line))
            bottom = 140 + 50 * len(seg["lines"])
            if bottom > H - 60:
                errors.append("%s: too many lines" % where)
            for (x, y, w, h, _c, text) in _boxes(seg):
                if x + w > W - 20 or y + h > H - 52:
                    errors.append("%s: box %r off the frame" % (where, text))
                if y < bottom - 10:
                    errors.append("%s: box %r overlaps the body lines" % (where, text))
                for tl in text.split("\n"):
                    if slides.font(28).getlength(tl) > w - 20:
                        errors.append("%s: box text too wide: %r" % (where, tl))
    return errors


# ---------------------------------------------------------------- questions
def build_questions():
    """Records plus this set's stricter checks (known types, slide indexes, paraphrase pairs)."""
    return slides.build_questions(scripts.VIDEOS, SEED, errors=check_videos(), types=TYPES, strict=True)


# ---------------------------------------------------------------- slides
def _boxes(seg):
    """The slide's boxes, plus on meeting slides who is talking, in a box near the bottom."""
    boxes = list(seg.get("boxes", []))
    if seg.get("speaker"):
        boxes.append((60, 580, 760, 58, "#fdfd96", seg["speaker"]))
    return boxes


# ---------------------------------------------------------------- audio
def narration(video, i, tmp):
    """espeak-ng of slide i's "say"; a slide may have its own voice (one per meeting speaker)."""
    seg = video["segments"][i]
    voice = seg.get("voice", video.get("voice", "en-us"))
    return slides.espeak(seg["say"], voice, video.get("speed", 160), os.path.join(tmp, "a%02d.wav" % i))


def synthesize(video, tmp):
    """All narration clips of a video; raises if one does not fit in its slide."""
    with ThreadPoolExecutor(WORKERS) as ex:
        clips = list(ex.map(lambda i: narration(video, i, tmp), range(len(video["segments"]))))
    times = segment_times(video)
    report = []
    errors = []
    for i, clip in enumerate(clips):
        start = times[i][0] + speech_offset(video, i)
        length = len(clip) / SR
        end = start + length
        report.append((i, speech_offset(video, i), length, times[i][1] - end))
        if end > times[i][1] - 0.5:
            errors.append("%s slide %d: narration %.1f s (from +%.2f s) does not fit in %.1f s"
                          % (video["name"], i, length, speech_offset(video, i),
                             video["segments"][i]["dur"]))
    if errors:
        raise SystemExit("narration check failed:\n  " + "\n  ".join(errors))
    return clips, report


# ---------------------------------------------------------------- video
def render_video(video, out_dir):
    """Narration checked by synthesize (all misfits reported), speaker boxes, 2 ffmpeg threads."""
    return slides.render_video(video, out_dir, lambda v, tmp: synthesize(v, tmp)[0], speech_offset,
                               boxes=_boxes, threads=WORKERS, tmp_prefix="blind")


def main():
    args, out_dir, only = slides.parse_args(__doc__)
    records = build_questions()
    slides.write_questions(records, out_dir, ensure_ascii=False)
    print("questions.json: %d records (%d original questions)"
          % (len(records), sum("paraphrase_of" not in r for r in records)))
    if "--questions-only" in args:
        return
    errors = check_layout()
    if errors:
        raise SystemExit("layout check failed:\n  " + "\n  ".join(errors))
    if "--check" in args:
        for video in scripts.VIDEOS:
            tmp = tempfile.mkdtemp(prefix="blind_check_")
            try:
                _, report = synthesize(video, tmp)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            tight = min(report, key=lambda r: r[3])
            print("%-9s %5.1f s, %d slides, narration fits; tightest slide %d: %.1f s of speech, "
                  "%.1f s to spare" % (video["name"], video_duration(video),
                                       len(video["segments"]), tight[0], tight[2], tight[3]))
        return
    slides.render_each(scripts.VIDEOS, out_dir, only, render_video)


if __name__ == "__main__":
    main()
