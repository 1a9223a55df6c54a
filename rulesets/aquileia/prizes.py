"""Prizes of the Arena (l.5) and the Stadium (l.6), by rank; ties go to the lower tie-track position.

Arena: 3, 2 and 1 bronze; the winner chooses twice their strength in points
or a slave card, the second takes the other. Stadium: 3, 2 and 1 coins of
each racer's metal; the winner takes the face-up laurel and the top one,
keeps one and passes the other to the second, showing nobody which.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule, unused
from engine.errors import BadInput
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.aquileia.catalogues import ROW_HOLDER
from rulesets.aquileia.common import game, name, score
from rulesets.aquileia.contests import CARD_FIELDS, competed, entrants, ranked
from rulesets.aquileia.data import REWARDS
from rulesets.aquileia.decks import CARD_NAME
from rulesets.aquileia.holders import BANK, draw, hand, pay, purse
from rulesets.aquileia.state import State
from rulesets.aquileia.steps import next_step
from rulesets.aquileia.words import area as area_name
from rulesets.aquileia.words import metal_amount, points

ROW = ROW_HOLDER["stadium"]
#: The face-down stadium laurels.
DECK = "deck:stadium"
#: The prize fields as people say them.
FIELD_WORDS = {
    "winner_takes": N_("what the winner takes"),
    "slave_card": N_("the slave card"),
    "winner_laurel": N_("the winner's laurel"),
    "second_laurel": N_("the second's laurel"),
}
OTHER = {"points": "slave", "slave": "points"}


def _takes(args: Mapping[str, Any], place: int) -> str:
    """What the winner (place 0) or the second takes. The values may be a form's as typed (a secret field's
    owner is worked out before the form is parsed): ``body``/``otrok`` name the ids here too, and a word
    naming neither counts as the default until the parse refuses it."""
    raw = args.get("winner_takes") or "points"
    try:
        choice = str(WINNER_TAKES.parse(raw))
    except BadInput:
        choice = "points"
    return choice if place == 0 else OTHER[choice]


def award(ctx: Context, args: Mapping[str, Any]) -> State:
    state = game(ctx)
    area = ctx.phase
    order = ranked(ctx, area)
    if area == "arena":
        for place, (seat, strength, _) in enumerate(order[:3]):
            pay(ctx, ["bronze"] * REWARDS["arena_bronze"][place], BANK, purse(ctx, seat))
            if place < 2 and _takes(args, place) == "points":
                state = score(state, seat, REWARDS["arena_points_factor"] * strength)
            elif place < 2 and args.get("slave_card"):
                draw(ctx, args["slave_card"], hand(ctx, seat))
    else:
        for place, (seat, _, metal) in enumerate(order[:3]):
            pay(ctx, [metal] * REWARDS["stadium_coins"][place], BANK, purse(ctx, seat))
        # The winner takes both laurels in hand, keeps one and passes the other unseen (l.6): the
        # table sees the face-up laurel go to the winner and one card pass on, never which.
        winner = hand(ctx, order[0][0]) if order else ""
        for (seat, _, _), key in zip(order[:2], ("winner_laurel", "second_laurel"), strict=False):
            laurel = args.get(key)
            if laurel and (ctx.count(ROW, laurel) or ctx.count(DECK, laurel)):  # else refused (``_won_before``)
                face_up = bool(ctx.count(ROW, laurel))
                draw(ctx, laurel, winner, src=ROW if face_up else "")
                if face_up and len(order) == 1:  # a lone racer's face-up laurel: everyone saw it taken
                    state = replace(state, shown=(*state.shown, (seat, laurel)))
                if seat != order[0][0]:
                    ctx.move(laurel, 1, winner, hand(ctx, seat))
    return state.mark(f"{area}:prizes")


def check_award(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    state = game(ctx)
    area = ctx.phase
    if area not in CARD_FIELDS:
        # No contest to rank outside the Arena and the Stadium: forcing it would log an empty event (play-test
        # 11), so it is not a rule the table may override, as ``bid`` and ``servi`` outside theirs.
        said = tr("prizes are handed out in the Arena and the Stadium only: there is no contest to rank now")
        return [Violation("Prizes", said, "arena", physical=True)]
    if f"{area}:prizes" in state.done:
        return [rule("Prizes", "the prizes are handed out", area)]
    out = []
    waiting = [name(ctx, s) for s in entrants(ctx, area) if s not in competed(state, area)]
    if waiting:
        out.append(rule("Contest", tr("still to compete: {players}").format(players=", ".join(waiting)), area))
    step = None if waiting else next_step(ctx)
    if step is not None:
        said = (
            tr("{player} still plays cards (or none)")
            if step[0] == "play"
            else tr("{player} still rolls the blue dice (or none)")
        )
        out.append(rule("Contest", said.format(player=name(ctx, step[1])), area))
        waiting = [name(ctx, step[1])]
    order = ranked(ctx, area)
    wrong = ("winner_laurel", "second_laurel") if area == "arena" else ("winner_takes", "slave_card")
    given = [key for key in wrong if args.get(key)]
    if given:
        said = f" {tr('and')} ".join(tr(FIELD_WORDS[key]) for key in given)
        if area == "arena":
            belong = ntr("{fields} belongs to the Stadium prizes", "{fields} belong to the Stadium prizes", len(given))
        else:
            belong = ntr("{fields} belongs to the Arena prizes", "{fields} belong to the Arena prizes", len(given))
        out.append(rule("Prizes", belong.format(fields=said), area))
    if waiting:
        return out  # who won is known only once everyone has competed: ask for choices then
    out.extend(_unwon(args, order, area))
    if area == "arena":
        _need_arena(ctx, args, order)
    else:
        out.extend(_check_laurels(ctx, args, order))
    return out


def _unwon(args: Mapping[str, Any], order: list[tuple[int, int, str]], area: str) -> list[Violation]:
    """Prizes named that nobody wins (a slave card when both winners take points, the second's laurel
    with one racer): refused, never dropped without a word."""
    out = []
    nobody = tr("nobody competed")
    if area == "arena":
        if args.get("winner_takes") and not order:
            out.append(unused("Prizes", nobody, area, "winner_takes"))
        slave_due = any(_takes(args, place) == "slave" for place in range(min(len(order), 2)))
        if args.get("slave_card") and not slave_due:
            said = tr("the winners take points: nobody wins a slave card")
            out.append(unused("Prizes", said, area, "slave_card"))
    else:
        for place, key in enumerate(("winner_laurel", "second_laurel")):
            if args.get(key) and place >= len(order):
                said = nobody if place == 0 else tr("one player raced: nobody is second")
                out.append(unused("Prizes", said, area, key))
    return out


def _need_arena(ctx: Context, args: Mapping[str, Any], order: list[tuple[int, int, str]]) -> None:
    """The table must say what the winner chose and which slave card was drawn."""
    if order and not args.get("winner_takes"):
        raise BadInput(
            tr("prizes: {player} wins the Arena: say what they take (points or slave)").format(
                player=name(ctx, order[0][0])
            )
        )
    slave_due = any(_takes(args, place) == "slave" for place in range(min(len(order), 2)))
    if slave_due and not args.get("slave_card"):
        raise BadInput("prizes: a slave card is won: say which slave card was drawn")


def _check_laurels(ctx: Context, args: Mapping[str, Any], order: list[tuple[int, int, str]]) -> list[Violation]:
    for place, key in enumerate(("winner_laurel", "second_laurel")):
        if place < len(order) and not args.get(key):
            said = (
                tr("prizes: {player} takes a stadium laurel: say which (the winner's laurel)")
                if place == 0
                else tr("prizes: {player} takes a stadium laurel: say which (the second's laurel)")
            )
            raise BadInput(said.format(player=name(ctx, order[place][0])))
    shown = [kind for kind, _ in ctx.holding(ROW)]
    laurels = [args[k] for k in ("winner_laurel", "second_laurel") if args.get(k)]
    out = _won_before(ctx, laurels)
    if shown and len(laurels) == 2 and shown[0] not in laurels:
        said = tr("the face-up laurel is the {card}: one of the two is it").format(card=tr(CARD_NAME[shown[0]]))
        out.append(rule("Laurels", said, "stadium"))
    return out


def _won_before(ctx: Context, laurels: list[str]) -> list[Violation]:
    """Laurels named that neither lie face up nor are left in the deck: won in an earlier round (play-test 10:
    "that card cannot be taken from the stadium laurel deck" named neither the card nor where it went). Which
    player holds it is not said: a kept laurel is secret (l.6)."""
    out = []
    for laurel in dict.fromkeys(laurels):
        if ctx.count(ROW, laurel) + ctx.count(DECK, laurel) < laurels.count(laurel):
            said = tr("the {card} is not in the stadium laurel deck: it was won in an earlier round")
            out.append(Violation("Laurels", said.format(card=tr(CARD_NAME[laurel])), "stadium", physical=True))
    return out


def derive_laurels(ctx: Context, args: Mapping[str, Any]) -> dict[str, Any]:
    """The laurel the table need not name: of the face-up laurel and the top card, one is the winner's and
    the other the second's (l.6), so a laurel named that is not the face-up one leaves the face-up one to
    the other racer. A laurel that is the face-up one leaves the other unknown (the top card, face down)."""
    if ctx.phase != "stadium" or len(ranked(ctx, "stadium")) < 2:
        return {}
    shown = [kind for kind, _ in ctx.holding(ROW)]
    named = {key: args.get(key) for key in ("winner_laurel", "second_laurel")}
    if not shown or sum(1 for laurel in named.values() if laurel) != 1:
        return {}
    key, laurel = next((k, v) for k, v in named.items() if v)
    if laurel == shown[0]:
        return {}
    other = "second_laurel" if key == "winner_laurel" else "winner_laurel"
    return {other: shown[0]}


def award_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    area = before.phase
    order = ranked(before, area)
    if not order:
        return [tr("Nobody competed in the {area}: no prizes.").format(area=area_name(area))]
    out = []
    for place, (seat, strength, metal) in enumerate(order[:3]):
        if area == "arena":
            gains = [metal_amount("bronze", REWARDS["arena_bronze"][place])]
            if place < 2:
                factor = REWARDS["arena_points_factor"]
                gains.append(points(factor * strength) if _takes(args, place) == "points" else tr("a slave card"))
        else:
            gains = [metal_amount(metal, REWARDS["stadium_coins"][place])]
            laurel = args.get(("winner_laurel", "second_laurel")[place]) if place < 2 else None
            if laurel:
                # The winner shows nobody which laurel they kept and which they passed on (l.6).
                gains.append(tr("a stadium laurel") if place == 0 else tr("the other laurel, passed in secret"))
        out.append(_placed(area, place).format(player=name(before, seat), strength=strength, gains=phrase_list(gains)))
    return out


def _placed(area: str, place: int) -> str:
    """The sentence of a place in the ranking, to be filled in (who, strength, gains)."""
    if place == 1:
        return tr("{player} is second with {strength}: {gains}.")
    if place == 2:
        return tr("{player} is third with {strength}: {gains}.")
    if area == "arena":
        return tr("{player} wins the Arena with {strength}: {gains}.")
    return tr("{player} wins the Stadium with {strength}: {gains}.")


def _slave_drawer(ctx: Context) -> int | None:
    """Who draws the Arena's slave card: the winner if they take it (the form's choice so far), else the second."""
    for place, (seat, _, _) in enumerate(ranked(ctx, ctx.phase)[:2]):
        if _takes(ctx.given, place) == "slave":
            return seat
    return None


def _laurel_drawer(ctx: Context) -> int | None:
    """Who draws the Stadium's laurels: the winner, who keeps one and passes the other on unseen (l.6)."""
    order = ranked(ctx, ctx.phase)
    return order[0][0] if order else None


WINNER_TAKES = Field(
    "winner_takes",
    "choice",
    "Arena winner: points (2x strength) or slave",
    False,
    choices=("points", "slave"),
    phases=("arena",),
)

ACTION = ActionSpec(
    "prizes",
    award,
    fields=(
        WINNER_TAKES,
        Field(
            "slave_card",
            "ref",
            "Arena: the slave card drawn",
            False,
            catalogue="slave",
            phases=("arena",),
            secret=True,
            seen_by=_slave_drawer,
        ),
        Field(
            "winner_laurel",
            "ref",
            "Stadium: the laurel the winner keeps",
            False,
            catalogue="stadium-laurel",
            phases=("stadium",),
            secret=True,
            seen_by=_laurel_drawer,
        ),
        Field(
            "second_laurel",
            "ref",
            "Stadium: the laurel passed to second place",
            False,
            catalogue="stadium-laurel",
            phases=("stadium",),
            secret=True,
            seen_by=_laurel_drawer,
        ),
    ),
    phases=("arena", "stadium"),
    who="table",
    check=check_award,
    derive=derive_laurels,
    help="Rank the contest (ties to the lower tie-track position) and hand out the prizes.",
    topic="arena",
    text="{actor} hands out the prizes",
    outcome=award_outcome,
)
