"""F1 lists the app's keys, not Textual's scrolling of the panels around the field (play-test 11: "↓ Show menu,
← Scroll Left, → Scroll Right…" under a pick list, where Left and Right scroll nothing)."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.keys import KeysScreen


async def test_f1_on_the_action_list_has_no_scrolling_keys(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        session_screen(pilot).query_one("#action-select").focus()
        await settle(pilot)
        await pilot.press("f1")
        await until(pilot, lambda: isinstance(pilot.app.screen, KeysScreen), "the keys")
        keys = pilot.app.screen
        assert isinstance(keys, KeysScreen)
        said = [what for _, what in keys.rows]
        assert not [what for what in said if what.startswith(("Scroll", "Page"))], said
        assert "Show menu" in said  # the list's own key (Down opens it) stays
