"""Mare Nostrum's immutable game state: the map as the table knows it, and what is not a count.

Every physical thing (cards, building tokens, pieces, role cards, wonders
and heroes) is in the ledger (see ``components``); this state keeps what the
ledger cannot: the map (provinces, sea zones, borders, the goods symbols and
city sites the table has told), which buildings legions stand on, the
exchange's turn order, and what happened this phase.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Province:
    """A land province: what is printed on it, and where legions stand on its buildings.

    Attributes:
        id: Stable id (``west-of-carthage``), the province catalogue's id.
        name: Name shown to players.
        capital: Civilization whose capital province this is, if any.
        sites: City sites printed in the province.
        goods: Goods symbols printed (as far as the table has told).
        coastal: Whether it touches a sea zone.
        occupied: Buildings occupied by a legion: (building, owner) pairs,
            where building is ``city``, ``market``, ``temple`` or ``caravan:GOOD``.
        seizing: Civilization whose legion stands on the influence marker.
    """

    id: str
    name: str
    capital: str | None = None
    sites: int = 0
    goods: tuple[str, ...] = ()
    coastal: bool = False
    occupied: tuple[tuple[str, str], ...] = ()
    seizing: str | None = None

    def occupied_by(self, civ: str) -> list[str]:
        """Buildings this civilization occupies here."""
        return [building for building, owner in self.occupied if owner == civ]


@dataclass(frozen=True)
class Sea:
    """A sea zone and the provinces on its coasts."""

    id: str
    name: str
    coasts: tuple[str, ...] = ()


@dataclass(frozen=True)
class Exchange:
    """The Merchant's card exchange in progress (the cards themselves are in the ledger).

    Attributes:
        size: Cards each player had to offer.
        players: Seats taking part (those who held enough cards when the size was set).
        offered: Seats that have laid out their cards.
        next: Seat who takes next (None before everyone offered and once it is over).
        history: (taker, giver) of every take so far, in order.
        short: Seat the Merchant still owes a card to, once it is over.
        over: Whether the exchange has ended.
    """

    size: int
    players: tuple[int, ...] = ()
    offered: tuple[int, ...] = ()
    next: int | None = None
    history: tuple[tuple[int, int], ...] = ()
    short: int | None = None
    over: bool = False


@dataclass(frozen=True)
class State:
    """The map and everything that is not a count of components.

    Attributes:
        provinces: Land provinces, those of ``map.toml`` first, then those
            the table added, in the order added.
        seas: Sea zones, likewise.
        land: Pairs of provinces that border each other.
        sea_links: Pairs of sea zones that border each other.
        civs: Civilization of each player, by seat.
        neutrals: Civilizations nobody plays.
        held_at_start: Provinces where each player had influence when the round began.
        used: Once-per-round powers already used, as (player, power) pairs.
        exchange: The Merchant's exchange while it runs.
        kept: Cards each player keeps at the end of the build phase, where chosen.
        pending_roles: Roles whose new holder the current holder must pick,
            with the candidates (player indices).
        all_roles: Player who took all three role cards at the start of this round.
        decided: Winner named by the tie-break variant at the start of a build phase.
        moved: Units that moved or fought this strategy phase and may not move
            again, as (civ, place, count).
        must_fight: (civ, province) where the civ's legions entered enemy
            units and have to fight before the turn ends.
        after_battle: (civ, province) where the civ already ravaged, occupied
            or seized this strategy phase (the three exclude each other).
        battles: (civ, place) of every battle a civ started this strategy phase.
        legions_moved: Civilizations that have marched legions this phase
            (their fleets may no longer sail or fight: fleets come first).
        shortfall: What the bank could not pay this round's income, as sentences.
    """

    provinces: tuple[Province, ...]
    seas: tuple[Sea, ...]
    land: frozenset[frozenset[str]]
    sea_links: frozenset[frozenset[str]]
    civs: tuple[str, ...]
    neutrals: tuple[str, ...]
    held_at_start: tuple[frozenset[str], ...] = ()
    used: frozenset[tuple[int, str]] = frozenset()
    exchange: Exchange | None = None
    kept: tuple[tuple[int, tuple[str, ...]], ...] = ()
    pending_roles: tuple[tuple[str, tuple[int, ...]], ...] = ()
    all_roles: int | None = None
    decided: tuple[int, ...] = ()
    moved: tuple[tuple[str, str, int], ...] = ()
    must_fight: tuple[tuple[str, str], ...] = ()
    after_battle: tuple[tuple[str, str], ...] = ()
    battles: tuple[tuple[str, str], ...] = ()
    legions_moved: frozenset[str] = frozenset()
    shortfall: tuple[str, ...] = ()

    def province(self, pid: str) -> Province:
        """The province with this id (KeyError if unknown)."""
        for province in self.provinces:
            if province.id == pid:
                return province
        raise KeyError(pid)

    def has_province(self, pid: str) -> bool:
        """Whether the board knows this province."""
        return any(p.id == pid for p in self.provinces)

    def is_sea(self, place: str) -> bool:
        """Whether a place id is a sea zone."""
        return any(s.id == place for s in self.seas)

    def sea(self, sid: str) -> Sea:
        """The sea zone with this id (KeyError if unknown)."""
        for sea in self.seas:
            if sea.id == sid:
                return sea
        raise KeyError(sid)

    def with_province(self, province: Province) -> State:
        """A new state with one province replaced."""
        provinces = tuple(province if p.id == province.id else p for p in self.provinces)
        return replace(self, provinces=provinces)

    def with_sea(self, sea: Sea) -> State:
        """A new state with one sea zone replaced."""
        return replace(self, seas=tuple(sea if s.id == sea.id else s for s in self.seas))

    def player_of(self, civ: str) -> int | None:
        """Seat of the player who plays a civilization (None for a neutral)."""
        return self.civs.index(civ) if civ in self.civs else None

    def neighbours(self, pid: str) -> set[str]:
        """Provinces bordering ``pid`` by land."""
        return {other for edge in self.land if pid in edge for other in edge if other != pid}


def add_edges(edges: frozenset[frozenset[str]], pairs: Iterable[tuple[str, str]]) -> frozenset[frozenset[str]]:
    """Edges with the given pairs added."""
    return edges | {frozenset(pair) for pair in pairs}
