"""Aquileia's calculators (``tabula calc aquileia ...``), shared with the TUI."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.calc import CalcSpec
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, tr
from rulesets.aquileia.data import COLOURS

#: The results' keys as the app shows them (the keys stay English in JSON).
RESULT_WORDS = (
    N_("order"),
    N_("bronze"),
    N_("points"),
    N_("coins"),
    N_("villa points"),
    N_("laurel points"),
    N_("total"),
    N_("assignment"),
)


def _items(value: Any) -> list[str]:
    """A repeated option's values: a list (``--entry`` given twice) or one text with commas (the app's form)."""
    texts = value if isinstance(value, list) else [value]
    return [part.strip() for text in texts for part in str(text).replace(";", ",").split(",") if part.strip()]


def _entry(text: str, parts: int) -> list[str]:
    pieces = [piece.strip() for piece in text.split(":")]
    if len(pieces) != parts or not pieces[0]:
        if parts == 4:
            said = tr('"{text}" should read name:strength:tie position:side, as in Ann:6:2:gold')
        else:
            said = tr('"{text}" should read name:strength:tie position, as in Ann:6:2')
        raise BadInput(said.format(text=text))
    return pieces


#: The other words of a Stadium side (the side's adjective: ``zlatá``, ``stříbrná``).
SIDE_WORDS = {"gold": (N_("gold (a Stadium side)"),), "silver": (N_("silver (a Stadium side)"),)}


def _word(text: str, ids: tuple[str, ...], more: Mapping[str, tuple[str, ...]] | None = None) -> str:
    """An id typed as it is or in Czech, diacritics optional (``modrá``, ``modra`` -> ``blue``), or one of its
    ``more`` messages in either language; else as typed."""
    from engine.i18n import translations
    from engine.names import fold

    key = fold(text)
    for ident in ids:
        said = [ident, *translations(ident)]
        for message in (more or {}).get(ident, ()):
            said += [message, *translations(message)]
        if any(key == fold(word) for word in said):
            return ident
    return text.strip().lower()


def _number(text: str, what: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadInput(tr('{what} "{text}" is not a whole number').format(what=tr(what), text=text)) from None
    if value < 0:
        raise BadInput(tr("{what} cannot be negative").format(what=tr(what)))
    return value


#: What ``_number`` reads, in its messages.
NUMBER_WORDS = (N_("strength"), N_("tie position"), N_("villa value"))


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
        # A side as the teach walk takes it: "stříbrná" as well as "stříbro" (play-test 9).
        side = _word(side, ("gold", "silver"), SIDE_WORDS)
        if side not in ("gold", "silver"):
            raise BadInput(tr('"{text}": the side is gold or silver').format(text=text))
        entries.append((name, _number(strength, "strength"), _number(tie, "tie position"), side))
    return stadium(entries)


def calc_villas(opts: Mapping[str, Any]) -> dict[str, Any]:
    from rulesets.aquileia.formulas import villa_score

    villas = []
    for text in _items(opts["villa"]):
        colour, _, value = text.partition(":")
        villas.append((_word(colour, COLOURS), _number(value.strip(), "villa value")))
    laurels = ["/".join(_word(part, COLOURS) for part in text.split("/")) for text in _items(opts["laurel"])]
    return villa_score(villas, laurels, opts["stadium_points"])


def render_arena(result: dict[str, Any]) -> str:
    """The order and each place's bronze, in the language spoken."""
    return "\n".join(
        (
            tr("order: {names}").format(names=", ".join(result["order"]) or tr("none")),
            tr("bronze: {amounts}").format(amounts=", ".join(str(n) for n in result["bronze"]) or tr("none")),
            tr("points or a slave card (first two): {amounts}").format(
                amounts=", ".join(str(n) for n in result["points"]) or tr("none")
            ),
        )
    )


def render_stadium(result: dict[str, Any]) -> str:
    """The order and each place's coins in its metal."""
    from rulesets.aquileia.words import metal_amount

    # l.6 pays the first three racers: a fourth gets nothing, not "0 gold".
    coins = ", ".join(metal_amount(c["metal"], c["count"]) if c["count"] else tr("nothing") for c in result["coins"])
    return "\n".join(
        (
            tr("order: {names}").format(names=", ".join(result["order"]) or tr("none")),
            tr("coins: {amounts}").format(amounts=coins or tr("none")),
        )
    )


def render_villas(result: dict[str, Any]) -> str:
    """The villa points, the laurel points, the total and each theatre laurel's colour."""
    from rulesets.aquileia.words import colour_pair, word

    as_colour = tr("{pair} as {colour}")
    chosen = ", ".join(
        as_colour.format(pair=colour_pair(pair), colour=word(colour)) for pair, colour in result["assignment"].items()
    )
    return "\n".join(
        (
            tr("villa points: {n}").format(n=result["villa_points"]),
            tr("laurel points: {n}").format(n=result["laurel_points"]),
            tr("total: {n}").format(n=result["total"]),
            tr("assignment: {laurels}").format(laurels=chosen or tr("none")),
        )
    )


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
        render=render_villas,
        help="Final villa scoring, choosing each theatre laurel's colour for you.",
        # Rules, scoring: villas blue 10 and blue 6, a blue and a blue/yellow laurel, 5 stadium points: 37.
        example="--villa blue:10 --villa blue:6 --laurel blue --laurel blue/yellow --stadium-points 5",
    ),
    CalcSpec(
        "arena",
        calc_arena,
        options=(Field("entry", "str", "each fighter as name:strength:tie position, as in Ann:6:2, Bo:6:4"),),
        repeat=frozenset({"entry"}),
        render=render_arena,
        help="Arena order, bronze and points (ties to the lower tie-track position).",
        # Rules, Arena: blue reaches 2; Kaja and yellow 6, Kaja winning on the tie track (2 against 4).
        example="--entry Blue:2:3 --entry Kaja:6:2 --entry Yellow:6:4",
    ),
    CalcSpec(
        "stadium",
        calc_stadium,
        options=(Field("entry", "str", "each racer as name:strength:tie position:side, as in Ann:6:2:gold"),),
        repeat=frozenset({"entry"}),
        render=render_stadium,
        help="Stadium order and coins (3/2/1 in each player's metal).",
        # Rules, Stadium: blue 5 and yellow 6 on silver, Kaja 4 and Vlada 3 on gold.
        example="--entry Blue:5:3:silver --entry Yellow:6:4:silver --entry Kaja:4:2:gold --entry Vlada:3:1:gold",
    ),
)
