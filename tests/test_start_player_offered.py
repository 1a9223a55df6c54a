"""The first start player is a one-off choice: offered until the first round begins, never after.

Play-tests (Aquileia, Struggle for Rome): ``actions`` and the app's list still offered ``start-player`` in
later rounds, where its check could only refuse it.
"""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.aquileia.helpers import new as new_aquileia
from tests.struggle_for_rome.helpers import new as new_rome


def _offered(session: Session) -> list[str]:
    return [spec.name for spec in session.available()]


def test_aquileia_offers_the_start_player_only_before_the_first_placement() -> None:
    session = new_aquileia()
    assert "start-player" in _offered(session)
    session.act("place", {"space": "dolus"})
    assert "start-player" not in _offered(session)
    with pytest.raises(RuleRefused, match="chosen before the first round begins"):
        session.act("start-player", {"first": "Red"})  # named anyway: the check says why not


def test_struggle_for_rome_offers_the_start_player_only_before_the_first_roll() -> None:
    session = new_rome()
    while session.phase.id != "roll":
        session.act("next-phase", {})
    assert "start-player" in _offered(session)
    session.act("roll-resources", {"dice": "1,2"})
    assert "start-player" not in _offered(session)
