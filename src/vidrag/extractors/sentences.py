"""Speech cut into sentences: the unit speech is indexed, retrieved and cited by.

Whisper's segments split sentences anywhere ("Scientists have shown that the concrete pier carries"
| "the suspension cable about 69 times a day.") and often hold several. A question quotes or
paraphrases a sentence (MG2-RAG's sentence pivots), so ASR words are regrouped into sentences, each
timed from its own first and last word. ``reasoning.timeline`` cuts stored speech (subtitle cues,
segments of older indexes) by the same rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

SENTENCE_END = (".", "!", "?")
# Consecutive segments this close, the first not ending a sentence, are one stream of speech.
JOIN_GAP_S = 1.0
# A "sentence" longer than this is ASR that left the sentence ends out: it is cut where its segments end.
MAX_SENTENCE_S = 15.0


@dataclass(frozen=True)
class TimedWord:
    start: float
    end: float
    text: str  # as Whisper writes it, with its leading space


def continues(previous_text: str, gap_s: float, next_text: str) -> bool:
    """Whether speech that ended with ``previous_text`` goes on, ``gap_s`` later, with ``next_text``:
    no sentence end between them, a short gap, and a lower-case start (ASR capitalises a new
    sentence, so a heading such as "Part 5. Ocean Current" is not run into the next one)."""
    return (
        -0.05 <= gap_s <= JOIN_GAP_S
        and not previous_text.rstrip().endswith(SENTENCE_END)
        and next_text.lstrip()[:1].islower()
    )  # fmt: skip


def spoken_sentences(segments: Sequence[Sequence[TimedWord]]) -> list[tuple[float, float, str]]:
    """(start, end, text) of each sentence in consecutive ASR segments (their timed words)."""
    runs: list[list[list[TimedWord]]] = []  # sentences, each as the pieces of the segments it spans
    for segment in segments:
        for k, word in enumerate(segment):
            if not runs:
                runs.append([[word]])
                continue
            current = runs[-1]
            last = current[-1][-1]
            if k == 0 and not continues(last.text, word.start - last.end, word.text):
                runs.append([[word]])
            elif last.text.rstrip().endswith(SENTENCE_END):
                runs.append([[word]])
            elif k == 0:
                current.append([word])
            else:
                current[-1].append(word)
    out = []
    for pieces in runs:
        if pieces[-1][-1].end - pieces[0][0].start > MAX_SENTENCE_S:
            groups = pieces  # cut where its segments end instead
        else:
            groups = [[w for piece in pieces for w in piece]]
        for group in groups:
            text = "".join(w.text for w in group).strip()
            if text:
                out.append((group[0].start, group[-1].end, text))
    return out
