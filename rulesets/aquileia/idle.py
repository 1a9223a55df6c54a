"""Steps with nothing to decide pass by themselves (rules version 7).

An Equi et Arma or Servi space whose player lacks the coin its cards cost
passes once its group's turn comes (l.1: a price is paid in its metal;
only Dolus and Pecunia, which act before, bring coins). A Forum builder who
can build nothing passes: no house left (9 each, l.1), no coin (every price
has coins, paid exactly: l.7), or, on a kit that lists every tile with its
price, none of the tiles still free within reach. The
space is over as its area begins, or after the build that left it so (a
build only ever takes coins, cards, houses and tiles: nothing makes a
passed builder able again). A robbed Portus player with no workshop or
private bank has nothing to pay for and is passed over too (``portus``).
Saves from before version 7 asked both (``ASKED``).

Version 10 (play-test 9) also passes a Pecunia player who can pay none of the board's rates (an empty
purse, or every rate known and none affordable: l.4 changes coins at the board's rates only), and looks
for a Forum builder left unable after a space is skipped (a house corrected away meanwhile). Saves from
before it waited for a skip there (``PECUNIA_ASKED``).
"""

from __future__ import annotations

from dataclasses import replace

from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.catalogues import space_said
from rulesets.aquileia.common import name
from rulesets.aquileia.data import AREAS, MERCATUS_GROUPS, SERVI
from rulesets.aquileia.holders import HOUSE, owner, purse, reserve
from rulesets.aquileia.printed import of
from rulesets.aquileia.state import State
from rulesets.aquileia.tiles import SECTION, short, slave_plans
from rulesets.aquileia.words import word

#: The legacy option of saves before version 7: a step with nothing to decide waited for a skip.
ASKED = "idle_steps_asked"
#: Why a Forum builder can build nothing, as kept in ``State.auto`` (``forum-3:coin``).
HOUSE_LEFT, COIN, TILE = "house", "coin", "tile"


#: The legacy option of saves before version 8: a player with no coin to bid with was asked to open or raise,
#: and Latro rolled with no coin under a Portus servant.
UNABLE_ASKED = "unable_bidders_asked"
#: The legacy option of saves before version 10: Pecunia with no rate to pay, and a Forum builder found unable
#: only after a skip, waited for a skip.
PECUNIA_ASKED = "unpayable_pecunia_asked"


def asked(ctx: Context) -> bool:
    """Whether this save asks a step with nothing to decide (a save from before version 7)."""
    return bool(ctx.options.get(ASKED))


def unable_asked(ctx: Context) -> bool:
    """Whether this save asks a bid of a player who cannot bid, and Latro's roll with nothing to take (v7 and
    before)."""
    return asked(ctx) or bool(ctx.options.get(UNABLE_ASKED))


def newer_asked(ctx: Context) -> bool:
    """Whether this save asks Pecunia with no rate to pay, and a builder found unable after a skip (before v10)."""
    return asked(ctx) or bool(ctx.options.get(PECUNIA_ASKED))


def cannot_exchange(ctx: Context, state: State, seat: int) -> bool:
    """Whether ``seat`` can pay none of the board's Pecunia rates (an empty purse, or all rates known and
    none within reach); a rate whose coins are not known may be within reach."""
    held = purse(ctx, seat)
    if not ctx.size(held):
        return True
    facts = of(ctx.kit, state.learned)
    if "pecunia" not in facts.complete:
        return False
    for rate in facts.section("pecunia"):
        give = facts.known("pecunia", rate, "give")
        if give is None or all(ctx.count(held, m) >= list(give).count(m) for m in set(give)):
            return False
    return True


def cannot_build(ctx: Context, state: State, seat: int) -> str | None:
    """Why ``seat`` can build nothing on the Forum now (``HOUSE_LEFT``, ``COIN``, ``TILE``), or None.

    ``state`` is the state being made (a build's tile is taken in it before the context knows).
    """
    if not ctx.count(reserve(ctx, seat), ctx.piece(HOUSE, seat)):
        return HOUSE_LEFT
    if not ctx.size(purse(ctx, seat)):
        return COIN
    facts = of(ctx.kit, state.learned)
    if SECTION not in facts.complete:
        return None  # a tile the kit does not know may be within reach
    taken = {b.tile for p in state.patricians for b in p.buildings if b.tile}
    for tile in facts.section(SECTION):
        if tile in taken:
            continue
        coins, slaves = facts.known(SECTION, tile, "coins"), facts.known(SECTION, tile, "slaves")
        if coins is None or slaves is None:
            return None  # its price is not known: the builder may have it
        if not short(ctx, seat, coins) and (not slaves or slave_plans(ctx, seat, slaves)):
            return None
    return TILE


#: The metal each Mercatus space's cards cost (l.4: a bronze a card at Equi et Arma; Servi by its row).
PRICE = {
    **{s: "bronze" for s in AREAS["mercatus"] if s.startswith("equi-")},
    **{s: str(f["metal"]) for s, f in SERVI.items()},
}


def pass_mercatus(ctx: Context, state: State) -> State:
    """Every Equi et Arma and Servi space whose turn has come and whose player lacks its coin is over (the
    groups before it have all acted: nothing else in Mercatus brings the player coins)."""
    if asked(ctx):
        return state
    seat = owner(ctx, "pecunia")
    if (
        seat is not None
        and "pecunia" not in state.done
        and ("dolus" in state.done or owner(ctx, "dolus") is None)
        and not newer_asked(ctx)
        and cannot_exchange(ctx, state, seat)
    ):
        state = replace(state.mark("pecunia"), auto=(*state.auto, (ctx.position.round, f"pecunia:{COIN}", seat)))
    for where, metal in PRICE.items():
        seat = owner(ctx, where)
        if seat is None or where in state.done or ctx.count(purse(ctx, seat), metal):
            continue
        group = MERCATUS_GROUPS.index(where.split("-")[0])
        earlier = [s for s in AREAS["mercatus"] if MERCATUS_GROUPS.index(s.split("-")[0]) < group]
        if any(s not in state.done and owner(ctx, s) is not None for s in earlier):
            continue
        state = replace(state.mark(where), auto=(*state.auto, (ctx.position.round, f"{where}:{COIN}", seat)))
    return state


def pass_forum(ctx: Context, state: State) -> State:
    """Every Forum space still to build whose builder can build nothing is over (said by ``passed_text``)."""
    if asked(ctx):
        return state
    for where in AREAS["forum"]:
        seat = owner(ctx, where)
        if seat is None or where in state.done:
            continue
        why = cannot_build(ctx, state, seat)
        if why is not None:
            state = replace(state.mark(where), auto=(*state.auto, (ctx.position.round, f"{where}:{why}", seat)))
    return state


def passed_text(ctx: Context, seat: int, entry: str) -> str | None:
    """``Red has no coin to pay a price with: Forum 4 passes.`` for a pass kept in ``State.auto``; else None
    (Potentia's dice, an activation)."""
    where, _, why = entry.partition(":")
    if where == "pecunia" and why:
        said = tr("{player} can pay none of the board's Pecunia rates: {space} passes.")
        return said.format(player=name(ctx, seat), space=space_said(where))
    if where in PRICE and why:
        said = tr("{player} has no {metal} to pay with: {space} passes.")
        return said.format(player=name(ctx, seat), metal=word(PRICE[where]), space=space_said(where))
    if where not in AREAS["forum"] or not why:
        return None
    if why == HOUSE_LEFT:
        said = tr("{player} has no house left to build with: {space} passes.")
    elif why == COIN:
        said = tr("{player} has no coin to pay a price with: {space} passes.")
    else:
        said = tr("{player} can pay for none of the tiles still free: {space} passes.")
    return said.format(player=name(ctx, seat), space=space_said(where))
