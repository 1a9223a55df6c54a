"""The names Struggle for Rome's fields refer to: the rules' catalogues, and the board kit's places.

Cities are the session kit's plus those the table has added with
``add-city``; crossings and landscapes (``hex``) are the kit's. A place's
facts are read from the kit, never from how its name was typed.
"""

from __future__ import annotations

from engine.errors import BadInput
from engine.names import Catalogue
from engine.state import Context
from rulesets.struggle_for_rome.board import city_catalogue
from rulesets.struggle_for_rome.data import (
    ACTION_CARDS,
    DRAWN,
    IDLE_TAKE,
    ITEMS,
    LANDSCAPES,
    PASTURE,
    PROVINCES,
    RESOURCES,
    REWARD,
)
from rulesets.struggle_for_rome.state import State

STATIC = {
    "province": PROVINCES,
    "resource": RESOURCES,
    "pasture": PASTURE,
    "action": ACTION_CARDS,
    "card": DRAWN,
    "landscape": LANDSCAPES,
    "idle": IDLE_TAKE,
    "item": ITEMS,
    "reward": REWARD,
}
#: Catalogues of the board kit's places: field name -> (kit section, what one is called).
PRINTED = {"crossing": ("crossings", "crossing"), "hex": ("landscapes", "landscape")}


def catalogue(ctx: Context, name: str) -> Catalogue:
    """The catalogue a ref field names.

    Raises:
        BadInput: No such catalogue (a ruleset bug).
    """
    if name == "city":
        state: State = ctx.game
        return city_catalogue(ctx.kit, state.cities)
    if name in PRINTED:
        return ctx.kit.catalogue(*PRINTED[name])
    found = STATIC.get(name)
    if found is None:
        raise BadInput(f"Catan: Struggle for Rome has no catalogue of {name}")
    return found
