"""Research ended by the word of a player who may still research (the app names the first one waiting in every
form): the table's ``next-phase`` in the app ended nothing, refused for another player who might still research."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.losses import losses
from engine.session import Session
from tests.civilization.helpers import go_to, new, set_realm


def _research() -> Session:
    """Anna and Cyril may still research; Bob has no trade to."""
    session = new(("Anna", "egypt"), ("Bob", "china"), ("Cyril", "germany"))
    go_to(session, "research")
    set_realm(session, 0, trade=8)
    set_realm(session, 1, trade=0)
    set_realm(session, 2, trade=8)
    return session


def test_the_app_ends_research_naming_the_first_player_it_waits_for() -> None:
    session = _research()
    assert session.ruleset.waiting(session.context()) == [0, 2]
    proposal = session.propose("next-phase", {}, "Anna")
    assert proposal.violations == ()
    # Asked first, naming who else could still have bought a tech.
    assert any(line.startswith("Cyril's chance to research") for line in losses(session, proposal))
    session.commit(proposal)
    assert session.phase.id != "research"


def test_a_player_with_nothing_left_in_research_still_cannot_end_it_for_others() -> None:
    session = _research()
    with pytest.raises(RuleRefused) as refused:
        session.act("next-phase", {}, actor="Bob")
    said = str(refused.value)
    assert "Anna and Cyril may still research" in said and "next --as Anna" in said
    assert session.phase.id == "research"
