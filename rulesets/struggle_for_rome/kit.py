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

from engine.i18n import N_, tr
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection
from rulesets.struggle_for_rome.data import COLOURS, LANDSCAPES, PROVINCE_IDS, PROVINCES, RULES
from rulesets.struggle_for_rome.teach import walk

ROMA = "roma"
#: Cities marked III: with three players their 10 tiles stay out (L3).
THREE_CITIES = 10
#: Cities showing a legion eagle (L15).
EAGLE_CITIES = 10
ARROW_KINDS = ("land", "sea")
#: The roll no landscape bears: it moves the legionary (L7).
LEGIONARY_ROLL = 7
#: The landscapes that meet at a crossing, at most.
AROUND_A_CORNER = 3

#: The sections' names, said where a kit tells what it lacks ("provinces: 1 fact unknown"): the engine
#: translates them by name, so they are named here for the message extraction to keep their Czech.
SECTION_WORDS = (N_("provinces"), N_("cities"), N_("landscapes"), N_("crossings"), N_("arrows"), N_("routes"))

SCHEMA = KitSchema(
    (
        KitSection(
            "provinces",
            N_("the five Roman provinces (their cities share a colour)"),
            (KitField("cities", "int", N_("Roman cities printed in it"), min=0, max=RULES["cities"]),),
        ),
        KitSection(
            "cities",
            N_("the Roman cities, each with a plunder tile of its province's colour"),
            (
                KitField("towers", "int", N_("towers printed on it"), min=RULES["min_towers"], max=RULES["max_towers"]),
                KitField("province", "ref", N_("its province"), ref="provinces"),
                KitField("eagle", "bool", N_("it shows a legion eagle")),
                KitField("three", "bool", N_("it is marked III (out of play with three players)")),
                KitField("landscapes", "refs", N_("the landscapes beside it"), required=False, max=3, ref="landscapes"),
            ),
        ),
        KitSection(
            "landscapes",
            N_("the landscape hexes"),
            (
                KitField("kind", "str", N_("field, mountain, pasture or forest"), choices=tuple(LANDSCAPES.ids())),
                KitField("number", "int", N_("the number printed on it"), required=False, min=2, max=12),
                KitField("province", "ref", N_("the province it lies in"), required=False, ref="provinces"),
                KitField("limes", "bool", N_("it lies east of the Limes (no legionary there)"), required=False),
            ),
        ),
        KitSection(
            "crossings",
            N_("the crossings a wandering tribe stands on"),
            (
                KitField("landscapes", "refs", N_("the landscapes around it"), max=3, ref="landscapes"),
                KitField("cities", "refs", N_("the Roman cities directly beside it"), ref="cities"),
                KitField("start", "str", N_("the colour whose start crossing it is"), required=False, choices=COLOURS),
            ),
        ),
        KitSection(
            "arrows",
            N_("the land and sea arrows: each joins two crossings or cities"),
            (
                KitField("ends", "strs", N_("the crossing or city at each end"), min=2, max=2),
                KitField("kind", "str", N_("land or sea"), choices=ARROW_KINDS),
            ),
        ),
        KitSection(
            "routes",
            N_("ways the table counted between two crossings, over arrows the kit does not all know"),
            (
                KitField("ends", "strs", N_("the crossing left and the crossing reached, in that order"), min=2, max=2),
                KitField("land", "int", N_("land arrows crossed"), min=0, max=20),
                KitField("sea", "int", N_("sea arrows crossed"), min=0, max=20),
                KitField(
                    "first", "str", N_("the kind of the first arrow crossed"), required=False, choices=ARROW_KINDS
                ),
            ),
        ),
    ),
    check=lambda kit: problems(kit),
    walk=walk,
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
            said = tr("the provinces are {provinces} (L3)").format(provinces=", ".join(PROVINCE_IDS))
            out.append((f"provinces.{entry['id']}", said))
    return out


def _cities(kit: Kit) -> list[tuple[str, str]]:
    out = []
    per_province: Counter[str] = Counter()
    eagles: Counter[str] = Counter()
    for city in kit.entries("cities"):
        key, towers, province = f"cities.{city['id']}", _known(city, "towers"), _known(city, "province")
        if city["id"] == ROMA and towers not in (None, RULES["max_towers"]):
            out.append((f"{key}.towers", tr("Roma has 5 towers (L3)")))
        elif city["id"] != ROMA and towers == RULES["max_towers"]:
            out.append((f"{key}.towers", tr("only Roma has 5 towers (L3)")))
        if _known(city, "eagle") and towers is not None and towers < RULES["eagle_min_towers"]:
            out.append((f"{key}.eagle", tr("an eagle city has at least 4 towers (L15)")))
        if province is not None:
            per_province[province] += 1
            printed = kit.known("provinces", province, "cities")
            if printed is not None and per_province[province] > printed:
                said = tr("{province} has {n} cities on the board").format(province=_label(province), n=printed)
                out.append((f"{key}.province", said))
            if _known(city, "eagle"):
                eagles[province] += 1
                if eagles[province] > RULES["eagles_per_province"]:
                    said = tr("{province} has 2 eagle cities (L17)").format(province=_label(province))
                    out.append((f"{key}.eagle", said))
    for fact, most, rule in (("three", THREE_CITIES, "L3"), ("eagle", EAGLE_CITIES, "L15")):
        marked = [c["id"] for c in kit.entries("cities") if _known(c, fact)]
        told = [c["id"] for c in kit.entries("cities") if _known(c, fact) is not None]
        # With every city told, the marks add up exactly (10 tiles stay out with three players).
        if len(marked) > most or (len(told) == RULES["cities"] and len(marked) != most):
            where = marked[-1] if marked else told[-1]
            said = tr("the board has {n} such cities ({rule})").format(n=most, rule=rule)
            out.append((f"cities.{where}.{fact}", said))
    return out


def _places(kit: Kit) -> list[tuple[str, str]]:
    out = []
    for land in kit.entries("landscapes"):
        if _known(land, "number") == LEGIONARY_ROLL:
            out.append((f"landscapes.{land['id']}.number", tr("no landscape bears a 7: a 7 moves the legionary (L7)")))
        if _known(land, "kind") == "forest" and _known(land, "number") is not None:
            # The kit walk takes "-" for a forest's number; add-landscape took a number (play-test, issue 34).
            out.append((f"landscapes.{land['id']}.number", tr("a forest bears no number (it yields nothing, L7)")))
        if _known(land, "limes") and _known(land, "province") is not None:
            # The provinces are Rome's, and the Limes is Rome's border: the tribes start east of it, outside the
            # empire (L5), where the legionary never goes (L7).
            said = tr("a landscape east of the Limes lies in no Roman province (L5)")
            out.append((f"landscapes.{land['id']}.province", said))
    # Three hexes meet at one corner only: two crossings cannot touch the same three landscapes.
    corners: dict[frozenset[str], str] = {}
    starts: Counter[str] = Counter()
    for crossing in kit.entries("crossings"):
        key = f"crossings.{crossing['id']}"
        colour = _known(crossing, "start")
        if colour is not None:
            starts[colour] += 1
            if starts[colour] > 2:
                out.append((f"{key}.start", tr("{colour} has 2 start crossings").format(colour=tr(colour))))
        around = set(_known(crossing, "landscapes") or ())
        if len(around) == AROUND_A_CORNER and UNKNOWN not in around:
            other = corners.setdefault(frozenset(around), str(crossing["id"]))
            if other != crossing["id"]:
                said = tr("{crossing} touches the same three landscapes: three hexes meet at one crossing only")
                out.append((f"{key}.landscapes", said.format(crossing=_name(kit, "crossings", other))))
        for city in _known(crossing, "cities") or ():
            # A city beside a crossing shares a hex side with it, so at least one landscape.
            theirs = kit.known("cities", city, "landscapes")
            if around and theirs and not around & set(theirs):
                said = tr("{city} is beside it but shares none of its landscapes").format(city=city)
                out.append((f"{key}.cities", said))
    points = {e["id"] for e in kit.entries("crossings")} | {e["id"] for e in kit.entries("cities")}
    for arrow in kit.entries("arrows"):
        ends = _known(arrow, "ends")
        if ends is None:
            continue
        missing = [end for end in ends if end != UNKNOWN and end not in points]
        if missing:
            said = tr("no crossing or city {place}").format(place=repr(missing[0]))
            out.append((f"arrows.{arrow['id']}.ends", said))
        elif ends[0] == ends[1]:
            out.append((f"arrows.{arrow['id']}.ends", tr("an arrow joins two different places")))
    return out + _routes(kit)


def _routes(kit: Kit) -> list[tuple[str, str]]:
    """A counted route joins two different crossings (a tribe moves between crossings, L9), crosses an arrow at
    least, and its first arrow is of a kind it crosses."""
    out = []
    crossings = {e["id"] for e in kit.entries("crossings")}
    for route in kit.entries("routes"):
        key, ends = f"routes.{route['id']}", _known(route, "ends")
        if ends is not None and any(end != UNKNOWN and end not in crossings for end in ends):
            out.append((f"{key}.ends", tr("a route joins two crossings of the kit")))
        elif ends is not None and ends[0] == ends[1]:
            out.append((f"{key}.ends", tr("a route joins two different crossings")))
        land, sea, first = (_known(route, k) for k in ("land", "sea", "first"))
        if land == 0 and sea == 0:
            out.append((f"{key}.land", tr("a route crosses one arrow at least")))
        elif first is not None and {"land": land, "sea": sea}[first] == 0:
            out.append((f"{key}.first", tr("the first arrow is of a kind the route crosses")))
    return out


def _name(kit: Kit, section: str, ident: str) -> str:
    entry = kit.entry(section, ident)
    return str(entry.get("name") or ident) if entry is not None else ident


def _label(province: str) -> str:
    return tr(PROVINCES.resolve(province).label)
