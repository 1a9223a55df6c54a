"""Resource cards: hands, card sets and the "what can I build" planner.

A set pays for one purchase. It is all taxes, or goods of all different
kinds, and (the reading fixed for this product) holds exactly the price in
cards: a larger set can always be cut down, so plans use exact sets.

Planning: choose which purchases taxes pay for, then the goods sets form a
bipartite degree-sequence problem: each set needs as many *different* goods
as its price, each kind can give at most as many cards as the hand holds.
By the Gale-Ryser theorem that is possible exactly when, for every k, the k
largest sets together need no more than sum(min(count, k)) over the kinds;
filling the largest sets first from the most plentiful kinds then builds it.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.errors import BadInput
from engine.i18n import quoted, tr
from rulesets.mare_nostrum.data import BOX, GARDENS_KEEP_GOODS, GOODS, ITEMS, KEEP_TAXES, PURCHASES, TAXES, price


def parse_hand(text: str | Mapping[str, int]) -> dict[str, int]:
    """``taxes=3,grain=2`` (or a mapping) as card counts, checked against the box.

    Raises:
        BadInput: An unknown card, a bad count, or more cards than the box has.
    """
    items: Iterable[tuple[str, Any]]
    if isinstance(text, str):
        pairs = []
        for part in filter(None, (p.strip() for p in text.split(","))):
            card, sep, number = part.partition("=")
            if not sep:
                raise BadInput(tr("hand: expected CARD=COUNT, got {part}").format(part=quoted(part)))
            pairs.append((card, number))
        items = pairs
    else:
        items = text.items()
    hand: dict[str, int] = {}
    for raw_name, raw_count in items:
        name = str(raw_name).strip().lower()
        if name not in BOX:
            said = tr("hand: unknown card {name} (cards: {cards})")
            raise BadInput(said.format(name=quoted(raw_name), cards=", ".join(BOX)))
        try:
            count = int(raw_count)
        except (TypeError, ValueError):
            said = tr("hand: {card}={count}: expected a whole number")
            raise BadInput(said.format(card=name, count=raw_count)) from None
        if count < 0:
            raise BadInput(tr("hand: {card}={count}: cannot be negative").format(card=name, count=count))
        hand[name] = hand.get(name, 0) + count
        if hand[name] > BOX[name]:
            said = tr("hand: {n} {card} is more than the box holds ({most})")
            raise BadInput(said.format(n=hand[name], card=name, most=BOX[name]))
    return {k: v for k, v in hand.items() if v}


def parse_wants(text: str | Sequence[str]) -> list[str]:
    """Purchases, e.g. ``legion,legion,fleet`` or a wonder or hero id."""
    words = text.split(",") if isinstance(text, str) else list(text)
    out = []
    for word in (w.strip().lower() for w in words):
        if not word:
            continue
        if word not in PURCHASES:
            said = tr("want: unknown purchase {name} (e.g. {examples})")
            raise BadInput(said.format(name=quoted(word), examples=", ".join(PURCHASES[:11])))
        out.append(word)
    if not out:
        raise BadInput("want: name at least one purchase")
    return out


def is_set(cards: Sequence[str]) -> bool:
    """Whether cards form a valid set: all taxes, or all different goods."""
    if not cards:
        return False
    if all(card == TAXES for card in cards):
        return True
    return all(card in GOODS for card in cards) and len(set(cards)) == len(cards)


def goods_feasible(demands: Sequence[int], counts: Mapping[str, int]) -> bool:
    """Gale-Ryser: can sets of these sizes each take that many different goods?"""
    ordered = sorted(demands, reverse=True)
    need = 0
    for k, demand in enumerate(ordered, start=1):
        need += demand
        if need > sum(min(c, k) for c in counts.values()):
            return False
    return True


def _fill_goods(demands: Sequence[int], counts: Mapping[str, int]) -> list[list[str]]:
    """Goods sets for the demands (largest first, most plentiful kinds first)."""
    left = dict(counts)
    order = sorted(range(len(demands)), key=lambda i: -demands[i])
    sets: list[list[str]] = [[] for _ in demands]
    for index in order:
        kinds = sorted((k for k in left if left[k] > 0), key=lambda k: (-left[k], GOODS.index(k)))
        chosen = kinds[: demands[index]]
        if len(chosen) < demands[index]:  # pragma: no cover - excluded by goods_feasible
            raise AssertionError("goods plan failed although Gale-Ryser allowed it")
        for kind in chosen:
            left[kind] -= 1
        sets[index] = sorted(chosen, key=GOODS.index)
    return sets


def plan(hand: Mapping[str, int], wants: Sequence[str], owned: frozenset[str] = frozenset()) -> dict[str, Any]:
    """Pay for every purchase in ``wants`` with sets from ``hand``, if possible.

    Among the plans that work, the one that spends the fewest taxes is
    chosen: up to two taxes may be kept at the end of the build phase, while
    leftover goods go back to the bank.
    """
    prices = [price(w, owned) for w in wants]
    taxes = hand.get(TAXES, 0)
    goods = {k: v for k, v in hand.items() if k != TAXES and v}
    groups: dict[int, list[int]] = {}
    for index, cost in enumerate(prices):
        groups.setdefault(cost, []).append(index)
    values = sorted(groups)
    best: tuple[int, tuple[int, ...]] | None = None
    # Only how many purchases of each price taxes cover matters: enumerate
    # those counts instead of every subset of purchases.
    for taxed in itertools.product(*(range(len(groups[v]) + 1) for v in values)):
        spent = sum(n * v for n, v in zip(taxed, values, strict=True))
        if spent > taxes or (best is not None and spent >= best[0]):
            continue
        demands = [v for n, v in zip(taxed, values, strict=True) for _ in range(len(groups[v]) - n)]
        if goods_feasible(demands, goods):
            best = (spent, taxed)
    if best is None:
        return {"feasible": False, "sets": [], "unused": _expand(hand)}
    taxed_indices = {i for n, v in zip(best[1], values, strict=True) for i in groups[v][:n]}
    goods_indices = [i for i in range(len(wants)) if i not in taxed_indices]
    goods_sets = _fill_goods([prices[i] for i in goods_indices], goods)
    by_index = dict(zip(goods_indices, goods_sets, strict=True))
    left = dict(hand)
    sets = []
    for index, want in enumerate(wants):
        cards = [TAXES] * prices[index] if index in taxed_indices else by_index[index]
        for card in cards:
            left[card] -= 1
        sets.append({"buys": want, "cards": cards})
    return {"feasible": True, "sets": sets, "unused": _expand(left)}


def _expand(hand: Mapping[str, int]) -> list[str]:
    return [card for card in BOX for _ in range(hand.get(card, 0))]


def _sets_of(hand: Mapping[str, int], size: int) -> int:
    """How many sets of ``size`` cards a hand can make at once (all taxes, or all different goods)."""
    goods = {k: v for k, v in hand.items() if k != TAXES and v}
    most = sum(goods.values()) // size
    while most and not goods_feasible([size] * most, goods):
        most -= 1
    return hand.get(TAXES, 0) // size + most


def best_set(hand: Mapping[str, int], item: str, owned: frozenset[str] = frozenset()) -> list[str] | None:
    """The set paying for ``item`` that leaves the hand able to pay for the most, or None if none does.

    Issue 32: a set picked without a look at the rest left a later purchase unpayable (two taxes and grain
    left of a hand that could have paid a legion with the taxes and a fleet with the goods). Every set is
    tried (all taxes, or each choice of different goods: a few hundred at most). The rest of the hand that
    can pay for the most purchases wins; of those, the rest paying for the most at each price, from the
    cheapest up, since a rest paying a legion or a fleet allows more than one paying only a legion (the
    December play-test: counting the purchases alone tied them, and the kept cards below paid the legion
    with goods, so the fleet was refused); then the rest keeping the most cards past the build phase (up to
    two taxes, two goods more with the Hanging Gardens: the rest go back to the bank), since a table may stop
    after this purchase (app play-test: Clara's fleet paid with two taxes while goods that were then thrown
    away would have paid); then the set spending the fewest taxes.
    """
    candidates = _candidates(hand, item, owned)
    if not candidates:
        return None
    return max(candidates, key=lambda cards: _rest(hand, cards, owned))


def _candidates(hand: Mapping[str, int], item: str, owned: frozenset[str]) -> list[list[str]]:
    """Every set of the hand paying for ``item``: all taxes, or each choice of different goods."""
    need = price(item, owned)
    kinds = [kind for kind in GOODS if hand.get(kind, 0)]
    candidates = [[TAXES] * need] if hand.get(TAXES, 0) >= need else []
    return candidates + [list(chosen) for chosen in itertools.combinations(kinds, need)]


def prices_left(owned: frozenset[str], supply: Mapping[str, int] | None, bought: str) -> list[int]:
    """The prices of what is still there to buy once ``bought`` is paid for (``supply``: pieces of each item the
    player may still get; None: all of them). Play-test 12: a Pericles fleet was counted with none in reserve."""
    left = [i for i in ITEMS if supply is None or supply.get(i, 10**3) - (1 if i == bought else 0) > 0]
    return sorted({price(other, owned) for other in left})


def _rest(
    hand: Mapping[str, int], cards: Sequence[str], owned: frozenset[str], prices: Sequence[int] | None = None
) -> tuple[tuple[int, ...], int, int]:
    """How ``best_set`` ranks paying ``cards``: the sets the rest of the hand makes at each price (cheapest
    first; ``prices``: only those still to be bought), the cards it keeps past the build phase, and the taxes
    spared."""
    left = Counter({k: v for k, v in hand.items() if v}) - Counter(cards)
    taxes = left[TAXES]
    goods_kept = GARDENS_KEEP_GOODS if "gardens" in owned else 0
    kept = min(taxes, KEEP_TAXES) + min(left.total() - taxes, goods_kept)
    # A set of the cheapest price fits in any larger set: how many of them the rest makes is how many
    # purchases it can still pay for; the counts at the dearer prices then say which purchases.
    if prices is None:
        prices = sorted({price(other, owned) for other in ITEMS})
    sets = tuple(_sets_of(left, size) for size in prices)
    return sets, kept, -list(cards).count(TAXES)


def kept_instead(
    hand: Mapping[str, int],
    item: str,
    owned: frozenset[str],
    paid: Sequence[str],
    supply: Mapping[str, int] | None = None,
) -> tuple[list[str], int, int] | None:
    """Another set for ``item`` whose rest keeps more cards past the build phase than paying ``paid`` does,
    when ``paid`` was worth it for what its rest can still buy (``best_set``'s first reasons): that set, how
    many cards it keeps, and the card count of the dearest set the rest of ``paid`` makes and its rest does not.

    Play-test 6: Petr (Caesar) paid a legion with his 2 taxes, so grain, wine and slaves still paid a 3-card
    purchase; had he stopped there, grain and wine would have kept the 2 taxes (p.6: only taxes outlive the
    phase). The purchase says so, so a table that means to stop can undo it and name the cards.
    """
    prices = prices_left(owned, supply, item)
    mine = _rest(hand, paid, owned, prices)
    others = [cards for cards in _candidates(hand, item, owned) if _rest(hand, cards, owned, prices)[1] > mine[1]]
    if not others:
        return None
    other = max(others, key=lambda cards: _rest(hand, cards, owned, prices)[1:])
    theirs = _rest(hand, other, owned, prices)
    dearer = [size for size, a, b in zip(prices, mine[0], theirs[0], strict=True) if a > b]
    if not dearer:
        return None
    return other, theirs[1], dearer[-1]
