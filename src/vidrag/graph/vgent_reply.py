"""The entities, actions and scenes of Vgent's figure-7 JSON: the graph's extractor asks a text model
for them (with facts), the captioner (vidrag.vision) a vision model; both accept the paper's own
spelling of the keys beside ours."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from vidrag.llm.structured import LenientReply


# The lengths a reply is asked to keep to (its JSON schema's maxLength; the parser takes longer ones).
class EntityItem(LenientReply):
    name: str = Field(min_length=1, json_schema_extra={"maxLength": 40})
    description: str = Field("", json_schema_extra={"maxLength": 60})


class ActionItem(LenientReply):
    entity: str = Field("", json_schema_extra={"maxLength": 40})
    action: str = Field(min_length=1, json_schema_extra={"maxLength": 60})


class SceneItem(LenientReply):
    location: str = Field(min_length=1, json_schema_extra={"maxLength": 60})


def paper_keys(data: Any) -> Any:
    """Accept Vgent's spelling of keys ("entity name", "action description") as well as ours."""
    if isinstance(data, dict):
        for item in data.get("entities", []) or []:
            if isinstance(item, dict) and "name" not in item and "entity name" in item:
                item["name"] = item.pop("entity name")
        for item in data.get("actions", []) or []:
            if isinstance(item, dict) and "entity" not in item and "entity name" in item:
                item["entity"] = item.pop("entity name")
            for spelling in ("action description", "description"):  # its appendix C.1 uses both
                if isinstance(item, dict) and "action" not in item and spelling in item:
                    item["action"] = item.pop(spelling)
    return data
