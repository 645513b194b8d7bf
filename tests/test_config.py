from pathlib import Path

import pytest

from vidrag.config import load_settings
from vidrag.errors import ConfigError


def test_defaults_come_from_the_papers_and_the_issue():
    s = load_settings()
    assert s.retrieval.threshold == 0.3  # Video-RAG t
    assert s.media.clip_seconds == 30.0 and s.media.min_tail_seconds == 5.0 and s.media.frame_fps == 1.0
    assert s.asr.model == "base" and s.asr.vad is True
    assert s.embedding.model == "all-MiniLM-L6-v2"


def test_toml_file_and_environment_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    config = tmp_path / "vidrag.toml"
    config.write_text('[retrieval]\ntop_k = 7\n[asr]\nmodel = "tiny.en"\n')
    monkeypatch.setenv("VIDRAG_RETRIEVAL__THRESHOLD", "0.4")
    s = load_settings(config)
    assert s.retrieval.top_k == 7 and s.asr.model == "tiny.en" and s.retrieval.threshold == 0.4


def test_invalid_settings_name_the_field(tmp_path: Path):
    config = tmp_path / "bad.toml"
    config.write_text("[media]\nclip_seconds = -3\n")
    with pytest.raises(ConfigError, match="media.clip_seconds"):
        load_settings(config)
    with pytest.raises(ConfigError, match="not found"):
        load_settings(tmp_path / "missing.toml")


def test_openai_backend_needs_a_base_url(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.delenv("OPENAI_BASE_URL", raising=False)
    monkeypatch.setenv("VIDRAG_LLM__BACKEND", "openai")
    with pytest.raises(ConfigError, match="base_url"):
        load_settings()
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    s = load_settings()
    assert s.llm.base_url == "http://127.0.0.1:9/v1" and s.llm.api_key.get_secret_value() == "sk-test"


def test_store_is_embedded_unless_a_postgres_url_is_set(monkeypatch: pytest.MonkeyPatch):
    assert load_settings().store.url is None
    monkeypatch.setenv("VIDRAG_STORE__URL", "postgresql://vidrag@db.example:5432/videos")
    monkeypatch.setenv("VIDRAG_STORE__COLLECTION", "lectures_2024")
    s = load_settings()
    assert s.store.url.endswith("/videos") and s.store.collection == "lectures_2024"
    monkeypatch.setenv("VIDRAG_STORE__URL", "mysql://db/videos")
    with pytest.raises(ConfigError, match="store"):
        load_settings()
    monkeypatch.setenv("VIDRAG_STORE__URL", "postgres://db/videos")
    monkeypatch.setenv("VIDRAG_STORE__COLLECTION", "Bad-Name")
    with pytest.raises(ConfigError, match="store.collection"):
        load_settings()


def test_the_fast_profile_sets_tiny_en_and_an_index_keeps_one_profile(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    from vidrag import Index
    from vidrag.errors import IncompatibleIndexError

    monkeypatch.setenv("VIDRAG_INDEX__PROFILE", "fast")
    fast = load_settings()
    assert fast.index.profile == "fast" and fast.asr.model == "tiny.en"
    assert fast.with_profile("default").index.profile == "default"
    with pytest.raises(ConfigError, match="--profile"):
        fast.with_profile("fastest")
    with Index.open(tmp_path / "ix", fast) as index:
        assert index.built_with() == {"profile": "fast", "asr_model": "tiny.en"}
    monkeypatch.delenv("VIDRAG_INDEX__PROFILE")
    default = load_settings()
    assert default.index.profile == "default" and default.asr.model == "base"
    with Index.open(tmp_path / "ix", default) as index:  # read with any profile: what is stored is text
        assert index.built_with()["profile"] == "fast" and index.videos() == []
        with pytest.raises(IncompatibleIndexError, match="built with profile 'fast'.*--profile fast"):
            index.add(tmp_path / "talk.mp4")  # refused before the file is even opened: speech of two models
