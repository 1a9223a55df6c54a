"""Equi et Arma (l.4): the card by a space for 1 bronze, and the leftmost space's top card of the deck.

The group's spaces act in any order among themselves (l.4 orders the groups only), so who buys is told
by the space or the fields typed (``equi_actor``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.actions import Violation, rule
from engine.errors import BadInput
from engine.i18n import tr
from engine.state import Context
from rulesets.aquileia.catalogues import space_said
from rulesets.aquileia.common import game, me, owners, pending
from rulesets.aquileia.decks import CARD_NAME
from rulesets.aquileia.faceup import not_in_deck
from rulesets.aquileia.faceup import shown as face_up
from rulesets.aquileia.holders import BANK, draw, hand, owner, pay, purse, space
from rulesets.aquileia.idle import pass_mercatus
from rulesets.aquileia.spaces import GROUP_SPACES, my_space, space_checks, space_owner
from rulesets.aquileia.state import State

TOPIC = "mercatus"


def equi(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    where = my_space(ctx, args, GROUP_SPACES["equi"])
    shown = face_up(ctx, where)
    card = shown or args.get("card")  # the check refuses another card named: it is not there to take
    pay(ctx, ["bronze"], purse(ctx, seat), BANK)
    # A card its deck lacks is refused by ``not_in_deck`` (no override passes it): the dry run leaves it, so the
    # ledger does not refuse it a second time in its own words.
    if card and (shown or not not_in_deck(ctx, [card])):
        draw(ctx, card, hand(ctx, seat), src=space(where) if shown else "")
    if args.get("top") and not not_in_deck(ctx, [args["top"]]):
        draw(ctx, args["top"], hand(ctx, seat))
    return pass_mercatus(ctx, game(ctx).mark(where))


def check_equi(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    where = my_space(ctx, args, GROUP_SPACES["equi"])
    out = space_checks(ctx, where, TOPIC)
    shown = face_up(ctx, where)
    card = args.get("card")
    if out and _missing(ctx, where, args):
        # Out of order (l.4) or not the player's space: that is said first, and what is missing besides is
        # said with it, not as the one refusal (play-test: "name it (top)" before "Pecunia acts first").
        return [*out, Violation("Equi et Arma", _missing(ctx, where, args), TOPIC, physical=True)]
    if shown is None and not card:
        raise BadInput(tr("equi: which card lies by {space}? Name the card").format(space=space_said(where)))
    if shown is not None and card and card != shown:
        # Not the card lying there: no override can buy it (nor hand over the face-up one in its place);
        # where the app has the face-up card wrong, a correction puts it right first.
        said = tr("the card by {space} is the {card}").format(space=space_said(where), card=tr(CARD_NAME[shown]))
        out.append(Violation("Equi et Arma", said, TOPIC, physical=True))
    # A card drawn that the deck no longer holds is named, with where it is when in the open (play-test 9:
    # "that card cannot be taken from the Equi et Arma deck" for `top=weapons-1`).
    drawn = [*([card] if shown is None and card else []), *([args["top"]] if args.get("top") else [])]
    out.extend(not_in_deck(ctx, drawn))
    leftmost = where == GROUP_SPACES["equi"][0]
    if args.get("top") and not leftmost:
        out.append(rule("Equi et Arma", "only the leftmost space also takes the top card", TOPIC))
    if leftmost and not args.get("top") and (ctx.holding("deck:equi") or ctx.holding("discard:equi")):
        # l.4: the leftmost space's player also gets the deck's top card; left out, it would be lost.
        raise BadInput(
            tr("equi: {space} also takes the top card of the deck: name it (top)").format(space=space_said(where))
        )
    return out


def _missing(ctx: Context, where: str, args: Mapping[str, Any]) -> str:
    """What an Equi et Arma purchase must name and does not: the card by the space, or the deck's top card."""
    if face_up(ctx, where) is None and not args.get("card"):
        return tr("which card lies by {space}? Name the card").format(space=space_said(where))
    leftmost = where == GROUP_SPACES["equi"][0]
    if leftmost and not args.get("top") and (ctx.holding("deck:equi") or ctx.holding("discard:equi")):
        return tr("{space} also takes the top card of the deck: name it (top)").format(space=space_said(where))
    return ""


def equi_actors(ctx: Context) -> Sequence[int]:
    """The buyers still to buy, the one a bare ``equi`` buys for first (play-test: ``actions`` named the
    leftmost buyer as the default while a purchase without ``top`` went to the other buyer, as ``equi_actor``
    and the decisions page say)."""
    spaces = pending(ctx, GROUP_SPACES["equi"])
    seats = list(owners(ctx, spaces))
    leftmost = GROUP_SPACES["equi"][0]
    first = owner(ctx, leftmost) if leftmost in spaces else None
    if first is None or len(seats) < 2 or not _missing(ctx, leftmost, {}):
        return seats
    return [seat for seat in seats if seat != first] + [first]


def equi_actor(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """Who buys when nobody is named: the owner of the space typed, else the one the fields fit.

    The group's spaces act in any order (l.4 orders the groups only): ``top`` is the leftmost space's, and
    a purchase without it is another space's while the leftmost one must still draw (play-test: `equi` went
    to the leftmost player, refused for the top card, and the other buyer needed ``--as``).
    """
    told = space_owner(ctx, args)
    spaces = pending(ctx, GROUP_SPACES["equi"])
    leftmost = GROUP_SPACES["equi"][0]
    if told or leftmost not in spaces:
        return told
    first = owner(ctx, leftmost)
    if args.get("top"):
        return {"player": ctx.players[first or 0].name}
    others = [seat for seat in owners(ctx, spaces) if seat != first]
    if others and _missing(ctx, leftmost, args):
        return {"player": ctx.players[others[0]].name}
    return {}
