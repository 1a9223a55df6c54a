"""The phase wizard: where the table is, what to do, computed results, and the action form."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Button, Select, Static

from engine.actions import ActionSpec, Violation
from engine.errors import facts_lifting
from engine.i18n import N_, tr
from engine.views import View
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.fitted import Fitted
from tui.app.widgets.pick import PickList
from tui.app.widgets.render import render_view
from tui.app.widgets.soon import after_first_paint
from tui.app.widgets.wizard_scroll import WizardScroll

WizardState = tuple[str, str, Sequence[View], Sequence[ActionSpec]]


class WizardPanel(WizardScroll):
    """Round, phase and turn; guidance; results; a form for the step's actions."""

    BORDER_TITLE = N_("Phase")  # translated in __init__: the language may change while the app runs

    #: Plain text of the last dry-run result (what the check line says).
    check_text = ""
    #: Rules the last dry run named (what Force would override).
    objections: tuple[str, ...] = ()
    #: The last dry run refused the entry as it stands (a rule or a bad value, not an empty field).
    refused = False
    #: The check line shows, neutrally, what an untouched empty field needs (red once Enter is pressed).
    hinting = False

    # Messages are plain classes, not dataclasses: each dataclass cost half a millisecond of opening a session.
    class ActionPicked(Message):
        """An action was chosen in the drop-down."""

        def __init__(self, action: str) -> None:
            super().__init__()
            self.action = action

    class ApplyRequested(Message):
        """Apply the form's action (``force``: past the rules)."""

        def __init__(self, action: str, values: dict[str, str], force: bool) -> None:
            super().__init__()
            self.action, self.values, self.force = action, values, force

    class ForceRequested(Message):
        """Force was clicked: apply past ``rules`` once the table confirms."""

        def __init__(self, action: str, values: dict[str, str], rules: tuple[str, ...]) -> None:
            super().__init__()
            self.action, self.values, self.rules = action, values, rules

    class NextRequested(Message):
        """The Next button: end the turn / step / phase."""

    def __init__(
        self,
        *,
        state: tuple[str, str, Sequence[View], Sequence[ActionSpec]] | None = None,
        form: ActionForm | None = None,
        **kwargs: object,
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.border_title = tr(self.BORDER_TITLE)
        # Content known at compose time is laid out once, not twice.
        self._initial = state
        self._shown: list[tuple[str, str]] = []  # the action list's options, as (name, label)
        #: The form the panel is made with (the one the rules wait for as the session opens), if any.
        self._first_form = form

    def compose(self) -> ComposeResult:
        head, guide, _views, actions = self._initial or ("", "", (), ())
        # Written anew after each action, undo and redo, nearly always to as many lines: laid out only if not.
        yield Fitted(Text(head, style="bold"), id="wizard-head")
        yield Fitted(guide, id="wizard-guide", classes="dim")
        self._shown = _options(actions)
        picked = self._first_form.action if self._first_form is not None else None
        actions_list = PickList(self._shown, picked, id="action-select", prompt=tr("choose an action (type to search)"))
        actions_list.applies = False  # picking an action opens its form; Enter there applies it
        yield actions_list
        with Vertical(id="form-holder"):
            if self._first_form is not None:
                yield self._first_form
        yield Fitted(id="wizard-check")  # it changes with each key typed in a form
        with Horizontal(id="wizard-buttons"):
            yield Button(tr("Apply"), id="apply", variant="primary", compact=True, disabled=True)
            yield Button(tr("Next ▸ (Ctrl+N)"), id="next", variant="success", compact=True)
            yield Button(tr("Force… (Ctrl+F)"), id="force", variant="warning", compact=True, disabled=True)
        # Computed results of the step (income due, roles...) under the form: drawn
        # after the first frame (tables take a while to lay out, and sit below the form).
        yield Fitted(id="wizard-views")

    def on_mount(self) -> None:
        views = self._initial[2] if self._initial else ()
        after_first_paint(self, lambda: self._initial_views(views))
        self._opened = self._first_form  # the form the session opens with: its title and field in sight too
        # Overriding a rule is never one Tab away from Apply, and Next (ctrl+n) never eats a half-filled form:
        # only Apply is in the Tab order; Force is clicked, and asks first.
        self.query_one("#force", Button).can_focus = False
        self.query_one("#next", Button).can_focus = False
        # The panel itself is no Tab stop (marked by its title alone, it read as a lost cursor): its fields
        # are, and a field with the cursor is scrolled into view.
        self.can_focus = False

    def _initial_views(self, views: Sequence[View]) -> None:
        if self._initial is not None:  # not yet replaced by a newer state
            self.query_one("#wizard-views", Static).update(Group(*(render_view(v) for v in views)))

    def show_state(self, head: str, guide: str, views: Sequence[View], actions: Sequence[ActionSpec]) -> None:
        """Refresh the header, guidance, computed views and the action list."""
        self._initial = None
        self.query_one("#wizard-head", Static).update(Text(head, style="bold"))
        self.query_one("#wizard-guide", Static).update(guide)
        self.query_one("#wizard-views", Static).update(Group(*(render_view(v) for v in views)))
        self._show_actions(_options(actions))

    def _show_actions(self, options: list[tuple[str, str]]) -> None:
        """The list's options, set anew only when they changed, and without a pick: the screen makes the
        open form anew itself (a pick sent again here made each form twice after each action)."""
        if options == self._shown:
            return
        self._shown = options
        select = self.query_one("#action-select", Select)
        current = select.value
        with self.prevent(Select.Changed):
            select.set_options([(Text(label), name) for name, label in options])
            if isinstance(current, str) and current in [name for name, _label in options]:
                select.value = current
                return
        if self.query(ActionForm):
            # The action is gone with the phase: so is its form (a number key typed into it otherwise).
            self.run_worker(self.mount_form(None))

    def show_picked(self, action: str) -> None:
        """Show ``action`` as picked in the list, its form made by the caller (no pick is sent)."""
        select = self.query_one("#action-select", Select)
        if select.value != action:
            with self.prevent(Select.Changed):
                select.value = action

    async def mount_form(self, form: ActionForm | None) -> None:
        """Replace the form (None clears it)."""
        holder = self.query_one("#form-holder", Vertical)
        before = holder.query(ActionForm)
        if form is not None and before and before.first().action == form.action:
            # Made anew as a hidden hand was shown: the cursor starts in the card list that hid it.
            form.shown_list = next((name for name in before.first().masked if name in form.units), None)
        # One frame: Textual's screen timer runs in a task of its own, and laid the panel out with the old
        # form gone or the new one half mounted.
        with self.app.batch_update():
            await holder.remove_children()
            if form is not None:
                await holder.mount(form)
            self.show_check(None, "")

    async def clear(self) -> None:
        """No action chosen and no form: the list's prompt, waiting for the table."""
        select = self.query_one("#action-select", Select)
        if self.query(ActionForm):
            # The cursor is in the form, or on its way there (focus moves later): it goes to the
            # list instead, else keys would reach a removed field.
            select.focus()
        select.clear()
        await self.mount_form(None)

    def pick(self, action: str, again: bool = False) -> None:
        """Select an action in the drop-down (as if the player had).

        Args:
            action: The action's name.
            again: Make its form anew even when it is already picked (new preset values).
        """
        if action not in (name for name, _label in self._shown):
            return  # not open now (the : line knows every action of the game): it has no form to show
        select = self.query_one("#action-select", Select)
        if select.value == action:
            if again:
                self.post_message(self.ActionPicked(action))
                self._opens()  # its form may be kept as it is, nothing made anew: brought into sight all the same
                self.call_after_refresh(self._keep_check_seen)
            return
        select.value = action

    def show_check(
        self,
        violations: Sequence[Violation] | None,
        error: str,
        forcible: bool = True,
        preview: Sequence[str] = (),
        hint: bool = False,
    ) -> None:
        """Show the dry-run result: fine (with what it would do), a bad value, or the rules that object.

        ``hint``: the error only says what a needed field still empty takes, and nobody pressed Enter
        on it yet: shown neutrally, not as a mistake (the play-test saw a red line before typing).
        """
        apply = self.query_one("#apply", Button)
        force = self.query_one("#force", Button)
        check = self.query_one("#wizard-check", Static)
        self.objections = tuple(dict.fromkeys(v.rule for v in violations or ()))
        self.hinting = bool(error) and hint
        self.refused = bool((error and not hint) or violations)
        if error:
            self.check_text = error
            check.update(Text(error, style="dim" if hint else "red"))
            apply.disabled, force.disabled = True, True
        elif violations:
            self.check_text = "\n".join(v.said() for v in violations)
            lines = [Text(f"✗ {v.said()}", style="red" if v.physical else "yellow") for v in violations]
            tellable = bool(facts_lifting(violations))
            if tellable:
                # Refused only for want of a printed fact: Apply asks whether the board shows it, and on yes
                # tells the app and applies (the play-test's first round stalled on borders the kit lacked).
                lines.append(Text(tr("Apply asks whether the board shows it."), style="dim"))
            elif forcible:
                lines.append(Text(tr("The table may force it (logged)."), style="dim"))
            elif mends := [v.mend for v in violations if v.physical and v.mend]:
                lines.append(Text(tr("This cannot be forced: {mend}.").format(mend=tr(mends[0])), style="dim"))
            elif any(v.physical for v in violations):
                # Overriding a rule never makes a piece that is not there: only a correction can.
                lines.append(
                    Text(tr("Not on the table: this cannot be forced (correct the app if it is wrong)."), style="dim")
                )
            self.check_text = "\n".join([self.check_text, *(line.plain for line in lines[len(violations) :])])
            check.update(Group(*lines))
            apply.disabled, force.disabled = not tellable, not forcible
        elif violations is None:
            self.check_text = ""
            check.update("")
            apply.disabled, force.disabled = True, True
            self._opens()  # cleared: a form starts (made anew, refilled for the next entry), or none is left
        else:
            allowed = tr("allowed")
            self.check_text = "\n".join([allowed, *preview])
            # What it would do (a battle's totals and losses), before Apply: what is still the table's
            # to decide (a fortress lost instead of a legion) can be set first.
            check.update(Group(Text(f"✓ {allowed}", style="green"), *(Text(line, style="dim") for line in preview)))
            apply.disabled, force.disabled = False, True
        if violations is not None or error:
            self._place_after_pick(refused=bool(error or violations))
        # Once laid out with its new text: what the form would do shows under the field being filled in.
        self.call_after_refresh(self._keep_check_seen)

    def _place_after_pick(self, refused: bool) -> None:
        """An entry Enter picked has been checked: the cursor to the next field the action still needs (the
        caravan's good after its province), else the next one the player may still set, else Apply when the
        rules allow the entry, else back on the list picked in; never to "who acts"."""
        forms = self.query(ActionForm)
        apply = self.query_one("#apply", Button)
        field = forms.first().cursor_after_pick(None if refused or apply.disabled else apply) if forms else None
        if field is not None:
            field.focus()

    def form_values(self) -> tuple[str | None, dict[str, str]]:
        """The picked action and its values."""
        forms = self.query(ActionForm)
        if not forms:
            return None, {}
        form = forms.first()
        return form.action, form.values()

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "action-select":
            event.stop()
            if isinstance(event.value, str):
                self.post_message(self.ActionPicked(event.value))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.id == "next":
            self.post_message(self.NextRequested())
            return
        action, values = self.form_values()
        if action is None:
            return
        if event.button.id == "force":
            self.post_message(self.ForceRequested(action, values, self.objections))
        else:
            self.post_message(self.ApplyRequested(action, values, force=False))

    def request_force(self) -> str | None:
        """Ask to apply the form past the rules (the keyboard's way to Force); why not, if it cannot be."""
        force = self.query_one("#force", Button)
        action, values = self.form_values()
        if action is None:
            return tr("Nothing to force: choose an action first.")
        if force.disabled:
            why = self.check_text or tr("the rules allow it as it is")
            return tr("Nothing to force: {why}").format(why=why)

        self.post_message(self.ForceRequested(action, values, self.objections))
        return None

    def on_pick_list_submitted(self, message: PickList.Submitted) -> None:
        # Enter on the chosen action: into its form, to fill it in.
        if message.pick.id == "action-select":
            message.stop()
            forms = self.query(ActionForm)
            if not forms:
                return
            form = forms.first()
            if not form.required_missing() and not self.query_one("#apply", Button).disabled:
                # Everything needed is there and the rules allow it: Enter applies, as in any field.
                self.post_message(self.ApplyRequested(form.action, form.values(), force=False))
                return
            form.focus_first()

    def submit(self) -> bool:
        """Enter in a field: apply the action, but only when the rules allow it (never forces).

        The screen calls this on ``ActionForm.Submitted``, not the panel: the form's last ``Changed``
        (an entry picked by the same Enter) reaches the screen first, so the check is the values' own.

        Returns:
            Whether the action is to be applied (``ApplyRequested`` is on its way).
        """
        request = self.submitted()
        if request is not None:
            self.post_message(self.ApplyRequested(*request, force=False))
        return request is not None

    def submitted(self) -> tuple[str, dict[str, str]] | None:
        """Enter in a field, as ``submit`` takes it: the action and values to apply when the rules allow it
        (the caller applies them), else None (an empty needed field's hint now says why nothing happened)."""
        if not self.query_one("#apply", Button).disabled:
            action, values = self.form_values()
            if action is not None:
                return action, values
        elif self.hinting:
            # Enter with a needed field empty: the hint is now why nothing happened.
            self.hinting, self.refused = False, True
            self.query_one("#wizard-check", Static).update(Text(self.check_text, style="red"))
        return None


def _options(actions: Sequence[ActionSpec]) -> list[tuple[str, str]]:
    """``(name, label)`` of each action: the name first, so typing it finds it."""
    from engine.spoken_names import action_word

    # Named as typed in the language spoken (Czech "odměny —", not "prizes —"); the value stays the id.
    return [(a.name, f"{action_word(a.name)} — {a.said}" if a.help else action_word(a.name)) for a in actions]
