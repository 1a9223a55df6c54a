"""The ledger: components only move, never appear or vanish; caps and shortfalls are physical."""

from __future__ import annotations

import pytest

from engine.errors import Impossible
from engine.ledger import BOX, Cap, Component, Components, Ledger, diff


def _components() -> Components:
    labels = {"hand:dark": "Dark's hand", "tile:athens": "Athens", "deck:zeus": "the Zeus deck"}
    return Components(
        [
            Component("greek", "Greek", count=15, owners=("light", "dark")),
            Component("flood", "flood card", count=2),
            Component("point", "point"),  # the rules give no count: unlimited
            Component("coin", "coin", supply="bank"),  # unlimited, paid from and to the bank
        ],
        [Cap("greek", "tile", 3, "City", "attack")],
        private=["hand", "deck"],
        label=lambda h: labels.get(h, h),
    )


def test_everything_starts_in_the_box_and_only_moves() -> None:
    box = Ledger.boxed(_components())
    assert box.count(BOX, "greek:dark") == 15 and box.count(BOX, "flood") == 2
    ledger = box.move("greek:dark", 3, BOX, "tile:athens").move("flood", 1, BOX, "hand:dark")
    assert ledger.totals() == box.totals()
    assert ledger.where("greek:dark") == {BOX: 12, "tile:athens": 3}
    assert box.count("tile:athens", "greek:dark") == 0  # immutable: the old value is untouched


def test_shortfall_names_the_holder_and_what_it_has() -> None:
    ledger = Ledger.boxed(_components()).move("flood", 1, BOX, "hand:dark")
    with pytest.raises(Impossible, match="Dark's hand: 1 flood card, not 2"):
        ledger.move("flood", 2, "hand:dark", "deck:zeus")
    with pytest.raises(Impossible, match="Athens: no flood card"):
        ledger.move("flood", 1, "tile:athens", "hand:dark")
    with pytest.raises(Impossible, match="all 2 flood cards are already in play"):
        ledger.move("flood", 1, BOX, "deck:zeus").move("flood", 1, BOX, "deck:zeus")


def test_caps_count_every_owner_and_may_be_passed_only_when_asked() -> None:
    ledger = Ledger.boxed(_components()).move("greek:dark", 3, BOX, "tile:athens")
    with pytest.raises(Impossible) as raised:
        ledger.move("greek:dark", 1, BOX, "tile:athens")
    violation = raised.value.violation
    assert (violation.rule, violation.message, violation.physical) == (
        "City",
        "Athens holds at most 3 Greeks",
        True,
    )
    with pytest.raises(Impossible):
        ledger.move("greek:light", 1, BOX, "tile:athens")
    assert ledger.move("greek:dark", 1, BOX, "tile:athens", beyond_cap=True).count("tile:athens", "greek:dark") == 4
    assert ledger.move("greek:dark", 1, BOX, "reserve:dark").count("reserve:dark", "greek:dark") == 1  # no cap


def test_unlimited_kinds_come_from_and_return_to_the_box() -> None:
    ledger = Ledger.boxed(_components()).move("point", 50, BOX, "track:dark")
    assert ledger.count("track:dark", "point") == 50 and ledger.count(BOX, "point") == 0
    assert ledger.move("point", 50, "track:dark", BOX) == Ledger.boxed(_components())


def test_undeclared_kinds_are_a_ruleset_bug() -> None:
    with pytest.raises(ValueError, match="undeclared component 'banana'"):
        Ledger.boxed(_components()).move("banana", 1, BOX, "hand:dark")


def test_equality_diff_and_private_description() -> None:
    comp = _components()
    a = Ledger.boxed(comp).move("flood", 1, BOX, "hand:dark").move("greek:dark", 2, BOX, "tile:athens")
    b = Ledger.boxed(comp).move("greek:dark", 2, BOX, "tile:athens").move("flood", 1, BOX, "hand:dark")
    assert a == b and hash(a) == hash(b)
    assert diff(Ledger.boxed(comp), a) == [
        ("box", "flood", -1),
        ("box", "greek:dark", -2),
        ("hand:dark", "flood", 1),
        ("tile:athens", "greek:dark", 2),
    ]
    assert a.describe(show_private=False)["hand:dark"] == 1
    assert a.describe()["hand:dark"] == {"flood": 1}
    assert a.move("flood", 1, "hand:dark", BOX).holders() == ["box", "tile:athens"]  # empty holders are dropped


def test_a_moved_count_can_be_negative_meaning_the_other_way() -> None:
    ledger = Ledger.boxed(_components()).move("flood", -1, "hand:dark", BOX)
    assert ledger.count("hand:dark", "flood") == 1
    assert isinstance(ledger, Ledger)


def test_an_unlimited_kind_can_have_a_supply_that_never_runs_out() -> None:
    ledger = Ledger.boxed(_components()).move("coin", 7, "bank", "purse:dark")
    assert ledger.count("purse:dark", "coin") == 7 and ledger.count("bank", "coin") == 0
    back = ledger.move("coin", 7, "purse:dark", "bank")
    assert back == Ledger.boxed(_components())
    with pytest.raises(Impossible, match="Dark's hand: no coin"):
        ledger.move("coin", 1, "hand:dark", "bank")


def test_a_pool_keeps_its_total_across_its_kinds() -> None:
    # Three cards of two kinds in an unknown mix: either kind may be all three, never four together.
    comp = Components([Component("sun", "sun card", count=3, pool="cards"), Component("moon", count=3, pool="cards")])
    ledger = Ledger.boxed(comp).move("sun", 2, BOX, "hand:dark").move("moon", 1, BOX, "hand:light")
    assert ledger.pool_out("cards") == 3
    with pytest.raises(Impossible, match="all 3 cards are already in play") as refused:
        ledger.move("moon", 1, BOX, "hand:light")
    assert refused.value.violation.physical
    # Back into the box, and another kind may come out in its place; moves between holders cost nothing.
    ledger = ledger.move("sun", 1, "hand:dark", BOX).move("moon", 1, BOX, "hand:dark").move("moon", 1, "hand:dark", "x")
    assert ledger.pool_out("cards") == 3 and ledger.totals() == Ledger.boxed(comp).totals()


def test_a_pool_whose_kinds_disagree_on_the_total_is_a_ruleset_bug() -> None:
    with pytest.raises(ValueError, match="pool"):
        Components([Component("sun", count=3, pool="cards"), Component("moon", count=4, pool="cards")])
