"""Mare Nostrum's board kit: the shape of ``kit.toml`` and the checks that span it.

The kit holds the printed board: provinces (name, goods symbols, city sites,
whose capital, coast) and sea zones, with their borders listed on both sides.
A list may end open: ``["antioch", "tigris", "?"]`` says these borders are
printed and others may be too, ``"?"`` alone that none is known yet, and a
list without ``"?"`` is the complete list. The checks hold the kit to the
rulebook as well: the preset start's provinces and the five capitals are on
it, and no province shows fewer city sites or goods symbols than the preset
start puts there (rulebook l.7, l.9).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from engine.i18n import N_, ntr, quoted, tr
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection
from engine.names import fold
from rulesets.mare_nostrum.data import CIVILIZATIONS, GOODS, GREEK_START_EXTRA, START
from rulesets.mare_nostrum.teach import walk

#: The most city sites a province may show (the rules' examples show two at most).
MAX_SITES = 3

SECTIONS = (
    KitSection(
        "provinces",
        N_("the land provinces and islands"),
        (
            KitField("capital", "str", N_("the civilization whose capital it is"), False, choices=CIVILIZATIONS),
            KitField("sites", "int", N_("city sites printed there"), min=0, max=MAX_SITES),
            KitField("goods", "strs", N_("every goods symbol printed there, repeated per symbol"), choices=GOODS),
            KitField("coastal", "bool", N_("whether it touches a sea zone")),
            KitField(
                "start_goods",
                "strs",
                N_("the goods symbols the preset start's caravans stand on, where the start gives no choice"),
                False,
                choices=GOODS,
            ),
            KitField("neighbours", "refs", N_("provinces across a land border"), ref="provinces"),
            KitField("seas", "refs", N_("sea zones on its coast"), ref="seas"),
        ),
    ),
    KitSection(
        "seas",
        N_("the sea zones"),
        (
            KitField("coasts", "refs", N_("provinces on its coasts"), ref="provinces"),
            KitField("neighbours", "refs", N_("sea zones it borders"), ref="seas"),
        ),
    ),
)


def listed(value: Any) -> tuple[list[str], bool]:
    """A kit list as (the items known, whether the list is complete): ``"?"`` is ``([], False)``."""
    if value == UNKNOWN or value is None:
        return [], False
    items = [str(v) for v in value]
    known = [v for v in items if v != UNKNOWN]
    return known, len(known) == len(items)


def _both_ways(kit: Kit, side: str, key: str, other: str, back: str) -> Iterator[tuple[str, str]]:
    # A border is printed once but touches two places: each must name the other.
    entries = {e["id"]: e for e in kit.entries(other)}
    for entry in kit.entries(side):
        items, _ = listed(entry.get(key))
        if len(set(items)) != len(items):
            yield f"{side}.{entry['id']}.{key}", tr("a place is listed twice")
        for target in items:
            if side == other and target == entry["id"]:
                yield f"{side}.{entry['id']}.{key}", tr("a place cannot border itself")
                continue
            there = entries.get(target)
            if there is None:
                continue  # the engine names a dangling reference
            names, _ = listed(there.get(back))
            if entry["id"] not in names:
                said = tr("{place} does not list {other} back in its {key}").format(
                    place=target, other=entry["id"], key=back
                )
                if there.get(back) == UNKNOWN:
                    said += tr(' (write it with "?" for the borders still unknown)')
                yield f"{side}.{entry['id']}.{key}", said


def _coast(entry: Mapping[str, Any]) -> Iterator[tuple[str, str]]:
    seas, complete = listed(entry.get("seas"))
    coastal = entry.get("coastal")
    if coastal is False and seas:
        yield f"provinces.{entry['id']}.coastal", tr("false, but it lists the sea zone {sea}").format(sea=seas[0])
    if coastal is True and complete and not seas:
        yield f"provinces.{entry['id']}.coastal", tr("true, but its sea zones are listed as none")


def _rules(kit: Kit) -> Iterator[tuple[str, str]]:
    provinces = {e["id"]: e for e in kit.entries("provinces")}
    capitals: dict[str, str] = {}
    for entry in provinces.values():
        civ = entry.get("capital")
        if civ in capitals:
            said = tr("{civ} already has its capital in {province}").format(civ=civ, province=capitals[civ])
            yield f"provinces.{entry['id']}.capital", said
        elif isinstance(civ, str) and civ != UNKNOWN:
            capitals[civ] = entry["id"]
        yield from _coast(entry)
    for civ in CIVILIZATIONS:
        if civ not in capitals:
            said = tr("no province is {civ}'s capital (every civilization starts in one: rulebook l.7)")
            yield "provinces", said.format(civ=civ)
    for spec in START.values():
        for place in spec["provinces"]:
            if place["province"] not in provinces:
                said = tr("{province} is missing (the preset start uses it: rulebook l.9)")
                yield "provinces", said.format(province=place["province"])
                continue
            entry = provinces[place["province"]]
            sites = entry.get("sites")
            if isinstance(sites, int) and sites < place.get("cities", 0):
                n = place["cities"]
                said = ntr("the preset start puts {n} cities there", "the preset start puts {n} cities there", n)
                yield f"provinces.{entry['id']}.sites", said.format(n=n)
            goods, complete = listed(entry.get("goods"))
            if complete and len(goods) < place.get("caravans", 0):
                n = place["caravans"]
                said = ntr("the preset start puts {n} caravans there", "the preset start puts {n} caravans there", n)
                yield f"provinces.{entry['id']}.goods", said.format(n=n)
    for pid in GREEK_START_EXTRA:
        if pid not in provinces:
            said = tr("{province} is missing (Greece's 36-point start uses it: rulebook l.9)")
            yield "provinces", said.format(province=pid)


def check(kit: Kit) -> list[tuple[str, str]]:
    """Every problem a kit has beyond types and references, as ``(key, message)``."""
    # One name space for places: fields naming "a province or sea zone" must tell them apart.
    lands = {e["id"] for e in kit.entries("provinces")}
    out = [(f"seas.{e['id']}", tr("a province has this id too")) for e in kit.entries("seas") if e["id"] in lands]
    out += list(_both_ways(kit, "provinces", "neighbours", "provinces", "neighbours"))
    out += _both_ways(kit, "provinces", "seas", "seas", "coasts")
    out += _both_ways(kit, "seas", "coasts", "provinces", "seas")
    out += _both_ways(kit, "seas", "neighbours", "seas", "neighbours")
    out += _rules(kit)
    out += _names(kit)
    return out


def _names(kit: Kit) -> Iterator[tuple[str, str]]:
    # Fields naming "a province or sea zone" match names and aliases forgivingly: no two places may share one.
    seen: dict[str, str] = {}
    for section in ("provinces", "seas"):
        for entry in kit.entries(section):
            for text in {entry["id"], entry["name"], *entry.get("aliases", ())}:
                other = seen.setdefault(fold(text), entry["id"])
                if other != entry["id"]:
                    yield (
                        f"{section}.{entry['id']}.name",
                        tr("{name} names {place} too").format(name=quoted(text), place=other),
                    )


KIT = KitSchema(SECTIONS, check, walk)
