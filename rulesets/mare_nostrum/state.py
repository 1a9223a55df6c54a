"""Mare Nostrum's immutable game state: the board as known, and what is not a count.

Every physical thing (cards, building tokens, pieces, role cards, wonders
and heroes) is in the ledger (see ``components``); the printed board is the
session's kit together with what the table told during play (``atlas``).
This state keeps what neither can: which buildings legions stand on, the
exchange's turn order, and what happened this phase.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache

from engine.i18n import tr
from engine.kits import Kit
from rulesets.mare_nostrum.atlas import Atlas, Learned, Water, atlas_for

#: A sea zone as the rules see it: its name and the provinces known on its coasts.
Sea = Water
#: What legions do in a province: (province, occupied buildings, seizing civilization).
Hold = tuple[str, tuple[tuple[str, str], ...], str | None]


@dataclass(frozen=True)
class Province:
    """A province: what is printed on it (as far as known), and where legions stand on its buildings.

    Attributes:
        id: Stable id (``west-of-carthage``), the province catalogue's id.
        printed: Its name as the kit or the table gave it (``name`` is the one people read).
        capital: Civilization whose capital province this is, if any.
        sites: City sites printed there (None while unknown).
        goods: Every goods symbol printed there (None while the full list is unknown).
        seen: Symbols known to be printed there (all of ``goods`` once known).
        coastal: Whether it touches a sea zone (None while unknown).
        occupied: Buildings occupied by a legion: (building, owner) pairs,
            where building is ``city``, ``market``, ``temple`` or ``caravan:GOOD``.
        seizing: Civilization whose legion stands on the influence marker.
    """

    id: str
    printed: str
    capital: str | None = None
    sites: int | None = None
    goods: tuple[str, ...] | None = None
    seen: tuple[str, ...] = ()
    coastal: bool | None = None
    occupied: tuple[tuple[str, str], ...] = ()
    seizing: str | None = None

    @property
    def name(self) -> str:
        """The province's name in the language spoken (``Athény``)."""
        return tr(self.printed)

    def occupied_by(self, civ: str) -> list[str]:
        """Buildings this civilization occupies here."""
        return [building for building, owner in self.occupied if owner == civ]


@lru_cache(maxsize=256)
def _provinces(atlas: Atlas, holds: tuple[Hold, ...]) -> Mapping[str, Province]:
    # Rebuilt only when the board knowledge or an occupation changes, not on every event.
    held = {pid: (occupied, seizing) for pid, occupied, seizing in holds}
    out = {}
    for land in atlas.lands.values():
        occupied, seizing = held.get(land.id, ((), None))
        out[land.id] = Province(
            land.id, land.name, land.capital, land.sites, land.goods, land.seen, land.coastal, occupied, seizing
        )
    return out


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
        atlas: The board as known: the session's kit and what the table told.
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
        fought: (civ, place, length of ``moved`` just after it) of every battle this strategy phase: units that
            enter the place later may fight another round in the same turn (``one_round``).
        legions_moved: Civilizations that have marched legions this phase
            (their fleets may no longer sail or fight: fleets come first).
        shortfall: What the bank could not pay this round's income, as sentences.
        bought: Seats that bought something this build phase (a role holder ending their own turn before that
            is asked first: ``forgone``).
        income_due: The trade phase's income waits for the Merchant card, still to hand on (p.4: the roles
            come first; paid once the new Merchant is chosen, in seating order from him).
        holds: What legions do in provinces, where they do anything.
        transport: Legions announced to sail into a province with Greek influence,
            as (civ, origin, target, count): they land once Greece lets them
            through, or stay home if the blockade sinks their fleet (p.11).
        blockaders: Sea zones of the Greek fleets that fought the announced transport and are still afloat,
            one entry per fleet: the rules pair one Greek fleet with each carrying fleet (p.11), so a fleet
            that fought it may not fight it again.
    """

    atlas: Atlas
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
    fought: tuple[tuple[str, str, int], ...] = ()
    legions_moved: frozenset[str] = frozenset()
    shortfall: tuple[str, ...] = ()
    income_due: bool = False
    holds: tuple[Hold, ...] = ()
    transport: tuple[str, str, str, int] | None = None
    blockaders: tuple[str, ...] = ()
    bought: frozenset[int] = frozenset()

    @property
    def learned(self) -> Learned:
        """What the table told about the board during play."""
        return self.atlas.learned

    @property
    def provinces(self) -> tuple[Province, ...]:
        """Every province known: the kit's, then those the table added."""
        return tuple(_provinces(self.atlas, self.holds).values())

    @property
    def seas(self) -> tuple[Sea, ...]:
        """Every sea zone known."""
        return tuple(self.atlas.waters.values())

    def province(self, pid: str) -> Province:
        """The province with this id (KeyError if unknown)."""
        return _provinces(self.atlas, self.holds)[pid]

    def has_province(self, pid: str) -> bool:
        """Whether the board knows this province."""
        return pid in self.atlas.lands

    def is_sea(self, place: str) -> bool:
        """Whether a place id is a sea zone."""
        return self.atlas.is_sea(place)

    def sea(self, sid: str) -> Sea:
        """The sea zone with this id (KeyError if unknown)."""
        return self.atlas.waters[sid]

    def with_province(self, province: Province) -> State:
        """A new state with what legions do in one province replaced (what is printed stays the kit's)."""
        rest = tuple(h for h in self.holds if h[0] != province.id)
        if province.occupied or province.seizing:
            rest += ((province.id, province.occupied, province.seizing),)
        return replace(self, holds=rest)

    def player_of(self, civ: str) -> int | None:
        """Seat of the player who plays a civilization (None for a neutral)."""
        return self.civs.index(civ) if civ in self.civs else None

    def neighbours(self, pid: str) -> set[str]:
        """Provinces known to border ``pid`` by land."""
        return self.atlas.neighbours(pid)


def current(state: State, kit: Kit) -> State:
    """The state reading the kit in force: a corrected kit applied during the game (``apply-kit``) takes over."""
    if state.atlas.kit is kit:
        return state
    return replace(state, atlas=atlas_for(kit, state.atlas.learned))


def learn(state: State, learned: Learned) -> State:
    """The state once the table has told the app more about the board."""
    return replace(state, atlas=atlas_for(state.atlas.kit, learned, state.atlas))
