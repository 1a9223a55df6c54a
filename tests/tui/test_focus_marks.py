"""Focus and ticks read without colour (issue 31): a ticked box shows its mark and an unticked one none (Textual
draws X in both), and a focused box's or pick list's words are underlined, so 16 colours or none still tell."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.widgets import Select

from tests.settle import settle
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import Stepper
from tui.app.widgets.tick import Box, Ticks

CSS = Path(__file__).resolve().parents[2] / "tui" / "app" / "tabula.tcss"


class Boxes(App[None]):
    CSS_PATH = str(CSS)

    def compose(self) -> ComposeResult:
        yield Box("free influence", False, id="off")
        yield Box("keep it", True, id="on")
        yield Select([("Rome", "rome"), ("Egypt", "egypt")], id="pick")
        yield Ticks(("wine", "wine", True), ("gold", "gold", False), id="ticks")
        with ActionForm("buy", [], [], {}):
            yield Stepper("2", "how many", 0, 9, None, id="count")


async def test_a_ticked_box_differs_from_an_unticked_one_without_colour() -> None:
    app = Boxes()
    async with app.run_test() as pilot:
        await settle(pilot)
        off, on = app.query_one("#off", Box), app.query_one("#on", Box)
        assert "X" not in off.render().plain and "X" in on.render().plain
        off.toggle()
        await settle(pilot)
        assert "X" in off.render().plain


async def test_focus_underlines_a_box_and_a_pick_list() -> None:
    app = Boxes()
    async with app.run_test() as pilot:
        box, pick = app.query_one("#off", Box), app.query_one("#pick", Select)
        current = pick.query_one("SelectCurrent")
        pick.focus()
        await settle(pilot)
        assert current.styles.text_style.underline
        assert not box.get_visual_style("toggle--label").underline
        box.focus()
        await settle(pilot)
        assert box.get_visual_style("toggle--label").underline
        assert not current.styles.text_style.underline


async def test_a_focused_stepper_shows_its_bar_and_its_number_stays_put() -> None:
    # The number lost a blank column as it took the cursor: it moved, and the whole screen was laid out again.
    app = Boxes()
    async with app.run_test() as pilot:
        stepper = app.query_one("#count", Stepper)
        number = stepper.query_one("Input")
        await settle(pilot)
        before = number.content_region
        stepper.focus()
        await settle(pilot)
        assert app.focused is number and number.content_region == before
        assert stepper.styles.border_left[0] == "outer"


async def test_a_list_of_boxes_marks_only_the_ticked_ones() -> None:
    # Play-test: the variants list (and a hand's cards) read ▐X▌ ticked or not; only the colour differed.
    app = Boxes()
    async with app.run_test() as pilot:
        await settle(pilot)
        ticks = app.query_one("#ticks", Ticks)
        lines = ["".join(s.text for s in ticks.render_line(y)) for y in range(2)]
        assert "X" in lines[0] and "wine" in lines[0]
        assert "X" not in lines[1] and "gold" in lines[1]
        ticks.select("gold")
        await settle(pilot)
        assert "X" in "".join(s.text for s in ticks.render_line(1))
