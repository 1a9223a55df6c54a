"""How the table moves on: the engine's own actions ``next``, ``next-phase``, ``roll``.

``next`` ends the current turn; after the last turn of a step it moves to the
next step, after the last step to the next phase, after the last phase to a
new round. ``next-phase`` skips what is left of the phase. The ruleset is
asked whether a turn or phase may end, and gets ``enter`` for what happens
automatically when a phase or round begins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.errors import BadInput
from engine.fields import Field
from engine.phases import Position
from engine.ruleset import Ruleset
from engine.state import Context


def _unused(ctx: Context, args: Mapping[str, Any]) -> Any:  # pragma: no cover
    # Engine events are applied by the session itself, never through here.
    return ctx.game


ENGINE_ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "next",
        _unused,
        fields=(Field("player", "player", "who acts next, where it is chosen", required=False),),
        who="any",
        help="End this turn; after the last turn, move on to the next step, phase or round.",
        topic="turns",
    ),
    ActionSpec(
        "next-phase",
        _unused,
        who="any",
        help="End the whole phase now and move on to the next one.",
        topic="turns",
    ),
    ActionSpec(
        "roll",
        _unused,
        fields=(
            Field("dice", "dice", "faces shown, e.g. 6,3,2, or roll:N to roll N dice here", min=1, max=30),
            Field("why", "str", "what the roll is for", required=False),
        ),
        who="any",
        help="Record a roll of six-sided dice: typed in from the table or rolled here.",
        topic="dice",
    ),
)


def _remaining(ruleset: Ruleset, ctx: Context, acted: tuple[int, ...]) -> list[int]:
    return [p for p in ruleset.turn_order(ctx) if p not in acted]


def _ends_turn_only(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether ``next`` here just passes the turn within the same step."""
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    if spec.order == "all":
        return False
    acted = pos.acted + ((pos.turn,) if pos.turn is not None else ())
    return bool(_remaining(ruleset, ctx, acted))


def _ends_phase(ruleset: Ruleset, ctx: Context, whole_phase: bool) -> bool:
    if whole_phase:
        return True
    if _ends_turn_only(ruleset, ctx):
        return False
    return ctx.position.step + 1 >= len(ruleset.phases[ctx.position.phase].step_names)


def check_advance(ruleset: Ruleset, ctx: Context, name: str, args: Mapping[str, Any]) -> list[Violation]:
    """Rule checks of ``next`` / ``next-phase``; raises BadInput for a bad pick."""
    out: list[Violation] = []
    if name == "roll":
        return out
    whole = name == "next-phase"
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    chosen = args.get("player")
    if not whole and spec.order == "chosen" and _ends_turn_only(ruleset, ctx):
        acted = pos.acted + ((pos.turn,) if pos.turn is not None else ())
        left = [ctx.players[i].name for i in _remaining(ruleset, ctx, acted)]
        if chosen is None:
            raise BadInput(f"say who acts next: player= one of {', '.join(left)}")
        if chosen not in left:
            raise BadInput(f"player={chosen}: has already acted this phase (left: {', '.join(left)})")
    elif chosen is not None:
        raise BadInput("player= is only for phases where the next player is chosen")
    if pos.turn is not None and not whole:
        out.extend(ruleset.turn_may_end(ctx))
    if _ends_phase(ruleset, ctx, whole):
        out.extend(ruleset.phase_may_end(ctx))
    return out


def advance(ruleset: Ruleset, ctx: Context, whole_phase: bool, chosen: str | None) -> tuple[Position, Any]:
    """The position and game state after ``next`` (or ``next-phase``)."""
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    # The player whose turn ends gets the ruleset's end-of-turn bookkeeping first.
    game = ruleset.turn_end(ctx) if pos.turn is not None else ctx.game
    ctx = replace(ctx, game=game)
    if not whole_phase and spec.order != "all":
        acted = pos.acted + ((pos.turn,) if pos.turn is not None else ())
        remaining = _remaining(ruleset, ctx, acted)
        if remaining:
            turn = ctx.player_index(chosen) if chosen is not None else remaining[0]
            return replace(pos, turn=turn, acted=acted), game
        if pos.step + 1 < len(spec.step_names):
            return _begin(ruleset, ctx, replace(pos, step=pos.step + 1, acted=(), turn=None), new_round=False)
    target, new_round = _following_phase(ruleset, ctx, pos)
    return _begin(ruleset, ctx, target, new_round)


def _following_phase(ruleset: Ruleset, ctx: Context, pos: Position) -> tuple[Position, bool]:
    """The next phase that is active (a round may skip some, e.g. setup)."""
    new_round = False
    for _ in range(len(ruleset.phases) * 2):
        if pos.phase + 1 < len(ruleset.phases):
            pos = Position(pos.round, pos.phase + 1, 0, None, pos.start, ())
        else:
            pos = Position(pos.round + 1, 0, 0, None, pos.start, ())
            new_round = True
        phase = ruleset.phases[pos.phase]
        if ruleset.phase_active(replace(ctx, position=pos, phase=phase.id, step=phase.step_names[0])):
            return pos, new_round
    raise ValueError("no phase of the ruleset is active")


def _begin(ruleset: Ruleset, ctx: Context, target: Position, new_round: bool) -> tuple[Position, Any]:
    """Enter a new step, phase or round: ruleset's ``enter``, start player, first turn."""
    phase = ruleset.phases[target.phase]
    entering = replace(ctx, position=target, phase=phase.id, step=phase.step_names[target.step])
    game = ruleset.enter(entering, ctx.position)
    moved = replace(entering, game=game)
    if new_round:
        target = replace(target, start=ruleset.start_player(moved))
        moved = replace(moved, position=target)
    if ruleset.phases[target.phase].order in ("clockwise", "fixed"):
        order = ruleset.turn_order(moved)
        target = replace(target, turn=order[0] if order else None)
    return target, game
