"""Paying for purchases: card sets from the hand (or build points), and the cards kept after building.

A purchase moves its set from the player's hand to the bank, or its points
from the player's build points back to the box in the 36-point start: a
hand without those cards, or points that are not there, make the purchase
impossible, whatever the table overrides. At the end of the build phase
every card but those kept goes back to the bank.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.ledger import BOX as BOX_HOLDER
from engine.spoken_names import action_word, field_word
from engine.state import Context
from rulesets.mare_nostrum.board import Board, board
from rulesets.mare_nostrum.cards import is_set, plan
from rulesets.mare_nostrum.common import actor, game
from rulesets.mare_nostrum.components import BANK
from rulesets.mare_nostrum.data import CARDS, GARDENS_KEEP_GOODS, HEROES, KEEP_TAXES, TAXES, WONDERS, price
from rulesets.mare_nostrum.kept_plan import best_supplied_set
from rulesets.mare_nostrum.state import State
from rulesets.mare_nostrum.words import card_amount, card_name, item_said, one_card


def cost(b: Board, player: int, item: str, setup: bool) -> int:
    """Set size (or start points) an item costs this player now."""
    # Hero discounts do not apply during the 36-point start.
    return price(item, frozenset() if setup else b.owned(player))


def points_left(b: Board, player: int) -> int:
    """Build points a player has left in the 36-point start."""
    civ = b.state.civs[player]
    return b.ledger.count(f"points:{civ}", f"point:{civ}")


def chosen_cards(b: Board, player: int, item: str, cards: list[str] | None) -> list[str]:
    """The cards that pay: those named, else a set the planner finds, else the first cards in hand."""
    if cards is not None:
        return cards
    need = cost(b, player, item, False)
    mine = b.hand(player)
    # Only a log from before the purchase form filled in its cards (``derive_cards``) comes here with none: it
    # pays as it was paid then.
    result = plan(mine, [item], b.owned(player))
    if result["feasible"]:
        return list(result["sets"][0]["cards"])
    # No valid set: a forced purchase still takes that many cards, taxes first.
    return [card for card in CARDS for _ in range(mine[card])][:need]


def supply(b: Board, seat: int) -> dict[str, int]:
    """The pieces a player may still buy: units and influence from the reserve, buildings from the bank, wonders
    and heroes nobody holds."""
    civ = b.state.civs[seat]
    out = {kind: b.reserve(civ, kind) for kind in ("influence", "legion", "fleet", "fortress")}
    out |= {kind: b.bank(kind) for kind in ("caravan", "city", "market", "temple")}
    return out | {card: int(b.holder_of(card) is None) for card in (*WONDERS, *HEROES)}


def derive_cards(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The set a purchase is paid with when nobody named one: the set leaving the rest of the hand able to pay
    for the most (``cards.best_set``), stored with the event, so the log says what was paid and replays it
    whatever a later planner would pick (issue 32: a set picked without a look at the rest left a later
    purchase unpayable)."""
    if "cards" in args or args.get("free") or ctx.phase != "build" or ctx.actor is None or "item" not in args:
        return {}
    b = board(ctx)
    if "free" not in args and args["item"] == "influence" and hammurabi_free(b, ctx.actor):
        # Hammurabi places one influence a build phase for free (p.13): a bare purchase takes it before any card
        # (play-test 8: with no set it is the only way; play-test 12: 3 goods paid while it sat unused).
        return {"free": True}
    best = best_supplied_set(b.hand(ctx.actor), args["item"], b.owned(ctx.actor), supply(b, ctx.actor))
    return {} if best is None else {"cards": best}


def hammurabi_free(b: Board, player: int) -> bool:
    """Whether the player's Hammurabi still has his free influence this build phase."""
    return b.owns(player, "hammurabi") and (player, "hammurabi") not in b.state.used


def hammurabi_waits(ctx: Context, b: Board, player: int) -> bool:
    """Whether the player may still place Hammurabi's free influence marker this build phase: unused, a marker
    in the reserve, and the player's build turn not over (play-test 11: nothing said it was there)."""
    if ctx.phase != "build" or player in ctx.position.acted or not hammurabi_free(b, player):
        return False
    return b.reserve(b.state.civs[player], "influence") > 0


def check_payment(b: Board, player: int, item: str, cards: list[str] | None, setup: bool) -> list[Violation]:
    """What is wrong with paying for ``item`` (cards missing from the hand are the ledger's to refuse)."""
    need = cost(b, player, item, setup)
    name = item_said(item)
    if setup:
        left = points_left(b, player)
        if need > left:
            said = tr("{item} costs {n} points; {left} left").format(item=name, n=need, left=left)
            return [rule("Start points", said, "setup")]
        return []
    if cards is None:
        if not plan(b.hand(player), [item], b.owned(player))["feasible"]:
            said = tr("no set of {n} cards (all taxes or all different goods) in hand").format(n=need)
            return [rule("Card set", said, "build")]
        return []
    out = []
    if not is_set(cards):
        out.append(rule("Card set", "a set is all taxes or all different goods", "build"))
    if len(cards) != need:
        out.append(rule("Card set", tr("{item} takes a set of exactly {n} cards").format(item=name, n=need), "build"))
    return out


def pay(ctx: Context, player: int, item: str, cards: list[str] | None) -> list[str]:
    """Move the payment for ``item`` out of the player's hand (or build points); the cards paid.

    Raises:
        Impossible: The hand has fewer cards than the set, or lacks a named card.
    """
    b = board(ctx)
    civ = b.state.civs[player]
    if ctx.phase == "setup":
        ctx.move(f"point:{civ}", cost(b, player, item, True), f"points:{civ}", BOX_HOLDER)
        return []
    paid = chosen_cards(b, player, item, cards)
    need = cost(b, player, item, False)
    if len(paid) < need and cards is None:
        held = b.hand_size(player)
        said = ntr(
            "{player}'s hand has {n} card; {item} takes {need}",
            "{player}'s hand has {n} cards; {item} takes {need}",
            held,
        )
        said = said.format(player=ctx.players[player].name, n=held, item=item_said(item), need=need)
        raise Impossible(Violation("Components", said, "build", True))
    holds_named(ctx, player, paid, "build")
    for card, n in Counter(paid).items():
        ctx.move(card, n, f"hand:{civ}", BANK)
    return paid


def holds_named(ctx: Context, player: int, cards: list[str], topic: str) -> None:
    """Refuse cards named from a player's hand that it does not hold, saying so of the player.

    Issue 32: the ledger's own refusal read "Anna's gold card cannot be taken" when she had none. What is said
    is no more than the refusal tells: "has no" for one card, "does not hold" a count (one of them may be held).

    Raises:
        Impossible: A card named more often than the hand holds it.
    """
    civ = board(ctx).state.civs[player]
    name = ctx.players[player].name
    for card, n in Counter(cards).items():
        if ctx.ledger.count(f"hand:{civ}", card) >= n:
            continue
        if n > 1:
            said = tr("{player} does not hold {cards}").format(player=name, cards=card_amount(card, n))
        elif card == TAXES:
            said = tr("{player} has no tax card").format(player=name)
        else:
            said = tr("{player} has no {card} card").format(player=name, card=card_name(card))
        raise Impossible(Violation("Components", said, topic, True))


# -- keeping cards -------------------------------------------------------------------


def keep(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    who = actor(ctx)
    kept = dict(state.kept)
    kept[who] = tuple(args.get("cards") or ())
    return replace(state, kept=tuple(sorted(kept.items())))


def check_keep(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    b = board(ctx)
    who = actor(ctx)
    cards = list(args.get("cards") or ())
    taxes = cards.count(TAXES)
    goods = len(cards) - taxes
    allowed = GARDENS_KEEP_GOODS if b.owns(who, "gardens") else 0
    out = []
    if taxes > KEEP_TAXES:
        out.append(rule("Keep", tr("keep at most {n} taxes").format(n=KEEP_TAXES), "build"))
    if goods > allowed:
        said = tr("keep at most {n} goods (Hanging Gardens)") if allowed else tr("keep at most {n} goods")
        out.append(rule("Keep", said.format(n=allowed), "build"))
    mine = b.hand(who)
    lacking = sorted(card for card, n in Counter(cards).items() if mine[card] < n)
    if lacking:
        said = tr("{player} does not hold {cards}").format(
            player=ctx.players[who].name, cards=", ".join(card_name(c) for c in lacking)
        )
        out.append(rule("Keep", said, "build"))
    return out


#: The session option of a log written before version 13, where a Hanging Gardens owner who did not type
#: ``keep`` lost every good at the end of the build phase: its events keep meaning what they meant.
GARDENS_LOG = "gardens_goods_discarded"


#: The session option of a log written before version 16, where a Hanging Gardens owner holding more than 2
#: goods who did not type ``keep`` lost every good (version 16 keeps 2 of them).
GARDENS_PICK_LOG = "gardens_unchosen_goods_discarded"


def gardens_default(b: Board, seat: int) -> list[str]:
    """The goods a Hanging Gardens owner keeps when they chose none: the first 2 of the hand by name, those
    ``gardens_command`` proposes."""
    goods = [card for card, n in sorted(b.hand(seat).items()) if card != TAXES for _ in range(n)]
    return goods[:GARDENS_KEEP_GOODS]


def kept_by_default(ctx: Context, b: Board, seat: int) -> Counter[str]:
    """What a hand keeps past the build phase when its player chose nothing (p.6, l.15: up to 2 taxes); a Hanging
    Gardens owner also keeps 2 goods (play-test 9: Jana's goods went to the bank unless ``keep`` was typed;
    play-test 12: with 3 goods, still all of them; see ``decisions``)."""
    mine = b.hand(seat)
    kept = Counter({TAXES: min(mine[TAXES], KEEP_TAXES)})
    goods = Counter({card: n for card, n in mine.items() if card != TAXES and n})
    if not b.owns(seat, "gardens") or ctx.options.get(GARDENS_LOG):
        return kept
    if goods.total() <= GARDENS_KEEP_GOODS:
        return kept + goods
    return kept if ctx.options.get(GARDENS_PICK_LOG) else kept + Counter(gardens_default(b, seat))


def gardens_choice(ctx: Context, b: Board, seat: int) -> bool:
    """Whether a Hanging Gardens owner holds more goods than the card keeps and has not said which to keep."""
    if not b.owns(seat, "gardens") or seat in dict(b.state.kept):
        return False
    goods = sum(n for card, n in b.hand(seat).items() if card != TAXES)
    return goods > (0 if ctx.options.get(GARDENS_LOG) else GARDENS_KEEP_GOODS)


def gardens_command(b: Board, seat: int) -> str:
    """``keep cards=taxes,taxes,fruit,gold``: a ``keep`` for the taxes kept anyway and the hand's first goods,
    in the language spoken, for the owner to change as they like."""
    taxes = [TAXES] * min(b.hand(seat)[TAXES], KEEP_TAXES)
    example = ",".join(card_name(card) for card in taxes + gardens_default(b, seat))
    return f"{action_word('keep')} {field_word('cards')}={example}"


def gardens_said(ctx: Context, b: Board, seat: int) -> str:
    """``Jana may keep 2 goods (Hanging Gardens): keep cards=...``, naming her hand's goods."""
    said = ntr(
        "{player} may keep {n} good (Hanging Gardens): {command}",
        "{player} may keep {n} goods (Hanging Gardens): {command}",
        GARDENS_KEEP_GOODS,
    )
    return said.format(player=ctx.players[seat].name, n=GARDENS_KEEP_GOODS, command=gardens_command(b, seat))


def discard_at_end(ctx: Context, state: State) -> State:
    """End of the build phase: everyone keeps what they chose (default: ``kept_by_default``); the rest goes to
    the bank."""
    chosen = dict(state.kept)
    for player, civ in enumerate(state.civs):
        b = Board(state, ctx.ledger)
        mine = b.hand(player)
        wanted = chosen.get(player)
        kept = kept_by_default(ctx, b, player) if wanted is None else Counter(wanted) & mine
        for card, n in (mine - kept).items():
            ctx.move(card, n, f"hand:{civ}", BANK)
    return replace(state, kept=())


def keep_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    cards = list(args.get("cards") or ())
    name = after.players[actor(after)].name
    kept = ", ".join(one_card(c) for c in cards) or tr("no card")
    return [
        tr("{player} keeps {cards} at the end of the build phase; the rest goes to the bank.").format(
            player=name, cards=kept
        )
    ]


KEEP = ActionSpec(
    "keep",
    keep,
    fields=(
        Field("player", "player", "whose hand"),
        Field("cards", "refs", "cards kept past the build phase", required=False, catalogue="card"),
    ),
    phases=("build",),
    who="any",
    actor="player",
    # Without the Hanging Gardens a hand keeps its 2 taxes by itself: nothing to choose (play-test 7 saw it
    # listed in every build phase).
    offered=lambda ctx: any(board(ctx).owns(seat, "gardens") for seat in range(len(ctx.players))),
    check=check_keep,
    help="Choose the cards kept at the end of the build phase (2 taxes; +2 goods with the Hanging Gardens).",
    topic="build",
    text="{actor} chooses the cards to keep",
    outcome=keep_outcome,
)
