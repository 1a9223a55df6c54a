"""Hellas's immutable state: the coast of tiles, both hands, and the turn in progress."""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.counts import Counts

DOLPHIN = "dolphin"


@dataclass(frozen=True)
class Tile:
    """A landscape tile with its city: owner, Greeks, ships, and what it borders.

    Attributes:
        land: Tiles it borders by land (an attack from there is by land).
        sea: Tiles sharing water with it (ships there count for voyages; attacks are by sea).
        dolphin: Touches the dolphin tile (all such tiles border each other across it).
    """

    id: str
    name: str
    temple: bool = False
    owner: int | None = None
    greeks: int = 0
    ships: int = 0
    land: tuple[str, ...] = ()
    sea: tuple[str, ...] = ()
    dolphin: bool = False


@dataclass(frozen=True)
class Play:
    """A god card played this turn; a void names the play it cancels."""

    player: int
    card: str
    target: int | None = None
    applied: bool = False
    detail: tuple[tuple[str, object], ...] = ()

    def text(self, key: str) -> str:
        """A text detail of the play (a city id), or ''."""
        value = dict(self.detail).get(key)
        return value if isinstance(value, str) else ""

    def number(self, key: str) -> int:
        """A number detail of the play (a count), or 0."""
        value = dict(self.detail).get(key)
        return value if isinstance(value, int) else 0

    def names(self, key: str) -> list[str]:
        """A list detail of the play (cards), or []."""
        value = dict(self.detail).get(key)
        return [str(v) for v in value] if isinstance(value, list | tuple) else []


@dataclass(frozen=True)
class Battle:
    """An attack declared and not yet resolved."""

    attacker: int
    target: str
    sources: tuple[tuple[str, int], ...]
    by_sea: bool


@dataclass(frozen=True)
class State:
    """The coast, the hands, and the turn in progress.

    Attributes:
        tiles: Tiles on the table (the dolphin tile is implicit).
        hands: God cards in each hand.
        option: What the player on turn chose: reinforce, voyage or attack ('' before).
        options_used: Options taken this turn (a double turn allows two).
        regroup: Where figures may be regrouped to this turn ('*' anywhere own, a tile id, or '').
        plays: God cards played this turn, in order.
        battle: The attack being fought.
        first_turn_done: The starting player has finished their first turn.
        settled: Plays before this index can no longer be answered.
        winner: Seat that held the winning number of cities at the end of a turn.
    """

    tiles: tuple[Tile, ...] = ()
    hands: tuple[Counts, Counts] = ((), ())
    option: str = ""
    options_used: tuple[str, ...] = ()
    regroup: str = ""
    plays: tuple[Play, ...] = ()
    battle: Battle | None = None
    first_turn_done: bool = False
    winner: int | None = None
    settled: int = 0

    def tile(self, tid: str) -> Tile | None:
        """The tile with this id, if placed."""
        return next((t for t in self.tiles if t.id == tid), None)

    def with_tile(self, tile: Tile) -> State:
        """A new state with a tile replaced or added."""
        if self.tile(tile.id) is None:
            return replace(self, tiles=self.tiles + (tile,))
        return replace(self, tiles=tuple(tile if t.id == tile.id else t for t in self.tiles))

    def with_hand(self, seat: int, hand: Counts) -> State:
        """A new state with one hand replaced."""
        hands = list(self.hands)
        hands[seat] = hand
        return replace(self, hands=(hands[0], hands[1]))

    def cities(self, seat: int) -> list[Tile]:
        """Tiles whose city this player holds."""
        return [t for t in self.tiles if t.owner == seat and t.greeks > 0]

    def greeks_in_play(self, seat: int) -> int:
        """Greeks of this player on the coast."""
        return sum(t.greeks for t in self.tiles if t.owner == seat)

    def ships_in_play(self, seat: int) -> int:
        """Ships of this player on the coast."""
        return sum(t.ships for t in self.tiles if t.owner == seat)

    def adjacent(self, a: str, b: str) -> bool:
        """Whether two tiles border each other (by land, by sea, or across the dolphin tile)."""
        ta, tb = self.tile(a), self.tile(b)
        if ta is None or tb is None:
            return False
        return b in ta.land or b in ta.sea or a in tb.land or a in tb.sea or (ta.dolphin and tb.dolphin)

    def by_land(self, a: str, b: str) -> bool:
        """Whether two tiles border each other by land."""
        ta, tb = self.tile(a), self.tile(b)
        return ta is not None and tb is not None and (b in ta.land or a in tb.land)
