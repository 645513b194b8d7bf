"""Speech cut into sentences: the unit speech is indexed, retrieved and cited by.

Whisper's segments split sentences anywhere ("Scientists have shown that the concrete pier carries"
| "the suspension cable about 69 times a day.") and often hold several. A question quotes or
paraphrases a sentence (MG2-RAG's sentence pivots), so ASR words are regrouped into sentences, each
timed from its own first and last word. ``reasoning.timeline`` cuts stored speech (subtitle cues,
segments of older indexes) by the same rules.

Whisper also writes a comma where a sentence ended ("... the elegant engineer, scientists have shown
that ..."), so the pauses cut too: a pause inside a sentence as long as one this speaker made after a
full stop, in the same clip, ends a sentence (see :func:`sentence_end_pause`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from vidrag.text import words

# Part of the ASR cache key: a new way of cutting stores other units for the same words, so clips cached
# under an older one are transcribed again. 2: a pause as long as the speaker's sentence ends cuts. 3: a
# segment that only echoes the end of the one before is dropped.
SENTENCES_VERSION = 3
SENTENCE_END = (".", "!", "?")
# Consecutive segments this close, the first not ending a sentence, are one stream of speech; a longer
# pause inside a segment ends a sentence as well.
JOIN_GAP_S = 1.0
# A "sentence" longer than this is ASR that left the sentence ends out: it is cut where its segments end.
MAX_SENTENCE_S = 15.0
# Whisper stretches a word over the silence after it, so a gap shorter than this after a full stop is no
# measure of the speaker's pause. Measured on the rendered lecture (espeak-ng, Whisper base int8): 4 of its
# 47 full stops show gaps of 0.00 s over 0.25-0.39 s of silence; every other full stop, there and in real
# speech (videogrep's manifesto, auto-editor's example), is followed by at least 0.32 s.
MIN_MEASURED_PAUSE_S = 0.25
# Whisper's word times are steps of 0.02 s: pauses are compared at this precision, so that two equal
# pauses (the same number of steps) compare equal whatever the float arithmetic of the clip's offset.
PAUSE_DECIMALS = 2
# A segment starting at most this long after the one before ends follows it without a breath: Whisper's
# word times are steps of 0.02 s.
ECHO_GAP_S = 0.02
# What a pause cut leaves in place of the comma (or nothing) Whisper wrote: the sentence end it heard, so
# that the stored text is cut again the same way by ``reasoning.timeline``, which reads text only.
_PAUSE_END_MARK = "."
# Words a spoken sentence does not stop on: what follows them completes it.
_NEEDS_MORE = frozenset(
    "a an the by of to with for at in on from into onto about as than and or but nor "
    "my your his her our their is are was were".split()
)


@dataclass(frozen=True)
class TimedWord:
    start: float
    end: float
    text: str  # as Whisper writes it, with its leading space


def _ends_sentence(text: str) -> bool:
    return text.rstrip().endswith(SENTENCE_END)


def _pause(before: TimedWord, after: TimedWord) -> float:
    return round(after.start - before.end, PAUSE_DECIMALS)


def continues(previous_text: str, gap_s: float, next_text: str, *, open_ends_join: bool = False) -> bool:
    """Whether speech that ended with ``previous_text`` goes on, ``gap_s`` later, with ``next_text``:
    no sentence end between them, a short gap, and a lower-case start (ASR capitalises a new
    sentence, so a heading such as "Part 5. Ocean Current" is not run into the next one).
    ``open_ends_join``: text left open on a word that needs what follows (:func:`left_open`) goes
    on whatever the case of the next ("This film was narrated by" | "Ione Castellan."), and so does
    text followed by a number, which has no case to start a sentence with ("The gates open at half
    past" | "8.", cut at a clip's border)."""
    start = next_text.lstrip()[:1]
    return (
        -0.05 <= gap_s <= JOIN_GAP_S
        and not _ends_sentence(previous_text)
        and (start.islower() or open_ends_join and (left_open(previous_text) or start.isdigit()))
    )  # fmt: skip


def left_open(text: str) -> bool:
    """Whether ``text`` stops on a word no sentence ends with: an article, a preposition, a
    conjunction, a possessive or a copula waiting for its complement ("the winner is")."""
    said = words(text)
    return bool(said) and said[-1] in _NEEDS_MORE


def sentence_end_pause(words: Sequence[TimedWord]) -> float:
    """The pause that ends a sentence in this stream of speech, where Whisper wrote no full stop: the
    shortest this speaker made after one of its full stops (at most ``JOIN_GAP_S``).

    A fixed pause cannot tell sentence ends from commas across speakers. Measured with Whisper's word
    times: espeak-ng pauses 0.32-1.06 s between sentences and never inside one, and Whisper wrote a comma
    at four of those ends (0.40-0.54 s); the manifesto's reader pauses 0.44-0.72 s at commas inside
    sentences and 0.62-3.22 s between them. A pause is read against the same speaker's sentence ends: in
    the lecture's clips the shortest is 0.34-0.66 s, in the manifesto's 0.70-1.22 s.
    """
    after_full_stops = [
        pause
        for before, after in zip(words, words[1:], strict=False)
        if _ends_sentence(before.text) and (pause := _pause(before, after)) >= MIN_MEASURED_PAUSE_S
    ]
    return min([*after_full_stops, JOIN_GAP_S])


def said(segment: Sequence[TimedWord]) -> list[str]:
    """A segment's words as :func:`vidrag.text.words` normalises them."""
    return [w for word in segment for w in words(word.text)]


def without_echoes(segments: Sequence[Sequence[TimedWord]]) -> list[Sequence[TimedWord]]:
    """The segments without those that only repeat the words ending the segment before, starting the
    instant it ends: Whisper repeating itself at a window's edge ("... I will say banana." | "banana"
    at 17.00-17.22 s, heard with the portable CPU kernels), not a speaker saying a word again, which
    takes a breath."""
    out: list[Sequence[TimedWord]] = []
    for segment in segments:
        if out and segment and out[-1]:
            before, echo = said(out[-1]), said(segment)
            touching = segment[0].start - out[-1][-1].end <= ECHO_GAP_S
            if touching and len(echo) < len(before) and before[-len(echo) :] == echo:
                continue
        out.append(segment)
    return out


def spoken_sentences(segments: Sequence[Sequence[TimedWord]]) -> list[tuple[float, float, str]]:
    """(start, end, text) of each sentence in one clip's consecutive ASR segments (their timed words)."""
    segments = without_echoes(segments)
    end_pause = sentence_end_pause([w for segment in segments for w in segment])
    runs: list[list[list[TimedWord]]] = []  # sentences, each as the pieces of the segments it spans
    ended_by_pause: set[int] = set()  # the runs a pause ended, not a sentence end Whisper wrote
    for segment in segments:
        for k, word in enumerate(segment):
            if not runs:
                runs.append([[word]])
                continue
            current = runs[-1]
            last = current[-1][-1]
            if k == 0 and not continues(last.text, word.start - last.end, word.text):
                runs.append([[word]])
            elif _ends_sentence(last.text):
                runs.append([[word]])
            elif _pause(last, word) >= end_pause:
                ended_by_pause.add(len(runs) - 1)
                runs.append([[word]])
            elif k == 0:
                current.append([word])
            else:
                current[-1].append(word)
    out = []
    for n, pieces in enumerate(runs):
        if pieces[-1][-1].end - pieces[0][0].start > MAX_SENTENCE_S:
            groups = pieces  # cut where its segments end instead
        else:
            groups = [[w for piece in pieces for w in piece]]
        for g, group in enumerate(groups):
            text = "".join(w.text for w in group).strip()
            if n in ended_by_pause and g == len(groups) - 1:
                text = text.rstrip(",;:-") + _PAUSE_END_MARK
            if text:
                out.append((group[0].start, group[-1].end, text))
    return out
