"""The session screen's layout: two by two, three columns or tabs as the terminal allows, and moving
between the panels (alt+1..4, a tap on a tab, f2, ``/``), and the board drawn in the map panel (ctrl+b).

``SessionScreen`` (``session.py``) builds on this, and this on ``SessionKeys`` (the form's keys); kept
apart so each module stays readable.
"""

from __future__ import annotations

from textual import events
from textual.widgets import Static

from tui.screens.session_keys import SessionKeys
from tui.screens.session_parts import NARROW, PANELS, layout_for, shown, tab_at, tab_line
from tui.widgets.map_panel import MapPanel


class SessionLayout(SessionKeys):
    """Which panels show, and where the cursor goes between them."""

    #: Whether the game draws its board as it lies (worked out the first time the keys are asked about).
    _draws: bool | None = None

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
            focused = self.focused
            if mode == "tabs" and focused is not None and not shown(focused):
                # The cursor was in a panel now hidden: keys would act where nobody can see.
                self.action_panel(self.tab)
            return
        self._show_tab()

    def _show_tab(self) -> None:
        tabs = self.layout_mode == "tabs"
        bar = self.query_one("#tab-bar", Static)
        bar.display = tabs
        for index, name in enumerate(PANELS):
            self.query_one(f"#{name}").display = not tabs or index == self.tab
        if tabs:
            bar.update(tab_line(self.tab, self.size.width < NARROW))

    def on_click(self, event: events.Click) -> None:
        bar = self.query_one("#tab-bar", Static)
        if event.widget is bar:
            offset = event.get_content_offset(bar)
            index = tab_at(offset.x, self.size.width < NARROW) if offset is not None else None
            if index is not None:
                self.action_panel(index)

    def action_panel(self, index: int) -> None:
        """Go to a panel (alt+1..4): in tabs, show it; else put the cursor there."""
        self.tab = index
        self._show_tab()
        panel = self.query_one(f"#{PANELS[index]}")
        # A list before a text field: number keys and arrows keep working after the jump.
        for kind in ("DataTable", "OptionList", "Select", "Input"):
            # Shown ones only: a closed pick list's option list is an OptionList too.
            targets = [w for w in panel.query(kind) if w.focusable and shown(w)]
            if targets:
                targets[0].focus()
                return
        panel.focus()

    async def action_filter(self) -> None:
        """Put the cursor in the map's filter (``/``), over the list again if the board drawn was shown."""
        if self.layout_mode == "tabs":
            self.tab = 0
            self._show_tab()
        panel = self.query_one(MapPanel)
        if panel.drawing:
            await panel.toggle_drawn()
        self.query_one("#map-filter").focus()

    def drawn_lines(self) -> list[str]:
        """The board drawn as it lies now (``Ruleset.drawn_session``): public facts only, whole lines."""
        return self.session.ruleset.drawn_session(self.session.context())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "drawn":
            # Offered only where the game draws its board (the Hellas coast): no key that does nothing.
            if self._draws is None:
                self._draws = bool(self.drawn_lines())
            return self._draws
        return super().check_action(action, parameters)

    async def action_drawn(self) -> None:
        """The board drawn as it lies in the map panel, in place of the list (ctrl+b); again: the list."""
        if self.layout_mode == "tabs":
            self.tab = 0
            self._show_tab()
        drawn = await self.query_one(MapPanel).toggle_drawn()
        # On the drawing, arrows and Page Up/Down scroll it; back on the list, they move along the places.
        self.query_one("#map-drawn" if drawn else "#map-table").focus()

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
