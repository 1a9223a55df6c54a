"""Income and role cards: what the board pays and who should hold which role.

A building pays whoever controls it: the occupier when a legion stands on
it, otherwise the owner of the province's influence marker. A temple doubles
the cities and a market the caravans of whoever controls it, so occupied and
unoccupied buildings in one province are counted apart. Everything is read
from the ledger through ``Board``.

``collect_income`` pays it from the bank as the trade phase begins, once the role cards are handed out
(p.4). The bank holds the rulebook's 35 taxes and 88 goods; should it run short of a card, players are
paid in seating order from the Merchant while it lasts (the rules give no order: see the ``decisions``
topic).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.i18n import tr
from engine.state import Context
from rulesets.mare_nostrum.board import Board
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import GOODS, ROLE_HERO_BONUS, ROLES, TAXES
from rulesets.mare_nostrum.state import Province, State
from rulesets.mare_nostrum.words import cards_counted

#: Heroes that add 3 to a role count, by role.
ROLE_HEROES = {"merchant": "agamemnon", "statesman": "solomon", "commander": "archimedes"}


def controlled(b: Board, province: Province, civ: str) -> dict[str, Any]:
    """Buildings of a province that a civilization controls.

    Returns cities, temples, markets counts and the goods of caravans.
    """
    mine = province.occupied_by(civ)
    pid = province.id
    if b.influence(pid) == civ:
        others = [building for building, owner in province.occupied if owner != civ]
        caravans = b.caravans(pid)
        for building in others:
            if building.startswith("caravan:") and building[8:] in caravans:
                caravans.remove(building[8:])
        return {
            "cities": b.count(pid, "city") - others.count("city"),
            "temples": b.count(pid, "temple") - others.count("temple"),
            "markets": b.count(pid, "market") - others.count("market"),
            "caravans": caravans,
        }
    return {
        "cities": mine.count("city"),
        "temples": mine.count("temple"),
        "markets": mine.count("market"),
        "caravans": [building[8:] for building in mine if building.startswith("caravan:")],
    }


def income(b: Board, player: int) -> dict[str, Any]:
    """A player's income this trade phase: taxes, goods, and goods of their choice."""
    civ = b.state.civs[player]
    taxes = 0
    goods: dict[str, int] = {}
    for province in b.state.provinces:
        if not province.occupied and b.influence(province.id) != civ:
            continue
        mine = controlled(b, province, civ)
        taxes += mine["cities"] * (2 if mine["temples"] else 1)
        for good in mine["caravans"]:
            goods[good] = goods.get(good, 0) + (2 if mine["markets"] else 1)
    if b.owns(player, "colossus"):
        taxes += 1
    return {
        "taxes": taxes,
        "goods": dict(sorted(goods.items())),
        "any_good": 1 if b.owns(player, "artemis") else 0,
    }


def role_counts(b: Board, player: int) -> dict[str, int]:
    """What each role card is decided on, for one player (hero bonuses included)."""
    civ = b.state.civs[player]
    caravans = markets = cities = temples = 0
    for province in b.state.provinces:
        if not province.occupied and b.influence(province.id) != civ:
            continue
        mine = controlled(b, province, civ)
        # Caravans whose good the table has not named yet count for the Merchant all the same.
        unnamed = b.unnamed_caravans(province.id) if b.influence(province.id) == civ else 0
        caravans += len(mine["caravans"]) + unnamed
        markets += mine["markets"]
        cities += mine["cities"]
        temples += mine["temples"]
    units = 0
    for holder, items in b.ledger.items():
        if holder.startswith(("province:", "sea:")):
            units += sum(n for kind, n in items if kind.endswith(f":{civ}") and not kind.startswith("influence:"))
    out = {"merchant": caravans + markets, "statesman": cities + temples, "commander": units}
    for role, hero in ROLE_HEROES.items():
        if b.owns(player, hero):
            out[role] += ROLE_HERO_BONUS
    return out


def role_outcome(b: Board) -> dict[str, dict[str, Any]]:
    """Who gets each role card at the start of a round.

    The holder keeps the card on a tie for the most; if several others tie
    for the most, the holder picks among them (``choose_from``), and where
    nobody holds the card yet, the table decides among them.
    """
    scores = [role_counts(b, p) for p in range(len(b.state.civs))]
    roles = b.roles()
    out: dict[str, dict[str, Any]] = {}
    for index, role in enumerate(ROLES):
        holder = roles[index]
        best = max(s[role] for s in scores)
        leaders = [p for p, s in enumerate(scores) if s[role] == best]
        counts = [s[role] for s in scores]
        if holder is not None and holder in leaders:
            out[role] = {"holder": holder, "choose_from": [], "counts": counts}
        elif len(leaders) == 1:
            out[role] = {"holder": leaders[0], "choose_from": [], "counts": counts}
        else:
            out[role] = {"holder": None, "choose_from": leaders, "counts": counts}
    return out


def merchant_pending(state: State) -> bool:
    """Whether the Merchant's holder chooses who takes the card this round (a tie): the income waits for it."""
    return any(role == "merchant" for role, _ in state.pending_roles)


def collect_income(ctx: Context, state: State) -> State:
    """Pay every player's income from the bank, noting what the bank could not pay."""
    b = Board(state, ctx.ledger)
    merchant = b.roles()[0] or 0
    count = len(state.civs)
    short = []
    for player in ((merchant + i) % count for i in range(count)):
        due = income(Board(state, ctx.ledger), player)
        wanted = {TAXES: due["taxes"], **{g: n for g, n in due["goods"].items() if g in GOODS}}
        for card, n in wanted.items():
            paid = min(n, ctx.ledger.count(BANK, card))
            ctx.move(card, paid, BANK, f"hand:{state.civs[player]}")
            if paid < n:
                # "got 0 of 1 tax card", counted by what was due (play-test 10 read "0 of 1 taxes").
                said = tr("{player} got {paid} of {due}: the bank had no more.")
                due_said = cards_counted(card, n)
                short.append(said.format(player=ctx.players[player].name, paid=paid, due=due_said))
    return replace(state, shortfall=tuple(short))
