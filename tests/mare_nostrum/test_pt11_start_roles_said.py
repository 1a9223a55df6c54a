"""Play-test 11, bug 9: in the 36-point start the role cards were taken silently (p.4: the first to build a
caravan takes the Merchant, and so on); only ``show`` and a later Pending line revealed it."""

from __future__ import annotations

from tests.mare_nostrum.helpers import new_game, table


def test_each_role_card_taken_in_the_36_point_start_is_said() -> None:
    session = new_game(
        "egypt", "rome", "greece", "carthage", names=("Jana", "Petr", "Honza", "Katka"), variants=("points-start",)
    )
    session.act("buy", {"item": "influence", "province": "alexandria"}, actor="Jana")
    assert not [line for line in session.outcome(len(session.events)) if "card goes to" in line]
    session.act("buy", {"item": "caravan", "province": "alexandria"}, actor="Jana")
    said = session.outcome(len(session.events))
    assert "The Merchant card goes to Jana, the first to build what it counts (1)." in said, said
    session.act("buy", {"item": "fortress", "province": "alexandria"}, actor="Jana")
    said = session.outcome(len(session.events))
    assert "The Commander card goes to Jana, the first to build what it counts (1)." in said, said
    assert table(session).holder_of("commander") == 0 == table(session).holder_of("merchant")
