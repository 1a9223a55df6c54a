"""The golden four-player round through the command line and the engine: no input the app could derive."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.session import Session
from tests.golden import assert_nothing_derivable
from tests.mare_nostrum.golden import HANDS_AFTER, KIT, ROUND, SETUP, play_in_app, play_on_cli, start
from tests.mare_nostrum.helpers import hand_of, table


def _check_after_the_round(session: Session) -> None:
    assert (session.table.position.round, session.phase.id) == (2, "trade")
    assert {p.name: hand_of(session, p.name) for p in session.players} == HANDS_AFTER
    board = table(session)
    assert (board.legions("cyrene", "carthage"), board.legions("cyrene", "egypt")) == (1, 0)
    assert board.state.province("cyrene").seizing == "carthage"
    assert (board.fleets("southwest-of-knossos", "carthage"), board.fleets("east-of-athens", "greece")) == (1, 1)
    assert (board.legions("antioch", "babylon"), board.legions("north-of-rome", "rome")) == (1, 1)


def test_the_round_on_the_command_line_takes_one_command_per_decision(tmp_path: Path) -> None:
    start(tmp_path)
    # With the kit's goods known, setup is the one word that starts the game.
    begun = saves.load(tmp_path / "golden.toml")
    assert len(SETUP) == len(begun.events) == 1 and begun.phase.id == "trade"
    count = play_on_cli(tmp_path)
    assert count.commands == len(ROUND) == 30  # the play-test's round took about 43
    _check_after_the_round(saves.load(tmp_path / "golden.toml"))


def test_no_step_says_what_the_app_could_work_out(tmp_path: Path) -> None:
    # Leaving out any field of any step must either be refused or change what happens:
    # otherwise the table typed something the app knew.
    start(tmp_path)
    session = saves.load(tmp_path / "golden.toml")
    assert_nothing_derivable(session, ROUND)
    _check_after_the_round(session)


async def test_the_round_in_the_app_takes_a_pick_or_two_per_decision(tmp_path: Path) -> None:
    # The app's form: an action picked only when the form did not already show it, the fields
    # the players decide, Apply. Nothing the app works out is asked for.
    start(tmp_path)
    count = await play_in_app(tmp_path)
    assert count.applied == len(ROUND)
    assert count.fields_set <= sum(len(step.fields) for step in ROUND)
    # The form the rules wait for opens by itself (the size, each offer and take, the compensation,
    # the Statesman's and Commander's picks, the next buy, the compulsory battle); only the players'
    # own choices of what to do are picked.
    assert set(count.picked) == {"next", "move-fleet", "move-legion", "seize"}
    assert count.actions_picked == 14
    _check_after_the_round(saves.load(tmp_path / "golden.toml"))


def test_show_lists_caravans_on_their_province_only(tmp_path: Path) -> None:
    # Playing the golden round: `show` listed "the oil symbol in Athens: 1 caravan" and 13 more lines like
    # it under the supplies, though each province's line already names its caravans' goods.
    from tui.show_text import render

    start(tmp_path)
    session = saves.load(tmp_path / "golden.toml")
    text = render(session, session.summary())
    assert "Athens [greece]: influence of Cy; 2 cities; 1 caravan (oil)" in text
    assert "symbol in" not in text
    assert any(s["holder"].startswith("symbol:") for s in session.summary()["supplies"])  # JSON keeps them


def test_a_battle_shows_its_totals_and_losses_before_it_is_applied(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Fortress losses are the table's choice once the dice are known (p.9): the dry run says what the
    # rolls do first, on the command line (--check) and in the app's check line (the same sentences).
    from tui.cli import main

    start(tmp_path)
    for step in ROUND[: [s.action for s in ROUND].index("battle")]:
        assert main(["--saves-dir", str(tmp_path), "act", "golden", *step.argv()]) == 0
    capsys.readouterr()
    argv = ["--saves-dir", str(tmp_path), "act", "golden", "battle", "attacker_rolls=2", "defender_rolls=6", "--check"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "Bo attacks neutral Egypt in Cyrene: 3 against 6." in out
    assert "Bo loses 1 legion; neutral Egypt loses nothing." in out
    assert len(saves.load(tmp_path / "golden.toml").events) == 1 + 21  # nothing was applied


def test_a_complete_preset_start_says_how_to_begin(tmp_path: Path) -> None:
    # Helper re-play: with every caravan named, `next` only walked the setup's turns and pending was empty.
    # The golden kit leaves no setup work at all.
    from tui.cli import main

    players = [arg for p in ("Ann:babylon", "Bo:carthage", "Cy:greece", "Di:rome") for arg in ("-p", p)]
    main(["--saves-dir", str(tmp_path), "new", "mare-nostrum", *players, "--kit", str(KIT), "--name", "s", "--no-tui"])
    session = saves.load(tmp_path / "s.toml")
    pending = [p["text"] for p in session.summary()["pending"]]
    assert pending == ["The preset start is complete: next-phase begins the first round."]
