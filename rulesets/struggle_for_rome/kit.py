"""The shape of Struggle for Rome's board kit, and the checks that span its sections.

The printed board holds 40 Roman cities (towers, province, legion eagle, III
mark), the landscape hexes (kind and number), the crossings the tribes stand
on (the landscapes and cities beside each) and the land and sea arrows that
join crossings and cities. The rules fix what the board may hold (L3, L15,
L17); a kit that breaks one of those facts is refused with the key named.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection
from rulesets.struggle_for_rome.data import COLOURS, LANDSCAPES, PROVINCE_IDS, PROVINCES, RULES

ROMA = "roma"
#: Cities marked III: with three players their 10 tiles stay out (L3).
THREE_CITIES = 10
#: Cities showing a legion eagle (L15).
EAGLE_CITIES = 10
ARROW_KINDS = ("land", "sea")

SCHEMA = KitSchema(
    (
        KitSection(
            "provinces",
            "the five Roman provinces (their cities share a colour)",
            (KitField("cities", "int", "Roman cities printed in it", min=0, max=RULES["cities"]),),
        ),
        KitSection(
            "cities",
            "the Roman cities, each with a plunder tile of its province's colour",
            (
                KitField("towers", "int", "towers printed on it", min=RULES["min_towers"], max=RULES["max_towers"]),
                KitField("province", "ref", "its province", ref="provinces"),
                KitField("eagle", "bool", "it shows a legion eagle"),
                KitField("three", "bool", "it is marked III (out of play with three players)"),
                KitField("landscapes", "refs", "the landscapes beside it", required=False, max=3, ref="landscapes"),
            ),
        ),
        KitSection(
            "landscapes",
            "the landscape hexes",
            (
                KitField("kind", "str", "field, mountain, pasture or forest", choices=tuple(LANDSCAPES.ids())),
                KitField("number", "int", "the number printed on it", required=False, min=2, max=12),
                KitField("province", "ref", "the province it lies in", required=False, ref="provinces"),
                KitField("limes", "bool", "it lies east of the Limes (no legionary there)", required=False),
            ),
        ),
        KitSection(
            "crossings",
            "the crossings a wandering tribe stands on",
            (
                KitField("landscapes", "refs", "the landscapes around it", max=3, ref="landscapes"),
                KitField("cities", "refs", "the Roman cities directly beside it", ref="cities"),
                KitField("start", "str", "the colour whose start crossing it is", required=False, choices=COLOURS),
            ),
        ),
        KitSection(
            "arrows",
            "the land and sea arrows: each joins two crossings or cities",
            (
                KitField("ends", "strs", "the crossing or city at each end", min=2, max=2),
                KitField("kind", "str", "land or sea", choices=ARROW_KINDS),
            ),
        ),
    ),
    check=lambda kit: problems(kit),
)


def _known(entry: Mapping[str, Any], key: str) -> Any:
    value = entry.get(key)
    return None if value == UNKNOWN else value


def problems(kit: Kit) -> list[tuple[str, str]]:
    """Facts in a kit that the rules say cannot be printed: ``(key, message)`` for each."""
    return _provinces(kit) + _cities(kit) + _places(kit)


def _provinces(kit: Kit) -> list[tuple[str, str]]:
    out = []
    for entry in kit.entries("provinces"):
        if entry["id"] not in PROVINCE_IDS:
            out.append((f"provinces.{entry['id']}", f"the provinces are {', '.join(PROVINCE_IDS)} (L3)"))
    return out


def _cities(kit: Kit) -> list[tuple[str, str]]:
    out = []
    per_province: Counter[str] = Counter()
    eagles: Counter[str] = Counter()
    for city in kit.entries("cities"):
        key, towers, province = f"cities.{city['id']}", _known(city, "towers"), _known(city, "province")
        if city["id"] == ROMA and towers not in (None, RULES["max_towers"]):
            out.append((f"{key}.towers", "Roma has 5 towers (L3)"))
        elif city["id"] != ROMA and towers == RULES["max_towers"]:
            out.append((f"{key}.towers", "only Roma has 5 towers (L3)"))
        if _known(city, "eagle") and towers is not None and towers < RULES["eagle_min_towers"]:
            out.append((f"{key}.eagle", "an eagle city has at least 4 towers (L15)"))
        if province is not None:
            per_province[province] += 1
            printed = kit.known("provinces", province, "cities")
            if printed is not None and per_province[province] > printed:
                out.append((f"{key}.province", f"{_label(province)} has {printed} cities on the board"))
            if _known(city, "eagle"):
                eagles[province] += 1
                if eagles[province] > RULES["eagles_per_province"]:
                    out.append((f"{key}.eagle", f"{_label(province)} has 2 eagle cities (L17)"))
    for fact, most, rule in (("three", THREE_CITIES, "L3"), ("eagle", EAGLE_CITIES, "L15")):
        marked = [c["id"] for c in kit.entries("cities") if _known(c, fact)]
        told = [c["id"] for c in kit.entries("cities") if _known(c, fact) is not None]
        # With every city told, the marks add up exactly (10 tiles stay out with three players).
        if len(marked) > most or (len(told) == RULES["cities"] and len(marked) != most):
            where = marked[-1] if marked else told[-1]
            out.append((f"cities.{where}.{fact}", f"the board has {most} such cities ({rule})"))
    return out


def _places(kit: Kit) -> list[tuple[str, str]]:
    out = []
    starts: Counter[str] = Counter()
    for crossing in kit.entries("crossings"):
        key = f"crossings.{crossing['id']}"
        colour = _known(crossing, "start")
        if colour is not None:
            starts[colour] += 1
            if starts[colour] > 2:
                out.append((f"{key}.start", f"{colour} has 2 start crossings"))
        around = set(_known(crossing, "landscapes") or ())
        for city in _known(crossing, "cities") or ():
            # A city beside a crossing shares a hex side with it, so at least one landscape.
            theirs = kit.known("cities", city, "landscapes")
            if around and theirs and not around & set(theirs):
                out.append((f"{key}.cities", f"{city} is beside it but shares none of its landscapes"))
    points = {e["id"] for e in kit.entries("crossings")} | {e["id"] for e in kit.entries("cities")}
    for arrow in kit.entries("arrows"):
        ends = _known(arrow, "ends")
        if ends is None:
            continue
        missing = [end for end in ends if end != UNKNOWN and end not in points]
        if missing:
            out.append((f"arrows.{arrow['id']}.ends", f"no crossing or city {missing[0]!r}"))
        elif ends[0] == ends[1]:
            out.append((f"arrows.{arrow['id']}.ends", "an arrow joins two different places"))
    return out


def _label(province: str) -> str:
    return PROVINCES.resolve(province).label
