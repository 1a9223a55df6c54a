"""The home screen's keys: Tab, Down and Up move on in the order typed, Enter on the menu or an open list acts
there and then, and keys typed while a section or a game's form is made wait for it.

The play-test lost keys twice on the home screen. Textual resolves Tab when the key has come back up from
the field, after the keys typed behind it have already gone in (``Cy<Tab>Dee`` gave "CyDee"); and what was
typed while the form was being made went to the menu ("Ann" typed in the second before the form filled).
As in the session's form (``session_keys.py``): these keys are handled as the app takes each key, in the
order typed. Tab goes by the form's order, from a list once the list has taken the letters typed before it
(the keys after it are held meanwhile: a list those letters opened after Tab had moved on took the cursor
back, and the next name went into its search); Enter (in a text field too) and the arrows in a list first let
it take the keys typed before them, while the keys after them wait in the app. While a form is made the
cursor is nowhere, so the keys typed meanwhile are held and handed, in order, to the field the cursor goes to.

``HomeScreen`` (``home.py``) builds on this; kept apart so each module stays readable.
"""

from __future__ import annotations

import asyncio
from typing import Any, TypeGuard

from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Checkbox, DataTable, Input, OptionList, SelectionList
from textual.widgets._select import SelectOverlay

from tui.app.screens.queued import keys_waiting
from tui.app.screens.speaking import SpeakingScreen
from tui.app.widgets.find_list import FindOptions, FindTable
from tui.app.widgets.pick import PickList, pick_of

#: Turns of the event loop Enter waits at most for a list to take the keys typed before it (a guard: it
#: takes a few).
TURNS = 1000


def seat_of(widget: DOMNode | None) -> int | None:
    """The seat of a player's name box (None: not a name box)."""
    ident = widget.id if isinstance(widget, Input) else None
    if ident is None or not ident.startswith("seat-name-"):
        return None
    return int(ident.removeprefix("seat-name-"))


def _is_menu(widget: Widget | None) -> TypeGuard[OptionList]:
    """Whether a widget is the home screen's menu of sections (an open pick list is an option list too)."""
    return isinstance(widget, OptionList) and widget.id == "home-sections"


def _is_list(widget: Widget | None) -> TypeGuard[OptionList | DataTable[Any]]:
    """Whether a widget is one of the home screen's lists whose cursor the arrows move: the menu, the demos, the
    saves (an open pick list's part is not: its list has its own arrows)."""
    if isinstance(widget, DataTable):
        return widget.id == "saves"
    return isinstance(widget, OptionList) and widget.id in ("home-sections", "demo-games")


def opens_session(widget: Widget | None) -> bool:
    """Whether Enter on a widget opens a session: the saves list (Continue) or the demos' list, with an entry.

    Whether the name typed on the list found one is weighed once the list has taken it (``_enter``)."""
    if isinstance(widget, DataTable) and widget.id == "saves":
        return widget.row_count > 0
    return isinstance(widget, OptionList) and widget.id == "demo-games" and widget.highlighted is not None


class HomeKeys(SpeakingScreen):
    """Tab, Down and Up, Enter on the menu or an open list, and the keys typed while a form is made."""

    BINDINGS = [
        # Priority: taken as the app receives them, before the keys typed after them reach a field. No
        # description: the keys list has Textual's own Tab, and the home screen's rows (``home_keys``).
        Binding("tab", "form_focus(1)", "", show=False, priority=True, id="home.next-field"),
        Binding("shift+tab", "form_focus(-1)", "", show=False, priority=True, id="home.previous-field"),
        Binding("enter", "enter", "", show=False, priority=True, id="home.pick"),
        Binding("down", "arrow(1)", "", show=False, priority=True, id="home.down"),
        Binding("up", "arrow(-1)", "", show=False, priority=True, id="home.up"),
    ]

    #: The keys that show a section (``action_section``): the section each shows.
    SECTION_KEYS: dict[str, str] = {}

    #: Keys typed while a form is made, held for the field the cursor goes to (None: not holding).
    _held: list[events.Key | events.Paste] | None = None
    #: Whether a game was just picked with Enter: its form is being made, the names come next.
    game_picked = False
    #: Where the cursor was when a session was asked to open, the keys typed since held for its screen (None: no
    #: session is opening).
    _opening_from: Widget | None = None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("form_focus", "enter", "arrow") and self._held is not None:
            return False  # held with the rest, for the field the form puts the cursor in
        focused = self.focused
        pick = pick_of(focused)
        if action == "enter":
            if opens_session(focused):
                return True  # taken as it comes: the keys typed after it are held for the session (``open_entry``)
            if _is_menu(focused):
                return focused.highlighted is not None
            if isinstance(focused, Input | Checkbox | SelectionList):
                # A text field, a box or the variants: Enter starts the game (Space ticks). A text field's own Enter
                # was weighed once the field had taken the keys before it, against the field that had the cursor
                # by then ("Cy" Enter Tab in one burst opened the faction list Tab reached).
                return True
            # An open list; or the game's, which Enter opens (a faction's, closed, starts the game: ``HomeScreen``);
            # or one the keys typed before Enter, still on their way, may open (Enter is weighed after them).
            return pick is not None and (pick.expanded or pick.id == "new-game" or keys_waiting(pick))
        if action == "arrow":
            # The menu's and the lists' own arrows were weighed once the key had come back up to the app, after
            # an Enter typed behind them had opened the entry they left: "Down Down Enter" opened the first demo.
            return (
                seat_of(focused) is not None
                or _is_list(focused)
                or (pick is not None and (pick.expanded or keys_waiting(pick)))
            )
        return super().check_action(action, parameters)

    async def _taken(self, field: Widget) -> None:
        """Wait for a list (a field) to take the keys typed before the one in hand (the search's letters, Down...),
        which may still be on their way into it; the keys typed after it wait in the app meanwhile."""
        for _ in range(TURNS):
            if not any(node.message_queue_size for node in field.walk_children(with_self=True)):
                return
            await asyncio.sleep(0)

    def action_form_focus(self, step: int) -> None:
        """Tab (shift+tab): the next (previous) field, before the keys typed after it arrive.

        In the order the screen is built (top to bottom, a seat's name before its faction): Textual orders by
        place on the screen, which a field shown a moment ago has not got until the screen is laid out.
        """
        focused = self.focused
        pick = pick_of(focused)
        if pick is not None and focused is not None and keys_waiting(focused):
            # Letters typed before this Tab still wait in the list: the app weighs Tab before the list has handled
            # them, and the list they open took the cursor back a moment later (the names typed on went into its
            # search). The Tab is held, with the keys typed after it, until the list has handled them.
            self._held = [events.Key("tab", "\t") if step > 0 else events.Key("shift+tab", None)]
            super().set_focus(None)
            self.run_worker(self._tab_when_taken(pick), group="home-tab")
            return
        if pick is not None:
            # From the list itself, its open part closed: Tab leaves what was found unpicked (Enter picks).
            pick.expanded = False
            focused = pick
        order = {node: at for at, node in enumerate(self.walk_children())}
        # A list's open part is no stop of its own (it may still count as shown just after it closed).
        chain = [n for n in self.focus_chain if not isinstance(n, SelectOverlay)]
        chain.sort(key=lambda node: order.get(node, -1))
        if not chain:
            return
        if focused in chain:
            target = chain[(chain.index(focused) + step) % len(chain)]
        else:
            target = chain[0] if step > 0 else chain[-1]
        super().set_focus(target)

    async def _tab_when_taken(self, pick: PickList) -> None:
        """A held Tab, once the list has handled the keys typed before it: from where they left the cursor."""
        await self._taken(pick)
        self.release_keys(pick.query_one(SelectOverlay) if pick.expanded else pick)

    async def action_arrow(self, step: int) -> None:
        """Down (Up) in a name: the next (previous) player's name; Up in the first, the session name above.
        Down (Up) in an open list: the next (previous) entry, after the keys typed before it."""
        await self._arrow(self.focused, step)

    async def _arrow(self, focused: Widget | None, step: int) -> None:
        if _is_list(focused):
            focused.action_cursor_down() if step > 0 else focused.action_cursor_up()
            return
        pick = pick_of(focused)
        if pick is not None:
            await self._taken(pick)
            if pick.expanded:
                overlay = pick.query_one(SelectOverlay)
                overlay.action_cursor_down() if step > 0 else overlay.action_cursor_up()
            else:
                pick.action_show_overlay()  # left closed by the keys before it: it opens, as on a closed list
            return
        self._seat_step(step)

    def _seat_step(self, step: int) -> None:
        seat = seat_of(self.focused)
        shown = [box for box in self.query(Input) if seat_of(box) is not None and box.display]
        at = next((i for i, box in enumerate(shown) if seat_of(box) == seat), None)
        if at is None or at + step >= len(shown):
            return
        target = shown[at + step] if at + step >= 0 else self.query_one("#new-name")
        super().set_focus(target)

    async def action_enter(self) -> None:
        """Enter on the menu: its section, made now (the keys typed after Enter go into it). Enter on an open
        list: its highlighted entry, picked now (the keys typed after Enter come after it).

        Only picked: what was picked shows before another Enter starts the game. A game picked makes the form
        anew: the keys typed meanwhile wait for the first name. Nothing highlighted (the search found nothing):
        nothing is picked, the list stays open.
        """
        await self._enter(self.focused)

    async def _enter(self, focused: Widget | None) -> None:
        if focused is not None and opens_session(focused):
            await self._taken(focused)  # the arrows and the name typed before Enter move its cursor first
            if not (isinstance(focused, FindOptions | FindTable) and focused.missed()):
                self.open_entry(focused)  # a name that found nothing opens nothing (it says so in the list)
            return
        if _is_menu(focused):
            await self._taken(focused)  # the arrows typed before Enter move its cursor first
        if _is_menu(focused) and focused.highlighted is not None:
            option = focused.get_option_at_index(focused.highlighted)
            if option.id:
                await self.action_section(option.id)
            return
        if isinstance(focused, Input | Checkbox | SelectionList):
            # Enter ticked the trial-game box instead (a trial game made without a word); Space ticks it. In a text
            # field, once it has taken what was typed before Enter (the names typed after it are not read).
            if isinstance(focused, Input):
                await self._taken(focused)
            if isinstance(focused, Input) and seat_of(focused) is not None and not focused.value.strip():
                # An empty name is no "these are all the players": the play-test's Enter on "player 4" started
                # a game of three. The cursor moves on to Start, where Enter (or a click) starts it.
                super().set_focus(self.query_one("#new-start"))
                return
            self.start_new()
            return
        pick = pick_of(focused)
        if pick is None:
            return
        await self._taken(pick)
        if not pick.expanded:
            if pick.id == "new-game":
                pick.action_show_overlay()  # Enter on the game opens its list, as Down does
            else:
                # Left closed by the keys typed before it: the list's own Enter (a blank one opens, a chosen one
                # starts the game), before the keys typed after it (they wait in the app, or are held).
                pick.post_message(events.Key("enter", "\r"))
            return
        before = pick.value
        # Put below: back on the list, on the first name, or held; a search that found nothing stays open on it.
        pick.pick_highlighted(cursor_placed=True, missed_stays=True)
        if pick.expanded:
            return
        if pick.id == "new-game" and pick.value != before:
            self.game_picked = True
            self.hold_keys()  # the game's form is made anew: the names' turn once it is (``HomeScreen``)
        elif pick.id == "new-game":
            super().set_focus(self.query_one("#seat-name-0"))
        else:
            super().set_focus(pick)

    async def action_section(self, key: str) -> None:
        """Show one section of the home screen (``HomeScreen`` builds them)."""
        raise NotImplementedError

    def start_new(self) -> None:
        """Start the game the new-game form describes (``HomeScreen``)."""
        raise NotImplementedError

    def open_entry(self, widget: Widget) -> None:
        """Open the session of the entry under the cursor in the saves or the demos' list (``HomeScreen``)."""
        raise NotImplementedError

    def hold_for_session(self) -> None:
        """A session is asked to open: what is typed from now on is held for its screen (``hand_over``).

        The play-test's Enter on a save, then the first keys of a move typed on: they reached the saves list
        while the session was being opened, and were lost.
        """
        if self._opening_from is None:
            self._opening_from = self.focused
        self.hold_keys()

    def hand_over(self) -> list[events.Key] | None:
        """The keys held since a session was asked to open, for its screen; the cursor back where it was, for when
        the session is left. None: no session was asked to open from here."""
        if self._opening_from is None:
            return None
        held, self._held = self._held or [], None
        where, self._opening_from = self._opening_from, None
        if where.is_attached:
            super().set_focus(where, scroll_visible=False)
        # A paste held meanwhile is let go: the session screen's type-ahead holds keys only.
        return [key for key in held if isinstance(key, events.Key)]

    def not_opened(self) -> None:
        """The session asked for did not open (said by the app): the held keys go where the cursor was."""
        if self._opening_from is not None:
            where, self._opening_from = self._opening_from, None
            self.release_keys(where)

    def hold_keys(self) -> None:
        """Hold what is typed from now on (the cursor is nowhere) until ``release_keys``."""
        if self._held is None:
            self._held = []
        super().set_focus(None)

    def release_keys(self, widget: Widget | None) -> None:
        """The cursor to ``widget``, then the held keys, in order, as the app would have handed them on."""
        held = self._held or []
        self._held = None
        if widget is not None and widget.is_attached:
            super().set_focus(widget)
        for key in held:
            name = key.key if isinstance(key, events.Key) else ""
            if self._held is not None:  # a key among them made a form again: the rest wait for it
                self._held.append(key)
            elif name in ("tab", "shift+tab") and self.check_action("form_focus", ()):
                self.action_form_focus(1 if name == "tab" else -1)
            elif name in ("down", "up") and seat_of(self.focused) is not None:
                self._seat_step(1 if name == "down" else -1)
            elif name in ("down", "up") and _is_list(self.focused):
                # Here, not by the menu's own binding: that is weighed against wherever the cursor is by then.
                self.focused.action_cursor_down() if name == "down" else self.focused.action_cursor_up()
            elif self._acts_in_turn(name):
                # As the app's own Enter and arrows: once the list has taken the keys handed to it before (a game
                # picked again among held keys opened its list anew with the first name typed after it); the rest
                # are held for it.
                widget = self.focused
                self.hold_keys()
                self.run_worker(self._held_key_acts(widget, name))
            elif name in self.SECTION_KEYS:
                # Taken as the app receives it, not from a field: made now, the rest of the keys held for it.
                self.hold_keys()
                self.run_worker(self.action_section(self.SECTION_KEYS[name]))
            elif self.focused is not None:
                self.focused._forward_event(key)
            else:
                super()._forward_event(key)

    def _acts_in_turn(self, name: str) -> bool:
        """Whether a held Enter or arrow is the screen's, on a list or the menu (a text field's or a box's Enter is
        handed on: the keys its bindings take before it are weighed against the cursor, kept where it is)."""
        focused = self.focused
        if name == "enter":
            return not isinstance(focused, Input | Checkbox | SelectionList) and bool(self.check_action("enter", ()))
        return name in ("down", "up") and pick_of(focused) is not None and bool(self.check_action("arrow", ()))

    async def _held_key_acts(self, widget: Widget | None, name: str) -> None:
        """An Enter or arrow among held keys, acting on ``widget`` (where the cursor was), then the keys after it."""
        if name == "enter":
            await self._enter(widget)
        else:
            await self._arrow(widget, 1 if name == "down" else -1)
        if self._held is not None and not self.game_picked:  # a game picked: its form takes them (``HomeScreen``)
            self.release_keys(self.focused or widget)

    def _forward_event(self, event: events.Event) -> None:
        # With no widget focused, the app hands keys (and pastes) to the screen: held while a form is made.
        if isinstance(event, events.Key | events.Paste) and self._held is not None and not event.is_forwarded:
            self._held.append(event)
            return
        super()._forward_event(event)

    def set_focus(self, widget: Widget | None, scroll_visible: bool = True, from_app_focus: bool = False) -> None:
        if widget is not None and self._held is not None:
            # A form is being made: the cursor goes where it is done (``release_keys``). Textual's auto focus
            # marks its widget focused before it asks: the menu was drawn with the cursor (its frame and bar)
            # while the saves list had it, and an Enter meant for the menu opened the last session.
            if widget is not self.focused:
                widget.has_focus = False
            return
        super().set_focus(widget, scroll_visible, from_app_focus)
