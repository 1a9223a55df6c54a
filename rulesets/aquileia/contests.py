"""II Arena (l.5) and III Stadium (l.6): each entrant's strength, in turn order.

Strength is the sum of the printed values of the player's spaces in the
area (the kit's; ``base=`` where the kit does not know one), plus
the faces of their metal (bronze in the Arena, their side's in the
Stadium) on the 3 red dice and on the blue dice they roll, plus the cards
they play (slaves and weapons in the Arena, horses of their side's metal in
the Stadium). Played cards go to their discard pile.

Since rules version 6 the red dice are this module's action and the cards
and blue dice are steps of their own (``steps``); a save from before keeps
taking all three in one action (``LEGACY``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import Violation, rule, unused
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import ntr, tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, in_turn_order, me, name
from rulesets.aquileia.data import DICE
from rulesets.aquileia.decks import METAL_OF, NUMBER_OF
from rulesets.aquileia.formulas import ranking
from rulesets.aquileia.holders import discard, hand, owned
from rulesets.aquileia.printed import board
from rulesets.aquileia.state import Fact, State
from rulesets.aquileia.words import metal_amount, word

CARD_FIELDS = {"arena": ("slaves", "weapons"), "stadium": ("horses",)}
#: The session option of saves from before rules version 6: a fight or race took the red dice, the cards
#: and the blue dice in one action per player, so their logs replay as they were played.
LEGACY = "contest_in_one"


def one_action(ctx: Context) -> bool:
    """Whether this session's contests take dice, cards and blue dice in one action (saves before v6)."""
    return bool(ctx.options.get(LEGACY))


def metal_of(ctx: Context, seat: int, area: str) -> str:
    """The metal that counts for a player in a contest: bronze in the Arena, their side in the Stadium."""
    if area == "arena":
        return "bronze"
    spaces = board(ctx)
    sides = [spaces.sides[s] for s in owned(ctx, seat, spaces.areas["stadium"])]
    return sides[0] if sides else "gold"


def entrants(ctx: Context, area: str) -> list[int]:
    """Players with a servant in the area, in turn order."""
    spaces = board(ctx).areas[area]
    return in_turn_order(ctx, (s for s in range(len(ctx.players)) if owned(ctx, s, spaces)))


def competed(state: State, area: str) -> list[int]:
    """Seats whose strength is in for the area this round."""
    return [seat for a, seat, _, _ in state.strengths if a == area]


def to_compete(ctx: Context) -> Sequence[int]:
    """Who fights (or races) next: entrants still to compete, in turn order (l.5, l.6)."""
    if ctx.phase not in CARD_FIELDS:
        return ()
    done = competed(game(ctx), ctx.phase)
    return [s for s in entrants(ctx, ctx.phase) if s not in done]


def ranked(ctx: Context, area: str) -> list[tuple[int, int, str]]:
    """(seat, strength, metal) of everyone who competed, best first; a tie to the lower tie-track position."""
    state = game(ctx)
    entries = [(seat, strength, metal) for a, seat, strength, metal in state.strengths if a == area]
    # A seat without a tie marker (placing was cut short) ranks after every marker.
    tie = {seat: state.tie_track.index(seat) + 1 if seat in state.tie_track else 99 + seat for seat, _, _ in entries}
    order = ranking([(str(seat), strength, tie[seat]) for seat, strength, _ in entries])
    by_seat = {seat: (seat, strength, metal) for seat, strength, metal in entries}
    return [by_seat[int(seat)] for seat in order]


def _cards(args: Mapping[str, Any], area: str) -> list[str]:
    return [card for key in CARD_FIELDS[area] for card in args.get(key, [])]


def space_strength(ctx: Context, seat: int, area: str, args: Mapping[str, Any]) -> int:
    """The printed strength of a player's spaces in the area: the kit's values, else the base the table entered.

    Raises:
        BadInput: A space's value is not known and the table did not say it.
    """
    spaces = board(ctx)
    mine = owned(ctx, seat, spaces.areas[area])
    unknown = [s for s in mine if s not in spaces.values]
    if not unknown:
        return sum(spaces.values[s] for s in mine)
    if args.get("base") is None:
        names = f" {tr('and')} ".join(spaces.said(s) for s in unknown)
        raise BadInput(
            tr(
                "the kit does not know the strength printed on {spaces}: "
                "enter the base (the total printed on your spaces)"
            ).format(spaces=names)
        )
    return int(args["base"])


def learned_value(ctx: Context, seat: int, area: str, args: Mapping[str, Any]) -> list[Fact]:
    """The value of the one unknown space a ``base=`` reveals (kept for the rest of the game and the next)."""
    spaces = board(ctx)
    mine = owned(ctx, seat, spaces.areas[area])
    unknown = [s for s in mine if s not in spaces.values]
    if len(unknown) != 1 or args.get("base") is None:
        return []
    value = int(args["base"]) - sum(spaces.values[s] for s in mine if s in spaces.values)
    return [(area, unknown[0], "value", value)] if value >= 1 else []


def strength_parts(ctx: Context, seat: int, area: str, args: Mapping[str, Any]) -> tuple[int, int, int]:
    """(spaces, dice, cards): the three parts of a contest strength."""
    metal = metal_of(ctx, seat, area)
    spaces = space_strength(ctx, seat, area, args)
    dice = list(args["dice"]).count(metal) + list(args.get("blue", [])).count(metal)
    cards = sum(NUMBER_OF[c] for c in _cards(args, area))
    return spaces, dice, cards


def contest(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    seat = me(ctx)
    area = ctx.phase
    strength = sum(strength_parts(ctx, seat, area, args))
    metal = metal_of(ctx, seat, area)
    for card in _cards(args, area):
        discard(ctx, card, hand(ctx, seat))
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, blue=max(person.blue - len(args.get("blue", [])), 0)))
    state = state.learn(*learned_value(ctx, seat, area, args))
    # A fight or race forced again for a seat that had competed replaces its roll: one entry a seat, or the
    # ranking finds two with one tie-track position.
    kept = tuple(row for row in state.strengths if row[:2] != (area, seat))
    return replace(state, strengths=(*kept, (area, seat, strength, metal)))


def check_contest(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    seat = me(ctx)
    area = ctx.phase
    if area not in CARD_FIELDS:
        return []
    who = name(ctx, seat)
    spaces = board(ctx)
    mine = owned(ctx, seat, spaces.areas[area])
    if not mine:
        return [rule("Contest", no_servant_in(who, area), area)]
    out = []
    printed_total = sum(spaces.values.get(s, 0) for s in mine)
    if args.get("base") is not None and all(s in spaces.values for s in mine) and args["base"] != printed_total:
        said = tr("{player}'s spaces are printed with {total}, not {base}")
        out.append(rule("Spaces", said.format(player=who, total=printed_total, base=args["base"]), area))
    if seat in competed(state, area):
        out.append(rule("Contest", tr("{player} has competed already").format(player=who), area))
    if not one_action(ctx):
        # l.5 steps 2-4: everyone rolls before anyone plays a card, and the blue dice come last.
        later = [key for key in (*CARD_FIELDS[area], "blue") if args.get(key)]
        for key in later:
            said = (
                tr("the blue dice are rolled once everyone has played their cards (blue)")
                if key == "blue"
                else tr("cards are played once everyone has rolled (play)")
            )
            out.append(unused("Contest", said, area, key))
        return out or _out_of_order(ctx, seat)
    if len(args.get("blue", [])) > state.patricians[seat].blue:
        # The 4 blue dice are Potentia's player's this round: nobody else holds them to roll, override or not.
        left = state.patricians[seat].blue
        said = ntr("{player} has {n} blue die left (Potentia)", "{player} has {n} blue dice left (Potentia)", left)
        said = said.format(player=who, n=left)
        out.append(Violation("Blue dice", said, area, physical=True))
    out.extend(wrong_horses(ctx, seat, args))
    return out


def _out_of_order(ctx: Context, seat: int) -> list[Violation]:
    """l.5 and l.6, step 2: the entrants roll in turn order (play-test 8: Vlada's roll before Jirka's passed
    without ``--force``). Said once the roll is otherwise right: what it must leave out is mended first."""
    waiting = to_compete(ctx)
    if seat not in waiting or waiting[0] == seat:
        return []
    said = tr("the entrants roll in turn order: {first} rolls before {player}")
    return [rule("Turn order", said.format(first=name(ctx, waiting[0]), player=name(ctx, seat)), ctx.phase)]


def wrong_horses(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[Violation]:
    """Horse cards of the other side's metal: they do not count (l.6)."""
    metal = metal_of(ctx, seat, "stadium")
    if not [c for c in args.get("horses", []) if METAL_OF.get(c) != metal]:
        return []
    said = (
        tr("{player} races on the gold side: only gold horses count")
        if metal == "gold"
        else tr("{player} races on the silver side: only silver horses count")
    )
    return [rule("Horses", said.format(player=name(ctx, seat)), "stadium")]


def no_servant_in(player: str, area: str) -> str:
    """``Ann has no servant in the Arena``."""
    if area == "arena":
        return tr("{player} has no servant in the Arena").format(player=player)
    return tr("{player} has no servant in the Stadium").format(player=player)


def contest_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat = me(before)
    area = before.phase
    spaces, dice, cards = strength_parts(before, seat, area, args)
    total = spaces + dice + cards
    metal = metal_of(before, seat, area)
    if not one_action(before):
        return [rolled_text(name(before, seat), area, metal, total, spaces, metal_amount(metal, dice))]
    if area == "arena":
        said = tr("{player}'s strength in the Arena: {total} ({spaces} from spaces, {rolled}, {cards} from cards).")
    elif metal == "gold":
        said = tr(
            "{player}'s strength in the Stadium (gold side): {total} "
            "({spaces} from spaces, {rolled}, {cards} from cards)."
        )
    else:
        said = tr(
            "{player}'s strength in the Stadium (silver side): {total} "
            "({spaces} from spaces, {rolled}, {cards} from cards)."
        )
    blue = list(args.get("blue", []))
    amount = metal_amount(metal, dice)
    if blue:
        faces = ", ".join(word(face) for face in blue)
        rolled = tr("{amount} on the dice (blue: {faces})").format(amount=amount, faces=faces)
    else:
        rolled = tr("{amount} on the dice").format(amount=amount)
    return [said.format(player=name(before, seat), total=total, spaces=spaces, rolled=rolled, cards=cards)]


def rolled_text(player: str, area: str, metal: str, total: int, spaces: int, amount: str) -> str:
    """``Kaja rolls 3 bronze in the Arena: strength 4 (1 from spaces).``"""
    if area == "arena":
        said = tr("{player} rolls {amount} in the Arena: strength {total} ({spaces} from spaces).")
    elif metal == "gold":
        said = tr("{player} rolls {amount} on the Stadium's gold side: strength {total} ({spaces} from spaces).")
    else:
        said = tr("{player} rolls {amount} on the Stadium's silver side: strength {total} ({spaces} from spaces).")
    return said.format(player=player, amount=amount, total=total, spaces=spaces)


DICE_FIELDS = (
    PLAYER,
    Field(
        "dice",
        "choices",
        "the 3 red dice's metals (roll: the app rolls them)",
        choices=METAL_CHOICES,
        min=DICE["contest"],
        max=3,
        rolled=METAL_CHOICES,
    ),
    Field("base", "int", "your spaces' printed strength, if the kit lacks it", required=False, min=0, max=30),
    # Saves before rules version 6 (``LEGACY``) rolled the blue dice and played the cards with the red dice.
    Field(
        "blue",
        "choices",
        "blue dice rolled (Potentia; roll:N rolls N here)",
        required=False,
        choices=METAL_CHOICES,
        max=DICE["blue"],
        rolled=METAL_CHOICES,
        option=LEGACY,
    ),
)
ARENA_CARDS = (
    Field("slaves", "refs", "slave cards played", required=False, catalogue="slave", option=LEGACY),
    Field("weapons", "refs", "weapon cards played", required=False, catalogue="weapon", option=LEGACY),
)
STADIUM_CARDS = (Field("horses", "refs", "horse cards played", required=False, catalogue="horse", option=LEGACY),)
