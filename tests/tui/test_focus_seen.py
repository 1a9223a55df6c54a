"""The cursor is always where the eye expects it (issue 31, the re-test of ux-tui.md): the hand follows whom the
Commander names, the cursor never goes where nothing shows, where it is shows without colour (16 colours,
NO_COLOR): the panel that has it, and the card row it is on; and the home menu's section does not look like it."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.segment import Segment
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import OptionList

from engine import saves
from tests.settle import until
from tests.tui.driver import Driver, demo_app, session_screen
from tests.tui.test_home import home
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session import SessionScreen
from tui.app.screens.session_parts import PANELS, shown
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.pick import Stepper
from tui.app.widgets.tick import CURSOR, CardList
from tui.library import copy_demo


def _title(panel: Widget) -> list[Segment]:
    """The panel's title as drawn in its top border."""
    line = panel.render_lines(Region(0, 0, panel.size.width, 1))[0]
    return [segment for segment in line if segment.text.strip(" ─╭╮")]


def _panel_of(screen: SessionScreen, widget: Widget) -> Widget:
    return next(
        screen.query_one(f"#{name}") for name in PANELS if screen.query_one(f"#{name}") in widget.ancestors_with_self
    )


def _form_action(screen: SessionScreen) -> str | None:
    form = screen._form()
    return form.action if form is not None else None


def _named_among_two(folder: Path) -> TabulaApp:
    """The demo with a legion of Lucka's in Alexandria: once Mirek's turn ends, the Commander (Mirek) names Lucka
    or Honza (with nothing on the board, Lucka takes no turn in the strategy phase)."""
    _, path = copy_demo(folder, "mare-nostrum")
    session = saves.load(path)
    legion = {"holder": "province:alexandria", "kind": "legion:egypt", "count": 1, "source": "reserve:egypt"}
    session.act("correct", {**legion, "reason": "a legion for Lucka"})
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


def _marked_without_colour(panel: Widget) -> bool:
    """Whether the panel's title says it has the cursor in a way a terminal without colour shows."""
    return any(segment.style is not None and segment.style.reverse for segment in _title(panel))


async def test_the_hand_follows_whom_the_commander_names(tmp_path: Path) -> None:
    # Re-test: after "Mirek names Lucka to act next" the hand still read "Hand — Mirek (follows who acts)".
    async with _named_among_two(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        hand = screen.query_one(HandPanel)
        assert str(hand.border_title).startswith("Hand — Mirek")
        await pilot.press("ctrl+n")  # Mirek's turn ends: the Commander (Mirek) names who moves next
        await until(pilot, lambda: _form_action(screen) == "next", "the Commander's form")
        await pilot.press("l", "enter", "enter")  # Lucka picked, then applied
        # Mirek, the Commander, has moved nothing yet: giving up his whole turn is asked first (rules v12).
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the question before Mirek's turn goes")
        dialog = pilot.app.screen
        assert isinstance(dialog, ConfirmDialog)
        assert "Mirek's own strategy turn" in dialog.question, dialog.question
        await pilot.press("y")
        await until(pilot, lambda: screen.session.table.position.turn == 0, "Lucka's turn")
        assert str(hand.border_title) == "Hand — Lucka (follows who acts)"
        assert hand.text.startswith("1. Lucka")


async def test_tab_past_the_forms_last_field_lands_where_a_mark_shows(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Re-test: Tab past the last field left the Phase panel with no mark anywhere (the hand had the cursor, and
    # only its border's colour said so, which 16 colours or none lose).
    monkeypatch.setenv("NO_COLOR", "1")
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        await Driver(pilot).fill("move-legion")
        last = list(screen.query(Stepper))[-1]
        last.focus()
        await pilot.pause()
        assert _marked_without_colour(screen.query_one("#wizard"))
        await pilot.press("tab")
        focused = pilot.app.focused
        assert focused is not None and shown(focused)
        panel = _panel_of(screen, focused)
        assert panel.id != "wizard"
        assert _marked_without_colour(panel), _title(panel)
        assert not _marked_without_colour(screen.query_one("#wizard"))


@pytest.mark.parametrize(
    ("size", "keys"),
    [
        ((120, 40), ("alt+1", "f2")),  # the map alone on the whole screen
        ((80, 24), ("alt+3",)),  # the Hand tab
        ((80, 24), ("alt+3", "f2")),
    ],
)
async def test_the_form_that_takes_the_cursor_shows(
    tmp_path: Path, size: tuple[int, int], keys: tuple[str, ...]
) -> None:
    # Re-test: with another panel alone on the screen, the next form took the cursor out of sight; the keys
    # typed then went into a field nobody saw.
    async with _named_among_two(tmp_path).run_test(size=size) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        await pilot.press(*keys)
        assert not shown(screen.query_one("#wizard"))
        await pilot.press("ctrl+n")  # the Commander's form opens, and takes the cursor
        await until(pilot, lambda: _form_action(screen) == "next", "the Commander's form")
        focused = pilot.app.focused
        assert focused is not None and focused.id == "field-player"
        assert shown(focused), [name for name in PANELS if screen.query_one(f"#{name}").display]


async def test_the_card_row_with_the_cursor_is_marked_in_its_words(tmp_path: Path) -> None:
    # Re-test: without colour, no row of a list of cards showed the cursor.
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        screen.pick_action("reinforce")
        await pilot.pause()
        cards = screen.query_one("#field-greeks", CardList)

        def rows() -> list[str]:
            return ["".join(segment.text for segment in cards.render_line(y)) for y in range(3)]

        assert pilot.app.focused is cards  # the form's first field
        assert CURSOR in rows()[0]
        await pilot.press("down")
        marked = [row for row in rows() if f"{CURSOR}{cards.get_option_at_index(1).prompt}" in row]
        assert len(marked) == 1 and rows().index(marked[0]) == 1, rows()
        await pilot.press("space")  # ticked: the mark stays, by the tick
        assert "X" in rows()[1] and CURSOR in rows()[1]
        screen.query_one("#action-select").focus()
        await pilot.pause()
        assert not any(CURSOR in row for row in rows())  # the cursor is elsewhere: no row has it


async def test_the_home_menus_section_does_not_look_like_the_cursor(tmp_path: Path) -> None:
    # Re-test: Enter "on the menu" opened the last session. The menu's section on show was drawn as a bar the
    # colour of the cursor's (one colour in 256), while the cursor was on the first save.
    copy_demo(tmp_path, "hellas")
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = home(app)
        menu = screen.query_one("#home-sections", OptionList)
        assert app.focused is screen.query_one("#saves") and menu.highlighted == 1  # Continue

        def look(y: int) -> set[tuple[object, bool]]:
            return {(s.style.bgcolor, bool(s.style.bold)) for s in menu.render_line(y) if s.style and s.text.strip()}

        # The section on show: bold words on the menu's own background (the other sections' one).
        assert look(1) == {(background, True) for background, _ in look(0)}, (look(0), look(1))
        menu.focus()
        await pilot.pause()
        # With the cursor in the menu, its bar is there.
        assert {background for background, _ in look(1)} != {background for background, _ in look(0)}


async def test_the_phase_panel_is_no_tab_stop_of_its_own(tmp_path: Path) -> None:
    # Re-test: Tab from the map stopped on the Phase panel itself, marked by its title alone (its fields and the
    # action list are the stops; a field with the cursor is scrolled into view).
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        wizard = screen._wizard()
        assert wizard not in screen.focus_chain
        assert any(wizard in widget.ancestors for widget in screen.focus_chain)
