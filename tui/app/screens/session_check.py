"""The session screen's dry run of the open form: what the check line says of its entry.

One part of ``SessionScreen`` (``session.py``): it remembers what it last
checked, so an entry checked on the same table is not run through the rules
twice. It reads the screen only through its public methods.
"""

from __future__ import annotations

from engine.actions import Proposal
from engine.errors import specific
from engine.hidden import hidden_holders, shared_preview
from tui.app.screens.session_host import SessionHost


class FormCheck:
    """The form's entry checked by dry run, and shown as the check line says it."""

    def __init__(self, screen: SessionHost) -> None:
        self.screen = screen
        #: What the last dry run was of (``checked``).
        self._last: tuple[object, ...] = ()

    def forget(self) -> None:
        """Whatever comes next is checked anew (the check line was cleared)."""
        self._last = ()

    def recheck(self) -> None:
        """Check the open form again, on the table as it is now."""
        action, values = self.screen.wizard().form_values()
        if action is not None:
            self.check(action, values)

    def checked(self, action: str, values: dict[str, str]) -> bool:
        """Whether the check line already says what the rules say of this entry, on the table as it stands
        (a form just made reports its values as a change: they were checked as it opened)."""
        wizard = self.screen.wizard()
        shown = (wizard.check_text, wizard.hinting, wizard.refused, wizard.objections)
        return bool(self._last) and self._last == (*self._key(action, values), *shown)

    def _key(self, action: str, values: dict[str, str]) -> tuple[object, ...]:
        screen = self.screen
        form = screen.form()
        entered = form is not None and form.entered
        return (action, values, screen.actor(action), entered, *screen.moment())

    def _preview(self, proposal: Proposal) -> list[str]:
        """What the entry would do, as this screen may show it: a hand not shown here is counted, not named."""
        screen = self.screen
        viewer, session = screen.viewer, screen.session
        seat = viewer.seat if not viewer.shared else screen.form_revealed
        faction = None if seat is None else session.players[seat].faction
        shown = [h for h in hidden_holders(session) if faction is not None and h.endswith(f":{faction}")]
        return shared_preview(session, proposal, None if viewer.shared else viewer.name, shown)

    def check(self, action: str, values: dict[str, str]) -> None:
        """Dry-run the form's entry and show what the rules say."""
        screen = self.screen
        key = self._key(action, values)
        proposal, error = screen.controller.check(action, values, screen.actor(action))
        wizard = screen.wizard()
        if proposal is None:
            form = screen.form()
            wizard.show_check(None, error, hint=form is not None and form.action == action and form.unfilled())
        else:
            preview = self._preview(proposal) if proposal.legal else []
            # The action's own reason, without the engine's general "nobody may take it now" beside it.
            shown = list(specific(proposal.spec.name, proposal.violations))
            wizard.show_check(shown, error, screen.controller.may_force(proposal), preview)
        # What it said, as said (a line changed since, by Enter on an empty field, is no longer this check's).
        self._last = (*key, wizard.check_text, wizard.hinting, wizard.refused, wizard.objections)
