"""Aquileia's immutable state: purses by metal, cards, buildings, this round's board."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.counts import Counts


@dataclass(frozen=True)
class Building:
    """A building on the Forum: workshop (points when activated), private bank (coins), villa (colour, value)."""

    kind: str
    value: int = 0
    colour: str = ""
    income: Counts = ()


@dataclass(frozen=True)
class Patrician:
    """One player: purse, score, cards, laurels, buildings, and this round's placing.

    Attributes:
        coins: Coins by metal.
        score: Points on the score track.
        slaves: Slave cards (1 or 2 slaves each).
        horses: Horse cards as (metal, horses).
        weapons: Weapon cards (symbols each).
        laurels: Stadium laurels: a colour, or ``points:N``.
        theatre: Theatre laurels (two-colour pairs).
        buildings: Workshops, private banks and villas.
        placed: Spaces holding this player's servants this round.
        passed: Stopped placing servants this round.
        blue: Blue dice (Potentia) left this round.
    """

    coins: Counts = ()
    score: int = 0
    slaves: tuple[int, ...] = ()
    horses: tuple[tuple[str, int], ...] = ()
    weapons: tuple[int, ...] = ()
    laurels: tuple[str, ...] = ()
    theatre: tuple[str, ...] = ()
    buildings: tuple[Building, ...] = ()
    placed: tuple[str, ...] = ()
    passed: bool = False
    blue: int = 0


@dataclass(frozen=True)
class State:
    """The board this round and everyone's holdings.

    Attributes:
        patricians: By seat.
        bank: Coins left in the bank, by metal.
        tie_track: Seats in the order their tie markers were placed (position 1 first).
        placer: Seat placing next (None once placing is over).
        portus_coins: Coins under servants in Portus: (space, metal).
        strengths: Contest results this round: (area, seat, strength, metal).
        auction: Current theatre bid (coins), its bidder, players still in, opened.
        done: Actions done this round (e.g. ``forum-2``, ``latro``, ``activate:3``).
        over: The six rounds are played and the final scoring is in.
    """

    patricians: tuple[Patrician, ...]
    bank: Counts = ()
    tie_track: tuple[int, ...] = ()
    placer: int | None = 0
    portus_coins: tuple[tuple[str, str], ...] = ()
    strengths: tuple[tuple[str, int, int, str], ...] = ()
    bid: Counts = ()
    bidder: int | None = None
    bidding: tuple[int, ...] = ()
    done: tuple[str, ...] = ()
    over: bool = False

    def with_patrician(self, seat: int, patrician: Patrician) -> State:
        """A new state with one player replaced."""
        people = list(self.patricians)
        people[seat] = patrician
        return replace(self, patricians=tuple(people))

    def owner(self, space: str) -> int | None:
        """Seat of the servant on a space this round."""
        for seat, person in enumerate(self.patricians):
            if space in person.placed:
                return seat
        return None
