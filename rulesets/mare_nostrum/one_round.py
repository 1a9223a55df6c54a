"""One combat round per turn (p.9): a war goes on with exactly one round each time one of its sides is on
turn. A second round in the same turn comes only with new units: legions marching in (example 1 on p.8) or
fleets sailing in. Play-test 10: a second ``battle`` with the same legions in Petr's turn wiped Katka out."""

from __future__ import annotations

from dataclasses import replace

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.state import State

# Saves from before version 14 could fight a place again in the same turn with the same units; their logs
# replay as those rules took them.
ROUNDS_LOG = "battles_repeated_in_a_turn"


def record(state: State, civ: str, place: str) -> State:
    """Note the civ's round in the place, after the units that fought there are marked as moved."""
    return replace(state, fought=state.fought + ((civ, place, len(state.moved)),))


def fought_already(ctx: Context, state: State, civ: str, place: str) -> bool:
    """Whether the civ fought its round in the place this turn and no unit of its entered there since."""
    if ctx.options.get(ROUNDS_LOG):
        return False
    marks = [at for who, where, at in state.fought if (who, where) == (civ, place)]
    if not marks:
        return False
    return not any((who, where) == (civ, place) for who, where, _ in state.moved[marks[-1] :])


def once_a_turn(ctx: Context, state: State, player: str, civ: str, place: str, name: str) -> list[Violation]:
    """The refusal of a second round with the same units (empty when one is allowed)."""
    if not fought_already(ctx, state, civ, place):
        return []
    said = tr(
        "{player} already fought the round in {place} this turn: the next round comes in the next turn of "
        "one of its sides, or now only if more of {player}'s units enter"
    )
    return [rule("One round a turn", said.format(player=player, place=name), "combat")]
