"""Mare Nostrum as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Violation, with_offers
from engine.battle import Battle
from engine.events import Event
from engine.i18n import N_, tr
from engine.kits import Kit
from engine.ledger import Component, Move
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context, Player
from engine.views import Glance, Place, View
from rulesets.mare_nostrum import (
    after_battle,
    battles,
    blockade,
    build,
    compensation,
    exchange,
    helen,
    mapping,
    moved_out,
    moves,
    obligations,
    payment,
    roles,
    rounds,
    spared,
    taking,
    told,
    trade,
    views,
)
from rulesets.mare_nostrum.awaited import awaited
from rulesets.mare_nostrum.board import board
from rulesets.mare_nostrum.calculators import CALCULATORS
from rulesets.mare_nostrum.catalogues import catalogue
from rulesets.mare_nostrum.common import game
from rulesets.mare_nostrum.components import (
    CAPS,
    PRIVATE,
    components,
    holder_label,
    kind_home,
    place_of,
    symbol_holder,
)
from rulesets.mare_nostrum.data import CIVILIZATIONS, EXCLUDED, GOODS, START_POINTS, START_POINTS_PER_TURN
from rulesets.mare_nostrum.forgone import forgone, unavoidable
from rulesets.mare_nostrum.glance import glance
from rulesets.mare_nostrum.idle import CHOSEN, with_turns
from rulesets.mare_nostrum.kit import KIT
from rulesets.mare_nostrum.learning import with_learned
from rulesets.mare_nostrum.legacy import CHOSEN_TURN_LOG, LEGACY_OPTIONS, migrate
from rulesets.mare_nostrum.offered import OFFERS
from rulesets.mare_nostrum.payment import points_left
from rulesets.mare_nostrum.pending import exchange_settled, let_go, pending, powers_left
from rulesets.mare_nostrum.setup import SETUP_ACTIONS, initial_state
from rulesets.mare_nostrum.setup_end import (
    ends_itself,
    setup_order,
    setup_turn_done,
)
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import progress
from rulesets.mare_nostrum.words import civ_name


class MareNostrum(Ruleset[State]):
    """Mare Nostrum for 3 to 5 players."""

    id = "mare-nostrum"
    name = "Mare Nostrum"
    version = "16"
    min_players = 3
    max_players = 5
    factions = CIVILIZATIONS
    # Saves from older rules versions replay as those rules took them (see ``legacy``).
    legacy_options = LEGACY_OPTIONS
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
            taking.TAKE,
            compensation.COMPENSATE,
            build.ACTION,
            payment.KEEP,
            *moves.ACTIONS,
            *battles.ACTIONS,
            helen.ACTION,
            *blockade.ACTIONS,
            *after_battle.ACTIONS,
            *mapping.ACTIONS,
        ),
        OFFERS,
    )
    calculators = CALCULATORS
    package = "rulesets.mare_nostrum"
    # A build turn passes by itself once nothing is left to buy (``spared``): a habitual ``next`` right after it
    # would end the next builder's turn, so a bare one then is refused as that slip.
    guards_next = True
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

    def counted_with(self, holder: str, kind: str) -> tuple[str, ...]:
        # A province's caravans stand on its goods' symbols once the good is named (issue 32: a correction of a
        # province's caravans counted only the unnamed ones, and added the named ones again).
        if kind == "caravan" and holder.startswith("province:"):
            pid = place_of(holder)
            return (holder, *(symbol_holder(pid, good) for good in GOODS))
        return (holder,)

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return holder_label(holder, players)

    def kind_home(self, kind: str) -> str | None:
        # Cards, building tokens, unowned wonders and heroes wait in the bank (a correction naming no source).
        return kind_home(kind)

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
        return rounds.enter(ctx, previous, self.phases[previous.phase].id)

    def turn_done(self, ctx: Context) -> bool:
        if ctx.phase == "build":
            return spared.build_done(self, ctx)
        if ctx.phase == "strategy":
            return moved_out.strategy_done(ctx)
        if ctx.phase != "setup" or ctx.position.turn is None:
            return False
        turn = ctx.position.turn
        if "points-start" in ctx.variants:
            spent = START_POINTS - points_left(board(ctx), turn)
            return spent >= min(START_POINTS, START_POINTS_PER_TURN * (ctx.position.step + 1))
        # The preset start: the turn passes once its holder is done and someone else still has work, or nothing is
        # left at all (``setup_end``).
        return setup_turn_done(ctx, turn)

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        chosen = frozenset(spec.name for spec in self.actions if set(spec.phases) & set(CHOSEN))
        return migrate(data, from_version, self.version, self._round_actions(), chosen)

    def _round_actions(self) -> frozenset[str]:
        """The actions only the round's phases take (none of the setup's): one of them in a log means its setup
        is over."""
        return frozenset(spec.name for spec in self.actions if spec.phases and "setup" not in spec.phases)

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        # The build and strategy phases give no turn to a player with nothing to do (see ``idle``); nor does the
        # preset start (issue 32: a start player whose caravans the kit placed held the turn, "turn: Anna", while
        # Pending named Bohus, the first with work), unless its log is older (``common.SETUP_LOG``).
        order = super().turn_order(ctx)
        if ctx.phase in CHOSEN:
            return with_turns(ctx, order)
        return setup_order(ctx, order) if ctx.phase == "setup" else order

    def passes_idle_steps(self, ctx: Context) -> bool:
        # The preset start's steps, once nothing is left in it, go by: the first round begins (``setup_end``).
        return ends_itself(ctx)

    def guide(self, ctx: Context) -> str:
        # The setup's guide for the start in play (it named both: a preset table read "spend 9 points a turn").
        if self.phases[ctx.position.phase].id == "setup":
            if "points-start" in ctx.variants:
                return tr("36-point start: each player spends up to 9 points a turn, then ends the phase.")
            return tr(
                "Preset start: each player names the goods under the starting caravans the board kit cannot "
                "place (the turn passes by itself), then end the phase."
            )
        return super().guide(ctx)

    def awaited(self, ctx: Context) -> str | None:
        return awaited(ctx)

    def phase_done(self, ctx: Context) -> bool:
        # The trade phase is over once the exchange is (nobody owed a card, no role to hand on) and no
        # owner of Cleopatra or the Temple of Artemis still has their once-a-round choice to make.
        return ctx.phase == "trade" and exchange_settled(game(ctx)) and not powers_left(ctx)

    def chooser(self, ctx: Context) -> int | None:
        # p.6 (l.15): the Statesman sets the build order; p.7 (l.17): the Commander the strategy order.
        role = {"build": "statesman", "strategy": "commander"}.get(ctx.phase)
        return board(ctx).holder_of(role) if role else None

    def chosen_turns_taken(self, ctx: Context) -> bool:
        # The Statesman who builds first just builds, and the player named next just acts (play-test 10, bug 5);
        # a log of older rules took turns only with next (``legacy.CHOSEN_TURN_LOG``).
        return not ctx.options.get(CHOSEN_TURN_LOG)

    def forgone(self, before: Context, after: Context) -> Sequence[str]:
        return forgone(self, before, after)

    def by_itself(self, before: Context, after: Context) -> Sequence[str]:
        return [
            *let_go(before, after),
            *unavoidable(before, after),
            *spared.built_out(before, after),
            *moved_out.moved_out(before, after),
            *roles.roles_moved(before, after),
        ]

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        return obligations.turn_may_end(ctx)

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        return obligations.phase_may_end(ctx)

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
