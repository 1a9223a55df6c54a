"""Whose step a contest waits for (l.5 steps 2-4, l.6 the same): the red dice, then cards, then blue dice.

The queries the steps' actions, the glance and the duties ask: who plays cards next, who may still play,
who rolls the blue dice, and the step the table waits for. The actions themselves are in ``steps``.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.state import Context
from rulesets.aquileia.common import game, in_turn_order
from rulesets.aquileia.contests import CARD_FIELDS, competed, metal_of, one_action, to_compete
from rulesets.aquileia.decks import NUMBER_OF
from rulesets.aquileia.holders import hand


def played_mark(area: str, seat: int) -> str:
    """The mark in ``State.done`` that a player has played their cards in the contest."""
    return f"{area}:cards:{seat}"


def blue_mark(area: str) -> str:
    """The mark in ``State.done`` that the blue dice are rolled in the contest."""
    return f"{area}:blue"


def playable(ctx: Context, seat: int, area: str) -> list[str]:
    """The cards in a player's hand that count in the contest (one entry per card)."""
    holder = hand(ctx, seat)
    if area == "arena":
        wanted = [k for k in NUMBER_OF if k.startswith(("slave-", "weapons-"))]
    else:
        metal = metal_of(ctx, seat, area)
        wanted = [k for k in NUMBER_OF if k.startswith(f"{metal}-horse-")]
    return [kind for kind in wanted for _ in range(ctx.count(holder, kind))]


def to_play(ctx: Context) -> Sequence[int]:
    """Who plays cards next: once everyone has rolled, the first in turn order of the entrants still holding
    cards that count (l.5 step 3: one after another, each seeing what the earlier ones played)."""
    area = ctx.phase
    if area not in CARD_FIELDS or one_action(ctx) or to_compete(ctx):
        return ()
    done = game(ctx).done
    if blue_mark(area) in done or f"{area}:prizes" in done:
        return ()  # the steps are over: a slave card won as a prize is no card to play
    rolled = competed(game(ctx), area)
    waiting = [s for s in in_turn_order(ctx, rolled) if played_mark(area, s) not in done and playable(ctx, s, area)]
    return waiting[:1]


def may_play(ctx: Context) -> Sequence[int]:
    """Who may take ``play`` now: whom the card step waits for; once it waits for nobody (and the blue dice are
    still to come), the entrants it passed over who hold horses of the other metal. Their horses do not count
    (l.6), and the refusal says so: with nobody left, the engine's turn order said only that nobody may play
    (play-test). ``play`` is listed only while someone is waited for (``offered``)."""
    waiting = to_play(ctx)
    area = ctx.phase
    if waiting or area != "stadium" or one_action(ctx) or to_compete(ctx):
        return waiting
    done = game(ctx).done
    if blue_mark(area) in done or f"{area}:prizes" in done:
        return ()
    rolled = in_turn_order(ctx, competed(game(ctx), area))
    return [s for s in rolled if played_mark(area, s) not in done and _holds_horses(ctx, s)]


def _holds_horses(ctx: Context, seat: int) -> bool:
    holder = hand(ctx, seat)
    return any(ctx.count(holder, kind) for kind in NUMBER_OF if "-horse-" in kind)


def blue_holder(ctx: Context) -> int | None:
    """The entrant holding blue dice (Potentia's player), if they compete here."""
    state = game(ctx)
    return next((s for s in competed(state, ctx.phase) if state.patricians[s].blue), None)


def to_roll_blue(ctx: Context) -> Sequence[int]:
    """The Potentia player, once the cards are played, until they have rolled their blue dice (or none)."""
    area = ctx.phase
    if area not in CARD_FIELDS or one_action(ctx) or to_compete(ctx) or to_play(ctx):
        return ()
    seat = blue_holder(ctx)
    done = game(ctx).done
    return () if seat is None or blue_mark(area) in done or f"{area}:prizes" in done else (seat,)


def next_step(ctx: Context) -> tuple[str, int] | None:
    """The contest step the table waits for and who takes it: ``("fight", 2)``, ``("play", 0)``, ``("blue", 1)``."""
    area = ctx.phase
    if area not in CARD_FIELDS:
        return None
    for action, who in ((VERB[area], to_compete(ctx)), ("play", to_play(ctx)), ("blue", to_roll_blue(ctx))):
        if who:
            return action, who[0]
    return None


#: The action that rolls the red dice in each contest.
VERB = {"arena": "fight", "stadium": "race"}
