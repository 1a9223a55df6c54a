"""Catan: Struggle for Rome as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from rulesets.struggle_for_rome import building, rolling, tribes
from rulesets.struggle_for_rome.calculators import CALCULATORS
from rulesets.struggle_for_rome.common import game, suggest
from rulesets.struggle_for_rome.data import COLOURS, RULES, START, VICTORY
from rulesets.struggle_for_rome.scoring import gold_value, heir, points, scourges, terror
from rulesets.struggle_for_rome.state import TRIBES, Player, State

TERROR = "terror-of-the-legions"


class StruggleForRome(Ruleset):
    """Struggle for Rome for 3 or 4 players. Seat the start player (highest roll) first."""

    id = "struggle-for-rome"
    name = "Catan: Struggle for Rome"
    version = "1"
    min_players = 3
    max_players = 4
    factions = COLOURS
    variants = (Variant(TERROR, "Terror of the Legions: eagle cities score, and the game goes to 11"),)
    phases = (
        PhaseSpec(
            "roll",
            "Resource roll",
            order="all",
            topic="roll",
            guide="The start player rolls until four different numbers are covered; after each roll everyone "
            "takes their resources (round 1: also record your starting pasture card).",
        ),
        PhaseSpec("build", "Trade and build", topic="build", guide="In turn: trade, build, one action card."),
        PhaseSpec(
            "cavalry", "Cavalry tribes", topic="tribes", guide="In turn: move, plunder or conquer, or take 2 gold."
        ),
        PhaseSpec(
            "infantry", "Infantry tribes", topic="tribes", guide="In turn: move, plunder or conquer, or take 2 gold."
        ),
    )
    actions = tuple(replace(spec, suggest=suggest) for spec in rolling.ACTIONS + building.ACTIONS + tribes.ACTIONS)
    calculators = CALCULATORS
    package = "rulesets.struggle_for_rome"

    def setup(self, ctx: Context) -> State:
        start = Player(resources=(("grain", START["grain"]),), gold=START["gold"])
        return State(tuple(start for _ in ctx.players))

    def start_player(self, ctx: Context) -> int:
        # The dice pass to the left every round.
        if ctx.position.round <= 1:
            return 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        target = VICTORY["target_terror"] if TERROR in ctx.variants else VICTORY["target"]
        reached = any(points(state, s, TERROR in ctx.variants) >= target for s in range(len(state.players)))
        if reached and state.last_round is None:
            state = replace(state, last_round=previous.round if previous.round else ctx.position.round)
        if ctx.position.round != previous.round and previous.round > 0:
            if state.last_round is not None:
                return replace(state, over=True)
            fresh = tuple(replace(p, played=(), did=(), joker=False) for p in state.players)
            state = replace(state, players=fresh, rose=(), robber=False)
        if ctx.phase == "build":
            state = replace(state, players=tuple(replace(p, joker=False) for p in state.players))
        return state

    def phase_may_end(self, ctx: Context) -> list[Any]:
        state = game(ctx)
        from engine.actions import rule

        if ctx.phase == "roll" and len(state.rose) < RULES["rose_numbers"]:
            return [rule("Compass rose", f"{len(state.rose)} of 4 numbers covered: keep rolling", "roll")]
        if state.robber:
            return [rule("Legionary", "move the legionary for the 7", "roll")]
        return []

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        terror_on = TERROR in ctx.variants
        target = VICTORY["target_terror"] if terror_on else VICTORY["target"]
        scores = [(points(state, s, terror_on), gold_value(p)) for s, p in enumerate(state.players)]
        best = max(scores) if scores else (0, 0)
        return [
            VictoryProgress(
                player.name, "points", "Victory points", scores[s][0], target, state.over and scores[s] == best
            )
            for s, player in enumerate(ctx.players)
        ]

    def trackers(self, ctx: Context, seat: int) -> dict[str, Any]:
        state = game(ctx)
        player = state.players[seat]
        tribes_info = {}
        for kind in TRIBES:
            tribe = player.tribe(kind)
            tribes_info[kind] = {
                "figures": tribe.figures,
                "wagons": tribe.wagons,
                "tiles": dict(tribe.tiles),
                "cities": len(tribe.cities),
            }
        return {
            "vp": points(state, seat, TERROR in ctx.variants),
            "gold": player.gold,
            "resources": dict(player.resources),
            "cards": dict(player.cards),
            "diplomats": player.diplomats,
            "treasures": player.treasures,
            "cavalry": tribes_info["cavalry"],
            "infantry": tribes_info["infantry"],
        }

    def places(self, ctx: Context) -> list[Place]:
        state = game(ctx)
        out = []
        for city in state.cities:
            owner = None if city.owner is None else ctx.players[city.owner].faction
            summary = f"{city.towers} towers, {city.province}" + (", tile" if city.tile and owner is None else "")
            tags = tuple(t for t, on in (("eagle", city.eagle), ("neutral", city.neutral)) if on)
            out.append(Place(city.id, city.name, "city", owner, summary, tags))
        return out

    def views(self, ctx: Context) -> Sequence[View]:
        state = game(ctx)
        names = [p.name for p in ctx.players]
        terror_on = TERROR in ctx.variants
        target = VICTORY["target_terror"] if terror_on else VICTORY["target"]
        rose = ", ".join(map(str, state.rose)) or "none yet"
        specials = [
            ("Diplomacy", names[state.diplomacy] if state.diplomacy is not None else "-"),
            (
                "Scourge of Rome",
                ", ".join(f"{n} x{scourges(p)}" for n, p in zip(names, state.players, strict=True) if scourges(p))
                or "-",
            ),
            ("Heir of Rome", ", ".join(n for n, p in zip(names, state.players, strict=True) if heir(p)) or "-"),
        ]
        if terror_on:
            specials.append(
                (
                    "Terror of the Legions",
                    ", ".join(f"{n} x{terror(state, s)}" for s, n in enumerate(names) if terror(state, s)) or "-",
                )
            )
        race = tuple(
            (f"{n} {points(state, s, terror_on)} VP", min(points(state, s, terror_on) / target, 1.0))
            for s, n in enumerate(names)
        )
        out = [
            View(
                "Compass rose",
                "lines",
                rows=((f"covered: {rose}" + (" — move the legionary!" if state.robber else ""),),),
            ),
            View("Victory race", "bars", rows=race, note="last round!" if state.last_round is not None else ""),
            View("Special cards", "table", ("card", "held by"), tuple(specials)),
        ]
        return out

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        if event_type == "roll-resources":
            return f"rolls {sum(args['dice'])}"
        return super().describe(event_type, args)
