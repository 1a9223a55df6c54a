"""A bare `next` right after an action passed its player's turn by itself (``Ruleset.guards_next``): at the
play-tests of Struggle for Rome and Civilization the player typed `next` out of habit and ended the NEXT
player's turn. Where a game guards it, that `next` is refused; the new holder names himself, or the table
forces it; once anyone else acts, a bare `next` is the holder's again."""

from __future__ import annotations

import pytest

from engine import registry
from engine.errors import RuleRefused
from engine.session import Session
from tests.conftest import finish_harvest, new_market


def _bo_duels(guards: bool, monkeypatch: pytest.MonkeyPatch) -> Session:
    session = new_market(2)
    monkeypatch.setattr(type(session.ruleset), "guards_next", guards)
    finish_harvest(session)
    session.act("next-phase")
    session.act("next", {"player": "Bo"})
    session.act("duel", {"opponent": "Ann", "attack": "6", "defend": "5"})  # one duel a turn: it passes
    assert session.turn_player == session.players[0]
    return session


def test_a_bare_next_after_a_turn_passed_by_itself_is_refused_where_guarded(monkeypatch: pytest.MonkeyPatch) -> None:
    session = _bo_duels(True, monkeypatch)
    events = len(session.events)
    with pytest.raises(RuleRefused, match="Bo's turn passed by itself with that action: it is Ann's turn; Ann ends"):
        session.act("next")
    assert len(session.events) == events and session.turn_player == session.players[0]
    session.act("next", actor="Ann")  # Ann's own decision, named
    assert session.table.position.round == 2


def test_the_table_may_force_it_and_unguarded_games_take_it(monkeypatch: pytest.MonkeyPatch) -> None:
    session = _bo_duels(True, monkeypatch)
    session.act("next", force=True)
    assert session.events[-1].forced == ("Turn order",)
    session = _bo_duels(False, monkeypatch)
    session.act("next")  # a game that does not ask for the guard: as before
    assert session.table.position.round == 2


def test_the_games_whose_turns_pass_by_themselves_guard_it() -> None:
    assert registry.get("struggle-for-rome").load().guards_next
    assert registry.get("civilization").load().guards_next


def test_naming_the_last_player_who_is_on_turn_already_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mare Nostrum's play-test named Dana, the last builder and on turn already, and read "the next player is
    chosen only in phases where the rules let someone choose" in the very phase where the Statesman chooses."""
    from engine.errors import BadInput

    session = _bo_duels(False, monkeypatch)  # Ann, the last one left in the chosen order, is on turn
    with pytest.raises(BadInput, match=r"^Ann is on turn already: next ends the turn$"):
        session.act("next", {"player": "Ann"})
