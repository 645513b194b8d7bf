"""Vgent (Shen et al.): keyword-driven graph retrieval, then structured verification and aggregation."""
