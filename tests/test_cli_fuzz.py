"""The `vidrag` command fed odd names and bytes: odd Unicode, the lone surrogates Python makes of
bytes that are not UTF-8, names longer than the file system allows, Rich markup, text that looks
like an option. Each input is a real process; it must end with exit code 0, 1 or 2 and a message,
never a traceback.

Hypothesis draws a bounded, derandomized set of inputs (the same ones each run) over commands that
read an index or fail before any model loads, so the test costs two to five seconds an input (a process each)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import copy_index, run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

MARKUP = ["[red]", "[/]", "[bold]x[/bold]", "[link=file:///etc/passwd]here[/link]", ":smile:", "[", "]"]

# argv cannot carry a NUL byte: the operating system ends the argument there.
unicode_text = st.text(st.characters(blacklist_characters="\x00"), max_size=40)
undecodable = st.lists(st.integers(1, 255), min_size=1, max_size=40).map(bytes).map(os.fsdecode)
long_name = st.integers(250, 400).map(lambda n: "n" * n + ".mp4")
markup = st.tuples(st.sampled_from(MARKUP), unicode_text).map("".join)
odd = st.one_of(unicode_text, undecodable, long_name, markup)


INDEX = "<index>"  # where the test's index directory goes


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    """A command that reads the index, with odd text where a user types (the last --index wins)."""
    word, other = draw(odd), draw(odd)
    return draw(
        st.sampled_from(
            [
                ["show", word, "--index", INDEX],
                ["show", "--index", word],
                ["show", "--index", INDEX, "--config", word],
                ["remove", word, other, "--index", INDEX],
                ["ask", word, "--video", other, "--index", INDEX],
                ["ask", word, "--choices", other, "--index", INDEX],
                ["ask", word, "--strategy", other, "--index", INDEX],
                ["ask", word, "--index", INDEX, "--choices"],
                ["graph", "--entity", word, "--index", INDEX],
                ["models", "fetch", word],
            ]
        )
    )


@pytest.fixture(scope="module")
def fuzzed_index(example_index_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_index(example_index_dir, tmp_path_factory.mktemp("fuzz") / "index")


@pytest.mark.slow  # a process an input: a minute or two on two cores
@settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(command=command_lines())
def test_odd_text_on_the_command_line_gets_a_message_not_a_traceback(fuzzed_index: Path, command: list[str]):
    proc = run(*(str(fuzzed_index) if arg == INDEX else arg for arg in command), check=False)
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout, (command, proc.stderr[-2000:])
    assert proc.returncode in (0, 1, 2), (command, proc.returncode, proc.stderr[-2000:])
    if proc.returncode == 0:
        assert proc.stdout.strip() or proc.stderr.strip(), command
    else:
        assert proc.stderr.strip(), command  # an `error:` line or Typer's usage message
