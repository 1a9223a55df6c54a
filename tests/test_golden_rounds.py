"""Every golden round (tests/GAME/golden.py): one command per decision, nothing the app could work out,
the app's form open on what the rules wait for, and the table after it as worked out by hand."""

from __future__ import annotations

import importlib
from pathlib import Path
from types import ModuleType

import pytest

from engine import saves
from tests.golden import GOLDEN, app, assert_nothing_derivable, cli, start


@pytest.fixture(params=GOLDEN)
def golden(request: pytest.FixtureRequest) -> ModuleType:
    return importlib.import_module(request.param)


def test_the_round_on_the_command_line_takes_one_command_per_decision(golden: ModuleType, tmp_path: Path) -> None:
    start(golden, tmp_path)
    count = cli(golden, tmp_path)
    assert count.commands == len(golden.ROUND)
    golden.check_after(saves.load(tmp_path / "golden.toml"))


def test_no_step_says_what_the_app_could_work_out(golden: ModuleType, tmp_path: Path) -> None:
    # Leaving out any field of any step must either be refused or change what happens:
    # otherwise the table typed something the app knew.
    start(golden, tmp_path)
    session = saves.load(tmp_path / "golden.toml")
    assert_nothing_derivable(session, golden.ROUND)
    golden.check_after(session)


async def test_the_round_in_the_app_takes_a_pick_or_two_per_decision(golden: ModuleType, tmp_path: Path) -> None:
    # The app's form: an action picked only when the form did not already show it, the fields the
    # players decide, Apply. The form the rules wait for opens by itself; only the players' own
    # choices of what to do are picked.
    start(golden, tmp_path)
    count = await app(golden, tmp_path)
    assert count.applied == len(golden.ROUND)
    assert count.fields_set <= sum(len(step.fields) for step in golden.ROUND)
    assert set(count.picked) == golden.PICKED and count.actions_picked == golden.PICKS
    golden.check_after(saves.load(tmp_path / "golden.toml"))


def test_the_rounds_are_as_long_as_their_decisions() -> None:
    # Mare Nostrum's play-test typed about 43 commands a round, Aquileia's about 55 (and 4 more for the
    # face-up cards and the start player, which it did not enter), Struggle for Rome's about 55, Hellas's
    # 10-15 for two players, Civilization's 23-32 for four (a battle worked out with calculators besides).
    lengths = {importlib.import_module(m).TITLE: len(importlib.import_module(m).ROUND) for m in GOLDEN}
    assert lengths == {"Mare Nostrum": 30, "Aquileia": 51, "Struggle for Rome": 26, "Hellas": 7, "Civilization": 28}
