"""The conformance suite (``engine.conformance``) for the five games Tabula ships.

The suite lives in the engine, so a plugin runs the same checks from its own tests (the fixture game's are in
``tests/fixture_game/test_conformance.py``); here each shipped game binds it to a test class of its own.
"""

from __future__ import annotations

from engine import registry
from engine.conformance import suite

TestMareNostrum = suite("mare-nostrum")
TestAquileia = suite("aquileia")
TestStruggleForRome = suite("struggle-for-rome")
TestHellas = suite("hellas")
TestCivilization = suite("civilization")

SUITES = (TestMareNostrum, TestAquileia, TestStruggleForRome, TestHellas, TestCivilization)


def test_every_installed_game_runs_the_suite() -> None:
    # A game added to the entry points without a line above would go unchecked.
    installed = set(registry.entry_point_specs(registry.GROUP))
    assert installed == {"mare-nostrum", "aquileia", "struggle-for-rome", "hellas", "civilization"}
    assert len({cls.__name__ for cls in SUITES}) == len(installed)
