"""Video-RAG (Luo et al.): query decoupling into retrieval requests, thresholded retrieval per text database."""
