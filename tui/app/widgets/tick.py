"""Yes/no boxes that read without colour: ``X`` when ticked, blank when not (Textual draws ``X`` in both,
told apart by colour alone, which a 16-colour or colourless terminal loses): one box, and a list of them, whose
row with the cursor is marked ``>`` (Textual's highlight is a colour too) and stays in sight in the panel that
holds the list, and whose Space ticks the row the cursor is on as the key comes (Textual ticks the row
highlighted once its message comes round: Space Down Space Down Space typed fast ticked the third row three
times). ``Tick`` and ``CardList`` are the action form's: Enter in them applies the form, as in any field."""

from __future__ import annotations

from rich.segment import Segment
from textual import events
from textual.binding import Binding
from textual.content import Content
from textual.geometry import Offset, Region
from textual.message import Message
from textual.strip import Strip
from textual.style import Style
from textual.widget import Widget
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

    # As tall as its rows: the panel holding it scrolls (``scroll_to_highlight``). Textual's list is at most as
    # tall as its container, and scrolls itself: in a form's grid the container is as tall as the panel, and a
    # long hand's last rows were cut off below the form, out of reach of either scroll.
    DEFAULT_CSS = """
    Ticks { max-height: initial; }
    """

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

    def scroll_to_highlight(self, top: bool = False) -> None:
        """Keep the row with the cursor in sight: within the list (Textual's), and within the panels holding it.

        A form's list is as tall as its rows, so the list itself never scrolls: at 80x24 the cursor went down
        past the Phase panel's bottom edge, out of sight, while the panel stayed where it was.
        """
        super().scroll_to_highlight(top)
        if self.has_focus:  # a list the cursor is not in moves no panel (a form made, a tab shown again)
            self._row_in_sight()

    def _row_in_sight(self) -> None:
        """Scroll each container holding the list, innermost first, so that the highlighted row shows."""
        at = self.highlighted
        if at is None or not self.is_mounted or at not in self._index_to_line:
            return
        line, height = self._index_to_line[at], self._heights[at]
        # The row where the list's container places it (its scrolled content, not the screen: those places
        # are laid out already, while the screen's regions wait for the next refresh).
        region = Region(0, self.gutter.top + line - self.scroll_offset.y, self.size.width, height)
        region = region.translate(self.virtual_region.offset)
        widget: Widget = self
        while isinstance(widget.parent, Widget):
            container = widget.parent
            before = container.scroll_offset
            moved = Offset()
            if widget.styles.dock == "none":  # a docked widget does not scroll with its container
                # Less what docked widgets cover (the Phase panel's pinned check line), as Textual's own does.
                moved = container.scroll_to_region(
                    region, spacing=widget.dock_gutter, animate=False, immediate=True, x_axis=False
                )
            # The same row where the container's own container places it.
            region = region.translate(
                Offset(*container.gutter.top_left) - before - moved + container.virtual_region.offset
            )
            widget = container

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


class CardList(Ticks):
    """One box per card: Space ticks the highlighted card, Enter applies the form (as in any field)."""

    BINDINGS = [
        Binding("enter", "submit", "Apply", show=False, id="cards.apply", tooltip="Apply the action"),
    ]

    class Submitted(Message):
        """Enter in the card list."""

        def __init__(self, cards: CardList) -> None:
            super().__init__()
            self.cards = cards

    def action_submit(self) -> None:
        """Enter: apply, as Enter does in every other field (Space ticks)."""
        self.post_message(self.Submitted(self))


class Tick(Box):
    """A yes/no box: Space ticks it, Enter applies the form (as in any field; Textual's box ticks on Enter)."""

    BINDINGS = [
        Binding("enter", "submit", "Apply", show=False, id="tick.apply", tooltip="Apply the action"),
    ]

    class Submitted(Message):
        """Enter on the box."""

        def __init__(self, tick: Tick) -> None:
            super().__init__()
            self.tick = tick

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            # Before the box's own binding (enter,space) can tick it.
            event.stop()
            event.prevent_default()
            self.action_submit()
            return
        await super()._on_key(event)

    def action_submit(self) -> None:
        """Enter: apply, as Enter does in every other field."""
        self.post_message(self.Submitted(self))
