"""Struggle for Rome's immutable state: players with their two tribes, Roman cities, the compass rose."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.counts import Counts

TRIBES = ("cavalry", "infantry")


@dataclass(frozen=True)
class Tribe:
    """One tribe: its field (figures, wagons, plunder tiles by colour) and its empire's cities."""

    figures: int = 1
    wagons: int = 1
    tiles: Counts = ()
    cities: tuple[str, ...] = ()

    @property
    def empire(self) -> bool:
        """Whether the tribe has founded an empire (it then only conquers)."""
        return bool(self.cities)


@dataclass(frozen=True)
class Player:
    """A player's hand, gold, cards and tribes.

    Attributes:
        resources: Resource cards (grain, ore, horse, cattle).
        gold: Gold coins.
        cards: Action cards in hand, by kind.
        diplomats: Diplomat cards played (shown).
        culture: Cultural Progress cards revealed (1 point each).
        treasures: Treasure cards kept face down (7 gold each at the end).
        cavalry: The cavalry tribe.
        infantry: The infantry tribe.
        joker: Gold used as a joker this turn.
        played: Phases this round in which an action card was played.
        did: Tribe turn taken: "moved", "plundered", "conquered" or "idle".
    """

    resources: Counts = ()
    gold: int = 0
    cards: Counts = ()
    diplomats: int = 0
    culture: int = 0
    treasures: int = 0
    cavalry: Tribe = Tribe()
    infantry: Tribe = Tribe()
    joker: bool = False
    played: tuple[str, ...] = ()
    did: tuple[str, ...] = ()

    def tribe(self, kind: str) -> Tribe:
        """The cavalry or infantry tribe."""
        return self.cavalry if kind == "cavalry" else self.infantry

    def with_tribe(self, kind: str, tribe: Tribe) -> Player:
        """A new player with one tribe replaced."""
        if kind == "cavalry":
            return replace(self, cavalry=tribe)
        return replace(self, infantry=tribe)


@dataclass(frozen=True)
class City:
    """A Roman city: towers, province (the colour of its plunder tile), eagle, owner."""

    id: str
    name: str
    towers: int
    province: str
    eagle: bool = False
    neutral: bool = False
    tile: bool = True
    owner: int | None = None


@dataclass(frozen=True)
class State:
    """Players by seat, cities, the numbers covered on the compass rose, special cards.

    Attributes:
        players: By seat.
        cities: Cities in play (the table adds them as they matter).
        rose: Numbers rolled this round (four different ones).
        robber: A 7 was rolled and the legionary has not moved yet.
        legionary: Landscape the legionary stands on.
        diplomacy: Holder of the Diplomacy card.
        last_round: Round in which someone reached the target; the game ends after it.
        over: The game has ended.
    """

    players: tuple[Player, ...]
    cities: tuple[City, ...] = ()
    rose: tuple[int, ...] = ()
    robber: bool = False
    legionary: str = "a forest in Hispania"
    diplomacy: int | None = None
    last_round: int | None = None
    over: bool = False

    def with_player(self, seat: int, player: Player) -> State:
        """A new state with one player replaced."""
        players = list(self.players)
        players[seat] = player
        return replace(self, players=tuple(players))

    def city(self, cid: str) -> City | None:
        """The city with this id, if it is in play."""
        return next((c for c in self.cities if c.id == cid), None)

    def with_city(self, city: City) -> State:
        """A new state with a city replaced or added."""
        if self.city(city.id) is None:
            return replace(self, cities=self.cities + (city,))
        return replace(self, cities=tuple(city if c.id == city.id else c for c in self.cities))
