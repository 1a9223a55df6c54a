"""The session screen: map, hand, log and phase wizard over one saved session."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.screen import Screen
from textual.widgets import Static

from engine.actions import ActionSpec
from engine.session import Session
from engine.views import View
from tui.commands import SessionCommands
from tui.controller import LogLines, Outcome, SessionController
from tui.screens.dialogs import ConfirmDialog
from tui.show_text import amounts
from tui.widgets.action_form import ActionForm
from tui.widgets.hand_panel import HandPanel
from tui.widgets.key_bar import KeyBar
from tui.widgets.log_panel import LogPanel
from tui.widgets.map_panel import MapPanel
from tui.widgets.wizard import WizardPanel

#: How often the screen looks for changes another program made to the save.
WATCH_SECONDS = 1.0


class SessionScreen(Screen[None]):
    """Turns UI events into engine actions; every change is saved at once."""

    # Start on the map, not the filter box, so number keys switch players.
    AUTO_FOCUS = "#map-table"
    COMMANDS = {SessionCommands}

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo", id="session.undo", tooltip="Take back the last event"),
        Binding("ctrl+y", "redo", "Redo", id="session.redo", tooltip="Put back what undo took"),
        Binding("ctrl+n", "next", "Next", id="session.next", tooltip="End the turn, step or phase"),
        Binding("f1", "rules", "Rules", id="session.rules", tooltip="Rules for the current phase"),
        *(Binding(str(n), f"player({n - 1})", f"Player {n}", show=False, id=f"session.player{n}") for n in range(1, 7)),
        Binding("escape", "app.leave_session", "Back", id="session.back", tooltip="Back to the home screen"),
    ]

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        self.player = 0
        self._preset: dict[str, str] = {}

    @property
    def session(self) -> Session:
        """The open session."""
        return self.controller.session

    def compose(self) -> ComposeResult:
        # Panels are built with their content: filling them after mounting
        # would lay the whole screen out a second time.
        session = self.session
        ctx = session.context()
        summary = session.summary()
        yield Static(self._banner(summary), id="banner", markup=False)
        with Grid(id="panels"):
            yield MapPanel(session.ruleset.places(ctx), id="map")
            yield WizardPanel(state=self._wizard_state(summary), id="wizard")
            yield HandPanel(summary, self.player, self._words, id="hand")
            yield LogPanel(LogLines(session), len(session.redo_stack), id="log")
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"{self.session.ruleset.name} — {self.session.name}"
        self.query_one("#banner", Static).display = bool(self.session.table.winners)
        self.set_interval(WATCH_SECONDS, self._watch_file)

    def _watch_file(self) -> None:
        # Another program (tabula act in a terminal) changed the save: show its state, never overwrite it.
        if self.controller.changed_elsewhere():
            self.refresh_all()
            self.notify("The session was changed in another program; reloaded.", severity="warning", markup=False)

    def _words(self, items: Mapping[str, int]) -> str:
        return amounts(self.session, items)

    def pick_action(self, name: str) -> None:
        """Open an action's form in the wizard (the command palette uses this)."""
        self.query_one(WizardPanel).pick(name)

    def _wizard_state(self, summary: dict[str, Any]) -> tuple[str, str, Sequence[View], Sequence[ActionSpec]]:
        session = self.session
        step = f" · {summary['step']}" if summary["step"] else ""
        turn = summary["turn"] or "everyone"
        head = f"Round {summary['round']} · {session.phase.name}{step} · turn: {turn}"
        return head, session.phase.guide, session.ruleset.views(session.context()), session.available()

    def _banner(self, summary: dict[str, Any]) -> str:
        if summary["winners"]:
            return f"🏆 {' and '.join(summary['winners'])} won the game! (ctrl+z to take it back)"
        return ""

    # -- drawing -------------------------------------------------------------------

    def refresh_all(self) -> None:
        """Redraw every panel from the session."""
        session = self.session
        summary = session.summary()
        self.player = min(self.player, len(session.players) - 1)
        self.query_one(MapPanel).show(session.ruleset.places(session.context()))
        self.query_one(HandPanel).show(summary, self.player)
        self.query_one(LogPanel).show(LogLines(session), len(session.redo_stack))
        self.query_one(WizardPanel).show_state(*self._wizard_state(summary))
        banner = self.query_one("#banner", Static)
        banner.update(self._banner(summary))
        banner.display = bool(summary["winners"])
        self._recheck()

    def _recheck(self) -> None:
        action, values = self.query_one(WizardPanel).form_values()
        if action is not None:
            self._check(action, values)

    def _check(self, action: str, values: dict[str, str]) -> None:
        """Dry-run the form's entry and show what the rules say."""
        proposal, error = self.controller.check(action, values, self._actor(action))
        wizard = self.query_one(WizardPanel)
        if proposal is None:
            wizard.show_check(None, error)
        else:
            wizard.show_check(list(proposal.violations), error, proposal.forcible)

    def _actor(self, action: str) -> str | None:
        # The rules name who acts wherever they can; where they cannot (nobody
        # has the turn and anyone may act), the selected player (number keys) acts.
        spec = self.controller.spec(action)
        if spec is None or spec.who == "table" or spec.actor or spec.name in ("next", "next-phase"):
            return None  # the engine knows (a chooser names the next player)
        if self.session.expected_actor(spec) is not None:
            return None
        name: str = self.session.players[self.player].name
        return name

    # -- messages from the widgets ------------------------------------------------------------

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        spec = self.controller.spec(message.action)
        if spec is None:
            return
        session = self.session
        suggestions = {f.name: session.suggestions(spec, f.name) for f in spec.fields if not f.catalogue}
        choices = {
            f.name: [(e.id, e.label) for e in session.catalogue(f.catalogue).entries]
            for f in spec.fields
            if f.catalogue
        }
        players = [p.name for p in session.players]
        preset = dict(self._preset)
        expected = session.expected_actor(spec)
        if spec.actor and expected is not None:
            preset.setdefault(spec.actor, expected.name)
        form = ActionForm(spec.name, spec.fields, players, suggestions, preset, choices=choices)
        self._preset = {}
        await self.query_one(WizardPanel).mount_form(form)
        # Picking an action (drop-down, palette, map) means filling it in next.
        form.focus_first()
        self._recheck()

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        self._check(message.action, message.values)

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        outcome = self.controller.act(message.action, message.values, self._actor(message.action), message.force)
        self.notify(outcome.message, severity="information" if outcome.ok else "error", markup=False)
        if outcome.ok:
            # Keep the same action ready for the next entry (several buys in a row).
            wizard = self.query_one(WizardPanel)
            action = message.action
            await wizard.mount_form(None)
            self.refresh_all()
            if any(a.name == action for a in self.session.available()) and action not in ("next", "next-phase"):
                await self.on_wizard_panel_action_picked(WizardPanel.ActionPicked(action))

    def on_wizard_panel_next_requested(self, message: WizardPanel.NextRequested) -> None:
        self.action_next()

    def on_map_panel_place_selected(self, message: MapPanel.PlaceSelected) -> None:
        # Offer the actions that concern the place, with the place filled in.
        wizard = self.query_one(WizardPanel)
        for spec in self.session.available():
            for field in spec.fields:
                if field.type == "ref" and message.place_id in self.session.catalogue(field.catalogue):
                    self._preset = {field.name: message.place_id}
                    wizard.pick(spec.name)
                    self.notify(f"{spec.name}: {field.name.replace('_', ' ')} {message.place_id}", markup=False)
                    return
        self.notify(f"No action for {message.place_id} right now", severity="warning", markup=False)

    def on_log_panel_undo_to_requested(self, message: LogPanel.UndoToRequested) -> None:
        keep = message.keep
        count = len(self.session.events) - keep
        if count <= 0:
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._show(self.controller.undo_to(keep))

        self.app.push_screen(ConfirmDialog(f"Undo the {count} event(s) after event {keep}?"), answer)

    # -- actions ---------------------------------------------------------------------------

    def _show(self, outcome: Outcome) -> None:
        self.notify(outcome.message, severity="information" if outcome.ok else "warning", markup=False)
        if outcome.ok:
            self.refresh_all()

    def action_undo(self) -> None:
        self._show(self.controller.undo())

    def action_redo(self) -> None:
        self._show(self.controller.redo())

    def action_next(self) -> None:
        outcome = self.controller.act("next", {})
        if outcome.ok:
            self._show(outcome)
            return
        # A chosen turn order needs a name, a refused end needs reasons: open the form.
        self._preset = {}
        self.query_one(WizardPanel).pick("next")
        self.notify(outcome.message, severity="warning", markup=False)

    def action_player(self, index: int) -> None:
        if index < len(self.session.players):
            self.player = index
            self.query_one(HandPanel).show(self.session.summary(), index)
            self._recheck()

    def action_rules(self) -> None:
        self.app.open_rules(self.session.ruleset.id, self.session.phase.topic or None)  # type: ignore[attr-defined]
