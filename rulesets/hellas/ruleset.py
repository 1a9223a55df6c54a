"""Hellas as a Tabula ruleset: the first coast, then turns of one option each.

Every Greek, ship, god card and landscape tile is a component in the ledger
(``holders``; see ``data.toml`` for the counts and where the rules give
them); what a turn or the phase still waits for is in ``duties``; the
printed tiles are the board kit's (``kit.toml``, ``kit.py``); the game state
keeps where the tiles lie and the turn in progress.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from engine.actions import Violation, with_offers
from engine.battle import Battle
from engine.events import Event
from engine.fields import Field
from engine.i18n import N_, tr
from engine.kits import Kit
from engine.ledger import Cap, Component
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context, Player
from engine.views import Glance, Place, View
from rulesets.hellas import (
    battle,
    choices,
    coast,
    due,
    duties,
    gods,
    handing,
    holders,
    idle,
    show,
    told,
    voyage,
    window,
)
from rulesets.hellas import options as turn_options
from rulesets.hellas.board import cities, city_counts, free_spots, game, holder, tile_catalogue
from rulesets.hellas.calculators import CALCULATORS
from rulesets.hellas.cards import BEFORE_V15, CARD_CATALOGUE, GOD_CATALOGUES, open_play, settle
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import CITIES_TO_WIN, COAST_TILES_EACH, PER_CITY
from rulesets.hellas.dolphin import with_dolphin
from rulesets.hellas.kit import SCHEMA, landscape
from rulesets.hellas.kit import learned as learned_kit
from rulesets.hellas.migrate import BEFORE_V16, BEFORE_V17, LEGACY_OPTIONS, LEGACY_STEPS, migrate_v1
from rulesets.hellas.offered import OFFERS
from rulesets.hellas.state import State
from rulesets.hellas.tile_fields import BY_HAND, HAND

#: The first coast's steps: one tile each per step.
_COAST_STEPS = (N_("tile 1"), N_("tile 2"), N_("tile 3"), N_("tile 4"))
assert len(_COAST_STEPS) == COAST_TILES_EACH
# Words the engine shows from ids: the factions, the trackers' keys (marked here for the catalogue).
_SHOWN = (N_("light"), N_("dark"), N_("cities"), N_("temples"), N_("reinforcements"), N_("cards"))
# The rule names saves keep for an override (shown translated): the cap's name before version 10 too.
_STORED = (N_("Three a city"),)


def _hands_over(ctx: Context) -> bool:
    """The opponent's own option (Reinforcements, a Voyage, an Attack) ends the turn before it (version 17)."""
    return not ctx.options.get(BEFORE_V17)


class Hellas(Ruleset[State]):
    """Hellas for two players: light starts."""

    id = "hellas"
    name = "Hellas"
    version = "17"
    min_players = 2
    max_players = 2
    factions = ("light", "dark")
    options = (
        Field("cities_to_win", "int", "cities that win at the end of a turn", default=CITIES_TO_WIN, min=3, max=23),
        # Saves from before the grid (version 2 and older) described the coast by neighbours; they go on so.
        Field(
            BY_HAND, "bool", "the coast described by neighbours, unchecked (saves from before the grid)", default=False
        ),
        Field(
            window.OWN_SCREENS,
            "bool",
            "every player reads their own screen: nobody is asked for an answer they hold no card for",
            default=False,
        ),
    )
    # Saves from before version 6 (see ``migrate``) replay as those rules took them.
    legacy_options = LEGACY_OPTIONS
    phases = (
        PhaseSpec(
            "coast",
            "First coast",
            steps=_COAST_STEPS,
            topic="coast",
            guide="Each player draws one card of each god (deal); then in turn place four tiles each.",
        ),
        PhaseSpec(
            "turn",
            "Turns",
            topic="turn",
            guide="One option — Reinforcements, Voyage or Attack — then Regroup; play god cards as you like.",
            # The opponent starting their turn ends this one (no ``next``); their answers inside it do not.
            handover=_hands_over,
            handover_turn_only=True,
        ),
    )
    # Card and city fields offer what the ledger says is there to pick (see ``offered``).
    # The turn holder's actions wait for the opponent's answer to a card or an attack (see ``window``).
    # Reinforcements, Voyage and Attack are offered while the turn may take them (``options.open_only``).
    # Resolve, carry-out, regroup and react are offered only when they apply (``due``); an attack left with
    # nothing to decide is resolved by the action that left it so (``idle``). The opponent's own action that ended
    # the turn before it says so (``handing``).
    actions = handing.saying_handover(
        with_offers(
            due.when_due(
                turn_options.open_only(
                    window.with_wait(
                        idle.resolving_alone(
                            (
                                *coast.ACTIONS,
                                *turn_options.ACTIONS,
                                *voyage.ACTIONS,
                                *battle.ACTIONS,
                                *gods.ACTIONS,
                                *choices.ACTIONS,
                                *window.ACTIONS,
                            )
                        )
                    )
                )
            ),
            OFFERS,
        )
    )
    calculators = CALCULATORS
    package = "rulesets.hellas"
    # No six-sided dice: Hellas is played with cards alone.
    uses_dice = False
    caps = (
        Cap("greek", "tile", PER_CITY, N_("Three per city"), "turn"),
        Cap("ship", "tile", PER_CITY, N_("Three per city"), "turn"),
    )
    private_holders = ("hand", "drawn", "deck")
    kit_schema = SCHEMA
    # The story of the evening (``told``): no income, since every figure comes from the player's own
    # reserve; a battle is an attack, told when it is resolved.
    income_kinds = ()
    battle_actions = told.BATTLE_ACTIONS

    # -- components and names --------------------------------------------------

    def components(self, players: Sequence[Player]) -> list[Component]:
        return holders.components(players)

    def holders(self, ctx: Context) -> list[str]:
        return holders.holders(ctx)

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return holders.holder_label(holder, players)

    def allows_over_cap(self, ctx: Context, holder_id: str) -> bool:
        # Ares's ships to Greeks: more than 3 Greeks in that city until the attack ends.
        state = game(ctx)
        return bool(state.swelled) and holder_id == holder(state.swelled)

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        if name == "tile":
            return tile_catalogue(game(ctx).tiles)
        if name == "spot":
            return free_spots(game(ctx).tiles)[0]
        if name == "landscape":
            state = game(ctx)
            return landscape(ctx.kit, state.described, state.tiles)
        if name == "card":
            return CARD_CATALOGUE
        if name in GOD_CATALOGUES:
            return GOD_CATALOGUES[name]
        return super().catalogue(ctx, name)

    # -- setup and turns -------------------------------------------------------

    def setup(self, ctx: Context) -> State:
        holders.set_out(ctx)
        return State()

    def phase_active(self, ctx: Context) -> bool:
        return ctx.phase != "coast" or ctx.position.round == 1

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        light = ctx.seat_of("light")
        first = 0 if light is None else light
        return (first, 1 - first)  # light begins the coast and every round

    def start_player(self, ctx: Context) -> int:
        light = ctx.seat_of("light")
        return 0 if light is None else light  # light starts, wherever they sit (L1/f1, f15)

    def enter(self, ctx: Context, previous: Position) -> State:
        if ctx.phase == "turn":
            return coast.shuffle_back(ctx)
        return game(ctx)

    def turn_end(self, ctx: Context) -> State:
        state = settle(ctx)
        seat = ctx.position.turn
        if ctx.phase != "turn" or seat is None:
            return state
        if state.battle is not None:  # an attack never resolved (the table moved on): its Greeks go home
            ctx.move_all(battle.attackers(ctx, state.battle.attacker), ctx.own("reserve", state.battle.attacker))
        state = battle.trim(ctx, state)
        ctx.move_all(ctx.own("drawn", seat), ctx.own("hand", seat))
        target = show.cities_to_win(ctx)
        winner = state.winner
        if winner is None and city_counts(ctx)[seat] >= target:
            winner = seat
        light = ctx.seat_of("light")
        # The plays are cleared, so the mark of the last attack resolved goes too (play-test 10: kept, it made the
        # first attack of the next turn read none of its cards); saves of version 14 keep it as they replayed.
        kept = ctx.options.get(BEFORE_V15)
        return replace(
            state,
            option="",
            battle_from=state.battle_from if kept else 0,
            announced=state.announced if kept else "",
            mended=None,
            options_used=(),
            regroup="",
            voyaged=False,
            plays=(),
            settled=0,
            battle=None,
            discard=None,
            heard=None,
            owed="",
            winner=winner,
            first_turn_done=state.first_turn_done or seat == light,
        )

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        return duties.turn_may_end(ctx, self.turn_order(ctx))

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        return duties.phase_may_end(ctx, self.turn_order(ctx))

    def turn_done(self, ctx: Context) -> bool:
        # Nothing left to decide: the option is over, nothing to regroup, no card to play or answer.
        seat = ctx.position.turn
        state = game(ctx)
        if ctx.phase == "coast" and seat is not None:
            return len(cities(ctx, seat)) > ctx.position.step  # this turn's tile is placed
        if ctx.phase != "turn" or seat is None or not state.option or state.battle is not None or state.regroup:
            return False
        if open_play(state) is not None or gods.discard_due(ctx):
            return False
        # A card held that may still be played keeps the turn (saves before version 16: any card held did).
        if ctx.options.get(BEFORE_V16) and ctx.holding(ctx.own("hand", seat)):
            return False
        if duties.may_still_play(ctx, seat):
            return False
        return bool(turn_options.may_choose(state, seat, "voyage")) and bool(
            turn_options.may_choose(state, seat, "attack")
        )

    def passes_after_others(self, ctx: Context) -> bool:
        # The opponent's answer may leave the turn holder nothing to do (their attack failed): it passes then too.
        return not ctx.options.get(BEFORE_V16)

    def awaited(self, ctx: Context) -> str | None:
        # Zeus's discard answers his card too (it lets it stand); else the opponent's answer to a card
        # or an attack comes first.
        if gods.discard_due(ctx):
            return "discard"
        if window.card_awaited(ctx):
            return "pass"
        if ctx.phase == "turn" and game(ctx).owed:
            return "carry-out"  # a card that stands is carried out before the answer to the attack (L4)
        if window.awaiting(ctx) is not None:
            return "pass"
        fight = game(ctx).battle
        attacking = fight is not None and fight.attacker == ctx.position.turn
        if ctx.phase == "turn" and attacking and not battle.check_resolve(ctx, {}):
            # Nobody's answer awaited and the attack still stands: resolving it comes next (its cards may still
            # be played first; play-test 9's app showed an empty picker, and Ctrl+N a refused next).
            return "resolve"
        if ctx.phase == "coast":
            # The starting cards first (light, then dark); once both have drawn theirs, the turn's tile (the
            # app's form stayed on the deal done).
            if coast.to_deal(ctx):
                return "deal"
            seat = ctx.position.turn
            placing = seat is not None and len(cities(ctx, seat)) <= ctx.position.step
            return "coast-tile" if placing else None
        return "carry-out" if game(ctx).owed else None

    def pending(self, ctx: Context) -> list[str]:
        return show.pending(ctx)

    # -- results ---------------------------------------------------------------

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        target = show.cities_to_win(ctx)
        held = city_counts(ctx)
        return [
            VictoryProgress(p.name, "cities", tr("Cities"), held[s], target, state.winner == s)
            for s, p in enumerate(ctx.players)
        ]

    def by_itself(self, before: Context, after: Context) -> Sequence[str]:
        return idle.told(before, after)

    def battle(self, before: Context, after: Context, event: Event) -> Battle | None:
        return told.battle(before, after, event)

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        return show.trackers(ctx, player)

    def places(self, ctx: Context) -> list[Place]:
        return show.places(ctx)

    def glance(self, ctx: Context) -> Glance:
        return show.glance(ctx)

    def views(self, ctx: Context) -> Sequence[View]:
        return show.views(ctx)

    def learned(self, ctx: Context, kit: Kit) -> Kit:
        # The tiles the table described because the kit did not know them: kept for the next game.
        # The dolphin tile's sides, as the tiles laid around it show them (land meets land): kept too.
        return with_dolphin(learned_kit(kit, game(ctx).described), contacts(ctx))

    def stated(self, ctx: Context, action: str, args: dict[str, Any]) -> Kit:
        """The kit with the printed facts a refused action stated (a tile's description): see ``stated``."""
        from rulesets.hellas.stated import stated_kit  # only a refused placement asks

        return stated_kit(ctx, action, args)

    def drawn(self, kit: Kit) -> list[str]:
        from rulesets.hellas.drawn import drawn_tiles  # only `tabula kit board` and the kit screen draw

        return drawn_tiles(kit)

    def drawn_session(self, ctx: Context, width: int | None = None) -> list[str]:
        from rulesets.hellas.coast_drawn import drawn_coast  # only show and the map's drawn view draw

        return drawn_coast(ctx, width)

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        # Version 3 lays every new coast on the grid; a save whose coast was described by neighbours
        # keeps that way through its option.
        if from_version == "1":
            data = migrate_v1(data)
        events = [e.get("a") or {} for e in data.get("events", []) if isinstance(e, dict)]
        if any(isinstance(a, dict) and any(a.get(k) is not None for k in HAND) for a in events):
            data = {**data, "options": {**(data.get("options") or {}), BY_HAND: True}}
        # Each save keeps what every version after its own changed (legacy options), oldest first.
        older = int(from_version) if from_version.isdigit() else len(LEGACY_STEPS) + 3
        for legacy in LEGACY_STEPS[max(older - 3, 0) :]:
            data = legacy(data)
        return {**data, "ruleset_version": self.version}
