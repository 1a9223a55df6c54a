"""Names and lists as people read them, in the language spoken: civilizations, roles, cards, purchases.

The tables (``data.toml``) and ids stay English; what is shown goes through ``tr`` here. Names the
tables hold but no call spells out are marked (``NAMES``) so that they are translated: the goods and
cards by their ids, the civilizations, the role cards. Purchases, pieces and buildings take the words
of their components (``components``), wonders and heroes their names in ``data.toml``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from rulesets.mare_nostrum.data import HEROES, ROLE_NAMES, WONDERS, item_name

NAMES = (
    *(N_("taxes"), N_("gems"), N_("papyrus"), N_("perfume"), N_("gold"), N_("cattle"), N_("metals")),
    *(N_("oil"), N_("fruit"), N_("wine"), N_("grain"), N_("slaves"), N_("fish")),
    *(N_("Babylon"), N_("Egypt"), N_("Carthage"), N_("Greece"), N_("Rome")),
    *(N_("Merchant"), N_("Statesman"), N_("Commander")),
)


def civ_name(civ: str) -> str:
    """``Rome`` for ``rome`` (``Řím`` in Czech)."""
    return tr(civ.capitalize())


def role_name(role: str) -> str:
    """``Merchant`` for ``merchant`` (``Obchodník``)."""
    return tr(ROLE_NAMES[role])


def card_name(card: str) -> str:
    """A card or good by its id: ``wine`` (``víno``), ``taxes`` (``daně``)."""
    return tr(card)


def cards_text(cards: Iterable[tuple[str, int]]) -> str:
    """``wine, 2 grain``, ``tax``: each kind once, counted where there is more than one."""
    return ", ".join(one_card(c) if n == 1 else tr("{n} {card}").format(n=n, card=card_name(c)) for c, n in cards)


#: One tax card (a card list's row, a card changing hands): "tax", where the kind is "taxes" (issue 32).
TAX = N_("tax")


def one_card(card: str) -> str:
    """One card of a kind: ``tax`` (``daň``) for a tax card, else the good (``wine``)."""
    return tr(TAX) if card == "taxes" else card_name(card)


def card_amount(card: str, n: int) -> str:
    """``1 tax``, ``3 taxes``, ``2 grain`` (``1 karta daní``, ``2× obilí``): a count of one kind of card."""
    if card == "taxes":
        return ntr("{n} tax", "{n} taxes", n).format(n=n)
    return tr("{n} {card}").format(n=n, card=card_name(card))


def cards_counted(card: str, n: int) -> str:
    """``1 slaves card``, ``2 tax cards``: a count of one kind of card where the good's name alone reads as
    the good itself (play-test 5: "Mirek's 1 slaves goes back")."""
    if card == "taxes":
        return ntr("{n} tax card", "{n} tax cards", n).format(n=n)
    return ntr("{n} {card} card", "{n} {card} cards", n).format(n=n, card=card_name(card))


def item_said(item: str) -> str:
    """A purchase, wonder, hero or role as people read it (``legie``, ``Artemidin chrám``)."""
    return tr(item_name(item))


def units_text(kind: str, n: int) -> str:
    """``1 legion``, ``2 fortresses``, ``5 fleets`` (``5 legií``): a count of a civilization's pieces."""
    if kind == "legion":
        return ntr("{n} legion", "{n} legions", n).format(n=n)
    if kind == "fortress":
        return ntr("{n} fortress", "{n} fortresses", n).format(n=n)
    if kind == "new fleet":
        return ntr("{n} new fleet", "{n} new fleets", n).format(n=n)
    return ntr("{n} fleet", "{n} fleets", n).format(n=n)


def loss_said(side: str, lost: Sequence[tuple[str, int]], past: bool = False) -> str:
    """``Petr loses 1 legion and 1 fortress``, ``Honza loses nothing`` (``past``: ``lost``).

    The first count is said with the verb: Czech needs it in the accusative there ("přichází o 1 legii"; the
    play-test read "ztrácí: 1 legie"). A fortress, the only count that follows another, reads alike in both.
    """
    if not lost:
        return (tr("{side} lost nothing") if past else tr("{side} loses nothing")).format(side=side)
    kind, n = lost[0]
    if kind == "legion":
        first = (
            ntr("{side} lost {n} legion", "{side} lost {n} legions", n)
            if past
            else ntr("{side} loses {n} legion", "{side} loses {n} legions", n)
        )
    elif kind == "fortress":
        first = (
            ntr("{side} lost {n} fortress", "{side} lost {n} fortresses", n)
            if past
            else ntr("{side} loses {n} fortress", "{side} loses {n} fortresses", n)
        )
    else:
        first = (
            ntr("{side} lost {n} fleet", "{side} lost {n} fleets", n)
            if past
            else ntr("{side} loses {n} fleet", "{side} loses {n} fleets", n)
        )
    said = first.format(side=side, n=n)
    rest = [units_text(k, m) for k, m in lost[1:]]
    return phrase_list([said, *rest]) if rest else said


def cards_count(n: int) -> str:
    """``1 card``, ``3 cards`` (``3 karty``, ``5 karet``)."""
    return ntr("{n} card", "{n} cards", n).format(n=n)


def or_join(items: Iterable[str]) -> str:
    """``a or b or c`` (``a nebo b nebo c``)."""
    return f" {tr('or')} ".join(items)


def buildings_text(kind: str, n: int) -> str:
    """``12 caravans``, ``1 city``, ``4 temples`` (``4 chrámy``): a count of building tokens."""
    if kind == "caravan":
        return ntr("{n} caravan", "{n} caravans", n).format(n=n)
    if kind == "city":
        return ntr("{n} city", "{n} cities", n).format(n=n)
    if kind == "temple":
        return ntr("{n} temple", "{n} temples", n).format(n=n)
    return ntr("{n} market", "{n} markets", n).format(n=n)


#: A piece bought, as the purchase line says it: Czech needs the accusative there (play-test 10 read "Petr
#: kupuje: legie"), so each is its own message.
PIECE_BOUGHT = {
    "influence": N_("an influence marker"),
    "caravan": N_("a caravan"),
    "city": N_("a city"),
    "market": N_("a market"),
    "temple": N_("a temple"),
    "fortress": N_("a fortress"),
    "fleet": N_("a fleet"),
    "legion": N_("a legion"),
}


def piece_said(item: str) -> str:
    """``a legion``, ``an influence marker``, ``the Pyramids``, ``Caesar`` (in Czech the name alone)."""
    if item in PIECE_BOUGHT:
        return tr(PIECE_BOUGHT[item])
    name = item_said(item)
    if item in HEROES:
        return name
    if item in WONDERS:
        return tr("the {item}").format(item=name)
    english = item_name(item)
    return (tr("an {item}") if english[0] in "aeiou" else tr("a {item}")).format(item=name)


#: The log line of each piece bought: Czech needs the accusative (play-test 12: "Honza kupuje: legie").
_PIECE_TEXT = {
    "influence": N_("{actor} buys an influence marker"),
    "caravan": N_("{actor} buys a caravan"),
    "city": N_("{actor} buys a city"),
    "market": N_("{actor} buys a market"),
    "temple": N_("{actor} buys a temple"),
    "fortress": N_("{actor} buys a fortress"),
    "fleet": N_("{actor} buys a fleet"),
    "legion": N_("{actor} buys a legion"),
}


def buy_text(args: Mapping[str, Any]) -> str:
    """The log line of a purchase, with the article ``_a`` gives it ("Ann buys legion" read as a note)."""
    item = str(args.get("item", ""))
    if item in _PIECE_TEXT:
        return _PIECE_TEXT[item]
    if item in HEROES or not item:
        return N_("{actor} buys {item}")
    if item in WONDERS:
        return N_("{actor} buys the {item}")
    return N_("{actor} buys an {item}") if item_name(item)[:1] in "aeiou" else N_("{actor} buys a {item}")
