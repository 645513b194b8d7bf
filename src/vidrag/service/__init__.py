"""The HTTP service and web page (``vidrag serve``)."""

from vidrag.service.app import create_app

__all__ = ["create_app"]
