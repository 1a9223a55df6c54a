"""The session screen's form keys: Enter applies from any field, Tab moves on at once, keys typed while the
form is made anew wait for it, and Escape closes the form, then asks before leaving the session.

Textual resolves Tab when the key has come back up from the field, after the keys typed behind it have
already gone into the field (the play-test's ``Cy<Tab>Dee`` gave "CyDee"); and keys typed while an applied
form is replaced reached the old field or the action list. Here Tab and Enter in a form are handled as the
app takes each key, in the order typed: Tab moves the cursor there and then (from a list with letters still on
their way into it, once it has taken them: the keys behind it are held meanwhile); Enter leaves the cursor
nowhere, so the keys behind it are held, and hands them, in order, to the field the next form puts the
cursor in.

``SessionLayout`` (``session_layout.py``) builds on this; kept apart so each module stays readable.
"""

from __future__ import annotations

import asyncio

from textual import events, on
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.message_pump import MessagePump
from textual.widget import Widget
from textual.widgets import Button, Input

from engine.i18n import tr
from tui.screens.dialogs import ConfirmDialog
from tui.screens.queued import from_within, keys_waiting, run_bound, run_priority, waiting
from tui.screens.session_command import SessionCommandLine
from tui.screens.session_parts import shown
from tui.widgets.action_form import ActionForm
from tui.widgets.command_line import CommandLine
from tui.widgets.pick import pick_of


class SessionKeys(SessionCommandLine):
    """Enter, Tab and Escape in the session's form, and the keys typed while it is made anew."""

    BINDINGS = [
        # Priority: taken as the app receives them, before the keys typed after them reach a field.
        Binding("tab", "form_focus(1)", "Focus Next", show=False, priority=True, id="session.form-next"),
        Binding("shift+tab", "form_focus(-1)", "Focus Previous", show=False, priority=True, id="session.form-prev"),
        Binding(
            "enter",
            "form_enter",
            "Apply",
            show=False,
            priority=True,
            id="session.form-apply",
            tooltip="Apply the action",
        ),
    ]

    #: Keys typed since an Enter applied the form, held for the next form's field (None: not holding).
    _held: list[events.Key] | None = None
    #: Where the cursor was when Enter was pressed (it goes back there if no form takes it).
    _held_from: Widget | None = None
    #: The field the next form put the cursor in while the keys were held.
    _held_target: Widget | None = None
    #: Whether the held keys are on their way to it.
    _releasing = False
    #: The widget the cursor was in when the keys began to be held: keys typed before, still on their way
    #: through it, are weighed against its bindings (``on_key``).
    _typed_in: Widget | None = None
    #: Which hold the keys held now are (one more each time keys begin to be held): what a give-back is for.
    _hold = 0
    #: Whether the screen is coming back from a dialog answered while keys are held (``on_screen_resume``).
    _resuming = False
    #: Forms being made now (``SessionApply._open_form``): the held keys wait for the one that comes.
    _making_forms = 0

    def _in_form(self) -> ActionForm | None:
        """The form, when the cursor is in it."""
        form = self._form()
        focused = self.focused
        return form if form is not None and focused is not None and form in focused.ancestors_with_self else None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "form_focus":
            # Everywhere but in the command line, whose Tab completes (this binding replaces the screen's own
            # Tab: limited to the form, Tab did nothing on the action list, and the cursor was stuck there).
            # While keys are held (the cursor nowhere), a Tab waits with them for the next form.
            focused = self.focused
            return focused is not None and (self._in_form() is not None or not isinstance(focused, CommandLine))
        if action == "form_enter":
            if self._in_form() is None or self.focused is None:
                return False
            pick = pick_of(self.focused)
            # On a closed list with nothing picked, Enter opens it (what to apply is not chosen yet), unless keys
            # typed before it still wait in the list (a letter opens it): the app weighs this Enter before the list
            # has handled them ("south" Enter in one burst opened nothing); taken here, the list handles it after.
            return pick is None or pick.expanded or not pick.is_blank() or keys_waiting(pick)
        return super().check_action(action, parameters)

    def action_form_focus(self, step: int) -> None:
        """Tab (shift+tab) in the form: the next (previous) field, before the keys typed after it arrive.

        An open list takes what its search found first (`b` Tab left the field empty)."""
        focused = self.focused
        pick = pick_of(focused)
        if focused is not None and self._held is None and keys_waiting(focused):
            # Keys typed before this Tab still wait in the field: letters in a list (the first opens a closed one,
            # the rest search), Enter on a button. The app weighs Tab before the field has handled them ("sou" Tab
            # in one burst left the province empty; Enter on Apply, then Tab, left the form unapplied and the next
            # entry's keys on the Hand panel). The Tab is held, with the keys typed after it, until it has.
            tab = events.Key("tab", "\t") if step > 0 else events.Key("shift+tab", None)
            self._held, self._held_from, self._typed_in = [tab], pick or focused, focused
            self._hold += 1
            self.set_focus(None)
            # In the screen's turn: a Tab among keys being released is held anew while they are (the release
            # under way would not start another).
            self.call_later(self._release_soon)
            return
        if pick is not None and pick.expanded:
            pick.pick_highlighted(cursor_placed=True)
            # From the list itself, now: its open part, closed, is in no Tab order, and Tab from there went
            # to the first field of the screen (the Map's find box took the next letter).
            self.set_focus(pick, scroll_visible=False)
        if step > 0:
            self.focus_next()
        else:
            self.focus_previous()

    def action_form_enter(self) -> None:
        """Enter in any field of the form (a box, an open list too): apply it when the rules allow.

        The field submits once it has handled the keys typed before Enter; the keys typed after it are
        held until the form is made anew (or nothing is applied) and then reach the field that has the cursor.
        """
        form, focused = self._in_form(), self.focused
        if form is None or focused is None:
            return
        self._held, self._typed_in = [], focused
        self._hold += 1
        # The list itself, not its drop-down (which closes): the cursor comes back to the field.
        pick = pick_of(focused)
        self._held_from = pick or focused
        if isinstance(focused, Input) and self._nothing_on_its_way(focused, form):
            # Applied next in the screen's own turn: handed from the field to the form to the wizard and back,
            # the Enter let the screen be drawn once more before anything was applied. (In the screen's queue,
            # not here: the screen would draw the form half made while this key's handler awaits its mounting.)
            self.set_focus(None)
            form.entered = True
            self.call_later(self._apply_entered)
            return
        focused.call_later(form.enter, focused)
        self.set_focus(None)

    def _nothing_on_its_way(self, field: Input, form: ActionForm) -> bool:
        """Whether every key typed into ``field`` has been handled and its check shown: no message is waiting
        in the field, the form, the wizard or the screen (else the Enter waits its turn behind them)."""
        return not any(waiting(pump) for pump in (field, form, self._wizard(), self))

    async def _apply_entered(self) -> None:
        """What Enter in a field does once the field has handled its keys (``ActionForm.Submitted``)."""
        hold = self._hold  # an Enter among the keys given back to the next form holds the keys after it anew
        request = self._wizard().submitted()
        if request is None:
            self._say_not_applied()
        else:
            # One frame: the next form and the cursor in it drawn together (the cursor, placed after the
            # screen was drawn, restyled and drew it once more: 10-15 ms of each action).
            with self.app.batch_update():
                await self._apply(*request, force=False)
                form = self._form()
                if self._held is not None and form is not None and not self._on_its_way():
                    # Nothing more on its way to change the form: the cursor goes in now, as the form's own
                    # request for it (on its way: Textual focuses a turn later) would put it.
                    self._held_target = self._held_target or form.cursor_field()
                    self._place_held()
        self._give_back_later(hold)

    async def _apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        raise NotImplementedError  # the session screen's

    def hold_keys(self, answered_by: MessagePump | None = None) -> None:
        """A dialog over the screen was answered (``HoldsKeys``): the keys typed after the answer are held, as
        after Enter, until the screen has done what the answer set going (a hand shown makes the form anew),
        then reach the field that asked for the cursor, else the one that had it (the play-test's hand key, y,
        then Down Space Enter at once: the Downs opened the old form's player list)."""
        if self._held is None:
            self._held, self._held_from, self._typed_in = [], self.focused, self.focused
            self._hold += 1
        self.set_focus(None)
        if answered_by is None:
            # In the screen's turn, after the answer's own (run as the dialog goes, or in this queue before it).
            self.call_later(self._give_back, self._hold)
        else:
            # After the answer's own, which ``answered_by`` runs among its next callbacks: from the screen's
            # queue, the give-back came first when the answer was typed ahead (``_release``), and the keys went
            # to the old form before the hand shown had made it anew.
            answered_by.call_next(self.call_later, self._give_back, self._hold)

    @on(events.Key)
    async def _came_back(self, event: events.Key) -> None:
        """A key typed before Enter (or a held Tab, or a dialog's answer), coming back up from the field it was
        typed in once the cursor has left it: the field's binding is run, as Textual would have run it with
        the cursor still there (Space on a card, then Enter, in one burst: the card was never ticked)."""
        typed_in = self._typed_in
        held = self.focused is None and self._held is not None
        if held and typed_in is not None and typed_in.is_attached and await run_bound(typed_in, event.key):
            event.stop()  # taken: the screen's own bindings are not weighed as well

    def on_screen_resume(self) -> None:
        # Before Textual's own handler, which gives a screen with no focus its first focus (``hold_keys`` left it
        # none): that focus is let be, until the screen has resumed.
        if self._held is not None:
            self._resuming = True
            self.call_next(self._resumed)

    def _resumed(self) -> None:
        self._resuming = False

    def _forward_event(self, event: events.Event) -> None:
        # With no widget focused, the app hands keys to the screen: held while the next form is made.
        if isinstance(event, events.Key) and self._held is not None and not event.is_forwarded:
            self._held.append(event)
            return
        super()._forward_event(event)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        if widget is not None and self._held is not None and widget.focusable:
            # The next form asks for the cursor: it has it, with the keys held, once the screen has done
            # making forms (a form made twice in a row would lose the keys the first one was given). Not yet:
            # Textual's auto focus marks its widget focused before it asks (it was drawn with the cursor).
            if widget is not self.focused:
                widget.has_focus = False
            if self._resuming:
                # The first focus Textual gives a screen coming back from a dialog (the map, the form's field):
                # nobody asked for it, the cursor goes where a form asks or back where it was.
                return
            line = self._held_target
            if not (isinstance(line, CommandLine) and line.display and widget is not line):
                # The : line opened among the keys held keeps them: the next form's field asks after it.
                self._held_target = widget
            self._release_soon()
            return
        super().set_focus(widget, scroll_visible, from_app_focus)

    def _release_soon(self) -> None:
        if not self._releasing:
            self._releasing = True
            self.run_worker(self._release_when_settled(), group="type-ahead")

    async def _release_when_settled(self) -> None:
        """The cursor to the field that asked for it last (else where Enter was pressed, else the form's first
        field, else the action list), and the held keys after it, once nothing is left to change the form."""
        try:
            self._wizard()  # NoMatches when the screen is being left
            # A pick or a form still on its way: after it. (A turn of the loop each time, for them to be handled.)
            while self._held is not None and self._on_its_way():
                await asyncio.sleep(0)
            if self._held is None:
                return
            self._place_held()
        except NoMatches:
            pass  # the screen is being left
        finally:
            self._releasing = False

    def _on_its_way(self) -> bool:
        """Whether a pick or a form is still on its way: a message from the Phase panel (or from nowhere, a key)
        waits in the screen or the panel. Redraw requests and other panels' news change no form."""
        if self._making_forms:
            return True  # a form is being made (its mounting lets the loop run): it asks for the cursor next
        wizard = self._wizard()
        # Keys typed before a held Tab, still on their way to the field it was typed in (an open list's part).
        held_from = self._held_from
        parts = held_from.walk_children(with_self=True) if held_from is not None and held_from.is_attached else []
        # Keys typed before the hold, still coming back up from the field they were typed in (``on_key``).
        typed_in = self._typed_in
        if typed_in is not None and typed_in.is_attached:
            parts = [*parts, *typed_in.ancestors_with_self]
        return any(map(keys_waiting, parts)) or any(from_within(pump, wizard) for pump in (self, wizard))

    def _place_held(self) -> None:
        """The cursor where it is wanted, then the held keys after it (no await between: no key typed
        meanwhile comes before them)."""
        form = self._form()
        candidates = [self._held_target, self._held_from]
        candidates += [w for w in form.query("*") if w.focusable] if form is not None else []
        candidates.append(self.query_one("#action-select"))
        for candidate in candidates:
            # A field made of parts (a stepper) takes the cursor in its first part, as its own focus() puts it.
            widget = candidate if candidate is None or candidate.focusable else _first_focusable(candidate)
            if widget is not None and widget.is_attached and widget.focusable and shown(widget):
                super().set_focus(widget)
                break
        self._release()

    def _release(self) -> None:
        """The held keys, in order, to where the cursor now is (as the app would have handed them on)."""
        held = self._held or []
        self._held, self._held_from, self._held_target, self._typed_in = None, None, None, None
        for key in held:
            if self._held is not None:  # an Enter among them applies again: the rest wait for that form
                self._held.append(key)
            elif key.key in ("tab", "shift+tab") and self.check_action("form_focus", ()):
                self.action_form_focus(1 if key.key == "tab" else -1)
            elif key.key == "enter" and self.check_action("form_enter", ()):
                self.action_form_enter()
            elif (screen := self.app.screen) is not self:
                # A key before it opened a dialog (a player's number key): the rest are the dialog's, as typed.
                if not run_priority(screen, key.key):
                    (screen.focused or screen)._forward_event(key)
            elif run_priority(self, key.key):
                pass  # the screen's key (a player's number, alt+1..4, ':'), as the app takes it as it comes
            elif self.focused is not None:
                self.focused._forward_event(key)
            else:
                super()._forward_event(key)

    def _give_back_later(self, hold: int | None = None) -> None:
        """``_give_back`` once the app has done what it has in hand, for the keys held now (or in ``hold``)."""
        self.app.call_later(self._give_back, self._hold if hold is None else hold)

    def _give_back(self, hold: int) -> None:
        """After Enter, once the screen has done what it set going: if no field asked for the cursor (the
        rules refused, or no form came), the held keys go back where they were typed. Only the keys held when
        it was asked for: an Enter among the keys given back holds the keys after it anew, and a give-back
        meant for the first (a pick's, come late) gave them to the old form before the second was applied."""
        if hold == self._hold and self._held is not None and self._held_target is None:
            self._release_soon()

    def on_action_form_chosen(self, message: ActionForm.Chosen) -> None:
        # Enter took another entry of an open list: picked, not applied; what the form would do is brought into
        # sight, and the keys typed meanwhile go back to the list.
        message.stop()
        self._wizard().bring_check_into_view()
        self._give_back_later()

    def on_action_form_submitted(self, message: ActionForm.Submitted) -> None:
        # Enter in any field: the form was checked with its last change (queued before this), so the
        # wizard's Apply says whether the rules allow it.
        message.stop()
        form = self._form()
        wizard = self._wizard()
        action, values = wizard.form_values()
        if form is not None and form.action == message.action == action and not self._checked(action, values):
            # A change typed right before Enter (a card ticked by a key the list took after Enter) whose check is
            # still on its way: checked now, so what Enter applies is what is on screen.
            self._check(action, values)
        if form is None or form.action != message.action or not wizard.submit():
            # Nothing is applied: the keys typed meanwhile go back where they were typed.
            if form is not None and form.action == message.action:
                self._say_not_applied()
            self._give_back_later()

    def _say_not_applied(self) -> None:
        """Enter on a form the rules refuse: nothing is applied, and the status line says why (the check line
        can be out of sight below a long form: at 80x24 Enter seemed to do nothing at all)."""
        wizard = self._wizard()
        if not wizard.refused or not wizard.check_text:
            return
        why = wizard.check_text.splitlines()[0]
        said = tr("Not applied: {why}").format(why=why)
        if not wizard.query_one("#force", Button).disabled:
            said += tr(" (ctrl+f overrides the rule)")
        self.status(said, ok=False)
        wizard.bring_check_into_view()
        form = self._form()
        needed = form.needed_field() if form is not None else None
        if needed is not None and self._held is not None:
            # A needed field is still empty: the cursor goes there (a pick with Enter stayed on its list, and
            # naming eleven caravans' goods took Enter, Tab, Enter each; "say whom Dee takes from" left the
            # cursor on the card).
            self._held_target = needed
            self._release_soon()  # with the keys held since Enter (give-back releases only without a target)

    async def action_back(self) -> None:
        """Esc: an open form closes first, even one the wizard opened by itself; with none open, the table is
        asked before the session is left (the play-test left a session with one Esc meant for a form)."""
        if self._form() is not None:
            await self._wizard().clear()
            self.status(tr("Form closed; Esc again goes back to the home screen."), passing=True)
            return
        if getattr(self.app, "private", False):
            self.app.action_leave_session()  # type: ignore[attr-defined]  # a player's own view stays, saying why
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.app.action_leave_session()  # type: ignore[attr-defined]

        # Escape answers No: a second Esc out of habit keeps the session open.
        self.app.push_screen(
            ConfirmDialog(tr("Leave this session for the home screen? Everything applied is saved.")), answer
        )


def _first_focusable(widget: Widget) -> Widget | None:
    return next((w for w in widget.query("*") if w.focusable), None)
