"""Mare Nostrum's calculators (``tabula calc mare-nostrum ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field

# Modules are imported inside each calculator: `tabula calc` starts a fresh
# process per call, and the card tables (TOML) are only needed by `buy`.


def calc_combat(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.combat import resolve, side

    attacker = side(opts["attacker_rolls"], opts["attacker_fortresses"], opts["attacker_bonus"])
    defender = side(opts.get("defender_rolls", []), opts["defender_fortresses"], opts["defender_bonus"])
    return resolve(attacker, defender)


def calc_odds(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.combat import odds

    return odds(
        opts["attackers"],
        opts["defenders"],
        opts["attacker_fortresses"],
        opts["defender_fortresses"],
        opts["attacker_bonus"],
        opts["defender_bonus"],
    )


def calc_buy(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.cards import parse_hand, parse_wants, plan
    from rulesets.mare_nostrum.data import HEROES, WONDERS

    owned = frozenset(opts.get("owned", []))
    unknown = sorted(owned - set(HEROES) - set(WONDERS))
    if unknown:
        raise BadInput(f"owned: unknown hero or wonder {unknown[0]!r} (e.g. caesar, pericles, mausoleum)")
    return plan(parse_hand(opts["hand"]), parse_wants(opts["want"]), owned)


def calc_income(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.board import board
    from rulesets.mare_nostrum.economy import income

    session = opts["session"]
    table = board(session.context())
    return {p.name: income(table, i) for i, p in enumerate(session.players)}


def calc_roles(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.mare_nostrum.board import board
    from rulesets.mare_nostrum.economy import role_outcome

    session = opts["session"]
    names = [p.name for p in session.players]
    outcome = role_outcome(board(session.context()))
    return {
        role: {
            "holder": None if result["holder"] is None else names[result["holder"]],
            "choose_from": [names[i] for i in result["choose_from"]],
            "counts": dict(zip(names, result["counts"], strict=True)),
        }
        for role, result in outcome.items()
    }


def _render_income(result: dict[str, Any]) -> str:
    lines = []
    for name, due in result.items():
        goods = ", ".join(f"{n} {g}" for g, n in due["goods"].items()) or "no goods"
        extra = ", 1 good of choice" if due["any_good"] else ""
        taxes = f"{due['taxes']} {'tax' if due['taxes'] == 1 else 'taxes'}"
        lines.append(f"{name}: {taxes}, {goods}{extra}")
    return "\n".join(lines)


def _render_roles(result: dict[str, Any]) -> str:
    lines = []
    for role, found in result.items():
        counts = ", ".join(f"{name} {n}" for name, n in found["counts"].items())
        who = found["holder"] or "chosen among " + " or ".join(found["choose_from"])
        lines.append(f"{role.capitalize()}: {who} ({counts})")
    return "\n".join(lines)


def _render_buy(result: dict[str, Any]) -> str:
    if not result["feasible"]:
        return "Not feasible with this hand."
    lines = [f"{s['buys']}: {', '.join(s['cards'])}" for s in result["sets"]]
    lines.append("left over: " + (", ".join(result["unused"]) or "nothing"))
    return "\n".join(lines)


def _render_odds(result: dict[str, Any]) -> str:
    lines = []
    for who in ("attacker", "defender"):
        lines.append(f"{who} loses (expected {result[f'{who}_expected_losses']:.2f}):")
        for lost, p in result[f"{who}_losses"].items():
            lines.append(f"  {lost}: {p * 100:5.1f}% {'#' * round(p * 40)}")
    return "\n".join(lines)


def _side_options(prefix: str) -> tuple[Field, ...]:
    return (
        Field(f"{prefix}_fortresses", "int", f"{prefix}'s fortresses in the fight", default=0, min=0, max=16),
        Field(f"{prefix}_bonus", "int", f"{prefix}'s bonus per die (Hannibal, Pericles)", default=0, min=0, max=6),
    )


CALCULATORS = (
    CalcSpec(
        "combat",
        calc_combat,
        options=(
            Field("attacker_rolls", "dice", "attacker's dice, e.g. 6,3,2", min=0, max=24),
            Field("defender_rolls", "dice", "defender's dice", required=False, min=0, max=24),
            *_side_options("attacker"),
            *_side_options("defender"),
        ),
        help="One round of combat: totals and losses.",
    ),
    CalcSpec(
        "odds",
        calc_odds,
        options=(
            Field("attackers", "int", "attacking legions or fleets", min=0, max=24),
            Field("defenders", "int", "defending legions or fleets", min=0, max=24),
            *_side_options("attacker"),
            *_side_options("defender"),
        ),
        render=_render_odds,
        help="Battle forecast: exact chances of each number of losses.",
    ),
    CalcSpec(
        "buy",
        calc_buy,
        options=(
            Field("hand", "str", "cards in hand, e.g. taxes=3,grain=2"),
            Field("want", "str", "purchases, e.g. legion,legion,fleet"),
            Field("owned", "strs", "heroes and wonders owned, e.g. caesar,mausoleum", required=False),
        ),
        render=_render_buy,
        help="What can I build with this hand: the card sets that pay for it.",
    ),
    CalcSpec("income", calc_income, session=True, render=_render_income, help="Each player's income this trade phase."),
    CalcSpec(
        "roles",
        calc_roles,
        session=True,
        render=_render_roles,
        help="Who takes each role card at the start of the round, with the counts.",
    ),
)
