"""What the engine checks of an action besides the game's own rules: a bare ``next`` that slipped past a turn
that passed by itself, and a correction that would decide the game. Kept apart from ``engine.proposing`` (the
dry run itself) so each module holds one idea."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import Violation
from engine.events import ENGINE_EVENTS, NEXT
from engine.i18n import tr
from engine.spoken_names import action_word
from engine.state import Table
from engine.table_actions import CORRECT

if TYPE_CHECKING:
    from engine.session import Session


def decides(session: Session, table: Table) -> Violation:
    """A correction that would end the game: the table says so on purpose (forced), never by a slip (play-test
    11: a correction to 20 coins won Civilization silently)."""
    won = ", ".join(session.players[seat].name for seat in table.winners)
    return Violation(
        "Game end",
        tr("this correction ends the game ({names} won); force it if that is so").format(names=won),
        "corrections",
    )


def slipped_next(session: Session) -> list[Violation]:
    """A bare ``next`` right after the last action passed its player's turn by itself: at the play-tests the
    player typed ``next`` as usual and ended the NEXT player's turn (Struggle for Rome four times an evening,
    Civilization too). Nobody named, it is read as that slip and refused; the new holder ends their own turn
    with ``next --as NAME``, and the table may force it."""
    if not session.events:
        return []
    last, before, now = session.events[-1], session.tables[-2].position, session.table.position
    # Also across a phase or step the action ended by itself (play-test: Civilization's great person passed
    # Alena's turn into the movement phase, and a bare next then ended Bohous's first movement turn); a phase
    # ended on purpose (next, next-phase) is not guarded.
    if last.type in ENGINE_EVENTS or last.type == CORRECT.name or None in (before.turn, now.turn):
        return []
    assert before.turn is not None and now.turn is not None
    was, holder = session.players[before.turn].name, session.players[now.turn].name
    if last.actor != was or before.turn == now.turn:
        return []  # the holder's own action did not end the turn (a handover's next player acted)
    said = tr(
        "{was}'s turn passed by itself with that action: it is {player}'s turn; "
        "{player} ends it with {next} --as {player}"
    )
    # The command word as the language spoken types it (Czech said "příkazem next").
    return [Violation("Turn order", said.format(was=was, player=holder, next=action_word(NEXT)), "turns")]
