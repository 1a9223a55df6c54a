"""The session screen's ``:`` command line: the CLI's words, run against the open session.

A legal command is applied at once; one the rules refuse, or one missing a
choice, opens its form in the Phase panel with what was typed.
"""

from __future__ import annotations

from textual.widgets import Input

from engine.errors import TabulaError
from engine.fields import missing
from engine.i18n import tr
from tui.screens.session_base import SessionBase
from tui.widgets.command_line import CommandLine, parse_command
from tui.widgets.wizard import WizardPanel


class SessionCommandLine(SessionBase):
    """Opening, running and closing the command line."""

    def action_command(self) -> None:
        """Open the ``:`` command line."""
        line = self.query_one(CommandLine)
        line.display = True
        line.focus()

    def on_command_line_closed(self, message: CommandLine.Closed) -> None:
        self._close_command()

    def _close_command(self) -> None:
        line = self.query_one(CommandLine)
        line.display = False
        self.action_panel(self.tab if self.layout_mode == "tabs" else 1)

    async def on_input_submitted(self, message: Input.Submitted) -> None:
        if message.input.id != "command":
            return
        message.stop()
        try:
            command = parse_command(message.value)
            spec = self.session.spec(command.action)
        except TabulaError as bad:
            self.status(str(bad), ok=False)
            return
        proposal, why = self.controller.check(spec.name, command.values, command.actor)
        left_out = missing(spec.fields, command.values)
        if proposal is None and left_out:
            # Something left to choose (a card from a hidden hand, a place): the form offers it, with what was typed.
            self._show_in_form(spec.name, command.values, command.actor)
            fields = ", ".join(m.replace("_", " ") for m in left_out)
            self.status(tr("{action}: choose {fields} in the form").format(action=spec.name, fields=fields))
            return
        if proposal is None:
            self.status(why, ok=False)  # the line stays as typed, to be mended
            return
        line = self.query_one(CommandLine)
        line.value = ""
        if proposal.legal:
            await self._apply(spec.name, command.values, force=False, actor=command.actor)
            line.focus()  # ready for the next command
            return
        # The rules object: show the action in the Phase panel, where the table can read why and force it.
        self._show_in_form(spec.name, command.values, command.actor)
        self.status(f"{spec.name}: " + "; ".join(tr(v.message) for v in proposal.violations), ok=False)

    def _show_in_form(self, action: str, values: dict[str, str], actor: str | None) -> None:
        """Leave the command line for the action's form in the Phase panel, filled with ``values``."""
        self.query_one(CommandLine).value = ""
        self._close_command()
        self._preset = dict(values)
        self._acting = actor
        self.query_one(WizardPanel).pick(action, again=True)
