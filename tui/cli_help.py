"""The command line's help and Click's usage errors in the language spoken.

Typer takes the help texts in English at import, and its headings through the standard ``gettext``; in
another language the command tree is built once with its help texts translated, and Typer's headings are
answered from Tabula's catalogue. The copy of Click inside Typer writes "Usage:" and its usage errors in
English with no gettext at all: its usage line and help option are wrapped, and its usage errors are said
again from their parts (``usage_error``).
"""

from __future__ import annotations

import re
import sys
from typing import TYPE_CHECKING, Any

from engine.i18n import N_, tr

if TYPE_CHECKING:
    import typer
    from typer._click.core import Command

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
)


def speaking(app: typer.Typer) -> Command:
    """The command tree of ``app`` with every help text in the language spoken, Click's words too."""
    import typer.main

    module = sys.modules.get("typer.core")
    if module is not None and hasattr(module, "_"):
        module._ = tr  # type: ignore[attr-defined]  # Typer's gettext for its headings: answered from Tabula's catalogue
    _click_in_words()
    command = typer.main.get_command(app)
    _translate(command)
    return command


def _translate(command: Command) -> None:
    if command.help:
        command.help = tr(command.help.strip())
    if command.short_help:
        command.short_help = tr(command.short_help)
    if command.epilog:
        # "Example: tabula ..." : the word in the language spoken, the command as typed.
        command.epilog = command.epilog.replace("Example:", tr("Example:"), 1)
    for param in command.params:
        text = getattr(param, "help", None)
        if text:
            param.help = tr(text)  # type: ignore[attr-defined]
    for sub in getattr(command, "commands", {}).values():
        _translate(sub)


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


def usage_error(error: Exception) -> str:
    """A usage error of Click in the language spoken (Click says them in English only)."""
    exceptions = _click("exceptions")

    said = str(getattr(error, "format_message", lambda: str(error))())
    if isinstance(error, exceptions.MissingParameter):
        hint = error.param_hint
        if hint is None and error.param is not None:
            hint = error.param.get_error_hint(error.ctx)
        name = " / ".join(hint) if isinstance(hint, (list, tuple)) else str(hint or "")
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
        name = " / ".join(hint) if isinstance(hint, (list, tuple)) else str(hint)
        message = error.message
        number = re.fullmatch(r"'(?P<value>.*)' is not a valid (int|integer)\.", message)
        if number:
            message = tr("{value} is not a whole number").format(value=repr(number["value"]))
        return tr("Invalid value for {name}: {message}").format(name=name, message=message)
    extra = re.search(r"Got unexpected extra argument\(s\) \((?P<words>.*)\)", said)
    if extra:
        return tr("unexpected extra words: {words}").format(words=extra["words"])
    command = _COMMAND.search(said)
    if command:
        return tr("No such command {name}.").format(name=repr(command["name"]))
    return said
