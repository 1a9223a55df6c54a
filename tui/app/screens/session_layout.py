"""The session screen's layout: two by two, three columns or tabs as the terminal allows, and moving
between the panels (alt+1..4, a tap on a tab, f2, ``/``), and the board drawn in the map panel (ctrl+b).

The number keys (a player's hand) and alt+1..4 are the screen's before any field's: an open pick list
searched the digit, and a text box typed alt+4 as "¢" (a terminal sends ESC 4, which Textual reads as the
character macOS's Option+4 types). They are priority bindings, kept where Textual drops a key a field would
type (``_binding_chain``); ``check_action`` gives a digit back to the field where it is a value being typed.

One part of ``SessionScreen`` (``session.py``), held as ``screen.panels``: the screen keeps the Textual hooks
(its handlers, actions, ``check_action``, ``_binding_chain``, ``minimize``) and hands them here. It reads the
screen only through ``LayoutHost``.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual import events
from textual.binding import Binding, BindingsMap, BindingType
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Select, Static
from textual.widgets._select import SelectOverlay

from tui.app.screens.queued import going, queued
from tui.app.screens.session_held import HeldKeys
from tui.app.screens.session_host import Allows, SessionHost
from tui.app.screens.session_parts import (
    ALT_DIGIT,
    NARROW,
    PANEL_NAMES,
    PANELS,
    PLAYER_KEYS,
    layout_for,
    shown,
    tab_at,
    tab_line,
)
from tui.app.widgets.command_line import CommandLine
from tui.app.widgets.glance import GlanceStrip
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.pick import pick_of


class LayoutHost(SessionHost, Protocol):
    """The session screen, as its layout sees it."""

    #: ``grid``, ``columns`` or ``tabs`` (set here).
    layout_mode: str
    #: The panel shown in the tabs layout (set here).
    tab: int

    @property
    def screen(self) -> Screen[Any]:
        """The screen itself, as Textual's ``Screen``."""

    @property
    def held(self) -> HeldKeys:
        """The keys held while the cursor is nowhere."""

    def minimize(self) -> None:
        """All panels again."""


def _key_waiting(widget: Widget) -> bool:
    """Whether a key waits in the widget's queue (none, where the queue cannot be looked into)."""
    return any(isinstance(message, events.Key) for message in queued(widget) or ())


def digit_typed_in(widget: Widget | None) -> bool:
    """Whether a digit typed now is part of a value being typed there, not a player's number key: in a text
    or number box, and in an open pick list already searched, or one whose options start with digits."""
    if widget is None:
        return False
    if isinstance(widget, Input):
        return True
    pick = next((node for node in widget.ancestors_with_self if isinstance(node, Select)), None)
    if pick is not None and any(_key_waiting(node) for node in (pick, *pick.query(SelectOverlay))):
        return True  # letters typed just before are on their way to its search ("arena 2" at speed)
    if pick is None or not pick.expanded:
        return False  # a closed list opens on letters only: a digit is the screen's
    overlay = pick.query_one(SelectOverlay)
    # The search so far (PickList's own, else Textual's): "forum 3" goes on searching.
    if getattr(overlay, "typed", "") or overlay._search_query:
        return True
    return any(str(option.prompt)[:1].isdigit() for option in overlay.options)


#: alt+1..4 and the number keys, the screen's before any field's (``SessionScreen.BINDINGS``).
LAYOUT_BINDINGS: list[BindingType] = [
    *(
        Binding(
            f"alt+{n},{ALT_DIGIT[n - 1]}",
            f"panel_key({n - 1})",
            PANEL_NAMES[n - 1],
            show=False,
            priority=True,
            id=f"session.panel{n}",
        )
        for n in range(1, 5)
    ),
    *(
        Binding(str(n), f"player_key({n - 1})", PLAYER_KEYS[n - 1], show=False, priority=True, id=f"session.player{n}")
        for n in range(1, 7)
    ),
]


class PanelLayout:
    """Which panels show, and where the cursor goes between them."""

    def __init__(self, screen: LayoutHost) -> None:
        self.screen = screen
        #: The same screen, as Textual's ``Screen`` (its classes, its bindings).
        self.node = screen.screen
        #: Whether the game draws its board as it lies (worked out the first time the keys are asked about).
        self._draws: bool | None = None
        #: The panel shown alone on the whole screen (f2), if any.
        self.solo: int | None = None
        #: Where the cursor was last in the Phase panel (``form_cursor``).
        self._form_cursor: Widget | None = None
        #: Where the cursor was when ctrl+b drew the board from outside the map (it goes back there after).
        self._before_drawn: Widget | None = None

    # -- layout ------------------------------------------------------------------------

    def fit(self, width: int, height: int) -> None:
        """The layout for a terminal of ``width`` by ``height`` (as the screen mounts, and on each resize)."""
        # Packed into a few rows on a short terminal (at 80x24 it took 6 or 7 of the 24 rows, the fifth player
        # cut off by the quarter of the rows it was allowed).
        self.screen.query_one(GlanceStrip).fit(width, height)
        mode = layout_for(width, height)
        if mode != self.screen.layout_mode or not self.node.has_class(f"-{mode}"):
            # Only on a real change: each class change restyles the whole screen.
            for name in ("tabs", "grid", "columns"):
                self.node.set_class(mode == name, f"-{name}")
            self.screen.layout_mode = mode
            self._show_tab()
            focused = self.screen.focused
            if mode == "tabs" and focused is not None and not shown(focused):
                # The cursor was in a panel now hidden: keys would act where nobody can see.
                self.panel(self.screen.tab)
            return
        self._show_tab()

    def _show_tab(self) -> None:
        tabs = self.screen.layout_mode == "tabs"
        bar = self.screen.query_one("#tab-bar", Static)
        bar.display = tabs and self.solo is None  # one panel on the whole screen (f2) needs no tabs
        for index, name in enumerate(PANELS):
            alone = self.screen.tab if tabs else self.solo
            self.screen.query_one(f"#{name}").display = alone is None or index == alone
        if tabs:
            bar.update(tab_line(self.screen.tab, self.node.size.width < NARROW))

    def cursor_moved(self, widget: Widget) -> None:
        """The cursor went into ``widget`` (``on_descendant_focus``). Into a panel not shown (another tab, or behind
        the one on the whole screen with f2):
        that panel shows instead. The form the rules wait for takes the cursor, and after ctrl+n on the Hand tab
        (or with the map on the whole screen) keys went into a field nobody could see."""
        self.remember_form_cursor(widget)
        # Once the screen has done moving the cursor: as a session opens in tabs, the map (hidden) has it
        # for a moment, before the form the rules wait for takes it.
        self.node.call_after_refresh(self._show_cursor)

    def _show_cursor(self) -> None:
        """Show the panel the cursor is in, if it is not shown, and the field with the cursor in sight in it."""
        focused = self.screen.focused
        if not self.node.is_attached or focused is None or not focused.is_attached:
            return
        if shown(focused):
            self._clear_of_check(focused)
            return
        self.show_panel_of(focused)

    def show_panel_of(self, widget: Widget) -> None:
        """Show the panel ``widget`` is in (the tab, or the panel on the whole screen with f2)."""
        for index, name in enumerate(PANELS):
            if self.screen.query_one(f"#{name}") in widget.ancestors:
                self.screen.tab = index
                if self.solo is not None:
                    self.solo = index
                self._show_tab()
                return

    def _clear_of_check(self, focused: Widget) -> None:
        """The widget with the cursor out from under the check line docked at the Phase panel's foot: Textual
        scrolls a widget into the panel's view, not clear of a line docked over it (the play-test's Tab from
        Hellas's ships list went to Apply, hidden behind the check line at 120x40)."""
        wizard = self.screen.query_one("#wizard")
        if not wizard.has_class("-check-pinned") or wizard not in focused.ancestors:
            return
        check = self.screen.query_one("#wizard-check").region
        hidden = focused.region.bottom - check.y
        room = check.y - wizard.scrollable_content_region.y
        if check and hidden > 0 and focused.region.height <= room:
            # (A list taller than the room keeps its cursor row in sight itself.)
            wizard.scroll_to(y=wizard.scroll_y + hidden, animate=False, immediate=True)

    def clicked(self, event: events.Click) -> None:
        """A click: on the tab bar, that tab (``on_click``)."""
        bar = self.screen.query_one("#tab-bar", Static)
        if event.widget is bar:
            offset = event.get_content_offset(bar)
            index = tab_at(offset.x, self.node.size.width < NARROW) if offset is not None else None
            if index is not None:
                self.panel(index)

    def remember_form_cursor(self, widget: Widget | None) -> None:
        """Keep ``widget`` as where the cursor goes back to in the Phase panel, if it is a field of it."""
        if widget is not None and shown(widget) and self.screen.query_one(f"#{PANELS[1]}") in widget.ancestors:
            self._form_cursor = pick_of(widget) or widget  # an open list's options: the list, closed later

    def form_cursor(self) -> Widget | None:
        """The field (or the action list) the cursor was last in in the Phase panel, if it is still there to take
        it: the cursor goes back to it (alt+2, Escape on the : line), as it comes back from the rules (F5). The
        play-test's "leg" typed after alt+2 searched the action list, not the item it had come from."""
        widget = self._form_cursor
        if widget is None:
            return None
        if not going(widget) and widget.is_attached:
            return widget if widget.focusable and shown(widget) else None
        # The field was made anew while the cursor was away (a : command beside the form changed what its lists
        # offer, or ended the phase): its namesake in the form now, else that form's first field. The play-test's
        # Escape after :printed went to the action list, and the next "s" opened it.
        form = self.screen.form()
        if form is None or widget.id == "action-select":
            return None
        same = [w for w in form.query(f"#{widget.id}") if w.focusable] if widget.id else []
        field = same[0] if same else form.cursor_field()
        if field is not None and not field.focusable:
            field = next((w for w in field.query("*") if w.focusable), None)  # a field made of parts
        return field if field is not None and shown(field) else None

    def panel(self, index: int) -> None:
        """Go to a panel (alt+1..4): in tabs, show it; with one panel on the whole screen (f2), that one;
        else put the cursor there (in the Phase panel, back where it was: ``form_cursor``)."""
        self.remember_form_cursor(self.screen.focused)
        self.screen.tab = index
        if self.solo is not None:
            self.solo = index
        self._show_tab()
        panel = self.screen.query_one(f"#{PANELS[index]}")
        focused = self.screen.focused
        if focused is not None and panel in focused.ancestors and shown(focused):
            return  # already in it: alt+2 in the form took the cursor from the field back to the action list
        back = self.form_cursor() if index == 1 else None
        if back is not None:
            self.screen.set_focus(back)
            return
        # A list before a text field: number keys and arrows keep working after the jump.
        for kind in ("DataTable", "OptionList", "Select", "Input"):
            # Shown ones only: a closed pick list's option list is an OptionList too.
            targets = [w for w in panel.query(kind) if w.focusable and shown(w)]
            if targets:
                # At once, not after the keys already typed (focus() waits its turn): alt+2 Enter car Enter in
                # one burst opened the list and lost the letters.
                self.screen.set_focus(targets[0])
                return
        panel.focus()

    async def filter(self) -> None:
        """Put the cursor in the map's filter (``/``), over the list again if the board drawn was shown.

        A priority key, taken as the app receives it: weighed once it had come back up from the widget with the
        cursor, the keys typed right behind it went there first (the action list searched "/rome" in one burst).
        The cursor goes to the box at once (``set_focus``), ahead of those keys."""
        if self.screen.layout_mode == "tabs":
            self.screen.tab = 0
            self._show_tab()
        panel = self.screen.query_one(MapPanel)
        if panel.drawing:
            await panel.toggle_drawn()
        self.screen.set_focus(self.screen.query_one("#map-filter"))

    def drawn_lines(self) -> list[str]:
        """The board drawn as it lies now (``Ruleset.drawn_session``): public facts only, whole lines."""
        return self.screen.session.ruleset.drawn_session(self.screen.session.context())

    def binding_chain(self, chain: list[tuple[DOMNode, BindingsMap]]) -> list[tuple[DOMNode, BindingsMap]]:
        """The screen's binding chain (``_binding_chain``), its priority keys kept."""
        # Textual drops from the screen's bindings every key the field with the cursor would take as a character
        # (its check_consume_key: a text box, an open pick list), priority ones too; these are the screen's first.
        for node, bindings in chain:
            if node is self.node:
                for key, found in self.node._bindings.key_to_bindings.items():
                    first = [binding for binding in found if binding.priority]
                    if first and key not in bindings.key_to_bindings:
                        bindings.key_to_bindings[key] = first
        return chain

    def check_action(self, action: str, parameters: tuple[object, ...], otherwise: Allows) -> bool | None:
        """Whether the layout's keys may run now; the others as ``otherwise`` says (``check_action``)."""
        if action == "drawn":
            # Offered only where the game draws its board (the Hellas coast): no key that does nothing.
            if self._draws is None:
                self._draws = bool(self.drawn_lines())
            return self._draws
        if action == "player_key":
            if self.screen.held.keys is not None or digit_typed_in(self.screen.focused):
                # A number typed into a box, or typed ahead while the form is made anew (for its field): a value.
                return False
            return otherwise("player", parameters)
        if action == "panel_key":
            return otherwise("panel", parameters)
        if action == "filter" and _types_slash(self.screen.focused):
            return False  # a character of what is typed there (the find box itself, a name, a list's search)
        return otherwise(action, parameters)

    def panel_key(self, index: int) -> None:
        """alt+1..4: that panel (``action_panel``)."""
        line = self.screen.focused
        if isinstance(line, CommandLine):
            line.holds = False  # taken before the line sees it: the line would keep the cursor otherwise
        self.panel(index)

    async def drawn(self) -> None:
        """The board drawn as it lies in the map panel, in place of the list (ctrl+b); again: the list."""
        if self.screen.layout_mode == "tabs":
            self.screen.tab = 0
            self._show_tab()
        panel = self.screen.query_one(MapPanel)
        focused = self.screen.focused
        if not panel.drawing and focused is not None and panel not in focused.ancestors:
            self._before_drawn = pick_of(focused) or focused
        drawn = await panel.toggle_drawn()
        if drawn:
            # On the drawing, arrows and Page Up/Down scroll it.
            self.screen.set_focus(self.screen.query_one("#map-drawn"))
            return
        # Back on the list: the cursor goes back where it was before the board was drawn (the play-test's
        # ctrl+b twice left it on the map's list, and the action typed next was lost), else on the list, where
        # arrows move along the places.
        back, self._before_drawn = self._before_drawn, None
        if back is not None and not going(back) and back.focusable:
            self.show_panel_of(back)
            self.screen.set_focus(back)
        else:
            self.screen.set_focus(self.screen.query_one("#map-table"))

    def maximize(self) -> None:
        """Show the panel with the cursor on the whole screen (f2), or all panels again.

        What fills the screen is the panels' grid, the other panels hidden in it: a panel maximized itself is
        laid out before the rest of the screen (the header went to the bottom), the grid keeps its place. Not
        Textual's ``maximized``: the classes it sets on the screen restyled every widget of it (up to 1.9 s
        with Hellas's voyage form open); hiding the two lines it would hide restyles nothing.
        """
        if self.solo is not None:
            self.screen.minimize()
            return
        for index, name in enumerate(PANELS):
            panel = self.screen.query_one(f"#{name}")
            if panel.has_focus_within or panel.has_focus:
                self.solo = index
                self._show_tab()
                self.screen.query_one("#banner").display = False
                grid = self.screen.query_one("#panels")
                grid.styles.grid_size_columns = grid.styles.grid_size_rows = 1
                return

    def back(self) -> bool:
        """Esc with one panel on the whole screen brings the panels back first (as Textual's maximize has it):
        whether it did (``action_back``)."""
        if self.solo is not None:
            self.screen.minimize()
            return True
        return False

    def minimized(self) -> None:
        """All panels again (f2 again, or Escape: ``minimize``, after Textual's own)."""
        if self.solo is not None:
            self.solo = None
            grid = self.screen.query_one("#panels")
            grid.styles.clear_rule("grid_size_columns")
            grid.styles.clear_rule("grid_size_rows")
            self.screen.query_one("#banner").display = bool(self.screen.session.table.winners)
            self._show_tab()


def _types_slash(widget: Widget | None) -> bool:
    """Whether ``/`` typed now goes into what is being typed there: a text box (the ``:`` line, the find box, a
    field), an open pick list's search."""
    pick = pick_of(widget)
    return isinstance(widget, Input) or (pick is not None and pick.expanded)
