"""Real recorded speech with a known timeline: Debian's Asterisk voice prompts concatenated into tracks.

``asterisk-core-sounds-en-wav`` holds 568 WAV prompts recorded by one speaker (Allison Smith) and
``asterisk-core-sounds-en`` ships their exact texts, so a track made of prompts laid end to end
knows what is said at every second, from sample counts. Prompts are grouped into topic blocks
(voicemail, conference calls, ...) so that a stretch of a track is "about" something.
"""

from __future__ import annotations

import gzip
import random
import re
import wave
from dataclasses import dataclass
from pathlib import Path

from vidrag.testing.render import PAUSE_SECONDS, Utterance, video_from_audio
from vidrag.errors import VidragError

SOUNDS_DIR = Path("/usr/share/asterisk/sounds/en_US_f_Allison")
TEXTS_FILE = Path("/usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz")
INSTALL_HINT = "apt-get install asterisk-core-sounds-en asterisk-core-sounds-en-wav"

# A prompt's topic from its file-name prefix; prompts without one fill untitled blocks.
TOPIC_OF_PREFIX = {
    "vm": "voicemail", "conf": "conference calls", "confbridge": "conference calls",
    "demo": "the Asterisk demonstration", "dir": "the company directory", "queue": "call queues",
    "priv": "call screening", "privacy": "call screening", "agent": "agent login",
}  # fmt: skip
TOPICS = tuple(dict.fromkeys(TOPIC_OF_PREFIX.values()))
# A block is at most this long, so that a big topic (voicemail: 5.6 min) spreads over tracks and a
# track holds several topics.
BLOCK_SECONDS = 150.0


_NOTE = re.compile(r"\([^)]*\)")  # the texts file's transcriber notes: "(simple tone sound plays)"


@dataclass(frozen=True)
class Prompt:
    name: str
    text: str
    path: Path
    seconds: float

    @property
    def topic(self) -> str | None:
        return TOPIC_OF_PREFIX.get(re.split(r"[-_]", self.name)[0])


@dataclass(frozen=True)
class PromptBlock:
    topic: str | None
    prompts: tuple[Prompt, ...]


@dataclass(frozen=True)
class PromptTrack:
    path: Path
    duration: float
    placed: list[Utterance]  # each prompt's text where it is said
    blocks: list[tuple[str | None, float, float]]  # (topic, start, end) in track order


def prompt_catalogue(sounds: Path = SOUNDS_DIR, texts: Path = TEXTS_FILE) -> list[Prompt]:
    """Every top-level spoken prompt with its text (tones, silences and the digits/letters folders left out)."""
    if not sounds.is_dir() or not texts.is_file():
        raise VidragError(f"the Asterisk prompts are not installed ({sounds}, {texts}): {INSTALL_HINT}")
    prompts = []
    with gzip.open(texts, "rt", encoding="utf-8") as lines:
        for line in lines:
            name, sep, text = line.partition(":")
            name, text = name.strip(), " ".join(_NOTE.sub("", text).split())
            if not sep or line.startswith(";") or "/" in name or not text or text.startswith("["):
                continue
            path = sounds / f"{name}.wav"
            if not path.is_file():
                continue
            with wave.open(str(path), "rb") as src:
                prompts.append(Prompt(name, text, path, src.getnframes() / src.getframerate()))
    return prompts


def _blocks(prompts: list[Prompt]) -> list[PromptBlock]:
    """Prompts of one topic, in name order, cut into blocks of at most BLOCK_SECONDS."""
    by_topic: dict[str | None, list[Prompt]] = {}
    for p in sorted(prompts, key=lambda p: p.name):
        by_topic.setdefault(p.topic, []).append(p)
    blocks = []
    for topic, members in by_topic.items():
        current: list[Prompt] = []
        for p in members:
            if current and sum(q.seconds + PAUSE_SECONDS for q in current) + p.seconds > BLOCK_SECONDS:
                blocks.append(PromptBlock(topic, tuple(current)))
                current = []
            current.append(p)
        blocks.append(PromptBlock(topic, tuple(current)))
    return blocks


def plan_tracks(prompts: list[Prompt], count: int, minutes: float, seed: int) -> list[list[PromptBlock]]:
    """Deal shuffled blocks into ``count`` tracks of at least ``minutes`` each (no prompt used twice)."""
    blocks = _blocks(prompts)
    random.Random(seed).shuffle(blocks)
    tracks: list[list[PromptBlock]] = []
    current: list[PromptBlock] = []
    for block in blocks:
        if len(tracks) == count:
            break
        current.append(block)
        if sum(p.seconds + PAUSE_SECONDS for b in current for p in b.prompts) >= minutes * 60:
            tracks.append(current)
            current = []
    if len(tracks) < count:
        total = sum(p.seconds for p in prompts) / 60
        raise VidragError(
            f"{total:.1f} min of prompts cannot fill {count} tracks of {minutes:g} min: ask for fewer or shorter tracks"
        )
    return tracks


def render_track(blocks: list[PromptBlock], out: Path, title: str) -> PromptTrack:
    """Concatenate the blocks' WAVs with PAUSE_SECONDS between prompts, under one still slide."""
    placed: list[Utterance] = []
    spans: list[tuple[str | None, float, float]] = []
    wav = out.with_suffix(".wav")
    out.parent.mkdir(parents=True, exist_ok=True)
    samples = 0
    with wave.open(str(wav), "wb") as dst:
        for block in blocks:
            block_start = samples
            for prompt in block.prompts:
                with wave.open(str(prompt.path), "rb") as src:
                    if not placed and samples == 0:
                        dst.setparams(src.getparams())
                    elif (src.getnchannels(), src.getsampwidth(), src.getframerate()) != (
                        dst.getnchannels(), dst.getsampwidth(), dst.getframerate()
                    ):  # fmt: skip
                        raise VidragError(f"{prompt.path}: its WAV format differs from the other prompts'")
                    frames = src.readframes(src.getnframes())
                    rate, width = src.getframerate(), src.getsampwidth() * src.getnchannels()
                n = len(frames) // width
                placed.append(Utterance(prompt.text, samples / rate, (samples + n) / rate))
                pause = round(PAUSE_SECONDS * rate)
                dst.writeframes(frames + b"\0" * (pause * width))
                samples += n + pause
            spans.append((block.topic, block_start / rate, samples / rate))
    try:
        duration = video_from_audio(wav, title, out)
    finally:
        wav.unlink()
    return PromptTrack(out, duration, placed, spans)
