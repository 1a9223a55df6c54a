"""Saves of version 1 (before the ledger) brought up to version 2.

Version 1 named cards by their numbers (``slaves=2,1``) and named the
Portus space instead of the acting player; version 2 names cards by their
catalogue ids and every player action by its actor. The owners of the
spaces are read from the round's ``place`` events, the phase from the
``next`` and ``next-phase`` events. Logs that moved cards or coins the
table never had still do not load: the ledger refuses them.
"""

from __future__ import annotations

from typing import Any

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
