"""A question set over videos whose timeline is known to the sample: `vidrag bench questions`.

Two sources: rendered lectures (espeak-ng speech + slides, every sentence timed by render.py, with
needle facts spoken or shown on a slide) and real recorded speech (Asterisk prompts laid end to end,
prompts.py). From each video's timeline the same builders draw every kind of question the answer
engine must handle: locate, relative, count, order, position, fact, summary and open.

It lives in vidrag.bench, next to the renderer it drives, because it makes media (espeak-ng, ffmpeg,
the Asterisk packages); vidrag.eval only reads and scores datasets, whatever made them.

Every choice is seeded, distractors come from the same video (or the same pool: other times, other
sentences, other topics, nearby counts), so an option's form never gives the answer away, and the
correct option's position cycles through the slots, per kind.
"""

from __future__ import annotations

import json
import logging
import math
import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vidrag.bench.prompts import TOPICS as PROMPT_TOPICS
from vidrag.bench.prompts import plan_tracks, prompt_catalogue, render_track
from vidrag.testing.render import Scene, Utterance, lecture_scenes, lecture_topics, render_video
from vidrag.retrieval.base import clock

log = logging.getLogger(__name__)

KINDS = ("locate", "relative", "count", "order", "position", "fact", "summary", "open")
OPTIONS = 4
MIN_WORDS = 4  # a sentence shorter than this ("Part 3.", "Goodbye.") is too bare to anchor a question
MAX_WORDS = 20  # longer prompts (the Asterisk demo's minute-long speeches) fill time but are no options
TIME_GAP = 30.0  # distinct time options and far-away sentences lie at least this many seconds apart
ORDER_GAP = 20.0  # the options of an order question are first said at least this far apart
_STOPWORDS = frozenset(
    "about after again always another before being below between could every first from have here into "
    "later other please press right their there these thing those three under until where which while "
    "would your you'll you're you've".split()
)  # fmt: skip
_NUMBER_WORDS = frozenset(
    "zero one two three four five six seven eight nine ten eleven twelve hundred thousand".split()
)


@dataclass(frozen=True)
class Fact:
    """A needle: a statement made once, asked as multiple choice (distractors) or open (the statement)."""

    question: str
    answer: str
    distractors: tuple[str, ...]
    statement: str
    start: float
    end: float
    open: bool = False  # asked without options (its statement is the reference answer)


@dataclass
class Timeline:
    """Everything the builders need to know about one video."""

    video: str
    duration: float
    utterances: list[Utterance]
    parts: list[tuple[str, float, float]]  # (topic, start, end) of stretches about one topic
    topics: tuple[str, ...]  # every topic label of the source: summary distractors
    terms: list[str]  # words or phrases worth counting and ordering
    facts: list[Fact] = field(default_factory=list)


@dataclass(frozen=True)
class Draft:
    kind: str
    question: str
    answer: str
    distractors: tuple[str, ...] | None  # None: an open question
    evidence: tuple[tuple[float, float], ...]


def _normal(text: str) -> str:
    return " ".join(re.sub(r"[^a-z0-9' ]", " ", text.lower()).split())


def _spoken(t: Timeline) -> str:
    """The whole video's speech, normalised, sentences separated by " | " (for substring checks)."""
    return " | ".join(_normal(u.text) for u in t.utterances)


def _occurrences(term: str, text: str) -> int:
    return len(re.findall(rf"\b{re.escape(term.lower())}\b", text.lower()))


# -- rendered lectures ---------------------------------------------------------------------------
_PEOPLE = (
    "Elena Marsh", "Tobias Wren", "Priya Holt", "Oskar Lind", "Mira Castell", "Jonah Pike", "Ada Thorne",
    "Felix Amory", "Lena Voss", "Hugo Brandt", "Nadia Quill", "Rafael Stone", "Ingrid Dahl", "Victor Ashby",
    "Clara Finch", "Samuel Reed",
)  # fmt: skip
_VALUES = {
    "city": ("Lisbon", "Oslo", "Nairobi", "Montreal", "Kyoto", "Santiago", "Dublin", "Prague", "Melbourne", "Cairo"),
    "instrument": ("cello", "trumpet", "harp", "banjo", "violin", "flute", "accordion", "clarinet"),
    "animal": ("tortoise", "parrot", "rabbit", "ferret", "goldfish", "hedgehog", "lizard", "hamster"),
    "colour": ("yellow", "purple", "silver", "orange", "green", "blue", "white", "brown"),
    "room": ("214", "308", "127", "452", "536", "619", "743", "881"),
}
# (statement, question, category) spoken inside the narration
_SPOKEN_NEEDLES = (
    ("{p} was born in {v}.", "Where was {p} born?", "city"),
    ("{p} plays the {v} every evening.", "Which instrument does {p} play every evening?", "instrument"),
    ("{p} keeps a pet {v} at home.", "What pet does {p} keep at home?", "animal"),
    ("{p} drives a {v} car to work.", "What colour is the car that {p} drives to work?", "colour"),
)
# (slide, narration, question, category) shown on a slide of its own
_SCREEN_NEEDLES = (
    ("Guest speaker\n{v}", "Please welcome our guest speaker, whose name is on the slide.",
     "Which guest speaker's name is shown on the screen?", "person"),
    ("Exam room\n{v}", "The exam room is written on the slide.", "Which exam room number is shown on the slide?", "room"),
    ("Field trip\n{v}", "Our next field trip goes to the city shown here.",
     "Which city is shown on the screen as the field trip destination?", "city"),
)  # fmt: skip


@dataclass(frozen=True)
class _Needle:
    scene: int  # index into the lecture's scenes (before screen needles are inserted)
    statement: str  # spoken needles: appended to that scene's narration
    question: str
    answer: str
    distractors: tuple[str, ...]
    slide: str = ""  # screen needles: a scene of their own, inserted before ``scene``
    open: bool = False


def _needles(scenes: list[Scene], spoken: int, screen: int, open_count: int, rng: random.Random) -> list[_Needle]:
    """Needles in content scenes (never the first or last); people and values never repeat within one lecture."""
    content = [i for i, s in enumerate(scenes) if not s.narration.startswith("Part ")]
    inner = content[1:-1] or content
    places = [rng.choice(inner) for _ in range(spoken + open_count + screen)]
    people = rng.sample(_PEOPLE, spoken + open_count + screen)
    used: dict[str, set[str]] = {}

    def value(category: str) -> tuple[str, tuple[str, ...]]:
        pool = _PEOPLE if category == "person" else _VALUES[category]
        taken = used.setdefault(category, set()) | (set(people) if category == "person" else set())
        chosen = rng.choice([v for v in pool if v not in taken])
        used[category].add(chosen)
        others = [v for v in pool if v != chosen and v not in taken]
        return chosen, tuple(rng.sample(others, OPTIONS - 1))

    needles = []
    for k in range(spoken + open_count):
        statement, question, category = _SPOKEN_NEEDLES[k % len(_SPOKEN_NEEDLES)]
        v, distractors = value(category)
        p = people[k]
        needles.append(
            _Needle(places[k], statement.format(p=p, v=v), question.format(p=p), v, distractors, open=k >= spoken)
        )
    for k in range(screen):
        slide, narration, question, category = _SCREEN_NEEDLES[k % len(_SCREEN_NEEDLES)]
        v, distractors = value(category)
        needles.append(_Needle(places[spoken + open_count + k], narration, question, v, distractors, slide.format(v=v)))
    return needles


def lecture_timeline(out: Path, minutes: float, seed: int, per_kind: int) -> Timeline:
    """Render a lecture with needles and return its timeline (sentence times from render.py).

    Of the ``per_kind`` fact questions about half are shown on a slide, the rest spoken; ``per_kind``
    more spoken needles are asked open."""
    rng = random.Random(f"lecture-{seed}")
    scenes = lecture_scenes(minutes, seed=seed)
    screen = max(per_kind // 2, 1)
    needles = _needles(scenes, max(per_kind - screen, 1), screen, per_kind, rng)
    final: list[Scene] = []
    for i, scene in enumerate(scenes):
        for needle in (n for n in needles if n.scene == i):
            if needle.slide:
                final.append(Scene(needle.statement, needle.slide, min_seconds=6.0))
            else:
                scene = Scene(f"{scene.narration} {needle.statement}", scene.slide, scene.min_seconds)
        final.append(scene)
    video = render_video(final, out)
    utterances = [s for p in video.scenes for s in p.sentences]
    parts: list[tuple[str, float, float]] = []
    for placed in video.scenes:
        if placed.scene.narration.startswith("Part "):
            parts.append((placed.scene.slide.splitlines()[-1], placed.start, placed.end))
        elif parts:
            parts[-1] = (parts[-1][0], parts[-1][1], placed.end)
    facts = []
    for needle in needles:
        placed = next(
            p
            for p in video.scenes
            if needle.statement in p.scene.narration and (not needle.slide or p.scene.slide == needle.slide)
        )
        span = next(s for s in placed.sentences if s.text == needle.statement)
        start, end = (placed.start, placed.end) if needle.slide else (span.start, span.end)
        statement = needle.slide.replace("\n", ": ") if needle.slide else needle.statement
        facts.append(Fact(needle.question, needle.answer, needle.distractors, statement, start, end, needle.open))
    topics = lecture_topics()
    terms = [noun for nouns in topics.values() for noun in nouns]
    return Timeline(out.name, video.duration, utterances, parts, tuple(topics), terms, facts)


# -- recorded speech -----------------------------------------------------------------------------
def _cloze_facts(t: Timeline, rng: random.Random) -> list[Fact]:
    """Fill-in-the-word needles: a content word of one prompt, distractors from other prompts, never
    a word that would make a sentence also said in the track."""
    spoken, utterances = _spoken(t), t.utterances
    pool = sorted({w for u in utterances for w in re.findall(r"[a-z]{5,}", u.text.lower()) if w not in _STOPWORDS})
    facts = []
    for u in utterances:
        if not MIN_WORDS + 2 <= u.words <= MAX_WORDS or spoken.count(_normal(u.text)) != 1:
            continue
        words = [w for w in re.findall(r"[A-Za-z]{5,}", u.text) if w.lower() not in _STOPWORDS]
        if not words:
            continue
        word = rng.choice(words)
        gap = re.sub(rf"\b{word}\b", "___", u.text, count=1)
        fits = [w for w in pool if w != word.lower() and _normal(gap.replace("___", w)) not in spoken]
        if len(fits) < OPTIONS - 1:
            continue
        facts.append(
            Fact(
                f'Which word is missing from what is said: "{gap}"?',
                word.lower(),
                tuple(rng.sample(fits, OPTIONS - 1)),
                u.text,
                u.start,
                u.end,
            )  # fmt: skip
        )
    return facts


def prompt_timelines(out_dir: Path, tracks: int, minutes: float, seed: int) -> list[Timeline]:
    """Render ``tracks`` recorded-speech videos and return their timelines."""
    catalogue = prompt_catalogue()
    timelines = []
    for number, blocks in enumerate(plan_tracks(catalogue, tracks, minutes, seed), 1):
        track = render_track(blocks, out_dir / f"prompts-{number}.mp4", f"Telephone prompts\nTrack {number}")
        utterances = track.placed
        words = [w for u in utterances for w in re.findall(r"[a-z]{5,}", u.text.lower())]
        terms = sorted({w for w in words if w not in _STOPWORDS and w not in _NUMBER_WORDS})
        parts = [(topic, start, end) for topic, start, end in track.blocks if topic]
        timeline = Timeline(track.path.name, track.duration, utterances, parts, PROMPT_TOPICS, terms)
        timeline.facts = _cloze_facts(timeline, random.Random(f"cloze-{seed}-{number}"))
        timelines.append(timeline)
    return timelines


# -- question builders: one per kind, each over any timeline --------------------------------------
Builder = Callable[[Timeline, random.Random], Iterator[Draft]]


def _anchors(t: Timeline) -> list[int]:
    """Utterances that can be quoted as options or anchors: plain length, and said once in the video,
    not even inside another sentence ("Followed by the pound key." is part of many prompts)."""
    spoken = _spoken(t)
    return [
        i
        for i, u in enumerate(t.utterances)
        if MIN_WORDS <= u.words <= MAX_WORDS and spoken.count(_normal(u.text)) == 1
    ]


def _far_sentences(
    t: Timeline, anchors: list[int], exclude: list[int], rng: random.Random, k: int = OPTIONS - 1
) -> list[int]:
    """``k`` quotable sentences at least TIME_GAP from each excluded one and from each other."""
    chosen: list[int] = []
    for i in rng.sample(anchors, len(anchors)):
        if all(abs(t.utterances[i].start - t.utterances[j].start) >= TIME_GAP for j in exclude + chosen):
            chosen.append(i)
            if len(chosen) == k:
                return chosen
    return []


def locate(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    anchors = _anchors(t)
    for i in rng.sample(anchors, len(anchors)):
        u = t.utterances[i]
        others = _far_sentences(t, anchors, [i], rng)
        if others:
            times = tuple(clock(t.utterances[j].start) for j in others)
            yield Draft("locate", f'At what time is "{u.text}" said?', clock(u.start), times, ((u.start, u.end),))


def relative(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    anchors = _anchors(t)
    quotable = set(anchors)
    for n, i in enumerate(rng.sample(anchors, len(anchors))):
        after = n % 2 == 0
        j = i + 1 if after else i - 1
        if j not in quotable:
            continue
        anchor, target = t.utterances[i], t.utterances[j]
        neighbour = i - 1 if after else i + 1  # the sentence on the other side: the hardest distractor
        near = [neighbour] if neighbour in quotable else []
        others = near + _far_sentences(t, anchors, [i, j, *near], rng, OPTIONS - 1 - len(near))
        if len(others) < OPTIONS - 1:
            continue
        question = (
            f'What is said right after "{anchor.text}"?' if after else f'What is said just before "{anchor.text}"?'
        )
        span = (min(anchor.start, target.start), max(anchor.end, target.end))
        yield Draft("relative", question, target.text, tuple(t.utterances[k].text for k in others), (span,))


def count(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    for term in rng.sample(t.terms, len(t.terms)):
        spans = [(u.start, u.end) for u in t.utterances if _occurrences(term, u.text)]
        times = sum(_occurrences(term, u.text) for u in t.utterances)
        if not 2 <= times <= 9:
            continue
        nearby = [str(n) for n in range(max(1, times - 3), times + 4) if n != times]
        yield Draft("count", f'How many times is "{term}" said in the video?', str(times),
                    tuple(rng.sample(nearby, OPTIONS - 1)), tuple(spans))  # fmt: skip


def _first_mentions(t: Timeline) -> dict[str, Utterance]:
    first: dict[str, Utterance] = {}
    for u in t.utterances:
        for term in t.terms:
            if term not in first and _occurrences(term, u.text):
                first[term] = u
    return first


def order(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    first = _first_mentions(t)
    terms = sorted(first)
    for _ in range(20 * len(terms)):
        picked = rng.sample(terms, OPTIONS)
        starts = sorted(first[w].start for w in picked)
        if min(b - a for a, b in zip(starts, starts[1:], strict=False)) < ORDER_GAP:
            continue
        answer = min(picked, key=lambda w: first[w].start)
        evidence = tuple(sorted((first[w].start, first[w].end) for w in picked))
        yield Draft("order", "Which of these is mentioned first in the video?", answer,
                    tuple(w for w in picked if w != answer), evidence)  # fmt: skip


def position(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    anchors = _anchors(t)
    middle = [i for i in anchors if 0.25 * t.duration <= t.utterances[i].start <= 0.75 * t.duration]
    if len(middle) < OPTIONS - 1:
        return
    first, last = t.utterances[anchors[0]], t.utterances[anchors[-1]]
    if first.start <= TIME_GAP:  # a quotable sentence that opens the video (not one after a long speech)
        yield Draft("position", "What is said at the beginning of the video?", first.text,
                    tuple(t.utterances[k].text for k in rng.sample(middle, OPTIONS - 1)), ((0.0, first.end),))  # fmt: skip
    if last.end >= t.duration - TIME_GAP:
        yield Draft("position", "What is said at the end of the video?", last.text,
                    tuple(t.utterances[k].text for k in rng.sample(middle, OPTIONS - 1)), ((last.start, t.duration),))  # fmt: skip
    for i in rng.sample(anchors, len(anchors)):
        u = t.utterances[i]
        moment = int(u.start + (u.end - u.start) / 2)
        others = _far_sentences(t, anchors, [i], rng)
        if u.end - u.start >= 2.0 and others:
            yield Draft("position", f"What is said at {clock(moment)} in the video?", u.text,
                        tuple(t.utterances[k].text for k in others), ((u.start, u.end),))  # fmt: skip


def fact(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    closed = [f for f in t.facts if not f.open]
    for f in rng.sample(closed, len(closed)):
        yield Draft("fact", f.question, f.answer, f.distractors, ((f.start, f.end),))


def summary(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    for topic, start, end in rng.sample(t.parts, len(t.parts)):
        if end - start < 20:
            continue  # too short to be "about" something
        others = tuple(rng.sample([x for x in t.topics if x != topic], OPTIONS - 1))
        a, b = math.ceil(start), int(end)
        yield Draft(
            "summary",
            f"What is the part of the video from {clock(a)} to {clock(b)} mainly about?",
            topic,
            others,
            ((start, end),),
        )
        middle = (start + end) / 2
        others = tuple(rng.sample([x for x in t.topics if x != topic], OPTIONS - 1))
        yield Draft(
            "summary", f"Which topic does the video cover around {clock(middle)}?", topic, others, ((start, end),)
        )


def open_ended(t: Timeline, rng: random.Random) -> Iterator[Draft]:
    """Needles asked without options (their statement is the reference); over recorded speech, which has
    no needles, what is said right after a prompt (that prompt is the reference)."""
    statements = [f for f in t.facts if f.open]
    if statements:
        for f in rng.sample(statements, len(statements)):
            yield Draft("open", f.question, f.statement, None, ((f.start, f.end),))
        return
    for draft in relative(t, rng):
        if draft.question.startswith("What is said right after"):
            yield Draft("open", draft.question, draft.answer, None, draft.evidence)


BUILDERS: dict[str, Builder] = {
    "locate": locate, "relative": relative, "count": count, "order": order, "position": position,
    "fact": fact, "summary": summary, "open": open_ended,
}  # fmt: skip


def questions_of(t: Timeline, per_kind: int, seed: int) -> list[Draft]:
    """Up to ``per_kind`` questions of each kind, never the same question twice."""
    drafts: list[Draft] = []
    for kind in KINDS:
        seen: set[tuple[str, str, tuple[str, ...]]] = set()
        for draft in BUILDERS[kind](t, random.Random(f"{seed}-{t.video}-{kind}")):
            if len(seen) == per_kind:
                break
            key = (draft.question, draft.answer, tuple(sorted(draft.distractors or ())))
            if key not in seen:
                seen.add(key)
                drafts.append(draft)
    return drafts


def records(timelines: list[Timeline], per_kind: int, seed: int) -> list[dict[str, Any]]:
    """vidrag's eval records; the k-th multiple-choice question of a kind has its answer in slot k mod 4."""
    slots: dict[str, int] = {}
    rows = []
    for t in timelines:
        numbers: dict[str, int] = {}
        for d in questions_of(t, per_kind, seed):
            numbers[d.kind] = numbers.get(d.kind, 0) + 1
            candidates = None
            if d.distractors is not None:
                slot = slots.get(d.kind, 0)
                slots[d.kind] = slot + 1
                candidates = list(d.distractors)
                candidates.insert(slot % OPTIONS, d.answer)
            rows.append({
                "id": f"{Path(t.video).stem}-{d.kind}-{numbers[d.kind]}", "video": t.video, "question": d.question,
                "candidates": candidates, "answer": d.answer, "question_type": d.kind,
                "evidence": [[round(a, 2), round(b, 2)] for a, b in d.evidence],
            })  # fmt: skip
    return rows


def build_question_set(
    out_dir: Path, *, lectures: int = 2, tracks: int = 2, minutes: float = 10.0, per_kind: int = 5, seed: int = 0
) -> list[dict[str, Any]]:
    """Render the videos into ``out_dir`` and write questions.json (the set) and timelines.json (what is
    said when, per video); returns the records."""
    out_dir.mkdir(parents=True, exist_ok=True)
    timelines = [
        lecture_timeline(out_dir / f"lecture-{n}.mp4", minutes, seed + n, per_kind) for n in range(1, lectures + 1)
    ]
    if tracks:
        timelines += prompt_timelines(out_dir, tracks, minutes, seed)
    rows = records(timelines, per_kind, seed)
    (out_dir / "questions.json").write_text(json.dumps(rows, indent=1), encoding="utf-8")
    said = {
        t.video: {"duration": t.duration, "said": [[u.start, u.end, u.text] for u in t.utterances]} for t in timelines
    }
    (out_dir / "timelines.json").write_text(json.dumps(said, indent=1), encoding="utf-8")
    log.info("wrote %d questions on %d videos to %s", len(rows), len(timelines), out_dir)
    return rows
