"""Harnesses for the tests and benchmarks, not for the engine: rendered videos with known speech and
slides, a private PostgreSQL with pgvector, and servers run as child processes on loopback.

Nothing under ``vidrag`` outside ``vidrag.bench`` imports this package.
"""
