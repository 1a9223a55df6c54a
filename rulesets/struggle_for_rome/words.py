"""Words the sentences share, in the language spoken: the tribes, counted cards and coins.

Czech declines nouns, so a tribe goes into a sentence as a whole noun phrase
("jízdní kmen"), and a count takes its word's form for the number (1 ruda,
2 rudy, 5 rud) from the components' own names.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.i18n import N_, language, ntr, tr

#: A tribe by itself: the English word goes before "tribe" ("the cavalry tribe"), the Czech is the whole
#: "jízdní kmen".
_TRIBES = {"cavalry": N_("cavalry"), "infantry": N_("infantry")}


def tribe_word(tribe: str) -> str:
    """``cavalry``, in Czech ``jízdní kmen``: the tribe as sentences name it."""
    return tr(_TRIBES[tribe])


def word(kind: str, n: int) -> str:
    """A component's name for ``n`` of it (``ore``, Czech ``rudy`` for 2); the English as the id reads."""
    return ntr(kind, kind, n)


def amount(kind: str, n: int) -> str:
    """``2 ore``, ``1 horse``: a count of a resource or gold as the table says it (Czech: ``2 rudy``)."""
    return f"{n} {word(kind, n)}"


#: Czech words whose accusative singular differs from the nominative the component names give ("dostává
#: 1 rudu", "stojí 1 rudu": play-test 11 read "1 ruda"); their plural forms are alike in both cases.
_ACCUSATIVE = {"ruda": "rudu", "kůň": "koně"}


def amount_object(kind: str, n: int) -> str:
    """``amount`` as the object of a sentence (what is given, got or paid): Czech ``1 rudu``, ``1 koně``."""
    said = amount(kind, n)
    if language() != "cs" or n != 1:
        return said
    count, _, noun = said.partition(" ")
    return f"{count} {_ACCUSATIVE.get(noun, noun)}"


def amounts(items: Mapping[str, int] | Iterable[tuple[str, int]], *, object_: bool = False) -> str:
    """``2 ore, 1 horse`` (``none`` when empty), each word in its form for its count (``object_``: as the
    object of a sentence, see ``amount_object``)."""
    pairs = items.items() if isinstance(items, Mapping) else items
    each = amount_object if object_ else amount
    return ", ".join(each(k, n) for k, n in pairs if n) or tr("none")


def gold(n: int) -> str:
    """``3 gold``; Czech ``3 zlaté``, ``5 zlatých``."""
    return ntr("{n} gold", "{n} gold", n).format(n=n)


def pasture_cards(n: int) -> str:
    """``1 pasture card``, ``2 pasture cards``."""
    return ntr("{n} pasture card", "{n} pasture cards", n).format(n=n)


def towers(n: int) -> str:
    """``2 towers``; Czech ``2 věže``, ``5 věží``."""
    return ntr("{n} tower", "{n} towers", n).format(n=n)


def stocked(kind: str, n: int) -> str:
    """``3 grain``, ``1 pasture cards``: what the bank has left of a resource, as the shortage says it."""
    if kind == "pasture":
        # "cards" whatever the count, in English; Czech takes the count's form.
        return ntr("{n} pasture cards", "{n} pasture cards", n).format(n=n)
    return amount(kind, n)


def resource_word(kind: str) -> str:
    """A resource the bank runs short of: ``grain``, ``ore``, ``pasture`` (Czech: ``karty pastvin``)."""
    if kind != "pasture":
        return tr(kind)
    # "pasture" alone is the landscape (Czech "pastviny"); the bank is short of the cards.
    return "pasture" if language() == "en" else tr("pasture cards")


def arrows_said(land: int, sea: int) -> str:
    """``1 land arrow``, ``2 sea arrows``, ``1 land arrow and 1 sea arrow``: a kind not crossed is left out
    (play-test 11: "over 0 land and 1 sea arrow")."""
    parts = [ntr("{n} land arrow", "{n} land arrows", land).format(n=land)] if land else []
    if sea or not land:
        parts.append(ntr("{n} sea arrow", "{n} sea arrows", sea).format(n=sea))
    return f" {tr('and')} ".join(parts)
