"""Tab through Hellas's reinforcements keeps the field with the cursor in sight, its marked row too (issue 31: the
field marker was lost after Tab Tab). Textual scrolled to the focused field with an animation, which the Phase
panel's own scrolling met mid-way: the ships list's top row, the one marked, was left above the panel."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen
from tui.app.widgets.tick import CURSOR, CardList
from tui.app.widgets.wizard_scroll import WizardScroll


def _marked_rows(pilot: object, field: CardList) -> list[int]:
    """The screen rows inside the Phase panel where the field's cursor mark shows."""
    screen = session_screen(pilot)  # type: ignore[arg-type]
    seen = screen.query_one(WizardScroll).scrollable_content_region
    region = field.region.intersection(seen)
    rows = []
    for y in range(region.y, region.bottom):
        line = "".join(segment.text for segment in screen._compositor.render_strips()[y])
        if CURSOR in line[region.x : region.right]:
            rows.append(y)
    return rows


@pytest.mark.parametrize("shown", [False, True], ids=["hand-hidden", "hand-shown"])
async def test_tab_through_the_reinforcements_keeps_the_marked_row_in_sight(tmp_path: Path, shown: bool) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("reinforce")
        await settle(pilot)
        if shown:
            await pilot.press("1", "y")  # Ariadne's drawn cards shown: one more list in the form
            await settle(pilot)
            # The reveal puts the cursor on the list that asked for the hand (play-test 6); the walk starts over.
            assert pilot.app.focused is screen.query_one("#field-cards", CardList)
            screen.query_one("#field-greeks", CardList).focus()
            await settle(pilot)
        lists = ["field-greeks", "field-ships", *(["field-cards"] if shown else [])]
        for n, name in enumerate(lists):
            field = screen.query_one(f"#{name}", CardList)
            assert pilot.app.focused is field, (n, pilot.app.focused)
            # Where it stays: not on its way somewhere else (an animation passes where the mark is out of sight).
            panel = screen.query_one(WizardScroll)
            assert not pilot.app.animator.is_being_animated(panel, "scroll_y"), (name, panel.scroll_y)
            assert len(_marked_rows(pilot, field)) == 1, (name, field.region)
            await pilot.press("tab")
            await settle(pilot)
