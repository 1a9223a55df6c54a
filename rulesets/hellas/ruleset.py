"""Hellas as a Tabula ruleset: the first coast, then turns of one option each."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add
from engine.fields import Field
from engine.phases import PhaseSpec
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from rulesets.hellas import coast, gods
from rulesets.hellas import options as turn_options
from rulesets.hellas.calculators import CALCULATORS
from rulesets.hellas.common import game, greeks_left, ships_left, suggest
from rulesets.hellas.data import CARDS, CITIES_TO_WIN, COAST_TILES_EACH, GOD_OF, GODS
from rulesets.hellas.gods import settle, within_limits
from rulesets.hellas.options import allowed_actions
from rulesets.hellas.state import State


def deal(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = ctx.player_index(args["player"])
    hand = state.hands[seat]
    for card in args["cards"]:
        hand = add(hand, card, 1)
    return state.with_hand(seat, hand)


def check_deal(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat = ctx.player_index(args["player"])
    if state.hands[seat]:
        return [rule("Deal", f"{args['player']} has their starting cards", "setup")]
    if sorted(GOD_OF[c] for c in args["cards"]) != sorted(GODS):
        return [rule("Deal", "one card from each god's deck", "setup")]
    return []


DEAL = ActionSpec(
    "deal",
    deal,
    fields=(Field("player", "player", "who draws"), Field("cards", "choices", "one card of each god", choices=CARDS)),
    phases=("coast",),
    who="any",
    check=check_deal,
    help="Starting hand: one card from each god's deck.",
    topic="setup",
)


class Hellas(Ruleset):
    """Hellas for two players: light starts."""

    id = "hellas"
    name = "Hellas"
    version = "1"
    min_players = 2
    max_players = 2
    factions = ("light", "dark")
    options = (
        Field("cities_to_win", "int", "cities that win at the end of a turn", default=CITIES_TO_WIN, min=3, max=23),
    )
    phases = (
        PhaseSpec(
            "coast",
            "First coast",
            steps=tuple(f"tile {n}" for n in range(1, COAST_TILES_EACH + 1)),
            topic="coast",
            guide="Each player draws one card of each god (deal); then in turn place four tiles each.",
        ),
        PhaseSpec(
            "turn",
            "Turns",
            topic="turn",
            guide="One option — Reinforcements, Voyage or Attack — then Regroup; play god cards as you like.",
        ),
    )
    actions = tuple(
        replace(spec, suggest=suggest) for spec in (DEAL, *coast.ACTIONS, *turn_options.ACTIONS, *gods.ACTIONS)
    )
    calculators = CALCULATORS
    package = "rulesets.hellas"

    def setup(self, ctx: Context) -> State:
        return State()

    def phase_active(self, ctx: Context) -> bool:
        return ctx.phase != "coast" or ctx.position.round == 1

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        return (0, 1)  # light always begins

    def turn_end(self, ctx: Context) -> State:
        state = settle(game(ctx))
        seat = ctx.position.turn
        if ctx.phase == "turn" and seat is not None:
            target = ctx.options.get("cities_to_win", CITIES_TO_WIN)
            winner = state.winner
            if winner is None and len(state.cities(seat)) >= target:
                winner = seat
            state = replace(
                state,
                option="",
                options_used=(),
                regroup="",
                plays=(),
                settled=0,
                battle=None,
                winner=winner,
                first_turn_done=state.first_turn_done or seat == 0,
            )
        return state

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        seat = ctx.position.turn
        if seat is None:
            return []
        if ctx.phase == "coast":
            placed = sum(1 for t in state.tiles if t.owner == seat)
            if placed < ctx.position.step + 1:
                return [
                    rule("Coast", "place this turn's tile (temple or unplaceable tiles are set aside first)", "coast")
                ]
            return []
        out = []
        if state.battle is not None:
            out.append(rule("Attack", "resolve the attack first", "turn"))
        if not state.option:
            out.append(rule("One option", "take Reinforcements, a Voyage or an Attack", "turn"))
        return out

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        if ctx.phase != "coast":
            return []
        out = []
        for seat, player in enumerate(ctx.players):
            if sum(1 for t in state.tiles if t.owner == seat) < COAST_TILES_EACH:
                out.append(rule("Coast", f"{player.name} places {COAST_TILES_EACH} tiles", "coast"))
            if not state.hands[seat]:
                out.append(rule("Deal", f"{player.name} draws the starting cards", "setup"))
        return out

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        target = ctx.options.get("cities_to_win", CITIES_TO_WIN)
        return [
            VictoryProgress(p.name, "cities", "Cities", len(state.cities(s)), target, state.winner == s)
            for s, p in enumerate(ctx.players)
        ]

    def trackers(self, ctx: Context, seat: int) -> dict[str, Any]:
        state = game(ctx)
        hand = dict(state.hands[seat])
        return {
            "cities": len(state.cities(seat)),
            "temples": sum(1 for t in state.cities(seat) if t.temple),
            "greeks_in_reserve": greeks_left(state, seat),
            "ships_in_reserve": ships_left(state, seat),
            "cards": hand,
            "hand_ok": within_limits(state.hands[seat]),
        }

    def places(self, ctx: Context) -> list[Place]:
        state = game(ctx)
        out = []
        for tile in state.tiles:
            owner = None if tile.owner is None else ctx.players[tile.owner].faction
            tags = tuple(tag for tag, on in (("temple", tile.temple), ("dolphin", tile.dolphin)) if on)
            out.append(Place(tile.id, tile.name, "tile", owner, f"{tile.greeks} Greeks, {tile.ships} ships", tags))
        return out

    def views(self, ctx: Context) -> Sequence[View]:
        state = game(ctx)
        names = [p.name for p in ctx.players]
        rows = []
        for seat, name in enumerate(names):
            temples = sum(1 for t in state.cities(seat) if t.temple)
            rows.append(
                (
                    name,
                    len(state.cities(seat)),
                    temples,
                    allowed_actions(state, seat),
                    sum(n for _, n in state.hands[seat]),
                )
            )
        out = [View("Players", "table", ("player", "cities", "temples", "reinforcements", "cards"), tuple(rows))]
        if state.plays:
            alive = gods.active(state.plays)
            lines = tuple(
                (f"{names[p.player]}: {p.card}" + ("" if alive[i] else " (void)"),) for i, p in enumerate(state.plays)
            )
            out.append(View("Cards this turn", "lines", rows=lines))
        if state.battle is not None:
            from rulesets.hellas.options import _strengths

            battle, result = state.battle, _strengths(state)
            where = f"{battle.target}{' by sea' if battle.by_sea else ''}"
            outcome = "succeeds" if result["success"] else "fails"
            line = f"{names[battle.attacker]} on {where}: {result['attack_strength']} against "
            line += f"{result['defense_strength']} — {outcome} as things stand"
            out.append(View("Attack", "lines", rows=((line,),)))
        return out
