"""Struggle for Rome's immutable state: what is not a component count.

Every card, coin, figure, wagon, tile and marker is in the ledger (see
``holders``). The state keeps the rest: the facts of the cities the table
has added, what each player has done this round, where the legionary stands
and who must move it, and the end of the game.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

TRIBES = ("cavalry", "infantry")
#: Where a tribe figure stands when the app does not know the crossing.
UNKNOWN = ""
#: On one of its colour's two start crossings, not yet told which (L3).
AT_START = "@start"


@dataclass(frozen=True)
class City:
    """A Roman city as printed on the board.

    Attributes:
        id: Catalogue id (and ``city:ID`` holder).
        name: Display name.
        towers: Its towers (2 to 5).
        province: Province id (the colour of its plunder tile).
        eagle: It shows a legion eagle.
        neutral: Marked III: out of play in a three-player game (None: not asked, in a
            game of four, where the mark changes nothing).
    """

    id: str
    name: str
    towers: int
    province: str
    eagle: bool = False
    neutral: bool | None = False


@dataclass(frozen=True)
class Told:
    """A printed fact the table told in play: a kit entry the kit lacks, or unknown facts of one it has.

    Attributes:
        section: The kit section: ``landscapes``, ``crossings`` or ``arrows``.
        id: The entry's id.
        facts: The facts told, as ``(key, value)`` pairs (a list as a tuple); ``name`` for a new entry.
    """

    section: str
    id: str
    facts: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class Seat:
    """What one player has done this round (components are in the ledger).

    Attributes:
        played: Phases this round in which they played an action card.
        did: What each tribe did this turn: ``cavalry:moved``, ``infantry:idle``...
        joker: Gold stood in for a resource this turn.
        started: Their starting pasture card is recorded.
    """

    played: tuple[str, ...] = ()
    did: tuple[str, ...] = ()
    joker: bool = False
    started: bool = False

    def done(self, tribe: str) -> set[str]:
        """What a tribe has done this turn."""
        return {d.partition(":")[2] for d in self.did if d.startswith(tribe + ":")}


@dataclass(frozen=True)
class State:
    """Seats, the cities in play, where the tribes and the legionary stand, and the end of the game.

    Attributes:
        seats: By seat.
        cities: Cities the table has added (with their facts).
        placed: Cities of the session's board kit whose tiles were laid out at setup.
        tribes: By seat, the crossing each tribe figure (cavalry, infantry) stands on:
            a kit crossing id, ``AT_START`` or ``UNKNOWN``; an empire's figures stand
            on its cities (read from the ledger).
        legionary: Landscape kind and province the legionary stands on.
        legionary_at: The kit landscape it stands on, when known.
        legionary_due: Seat that must move the legionary now (after a 7 or a Diplomat).
        halved: Resources everyone has halved for the last roll (the shortage rule, once a roll).
        served: Seats whose grain and ore the app took from the bank for the last roll.
        draws: By seat, pasture cards still to be drawn (and named) for the rolls so far.
        owing: One ``(seat, roll)`` for each pasture card still to be named, in the order the rolls owed them:
            a card named without a player is the earliest roll's, and counts for that roll (play-test 7: it
            went to the first in seat order).
        rolls: Numbers rolled this round, in the order they came up.
        taken: What hands took for this round's rolls: (number, seat, resource, cards); income
            entered after a roll counts toward the latest roll.
        nothing: Players who said a roll of this round brings them nothing: (number, seat).
        late: Income still owed for an earlier roll of this round, as (number, seat): the next roll came before
            it was entered (the table keeps rolling; the income catches up, ``receive roll=N``).
        last_round: Round in which someone reached the target; the game ends after it.
        over: The game has ended.
        first: Seat of the first round's start player (the highest roll, L5); None until chosen (the first
            in seat order starts).
        told: Printed landscapes, crossings and arrows the table told in play (``mapping``), oldest first.
        stood: Where the legionary stood before each move this round: (rolls made before the move, kind and
            province, kit landscape), so income owed for an earlier roll is worked out as that roll paid it.
    """

    seats: tuple[Seat, ...]
    cities: tuple[City, ...] = ()
    placed: tuple[str, ...] = ()
    tribes: tuple[tuple[str, str], ...] = ()
    legionary: tuple[str, str] = ("forest", "hispania")
    legionary_at: str | None = None
    legionary_due: int | None = None
    halved: tuple[str, ...] = ()
    served: tuple[int, ...] = ()
    draws: tuple[int, ...] = ()
    owing: tuple[tuple[int, int], ...] = ()
    rolls: tuple[int, ...] = ()
    taken: tuple[tuple[int, int, str, int], ...] = ()
    nothing: tuple[tuple[int, int], ...] = ()
    late: tuple[tuple[int, int], ...] = ()
    last_round: int | None = None
    over: bool = False
    first: int | None = None
    told: tuple[Told, ...] = ()
    stood: tuple[tuple[int, tuple[str, str], str | None], ...] = ()

    def with_seat(self, seat: int, value: Seat) -> State:
        """A new state with one seat replaced."""
        seats = list(self.seats)
        seats[seat] = value
        return replace(self, seats=tuple(seats))

    def city(self, cid: str) -> City | None:
        """The city with this id, if the table has added it."""
        for city in self.cities:
            if city.id == cid:
                return city
        return None

    def stands(self, seat: int, tribe: str) -> str:
        """Where a tribe figure stands (see ``tribes``)."""
        if seat >= len(self.tribes):
            return UNKNOWN
        return self.tribes[seat][TRIBES.index(tribe)]

    def standing(self, seat: int, tribe: str, where: str) -> State:
        """A new state with one tribe figure standing elsewhere."""
        rows = list(self.tribes) or [(UNKNOWN, UNKNOWN)] * len(self.seats)
        pair = list(rows[seat])
        pair[TRIBES.index(tribe)] = where
        rows[seat] = (pair[0], pair[1])
        return replace(self, tribes=tuple(rows))

    def drawing(self, draws: list[int] | tuple[int, ...], order: tuple[int, ...] = (), roll: int = 0) -> State:
        """A new state whose seats still draw ``draws`` pasture cards: a seat owed more owes the new cards for
        ``roll``, after every card owed before (seats in ``order``, else seat order); a seat owed fewer has
        named its earliest."""
        had = Counter(s for s, _ in self.owing)
        owing = list(self.owing)
        for seat in range(len(draws)):
            for _ in range(max(had[seat] - draws[seat], 0)):
                owing.remove(next(o for o in owing if o[0] == seat))
        for seat in order or range(len(draws)):
            if seat < len(draws):
                owing.extend((seat, roll) for _ in range(max(draws[seat] - had[seat], 0)))
        return replace(self, draws=tuple(draws), owing=tuple(owing))

    def owed_for(self, seat: int) -> int | None:
        """The roll a seat's earliest pasture card still to be named is for (None: none is owed)."""
        return next((roll for s, roll in self.owing if s == seat), None)

    def owed(self, seat: int) -> int:
        """Pasture cards a seat still draws for the rolls so far."""
        return self.draws[seat] if seat < len(self.draws) else 0
