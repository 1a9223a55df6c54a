"""Yes/no boxes that read without colour: ``X`` when ticked, blank when not (Textual draws ``X`` in both,
told apart by colour alone, which a 16-colour or colourless terminal loses): one box, and a list of them."""

from __future__ import annotations

from rich.segment import Segment
from textual.content import Content
from textual.strip import Strip
from textual.style import Style
from textual.widgets import Checkbox, SelectionList
from textual.widgets._toggle_button import ToggleButton
from textual.widgets.option_list import OptionDoesNotExist


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


class Ticks(SelectionList[str]):
    """A list of boxes to tick whose marks are there only on the ticked ones (as ``Box``)."""

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        try:
            option = self.get_option_at_index(self.scroll_offset.y + y)
        except OptionDoesNotExist:
            return strip
        segments = list(strip)
        # Textual's line: the box's left side, its mark, its right side, a space, then the option's words.
        if option.value in self.selected or len(segments) < 2 or segments[1].text != ToggleButton.BUTTON_INNER:
            return strip
        segments[1] = Segment(" ", segments[1].style)
        return Strip(segments, strip.cell_length)
