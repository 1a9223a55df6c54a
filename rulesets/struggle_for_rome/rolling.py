"""Phase 1: the start player rolls until four different numbers are covered on the compass rose.

After each roll everyone takes one resource per landscape beside their
figures: the app works it out where the board kit allows (see ``income``),
and the other players enter theirs (``receive``); pasture cards are drawn
hidden, so everyone names the ones they drew. A 7 lets the start player move
the legionary and take a resource card, or up to 2 gold, from a player beside
it. Nobody discards. When the bank cannot give everyone what a roll brings,
everyone first returns half of that resource (L15).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.state import Context
from rulesets.struggle_for_rome import income
from rulesets.struggle_for_rome.board import board
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
    PASTURE_KINDS,
    ROSE,
    draw_pasture,
    draw_seen,
    gold,
    halve,
    resources,
    stock,
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
    state = income.serve(ctx, total)
    state = replace(state, rolls=state.rolls + (total,))
    if total == 7:
        return replace(state, legionary_due=ctx.position.start)
    return state


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
    return [line, *income.describe(before, total)]


# -- income ----------------------------------------------------------------------


def _for_roll(ctx: Context, args: Mapping[str, Any]) -> int:
    """The number a receive is for: as told, else the latest roll (0 before any)."""
    rolls = game(ctx).rolls
    return int(args.get("roll") or (rolls[-1] if rolls else 0))


def receive(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    state = game(ctx)
    latest = _for_roll(ctx, args)
    for kind in RESOURCE_IDS:
        if args.get(kind) and kind not in PASTURE_KINDS:
            take(ctx, who, kind, args[kind])
    draw_seen(ctx, {kind: args.get(kind, 0) for kind in PASTURE_KINDS}, ctx.own("hand", who))
    got = tuple((latest, who, kind, args[kind]) for kind in RESOURCE_IDS if args.get(kind))
    state = replace(state, taken=state.taken + got)
    drawn = sum(args.get(k, 0) for k in PASTURE_KINDS)
    if drawn and state.owed(who):
        draws = list(state.draws)
        draws[who] -= min(drawn, draws[who])
        return replace(state, draws=tuple(draws))
    return state


def _served(ctx: Context, who: int, args: Mapping[str, Any]) -> list[Violation]:
    """A player whose income the app took for the roll only names the pasture cards drawn."""
    out = []
    owed = game(ctx).owed(who)
    drawn = sum(args.get(k, 0) for k in PASTURE_KINDS)
    if args.get("grain") or args.get("ore"):
        message = f"the app has taken {name(ctx, who)}'s grain and ore for the roll from the board kit"
        out.append(rule("Income", message, TOPIC))
    if drawn > owed:
        cards = f"{owed} pasture card{'s' if owed != 1 else ''}"
        out.append(rule("Income", f"{name(ctx, who)} draws {cards} for the rolls, by the board kit", TOPIC))
    return out


def check_receive(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if not covered(ctx):
        out.append(rule("Income", "resources are taken after a roll", TOPIC))
    if not any(args.get(k) for k in RESOURCE_IDS):
        out.append(rule("Income", "say which resources the roll brings", TOPIC))
    state = game(ctx)
    number = _for_roll(ctx, args)
    if args.get("roll") and number not in state.rolls:
        rolled = ", ".join(map(str, state.rolls)) or "nothing yet"
        out.append(rule("Income", f"{number} has not been rolled this round (rolled: {rolled})", TOPIC))
    if me(ctx) in state.served:
        out.extend(_served(ctx, me(ctx), args))
    elif state.rolls and any(r == number and w == me(ctx) for r, w, _, _ in state.taken):
        # L7: one resource for each landscape beside the tribe, taken once per roll (all of it in one entry);
        # a roll whose resources were not entered before the next one is named with roll=.
        message = f"{name(ctx, me(ctx))} has taken the resources of the {number} already"
        if number == state.rolls[-1] and len(state.rolls) > 1:
            message += " (for an earlier roll, say which: roll=N)"
        out.append(rule("Income", message, TOPIC))
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
    halve(ctx, args["resource"])
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


def _spot(ctx: Context, args: Mapping[str, Any]) -> tuple[str | None, str | None]:
    """The landscape kind and province the legionary moves to: as given, else from the kit's landscape."""
    land = board(ctx.kit).hexes.get(args.get("at") or "")
    kind = args.get("landscape") or (land.kind if land else None)
    province = args.get("province") or (land.province if land else None)
    return kind, province


def legionary(ctx: Context, args: Mapping[str, Any]) -> State:
    kind, province = _spot(ctx, args)
    state = game(ctx)
    where = (kind or state.legionary[0], province or state.legionary[1])
    state = replace(state, legionary=where, legionary_at=args.get("at"), legionary_due=None)
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


def _where(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    """The landscape named: told fully, agreeing with the kit, and west of the Limes (L7)."""
    land = board(ctx.kit).hexes.get(args.get("at") or "")
    kind, province = _spot(ctx, args)
    out = []
    if land is None and (kind is None or province is None):
        out.append(rule("Legionary", "say which landscape: from the board kit, or its kind and province", TOPIC))
    if land is not None:
        if land.limes:
            out.append(rule("Legionary", f"{land.name} lies east of the Limes: no legionary there", TOPIC))
        for told, known in ((args.get("landscape"), land.kind), (args.get("province"), land.province)):
            if told and known and told != known:
                message = f"the board kit has {land.name} as a {land.kind} in {_province(land.province)}"
                out.append(rule("Legionary", message, TOPIC))
                break
    return out


def _province(province: str | None) -> str:
    return PROVINCES.resolve(province).label if province else "an unknown province"


def check_legionary(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    victim = args.get("victim")
    out = _where(ctx, args)
    here = game(ctx).legionary_at
    if here is not None and args.get("at") == here:
        # L7, L15: the legionary is moved, after a 7 or for the Diplomat: to another landscape.
        out.append(rule("Legionary", f"the legionary stands on {board(ctx.kit).name(here)}: move it elsewhere", TOPIC))
    if victim is None:
        if args.get("card"):
            out.append(rule("Legionary", "say which player the card is taken from", TOPIC))
        return out
    robbed = ctx.player_index(victim)
    if robbed == ctx.actor:
        out.append(rule("Legionary", "the legionary robs another player", TOPIC))
    if resources(ctx, robbed) and not args.get("card"):
        out.append(rule("Legionary", f"{victim} has resource cards: say which one was taken", TOPIC))
    if args.get("at"):
        around, _ = income.landscapes(ctx, robbed)
        if around is not None and args["at"] not in around:
            where = board(ctx.kit).name(args["at"])
            out.append(rule("Legionary", f"{victim} has no figure beside {where}", TOPIC))
    return out


def landscapes_west(ctx: Context, field_name: str) -> list[str]:
    """Pick list of ``at``: the kit's landscapes west of the Limes, bar the one the legionary is on."""
    if field_name != "at":
        return []
    here = game(ctx).legionary_at
    return [h.id for h in board(ctx.kit).hexes.values() if not h.limes and h.id != here]


def legionary_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    kind, province = game(after).legionary
    where = f"a {LANDSCAPES.resolve(kind).label} in {PROVINCES.resolve(province).label}"
    if args.get("at"):
        where = f"{board(after.kit).name(args['at'])} ({where})"
    return [f"The legionary stands on {where}; it yields nothing while there."]


ACTIONS = (
    ActionSpec(
        "roll-resources",
        roll,
        fields=(
            PLAYER,
            Field("dice", "dice", "both dice as rolled, e.g. 3,5 (roll:2 lets the app roll)", min=2, max=2),
        ),
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
        fields=(
            PLAYER,
            *(Field(r, "int", f"{r} cards taken", default=0, min=0, max=8) for r in RESOURCE_IDS),
            Field("roll", "int", "the number they came with (else the latest roll)", required=False, min=2, max=12),
        ),
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
            Field("at", "ref", "the landscape it moves to, from the board kit", required=False, catalogue="hex"),
            Field(
                "landscape",
                "ref",
                "the kind of landscape it moves to, west of the Limes (when the kit lacks it)",
                required=False,
                catalogue="landscape",
            ),
            Field(
                "province",
                "ref",
                "the province of that landscape (when the kit lacks it)",
                required=False,
                catalogue="province",
            ),
            Field("victim", "player", "a player with a figure beside that landscape", required=False),
            Field("card", "ref", "the resource card taken from them", required=False, catalogue="resource"),
        ),
        phases=("roll", "build"),
        who=legionary_mover,
        actor="player",
        check=check_legionary,
        suggest=landscapes_west,
        help="After a 7 or a Diplomat: move the legionary and take a resource card (or up to 2 gold).",
        topic=TOPIC,
        text="{actor} moves the legionary",
        outcome=legionary_outcome,
    ),
)
