"""Setup and the first coast: starting cards, then four tiles each with a Greek and a ship.

Each player draws one card from each god's deck. Then the players
alternate, light first, placing the tile turned up (see ``placing``: the kit
says what the tile shows, the table says where it goes). A tile that cannot
be placed, or shows a temple, is set aside (this phase only) and shuffled
back afterwards; with the tile named, the app checks that it really has to
be.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput, Impossible, unused
from engine.fields import Field
from engine.hidden import Public
from engine.i18n import N_, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.hellas.board import ASIDE, DOLPHIN_NAME, LANDSCAPE_DECK, cities, game, holder, me, reserve, tile_name
from rulesets.hellas.cards import draw, held
from rulesets.hellas.cities import city
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import GODS
from rulesets.hellas.fit import options_text, or_words, where
from rulesets.hellas.kit import Described, all_facts
from rulesets.hellas.migrate import HELD_WAITS
from rulesets.hellas.placing import Placing, ask, laid, learned_state, resolve, turn_unused
from rulesets.hellas.state import State
from rulesets.hellas.tile_fields import HAND, TILE_FIELDS, suggest


def _dealt(ctx: Context, seat: int) -> bool:
    return bool(held(ctx, seat))


def to_deal(ctx: Context) -> list[int]:
    """Seats still to draw their starting cards, light first."""
    return [s for s in _order(ctx) if not _dealt(ctx, s)]


def _order(ctx: Context) -> list[int]:
    light = ctx.seat_of("light")
    first = 0 if light is None else light
    return [first, 1 - first]


def deal(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    for god in GODS:
        draw(ctx, args[god], ctx.own("hand", seat))
    return game(ctx)


def check_deal(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if _dealt(ctx, seat):
        return [rule("Deal", tr("{player} has their starting cards").format(player=ctx.players[seat].name), "setup")]
    return []


def _temple_unplaced(placing: Placing, args: Mapping[str, Any]) -> Violation | None:
    """A temple tile named without a place: it is set aside, and where it would fit is no help (L1/f13-14)."""
    if placing.facts is None or not placing.facts.temple or (args.get("at") and not args.get("aside")):
        return None
    message = tr("{tile} shows a temple: temple tiles wait aside while the first coast is built")
    mend = tr("set it aside (set-aside)")
    return Violation("Temple", message.format(tile=placing.facts.name), "coast", physical=True, mend=mend)


def derive_aside(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """A temple tile named or described with a place goes aside all the same (``aside``), in one command: play-test 7
    was refused "temple tiles are set aside" and typed set-aside after it. With a turn said too the table means to
    lay it: the refusal says temple tiles go aside (an override lays it)."""
    if not args.get("at") or args.get("turn") is not None or ctx.options.get(HELD_WAITS):
        return {}
    try:
        placing = resolve(ctx, {k: v for k, v in args.items() if k not in ("at", "turn")})
    except (BadInput, Impossible):
        return {}  # the checks say what is wrong
    return {"aside": True} if placing.facts is not None and placing.facts.temple else {}


def _goes_aside(ctx: Context, placing: Placing, args: Mapping[str, Any]) -> bool:
    """A tile turned up that shows a temple, as the app knows, named without a place: it is set aside by itself
    (rules version 7; the play-test typed set-aside after the refusal)."""
    return _temple_unplaced(placing, args) is not None and not ctx.options.get(HELD_WAITS)


def _unused_aside(placing: Placing, args: Mapping[str, Any]) -> list[Violation]:
    """What was typed of how a tile lies where it goes, for a temple tile that goes aside instead: it is not
    placed, so a turn (or a neighbour) would be dropped unsaid (random play typed turns 0 to 5 there, each
    recorded alike)."""
    name = placing.facts.name if placing.facts is not None else ""
    # A form sends "no" and empty lists for the neighbours left alone; a turn of 0 is a turn said.
    said = ["turn"] * (args.get("turn") is not None) + [key for key in HAND if args.get(key)]
    message = tr("{tile} shows a temple and waits aside, off the coast: {field}= is said only of a tile placed")
    return [unused("Coast", message.format(tile=city(name), field=key), "coast", key) for key in said]


def coast_tile(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    placing = resolve(ctx, args)
    if _goes_aside(ctx, placing, args):
        # The tile as named (a tile the kit does not know too): the play-test's Delphi, named so, went aside
        # nameless, and could be set aside again.
        return set_aside(ctx, {k: args.get(k) for k in ("tile", "name", "edges", "temple", "bridge")})
    temple = _temple_unplaced(placing, args)
    if temple is not None:
        raise Impossible(temple)  # nowhere to put it: no override can place it
    tile = placing.tile
    asks = [*placing.asks, *filter(None, [placing.temple_unknown()])]
    if asks or tile is None:
        # What the app was not told cannot be recorded, even by overriding the rules.
        raise Impossible(asks[0] if asks else _unplaced(ctx, placing))
    ctx.move("landscape", 1, LANDSCAPE_DECK, holder(tile.id))
    ctx.move(ctx.piece("greek", seat), 1, reserve(ctx, seat), holder(tile.id))
    ctx.move(ctx.piece("ship", seat), 1, reserve(ctx, seat), holder(tile.id))
    return laid(ctx, learned_state(learned_state(game(ctx), placing.dolphin), placing.learn), tile)


def _coast_text(args: Mapping[str, Any]) -> str:
    """The log line's template: a tile named without a place (nor neighbours, on a coast described by hand) was
    recorded only because it shows a temple and went aside (the play-test's log said it was placed)."""
    if (args.get("at") and not args.get("aside")) or any(args.get(k) for k in HAND):
        return N_("{actor} places a tile on the coast")
    return N_("{actor} sets the temple tile turned up aside")


def check_coast_tile(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    placing = resolve(ctx, args)
    if placing.facts is not None and placing.facts.id in game(ctx).aside:
        said = tr("{tile} waits aside until the first coast is built").format(tile=city(placing.facts.name))
        return [rule("Coast", said, "coast")]
    if _goes_aside(ctx, placing, args):
        return [*placing.objections, *_unused_aside(placing, args)]  # what it says otherwise than the kit, too
    temple = _temple_unplaced(placing, args)
    if temple is not None:
        return [temple]
    out = [*placing.asks, *placing.objections, *filter(None, [placing.temple_unknown(), turn_unused(placing, args)])]
    if placing.tile is None and not placing.asks:
        out.append(_unplaced(ctx, placing))
    for why in placing.problems:
        out.append(rule("Coast", why, "coast"))
    if placing.problems and placing.placed:
        found = placing.spots(ctx)
        here = placing.tile.at if placing.tile is not None else None
        same = [t for s in found if s.at == here for t in (s.turns or (s.turn,))]
        if same:
            # The place typed, said so: play-test 7 typed dolphin-se and read "fits NE of Kos", the same place.
            said = tr("it fits at the place named ({place}) turned {turns}")
            where_named = next(s.where for s in found if s.at == here)
            out.append(rule("Coast", said.format(place=where_named, turns=or_words(sorted(same))), "coast"))
        elif found:
            out.append(rule("Coast", tr("it fits {places}").format(places=options_text(ctx, found)), "coast"))
    if placing.tile is not None and placing.tile.temple:
        out.append(rule("Temple", "temple tiles are set aside while the first coast is built", "coast"))

    if len(cities(ctx, seat)) > ctx.position.step:
        out.append(rule("Coast", "one tile a turn while the first coast is built", "coast"))
    return out


def _unplaced(ctx: Context, placing: Placing) -> Violation:
    """What to say of a tile given no place: where it fits, or that it must be set aside."""
    found = placing.spots(ctx)
    if found:
        return ask(tr("say where it goes: {places}").format(places=options_text(ctx, found)))
    return rule("Coast", "it fits nowhere on the coast: set it aside", "coast")


def coast_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """``Athens joins the coast north of the dolphin tile; it borders Sparta by land.``

    The table's to read, so ``--check`` shows it too (the tile lies face up once turned).
    """
    return [Public(line) for line in _coast_told(before, after, args)]


def _coast_told(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    placing = resolve(before, args)
    if _goes_aside(before, placing, args) and placing.facts is not None:
        said = tr("{tile} shows a temple: it waits aside until the first coast is built; {player} turns up another.")
        out = [said.format(tile=city(placing.facts.name), player=after.players[me(after)].name)]
        if args.get("at"):
            out.append(tr("The place named is left free."))
        return out
    tile = placing.tile
    return [] if tile is None else [joined(after, tile.id)]


def joined(ctx: Context, tid: str) -> str:
    """Where a tile now lies on the coast and what it borders, in a sentence."""
    state = game(ctx)
    tile = state.tile(tid)
    if tile is None:
        return ""
    cm = contacts(ctx)
    land = sorted(cm.land.get(tid, ()), key=_by_placing(state))
    sea = sorted(cm.sea.get(tid, ()), key=_by_placing(state))
    parts = []
    if land:
        parts.append(tr("{tiles} by land").format(tiles=_names(state, land)))
    if sea:
        parts.append(tr("{tiles} by sea").format(tiles=_names(state, sea)))
    if tid in cm.dolphin:
        parts.append(tr(DOLPHIN_NAME))
    # One "and", before the last (the play-test read "Chios by land and Chalkis by sea and the dolphin tile").
    borders = tr("; it borders {tiles}").format(tiles=phrase_list(parts, tr("and"))) if parts else ""
    if tile.at is None:
        return tr("{tile} joins the coast{borders}.").format(tile=city(tile.name), borders=borders)
    said = tr("{tile} joins the coast {where}{borders}.")
    return said.format(tile=city(tile.name), where=where(ctx, cm, tile.at), borders=borders)


def _by_placing(state: State) -> Any:
    index = {t.id: i for i, t in enumerate(state.tiles)}
    return lambda tid: index.get(tid, 0)


def _names(state: State, ids: list[str]) -> str:
    return phrase_list([tile_name(state, t) for t in ids], tr("and"))


def _aside(ctx: Context, args: Mapping[str, Any]) -> Placing | None:
    """The tile set aside as the table names or describes it (None: not named, the table's word alone)."""
    if not args.get("tile") and not args.get("name"):
        return None
    return resolve(ctx, {k: args.get(k) for k in ("tile", "name", "edges", "temple", "bridge")})


def _aside_suggest(ctx: Context, field_name: str) -> Sequence[str]:
    """What a set-aside form offers: a temple first (the usual reason a tile waits aside), else as a tile placed."""
    return ["yes"] if field_name == "temple" else suggest(ctx, field_name)


def set_aside(ctx: Context, args: Mapping[str, Any]) -> State:
    ctx.move("landscape", 1, LANDSCAPE_DECK, ASIDE)
    placing = _aside(ctx, args)
    facts = placing.facts if placing is not None else None
    if placing is None or facts is None:
        return game(ctx)
    state = replace(game(ctx), aside=(*game(ctx).aside, facts.id))
    if placing.learn is None and facts.id not in all_facts(ctx.kit, state.described):
        # A tile the kit does not know, named (and perhaps its temple said): known by that name from now on.
        return learned_state(state, Described(facts.id, facts.name, facts.temple, facts.bridge, facts.edges))
    return learned_state(state, placing.learn)


def set_aside_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """What the table waits for once a tile is set aside: the same player turns up another (the play-test's
    log and Pending said nothing more)."""
    placing = _aside(before, args)
    if placing is not None and placing.facts is not None:
        said = tr("{tile} waits aside until the first coast is built; {player} turns up another to place.")
        return [said.format(tile=city(placing.facts.name), player=after.players[me(after)].name)]
    said = tr("The tile waits aside until the first coast is built; {player} turns up another to place.")
    return [said.format(player=after.players[me(after)].name)]


def check_set_aside(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seat = me(ctx)
    if len(cities(ctx, seat)) > ctx.position.step:
        return [rule("Coast", tr("this turn's tile is placed: no more tiles are turned up"), "coast")]
    placing = _aside(ctx, args)
    if placing is None:
        if args.get("edges"):
            # Sides described but no name: they would be dropped unsaid (a form's yes/no are its defaults).
            return [ask(tr("name the tile set aside (its city) to describe it"))]
        return []
    facts = placing.facts
    if facts is not None and facts.id in game(ctx).aside:
        # One printed tile cannot go aside twice (the play-test set Delphi aside by coast-tile, then again).
        said = tr("{tile} lies aside already: the tile turned up now is another").format(tile=city(facts.name))
        return [Violation("Coast", said, "coast", physical=True)]
    # Where it would go is not asked (it goes aside); a name the coast has, or a fact the kit says otherwise, is.
    out = [*(a for a in placing.asks if a.rule != "Tile"), *placing.objections]
    if facts is None or out:
        return out or list(placing.asks)
    if facts.temple is False and facts.edges is None and not contacts(ctx).by_hand:
        # Only a temple or no legal place sets a tile aside: without a temple, its sides tell whether it fits.
        message = tr("{tile} shows no temple: say its six sides (edges=), so that the app sees it fits nowhere")
        return [ask(message.format(tile=facts.name))]
    if facts.temple is not False or facts.edges is None or contacts(ctx).by_hand:
        return []  # a temple tile, or one the app cannot check: the table's word
    found = placing.spots(ctx)
    if found:
        message = tr("{tile} shows no temple and fits {places}: place it")
        return [rule("Coast", message.format(tile=facts.name, places=options_text(ctx, found, turns=False)), "coast")]
    return []


def shuffle_back(ctx: Context) -> State:
    """After the first coast, the tiles set aside go back into the landscape deck."""
    ctx.move_all(ASIDE, LANDSCAPE_DECK)
    return replace(game(ctx), aside=())


ACTIONS = (
    ActionSpec(
        "deal",
        deal,
        fields=(
            Field("player", "player", "who draws", required=False),
            Field("poseidon", "ref", "the card drawn from the Poseidon deck", catalogue="poseidon-card", secret=True),
            Field("zeus", "ref", "the card drawn from the Zeus deck", catalogue="zeus-card", secret=True),
            Field("ares", "ref", "the card drawn from the Ares deck", catalogue="ares-card", secret=True),
        ),
        phases=("coast",),
        who=to_deal,
        actor="player",
        check=check_deal,
        help="Starting hand: one card from each god's deck, as drawn.",
        topic="setup",
        text="{actor} draws the starting cards",
    ),
    ActionSpec(
        "coast-tile",
        coast_tile,
        fields=(
            *TILE_FIELDS,
            Field("aside", "bool", "a temple tile named with a place: it goes aside", required=False, asked=False),
        ),
        phases=("coast",),
        check=check_coast_tile,
        derive=derive_aside,
        help="Place the tile you turned up, with one Greek and one ship (set temple tiles aside).",
        topic="coast",
        suggest=suggest,
        text=_coast_text,
        outcome=coast_outcome,
    ),
    ActionSpec(
        "set-aside",
        set_aside,
        # Named or described like a tile placed (an unknown tile by the table), so the app checks it must go aside.
        fields=tuple(f for f in TILE_FIELDS if f.name in ("tile", "name", "edges", "temple", "bridge")),
        phases=("coast",),
        check=check_set_aside,
        suggest=_aside_suggest,
        help="Set the tile turned up aside (a temple, or no legal place); it returns after the first coast.",
        topic="coast",
        text="{actor} sets the tile turned up aside",
        outcome=set_aside_outcome,
    ),
)
