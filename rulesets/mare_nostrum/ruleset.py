"""Mare Nostrum as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.actions import Violation, rule, with_offers
from engine.kits import Kit
from engine.ledger import Component
from engine.names import Catalogue, phrase_list
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context, Player
from engine.views import Glance, Place, View
from rulesets.mare_nostrum import (
    after_battle,
    battles,
    blockade,
    build,
    exchange,
    mapping,
    moves,
    payment,
    roles,
    trade,
    views,
)
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.calculators import CALCULATORS
from rulesets.mare_nostrum.catalogues import catalogue
from rulesets.mare_nostrum.common import game, player_name
from rulesets.mare_nostrum.components import CAPS, PRIVATE, components, holder_label, symbol_holder
from rulesets.mare_nostrum.data import CIVILIZATIONS, EXCLUDED, ROLE_NAMES, START_POINTS, START_POINTS_PER_TURN
from rulesets.mare_nostrum.glance import glance
from rulesets.mare_nostrum.kit import KIT
from rulesets.mare_nostrum.learning import with_learned
from rulesets.mare_nostrum.offered import OFFERS
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.setup import SETUP_ACTIONS, initial_state, setup_seats, setup_work
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import decided, progress


def _held(b: Board) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(p.id for p in b.provinces_of(civ)) for civ in b.state.civs)


class MareNostrum(Ruleset):
    """Mare Nostrum for 3 to 5 players."""

    id = "mare-nostrum"
    name = "Mare Nostrum"
    version = "3"
    min_players = 3
    max_players = 5
    factions = CIVILIZATIONS
    variants = (
        Variant("points-start", "the 36-build-point start instead of the preset one"),
        Variant("all-roles", "holding all three role cards at the start of a round also wins"),
        Variant("tie-break", "several players able to win in one build phase: settle it by the rules' order"),
    )
    phases = (
        PhaseSpec(
            "setup",
            "Setup",
            steps=("turn 1", "turn 2", "turn 3", "turn 4"),
            order="clockwise",
            topic="setup",
            guide="Preset start: each player names the goods under the starting caravans the board kit cannot "
            "place (the turn passes by itself), then end the phase. 36-point start: spend 9 points a turn.",
        ),
        PhaseSpec(
            "trade",
            "Trade",
            order="all",
            topic="trade",
            guide="Income is paid; then the Merchant sets the exchange size, everyone offers, and the takers take.",
        ),
        PhaseSpec(
            "build",
            "Build",
            order="chosen",
            topic="build",
            guide="The Statesman names who builds next; pay card sets for pieces, buildings, wonders and heroes.",
        ),
        PhaseSpec(
            "strategy",
            "Strategy",
            order="chosen",
            topic="strategy",
            guide="The Commander names who moves next: fleets first, then legions; land battles are compulsory.",
        ),
    )
    # Card and piece fields offer what the ledger says is there to pick (see ``offered``).
    actions = with_offers(
        (
            *SETUP_ACTIONS,
            roles.ACTION,
            *trade.ACTIONS,
            *exchange.ACTIONS,
            build.ACTION,
            payment.KEEP,
            *moves.ACTIONS,
            *battles.ACTIONS,
            *blockade.ACTIONS,
            *after_battle.ACTIONS,
            *mapping.ACTIONS,
        ),
        OFFERS,
    )
    calculators = CALCULATORS
    package = "rulesets.mare_nostrum"
    kit_schema = KIT
    caps = CAPS
    private_holders = PRIVATE

    def components(self, players: Sequence[Player]) -> Sequence[Component]:
        return components(players)

    def holders(self, ctx: Context) -> Sequence[str]:
        # The symbols printed on provinces, empty or not, so the table can correct their caravans.
        return [symbol_holder(p.id, good) for p in game(ctx).provinces for good in set(p.seen)]

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return holder_label(holder, players)

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        found = catalogue(ctx, name)
        return found if found is not None else super().catalogue(ctx, name)

    def learned(self, ctx: Context, kit: Kit) -> Kit:
        # Provinces, sea zones, borders, symbols and sites the table told go into the next game's kit.
        return with_learned(kit, game(ctx).learned) if ctx.game is not None else kit

    def free_factions(self, player_count: int) -> Sequence[str]:
        # Unchosen seats get the civilizations the rules recommend first.
        left_out = EXCLUDED.get(player_count, ())
        return [c for c in CIVILIZATIONS if c not in left_out] + list(left_out)

    def setup(self, ctx: Context) -> State:
        return initial_state(ctx)

    def phase_active(self, ctx: Context) -> bool:
        return ctx.phase != "setup" or ctx.position.round == 1

    # -- the table moves on -------------------------------------------------------

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        if ctx.position.round != previous.round and ctx.position.round > 1:
            state = roles.round_start(ctx, replace(state, used=frozenset()))
            state = replace(state, held_at_start=_held(Board(state, ctx.ledger)))
        if ctx.phase == "trade":
            if previous.round == 0 or self.phases[previous.phase].id == "setup":
                state = replace(state, held_at_start=_held(Board(state, ctx.ledger)))
            state = trade.collect_income(ctx, replace(state, exchange=None))
        if ctx.phase == "build":
            state = replace(state, used=frozenset(u for u in state.used if u[1] != "hammurabi"))
            if "tie-break" in ctx.variants:
                state = replace(state, decided=decided(Board(state, ctx.ledger)))
        if ctx.phase == "strategy":
            state = payment.discard_at_end(ctx, state)
            state = replace(state, moved=(), must_fight=(), after_battle=(), battles=(), legions_moved=frozenset())
            state = replace(state, used=frozenset(u for u in state.used if u[1] != "helen"))
        return state

    def turn_done(self, ctx: Context) -> bool:
        if ctx.phase != "setup" or ctx.position.turn is None:
            return False
        turn = ctx.position.turn
        if "points-start" in ctx.variants:
            spent = START_POINTS - points_left(board(ctx), turn)
            return spent >= min(START_POINTS, START_POINTS_PER_TURN * (ctx.position.step + 1))
        # The preset start: the turn passes once its holder is done and someone else still has work.
        return not setup_work(ctx, turn) and bool(setup_seats(ctx))

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        # Version 3 ends the trade phase by itself: a version-2 log's typed end of it is dropped (only
        # the trade's: a phase whose last turn passed by itself already ended so under version 2).
        from engine.autoend import drop_typed_ends

        return drop_typed_ends(data, self.version, ("trade",)) if from_version in ("1", "2") else data

    def awaited(self, ctx: Context) -> str | None:
        state = game(ctx)
        turn = ctx.position.turn
        if ctx.phase == "trade":
            exchange_now = state.exchange
            if state.pending_roles:
                return "give-role"
            if exchange_now is None:
                return "exchange-size"
            if exchange.to_offer(ctx):
                return "offer"
            if exchange_now.next is not None:
                return "take"
            return "compensate" if exchange_now.short is not None else None
        if ctx.phase not in ("build", "strategy"):
            return None
        if turn is None:
            return "next"  # the Statesman or Commander names who goes next
        if ctx.phase == "build":
            return "buy"
        if ctx.phase == "strategy" and state.transport is not None:
            return "blockade"  # Greece's answer to the announced transport (or let-through)
        if ctx.phase == "strategy" and any(civ == state.civs[turn] for civ, _ in state.must_fight):
            return "battle"
        return None

    @staticmethod
    def _powers_left(ctx: Context) -> list[str]:
        """Once the exchange is over, the trade-phase powers still unused: the phase waits for them."""
        state = game(ctx)
        if not _exchange_settled(state):
            return []
        b = board(ctx)
        what = {"cleopatra": "swap a card with the bank (Cleopatra)", "artemis": "take a good (Temple of Artemis)"}
        return [
            f"{ctx.players[seat].name} may still {what[card]}; then the phase ends (next-phase)."
            for card in ("cleopatra", "artemis")
            for seat in range(len(ctx.players))
            if b.owns(seat, card) and (seat, card) not in state.used
        ]

    def phase_done(self, ctx: Context) -> bool:
        # The trade phase is over once the exchange is (nobody owed a card, no role to hand on) and no
        # owner of Cleopatra or the Temple of Artemis still has their once-a-round choice to make.
        return ctx.phase == "trade" and _exchange_settled(game(ctx)) and not self._powers_left(ctx)

    def chooser(self, ctx: Context) -> int | None:
        # p.6 (l.15): the Statesman sets the build order; p.7 (l.17): the Commander the strategy order.
        role = {"build": "statesman", "strategy": "commander"}.get(ctx.phase)
        return board(ctx).holder_of(role) if role else None

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        if ctx.phase != "strategy" or ctx.position.turn is None:
            return []
        b = board(ctx)
        state = b.state
        civ = state.civs[ctx.position.turn]
        # The same duty as the phase's, so the pending list says it once.
        out = [_compulsory(ctx, who, pid) for who, pid in state.must_fight if who == civ]
        pending = {pid for who, pid in state.must_fight if who == civ}
        out.extend(
            rule("War", f"{state.province(pid).name} is at war: fight there again this turn", "after-battle")
            for pid in battles.wars_to_fight(b, civ)
            if pid not in pending
        )
        # p.10 (l.23): the attacker left alone in a province must decide: ravage, occupy or seize.
        out.extend(
            rule("After battle", f"choose ravage, occupy or seize in {state.province(pid).name}", "after-battle")
            for pid in after_battle.choices_owed(b, civ)
        )
        if state.transport is not None:
            out.append(rule("Naval blockade", "Greece has not answered the announced transport yet", "blockade"))
        docked = [p.name for p in state.provinces if b.new_fleets(p.id).get(civ)]
        if docked:
            out.append(rule("New fleets", f"fleets built in {', '.join(docked)} must sail to a sea zone", "strategy"))
        return out

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        if ctx.phase == "trade":
            out = [
                rule("Roles", f"the {ROLE_NAMES[role]} still has to be handed on (give-role)", "roles")
                for role, _ in state.pending_roles
            ]
            return out + exchange.exchange_open(ctx)
        if ctx.phase == "strategy":
            out = [_compulsory(ctx, civ, pid) for civ, pid in state.must_fight]
            # p.9 (l.21): a war is fought again whenever one of its sides is on turn; one still to move owes it.
            b = board(ctx)
            for seat, player in enumerate(ctx.players):
                if seat in ctx.position.acted:
                    continue
                out.extend(
                    rule(
                        "War", f"{player.name} must fight again in {state.province(pid).name} (at war)", "after-battle"
                    )
                    for pid in battles.wars_to_fight(b, state.civs[seat])
                    if (state.civs[seat], pid) not in state.must_fight
                )
            return out
        if ctx.phase != "setup":
            return []
        out = []
        for seat, player in enumerate(ctx.players):
            work = setup_work(ctx, seat)
            if work:
                out.append(rule("Preset start", f"{player.name} has to {phrase_list(work)}", "setup"))
            if "points-start" in ctx.variants and points_left(board(ctx), seat):
                out.append(rule("Start points", f"{player.name} has {points_left(board(ctx), seat)} left", "setup"))
        return out + roles.role_obligations(ctx)

    def pending(self, ctx: Context) -> list[str]:
        state = game(ctx)
        b = board(ctx)
        out: list[str] = []
        if ctx.phase == "setup":
            seats = setup_seats(ctx)
            if seats:
                out.append(f"{ctx.players[seats[0]].name} is next to {phrase_list(setup_work(ctx, seats[0]))}.")
            elif "points-start" not in ctx.variants and not roles.role_obligations(ctx):
                out.append("The preset start is complete: next-phase begins the first round.")
            if "points-start" in ctx.variants and ctx.position.turn is not None:
                left = points_left(b, ctx.position.turn)
                out.append(f"{ctx.players[ctx.position.turn].name} has {left} build points left.")
        if ctx.phase == "trade":
            names = [p.name for p in ctx.players]
            for role, candidates in state.pending_roles:
                holder = b.holder_of(role)
                chooser = "The table" if holder is None else f"{names[holder]}"
                out.append(
                    f"{chooser} chooses the new {ROLE_NAMES[role]}: {' or '.join(names[c] for c in candidates)}."
                )
            out += list(state.shortfall)
            out += exchange.exchange_pending(ctx)
            out += self._powers_left(ctx)
        for phase, role, what in (("build", "statesman", "builds"), ("strategy", "commander", "moves")):
            holder = b.holder_of(role)
            if ctx.phase == phase and holder is not None:
                waiting = [
                    p.name for i, p in enumerate(ctx.players) if i not in ctx.position.acted and i != ctx.position.turn
                ]
                if waiting:
                    out.append(
                        f"{ctx.players[holder].name} ({ROLE_NAMES[role]}) names who {what} next: {', '.join(waiting)}."
                    )
        if ctx.phase == "strategy":
            out += moves.transport_prompt(ctx)
            # Legions that marched into Helen's owner's land this phase: she may still turn one (p.13).
            entered = dict.fromkeys((c, p) for c, p, _ in state.moved if not state.is_sea(p) and b.legions(p, c))
            for civ, pid in entered:
                out += moves.helen_prompt(ctx, civ, pid)
        return out

    # -- results -----------------------------------------------------------------

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        return progress(ctx)

    def winners(self, ctx: Context, progress: Sequence[VictoryProgress]) -> tuple[int, ...]:
        state = game(ctx)
        met = super().winners(ctx, progress)
        if state.decided and len(state.decided) == 1:
            return state.decided
        return met

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        return views.trackers(ctx, player)

    def places(self, ctx: Context) -> list[Place]:
        return views.places(ctx)

    def glance(self, ctx: Context) -> Glance:
        return glance(ctx)

    def views(self, ctx: Context) -> Sequence[View]:
        return views.views(ctx)


def _compulsory(ctx: Context, civ: str, pid: str) -> Violation:
    """p.9: legions that entered enemy units fight there this turn (owed by the turn and by the phase)."""
    return rule(
        "Compulsory battle", f"{player_name(ctx, civ)} must fight in {game(ctx).province(pid).name}", "strategy"
    )


def _exchange_settled(state: State) -> bool:
    """The exchange is over and nobody is owed a card."""
    return state.exchange is not None and state.exchange.over and state.exchange.short is None
