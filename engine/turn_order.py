"""Who is still to act in a step, and whether ``next`` there ends only a turn: the plain reads of the turn
order that ``engine.turns`` (how the table moves on) and ``engine.taken_turns`` build on; and whether the next
player's action handed the turn over (``PhaseSpec.handover``), said in the dry run and the log."""

from __future__ import annotations

from engine.actions import ActionSpec
from engine.actors import eligible
from engine.events import ROLL
from engine.i18n import tr
from engine.phases import Position
from engine.ruleset import Ruleset
from engine.state import Context


def remaining(ruleset: Ruleset, ctx: Context, acted: tuple[int, ...]) -> list[int]:
    """The seats of the step's turn order not in ``acted``, in order."""
    return [p for p in ruleset.turn_order(ctx) if p not in acted]


def still_to_act(ruleset: Ruleset, ctx: Context) -> list[int]:
    """The seats yet to take a turn in this step, the turn holder aside."""
    pos = ctx.position
    return remaining(ruleset, ctx, pos.acted + ((pos.turn,) if pos.turn is not None else ()))


def named_ahead(pos: Position, left: list[int]) -> int | None:
    """The player named ahead to act after this turn, while they still may."""
    return pos.named if pos.named in left else None


def names_next(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether ``next`` here has to name who acts next (a chosen order with a choice left)."""
    pos = ctx.position
    if ruleset.phases[pos.phase].order != "chosen":
        return False
    left = still_to_act(ruleset, ctx)
    return len(left) > 1 and named_ahead(pos, left) is None


def ends_turn_only(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether ``next`` here just passes the turn within the same step."""
    if ruleset.phases[ctx.position.phase].order == "all":
        return False
    return bool(still_to_act(ruleset, ctx))


def not_played(ruleset: Ruleset, name: str) -> str | None:
    """Why the engine's action ``name`` is no action of this game, or None: ``roll`` records numbered dice,
    which Hellas and Civilization have none of, nor Aquileia (its dice show metals, typed in its own actions)."""
    if name == ROLL and not ruleset.uses_dice:
        return tr("roll records numbered dice, and {game} uses none").format(game=ruleset.name)
    return None


def may_take_now(ruleset: Ruleset, ctx: Context, action: ActionSpec) -> bool:
    """Whether ``ctx.actor`` may take ``action`` in the current turn as it stands, in a phase whose handover is
    turn-only (``PhaseSpec.handover_turn_only``): such an action (an answer, a pass) hands no turn over.

    Read before the action, from its ``who`` alone, so the dry run and replay tell it alike. Always False in
    other phases.
    """
    if not ruleset.phases[ctx.position.phase].handover_turn_only or ctx.actor is None:
        return False
    seats = eligible(action, ctx)
    return seats is None or ctx.actor in seats


def handed_over(ruleset: Ruleset, before: Context, after: Context, action: ActionSpec | None = None) -> str | None:
    """The sentence saying a turn ended because the next player acted, or None (``before``: the context the
    action met, its actor set; ``after``: the table after it).

    ``action``: the action taken; in a ``handover_turn_only`` phase one the actor could take in the holder's
    turn handed nothing over (the turn passed by itself, said so), and without it nothing is said there (a
    ruleset's ``by_itself`` cannot tell an answer from a handover: the action's own outcome says it, as Hellas's).
    """
    pos, actor = before.position, before.actor
    if pos.turn is None or actor is None or actor == pos.turn:
        return None
    phase = ruleset.phases[pos.phase]
    if not phase.hands_over(before):
        return None
    if phase.handover_turn_only and (action is None or may_take_now(ruleset, before, action)):
        return None
    now = after.position
    if (now.round, now.phase, now.step, now.turn) == (pos.round, pos.phase, pos.step, pos.turn):
        return None
    said = tr("{holder}'s turn ends: {player}, next in turn, has begun.")
    return said.format(holder=before.players[pos.turn].name, player=before.players[actor].name)
