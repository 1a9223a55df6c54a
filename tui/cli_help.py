"""The command line's help and Click's usage errors in the language spoken.

Typer takes the help texts in English at import, and its headings through the standard ``gettext``; in
another language the command tree is built once with its help texts translated, and Typer's headings are
answered from Tabula's catalogue. The copy of Click inside Typer writes "Usage:" and its usage errors in
English with no gettext at all: those stay English.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from engine.i18n import N_, tr

if TYPE_CHECKING:
    import typer
    from typer._click.core import Command

#: Typer's own words in help (its copy of Click writes the rest, "Usage:", in English: left as it is).
TYPER_WORDS = (N_("Arguments"), N_("Options"), N_("Commands"), N_("required"), N_("default: {default}"))


def speaking(app: typer.Typer) -> Command:
    """The command tree of ``app`` with every help text in the language spoken, Click's words too."""
    import typer.main

    module = sys.modules.get("typer.core")
    if module is not None and hasattr(module, "_"):
        module._ = tr  # type: ignore[attr-defined]  # Typer's gettext for its headings: answered from Tabula's catalogue
    command = typer.main.get_command(app)
    _translate(command)
    return command


def _translate(command: Command) -> None:
    if command.help:
        command.help = tr(command.help.strip())
    if command.short_help:
        command.short_help = tr(command.short_help)
    for param in command.params:
        text = getattr(param, "help", None)
        if text:
            param.help = tr(text)  # type: ignore[attr-defined]
    for sub in getattr(command, "commands", {}).values():
        _translate(sub)
