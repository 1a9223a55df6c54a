"""The kit editor draws the board (ctrl+b): the kit being edited, changes not kept yet included."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, Input, OptionList, Static

from tests.settle import until
from tui.app.app import TabulaApp
from tui.app.screens.kit import KitScreen
from tui.app.screens.kit_board import KitBoardScreen


def _drawn(screen: KitBoardScreen) -> list[str]:
    """The drawing's lines as the screen paints them."""
    text = screen.query_one("#board-text", Static)
    return [text.render_line(y).text.rstrip() for y in range(text.size.height)]


async def test_ctrl_b_draws_the_kit_being_edited_and_escape_goes_back(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="struggle-for-rome")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        editor = app.screen
        assert isinstance(editor, KitScreen)
        # A city added and not kept yet (no ctrl+s): the board drawn shows it all the same.
        names = [s.name for s in editor.schema.sections]
        editor.query_one("#kit-sections", OptionList).highlighted = names.index("cities")
        await pilot.pause()
        editor.query_one("#kit-new", Input).value = "Mediolanum"
        editor.query_one("#kit-add", Button).press()
        await until(pilot, lambda: editor.entry == "mediolanum", "the new city")
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, KitBoardScreen), "the board drawn")
        board = app.screen
        assert isinstance(board, KitBoardScreen)
        lines = _drawn(board)
        assert "cities: 38 of 40 not taught yet" in lines
        at = lines.index("  province ?:")
        assert lines[at + 1 : at + 3] == [
            "    Roma: 5 towers · eagle ? · III ? · beside: ?",
            "    Mediolanum: towers ? · eagle ? · III ?",
        ]
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is editor, "back in the kit editor")
        assert editor.changed  # nothing kept or dropped on the way


async def test_the_hellas_board_is_drawn_as_hexes(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="hellas")
    async with app.run_test(size=(60, 30)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+b")
        await until(pilot, lambda: isinstance(app.screen, KitBoardScreen), "the board drawn")
        board = app.screen
        assert isinstance(board, KitBoardScreen)
        lines = _drawn(board)
        assert "tiles: 23 of 24 not taught yet" in lines
        name = next(line for line in lines if "Dolphin tile" in line)
        assert name.strip() == "? Dolphin tile ?"
        # A line wider than the screen is drawn whole: it scrolls sideways, it is never cut nor wrapped.
        widest = max(board.lines(), key=len)
        assert len(widest) > 60 and widest in lines
        assert board.query_one("#board-head", Static).render_line(0).text.strip().startswith("Hellas: ")
