"""``python -m vidrag.cli``: the ``vidrag`` command."""

from vidrag.cli import app

if __name__ == "__main__":  # not when a spawned process (the bench's runs) imports this main module again
    app()
