"""Who wins when several players could win in the same build phase (optional rule).

The order, as this product reads the rules:
1. the only aspirant able to build the Pyramids;
2. else the Statesman, if an aspirant;
3. else one aspirant holding both the Merchant and the Commander;
4. else the only aspirant holding a role card;
5. else, if no aspirant holds a role and all can build the Pyramids, the one
   with the most wonders and heroes;
6. otherwise the Statesman decides among the aspirants left (the result is
   all of them, for the table to settle).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence

MERCHANT, STATESMAN, COMMANDER = 0, 1, 2


def tie_break(
    aspirants: Sequence[int],
    can_pyramids: Collection[int],
    roles: Sequence[int | None],
    owned: Mapping[int, int],
) -> list[int]:
    """The winner (one player) or the players left for the Statesman to choose from."""
    pyramids = [p for p in aspirants if p in can_pyramids]
    if len(pyramids) == 1:
        return pyramids
    statesman, merchant = roles[STATESMAN], roles[MERCHANT]
    if statesman is not None and statesman in aspirants:
        return [statesman]
    if merchant is not None and merchant == roles[COMMANDER] and merchant in aspirants:
        return [merchant]
    holders = [p for p in aspirants if p in roles]
    if len(holders) == 1:
        return holders
    if not holders and all(p in can_pyramids for p in aspirants):
        most = max(owned[p] for p in aspirants)
        best = [p for p in aspirants if owned[p] == most]
        if len(best) == 1:
            return best
    return list(aspirants)
