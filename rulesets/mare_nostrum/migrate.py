"""Saves from older versions of the Mare Nostrum rules, brought up to date.

Version 3 ends the trade phase by itself once the exchange is over and nobody
has a choice left in it. A version-2 log holds the ``next``/``next-phase`` the
table typed to leave that phase; replayed now it would skip the build phase,
so it is dropped (the log then means what it meant when it was written).
"""

from __future__ import annotations

from typing import Any

from engine.events import decode

_ADVANCE = ("next", "next-phase")


def v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """The v2 save without the typed ends of trade phases that now end by themselves."""
    from engine.saves import from_data  # a save is read before any session machinery is needed
    from engine.writer import epoch_of

    created = data.get("created") or ""
    epoch = epoch_of(created) if isinstance(created, str) and created else 0
    session = from_data({**data, "ruleset_version": "3", "events": [], "redo": []}, "migration")
    table = session.table
    kept: dict[str, list[Any]] = {"events": [], "redo": []}
    owed = False  # an automatic end of the trade phase whose typed end is still to come
    for part in ("events", "redo"):
        for index, raw in enumerate(data.get(part) or [], 1):
            event = decode(raw, (part, index), epoch)
            if owed and event.type in _ADVANCE:
                owed = False
                continue
            before = session.ruleset.phases[table.position.phase].id
            table = session.step(table, event)
            after = session.ruleset.phases[table.position.phase].id
            if event.type not in _ADVANCE and before == "trade" and after != "trade":
                owed = True
            kept[part].append(raw)
    return {**data, **kept, "ruleset_version": "3"}
