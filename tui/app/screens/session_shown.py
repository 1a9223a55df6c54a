"""The session screen's form as the table stands: cards a player showed for an entry are named only while that
player makes it, and a field whose offers depend on another field's value is offered anew as that value changes.

A hand shown on the shared screen (its number key, then yes) names its cards in the form the rules wait for.
They stay named while the cursor is in the Phase panel, for the table the player showed them on: the cursor
gone elsewhere (alt+4 to the Log), or the table changed under the form (an undo, the turn passed, a change made
from another screen), the form names them no more (play-test: the next player read them there). Keys typed in
the form hide the hand panel but not the form's list, or the cards could not be ticked; with no key for the
hand's seconds, the list hides too.

An entry's offers read the form's other fields (``session_forms``: the cards of the place named, the provinces
where the piece named may go, the hand of the player named): as one changes, the fields whose offers changed
are made anew, keeping the values still offered; a change that alters no offer touches no field.

One part of ``SessionScreen`` (``session.py``); it reads the screen only through ``ShownHost``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from textual.timer import Timer
from textual.widget import Widget

from engine.session import Session
from tui.app.controller import SessionController
from tui.app.screens.session_forms import secret_drawers
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.wizard import WizardPanel


class ShownHost(Protocol):
    """The session screen, as the cards shown for an entry see it."""

    #: A player whose hidden cards the open form names (set and cleared here too).
    form_revealed: int | None
    #: Seconds the form's shown cards stay named with no key pressed.
    shown_seconds: float

    @property
    def session(self) -> Session:
        """The open session."""

    @property
    def controller(self) -> SessionController:
        """The session's controller."""

    @property
    def is_mounted(self) -> bool:
        """Whether the screen is mounted."""

    @property
    def focused(self) -> Widget | None:
        """The widget with the cursor."""

    def cursor_was(self) -> Widget | None:
        """Where the cursor is, or was when the keys held now began to be held."""

    def wizard(self) -> WizardPanel:
        """The Phase panel."""

    def form(self) -> ActionForm | None:
        """The open form, if any."""

    def moment(self) -> tuple[object, ...]:
        """The session as it stands, by identity."""

    def acting_seat(self) -> int:
        """Who acts in the form now."""

    def form_actor(self, form: ActionForm) -> str | None:
        """Who acts in ``form``."""

    def lists_hand_of(self, form: ActionForm, seat: int) -> bool:
        """Whether ``form``'s card lists are ``seat``'s hidden cards."""

    def prepare_form(self, values: dict[str, str], actor: str | None) -> None:
        """What the next form made is filled with, and who acts in it."""

    def made_form_with(self, action: str, values: dict[str, str], actor: str | None) -> ActionForm | None:
        """The action's form made from ``values`` (not mounted), leaving the next pick's preset alone."""

    def set_timer(self, delay: float, callback: Callable[[], Awaitable[Any]]) -> Timer:
        """Call ``callback`` once after ``delay`` seconds."""

    def call_later(self, callback: Callable[[], Awaitable[Any]]) -> bool:
        """Call ``callback`` in the screen's turn."""


class ShownCards:
    """Cards shown for an entry kept to that entry, and offers that follow the form's values."""

    def __init__(self, screen: ShownHost) -> None:
        self.screen = screen
        #: The table (``moment``) a hand was shown on for the open form: on another, the form hides it again.
        self.shown_at: tuple[object, ...] = ()
        #: What the open form's offers were last worked out from: the form, its values and who acts in it.
        self.offered_for: tuple[ActionForm, dict[str, str], str | None] | None = None
        #: Hides the form's shown cards once nobody has pressed a key for ``shown_seconds``.
        self._timer: Timer | None = None

    # -- cards shown for one entry ----------------------------------------------------------------------

    def revealed(self, seat: int) -> None:
        """A player's hidden cards were shown: a card they draw in secret for the open form is named in it, and
        cards the form names are noted as shown on the table as it stands."""
        screen = self.screen
        form = screen.form()
        if screen.form_revealed is None and form is not None and self.draws_in_secret(seat):
            # A card drawn for the table's action (the Arena's slave card): its drawer is not who acts in the form.
            screen.form_revealed = seat
            screen.prepare_form(form.values(), form.acting())
            screen.wizard().pick(form.action, again=True)
        if screen.form_revealed == seat:
            self.shown_at = screen.moment()
            self.keep_shown()

    def draws_in_secret(self, seat: int) -> bool:
        """Whether the open form hides a card ``seat`` draws face down (``Field.secret``): its number key shows
        the list to that player, a hand of their own or not."""
        screen = self.screen
        form = screen.form() if screen.is_mounted else None
        spec = screen.controller.spec(form.action) if form is not None and form.masked else None
        if form is None or spec is None:
            return False
        acting = None if spec.who == "table" else screen.acting_seat()
        return seat in secret_drawers(screen.session, spec, acting, form.values())

    def keyed(self) -> None:
        """Any key: the player is still at the entry, so its shown cards stay up a while more."""
        if self.screen.form_revealed is not None:
            self.keep_shown()

    def keep_shown(self) -> None:
        """The form's shown cards stay named ``shown_seconds`` more."""
        # Re-test: the cards stayed named in the form, ticked boxes and all, for as long as the form was open,
        # on a screen the next player reads. Left alone, they hide as the hand panel does.
        if self._timer is not None:
            self._timer.stop()
        self._timer = self.screen.set_timer(self.screen.shown_seconds, self.hide_shown)

    def making_form(self) -> None:
        """A form is being made: cards shown on a table that has changed since (an undo, the turn passed) are
        not for its entry."""
        screen = self.screen
        if screen.form_revealed is not None and self.shown_at != screen.moment():
            screen.form_revealed = None

    def concealed(self) -> None:
        """The shown hand was hidden: the form's cards too, unless the cursor is in the form."""
        # While keys are held (the cursor nowhere for a moment, after Enter), where it was is where it is.
        screen = self.screen
        if screen.form_revealed is not None and not self._in_phase_panel(screen.cursor_was()):
            screen.call_later(self.hide_shown)

    async def left_the_entry(self, widget: Widget) -> None:
        """The cursor went to ``widget``: out of the Phase panel, the form's shown cards are hidden again."""
        # A field gone by the time its focus is told (the form made anew as the hand was shown: a dialog's answer
        # put the cursor in the form before) is no cursor leaving the entry: the player's reveal hid at once.
        gone = not widget.is_attached
        if self.screen.form_revealed is not None and not gone and not self._in_phase_panel(widget):
            await self.hide_shown()  # the player left the entry: the next one to look must not read the cards

    def _in_phase_panel(self, widget: Widget | None) -> bool:
        """Whether ``widget`` (the one with the cursor) is in the Phase panel, where the form is."""
        return widget is not None and self.screen.wizard() in widget.ancestors_with_self

    async def hide_shown(self) -> None:
        """The open form with the shown cards hidden again, as made when they were never shown; the rest kept,
        and what was chosen among the cards too (``Covered``: sent with the form, shown again with the cards)."""
        screen = self.screen
        seat, screen.form_revealed = screen.form_revealed, None
        if seat is None:
            return
        form = screen.form()
        if form is not None:
            await self.reoffer(form)

    # -- offers that follow the form's values -------------------------------------------------------------

    async def values_changed(self, message: ActionForm.Changed) -> None:
        """A value changed in the open form: the fields whose offers it changes are offered anew."""
        screen = self.screen
        form = screen.form()
        if form is None or form.action != message.action:
            return
        actor = screen.form_actor(form)
        players = [p.name for p in screen.session.players]
        seat = screen.form_revealed
        if seat is not None and actor in players and not screen.lists_hand_of(form, seat):
            screen.form_revealed = None  # another player named to act: the cards shown were not theirs to show
        if self.offered_for == (form, message.values, actor):
            return  # offered for these values already
        await self.reoffer(form)

    async def reoffer(self, form: ActionForm) -> None:
        """Make anew the fields of ``form`` whose offers differ from those of the form made now from its values
        (``form_for`` decides them), keeping each value still offered; the other fields stay as they are."""
        values, actor = form.values(), self.screen.form_actor(form)
        self.offered_for = (form, values, actor)
        # Made as the screen makes a form (who acts, whose cards are shown), without taking what a pick on its
        # way has left for the next form.
        made = self.screen.made_form_with(form.action, values, actor)
        if made is None or made.fields != form.fields:
            return  # another phase's action: the panels' redraw makes the form anew
        if made.made_for != form.made_for:
            # Another player acts: the cards the last one chose among their covered cards are not this one's to
            # send (play-test: another reveal brought back a card its player did not hold).
            for name in made.masked:
                made.preset.pop(name, None)
            form.made_for = made.made_for
        changed = [f.name for f in form.fields if _offer(form, f.name) != _offer(made, f.name)]
        if not changed:
            return
        fresh = {w.id: w for w in made.compose() if w.id}
        form.choices, form.units, form.suggestions = made.choices, made.units, made.suggestions
        form.masked, form.searched = made.masked, made.searched
        with form.app.batch_update():  # one frame: the field gone and its new one in its place
            for name in changed:
                await _replace(form, form.query_one(f"#field-{name}"), fresh[f"field-{name}"])
        if form.values() != values:
            # A value no longer offered is gone: the check line says so.
            form.post_message(ActionForm.Changed(form.action, form.values()))


def _offer(form: ActionForm, name: str) -> tuple[object, ...]:
    """What ``form`` offers for the field ``name``: what its widget is made from, its value aside."""
    parts = (form.choices, form.units, form.suggestions, form.masked)
    return tuple(part.get(name) for part in parts)


async def _replace(form: ActionForm, old: Widget, new: Widget) -> None:
    """``new`` in the place of ``old`` among the form's widgets; the cursor in it, if it was in ``old``."""
    focused = old.screen.focused
    had_cursor = focused is not None and old in focused.ancestors_with_self
    label = form.children[form.children.index(old) - 1]  # each field follows its label
    await old.remove()
    await form.mount(new, after=label)
    if had_cursor and new.focusable:
        new.focus()
