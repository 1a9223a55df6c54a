"""Sid Meier's Civilization as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import with_offers
from engine.battle import Battle
from engine.errors import Violation
from engine.events import Event
from engine.fields import Field
from engine.i18n import tr
from engine.kits import Kit
from engine.ledger import Component, Move
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context, Player
from engine.views import Glance, Place, View
from rulesets.civilization import (
    additions,
    any_time,
    battle_view,
    battles,
    collect_all,
    components,
    culture,
    fight,
    finds,
    glance,
    management,
    migration,
    national,
    research,
    startsheet,
    table_setup,
    told,
    trading,
    turn_start,
    turns,
    victory,
    views,
)
from rulesets.civilization import catalogues as cat
from rulesets.civilization.calculators import CALCULATORS
from rulesets.civilization.common import V8_LOG, in_turn_order
from rulesets.civilization.components import cities_of, game, realm
from rulesets.civilization.kit import SCHEMA, shipped
from rulesets.civilization.kitlearn import learned, stated_cost
from rulesets.civilization.legacy import LEGACY_OPTIONS
from rulesets.civilization.migration import STAND_INS as STAND_INS
from rulesets.civilization.offered import OFFERS
from rulesets.civilization.state import State

#: Catalogues of kit sections the table never adds to: the kit's own (cached on the kit).
KIT_CATALOGUES = {"relic": "relics", "policy": "policies", "resource": "resources", "unit": "units"}
KIT_CATALOGUES["card"] = "unit_cards"  # a unit card by type and rank (``front card=``)
#: Catalogues joining the kit and the table's additions (cached on both, see ``catalogues.book``).
BOOK_CATALOGUES = ("tech", "wonder", "building", "person", "government", "item")


class Civilization(Ruleset[State]):
    """Civilization for 2 to 5 players (the W&W combat system)."""

    id = "civilization"
    name = "Sid Meier's Civilization"
    version = "14"
    min_players = 2
    max_players = 5
    # Factions are declared before a session has a kit: the shipped kit's civilizations.
    factions = tuple(c["id"] for c in shipped().entries("civilizations"))
    # Turns pass by themselves once nothing is left (a metropolis, a build): a habitual next right after is
    # refused, so it cannot end the next player's turn (issue 36).
    guards_next = True

    def faction_name(self, faction: str) -> str:
        entry = next((c for c in shipped().entries("civilizations") if c["id"] == faction), None)
        return tr(str(entry["name"])) if entry else faction

    kit_schema = SCHEMA
    # The culture track's printed positions come from the kit; a table whose kit does not know them may give them
    # here at ``new``, else the first ``arts`` asks (nothing stands in: see "decisions" and "kit").
    options = (
        Field("culture_spaces", "int", "last space of the culture track (culture victory)", False, min=5, max=60),
        Field("event_lines", "ints", "event lines: reaching or crossing one draws a culture event", False),
        Field("person_spaces", "ints", "great-person spaces", False),
        Field("hand_limit_spaces", "ints", "culture spaces from which the hand limit is one higher", False),
    )
    # Saves from before versions 3 to 14 replay their events as those rules took them (``legacy``).
    legacy_options = LEGACY_OPTIONS
    phases = (
        PhaseSpec(
            "start",
            "Start of turn",
            topic="start",
            guide="In turn from the start player: found cities from settlers, metropolises, "
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
            # Moves are not recorded: the next player's find or battle is the end of the turn before, as at the
            # table (play-test 7: a bare next for each player before the one who acted).
            handover=True,
        ),
        PhaseSpec("research", "Research", order="all", topic="research", guide="Each player may research one tech."),
    )
    # Tech, city, item and card fields offer what is available to the actor (see ``offered``).
    # Each says when it ended its player's turn by itself (``turns.turn_over``); those any player may take end
    # nobody's turn (``any_time``).
    actions = with_offers(
        turns.telling_turns(
            any_time.marking(
                additions.ACTIONS[:1]
                + national.ACTIONS
                + startsheet.ACTIONS
                + turn_start.ACTIONS
                + trading.ACTIONS
                + collect_all.ACTIONS
                + management.ACTIONS
                + culture.ACTIONS
                + fight.ACTIONS
                + battles.ACTIONS
                + finds.ACTIONS
                + research.ACTIONS
                + additions.ACTIONS[1:]
            )
        ),
        OFFERS,
    )
    calculators = CALCULATORS
    package = "rulesets.civilization"
    # Battles are fought with unit cards; the rulebook rolls no dice.
    uses_dice = False
    caps = components.CAPS
    private_holders = components.PRIVATE
    # Each player's deck of tech cards not researched: show counts it (its 40 names hid the table).
    counted_holders = ("techs",)

    # -- components and names --------------------------------------------------

    def components(self, players: Sequence[Player]) -> Sequence[Component]:
        return components.components(players)

    def holders(self, ctx: Context) -> Sequence[str]:
        # Every player's holders and the shared ones, empty or not, so the table can correct them (an empty
        # hand, a coin dial at 0, the discard pile before the first discard).
        own = [ctx.own(sort, seat) for seat in range(len(ctx.players)) for sort in components.LABELS]
        return [*own, *components.SHARED]

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return components.holder_label(holder, players)

    def kind_home(self, kind: str) -> str | None:
        # An unlimited kind waits at its supply (an event card in its deck: play-test 9 took one "from the box"),
        # a player's figures and city markers in that player's supply (``table_setup`` lays them out there).
        base, _, owner = kind.partition(":")
        supplied = owner and base in ("army", "settler", "city", components.OWN_METROPOLIS)
        return f"supply:{owner}" if supplied else components.HOMES.get(kind)

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        if name in KIT_CATALOGUES:
            return ctx.kit.catalogue(KIT_CATALOGUES[name], name)
        if name in BOOK_CATALOGUES:
            return cat.book(ctx).catalogues[name]
        if name == "city":
            return cat.city_catalogue(game(ctx).cities)
        if name == "reward":
            return finds.rewards(ctx.kit)
        if name in ("hut-reward", "village-reward"):  # each names its own markers by what they show ("iron")
            return finds.rewards(ctx.kit, name.partition("-")[0])
        return super().catalogue(ctx, name)

    def learned(self, ctx: Context, kit: Kit) -> Kit:
        return learned(ctx, kit)

    def stated(self, ctx: Context, action: str, args: dict[str, Any]) -> Kit:
        # A figure's cost typed in a refused build is the card's, whatever refused it (``kitlearn.stated_cost``).
        return stated_cost(ctx, action, args)

    def drawn(self, kit: Kit) -> list[str]:
        from rulesets.civilization.drawn import drawn_kit  # only `tabula kit board` and the kit screen draw

        return drawn_kit(kit)

    def setup(self, ctx: Context) -> State:
        return table_setup.setup(ctx)

    # -- turns -------------------------------------------------------------------

    def start_player(self, ctx: Context) -> int:
        # The start player token passes clockwise every round (l. 26).
        if ctx.position.round <= 1:
            return 0
        return (ctx.position.start + 1) % len(ctx.players)

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        if ctx.position.round != previous.round and previous.round > 0:
            ctx.game = state
            state = turn_start.end_anarchy(ctx, state)
            if any(r.acted for r in state.realms):
                state = replace(state, realms=tuple(r.but(acted=()) for r in state.realms))
        if ctx.phase == "movement" and previous.phase != ctx.position.phase:
            ctx.game = state
            culture.discard_excess(ctx)
        return state

    def turn_done(self, ctx: Context) -> bool:
        # City management: once every city of the player has acted, nothing is left to decide; nor once the
        # player has nothing left to do in the start of turn or movement (``turns``).
        turn = ctx.position.turn
        if turn is None:
            return False
        if ctx.phase == "city":
            mine = cities_of(ctx, turn)
            if mine and all(c.id in realm(ctx, turn).acted for c in mine):
                return True
        return turns.done(ctx)

    def passes_after_others(self, ctx: Context) -> bool:
        # A great person another player draws may be the last thing holding a finished turn: it then passes
        # (a log before version 9 typed ``next`` for it).
        return not ctx.options.get(V8_LOG)

    def turn_order(self, ctx: Context) -> tuple[int, ...]:
        # A player with nothing to decide in a phase taken in turn gets no turn in it (``turns``).
        return turns.order(ctx, in_turn_order(ctx))

    def phase_active(self, ctx: Context) -> bool:
        # A phase where nobody has anything to decide is skipped (the start, research...).
        return turns.active(ctx, in_turn_order(ctx))

    def phase_done(self, ctx: Context) -> bool:
        # Research ends once nobody can research any more this round; Trade once the table closed it
        # (``collect-all close=yes``) and everyone has collected.
        return turns.research_over(ctx) or collect_all.trade_closed(ctx)

    def turn_may_end(self, ctx: Context) -> Sequence[Violation]:
        return [*fight.obligations(ctx), *views.turn_obligations(ctx), *any_time.no_move(ctx)]

    def phase_may_end(self, ctx: Context) -> Sequence[Violation]:
        return [
            *fight.obligations(ctx),
            *views.obligations(ctx),
            *startsheet.obligations(ctx),
            *turns.research_ended_by(ctx),
        ]

    def waiting(self, ctx: Context) -> Sequence[int] | None:
        # In research: who may still research (``turns.waiting``).
        return turns.waiting(ctx)

    def pending(self, ctx: Context) -> Sequence[str]:
        # next-phase is named as the one command only while it would end the phase: a great person still to draw
        # or a battle still open is said first, and the command then.
        ending = [] if self.phase_may_end(ctx) else turns.pending(ctx)
        return [*battle_view.pending(ctx), *views.pending(ctx), *ending]

    def awaited(self, ctx: Context) -> str | None:
        # What the rules wait for, so the app opens its form: the battle's next card or its result, a
        # great person to draw, trade still to collect, a start tech to place.
        found = battle_view.fight_of(ctx)
        if found is not None:
            return "front" if fight.fighters(ctx) else "battle"
        realms = game(ctx).realms
        if any(r.pending_persons for r in realms):
            return "great-person"
        if ctx.phase == "trade" and any(r.collected != ctx.position.round for r in realms):
            return "collect-trade"
        if ctx.phase == "start" and any(not r.start_tech for r in realms):
            return "start-tech"
        return None

    def by_itself(self, before: Context, after: Context) -> Sequence[str]:
        names = [p.name for p in self.phases]
        # After a turn passed in the start or movement, the one command that ends the phase for everyone left.
        ending = [] if self.phase_may_end(after) else turns.after_turn(before, after)
        return [
            *views.by_itself(before, after),
            *turns.research_skipped(before, after),
            *turns.cities_idle(before, after),
            *turns.passed_over(before, after, names),
            *ending,
        ]

    def forgone(self, before: Context, after: Context) -> Sequence[str]:
        # Asked before a step is taken (``--yes`` on the command line): a city action or a research still open.
        cities = turns.cities_given_up(before, after)
        if not turns.research_skipped(before, after):
            return cities
        # Said after the command line's "discards": a skipped research loses no card, and the trade stays.
        said = tr("{player}'s chance to research this round (skipped; the {trade} trade stay on the dial)")
        return [said.format(player=name, trade=trade) for name, trade in turns.researchers(before)]

    # -- results -------------------------------------------------------------------

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        return victory.progress(ctx)

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        return views.trackers(ctx, player)

    def places(self, ctx: Context) -> list[Place]:
        return views.places(ctx)

    def glance(self, ctx: Context) -> Glance:
        return glance.glance(ctx, self.phases[ctx.position.phase].name)

    def views(self, ctx: Context) -> Sequence[View]:
        return [*battle_view.panel(ctx), *views.panels(ctx)]

    # -- the story of the session (``told``) -------------------------------------------

    # Trade collected is a dial, not a component: ``income`` reads it from the events.
    battle_actions = told.BATTLE_ACTIONS

    def income(
        self, event: Event, moves: Sequence[Move], seats: Mapping[str, int], names: Sequence[str]
    ) -> dict[int, dict[str, int]]:
        return told.income(event, names)

    def battle(self, before: Context, after: Context, event: Event) -> Battle | None:
        return told.battle(before, after, event)

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        return migration.migrate(data, from_version, self.version)
