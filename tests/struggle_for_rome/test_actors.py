"""Who acts in Struggle for Rome: the turn holder trades and builds, the start player rolls and robs."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from tests.struggle_for_rome.helpers import add_city, count, hand, new, put, to_phase, tribe


def test_the_turn_holder_needs_no_player_field() -> None:
    session = new()
    to_phase(session, "cavalry")
    event = session.act("move", {"land": 1})
    assert event.actor == "Ann" and event.args["player"] == "Ann"
    assert session.describe_event(event) == "Ann moves 1 land arrow"


def test_only_the_player_whose_turn_it_is_trades_and_builds() -> None:
    # Play-test bug 5; L7: only the player whose turn it is trades and builds (Bo, next in turn, acting ends
    # Ann's turn: see test_issue34_handover; Cy, after him, is refused).
    session = new()
    to_phase(session, "build")
    hand(session, "white", ore=1, horse=1)
    with pytest.raises(RuleRefused, match="Turn order: it is Ann's turn, not Cy's"):
        session.act("build", {"player": "Cy", "item": "figures"})
    with pytest.raises(RuleRefused, match="Turn order"):
        session.act("swap", {"with": "Bo", "give": "ore"}, actor="Cy")
    with pytest.raises(BadInput, match="acting as Ann but player=Cy"):
        session.act("build", {"player": "Cy", "item": "figures"}, actor="Ann")
    event = session.act("build", {"item": "figures"}, actor="Cy", force=True)
    # The log names who built, never the turn holder with a player= field.
    assert session.describe_event(event) == "Cy builds figures  [overridden: Turn order]"


def test_bo_builds_figures_in_his_turn() -> None:
    session = new()
    to_phase(session, "build")
    hand(session, "blue", ore=1, horse=1)
    session.act("next")
    event = session.act("build", {"item": "figures"})
    assert event.actor == "Bo" and session.describe_event(event) == "Bo builds figures"
    assert count(session, "cavalry:blue", "horseman:blue") == 2


def test_the_start_player_rolls_and_moves_the_legionary_on_a_7() -> None:
    # Play-test bug 6; L7: on a 7 the start player moves the legionary and robs.
    session = new()
    with pytest.raises(RuleRefused, match="nobody may take the legionary action now"):
        session.act("legionary", {"landscape": "forest", "province": "gallia"})
    assert session.act("roll-resources", {"dice": "3,4"}).actor == "Ann"
    with pytest.raises(RuleRefused, match="legionary is for Ann now, not Bo"):
        session.act("legionary", {"landscape": "pasture", "province": "gallia"}, actor="Bo")
    event = session.act("legionary", {"landscape": "pasture", "province": "gallia", "victim": "Bo", "card": "cattle"})
    assert event.actor == "Ann" and count(session, "hand:red", "cattle") == 2
    with pytest.raises(RuleRefused, match="nobody may take the legionary action now"):
        session.act("legionary", {"landscape": "field", "province": "gallia"})


def test_the_dice_pass_to_the_left() -> None:
    session = new()
    to_phase(session, "cavalry")
    to_phase(session, "roll")
    assert session.summary()["start_player"] == "Bo" and session.summary()["acts_next"] == "Bo"
    assert session.act("roll-resources", {"dice": "1,1"}).actor == "Bo"


def test_each_player_names_their_own_income() -> None:
    session = new()
    session.act("roll-resources", {"dice": "2,3"})
    # Anyone may enter theirs, in any order (issue 34: without player= it is the one the table waits for).
    assert session.act("receive", {"player": "cy", "grain": 1}).actor == "Cy"


def test_the_turn_passes_by_itself_after_a_plunder() -> None:
    session = new()
    to_phase(session, "cavalry")
    add_city(session, "Augusta", 2, "germania")
    tribe(session, "red", "cavalry", figures=2)
    session.act("plunder", {"city": "Augusta", "reward": "gold"})
    assert session.turn_player is not None and session.turn_player.name == "Bo"
    session.act("idle", {"take": "gold"})
    assert session.turn_player is not None and session.turn_player.name == "Cy"


def test_the_diplomat_player_moves_the_legionary_before_passing() -> None:
    # L15: the Diplomat moves the legionary; a victim without cards must give up to 2 gold.
    session = new()
    to_phase(session, "build")
    session.act("next")
    hand(session, "blue", cattle=1)
    put(session, "cards:blue", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    with pytest.raises(RuleRefused, match="Bo moves the legionary for the Diplomat first"):
        session.act("next")
    put(session, "hand:white", "grain", 0, "bank")
    put(session, "hand:white", "cattle", 0, "discard:pasture")
    session.act("legionary", {"landscape": "mountain", "province": "hispania", "victim": "Cy"})
    assert count(session, "purse:blue", "gold") == 7 and count(session, "open:blue", "diplomat") == 1
    session.act("next")
    # Cy, robbed of 2 gold with no card in hand, has nothing to do in trade and build (issue 34): no turn.
    assert session.phase.id == "cavalry"
    assert session.turn_player is not None and session.turn_player.name == "Ann"
