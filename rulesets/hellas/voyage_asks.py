"""What a voyage still needs to be told, all at once: where the tile goes, how it lies, whose ship pays.

The play-test typed ``voyage tile=lesbos``, was told ``at=``; typed it, was told ``ship_from=``; then ``turn=``:
one retyped command per field. Where the rules can tell a field will be needed whatever the other answers are
(every place the voyage succeeds at has two ships that could pay; every way the tile may lie there has), it is
asked in the same refusal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.errors import BadInput, Impossible
from engine.i18n import tr
from engine.state import Context
from rulesets.hellas.board import DOLPHIN, free_spots, game, me, ships, tile_name
from rulesets.hellas.contacts import contacts
from rulesets.hellas.fit import Spot, options_text
from rulesets.hellas.hexes import Pos, around
from rulesets.hellas.placing import Placing, ask, resolve

TOPIC = "turn"


def fee_tiles(ctx: Context, seat: int, sea: Sequence[str], at: Pos | None = None) -> list[str]:
    """The tiles next to the new tile where the player has a ship to pay the voyage with.

    The fee is a ship from any neighbouring tile (L2/f37): one bordering it by land pays too. Only the count of
    superiority reads the ships by their water (decisions); play-test 7 was refused a ship on Athens beside Kos.
    """
    lying = contacts(ctx).lying if at is not None else {}
    near = [lying[pos] for _, pos in around(at) if pos in lying] if at is not None else []
    return [t for t in dict.fromkeys([*sea, *near]) if t != DOLPHIN and ships(ctx, t, seat)]


def _payers(ctx: Context, tiles: Sequence[str]) -> str:
    return tr(" or ").join(tile_name(game(ctx), t) for t in tiles)


def where_to(ctx: Context, elsewhere: Sequence[Spot], seat: int, args: Mapping[str, Any]) -> Violation:
    """The question when the tile was put nowhere and it would succeed somewhere: the places, and with them
    whose ship pays where two could (unless ``ship_from`` is said)."""
    # The hint names the field and its values (the play-test read "say it in the action, and it is recorded").
    ids = {entry.label: entry.id for entry in free_spots(game(ctx).tiles)[0].entries}
    places = tr(" or ").join(dict.fromkeys(ids.get(s.where, s.where) for s in elsewhere))
    said = tr("say where it goes: {places}").format(places=options_text(ctx, elsewhere, seat))
    mend = tr("say at={places}").format(places=places)
    if not args.get("ship_from"):
        paying = {s.where: fee_tiles(ctx, seat, s.sea, s.at) for s in elsewhere}
        choices = {where: found for where, found in paying.items() if len(found) > 1}
        for where, found in choices.items():
            said += tr("; at {place}, say which tile's ship pays: {cities}").format(
                place=where, cities=_payers(ctx, found)
            )
        if choices:
            mend += tr(" (and ship_from= where two ships could pay)")
    return ask(said, TOPIC, mend)


def fee_ask_too(ctx: Context, seat: int, placing: Placing, args: Mapping[str, Any]) -> list[Violation]:
    """Whose ship pays, asked together with the tile's other questions (its turn) when every way it may lie at
    the place named leaves two or more ships that could pay: the answer is needed whichever way it lies."""
    if args.get("ship_from") or not placing.placed or placing.tile is None or placing.tile.at is None:
        return []
    ways = [s for s in placing.spots(ctx) if s.at == placing.tile.at]
    found = [fee_tiles(ctx, seat, s.sea, s.at) for s in ways]
    if not found or any(len(f) < 2 for f in found):
        return []
    union = list(dict.fromkeys(t for f in found for t in f))
    return [_which_ship(ctx, union)]


def _which_ship(ctx: Context, found: Sequence[str]) -> Violation:
    message = tr("say which tile your ship goes home from to pay the voyage: {cities}")
    mend = tr("say ship_from={tiles}").format(tiles=tr(" or ").join(found))
    return ask(message.format(cities=_payers(ctx, found)), TOPIC, mend)


def fee_problems(ctx: Context, seat: int, placing: Placing, args: Mapping[str, Any]) -> list[Violation]:
    """Whose ship pays the voyage: the tile named must have one beside the new tile; unnamed, the only one."""
    found = fee_tiles(ctx, seat, placing.sea, placing.tile.at if placing.tile is not None else None)
    named = args.get("ship_from")
    if named and named not in found:
        name = tile_name(game(ctx), str(named))
        if ships(ctx, str(named), seat):
            message = tr("{city} does not border the new tile, so its ship cannot pay the voyage").format(city=name)
        else:
            message = tr("{city} holds no ship of yours to pay the voyage").format(city=name)
        return [rule("Voyage", message, TOPIC)]
    if not named and not found:
        return [rule("Voyage", tr("no ship of yours lies next to the new tile to pay the voyage"), TOPIC)]
    if not named and (placing.tile is None or placing.tile.at is None):
        message = tr("name your neighbouring tile whose ship goes home: {cities}").format(cities=_payers(ctx, found))
        return [rule("Voyage", message, TOPIC)]
    if not named and len(found) > 1:
        return [_which_ship(ctx, found)]
    return []


def only_lie(ctx: Context, full: Mapping[str, Any]) -> dict[str, Any]:
    """``{"turn": N}`` when the place named needs its lie said and exactly one way of lying there makes the voyage
    succeed (the place list names only that one), else ``{}``: play-test 12 was refused ``at=``, then ``turn=``
    (e1 Delos, e2 Ithaka), though the list had named the one lie. Saves before version 17 asked it."""
    from rulesets.hellas.voyage import judge  # the voyage's own verdict (that module asks this one)

    try:
        if not resolve(ctx, full).asks:
            return {}
        elsewhere = judge(ctx, me(ctx), {k: v for k, v in full.items() if k != "at"}).elsewhere
    except (BadInput, Impossible):
        return {}  # the checks say what is wrong
    ids = {entry.label: entry.id for entry in free_spots(game(ctx).tiles)[0].entries}
    here = [s for s in elsewhere if ids.get(s.where, s.where) == full["at"]]
    if len(here) != 1 or len(here[0].turns) > 1 or here[0].open_dolphin:
        return {}  # several lies succeed there (or land may face the dolphin tile): the table's tile shows which
    chosen = {**full, "turn": here[0].turn}
    return {"turn": here[0].turn} if not resolve(ctx, chosen).asks else {}
