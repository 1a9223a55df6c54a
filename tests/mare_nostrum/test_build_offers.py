"""A purchase's province list offers where the piece may go first (re-test: as Carthage buying a fortress,
"wes" found West of Cyrene, which Carthage does not hold, before West of Carthage)."""

from __future__ import annotations

from tests.mare_nostrum.helpers import finish_setup, new_game


def test_the_buyers_provinces_come_first_and_with_the_item_only_where_it_may_stand() -> None:
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    spec = session.spec("buy")
    assert spec.suggest is not None
    own = list(spec.suggest(session.context(actor=1), "province"))
    assert own == ["carthage", "west-of-carthage", "south-of-carthage"]
    fortress = list(spec.suggest(session.context(actor=1, given={"item": "fortress"}), "province"))
    assert fortress and set(fortress) <= set(own)
    assert "west-of-cyrene" not in fortress
