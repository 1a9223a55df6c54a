"""Count fields with - and + around them: a number typed, or stepped with +/- (and Up/Down) within its bounds."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Input, Static

from tui.app.widgets.text_box import TextBox


class Stepper(Horizontal):
    """A whole number with - and + buttons (and typed digits)."""

    DEFAULT_CSS = """
    Stepper { height: 1; width: 1fr; }
    Stepper Input { width: 1fr; }
    Stepper _Step { width: 3; height: 1; content-align: center middle; background: $panel; }
    Stepper _Step:hover { background: $panel-lighten-2; }
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
        yield _Step("-", up=False)
        yield _Number(self._value, placeholder=self._placeholder, compact=True, type="integer")
        yield _Step("+", up=True)

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


class _Step(Static):
    """A - or + beside the number, for the mouse (the number is typed or stepped with keys; Tab skips it).

    Not a ``Button``: a button restyles itself three times as it mounts (its variant, its flatness), and a
    form with a count field opened that much slower.
    """

    def __init__(self, sign: str, up: bool) -> None:
        super().__init__(sign, classes="step-up" if up else "step-down", markup=False)
        self.up = up

    def on_click(self, event: events.Click) -> None:
        event.stop()
        stepper = self.parent
        if isinstance(stepper, Stepper):
            stepper.step(up=self.up)


class _Number(TextBox):
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
