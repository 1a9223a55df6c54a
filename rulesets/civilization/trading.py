"""Trade phase: collect trade onto the dial (at most 27), then free trading at the table.

Trade points, resources and culture-event cards may change hands; coins,
techs, buildings, figures, cities and culture steps may not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.civilization.common import PLAYER, game, realm
from rulesets.civilization.data import TRADE_MAX
from rulesets.civilization.state import State

TRADABLE = ("trade", "resource", "culture-event")
FORBIDDEN = ("coins", "tech", "building", "figure", "city", "culture")


def collect(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    return game(ctx).with_realm(seat, replace(mine, trade=min(mine.trade + args["amount"], TRADE_MAX)))


def trade(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    giver, mine = realm(ctx, args)
    taker, theirs = realm(ctx, args, "to")
    amount = args.get("amount", 1)
    item = args["item"]
    if item == "trade":
        mine, theirs = (
            replace(mine, trade=mine.trade - amount),
            replace(theirs, trade=min(theirs.trade + amount, TRADE_MAX)),
        )
    elif item == "resource":
        res = args["resource"]
        mine = replace(mine, resources=add(mine.resources, res, -amount))
        theirs = replace(theirs, resources=add(theirs.resources, res, amount))
    else:
        mine, theirs = replace(mine, events=mine.events - amount), replace(theirs, events=theirs.events + amount)
    return state.with_realm(giver, mine).with_realm(taker, theirs)


def check_trade(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, mine = realm(ctx, args)
    item = args["item"]
    amount = args.get("amount", 1)
    if item in FORBIDDEN:
        return [rule("Trading", f"{item} can never change hands (only trade, resources and culture events)", "trade")]
    if args["player"] == args["to"]:
        return [rule("Trading", "trade with another player", "trade")]
    if item == "trade" and mine.trade < amount:
        return [rule("Trading", f"{args['player']} has {mine.trade} trade on the dial", "trade")]
    if item == "resource":
        if not args.get("resource"):
            return [rule("Trading", "name the resource: resource=", "trade")]
        if get(mine.resources, args["resource"]) < amount:
            return [rule("Trading", f"{args['player']} has no {args['resource']} to give", "trade")]
    if item == "culture-event" and mine.events < amount:
        return [rule("Trading", f"{args['player']} holds {mine.events} culture event card(s)", "trade")]
    return []


ACTIONS = (
    ActionSpec(
        "collect-trade",
        collect,
        fields=(PLAYER, Field("amount", "int", "trade counted on the map this round", min=0, max=60)),
        phases=("trade",),
        who="any",
        help="Add the trade counted in unblocked outskirts, buildings, scouts and city-states (dial stops at 27).",
        topic="trade",
    ),
    ActionSpec(
        "trade",
        trade,
        fields=(
            PLAYER,
            Field("to", "player", "who receives"),
            Field("item", "choice", "what changes hands", choices=TRADABLE + FORBIDDEN),
            Field("amount", "int", "how many", default=1, min=1, max=27),
            Field("resource", "str", "which resource, for item=resource", required=False),
        ),
        phases=("trade",),
        who="any",
        check=check_trade,
        help="Give trade points, a resource or culture-event cards to another player.",
        topic="trade",
    ),
)
