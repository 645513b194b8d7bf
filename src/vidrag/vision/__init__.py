"""Visual understanding with user-supplied models: VLM captions, verification and answers,
detection scene graphs, CLIP-style frame retrieval.

No vision weights ship on PyPI, so every part is off until configured (``[vision]`` settings,
docs/vision.md); vidrag then works from speech and on-screen text alone, and says once per
process which modality is off and why (:func:`announce`). Models are created on first use.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from contextlib import closing
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from vidrag.config import LLMSettings, Settings
from vidrag.errors import LLMError, MediaError
from vidrag.extractors.base import Extractor
from vidrag.extractors.registry import ExtractorRegistry
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm.base import LLM
from vidrag.media.decode import iter_clip_media
from vidrag.media.probe import probe
from vidrag.records import ClipSpan
from vidrag.store.base import ClipRecord, VideoRecord
from vidrag.vision.captions import VisionCaptioner
from vidrag.vision.detection import DetectionExtractor, Detector, OnnxDetector, VlmDetector
from vidrag.vision.frames import FrameEmbedder, make_frame_embedder
from vidrag.vision.images import evenly, image_parts

log = logging.getLogger(__name__)

_announced: set[str] = set()
_announce_lock = threading.Lock()


class StoredClip(Protocol):
    """What looking at a clip needs: its video and its row (a retrieved clip's evidence is one).

    A protocol rather than retrieval's ``Evidence``, so vision, which indexing uses, does not
    depend on retrieval, which uses vision."""

    @property
    def video(self) -> VideoRecord: ...

    @property
    def clip(self) -> ClipRecord: ...


def modalities(settings: Settings) -> dict[str, str]:
    """Each visual modality: "on (...)" with its model, or "off: <why>" naming the setting to change."""
    vision = settings.vision
    vlm = vision.vlm
    no_vlm = "off: vision.vlm.base_url is not set (no vision LLM configured, see docs/vision.md)"

    def vlm_use(flag: bool, name: str) -> str:
        if not vlm.base_url:
            return no_vlm
        return f"on ({vlm.model})" if flag else f"off: vision.vlm.{name} = false"

    detection = {
        "vlm": f"on (vlm grounding, {vlm.model})",
        "onnx": f"on (onnx, {vision.detector.onnx_path})",
    }.get(vision.detector.kind, "off: vision.detector.kind = 'none'")
    frames = (
        f"on ({vision.frames.kind}: {vision.frames.model})"
        if vision.frames.kind != "none"
        else "off: vision.frames.kind = 'none'"
    )
    return {
        "captions": vlm_use(vlm.captions, "captions"),
        "detection": detection,
        "frame retrieval": frames,
        "visual verification": vlm_use(vlm.verify, "verify"),
        "visual answer": vlm_use(vlm.answer, "answer"),
    }


def announce(settings: Settings) -> None:
    """Log, once per process and modality, which visual modalities are off and why."""
    with _announce_lock:
        for name, state in modalities(settings).items():
            line = f"vision: {name} {state}"
            if line not in _announced:
                _announced.add(line)
                log.info(line)


def vlm_settings_as_llm(settings: Settings) -> LLMSettings:
    vlm = settings.vision.vlm
    return LLMSettings(
        backend="openai", base_url=vlm.base_url, model=vlm.model, api_key=vlm.api_key, timeout_seconds=vlm.timeout_seconds,
        temperature=0.0, seed=settings.llm.seed, max_tokens=settings.llm.max_tokens,
    )  # fmt: skip


def make_vlm(settings: Settings) -> LLM | None:
    """A client of the configured vision LLM; None when none is configured."""
    if not settings.vision.vlm.base_url:
        return None
    with IMPORT_LOCK:
        from vidrag.llm.openai_compat import OpenAICompatibleLLM

    return OpenAICompatibleLLM(vlm_settings_as_llm(settings))


def _captioner(settings: Settings) -> Extractor | None:
    announce(settings)  # as the index's vision extractors are set up: which modalities are off, and why
    vlm = make_vlm(settings) if settings.vision.vlm.captions else None
    return VisionCaptioner(settings.vision.vlm, vlm, settings.graph.llm_retries) if vlm is not None else None


def _detection(settings: Settings) -> Extractor | None:
    vision = settings.vision
    detector: Detector
    if vision.detector.kind == "vlm":
        vlm = make_vlm(settings)
        if vlm is None:
            return None
        detector = VlmDetector(vlm, vision.vlm, vision.detector, settings.graph.llm_retries)
    elif vision.detector.kind == "onnx":
        detector = OnnxDetector(vision.detector)
    else:
        return None
    return DetectionExtractor(detector, vision.detector)


def register_vision_extractors(registry: ExtractorRegistry) -> None:
    """Vision's index-time extractors, after speech and on-screen text: captions (which read the speech),
    then detection scene graphs; each off until configured."""
    registry.register("caption", _captioner)
    registry.register("det", _detection)


class VisionModels:
    """The configured vision models of one index, each created on first use (None where off)."""

    def __init__(self, settings: Settings):
        self.settings = settings
        self.vision = settings.vision
        announce(settings)

    @cached_property
    def vlm(self) -> LLM | None:
        return make_vlm(self.settings)

    @cached_property
    def frame_embedder(self) -> FrameEmbedder | None:
        return make_frame_embedder(self.vision.frames)

    @property
    def verifies(self) -> bool:
        return self.vlm is not None and self.vision.vlm.verify

    @property
    def answers(self) -> bool:
        return self.vlm is not None and self.vision.vlm.answer

    @property
    def llm(self) -> LLM:
        """The vision LLM (for :class:`~vidrag.retrieval.vgent.reasoning.ClipLooker`); only when configured."""
        if self.vlm is None:
            raise LLMError("no vision LLM configured (vision.vlm.base_url)")
        return self.vlm

    def look(self, evidence: StoredClip) -> list[dict[str, Any]]:
        """One clip's frames as image parts, at most ``vision.vlm.max_images`` of them."""
        return self.look_at([evidence])

    def look_at(self, evidence: Sequence[StoredClip]) -> list[dict[str, Any]]:
        """Frames of several clips, in their order, sharing the ``max_images`` budget of one call."""
        vlm = self.vision.vlm
        per_clip = max(1, vlm.max_images // max(len(evidence), 1))
        frames = [f for item in evidence[: vlm.max_images] for f in self.clip_frames(item.video, item.clip, per_clip)]
        return image_parts(frames, max_images=vlm.max_images, max_side=vlm.max_side, quality=vlm.jpeg_quality)

    def clip_frames(self, video: VideoRecord, clip: ClipRecord, count: int) -> list[np.ndarray]:
        """Up to ``count`` frames spread over a stored clip, decoded again from the video file
        ([] for a transcript-only video or a file that is gone: the text is then all there is)."""
        if video.width <= 0 or count <= 0:
            return []
        span = ClipSpan(clip.index, clip.start, clip.end)
        fps = max(2 * count / max(span.duration, 1e-3), 0.05)  # twice as many, so the picks sit mid-part
        try:
            info = probe(Path(video.path))
            with closing(
                iter_clip_media(
                    info, [span], fps=fps, max_side=self.vision.vlm.max_side, want_frames=True, want_audio=False
                )
            ) as stream:
                media = next(stream, None)  # closing the stream closes the file
        except MediaError as exc:
            log.info("%s: no frames for the clip at %.0f s (%s)", video.name, clip.start, exc)
            return []
        return [f.image for f in evenly(media.frames, count)] if media else []


__all__ = ["VisionModels", "announce", "modalities", "register_vision_extractors"]
