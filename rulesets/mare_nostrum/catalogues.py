"""What fields may name: provinces, sea zones, goods, cards, purchases, buildings, civilizations.

Static catalogues are built once; the board's come from the session's kit and
grow with the provinces and sea zones the table adds (``add-province``,
``add-sea``); each atlas builds them once, so a replay does not rebuild them
per event.
"""

from __future__ import annotations

from functools import lru_cache

from engine.i18n import N_, language, tr, translations
from engine.names import Catalogue, Entry, fold
from engine.state import Context, Player
from rulesets.mare_nostrum.data import (
    CARDS,
    CIVILIZATIONS,
    GOODS,
    ITEMS,
    ROLE_NAMES,
    item_name,
)
from rulesets.mare_nostrum.state import State, current
from rulesets.mare_nostrum.words import civ_name

#: Other names people use for a purchase.
_ALIASES = {"helen": ("Helena",), "hammurabi": ("Chammurapi",)}

GOOD = Catalogue(N_("good"), tuple(Entry(g, g) for g in GOODS))
CARD = Catalogue("card", tuple(Entry(c, c, ("tax",) if c == "taxes" else ()) for c in CARDS))
ROLE = Catalogue(N_("role"), tuple(Entry(r, name) for r, name in ROLE_NAMES.items()))
PURCHASE = Catalogue(N_("purchase"), tuple(Entry(i, item_name(i), _ALIASES.get(i, ())) for i in ITEMS))
#: A caravan by the good under it, in the order of GOODS (each name a literal, so it is translated).
_CARAVANS = (
    *(N_("gems caravan"), N_("papyrus caravan"), N_("perfume caravan"), N_("gold caravan")),
    *(N_("cattle caravan"), N_("metals caravan"), N_("oil caravan"), N_("fruit caravan")),
    *(N_("wine caravan"), N_("grain caravan"), N_("slaves caravan"), N_("fish caravan")),
)
BUILDING = Catalogue(
    N_("building"),
    (
        Entry("city", "city"),
        Entry("market", "market"),
        Entry("temple", "temple"),
        *(Entry(f"caravan:{g}", name) for g, name in zip(GOODS, _CARAVANS, strict=True)),
    ),
)


def building_name(building: str) -> str:
    """A building of the ``building`` catalogue as people read it: ``city``, ``wine caravan``."""
    entry = BUILDING.get(building)
    return entry.label if entry is not None else building


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


def _civ_names(civ: str) -> tuple[str, ...]:
    """A civilization's names: in English, in the language spoken and in Czech (typed in any language)."""
    english = civ.capitalize()
    return tuple(dict.fromkeys((english, civ_name(civ), *translations(english))))


@lru_cache(maxsize=16)
def _sides(players: tuple[Player, ...], language: str) -> Catalogue:
    # Labels are read in the language spoken (the cache keeps one per language); the English
    # names answer in every language.
    names = {fold(n) for c in CIVILIZATIONS for n in _civ_names(c)} | set(CIVILIZATIONS)
    played = {p.faction: p.name for p in players}
    entries = []
    for civ in CIVILIZATIONS:
        player = played.get(civ)
        if player is None:
            label = tr("neutral {civ}").format(civ=civ_name(civ))
            english = f"neutral {civ.capitalize()}"
            aliases = (a for a in dict.fromkeys((*_civ_names(civ), english)) if a != label)
            entries.append(Entry(civ, label, tuple(aliases)))
            continue
        # A player's name answers for their civilization, unless it is another civilization's name.
        if fold(player) == civ:
            entries.append(Entry(civ, player))
            continue
        alias = (player,) if fold(player) not in names else ()
        entries.append(Entry(civ, f"{player} ({civ_name(civ)})", (*_civ_names(civ), *alias)))
    return Catalogue(N_("civilization"), tuple(entries))


def sides(ctx: Context) -> Catalogue:
    """Civilizations, played or neutral: a player's name works for the civilization they play."""
    return _sides(ctx.players, language())


@lru_cache(maxsize=64)
def _offered(cards: tuple[str, ...]) -> Catalogue:
    return Catalogue(N_("offered card"), tuple(Entry(c, c, ("tax",) if c == "taxes" else ()) for c in cards))


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
