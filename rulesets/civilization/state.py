"""Civilization's immutable state: what is not a component count.

Coins, culture tokens, resources, figures, city markers, tech cards, wonders,
relics, policy cards and culture event cards are in the ledger (see
``components``). The state keeps positions (the trade dial, the culture
track), governments, which city is which, the table's own catalogue
entries, and what is due (great persons to draw, free techs).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class City:
    """A city on the map: its id (``city:ID`` in the ledger), name, and buildings.

    Who owns it, whether it is a capital or metropolis and which wonders
    stand in it are read from the ledger (the markers and cards at
    ``city:ID``).
    """

    id: str
    name: str
    aliases: tuple[str, ...] = ()
    buildings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Added:
    """A catalogue entry the table created (a tech, wonder, building or great person), or the
    facts it gave for a tech its kit knows without them.

    Attributes:
        catalogue: ``tech``, ``wonder``, ``building`` or ``person``.
        id: Its id in that catalogue.
        name: Its name.
        slot: The ledger kind of its card (blank tech and wonder cards).
        level: A tech's printed level.
        government: A tech that allows the government of its name.
        movement: A tech's navigation icon (squares a figure may move).
        upgrade: The unit type a tech upgrades.
        rank: The rank its icon brings that unit type to.
        obsoletes: A tech with the crossed-wonder icon.
    """

    catalogue: str
    id: str
    name: str
    slot: str = ""
    level: int = 0
    government: bool = False
    movement: int = 0
    upgrade: str = ""
    rank: int = 0
    obsoletes: bool = False


@dataclass(frozen=True)
class Realm:
    """One player's positions and standing.

    Attributes:
        trade: Trade dial (0-27).
        culture: Space on the culture track.
        government: Current government (its kit id), or ``anarchy``.
        next_government: The government that follows the current Anarchy.
        free_policy: A policy may be chosen for free (after a change of government).
        start_tech: The start tech's id: it sits in level 1 of the pyramid.
        persons: Great persons drawn (ids).
        pending_persons: Great-person spaces reached but not yet drawn.
        free_techs: Free techs due (Atlantis).
        researched: Round of the last paid research (one a round).
        collected: Round of the last trade collection (one a round).
        acted: Cities (ids) that have taken their action this round.
        captured_capital: Took another player's capital (military victory).
        counted: Counts last typed, used again when left out: ``(key, value, what it depended on)``, the key
            ``trade``, ``hammers:CITY`` or ``masks:CITY`` (see ``counts``).
        start_sheet: The table's word on the civilization's start pieces the kit has from a fan sheet: ``yes``
            (the printed sheet gives them: laid), ``no`` (it does not), ``""`` (not asked, or the kit knew).
        found: The round of the last hut or village entered, and how many were entered in it.
    """

    trade: int = 0
    culture: int = 0
    government: str = "despotism"
    next_government: str = ""
    free_policy: bool = False
    start_tech: str = ""
    persons: tuple[str, ...] = ()
    pending_persons: int = 0
    free_techs: int = 0
    researched: int = 0
    collected: int = 0
    acted: tuple[str, ...] = ()
    captured_capital: bool = False
    counted: tuple[tuple[str, int, str], ...] = ()
    start_sheet: str = ""
    found: tuple[int, int] = (0, 0)

    def but(self, **changes: Any) -> Realm:
        """A copy with some fields changed (``dataclasses.replace``, without its cost on every event)."""
        unknown = changes.keys() - _REALM_FIELDS
        if unknown:
            raise TypeError(f"Realm has no field {sorted(unknown)[0]!r}")
        new = object.__new__(Realm)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new


_REALM_FIELDS = frozenset(f.name for f in fields(Realm))


@dataclass(frozen=True)
class Card:
    """A unit card standing on a front: its type, printed attack (upgrades included) and health, and wounds."""

    unit: str
    attack: int
    health: int
    wounds: int = 0


@dataclass(frozen=True)
class Fight:
    """A battle under way. Sides are 0 (the attacker) and 1 (the defender).

    Attributes:
        seats: The attacker's and the defender's seats.
        at: ``field``, ``city`` or ``capital``.
        city: The city fought over ('' in the field).
        bonus: Each side's combat bonus (cards drawn, points added).
        defense: The defended city's printed defence and walls (added to the defender's score).
        drawn: Cards each side drew: its bonus, or fewer when its standing forces hold fewer.
        fronts: Each front's attacker and defender card (None: empty or killed).
        played: Cards each side has played.
        killed: The cards killed on each side, in order, as they stood when the blow came: a killed card
            lies turned over (l. 176), its printed values kept as typed, though they score nothing.
    """

    seats: tuple[int, int]
    at: str
    city: str
    bonus: tuple[int, int]
    defense: int
    drawn: tuple[int, int]
    fronts: tuple[tuple[Card | None, Card | None], ...] = ()
    played: tuple[int, int] = (0, 0)
    killed: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())

    def side(self, seat: int) -> int:
        """0 for the attacker, 1 for the defender."""
        return self.seats.index(seat)

    def health(self, side: int) -> int:
        """Health left on a side's surviving cards (health minus wounds)."""
        return sum(card.health - card.wounds for pair in self.fronts if (card := pair[side]) is not None)

    def score(self, side: int) -> int:
        """A side's final score (l. 176-181): surviving health, the bonus, and a defended city's defence."""
        return self.health(side) + self.bonus[side] + (self.defense if side == 1 else 0)


@dataclass(frozen=True)
class State:
    """All players' realms (by seat), the cities, the table's catalogue entries, obsolete wonders, the
    battle under way (``fight``), the figures' costs the table gave where the kit has none (``priced``:
    ``(figure, hammers)``, the first cost typed for each), and what a star of a unit type's upgrade token adds
    where the kit does not say (``stars``: ``(unit, attack)``, taught at its first card), and the culture track's
    printed facts the table gave where the kit has none (``track``: ``(fact, value)``, given at the first arts),
    and the printed attack and health of the unit cards the kit does not know (``cards``: ``(card, attack, health)``,
    taught at the first card of each kind played), and what the table said a hut or village marker gives where the
    kit does not (``markers``: ``(marker, gift)``, gift ``free-tech`` or ``coin``, said at its first find)."""

    realms: tuple[Realm, ...]
    cities: tuple[City, ...] = ()
    added: tuple[Added, ...] = ()
    obsolete: frozenset[str] = frozenset()
    fight: Fight | None = None
    priced: tuple[tuple[str, int], ...] = ()
    stars: tuple[tuple[str, int], ...] = ()
    track: tuple[tuple[str, Any], ...] = ()
    cards: tuple[tuple[str, int, int], ...] = ()
    markers: tuple[tuple[str, str], ...] = ()
    #: The round whose Trade the table closed with ``collect-all close=yes`` (no deals): it ends once all collected.
    closed: int = 0

    def with_realm(self, seat: int, realm: Realm) -> State:
        """A new state with one realm replaced."""
        realms = self.realms[:seat] + (realm,) + self.realms[seat + 1 :]
        # Built directly: dataclasses.replace costs more than the rest of most handlers.
        return State(
            realms,
            self.cities,
            self.added,
            self.obsolete,
            self.fight,
            self.priced,
            self.stars,
            self.track,
            self.cards,
            self.markers,
            self.closed,
        )

    def city(self, city_id: str) -> City:
        """A city by id (KeyError if none)."""
        for city in self.cities:
            if city.id == city_id:
                return city
        raise KeyError(city_id)

    def with_city(self, city: City) -> State:
        """A new state with one city replaced."""
        return replace(self, cities=tuple(city if c.id == city.id else c for c in self.cities))
