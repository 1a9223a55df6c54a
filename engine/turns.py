"""How the table moves on: turns, steps, phases and rounds (``next`` and ``next-phase``).

``next`` ends the current turn; after the last turn of a step it moves to the
next step, after the last step to the next phase, after the last phase to a
new round. ``next-phase`` skips what is left of the phase. The ruleset is
asked whether a turn or phase may end, and gets ``enter`` for what happens
automatically when a phase or round begins.

In a ``chosen`` order the chooser may name who acts next while the turn
holder has not done anything yet (``ahead``, worked out by the session): the
turn goes on, and the player named acts once it ends. The play-test's
Statesman, naming the next builder early, had ended a turn nobody had built in.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from engine.actions import ActionSpec
from engine.errors import BadInput, Violation
from engine.events import NEXT, NEXT_PHASE, ROLL
from engine.i18n import tr
from engine.phases import Position
from engine.ruleset import Ruleset
from engine.state import Context
from engine.turn_order import ends_turn_only as _ends_turn_only
from engine.turn_order import handed_over as handed_over
from engine.turn_order import may_take_now as may_take_now
from engine.turn_order import named_ahead as _named
from engine.turn_order import names_next as names_next
from engine.turn_order import not_played as not_played
from engine.turn_order import remaining as _remaining
from engine.turn_order import still_to_act as still_to_act


def _ends_phase(ruleset: Ruleset, ctx: Context, whole_phase: bool) -> bool:
    if whole_phase:
        return True
    if _ends_turn_only(ruleset, ctx):
        return False
    return ctx.position.step + 1 >= len(ruleset.phases[ctx.position.phase].step_names)


def check_advance(ruleset: Ruleset, ctx: Context, name: str, args: Mapping[str, Any]) -> list[Violation]:
    """Rule checks of ``next`` / ``next-phase`` (and ``roll``); raises BadInput for a bad pick, or a roll in
    a game without dice."""
    out: list[Violation] = []
    if name == ROLL:
        refused = not_played(ruleset, name)
        if refused is not None:
            # No Tab, form or list offers it there: typed all the same, it is refused (it was recorded).
            raise BadInput(refused)
        return out
    whole = name == NEXT_PHASE
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    chosen = args.get("player")
    unnamed = None
    if args.get("ahead"):
        return _check_ahead(ruleset, ctx, chosen)
    if not whole and spec.order == "chosen" and _ends_turn_only(ruleset, ctx):
        acted = pos.acted + ((pos.turn,) if pos.turn is not None else ())
        remaining = _remaining(ruleset, ctx, acted)
        left = [ctx.players[i].name for i in remaining]
        if chosen is None and len(left) > 1 and _named(pos, remaining) is None:
            # Asked for only once the rules allow the turn to end: a refusal says more than "who next?".
            unnamed = tr("say who acts next: {names}").format(names=", ".join(left))
        if chosen is not None and chosen not in left:
            raise BadInput(_not_left(ctx, chosen, left))
    elif (
        chosen is not None and spec.order == "chosen" and pos.turn is not None and chosen == ctx.players[pos.turn].name
    ):
        # The last one left in a chosen order is on turn already (Mare Nostrum's play-test named Dana so): that,
        # not "chosen only where the rules let someone choose" in the very phase where the Statesman chooses.
        raise BadInput(tr("{player} is on turn already: next ends the turn").format(player=chosen))
    elif chosen is not None:
        # A table may name the player only to be sure whose turn it ends (a habitual next ended the wrong one).
        said = tr(
            "the next player is chosen only in phases where the rules let someone choose; to end {player}'s own"
            " turn, say next --as {player} (the app checks it is theirs)"
        )
        raise BadInput(said.format(player=chosen))
    if not whole:
        out.extend(_who_moves_on(ruleset, ctx, spec.order == "chosen"))
    if pos.turn is not None and not whole:
        out.extend(ruleset.turn_may_end(ctx))
    if whole or not _ends_turn_only(ruleset, ctx):
        out.extend(ruleset.step_may_end(ctx))
    if _ends_phase(ruleset, ctx, whole):
        out.extend(ruleset.phase_may_end(ctx))
    if unnamed is not None and not out:
        raise BadInput(unnamed)
    # A duty of the last turn is often also the phase's: say it once.
    return list(dict.fromkeys(out))


def names_ahead(ruleset: Ruleset, ctx: Context, args: Mapping[str, Any], begun: Callable[[], bool]) -> bool:
    """Whether ``next`` naming a player is the chooser naming ahead: in a chosen order the chooser, not the
    turn holder, names the next player while the turn holder has done nothing yet (``begun`` says) and has
    something left to decide (a player with nothing to do just passes)."""
    pos = ctx.position
    if args.get("player") is None or "ahead" in args or pos.turn is None:
        return False
    if ruleset.phases[pos.phase].order != "chosen":
        return False
    chooser = ruleset.chooser(ctx)
    if chooser is None or not ctx.actor == chooser != pos.turn:
        return False
    return not ruleset.turn_done(ctx) and not begun()


def _check_ahead(ruleset: Ruleset, ctx: Context, chosen: str | None) -> list[Violation]:
    """Naming ahead: the chooser names who acts once this turn ends, among those still to act."""
    pos = ctx.position
    if ruleset.phases[pos.phase].order != "chosen" or pos.turn is None or chosen is None:
        raise BadInput("a player is named ahead only in a chosen order, during someone's turn")
    remaining = _remaining(ruleset, ctx, pos.acted + (pos.turn,))
    left = [ctx.players[i].name for i in remaining]
    if not left:
        raise BadInput("nobody is left to act after this turn")
    if chosen not in left:
        raise BadInput(_not_left(ctx, chosen, left))
    if pos.named is not None and ctx.players[pos.named].name == chosen:
        # Named twice, it was logged twice (play-test 10: #176 and #177): nothing would change.
        said = tr("{player} is named already to act after {holder}")
        raise BadInput(said.format(player=chosen, holder=ctx.players[pos.turn].name))
    chooser = ruleset.chooser(ctx)
    if chooser is None or ctx.actor in (None, chooser):
        return []
    me, name = ctx.players[ctx.actor].name, ctx.players[chooser].name
    said = tr("{chooser} names who acts next, not {me}").format(chooser=name, me=me)
    return [Violation("Turn order", said, "turns")]


def _not_left(ctx: Context, chosen: str, left: list[str]) -> str:
    """Why a player named to act next cannot be: their turn is on now, or it is over this step."""
    turn = ctx.position.turn
    seat = next((i for i, p in enumerate(ctx.players) if p.name == chosen), None)
    if turn is not None and chosen == ctx.players[turn].name:
        said = tr("{player} has the turn now (still to act after it: {names})")
    elif seat is not None and seat not in ctx.position.acted:
        # Neither on turn nor done: a player the rules give no turn this phase (nothing they could do).
        said = tr("{player} has no turn in this phase: nothing to do (still to act: {names})")
    else:
        said = tr("{player} has already acted this phase (still to act: {names})")
    return said.format(player=chosen, names=", ".join(left))


def _who_moves_on(ruleset: Ruleset, ctx: Context, chosen: bool) -> list[Violation]:
    """Only the turn holder ends their turn; in a chosen phase the chooser (a role holder) may name the next too."""
    actor, turn = ctx.actor, ctx.position.turn
    chooser = ruleset.chooser(ctx) if chosen else None
    allowed = {s for s in (turn, chooser) if s is not None}
    if actor is None or not allowed or actor in allowed:
        return []
    me = ctx.players[actor].name
    if turn is not None:
        name = ctx.players[turn].name
        also = ""
        if chooser is not None and chooser != turn:  # "only Mirek (or Mirek, who names the next)": said once
            also = tr(" (or {chooser}, who names the next)").format(chooser=ctx.players[chooser].name)
        said = tr("it is {player}'s turn: only {player}{also} moves on, not {me}")
        return [Violation("Turn order", said.format(player=name, also=also, me=me), "turns")]
    assert chooser is not None
    said = tr("{chooser} names who acts next, not {me}").format(chooser=ctx.players[chooser].name, me=me)
    return [Violation("Turn order", said, "turns")]


def advance(
    ruleset: Ruleset, ctx: Context, whole_phase: bool, chosen: str | None, ahead: bool = False
) -> tuple[Position, Any]:
    """The position and game state after ``next`` (or ``next-phase``).

    ``ctx`` is the event's own context and is updated as the table moves
    on, so components the ruleset's hooks move (end-of-turn bookkeeping, a
    new phase's payouts) land in its ledger. ``ahead``: ``chosen`` is named
    to act once the current turn ends, and the turn goes on.
    """
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    if ahead and chosen is not None and not whole_phase:
        after = ctx.player_index(chosen)
        return Position(pos.round, pos.phase, pos.step, pos.turn, pos.start, pos.acted, after, pos.done), ctx.game
    # The player whose turn ends gets the ruleset's end-of-turn bookkeeping first.
    if pos.turn is not None:
        ctx.game = ruleset.turn_end(ctx)
    if not whole_phase and spec.order != "all":
        acted = pos.acted + ((pos.turn,) if pos.turn is not None else ())
        remaining = _remaining(ruleset, ctx, acted)
        actor = ctx.actor
        if spec.hands_over(ctx) and actor is not None and actor not in acted and actor not in remaining:
            acted += (actor,)  # the next player's own action began and ended their turn: it is not to come
        if remaining:
            if chosen is not None:
                turn = ctx.player_index(chosen)
            else:
                named = _named(pos, remaining)
                turn = remaining[0] if named is None else named
            # Built directly: dataclasses.replace costs more than the rest of a turn's passing.
            following = Position(pos.round, pos.phase, pos.step, turn, pos.start, acted)
            if spec.hands_over(ctx) and ctx.actor == turn != pos.turn:
                # Handed over by the next player's own action: a turn it left with nothing to decide passes too.
                ctx.position = following
                if passes_by_itself(ruleset, ctx):
                    return advance(ruleset, ctx, False, None)
            return following, ctx.game
        if pos.step + 1 < len(spec.step_names):
            following = Position(pos.round, pos.phase, pos.step + 1, None, pos.start, ())
            return _begin(ruleset, ctx, following, new_round=False)
    target, new_round = _following_phase(ruleset, ctx, pos)
    if new_round and ruleset.rounds is not None and target.round > ruleset.rounds:
        # A game of fixed length ends with its last round: the ruleset still gets ``enter`` past it (its
        # final scoring), but the table stays where the game ended (saves listed a finished game as
        # "round 7, Placement").
        _, game = _begin(ruleset, ctx, target, new_round)
        spec = ruleset.phases[pos.phase]
        ctx.position, ctx.phase, ctx.step = pos, spec.id, spec.step_names[pos.step]
        return pos, game
    return _begin(ruleset, ctx, target, new_round)


def _following_phase(ruleset: Ruleset, ctx: Context, pos: Position) -> tuple[Position, bool]:
    """The next phase that is active (a round may skip some, e.g. setup)."""
    new_round = False
    for _ in range(len(ruleset.phases) * 2):
        if pos.phase + 1 < len(ruleset.phases):
            pos = Position(pos.round, pos.phase + 1, 0, None, pos.start, ())
        else:
            pos = Position(pos.round + 1, 0, 0, None, pos.start, ())
            new_round = True
        phase = ruleset.phases[pos.phase]
        if ruleset.phase_active(replace(ctx, position=pos, phase=phase.id, step=phase.step_names[0])):
            return pos, new_round
    raise ValueError("no phase of the ruleset is active")


def _begin(ruleset: Ruleset, ctx: Context, target: Position, new_round: bool) -> tuple[Position, Any]:
    """Enter a new step, phase or round: ruleset's ``enter``, start player, first turn."""
    phase = ruleset.phases[target.phase]
    previous = ctx.position
    ctx.position, ctx.phase, ctx.step = target, phase.id, phase.step_names[target.step]
    ctx.game = ruleset.enter(ctx, previous)
    if new_round:
        target = Position(target.round, target.phase, target.step, target.turn, ruleset.start_player(ctx), target.acted)
        ctx.position = target
    if ruleset.phases[target.phase].order in ("clockwise", "fixed"):
        order = ruleset.turn_order(ctx)
        target = Position(target.round, target.phase, target.step, order[0] if order else None, target.start, ())
        if not order and ruleset.passes_idle_steps(ctx):
            # Nobody has anything to do in this step: it goes on to the next (the log says so, ``idle_steps``).
            ctx.position = target
            return past_idle(ruleset, ctx, target)
    ctx.position = target
    return target, ctx.game


def past_idle(ruleset: Ruleset, ctx: Context, pos: Position) -> tuple[Position, Any]:
    """The table past a step nobody has anything to do in: its next step, or the next phase."""
    spec = ruleset.phases[pos.phase]
    if pos.step + 1 < len(spec.step_names):
        return _begin(ruleset, ctx, Position(pos.round, pos.phase, pos.step + 1, None, pos.start, ()), False)
    target, new_round = _following_phase(ruleset, ctx, pos)
    if new_round and ruleset.rounds is not None and target.round > ruleset.rounds:
        _, game = _begin(ruleset, ctx, target, new_round)  # the final scoring; the table stays where it ended
        ctx.position, ctx.phase, ctx.step = pos, spec.id, spec.step_names[pos.step]
        return pos, game
    return _begin(ruleset, ctx, target, new_round)


def idle_steps(ruleset: Ruleset, before: Position, after: Position, whole_phase: bool) -> list[tuple[int, int]]:
    """The steps (phase, step) an event went past because nobody had anything to do in them, in order: those
    of the phase it left, after its own step (none for ``whole_phase``, a ``next-phase``: the table's word
    skips them), and those of the phase it entered before the step it stopped at."""
    if (before.round, before.phase, before.step) == (after.round, after.phase, after.step):
        return []
    if (after.round, after.phase) == (before.round, before.phase):
        return [(before.phase, s) for s in range(before.step + 1, after.step)]
    left = 0 if whole_phase else len(ruleset.phases[before.phase].step_names)
    return [(before.phase, s) for s in range(before.step + 1, left)] + [(after.phase, s) for s in range(after.step)]


def passes_by_itself(ruleset: Ruleset, ctx: Context, may_now: bool = False) -> bool:
    """Whether the turn passes on its own after an action: the holder has nothing left to decide.

    Only where the rules leave no choice: the ruleset says the turn is done,
    nothing obliges the player to stay, and who comes next is not the
    table's pick. ``may_now``: the actor could take the action in the holder's turn (``may_take_now``, read
    before it), so it hands nothing over in a ``handover_turn_only`` phase.
    """
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    if handing_over(ruleset, ctx, may_now):
        return True
    counted = spec.turn_actions and pos.done >= spec.turn_actions
    if pos.turn is None or spec.order == "all" or not (counted or ruleset.turn_done(ctx)):
        return False
    if spec.order == "chosen":
        remaining = _remaining(ruleset, ctx, pos.acted + (pos.turn,))
        if len(remaining) > 1 and _named(pos, remaining) is None:
            return False
    # The turn ends by itself, not at the other player's word.
    return next_accepted(
        ruleset, ctx, pos.turn if ctx.actor != pos.turn and ruleset.passes_after_others(ctx) else ctx.actor
    )


def ends_by_itself(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether a phase where everyone acts at once ends on its own after an action: the ruleset says
    nobody has anything left to decide in it, and nothing the rules ask for is still open."""
    spec = ruleset.phases[ctx.position.phase]
    if spec.order != "all" or not ruleset.phase_done(ctx):
        return False
    try:
        return not check_advance(ruleset, ctx, NEXT_PHASE, {})
    except BadInput:
        return False


def heir(ruleset: Ruleset, ctx: Context, action: ActionSpec | None = None) -> int | None:
    """The seat whose action would end the current turn first (``PhaseSpec.handover``), or None.

    That is the player next in turn order, in a phase that declares it, while the turn holder owes nothing
    the rules require (a ``next`` of theirs would be accepted). ``action``: the one ``ctx.actor`` proposes; in a
    ``handover_turn_only`` phase one they may take in the holder's turn hands nothing over.
    """
    pos = ctx.position
    spec = ruleset.phases[pos.phase]
    if not spec.hands_over(ctx) or pos.turn is None or spec.order not in ("clockwise", "fixed"):
        return None
    if action is not None and may_take_now(ruleset, ctx, action):
        return None
    remaining = _remaining(ruleset, ctx, pos.acted + (pos.turn,))
    if not remaining or not _may_end(ruleset, ctx):
        return None
    return remaining[0]


def handing_over(ruleset: Ruleset, ctx: Context, may_now: bool = False) -> bool:
    """Whether the action just applied (``ctx``: its context, the position still the one before it) was the
    next player's, so the turn before it ends (``PhaseSpec.handover``).

    Read after the action, as replay reads it: the actor is still to act and first in turn order, or their
    action left them nothing to do (no longer in the order at all); the turn holder owes nothing. ``may_now``:
    the actor could take it in the holder's turn (read before it), which hands nothing over in a
    ``handover_turn_only`` phase.
    """
    pos, actor = ctx.position, ctx.actor
    spec = ruleset.phases[pos.phase]
    if may_now and spec.handover_turn_only:
        return False
    if not spec.hands_over(ctx) or pos.turn is None or actor is None or actor == pos.turn or actor in pos.acted:
        return False
    if spec.order not in ("clockwise", "fixed"):
        return False
    remaining = _remaining(ruleset, ctx, pos.acted + (pos.turn,))
    if actor in remaining and remaining[0] != actor:
        return False
    return _may_end(ruleset, ctx)


def _may_end(ruleset: Ruleset, ctx: Context) -> bool:
    """Whether the turn holder's ``next`` would be accepted now (nothing owed)."""
    return next_accepted(ruleset, ctx, ctx.position.turn)


def next_accepted(ruleset: Ruleset, ctx: Context, actor: int | None) -> bool:
    """Whether a ``next`` by ``actor`` would be accepted at ``ctx`` (the context's own actor is kept)."""
    was = ctx.actor
    ctx.actor = actor
    try:
        return not check_advance(ruleset, ctx, NEXT, {})
    except BadInput:
        return False
    finally:
        ctx.actor = was
