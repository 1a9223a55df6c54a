"""Trade and build hands over (issue 34): the next player's trade or build ends the turn before it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.hidden import check_lines
from engine.session import Session
from tests.struggle_for_rome.helpers import hand, new, put, to_phase

ENDED = "Ann's turn ends: Bo, next in turn, has begun."


def _turn(session: Session) -> str:
    player = session.turn_player
    assert player is not None
    return player.name


def test_bo_building_ends_anns_turn_without_a_next() -> None:
    session = new(3)
    to_phase(session, "build")
    assert _turn(session) == "Ann"
    proposal = session.propose("build", {"item": "action-card", "card": "treasure"}, actor="Bo")
    assert proposal.legal
    assert any(ENDED in line for line in check_lines(session, proposal))  # the dry run says it
    session.act("build", {"item": "action-card", "card": "treasure"}, actor="Bo")
    assert _turn(session) == "Bo" and session.table.position.acted == (0,)
    assert ENDED in session.outcome(len(session.events))  # and so does the log
    # The log replays the same: the save opens as the session it was.
    assert saves.loads_text(saves.dumps(session), "x", "x").same_as(session)
    session.undo()
    assert _turn(session) == "Ann" and not session.table.position.acted
    session.redo()
    assert _turn(session) == "Bo"


def test_cy_is_not_next_while_ann_builds() -> None:
    session = new(3)
    to_phase(session, "build")
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Cy's"):
        session.act("build", {"item": "action-card", "card": "treasure"}, actor="Cy")


def test_a_build_that_leaves_bo_nothing_passes_his_turn_too() -> None:
    session = new(3)
    to_phase(session, "build")
    hand(session, "blue", grain=0, cattle=1)
    put(session, "purse:blue", "gold", 1, "bank")
    session.act("build", {"item": "action-card", "card": "traitor"}, actor="Bo")
    # A Traitor is played with a plunder, not here: Bo has nothing left, and Cy's turn begins at once.
    assert _turn(session) == "Cy" and session.table.position.acted == (0, 1)


def test_a_diplomat_owed_keeps_the_turn() -> None:
    session = new(3)
    to_phase(session, "build")
    table = session.table
    session.tables[-1] = replace(table, game=replace(table.game, legionary_due=0))  # Ann owes the legionary
    with pytest.raises(RuleRefused, match="it is Ann's turn, not Bo's"):
        session.act("build", {"item": "action-card", "card": "treasure"}, actor="Bo")
