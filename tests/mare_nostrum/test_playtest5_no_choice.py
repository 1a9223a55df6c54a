"""Play-test 5 (issue 32): inputs that leave no choice are filled in (the only role card in question)."""

from __future__ import annotations

from tests.mare_nostrum.helpers import fleets, name_goods, new_game, strategy, table, units
from tests.mare_nostrum.test_round import _started


def test_give_role_without_role_hands_the_only_card_in_question() -> None:
    # Rome is not played: the Commander is drawn among the players without a role card (Babylon, Greece).
    session = new_game("egypt", "carthage", "greece", "babylon", names=("Katka", "Mirek", "Honza", "Petr"))
    name_goods(session)
    session.act("extra-caravan", {"province": "thebes", "good": "wine"}, actor="Katka")
    assert table(session).bank("commander")
    event = session.act("give-role", {"player": "Honza"})
    assert event.args["role"] == "commander"
    assert table(session).holder_of("commander") == 2


def test_new_fleets_that_must_sail_are_the_ones_moved_when_from_is_left_out() -> None:
    # Round 4: Honza's two new fleets in Athens must sail (p.8); a fleet of his at sea could reach the same
    # zone, and `move-fleet to=... count=2` was refused for want of from=athens.
    session = _started()
    units(session, "athens", "fleet", "greece", 2)  # built this round: they lie in the province
    fleets(session, "east-of-athens", "greece", 1)
    strategy(session, "Cy")
    event = session.act("move-fleet", {"to": "ionian", "count": 2})
    assert event.args["from"] == "athens"
    assert table(session).fleets("ionian", "greece") == 2
    assert table(session).fleets("east-of-athens", "greece") == 1
