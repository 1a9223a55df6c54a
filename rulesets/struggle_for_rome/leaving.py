"""The start crossing a tribe's first move leaves, worked out by the move (issue 34, fifth play-test).

Both figures start on their colour's two start crossings, which one on which the player's choice (L3); the
app asked it once per tribe and evening (``stand``) before the first ``move-to``, though the move itself
often tells: where the app knows a way to the crossing moved to from only one of the two start crossings
(the play-test's Danube bend and Lech bridge), the figure left that one. The move keeps the crossing it
worked out with the event (``start``, which the table may also type), so a save replays as it was played
whatever the kit learns later; the other figure then stands on the other start crossing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import Violation
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.struggle_for_rome.common import game, me, name, tribe_kind
from rulesets.struggle_for_rome.placenames import said as place_said
from rulesets.struggle_for_rome.state import AT_START, TRIBES, State
from rulesets.struggle_for_rome.taught import here
from rulesets.struggle_for_rome.words import tribe_word

#: The field a move names its start crossing with (derived where only one fits).
FROM = Field(
    "start",
    "ref",
    "the start crossing the tribe leaves, while the app does not know it (worked out where only one fits)",
    required=False,
    catalogue="crossing",
    derived=True,
)


def _starts(ctx: Context, seat: int) -> tuple[str, ...]:
    return here(ctx).starts.get(ctx.players[seat].faction, ())


def fitting(ctx: Context, seat: int, tribe: str, args: Mapping[str, Any]) -> list[str]:
    """The start crossings a tribe still on them may leave for the move's crossing: those the app knows a way
    from (as many arrows as the table counted, or fewer)."""
    goal = args.get("to")
    if not goal or args.get("chieftain") or game(ctx).stands(seat, tribe) != AT_START:
        return []
    counted = ("land" in args or "sea" in args, args.get("land", 0), args.get("sea", 0))
    out = []
    for start in _starts(ctx, seat):
        routes = here(ctx).known_routes(start, goal) if start != goal else ()
        if routes and (not counted[0] or any(counted[1] >= a and counted[2] >= b for a, b, _ in routes)):
            out.append(start)
    return out


def derive(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of move and move-to: the start crossing left, where only one fits."""
    if ctx.actor is None or args.get("start"):
        return {}
    found = fitting(ctx, ctx.actor, tribe_kind(ctx), args)
    if len(found) != 1 or len(_starts(ctx, ctx.actor)) != 2 or not here(ctx).complete:
        # Play-test 11, P9: a way known from one start crossing only is no proof the other has none while the
        # kit lacks arrows: the table is asked (start=), not answered for.
        return {}
    return {"start": found[0]}


def stood(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    """``state`` with the moving tribe on the start crossing it leaves, and the other tribe on the other one."""
    start, who, tribe = args.get("start"), me(ctx), tribe_kind(ctx)
    if not start or state.stands(who, tribe) != AT_START:
        return state
    state = state.standing(who, tribe, start)
    other = TRIBES[1 - TRIBES.index(tribe)]
    starts = _starts(ctx, who)
    if state.stands(who, other) == AT_START and start in starts and len(starts) == 2:
        state = state.standing(who, other, next(c for c in starts if c != start))
    return state


def settled(ctx: Context, args: Mapping[str, Any]) -> Context:
    """A copy of ``ctx`` with the move's start crossing stood on (``ctx`` itself when there is none)."""
    if not args.get("start") or ctx.game is None:
        return ctx
    state = stood(ctx, game(ctx), args)
    return ctx if state is ctx.game else replace(ctx, game=state)


def checks(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """A start crossing named for a tribe the app knows the place of, or one that is not its colour's."""
    start = args.get("start")
    if not start:
        return []
    who, tribe = me(ctx), tribe_kind(ctx)
    if game(ctx).stands(who, tribe) != AT_START:
        said = tr("the app knows where the {tribe} stands: leave start out").format(tribe=tribe_word(tribe))
        return [Violation("Start", said, "tribes")]
    starts = _starts(ctx, who)
    if start not in starts:
        named = tr(" or ").join(place_said(here(ctx).name(c)) for c in starts)
        said = tr("{player}'s tribes start on {places}").format(player=name(ctx, who), places=named)
        return [Violation("Start", said, "setup")]
    return []


def _unsaid(before: Context, args: Mapping[str, Any]) -> list[str]:
    """The question a first move leaves when the app could not work out the start crossing it left and the two
    differ in landscapes: which one the other figure stays on (play-test 7: the table found out at a later roll's
    income, which then asked for ``stand``). Not asked of a free move, nor once the other figure has left."""
    who, tribe = me(before), tribe_kind(before)
    state, b = game(before), here(before)
    starts = _starts(before, who)
    other = TRIBES[1 - TRIBES.index(tribe)]
    if args.get("chieftain") or len(starts) != 2 or state.stands(who, other) != AT_START:
        return []
    arounds = [b.around.get(c) for c in starts]
    if None in arounds or arounds[0] == arounds[1]:
        return []  # the kit lacks them (asked with add-crossing), or either is the same for income
    line = tr("Which start crossing does {player}'s {tribe} stay on, {places}? Tell the app with stand now.")
    named = tr(" or ").join(place_said(b.name(c)) for c in starts)
    return [line.format(player=name(before, who), tribe=tribe_word(other), places=named)]


def said(before: Context, args: Mapping[str, Any]) -> list[str]:
    """``Bo's cavalry sets out from Blue start crossing 1.``: the start crossing a move worked out or was told;
    else, where it matters, the question which one the other figure stays on (``_unsaid``)."""
    start = args.get("start")
    if game(before).stands(me(before), tribe_kind(before)) != AT_START:
        return []
    if not start:
        return _unsaid(before, args)
    line = tr("{player}'s {tribe} sets out from {start}.")
    b = here(before)
    return [
        line.format(
            player=name(before, me(before)), tribe=tribe_word(tribe_kind(before)), start=place_said(b.name(start))
        )
    ]
