"""``tabula calc GAME CALC --option value``: each calculator a Click command built from its declared fields.

``calc`` is a group whose commands are the games, and each game's a group whose commands are its
calculators, built when they are asked for (Click's lazy subcommands) from the same ``CalcSpec`` that
draws the app's calculator forms. So Click parses a calculator's options, refuses a wrong one in one
line, lists them in ``--help`` and completes their names and values in the shell, as it does every other
command's; only the game named is looked at, and only its calculators module is imported.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup, TyperOption

from engine.i18n import N_, tr
from tui.cli.base import EXAMPLE, open_save
from tui.cli.output import emit_json, say

if TYPE_CHECKING:
    from engine.calc import CalcSpec
    from engine.fields import Field
    from engine.registry import GameInfo

#: What follows ``tabula calc`` and a game in a usage line, said in the language spoken.
ARGS = N_("[ARGS]...")


def _current_context() -> Any:
    """The Click context of the command running (Typer's own copy of Click, else Click itself)."""
    from tui.cli.help import _click

    return _click("globals").get_current_context()


class CalcGames(TyperGroup):
    """``tabula calc``: a command per game, found in the registry when named (``tabula calc GAME``)."""

    #: For the quick path of a Tab press (``tui.cli.quick_complete``): the words after ``calc``, each with the
    #: parameter it gives the completers and the completer of its candidates, in order.
    lazy = (("game", "games"), ("name", "calculators"))

    def __init__(self, **attrs: Any) -> None:
        # `tabula calc` alone shows its help, which lists the games (its callback says so).
        super().__init__(invoke_without_command=True, **attrs)

    def list_commands(self, ctx: Any) -> list[str]:
        from engine import registry

        return [info.id for info in registry.games()]

    def get_command(self, ctx: Any, cmd_name: str) -> GameCalcs | None:
        from engine import registry
        from engine.errors import TabulaError

        if ctx.resilient_parsing:
            # Completing: the calculators' help in the language asked for (the root's callback, which would
            # choose it, does not run then).
            from tui.cli import completers

            completers.speak(completers.Line(lang=ctx.find_root().params.get("lang")))
        try:
            info = registry.get(cmd_name)
        except TabulaError:
            if ctx.resilient_parsing:  # completing: a word that is no game completes nothing
                return None
            raise  # "unknown game 'chess' (known: ...)", with a did-you-mean, as every command says it
        return _dressed(GameCalcs(info), self)

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        # Said when the help is written: the language is chosen by then.
        self.subcommand_metavar = f"{tr('GAME')} {tr('CALC')} {tr(ARGS)}"
        return list(super().collect_usage_pieces(ctx))


class GameCalcs(TyperGroup):
    """``tabula calc GAME``: the game's calculators as its commands; alone, it lists them."""

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self._specs: tuple[CalcSpec, ...] | None = None
        from tui.titles import game_title  # here: the calc group is built at start-up only when asked for

        said = tr("{game}: calculators (tabula calc {id} CALC --help for its options)")
        title = game_title(info.id)  # in Czech as its Czech edition names it (issue 37)
        super().__init__(
            name=info.id,
            help=said.format(game=title, id=info.id),
            short_help=title,  # as completion lists the games (tui.cli.completers.games)
            callback=self._listing,
            invoke_without_command=True,
            options_metavar=tr("[OPTIONS]"),
            subcommand_metavar=f"{tr('CALC')} {tr(ARGS)}",
            rich_markup_mode=None,
        )

    def specs(self) -> tuple[CalcSpec, ...]:
        """The game's calculators, in its words (imported once, when first asked for)."""
        if self._specs is None:
            self._specs = self.info.load_calculators()
        return self._specs

    def list_commands(self, ctx: Any) -> list[str]:
        return [spec.name for spec in self.specs()]

    def get_command(self, ctx: Any, cmd_name: str) -> TyperCommand | None:
        from engine import calc as calcs
        from engine.errors import TabulaError

        try:
            spec = calcs.find(self.specs(), self.info.name, cmd_name)
        except TabulaError:
            if ctx.resilient_parsing:
                return None
            raise  # "... has no calculator 'odd'; did you mean odds?"
        return _dressed(calculator(self.info, spec), self)

    def format_epilog(self, ctx: Any, formatter: Any) -> None:
        specs = self.specs()
        if specs:  # the first calculator's example: the help of every command ends with one that runs
            from engine.calc import example

            self.epilog = f"\b\n{tr(EXAMPLE)} {example(specs[0], self.info.id)}"
        super().format_epilog(ctx, formatter)

    def _listing(self) -> None:
        """``tabula calc GAME`` alone: each calculator with what it does."""
        if _current_context().invoked_subcommand is not None:
            return
        say(str(self.help))
        for spec in self.specs():
            say(f"  {spec.name:12} {spec.said}")


Built = TypeVar("Built", bound=TyperCommand | TyperGroup)


def _dressed(command: Built, parent: TyperGroup) -> Built:
    """``command`` written as its group's commands are: coloured at a terminal (``tui.cli.help``)."""
    command.context_class = parent.context_class
    return command


def _dashed(word: str) -> str:
    """``--attacker_rolls`` read as ``--attacker-rolls``, as the words were read before Click read them."""
    return word.replace("_", "-")


def calculator(info: GameInfo, spec: CalcSpec) -> TyperCommand:
    """The command ``tabula calc GAME NAME``: an argument or option per field, checked as the app's form
    checks it (``Field.parse``); ``--json`` prints the result as one JSON document."""
    from engine import calc as calcs
    from tui.cli import completion

    params: list[Any] = [
        TyperArgument(
            param_decls=[field.name],
            required=True,
            metavar=tr(field.name.upper()),
            help=field.said,
            callback=_reader(field, many=False),
            autocompletion=completion.saves if field is calcs.SAVE else None,
        )
        for field in calcs.arguments(spec)
    ]
    params += [_option(spec, field) for field in spec.options]
    params.append(
        TyperOption(param_decls=["--json", "json"], is_flag=True, default=False, help=tr("Print one JSON document."))
    )

    def run(json: bool, **given: Any) -> None:
        # Options not given and without a default are left out, as the app's form leaves them; a repeatable
        # one not given is an empty list.
        values: dict[str, Any] = {name: list(v) if isinstance(v, tuple) else v for name, v in given.items()}
        values = {name: value for name, value in values.items() if value is not None}
        if spec.session:
            values["session"], _ = open_save(values.pop("save"))
        _print(spec, spec.run(values), json)

    return TyperCommand(
        name=spec.name,
        callback=run,
        params=params,
        help=spec.said,
        short_help=spec.said,  # whole, as completion and the game's list say it (Click would cut it)
        epilog=f"\b\n{tr(EXAMPLE)} {calcs.example(spec, info.id)}",
        options_metavar=tr("[OPTIONS]"),
        context_settings={"token_normalize_func": _dashed},
        rich_markup_mode=None,
    )


def _option(spec: CalcSpec, field: Field) -> TyperOption:
    """A field as ``--name VALUE`` (``--name`` alone for a yes/no field), given once or, when the calculator
    says so, several times."""
    from engine.calc import option_name, placeholder

    notes = []
    many = field.name in spec.repeat
    if many:
        notes.append(tr("may be repeated"))
    if field.choices:
        notes.append(tr("one of {choices}").format(choices=", ".join(tr(c) for c in field.choices)))
    said = field.said + (f" ({'; '.join(notes)})" if notes else "")
    if field.type == "bool":
        return TyperOption(param_decls=[option_name(field), field.name], is_flag=True, default=False, help=said)
    return TyperOption(
        param_decls=[option_name(field), field.name],
        multiple=many,
        # Typer's help says "[required]" and "[default: 0]" as it does for every command.
        required=field.required and field.default is None,
        default=field.default,
        show_default=field.default is not None,
        metavar=placeholder(field),
        help=said,
        callback=_reader(field, many),
        autocompletion=_offers(field) if field.choices else None,
    )


def _reader(field: Field, many: bool) -> Callable[[Any, Any, Any], Any]:
    """Click's callback reading what was typed as ``field`` (each value, when it may be repeated); a value
    that does not fit is Click's usage error: one line, exit 2."""
    from engine.errors import BadInput

    def read(ctx: Any, param: Any, value: Any) -> Any:
        if value is None or ctx.resilient_parsing:
            return value
        try:
            return [field.parse(one) for one in value] if many else field.parse(value)
        except BadInput as error:
            raise typer.BadParameter(str(error), ctx=ctx, param=param) from None

    return read


def _offers(field: Field) -> Callable[[Any, list[str], str], list[str]]:
    """Typer's completion of a field with choices: those starting as typed, the one after the last comma
    for a field of several (``--item house,to`` completes to ``house,tower``)."""

    def offers(ctx: Any, args: list[str], incomplete: str) -> list[str]:
        from engine.names import fold

        head, comma, typed = incomplete.rpartition(",") if field.type == "choices" else ("", "", incomplete)
        before = head + comma
        return [before + choice for choice in field.choices if fold(choice).startswith(fold(typed))]

    return offers


def _print(spec: CalcSpec, result: dict[str, Any], json: bool) -> None:
    """A calculator's result: one JSON document, the calculator's own rendering, else each key in words."""
    if json:
        emit_json(result)
    elif spec.render is not None:
        say(spec.render(result))
    else:
        from engine.outcomes import plain

        for key, value in result.items():
            # A result's key is an id: shown in words, translated where the game gave those words a translation.
            say(f"{tr(key.replace('_', ' '))}: {plain(value)}")
