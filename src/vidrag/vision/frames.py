"""CLIP-style frame vectors: an image/text embedder, the per-clip frame pass, text-to-frame retrieval
and Video-RAG's CLIP keyframe selection.

- Embedders: an OpenAI-compatible ``/v1/embeddings`` endpoint serving a CLIP-like model (vLLM:
  images as a chat ``messages`` list with one ``image_url`` part, texts as ``input``), or local
  open_clip weights given by path (loaded on first use; ``pip install open-clip-torch``).
- :func:`index_frames`: after a video's clips are stored, ``frames_per_clip`` frames of each clip
  that has none yet are embedded and stored (one decoding pass; resumable clip by clip).
- :func:`frame_clip_scores`: AdaVideoRAG's visual retrieval: frames whose similarity to the query
  is above 0.5 vote for their clip with their best score.
- :func:`keyframes`: Video-RAG appendix D: per video, each frame's mean similarity to the DET
  requests ("A picture of ..."), scaled by alpha = beta * m / b and normalised to sum alpha;
  frames above t = 0.3 are keyframes.
"""

from __future__ import annotations

import logging
import threading
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

import httpx
import numpy as np

from vidrag.config import FrameEmbedderSettings
from vidrag.errors import LLMError, ModelUnavailableError
from vidrag.lazy import IMPORT_LOCK
from vidrag.media.decode import iter_clip_media
from vidrag.media.probe import VideoInfo
from vidrag.records import ClipSpan
from vidrag.store.base import FrameHit, Store, StoreReader, VideoRecord
from vidrag.vision.images import bounded, data_url, evenly

log = logging.getLogger(__name__)


class FrameEmbedder(Protocol):
    name: str

    def embed_images(self, images: Sequence[np.ndarray]) -> np.ndarray:
        """One L2-normalised row per image."""
        ...

    def embed_texts(self, texts: Sequence[str]) -> np.ndarray:
        """One L2-normalised row per text, in the images' space."""
        ...


def _normalised(rows: np.ndarray) -> np.ndarray:
    rows = np.asarray(rows, dtype=np.float32)
    norms = np.linalg.norm(rows, axis=1, keepdims=True)
    return rows / np.where(norms > 0, norms, 1.0)


class EndpointFrameEmbedder:
    """A CLIP-like model behind an OpenAI-compatible embeddings endpoint (vLLM ``--task embed``)."""

    def __init__(self, settings: FrameEmbedderSettings):
        assert settings.base_url is not None  # checked by VisionSettings
        self.settings = settings
        self.name = f"endpoint:{settings.model}"
        self._url = settings.base_url.rstrip("/") + "/embeddings"
        key = settings.api_key.get_secret_value() if settings.api_key else None
        self._headers = {"Authorization": f"Bearer {key}"} if key else {}
        self._client = httpx.Client(timeout=settings.timeout_seconds)

    def _post(self, body: dict[str, Any]) -> list[list[float]]:
        try:
            response = self._client.post(
                self._url,
                json={"model": self.settings.model, "encoding_format": "float", **body},
                headers=self._headers,
            )
        except httpx.HTTPError as exc:
            raise LLMError(f"cannot reach the frame embedding server at {self._url} ({exc})") from exc
        if response.status_code != 200:
            raise LLMError(
                f"frame embedding server at {self._url} answered HTTP {response.status_code}: {response.text[:200]}"
            )
        try:
            return [item["embedding"] for item in sorted(response.json()["data"], key=lambda d: d.get("index", 0))]
        except (ValueError, KeyError, TypeError) as exc:
            raise LLMError(f"frame embedding server at {self._url} sent no embeddings ({exc})") from exc

    def embed_images(self, images: Sequence[np.ndarray]) -> np.ndarray:
        rows = []
        for image in images:  # vLLM embeds one chat (one image) per request
            url, _ = data_url(image, self.settings.max_side)
            message = {"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}]}
            rows.extend(self._post({"messages": [message]}))
        return _normalised(np.array(rows)) if rows else np.zeros((0, 0), np.float32)

    def embed_texts(self, texts: Sequence[str]) -> np.ndarray:
        return _normalised(np.array(self._post({"input": list(texts)}))) if texts else np.zeros((0, 0), np.float32)


class OpenClipFrameEmbedder:
    """Local open_clip weights (``vision.frames.path``), loaded on first use, on the CPU."""

    def __init__(self, settings: FrameEmbedderSettings):
        self.settings = settings
        self.name = f"open_clip:{settings.model}"
        self._lock = threading.Lock()
        self._loaded: tuple[Any, Any, Any] | None = None

    def _model(self) -> tuple[Any, Any, Any]:
        with self._lock:
            if self._loaded is None:
                path = self.settings.path
                if path is None or not Path(path).expanduser().is_file():
                    raise ModelUnavailableError(
                        f"vision.frames.path = {path}: no open_clip weights file there; download the weights "
                        f"of {self.settings.model} and give their path, or use vision.frames.kind = 'endpoint'"
                    )
                try:
                    with IMPORT_LOCK:
                        import open_clip
                except ImportError as exc:
                    raise ModelUnavailableError(
                        "open_clip is not installed: pip install open-clip-torch (it needs torch, which vidrag already has)"
                    ) from exc
                model, _, preprocess = open_clip.create_model_and_transforms(
                    self.settings.model, pretrained=str(Path(path).expanduser())
                )
                model.eval()
                self._loaded = (model, preprocess, open_clip.get_tokenizer(self.settings.model))
            return self._loaded

    def embed_images(self, images: Sequence[np.ndarray]) -> np.ndarray:
        with IMPORT_LOCK:
            import torch

        model, preprocess, _ = self._model()
        batch = torch.stack([preprocess(bounded(image, self.settings.max_side)) for image in images])
        with torch.no_grad():
            return _normalised(model.encode_image(batch).float().numpy())

    def embed_texts(self, texts: Sequence[str]) -> np.ndarray:
        with IMPORT_LOCK:
            import torch

        model, _, tokenizer = self._model()
        with torch.no_grad():
            return _normalised(model.encode_text(tokenizer(list(texts))).float().numpy())


def make_frame_embedder(settings: FrameEmbedderSettings) -> FrameEmbedder | None:
    if settings.kind == "endpoint":
        return EndpointFrameEmbedder(settings)
    if settings.kind == "open_clip":
        return OpenClipFrameEmbedder(settings)
    return None


def index_frames(
    store: Store,
    embedder: FrameEmbedder,
    video: VideoRecord,
    info: VideoInfo,
    spans: Sequence[ClipSpan],
    settings: FrameEmbedderSettings,
    fps: float,
) -> int:
    """Embed and store the frames of every clip of ``video`` that has none yet; returns the clips done."""
    have = store.clips_with_frames(video.id)
    todo = [s for s in spans if s.index not in have]
    if not todo:
        return 0
    clip_ids = {c.index: c.id for c in store.clips(video.id)}
    done = 0
    for media in iter_clip_media(
        info, todo, fps=fps, max_side=max(settings.max_side, 64), want_frames=True, want_audio=False
    ):
        frames = evenly(media.frames, settings.frames_per_clip)
        if not frames or media.span.index not in clip_ids:
            continue
        vectors = embedder.embed_images([f.image for f in frames])
        store.put_frames(clip_ids[media.span.index], [f.time for f in frames], vectors)
        done += 1
    log.info("%s: frame vectors stored for %d clips", video.name, done)
    return done


def frame_clip_scores(
    store: StoreReader,
    embedder: FrameEmbedder,
    queries: Sequence[str],
    *,
    threshold: float,
    clips_wanted: int,
    videos: frozenset[int] | None,
) -> dict[int, float]:
    """Clips whose frames match any query above ``threshold``, with their best frame score (top ``clips_wanted``)."""
    queries = [q for q in queries if q.strip()]
    if not queries or clips_wanted <= 0:
        return {}
    best: dict[int, float] = {}
    for vector in embedder.embed_texts(queries):
        for hit in store.search_frames(vector, clips_wanted * 16, threshold, videos):
            best[hit.clip_id] = max(best.get(hit.clip_id, -1.0), hit.score)
    return dict(sorted(best.items(), key=lambda kv: (-kv[1], kv[0]))[:clips_wanted])


def keyframes(
    frames_by_video: dict[int, list[FrameHit]], *, threshold: float, beta: float, base_frames: int
) -> dict[int, list[FrameHit]]:
    """Video-RAG's keyframes per video: S_norm_j = alpha * S_j / sum_k S_k > t, alpha = beta * m / b.

    Each hit's score is S_j, the frame's mean similarity over the DET requests. Negative
    similarities count as 0 (the normalisation assumes a positive sum).
    """
    chosen: dict[int, list[FrameHit]] = {}
    for video, hits in frames_by_video.items():
        scores = np.clip(np.array([h.score for h in hits], dtype=np.float64), 0.0, None)
        total = scores.sum()
        if not len(hits) or total <= 0:
            continue
        alpha = beta * len(hits) / base_frames
        normalised = alpha * scores / total
        chosen[video] = [h for h, s in zip(hits, normalised, strict=True) if s > threshold]
    return chosen


def request_frames(
    store: StoreReader, embedder: FrameEmbedder, requests: Sequence[str], videos: frozenset[int] | None
) -> dict[int, list[FrameHit]]:
    """Every stored frame (of ``videos``) with S_j, its mean similarity to "A picture of {request}", per video."""
    prompts = [f"A picture of {r}" for r in requests if r.strip()]
    if not prompts:
        return {}
    per_frame: dict[tuple[int, float], list[float]] = defaultdict(list)
    for vector in embedder.embed_texts(prompts):
        for hit in store.search_frames(vector, 1_000_000, -1.0, videos):
            per_frame[(hit.clip_id, hit.time)].append(hit.score)
    clips = store.clips_by_id(sorted({clip for clip, _ in per_frame}))
    grouped: dict[int, list[FrameHit]] = defaultdict(list)
    for (clip, time), scores in sorted(per_frame.items()):
        if clip in clips:
            grouped[clips[clip].video_id].append(FrameHit(clip, time, float(np.mean(scores))))
    return dict(grouped)
