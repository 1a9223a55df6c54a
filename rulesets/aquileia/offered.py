"""What a form offers for each field naming cards or spaces: only what the ledger says is there to pick.

``ctx.actor`` is the player who acts. Cards played come from their hand,
one entry per card (two Slave 1 cards are two boxes to tick); cards drawn
come from a face-down deck, whose order nobody knows, so every kind the
deck still has is offered (as many of each as could be drawn); a space is
one of the actor's servants' spaces whose action is still to come. An
empty answer means "no idea": the form offers the whole catalogue.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from engine.actions import NoneFits
from engine.state import Context
from rulesets.aquileia.catalogues import FACE_UP, ROW, ROW_DECK, ROW_HOLDER
from rulesets.aquileia.common import game, pending
from rulesets.aquileia.contests import competed, metal_of
from rulesets.aquileia.data import SERVI
from rulesets.aquileia.decks import DECKS, METAL_OF, of_symbol
from rulesets.aquileia.faceup import PLACE_FIELDS, shown, to_turn_up
from rulesets.aquileia.holders import hand, owned
from rulesets.aquileia.printed import board
from rulesets.aquileia.spaces import GROUP_SPACES, SKIP_SPACES
from rulesets.aquileia.theatrum_sale import left_in_deck
from rulesets.aquileia.theatrum_sale import shown as shown_laurel

Offer = Callable[[Context], list[str]]

SLAVES: tuple[str, ...] = tuple(DECKS["slaves"])
WEAPONS: tuple[str, ...] = tuple(of_symbol("equi", "weapon"))
HORSES: tuple[str, ...] = tuple(of_symbol("equi", "horse"))
FORUM: tuple[str, ...] = tuple(SKIP_SPACES["forum"])


def held(ctx: Context, kinds: Iterable[str]) -> list[str]:
    """The actor's cards of these kinds, one entry per card."""
    if ctx.actor is None:
        return []
    holder = hand(ctx, ctx.actor)
    return [kind for kind in kinds for _ in range(ctx.count(holder, kind))]


def drawable(ctx: Context, deck: str, most: int = 1) -> list[str]:
    """The kinds a face-down deck (reshuffled from its discards when empty) may give, up to ``most`` each,
    as far as the table can tell: the cards in hands count too, since offering only what the deck holds
    would show everyone which cards were drawn in secret (the ledger still refuses a card not there)."""
    out = []
    hands = [hand(ctx, seat) for seat in range(len(ctx.players))]
    for kind in DECKS[deck]:
        left = ctx.count(f"deck:{deck}", kind) + ctx.count(f"discard:{deck}", kind)
        left += sum(ctx.count(h, kind) for h in hands)
        out += [kind] * min(left, most)
    return out


def racing_horses(ctx: Context) -> list[str]:
    """The actor's horse cards of their Stadium side's metal: only those count (l.6; play-test 9: the form
    offered gold horses to a silver racer, and playing one was then refused)."""
    if ctx.actor is None:
        return []
    if not owned(ctx, ctx.actor, board(ctx).areas["stadium"]):
        return held(ctx, HORSES)  # no side yet: every horse held may count
    metal = metal_of(ctx, ctx.actor, "stadium")
    return NoneFits(card for card in held(ctx, HORSES) if METAL_OF.get(card) == metal)


def my_spaces(ctx: Context, spaces: Sequence[str]) -> list[str]:
    """The actor's spaces, of those given, whose action is still to come (in the order they act)."""
    if ctx.actor is None:
        return []
    return [s for s in pending(ctx, spaces) if s in owned(ctx, ctx.actor, spaces)]


def _group(group: str) -> Offer:
    def spaces(ctx: Context) -> list[str]:
        return my_spaces(ctx, GROUP_SPACES[group])

    return spaces


def skippable(ctx: Context) -> list[str]:
    """The actor's spaces in this phase whose action they may leave out."""
    return my_spaces(ctx, SKIP_SPACES.get(ctx.phase, ()))


def servi_cards(ctx: Context) -> list[str]:
    """Slave cards the deck can give, as many of each as the actor's Servi space lets them draw."""
    spaces = my_spaces(ctx, GROUP_SPACES["servi"])
    most = max((SERVI[s]["max"] for s in spaces), default=max(v["max"] for v in SERVI.values()))
    return drawable(ctx, "slaves", most)


def equi_card(ctx: Context) -> list[str]:
    """The card lying by the actor's Equi et Arma space, else what the deck can give."""
    lying = [card for s in my_spaces(ctx, GROUP_SPACES["equi"]) if (card := shown(ctx, s)) is not None]
    return lying + [kind for kind in drawable(ctx, "equi") if kind not in lying]


def free_rows(ctx: Context) -> list[str]:
    """Face-up places with no card entered yet; of those, the ones the card the form names can lie at
    (a laurel at the Stadium's place, a horse by an Equi et Arma space)."""
    # Not a place emptied by play this round (play-test 11: an Equi et Arma space that had acted was offered).
    rows = [row for row in ROW_HOLDER if shown(ctx, row) is None and row in to_turn_up(ctx)]
    card = FACE_UP.get(str(ctx.given.get("card") or ""))
    if card is None:
        return rows
    return [row for row in rows if card.id in DECKS[ROW_DECK[row]]] or rows


def row_cards(ctx: Context) -> list[str]:
    """The kinds the deck of the face-up place the form names can still give (the Stadium's laurels, not
    the Equi et Arma cards); with no place named, those of every empty place's deck."""
    row = ROW.get(str(ctx.given.get("at") or ""))
    rows = [row.id] if row is not None else free_rows(ctx)
    decks = dict.fromkeys(ROW_DECK[r] for r in rows)
    return [kind for deck in decks for kind in drawable(ctx, deck)]


def stadium_laurels(ctx: Context) -> list[str]:
    """The face-up stadium laurel, then what the stadium deck can give."""
    lying = shown(ctx, "stadium")
    rest = [kind for kind in drawable(ctx, "stadium") if kind != lying]
    return ([lying] if lying else []) + rest


def second_laurels(ctx: Context) -> list[str]:
    """The second's laurel: nothing fits with one racer, who has no second (play-test 12)."""
    if ctx.phase == "stadium" and len(competed(game(ctx), "stadium")) == 1:
        return NoneFits()
    return stadium_laurels(ctx)


def _turned_up_at(row: str) -> Offer:
    """What the deck of an empty face-up place can give; nothing fits where a card lies already (play-test 9: an
    empty answer offered the whole catalogue, so the form offered Equi et Arma 1-3 with only the laurel empty)."""
    return lambda ctx: NoneFits() if row not in to_turn_up(ctx) else drawable(ctx, ROW_DECK[row])


def laurel_to_show(ctx: Context) -> list[str]:
    """What ``bid`` and ``drop`` may still name: the theatre laurels in the deck until one is shown; once it lies
    on the Theatrum, nothing (play-test 12: ``laurel=`` was offered on every bid after the opening)."""
    return NoneFits() if shown_laurel(ctx) is not None else left_in_deck(ctx)


#: Per action, per field: what the form offers.
OFFERS: Mapping[str, Mapping[str, Offer]] = {
    "fight": {"slaves": lambda ctx: held(ctx, SLAVES), "weapons": lambda ctx: held(ctx, WEAPONS)},
    "race": {"horses": racing_horses},
    "play": {
        "slaves": lambda ctx: held(ctx, SLAVES),
        "weapons": lambda ctx: held(ctx, WEAPONS),
        "horses": racing_horses,
    },
    "build": {"slave_cards": lambda ctx: held(ctx, SLAVES), "space": lambda ctx: my_spaces(ctx, FORUM)},
    "servi": {"space": _group("servi"), "cards": servi_cards},
    "equi": {"space": _group("equi"), "card": equi_card, "top": lambda ctx: drawable(ctx, "equi")},
    "skip": {"space": skippable},
    "turn-up": {"at": free_rows, "card": row_cards},
    "turn-ups": {field_name: _turned_up_at(row) for field_name, row in PLACE_FIELDS.items()},
    "prizes": {
        "slave_card": lambda ctx: drawable(ctx, "slaves"),
        "winner_laurel": stadium_laurels,
        "second_laurel": second_laurels,
    },
    "sell": {"laurel": left_in_deck},
    "bid": {"laurel": laurel_to_show},
    "drop": {"laurel": laurel_to_show},
}
