"""The steps of a contest (l.5 steps 2-4, l.6 the same): everyone rolls, then cards in turn order, then blue dice.

First every entrant rolls the 3 red dice, in turn order (``fight`` in the
Arena, ``race`` in the Stadium). Only then does each entrant, in turn order,
play cards (``play``: slaves and weapons in the Arena, horses of their side's
metal in the Stadium), knowing everyone's roll; an entrant holding no such
card has nothing to decide and is passed over. Last, the Potentia player, if
they compete and have blue dice left, rolls 0 to all of them (``blue``).
Each step adds to the strength kept in ``State.strengths``, and the
standing is shown between the steps. Saves from before rules version 6 took
all three in one action (the ``contest_in_one`` option, see ``contests``).
Whose step it is, is worked out in ``step_order``; its ``VERB``, ``next_step`` and ``blue_holder`` stay
importable from here, where the glance, the duties, the prizes and the rolls ask for them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.state import Context
from rulesets.aquileia.common import METAL_CHOICES, PLAYER, game, in_turn_order, me, name
from rulesets.aquileia.contests import (
    ARENA_CARDS,
    CARD_FIELDS,
    DICE_FIELDS,
    STADIUM_CARDS,
    check_contest,
    competed,
    contest,
    contest_outcome,
    entrants,
    metal_of,
    no_servant_in,
    one_action,
    ranked,
    to_compete,
    wrong_horses,
)
from rulesets.aquileia.data import DICE
from rulesets.aquileia.decks import NUMBER_OF
from rulesets.aquileia.holders import discard, hand
from rulesets.aquileia.state import State
from rulesets.aquileia.step_order import VERB as VERB
from rulesets.aquileia.step_order import blue_holder as blue_holder
from rulesets.aquileia.step_order import blue_mark, may_play, played_mark, to_play, to_roll_blue
from rulesets.aquileia.step_order import next_step as next_step
from rulesets.aquileia.words import metal_amount, word


def standing(ctx: Context, area: str) -> str:
    """``Standing: 1. Kaja 4, 2. Blue 2, 3. Yellow 2.`` (ties go to the lower tie-track position)."""
    order = ranked(ctx, area)
    places = ", ".join(f"{i}. {name(ctx, seat)} {strength}" for i, (seat, strength, _) in enumerate(order, start=1))
    # Equal strengths are ordered by the tie track (l.5): said, or the order reads as arbitrary (play-test 9).
    runs: dict[int, list[str]] = {}
    for seat, strength, _ in order:
        runs.setdefault(strength, []).append(name(ctx, seat))
    tied = [f" {tr('before')} ".join(names) for names in runs.values() if len(names) > 1]
    if not tied:
        return tr("Standing: {places}.").format(places=places)
    said = tr("Standing: {places}; the tie track puts {order}.")
    return said.format(places=places, order="; ".join(tied))


def _add(state: State, area: str, seat: int, extra: int) -> State:
    """The state with ``extra`` added to a player's strength in the area."""
    rows = tuple((a, s, n + extra if (a, s) == (area, seat) else n, m) for a, s, n, m in state.strengths)
    return replace(state, strengths=rows)


def _strength(ctx: Context, area: str, seat: int) -> int:
    return next((n for a, s, n, _ in game(ctx).strengths if (a, s) == (area, seat)), 0)


def _cards(args: Mapping[str, Any], area: str) -> list[str]:
    return [card for key in CARD_FIELDS[area] for card in args.get(key, [])]


def play(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, area = me(ctx), ctx.phase
    cards = _cards(args, area)
    for card in cards:
        # A card not held is refused by ``_unheld`` (physical: no override passes it), in the player's words;
        # the dry run moves only what is there, so the ledger does not refuse it again in its own.
        if ctx.count(hand(ctx, seat), card):
            discard(ctx, card, hand(ctx, seat))
    state = _add(game(ctx), area, seat, sum(NUMBER_OF[c] for c in cards))
    return state.mark(played_mark(area, seat))


def _step_checks(ctx: Context, area: str) -> list[Violation]:
    """Whether the actor competes here and every entrant has rolled."""
    seat = me(ctx)
    if area not in CARD_FIELDS:
        return []
    if one_action(ctx):
        said = tr("in this save a fight or race takes its cards and blue dice with the dice")
        return [rule("Contest", said, area)]
    if seat not in entrants(ctx, area):
        return [rule("Contest", no_servant_in(name(ctx, seat), area), area)]
    waiting = [name(ctx, s) for s in to_compete(ctx)]
    if waiting:
        said = tr("everyone rolls first: still to roll: {players}").format(players=", ".join(waiting))
        return [rule("Contest", said, area)]
    return []


def check_play(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    area = ctx.phase
    out = _step_checks(ctx, area)
    if out or area not in CARD_FIELDS:
        return out
    seat = me(ctx)
    if played_mark(area, seat) in game(ctx).done:
        out.append(rule("Contest", tr("{player} has played their cards").format(player=name(ctx, seat)), area))
    out.extend(wrong_horses(ctx, seat, args))
    out.extend(_unheld(ctx, seat, _cards(args, area), area))
    return out


def _unheld(ctx: Context, seat: int, cards: Sequence[str], area: str) -> list[Violation]:
    """Cards played that the player does not hold, refused without describing the hand: cards need not be
    shown (l.1), and the shared screen said "Kaja holds no two-slave card" (play-test)."""
    holder = hand(ctx, seat)
    missing = [card for card in dict.fromkeys(cards) if ctx.count(holder, card) < cards.count(card)]
    if not missing:
        return []
    # The card typed is named (play-test 9: "check the hand" left the table guessing which), never what the hand
    # holds instead.
    words, n = ctx.ledger.components, cards.count(missing[0])
    if n == 1:
        said = tr("{player} has no {card} in hand").format(player=name(ctx, seat), card=words.word(missing[0], 1))
    else:
        said = tr("{player} has fewer than {amount} in hand").format(
            player=name(ctx, seat), amount=words.amount(missing[0], n)
        )
    return [Violation("Cards", said, area, physical=True)]


def play_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat, area = me(before), before.phase
    added = sum(NUMBER_OF[c] for c in _cards(args, area))
    total = _strength(after, area, seat)
    if added:
        said = tr("{player} adds {n} from cards: strength {total}.")
    else:
        said = tr("{player} plays no card: strength {total}.")
    said = said.format(player=name(before, seat), n=added, total=total)
    return [said, *passed_over(before, after), *then(after, area, "play")]


def roll_blue(ctx: Context, args: Mapping[str, Any]) -> State:
    seat, area = me(ctx), ctx.phase
    dice = list(args.get("dice", []))
    state = _add(game(ctx), area, seat, dice.count(metal_of(ctx, seat, area)))
    person = state.patricians[seat]
    state = state.with_patrician(seat, replace(person, blue=max(person.blue - len(dice), 0)))
    return state.mark(blue_mark(area))


def check_blue(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    area = ctx.phase
    out = _step_checks(ctx, area)
    if out or area not in CARD_FIELDS:
        return out
    seat = me(ctx)
    if blue_mark(area) in game(ctx).done:
        out.append(rule("Blue dice", tr("the blue dice are rolled in this contest"), area))
    waiting = [name(ctx, s) for s in to_play(ctx)]
    if waiting:
        said = tr("the blue dice come after the cards: still to play: {players}")
        out.append(rule("Contest", said.format(players=", ".join(waiting)), area))
    left = game(ctx).patricians[seat].blue
    if len(args.get("dice", [])) > left:
        # The 4 blue dice are Potentia's player's this round: nobody else holds them to roll, override or not.
        said = ntr("{player} has {n} blue die left (Potentia)", "{player} has {n} blue dice left (Potentia)", left)
        said = said.format(player=name(ctx, seat), n=left)
        out.append(Violation("Blue dice", said, area, physical=True))
    return out


def blue_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    seat, area = me(before), before.phase
    dice = list(args.get("dice", []))
    total = _strength(after, area, seat)
    if not dice:
        said = tr("{player} rolls no blue die: strength {total}.").format(player=name(before, seat), total=total)
        return [said, *then(after, area, "blue")]
    metal = metal_of(before, seat, area)
    said = ntr(
        "{player} rolls {n} blue die ({faces}): {amount}, strength {total}.",
        "{player} rolls {n} blue dice ({faces}): {amount}, strength {total}.",
        len(dice),
    )
    faces = ", ".join(word(face) for face in dice)
    amount = metal_amount(metal, dice.count(metal))
    said = said.format(player=name(before, seat), n=len(dice), faces=faces, amount=amount, total=total)
    return [said, *then(after, area, "blue")]


def then(ctx: Context, area: str, action: str) -> list[str]:
    """The standing, once a step is over (everyone has rolled, played their cards, rolled the blue dice)."""
    if ctx.phase != area or one_action(ctx):
        return []
    step = next_step(ctx)
    return [standing(ctx, area)] if step is None or step[0] != action else []


def passed_over(before: Context, after: Context) -> list[str]:
    """The entrants the card step passes over after this event, holding no card that counts, said with who
    plays next (play-test: Kaja was passed over unsaid, and the `play` meant for her was taken as Jirka's)."""
    area = before.phase
    if after.phase != area or area not in CARD_FIELDS or one_action(after):
        return []
    if to_compete(after):
        return []
    if to_compete(before):
        start = 0  # the last roll: the card step begins
    elif played_mark(area, me(before)) in game(after).done and played_mark(area, me(before)) not in game(before).done:
        start = None  # after this player's cards, from the next one in turn order
    else:
        return []
    order = in_turn_order(after, competed(game(after), area))
    if start is None:
        start = order.index(me(before)) + 1 if me(before) in order else len(order)
    following = to_play(after)
    passed = []
    for seat in order[start:]:
        if seat in following:
            break
        if played_mark(area, seat) not in game(after).done:
            passed.append(name(after, seat))
    if not passed:
        return []
    names = ", ".join(passed)
    # Why is said (play-test 11, N7: the Equi and Servi passes say it): passing by itself already shows the
    # table that the hand holds no card that counts, so the reason tells nothing more of it (l.1).
    if following:
        said = ntr(
            "{players} holds no card that counts here and passes: {player} plays next.",
            "{players} hold no card that counts here and pass: {player} plays next.",
            len(passed),
        )
        return [said.format(players=names, player=name(after, following[0]))]
    said = ntr(
        "{players} holds no card that counts here and passes.",
        "{players} hold no card that counts here and pass.",
        len(passed),
    )
    return [said.format(players=names)]


def _still_to_compete(ctx: Context) -> bool:
    """Whether a roll is still to come (a lone racer's passed by itself: play-test 12, S2)."""
    return one_action(ctx) or bool(to_compete(ctx))


def roll_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
    return [
        *contest_outcome(before, after, args),
        *then(after, before.phase, VERB[before.phase]),
        *passed_over(before, after),
    ]


ACTIONS = (
    ActionSpec(
        "fight",
        contest,
        fields=(*DICE_FIELDS, *ARENA_CARDS),
        phases=("arena",),
        who=to_compete,
        actor="player",
        check=check_contest,
        help="Arena, in turn order: roll the 3 red dice; each bronze adds to your spaces' strength.",
        topic="arena",
        text="{actor} fights: dice {dice}",
        outcome=roll_outcome,
        offered=_still_to_compete,
    ),
    ActionSpec(
        "race",
        contest,
        fields=(*DICE_FIELDS, *STADIUM_CARDS),
        phases=("stadium",),
        who=to_compete,
        actor="player",
        check=check_contest,
        help="Stadium, in turn order: roll the 3 red dice; your side's metal adds to your spaces' strength.",
        topic="stadium",
        text="{actor} races: dice {dice}",
        outcome=roll_outcome,
        offered=_still_to_compete,
    ),
    ActionSpec(
        "play",
        play,
        fields=(
            PLAYER,
            Field("slaves", "refs", "slave cards played", required=False, catalogue="slave", phases=("arena",)),
            Field("weapons", "refs", "weapon cards played", required=False, catalogue="weapon", phases=("arena",)),
            Field("horses", "refs", "horse cards played", required=False, catalogue="horse", phases=("stadium",)),
        ),
        phases=("arena", "stadium"),
        who=may_play,
        actor="player",
        check=check_play,
        offered=lambda ctx: bool(to_play(ctx)),
        help="Once everyone has rolled, in turn order: the cards you add (none: play nothing).",
        topic="arena",
        text="{actor} plays cards",
        outcome=play_outcome,
    ),
    ActionSpec(
        "blue",
        roll_blue,
        fields=(
            PLAYER,
            Field(
                "dice",
                "choices",
                "the blue dice rolled, 0 to all you have left (roll:N rolls N here)",
                required=False,
                choices=METAL_CHOICES,
                max=DICE["blue"],
                rolled=METAL_CHOICES,
            ),
        ),
        phases=("arena", "stadium"),
        who=to_roll_blue,
        actor="player",
        check=check_blue,
        help="Last, Potentia's player rolls 0 to all of their blue dice; their metal adds to the strength.",
        topic="arena",
        # None rolled: the heading says so ("Kaja rolls blue dice" headed "Kaja rolls no blue die": play-test 8).
        text=lambda args: (
            N_("{actor} rolls blue dice") if args.get("dice") else N_("{actor} rolls none of the blue dice")
        ),
        outcome=blue_outcome,
    ),
)
