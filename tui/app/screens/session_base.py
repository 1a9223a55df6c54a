"""The session screen's state: who acts, whose hand shows, what the form's dry run says, the status line.

``SessionScreen`` builds on this (``session.py``): the panels, applying,
and the keys. Kept apart so each module stays readable; nothing here draws
a panel other than the hand and the phase panel's check line.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.css.query import NoMatches
from textual.widget import Widget
from textual.widgets import Input

from engine.errors import Fact
from engine.i18n import language, tr
from engine.session import Session
from tui.app.controller import SessionController
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.keys import KeysScreen
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_check import FormCheck
from tui.app.screens.session_command import CommandRunner
from tui.app.screens.session_draw import PanelDrawing
from tui.app.screens.session_forms import hand_seats, seat_now
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_parts import has_hidden, keys_extra
from tui.app.screens.session_shown import ShownCards
from tui.app.screens.session_status import StatusLine
from tui.app.screens.speaking import SpeakingScreen
from tui.app.viewer import Viewer
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.wizard import WizardPanel

#: What the table's view never does (each player acts in their own view).
TABLE_REFUSES = frozenset({"undo", "redo", "next", "force", "command"})

#: How long a shown hand stays visible (any key hides it sooner).
REVEAL_SECONDS = 8.0


class SessionBase(SpeakingScreen):
    """Who acts and whose hidden cards are shown, over one open session."""

    #: Seconds a form's shown cards stay named with no key pressed: longer than the hand panel's own time, the
    #: player is choosing among them (the play-test's cards hid mid-choice, at 8 s).
    shown_seconds = REVEAL_SECONDS * 2.5
    #: The cards shown for the open form's entry, and its offers (its part, built by ``SessionScreen``).
    shown: ShownCards
    #: The keys held while the cursor is nowhere (its part, built by ``SessionScreen``).
    held: HeldKeys
    #: Forms made, checked and applied (its part, built by ``SessionScreen``).
    applying: FormApply

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        #: The player the hand panel shows when pinned (number keys); None: it follows who acts.
        self.pinned: int | None = None
        #: A player whose hidden cards are shown for a few seconds.
        self.revealed: int | None = None
        #: Whose turn it was when the hand was pinned: when the turn passes, the hand follows who acts again.
        self._pinned_turn: int | None = None
        #: A player whose hidden cards the open form names (until it is applied or left).
        self.form_revealed: int | None = None
        self.layout_mode = "grid"
        self.tab = 1  # the panel shown in the tabs layout (the phase wizard first)
        self._reveal_timer: Any = None
        self._hid_now: int | None = None  # whose shown cards the key being handled just hid
        #: What the hand panel was last drawn from (``_show_hand``).
        self._hand_drawn: tuple[object, ...] = ()
        #: The open form's dry run (its part).
        self.checks = FormCheck(self)
        #: The panels' redraw (its part).
        self.drawing = PanelDrawing(self)
        #: The ``:`` command line (its part).
        self.command = CommandRunner(self)
        #: The status line (its part).
        self.status_line = StatusLine(self)

    def prepare_form(self, values: dict[str, str], actor: str | None) -> None:
        """What the next form made is filled with, and who acts in it (the next pick makes it)."""
        self.applying.prepare(values, actor)

    async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        """Apply an action and redraw."""
        await self.applying.apply(action, values, force, actor)

    def ask_facts(
        self, facts: tuple[Fact, ...], action: str, values: dict[str, str], force: bool, actor: str | None
    ) -> None:
        """Ask the table for printed facts, then apply."""
        self.applying.ask_facts(facts, action, values, force, actor)

    def clear_passing(self) -> None:
        """Clear a passing hint from the status line."""
        self.status_line.clear_passing()

    # -- the command line's keys and messages (``CommandRunner``) -------------------------------

    def action_command(self) -> None:
        """Open the ``:`` command line."""
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

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        """Move the cursor, unless the open command line holds it (``CommandRunner.holds_cursor``)."""
        if not self.command.holds_cursor(widget, scroll_visible):
            super().set_focus(widget, scroll_visible, from_app_focus)

    def wizard(self) -> WizardPanel:
        """The Phase panel."""
        return self._wizard()

    def form(self) -> ActionForm | None:
        """The open form, if any."""
        return self._form()

    def moment(self) -> tuple[object, ...]:
        """The session as it stands (``_moment``)."""
        return self._moment()

    def actor(self, action: str) -> str | None:
        """The actor to pass for the form's action (``_actor``)."""
        return self._actor(action)

    def show_hand(self, summary: dict[str, Any] | None = None) -> None:
        """Show whom the hand follows (``_show_hand``)."""
        self._show_hand(summary)

    def refresh_all(self, fresh: bool = False, check: bool = True) -> None:
        """Redraw the panels whose data changed (``PanelDrawing.refresh_all``)."""
        self.drawing.refresh_all(fresh, check)

    @property
    def session(self) -> Session:
        """The open session."""
        return self.controller.session

    @property
    def viewer(self) -> Viewer:
        """Who looks at this screen: the table passing it around, one player, or the table's display."""
        return self.controller.viewer

    @property
    def player(self) -> int:
        """The player the hand panel shows: the pinned one, else the viewer's own, else who acts now."""
        if self.pinned is not None and self.pinned < len(self.session.players):
            return self.pinned
        if self.viewer.seat is not None:
            return self.viewer.seat
        return self._acting_seat()

    def _hidden(self) -> frozenset[str]:
        """Holder sorts shown as counts only (hands, face-down piles), unless the viewer may see them."""
        return self.viewer.hidden(self.player, self.revealed, self.session.ruleset.private_holders)

    def _show_hand(self, summary: dict[str, Any] | None = None) -> None:
        """Show whom the hand follows (``summary``: the table changed, drawn from it)."""
        hand = self.query_one(HandPanel)
        if self.pinned is not None and self.session.table.position.turn != self._pinned_turn:
            self.pinned = None  # pinned for a turn that has passed (the play-test's hand stayed on Ann)
        player, hidden, pinned = self.player, self._hidden(), self.pinned is not None
        own = self.pinned is None and self.viewer.seat is not None
        drawn = (player, hidden, pinned, own, *self._moment())
        if summary is None and drawn == self._hand_drawn:
            return  # the same player of the same table, shown the same way: as drawn
        self._hand_drawn = drawn
        hand.hidden, hand.pinned, hand.own = hidden, pinned, own
        hand.show(summary or self.session.summary(), player)

    def _moment(self) -> tuple[object, ...]:
        """The session as it stands, by identity (kept, so never another's id): any change makes another."""
        session = self.session
        return session, session.table, len(session.events), len(session.redo_stack)

    def status(self, text: str, ok: bool = True, passing: bool = False) -> None:
        """Say what happened on the status line (``StatusLine.say``)."""
        self.status_line.say(text, ok, passing)

    def _wizard(self) -> WizardPanel:
        # By id: Textual keeps id lookups, where a lookup by type walks every widget of the screen (an
        # Apply asked for the wizard and its form some thirty times).
        return self.query_one("#wizard", WizardPanel)

    def _form(self) -> ActionForm | None:
        try:
            holder = self._wizard().query_one("#form-holder")
        except NoMatches:
            return None  # the wizard is not made yet (its key bar asks as the screen mounts)
        return next((child for child in holder.children if isinstance(child, ActionForm)), None)

    def acting_seat(self) -> int:
        """Who acts in the form now (the choice shown in it), else the turn holder, else the first seat."""
        form = self._form() if self.is_mounted else None
        name = self.form_actor(form) if form is not None else None
        names = [p.name for p in self.session.players]
        if name in names:
            return names.index(name)
        return seat_now(self.session)

    _acting_seat = acting_seat  # the name the tests (and the older parts) use

    def form_actor(self, form: ActionForm) -> str | None:
        """Who acts in ``form``: the choice it shows, else the player its actor field names."""
        return form.acting() or form.values().get(self._actor_field(form.action) or "")

    def _actor_field(self, action: str) -> str | None:
        spec = self.controller.spec(action)
        return spec.actor if spec is not None and spec.actor else None

    def _actor(self, action: str) -> str | None:
        """The actor to pass for the form's action: the form's visible choice where it shows one."""
        form = self._form()
        if form is not None and form.action == action:
            return form.acting()
        return None

    def awaited(self) -> str | None:
        """The action the rules wait for now, if it can be taken (here: a player's own view opens only
        what that player is awaited for, the table's view nothing)."""
        awaited = self.session.ruleset.awaited(self.session.context())
        if awaited is None or not any(a.name == awaited for a in self.session.available()):
            return None
        return awaited if self._mine(awaited) else None

    def _mine(self, action: str) -> bool:
        """Whether this screen takes ``action`` now (``SessionController.takes``)."""
        spec = self.controller.spec(action)
        return spec is not None and self.controller.takes(spec)

    def action_player(self, index: int) -> None:
        """Pin the hand panel to a player (the same key again: follow who acts); offer to show hidden cards."""
        if index >= len(self.session.players):
            return
        again = self.pinned == index
        if not self.viewer.shared:
            # A screen of one's own (or the table's display): its hidden cards are never offered to show.
            self.pinned = None if again else index
            self._pinned_turn = self.session.table.position.turn
            self._show_hand()
            return
        just_hid, self._hid_now = self._hid_now, None
        # Cards in hand, or a card drawn in secret that the open form asks for (a first Servi purchase: no hand).
        shows = has_hidden(self.session, index) or self.shown.draws_in_secret(index)
        hidden = bool(self._hidden()) and shows and just_hid != index
        if again and not hidden:
            self._unpin()
            return
        self.pinned = index
        self._pinned_turn = self.session.table.position.turn
        self._show_hand()
        if hidden:
            # The panel says "key N to show": the key shows them. Pressed on the pinned player, a no
            # lets the hand follow who acts again (the key's other use).
            name = self.session.players[index].name
            self.app.push_screen(
                ConfirmDialog(
                    tr("Show {name}'s hidden cards on the screen? Only {name} should be looking.").format(name=name)
                ),
                lambda yes: self._reveal(index) if yes else (self._unpin() if again else None),
            )

    def _unpin(self) -> None:
        self.pinned = None
        self._show_hand()
        self.status(tr("The hand follows who acts."))

    def _reveal(self, seat: int) -> None:
        self.revealed = seat
        self._show_hand()
        form = self._form()
        if form is not None and form.masked and self.lists_hand_of(form, seat):
            # The form's card list was hidden: name the cards now, keeping what is filled in.
            self.form_revealed = seat
            self.prepare_form(form.values(), form.acting())  # a covered field's choice with them
            self._wizard().pick(form.action, again=True)
        if self._reveal_timer is not None:
            self._reveal_timer.stop()
        self._reveal_timer = self.set_timer(REVEAL_SECONDS, self.conceal)
        self.shown.revealed(seat)

    def lists_hand_of(self, form: ActionForm, seat: int) -> bool:
        """Whether ``form``'s card lists are ``seat``'s hidden cards: the acting player's hand, or another's
        whoever is named as acting (the card the Merchant owes, entered by the player owed it)."""
        acting = self._acting_seat()
        spec = self.controller.spec(form.action)
        return seat == acting or (spec is not None and seat in hand_seats(self.session, spec, acting, form.values()))

    def conceal(self) -> None:
        """The hidden cards shown are hidden again (their seconds are up, a key, an entry applied)."""
        if self.revealed is not None:
            self.revealed = None
            self._show_hand()
        self.shown.concealed()  # the form's cards too, unless the cursor is in the form

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "command" and self.command.typed_as_character():
            return False
        # Number keys only for the seats there are (the keys list shows no Player 5 of 4).
        if action == "player" and parameters and isinstance(parameters[0], int):
            return parameters[0] < len(self.session.players)
        # The table's display only shows the game: its keys hints offer nothing it would refuse.
        return not (self.viewer.table and action in TABLE_REFUSES)

    #: The last key ``key_seen`` acted on: the same key seen again (coming back up from a widget) is not.
    _key_seen: events.Key | None = None

    def key_seen(self, event: events.Key) -> None:
        """Every key, before any widget or binding takes it (``TabulaApp.on_event`` hands it here first: a
        widget with the cursor may stop it, as a pick list stops Down), acted on once (``_keyed``)."""
        if event is not self._key_seen:
            self._key_seen = event
            self._keyed()

    def on_key(self, event: events.Key) -> None:
        # A key the app handed to the screen below a dialog (typed as the dialog closed) comes up only here.
        self.key_seen(event)

    def _keyed(self) -> None:
        """What any key does first: shown cards hide again; that player's own number then only hides them
        (and lets the hand follow who acts), instead of asking to show them again (``_hid_now``: run once a
        key, before the number key's binding reads it)."""
        self._hid_now = self.revealed  # set on every key, so never stale for the next one
        if self.revealed is not None:
            self.conceal()
        self.shown.keyed()  # the player is still at the entry: the form's shown cards stay up a while more

    def on_screen_resume(self) -> None:
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

    # -- provided by the screen ---------------------------------------------------------

    def action_panel(self, index: int) -> None:
        """Go to a panel (``SessionScreen``)."""
        raise NotImplementedError

    def remember_form_cursor(self, widget: Widget | None) -> None:
        """Where the cursor goes back to in the Phase panel (``SessionLayout``)."""
        raise NotImplementedError

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        """Hold the keys on their way through ``typed_in`` for ``back`` (``HeldKeys``)."""
        raise NotImplementedError

    # -- keys that open something or go back -------------------------------------------------------------

    def action_keys(self) -> None:
        self.app.push_screen(KeysScreen(self, keys_extra(len(self.session.players))))

    def action_force(self) -> None:
        """Apply the form past the rules that object, after a confirmation naming them (ctrl+f)."""
        why = self._wizard().request_force()
        if why is not None:
            self.status(why, ok=False)

    def action_progress(self) -> None:
        """Plot the victory measures per round (f3)."""
        self.app.open_progress()  # type: ignore[attr-defined]

    def action_story(self) -> None:
        """The story of the session so far (f4)."""
        self.app.open_story()  # type: ignore[attr-defined]

    def action_rules(self) -> None:
        self.app.open_rules(self.session.ruleset.id, self.session.phase.topic or None)  # type: ignore[attr-defined]
