"""ViG-RAG: temporal-semantic dual-level retrieval with an adaptive top-K by Gaussian mixtures."""
