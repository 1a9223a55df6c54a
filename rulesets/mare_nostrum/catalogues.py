"""What fields may name: provinces, sea zones, goods, cards, purchases, buildings, civilizations.

Static catalogues are built once; the board's come from the session's kit and
grow with the provinces and sea zones the table adds (``add-province``,
``add-sea``); each atlas builds them once, so a replay does not rebuild them
per event.
"""

from __future__ import annotations

from functools import lru_cache

from engine.names import Catalogue, Entry, fold
from engine.state import Context, Player
from rulesets.mare_nostrum.data import (
    CARDS,
    CIVILIZATIONS,
    GOODS,
    ITEMS,
    ROLE_NAMES,
    civ_name,
    item_name,
)
from rulesets.mare_nostrum.state import State, current

#: Other names people use for a purchase.
_ALIASES = {"helen": ("Helena",), "hammurabi": ("Chammurapi",)}

GOOD = Catalogue("good", tuple(Entry(g, g) for g in GOODS))
CARD = Catalogue("card", tuple(Entry(c, c, ("tax",) if c == "taxes" else ()) for c in CARDS))
ROLE = Catalogue("role", tuple(Entry(r, name) for r, name in ROLE_NAMES.items()))
PURCHASE = Catalogue("purchase", tuple(Entry(i, item_name(i), _ALIASES.get(i, ())) for i in ITEMS))
BUILDING = Catalogue(
    "building",
    (
        Entry("city", "city"),
        Entry("market", "market"),
        Entry("temple", "temple"),
        *(Entry(f"caravan:{g}", f"{g} caravan") for g in GOODS),
    ),
)
STATIC = {"good": GOOD, "card": CARD, "role": ROLE, "purchase": PURCHASE, "building": BUILDING}


def provinces(state: State) -> Catalogue:
    """The provinces of the kit and those the table added."""
    return state.atlas.province_catalogue


def seas(state: State) -> Catalogue:
    """The sea zones of the kit and those the table added."""
    return state.atlas.sea_catalogue


def places(state: State) -> Catalogue:
    """Provinces and sea zones together."""
    return state.atlas.place_catalogue


@lru_cache(maxsize=16)
def _sides(players: tuple[Player, ...]) -> Catalogue:
    names = {fold(civ_name(c)) for c in CIVILIZATIONS} | set(CIVILIZATIONS)
    played = {p.faction: p.name for p in players}
    entries = []
    for civ in CIVILIZATIONS:
        player = played.get(civ)
        if player is None:
            entries.append(Entry(civ, f"neutral {civ_name(civ)}", (civ_name(civ),)))
            continue
        # A player's name answers for their civilization, unless it is another civilization's name.
        if fold(player) == civ:
            entries.append(Entry(civ, player))
            continue
        alias = (player,) if fold(player) not in names else ()
        entries.append(Entry(civ, f"{player} ({civ_name(civ)})", (civ_name(civ), *alias)))
    return Catalogue("civilization", tuple(entries))


def sides(ctx: Context) -> Catalogue:
    """Civilizations, played or neutral: a player's name works for the civilization they play."""
    return _sides(ctx.players)


@lru_cache(maxsize=64)
def _offered(cards: tuple[str, ...]) -> Catalogue:
    return Catalogue("offered card", tuple(Entry(c, c, ("tax",) if c == "taxes" else ()) for c in cards))


def offered(ctx: Context) -> Catalogue:
    """Cards lying face up in the exchange now (a card nobody offered cannot be named)."""
    kinds = {kind for holder in ctx.ledger.holders("offer") for kind, _ in ctx.ledger.holding(holder)}
    return _offered(tuple(c for c in CARDS if c in kinds))


def catalogue(ctx: Context, name: str) -> Catalogue | None:
    """The catalogue a field names, as it stands at ``ctx`` (None: not Mare Nostrum's)."""
    found = STATIC.get(name)
    if found is not None:
        return found
    state = current(ctx.game, ctx.kit)
    if name == "province":
        return provinces(state)
    if name == "sea":
        return seas(state)
    if name == "place":
        return places(state)
    if name == "civilization":
        return sides(ctx)
    if name == "offered":
        return offered(ctx)
    return None
