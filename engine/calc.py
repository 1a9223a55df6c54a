"""Calculators: their declared fields, shared by the command line and the app.

Calculators differ per game (``--attacker-rolls 6,3,2``, ``--villa blue:10``
given twice...): each declares its fields once, and ``tui.cli.calc`` builds a
Click command from them (``tabula calc GAME NAME``) while the same ``CalcSpec``
draws the app's forms.

This module imports only ``engine.fields``: a game's calculators live in a
module of their own that ``GameInfo.calculators`` names, so ``tabula calc``
never pays for importing the game's whole rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, quoted, tr


@dataclass(frozen=True)
class CalcSpec:
    """A calculator (``tabula calc GAME NAME ...``), shared by CLI and TUI.

    Attributes:
        name: Command name.
        run: Takes the parsed options, returns a JSON-ready dict.
        options: ``--name value`` options (``bool`` fields are flags; ``int``
            or ``str`` fields given several times become lists when
            ``repeat`` names them).
        arguments: Positional arguments, in order.
        repeat: Option names that may be given more than once.
        render: Optional human-readable rendering of the result.
        help: One line.
        session: Whether the calculator reads a saved session: its first
            argument is then SAVE and ``run`` gets the loaded ``Session``
            under the key ``session``.
        example: What follows ``tabula calc GAME NAME`` in a real example that
            runs (on a demo save for a session calculator): its ``--help`` ends
            with it.
    """

    name: str
    run: Callable[[Mapping[str, Any]], dict[str, Any]]
    options: tuple[Field, ...] = ()
    arguments: tuple[Field, ...] = ()
    repeat: frozenset[str] = frozenset()
    render: Callable[[dict[str, Any]], str] | None = None
    help: str = ""
    session: bool = False
    example: str = ""

    @property
    def said(self) -> str:
        """The help in the language spoken."""
        return tr(self.help) if self.help else ""


def option_name(field: Field) -> str:
    """``attacker_rolls`` is typed as ``--attacker-rolls``."""
    return "--" + field.name.replace("_", "-")


def find(calculators: Sequence[CalcSpec], game: str, name: str) -> CalcSpec:
    """A calculator of a game by name.

    Raises:
        BadInput: No such calculator.
    """
    exact = next((c for c in calculators if c.name == name), None)
    if exact is not None:  # the name as declared: no catalogue to build (a calculator's start is timed)
        return exact
    from engine.names import Catalogue

    known = Catalogue.of(N_("calculator"), [c.name for c in calculators])
    entry = known.get(name)
    if entry is None:
        close = known.closest(name)
        hint = tr("; did you mean {names}?").format(names=f" {tr('or')} ".join(close)) if close else ""
        names = ", ".join(c.name for c in calculators) or tr("none")
        said = tr("{game} has no calculator {name}{hint} (calculators: {names})")
        raise BadInput(said.format(game=game, name=quoted(name), hint=hint, names=names))
    return next(c for c in calculators if c.name == entry.id)


def example(spec: CalcSpec, game: str) -> str:
    """The calculator's example command line (its own words, else the bare command)."""
    return " ".join(["tabula", "calc", game, spec.name, *spec.example.split()])


#: What an option's value is written as in its help, by the field's type (said in the language spoken).
PLACEHOLDERS = {
    "int": "N",
    "ints": "N,N,...",
    "str": N_("TEXT"),
    "strs": N_("TEXT,TEXT,..."),
    "choice": N_("VALUE"),
    "choices": "A,B,...",
    "dice": N_("DICE"),
}


#: The placeholders that are words, said in the language spoken.
_WORDS = frozenset(("TEXT", "TEXT,TEXT,...", "VALUE", "DICE"))


def placeholder(field: Field) -> str:
    """What the field's value is written as in a help (``N``, ``TEXT``...), in the language spoken."""
    said = PLACEHOLDERS.get(field.type, field.type.upper())
    # Symbols (N, A,B,...) are not words: looked up, "N" met a game's compass code (Hellas: N is "sever").
    return tr(said) if said in _WORDS else said


SAVE = Field("save", "str", "saved session (name or .toml path)")


def arguments(spec: CalcSpec) -> tuple[Field, ...]:
    """Positional arguments, with SAVE first for calculators that read a session."""
    return ((SAVE,) if spec.session else ()) + spec.arguments


def values(spec: CalcSpec, raw: dict[str, Any]) -> dict[str, Any]:
    """Type the raw words with the fields (repeated options field by field)."""
    out: dict[str, Any] = {}
    for field in (*arguments(spec), *spec.options):
        if field.name in raw:
            value = raw[field.name]
            if isinstance(value, list) and field.name in spec.repeat:
                out[field.name] = [field.parse(v) for v in value]
            else:
                out[field.name] = field.parse(value)
        elif field.default is not None:
            out[field.name] = field.default
        elif field.name in spec.repeat:
            if field.required:
                raise BadInput(tr("calc {name} needs {option}").format(name=spec.name, option=option_name(field)))
            out[field.name] = []
        elif field.required:
            flag = option_name(field) if field in spec.options else field.name.upper()
            raise BadInput(tr("calc {name} needs {option}").format(name=spec.name, option=flag))
    return out
