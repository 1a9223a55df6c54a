"""Struggle for Rome's arithmetic: moving along arrows, plundering, and the final score. Pure functions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.errors import BadInput
from engine.i18n import tr
from rulesets.struggle_for_rome.data import MOVES, RULES, VICTORY


def move_cost(
    land: int, sea: int, grain: int, gold: int, use_grain: int | None = None, free: str = ""
) -> dict[str, Any]:
    """A payment for a move over ``land`` and ``sea`` arrows (L9).

    Every arrow but the first crossed costs: a land arrow 1 grain or 3 gold,
    a sea arrow 1 gold. The free arrow may be a land or a sea arrow, so both
    are tried, unless ``free`` says which (``land`` or ``sea``: the board kit knows the first arrow of
    the route). ``use_grain`` is how many land arrows the player pays with
    grain; without it, as many as the grain in hand allows. The answer is an
    affordable payment when there is one (most grain, then least gold).
    """
    if min(land, sea, grain, gold) < 0 or (use_grain is not None and use_grain < 0):
        raise BadInput("arrows, grain and gold cannot be negative")
    if land + sea == 0:
        return {"affordable": True, "pay": {"grain": 0, "gold": 0}}
    options = []
    for free_land, free_sea in ((1, 0), (0, 1)):
        if free and (free == "land") != bool(free_land):
            continue
        paid_land, paid_sea = land - free_land, sea - free_sea
        if paid_land < 0 or paid_sea < 0:
            continue
        spends = [use_grain] if use_grain is not None else range(min(paid_land, grain) + 1)
        for spent in spends:
            if spent <= paid_land:
                pay = (
                    spent * MOVES["land_grain"],
                    (paid_land - spent) * MOVES["land_gold"] + paid_sea * MOVES["sea_gold"],
                )
                options.append(pay)
    if not options:
        most = max(land - (0 if sea else 1), 0)
        raise BadInput(tr("grain can pay for at most {n} land arrows here").format(n=most))
    fits = [o for o in options if o[0] <= grain and o[1] <= gold]
    pick = max(fits or options, key=lambda o: (o[0], -o[1]))
    return {"affordable": bool(fits), "pay": {"grain": pick[0], "gold": pick[1]}}


def plunder_allowed(towers: int, figures: int, traitor: bool = False) -> dict[str, Any]:
    """Enough figures on the tribe field for the city's towers? The Traitor
    (1 gold) covers up to 2 towers more. The same test holds for conquering."""
    if towers < 1 or figures < 0:
        raise BadInput("a city has at least 1 tower and a tribe no fewer than 0 figures")
    if figures >= towers:
        return {"allowed": True, "gold_cost": 0}
    if traitor and figures + RULES["traitor_towers"] >= towers:
        return {"allowed": True, "gold_cost": RULES["traitor_gold"]}
    return {"allowed": False, "gold_cost": 0}


def victory_points(cities: int, diplomacy: int, scourge: int, heir: int, culture: int, terror: int) -> int:
    """Points: 1 a city, 2 for Diplomacy, 2 per Scourge of Rome, 2 for Heir of Rome,
    1 a Cultural Progress, 1 a Terror card."""
    return (
        cities
        + VICTORY["diplomacy_vp"] * diplomacy
        + VICTORY["scourge_vp"] * scourge
        + VICTORY["heir_vp"] * heir
        + VICTORY["culture_vp"] * culture
        + VICTORY["terror_vp"] * terror
    )


def standings(players: Sequence[Mapping[str, Any]], terror_variant: bool) -> dict[str, Any]:
    """Ranking by points, then gold (each unrevealed treasure worth 7); who has won once the round ends."""
    target = VICTORY["target_terror"] if terror_variant else VICTORY["target"]
    rows = []
    for player in players:
        if player.get("terror", 0) and not terror_variant:
            said = tr("{player}: Terror of the Legions cards need the terror-of-the-legions variant")
            raise BadInput(said.format(player=player["name"]))
        vp = victory_points(
            player.get("cities", 0),
            player.get("diplomacy", 0),
            player.get("scourge", 0),
            player.get("heir", 0),
            player.get("culture", 0),
            player.get("terror", 0),
        )
        gold = player.get("gold", 0) + RULES["treasure_end_value"] * player.get("treasures", 0)
        rows.append({"name": player["name"], "vp": vp, "gold": gold})
    rows.sort(key=lambda r: (-r["vp"], -r["gold"], r["name"]))
    over = any(r["vp"] >= target for r in rows)
    winners = [r["name"] for r in rows if over and (r["vp"], r["gold"]) == (rows[0]["vp"], rows[0]["gold"])]
    return {"ranking": rows, "game_over": over, "winners": winners}
