"""The service's routes, one router per resource; each reaches the shared state through
:data:`vidrag.service.state.Service` and declares its response body (:mod:`vidrag.service.schemas`)."""
