"""A one-widget footer: the active bindings as a line of key hints.

Textual's Footer mounts a widget per key and cost ~70 ms of start-up here,
a quarter of the budget for the first screen; this draws the same hints
into a single line and clicks on a hint still run its action.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.widgets import Static

from engine.i18n import tr


class KeyBar(Static):
    """Key hints for the focused screen, refreshed when its bindings change."""

    DEFAULT_CSS = """
    KeyBar { dock: bottom; height: 1; background: $panel; color: $text-muted; }
    """

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._changed)
        self._spans: list[tuple[int, int, str]] = []
        self._draw()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _changed(self, _screen: object) -> None:
        self._draw()

    def redraw(self) -> None:
        """Draw the hints again (after the language changed)."""
        self._draw()

    def _draw(self) -> None:
        text = Text(no_wrap=True, overflow="ellipsis")
        self._spans = []
        seen: set[str] = set()
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if not binding.show or not binding.description or binding.action in seen or not active.enabled:
                continue
            seen.add(binding.action)
            start = len(text)
            text.append(f" {self.app.get_key_display(binding)} ", style="bold")
            # Descriptions are English literals (extracted from the Binding), translated as they are shown:
            # the language may change while the app runs.
            text.append(f"{tr(binding.description)} ")
            self._spans.append((start, len(text), key))
        if self.app.ENABLE_COMMAND_PALETTE:
            # The palette's key is the app's priority binding (hidden from the list above): name it anyway.
            start = len(text)
            key = self.app.COMMAND_PALETTE_BINDING
            text.append(f" {self.app.get_key_display(Binding(key, ''))} ", style="bold")
            text.append(tr("Palette") + " ")
            self._spans.append((start, len(text), key))
        self.update(text)

    def on_click(self, event: events.Click) -> None:
        for start, end, key in self._spans:
            if start <= event.x < end:
                self.app.simulate_key(key)
                return
