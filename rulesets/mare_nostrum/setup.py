"""The table before round 1: the bank, every civilization's pieces, neutrals, the preset start.

Everything starts in the box; setup lays out what the rules put beside the
board (every resource card, the building tokens for this player count, the
wonders, heroes and role cards), gives each civilization its set of pieces,
and places the neutrals and, in the preset start, each player's provinces.
The preset start's caravans stand on the province's goods symbols: where the
kit knows them and they leave no choice, the caravans take them at once;
otherwise they wait in their province until the player names the good
(``caravan-good``, which offers only symbols the kit shows there), or until
the table tells the province's symbols (``printed``) and those leave no choice. Egypt
places one more caravan (``extra-caravan``). Their refusals are in ``caravan_checks``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.ledger import BOX as BOX_HOLDER
from engine.names import phrase_list
from engine.state import Context
from rulesets.mare_nostrum.atlas import Learned, atlas_for
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.caravan_checks import check_caravan_good, check_extra_caravan
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.components import BANK, place_of, province_holder, symbol_holder
from rulesets.mare_nostrum.data import (
    BOX,
    CIV_HERO,
    CIVILIZATIONS,
    HEROES,
    PIECES,
    ROLES,
    START,
    START_POINTS,
    SUPPLY,
    WONDERS,
)
from rulesets.mare_nostrum.state import State, learn
from rulesets.mare_nostrum.symbols import (
    derive_caravan_province,
    start_goods,
    taught,
    waiting_caravans,
    without_choice,
)
from rulesets.mare_nostrum.words import card_name, or_join


def _piece(ctx: Context, civ: str, kind: str, n: int, pid: str) -> None:
    ctx.move(f"{kind}:{civ}", n, f"reserve:{civ}", province_holder(pid))


def _preset(ctx: Context, state: State, civ: str, spec: Mapping[str, Any]) -> None:
    province = state.province(str(spec["province"]))
    pid = province.id
    _piece(ctx, civ, "influence", 1, pid)
    ctx.move("city", int(spec.get("cities", 0)), BANK, province_holder(pid))
    caravans = int(spec.get("caravans", 0))
    # Caravans stand on the province's goods symbols: where the kit's symbols
    # leave no choice they take them now; otherwise they wait in the province
    # until the player names the good.
    known = _forced(None if province.goods is None else list(province.goods), caravans)
    if not known and not spec.get("choice"):
        # The start sheet prints the symbol under a caravan without a choice mark: once told, it is the kit's.
        start = [g for g in start_goods(state.atlas, pid) if province.goods is None or g in province.goods]
        known = start[:caravans] or taught(list(province.seen), caravans)
    for good in known:
        ctx.move("caravan", 1, BANK, symbol_holder(pid, good))
    ctx.move("caravan", caravans - len(known), BANK, province_holder(pid))
    for kind, key in (("fortress", "fortresses"), ("legion", "legions"), ("fleet", "fleets")):
        _piece(ctx, civ, kind, int(spec.get(key, 0)), pid)


def _forced(free: list[str] | None, n: int) -> list[str]:
    """The goods ``n`` caravans take when the free symbols leave no choice (none while they do)."""
    if free is None or not n:
        return []
    if n >= len(free) or len(set(free)) == 1:
        return free[:n]
    return []


def _neutral(ctx: Context, state: State, civ: str) -> None:
    # Only its own civilization's player may buy a civilization's hero (p.6): a neutral's stays with it, out of
    # the bank (the play-test found neutral Babylon's Hammurabi listed in the bank, as if for sale).
    if civ in CIV_HERO:
        ctx.move(CIV_HERO[civ], 1, BANK, f"tableau:{civ}")
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
    state = State(
        atlas=atlas_for(ctx.kit, Learned()),
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
    out = []
    if unnamed:
        out.append(tr("name the goods under the caravans in {provinces}").format(provinces=phrase_list(unnamed)))
    if _extra_due(ctx, b, seat):
        options = [b.state.province(p).name for p in START[b.state.civs[seat]]["extra_caravan"]]
        out.append(tr("place Egypt's extra caravan in {provinces}").format(provinces=or_join(options)))
    return out


def setup_action(ctx: Context) -> str | None:
    """The preset start's next action: the first player with work left names a caravan's good, else places
    Egypt's extra caravan; None once nobody has any."""
    seats = setup_seats(ctx)
    if not seats:
        return None
    return "caravan-good" if _unnamed(board(ctx), seats[0]) else "extra-caravan"


def setup_seats(ctx: Context) -> Sequence[int]:
    """Players with setup work left, the turn holder first."""
    count = len(ctx.players)
    start = ctx.position.turn or 0
    order = [(start + i) % count for i in range(count)]
    return [s for s in order if setup_work(ctx, s)]


def namers(ctx: Context) -> Sequence[int]:
    """``who`` of naming a caravan's good: the players with starting caravans whose good is still to name (not
    Egypt once only its extra caravan is left to place)."""
    b = board(ctx)
    return [seat for seat in setup_seats(ctx) if _unnamed(b, seat)]


def caravan_good(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    pid, good = args["province"], args["good"]
    # A log from before ``printed`` placed the caravans its symbols leave no choice for names them again after
    # it: they stand on those symbols already (the check refuses this in play: every caravan has its good).
    if board(ctx).unnamed_caravans(pid):
        ctx.move("caravan", 1, province_holder(pid), symbol_holder(pid, good))
        if without_choice(pid, state.civs):
            state = learn(state, state.learned.started_on(pid, good))
    return told(state, board(ctx), pid, good)


def place_forced(ctx: Context, b: Board, pid: str) -> None:
    """Put a province's waiting preset caravans on its free goods symbols where those leave no choice (the
    symbols just told): nobody names a good the board decides."""
    for good in _forced(b.free_symbols(pid), b.unnamed_caravans(pid)):
        ctx.move("caravan", 1, province_holder(pid), symbol_holder(pid, good))


def told(state: State, b: Board, pid: str, good: str) -> State:
    """The board as known, now that caravans stand on ``good`` symbols the table named (kept for the next game)."""
    return learn(state, state.learned.saw(pid, good, b.caravans(pid).count(good)))


def caravan_owner(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The player whose influence stands in the province named acts (on the turn holder's turn, too); with
    none named, the owner of the one province whose caravans still wait for their good."""
    pid = args.get("province")
    if pid is None:
        left = waiting_caravans(board(ctx), None)
        pid = left[0] if len(left) == 1 else None
    civ = board(ctx).influence(pid) if isinstance(pid, str) else None
    seat = None if civ is None else board(ctx).state.player_of(civ)
    return {} if seat is None else {"player": ctx.players[seat].name}


def extra_due(ctx: Context) -> Sequence[int]:
    """Who may place the preset start's extra caravan: Egypt's player, until it is placed, whoever has the turn."""
    b = board(ctx)
    return [seat for seat in range(len(ctx.players)) if _extra_due(ctx, b, seat)]


def extra_caravan(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    player = actor(ctx)
    if not START.get(state.civs[player], {}).get("extra_caravan"):
        # Entered (overriding the rules) by someone else: it is still Egypt's caravan that is placed.
        player = next(iter(extra_due(ctx)), player)
    pid = args["province"]
    good = args.get("good") or board(ctx).only_good(pid)
    assert good is not None, "the check asks for the good"
    ctx.move("caravan", 1, BANK, symbol_holder(pid, good))
    state = told(state, board(ctx), pid, good)
    return replace(state, used=state.used | {(player, "extra-caravan")})


def caravan_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    pid = args["province"]
    name = game(after).province(pid).name
    left = board(after).unnamed_caravans(pid)
    good = args.get("good") or next(g for g in board(after).caravans(pid) if g not in board(before).caravans(pid))
    if good[0] in "aeiou":
        said = tr("A caravan in {province} stands on an {good} symbol")
    else:
        said = tr("A caravan in {province} stands on a {good} symbol")
    said = said.format(province=name, good=card_name(good))
    if left:
        said += ntr("; {n} still to name there", "; {n} still to name there", left).format(n=left)
    return [said + "."]


SETUP_ACTIONS = (
    ActionSpec(
        "caravan-good",
        caravan_good,
        fields=(
            Field("player", "player", "whose caravan (the province's owner)"),
            Field(
                "province",
                "ref",
                "province of one of your starting caravans (left out: the only one left to name)",
                catalogue="province",
                required=False,
                derived=True,
            ),
            Field("good", "ref", "good printed under it", catalogue="good"),
        ),
        phases=("setup",),
        who=namers,
        actor="player",
        actor_of=caravan_owner,
        check=check_caravan_good,
        derive=derive_caravan_province,
        help="Name the goods symbol one of your starting caravans stands on (as printed on the board).",
        topic="setup",
        text="{actor} puts a caravan in {province} on {good}",
        outcome=caravan_outcome,
        tells_moves=True,  # "stands on a wine symbol" says the move (play-test 5: it was said twice, oddly)
    ),
    ActionSpec(
        "extra-caravan",
        extra_caravan,
        fields=(
            Field("province", "ref", "Alexandria or Thebes", catalogue="province"),
            # Not optional: the caravan stands on a symbol, and the player names its good unless the kit shows
            # one kind free there (then the action works it out). "good (optional)" read as "may skip".
            Field(
                "good",
                "ref",
                "good printed under it (worked out where the kit leaves no choice)",
                required=False,
                derived=True,
                catalogue="good",
            ),
        ),
        phases=("setup",),
        who=extra_due,
        check=check_extra_caravan,
        help="Egypt's preset start: one more caravan, in Alexandria or Thebes.",
        topic="setup",
        text="{actor} places Egypt's extra caravan in {province}",
        outcome=caravan_outcome,
        tells_moves=True,
    ),
)
