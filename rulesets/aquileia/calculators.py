"""Aquileia's calculators (``tabula calc aquileia ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field


def _entry(text: str, parts: int) -> list[str]:
    pieces = text.split(":")
    if len(pieces) != parts or not pieces[0].strip():
        shape = "NAME:STRENGTH:TIE_POSITION" + (":gold|silver" if parts == 4 else "")
        raise BadInput(f"--entry {text!r}: expected {shape}")
    return pieces


def _number(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadInput(f"{what} {text!r} is not a whole number") from None
    if value < 0:
        raise BadInput(f"{what} cannot be negative")
    return value


def calc_arena(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import arena

    entries = []
    for text in opts["entry"]:
        name, strength, tie = _entry(text, 3)
        entries.append((name, _number(strength, "strength"), _number(tie, "tie position")))
    return arena(entries)


def calc_stadium(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import stadium

    entries = []
    for text in opts["entry"]:
        name, strength, tie, side = _entry(text, 4)
        if side not in ("gold", "silver"):
            raise BadInput(f"--entry {text!r}: the side is gold or silver")
        entries.append((name, _number(strength, "strength"), _number(tie, "tie position"), side))
    return stadium(entries)


def calc_villas(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import villa_score

    villas = []
    for text in opts["villa"]:
        colour, _, value = text.partition(":")
        villas.append((colour.strip().lower(), _number(value, "villa value")))
    laurels = [text.strip().lower() for text in opts["laurel"]]
    return villa_score(villas, laurels, opts["stadium_points"])


CALCULATORS = (
    CalcSpec(
        "villas",
        calc_villas,
        options=(
            Field("villa", "str", "COLOUR:VALUE of a villa (repeat)"),
            Field("laurel", "str", "a laurel colour, or a theatre pair like blue/yellow (repeat)", required=False),
            Field("stadium_points", "int", "points on stadium laurels", default=0, min=0),
        ),
        repeat=frozenset({"villa", "laurel"}),
        help="Final villa scoring, choosing each theatre laurel's colour for you.",
    ),
    CalcSpec(
        "arena",
        calc_arena,
        options=(Field("entry", "str", "NAME:STRENGTH:TIE_POSITION (repeat)"),),
        repeat=frozenset({"entry"}),
        help="Arena order and bronze (ties to the lower tie-track position).",
    ),
    CalcSpec(
        "stadium",
        calc_stadium,
        options=(Field("entry", "str", "NAME:STRENGTH:TIE_POSITION:gold|silver (repeat)"),),
        repeat=frozenset({"entry"}),
        help="Stadium order and coins (3/2/1 in each player's metal).",
    ),
)
