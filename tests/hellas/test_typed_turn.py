"""A turn typed where no tile is placed is refused, never dropped: random play typed turns 0 to 5 on a temple tile
that went aside by itself (and a coast described by hand records no turn), each recorded alike."""

from __future__ import annotations

import pytest

from engine.errors import Refused
from engine.session import Session
from tests.hellas.helpers import example_kit, new_session


def _dealt(options: dict[str, object] | None = None) -> Session:
    session = new_session(kit=example_kit(), options=options)
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    return session


@pytest.mark.parametrize(
    ("said", "turn"), [({"tile": "elis"}, 2), ({"tile": "elis"}, 0), ({"name": "Delphi", "temple": "yes"}, 5)]
)
def test_a_turn_for_a_temple_tile_going_aside_is_refused(said: dict[str, object], turn: int) -> None:
    """The tile is not placed, so no way of lying can be recorded: the refusal says to leave turn out."""
    session = _dealt()
    proposal = session.propose("coast-tile", {**said, "turn": turn})
    assert not proposal.legal
    [why] = proposal.violations
    assert why.physical and why.mend == "leave turn out"
    assert "waits aside" in why.message and "turn=" in why.message
    with pytest.raises(Refused):
        session.act("coast-tile", {**said, "turn": turn}, force=True)
    assert session.table.game.aside == ()
    session.act("coast-tile", said)  # without the turn it goes aside by itself, as before
    assert len(session.table.game.aside) == 1


def test_a_turn_on_a_coast_described_by_hand_is_refused() -> None:
    """Such a coast keeps what a tile borders, not how it lies: a turn typed there has nowhere to go."""
    session = _dealt({"coast_by_hand": True})
    args = {"name": "Athens", "temple": "no", "dolphin": "yes"}
    proposal = session.propose("coast-tile", {**args, "turn": 3})
    assert [v.mend for v in proposal.violations] == ["leave turn out"]
    assert all(v.physical for v in proposal.violations)
    session.act("coast-tile", args)
    assert [t.name for t in session.table.game.tiles] == ["Athens"]
