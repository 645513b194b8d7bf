"""Video-RAG's scene-graph text (its section 3.4) for one keyframe's detected objects.

A detector's raw "category: [x_min, y_min, length, width]" is hard for a language model to
reason over, so each keyframe's objects become three kinds of sentences, in the paper's formats:

- location: ``Object {node ID} is a {object category} located at coordinates [x, y] with dimensions {length×width}``
- counting: ``Object counting:`` then ``- {object category}: {number}`` per category
- relation: ``Object {node ID} ({category}) is <positional description> Object {node ID} ({category})``

Node IDs count from 1 in reading order (left to right, then top to bottom). The positional
descriptions are those of the authors' code: overlapping, to the left of, to the right of, above,
below (boxes that do not overlap can be both left of and above another). A DET/TYPE request picks
the kinds it asks for (:func:`select`): "location", "number", "relation".
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

LOCATION, NUMBER, RELATION = "location", "number", "relation"
TYPES = (LOCATION, NUMBER, RELATION)


@dataclass(frozen=True)
class Box:
    """A detected object in frame pixels: top-left corner, width ("length") and height ("width")."""

    label: str
    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


def relations(a: Box, b: Box) -> list[str]:
    """Where ``a`` is relative to ``b``, as positional descriptions."""
    found = []
    if a.x < b.right and a.right > b.x and a.y < b.bottom and a.bottom > b.y:
        found.append("overlapping")
    if a.right < b.x:
        found.append("to the left of")
    if a.x > b.right:
        found.append("to the right of")
    if a.bottom < b.y:
        found.append("above")
    if a.y > b.bottom:
        found.append("below")
    return found


def _whole(value: float) -> int:
    return int(round(value))


def scene_graph(boxes: Iterable[Box]) -> str:
    """The location, counting and relation sentences of one keyframe, one per line ("" for no objects)."""
    nodes = sorted(boxes, key=lambda b: (b.x, b.y, b.label))
    if not nodes:
        return ""
    lines = [
        f"Object {i} is a {b.label} located at coordinates [{_whole(b.x)}, {_whole(b.y)}] "
        f"with dimensions {_whole(b.width)}\u00d7{_whole(b.height)}"
        for i, b in enumerate(nodes, 1)
    ]
    lines.append("Object counting:")
    lines += [f"- {label}: {count}" for label, count in Counter(b.label for b in nodes).items()]
    for i, a in enumerate(nodes, 1):
        for j, b in enumerate(nodes[i:], i + 1):
            lines += [f"Object {i} ({a.label}) is {where} Object {j} ({b.label})" for where in relations(a, b)]
    return "\n".join(lines)


_LOCATION_LINE = re.compile(r"^Object \d+ is a ")
_RELATION_LINE = re.compile(r"^Object \d+ \(")


def kind_of(line: str) -> str:
    if _LOCATION_LINE.match(line):
        return LOCATION
    if _RELATION_LINE.match(line):
        return RELATION
    return NUMBER  # "Object counting:" and its "- category: n" lines


def select(text: str, types: Sequence[str]) -> str:
    """The lines of a scene-graph text that a TYPE request asks for (Video-RAG eq. 11); every kind
    when the request names none it knows."""
    wanted = {t.strip().lower() for t in types} & set(TYPES) or set(TYPES)
    return "\n".join(line for line in text.splitlines() if kind_of(line) in wanted)
