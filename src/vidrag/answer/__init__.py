"""The answer step: question analysis, timeline operators, options decided by evidence, moment citations."""

from vidrag.answer.citations import Citation
from vidrag.answer.engine import NO_EVIDENCE, Answer, AnswerEngine, generate
from vidrag.retrieval.base import clock

__all__ = ["NO_EVIDENCE", "Answer", "AnswerEngine", "Citation", "clock", "generate"]
