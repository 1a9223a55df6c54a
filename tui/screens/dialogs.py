"""Modal dialogs that return their answer through ``dismiss``."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from engine.i18n import tr


class ConfirmDialog(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes.

    The cursor starts on No: Enter pressed out of habit changes nothing. Only the dialog's keys answer it
    (y, n, Escape, Enter on a button, Tab between them) and every other key is let be, the app's own too
    but ctrl+q: ctrl+p opened the palette over the question, which then stood unanswered under it.
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

    @property
    def _binding_chain(self) -> list[tuple[DOMNode, BindingsMap]]:
        chain = super()._binding_chain
        for node, bindings in chain:
            if node is self.app:  # a copy: the app's own bindings stay as they are
                for key, found in list(bindings.key_to_bindings.items()):
                    if not any(binding.action in ("quit", "app.quit") for binding in found):
                        del bindings.key_to_bindings[key]
        return chain

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
