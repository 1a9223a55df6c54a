"""Strategy phase movement: fleets first, then legions.

On their turn a player first sails fleets, then marches legions; legions
entering a province with enemy legions or fortresses must fight there
before the turn ends. A unit moves one step a phase, and a unit that fought
without moving may not move afterwards. Pieces move between the ledger's
province and sea holders; where the units leave from is worked out in ``origins``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.catalogues import sides
from rulesets.mare_nostrum.common import BLOCKADE_LOG, actor, game, player_name
from rulesets.mare_nostrum.components import province_holder, sea_holder
from rulesets.mare_nostrum.conquest import choice_said, choices_owed, forced_seizures, seized_said
from rulesets.mare_nostrum.helen import helen_prompt
from rulesets.mare_nostrum.origins import derive_from, origins_of, unnamed_origin
from rulesets.mare_nostrum.reach import (
    apart_rule,
    blockade_seas,
    reach,
    sea_link_rule,
    sea_neighbours,
    unfought_seas,
)
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.units import holder, lose_legions, mark_moved, moved

TOPIC = "strategy"


_FLEET_PLACES = ("sea", "province")
_LEGION_PLACES = ("province",)


# -- fleets ----------------------------------------------------------------------------


def fleet_mover(ctx: Context) -> Sequence[int]:
    """``who`` of a fleet's move: the turn holder while a fleet of theirs may still sail (fleets come first:
    not once their legions marched or a transport was announced), else nobody (``actions`` leaves it out)."""
    turn = ctx.position.turn
    if turn is None:
        return ()
    state = game(ctx)
    civ = state.civs[turn]
    if civ in state.legions_moved or not origins_of(ctx, civ, _FLEET_PLACES, "fleet")[0]:
        return ()
    return (turn,)


def legion_mover(ctx: Context) -> Sequence[int]:
    """``who`` of a legion's move: the turn holder while a legion of theirs may still move and no transport waits
    for Greece, else nobody (issue 32: ``actions`` offered it, with every province, to a player with none)."""
    turn = ctx.position.turn
    if turn is None or game(ctx).transport is not None:
        return ()
    return (turn,) if origins_of(ctx, game(ctx).civs[turn], _LEGION_PLACES, "legion")[0] else ()


def move_fleet(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    origin, target, count = args["from"], args["to"], args["count"]
    ctx.move(f"fleet:{civ}", count, holder(state, origin), sea_holder(target))
    return mark_moved(state, civ, target, count)


def _out_of_turn(ctx: Context) -> list[Violation]:
    """A fleet move by someone else than the turn holder, refused for turn order as a legion's is (play-test 11:
    Petr's fleet in Honza's turn was refused only for "Fleets first" and a border: ``fleet_mover`` names nobody
    once the turn holder's fleets are done, and the engine's "nobody may" gives way to the other refusals)."""
    turn = ctx.position.turn
    if turn is None or actor(ctx) == turn or fleet_mover(ctx):  # else the engine says "move-fleet is for …"
        return []
    said = tr("it is {player}'s strategy turn, not {me}'s").format(
        player=ctx.players[turn].name, me=ctx.players[actor(ctx)].name
    )
    return [Violation("Turn order", said, "turns")]


def check_move_fleet(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    return _out_of_turn(ctx) + _check_fleet(ctx, args)


def _check_fleet(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if unnamed_origin(ctx, args, _FLEET_PLACES, "fleet"):
        return unnamed_origin(ctx, args, _FLEET_PLACES, "fleet")
    b = board(ctx)
    state = b.state
    civ = state.civs[actor(ctx)]
    origin, target, wanted = args["from"], args["to"], args["count"]
    out = []
    here = b.fleets(origin, civ) if state.is_sea(origin) else b.new_fleets(origin).get(civ, 0)
    free = here - moved(state, civ, origin)
    if here >= wanted > free:  # fewer than that at all: the ledger refuses
        n = max(free, 0)
        said = ntr("only {n} fleet free to move at {place}", "only {n} fleets free to move at {place}", n)
        if n == 0 and (civ, origin) in state.battles:  # fought where they stood: "moved" was not true (issue 32)
            said = tr("the fleets at {place} fought this turn and may not move")
        elif n == 0:
            said = tr("every fleet at {place} has moved this turn")
        out.append(rule("Fleets", said.format(n=n, place=_name(state, origin)), TOPIC))
    if civ in state.legions_moved:
        out.append(rule("Fleets first", "fleets sail before legions march", TOPIC))
    if origin == target:
        said = tr("the fleets are already in {place}").format(place=_name(state, origin))
        out.append(rule("Fleets", said, TOPIC))
    elif state.is_sea(origin):
        if target not in sea_neighbours(state, origin):
            out.append(apart_rule(state, origin, target, "Fleets", TOPIC))
    elif target not in state.atlas.seas_of(origin):
        said = tr("fleets built in {province} sail to a sea zone on its coast").format(province=_name(state, origin))
        if state.atlas.border(origin, target) is not False:
            out.append(apart_rule(state, origin, target, "Fleets", TOPIC, said + "; {why}"))
        else:
            out.append(rule("Fleets", said, TOPIC))
    return out


def _name(state: State, place: str) -> str:
    return state.atlas.name(place)


# -- legions ---------------------------------------------------------------------------


def enemies(b: Board, pid: str, civ: str) -> set[str]:
    """Other civilizations with land units in a province."""
    return {owner for owner in b.armies(pid) if owner != civ}


def move_legion(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    civ = state.civs[actor(ctx)]
    origin, target, count = args["from"], args["to"], args["count"]
    if blockade_seas(board(ctx), civ, origin, target):
        # p.11: sailing into Greek land is announced first; Greece may blockade before the legions land.
        # The legions are on their way: the mover's fleets may no longer sail or fight (fleets come first).
        announced = (civ, origin, target, count)
        return replace(state, transport=announced, blockaders=(), legions_moved=state.legions_moved | {civ})
    return march(ctx, state, civ, origin, target, count)


def march(ctx: Context, state: State, civ: str, origin: str, target: str, count: int) -> State:
    """Legions go from ``origin`` into ``target``; entering enemy units means a battle this turn."""
    state = lose_legions(ctx, state, origin, civ, count, province_holder(target))
    state = mark_moved(state, civ, target, count)
    state = replace(state, legions_moved=state.legions_moved | {civ})
    if enemies(Board(state, ctx.ledger), target, civ) and (civ, target) not in state.must_fight:
        state = replace(state, must_fight=state.must_fight + ((civ, target),))
    return forced_seizures(ctx, state, civ)


def check_move_legion(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if unnamed_origin(ctx, args, _LEGION_PLACES, "legion"):
        return unnamed_origin(ctx, args, _LEGION_PLACES, "legion")
    b = board(ctx)
    state = b.state
    civ = state.civs[actor(ctx)]
    origin = state.province(args["from"])
    target = state.province(args["to"])
    out = []
    if state.transport is not None:
        said = tr("{player} (Greece) answers the transport first").format(player=player_name(ctx, "greece"))
        out.append(rule("Naval blockade", said, "blockade"))
    docked = [p.name for p in state.provinces if b.new_fleets(p.id).get(civ)]
    if docked:
        # p.7: new fleets sail as their owner's turn begins, fleets before legions; marched first, they could
        # never sail, and the turn could never end.
        said = tr("fleets built in {provinces} sail first (fleets before legions)")
        out.append(rule("Fleets first", said.format(provinces=", ".join(docked)), TOPIC))
    here = b.legions(origin.id, civ)
    free = here - moved(state, civ, origin.id)
    if here < args["count"] and blockade_seas(b, civ, origin.id, target.id):
        # An announced transport moves nothing until Greece answers, so the ledger cannot refuse it: the play-test's
        # two legions of Rome's one were announced, and the let-through then refused left the turn locked (p.11).
        said = ntr(
            "{province} has {n} legion of yours, not {count}", "{province} has {n} legions of yours, not {count}", here
        )
        out.append(rule("Legions", said.format(province=origin.name, n=here, count=args["count"]), TOPIC))
    if free < args["count"] <= here:
        n = max(free, 0)
        said = ntr("only {n} legion free to move in {province}", "only {n} legions free to move in {province}", n)
        if n == 0 and (civ, origin.id) in state.battles:
            said = tr("the legions in {province} fought this turn and may not move")
        elif n == 0:  # "only 0 legions" read oddly in the play-test
            said = tr("every legion in {province} has moved this turn")
        out.append(rule("Legions", said.format(n=n, province=origin.name), TOPIC))
    if origin.id == target.id:
        # Not a border question (the play-test was asked whether Alexandria borders Alexandria).
        out.append(rule("Legions", tr("the legions are already in {place}").format(place=origin.name), TOPIC))
    elif target.id not in reach(b, civ, [origin.id]):
        said = tr("not reachable by land or along your fleets: {why}")
        sea = sea_link_rule(b, civ, origin.id, target.id, "Legions", TOPIC, said)
        out.append(sea or apart_rule(state, origin.id, target.id, "Legions", TOPIC, said))
    return out


def move_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    state = game(after)
    civ = state.civs[actor(after)]
    target = args["to"]
    out = []
    if state.transport is not None and game(before).transport is None:
        return transport_prompt(after)
    if (civ, target) in state.must_fight and (civ, target) not in game(before).must_fight:
        # Named as the table knows them: the player (and civilization), or "neutral Rome".
        known = sides(after)
        foes = f" {tr('and')} ".join(sorted(known.resolve(o).label for o in enemies(board(after), target, civ)))
        said = tr("Units of {sides} stand in {province}: a battle must be fought there this turn.")
        out.append(said.format(sides=foes, province=_name(state, target)))
    elif seized := seized_said(before, after, player_name(after, civ), civ):
        out += seized
    elif target in choices_owed(board(after), civ):
        # p.8: no enemy unit there, no dice: the after-battle choice follows at once, and the turn waits for it.
        choice = choice_said(board(after), player_name(after, civ), civ, target)
        out += [choice] if choice else []
    out.extend(helen_prompt(after, civ, target))
    return out


def transport_prompt(ctx: Context) -> list[str]:
    """The announced transport and Greece's choice, as the table must hear it."""
    state = game(ctx)
    if state.transport is None:
        return []
    civ, origin, target, n = state.transport
    b = board(ctx)
    mover, greek = player_name(ctx, civ), player_name(ctx, "greece")
    seas = [state.sea(sid).name for sid in unfought_seas(b, bool(ctx.options.get(BLOCKADE_LOG)))]
    said = ntr(
        "{player} announces {n} legion sailing from {origin} to {target}.",
        "{player} announces {n} legions sailing from {origin} to {target}.",
        n,
    ).format(player=mover, n=n, origin=_name(state, origin), target=_name(state, target))
    if not seas and blockade_seas(b, civ, origin, target):
        why = tr("{player} (Greece) lets the legions land (let-through): every Greek fleet on their route has fought.")
        return [said, why.format(player=greek)]
    if not seas:
        return [
            said,
            tr("{player} (Greece) lets the legions land (let-through): no Greek fleet is on their route.").format(
                player=greek
            ),
        ]
    answer = tr(
        "{player} (Greece) may blockade the carrying fleet in {seas} (blockade), or let the legions land (let-through)."
    )
    return [said, answer.format(player=greek, seas=phrase_list(seas, "or"))]


ACTIONS = (
    ActionSpec(
        "move-fleet",
        move_fleet,
        fields=(
            Field(
                "from",
                "ref",
                "sea zone, or the province where the fleet was built (left out: the only place)",
                catalogue="place",
                required=False,
                derived=True,
            ),
            Field("to", "ref", "sea zone", catalogue="sea"),
            Field("count", "int", "fleets", default=1, min=1, max=5),
        ),
        phases=("strategy",),
        who=fleet_mover,
        check=check_move_fleet,
        derive=derive_from(_FLEET_PLACES, "fleet"),
        help="Sail fleets one sea zone (new fleets leave their province for a zone on its coast).",
        topic=TOPIC,
        text="{actor} sails {count} fleet{count:s} from {from} to {to}",
        tells_moves=True,
    ),
    ActionSpec(
        "move-legion",
        move_legion,
        fields=(
            Field(
                "from",
                "ref",
                "province (left out: the only one with legions to move)",
                catalogue="province",
                required=False,
                derived=True,
            ),
            Field("to", "ref", "neighbouring province (by land or along your fleets)", catalogue="province"),
            Field("count", "int", "legions", default=1, min=1, max=16),
        ),
        phases=("strategy",),
        who=legion_mover,
        check=check_move_legion,
        derive=derive_from(_LEGION_PLACES, "legion"),
        help="March legions into a neighbouring province; entering enemy units means a battle.",
        topic=TOPIC,
        text="{actor} marches {count} legion{count:s} from {from} to {to}",
        tells_moves=True,
        outcome=move_outcome,
    ),
)
