"""Phase 1: the start player rolls until four different numbers are covered on the compass rose.

After each roll everyone takes one resource per landscape beside their
figures (never two from one landscape; none from forests or the legionary's
landscape). A 7 moves the legionary west of the limes and steals a card, or
up to 2 gold from a player without cards. Nobody discards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add
from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.common import PLAYER, game, hand, seat_of
from rulesets.struggle_for_rome.data import RESOURCES, RULES
from rulesets.struggle_for_rome.state import State


def roll(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    total = sum(args["dice"])
    return replace(state, rose=state.rose + (total,), robber=total == 7)


def check_roll(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    total = sum(args["dice"])
    if len(args["dice"]) != 2:
        return [rule("Dice", "roll two dice", "roll")]
    if total in state.rose:
        return [rule("Compass rose", f"{total} is covered already: roll again", "roll")]
    if len(state.rose) >= RULES["rose_numbers"]:
        return [rule("Compass rose", "four numbers are covered: the roll is over", "roll")]
    if state.robber:
        return [rule("Legionary", "move the legionary for the 7 first", "roll")]
    return []


def receive(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, player = seat_of(ctx, args)
    mine = hand(player)
    for resource in RESOURCES:
        mine[resource] += args.get(resource, 0)
    return game(ctx).with_player(seat, replace(player, resources=tuple(sorted((+mine).items()))))


def legionary(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    state = replace(state, robber=False, legionary=args["landscape"])
    return steal(ctx, state, args)


def steal(ctx: Context, state: State, args: Mapping[str, Any]) -> State:
    """The thief takes a card from the victim, or up to 2 gold if the victim has none."""
    victim_name = args.get("victim")
    thief_name = args.get("thief")
    if not victim_name or not thief_name:
        return state
    thief, victim = ctx.player_index(thief_name), ctx.player_index(victim_name)
    robbed, taker = state.players[victim], state.players[thief]
    card = args.get("card")
    if card and dict(robbed.resources).get(card, 0):
        robbed = replace(robbed, resources=add(robbed.resources, card, -1))
        taker = replace(taker, resources=add(taker.resources, card, 1))
    elif not robbed.resources:
        gold = min(robbed.gold, RULES["robber_gold"])
        robbed, taker = replace(robbed, gold=robbed.gold - gold), replace(taker, gold=taker.gold + gold)
    return state.with_player(victim, robbed).with_player(thief, taker)


def check_legionary(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if args.get("east_of_limes"):
        out.append(rule("Legionary", "the legionary never goes east of the limes", "roll"))
    victim = args.get("victim")
    if victim:
        _, robbed = seat_of(ctx, args, "victim")
        card = args.get("card")
        if robbed.resources and not card:
            out.append(rule("Legionary", f"{victim} has cards: name the one taken (card=)", "roll"))
        if card and not dict(robbed.resources).get(card):
            out.append(rule("Legionary", f"{victim} has no {card}", "roll"))
    return out


def shortage(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    resource = args["resource"]
    for seat, player in enumerate(state.players):
        held = dict(player.resources).get(resource, 0)
        if held:
            state = state.with_player(seat, replace(player, resources=add(player.resources, resource, -(held // 2))))
    return state


ACTIONS = (
    ActionSpec(
        "shortage",
        shortage,
        fields=(Field("resource", "choice", "the resource the bank cannot give to everyone", choices=RESOURCES),),
        phases=("roll",),
        who="any",
        help="The bank runs short: everyone returns half of that resource (rounded down) before taking.",
        topic="roll",
    ),
    ActionSpec(
        "roll-resources",
        roll,
        fields=(Field("dice", "dice", "the two dice (or roll:2)", min=2, max=2),),
        phases=("roll",),
        who="any",
        check=check_roll,
        help="The start player's roll: a number not yet covered on the compass rose.",
        topic="roll",
    ),
    ActionSpec(
        "receive",
        receive,
        fields=(PLAYER, *(Field(r, "int", f"{r} cards taken", default=0, min=0, max=8) for r in RESOURCES)),
        phases=("roll", "build"),
        who="any",
        help="Resources a player takes for the roll (one per landscape beside their figures).",
        topic="roll",
    ),
    ActionSpec(
        "legionary",
        legionary,
        fields=(
            Field("landscape", "str", "where the legionary goes (west of the limes)"),
            Field("thief", "player", "who moves it (the roller, or a Diplomat's player)", required=False),
            Field("victim", "player", "a player with a figure beside that landscape", required=False),
            Field("card", "choice", "the resource card taken", required=False, choices=RESOURCES),
            Field("east_of_limes", "bool", "the landscape lies east of the limes", required=False),
        ),
        phases=("roll", "build"),
        who="any",
        check=check_legionary,
        help="After a 7 (or a Diplomat): move the legionary and steal a card, or up to 2 gold.",
        topic="roll",
    ),
)
