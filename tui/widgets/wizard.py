"""The phase wizard: where the table is, what to do, computed results, and the action form."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.console import Group
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.widgets import Button, Select, Static

from engine.actions import ActionSpec, Violation
from engine.views import View
from tui.widgets.action_form import ActionForm
from tui.widgets.render import render_view

WizardState = tuple[str, str, Sequence[View], Sequence[ActionSpec]]


class WizardPanel(VerticalScroll):
    """Round, phase and turn; guidance; results; a form for the step's actions."""

    BORDER_TITLE = "Phase"

    #: Plain text of the last dry-run result (what the check line says).
    check_text = ""

    @dataclass
    class ActionPicked(Message):
        """An action was chosen in the drop-down."""

        action: str

    @dataclass
    class ApplyRequested(Message):
        """Apply the form's action (``force``: past the rules)."""

        action: str
        values: dict[str, str]
        force: bool

    @dataclass
    class NextRequested(Message):
        """The Next button: end the turn / step / phase."""

    def __init__(
        self, *, state: tuple[str, str, Sequence[View], Sequence[ActionSpec]] | None = None, **kwargs: object
    ) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        # Content known at compose time is laid out once, not twice.
        self._initial = state

    def compose(self) -> ComposeResult:
        head, guide, views, actions = self._initial or ("", "", (), ())
        yield Static(Text(head, style="bold"), id="wizard-head")
        yield Static(guide, id="wizard-guide", classes="dim")
        yield Select(_options(actions), id="action-select", prompt="choose an action", compact=True)
        yield Vertical(id="form-holder")
        yield Static(id="wizard-check")
        with Horizontal(id="wizard-buttons"):
            yield Button("Apply", id="apply", variant="primary", compact=True, disabled=True)
            yield Button("Force", id="force", variant="warning", compact=True, disabled=True)
            yield Button("Next ▸", id="next", variant="success", compact=True)
        # Computed results of the step (income due, roles...) under the form.
        yield Static(Group(*(render_view(v) for v in views)), id="wizard-views")

    def show_state(self, head: str, guide: str, views: Sequence[View], actions: Sequence[ActionSpec]) -> None:
        """Refresh the header, guidance, computed views and the action list."""
        self.query_one("#wizard-head", Static).update(Text(head, style="bold"))
        self.query_one("#wizard-guide", Static).update(guide)
        self.query_one("#wizard-views", Static).update(Group(*(render_view(v) for v in views)))
        select = self.query_one("#action-select", Select)
        current = select.value
        names = [a.name for a in actions]
        select.set_options(_options(actions))
        if isinstance(current, str) and current in names:
            select.value = current

    async def mount_form(self, form: ActionForm | None) -> None:
        """Replace the form (None clears it)."""
        holder = self.query_one("#form-holder", Vertical)
        await holder.remove_children()
        if form is not None:
            await holder.mount(form)
        self.show_check(None, "")

    def pick(self, action: str) -> None:
        """Select an action in the drop-down (as if the player had)."""
        self.query_one("#action-select", Select).value = action

    def show_check(self, violations: Sequence[Violation] | None, error: str, forcible: bool = True) -> None:
        """Show the dry-run result: fine, a bad value, or the rules that object (forcible or not)."""
        apply = self.query_one("#apply", Button)
        force = self.query_one("#force", Button)
        check = self.query_one("#wizard-check", Static)
        if error:
            self.check_text = error
            check.update(Text(error, style="red"))
            apply.disabled, force.disabled = True, True
        elif violations:
            self.check_text = "\n".join(f"{v.rule}: {v.message}" for v in violations)
            lines = [Text(f"✗ {v.rule}: {v.message}", style="red" if v.physical else "yellow") for v in violations]
            if forcible:
                lines.append(Text("The table may force it (logged).", style="dim"))
            else:
                # Overriding a rule never makes a piece that is not there: only a correction can.
                lines.append(
                    Text("Not on the table: this cannot be forced (correct the app if it is wrong).", style="dim")
                )
            check.update(Group(*lines))
            apply.disabled, force.disabled = True, not forcible
        elif violations is None:
            self.check_text = ""
            check.update("")
            apply.disabled, force.disabled = True, True
        else:
            self.check_text = "allowed"
            check.update(Text("✓ allowed", style="green"))
            apply.disabled, force.disabled = False, True

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
        if action is not None:
            self.post_message(self.ApplyRequested(action, values, force=event.button.id == "force"))


def _options(actions: Sequence[ActionSpec]) -> list[tuple[str, str]]:
    return [(f"{a.name} — {a.help}" if a.help else a.name, a.name) for a in actions]
