"""Where an open pick list goes: the geometry alone, with plain regions (``pick_place``)."""

from __future__ import annotations

from textual.geometry import Region

from tui.app.widgets.pick_place import MOST_ROWS, open_list_place

SCREEN = Region(0, 0, 80, 24)


def test_drops_below_when_it_fits() -> None:
    field = Region(2, 3, 30, 1)
    panel = Region(0, 1, 80, 20)
    assert open_list_place(field, panel, SCREEN, 2, 5) == (7, 0)


def test_opens_above_where_there_is_more_room() -> None:
    # The field near the panel's foot: 2 rows below it, 15 above; 10 options and a border want 12.
    field = Region(2, 18, 30, 1)
    panel = Region(0, 3, 80, 18)
    rows, offset = open_list_place(field, panel, SCREEN, 2, 10)
    assert rows == MOST_ROWS
    assert offset == -(MOST_ROWS + 1)


def test_a_panel_too_short_for_one_entry_uses_the_screen() -> None:
    field = Region(2, 5, 30, 1)
    panel = Region(0, 5, 80, 2)  # one row under the field: not even the border fits
    rows, offset = open_list_place(field, panel, SCREEN, 2, 4)
    assert (rows, offset) == (6, 0)


def test_never_more_rows_than_there_are_below() -> None:
    field = Region(2, 10, 30, 1)
    panel = Region(0, 0, 80, 16)  # 5 rows below, 10 above: a long list goes up, capped by the room above
    rows, offset = open_list_place(field, panel, SCREEN, 2, 30)
    assert rows == 10
    assert offset == -11
