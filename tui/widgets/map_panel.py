"""The map panel: the ruleset's places with owners and pieces, filterable."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import DataTable, Input

from engine.views import Place


class MapPanel(Vertical):
    """Places in a table, with a filter box."""

    BORDER_TITLE = "Map"

    @dataclass
    class PlaceSelected(Message):
        """A place was chosen (Enter or click)."""

        place_id: str

    def __init__(self, places: Sequence[Place] = (), **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self._places: list[Place] = list(places)

    def compose(self) -> ComposeResult:
        yield Input(placeholder="filter: name, owner, war, sea...", id="map-filter", compact=True)
        table: DataTable[str] = DataTable(id="map-table", cursor_type="row", zebra_stripes=True)
        yield table

    def on_mount(self) -> None:
        table = self.query_one("#map-table", DataTable)
        table.add_columns("place", "owner · pieces")
        self._refill()

    def show(self, places: Sequence[Place]) -> None:
        """Replace the rows (keeps the filter)."""
        self._places = list(places)
        self._refill()

    def _refill(self) -> None:
        wanted = self.query_one("#map-filter", Input).value.strip().lower()
        table = self.query_one("#map-table", DataTable)
        table.clear()
        for place in self._places:
            words = " ".join([place.id, place.name, place.kind, place.owner or "", *place.tags]).lower()
            if wanted and not all(w in words for w in wanted.split()):
                continue
            info = " · ".join(part for part in (place.owner or "", place.summary) if part)
            # Text, not str: a str cell is markup, and names are players' own text.
            table.add_row(Text(place.name), Text(info), key=place.id)

    def on_input_changed(self, event: Input.Changed) -> None:
        if event.input.id == "map-filter":
            event.stop()
            self._refill()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value is not None:
            self.post_message(self.PlaceSelected(event.row_key.value))
