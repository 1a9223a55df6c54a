"""Modal dialogs that return their answer through ``dismiss``."""

from __future__ import annotations

from dataclasses import replace
from typing import Protocol, runtime_checkable

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingsMap
from textual.containers import Horizontal, Vertical
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.screen import ModalScreen
from textual.widgets import Button, Label

from engine.i18n import N_, tr

#: What a dialog says once it got a key it cannot use (a letter answers only as the first key: ``ConfirmDialog``).
HOW_TO_ANSWER = N_("Typed along with other keys, a letter answers nothing here: Tab to Yes, then Enter; Escape is No.")


@runtime_checkable
class HoldsKeys(Protocol):
    """A screen that can hold the keys typed after a dialog over it was answered, until it has done what the
    answer set going (``HeldKeys``: a hand shown makes the form anew)."""

    def hold_keys(self, answered_by: MessagePump | None = None) -> None:
        """Hold the keys typed from now on; hand them, in order, to the field that asks for the cursor next.

        Args:
            answered_by: What runs the answer's callback among its next callbacks (else it is run already).
        """


class ConfirmDialog(ModalScreen[bool]):
    """Ask a yes/no question; dismisses with True for yes.

    The cursor starts on No: Enter pressed out of habit changes nothing. Only the dialog's keys answer it
    (y, n, Escape, Enter on a button, Tab between them) and every other key is let be, the app's own too
    but ctrl+q: ctrl+p opened the palette over the question, which then stood unanswered under it.

    A letter answers only as the first key the dialog receives: once another key came first, y and n are
    part of something typed on (the play-test's "Ctrl+N cy" named Cy under "Leave this session?", and its y
    left the session), and only Enter on the focused button, Escape (No) or a click answers. Counted as the
    app receives each key (``key_seen``), not as it comes back up from the button: a burst's y is weighed
    before the keys ahead of it have reached the dialog.

    The answering keys (and Tab) are taken as the app receives them (priority bindings), so the keys typed after
    the answer go to the screen underneath, in order: weighed once the key had gone through the button, the
    answer came after the next keys had reached the dialog, and they were lost (the play-test's hand key, y
    and the cards ticked at once).

    A key the dialog cannot use (a letter typed on, F1, ctrl+p) is let be, and the dialog says how to answer
    instead: the play-test's "y" after a stray key did nothing and nothing said why. The same question asked
    again while it is still up (an Enter typed ahead applied the form under it once more) is not stacked on
    it: the play-test's burst stacked five, and Escape seemed to do nothing until the last one closed.
    """

    AUTO_FOCUS = "#no"

    BINDINGS = [
        Binding("y", "letter(True)", "Yes", id="confirm.yes", tooltip="Confirm", priority=True),
        Binding("n", "letter(False)", "No", id="confirm.no", tooltip="Cancel", priority=True),
        Binding("escape", "answer(False)", "No", show=False, id="confirm.escape", priority=True),
        Binding("enter", "press", "Answer", show=False, priority=True, id="confirm.press"),
        # Taken in order too: weighed after the keys behind it, Tab then Enter answered from No.
        Binding("tab", "app.focus_next", "Next", show=False, priority=True, id="confirm.next"),
        Binding("shift+tab", "app.focus_previous", "Previous", show=False, priority=True, id="confirm.previous"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question
        #: How many keys the dialog has received (the app tells it each as it comes: ``key_seen``).
        self.keys_seen = 0

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Label(self.question, id="dialog-question")
            with Horizontal(id="dialog-buttons"):
                yield Button(tr("Yes"), id="yes", variant="error", compact=True)
                yield Button(tr("No"), id="no", variant="primary", compact=True)
            hint = Label("", id="dialog-hint")
            hint.display = False  # until a key the dialog cannot use comes (``_say_how``)
            yield hint

    def on_mount(self) -> None:
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 and stack[-1] is self else None
        if isinstance(below, ConfirmDialog) and below.question == self.question:
            # Asked again under itself (keys typed ahead of the question): the one up answers for both.
            self.app.pop_screen()

    @property
    def _binding_chain(self) -> list[tuple[DOMNode, BindingsMap]]:
        chain = super()._binding_chain
        for node, bindings in chain:
            if node is self.app:  # a copy: the app's own bindings stay as they are
                for key, found in list(bindings.key_to_bindings.items()):
                    quits = [binding for binding in found if binding.action in ("quit", "app.quit")]
                    if quits:
                        # Weighed as the app receives the key, as the answers are: a modal screen hides the app's
                        # other bindings from the dialog's own, and ctrl+q did nothing while the question was up.
                        bindings.key_to_bindings[key] = [replace(binding, priority=True) for binding in quits]
                    else:
                        del bindings.key_to_bindings[key]
        return chain

    def key_seen(self, event: events.Key) -> None:
        """Count a key as the app receives it, before its bindings are weighed (``TabulaApp.on_event``)."""
        self.keys_seen += 1

    def action_letter(self, answer: bool) -> None:
        """y or n: the answer when it is the first key pressed in the dialog, else dropped (a letter of a word)."""
        if self.keys_seen <= 1:
            self.action_answer(answer)
        else:
            self._say_how()

    def on_key(self, event: events.Key) -> None:
        """A key the dialog has no use for (it came past the answering keys): say how to answer."""
        event.stop()
        self._say_how()

    def _say_how(self) -> None:
        hint = self.query_one("#dialog-hint", Label)
        hint.update(
            tr("Typed along with other keys, a letter answers nothing here: Tab to Yes, then Enter; Escape is No.")
        )
        hint.display = True

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_answer(event.button.id == "yes")

    def action_press(self) -> None:
        """Enter: the answer of the button with the cursor (No with the cursor on neither: Enter always answers)."""
        focused = self.focused
        self.action_answer(isinstance(focused, Button) and focused.id == "yes")

    def action_answer(self, answer: bool) -> None:
        """Dismiss with ``answer``; the screen underneath holds the keys typed after it, if it can, until it
        has done what the answer set going (else they reach it as they come)."""
        if self.app.screen is not self:
            return  # answered already: a second answer typed in the same burst is the screen underneath's key
        stack = self.app.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        # Textual runs the answer's callback among the next callbacks of whatever opened the dialog (private:
        # Textual says it nowhere else); the screen below gives its keys back after it.
        callbacks = self._result_callbacks
        answered_by = callbacks[-1].requester if callbacks and callbacks[-1].callback is not None else None
        self.dismiss(answer)
        if isinstance(below, HoldsKeys):
            below.hold_keys(answered_by)
