"""What fields may name: provinces, sea zones, goods, cards, purchases, buildings, civilizations.

Static catalogues are built once; the board's come from the session's kit and
grow with the provinces and sea zones the table adds (``add-province``,
``add-sea``); each atlas builds them once, so a replay does not rebuild them
per event.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from engine.errors import NotFound
from engine.i18n import N_, language, quoted, tr, translations
from engine.names import Catalogue, Entry, fold, phrase_list
from engine.state import Context, Player
from rulesets.mare_nostrum.data import (
    CARDS,
    CIVILIZATIONS,
    GOODS,
    ITEMS,
    ROLE_NAMES,
    TAXES,
    item_name,
)
from rulesets.mare_nostrum.state import State, current
from rulesets.mare_nostrum.words import TAX, civ_name

#: Other names people use for a purchase.
# Play-test 9: the Czech table typed ``co=vliv`` for the influence marker.
_ALIASES = {"helen": ("Helena",), "hammurabi": ("Chammurapi",), "influence": ("vliv",)}


class _Goods(Catalogue):
    """The goods: a field naming one good refuses a list of them by saying so (play-test 6: ``caravan-good
    good=wine,grain`` for two caravans in Rome was told "did you mean grain?", as if one name were misspelt)."""

    def not_found(self, text: str) -> NotFound:
        parts = [part.strip() for part in text.split(",") if part.strip()]
        if len(parts) > 1 and all(self.get(part) is not None for part in parts):
            said = tr("name one good per command: {goods} take one command each")
            return NotFound(said.format(goods=phrase_list([quoted(p) for p in parts], "and")))
        return super().not_found(text)


GOOD = _Goods(N_("good"), tuple(Entry(g, g) for g in GOODS))


def _card(card: str, taxes_in_czech: tuple[str, ...]) -> Entry:
    """A card as a list shows it, one a row (``words.TAX``); a tax card still answers to its kind's name
    ("taxes", Czech "daně"), as typed before (the Czech words a catalogue understands are its labels' only)."""
    if card != TAXES:
        return Entry(card, card)
    return Entry(card, TAX, (TAXES, *taxes_in_czech))


@lru_cache(maxsize=4)
def _cards(taxes_in_czech: tuple[str, ...]) -> Catalogue:
    return Catalogue("card", tuple(_card(c, taxes_in_czech) for c in CARDS))


def cards() -> Catalogue:
    """Every kind of resource card, one a row."""
    # Built at the first use, not at import: the Czech words are those of the game being played.
    return _cards(translations(TAXES))


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


STATIC = {"good": GOOD, "role": ROLE, "purchase": PURCHASE, "building": BUILDING}


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


@dataclass(frozen=True)
class Offered(Catalogue):
    """Cards on offer to the taker, as a take lists them: the others' offers. The kinds only the taker offers
    are left out of the list (app play-test, issue 32: the take list showed his own cards) and still named,
    so that the rules can say they are his own (``exchange.check_take``).

    Attributes:
        own: The taker's own kinds that nobody else offers.
    """

    own: Catalogue | None = None

    def get(self, text: str) -> Entry | None:
        """The entry a text names, the taker's own kinds included."""
        found = super().get(text)
        return found if found is not None or self.own is None else self.own.get(text)


#: Why no card can be named once the exchange is over (play-test 9 read "there is no offered card yet").
_EXCHANGE_OVER = N_("the exchange is over: no card lies on offer any more")
#: Before anyone has offered (play-test 10: the Czech read "nabízená karta: zatím žádné").
_NONE_YET = N_("no card lies on offer yet")


@lru_cache(maxsize=64)
def _offered(shown: tuple[str, ...], own: tuple[str, ...], taxes_in_czech: tuple[str, ...], over: bool) -> Catalogue:
    kind = N_("offered card")
    mine = Catalogue(kind, tuple(_card(c, taxes_in_czech) for c in own)) if own else None
    missing = "" if shown or own else _EXCHANGE_OVER if over else _NONE_YET
    return Offered(kind, tuple(_card(c, taxes_in_czech) for c in shown), missing=missing, own=mine)


def offered(ctx: Context) -> Catalogue:
    """Cards lying face up in the exchange now (a card nobody offered cannot be named); those only the player
    due to take offers are named but not listed."""
    exchange = current(ctx.game, ctx.kit).exchange
    taker = None if exchange is None or exchange.next is None else ctx.own("offer", exchange.next)
    kinds: set[str] = set()
    own: set[str] = set()
    for holder in ctx.ledger.holders("offer"):
        (own if holder == taker else kinds).update(kind for kind, _ in ctx.ledger.holding(holder))
    shown = tuple(c for c in CARDS if c in kinds)
    over = exchange is not None and exchange.over
    return _offered(shown, tuple(c for c in CARDS if c in own - kinds), translations(TAXES), over)


def catalogue(ctx: Context, name: str) -> Catalogue | None:
    """The catalogue a field names, as it stands at ``ctx`` (None: not Mare Nostrum's)."""
    found = STATIC.get(name)
    if found is not None:
        return found
    if name == "card":
        return cards()
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
