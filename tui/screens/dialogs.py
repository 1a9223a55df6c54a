"""Modal dialogs that return their answer through ``dismiss``."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from engine.i18n import tr


class ConfirmDialog(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes.

    The cursor starts on No: Enter pressed out of habit changes nothing.
    """

    AUTO_FOCUS = "#no"

    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="confirm.yes", tooltip="Confirm"),
        Binding("n,escape", "answer(False)", "No", id="confirm.no", tooltip="Cancel"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(self.question, id="dialog-question")
            with Horizontal(id="dialog-buttons"):
                yield Button(tr("Yes"), id="yes", variant="error", compact=True)
                yield Button(tr("No"), id="no", variant="primary", compact=True)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
