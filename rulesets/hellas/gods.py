"""God cards: playing them, answering them, cancelling cancellations, and their effects.

Cards are played any time in one's own turn; reaction cards (ships defend,
void, retreat) in the opponent's turn too, and an answer must come right
after the card it answers. Zeus's void cancels the opponent's last card; a
void can itself be voided, which brings the first card back. Effects that
change the board take hold once the answering is over (when the next action
is taken); battle modifiers count when the battle is resolved.
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
from rulesets.hellas.common import game, me
from rulesets.hellas.data import CARDS, GOD_OF, HAND, PER_CITY, PER_GOD, REACTIONS
from rulesets.hellas.state import Play, State

TOPIC = "gods"
ATTACK_CARDS = ("ships-to-greeks", "equal-by-sea", "two-attacks", "distant-attack", "plus-one")
VOYAGE_CARDS = ("two-extra", "voyage-again", "redraw", "equal-ships")


def active(plays: tuple[Play, ...]) -> list[bool]:
    """Which plays count: a play is cancelled by an active void aimed at it."""
    alive = [True] * len(plays)
    for index in range(len(plays) - 1, -1, -1):
        entry = plays[index]
        if entry.card == "void" and alive[index] and entry.target is not None:
            alive[entry.target] = False
    return alive


def active_cards(state: State, seat: int) -> list[str]:
    """Cards of one player that count this turn."""
    alive = active(state.plays)
    return [p.card for i, p in enumerate(state.plays) if p.player == seat and alive[i]]


def within_limits(hand: tuple[tuple[str, int], ...]) -> bool:
    """At most 7 god cards, at most 3 of one god."""
    if sum(n for _, n in hand) > HAND:
        return False
    per_god: dict[str, int] = {}
    for card, n in hand:
        per_god[GOD_OF[card]] = per_god.get(GOD_OF[card], 0) + n
    return all(n <= PER_GOD for n in per_god.values())


def settle(state: State) -> State:
    """Apply the effects of every card still standing; from now on they cannot be answered."""
    alive = active(state.plays)
    plays = list(state.plays)
    for index, entry in enumerate(plays):
        if entry.applied:
            continue
        if alive[index]:
            state = _effect(state, entry)
        plays[index] = replace(entry, applied=True)
    return replace(state, plays=tuple(plays), settled=len(plays))


def _effect(state: State, entry: Play) -> State:
    seat, other = entry.player, 1 - entry.player
    card = entry.card
    if card == "flood":
        for tile in state.tiles:
            if tile.greeks >= PER_CITY:
                state = state.with_tile(replace(tile, greeks=PER_CITY - 1))
    elif card == "swap-city":
        mine, theirs = state.tile(entry.text("city")), state.tile(entry.text("city_b"))
        if mine is not None and theirs is not None:
            state = state.with_tile(replace(mine, owner=other, greeks=theirs.greeks, ships=theirs.ships))
            state = state.with_tile(replace(theirs, owner=seat, greeks=mine.greeks, ships=mine.ships))
    elif card == "discard-to-three":
        hand = state.hands[other]
        for discarded in entry.names("cards"):
            hand = add(hand, discarded, -1)
        state = state.with_hand(other, hand)
    elif card == "steal-card":
        for stolen in entry.names("cards")[:1]:
            state = state.with_hand(other, add(state.hands[other], stolen, -1))
            taken = add(state.hands[seat], stolen, 1)
            if within_limits(taken):  # over the limits, the stolen card is discarded
                state = state.with_hand(seat, taken)
    elif card == "reuse":
        for back in entry.names("cards")[:1]:
            state = state.with_hand(seat, add(state.hands[seat], back, 1))
    elif card == "ships-to-greeks":
        city = state.tile(entry.text("city"))
        if city is not None and city.owner == seat:
            count = min(entry.number("count"), city.ships)
            state = state.with_tile(replace(city, ships=city.ships - count, greeks=city.greeks + count))
    elif card == "two-extra":
        new_city = state.tile(state.regroup) if state.regroup not in ("", "*") else None
        if new_city is not None:
            greeks, ships = entry.number("count"), entry.number("ships")
            state = state.with_tile(replace(new_city, greeks=new_city.greeks + greeks, ships=new_city.ships + ships))
    return state


def play(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = ctx.player_index(args["player"])
    card = args["card"]
    target = len(state.plays) - 1 if card == "void" else None
    state = state.with_hand(seat, add(state.hands[seat], card, -1))
    detail = tuple(sorted((k, v if not isinstance(v, str) else slug(v) if k.startswith("city") else v)
                          for k, v in args.items() if k not in ("player", "card")))  # fmt: skip
    return replace(state, plays=state.plays + (Play(seat, card, target, False, detail),))


def check_play(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat = ctx.player_index(args["player"])
    card = args["card"]
    on_turn = me(ctx)
    out = []
    if ctx.phase == "coast":
        return [rule("God cards", "no god cards while the first coast is built", TOPIC)]
    if get(state.hands[seat], card) < 1:
        return [rule("God cards", f"{args['player']} holds no {card} card", TOPIC)]
    if seat == on_turn == 0 and not state.first_turn_done:
        out.append(rule("First turn", "the starting player plays no cards in the first turn", TOPIC))
    if seat != on_turn and card not in REACTIONS:
        out.append(rule("Reaction", f"{card} is played in your own turn only", TOPIC))
    if card == "void" and (len(state.plays) <= state.settled or state.plays[-1].player == seat):
        out.append(rule("Void", "a void answers the opponent's card just played", TOPIC))
    if seat == on_turn and card in ATTACK_CARDS and state.option not in ("", "attack"):
        out.append(rule("Option", f"{card} belongs to an attack; this turn is a {state.option}", TOPIC))
    if seat == on_turn and card in VOYAGE_CARDS and state.option not in ("", "voyage"):
        out.append(rule("Option", f"{card} belongs to a voyage; this turn is a {state.option}", TOPIC))
    if card in ("ships-defend", "retreat") and (state.battle is None or seat == state.battle.attacker):
        out.append(rule("Reaction", f"{card} answers an attack on your city", TOPIC))
    if card in ("two-more-actions", "double-turn") and state.option:
        out.append(rule("Timing", f"{card} is played before the reinforcements", TOPIC))
    if card == "discard-to-three":
        hand = sum(n for _, n in state.hands[1 - seat])
        chosen = len(args.get("cards") or [])
        if chosen != max(hand - 3, 0):
            out.append(rule("Zeus", f"the opponent discards down to 3: name {max(hand - 3, 0)} card(s)", TOPIC))
    return out


ACTIONS = (
    ActionSpec(
        "play",
        play,
        fields=(
            Field("player", "player", "who plays it"),
            Field("card", "choice", "the card", choices=CARDS),
            Field("city", "str", "your city the card concerns (ships-to-greeks, retreat, swap)", required=False),
            Field("city_b", "str", "the opponent's city (swap)", required=False),
            Field("count", "int", "how many (ships-to-greeks; Greeks for two-extra)", required=False, min=0, max=6),
            Field("ships", "int", "ships added (two-extra)", required=False, min=0, max=2),
            Field("cards", "choices", "cards discarded, taken or taken back", required=False, choices=CARDS),
        ),
        who="any",
        check=check_play,
        help="Play a god card (reactions in the opponent's turn too, right after what they answer).",
        topic=TOPIC,
    ),
)
