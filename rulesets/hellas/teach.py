"""The order Hellas's box is taught in: tile by tile, as they come out of the box.

A tile is one short line: its city's name when the kit does not list it, its sides as the digits of its sea
sides or six letters L/S (clockwise from the top, upright: the city for a city's tile, the dolphin for the
dolphin tile, which has no city), ``t`` for a temple and ``b`` for a bridge: ``Korinthos 25t``.
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import N_
from engine.kits import Kit
from engine.teach import Ask, Question, known_entries, new_entries
from rulesets.hellas.data import DOLPHIN_TILES, LANDSCAPE_TILES
from rulesets.hellas.hexes import LAND, SEA, land_runs

TILES = "tiles"

ASKS = (
    Ask(
        "edges",
        marked=SEA,
        other=LAND,
        hint=N_("the sea sides' digits or six letters L/S (1 at the top with the city upright, clockwise)"),
    ),
    Ask("temple", flag="t", hint=N_("temple")),
    Ask("bridge", flag="b", hint=N_("bridge")),
)
#: The dolphin tile has no city to hold upright (the play-test did not know which side is 1): its dolphin is.
DOLPHIN_HINT = N_(
    "the sea sides' digits or six letters L/S (no city here: 1 at the top with the dolphin upright, clockwise; "
    "lay it so on the table)"
)


def _dolphin(q: Question) -> Question:
    asks = tuple(replace(a, hint=DOLPHIN_HINT) if a.marked else a for a in q.asks)
    return replace(q, asks=asks)


def _no_bridge_to_ask(kit: Kit, q: Question) -> Question | None:
    """The question without the bridge where the tile's known sides leave nothing for one to join (land in one
    stretch or none: decisions), None when nothing else is asked. Play-test 7 was asked the bridge of the
    all-sea dolphin tile."""
    entry = next((e for e in kit.entries(TILES) if e.get("id") == q.entry), None)
    edges = entry.get("edges") if entry is not None else None
    if not isinstance(edges, list) or len(edges) != 6 or any(side not in (LAND, SEA) for side in edges):
        return q
    if land_runs(edges) > 1:
        return q
    asks = tuple(a for a in q.asks if a.field != "bridge")
    return replace(q, asks=asks) if asks else None


def walk(kit: Kit) -> list[Question]:
    """The tiles the kit lists with facts unknown, then the tiles it does not list yet."""
    place = N_("the box of tiles")
    have = len(kit.entries(TILES))
    total = kit.counts.get(TILES, DOLPHIN_TILES + LANDSCAPE_TILES)
    # The kit module reads this walk: its dolphin_id would be a circular import.
    dolphin = next((e["id"] for e in kit.entries(TILES) if e.get("dolphin") is True), None)
    known = [_no_bridge_to_ask(kit, q) for q in known_entries(kit, TILES, ASKS, place)]
    return [
        *(_dolphin(q) if q.entry == dolphin else q for q in known if q is not None),
        *new_entries(kit, TILES, ASKS, have=have, of=total, place=place, thing=N_("tile"), dolphin=False),
    ]
