"""The session screen's moves of the table: undo and redo (and the log's undo to an entry), ctrl+n ending the
turn, a change another program made to the save, and the panels and the form drawn again after any of them.

One part of ``SessionScreen`` (``session.py``), held as ``screen.moves``; the screen keeps the keys' actions and
the log's message, and hands them here. It reads the screen only through ``MovesHost``.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual.screen import Screen
from textual.widgets import Button, Select

from engine.events import NEXT, NEXT_PHASE
from engine.i18n import tr
from tui.app.controller import Outcome
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_forms import sole_follower
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_parts import elsewhere, undo_question


class MovesHost(SessionHost, Protocol):
    """The session screen, as the table's moves see it."""

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    @property
    def held(self) -> HeldKeys:
        """The keys held while the cursor is nowhere."""

    @property
    def applying(self) -> FormApply:
        """Forms made, checked and applied."""

    def refresh_all(self, fresh: bool = False, check: bool = True) -> None:
        """Redraw the panels whose data changed."""

    def conceal(self) -> None:
        """Hide the hidden cards shown."""

    def awaited(self) -> str | None:
        """The action the rules wait for now, if this screen takes it."""

    def mine(self, action: str) -> bool:
        """Whether this screen takes ``action`` now."""


class TableMoves:
    """The table moved (back, on, or by another program): said, and drawn again."""

    def __init__(self, screen: MovesHost) -> None:
        self.screen = screen
        #: The same screen, as Textual's ``Screen`` (its queue, its workers).
        self.node = screen.screen

    def watch_file(self) -> None:
        """Every ``WATCH_SECONDS``: another program's change to the save, shown."""
        # Another program (tabula act in a terminal) changed the save: show its state, never overwrite it.
        before = len(self.screen.session.events)
        if self.screen.controller.changed_elsewhere():
            self.redraw(fresh=True)
            self.screen.status(elsewhere(self.screen.session, before))
            self.node.run_worker(self._after_elsewhere())

    async def _after_elsewhere(self) -> None:
        """Another screen moved the game on: the form the rules now wait for here opens (a defender's
        answer to an attack made on the attacker's phone); a form this screen can no longer take closes."""
        wizard = self.screen.wizard()
        form = self.screen.form()
        awaited = self.screen.awaited()
        if awaited is not None and (form is None or (form.action != awaited and not self.screen.viewer.shared)):
            wizard.pick(awaited, again=True)
        elif form is not None and not self.screen.viewer.shared and not self.screen.mine(form.action):
            await wizard.clear()

    def undo_to(self, keep: int) -> None:
        """Take back every event after the first ``keep``, once the table says yes (the log's undo-to)."""
        count = len(self.screen.session.events) - keep
        if count <= 0:
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._show_moved(self.screen.controller.undo_to(keep))

        self.screen.app.push_screen(ConfirmDialog(undo_question(count, keep)), answer)

    def _show(self, outcome: Outcome, moved: bool = False) -> None:
        """Say the outcome; when it changed the table, draw it (``moved``: an undo or a redo, see ``_redraw``)."""
        self.screen.status(outcome.message, outcome.ok)
        if outcome.ok:
            self.screen.conceal()  # shown cards belong to the moment before (an undo, the turn passed with ctrl+n)
            self.redraw(moved=moved)

    def redraw(self, fresh: bool = False, moved: bool = False) -> None:
        """The panels drawn again, and the open form made again from the table as it is now (kept as it is
        when nothing changed for it; the cursor stays where it is unless it was in the form).

        ``moved``: the table went back or forth in time (undo, redo); the form the rules wait for there opens
        instead, else the open one is kept or cleared as after any change.
        """
        self.screen.refresh_all(fresh=fresh)
        awaited = self.screen.awaited() if moved else None
        if awaited is not None:
            # Picked once the form has been dealt with, not now: the open form's own clearing, queued after
            # this pick, took away the Cleopatra form a redo had brought back (issue 31).
            self.node.call_later(self.screen.wizard().pick, awaited, True)  # again: its actor may have changed
            return
        form = self.screen.form()
        if form is not None and self.screen.query_one("#action-select", Select).value == form.action:
            focused = self.screen.focused
            take = focused is None or form in focused.ancestors_with_self
            if self.screen.applying.again(form.action):
                self.node.call_later(self.screen.applying.open_form, form.action, take)
            else:
                # Nobody may take it now (an undo went back before the attack the pass answered): a form
                # with "✗ nobody may…" would wait there; the list waits instead, or what the rules wait for.
                self.node.call_later(self.screen.wizard().clear)

    def undo(self) -> None:
        """Ctrl+Z: the last event taken back."""
        self._show_moved(self.screen.controller.undo())

    def redo(self) -> None:
        """Ctrl+Y: what undo took put back."""
        self._show_moved(self.screen.controller.redo())

    def _show_moved(self, outcome: Outcome) -> None:
        """After undo or redo, the form the rules now wait for (the open one belonged to another moment)."""
        self._show(outcome, moved=True)

    def next(self) -> None:
        """Ctrl+N: the form ending the turn (the phase, when that is what the rules wait for) opens, the cursor on
        Apply (on the player to name, where someone must be); Ctrl+N again applies it, or says why not. One way
        always: it applied at once on some turns and opened the form on others, where a second Ctrl+N did nothing
        (and the Enter typed after an applied one went into the next player's form)."""
        if self.screen.held.waits_held("ctrl+n"):
            return
        if (
            self.screen.applying.handed_over_at is not None
            and self.screen.applying.handed_over_at == self.screen.moment()
        ):
            # The turn passed on by itself a moment ago: this ctrl+n was meant to name who follows, not to end
            # that player's turn unbuilt (the play-test's Ctrl+N "dee" Enter opened Dee's own end of turn, Apply
            # under the cursor). Said instead; ctrl+n again ends it.
            self.screen.applying.handed_over_at = None
            turn = self.screen.session.turn_player
            if turn is not None:
                said = tr("{name} already has the turn (the last left to act). Ctrl+N again opens the end of the turn.")
                self.screen.status(
                    said.format(name=turn.name),
                    ok=False,
                )
                return
        step = NEXT_PHASE if self.screen.awaited() == NEXT_PHASE else NEXT
        form = self.screen.form()
        if form is not None and form.action in (NEXT, NEXT_PHASE):
            wizard = self.screen.wizard()
            if not wizard.submit():
                self.screen.applying.say_not_applied()
                if not wizard.refused:
                    self.screen.status(tr("Not applied: {why}").format(why=wizard.check_text or step), ok=False)
            return
        sole = sole_follower(self.screen.session) if step == NEXT else None
        # Where the rules let someone name who follows, the one player left comes filled in.
        self.screen.applying.turn_ending_at = self.screen.moment()
        self.screen.applying.preset = {"player": sole} if sole is not None else {}
        self.node.run_worker(self._open_next(step, self.screen.held.hold_for_form()))

    async def _open_next(self, step: str, hold: int) -> None:
        """The form of ``step`` (``next`` or ``next-phase``), the cursor on Apply unless a field is needed; the
        keys typed meanwhile (``hold``) reach it, or go back where they were typed if no form came."""
        if step in (spec.name for spec in self.screen.session.available()):
            # The list names the form it shows: it still named the action before (the play-test's "buy — Pay a
            # card set…" above the fields of ``next``).
            self.screen.wizard().show_picked(step)
        await self.screen.applying.open_form(step)
        form = self.screen.form()
        if form is not None and form.action == step:
            apply = self.screen.wizard().query_one("#apply", Button)
            if form.needed_field() is None and not apply.disabled:
                apply.focus()  # after the field's focus the form asked for (also in the app's turn)
            if not self.screen.wizard().refused:  # refused, the check line says why ("ends it" contradicted it, L4)
                self.screen.status(tr("Ctrl+N again (or Enter) ends it."), passing=True)
        self.screen.held.give_back_later(hold)
