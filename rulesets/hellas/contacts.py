"""Who borders whom on the coast: by land, by sea, and across the dolphin tile.

On the grid the contacts follow from where each tile lies and how it is
turned: two tiles sharing a land side border by land (a land attack needs
such a side, not a way round through other tiles), two sharing a sea side
border by sea (ships there count for a voyage, an attack across it is by
sea), and every tile touching the dolphin tile borders every other one
across it (an attack that jumps the dolphin tile is by sea). A tile's land
is one land and its water one sea: a bridge joins its land and its water
flows under it, so its ships count on both sides. On a coast described by
hand the contacts are the table's lists. Built once per kit, coast and
descriptions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.state import Context
from rulesets.hellas.board import DOLPHIN, game
from rulesets.hellas.hexes import CENTRE, LAND, Pos, Side, Sides, around, opposite, step, turned
from rulesets.hellas.kit import Facts, all_facts, dolphin_id, dolphin_sides, remembered
from rulesets.hellas.migrate import DOLPHIN_UNCHECKED
from rulesets.hellas.state import State, Tile

_UNKNOWN: Sides = (None,) * 6


@dataclass(frozen=True)
class Contacts:
    """The coast's contacts.

    Attributes:
        at: Hex of each tile on the grid (the dolphin tile included, at 0, 0).
        lying: Tile id at each taken hex.
        sides: Each grid tile's sides by the direction they face (None: unknown).
        land: Tiles each tile borders by land.
        sea: Tiles each tile shares water with (a sea side, or the table's list).
        dolphin: Tiles touching the dolphin tile.
        by_hand: Tiles placed without a position (a coast described by hand).
        bridges: Grid tiles whose land a bridge joins: their ships count for every neighbour (L2/f32).
    """

    at: Mapping[str, Pos]
    lying: Mapping[Pos, str]
    sides: Mapping[str, Sides]
    land: Mapping[str, frozenset[str]]
    sea: Mapping[str, frozenset[str]]
    dolphin: frozenset[str]
    by_hand: frozenset[str]
    bridges: frozenset[str] = frozenset()

    def near(self, a: str, b: str) -> bool:
        """Whether an attack may go from one to the other: a shared side, or both touch the dolphin tile."""
        return b in self.land.get(a, ()) or b in self.sea.get(a, ()) or (a in self.dolphin and b in self.dolphin)

    def by_land(self, a: str, b: str) -> bool:
        """Whether two tiles border each other by land."""
        return b in self.land.get(a, ())

    def shared(self, a: str, side: int) -> Side:
        """The kind of the side a grid tile shows in one direction, read from either tile meeting there."""
        own = self.sides.get(a, _UNKNOWN)[side]
        if own is not None:
            return own
        other = self.lying.get(step(self.at[a], side))
        return None if other is None else self.sides.get(other, _UNKNOWN)[opposite(side)]


def oriented(facts: Facts | None, turn: int, turns: tuple[int, ...] = ()) -> Sides:
    """A tile's sides by direction, from what is known of it; while its lie is open (``turns``), a side the
    ways it may lie do not agree on is unknown."""
    if facts is None or facts.edges is None:
        return _UNKNOWN
    if not turns:
        return turned(facts.edges, turn)
    first, *rest = [turned(facts.edges, t) for t in turns]
    return tuple(side if all(way[d] == side for way in rest) else None for d, side in enumerate(first))


def contacts(ctx: Context) -> Contacts:
    """The coast's contacts now (made once per kit, coast and descriptions)."""
    state = game(ctx)
    # The legacy option changes what is read of the dolphin tile: part of the key (True and False are singletons).
    legacy = bool(ctx.options.get(DOLPHIN_UNCHECKED))
    return remembered((ctx.kit, state.tiles, state.described, legacy), lambda: _build(ctx, state))


def _build(ctx: Context, state: State) -> Contacts:
    facts = all_facts(ctx.kit, state.described)
    middle = dolphin_id(ctx.kit)
    at: dict[str, Pos] = {DOLPHIN: CENTRE}
    sides: dict[str, Sides] = {DOLPHIN: oriented(facts.get(middle) if middle else None, 0)}
    if not ctx.options.get(DOLPHIN_UNCHECKED):
        # Each side of it known is checked, though others are not (it lies upright: turn 0).
        sides[DOLPHIN] = dolphin_sides(ctx.kit, state.described) or _UNKNOWN
    for tile in state.tiles:
        if tile.at is not None:
            at[tile.id] = tile.at
            sides[tile.id] = oriented(facts.get(tile.id), tile.turn, tile.turns)
    lying = {pos: tid for tid, pos in at.items()}
    land: dict[str, set[str]] = {t.id: set() for t in state.tiles}
    sea: dict[str, set[str]] = {t.id: set() for t in state.tiles}
    dolphin: set[str] = set()
    draft = Contacts(at, lying, sides, {}, {}, frozenset(), frozenset())
    for tile in state.tiles:
        if tile.at is None:
            _by_hand(tile, land, sea, dolphin)
            continue
        for side, pos in around(tile.at):
            other = lying.get(pos)
            if other == DOLPHIN:
                dolphin.add(tile.id)
            elif other is not None:
                # Unknown on both sides (never on a legal coast): an attack across it counts as by sea.
                (land if draft.shared(tile.id, side) == LAND else sea)[tile.id].add(other)
    return Contacts(
        at,
        lying,
        sides,
        {k: frozenset(v) for k, v in land.items()},
        {k: frozenset(v) for k, v in sea.items()},
        frozenset(dolphin),
        frozenset(t.id for t in state.tiles if t.at is None),
        frozenset(t.id for t in state.tiles if t.at is not None and t.id in facts and facts[t.id].bridge is True),
    )


def _by_hand(tile: Tile, land: dict[str, set[str]], sea: dict[str, set[str]], dolphin: set[str]) -> None:
    # The table lists a border once, on the tile placed later: it holds both ways.
    for kind, named in ((land, tile.land), (sea, tile.sea)):
        for other in named:
            if other in kind:
                kind[tile.id].add(other)
                kind[other].add(tile.id)
    if tile.dolphin:
        dolphin.add(tile.id)
