"""What a form offers for each field naming cards: only what the ledger says is there to pick.

``ctx.actor`` is the player who acts. Cards given or played come from their
hand (resource cards) or their face-down pile (action cards), one entry per
card; cards drawn come from the face-down pasture deck or the action deck,
whose order nobody knows, so every kind they can still give is offered;
grain and ore come from the bank's open stacks while they last. Another
player's hand is never offered: it is secret, and the form shows on the
table's shared screen. An empty answer means "no idea": the form offers
the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.actions import NoneFits
from engine.ledger import BOX
from engine.state import Context
from rulesets.struggle_for_rome.common import game
from rulesets.struggle_for_rome.data import ACTION_IDS, RESOURCE_IDS, RULES
from rulesets.struggle_for_rome.holders import BANK, DECK, DISCARD, PASTURE_KINDS, action_deck

Offer = Callable[[Context], list[str]]
#: Grain and ore lie in open stacks in the bank.
STACKS = ("grain", "ore")


def _own(ctx: Context, sort: str, kinds: Sequence[str]) -> list[str]:
    """The actor's cards of these kinds at one of their holders, one entry per card."""
    if ctx.actor is None:
        return []
    where = ctx.own(sort, ctx.actor)
    return [kind for kind in kinds for _ in range(ctx.count(where, kind))]


def resources(ctx: Context) -> list[str]:
    """The actor's resource cards, one per card (what a trade can give)."""
    return _own(ctx, "hand", RESOURCE_IDS)


def action_cards(ctx: Context) -> list[str]:
    """The actor's face-down action cards, one per card (what can be played): none at all when they hold none
    (how many they hold is seen by all; which, only the holder sees, so the table is shown every kind)."""
    held = _own(ctx, "cards", ACTION_IDS)
    return NoneFits() if ctx.actor is not None and not held else held


def three_alike(ctx: Context) -> list[str]:
    """Resources the actor holds three of (the bank trades 3 alike for 1)."""
    return [kind for kind in RESOURCE_IDS if resources(ctx).count(kind) >= RULES["bank_rate"]]


def _hidden(ctx: Context, sort: str, kind: str) -> int:
    """Cards of a kind in every player's hidden holding of a sort (hands, face-down action cards)."""
    return sum(ctx.count(ctx.own(sort, index), kind) for index in range(len(ctx.players)))


def pasture(ctx: Context, most: int = 1) -> list[str]:
    """Pasture cards the deck can give (its discard pile becomes the deck when it runs out), up to ``most`` each.

    A kind every card of which lies in the open discard pile or in hidden hands is still offered: the table
    cannot tell the deck holds none of it, and leaving it out told them what the hands hide (the play-test's
    idle tribe was offered no horse once Cyril held the last ones)."""
    if not ctx.holding(DECK):
        return [kind for kind in PASTURE_KINDS for _ in range(min(most, ctx.count(DISCARD, kind)))]
    seen = {kind: ctx.count(DECK, kind) + _hidden(ctx, "hand", kind) for kind in PASTURE_KINDS}
    return [kind for kind in PASTURE_KINDS for _ in range(min(most, seen[kind]))]


def from_bank(ctx: Context) -> list[str]:
    """What the bank can give for a trade: grain and ore while stacked, the top pasture card."""
    return [kind for kind in STACKS if ctx.count(BANK, kind)] + pasture(ctx)


def drawn_action(ctx: Context) -> list[str]:
    """The action cards the deck can still give (its mix is unknown, only how many are left)."""
    # As with pasture cards, a kind held face down by the players is still offered: nobody may tell it is gone.
    held = [kind for kind in ACTION_IDS if ctx.count(BOX, kind) or _hidden(ctx, "cards", kind)]
    return held if action_deck(ctx) > 0 else []


def plundered(ctx: Context) -> list[str]:
    """The pasture or action card a plunder tile gives."""
    return pasture(ctx) + drawn_action(ctx)


def idle_take(ctx: Context) -> list[str]:
    """What an idle tribe can take: 2 gold, a grain or ore from the stacks, a pasture card."""
    gold = ["gold"] if ctx.count(BANK, "gold") >= RULES["idle_gold"] else []
    return gold + from_bank(ctx)


def owed_count(ctx: Context) -> list[str]:
    """How many pasture cards the actor still names for the rolls, as the count a receive offers for horse and
    cattle: the app took the grain and ore from the board kit, so the form opens on what is owed (play-test 5:
    it opened on grain, and Enter there did nothing)."""
    owed = game(ctx).owed(ctx.actor) if ctx.actor is not None else 0
    return [str(owed)] if owed else []


def partners(ctx: Context) -> list[str]:
    """The other players, clockwise from the actor."""
    count = len(ctx.players)
    start = ctx.actor if ctx.actor is not None else 0
    return [ctx.players[(start + i) % count].name for i in range(1, count)]


#: Per action, per field: what the form offers.
OFFERS: Mapping[str, Mapping[str, Offer]] = {
    "swap": {"with": partners, "give": resources},
    "bank": {"give": three_alike, "get": from_bank},
    "build": {"card": drawn_action},
    "play-card": {"card": action_cards, "draw": lambda ctx: pasture(ctx, RULES["chieftain_cards"])},
    "starting-card": {"card": pasture},
    "plunder": {"card": plundered},
    "idle": {"take": idle_take},
    "receive": {"horse": owed_count, "cattle": owed_count},
}
