"""What only one answer fits, filled in rather than asked (play-test 12).

``plunder`` asked ``city=`` while one city with a tile left stood beside the tribe, and ``legionary`` asked
``card=`` while the victim held cards of one kind only. Both are filled in before the checks (``derive``), so
the event holds them and a replay reads them as typed. Where the app does not know the cities beside the
tribe, or the victim holds two kinds, the table still says which.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.state import Context
from rulesets.struggle_for_rome.cities import in_play, out_of_play
from rulesets.struggle_for_rome.common import tribe_kind
from rulesets.struggle_for_rome.holders import cities_of, owner, resources


def plunderable(ctx: Context, near: frozenset[str] | None) -> list[str]:
    """The cities the acting tribe could plunder by the kit, of those ``near`` it (``attacks.beside``): free,
    in play, with a tile left; empty when the kit does not know what stands beside it (or the tribe has an
    empire: it conquers)."""
    who = ctx.actor
    if who is None or near is None or ctx.phase not in ("cavalry", "infantry"):
        return []
    if cities_of(ctx, who, tribe_kind(ctx)):
        return []
    known = {c.id: c for c in in_play(ctx)}
    if any(c not in known for c in near):
        return []  # a city beside it the app does not know yet may be the one
    return [
        cid
        for cid in sorted(near)
        if owner(ctx, cid) is None and not out_of_play(ctx, known[cid]) and ctx.count(f"city:{cid}", "tile")
    ]


def one_city(ctx: Context, args: Mapping[str, Any], near: frozenset[str] | None) -> dict[str, Any]:
    """The plunder's city when only one fits (``plunderable``), for its ``derive``."""
    if args.get("city"):
        return {}
    found = plunderable(ctx, near)
    return {"city": found[0]} if len(found) == 1 else {}


def legionary_derive(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``derive`` of the legionary: the card taken from a victim who holds resource cards of one kind."""
    victim = args.get("victim")
    if not victim or args.get("card") or args.get("gold") is not None:
        return {}
    held = [kind for kind, n in resources(ctx, ctx.player_index(victim)).items() if n]
    return {"card": held[0]} if len(held) == 1 else {}
