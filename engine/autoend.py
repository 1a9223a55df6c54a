"""Old logs, for rules that now do by themselves what the table used to type.

A log written before a phase ended on its own holds the ``next``/``next-phase``
the table typed to leave it. Replayed by rules that end it by themselves, that
typed end would skip the phase after it, so it is dropped: one typed end for
every phase the rules now leave on their own, and the log means what it meant.
Likewise an action the rules now take by themselves (``drop_idle``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.session import Session

from engine.events import NEXT, NEXT_PHASE, decode

_ADVANCE = (NEXT, NEXT_PHASE)


def drop_typed_ends(data: dict[str, Any], version: str, phases: tuple[str, ...] = ()) -> dict[str, Any]:
    """``data`` (a save's table) without the typed ends the rules of ``version`` no longer need.

    ``phases`` names the phases that newly end by themselves (empty: every phase). A phase the
    old rules already left on their own (the last tribe's turn ending the round, say) has no typed
    end in the log to drop: counting it would drop the end of a later phase instead.
    """
    session, epoch = _blank(data, version)
    count = len(session.ruleset.phases)
    kept: dict[str, list[Any]] = {"events": [], "redo": []}
    owed = 0  # phases the rules left by themselves whose typed ends are still to come
    for part in ("events", "redo"):
        for index, raw in enumerate(data.get(part) or [], 1):
            event = decode(raw, (part, index), epoch)
            if owed and event.type in _ADVANCE:
                owed -= 1
                continue
            left = session.phase.id
            before = session.table.position.round * count + session.table.position.phase
            # Checked as a load checks it (an older save's actor field, say), numbered as in the save.
            session.replay([event], first=index)
            after = session.table.position.round * count + session.table.position.phase
            if event.type not in _ADVANCE and (not phases or left in phases):
                owed += after - before
            kept[part].append(raw)
    return {**data, **kept, "ruleset_version": version}


def drop_idle(data: dict[str, Any], version: str, types: tuple[str, ...]) -> dict[str, Any]:
    """``data`` without the events of ``types`` that the rules of ``version`` now carry out by themselves.

    Such an event, typed when the table still had to, replays as nothing: no component moves, the
    state and the position stay. It is dropped, so the log holds only what the table decided. (A
    redo entry is kept: it is only replayed if redone.)
    """
    from engine.errors import BadInput

    session, epoch = _blank(data, version)
    kept: list[Any] = []
    for index, raw in enumerate(data.get("events") or [], 1):
        event = decode(raw, ("events", index), epoch)
        before = session.table
        try:
            session.replay([event])
        except BadInput:
            if event.type in types:
                continue  # a choice the rules no longer offer (skipping what now happens by itself)
            raise
        after = session.table
        idle = not after.moves and after.game == before.game and after.position == before.position
        if event.type in types and idle:
            session.tables.pop()
            session.events.pop()
            continue
        kept.append(raw)
    return {**data, "events": kept, "ruleset_version": version}


def _blank(data: dict[str, Any], version: str) -> tuple[Session, int]:
    """The save's session with no events yet, under the rules of ``version``, and its time base."""
    from engine.saves import from_data  # a save is read before any session machinery is needed
    from engine.writer import epoch_of

    created = data.get("created") or ""
    epoch = epoch_of(created) if isinstance(created, str) and created else 0
    return from_data({**data, "ruleset_version": version, "events": [], "redo": []}, "migration"), epoch
