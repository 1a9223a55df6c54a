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
"""

from __future__ import annotations

from textual import events, on
from textual.timer import Timer
from textual.widget import Widget

from tui.app.screens.session_apply import SessionApply
from tui.app.screens.session_base import REVEAL_SECONDS
from tui.app.screens.session_forms import secret_drawers
from tui.app.widgets.action_form import ActionForm


class SessionHand(SessionApply):
    """Cards shown for an entry kept to that entry, and offers that follow the form's values."""

    #: The table (``_moment``) a hand was shown on for the open form: on another, the form hides it again.
    _shown_at: tuple[object, ...] = ()
    #: What the open form's offers were last worked out from: the form, its values and who acts in it.
    _offered_for: tuple[ActionForm, dict[str, str], str | None] | None = None

    # -- cards shown for one entry ----------------------------------------------------------------------

    #: Seconds a form's shown cards stay named with no key pressed: longer than the hand panel's own time, the
    #: player is choosing among them (the play-test's cards hid mid-choice, at 8 s).
    shown_seconds = REVEAL_SECONDS * 2.5
    #: Hides the form's shown cards once nobody has pressed a key for ``shown_seconds``.
    _shown_timer: Timer | None = None

    def _reveal(self, seat: int) -> None:
        """Show a player's hidden cards (``SessionBase``), noting the table they are shown on."""
        super()._reveal(seat)
        form = self._form()
        if self.form_revealed is None and form is not None and self.draws_in_secret(seat):
            # A card drawn for the table's action (the Arena's slave card): its drawer is not who acts in the form.
            self.form_revealed = seat
            self._preset, self._acting = form.values(), form.acting()
            self._wizard().pick(form.action, again=True)
        if self.form_revealed == seat:
            self._shown_at = self._moment()
            self._keep_shown()

    def draws_in_secret(self, seat: int) -> bool:
        """Whether the open form hides a card ``seat`` draws face down (``Field.secret``): its number key shows
        the list to that player, a hand of their own or not."""
        form = self._form() if self.is_mounted else None
        spec = self.controller.spec(form.action) if form is not None and form.masked else None
        if form is None or spec is None:
            return False
        acting = None if spec.who == "table" else self._acting_seat()
        return seat in secret_drawers(self.session, spec, acting, form.values())

    def _keyed(self) -> None:
        """Any key (``SessionBase``): the player is still at the entry, so its shown cards stay up a while more."""
        super()._keyed()
        if self.form_revealed is not None:
            self._keep_shown()

    def _keep_shown(self) -> None:
        # Re-test: the cards stayed named in the form, ticked boxes and all, for as long as the form was open,
        # on a screen the next player reads. Left alone, they hide as the hand panel does.
        if self._shown_timer is not None:
            self._shown_timer.stop()
        self._shown_timer = self.set_timer(self.shown_seconds, self._hide_shown)

    def _made_form(self, action: str) -> ActionForm | None:
        """The action's form (``SessionApply``), hiding cards shown on another table than this one."""
        if self.form_revealed is not None and self._shown_at != self._moment():
            # Shown on a table that has changed since (an undo, the turn passed): not for this entry.
            self.form_revealed = None
        return super()._made_form(action)

    def _conceal(self) -> None:
        """Hide the shown hand (``SessionBase``); the form's cards too, unless the cursor is in the form."""
        super()._conceal()
        # While keys are held (the cursor nowhere for a moment, after Enter), where it was is where it is.
        at = self.focused or self._held_from
        if self.form_revealed is not None and not self._in_phase_panel(at):
            self.call_later(self._hide_shown)

    @on(events.DescendantFocus)
    async def _left_the_entry(self, event: events.DescendantFocus) -> None:
        """The cursor went somewhere: out of the Phase panel, the form's shown cards are hidden again."""
        # A field gone by the time its focus is told (the form made anew as the hand was shown: a dialog's answer
        # put the cursor in the form before) is no cursor leaving the entry: the player's reveal hid at once.
        gone = not event.widget.is_attached
        if self.form_revealed is not None and not gone and not self._in_phase_panel(event.widget):
            await self._hide_shown()  # the player left the entry: the next one to look must not read the cards

    def _in_phase_panel(self, widget: Widget | None) -> bool:
        """Whether ``widget`` (the one with the cursor) is in the Phase panel, where the form is."""
        return widget is not None and self._wizard() in widget.ancestors_with_self

    async def _hide_shown(self) -> None:
        """The open form with the shown cards hidden again, as made when they were never shown; the rest kept,
        and what was chosen among the cards too (``Covered``: sent with the form, shown again with the cards)."""
        seat, self.form_revealed = self.form_revealed, None
        if seat is None:
            return
        form = self._form()
        if form is not None:
            await self._reoffer(form)

    # -- offers that follow the form's values -------------------------------------------------------------

    @on(ActionForm.Changed)
    async def _values_changed(self, message: ActionForm.Changed) -> None:
        """A value changed in the open form: the fields whose offers it changes are offered anew."""
        form = self._form()
        if form is None or form.action != message.action:
            return
        actor = self._form_actor(form)
        players = [p.name for p in self.session.players]
        if self.form_revealed is not None and actor in players and not self._lists_hand_of(form, self.form_revealed):
            self.form_revealed = None  # another player named to act: the cards shown were not theirs to show
        if self._offered_for == (form, message.values, actor):
            return  # offered for these values already
        await self._reoffer(form)

    async def _reoffer(self, form: ActionForm) -> None:
        """Make anew the fields of ``form`` whose offers differ from those of the form made now from its values
        (``form_for`` decides them), keeping each value still offered; the other fields stay as they are."""
        values, actor = form.values(), self._form_actor(form)
        self._offered_for = (form, values, actor)
        # Made as the screen makes a form (who acts, whose cards are shown), without taking what a pick on its
        # way has left for the next form.
        waiting = self._preset, self._acting
        self._preset, self._acting = dict(values), actor
        try:
            made = self._made_form(form.action)
        finally:
            self._preset, self._acting = waiting
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
        with self.app.batch_update():  # one frame: the field gone and its new one in its place
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
