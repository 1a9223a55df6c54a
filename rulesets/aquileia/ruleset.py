"""Aquileia as a Tabula ruleset: six rounds of placement, then the six areas in order."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import Violation, with_offers
from engine.battle import Battle
from engine.events import Event
from engine.fields import Field
from engine.i18n import N_, tr
from engine.kits import Kit
from engine.ledger import Component, Move
from engine.names import Catalogue
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, VictoryProgress
from engine.state import Context, Player
from engine.views import Glance, Place, View
from rulesets.aquileia import (
    boardkit,
    display,
    duties,
    faceup,
    first,
    forum,
    glance,
    holders,
    mercatus,
    placement,
    portus,
    prizes,
    rolls,
    steps,
    theatrum,
    told,
)
from rulesets.aquileia.calculators import CALCULATORS
from rulesets.aquileia.catalogues import CATALOGUES
from rulesets.aquileia.common import game
from rulesets.aquileia.contests import LEGACY
from rulesets.aquileia.data import FACTIONS, ROUNDS
from rulesets.aquileia.idle import ASKED, PECUNIA_ASKED, UNABLE_ASKED, pass_forum, pass_mercatus
from rulesets.aquileia.kit import KIT
from rulesets.aquileia.lone import LONE_ASKED, lone_race
from rulesets.aquileia.migrate import migrate_v1, migrate_v2
from rulesets.aquileia.offered import OFFERS
from rulesets.aquileia.placement import TIE_ASKED
from rulesets.aquileia.printed import board, learned_kit, printed
from rulesets.aquileia.spaces import SKIP
from rulesets.aquileia.state import Patrician, State
from rulesets.aquileia.theatrum_sale import DECLINED_LEFT, LAST_NAMED
from rulesets.aquileia.tiles import SLAVES_ASSUMED, tile_catalogue


class Aquileia(Ruleset[State]):
    """Aquileia for 3 to 5 players, six rounds."""

    id = "aquileia"
    name = "Aquileia"
    version = "13"
    rounds = ROUNDS
    min_players = 3
    max_players = 5
    factions = FACTIONS
    # Saves from before version 6 took a contest's dice, cards and blue dice in one action (``contests.LEGACY``),
    # and a player who declined to open the Theatrum auction left it (``theatrum.DECLINED_LEFT``); saves from
    # before version 7 waited for a skip where there was nothing to decide (``idle.ASKED``); saves from before
    # version 8 asked a player who could not bid to bid, and Latro to roll with nothing to take (``UNABLE_ASKED``);
    # saves from before version 9 read a tile's price typed without slaves as one without any (``SLAVES_ASSUMED``);
    # saves from before version 10 waited for a skip at Pecunia with no rate to pay (``PECUNIA_ASKED``); saves
    # from before version 11 waited for a ``sell`` naming the deck's last theatre laurel (``LAST_NAMED``); saves
    # from before version 12 waited for a tie marker that was all a player had left (``placement.TIE_ASKED``);
    # saves from before version 13 had a lone Stadium racer roll and play cards (``lone.LONE_ASKED``).
    legacy_options = (
        Field(LEGACY, "bool", "a fight or race took its cards and blue dice too (saves before v6)", default=False),
        Field(DECLINED_LEFT, "bool", "declining to open left the auction (saves before v6)", default=False),
        Field(ASKED, "bool", "a step with nothing to decide waited for a skip (saves before v7)", default=False),
        Field(UNABLE_ASKED, "bool", "a player who could not bid was asked to (saves before v8)", default=False),
        Field(SLAVES_ASSUMED, "bool", "a price typed without slaves had none (saves before v9)", default=False),
        Field(PECUNIA_ASKED, "bool", "Pecunia with no rate to pay waited for a skip (saves before v10)", default=False),
        Field(
            LAST_NAMED, "bool", "the last theatre laurel's auction waited for a sale (saves before v11)", default=False
        ),
        Field(TIE_ASKED, "bool", "a tie marker left alone waited to be placed (saves before v12)", default=False),
        Field(LONE_ASKED, "bool", "a lone Stadium racer rolled and played cards (saves before v13)", default=False),
    )
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
    # Card and space fields offer what the ledger says is there to pick (see ``offered``).
    actions = with_offers(
        (
            first.ACTION,
            *placement.ACTIONS,
            *mercatus.ACTIONS,
            *steps.ACTIONS,
            rolls.ACTION,
            prizes.ACTION,
            *theatrum.ACTIONS,
            forum.ACTION,
            SKIP,
            *portus.ACTIONS,
            faceup.ACTION,
            faceup.ROUND_ACTION,
            boardkit.ACTION,
        ),
        OFFERS,
    )
    calculators = CALCULATORS
    package = "rulesets.aquileia"
    # Aquileia rolls metal dice (gold, silver, bronze faces), not six-sided ones.
    uses_dice = False
    caps = holders.CAPS
    private_holders = holders.PRIVATE
    # l.1: players need not show how many cards they hold, so the others' screens do not count a hand.
    secret_counts = ("hand",)
    # The printed spaces, tiles, rates and decks (kit.toml); a session keeps its own copy.
    kit_schema = KIT
    # The story of the evening: coins earned per round, and the Arena's fights (see ``told``).
    income_kinds = told.INCOME_KINDS
    battle_actions = told.BATTLE_ACTIONS

    # -- components and names ------------------------------------------------------

    def components(self, players: Sequence[Player]) -> list[Component]:
        return holders.components(players)

    def holders(self, ctx: Context) -> list[str]:
        return holders.correctable(ctx)

    def holder_label(self, holder: str, players: Sequence[Player]) -> str | None:
        return holders.holder_label(holder)

    def holder_label_at(self, ctx: Context, holder: str) -> str | None:
        # A space by the name the table gave it (gold 1a once a gold 1b was added), as show and the forms say it.
        sort, _, rest = holder.partition(":")
        return board(ctx).said(rest) if sort == "space" else None

    def catalogue(self, ctx: Context, name: str) -> Catalogue:
        if name == "space":
            return board(ctx).spoken()
        if name == "tile":
            return tile_catalogue(ctx)
        if name == "rate":
            return printed(ctx).spoken_rates()
        found = CATALOGUES.get(name)
        return found if found is not None else super().catalogue(ctx, name)

    def learned(self, ctx: Context, kit: Kit) -> Kit:
        # Spaces added, tiles built, prices and rates typed: the next game's kit knows them.
        return learned_kit(kit, game(ctx).learned)

    def stated(self, ctx: Context, action: str, args: dict[str, Any]) -> Kit:
        """A refused build's tile description (its price, slaves, points), kept for the next try: see
        ``forum.stated_kit``."""
        from rulesets.aquileia.forum import stated_kit  # only a refused build asks

        return stated_kit(ctx, action, args)

    def drawn(self, kit: Kit) -> list[str]:
        from rulesets.aquileia.drawn import drawn_board  # only `tabula kit board` and the kit screen draw

        return drawn_board(kit)

    # -- setup and rounds --------------------------------------------------------------

    def assign_factions(self, wanted: Sequence[tuple[str, str | None]]) -> tuple[Player, ...]:
        first.same_faction(self, wanted)
        return super().assign_factions(wanted)

    def setup(self, ctx: Context) -> State:
        holders.setup(ctx)
        return State(tuple(Patrician() for _ in ctx.players), placer=0)

    def start_player(self, ctx: Context) -> int:
        # `enter` has already put the first tie marker's owner to place first (l.8).
        state = game(ctx)
        return state.placer if state.placer is not None else ctx.position.start

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        if previous.round == 0:
            return state
        left = self.phases[previous.phase].id
        spaces = board(ctx)
        # Servants come home once their area has acted; a Portus coin still under one is paid.
        holders.send_home(ctx, spaces.areas.get(left, ()))
        if left == "theatrum":
            _return_offers(ctx)
        if ctx.position.round == previous.round:
            # What nobody decides happens as its area begins: Potentia's blue dice, in Portus without
            # Latro every activation already paid for; a space whose player cannot pay for it passes.
            if ctx.phase == "mercatus":
                return pass_mercatus(ctx, mercatus.take_potentia(ctx, state))
            if ctx.phase == "portus" and not portus.latro_due(ctx):
                return portus.activate_unrobbed(ctx, state)
            if ctx.phase == "forum":
                return pass_forum(ctx, state)
            if ctx.phase == "theatrum":
                return theatrum.settle(ctx, state)
            if ctx.phase == "stadium":
                return lone_race(ctx, state)
            if ctx.phase == "portus":
                return portus.latro_idle(ctx, state)
            return state
        holders.send_home(ctx, spaces.spaces)
        _return_offers(ctx)
        for seat in range(len(ctx.players)):
            marker = ctx.piece(holders.TIE, seat)
            ctx.move(marker, ctx.count(holders.TIE_TRACK, marker), holders.TIE_TRACK, holders.reserve(ctx, seat))
        if ctx.position.round > ROUNDS:
            # The tie markers have gone back to the reserves: the track is empty, and no round follows.
            # Potentia's blue dice serve their round only (l.4): the ones left go back with it (play-test 10).
            people = tuple(replace(p, blue=0) for p in state.patricians)
            return replace(state, patricians=people, over=True, tie_track=())
        people = tuple(replace(p, passed=False, blue=0) for p in state.patricians)
        start = state.tie_track[0] if state.tie_track else ctx.position.start
        return State(people, placer=start, learned=state.learned, auto=state.auto, shown=state.shown)

    # -- obligations and what is going on -------------------------------------------------

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        return duties.obligations(ctx)

    def pending(self, ctx: Context) -> list[str]:
        return duties.in_progress(ctx)

    def awaited(self, ctx: Context) -> str | None:
        return duties.awaited(ctx)

    def phase_done(self, ctx: Context) -> bool:
        # Every phase is played by everyone at once; once nothing it owes is left (placed, acted or
        # skipped, fought and rewarded, sold, paid), it ends: so does an area nobody placed in.
        return not game(ctx).over and not duties.obligations(ctx)

    # -- results and display ---------------------------------------------------------------

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        names = tuple(p.name for p in ctx.players)
        if not state.over:
            return list(_progress(names, tuple(p.score for p in state.patricians), False, tr(LABEL)))
        finals = tuple(p.score + display.final_score(ctx, s)["total"] for s, p in enumerate(state.patricians))
        return list(_progress(names, finals, True, tr(LABEL)))

    def winners(self, ctx: Context, progress: Sequence[VictoryProgress]) -> tuple[int, ...]:
        # Nobody wins before the final scoring: skip the engine's search on every event.
        if not game(ctx).over:
            return ()
        return super().winners(ctx, progress)

    def by_itself(self, before: Context, after: Context) -> list[str]:
        return duties.by_itself(before, after)

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        return display.trackers(ctx, player)

    def places(self, ctx: Context) -> list[Place]:
        return display.places(ctx)

    def glance(self, ctx: Context) -> Glance:
        return glance.glance(ctx)

    def views(self, ctx: Context) -> list[View]:
        return display.views(ctx)

    def income(
        self, event: Event, moves: Sequence[Move], seats: Mapping[str, int], names: Sequence[str]
    ) -> dict[int, dict[str, int]]:
        # Theatrum proceeds come from another player's offer, and Pecunia swaps: the default counts neither right.
        return told.income(event, moves, seats)

    def battle(self, before: Context, after: Context, event: Event) -> Battle | None:
        return told.battle(before, after, event)

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        if event_type == "drop":  # before anyone opened, a drop declines to open and the player stays in (l.7)
            return tr("declines to open") if args.get("declined") else tr("drops out")
        if event_type == "skip":
            from rulesets.aquileia.spaces import describe_skip

            return describe_skip(args)
        return forum.describe(args) if event_type == "build" else ""

    def migrate(self, data: dict[str, Any], from_version: str) -> dict[str, Any]:
        from engine.autoend import drop_idle, drop_typed_ends

        if from_version in ("1", "2", "3", "4", "5"):
            # Version 6 runs a contest in the rulebook's steps (everyone rolls, then cards, then the blue dice):
            # an older log's fights and races took all three at once, and go on doing so (replayed below too).
            data = {**data, "options": {**(data.get("options") or {}), LEGACY: True, DECLINED_LEFT: True}}
        if from_version in ("1", "2", "3", "4", "5", "6"):
            # Version 7 passes a Forum builder who can build nothing, and a robbed player with nothing to
            # activate: an older log's skips of those steps stay where they were typed.
            data = {**data, "options": {**(data.get("options") or {}), ASKED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7"):
            # Version 8 drops a player who cannot bid from the Theatrum auction, and passes Latro with no coin
            # under a Portus servant: an older log's drops and rolls stay where they were typed.
            data = {**data, "options": {**(data.get("options") or {}), UNABLE_ASKED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7", "8"):
            # Version 9 asks a tile's slaves the kit lacks: an older log's builds typed without them had none.
            data = {**data, "options": {**(data.get("options") or {}), SLAVES_ASSUMED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7", "8", "9"):
            # Version 10 passes Pecunia with no rate to pay, and a Forum builder left unable when a space is
            # skipped: an older log's skips of those steps stay where they were typed.
            data = {**data, "options": {**(data.get("options") or {}), PECUNIA_ASKED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10"):
            # Version 11 sells the deck's last theatre laurel by itself: an older log's sale stays where typed.
            data = {**data, "options": {**(data.get("options") or {}), LAST_NAMED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"):
            # Version 12 puts down a tie marker that is all a player has left: an older log's stays where typed.
            data = {**data, "options": {**(data.get("options") or {}), TIE_ASKED: True}}
        if from_version in ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"):
            # Version 13 runs a lone Stadium racer's race by itself: an older log's roll and cards stay as typed.
            data = {**data, "options": {**(data.get("options") or {}), LONE_ASKED: True}}
        if from_version == "1":
            data, from_version = migrate_v1(data), "2"
        if from_version == "2":
            data, from_version = migrate_v2(data), "3"
        if from_version == "3":
            # Version 4 ends a phase by itself once nothing is left in it: a version-3 log's typed ends go.
            data, from_version = drop_typed_ends(data, self.version), "4"
        if from_version == "4":
            # Version 5 takes Potentia's dice and the Portus activations paid for at placement by itself.
            data, from_version = drop_idle(data, self.version, ("potentia", "activate", "skip")), "5"
        return {**data, "ruleset_version": self.version}


#: What the victory progress is called (the app cuts labels at 18 characters): the score itself (play-test:
#: "Points vs leader" read as some other measure).
LABEL = N_("Points")


@functools.lru_cache(maxsize=256)
def _progress(names: tuple[str, ...], totals: tuple[int, ...], over: bool, label: str) -> tuple[VictoryProgress, ...]:
    """Everyone's points against the leader's (cached: replay asks after every event, and scores change rarely).

    Aquileia has no points to reach: the most points after six rounds wins, so the target shown is the
    leader's score, said as the leader's ("Points 4 (leader 8)").
    """
    best = max(totals) if totals else 0
    return tuple(
        VictoryProgress(name, "score", label, totals[s], best, over and totals[s] == best, leading=True)
        for s, name in enumerate(names)
    )


def _return_offers(ctx: Context) -> None:
    """Theatrum offers go back to their purses (nothing bid stays on the table)."""
    for seat in range(len(ctx.players)):
        ctx.move_all(ctx.own("offer", seat), holders.purse(ctx, seat))
