"""Older saves brought up to date: version 1 (before the ledger) to 2, and 2 (invented spaces) to 3.

Version 1 named cards by their numbers (``slaves=2,1``) and named the
Portus space instead of the acting player; version 2 names cards by their
catalogue ids and every player action by its actor. The owners of the
spaces are read from the round's ``place`` events, the phase from the
``next`` and ``next-phase`` events. Logs that moved cards or coins the
table never had still do not load: the ledger refuses them.
"""

from __future__ import annotations

import copy
import re
from typing import Any

from engine.gamedata import shipped
from rulesets.aquileia.boardkit import RULE

PHASES = ("placement", "mercatus", "arena", "stadium", "theatrum", "forum", "portus")
_CARD_LISTS = {"slaves": "slave", "weapons": "weapons", "cards": "slave", "slave_cards": "slave"}


def _cards(values: Any, prefix: str) -> Any:
    if not isinstance(values, list):
        return values
    return [f"{prefix}-{v}" if isinstance(v, int) else v for v in values]


def _event(event: dict[str, Any], phase: str, owners: dict[str, str]) -> dict[str, Any]:
    kind = event.get("t")
    args = dict(event.get("a", {}))
    for key, prefix in _CARD_LISTS.items():
        if key in args:
            args[key] = _cards(args[key], prefix)
    if kind == "race":
        side = next(
            (
                s.split("-")[0]
                for s, p in owners.items()
                if s.startswith(("gold-", "silver-")) and p == args.get("player")
            ),
            "gold",
        )
        args["horses"] = _cards(args.get("horses", []), f"{side}-horse")
        for key in ("slaves", "weapons", "horses"):
            if not args.get(key):
                args.pop(key, None)
    if kind == "fight" and not args.get("horses"):
        args.pop("horses", None)
    if kind == "prizes":
        if isinstance(args.get("slave_card"), int):
            args["slave_card"] = f"slave-{args['slave_card']}"
        dropped = ("winner_takes", "slave_card") if phase == "stadium" else ("winner_laurel", "second_laurel")
        for key in dropped:
            args.pop(key, None)
    if kind == "activate" and "metal" in args:
        space = f"portus-{args.pop('metal')}"
        if space in owners:
            args["player"] = owners[space]
    if kind in ("skip", "latro") and "player" not in args:
        space = args.get("space", "latro")
        if space in owners:
            args["player"] = owners[space]
    return {**event, "a": args} if args or "a" in event else event


def migrate_v1(data: dict[str, Any]) -> dict[str, Any]:
    """The save with its events (and redo stack) in version 2's words."""
    out = dict(data)
    for key in ("events", "redo"):
        phase = 0
        owners: dict[str, str] = {}
        placing = False
        events = []
        for event in data.get(key, []):
            if not isinstance(event, dict):
                events.append(event)
                continue
            kind = event.get("t")
            if kind in ("place", "pass"):
                if not placing:
                    owners, placing = {}, True
                args = event.get("a", {})
                if kind == "place" and isinstance(args, dict):
                    owners[str(args.get("space"))] = str(args.get("player"))
            else:
                placing = False
            events.append(_event(event, PHASES[phase], owners))
            if kind in ("next", "next-phase"):
                phase = (phase + 1) % len(PHASES)
        out[key] = events
    out["ruleset_version"] = "2"
    return out


# -- version 2 to 3: the printed spaces ---------------------------------------------------

#: Version 2 invented one Arena space per value 1-6 and one Stadium space per side and value; version 3
#: has the printed ones (kit.toml). These ids became the printed spaces of their value.
RENAMED = {"arena-1": "arena-1a", "gold-2": "gold-2a"}
KEPT = frozenset({"arena-2", "silver-1", "silver-2"})
_OLD = re.compile(r"^(arena|gold|silver)-([1-6])$")


def _invented(space: Any) -> tuple[str, str, int] | None:
    """(area, side, value) of a version 2 space that no printed space of the kit matches."""
    match = _OLD.match(space) if isinstance(space, str) else None
    if match is None or space in RENAMED or space in KEPT:
        return None
    kind, value = match.group(1), int(match.group(2))
    return ("arena", "", value) if kind == "arena" else ("stadium", kind, value)


def _added(event: dict[str, Any], found: tuple[str, str, int]) -> dict[str, Any]:
    """The add-space event that brings an invented space onto the board before it is first used."""
    area, side, value = found
    args: dict[str, Any] = {"area": area, "value": value} | ({"side": side} if side else {})
    out: dict[str, Any] = {"t": "add-space", "at": event.get("at", 0), "a": args}
    if area == "arena":
        # The kit knows the Arena's three spaces: this fourth one is the old save's, by override.
        out["f"] = [RULE]
    return out


def _renamed(event: dict[str, Any]) -> dict[str, Any]:
    args = event.get("a")
    if not isinstance(args, dict):
        return event
    if event.get("t") == "place" and args.get("space") in RENAMED:
        return {**event, "a": {**args, "space": RENAMED[args["space"]]}}
    if event.get("t") == "correct":
        changed = dict(args)
        for key in ("holder", "source"):
            sort, _, rest = str(args.get(key, "")).partition(":")
            if sort == "space" and rest in RENAMED:
                changed[key] = f"space:{RENAMED[rest]}"
        return {**event, "a": changed}
    return event


def _shipped_kit() -> dict[str, Any]:
    # A copy: the save it goes into is the caller's to change, the loader's data is shared.
    return copy.deepcopy(dict(shipped(__package__ or "", "kit.toml")))


def migrate_v2(data: dict[str, Any]) -> dict[str, Any]:
    """The save on the printed spaces: renamed ids, invented spaces added where first used, the shipped kit.

    A space version 2 invented (``arena-3``, ``gold-5``) keeps its id and
    strength: an ``add-space`` event brings it onto the board just before
    its first use, so the game replays as it was played. A redo stack that
    would need one is dropped (it cannot be replayed onto the printed board).
    """
    out = dict(data)
    events: list[Any] = []
    added: set[str] = set()
    for event in data.get("events", []):
        if isinstance(event, dict):
            space = event.get("a", {}).get("space") if isinstance(event.get("a"), dict) else None
            found = _invented(space) if event.get("t") == "place" else None
            if found is not None and space not in added:
                events.append(_added(event, found))
                added.add(str(space))
            event = _renamed(event)
        events.append(event)
    out["events"] = events
    redo = [_renamed(e) if isinstance(e, dict) else e for e in data.get("redo", [])]
    invented = [
        e for e in redo if isinstance(e, dict) and isinstance(e.get("a"), dict) and _invented(e["a"].get("space"))
    ]
    out["redo"] = [] if any(e["a"]["space"] not in added for e in invented) else redo
    # Before version 3 the game had no kit: a session's copy is empty. The shipped one is what was played on.
    kits = data.get("kits", [])
    if isinstance(kits, list):
        out["kits"] = [_shipped_kit() if _empty(k) else k for k in kits]
    out["ruleset_version"] = "3"
    return out


def _empty(kit: Any) -> bool:
    return isinstance(kit, dict) and not set(kit) - {"kit", "format", "title"}
