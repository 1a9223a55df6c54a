"""Market Day's rules: harvest (everyone), market (clockwise, two steps), duel (chosen).

Every engine feature has a use here: variants, options, factions, the three
turn orders, steps, rule checks with explanations, dice fields, victory
progress, trackers and calculators; components in the ledger (coins in the
bank and purses, each player's houses and towers, a yard's room for three
houses), a catalogue with forgiving names (buildings), who acts (the step
names who harvests next; the actor's own field), outcome sentences, and a
turn that passes by itself once the duel is fought.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from engine.actions import ActionSpec, Violation
from engine.battle import Battle
from engine.events import Event
from engine.fields import Field
from engine.kits import Kit, KitField, KitSchema, KitSection
from engine.ledger import Cap, Component
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context, Player
from engine.views import Place, View
from tests.fixture_game.calculators import CALCULATORS, COSTS, POINTS, duel_result

TOWERS_TO_WIN = 3
COINS = 40
HOUSES = 4
TOWERS = 3
YARD_ROOM = 3


def _stalls_both_ways(kit: Kit) -> list[tuple[str, str]]:
    # A border is printed once but borders two stalls: each must list the other.
    out = []
    for stall in kit.entries("stalls"):
        for other in kit.known("stalls", stall["id"], "neighbours") or ():
            back = kit.known("stalls", other, "neighbours")
            if back is not None and stall["id"] not in back:
                out.append((f"stalls.{stall['id']}.neighbours", f"{other} does not list {stall['id']} back"))
    return out


KIT = KitSchema(
    (
        KitSection(
            "buildings",
            "what can be built",
            (
                KitField("cost", "int", "coins it costs", min=1, max=9),
                KitField("points", "int", "points it scores", min=0, max=9),
            ),
        ),
        KitSection(
            "stalls",
            "the market's stalls",
            (
                KitField("goods", "strs", "goods sold there", choices=("fish", "bread", "wine")),
                KitField("neighbours", "refs", "stalls beside it", ref="stalls"),
            ),
        ),
    ),
    _stalls_both_ways,
)


def cost(ctx: Context, item: str) -> int:
    """What a building costs: the kit's printed price (the rules' numbers when the kit lacks it)."""
    known = ctx.kit.known("buildings", item, "cost")
    return int(known) if isinstance(known, int) else COSTS[item]


@dataclass(frozen=True)
class State:
    """What is not a component: points, who harvested this round, duels fought.

    Attributes:
        dueled: Who challenged someone this round, in order (one duel a turn).
        challenged: Whom each of those duels challenged, in the same order: the square remembers who fought
            whom whoever won (a duel the attacker wins scores for them alone, and the opponent typed would
            otherwise leave no trace, as if any other had been named).
    """

    points: tuple[int, ...]
    harvested: tuple[int, ...] = ()
    duels: int = 0
    dueled: tuple[int, ...] = ()
    challenged: tuple[int, ...] = ()


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return values[:index] + (value,) + values[index + 1 :]


def _me(ctx: Context) -> int:
    assert ctx.actor is not None, "Market Day's actions always have an actor"
    return ctx.actor


def coins(ctx: Context, seat: int) -> int:
    """Coins in a player's purse."""
    return ctx.count(ctx.own("purse", seat), "coin")


# -- harvest -------------------------------------------------------------------


def not_harvested(ctx: Context) -> list[int]:
    """Seats still to harvest, in seating order: the step names them."""
    return [i for i in range(len(ctx.players)) if i not in ctx.game.harvested]


def harvest(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    who = _me(ctx)
    ctx.move("coin", 4 if "double-harvest" in ctx.variants else 2, "bank", ctx.own("purse", who))
    return replace(state, harvested=state.harvested + (who,))


def check_harvest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = _me(ctx)
    if who in ctx.game.harvested:
        return [Violation("One harvest", f"{ctx.players[who].name} has already harvested this round", "harvest")]
    return []


# -- market --------------------------------------------------------------------


def buy(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    who = _me(ctx)
    item = args["item"]
    ctx.move("coin", cost(ctx, item), ctx.own("purse", who), "bank")
    ctx.move(ctx.piece(item, who), 1, ctx.own("supply", who), ctx.own("yard", who))
    return replace(state, points=_set(state.points, who, state.points[who] + POINTS[item]))


def check_buy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = _me(ctx)
    price = cost(ctx, args["item"])
    have = coins(ctx, who)
    out = []
    if have < price:
        out.append(
            Violation("Cost", f"a {args['item']} costs {price} coins; {ctx.players[who].name} has {have}", "market")
        )
    if ctx.phase == "market" and ctx.step != "build":
        out.append(Violation("Build step", "buildings are bought in the build step", "market"))
    return out


def give(ctx: Context, args: Mapping[str, Any]) -> State:
    giver = _me(ctx)
    taker = ctx.player_index(args["to"])
    ctx.move("coin", args["amount"], ctx.own("purse", giver), ctx.own("purse", taker))
    state: State = ctx.game
    return state


def check_give(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if ctx.player_index(args["to"]) == _me(ctx):
        return [Violation("Trade", "a player cannot give coins to themselves", "market")]
    return []


def tithe(ctx: Context, args: Mapping[str, Any]) -> State:
    ctx.move("coin", args["amount"], ctx.own("purse", _me(ctx)), "bank")
    state: State = ctx.game
    return state


# -- duel ----------------------------------------------------------------------


def duel(ctx: Context, args: Mapping[str, Any]) -> State:
    state: State = ctx.game
    attacker = _me(ctx)
    defender = ctx.player_index(args["opponent"])
    winner = attacker if duel_result(args["attack"], args["defend"])["winner"] == "attacker" else defender
    return replace(
        state,
        points=_set(state.points, winner, state.points[winner] + 1),
        duels=state.duels + 1,
        dueled=state.dueled + (attacker,),
        challenged=state.challenged + (defender,),
    )


def check_duel(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    out = []
    if ctx.player_index(args["opponent"]) == ctx.actor:
        out.append(Violation("Duel", "nobody duels themselves", "duel"))
    if ctx.actor in ctx.game.dueled:
        out.append(Violation("Duel", "one duel a turn", "duel"))
    return out


def duel_odds(attack: int, defend: int) -> float:
    """The attacker's chance of winning a duel with ``attack`` dice against ``defend`` (exact, all faces)."""
    from itertools import product

    faces = range(1, 7)
    rolls = [(a, d) for a in product(faces, repeat=attack) for d in product(faces, repeat=defend)]
    return float(sum(duel_result(a, d)["winner"] == "attacker" for a, d in rolls) / len(rolls))


def duel_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    attacker = before.players[_me(before)].name
    won = after.game.points[_me(before)] > before.game.points[_me(before)]
    winner, loser = (attacker, args["opponent"]) if won else (args["opponent"], attacker)
    return [f"{winner} wins the duel against {loser}: {max(args['attack'])} against {max(args['defend'])}."]


class MarketDay(Ruleset):
    """Market Day."""

    id = "market-day"
    name = "Market Day (test fixture)"
    version = "2"
    min_players = 2
    max_players = 4
    factions: tuple[str, ...] = ("red", "blue", "green", "yellow")
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
            who=not_harvested,
            actor="player",
            check=check_harvest,
            help="Take this round's coins.",
            topic="harvest",
            text="{actor} harvests",
        ),
        ActionSpec(
            "buy",
            buy,
            fields=(Field("item", "ref", "what to build", catalogue="building"),),
            phases=("market",),
            check=check_buy,
            help="Build a house (3 coins, 1 point) or a tower (5 coins, 3 points).",
            topic="market",
            text="{actor} builds a {item}",
        ),
        ActionSpec(
            "give",
            give,
            fields=(Field("to", "player", "who receives"), Field("amount", "int", "coins", min=1, max=99)),
            phases=("market",),
            check=check_give,
            help="Give coins to another player.",
            topic="market",
            text="{actor} gives {amount} coins to {to}",
        ),
        ActionSpec(
            "tithe",
            tithe,
            fields=(Field("amount", "int", "coins", min=1, max=99),),
            phases=("market",),
            help="Give coins back to the bank.",
            topic="market",
            text="{actor} gives {amount} coins to the bank",
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
            text="{actor} duels {opponent}",
            outcome=duel_outcome,
        ),
    )
    calculators = CALCULATORS
    package = "tests.fixture_game"
    caps = (Cap("house", "yard", YARD_ROOM, "Yard", "market"),)
    kit_schema = KIT
    # The story: the harvest is income (coins given back or bought with in the market are not); a duel is a battle.
    income_kinds = ("coin",)
    income_phases = ("harvest",)
    battle_actions = ("duel",)

    def battle(self, before: Context, after: Context, event: Event) -> Battle:
        attacker = before.players[_me(before)].name
        args = event.args
        chance = duel_odds(len(args["attack"]), len(args["defend"]))
        won = after.game.points[_me(before)] > before.game.points[_me(before)]
        winner = attacker if won else args["opponent"]
        result = f"{winner} won, {max(args['attack'])} against {max(args['defend'])}"
        return Battle("the square", (attacker, args["opponent"]), f"{attacker} wins {chance:.0%}", result, winner)

    def components(self, players: Sequence[Player]) -> list[Component]:
        owners = tuple(p.faction for p in players)
        return [
            Component("coin", "coin", count=COINS, group="coin"),
            Component("house", "house", count=HOUSES, owners=owners, group="piece"),
            Component("tower", "tower", count=TOWERS, owners=owners, group="piece"),
        ]

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        if name == "building":
            return ctx.kit.catalogue("buildings", "building")
        return super().catalogue(ctx, name)

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        sort, _, faction = holder.partition(":")
        for player in players:
            if player.faction == faction:
                return f"{player.name}'s {sort}"
        return None

    def setup(self, ctx: Context) -> State:
        for seat in range(len(ctx.players)):
            ctx.move("coin", 1, "box", ctx.own("purse", seat))
            ctx.move(ctx.piece("house", seat), HOUSES, "box", ctx.own("supply", seat))
            ctx.move(ctx.piece("tower", seat), TOWERS, "box", ctx.own("supply", seat))
        ctx.move("coin", COINS - len(ctx.players), "box", "bank")
        return State(points=(0,) * len(ctx.players))

    def start_player(self, ctx: Context) -> int:
        # The start player passes clockwise every round.
        if ctx.position.round == 1:
            return 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state: State = ctx.game
        if ctx.position.round != previous.round:
            return replace(state, harvested=(), dueled=(), challenged=())
        return state

    def chooser(self, ctx: Context) -> int | None:
        # The leader (most points; the earliest seat on a tie) picks who duels next.
        points: tuple[int, ...] = ctx.game.points
        return points.index(max(points))

    def turn_done(self, ctx: Context) -> bool:
        # One duel a turn: once fought, the turn holder has nothing left to decide.
        return ctx.phase == "duel" and ctx.position.turn in ctx.game.dueled

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        if ctx.phase != "harvest":
            return []
        missing = [p.name for i, p in enumerate(ctx.players) if i not in ctx.game.harvested]
        if missing:
            return [Violation("Harvest", f"{', '.join(missing)} still to harvest", "harvest")]
        return []

    def pending(self, ctx: Context) -> list[str]:
        if ctx.phase == "harvest" and not_harvested(ctx):
            return [f"{ctx.players[not_harvested(ctx)[0]].name} harvests next."]
        return []

    def won(self, ctx: Context) -> tuple[int, ...]:
        # Asked after every change: the same answer as the progress bars give, without building them.
        target = ctx.options.get("target", 10)
        points: tuple[int, ...] = ctx.game.points
        return tuple(
            i
            for i in range(len(ctx.players))
            if points[i] >= target or ctx.count(ctx.own("yard", i), ctx.piece("tower", i)) >= TOWERS_TO_WIN
        )

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        target = ctx.options.get("target", 10)
        state: State = ctx.game
        out = []
        for i, player in enumerate(ctx.players):
            towers = ctx.count(ctx.own("yard", i), ctx.piece("tower", i))
            out.append(
                VictoryProgress(player.name, "points", "Points", state.points[i], target, state.points[i] >= target)
            )
            out.append(VictoryProgress(player.name, "towers", "Towers", towers, TOWERS_TO_WIN, towers >= TOWERS_TO_WIN))
        return out

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        state: State = ctx.game
        yard = ctx.own("yard", player)
        return {
            "coins": coins(ctx, player),
            "points": state.points[player],
            "houses": ctx.count(yard, ctx.piece("house", player)),
            "towers": ctx.count(yard, ctx.piece("tower", player)),
        }

    def places(self, ctx: Context) -> list[Place]:
        out = []
        for i, p in enumerate(ctx.players):
            yard = ctx.own("yard", i)
            houses = ctx.count(yard, ctx.piece("house", i))
            towers = ctx.count(yard, ctx.piece("tower", i))
            out.append(
                Place(
                    p.name.lower(), f"{p.name}'s yard", "yard", p.faction, f"{houses} houses, {towers} towers", (), yard
                )
            )
        return out

    def views(self, ctx: Context) -> list[View]:
        state: State = ctx.game
        rows = tuple((p.name, coins(ctx, i), state.points[i]) for i, p in enumerate(ctx.players))
        return [View("Purse", "table", ("player", "coins", "points"), rows)]
