"""Play-test 11, bug 11: in the Setup phase ``exchange-size`` was offered ``--force`` ("allowed if forced"),
while ``offer`` said "--force cannot take it outside its phase". Neither can be forced outside the trade phase."""

from __future__ import annotations

from tests.mare_nostrum.helpers import new_game


def test_the_exchange_cannot_be_forced_in_setup() -> None:
    session = new_game("greece", "carthage", "babylon", names=("Jana", "Petr", "Honza"))
    assert session.phase.id == "setup"
    size = session.propose("exchange-size", {"count": 2}, actor="Petr")
    offer = session.propose("offer", {"cards": "taxes"}, actor="Jana")
    assert [v.rule for v in size.violations] == ["Phase"] == [v.rule for v in offer.violations]
    assert size.forcible is offer.forcible is False
