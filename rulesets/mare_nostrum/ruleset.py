"""Mare Nostrum as a Tabula ruleset: phases, hooks and the action list."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import get, total
from engine.fields import Field
from engine.phases import PhaseSpec, Position
from engine.ruleset import Ruleset, Variant, VictoryProgress
from engine.state import Context
from engine.views import Place, View
from rulesets.mare_nostrum import build, strategy, trade, views
from rulesets.mare_nostrum.calculators import CALCULATORS
from rulesets.mare_nostrum.cards import plan
from rulesets.mare_nostrum.common import actor, game, hand, suggest
from rulesets.mare_nostrum.data import CIVILIZATIONS, EXCLUDED, GOODS, HEROES, ROLES, START, WONDERS
from rulesets.mare_nostrum.economy import role_outcome
from rulesets.mare_nostrum.setup import UNKNOWN_GOOD, initial_state
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.victory import tie_break

TO_WIN = 4


# -- setup actions ---------------------------------------------------------------------


def caravan_good(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    province = state.province(args["province"])
    caravans = list(province.caravans)
    caravans[caravans.index(UNKNOWN_GOOD)] = args["good"]
    goods = province.goods if args["good"] in province.goods else province.goods + (args["good"],)
    return state.with_province(replace(province, caravans=tuple(caravans), goods=goods))


def check_caravan_good(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    if not state.has_province(args["province"]):
        return [rule("Map", f"no province {args['province']!r}", "map")]
    province = state.province(args["province"])
    if UNKNOWN_GOOD not in province.caravans:
        return [rule("Caravan", f"every caravan in {province.name} has its good", "setup")]
    return []


def extra_caravan(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    province = state.province(args["province"])
    goods = province.goods if args["good"] in province.goods else province.goods + (args["good"],)
    state = state.with_province(replace(province, caravans=province.caravans + (args["good"],), goods=goods))
    return replace(state, used=state.used | {(player, "extra-caravan")})


def check_extra_caravan(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    player = actor(ctx)
    civ = state.civs[player]
    allowed = START.get(civ, {}).get("extra_caravan", [])
    out = []
    if "points-start" in ctx.variants or not allowed:
        out.append(rule("Preset start", "only Egypt's preset start has a caravan to place", "setup"))
    elif args["province"] not in allowed:
        out.append(rule("Preset start", f"the extra caravan goes in {' or '.join(allowed)}", "setup"))
    if (player, "extra-caravan") in state.used:
        out.append(rule("Preset start", "the extra caravan is placed", "setup"))
    return out


SETUP_ACTIONS = (
    ActionSpec(
        "caravan-good",
        caravan_good,
        fields=(
            Field("province", "str", "province id"),
            Field("good", "choice", "good printed under it", choices=GOODS),
        ),
        phases=("setup",),
        who="any",
        check=check_caravan_good,
        help="Name the goods symbol a starting caravan stands on (as printed on the board).",
        topic="setup",
    ),
    ActionSpec(
        "extra-caravan",
        extra_caravan,
        fields=(
            Field("province", "str", "alexandria or thebes"),
            Field("good", "choice", "its goods symbol", choices=GOODS),
        ),
        phases=("setup",),
        check=check_extra_caravan,
        help="Egypt's preset start: one more caravan, in Alexandria or Thebes.",
        topic="setup",
    ),
)


class MareNostrum(Ruleset):
    """Mare Nostrum for 3 to 5 players."""

    id = "mare-nostrum"
    name = "Mare Nostrum"
    version = "1"
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
            guide="Preset start: name the goods under starting caravans, then next-phase. "
            "36-point start: buy up to 9 points a turn.",
        ),
        PhaseSpec(
            "trade",
            "Trade",
            order="all",
            topic="trade",
            guide="Everyone takes the income shown; then the Merchant sets the exchange and players take in turn.",
        ),
        PhaseSpec(
            "build",
            "Build",
            order="chosen",
            topic="build",
            guide="The Statesman picks who builds next; pay card sets for pieces, buildings, wonders and heroes.",
        ),
        PhaseSpec(
            "strategy",
            "Strategy",
            order="chosen",
            topic="strategy",
            guide="The Commander picks who moves next: fleets first, then legions; land battles are compulsory.",
        ),
    )
    # Every action offers the board's places and civilizations as suggestions.
    actions = tuple(
        replace(spec, suggest=suggest) for spec in SETUP_ACTIONS + trade.ACTIONS + build.ACTIONS + strategy.ACTIONS
    )
    calculators = CALCULATORS
    package = "rulesets.mare_nostrum"

    def free_factions(self, player_count: int) -> Sequence[str]:
        # Unchosen seats get the civilizations the rules recommend first.
        left_out = EXCLUDED.get(player_count, ())
        return [c for c in CIVILIZATIONS if c not in left_out] + list(left_out)

    def setup(self, ctx: Context) -> State:
        civs = [p.faction for p in ctx.players]
        return initial_state(civs, "points-start" in ctx.variants)

    def phase_active(self, ctx: Context) -> bool:
        return ctx.phase != "setup" or ctx.position.round == 1

    def enter(self, ctx: Context, previous: Position) -> State:
        state = game(ctx)
        new_round = ctx.position.round != previous.round
        if new_round and ctx.position.round > 1:
            state = self._round_start(ctx, state)
        if ctx.phase == "trade":
            if previous.round == 0 or self.phases[previous.phase].id == "setup":
                held = tuple(frozenset(p.id for p in state.provinces if p.influence == c) for c in state.civs)
                state = replace(state, held_at_start=held)
            state = replace(trade.collect_income(state), exchange=None)
        if ctx.phase == "build":
            state = replace(state, used=frozenset(u for u in state.used if u[1] != "hammurabi"))
            if "tie-break" in ctx.variants:
                state = replace(state, decided=self._tie_break(state))
        if ctx.phase == "strategy":
            state = build.discard_at_end(state)
            state = replace(state, moved=(), must_fight=(), after_battle=(), battles=(), legions_moved=frozenset())
            state = replace(state, used=frozenset(u for u in state.used if u[1] != "helen"))
        return state

    def _round_start(self, ctx: Context, state: State) -> State:
        outcome = role_outcome(state)
        roles = list(state.roles)
        pending = []
        for index, role in enumerate(ROLES):
            result = outcome[role]
            if result["holder"] is not None:
                roles[index] = result["holder"]
            else:
                pending.append((role, tuple(result["choose_from"])))
        holders = {r for r in roles if r is not None}
        all_roles = roles[0] if len(holders) == 1 and None not in roles and not pending else None
        held = tuple(frozenset(p.id for p in state.provinces if p.influence == c) for c in state.civs)
        return replace(
            state,
            roles=(roles[0], roles[1], roles[2]),
            pending_roles=tuple(pending),
            all_roles=all_roles,
            held_at_start=held,
            used=frozenset(),
        )

    def _tie_break(self, state: State) -> tuple[int, ...]:
        can_pyramids = set()
        aspirants = []
        free = [w for w in (*WONDERS, *HEROES) if not any(w in owned for owned in state.owned)]
        for player in range(len(state.civs)):
            mine = hand(state, player)
            owned = frozenset(state.owned[player])
            if "pyramids" in free and plan(mine, ["pyramids"], owned)["feasible"]:
                can_pyramids.add(player)
            fourth = len(owned) >= TO_WIN - 1 and any(
                plan(mine, [w], owned)["feasible"]
                for w in free
                if w != "pyramids" and HEROES.get(w, {}).get("civilization", state.civs[player]) == state.civs[player]
            )
            if player in can_pyramids or fourth:
                aspirants.append(player)
        if len(aspirants) < 2:
            return ()
        counts = {p: len(state.owned[p]) for p in aspirants}
        return tuple(tie_break(aspirants, can_pyramids, state.roles, counts))

    def turn_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        if ctx.phase != "strategy" or ctx.position.turn is None:
            return []
        civ = state.civs[ctx.position.turn]
        out = [
            rule("Compulsory battle", f"the legions that entered {pid} must fight", "strategy")
            for who, pid in state.must_fight
            if who == civ
        ]
        pending = {pid for who, pid in state.must_fight if who == civ}
        out.extend(
            rule("War", f"{pid} is at war: fight there again this turn", "after-battle")
            for pid in strategy.wars_to_fight(state, civ)
            if pid not in pending
        )
        docked = [p.name for p in state.provinces if get(p.fleets, civ)]
        if docked:
            out.append(rule("New fleets", f"fleets built in {', '.join(docked)} must sail to a sea zone", "strategy"))
        return out

    def phase_may_end(self, ctx: Context) -> list[Violation]:
        state = game(ctx)
        if ctx.phase == "trade":
            return trade.exchange_open(state)
        if ctx.phase != "setup":
            return []
        out = []
        unknown = [p.name for p in state.provinces if UNKNOWN_GOOD in p.caravans]
        if unknown:
            out.append(rule("Caravan", f"name the goods of the caravans in {', '.join(unknown)}", "setup"))
        points_start = "points-start" in ctx.variants
        for player, civ in enumerate(state.civs):
            if not points_start and START[civ].get("extra_caravan") and (player, "extra-caravan") not in state.used:
                out.append(rule("Preset start", f"{ctx.players[player].name} places Egypt's extra caravan", "setup"))
            if points_start and state.start_points[player]:
                out.append(
                    rule("Start points", f"{ctx.players[player].name} has {state.start_points[player]} left", "setup")
                )
        if None in state.roles:
            missing = ", ".join(r for r, h in zip(ROLES, state.roles, strict=True) if h is None)
            out.append(rule("Roles", f"hand out {missing} (give-role; a draw among players without one)", "roles"))
        doubled = [ctx.players[p].name for p in set(state.roles) if p is not None and state.roles.count(p) > 1]
        if doubled:
            out.append(rule("Roles", f"{', '.join(doubled)} must pass a second role card on", "roles"))
        return out

    def victory(self, ctx: Context) -> list[VictoryProgress]:
        state = game(ctx)
        out = []
        for player, person in enumerate(ctx.players):
            owned = state.owned[player]
            out.append(
                VictoryProgress(person.name, "pyramids", "Pyramids", int("pyramids" in owned), 1, "pyramids" in owned)
            )
            out.append(
                VictoryProgress(
                    person.name, "wonders-heroes", "Wonders and heroes", len(owned), TO_WIN, len(owned) >= TO_WIN
                )
            )
            if "all-roles" in ctx.variants:
                held = sum(1 for r in state.roles if r == player)
                out.append(
                    VictoryProgress(person.name, "all-roles", "All three roles", held, 3, state.all_roles == player)
                )
            if state.decided and player in state.decided:
                out.append(VictoryProgress(person.name, "tie-break", "Tie-break", 1, 1, True))
        return out

    def winners(self, ctx: Context, progress: Sequence[VictoryProgress]) -> tuple[int, ...]:
        state = game(ctx)
        met = super().winners(ctx, progress)
        if state.decided and len(state.decided) == 1:
            return state.decided
        return met

    def trackers(self, ctx: Context, player: int) -> dict[str, Any]:
        state = game(ctx)
        civ = state.civs[player]
        out: dict[str, Any] = {
            "cards": total(state.hands[player]),
            "hand": dict(state.hands[player]),
            "roles": [r for r, h in zip(ROLES, state.roles, strict=True) if h == player],
            "owned": list(state.owned[player]),
            "provinces": sum(1 for p in state.provinces if p.influence == civ),
        }
        if "points-start" in ctx.variants:
            out["start_points"] = state.start_points[player]
        return out

    def places(self, ctx: Context) -> list[Place]:
        return views.places(ctx)

    def views(self, ctx: Context) -> Sequence[View]:
        return views.views(ctx)

    def describe(self, event_type: str, args: Mapping[str, Any]) -> str:
        if event_type == "buy":
            where = f" in {args['province']}" if args.get("province") else ""
            paid = f" paying {','.join(args['cards'])}" if args.get("cards") else ""
            return f"buys {args['item']}{where}{paid}"
        if event_type == "battle":
            return (
                f"battles {args['defender']} in {args['place']}: "
                f"{','.join(map(str, args['attacker_rolls']))} vs {','.join(map(str, args.get('defender_rolls', [])))}"
            )
        return super().describe(event_type, args)
