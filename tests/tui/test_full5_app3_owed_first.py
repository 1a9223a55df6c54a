"""Struggle for Rome's income form opened on grain when only a pasture card was owed (the app had paid grain and
ore), so Enter there did nothing (play-test 5): a form whose counts all have a default opens on the count the
rules offer a number for, what is owed."""

from __future__ import annotations

from textual.app import App, ComposeResult

from engine.fields import Field
from tests.settle import settle
from tui.app.widgets.action_form import ActionForm

FIELDS = [
    Field("player", "player", "who receives"),
    Field("grain", "int", "grain cards", default=0),
    Field("ore", "int", "ore cards", default=0),
    Field("horse", "int", "horse cards", default=0),
    Field("cattle", "int", "cattle cards", default=0),
]


class _Form(App[None]):
    def __init__(self, suggestions: dict[str, list[str]]) -> None:
        super().__init__()
        self.suggestions = suggestions

    def compose(self) -> ComposeResult:
        yield ActionForm("receive", FIELDS, ["Ann", "Bo"], self.suggestions, {"player": "Ann"}, id="action-form")


async def _opens_on(suggestions: dict[str, list[str]]) -> str | None:
    app = _Form(suggestions)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        field = app.query_one(ActionForm).cursor_field()  # where focus_first puts the cursor
        return field.id if field is not None else None


async def test_the_form_opens_on_the_count_that_is_owed() -> None:
    assert await _opens_on({"horse": ["1"], "cattle": ["1"]}) == "field-horse"


async def test_with_nothing_offered_it_opens_on_the_first_count_as_before() -> None:
    assert await _opens_on({}) == "field-grain"
