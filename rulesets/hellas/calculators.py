"""Hellas's calculators (``tabula calc hellas ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.fields import Field
from engine.i18n import N_, tr

#: Each result as a person reads it (the keys stay as they are in JSON).
LABELS = {
    "attack_strength": N_("attack strength"),
    "defense_strength": N_("defense strength"),
    "success": N_("success"),
    "more_greeks_needed": N_("more greeks needed"),
    "more_ships_needed": N_("more ships needed"),
}


def render(result: Mapping[str, Any]) -> str:
    """``success: no`` and the rest, one result a line, in the language spoken."""
    from engine.outcomes import plain

    return "\n".join(f"{tr(LABELS.get(key, key))}: {plain(value)}" for key, value in result.items())


def calc_attack(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.hellas.formulas import attack

    return attack(
        opts["attackers"],
        opts["defenders"],
        opts["defender_ships"],
        opts["by_sea"],
        opts["ships_defend"],
        opts["equal_suffices"],
        opts["attacker_extra"],
    )


def calc_voyage(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.hellas.formulas import voyage

    return voyage(opts["my_ships"], opts["their_ships"], opts["equal_suffices"])


CALCULATORS = (
    CalcSpec(
        "attack",
        calc_attack,
        options=(
            Field("attackers", "int", "attacking Greeks (an attack takes one at least)", min=1, max=30),
            Field("defenders", "int", "defending Greeks (a city always holds one)", min=1, max=30),
            Field("defender_ships", "int", "ships at the defended city", default=0, min=0, max=10),
            Field("by_sea", "bool", "any part of the attack comes by sea", default=False),
            Field("ships_defend", "bool", "Poseidon: the defender's ships defend too", default=False),
            Field("equal_suffices", "bool", "Ares: equal strength wins by sea", default=False),
            Field("attacker_extra", "int", "Ares: extra Greeks counted", default=0, min=0, max=8),
        ),
        help="Does the attack succeed, and if not, how many more Greeks it needs?",
        # Rules, a turn: dark attacks D by sea with 4 Greeks against 3.
        example="--attackers 4 --defenders 3 --by-sea",
        render=render,
    ),
    CalcSpec(
        "voyage",
        calc_voyage,
        options=(
            Field("my_ships", "int", "your ships on the neighbouring tiles", min=0, max=30),
            Field("their_ships", "int", "the opponent's ships there", min=0, max=30),
            Field("equal_suffices", "bool", "Poseidon: as many ships suffice", default=False),
        ),
        help="Does the voyage succeed (naval superiority), and if not, how many more ships it needs?",
        # 2 ships against 2 are not more: one ship more is needed.
        example="--my-ships 2 --their-ships 2",
        render=render,
    ),
)
