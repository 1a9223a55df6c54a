"""Play-test 11, N5: Portus goes bronze, silver, gold (l.8). The gold space's activation was logged with
Latro's roll, before the robbed silver player chose; it now waits for that choice."""

from __future__ import annotations

from engine.session import Session
from tests.aquileia.helpers import last_outcome, latro_example, set_coins


def _robbed_silver() -> Session:
    session = latro_example()
    set_coins(session, 0, silver=1)  # Blue can pay the silver space again
    session.act("latro", {"dice": "silver,silver"})
    return session


def test_the_gold_space_waits_for_the_robbed_silver_player() -> None:
    session = _robbed_silver()
    said = last_outcome(session)
    assert "Red activates 2 buildings: 4 points and 1 gold and 1 silver." in said  # bronze, before silver
    assert not any(line.startswith("Yellow activates") for line in said)
    assert "portus-gold" not in session.table.game.done
    session.act("activate")
    said = last_outcome(session)
    assert said.index("Blue activates 1 building: 2 points.") < said.index("Yellow activates 1 building: 3 points.")


def test_a_skip_of_the_silver_space_lets_the_gold_one_activate() -> None:
    session = _robbed_silver()
    session.act("skip")
    assert "Yellow activates 1 building: 3 points." in last_outcome(session)
    assert session.table.position.round == 2
