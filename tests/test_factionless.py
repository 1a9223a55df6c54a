"""A game without factions (issue 38): players are known by their names, end to end (new, act, show, save, open).

Before, seating asked every player for a faction the game did not have ("no free faction left for Ann").
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from engine import registry, saves
from engine.registry import GameInfo
from tests.fixture_game.ruleset import MarketDay
from tui.cli.main import main


class Alone(MarketDay):
    """Market Day where nobody plays a colour: the players themselves own the coins, houses and towers."""

    id = "market-alone"
    name = "Market Alone"
    factions = ()
    kit_file = "no-kit.toml"  # Market Day's kit names its own game; this one plays on the rules' numbers


INFO = GameInfo("market-alone", "Market Alone", 2, 4, "tests.test_factionless:Alone")


@pytest.fixture(autouse=True)
def alone() -> Iterator[None]:
    registry.register(INFO)
    yield
    registry.unregister(INFO.id)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_new_act_show_save_without_factions(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys, "new", "market-alone", "-p", "Ann", "-p", "Ondřej", "-p", "Ann Marie", "--name", "eve", "--no-tui"
    )
    assert code == 0, err
    path = saves_dir / "eve.toml"
    session = saves.load(path)
    # Each player's own id keeps their holders apart.
    assert [p.faction for p in session.players] == ["ann", "ondrej", "annmarie"]

    code, out, err = run(capsys, "act", "eve", "harvest", "player=Ondrej")
    assert code == 0, err
    assert "2 coins go from the bank to Ondřej's purse." in out
    code, _, err = run(capsys, "act", "eve", "give", "to=Ann", "amount=1", "--as", "Ann Marie", "--force")
    assert code == 0, err

    code, out, _ = run(capsys, "show", "eve")
    assert code == 0
    # Named as people are, never by the id the app keeps them by ("Ann (ann)").
    assert "  Ann – coins: 2" in out and "  Ondřej – coins: 3" in out and "  Ann Marie – coins: 0" in out
    assert "(ann)" not in out and "(ondrej)" not in out

    # A correction names a player's holder as sentences do.
    code, _, err = run(
        capsys, "act", "eve", "correct", "holder=Ann's purse", "kind=coin", "count=1", "reason=dealt twice"
    )
    assert code == 0, err
    again = saves.load(path)
    assert again.same_as(saves.load(path)) and again.players == session.players
    assert again.table.ledger.count("purse:ann", "coin") == 1


async def test_the_app_opens_a_game_without_factions(saves_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tests.tui.driver import Driver
    from tui.app.app import TabulaApp
    from tui.app.screens.session import SessionScreen

    code, _, err = run(capsys, "new", "market-alone", "-p", "Ann", "-p", "Bo", "--name", "duo", "--no-tui")
    assert code == 0, err
    path = saves_dir / "duo.toml"
    app = TabulaApp(session_path=path, saves_dir=saves_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        drive = Driver(pilot)
        assert isinstance(app.screen, SessionScreen)
        await drive.act("harvest", player="Bo")
        assert drive.screen.session.table.ledger.count("purse:bo", "coin") == 3
    assert len(saves.load(path).events) == 1


def test_the_story_names_players_without_a_faction_beside_them(saves_dir: Path) -> None:
    # The report's list of players said "Ann (ann)": the id the app keeps a player by is no faction.
    from engine.story import story

    code = main(["new", "market-alone", "-p", "Ann", "-p", "Bo", "--name", "eve", "--no-tui"])
    assert code == 0
    told = story(saves.load(saves_dir / "eve.toml"))
    assert told.players == (("Ann", ""), ("Bo", ""))
