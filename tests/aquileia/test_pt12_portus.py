"""Play-test 12, N5: every Portus space is told in l.8's order (bronze, silver, gold) with Latro's roll,
a space passed over as well as one that activates by itself (ev1 #82: "Portus gold is passed over" came
before the bronze space's activation)."""

from __future__ import annotations

from tests.aquileia.helpers import last_outcome, latro_example, set_coins


def test_a_passed_gold_space_is_told_after_the_bronze_activation() -> None:
    session = latro_example()
    set_coins(session, 1, gold=0)  # Yellow cannot pay the gold space again
    session.act("latro", {"dice": "gold,gold"})
    said = last_outcome(session)
    bronze = said.index("Red activates 2 buildings: 4 points and 1 gold and 1 silver.")
    silver = said.index("Blue activates 1 building: 2 points.")
    gold = next(i for i, line in enumerate(said) if "Portus gold is passed over" in line)
    assert bronze < silver < gold
    assert sum(line.startswith("Red activates") for line in said) == 1  # told once, not again after


def test_a_passed_silver_space_is_told_between_bronze_and_gold() -> None:
    session = latro_example()
    set_coins(session, 0, silver=0)  # Blue cannot pay the silver space again
    session.act("latro", {"dice": "silver,silver"})
    said = last_outcome(session)
    silver = next(i for i, line in enumerate(said) if "Portus silver is passed over" in line)
    bronze = said.index("Red activates 2 buildings: 4 points and 1 gold and 1 silver.")
    gold = said.index("Yellow activates 1 building: 3 points.")
    assert bronze < silver < gold
