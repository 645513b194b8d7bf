"""Language models: the embedded llama.cpp runtime or any OpenAI-compatible server."""

from vidrag.config import LLMSettings
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm.base import LLM, ChatRequest, Completion


def make_llm(settings: LLMSettings) -> LLM:
    if settings.backend == "openai":
        with IMPORT_LOCK:
            from vidrag.llm.openai_compat import OpenAICompatibleLLM

        return OpenAICompatibleLLM(settings)
    with IMPORT_LOCK:
        from vidrag.llm.llamacpp import LlamaCppLLM

    return LlamaCppLLM(settings)


__all__ = ["LLM", "ChatRequest", "Completion", "make_llm"]
