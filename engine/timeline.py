"""The log through time: undo, redo and replay of a session's events.

Kept apart from ``engine.session`` (which checks and applies one action) so
each module holds one idea; a ``Session`` holds a ``History`` and hands these over to it.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.errors import BadInput, Impossible, NothingToUndo, SaveError
from engine.events import ENGINE_EVENTS, ROLL, Event, decode
from engine.field_sets import parse_fields
from engine.i18n import ntr, quoted, tr
from engine.spoken_names import action_word

if TYPE_CHECKING:
    from engine.actions import Proposal
    from engine.session import Session


class History:
    """Undo, redo and replay of one session's log: the part of ``Session`` that moves it through time.

    The session owns the log (``events``, ``tables``, ``redo_stack``, ``dropped``); this reads and changes
    them through ``session``, and the session's methods of the same names hand over to it.
    """

    def __init__(self, session: Session) -> None:
        self.session = session
        #: Why a salvaged replay stopped short of the log's end (``replay``'s ``salvage``); '' when it did not.
        self.stopped = ""

    def turn_begun(self, rolls: bool = False) -> bool:
        """Whether the turn holder has taken an action of their own in the current turn (the engine's steps
        and the table's corrections are nobody's turn; ``rolls``: a roll of theirs counts, a turn that is
        only a roll having begun with it)."""
        now = self.session.table.position
        if now.turn is None:
            return False
        name, mark = self.session._names[now.turn], (now.round, now.phase, now.step, now.turn)
        for index in range(len(self.session.events), 0, -1):
            event = self.session.events[index - 1]
            if event.actor == name and rolls and event.type == ROLL:
                return True
            if event.actor == name and event.type not in ENGINE_EVENTS:
                spec = self.session.spec_named(event.type)
                if spec is not None and spec.who != "table":
                    return True
            before = self.session.tables[index - 1].position
            if (before.round, before.phase, before.step, before.turn) != mark:
                return False  # the event that began the turn
        return False

    def undo(self, steps: int = 1) -> list[Event]:
        """Take back the last ``steps`` events (they can be redone).

        More steps than events take back every event, as git and the app's undo do (the front ends say how many
        were asked for); redo does the same.

        Raises:
            BadInput: ``steps`` below 1.
            NothingToUndo: No event to take back (nothing changes).
        """
        if steps < 1:
            raise BadInput("undo at least one event")
        if not self.session.events:
            raise NothingToUndo(tr("nothing to undo"))
        undone = []
        for _ in range(min(steps, len(self.session.events))):
            event = self.session.events.pop()
            self.session.tables.pop()
            self.session.redo_stack.append(event)
            undone.append(event)
        self.session.touch()
        return undone

    def undo_to(self, count: int) -> list[Event]:
        """Undo until exactly ``count`` events remain ("undo to here")."""
        if not 0 <= count <= len(self.session.events):
            raise BadInput(tr("there is no event {n} to go back to").format(n=count))
        if count == len(self.session.events):
            return []
        return self.undo(len(self.session.events) - count)

    def redo(self, steps: int = 1) -> list[Event]:
        """Re-apply undone events, most recently undone first.

        Each entry is checked as it is redone, against the table it now meets (a save keeps the redo stack as
        written, so a later state's names may be the only ones that fit). An entry that can no longer apply is
        dropped, with one sentence in ``dropped``, and redoing stops there: what was undone after it was built
        on it.

        More steps than the redo stack holds redo all of it (``tabula redo --steps 20`` with 14 to redo refused).

        Raises:
            BadInput: ``steps`` below 1.
            NothingToUndo: The redo stack is empty.
        """
        if steps < 1:
            raise BadInput("redo at least one event")
        if not self.session.redo_stack:
            raise NothingToUndo(tr("nothing to redo"))
        done: list[Event] = []
        self.session.dropped = []
        for _ in range(min(steps, len(self.session.redo_stack))):
            entry = self.session.redo_stack[-1]
            try:
                event = self._recheck(entry)
                table = self.session.step(self.session.table, event)
            except Exception as error:  # whatever stops it, the entry cannot be redone
                self.session.redo_stack.pop()
                self.session.dropped.append(self._dropped_sentence(entry, error))
                break
            self.session.tables.append(table)
            self.session.redo_stack.pop()
            self.session.events.append(event)
            done.append(event)
        self.session.touch()
        return done

    def _dropped_sentence(self, entry: Event, error: Exception) -> str:
        """``"assign-province" could not be redone and was dropped: ...`` (the reason as the checks say it)."""
        if isinstance(error, Impossible):
            # Said where the whole table reads: a hand's missing card is not named (``engine.hidden``).
            from engine.hidden import shared_violations

            (shown,) = shared_violations(self.session, [error.violation])
            why = shown.message
        elif isinstance(error, BadInput):
            why = str(error)
        else:  # a handler fed a state it was never written for: say so without its internals
            why = tr("it no longer fits the table")
        said = tr("{action} could not be redone and was dropped: {why}")
        return said.format(action=entry.type, why=why)

    # -- replay --------------------------------------------------------------

    def replay(
        self, events: Sequence[Event], redo: Sequence[Event] = (), first: int = 1, salvage: bool = False
    ) -> None:
        """Rebuild from the initial state by applying saved events.

        Every event's arguments are parsed again against the action's fields,
        so a hand-edited log cannot smuggle in values no field accepts; round
        and phase are taken from where replay has got to.

        ``first`` is the log number of ``events[0]`` (a migration replays one event at a time).

        With ``salvage`` an event that does not replay stops the replay there instead: the session opens
        on the table before it, that event and every later one waiting to be redone (each checked again as
        it is redone), and ``stopped`` says why. A save must open whatever an older Tabula wrote into it: the
        evening up to that event is not lost with it, and nothing is dropped unless the table acts on.

        Raises:
            BadInput: An event that does not replay, naming its number (without ``salvage``).
        """
        # Replay keeps every table it makes, so the cyclic collector would walk an ever larger heap
        # again and again (it cost nearly half of a 1,000-event load). States are immutable trees
        # without cycles: nothing is lost by collecting once, afterwards.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self._replay(events, redo, first, salvage)
        finally:
            if collecting:
                gc.enable()

    def _replay(self, events: Sequence[Event], redo: Sequence[Event], first: int, salvage: bool) -> None:
        broken = tr("event {number} ({type}) does not replay: {error}")
        for number, event in enumerate(events, start=first):
            try:
                checked = self._recheck(event)
                self.session.tables.append(self.session.step(self.session.table, checked))
            except (BadInput, Impossible) as error:
                said = broken.format(number=number, type=event.type, error=error)
            except Exception as error:  # a ruleset handler fed hostile data
                said = broken.format(number=number, type=event.type, error=f"{type(error).__name__}: {error}")
            else:
                self.session.events.append(checked)
                continue
            if not salvage:
                raise BadInput(said) from None
            left = len(events) - (number - first)  # this event and those after it
            # The next to redo is the event that stopped the replay; what was undone before the save stays
            # behind it, as it was.
            self.session.redo_stack.extend(redo)
            self.session.redo_stack.extend(reversed(events[number - first :]))
            if left == 1:
                self.stopped = tr("{broken}; it opens before it, that event waiting to be redone").format(broken=said)
            else:
                after = "{broken}; it opens before it, that event and the {later} after it waiting to be redone"
                self.stopped = ntr(after, after, left - 1).format(broken=said, later=left - 1)
            return
        # Redo entries are kept as written: each is checked when it is redone, against the table it meets
        # then. Checked here, against the end of the log, an entry naming what an earlier undone event made
        # (a province, an offered card) would refuse to open a save Tabula wrote itself.
        self.session.redo_stack.extend(redo)

    def commit(self, proposal: Proposal, force: bool, at: int | None) -> Event:
        """Apply a checked action (``Session.commit``): kept only if its event replays as saved; what an earlier
        refusal stated that it states again differently gives way to it (``engine.restating``)."""
        from engine.proposing import commit  # it reads the session: imported here, not at the top (no cycle)
        from engine.restating import settle

        self.check_kept(proposal, force)
        settle(self.session, proposal)
        return commit(self.session, proposal, force, at)

    def check_kept(self, proposal: Proposal, force: bool) -> None:
        """Refuse an action about to be applied whose event, as the save keeps it, would not replay on the
        table it is made on: the save would not open again (play-test 11: a Pecunia exchange that named its
        rate and taught the board's rates in one command lost the evening after it).

        Raises:
            BadInput: It would not replay; nothing is applied.
        """
        session = self.session
        if proposal.base is not session.table or (proposal.violations and not (force and proposal.forcible)):
            return  # refused, or checked on another table: ``commit`` says so
        actor = None if proposal.actor is None else session._names[proposal.actor]
        try:
            self._recheck(decode(Event(proposal.spec.name, proposal.args, actor).encode(0), "event", 0))
        except (BadInput, SaveError) as error:
            said = tr("{action} cannot be kept in the save as typed ({error}); nothing was applied")
            raise BadInput(said.format(action=action_word(proposal.spec.name), error=error)) from None

    def _recheck(self, event: Event) -> Event:
        spec = self.session.spec(event.type)
        raw = event.args
        if spec.actor and spec.actor not in raw and event.actor is not None:
            raw = {**raw, spec.actor: event.actor}  # an older save kept the actor only as the event's author
        args = parse_fields(
            spec.fields, raw, self.session._names, None, what=spec.name, catalogues=self.session._catalogues()
        )
        actor = event.actor
        if actor is not None and actor not in self.session._names:
            raise BadInput(tr("unknown player {player}").format(player=quoted(actor)))
        if spec.actor and isinstance(args.get(spec.actor), str):
            actor = args[spec.actor]  # the field that names the actor is the truth
        # Built directly: dataclasses.replace costs more than the rest of
        # this check, and replay calls it once per event.
        position = self.session.table.position
        return Event(event.type, args, actor, position.round, self.session.phase.id, event.at, event.forced)
