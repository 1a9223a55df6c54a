"""Players with nothing to do in a phase whose order a role holder chooses: they take no turn.

The Statesman and the Commander name who goes next (p.6, p.7); a player who cannot buy anything, or has
no legion, no fleet and no fortress at war on the board, has no decision to make in the phase, and where
they would go in the order changes nothing. The play-test named such a player only for them to pass.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import BUILDINGS, GOODS, HEROES, ITEMS, TAXES, price

#: The session option of a log written before version 6 of these rules, where every player took a turn in
#: the build and strategy phases: its events keep meaning what they meant.
IDLE_LOG = "idle_took_turns"

#: The phases whose order a role holder chooses.
CHOSEN = ("build", "strategy")


#: The session option of a log written before version 13, where a build turn was given to a player whose
#: cards paid only for pieces the reserve or the bank no longer held: its events keep meaning what they meant.
SUPPLY_LOG = "idle_ignored_supply"

#: Purchases that come out of the player's own reserve (the buildings come out of the bank).
_OWN_PIECES = ("influence", "fortress", "fleet", "legion")


def available(b: Board, seat: int, item: str) -> bool:
    """Whether the piece, wonder or hero ``item`` is still there for the player to buy (p.6: what the reserve
    or the bank holds; a wonder or hero nobody owns, a civilization hero only for its own civilization)."""
    civ = b.state.civs[seat]
    if item in _OWN_PIECES:
        return b.reserve(civ, item) > 0
    if item in BUILDINGS:
        return b.ledger.count(BANK, item) > 0
    mine = HEROES.get(item, {}).get("civilization")
    return b.holder_of(item) is None and mine in (None, civ)


def buys(b: Board, seat: int, size: int, supply: bool = True) -> bool:
    """Whether a set of ``size`` cards pays for something the player could buy now (``supply``: only what is
    still there to buy; play-test 9: Petr's 2 taxes paid only for a Caesar legion, and his reserve had none)."""
    owned = b.owned(seat)
    return any(price(item, owned) <= size and (not supply or available(b, seat, item)) for item in ITEMS)


def can_buy(b: Board, seat: int, supply: bool = True) -> bool:
    """Whether a player holds a card set worth something they could buy (or Hammurabi's free influence)."""
    civ = b.state.civs[seat]
    if b.owns(seat, "hammurabi") and (seat, "hammurabi") not in b.state.used and b.reserve(civ, "influence"):
        return True
    hand = b.hand(seat)
    # A set is all taxes or all different goods (p.6): the largest one the hand can make.
    largest = max(hand[TAXES], sum(1 for good in GOODS if hand[good]))
    return buys(b, seat, largest, supply)


def _can_move(b: Board, civ: str) -> bool:
    """Whether a civilization has a legion or fleet on the board, or a fortress in a province at war."""
    for kind in ("legion", "fleet"):
        if any(not holder.startswith("reserve:") for holder in b.ledger.where(f"{kind}:{civ}")):
            return True
    return any(civ in b.armies(p.id) and b.at_war(p.id) for p in b.state.provinces)


def idle(ctx: Context, seat: int) -> bool:
    """Whether a player has nothing to do in the current build or strategy phase."""
    if ctx.phase not in CHOSEN or ctx.options.get(IDLE_LOG):
        return False
    b = board(ctx)
    return (
        not can_buy(b, seat, not ctx.options.get(SUPPLY_LOG))
        if ctx.phase == "build"
        else not _can_move(b, b.state.civs[seat])
    )


def idle_players(ctx: Context) -> list[int]:
    """The players with nothing to do in the phase who have not had a turn in it."""
    turn = ctx.position.turn
    return [
        seat for seat in range(len(ctx.players)) if seat not in ctx.position.acted and seat != turn and idle(ctx, seat)
    ]


def with_turns(ctx: Context, order: Sequence[int]) -> tuple[int, ...]:
    """A phase's turn order without the players who have nothing to do in it."""
    return tuple(seat for seat in order if not idle(ctx, seat))
