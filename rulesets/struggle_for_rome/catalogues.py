"""The names Struggle for Rome's fields refer to: static catalogues from the data, and the cities.

Cities are the ones the rules name (Roma) plus those the table has added
with ``add-city``; a city's facts (towers, province, eagle, III) are read
from its entry, never from how its name was typed.
"""

from __future__ import annotations

from functools import lru_cache

from engine.errors import BadInput
from engine.names import Catalogue, Entry
from engine.state import Context
from rulesets.struggle_for_rome.data import (
    ACTION_CARDS,
    CITIES,
    DRAWN,
    IDLE_TAKE,
    ITEMS,
    LANDSCAPES,
    PASTURE,
    PROVINCES,
    RESOURCES,
)
from rulesets.struggle_for_rome.state import City, State

STATIC = {
    "province": PROVINCES,
    "resource": RESOURCES,
    "pasture": PASTURE,
    "action": ACTION_CARDS,
    "card": DRAWN,
    "landscape": LANDSCAPES,
    "idle": IDLE_TAKE,
    "item": ITEMS,
}
#: Cities the rules name, whether or not the table has added them yet.
NAMED = tuple(Entry(cid, facts["name"], tuple(facts.get("aliases", ()))) for cid, facts in CITIES.items())


@lru_cache(maxsize=64)
def cities(added: tuple[City, ...]) -> Catalogue:
    """The rules' cities and the table's, for one set of added cities (cached: asked on every parse)."""
    entries = list(NAMED)
    known = {e.id for e in entries}
    entries.extend(Entry(c.id, c.name) for c in added if c.id not in known)
    return Catalogue("city", tuple(entries))


def catalogue(ctx: Context, name: str) -> Catalogue:
    """The catalogue a ref field names.

    Raises:
        BadInput: No such catalogue (a ruleset bug).
    """
    if name == "city":
        state: State = ctx.game
        return cities(state.cities)
    found = STATIC.get(name)
    if found is None:
        raise BadInput(f"Catan: Struggle for Rome has no catalogue of {name}")
    return found
