#!/usr/bin/env python3
"""Render the "viewers" evaluation videos and questions.json.

    python3 render.py OUT_DIR                   # videos + questions.json
    python3 render.py OUT_DIR --questions-only  # only questions.json
    python3 render.py OUT_DIR --only cooking    # one video (plus questions.json)

Needs Pillow, ffmpeg and espeak-ng; the phone video also needs the Debian
packages asterisk-core-sounds-en(-wav) for its real recorded prompts.
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
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scripts  # noqa: E402

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
W, H = 1280, 720
SR = 22050
FPS = 2
ABSENT = "not mentioned in the video"
ASTERISK_DIRS = ["/usr/share/asterisk/sounds/en_US_f_Allison", "/usr/share/asterisk/sounds/en"]


# ---------------------------------------------------------------- timing
def segment_times(video):
    """[(start, end)] of each segment, in seconds of the rendered file."""
    t = float(video["lead_in"])
    out = []
    for seg in video["segments"]:
        out.append((t, t + seg["dur"]))
        t += seg["dur"]
    return out


def video_duration(video):
    if "external" in video:
        return video["external_duration"]
    return segment_times(video)[-1][1]


def speech_offset(video, i):
    """narration starts 1.0-2.0 s into a segment (varies per segment)."""
    return 1.0 + ((i * 7 + len(video["name"])) % 5) * 0.25


def evidence_seconds(video, ev):
    if "external" in video:
        return [[float(a), float(b)] for a, b in ev]
    times = segment_times(video)
    idx = sorted(set(ev))
    out = []
    for i in idx:
        a, b = times[i]
        if out and abs(out[-1][1] - a) < 1e-6:
            out[-1][1] = b
        else:
            out.append([a, b])
    return [[round(a, 2), round(b, 2)] for a, b in out]


# ---------------------------------------------------------------- questions
def build_questions():
    records = []
    rng = random.Random(20261125)
    block = []
    errors = []
    for video in scripts.VIDEOS:
        dur = video_duration(video)
        fname = video["name"] + ".mp4"
        for q in video["questions"]:
            qid = "%s-%02d" % (video["name"], q["n"])
            cands = q["cands"]
            ans = q["answer"]
            if cands is not None:
                if len(cands) != 4 or len(set(cands)) != 4:
                    errors.append("%s: needs 4 distinct candidates" % qid)
                if ans not in cands:
                    errors.append("%s: answer %r not among candidates" % (qid, ans))
                    continue
                # even spread of the right answer's position over A-D
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
            elif not ev:
                errors.append("%s: evidence missing" % qid)
            for a, b in ev:
                if not (0 <= a < b <= dur + 1e-6):
                    errors.append("%s: evidence %s outside video (%.1f s)" % (qid, (a, b), dur))
            rec = {"id": qid, "video": fname, "question": q["q"], "candidates": cands,
                   "answer": ans, "question_type": q["type"], "evidence": ev}
            records.append(rec)
            for k, para in enumerate(q.get("para", []), 1):
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
def _font(size):
    from PIL import ImageFont
    return ImageFont.truetype(FONT, size)


def _ink(rgb):
    r, g, b = rgb
    return (20, 20, 20) if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else (250, 250, 250)


def _rgb(c):
    c = c.lstrip("#")
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def draw_slide(video, seg, path):
    from PIL import Image, ImageDraw
    bg = _rgb(seg["bg"])
    img = Image.new("RGB", (W, H), bg)
    d = ImageDraw.Draw(img)
    ink = _ink(bg)
    d.text((60, 40), seg["title"], font=_font(46), fill=ink)
    d.line((60, 108, W - 60, 108), fill=ink, width=3)
    y = 140
    f = _font(32)
    for line in seg["lines"]:
        d.text((70, y), line, font=f, fill=ink)
        y += 50
    for (x, by, w, h, col, text) in seg.get("boxes", []):
        c = _rgb(col)
        d.rectangle((x, by, x + w, by + h), fill=c, outline=ink, width=2)
        ty = by + 12
        for tl in text.split("\n"):
            d.text((x + 14, ty), tl, font=_font(28), fill=_ink(c))
            ty += 38
    d.text((60, H - 44), video["footer"], font=_font(20), fill=ink)
    img.save(path)


def black_slide(path):
    from PIL import Image
    Image.new("RGB", (W, H), (0, 0, 0)).save(path)


# ---------------------------------------------------------------- audio
def read_wav(path):
    with wave.open(path) as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2 and w.getframerate() == SR, path
        a = array.array("h")
        a.frombytes(w.readframes(w.getnframes()))
        return a


def espeak(text, voice, speed, path):
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", path, text],
                   check=True, capture_output=True)
    return read_wav(path)


def asterisk_prompt(name, path):
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
    return read_wav(path)


def segment_audio(video, i, seg, tmp):
    base = os.path.join(tmp, "a%02d" % i)
    if "clips" in seg:  # real recorded prompts, played one after another
        out = array.array("h")
        for k, (name, gap) in enumerate(seg["clips"]):
            out.extend(asterisk_prompt(name, "%s_%d.wav" % (base, k)))
            out.extend(array.array("h", bytes(2 * int(gap * SR))))
        return out
    return espeak(seg["say"], video.get("voice", "en-us"), video.get("speed", 160), base + ".wav")


# ---------------------------------------------------------------- video
def render_video(video, out_dir):
    name = video["name"]
    out = os.path.join(out_dir, name + ".mp4")
    if "external" in video:
        shutil.copyfile(video["external"], out)
        return out
    tmp = tempfile.mkdtemp(prefix="viewers_%s_" % name)
    try:
        times = segment_times(video)
        total = times[-1][1]
        pcm = array.array("h", bytes(2 * int(total * SR + SR)))
        with ThreadPoolExecutor(4) as ex:
            clips = list(ex.map(lambda i: segment_audio(video, i, video["segments"][i], tmp),
                                range(len(video["segments"]))))
        for i, (seg, clip) in enumerate(zip(video["segments"], clips)):
            start = times[i][0] + speech_offset(video, i)
            length = len(clip) / SR
            if start + length > times[i][1] - 0.4:
                raise SystemExit("%s segment %d: narration %.1f s does not fit in %.1f s"
                                 % (name, i, length, seg["dur"]))
            o = int(start * SR)
            pcm[o:o + len(clip)] = clip
        wav = os.path.join(tmp, "audio.wav")
        with wave.open(wav, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(SR)
            w.writeframes(pcm[:int(total * SR)].tobytes())
        black_slide(os.path.join(tmp, "lead.png"))
        lines = ["file 'lead.png'", "duration %.3f" % video["lead_in"]]
        for i, seg in enumerate(video["segments"]):
            p = "s%02d.png" % i
            draw_slide(video, seg, os.path.join(tmp, p))
            lines += ["file '%s'" % p, "duration %.3f" % seg["dur"]]
        lines.append("file 's%02d.png'" % (len(video["segments"]) - 1))
        with open(os.path.join(tmp, "list.txt"), "w") as f:
            f.write("\n".join(lines) + "\n")
        subprocess.run(["ffmpeg", "-v", "error", "-y", "-f", "concat", "-safe", "0",
                        "-i", os.path.join(tmp, "list.txt"), "-i", wav,
                        "-vf", "fps=%d,format=yuv420p" % FPS, "-r", str(FPS),
                        "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage",
                        "-c:a", "aac", "-ac", "1", "-b:a", "64k",
                        "-t", "%.3f" % total, "-movflags", "+faststart", out], check=True)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        raise SystemExit(__doc__)
    out_dir = args[0]
    only = args[args.index("--only") + 1] if "--only" in args else None
    os.makedirs(out_dir, exist_ok=True)
    records = build_questions()
    with open(os.path.join(out_dir, "questions.json"), "w") as f:
        json.dump(records, f, indent=1)
    print("questions.json: %d records" % len(records))
    if "--questions-only" in args:
        return
    for video in scripts.VIDEOS:
        if only and video["name"] != only:
            continue
        t0 = time.time()
        path = render_video(video, out_dir)
        print("%s  %.1f s video  rendered in %.1f s" % (path, video_duration(video), time.time() - t0))


if __name__ == "__main__":
    main()
