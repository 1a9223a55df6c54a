"""``Ruleset.chosen_turns_taken``: in a chosen order the chooser's own first action begins her turn, and the player
named ahead acting ends the holder's turn first (``engine.taken_turns``); off by default, so no game changes."""

from __future__ import annotations

import pytest

from engine.actions import ActionSpec
from engine.errors import BadInput
from engine.hidden import check_lines
from engine.ruleset import Ruleset
from engine.session import Session
from engine.state import Context
from tests.conftest import finish_harvest, new_market
from tests.fixture_game import INFO


def _taking() -> Ruleset:
    """Market Day whose duel turns are taken by acting, with a ``cheer`` that leaves the duel to come."""
    base = type(INFO.load())

    class Taking(base):  # type: ignore[valid-type, misc]
        actions = (*base.actions, ActionSpec("cheer", lambda ctx, args: ctx.game, phases=("duel",)))

        def chosen_turns_taken(self, ctx: Context) -> bool:
            return True

    return Taking()


def _at_duel(session: Session) -> Session:
    finish_harvest(session)
    while session.phase.id != "duel":
        session.act("next")
    assert session.turn_player is None and session.ruleset.chooser(session.context()) == 0  # Ann leads
    return session


def _duel() -> Session:
    return _at_duel(Session.new(_taking(), [(n, None) for n in ("Ann", "Bo", "Cy")]))


def _turn(session: Session) -> str | None:
    player = session.turn_player
    return None if player is None else player.name


def test_by_default_the_chooser_first_names_who_acts() -> None:
    session = _at_duel(new_market(3))
    with pytest.raises(BadInput, match="say who acts"):
        session.act("duel", {"opponent": "Bo", "attack": "6", "defend": "1"})
    assert session.turn_player is None


def test_the_choosers_bare_action_begins_her_turn() -> None:
    session = _duel()
    proposal = session.propose("duel", {"opponent": "Bo", "attack": "6", "defend": "1"})
    assert proposal.legal and proposal.actor == 0
    assert "Ann chooses to act first: Ann's turn begins." in check_lines(session, proposal)[1]
    session.act("duel", {"opponent": "Bo", "attack": "6", "defend": "1"})
    assert _turn(session) == "Ann" and session.table.position.acted == ()
    assert session.outcome(len(session.events))[0] == "Ann chooses to act first: Ann's turn begins."
    session.undo()
    assert session.turn_player is None


def test_the_player_named_ahead_takes_the_turn_once_the_holder_has_acted() -> None:
    session = _duel()
    session.act("next", {"player": "Bo"})
    session.act("next", {"player": "Cy"})  # named ahead: Bo has done nothing yet
    assert (_turn(session), session.table.position.named) == ("Bo", 2)
    early = session.propose("duel", {"opponent": "Ann", "attack": "6", "defend": "1"}, actor="Cy")
    assert [v.message for v in early.violations] == [
        "Bo has not acted this turn yet: Cy acts once Bo ends it with next"
    ]
    session.act("cheer", actor="Bo")
    assert session.propose("duel", {"opponent": "Ann", "attack": "6", "defend": "1"}).actor == 1  # still Bo's
    session.act("cheer", actor="Cy")
    assert _turn(session) == "Cy" and session.table.position.acted == (1,)
    assert session.outcome(len(session.events))[0] == "Bo's turn ends: Cy, named to act next, has begun."
    session.undo()
    assert (_turn(session), session.table.position.named) == ("Bo", 2)


def test_a_player_not_named_does_not_take_the_turn() -> None:
    session = _duel()
    session.act("next", {"player": "Bo"})
    session.act("cheer", actor="Bo")
    refused = session.propose("duel", {"opponent": "Ann", "attack": "6", "defend": "1"}, actor="Cy")
    assert [v.rule for v in refused.violations] == ["Turn order"] and _turn(session) == "Bo"
