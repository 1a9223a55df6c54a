"""The session screen: the glance strip, then map, phase wizard, hand and log over one saved session.

The layout follows the terminal: two by two at 120x40, three columns from
160x50, and one panel at a time (tabs, alt+1..4) in a small terminal. What
happened goes to the status line and the log, never over them.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.command import Provider
from textual.dom import DOMNode
from textual.message_pump import MessagePump
from textual.widget import Widget
from textual.widgets import Input

from engine.errors import Fact
from engine.i18n import language
from engine.session import Session
from tui.app.controller import SessionController
from tui.app.screens.keys import KeysScreen
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_bindings import FORM_BINDINGS, SCREEN_BINDINGS, screen_allows
from tui.app.screens.session_check import FormCheck
from tui.app.screens.session_command import CommandRunner
from tui.app.screens.session_compose import WATCH_SECONDS as WATCH_SECONDS  # the poll, as the tests read it
from tui.app.screens.session_compose import first_focus, session_mounted, session_widgets
from tui.app.screens.session_draw import PanelDrawing
from tui.app.screens.session_hand import REVEAL_SECONDS, HandView
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_keys import FormKeys
from tui.app.screens.session_layout import LAYOUT_BINDINGS, PanelLayout
from tui.app.screens.session_map import MapPicks
from tui.app.screens.session_moves import TableMoves
from tui.app.screens.session_parts import form_in, keys_extra
from tui.app.screens.session_shown import ShownCards
from tui.app.screens.session_status import StatusLine
from tui.app.screens.speaking import SpeakingScreen
from tui.app.viewer import Viewer
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.log_panel import LogPanel
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.wizard import WizardPanel


def _session_commands() -> type[Provider]:
    # Loaded when the palette first opens: its module (and the rules reference it searches) is not needed
    # to paint the session.
    from tui.app.commands import SessionCommands

    return SessionCommands


class SessionScreen(SpeakingScreen):
    """Turns UI events into engine actions; every change is saved at once.

    One class over Textual's screen: each job is a part it holds (``session_*.py``), and the Textual hooks here
    (handlers, actions, overrides) hand over to them.
    """

    # The cursor starts where the next action is: the action list (or the field of the form the session opens
    # on, ``_update_auto_focus``). On the map, the first Enter opened a correction of the place under the cursor.
    AUTO_FOCUS = "#action-select"
    # What stays in sight when one panel fills the screen (f2).
    ALLOW_IN_MAXIMIZED_VIEW = "#header, #glance, #command, #status, KeyBar"
    COMMANDS = {_session_commands}

    BINDINGS = [*FORM_BINDINGS, *LAYOUT_BINDINGS, *SCREEN_BINDINGS]

    #: Seconds a form's shown cards stay named with no key pressed: longer than the hand panel's own time, the
    #: player is choosing among them (the play-test's cards hid mid-choice, at 8 s).
    shown_seconds = REVEAL_SECONDS * 2.5

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        #: The player the hand panel shows when pinned (number keys); None: it follows who acts.
        self.pinned: int | None = None
        #: A player whose hidden cards are shown for a few seconds.
        self.revealed: int | None = None
        #: A player whose hidden cards the open form names (until it is applied or left).
        self.form_revealed: int | None = None
        self.layout_mode = "grid"
        self.tab = 1  # the panel shown in the tabs layout (the phase wizard first)
        # The parts, each doing one job (``session_*.py``).
        self.checks = FormCheck(self)
        self.drawing = PanelDrawing(self)
        self.command = CommandRunner(self)
        self.status_line = StatusLine(self)
        self.held = HeldKeys(self)
        self.applying = FormApply(self)
        self.shown = ShownCards(self)
        self.panels = PanelLayout(self)
        self.form_keys = FormKeys(self)
        self.hand = HandView(self)
        self.moves = TableMoves(self)

    def compose(self) -> ComposeResult:
        yield from session_widgets(self)

    def on_mount(self) -> None:
        session_mounted(self)

    def _update_auto_focus(self) -> None:
        if not first_focus(self):
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
        # The layout's keys, then the form's, then the screen's own.
        return self.panels.check_action(
            action, parameters, lambda a, p: self.form_keys.check_action(a, p, self._allows)
        )

    def _allows(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        typed = self.command.typed_as_character
        return screen_allows(action, parameters, len(self.session.players), self.viewer.table, typed)

    def action_panel(self, index: int) -> None:  # alt+1..4 (``panel_key``), the : line's Escape
        self.panels.panel(index)

    def action_panel_key(self, index: int) -> None:
        self.panels.panel_key(index)

    def action_player(self, index: int) -> None:  # the hand pinned to a player, hidden cards offered
        self.hand.pin(index)

    def action_player_key(self, index: int) -> None:
        # A player's number key (it has hidden a shown hand already: ``key_seen``, before any binding).
        self.hand.pin(index)

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
        self.panels.remember_form_cursor(widget)

    def show_panel_of(self, widget: Widget) -> None:
        self.panels.show_panel_of(widget)

    # -- keys: the form's (``FormKeys``), those held (``HeldKeys``), any key (``HandView``) ---------------------

    def key_seen(self, event: events.Key) -> None:
        """Every key, before any widget or binding takes it (``TabulaApp.on_event``): the form's keys see it,
        then the hand's, unless it is held (then seen as it is handed on: ``HeldKeys.sees``)."""
        self.form_keys.seen(event)
        if self.held.sees():
            self.hand.seen(event)

    async def on_key(self, event: events.Key) -> None:
        await self.held.came_back(event)  # typed before the keys were held, back up from the field left
        # A key the app handed to the screen below a dialog (typed as the dialog closed) comes up only here.
        self.key_seen(event)

    def action_form_focus(self, step: int) -> None:
        self.form_keys.form_focus(step)

    def action_form_enter(self) -> None:
        self.form_keys.form_enter()

    def on_action_form_chosen(self, message: ActionForm.Chosen) -> None:
        self.form_keys.chosen(message)

    def on_action_form_submitted(self, message: ActionForm.Submitted) -> None:
        self.form_keys.submitted(message)

    def hold_keys(self, answered_by: MessagePump | None = None) -> None:  # a dialog answered (``HoldsKeys``)
        self.held.hold_keys(answered_by)

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        self.held.hold_behind(typed_in, back)

    def hold_typed(self, keys: list[events.Key]) -> None:  # typed on the home screen as it opened this session
        self.held.hold_typed(keys)

    def cursor_was(self) -> Widget | None:
        return self.held.cursor_was()

    def _forward_event(self, event: events.Event) -> None:
        if not self.held.keeps(event):
            super()._forward_event(event)

    def forward_unheld(self, event: events.Event) -> None:
        super()._forward_event(event)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Move the cursor, unless the keys held keep it where it is (``HeldKeys.takes_focus``) or the open
        command line holds it (``CommandRunner.holds_cursor``)."""
        if not self.held.takes_focus(widget):
            self.focus_now(widget, scroll_visible, from_app_focus)

    def focus_now(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Move the cursor past the keys held (where they are released), unless the command line holds it."""
        if not self.command.holds_cursor(widget, scroll_visible):
            super().set_focus(widget, scroll_visible, from_app_focus)

    def scroll_to_center(self, widget: Widget, animate: bool = True, **how: Any) -> None:
        """Bring the field with the cursor into sight at once (Textual's focus does it with an animation: the
        Phase panel's own scrolling came mid-way, and Tab Tab in Hellas's reinforcements lost the field marker)."""
        how.pop("immediate", None)
        super().scroll_to_center(widget, False, immediate=True, **how)

    # -- forms made and applied (``FormApply``), the table's moves (``TableMoves``) -----------------------------

    async def open_form(self, action: str, take_cursor: bool = True) -> None:
        await self.applying.open_form(action, take_cursor)

    def made_form_with(self, action: str, values: dict[str, str], actor: str | None) -> ActionForm | None:
        return self.applying.made_form_with(action, values, actor)

    def prepare_form(self, values: dict[str, str], actor: str | None) -> None:
        self.applying.prepare(values, actor)

    async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        await self.applying.apply(action, values, force, actor)

    def ask_facts(
        self, facts: tuple[Fact, ...], action: str, values: dict[str, str], force: bool, actor: str | None
    ) -> None:
        self.applying.ask_facts(facts, action, values, force, actor)

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        await self.applying.picked(message.action)

    async def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        await self.shown.values_changed(message)  # offers first, then the check
        self.applying.changed(message)

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        await self.applying.apply_requested(message)

    def on_wizard_panel_force_requested(self, message: WizardPanel.ForceRequested) -> None:
        self.applying.force_requested(message)

    def on_wizard_panel_next_requested(self, message: WizardPanel.NextRequested) -> None:
        self.action_next()

    def on_map_panel_place_selected(self, message: MapPanel.PlaceSelected) -> None:
        MapPicks(self).selected(message.place_id)

    def on_log_panel_undo_to_requested(self, message: LogPanel.UndoToRequested) -> None:
        self.moves.undo_to(message.keep)

    def action_undo(self) -> None:
        self.moves.undo()

    def action_redo(self) -> None:
        self.moves.redo()

    def action_next(self) -> None:
        self.moves.next()

    def pick_action(self, name: str) -> None:  # the command palette's
        self.wizard().pick(name, again=True)

    # -- the command line (``CommandRunner``) and the status line (``StatusLine``) ----------------------------

    def action_command(self) -> None:
        self.command.open()

    async def on_paste(self, event: events.Paste) -> None:
        await self.command.paste(event)

    def on_command_line_candidates(self, message: CommandLine.Candidates) -> None:
        self.status("  ".join(message.options), passing=True)

    def on_command_line_closed(self, message: CommandLine.Closed) -> None:
        self.command.close()

    async def on_input_submitted(self, message: Input.Submitted) -> None:
        if message.input.id == "command":
            await self.command.run(message)

    def status(self, text: str, ok: bool = True, passing: bool = False) -> None:
        self.status_line.say(text, ok, passing)

    def clear_passing(self) -> None:
        self.status_line.clear_passing()

    # -- the session as the parts read it ------------------------------------------------------------------

    @property
    def session(self) -> Session:
        """The open session."""
        return self.controller.session

    @property
    def viewer(self) -> Viewer:
        """Who looks at this screen: the table passing it around, one player, or the table's display."""
        return self.controller.viewer

    def refresh_all(self, fresh: bool = False, check: bool = True) -> None:
        self.drawing.refresh_all(fresh, check)

    def show_hand(self, summary: dict[str, Any] | None = None) -> None:
        self.hand.show(summary)

    def conceal(self) -> None:
        self.hand.conceal()

    def lists_hand_of(self, form: ActionForm, seat: int) -> bool:
        return self.hand.lists_hand_of(form, seat)

    def moment(self) -> tuple[object, ...]:
        """The session as it stands, by identity (kept, so never another's id): any change makes another."""
        session = self.session
        return session, session.table, len(session.events), len(session.redo_stack)

    def wizard(self) -> WizardPanel:
        """The Phase panel."""
        # By id: Textual keeps id lookups, where a lookup by type walks every widget of the screen (an
        # Apply asked for the wizard and its form some thirty times).
        return self.query_one("#wizard", WizardPanel)

    def form(self) -> ActionForm | None:
        """The open form, if any."""
        return form_in(self)

    _wizard, _form = wizard, form  # the names the tests use

    def acting_seat(self) -> int:
        return self.applying.acting_seat()

    _acting_seat = acting_seat  # the name the tests use

    def form_actor(self, form: ActionForm) -> str | None:
        return self.applying.form_actor(form)

    def actor(self, action: str) -> str | None:
        return self.applying.actor(action)

    def awaited(self) -> str | None:
        return self.applying.awaited()

    def mine(self, action: str) -> bool:
        return self.applying.mine(action)

    # -- screens it opens, and the language ----------------------------------------------------------------

    def action_keys(self) -> None:
        self.app.push_screen(KeysScreen(self, keys_extra(len(self.session.players))))

    def action_force(self) -> None:
        """Apply the form past the rules that object, after a confirmation naming them (ctrl+f)."""
        why = self.wizard().request_force()
        if why is not None:
            self.status(why, ok=False)

    def action_progress(self) -> None:
        self.app.open_progress()  # type: ignore[attr-defined]  # f3: the victory measures per round

    def action_story(self) -> None:
        self.app.open_story()  # type: ignore[attr-defined]  # f4: the story of the session so far

    def action_rules(self) -> None:
        self.app.open_rules(self.session.ruleset.id, self.session.phase.topic or None)  # type: ignore[attr-defined]

    def on_screen_resume(self) -> None:
        self.held.resume()  # before Textual's own handler (``HeldKeys.resume``)
        if self.spoken != language():
            # The language changed while another screen was on show (the rules, the progress plot).
            self.run_worker(self.speak_again())

    async def speak_again(self) -> None:
        """In the language spoken now: the same session on a screen built anew (a half-filled form is
        dropped; everything applied is saved). Only when on show: a screen under another one does it as it
        comes back."""
        if self.spoken != language() and self.app.screen is self:
            self.spoken = language()
            self.app.switch_screen(type(self)(self.controller))
