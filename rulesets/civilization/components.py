"""Civilization's components, where they start, and reading the ledger.

Holders of a player (``SORT:FACTION``): ``coins`` (the coin dial),
``investments``, ``supply`` (figures and city markers not in play),
``board`` (figures on the map), ``stock`` (resource, culture, hut and
village tokens, relics), ``hand`` (culture event cards, secret),
``forces`` (standing-forces cards, face down), ``techs`` (tech cards not
researched), ``pyramid``, ``policies`` (secret), ``policy`` (the active
one) and ``persons`` (great person cards, face up). Shared: ``market``
(wonders not built), ``map`` (relics not found), ``greats`` (the great
person deck), ``discard`` (culture event cards) and ``city:ID`` (a city's
marker, metropolis card and wonders).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.i18n import N_, tr
from engine.ledger import Cap, Component
from engine.state import Context, Player
from rulesets.civilization import cards, data
from rulesets.civilization import catalogues as cat
from rulesets.civilization.state import City, Realm, State

# Components are declared before any session has a kit, so they come from the shipped kit: each of its
# techs and wonders has its own card, and blank cards stand for those of a user kit or the table.
TECHS = cat.shipped_entries("techs")
WONDERS = cat.shipped_entries("wonders")
RELICS = cat.shipped_entries("relics")
POLICIES = cat.shipped_entries("policies")
RESOURCES = cat.shipped_entries("resources")
UNITS = cat.shipped_entries("units")
PERSONS = cat.shipped_entries("persons")

#: A player's holders, as sentences name them ("Ondrej's coin dial").
LABELS = {
    "coins": N_("{player}'s coin dial"),
    "investments": N_("{player}'s investment cards"),
    "supply": N_("{player}'s supply"),
    "board": N_("{player}'s figures on the map"),
    # One pile, so that "... has no iron token" reads as a sentence.
    "stock": N_("{player}'s token pile"),
    "hand": N_("{player}'s hand"),
    "forces": N_("{player}'s standing forces"),
    "techs": N_("{player}'s tech deck"),
    "pyramid": N_("{player}'s pyramid"),
    "policies": N_("{player}'s policy cards"),
    "policy": N_("{player}'s active policy"),
    "persons": N_("{player}'s great persons"),
}
SHARED = {
    "bank": N_("the bank"),
    "deck": N_("the culture event deck"),
    "market": N_("the wonder market"),
    "map": N_("the map"),
    "discard": N_("the culture event discard pile"),
    "greats": N_("the great person deck"),
}
# Kinds the rules give no count for are unlimited at the table (data.toml lists them): each is
# taken from its supply (the bank, the culture event deck, the huts and villages on the map) and
# goes back there, and the supply never runs out.
HOMES = {"coin": "bank", "culture": "bank", "metropolis": "bank", "event": "deck", "hut": "map", "village": "map"}
HOMES.update({r.id: "bank" for r in RESOURCES})
HOMES.update({u.id: "bank" for u in UNITS})
# The great person deck is face down: what is left in it is not for the table to read.
PRIVATE = ("hand", "forces", "policies", "greats")
#: Kinds counted by name (named once: a literal kind in a count call reads as a counted word to the extractor).
CULTURE, EVENT, METROPOLIS = "culture", "event", "metropolis"
#: Each player's one Metropolis card (l. 38 speaks of *the* card): counted per player, so a second is refused
#: physically. Logs before version 12 (``V11_LOG``) drew ``METROPOLIS`` from the bank without end.
OWN_METROPOLIS = "metropolis-card"
# A city is a city or a metropolis, never both twice (l. 38).
CAPS = (
    Cap("metropolis", "city", 1, "Metropolis", "start"),
    Cap(OWN_METROPOLIS, "city", 1, "Metropolis", "start"),
)


def components(players: Sequence[Player]) -> list[Component]:
    """Every component, with the rulebook's counts (see ``data.toml``); unlimited kinds draw on their supply."""
    owners = tuple(p.faction for p in players)
    n = data.COUNTS
    out = [
        Component("army", "army", "armies", n["armies"], owners, "figure"),
        Component("settler", "settler", "settlers", n["settlers"], owners, "figure"),
        Component("capital", "capital", "capitals", n["capitals"], owners, "city"),
        Component("city", "city", "cities", n["cities"], owners, "city"),
        Component("coin", "coin", supply=HOMES["coin"], group="coin"),
        Component("culture", "culture token", supply=HOMES["culture"], group="token"),
        Component("hut", "hut token", supply=HOMES["hut"], group="token"),
        Component("village", "village token", supply=HOMES["village"], group="token"),
        Component("event", "culture event card", supply=HOMES["event"], group="card"),
        Component("metropolis", "metropolis card", supply=HOMES["metropolis"], group="card"),
        Component(OWN_METROPOLIS, "metropolis card", "metropolis cards", n["metropolises"], owners, "card"),
    ]
    # The shipped kit's cards and tokens have their words written out (``cards``), so they are said in Czech too.
    words = {c.kind: c for c in (*cards.RESOURCE_TOKENS, *cards.UNIT_CARDS, *cards.POLICY_CARDS, *cards.TECH_CARDS)}
    out += [
        words.get(r.id) or Component(r.id, f"{r.label.lower()} token", group="resource", supply="bank")
        for r in RESOURCES
    ]
    out += [
        words.get(u.id) or Component(u.id, f"{u.label.lower()} card", group="standing forces", supply="bank")
        for u in UNITS
    ]
    out += [
        replace(words.get(p.id) or Component(p.id, f"{p.label} card", count=1, group="policy"), owners=owners)
        for p in POLICIES
    ]
    # One card of each tech per player: a tech is researched once (l. 199, l. 205).
    out += [
        replace(words.get(t.id) or Component(t.id, f"{t.label} card", group="tech"), count=len(players)) for t in TECHS
    ]
    out += [Component(slot, "tech card", count=len(players), group="tech") for slot in cat.TECH_SLOTS]
    out += [Component(w.id, w.label, w.label, 1, group="wonder") for w in WONDERS]
    out += [Component(slot, "wonder", count=1, group="wonder") for slot in cat.WONDER_SLOTS]
    out += [Component(r.id, r.label, r.label, 1, group="relic") for r in RELICS]
    # One card of each great person (l. 129): a card one player holds, no one else can draw.
    out += [Component(p.id, p.label, p.label, 1, group="great person") for p in PERSONS]
    out += [Component(slot, "great person card", count=1, group="great person") for slot in cat.PERSON_SLOTS]
    return out


def holder_label(holder: str, players: Sequence[Player]) -> str | None:
    """``Ondrej's coin dial``, ``the wonder market``; None for cities (the engine titles their ids)."""
    if holder in SHARED:
        return tr(SHARED[holder])
    sort, _, rest = holder.partition(":")
    if sort == "city":
        # A capital is named as its City entry is ("Egypt capital"); the engine titles other ids ("Xian").
        faction, _, tail = rest.rpartition("-")
        return cat.capital_name(faction) if tail == "capital" and faction else None
    for player in players:
        if player.faction == rest and sort in LABELS:
            return tr(LABELS[sort]).format(player=player.name)
    return None


def city_label(ctx: Context, city_id: str) -> str:
    """The name of a city on the map, as people read it (its id when there is none)."""
    found = next((c for c in game(ctx).cities if c.id == city_id), None)
    return city_id if found is None else cat.city_name(found)


def capital_id(player: Player) -> str:
    """The id of a player's capital (``china-capital``)."""
    return f"{player.faction}-capital"


#: The session option of a log written before version 12: metropolis cards came from the bank without end, a city
#: taken asked nothing of the defender's figures in it, and a trade count was taken whatever its size. Its events
#: keep meaning what they meant.
V11_LOG = "rules_v11"
#: The session option of a log written before version 11: a civilization's start pieces were laid at the setup
#: from the kit's fan sheet without the table confirming them. Its events keep meaning what they meant.
V10_LOG = "rules_v10"

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


def owner_acts(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who acts with the city named, nobody named: its owner (a city acts for its holder, l. 96; play-test 11:
    ``build city=china`` in Anna's turn was Anna building in Bob's city, "allowed if forced")."""
    holder = owner(ctx, args["city"]) if args.get("city") else None
    return {} if holder is None else {"player": ctx.players[holder].name}


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
    """Whether the city has a metropolis card (a player's own, or the bank's of a log before version 12)."""
    holder = f"city:{city_id}"
    return ctx.count(holder, METROPOLIS) > 0 or ctx.ledger.of_base(holder, OWN_METROPOLIS) > 0


def metropolis_card(ctx: Context, seat: int) -> tuple[str, int, str]:
    """The card a new metropolis takes, as ``move``'s kind, count and source: the player's own one from their
    supply, or (a log before version 12, ``V11_LOG``) one of the bank's."""
    if ctx.options.get(V11_LOG):
        return METROPOLIS, 1, HOMES[METROPOLIS]
    return ctx.piece(OWN_METROPOLIS, seat), 1, ctx.own("supply", seat)


def cities_of(ctx: Context, seat: int) -> list[City]:
    """A player's cities, in the order they were founded (the capital first)."""
    return [c for c in game(ctx).cities if owner(ctx, c.id) == seat]


def techs_of(ctx: Context, seat: int) -> list[tuple[cat.Tech, int]]:
    """The techs in a player's pyramid and the level each sits at (the start tech at 1, l. 204)."""
    state = game(ctx)
    by_kind = cat.book(ctx).by_kind
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
    by_kind = cat.book(ctx).wonder_by_kind
    out = []
    for city in cities_of(ctx, seat):
        for kind, _ in ctx.holding(f"city:{city.id}"):
            if kind in by_kind:
                out.append((by_kind[kind], city))
    return out


def persons_of(ctx: Context, seat: int) -> list[str]:
    """The great persons (ids) a player holds: their cards, or the names an older log recorded."""
    from rulesets.civilization.common import older  # common reads this module

    if older(ctx):
        return list(realm(ctx, seat).persons)
    by_kind = cat.book(ctx).person_by_kind
    return [by_kind[kind] for kind, n in ctx.holding(ctx.own("persons", seat)) if kind in by_kind for _ in range(n)]


def holder_of(ctx: Context, person: str) -> int | None:
    """The seat holding a great person's card (None: in the deck, or not a card)."""
    kind = cat.book(ctx).persons.get(person, "")
    for holder in ctx.ledger.where(kind) if kind else ():
        sort, _, faction = holder.partition(":")
        if sort == "persons" and faction:
            return ctx.seat_of(faction)
    return None


def realm(ctx: Context, seat: int) -> Realm:
    """A player's positions."""
    return game(ctx).realms[seat]


# -- what the techs held give (read from the kit, never stored) -------------------------


def travel_speed(ctx: Context, seat: int) -> int:
    """Squares a figure moves: 2, or the best navigation icon among the techs held (l. 141)."""
    return max([data.LIMITS["movement"], *(tech.movement for tech, _ in techs_of(ctx, seat))])


def unit_rank(ctx: Context, seat: int, unit: str) -> int:
    """A unit type's rank: 1, or the highest upgrade icon for it among the techs held (l. 270-275)."""
    return max([1, *(tech.rank for tech, _ in techs_of(ctx, seat) if unit in tech.upgrades)])


def unit_ranks(ctx: Context, seat: int) -> dict[str, int]:
    """Every unit type above rank 1, by id."""
    held = techs_of(ctx, seat)
    out: dict[str, int] = {}
    for tech, _ in held:
        for unit in tech.upgrades:
            out[unit] = max(out.get(unit, 1), tech.rank)
    return out


def city_limit(ctx: Context, seat: int) -> int:
    """Cities a player may hold: 2, or what a researched tech allows (Irrigation: 3, l. 34)."""
    return max([data.LIMITS["cities"], *(tech.city_limit for tech, _ in techs_of(ctx, seat))])
