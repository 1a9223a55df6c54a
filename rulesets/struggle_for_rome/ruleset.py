"""Catan: Struggle for Rome as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from types import MappingProxyType
from typing import Any

from engine.actions import Violation, rule, with_offers
from engine.battle import Battle
from engine.events import Event
from engine.i18n import N_, ntr, tr
from engine.kits import Kit
from engine.ledger import Move
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context, Player
from engine.turns import handed_over
from engine.views import Glance, Place, View
from rulesets.struggle_for_rome import (
    attacks,
    building,
    cards,
    catalogues,
    chances,
    cities,
    display,
    first,
    forgone,
    holders,
    income,
    legacy,
    mapping,
    pasture,
    progress,
    receiving,
    rolling,
    standing,
    taught,
    told,
    tribes,
    turns,
)
from rulesets.struggle_for_rome.calculators import CALCULATORS
from rulesets.struggle_for_rome.common import game, name, not_started
from rulesets.struggle_for_rome.data import COLOURS, LEGIONARY_START, RULES
from rulesets.struggle_for_rome.holders import ROSE
from rulesets.struggle_for_rome.kit import SCHEMA
from rulesets.struggle_for_rome.legacy import LEGACY_OPTIONS
from rulesets.struggle_for_rome.offered import OFFERS
from rulesets.struggle_for_rome.owed import owed_by_kit
from rulesets.struggle_for_rome.scoring import TERROR, gold_value, scores, target, tie_break
from rulesets.struggle_for_rome.state import AT_START, Seat, State
from rulesets.struggle_for_rome.taking import covered

#: What a tribe phase offers (L9: an idle tribe takes 2 gold or a resource card).
_TRIBE_GUIDE = N_("In turn: move, plunder or conquer, or take 2 gold or a resource card.")


class StruggleForRome(Ruleset[State]):
    """Struggle for Rome for 3 or 4 players. Seat the start player (highest roll) first."""

    id = "struggle-for-rome"
    name = "Catan: Struggle for Rome"
    version = "12"
    min_players = 3
    max_players = 4
    factions = COLOURS
    # Turns pass by themselves after most moves and builds: a habitual next right after is refused (issue 34).
    guards_next = True
    variants = (Variant(TERROR, "Terror of the Legions: eagle cities score, and the game goes to 11"),)
    # Saves from before versions 4 to 12 replay their logs as those rules took them (see ``legacy``).
    legacy_options = LEGACY_OPTIONS
    phases = (
        PhaseSpec(
            "roll",
            "Resource roll",
            order="all",
            topic="roll",
            guide="The start player rolls until four different numbers are covered; after each roll everyone "
            "takes their resources (round 1: also record your starting pasture card).",
        ),
        # The next player trading or building ends the turn before, as at the table (no typed next).
        PhaseSpec(
            "build", "Trade and build", topic="build", guide="In turn: trade, build, one action card.", handover=True
        ),
        PhaseSpec("cavalry", "Cavalry tribes", topic="tribes", guide=_TRIBE_GUIDE),
        PhaseSpec("infantry", "Infantry tribes", topic="tribes", guide=_TRIBE_GUIDE),
    )
    # Card fields offer what the ledger says is there to pick (see ``offered``).
    actions = chances.offering(
        with_offers(
            (first.ACTION,)
            + rolling.ACTIONS
            + building.ACTIONS
            + cards.ACTIONS
            + tribes.ACTIONS
            + attacks.ACTIONS
            + cities.ACTIONS
            + mapping.ACTIONS
            + standing.ACTIONS,
            OFFERS,
        )
    )
    calculators = CALCULATORS
    package = "rulesets.struggle_for_rome"
    caps = holders.CAPS
    private_holders = holders.PRIVATE
    kit_schema = SCHEMA
    # The story of the evening (see ``told``): the roll's resources are the income, the attacks on
    # Roman cities the battles.
    income_kinds = told.INCOME_KINDS
    #: The income that is no component, counted in words (the story said "1 pasture cards").
    income_words = MappingProxyType({told.PASTURE_CARDS: (N_("{n} pasture card"), N_("{n} pasture cards"))})
    income_phases = told.INCOME_PHASES
    battle_actions = told.BATTLE_ACTIONS

    def components(self, players: Sequence[Player]) -> list[Any]:
        return holders.components(players)

    def holders(self, ctx: Context) -> list[str]:
        return holders.correctable(ctx)

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return holders.label(holder, players)

    def kind_home(self, kind: str) -> str | None:
        return holders.home(kind)

    def kind_home_at(self, ctx: Context, kind: str, holder: str, wanted: int) -> str | None:
        """``kind_home`` as the table stands: pasture cards a correction brings in come from the discard pile
        once the deck has none left (play-test 12). The engine's ``correct`` is to ask this (see the report of
        play-test 12's fixes); until it does, ``source=`` names the pile."""
        return pasture.correction_home(ctx, kind, holder, wanted) or self.kind_home(kind)

    def holder_label_at(self, ctx: Context, holder: str) -> str | None:
        # A city by its name in the language spoken ("z krabice → Řím", not the id's "Roma" beside "Řím").
        sort, _, cid = holder.partition(":")
        if sort != "city":
            return None
        town = cities.in_play_city(ctx, cid)
        entry = ctx.kit.entry("cities", cid)
        named = town.name if town is not None else str(entry["name"]) if entry else None
        return tr(named) if named else None

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        return catalogues.catalogue(ctx, name)

    def learned(self, ctx: Context, kit: Kit) -> Kit:
        # The cities added, the landscapes and crossings told, the arrows crossed alone: the next game's kit.
        return taught.learned(ctx, kit)

    def drawn(self, kit: Kit) -> list[str]:
        from rulesets.struggle_for_rome.drawn import drawn_board  # only `tabula kit board` and the kit screen draw

        return drawn_board(kit)

    def setup(self, ctx: Context) -> State:
        holders.setup(ctx)
        seats = tuple(Seat() for _ in ctx.players)
        # Both figures begin on their colour's start crossings (L3); the kit's cities get their tiles.
        start = ((AT_START, AT_START),) * len(ctx.players)
        return State(seats, placed=cities.lay_out(ctx), tribes=start, legionary=LEGIONARY_START)

    def start_player(self, ctx: Context) -> int:
        # The highest roll starts (L5); the dice pass to the left every round (L7).
        if ctx.position.round <= 1:
            return game(ctx).first or 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        reached = max(scores(ctx)) >= target(ctx)
        if reached and state.last_round is None:
            state = replace(state, last_round=previous.round if previous.round else ctx.position.round)
        if ctx.position.round != previous.round and previous.round > 0:
            if state.last_round is not None:
                return replace(state, over=True)
            for number in ctx.ledger.holders("number"):
                ctx.move("marker", 1, number, ROSE)
            seats = tuple(Seat(started=s.started) for s in state.seats)
            state = replace(
                state,
                seats=seats,
                legionary_due=None,
                served=(),
                draws=(),
                owing=(),
                rolls=(),
                taken=(),
                late=(),
                stood=(),
            )
        return turns.fresh_tribe(ctx, state)

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        # Trade and build gives no turn to a player with nothing to do in it (see ``turns``).
        return turns.build_order(ctx, super().turn_order(ctx))

    def phase_active(self, ctx: Context) -> bool:
        # Trade and build is skipped when nobody has anything to do in it.
        return not turns.counts(ctx) or bool(self.turn_order(ctx))

    def turn_done(self, ctx: Context) -> bool:
        # After a plunder, a conquest or taking gold for doing nothing the tribe's turn is over (L9, L11).
        turn = ctx.position.turn
        if ctx.phase == "build":
            return turns.build_done(ctx)
        if ctx.phase not in ("cavalry", "infantry") or turn is None:
            return False
        # A tribe that has moved and has nothing left to do passes too (see ``chances``).
        return bool(game(ctx).seats[turn].done(ctx.phase) & chances.ENDS) or chances.nothing_left(ctx)

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        due = game(ctx).legionary_due
        if due is not None and due == ctx.position.turn:
            message = tr("{player} moves the legionary for the Diplomat first").format(player=name(ctx, due))
            return [rule("Legionary", message, "cards")]
        return []

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        out = []
        if ctx.phase == "roll" and len(covered(ctx)) < RULES["rose_numbers"]:
            said = tr("{player} rolls on: {n} of 4 numbers covered")
            out.append(
                rule("Compass rose", said.format(player=name(ctx, ctx.position.start), n=len(covered(ctx))), "roll")
            )
        if state.legionary_due is not None:
            said = tr("{player} moves the legionary first").format(player=name(ctx, state.legionary_due))
            out.append(rule("Legionary", said, "roll"))
        for seat in range(len(ctx.players)) if ctx.phase == "roll" else ():
            owed = state.owed(seat)
            if not owed:
                continue
            if owed == 1:
                said = tr("{player} names the pasture card drawn for the roll (receive)")
            else:  # the same English for every count above 1, in the Czech form for the count
                said = ntr(
                    "{player} names the {n} pasture cards drawn for the roll (receive)",
                    "{player} names the {n} pasture cards drawn for the roll (receive)",
                    owed,
                )
            out.append(rule("Income", said.format(player=name(ctx, seat), n=owed), "roll"))
        out += owed_by_kit(ctx) if ctx.phase == "roll" else []
        if ctx.phase == "roll" and ctx.position.round == 1 and not_started(ctx):
            waiting = ", ".join(name(ctx, s) for s in not_started(ctx))
            said = tr("{players} still to record the starting pasture card").format(players=waiting)
            out.append(rule("Setup", said, "setup"))
        return out

    def phase_done(self, ctx: Context) -> bool:
        # The roll ends by itself once four numbers are covered, nothing is owed and everyone's income for the
        # last roll is in: worked out by the board kit, entered, or said to be nothing (see ``income``).
        state = game(ctx)
        if ctx.phase != "roll" or state.over or not state.rolls:
            return False
        return income.roll_settled(ctx) and not self.phase_may_end(ctx)

    def waiting(self, ctx: Context) -> list[int] | None:
        """Who owes something in the roll, for the header's "waiting for": a pasture card to name, or the
        latest roll's income the kit could not work out (a figure's start crossing untold included), from the
        start player on. None: the action the rules await says whom (``awaited``).

        The play-test's header named all four while only Cyril owed a ``stand``, and the start player while
        Dana's income was still to come in. ``engine.summary.waiting_for`` is to ask this first.
        """
        state = game(ctx)
        if ctx.phase != "roll" or state.over or state.legionary_due is not None:
            return None
        return receiving.still_owed(ctx) or None

    def awaited(self, ctx: Context) -> str | None:
        # In the roll: a starting card, the legionary after a 7, a pasture card to name, the next roll.
        state = game(ctx)
        if ctx.phase != "roll" or state.over:
            return None
        if state.legionary_due is not None:
            return "legionary"
        if any(state.owed(s) for s in range(len(ctx.players))):
            return "receive"
        if ctx.position.round == 1 and not_started(ctx):
            return "starting-card"
        if len(covered(ctx)) < RULES["rose_numbers"]:
            return "roll-resources"
        # The rose is full: the income of the last roll still to come in, each player's in turn.
        return "receive" if income.unaccounted(ctx) else None

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        return legacy.migrate(data, from_version, self.version)

    def by_itself(self, before: Context, after: Context) -> Sequence[str]:
        # A tribe's turn that its move left with nothing to do passes: said, as a typed ``next`` would be.
        # The next player's trade or build that ended the turn before it: said too (``PhaseSpec.handover``).
        # A build or card that left its player nothing passes the turn: said, as a tribe's is.
        ended = handed_over(self, before, after)
        return ([ended] if ended else []) + chances.passed(before, after) + turns.built_out(before, after)

    def income(
        self, event: Event, moves: Sequence[Move], seats: Mapping[str, int], names: Sequence[str]
    ) -> dict[int, dict[str, int]]:
        return told.hidden_draws(super().income(event, moves, seats, names)) if told.counts_as_income(event) else {}

    def battle(self, before: Context, after: Context, event: Event) -> Battle | None:
        return told.battle(before, after, event)

    def forgone(self, before: Context, after: Context) -> Sequence[str]:
        # Ending a tribe phase early takes the tribe turns still to come (play-test 12): asked first.
        return forgone.forgone(self, before, after)

    def pending(self, ctx: Context) -> list[str]:
        return display.pending(ctx)

    def won(self, ctx: Context) -> tuple[int, ...]:
        # Nobody wins before the round that reached the target is over (L15): no need to score until then.
        return super().won(ctx) if game(ctx).over else ()

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        goal = target(ctx)
        # Gold breaks a tie only once the game is over (L15).
        ranks = [(vp, gold_value(ctx, s) if state.over else 0) for s, vp in enumerate(scores(ctx))]
        best = max(ranks)
        return [
            VictoryProgress(p.name, "points", tr("Victory points"), ranks[s][0], goal, state.over and ranks[s] == best)
            for s, p in enumerate(ctx.players)
        ]

    def verdict(self, ctx: Context) -> list[str]:
        return tie_break(ctx) if game(ctx).over else []

    def trackers(self, ctx: Context, seat: int) -> dict[str, Any]:
        return progress.trackers(ctx, seat)

    def places(self, ctx: Context) -> list[Place]:
        return display.places(ctx)

    def glance(self, ctx: Context) -> Glance:
        return display.glance(ctx)

    def views(self, ctx: Context) -> Sequence[View]:
        return display.views(ctx)
