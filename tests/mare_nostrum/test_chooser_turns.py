"""Play-test 10, bug 5: the Statesman (the Commander) who acts first just acts, and the player named ahead just
acts once the holder is done: the action takes the turn ``next`` would have given (``engine.taken_turns``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import saves
from engine.errors import RuleRefused
from engine.hidden import check_lines
from engine.session import Session
from engine.writer import to_data
from rulesets.mare_nostrum.legacy import CHOSEN_TURN_LOG
from tests.mare_nostrum.helpers import deal, finish_setup, fleets, new_game, table
from tests.mare_nostrum.test_pt9_build_turns import _build
from tui.cli.main import main


def _statesman_first() -> Session:
    """The build phase with nobody on turn: Honza (Greece) is the Statesman; everyone can buy."""
    session = _build({"taxes": 5}, legions_left=3)
    deal(session, "Honza", {"taxes": 3})
    assert table(session).holder_of("statesman") == 2 and session.table.position.turn is None
    return session


def _turn(session: Session) -> str | None:
    player = session.turn_player
    return None if player is None else player.name


def test_the_statesmans_bare_buy_begins_her_turn_and_buys() -> None:
    session = _statesman_first()
    spec = session.spec_named("buy")
    assert spec is not None and session.expected_actor(spec) == session.players[2]  # the default actor
    proposal = session.propose("buy", {"item": "legion", "province": "athens"})
    assert proposal.legal and proposal.actor == 2, proposal.violations
    assert "Honza chooses to act first: Honza's turn begins." in check_lines(session, proposal)[1]
    session.act("buy", {"item": "legion", "province": "athens"})
    assert _turn(session) == "Honza" and not session.events[-1].forced
    said = session.outcome(len(session.events))
    assert said[0] == "Honza chooses to act first: Honza's turn begins." and "Honza's turn." not in said, said
    # Another player, now as before nobody named, is refused by turn order.
    with pytest.raises(RuleRefused, match="Turn order"):
        session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"}, actor="Petr")
    session.undo()  # one step takes the turn and the buy back
    assert session.table.position.turn is None and session.table.position.acted == ()


def test_the_statesman_named_as_herself_too() -> None:
    session = _statesman_first()
    session.act("buy", {"item": "legion", "province": "athens"}, actor="Honza")
    assert _turn(session) == "Honza"


def test_another_player_with_nobody_on_turn_is_refused_as_before() -> None:
    session = _statesman_first()
    with pytest.raises(RuleRefused, match="Honza \\(Statesman\\) first names who builds"):
        session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"}, actor="Petr")
    assert session.table.position.turn is None


def test_the_commanders_fleet_move_begins_his_strategy_turn() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Katka", "Honza"))
    finish_setup(session)
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    assert session.phase.id == "strategy" and table(session).holder_of("commander") == 0
    fleets(session, "east-of-athens", "rome", 1)
    proposal = session.propose("move-fleet", {"from": "east-of-athens", "to": "ionian"})
    assert proposal.legal and proposal.actor == 0, proposal.violations
    session.act("move-fleet", {"from": "east-of-athens", "to": "ionian"})
    assert _turn(session) == "Petr"
    assert session.outcome(len(session.events))[0] == "Petr chooses to act first: Petr's turn begins."
    session.undo()
    assert session.table.position.turn is None


def _named_ahead() -> Session:
    """Petr's build turn, Katka named ahead by the Statesman (Honza), and Petr has bought once."""
    session = _statesman_first()
    session.act("next", {"player": "Petr"}, actor="Honza")
    session.act("next", {"player": "Katka"}, actor="Honza")
    return session


def test_the_player_named_ahead_waits_until_the_holder_has_acted() -> None:
    session = _named_ahead()
    proposal = session.propose("buy", {"item": "legion", "province": "carthage"}, actor="Katka")
    said = "Petr has not acted this turn yet: Katka acts once Petr ends it with next"
    assert [v.message for v in proposal.violations] == [said]


def test_the_player_named_ahead_ends_the_holders_turn_and_buys() -> None:
    session = _named_ahead()
    session.act("buy", {"item": "legion", "province": "rome", "cards": "taxes,taxes"}, actor="Petr")
    assert _turn(session) == "Petr" and session.table.position.named == 1
    # A bare buy stays the holder's (his turn is his until he says so).
    assert session.propose("buy", {"item": "legion", "province": "carthage"}).actor == 0
    proposal = session.propose("buy", {"item": "legion", "province": "carthage"}, actor="Katka")
    assert proposal.legal, proposal.violations
    assert "Petr's turn ends: Katka, named to act next, has begun." in check_lines(session, proposal)[1]
    session.act("buy", {"item": "legion", "province": "carthage"}, actor="Katka")
    said = session.outcome(len(session.events))
    assert said[0] == "Petr's turn ends: Katka, named to act next, has begun.", said
    assert 0 in session.table.position.acted and not session.events[-1].forced
    session.undo()
    assert _turn(session) == "Petr" and session.table.position.named == 1


def test_the_cli_buys_for_the_statesman(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    saves.save(_statesman_first(), tmp_path / "build.toml")
    argv = ["--saves-dir", str(tmp_path), "act", "build", "buy", "item=legion", "province=athens"]
    assert main(argv) == 0, capsys.readouterr()
    assert _turn(saves.load(tmp_path / "build.toml")) == "Honza"


def test_a_version_14_log_with_a_forced_first_buy_replays_as_it_was_taken() -> None:
    session = _statesman_first()
    session.options = {**session.options, CHOSEN_TURN_LOG: True}  # the rules of version 14
    session.act("buy", {"item": "legion", "province": "athens"}, actor="Honza", force=True)
    assert session.events[-1].forced and session.table.position.turn is None
    data = to_data(session)
    old = {
        **data,
        "ruleset_version": "14",
        "options": {k: v for k, v in data["options"].items() if k != CHOSEN_TURN_LOG},
    }
    loaded = saves.from_data(old, "old")
    assert loaded.options[CHOSEN_TURN_LOG] and loaded.same_as(session)
    # Read by version 15's rules, the same log would have begun Honza's turn: the option is what keeps it.
    new = saves.from_data({**old, "ruleset_version": "15"}, "new")
    assert new.table.position.turn == 2 and not new.same_as(session)
