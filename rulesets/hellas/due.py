"""Which of the turn's occasional actions apply now, so that ``tabula actions`` and the app list only those.

Play needs a card the turn holder may play (none in the starting player's first turn), resolve an attack
under way, carry-out a card standing that waits for its choice, regroup an option that allows it, and react
something of the turn holder's that may still be answered (play-test: all three were listed on a quiet turn).
Named anyway, each is refused with the rule's own reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.actions import ActionSpec
from engine.state import Context
from rulesets.hellas import window
from rulesets.hellas.board import game, other
from rulesets.hellas.cards import open_play, settled


def _resolving(ctx: Context) -> list[int]:
    turn = ctx.position.turn
    battle = game(ctx).battle
    return [turn] if turn is not None and battle is not None and battle.attacker == turn else []


def _regrouping(ctx: Context) -> list[int]:
    """After Reinforcements, a successful Voyage or a won Attack (the settled table says which)."""
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn":
        return []
    state = game(settled(ctx))
    return [turn] if state.regroup and state.battle is None else []


def _carrying_out(ctx: Context) -> list[int]:
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn" or window.card_awaited(ctx):
        return []  # a card is carried out once it stands, before the answer to the attack (L4)
    return [turn] if game(settled(ctx)).owed else []


def _reacting(ctx: Context) -> list[int]:
    """The opponent, while a card of the turn holder's or their attack may still be answered, and their hand
    holds a card (its size is open to all; which cards, their secret)."""
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn":
        return []
    seat = other(turn)
    state = game(ctx)
    if not ctx.size(ctx.own("hand", seat)) or window.answer_first(ctx, seat):
        return []
    last = open_play(state)
    card = last is not None and last.player == turn and not window.late(ctx, seat, "void")
    attack = state.battle is not None and state.battle.attacker == turn and not window.late(ctx, seat, "retreat")
    return [seat] if card or attack else []


def _playing(ctx: Context) -> list[int]:
    """The turn holder, but not in the starting player's first turn (no cards then: the play-test was offered
    ``play`` and refused), nor with an empty hand (its size is open to all)."""
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn" or not ctx.size(ctx.own("hand", turn)):
        return []
    first = turn == ctx.seat_of("light") and not game(ctx).first_turn_done
    return [] if first else [turn]


#: Each action and who may take it now (an empty list: it does not apply).
_DUE: dict[str, Callable[[Context], list[int]]] = {
    "play": _playing,
    "resolve": _resolving,
    "carry-out": _carrying_out,
    "regroup": _regrouping,
    "react": _reacting,
}


def when_due(specs: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The specs offered only at the moments their action applies (who may take them is unchanged, so one named
    at another moment is refused for its timing, as the player it is for)."""

    def offered(due: Callable[[Context], list[int]]) -> Callable[[Context], bool]:
        return lambda ctx: bool(due(ctx))

    return tuple(replace(s, offered=offered(_DUE[s.name])) if s.name in _DUE else s for s in specs)
