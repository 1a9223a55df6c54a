"""The dolphin tile's sides, learned from the tiles laid around it (play-test: after two evenings the kit still
knew nothing of them).

Land meets land and sea meets sea (L1/f10), so a tile lying beside the dolphin tile whose side towards it is
known shows what the dolphin tile's side is there. The dolphin tile lies upright at the centre (turn 0), as the
kit's sides are read. What one evening shows is added to what the kit knew, side by side (a side the kit knew
stands); the sides still unknown stay ``?``. With all six known, its bridge follows where the sides tell it: land
in one stretch has nothing to join (no bridge), land in three stretches needs one (``decisions``).
"""

from __future__ import annotations

from typing import Any

from engine.kits import UNKNOWN, Kit, KitError, from_data
from rulesets.hellas.contacts import Contacts
from rulesets.hellas.hexes import CENTRE, around, land_runs, opposite
from rulesets.hellas.kit import GAME, SCHEMA, TILES


def shown(cm: Contacts) -> list[str]:
    """The dolphin tile's six sides as the tiles around it show them (``?`` where none does)."""
    out = []
    for side, pos in around(CENTRE):
        tid = cm.lying.get(pos)
        told = cm.sides.get(tid, (None,) * 6)[opposite(side)] if tid is not None else None
        out.append(told or UNKNOWN)
    return out


def with_dolphin(kit: Kit, cm: Contacts) -> Kit:
    """The kit with what the coast shows of the dolphin tile's sides (and then its bridge) added."""
    seen = shown(cm)
    data = kit.to_data()
    entry = next((e for e in data.get(TILES, {}).get("entries", []) if e.get("dolphin") is True), None)
    if entry is None or all(s == UNKNOWN for s in seen):
        return kit
    old: Any = entry.get("edges", UNKNOWN)
    known = list(old) if isinstance(old, list) and len(old) == 6 else [UNKNOWN] * 6
    sides = [k if k != UNKNOWN else s for k, s in zip(known, seen, strict=True)]
    if sides == known:
        return kit
    entry["edges"] = sides
    if UNKNOWN not in sides and entry.get("bridge", UNKNOWN) == UNKNOWN and land_runs(sides) != 2:
        entry["bridge"] = land_runs(sides) > 2
    try:
        return from_data(data, SCHEMA, GAME, "learned during play", "session")
    except KitError:
        return kit  # what was shown does not make a sound kit: the kit stays as it was
