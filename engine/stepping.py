"""One accepted event applied to a table: the replay kernel every load, undo and dry run goes through.

Kept apart from ``engine.session`` (which holds the log) so each module holds one idea. A phase or turn
the rules end by themselves ends here too, right after the event that left nothing to decide.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from engine.errors import BadInput
from engine.events import NEXT, NEXT_PHASE, ROLL, Event
from engine.i18n import quoted, tr
from engine.kits import Kit
from engine.ledger import Components, Ledger
from engine.phases import Position
from engine.ruleset import Ruleset
from engine.state import Context, Table
from engine.table_actions import APPLY_KIT, CORRECT, apply_correction
from engine.taken_turns import take
from engine.turns import advance, ends_by_itself, may_take_now, passes_by_itself, past_idle


def step(
    ruleset: Ruleset,
    kits: Sequence[Kit],
    names: Sequence[str],
    context: Callable[[Table, int | None], Context],
    table: Table,
    event: Event,
) -> Table:
    """The table after ``event``.

    Args:
        kits: The session's kits (``apply-kit`` names one by its index).
        names: The players' names in seat order (an event names its actor).
        context: The handlers' view of a table, for an acting seat.

    Raises:
        Impossible: The event moves components that are not there.
        BadInput: An event of a type this game does not know, or a kit the session does not hold.
    """
    if event.type == ROLL:  # dice only: the table stays as it was (and rolls are many)
        return Table(table.position, table.game, table.winners, table.ledger, (), table.kit)
    if event.type == APPLY_KIT.name:
        version = event.args["version"]
        if not 0 <= version < len(kits):
            raise BadInput(tr("there is no kit {version} in this session").format(version=version))
        return Table(table.position, table.game, table.winners, table.ledger, (), kits[version])
    actor = None if event.actor is None else names.index(event.actor)
    ctx = context(table, actor)
    handled = 0  # moves the action's own handler makes (the rest, the rules make by themselves)
    position = table.position
    game = table.game
    if event.type in (NEXT, NEXT_PHASE):
        whole, ahead = event.type == NEXT_PHASE, bool(event.args.get("ahead"))
        position, game = advance(ruleset, ctx, whole, event.args.get("player"), ahead)
    elif event.type == CORRECT.name:
        apply_correction(ctx, event.args, ruleset)
    elif event.type != ROLL:
        spec = ruleset.action(event.type)
        if spec is None:
            raise BadInput(tr("unknown event type {type}").format(type=quoted(event.type)))
        if take(ruleset, ctx, spec):
            # The chooser's own first action, or the named player's, takes the turn first (``taken_turns``).
            position = ctx.position
        # An answer the next player may give in the holder's turn hands no turn over (read before it acts).
        may_now = may_take_now(ruleset, ctx, spec)
        game = spec.apply(ctx, event.args)
        ctx.game = game
        handled = len(ctx.moves)
        if spec.sets_start:
            position = replace(position, start=ruleset.start_player(ctx))
            ctx.position = position
        if ruleset.phases[position.phase].turn_actions and position.turn is not None:
            position = replace(position, done=position.done + 1)  # "one pick, then the turn passes"
            ctx.position = position
        if passes_by_itself(ruleset, ctx, may_now):
            position, game = advance(ruleset, ctx, False, None)
        else:
            # A phase with nothing left to decide ends, and so does each one after it with nothing
            # to do (bounded: a round has so many phases).
            for _ in range(len(ruleset.phases) + 1):
                if not ends_by_itself(ruleset, ctx):
                    break
                position, game = advance(ruleset, ctx, True, None)
                ctx.game = game
    winners = table.winners
    ledger = ctx.ledger
    # An event that left the game state and the components untouched (a
    # dice roll, a turn passing) cannot change who has won: skip the check.
    changed = game is not table.game or ledger is not table.ledger
    if not winners and (changed or position.round != table.position.round):
        # The event's own context, brought to the state after it (cheaper than a new one per event).
        phase = ruleset.phases[position.phase]
        ctx.game, ctx.position, ctx.phase, ctx.step, ctx.actor = (
            game,
            position,
            phase.id,
            phase.step_names[position.step],
            None,
        )
        winners = tuple(ruleset.won(ctx))
    return Table(position, game, winners, ledger, tuple(ctx.moves), table.kit, handled)


def initial_table(ruleset: Ruleset, components: Components, kit: Kit, context: Callable[[Table], Context]) -> Table:
    """The table before the first event: the ruleset's setup, then round 1 entered.

    Round 1 is entered like any other round (from the fictional round 0), so a ruleset's ``enter`` hook
    handles the first round too.
    """
    position = Position(turn=None)
    ctx = context(Table(position, None, ledger=Ledger.boxed(components), kit=kit))
    game = ruleset.setup(ctx)
    ctx.game = game
    game = ruleset.enter(ctx, Position(round=0, turn=None))
    ledger = ctx.ledger
    ctx = context(Table(position, game, ledger=ledger, kit=kit))
    position = replace(position, start=ruleset.start_player(ctx))
    if ruleset.phases[position.phase].order in ("clockwise", "fixed"):
        first = context(Table(position, game, ledger=ledger, kit=kit))
        order = ruleset.turn_order(first)
        position = replace(position, turn=order[0] if order else None)
        if not order and ruleset.passes_idle_steps(first):
            # Nothing to do in the first step as the game is created (Mare Nostrum's preset start with every
            # caravan's good in the kit): the table begins where there is, as after any action.
            first.position = position
            position, game = past_idle(ruleset, first, position)
            ledger = first.ledger
    return Table(position, game, ledger=ledger, kit=kit)
