"""MG2-RAG: multi-granularity seed activation, then Personalized PageRank over the graph."""
