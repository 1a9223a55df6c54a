"""A turn's option: Reinforcements or a Voyage (the Attack is in ``battle``).

Reinforcements: 3 actions (4 with more temple cities than the opponent) —
a Greek into an own occupied city, a ship at an own city, or a god card
drawn face down (it joins the hand when the turn ends). Voyage: the tile
turned up joins the coast if the player has more ships than the opponent on
the neighbouring tiles; a Greek goes into the new city and one neighbouring
ship of theirs goes home. Figures come from the reserve in the ledger, so a
fourth Greek in a city or a figure the reserve lacks is refused outright.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.state import Context
from rulesets.hellas.board import (
    LANDSCAPE_DECK,
    game,
    greeks,
    holder,
    in_reserve,
    me,
    other,
    owner,
    reserve,
    ships,
    temples,
    tile_name,
)
from rulesets.hellas.cards import active_cards, draw, held, limit_problem, settle, settled
from rulesets.hellas.coast import TILE_FIELDS, name_problem, new_tile, placement_problems, suggest_name
from rulesets.hellas.data import REINFORCEMENTS
from rulesets.hellas.formulas import voyage as voyage_success
from rulesets.hellas.state import State

TOPIC = "turn"


def may_choose(state: State, seat: int, option: str) -> list[Violation]:
    """Whether the player may take this option now (one a turn, more with some cards)."""
    used = state.options_used
    cards = active_cards(state, seat)
    if not used:
        return []
    again = cards.count("voyage-again") >= used.count("voyage")
    if option == "voyage" and used[-1] == "voyage" and state.voyaged and again:
        return []
    if option == "attack" and used[-1] == "attack" and "two-attacks" in cards and used.count("attack") < 2:
        return []
    if "double-turn" in cards and used == ("reinforce",) and option in ("voyage", "attack"):
        return []
    if option == "voyage" and used[-1] == "voyage" and not state.voyaged and "voyage-again" in cards:
        return [rule("One option", "another voyage follows only a successful one", TOPIC)]
    return [rule("One option", f"this turn's option was taken already ({', '.join(used)})", TOPIC)]


def allowed_actions(ctx: Context, seat: int) -> int:
    """Reinforcement actions: 3, +1 with more temple cities, +2 with Zeus."""
    extra = 1 if temples(ctx, seat) > temples(ctx, other(seat)) else 0
    extra += 2 * active_cards(game(ctx), seat).count("two-more-actions")
    return REINFORCEMENTS + extra


def reinforce(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    for kind in ("greek", "ship"):
        for city in args.get(kind + "s", []):
            ctx.move(ctx.piece(kind, seat), 1, reserve(ctx, seat), holder(city))
    for card in args.get("cards", []):
        draw(ctx, card, ctx.own("drawn", seat))
    if "double-turn" in active_cards(state, seat):
        # Zeus's double turn: the cards drawn may be used in the second half.
        ctx.move_all(ctx.own("drawn", seat), ctx.own("hand", seat))
    return replace(state, option="reinforce", options_used=state.options_used + ("reinforce",), regroup="*")


def check_reinforce(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = may_choose(state, seat, "reinforce")
    greek_cities, ship_cities = list(args.get("greeks", [])), list(args.get("ships", []))
    cards = list(args.get("cards", []))
    limit = allowed_actions(ctx, seat)
    if len(greek_cities) + len(ship_cities) + len(cards) > limit:
        out.append(rule("Actions", f"{limit} reinforcement actions this turn", TOPIC))
    for city in dict.fromkeys(greek_cities + ship_cities):
        if owner(ctx, city) != seat:
            out.append(rule("Reinforcements", f"{tile_name(state, city)} is not a city with your Greeks", TOPIC))
    after = held(ctx, seat)
    for card in cards:
        after[card] = after.get(card, 0) + 1
    problem = limit_problem(after)
    if problem:
        out.append(rule("Hand", problem, "gods"))
    return out


def voyage_result(ctx: Context, seat: int, args: Mapping[str, Any]) -> tuple[bool, int, int, list[str]]:
    """Whether the voyage succeeds: (success, my ships, theirs, why the tile cannot be placed)."""
    state = game(ctx)
    tile = new_tile(args)
    problems = placement_problems(state, tile, bool(args.get("new_sea")))
    mine = sum(ships(ctx, t, seat) for t in tile.sea)
    theirs = sum(ships(ctx, t, other(seat)) for t in tile.sea)
    equal = "equal-ships" in active_cards(state, seat)
    superior = bool(voyage_success(mine, theirs, equal)["success"])
    return not problems and superior, mine, theirs, problems


def voyage(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    success, _, _, _ = voyage_result(ctx, seat, args)
    used = state.options_used + ("voyage",)
    if not success:  # the tile goes under the deck: it stays in the ledger's deck
        return replace(state, option="voyage", options_used=used, voyaged=False, regroup="")
    tile = new_tile(args)
    problem = name_problem(state, tile.name)
    if problem is not None:
        raise Impossible(problem)
    ctx.move("landscape", 1, LANDSCAPE_DECK, holder(tile.id))
    greek = ctx.piece("greek", seat)
    if in_reserve(ctx, seat, "greek") or not args.get("greek_from"):
        ctx.move(greek, 1, reserve(ctx, seat), holder(tile.id))
    else:
        ctx.move(greek, 1, holder(args["greek_from"]), holder(tile.id))
    if args.get("ship_from"):
        ctx.move(ctx.piece("ship", seat), 1, holder(args["ship_from"]), reserve(ctx, seat))
    tiles = state.tiles + (tile,)
    return replace(state, tiles=tiles, option="voyage", options_used=used, voyaged=True, regroup=tile.id)


def check_voyage(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = may_choose(state, seat, "voyage")
    problem = name_problem(state, str(args["name"]))
    if problem is not None:
        out.append(problem)
    empty = ctx.ledger.shortfall("landscape", 1, LANDSCAPE_DECK)
    if empty is not None:
        out.append(empty)
    success, _, _, _ = voyage_result(ctx, seat, args)
    if not success:
        return out
    source = args.get("ship_from")
    if not source or owner(ctx, source) != seat or ships(ctx, source, seat) < 1 or source not in args.get("sea", []):
        out.append(rule("Voyage", "name a neighbouring tile of yours whose ship goes home: ship_from=", TOPIC))
    if not in_reserve(ctx, seat, "greek"):
        donor = args.get("greek_from")
        if not donor or greeks(ctx, donor, seat) < 2:
            out.append(rule("Voyage", "no Greek in reserve: take one from your city with two (greek_from=)", TOPIC))
    return out


def voyage_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """``Alena's voyage to Pylos fails: 1 ship against 2; the tile goes under the deck.``"""
    ctx = settled(before)
    seat = me(ctx)
    success, mine, theirs, problems = voyage_result(ctx, seat, args)
    who = ctx.players[seat].name
    name = str(args["name"]).strip()
    count = f"{mine} ship{'s' if mine != 1 else ''} against {theirs}"
    if success:
        return [f"{who}'s voyage to {name} succeeds: {count}."]
    why = "; ".join(problems) if problems else count
    if problems:
        why = f"{why} ({count})"
    return [f"{who}'s voyage to {name} fails: {why}; the tile goes under the deck."]


def reinforce_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """How many actions the Reinforcements had and used, and what waits face down."""
    ctx = settled(before)
    seat = me(ctx)
    used = sum(len(args.get(k, [])) for k in ("greeks", "ships", "cards"))
    out = [f"{ctx.players[seat].name} takes Reinforcements: {used} of {allowed_actions(ctx, seat)} actions."]
    if after.holding(after.own("drawn", seat)):
        out.append("The cards drawn wait face down until the turn ends.")
    return out


ACTIONS = (
    ActionSpec(
        "reinforce",
        reinforce,
        fields=(
            Field("greeks", "refs", "cities getting a Greek (repeat a city for two)", required=False, catalogue="tile"),
            Field("ships", "refs", "cities getting a ship", required=False, catalogue="tile"),
            Field("cards", "refs", "god cards drawn (as they turned out)", required=False, catalogue="card"),
        ),
        phases=("turn",),
        check=check_reinforce,
        help="Reinforcements: 3 actions (4 with more temples) — Greeks, ships, god cards.",
        topic=TOPIC,
        text="{actor} reinforces",
        outcome=reinforce_outcome,
    ),
    ActionSpec(
        "voyage",
        voyage,
        fields=(
            *TILE_FIELDS,
            Field("ship_from", "ref", "your neighbouring tile whose ship goes home", required=False, catalogue="tile"),
            Field(
                "greek_from", "ref", "with no Greek in reserve: your city with two", required=False, catalogue="tile"
            ),
        ),
        phases=("turn",),
        check=check_voyage,
        help="Voyage: the tile joins the coast with naval superiority (more neighbouring ships).",
        topic=TOPIC,
        suggest=suggest_name,
        text="{actor} sails to {name}",
        outcome=voyage_outcome,
    ),
)
