"""The dolphin tile's sides, learned from the tiles laid around it (play-test: after two evenings the kit still
knew nothing of them).

Land meets land and sea meets sea (L1/f10), so a tile lying beside the dolphin tile whose side towards it is
known shows what the dolphin tile's side is there. The dolphin tile lies upright at the centre (turn 0), as the
kit's sides are read. What one evening shows is added to what the kit knew, side by side (a side the kit knew
stands); the sides still unknown stay ``?``. With all six known, its bridge follows where the sides tell it: land
in one stretch has nothing to join (no bridge), land in three stretches needs one (``decisions``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import BadInput
from engine.i18n import tr
from engine.kits import UNKNOWN, Kit, KitError, from_data
from rulesets.hellas.contacts import Contacts
from rulesets.hellas.hexes import CENTRE, LAND, around, land_runs, opposite, parse_sides
from rulesets.hellas.kit import GAME, SCHEMA, TILES, Described, all_facts, dolphin_id, dolphin_sides


def told_dolphin(
    kit: Kit, described: tuple[Described, ...], args: Mapping[str, Any], loose: bool = False
) -> Described | None:
    """The dolphin tile's six sides as the table said them with a tile placed (``dolphin_edges=``), to keep: the
    fact asked when a tile would turn land to a side of it nobody knew (play-test bug 4).

    Args:
        kit: The board kit.
        described: What the table said of tiles so far.
        args: The placing action's fields.

    Returns:
        What to keep (None when nothing was said, or nothing new).

    Raises:
        BadInput: Not six sides, or sides that contradict a side already known (the kit is mended with
            ``tabula kit apply``).
    """
    raw = args.get("dolphin_edges")
    middle = dolphin_id(kit)
    if not raw or middle is None:
        return None
    try:
        edges = parse_sides(str(raw))
    except ValueError as error:
        raise BadInput(tr("dolphin_edges: {error}").format(error=tr(str(error)))) from None
    if LAND not in edges and not loose:
        # Checked as any tile's sides are (R9; play-test 11: SSSSSS passed here, refused for edges=).
        raise BadInput(
            tr("dolphin_edges: {error}").format(error=tr("every tile shows land too: at least one side is land (L)"))
        )
    known = dolphin_sides(kit, described) or (None,) * 6
    if any(k is not None and k != e for k, e in zip(known, edges, strict=True)):
        said = "".join("?" if k is None else k[0].upper() for k in known)
        message = tr("dolphin_edges: the dolphin tile's sides are known otherwise ({sides}): mend the board kit")
        raise BadInput(message.format(sides=said))
    if None not in known:
        return None
    return Described(middle, all_facts(kit, described)[middle].name, edges=edges)


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
