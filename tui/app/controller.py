"""The bridge between screens and the engine (no Textual here).

Screens hand user intents to a ``SessionController``; it validates and
applies them through the engine, saves after every change, and answers
with plain results and one-line messages. Widgets never touch it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, overload

from engine.actions import ActionSpec, Proposal
from engine.errors import Fact, RuleRefused, TabulaError
from engine.events import Event
from engine.hidden import shared_proposal, shared_refusal
from engine.i18n import ntr, tr
from engine.session import Session
from engine.store import SessionFile
from tui.app.viewer import Viewer


class LogLines(Sequence[str]):
    """The log's entries (a line, then what it changed), each described only when asked for.

    The log panel shows the newest page, so opening a 1,000-event session
    describes one page of events, not 1,000.
    """

    def __init__(self, session: Session) -> None:
        self._session = session
        self._events = tuple(session.events)

    def __len__(self) -> int:
        return len(self._events)

    def _line(self, index: int) -> str:
        # What happened, then what it changed at the table (issue 9's outcome sentences), one per line.
        session = self._session
        head = session.describe_event(self._events[index], index + 1)
        return "\n".join([head, *(f"  {s}" for s in session.outcome(index + 1))])

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> list[str]: ...
    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self._line(i) for i in range(len(self._events))[index]]
        return self._line(index if index >= 0 else len(self._events) + index)


@dataclass(frozen=True)
class Outcome:
    """What happened to a request: the event(s) applied, or why not."""

    ok: bool
    message: str
    events: tuple[Event, ...] = ()
    #: Refused only for want of these printed facts (``RuleRefused.facts``): told, the action goes through.
    facts: tuple[Fact, ...] = ()


class SessionController:
    """One open session, written after every change under the file's lock.

    Another program (``tabula act`` in a terminal) may change the same file:
    the controller notices (``changed_elsewhere``) and reloads instead of
    overwriting; an action whose basis changed is checked again on the
    newer log.

    Args:
        session: The session.
        path: Its save file.
    """

    def __init__(self, session: Session, path: Path) -> None:
        self.file = SessionFile(path, session)
        self.path = path
        #: Who looks at the screen (set by ``tabula open --viewer``): the shared screen by default.
        self.viewer = Viewer()
        #: The last check, as the dry run gave it (before the audience's reading), by what was checked: Apply
        #: right after it commits that check instead of running the action's dry run again (issue 38).
        self._checked: tuple[str, Proposal] | None = None

    @property
    def session(self) -> Session:
        """The session as last read or written."""
        return self.file.session

    @classmethod
    def open(cls, path: Path) -> SessionController:
        """Load a saved session (SaveError on a bad file)."""
        file = SessionFile(path)
        return cls(file.session, path)

    def changed_elsewhere(self) -> bool:
        """Whether another program changed the file; if so it is reloaded now."""
        try:
            if not self.file.changed_on_disk():
                return False
            self.file.reload()
        except TabulaError:
            return False  # a half-written or damaged file: keep what we have and look again later
        return True

    def spec(self, name: str) -> ActionSpec | None:
        """The action called ``name``, or None when the game has none."""
        try:
            return self.session.spec(name)
        except TabulaError:
            return None

    def check(self, action: str, raw: Mapping[str, Any], actor: str | None = None) -> tuple[Proposal | None, str]:
        """Dry run: the proposal, or None and the reason the input is bad (or this view may not take it)."""
        try:
            proposal = self.session.propose(action, raw, self._acting(action, raw, actor))
        except TabulaError as error:
            return None, str(error)
        self._checked = (_key(action, raw, actor), proposal)
        # Read by whoever looks at this screen: what a hand holds is said only in its player's own view.
        proposal = shared_proposal(self.session, proposal, self._own())
        refused = self._not_here(proposal.actor)
        return (None, refused) if refused else (proposal, "")

    def act(self, action: str, raw: Mapping[str, Any], actor: str | None = None, force: bool = False) -> Outcome:
        """Apply an action (saved), or say why not; state is unchanged on failure."""
        if not self.viewer.shared:
            proposal, refused = self.check(action, raw, actor)
            if proposal is None:
                return Outcome(False, refused)
            if force and proposal.forcible and proposal.violations and not self.may_force(proposal):
                expected = self.session.expected_actor(proposal.spec)
                seat = self.session.players.index(expected) if expected is not None else None
                return Outcome(False, self._not_here(seat))
        checked = self._checked
        key = _key(action, raw, actor)
        actor = self._acting(action, raw, actor)

        def apply(session: Session) -> Event:
            # The form's last check, if it was of this very action on this very table: no second dry run.
            if checked is not None and checked[0] == key and checked[1].base is session.table:
                return session.commit(checked[1], force=force)
            return session.act(action, raw, actor=actor, force=force)

        try:
            event = self.file.change(apply)
        except RuleRefused as refused:
            shared = shared_refusal(self.session, refused, self._own(), forced=force)
            return Outcome(False, str(shared), facts=shared.facts())
        except TabulaError as error:
            return Outcome(False, str(error))
        session = self.session
        index = len(session.events)
        lines = [session.describe_event(event, index), *session.outcome(index)]
        return Outcome(True, "\n".join(lines), (event,))

    # -- a player's own view acts for that player alone; the table's view only shows -----------------

    def _own(self) -> str | None:
        """The player whose own view this is (their hidden cards are theirs to read), else None."""
        return self.viewer.name if self.viewer.seat is not None else None

    def _acting(self, action: str, raw: Mapping[str, Any], actor: str | None) -> str | None:
        """Who acts: on a player's own screen that player, unless the action names its actor in a field or
        is the table's (turning a card up)."""
        seat = self.viewer.seat
        if actor is not None or seat is None:
            return actor
        spec = self.spec(action)
        if spec is None or spec.who == "table" or (spec.actor and spec.actor in raw):
            return None
        return self.session.players[seat].name

    def _not_here(self, seat: int | None) -> str:
        """Why this view may not act for ``seat`` ("" when it may)."""
        viewer = self.viewer
        if viewer.table:
            return tr("The table's view only shows the game: each player acts in their own view.")
        if viewer.seat is not None and seat is not None and seat != viewer.seat:
            name = self.session.players[seat].name
            return tr("Only {name} acts as {name}: in their own view.").format(name=name)
        return ""

    def takes(self, spec: ActionSpec) -> bool:
        """Whether this screen takes ``spec`` now: any on the screen passed around; on a player's own the
        actions the rules expect of that player (or of nobody in particular, the table's); none on the table's."""
        viewer = self.viewer
        if viewer.shared or viewer.table:
            return viewer.shared
        if spec.who == "table":
            return True
        expected = self.session.expected_actor(spec)
        return expected is None or expected.name == viewer.name

    def may_force(self, proposal: Proposal) -> bool:
        """Whether this screen may apply ``proposal`` past the rules: anywhere on the screen passed around;
        in a player's own view only their own move (ending another's turn is theirs, not an override)."""
        return proposal.forcible and self.takes(proposal.spec)

    def _may_take_back(self, event: Event) -> str:
        """Why this view may not undo or redo ``event`` ("" when it may): a player takes back their own."""
        if self.viewer.shared:
            return ""
        names = [p.name for p in self.session.players]
        return self._not_here(names.index(event.actor) if event.actor in names else None)

    def undo(self, steps: int = 1) -> Outcome:
        """Take back events."""
        events = self.session.events[-steps:] if steps > 0 else []
        why = next((w for w in (self._may_take_back(e) for e in events) if w), "")
        if why:
            return Outcome(False, why)
        try:
            events = self.file.change(lambda s: s.undo(steps), recheck=False)
        except TabulaError as error:
            return Outcome(False, str(error))
        return Outcome(True, tr("undone: {event}").format(event=self.session.describe_event(events[-1])), tuple(events))

    def undo_to(self, count: int) -> Outcome:
        """Undo until ``count`` events remain."""
        why = next((w for w in (self._may_take_back(e) for e in self.session.events[count:]) if w), "")
        if why:
            return Outcome(False, why)
        try:
            events = self.file.change(lambda s: s.undo_to(count), recheck=False)
        except TabulaError as error:
            return Outcome(False, str(error))
        # One English text for any count; Czech words the count three ways.
        undone = ntr("undone {n} event", "undone {n} events", len(events)).format(n=len(events))
        return Outcome(True, undone, tuple(events))

    def redo(self) -> Outcome:
        """Put back the last undone event."""
        stack = self.session.redo_stack
        why = self._may_take_back(stack[-1]) if stack else ""
        if why:
            return Outcome(False, why)
        try:
            events = self.file.change(lambda s: s.redo(), recheck=False)
        except TabulaError as error:
            return Outcome(False, str(error))
        if not events:  # the entry no longer fitted the table and was dropped: the status line says why
            return Outcome(True, " ".join(self.session.dropped))
        return Outcome(True, tr("redone: {event}").format(event=self.session.describe_event(events[-1])), tuple(events))


def _key(action: str, raw: Mapping[str, Any], actor: str | None) -> str:
    """What was checked, as one comparable value (a field's value may be a list)."""
    return repr((action, sorted((str(k), repr(v)) for k, v in raw.items()), actor))
