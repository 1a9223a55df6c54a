"""Aquileia's calculators (``tabula calc aquileia ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field


def _items(value: Any) -> list[str]:
    """A repeated option's values: a list (``--entry`` given twice) or one text with commas (the app's form)."""
    texts = value if isinstance(value, list) else [value]
    return [part.strip() for text in texts for part in str(text).replace(";", ",").split(",") if part.strip()]


def _entry(text: str, parts: int) -> list[str]:
    pieces = [piece.strip() for piece in text.split(":")]
    if len(pieces) != parts or not pieces[0]:
        shape = "name:strength:tie position" + (":side" if parts == 4 else "")
        example = "Ann:6:2" + (":gold" if parts == 4 else "")
        raise BadInput(f'"{text}" should read {shape}, as in {example}')
    return pieces


def _number(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadInput(f'{what} "{text}" is not a whole number') from None
    if value < 0:
        raise BadInput(f"{what} cannot be negative")
    return value


def calc_arena(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import arena

    entries = []
    for text in _items(opts["entry"]):
        name, strength, tie = _entry(text, 3)
        entries.append((name, _number(strength, "strength"), _number(tie, "tie position")))
    return arena(entries)


def calc_stadium(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import stadium

    entries = []
    for text in _items(opts["entry"]):
        name, strength, tie, side = _entry(text, 4)
        side = side.lower()
        if side not in ("gold", "silver"):
            raise BadInput(f'"{text}": the side is gold or silver')
        entries.append((name, _number(strength, "strength"), _number(tie, "tie position"), side))
    return stadium(entries)


def calc_villas(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import villa_score

    villas = []
    for text in _items(opts["villa"]):
        colour, _, value = text.partition(":")
        villas.append((colour.strip().lower(), _number(value.strip(), "villa value")))
    laurels = [text.lower() for text in _items(opts["laurel"])]
    return villa_score(villas, laurels, opts["stadium_points"])


CALCULATORS = (
    CalcSpec(
        "villas",
        calc_villas,
        options=(
            Field("villa", "str", "each villa as colour:points, as in blue:10, white:6"),
            Field("laurel", "str", "each laurel's colour, or a theatre pair, as in blue, blue/yellow", required=False),
            Field("stadium_points", "int", "points on stadium laurels", default=0, min=0),
        ),
        repeat=frozenset({"villa", "laurel"}),
        help="Final villa scoring, choosing each theatre laurel's colour for you.",
    ),
    CalcSpec(
        "arena",
        calc_arena,
        options=(Field("entry", "str", "each fighter as name:strength:tie position, as in Ann:6:2, Bo:6:4"),),
        repeat=frozenset({"entry"}),
        help="Arena order and bronze (ties to the lower tie-track position).",
    ),
    CalcSpec(
        "stadium",
        calc_stadium,
        options=(Field("entry", "str", "each racer as name:strength:tie position:side, as in Ann:6:2:gold"),),
        repeat=frozenset({"entry"}),
        help="Stadium order and coins (3/2/1 in each player's metal).",
    ),
)
