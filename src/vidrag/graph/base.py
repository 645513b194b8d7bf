"""The knowledge-extraction seam: one clip's text units in, entities and timed facts out.

Extractors work per clip, so indexing stays incremental: a clip's knowledge is committed with
the clip, and removing a video removes exactly its mentions and facts. Each mention and fact
points at the text unit it came from (its sentence or OCR line), which gives the facts their
time interval and the multi-granularity graph its sentence and OCR-line pivots.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from vidrag.records import ClipSpan, TextUnit

# Kinds of entity that are not named entities: noun chunks, and the actions and scenes of Vgent.
OBJECT, ACTION, SCENE = "object", "action", "scene"


@dataclass(frozen=True)
class EntityMention:
    """An entity seen in a clip. ``unit`` indexes the clip's text units (None: the clip as a whole)."""

    name: str
    kind: str
    description: str
    unit: int | None


@dataclass(frozen=True)
class FactMention:
    """A (head, relation, tail) statement; ``clarity`` in [0, 1] is how sure its extractor is."""

    head: str
    relation: str
    tail: str
    clarity: float
    unit: int | None


@dataclass(frozen=True)
class ClipKnowledge:
    entities: list[EntityMention]
    facts: list[FactMention]
    failed: bool = False  # extraction gave up on this clip (logged); the clip is still indexed


@runtime_checkable
class KnowledgeExtractor(Protocol):
    """Turns each clip's text units into entity mentions and facts.

    ``key`` names the extractor and the settings its output depends on; an index records it.
    ``names_only``: its descriptions are the entity names themselves (merging then needs a shared word).
    """

    key: str
    names_only: bool

    def extract(self, span: ClipSpan, units: Sequence[TextUnit]) -> ClipKnowledge: ...


def normalise_name(name: str) -> str:
    """The form entity names are compared and stored in: single spaces, no edge punctuation."""
    return " ".join(name.split()).strip(" .,;:!?\"'()[]")


# A number with its separators and the suffixes numbers take: "1867", "00:01:23", "3rd", "1990s",
# "40%", "$5", "10 am".
_NUMBER = re.compile(r"[#$€£]?\d[\d.,:/\-]*(?:st|nd|rd|th|s|%|\s?[ap]\.?m\.?)?", re.IGNORECASE)


def is_number_like(name: str) -> bool:
    """Whether ``name`` is only numbers (a year, a time, an amount, an ordinal): no entity.

    Dates and numbers are what facts are stated *at*, not *about*; as entities they would link
    every clip that shows a year or a clock.
    """
    return not _NUMBER.sub("", name).strip(" .,;:!?-/()'\"")
