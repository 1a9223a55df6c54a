"""What a form offers for each field naming a tech, city, item, card or token: what is available to the actor.

``ctx.actor`` is the player who acts. A pick list shows these first (the
form still lists the rest of the catalogue after them); a tech is one the
actor's pyramid has room for (those the dial can pay first), an item one
they could build now (its figure in their supply, its tech researched, the
wonder still on the market), a city one of theirs still to act this round,
a policy a card in their hand of policies. An empty answer means "no idea":
the form offers the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.state import Context
from rulesets.civilization.catalogues import book, fact
from rulesets.civilization.components import all_coins, cities_of, game, is_metropolis, knows, owner, realm
from rulesets.civilization.finds import markers
from rulesets.civilization.formulas import research as research_cost
from rulesets.civilization.management import idle, unlocking_tech
from rulesets.civilization.national import start_wonders
from rulesets.civilization.research import discount, open_levels
from rulesets.civilization.turn_start import takeable

Offer = Callable[[Context], list[str]]


def researchable(ctx: Context) -> list[str]:
    """Techs whose card is still in the actor's deck and whose level fits their pyramid; affordable ones first."""
    seat = ctx.actor
    if seat is None:
        return []
    levels = set(open_levels(ctx, seat))
    deck = ctx.own("techs", seat)
    fits = [t for t in book(ctx).techs.values() if t.kind and t.level in levels and ctx.count(deck, t.kind)]
    trade, coins = realm(ctx, seat).trade, all_coins(ctx, seat)
    off = discount(ctx, seat)
    paid = [t.id for t in fits if t.level is not None and research_cost(trade, coins, t.level, off)["affordable"]]
    return paid + [t.id for t in fits if t.id not in paid]


def start_techs(ctx: Context) -> list[str]:
    """The start tech printed for the actor's civilization, else the level 1 techs."""
    seat = ctx.actor
    if seat is None:
        return []
    printed = fact(ctx, "civilizations", ctx.players[seat].faction, "start_tech")
    if printed:
        return [str(printed)]
    return [t.id for t in book(ctx).techs.values() if t.level == 1 and not knows(ctx, seat, t.id)]


def wonders_in_play(ctx: Context) -> list[str]:
    """Wonders not yet obsolete, those standing in a city first (the ones whose text still works)."""
    facts = book(ctx)
    obsolete = game(ctx).obsolete
    built = [w.id for w in facts.wonders.values() if w.kind and not ctx.count("market", w.kind)]
    rest = [w.id for w in facts.wonders.values() if w.id not in built]
    return [w for w in built + rest if w not in obsolete]


def idle_cities(ctx: Context) -> list[str]:
    """The actor's cities that have not acted this round."""
    return [] if ctx.actor is None else idle(ctx, ctx.actor)


def plain_cities(ctx: Context) -> list[str]:
    """The actor's cities without a metropolis card."""
    seat = ctx.actor
    return [] if seat is None else [c.id for c in cities_of(ctx, seat) if not is_metropolis(ctx, c.id)]


def their_cities(ctx: Context) -> list[str]:
    """Other players' cities (what the moving player fights over)."""
    seat = ctx.actor
    return [c.id for c in game(ctx).cities if owner(ctx, c.id) not in (None, seat)]


def buildable(ctx: Context) -> list[str]:
    """Items the actor could build: figures in their supply, units and buildings whose tech they have, wonders left."""
    seat = ctx.actor
    if seat is None:
        return []
    facts = book(ctx)
    supply = ctx.own("supply", seat)
    out = []
    for item in facts.catalogues["item"].ids():
        sort = facts.item_sort(item)
        if sort == "figure":
            ok = ctx.count(supply, ctx.piece(item, seat)) > 0
        elif sort == "wonder":
            kind = facts.wonders[item].kind
            ok = bool(kind) and ctx.count("market", kind) > 0
        else:
            tech = unlocking_tech(ctx, item)
            ok = not tech or knows(ctx, seat, tech)
        if ok:
            out.append(item)
    return out


def governments(ctx: Context) -> list[str]:
    """Governments the actor may take now (``turn_start.takeable``)."""
    return [] if ctx.actor is None else takeable(ctx, ctx.actor)


def policies(ctx: Context) -> list[str]:
    """The policy cards in the actor's hand of policies (the active one is on the table)."""
    seat = ctx.actor
    if seat is None:
        return []
    return [kind.partition(":")[0] for kind, _ in ctx.holding(ctx.own("policies", seat))]


def relics(ctx: Context) -> list[str]:
    """Relics still on the map."""
    known = set(ctx.kit.catalogue("relics", "relic").ids())
    return [kind for kind, _ in ctx.holding("map") if kind in known]


def hut_rewards(ctx: Context) -> list[str]:
    """The kit's hut markers, then a hut's coin (l. 216)."""
    return [*markers(ctx, "hut"), "coin"]


def village_rewards(ctx: Context) -> list[str]:
    """The kit's village markers."""
    return markers(ctx, "village")


def stock_resources(ctx: Context) -> list[str]:
    """Resource tokens in the actor's stock, one per token (what a trade can give)."""
    seat = ctx.actor
    if seat is None:
        return []
    kinds = ctx.kit.catalogue("resources", "resource").ids()
    stock = ctx.own("stock", seat)
    return [kind for kind in kinds for _ in range(ctx.count(stock, kind))]


def others(ctx: Context) -> list[str]:
    """The other players, clockwise from the actor."""
    count = len(ctx.players)
    start = ctx.actor if ctx.actor is not None else 0
    return [ctx.players[(start + i) % count].name for i in range(1, count)]


#: Per action, per field: what the form offers.
OFFERS: Mapping[str, Mapping[str, Offer]] = {
    "start-tech": {"tech": start_techs},
    "national-start": {"item": start_wonders},
    "research": {"tech": researchable, "obsoletes": wonders_in_play},
    "build": {"city": idle_cities, "item": buildable},
    "arts": {"city": idle_cities},
    "harvest": {"city": idle_cities},
    "metropolis": {"city": plain_cities},
    "government": {"government": governments},
    "policy": {"policy": policies},
    "relic": {"relic": relics},
    "hut": {"reward": hut_rewards},
    "village": {"reward": village_rewards},
    "trade": {"to": others, "resource": stock_resources},
    "battle": {"city": their_cities},
}
