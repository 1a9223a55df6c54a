"""Research: at most one tech a round, the pyramid rule, leftover trade, obsolescence, upgrades."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add
from engine.fields import Field
from engine.state import Context
from rulesets.civilization.common import PLAYER, game, realm
from rulesets.civilization.data import UNIT_TYPES
from rulesets.civilization.formulas import pyramid
from rulesets.civilization.formulas import research as research_cost
from rulesets.civilization.state import State


def research(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat, mine = realm(ctx, args)
    if not args.get("free"):
        result = research_cost(mine.trade, mine.all_coins, args["level"])
        mine = replace(mine, trade=result["trade_kept"])
    mine = replace(mine, techs=mine.techs + ((args["tech"], args["level"]),), researched=ctx.position.round)
    if args.get("movement"):
        mine = replace(mine, movement=max(mine.movement, args["movement"]))
    if args.get("upgrade"):
        mine = replace(mine, upgrades=add(mine.upgrades, args["upgrade"], 1))
    state = state.with_realm(seat, mine)
    if args.get("obsoletes"):
        state = replace(state, obsolete=state.obsolete | {args["obsoletes"]})
    return state


def check_research(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    _, mine = realm(ctx, args)
    out = []
    if mine.knows(args["tech"]):
        return [rule("Research", f"{args['player']} knows {args['tech']} already", "research")]
    if mine.researched == ctx.position.round and not args.get("free"):
        out.append(rule("One tech", "at most one tech a round", "research"))
    if not args.get("free"):
        cost = research_cost(mine.trade, mine.all_coins, args["level"])
        if not cost["affordable"]:
            out.append(
                rule(
                    "Research cost",
                    f"level {args['level']} costs {cost['cost']} trade; {mine.trade} on the dial",
                    "research",
                )
            )
    if args["level"] not in pyramid(mine.levels())["can_research"]:
        out.append(
            rule(
                "Pyramid",
                f"a level {args['level']} tech needs two level {args['level'] - 1} techs free under it",
                "research",
            )
        )
    if args.get("obsoletes"):
        wonder = args["obsoletes"]
        if wonder in state.obsolete:
            out.append(rule("Obsolescence", f"{wonder} is obsolete already", "wonders"))
    return out


ACTIONS = (
    ActionSpec(
        "research",
        research,
        fields=(
            PLAYER,
            Field("tech", "str", "the tech (e.g. irrigation, space-flight)"),
            Field("level", "int", "its level", min=1, max=5),
            Field("obsoletes", "str", "the one wonder this tech makes obsolete (crossed-wonder icon)", required=False),
            Field("movement", "int", "the tech's movement (navigation icon)", required=False, min=2, max=8),
            Field("upgrade", "choice", "unit type upgraded by the tech", required=False, choices=UNIT_TYPES),
            Field("free", "bool", "a free tech (Atlantis, loot): no trade paid", required=False),
        ),
        phases=("research",),
        who="any",
        check=check_research,
        help="Research one tech: pay its level's cost; afterwards keep one trade per coin.",
        topic="research",
    ),
)
