"""Facts in saves before rules version 6 that the kit's checks now refuse, mended so those saves still open.

Version 6 refuses a landscape east of the Limes that lies in a province (the provinces are Rome's, west of
its border: see ``kit``). An older save may hold one, in the kit it keeps or told in play
(``add-landscape``). Such a save would no longer open, or would replay without that landscape; so the
landscape keeps its province and loses the Limes mark instead, and the kit walk asks its side again. Of
the two facts the province is the one a table reads off the board's colours; the side is one letter,
easily mistyped (the play-test's ``Po 8 fi east nor``). Nothing the old rules did depended on the mark
there: a legionary sent east of the Limes was refused, so no old log moved it onto such a landscape.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.kits import UNKNOWN
from engine.views import slug

#: The action that tells a landscape in play, and the parts of a save holding actions.
TELL = "add-landscape"
LOGS = ("events", "redo")


def _landscapes(data: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    for kit in data.get("kits") or ():
        section = kit.get("landscapes") if isinstance(kit, dict) else None
        entries = section.get("entries") if isinstance(section, dict) else None
        yield from (e for e in entries or () if isinstance(e, dict))


def _told(data: Mapping[str, Any]) -> Iterator[dict[str, Any]]:
    for part in LOGS:
        for raw in data.get(part) or ():
            if isinstance(raw, dict) and raw.get("t") == TELL and isinstance(raw.get("a"), dict):
                yield raw


def limes(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with the Limes mark dropped from every landscape that has a province somewhere in it."""
    ids: dict[str, str] = {}  # each way a landscape is named, as a slug, to its kit id
    for entry in _landscapes(data):
        for said in (entry.get("id"), entry.get("name"), *(entry.get("aliases") or ())):
            if isinstance(said, str):
                ids.setdefault(slug(said), str(entry.get("id")))

    def ident(name: Any) -> str:
        return ids.get(slug(str(name)), slug(str(name)))

    inside = {str(e.get("id")) for e in _landscapes(data) if e.get("province") not in (None, UNKNOWN)}
    inside |= {ident(raw["a"].get("name", "")) for raw in _told(data) if raw["a"].get("province")}
    if not inside:
        return data
    kits = []
    for kit in data.get("kits") or ():
        section = kit.get("landscapes") if isinstance(kit, dict) else None
        if not isinstance(section, dict) or not isinstance(section.get("entries"), list):
            kits.append(kit)
            continue
        entries = [
            {k: v for k, v in e.items() if k != "limes"}
            if isinstance(e, dict) and e.get("limes") is True and str(e.get("id")) in inside
            else e
            for e in section["entries"]
        ]
        kits.append({**kit, "landscapes": {**section, "entries": entries}})
    out = {**data, "kits": kits} if "kits" in data else dict(data)
    for part in LOGS:
        if part not in data:
            continue
        out[part] = [
            {**raw, "a": {k: v for k, v in raw["a"].items() if k != "limes"}}
            if isinstance(raw, dict)
            and raw.get("t") == TELL
            and isinstance(raw.get("a"), dict)
            and raw["a"].get("limes") is True
            and ident(raw["a"].get("name", "")) in inside
            else raw
            for raw in data[part]
        ]
    return out
