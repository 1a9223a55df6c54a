"""Struggle for Rome's facts, read once from ``data.toml``, and the catalogues built from them.

The provinces' names come from the shipped board kit (``kit.toml``), their
one copy: the rules need them before any session (tile stacks, labels).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.gamedata import shipped
from engine.i18n import N_
from engine.names import Catalogue, Entry

_DATA = shipped(__package__ or "")
_PROVINCES = shipped(__package__ or "", "kit.toml").table("provinces").tables("entries")

COLOURS = _DATA.texts("colours")
#: The colours' names, for the engine to show in the language spoken.
COLOUR_NAMES = (N_("red"), N_("blue"), N_("white"), N_("orange"))
PIECES = _DATA.counts("pieces")
CARDS = _DATA.counts("cards")
SPECIALS = _DATA.counts("specials")
OTHER = _DATA.counts("other")
START = _DATA.counts("start")
_COSTS = _DATA.table("costs")
COSTS: dict[str, dict[str, int]] = {k: _COSTS.counts(k) for k in _COSTS}
MOVES = _DATA.counts("moves")
RULES = _DATA.counts("rules")
VICTORY = _DATA.counts("victory")
_LEGIONARY = _DATA.table("legionary")
LEGIONARY_START: tuple[str, str] = (_LEGIONARY.text("landscape"), _LEGIONARY.text("province"))


def _catalogue(kind: str, table: Mapping[str, Any]) -> Catalogue:
    return Catalogue(kind, tuple(Entry(k, v["name"], tuple(v.get("aliases", ()))) for k, v in table.items()))


PROVINCES = _catalogue(N_("province"), {p["id"]: p for p in _PROVINCES})
RESOURCES = _catalogue(N_("resource"), _DATA["resources"])
PASTURE = Catalogue(N_("pasture card"), tuple(e for e in RESOURCES.entries if e.id in ("horse", "cattle")))
ACTION_CARDS = _catalogue(N_("action card"), _DATA["actions"])
#: A card drawn as a plunder reward: a pasture card or an action card.
DRAWN = Catalogue(N_("card"), PASTURE.entries + ACTION_CARDS.entries)
LANDSCAPES = _catalogue(N_("landscape"), _DATA["landscapes"])
#: A resource card taken by a tribe that does nothing ("takes an ore card" in the log).
_CARD_NAMES = {
    "grain": N_("a grain card"),
    "ore": N_("an ore card"),
    "horse": N_("a horse card"),
    "cattle": N_("a cattle card"),
}
#: What a tribe that does nothing takes: 2 gold or one resource card.
#: A Czech table types gold as "zlato" (the play-test's ``bere=zlato`` was refused: "did you mean 2 zlaté?").
_GOLD = ("gold", "zlato")
#: The top pasture card, whatever it shows: drawn by itself when the deck can give only one kind (play-test 9:
#: ``idle take=horse`` and ``bank get=horse`` were refused while the deck held only cattle, with no way to say
#: "the top card").
TOP_PASTURE = Entry("pasture", N_("the top pasture card"), ("pasture card", "pastviny", "karta pastvin"))
IDLE_TAKE = Catalogue(
    N_("reward"),
    (
        Entry("gold", N_("2 gold"), _GOLD),
        *(Entry(e.id, _CARD_NAMES[e.id], (e.label, *e.aliases)) for e in RESOURCES.entries),
        TOP_PASTURE,
    ),
)
#: What a plunder tile shows (L11): 2 gold, a pasture card or an action card.
REWARD = Catalogue(
    N_("reward"),
    (
        Entry("gold", N_("2 gold"), _GOLD),
        Entry("pasture", N_("a pasture card"), ("pasture card",)),
        Entry("action-card", N_("an action card"), ("action card", "action")),
    ),
)
ITEMS = Catalogue(
    N_("item"),
    (
        Entry("figures", N_("figures"), ("horseman and warrior", "figure")),
        Entry("wagon", N_("a wagon"), ("wagons",)),
        Entry("action-card", N_("an action card"), ("action", "card")),
    ),
)
#: The kinds of arrow as the ``first`` field's choices are said (Czech ``první=moře``, play-test 7): the
#: engine reads a choice in the table's language through these words.
ARROW_WORDS = (N_("land"), N_("sea"))
#: The two tribes a player leads (L3), by the names a table says them: a Czech table says "jízdní" or "pěší".
TRIBE_NAMES = Catalogue(
    N_("tribe"),
    (
        Entry("cavalry", N_("cavalry"), ("cavalry tribe", "horsemen", "jízdní", "jízdní kmen", "jízda", "jezdci")),
        Entry("infantry", N_("infantry"), ("infantry tribe", "warriors", "pěší", "pěší kmen", "pěchota", "pěšáci")),
    ),
)
#: What the bank may run short of (L15): grain, ore, or the pasture cards (horse and cattle together).
STOCKS = Catalogue(
    N_("resource"),
    (
        Entry("grain", N_("grain"), ("obilí",)),
        Entry("ore", N_("ore"), ("ruda", "rudy")),
        Entry("pasture", N_("pasture"), ("pastures", "pasture cards", "pastviny", "pastvina", "karty pastvin")),
    ),
)
#: What the bank gives for 3 alike (L7): ore, grain, or the top pasture card (said as seen, or just "pasture").
BANK_GET = Catalogue(N_("resource"), (*RESOURCES.entries, TOP_PASTURE))
RESOURCE_IDS: tuple[str, ...] = tuple(RESOURCES.ids())
PROVINCE_IDS: tuple[str, ...] = tuple(PROVINCES.ids())
ACTION_IDS: tuple[str, ...] = tuple(ACTION_CARDS.ids())
