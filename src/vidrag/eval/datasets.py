"""Evaluation datasets: vidrag's JSON format, MLVU's published annotation files, PsTuts-VQA.

vidrag's format is MLVU-style multiple choice, extended: a JSON list of
``{"id", "video", "question", "candidates", "answer", "question_type", "evidence"}`` where
``video`` is a file name under ``--videos``, ``answer`` is one of ``candidates`` (open-ended
records have none) and ``evidence`` lists ``[start_s, end_s]`` intervals (optional). A record with
``paraphrase_of`` (the ``id`` of another record) asks that record's question in other words; the
report counts how often the two get the same answer. MLVU's files are the same records without ``id`` and ``evidence``. PsTuts-VQA holds human
transcripts with sentence times and questions tied to one sentence; its videos are indexed from
the transcripts alone, and a question's evidence is its sentence's time.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from vidrag.errors import VidragError
from vidrag.records import TextUnit


class DatasetError(VidragError):
    """A dataset file that cannot be read as any supported format."""


@dataclass(frozen=True)
class EvalRecord:
    id: str
    video: str
    question: str
    candidates: list[str] | None
    answer: str
    question_type: str
    evidence: list[tuple[float, float]] = field(default_factory=list)
    paraphrase_of: str | None = None  # the id of the record this one rewords


@dataclass(frozen=True)
class Transcript:
    units: list[TextUnit]
    duration: float


@dataclass
class EvalDataset:
    name: str
    records: list[EvalRecord]
    # Videos known only by their transcript (PsTuts-VQA): indexed as if it were ASR output.
    transcripts: dict[str, Transcript] = field(default_factory=dict)
    # What could not be used, by reason -> count (e.g. PsTuts-VQA sentences without a time).
    skipped: dict[str, int] = field(default_factory=dict)

    @property
    def videos(self) -> list[str]:
        return list(dict.fromkeys(r.video for r in self.records))


def _record(raw: dict[str, Any], position: int, source: Path) -> EvalRecord:
    try:
        candidates = [str(c) for c in raw["candidates"]] if raw.get("candidates") else None
        answer = str(raw["answer"])
        if candidates is not None and answer not in candidates:
            raise DatasetError(f"{source}: record {position}: answer {answer!r} is not one of its candidates")
        question_type = str(raw.get("question_type", "all"))
        return EvalRecord(
            id=str(raw.get("id", f"{question_type}-{position}")),
            video=str(raw["video"]),
            question=str(raw["question"]),
            candidates=candidates,
            answer=answer,
            question_type=question_type,
            evidence=[(float(a), float(b)) for a, b in raw.get("evidence") or []],
            paraphrase_of=str(raw["paraphrase_of"]) if raw.get("paraphrase_of") is not None else None,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise DatasetError(f"{source}: record {position} is not a dataset record ({exc!r})") from exc


def _timed(sentence: dict[str, Any]) -> bool:
    """Whether a PsTuts-VQA sentence has a usable time (the published data has some without begin or end)."""
    try:
        return float(sentence["begin"]) <= float(sentence["end"])
    except (KeyError, TypeError, ValueError):
        return False


def _pstuts(raw: list[dict[str, Any]], source: Path) -> EvalDataset:
    """Sentences without a time are skipped, with the questions that need them; both are counted."""
    records: list[EvalRecord] = []
    transcripts: dict[str, Transcript] = {}
    untimed_sentences = untimed_questions = 0
    for video in raw:
        name = f"pstuts-{video['video_id']}"
        sentences = {s["sent_id"]: s for s in video["transcripts"]}
        timed = [s for s in video["transcripts"] if _timed(s)]
        untimed_sentences += len(video["transcripts"]) - len(timed)
        units = [TextUnit("asr", float(s["begin"]), float(s["end"]), str(s["sent"])) for s in timed]
        if units:
            transcripts[name] = Transcript(units, max(u.end for u in units))
        for i, qa in enumerate(video.get("qa", [])):
            sentence = sentences.get(qa["sent_id"])
            if sentence is None:
                raise DatasetError(f"{source}: {name} question {i} refers to missing sentence {qa['sent_id']}")
            if not _timed(sentence) or name not in transcripts:
                untimed_questions += 1
                continue
            records.append(
                EvalRecord(
                    id=f"{name}-{i}",
                    video=name,
                    question=qa["q"],
                    candidates=None,
                    answer=qa["a"],
                    question_type="pstuts",
                    evidence=[(float(sentence["begin"]), float(sentence["end"]))],
                )  # fmt: skip
            )
    skipped = (
        {"sentences without a time": untimed_sentences, "questions on them": untimed_questions}
        if untimed_sentences
        else {}
    )
    return EvalDataset(source.stem, records, transcripts, skipped)


def load_dataset(path: Path) -> EvalDataset:
    """Read vidrag's format, an MLVU annotation file, or a PsTuts-VQA split (detected by content)."""
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DatasetError(f"{path}: cannot read ({exc.strerror})") from exc
    except json.JSONDecodeError as exc:
        raise DatasetError(f"{path}: not JSON ({exc.msg}, line {exc.lineno})") from exc
    if not isinstance(raw, list) or not raw or not all(isinstance(r, dict) for r in raw):
        raise DatasetError(f"{path}: expected a non-empty JSON list of records")
    if "transcripts" in raw[0] and "qa" in raw[0]:
        try:
            return _pstuts(raw, path)
        except (KeyError, TypeError, ValueError) as exc:
            raise DatasetError(f"{path}: not a PsTuts-VQA split ({exc!r} missing or malformed)") from exc
    records = [_record(r, i, path) for i, r in enumerate(raw)]
    ids = [r.id for r in records]
    if len(set(ids)) != len(ids):
        raise DatasetError(f"{path}: record ids are not unique")
    _check_paraphrases(records, str(path))
    return EvalDataset(path.stem, records)


def _check_paraphrases(records: list[EvalRecord], source: str) -> None:
    """A paraphrase must name a record of the set: otherwise its group would silently be of one."""
    ids = {r.id for r in records}
    for r in records:
        if r.paraphrase_of is not None and (r.paraphrase_of not in ids or r.paraphrase_of == r.id):
            raise DatasetError(
                f"{source}: record {r.id!r} is a paraphrase of {r.paraphrase_of!r}, which is not another record "
                "of the set (give the id of the original question)"
            )


def load_datasets(paths: list[Path]) -> EvalDataset:
    """One dataset from several files (e.g. PsTuts-VQA's dev and test splits)."""
    parts = [load_dataset(p) for p in paths]
    if len(parts) == 1:
        return parts[0]
    merged = EvalDataset("+".join(d.name for d in parts), [r for d in parts for r in d.records])
    for d in parts:
        merged.transcripts.update(d.transcripts)
        for reason, count in d.skipped.items():
            merged.skipped[reason] = merged.skipped.get(reason, 0) + count
    ids = [r.id for r in merged.records]
    if len(set(ids)) != len(ids):
        raise DatasetError(f"{', '.join(map(str, paths))}: record ids repeat across the files")
    return merged
