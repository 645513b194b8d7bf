"""Frames as chat message parts: JPEG, downscaled to a bounded side, base64 data URLs, a bounded count.

Every vision request goes through :func:`vision_messages`, so no call can send more than
``max_images`` images or an image larger than ``max_side`` pixels on its longer side.
"""

from __future__ import annotations

import base64
import io
from collections.abc import Sequence
from typing import Any, TypeVar

import numpy as np
from PIL import Image

T = TypeVar("T")


def evenly(items: Sequence[T], count: int) -> list[T]:
    """At most ``count`` items spread evenly over ``items``, in order: the middle item of each of
    ``count`` equal parts (a frame at a clip's very edge may still show the neighbouring scene)."""
    if count <= 0 or not items:
        return []
    if len(items) <= count:
        return list(items)
    return [items[int((i + 0.5) * len(items) / count)] for i in range(count)]


def bounded(image: np.ndarray, max_side: int) -> Image.Image:
    """An RGB uint8 array as a Pillow image whose longer side is at most ``max_side``."""
    picture = Image.fromarray(np.ascontiguousarray(image[..., :3]), mode="RGB")
    if max(picture.size) > max_side:
        picture.thumbnail((max_side, max_side), Image.Resampling.LANCZOS)
    return picture


def data_url(image: np.ndarray, max_side: int, quality: int = 85) -> tuple[str, tuple[int, int]]:
    """A frame as a ``data:image/jpeg;base64`` URL, and the (width, height) that was sent."""
    picture = bounded(image, max_side)
    buffer = io.BytesIO()
    picture.save(buffer, format="JPEG", quality=quality)
    return "data:image/jpeg;base64," + base64.b64encode(buffer.getvalue()).decode("ascii"), picture.size


def image_parts(
    images: Sequence[np.ndarray], *, max_images: int, max_side: int, quality: int = 85
) -> list[dict[str, Any]]:
    """OpenAI ``image_url`` content parts for at most ``max_images`` of ``images`` (spread evenly)."""
    return [
        {"type": "image_url", "image_url": {"url": data_url(image, max_side, quality)[0]}}
        for image in evenly(images, max_images)
    ]


def vision_messages(
    system: str, prompt: str, images: Sequence[np.ndarray], *, max_images: int, max_side: int, quality: int = 85
) -> list[dict[str, Any]]:
    """A system message and one user message holding the images, then the prompt's text."""
    parts = image_parts(images, max_images=max_images, max_side=max_side, quality=quality)
    return [
        {"role": "system", "content": system},
        {"role": "user", "content": [*parts, {"type": "text", "text": prompt}]},
    ]
