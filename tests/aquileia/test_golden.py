"""The golden four-player round through the command line, the engine and the app: no input the app could derive."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from engine.session import Session
from rulesets.aquileia.state import State
from tests.aquileia.golden import AFTER, ROUND, play_in_app, play_on_cli, start
from tests.aquileia.helpers import coins, hand
from tests.golden import assert_nothing_derivable


def _check_after_the_round(session: Session) -> None:
    assert (session.table.position.round, session.phase.id) == (2, "placement")
    state: State = session.table.game
    for seat, player in enumerate(session.players):
        score, purse, held = AFTER[player.name]
        assert state.patricians[seat].score == score, player.name
        assert coins(session, seat) == purse, player.name
        assert hand(session, seat) == held, player.name
    # Cy took tie position 1: Cy starts round 2 (l.8).
    assert session.players[session.table.position.start].name == "Cy"
    # Not a coin lost: 39 of each metal... as the bank began with, less what the players hold.
    totals = session.table.ledger.totals()
    assert (totals["gold"], totals["silver"], totals["bronze"]) == (39, 39, 39)


def test_the_round_on_the_command_line_takes_one_command_per_decision(tmp_path: Path) -> None:
    start(tmp_path)
    count = play_on_cli(tmp_path)
    # The play-test typed about 55 commands a round, without the face-up cards or the start player.
    assert count.commands == len(ROUND) == 51
    _check_after_the_round(saves.load(tmp_path / "golden.toml"))


def test_no_step_says_what_the_app_could_work_out(tmp_path: Path) -> None:
    start(tmp_path)
    session = saves.load(tmp_path / "golden.toml")
    assert_nothing_derivable(session, ROUND)
    _check_after_the_round(session)


async def test_the_round_in_the_app_takes_a_pick_or_two_per_decision(tmp_path: Path) -> None:
    # The app opens the form the rules wait for (each turn-up, placement, Mercatus space, fight, race,
    # prizes, bid, sale, build, Latro); only the table's own choices of what to do are picked.
    start(tmp_path)
    count = await play_in_app(tmp_path)
    assert count.applied == len(ROUND)
    assert count.fields_set <= sum(len(step.fields) for step in ROUND)
    assert set(count.picked) == {"start-player", "pass", "drop"}
    assert count.actions_picked == 6  # the start-player roll, two passes, three drops
    _check_after_the_round(saves.load(tmp_path / "golden.toml"))
