"""The map's owner-and-pieces column fits its panel (play-test at 120x40: "Ariadne (light) · Ariadne: 1 Greek and
1 sh" cut at the panel's edge mid-word, and Mare Nostrum naming a province's owner three times).

A line still too long for the panel ends after a word with "…", and the whole line shows under the list while
the cursor is on that place.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import DataTable, Static

from engine import registry
from engine.session import Session
from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.session_parts import owners
from tui.app.widgets.map_panel import MapPanel

GAMES = ["mare-nostrum", "aquileia", "struggle-for-rome", "hellas", "civilization"]


def _rows(table: DataTable[str]) -> dict[str, str]:
    """Place id -> the owner-and-pieces cell as the list shows it."""
    return {str(key.value): str(table.get_row(key)[1]) for key in table.rows}


def _fits(table: DataTable[str]) -> bool:
    """Whether the columns fit the list's width (nothing past the panel's edge, no sideways scroll)."""
    return table.virtual_size.width <= table.scrollable_content_region.width


@pytest.mark.parametrize("game", GAMES)
async def test_the_owner_and_pieces_fit_the_map_at_120x40_and_the_owner_is_said_once(game: str, tmp_path: Path) -> None:
    app = demo_app(tmp_path, game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        table = screen.query_one("#map-table", DataTable)
        panel = screen.query_one(MapPanel)
        assert _fits(table), (table.virtual_size, table.scrollable_content_region)
        session = screen.session
        named = owners(session)
        shown = _rows(table)
        for place in session.ruleset.places(session.context()):
            owner = named.get(place.owner, "") if place.owner else ""
            whole = " · ".join(part for part in (owner, place.summary) if part)
            cell = shown[place.id]
            # Whole, or cut after a word with "…" (never cut at the edge unseen).
            assert cell == whole or (cell.endswith("…") and whole.startswith(cell[:-1])), (cell, whole)
            player = next((p.name for p in session.players if p.faction == place.owner), None)
            if player is not None:
                assert whole.count(player) == 1, whole
        if game in ("hellas", "aquileia"):
            # Said compactly, every line of these demos fits whole.
            assert not any(cell.endswith("…") for cell in shown.values()), shown
        # Nothing under the list as the session opens: the whole line waits for the reader to move in the list
        # (shown with the first layout, it asked for a second one).
        assert not panel.query_one("#map-detail").display


async def test_a_cut_line_shows_whole_under_the_list_while_the_cursor_is_on_it(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "mare-nostrum")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        table = screen.query_one("#map-table", DataTable)
        detail = screen.query_one("#map-detail", Static)
        table.focus()
        table.move_cursor(row=table.get_row_index("sinai"))  # "no influence" is whole: nothing under the list
        await settle(pilot)
        assert not detail.display
        await pilot.press("down")  # Carthage, the next row
        assert str(table.get_row("carthage")[1]).endswith("…")
        assert detail.display
        assert str(detail.render()) == (
            "Carthage: Honza (Carthage) · 1 city; 2 caravans (metals, fish); 2 legions and 1 fortress"
        )
        # The line takes two rows from the list: the row it tells of stays in sight (it was scrolled away).
        drawn = [table.render_line(y).text for y in range(table.size.height)]
        assert any(line.strip().startswith("Carthage ") for line in drawn), "\n".join(drawn)
        table.move_cursor(row=table.get_row_index("antioch"))  # "Babylon · 1 legion" is whole
        await settle(pilot)
        assert not detail.display
        table.move_cursor(row=table.get_row_index("rome"))
        await settle(pilot)
        assert detail.display and str(detail.render()).startswith("Rome: Mirek (Rome) · 1 city")
        screen.query_one("#action-select").focus()  # the table works in the form: the list is not being read
        await settle(pilot)
        assert not detail.display


async def test_the_columns_fit_again_when_the_panel_changes_width_and_the_cursor_stays(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "mare-nostrum")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        table = screen.query_one("#map-table", DataTable)
        table.focus()
        table.move_cursor(row=table.get_row_index("athens"))
        await settle(pilot)
        await pilot.resize_terminal(160, 50)  # three columns: a narrower map
        await until(pilot, lambda: table.size.width < 58, "the map laid out in three columns")
        await settle(pilot)
        assert _fits(table), (table.virtual_size, table.scrollable_content_region)
        # A long name goes on two lines rather than leave the provinces' lines a few cells.
        assert table.rows[next(k for k in table.rows if k.value == "ionian")].height == 2
        assert str(table.get_row("babylon")[1]) == "Babylon · 1 legion…"
        # The rows made anew (a new width, an action applied) keep the cursor on its place.
        assert table.cursor_row == table.get_row_index("athens")
        screen.query_one(MapPanel).show(screen.session.ruleset.places(screen.session.context()))
        await settle(pilot)
        assert table.cursor_row == table.get_row_index("athens")


def test_a_player_named_after_their_faction_is_named_once() -> None:
    # The play-test's "Egypt (Egypt) · influence of …": players named after the civilization they play.
    players = [("Egypt", "egypt"), ("Honza", "carthage"), ("greece", "greece")]
    session = Session.new(registry.load("mare-nostrum"), players, (), {}, name="named")
    named = owners(session)
    assert named["egypt"] == "Egypt" and named["greece"] == "greece"
    assert named["carthage"] == "Honza (Carthage)" and named["rome"] == "Rome"
