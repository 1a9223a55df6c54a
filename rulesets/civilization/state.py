"""Civilization's immutable state: one record per player, plus the wonders made obsolete."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.counts import Counts
from rulesets.civilization.data import START_GOVERNMENT


@dataclass(frozen=True)
class City:
    """A city: capital, metropolis, walls, buildings, wonders, printed defence."""

    name: str
    capital: bool = False
    metropolis: bool = False
    walls: bool = False
    buildings: tuple[str, ...] = ()
    wonders: tuple[str, ...] = ()
    defense: int = 0


@dataclass(frozen=True)
class Realm:
    """Everything one player tracks.

    Attributes:
        trade: Trade dial (0-27).
        coins: Coin dial.
        investments: Coins on investment cards (safe from loot, count for everything else).
        government: Current government, or ``anarchy``.
        next_government: Government that follows the current Anarchy.
        policy: The one active social policy.
        free_policy: A policy may be chosen for free (after a change of government).
        techs: (name, level) in the order researched; the start tech sits in level 1.
        culture: Position on the culture track.
        events: Culture-event cards in hand.
        hand_limit: Culture-event hand limit.
        persons: Great persons.
        pending_persons: Great-person spaces reached but not yet named.
        resources: Resource tokens.
        cities: Cities, the capital first.
        armies: Army figures on the map.
        scouts: Scout figures on the map.
        settlers: Settler figures on the map.
        forces: Standing-forces cards by unit type.
        upgrades: Upgrade level by unit type.
        movement: Squares a figure may move.
        researched: Round of the last research (one tech a round).
        acted: Cities that have taken their action this round.
        captured_capital: Took another player's capital (military victory).
    """

    trade: int = 0
    coins: int = 0
    investments: int = 0
    government: str = START_GOVERNMENT
    next_government: str | None = None
    policy: str | None = None
    free_policy: bool = False
    techs: tuple[tuple[str, int], ...] = ()
    culture: int = 0
    events: int = 0
    hand_limit: int = 2
    persons: tuple[str, ...] = ()
    pending_persons: int = 0
    resources: Counts = ()
    cities: tuple[City, ...] = ()
    armies: int = 1
    scouts: int = 1
    settlers: int = 0
    forces: Counts = ()
    upgrades: Counts = ()
    movement: int = 2
    researched: int = 0
    acted: tuple[str, ...] = ()
    captured_capital: bool = False

    @property
    def all_coins(self) -> int:
        """Coins on the dial and on investment cards."""
        return self.coins + self.investments

    def knows(self, tech: str) -> bool:
        """Whether this tech is in the pyramid."""
        return any(name == tech for name, _ in self.techs)

    def levels(self) -> list[int]:
        """Levels of the techs in the pyramid."""
        return [level for _, level in self.techs]

    def city(self, name: str) -> City:
        """A city by name (KeyError if none)."""
        for city in self.cities:
            if city.name.lower() == name.lower():
                return city
        raise KeyError(name)

    def with_city(self, city: City) -> Realm:
        """A new realm with one city replaced."""
        return replace(self, cities=tuple(city if c.name == city.name else c for c in self.cities))


@dataclass(frozen=True)
class State:
    """All players' realms (by seat) and the wonders made obsolete."""

    realms: tuple[Realm, ...]
    obsolete: frozenset[str] = frozenset()

    def with_realm(self, seat: int, realm: Realm) -> State:
        """A new state with one realm replaced."""
        realms = list(self.realms)
        realms[seat] = realm
        return replace(self, realms=tuple(realms))
