"""What the table sees: the coast as places, panels, counters and what is in progress.

Counts are read from the ledger; hands are secret, so only their size is
shown. Every value is a plain number or a short sentence.
"""

from __future__ import annotations

from typing import Any

from engine.state import Context
from engine.views import Place, View
from rulesets.hellas.battle import standing
from rulesets.hellas.board import (
    DOLPHIN,
    cities,
    figures,
    game,
    greeks,
    holder,
    other,
    owner,
    ships,
    temple_of,
    temples,
    tile_name,
)
from rulesets.hellas.cards import active, card_name, held, open_play
from rulesets.hellas.coast import to_deal
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import COAST_TILES_EACH, PER_CITY
from rulesets.hellas.gods import discard_due, reacting
from rulesets.hellas.kit import all_facts
from rulesets.hellas.options import allowed_actions


def trackers(ctx: Context, seat: int) -> dict[str, Any]:
    """A player's counters (figures and cards themselves are in the ledger's holdings)."""
    return {
        "cities": len(cities(ctx, seat)),
        "temples": temples(ctx, seat),
        "actions": allowed_actions(ctx, seat),
        "cards": sum(held(ctx, seat).values()),
    }


def places(ctx: Context) -> list[Place]:
    """The dolphin tile and every tile on the coast, with what stands there."""
    out = [Place(DOLPHIN, "Dolphin tile", "tile", None, "start of the coast", ("dolphin",), holder(DOLPHIN))]
    state = game(ctx)
    facts = all_facts(ctx.kit, state.described)
    beside_dolphin = contacts(ctx).dolphin
    for tile in state.tiles:
        seat = owner(ctx, tile.id)
        faction = None if seat is None else ctx.players[seat].faction
        temple = temple_of(ctx, tile)
        bridge = tile.id in facts and facts[tile.id].bridge is True
        flags = (("temple", temple), ("bridge", bridge), ("dolphin", tile.id in beside_dolphin))
        tags = tuple(tag for tag, on in flags if on)
        # Every player's figures there, the owner first: after an override or a correction a
        # tile may hold the other player's pieces too, and show must not hide them.
        seats = sorted(range(len(ctx.players)), key=lambda s: s != seat)
        parts = [
            f"{ctx.players[s].name}: {figures(greeks(ctx, tile.id, s), ships(ctx, tile.id, s))}"
            for s in seats
            if greeks(ctx, tile.id, s) or ships(ctx, tile.id, s)
        ]
        what = "; ".join(parts) or "empty"
        if temple:
            what += "; temple"
        if bridge:
            what += "; bridge"
        out.append(Place(tile.id, tile.name, "tile", faction, what, tags, holder(tile.id)))
    return out


def views(ctx: Context) -> list[View]:
    """Players' standing, the cards played this turn, and the attack under way."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    rows = tuple(
        (name, len(cities(ctx, s)), temples(ctx, s), allowed_actions(ctx, s), sum(held(ctx, s).values()))
        for s, name in enumerate(names)
    )
    out = [View("Players", "table", ("player", "cities", "temples", "reinforcements", "cards"), rows)]
    if state.plays:
        alive = active(state.plays)
        lines = tuple(
            (f"{names[p.player]}: {card_name(p.card)}" + ("" if alive[i] else " (void)"),)
            for i, p in enumerate(state.plays)
        )
        out.append(View("Cards this turn", "lines", rows=lines))
    if state.battle is not None:
        out.append(View("Attack", "lines", rows=((standing(ctx),),)))
    seat = ctx.position.turn
    if ctx.phase == "turn" and seat is not None and state.battle is None:
        reach = tuple((line,) for line in attack_options(ctx, seat))
        if reach:
            out.append(View(f"{names[seat]} can attack", "lines", rows=reach))
    return out


def attack_options(ctx: Context, seat: int) -> list[str]:
    """Each enemy city the player's neighbouring Greeks can reach, with how many by land and in all.

    Every city keeps one Greek; by land the attack needs as many Greeks as
    defend, with any part by sea one more (cards aside).
    """
    state = game(ctx)
    near = contacts(ctx)
    mine = cities(ctx, seat)
    out = []
    for target in cities(ctx, other(seat)):
        defenders = greeks(ctx, target.id, other(seat))
        sources = [(t.id, greeks(ctx, t.id, seat) - 1) for t in mine if near.near(t.id, target.id)]
        sources = [(tid, n) for tid, n in sources if n > 0]
        if not sources:
            continue
        land = sum(n for tid, n in sources if near.by_land(tid, target.id))
        total = sum(n for _, n in sources)
        whence = ", ".join(f"{tile_name(state, tid)} {n}" for tid, n in sources)
        if land >= defenders:
            verdict = f"{land} by land, enough"
        elif total > defenders:
            verdict = f"{total} with sea, enough ({defenders + 1} needed)"
        elif land:
            verdict = f"short: {land} of {defenders} by land, {total} of {defenders + 1} with sea"
        else:
            verdict = f"short: {total} of {defenders + 1} by sea"
        out.append(f"{target.name} ({figures(defenders, 0)}) from {whence}: {verdict}")
    return out


def pending(ctx: Context) -> list[str]:
    """What is under way: the deal, the next coast tile, an answer due, an attack, a discard."""
    state = game(ctx)
    names = [p.name for p in ctx.players]
    out = []
    if ctx.phase == "coast":
        for seat in to_deal(ctx):
            out.append(f"{names[seat]} draws the starting cards: one from each god's deck.")
        turn = ctx.position.turn
        if turn is not None and len(cities(ctx, turn)) <= ctx.position.step < COAST_TILES_EACH:
            out.append(f"{names[turn]} turns up a tile and places it (or sets it aside).")
        return out
    last = open_play(state)
    answer = reacting(ctx)
    if last is not None and answer and last.player != answer[0] and active(state.plays)[-1]:
        out.append(f"{names[answer[0]]} may answer {names[last.player]}'s {card_name(last.card)} with a Void.")
    if state.battle is not None:
        defender, attacker = names[other(state.battle.attacker)], names[state.battle.attacker]
        out.append(f"{standing(ctx)}. {defender} may play Ships defend or Retreat; then {attacker} resolves.")
    for seat in discard_due(ctx):
        extra = sum(held(ctx, seat).values()) - 3
        out.append(f"{names[seat]} discards {extra} card{'s' if extra != 1 else ''}, down to 3.")
    if state.swelled:
        out.append(f"{_name(ctx, state.swelled)} may hold more than {PER_CITY} Greeks until the attack ends.")
    return out


def _name(ctx: Context, tid: str) -> str:
    tile = game(ctx).tile(tid)
    return tile.name if tile is not None else tid
