"""Play-test 11, bug 4: a relic is a square entered, so it counts among the round's finds."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, TabulaError
from engine.session import Session
from rulesets.civilization.components import on_board, travel_speed
from tests.civilization.helpers import go_to, new, realm


def _reach(session: Session) -> int:
    ctx = session.context()
    return int((on_board(ctx, 0, "army") + on_board(ctx, 0, "settler")) * travel_speed(ctx, 0))


def test_a_relic_past_the_finds_the_figures_reach_is_asked_first() -> None:
    # e1 R4: Tomas's figure reached 2 markers; a third hut was refused, and relic=atlantis then accepted.
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    for _ in range(_reach(session)):
        session.act("hut", {"reward": "coin"})
    with pytest.raises(TabulaError) as raised:
        session.act("relic", {"relic": "atlantis"})
    assert "markers a round" in str(raised.value)


def test_a_relic_counts_as_a_find() -> None:
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    session.act("relic", {"relic": "atlantis"})
    assert realm(session, 0).found == (session.table.position.round, 1)


def test_a_relic_without_its_unit_types_is_asked_not_offered_an_override() -> None:
    # x4: relic relic=attila: "name their types (units=…); use --force to override".
    session = new(("A", "china"), ("B", "rome"))
    go_to(session, "movement")
    with pytest.raises(BadInput, match="name their types"):
        session.act("relic", {"relic": "attila"}, force=True)
    assert session.events[-1].type != "relic"
