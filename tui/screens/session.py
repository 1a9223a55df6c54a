"""The session screen: the glance strip, then map, phase wizard, hand and log over one saved session.

The layout follows the terminal: two by two at 120x40, three columns from
160x50, and one panel at a time (tabs, alt+1..4) in a small terminal. What
happened goes to the status line and the log, never over them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static

from engine.actions import ActionSpec
from engine.errors import TabulaError
from engine.fields import Field
from engine.session import Session
from engine.summary import acts_next
from engine.views import View
from tui.commands import SessionCommands
from tui.controller import LogLines, Outcome, SessionController
from tui.screens.dialogs import ConfirmDialog
from tui.screens.keys import KeysScreen
from tui.screens.session_forms import form_for
from tui.show_text import amounts
from tui.widgets.action_form import ActionForm
from tui.widgets.command_line import CommandLine, CommandSuggester, parse_command
from tui.widgets.glance import GlanceStrip
from tui.widgets.hand_panel import HandPanel
from tui.widgets.key_bar import KeyBar
from tui.widgets.log_panel import LogPanel
from tui.widgets.map_panel import MapPanel
from tui.widgets.wizard import WizardPanel

#: How often the screen looks for changes another program made to the save.
WATCH_SECONDS = 1.0
#: How long a shown hand stays visible (any key hides it sooner).
REVEAL_SECONDS = 8.0
PANELS = ("map", "wizard", "hand", "log")
PANEL_NAMES = ("Map", "Phase", "Hand", "Log")
#: What alt+1..4 arrive as from most terminals (ESC then the digit): Textual reads
#: those sequences as the characters macOS's Option key types (¡ ™ £ ¢).
ALT_DIGIT = ("inverted_exclamation_mark", "trade_mark_sign", "pound_sign", "cent_sign")


def layout_for(width: int, height: int) -> str:
    """``tabs`` below 100x30, ``columns`` from 150x45, else ``grid`` (two by two)."""
    if width < 100 or height < 30:
        return "tabs"
    if width >= 150 and height >= 45:
        return "columns"
    return "grid"


class SessionScreen(Screen[None]):
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
            "app.open_progress",
            "Progress",
            show=False,
            id="session.progress",
            tooltip="Victory measures per round, plotted",
        ),
        Binding("colon", "command", "Command", id="session.command", tooltip="Type an action as on the command line"),
        Binding("slash", "filter", "Find", show=False, id="session.filter", tooltip="Find a place on the map"),
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
        *(Binding(str(n), f"player({n - 1})", f"Player {n}", show=False, id=f"session.player{n}") for n in range(1, 7)),
        Binding("escape", "app.leave_session", "Back", id="session.back", tooltip="Back to the home screen"),
    ]

    def __init__(self, controller: SessionController) -> None:
        super().__init__()
        self.controller = controller
        #: The player the hand panel shows when pinned (number keys); None: it follows who acts.
        self.pinned: int | None = None
        #: A player whose hidden cards are shown for a few seconds.
        self.revealed: int | None = None
        #: A player whose hidden cards the open form names (until it is applied or left).
        self.form_revealed: int | None = None
        self.layout_mode = "grid"
        self.tab = 1  # the panel shown in the tabs layout (the phase wizard first)
        self._preset: dict[str, str] = {}
        self._acting: str | None = None  # who acts in the next form, when the command line said
        self._reveal_timer: Any = None

    @property
    def session(self) -> Session:
        """The open session."""
        return self.controller.session

    @property
    def player(self) -> int:
        """The player the hand panel shows: the pinned one, else who acts now."""
        if self.pinned is not None and self.pinned < len(self.session.players):
            return self.pinned
        return self._acting_seat()

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
        yield Static(self._header(summary), id="header", markup=False)
        yield GlanceStrip(session.ruleset.glance(ctx), id="glance")
        yield Static(self._banner(summary), id="banner", markup=False)
        yield Static(id="tab-bar", markup=False)
        with Grid(id="panels"):
            yield MapPanel(session.ruleset.places(ctx), self._owners(), id="map")
            yield WizardPanel(state=self._wizard_state(summary), id="wizard")
            yield HandPanel(summary, self.player, self._words, self._hidden(), self._holder, id="hand")
            yield LogPanel(LogLines(session), len(session.redo_stack), id="log")
        yield CommandLine(
            id="command",
            placeholder="action field=value … (Tab completes, Enter runs, Escape closes)",
            suggester=CommandSuggester(self.session.available, self._command_values),
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

    def on_resize(self, event: events.Resize) -> None:
        self._layout(event.size.width, event.size.height)

    # -- layout ------------------------------------------------------------------------

    def _layout(self, width: int, height: int) -> None:
        mode = layout_for(width, height)
        if mode != self.layout_mode or not self.has_class(f"-{mode}"):
            # Only on a real change: each class change restyles the whole screen.
            for name in ("tabs", "grid", "columns"):
                self.set_class(mode == name, f"-{name}")
            self.layout_mode = mode
        self._show_tab()

    def _show_tab(self) -> None:
        tabs = self.layout_mode == "tabs"
        bar = self.query_one("#tab-bar", Static)
        bar.display = tabs
        for index, name in enumerate(PANELS):
            self.query_one(f"#{name}").display = not tabs or index == self.tab
        if tabs:
            line = Text()
            for index, label in enumerate(PANEL_NAMES):
                style = "reverse bold" if index == self.tab else "dim"
                line.append(f" alt+{index + 1} {label} ", style=style)
                line.append(" ")
            bar.update(line)

    def action_panel(self, index: int) -> None:
        """Go to a panel (alt+1..4): in tabs, show it; else put the cursor there."""
        self.tab = index
        self._show_tab()
        panel = self.query_one(f"#{PANELS[index]}")
        # A list before a text field: number keys and arrows keep working after the jump.
        for kind in ("DataTable", "OptionList", "Select", "Input"):
            # Shown ones only: a closed pick list's option list is an OptionList too.
            targets = [w for w in panel.query(kind) if w.focusable and _shown(w)]
            if targets:
                targets[0].focus()
                return
        panel.focus()

    # -- drawing -------------------------------------------------------------------------

    def _header(self, summary: dict[str, Any]) -> str:
        session = self.session
        step = f" ({summary['step']})" if summary["step"] else ""
        turn = summary["turn"] or "everyone"
        nxt = summary.get("acts_next")
        who = f"turn: {turn}" + (f", next to act: {nxt}" if nxt and nxt != summary["turn"] else "")
        return (
            f"{session.ruleset.name} — {session.name} · round {summary['round']} · {session.phase.name}{step} · {who}"
        )

    def _holder(self, sort: str, seat: int) -> str:
        """A player's holder as the hand panel names it: "tech deck", not ``techs`` or "Ondrej's tech deck"."""
        player = self.session.players[seat]
        label = self.session.components.label(f"{sort}:{player.faction}")
        return label.removeprefix(f"{player.name}'s ")

    def _owners(self) -> dict[str, str]:
        return {p.faction: f"{p.name} ({p.faction})" for p in self.session.players}

    def _words(self, items: Mapping[str, int]) -> str:
        return amounts(self.session, items)

    def pick_action(self, name: str) -> None:
        """Open an action's form in the wizard (the command palette uses this)."""
        self.query_one(WizardPanel).pick(name, again=True)

    def _wizard_state(self, summary: dict[str, Any]) -> tuple[str, str, Sequence[View], Sequence[ActionSpec]]:
        session = self.session
        head = f"{session.phase.name}" + (f" · {summary['step']}" if summary["step"] else "")
        return head, session.phase.guide, session.ruleset.views(session.context()), session.available()

    def _banner(self, summary: dict[str, Any]) -> str:
        if summary["winners"]:
            return f"🏆 {' and '.join(summary['winners'])} won the game! (ctrl+z to take it back)"
        return ""

    def _hidden(self) -> frozenset[str]:
        """Holder sorts shown as counts only (hands, face-down piles), unless their player shows them."""
        return frozenset(self.session.ruleset.private_holders) if self.revealed != self.player else frozenset()

    def _show_hand(self, summary: dict[str, Any] | None = None) -> None:
        hand = self.query_one(HandPanel)
        hand.hidden = self._hidden()
        hand.pinned = self.pinned is not None
        hand.show(summary or self.session.summary(), self.player)

    def refresh_all(self) -> None:
        """Redraw every panel from the session."""
        session = self.session
        summary = session.summary()
        ctx = session.context()
        self.query_one("#header", Static).update(self._header(summary))
        self.query_one(GlanceStrip).show(session.ruleset.glance(ctx))
        self.query_one(MapPanel).show(session.ruleset.places(ctx))
        self._show_hand(summary)
        self.query_one(LogPanel).show(LogLines(session), len(session.redo_stack))
        self.query_one(WizardPanel).show_state(*self._wizard_state(summary))
        banner = self.query_one("#banner", Static)
        banner.update(self._banner(summary))
        banner.display = bool(summary["winners"])
        self._recheck()

    def status(self, text: str, ok: bool = True) -> None:
        """Say what happened on the status line (never over the log)."""
        line = self.query_one("#status", Static)
        first = text.splitlines()[0] if text else ""
        more = len(text.splitlines()) - 1
        line.update(Text(first + (f"  (+{more} more in the log)" if more > 0 else ""), style="" if ok else "bold red"))

    def _watch_file(self) -> None:
        # Another program (tabula act in a terminal) changed the save: show its state, never overwrite it.
        if self.controller.changed_elsewhere():
            self.refresh_all()
            self.status("The session was changed in another program; reloaded.", ok=False)

    # -- who acts --------------------------------------------------------------------------

    def _form(self) -> ActionForm | None:
        forms = self.query(ActionForm)
        return forms.first() if forms else None

    def _acting_seat(self) -> int:
        """Who acts in the form now (the choice shown in it), else the turn holder, else the first seat."""
        form = self._form() if self.is_mounted else None
        name = None
        if form is not None:
            name = form.acting() or form.values().get(self._actor_field(form.action) or "")
        names = [p.name for p in self.session.players]
        if name in names:
            return names.index(name)
        turn = self.session.table.position.turn
        if turn is not None:
            return turn
        # Nobody has the turn (Aquileia's placing): whom the rules expect next.
        nxt = acts_next(self.session)
        return names.index(nxt) if nxt in names else 0

    def _actor_field(self, action: str) -> str | None:
        spec = self.controller.spec(action)
        return spec.actor if spec is not None and spec.actor else None

    def _actor(self, action: str) -> str | None:
        """The actor to pass for the form's action: the form's visible choice where it shows one."""
        form = self._form()
        if form is not None and form.action == action:
            return form.acting()
        return None

    # -- checking and applying ----------------------------------------------------------------

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

    async def on_wizard_panel_action_picked(self, message: WizardPanel.ActionPicked) -> None:
        spec = self.controller.spec(message.action)
        if spec is None:
            return
        current = self._form()
        if current is None or current.action != spec.name:
            self.form_revealed = None  # a shown hand is for the form it was shown for
        form = form_for(self.session, spec, self._preset, self.pinned, self._acting, self.form_revealed)
        self._preset, self._acting = {}, None
        await self.query_one(WizardPanel).mount_form(form)
        # Picking an action (drop-down, palette, map) means filling it in next.
        form.focus_first()
        self._recheck()
        self._show_hand()

    def on_action_form_changed(self, message: ActionForm.Changed) -> None:
        self._check(message.action, message.values)
        if self.pinned is None:
            self._show_hand()  # the hand follows who acts

    async def on_wizard_panel_apply_requested(self, message: WizardPanel.ApplyRequested) -> None:
        await self._apply(message.action, message.values, force=False)

    def on_wizard_panel_force_requested(self, message: WizardPanel.ForceRequested) -> None:
        rules = ", ".join(message.rules) or "the rules"
        question = f"Override {rules} for {message.action}? The log will mark it as overridden."

        async def answer(yes: bool | None) -> None:
            if yes:
                await self._apply(message.action, message.values, force=True)

        self.app.push_screen(ConfirmDialog(question), answer)

    async def _apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None:
        outcome = self.controller.act(action, values, actor or self._actor(action), force)
        self.status(outcome.message, outcome.ok)
        if outcome.ok:
            self.form_revealed = None
            # Keep the same action ready for the next entry (several buys in a row).
            wizard = self.query_one(WizardPanel)
            await wizard.mount_form(None)
            self.refresh_all()
            if any(a.name == action for a in self.session.available()) and action not in ("next", "next-phase"):
                await self.on_wizard_panel_action_picked(WizardPanel.ActionPicked(action))

    def on_wizard_panel_next_requested(self, message: WizardPanel.NextRequested) -> None:
        self.action_next()

    def on_map_panel_place_selected(self, message: MapPanel.PlaceSelected) -> None:
        # Offer the actions that concern the place, with the place filled in (the form is made anew).
        wizard = self.query_one(WizardPanel)
        for spec in self.session.available():
            for field in spec.fields:
                if field.type == "ref" and message.place_id in self.session.catalogue(field.catalogue):
                    self._preset = {field.name: message.place_id}
                    wizard.pick(spec.name, again=True)
                    name = self.session.catalogue(field.catalogue).resolve(message.place_id).label
                    self.status(f"{spec.name}: {field.name.replace('_', ' ')} {name}")
                    return
        self.status(f"No action for {message.place_id} right now", ok=False)

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
        self.status(outcome.message, outcome.ok)
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
        self.query_one(WizardPanel).pick("next", again=True)
        self.status(outcome.message, ok=False)

    def action_player(self, index: int) -> None:
        """Pin the hand panel to a player (the same key again: follow who acts); offer to show hidden cards."""
        if index >= len(self.session.players):
            return
        form = self._form()
        for_form = form is not None and bool(form.masked) and self._acting_seat() == index
        if self.pinned == index and not for_form:
            self.pinned = None
            self._show_hand()
            self.status("The hand follows who acts.")
            return
        self.pinned = index
        self._show_hand()
        if self._hidden() and self._has_hidden(index):
            name = self.session.players[index].name
            self.app.push_screen(
                ConfirmDialog(f"Show {name}'s hidden cards on the screen? Only {name} should be looking."),
                lambda yes: self._reveal(index) if yes else None,
            )

    def _has_hidden(self, seat: int) -> bool:
        faction = self.session.players[seat].faction
        private = set(self.session.ruleset.private_holders)
        return any(
            h.partition(":")[0] in private for h in self.session.table.ledger.holders() if h.endswith(f":{faction}")
        )

    def _reveal(self, seat: int) -> None:
        self.revealed = seat
        self._show_hand()
        form = self._form()
        if form is not None and form.masked and self._acting_seat() == seat:
            # The form's card list was hidden: name the cards now, keeping what is filled in.
            self.form_revealed = seat
            self._preset, self._acting = form.values(), form.acting()
            self.query_one(WizardPanel).pick(form.action, again=True)
        if self._reveal_timer is not None:
            self._reveal_timer.stop()
        self._reveal_timer = self.set_timer(REVEAL_SECONDS, self._conceal)

    def _conceal(self) -> None:
        if self.revealed is not None:
            self.revealed = None
            self._show_hand()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Number keys only for the seats there are (the keys list shows no Player 5 of 4).
        if action == "player" and parameters and isinstance(parameters[0], int):
            return parameters[0] < len(self.session.players)
        return True

    def on_key(self, event: events.Key) -> None:
        # Shown cards hide again on any key.
        if self.revealed is not None:
            self._conceal()

    # -- the command line ----------------------------------------------------------------

    def action_command(self) -> None:
        """Open the ``:`` command line."""
        line = self.query_one(CommandLine)
        line.display = True
        line.focus()

    def _command_values(self, spec: ActionSpec, field: Field) -> list[str]:
        session = self.session
        if field.type == "player":
            return [p.name for p in session.players]
        if field.type in ("choice", "choices"):
            return list(field.choices)
        if field.type == "bool":
            return ["yes", "no"]
        if field.catalogue:
            return list(
                dict.fromkeys([*session.suggestions(spec, field.name), *session.catalogue(field.catalogue).ids()])
            )
        return session.suggestions(spec, field.name)

    def on_command_line_closed(self, message: CommandLine.Closed) -> None:
        self._close_command()

    def _close_command(self) -> None:
        line = self.query_one(CommandLine)
        line.display = False
        self.action_panel(self.tab if self.layout_mode == "tabs" else 1)

    async def on_input_submitted(self, message: Input.Submitted) -> None:
        if message.input.id != "command":
            return
        message.stop()
        try:
            command = parse_command(message.value)
            spec = self.session.spec(command.action)
        except TabulaError as bad:
            self.status(str(bad), ok=False)
            return
        proposal, why = self.controller.check(spec.name, command.values, command.actor)
        missing = [f.name for f in spec.fields if f.required and f.default is None and f.name not in command.values]
        if proposal is None and missing:
            # Something left to choose (a card from a hidden hand, a place): the form offers it, with what was typed.
            self._show_in_form(spec.name, command.values, command.actor)
            self.status(f"{spec.name}: choose {', '.join(m.replace('_', ' ') for m in missing)} in the form")
            return
        if proposal is None:
            self.status(why, ok=False)  # the line stays as typed, to be mended
            return
        line = self.query_one(CommandLine)
        line.value = ""
        if proposal.legal:
            await self._apply(spec.name, command.values, force=False, actor=command.actor)
            line.focus()  # ready for the next command
            return
        # The rules object: show the action in the Phase panel, where the table can read why and force it.
        self._show_in_form(spec.name, command.values, command.actor)
        self.status(f"{spec.name}: " + "; ".join(v.message for v in proposal.violations), ok=False)

    def _show_in_form(self, action: str, values: dict[str, str], actor: str | None) -> None:
        """Leave the command line for the action's form in the Phase panel, filled with ``values``."""
        self.query_one(CommandLine).value = ""
        self._close_command()
        self._preset = dict(values)
        self._acting = actor
        self.query_one(WizardPanel).pick(action, again=True)

    def action_filter(self) -> None:
        """Put the cursor in the map's filter (``/``)."""
        if self.layout_mode == "tabs":
            self.tab = 0
            self._show_tab()
        self.query_one("#map-filter").focus()

    def action_maximize(self) -> None:
        """Show the panel with the cursor on the whole screen, or all panels again."""
        if self.maximized is not None:
            self.minimize()
            return
        for name in PANELS:
            panel = self.query_one(f"#{name}")
            if panel.has_focus_within or panel.has_focus:
                self.maximized = panel  # the panels are containers: Screen.maximize would pick a child
                return

    def action_keys(self) -> None:
        extra = [
            (
                f"1..{len(self.session.players)}",
                "Pin the hand to a player (again: follow who acts); hidden cards after a yes",
            ),
            ("alt+1..4", "Map, Phase, Hand, Log"),
            ("Enter (in a field)", "Apply the action when the rules allow it"),
            ("u (log)", "Undo back to the selected event"),
        ]
        self.app.push_screen(KeysScreen(self, extra))

    def action_rules(self) -> None:
        self.app.open_rules(self.session.ruleset.id, self.session.phase.topic or None)  # type: ignore[attr-defined]


def _shown(widget: Widget) -> bool:
    """Whether the widget and every container around it are displayed."""
    node: DOMNode | None = widget
    while isinstance(node, Widget):
        if not node.display:
            return False
        node = node.parent
    return True
