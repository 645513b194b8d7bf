"""Reasoning between retrieval and the answer: what kind of question it is (questions.py) and the
timeline operators that answer when, how often and in what order (timeline.py)."""
