"""What figures find on the map (l. 142-152): huts, barbarian villages, relics.

A hut may be opened by any figure; a village only by an army, which fights
the barbarians (a loss costs that army); a relic goes to the first figure
to reach it, and what it gives is read from the kit.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.civilization.catalogues import fact, name_of
from rulesets.civilization.common import PLAYER, me
from rulesets.civilization.components import game, moved
from rulesets.civilization.culture import advance, advance_sentence
from rulesets.civilization.state import State

REWARDS = ("coin", "resource")


def hut(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(args.get("token", "hut"), 1, "map", ctx.own("stock", seat))
    if args["reward"] == "coin":
        ctx.move("coin", 1, "bank", ctx.own("coins", seat))
    elif args.get("resource"):
        ctx.move(args["resource"], 1, "bank", ctx.own("stock", seat))
    return moved(ctx)


def check_reward(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    won = args.get("won", True)
    if args["reward"] == "resource" and not args.get("resource") and won:
        return [rule("Reward", "name the resource the token gives", "movement")]
    if args.get("resource") and (args["reward"] != "resource" or not won):
        # A resource named for a coin, or for a lost fight, would be dropped without a word.
        said = tr("the token gives a coin, not a resource") if won else tr("a lost fight takes no reward")
        return [unused("Reward", said, "movement", "resource")]
    return []


def village(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    if args["won"]:
        return hut(ctx, {**args, "token": "village"})
    # A lost fight against the barbarians costs the army that entered (see decisions).
    ctx.move(ctx.piece("army", seat), 1, ctx.own("board", seat), ctx.own("supply", seat))
    return game(ctx)


def relic(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    ctx.move(args["relic"], 1, "map", ctx.own("stock", seat))  # the first to reach it takes it (l. 149)
    state = game(ctx)
    culture = fact(ctx, "relics", args["relic"], "culture", 0)
    if culture:
        state = state.with_realm(seat, advance(ctx, seat, culture))
    free = fact(ctx, "relics", args["relic"], "free_techs", 0)
    if free:
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(free_techs=mine.free_techs + free))
    persons = fact(ctx, "relics", args["relic"], "persons", 0)
    if persons:  # drawn like any great person (School of Confucius)
        mine = state.realms[seat]
        state = state.with_realm(seat, mine.but(pending_persons=mine.pending_persons + persons))
    return state


def relic_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    seat = me(before)
    name = before.players[seat].name
    relic = args["relic"]
    found = name_of(before.kit.catalogue("relics", "relic"), relic)
    out = [tr("{player} holds {relic}.").format(player=name, relic=found)]
    out += advance_sentence(before, after, seat)
    if fact(before, "relics", relic, "free_techs", 0):
        out.append(
            tr('{player} takes a free tech in the research phase: research, ticking "a free tech".').format(player=name)
        )
    persons, units = fact(before, "relics", relic, "persons", 0), fact(before, "relics", relic, "units", 0)
    investments = fact(before, "relics", relic, "investments", 0)
    if persons:
        due_now = ntr(
            "{player} is due {n} great persons: record each draw with great-person.",
            "{player} is due {n} great persons: record each draw with great-person.",
            persons,
        )
        out.append(due_now.format(player=name, n=persons))
    if units:
        free = ntr(
            "{player} builds {n} unlocked units for free.", "{player} builds {n} unlocked units for free.", units
        )
        out.append(free.format(player=name, n=units))
    if investments:
        made = ntr(
            "{player} makes {n} investments for free at the start of the next turn.",
            "{player} makes {n} investments for free at the start of the next turn.",
            investments,
        )
        out.append(made.format(player=name, n=investments))
    if not any(
        fact(before, "relics", relic, k, 0) for k in ("culture", "free_techs", "persons", "units", "investments")
    ):
        out.append(tr("The kit does not know what it gives; record it as the table plays it."))
    return out


ACTIONS = (
    ActionSpec(
        "hut",
        hut,
        fields=(
            PLAYER,
            Field("reward", "choice", "what the hut held", choices=REWARDS),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
        ),
        phases=("movement",),
        actor="player",
        check=check_reward,
        help="A figure opened a hut (armies and scouts may; villages need an army and a battle).",
        topic="movement",
        text="{actor} opens a hut",
    ),
    ActionSpec(
        "village",
        village,
        fields=(
            PLAYER,
            Field("won", "bool", "the army beat the barbarians"),
            Field("reward", "choice", "what the village held", choices=REWARDS, default="resource"),
            Field("resource", "ref", "which resource", required=False, catalogue="resource"),
        ),
        phases=("movement",),
        actor="player",
        check=check_reward,
        help="An army attacked a barbarian village: a win takes its reward, a loss the army.",
        topic="movement",
        text="{actor} attacks a barbarian village",
    ),
    ActionSpec(
        "relic",
        relic,
        fields=(PLAYER, Field("relic", "ref", "the relic found", catalogue="relic")),
        phases=("movement",),
        actor="player",
        help="A figure reached a relic first (the Ark moves you 2 on the culture track; Atlantis gives a free tech).",
        topic="movement",
        text="{actor} claims {relic}",
        outcome=relic_outcome,
    ),
)
