"""Enter on a form the rules refuse says why on the status line, and brings the check line into view (re-test:
at 80x24 the ✗ line was below the panel's edge, and Enter seemed to do nothing at all)."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Static

from tests.settle import settle
from tests.tui.driver import Driver, demo_app, session_screen


async def test_enter_on_a_refused_form_says_why_where_it_is_seen(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        drive = Driver(pilot)
        line = await drive.fill(
            "move-legion", **{"acting--": "Honza", "from": "carthage", "to": "west-of-carthage", "count": "1"}
        )  # Honza out of turn
        assert line and line != "allowed"
        events = len(screen.session.events)
        screen.query_one("#field-count").query("*").first().focus()
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.session.events) == events  # nothing applied
        status = str(screen.query_one("#status", Static).render())
        assert status.startswith("Not applied: ") and "Ctrl+F" in status, status
        wizard = screen._wizard()
        check = wizard.query_one("#wizard-check")
        assert wizard.scrollable_content_region.contains_region(check.region), "the check line is out of sight"


async def test_the_action_the_rules_wait_for_heads_the_list(tmp_path: Path) -> None:
    # Re-test: after Escape closed the awaited form, the action list began with give-role, artemis and
    # cleopatra; the one the rules waited for had to be typed.
    for game in ("mare-nostrum", "hellas", "aquileia"):
        async with demo_app(tmp_path / game, game).run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            screen = session_screen(pilot)
            awaited = screen.session.ruleset.awaited(screen.session.context())
            if awaited is None:
                continue
            await pilot.press("escape")  # the form closes; the list is what is left
            await settle(pilot)
            assert screen._wizard()._shown[0][0] == awaited, (game, screen._wizard()._shown[:3])


async def test_a_passing_hint_leaves_the_status_line_with_what_it_was_about(tmp_path: Path) -> None:
    # Re-test: "Form closed; Esc again…" stood under the next form opened, and the : line's candidates stayed
    # after the line was closed.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        status = screen.query_one("#status", Static)
        screen.pick_action("roll")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert str(status.render()).startswith("Form closed")
        screen.pick_action("move-legion")
        await settle(pilot)
        assert str(status.render()).strip() == ""
        screen.query_one("#map-table").focus()
        await pilot.press("colon", "m", "o", "tab")
        await settle(pilot)
        assert "move" in str(status.render())  # the candidates
        await pilot.press("escape")
        await settle(pilot)
        assert str(status.render()).strip() == ""


async def test_enter_with_a_needed_field_empty_goes_on_to_it(tmp_path: Path) -> None:
    # Re-test: Enter on a pick with another needed field empty said "Not applied: say good" and stayed there.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("move-legion")
        await settle(pilot)
        first = screen.query_one("#field-from")
        first.focus()
        await settle(pilot)
        await pilot.press("r", "o", "enter")  # Rome picked; "to" still empty
        await settle(pilot)
        focused = pilot.app.focused
        to = screen.query_one("#field-to")
        assert focused is not None and to in focused.ancestors_with_self, focused


async def test_the_check_line_shows_below_the_field_being_filled_in(tmp_path: Path) -> None:
    """At 80x24 the check line of a long form stayed below the panel's edge as the form was filled in."""
    async with demo_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        drive = Driver(pilot)
        await drive.fill("move-legion", **{"from": "rome", "to": "babylon"})
        count = screen.query_one("#field-count")
        count.query("*").first().focus()
        await settle(pilot)
        await drive.fill("move-legion", count="1")
        wizard = screen._wizard()
        seen = wizard.scrollable_content_region
        assert seen.contains_region(wizard.query_one("#wizard-check").region), "the check line is out of sight"
        assert seen.contains_region(count.region), "the field being filled in went out of sight"
