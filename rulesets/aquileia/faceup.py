"""Face-up cards (l.2): the three Equi et Arma cards by their spaces and the Stadium's face-up laurel.

The app cannot see the table: ``turn-up`` enters a card as it is turned
face up, from its deck. Buying at Equi et Arma or handing out the Stadium
laurels then takes that card; when the app does not know it, the card is
named there and drawn from the deck instead. A round opens with one form
for all its empty places (``turn-ups``: a field a place, as the table turns
them up together); placing a servant moves on without them. ``turn-up``
enters one card (a place filled later, a correction).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.catalogues import ROW, ROW_DECK, ROW_HOLDER
from rulesets.aquileia.common import game
from rulesets.aquileia.decks import CARD_NAME, DECK_OF
from rulesets.aquileia.holders import draw
from rulesets.aquileia.state import State


def shown(ctx: Context, row: str) -> str | None:
    """The face-up card at a row, if the table entered it."""
    for kind, _ in ctx.holding(ROW_HOLDER[row]):
        if kind in DECK_OF:
            return kind
    return None


#: Stadium laurels won each round (the winner's and the second's): twelve last six rounds (l.8).
LAURELS_A_ROUND = 2


def _left(ctx: Context, deck: str) -> int:
    return ctx.size(f"deck:{deck}") + ctx.size(f"discard:{deck}")


def to_turn_up(ctx: Context) -> list[str]:
    """The face-up places without a card whose deck (or its discards) can still fill them, and whose card is still
    to be used this round: an Equi et Arma space that has acted (or Mercatus is over), and the stadium laurel once
    the Stadium's prizes are given, were emptied by play (play-test 11, N9: ``actions`` offered turn-ups for them)."""
    return [row for row in ROW_HOLDER if shown(ctx, row) is None and _left(ctx, ROW_DECK[row]) and not _used(ctx, row)]


#: The phases after the Stadium: its face-up laurel has been handed out (or nobody raced) this round.
AFTER_STADIUM = ("theatrum", "forum", "portus")


def _used(ctx: Context, row: str) -> bool:
    """Whether the round's card at a face-up place has been used already (bought, or handed out)."""
    done = game(ctx).done
    if row == "stadium":
        return "stadium:prizes" in done or ctx.phase in AFTER_STADIUM
    return row in done or ctx.phase not in ("placement", "mercatus")


def laurels_left(ctx: Context) -> int:
    """Stadium laurels not yet won: the deck and the face-up one (the game's clock, l.8)."""
    return ctx.size("deck:stadium") + ctx.size(ROW_HOLDER["stadium"])


def derive_at(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The place turned up: the first empty one, when the card is not named for another."""
    if "at" in args:
        return {}
    rows = to_turn_up(ctx)
    card = args.get("card")
    if card is not None:
        rows = [row for row in rows if ROW_DECK[row] == DECK_OF[card]]
    return {"at": rows[0]} if rows else {}


def turn_up(ctx: Context, args: Mapping[str, Any]) -> State:
    # A card its deck lacks is refused by ``not_in_deck`` (no override passes it): the dry run leaves it, so the
    # ledger does not refuse it a second time in its own words.
    if not not_in_deck(ctx, [args["card"]]):
        draw(ctx, args["card"], ROW_HOLDER[args["at"]])
    return game(ctx)


def check_turn_up(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if "at" not in args:
        # Nowhere for it: every place its deck fills holds a card (the table corrects a wrong one).
        raise BadInput(
            tr("turn-up: every face-up place for the {card} holds a card already").format(
                card=tr(CARD_NAME[args["card"]])
            )
        )
    row, card = args["at"], args["card"]
    label = tr(ROW.resolve(row).label)
    out = []
    if DECK_OF[card] != ROW_DECK[row]:
        said = tr("the {card} does not lie at {place}").format(card=tr(CARD_NAME[card]), place=label)
        out.append(rule("Face-up cards", said, "mercatus"))
    current = shown(ctx, row)
    if current is not None:
        out.append(lies_already(current, row))
    return out + ([] if current is not None else not_in_deck(ctx, [card]))


def lies_already(card: str, row: str) -> Violation:
    """A place that holds a card already: no override lays a second one there, as none turns up a card its deck
    lacks (play-test 9: one refusal offered --force and the other did not); a wrong card is corrected first."""
    if row == "stadium":
        said = tr("the {card} lies face up at the Stadium already").format(card=tr(CARD_NAME[card]))
    else:
        said = tr("the {card} lies at {place} already").format(
            card=tr(CARD_NAME[card]), place=tr(ROW.resolve(row).label)
        )
    return Violation("Face-up cards", said, "mercatus", physical=True)


def not_in_deck(ctx: Context, cards: list[str]) -> list[Violation]:
    """Cards turned up that their deck no longer holds, named with where they are when that is in the open (the
    discard pile, a face-up place): play-test 8 got "that card cannot be taken from the Equi et Arma deck" for the
    three-weapon card Modry had played. An empty deck is first rebuilt from its discards (``draw``): no refusal."""
    out = []
    components = ctx.ledger.components
    for card in dict.fromkeys(cards):
        deck = f"deck:{DECK_OF[card]}"
        if not ctx.size(deck) or ctx.count(deck, card) >= cards.count(card):
            continue
        seen = [f"discard:{DECK_OF[card]}", *(ROW_HOLDER[r] for r in ROW_HOLDER if ROW_DECK[r] == DECK_OF[card])]
        where = [components.label(h) for h in seen if ctx.count(h, card)]
        named = tr(CARD_NAME[card])
        if where:
            said = tr("the {card} is not in its deck: {place} holds it").format(card=named, place=where[0])
        else:
            # The rest are in hands, which are secret (l.1): not even that they are in hands is said (play-test 11,
            # N10: it told the table what the others had drawn).
            said = tr("the {card} is not in its deck: no copy of it is left to turn up").format(card=named)
        out.append(Violation("Face-up cards", said, "mercatus", physical=True))
    return out


ACTION = ActionSpec(
    "turn-up",
    turn_up,
    fields=(
        Field(
            "at",
            "ref",
            "where it lies: an Equi et Arma space or the stadium laurel (default: the first empty place)",
            required=False,
            catalogue="row",
            derived=True,
        ),
        Field("card", "ref", "the card turned face up", catalogue="face-up"),
    ),
    who="table",
    check=check_turn_up,
    help="Enter a card turned face up: by an Equi et Arma space, or the Stadium's face-up laurel.",
    topic="mercatus",
    text="{actor} turns up the {card} at {at}",
    derive=derive_at,
    # Listed only while a place waits for its card (play-test 12: listed in every phase after all lay face up).
    offered=lambda ctx: bool(to_turn_up(ctx)),
    tells_moves=True,  # its line names the card and where it goes
)


#: ``turn-ups``: the field of each face-up place, as typed (``equi_1=gold-horse-1 laurel=5``).
PLACE_FIELDS: dict[str, str] = {row.replace("-", "_") if row != "stadium" else "laurel": row for row in ROW_HOLDER}


def _left_out(ctx: Context, args: Mapping[str, Any]) -> dict[str, Violation]:
    """The typed places that cannot take their card, with why: the place holds one already, or its deck lacks
    the card (counting the cards typed before it)."""
    out: dict[str, Violation] = {}
    taken: list[str] = []
    for field_name, row in PLACE_FIELDS.items():
        card = args.get(field_name)
        if card is None:
            continue
        current = shown(ctx, row)
        if current is not None:
            out[field_name] = lies_already(current, row)
            continue
        missing = [v for v in not_in_deck(ctx, [*taken, card]) if v not in not_in_deck(ctx, taken)]
        if missing:
            out[field_name] = missing[0]
        else:
            taken.append(card)
    return out


def _restated(ctx: Context, args: Mapping[str, Any], field_name: str) -> bool:
    """Whether a field names the very card lying at its place already: told again, nothing is lost."""
    return args.get(field_name) is not None and shown(ctx, PLACE_FIELDS[field_name]) == args[field_name]


def turn_ups(ctx: Context, args: Mapping[str, Any]) -> State:
    # The card already face up, typed again, is left out and the rest turned up (play-test 12: one face-up
    # laurel typed again refused all the Equi et Arma cards with it, and nobody entered them that round).
    bad = _left_out(ctx, args)
    for field_name, row in PLACE_FIELDS.items():
        if args.get(field_name) is not None and field_name not in bad:
            draw(ctx, args[field_name], ROW_HOLDER[row])
    return game(ctx)


def check_turn_ups(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    given = [f for f in PLACE_FIELDS if args.get(f) is not None]
    if not given:
        raise BadInput(tr("turn-ups: enter the card turned up at each empty place"))
    bad = _left_out(ctx, args)
    # Any other card that cannot be used refuses the line: dropping it would take a typo (a different card at
    # a full place, a card its deck no longer holds) as nothing typed, and the table would never hear of it.
    wrong = [v for f, v in bad.items() if not _restated(ctx, args, f)]
    if wrong:
        return wrong
    # Only the cards already lying there told again: refused if that is all the line says, else left out.
    return list(bad.values()) if len(bad) == len(given) else []


def turn_ups_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    """``Left out: the white laurel lies face up at the Stadium already.`` for each card already there, typed
    again (any other card that cannot go refuses the line)."""
    return [tr("Left out: {reason}.").format(reason=v.message) for v in _left_out(before, args).values()]


ROUND_ACTION = ActionSpec(
    "turn-ups",
    turn_ups,
    fields=(
        Field("equi_1", "ref", "the card turned up by Equi et Arma 1", required=False, catalogue="equi"),
        Field("equi_2", "ref", "the card turned up by Equi et Arma 2", required=False, catalogue="equi"),
        Field("equi_3", "ref", "the card turned up by Equi et Arma 3", required=False, catalogue="equi"),
        Field("laurel", "ref", "the stadium laurel turned face up", required=False, catalogue="stadium-laurel"),
    ),
    who="table",
    check=check_turn_ups,
    help="Enter the round's face-up cards at once: one by each Equi et Arma space, and the stadium laurel.",
    topic="mercatus",
    text="{actor} turns up the round's cards",
    outcome=turn_ups_outcome,
    offered=lambda ctx: bool(to_turn_up(ctx)),
)
