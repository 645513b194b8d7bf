"""Shared mechanics of the rendered-slide evaluation sets (datasets/viewers, datasets/holdout).

Both sets describe a video as a dict: "name", "footer", "lead_in" (seconds of black before the
first slide) and "segments" (each a slide with "bg", "title", "lines", optional "boxes" and its
"dur" in seconds), plus "questions". This module turns such a dict into timings, questions.json
records, slide images, a mixed narration track and an mp4, so that the two renderers only keep
what really differs between them (how narration is made and checked, extra question checks).
Uses Pillow, espeak-ng and ffmpeg; standard library otherwise, run with the system python3.
"""
import array
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import wave

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
W, H = 1280, 720
SR = 22050  # espeak-ng's native rate, so its wavs mix in without resampling
FPS = 2
ABSENT = "not mentioned in the video"


# ---------------------------------------------------------------- timing
def segment_times(video):
    """[(start, end)] of each slide, in seconds of the rendered file (lead-in included)."""
    t = float(video["lead_in"])
    out = []
    for seg in video["segments"]:
        out.append((t, t + seg["dur"]))
        t += seg["dur"]
    return out


def video_duration(video):
    """Length of the rendered file; a copied-in ("external") video states its own."""
    if "external" in video:
        return video["external_duration"]
    return segment_times(video)[-1][1]


def speech_offset(video, i, stride):
    """Narration starts 1.0-2.0 s into slide i, varied by slide so that it is not a fixed beat.

    Each set picked its own stride; changing it would move every narration (and the audio).
    """
    return 1.0 + ((i * stride + len(video["name"])) % 5) * 0.25


def evidence_seconds(video, ev):
    """Slide indexes -> [[start, end]] seconds, adjacent slides merged.

    An external video's evidence is already given in seconds.
    """
    if "external" in video:
        return [[float(a), float(b)] for a, b in ev]
    times = segment_times(video)
    out = []
    for i in sorted(set(ev)):
        a, b = times[i]
        if out and abs(out[-1][1] - a) < 1e-6:
            out[-1][1] = b
        else:
            out.append([a, b])
    return [[round(a, 2), round(b, 2)] for a, b in out]


# ---------------------------------------------------------------- questions
def build_questions(videos, seed, errors=None, types=None, strict=False):
    """questions.json records for all videos; raises SystemExit listing every problem found.

    errors: problems already found (e.g. by a set's own structure checks), reported first.
    types: the allowed question_type names (None: any).
    strict: also check that evidence slide indexes exist, that a not-in-video answer has type
    "absent", and that paraphrases come as two distinct rewordings.
    The answer's position among the candidates comes from shuffled blocks of A-D (seeded), so
    it is spread evenly and is the same on every run.
    """
    errors = list(errors or [])
    records = []
    rng = random.Random(seed)  # private, so nothing else that draws numbers moves the answers
    block = []
    for video in videos:
        dur = video_duration(video)
        nseg = len(video.get("segments", []))
        fname = video["name"] + ".mp4"
        for q in video["questions"]:
            qid = "%s-%02d" % (video["name"], q["n"])
            cands = q["cands"]
            ans = q["answer"]
            if types is not None and q["type"] not in types:
                errors.append("%s: unknown question_type %r" % (qid, q["type"]))
            if strict and any(not 0 <= i < nseg for i in q["ev"]):
                errors.append("%s: evidence slide index out of range" % qid)
                continue
            if cands is not None:
                if len(cands) != 4 or len(set(cands)) != 4:
                    errors.append("%s: needs 4 distinct candidates" % qid)
                if ans not in cands:
                    errors.append("%s: answer %r not among candidates" % (qid, ans))
                    continue
                if not block:
                    block = [0, 1, 2, 3]
                    rng.shuffle(block)
                pos = block.pop()
                others = [c for c in cands if c != ans]
                cands = others[:pos] + [ans] + others[pos:]
            ev = evidence_seconds(video, q["ev"])
            if q["type"] == "absent" or ans == ABSENT:
                if ev:
                    errors.append("%s: absent question must have no evidence" % qid)
                if ans != ABSENT:
                    errors.append("%s: absent answer must be %r" % (qid, ABSENT))
                if strict and q["type"] != "absent":
                    errors.append("%s: answer not in video but type is %r" % (qid, q["type"]))
            elif not ev:
                errors.append("%s: evidence missing" % qid)
            for a, b in ev:
                if not (0 <= a < b <= dur + 1e-6):
                    errors.append("%s: evidence %s outside video (%.1f s)" % (qid, (a, b), dur))
            rec = {"id": qid, "video": fname, "question": q["q"], "candidates": cands,
                   "answer": ans, "question_type": q["type"], "evidence": ev}
            records.append(rec)
            paras = q.get("para", [])
            if strict and paras and (len(paras) != 2 or len(set(paras + [q["q"]])) != 3):
                errors.append("%s: paraphrases must be two distinct rewordings" % qid)
            for k, para in enumerate(paras, 1):
                p = dict(rec)
                p["id"] = "%s-p%d" % (qid, k)
                p["question"] = para
                p["paraphrase_of"] = qid
                records.append(p)
    ids = [r["id"] for r in records]
    if len(ids) != len(set(ids)):
        errors.append("duplicate ids")
    if errors:
        raise SystemExit("question check failed:\n  " + "\n  ".join(errors))
    return records


# ---------------------------------------------------------------- slides
_FONTS = {}


def font(size):
    """DejaVu Sans Bold at size px, loaded once per size (slides and layout checks ask often)."""
    from PIL import ImageFont
    if size not in _FONTS:
        _FONTS[size] = ImageFont.truetype(FONT, size)
    return _FONTS[size]


def ink(rgb):
    """Near-black text on a light background, near-white on a dark one."""
    r, g, b = rgb
    return (20, 20, 20) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 250, 250)


def rgb(c):
    """"#rrggbb" -> (r, g, b)."""
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def seg_boxes(seg):
    """A slide's boxes as written in its script: (x, y, w, h, "#colour", text)."""
    return seg.get("boxes", [])


def draw_slide(video, seg, path, boxes=seg_boxes):
    """One slide as a PNG: title over a rule, body lines, coloured boxes, the video's footer.

    boxes: seg -> the boxes to draw (a set may add its own, e.g. the speaker's name).
    """
    from PIL import Image, ImageDraw
    bg = rgb(seg["bg"])
    img = Image.new("RGB", (W, H), bg)
    d = ImageDraw.Draw(img)
    fg = ink(bg)
    d.text((60, 40), seg["title"], font=font(46), fill=fg)
    d.line((60, 108, W - 60, 108), fill=fg, width=3)
    y = 140
    for line in seg["lines"]:
        d.text((70, y), line, font=font(32), fill=fg)
        y += 50
    for (x, by, w, h, col, text) in boxes(seg):
        c = rgb(col)
        d.rectangle((x, by, x + w, by + h), fill=c, outline=fg, width=2)
        ty = by + 12
        for tl in text.split("\n"):
            d.text((x + 14, ty), tl, font=font(28), fill=ink(c))
            ty += 38
    d.text((60, H - 44), video["footer"], font=font(20), fill=fg)
    img.save(path)


def black_slide(path):
    """The silent lead-in frame."""
    from PIL import Image
    Image.new("RGB", (W, H), (0, 0, 0)).save(path)


# ---------------------------------------------------------------- audio
def read_wav(path):
    """Samples of a mono 16-bit wav at SR; anything else is a bug upstream, so assert."""
    with wave.open(path) as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2 and w.getframerate() == SR, path
        a = array.array("h")
        a.frombytes(w.readframes(w.getnframes()))
        return a


def espeak(text, voice, speed, path):
    """Synthesise text with espeak-ng into path and return its samples."""
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", path, text],
                   check=True, capture_output=True)
    return read_wav(path)


def write_audio(video, clips, offset, path):
    """Mix clip i onto silence at slide i's start + offset(video, i); write the video-long mono wav."""
    times = segment_times(video)
    total = times[-1][1]
    pcm = array.array("h", bytes(2 * int(total * SR + SR)))  # a spare second, trimmed when written
    for i, clip in enumerate(clips):
        o = int((times[i][0] + offset(video, i)) * SR)
        pcm[o:o + len(clip)] = clip
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(pcm[:int(total * SR)].tobytes())


# ---------------------------------------------------------------- video
def write_slides(video, tmp, boxes=seg_boxes):
    """Draw the lead-in and all slides into tmp; return an ffmpeg concat list that times them."""
    black_slide(os.path.join(tmp, "lead.png"))
    lines = ["file 'lead.png'", "duration %.3f" % video["lead_in"]]
    for i, seg in enumerate(video["segments"]):
        p = "s%02d.png" % i
        draw_slide(video, seg, os.path.join(tmp, p), boxes)
        lines += ["file '%s'" % p, "duration %.3f" % seg["dur"]]
    # the concat demuxer ignores the last entry's duration unless the file is listed once more
    lines.append("file 's%02d.png'" % (len(video["segments"]) - 1))
    path = os.path.join(tmp, "list.txt")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    return path


def render_video(video, out_dir, narrate, offset, boxes=seg_boxes, threads=None, tmp_prefix="slides"):
    """Render OUT_DIR/<name>.mp4 (H.264 at FPS + mono AAC) and return its path.

    narrate: (video, tmp) -> one clip (samples at SR) per slide; the set's own voices and its own
    check that each clip fits its slide. offset: (video, i) -> seconds into slide i where clip i
    starts. threads: ffmpeg -threads (None: ffmpeg's default, one per core). Work files go into a
    temporary folder named after tmp_prefix, removed afterwards.
    """
    name = video["name"]
    out = os.path.join(out_dir, name + ".mp4")
    tmp = tempfile.mkdtemp(prefix="%s_%s_" % (tmp_prefix, name))
    try:
        clips = narrate(video, tmp)
        wav = os.path.join(tmp, "audio.wav")
        write_audio(video, clips, offset, wav)
        concat = write_slides(video, tmp, boxes)
        cmd = ["ffmpeg", "-v", "error", "-y"]
        if threads is not None:
            cmd += ["-threads", str(threads)]
        cmd += ["-f", "concat", "-safe", "0", "-i", concat, "-i", wav,
                "-vf", "fps=%d,format=yuv420p" % FPS, "-r", str(FPS),
                "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage",
                "-c:a", "aac", "-ac", "1", "-b:a", "64k",
                "-t", "%.3f" % video_duration(video), "-movflags", "+faststart", out]
        subprocess.run(cmd, check=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


# ---------------------------------------------------------------- command line
def parse_args(doc):
    """(args, OUT_DIR, --only NAME or None) of `render.py OUT_DIR [flags]`; OUT_DIR is created.

    Without an OUT_DIR, exits with doc (the renderer's usage).
    """
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        raise SystemExit(doc)
    out_dir = args[0]
    only = args[args.index("--only") + 1] if "--only" in args else None
    os.makedirs(out_dir, exist_ok=True)
    return args, out_dir, only


def write_questions(records, out_dir, ensure_ascii=True):
    """OUT_DIR/questions.json; ensure_ascii=False writes non-ASCII text (e.g. £) as itself."""
    with open(os.path.join(out_dir, "questions.json"), "w") as f:
        json.dump(records, f, indent=1, ensure_ascii=ensure_ascii)


def render_each(videos, out_dir, only, render_video):
    """render_video(video, out_dir) for every video (or only the one named), timing each."""
    for video in videos:
        if only and video["name"] != only:
            continue
        t0 = time.time()
        path = render_video(video, out_dir)
        print("%s  %.1f s video  rendered in %.1f s" % (path, video_duration(video), time.time() - t0))
