"""Timeline operators: questions about when, how often and in what order, answered by reading every
time-stamped unit of a video (ASR segments, subtitle cues, OCR lines), not by asking the LLM.

A phrase matches a unit lexically (its content words, fuzzily, numbers as digits: rapidfuzz over
:func:`vidrag.text.words`) and semantically (the unit's stored embedding). Counting
reads the whole video, not the top clips, as Vgent's counting sub-queries do over every candidate
clip (its section 3.3); occurrences that overlap in time (a slide shown for several OCR samples,
the same sentence stored in two clips) are one occurrence. Every operator returns the moments that
prove its result.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any

import numpy as np
from rapidfuzz import fuzz, process

from vidrag.config import AnswerSettings
from vidrag.embedding import Embedder
from vidrag.retrieval.base import Moment
from vidrag.text import words
from vidrag.store.base import ClipRecord, Store, TextRecord, VideoRecord

_SPEECH = ("asr", "subtitle")
# Fuzzy word match: 85 lets ASR spelling variants meet ("Einstein" / "Einstien") but not other words.
_WORD_MATCH = 85
_PHRASE_MIN_CHARS = 8  # a whole phrase is matched fuzzily only when one slip is a small share of it


@lru_cache(maxsize=1)
def stop_words() -> frozenset[str]:
    from spacy.lang.en.stop_words import STOP_WORDS  # a word list only; no pipeline is loaded

    return frozenset(STOP_WORDS)


def content_words(text: str) -> list[str]:
    """The normalised words of ``text`` that carry meaning (stop words out, numbers kept)."""
    stops = stop_words()
    found = [w for w in words(text) if w not in stops and (len(w) > 1 or w.isdigit())]
    return list(dict.fromkeys(found))


def lexical_match(phrase_words: Sequence[str], unit_words: Sequence[str]) -> float:
    """The share of ``phrase_words`` found in ``unit_words`` (exactly, or fuzzily for words of 4+ letters)."""
    if not phrase_words or not unit_words:
        return 0.0
    present = list(dict.fromkeys(unit_words))
    hits = 0
    for word in phrase_words:
        if word in unit_words or (
            len(word) >= 4 and process.extractOne(word, present, scorer=fuzz.ratio, score_cutoff=_WORD_MATCH)
        ):
            hits += 1
    return hits / len(phrase_words)


@dataclass(frozen=True)
class Unit:
    video: VideoRecord
    clip: ClipRecord
    record: TextRecord

    @property
    def speech(self) -> bool:
        return self.record.source in _SPEECH


@dataclass
class Match:
    """How well one phrase matches each unit of a timeline."""

    lexical: np.ndarray
    semantic: np.ndarray

    @property
    def combined(self) -> np.ndarray:
        return 0.5 * self.lexical + 0.5 * np.clip(self.semantic, 0.0, 1.0)


@dataclass
class TimelineResult:
    """An operator's answer (``value``) and the moments that prove it, best first."""

    operation: str
    moments: list[Moment]
    value: Any = None
    detail: dict[str, Any] = field(default_factory=dict)

    def to_trace(self) -> dict[str, Any]:
        return {
            "operation": self.operation,
            "value": self.value,
            "moments": [[m.video.name, m.start, m.end, m.unit.text[:80]] for m in self.moments],
            **self.detail,
        }


class Timeline:
    """Every text unit of ``videos``, in time order, with the matching the operators share."""

    def __init__(self, store: Store, embedder: Embedder, videos: Sequence[VideoRecord], settings: AnswerSettings):
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.units: list[Unit] = []
        for video in videos:
            clips = store.clips(video.id)
            texts = store.texts_of_clips([c.id for c in clips])
            seen: set[tuple[str, float, float, str]] = set()
            units = []
            for clip in clips:
                for text in texts.get(clip.id, []):
                    key = (text.source, text.start, text.end, text.text)
                    if key not in seen:  # a unit stored with two clips is one unit
                        seen.add(key)
                        units.append(Unit(video, clip, text))
            units.sort(key=lambda u: (u.record.start, u.record.end, u.record.id))
            self.units.extend(units)
        self._words = [words(u.record.text) for u in self.units]

    def __len__(self) -> int:
        return len(self.units)

    @cached_property
    def vectors(self) -> np.ndarray:
        return self.store.text_vectors([u.record.id for u in self.units]) if self.units else np.zeros((0, 1))

    def match(self, phrase: str) -> Match:
        """Lexical: the share of the phrase's content words in the unit, or 1 when the whole phrase is
        there with a slip of the ear ("grass bell" for "brass bell"); semantic: cosine similarity."""
        targets = content_words(phrase) or words(phrase)
        whole = " ".join(words(phrase))
        # partial_ratio aligns the shorter string inside the longer one: the phrase is looked for in the
        # unit only, never a short unit ("A") inside the phrase, which would match any phrase holding it.
        lexical = np.array([
            1.0 if len(whole) >= _PHRASE_MIN_CHARS and len(text := " ".join(w)) >= len(whole) and fuzz.partial_ratio(whole, text) >= _WORD_MATCH
            else lexical_match(targets, w)
            for w in self._words
        ], dtype=np.float32)  # fmt: skip
        if not self.units:
            return Match(lexical, lexical)
        vector = self.embedder.embed([phrase])[0]
        return Match(lexical, (self.vectors @ vector).astype(np.float32))

    def moment(self, i: int, score: float) -> Moment:
        """Unit ``i`` as a moment, with the units of the same video next to it as context."""
        unit = self.units[i]
        same = lambda j: 0 <= j < len(self.units) and self.units[j].video.id == unit.video.id  # noqa: E731
        return Moment(
            unit.video, unit.clip.id, unit.record, round(float(score), 4),
            self.units[i - 1].record if same(i - 1) else None, self.units[i + 1].record if same(i + 1) else None,
        )  # fmt: skip

    # -- operators -------------------------------------------------------------------------------
    def rank(self, phrase: str, limit: int, clip_ids: set[int] | None = None) -> list[Moment]:
        """The units that best match ``phrase`` (only those of ``clip_ids``, if given), best first."""
        scores = self.match(phrase).combined
        order = [int(i) for i in np.argsort(-scores, kind="stable") if clip_ids is None or self.units[i].clip.id in clip_ids]
        return [self.moment(i, scores[i]) for i in order[:limit]]

    def locate(self, phrase: str) -> TimelineResult:
        """Where ``phrase`` is said or shown: the best-matching unit."""
        best = self.rank(phrase, 3)
        return TimelineResult("locate", best[:1], best[0].start if best else None, {"anchor": phrase})

    def relative(self, anchor: str, direction: str) -> TimelineResult:
        """What comes right after (or just before) ``anchor``: the next units of the same kind (speech
        after speech, screen after screen), then the anchor itself for context."""
        scores = self.match(anchor).combined
        if not len(scores):
            return TimelineResult(direction, [], None, {"anchor": anchor})
        i = int(scores.argmax())
        here = self.units[i]
        step = 1 if direction == "after" else -1
        found: list[Moment] = []
        j = i + step
        while 0 <= j < len(self.units) and len(found) < self.settings.relative_units:
            other = self.units[j]
            if other.video.id != here.video.id:
                break
            if other.speech == here.speech and other.record.text != here.record.text:
                found.append(self.moment(j, scores[i]))
            j += step
        anchor_moment = self.moment(i, scores[i])
        value = found[0].unit.text if found else None
        return TimelineResult(direction, [*found, anchor_moment], value, {"anchor": anchor, "anchor_at": here.record.start})

    def occurrences(self, phrase: str, *, said_first: bool = False) -> tuple[list[list[int]], str]:
        """Groups of unit indices, one group per distinct occurrence of ``phrase`` in time order, and
        how they were found: every content word present, else semantic similarity.

        ``said_first`` (counting): when the phrase is said at all, only speech counts. A slide that
        names it stays up while the speaker says it again, and would merge those times into one."""
        match = self.match(phrase)
        hits = [i for i in range(len(self.units)) if match.lexical[i] >= 1.0]
        how = "words"
        if not hits:
            hits = [i for i in range(len(self.units)) if match.semantic[i] >= self.settings.occurrence_similarity]
            how = "similarity"
        if said_first and any(self.units[i].speech for i in hits):
            hits = [i for i in hits if self.units[i].speech]
            how += ", speech"
        groups: list[list[int]] = []
        ends: list[float] = []
        for i in sorted(hits, key=lambda k: (self.units[k].video.id, self.units[k].record.start)):
            unit = self.units[i]
            last = groups[-1][-1] if groups else None
            if (
                last is not None and self.units[last].video.id == unit.video.id
                and unit.record.start <= ends[-1] + (self.settings.merge_gap_s if not unit.speech else 0.0)
            ):  # fmt: skip
                groups[-1].append(i)  # the same occurrence: overlapping, or a screen text still shown
                ends[-1] = max(ends[-1], unit.record.end)
            else:
                groups.append([i])
                ends.append(unit.record.end)
        return groups, how

    def when(self, i: int, phrase: str) -> float:
        """When ``phrase`` is said in unit ``i``: a speech unit's words are spread evenly over its
        time, so two events in one sentence keep their order; screen text is shown all at once."""
        unit = self.units[i]
        said = self._words[i]
        targets = set(content_words(phrase) or words(phrase))
        at = next((k for k, w in enumerate(said) if w in targets), 0)
        if not unit.speech or len(said) < 2:
            return unit.record.start
        return unit.record.start + (unit.record.end - unit.record.start) * at / len(said)

    def count(self, phrase: str) -> TimelineResult:
        """How many distinct times ``phrase`` is said (or, never said, shown), over the whole video."""
        groups, how = self.occurrences(phrase, said_first=True)
        moments = [self.moment(g[0], 1.0) for g in groups]
        return TimelineResult("count", moments, len(groups), {"event": phrase, "matched_by": how})

    def first_occurrence(self, phrase: str) -> tuple[float | None, Moment | None]:
        groups, _ = self.occurrences(phrase)
        if groups:
            return self.when(groups[0][0], phrase), self.moment(groups[0][0], 1.0)
        return None, None

    def order(self, events: Sequence[str]) -> TimelineResult:
        """``events`` sorted by their first occurrence; an event never found goes last."""
        firsts = {event: self.first_occurrence(event) for event in events}
        ordered = sorted(events, key=lambda e: (firsts[e][0] is None, firsts[e][0] or 0.0))
        moments = [m for e in ordered if (m := firsts[e][1]) is not None]
        return TimelineResult("order", moments, ordered, {"first_seen": {e: firsts[e][0] for e in events}})

    def extreme(self, phrase: str, which: str) -> TimelineResult:
        """The first or last occurrence of ``phrase``; with no occurrence, the first or last units."""
        groups, _ = self.occurrences(phrase) if phrase else ([], "")
        if groups:
            group = groups[0] if which == "first" else groups[-1]
            return TimelineResult(which, [self.moment(group[0], 1.0)], self.units[group[0]].record.start, {"event": phrase})
        return self.edge("begin" if which == "first" else "end")

    def edge(self, which: str) -> TimelineResult:
        """The units at the beginning (or end) of each video: its first (last) ``edge_s`` seconds."""
        picked: list[int] = []
        for video_id in dict.fromkeys(u.video.id for u in self.units):
            idx = [i for i, u in enumerate(self.units) if u.video.id == video_id]
            window = self.settings.edge_s
            if which == "begin":
                chosen = [i for i in idx if self.units[i].record.start < self.units[idx[0]].record.start + window]
            else:
                last = max(self.units[i].record.end for i in idx)
                chosen = [i for i in idx if self.units[i].record.end > last - window]
            picked += chosen
        if which == "end":
            picked.reverse()  # the very end first
        moments = [self.moment(i, 1.0) for i in picked]
        return TimelineResult(which, moments, None, {})

    def at(self, seconds: Sequence[float]) -> TimelineResult:
        """The units said or shown at the named seconds (speech first); the nearest when none spans it."""
        found: list[Moment] = []
        for t in seconds:
            spans = [i for i, u in enumerate(self.units) if u.record.start - 0.5 <= t <= u.record.end + 0.5]
            if not spans and self.units:
                nearest = min(range(len(self.units)), key=lambda i: min(abs(self.units[i].record.start - t), abs(self.units[i].record.end - t)))
                spans = [nearest]
            spans.sort(key=lambda i: (not self.units[i].speech, abs((self.units[i].record.start + self.units[i].record.end) / 2 - t)))
            found += [self.moment(i, 1.0) for i in spans]
        return TimelineResult("at", found, seconds[0] if seconds else None, {"seconds": list(seconds)})
