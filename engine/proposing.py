"""The dry run of an action: its fields parsed, the actor settled, the rules asked, the handler tried.

Kept apart from ``engine.session`` (which holds the log and applies what this accepts) so each module holds
one idea; ``Session.propose`` calls :func:`propose`.
"""

from __future__ import annotations

import contextlib
import random
import time
import weakref
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine import actors
from engine.actions import ActionSpec, NoneFits, Proposal
from engine.errors import BadInput, Conflict, Impossible, NotFound, RuleRefused, Violation
from engine.events import ENGINE_EVENTS, NEXT, ROLL, Event
from engine.field_sets import parse_fields
from engine.i18n import quoted, tr
from engine.names import fold, listed, shortened
from engine.phases import Position
from engine.spoken_names import action_keys, action_named, action_word, field_ids
from engine.state import Context, Player, Table
from engine.table_actions import CORRECT, ENGINE_ACTIONS
from engine.table_checks import decides, slipped_next
from engine.taken_turns import opener, take, taken_said
from engine.turns import check_advance, handed_over, heir, names_ahead, names_next, not_played, still_to_act

if TYPE_CHECKING:
    from engine.session import Session


def propose(session: Session, name: str, raw: Mapping[str, Any] | None = None, actor: str | None = None) -> Proposal:
    """Dry run: parse the fields, settle the actor, collect violations, try it; change nothing.

    Raises:
        BadInput: Unknown action, field or player, or a value that does not fit its field.
    """
    spec = session.spec(name)
    if raw:  # fields named in Czech (``kůň=1``) are their ids from here on: the actor's field too
        raw = field_ids(spec.fields, raw)
    refused = not_played(session.ruleset, spec.name)
    if refused is not None:  # said before its fields: "dice is required" would send the table looking
        raise BadInput(refused)
    ctx = session.context()
    explicit = None if actor is None else session.player_index(actor)
    if explicit is None:
        explicit = chooser_names(session, spec, ctx, raw)
    who, fields, missing = actors.choose(spec, ctx, raw or {}, explicit, session.player_index)
    if spec.name == NEXT and who is None and explicit is None:
        who = actors.awaited_seat(session.ruleset, session._specs, ctx)
    dice = random.Random(session._dice)
    try:
        args = parse_fields(
            spec.fields, fields, session._names, dice, what=action_word(spec.name), catalogues=session._catalogues()
        )
    except NotFound as error:
        from engine.summary import narrowed  # only when a name is wrong

        raise narrowed(session, spec, fields, error) from None
    if spec.actor_of is not None and explicit is None and not (raw or {}).get(spec.actor):
        # Nobody named: the fields may say who acts (the owner of the space named).
        told = spec.actor_of(ctx, args).get(spec.actor)
        if told is not None:
            who, missing, args = session.player_index(told), "", {**args, spec.actor: told}
    early: list[Violation] = []
    if who is None and explicit is None and not (raw or {}).get(spec.actor):
        # With nobody on turn, the chooser's own action begins her turn (``taken_turns``): she is the actor.
        seat = opener(session.ruleset, ctx, spec)
        if seat is not None:
            who, missing = seat, ""
            if spec.actor:
                args = {**args, spec.actor: session.players[seat].name}
    ctx.actor = who
    handed = who is not None and spec.name not in ENGINE_EVENTS and spec.name != CORRECT.name
    if handed and who != ctx.position.turn and who == heir(session.ruleset, ctx, spec):
        # The next player acts: checked as their own turn, the one before ending first (``PhaseSpec.handover``).
        pos = ctx.position
        assert pos.turn is not None  # an heir follows a turn holder
        if session.phase.handover_turn_only:
            # Checked against the table as the holder's turn leaves it (Hellas: this turn's option no longer
            # taken), as replay steps it; plain handovers keep the checks they were written against.
            ctx.game = session.ruleset.turn_end(ctx)
        ctx.position = Position(pos.round, pos.phase, pos.step, who, pos.start, pos.acted + (pos.turn,))
        spec = _saying_handover(session, spec)
    elif handed and who is not None:
        holder = ctx.position.turn
        if take(session.ruleset, ctx, spec):
            # Checked as the turn the action takes (the chooser's first, the named player's): said first.
            spec = _saying_handover(session, spec, taken=True)
            if holder is not None and not session.turn_begun(rolls=True):
                early.append(_too_early(session, holder, who))
    if spec.derive is not None:
        # What the table state decides is filled in (and stored with the event), never typed.
        args = {**spec.derive(ctx, args), **args}
    if spec.name == NEXT and names_ahead(session.ruleset, ctx, args, session.turn_begun):
        args = {**args, "ahead": True}  # the chooser names who follows: the turn goes on
    violations = standard_checks(session, spec, ctx) + early
    if spec.name == NEXT and actor is None and not (raw or {}).get("player") and session.ruleset.guards_next:
        violations.extend(slipped_next(session))
    if missing:
        # Nobody can be told to act: worth saying only if nothing else is wrong.
        if not violations:
            raise BadInput(missing)
        violations = _waited_for(session, spec, ctx, violations)
        return Proposal(spec, args, who, tuple(violations), None, base=session.table)
    if spec.name in ENGINE_EVENTS:
        try:
            violations.extend(check_advance(session.ruleset, ctx, spec.name, args))
        except BadInput:
            if not violations:  # a finished game says so, not "say who acts next"
                raise
    behind: list[Violation] = []
    if spec.check is not None:
        if not any(v.rule == "Phase" for v in violations):
            violations.extend(spec.check(ctx, args))
        else:
            # Out of its phase the refusal names the phase alone, but the action's own rules still hold:
            # forcing past the phase must not skip them (a tech researched in the movement phase was paid
            # with nothing). A check that cannot read the table outside its phase has nothing to add.
            with contextlib.suppress(Exception):
                behind.extend(spec.check(ctx, args))
    trial = Event(spec.name, args, None if who is None else session._names[who])
    table: Table | None = None
    try:
        table = session.step(session.table, trial)
    except Impossible as impossible:
        violations.append(impossible.violation)
    except Exception:
        # Handlers may assume what the rules check; an illegal action
        # that breaks one cannot be carried out, even by overriding.
        if not violations:
            raise
    if spec.name == CORRECT.name and table is not None and table.winners and not session.table.winners:
        violations.append(decides(session, table))
    if not any(v.rule != "Turn order" for v in violations):
        # Nobody may take it and nothing else objects: whom the rules wait for, and for what, is said instead
        # (where the action's own rules or the ledger speak, ``errors.specific`` shows their reasons alone).
        violations = _waited_for(session, spec, ctx, violations)
    # A check and the ledger may name the same problem: say it once.
    return Proposal(spec, args, who, tuple(dict.fromkeys(violations)), table, tuple(behind), session.table)


def _too_early(session: Session, holder: int, player: int) -> Violation:
    """The named player acting before the holder has done anything: the holder's turn is not theirs to end
    (forced, it ends); at the table the holder says when he is done."""
    said = tr("{holder} has not acted this turn yet: {player} acts once {holder} ends it with {next}")
    names = session.players[holder].name, session.players[player].name
    return Violation("Turn order", said.format(holder=names[0], player=names[1], next=action_word(NEXT)), "turns")


def _waited_for(session: Session, spec: ActionSpec, ctx: Context, violations: list[Violation]) -> list[Violation]:
    """The violations with the engine's "nobody may take it now" saying whom the rules wait for first."""
    plain = actors.check(spec, ctx)
    if not plain or plain[0] not in violations:
        return violations
    first = actors.waited_for(session.ruleset, session._specs, ctx, spec.name)
    if first is None:
        return violations
    told = actors.check(spec, ctx, first)[0]
    return [told if v == plain[0] else v for v in violations]


def _saying_handover(session: Session, spec: ActionSpec, taken: bool = False) -> ActionSpec:
    """The action as its dry run shows it: its sentences begin with the turn it ends (``PhaseSpec.handover``)
    or, ``taken``, the turn it takes in a chosen order (``taken_turns``), said in public (it names no card)."""
    from engine.hidden import Public  # only for a handover (hidden reads the session)

    own = spec.outcome
    plain = spec

    def outcome(before: Context, after: Context, args: Mapping[str, Any]) -> list[str]:
        lines = [] if own is None else list(own(before, after, args))
        ended = (
            taken_said(session.ruleset, before, plain) if taken else handed_over(session.ruleset, before, after, plain)
        )
        if ended is None:
            return lines
        # Said once, in public, where the action's own sentences say it too (Hellas, ``handover_turn_only``).
        return [Public(ended), *(line for line in lines if line != ended)]

    return replace(spec, outcome=outcome)


def chooser_names(session: Session, spec: ActionSpec, ctx: Context, raw: Mapping[str, Any] | None = None) -> int | None:
    """In a chosen order the chooser (a role holder) names who acts: the first, and each next one.

    The turn holder still ends a turn that leaves nobody to choose, or goes to the player named ahead
    (and may end their own turn naming the next, with ``--as``): at the table the Statesman says who
    builds next. A player typed (``raw``) while several are left is the chooser's pick, named ahead too, and
    so is the last one left while the turn holder has done nothing yet (a roll of theirs counts).
    """
    if spec.name != NEXT or session.phase.order != "chosen":
        return None
    if ctx.position.turn is None or names_next(session.ruleset, ctx):
        return session.ruleset.chooser(ctx)
    left = still_to_act(session.ruleset, ctx)
    if (raw or {}).get("player") and (len(left) > 1 or (left and not session.turn_begun(rolls=True))):
        # The last player left, named before the turn holder has done anything, is named ahead all the
        # same: the play-test's Statesman named him and the builder's turn ended unbuilt.
        return session.ruleset.chooser(ctx)
    return None


def standard_checks(session: Session, spec: ActionSpec, ctx: Context) -> list[Violation]:
    """What every action is checked for: a game not over, its phase, who may act."""
    out = []
    if session.table.winners and spec.name not in (ROLL, CORRECT.name):
        won = ", ".join(p.name for p in session.winners)
        out.append(Violation("Game over", tr("the game is over; {names} won").format(names=won)))
        return out  # its phase or turn, once the game is over, is no second reason (play-test 8)
    if spec.phases and ctx.phase not in spec.phases:
        wanted = listed([_phase_name(session, p) for p in spec.phases], "or")  # "A, B or C", not "A or B or C"
        said = tr("{action} belongs to the {phases} phase, not {phase}")
        out.append(
            Violation("Phase", said.format(action=action_word(spec.name), phases=wanted, phase=session.phase.title))
        )
        return out  # whose turn it is, in another phase, means nothing to this action
    out.extend(actors.check(spec, ctx))
    return out


def _phase_name(session: Session, phase_id: str) -> str:
    for phase in session.ruleset.phases:
        if phase.id == phase_id:
            return phase.title
    return phase_id


def find_spec(session: Session, name: str) -> ActionSpec:
    """The action called ``name``, found forgivingly in the session's game (``Session.spec``).

    Raises:
        NotFound: No such action (with the closest names, else what may be done now).
    """
    entry = session._actions_catalogue.get(name)
    if entry is None:
        # Its word in Czech (``útok``), whatever the language spoken: the id is what the event stores.
        spoken = action_named(session._specs, name)
        if spoken is not None:
            return session._specs[spoken]
        close = _closest_actions(session, name)
        typed = quoted(shortened(name.strip()))
        game = session.ruleset.name
        if close:  # the closest names are the hint: no list of every action besides
            said = tr("{game} has no action {action}; did you mean {names}?")
            raise NotFound(said.format(game=game, action=typed, names=listed(close, "or")), close)
        # Only what someone may take now: an action closed to everyone (a role given already) is no hint.
        ctx = session.context()
        now = listed([action_word(a.name) for a in session.available() if actors.eligible(a, ctx) != ()])
        said = tr("{game} has no action {action} (now: {actions})")
        raise NotFound(said.format(game=game, action=typed, actions=now), close)
    return session._specs[entry.id]


def _closest_actions(session: Session, name: str, limit: int = 3) -> list[str]:
    """The actions a mistyped name may mean, best first, as the language spoken names them: sought among
    the ids and their Czech words (``utk`` is close to ``útok``)."""
    import difflib  # only when a name is wrong

    keys = action_keys(session._specs)
    typed = fold(name)
    if not typed:
        return []
    out = list(dict.fromkeys(keys[k] for k in difflib.get_close_matches(typed, list(keys), n=limit * 2, cutoff=0.6)))
    starts = sorted({said for key, said in keys.items() if key.startswith(typed)} - set(out))
    return (out + starts)[:limit]


def suggestions(
    session: Session, spec: ActionSpec, field_name: str, given: Mapping[str, Any] | None, actor: int | None
) -> list[str]:
    """Likely values for one field of an action now (``Session.suggestions``): the ruleset's narrower list
    first (the free spaces, not every space), else a ref field's whole catalogue."""
    if spec.suggest is not None:
        if actor is None:
            actor = actors.expected(spec, session.context())
        found = spec.suggest(session.context(actor=actor, given=given), field_name)
        if found or isinstance(found, NoneFits):
            return found if isinstance(found, NoneFits) else list(found)
    field = spec.field(field_name)
    if field is not None and field.type in ("ref", "refs"):
        try:
            return session.catalogue(field.catalogue).ids()
        except BadInput:
            return []
    return []


def expected_actor(session: Session, spec: ActionSpec) -> Player | None:
    """The player the rules expect to take an action now, if one can be told (``Session.expected_actor``)."""
    ctx = session.context()
    seat = chooser_names(session, spec, ctx)
    if seat is None:
        seat = actors.expected(spec, ctx)
    if seat is None and spec.name == NEXT:
        seat = actors.awaited_seat(session.ruleset, session._specs, ctx)
    if seat is None and spec.name not in ENGINE_EVENTS:
        seat = opener(session.ruleset, ctx, spec)  # the chooser, whose action begins her turn
    return None if seat is None else session.players[seat]


def commit(session: Session, proposal: Proposal, force: bool, at: int | None) -> Event:
    """Apply a checked proposal on the table it was checked on (``Session.commit``): the event is logged, the
    redo stack cleared, the listeners told.

    Raises:
        Conflict: The table has changed since the check.
        RuleRefused: A rule objects and ``force`` is False, or the components it needs are not there.
    """
    if proposal.base is not session.table:
        raise Conflict(tr("the table has changed since this was checked: check it again"))
    # Taken or refused, the next try rolls new dice (a tie for the start player is rolled again).
    session._dice = session.rng.random()
    if proposal.violations and not (force and proposal.forcible):
        # Forced, what the phase refusal kept back is said too: it is what stops the override.
        shown = proposal.violations + (tuple(v for v in proposal.behind if v.physical) if force else ())
        # What it states of the board stands though it is refused (a tile's description): kept, not logged.
        from engine.learning import keep_stated

        kept = "" if force else keep_stated(session, proposal.spec.name, proposal.args)
        raise RuleRefused(proposal.spec.name, shown, forcible=proposal.forcible, kept=kept)
    assert proposal.table is not None
    position = session.table.position
    event = Event(
        type=proposal.spec.name,
        args=proposal.args,
        actor=None if proposal.actor is None else session.players[proposal.actor].name,
        round=position.round,
        phase=session.phase.id,
        at=int(time.time()) if at is None else at,
        forced=tuple(dict.fromkeys(v.rule for v in proposal.violations + proposal.behind)),
    )
    session.tables.append(proposal.table)
    session.events.append(event)
    session.redo_stack.clear()
    session.touch()
    return event


def available(session: Session) -> list[ActionSpec]:
    """Actions that belong to the current phase and are offered now (only corrections once the game is won):
    the ruleset's whose phase it is and whose moment has not passed, then the engine's (``roll`` only in a game
    with dice)."""
    phase = session.phase.id
    if session.table.winners:
        return [CORRECT]
    out = [a for a in session.ruleset.actions if not a.phases or phase in a.phases]
    if any(a.offered is not None for a in out):
        ctx = session.context()
        out = [a for a in out if a.offered is None or a.offered(ctx)]
    # ``next`` stays listed where the rules refuse it to everyone: the app's ctrl+n opens its form from here, and
    # the table may force it; ``tabula actions`` leaves it out then (``next_open``).
    out.extend(a for a in ENGINE_ACTIONS if session.ruleset.uses_dice or a.name != ROLL)
    return out


#: Per session, the table ``next_open`` last answered for and its answer: a list of actions is asked for many
#: times a redraw, and the rules' checks of a turn's end cost a millisecond and more (Mare Nostrum's strategy).
_NEXT_OPEN: weakref.WeakKeyDictionary[Session, tuple[Table, bool]] = weakref.WeakKeyDictionary()


def next_open(session: Session) -> bool:
    """Whether the rules would let anyone end the turn now: the turn holder's word (anyone's, with no holder) is
    checked. ``actions`` listed ``next`` while Greece's blockade answer was pending, which it refuses to all;
    ``next-phase`` stays, the table's override."""
    known = _NEXT_OPEN.get(session)
    if known is not None and known[0] is session.table:
        return known[1]
    ctx = session.context()
    ctx.actor = ctx.position.turn
    try:
        open_ = not check_advance(session.ruleset, ctx, NEXT, {})
    except BadInput:
        open_ = True  # nothing the rules object to: only who acts next is still to be said
    _NEXT_OPEN[session] = (session.table, open_)
    return open_
