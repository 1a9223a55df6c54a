"""Play-test 12, bug 7: a battle typed out of turn without dice was refused only for the dice ("Eva rolls 1
die"), with a ``--force`` hint: the engine's "nobody may" gives way to other refusals when the turn holder has
nowhere to fight. Only the player on turn starts a fight (p.8): turn order is said first."""

from __future__ import annotations

from engine.errors import specific
from tests.mare_nostrum.helpers import finish_setup, new_game, strategy, units


def test_a_battle_out_of_turn_is_refused_for_turn_order_first() -> None:
    session = new_game("rome", "carthage", "greece", names=("Petr", "Monika", "Honza"))
    finish_setup(session)
    units(session, "athens", "legion", "greece", 1)
    units(session, "athens", "legion", "rome", 1)
    strategy(session, "Monika")  # Monika's turn; she has nowhere to fight
    refused = session.propose("battle", {"place": "athens", "defender": "greece"}, actor="Petr")
    shown = specific("battle", refused.violations)
    assert shown[0].rule == "Turn order", shown
    assert shown[0].message == "it is Monika's strategy turn, not Petr's", shown


def test_the_blockade_names_the_side_of_a_die_left_out() -> None:
    from tests.mare_nostrum.test_pt8_blockade_names import _petr_announces

    session = _petr_announces()
    refused = session.propose("blockade", {"defender_rolls": "1"}).violations
    assert [v.message for v in refused] == ["say the Greek fleet's die (Honza): attacker_rolls=N"]
