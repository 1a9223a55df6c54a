"""Cards whose choice comes once they stand: Swap a city's cities, the card Card theft draws (L4/f16-17).

The opponent decides whether to void such a card before its player chooses
(no waiting to see which cities a Swap names), so the card is played bare,
and once nobody can void it any more its player says the choice
(``carry-out``). Named at the play, the choice is checked at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.fields import Field
from engine.i18n import N_, tr
from engine.state import Context
from rulesets.hellas.board import game, me, other, owner, tile_name
from rulesets.hellas.cards import (
    BEFORE_V15,
    card_name,
    carry_out,
    held,
    hidden_elsewhere,
    limit_problem,
    settle,
    settled,
)
from rulesets.hellas.state import State

TOPIC = "gods"


def choice_problems(
    ctx: Context, seat: int, card: str, city: str, theirs: str, taken: str, required: bool = True
) -> list[Violation]:
    """What Swap a city's cities or Card theft's card must be (``required``: they must be named now)."""
    out = []
    if card == "swap-city" and (required or city or theirs):
        if not city or not theirs:
            out.append(rule("Zeus", "name your city and the opponent's city to swap", TOPIC))
        elif owner(ctx, city) != seat or owner(ctx, theirs) != other(seat):
            # Cities that are not yours and the opponent's cannot be swapped: forced, nothing would move.
            out.append(Violation("Zeus", "name your city and the opponent's city to swap", TOPIC, physical=True))
    elif card == "steal-card" and (required or taken):
        if not taken:
            if ctx.ledger.size(ctx.own("hand", other(seat))):
                # Forced without the card, nothing would be drawn while the log said a card was: no override.
                said = N_("name the card drawn from the opponent's hand, as seen")
                out.append(Violation("Zeus", said, TOPIC, physical=True))
        else:
            missing = ctx.ledger.shortfall(taken, 1, ctx.own("hand", other(seat)))
            if missing is not None and hidden_elsewhere(ctx, taken) and not ctx.options.get(BEFORE_V15):
                # It could be in that hand for all the thief can see: allowed alike, whatever the hand holds
                # (play-test 10: refused or allowed, --check told the thief what the hand held); the carry-out
                # mends the record of the hand (``cards._steal``).
                missing = None
            if missing is not None:
                # The ledger's own words name the card the hand lacks: the thief could probe a hidden hand
                # with --check. Say only what the thief may know, its size (play-test).
                said = tr("name the card drawn as it was seen: it is one of {player}'s {n} cards")
                n = ctx.ledger.size(ctx.own("hand", other(seat)))
                out.append(Violation("Zeus", said.format(player=ctx.players[other(seat)].name, n=n), TOPIC, True))
    return out


def carry_out_action(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    taken = str(args.get("taken") or "")
    # The record of the hand lacked the card drawn: mended by the carry-out (``cards._steal``), and the holder
    # asked to check the hand in Pending, not in the action's own sentences, which a dry run would show.
    mended = bool(taken) and not ctx.count(ctx.own("hand", other(seat)), taken) and not ctx.options.get(BEFORE_V15)
    carry_out(ctx, seat, state.owed, args.get("city", ""), args.get("their_city", ""), taken)
    return replace(state, owed="", mended=other(seat) if mended and state.owed == "steal-card" else state.mended)


def only_card(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Card theft from a one-card hand: that card is the one drawn (play-test: ``taken=`` was still asked)."""
    trial = settled(ctx)
    turn = trial.position.turn
    if game(trial).owed != "steal-card" or args.get("taken") or turn is None:
        return {}
    hand = [kind for kind, n in trial.holding(trial.own("hand", other(turn))) for _ in range(n)]
    return {"taken": hand[0]} if len(hand) == 1 else {}


def check_carry_out(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    state = game(ctx)
    if not state.owed:
        return [rule("Zeus", "no card of yours waits for its choice", TOPIC)]
    city, theirs, taken = args.get("city", ""), args.get("their_city", ""), args.get("taken", "")
    return [*choice_problems(ctx, me(ctx), state.owed, city, theirs, taken), *unread(state.owed, args)]


#: The fields each card with a choice reads (a play's or a carry-out's); the others are for other cards.
READS = {
    "ships-to-greeks": ("city", "count", "take_from"),
    "swap-city": ("city", "their_city"),
    "steal-card": ("taken",),
    "reuse": ("taken",),
    "redraw": ("put_back", "put_back_new"),
    "two-extra": ("count", "ships", "take_from"),
    "retreat": ("city",),
}
#: Fields that name the player or the card, not a choice.
_NOT_CHOICES = ("player", "card")


def unread(card: str, args: Mapping[str, Any]) -> list[Violation]:
    """Values typed in fields this card does not read (a city for a Card theft): refused, to be left out,
    never kept with the card as if they counted."""
    out = []
    for key, value in args.items():
        if key in _NOT_CHOICES or key in READS.get(card, ()) or value in (None, "", [], 0):
            continue
        said = tr("{card} does not use {field}").format(card=card_name(card), field=key.replace("_", " "))
        out.append(unused("God cards", said, TOPIC, key))
    return out


def carry_out_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    card = game(settled(before)).owed
    who = after.players[me(after)].name
    if card == "swap-city":
        state = game(after)
        mine, theirs = tile_name(state, args.get("city", "")), tile_name(state, args.get("their_city", ""))
        return [tr("{player} swaps {city} for {their_city}.").format(player=who, city=mine, their_city=theirs)]
    opponent = after.players[other(me(after))].name
    if card == "steal-card" and not args.get("taken"):
        return [tr("{opponent}'s hand is empty: {player} draws nothing.").format(opponent=opponent, player=who)]
    said = tr("{player} draws a card from {opponent}'s hand.")
    return [said.format(player=who, opponent=opponent), *over_limit(before, me(after), str(args.get("taken") or ""))]


def over_limit(before: Context, seat: int, taken: str) -> list[str]:
    """Why the card drawn goes to the discard pile, when it breaks the thief's limits (L6/f93): play-test 7 read it
    go there without a word."""
    if not taken:
        return []
    after = held(before, seat)
    after[taken] = after.get(taken, 0) + 1
    why = limit_problem(after)
    return [tr("The card drawn is discarded: {why}.").format(why=why)] if why else []


ACTIONS = (
    ActionSpec(
        "carry-out",
        carry_out_action,
        fields=(
            Field("player", "player", "who played the card", required=False),
            Field("city", "ref", "Swap a city: your city", required=False, catalogue="tile"),
            Field("their_city", "ref", "Swap a city: the opponent's city", required=False, catalogue="tile"),
            # Drawn blind: the thief alone sees it (and its loser, who knows the hand).
            Field(
                "taken",
                "ref",
                "Card theft: the card drawn from the opponent's hand",
                required=False,
                catalogue="card",
                secret=True,
            ),
        ),
        phases=("turn",),
        actor="player",
        check=check_carry_out,
        derive=only_card,
        help="Once Swap a city or Card theft stands (nobody voided it): the cities, or the card drawn blind.",
        topic=TOPIC,
        text="{actor} carries out the card",
        outcome=carry_out_outcome,
    ),
)
