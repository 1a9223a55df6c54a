"""The first start player (l.2): chosen at random, e.g. by rolling the red dice: most gold starts.

Later rounds start with the first tie marker's owner (``Aquileia.enter``).
``start-player`` either names who the table chose or rolls three red dice
for every player here; a tie for the most gold is rolled again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.names import phrase_list
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, game, name
from rulesets.aquileia.placement import anything_placed
from rulesets.aquileia.state import State

TOPIC = "placement"
#: Red dice each player rolls for the start (l.2's example).
EACH = 3


def golds(ctx: Context, dice: list[str]) -> list[int]:
    """Gold faces each seat rolled: the dice are three a player, in seat order."""
    if len(dice) != EACH * len(ctx.players):
        raise BadInput(f"dice: {EACH} a player, {EACH * len(ctx.players)} in all, in seat order (or roll)")
    return [dice[s * EACH : (s + 1) * EACH].count("gold") for s in range(len(ctx.players))]


def chosen(ctx: Context, args: Mapping[str, Any]) -> list[int]:
    """The seats that could start: the one named, or those with the most gold."""
    if args.get("first") is not None and args.get("dice"):
        raise BadInput("start-player: name who starts or give the dice, not both")
    if args.get("first") is not None:
        return [ctx.player_index(args["first"])]
    if not args.get("dice"):
        raise BadInput("start-player: name who starts (first) or roll the red dice (dice=roll)")
    counts = golds(ctx, args["dice"])
    return [s for s, n in enumerate(counts) if n == max(counts)]


def start(ctx: Context, args: Mapping[str, Any]) -> State:
    return replace(game(ctx), placer=chosen(ctx, args)[0])


def check_start(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    seats = chosen(ctx, args)
    out = []
    if ctx.position.round != 1 or anything_placed(ctx):
        out.append(rule("Start player", "chosen before anything is placed in the first round", TOPIC))
    if len(seats) > 1:
        tied = phrase_list([name(ctx, s) for s in seats])
        best = golds(ctx, args["dice"])[seats[0]]
        out.append(rule("Start player", f"{tied} tie with {best} gold: roll again", TOPIC))
    return out


def start_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = chosen(before, args)[0]
    out = []
    if args.get("dice"):
        counts = golds(before, args["dice"])
        out.append("Gold rolled: " + ", ".join(f"{name(before, s)} {n}" for s, n in enumerate(counts)) + ".")
    return [*out, f"{name(before, seat)} is the start player and places first."]


ACTION = ActionSpec(
    "start-player",
    start,
    fields=(
        Field("first", "player", "who starts, as the table chose", required=False),
        Field(
            "dice",
            "choices",
            "or the red dice, 3 a player in seat order (roll: the app rolls them); most gold starts",
            required=False,
            choices=METAL_CHOICES,
            max=EACH * 5,
            rolled=METAL_CHOICES,
            each=EACH,
        ),
    ),
    phases=("placement",),
    who="table",
    check=check_start,
    help="Choose the first start player: name them, or roll 3 red dice each (most gold starts).",
    topic=TOPIC,
    text="{actor} chooses the start player",
    outcome=start_outcome,
    sets_start=True,
)
