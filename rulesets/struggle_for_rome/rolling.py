"""Phase 1: the start player rolls until four different numbers are covered on the compass rose.

After each roll everyone takes one resource per landscape beside their
figures (the table counts them; the app takes the cards from the stacks and
the pasture deck). A 7 lets the start player move the legionary and take a
resource card, or up to 2 gold, from a player beside it. Nobody discards.
When the bank cannot give everyone what a roll brings, everyone first
returns half of that resource (L15).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome.common import (
    PLAYER,
    game,
    legionary_mover,
    me,
    name,
    not_started,
    start_player,
    update,
)
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES, RESOURCE_IDS, RULES
from rulesets.struggle_for_rome.holders import (
    BANK,
    DECK,
    DISCARD,
    PASTURE_KINDS,
    ROSE,
    draw_pasture,
    gold,
    pay,
    reshuffle,
    resources,
    take,
)
from rulesets.struggle_for_rome.state import State

TOPIC = "roll"


def covered(ctx: Context) -> list[int]:
    """Numbers covered on the compass rose this round, lowest first."""
    return sorted(int(h.partition(":")[2]) for h in ctx.ledger.holders("number"))


# -- the roll --------------------------------------------------------------------


def roll(ctx: Context, args: Mapping[str, Any]) -> State:
    total = sum(args["dice"])
    ctx.move("marker", 1, ROSE, f"number:{total}")
    state = game(ctx)
    if total == 7:
        return replace(state, legionary_due=ctx.position.start, halved=())
    # An unchanged state spares the engine a victory check (rolls are most of a log).
    return replace(state, halved=()) if state.halved else state


def check_roll(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    total = sum(args["dice"])
    done = covered(ctx)
    if len(done) >= RULES["rose_numbers"]:
        return [rule("Compass rose", "four numbers are covered: the roll is over", TOPIC)]
    if total in done:
        return [rule("Compass rose", f"{total} is covered already: roll again", TOPIC)]
    if game(ctx).legionary_due is not None:
        return [rule("Legionary", "move the legionary for the 7 first", TOPIC)]
    return []


def roll_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    total = sum(args["dice"])
    line = f"{total} is covered on the compass rose ({len(covered(after))} of {RULES['rose_numbers']})."
    if total == 7:
        line += f" {name(after, after.position.start)} moves the legionary."
    return [line]


# -- income ----------------------------------------------------------------------


def stock(ctx: Context, kind: str) -> int:
    """Cards of a resource the bank can still give: a stack, or the pasture deck and its discard pile."""
    if kind in PASTURE_KINDS or kind == "pasture":
        kinds = PASTURE_KINDS if kind == "pasture" else (kind,)
        return sum(ctx.count(DECK, k) + ctx.count(DISCARD, k) for k in kinds)
    return ctx.count(BANK, kind)


def receive(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    for kind in RESOURCE_IDS:
        if args.get(kind):
            take(ctx, who, kind, args[kind])
    return game(ctx)


def check_receive(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if not covered(ctx):
        out.append(rule("Income", "resources are taken after a roll", TOPIC))
    if not any(args.get(k) for k in RESOURCE_IDS):
        out.append(rule("Income", "say which resources the roll brings", TOPIC))
    wanted = {"grain": args.get("grain", 0), "ore": args.get("ore", 0)}
    wanted["pasture"] = sum(args.get(k, 0) for k in PASTURE_KINDS)
    for kind, n in wanted.items():
        if n and stock(ctx, kind) < n:
            message = (
                f"the bank is short of {_short(kind)}: everyone first returns half of theirs (the shortage action)"
            )
            out.append(Violation("Shortage", message, TOPIC, physical=True))
    return out


def starting_card(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    draw_pasture(ctx, args["card"], 1, ctx.own("hand", who))
    return update(ctx, who, started=True)


def check_starting_card(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if ctx.position.round != 1 or game(ctx).seats[me(ctx)].started:
        return [rule("Setup", "each player gets one pasture card, at the start of the game", "setup")]
    return []


def shortage(ctx: Context, args: Mapping[str, Any]) -> State:
    kinds = PASTURE_KINDS if args["resource"] == "pasture" else (args["resource"],)
    for seat in range(len(ctx.players)):
        held = resources(ctx, seat)
        pay(ctx, seat, {k: held.get(k, 0) // 2 for k in kinds if held.get(k, 0) >= 2})
    reshuffle(ctx)
    state = game(ctx)
    return replace(state, halved=state.halved + (args["resource"],))


def check_shortage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    have = stock(ctx, args["resource"])
    if not covered(ctx):
        return [rule("Shortage", "a shortage comes with a roll", TOPIC)]
    if args["resource"] in game(ctx).halved:
        return [rule("Shortage", f"everyone has returned half their {args['resource']} for this roll", TOPIC)]
    if have >= args["due"]:
        message = f"the bank has {have} {_short(args['resource'])}, enough for the {args['due']} due"
        return [rule("Shortage", message, TOPIC)]
    return []


def _short(resource: str) -> str:
    return "pasture cards" if resource == "pasture" else resource


def shortage_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    have = stock(after, args["resource"])
    return [f"The bank now has {have} {_short(args['resource'])} for the {args['due']} due."]


# -- the legionary ----------------------------------------------------------------


def legionary(ctx: Context, args: Mapping[str, Any]) -> State:
    state = replace(game(ctx), legionary=(args["landscape"], args["province"]), legionary_due=None)
    victim = args.get("victim")
    if victim is None:
        return state
    thief, robbed = me(ctx), ctx.player_index(victim)
    if args.get("card"):
        ctx.move(args["card"], 1, ctx.own("hand", robbed), ctx.own("hand", thief))
    elif not resources(ctx, robbed):
        coins = min(gold(ctx, robbed), RULES["robber_gold"])
        ctx.move("gold", coins, ctx.own("purse", robbed), ctx.own("purse", thief))
    return state


def check_legionary(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    victim = args.get("victim")
    out = []
    if victim is None:
        if args.get("card"):
            out.append(rule("Legionary", "say whose card is taken (victim)", TOPIC))
        return out
    robbed = ctx.player_index(victim)
    if robbed == ctx.actor:
        out.append(rule("Legionary", "the legionary robs another player", TOPIC))
    if resources(ctx, robbed) and not args.get("card"):
        out.append(rule("Legionary", f"{victim} has resource cards: say which one was taken", TOPIC))
    return out


def legionary_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    where = f"a {LANDSCAPES.resolve(args['landscape']).label} in {PROVINCES.resolve(args['province']).label}"
    return [f"The legionary stands on {where}; it yields nothing while there."]


ACTIONS = (
    ActionSpec(
        "roll-resources",
        roll,
        fields=(PLAYER, Field("dice", "dice", "the two dice (or roll:2)", min=2, max=2)),
        phases=("roll",),
        who=start_player,
        actor="player",
        check=check_roll,
        help="The start player's roll: a number not yet covered on the compass rose.",
        topic=TOPIC,
        text="{actor} rolls {dice}",
        outcome=roll_outcome,
    ),
    ActionSpec(
        "receive",
        receive,
        fields=(PLAYER, *(Field(r, "int", f"{r} cards taken", default=0, min=0, max=8) for r in RESOURCE_IDS)),
        phases=("roll",),
        who="any",
        actor="player",
        check=check_receive,
        help="Resources a player takes for the roll (one per landscape beside their figures).",
        topic=TOPIC,
        text="{actor} takes resources for the roll",
    ),
    ActionSpec(
        "starting-card",
        starting_card,
        fields=(PLAYER, Field("card", "ref", "the pasture card drawn (horse or cattle)", catalogue="pasture")),
        phases=("roll",),
        who=not_started,
        actor="player",
        check=check_starting_card,
        help="Record the pasture card each player draws at the start of the game.",
        topic="setup",
        text="{actor} draws a starting pasture card",
    ),
    ActionSpec(
        "shortage",
        shortage,
        fields=(
            Field(
                "resource",
                "choice",
                "what the bank lacks (pasture: horse and cattle cards)",
                choices=("grain", "ore", "pasture"),
            ),
            Field("due", "int", "cards of it this roll still gives, all players together", min=1, max=40),
        ),
        phases=("roll",),
        who="table",
        check=check_shortage,
        help="The bank cannot give everyone what the roll brings: everyone returns half of it (rounded down) first.",
        topic=TOPIC,
        text="The bank runs short of {resource}: everyone returns half",
        outcome=shortage_outcome,
    ),
    ActionSpec(
        "legionary",
        legionary,
        fields=(
            PLAYER,
            Field("landscape", "ref", "the landscape it moves to (west of the limes)", catalogue="landscape"),
            Field("province", "ref", "the province of that landscape", catalogue="province"),
            Field("victim", "player", "a player with a figure beside that landscape", required=False),
            Field("card", "ref", "the resource card taken from them", required=False, catalogue="resource"),
        ),
        phases=("roll", "build"),
        who=legionary_mover,
        actor="player",
        check=check_legionary,
        help="After a 7 or a Diplomat: move the legionary and take a resource card (or up to 2 gold).",
        topic=TOPIC,
        text="{actor} moves the legionary",
        outcome=legionary_outcome,
    ),
)
