"""The kit's board drawn in text, province by province: its cities (towers, eagle, III) and landscapes (kind,
number), then the crossings with what they touch and the arrows between them, to check against the
printed board at a glance.

``?`` is a fact nobody has taught yet (``engine.drawn``); a city whose province is not taught yet, and a
landscape that lies in no province, are drawn after the provinces.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import drawn
from engine.i18n import N_, tr
from engine.kits import UNKNOWN, Kit
from rulesets.struggle_for_rome.words import towers

#: An arrow's kind as drawn.
ARROWS = {"land": N_("land arrow"), "sea": N_("sea arrow")}


def landscape(kit: Kit, ident: Any) -> str:
    """A landscape hex as drawn: ``Po field (field 8)``, ``Venetian forest (forest)``, ``? `` while unknown."""
    if ident == UNKNOWN:
        return drawn.MARK
    entry = kit.entry("landscapes", str(ident))
    if entry is None:
        return str(ident)
    printed = drawn.fact(entry.get("kind"), tr)
    if "number" in entry:  # a forest has no number: nothing is missing there
        printed += " " + drawn.fact(entry.get("number"))
    return f"{drawn.label(entry)} ({printed})"


def _landscapes(kit: Kit, value: Any) -> str:
    return drawn.listed(value, lambda ident: landscape(kit, ident))


def _flag(value: Any, word: str) -> list[str]:
    # A mark printed on the city: named when there, "?" while unknown, left out when the kit says it is not.
    return [f"{word} ?"] if value is None or value == UNKNOWN else [word] if value is True else []


def city(kit: Kit, entry: Mapping[str, Any]) -> str:
    """One city: its towers, eagle and III marks, and the landscapes beside it."""
    count = entry.get("towers")
    parts = [tr("towers ?") if count is None or count == UNKNOWN else towers(int(count))]
    parts += _flag(entry.get("eagle"), tr("eagle"))
    parts += _flag(entry.get("three"), "III")
    if "landscapes" in entry:
        parts.append(tr("beside: {landscapes}").format(landscapes=_landscapes(kit, entry.get("landscapes"))))
    return f"    {drawn.label(entry)}: " + " · ".join(parts)


def _province(kit: Kit, entry: Mapping[str, Any]) -> list[str]:
    ident = entry["id"]
    cities = [c for c in kit.entries("cities") if c.get("province") == ident]
    printed = entry.get("cities")
    head = tr("{province}: {printed} cities printed, {n} taught").format(
        province=drawn.label(entry), printed=drawn.fact(printed), n=len(cities)
    )
    out = [f"  {head}"]
    out += [city(kit, c) for c in cities]
    hexes = [e["id"] for e in kit.entries("landscapes") if e.get("province") == ident]
    # None taught is not none printed: every province has its landscapes.
    said = _landscapes(kit, hexes) if hexes else drawn.MARK
    out.append("    " + tr("landscapes: {landscapes}").format(landscapes=said))
    return out


def _elsewhere(kit: Kit) -> list[str]:
    """Cities whose province is not taught yet, and landscapes in no province (beyond the Limes or not told)."""
    out = []
    provinces = {e["id"] for e in kit.entries("provinces")}
    lost = [c for c in kit.entries("cities") if c.get("province") not in provinces]
    if lost:
        out.append("  " + tr("province ?:"))
        out += [city(kit, c) for c in lost]
    for limes, title in ((True, tr("beyond the Limes:")), (False, tr("landscapes in no province taught:"))):
        hexes = [
            e["id"]
            for e in kit.entries("landscapes")
            if e.get("province") in (None, UNKNOWN) and (e.get("limes") is True) == limes
        ]
        if hexes:
            out.append(f"  {title} {_landscapes(kit, hexes)}")
    return out


def crossing(kit: Kit, entry: Mapping[str, Any]) -> str:
    """One crossing: the landscapes around it and the cities beside it (a start crossing says whose)."""
    name = drawn.label(entry)
    start = entry.get("start")
    if isinstance(start, str) and start != UNKNOWN:
        name += " " + tr("({colour} start)").format(colour=tr(start))
    beside = tr("cities: {cities}").format(cities=drawn.places(kit, "cities", entry.get("cities")))
    return f"  {name}: {_landscapes(kit, entry.get('landscapes'))} · {beside}"


def arrow(kit: Kit, entry: Mapping[str, Any]) -> str:
    """One arrow: ``land: Narbo — Arelate``."""
    ends = entry.get("ends")
    if not isinstance(ends, list):
        joined = drawn.MARK
    else:
        joined = " — ".join(
            drawn.name_of(kit, "cities" if kit.entry("cities", str(end)) else "crossings", end) for end in ends
        )
    return f"  {drawn.fact(entry.get('kind'), lambda kind: tr(ARROWS.get(kind, kind)))}: {joined}"


def drawn_board(kit: Kit) -> list[str]:
    """Province by province, then the crossings and the arrows."""
    out = [
        drawn.legend(),
        "",
        drawn.taught(kit, "cities", tr("cities")),
        drawn.taught(kit, "landscapes", tr("landscapes")),
    ]
    for entry in kit.entries("provinces"):
        out.extend(_province(kit, entry))
    out.extend(_elsewhere(kit))
    out += ["", drawn.taught(kit, "crossings", tr("crossings"))]
    out += [crossing(kit, entry) for entry in kit.entries("crossings")]
    out += ["", drawn.taught(kit, "arrows", tr("arrows"))]
    out += [arrow(kit, entry) for entry in kit.entries("arrows")]
    return out
