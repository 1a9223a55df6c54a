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
    views,
)
from rulesets.civilization import catalogues as cat
from rulesets.civilization.calculators import CALCULATORS
from rulesets.civilization.common import (
    V4_LOG,
    V5_LOG,
    V6_LOG,
    V8_LOG,
    V9_LOG,
    V10_LOG,
    V11_LOG,
    V12_LOG,
    V13_LOG,
    in_turn_order,
)
from rulesets.civilization.components import cities_of, game, realm
from rulesets.civilization.data import COINS_TO_WIN, TECH_TO_WIN_LEVEL
from rulesets.civilization.kit import SCHEMA, shipped
from rulesets.civilization.kitlearn import learned
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
    # Saves from before versions 3 to 14 replay their events as those rules took them (see
    # ``management.LOOSE_LOG``, ``management.ASKED_LOG``, ``common.V4_LOG`` to ``common.V13_LOG``).
    legacy_options = (
        Field(
            management.LOOSE_LOG, "bool", "typed values kept as older rules took them (saves before v3)", default=False
        ),
        Field(
            management.ASKED_LOG,
            "bool",
            "a figure's cost asked at every build, as older rules did (saves before v4)",
            default=False,
        ),
        Field(
            V4_LOG,
            "bool",
            "great persons, generals, policies and relics as older rules took them (saves before v5)",
            default=False,
        ),
        Field(
            V5_LOG,
            "bool",
            "every turn taken, research ended, deals and unit cards typed as older rules took them (saves before v6)",
            default=False,
        ),
        Field(
            V6_LOG, "bool", "coins changed without a source, as older rules took them (saves before v7)", default=False
        ),
        Field(
            V8_LOG,
            "bool",
            "found tokens held with their reward and turns left open, as older rules took them (saves before v9)",
            default=False,
        ),
        Field(V9_LOG, "bool", "a Native Art marker held as older rules took it (saves before v10)", default=False),
        Field(V10_LOG, "bool", "start pieces laid from the kit unasked, as older rules did (saves before v11)", False),
        Field(
            V11_LOG,
            "bool",
            "metropolis cards, cities taken and trade counts as older rules took them (saves before v12)",
            False,
        ),
        Field(V12_LOG, "bool", "a marker the table applies kept in the token pile (saves before v13)", False),
        Field(
            V13_LOG, "bool", "a great person for passing a person space, as older rules gave (saves before v14)", False
        ),
    )
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
    # Each says when it ended its player's turn by itself (``turns.turn_over``).
    actions = with_offers(
        turns.telling_turns(
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
        return [*fight.obligations(ctx), *views.turn_obligations(ctx)]

    def phase_may_end(self, ctx: Context) -> Sequence[Violation]:
        return [*fight.obligations(ctx), *views.obligations(ctx), *startsheet.obligations(ctx)]

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
        state = game(ctx)
        # Unknown until told (at the first arts): no stand-in end, neither shown nor won at.
        end = culture.known_track(ctx, "spaces")
        out = []
        ledger = ctx.ledger
        by_kind = cat.book(ctx).by_kind
        labels = (tr("Tech level"), tr("Culture track"), tr("Coins"), tr("Capitals taken"))
        # Called after nearly every event: read the ledger directly rather than through helpers.
        for seat, player in enumerate(ctx.players):
            mine = state.realms[seat]
            # The level-5 tech (Space Flight) on a sound pyramid wins (l. 7, l. 203).
            top = 0
            for kind, _ in ledger.holding(f"pyramid:{player.faction}"):
                tech = by_kind.get(kind)
                if tech is not None:
                    top = max(top, 1 if tech.id == mine.start_tech else tech.level or 1)
            coins = ledger.count(f"coins:{player.faction}", "coin") + ledger.count(
                f"investments:{player.faction}", "coin"
            )
            out += [
                VictoryProgress(player.name, "technology", labels[0], top, TECH_TO_WIN_LEVEL, top >= TECH_TO_WIN_LEVEL),
                VictoryProgress(
                    player.name, "culture", labels[1], mine.culture, end, end is not None and mine.culture >= end
                ),
                VictoryProgress(player.name, "economy", labels[2], coins, COINS_TO_WIN, coins >= COINS_TO_WIN),
                # Said as what is counted: "Capitals taken 0 of 1", not "Military 0 of 1".
                VictoryProgress(
                    player.name, "military", labels[3], int(mine.captured_capital), 1, mine.captured_capital
                ),
            ]
        return out

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
