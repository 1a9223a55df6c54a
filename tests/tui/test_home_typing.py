"""The home screen typed through at a person's pace and at paste speed (issue 31, the December play-test):
Tab seat by seat, keys typed while the form is made or a game is picked reach the field meant, Enter on the
game opens its list, the players' problem told again as names are typed, names cut to their length, and a
demo opened again instead of copied again."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.app import App
from textual.widgets import Input, OptionList, Select

from engine import registry, saves
from engine.errors import BadInput
from engine.names import NAME_LIMIT
from tests.tui.test_home import choose, error_text, home
from tui.app.app import TabulaApp
from tui.app.screens.home_form import SESSION_LIMIT
from tui.app.screens.session import SessionScreen
from tui.cli.main import main
from tui.library import copy_demo


def _typed(app: App[Any], *keys: str) -> None:
    """Keys typed at paste speed: all of them reach the app before it has handled the first."""
    chars = {"space": " ", "enter": "\r", "tab": "\t"}
    for key in keys:
        app.post_message(events.Key(key, chars.get(key, key if len(key) == 1 else None)))


async def _tab_stops(pilot: Any, start: str, key: str = "tab") -> list[str]:
    """The fields a Tab (or another key) reaches from ``start``, one after another, until it comes back."""
    screen = home(pilot.app)
    screen.query_one(start).focus()
    await pilot.pause()
    stops: list[str] = []
    for _ in range(30):
        await pilot.press(key)
        focused = pilot.app.focused
        if focused is None or focused.id == start or focused.id in stops:
            break
        stops.append(focused.id or type(focused).__name__)
    return stops


async def test_tab_goes_seat_by_seat_and_the_session_name_is_near(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "aquileia")
        # Each seat's name, then its faction, as the rows read; the session name right under the game (it was
        # names 1-5, factions 1-5, then the session name: about 11 Tabs).
        seats = [f"seat-{part}-{seat}" for seat in range(5) for part in ("name", "faction")]
        stops = await _tab_stops(pilot, "#new-game")
        assert stops[: len(seats) + 3] == ["new-name", *seats, "new-keep", "new-start"], stops
        assert (await _tab_stops(pilot, "#new-name", "shift+tab"))[0] == "new-game"
        # The play-test, typed at paste speed: "mn1" meant for the session name landed in a faction list. Down
        # goes name to name, Up from the first name to the session name.
        screen.query_one("#seat-name-0").focus()
        await pilot.pause()
        _typed(app, *"Ann", "down", *"Bo", "down", *"Cy", "up", "up", "up", *"mn1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen), error_text(screen)
        assert app.screen.session.name == "mn1"
        assert [p.name for p in app.screen.session.players] == ["Ann", "Bo", "Cy"]


async def test_keys_typed_at_paste_speed_reach_the_field_meant_in_order(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        screen.query_one("#seat-name-0").focus()
        await pilot.pause()
        # "Cy<Tab>Dee" gave "CyDee" in one field: Tab was resolved after the keys behind it had gone in.
        _typed(app, *"Cy", "tab", "tab", *"Dee", "down", *"Flo", "shift+tab", "shift+tab", *"Gil")
        await pilot.pause()
        names = [screen.query_one(f"#seat-name-{seat}", Input).value for seat in range(3)]
        assert names == ["Cy", "Gil", "Flo"]  # a field Tab reaches is taken whole: typing replaces it


async def test_keys_typed_while_the_form_is_made_go_into_it(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+o")
        screen = home(app)
        assert screen.section == "continue"
        # The section chosen in the menu is made while the next keys come in ("Ann" typed before the form
        # filled was lost): they go to the first name, and on from there.
        menu = screen.query_one("#home-sections", OptionList)
        menu.focus()
        menu.highlighted = 0
        await pilot.pause()
        _typed(app, "enter", *"Ann", "tab", "tab", *"Bo")
        await pilot.pause()
        assert screen.section == "new"
        names = [screen.query_one(f"#seat-name-{seat}", Input).value for seat in range(2)]
        assert names == ["Ann", "Bo"]
        assert app.focused is screen.query_one("#seat-name-1")
        # And by a key: ctrl+o, then ctrl+n and a name before either section is there.
        _typed(app, "ctrl+o", "ctrl+n", *"Cy")
        await pilot.pause()
        assert screen.section == "new" and app.focused is screen.query_one("#seat-name-0")
        assert screen.query_one("#seat-name-0", Input).value == "Cy"


async def test_enter_on_the_game_opens_its_list_and_the_names_come_next(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "aquileia")
        game = screen.query_one("#new-game", Select)
        game.focus()
        await pilot.press("enter")  # Down opened it; Enter started a game with no names ("takes 3 to 5 players")
        assert game.expanded and error_text(screen).strip() == ""
        await pilot.press(*"hel")
        # Enter picks; the names typed right behind it wait for the Hellas form and go into its first name.
        _typed(app, "enter", *"Ann", "tab", "tab", *"Bo")
        await pilot.pause()
        assert game.value == "hellas" and not game.expanded
        names = [screen.query_one(f"#seat-name-{seat}", Input).value for seat in range(2)]
        assert names == ["Ann", "Bo"], error_text(screen)
        assert isinstance(app.screen, type(screen))  # picked, not started
        # All of it at paste speed from the closed list: Enter opens it, Down moves, Enter picks, names follow.
        games = [g.id for g in screen.games]
        game.focus()
        await pilot.pause()
        _typed(app, "enter", "down", "down", "enter", *"Cy")
        await pilot.pause()
        assert game.value == games[games.index("hellas") + 2] and not game.expanded
        assert screen.query_one("#seat-name-0", Input).value == "Cy"


async def test_a_faction_list_picks_only_what_was_found_and_enter_only_picks(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        for seat, name in enumerate(("Ann", "Bo", "Cy")):
            screen.query_one(f"#seat-name-{seat}", Input).value = name
        faction = screen.query_one("#seat-faction-0", Select)
        faction.focus()
        await pilot.pause()
        # The play-test's "mn1" + Enter started the game as Rome: no faction has a word starting "mn".
        await pilot.press(*"mn1", "enter")
        assert faction.value == Select.NULL and app.screen is screen
        await pilot.press("escape")
        await pilot.press(*"ro", "enter")
        assert faction.value == "rome" and not faction.expanded
        assert app.screen is screen and app.focused is faction  # the pick shows; the next Enter starts
        await pilot.press("enter")
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.session.players[0].faction == "rome"


async def test_the_players_problem_is_told_again_as_names_are_typed(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        screen.query_one("#seat-name-0").focus()
        await pilot.press(*"Ann", "enter")
        assert "Mare Nostrum takes 3 to 5 players (1 name)" in error_text(screen)
        await pilot.press("down", *"Bo")
        assert "(2 names)" in error_text(screen)  # it stayed "(1 name)" until the next Enter
        await pilot.press("down", *"Ann")
        text = error_text(screen)
        assert "takes 3 to 5" not in text and "player names must differ: Ann twice" in text
        for _ in "Ann":
            await pilot.press("backspace")
        await pilot.press(*"Cy")
        assert error_text(screen).strip() == ""
        await choose(pilot, "hellas")  # another game: nothing told until its Start
        assert error_text(screen).strip() == ""


async def test_names_are_cut_to_their_length_typed_or_pasted(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "aquileia")
        for box, limit in (("#seat-name-0", NAME_LIMIT), ("#new-name", SESSION_LIMIT)):
            field = screen.query_one(box, Input)
            field.focus()
            await pilot.pause()
            # The play-test's 165 characters: a paste is cut to the field's length (it was refused whole).
            app.post_message(events.Paste("x" * 165))
            await pilot.pause()
            assert field.value == "x" * limit, box
            await pilot.press("y")
            assert field.value == "x" * limit, box


def test_the_forms_limits_are_the_engines_and_the_cli_refuses_longer_names(
    saves_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    aquileia = registry.load("aquileia")
    players = [("a" * NAME_LIMIT, None), ("Bo", None), ("Cy", None)]
    assert aquileia.assign_factions(players)
    with pytest.raises(BadInput):
        aquileia.assign_factions([("a" * (NAME_LIMIT + 1), None), ("Bo", None), ("Cy", None)])
    assert saves.check_name("s" * SESSION_LIMIT)
    with pytest.raises(BadInput):
        saves.check_name("s" * (SESSION_LIMIT + 1))
    for extra in (["-p", "x" * 165], ["--name", "s" * 165]):
        code = main(["new", "aquileia", "-p", "Ann", "-p", "Bo", "-p", "Cy", *extra, "--no-tui"])
        out, err = capsys.readouterr()
        assert code == 2 and not out and len(err.strip().splitlines()) == 1, (code, out, err)
    assert not saves.session_files(saves_dir)


def test_a_demo_is_opened_again_until_it_is_played_in(tmp_path: Path) -> None:
    _, first = copy_demo(tmp_path, "aquileia")
    session, again = copy_demo(tmp_path, "aquileia")
    assert again == first and session.name == "aquileia-demo"
    assert [p.name for p in saves.session_files(tmp_path)] == ["aquileia-demo.toml"]
    # Played in (here: an action undone): that is the player's game now, kept; the demo starts afresh.
    played = saves.load(first)
    played.undo()
    saves.save(played, first)
    session, fresh = copy_demo(tmp_path, "aquileia")
    assert fresh.name == "aquileia-demo-2.toml" and session.name == "aquileia-demo-2"
    assert len(saves.load(first).events) == len(session.events) - 1
    assert copy_demo(tmp_path, "aquileia")[1] == fresh


async def test_the_demos_section_opens_the_same_copy_again(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(2):
            await pilot.press("ctrl+g")
            demos = home(app).query_one("#demo-games", OptionList)
            demos.highlighted = [g.id for g in home(app).games].index("hellas")
            await pilot.press("enter")
            assert isinstance(app.screen, SessionScreen)
            await pilot.press("escape", "y")  # leaving a session asks first
            assert home(app)
        assert [p.name for p in saves.session_files(tmp_path)] == ["hellas-demo.toml"]


async def test_enter_on_the_trial_box_starts_the_game_and_space_ticks_it(tmp_path: Path) -> None:
    # Play-test: Enter on "a trial game" ticked it instead of starting (a trial game made without a word).
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "aquileia")
        for seat, name in enumerate(("Ann", "Bo", "Cy")):
            screen.query_one(f"#seat-name-{seat}", Input).value = name
        screen.query_one("#new-keep").focus()
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen), error_text(screen)
        assert app.screen.session.teaches  # not made a trial game by the Enter


async def test_enter_on_a_search_that_found_nothing_keeps_the_list_open_on_it(tmp_path: Path) -> None:
    """Issue 31's play-test: Enter on "nothing found" closed a list empty, and the next Enters opened it and
    picked its first entry. On the home screen too, the list stays open on the search, to be mended."""
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        faction = screen.query_one("#seat-faction-0", Select)
        faction.focus()
        await pilot.pause()
        await pilot.press(*"mn1", "enter")
        assert faction.expanded and faction.value == Select.NULL
        await pilot.press("backspace", "backspace", "backspace", *"ro", "enter")
        assert faction.value == "rome" and not faction.expanded
