"""The session screen's keys as a player expects them (issue 31; ux-tui.md items 8 and 12, and its Polish list):
a player's number key and alt+1..4 from any field, the keys list naming each key once with the screen's own
first, f2 leaving the header on top, and a form that has room at 100x30 and 80x24."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual._xterm_parser import XTermParser
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widgets import Input
from textual.widgets._select import SelectOverlay

from tests.settle import settle, until
from tests.tui.driver import Driver, fresh_app
from tests.tui.driver import demo_app as _app
from tests.tui.driver import session_screen as _screen
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen
from tui.app.screens.keys import KeysScreen, keys_named
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.glance import GlanceStrip, render_glance
from tui.app.widgets.pick import PickList

PANELS = ("map", "wizard", "hand", "log")


def _shown(screen: SessionScreen) -> list[str]:
    return [name for name in PANELS if screen.query_one(f"#{name}").display]


async def _from_terminal(pilot: Pilot[Any], sent: str) -> None:
    """Keys as the app reads a terminal's bytes: alt+4 from tmux is ESC 4, read as the key ``cent_sign`` with
    the character "¢" (``Pilot.press("cent_sign")`` sends it with no character, which no text box types)."""
    parser = XTermParser()
    for event in [*parser.feed(sent), *parser.feed("")]:  # "": the end of what was sent (a lone ESC is Escape)
        pilot.app.post_message(event)
        await settle(pilot)


async def test_a_players_number_key_works_from_an_open_pick_list_but_is_typed_in_a_box(tmp_path: Path) -> None:
    # Play-test: the form said "key 1 shows them to Ann"; with the cursor in the player list, 1 did nothing.
    async with _app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        await drive.fill("play")
        form = screen.query_one(ActionForm)
        assert "key 1 shows them to Ariadne" in form.masked["card"]
        player = screen.query_one("#field-player", PickList)
        player.focus()
        await pilot.press("down")  # the list opens: its open list has the cursor, and searches what is typed
        await until(pilot, lambda: player.expanded and isinstance(pilot.app.focused, SelectOverlay), "the list open")
        await pilot.press("1")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "Show Ariadne's hidden cards?")
        await pilot.press("y")
        await until(pilot, lambda: not screen.query_one(ActionForm).masked, "the cards named in the form")
        # In a number box the digit is the number.
        count = screen.query_one("#field-count").query_one(Input)
        count.focus()
        await pilot.press("2")
        assert count.value == "2" and pilot.app.screen is screen
        # A list searched already goes on searching with a digit ("forum 3"): no player's number then.
        player = screen.query_one("#field-player", PickList)  # the form was made anew, the cards named
        player.focus()
        await pilot.press("t")
        await until(pilot, lambda: player.expanded, "the list open on the letter typed")
        await pilot.press("2")
        assert pilot.app.screen is screen and player.query_one(SelectOverlay)._search_query == "t2"


async def test_alt_digits_switch_panels_from_a_text_box(tmp_path: Path) -> None:
    # Play-test (tmux): alt+4 in a text box typed "¢". A terminal sends alt+4 as ESC 4, which Textual reads
    # as the character macOS's Option+4 types.
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        box = screen.query_one("#map-filter", Input)
        await pilot.press("slash")
        assert pilot.app.focused is box
        await _from_terminal(pilot, "\x1b4")  # alt+4
        focused = pilot.app.focused
        assert box.value == "" and focused is not None and screen.query_one("#log") in focused.ancestors
        await pilot.press("slash", "alt+2")
        focused = pilot.app.focused
        assert box.value == "" and focused is not None and screen.query_one("#wizard") in focused.ancestors
        # In the small layout a text box's alt+digit shows that panel.
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: screen.layout_mode == "tabs", "the tabs layout")
        await pilot.press("slash")
        assert pilot.app.focused is box
        await _from_terminal(pilot, "\x1b2")  # alt+2
        assert box.value == "" and _shown(screen) == ["wizard"]


async def test_alt_digits_leave_a_freshly_opened_command_line(tmp_path: Path) -> None:
    # Re-test: from the `:` line just opened, alt+1..4 did nothing and the next letter went into the line.
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        line = screen.query_one("#command", Input)
        await pilot.press("colon")
        assert pilot.app.focused is line
        await _from_terminal(pilot, "\x1b4")  # alt+4
        await settle(pilot)
        focused = pilot.app.focused
        assert focused is not None and screen.query_one("#log") in focused.ancestors, focused


async def test_the_keys_list_names_each_key_once_and_the_screens_own_first(tmp_path: Path) -> None:
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        screen.query_one("#action-select").focus()
        await pilot.press("question_mark")
        keys = pilot.app.screen
        assert isinstance(keys, KeysScreen)
        named = [key for key, _ in keys.rows]
        # "alt+1 Map … alt+4 Log" and "Alt+1..4" were both listed; "1 Player 1" and "1..4" too.
        assert "Alt+1..4" in named and not {"Alt+1", "Alt+2", "Alt+3", "Alt+4"} & set(named)
        assert "1..4" in named and not {"1", "2", "3", "4"} & set(named)
        assert len(named) == len(set(named))
        # The pick list's own keys (its Enter shows the list) after the screen's and the app's.
        own = [what for _, what in keys.rows[: keys.own]]
        field = [what for _, what in keys.rows[keys.own :]]
        assert "Take back the last event" in own and "Quit (everything is already saved)" in own
        assert "Show menu" in field and "Show menu" not in own
        await pilot.press("escape")
        assert pilot.app.screen is screen
        # In a form's field Enter applies: said once ("⏎ Apply the action" and "Enter (in a field)" were both).
        await Driver(pilot).fill("move-legion")
        screen.query_one("#field-from").focus()
        await pilot.press("question_mark")
        in_form = pilot.app.screen
        assert isinstance(in_form, KeysScreen)
        enters = [key for key, _ in in_form.rows if key == "⏎" or key.startswith("Enter")]
        assert enters == ["Enter (in a field)", "Enter (in an open list)"]


async def test_home_f1_lists_its_own_keys_before_a_text_boxs(tmp_path: Path) -> None:
    # Play-test: F1 on the home screen listed 30 text-box bindings before the app's own 8.
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        home.query_one("#seat-name-0").focus()
        await pilot.press("f1")
        keys = app.screen
        assert isinstance(keys, KeysScreen)
        own = [what for _, what in keys.rows[: keys.own]]
        field = [what for _, what in keys.rows[keys.own :]]
        assert own[0] == "These keys (F1 from a text box too)" and own[2] == "Start a new game"
        assert "Quit (everything is already saved)" in own
        assert "Move cursor left a word" in field and "Delete all to the left" in field
        assert not {"Move cursor left a word", "Delete all to the left"} & set(own)
        # F1 once, in the screen's words.
        assert [("f1" in keys_named(key)) for key, _ in keys.rows].count(True) == 1


async def test_f2_shows_one_panel_under_the_header(tmp_path: Path) -> None:
    # Play-test: in f2 the header moved to the bottom of the screen.
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        await pilot.press("alt+2", "f2")
        header, glance, wizard = (screen.query_one(f"#{name}").region for name in ("header", "glance", "wizard"))
        assert _shown(screen) == ["wizard"]
        assert header.y == 0 and glance.y == 1 and wizard.y == glance.bottom
        assert wizard.width == 120 and wizard.bottom >= 37
        # Another panel's key shows that panel on the whole screen.
        await pilot.press("alt+4")
        assert _shown(screen) == ["log"] and screen.query_one("#log").region.y == glance.bottom
        await pilot.press("f2")
        assert _shown(screen) == list(PANELS) and screen.query_one("#header").region.y == 0
        assert screen.query_one("#log").region.width < 120
        # Escape, as Textual has it, brings the panels back too (the session stays open).
        await pilot.press("f2")
        assert _shown(screen) == ["log"]
        await pilot.press("escape")
        assert _shown(screen) == list(PANELS) and pilot.app.screen is screen
        assert screen.query_one("#map").region.y == glance.bottom


async def test_at_100x30_a_form_has_the_panel_to_itself(tmp_path: Path) -> None:
    # Play-test: at 100x30 the panels were 7 rows high and a form showed about 4 fields.
    async with _app(tmp_path).run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("move-legion")
        screen = drive.screen
        assert screen.layout_mode == "tabs" and _shown(screen) == ["wizard"]
        wizard = screen.query_one("#wizard")
        fields = [w for w in screen.query_one(ActionForm).query("*") if w.id and w.id.startswith("field-")]
        assert fields and all(wizard.region.contains_region(w.region) for w in fields)


async def test_at_80x24_the_glance_strip_takes_four_rows(tmp_path: Path) -> None:
    # Play-test: at 80x24 the glance strip took 8 of the 24 rows (its first line wrapped onto a second); capped
    # at a quarter of them, a fifth player was cut off. Packed instead (more in tests/tui/test_small_screens.py).
    async with _app(tmp_path).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        shown = _lines(screen.query_one(GlanceStrip))
        # The line of table facts, then four players, two side by side under the column names.
        assert len(shown) == 4 and shown[0].startswith("Mirek moves") and shown[1].startswith("player roles"), shown
        assert shown[-1].startswith("Katka") and "Mirek  Commander" in shown[-1], shown
        assert screen.query_one("#wizard").region.height >= 16
    names = ("Ann", "Bo", "Cy", "Dee", "Eve")
    async with fresh_app(tmp_path, "mare-nostrum", names, "roomy").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        strip = render_glance(screen.session.ruleset.glance(screen.session.context())).plain.splitlines()
        assert len(_lines(screen.query_one(GlanceStrip))) == len(strip) == 7  # room enough: the whole strip


def _lines(glance: GlanceStrip) -> list[str]:
    """The glance strip's lines as shown."""
    size = glance.outer_size
    return [strip.text.strip() for strip in glance.render_lines(Region(0, 0, size.width, size.height))]
