"""A one-widget footer: the active bindings as a line of key hints.

Textual's Footer mounts a widget per key and cost ~70 ms of start-up here,
a quarter of the budget for the first screen; this draws the same hints
into a single line and clicks on a hint still run its action.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.css.scalar import Scalar
from textual.widgets import Static

from engine.i18n import tr

#: At most this many lines of hints on a phone's narrow screen (the rest is cut, as on one line before).
MOST_LINES = 3
#: Screens narrower than this are a phone's (``session_parts.NARROW``, not imported: the home screen would load the
#: session's modules), where a tap on a hint is the only way to that key: the hints wrap.
NARROW = 60


class KeyBar(Static):
    """Key hints for the focused screen, refreshed when its bindings change."""

    DEFAULT_CSS = """
    KeyBar { dock: bottom; height: 1; background: $panel; color: $text-muted; }
    """

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._changed)
        self._spans: list[tuple[int, int, int, str]] = []
        self._drawn = ""  # the hints as last drawn
        self._draw()

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _changed(self, _screen: object) -> None:
        self._draw()

    def redraw(self) -> None:
        """Draw the hints again (after the language changed)."""
        self._draw()

    def _draw(self) -> None:
        hints: list[tuple[str, str, str]] = []  # (key shown, description, key to simulate)
        seen: set[str] = set()
        for key, active in self.screen.active_bindings.items():
            binding = active.binding
            if not binding.show or not binding.description or binding.action in seen or not active.enabled:
                continue
            seen.add(binding.action)
            # Descriptions are English literals (extracted from the Binding), translated as they are shown:
            # the language may change while the app runs.
            hints.append((self.app.get_key_display(binding), tr(binding.description), key))
        if self.app.ENABLE_COMMAND_PALETTE:
            # The palette's key is the app's priority binding (hidden from the list above): name it anyway.
            key = self.app.COMMAND_PALETTE_BINDING
            hints.append((self.app.get_key_display(Binding(key, "")), tr("Palette"), key))
        # On a phone, hints that do not fit go on a second line (a tap on a hint is the only way to that key):
        # every hint stays in reach. Elsewhere the bar keeps to one line (at 80x24 its second line took a row
        # the glance strip's facts needed): the hints that do not fit are left out from the last, so the same
        # ones always show first, and "Keys" lists them all.
        width = self.size.width or 10_000
        most = MOST_LINES if self.app.size.width < NARROW else 1
        lines: list[Text] = [Text(no_wrap=True, overflow="ellipsis")]
        self._spans = []
        for shown, said, key in hints:
            size = len(shown) + len(said) + 3
            if len(lines[-1]) and len(lines[-1]) + size > width:
                if len(lines) >= most:
                    break
                lines.append(Text(no_wrap=True, overflow="ellipsis"))
            line = lines[-1]
            start = len(line)
            line.append(f" {shown} ", style="bold")
            line.append(f"{said} ")
            self._spans.append((len(lines) - 1, start, len(line), key))
        drawn = Text("\n").join(lines)
        if drawn.plain == self._drawn:
            return  # the same hints: an update lays the whole screen out again, and every focus change asks
        self._drawn = drawn.plain
        # The screen is laid out again only when the bar's height changes (else its words are just drawn).
        taller = self.styles.height != Scalar.from_number(len(lines))
        if taller:
            self.styles.height = len(lines)
        self.update(drawn, layout=taller)

    def on_resize(self, event: events.Resize) -> None:
        self._draw()

    def on_click(self, event: events.Click) -> None:
        for row, start, end, key in self._spans:
            if row == event.y and start <= event.x < end:
                self.app.simulate_key(key)
                return
