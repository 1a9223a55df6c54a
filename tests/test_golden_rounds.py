"""Every golden round (tests/GAME/golden.py): one command per decision, nothing the app could work out,
the app's form open on what the rules wait for, and the table after it as worked out by hand."""

from __future__ import annotations

import importlib
import shutil
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from engine import saves
from tests.golden import GOLDEN, app, assert_nothing_derivable, cli, evenings, start


@pytest.fixture(params=GOLDEN)
def golden(request: pytest.FixtureRequest) -> ModuleType:
    return importlib.import_module(request.param)


@pytest.fixture(scope="session")
def started_once(tmp_path_factory: pytest.TempPathFactory) -> Callable[[ModuleType], Path]:
    """The folder holding a game's session as ``start`` leaves it, made once a run (its setup replayed once)."""
    made: dict[str, Path] = {}

    def folder(golden: ModuleType) -> Path:
        if golden.__name__ not in made:
            made[golden.__name__] = tmp_path_factory.mktemp("golden")
            start(golden, made[golden.__name__])
        return made[golden.__name__]

    return folder


@pytest.fixture
def started(golden: ModuleType, tmp_path: Path, started_once: Callable[[ModuleType], Path]) -> Path:
    """``tmp_path`` holding a copy of the golden session as ``start`` leaves it (the save and its backup)."""
    for save in started_once(golden).glob("golden.toml*"):
        shutil.copy2(save, tmp_path / save.name)
    return tmp_path


def test_the_round_on_the_command_line_takes_one_command_per_decision(golden: ModuleType, started: Path) -> None:
    count = cli(golden, started)
    assert count.commands == len(golden.ROUND)
    golden.check_after(saves.load(started / "golden.toml"))


def test_no_step_says_what_the_app_could_work_out(golden: ModuleType, started: Path) -> None:
    # Leaving out any field of any step must either be refused or change what happens:
    # otherwise the table typed something the app knew.
    session = saves.load(started / "golden.toml")
    assert_nothing_derivable(session, golden.ROUND)
    golden.check_after(session)


@pytest.mark.heavy
async def test_the_round_in_the_app_takes_a_pick_or_two_per_decision(golden: ModuleType, started: Path) -> None:
    # The app's form: an action picked only when the form did not already show it, the fields the
    # players decide, Apply. The form the rules wait for opens by itself; only the players' own
    # choices of what to do are picked.
    count = await app(golden, started)
    assert count.applied == len(golden.ROUND)
    assert count.fields_set <= sum(len(step.fields) for step in golden.ROUND)
    assert set(count.picked) == golden.PICKED and count.actions_picked == golden.PICKS
    golden.check_after(saves.load(started / "golden.toml"))


def test_the_rounds_are_as_long_as_their_decisions() -> None:
    # Mare Nostrum's play-test typed about 43 commands a round, Aquileia's about 55 (and 4 more for the
    # face-up cards and the start player, which it did not enter), Struggle for Rome's about 55, Hellas's
    # 10-15 for two players, Civilization's 23-32 for four (a battle worked out with calculators besides).
    # Aquileia's round came down from 55 to 50: the round's turn-ups in one form, a forced drop by itself;
    # Struggle for Rome's from 26 to 25: a tribe with nothing left to do after its move passes by itself.
    # Mare Nostrum's from 30 to 28: the exchange's last take and a seizure that is the only choice, by themselves;
    # to 27: the last mover's turn, and the round, end by themselves (play-test 7). Aquileia's from 50 to 48: a
    # tie marker that is the only thing left is laid by itself (play-test 11). Hellas's from 8 to 7: an attack
    # nothing left can change resolves by itself (play-test 12).
    lengths = {importlib.import_module(m).TITLE: len(importlib.import_module(m).ROUND) for m in GOLDEN}
    assert lengths == {"Mare Nostrum": 27, "Aquileia": 48, "Struggle for Rome": 25, "Hellas": 7, "Civilization": 28}


def test_a_second_evening_types_no_printed_fact(golden: ModuleType, tmp_path: Path) -> None:
    # A new table plays the round on the shipped kit, stating what the kit lacks as it comes up; a new
    # session after it plays the same round without stating any, and ends as the complete kit's does.
    first, second, session = evenings(golden, tmp_path)
    assert first.board_facts > 0, "the shipped kit knew all the round needs: nothing was taught"
    assert second.board_facts == 0
    assert second.commands == len(golden.SETUP) + len(golden.ROUND)
    golden.check_after(session)
