"""Command-line options of calculators, parsed from their declared fields.

Calculators differ per game (``--attacker-rolls 6,3,2``, ``--villa blue:10``
given twice...), so the CLI hands their words here instead of declaring
them in Typer; the same ``CalcSpec`` drives the TUI's forms.

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
from engine.i18n import N_, tr


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
    from engine.names import Catalogue

    known = Catalogue.of(N_("calculator"), [c.name for c in calculators])
    entry = known.get(name)
    if entry is None:
        close = known.closest(name)
        hint = tr("; did you mean {names}?").format(names=f" {tr('or')} ".join(close)) if close else ""
        names = ", ".join(c.name for c in calculators) or tr("none")
        said = tr("{game} has no calculator {name}{hint} (calculators: {names})")
        raise BadInput(said.format(game=game, name=repr(name), hint=hint, names=names))
    return next(c for c in calculators if c.name == entry.id)


def usage(spec: CalcSpec, game: str) -> str:
    """``tabula calc GAME NAME --help``: what the calculator does and every option with its help."""
    # The placeholders as the command line's help says them (SAVE, [OPTIONS]: PARTIE, [VOLBY] in Czech).
    args = " ".join(tr(f.name.upper()) for f in arguments(spec))
    options = f" {tr('[OPTIONS]')}" if spec.options else ""
    command = f"tabula calc {game} {spec.name} {args}".rstrip() + options
    lines = [tr("Usage: {command}").format(command=command), "", spec.said]
    given = [(tr(field.name.upper()), field.said) for field in arguments(spec)]
    rows = []
    for field in spec.options:
        value = "" if field.type == "bool" else " " + _placeholder(field)
        extra = []
        if field.name in spec.repeat:
            extra.append(tr("may be repeated"))
        if field.default is not None and field.type != "bool":  # a flag is off unless given
            extra.append(tr("default {value}").format(value=field.default))
        elif not field.required or field.type == "bool":
            extra.append(tr("optional"))
        if field.choices:
            extra.append(tr("one of {choices}").format(choices=", ".join(field.choices)))
        note = f" ({'; '.join(extra)})" if extra else ""
        rows.append((option_name(field) + value, (field.said or field.type) + note))
    # Arguments first, then options, as every other command's help lists them; one column for both.
    width = max((len(r[0]) for r in given + rows), default=0)
    for title, listed in ((tr("Arguments:"), given), (tr("Options:"), rows)):
        if listed:
            lines += ["", title, *(f"  {left.ljust(width)}  {right}" for left, right in listed)]
    if not given and not rows:
        lines += ["", tr("No options.")]
    lines += ["", f"{tr('Example:')} {example(spec, game)}"]
    return "\n".join(lines)


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


def _placeholder(field: Field) -> str:
    return tr(PLACEHOLDERS.get(field.type, field.type.upper()))


SAVE = Field("save", "str", "saved session (name or .toml path)")


def arguments(spec: CalcSpec) -> tuple[Field, ...]:
    """Positional arguments, with SAVE first for calculators that read a session."""
    return ((SAVE,) if spec.session else ()) + spec.arguments


def parse(spec: CalcSpec, words: Sequence[str]) -> dict[str, Any]:
    """Parse a calculator's words into field values (strings, not yet typed).

    Repeatable options collect a list; flags (``bool`` fields) take no value.

    Raises:
        BadInput: Unknown options, a missing value, or stray arguments.
    """
    by_option = {option_name(f): f for f in spec.options}
    by_option.update({"--" + f.name: f for f in spec.options})
    raw: dict[str, Any] = {}
    positional: list[str] = []
    index = 0
    while index < len(words):
        word = words[index]
        index += 1
        if not word.startswith("--") or word == "--":
            positional.append(word)
            continue
        key, has_value, value = word.partition("=")
        field = by_option.get(key)
        if field is None:
            known = ", ".join(option_name(f) for f in spec.options) or tr("none")
            said = tr("calc {name}: unknown option {option} (options: {options})")
            raise BadInput(said.format(name=spec.name, option=key, options=known))
        if field.type == "bool" and not has_value:
            value = "true"
        elif not has_value:
            if index >= len(words):
                raise BadInput(tr("calc {name}: {option} needs a value").format(name=spec.name, option=key))
            value = words[index]
            index += 1
        if field.name in spec.repeat:
            raw.setdefault(field.name, []).append(value)
        elif field.name in raw:
            raise BadInput(tr("calc {name}: {option} given twice").format(name=spec.name, option=key))
        else:
            raw[field.name] = value
    expected = arguments(spec)
    if len(positional) > len(expected):
        said = tr("calc {name}: unexpected argument {argument}")
        raise BadInput(said.format(name=spec.name, argument=repr(positional[len(expected)])))
    for field, value in zip(expected, positional, strict=False):
        raw[field.name] = value
    return raw


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
