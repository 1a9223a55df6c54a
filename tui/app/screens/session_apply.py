"""The session screen's checking and applying: the form made for an action (or refilled), checked as it is
filled in, applied, and the form the table needs next.

One part of ``SessionScreen`` (``session.py``), held as ``screen.applying``: the screen keeps the Textual
handlers (a pick, Apply, force, a change in the form) and hands them here. It reads the screen only through
``ApplyHost``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from textual.widgets import Button, Select

from engine.actors import eligible
from engine.errors import Fact, specific
from engine.events import Event
from engine.i18n import tr
from engine.losses import lost_by, said
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session_check import FormCheck
from tui.app.screens.session_forms import form_for, kept_form, seat_now
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_shown import ShownCards
from tui.app.screens.session_status import StatusLine
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.wizard import WizardPanel


class ApplyHost(SessionHost, Protocol):
    """The session screen, as its applying sees it."""

    #: The player the hand panel is pinned to, if any (let go here when the next entry is another's).
    pinned: int | None
    #: A player whose hidden cards the open form names (cleared here as a form is left or applied).
    form_revealed: int | None

    @property
    def held(self) -> HeldKeys:
        """The keys held while the cursor is nowhere."""

    @property
    def shown(self) -> ShownCards:
        """The cards shown for the open form's entry."""

    @property
    def checks(self) -> FormCheck:
        """The form's dry run."""

    @property
    def status_line(self) -> StatusLine:
        """The status line."""

    @property
    def is_mounted(self) -> bool:
        """Whether the screen is mounted."""

    def refresh_all(self, fresh: bool = False, check: bool = True) -> None:
        """Redraw the panels whose data changed."""

    def conceal(self) -> None:
        """Hide the hidden cards shown."""

    def awaited(self) -> str | None:
        """The action the rules wait for now, if this screen takes it."""

    def form_actor(self, form: ActionForm) -> str | None:
        """Who acts in ``form``."""


class FormApply:
    """Forms made, checked and applied."""

    def __init__(self, screen: ApplyHost) -> None:
        self.screen = screen
        #: What the next form made is filled with (``prepare``).
        self.preset: dict[str, str] = {}
        #: Who acts in the next form, when the command line said.
        self.acting: str | None = None
        #: The open form as it was made: its values and who acts (untouched, it may be kept for the same form).
        self.fresh: tuple[ActionForm, dict[str, str], str | None] | None = None
        #: The table on which the rules passed the turn on by themselves, nobody having pressed a key since.
        self.handed_over_at: tuple[object, ...] | None = None
        #: The table on which ctrl+n ended the turn and opened the form naming who follows (``next``).
        self.turn_ending_at: tuple[object, ...] | None = None

    def prepare(self, values: dict[str, str], actor: str | None) -> None:
        """What the next form made is filled with, and who acts in it (the next pick makes it)."""
        self.preset = dict(values)
        self.acting = actor

    async def picked(self, action: str) -> None:
        """An action picked in the Phase panel's list (``on_wizard_panel_action_picked``): its form, unless the
        list has moved on from it (cleared after an action the rules refuse again: it would bring back the
        form just cleared)."""
        if self.screen.query_one("#action-select", Select).value == action:
            await self.open_form(action)

    def kept(self, form: ActionForm) -> ActionForm | None:
        """The open form, if it is ``form`` as made and untouched since (``kept_form``)."""
        return kept_form(self.fresh, self.screen.form(), form)

    def made_form(self, action: str) -> ActionForm | None:
        """The action's form as the table stands (not mounted); None for an action there is not."""
        self.screen.shown.making_form()  # cards shown on a table since changed are not for this entry
        spec = self.screen.controller.spec(action)
        if spec is None:
            return None
        viewer = self.screen.viewer
        revealed = viewer.seat if not viewer.shared else self.screen.form_revealed
        acting = self.acting
        if acting is None and viewer.seat is not None and spec.who != "table":
            acting = viewer.name  # a player's own screen acts for that player
        form = form_for(self.screen.session, spec, self.preset, self.screen.pinned, acting, revealed, viewer.shared)
        self.preset, self.acting = {}, None
        form.made_for = form.acting_default if form.acting_default is not None else form.preset.get(spec.actor or "")
        return form

    def made_form_with(self, action: str, values: dict[str, str], actor: str | None) -> ActionForm | None:
        """The action's form made from ``values`` for ``actor`` (``_made_form``), the next pick's preset left as
        it was (a pick on its way may have left it for the next form)."""
        waiting = self.preset, self.acting
        self.preset, self.acting = dict(values), actor
        try:
            return self.made_form(action)
        finally:
            self.preset, self.acting = waiting

    async def open_form(self, action: str, take_cursor: bool = True) -> None:
        """Make the action's form anew, the cursor in its first empty field (unless not ``take_cursor``),
        and check it: shown in one frame, checked."""
        self.screen.held.making_forms += 1  # the keys held meanwhile wait for it (``HeldKeys.on_its_way``)
        try:
            with self.screen.app.batch_update():
                await self._opened_form(action, take_cursor)
        finally:
            self.screen.held.making_forms -= 1

    async def _opened_form(self, action: str, take_cursor: bool) -> None:
        current = self.screen.form()
        if current is None or current.action != action:
            self.screen.form_revealed = None  # a shown hand is for the form it was shown for
        form = self.made_form(action)
        if form is None:
            return
        wizard = self.screen.wizard()
        kept = self.kept(form)
        if kept is not None and self.screen.checks.checked(kept.action, kept.values()):
            if take_cursor:
                kept.focus_first()  # the same form, checked on the same table: only the cursor goes where it would
            self.screen.show_hand()
            return
        if kept is not None:
            form = kept
            wizard.show_check(None, "")  # as a form mounted anew starts
        elif current is not None and current.shape() == form.shape():
            # The same action's form again (the next player's, the next buy): refilled where it stands.
            current.refill(form)
            form = current
            wizard.show_check(None, "")
            self.fresh = (form, form.values(), form.acting())
        else:
            await wizard.mount_form(form)
            if not form.is_attached:
                # A newer pick replaced this form while it was being mounted (two picks in quick succession on
                # a busy machine): the newer one is the form the table sees, and it will take the focus itself.
                return
            self.fresh = (form, form.values(), form.acting())
        self.screen.clear_passing()  # "Form closed…" said of the form before this one
        # Picking an action (drop-down, palette, map) means filling it in next.
        if take_cursor:
            form.focus_first()
        self.screen.checks.recheck()
        self.screen.show_hand()

    def changed(self, message: ActionForm.Changed) -> None:
        """The form's values changed (``on_action_form_changed``, after the offers they change): checked."""
        form = self.screen.form()
        if form is None or form.action != message.action:
            return  # from a form already gone: its ✗ lines would stand under no form
        # What the form holds now, not what it held when the message left: a form refilled twice in a row (a
        # command run beside it, then its values put back) reported its first refill last, and the check
        # line said of the values put back that a field was missing (issue 31).
        values = form.values()
        if self.screen.checks.checked(message.action, values):
            return  # nothing new to check, nor another player to show
        self.screen.checks.check(message.action, values)
        if self.screen.pinned is None:
            self.screen.show_hand()  # the hand follows who acts

    async def apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        """Apply pressed (``on_wizard_panel_apply_requested``)."""
        hold = self.screen.held.hold  # the keys held since the Enter that asked (``FormKeys``)
        await self.apply(message.action, message.values, force=False)
        # The next form, if one came, has asked for the cursor by now: the keys held go back if none did.
        self.screen.held.give_back_later(hold)

    def force_requested(self, message: WizardPanel.ForceRequested) -> None:
        """Apply past the rules, once the table says yes (``on_wizard_panel_force_requested``); on no, the
        status line's "Not applied" is done with."""

        async def answer(yes: bool | None) -> None:
            if yes:
                await self.apply(message.action, message.values, force=True)
            else:
                self.screen.status_line.clear_refusal()

        question = self.force_question(message.action, message.values, message.rules)
        self.screen.app.push_screen(ConfirmDialog(question), answer)

    def force_question(self, action: str, values: dict[str, str], rules: tuple[str, ...]) -> str:
        """The Force question, in words: what the entry would record and why the rules refuse it (the
        play-test's "Override Cleopatra for cleopatra?" named neither)."""
        proposal, _error = self.screen.controller.check(action, values, self.screen.actor(action))
        what, why = action, ", ".join(tr(rule) for rule in rules) or tr("the rules")
        if proposal is not None:
            seat = proposal.actor
            actor = self.screen.session.players[seat].name if seat is not None else None
            what = self.screen.session.describe_event(Event(proposal.spec.name, proposal.args, actor))
            refusals = specific(proposal.spec.name, proposal.violations)
            why = "; ".join(v.said() for v in refusals) or why
        asked = tr("{what}\n\nApply it although the rules refuse it ({why})? The log marks it as overridden.")
        return asked.format(what=what, why=why)

    async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        async def go() -> None:
            # One frame for the whole change: Textual's screen timer runs in a task of its own and laid out (and
            # drew) the screen half-way, the old form gone and the next one half mounted; then again at the end.
            with self.screen.app.batch_update():
                await self._applied(action, values, force, actor)

        if not self._asked_first(action, values, actor or self.screen.actor(action), go):
            await go()

    def _asked_first(
        self, action: str, values: dict[str, str], actor: str | None, go: Callable[[], Awaitable[None]]
    ) -> bool:
        """Whether a step of the turn order that discards cards from a hand was put to the table first (``go``
        once they say yes): the play-test ended the build phase, every hand sent to the bank, without a word."""
        lost = lost_by(self.screen.session, action, values, actor)
        if not lost:
            return False

        async def answer(yes: bool | None) -> None:
            if yes:
                await go()

        question = tr("This discards {lost}, for good. Go on?").format(lost=said(lost))
        self.screen.app.push_screen(ConfirmDialog(question), answer)
        return True

    async def _applied(self, action: str, values: dict[str, str], force: bool, actor: str | None) -> None:
        if action == "next" and values.get("player") and self.turn_ending_at == self.screen.moment():
            # ctrl+n ended the turn: the player named follows now, even if the turn holder did nothing (named
            # before, the chooser's pick would queue them and leave the turn going on: two ctrl+n to pass).
            values = {**values, "ahead": "no"}
        turn = self.screen.session.table.position.turn
        outcome = self.screen.controller.act(action, values, actor or self.screen.actor(action), force)
        self.screen.status(outcome.message, outcome.ok)
        self.handed_over_at = None
        if outcome.ok and action != "next" and self.screen.session.phase.order == "chosen":
            now = self.screen.session.table.position.turn
            if now is not None and now != turn:
                # The rules passed the turn on by themselves (the last builder named for the Statesman): a ctrl+n
                # pressed next, meant to name them, is not taken as ending their turn (``action_next``).
                self.handed_over_at = self.screen.moment()
        if outcome.facts:
            self.ask_facts(outcome.facts, action, values, force, actor)
        if outcome.ok:
            self.screen.form_revealed = None
            # The cards were shown for this entry: hidden again before the next player takes over (Enter, the
            # screen's own key, never reached the any-key that hides them; they stayed up for 8 seconds).
            self.screen.conceal()
            self.screen.checks.forget()  # the check line is cleared below: whatever comes next is checked anew
            # Keep the same action ready for the next entry (several buys in a row).
            wizard = self.screen.wizard()
            # The cursor leaves the old form before it goes: keys pressed meanwhile (ctrl+n right after
            # Apply) reach the screen instead of a removed field, where they were lost.
            select = self.screen.query_one("#action-select", Select)
            form = wizard.query(ActionForm)
            if form and self.screen.focused is not None and form.first() in self.screen.focused.ancestors_with_self:
                select.focus()
            if select.value not in [a.name for a in self.screen.session.available()]:
                # The panels' redraw drops the form of an action gone with the phase, but later: gone now,
                # it cannot take the next form with it. Else the next form takes its place.
                await wizard.mount_form(None)
            # The applied form's verdict ("allowed", what it did) is not the next form's: clear it.
            wizard.show_check(None, "")
            self.screen.refresh_all(check=False)  # the applied form is not checked again: the next one replaces it
            await self._open_next_form(action)
            following = self.screen.form()
            if self.screen.pinned is not None and following is not None:
                acting = self.screen.form_actor(following)
                if acting is not None and acting != self.screen.session.players[self.screen.pinned].name:
                    # Pinned for the entry just made: the next one is another player's (all act in a phase
                    # with no turns: after Bo's exchange size, Ann's offer showed "Hand — Bo (pinned)").
                    self.screen.pinned = None
            # The hand was drawn from the applied form's player; with no form after it (the Commander named
            # the next), it still said "Hand — Mirek": it follows whoever acts now.
            self.screen.show_hand()

    def ask_facts(
        self, facts: tuple[Fact, ...], action: str, values: dict[str, str], force: bool, actor: str | None
    ) -> None:
        """Ask whether the board shows what the kit does not know (a border), and on yes tell it and apply the
        form again, its values as they were: the play-test's first round had three moves of six refused for
        a border the shipped kit lacks, each then typed as a :connect that lost the move's form."""

        async def answer(yes: bool | None) -> None:
            if not yes:
                return
            for fact in facts:
                told = self.screen.controller.act(fact.action, dict(fact.fields))
                if not told.ok:
                    self.screen.status(told.message, False)
                    self.screen.refresh_all()
                    return
            await self.apply(action, values, force, actor)

        asked = "\n".join(fact.question for fact in facts)
        question = tr("{asked}\n\nYes: the app learns it (kept for later evenings) and {action} goes on.")
        self.screen.app.push_screen(ConfirmDialog(question.format(asked=asked, action=action)), answer)

    async def _open_next_form(self, last: str) -> None:
        """Open the form the table needs next, in place of the one applied: what the rules wait for (the next
        take, the Commander's pick), else the same action again (several buys in a row) where the rules
        would take it again, else none."""
        awaited = self.screen.awaited()
        wizard = self.screen.wizard()
        if awaited is not None:
            # As if the player had picked it, made here at once (a pick sent round would cost a frame).
            wizard.show_picked(awaited)
            await self.open_form(awaited)
        elif last not in ("next", "next-phase") and self.again(last):
            await self.open_form(last)
            if wizard.refused:
                # The rules refuse it again as it stands (a tribe that moved moves no more): the
                # player is not greeted with ✗ lines for what they just did; the list waits instead.
                await wizard.clear()
        else:
            # No form follows (the turn ended): the list shows no action either, so picking one opens its form.
            await wizard.clear()

    def again(self, last: str) -> bool:
        """Whether the action just applied may come again now: it is still in the phase and somebody may take
        it (a Merchant who has paid what he owed is not asked again: the play-test met a stale compensation
        form after the exchange)."""
        spec = next((a for a in self.screen.session.available() if a.name == last), None)
        return spec is not None and eligible(spec, self.screen.session.context()) != ()

    def say_not_applied(self) -> None:
        """Enter on a form the rules refuse: nothing is applied, and the status line says why (the check line
        can be out of sight below a long form: at 80x24 Enter seemed to do nothing at all)."""
        wizard = self.screen.wizard()
        if not wizard.refused or not wizard.check_text:
            return
        why = wizard.check_text.splitlines()[0]
        said = tr("Not applied: {why}").format(why=why)
        if not wizard.query_one("#force", Button).disabled:
            said += tr(" (Ctrl+F overrides the rule)")
        self.screen.status(said, ok=False)
        wizard.bring_check_into_view()
        form = self.screen.form()
        needed = form.needed_field() if form is not None else None
        if needed is not None and self.screen.held.keys is not None:
            # A needed field is still empty: the cursor goes there (a pick with Enter stayed on its list, and
            # naming eleven caravans' goods took Enter, Tab, Enter each; "say whom Dee takes from" left the
            # cursor on the card).
            self.screen.held.target = needed
            self.screen.held.release_soon()  # with the keys held since Enter (give-back releases only without a target)

    # -- who acts, and what this screen takes --------------------------------------------------------------

    def acting_seat(self) -> int:
        """Who acts in the form now (the choice shown in it), else the turn holder, else the first seat."""
        form = self.screen.form() if self.screen.is_mounted else None
        name = self.form_actor(form) if form is not None else None
        names = [p.name for p in self.screen.session.players]
        if name in names:
            return names.index(name)
        return seat_now(self.screen.session)

    def form_actor(self, form: ActionForm) -> str | None:
        """Who acts in ``form``: the choice it shows, else the player its actor field names."""
        spec = self.screen.controller.spec(form.action)
        return form.acting() or form.values().get((spec.actor if spec is not None and spec.actor else None) or "")

    def actor(self, action: str) -> str | None:
        """The actor to pass for the form's action: the form's visible choice where it shows one."""
        form = self.screen.form()
        if form is not None and form.action == action:
            return form.acting()
        return None

    def awaited(self) -> str | None:
        """The action the rules wait for now, if it can be taken (here: a player's own view opens only
        what that player is awaited for, the table's view nothing)."""
        awaited = self.screen.session.ruleset.awaited(self.screen.session.context())
        if awaited is None or not any(a.name == awaited for a in self.screen.session.available()):
            return None
        return awaited if self.mine(awaited) else None

    def mine(self, action: str) -> bool:
        """Whether this screen takes ``action`` now (``SessionController.takes``)."""
        spec = self.screen.controller.spec(action)
        return spec is not None and self.screen.controller.takes(spec)
