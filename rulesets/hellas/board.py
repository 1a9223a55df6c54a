"""The coast as the ledger sees it: who holds a city, with how many Greeks and ships.

A tile on the coast is the ledger holder ``tile:ID``: it holds the landscape
tile itself and the figures standing there. A city belongs to the player
whose Greeks stand in it, so ownership is read from the ledger, never kept
twice. Tiles are known by their kit name (or the name the table gave a tile
the kit did not know); the ``tile`` catalogue is built from the coast (and
cached, as every parse asks for it).
"""

from __future__ import annotations

from engine.i18n import N_, language, ntr, tr
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold
from engine.state import Context
from rulesets.hellas.cities import city
from rulesets.hellas.hexes import CENTRE, CODES, NAMES, Pos, around
from rulesets.hellas.kit import all_facts
from rulesets.hellas.state import State, Tile

DOLPHIN = "dolphin"
LANDSCAPE_DECK = "deck:landscape"
ASIDE = "aside"


def game(ctx: Context) -> State:
    """The Hellas state inside a context."""
    state: State = ctx.game
    return state


def me(ctx: Context) -> int:
    """The acting player (the player on turn when nobody is named)."""
    seat = ctx.actor if ctx.actor is not None else ctx.position.turn
    if seat is None:
        raise ValueError("Hellas always has a player on turn")
    return seat


def other(seat: int) -> int:
    """The opponent's seat (Hellas is for two)."""
    return 1 - seat


def holder(tid: str) -> str:
    """The ledger holder of a tile on the coast."""
    return f"tile:{tid}"


def greeks(ctx: Context, tid: str, seat: int | None = None) -> int:
    """Greeks in a city (of one player, or of anyone)."""
    if seat is None:
        return ctx.ledger.of_base(holder(tid), "greek")
    return ctx.count(holder(tid), ctx.piece("greek", seat))


def ships(ctx: Context, tid: str, seat: int | None = None) -> int:
    """Ships at a city (of one player, or of anyone)."""
    if seat is None:
        return ctx.ledger.of_base(holder(tid), "ship")
    return ctx.count(holder(tid), ctx.piece("ship", seat))


def owner(ctx: Context, tid: str) -> int | None:
    """The seat whose Greeks hold a city (None: nobody's Greeks stand there)."""
    for seat in range(len(ctx.players)):
        if greeks(ctx, tid, seat):
            return seat
    return None


def cities(ctx: Context, seat: int) -> list[Tile]:
    """Tiles whose city this player holds with their Greeks."""
    kind = ctx.piece("greek", seat)
    count = ctx.ledger.count
    return [t for t in game(ctx).tiles if count("tile:" + t.id, kind)]


_COUNTED: list[tuple[object, object, tuple[int, ...]]] = []


def city_counts(ctx: Context) -> tuple[int, ...]:
    """How many cities each seat holds, in one pass over the coast.

    Victory asks after every event and the end of a turn asks too, on the
    same ledger: the last answer is kept for that ledger and coast.
    """
    ledger, tiles = ctx.ledger, game(ctx).tiles
    if _COUNTED and _COUNTED[0][0] is ledger and _COUNTED[0][1] is tiles:
        return _COUNTED[0][2]
    seats = {f"greek:{p.faction}": i for i, p in enumerate(ctx.players)}
    out = [0] * len(ctx.players)
    holding = ledger.holding
    for tile in tiles:
        for kind, _ in holding("tile:" + tile.id):
            seat = seats.get(kind)
            if seat is not None:
                out[seat] += 1
                break
    _COUNTED[:] = [(ledger, tiles, tuple(out))]
    return tuple(out)


def temple_of(ctx: Context, tile: Tile) -> bool:
    """Whether a placed tile's city shows a temple: the kit's word (or the table's description), else as placed."""
    found = all_facts(ctx.kit, game(ctx).described).get(tile.id)
    return tile.temple if found is None or found.temple is None else found.temple


def temples(ctx: Context, seat: int) -> int:
    """Temple cities a player holds."""
    return temple_counts(ctx)[seat]


_TEMPLES: list[tuple[tuple[object, ...], tuple[int, ...]]] = []


def temple_counts(ctx: Context) -> tuple[int, ...]:
    """How many temple cities each seat holds, in one pass over the coast.

    The glance, the panels and the reinforcements ask after every change, on
    the same table: the last answer is kept for that ledger, coast and kit.
    """
    state = game(ctx)
    key = (ctx.ledger, state.tiles, ctx.kit, state.described)
    if _TEMPLES and all(a is b for a, b in zip(_TEMPLES[0][0], key, strict=True)):
        return _TEMPLES[0][1]
    found = all_facts(ctx.kit, state.described)
    out = [0] * len(ctx.players)
    count = ctx.ledger.count
    kinds = [ctx.piece("greek", seat) for seat in range(len(ctx.players))]
    for tile in state.tiles:
        facts = found.get(tile.id)
        if not (tile.temple if facts is None or facts.temple is None else facts.temple):
            continue
        for seat, kind in enumerate(kinds):
            if count("tile:" + tile.id, kind):
                out[seat] += 1
    _TEMPLES[:] = [(key, tuple(out))]
    return tuple(out)


def reserve(ctx: Context, seat: int) -> str:
    """A player's reserve (figures not on the coast)."""
    return ctx.own("reserve", seat)


def in_reserve(ctx: Context, seat: int, kind: str) -> int:
    """Greeks or ships (``greek``/``ship``) of a player in their reserve."""
    return ctx.count(reserve(ctx, seat), ctx.piece(kind, seat))


def tile_name(state: State, tid: str) -> str:
    """The display name of a tile id (a Greek city's in the language spoken)."""
    tile = state.tile(tid)
    return city(tile.name) if tile is not None else tid


_CATALOGUES: MadeOnce[tuple[Tile, ...], Catalogue] = MadeOnce(512)


def free_spots(tiles: tuple[Tile, ...]) -> tuple[Catalogue, dict[str, Pos]]:
    """The free hexes beside the tiles on the grid (and the dolphin tile), as a catalogue, and where each is.

    A hex is named from the first tile beside it (``NE of Athens``, id
    ``athens-ne``) and answers to every other way of saying it (``SW of
    Sparta``, ``sparta sw``). Cached on the coast's tuple, as the tile catalogue is.
    """
    lang = language()
    return _SPOTS.get(tiles, lambda: _spots(tiles, lang), lang)


def _spots(tiles: tuple[Tile, ...], lang: str) -> tuple[Catalogue, dict[str, Pos]]:
    placed = [(t.id, t.name, t.at) for t in tiles if t.at is not None] + [(DOLPHIN, DOLPHIN_NAME, CENTRE)]
    taken = {at for _, _, at in placed}
    names: dict[Pos, list[tuple[str, int, str]]] = {}
    for tid, name, at in placed:
        for side, pos in around(at):
            if pos not in taken:
                names.setdefault(pos, []).append((f"{tid}-{CODES[side]}", side, name))
    entries, where, keys = [], {}, set()
    for pos, ways in names.items():
        ident, label = ways[0][0], spot_label(ways[0][1], ways[0][2])
        aliases = []
        for other_id, side, name in ways:
            english = f"{CODES[side].upper()} of {name}"
            said = [other_id, english, english.replace(DOLPHIN_NAME, "dolphin")]
            if lang != "en":  # the label in the language spoken, and its short form for the dolphin tile
                said += [spot_label(side, name), spot_label(side, N_("dolphin")) if name == DOLPHIN_NAME else ""]
            for alias in filter(None, said):
                if fold(alias) not in keys:
                    keys.add(fold(alias))
                    aliases.append(alias)
        entries.append(Entry(ident, label, tuple(a for a in aliases if a not in (ident, label))))
        where[ident] = pos
    return Catalogue(N_("free place beside the coast"), tuple(entries)), where


#: How sentences name the dolphin tile (translated where shown).
DOLPHIN_NAME = N_("the dolphin tile")
#: The sides' short names, as a free place is named (``NE of Athens``).
_CODE_NAMES = (N_("N"), N_("NE"), N_("SE"), N_("S"), N_("SW"), N_("NW"))


def spot_label(side: int, name: str) -> str:
    """A free place in the language spoken: ``NE of Athens`` (the dolphin tile's name translated)."""
    return tr("{side} of {tile}").format(side=tr(_CODE_NAMES[side]), tile=tr(name) if name in _OWN else city(name))


def side_name(side: int) -> str:
    """A direction in words, in the language spoken: ``north-east``."""
    return tr(NAMES[side])


_OWN = (DOLPHIN_NAME, "dolphin")
_SPOTS: MadeOnce[tuple[Tile, ...], tuple[Catalogue, dict[str, Pos]]] = MadeOnce(512)


def tile_catalogue(tiles: tuple[Tile, ...]) -> Catalogue:
    """The tiles on the coast as a catalogue.

    Every parse asks for it, replay included; states share the coast's tuple
    until a tile is added, so it is cached on that tuple's identity (kept
    alive by the cache entry, so the id cannot be reused meanwhile).
    """
    # Said with a refusal: play-test 7 read "no tile 'sparta'" of a tile it knew, set aside, not on the coast.
    missing = N_("only a tile on the coast is named here (one turned up is named with voyage or coast-tile)")
    return _CATALOGUES.get(
        tiles, lambda: Catalogue(N_("tile"), tuple(Entry(t.id, t.name) for t in tiles), missing=missing)
    )


def greeks_said(n: int) -> str:
    """``1 Greek``, ``3 Greeks`` in the language spoken."""
    return ntr("{n} Greek", "{n} Greeks", n).format(n=n)


def ships_said(n: int) -> str:
    """``1 ship``, ``3 ships`` in the language spoken."""
    return ntr("{n} ship", "{n} ships", n).format(n=n)


def figures(n_greeks: int, n_ships: int) -> str:
    """``2 Greeks and 1 ship`` as a sentence says it."""
    if n_greeks and n_ships:
        return tr("{greeks} and {ships}").format(greeks=greeks_said(n_greeks), ships=ships_said(n_ships))
    if n_greeks:
        return greeks_said(n_greeks)
    if n_ships:
        return ships_said(n_ships)
    return tr("no figures")
