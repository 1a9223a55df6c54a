"""Play-test 8, bug 2: the symbol under a preset caravan without a choice mark is printed on the start sheet,
so the kit keeps it after the first evening (l.9: Cyrene's caravan; the second evening asked it again)."""

from __future__ import annotations

from engine.kits import dumps, loads
from rulesets.mare_nostrum.kit import KIT
from tests.mare_nostrum.helpers import name_goods, new_game, table
from tests.mare_nostrum.test_kit import SHIPPED


def test_cyrenes_start_caravan_is_placed_on_the_second_evening() -> None:
    first = new_game("egypt", "carthage", "greece", kit=SHIPPED)
    first.act("printed", {"province": "cyrene", "goods": "oil,fish"})
    assert table(first).unnamed_caravans("cyrene") == 1  # two kinds of symbol: the table names it
    name_goods(first, {"cyrene": ["oil"]}, default="grain")
    kit = first.ruleset.learned(first.context(), first.table.kit)
    assert kit.known("provinces", "cyrene", "start_goods") == ["oil"]
    assert loads(dumps(kit), KIT, "mare-nostrum", "exported") == kit
    second = new_game("egypt", "carthage", "greece", kit=kit)
    assert table(second).unnamed_caravans("cyrene") == 0
    assert table(second).caravans("cyrene") == ["oil"]


def test_a_choice_province_is_not_kept_as_printed() -> None:
    # West of Carthage's caravan is the player's pick (the "výběr" mark): the next evening asks again.
    first = new_game("egypt", "carthage", "greece", kit=SHIPPED)
    first.act("printed", {"province": "west-of-carthage", "goods": "slaves,fish"})
    name_goods(first, {"west-of-carthage": ["slaves"]}, default="grain")
    kit = first.ruleset.learned(first.context(), first.table.kit)
    assert kit.known("provinces", "west-of-carthage", "start_goods") is None
    second = new_game("egypt", "carthage", "greece", kit=kit)
    assert table(second).unnamed_caravans("west-of-carthage") == 1
