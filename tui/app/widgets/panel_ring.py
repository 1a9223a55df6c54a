"""The bright border of the panel that holds the cursor, and its title in reverse: the mark that shows without
colour (16 colours, NO_COLOR), where the panel itself has the cursor (the hand, to scroll it) as much as a field.

A ``:focus-within`` rule in the stylesheet would draw it, but Textual then restyles every widget inside the
panel at each move of the cursor (the whole form, on each Tab and each Apply: about 10 ms a time on the
session screen). Only the panel's own border changes, so it is set on the panel alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.color import Color
from textual.widget import Widget


class PanelRing:
    """Keeps the border of ``panels`` bright on the one the focused widget is in, dim on the others."""

    def __init__(self, panels: Sequence[Widget]) -> None:
        self._panels = tuple(panels)
        self._lit: Widget | None = None

    def follow(self, focused: Widget | None) -> None:
        """Light the panel ``focused`` is in (none when the cursor is outside them all)."""
        ancestors = focused.ancestors_with_self if focused is not None else ()
        lit = next((panel for panel in self._panels if panel in ancestors), None)
        if lit is self._lit:
            return
        if self._lit is not None:
            self._draw(self._lit, lit=False)
        if lit is not None:
            self._draw(lit, lit=True)
        self._lit = lit

    @property
    def lit(self) -> Widget | None:
        """The panel drawn as holding the cursor."""
        return self._lit

    def redraw(self) -> None:
        """Draw the lit panel again (the theme, and so its colours, changed)."""
        if self._lit is not None:
            self._draw(self._lit, lit=True)

    @staticmethod
    def _draw(panel: Widget, lit: bool) -> None:
        if not lit:
            panel.styles.border = None  # the stylesheet's dim border again
            panel.styles.clear_rule("border_title_style")
            return
        accent = panel.app.get_css_variables().get("accent", "white")
        # The same edge kind as the stylesheet's: only the colour changes, so nothing is laid out again.
        panel.styles.border = ("round", Color.parse(accent))
        # A colour alone is lost in 16 colours or none: Tab past the form's last field reached the hand with
        # nothing on the screen to say so.
        panel.styles.border_title_style = "bold reverse"
