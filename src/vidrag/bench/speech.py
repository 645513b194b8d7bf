"""Real recorded speech with its exact text: Debian's Asterisk voice prompts made into a video track.

Debian's ``asterisk-core-sounds-en-wav`` holds 568 prompts read by one professional speaker, and
``asterisk-core-sounds-en`` the exact text of each (core-sounds-en.txt.gz). Concatenated, they give a
long track of real speech whose words are known, for word error rate and for the speed of ASR on
speech that is not espeak-ng's.
"""

from __future__ import annotations

import gzip
import random
import re
import wave
from dataclasses import dataclass
from pathlib import Path

from vidrag.testing.render import PAUSE_SECONDS, Scene
from vidrag.text import words

PROMPTS_TEXT = Path("/usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz")
PROMPTS_DIR = Path("/usr/share/asterisk/sounds/en")
INSTALL_HINT = "apt-get install asterisk-core-sounds-en asterisk-core-sounds-en-wav"
_NOT_SPOKEN = re.compile(r"\[[^\]]*\]")  # "[ascending tones]", "at [@]": descriptions, not words


@dataclass(frozen=True)
class Prompt:
    name: str
    text: str
    wav: Path


def asterisk_prompts(text_file: Path = PROMPTS_TEXT, sounds: Path = PROMPTS_DIR) -> list[Prompt]:
    """The top-level prompts (whole phrases, not the single digits and letters) that have a WAV and spoken words."""
    if not text_file.is_file() or not sounds.is_dir():
        raise FileNotFoundError(f"the Asterisk prompts are not installed ({INSTALL_HINT})")
    prompts = []
    with gzip.open(text_file, "rt", encoding="utf-8", errors="replace") as lines:
        for line in lines:
            name, sep, text = line.partition(": ")
            if line.startswith(";") or not sep or "/" in name:
                continue
            spoken = " ".join(_NOT_SPOKEN.sub(" ", text).split())
            wav = sounds / f"{name.strip()}.wav"
            if words(spoken) and wav.is_file():
                prompts.append(Prompt(name.strip(), spoken, wav))
    return prompts


def speech_scenes(minutes: float, seed: int = 0, prompts: list[Prompt] | None = None) -> list[Scene]:
    """About ``minutes`` of prompts in a seeded order, one scene each over a plain background (no on-screen text)."""
    pool = list(prompts if prompts is not None else asterisk_prompts())
    random.Random(seed).shuffle(pool)
    scenes: list[Scene] = []
    seconds = 0.0
    for prompt in pool:
        if seconds >= minutes * 60:
            break
        scenes.append(Scene(prompt.text, "", recording=prompt.wav))
        seconds += _wav_seconds(prompt.wav) + PAUSE_SECONDS
    if seconds < minutes * 60:
        raise ValueError(f"the prompts last {seconds / 60:.1f} minutes, fewer than the {minutes:g} asked for")
    return scenes


def _wav_seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / wav.getframerate()


def word_error_rate(reference: str, hypothesis: str) -> float:
    """Word-level edit distance over the reference's length, after :func:`vidrag.text.words`
    (lower case, number words as digits, punctuation dropped), so "press one" and "Press 1." agree."""
    ref, hyp = words(reference), words(hypothesis)
    if not ref:
        raise ValueError(f"the reference has no words: {reference!r}")
    previous = list(range(len(hyp) + 1))
    for i, r in enumerate(ref, 1):
        current = [i] + [0] * len(hyp)
        for j, h in enumerate(hyp, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (r != h))
        previous = current
    return previous[-1] / len(ref)
