"""A turn taken by a player's own action in a ``chosen`` order, where the ruleset says so.

In a chosen order the chooser (a role holder) names who acts next with ``next player=NAME``. Two play-tests of
Mare Nostrum found the table never says that where it has nothing to decide:

- the chooser who acts first herself just acts: with nobody on turn, her own first action that needs the turn
  begins her turn first, as ``next player=HER`` would have, then is applied;
- the player named ahead (``Position.named``) just acts once the holder is done: their action ends the holder's
  turn first (only while the holder owes nothing the rules require), as the holder's ``next`` would have.

A bare action stays the holder's (the holder's turn is his until he says so); only the named player's own
action (``--as NAME``, the app's actor pick) takes the turn. Only a ruleset whose ``chosen_turns_taken`` says
so (Mare Nostrum from rules version 15) works this way; a log of older rules keeps its meaning.
"""

from __future__ import annotations

from engine.actions import ActionSpec
from engine.i18n import tr
from engine.phases import Position
from engine.ruleset import Ruleset
from engine.state import Context
from engine.turn_order import remaining
from engine.turns import advance, next_accepted


def _needs_turn(spec: ActionSpec, ctx: Context, seat: int, position: Position) -> bool:
    """Whether ``seat`` may not take the action now but could holding the turn at ``position``."""
    if spec.who == "turn":
        return True
    who = spec.who
    if not callable(who) or seat in who(ctx):
        return False
    was = ctx.position
    ctx.position = position
    try:
        return seat in who(ctx)
    finally:
        ctx.position = was


def _opening(ruleset: Ruleset, ctx: Context, seat: int) -> Position | None:
    """The position where the chooser ``seat`` holds the turn she begins, if she may begin it now."""
    pos = ctx.position
    if pos.turn is not None or ruleset.chooser(ctx) != seat or seat not in remaining(ruleset, ctx, pos.acted):
        return None
    return Position(pos.round, pos.phase, pos.step, seat, pos.start, pos.acted)


def _following(ruleset: Ruleset, ctx: Context, seat: int) -> Position | None:
    """The position where the player named ahead, ``seat``, holds the turn they take, if they may take it now."""
    pos = ctx.position
    if pos.turn is None or pos.named != seat or seat == pos.turn:
        return None
    acted = pos.acted + (pos.turn,)
    if seat not in remaining(ruleset, ctx, acted):
        return None
    return Position(pos.round, pos.phase, pos.step, seat, pos.start, acted)


def taker(ruleset: Ruleset, ctx: Context, spec: ActionSpec) -> Position | None:
    """Where ``ctx.actor``'s action ``spec`` takes the turn first, as ``next`` would have moved it; None: it
    takes none (the action is checked and applied where the table stands).

    Cheap where it cannot apply: replay asks it of every action.
    """
    pos, seat = ctx.position, ctx.actor
    if seat is None or seat == pos.turn or ruleset.phases[pos.phase].order != "chosen":
        return None
    if pos.turn is None:
        target = _opening(ruleset, ctx, seat)
    elif pos.named == seat:
        target = _following(ruleset, ctx, seat)
    else:
        return None
    if target is None or not ruleset.chosen_turns_taken(ctx) or not _needs_turn(spec, ctx, seat, target):
        return None
    if pos.turn is not None and not next_accepted(ruleset, ctx, pos.turn):
        return None  # the holder still owes something: his turn goes on, and the named player waits
    return target


def take(ruleset: Ruleset, ctx: Context, spec: ActionSpec) -> bool:
    """Move the table at ``ctx`` on to the turn ``ctx.actor``'s action takes (:func:`taker`), as ``next``
    would (the ending turn's bookkeeping included); whether it did."""
    target = taker(ruleset, ctx, spec)
    if target is None:
        return False
    seat = ctx.actor
    assert seat is not None
    name = ctx.players[seat].name if ctx.position.turn is None else None
    position, game = advance(ruleset, ctx, False, name)
    ctx.position, ctx.game = position, game
    return True


def opener(ruleset: Ruleset, ctx: Context, spec: ActionSpec) -> int | None:
    """The chooser, when nobody holds the turn and her action ``spec`` would begin her own turn: the actor a
    bare action means (nobody else may take it before the first pick)."""
    pos = ctx.position
    if pos.turn is not None or ruleset.phases[pos.phase].order != "chosen":
        return None
    seat = ruleset.chooser(ctx)
    if seat is None:
        return None
    was = ctx.actor
    ctx.actor = seat
    try:
        return seat if taker(ruleset, ctx, spec) is not None else None
    finally:
        ctx.actor = was


def taken_said(ruleset: Ruleset, before: Context, spec: ActionSpec) -> str | None:
    """The sentence saying the action of ``before.actor`` took the turn (``before``: the table it met), or None."""
    if taker(ruleset, before, spec) is None:
        return None
    pos, seat = before.position, before.actor
    assert seat is not None
    player = before.players[seat].name
    if pos.turn is None:
        return tr("{player} chooses to act first: {player}'s turn begins.").format(player=player)
    said = tr("{holder}'s turn ends: {player}, named to act next, has begun.")
    return said.format(holder=before.players[pos.turn].name, player=player)
