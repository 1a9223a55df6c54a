"""What a form offers for each field naming cards or cities: only what the ledger says is there to pick.

``ctx.actor`` is the player who acts (the player on turn when nobody is
named). Cards played or discarded come from their hand, one entry per card;
cards drawn come from a god's face-down deck, whose order nobody knows, so
every kind it can still give is offered (as many of each as the draw and
the hand limits allow); a city list repeats a city once per figure that can
go there or leave it. The opponent's hand is never offered: it is secret,
and the form shows on the table's shared screen. An empty answer means "no
idea": the form offers the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine.actions import NoneFits
from engine.state import Context
from rulesets.hellas.board import cities, game, greeks, holder, in_reserve, other, ships
from rulesets.hellas.cards import deck, held
from rulesets.hellas.contacts import contacts
from rulesets.hellas.data import GOD_OF, GODS, HAND, PER_CITY, PER_GOD
from rulesets.hellas.options import allowed_actions

Offer = Callable[[Context], list[str]]

#: The cards that answer in the opponent's turn.
REACTIONS = ("void", "ships-defend", "retreat")


def _seat(ctx: Context) -> int | None:
    return ctx.actor if ctx.actor is not None else ctx.position.turn


def hand(ctx: Context) -> list[str]:
    """The actor's hand, one entry per card (drawn cards wait face down until the turn ends)."""
    seat = _seat(ctx)
    if seat is None:
        return []
    return [card for card, n in ctx.holding(ctx.own("hand", seat)) for _ in range(n)]


def reactions(ctx: Context) -> list[str]:
    """The actor's hand, the cards that answer in the opponent's turn first."""
    cards = hand(ctx)
    return [c for c in cards if c in REACTIONS] + [c for c in cards if c not in REACTIONS]


def _left(ctx: Context, card: str) -> int:
    """Copies a god's deck can still give (an empty deck is renewed from its discard pile)."""
    god = GOD_OF[card]
    return ctx.count(deck(god), card) + ctx.count(f"discard:{god}", card)


def _from_deck(god: str) -> Offer:
    def cards(ctx: Context) -> list[str]:
        return [card for card in GODS[god] if _left(ctx, card)]

    return cards


def drawable(ctx: Context) -> list[str]:
    """Cards Reinforcements can draw: each kind the decks still have, as often as the actions and limits allow."""
    seat = _seat(ctx)
    if seat is None:
        return []
    mine = held(ctx, seat)
    actions = allowed_actions(ctx, seat)
    room = HAND - sum(mine.values())
    out = []
    for god, kinds in GODS.items():
        god_room = PER_GOD - sum(n for card, n in mine.items() if GOD_OF[card] == god)
        for card in kinds:
            out += [card] * max(0, min(_left(ctx, card), actions, room, god_room))
    return out


def discarded(ctx: Context) -> list[str]:
    """Cards lying on the discard piles (Reuse takes one back)."""
    return [card for god in GODS for card, _ in ctx.holding(f"discard:{god}")]


def own_cities(ctx: Context) -> list[str]:
    """The actor's cities."""
    seat = _seat(ctx)
    return [] if seat is None else [t.id for t in cities(ctx, seat)]


def retreat_cities(ctx: Context) -> list[str]:
    """The actor's cities a Retreat may go to: not the one under attack, which it leaves (play-test 12 listed it;
    picking it was refused)."""
    fight = game(ctx).battle
    target = fight.target if fight is not None else ""
    return [t for t in own_cities(ctx) if t != target]


def their_cities(ctx: Context) -> list[str]:
    """The opponent's cities, those next to the actor's first."""
    seat = _seat(ctx)
    if seat is None:
        return []
    theirs = [t.id for t in cities(ctx, other(seat))]
    mine = own_cities(ctx)
    near = contacts(ctx)
    close = [t for t in theirs if any(near.near(m, t) for m in mine)]
    return close + [t for t in theirs if t not in close]


def _room(kind: str) -> Offer:
    def slots(ctx: Context) -> list[str]:
        """The actor's cities, once per figure of this kind that still fits there."""
        seat = _seat(ctx)
        if seat is None:
            return []
        count = greeks if kind == "greek" else ships
        out = []
        for tid in own_cities(ctx):
            out += [tid] * (PER_CITY - count(ctx, tid, seat))
        return out

    return slots


def attackers(ctx: Context) -> list[str]:
    """The actor's cities, once per Greek that may attack (each city keeps one Greek at home); none at all when no
    city has a Greek to spare (the play-test's listing then named every city, the opponent's too)."""
    seat = _seat(ctx)
    if seat is None:
        return []
    found = [tid for tid in own_cities(ctx) for _ in range(greeks(ctx, tid, seat) - 1)]
    return found or NoneFits()  # a NoneFits that lists something reads as "none" in ``tabula actions``


def regroup_to(ctx: Context) -> list[str]:
    """The actor's cities, the one the figures must go to (after a voyage or a won attack) first."""
    mine = own_cities(ctx)
    target = game(ctx).regroup
    return ([target] if target in mine else []) + [t for t in mine if t != target]


def with_ships(ctx: Context) -> list[str]:
    """The actor's tiles where a ship of theirs stands."""
    seat = _seat(ctx)
    if seat is None:
        return []
    piece = ctx.piece("ship", seat)
    return [t.id for t in game(ctx).tiles if ctx.count(holder(t.id), piece)]


def spare_greeks(ctx: Context) -> list[str]:
    """The actor's cities with a Greek to spare (two or more), once the reserve has none for the new city; none
    while the reserve holds one (the play-test's listing named every city, the opponent's too)."""
    seat = _seat(ctx)
    if seat is None:
        return []
    if in_reserve(ctx, seat, "greek"):
        return NoneFits()
    return NoneFits(t for t in own_cities(ctx) if greeks(ctx, t, seat) > 1)


def spare_figures(ctx: Context) -> list[str]:
    """The actor's cities figures can be taken from (a spare Greek, or a ship)."""
    seat = _seat(ctx)
    if seat is None:
        return []
    return [t for t in own_cities(ctx) if greeks(ctx, t, seat) > 1 or ships(ctx, t, seat)]


def swap_named(ctx: Context) -> list[str]:
    """The opponent's cities for a Swap a city named with the play: none since version 15, which names them once
    the card stands (carry-out, R64-65; play-test 10)."""
    from rulesets.hellas.cards import BEFORE_V15

    return their_cities(ctx) if ctx.options.get(BEFORE_V15) else NoneFits()


def turnable(ctx: Context) -> list[str]:
    """The known tiles that can be the one turned up now: not one put under the deck below others (play-test 10:
    ``tile=ithaca`` was offered right after Redraw put Ithaca under the deck)."""
    from rulesets.hellas.deck import name_of, turned_up
    from rulesets.hellas.kit import landscape

    state = game(ctx)
    known = landscape(ctx.kit, state.described, state.tiles)
    return NoneFits(e.id for e in known.entries if not turned_up(ctx, e.id, name_of(ctx, e.id)))


#: Per action, per field: what the form offers.
OFFERS: Mapping[str, Mapping[str, Offer]] = {
    "deal": {god: _from_deck(god) for god in GODS},
    "reinforce": {"greeks": _room("greek"), "ships": _room("ship"), "cards": drawable},
    "play": {
        "card": hand,
        "city": own_cities,
        "their_city": swap_named,
        "taken": discarded,
        "take_from": spare_figures,
        "put_back": turnable,
    },
    "react": {"card": reactions, "city": retreat_cities},
    # Swap a city standing: the player's own city and the opponent's (play-test 9: every city was listed).
    "carry-out": {"city": own_cities, "their_city": their_cities},
    "discard": {"cards": hand},
    "attack": {"target": their_cities, "sources": attackers},
    "regroup": {"from": own_cities, "to": regroup_to},
    "voyage": {"tile": turnable, "ship_from": with_ships, "greek_from": spare_greeks},
}
