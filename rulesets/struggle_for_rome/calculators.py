"""Struggle for Rome's calculators (``tabula calc struggle-for-rome ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field

SCORE_KEYS = ("cities", "diplomacy", "scourge", "heir", "culture", "terror", "gold", "treasures")


def calc_plunder(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import plunder_allowed

    return plunder_allowed(opts["towers"], opts["figures"], opts["traitor"])


def calc_move(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import move_cost

    return move_cost(opts["land"], opts["sea"], opts["grain"], opts["gold"])


def parse_player(text: str) -> dict[str, Any]:
    """``NAME:cities=6,diplomacy=1,...`` as a dict."""
    name, _, rest = text.partition(":")
    if not name.strip():
        raise BadInput(f"--player {text!r}: expected NAME:key=value,...")
    out: dict[str, Any] = {"name": name.strip()}
    for part in filter(None, (p.strip() for p in rest.split(","))):
        key, eq, value = part.partition("=")
        key = key.strip().lower()
        if not eq or key not in SCORE_KEYS:
            raise BadInput(f"--player {name}: unknown entry {part!r} (use {', '.join(SCORE_KEYS)})")
        try:
            number = int(value)
        except ValueError:
            raise BadInput(f"--player {name}: {key}={value} is not a whole number") from None
        if number < 0:
            raise BadInput(f"--player {name}: {key} cannot be negative")
        out[key] = number
    return out


def calc_score(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.struggle_for_rome.formulas import standings

    players = [parse_player(text) for text in opts["player"]]
    if not players:
        raise BadInput("calc score needs --player NAME:cities=...,gold=... for each player")
    variants = opts.get("variant", [])
    unknown = [v for v in variants if v != "terror-of-the-legions"]
    if unknown:
        raise BadInput(f"unknown variant {unknown[0]!r} (terror-of-the-legions)")
    return standings(players, "terror-of-the-legions" in variants)


CALCULATORS = (
    CalcSpec(
        "plunder",
        calc_plunder,
        options=(
            Field("towers", "int", "the city's towers", min=1, max=5),
            Field("figures", "int", "figures on the tribe field", min=0, max=9),
            Field("traitor", "bool", "play the Traitor (1 gold, up to 2 towers more)", default=False),
        ),
        help="May this tribe plunder (or conquer) the city?",
    ),
    CalcSpec(
        "score",
        calc_score,
        options=(
            Field("player", "str", "NAME:cities=6,diplomacy=1,scourge=0,heir=0,culture=2,terror=0,gold=3,treasures=1"),
            Field("variant", "str", "terror-of-the-legions", required=False),
        ),
        repeat=frozenset({"player", "variant"}),
        help="Points, ranking and the winner (ties: most gold, each unrevealed treasure 7).",
    ),
    CalcSpec(
        "move",
        calc_move,
        options=(
            Field("land", "int", "land arrows crossed", min=0, max=20),
            Field("sea", "int", "sea arrows crossed", min=0, max=20),
            Field("grain", "int", "grain in hand", default=0, min=0),
            Field("gold", "int", "gold in hand", default=0, min=0),
        ),
        help="Cheapest payment for a move; the first arrow is free.",
    ),
)
