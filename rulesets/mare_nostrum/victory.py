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

import itertools
from collections.abc import Collection, Mapping, Sequence

from engine.i18n import tr
from engine.ruleset import VictoryProgress
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.cards import plan
from rulesets.mare_nostrum.data import HEROES, TO_WIN, WONDERS, price

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


def aspirants(b: Board) -> tuple[list[int], set[int]]:
    """Players who could win in this build phase with their hand, and those able to build the Pyramids."""
    can_pyramids = set()
    out = []
    free = [w for w in (*WONDERS, *HEROES) if b.bank(w)]
    for player, civ in enumerate(b.state.civs):
        mine, owned = b.hand(player), b.owned(player)
        if "pyramids" in free and plan(mine, ["pyramids"], owned)["feasible"]:
            can_pyramids.add(player)
        usable = [w for w in free if w != "pyramids" and HEROES.get(w, {}).get("civilization", civ) == civ]
        if player in can_pyramids or _reaches(mine, usable, owned, TO_WIN - len(owned)):
            out.append(player)
    return out, can_pyramids


def _reaches(hand: Mapping[str, int], usable: Sequence[str], owned: frozenset[str], need: int) -> bool:
    """Whether ``need`` more wonders and heroes can all be paid for in this build phase.

    Playtest: only players already holding three counted, so one with two and a hand for two more was
    missed. Paying depends only on the prices, so each mix of prices is tried once.
    """
    if need < 1 or need > len(usable):
        return need < 1
    tried: set[tuple[int, ...]] = set()
    for items in itertools.combinations(usable, need):
        prices = tuple(sorted(price(w, owned) for w in items))
        if prices in tried:
            continue
        tried.add(prices)
        if plan(hand, list(items), owned)["feasible"]:
            return True
    return False


def decided(b: Board) -> tuple[int, ...]:
    """The tie-break variant's verdict at the start of a build phase (empty: fewer than two aspirants)."""
    found, can_pyramids = aspirants(b)
    if len(found) < 2:
        return ()
    owned = {p: len(b.owned(p)) for p in found}
    return tuple(tie_break(found, can_pyramids, b.roles(), owned))


def progress(ctx: Context) -> list[VictoryProgress]:
    """Every player's progress: the Pyramids, four wonders and heroes, and the variants'."""
    b = board(ctx)
    out = []
    for player, person in enumerate(ctx.players):
        owned = b.owned(player)
        pyramids = "pyramids" in owned
        out.append(VictoryProgress(person.name, "pyramids", tr("Pyramids"), int(pyramids), 1, pyramids))
        out.append(
            VictoryProgress(
                person.name, "wonders-heroes", tr("Wonders and heroes"), len(owned), TO_WIN, len(owned) >= TO_WIN
            )
        )
        if "all-roles" in ctx.variants:
            held = sum(1 for r in b.roles() if r == player)
            out.append(
                VictoryProgress(person.name, "all-roles", tr("All three roles"), held, 3, b.state.all_roles == player)
            )
        if b.state.decided and player in b.state.decided:
            out.append(VictoryProgress(person.name, "tie-break", tr("Tie-break"), 1, 1, True))
    return out


def won(ctx: Context) -> bool:
    """Whether someone has won: a goal met (the tie-break's verdict counts as one, see ``progress``)."""
    return any(goal.met for goal in progress(ctx))
