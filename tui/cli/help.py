"""The command line's help: grouped as people look for commands, coloured at a terminal, in the language spoken.

The top level lists its commands in groups (play, saves, reference, sharing), each with its whole first
paragraph; at a terminal the help is coloured (``tui.cli.terminal``), laid out as in a pipe. Typer's Rich help
was tried and left: it draws boxes, shows ``<str>`` beside every argument, reads each help text as Rich
markup and takes its headings from gettext once at import; Click's layout keeps one text for a pipe and a
terminal alike.

Typer takes the help texts in English at import, and its headings through the standard ``gettext``; in
another language the command tree is built with its help texts, placeholders and Click's own words
translated, and Typer's headings are answered from Tabula's catalogue. The copy of Click inside Typer writes
"Usage:" and its usage errors in English with no gettext at all: its usage line and help option are wrapped,
and its usage errors are said again from their parts (``usage_error``).
"""

from __future__ import annotations

import inspect
import re
import sys
from typing import TYPE_CHECKING, Any

from typer.core import TyperGroup

from engine.i18n import N_, language, quoted, tr

if TYPE_CHECKING:
    import typer
    from typer._click.core import Command, Context
    from typer._click.formatting import HelpFormatter

#: Typer's and Click's own words in help (Typer asks gettext for its headings; its copy of Click writes
#: the rest literally, so those are put in here).
TYPER_WORDS = (
    N_("Arguments"),
    N_("Options"),
    N_("Commands"),
    N_("required"),
    N_("default: {default}"),
    N_("Usage:"),
    N_("Show this message and exit."),
    N_("[OPTIONS]"),
    N_("COMMAND [ARGS]..."),
    # Typer's completion options.
    N_("Install completion for the current shell."),
    N_("Show completion for the current shell, to copy it or customize the installation."),
    N_("Install completion for the specified shell."),
    N_("Show completion for the specified shell, to copy it or customize the installation."),
)

#: The placeholders the commands' help names (``metavar``), said in the language spoken.
PLACEHOLDERS = (
    N_("SAVE"),
    N_("GAME"),
    N_("ACTION"),
    N_("FIELD=VALUE..."),
    N_("TOPIC"),
    N_("CALC"),
    N_("NAME"),
    N_("NAME[:FACTION]"),
    N_("NAME|table"),
    N_("FILE"),
    N_("DIR"),
    N_("KEY=VALUE"),
    N_("VARIANT"),
    N_("WORDS"),
    N_("HOST"),
)

#: The top level's commands in the groups people look for them in, in the order they come to them.
PANELS: dict[str, tuple[str, ...]] = {
    N_("Play"): ("new", "demo", "open", "actions", "act", "undo", "redo"),
    N_("Saves"): ("list", "show", "log"),
    N_("Reference"): ("games", "rules", "calc", "kit"),
    N_("Sharing"): ("serve", "report"),
}
_ORDER = [name for names in PANELS.values() for name in names]


def summary(command: Command) -> str:
    """A command's line in a list: its whole first paragraph (Click's own cuts it at 45 characters)."""
    text = inspect.cleandoc(command.short_help or command.help or "").partition("\f")[0]
    return " ".join(text.split("\n\n")[0].replace("\b", "").split())


class Grouped(TyperGroup):
    """A command group that lists its commands whole; the top level's in :data:`PANELS`' groups and order."""

    def list_commands(self, ctx: Context) -> list[str]:
        names = super().list_commands(ctx)
        if ctx.parent is not None:  # ``kit``: its commands as declared
            return names
        return sorted(names, key=lambda name: _ORDER.index(name) if name in _ORDER else len(_ORDER))

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        sections: dict[str, list[tuple[str, str]]] = {}
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is None or command.hidden:
                continue
            panel = next((title for title, names in PANELS.items() if name in names), "Commands")
            sections.setdefault(tr(panel) if ctx.parent is None else tr("Commands"), []).append(
                (_named(name) if ctx.parent is None else name, summary(command))
            )
        for title, rows in sections.items():
            with formatter.section(title):
                formatter.write_dl(rows)


def _named(command: str) -> str:
    """A top-level command as the list names it: in Czech with its Czech name too, where it has one
    (``undo, zpět``)."""
    from tui.cli.command_names import said

    czech = said(command)
    return command if czech == command else f"{command}, {czech}"


def command_for(app: typer.Typer) -> Command:
    """The command tree of ``app`` as people read its help: coloured at a terminal, in the language spoken."""
    import typer.main

    speaks = language() != "en"
    if speaks:
        module = sys.modules.get("typer.core")
        if module is not None and hasattr(module, "_"):
            module._ = tr  # type: ignore[attr-defined]  # Typer's gettext for its headings: answered from Tabula's catalogue
        _click_in_words()
    _required_plain()
    command = typer.main.get_command(app)
    _dress(command, _coloured_context(), speaks)
    for param in command.params:
        if param.name in ("install_completion", "show_completion"):
            param.callback = _completion_said(param.name, param.callback)
    return command


#: The shells Typer writes completion for.
SHELLS = ("bash", "zsh", "fish", "powershell", "pwsh")


def _completion_said(name: str, typers: Any) -> Any:
    """``--install-completion`` and ``--show-completion`` saying what they did, or why not, in the language
    spoken (Typer says it in English only, and "Shell  not supported." for a shell it cannot tell)."""

    def said(ctx: Any, param: Any, value: Any) -> Any:
        if not value or ctx.resilient_parsing:
            return value
        from typer import completion

        from engine.errors import BadInput
        from tui.cli.output import say

        # Typer's own module (not the one it imports from): where its shell detection is looked up and tested.
        shell = value if isinstance(value, str) else completion._get_shell_name() or ""  # type: ignore[attr-defined]
        if not shell:
            raise BadInput(
                tr("Tabula completes words in bash, zsh, fish and PowerShell, and cannot tell which this is")
            )
        if shell not in SHELLS:
            said = tr("Tabula completes words in bash, zsh, fish and PowerShell; this shell ({shell}) is none of them")
            raise BadInput(said.format(shell=shell))
        if name == "show_completion":
            return typers(ctx, param, shell)
        _, path = completion.install(shell=shell)  # type: ignore[attr-defined]
        say(tr("Completion for {shell} is installed in {path}.").format(shell=shell, path=path))
        say(tr("It works in terminals opened from now on."))
        sys.exit(0)

    return said


def _required_plain() -> None:
    """A required argument written bare in usage lines (``tabula show SAVE``), as Click, git and the
    calculators write it: Typer writes ``{SAVE}``, which reads like a set of choices (wrapped once per process)."""
    from typer.core import TyperArgument

    if getattr(TyperArgument.make_metavar, "plain", False):
        return
    make_metavar = TyperArgument.make_metavar

    def metavar(self: Any, ctx: Any, *, usage: bool = False) -> str:
        said = str(make_metavar(self, ctx, usage=usage))
        return re.sub(r"^\{([^{}]*)\}", r"\1", said) if usage and self.required else said

    metavar.plain = True  # type: ignore[attr-defined]
    TyperArgument.make_metavar = metavar  # type: ignore[method-assign]


def speaking(app: typer.Typer) -> Command:
    """The command tree of ``app`` with every help text in the language spoken, Click's words too."""
    return command_for(app)


def _dress(command: Command, context: type[Context], speaks: bool) -> None:
    command.context_class = context
    if speaks:
        _translate(command)
    for sub in getattr(command, "commands", {}).values():
        _dress(sub, context, speaks)


_CONTEXT: list[type[Context]] = []


def _coloured_context() -> type[Context]:
    """Click's context whose help is coloured at a terminal (made once: its base is the Click Typer uses)."""
    if not _CONTEXT:
        base = _click("core").Context

        class Coloured(base):  # type: ignore[misc, valid-type]
            def get_help(self) -> str:
                text = str(super().get_help())
                from tui.cli.terminal import colour

                if not colour():
                    return text
                from tui.cli.terminal import coloured_help

                words = [getattr(p, "metavar", None) or "" for p in self.command.get_params(self)]
                words += [self.command.options_metavar or "", getattr(self.command, "subcommand_metavar", "")]
                return coloured_help(text, tr("Example:"), words)

        _CONTEXT.append(Coloured)
    return _CONTEXT[0]


def _translate(command: Command) -> None:
    if command.help:
        command.help = tr(command.help.strip())
    if command.short_help:
        command.short_help = tr(command.short_help)
    if command.epilog:
        # "Example: tabula ..." : the word in the language spoken, the command as typed.
        command.epilog = command.epilog.replace("Example:", tr("Example:"), 1)
    if command.options_metavar:
        command.options_metavar = tr(command.options_metavar)
    if getattr(command, "subcommand_metavar", None):
        command.subcommand_metavar = tr(command.subcommand_metavar)  # type: ignore[attr-defined]
    for param in command.params:
        text = getattr(param, "help", None)
        if text:
            param.help = tr(text)  # type: ignore[attr-defined]
        if param.metavar:
            param.metavar = tr(param.metavar)


def _click(name: str) -> Any:
    """A module of the Click that Typer uses: its own copy (typer._click), else Click itself."""
    import importlib

    try:
        return importlib.import_module(f"typer._click.{name}")
    except ImportError:  # a Typer that uses Click as it is
        return importlib.import_module(f"click.{name}")


def _click_in_words() -> None:
    """Click's usage line and help option, said in the language spoken (wrapped once per process)."""
    core, formatting = _click("core"), _click("formatting")

    if getattr(formatting.HelpFormatter.write_usage, "speaks", False):
        return
    write_usage = formatting.HelpFormatter.write_usage
    get_help_option = core.Command.get_help_option

    def usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        write_usage(self, prog, args, tr("Usage:") + " " if prefix is None else prefix)

    def help_option(self: Any, ctx: Any) -> Any:
        option = get_help_option(self, ctx)
        if option is not None and option.help:
            option.help = tr(option.help)
        return option

    usage.speaks = True  # type: ignore[attr-defined]
    formatting.HelpFormatter.write_usage = usage
    core.Command.get_help_option = help_option


_COMMAND = re.compile(r"No such command '(?P<name>.*)'\.")


def _requoted(hint: str) -> str:
    """Click's ``'--steps'`` in the quotation marks of the language spoken (Czech writes „--steps“)."""
    return re.sub(r"'([^']*)'", lambda m: quoted(m[1]), hint)


def usage_error(error: Exception) -> str:
    """A usage error of Click in the language spoken (Click says them in English only)."""
    exceptions = _click("exceptions")

    said = str(getattr(error, "format_message", lambda: str(error))())
    if isinstance(error, exceptions.MissingParameter):
        hint = error.param_hint
        if hint is None and error.param is not None:
            hint = error.param.get_error_hint(error.ctx)
        name = _requoted(" / ".join(hint) if isinstance(hint, (list, tuple)) else str(hint or ""))
        kind = error.param_type or (error.param.param_type_name if error.param is not None else "parameter")
        if kind == "argument":
            return tr("Missing argument {name}.").format(name=name)
        if kind == "option":
            return tr("Missing option {name}.").format(name=name)
        return tr("Missing parameter {name}.").format(name=name)
    if isinstance(error, exceptions.NoSuchOption):
        out = tr("No such option: {name}").format(name=error.option_name)
        if error.possibilities:
            out += tr(" (possible options: {names})").format(names=", ".join(sorted(error.possibilities)))
        return out
    if isinstance(error, exceptions.BadParameter) and (error.param is not None or error.param_hint is not None):
        hint = error.param_hint or error.param.get_error_hint(error.ctx)
        name = _requoted(" / ".join(hint) if isinstance(hint, (list, tuple)) else str(hint))
        message = error.message
        number = re.fullmatch(r"'(?P<value>.*)' is not a valid (int|integer)\.", message)
        if number:
            message = tr("{value} is not a whole number").format(value=quoted(number["value"]))
        return tr("Invalid value for {name}: {message}").format(name=name, message=message)
    extra = re.search(r"Got unexpected extra argument\(s\) \((?P<words>.*)\)", said)
    if extra:
        return tr("unexpected extra words: {words}").format(words=extra["words"])
    command = _COMMAND.search(said)
    if command:
        return tr("No such command {name}.").format(name=quoted(command["name"]))
    return said


def game_options(words: list[str]) -> str:
    """``tabula new GAME --help``: what GAME's sessions can switch on, to follow the command's help (play-tests
    7 to 9: Hellas's ``own_screens`` was in no help a player reads); "" for any other line, or a game with no
    options (``words``: the line after the global options)."""
    if len(words) < 3 or words[0] != "new" or words[1].startswith("-") or not {"--help", "-h"} & set(words[2:]):
        return ""
    from engine import reference, registry
    from engine.errors import TabulaError
    from engine.reference_text import plain

    try:
        ruleset = registry.load(words[1])
        text = reference.topic(ruleset, "options").text
    except TabulaError:
        return ""  # an unknown game, or one with nothing to switch on: the help alone
    # As a reader reads it (no Markdown marks), each option indented under the heading.
    lines = [("  " if line.startswith("- ") else "") + plain(line) for line in text.splitlines()]
    return "\n".join(lines).rstrip()
