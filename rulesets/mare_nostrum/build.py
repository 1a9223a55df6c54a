"""Build phase (and the 36-point start): purchases, placement rules, effects.

Placement, in short: influence goes next to a province held at round start
(fleet chains count; the Lighthouse lifts the limit), never where another
influence marker or enemy units stand. Everything else is built only where
the player's influence stood at round start and no enemy units stand, except
in the capital, which is always open. One temple, one market and one
fortress per province (two fortresses with the Statue of Zeus), cities on
city sites, caravans on goods symbols, fleets on the coast.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.counts import add, get
from engine.fields import Field
from engine.state import Context
from engine.views import slug
from rulesets.mare_nostrum.cards import is_set, plan
from rulesets.mare_nostrum.common import actor, game, hand, missing, seat
from rulesets.mare_nostrum.data import (
    BUILDINGS,
    CARDS,
    CIV_HERO,
    GARDENS_KEEP_GOODS,
    GOODS,
    GREEK_START_EXTRA,
    HEROES,
    KEEP_TAXES,
    PIECES,
    ROLES,
    START_POINTS,
    START_POINTS_PER_TURN,
    SUPPLY,
    TAXES,
    WONDERS,
    price,
)
from rulesets.mare_nostrum.economy import board_units, buildings_on_board, role_outcome
from rulesets.mare_nostrum.reach import reach
from rulesets.mare_nostrum.state import Province, State

KINDS = ("influence", *BUILDINGS, "fortress", "fleet", "legion")
ITEMS = (*KINDS, *WONDERS, *HEROES)


def _owned(state: State, player: int) -> frozenset[str]:
    return frozenset(state.owned[player])


def cost(state: State, player: int, item: str, setup: bool) -> int:
    """Set size (or start points) an item costs this player now."""
    # Hero discounts do not apply during the 36-point start.
    return price(item, frozenset() if setup else _owned(state, player))


def _enemy_units(province: Province, civ: str) -> bool:
    return any(owner != civ for owner in province.armies())


def _start_area(state: State, civ: str) -> set[str]:
    capital = next(p.id for p in state.provinces if p.capital == civ)
    area = {capital} | state.neighbours(capital)
    if civ == "greece":
        area |= set(GREEK_START_EXTRA)
    return area


def placement(ctx: Context, player: int, item: str, pid: str | None, good: str | None) -> list[Violation]:
    """Why ``item`` cannot be placed in province ``pid`` (empty: it can)."""
    state = game(ctx)
    civ = state.civs[player]
    setup = ctx.phase == "setup"
    out: list[Violation] = []
    if item in WONDERS or item in HEROES:
        return out
    if pid is None:
        return [rule("Placement", "say where: province=", "build")]
    if not state.has_province(pid):
        return [rule("Placement", f"no province {pid!r} on the board yet (add-province)", "map")]
    province = state.province(pid)
    is_capital = province.capital == civ
    if setup and pid not in _start_area(state, civ):
        out.append(rule("Start area", "in the 36-point start build only in the capital and its neighbours", "setup"))
    if item == "influence":
        if province.influence is not None and province.seizing != civ:
            # The decisive reason; reach and units do not matter then.
            return [rule("One influence", f"{province.name} already holds an influence marker", "build")]
        if _enemy_units(province, civ) and province.seizing != civ:
            out.append(rule("Influence", f"enemy units stand in {province.name}", "build"))
        if setup:
            capital = next(p for p in state.provinces if p.capital == civ)
            if capital.influence != civ and pid != capital.id:
                out.append(rule("Start area", "the first influence marker goes in the capital", "setup"))
        elif not state.owns(player, "lighthouse") and pid not in reach(state, civ, state.held_at_start[player]):
            out.append(
                rule("Influence reach", f"{province.name} does not border a province held at round start", "build")
            )
        return out
    if province.influence != civ:
        out.append(rule("Build where held", f"{ctx.players[player].name} has no influence in {province.name}", "build"))
    elif not setup and pid not in state.held_at_start[player] and not is_capital:
        out.append(rule("Build where held", f"influence in {province.name} is new this round", "build"))
    if _enemy_units(province, civ) and not is_capital:
        out.append(rule("At war", f"enemy units stand in {province.name}", "build"))
    if item in ("fleet", "legion") and setup and not is_capital:
        out.append(rule("Start area", "fleets and legions start in the capital", "setup"))
    if item == "fleet" and not province.coastal:
        out.append(rule("Coast", f"{province.name} is not on the coast", "build"))
    if item == "city" and province.cities >= province.sites:
        out.append(rule("City sites", f"{province.name} has {province.sites} city site(s), all built", "build"))
    if item == "temple" and province.temples:
        out.append(rule("One temple", f"{province.name} has a temple", "build"))
    if item == "market" and province.markets:
        out.append(rule("One market", f"{province.name} has a market", "build"))
    if item == "fortress":
        limit = 2 if state.owns(player, "zeus") else 1
        if get(province.fortresses, civ) >= limit:
            out.append(rule("Fortresses", f"at most {limit} fortress(es) per province", "build"))
    if item == "caravan":
        if good is None:
            out.append(rule("Caravan", "name the good the caravan stands on: good=", "build"))
        elif province.goods and province.caravans.count(good) >= province.goods.count(good):
            out.append(rule("Caravan", f"{province.name} has no free {good} symbol", "build"))
    return out


def supply(state: State, player: int, item: str) -> list[Violation]:
    """Why the bank or the player's pieces cannot provide ``item``."""
    civ = state.civs[player]
    if item in WONDERS or item in HEROES:
        holder = next((p for p, items in enumerate(state.owned) if item in items), None)
        if holder is not None:
            return [rule("Unique", f"{item} already belongs to player {holder + 1}", "heroes")]
        civ_of_hero = HEROES.get(item, {}).get("civilization")
        if civ_of_hero is not None and civ_of_hero != civ:
            return [rule("Civilization hero", f"{HEROES[item]['name']} serves {civ_of_hero} only", "heroes")]
        return []
    if item in BUILDINGS:
        left = SUPPLY[state.supply_size][item] - buildings_on_board(state)[item]
        if left <= 0:
            return [rule("Supply", f"no {item} left in the bank", "setup")]
        return []
    if board_units(state, civ)[item] >= PIECES[item]:
        return [rule("Supply", f"all {PIECES[item]} of your {item} pieces are in play", "setup")]
    return []


def _payment(
    state: State, player: int, item: str, cards: list[str] | None, setup: bool
) -> tuple[list[str], list[Violation]]:
    """The cards paying for ``item`` (chosen or planned) and what is wrong with them."""
    need = cost(state, player, item, setup)
    if setup:
        left = state.start_points[player]
        if need > left:
            return [], [rule("Start points", f"{item} costs {need} points; {left} left", "setup")]
        return [], []
    mine = hand(state, player)
    if cards is None:
        result = plan(mine, [item], _owned(state, player))
        if not result["feasible"]:
            return [], [rule("Card set", f"no set of {need} cards (all taxes or all different goods) in hand", "build")]
        return list(result["sets"][0]["cards"]), []
    out = []
    lacking = missing(mine, cards)
    if lacking:
        out.append(rule("Card set", f"not in hand: {', '.join(lacking)}", "build"))
    if not is_set(cards):
        out.append(rule("Card set", "a set is all taxes or all different goods", "build"))
    if len(cards) != need:
        out.append(rule("Card set", f"{item} takes a set of exactly {need} cards", "build"))
    return cards, out


def check_buy(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    player = actor(ctx)
    item = args["item"]
    setup = ctx.phase == "setup"
    out = []
    if args.get("free"):
        out.extend(_check_free(state, player, item))
    elif setup:
        if item in WONDERS or (item in HEROES and item != CIV_HERO[state.civs[player]]):
            out.append(rule("Start area", "in the 36-point start only your own civilization hero", "setup"))
        spent = START_POINTS - state.start_points[player] + cost(state, player, item, True)
        limit = START_POINTS_PER_TURN * (ctx.position.step + 1)
        if spent > limit:
            out.append(rule("Start points", f"9 points a turn: at most {limit} spent by this turn", "setup"))
    if not args.get("free"):
        out.extend(_payment(state, player, item, args.get("cards"), setup)[1])
    out.extend(supply(state, player, item))
    out.extend(placement(ctx, player, item, args.get("province"), args.get("good")))
    bonus = args.get("bonus_province")
    if item in ("zeus", "lighthouse") and bonus is not None:
        free_item = "fortress" if item == "zeus" else "influence"
        after = _give(ctx, state, player, item, None, None)
        check_ctx = replace(ctx, game=after)
        out.extend(v for v in placement(check_ctx, player, free_item, bonus, None) if v.rule != "Influence reach")
    return out


def _check_free(state: State, player: int, item: str) -> list[Violation]:
    if item != "influence" or not state.owns(player, "hammurabi"):
        return [rule("Free", "only Hammurabi gives a free purchase (one influence a build phase)", "heroes")]
    if (player, "hammurabi") in state.used:
        return [rule("Free", "Hammurabi's free influence is used this build phase", "heroes")]
    return []


def _place(state: State, civ: str, item: str, pid: str, good: str | None) -> State:
    province = state.province(pid)
    if item == "influence":
        province = replace(province, influence=civ, seizing=None)
    elif item == "caravan":
        assert good is not None
        goods = province.goods
        if (goods and good not in goods) or not goods:
            goods = goods + (good,) if good not in goods else goods
        province = replace(province, caravans=province.caravans + (good,), goods=goods)
    elif item == "city":
        province = replace(province, cities=province.cities + 1)
    elif item == "market":
        province = replace(province, markets=1)
    elif item == "temple":
        province = replace(province, temples=1)
    elif item == "fortress":
        province = replace(province, fortresses=add(province.fortresses, civ, 1))
    elif item == "legion":
        province = replace(province, legions=add(province.legions, civ, 1))
    elif item == "fleet":
        province = replace(province, fleets=add(province.fleets, civ, 1))
    return state.with_province(province)


def _give(ctx: Context, state: State, player: int, item: str, pid: str | None, good: str | None) -> State:
    """The state with ``item`` placed or owned (no payment)."""
    civ = state.civs[player]
    if item in WONDERS or item in HEROES:
        owned = list(state.owned)
        owned[player] = owned[player] + (item,)
        state = replace(state, owned=tuple(owned))
        # Purchase effects: free pieces where the supply allows.
        if item == "hannibal" and not supply(state, player, "legion") and state.has_province("carthage"):
            state = _place(state, civ, "legion", "carthage", None)
        if item == "pericles" and not supply(state, player, "fleet") and state.has_province("athens"):
            state = _place(state, civ, "fleet", "athens", None)
        return state
    assert pid is not None
    return _place(state, civ, item, pid, good)


def buy(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    item = args["item"]
    setup = ctx.phase == "setup"
    if args.get("free"):
        state = replace(state, used=state.used | {(player, "hammurabi")})
    elif setup:
        points = list(state.start_points)
        points[player] -= cost(state, player, item, True)
        state = replace(state, start_points=tuple(points))
    else:
        cards, _ = _payment(state, player, item, args.get("cards"), False)
        mine = hand(state, player)
        mine.subtract(cards)
        state = state.with_hand(player, +mine)
    state = _give(ctx, state, player, item, args.get("province"), args.get("good"))
    bonus = args.get("bonus_province")
    if item == "zeus" and bonus is not None and not supply(state, player, "fortress"):
        state = _place(state, state.civs[player], "fortress", bonus, None)
    if item == "lighthouse" and bonus is not None and not supply(state, player, "influence"):
        state = _place(state, state.civs[player], "influence", bonus, None)
    if setup:
        state = _start_roles(state)
    return state


def _start_roles(state: State) -> State:
    """During the 36-point start role cards follow the counts as they change."""
    outcome = role_outcome(state)
    roles = list(state.roles)
    for index, role in enumerate(ROLES):
        result = outcome[role]
        if result["holder"] is not None and max(result["counts"]) > 0:
            roles[index] = result["holder"]
    return replace(state, roles=(roles[0], roles[1], roles[2]))


# -- keeping cards, roles --------------------------------------------------------------


def keep(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = seat(ctx, args["player"])
    kept = dict(state.kept)
    kept[who] = tuple(args.get("cards") or ())
    return replace(state, kept=tuple(sorted(kept.items())))


def check_keep(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    who = seat(ctx, args["player"])
    cards = list(args.get("cards") or ())
    taxes = cards.count(TAXES)
    goods = len(cards) - taxes
    allowed = GARDENS_KEEP_GOODS if state.owns(who, "gardens") else 0
    out = []
    if taxes > KEEP_TAXES:
        out.append(rule("Keep", f"keep at most {KEEP_TAXES} taxes", "build"))
    if goods > allowed:
        out.append(rule("Keep", f"keep at most {allowed} goods" + (" (Hanging Gardens)" if allowed else ""), "build"))
    lacking = missing(hand(state, who), cards)
    if lacking:
        out.append(rule("Keep", f"not in hand: {', '.join(lacking)}", "build"))
    return out


def discard_at_end(state: State) -> State:
    """End of the build phase: everyone keeps what they chose (default: up to 2 taxes)."""
    chosen = dict(state.kept)
    for player in range(len(state.civs)):
        mine = hand(state, player)
        wanted = chosen.get(player)
        if wanted is None:
            kept = {TAXES: min(mine[TAXES], KEEP_TAXES)}
        else:
            kept = {}
            for card in wanted:
                if mine[card] > kept.get(card, 0):
                    kept[card] = kept.get(card, 0) + 1
        state = state.with_hand(player, kept)
    return replace(state, kept=())


def give_role(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    index = ROLES.index(args["role"])
    roles = list(state.roles)
    roles[index] = seat(ctx, args["player"])
    pending = tuple(p for p in state.pending_roles if p[0] != args["role"])
    return replace(state, roles=(roles[0], roles[1], roles[2]), pending_roles=pending)


def check_give_role(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    who = seat(ctx, args["player"])
    pending = dict(state.pending_roles)
    if args["role"] in pending:
        if who not in pending[args["role"]]:
            names = ", ".join(ctx.players[p].name for p in pending[args["role"]])
            return [rule("Roles", f"the {args['role']} goes to one of the tied players: {names}", "roles")]
        return []
    if ctx.phase == "setup":
        return []
    return [rule("Roles", f"the {args['role']} card is decided by the counts at round start", "roles")]


# -- the map ------------------------------------------------------------------------


def add_province(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    pid = slug(args["name"])
    province = Province(
        id=pid,
        name=args["name"],
        sites=args.get("sites", 0),
        goods=tuple(args.get("goods") or ()),
        coastal=bool(args.get("seas")) or bool(args.get("coastal")),
    )
    state = replace(state, provinces=state.provinces + (province,))
    edges = {frozenset((pid, other)) for other in args.get("neighbours") or ()}
    state = replace(state, land=state.land | edges)
    for sid in args.get("seas") or ():
        sea = state.sea(sid)
        state = state.with_sea(replace(sea, coasts=sea.coasts + (pid,)))
    return state


def check_add_province(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    pid = slug(args["name"])
    out = []
    if not pid or state.has_province(pid):
        out.append(rule("Map", f"province {pid!r} exists already", "map"))
    for other in args.get("neighbours") or ():
        if not state.has_province(other):
            out.append(rule("Map", f"no province {other!r}", "map"))
    for sid in args.get("seas") or ():
        if sid not in {s.id for s in state.seas}:
            out.append(rule("Map", f"no sea zone {sid!r}", "map"))
    return out


def connect(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    a, b = args["a"], args["b"]
    seas = {s.id for s in state.seas}
    if a in seas and b in seas:
        return replace(state, sea_links=state.sea_links | {frozenset((a, b))})
    if a in seas or b in seas:
        sid, pid = (a, b) if a in seas else (b, a)
        sea = state.sea(sid)
        state = state.with_sea(replace(sea, coasts=sea.coasts + (pid,)))
        return state.with_province(replace(state.province(pid), coastal=True))
    return replace(state, land=state.land | {frozenset((a, b))})


def check_connect(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    known = {p.id for p in state.provinces} | {s.id for s in state.seas}
    out = [rule("Map", f"no province or sea zone {x!r}", "map") for x in (args["a"], args["b"]) if x not in known]
    if args["a"] == args["b"]:
        out.append(rule("Map", "connect two different places", "map"))
    return out


ACTIONS = (
    ActionSpec(
        "buy",
        buy,
        fields=(
            Field("item", "choice", "what to buy", choices=ITEMS),
            Field("province", "str", "where it goes (province id)", required=False),
            Field("good", "choice", "the goods symbol a caravan stands on", required=False, choices=GOODS),
            Field(
                "cards", "choices", "the card set paying (default: the app picks one)", required=False, choices=CARDS
            ),
            Field(
                "bonus_province", "str", "where the free fortress (Zeus) or influence (Lighthouse) goes", required=False
            ),
            Field("free", "bool", "Hammurabi's free influence", required=False),
        ),
        phases=("build", "setup"),
        check=check_buy,
        help="Pay a card set (or start points) for a piece, building, wonder or hero.",
        topic="build",
    ),
    ActionSpec(
        "keep",
        keep,
        fields=(
            Field("player", "player", "whose hand"),
            Field("cards", "choices", "cards kept past the build phase", required=False, choices=CARDS),
        ),
        phases=("build",),
        who="any",
        check=check_keep,
        help="Choose the cards kept at the end of the build phase (2 taxes; +2 goods with the Hanging Gardens).",
        topic="build",
    ),
    ActionSpec(
        "give-role",
        give_role,
        fields=(Field("role", "choice", "role card", choices=ROLES), Field("player", "player", "new holder")),
        phases=("setup", "trade"),
        who="any",
        check=check_give_role,
        help="Hand a role card on where the rules leave the choice to a player or to a draw.",
        topic="roles",
    ),
    ActionSpec(
        "add-province",
        add_province,
        fields=(
            Field("name", "str", "province name as printed"),
            Field("goods", "choices", "goods symbols", required=False, choices=GOODS),
            Field("sites", "int", "city sites", required=False, min=0, max=3),
            Field("neighbours", "strs", "bordering provinces (ids)", required=False),
            Field("seas", "strs", "bordering sea zones (ids)", required=False),
        ),
        who="any",
        check=check_add_province,
        help="Add a province of the board the app does not know yet.",
        topic="map",
    ),
    ActionSpec(
        "connect",
        connect,
        fields=(Field("a", "str", "province or sea zone id"), Field("b", "str", "province or sea zone id")),
        who="any",
        check=check_connect,
        help="Tell the app two places border each other (as printed on the board).",
        topic="map",
    ),
)
