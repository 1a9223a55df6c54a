"""Placement: in turn order, one item at a time — a servant on a free space, or the tie marker.

Passing ends your placing for the round; the tie marker must be placed.
In the Stadium a player uses the gold side or the silver side, not both; in
Portus only one of the three paid spaces (a coin of its metal goes under
the servant), Latro allowed besides.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.aquileia.common import PLAYER, SPACES, game, seat_of
from rulesets.aquileia.data import PORTUS_PAID, SERVANTS
from rulesets.aquileia.state import State

TIE = "tie"
PAID = tuple(f"portus-{m}" for m in PORTUS_PAID)


def _finished(state: State, seat: int) -> bool:
    person = state.patricians[seat]
    servants_done = person.passed or sum(1 for s in person.placed) >= SERVANTS
    return servants_done and seat in state.tie_track


def _next_placer(state: State, after: int) -> int | None:
    count = len(state.patricians)
    for step in range(1, count + 1):
        seat = (after + step) % count
        if not _finished(state, seat):
            return seat
    return None


def place(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    space = args["space"]
    if space == TIE:
        state = replace(state, tie_track=state.tie_track + (seat,))
    else:
        person = replace(person, placed=person.placed + (space,))
        if space in PAID:
            metal = space.split("-")[1]
            person = replace(person, coins=add(person.coins, metal, -1))
            state = replace(state, portus_coins=state.portus_coins + ((space, metal),))
        state = state.with_patrician(seat, person)
    return replace(state, placer=_next_placer(state, seat))


def pass_placing(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    state = state.with_patrician(seat, replace(person, passed=True))
    return replace(state, placer=_next_placer(state, seat))


def _turn(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat, _ = seat_of(ctx, args)
    if state.placer is None:
        return [rule("Placement", "everyone has placed", "placement")]
    if seat != state.placer:
        return [rule("Placement", f"{ctx.players[state.placer].name} places next", "placement")]
    return []


def check_place(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat, person = seat_of(ctx, args)
    out = _turn(ctx, args)
    space = args["space"]
    if space == TIE:
        if seat in state.tie_track:
            out.append(rule("Tie marker", "the tie marker is placed already", "placement"))
        return out
    if space not in SPACES:
        return out + [rule("Space", f"no space {space!r} (e.g. dolus, arena-2, silver-1, forum-3, latro)", "placement")]
    if person.passed:
        out.append(rule("Passed", "after passing no more servants this round", "placement"))
    if len(person.placed) >= SERVANTS:
        out.append(rule("Servants", f"all {SERVANTS} servants are out", "placement"))
    if state.owner(space) is not None:
        out.append(rule("One servant", f"{space} is taken", "placement"))
    side = space.split("-")[0]
    if side in ("gold", "silver"):
        other = "silver" if side == "gold" else "gold"
        if any(p.startswith(other + "-") for p in person.placed):
            out.append(rule("Stadium side", f"{args['player']} races on the {other} side this round", "placement"))
    if space in PAID:
        if any(p in PAID for p in person.placed):
            out.append(rule("Portus", "only one of the three paid Portus spaces", "placement"))
        metal = space.split("-")[1]
        if get(person.coins, metal) < 1:
            out.append(rule("Portus", f"a {metal} coin goes under the servant", "placement"))
    return out


ACTIONS = (
    ActionSpec(
        "place",
        place,
        fields=(PLAYER, Field("space", "str", "a free space, or tie for the tie marker")),
        phases=("placement",),
        who="any",
        check=check_place,
        help="Place one servant (or the tie marker); then the next player places.",
        topic="placement",
    ),
    ActionSpec(
        "pass",
        pass_placing,
        fields=(PLAYER,),
        phases=("placement",),
        who="any",
        check=_turn,
        help="Stop placing servants this round (the tie marker must still go down).",
        topic="placement",
    ),
)
