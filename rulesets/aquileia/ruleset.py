"""Aquileia as a Tabula ruleset: six rounds of placement then the six areas in order."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.counts import get
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from rulesets.aquileia import contests, forum, mercatus, placement, portus, theatrum
from rulesets.aquileia.calculators import CALCULATORS
from rulesets.aquileia.common import SPACES, game, suggest
from rulesets.aquileia.data import BANK_PER_METAL, COLOURS, FACTIONS, METALS, ROUNDS, START
from rulesets.aquileia.formulas import villa_score
from rulesets.aquileia.state import Patrician, State


def final_score(person: Patrician) -> dict[str, Any]:
    """Stadium point laurels plus villas times laurels of their colour (best theatre choices)."""
    villas = [(b.colour, b.value) for b in person.buildings if b.kind == "villa"]
    colours = [lau for lau in person.laurels if lau in COLOURS]
    points = sum(int(lau.split(":")[1]) for lau in person.laurels if lau.startswith("points:"))
    return villa_score(villas, [*colours, *person.theatre], points)


class Aquileia(Ruleset):
    """Aquileia for 3 to 5 players, six rounds."""

    id = "aquileia"
    name = "Aquileia"
    version = "1"
    min_players = 3
    max_players = 5
    factions = FACTIONS
    phases = (
        PhaseSpec(
            "placement",
            "Placement",
            order="all",
            topic="placement",
            guide="In turn order, one item each: a servant on a free space or the tie marker; pass to stop.",
        ),
        PhaseSpec(
            "mercatus",
            "I Mercatus",
            order="all",
            topic="mercatus",
            guide="Dolus, Pecunia, Equi et Arma, Servi, Potentia.",
        ),
        PhaseSpec(
            "arena", "II Arena", order="all", topic="arena", guide="Each gladiator rolls and plays cards; then prizes."
        ),
        PhaseSpec(
            "stadium",
            "III Stadium",
            order="all",
            topic="stadium",
            guide="Each chariot rolls and plays horses; then prizes.",
        ),
        PhaseSpec("theatrum", "IV Theatrum", order="all", topic="theatrum", guide="Auction the top theatre laurel."),
        PhaseSpec("forum", "V Forum", order="all", topic="forum", guide="Build in the order of the spaces 1-5."),
        PhaseSpec(
            "portus", "VI Portus", order="all", topic="portus", guide="Latro first; then bronze, silver, gold activate."
        ),
    )
    actions = tuple(
        replace(spec, suggest=suggest)
        for spec in placement.ACTIONS
        + mercatus.ACTIONS
        + contests.ACTIONS
        + theatrum.ACTIONS
        + forum.ACTIONS
        + portus.ACTIONS
    )
    calculators = CALCULATORS
    package = "rulesets.aquileia"

    def setup(self, ctx: Context) -> State:
        purse = tuple(sorted(START.items()))
        people = tuple(Patrician(coins=purse) for _ in ctx.players)
        bank = tuple((metal, BANK_PER_METAL - START[metal] * len(ctx.players)) for metal in METALS)
        return State(people, bank=tuple(sorted(bank)), placer=0)

    def start_player(self, ctx: Context) -> int:
        # `enter` has already put the first tie marker's owner to place first.
        state = game(ctx)
        return state.placer if state.placer is not None else ctx.position.start

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        if ctx.position.round != previous.round and previous.round > 0:
            if ctx.position.round > ROUNDS:
                return replace(state, over=True)
            people = tuple(replace(p, placed=(), passed=False, blue=0) for p in state.patricians)
            start = state.tie_track[0] if state.tie_track else ctx.position.start
            return replace(
                state,
                patricians=people,
                tie_track=(),
                placer=start,
                portus_coins=(),
                strengths=(),
                done=(),
                bid=(),
                bidder=None,
                bidding=(),
            )
        return state

    def phase_may_end(self, ctx: Context) -> list[Any]:
        from engine.actions import rule

        state = game(ctx)
        if ctx.phase == "placement" and state.placer is not None:
            return [rule("Placement", f"{ctx.players[state.placer].name} still has to place", "placement")]
        return []

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        totals = [p.score + (final_score(p)["total"] if state.over else 0) for p in state.patricians]
        best = max(totals) if totals else 0
        return [
            VictoryProgress(player.name, "score", "Points", totals[s], max(best, 1), state.over and totals[s] == best)
            for s, player in enumerate(ctx.players)
        ]

    def trackers(self, ctx: Context, seat: int) -> dict[str, Any]:
        person = game(ctx).patricians[seat]
        forecast = final_score(person)
        return {
            "score": person.score,
            "coins": {metal: get(person.coins, metal) for metal in METALS},
            "slaves": list(person.slaves),
            "horses": [f"{m} {n}" for m, n in person.horses],
            "weapons": list(person.weapons),
            "laurels": list(person.laurels) + list(person.theatre),
            "buildings": [f"{b.kind}{' ' + b.colour if b.colour else ''} {b.value}" for b in person.buildings],
            "final_forecast": forecast["total"],
        }

    def places(self, ctx: Context) -> list[Place]:
        state = game(ctx)
        out = []
        for space in SPACES:
            owner = state.owner(space)
            area = "stadium" if space.startswith(("gold-", "silver-")) else space.split("-")[0]
            faction = None if owner is None else ctx.players[owner].faction
            out.append(Place(space, space, area, faction, "" if owner is None else ctx.players[owner].name))
        return out

    def views(self, ctx: Context) -> Sequence[View]:
        state = game(ctx)
        names = [p.name for p in ctx.players]
        track = " > ".join(names[s] for s in state.tie_track) or "-"
        purses = tuple(
            (n, *(get(p.coins, m) for m in METALS), p.score) for n, p in zip(names, state.patricians, strict=True)
        )
        forecast = tuple(
            (
                n,
                p.score,
                final_score(p)["total"],
                ", ".join(f"{k}→{v}" for k, v in final_score(p)["assignment"].items()) or "-",
            )
            for n, p in zip(names, state.patricians, strict=True)
        )
        views = [
            View("Tie track", "lines", rows=((track,),)),
            View("Purses", "table", ("player", *METALS, "score"), purses),
            View(
                "Final-score forecast", "table", ("player", "now", "+ villas & laurels", "theatre laurels as"), forecast
            ),
        ]
        if state.placer is not None and ctx.phase == "placement":
            views.insert(0, View("Placing", "lines", rows=((f"{names[state.placer]} places next",),)))
        return views

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        return super().describe(event_type, args)
