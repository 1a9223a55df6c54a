"""Words the area modules share, in the language spoken: metals and coins, colours, lists, points.

Ids (``gold``, ``blue``, ``villa``) stay English in saves and fields; these turn them into what a
person reads. Counted words go through ``ntr`` (Czech has a form for 1, for 2-4 and for 0 and 5+).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.i18n import N_, ntr, tr
from engine.names import phrase_list

#: Ids read as words: the metals, the colours, the kinds of building, the sides, the Arena's choice.
WORDS = (
    N_("gold"),
    N_("silver"),
    N_("bronze"),
    N_("white"),
    N_("red"),
    N_("green"),
    N_("black"),
    N_("blue"),
    N_("yellow"),
    N_("purple"),
    N_("workshop"),
    N_("bank"),
    N_("villa"),
    N_("points"),
    N_("slave"),
    N_("left"),
    N_("right"),
    N_("kind"),
    N_("colour"),
    N_("income"),
    N_("coins"),
    N_("slaves"),
)
#: The areas as the board names them.
AREA_NAMES = {
    "mercatus": N_("Mercatus"),
    "arena": N_("Arena"),
    "stadium": N_("Stadium"),
    "theatrum": N_("Theatrum"),
    "forum": N_("Forum"),
    "portus": N_("Portus"),
}
#: The kinds of building as sentences name them.
KIND_NAMES = {"workshop": N_("workshop"), "bank": N_("private bank"), "villa": N_("villa")}


def area(ident: str) -> str:
    """An area's name (``Arena``; ``Aréna`` in Czech)."""
    return tr(AREA_NAMES.get(ident, ident.title()))


def word(ident: str) -> str:
    """An id read as a word: ``gold`` -> ``zlato``."""
    return tr(ident)


def metal_amount(metal: str, n: int) -> str:
    """``2 silver`` (``2 stříbra``)."""
    if metal == "gold":
        return ntr("{n} gold", "{n} gold", n).format(n=n)
    if metal == "silver":
        return ntr("{n} silver", "{n} silver", n).format(n=n)
    if metal == "bronze":
        return ntr("{n} bronze", "{n} bronze", n).format(n=n)
    return f"{n} {metal}"


def coin_text(amounts: Mapping[str, int]) -> str:
    """``2 silver and 1 bronze``; ``nothing``."""
    return phrase_list([metal_amount(metal, n) for metal, n in amounts.items() if n]) or tr("nothing")


def stored_coins(amounts: Mapping[str, int]) -> str:
    """``2 silver and 1 bronze`` in English whatever the language: a name kept in a save or a kit."""
    return phrase_list([f"{n} {metal}" for metal, n in amounts.items() if n]) or "nothing"


def points(n: int) -> str:
    """``4 points``."""
    return ntr("{n} point", "{n} points", n).format(n=n)


def colour_pair(pair: str) -> str:
    """A theatre laurel's colours, ``white/blue``, in the language spoken."""
    return "/".join(tr(colour) for colour in pair.split("/"))


def scores(player: str, gained: int, total: int) -> str:
    """``Ann scores 4 points (12).``"""
    return tr("{player} scores {points} ({total}).").format(player=player, points=points(gained), total=total)
