"""Pick lists that answer to typing, and count fields with +/- steppers.

Textual's ``Select`` searches its options only once the list is open, and
only options whose prompt is plain text or ``Text``. ``PickList`` opens on
the first letter typed and searches at once, so "gra" finds grain without
ten presses of Down. ``Stepper`` is a number field with - and + around it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Input, Select
from textual.widgets._select import SelectOverlay


class PickList(Select[str]):
    """A drop-down whose options are found by typing (the list opens on the first letter).

    Enter on a closed list that has a value is a submit (``Submitted``), as in a
    text field: the form applies its action. Down or Space still open the list.
    Enter on the open list picks the highlighted entry and submits too (``applies``),
    so one Enter applies the form from any field; the action list, whose pick opens
    a form, only picks.
    """

    #: Whether Enter on the open list submits as well as picks (one Enter, not two, applies the form).
    applies = True

    @dataclass
    class Submitted(Message):
        """Enter on a chosen value."""

        pick: PickList

    def __init__(self, pairs: Sequence[tuple[str, str]], value: str | None = None, **kwargs: object) -> None:
        # Text prompts: the search reads plain Text (Content is skipped), and a str would be markup.
        options = [(Text(label), ident) for ident, label in pairs]
        initial = value if value is not None and value in {i for i, _ in pairs} else Select.NULL
        super().__init__(options, value=initial, compact=True, **kwargs)  # type: ignore[arg-type]

    async def _on_key(self, event: events.Key) -> None:
        if self.expanded and event.key == "enter" and self.applies:
            # The open list's own Enter would only pick and close (a second Enter applied): pick here,
            # then submit, after the pick's Changed so the form is checked with the entry picked.
            event.stop()
            event.prevent_default()
            self.pick_highlighted()
            if self.value != Select.NULL:
                self.post_message(self.Submitted(self))
            return
        if not self.expanded and event.key == "enter" and self.value != Select.NULL:
            event.stop()
            event.prevent_default()
            self.post_message(self.Submitted(self))
            return
        # Letters search; digits and signs are left to the screen's keys (players 1..6, : ? /):
        # option names start with letters.
        if not self.expanded and event.is_printable and event.character and event.character.isalpha():
            event.stop()
            event.prevent_default()
            self.expanded = True
            # The open list searches what is typed; pass it the letter that opened it.
            self.call_after_refresh(self.app.simulate_key, event.key)
            return
        await super()._on_key(event)

    def pick_highlighted(self, refocus: bool = True) -> None:
        """Take the entry highlighted in the open list and close it, as the list's own Enter does.

        Args:
            refocus: Put the cursor back on the list (not while the screen holds the keys for the next form).
        """
        if self.expanded:
            index = self.query_one(SelectOverlay).highlighted
            if index is not None and 0 <= index < len(self._options):
                value = self._options[index][1]
                if value != self.value:
                    self.value = value
        self.expanded = False
        if refocus:
            self.focus()


class Stepper(Horizontal):
    """A whole number with - and + buttons (and typed digits)."""

    DEFAULT_CSS = """
    Stepper { height: 1; width: 1fr; }
    Stepper Input { width: 1fr; }
    Stepper Button { min-width: 3; width: 3; }
    """

    def __init__(
        self,
        value: str = "",
        placeholder: str = "",
        low: int | None = None,
        high: int | None = None,
        default: int | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._value, self._placeholder, self.low, self.high = value, placeholder, low, high
        #: What an empty field means (the action's default): stepping starts from it.
        self.default = default

    def compose(self) -> ComposeResult:
        yield Button("-", classes="step-down", compact=True)
        yield _Number(self._value, placeholder=self._placeholder, compact=True, type="integer")
        yield Button("+", classes="step-up", compact=True)

    def on_mount(self) -> None:
        for button in self.query(Button):
            button.can_focus = False  # the number is typed or stepped with the mouse; Tab skips the buttons

    @property
    def value(self) -> str:
        """The number as typed ('' when empty)."""
        return self.query_one(Input).value

    @value.setter
    def value(self, text: str) -> None:
        self.query_one(Input).value = text

    def focus(self, scroll_visible: bool = True) -> Stepper:
        """Focus the number itself (the buttons are for the mouse)."""
        self.query_one(Input).focus(scroll_visible)
        return self

    @on(Button.Pressed)
    def _step(self, event: Button.Pressed) -> None:
        event.stop()
        self.step(up=event.button.has_class("step-up"))

    def step(self, up: bool) -> None:
        """One up or down, within the field's bounds (from its default when empty)."""
        field = self.query_one(Input)
        try:
            now = int(field.value) + (1 if up else -1)
        except ValueError:
            if self.default is not None:
                now = self.default + (1 if up else -1)
            else:  # nothing yet: the first step gives the least the field takes
                now = self.low if self.low is not None else (1 if up else 0)
        if self.low is not None:
            now = max(now, self.low)
        if self.high is not None:
            now = min(now, self.high)
        field.value = str(now)


class _Number(Input):
    """A stepper's number box: + and Up step up, - and Down step down; other signs stay the screen's keys."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        # Only digits and the minus go into the box: ?, : and / reach the screen's bindings.
        return character is not None and (character.isdigit() or character in "+-")

    async def _on_key(self, event: events.Key) -> None:
        stepper = self.parent
        if isinstance(stepper, Stepper):
            # A minus is a sign only in an empty box of a field that takes negatives; else it steps down.
            sign = (stepper.low is None or stepper.low < 0) and not self.value
            if event.key in ("up", "plus", "down") or (event.key == "minus" and not sign):
                event.stop()
                event.prevent_default()
                stepper.step(up=event.key in ("up", "plus"))
                return
        if event.is_printable and event.character and not (event.character.isdigit() or event.character == "-"):
            # Not part of a number: the box's own handler must not type it (prevent_default stops the
            # base class's), and it bubbles on to the screen's keys (?, :, /).
            event.prevent_default()
            return
        await super()._on_key(event)
