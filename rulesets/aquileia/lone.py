"""A lone Stadium racer (l.6) wins whatever they roll or play: the race passes by itself (version 13).

The Stadium's prizes follow the order of the racers only; with one racer
there is no order to settle, so the red dice, the horse cards and the blue
dice decide nothing (play-test 12, S2: ``prizes`` waited for a ``race`` and
an empty ``play``). As the Stadium begins, that racer's race is taken as
run: their strength is their spaces' printed total (0 where the kit lacks
it: no one compares it), and the log says why. The Arena is not so: its
winner may take twice the strength in points (l.5). Saves from before
version 13 asked the racer (``LONE_ASKED``).
"""

from __future__ import annotations

from dataclasses import replace

from engine.errors import BadInput
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.common import name
from rulesets.aquileia.contests import competed, entrants, metal_of, one_action, space_strength
from rulesets.aquileia.idle import asked
from rulesets.aquileia.state import State
from rulesets.aquileia.step_order import blue_mark, played_mark

AREA = "stadium"
#: The legacy option of saves before version 13: a lone racer rolled, and played cards, like any other.
LONE_ASKED = "lone_racer_asked"
#: The race passed for a lone racer, as kept in ``State.auto``.
LONE = "stadium:lone"


def lone_race(ctx: Context, state: State) -> State:
    """The state with a lone racer's race run, as the Stadium begins; else ``state`` unchanged."""
    if ctx.phase != AREA or one_action(ctx) or asked(ctx) or ctx.options.get(LONE_ASKED):
        return state
    racers = entrants(ctx, AREA)
    if len(racers) != 1 or competed(state, AREA):
        return state
    seat = racers[0]
    try:
        strength = space_strength(ctx, seat, AREA, {})
    except BadInput:
        strength = 0  # a printed value the kit lacks: it would rank nobody
    row = (AREA, seat, strength, metal_of(ctx, seat, AREA))
    state = replace(state, strengths=(*state.strengths, row))
    state = state.mark(played_mark(AREA, seat)).mark(blue_mark(AREA))
    return replace(state, auto=(*state.auto, (ctx.position.round, LONE, seat)))


def lone_text(ctx: Context, seat: int) -> str:
    """``Bo races alone and wins whatever the dice and cards say: no roll, no cards.``"""
    said = tr("{player} races alone and wins whatever the dice and cards would say: no roll and no cards.")
    return said.format(player=name(ctx, seat))
