"""The Greek naval blockade as a declared transport (rulebook p.11-12, Honza and Petr's example)."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import finish_setup, fleets, new_game, offered, table, units


def _petr_in_strategy() -> Session:
    """Petr (Rome): 4 legions in Rome, fleets A and B between Rome and Athens; Honza (Greece): 2 fleets there."""
    session = new_game("greece", "rome", "carthage", names=("Honza", "Petr", "Mirek"))
    fleets(session, "ionian", "greece", 2)
    fleets(session, "ionian", "rome", 2)
    units(session, "rome", "legion", "rome", 4)
    finish_setup(session)
    merchant = session.summary()["acts_next"]
    session.act("exchange-size", {"count": 0}, actor=merchant)
    session.act("next-phase")  # nobody builds
    session.act("next", {"player": "Petr"})
    return session


def test_honzas_blockade_of_petrs_invasion() -> None:
    session = _petr_in_strategy()
    # Sailing into Greek land is announced first: nothing lands until Honza answers.
    event = session.act("move-legion", {"to": "north-of-athens", "count": 2})
    assert event.args["from"] == "rome"
    board = table(session)
    assert (board.legions("rome", "rome"), board.legions("north-of-athens", "rome")) == (4, 0)
    pending = [p["text"] for p in session.summary()["pending"]]
    assert "Petr announces 2 legions sailing from Rome to North of Athens." in pending
    assert session.ruleset.awaited(session.context()) == "blockade"
    refused = session.propose("next", {"player": "Mirek"})
    assert "Naval blockade" in [v.rule for v in refused.violations]
    # Fleet A: Honza 4 + Pericles 1 against Petr's 5: a fleet each sinks; A's legions stay in Rome.
    event = session.act("blockade", {"greek_roll": "4", "their_roll": "5"})
    assert (event.actor, event.args["sea"], event.args["against"]) == ("Honza", "ionian", "rome")
    said = session.outcome(len(session.events))
    assert said[0] == "Honza's blockade of Petr (Rome): 5 against 5; Honza and Petr (Rome) lose a fleet each."
    board = table(session)
    assert (board.fleets("ionian", "greece"), board.fleets("ionian", "rome")) == (1, 1)
    assert board.state.transport is None and board.legions("rome", "rome") == 4
    # Fleet B: 3 + 1 against 1, nothing sinks; Honza's one fleet has fought it, so the two legions land by
    # themselves (issue 32: the play-test typed let-through for nothing).
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    session.act("blockade", {"greek_roll": "3", "their_roll": "1"})
    assert session.outcome(len(session.events))[1:3] == [
        "No Greek fleet on the route may fight this transport any more: the legions land.",
        "Petr's 2 legions land in North of Athens.",
    ]
    board = table(session)
    assert board.state.transport is None and "let-through" not in offered(session)
    assert (board.legions("rome", "rome"), board.legions("north-of-athens", "rome")) == (2, 2)
    # The stopped two try again with B: 6 + 1 against 4 sinks B; they stay home, Honza keeps one fleet.
    session.act("move-legion", {"from": "rome", "to": "north-of-athens", "count": 2})
    session.act("blockade", {"greek_roll": "6", "their_roll": "4"})
    board = table(session)
    assert (board.fleets("ionian", "greece"), board.fleets("ionian", "rome")) == (1, 0)
    assert (board.legions("rome", "rome"), board.legions("north-of-athens", "rome")) == (2, 2)
    assert "The carried legions stay in Rome, free to move otherwise." in session.outcome(len(session.events))


def test_no_blockade_without_an_announced_transport() -> None:
    session = _petr_in_strategy()
    refused = session.propose("blockade", {"sea": "ionian", "against": "rome", "greek_roll": "6", "their_roll": "1"})
    # Nobody may blockade with no transport announced (issue 32: ``actions`` no longer offers it then).
    assert [v.message for v in refused.violations] == [
        "nobody may take the blockade action now",
        "only a fleet carrying announced legions into Greek land",
    ]
    with pytest.raises(RuleRefused, match="no transport is waiting"):
        session.act("let-through", {}, actor="Honza")
    # A march by land, or into land without Greek influence, is no transport: it happens at once.
    session.act("move-legion", {"from": "rome", "to": "north-of-rome", "count": 1})
    assert table(session).state.transport is None and table(session).legions("north-of-rome", "rome") == 1


def test_an_announced_transport_cannot_be_stranded() -> None:
    # Helper re-play: after the announcement the carrying fleet sailed off, and nothing legal was left.
    session = _petr_in_strategy()
    session.act("move-legion", {"to": "north-of-athens", "count": 2})
    refused = session.propose("move-fleet", {"from": "ionian", "to": "east-of-athens"})
    assert "Fleets first" in [v.rule for v in refused.violations]
    refused = session.propose("battle", {"place": "ionian", "attacker_rolls": "6,6", "defender_rolls": "1,1"})
    assert "Fleets first" in [v.rule for v in refused.violations]
    session.act("let-through", {})
    # The legions landed beside Greek fleets in the sea: the only fight left is on land, so it needs no place.
    units(session, "north-of-athens", "legion", "greece", 1)
    event = session.act("battle", {"attacker_rolls": "1,1", "defender_rolls": "1"})
    assert event.args["place"] == "north-of-athens"


def test_a_fleet_sailing_to_where_it_is_is_told_so() -> None:
    # Helper re-play: "the kit does not say that Sea between Rome and Athens borders Sea between Rome and Athens".
    session = _petr_in_strategy()
    refused = session.propose("move-fleet", {"from": "ionian", "to": "ionian"})
    assert [v.message for v in refused.violations] == ["the fleets are already in Sea between Rome and Athens"]


def test_a_fleet_that_sailed_this_phase_is_told_it_has_moved() -> None:
    # Found by a random playout: the refusal's own wording raised a TypeError ("count" named both the
    # number asked for and the function that words it).
    session = _petr_in_strategy()
    session.act("move-fleet", {"from": "ionian", "to": "east-of-athens", "count": 1})
    refused = session.propose("move-fleet", {"from": "east-of-athens", "to": "ionian", "count": 1})
    assert "every fleet at Sea east of Athens has moved this turn" in [v.message for v in refused.violations]
