"""The session screen's dry run of the open form: what the check line says of its entry.

Kept apart from ``session_base.py`` (who acts, whose hand shows) so each
module stays readable; ``SessionCommandLine`` builds on this.
"""

from __future__ import annotations

from engine.actions import Proposal
from engine.errors import specific
from engine.hidden import hidden_holders, shared_preview
from tui.app.screens.session_base import SessionBase


class SessionCheck(SessionBase):
    """The form's entry checked by dry run, and shown as the check line says it."""

    def _recheck(self) -> None:
        action, values = self._wizard().form_values()
        if action is not None:
            self._check(action, values)

    def _checked(self, action: str, values: dict[str, str]) -> bool:
        """Whether the check line already says what the rules say of this entry, on the table as it stands
        (a form just made reports its values as a change: they were checked as it opened)."""
        wizard = self._wizard()
        shown = (wizard.check_text, wizard.hinting, wizard.refused, wizard.objections)
        return bool(self._last_check) and self._last_check == (*self._check_key(action, values), *shown)

    def _check_key(self, action: str, values: dict[str, str]) -> tuple[object, ...]:
        form = self._form()
        entered = form is not None and form.entered
        return (action, values, self._actor(action), entered, *self._moment())

    def _preview(self, proposal: Proposal) -> list[str]:
        """What the entry would do, as this screen may show it: a hand not shown here is counted, not named."""
        viewer = self.viewer
        seat = viewer.seat if not viewer.shared else self.form_revealed
        faction = None if seat is None else self.session.players[seat].faction
        shown = [h for h in hidden_holders(self.session) if faction is not None and h.endswith(f":{faction}")]
        return shared_preview(self.session, proposal, None if viewer.shared else viewer.name, shown)

    def _check(self, action: str, values: dict[str, str]) -> None:
        """Dry-run the form's entry and show what the rules say."""
        key = self._check_key(action, values)
        proposal, error = self.controller.check(action, values, self._actor(action))
        wizard = self._wizard()
        if proposal is None:
            form = self._form()
            wizard.show_check(None, error, hint=form is not None and form.action == action and form.unfilled())
        else:
            preview = self._preview(proposal) if proposal.legal else []
            # The action's own reason, without the engine's general "nobody may take it now" beside it.
            shown = list(specific(proposal.spec.name, proposal.violations))
            wizard.show_check(shown, error, self.controller.may_force(proposal), preview)
        # What it said, as said (a line changed since, by Enter on an empty field, is no longer this check's).
        self._last_check = (*key, wizard.check_text, wizard.hinting, wizard.refused, wizard.objections)
