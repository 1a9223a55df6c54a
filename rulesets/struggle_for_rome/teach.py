"""The order Struggle for Rome's board is taught in: province by province, city by city, then the
landscapes, the crossings, the landscapes beside each city and the arrows.

A city is one short line within its province: its name, its towers, ``e`` for a legion eagle and ``i``
for the III mark: ``Mediolanum 3e``. A landscape: its name, number (``-`` for a forest, which bears
none), kind, side of the Limes and province (``Po field 8 fi w nor``); a crossing: the landscapes and
cities around it, by the start of their names (``po,ven med``); a city's landscapes likewise (``po,alp``).
"""

from __future__ import annotations

from dataclasses import fields, replace

from engine.i18n import N_
from engine.kits import Kit
from engine.teach import Ask, Question, known_entries, new_entries, unknown

#: The III mark's fact (L3: such a city is out of play with three players).
THREE = "three"
CITY = (
    Ask("towers", hint=N_("towers")),
    Ask("eagle", flag="e", hint=N_("eagle")),
    Ask(THREE, flag="i", hint=N_("III")),
)
#: A forest bears no number (it yields nothing, L7): ``-`` in the number's place says "a forest".
FOREST = {"kind": "forest"}
#: The side of the Limes, as a word (the kit keeps ``limes``: true east of it, where no legionary goes).
EAST, WEST = {"limes": True}, {"limes": False}
LANDSCAPE = (
    Ask("number", hint=N_("number (- for a forest)"), words={"-": FOREST, "none": FOREST, "žádné": FOREST}),
    Ask("kind", hint=N_("kind (fi, m, p, fo)")),
    Ask(
        "limes",
        hint=N_("side of the Limes (w, e)"),
        words={"w": WEST, "west": WEST, "z": WEST, "západ": WEST, "e": EAST, "east": EAST, "v": EAST, "východ": EAST},
    ),
    Ask("province", hint=N_("province")),
)
CROSSING = (
    Ask("landscapes", hint=N_("landscapes around it")),
    Ask("cities", hint=N_("cities beside it (- for none)")),
)
#: Asked of every city once the landscapes are taught: an empire's income comes from them (L7).
CITY_LANDSCAPES = (Ask("landscapes", hint=N_("landscapes beside it")),)
ARROW = (
    Ask("ends", among=("crossings", "cities"), hint=N_("the two ends, a comma between")),
    Ask("kind", hint=N_("land or sea")),
)


class CityLandscapes(Question):
    """A city's landscapes: a later stage of the walk than its towers and marks, so its own key (a city skipped
    or answered at the start of a walk was not asked its landscapes until the next walk: one key named both)."""

    @property
    def key(self) -> str:
        """The city's key with the stage: skipping one stage leaves the other to be asked."""
        return f"{super().key}:landscapes"


def _staged(q: Question) -> CityLandscapes:
    return CityLandscapes(**{f.name: getattr(q, f.name) for f in fields(q)})


def walk(kit: Kit) -> list[Question]:
    """Each province's city count if unknown and its cities; then landscapes, crossings, the cities'
    landscapes and arrows."""
    out: list[Question] = []
    cities = kit.entries("cities")
    for city in cities:
        # A city whose province is not known comes first: it tells which province's count it fills.
        if unknown(city, ["province"]):
            missing = unknown(city, [a.field for a in CITY])
            asks = (Ask("province", hint=N_("province")), *(a for a in CITY if a.field in missing))
            out.append(Question("cities", str(city["id"]), asks))
    for province in kit.entries("provinces"):
        pid = str(province["id"])
        if unknown(province, ["cities"]):
            out.append(Question("provinces", pid, (Ask("cities", hint=N_("cities printed in it")),), pid))
            continue
        mine = [c for c in cities if c.get("province") == pid]
        for n, city in enumerate(mine, start=1):
            missing = unknown(city, [a.field for a in CITY])
            if missing == [THREE]:
                # Only the III mark unknown: a city the table taught in play. Only 3 players need it, and play
                # asks it there; asked here, every city taught added a question 4 players never need (play-test
                # 12: 53 questions before the first evening, 102 after).
                continue
            if missing:
                asks = tuple(a for a in CITY if a.field in missing)
                out.append(Question("cities", str(city["id"]), asks, pid, n, int(province["cities"])))
        out += new_entries(
            kit, "cities", CITY, have=len(mine), of=int(province["cities"]), place=pid, thing=N_("city"), province=pid
        )
    for q in known_entries(kit, "landscapes", LANDSCAPE[:3]):
        # A forest bears no number: its number is never asked.
        if kit.known("landscapes", q.entry, "kind") == "forest":
            q = replace(q, asks=tuple(a for a in q.asks if a.field != "number"))
        if q.asks:
            out.append(q)
    out += new_entries(
        kit, "landscapes", LANDSCAPE, have=len(kit.entries("landscapes")), of=None, thing=N_("landscape")
    )
    out += known_entries(kit, "crossings", CROSSING)
    have = len(kit.entries("crossings"))
    out += new_entries(kit, "crossings", CROSSING, have=have, of=kit.counts.get("crossings"), thing=N_("crossing"))
    out += [_staged(q) for q in known_entries(kit, "cities", CITY_LANDSCAPES)]
    out += known_entries(kit, "arrows", ARROW)
    have = len(kit.entries("arrows"))
    out += new_entries(
        kit, "arrows", ARROW, have=have, of=kit.counts.get("arrows"), name="Arrow {n}", thing=N_("arrow")
    )
    return out
