"""Vision paths against real local server processes: the test suite's OpenAI-compatible vision server
(tests/vision_server.py: deterministic answers from the images it receives, since no vision weights
exist offline) and the llama.cpp server for the text LLM. Requests are checked as the server saw
them (images attached, count and size bounded); replies are parsed, malformed ones included."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import httpx
import numpy as np
import pytest
from conftest import ffmpeg
from PIL import Image, ImageDraw

from vidrag import Index, load_settings
from vidrag.assets import model_path
from vidrag.config import FrameEmbedderSettings
from vidrag.errors import ConfigError, IncompatibleIndexError, ModelUnavailableError
from vidrag.eval.report import markdown
from vidrag.extractors.registry import ExtractorRegistry
from vidrag.llm.openai_compat import OpenAICompatibleLLM
from vidrag.media.decode import ClipMedia, Frame
from vidrag.media.probe import VideoInfo
from vidrag.llm.steps import LLMSteps
from vidrag.records import ClipSpan, TextUnit
from vidrag.retrieval.vgent.reasoning import verify
from vidrag.retrieval.base import load_evidence
from vidrag.testing.servers import ServerProcess, free_port
from vidrag.store.base import FrameHit
from vidrag.store.sqlite import SQLiteStore
from vidrag.vision import VisionModels, announce, modalities, register_vision_extractors, vlm_settings_as_llm
from vidrag.vision.captions import VisionCaptioner
from vidrag.vision.detection import OnnxDetector, VlmDetector, parse_detections
from vidrag.vision.frames import OpenClipFrameEmbedder, keyframes
from vidrag.retrieval.video_rag.detections import det_hits, shape_detections
from vidrag.vision.scene_graph import Box, scene_graph, select

HERE = Path(__file__).resolve().parent

# A 320x240 frame with known boxes (x1, y1, x2, y2); edges on multiples of 16 stay sharp in JPEG.
BOXES = [
    ("red", (16, 16, 80, 80)),
    ("blue", (128, 16, 192, 80)),
    ("red", (16, 144, 80, 208)),
    ("green", (160, 48, 224, 112)),
]
RGB = {"red": (255, 0, 0), "green": (0, 160, 0), "blue": (0, 0, 255)}

# The scene-graph text of BOXES, written out by hand from the paper's formats.
EXPECTED_SCENE_GRAPH = """Object 1 is a red square located at coordinates [16, 16] with dimensions 64\u00d764
Object 2 is a red square located at coordinates [16, 144] with dimensions 64\u00d764
Object 3 is a blue square located at coordinates [128, 16] with dimensions 64\u00d764
Object 4 is a green square located at coordinates [160, 48] with dimensions 64\u00d764
Object counting:
- red square: 2
- blue square: 1
- green square: 1
Object 1 (red square) is above Object 2 (red square)
Object 1 (red square) is to the left of Object 3 (blue square)
Object 1 (red square) is to the left of Object 4 (green square)
Object 2 (red square) is to the left of Object 3 (blue square)
Object 2 (red square) is below Object 3 (blue square)
Object 2 (red square) is to the left of Object 4 (green square)
Object 2 (red square) is below Object 4 (green square)
Object 3 (blue square) is overlapping Object 4 (green square)"""


def draw(boxes: list[tuple[str, tuple[int, int, int, int]]], size: tuple[int, int] = (320, 240)) -> np.ndarray:
    image = Image.new("RGB", size, "white")
    pen = ImageDraw.Draw(image)
    for colour, (x1, y1, x2, y2) in boxes:
        pen.rectangle((x1, y1, x2 - 1, y2 - 1), fill=RGB[colour])
    return np.asarray(image)


@pytest.fixture(scope="module")
def vision_server(tmp_path_factory: pytest.TempPathFactory) -> str:
    port = free_port()
    command = [sys.executable, str(HERE / "vision_server.py"), str(port)]
    with ServerProcess(
        command, f"http://127.0.0.1:{port}", tmp_path_factory.mktemp("vis") / "log", ready_path="/v1/models"
    ) as server:
        yield server.url


class Server:
    """What the test server saw, and replies queued for it."""

    def __init__(self, root: str):
        self.root = root
        self.base_url = f"{root}/v1"

    def reset(self, replies: list[str] = ()) -> None:
        httpx.post(f"{self.root}/control", json={"reset": True, "replies": list(replies)}).raise_for_status()

    def requests(self) -> list[dict]:
        return httpx.get(f"{self.root}/requests").json()["requests"]


@pytest.fixture
def server(vision_server: str) -> Server:
    found = Server(vision_server)
    found.reset()
    return found


def vision_settings(server: Server, **vlm):
    return load_settings(vision={
        "vlm": {"base_url": server.base_url, "model": "fake-vl", **vlm},
        "detector": {"kind": "vlm"},
        "frames": {"kind": "endpoint", "base_url": server.base_url, "model": "fake-clip"},
    })  # fmt: skip


# -- scene graphs --------------------------------------------------------------------------------
def test_scene_graph_text_of_known_boxes_is_exact():
    boxes = [Box(f"{c} square", x1, y1, x2 - x1, y2 - y1) for c, (x1, y1, x2, y2) in BOXES]
    assert scene_graph(boxes) == EXPECTED_SCENE_GRAPH
    assert scene_graph([]) == ""
    assert (
        select(EXPECTED_SCENE_GRAPH, ["number"])
        == "Object counting:\n- red square: 2\n- blue square: 1\n- green square: 1"
    )
    assert select(EXPECTED_SCENE_GRAPH, ["location"]).count("\n") == 3
    assert select(EXPECTED_SCENE_GRAPH, ["relation"]).splitlines() == EXPECTED_SCENE_GRAPH.splitlines()[-8:]
    assert select(EXPECTED_SCENE_GRAPH, []) == EXPECTED_SCENE_GRAPH  # no known TYPE: every kind


def test_rendered_frame_through_the_grounding_server_gives_the_exact_scene_graph(server: Server):
    settings = vision_settings(server, max_side=448, jpeg_quality=95)
    models = VisionModels(settings)
    detector = VlmDetector(models.vlm, settings.vision.vlm, settings.vision.detector, retries=1)
    assert scene_graph(detector.detect(draw(BOXES))) == EXPECTED_SCENE_GRAPH
    (request,) = server.requests()
    assert request["images"] == 1 and request["sizes"] == [[320, 240]]
    assert request["response_format"]["type"] == "json_schema"


def tiny_onnx_detector(path: Path, boxes: np.ndarray, labels: list[int], scores: list[float], size: int) -> Path:
    """A real ONNX model with torchvision's detector outputs: fixed boxes, labels and scores, plus
    0 x the image's mean, so the image must flow through the session for it to answer."""
    onnx = pytest.importorskip("onnx")
    from onnx import TensorProto, helper, numpy_helper

    def const(name: str, value: np.ndarray):
        return helper.make_node("Constant", [], [name], value=numpy_helper.from_array(value, name))

    nodes = [
        helper.make_node("ReduceMean", ["images"], ["mean"], keepdims=0),
        const("zero", np.array(0.0, np.float32)),
        helper.make_node("Mul", ["mean", "zero"], ["nothing"]),
        const("fixed_boxes", boxes.astype(np.float32)),
        const("fixed_scores", np.array(scores, np.float32)),
        const("labels_out", np.array(labels, np.int64)),
        helper.make_node("Add", ["fixed_boxes", "nothing"], ["boxes"]),
        helper.make_node("Add", ["fixed_scores", "nothing"], ["scores"]),
        helper.make_node("Identity", ["labels_out"], ["labels"]),
    ]
    graph = helper.make_graph(
        nodes, "fixed-detector",
        [helper.make_tensor_value_info("images", TensorProto.FLOAT, [1, 3, size, size])],
        [helper.make_tensor_value_info("boxes", TensorProto.FLOAT, [len(labels), 4]),
         helper.make_tensor_value_info("labels", TensorProto.INT64, [len(labels)]),
         helper.make_tensor_value_info("scores", TensorProto.FLOAT, [len(labels)])],
    )  # fmt: skip
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.ir_version = 8
    onnx.checker.check_model(model)
    onnx.save(model, path)
    return path


def test_a_local_onnx_detector_gives_the_exact_scene_graph(tmp_path: Path):
    size, frame = 64, draw(BOXES, size=(320, 320))  # the model sees 64 x 64: boxes in its pixels are / 5
    names = {"red": 0, "blue": 1, "green": 2}
    in_model = np.array([[x1, y1, x2, y2] for _, (x1, y1, x2, y2) in BOXES] + [[0, 0, 4, 4]], np.float32) / 5
    model = tiny_onnx_detector(
        tmp_path / "det.onnx", in_model, [names[c] for c, _ in BOXES] + [0], [0.9, 0.8, 0.7, 0.6, 0.1], size
    )
    (tmp_path / "labels.txt").write_text("red square\nblue square\ngreen square\n")
    settings = load_settings(
        vision={
            "detector": {
                "kind": "onnx",
                "onnx_path": str(model),
                "labels_path": str(tmp_path / "labels.txt"),
                "input_size": size,
            }
        }
    )
    registry = ExtractorRegistry()
    register_vision_extractors(registry)
    extractor = registry.lineup(settings).for_video(VideoInfo(tmp_path / "v.mp4", 3.0, 320, 320, 1.0, False))
    assert [e.key.split(":")[:2] for e in extractor] == [["det", "onnx"]]
    (unit,) = extractor[0].extract(ClipMedia(ClipSpan(0, 0.0, 3.0), [Frame(1.5, frame)]))
    assert unit.source == "det" and unit.start == 1.5 and unit.text == EXPECTED_SCENE_GRAPH  # the 0.1 box is dropped
    assert modalities(settings)["detection"].startswith("on (onnx")


def test_onnx_detector_errors_name_the_file(tmp_path: Path):
    with pytest.raises(ConfigError, match="onnx_path"):
        load_settings(vision={"detector": {"kind": "onnx"}})
    settings = load_settings(vision={"detector": {"kind": "onnx", "onnx_path": str(tmp_path / "missing.onnx")}})
    with pytest.raises(ModelUnavailableError, match="missing.onnx"):
        OnnxDetector(settings.vision.detector)
    (tmp_path / "bad.onnx").write_bytes(b"not a model")
    settings = load_settings(vision={"detector": {"kind": "onnx", "onnx_path": str(tmp_path / "bad.onnx")}})
    with pytest.raises(ModelUnavailableError, match="not a loadable ONNX model"):
        OnnxDetector(settings.vision.detector).detect(np.zeros((32, 32, 3), np.uint8))


def test_boxes_are_scaled_back_from_a_downscaled_image(server: Server):
    settings = vision_settings(server, max_side=160)  # the 640x480 frame goes out at 160x120
    models = VisionModels(settings)
    detector = VlmDetector(models.vlm, settings.vision.vlm, settings.vision.detector, retries=0)
    (box,) = detector.detect(draw([("blue", (128, 128, 384, 384))], size=(640, 480)))
    assert server.requests()[0]["sizes"] == [[160, 120]]
    assert box.label == "blue square"
    assert abs(box.x - 128) <= 8 and abs(box.y - 128) <= 8 and abs(box.width - 256) <= 8 and abs(box.height - 256) <= 8


def test_malformed_grounding_replies_are_parsed_repaired_or_dropped(server: Server):
    found = parse_detections('```json\n[{"label": "cup", "bbox_2d": [300, 10, 20, 50]}, {"bbox_2d": [1, 2, 3, 4]},'
                             ' {"label": "x", "bbox_2d": [5, 5]}, {"label": "dot", "bbox_2d": [7, 7, 7.5, 7.5]}]\n```', 100, 100)  # fmt: skip
    assert found.boxes == [Box("cup", 20, 10, 80, 40)] and found.dropped == 3  # sorted, clipped; the rest dropped
    for bad in ("no boxes here", '{"objects": "none"}'):
        with pytest.raises(ValueError):
            parse_detections(bad, 100, 100)
    # A reply cut off at its token budget keeps its whole boxes; the one it stopped in is dropped.
    cut = parse_detections(
        '{"objects": [{"label": "cup", "bbox_2d": [20, 10, 80, 40]}, {"label": "pen", "bbox_2d": [5,', 100, 100
    )
    assert cut.boxes == [Box("cup", 20, 10, 60, 30)] and cut.dropped == 1
    settings = vision_settings(server)
    detector = VlmDetector(VisionModels(settings).vlm, settings.vision.vlm, settings.vision.detector, retries=1)
    server.reset(["I see a red square.", '{"objects": [{"label": "red square", "bbox_2d": [16, 16, 80, 80]}]}'])
    assert detector.detect(draw(BOXES)) == [Box("red square", 16, 16, 64, 64)]
    seen = server.requests()
    assert (
        len(seen) == 2 and "not usable" in seen[1]["prompt"] and seen[1]["images"] == 1
    )  # the repair re-sends the image
    server.reset(["nonsense", "more nonsense"])
    assert detector.detect(draw(BOXES)) == []  # given up after the bounded repairs


# -- captions ------------------------------------------------------------------------------------
def _clip_media(colours: list[str], frames: int = 20) -> ClipMedia:
    span = ClipSpan(0, 0.0, 30.0)
    image = draw([(c, (32 + 96 * i, 48, 96 + 96 * i, 112)) for i, c in enumerate(colours)], size=(640, 480))
    return ClipMedia(span, [Frame(t * 1.5, image) for t in range(frames)])


def test_caption_request_is_bounded_and_its_reply_parsed(server: Server):
    settings = vision_settings(server, max_images=4, max_side=200)
    captioner = VisionCaptioner(settings.vision.vlm, VisionModels(settings).vlm, retries=1)
    speech = [TextUnit("subtitle", 1.0, 3.0, "Look at the red square."), TextUnit("ocr", 2.0, 2.0, "SLIDE")]
    (unit,) = captioner.extract_after(_clip_media(["red", "blue"]), speech)
    assert unit.source == "caption" and (unit.start, unit.end) == (0.0, 30.0)
    assert unit.text == (
        "Entities: blue square (a blue square); red square (a red square)\n"
        "Actions: blue square stays still; red square stays still\nScenes: white background"
    )
    (request,) = server.requests()
    assert request["images"] == 4 and all(max(size) <= 200 for size in request["sizes"])
    assert "Look at the red square." in request["prompt"] and "SLIDE" not in request["prompt"]
    assert request["response_format"]["type"] == "json_schema"


def test_malformed_caption_replies_are_repaired_then_given_up(server: Server, caplog: pytest.LogCaptureFixture):
    settings = vision_settings(server)
    captioner = VisionCaptioner(settings.vision.vlm, VisionModels(settings).vlm, retries=1)
    vgent_spelling = (
        '{"entities": [{"entity name": "cat", "description": "a grey cat"}], "actions": [], "scenes": ["kitchen"]}'
    )
    server.reset(['Sure! {"entities": [', vgent_spelling])
    (unit,) = captioner.extract(_clip_media(["red"]))
    assert unit.text == "Entities: cat (a grey cat)\nScenes: kitchen"
    server.reset(["no JSON at all", '{"entities": "many"}'])
    with caplog.at_level(logging.WARNING):
        assert captioner.extract(_clip_media(["red"])) == []
    assert "no usable caption after 2 attempts" in caplog.text


def test_an_unreachable_vision_server_stops_indexing_instead_of_caching_no_caption():
    settings = load_settings(vision={"vlm": {"base_url": f"http://127.0.0.1:{free_port()}/v1", "timeout_seconds": 5}})
    captioner = VisionCaptioner(settings.vision.vlm, VisionModels(settings).vlm, retries=1)
    with pytest.raises(Exception, match="cannot reach the LLM server"):
        captioner.extract(_clip_media(["red"]))


# -- a whole index with every modality on -------------------------------------------------------
@pytest.fixture(scope="module")
def shapes_video(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """20 s: a red square (0-10 s), then two blue squares (10-20 s), with subtitles."""
    folder = tmp_path_factory.mktemp("shapes")
    Image.fromarray(draw([("red", (48, 64, 144, 160))])).save(folder / "a.png")
    Image.fromarray(draw([("blue", (32, 64, 112, 144)), ("blue", (192, 64, 272, 144))])).save(folder / "b.png")
    video = folder / "shapes.mp4"
    ffmpeg("-loop", "1", "-t", "10", "-i", str(folder / "a.png"), "-loop", "1", "-t", "10", "-i", str(folder / "b.png"),
           "-filter_complex", "[0:v][1:v]concat=n=2:v=1:a=0", "-r", "5", "-pix_fmt", "yuv420p", str(video))  # fmt: skip
    (folder / "shapes.srt").write_text("1\n00:00:01,000 --> 00:00:04,000\nHere is a red square.\n\n"
                                       "2\n00:00:11,000 --> 00:00:14,000\nNow two blue squares.\n")  # fmt: skip
    return video


@pytest.fixture(scope="module")
def vision_index(vision_server: str, shapes_video: Path, tmp_path_factory: pytest.TempPathFactory) -> Index:
    config = tmp_path_factory.mktemp("cfg") / "vidrag.toml"
    config.write_text(f"""
[media]
clip_seconds = 10
min_tail_seconds = 2
[asr]
enabled = false
[ocr]
enabled = false
[graph]
enabled = false
[vision.vlm]
base_url = "{vision_server}/v1"
model = "fake-vl"
max_images = 3
max_side = 256
[vision.detector]
kind = "vlm"
frames_per_clip = 1
[vision.frames]
kind = "endpoint"
base_url = "{vision_server}/v1"
model = "fake-clip"
frames_per_clip = 4
""")
    index = Index.open(tmp_path_factory.mktemp("vision-index"), load_settings(config))
    Server(vision_server).reset()
    index.add(shapes_video)
    yield index
    index.close()


def test_indexing_stores_captions_detections_and_frame_vectors(vision_index: Index, vision_server: str):
    (video,) = vision_index.videos()
    (_, red_texts), (_, blue_texts) = vision_index.clips(video)
    red, blue = ({t.source: t for t in texts} for texts in (red_texts, blue_texts))
    assert len(red_texts) == len(blue_texts) == 3 and set(red) == set(blue) == {"subtitle", "caption", "det"}
    assert "red square (a red square)" in red["caption"].text and "blue square" not in red["caption"].text
    assert red["det"].text.endswith("Object counting:\n- red square: 1")
    assert "Object counting:\n- blue square: 2" in blue["det"].text and "is to the left of" in blue["det"].text
    assert vision_index.store.clips_with_frames(video.id) == {0, 1}
    chats = [r for r in Server(vision_server).requests() if r["path"].endswith("/chat/completions")]
    captions = [r for r in chats if "Describe entities" in r["prompt"]]
    assert len(captions) == 2 and "Here is a red square." in captions[0]["prompt"]
    assert all(r["images"] <= 3 and all(max(s) <= 256 for s in r["sizes"]) for r in chats)
    embeds = [r for r in Server(vision_server).requests() if r["path"].endswith("/embeddings")]
    assert len(embeds) == 8 and all(r["images"] == 1 for r in embeds)  # 4 frames per clip, one per request
    assert vision_index.store.layout()["vision"] == "captions=fake-vl;det=vlm:fake-vl;frames=endpoint:fake-clip"


def test_frame_retrieval_adds_the_matching_clip_and_the_answer_sees_its_frames(vision_index: Index, vision_server: str):
    server = Server(vision_server)
    server.reset()
    retrieval = vision_index.retrieve("Where does the blue shape appear?", strategy="naive")
    assert [e.clip.index for e in retrieval.evidence if any("frames match" in r for r in e.reasons)] == [1]
    assert retrieval.trace["frames"]["threshold"] == 0.5
    answer = vision_index.ask("What is the red square doing?", strategy="naive")
    assert answer.model == f"openai:fake-vl@{vision_server}/v1" and answer.answer.startswith("The frames show")
    (chat,) = [r for r in server.requests() if r["path"].endswith("/chat/completions")]
    assert 1 <= chat["images"] <= 3 and all(max(s) <= 256 for s in chat["sizes"])


def test_verification_answers_sub_questions_on_the_clips_frames(vision_index: Index, vision_server: str):
    server = Server(vision_server)
    (video,) = vision_index.videos()
    clips = vision_index.store.clips(video.id)
    evidence = load_evidence(vision_index.store, {c.id: 1.0 - c.index for c in clips}, {}, {})
    looker = vision_index._strategy_context.vision
    steps = LLMSteps(looker.llm, retries=1)
    server.reset(["yes, no"])  # not JSON: the first clip's reply is repaired
    checks = verify(steps, ["Is there a red square?", "How many blue squares are there?"], evidence, 2000, looker)
    assert [c.answers for c in checks] == [["yes", "0"], ["no", "2"]]
    assert [c.positive for c in checks] == [True, True]
    verifications = [r for r in server.requests() if "Answer each question" in r["prompt"]]
    assert len(verifications) == 3 and all(1 <= r["images"] <= 3 for r in verifications)
    assert "frames (the images) and text" in verifications[0]["prompt"]


def test_det_requests_pick_keyframes_by_frame_similarity_and_type_cuts_the_text(vision_index: Index):
    ctx = vision_index._strategy_context
    chosen, trace = det_hits(ctx, vision_index.query("Where is the blue square?"), ["blue square"], top_k=5)
    assert trace["selection"] == "clip keyframes" and trace["threshold"] == 0.3
    (video,) = vision_index.videos()
    blue_clip = vision_index.store.clips(video.id)[1].id
    assert set(chosen.best) == {blue_clip}
    evidence = load_evidence(vision_index.store, {c.id: 1.0 for c in vision_index.store.clips(video.id)}, {}, {})
    shape_detections(evidence, chosen, ["number"])
    red, blue = sorted(evidence, key=lambda e: e.clip.index)
    assert sorted(t.source for t in red.texts) == ["caption", "subtitle"]  # not a keyframe: its detection is left out
    assert [t.text for t in blue.texts if t.source == "det"] == ["Object counting:\n- blue square: 2"]


def test_keyframe_normalisation_follows_video_rag():
    # alpha = 4.0 * 4 / 16 = 1; negatives count 0; S_norm = S_j / 0.9: 0.5 passes t = 0.3, 0.2 does not.
    hits = [FrameHit(1, 0.0, 0.5), FrameHit(1, 1.0, 0.2), FrameHit(2, 2.0, 0.2), FrameHit(2, 3.0, -0.4)]
    assert keyframes({7: hits}, threshold=0.3, beta=4.0, base_frames=16) == {7: [hits[0]]}
    assert keyframes({7: [FrameHit(1, 0.0, -0.1)]}, threshold=0.3, beta=4.0, base_frames=16) == {}


def test_vgent_with_the_llama_cpp_text_server_and_the_vision_server(
    vision_index: Index, vision_server: str, tmp_path: Path
):
    pytest.importorskip("llama_cpp.server", reason="llama-cpp-python[server] not installed")
    port = free_port()
    llama = ServerProcess(
        [sys.executable, "-m", "llama_cpp.server", "--model", str(model_path("smollm2-135m")), "--model_alias", "smollm2",
         "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096"],
        f"http://127.0.0.1:{port}", tmp_path / "llama.log", ready_path="/v1/models",
    ).start()  # fmt: skip
    try:
        settings = vision_index.settings.model_copy(
            update={
                "llm": vision_index.settings.llm.model_copy(
                    update={"backend": "openai", "base_url": f"http://127.0.0.1:{port}/v1", "model": "smollm2"}
                )
            }
        )
        server = Server(vision_server)
        server.reset()
        with Index.open(vision_index.path, settings, create=False) as index:
            answer = index.ask("Is there a red square?", strategy="vgent")
        verifications = [r for r in server.requests() if "Answer each question" in r["prompt"]]
        assert verifications and all(
            1 <= r["images"] <= 3 for r in verifications
        )  # sub-questions went to the VLM with frames
        assert answer.model.startswith("openai:fake-vl@") and answer.citations
        assert answer.trace["checks"]
    finally:
        llama.stop()


# -- without vision ------------------------------------------------------------------------------
def test_without_vision_every_modality_says_off_once(caplog: pytest.LogCaptureFixture):
    settings = load_settings()
    states = modalities(settings)
    assert set(states) == {"captions", "detection", "frame retrieval", "visual verification", "visual answer"}
    assert all(s.startswith("off: ") for s in states.values()) and "vision.vlm.base_url" in states["captions"]
    assert settings.layout()["vision"] is None
    with caplog.at_level(logging.INFO, logger="vidrag.vision"):
        announce(settings)
        announce(settings)
    lines = [r.getMessage() for r in caplog.records if r.name == "vidrag.vision"]
    assert len(lines) == len(set(lines)) <= 5  # each at most once per process
    report = markdown({"dataset": "d", "questions": 0, "videos": 0, "strategies": {}, "modalities": states})
    assert "Visual modalities: captions off: vision.vlm.base_url is not set" in report


def test_vision_settings_are_checked_and_an_index_records_them(tmp_path: Path, vision_server: str):
    with pytest.raises(ConfigError, match="vision.detector.kind = 'vlm' needs vision.vlm.base_url"):
        load_settings(vision={"detector": {"kind": "vlm"}})
    with pytest.raises(ConfigError, match="vision.frames.base_url"):
        load_settings(vision={"frames": {"kind": "endpoint"}})
    SQLiteStore.open(tmp_path, vision_settings(Server(vision_server)).layout(), create=True).close()
    with pytest.raises(IncompatibleIndexError, match="vision"):
        SQLiteStore.open(tmp_path, load_settings().layout(), create=False)
    captions_off = load_settings(vision={"vlm": {"base_url": "http://127.0.0.1:9/v1", "captions": False}})
    assert captions_off.layout()["vision"] is None  # a VLM for answers only leaves the index as it is


def test_open_clip_without_weights_is_a_clear_error(tmp_path: Path):
    embedder = OpenClipFrameEmbedder(FrameEmbedderSettings(kind="open_clip", path=tmp_path / "missing.bin"))
    with pytest.raises(ModelUnavailableError, match="missing.bin: no open_clip weights file"):
        embedder.embed_texts(["a cat"])


def test_vlm_settings_become_an_openai_client(vision_server: str):
    llm = OpenAICompatibleLLM(vlm_settings_as_llm(vision_settings(Server(vision_server))))
    assert llm.name == f"openai:fake-vl@{vision_server}/v1" and llm.settings.temperature == 0.0
