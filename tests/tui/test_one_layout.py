"""The session screen lays itself out once per change (``tui/app/screens/one_layout.py``), and that one layout is
the one Textual's own second pass would give: every widget where a layout made from scratch puts it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import events
from textual.geometry import Region, Size
from textual.pilot import Pilot
from textual.screen import Screen
from textual.widget import Widget

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.session import SessionScreen


def _full_layouts(screen: SessionScreen) -> list[int]:
    """A counter of the screen's full layouts from now on (its first item)."""
    count = [0]
    laid_out = screen._refresh_layout

    def counted(size: Any = None, scroll: bool = False) -> None:
        if not (scroll and not screen._layout_widgets):
            count[0] += 1
        laid_out(size, scroll)

    screen._refresh_layout = counted  # type: ignore[method-assign]
    return count


def _regions(screen: Screen[Any]) -> dict[Widget, Region]:
    return {widget: widget.region for widget in screen.walk_children(Widget) if widget.display}


async def _as_from_scratch(pilot: Pilot[Any], screen: SessionScreen) -> None:
    """Every widget stands where Textual's own layout, made again from nothing, puts it."""
    shown = _regions(screen)
    for widget in screen.walk_children(Widget):
        widget._clear_arrangement_cache()
    Screen._refresh_layout(screen)  # Textual's, not the screen's own
    await settle(pilot)
    moved = {f"{type(w).__name__}#{w.id}": (shown[w], w.region) for w in shown if w.region != shown[w]}
    assert not moved, moved


async def test_a_new_form_is_laid_out_once_and_right(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(160, 60)) as pilot:  # room for every form: no scroll bar comes or goes
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("seize")  # what follows the first paint (the map's rows drawn) is done first
        await settle(pilot)
        count = _full_layouts(screen)
        for action in ("roll", "move-legion", "battle"):
            count[0] = 0
            await screen.open_form(action)  # as an apply opens the form the rules wait for next
            await settle(pilot)
            assert screen._form() is not None and screen._form().action == action  # type: ignore[union-attr]
            assert count[0] == 1, f"{count[0]} full layouts for the {action} form"
            await _as_from_scratch(pilot, screen)


async def test_a_check_line_that_grows_still_moves_the_buttons_down(tmp_path: Path) -> None:
    """A layout asked before the one layout ran is done by it: the panel's arrangement is made anew for it."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("move-legion")
        await settle(pilot)
        apply = screen.query_one("#apply")
        wizard = screen._wizard()
        wizard.show_check(None, "one")
        await settle(pilot)
        before = apply.region.y + wizard.scroll_y  # in the panel's contents (the check may scroll into sight)
        wizard.show_check(None, "one\ntwo\nthree\nfour")  # four lines where there was one
        await settle(pilot)
        assert apply.region.y + wizard.scroll_y == before + 3
        await _as_from_scratch(pilot, screen)


async def test_a_resize_to_the_size_it_has_lays_nothing_out_again(tmp_path: Path) -> None:
    """Textual hands the app's first Resize to the screen once it is up, at the size it was laid out at."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        count = _full_layouts(screen)
        screen.post_message(events.Resize(Size(120, 40), Size(120, 40)))
        await settle(pilot)
        assert count[0] == 0
        await pilot.resize_terminal(100, 30)  # a real change is laid out, and the panels follow it
        header = screen.query_one("#header")
        await until(pilot, lambda: header.region.width == 100, "the screen laid out at its new width")
        assert count[0] >= 1
        await _as_from_scratch(pilot, screen)


async def test_a_screen_shown_again_is_styled_again(tmp_path: Path) -> None:
    """Only the first showing skips Textual's restyle (the screen was styled as it mounted): a theme changed
    while the rules were open shows on the session once it is back."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        header = screen.query_one("#header")
        before = header.styles.background
        app.open_rules(screen.session.ruleset.id)
        await settle(pilot)
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await settle(pilot)
        app.pop_screen()
        await settle(pilot)
        assert app.screen is screen
        assert header.styles.background != before


async def test_a_cursor_move_redraws_what_it_restyles_not_the_whole_screen(tmp_path: Path) -> None:
    """Textual repaints the whole screen each time the cursor moves: every Tab drew the log and the map again."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("move-legion")
        await settle(pilot)
        log = screen.query_one("#log-list")
        drawn = [0]
        render = log.render_lines

        def counted(crop: Region) -> Any:
            drawn[0] += 1
            return render(crop)

        log.render_lines = counted  # type: ignore[method-assign]
        before = app.focused
        await pilot.press("tab")
        await settle(pilot)
        assert app.focused is not before
        assert drawn[0] == 0, "the log was drawn again for a Tab in the form"


async def test_a_session_opens_with_one_layout(tmp_path: Path, monkeypatch: Any) -> None:
    """Opening, Textual laid the whole session out twice: the screen asked for itself as its size was handed
    out and once its widgets were mounted, the panels' scroll bars came with their contents and asked as
    they were styled. One layout places everything where a layout from scratch does."""
    from tui.app.screens.one_layout import OneLayout

    count = [0]
    laid_out = OneLayout._refresh_layout

    def counted(screen: OneLayout, size: Any = None, scroll: bool = False) -> None:
        if isinstance(screen, SessionScreen) and not (scroll and not screen._layout_widgets):
            count[0] += 1
        laid_out(screen, size, scroll)

    monkeypatch.setattr(OneLayout, "_refresh_layout", counted)
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        log = screen.query_one("#log-list")
        assert log.max_scroll_y > 0  # the log is longer than its panel: its scroll bar is in use
        assert count[0] == 1, f"{count[0]} full layouts to open the session"
        await _as_from_scratch(pilot, screen)


async def test_a_key_typed_into_a_field_lays_nothing_out_when_no_height_changes(tmp_path: Path) -> None:
    """Typing into a form's field lays the screen out only where a height changes: the text box's own virtual
    size (its text's width) and a check line rewritten to as many lines asked for a full layout per key."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(160, 60)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("roll")
        await settle(pilot)
        await pilot.press("6")  # the first key: the check line grows from its hint to what the roll does
        await settle(pilot)
        check = screen.query_one("#wizard-check")
        lines, said = check.size.height, screen._wizard().check_text
        count = _full_layouts(screen)
        await pilot.press("space")  # the box's text grows; what it says does not (a space is no die)
        await settle(pilot)
        assert screen.focused is not None and getattr(screen.focused, "value", None) == "6 "
        assert screen._wizard().check_text == said
        assert check.size.height == lines, "the check line kept its height"
        assert count[0] == 0
        await _as_from_scratch(pilot, screen)


async def test_a_check_line_rewritten_to_as_many_lines_lays_nothing_out(tmp_path: Path) -> None:
    """The check line changes with each key typed into a form, nearly always to a text of the same height: only
    a change of height lays the screen out (``tui/app/widgets/fitted.py``)."""
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("move-legion")
        await settle(pilot)
        wizard = screen._wizard()
        wizard.show_check(None, "one")
        await settle(pilot)
        count = _full_layouts(screen)
        wizard.show_check(None, "two")
        await settle(pilot)
        assert count[0] == 0
        assert "two" in screen.query_one("#wizard-check").render_line(0).text
        wizard.show_check(None, "one\ntwo")  # a line more: laid out
        await settle(pilot)
        assert count[0] == 1


async def test_undo_and_redo_lay_nothing_out_when_no_height_changes(tmp_path: Path) -> None:
    """Undo and redo write the header, the status line, the glance strip, the hand and the Phase panel's head,
    guide and views anew, nearly always to as many lines: each asked for a full layout of the screen (a session
    of rolls, as ``benchmarks.tui`` times it: undo and redo stay in one step of the round)."""
    from engine import saves
    from tests.mare_nostrum.helpers import finish_setup, new_game
    from tui.app.app import TabulaApp

    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    for _ in range(30):
        session.act("roll", {"dice": "roll:2", "why": "a test"})
    path = tmp_path / "rolls.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.query_one("#map-table").focus()
        await pilot.press("ctrl+z")
        await settle(pilot)
        events = len(screen.session.events)
        count = _full_layouts(screen)
        await pilot.press("ctrl+z", "ctrl+y", "ctrl+z")
        await settle(pilot)
        assert len(screen.session.events) == events - 1
        assert count[0] == 0
        await _as_from_scratch(pilot, screen)
