"""The renderer of a question set whose shape is checked before anything is written (datasets/holdout,
datasets/blind): the slides, narration and questions of its scripts.py, through slides.py, with its
own seed, narration stride and bounds on the number and length of slides. Each set's render.py
names its shape and calls :func:`main`.

A set's speakers may each have a voice (a slide's "voice") and a name box near the bottom of the
slide (its "speaker"); every narration is synthesised and measured, and must end at least 0.5 s
before its slide does.
"""
import os
import shutil
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import slides
from slides import SR, W, H, segment_times, video_duration

TYPES = {"count", "order", "topic", "summary", "correction", "why", "quantity",
         "right_before_after", "begin", "end", "needle_screen", "spoken_fact",
         "speech_and_screen", "who", "absent", "relation"}
WORKERS = 2


@dataclass(frozen=True)
class Shape:
    """What a set promises: its name (temporary folders), the seed of its answer positions, the stride
    of its narration offsets, and the bounds of its slides (count, seconds each) and videos (seconds)."""
    name: str
    seed: int
    stride: int
    slides: tuple
    slide_s: tuple
    video_s: tuple


def speech_offset(shape, video, i):
    """Narration starts 1.0-2.0 s into each slide; the set's stride fixes which."""
    return slides.speech_offset(video, i, shape.stride)


# ---------------------------------------------------------------- structure checks
def check_videos(videos, shape):
    """Lead-in, slide count and lengths, video length: the shape the set promises."""
    errors = []
    names = set()
    for v in videos:
        name = v["name"]
        if name in names:
            errors.append("duplicate video name %s" % name)
        names.add(name)
        if not 4 <= v["lead_in"] <= 8:
            errors.append("%s: lead-in %.1f s not in 4-8 s" % (name, v["lead_in"]))
        n = len(v["segments"])
        if not shape.slides[0] <= n <= shape.slides[1]:
            errors.append("%s: %d slides, want %d-%d" % (name, n, *shape.slides))
        for i, seg in enumerate(v["segments"]):
            if not shape.slide_s[0] <= seg["dur"] <= shape.slide_s[1]:
                errors.append("%s slide %d: %.1f s, want %d-%d s" % (name, i, seg["dur"], *shape.slide_s))
        d = video_duration(v)
        if not shape.video_s[0] <= d <= shape.video_s[1]:
            errors.append("%s: %.1f s long, want %d-%d min" % (name, d, shape.video_s[0] // 60, shape.video_s[1] // 60))
    return errors


def check_layout(videos):
    """Every title, body line and box text must fit on the 1280x720 frame."""
    errors = []
    for v in videos:
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
            for (x, y, w, h, _c, text) in boxes(seg):
                if x + w > W - 20 or y + h > H - 52:
                    errors.append("%s: box %r off the frame" % (where, text))
                if y < bottom - 10:
                    errors.append("%s: box %r overlaps the body lines" % (where, text))
                for tl in text.split("\n"):
                    if slides.font(28).getlength(tl) > w - 20:
                        errors.append("%s: box text too wide: %r" % (where, tl))
    return errors


# ---------------------------------------------------------------- questions
def build_questions(videos, shape):
    """Records plus the stricter checks (known types, slide indexes, paraphrase pairs)."""
    return slides.build_questions(videos, shape.seed, errors=check_videos(videos, shape), types=TYPES, strict=True)


# ---------------------------------------------------------------- slides
def boxes(seg):
    """The slide's boxes, plus on meeting slides who is talking, in a box near the bottom."""
    found = list(seg.get("boxes", []))
    if seg.get("speaker"):
        found.append((60, 580, 760, 58, "#fdfd96", seg["speaker"]))
    return found


# ---------------------------------------------------------------- audio
def narration(video, i, tmp):
    """espeak-ng of slide i's "say"; a slide may have its own voice (one per meeting speaker)."""
    seg = video["segments"][i]
    voice = seg.get("voice", video.get("voice", "en-us"))
    return slides.espeak(seg["say"], voice, video.get("speed", 160), os.path.join(tmp, "a%02d.wav" % i))


def synthesize(shape, video, tmp):
    """All narration clips of a video; raises if one does not fit in its slide."""
    with ThreadPoolExecutor(WORKERS) as ex:
        clips = list(ex.map(lambda i: narration(video, i, tmp), range(len(video["segments"]))))
    times = segment_times(video)
    report = []
    errors = []
    for i, clip in enumerate(clips):
        offset = speech_offset(shape, video, i)
        start = times[i][0] + offset
        length = len(clip) / SR
        end = start + length
        report.append((i, offset, length, times[i][1] - end))
        if end > times[i][1] - 0.5:
            errors.append("%s slide %d: narration %.1f s (from +%.2f s) does not fit in %.1f s"
                          % (video["name"], i, length, offset, video["segments"][i]["dur"]))
    if errors:
        raise SystemExit("narration check failed:\n  " + "\n  ".join(errors))
    return clips, report


# ---------------------------------------------------------------- video
def render_video(shape, video, out_dir):
    """Narration checked by synthesize (all misfits reported), speaker boxes, 2 ffmpeg threads."""
    return slides.render_video(video, out_dir, lambda v, tmp: synthesize(shape, v, tmp)[0],
                               lambda v, i: speech_offset(shape, v, i),
                               boxes=boxes, threads=WORKERS, tmp_prefix=shape.name)


def main(doc, videos, shape):
    """The command line of a set's render.py (``doc`` is its usage)."""
    args, out_dir, only = slides.parse_args(doc)
    records = build_questions(videos, shape)
    slides.write_questions(records, out_dir, ensure_ascii=False)
    print("questions.json: %d records (%d original questions)"
          % (len(records), sum("paraphrase_of" not in r for r in records)))
    if "--questions-only" in args:
        return
    errors = check_layout(videos)
    if errors:
        raise SystemExit("layout check failed:\n  " + "\n  ".join(errors))
    if "--check" in args:
        for video in videos:
            tmp = tempfile.mkdtemp(prefix="%s_check_" % shape.name)
            try:
                _, report = synthesize(shape, video, tmp)
            finally:
                shutil.rmtree(tmp, ignore_errors=True)
            tight = min(report, key=lambda r: r[3])
            print("%-9s %5.1f s, %d slides, narration fits; tightest slide %d: %.1f s of speech, "
                  "%.1f s to spare" % (video["name"], video_duration(video),
                                       len(video["segments"]), tight[0], tight[2], tight[3]))
        return
    slides.render_each(videos, out_dir, only, lambda v, out: render_video(shape, v, out))
