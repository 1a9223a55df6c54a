"""A session that opens on a form gives the cursor to its field from the start: the map's own first focus came
first and moved on at once, each restyling the panels (a few ms of opening a session)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.screen import Screen
from textual.widget import Widget

from tests.settle import settle
from tests.tui.driver import session_screen
from tests.tui.test_hidden_in_forms import _trade
from tui.app.widgets.action_form import ActionForm


async def test_the_form_field_has_the_cursor_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    focused: list[str] = []
    real = Screen.set_focus

    def noted(self: Screen[object], widget: Widget | None, *args: object, **kwargs: object) -> None:
        if widget is not None:
            focused.append(widget.id or type(widget).__name__)
        real(self, widget, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Screen, "set_focus", noted)
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:  # opens on Egypt's offer
        await settle(pilot)
        screen = session_screen(pilot)
        form = screen.query_one(ActionForm)
        assert pilot.app.focused is not None and form in pilot.app.focused.ancestors
    assert focused and "map-table" not in focused, focused
