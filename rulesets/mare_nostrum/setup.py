"""The table before round 1: the bank, every civilization's pieces, neutrals, the preset start.

Everything starts in the box; setup lays out what the rules put beside the
board (every resource card, the building tokens for this player count, the
wonders, heroes and role cards), gives each civilization its set of pieces,
and places the neutrals and, in the preset start, each player's provinces.
The preset start's caravans stand on goods symbols the app may not know:
those wait in their province until the player names the good
(``caravan-good``); Egypt places one more caravan (``extra-caravan``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.ledger import BOX as BOX_HOLDER
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.components import BANK, place_of, province_holder, symbol_holder
from rulesets.mare_nostrum.data import (
    BOX,
    CIV_HERO,
    CIVILIZATIONS,
    HEROES,
    LAND_EDGES,
    PIECES,
    PROVINCES,
    ROLES,
    SEA_EDGES,
    SEAS,
    START,
    START_POINTS,
    SUPPLY,
    WONDERS,
)
from rulesets.mare_nostrum.state import Province, Sea, State, add_edges


def empty_board() -> tuple[tuple[Province, ...], tuple[Sea, ...]]:
    """The provinces and seas the rules name, with nothing on them."""
    provinces = tuple(
        Province(
            id=pid,
            name=info["name"],
            capital=info.get("capital"),
            sites=int(info.get("sites", 0)),
            goods=tuple(info.get("goods", ())),
            coastal=bool(info.get("coastal", False)),
        )
        for pid, info in PROVINCES.items()
    )
    seas = tuple(Sea(id=sid, name=info["name"], coasts=tuple(info["coasts"])) for sid, info in SEAS.items())
    return provinces, seas


def _piece(ctx: Context, civ: str, kind: str, n: int, pid: str) -> None:
    ctx.move(f"{kind}:{civ}", n, f"reserve:{civ}", province_holder(pid))


def _preset(ctx: Context, state: State, civ: str, spec: Mapping[str, Any]) -> None:
    province = state.province(str(spec["province"]))
    pid = province.id
    _piece(ctx, civ, "influence", 1, pid)
    ctx.move("city", int(spec.get("cities", 0)), BANK, province_holder(pid))
    caravans = int(spec.get("caravans", 0))
    # Caravans stand on the province's goods symbols; where the app does not
    # know them, they wait in the province until the player names the good.
    known = list(province.goods)[:caravans]
    for good in known:
        ctx.move("caravan", 1, BANK, symbol_holder(pid, good))
    ctx.move("caravan", caravans - len(known), BANK, province_holder(pid))
    for kind, key in (("fortress", "fortresses"), ("legion", "legions"), ("fleet", "fleets")):
        _piece(ctx, civ, kind, int(spec.get(key, 0)), pid)


def _neutral(ctx: Context, state: State, civ: str) -> None:
    for spec in START[civ]["provinces"]:
        pid = spec["province"]
        _piece(ctx, civ, "influence", 1, pid)
        _piece(ctx, civ, "legion", 1, pid)
        if state.province(pid).capital == civ:
            _piece(ctx, civ, "fortress", 1, pid)


def initial_state(ctx: Context) -> State:
    """Lay out the table for these players (moving everything out of the box) and return the state."""
    civs = tuple(p.faction for p in ctx.players)
    points_start = "points-start" in ctx.variants
    provinces, seas = empty_board()
    state = State(
        provinces=provinces,
        seas=seas,
        land=add_edges(frozenset(), LAND_EDGES),
        sea_links=add_edges(frozenset(), SEA_EDGES),
        civs=civs,
        neutrals=tuple(c for c in CIVILIZATIONS if c not in civs),
    )
    for card, count in BOX.items():
        ctx.move(card, count, BOX_HOLDER, BANK)
    for kind, count in SUPPLY[len(civs)].items():
        ctx.move(kind, count, BOX_HOLDER, BANK)
    for item in (*WONDERS, *HEROES, *ROLES):
        ctx.move(item, 1, BOX_HOLDER, BANK)
    for civ in CIVILIZATIONS:
        for kind, count in PIECES.items():
            ctx.move(f"{kind}:{civ}", count, BOX_HOLDER, f"reserve:{civ}")
    for civ in state.neutrals:
        _neutral(ctx, state, civ)
    if points_start:
        for civ in civs:
            ctx.move(f"point:{civ}", START_POINTS, BOX_HOLDER, f"points:{civ}")
        return state
    for civ in civs:
        for spec in START[civ]["provinces"]:
            _preset(ctx, state, civ, spec)
        ctx.move(CIV_HERO[civ], 1, BANK, f"tableau:{civ}")
        role = START[civ].get("role")
        if role:
            ctx.move(role, 1, BANK, f"tableau:{civ}")
        for missing, fallback in START[civ].get("role_without", {}).items():
            if missing not in civs:
                ctx.move(fallback, 1, BANK, f"tableau:{civ}")
    lot_of_one(ctx, state)
    return state


def without_role(b: Board) -> list[int]:
    """Seats holding no role card."""
    roles = b.roles()
    return [p for p in range(len(b.state.civs)) if p not in roles]


def lot_of_one(ctx: Context, state: State) -> None:
    """A role card drawn by lot among players without one goes straight to a single candidate."""
    for role in ROLES:
        b = Board(state, ctx.ledger)
        candidates = without_role(b)
        if b.bank(role) and len(candidates) == 1:
            ctx.move(role, 1, BANK, f"tableau:{state.civs[candidates[0]]}")


# -- the preset start's caravans ----------------------------------------------------


def _extra_due(ctx: Context, b: Board, seat: int) -> bool:
    civ = b.state.civs[seat]
    return (
        "points-start" not in ctx.variants
        and bool(START[civ].get("extra_caravan"))
        and (seat, "extra-caravan") not in b.state.used
    )


def _unnamed(b: Board, seat: int) -> list[str]:
    civ = b.state.civs[seat]
    # Caravans lying in a province holder (not on a symbol) are the ones to name.
    waiting = [place_of(h) for h in b.ledger.where("caravan") if h.startswith("province:")]
    return [b.state.province(pid).name for pid in waiting if b.influence(pid) == civ]


def setup_work(ctx: Context, seat: int) -> list[str]:
    """What a player still has to do in the preset start, as phrases."""
    b = board(ctx)
    unnamed = _unnamed(b, seat)
    out = [f"name the goods under the caravans in {phrase_list(unnamed)}"] if unnamed else []
    if _extra_due(ctx, b, seat):
        options = " or ".join(PROVINCES[p]["name"] for p in START[b.state.civs[seat]]["extra_caravan"])
        out.append(f"place Egypt's extra caravan in {options}")
    return out


def setup_seats(ctx: Context) -> Sequence[int]:
    """Players with setup work left, the turn holder first."""
    count = len(ctx.players)
    start = ctx.position.turn or 0
    order = [(start + i) % count for i in range(count)]
    return [s for s in order if setup_work(ctx, s)]


def caravan_good(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    pid, good = args["province"], args["good"]
    ctx.move("caravan", 1, province_holder(pid), symbol_holder(pid, good))
    return _told(state, board(ctx), pid, good)


def _told(state: State, b: Board, pid: str, good: str) -> State:
    """The province's goods, now that a caravan stands on a symbol the table named."""
    province = state.province(pid)
    standing = b.caravans(pid).count(good)
    goods = province.goods + (good,) * max(0, standing - province.goods.count(good))
    return state.with_province(replace(province, goods=goods))


def check_caravan_good(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    civ = b.state.civs[actor(ctx)]
    province = b.state.province(args["province"])
    if b.influence(province.id) != civ:
        owner = b.influence(province.id)
        whose = "no player's" if owner is None else f"{owner.capitalize()}'s"
        me = ctx.players[actor(ctx)].name
        return [rule("Caravan", f"the caravans in {province.name} are {whose}, not {me}'s", "setup")]
    if not b.unnamed_caravans(province.id):
        return [rule("Caravan", f"every caravan in {province.name} has its good", "setup")]
    return []


def extra_caravan(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    pid, good = args["province"], args["good"]
    ctx.move("caravan", 1, BANK, symbol_holder(pid, good))
    state = _told(state, board(ctx), pid, good)
    return replace(state, used=state.used | {(player, "extra-caravan")})


def check_extra_caravan(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    player = actor(ctx)
    allowed = START.get(state.civs[player], {}).get("extra_caravan", [])
    out = []
    if "points-start" in ctx.variants or not allowed:
        out.append(rule("Preset start", "only Egypt's preset start has a caravan to place", "setup"))
    elif args["province"] not in allowed:
        names = " or ".join(PROVINCES[p]["name"] for p in allowed)
        out.append(rule("Preset start", f"the extra caravan goes in {names}", "setup"))
    if (player, "extra-caravan") in state.used:
        out.append(rule("Preset start", "the extra caravan is placed", "setup"))
    return out


def caravan_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    name = game(after).province(args["province"]).name
    left = board(after).unnamed_caravans(args["province"])
    tail = f"; {left} still to name there" if left else ""
    article = "an" if args["good"][0] in "aeiou" else "a"
    return [f"A caravan in {name} stands on {article} {args['good']} symbol{tail}."]


SETUP_ACTIONS = (
    ActionSpec(
        "caravan-good",
        caravan_good,
        fields=(
            Field("province", "ref", "province of one of your starting caravans", catalogue="province"),
            Field("good", "ref", "good printed under it", catalogue="good"),
        ),
        phases=("setup",),
        who=setup_seats,
        check=check_caravan_good,
        help="Name the goods symbol one of your starting caravans stands on (as printed on the board).",
        topic="setup",
        text="{actor} puts a caravan in {province} on {good}",
        outcome=caravan_outcome,
    ),
    ActionSpec(
        "extra-caravan",
        extra_caravan,
        fields=(
            Field("province", "ref", "Alexandria or Thebes", catalogue="province"),
            Field("good", "ref", "its goods symbol", catalogue="good"),
        ),
        phases=("setup",),
        who=setup_seats,
        check=check_extra_caravan,
        help="Egypt's preset start: one more caravan, in Alexandria or Thebes.",
        topic="setup",
        text="{actor} places Egypt's extra caravan in {province} on {good}",
        outcome=caravan_outcome,
    ),
)
