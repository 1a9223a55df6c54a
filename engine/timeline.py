"""The log through time: undo, redo and replay of a session's events.

Kept apart from ``engine.session`` (which checks and applies one action) so
each module holds one idea; ``Session`` inherits these methods.
"""

from __future__ import annotations

import gc
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.errors import BadInput, Impossible, NothingToUndo
from engine.events import Event
from engine.fields import parse_fields
from engine.i18n import tr
from engine.outcomes import count

if TYPE_CHECKING:
    from engine.actions import ActionSpec
    from engine.names import Catalogue
    from engine.phases import PhaseSpec
    from engine.state import Table


class Timeline:
    """Undo, redo and replay; mixed into ``Session``, whose attributes these are."""

    events: list[Event]
    tables: list[Table]
    redo_stack: list[Event]
    _names: tuple[str, ...]

    @property
    def table(self) -> Table:  # pragma: no cover - defined by Session
        raise NotImplementedError

    @property
    def phase(self) -> PhaseSpec:  # pragma: no cover - defined by Session
        raise NotImplementedError

    def step(self, table: Table, event: Event) -> Table:  # pragma: no cover - defined by Session
        raise NotImplementedError

    def spec(self, name: str) -> ActionSpec:  # pragma: no cover - defined by Session
        raise NotImplementedError

    def touch(self) -> None:  # pragma: no cover - defined by Session
        raise NotImplementedError

    def _catalogues(self, table: Table | None = None) -> Any:  # pragma: no cover - defined by Session
        raise NotImplementedError

    def catalogue(self, name: str, table: Table | None = None) -> Catalogue:  # pragma: no cover
        raise NotImplementedError

    def undo(self, steps: int = 1) -> list[Event]:
        """Take back the last ``steps`` events (they can be redone).

        Raises:
            BadInput: ``steps`` below 1.
            NothingToUndo: Fewer events than ``steps`` (nothing changes).
        """
        if steps < 1:
            raise BadInput("undo at least one event")
        if steps > len(self.events):
            if not self.events:
                raise NothingToUndo(tr("nothing to undo"))
            raise NothingToUndo(tr("only {events} to undo").format(events=count(len(self.events), "event")))
        undone = []
        for _ in range(steps):
            event = self.events.pop()
            self.tables.pop()
            self.redo_stack.append(event)
            undone.append(event)
        self.touch()
        return undone

    def undo_to(self, count: int) -> list[Event]:
        """Undo until exactly ``count`` events remain ("undo to here")."""
        if not 0 <= count <= len(self.events):
            raise BadInput(tr("there is no event {n} to go back to").format(n=count))
        if count == len(self.events):
            return []
        return self.undo(len(self.events) - count)

    def redo(self, steps: int = 1) -> list[Event]:
        """Re-apply undone events, most recently undone first.

        Raises:
            NothingToUndo: The redo stack holds fewer than ``steps`` events.
        """
        if steps < 1:
            raise BadInput("redo at least one event")
        if steps > len(self.redo_stack):
            if not self.redo_stack:
                raise NothingToUndo(tr("nothing to redo"))
            raise NothingToUndo(tr("only {events} to redo").format(events=count(len(self.redo_stack), "event")))
        done = []
        for _ in range(steps):
            position = self.table.position
            event = replace(self.redo_stack[-1], round=position.round, phase=self.phase.id)
            self.tables.append(self.step(self.table, event))
            self.redo_stack.pop()
            self.events.append(event)
            done.append(event)
        self.touch()
        return done

    # -- replay --------------------------------------------------------------

    def replay(self, events: Sequence[Event], redo: Sequence[Event] = (), first: int = 1) -> None:
        """Rebuild from the initial state by applying saved events.

        Every event's arguments are parsed again against the action's fields,
        so a hand-edited log cannot smuggle in values no field accepts; round
        and phase are taken from where replay has got to.

        ``first`` is the log number of ``events[0]`` (a migration replays one event at a time).

        Raises:
            BadInput: An event that does not replay, naming its number.
        """
        # Replay keeps every table it makes, so the cyclic collector would walk an ever larger heap
        # again and again (it cost nearly half of a 1,000-event load). States are immutable trees
        # without cycles: nothing is lost by collecting once, afterwards.
        collecting = gc.isenabled()
        gc.disable()
        try:
            self._replay(events, redo, first)
        finally:
            if collecting:
                gc.enable()

    def _replay(self, events: Sequence[Event], redo: Sequence[Event], first: int) -> None:
        broken = tr("event {number} ({type}) does not replay: {error}")
        for number, event in enumerate(events, start=first):
            try:
                checked = self._recheck(event)
                self.tables.append(self.step(self.table, checked))
            except BadInput as error:
                raise BadInput(broken.format(number=number, type=event.type, error=error)) from None
            except Impossible as error:
                raise BadInput(broken.format(number=number, type=event.type, error=error)) from None
            except Exception as error:  # a ruleset handler fed hostile data
                said = f"{type(error).__name__}: {error}"
                raise BadInput(broken.format(number=number, type=event.type, error=said)) from None
            self.events.append(checked)
        for number, event in enumerate(redo, start=1):
            try:
                self.redo_stack.append(self._recheck(event, check_position=False))
            except BadInput as error:
                said = tr("redo entry {number} ({type}) is invalid: {error}")
                raise BadInput(said.format(number=number, type=event.type, error=error)) from None

    def _recheck(self, event: Event, check_position: bool = True) -> Event:
        spec = self.spec(event.type)
        raw = event.args
        if spec.actor and spec.actor not in raw and event.actor is not None:
            raw = {**raw, spec.actor: event.actor}  # an older save kept the actor only as the event's author
        args = parse_fields(spec.fields, raw, self._names, None, what=spec.name, catalogues=self._catalogues())
        actor = event.actor
        if actor is not None and actor not in self._names:
            raise BadInput(tr("unknown player {player}").format(player=repr(actor)))
        if spec.actor and isinstance(args.get(spec.actor), str):
            actor = args[spec.actor]  # the field that names the actor is the truth
        # Built directly: dataclasses.replace costs more than the rest of
        # this check, and replay calls it once per event.
        if not check_position:
            return Event(event.type, args, actor, event.round, event.phase, event.at, event.forced)
        position = self.table.position
        return Event(event.type, args, actor, position.round, self.phase.id, event.at, event.forced)
