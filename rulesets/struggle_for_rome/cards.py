"""Action cards: one per phase except the resource roll (L15).

The Diplomat (trade and build only) moves the legionary and shows the card
toward Diplomacy; the Great Chieftain takes the 2 top pasture cards in trade
and build, or moves a tribe for free (with ``move``); the Traitor is played
with a plunder or a conquest; a Treasure gives 3 gold now or 7 at the end if
kept face down; Cultural Progress is shown for 1 point.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.struggle_for_rome.common import PLAYER, card_played, me, name, seat, tribe_kind
from rulesets.struggle_for_rome.data import ACTION_CARDS, RULES
from rulesets.struggle_for_rome.holders import USED, draw_seen, gain_gold, stock
from rulesets.struggle_for_rome.scoring import award, held
from rulesets.struggle_for_rome.state import State

TOPIC = "cards"


def one_card_a_phase(ctx: Context, who: int) -> list[Violation]:
    """The one-card-a-phase rule, for every way a card is played (Traitor and Chieftain included)."""
    if ctx.phase in seat(ctx, who).played:
        return [rule("One card", "one action card a phase", TOPIC)]
    return []


def holds(ctx: Context, who: int, card: str) -> None:
    """Refuse an action card its player does not hold, saying so of the player.

    The ledger's own refusal read "Dana's Cultural Progress card cannot be taken" (play-test, issue 34) where
    she held none: it says no more than that refusal did.

    Raises:
        Impossible: The player's face-down pile holds no such card.
    """
    if not ctx.count(ctx.own("cards", who), card):
        said = tr("{player} holds no {card} card")
        said = said.format(player=name(ctx, who), card=tr(ACTION_CARDS.resolve(card).label))
        raise Impossible(Violation("Components", said, TOPIC, True))


def spend(ctx: Context, who: int, card: str) -> State:
    """A card leaves the hand for the used pile and counts as this phase's card."""
    holds(ctx, who, card)
    ctx.move(card, 1, ctx.own("cards", who), USED)
    return card_played(ctx, who)


def play_card(ctx: Context, args: Mapping[str, Any]) -> State:
    who = me(ctx)
    card = args["card"]
    if card in ("diplomat", "culture"):
        holds(ctx, who, card)
        ctx.move(card, 1, ctx.own("cards", who), ctx.own("open", who))
        state = card_played(ctx, who)
        if card == "diplomat":
            state = replace(state, legionary_due=who)
        award(ctx, who)
        return state
    state = spend(ctx, who, card)
    if card == "treasure":
        gain_gold(ctx, who, RULES["treasure_gold"])
    elif card == "chieftain":
        drawn = list(args.get("draw", []))
        draw_seen(ctx, {kind: drawn.count(kind) for kind in dict.fromkeys(drawn)}, ctx.own("hand", who))
    return state


def check_play_card(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    who = me(ctx)
    card = args["card"]
    out = one_card_a_phase(ctx, who)
    if ctx.phase != "build" and "idle" in seat(ctx, who).done(tribe_kind(ctx)):
        out.append(rule("Idle tribe", "a tribe that took gold or a card for doing nothing plays no card", "tribes"))
    if card == "diplomat" and ctx.phase != "build":
        out.append(rule("Diplomat", "the Diplomat is played in trade and build", TOPIC))
    if card == "traitor":
        out.append(rule("Traitor", "the Traitor is played with a plunder or a conquest", TOPIC))
    if card == "chieftain":
        draws = args.get("draw", [])
        if ctx.phase != "build":
            out.append(rule("Great Chieftain", "in a tribe phase the Great Chieftain is a free move", TOPIC))
        elif stock(ctx, "pasture") < RULES["chieftain_cards"]:
            # Play-test 11, B9: refused with 1 card left, as "that card cannot be taken", with no reason.
            left = stock(ctx, "pasture")
            said = ntr(
                "the pasture deck and its discard pile hold {n} card: the Great Chieftain's 2 cannot be drawn",
                "the pasture deck and its discard pile hold {n} cards: the Great Chieftain's 2 cannot be drawn",
                left,
            ).format(n=left)
            out.append(Violation("Great Chieftain", said, TOPIC, physical=True))
        elif len(draws) != RULES["chieftain_cards"]:
            out.append(rule("Great Chieftain", "say which 2 pasture cards were drawn", TOPIC))
    elif args.get("draw"):
        # Forced, nothing would draw them: the cards named would be dropped without a word.
        out.append(unused("Action card", tr("only the Great Chieftain draws pasture cards"), TOPIC, "draw"))
    return out


def play_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    who = me(before)
    card = args["card"]
    label = tr(ACTION_CARDS.resolve(card).label)
    if card == "diplomat":
        shown = held(after, who, "diplomat")
        diplomats = f"{shown} {ntr('Diplomat', 'Diplomats', shown)}"
        said = tr("{player} shows {diplomats} and moves the legionary next.")
        return [said.format(player=name(before, who), diplomats=diplomats)]
    if card == "culture":
        return [tr("{card} is worth 1 point to {player}.").format(card=label, player=name(before, who))]
    return []


def card_holder(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """``actor_of`` of a play-card naming nobody: the turn holder, unless only the player next in turn (who may
    end the turn before theirs in trade and build, ``PhaseSpec.handover``) holds the card, as a build of theirs
    would (play-test 7: Hugo's Diplomat was refused as "Gita holds no Diplomat card")."""
    from engine.turns import heir
    from rulesets.struggle_for_rome import INFO

    turn, card = ctx.position.turn, str(args.get("card") or "")
    if turn is None or not card or ctx.count(ctx.own("cards", turn), card):
        return {}
    nxt = heir(INFO.load(speak=False), ctx)
    return {"player": name(ctx, nxt)} if nxt is not None and ctx.count(ctx.own("cards", nxt), card) else {}


ACTIONS = (
    ActionSpec(
        "play-card",
        play_card,
        fields=(
            PLAYER,
            Field("card", "ref", "the action card", catalogue="action"),
            Field("draw", "refs", "Great Chieftain: the 2 pasture cards drawn", required=False, catalogue="pasture"),
        ),
        phases=("build", "cavalry", "infantry"),
        actor="player",
        actor_of=card_holder,
        check=check_play_card,
        help="Play one action card a phase; the Traitor goes with a plunder or conquest, a free move with move.",
        topic=TOPIC,
        text="{actor} plays {card}",
        outcome=play_outcome,
    ),
)
