"""What figures find on the map (l. 142-152): huts, barbarian villages, relics.

A hut may be opened by any figure; a village only by an army, which fights
the barbarians (a loss costs that army); a relic goes to the first figure
to reach it, and what it gives is read from the kit and given at once
(l. 149, l. 152): culture steps, great persons due, a free tech due, coins
onto investment cards, unit cards into the standing forces. Each needs the
figure on the map (the ledger's figures on the map, by kind).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.civilization.catalogues import book, fact, name_of
from rulesets.civilization.common import PLAYER, me, older
from rulesets.civilization.components import game, knows, moved, on_board
from rulesets.civilization.culture import advance, advance_sentence, unknown_track
from rulesets.civilization.management import unlocking_tech
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
    if not won and args["reward"] != "resource":
        # A lost fight takes no reward: a coin typed for one would be dropped without a word (resource is the
        # field's default, said or not).
        return [unused("Reward", tr("a lost fight takes no reward"), "movement", "reward")]
    if args.get("resource") and (args["reward"] != "resource" or not won):
        # A resource named for a coin, or for a lost fight, would be dropped without a word.
        said = tr("the token gives a coin, not a resource") if won else tr("a lost fight takes no reward")
        return [unused("Reward", said, "movement", "resource")]
    return []


def _no_figure(ctx: Context, message: str) -> list[Violation]:
    """A find the player has no figure on the map for: a fact of the table, mended by correcting the figures."""
    said = tr(message).format(player=ctx.players[me(ctx)].name)
    mend = tr("if the table differs, correct the figures on the map first")
    return [Violation("Figures", said, "movement", physical=True, mend=mend)]


def _figures(ctx: Context) -> int:
    return on_board(ctx, me(ctx), "army") + on_board(ctx, me(ctx), "settler")


def check_hut(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    # An army or a scout opens a hut (l. 144).
    if not _figures(ctx):
        message = N_("{player} has no army or scout on the map to open a hut")
        return [*_no_figure(ctx, message), *check_reward(ctx, args)]
    return check_reward(ctx, args)


def check_village(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    # Only an army may enter a village (l. 145), won or lost.
    if not on_board(ctx, me(ctx), "army"):
        message = N_("{player} has no army on the map to enter a village (a scout may not)")
        return [*_no_figure(ctx, message), *check_reward(ctx, args)]
    return check_reward(ctx, args)


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
    if not older(ctx):
        # What it gives comes at once (l. 152): coins onto investment cards, unit cards into the standing forces.
        invested = fact(ctx, "relics", args["relic"], "investments", 0)
        ctx.move("coin", invested, "bank", ctx.own("investments", seat))
        for unit in args.get("units") or ():
            ctx.move(unit, 1, "bank", ctx.own("forces", seat))
    state = moved(ctx)
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


def check_relic(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = [] if _figures(ctx) else _no_figure(ctx, N_("{player} has no figure on the map to reach a relic"))
    if fact(ctx, "relics", args["relic"], "culture", 0) and unknown_track(ctx):
        # Its steps cross spaces nobody has told the app yet: they are not guessed.
        said = tr("the kit does not know the culture track yet: a city's arts asks for it once")
        out.append(rule("Culture track", said, "culture"))
    units = list(args.get("units") or ())
    wanted = fact(ctx, "relics", args["relic"], "units", 0)
    if units and not wanted:
        out.append(unused("Relic", tr("this relic gives no unit cards"), "movement", "units"))
    elif wanted and len(units) != wanted:
        said = ntr(
            "the relic gives {n} unit card: name its type (units=)",
            "the relic gives {n} unit cards: name their types (units=, the same type twice if so)",
            wanted,
        )
        out.append(rule("Relic", said.format(n=wanted), "movement"))
    seat = me(ctx)
    for unit in dict.fromkeys(units):
        needed = unlocking_tech(ctx, unit)
        if needed and not knows(ctx, seat, needed):
            said = tr("{item} needs {tech}, which {player} has not researched").format(
                item=name_of(ctx.kit.catalogue("units", "unit"), unit),
                tech=name_of(book(ctx).catalogues["tech"], needed),
                player=ctx.players[seat].name,
            )
            out.append(rule("Unlocked", said, "movement"))
    return out


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
    if units and older(before):
        free = ntr(
            "{player} builds {n} unlocked units for free.", "{player} builds {n} unlocked units for free.", units
        )
        out.append(free.format(player=name, n=units))
    if investments and older(before):
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
        check=check_hut,
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
        check=check_village,
        help="An army attacked a barbarian village: a win takes its reward, a loss the army.",
        topic="movement",
        text="{actor} attacks a barbarian village",
    ),
    ActionSpec(
        "relic",
        relic,
        fields=(
            PLAYER,
            Field("relic", "ref", "the relic found", catalogue="relic"),
            Field("units", "refs", "the unit cards it gives (Attila's Village)", required=False, catalogue="unit"),
        ),
        phases=("movement",),
        actor="player",
        check=check_relic,
        help="A figure reached a relic first (the Ark moves you 2 on the culture track; Atlantis gives a free tech).",
        topic="movement",
        text="{actor} claims {relic}",
        outcome=relic_outcome,
    ),
)
