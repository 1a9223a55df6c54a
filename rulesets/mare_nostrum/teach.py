"""The order Mare Nostrum's board is taught in: province by province around the sea, then the sea zones.

A province is one short line: its name when the kit does not list it, its city sites, its goods one
letter a symbol, the provinces across its land borders and the sea zones on its coast by the start of
their names, and ``k`` when it touches the sea (needless once a sea zone is named):
``Cyrenaica 1 gw aegy,libya lib``. A border already stated from the other side is not typed again: the
walk lists it back on both sides.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.i18n import N_
from engine.kits import UNKNOWN, Kit
from engine.teach import Ask, Question, known_entries, new_entries

#: One letter a goods symbol (the first free letter of its English name).
GOODS_LETTERS = {
    "g": "grain",
    "w": "wine",
    "o": "oil",
    "c": "cattle",
    "m": "metals",
    "f": "fish",
    "r": "fruit",
    "p": "papyrus",
    "u": "perfume",
    "a": "gold",
    "e": "gems",
    "s": "slaves",
}
PROVINCE = (
    Ask("sites", hint=N_("city sites")),
    # Just "goods": the legend line says "goods: g = grain, …" (play-test 11 read "goods, a letter each" twice).
    Ask("goods", letters=GOODS_LETTERS, hint=N_("goods")),
    Ask("neighbours", mirror=("provinces", "neighbours"), hint=N_("land borders")),
    Ask("seas", mirror=("seas", "coasts"), hint=N_("sea zones")),
    Ask("coastal", flag="k", hint=N_("on the coast")),
)
SEA = (
    Ask("coasts", mirror=("provinces", "seas"), hint=N_("provinces on its coasts")),
    Ask("neighbours", mirror=("seas", "neighbours"), hint=N_("sea zones it borders")),
)


def _coastal(entry: Mapping[str, Any]) -> Mapping[str, Any]:
    # A province that names a sea zone touches the sea: the letter need not be typed then.
    seas = entry.get("seas")
    return {"coastal": True} if isinstance(seas, list) and [s for s in seas if s != UNKNOWN] else {}


def walk(kit: Kit) -> list[Question]:
    """The provinces (known ones' missing facts, then the new ones), then the sea zones likewise."""
    out: list[Question] = []
    around = N_("around the sea")
    for q in known_entries(kit, "provinces", PROVINCE, around):
        out.append(Question(q.section, q.entry, q.asks, q.place, q.number, q.of, derived=_coastal))
    have = len(kit.entries("provinces"))
    out += new_entries(
        kit,
        "provinces",
        PROVINCE,
        have=have,
        of=kit.counts.get("provinces"),
        place=around,
        derived=_coastal,
        thing=N_("province"),
    )
    seas = N_("the sea zones")
    out += known_entries(kit, "seas", SEA, seas)
    out += new_entries(
        kit, "seas", SEA, have=len(kit.entries("seas")), of=kit.counts.get("seas"), place=seas, thing=N_("sea zone")
    )
    return out
