"""Market Day's rules: harvest (everyone), market (clockwise, two steps), duel (chosen).

Every engine feature has a use here: variants, options, factions, the three
turn orders, steps, rule checks with explanations, dice fields, victory
progress, trackers and calculators.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.fields import Field
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from tests.fixture_game.calculators import CALCULATORS, COSTS, POINTS, duel_result

TOWERS_TO_WIN = 3


@dataclass(frozen=True)
class State:
    """Per-player tuples, indexed by seat."""

    coins: tuple[int, ...]
    points: tuple[int, ...]
    houses: tuple[int, ...]
    towers: tuple[int, ...]
    harvested: tuple[int, ...] = ()
    duels: int = 0


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _who(ctx: Context, args: Mapping[str, Any]) -> int:
    player = args.get("player")
    if player is not None:
        return ctx.player_index(player)
    assert ctx.actor is not None
    return ctx.actor


# -- harvest -------------------------------------------------------------------


def harvest(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    who = _who(ctx, args)
    gain = 4 if "double-harvest" in ctx.variants else 2
    return replace(state, coins=_set(state.coins, who, state.coins[who] + gain), harvested=state.harvested + (who,))


def check_harvest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = _who(ctx, args)
    if who in ctx.game.harvested:
        return [Violation("One harvest", f"{ctx.players[who].name} has already harvested this round", "harvest")]
    return []


# -- market --------------------------------------------------------------------


def buy(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    who = _who(ctx, args)
    item = args["item"]
    state = replace(
        state,
        coins=_set(state.coins, who, state.coins[who] - COSTS[item]),
        points=_set(state.points, who, state.points[who] + POINTS[item]),
    )
    if item == "house":
        return replace(state, houses=_set(state.houses, who, state.houses[who] + 1))
    return replace(state, towers=_set(state.towers, who, state.towers[who] + 1))


def check_buy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = _who(ctx, args)
    cost = COSTS[args["item"]]
    have = ctx.game.coins[who]
    out = []
    if have < cost:
        out.append(
            Violation("Cost", f"a {args['item']} costs {cost} coins; {ctx.players[who].name} has {have}", "market")
        )
    if ctx.phase == "market" and ctx.step != "build":
        out.append(Violation("Build step", "buildings are bought in the build step", "market"))
    return out


def give(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    giver = _who(ctx, {})
    taker = ctx.player_index(args["to"])
    amount = args["amount"]
    coins = _set(state.coins, giver, state.coins[giver] - amount)
    return replace(state, coins=_set(coins, taker, coins[taker] + amount))


def check_give(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    giver = _who(ctx, {})
    out = []
    if ctx.player_index(args["to"]) == giver:
        out.append(Violation("Trade", "a player cannot give coins to themselves", "market"))
    if ctx.game.coins[giver] < args["amount"]:
        out.append(Violation("Trade", f"{ctx.players[giver].name} has only {ctx.game.coins[giver]} coins", "market"))
    return out


# -- duel ----------------------------------------------------------------------


def duel(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    attacker = _who(ctx, {})
    defender = ctx.player_index(args["opponent"])
    winner = attacker if duel_result(args["attack"], args["defend"])["winner"] == "attacker" else defender
    return replace(state, points=_set(state.points, winner, state.points[winner] + 1), duels=state.duels + 1)


def check_duel(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if ctx.player_index(args["opponent"]) == ctx.actor:
        return [Violation("Duel", "nobody duels themselves", "duel")]
    return []


class MarketDay(Ruleset):
    """Market Day."""

    id = "market-day"
    name = "Market Day (test fixture)"
    version = "1"
    min_players = 2
    max_players = 4
    factions = ("red", "blue", "green", "yellow")
    variants = (Variant("double-harvest", "harvest gives 4 coins instead of 2"),)
    options = (Field("target", "int", "points that win", default=10, min=3, max=30),)
    phases = (
        PhaseSpec("harvest", "Harvest", order="all", topic="harvest", guide="Everyone takes their harvest."),
        PhaseSpec("market", "Market", steps=("trade", "build"), topic="market", guide="Trade, then build, in turn."),
        PhaseSpec("duel", "Duel", order="chosen", topic="duel", guide="The leader picks who duels next."),
    )
    actions = (
        ActionSpec(
            "harvest",
            harvest,
            fields=(Field("player", "player", "who harvests"),),
            phases=("harvest",),
            who="any",
            check=check_harvest,
            help="Take this round's coins.",
            topic="harvest",
        ),
        ActionSpec(
            "buy",
            buy,
            fields=(Field("item", "choice", "what to build", choices=("house", "tower")),),
            phases=("market",),
            check=check_buy,
            help="Build a house (3 coins, 1 point) or a tower (5 coins, 3 points).",
            topic="market",
        ),
        ActionSpec(
            "give",
            give,
            fields=(Field("to", "player", "who receives"), Field("amount", "int", "coins", min=1, max=99)),
            phases=("market",),
            check=check_give,
            help="Give coins to another player.",
            topic="market",
        ),
        ActionSpec(
            "duel",
            duel,
            fields=(
                Field("opponent", "player", "who is challenged"),
                Field("attack", "dice", "attacker's dice", min=1, max=3),
                Field("defend", "dice", "defender's dice", min=1, max=2),
            ),
            phases=("duel",),
            check=check_duel,
            help="Challenge a player: highest die wins a point, ties to the defender.",
            topic="duel",
        ),
    )
    calculators = CALCULATORS
    package = "tests.fixture_game"

    def setup(self, ctx: Context) -> State:
        zeros = (0,) * len(ctx.players)
        return State(coins=(1,) * len(ctx.players), points=zeros, houses=zeros, towers=zeros)

    def start_player(self, ctx: Context) -> int:
        # The start player passes clockwise every round.
        if ctx.position.round == 1:
            return 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state: State = ctx.game
        if ctx.position.round != previous.round:
            return replace(state, harvested=())
        return state

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        if ctx.phase != "harvest":
            return []
        missing = [p.name for i, p in enumerate(ctx.players) if i not in ctx.game.harvested]
        if missing:
            return [Violation("Harvest", f"{', '.join(missing)} still to harvest", "harvest")]
        return []

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        target = ctx.options.get("target", 10)
        state: State = ctx.game
        out = []
        for i, player in enumerate(ctx.players):
            out.append(
                VictoryProgress(player.name, "points", "Points", state.points[i], target, state.points[i] >= target)
            )
            out.append(
                VictoryProgress(
                    player.name, "towers", "Towers", state.towers[i], TOWERS_TO_WIN, state.towers[i] >= TOWERS_TO_WIN
                )
            )
        return out

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        state: State = ctx.game
        return {
            "coins": state.coins[player],
            "points": state.points[player],
            "houses": state.houses[player],
            "towers": state.towers[player],
        }

    def places(self, ctx: Context) -> list[Place]:
        state: State = ctx.game
        return [
            Place(
                p.name.lower(),
                f"{p.name}'s yard",
                "yard",
                p.faction,
                f"{state.houses[i]} houses, {state.towers[i]} towers",
            )
            for i, p in enumerate(ctx.players)
        ]

    def views(self, ctx: Context) -> list[View]:
        state: State = ctx.game
        rows = tuple((p.name, state.coins[i], state.points[i]) for i, p in enumerate(ctx.players))
        return [View("Purse", "table", ("player", "coins", "points"), rows)]

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        if event_type == "duel":
            return f"duels {args['opponent']}: {args['attack']} vs {args['defend']}"
        return super().describe(event_type, args)
