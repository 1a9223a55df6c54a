"""Mare Nostrum as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import Violation, rule, with_offers
from engine.battle import Battle
from engine.events import Event
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.kits import Kit
from engine.ledger import Component, Move
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
    told,
    trade,
    views,
)
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.calculators import CALCULATORS
from rulesets.mare_nostrum.catalogues import catalogue
from rulesets.mare_nostrum.common import LOOSE_LOG, game, player_name
from rulesets.mare_nostrum.components import CAPS, PRIVATE, components, holder_label, symbol_holder
from rulesets.mare_nostrum.data import CIVILIZATIONS, EXCLUDED, START_POINTS, START_POINTS_PER_TURN
from rulesets.mare_nostrum.glance import glance
from rulesets.mare_nostrum.kit import KIT
from rulesets.mare_nostrum.learning import with_learned
from rulesets.mare_nostrum.offered import OFFERS
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.pending import exchange_open, exchange_settled, pending, powers_left, unused_powers
from rulesets.mare_nostrum.setup import SETUP_ACTIONS, initial_state, setup_action, setup_seats, setup_work
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import decided, progress
from rulesets.mare_nostrum.words import civ_name, role_name


def _held(b: Board) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(p.id for p in b.provinces_of(civ)) for civ in b.state.civs)


class MareNostrum(Ruleset):
    """Mare Nostrum for 3 to 5 players."""

    id = "mare-nostrum"
    name = "Mare Nostrum"
    version = "5"
    min_players = 3
    max_players = 5
    factions = CIVILIZATIONS
    # Saves from before version 4 replay their events as those rules took them (see ``common.LOOSE_LOG``);
    # so do their exchanges, from before version 5 (see ``exchange.EARLY_END_LOG``).
    legacy_options = (
        Field(LOOSE_LOG, "bool", "typed values kept as older rules took them (saves before v4)", default=False),
        Field(
            exchange.EARLY_END_LOG,
            "bool",
            "the exchange ended with one player's offers left (saves before v5)",
            default=False,
        ),
    )

    variants = (
        Variant("points-start", "the 36-build-point start instead of the preset one"),
        Variant("all-roles", "holding all three role cards at the start of a round also wins"),
        Variant("tie-break", "several players able to win in one build phase: settle it by the rules' order"),
    )
    phases = (
        PhaseSpec(
            "setup",
            "Setup",
            steps=(N_("turn 1"), N_("turn 2"), N_("turn 3"), N_("turn 4")),  # marked: the app may show them
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

    def faction_name(self, faction: str) -> str:
        """``Egypt`` for ``egypt`` (``Egypt`` in Czech too; ``Řím`` for ``rome``)."""
        return civ_name(faction)

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

    def drawn(self, kit: Kit) -> list[str]:
        from rulesets.mare_nostrum.drawn import drawn_map  # only `tabula kit board` and the kit screen draw

        return drawn_map(kit)

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

        # Version 4 takes every typed value as typed: an older log goes on as it was taken (``common.LOOSE_LOG``).
        # Version 5 ends an exchange early only when the taker can take nothing: an older log's exchanges end
        # as they did (``exchange.EARLY_END_LOG``).
        legacy = {exchange.EARLY_END_LOG: True} | ({LOOSE_LOG: True} if from_version in ("1", "2", "3") else {})
        data = {**data, "options": {**(data.get("options") or {}), **legacy}, "ruleset_version": self.version}
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
            if exchange_now.short is not None:
                return "compensate"
            # Cleopatra's swap or the Temple of Artemis's good, still to use: the phase waits for it (or for
            # next-phase, should its owner let it go).
            powers = unused_powers(ctx)
            return powers[0][1] if powers else None
        if ctx.phase == "setup":
            if "points-start" in ctx.variants:
                return None
            # The preset start: each player names their caravans' goods (Egypt places one more), the roles are
            # handed out, then next-phase begins the first round.
            work = setup_action(ctx)
            if work is not None:
                return work
            return "give-role" if roles.role_obligations(ctx) else "next-phase"
        if ctx.phase not in ("build", "strategy"):
            return None
        if turn is None:
            return "next"  # the Statesman or Commander names who goes next
        if ctx.phase == "build":
            return "buy"
        if state.transport is not None:
            return "blockade"  # Greece's answer to the announced transport (or let-through)
        if any(civ == state.civs[turn] for civ, _ in state.must_fight):
            return "battle"
        chosen = after_battle.choice_awaited(board(ctx), state.civs[turn])
        if chosen is not None:
            return chosen  # p.10: ravage, occupy or seize where the legions were left alone (its form opens)
        if any(board(ctx).new_fleets(p.id).get(state.civs[turn]) for p in state.provinces):
            return "move-fleet"  # fleets built this round must sail to a sea zone before the turn ends
        return None

    def phase_done(self, ctx: Context) -> bool:
        # The trade phase is over once the exchange is (nobody owed a card, no role to hand on) and no
        # owner of Cleopatra or the Temple of Artemis still has their once-a-round choice to make.
        return ctx.phase == "trade" and exchange_settled(game(ctx)) and not powers_left(ctx)

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
            rule(
                "War",
                tr("{province} is at war: fight there again this turn").format(province=state.province(pid).name),
                "after-battle",
            )
            for pid in battles.wars_to_fight(b, civ)
            if pid not in pending
        )
        # p.10 (l.23): the attacker left alone in a province must decide: ravage, occupy or seize.
        out.extend(after_battle.owed_rules(ctx, civ))
        if state.transport is not None:
            out.append(rule("Naval blockade", "Greece has not answered the announced transport yet", "blockade"))
        docked = [p.name for p in state.provinces if b.new_fleets(p.id).get(civ)]
        if docked:
            where = ", ".join(docked)
            out.append(
                rule(
                    "New fleets",
                    tr("fleets built in {provinces} must sail to a sea zone").format(provinces=where),
                    "strategy",
                )
            )
        return out

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        if ctx.phase == "trade":
            out = [
                rule(
                    "Roles",
                    tr("the {role} still has to be handed on (give-role)").format(role=role_name(role)),
                    "roles",
                )
                for role, _ in state.pending_roles
            ]
            return out + exchange_open(ctx)
        if ctx.phase == "strategy":
            out = [_compulsory(ctx, civ, pid) for civ, pid in state.must_fight]
            if ctx.position.turn is not None:  # the choice is the turn's: the phase cannot end past it either
                out.extend(after_battle.owed_rules(ctx, state.civs[ctx.position.turn]))
            # p.9 (l.21): a war is fought again whenever one of its sides is on turn; one still to move owes it.
            b = board(ctx)
            for seat, player in enumerate(ctx.players):
                if seat in ctx.position.acted:
                    continue
                out.extend(
                    rule(
                        "War",
                        tr("{player} must fight again in {province} (at war)").format(
                            player=player.name, province=state.province(pid).name
                        ),
                        "after-battle",
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
                said = tr("{player} has to {work}").format(player=player.name, work=phrase_list(work))
                out.append(rule("Preset start", said, "setup"))
            left = points_left(board(ctx), seat)
            if "points-start" in ctx.variants and left:
                said = ntr("{player} has {n} left", "{player} has {n} left", left)
                out.append(rule("Start points", said.format(player=player.name, n=left), "setup"))
        return out + roles.role_obligations(ctx)

    def pending(self, ctx: Context) -> list[str]:
        return pending(ctx)

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

    # -- the story of the session (see ``told``) ----------------------------------

    income_kinds = told.INCOME_KINDS
    income_opens_round = True  # the trade phase's income comes as the last round's strategy phase ends
    battle_actions = told.BATTLE_ACTIONS

    def income(
        self, event: Event, moves: Sequence[Move], seats: Mapping[str, int], names: Sequence[str]
    ) -> dict[int, dict[str, int]]:
        # Only the trade phase's cards and Artemis's good: not Cleopatra's swap nor plunder.
        return told.income(event, moves, seats)

    def battle(self, before: Context, after: Context, event: Event) -> Battle | None:
        return told.battle(before, after, event)


def _compulsory(ctx: Context, civ: str, pid: str) -> Violation:
    """p.9: legions that entered enemy units fight there this turn (owed by the turn and by the phase)."""
    said = tr("{player} must fight in {province}").format(
        player=player_name(ctx, civ), province=game(ctx).province(pid).name
    )
    return rule("Compulsory battle", said, "strategy")
