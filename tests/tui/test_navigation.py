"""Rules on F1, player keys, map selection, the command palette, and the home screen's sections."""

from __future__ import annotations

from pathlib import Path

from textual.command import Hit
from textual.widgets import DataTable, OptionList, Select, Static

from tests.settle import until
from tests.tui.driver import from_palette
from tui.app.app import TabulaApp
from tui.app.commands import AppCommands, SessionCommands
from tui.app.screens.calculators import CalculatorScreen
from tui.app.screens.home import HomeScreen
from tui.app.screens.rules import RulesScreen
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.hand_panel import HandPanel
from tui.library import copy_demo


def _in_form(app: TabulaApp, screen: SessionScreen) -> bool:
    """Whether an action's form is open with the cursor in it."""
    forms = screen.query(ActionForm)
    return bool(forms) and app.focused is not None and forms.first() in app.focused.ancestors


async def test_f5_opens_the_phase_topic_and_keys_switch_players(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        await pilot.press("3")
        await pilot.pause()
        await pilot.press("n")  # not showing Katka's hidden cards
        assert screen.query_one(HandPanel).border_title == "Hand — Katka (pinned)"
        await pilot.press("f5")
        await pilot.pause()
        rules = app.screen
        assert isinstance(rules, RulesScreen) and rules.sub_title == "Strategy phase"
        await pilot.press("escape")
        assert isinstance(app.screen, SessionScreen)


async def test_selecting_a_place_offers_its_action(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen.query_one("#map-table", DataTable)
        table.focus()
        row = [str(key.value) for key in table.rows].index("rome")
        table.move_cursor(row=row)
        await pilot.press("enter")
        await pilot.pause()
        form = app.screen.query_one(ActionForm)
        assert form.values().get("from") == "rome" or "rome" in form.values().values()


async def test_filter_narrows_the_map(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one("#map-filter").focus()
        await pilot.press(*"capital")
        await pilot.pause()
        assert app.screen.query_one("#map-table", DataTable).row_count == 5


async def test_command_palette_finds_actions_rules_and_saves(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "mare-nostrum")
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        provider = SessionCommands(app.screen)
        titles = [title for title, _, _ in provider.commands()]
        assert "Action: move-legion" in titles
        assert "Rules: Combat" in titles
        everywhere = [title for title, _, _ in AppCommands(app.screen).commands()]
        assert "Open: mare-nostrum-demo" in everywhere
        assert "Calculators: Mare Nostrum" in everywhere
        hits = [hit async for hit in provider.search("combat") if isinstance(hit, Hit)]
        best = max(hits, key=lambda h: h.score)
        assert "Combat" in str(best.match_display)
        # Through the real palette, which is app.screen while it is open.
        await from_palette(pilot, "move-legion", "Action: move-legion")
        screen = app.screen
        assert isinstance(screen, SessionScreen)
        await until(pilot, lambda: _in_form(app, screen), "the move-legion form with the cursor in it")
        assert app.screen.query_one("#action-select", Select).value == "move-legion"
        # The cursor waits in the form's first field still to choose, so typing fills it ("from" is
        # worked out: the mover's legions stand in one province).
        assert app.focused is not None and app.focused.id == "field-to"


async def test_home_sections_demo_and_continue(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("ctrl+g")
        await pilot.pause()
        demos = app.screen.query_one("#demo-games", OptionList)
        demos.focus()
        demos.highlighted = [g.id for g in app.screen.games].index("mare-nostrum")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        await pilot.press("escape", "y")  # no form is open: leaving the session asks first
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("ctrl+o")
        await pilot.pause()
        saves_table = app.screen.query_one("#saves", DataTable)
        assert saves_table.row_count == 1
        await pilot.press("ctrl+r")
        await pilot.pause()
        app.screen.query_one("#ref-calc").press()
        await pilot.pause()
        assert isinstance(app.screen, CalculatorScreen)


async def test_new_game_form_reports_bad_players(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        home = app.screen
        assert isinstance(home, HomeScreen)
        home.query_one("#new-game", Select).value = "mare-nostrum"
        await pilot.pause()
        home.query_one("#seat-name-0").value = "Solo"  # type: ignore[attr-defined]
        home.query_one("#new-start").press()  # type: ignore[attr-defined]
        await pilot.pause()
        assert "3 to 5 players" in str(home.query_one("#new-error", Static).render())
        assert not list(tmp_path.glob("*.toml"))


async def test_winner_banner(tmp_path: Path) -> None:
    from engine import saves
    from tests.mare_nostrum.helpers import deal, finish_setup, new_game

    session = new_game("babylon", "carthage", "greece", names=("Ann", "Bo", "Cy"))
    finish_setup(session)
    goods = [
        "gems",
        "papyrus",
        "perfume",
        "gold",
        "cattle",
        "metals",
        "oil",
        "fruit",
        "wine",
        "grain",
        "slaves",
        "fish",
    ]
    deal(session, "Ann", dict.fromkeys(goods, 1))
    session.act("buy", {"item": "pyramids"}, actor="Ann", force=True)
    session.name = "won"
    saves.save(session, tmp_path / "won.toml")
    app = TabulaApp(session_path=tmp_path / "won.toml", saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        banner = app.screen.query_one("#banner", Static)
        assert banner.display and "Ann won" in str(banner.render())
