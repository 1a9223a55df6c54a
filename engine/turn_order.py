"""Who is still to act in a step, and whether ``next`` there ends only a turn: the plain reads of the turn
order that ``engine.turns`` (how the table moves on) and ``engine.taken_turns`` build on."""

from __future__ import annotations

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
