"""The session screen's redraw after a change: each panel drawn again only when what it shows changed (the
phase panel each time: its list sends the pick that makes the form anew), and the log's new lines added under
the others (a redraw lays the whole screen out again, and the log measured and described every line again).

One part of ``SessionScreen`` (``session.py``); it reads the screen only through its public methods.
"""

from __future__ import annotations

from textual.widgets import Static

from engine.events import Event
from tui.app.controller import LogLines
from tui.app.screens.session_host import SessionHost
from tui.app.screens.session_parts import banner, header, same_events, wizard_state
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.log_panel import LogPanel
from tui.app.widgets.map_panel import MapPanel


class PanelDrawing:
    """The panels drawn again from the session, where it changed."""

    def __init__(self, screen: SessionHost) -> None:
        self.screen = screen
        #: What each panel was last drawn from (``refresh_all`` redraws only what changed).
        self.drawn: dict[str, object] = {}
        #: The events the log shows.
        self.logged: tuple[Event, ...] = ()

    def refresh_all(self, fresh: bool = False, check: bool = True) -> None:
        """Redraw the panels whose data changed since they were drawn, and add the log's new lines.

        Each redraw lays the screen out again: a panel drawn from the same data is left as it is.

        Args:
            fresh: Redraw every panel and describe every log line anew (the save was read again).
            check: Check the open form again, on the table as it is now.
        """
        screen = self.screen
        session = screen.session
        summary = session.summary()
        ctx = session.context()
        if fresh:
            self.drawn.clear()
        if self._changed("header", header(session, summary, screen.viewer.heading())):
            screen.query_one("#header", Static).update(str(self.drawn["header"]))
        glance = session.ruleset.glance(ctx)
        if self._changed("glance", glance):
            screen.query_one(GlanceStrip).show(glance)
        places = session.ruleset.places(ctx)
        map_panel = screen.query_one(MapPanel)
        if self._changed("places", places) or map_panel.drawing:  # the drawing is not in the places
            map_panel.show(places)
        screen.show_hand(summary)
        events = tuple(session.events)
        kept = 0 if fresh else same_events(self.logged, events)
        self.logged = events
        screen.query_one(LogPanel).show(LogLines(session), len(session.redo_stack), kept)
        # The list's options change with the phase (the open form is made anew by the screen's ``_redraw``).
        screen.wizard().show_state(*wizard_state(session, summary))
        if self._changed("banner", banner(summary)):
            line = screen.query_one("#banner", Static)
            line.update(str(self.drawn["banner"]))
            line.display = bool(summary["winners"])
        if check:
            screen.checks.recheck()

    def _changed(self, panel: str, data: object) -> bool:
        """Whether ``data`` differs from what ``panel`` was last drawn from (it is kept as drawn now)."""
        if panel in self.drawn and self.drawn[panel] == data:
            return False
        self.drawn[panel] = data
        return True
