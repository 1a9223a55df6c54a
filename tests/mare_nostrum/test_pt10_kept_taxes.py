"""Play-test 10, bug 8: Petr (Caesar) held 2 taxes and 6 goods with 3 legions left in his reserve; a bare ``buy
item=legion`` paid the 2 taxes, and after his last 2 legions grain and oil went back to the bank. Paying goods
first keeps the 2 taxes past the build phase (p.6), and the rest still pays for every legion left."""

from __future__ import annotations

from rulesets.mare_nostrum.kept_plan import best_supplied_set
from tests.mare_nostrum.helpers import deal, hand_of, own, table, units
from tests.mare_nostrum.test_issue32_build import _build_phase

PETRS_HAND = {"taxes": 2, "cattle": 1, "grain": 1, "metals": 1, "oil": 2, "wine": 1}


def test_the_last_legions_are_paid_with_goods_and_the_taxes_kept() -> None:
    session = _build_phase()
    own(session, "Mirek", "caesar")  # a legion costs him 2 cards
    deal(session, "Mirek", PETRS_HAND)
    on_board = table(session).legions("rome", "rome")
    units(session, "rome", "legion", "rome", on_board + table(session).reserve("rome", "legion") - 3)
    assert table(session).reserve("rome", "legion") == 3
    session.act("next", {"player": "Mirek"})
    for _ in range(3):
        session.act("buy", {"item": "legion", "province": "rome"})
    assert "taxes" not in session.events[-3].args["cards"]
    assert hand_of(session, "Mirek")["taxes"] == 2


def test_the_reserve_decides() -> None:
    # With legions enough, either rest pays for 3 more legions and none keeps a tax: the rest that pays for
    # more fleets wins, as before (``cards.best_set``). With 2 legions left after this one, the goods keep the taxes.
    caesar = frozenset({"caesar"})
    assert best_supplied_set(PETRS_HAND, "legion", caesar, {}) == ["taxes", "taxes"]
    paid = best_supplied_set(PETRS_HAND, "legion", caesar, {"legion": 3})
    assert paid is not None and "taxes" not in paid
    # December evening 2 (``test_issue32_buy_choice``): with a fleet to follow, the taxes still pay the legion.
    paid = best_supplied_set({"taxes": 2, "fish": 1, "metals": 1, "wine": 1}, "legion", caesar, {"legion": 3})
    assert paid == ["taxes", "taxes"]
