"""The order Hellas's box is taught in: tile by tile, as they come out of the box.

A tile is one short line: its city's name when the kit does not list it, the digits of its sea sides
(clockwise from the top, upright; the others are land), ``t`` for a temple and ``b`` for a bridge:
``Korinthos 25t``.
"""

from __future__ import annotations

from engine.i18n import N_
from engine.kits import Kit
from engine.teach import Ask, Question, known_entries, new_entries
from rulesets.hellas.data import DOLPHIN_TILES, LANDSCAPE_TILES
from rulesets.hellas.hexes import LAND, SEA

TILES = "tiles"

ASKS = (
    Ask(
        "edges",
        marked=SEA,
        other=LAND,
        hint=N_("the sea sides' digits (1 at the top with the city upright, clockwise)"),
    ),
    Ask("temple", flag="t", hint=N_("temple")),
    Ask("bridge", flag="b", hint=N_("bridge")),
)


def walk(kit: Kit) -> list[Question]:
    """The tiles the kit lists with facts unknown, then the tiles it does not list yet."""
    place = N_("the box of tiles")
    have = len(kit.entries(TILES))
    total = kit.counts.get(TILES, DOLPHIN_TILES + LANDSCAPE_TILES)
    return [
        *known_entries(kit, TILES, ASKS, place),
        *new_entries(kit, TILES, ASKS, have=have, of=total, place=place, thing=N_("tile"), dolphin=False),
    ]
