"""God cards: playing them in one's turn, reacting in the opponent's, discarding for Zeus.

Cards are played in one's own turn (``play``); the reaction cards (ships
defend, void, retreat) also in the opponent's (``react``), by the opponent,
straight after what they answer. A card played lies in ``play:FACTION`` and
settles (see ``cards``) once it can no longer be answered. A card named
must be where the table has it: the hand for a card played, the opponent's
hand for a card stolen, the discard pile for a card reused.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.errors import Impossible
from engine.fields import Field
from engine.i18n import N_, tr
from engine.spoken_names import action_word, field_word
from engine.state import Context
from rulesets.hellas import window
from rulesets.hellas.board import game, me, other, owner, ships, ships_said, tile_name
from rulesets.hellas.card_outcome import play_outcome
from rulesets.hellas.cards import (
    BEFORE_V15,
    active,
    active_cards,
    card_name,
    discard_pile,
    held,
    not_in_hand,
    open_play,
    settle,
    settled,
)
from rulesets.hellas.choices import choice_problems, unread
from rulesets.hellas.data import ATTACK_CARDS, REACTIONS, VOYAGE_CARDS
from rulesets.hellas.options import option_name
from rulesets.hellas.state import Play, State

TOPIC = "gods"


def _detail(args: Mapping[str, Any]) -> tuple[tuple[str, object], ...]:
    return tuple(
        sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in args.items() if k not in ("player", "card"))
    )


def _put(ctx: Context, args: Mapping[str, Any]) -> State:
    """The card goes from the hand to the table; what it answers stays open, the rest settles."""
    seat = me(ctx)
    card = args["card"]
    state = game(ctx) if card == "void" else settle(ctx)
    missing = not_in_hand(ctx, seat, card)
    if missing is not None:
        raise Impossible(missing)
    target = len(state.plays) - 1 if card == "void" and state.plays else None
    ctx.move(card, 1, ctx.own("hand", seat), ctx.own("play", seat))
    state = replace(state, plays=state.plays + (Play(seat, card, target, False, _detail(args)),))
    # What the card will do must be possible at the table now (figures in reserve, cards held):
    # a trial settlement raises the physical refusal here rather than at the next action.
    settle(replace(ctx, game=state, moves=[]))
    return state


def play(ctx: Context, args: Mapping[str, Any]) -> State:
    if args["card"] == "redraw" and not args.get("put_back") and args.get("put_back_new"):
        # A tile the kit does not know, named by the table: known by that name from now on (under the deck).
        from rulesets.hellas.deck import new_tile

        ctx.game, tid = new_tile(game(ctx), ctx, str(args["put_back_new"]))
        args = {**{k: v for k, v in args.items() if k != "put_back_new"}, "put_back": tid}
    args = _one_ship(ctx, args)
    state = _put(ctx, args)
    ctx.game = state
    if window.awaiting(ctx) is None:
        # Nobody can answer it (the opponent's hand is empty): it takes effect at once.
        return settle(ctx)
    return state


def _one_ship(ctx: Context, args: Mapping[str, Any]) -> Mapping[str, Any]:
    """Ships to Greeks in a city with one ship: that ship is the one turned (the play-test typed count=1)."""
    city = args.get("city")
    if args["card"] != "ships-to-greeks" or args.get("count") or not city or owner(ctx, city) != me(ctx):
        return args
    return {**args, "count": 1} if ships(ctx, city, me(ctx)) == 1 else args


def _own_turn() -> Violation:
    """A reaction named for the player on turn: nothing of theirs is looked at (their hand is secret)."""
    return Violation("Reaction", tr("a reaction answers the opponent's card or attack, in their turn"), TOPIC, True)


def react(ctx: Context, args: Mapping[str, Any]) -> State:
    if me(ctx) == ctx.position.turn:
        # Nothing is due (the action fell to the player on turn): refused before their hand is touched.
        raise Impossible(_own_turn())
    # The answer is given: the turn goes on (the player on turn may still void it).
    return window.answered(ctx, _put(ctx, args), args["card"])


def reacting(ctx: Context) -> list[int]:
    """Who reacts: the opponent of the player on turn (the checks say when there is nothing to answer).

    Named even when nothing waits, so a reaction typed at the wrong moment is refused for its timing,
    not for the turn holder's hand.
    """
    turn = ctx.position.turn
    if turn is None or ctx.phase != "turn":
        return []
    return [other(turn)]


def _void_problem(state: State, seat: int) -> Violation | None:
    last = open_play(state)
    if last is None or last.player == seat:
        return rule("Void", "a void answers the opponent's card just played", TOPIC)
    return None


def _common(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[Violation]:
    """Checks shared by playing and reacting, on the table as it will be once open plays settle."""
    out = []
    card = args["card"]
    if ctx.phase == "coast":
        return [rule("God cards", "no god cards while the first coast is built", TOPIC)]
    state = game(ctx)
    light = ctx.seat_of("light")
    if seat == light and ctx.position.turn == light and not state.first_turn_done:
        out.append(rule("First turn", "the starting player plays no cards in their first turn", TOPIC))
    missing = not_in_hand(ctx, seat, card)
    if missing is not None:
        out.append(missing)
    if card == "void":
        problem = _void_problem(state, seat)
        if problem is not None:
            out.append(problem)
    return out


def check_play(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    card = args["card"]
    if card != "void":
        ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = _common(ctx, seat, args)
    # A double turn's Reinforcements are followed by a Voyage or an Attack: their cards still fit.
    double = "double-turn" in active_cards(state, seat) and state.options_used == ("reinforce",)
    name, took = card_name(card), option_name(state.option)
    if card in ATTACK_CARDS and state.option not in ("", "attack") and not double:
        message = tr("{card} belongs to an attack; this turn took {option}").format(card=name, option=took)
        out.append(rule("Option", message, TOPIC))
    if card in VOYAGE_CARDS and state.option not in ("", "voyage") and not double:
        message = tr("{card} belongs to a voyage; this turn took {option}").format(card=name, option=took)
        out.append(rule("Option", message, TOPIC))
    if card in ("ships-defend", "retreat"):
        message = tr("{card} answers the opponent's attack on your city").format(card=name)
        out.append(rule("Reaction", message, TOPIC))
    if card in ("two-more-actions", "double-turn") and state.option:
        out.append(rule("Timing", tr("{card} is played before the Reinforcements").format(card=name), TOPIC))
    out.extend(_card_fields(ctx, seat, args))
    out.extend(unread(card, args))
    return out


def _card_fields(ctx: Context, seat: int, args: Mapping[str, Any]) -> list[Violation]:
    """What the card's own fields must name."""
    state = game(ctx)
    card, city, theirs, taken = args["card"], args.get("city", ""), args.get("their_city", ""), args.get("taken", "")
    out = []
    if card == "ships-to-greeks":
        count = _one_ship(ctx, args).get("count", 0)
        if not city or owner(ctx, city) != seat:
            out.append(rule("Ares", "name your city whose ships become Greeks", TOPIC))
        elif not 1 <= count <= ships(ctx, city, seat):
            # The field is named (play-test 12 typed ships=2 and was never told of count=).
            message = tr("{city} has {ships} to turn: say how many become Greeks with {field}=")
            turnable = ships_said(ships(ctx, city, seat))
            said = message.format(city=tile_name(state, city), ships=turnable, field=field_word("count"))
            out.append(rule("Ares", said, TOPIC))
        if state.battle is not None or "attack" in state.options_used:
            out.append(rule("Ares", "ships become Greeks before the attack", TOPIC))
    elif card == "swap-city" and (city or theirs) and not ctx.options.get(BEFORE_V15):
        # R64-65: the opponent decides on Void before the cities are chosen; named with the play, they were shown
        # before that decision (play-test 10). Saves before version 15 took them here.
        said = N_("name the cities once the card stands, with carry-out: the opponent decides on Void first")
        out.append(rule("Zeus", said, TOPIC))
    elif card == "steal-card" and taken and not ctx.options.get(BEFORE_V15):
        # Likewise the card drawn: it is drawn once the card stands; named with the play, it was checked against
        # the hidden hand before it was drawn (play-test 10).
        said = N_("name the card drawn once the card stands, with carry-out: the opponent decides on Void first")
        out.append(rule("Zeus", said, TOPIC))
    elif card in ("swap-city", "steal-card"):
        # Chosen once the card stands (carry-out, L4/f16-17); named at once (older saves), they are checked at once.
        out.extend(choice_problems(ctx, seat, card, city, theirs, taken, required=False))
    elif card == "reuse":
        out.extend(_reuse_problems(ctx, seat, taken))
    elif card == "redraw":
        from rulesets.hellas.deck import name_of, new_problem, turned_up

        tid, new = args.get("put_back"), args.get("put_back_new")
        if not tid and not new:
            message = N_("name the tile turned up first, which goes under the deck (put_back_new: one the kit lacks)")
            out.append(rule("Poseidon", message, TOPIC))
        elif tid:
            out.extend(turned_up(ctx, tid, name_of(ctx, tid)))
        else:
            out.extend(new_problem(ctx, str(new)))
    elif card == "plus-one" and state.battle is None:
        # L6: one Greek more "in one battle": with none under way it would count in no battle (play-test 7 lost it).
        out.append(rule("Ares", "Plus one counts in a battle: play it once your attack is declared", TOPIC))
    elif card == "voyage-again" and not state.voyaged:
        # L6: another voyage "after a successful voyage" (play-test 7 lost it after a failed one).
        out.append(rule("Poseidon", "Voyage again follows a successful voyage", TOPIC))
    elif card == "two-extra":
        total = args.get("count", 0) + args.get("ships", 0)
        if not state.voyaged or state.regroup in ("", "*"):
            # They go into the voyage's new city: without one, forcing would place nothing at all.
            out.append(Violation("Poseidon", "two extra figures follow a successful voyage", TOPIC, physical=True))
        if not 1 <= total <= 2:
            out.append(rule("Poseidon", "one or two figures in all: Greeks and ships together", TOPIC))
    return out


def _reuse_problems(ctx: Context, seat: int, taken: str) -> list[Violation]:
    state = game(ctx)
    if not taken:
        return [rule("Zeus", "name the card you use again", TOPIC)]
    alive = active(state.plays)
    played = any(p.player == seat and p.card == taken and alive[i] for i, p in enumerate(state.plays))
    if not played:
        message = tr("you have played no {card} this turn that counts").format(card=card_name(taken))
        return [rule("Zeus", message, TOPIC)]
    missing = ctx.ledger.shortfall(taken, 1, discard_pile(taken))
    return [missing] if missing is not None else []


def check_react(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    card = args["card"]
    if me(ctx) == ctx.position.turn:
        return [_own_turn()]
    # Whether it comes too late is read on the table as it stands: settling first would take the
    # reactor's own Void for a card let stand (play-test: a Retreat after one's Void was refused).
    late = [*window.answer_first(ctx, me(ctx)), *window.late(ctx, me(ctx), card)]
    if card != "void":
        ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = [*late, *_common(ctx, seat, args)]
    if card not in REACTIONS:
        # Typed by the player on turn, react falls to the opponent: point to the action that plays it (play-test 8).
        # The card's id is not repeated: the refusal reads alike whatever is named (the hand is secret).
        said = tr("{card} is not a reaction: the player on turn plays it with {play}")
        out.append(rule("Reaction", said.format(card=card_name(card), play=action_word("play")), TOPIC))
    if card in ("ships-defend", "retreat") and (state.battle is None or state.battle.attacker == seat):
        message = tr("{card} answers the opponent's attack on your city").format(card=card_name(card))
        out.append(rule("Reaction", message, TOPIC))
    if card == "retreat" and state.battle is not None:
        city = args.get("city", "")
        if not city or owner(ctx, city) != seat or city == state.battle.target:
            out.append(rule("Retreat", "name another city of yours to retreat to", TOPIC))
    out.extend(unread(card, args))
    return out


def discard_due(ctx: Context) -> list[int]:
    """The player who must discard down to 3 (Zeus), once the card stands."""
    state = game(ctx)
    if state.discard is not None:
        return [state.discard]
    last = open_play(state)
    standing_card = last is not None and last.card == "discard-to-three" and active(state.plays)[-1]
    if last is not None and standing_card and sum(held(ctx, other(last.player)).values()) > 3:
        return [other(last.player)]
    return []


def discard(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    for card in args["cards"]:
        ctx.move(card, 1, ctx.own("hand", seat), discard_pile(card))
    return replace(state, discard=None)


def check_discard(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    if game(ctx).discard != seat:
        return [rule("Zeus", "discard only when the opponent's Discard to three stands", TOPIC)]
    extra = ctx.size(ctx.own("hand", seat)) - 3
    if len(args["cards"]) != extra:
        return [rule("Zeus", tr("discard down to 3 cards: name {n}").format(n=extra), TOPIC)]
    return []


_FIELDS = (
    Field("player", "player", "who plays it", required=False),
    Field("card", "ref", "the card", catalogue="card"),
)

ACTIONS = (
    ActionSpec(
        "play",
        play,
        fields=(
            *_FIELDS,
            Field("city", "ref", "your city (Ships to Greeks)", required=False, catalogue="tile"),
            # Swap a city's cities come with carry-out (R64-65); kept here for saves before version 15.
            Field(
                "their_city", "ref", "the opponent's city (older saves' Swap a city)", required=False, catalogue="tile"
            ),
            Field(
                "count",
                "int",
                "Ships to Greeks: ships turned; Two extra figures: Greeks placed",
                required=False,
                min=0,
                max=9,
            ),
            Field("ships", "int", "ships placed (Two extra figures)", required=False, min=0, max=2),
            Field(
                "taken",
                "ref",
                "the card taken from the opponent (Card theft) or back (Reuse)",
                required=False,
                catalogue="card",
            ),
            Field(
                "put_back",
                "ref",
                "Redraw the tile: the tile turned up first, put back under the deck",
                required=False,
                catalogue="landscape",
            ),
            Field(
                "put_back_new",
                "str",
                "Redraw the tile: the tile turned up first, when the kit does not know it: the name you give it",
                required=False,
            ),
            Field(
                "take_from",
                "refs",
                "reserve short: your cities the new figures come from",
                required=False,
                catalogue="tile",
            ),
        ),
        phases=("turn",),
        actor="player",
        check=check_play,
        help="Play a god card in your turn (a void right after the opponent's card).",
        topic=TOPIC,
        text="{actor} plays {card}",
        outcome=play_outcome,
    ),
    ActionSpec(
        "react",
        react,
        fields=(
            *_FIELDS,
            Field("city", "ref", "Retreat: your city the figures go to", required=False, catalogue="tile"),
        ),
        phases=("turn",),
        who=reacting,
        actor="player",
        check=check_react,
        help="In the opponent's turn: answer at once with Void, Ships defend or Retreat.",
        topic=TOPIC,
        text="{actor} plays {card}",
        outcome=play_outcome,
    ),
    ActionSpec(
        "discard",
        discard,
        fields=(
            Field("player", "player", "who discards", required=False),
            Field("cards", "refs", "the cards discarded, by their holder's choice", catalogue="card", min=1, max=7),
        ),
        phases=("turn",),
        who=discard_due,
        actor="player",
        check=check_discard,
        help="Zeus's Discard to three: the opponent discards down to 3 cards of their choice.",
        topic=TOPIC,
        text="{actor} discards {cards}",
    ),
)
