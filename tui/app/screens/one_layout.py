"""A screen laid out once per change, not twice.

Textual lays a screen out, then hands each widget its size; a widget that has just been mounted (a new form,
the whole screen as it opens) sees its virtual size change from nothing and asks for a layout again. That
second layout of the whole screen finds nothing new (the first one measured every widget as it stands) and
costs 10-30 ms on the session screen, a third of an action's time. ``OneLayout`` drops those requests, and
only those: a widget whose scroll bars came or went in the first layout (its inner size changed) keeps its
request, as does one that asked before the layout or asks after it.

Opening a screen, Textual asks for a second whole layout three more ways, none of which finds anything new:
the screen asks for itself when its own size is handed out in its first layout, and again once its widgets
are mounted (they were all laid out already); a scroll bar asks when it is styled (where it stands is its
panel's to say). The panels whose contents scroll keep their scroll bars (``tabula.tcss``), so none comes
with the contents and asks for the layout that would place it.

This looks into Textual's private workings (``_refresh_layout``, ``_layout_required``, the compositor's
widgets); ``tests/tui/test_one_layout.py`` proves it on the Textual the project pins, so an upgrade that
changes them fails there, not at a table.
"""

from __future__ import annotations

from typing import Self

from textual._time import get_time
from textual.events import ScreenResume
from textual.geometry import Region, Size
from textual.messages import Layout
from textual.reactive import Reactive
from textual.screen import Screen
from textual.scrollbar import ScrollBar, ScrollBarCorner
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
    #: The widgets the last full layout placed (a screen whose widgets are all among them needs no other).
    _laid_out_widgets: list[Widget] = []
    #: Whether a full layout is running (a request made during it is for a size it hands out).
    _laying_out = False
    #: Whether the request Textual makes once the screen's widgets are mounted is still to come.
    _mount_request_due = True

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
        self._laid_out_widgets = widgets
        self._laying_out = True
        try:
            super()._refresh_layout(size, scroll)
        finally:
            self._laying_out = False
        # The screen asks for itself as this layout hands it its size: this layout was that one.
        self._layout_required = False
        for widget, had in zip(widgets, bars, strict=True):
            if widget._layout_required and _bars(widget) == had:
                widget._layout_required = False  # only its size handed out: nothing new to measure

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Self:
        if layout and not self._laying_out and self._mount_request_due and self._mounted_event.is_set():
            # Textual's request once the widgets the screen was opened with are mounted (the first one after
            # the mount): a layout since placed every widget the screen has.
            self._mount_request_due = False
            layout = list(self.walk_children(Widget)) != self._laid_out_widgets
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _screen_resized(self, size: Size) -> None:
        # Textual keeps the app's first Resize until a screen is up, then sends it to a screen already laid out
        # at that very size (a third of opening a session). A browser's page needs it: it is drawn anew there.
        if size == self._laid_out_size and not self.app.is_web:
            return  # anything asked since is laid out by its own request
        super()._screen_resized(size)

    async def _on_layout(self, message: Layout) -> None:
        if isinstance(message.widget, ScrollBar | ScrollBarCorner):
            # Styled, a scroll bar asks for a layout; where it stands and how thick it is are its panel's.
            message.stop()
            message.prevent_default()
            message.widget.refresh()
            return
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
