"""The kit's map drawn in text: each province with its printed symbols, neighbours and seas; each sea with
its coasts, to check against the printed board at a glance.

A province's line holds what is printed in it (whose capital, city sites, goods symbols, coast); the
lines under it name the places across its borders. ``?`` is a fact nobody has taught yet, and a list
ending in ``?`` names the borders known so far (``engine.drawn``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import drawn
from engine.i18n import ntr, tr
from engine.kits import UNKNOWN, Kit
from rulesets.mare_nostrum.words import card_name, civ_name


def _sites(value: Any) -> str:
    if value is None or value == UNKNOWN:
        return tr("city sites ?")
    return ntr("{n} city site", "{n} city sites", int(value)).format(n=value)


def _coast(value: Any) -> str:
    return tr("coast ?") if value is None or value == UNKNOWN else tr("coastal") if value is True else tr("inland")


def province(kit: Kit, entry: Mapping[str, Any]) -> list[str]:
    """One province: its name and printed symbols, then its neighbours and its seas."""
    symbols = []
    capital = entry.get("capital")
    if capital is not None:
        symbols.append(tr("capital ?") if capital == UNKNOWN else tr("capital of {civ}").format(civ=civ_name(capital)))
    symbols.append(_sites(entry.get("sites")))
    symbols.append(tr("goods: {goods}").format(goods=drawn.listed(entry.get("goods"), card_name)))
    symbols.append(_coast(entry.get("coastal")))
    return [
        f"  {drawn.label(entry)}: " + " · ".join(symbols),
        "      " + tr("neighbours: {places}").format(places=drawn.places(kit, "provinces", entry.get("neighbours"))),
        "      " + tr("seas: {places}").format(places=drawn.places(kit, "seas", entry.get("seas"))),
    ]


def sea(kit: Kit, entry: Mapping[str, Any]) -> list[str]:
    """One sea zone: its name, the provinces on its coasts, the seas it borders."""
    return [
        f"  {drawn.label(entry)}",
        "      " + tr("coasts: {places}").format(places=drawn.places(kit, "provinces", entry.get("coasts"))),
        "      " + tr("neighbours: {places}").format(places=drawn.places(kit, "seas", entry.get("neighbours"))),
    ]


def drawn_map(kit: Kit) -> list[str]:
    """The provinces in the kit's order (around the sea), then the seas."""
    out = [drawn.legend(), "", drawn.taught(kit, "provinces", tr("provinces"))]
    for entry in kit.entries("provinces"):
        out.extend(province(kit, entry))
    out += ["", drawn.taught(kit, "seas", tr("seas"))]
    for entry in kit.entries("seas"):
        out.extend(sea(kit, entry))
    return out
