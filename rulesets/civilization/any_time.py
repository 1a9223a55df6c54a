"""Actions a player may take outside their own turn: they end nobody's turn.

Coins from a tech, a dial set to where it stands, a culture event card, a great person drawn: the rulebook ties
none of them to the player's own turn, and at the table nobody's turn ends because another player did its
bookkeeping. The engine hands a Movement turn over after any action of the next player (``PhaseSpec.handover``)
unless the holder's turn may not end: ``no_move`` says it may not, right after such an action (play-tests 11 and
12: an event card, then ``coins`` and ``set-dial`` of the next player ended the holder's turn).

One rule for all of them: an action whose ``who`` lets a player act who does not hold the turn (any player, the
players due, the table) is marked as it is applied, and the mark lives only in the context of that one event.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.i18n import tr
from engine.ledger import Move
from engine.state import Context
from rulesets.civilization import turns


class _AnyTimeMoves(list[Move]):
    """The moves of an event whose action anyone may take: a list like any other, whose type is the mark.

    The context has slots and no room for a flag; its list of moves is made afresh for each event and read
    right after the action by the engine's turn handling, so the mark cannot outlive the event.
    """


def outside_turn(spec: ActionSpec) -> bool:
    """Whether an action may be taken by a player who does not hold the turn."""
    return spec.who != "turn"


def _marked(spec: ActionSpec) -> ActionSpec:
    apply = spec.apply

    def marking(ctx: Context, args: Mapping[str, Any]) -> Any:
        state = apply(ctx, args)
        ctx.moves = _AnyTimeMoves(ctx.moves)
        return state

    return replace(spec, apply=marking)


def marking(actions: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The actions, those any player may take marked as they are applied (``no_move`` reads the mark)."""
    return tuple(_marked(spec) if outside_turn(spec) else spec for spec in actions)


def no_move(ctx: Context) -> list[Violation]:
    """Why the turn holder's turn does not pass after the action just applied: it is one anyone may take, so it
    is no move of the player's and neither hands the turn on nor ends it. A holder with nothing left to decide
    still passes (a great person drawn by another may be all that held a finished turn)."""
    if not isinstance(ctx.moves, _AnyTimeMoves) or turns.done(ctx):
        return []
    said = tr("an action any player may take is no move: it ends nobody's turn")
    return [Violation("Turn order", said, "turns")]
