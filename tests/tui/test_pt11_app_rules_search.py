"""The rules search takes its editing keys in the order typed (play-test 11, A2): "combat", then Backspace x in
one burst left "combat", and Home Delete y gave "ombatxy"."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.widgets import Input

from tests.settle import settle, until
from tests.tui.driver import demo_app
from tests.tui.test_form_keys import _typed
from tui.app.screens.rules import RulesScreen


@pytest.mark.parametrize(
    ("burst", "wanted"),
    [
        (("backspace", "x"), "combax"),
        (("home", "delete", "y"), "yombat"),
        (("left", "x"), "combaxt"),
        (("backspace",) * 6 + tuple("trade"), "trade"),
    ],
)
async def test_editing_keys_keep_their_place_in_a_burst(tmp_path: Path, burst: tuple[str, ...], wanted: str) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f5")
        await until(pilot, lambda: isinstance(pilot.app.screen, RulesScreen), "the rules")
        search = pilot.app.screen.query_one("#rules-search", Input)
        await pilot.press(*"combat")
        assert search.value == "combat"
        _typed(pilot.app, *burst)
        await settle(pilot)
        assert search.value == wanted
