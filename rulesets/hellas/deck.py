"""The landscape deck's known bottom: tiles put back under it, in the order they come up again.

A tile a voyage could not place goes under the deck (L2), and so does the
first tile of Poseidon's Redraw (L6/f89). Which tiles those are is known to
the table, so the app keeps them in order: none of them can be the tile
turned up while other tiles lie above them, and once only they are left the
next tile is the first of them, and the app names it by itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import Violation
from engine.i18n import ntr, tr
from engine.state import Context
from engine.views import slug
from rulesets.hellas.board import LANDSCAPE_DECK, game
from rulesets.hellas.cards import settled
from rulesets.hellas.cities import city
from rulesets.hellas.kit import Described, all_facts, landscape
from rulesets.hellas.state import State

TOPIC = "turn"


def size(ctx: Context) -> int:
    """Tiles face down in the landscape deck."""
    return ctx.count(LANDSCAPE_DECK, "landscape")


def next_known(ctx: Context) -> str | None:
    """The tile that comes up next, when only tiles put back under the deck are left."""
    bottom = game(ctx).bottom
    return bottom[0] if bottom and size(ctx) <= len(bottom) else None


def name_of(ctx: Context, tid: str) -> str:
    """A landscape tile's name, as the kit or the table's description gives it."""
    facts = all_facts(ctx.kit, game(ctx).described).get(tid)
    return city(facts.name) if facts is not None else tid


def turned_up(ctx: Context, tid: str, name: str) -> list[Violation]:
    """Why ``tid`` cannot be the tile turned up now (it lies under the deck below others), or []."""
    bottom = game(ctx).bottom
    announced = game(ctx).announced
    if announced and tid != announced:
        # Redraw the tile was voided: the voyage announced goes on with the tile turned up for it (L6/f89, f92).
        message = tr("the voyage goes on with {tile}, turned up before Redraw the tile was voided")
        return [Violation("Landscape deck", message.format(tile=name_of(ctx, announced)), TOPIC, physical=True)]
    known = next_known(ctx)
    if known is not None and tid != known:
        message = tr("the next tile is {tile}: only tiles put back under the deck are left")
        return [Violation("Landscape deck", message.format(tile=name_of(ctx, known)), TOPIC, physical=True)]
    if tid in bottom and known is None:
        above = size(ctx) - len(bottom) + bottom.index(tid)  # the tiles above it, those put under first too
        message = ntr(
            "{tile} lies under the deck: it comes up after the {n} tile above it",
            "{tile} lies under the deck: it comes up after the {n} tiles above it",
            above,
        )
        return [Violation("Landscape deck", message.format(tile=name, n=above), TOPIC, physical=True)]
    return []


def drawn(state: State, tid: str) -> State:
    """The state once ``tid`` was turned up (it leaves the known bottom)."""
    if tid in state.bottom:
        return replace(state, bottom=tuple(t for t in state.bottom if t != tid))
    return state


def put_under(state: State, tid: str) -> State:
    """The state once ``tid`` went back under the deck (it comes up after the others known there)."""
    return replace(state, bottom=(*(t for t in state.bottom if t != tid), tid))


def new_problem(ctx: Context, name: str) -> list[Violation]:
    """Why a tile the table names for Redraw cannot be a new one (one on the coast, or under the deck below
    others), or []."""
    from rulesets.hellas.placing import name_problem

    state = game(ctx)
    entry = landscape(ctx.kit, state.described, state.tiles).get(name)
    if entry is not None:
        return turned_up(ctx, entry.id, name_of(ctx, entry.id))
    problem = name_problem(state, name)
    return [problem] if problem is not None else []


def new_tile(state: State, ctx: Context, name: str) -> tuple[State, str]:
    """The state knowing the tile the table named (described by its name only), and its id; a name the kit or
    the table gave before is that tile."""
    entry = landscape(ctx.kit, state.described, state.tiles).get(name)
    if entry is not None:
        return state, entry.id
    tid = slug(name)
    return replace(state, described=(*state.described, Described(tid, name.strip()))), tid


def derive_tile(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The tile turned up, when the deck holds only tiles put back under it (the first of them), or when a voided
    Redraw the tile left the voyage with the tile turned up for it."""
    if args.get("tile") or args.get("name"):
        return {}
    known = game(settled(ctx)).announced or next_known(ctx)
    return {} if known is None or not known else {"tile": known}
