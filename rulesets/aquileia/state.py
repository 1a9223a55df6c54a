"""Aquileia's immutable state: what is not a component count.

Coins, servants, houses, tie markers and cards live in the ledger (see
``holders``). What stays here are track positions (the score), what each
building is, this round's bookkeeping (who places next, the tie track's
order, contest strengths, the auction, which spaces have acted) and the
blue dice (dice are rolled, not counted).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.counts import Counts

#: A printed fact the table entered during play: (kit section, entry id, fact, value); see ``printed``.
Fact = tuple[str, str, str, object]


@dataclass(frozen=True)
class Building:
    """A building on the Forum: workshop (points when activated), private bank (coins), villa (colour, value).

    The house on it is in the ledger (``buildings:COLOUR``); this says what the tile is, and which
    of the kit's tiles it is (``tile``; empty when the build named none).
    """

    kind: str
    value: int = 0
    colour: str = ""
    income: Counts = ()
    tile: str = ""


@dataclass(frozen=True)
class Patrician:
    """One player's score, buildings and this round's placing.

    Attributes:
        score: Points on the score track.
        buildings: What each of their buildings is (one house on each).
        passed: Stopped placing servants this round.
        blue: Blue dice (Potentia) left this round.
    """

    score: int = 0
    buildings: tuple[Building, ...] = ()
    passed: bool = False
    blue: int = 0


@dataclass(frozen=True)
class Auction:
    """The Theatrum auction under way.

    Attributes:
        bidding: Seats still in, clockwise from the Theatrum player.
        bidder: Seat of the highest bid (its coins are in their offer).
        to_act: Seat to raise or drop next; None once the auction is over.
    """

    bidding: tuple[int, ...]
    bidder: int | None = None
    to_act: int | None = None


@dataclass(frozen=True)
class State:
    """This round's board bookkeeping and everyone's score.

    Attributes:
        patricians: By seat.
        tie_track: Seats in the order their tie markers went down (position 1 first).
        placer: Seat placing next (None once placing is over).
        strengths: Contest results this round: (area, seat, strength, metal).
        auction: The Theatrum auction, once opened or declined.
        done: Spaces whose action is over this round (``dolus``, ``forum-2``),
            builds made (``build:forum-3``) and areas settled (``arena:prizes``,
            ``theatrum:sold``).
        over: The six rounds are played and the final scoring is in.
        learned: Printed facts the table entered during play (a space, a tile's
            price, a Pecunia rate): the rules read them with the kit's, and
            ``kit export --from SAVE`` keeps them for the next game.
        auto: What the rules did by themselves, as (round, space, seat): Potentia's
            dice, the Portus activations paid for at placement. Kept across rounds,
            so an event that also ends the round can still say what happened.
        shown: Stadium laurels the whole table saw go to a player, as (seat, card): the face-up laurel a lone
            racer keeps (l.6: only a laurel passed on is secret). The forecast counts them for everyone.
    """

    patricians: tuple[Patrician, ...]
    tie_track: tuple[int, ...] = ()
    placer: int | None = 0
    strengths: tuple[tuple[str, int, int, str], ...] = ()
    auction: Auction | None = None
    done: tuple[str, ...] = ()
    over: bool = False
    learned: tuple[Fact, ...] = ()
    auto: tuple[tuple[int, str, int], ...] = ()
    shown: tuple[tuple[int, str], ...] = ()

    def with_patrician(self, seat: int, patrician: Patrician) -> State:
        """A new state with one player replaced."""
        people = list(self.patricians)
        people[seat] = patrician
        return replace(self, patricians=tuple(people))

    def learn(self, *facts: Fact) -> State:
        """A new state knowing more printed facts (those it knew already are not repeated)."""
        new = tuple(f for f in facts if f not in self.learned)
        return replace(self, learned=self.learned + new) if new else self

    def mark(self, *entries: str) -> State:
        """A new state with entries added to ``done``."""
        return replace(self, done=self.done + entries)
