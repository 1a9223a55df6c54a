"""Civilization's components, where they start, and reading the ledger.

Holders of a player (``SORT:FACTION``): ``coins`` (the coin dial),
``investments``, ``supply`` (figures and city markers not in play),
``board`` (figures on the map), ``stock`` (resource, culture, hut and
village tokens, relics), ``hand`` (culture event cards, secret),
``forces`` (standing-forces cards, face down), ``techs`` (tech cards not
researched), ``pyramid``, ``policies`` (secret) and ``policy`` (the active
one). Shared: ``market`` (wonders not built), ``map`` (relics not found),
``discard`` (culture event cards) and ``city:ID`` (a city's marker,
metropolis card and wonders).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.ledger import Cap, Component
from engine.state import Context, Player
from rulesets.civilization import catalogues as cat
from rulesets.civilization import data
from rulesets.civilization.state import City, Realm, State

LABELS = {
    "coins": "coin dial",
    "investments": "investment cards",
    "supply": "supply",
    "board": "figures on the map",
    "stock": "tokens",
    "hand": "hand",
    "forces": "standing forces",
    "techs": "tech deck",
    "pyramid": "pyramid",
    "policies": "policy cards",
    "policy": "active policy",
}
SHARED = {
    "bank": "the bank",
    "deck": "the culture event deck",
    "market": "the wonder market",
    "map": "the map",
    "discard": "the culture event discard pile",
}
# Kinds the rules give no count for are unlimited at the table (data.toml lists them): each is
# taken from its supply (the bank, the culture event deck, the huts and villages on the map) and
# goes back there, and the supply never runs out.
HOMES = {"coin": "bank", "culture": "bank", "metropolis": "bank", "event": "deck", "hut": "map", "village": "map"}
HOMES.update({r.id: "bank" for r in data.RESOURCES})
HOMES.update({u.id: "bank" for u in data.UNITS})
PRIVATE = ("hand", "forces", "policies")
# A city is a city or a metropolis, never both twice (l. 38).
CAPS = (Cap("metropolis", "city", 1, "Metropolis", "start"),)


def components(players: Sequence[Player]) -> list[Component]:
    """Every component, with the rulebook's counts (see ``data.toml``); unlimited kinds draw on their supply."""
    owners = tuple(p.faction for p in players)
    n = data.COUNTS
    out = [
        Component("army", "army", "armies", n["armies"], owners, "figure"),
        Component("settler", "settler", "", n["settlers"], owners, "figure"),
        Component("capital", "capital", "", n["capitals"], owners, "city"),
        Component("city", "city", "cities", n["cities"], owners, "city"),
        Component("coin", "coin", supply=HOMES["coin"], group="coin"),
        Component("culture", "culture token", supply=HOMES["culture"], group="token"),
        Component("hut", "hut token", supply=HOMES["hut"], group="token"),
        Component("village", "village token", supply=HOMES["village"], group="token"),
        Component("event", "culture event card", supply=HOMES["event"], group="card"),
        Component("metropolis", "metropolis card", supply=HOMES["metropolis"], group="card"),
    ]
    out += [Component(r.id, f"{r.name.lower()} token", group="resource", supply="bank") for r in data.RESOURCES]
    out += [Component(u.id, f"{u.name.lower()} card", group="standing forces", supply="bank") for u in data.UNITS]
    out += [Component(p.id, f"{p.name} card", count=1, owners=owners, group="policy") for p in data.POLICIES]
    # One card of each tech per player: a tech is researched once (l. 199, l. 205).
    out += [Component(t.kind, f"{t.name} card", "", len(players), group="tech") for t in cat.TECH_BASE.values()]
    out += [Component(slot, "tech card", count=len(players), group="tech") for slot in cat.TECH_SLOTS]
    out += [Component(w.kind, w.name, w.name, 1, group="wonder") for w in cat.WONDER_BASE.values()]
    out += [Component(slot, "wonder", count=1, group="wonder") for slot in cat.WONDER_SLOTS]
    out += [Component(r.id, r.name, r.name, 1, group="relic") for r in data.RELICS]
    return out


def holder_label(holder: str, players: Sequence[Player]) -> str | None:
    """``Ondrej's coin dial``, ``the wonder market``; None for cities (the engine titles their ids)."""
    if holder in SHARED:
        return SHARED[holder]
    sort, _, rest = holder.partition(":")
    if sort == "city":
        return None
    for player in players:
        if player.faction == rest and sort in LABELS:
            return f"{player.name}'s {LABELS[sort]}"
    return None


def capital_id(player: Player) -> str:
    """The id of a player's capital (``china-capital``)."""
    return f"{player.faction}-capital"


def setup(ctx: Context) -> State:
    """The table at the start: l. 239-254 (capital, one army and one scout in it, Despotism, dials at 0)."""
    n = data.COUNTS
    realms = []
    cities = []
    for seat, player in enumerate(ctx.players):
        supply, board = ctx.own("supply", seat), ctx.own("board", seat)
        ctx.move(ctx.piece("army", seat), n["armies"], "box", supply)
        ctx.move(ctx.piece("army", seat), 1, supply, board)
        ctx.move(ctx.piece("settler", seat), n["settlers"], "box", supply)
        ctx.move(ctx.piece("settler", seat), 1, supply, board)
        ctx.move(ctx.piece("city", seat), n["cities"], "box", supply)
        capital = City(
            capital_id(player),
            f"{player.faction.capitalize()} capital",
            (f"{player.name} capital", f"{player.name}'s capital"),
        )
        ctx.move(ctx.piece("capital", seat), 1, "box", f"city:{capital.id}")
        cities.append(capital)
        for policy in data.POLICIES:
            ctx.move(ctx.piece(policy.id, seat), 1, "box", ctx.own("policies", seat))
        for tech in cat.TECH_BASE.values():
            ctx.move(tech.kind, 1, "box", ctx.own("techs", seat))
        start = data.START_TECHS.get(player.faction, "")
        if start:
            ctx.move(cat.TECH_BASE[start].kind, 1, ctx.own("techs", seat), ctx.own("pyramid", seat))
        realms.append(Realm(start_tech=start))
    for wonder in cat.WONDER_BASE.values():
        ctx.move(wonder.kind, 1, "box", "market")
    for relic in data.RELICS:
        ctx.move(relic.id, 1, "box", "map")
    return State(tuple(realms), tuple(cities))


# -- reading the ledger -----------------------------------------------------------


def game(ctx: Context) -> State:
    """The Civilization state inside a context."""
    state: State = ctx.game
    return state


def moved(ctx: Context) -> State:
    """The state, as a new value, after a handler that only moved components.

    The engine checks victory only after events that changed the game
    state; coins count to win, so a coin moved must count as a change.
    """
    return replace(game(ctx))


def coins(ctx: Context, seat: int) -> int:
    """Coins on a player's coin dial."""
    return ctx.count(ctx.own("coins", seat), "coin")


def invested(ctx: Context, seat: int) -> int:
    """Coins on a player's investment cards."""
    return ctx.count(ctx.own("investments", seat), "coin")


def all_coins(ctx: Context, seat: int) -> int:
    """Coins on the dial and on investment cards (both count to win and to keep trade, l. 222)."""
    return coins(ctx, seat) + invested(ctx, seat)


def on_board(ctx: Context, seat: int, figure: str) -> int:
    """A player's figures of one kind on the map."""
    return ctx.count(ctx.own("board", seat), ctx.piece(figure, seat))


def owner(ctx: Context, city_id: str) -> int | None:
    """The seat whose marker stands in a city."""
    for kind, _ in ctx.holding(f"city:{city_id}"):
        base, _, faction = kind.partition(":")
        if base in ("city", "capital"):
            return ctx.seat_of(faction)
    return None


def is_capital(ctx: Context, city_id: str) -> bool:
    """Whether a capital marker stands in the city."""
    return any(kind.startswith("capital:") for kind, _ in ctx.holding(f"city:{city_id}"))


def is_metropolis(ctx: Context, city_id: str) -> bool:
    """Whether the city has its metropolis card."""
    return ctx.count(f"city:{city_id}", "metropolis") > 0


def cities_of(ctx: Context, seat: int) -> list[City]:
    """A player's cities, in the order they were founded (the capital first)."""
    return [c for c in game(ctx).cities if owner(ctx, c.id) == seat]


def techs_of(ctx: Context, seat: int) -> list[tuple[cat.Tech, int]]:
    """The techs in a player's pyramid and the level each sits at (the start tech at 1, l. 204)."""
    state = game(ctx)
    by_kind = cat.tech_by_kind(state.added)
    start = state.realms[seat].start_tech
    out = []
    for kind, _ in ctx.holding(ctx.own("pyramid", seat)):
        tech = by_kind.get(kind)
        if tech is not None:
            out.append((tech, 1 if tech.id == start else tech.level or 1))
    return out


def knows(ctx: Context, seat: int, tech_id: str) -> bool:
    """Whether a tech is in the player's pyramid."""
    return any(tech.id == tech_id for tech, _ in techs_of(ctx, seat))


def wonders_of(ctx: Context, seat: int) -> list[tuple[cat.Wonder, City]]:
    """The wonders standing in a player's cities."""
    by_kind = cat.wonder_by_kind(game(ctx).added)
    out = []
    for city in cities_of(ctx, seat):
        for kind, _ in ctx.holding(f"city:{city.id}"):
            if kind in by_kind:
                out.append((by_kind[kind], city))
    return out


def realm(ctx: Context, seat: int) -> Realm:
    """A player's positions."""
    return game(ctx).realms[seat]
