"""The home screen's keys: Tab, Down and Up move on in the order typed, Enter on the menu or an open list acts
there and then, and keys typed while a section or a game's form is made wait for it.

The play-test lost keys twice on the home screen. Textual resolves Tab when the key has come back up from
the field, after the keys typed behind it have already gone in (``Cy<Tab>Dee`` gave "CyDee"); and what was
typed while the form was being made went to the menu ("Ann" typed in the second before the form filled).
As in the session's form (``session_keys.py``): these keys are handled as the app takes each key, in the
order typed. Tab goes by the form's order alone, never by what the keys before it typed (they may not be in
yet); Enter and the arrows in an open list first let it take the letters typed before them, while the keys
after them wait in the app. While a form is made the cursor is nowhere, so the keys typed meanwhile are
held and handed, in order, to the field the cursor goes to.

``HomeScreen`` (``home.py``) builds on this; kept apart so each module stays readable.
"""

from __future__ import annotations

import asyncio
from typing import TypeGuard

from textual import events
from textual.binding import Binding
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Checkbox, Input, OptionList, SelectionList
from textual.widgets._select import SelectOverlay

from tui.screens.speaking import SpeakingScreen
from tui.widgets.pick import PickList, pick_of

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

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("form_focus", "enter", "arrow") and self._held is not None:
            return False  # held with the rest, for the field the form puts the cursor in
        focused = self.focused
        pick = pick_of(focused)
        if action == "enter":
            if _is_menu(focused):
                return focused.highlighted is not None
            if isinstance(focused, Checkbox | SelectionList):
                return True  # a box or the variants: Enter starts the game, as in a text field (Space ticks)
            # An open list; or the game's, which Enter opens (a faction's, closed, starts the game: ``HomeScreen``).
            return pick is not None and (pick.expanded or pick.id == "new-game")
        if action == "arrow":
            return seat_of(focused) is not None or (pick is not None and pick.expanded)
        return super().check_action(action, parameters)

    async def _taken(self, pick: PickList) -> None:
        """Wait for a list to take the keys typed before the one in hand (the search's letters, Down...), which
        may still be on their way into it; the keys typed after it wait in the app meanwhile."""
        for _ in range(TURNS):
            if not any(node.message_queue_size for node in pick.walk_children(with_self=True)):
                return
            await asyncio.sleep(0)

    def action_form_focus(self, step: int) -> None:
        """Tab (shift+tab): the next (previous) field, before the keys typed after it arrive.

        In the order the screen is built (top to bottom, a seat's name before its faction): Textual orders by
        place on the screen, which a field shown a moment ago has not got until the screen is laid out.
        """
        order = {node: at for at, node in enumerate(self.walk_children())}
        chain = sorted(self.focus_chain, key=lambda node: order.get(node, -1))
        if not chain:
            return
        focused = self.focused
        if focused in chain:
            target = chain[(chain.index(focused) + step) % len(chain)]
        else:
            target = chain[0] if step > 0 else chain[-1]
        super().set_focus(target)

    async def action_arrow(self, step: int) -> None:
        """Down (Up) in a name: the next (previous) player's name; Up in the first, the session name above.
        Down (Up) in an open list: the next (previous) entry, after the keys typed before it."""
        pick = pick_of(self.focused)
        if pick is not None:
            await self._taken(pick)
            if pick.expanded:
                overlay = pick.query_one(SelectOverlay)
                overlay.action_cursor_down() if step > 0 else overlay.action_cursor_up()
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
        focused = self.focused
        if _is_menu(focused) and focused.highlighted is not None:
            option = focused.get_option_at_index(focused.highlighted)
            if option.id:
                await self.action_section(option.id)
            return
        if isinstance(focused, Checkbox | SelectionList):
            # Enter ticked the trial-game box instead (a trial game made without a word); Space ticks it.
            self.start_new()
            return
        pick = pick_of(focused)
        if pick is None:
            return
        await self._taken(pick)
        if not pick.expanded:
            if pick.id == "new-game":
                pick.action_show_overlay()  # Enter on the game opens its list, as Down does
            return
        before = pick.value
        pick.pick_highlighted(refocus=False)
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
            elif name in self.SECTION_KEYS:
                # Taken as the app receives it, not from a field: made now, the rest of the keys held for it.
                self.hold_keys()
                self.run_worker(self.action_section(self.SECTION_KEYS[name]))
            elif self.focused is not None:
                self.focused._forward_event(key)
            else:
                super()._forward_event(key)

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
