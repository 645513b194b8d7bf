#!/usr/bin/env bash
# Set up everything vidrag needs on a fresh machine, and nothing twice:
# system tools (ffmpeg, espeak-ng, a font), a virtual env, the Python dependencies, the llama.cpp wheel
# (compiled once, ~10 min on 2 cores, then cached) and the model files (assembled, sha256-checked).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
VENV=${VIDRAG_VENV:-$ROOT/.venv}
CACHE=${VIDRAG_CACHE:-$HOME/.cache/vidrag}
LLAMA_VERSION=0.3.36
say() { echo "[setup] $*" >&2; }

missing=()
command -v ffmpeg >/dev/null || missing+=(ffmpeg)
command -v espeak-ng >/dev/null || missing+=(espeak-ng)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf ] || missing+=(fonts-dejavu-core)  # rendered test slides
# real recorded speech with its exact texts, for `vidrag bench questions` (tests/test_questions.py)
[ -f /usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz ] || missing+=(asterisk-core-sounds-en)
[ -f /usr/share/asterisk/sounds/en_US_f_Allison/vm-intro.wav ] || missing+=(asterisk-core-sounds-en-wav)
if ((${#missing[@]})); then
  say "installing ${missing[*]} (Debian packages)"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

[ -x "$VENV/bin/python" ] || { say "creating virtual env $VENV"; python3 -m venv "$VENV"; }
PIP=("$VENV/bin/python" -m pip -q --disable-pip-version-check)

# Skip the Python part when nothing it depends on changed since the last successful run.
fingerprint=$(cat "$ROOT/pyproject.toml" "$ROOT/requirements/models.txt" "$0" | sha256sum | cut -c1-16)
stamp="$VENV/.vidrag-setup-$fingerprint"
if [ ! -f "$stamp" ]; then
  say "installing Python dependencies"
  "${PIP[@]}" install --upgrade pip wheel
  # The CPU build of torch first, or sentence-transformers pulls a multi-GB CUDA build (MODELS.md).
  "${PIP[@]}" install torch==2.13.0
  "${PIP[@]}" install --no-deps -r "$ROOT/requirements/models.txt"

  # llama.cpp's AMX kernels segfault in the first decode on some Intel CPUs that have AMX (Sapphire Rapids
  # and later; ggml-org/llama.cpp#20824, seen here on every LLM call), and a native build turns them on
  # wherever the CPU has AMX. On x86-64 the wheel is built for the instruction sets named here instead:
  # AVX2, FMA, F16C, and AVX-512 where the CPU has it (the 0.5B model reads a prompt 1.6x faster with it
  # on 2 cores: 209 against 132 tokens/s), never AMX. The build flags name the cache folder, and pip's
  # own cache (which keeps a wheel built with other flags) is not read.
  llama_cmake=""
  if [ "$(uname -m)" = x86_64 ]; then
    llama_cmake="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON"
    cpu=" $(grep -m1 '^flags' /proc/cpuinfo | cut -d: -f2) "
    has() { [[ "$cpu" == *" $1 "* ]]; }
    if has avx512f && has avx512cd && has avx512vl && has avx512dq && has avx512bw; then
      llama_cmake+=" -DGGML_AVX512=ON"
      if has avx512vbmi; then llama_cmake+=" -DGGML_AVX512_VBMI=ON"; fi
      if has avx512_vnni; then llama_cmake+=" -DGGML_AVX512_VNNI=ON"; fi
      if has avx512_bf16; then llama_cmake+=" -DGGML_AVX512_BF16=ON"; fi
    fi
  fi
  wheels="$CACHE/wheels/$LLAMA_VERSION-$(echo "$llama_cmake" | sha256sum | cut -c1-8)"
  wheel=$(ls "$wheels"/llama_cpp_python-$LLAMA_VERSION-*.whl 2>/dev/null | head -n 1 || true)
  if [ -z "$wheel" ]; then
    say "compiling llama-cpp-python $LLAMA_VERSION (about 10 minutes on 2 cores; cached in $wheels)"
    mkdir -p "$wheels"
    CMAKE_ARGS="$llama_cmake" CMAKE_BUILD_PARALLEL_LEVEL=$(nproc) \
      "${PIP[@]}" wheel --no-cache-dir --no-deps -w "$wheels" "llama-cpp-python==$LLAMA_VERSION"
    wheel=$(ls "$wheels"/llama_cpp_python-$LLAMA_VERSION-*.whl | head -n 1)
  fi
  "${PIP[@]}" install --force-reinstall --no-deps "$wheel"  # the same version built with other flags is replaced
  "${PIP[@]}" install "${wheel}[server]"
  "${PIP[@]}" install -e "$ROOT[test,postgres,ray]"  # the store tests start a real PostgreSQL; the Ray tests a local Ray
  rm -f "$VENV"/.vidrag-setup-*
  touch "$stamp"
fi

say "checking model files"
"$VENV/bin/python" -c "from vidrag.assets import main; main()"
# The text embedder runs on ONNX Runtime; its ONNX export is made once with torch here, not in the first index.
say "checking the text embedder's ONNX export (made once, cached under ${VIDRAG_CACHE:-~/.cache/vidrag}/onnx)"
"$VENV/bin/python" -c "from vidrag import load_settings; from vidrag.embedding import make_embedder; make_embedder(load_settings().embedding).dim"
