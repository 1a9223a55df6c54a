"""The calculator's Tab keeps its place in a burst (play-test 11, L8): "3 Tab 2 Tab Tab Tab 1 Enter" at paste
speed gave the attackers "321"."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input

from tests.settle import settle
from tests.tui.test_form_keys import _typed
from tui.app.app import TabulaApp
from tui.app.screens.calculators import CalculatorScreen
from tui.app.widgets.action_form import ActionForm


async def test_tab_in_a_burst_moves_on_before_the_keys_behind_it(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.open_calculators("mare-nostrum", "odds")
        await settle(pilot)
        calc = app.screen
        assert isinstance(calc, CalculatorScreen)
        form = calc.query_one(ActionForm)
        attackers = form.query_one("#field-attackers").query_one(Input)
        assert app.focused is attackers
        _typed(app, "3", "tab", "2")
        await settle(pilot)
        assert attackers.value == "3"
        assert form.values().get("defenders") == "2", form.values()
