"""Evaluation: datasets, metrics, the `vidrag eval` harness and the LLM judge."""
