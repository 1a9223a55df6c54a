"""The session screen's widgets as it is composed: the header, the glance strip and the banner, then the map,
the Phase panel, the hand and the log, the ``:`` line, the status line and the keys.

``SessionScreen.compose`` (``session.py``) yields them, and ``on_mount`` readies them here (``session_mounted``);
this reads the screen only through ``ComposeHost``.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Protocol

from textual.app import ComposeResult
from textual.containers import Grid
from textual.screen import Screen
from textual.widgets import Input, Static

from engine.i18n import tr
from engine.summary import field_values
from tui.app.controller import LogLines
from tui.app.screens.session_apply import FormApply
from tui.app.screens.session_command import CommandRunner
from tui.app.screens.session_draw import PanelDrawing
from tui.app.screens.session_hand import HandView
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_layout import PanelLayout
from tui.app.screens.session_moves import TableMoves
from tui.app.screens.session_parts import banner, header, holder_name, layout_for, owners, wizard_state
from tui.app.widgets.command_line import CommandLine, CommandSuggester
from tui.app.widgets.command_words import names_private
from tui.app.widgets.fitted import Fitted
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.key_bar import KeyBar
from tui.app.widgets.log_panel import LogPanel
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.panel_ring import PanelRing
from tui.app.widgets.stepper import Stepper
from tui.app.widgets.wizard import WizardPanel
from tui.show_text import amounts

#: How often the screen looks for changes another program made to the save.
WATCH_SECONDS = 0.5


class ComposeHost(SessionHost, Protocol):
    """The session screen, as it is composed."""

    #: ``grid``, ``columns`` or ``tabs`` (set here, before anything is styled).
    layout_mode: str

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    @property
    def drawing(self) -> PanelDrawing:
        """The panels' redraw."""

    @property
    def panels(self) -> PanelLayout:
        """The panels' layout."""

    @property
    def applying(self) -> FormApply:
        """Forms made, checked and applied."""

    @property
    def command(self) -> CommandRunner:
        """The ``:`` command line."""

    @property
    def moves(self) -> TableMoves:
        """The table's moves (the save watched)."""

    @property
    def hand(self) -> HandView:
        """The hand panel's part."""

    def awaited(self) -> str | None:
        """The action the rules wait for now, if this screen takes it."""


def session_widgets(screen: ComposeHost) -> ComposeResult:
    """The session screen's widgets (``SessionScreen.compose``), each panel built with its content: filled after
    mounting, they would lay the whole screen out a second time."""
    session = screen.session
    ctx = session.context()
    summary = session.summary()
    # The layout's class is set before anything is styled: set after mounting, it
    # restyles every panel once more (a tenth of the time to open a session).
    screen.layout_mode = layout_for(*screen.app.size)
    screen.screen.add_class(f"-{screen.layout_mode}")
    drawn = screen.drawing.drawn  # what each panel is drawn from: refresh_all redraws the ones whose data changed
    drawn["header"] = heading = header(screen.session, summary, screen.viewer.heading())
    yield Fitted(heading, id="header", markup=False)
    drawn["glance"] = glance = session.ruleset.glance(ctx)
    yield GlanceStrip(glance, id="glance")
    drawn["banner"] = line = banner(summary)
    yield Static(line, id="banner", markup=False)
    yield Static(id="tab-bar", markup=False)
    with Grid(id="panels"):
        drawn["places"] = places = session.ruleset.places(ctx)
        yield MapPanel(places, owners(session), screen.panels.drawn_lines, id="map")
        # The form the table waits for is made with the panel: opened after mounting, it laid the whole
        # screen out once more (the slowest layout of opening a session).
        awaited = None if screen.viewer.table else screen.awaited()
        first = screen.applying.made_form(awaited) if awaited is not None else None
        yield WizardPanel(state=wizard_state(screen.session, summary), form=first, id="wizard")
        names = (partial(holder_name, session), session.ruleset.faction_name)  # holders', factions' names
        own, hint = screen.viewer.seat is not None, screen.viewer.shared
        uncounted = frozenset(session.ruleset.secret_counts)
        yield HandPanel(
            summary,
            screen.hand.player,
            lambda items: amounts(screen.session, items),  # the hand's counts in words
            screen.hand.hidden(),
            *names,
            own=own,
            hint=hint,
            uncounted=uncounted,
            id="hand",
        )
        screen.drawing.logged = tuple(session.events)
        yield LogPanel(LogLines(session), len(session.redo_stack), id="log")
    reader = None if screen.viewer.seat is None else session.players[screen.viewer.seat].name
    command = CommandLine(
        id="command",
        placeholder=tr("action field=value … (Tab completes, Enter runs, Escape closes)"),
        # A player's own view lists that player's own hidden cards where a field names them (the table's, none).
        suggester=CommandSuggester(
            screen.session.available, partial(field_values, session, viewer=reader), screen.command.searched
        ),
        compact=True,
    )
    command.private = partial(names_private, session.spec_named)  # a face-down offer is not recalled by Up
    command.closing = screen.command.close  # Escape: the cursor is back in its field before the next key comes
    yield command
    yield Fitted(id="status", markup=False)  # one line, written after each action
    yield KeyBar()


def session_mounted(screen: ComposeHost) -> None:
    """The session screen mounted (``SessionScreen.on_mount``): its title, its watch on the save, its layout, and
    the form the table waits for ready as a form opened."""
    node = screen.screen
    node.title = f"{screen.session.ruleset.name} — {screen.session.name}"
    # What an action taught of the board is kept once the screen shows the action, not before.
    screen.controller.file.learn_later = screen.app.call_after_refresh
    screen.query_one("#banner", Static).display = bool(screen.session.table.winners)
    screen.query_one(CommandLine).display = False
    node.set_interval(WATCH_SECONDS, screen.moves.watch_file)
    screen.panels.fit(node.size.width, node.size.height)
    ring = PanelRing([screen.query_one(f"#{panel}") for panel in ("map", "wizard", "hand", "log")])
    node.watch(node, "focused", ring.follow)
    screen.app.theme_changed_signal.subscribe(node, lambda _theme: ring.redraw())
    if screen.viewer.table:
        # The table's display only shows the game: no action list, no buttons to press.
        for part in ("#action-select", "#form-holder", "#wizard-check", "#wizard-buttons"):
            screen.query_one(part).display = False
    form = screen.form()
    if form is not None:
        # A session opens on what the table is waiting for (made with the panel): ready as a form opened.
        screen.applying.fresh = (form, form.values(), form.acting())
        if screen.focused is None or form not in screen.focused.ancestors:
            form.focus_first()
        screen.checks.recheck()
        screen.hand.show()


def first_focus(screen: ComposeHost) -> bool:
    """Where the cursor starts (``SessionScreen._update_auto_focus``): whether it was put somewhere here (else
    Textual's ``AUTO_FOCUS``, the action list)."""
    # Textual gives the screen its first focus (AUTO_FOCUS) as it is composed, before on_mount would put
    # the cursor in the form the session opens with: a focus that moved on at once, each restyling the
    # panels (~5 ms of opening a session). With a form, its field has the cursor from the start.
    if screen.focused is None and screen.viewer.table:
        # The table's display has no action list (``on_mount`` hides it): the map, to look around.
        for table in screen.screen.query("#map-table"):  # none before the screen is composed
            screen.set_focus(table)
        return True
    form = screen.form() if screen.focused is None else None
    field = form.cursor_field() if form is not None else None
    if field is not None:
        screen.set_focus(field.query_one(Input) if isinstance(field, Stepper) else field)
        return True
    return False
