"""The session screen's checking and applying: the form made for an action (or refilled), checked as it is
filled in, applied, and the form the table needs next."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual import on
from textual.widgets import Select

from engine.actors import eligible
from engine.errors import Fact
from engine.i18n import tr
from engine.losses import lost_by, said
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_base import SessionBase
from tui.app.screens.session_forms import form_for
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.wizard import WizardPanel


class SessionApply(SessionBase):
    """Forms made, checked and applied (the session screen's part that does it)."""

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        # A pick the list has moved on from (cleared after an action the rules refuse again) would
        # bring back the form just cleared.
        if self.query_one("#action-select", Select).value == message.action:
            await self._open_form(message.action)

    def _made_form(self, action: str) -> ActionForm | None:
        """The action's form as the table stands (not mounted); None for an action there is not."""
        self.shown.making_form()  # cards shown on a table since changed are not for this entry
        spec = self.controller.spec(action)
        if spec is None:
            return None
        viewer = self.viewer
        revealed = viewer.seat if not viewer.shared else self.form_revealed
        acting = self._acting
        if acting is None and viewer.seat is not None and spec.who != "table":
            acting = viewer.name  # a player's own screen acts for that player
        form = form_for(self.session, spec, self._preset, self.pinned, acting, revealed, viewer.shared)
        self._preset, self._acting = {}, None
        form.made_for = form.acting_default if form.acting_default is not None else form.preset.get(spec.actor or "")
        return form

    def made_form_with(self, action: str, values: dict[str, str], actor: str | None) -> ActionForm | None:
        """The action's form made from ``values`` for ``actor`` (``_made_form``), the next pick's preset left as
        it was (a pick on its way may have left it for the next form)."""
        waiting = self._preset, self._acting
        self._preset, self._acting = dict(values), actor
        try:
            return self._made_form(action)
        finally:
            self._preset, self._acting = waiting

    async def _hide_shown(self) -> None:
        """The form's shown cards hidden again (``ShownCards.hide_shown``: what their seconds do)."""
        await self.shown.hide_shown()

    @on(ActionForm.Changed)
    async def _values_changed(self, message: ActionForm.Changed) -> None:
        # Before this class's own ``on_action_form_changed``: offers first, then the check.
        await self.shown.values_changed(message)

    async def _open_form(self, action: str, take_cursor: bool = True) -> None:
        """Make the action's form anew, the cursor in its first empty field (unless not ``take_cursor``),
        and check it: shown in one frame, checked."""
        self.held.making_forms += 1  # the keys held meanwhile wait for it (``HeldKeys.on_its_way``)
        try:
            with self.app.batch_update():
                await self._opened_form(action, take_cursor)
        finally:
            self.held.making_forms -= 1

    async def _opened_form(self, action: str, take_cursor: bool) -> None:
        current = self._form()
        if current is None or current.action != action:
            self.form_revealed = None  # a shown hand is for the form it was shown for
        form = self._made_form(action)
        if form is None:
            return
        wizard = self._wizard()
        kept = self._kept(form)
        if kept is not None and self.checks.checked(kept.action, kept.values()):
            if take_cursor:
                kept.focus_first()  # the same form, checked on the same table: only the cursor goes where it would
            self._show_hand()
            return
        if kept is not None:
            form = kept
            wizard.show_check(None, "")  # as a form mounted anew starts
        elif current is not None and current.shape() == form.shape():
            # The same action's form again (the next player's, the next buy): refilled where it stands.
            current.refill(form)
            form = current
            wizard.show_check(None, "")
            self._fresh = (form, form.values(), form.acting())
        else:
            await wizard.mount_form(form)
            if not form.is_attached:
                # A newer pick replaced this form while it was being mounted (two picks in quick succession on
                # a busy machine): the newer one is the form the table sees, and it will take the focus itself.
                return
            self._fresh = (form, form.values(), form.acting())
        self.clear_passing()  # "Form closed…" said of the form before this one
        # Picking an action (drop-down, palette, map) means filling it in next.
        if take_cursor:
            form.focus_first()
        self.checks.recheck()
        self._show_hand()

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        form = self._form()
        if form is None or form.action != message.action:
            return  # from a form already gone: its ✗ lines would stand under no form
        # What the form holds now, not what it held when the message left: a form refilled twice in a row (a
        # command run beside it, then its values put back) reported its first refill last, and the check
        # line said of the values put back that a field was missing (issue 31).
        values = form.values()
        if self.checks.checked(message.action, values):
            return  # nothing new to check, nor another player to show
        self.checks.check(message.action, values)
        if self.pinned is None:
            self._show_hand()  # the hand follows who acts

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        hold = self.held.hold  # the keys held since the Enter that asked (``SessionKeys``)
        await self._apply(message.action, message.values, force=False)
        # The next form, if one came, has asked for the cursor by now: the keys held go back if none did.
        self.held.give_back_later(hold)

    def on_wizard_panel_force_requested(self, message: WizardPanel.ForceRequested) -> None:
        rules = ", ".join(tr(rule) for rule in message.rules) or tr("the rules")
        question = tr("Override {rules} for {action}? The log will mark it as overridden.").format(
            rules=rules, action=message.action
        )

        async def answer(yes: bool | None) -> None:
            if yes:
                await self._apply(message.action, message.values, force=True)

        self.app.push_screen(ConfirmDialog(question), answer)

    async def _apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        async def go() -> None:
            # One frame for the whole change: Textual's screen timer runs in a task of its own and laid out (and
            # drew) the screen half-way, the old form gone and the next one half mounted; then again at the end.
            with self.app.batch_update():
                await self._applied(action, values, force, actor)

        if not self._asked_first(action, values, actor or self._actor(action), go):
            await go()

    def _asked_first(
        self, action: str, values: dict[str, str], actor: str | None, go: Callable[[], Awaitable[None]]
    ) -> bool:
        """Whether a step of the turn order that discards cards from a hand was put to the table first (``go``
        once they say yes): the play-test ended the build phase, every hand sent to the bank, without a word."""
        lost = lost_by(self.session, action, values, actor)
        if not lost:
            return False

        async def answer(yes: bool | None) -> None:
            if yes:
                await go()

        question = tr("This discards {lost}, for good. Go on?").format(lost=said(lost))
        self.app.push_screen(ConfirmDialog(question), answer)
        return True

    #: The table on which the rules passed the turn on by themselves, nobody having pressed a key since.
    _handed_over_at: tuple[object, ...] | None = None

    #: The table on which ctrl+n ended the turn and opened the form naming who follows (``_next``).
    _turn_ending_at: tuple[object, ...] | None = None

    async def _applied(self, action: str, values: dict[str, str], force: bool, actor: str | None) -> None:
        if action == "next" and values.get("player") and self._turn_ending_at == self._moment():
            # ctrl+n ended the turn: the player named follows now, even if the turn holder did nothing (named
            # before, the chooser's pick would queue them and leave the turn going on: two ctrl+n to pass).
            values = {**values, "ahead": "no"}
        turn = self.session.table.position.turn
        outcome = self.controller.act(action, values, actor or self._actor(action), force)
        self.status(outcome.message, outcome.ok)
        self._handed_over_at = None
        if outcome.ok and action != "next" and self.session.phase.order == "chosen":
            now = self.session.table.position.turn
            if now is not None and now != turn:
                # The rules passed the turn on by themselves (the last builder named for the Statesman): a ctrl+n
                # pressed next, meant to name them, is not taken as ending their turn (``action_next``).
                self._handed_over_at = self._moment()
        if outcome.facts:
            self._ask_facts(outcome.facts, action, values, force, actor)
        if outcome.ok:
            self.form_revealed = None
            # The cards were shown for this entry: hidden again before the next player takes over (Enter, the
            # screen's own key, never reached the any-key that hides them; they stayed up for 8 seconds).
            self._conceal()
            self.checks.forget()  # the check line is cleared below: whatever comes next is checked anew
            # Keep the same action ready for the next entry (several buys in a row).
            wizard = self._wizard()
            # The cursor leaves the old form before it goes: keys pressed meanwhile (ctrl+n right after
            # Apply) reach the screen instead of a removed field, where they were lost.
            select = self.query_one("#action-select", Select)
            form = wizard.query(ActionForm)
            if form and self.focused is not None and form.first() in self.focused.ancestors_with_self:
                select.focus()
            if select.value not in [a.name for a in self.session.available()]:
                # The panels' redraw drops the form of an action gone with the phase, but later: gone now,
                # it cannot take the next form with it. Else the next form takes its place.
                await wizard.mount_form(None)
            # The applied form's verdict ("allowed", what it did) is not the next form's: clear it.
            wizard.show_check(None, "")
            self.refresh_all(check=False)  # the applied form is not checked again: the next one replaces it
            await self._open_next_form(action)
            following = self._form()
            if self.pinned is not None and following is not None:
                acting = self.form_actor(following)
                if acting is not None and acting != self.session.players[self.pinned].name:
                    # Pinned for the entry just made: the next one is another player's (all act in a phase
                    # with no turns: after Bo's exchange size, Ann's offer showed "Hand — Bo (pinned)").
                    self.pinned = None
            # The hand was drawn from the applied form's player; with no form after it (the Commander named
            # the next), it still said "Hand — Mirek": it follows whoever acts now.
            self._show_hand()

    def _ask_facts(
        self, facts: tuple[Fact, ...], action: str, values: dict[str, str], force: bool, actor: str | None
    ) -> None:
        """Ask whether the board shows what the kit does not know (a border), and on yes tell it and apply the
        form again, its values as they were: the play-test's first round had three moves of six refused for
        a border the shipped kit lacks, each then typed as a :connect that lost the move's form."""

        async def answer(yes: bool | None) -> None:
            if not yes:
                return
            for fact in facts:
                told = self.controller.act(fact.action, dict(fact.fields))
                if not told.ok:
                    self.status(told.message, False)
                    self.refresh_all()
                    return
            await self._apply(action, values, force, actor)

        asked = "\n".join(fact.question for fact in facts)
        question = tr("{asked}\n\nYes: the app learns it (kept for later evenings) and {action} goes on.")
        self.app.push_screen(ConfirmDialog(question.format(asked=asked, action=action)), answer)

    async def _open_next_form(self, last: str) -> None:
        """Open the form the table needs next, in place of the one applied: what the rules wait for (the next
        take, the Commander's pick), else the same action again (several buys in a row) where the rules
        would take it again, else none."""
        awaited = self._awaited()
        wizard = self._wizard()
        if awaited is not None:
            # As if the player had picked it, made here at once (a pick sent round would cost a frame).
            wizard.show_picked(awaited)
            await self._open_form(awaited)
        elif last not in ("next", "next-phase") and self._again(last):
            await self._open_form(last)
            if wizard.refused:
                # The rules refuse it again as it stands (a tribe that moved moves no more): the
                # player is not greeted with ✗ lines for what they just did; the list waits instead.
                await wizard.clear()
        else:
            # No form follows (the turn ended): the list shows no action either, so picking one opens its form.
            await wizard.clear()

    def _again(self, last: str) -> bool:
        """Whether the action just applied may come again now: it is still in the phase and somebody may take
        it (a Merchant who has paid what he owed is not asked again: the play-test met a stale compensation
        form after the exchange)."""
        spec = next((a for a in self.session.available() if a.name == last), None)
        return spec is not None and eligible(spec, self.session.context()) != ()
