"""A form taller than the Phase panel keeps its check line in sight (issue 31): at 120x40 Hellas's reinforcements
(16 boxes) put the line saying why Enter is refused below the panel."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.settle import settle
from tests.tui.driver import Driver, demo_app, session_screen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.tick import CardList
from tui.app.widgets.wizard import WizardPanel


def _check_seen(wizard: WizardPanel) -> bool:
    """Whether the whole check line is inside the panel's visible part."""
    check = wizard.query_one("#wizard-check", Static)
    return bool(check.region) and wizard.scrollable_content_region.contains_region(check.region)


async def test_the_check_line_stays_in_sight_below_a_form_taller_than_the_panel(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("reinforce")
        await settle(pilot)
        wizard = screen.query_one(WizardPanel)
        greeks = screen.query_one("#field-greeks", CardList)
        assert wizard.query_one("#form-holder").outer_size.height > wizard.size.height  # taller than the panel
        assert pilot.app.focused is greeks and _check_seen(wizard)
        # Four Greeks where three actions are left: refused, and the reason is in sight.
        await pilot.press("space", "down", "space", "down", "space", "down", "space")
        await settle(pilot)
        assert wizard.refused and _check_seen(wizard), wizard.check_text
        # Further down the form (the god cards, far below the panel's edge, listed once Ariadne shows them to
        # herself: they are drawn face down): still in sight.
        await Driver(pilot).reveal(screen.query_one(ActionForm))
        cards = screen.query_one("#field-cards", CardList)
        cards.focus()
        await pilot.press(*["down"] * (cards.option_count - 1))
        await settle(pilot)
        assert cards.highlighted == cards.option_count - 1 and wizard.scroll_y > 0
        assert _check_seen(wizard)


async def test_a_short_form_keeps_its_check_line_under_it(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(150, 50)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("regroup")
        await settle(pilot)
        wizard = screen.query_one(WizardPanel)
        assert not wizard.has_class("-check-pinned")
        holder, check = wizard.query_one("#form-holder"), wizard.query_one("#wizard-check")
        assert check.region.y >= holder.region.bottom  # under the form, where it always was
