"""The session screen: the glance strip, then map, phase wizard, hand and log over one saved session.

The layout follows the terminal: two by two at 120x40, three columns from
160x50, and one panel at a time (tabs, alt+1..4) in a small terminal. What
happened goes to the status line and the log, never over them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.widgets import Select, Static

from engine.i18n import tr
from engine.summary import field_values
from tui.commands import SessionCommands
from tui.controller import LogLines, Outcome
from tui.screens.dialogs import ConfirmDialog
from tui.screens.session_draw import SessionDraw
from tui.screens.session_forms import form_for
from tui.screens.session_parts import (
    ALT_DIGIT,
    PANEL_NAMES,
    PLAYER_KEYS,
    banner,
    elsewhere,
    header,
    holder_name,
    layout_for,
    owners,
    undo_question,
    wizard_state,
)
from tui.show_text import amounts
from tui.widgets.action_form import ActionForm
from tui.widgets.command_line import CommandLine, CommandSuggester
from tui.widgets.glance import GlanceStrip
from tui.widgets.hand_panel import HandPanel
from tui.widgets.key_bar import KeyBar
from tui.widgets.log_panel import LogPanel
from tui.widgets.map_panel import MapPanel
from tui.widgets.panel_ring import PanelRing
from tui.widgets.wizard import WizardPanel

#: How often the screen looks for changes another program made to the save.
WATCH_SECONDS = 0.5


class SessionScreen(SessionDraw):
    """Turns UI events into engine actions; every change is saved at once."""

    # Start on the map, not the filter box, so number keys switch players.
    AUTO_FOCUS = "#map-table"
    # What stays in sight when one panel fills the screen (f2).
    ALLOW_IN_MAXIMIZED_VIEW = "#header, #glance, #command, #status, KeyBar"
    COMMANDS = {SessionCommands}

    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo", id="session.undo", tooltip="Take back the last event"),
        Binding("ctrl+y", "redo", "Redo", id="session.redo", tooltip="Put back what undo took"),
        Binding("ctrl+n", "next", "Next", id="session.next", tooltip="End the turn, step or phase"),
        Binding("f1", "rules", "Rules", id="session.rules", tooltip="Rules for the current phase"),
        Binding("question_mark", "keys", "Keys", id="session.keys", tooltip="The keys of this screen"),
        Binding(
            "f3",
            "progress",
            "Progress",
            show=False,
            id="session.progress",
            tooltip="Victory measures per round, plotted",
        ),
        Binding(
            "f4",
            "story",
            "Story",
            show=False,
            id="session.story",
            tooltip="The story so far: income, battles, overrides, corrections",
        ),
        Binding(
            "ctrl+f",
            "force",
            "Force",
            show=False,
            id="session.force",
            tooltip="Apply past the rules that object (asks first, naming them)",
        ),
        Binding("colon", "command", "Command", id="session.command", tooltip="Type an action as on the command line"),
        Binding("slash", "filter", "Find", show=False, id="session.filter", tooltip="Find a place on the map"),
        Binding(
            "ctrl+b",
            "drawn",
            "Board drawn",
            show=False,
            id="session.drawn",
            tooltip="The board drawn as it lies on the table, in place of the map's list (again: the list)",
        ),
        Binding(
            "f2",
            "maximize",
            "Maximize",
            show=False,
            id="session.maximize",
            tooltip="One panel on the whole screen (again: back)",
        ),
        *(
            Binding(
                f"alt+{n},{ALT_DIGIT[n - 1]}", f"panel({n - 1})", PANEL_NAMES[n - 1], show=False, id=f"session.panel{n}"
            )
            for n in range(1, 5)
        ),
        *(
            Binding(str(n), f"player({n - 1})", PLAYER_KEYS[n - 1], show=False, id=f"session.player{n}")
            for n in range(1, 7)
        ),
        Binding(
            "escape",
            "back",
            "Back",
            id="session.back",
            tooltip="Close the form being filled in; with none open, back to the home screen",
        ),
    ]

    def compose(self) -> ComposeResult:
        # Panels are built with their content: filling them after mounting
        # would lay the whole screen out a second time.
        session = self.session
        ctx = session.context()
        summary = session.summary()
        # The layout's class is set before anything is styled: set after mounting, it
        # restyles every panel once more (a tenth of the time to open a session).
        self.layout_mode = layout_for(*self.app.size)
        self.add_class(f"-{self.layout_mode}")
        drawn = self._drawn  # what each panel is drawn from: refresh_all redraws the ones whose data changed
        drawn["header"] = heading = header(self.session, summary, self.viewer.heading())
        yield Static(heading, id="header", markup=False)
        drawn["glance"] = glance = session.ruleset.glance(ctx)
        yield GlanceStrip(glance, id="glance")
        drawn["banner"] = line = banner(summary)
        yield Static(line, id="banner", markup=False)
        yield Static(id="tab-bar", markup=False)
        with Grid(id="panels"):
            drawn["places"] = places = session.ruleset.places(ctx)
            yield MapPanel(places, owners(session), self.drawn_lines, id="map")
            yield WizardPanel(state=wizard_state(self.session, summary), id="wizard")
            names = (partial(holder_name, session), session.ruleset.faction_name)  # holders', factions' names
            own, hint = self.viewer.seat is not None, self.viewer.shared
            yield HandPanel(summary, self.player, self._words, self._hidden(), *names, own=own, hint=hint, id="hand")
            self._logged = tuple(session.events)
            yield LogPanel(LogLines(session), len(session.redo_stack), id="log")
        yield CommandLine(
            id="command",
            placeholder=tr("action field=value … (Tab completes, Enter runs, Escape closes)"),
            suggester=CommandSuggester(self.session.available, partial(field_values, self.session)),
            compact=True,
        )
        yield Static(id="status", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.title = f"{self.session.ruleset.name} — {self.session.name}"
        self.query_one("#banner", Static).display = bool(self.session.table.winners)
        self.query_one(CommandLine).display = False
        self.set_interval(WATCH_SECONDS, self._watch_file)
        self._layout(self.size.width, self.size.height)
        ring = PanelRing([self.query_one(f"#{panel}") for panel in ("map", "wizard", "hand", "log")])
        self.watch(self, "focused", ring.follow)
        self.app.theme_changed_signal.subscribe(self, lambda _theme: ring.redraw())
        if self.layout_mode == "tabs":
            # The Phase tab shows first and the map is hidden: the cursor starts where it can be seen
            # (focused now, auto focus leaves it be).
            self.query_one("#action-select").focus()
        if self.viewer.table:
            # The table's display only shows the game: no action list, no buttons to press.
            for part in ("#action-select", "#form-holder", "#wizard-check", "#wizard-buttons"):
                self.query_one(part).display = False
        awaited = self._awaited()
        if awaited is not None:
            self._wizard().pick(awaited)  # a session opens on what the table is waiting for

    # -- drawing -------------------------------------------------------------------------

    def _words(self, items: Mapping[str, int]) -> str:
        return amounts(self.session, items)

    def pick_action(self, name: str) -> None:
        """Open an action's form in the wizard (the command palette uses this)."""
        self._wizard().pick(name, again=True)

    def _watch_file(self) -> None:
        # Another program (tabula act in a terminal) changed the save: show its state, never overwrite it.
        before = len(self.session.events)
        if self.controller.changed_elsewhere():
            self._redraw(fresh=True)
            self.status(elsewhere(self.session, before))
            self.run_worker(self._after_elsewhere())

    async def _after_elsewhere(self) -> None:
        """Another screen moved the game on: the form the rules now wait for here opens (a defender's
        answer to an attack made on the attacker's phone); a form this screen can no longer take closes."""
        wizard = self._wizard()
        form = self._form()
        awaited = self._awaited()
        if awaited is not None and (form is None or (form.action != awaited and not self.viewer.shared)):
            wizard.pick(awaited, again=True)
        elif form is not None and not self.viewer.shared and not self._mine(form.action):
            await wizard.clear()

    # -- checking and applying ----------------------------------------------------------------

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        # A pick the list has moved on from (cleared after an action the rules refuse again) would
        # bring back the form just cleared.
        if self.query_one("#action-select", Select).value == message.action:
            await self._open_form(message.action)

    async def _open_form(self, action: str, take_cursor: bool = True) -> None:
        """Make the action's form anew, the cursor in its first empty field (unless not ``take_cursor``),
        and check it."""
        spec = self.controller.spec(action)
        if spec is None:
            return
        current = self._form()
        if current is None or current.action != spec.name:
            self.form_revealed = None  # a shown hand is for the form it was shown for
        viewer = self.viewer
        revealed = viewer.seat if not viewer.shared else self.form_revealed
        acting = self._acting
        if acting is None and viewer.seat is not None and spec.who != "table":
            acting = viewer.name  # a player's own screen acts for that player
        form = form_for(self.session, spec, self._preset, self.pinned, acting, revealed, viewer.shared)
        self._preset, self._acting = {}, None
        wizard = self._wizard()
        kept = self._kept(form)
        if kept is not None and self._checked(kept.action, kept.values()):
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
        # Picking an action (drop-down, palette, map) means filling it in next.
        if take_cursor:
            form.focus_first()
        self._recheck()
        self._show_hand()

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        form = self._form()
        if form is None or form.action != message.action:
            return  # from a form already gone: its ✗ lines would stand under no form
        if self._checked(message.action, message.values):
            return  # nothing new to check, nor another player to show
        self._check(message.action, message.values)
        if self.pinned is None:
            self._show_hand()  # the hand follows who acts

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        await self._apply(message.action, message.values, force=False)

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
        outcome = self.controller.act(action, values, actor or self._actor(action), force)
        self.status(outcome.message, outcome.ok)
        if outcome.ok:
            self.form_revealed = None
            self._last_check = ()  # the check line is cleared below: whatever comes next is checked anew
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

    async def _open_next_form(self, last: str) -> None:
        """Open the form the table needs next, in place of the one applied: what the rules wait for (the next
        take, the Commander's pick), else the same action again (several buys in a row), else none."""
        awaited = self._awaited()
        wizard = self._wizard()
        if awaited is not None:
            # As if the player had picked it, made here at once (a pick sent round would cost a frame).
            wizard.show_picked(awaited)
            await self._open_form(awaited)
        elif last not in ("next", "next-phase") and any(a.name == last for a in self.session.available()):
            await self._open_form(last)
            if wizard.refused:
                # The rules refuse it again as it stands (a tribe that moved moves no more): the
                # player is not greeted with ✗ lines for what they just did; the list waits instead.
                await wizard.clear()
        else:
            # No form follows (the turn ended): the list shows no action either, so picking one opens its form.
            await wizard.clear()

    def on_wizard_panel_next_requested(self, message: WizardPanel.NextRequested) -> None:
        self.action_next()

    def on_map_panel_place_selected(self, message: MapPanel.PlaceSelected) -> None:
        # Offer the actions that concern the place, with the place filled in (the form is made anew).
        wizard = self._wizard()
        for spec in self.session.available():
            for field in spec.fields:
                if field.type == "ref" and message.place_id in self.session.catalogue(field.catalogue):
                    self._preset = {field.name: message.place_id}
                    wizard.pick(spec.name, again=True)
                    name = self.session.catalogue(field.catalogue).resolve(message.place_id).label
                    self.status(f"{spec.name}: {field.name.replace('_', ' ')} {name}")
                    return
        self.status(tr("No action for {place} right now").format(place=message.place_id), ok=False)

    def on_log_panel_undo_to_requested(self, message: LogPanel.UndoToRequested) -> None:
        keep = message.keep
        count = len(self.session.events) - keep
        if count <= 0:
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self._show(self.controller.undo_to(keep))

        self.app.push_screen(ConfirmDialog(undo_question(count, keep)), answer)

    # -- actions ---------------------------------------------------------------------------

    def _show(self, outcome: Outcome) -> None:
        self.status(outcome.message, outcome.ok)
        if outcome.ok:
            self._redraw()

    def _redraw(self, fresh: bool = False) -> None:
        """The panels drawn again, and the open form made again from the table as it is now (kept as it is
        when nothing changed for it; the cursor stays where it is unless it was in the form)."""
        self.refresh_all(fresh=fresh)
        form = self._form()
        if form is not None and self.query_one("#action-select", Select).value == form.action:
            focused = self.focused
            take = focused is None or form in focused.ancestors_with_self
            self.call_later(self._open_form, form.action, take)

    def action_undo(self) -> None:
        self._show_moved(self.controller.undo())

    def action_redo(self) -> None:
        self._show_moved(self.controller.redo())

    def _show_moved(self, outcome: Outcome) -> None:
        """After undo or redo, the form the rules now wait for (the open one belonged to another moment)."""
        self._show(outcome)
        awaited = self._awaited()
        if outcome.ok and awaited is not None:
            self._wizard().pick(awaited, again=True)  # again: its actor may have changed

    def action_next(self) -> None:
        # The rules wait for the phase to end ("setup done"): ctrl+n ends it, not another turn.
        step = "next-phase" if self._awaited() == "next-phase" else "next"
        outcome = self.controller.act(step, {})
        if outcome.ok:
            self._show(outcome)
            self.run_worker(self._after_next())
            return
        # A chosen turn order needs a name, a refused end needs reasons: open the form.
        self._preset = {}
        self._wizard().pick(step, again=True)
        self.status(outcome.message, ok=False)

    async def _after_next(self) -> None:
        """The turn or phase has moved on: the open form was the last player's (the play-test typed "hut"
        into the previous player's relic form); the form the rules wait for opens, else none."""
        wizard = self._wizard()
        awaited = self._awaited()
        if awaited is not None:
            wizard.pick(awaited, again=True)
        else:
            await wizard.clear()
