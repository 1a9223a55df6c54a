"""The session screen: the glance strip, then map, phase wizard, hand and log over one saved session.

The layout follows the terminal: two by two at 120x40, three columns from
160x50, and one panel at a time (tabs, alt+1..4) in a small terminal. What
happened goes to the status line and the log, never over them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Any

from textual import events, on
from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.command import Provider
from textual.containers import Grid
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.widget import Widget
from textual.widgets import Button, Input, Select, Static

from engine.events import NEXT, NEXT_PHASE
from engine.i18n import tr
from engine.summary import field_values
from tui.app.controller import LogLines, Outcome, SessionController
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_base import SessionBase
from tui.app.screens.session_bindings import SCREEN_BINDINGS
from tui.app.screens.session_forms import sole_follower
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_keys import FORM_BINDINGS, FormKeys
from tui.app.screens.session_layout import LAYOUT_BINDINGS, PanelLayout
from tui.app.screens.session_map import MapPicks
from tui.app.screens.session_parts import (
    banner,
    elsewhere,
    header,
    holder_name,
    layout_for,
    owners,
    undo_question,
    wizard_state,
)
from tui.app.screens.session_shown import ShownCards
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine, CommandSuggester
from tui.app.widgets.command_words import names_private
from tui.app.widgets.fitted import Fitted
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.log_panel import LogPanel
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.panel_ring import PanelRing
from tui.app.widgets.stepper import Stepper
from tui.app.widgets.wizard import WizardPanel
from tui.show_text import amounts

#: How often the screen looks for changes another program made to the save.
WATCH_SECONDS = 0.5


def _session_commands() -> type[Provider]:
    # Loaded when the palette first opens: its module (and the rules reference it searches) is not needed
    # to paint the session.
    from tui.app.commands import SessionCommands

    return SessionCommands


class SessionScreen(SessionBase):
    """Turns UI events into engine actions; every change is saved at once."""

    # The cursor starts where the next action is: the action list (or the field of the form the session opens
    # on, ``_update_auto_focus``). On the map, the first Enter opened a correction of the place under the cursor.
    AUTO_FOCUS = "#action-select"
    # What stays in sight when one panel fills the screen (f2).
    ALLOW_IN_MAXIMIZED_VIEW = "#header, #glance, #command, #status, KeyBar"
    COMMANDS = {_session_commands}

    BINDINGS = [*FORM_BINDINGS, *LAYOUT_BINDINGS, *SCREEN_BINDINGS]

    def __init__(self, controller: SessionController) -> None:
        super().__init__(controller)
        self.held = HeldKeys(self)
        self.applying = FormApply(self)
        self.shown = ShownCards(self)  # built here: it asks for what the screen and its parts provide
        self.panels = PanelLayout(self)
        self.form_keys = FormKeys(self)

    def compose(self) -> ComposeResult:
        # Panels are built with their content: filling them after mounting
        # would lay the whole screen out a second time.
        session = self.session
        ctx = session.context()
        summary = session.summary()
        # The layout's class is set before anything is styled: set after mounting, it
        # restyles every panel once more (a tenth of the time to open a session).
        self.layout_mode = layout_for(*self.app.size)
        self.add_class(f"-{self.layout_mode}")
        drawn = self.drawing.drawn  # what each panel is drawn from: refresh_all redraws the ones whose data changed
        drawn["header"] = heading = header(self.session, summary, self.viewer.heading())
        yield Fitted(heading, id="header", markup=False)
        drawn["glance"] = glance = session.ruleset.glance(ctx)
        yield GlanceStrip(glance, id="glance")
        drawn["banner"] = line = banner(summary)
        yield Static(line, id="banner", markup=False)
        yield Static(id="tab-bar", markup=False)
        with Grid(id="panels"):
            drawn["places"] = places = session.ruleset.places(ctx)
            yield MapPanel(places, owners(session), self.panels.drawn_lines, id="map")
            # The form the table waits for is made with the panel: opened after mounting, it laid the whole
            # screen out once more (the slowest layout of opening a session).
            awaited = None if self.viewer.table else self.awaited()
            first = self.applying.made_form(awaited) if awaited is not None else None
            yield WizardPanel(state=wizard_state(self.session, summary), form=first, id="wizard")
            names = (partial(holder_name, session), session.ruleset.faction_name)  # holders', factions' names
            own, hint = self.viewer.seat is not None, self.viewer.shared
            uncounted = frozenset(session.ruleset.secret_counts)
            yield HandPanel(
                summary,
                self.player,
                self._words,
                self._hidden(),
                *names,
                own=own,
                hint=hint,
                uncounted=uncounted,
                id="hand",
            )
            self.drawing.logged = tuple(session.events)
            yield LogPanel(LogLines(session), len(session.redo_stack), id="log")
        reader = None if self.viewer.seat is None else session.players[self.viewer.seat].name
        command = CommandLine(
            id="command",
            placeholder=tr("action field=value … (Tab completes, Enter runs, Escape closes)"),
            # A player's own view lists that player's own hidden cards where a field names them (the table's, none).
            suggester=CommandSuggester(
                self.session.available, partial(field_values, session, viewer=reader), self.command.searched
            ),
            compact=True,
        )
        command.private = partial(names_private, session.spec_named)  # a face-down offer is not recalled by Up
        command.closing = self.command.close  # Escape: the cursor is back in its field before the next key comes
        yield command
        yield Fitted(id="status", markup=False)  # one line, written after each action
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"{self.session.ruleset.name} — {self.session.name}"
        # What an action taught of the board is kept once the screen shows the action, not before.
        self.controller.file.learn_later = self.app.call_after_refresh
        self.query_one("#banner", Static).display = bool(self.session.table.winners)
        self.query_one(CommandLine).display = False
        self.set_interval(WATCH_SECONDS, self._watch_file)
        self.panels.fit(self.size.width, self.size.height)
        ring = PanelRing([self.query_one(f"#{panel}") for panel in ("map", "wizard", "hand", "log")])
        self.watch(self, "focused", ring.follow)
        self.app.theme_changed_signal.subscribe(self, lambda _theme: ring.redraw())
        if self.viewer.table:
            # The table's display only shows the game: no action list, no buttons to press.
            for part in ("#action-select", "#form-holder", "#wizard-check", "#wizard-buttons"):
                self.query_one(part).display = False
        form = self._form()
        if form is not None:
            # A session opens on what the table is waiting for (made with the panel): ready as a form opened.
            self.applying.fresh = (form, form.values(), form.acting())
            if self.focused is None or form not in self.focused.ancestors:
                form.focus_first()
            self.checks.recheck()
            self._show_hand()

    def _update_auto_focus(self) -> None:
        # Textual gives the screen its first focus (AUTO_FOCUS) as it is composed, before on_mount would put
        # the cursor in the form the session opens with: a focus that moved on at once, each restyling the
        # panels (~5 ms of opening a session). With a form, its field has the cursor from the start.
        if self.focused is None and self.viewer.table:
            # The table's display has no action list (``on_mount`` hides it): the map, to look around.
            for table in self.query("#map-table"):  # none before the screen is composed
                self.set_focus(table)
            return
        form = self._form() if self.focused is None else None
        field = form.cursor_field() if form is not None else None
        if field is not None:
            self.set_focus(field.query_one(Input) if isinstance(field, Stepper) else field)
            return
        super()._update_auto_focus()

    def on_unmount(self) -> None:
        self.controller.file.remember()  # left (or the app quit) before the screen was drawn again

    # -- the panels' layout (``PanelLayout``) ---------------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        self.panels.fit(event.size.width, event.size.height)

    async def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        await self.shown.left_the_entry(event.widget)  # the form's shown cards first, then the panel shown
        self.panels.cursor_moved(event.widget)

    def on_click(self, event: events.Click) -> None:
        self.panels.clicked(event)

    @property
    def _binding_chain(self) -> list[tuple[DOMNode, BindingsMap]]:
        return self.panels.binding_chain(super()._binding_chain)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        base = super().check_action  # the layout's keys, then the form's, then the screen's own
        return self.panels.check_action(action, parameters, lambda a, p: self.form_keys.check_action(a, p, base))

    def action_panel(self, index: int) -> None:
        """Go to a panel (alt+1..4: ``PanelLayout.panel``)."""
        self.panels.panel(index)

    def action_panel_key(self, index: int) -> None:
        self.panels.panel_key(index)

    def action_player_key(self, index: int) -> None:
        """A player's number key: the hand pinned to them, hidden cards offered (``action_player``). The key has
        hidden a shown hand already (``key_seen``, before any binding)."""
        self.action_player(index)

    async def action_filter(self) -> None:
        await self.panels.filter()

    async def action_drawn(self) -> None:
        await self.panels.drawn()

    def action_maximize(self) -> None:
        self.panels.maximize()

    async def action_back(self) -> None:
        if not self.panels.back():
            await self.form_keys.back()

    def minimize(self) -> None:
        super().minimize()
        self.panels.minimized()

    def remember_form_cursor(self, widget: Widget | None) -> None:
        """Where the cursor goes back to in the Phase panel (``PanelLayout.remember_form_cursor``)."""
        self.panels.remember_form_cursor(widget)

    def show_panel_of(self, widget: Widget) -> None:
        """Show the panel ``widget`` is in (``PanelLayout.show_panel_of``)."""
        self.panels.show_panel_of(widget)

    # -- the form's keys (``FormKeys``) ---------------------------------------------------------------------

    def key_seen(self, event: events.Key) -> None:
        """Every key, before any widget or binding takes it (``TabulaApp.on_event``): the form's keys see it,
        then the hand's, unless it is held (then seen as it is handed on: ``HeldKeys.sees``)."""
        self.form_keys.seen(event)
        if self.held.sees():
            super().key_seen(event)

    def action_form_focus(self, step: int) -> None:
        """Tab (shift+tab) in the form (``FormKeys.form_focus``)."""
        self.form_keys.form_focus(step)

    def action_form_enter(self) -> None:
        """Enter in the form (``FormKeys.form_enter``)."""
        self.form_keys.form_enter()

    def on_action_form_chosen(self, message: ActionForm.Chosen) -> None:
        self.form_keys.chosen(message)

    def on_action_form_submitted(self, message: ActionForm.Submitted) -> None:
        self.form_keys.submitted(message)

    async def open_form(self, action: str, take_cursor: bool = True) -> None:
        """Make the action's form anew and check it (``FormApply.open_form``)."""
        await self.applying.open_form(action, take_cursor)

    def made_form_with(self, action: str, values: dict[str, str], actor: str | None) -> ActionForm | None:
        """The action's form made from ``values`` for ``actor`` (``FormApply.made_form_with``)."""
        return self.applying.made_form_with(action, values, actor)

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        await self.applying.picked(message.action)

    async def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        await self.shown.values_changed(message)  # offers first, then the check
        self.applying.changed(message)

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        await self.applying.apply_requested(message)

    def on_wizard_panel_force_requested(self, message: WizardPanel.ForceRequested) -> None:
        self.applying.force_requested(message)

    # -- the keys held while the cursor is nowhere for a moment (``HeldKeys``) ----------------------------

    def hold_keys(self, answered_by: MessagePump | None = None) -> None:
        """A dialog over the screen was answered: the keys typed after it held (``HeldKeys.hold_keys``)."""
        self.held.hold_keys(answered_by)

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        """Hold the keys on their way through ``typed_in`` for ``back`` (``HeldKeys.hold_behind``)."""
        self.held.hold_behind(typed_in, back)

    def hold_typed(self, keys: list[events.Key]) -> None:
        """The keys typed on the home screen as it opened this session, held (``HeldKeys.hold_typed``)."""
        self.held.hold_typed(keys)

    def cursor_was(self) -> Widget | None:
        """Where the cursor is, or was as the keys held now began to be held (``HeldKeys.cursor_was``)."""
        return self.held.cursor_was()

    @on(events.Key)
    async def _came_back(self, event: events.Key) -> None:
        await self.held.came_back(event)  # before the screen's ``on_key``

    def on_screen_resume(self) -> None:
        self.held.resume()  # before Textual's own handler, and the language's (``SessionBase``)

    def _forward_event(self, event: events.Event) -> None:
        if not self.held.keeps(event):
            super()._forward_event(event)

    def forward_unheld(self, event: events.Event) -> None:
        """Hand ``event`` on as Textual's screen does (the held keys released)."""
        super()._forward_event(event)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Move the cursor, unless the keys held keep it where it is (``HeldKeys.takes_focus``)."""
        if not self.held.takes_focus(widget):
            super().set_focus(widget, scroll_visible, from_app_focus)

    def focus_now(self, widget: Widget) -> None:
        """Put the cursor on ``widget`` past the keys held (where they are released)."""
        super().set_focus(widget)

    def scroll_to_center(self, widget: Widget, animate: bool = True, **how: Any) -> None:
        """Bring the field with the cursor into sight at once (Textual's focus does it with an animation).

        Animated, the Phase panel's own scrolling (the check line kept in sight under the field) came mid-way: in
        Hellas's reinforcements, Tab from the Greeks to the ships left that list's top row, the one marked with
        the cursor, above the panel (the play-test's field marker lost after Tab Tab).
        """
        how.pop("immediate", None)
        super().scroll_to_center(widget, False, immediate=True, **how)

    # -- drawing -------------------------------------------------------------------------

    def _words(self, items: Mapping[str, int]) -> str:
        return amounts(self.session, items)

    def pick_action(self, name: str) -> None:
        """Open an action's form in the wizard (the command palette uses this)."""
        self._wizard().pick(name, again=True)

    def _watch_file(self) -> None:
        # Another program (tabula act in a terminal) changed the save: show its state, never overwrite it.
        before = len(self.session.events)
        if self.controller.changed_elsewhere():
            self._redraw(fresh=True)
            self.status(elsewhere(self.session, before))
            self.run_worker(self._after_elsewhere())

    async def _after_elsewhere(self) -> None:
        """Another screen moved the game on: the form the rules now wait for here opens (a defender's
        answer to an attack made on the attacker's phone); a form this screen can no longer take closes."""
        wizard = self._wizard()
        form = self._form()
        awaited = self.awaited()
        if awaited is not None and (form is None or (form.action != awaited and not self.viewer.shared)):
            wizard.pick(awaited, again=True)
        elif form is not None and not self.viewer.shared and not self._mine(form.action):
            await wizard.clear()

    def on_wizard_panel_next_requested(self, message: WizardPanel.NextRequested) -> None:
        self.action_next()

    def on_map_panel_place_selected(self, message: MapPanel.PlaceSelected) -> None:
        MapPicks(self).selected(message.place_id)

    def on_log_panel_undo_to_requested(self, message: LogPanel.UndoToRequested) -> None:
        keep = message.keep
        count = len(self.session.events) - keep
        if count <= 0:
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._show_moved(self.controller.undo_to(keep))

        self.app.push_screen(ConfirmDialog(undo_question(count, keep)), answer)

    # -- actions ---------------------------------------------------------------------------

    def _show(self, outcome: Outcome, moved: bool = False) -> None:
        """Say the outcome; when it changed the table, draw it (``moved``: an undo or a redo, see ``_redraw``)."""
        self.status(outcome.message, outcome.ok)
        if outcome.ok:
            self.conceal()  # shown cards belong to the moment before (an undo, the turn passed with ctrl+n)
            self._redraw(moved=moved)

    def _redraw(self, fresh: bool = False, moved: bool = False) -> None:
        """The panels drawn again, and the open form made again from the table as it is now (kept as it is
        when nothing changed for it; the cursor stays where it is unless it was in the form).

        ``moved``: the table went back or forth in time (undo, redo); the form the rules wait for there opens
        instead, else the open one is kept or cleared as after any change.
        """
        self.refresh_all(fresh=fresh)
        awaited = self.awaited() if moved else None
        if awaited is not None:
            # Picked once the form has been dealt with, not now: the open form's own clearing, queued after
            # this pick, took away the Cleopatra form a redo had brought back (issue 31).
            self.call_later(self._wizard().pick, awaited, True)  # again: its actor may have changed
            return
        form = self._form()
        if form is not None and self.query_one("#action-select", Select).value == form.action:
            focused = self.focused
            take = focused is None or form in focused.ancestors_with_self
            if self.applying.again(form.action):
                self.call_later(self.applying.open_form, form.action, take)
            else:
                # Nobody may take it now (an undo went back before the attack the pass answered): a form
                # with "✗ nobody may…" would wait there; the list waits instead, or what the rules wait for.
                self.call_later(self._wizard().clear)

    def action_undo(self) -> None:
        self._show_moved(self.controller.undo())

    def action_redo(self) -> None:
        self._show_moved(self.controller.redo())

    def _show_moved(self, outcome: Outcome) -> None:
        """After undo or redo, the form the rules now wait for (the open one belonged to another moment)."""
        self._show(outcome, moved=True)

    def action_next(self) -> None:
        """Ctrl+N: the form ending the turn (the phase, when that is what the rules wait for) opens, the cursor on
        Apply (on the player to name, where someone must be); Ctrl+N again applies it, or says why not. One way
        always: it applied at once on some turns and opened the form on others, where a second Ctrl+N did nothing
        (and the Enter typed after an applied one went into the next player's form)."""
        if self.held.waits_held("ctrl+n"):
            return
        if self.applying.handed_over_at is not None and self.applying.handed_over_at == self._moment():
            # The turn passed on by itself a moment ago: this ctrl+n was meant to name who follows, not to end
            # that player's turn unbuilt (the play-test's Ctrl+N "dee" Enter opened Dee's own end of turn, Apply
            # under the cursor). Said instead; ctrl+n again ends it.
            self.applying.handed_over_at = None
            turn = self.session.turn_player
            if turn is not None:
                said = tr("{name} already has the turn (the last left to act). Ctrl+N again opens the end of the turn.")
                self.status(
                    said.format(name=turn.name),
                    ok=False,
                )
                return
        step = NEXT_PHASE if self.awaited() == NEXT_PHASE else NEXT
        form = self._form()
        if form is not None and form.action in (NEXT, NEXT_PHASE):
            wizard = self._wizard()
            if not wizard.submit():
                self.form_keys.say_not_applied()
                if not wizard.refused:
                    self.status(tr("Not applied: {why}").format(why=wizard.check_text or step), ok=False)
            return
        sole = sole_follower(self.session) if step == NEXT else None
        # Where the rules let someone name who follows, the one player left comes filled in.
        self.applying.turn_ending_at = self._moment()
        self.applying.preset = {"player": sole} if sole is not None else {}
        self.run_worker(self._open_next(step, self.held.hold_for_form()))

    async def _open_next(self, step: str, hold: int) -> None:
        """The form of ``step`` (``next`` or ``next-phase``), the cursor on Apply unless a field is needed; the
        keys typed meanwhile (``hold``) reach it, or go back where they were typed if no form came."""
        if step in (spec.name for spec in self.session.available()):
            # The list names the form it shows: it still named the action before (the play-test's "buy — Pay a
            # card set…" above the fields of ``next``).
            self._wizard().show_picked(step)
        await self.applying.open_form(step)
        form = self._form()
        if form is not None and form.action == step:
            apply = self._wizard().query_one("#apply", Button)
            if form.needed_field() is None and not apply.disabled:
                apply.focus()  # after the field's focus the form asked for (also in the app's turn)
            if not self._wizard().refused:  # refused, the check line says why ("ends it" contradicted it, L4)
                self.status(tr("Ctrl+N again (or Enter) ends it."), passing=True)
        self.held.give_back_later(hold)
