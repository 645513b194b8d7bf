"""AdaVideoRAG: routing by question difficulty, per-source rewriting and an LLM relevance filter."""
