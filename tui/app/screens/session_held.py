"""Keys held while the cursor is nowhere for a moment (after Enter, a held Tab, a dialog's answer): kept in
order by the session screen until the next form puts the cursor in a field (or, with no form, until the cursor
is back where they were typed), then handed there as the app would have handed them on.

A key typed before the hold began, still coming back up from the field it was typed in, is given that field's
binding (``_came_back``); the keys held are released only once nothing that changes the form is on its way
(``_on_its_way``). ``SessionKeys`` (``session_keys.py``) holds them; kept apart so each module stays readable.
"""

from __future__ import annotations

import asyncio
from typing import Any

from textual import events, on
from textual.css.query import NoMatches
from textual.message_pump import MessagePump
from textual.widget import Widget

from tui.app.screens.queued import from_within, going, keys_waiting, run_bound, run_priority
from tui.app.screens.session_base import SessionBase
from tui.app.screens.session_parts import shown
from tui.app.widgets.command_line import CommandLine


class SessionHeld(SessionBase):
    """The keys typed while the cursor is nowhere, held and handed on in order."""

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
    #: Whether an Enter on the open action list waits behind the keys typed before it (``_enter_on_actions``).
    _entering_actions = False

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

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        """The cursor left ``typed_in`` while keys typed there are still on their way through it (Escape on the
        : line, the next word typed at once): they are held, with the keys typed after them, and handed in order
        to ``back`` (else the form's first field) once none is left on its way (the play-test's "leg" typed
        behind Escape went into the closed line, or the action list)."""
        if self._held is None:
            self._held = []
            self._hold += 1
        self._held_from, self._typed_in = back, typed_in
        self.set_focus(None)
        self.call_later(self._give_back, self._hold)

    def cursor_was(self) -> Widget | None:
        """Where the cursor is; while keys are held (the cursor nowhere for a moment), where it was."""
        return self.focused or self._held_from

    def waits_held(self, key: str) -> bool:
        """Whether the screen's own ``key``, taken as the app receives it (ctrl+n), waits behind the keys held now
        (handed on with them, in order): ctrl+n typed after a name and Enter ran before them, on the form they
        had not filled in yet, and the app never settled."""
        if self._held is None:
            return False
        self._held.append(events.Key(key, None))
        return True

    def hold_for_form(self) -> int:
        """A form is about to open in a worker (ctrl+n): the keys typed from now on are held until it puts the
        cursor in its field, not handed meanwhile to where the cursor was (after alt+1 and ctrl+n, the name typed
        for the player who follows went into the map). Returns the hold, for the give-back if no form came."""
        if self._held is None:
            self._held, self._held_from, self._typed_in = [], self.focused, self.focused
            self._hold += 1
        self.set_focus(None)
        return self._hold

    def hold_typed(self, keys: list[events.Key]) -> None:
        """Before the screen is shown: ``keys`` (typed on the home screen as it opened this session) and the keys
        typed until the screen puts the cursor in a field are held, then handed there in order."""
        self._held, self._held_from, self._typed_in, self._held_target = list(keys), None, None, None
        self._hold += 1

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

    def key_seen(self, event: events.Key) -> None:
        """A key as it comes (``SessionBase``): one typed while keys are held is seen as it is handed on
        (``_release``), once the form it was typed for is made (a Space typed right after a hand was shown,
        seen at once, hid the cards it was to tick)."""
        if self._held is None or self.focused is not None:
            super().key_seen(event)

    def _forward_event(self, event: events.Event) -> None:
        # With no widget focused, the app hands keys to the screen: held while the next form is made.
        if isinstance(event, events.Key) and self._held is not None and not event.is_forwarded:
            self._held.append(event)
            return
        super()._forward_event(event)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        if widget is not None and going(widget):
            # Asked for before its form was replaced (an undo made the old form anew as the form the rules wait
            # for took its place): the cursor, and every key with it, stayed on a removed field; ctrl+q too.
            return
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

    def scroll_to_center(self, widget: Widget, animate: bool = True, **how: Any) -> None:
        """Bring the field with the cursor into sight at once (Textual's focus does it with an animation).

        Animated, the Phase panel's own scrolling (the check line kept in sight under the field) came mid-way: in
        Hellas's reinforcements, Tab from the Greeks to the ships left that list's top row, the one marked with
        the cursor, above the panel (the play-test's field marker lost after Tab Tab).
        """
        how.pop("immediate", None)
        super().scroll_to_center(widget, False, immediate=True, **how)

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
        if self._making_forms or self._entering_actions:
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
        target = self._held_target
        if target is not None and target.is_attached and target.focusable and not shown(target):
            self._show_panel_of(target)  # the next form's field, on a tab not shown (alt+1, then ctrl+n, at 80x24)
        candidates = [target, self._held_from]
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
                continue
            if self.app.screen is self:
                self.key_seen(key)  # seen now it is handed on (not as it came, ``key_seen``)
            if key.key in ("tab", "shift+tab") and self.check_action("form_focus", ()):
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

    def _show_panel_of(self, widget: Widget) -> None:
        raise NotImplementedError  # ``SessionLayout``'s: the panel ``widget`` is in shown

    def action_form_focus(self, step: int) -> None:
        raise NotImplementedError  # ``SessionKeys``'s Tab

    def action_form_enter(self) -> None:
        raise NotImplementedError  # ``SessionKeys``'s Enter


def _first_focusable(widget: Widget) -> Widget | None:
    return next((w for w in widget.query("*") if w.focusable), None)
