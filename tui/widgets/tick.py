"""Yes/no boxes that read without colour: ``X`` when ticked, blank when not (Textual draws ``X`` in both,
told apart by colour alone, which a 16-colour or colourless terminal loses): one box, and a list of them, whose
row with the cursor is marked ``>`` (Textual's highlight is a colour too) and whose Space ticks the row the
cursor is on as the key comes (Textual ticks the row highlighted once its message comes round: Space Down
Space Down Space typed fast ticked the third row three times)."""

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


#: What marks the row with the cursor in a focused list of boxes, in place of the space before its words.
CURSOR = ">"


class Ticks(SelectionList[str]):
    """A list of boxes to tick whose marks are there only on the ticked ones (as ``Box``), the row with the
    cursor marked ``CURSOR`` while the list has it."""

    def action_select(self) -> None:
        """Space: tick (or untick) the row the cursor is on now.

        Textual's posts a message and ticks whatever row is highlighted when the message is handled: the Down
        typed right after Space had moved the cursor by then, and two Spaces ticked one row on and off.
        """
        at = self.highlighted
        if at is None:
            return
        option = self.get_option_at_index(at)
        if not option.disabled:
            self.toggle(option)

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        index = self.scroll_offset.y + y
        try:
            option = self.get_option_at_index(index)
        except OptionDoesNotExist:
            return strip
        segments = list(strip)
        # Textual's line: the box's left side, its mark, its right side, a space, then the option's words.
        if len(segments) < 4 or segments[1].text != ToggleButton.BUTTON_INNER:
            return strip
        if option.value not in self.selected:
            segments[1] = Segment(" ", segments[1].style)
        if self.has_focus and index == self.highlighted and segments[3].text == " ":
            segments[3] = Segment(CURSOR, segments[3].style)
        return Strip(segments, strip.cell_length)
