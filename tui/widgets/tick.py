"""A yes/no box that reads without colour: ``X`` when ticked, blank when not (Textual draws ``X`` in both,
told apart by colour alone, which a 16-colour or colourless terminal loses)."""

from __future__ import annotations

from textual.content import Content
from textual.style import Style
from textual.widgets import Checkbox


class Box(Checkbox):
    """A check box whose mark is there only when it is ticked."""

    @property
    def _button(self) -> Content:
        """The box as Textual draws it, its mark blank while unticked."""
        button_style = self.get_visual_style("toggle--button")
        # The sides take the button's colour as their foreground, as Textual's own box does.
        side_style = Style(foreground=button_style.background, background=self.background_colors[1])
        inner = self.BUTTON_INNER if self.value else " "
        return Content.assemble(
            (self.BUTTON_LEFT, side_style),
            (inner, button_style),
            (self.BUTTON_RIGHT, side_style),
        )
