"""The opponent's word after a card or an attack: a reaction at once, or none (L4).

A reaction card (Void, Ships defend, Retreat) answers the opponent's card or
attack straight after it, never later (the rulebook's example: no waiting
to see which cities a Swap names). So after the player on turn plays a god
card or declares an attack, the turn waits for the opponent: a reaction
(``react``) or ``pass``, which lets it stand. Whether the opponent holds a
reaction card is their secret, so the app asks whenever they hold any card
at all (a hand's size is open to all); with an empty hand nothing can
answer and nothing waits.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec, Violation, rule
from engine.fields import Field
from engine.i18n import tr
from engine.state import Context
from rulesets.hellas.board import game, me, other, tile_name
from rulesets.hellas.cards import card_name, open_play, settle
from rulesets.hellas.state import State

TOPIC = "gods"


def moment(state: State) -> tuple[int, str]:
    """Where the turn stands for answering: cards played so far and the city under attack."""
    return len(state.plays), state.battle.target if state.battle is not None else ""


def awaiting(ctx: Context) -> int | None:
    """The seat whose answer the turn waits for now, or None."""
    turn = ctx.position.turn
    if ctx.phase != "turn" or turn is None:
        return None
    state = game(ctx)
    if state.heard == moment(state):
        return None
    last = open_play(state)
    if last is not None and last.player != turn:
        return None  # the opponent has just answered
    attacked = state.battle is not None and state.battle.attacker == turn
    if (last is None or last.player != turn) and not attacked:
        return None
    opponent = other(turn)
    return opponent if ctx.size(ctx.own("hand", opponent)) else None


def asked(ctx: Context) -> str:
    """What the opponent is asked to answer, in words: ``Alena's Plus one`` or ``the attack on Korinth``."""
    state = game(ctx)
    attack = ""
    if state.battle is not None:
        attack = tr("the attack on {city}").format(city=tile_name(state, state.battle.target))
    last = open_play(state)
    if last is None and attack and state.heard != moment(state):
        return attack  # the attack waits for its answer (cards played before it have settled)
    last = last or (state.plays[-1] if state.plays else None)  # a card let stand has settled
    if last is not None:
        return tr("{player}'s {card}").format(player=ctx.players[last.player].name, card=card_name(last.card))
    return attack or tr("the last move")


def waiting(ctx: Context, action: str = "") -> list[Violation]:
    """The turn cannot go on before the opponent has answered (a forcible rule: the table may go on).

    An attack is answered once the attacker is done: their cards may follow
    it first (each of them answered at once), as in the rulebook's second
    example.
    """
    seat = awaiting(ctx)
    if seat is None or (action == "play" and open_play(game(ctx)) is None):
        return []
    who = ctx.players[seat].name
    message = tr("{player} answers {what} first: a reaction, or pass").format(player=who, what=asked(ctx))
    return [rule("Reaction", message, TOPIC)]


def answered(ctx: Context, state: State) -> State:
    """The state once the opponent has answered what stands now."""
    return replace(state, heard=moment(state))


def let_stand(ctx: Context, args: Mapping[str, Any]) -> State:
    # Nobody can answer the card any more: it settles now (a flood's Greeks go home, Reuse's card is back).
    before = game(ctx)
    state = settle(ctx)
    return replace(state, heard=moment(before))


def check_pass(ctx: Context, args: Mapping[str, Any]) -> list[Violation]:
    if awaiting(ctx) != me(ctx):
        # Nothing to let stand: a pass forced here would log an answer nobody gave.
        return [Violation("Reaction", "nothing of the opponent's waits for your answer", TOPIC, physical=True)]
    return []


def pass_outcome(before: Context, after: Context, args: Mapping[str, Any]) -> Sequence[str]:
    return [tr("{player} lets {what} stand.").format(player=after.players[me(after)].name, what=asked(before))]


def late(ctx: Context, seat: int) -> list[Violation]:
    """A reaction after the player let the same moment stand comes too late (L4)."""
    state = game(ctx)
    last = open_play(state)
    if state.heard == moment(state) and (last is None or last.player != seat):
        return [rule("Reaction", tr("a reaction comes at once: {what} was let stand").format(what=asked(ctx)), TOPIC)]
    return []


def with_wait(specs: Sequence[ActionSpec]) -> tuple[ActionSpec, ...]:
    """The turn holder's actions, each refused while the opponent's answer is awaited."""
    out = []
    for spec in specs:
        if spec.who != "turn" or "turn" not in spec.phases:
            out.append(spec)
            continue
        own = spec.check

        def check(ctx: Context, args: Mapping[str, Any], own: Any = own, name: str = spec.name) -> list[Violation]:
            return [*waiting(ctx, name), *(own(ctx, args) if own is not None else ())]

        out.append(replace(spec, check=check))
    return tuple(out)


ACTIONS = (
    ActionSpec(
        "pass",
        let_stand,
        fields=(Field("player", "player", "who lets it stand", required=False),),
        phases=("turn",),
        who=lambda ctx: [seat] if (seat := awaiting(ctx)) is not None else [],
        actor="player",
        check=check_pass,
        help="In the opponent's turn: no answer to the card or attack just made; the turn goes on.",
        topic=TOPIC,
        text="{actor} lets it stand",
        outcome=pass_outcome,
    ),
)
