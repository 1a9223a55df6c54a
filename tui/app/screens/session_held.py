"""Keys held while the cursor is nowhere for a moment (after Enter, a held Tab, a dialog's answer): kept in
order by the session screen until the next form puts the cursor in a field (or, with no form, until the cursor
is back where they were typed), then handed there as the app would have handed them on.

A key typed before the hold began, still coming back up from the field it was typed in, is given that field's
binding (``came_back``); the keys held are released only once nothing that changes the form is on its way
(``on_its_way``). One part of ``SessionScreen`` (``session.py``), held as ``screen.held``; the form's keys
(``session_keys.py``) hold them. It reads the screen only through ``HeldHost``.
"""

from __future__ import annotations

import asyncio
from typing import Any, Protocol

from textual import events
from textual.css.query import NoMatches
from textual.message_pump import MessagePump
from textual.screen import Screen
from textual.widget import Widget

from engine.i18n import ntr
from tui.app.screens.queued import from_within, going, keys_waiting, run_bound, run_priority
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_parts import shown
from tui.app.widgets.command_line import CommandLine


class HeldHost(SessionHost, Protocol):
    """The session screen, as the keys held see it."""

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    def focus_now(self, widget: Widget) -> None:
        """Put the cursor on ``widget`` now, as Textual does (past the screen's own ``set_focus``)."""

    def forward_unheld(self, event: events.Event) -> None:
        """Hand ``event`` on as Textual's screen does (past the screen's own ``_forward_event``)."""

    def key_seen(self, event: events.Key) -> None:
        """A key as it comes, before any widget or binding takes it."""

    def show_panel_of(self, widget: Widget) -> None:
        """Show the panel ``widget`` is in."""

    def action_form_focus(self, step: int) -> None:
        """Tab (shift+tab) in the form."""

    def action_form_enter(self) -> None:
        """Enter in the form."""


class HeldKeys:
    """The keys typed while the cursor is nowhere, held and handed on in order."""

    def __init__(self, screen: HeldHost) -> None:
        self.screen = screen
        #: The same screen, as Textual's ``Screen`` (its queue, its workers).
        self.node = screen.screen
        #: Keys typed since an Enter applied the form, held for the next form's field (None: not holding).
        self.keys: list[events.Key] | None = None
        #: Where the cursor was when Enter was pressed (it goes back there if no form takes it).
        self.held_from: Widget | None = None
        #: The field the next form put the cursor in while the keys were held.
        self.target: Widget | None = None
        #: Whether the held keys are on their way to it.
        self._releasing = False
        #: The widget the cursor was in when the keys began to be held: keys typed before, still on their way
        #: through it, are weighed against its bindings (``came_back``).
        self.typed_in: Widget | None = None
        #: Which hold the keys held now are (one more each time keys begin to be held): what a give-back is for.
        self.hold = 0
        #: Whether the screen is coming back from a dialog answered while keys are held (``resume``).
        self.resuming = False
        #: Forms being made now (``_open_form``): the held keys wait for the one that comes.
        self.making_forms = 0
        #: Whether an Enter on the open action list waits behind the keys typed before it (``FormKeys``).
        self.entering_actions = False

    def hold_keys(self, answered_by: MessagePump | None = None) -> None:
        """A dialog over the screen was answered (``HoldsKeys``): the keys typed after the answer are held, as
        after Enter, until the screen has done what the answer set going (a hand shown makes the form anew),
        then reach the field that asked for the cursor, else the one that had it (the play-test's hand key, y,
        then Down Space Enter at once: the Downs opened the old form's player list)."""
        if self.keys is None:
            self.keys, self.held_from, self.typed_in = [], self.screen.focused, self.screen.focused
            self.hold += 1
        self.screen.set_focus(None)
        if answered_by is None:
            # In the screen's turn, after the answer's own (run as the dialog goes, or in this queue before it).
            self.node.call_later(self.give_back, self.hold)
        else:
            # After the answer's own, which ``answered_by`` runs among its next callbacks: from the screen's
            # queue, the give-back came first when the answer was typed ahead (``_release``), and the keys went
            # to the old form before the hand shown had made it anew.
            answered_by.call_next(self.node.call_later, self.give_back, self.hold)

    def hold_behind(self, typed_in: Widget, back: Widget | None) -> None:
        """The cursor left ``typed_in`` while keys typed there are still on their way through it (Escape on the
        : line, the next word typed at once): they are held, with the keys typed after them, and handed in order
        to ``back`` (else the form's first field) once none is left on its way (the play-test's "leg" typed
        behind Escape went into the closed line, or the action list)."""
        if self.keys is None:
            self.keys = []
            self.hold += 1
        self.held_from, self.typed_in = back, typed_in
        self.screen.set_focus(None)
        self.node.call_later(self.give_back, self.hold)

    def cursor_was(self) -> Widget | None:
        """Where the cursor is; while keys are held (the cursor nowhere for a moment), where it was."""
        return self.screen.focused or self.held_from

    def waits_held(self, key: str) -> bool:
        """Whether the screen's own ``key``, taken as the app receives it (ctrl+n), waits behind the keys held now
        (handed on with them, in order): ctrl+n typed after a name and Enter ran before them, on the form they
        had not filled in yet, and the app never settled."""
        if self.keys is None:
            return False
        self.keys.append(events.Key(key, None))
        return True

    def hold_for_form(self) -> int:
        """A form is about to open in a worker (ctrl+n): the keys typed from now on are held until it puts the
        cursor in its field, not handed meanwhile to where the cursor was (after alt+1 and ctrl+n, the name typed
        for the player who follows went into the map). Returns the hold, for the give-back if no form came."""
        if self.keys is None:
            self.keys, self.held_from, self.typed_in = [], self.screen.focused, self.screen.focused
            self.hold += 1
        self.screen.set_focus(None)
        return self.hold

    def hold_typed(self, keys: list[events.Key]) -> None:
        """Before the screen is shown: ``keys`` (typed on the home screen as it opened this session) and the keys
        typed until the screen puts the cursor in a field are held, then handed there in order."""
        self.keys, self.held_from, self.typed_in, self.target = list(keys), None, None, None
        self.hold += 1

    async def came_back(self, event: events.Key) -> None:
        """A key typed before Enter (or a held Tab, or a dialog's answer), coming back up from the field it was
        typed in once the cursor has left it: the field's binding is run, as Textual would have run it with
        the cursor still there (Space on a card, then Enter, in one burst: the card was never ticked)."""
        typed_in = self.typed_in
        held = self.screen.focused is None and self.keys is not None
        if held and typed_in is not None and typed_in.is_attached and await run_bound(typed_in, event.key):
            event.stop()  # taken: the screen's own bindings are not weighed as well

    def resume(self) -> None:
        """The screen resumes (``on_screen_resume``)."""
        # Before Textual's own handler, which gives a screen with no focus its first focus (``hold_keys`` left it
        # none): that focus is let be, until the screen has resumed.
        if self.keys is not None:
            self.resuming = True
            self.node.call_next(self._resumed)

    def _resumed(self) -> None:
        self.resuming = False

    def sees(self) -> bool:
        """Whether a key is seen as it comes (``key_seen``): one typed while keys are held is seen as it is
        handed on (``_release``), once the form it was typed for is made (a Space typed right after a hand was
        shown, seen at once, hid the cards it was to tick)."""
        return self.keys is None or self.screen.focused is not None

    def keeps(self, event: events.Event) -> bool:
        """Whether ``event``, handed to the screen (no widget focused), is a key held while the next form is
        made (``_forward_event``)."""
        if isinstance(event, events.Key) and self.keys is not None and not event.is_forwarded:
            self.keys.append(event)
            return True
        return False

    def takes_focus(self, widget: Widget | None) -> bool:
        """Whether the cursor asked for ``widget`` stays where it is (``set_focus``): a field going away, or
        keys held (the field that asked has it with them, once the screen has done making forms)."""
        if widget is not None and going(widget):
            # Asked for before its form was replaced (an undo made the old form anew as the form the rules wait
            # for took its place): the cursor, and every key with it, stayed on a removed field; ctrl+q too.
            return True
        if widget is not None and self.keys is not None and widget.focusable:
            # The next form asks for the cursor: it has it, with the keys held, once the screen has done
            # making forms (a form made twice in a row would lose the keys the first one was given). Not yet:
            # Textual's auto focus marks its widget focused before it asks (it was drawn with the cursor).
            if widget is not self.screen.focused:
                widget.has_focus = False
            if self.resuming:
                # The first focus Textual gives a screen coming back from a dialog (the map, the form's field):
                # nobody asked for it, the cursor goes where a form asks or back where it was.
                return True
            line = self.target
            if not (isinstance(line, CommandLine) and line.display and widget is not line):
                # The : line opened among the keys held keeps them: the next form's field asks after it.
                self.target = widget
            self.release_soon()
            return True
        return False

    def release_soon(self) -> None:
        if not self._releasing:
            self._releasing = True
            self.node.run_worker(self._release_when_settled(), group="type-ahead")

    async def _release_when_settled(self) -> None:
        """The cursor to the field that asked for it last (else where Enter was pressed, else the form's first
        field, else the action list), and the held keys after it, once nothing is left to change the form."""
        try:
            self.screen.wizard()  # NoMatches when the screen is being left
            # A pick or a form still on its way: after it. (A turn of the loop each time, for them to be handled.)
            while self.keys is not None and self.on_its_way():
                await asyncio.sleep(0)
            if self.keys is None:
                return
            self.place_held()
        except NoMatches:
            pass  # the screen is being left
        finally:
            self._releasing = False

    def on_its_way(self) -> bool:
        """Whether a pick or a form is still on its way: a message from the Phase panel (or from nowhere, a key)
        waits in the screen or the panel. Redraw requests and other panels' news change no form."""
        if self.making_forms or self.entering_actions:
            return True  # a form is being made (its mounting lets the loop run): it asks for the cursor next
        wizard = self.screen.wizard()
        # Keys typed before a held Tab, still on their way to the field it was typed in (an open list's part).
        held_from = self.held_from
        parts = held_from.walk_children(with_self=True) if held_from is not None and held_from.is_attached else []
        # Keys typed before the hold, still coming back up from the field they were typed in (``on_key``).
        typed_in = self.typed_in
        if typed_in is not None and typed_in.is_attached:
            parts = [*parts, *typed_in.ancestors_with_self]
        return any(map(keys_waiting, parts)) or any(from_within(pump, wizard) for pump in (self.node, wizard))

    def place_held(self) -> None:
        """The cursor where it is wanted, then the held keys after it (no await between: no key typed
        meanwhile comes before them)."""
        form = self.screen.form()
        target = self.target
        if target is not None and target.is_attached and target.focusable and not shown(target):
            # The next form's field, on a tab not shown (alt+1, then ctrl+n, at 80x24).
            self.screen.show_panel_of(target)
        candidates = [target, self.held_from]
        candidates += [w for w in form.query("*") if w.focusable] if form is not None else []
        candidates.append(self.screen.query_one("#action-select"))
        for candidate in candidates:
            # A field made of parts (a stepper) takes the cursor in its first part, as its own focus() puts it.
            widget = candidate if candidate is None or candidate.focusable else _first_focusable(candidate)
            if widget is not None and widget.is_attached and widget.focusable and shown(widget):
                self.screen.focus_now(widget)
                break
        self._release()

    def _release(self) -> None:
        """The held keys, in order, to where the cursor now is (as the app would have handed them on)."""
        held = self.keys or []
        self.keys, self.held_from, self.target, self.typed_in = None, None, None, None
        if held and self.screen.app.screen is not self.node:
            # A question came up before the keys were handed on (the Enter that held them applied a form the
            # rules ask about): they were typed ahead of it, not for it. Handed to the form under it, each Enter
            # applied it again and stacked one more question; handed to the question, a letter answered it.
            self.set_aside(len(held))
            return
        for key in held:
            if self.keys is not None:  # an Enter among them applies again: the rest wait for that form
                self.keys.append(key)
                continue
            if (screen := self.screen.app.screen) is not self.node:
                # A key among them opened a dialog (a player's number key): the rest are the dialog's, as typed
                # (first: an Enter or a Tab is the dialog's, not the form's under it).
                if not run_priority(screen, key.key):
                    (screen.focused or screen)._forward_event(key)
                continue
            self.screen.key_seen(key)  # seen now it is handed on (not as it came, ``key_seen``)
            if key.key in ("tab", "shift+tab") and self.screen.check_action("form_focus", ()):
                self.screen.action_form_focus(1 if key.key == "tab" else -1)
            elif key.key == "enter" and self.screen.check_action("form_enter", ()):
                self.screen.action_form_enter()
            elif run_priority(self.node, key.key):
                pass  # the screen's key (a player's number, alt+1..4, ':'), as the app takes it as it comes
            elif self.screen.focused is not None:
                self.screen.focused._forward_event(key)
            else:
                self.screen.forward_unheld(key)

    def set_aside(self, count: int) -> None:
        """``count`` keys typed ahead of a question are dropped, and the status line says so (the table answers
        the question first, then types on)."""
        said = ntr(
            "{n} key typed ahead was set aside: answer the question first.",
            "{n} keys typed ahead were set aside: answer the question first.",
            count,
        )
        self.screen.status(said.format(n=count), ok=False)

    def give_back_later(self, hold: int | None = None) -> None:
        """``give_back`` once the app has done what it has in hand, for the keys held now (or in ``hold``)."""
        self.screen.app.call_later(self.give_back, self.hold if hold is None else hold)

    def give_back(self, hold: int) -> None:
        """After Enter, once the screen has done what it set going: if no field asked for the cursor (the
        rules refused, or no form came), the held keys go back where they were typed. Only the keys held when
        it was asked for: an Enter among the keys given back holds the keys after it anew, and a give-back
        meant for the first (a pick's, come late) gave them to the old form before the second was applied."""
        if hold == self.hold and self.keys is not None and self.target is None:
            self.release_soon()


def _first_focusable(widget: Widget) -> Widget | None:
    return next((w for w in widget.query("*") if w.focusable), None)
