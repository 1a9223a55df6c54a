"""Hellas's board kit: the 24 printed landscape tiles, and what the table tells the app about them.

The kit's ``tiles`` section lists the dolphin tile and the 23 others: whether
a tile's city shows a temple, whether a bridge joins its land across its
water, and its six sides (land or sea, clockwise from the top, upright). No
public source prints the tiles' layouts, so the shipped kit knows the dolphin
tile only; a tile the kit does not know is described by the table once, when
it is first turned up (``Described`` in the state), and ``learned`` hands
those descriptions to ``tabula kit export --from SAVE`` for the next game.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.i18n import N_, language, tr
from engine.kits import UNKNOWN, Kit, KitField, KitSchema, KitSection, from_data
from engine.names import Catalogue, Entry, fold
from engine.spoken_names import field_word
from rulesets.hellas.data import DOLPHIN_TILES, LANDSCAPE_TILES
from rulesets.hellas.hexes import LAND, SEA
from rulesets.hellas.teach import walk

TILES = "tiles"
GAME = "hellas"
T = TypeVar("T")


def _check(kit: Kit) -> list[tuple[str, str]]:
    """What a tile list must respect besides types: one dolphin tile, no temple on it, a sea side on every tile,
    23 others, names apart."""
    out = []
    tiles = kit.entries(TILES)
    dolphins = [e for e in tiles if e.get("dolphin") is True]
    if len(dolphins) > DOLPHIN_TILES:
        out.append((f"{TILES}.{dolphins[1]['id']}.dolphin", tr("the game has one dolphin tile")))
    for tile in dolphins:
        if tile.get("temple") is True:
            # Temples stand by cities (L1/f9), and the start tile has none.
            out.append((f"{TILES}.{tile['id']}.temple", tr("the dolphin tile has no city, so no temple")))
    for tile in tiles:
        edges = tile.get("edges")
        if isinstance(edges, list) and edges and all(side == LAND for side in edges):
            # Every tile shows water (L1/f8-9) and its water must join the one sea (L2/f30-31): it reaches a side.
            out.append((f"{TILES}.{tile['id']}.edges", tr("every tile shows water: at least one of its sides is sea")))
        elif _island(tile, kit.origin):
            # And land, which meets land (L1/f8-10): it reaches a side too (decisions). The dolphin tile, with no
            # city, may be all sea; a save's own kit stands as it was played (saves before version 5 took islands).
            said = tr("every tile shows land too: at least one of its sides is land")
            out.append((f"{TILES}.{tile['id']}.edges", said))
    others = [e for e in tiles if e.get("dolphin") is not True]
    if len(others) > LANDSCAPE_TILES:
        out.append(
            (
                f"{TILES}.{others[LANDSCAPE_TILES]['id']}",
                tr("the game has {n} tiles besides the dolphin tile").format(n=LANDSCAPE_TILES),
            )
        )
    seen: dict[str, str] = {}
    for tile in tiles:
        # Tiles are named in play by id or name: two tiles answering to one name could not be told apart.
        for key in {fold(tile["id"]), fold(tile["name"]), *(fold(a) for a in tile.get("aliases", ()))}:
            if key in seen and seen[key] != tile["id"]:
                message = tr("{name} is also a name of {other}").format(name=tile["name"], other=seen[key])
                out.append((f"{TILES}.{tile['id']}.name", message))
            seen[key] = tile["id"]
    return out


def _island(tile: Mapping[str, Any], origin: str) -> bool:
    edges = tile.get("edges")
    sea_only = isinstance(edges, list) and len(edges) == 6 and all(side == SEA for side in edges)
    return sea_only and tile.get("dolphin") is not True and origin != "session"


SCHEMA = KitSchema(
    (
        KitSection(
            TILES,
            N_("the landscape tiles: the dolphin (start) tile and the 23 others, each with one city"),
            (
                KitField("dolphin", "bool", N_("the dolphin tile, where the coast starts")),
                KitField("temple", "bool", N_("its city shows a temple")),
                KitField("bridge", "bool", N_("a bridge joins its land across its water (the water flows under it)")),
                KitField(
                    "edges",
                    "strs",
                    N_("its six sides clockwise from the top, upright: land or sea"),
                    min=6,
                    max=6,
                    choices=(LAND, SEA),
                ),
            ),
        ),
    ),
    _check,
    walk,
)


@dataclass(frozen=True)
class Described:
    """What the table said of a tile the kit did not (fully) know, once, when it was turned up.

    Attributes:
        id: The tile's id (the kit's, or made from the name the table gave it).
        name: What the tile (its city) is called.
        temple: Its city shows a temple (None: not said).
        bridge: A bridge joins its land across its water (None: not said).
        edges: Its six sides clockwise from the top, upright (None: not said).
    """

    id: str
    name: str
    temple: bool | None = None
    bridge: bool | None = None
    edges: tuple[str, ...] | None = None


@dataclass(frozen=True)
class Facts:
    """What is known of one tile: the kit's facts, completed by the table's description."""

    id: str
    name: str
    dolphin: bool = False
    temple: bool | None = None
    bridge: bool | None = None
    edges: tuple[str, ...] | None = None
    in_kit: bool = False


def _known(value: Any) -> Any:
    return None if value == UNKNOWN else value


def _edges(value: Any) -> tuple[str, ...] | None:
    # A side the kit leaves open makes the layout unknown: a tile is checked on all six sides or not at all.
    if not isinstance(value, list) or len(value) != 6 or UNKNOWN in value:
        return None
    return tuple(value)


def _from_kit(entry: Mapping[str, Any]) -> Facts:
    return Facts(
        entry["id"],
        entry["name"],
        entry.get("dolphin") is True,
        _known(entry.get("temple")),
        _known(entry.get("bridge")),
        _edges(entry.get("edges")),
        in_kit=True,
    )


def _merge(known: Facts, said: Described) -> Facts:
    return Facts(
        known.id,
        known.name,
        known.dolphin,
        known.temple if known.temple is not None else said.temple,
        known.bridge if known.bridge is not None else said.bridge,
        known.edges if known.edges is not None else said.edges,
        known.in_kit,
    )


_MEMO: dict[tuple[int, ...], tuple[tuple[object, ...], object]] = {}


def remembered(parts: tuple[object, ...], build: Callable[[], T]) -> T:
    """``build()``, made once for these very objects (kit, coast, descriptions) and kept while they live.

    Every parse asks for catalogues and contacts, replay included; the state's
    tuples are shared until something changes, so identity is the key (the
    cache keeps the objects alive, so an id cannot be reused meanwhile).
    """
    key = (id(build.__code__), *(id(p) for p in parts))
    hit = _MEMO.get(key)
    if hit is not None and all(a is b for a, b in zip(hit[0], parts, strict=True)):
        return hit[1]  # type: ignore[return-value]
    if len(_MEMO) > 2048:
        _MEMO.clear()
    value = build()
    _MEMO[key] = (parts, value)
    return value


def all_facts(kit: Kit, described: Sequence[Described]) -> dict[str, Facts]:
    """Every tile known by the kit or described in play, by id."""

    def build() -> dict[str, Facts]:
        out = {e["id"]: _from_kit(e) for e in kit.entries(TILES)}
        for said in described:
            known = out.get(said.id)
            out[said.id] = (
                _merge(known, said)
                if known is not None
                else Facts(said.id, said.name, False, said.temple, said.bridge, said.edges)
            )
        return out

    return remembered((kit, described), build)


def dolphin_id(kit: Kit) -> str | None:
    """The kit's id of the dolphin tile, if it lists it."""
    return next((e["id"] for e in kit.entries(TILES) if e.get("dolphin") is True), None)


def dolphin_sides(kit: Kit, described: Sequence[Described]) -> tuple[str | None, ...] | None:
    """The dolphin tile's sides (upright), each side the kit or the table knows, ``None`` where neither does (the
    play-test's kit knew five: a tile turning land to the sixth was taken unchecked, as if none were known).

    Returns:
        The six sides, or None when nothing is known of them.
    """
    middle = dolphin_id(kit)
    if middle is None:
        return None
    facts = all_facts(kit, described).get(middle)
    if facts is not None and facts.edges is not None:
        return facts.edges
    raw = kit.entry(TILES, middle)
    edges = raw.get("edges") if raw is not None else None
    if not isinstance(edges, list) or len(edges) != 6 or all(e == UNKNOWN for e in edges):
        return None
    return tuple(None if e == UNKNOWN else str(e) for e in edges)


def landscape(kit: Kit, described: Sequence[Described], coast: Sequence[Any]) -> Catalogue:
    """The tiles that may be turned up: known to the kit or described, not the dolphin tile, not on the coast.

    Args:
        coast: The tiles on the coast (anything with an ``id``): the state's own tuple, so it is cached.
    """

    def build() -> Catalogue:
        base = kit.catalogue(TILES, "landscape tile")
        gone = {t.id for t in coast} | {dolphin_id(kit)}
        entries = [e for e in base.entries if e.id not in gone]
        ids = {e.id for e in base.entries}
        entries += [Entry(d.id, d.name) for d in described if d.id not in ids and d.id not in gone]
        # A tile on the coast is never turned up again; one the kit does not know is named with name=.
        # Play-test 8: a tile described in a refused voyage of a game kept to itself is not kept; it was never on
        # the coast, so the hint says both cases (and every field the description needs, as typed).
        said = tr(
            "tiles on the coast are not turned up again; a tile the game does not know is described with {fields} "
            "(in a game kept to itself, again after a refused command)"
        )
        missing = said.format(fields=", ".join(f"{field_word(f)}=" for f in ("name", "edges", "temple")))
        return Catalogue("landscape tile", tuple(entries), missing=missing)  # its name: the component's

    # The refusal's hint is in the language spoken: a catalogue of each language.
    return remembered((kit, described, coast, sys.intern(language())), build)


def landscape_count(kit: Kit, described: Sequence[Described]) -> int:
    """How many tiles besides the dolphin tile the kit and the table's descriptions know."""
    return sum(1 for f in all_facts(kit, described).values() if not f.dolphin)


def learned(kit: Kit, described: Sequence[Described]) -> Kit:
    """The kit with the tiles the table described during play (what ``kit export --from`` writes).

    Raises:
        KitError: The descriptions and the kit cannot stand together (checked as any kit file is).
    """
    if not described:
        return kit
    data = kit.to_data()
    section = data.setdefault(TILES, {"source": "entered during play", "entries": []})
    if "entered during play" not in section["source"]:
        section["source"] += "; tiles entered during play"
    entries: list[dict[str, Any]] = section["entries"]
    by_id = {e["id"]: e for e in entries}
    for said in described:
        entry = by_id.get(said.id)
        if entry is None:
            entry = {"id": said.id, "name": said.name, "dolphin": False}
            entries.append(entry)
            by_id[said.id] = entry
        for key, value in (("temple", said.temple), ("bridge", said.bridge), ("edges", said.edges)):
            old = entry.get(key, UNKNOWN)
            if value is not None and (old == UNKNOWN or (isinstance(old, list) and UNKNOWN in old)):
                entry[key] = list(value) if isinstance(value, tuple) else value
        for key in ("temple", "bridge", "edges"):
            entry.setdefault(key, UNKNOWN)
    return from_data(data, SCHEMA, GAME, "learned during play", "session")
