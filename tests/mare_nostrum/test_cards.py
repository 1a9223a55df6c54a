"""Card sets and the build planner: Katka's hand, prices, and a brute-force cross-check."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import BadInput
from rulesets.mare_nostrum.cards import is_set, parse_hand, parse_wants, plan
from rulesets.mare_nostrum.data import GOODS, price

KATKA = "taxes=3,grain=2,perfume=1,cattle=1,gold=1,slaves=1"


def test_katkas_hand_makes_three_sets_of_three() -> None:
    result = plan(parse_hand(KATKA), ["legion", "legion", "fleet"])
    assert result["feasible"] and result["unused"] == []
    sets = [s["cards"] for s in result["sets"]]
    assert all(len(cards) == 3 and is_set(cards) for cards in sets)
    assert sum(cards.count("grain") for cards in sets) == 2
    assert Counter(card for cards in sets for card in cards) == Counter(parse_hand(KATKA))


def test_katka_cannot_make_a_six_or_nine_set() -> None:
    hand = parse_hand(KATKA)
    assert not plan(hand, ["temple"])["feasible"]  # two grains cannot share a set
    assert not plan(hand, ["hero"])["feasible"]  # taxes and goods never mix
    assert not is_set(["taxes", "grain"]) and not is_set(["grain", "grain"])


def test_prefers_keeping_taxes() -> None:
    result = plan(parse_hand("taxes=3,wine=1,oil=1,fish=1"), ["city"])
    assert result["sets"][0]["cards"] == ["oil", "wine", "fish"]
    assert result["unused"] == ["taxes", "taxes", "taxes"]


def test_prices_with_heroes_and_wonders() -> None:
    assert price("legion", frozenset({"caesar"})) == 2
    assert price("fleet", frozenset({"pericles"})) == 2
    assert price("temple", frozenset({"mausoleum"})) == 5
    assert price("influence", frozenset({"mausoleum"})) == 2
    assert price("legion", frozenset({"mausoleum"})) == 3
    assert price("colossus") == 9 and price("helen") == 9 and price("pyramids") == 12
    result = plan(parse_hand("taxes=2"), ["legion"], frozenset({"caesar"}))
    assert result["feasible"] and result["sets"][0]["cards"] == ["taxes", "taxes"]


def test_pyramids_from_twelve_different_goods() -> None:
    hand = {good: 1 for good in GOODS}
    result = plan(hand, ["pyramids"])
    assert result["feasible"] and sorted(result["sets"][0]["cards"]) == sorted(GOODS)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("gems=6", "more than the box"),
        ("rubies=1", "unknown card"),
        ("taxes=x", "whole number"),
        ("taxes", "CARD=COUNT"),
    ],
)
def test_bad_hands(text: str, fragment: str) -> None:
    with pytest.raises(BadInput, match=fragment):
        parse_hand(text)


def test_bad_wants() -> None:
    with pytest.raises(BadInput, match="unknown purchase"):
        parse_wants("castle")


def _brute(hand: dict[str, int], prices: list[int]) -> bool:
    if not prices:
        return True
    first, rest = prices[0], prices[1:]
    if hand.get("taxes", 0) >= first and _brute({**hand, "taxes": hand["taxes"] - first}, rest):
        return True
    kinds = [g for g in GOODS if hand.get(g, 0) > 0]
    for combo in itertools.combinations(kinds, first):
        left = dict(hand)
        for kind in combo:
            left[kind] -= 1
        if _brute(left, rest):
            return True
    return False


@settings(max_examples=150, deadline=None)
@given(
    taxes=st.integers(0, 8),
    goods=st.dictionaries(st.sampled_from(GOODS[:6]), st.integers(0, 3), max_size=6),
    wants=st.lists(st.sampled_from(["legion", "temple", "city", "hero"]), min_size=1, max_size=4),
)
def test_planner_agrees_with_brute_force(taxes: int, goods: dict[str, int], wants: list[str]) -> None:
    hand = {"taxes": taxes, **goods}
    result = plan(hand, wants)
    assert result["feasible"] == _brute(hand, [price(w) for w in wants])
    if result["feasible"]:
        used = Counter(card for s in result["sets"] for card in s["cards"])
        assert all(is_set(s["cards"]) and len(s["cards"]) == price(s["buys"]) for s in result["sets"])
        assert used + Counter(result["unused"]) == Counter({k: v for k, v in hand.items() if v})
