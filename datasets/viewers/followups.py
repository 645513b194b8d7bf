"""Accuracy of the second turns of the follow-up pairs (followups.json) on an index of the viewers set.

Each pair is a two-turn conversation (``Index.conversation``) scoped to its video: the first turn is
asked, then the second, which only makes sense with the first; the second is scored as ``vidrag
eval`` scores an open answer (the reference's words, or token F1 at least 0.5).

    python datasets/viewers/followups.py INDEX_DIR [--out results.jsonl]
"""

from __future__ import annotations

import argparse
import json
import logging
from pathlib import Path

from vidrag import Index
from vidrag.eval.harness import F1_CORRECT
from vidrag.eval.metrics import same_answer, token_f1

log = logging.getLogger("followups")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("index", type=Path)
    parser.add_argument("--pairs", type=Path, default=Path(__file__).with_name("followups.json"))
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    pairs = json.loads(args.pairs.read_text(encoding="utf-8"))
    rows = []
    with Index.open(args.index, create=False) as index:
        for pair in pairs:
            chat = index.conversation()
            first = chat.ask(pair["first"], videos=[pair["video"]])
            answer = chat.ask(pair["question"], videos=[pair["video"]])
            f1 = token_f1(answer.answer, pair["answer"], answer.question)
            correct = same_answer(answer.answer, pair["answer"]) or f1 >= F1_CORRECT
            rows.append({"id": pair["id"], "first_answer": first.answer, "asked_as": answer.question, "prediction": answer.answer,
                         "reference": pair["answer"], "f1": round(f1, 3), "correct": correct,
                         "cited": [c.label for c in answer.citations[:2]]})  # fmt: skip
            log.info("%s %s | %s -> %s | %s -> %s", pair["id"], "ok " if correct else "BAD", pair["first"], first.answer,
                     answer.question, answer.answer)  # fmt: skip
    right = sum(r["correct"] for r in rows)
    log.info("second turns right: %d of %d (%.2f)", right, len(rows), right / len(rows))
    if args.out:
        args.out.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")


if __name__ == "__main__":
    main()
