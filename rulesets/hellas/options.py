"""A turn's options, and Reinforcements (the Voyage is in ``voyage``, the Attack in ``battle``).

Reinforcements: 3 actions (4 with more temple cities than the opponent) —
a Greek into an own occupied city, a ship at an own city, or a god card
drawn face down (it joins the hand when the turn ends). Figures come from
the reserve in the ledger, so a fourth Greek in a city or a figure the
reserve lacks is refused outright.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import phrase_list
from engine.state import Context
from rulesets.hellas.board import (
    game,
    holder,
    me,
    other,
    owner,
    reserve,
    temples,
    tile_name,
)
from rulesets.hellas.cards import BEFORE_V15, active_cards, draw, held, limit_problem, settle, settled
from rulesets.hellas.data import ATTACK_CARDS, CARD_NAMES, REINFORCEMENTS, VOYAGE_CARDS
from rulesets.hellas.state import State

TOPIC = "turn"
#: The options as the rules call them.
OPTION_NAMES = {"reinforce": N_("Reinforcements"), "voyage": N_("Voyage"), "attack": N_("Attack")}


def option_name(option: str) -> str:
    """An option as the rules call it, in the language spoken (``reinforce`` -> ``Reinforcements``)."""
    return tr(OPTION_NAMES.get(option, option))


def may_choose(state: State, seat: int, option: str, ordered: bool = True) -> list[Violation]:
    """Whether the player may take this option now (one a turn, more with some cards).

    Args:
        state: The game, settled.
        seat: The player who would take it.
        option: ``reinforce``, ``voyage`` or ``attack``.
        ordered: A Double turn holds its order, Reinforcements first (saves before version 15 did not).
    """
    used = state.options_used
    cards = active_cards(state, seat)
    if state.announced and option != "voyage":
        # A voided Redraw the tile: the card is cancelled, not the voyage it was played for (L6/f92).
        cards = ["redraw", *cards]
    # A card for one option, played first, binds the turn to it (L5: no Equal by sea with a voyage).
    for card in cards:
        bound = "attack" if card in ATTACK_CARDS else "voyage" if card in VOYAGE_CARDS else ""
        if bound and option != bound and not ("double-turn" in cards and option == "reinforce" and not used):
            message = tr("{card} was played for {option}, not {other}").format(
                card=tr(CARD_NAMES[card]), option=option_name(bound), other=option_name(option)
            )
            return [rule("Option", message, TOPIC)]
    if ordered and "double-turn" in cards and not used and option != "reinforce":
        # R91-92: first the Reinforcements, then a Voyage or an Attack (play-test 10: an attack taken first spent
        # the card, and the Reinforcements were then refused).
        return [rule("Double turn", "Reinforcements first, then a Voyage or an Attack", "gods")]
    if not used:
        return []
    again = cards.count("voyage-again") >= used.count("voyage")
    if option == "voyage" and used[-1] == "voyage" and state.voyaged and again:
        return []
    if option == "attack" and used[-1] == "attack" and "two-attacks" in cards and used.count("attack") < 2:
        return []
    if "double-turn" in cards and used == ("reinforce",) and option in ("voyage", "attack"):
        return []
    if option == "voyage" and used[-1] == "voyage" and not state.voyaged and "voyage-again" in cards:
        return [rule("One option", "another voyage follows only a successful one", TOPIC)]
    taken = phrase_list([option_name(o) for o in used], tr("and"))
    return [rule("One option", tr("this turn's option was taken already ({options})").format(options=taken), TOPIC)]


def option_check(ctx: Context, seat: int, option: str) -> list[Violation]:
    """Whether the player may take this option now: whose turn it is said first (play-test: out of turn after
    the option was taken, only "this turn's option was taken already" was said, as if the turn were theirs).

    Args:
        ctx: The table, settled.
        seat: The player who would take it.
        option: ``reinforce``, ``voyage`` or ``attack``.

    Returns:
        The objections, the turn's holder first when it is someone else's turn.
    """
    out = []
    turn = ctx.position.turn
    state = game(ctx)
    # Before the option is taken the engine says whose action it is; after, it says only "nobody may", which
    # gives way to the option's own reason: so the turn is named here.
    ordered = not ctx.options.get(BEFORE_V15)
    if turn is not None and turn != seat and may_choose(state, turn, option, ordered):
        said = tr("it is {player}'s turn, not {me}'s").format(player=ctx.players[turn].name, me=ctx.players[seat].name)
        out.append(Violation("Turn order", said, "turns"))
    return out + may_choose(state, seat, option, ordered)


def open_only(specs: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The options offered (``tabula actions``, the app's list) only while the turn may still take them (after
    the play-test: Reinforcements, Voyage and Attack were listed with the turn's option taken)."""

    # Offered, not who may take it: the turn holder stays its actor, so the option's own rule is the only one a forced
    # option overrides (play-test 11: --force logged "Turn order" too, which --check had not named).
    def open_now(option: str) -> Callable[[Context], bool]:
        def offered(ctx: Context) -> bool:
            turn = ctx.position.turn
            if turn is None:
                return True
            return not may_choose(game(settled(ctx)), turn, option, not ctx.options.get(BEFORE_V15))

        return offered

    return tuple(replace(s, offered=open_now(s.name)) if s.name in OPTION_NAMES else s for s in specs)


def allowed_actions(ctx: Context, seat: int) -> int:
    """Reinforcement actions: 3, +1 with more temple cities, +2 with Zeus."""
    extra = 1 if temples(ctx, seat) > temples(ctx, other(seat)) else 0
    extra += 2 * active_cards(game(ctx), seat).count("two-more-actions")
    return REINFORCEMENTS + extra


def reinforce(ctx: Context, args: Mapping[str, Any]) -> State:
    seat = me(ctx)
    state = settle(ctx)
    for kind in ("greek", "ship"):
        for city in args.get(kind + "s", []):
            ctx.move(ctx.piece(kind, seat), 1, reserve(ctx, seat), holder(city))
    for card in args.get("cards", []):
        draw(ctx, card, ctx.own("drawn", seat))
    if "double-turn" in active_cards(state, seat):
        # Zeus's double turn: the cards drawn may be used in the second half.
        ctx.move_all(ctx.own("drawn", seat), ctx.own("hand", seat))
    return replace(state, option="reinforce", options_used=state.options_used + ("reinforce",), regroup="*")


def check_reinforce(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    ctx = settled(ctx)
    seat = me(ctx)
    state = game(ctx)
    out = option_check(ctx, seat, "reinforce")
    greek_cities, ship_cities = list(args.get("greeks", [])), list(args.get("ships", []))
    cards = list(args.get("cards", []))
    limit = allowed_actions(ctx, seat)
    if len(greek_cities) + len(ship_cities) + len(cards) > limit:
        out.append(rule("Actions", tr("{n} reinforcement actions this turn").format(n=limit), TOPIC))
    for city in dict.fromkeys(greek_cities + ship_cities):
        held_by = owner(ctx, city)
        if held_by is not None and held_by != seat:
            # A city is one player's: the opponent's Greeks stand there (no override puts both in it).
            whose = ctx.players[held_by].name
            message = tr("{city} is {player}'s city: your figures go into your own")
            out.append(
                Violation("Reinforcements", message.format(city=tile_name(state, city), player=whose), TOPIC, True)
            )
        elif held_by != seat:
            message = tr("{city} is not a city with your Greeks").format(city=tile_name(state, city))
            out.append(rule("Reinforcements", message, TOPIC))
    after = held(ctx, seat)
    for card in cards:
        after[card] = after.get(card, 0) + 1
    problem = limit_problem(after)
    if problem:
        out.append(rule("Hand", problem, "gods"))
    return out


def reinforce_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    """How many actions the Reinforcements had and used, and what waits face down."""
    ctx = settled(before)
    seat = me(ctx)
    used = sum(len(args.get(k, [])) for k in ("greeks", "ships", "cards"))
    said = tr("{player} takes Reinforcements: {used} of {n} actions.")
    allowed = allowed_actions(ctx, seat)
    out = [said.format(player=ctx.players[seat].name, used=used, n=allowed)]
    if used < allowed:
        # Said, as the table may have meant them all (play-test 9: "1 of 4 actions" and nothing of the 3 left).
        left = allowed - used
        out.append(ntr("{n} action is left unused.", "{n} actions are left unused.", left).format(n=left))
    if after.holding(after.own("drawn", seat)):
        out.append(tr("The cards drawn wait face down until the turn ends."))
    return out


ACTIONS = (
    ActionSpec(
        "reinforce",
        reinforce,
        fields=(
            Field("greeks", "refs", "cities getting a Greek (repeat a city for two)", required=False, catalogue="tile"),
            Field("ships", "refs", "cities getting a ship", required=False, catalogue="tile"),
            # Drawn face down (L5): named by their drawer alone, and never in the log.
            Field(
                "cards", "refs", "god cards drawn (as they turned out)", required=False, catalogue="card", secret=True
            ),
        ),
        phases=("turn",),
        check=check_reinforce,
        help="Reinforcements: 3 actions (4 with more temples) — Greeks, ships, god cards.",
        topic=TOPIC,
        text="{actor} reinforces",
        outcome=reinforce_outcome,
    ),
)
