"""The session screen's form keys: Enter applies from any field, Tab moves on at once, keys typed while the
form is made anew wait for it, and Escape closes the form, then asks before leaving the session.

Textual resolves Tab when the key has come back up from the field, after the keys typed behind it have
already gone into the field (the play-test's ``Cy<Tab>Dee`` gave "CyDee"); and keys typed while an applied
form is replaced reached the old field or the action list. Here Tab and Enter in a form are handled as the
app takes each key, in the order typed: Tab moves the cursor there and then (from a list with letters still on
their way into it, once it has taken them: the keys behind it are held meanwhile); Enter leaves the cursor
nowhere, so the keys behind it are held, and hands them, in order, to the field the next form puts the
cursor in. Enter on the Phase panel's action list is taken so too: the list's own, weighed after the keys typed
behind it, let them reach the list (a player's number key searched it instead of showing the hand).

One part of ``SessionScreen`` (``session.py``), held as ``screen.form_keys``: the screen keeps the Textual hooks
(the bindings, actions and handlers) and hands them here. The keys held are ``HeldKeys``' (``session_held.py``,
the screen's ``held``). It reads the screen only through ``KeysHost``.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual import events
from textual.screen import Screen
from textual.widgets import Button, Input

from engine.i18n import tr
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.queued import after_keys_come_back, keys_waiting, waiting
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_check import FormCheck
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_host import Allows, SessionHost
from tui.app.screens.session_status import StatusLine
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.pick import PickList, PickOverlay, pick_of


class KeysHost(SessionHost, Protocol):
    """The session screen, as the form's keys see it."""

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    @property
    def held(self) -> HeldKeys:
        """The keys held while the cursor is nowhere."""

    @property
    def applying(self) -> FormApply:
        """Forms made, checked and applied."""

    @property
    def checks(self) -> FormCheck:
        """The form's dry run."""

    @property
    def status_line(self) -> StatusLine:
        """The status line."""

    async def open_form(self, action: str, take_cursor: bool = True) -> None:
        """Make the action's form anew and check it."""


class FormKeys:
    """Enter, Tab and Escape in the session's form, and the keys typed while it is made anew."""

    def __init__(self, screen: KeysHost) -> None:
        self.screen = screen
        #: The same screen, as Textual's ``Screen`` (its queue, its focus chain).
        self.node = screen.screen
        #: The keys held while the cursor is nowhere (the screen's part, built before this one).
        self.held = screen.held

    def _in_form(self) -> ActionForm | None:
        """The form, when the cursor is in it."""
        form = self.screen.form()
        focused = self.screen.focused
        return form if form is not None and focused is not None and form in focused.ancestors_with_self else None

    def check_action(self, action: str, parameters: tuple[object, ...], otherwise: Allows) -> bool | None:
        """Whether Tab or Enter is the form's now; other keys as ``otherwise`` says (``check_action``)."""
        if action == "form_focus":
            # Everywhere but in the command line, whose Tab completes (this binding replaces the screen's own
            # Tab: limited to the form, Tab did nothing on the action list, and the cursor was stuck there).
            # While keys are held (the cursor nowhere), a Tab waits with them for the next form.
            focused = self.screen.focused
            return focused is not None and (self._in_form() is not None or not isinstance(focused, CommandLine))
        if action == "form_enter":
            if self._on_apply() is not None:
                return True  # Apply with the cursor: taken as it comes, the keys typed after it held for the next form
            actions = self._on_actions()
            if actions is not None:
                # Enter on the action list too (it opens the chosen action's form, or another one picked): weighed
                # as it came, the keys typed after it went to the list (a player's number key searched it, and
                # nothing was shown). A closed list with nothing chosen opens on Enter, as typed.
                return actions.expanded or not actions.is_blank() or keys_waiting(actions)
            # Every Enter in the form is taken as it comes, the keys typed after it held for what it opens: on a
            # closed list with nothing picked, the list's own Enter runs in its turn (``_enter_on_blank``). Left
            # to the list, the keys typed behind it waited in the list and were its search once it had applied
            # (the play-test's take loop: Enter then "tax" Enter, the next take's form empty and the keys gone).
            return self._in_form() is not None and self.screen.focused is not None
        return otherwise(action, parameters)

    def form_focus(self, step: int) -> None:
        """Tab (shift+tab) in the form: the next (previous) field, before the keys typed after it arrive.

        An open list takes what its search found first (`b` Tab left the field empty)."""
        focused = self.screen.focused
        pick = pick_of(focused)
        if focused is not None and self.held.keys is None and keys_waiting(focused):
            # Keys typed before this Tab still wait in the field: letters in a list (the first opens a closed one,
            # the rest search), Enter on a button. The app weighs Tab before the field has handled them ("sou" Tab
            # in one burst left the province empty; Enter on Apply, then Tab, left the form unapplied and the next
            # entry's keys on the Hand panel). The Tab is held, with the keys typed after it, until it has.
            tab = events.Key("tab", "\t") if step > 0 else events.Key("shift+tab", None)
            self.held.keys, self.held.held_from, self.held.typed_in = (
                [tab],
                pick or focused,
                focused,
            )
            self.held.hold += 1
            self.screen.set_focus(None)
            # In the screen's turn: a Tab among keys being released is held anew while they are (the release
            # under way would not start another).
            self.node.call_later(self.held.release_soon)
            return
        form = self._in_form()
        moved_on = form.moved_on if form is not None else None
        if form is not None:
            form.moved_on = None  # one Tab only
        picked = moved_on[0] if moved_on is not None and moved_on[1] is focused else None
        if step > 0 and picked is not None and picked.is_attached and picked.focusable:
            # Right after a pick moved the cursor on (to the next field needed): Tab goes on from the pick, as the
            # player pressing it meant; from the field reached it left the form for the Hand panel. (shift+tab goes
            # back from where the cursor is: to the pick, the field the player had just left.)
            focused = picked
            pick = pick_of(focused)
            self.screen.set_focus(focused, scroll_visible=False)
        if pick is not None and pick.expanded:
            pick.pick_highlighted(cursor_placed=True)
            # From the list itself, now: its open part, closed, is in no Tab order, and Tab from there went
            # to the first field of the screen (the Map's find box took the next letter).
            self.screen.set_focus(pick, scroll_visible=False)
        if step > 0:
            self.node.focus_next()
        else:
            self.node.focus_previous()

    def seen(self, event: events.Key) -> None:
        """Any key but Tab after a pick moved the cursor on: the player has seen where it is (``form_focus``)."""
        form = self.screen.form() if event.key not in ("tab", "shift+tab") else None
        if form is not None:
            form.moved_on = None

    def form_enter(self) -> None:
        """Enter in any field of the form (a box, an open list too): apply it when the rules allow.

        The field submits once it has handled the keys typed before Enter; the keys typed after it are
        held until the form is made anew (or nothing is applied) and then reach the field that has the cursor.
        """
        form, focused, actions = self._in_form(), self.screen.focused, self._on_actions()
        if focused is not None and self._on_apply() is not None:
            # Apply pressed with Enter: applied in the button's turn, as a field's Enter applies (left to the
            # button, the keys typed after it reached the button and were lost: the take loop's "Bo" Enter, then
            # Enter on Apply and "tax" Enter, in one burst).
            self.held.keys, self.held.typed_in, self.held.held_from = [], focused, focused
            self.held.hold += 1
            self.screen.set_focus(None)
            focused.call_later(self._apply_entered)
            return
        if focused is None or (form is None and actions is None):
            return
        self.held.keys, self.held.typed_in = [], focused
        self.held.hold += 1
        # The list itself, not its drop-down (which closes): the cursor comes back to the field.
        pick = pick_of(focused)
        self.held.held_from = pick or focused
        if actions is not None or form is None:
            # In the list's turn, after the letters typed before Enter (the first opens it, the rest search).
            focused.call_later(self._enter_on_actions, actions, self.held.hold)
            self.screen.set_focus(None)
            return
        if pick is not None and not pick.expanded and pick.is_blank():
            # The list's own Enter (it opens the list, or applies where the list does), in the list's turn after
            # the keys typed before it (a letter opens the list and the rest search it: "south" Enter in one burst).
            pick.call_later(self._enter_on_blank, pick, form, self.held.hold)
            self.screen.set_focus(None)
            return
        if isinstance(focused, Input) and self._nothing_on_its_way(focused, form):
            # Applied next in the screen's own turn: handed from the field to the form to the wizard and back,
            # the Enter let the screen be drawn once more before anything was applied. (In the screen's queue,
            # not here: the screen would draw the form half made while this key's handler awaits its mounting.)
            self.screen.set_focus(None)
            form.entered = True
            self.node.call_later(self._apply_entered)
            return
        focused.call_later(form.enter, focused)
        self.screen.set_focus(None)

    async def _enter_on_blank(self, pick: PickList, form: ActionForm, hold: int) -> None:
        """Enter on a list with nothing picked, as the list takes it (``action_form_enter``): the list opens and
        asks for the cursor, or the form is submitted and applied; the keys held go where the cursor is then.
        A list that took it as neither gives the keys held back. A list a letter typed before Enter has opened
        meanwhile takes it as any open list does (``ActionForm.enter``)."""
        if not pick.is_attached:
            self.held.give_back_later(hold)
            return
        if pick.expanded or not pick.is_blank():
            form.enter(pick)
            return
        key = events.Key("enter", "\r")
        await pick._on_key(key)
        if not key._stop_propagation:
            self.held.give_back_later(hold)

    def _on_apply(self) -> Button | None:
        """The Phase panel's Apply, when the cursor is on it."""
        focused = self.screen.focused
        if isinstance(focused, Button) and focused.id == "apply" and self.screen.wizard() in focused.ancestors:
            return focused
        return None

    def _on_actions(self) -> PickList | None:
        """The action list, when the cursor is on it (or in its open part)."""
        pick = pick_of(self.screen.focused)
        return pick if pick is not None and pick.id == "action-select" else None

    def _enter_on_actions(self, actions: PickList | None, hold: int) -> None:
        """Enter on the action list, as the list's own Enter and the Phase panel would take it, in the list's
        turn: on the open list, the entry highlighted (``_take_highlighted``); on the closed one, the chosen
        action's form is gone into, or applied when it needs nothing more and the rules allow it."""
        if actions is None or hold != self.held.hold or self.held.keys is None:
            return
        if actions.expanded:
            typed = actions.query_one(PickOverlay).typed
            parts = self.held.typed_in.ancestors_with_self if self.held.typed_in is not None else []
            if any(map(keys_waiting, parts)):
                # Keys typed before Enter still come back up, where their bindings run (``_came_back``: a Down
                # moves the highlight): the entry is taken behind them (the list, left, closes meanwhile).
                self.held.entering_actions = True
                after_keys_come_back(actions, lambda: self._take_highlighted(actions, hold, typed))
            else:
                self._take_highlighted(actions, hold, typed)
        else:
            self._enter_on_closed(actions, hold)

    def _enter_on_closed(self, actions: PickList, hold: int) -> None:
        """Enter on the closed action list: it opens with nothing chosen, else the chosen action's form is gone
        into, or applied (``_actions_entered``)."""
        if actions.is_blank():
            actions.action_show_overlay()
            self.held.target = actions.query_one(PickOverlay)
            self.held.place_held()
        else:
            self.node.call_later(self._actions_entered, None, hold)

    def _take_highlighted(self, actions: PickList, hold: int, typed: str) -> None:
        """The open action list's Enter: on the entry shown the list closes, on another its form is made (the
        cursor in its first field), and a search that found nothing (``typed``) picks nothing, the list staying
        open. The keys held since go where the cursor is then."""
        if hold != self.held.hold or self.held.keys is None or not actions.is_attached:
            self.held.entering_actions = False
            return
        if self.held.entering_actions and any(map(waiting, actions.walk_children(with_self=True))):
            # What the keys typed before Enter set going is still on its way (Escape's close): behind it too.
            after_keys_come_back(actions, lambda: self._take_highlighted(actions, hold, typed))
            return
        self.held.entering_actions = False
        if not actions.expanded and self.held.target is actions:
            # Closed by a key typed before Enter (Escape), which put the cursor back on it: Enter on the closed
            # list. (Closed by the cursor leaving it, it asks for none.)
            self.held.target = None
            self._enter_on_closed(actions, hold)
            return
        overlay = actions.query_one(PickOverlay)
        index = overlay.chosen
        if index is None:
            if not actions.expanded:
                actions.expanded = True
                overlay.search(typed)
            self.held.target = overlay  # the search goes on
            self.held.place_held()
            return
        actions.expanded = False
        picked = actions._options[index][1]
        if not isinstance(picked, str) or picked == actions.value:
            # The action already chosen: its form is gone into, as from the closed list (the cursor stayed on the
            # list, and the play-test's "move" Down Enter seemed to pick nothing).
            form = self.screen.form() if isinstance(picked, str) else None
            self.held.target = (form.cursor_field() if form is not None else None) or actions
            self.held.place_held()
            return
        self.screen.wizard().show_picked(picked)  # made here, in order, not by the pick sent round
        self.node.call_later(self._actions_entered, picked, hold)

    async def _actions_entered(self, picked: str | None, hold: int) -> None:
        """The form of the action Enter ``picked`` made, else the chosen one's gone into or applied (when it
        needs nothing more and the rules allow it), the cursor in its first empty field with the keys held."""
        wizard = self.screen.wizard()
        with self.screen.app.batch_update():
            form = self.screen.form()
            if picked is not None:
                await self.screen.open_form(picked, take_cursor=False)
            elif form is not None and not form.required_missing() and not wizard.query_one("#apply").disabled:
                action, values = wizard.form_values()
                if action is not None:
                    await self.screen.apply(action, values, force=False)
            form = self.screen.form()
            if form is not None and self.held.keys is not None and hold == self.held.hold:
                self.held.target = self.held.target or form.cursor_field()
                if self.held.on_its_way():
                    self.held.release_soon()
                else:
                    self.held.place_held()
        self.held.give_back_later(hold)

    def _nothing_on_its_way(self, field: Input, form: ActionForm) -> bool:
        """Whether every key typed into ``field`` has been handled and its check shown: no message is waiting
        in the field, the form, the wizard or the screen (else the Enter waits its turn behind them)."""
        return not any(waiting(pump) for pump in (field, form, self.screen.wizard(), self.node))

    async def _apply_entered(self) -> None:
        """What Enter in a field does once the field has handled its keys (``ActionForm.Submitted``)."""
        hold = self.held.hold  # an Enter among the keys given back to the next form holds the keys after it anew
        request = self.screen.wizard().submitted()
        if request is None:
            self.screen.applying.say_not_applied()
        else:
            # One frame: the next form and the cursor in it drawn together (the cursor, placed after the
            # screen was drawn, restyled and drew it once more: 10-15 ms of each action).
            with self.screen.app.batch_update():
                await self.screen.apply(*request, force=False)
                form = self.screen.form()
                if self.held.keys is not None and form is not None and not self.held.on_its_way():
                    # Nothing more on its way to change the form: the cursor goes in now, as the form's own
                    # request for it (on its way: Textual focuses a turn later) would put it.
                    self.held.target = self.held.target or form.cursor_field()
                    self.held.place_held()
        self.held.give_back_later(hold)

    def chosen(self, message: ActionForm.Chosen) -> None:
        """``on_action_form_chosen``."""
        # Enter took another entry of an open list: picked, not applied; what the form would do is brought into
        # sight, and the keys typed meanwhile go back to the list.
        message.stop()
        self.screen.wizard().bring_check_into_view()
        self.held.give_back_later()

    def submitted(self, message: ActionForm.Submitted) -> None:
        """``on_action_form_submitted``."""
        # Enter in any field: the form was checked with its last change (queued before this), so the
        # wizard's Apply says whether the rules allow it.
        message.stop()
        form = self.screen.form()
        wizard = self.screen.wizard()
        action, values = wizard.form_values()
        if (
            form is not None
            and form.action == message.action == action
            and not self.screen.checks.checked(action, values)
        ):
            # A change typed right before Enter (a card ticked by a key the list took after Enter) whose check is
            # still on its way: checked now, so what Enter applies is what is on screen.
            self.screen.checks.check(action, values)
        if form is None or form.action != message.action or not wizard.submit():
            # Nothing is applied: the keys typed meanwhile go back where they were typed.
            if form is not None and form.action == message.action:
                self.screen.applying.say_not_applied()
            self.held.give_back_later()

    async def back(self) -> None:
        """Esc: an open form closes first, even one the wizard opened by itself; with none open, the table is
        asked before the session is left (the play-test left a session with one Esc meant for a form)."""
        if self.screen.form() is not None:
            await self.screen.wizard().clear()
            # What the next Esc does, as it does it: it asks first (it said "goes back", and the play-test's
            # two Escs, the question then its No, seemed to do nothing).
            self.screen.status(tr("Form closed; Esc again asks whether to leave for the home screen."), passing=True)
            return
        if getattr(self.screen.app, "private", False):
            self.screen.app.action_leave_session()  # type: ignore[attr-defined]  # a player's own view stays, saying why
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.screen.app.action_leave_session()  # type: ignore[attr-defined]
            elif self.screen.status_line.passing:
                self.screen.status("")  # the hint was answered: it no longer says what the next Esc does

        # Escape answers No: a second Esc out of habit keeps the session open.
        self.screen.app.push_screen(
            ConfirmDialog(tr("Leave this session for the home screen? Everything applied is saved.")), answer
        )
