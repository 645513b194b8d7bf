"""Language models: the embedded llama.cpp runtime or any OpenAI-compatible server."""

from vidrag.config import LLMSettings
from vidrag.llm.base import LLM, ChatRequest, Completion


def make_llm(settings: LLMSettings) -> LLM:
    if settings.backend == "openai":
        from vidrag.llm.openai_compat import OpenAICompatibleLLM

        return OpenAICompatibleLLM(settings)
    from vidrag.llm.llamacpp import LlamaCppLLM

    return LlamaCppLLM(settings)


__all__ = ["LLM", "ChatRequest", "Completion", "make_llm"]
