"""What a city's build costs (l. 102-116): a building's printed cost, a unit's cost at the player's rank, a
wonder's cost or its lower cost with the tech printed on it, an army's or settler's price; and the tech a building
or unit needs. A figure's first typed cost prices its later builds (``keep_price``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.state import Context
from rulesets.civilization.catalogues import book, fact
from rulesets.civilization.common import me
from rulesets.civilization.components import game, knows, unit_rank
from rulesets.civilization.kit import FIGURE_COST
from rulesets.civilization.state import State


def printed_cost(ctx: Context, seat: int, item: str) -> int | None:
    """What an item costs this player by the kit, or None where the kit does not say."""
    facts = book(ctx)
    sort = facts.item_sort(item)
    if sort == "unit":
        costs = fact(ctx, "units", item, "costs")
        rank = unit_rank(ctx, seat, item)
        return int(costs[min(rank, len(costs)) - 1]) if costs else None
    if sort == "building":
        cost = fact(ctx, "buildings", item, "cost")
        return None if cost is None else int(cost)
    if sort == "wonder":
        wonder = facts.wonders[item]
        if wonder.discount_tech and wonder.discount_cost is not None and knows(ctx, seat, wonder.discount_tech):
            return wonder.discount_cost
        return wonder.cost
    cost = fact(ctx, "figures", item, "cost")
    if cost is None and not ctx.options.get(ASKED_LOG):
        cost = dict(game(ctx).priced).get(item)
    return None if cost is None else int(cost)


def keep_price(ctx: Context, state: State, item: str, typed: int | None) -> State:
    """The first cost the table gives a figure its kit does not price, kept (within what a cost can be)."""
    if typed is None or not FIGURE_COST[0] <= typed <= FIGURE_COST[1]:
        return state
    if fact(ctx, "figures", item, "cost") is not None or item in dict(state.priced):
        return state
    return replace(state, priced=(*state.priced, (item, typed)))


#: The session option of a log written before version 3 of these rules, which paid the kit's cost for a build
#: whatever cost was typed: its events keep meaning what they meant.
LOOSE_LOG = "typed_loosely"
#: The session option of a log written before version 4, which asked a figure's cost at every build: a cost typed
#: once does not price its later builds (a forced build without one paid nothing).
ASKED_LOG = "figure_costs_asked"


def cost_of(ctx: Context, args: Mapping[str, Any]) -> int:
    """The cost a build pays: the one the table typed (a cost other than the kit's is refused, and forced it
    is what is paid: the table may know a discount the app does not), else the kit's (0 when neither, forced)."""
    printed = printed_cost(ctx, me(ctx), args["item"])
    if args.get("cost") is not None and not (ctx.options.get(LOOSE_LOG) and printed is not None):
        return int(args["cost"])
    return 0 if printed is None else printed


def unlocking_tech(ctx: Context, item: str) -> str:
    """The tech a building or unit type needs ('' when none, or the kit does not know)."""
    facts = book(ctx)
    sort = facts.item_sort(item)
    if sort == "building":
        return str(fact(ctx, "buildings", item, "tech", ""))
    if sort == "unit":
        return next((t.id for t in facts.techs.values() if item in t.units), "")
    return ""
