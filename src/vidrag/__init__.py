"""vidrag: ask questions about long videos, answered with cited timestamps."""

from vidrag.api import Index
from vidrag.config import Settings, load_settings

__version__ = "0.1.0"
__all__ = ["Index", "Settings", "load_settings"]
