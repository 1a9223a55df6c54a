"""The map panel: the ruleset's places with owners and pieces, filterable; or the board drawn as it lies.

Where the game draws its board (``Ruleset.drawn_session``: the Hellas coast as hexes), ctrl+b shows the
drawing in place of the list, whole: it scrolls both ways, never wrapped nor cut.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import ScrollableContainer, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import DataTable, Input, Static

from engine.i18n import N_, tr
from engine.names import fold_words
from engine.views import Place
from tui.widgets.soon import after_first_paint


class MapPanel(Vertical):
    """Places in a table, with a filter box."""

    BORDER_TITLE = N_("Map")  # translated in __init__: the language may change while the app runs
    # width: auto keeps every line of the drawing whole (the box scrolls sideways instead).
    DEFAULT_CSS = """
    MapPanel #map-drawn { height: 1fr; }
    MapPanel #map-drawn-text { width: auto; }
    """

    @dataclass
    class PlaceSelected(Message):
        """A place was chosen (Enter or click)."""

        place_id: str

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

    def compose(self) -> ComposeResult:
        yield Input(placeholder=_placeholder(self._places), id="map-filter", compact=True)
        table: DataTable[str] = DataTable(id="map-table", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        after_first_paint(self, self._refill)

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

    def _refill(self) -> None:
        wanted = fold_words(self.query_one("#map-filter", Input).value)
        table = self.query_one("#map-table", DataTable)
        rows: dict[str, tuple[Text, Text]] = {}
        shown: list[str] = []
        for place in self._places:
            owner = self.owners.get(place.owner, place.owner) if place.owner else ""
            info = " · ".join(part for part in (owner, place.summary) if part)
            # Text, not str: a str cell is markup, and names are players' own text.
            rows[place.id] = (Text(place.name), Text(info))
            # What stands there counts too: "caravan" finds every place with one.
            words = fold_words(" ".join([place.id, place.name, place.kind, owner, place.summary, *place.tags]))
            if not wanted or all(w in words for w in wanted.split()):
                shown.append(place.id)
        # The columns get their widths here, before any row is drawn. Left to the table, a column is as wide
        # as its title until the table's idle message measures the rows, and a cell drawn before that stays
        # cut in the table's cache until a resize (play-test: "Equi", "Germa" until f2). Measured over every
        # place, not only the ones the filter shows, so the columns stay put while a filter is typed.
        table.clear(columns=True)
        for column, title in enumerate((Text(tr("place")), Text(tr("owner · pieces")))):
            width = max([title.cell_len, *(cells[column].cell_len for cells in rows.values())])
            table.add_column(title, width=width, key=f"column-{column}")
        for key in shown:
            table.add_row(*rows[key], key=key)

    def on_key(self, event: events.Key) -> None:
        # Escape in the filter box leaves the box (emptied), not the session.
        box = self.query_one("#map-filter", Input)
        if event.key == "escape" and box.has_focus:
            event.stop()
            event.prevent_default()
            box.value = ""
            self.query_one("#map-table", DataTable).focus()

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "map-filter":
            event.stop()
            self._refill()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.post_message(self.PlaceSelected(event.row_key.value))


def _placeholder(places: Sequence[Place]) -> str:
    """The filter's hint: what it matches, with this board's commonest kinds and tags as examples."""
    common = Counter(w for p in places for w in (p.kind, *p.tags) if w)
    examples = [w for w, _ in common.most_common(3)]
    return tr("find (/): name, owner, pieces") + "".join(f", {w}" for w in examples) + "…"
