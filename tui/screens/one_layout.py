"""A screen laid out once per change, not twice.

Textual lays a screen out, then hands each widget its size; a widget that has just been mounted (a new form,
the whole screen as it opens) sees its virtual size change from nothing and asks for a layout again. That
second layout of the whole screen finds nothing new (the first one measured every widget as it stands) and
costs 10-30 ms on the session screen, a third of an action's time. ``OneLayout`` drops those requests, and
only those: a widget whose scroll bars came or went in the first layout (its inner size changed) keeps its
request, as does one that asked before the layout or asks after it.

This looks into Textual's private workings (``_refresh_layout``, ``_layout_required``, the compositor's
widgets); ``tests/tui/test_one_layout.py`` proves it on the Textual the project pins, so an upgrade that
changes them fails there, not at a table.
"""

from __future__ import annotations

from textual._time import get_time
from textual.events import ScreenResume
from textual.geometry import Size
from textual.messages import Layout
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widget import Widget


def _bars(widget: Widget) -> tuple[bool, bool]:
    return widget.show_vertical_scrollbar, widget.show_horizontal_scrollbar


class OneLayout(Screen[None]):
    """A screen whose full layout is not followed by a second one asked only for what it already measured."""

    #: Textual's, without the repaint of the whole screen it asks for each time the cursor moves (each Tab
    #: drew every panel again): the widgets the move restyles ask for their own.
    focused: Reactive[Widget | None] = Reactive(None, repaint=False)

    #: When the last full layout began (Textual's clock): a layout asked before it was done by it.
    _laid_out_at = 0.0
    #: The size the screen was last laid out at in full.
    _laid_out_size: Size | None = None
    #: Whether the screen has been shown before (Textual restyles a screen each time it comes back).
    _shown_before = False

    def _on_screen_resume(self, event: ScreenResume) -> None:
        # Runs before Textual's own handler (a subclass's comes first). Shown the first time, the screen was
        # styled widget by widget as it mounted a moment ago: styled all over again, it took 17 ms of opening
        # a session. Coming back (a theme changed meanwhile) it is restyled as Textual does.
        if not self._shown_before:
            self._shown_before = True
            event.refresh_styles = False

    def _refresh_layout(self, size: Size | None = None, scroll: bool = False) -> None:
        if scroll and not self._layout_widgets:
            super()._refresh_layout(size, scroll)  # a scroll only moves what shows: nothing is measured anew
            return
        widgets = list(self.walk_children(Widget))
        for widget in widgets:
            if widget._layout_required:
                # Asked, the screen not told yet: this layout does it, with what Textual would do on telling
                # (the caches of the containers that fit around the widget cleared).
                widget._layout_required = False
                _unsize_around(widget)
        bars = [_bars(widget) for widget in widgets]
        self._laid_out_at = get_time()
        self._laid_out_size = self.outer_size if size is None else size
        super()._refresh_layout(size, scroll)
        for widget, had in zip(widgets, bars, strict=True):
            if widget._layout_required and _bars(widget) == had:
                widget._layout_required = False  # only its size handed out: nothing new to measure

    def _screen_resized(self, size: Size) -> None:
        # Textual keeps the app's first Resize until a screen is up, then sends it to a screen already laid out
        # at that very size (a third of opening a session). A browser's page needs it: it is drawn anew there.
        if size == self._laid_out_size and not self.app.is_web:
            return  # anything asked since is laid out by its own request
        super()._screen_resized(size)

    async def _on_layout(self, message: Layout) -> None:
        if message.time < self._laid_out_at:
            message.stop()
            message.prevent_default()
            return  # asked before the last full layout, which measured the widget as it stood
        await super()._on_layout(message)


def _unsize_around(widget: Widget) -> None:
    """Forget the arrangement of the containers sized by ``widget`` (Textual's ``_check_refresh`` does it
    when it tells the screen of a layout asked)."""
    for ancestor in widget.ancestors:
        if not isinstance(ancestor, Widget):
            break
        ancestor._clear_arrangement_cache()
        ancestor._layout_updates += 1
        if not ancestor.styles.auto_dimensions:
            break
