"""Benchmarks on synthetic videos with real speech (espeak-ng) and on-screen text, so indexing
speed and quality can be measured on any machine without downloading media."""
