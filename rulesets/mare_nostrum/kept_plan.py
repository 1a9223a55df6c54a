"""The set a bare ``buy`` pays with, counting what the reserve and the bank still hold.

Play-test 10 (bug 8): Petr (Caesar) held 2 taxes and 6 goods with 3 legions left in his reserve. The set picked
without a look at the reserve paid the first legion with the taxes, so that the rest could pay for more 3-card
purchases; he bought his last 2 legions with goods, and 2 goods went back to the bank with the phase, where
paying goods first would have kept the 2 taxes (p.6: only taxes outlive the build phase). So the rest of the hand
is first judged by the purchases it can still pay for with the pieces left, then by the cards it keeps past the
phase while paying for those, and only then by ``cards.best_set``'s reasons.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache

from rulesets.mare_nostrum.cards import _candidates, _rest, goods_feasible, prices_left
from rulesets.mare_nostrum.data import ITEMS, KEEP_TAXES, TAXES, price

#: How many of the cheapest prices a rest is planned over: purchase counts are decided by the cheap ones (a
#: dearer purchase never pays for more pieces than cheaper ones), and the plan stays small.
TIERS = 2


def _payable(demands: Sequence[int], hand: Mapping[str, int]) -> bool:
    """Whether the hand pays for sets of these sizes at once: some all taxes, the others different goods."""
    taxes = hand.get(TAXES, 0)
    goods = {k: v for k, v in hand.items() if k != TAXES and v}
    for n in range(len(demands) + 1):
        for taxed in set(itertools.combinations(sorted(demands), n)):
            if sum(taxed) > taxes:
                continue
            rest = list(demands)
            for size in taxed:
                rest.remove(size)
            if goods_feasible(rest, goods):
                return True
    return False


def _purchases(hand: Mapping[str, int], tiers: Sequence[tuple[int, int]]) -> int:
    """The most purchases the hand pays for at the tiers' prices, no more at a price than its pieces left."""
    return _purchases_of(tuple(sorted((k, v) for k, v in hand.items() if v)), tuple(tiers))


@lru_cache(maxsize=4096)
def _purchases_of(cards: tuple[tuple[str, int], ...], tiers: tuple[tuple[int, int], ...]) -> int:
    """``_purchases`` of a hand as a sorted tuple (the rests of one hand repeat across its candidate sets, and
    every form and listing derives the set again)."""
    hand = dict(cards)
    best = 0
    ranges = [range(min(cap, sum(hand.values()) // size) + 1) for size, cap in tiers]
    for counts in itertools.product(*ranges):
        total = sum(counts)
        if total <= best:
            continue
        demands = [size for (size, _), n in zip(tiers, counts, strict=True) for _ in range(n)]
        if _payable(demands, hand):
            best = total
    return best


def _plan(rest: Counter[str], tiers: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The purchases a rest still pays for, and the most taxes it keeps past the phase while paying them."""
    most = _purchases(rest, tiers)
    for kept in range(min(rest[TAXES], KEEP_TAXES), 0, -1):
        if _purchases(rest - Counter({TAXES: kept}), tiers) == most:
            return most, kept
    return most, 0


def tiers_left(supply: Mapping[str, int], owned: frozenset[str], bought: str) -> list[tuple[int, int]]:
    """(price, pieces left at that price) at the cheapest prices, once ``bought`` is paid for.

    Args:
        supply: Pieces of each item the player may still get (reserve or bank); items missing are unlimited.
    """
    left: dict[int, int] = {}
    for item in ITEMS:
        count = supply.get(item, 10**3) - (1 if item == bought else 0)
        left[price(item, owned)] = left.get(price(item, owned), 0) + max(count, 0)
    return [(size, cap) for size, cap in sorted(left.items()) if cap][:TIERS]


def best_supplied_set(
    hand: Mapping[str, int], item: str, owned: frozenset[str], supply: Mapping[str, int]
) -> list[str] | None:
    """The set paying for ``item`` whose rest pays for the most purchases with the pieces left, keeping the most
    taxes while doing so; then as ``cards.best_set`` ranks them. None if no set pays."""
    candidates = _candidates(hand, item, owned)
    if not candidates:
        return None
    tiers = tiers_left(supply, owned, item)
    whole = Counter({k: v for k, v in hand.items() if v})
    prices = prices_left(owned, supply, item)
    return max(candidates, key=lambda cards: (_plan(whole - Counter(cards), tiers), _rest(hand, cards, owned, prices)))
