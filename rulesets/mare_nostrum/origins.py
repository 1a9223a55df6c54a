"""Where a player's fleets or legions leave from: the places holding units of theirs (those still free to move
first), the origin worked out where a move leaves it out, and the refusal that asks for it.

``moves`` carries the moves out; ``offered`` lists these places in the forms.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.i18n import tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.components import place_of
from rulesets.mare_nostrum.reach import reach, sea_neighbours
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.units import moved

TOPIC = "strategy"


def _split_origins(ctx: Context, sorts: Sequence[str], kind: str) -> tuple[list[str], list[str]]:
    """Places (ids) where the actor has units of a kind: those with some still free to move, the rest."""
    if ctx.actor is None:
        return [], []
    return origins_of(ctx, game(ctx).civs[ctx.actor], sorts, kind)


def origins_of(ctx: Context, civ: str, sorts: Sequence[str], kind: str) -> tuple[list[str], list[str]]:
    """Places (ids) where a civ has units of a kind: those with some still free to move, the rest."""
    state = board(ctx).state
    unit = f"{kind}:{civ}"
    free: list[str] = []
    spent: list[str] = []
    for sort in sorts:
        for held in ctx.ledger.holders(sort):
            here = ctx.ledger.count(held, unit)
            if here:
                place = place_of(held)
                (free if here > moved(state, civ, place) else spent).append(place)
    return free, spent


def origins(ctx: Context, sorts: Sequence[str], kind: str) -> list[str]:
    """Places (ids) where the actor has units of a kind, those with units free to move first."""
    free, spent = _split_origins(ctx, sorts, kind)
    return free + spent


def free_origins(ctx: Context, sorts: Sequence[str], kind: str) -> list[str]:
    """Places (ids) where the actor has units of a kind still free to move."""
    return _split_origins(ctx, sorts, kind)[0]


def derive_from(sorts: Sequence[str], kind: str) -> Callable[[Context, Mapping[str, Any]], dict[str, Any]]:
    """The origin when the actor's units of the kind that may still move stand in one place only."""

    def derive(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
        if "from" in args:
            return {}
        free, _ = _split_origins(ctx, sorts, kind)
        if len(free) > 1 and kind == "fleet" and isinstance(args.get("to"), str):
            # Of several places with fleets to sail, the one the kit knows on the target's side (the play-test's
            # new fleet in Athens for the sea between Rome and Athens, beside fleets out east of Athens).
            free = [place for place in free if _sails_to(board(ctx).state, place, args["to"])]
            # Fleets built this round must sail this turn (p.8): of a province's new fleets and fleets at sea that
            # may all reach the target, the new ones go (play-test 5 typed from=athens beside a fleet at sea).
            docked = [place for place in free if not board(ctx).state.is_sea(place)]
            free = docked if len(docked) == 1 else free
        elif len(free) > 1 and kind == "legion" and isinstance(args.get("to"), str):
            # Of several provinces with legions to march, the one the kit knows next to the target, by land or
            # fleet (play-test 7: only South of Carthage borders West of Cyrene, yet from= was asked).
            b = board(ctx)
            civ = b.state.civs[ctx.actor] if ctx.actor is not None else ""
            near = [place for place in free if place != args["to"] and args["to"] in reach(b, civ, [place])]
            free = near if len(near) == 1 else free
        return {"from": free[0]} if len(free) == 1 else {}

    return derive


def _sails_to(state: State, origin: str, target: str) -> bool:
    """Whether the kit knows a fleet may sail from ``origin`` to the sea zone ``target`` in one move."""
    if origin == target or not state.is_sea(target):
        return False
    if state.is_sea(origin):
        return target in sea_neighbours(state, origin)
    return target in state.atlas.seas_of(origin)


def unnamed_origin(ctx: Context, args: Mapping[str, Any], sorts: Sequence[str], kind: str) -> list[Violation]:
    if "from" in args:
        return []
    state = board(ctx).state
    names = [state.sea(p).name if state.is_sea(p) else state.province(p).name for p in origins(ctx, sorts, kind)]
    if kind == "fleet":
        where = phrase_list(names, "or") or tr("no fleet of theirs is on the board")
        said = tr("say where the fleets leave from: {places}")
    elif names and not free_origins(ctx, sorts, kind):
        return [rule("Move", _none_free(ctx, args, names), TOPIC)]
    else:
        where = phrase_list(names, "or") or tr("no legion of theirs is on the board")
        said = tr("say where the legions leave from: {places}")
    return [rule("Move", said.format(places=where), TOPIC)]


def _none_free(ctx: Context, args: Mapping[str, Any], spent: list[str]) -> str:
    """Every legion of the mover's has moved this turn: the province next to the target they hold with none left
    (play-test 9: "say where the legions leave from: South of Rome" once Rome's legions had all left it)."""
    b = board(ctx)
    civ, target = b.state.civs[actor(ctx)], args.get("to")
    near = b.state.atlas.neighbours(target) if isinstance(target, str) and b.state.has_province(target) else set()
    empty = [b.state.province(p).name for p in sorted(near) if b.influence(p) == civ and not b.legions(p, civ)]
    moved = phrase_list(spent, "and")
    if empty:
        said = tr("{places} has no legion of {player}'s left; the legions in {moved} have moved this turn")
        return said.format(places=phrase_list(empty, "and"), player=ctx.players[actor(ctx)].name, moved=moved)
    said = tr("no legion of {player}'s is free to move: the legions in {moved} have moved this turn")
    return said.format(player=ctx.players[actor(ctx)].name, moved=moved)
