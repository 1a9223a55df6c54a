"""Market Day's calculators and the numbers they share with the rules.

Kept apart from ``ruleset.py`` so ``tabula calc`` imports only this.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.calc import CalcSpec
from engine.fields import Field

COSTS = {"house": 3, "tower": 5}
POINTS = {"house": 1, "tower": 3}


def duel_result(attack: Sequence[int], defend: Sequence[int]) -> dict[str, Any]:
    """Highest die wins; the defender wins ties."""
    top_a, top_d = max(attack), max(defend)
    return {"winner": "attacker" if top_a > top_d else "defender", "margin": abs(top_a - top_d)}


def calc_duel(opts: Mapping[str, Any]) -> dict[str, Any]:
    return duel_result(opts["attack"], opts["defend"])


def calc_cost(opts: Mapping[str, Any]) -> dict[str, Any]:
    items = opts["item"]
    total = sum(COSTS[i] for i in items)
    return {"coins": total, "affordable": opts.get("coins") is None or opts["coins"] >= total}


def calc_standing(opts: Mapping[str, Any]) -> dict[str, Any]:
    summary = opts["session"].summary()
    ranking = sorted(summary["players"], key=lambda p: (-p["points"], -p["coins"], p["name"]))
    return {"ranking": [{"name": p["name"], "points": p["points"]} for p in ranking]}


CALCULATORS = (
    CalcSpec(
        "duel",
        calc_duel,
        options=(Field("attack", "ints", "attacker's dice", min=1, max=3), Field("defend", "ints", min=1, max=2)),
        help="Who wins a duel with these dice.",
    ),
    CalcSpec(
        "cost",
        calc_cost,
        options=(
            Field("item", "choices", "items to buy", choices=("house", "tower"), min=1),
            Field("coins", "int", "coins in hand", required=False, min=0),
        ),
        help="What a list of buildings costs.",
    ),
    CalcSpec("standing", calc_standing, session=True, help="Players ranked by points."),
)
