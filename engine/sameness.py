"""When two sessions are the same: setup, log, redo stack and the state they replay to (a loaded save against
the session saved, in the conformance suite and the tests). Kept apart from ``engine.session``, which holds
the log; ``Session.same_as`` calls :func:`same_sessions`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.session import Session


def same_sessions(one: Session, other: Session) -> bool:
    """Whether two sessions hold the same setup, log, redo stack and state."""
    return (
        one.ruleset.id == other.ruleset.id
        and one.players == other.players
        and one.variants == other.variants
        and one.options == other.options
        and one.kits == other.kits
        and one.teaches == other.teaches
        and one.events == other.events
        and [e.key() for e in one.redo_stack] == [e.key() for e in other.redo_stack]
        and one.table == other.table
    )
