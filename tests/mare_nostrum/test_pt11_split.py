"""Play-test 11 follow-up: the glance strip's income heading, and Mare Nostrum's long modules split in parts.

The strip's income column showed "income due" all round, also once the income was paid; it shows what each
player takes every round, so it says so. ``setup``, ``moves`` and ``battles`` had grown past the project's
~400 lines; each gave a cohesive part to a module of its own, with no import cycle.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine import registry, saves
from engine.i18n import set_language
from engine.session import Session

PACKAGE = Path(__file__).resolve().parents[2] / "rulesets" / "mare_nostrum"
SPLIT = ("setup", "caravan_checks", "moves", "origins", "battles", "battle_refusals")


def _demo() -> Session:
    ruleset = registry.load("mare-nostrum")
    return saves.loads_text(ruleset.resource(ruleset.demo).read_text(encoding="utf-8"), "demo", "mare-nostrum")


def test_the_income_heading_says_each_round_after_the_income_was_paid() -> None:
    session = _demo()
    # The demo stands in the strategy phase: this round's income went out in the trade phase before it.
    assert session.context().phase == "strategy"
    columns = session.ruleset.glance(session.context()).columns
    assert "income each round" in columns and "income due" not in columns


def test_the_income_heading_in_czech() -> None:
    session = _demo()
    set_language("cs")
    try:
        columns = session.ruleset.glance(session.context()).columns
    finally:
        set_language("en")
    assert "příjem za kolo" in columns


@pytest.mark.parametrize("name", SPLIT)
def test_the_split_modules_stay_short(name: str) -> None:
    lines = (PACKAGE / f"{name}.py").read_text(encoding="utf-8").count("\n")
    assert lines <= 400, f"{name}.py has {lines} lines"


@pytest.mark.parametrize("name", SPLIT)
def test_each_part_imports_first_without_a_cycle(name: str) -> None:
    """Imported first in a fresh interpreter, a module that closes a cycle fails on a half-made module."""
    code = f"import rulesets.mare_nostrum.{name}; import rulesets.mare_nostrum.ruleset"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_the_names_other_modules_import_still_come_from_where_they_did() -> None:
    from rulesets.mare_nostrum import battles, moves, setup

    for module, names in (
        (setup, ("SETUP_ACTIONS", "initial_state", "setup_action", "setup_seats", "setup_work", "without_role")),
        (setup, ("place_forced", "told")),
        (moves, ("ACTIONS", "fleet_mover", "legion_mover", "march", "transport_prompt")),
        (battles, ("ACTIONS", "bonus", "losses_text", "result")),
    ):
        missing = [name for name in names if not hasattr(module, name)]
        assert not missing, f"{module.__name__} lacks {missing}"
