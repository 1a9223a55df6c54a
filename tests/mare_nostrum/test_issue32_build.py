"""Issue 32, the build order: the Statesman naming who builds next before the builder on turn has bought
anything names who follows, the turn going on (p.6: he may decide the order as he goes); the log names who
really chose."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, hand_of, new_game, table

#: p.6 (l.15): Katka's nine cards at the start of the build phase, three sets of three: the taxes, and the
#: goods twice with one grain each; with them she buys, for instance, two legions and a fleet.
KATKAS_HAND = {"taxes": 3, "grain": 2, "perfume": 1, "cattle": 1, "gold": 1, "slaves": 1}
KATKAS_SETS = ("taxes,taxes,taxes", "grain,perfume,gold", "grain,cattle,slaves")


def _build_phase() -> Session:
    """Four players in the build phase; Petr (Egypt) is the Statesman, nobody has built yet."""
    session = new_game("carthage", "egypt", "rome", "greece", names=("Katka", "Petr", "Mirek", "Honza"))
    finish_setup(session)
    assert table(session).roles()[1] == 1  # Egypt starts with the Statesman
    deal(session, "Katka", KATKAS_HAND)
    deal(session, "Mirek", {"taxes": 3})  # one tax and grain alone pay for nothing: he would take no turn
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")  # Petr lets Cleopatra's swap go
    assert session.phase.id == "build"
    return session


def test_naming_the_next_builder_early_keeps_the_turn() -> None:
    # Play-test: `next player=Mirek` by the Statesman before Katka had bought anything ended her turn, and
    # her purchases were then refused ("Katka has already acted this phase").
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    event = session.act("next", {"player": "Mirek"})
    assert event.actor == "Petr" and event.args["ahead"] is True
    assert session.turn_player is not None and session.turn_player.name == "Katka"
    assert session.table.position.named == 2
    index = len(session.events)
    assert session.describe_event(event, index) == "Petr names Mirek to act after Katka"
    assert session.outcome(index) == ["Katka's turn goes on; Mirek acts once it ends."]
    legions = table(session).legions("carthage", "carthage")
    for item, cards in zip(("legion", "legion", "fleet"), KATKAS_SETS, strict=True):
        session.act("buy", {"item": item, "province": "carthage", "cards": cards})
    assert hand_of(session, "Katka") == {}
    assert table(session).legions("carthage", "carthage") == legions + 2
    assert table(session).new_fleets("carthage") == {"carthage": 1}
    # Katka's hand buys nothing more: her turn passes by itself to the player named (rules v9).
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    assert "Katka has nothing left to buy this turn: the turn passes." in session.outcome(len(session.events))


def test_once_the_builder_has_bought_the_statesmans_pick_ends_the_turn() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    event = session.act("next", {"player": "Mirek"})
    assert "ahead" not in event.args
    assert session.turn_player is not None and session.turn_player.name == "Mirek"
    assert session.describe_event(event, len(session.events)) == "Petr names Mirek to act next"


def test_naming_ahead_is_the_statesmans_and_among_those_still_to_build() -> None:
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    with pytest.raises(RuleRefused, match="Turn order: Petr names who acts next, not Honza"):
        session.act("next", {"player": "Mirek", "ahead": "yes"}, actor="Honza")
    with pytest.raises(BadInput, match=r"Katka has the turn now \(still to act after it: Petr, Mirek, Honza\)"):
        session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Mirek"})
    session.act("next", {"player": "Honza"})  # Petr changes his mind before Katka has bought anything
    assert session.table.position.named == 3 and session.turn_player == session.players[0]
    session.act("next")
    assert session.turn_player is not None and session.turn_player.name == "Honza"


def test_the_log_names_who_really_chose() -> None:
    # Play-test: "Honza names Petr to act next" where the Statesman had chosen, or nobody (one was left).
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("buy", {"item": "legion", "province": "carthage", "cards": KATKAS_SETS[0]})
    event = session.act("next", {"player": "Honza"}, actor="Katka")  # Katka says the Statesman's pick
    assert event.actor == "Katka"
    assert session.describe_event(event, len(session.events)) == "Petr names Honza to act next"
    event = session.act("next", {"player": "Petr"}, actor="Honza")
    assert session.describe_event(event, len(session.events)) == "Petr chooses to act next"
    event = session.act("next", {"player": "Mirek"})
    assert session.describe_event(event, len(session.events)) == "Mirek acts next, the last to act"


def test_naming_the_same_player_ahead_twice_is_refused_and_logs_nothing() -> None:
    # Play-test 10: the second `next player=Mirek` was logged again (#176, #177), changing nothing.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    session.act("next", {"player": "Mirek"})
    events = len(session.events)
    with pytest.raises(BadInput, match="Mirek is named already to act after Katka"):
        session.act("next", {"player": "Mirek"})
    assert len(session.events) == events
    session.act("next", {"player": "Honza"})  # naming another instead still works
    assert session.table.position.named == 3
