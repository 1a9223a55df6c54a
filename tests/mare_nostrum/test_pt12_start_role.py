"""Play-test 12, bug 11: in the 36-point start ``give-role role=statesman`` was refused "say player" though the
runner-up, the only one allowed, could be known (p.4, l.9). The lone player is filled in; with several, the
refusal names them."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from engine.session import Session
from tests.mare_nostrum.helpers import new_game, table, units
from tests.mare_nostrum.test_pt10_points_start_roles import TP


def _doubled() -> Session:
    session = new_game(
        "egypt", "rome", "greece", "carthage", names=("Jana", "Petr", "Honza", "Katka"), variants=("points-start",)
    )
    for who, args in TP:
        session.act("buy", args, actor=who)
    return session


def test_the_only_runner_up_is_filled_in() -> None:
    session = _doubled()
    units(session, "rome", "legion", "rome", 1)  # Petr alone comes second for the Commander
    session.act("give-role", {"role": "commander"}, actor="Jana")
    assert table(session).holder_of("commander") == 1


def test_several_runners_up_are_named() -> None:
    session = _doubled()
    with pytest.raises(BadInput, match="say who takes the Commander: Petr, Honza or Katka"):
        session.propose("give-role", {"role": "commander"}, actor="Jana")
