"""Mare Nostrum's immutable game state: provinces, seas, hands, roles.

Every piece on the board belongs to a civilization id (``rome``...); players
play civilizations and neutral civilizations own pieces too, so ownership
needs no special case for neutrals. Counts per owner are stored as sorted
tuples of pairs so states stay hashable and comparable.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from engine.counts import Counts, counts, get


@dataclass(frozen=True)
class Province:
    """A land province and everything on it.

    Attributes:
        id: Stable id (``west-of-carthage``).
        name: Name shown to players.
        capital: Civilization whose capital province this is, if any.
        sites: City sites printed in the province.
        goods: Goods symbols printed (as far as the table has told).
        coastal: Whether it touches a sea zone.
        influence: Civilization whose influence marker stands here.
        cities: Cities built.
        caravans: The good under each caravan.
        markets: Markets built (0 or 1).
        temples: Temples built (0 or 1).
        fortresses: Fortresses per owner.
        legions: Legions per owner.
        fleets: Fleets just built here, per owner (they sail next strategy phase).
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
    influence: str | None = None
    cities: int = 0
    caravans: tuple[str, ...] = ()
    markets: int = 0
    temples: int = 0
    fortresses: Counts = ()
    legions: Counts = ()
    fleets: Counts = ()
    occupied: tuple[tuple[str, str], ...] = ()
    seizing: str | None = None

    def units_of(self, civ: str) -> int:
        """Land units (legions and fortresses) of one civilization here."""
        return get(self.legions, civ) + get(self.fortresses, civ)

    def armies(self) -> set[str]:
        """Civilizations with land units here."""
        return {k for k, v in self.legions + self.fortresses if v}

    @property
    def at_war(self) -> bool:
        """Units of more than one civilization stand here."""
        return len(self.armies()) > 1

    def occupied_by(self, civ: str) -> list[str]:
        """Buildings this civilization occupies here."""
        return [building for building, owner in self.occupied if owner == civ]


@dataclass(frozen=True)
class Sea:
    """A sea zone: its coasts and the fleets in it."""

    id: str
    name: str
    coasts: tuple[str, ...] = ()
    fleets: Counts = ()


@dataclass(frozen=True)
class Exchange:
    """The merchant's card exchange in progress.

    Attributes:
        size: Cards each player had to offer.
        offers: Face-up offered cards still on the table, per player index.
        taken: Cards each player has taken so far.
        next: Player index who takes next (None once the exchange is over).
        history: (taker, giver) of every take so far, in order.
        short: Player the merchant still owes a card to, once it is over.
    """

    size: int
    offers: tuple[tuple[str, ...], ...]
    taken: tuple[tuple[str, ...], ...]
    next: int | None = None
    history: tuple[tuple[int, int], ...] = ()
    short: int | None = None


@dataclass(frozen=True)
class State:
    """Everything on and around the board.

    Attributes:
        provinces: Land provinces, in a stable order.
        seas: Sea zones.
        land: Pairs of provinces that border each other.
        sea_links: Pairs of sea zones that border each other.
        civs: Civilization of each player, by seat.
        neutrals: Civilizations nobody plays.
        hands: Resource cards in each player's hand.
        owned: Heroes and wonders of each player, in the order gained.
        roles: Holder (player index) of merchant, statesman, commander.
        held_at_start: Provinces where each player had influence when the round began.
        used: Once-per-round powers already used, as (player, power) pairs.
        exchange: The merchant's exchange while it runs.
        start_points: Build points left per player in the 36-point start.
        supply_size: Player count the building supply was sized for.
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
            (their fleets may no longer sail: fleets move first).
    """

    provinces: tuple[Province, ...]
    seas: tuple[Sea, ...]
    land: frozenset[frozenset[str]]
    sea_links: frozenset[frozenset[str]]
    civs: tuple[str, ...]
    neutrals: tuple[str, ...]
    hands: tuple[Counts, ...]
    owned: tuple[tuple[str, ...], ...]
    roles: tuple[int | None, int | None, int | None] = (None, None, None)
    held_at_start: tuple[frozenset[str], ...] = ()
    used: frozenset[tuple[int, str]] = frozenset()
    exchange: Exchange | None = None
    start_points: tuple[int, ...] = ()
    supply_size: int = 3
    kept: tuple[tuple[int, tuple[str, ...]], ...] = ()
    pending_roles: tuple[tuple[str, tuple[int, ...]], ...] = ()
    all_roles: int | None = None
    decided: tuple[int, ...] = ()
    moved: tuple[tuple[str, str, int], ...] = ()
    must_fight: tuple[tuple[str, str], ...] = ()
    after_battle: tuple[tuple[str, str], ...] = ()
    battles: tuple[tuple[str, str], ...] = ()
    legions_moved: frozenset[str] = frozenset()

    def province(self, pid: str) -> Province:
        """The province with this id (KeyError if unknown)."""
        for province in self.provinces:
            if province.id == pid:
                return province
        raise KeyError(pid)

    def has_province(self, pid: str) -> bool:
        """Whether the board knows this province."""
        return any(p.id == pid for p in self.provinces)

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

    def with_hand(self, player: int, hand: Mapping[str, int]) -> State:
        """A new state with one player's hand replaced."""
        hands = list(self.hands)
        hands[player] = counts(hand)
        return replace(self, hands=tuple(hands))

    def player_of(self, civ: str) -> int | None:
        """Seat of the player who plays a civilization (None for a neutral)."""
        return self.civs.index(civ) if civ in self.civs else None

    def owns(self, player: int, item: str) -> bool:
        """Whether a player has this hero or wonder."""
        return item in self.owned[player]

    def neighbours(self, pid: str) -> set[str]:
        """Provinces bordering ``pid`` by land."""
        return {other for edge in self.land if pid in edge for other in edge if other != pid}


def add_edges(edges: frozenset[frozenset[str]], pairs: Iterable[tuple[str, str]]) -> frozenset[frozenset[str]]:
    """Edges with the given pairs added."""
    return edges | {frozenset(pair) for pair in pairs}
