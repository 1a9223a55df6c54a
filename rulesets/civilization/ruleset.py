"""Sid Meier's Civilization as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.fields import Field
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from rulesets.civilization import battles, management, research, trading, turn_start
from rulesets.civilization.calculators import CALCULATORS
from rulesets.civilization.common import game, suggest
from rulesets.civilization.data import CIVILIZATIONS, COINS_TO_WIN, TECH_TO_WIN_LEVEL, TRADE_MAX
from rulesets.civilization.formulas import pyramid
from rulesets.civilization.state import City, Realm, State

SPACE_FLIGHT = "space-flight"


class Civilization(Ruleset):
    """Civilization for 2 to 5 players (the W&W combat system)."""

    id = "civilization"
    name = "Sid Meier's Civilization"
    version = "1"
    min_players = 2
    max_players = 5
    factions = tuple(CIVILIZATIONS)
    # The rules text gives no positions on the culture track: these are
    # session options, to be set to the printed board (see "decisions").
    options = (
        Field("culture_spaces", "int", "last space of the culture track (culture victory)", default=21, min=5, max=60),
        Field("event_lines", "ints", "event lines: crossing one draws a culture event", default=[3, 6, 9, 12, 15, 18]),
        Field("person_spaces", "ints", "great-person spaces", default=[2, 5, 8, 11, 14, 17, 20]),
    )
    phases = (
        PhaseSpec(
            "start",
            "Start of turn",
            topic="start",
            guide="The start player has passed left. In turn: found cities from settlers, metropolises, "
            "governments (Anarchy first) and policies.",
        ),
        PhaseSpec(
            "trade",
            "Trade",
            order="all",
            topic="trade",
            guide="Everyone collects trade (27 at most); then trade freely.",
        ),
        PhaseSpec(
            "city",
            "City management",
            topic="city",
            guide="In turn, each city does one thing: build, devote to the arts, or harvest a resource.",
        ),
        PhaseSpec(
            "movement",
            "Movement and battles",
            topic="movement",
            guide="In turn, move figures and fight; record results and loot.",
        ),
        PhaseSpec("research", "Research", order="all", topic="research", guide="Each player may research one tech."),
    )
    actions = tuple(
        replace(spec, suggest=suggest)
        for spec in turn_start.ACTIONS + trading.ACTIONS + management.ACTIONS + battles.ACTIONS + research.ACTIONS
    )
    calculators = CALCULATORS
    package = "rulesets.civilization"

    def setup(self, ctx: Context) -> State:
        realms = []
        for player in ctx.players:
            start_tech = CIVILIZATIONS.get(player.faction)
            techs = ((start_tech, 1),) if start_tech else ()
            capital = City(f"{player.faction.capitalize()} capital", capital=True)
            realms.append(Realm(techs=techs, cities=(capital,)))
        return State(tuple(realms))

    def start_player(self, ctx: Context) -> int:
        # The start player token passes clockwise every round.
        if ctx.position.round <= 1:
            return 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        if ctx.position.round != previous.round and previous.round > 0:
            state = management.new_round(turn_start.end_anarchy(state))
        if ctx.phase == "movement":
            state = management.discard_excess(state)
        return state

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        end = ctx.options.get("culture_spaces", 21)
        out = []
        for seat, player in enumerate(ctx.players):
            mine = state.realms[seat]
            top = max(mine.levels(), default=0)
            space = mine.knows(SPACE_FLIGHT)
            out += [
                VictoryProgress(player.name, "technology", "Technology", top, TECH_TO_WIN_LEVEL, space),
                VictoryProgress(player.name, "culture", "Culture", mine.culture, end, mine.culture >= end),
                VictoryProgress(
                    player.name, "economy", "Economy", mine.all_coins, COINS_TO_WIN, mine.all_coins >= COINS_TO_WIN
                ),
                VictoryProgress(
                    player.name, "military", "Military", int(mine.captured_capital), 1, mine.captured_capital
                ),
            ]
        return out

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        mine = game(ctx).realms[player]
        return {
            "trade": mine.trade,
            "coins": mine.coins,
            "investments": mine.investments,
            "government": mine.government,
            "policy": mine.policy,
            "techs": [f"{name} ({level})" for name, level in mine.techs],
            "culture": mine.culture,
            "events": f"{mine.events}/{mine.hand_limit}",
            "persons": list(mine.persons),
            "resources": dict(mine.resources),
            "cities": [c.name + (" (metropolis)" if c.metropolis else "") for c in mine.cities],
            "figures": {"armies": mine.armies, "scouts": mine.scouts, "settlers": mine.settlers},
            "forces": dict(mine.forces),
            "upgrades": dict(mine.upgrades),
        }

    def places(self, ctx: Context) -> list[Place]:
        state = game(ctx)
        out = []
        for seat, player in enumerate(ctx.players):
            for city in state.realms[seat].cities:
                parts = [*city.buildings, *(f"{w}{' (obsolete)' if w in state.obsolete else ''}" for w in city.wonders)]
                if city.walls:
                    parts.append("walls")
                tags: tuple[str, ...] = ("capital",) if city.capital else ()
                tags += ("metropolis",) if city.metropolis else ()
                out.append(Place(city.name, city.name, "city", player.faction, ", ".join(parts), tags))
        return out

    def views(self, ctx: Context) -> Sequence[View]:
        state = game(ctx)
        names = [p.name for p in ctx.players]
        dials = tuple((f"{n} trade {r.trade}", r.trade / TRADE_MAX) for n, r in zip(names, state.realms, strict=True))
        coins = tuple(
            (f"{n} coins {r.all_coins}", min(r.all_coins / COINS_TO_WIN, 1.0))
            for n, r in zip(names, state.realms, strict=True)
        )
        end = ctx.options.get("culture_spaces", 21)
        track = tuple((n, r.culture, end) for n, r in zip(names, state.realms, strict=True))
        pyramids = []
        for name, mine in zip(names, state.realms, strict=True):
            can = pyramid(mine.levels())["can_research"]
            rows = tuple(
                (level, tuple(t for t, lvl in mine.techs if lvl == level), level in can) for level in range(5, 0, -1)
            )
            pyramids.append(View(f"Tech pyramid — {name}", "pyramid", rows=rows))
        lines = ", ".join(map(str, ctx.options.get("event_lines", [])))
        persons = ", ".join(map(str, ctx.options.get("person_spaces", [])))
        distances = tuple(
            (
                n,
                f"{max(r.levels(), default=0)}/5",
                f"{end - r.culture} to go",
                f"{max(COINS_TO_WIN - r.all_coins, 0)} coins",
                "capital taken" if r.captured_capital else "-",
            )
            for n, r in zip(names, state.realms, strict=True)
        )
        return [
            View("Victory distances", "table", ("player", "tech", "culture", "economy", "military"), distances),
            View("Trade dials", "bars", rows=dials),
            View("Coins (15 wins)", "bars", rows=coins),
            View("Culture track", "track", rows=track, note=f"event lines after {lines}; great persons at {persons}"),
            *pyramids,
        ]

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        if event_type == "research":
            return f"{args['player']} researches {args['tech']} (level {args['level']})"
        return super().describe(event_type, args)
