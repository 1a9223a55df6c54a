"""Issue 32: after entering a province the attacker must ravage, occupy or seize where the rules offer it
(p.10), also when nobody stood there to fight (p.8: no dice, straight to the after-battle rules). The turn
and the phase wait for the choice, the app opens its form, and ``show`` says so."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.session import Session
from rulesets.mare_nostrum.economy import income
from tests.mare_nostrum.helpers import (
    buildings,
    caravans,
    finish_setup,
    influence,
    new_game,
    rules_of,
    table,
    units,
)
from tests.settle import until
from tests.tui.driver import session_screen
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm

OWED = "After battle: choose ravage, occupy or seize in Cyrene"


def strategy(session: Session, mover: str) -> None:
    """From the trade phase (no exchange; Cleopatra's owner passes) to the strategy phase, ``mover`` to move."""
    session.act("exchange-size", {"count": 0})
    while session.phase.id != "strategy":
        session.act("next-phase")
    session.act("next", {"player": mover})


def _zbynek_enters_cyrene() -> Session:
    """p.10 (l.23), Zbyněk's example without the fight: Lucka's Cyrene holds a caravan, a city and a market and
    none of her units; Zbyněk's 2 legions march in from West of Cyrene (p.8: no dice are rolled)."""
    session = new_game("egypt", "carthage", "greece", names=("Lucka", "Zbyněk", "Honza"))
    finish_setup(session)
    caravans(session, "cyrene", "perfume", 1)
    buildings(session, "cyrene", "city", 1)
    buildings(session, "cyrene", "market", 1)
    units(session, "west-of-cyrene", "legion", "carthage", 2)
    strategy(session, "Zbyněk")
    session.act("move-legion", {"from": "west-of-cyrene", "to": "cyrene", "count": 2})
    return session


def test_an_entry_where_nobody_stands_waits_for_ravage_occupy_or_seize() -> None:
    session = _zbynek_enters_cyrene()
    board = table(session)
    assert board.influence("cyrene") == "egypt" and board.armies("cyrene") == {"carthage"}
    assert "Only Zbyněk's units stand in Cyrene: Zbyněk may ravage, occupy or seize it." in session.outcome(
        len(session.events)
    )
    # The turn and the phase wait; the form the table sees first is the occupation (a building is free).
    assert session.ruleset.awaited(session.context()) == "occupy"
    assert OWED in [p["text"] for p in session.summary()["pending"]]
    for step, args in (("next", {"player": "Honza"}), ("next-phase", {})):
        with pytest.raises(RuleRefused, match=OWED):
            session.act(step, args)
    # Zbyněk occupies the caravan and the city, a legion on each: the turn may end.
    before = table(session)
    session.act("occupy", {"buildings": "caravan:perfume,city"})
    assert rules_of(session, "next", {"player": "Honza"}) == []
    assert OWED not in [p["text"] for p in session.summary()["pending"]]
    # Next trade phase: 1 perfume and 1 tax card more for Zbyněk; the market stays Lucka's and pays her nothing
    # there (her perfume was 2 with it, her city's tax 1).
    after = table(session)
    assert income(after, 1)["goods"].get("perfume", 0) - income(before, 1)["goods"].get("perfume", 0) == 1
    assert income(after, 1)["taxes"] - income(before, 1)["taxes"] == 1
    assert (income(before, 0)["goods"]["perfume"], income(after, 0)["goods"].get("perfume", 0)) == (2, 0)
    assert income(before, 0)["taxes"] - income(after, 0)["taxes"] == 1


def test_nothing_to_ravage_occupy_or_seize_owes_nothing() -> None:
    # South of Cyrene: no influence marker and no building; the legion may stay without a word.
    session = new_game("egypt", "carthage", "greece", names=("Lucka", "Zbyněk", "Honza"))
    finish_setup(session)
    units(session, "cyrene", "legion", "carthage", 1)
    influence(session, "south-of-cyrene", None)
    strategy(session, "Zbyněk")
    session.act("move-legion", {"from": "cyrene", "to": "south-of-cyrene"})
    assert session.ruleset.awaited(session.context()) is None
    assert rules_of(session, "next", {"player": "Honza"}) == []


def test_monikas_occupation_stands_and_owes_no_new_choice() -> None:
    # p.11 (l.25), Monika's example: she wins in Mirek's province and occupies a caravan; Mirek attacks in his
    # turn and loses: Monika, not on turn, chooses nothing. A later round she may ravage the caravan instead,
    # and legions she adds there owe no new choice while her occupation stands.
    session = new_game("rome", "carthage", "greece", names=("Monika", "Mirek", "Honza"))
    finish_setup(session)
    session.act("connect", {"a": "rome", "b": "south-of-carthage"})
    units(session, "rome", "legion", "rome", 4)
    units(session, "carthage", "legion", "carthage", 1)
    units(session, "south-of-carthage", "legion", "carthage", 1)
    strategy(session, "Monika")
    session.act("move-legion", {"from": "rome", "to": "south-of-carthage", "count": 2})
    session.act("battle", {"attacker_rolls": "6,1", "defender_rolls": "1"})
    assert session.ruleset.awaited(session.context()) == "occupy"
    session.act("occupy", {"buildings": "caravan:grain"})
    session.act("next", {"player": "Mirek"})
    session.act("move-legion", {"from": "carthage", "to": "south-of-carthage"})
    session.act("battle", {"attacker_rolls": "1", "defender_rolls": "6,1"})
    assert table(session).armies("south-of-carthage") == {"rome"}
    # Mirek lost his legion: he owes nothing, has nothing left, and his turn passes to Honza (rules v12).
    assert session.turn_player is not None and session.turn_player.name == "Honza"
    session.act("move-fleet", {"to": "east-of-athens"})  # Greece's fleet from the preset start sails out
    # Honza, the last, has nothing left either: the round ends by itself.
    # The next round: Monika adds a legion, and may end her turn; the caravan stays occupied.
    strategy(session, "Monika")
    session.act("move-legion", {"from": "rome", "to": "south-of-carthage"})
    assert session.ruleset.awaited(session.context()) is None
    assert rules_of(session, "next", {"player": "Honza"}) == []
    assert table(session).state.province("south-of-carthage").occupied == (("caravan:grain", "rome"),)
    # ... or ravage the caravan she occupies, now that she is on turn again.
    session.act("ravage", {"building": "caravan:grain"})
    assert table(session).state.province("south-of-carthage").occupied == ()


async def test_the_app_opens_the_occupation_form_after_the_entry(tmp_path: Path) -> None:
    path = tmp_path / "zbynek.toml"
    saves.save(_zbynek_enters_cyrene(), path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = session_screen(pilot)
        await until(pilot, lambda: bool(screen.query(ActionForm)), "the awaited form")
        assert screen.query_one(ActionForm).action == "occupy"
