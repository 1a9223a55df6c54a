"""A pick list that opens with a value is styled once as it mounts, not again as Textual marks the value shown
(the session screen opens with two: a restyle each was 8 ms of opening a session, benchmarks.startup_pty)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.app import App, ComposeResult
from textual.dom import DOMNode
from textual.widgets._select import SelectCurrent

from tui.app.widgets.pick import PickList


class _Picks(App[None]):
    def compose(self) -> ComposeResult:
        yield PickList([("roll", "Roll"), ("next", "Next")], value="next", id="chosen")
        yield PickList([("roll", "Roll"), ("next", "Next")], id="blank")


@pytest.mark.asyncio
async def test_a_value_shown_restyles_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    restyled: list[str] = []
    update = App.update_styles

    def counted(app: App[Any], node: DOMNode, animate: bool = True) -> None:
        if isinstance(node, SelectCurrent):
            restyled.append(str(node.parent.id if node.parent else ""))
        update(app, node, animate)

    monkeypatch.setattr(App, "update_styles", counted)
    app = _Picks()
    async with app.run_test() as pilot:
        await pilot.pause()
        chosen = app.query_one("#chosen", PickList).query_one(SelectCurrent)
        blank = app.query_one("#blank", PickList).query_one(SelectCurrent)
        assert chosen.has_class("-has-value") and chosen.has_value
        assert not blank.has_class("-has-value")
        assert restyled == []
        app.query_one("#blank", PickList).value = "roll"  # chosen later: marked (and restyled) as Textual does
        await pilot.pause()
        assert blank.has_class("-has-value") and restyled == ["blank"]
