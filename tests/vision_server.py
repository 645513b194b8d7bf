"""A small OpenAI-compatible vision server for the tests, run as its own process: no vision weights
exist offline, so it answers deterministically from the images it receives.

It finds pure-colour shapes (red, green, blue) in each image and:
- ``/v1/chat/completions``: a caption prompt gets Vgent JSON naming the shapes; a detection
  prompt gets ``{"objects": [{"label": "<colour> square", "bbox_2d": [...]}]}`` with one box per
  shape in the image's own pixels; a verification prompt gets "yes"/"no" per question (is the
  colour it names in the frames?), a count for "how many" questions; anything else a sentence.
- ``/v1/embeddings``: images (chat ``messages``) and texts (``input``) become vectors of their
  red/green/blue content (colour words for text), so a "red" query matches red frames.
It records what each request carried (image count, sizes, prompt) at ``GET /requests``;
``POST /control`` with ``{"replies": [...]}`` queues raw chat replies (malformed ones, for the
tests of repair), ``{"reset": true}`` clears the record.

Usage: python vision_server.py PORT
"""

from __future__ import annotations

import base64
import io
import json
import re
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import numpy as np
from PIL import Image
from scipy import ndimage

COLOURS = {"red": (255, 0, 0), "green": (0, 160, 0), "blue": (0, 0, 255)}
STATE: dict = {"requests": [], "replies": []}
LOCK = threading.Lock()


def decode(url: str) -> Image.Image:
    header, _, payload = url.partition(",")
    assert header == "data:image/jpeg;base64", header
    return Image.open(io.BytesIO(base64.b64decode(payload))).convert("RGB")


def masks(image: Image.Image) -> dict[str, np.ndarray]:
    pixels = np.asarray(image).astype(int)
    out = {}
    for name, colour in COLOURS.items():
        distance = np.abs(pixels - np.array(colour)).sum(axis=2)
        out[name] = distance < 120  # JPEG blurs edges and shifts colours a little
    return out


def shapes(image: Image.Image) -> list[tuple[str, list[int]]]:
    """(colour, [x1, y1, x2, y2]) of every connected shape of a known colour, larger than 2x2 pixels."""
    found = []
    for name, mask in masks(image).items():
        labels, _ = ndimage.label(mask)
        for region in ndimage.find_objects(labels):
            ys, xs = region
            if ys.stop - ys.start > 2 and xs.stop - xs.start > 2:
                found.append((name, [xs.start, ys.start, xs.stop, ys.stop]))
    return sorted(found, key=lambda s: (s[1][0], s[1][1]))


def colour_vector(image: Image.Image) -> list[float]:
    fractions = [float(m.mean()) for m in masks(image).values()]
    return [*fractions, 0.02]  # a small constant: a plain frame still has a direction


def text_vector(text: str) -> list[float]:
    words = set(re.findall(r"[a-z]+", text.lower()))
    return [float(name in words) for name in COLOURS] + [0.02]


def chat_reply(prompt: str, images: list[Image.Image]) -> str:
    seen = [s for image in images for s in shapes(image)]
    colours = sorted({c for c, _ in seen})
    if "Describe entities, actions, scenes" in prompt:
        return json.dumps(
            {
                "entities": [{"name": f"{c} square", "description": f"a {c} square"} for c in colours],
                "actions": [{"entity": f"{c} square", "action": "stays still"} for c in colours],
                "scenes": [{"location": "white background"}],
            }
        )
    if "Detect every distinct physical object" in prompt:
        return json.dumps({"objects": [{"label": f"{c} square", "bbox_2d": box} for c, box in shapes(images[0])]})
    if "Answer each question about one video clip" in prompt:
        questions = re.findall(r"^\d+\. (.*)$", prompt, re.MULTILINE)
        answers = []
        for q in questions:
            named = [c for c in COLOURS if c in q.lower()]
            if q.lower().startswith("how many"):  # the most seen in any one frame
                answers.append(str(max((sum(1 for c, _ in shapes(i) if c in named) for i in images), default=0)))
            else:
                answers.append("yes" if any(c in colours for c in named) else "no")
        return json.dumps({"answers": answers})
    return f"The frames show {' and '.join(colours) or 'nothing coloured'}."


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args) -> None:  # quiet
        pass

    def _send(self, body: dict, status: int = 200) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path.endswith("/models"):
            self._send({"object": "list", "data": [{"id": "fake-vl", "object": "model"}]})
        elif self.path == "/requests":
            with LOCK:
                self._send({"requests": STATE["requests"]})
        else:
            self._send({"error": "not found"}, 404)

    def do_POST(self) -> None:
        body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        if self.path == "/control":
            with LOCK:
                if body.get("reset"):
                    STATE["requests"].clear()
                STATE["replies"].extend(body.get("replies", []))
            return self._send({"ok": True})
        images, texts = [], []
        for message in body.get("messages", []):
            content = message["content"]
            parts = content if isinstance(content, list) else [{"type": "text", "text": content}]
            for part in parts:
                if part["type"] == "image_url":
                    images.append((decode(part["image_url"]["url"]), len(part["image_url"]["url"])))
                elif part["type"] == "text":
                    texts.append(part["text"])
        prompt = "\n".join(texts)
        record = {
            "path": self.path, "images": len(images), "sizes": [list(i.size) for i, _ in images],
            "url_chars": [n for _, n in images], "prompt": prompt, "input": body.get("input"),
            "response_format": body.get("response_format"),
        }  # fmt: skip
        with LOCK:
            STATE["requests"].append(record)
            canned = STATE["replies"].pop(0) if STATE["replies"] and self.path.endswith("/chat/completions") else None
        pictures = [i for i, _ in images]
        if self.path.endswith("/embeddings"):
            if pictures:
                vectors = [colour_vector(p) for p in pictures]
            else:
                inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
                vectors = [text_vector(t) for t in inputs]
            return self._send({
                "object": "list", "model": body["model"],
                "data": [{"object": "embedding", "index": i, "embedding": v} for i, v in enumerate(vectors)],
                "usage": {"prompt_tokens": 1, "total_tokens": 1},
            })  # fmt: skip
        text = canned if canned is not None else chat_reply(prompt, pictures)
        self._send({
            "id": "fake", "object": "chat.completion", "model": body["model"], "created": 0,
            "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
            "usage": {"prompt_tokens": 10 + 100 * len(images), "completion_tokens": len(text) // 4 + 1, "total_tokens": 0},
        })  # fmt: skip


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
