"""Object detection on keyframes, stored as scene-graph text.

Video-RAG runs an open-vocabulary detector (APE) on keyframes and keeps the objects as text
(its DET database). Here the detector is either the configured vision LLM asked for every salient
object as ``{"objects": [{"label": ..., "bbox_2d": [x1, y1, x2, y2]}]}`` in the pixels of the image
it was sent (Qwen2.5-VL's native grounding format; a bare list of such objects is accepted too),
or a local ONNX detector with torchvision's output contract. Boxes are scaled back to the frame,
clipped to it, and malformed items are dropped. Each keyframe becomes one "det" text unit at its
time holding :func:`~vidrag.vision.scene_graph.scene_graph`.
"""

from __future__ import annotations

import hashlib
import logging
import re
from functools import cached_property
from typing import Any, Protocol

import numpy as np
from pydantic import BaseModel, Field

from vidrag.config import DetectorSettings, VlmSettings
from vidrag.errors import ModelUnavailableError
from vidrag.lazy import IMPORT_LOCK
from vidrag.llm.base import LLM
from vidrag.llm.structured import LenientReply, ask_json, loads_reply, reply_schema
from vidrag.media.decode import ClipMedia
from vidrag.media.probe import VideoInfo
from vidrag.records import TextUnit
from vidrag.vision.images import bounded, evenly, vision_messages
from vidrag.vision.scene_graph import Box, scene_graph

log = logging.getLogger(__name__)

SYSTEM_PROMPT = "You locate objects in images. Reply with JSON only."

DETECT_PROMPT = """Detect every distinct physical object in the image (at most {max_objects}), with its category in a few words and its bounding box in pixel coordinates of this {width}x{height} image.
Reply as {{"objects": [{{"label": "category", "bbox_2d": [x1, y1, x2, y2]}}]}}, where (x1, y1) is the top-left and (x2, y2) the bottom-right corner. Reply {{"objects": []}} if there is none."""

# Reply budget per object, and once more for the braces: a label of a few words and four pixel
# coordinates take about 25 tokens of JSON.
TOKENS_PER_OBJECT = 40
MAX_LABEL_CHARS = 40  # a category in a few words; a longer one is a run-on reply, cut


class _Object(LenientReply):
    label: str = Field(json_schema_extra={"maxLength": MAX_LABEL_CHARS})
    bbox_2d: list[float] = Field(min_length=4, max_length=4)


class ObjectsReply(LenientReply):
    """The reply form asked for; :func:`parse_detections` also reads the forms models send instead
    (other key names, a bare list, boxes outside the image)."""

    objects: list[_Object]


DETECT_SCHEMA = reply_schema(ObjectsReply)

_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


class Detections(BaseModel):
    boxes: list[Box]  # in the pixels of the image the model saw
    dropped: int = 0  # items that were not a labelled box inside the image


def _json_value(text: str) -> Any:
    """The reply's JSON (an object or a list), inside a code fence or not."""
    fenced = _FENCE.search(text)
    body = (fenced.group(1) if fenced else text).strip()
    starts = [i for i in (body.find("{"), body.find("[")) if i >= 0]
    if not starts:
        raise ValueError("the reply holds no JSON")
    return loads_reply(body[min(starts) :])


def _box(item: Any, width: int, height: int) -> Box | None:
    """One reply item as a box clipped to the image, or None when it is not a usable labelled box."""
    if not isinstance(item, dict):
        return None
    label = next((item[k] for k in ("label", "category", "name") if isinstance(item.get(k), str)), "").strip()
    coords = next((item[k] for k in ("bbox_2d", "bbox", "box") if k in item), None)
    if not label or not isinstance(coords, list) or len(coords) != 4:
        return None
    try:
        x1, y1, x2, y2 = (float(c) for c in coords)
    except (TypeError, ValueError):
        return None
    x1, x2 = sorted((min(max(x1, 0.0), width), min(max(x2, 0.0), width)))
    y1, y2 = sorted((min(max(y1, 0.0), height), min(max(y2, 0.0), height)))
    if x2 - x1 < 1 or y2 - y1 < 1:
        return None
    return Box(label[:MAX_LABEL_CHARS], x1, y1, x2 - x1, y2 - y1)


def parse_detections(text: str, width: int, height: int) -> Detections:
    """Boxes from a grounding reply; ValueError (shown to the model for a repair) when it has no object list."""
    data = _json_value(text)
    items = data.get("objects") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise ValueError('the JSON has no "objects" list')
    boxes = [b for b in (_box(item, width, height) for item in items) if b is not None]
    return Detections(boxes=boxes, dropped=len(items) - len(boxes))


def scaled(box: Box, factor: float) -> Box:
    return Box(box.label, box.x * factor, box.y * factor, box.width * factor, box.height * factor)


class Detector(Protocol):
    name: str  # the model and what changes its output: part of the extractor's cache key

    def detect(self, image: np.ndarray) -> list[Box]:
        """Labelled boxes in the pixels of ``image`` (H x W x 3, RGB)."""
        ...


class VlmDetector:
    """Grounding boxes from the vision LLM, in the pixels of the frame given."""

    def __init__(self, vlm: LLM, vlm_settings: VlmSettings, settings: DetectorSettings, retries: int):
        self.vlm = vlm
        self.vlm_settings = vlm_settings
        self.settings = settings
        self.retries = retries
        self.name = f"vlm:{vlm_settings.model}:side={vlm_settings.max_side}"

    def detect(self, image: np.ndarray) -> list[Box]:
        sent = bounded(image, self.vlm_settings.max_side)
        width, height = sent.size
        messages = vision_messages(
            SYSTEM_PROMPT, DETECT_PROMPT.format(max_objects=self.settings.max_objects, width=width, height=height),
            [image], max_images=1, max_side=self.vlm_settings.max_side, quality=self.vlm_settings.jpeg_quality,
        )  # fmt: skip
        reply = ask_json(
            self.vlm, messages, Detections, retries=self.retries, max_tokens=TOKENS_PER_OBJECT * (self.settings.max_objects + 1),
            schema=DETECT_SCHEMA, backend_errors=True, parser=lambda text: parse_detections(text, width, height),
        )  # fmt: skip
        if reply.value is None:
            log.warning("no usable detection reply after %d attempts: %s", reply.attempts, reply.problem)
            return []
        if reply.value.dropped:
            log.info("detection: %d malformed or empty boxes dropped", reply.value.dropped)
        factor = image.shape[1] / width  # back to the frame's pixels (aspect ratio is kept)
        return [scaled(b, factor) for b in reply.value.boxes[: self.settings.max_objects]]


class OnnxDetector:
    """A local ONNX detector: one RGB image ``[1, 3, S, S]`` in [0, 1] in, torchvision's outputs out
    (``boxes`` [N, 4] as x1, y1, x2, y2 in input pixels, ``labels`` [N] class ids, ``scores`` [N]),
    matched by output name, else taken in that order. Class names come from ``labels_path``."""

    def __init__(self, settings: DetectorSettings):
        self.settings = settings
        path = settings.onnx_path
        if path is None or not path.is_file():
            raise ModelUnavailableError(f"vision.detector.onnx_path {path}: no such file (the ONNX detector to run)")
        self.path = path
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
        self.name = f"onnx:{path.name}:{digest}:s={settings.input_size}:t={settings.score_threshold}"
        self.labels: list[str] = []
        if settings.labels_path is not None:
            try:
                self.labels = [
                    line.strip()
                    for line in settings.labels_path.read_text(encoding="utf-8").splitlines()
                    if line.strip()
                ]
            except OSError as exc:
                raise ModelUnavailableError(
                    f"vision.detector.labels_path {settings.labels_path}: {exc.strerror}"
                ) from exc

    @cached_property
    def _session(self) -> Any:  # onnxruntime.InferenceSession, loaded on the first frame
        with IMPORT_LOCK:
            import onnxruntime

        try:
            return onnxruntime.InferenceSession(str(self.path), providers=["CPUExecutionProvider"])
        except Exception as exc:  # noqa: BLE001 - onnxruntime raises its own untyped errors for a bad model
            raise ModelUnavailableError(f"{self.path}: not a loadable ONNX model ({exc})") from exc

    def detect(self, image: np.ndarray) -> list[Box]:
        with IMPORT_LOCK:
            from PIL import Image

        size = self.settings.input_size
        height, width = image.shape[:2]
        resized = np.asarray(Image.fromarray(image).resize((size, size), Image.Resampling.BILINEAR), np.float32) / 255.0
        session = self._session
        outputs = session.run(None, {session.get_inputs()[0].name: resized.transpose(2, 0, 1)[None]})
        named = {o.name: value for o, value in zip(session.get_outputs(), outputs, strict=True)}
        boxes, labels, scores = (
            named[k] if k in named else outputs[i] for i, k in enumerate(("boxes", "labels", "scores"))
        )
        boxes, labels, scores = np.reshape(boxes, (-1, 4)), np.reshape(labels, -1), np.reshape(scores, -1)
        found: list[Box] = []
        for i in np.argsort(-scores, kind="stable"):
            if scores[i] < self.settings.score_threshold or len(found) == self.settings.max_objects:
                break
            x1, y1, x2, y2 = (float(v) for v in boxes[i])
            x1, x2 = (min(max(v * width / size, 0.0), width) for v in (x1, x2))
            y1, y2 = (min(max(v * height / size, 0.0), height) for v in (y1, y2))
            if x2 > x1 and y2 > y1:
                label = (
                    self.labels[int(labels[i])] if 0 <= int(labels[i]) < len(self.labels) else f"class {int(labels[i])}"
                )
                found.append(Box(label, x1, y1, x2 - x1, y2 - y1))
        return found


class DetectionExtractor:
    """The "det" extractor: a scene-graph text unit for each of a clip's keyframes with objects."""

    needs_frames = True
    needs_audio = False

    def __init__(self, detector: Detector, settings: DetectorSettings):
        self.detector = detector
        self.settings = settings
        self._video_width = 0
        self.key = f"det:{detector.name}:k={settings.frames_per_clip}:n={settings.max_objects}"

    def prepare(self, video: VideoInfo) -> bool:
        self._video_width = video.width  # boxes are reported in the video's own pixels
        return video.width > 0

    def extract(self, media: ClipMedia) -> list[TextUnit]:
        units = []
        for frame in evenly(media.frames, self.settings.frames_per_clip):
            factor = self._video_width / frame.image.shape[1]
            text = scene_graph(scaled(b, factor) for b in self.detector.detect(frame.image))
            if text:
                units.append(TextUnit("det", frame.time, frame.time, text))
        return units
