"""Movement and battles: results and loot, huts and villages, relics.

Figures move on the physical map; the app records what follows: who won a
battle (score it with the ``battle`` calculator) and the loot, huts and
villages opened, relics found. Taking another player's capital wins at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from rulesets.civilization.common import PLAYER, game, realm
from rulesets.civilization.data import LOOT, RELICS, TRADE_MAX
from rulesets.civilization.formulas import pyramid
from rulesets.civilization.management import advance_culture
from rulesets.civilization.state import State

PLACES = ("field", "city", "capital")
LOOT_KINDS = ("trade", "culture", "resource", "coin", "tech")


def _points(where: str) -> int:
    return 2 if where == "city" else 1


def battle(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    win, winner = realm(ctx, args, "winner")
    lose, loser = realm(ctx, args, "loser")
    if args["at"] == "capital":
        return state.with_realm(win, replace(winner, captured_capital=True))
    for kind in args.get("loot", []):
        if kind == "trade":
            taken = min(LOOT["trade"], loser.trade)
            loser = replace(loser, trade=loser.trade - taken)
            winner = replace(winner, trade=min(winner.trade + taken, TRADE_MAX))
        elif kind == "culture":
            taken = min(LOOT["culture"], loser.culture)
            loser = replace(loser, culture=loser.culture - taken)
            winner = advance_culture(ctx, winner, taken)
        elif kind == "resource":
            res = args["resource"]
            loser = replace(loser, resources=add(loser.resources, res, -1))
            winner = replace(winner, resources=add(winner.resources, res, 1))
        elif kind == "coin":
            loser = replace(loser, coins=loser.coins - 1)
        elif kind == "tech":
            winner = replace(winner, techs=winner.techs + ((args["tech"], dict(loser.techs)[args["tech"]]),))
    return state.with_realm(win, winner).with_realm(lose, loser)


def check_battle(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    _, winner = realm(ctx, args, "winner")
    _, loser = realm(ctx, args, "loser")
    loot = list(args.get("loot", []))
    out: list[Violation] = []
    if args["winner"] == args["loser"]:
        return [rule("Battle", "a battle has two sides", "battle")]
    if args["at"] == "capital":
        return out
    points = _points(args["at"])
    spent = sum(2 if kind == "tech" else 1 for kind in loot)
    if spent > points:
        out.append(rule("Loot", f"{points} loot point(s): one each, a tech takes two (a city only)", "battle"))
    if "tech" in loot:
        tech = args.get("tech")
        if args["at"] != "city":
            out.append(rule("Loot", "a tech is loot only for taking a city", "battle"))
        if not tech or not loser.knows(tech):
            out.append(rule("Loot", "name a tech the loser has: tech=", "battle"))
        elif winner.knows(tech):
            out.append(rule("Loot", f"{args['winner']} knows {tech} already", "battle"))
        elif dict(loser.techs)[tech] not in pyramid(winner.levels())["can_research"]:
            out.append(rule("Pyramid", f"{tech} has no free place in {args['winner']}'s pyramid", "research"))
    if "coin" in loot and loser.coins < 1:
        out.append(rule("Loot", "coins on investment cards cannot be taken", "coins"))
    if "resource" in loot and (not args.get("resource") or get(loser.resources, args["resource"]) < 1):
        out.append(rule("Loot", f"{args['loser']} has no such resource", "battle"))
    return out


def hut(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    reward = args["reward"]
    if reward == "coin":
        mine = replace(mine, coins=mine.coins + 1)
    else:
        mine = replace(mine, resources=add(mine.resources, args.get("resource") or reward, 1))
    return game(ctx).with_realm(seat, mine)


def village(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    if args["won"]:
        return hut(ctx, args)
    # A lost fight against the barbarians costs the army that entered.
    return game(ctx).with_realm(seat, replace(mine, armies=max(mine.armies - 1, 0)))


def relic(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, mine = realm(ctx, args)
    if args["relic"] == "ark":
        mine = advance_culture(ctx, mine, 2)
    # The other relics' effects go through research (free tech) or coins.
    return game(ctx).with_realm(seat, mine)


ACTIONS = (
    ActionSpec(
        "battle",
        battle,
        fields=(
            Field("winner", "player", "who won"),
            Field("loser", "player", "who lost"),
            Field("at", "choice", "where: in the field, a city, or a capital", choices=PLACES),
            Field(
                "loot",
                "choices",
                "loot taken (1 point; 2 for a city; a tech costs 2)",
                required=False,
                choices=LOOT_KINDS,
            ),
            Field("resource", "str", "the resource taken", required=False),
            Field("tech", "str", "the tech learned (taking a city)", required=False),
        ),
        phases=("movement",),
        who="any",
        check=check_battle,
        help="Record a battle: the winner takes loot; taking a capital wins the game.",
        topic="battle",
    ),
    ActionSpec(
        "hut",
        hut,
        fields=(
            PLAYER,
            Field("reward", "choice", "what the hut held", choices=("coin", "resource")),
            Field("resource", "str", "which resource", required=False),
        ),
        phases=("movement",),
        who="any",
        help="A figure opened a hut (armies and scouts may; villages need an army and a battle).",
        topic="movement",
    ),
    ActionSpec(
        "village",
        village,
        fields=(
            PLAYER,
            Field("won", "bool", "the army beat the barbarians"),
            Field("reward", "choice", "what the village held", choices=("coin", "resource"), default="resource"),
            Field("resource", "str", "which resource", required=False),
        ),
        phases=("movement",),
        who="any",
        help="An army attacked a barbarian village: a win takes its reward, a loss the army.",
        topic="movement",
    ),
    ActionSpec(
        "relic",
        relic,
        fields=(PLAYER, Field("relic", "choice", "the relic found", choices=tuple(RELICS))),
        phases=("movement",),
        who="any",
        help="A figure reached a relic first (the Ark moves you 2 on the culture track).",
        topic="movement",
    ),
)
