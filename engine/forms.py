"""Which of an action's fields a form asks of the player acting: the phase's, the session options', and those
about a component only where it is held (no box for a hero the player has not got).

Front ends build their forms and field listings from this; the command line still reads any field given, and
the rules judge it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.events import NEXT

if TYPE_CHECKING:
    from engine.actions import ActionSpec
    from engine.fields import Field
    from engine.session import Session


def asked_fields(session: Session, spec: ActionSpec, seat: int | None) -> tuple[Field, ...]:
    """The fields a form for ``seat`` (None: nobody in particular acts) asks for ``spec`` now.

    Args:
        session: The open session.
        spec: The action.
        seat: Who acts in the form.

    Returns:
        The fields of this phase and the session's options, less those about a component (``Field.held``)
        that nobody concerned holds openly.
    """
    fields = [f for f in spec.fields if f.asked_in(session.phase.id, session.options)]
    if spec.name == NEXT and session.phase.order != "chosen":
        # Who acts next is named only where it is chosen: elsewhere the order says it (issue 31: the Ctrl+N
        # form showed "player (optional)" beside "who acts").
        fields = [f for f in fields if f.name != "player"]
    holders = {kind: open_holders(session, kind) for kind in {f.held for f in fields if f.held}}
    return tuple(f for f in fields if not f.held or f.asked_of(seat, holders[f.held]))


def open_holders(session: Session, kind: str) -> set[int]:
    """Seats holding a ``kind`` where everyone sees it (a tableau, the board): never in a hand or a face-down
    pile, since asking for it or not would tell the table what is in there."""
    private = set(session.ruleset.private_holders)
    seats = {player.faction: seat for seat, player in enumerate(session.players)}
    out = set()
    for holder in session.table.ledger.where(kind):
        sort, _, owner = holder.partition(":")
        if owner in seats and sort not in private:
            out.add(seats[owner])
    return out
