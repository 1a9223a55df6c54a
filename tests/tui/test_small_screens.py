"""At 80x24 and at 100x30 the panels are usable (issue 31): a form opens with its title and the field with the
cursor in sight, however the Phase panel was scrolled, and the glance strip is packed into three rows."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region
from textual.widget import Widget

from engine.views import Glance
from tests.settle import settle, until
from tests.tui.driver import Driver, demo_app, fresh_app, session_screen
from tui.app.widgets.glance import COMPACT_ROWS, GlanceStrip, packed, render_glance
from tui.app.widgets.wizard import WizardPanel


def _in_sight(widget: Widget, panel: WizardPanel) -> bool:
    return bool(widget.region) and panel.scrollable_content_region.contains_region(widget.region)


async def test_a_form_opens_with_its_title_and_the_field_with_the_cursor_in_sight(tmp_path: Path) -> None:
    # Play-test (Mare Nostrum at 100x30): the panel kept the place it had been scrolled to, and the form opened
    # with its first fields above the view.
    async with demo_app(tmp_path).run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        wizard = screen.query_one(WizardPanel)
        for action in ("move-legion", "battle", "roll"):
            wizard.scroll_end(animate=False)  # reading the phase's views, below the form
            await settle(pilot)
            assert wizard.scroll_y > 0
            screen.pick_action(action)

            def opened(name: str = action) -> bool:
                form = screen._form()
                return form is not None and form.action == name

            await until(pilot, opened, action)
            await settle(pilot)
            focused = pilot.app.focused
            assert focused is not None and wizard in focused.ancestors, focused
            assert _in_sight(wizard.query_one("#action-select"), wizard), (action, wizard.scroll_y)
            assert _in_sight(focused, wizard), (action, focused.id)
            # Room enough for it too: what the form would do shows under the field.
            assert _in_sight(wizard.query_one("#wizard-check"), wizard), action


async def test_the_form_already_open_comes_back_into_sight_when_picked_again(tmp_path: Path) -> None:
    # Aquileia's demo opens on the placement form: picked again (the palette, the map), it is kept as it is.
    async with demo_app(tmp_path, "aquileia").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        wizard = screen.query_one(WizardPanel)
        form = screen._form()
        assert form is not None and form.action == "place"
        wizard.scroll_end(animate=False)
        await settle(pilot)
        screen.pick_action("place")
        await settle(pilot)
        assert screen._form() is form
        focused = pilot.app.focused
        assert focused is not None and _in_sight(focused, wizard), focused
        assert _in_sight(wizard.query_one("#action-select"), wizard), wizard.scroll_y


async def test_once_the_table_fills_the_form_in_the_check_line_stays_under_the_field(tmp_path: Path) -> None:
    # What opens first is the title; then, as values are given, the check line below the field comes first.
    async with demo_app(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        wizard = drive.screen.query_one(WizardPanel)
        await drive.fill("move-legion")
        focused = pilot.app.focused
        assert focused is not None and _in_sight(wizard.query_one("#action-select"), wizard)
        await drive.fill("move-legion", **{"from": "rome", "to": "babylon"})
        assert pilot.app.focused is focused and _in_sight(focused, wizard)
        assert drive.check() and _in_sight(wizard.query_one("#wizard-check"), wizard), drive.check()


def _lines(strip: GlanceStrip) -> list[str]:
    """The strip's lines as drawn."""
    size = strip.outer_size
    return [line.text.strip() for line in strip.render_lines(Region(0, 0, size.width, size.height))]


NAMES = ("Ann", "Bo", "Cy", "Dee", "Eve")


async def test_at_80x24_the_glance_strip_takes_four_rows_and_names_every_player(tmp_path: Path) -> None:
    # Play-test: at 80x24 the strip took 7 of the 24 rows; capped at a quarter of them, a fifth player was cut off.
    # Its line of table facts, then the players packed into three rows (the key bar keeps to one line for it).
    for game, count in (("mare-nostrum", 5), ("aquileia", 5), ("civilization", 4), ("hellas", 2)):
        app = fresh_app(tmp_path, game, NAMES[:count], name=game)
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            screen = session_screen(pilot)
            strip = screen.query_one(GlanceStrip)
            lines = _lines(strip)
            assert strip.outer_size.height <= COMPACT_ROWS + 1, (game, lines)
            assert all(any(name in line for line in lines) for name in NAMES[:count]), (game, lines)
            # Each player's row says more than the name: the first column after it, under its heading.
            heading = screen.session.ruleset.glance(screen.session.context()).columns[1]
            assert any(heading.split(" ")[0] in line for line in lines[:2]), (game, lines)
            assert screen.query_one("#wizard").region.height >= 24 - 1 - 2 - (COMPACT_ROWS + 1) - 1 - 1 - 1, game


async def test_the_whole_strip_shows_on_a_tall_terminal_and_after_a_resize(tmp_path: Path) -> None:
    async with fresh_app(tmp_path, "mare-nostrum", NAMES).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        strip = screen.query_one(GlanceStrip)
        whole = render_glance(screen.session.ruleset.glance(screen.session.context())).plain.splitlines()
        assert len(whole) == 7 and _lines(strip) == [line.strip() for line in whole]
        await pilot.resize_terminal(80, 24)
        await until(pilot, lambda: strip.outer_size.height == COMPACT_ROWS + 1, "the strip packed, under its line")
        await pilot.resize_terminal(120, 40)
        await until(pilot, lambda: strip.outer_size.height == len(whole), "the whole strip again")


def test_packed_players_sit_side_by_side_under_headings_in_fewer_words() -> None:
    glance = Glance(
        "a line of table facts",
        ("player", "roles", "wonders & heroes", "income each round"),
        tuple((name, "Statesman", "1 of 4", "3 taxes, 2 goods") for name in NAMES),
    )
    lines = packed(glance, 78, 3).plain.splitlines()
    assert len(lines) == 3 and all(len(line) <= 78 for line in lines)
    assert lines[0].count("player") == 3 and "wonders " in lines[0] and "&" not in lines[0]
    assert lines[1].startswith("Ann") and "Bo " in lines[1] and "Cy " in lines[1]
    assert lines[2].startswith("Dee") and "Eve " in lines[2]
    assert "a line of table facts" not in packed(glance, 78, 3).plain
    # A column with only a few characters' room is left out, not shown as "3 t…".
    narrow = packed(glance, 30, 3).plain.splitlines()
    assert not any("…" in line and line.rstrip().endswith(("3 t…", "inc…")) for line in narrow), narrow
    # Room for it all: the strip as it always was.
    assert render_glance(glance, 120, 8) == render_glance(glance)


async def test_a_command_for_an_action_not_open_now_leaves_the_session_standing(tmp_path: Path) -> None:
    # Found at 80x24: ":coast-tile" in Hellas' turns (an action of the game, not open now) was to show its form
    # in the Phase panel, whose list has no such entry: the app stopped with a traceback.
    async with demo_app(tmp_path, "hellas").run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        assert "coast-tile" not in [name for name, _label in screen.query_one(WizardPanel)._shown]
        events = len(screen.session.events)
        await pilot.press("colon", *"coast-tile", "enter")
        await settle(pilot)
        assert pilot.app.screen is screen and pilot.app.return_code is None
        assert len(screen.session.events) == events
        form = screen._form()
        assert form is None or form.action != "coast-tile"
