"""Old logs, for rules that now end a phase by itself (``Ruleset.phase_done``).

A log written before a phase ended on its own holds the ``next``/``next-phase``
the table typed to leave it. Replayed by rules that end it by themselves, that
typed end would skip the phase after it, so it is dropped: one typed end for
every phase the rules now leave on their own, and the log means what it meant.
"""

from __future__ import annotations

from typing import Any

from engine.events import decode

_ADVANCE = ("next", "next-phase")


def drop_typed_ends(data: dict[str, Any], version: str) -> dict[str, Any]:
    """``data`` (a save's table) without the typed ends the rules of ``version`` no longer need."""
    from engine.saves import from_data  # a save is read before any session machinery is needed
    from engine.writer import epoch_of

    created = data.get("created") or ""
    epoch = epoch_of(created) if isinstance(created, str) and created else 0
    session = from_data({**data, "ruleset_version": version, "events": [], "redo": []}, "migration")
    phases = len(session.ruleset.phases)
    kept: dict[str, list[Any]] = {"events": [], "redo": []}
    owed = 0  # phases the rules left by themselves whose typed ends are still to come
    for part in ("events", "redo"):
        for index, raw in enumerate(data.get(part) or [], 1):
            event = decode(raw, (part, index), epoch)
            if owed and event.type in _ADVANCE:
                owed -= 1
                continue
            before = session.table.position.round * phases + session.table.position.phase
            session.replay([event])  # checked as a load checks it (an older save's actor field, say)
            after = session.table.position.round * phases + session.table.position.phase
            if event.type not in _ADVANCE:
                owed += after - before
            kept[part].append(raw)
    return {**data, **kept, "ruleset_version": version}
