"""Render test videos with real speech (espeak-ng) and slides (Pillow), assembled by one ffmpeg call.

Benchmarks and end-to-end tests need videos whose spoken and written content is known exactly,
and which can be made offline on any machine in seconds: one PNG per scene (not per frame) and
one WAV for the whole video keep rendering far faster than real time.
"""

from __future__ import annotations

import logging
import os
import random
import re
import shutil
import subprocess
import tempfile
import time
import wave
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

log = logging.getLogger(__name__)

PAUSE_SECONDS = 0.6
DEFAULT_RATE = 22050  # espeak-ng's output rate, used when every scene is silent
_FONT_FILES = ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "DejaVuSans-Bold.ttf")
_MIN_FONT, _MAX_FONT = 28, 40
# Dark backgrounds under white text: high contrast for OCR, and each scene visibly changes the frame.
_BACKGROUNDS = (
    (24, 48, 96), (96, 24, 40), (20, 80, 50), (70, 40, 100), (30, 30, 30),
    (110, 60, 10), (10, 85, 95), (85, 20, 85),
)  # fmt: skip


@dataclass(frozen=True)
class Scene:
    narration: str  # spoken by espeak-ng; "" means silence
    slide: str  # text drawn on the frame ("" = plain background); may contain "\n"
    min_seconds: float = 0  # the scene lasts max(min_seconds, narration length + PAUSE_SECONDS)
    # A WAV of a person saying ``narration`` (real speech), used instead of espeak-ng; all recorded
    # scenes of one video must share one WAV format.
    recording: Path | None = None


@dataclass(frozen=True)
class Utterance:
    """One spoken sentence (rendered) or prompt (recorded) and its exact span in the video."""

    text: str
    start: float
    end: float

    @property
    def words(self) -> int:
        return len(self.text.split())


@dataclass(frozen=True)
class PlacedScene:
    scene: Scene
    start: float
    end: float
    sentences: tuple[Utterance, ...] = ()  # each spoken sentence's exact span (question sets need them)


@dataclass(frozen=True)
class RenderedVideo:
    path: Path
    duration: float
    scenes: list[PlacedScene]

    def placed(self, scene: Scene) -> list[PlacedScene]:
        """Where ``scene`` was placed in the video, every time it was (in order)."""
        return [p for p in self.scenes if p.scene == scene]


def _require(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        raise RuntimeError(
            f"{tool} is not installed (on Debian/Ubuntu: apt-get install {tool}); it is needed to render test videos"
        )
    return found


def _speak(espeak: str, text: str, out: Path, voice: str, wpm: int) -> None:
    # Text goes through stdin so that narration starting with "-" is never read as an option.
    subprocess.run(
        [espeak, "-v", voice, "-s", str(wpm), "-w", str(out), "--stdin"],
        input=text.encode(), check=True, capture_output=True,
    )  # fmt: skip


_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences_of(narration: str) -> list[str]:
    """Split narration where a sentence ends; each sentence is spoken (and timed) on its own."""
    return [part for part in _SENTENCE_END.split(narration.strip()) if part]


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for name in _FONT_FILES:
        try:
            return ImageFont.truetype(name, size)
        except OSError:
            continue
    log.warning("DejaVu Sans Bold not found (apt-get install fonts-dejavu-core); using Pillow's default font")
    return ImageFont.load_default(size)


def _draw_slide(text: str, background: tuple[int, int, int], size: tuple[int, int], out: Path) -> None:
    """Draw centred lines at the largest size in [28, 40] px that fits; 28 px stays OCR-readable."""
    image = Image.new("RGB", size, background)
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if lines:
        draw = ImageDraw.Draw(image)
        width, height = size
        for px in range(_MAX_FONT, _MIN_FONT - 1, -2):
            font = _font(px)
            boxes = [draw.textbbox((0, 0), line, font=font) for line in lines]
            line_h = int(px * 1.4)
            if max(b[2] - b[0] for b in boxes) <= 0.92 * width and line_h * len(lines) <= 0.92 * height:
                break
        else:
            log.warning("slide text overflows %dx%d at %d px: %r", width, height, _MIN_FONT, text)
        y = (height - line_h * len(lines)) / 2 + line_h / 2
        for line in lines:
            draw.text((width / 2, y), line, font=font, fill=(255, 255, 255), anchor="mm")
            y += line_h
    image.save(out)


def _encode(ffmpeg: str, listing: Path, audio: Path, duration: float, out: Path, fps: int) -> None:
    """One ffmpeg call: the concat listing of stills as video, ``audio`` as sound, H.264/AAC MP4."""
    cmd = [
        ffmpeg, "-hide_banner", "-loglevel", "error", "-y",
        "-f", "concat", "-safe", "0", "-i", str(listing), "-i", str(audio),
        "-map", "0:v", "-map", "1:a", "-vf", f"fps={fps},format=yuv420p",
        "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-g", str(fps * 10),
        "-c:a", "aac", "-b:a", "64k", "-t", f"{duration:.6f}", "-movflags", "+faststart", str(out),
    ]  # fmt: skip
    result = subprocess.run(cmd, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"ffmpeg failed to render {out}: {result.stderr.strip()[-2000:]}")


def video_from_audio(audio: Path, slide: str, out: Path, *, size: tuple[int, int] = (640, 360), fps: int = 5) -> float:
    """Mux recorded speech (a WAV) under one still slide into an MP4 at ``out``; returns its duration."""
    ffmpeg = _require("ffmpeg")
    with wave.open(str(audio), "rb") as src:
        duration = src.getnframes() / src.getframerate()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="vidrag-render-") as tmp:
        work = Path(tmp)
        _draw_slide(slide, _BACKGROUNDS[0], size, work / "slide.png")
        listing = work / "slides.txt"
        listing.write_text(f"file 'slide.png'\nduration {duration:.6f}\nfile 'slide.png'\n")
        _encode(ffmpeg, listing, audio, duration, out, fps)
    return duration


def spoken_parts(scene: Scene) -> list[str]:
    """What is heard in ``scene``, in order: each sentence apart (espeak-ng speaks them one by one,
    so each gets its exact time), or the whole narration of a recording."""
    return [scene.narration] if scene.recording is not None else sentences_of(scene.narration)


def render_video(
    scenes: Sequence[Scene],
    out: Path,
    *,
    size: tuple[int, int] = (640, 360),
    fps: int = 5,
    voice: str = "en-us",
    words_per_minute: int = 160,
) -> RenderedVideo:
    """Render ``scenes`` to an H.264/AAC MP4 at ``out`` and return where each scene lies in it."""
    if not scenes:
        raise ValueError("render_video needs at least one scene")
    espeak, ffmpeg = _require("espeak-ng"), _require("ffmpeg")
    t0 = time.perf_counter()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="vidrag-render-") as tmp:
        work = Path(tmp)
        speech = {
            (i, j): s.recording if s.recording is not None else work / f"speech{i:04d}-{j:02d}.wav"
            for i, s in enumerate(scenes)
            for j, _ in enumerate(spoken_parts(s))
        }
        with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
            jobs = [
                pool.submit(_speak, espeak, spoken_parts(scenes[i])[j], p, voice, words_per_minute)
                for (i, j), p in speech.items()
                if scenes[i].recording is None
            ]
            jobs += [
                pool.submit(_draw_slide, s.slide, _BACKGROUNDS[i % len(_BACKGROUNDS)], size, work / f"slide{i:04d}.png")
                for i, s in enumerate(scenes)
            ]
            for job in jobs:
                job.result()

        # Concatenate speech + silence into one WAV; times come from sample counts, so they are exact.
        audio_path = work / "audio.wav"
        placed: list[PlacedScene] = []
        channels, width, rate = 1, 2, DEFAULT_RATE
        if speech:
            with wave.open(str(next(iter(speech.values()))), "rb") as first:
                channels, width, rate = first.getnchannels(), first.getsampwidth(), first.getframerate()
        bytes_per_sample = channels * width
        samples_done = 0
        with wave.open(str(audio_path), "wb") as dst:
            dst.setnchannels(channels)
            dst.setsampwidth(width)
            dst.setframerate(rate)
            for i, scene in enumerate(scenes):
                frames = b""
                timed: list[Utterance] = []
                for j, text in enumerate(spoken_parts(scene)):
                    with wave.open(str(speech[i, j]), "rb") as src:
                        if (src.getnchannels(), src.getsampwidth(), src.getframerate()) != (channels, width, rate):
                            raise RuntimeError(
                                f"{speech[i, j].name}: WAV format differs from the video's first speech: {src.getparams()}"
                            )
                        said = src.readframes(src.getnframes())
                    start = samples_done + len(frames) // bytes_per_sample
                    timed.append(Utterance(text, start / rate, (start + len(said) // bytes_per_sample) / rate))
                    frames += said
                spoken = len(frames) // bytes_per_sample
                n = max(round(scene.min_seconds * rate), spoken + round(PAUSE_SECONDS * rate))
                dst.writeframes(frames + b"\0" * ((n - spoken) * bytes_per_sample))
                placed.append(PlacedScene(scene, samples_done / rate, (samples_done + n) / rate, tuple(timed)))
                samples_done += n
        duration = placed[-1].end

        # Concat demuxer of stills: the last file is repeated so that its duration is honoured.
        listing = work / "slides.txt"
        entries = [f"file 'slide{i:04d}.png'\nduration {p.end - p.start:.6f}\n" for i, p in enumerate(placed)]
        listing.write_text("".join(entries) + f"file 'slide{len(placed) - 1:04d}.png'\n")
        _encode(ffmpeg, listing, audio_path, duration, out, fps)
    log.info("rendered %s: %d scenes, %.1f s of video in %.1f s", out, len(scenes), duration, time.perf_counter() - t0)
    return RenderedVideo(out, duration, placed)


# -- lecture content ----------------------------------------------------------------------------
# Each topic: title, nouns (subjects/objects), verbs, adjectives. Sentences are templates over these.
_TOPICS: tuple[tuple[str, tuple[str, ...], tuple[str, ...], tuple[str, ...]], ...] = (
    (
        "Volcanoes",
        ("magma", "lava", "crater", "ash cloud", "tectonic plate", "vent"),
        ("pushes", "cools", "erupts through", "covers", "reshapes"),
        ("molten", "ancient", "active", "basaltic"),
    ),
    (
        "Honey Bees",
        ("worker bee", "queen", "hive", "nectar", "pollen", "honeycomb"),
        ("collects", "guards", "builds", "feeds", "dances toward"),
        ("busy", "golden", "waxy", "sweet"),
    ),
    (
        "Steam Railways",
        ("locomotive", "boiler", "piston", "coal tender", "signal box", "viaduct"),
        ("drives", "heats", "crosses", "pulls", "controls"),
        ("iron", "noisy", "powerful", "Victorian"),
    ),
    (
        "Ocean Currents",
        ("gulf stream", "salt water", "trade wind", "cold current", "plankton", "coastline"),
        ("carries", "warms", "mixes", "feeds", "circles"),
        ("deep", "salty", "warm", "global"),
    ),
    (
        "Bread Baking",
        ("yeast", "flour", "dough", "oven", "crust", "sourdough starter"),
        ("ferments", "rises in", "bakes", "softens", "flavours"),
        ("crusty", "wholemeal", "fresh", "golden"),
    ),
    (
        "Planets",
        ("Jupiter", "Mars", "asteroid belt", "orbit", "moon", "telescope"),
        ("circles", "reflects", "attracts", "reveals", "crosses"),
        ("distant", "rocky", "gaseous", "frozen"),
    ),
    (
        "Forests",
        ("oak tree", "fungus", "canopy", "leaf litter", "woodpecker", "root system"),
        ("shelters", "absorbs", "recycles", "shades", "connects"),
        ("tall", "damp", "evergreen", "quiet"),
    ),
    (
        "Bridges",
        ("suspension cable", "arch", "steel beam", "concrete pier", "river", "engineer"),
        ("supports", "spans", "carries", "tests", "strengthens"),
        ("long", "sturdy", "elegant", "modern"),
    ),
)
_TEMPLATES = (
    "The {adj} {n1} {verb} the {n2}.",
    "In this part we see how the {n1} {verb} the {adj} {n2}.",
    "Remember that every {n1} {verb} a {adj} {n2} sooner or later.",
    "Scientists have shown that the {n1} {verb} the {n2} about {num} times a day.",
    "A {adj} {n1} usually {verb} the nearby {n2}.",
)


def _sentence(rng: random.Random, nouns: Sequence[str], verbs: Sequence[str], adjs: Sequence[str]) -> str:
    n1, n2 = rng.sample(list(nouns), 2)
    return rng.choice(_TEMPLATES).format(
        n1=n1, n2=n2, verb=rng.choice(verbs), adj=rng.choice(adjs), num=rng.randint(2, 90)
    )


def lecture_topics() -> dict[str, tuple[str, ...]]:
    """Each lecture topic's title and the nouns its sentences use (what a question can count or order)."""
    return {title: nouns for title, nouns, _, _ in _TOPICS}


def lecture_scenes(minutes: float, seed: int = 0) -> list[Scene]:
    """A deterministic multi-topic lecture lasting about ``minutes`` at 160 words per minute.

    Each topic opens with a title slide, then 2-4 narrated scenes whose slides show the topic and
    a few key words from the narration, so both ASR and OCR have content tied to moments.
    """
    rng = random.Random(seed)
    order = list(range(len(_TOPICS)))
    rng.shuffle(order)
    scenes: list[Scene] = []
    seconds = 0.0
    part = 0
    while seconds < minutes * 60:
        title, nouns, verbs, adjs = _TOPICS[order[part % len(order)]]
        part += 1
        intro = f"Part {part}. {title}."
        scenes.append(Scene(intro, f"Part {part}\n{title}", min_seconds=3.0))
        seconds += max(3.0, len(intro.split()) / 160 * 60 + PAUSE_SECONDS)
        for _ in range(rng.randint(2, 4)):
            if seconds >= minutes * 60:
                break
            text = " ".join(_sentence(rng, nouns, verbs, adjs) for _ in range(rng.randint(2, 3)))
            mentioned = [n for n in nouns if n in text] or list(nouns)
            keywords = rng.sample(mentioned, k=min(2, len(mentioned)))
            scenes.append(Scene(text, "\n".join([title, *(k.capitalize() for k in keywords)])))
            seconds += len(text.split()) / 160 * 60 + PAUSE_SECONDS
    return scenes


# Six 30-second scenes, one per clip at the default clip length, about people and objects that
# recur: graph and strategy tests know which clips share an entity and when each fact is stated.
STORY_SCENES = (
    Scene(
        "Albert Einstein worked in an office in Bern. He wrote his papers at a wooden desk.", "Patent office\nBern", 30
    ),
    Scene("The red bicycle stands in the garden. Tom repairs the red bicycle every summer.", "The garden", 30),
    Scene("Isaac Newton watched an apple fall from a tree in his garden in England.", "Physics\nIsaac Newton", 30),
    Scene("Albert Einstein won the Nobel Prize in physics in nineteen twenty one.", "Nobel Prize", 30),
    Scene("", "Red bicycle for sale\nAsk Tom", 30),
    Scene("Isaac Newton wrote the Principia at Cambridge. Albert Einstein admired Isaac Newton.", "Cambridge", 30),
)


def story_scenes() -> list[Scene]:
    """The recurring-entities story: scene i fills [30 i, 30 i + 30) seconds."""
    return list(STORY_SCENES)


# Questions about the story in vidrag's dataset format: one per kind the strategies must handle.
STORY_QUESTIONS = (
    {"id": "speech", "video": "story.mp4", "question": "Who repairs the red bicycle every summer?",
     "candidates": ["Isaac Newton", "Tom", "Albert Einstein", "nobody"], "answer": "Tom",
     "question_type": "speech", "evidence": [[30, 60]]},
    {"id": "screen", "video": "story.mp4", "question": "Which item is offered for sale on the sign?",
     "candidates": ["a desk", "an apple", "a car", "a red bicycle"], "answer": "a red bicycle",
     "question_type": "on-screen", "evidence": [[120, 150]]},
    {"id": "order", "video": "story.mp4", "question": "Which place is mentioned first?",
     "candidates": ["Cambridge", "Bern", "Stockholm", "England"], "answer": "Bern",
     "question_type": "order", "evidence": [[0, 30]]},
    {"id": "counting", "video": "story.mp4", "question": "In how many scenes is Albert Einstein mentioned?",
     "candidates": ["1", "2", "3", "5"], "answer": "3", "question_type": "counting",
     "evidence": [[0, 30], [90, 120], [150, 180]]},
    {"id": "begin", "video": "story.mp4", "question": "Which city is mentioned at the beginning of the video?",
     "candidates": ["Bern", "Cambridge", "Stockholm", "Paris"], "answer": "Bern",
     "question_type": "begin", "evidence": [[0, 30]]},
    {"id": "end", "video": "story.mp4", "question": "Whom does Albert Einstein admire, as said at the end of the video?",
     "candidates": ["Tom", "Isaac Newton", "himself", "nobody"], "answer": "Isaac Newton",
     "question_type": "end", "evidence": [[150, 180]]},
)  # fmt: skip


# -- a lecture whose sentences are moments ------------------------------------------------------
def lecture_moment_set(minutes: float, seed: int = 0, video: str = "lecture.mp4") -> tuple[list[Scene], list[dict]]:
    """A lecture of one sentence per scene, and one question per sentence that no other sentence
    shares its subject, verb and object with: alternately quoting the sentence (in double quotes)
    or paraphrasing it (its subject, verb and object in a question, without its other words). The
    evidence of a question is its sentence's scene; the times are filled in by :func:`place_questions`."""
    rng = random.Random(seed)
    order = list(range(len(_TOPICS)))
    rng.shuffle(order)
    scenes: list[Scene] = []
    keys: list[tuple[str, str, str] | None] = []
    seconds, part = 0.0, 0
    while seconds < minutes * 60:
        title, nouns, verbs, adjs = _TOPICS[order[part % len(order)]]
        part += 1
        scenes.append(Scene(f"Part {part}. {title}.", f"Part {part}\n{title}", min_seconds=3.0))
        keys.append(None)
        seconds += 3.0
        for _ in range(rng.randint(4, 7)):
            n1, n2 = rng.sample(list(nouns), 2)
            verb, adj = rng.choice(verbs), rng.choice(adjs)
            sentence = rng.choice(_TEMPLATES).format(n1=n1, n2=n2, verb=verb, adj=adj, num=rng.randint(2, 90))
            scenes.append(Scene(sentence, title))
            keys.append((n1, verb, n2))
            seconds += len(sentence.split()) / 160 * 60 + PAUSE_SECONDS
    counts: dict[tuple[str, str, str], int] = {}
    for key in keys:
        if key:
            counts[key] = counts.get(key, 0) + 1
    questions: list[dict[str, Any]] = []
    for i, (scene, key) in enumerate(zip(scenes, keys, strict=True)):
        if key is None or counts[key] > 1:
            continue
        n1, verb, n2 = key
        quote = len(questions) % 2 == 0
        asked = (
            f'When does the lecturer say "{scene.narration.rstrip(".")}"?' if quote
            else f"At what point is it explained that the {n1} {verb} the {n2}?"
        )  # fmt: skip
        questions.append({
            "id": f"sentence-{i:03d}", "video": video, "question": asked, "answer": scene.narration,
            "question_type": "quote" if quote else "paraphrase", "scene": i,
        })  # fmt: skip
    return scenes, questions


def place_questions(questions: list[dict], rendered: RenderedVideo) -> list[dict]:
    """The questions in vidrag's dataset format, each with its sentence's time as evidence."""
    placed = []
    for q in questions:
        scene = rendered.scenes[q["scene"]]
        placed.append(
            {k: v for k, v in q.items() if k != "scene"} | {"evidence": [[round(scene.start, 3), round(scene.end, 3)]]}
        )
    return placed
