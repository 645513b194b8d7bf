"""``python -m vidrag.cli``: the ``vidrag`` command."""

from vidrag.cli import app

app()
