"""The map panel: the ruleset's places with owners and pieces, filterable; or the board drawn as it lies.

The list fits the panel's width: a place's name stays whole, and an owner-and-pieces line too long for what
is left ends after a word with "…"; the highlighted place's whole line shows under the list while the list
has the cursor. Where the game draws its board (``Ruleset.drawn_session``: the Hellas coast as hexes),
ctrl+b shows the drawing in place of the list, whole: it scrolls both ways, never wrapped nor cut.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rich.cells import cell_len, set_cell_size
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import ScrollableContainer, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.message import Message
from textual.widgets import DataTable, Input, Static

from engine.i18n import N_, tr
from engine.names import fold_words
from engine.views import Place
from tui.app.widgets.soon import after_first_paint
from tui.app.widgets.text_box import TextBox


class PlaceList(DataTable[str]):
    """The places, one a row, their columns fitted to the list's width as the screen's layout hands it out.

    Fitted later (on the Resize event), the list's new size laid the whole session screen out a second time
    as it opened (``tui/app/screens/one_layout.py``); Textual has no public hook in between, hence
    ``_size_updated``, proven by ``tests/tui/test_one_layout.py`` and ``tests/tui/test_map_columns.py``.
    """

    def __init__(self, fit: Callable[[int], None], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: Fits the columns to a width (the panel's, which knows the lines).
        self.fit = fit
        #: The width last handed out.
        self.fitted_width = 0

    def _size_updated(self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True) -> bool:
        if size.width != self.fitted_width:
            self.fitted_width = size.width
            self.fit(size.width)
        return super()._size_updated(size, virtual_size, container_size, layout)

    def on_resize(self) -> None:
        # The row with the cursor stays in sight when the list gets shorter (the whole line of a cut row shown
        # under it took two rows, and hid the row it told of).
        if self.row_count:
            self.move_cursor(row=self.cursor_row, animate=False)


class MapPanel(Vertical):
    """Places in a table, with a filter box."""

    BORDER_TITLE = N_("Map")  # translated in __init__: the language may change while the app runs
    # width: auto keeps every line of the drawing whole (the box scrolls sideways instead).
    DEFAULT_CSS = """
    MapPanel #map-drawn { height: 1fr; }
    MapPanel #map-drawn-text { width: auto; }
    MapPanel #map-detail { height: auto; max-height: 3; padding: 0 1; color: $text-muted; }
    """

    class PlaceSelected(Message):
        """A place was chosen (Enter or click)."""

        def __init__(self, place_id: str) -> None:
            super().__init__()
            self.place_id = place_id

    def __init__(
        self,
        places: Sequence[Place] = (),
        owners: Mapping[str, str] | None = None,
        drawer: Callable[[], Sequence[str]] | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.border_title = tr(self.BORDER_TITLE)
        self._places: list[Place] = list(places)
        #: Faction id -> who plays it, as shown ("Lucka (egypt)").
        self.owners = dict(owners or {})
        #: The board drawn as it lies now, asked whenever the drawing is shown (none: the game draws none).
        self.drawer = drawer
        #: Place id -> its name and whole owner-and-pieces line, where the list had to cut the line.
        self._cut: dict[str, tuple[str, str]] = {}
        #: Whether the list has had its rows.
        self._filled = False
        #: Whether Down in the find box has sent the cursor to the list (it gets there a moment later).
        self._to_list = False

    def compose(self) -> ComposeResult:
        # Its own keys (Enter, Backspace) act in the order typed, not after the keys typed behind them.
        yield TextBox(placeholder=_placeholder(self._places), id="map-filter", compact=True)
        yield PlaceList(self._fit, id="map-table", cursor_type="row", zebra_stripes=True)
        yield Static(id="map-detail", markup=False)

    def on_mount(self) -> None:
        self.query_one("#map-detail").display = False
        after_first_paint(self, self._refill)

    def _fit(self, width: int) -> None:
        """Fit the columns to the list's new width (a layout: the session opening, tabs, f2, a resized
        terminal), once the list has its rows (after the first frame, in a terminal)."""
        if self._filled:
            self._refill(width, laying_out=True)

    def show(self, places: Sequence[Place]) -> None:
        """Replace the rows (keeps the filter), and the drawing if it is shown."""
        self._places = list(places)
        self.query_one("#map-filter", Input).placeholder = _placeholder(self._places)
        self._refill()
        if self.drawing and self.drawer is not None:
            self.query_one("#map-drawn-text", Static).update(Content("\n".join(self.drawer())))

    @property
    def drawing(self) -> bool:
        """Whether the board drawn shows in place of the list."""
        return not self.query_one("#map-table").display

    async def toggle_drawn(self) -> bool:
        """Show the board drawn in place of the list, or the list again.

        Returns:
            Whether the drawing shows now (never where the game draws nothing).
        """
        lines = [] if self.drawing or self.drawer is None else list(self.drawer())
        found = self.query("#map-drawn")
        for part in ("#map-filter", "#map-table"):
            self.query_one(part).display = not lines
        self._show_detail()
        if found:
            found.first().display = bool(lines)
        if not lines:
            return False
        # Content, not markup: names are the table's own text.
        text = Content("\n".join(lines))
        if found:
            self.query_one("#map-drawn-text", Static).update(text)
        else:
            # Made the first time it is asked for: most evenings never draw, and the session opens without it.
            await self.mount(ScrollableContainer(Static(text, id="map-drawn-text"), id="map-drawn"))
        return True

    def _refill(self, width: int | None = None, laying_out: bool = False) -> None:
        """Fill the list from the places (those the filter finds).

        Args:
            width: The list's width, where a layout is handing out a new one (else its own).
            laying_out: Whether a layout is under way: the line under the list is left as it is (shown or
                hidden now, it would be left out of the layout, or ask for another).
        """
        self._filled = True
        wanted = fold_words(self.query_one("#map-filter", Input).value)
        table = self.query_one("#map-table", DataTable)
        lines: dict[str, tuple[str, str]] = {}
        shown: list[str] = []
        for place in self._places:
            owner = self.owners.get(place.owner, place.owner) if place.owner else ""
            lines[place.id] = (place.name, " · ".join(part for part in (owner, place.summary) if part))
            # What stands there counts too: "caravan" finds every place with one.
            # Kinds and tags are ids: found by their words in the language spoken too ("krajina" for "tile").
            kinds = [place.kind, *place.tags]
            words = fold_words(" ".join([place.id, place.name, owner, place.summary, *kinds, *map(tr, kinds)]))
            if not wanted or all(w in words for w in wanted.split()):
                shown.append(place.id)
        # The columns get their widths here, before any row is drawn. Left to the table, a column is as wide
        # as its title until the table's idle message measures the rows, and a cell drawn before that stays
        # cut in the table's cache until a resize (play-test: "Equi", "Germa" until f2). Measured over every
        # place, not only the ones the filter shows, so the columns stay put while a filter is typed.
        titles = (tr("place"), tr("owner · pieces"))
        # The vertical scrollbar's cells are kept free even while it is not shown: rows added later bring it.
        room = max((table.size.width if width is None else width) - table.styles.gutter.width, 0)
        room = max(room - table.styles.scrollbar_size_vertical, 0) if room else 0
        padding = 4 * table.cell_padding
        widths = _columns(list(lines.values()), titles, room - padding if room else 0)
        self._cut = {key: line for key, line in lines.items() if cell_len(line[1]) > widths[1]}
        keep = _row_key(table)
        # The cursor put back is no move of the reader's: the line under the list is seen to below.
        with table.prevent(DataTable.RowHighlighted):
            table.clear(columns=True)
            for column, title in enumerate(titles):
                table.add_column(Text(title), width=widths[column], key=f"column-{column}")
            height = table.header_height
            for key in shown:
                name, info = lines[key]
                # Text, not str: a str cell is markup, and names are players' own text.
                wrapped = len(Text(name).wrap(self.app.console, widths[0])) if cell_len(name) > widths[0] else 1
                table.add_row(Text(name), Text(_fit(info, widths[1])), key=key, height=wrapped)
                height += wrapped
            # The list's size at once, as the table works it out when idle: then, after a layout, it asked for
            # one more.
            table.virtual_size = Size(sum(widths) + padding, height)
            if keep in shown:
                # The rows are made anew after every action: the cursor stays on the place it was on.
                table.move_cursor(row=shown.index(keep), animate=False)
        if not laying_out and self.query_one("#map-detail").display:
            self._show_detail()  # the line shown is the new one (or goes, the row whole now)

    def _show_detail(self) -> None:
        """Under the list, the highlighted place's whole line where the list cut it, while the list has the
        cursor (someone is reading the map, not filling in a form); nothing otherwise. Asked as the cursor moves
        or comes to the list: as the session opens nothing shows (another layout, for a row nobody chose)."""
        detail = self.query_one("#map-detail", Static)
        table = self.query_one("#map-table", DataTable)
        line = self._cut.get(_row_key(table) or "") if table.has_focus and table.display else None
        if line is not None:
            detail.update(Text(": ".join(line)))
        if detail.display != (line is not None):
            detail.display = line is not None

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._show_detail()

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        if event.widget.id == "map-filter":
            self._to_list = False
        self._show_detail()

    def on_descendant_blur(self) -> None:
        self._show_detail()

    def on_key(self, event: events.Key) -> None:
        # Escape in the filter box leaves the box (emptied), not the session; Down goes on to the places found.
        box = self.query_one("#map-filter", Input)
        if event.key in ("escape", "down") and box.has_focus:
            event.stop()
            event.prevent_default()
            table = self.query_one("#map-table", DataTable)
            if event.key == "escape":
                box.value = ""
            elif self._to_list:
                # A Down typed behind the one that sent the cursor to the list, before it got there: the list's
                # Down, in turn (the play-test's "south" Down Down Down Enter picked the first hit).
                table.action_cursor_down()
                return
            self._to_list = event.key == "down"
            table.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        # Enter in the filter box chooses the place the list has its cursor on, as Enter in the list does (the
        # play-test's "/athe" then Enter did nothing).
        if event.input.id != "map-filter":
            return
        event.stop()
        place = _row_key(self.query_one("#map-table", DataTable))
        if place:
            self.post_message(self.PlaceSelected(place))

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "map-filter":
            event.stop()
            self._refill()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.post_message(self.PlaceSelected(event.row_key.value))


#: The fewest cells the owner-and-pieces column is given in a narrow panel (then the list scrolls sideways).
_FEWEST = 12


def _columns(lines: Sequence[tuple[str, str]], titles: tuple[str, str], room: int) -> tuple[int, int]:
    """The widths of the name and owner-and-pieces columns for ``lines`` in ``room`` cells (0: as wide as they are).

    Names stay whole (a cut name was the play-test's worst); past the panel's edge the owner-and-pieces line
    was cut mid-word, unseen ("1 Greek and 1 sh"): it gets the rest. A long name goes on two lines where that
    lets more lines show whole ("Sea between Rome and Athens" left Mare Nostrum's provinces 25 cells at
    120x40), or, as many cut either way, to leave the lines three fifths of the room. A name of one or two words
    broken counts as a line cut: its second word read as a place of its own (Hellas's "Dolphin / tile", broken
    to save one line its end); a longer name breaks between phrases ("Sea between / Rome and Athens").
    """
    names = max([cell_len(titles[0]), *(cell_len(name) for name, _ in lines)])
    infos = max([cell_len(titles[1]), *(cell_len(info) for _, info in lines)])
    if not room or names + infos <= room:
        return names, infos
    shortest = max([cell_len(titles[0]), *(cell_len(word) for name, _ in lines for word in name.split())])
    widths = range(shortest, max(names, shortest) + 1)
    short = [cell_len(name) for name, _ in lines if len(name.split()) <= 2]
    cut = [
        sum(cell_len(info) > room - width for _, info in lines) + sum(size > width for size in short)
        for width in widths
    ]
    fewest = [width for width, n in zip(widths, cut, strict=True) if n == min(cut)]
    best = max(fewest[0], min(fewest[-1], room * 2 // 5))
    return best, max(room - best, cell_len(titles[1]), _FEWEST)


def _fit(text: str, width: int) -> str:
    """``text`` within ``width`` cells: whole, or ended after a word with "…"."""
    if cell_len(text) <= width:
        return text
    head = set_cell_size(text, width - 1)
    cuts = ("; ", ", ", " · ", " (", f" {tr('and')} ")
    # After the last whole item ("1 legion…", not "1 legion and 1…"), where that leaves a fair part.
    at = max(text.rfind(cut, 0, len(head) + len(cut)) for cut in cuts)
    if at >= width * 2 // 5:
        head = text[:at]
    elif text[len(head)] != " " and " " in head:
        words = head.split(" ")[:-1]  # else after a word: "2 caravans (metals…", not "(me…"
        # A count whose thing is cut off says nothing: it goes too.
        while len(words) > 1 and words[-1].strip(";,·(").isdigit():
            words.pop()
        head = " ".join(words)
    return head.rstrip(" ·;,:(") + "…"


def _row_key(table: DataTable[str]) -> str | None:
    """The key of the row with the cursor (None in an empty list)."""
    if not table.row_count or not table.is_valid_row_index(table.cursor_row):
        return None
    return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value


def _placeholder(places: Sequence[Place]) -> str:
    """The filter's hint: what it matches, with this board's commonest kinds and tags as examples."""
    common = Counter(w for p in places for w in (p.kind, *p.tags) if w)
    examples = [w for w, _ in common.most_common(3)]
    return tr("find (/): name, owner, pieces") + "".join(f", {tr(w)}" for w in examples) + "…"
