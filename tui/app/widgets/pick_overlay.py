"""The open part of a pick list: what was typed shows in its top border and only the options found show.

Textual's ``Select`` searches its open list for what was typed in the last 0.7 s, shown nowhere, as a run of
letters anywhere in an option. ``PickOverlay`` keeps what was typed until the list closes (Backspace takes a
letter back, Ctrl+U all of it) and shows it; it finds an option by how it starts, else by the starts of its words
(``pick_search``), and shows only the options found (all again once the search is empty). It reads its pick
list through ``Opener``, so this module needs nothing of ``pick``.
"""

from __future__ import annotations

from typing import Protocol

from rich.console import RenderableType
from rich.text import Text
from textual import events
from textual.widget import Widget
from textual.widgets import OptionList
from textual.widgets._select import NoSelection, SelectOverlay
from textual.widgets.option_list import Option

from engine.i18n import tr
from tui.app.widgets.pick_search import match, words


class Opener(Protocol):
    """What the open list reads of the pick list it belongs to."""

    #: Each option's text as searched, in the list's order ('' for the blank entry).
    option_texts: list[str]
    #: The list's options, as Select keeps them: (prompt, value).
    _options: list[tuple[RenderableType, str | NoSelection]]

    @property
    def expanded(self) -> bool:
        """Whether the list is open."""

    def _setup_options_renderables(self) -> None:
        """Show every option again (after a search is emptied)."""

    def _place(self, overlay: PickOverlay) -> None:
        """Size and place the open list again (fewer rows after a search)."""


#: The open list's keys that move its highlight, and the list's actions they run.
MOVES = {
    "down": "cursor_down",
    "up": "cursor_up",
    "home": "first",
    "end": "last",
    "pagedown": "page_down",
    "pageup": "page_up",
}

#: The keys that edit the search rather than type into it: a letter back, or all of it (ctrl+u, as on the : line).
EDITS = ("backspace", "ctrl+u")

#: The key that shows the screen's keys: never a letter of a search (no option's name has one).
HELP = "?"


class PickOverlay(SelectOverlay):
    """A pick list's open list: what was typed shows in its top border and stays until the list closes.

    Textual's list forgets the search 0.7 s after the last key, without a word, and finds a run of letters
    anywhere ("mer" in "Homer"). Here nothing is forgotten while the list is open, and the list shows only
    the options the search finds (the play-test's search highlighted one among all 21 provinces).

    Indices given to ``select`` and read from ``chosen`` are the pick list's own (``PickList._options``),
    whatever the search shows; ``highlighted`` is the row on show.
    """

    #: The pick list's options on show, by their index there (None: all of them, no search narrows the list).
    _shown: list[int] | None = None

    def __init__(self, owner: Opener, type_to_search: bool = True) -> None:
        super().__init__(type_to_search=type_to_search)
        #: The pick list this is the open part of (its parent, typed for what the search reads of it).
        self.owner = owner

    def on_mount(self) -> None:
        self.show_search()

    def allow_focus(self) -> bool:
        # Only while open: Select asks for the cursor for its open part a turn after opening, and a list closed
        # meanwhile (letters and Tab typed in one burst) put the cursor in a hidden list, reached by no key.
        return super().allow_focus() and self.owner.expanded

    def watch_has_focus(self, value: bool) -> None:
        # Textual's starts its timer that forgets the search here (never started, then: what is typed stays,
        # shown, until the list closes), and empties the search as the list takes the focus, which would drop
        # the letter that opened it: the pick list empties it as it opens instead.
        Widget.watch_has_focus(self, value)

    @property
    def typed(self) -> str:
        """What was typed since the list opened."""
        return self._search_query

    @property
    def chosen(self) -> int | None:
        """The highlighted option, by its index in the pick list's options (None: none)."""
        at = self.highlighted
        if at is None or self._shown is None:
            return at
        return self._shown[at] if 0 <= at < len(self._shown) else None

    def select(self, index: int | None) -> None:
        """Highlight the pick list's option ``index`` (None, or an option the search hides: none)."""
        if index is not None and self._shown is not None:
            index = self._shown.index(index) if index in self._shown else None
        super().select(index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        # Textual's passes the row on show as the option picked: the pick list's index goes instead.
        event.stop()
        event.prevent_default()
        index = self._shown[event.option_index] if self._shown is not None else event.option_index
        self.post_message(self.UpdateSelection(index))

    def _narrow(self, typed: str) -> None:
        """Show only the options ``typed`` finds (all when it is empty or finds none), the highlight kept."""
        pick = self.owner
        texts = pick.option_texts
        shown: list[int] | None = [i for i, text in enumerate(texts) if text and match(typed, text) is not None]
        if not words(typed) or not shown:
            shown = None  # nothing found: the whole list stays, nothing highlighted (the title says so)
        if shown == self._shown:
            return
        kept = self.chosen
        self._shown = shown
        if shown is None:
            pick._setup_options_renderables()
        else:
            self.set_options([Option(pick._options[i][0]) for i in shown])
        self.select(kept)
        if pick.expanded:
            pick._place(self)  # fewer rows, a shorter list

    def search(self, typed: str) -> None:
        """Search for ``typed`` (the whole of it), show only the options it finds and highlight the best one."""
        self._search_query = typed
        self._narrow(typed)
        index = self._find_search_match(typed) if words(typed) else None
        if index is not None or words(typed):
            # Nothing found: nothing highlighted either, so Enter picks nothing the search did not find.
            self.select(index)
        self.show_search(found=index is not None or not words(typed))

    def show_search(self, found: bool = True) -> None:
        """Show what was typed (or how to search) in the top border."""
        if not self._search_query:
            self.border_title = Text(tr("type to find"), style="italic")
        elif found:
            self.border_title = Text(self._search_query + "▏")
        else:
            self.border_title = Text(tr("{typed}: nothing found").format(typed=self._search_query))

    def check_consume_key(self, key: str, character: str | None = None) -> bool:
        # ? opens the keys of the screen from an open list as from a closed one (no option's name has one).
        return character != HELP and super().check_consume_key(key, character)

    async def _on_key(self, event: events.Key) -> None:
        if event.key in EDITS:
            event.stop()
            event.prevent_default()
            self.search(self._search_query[:-1] if event.key == "backspace" else "")
        elif event.character == HELP:
            event.prevent_default()  # not searched (Textual's list would): it goes on up to the screen's binding
        elif event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            self.search(self._search_query + event.character)

    def _find_search_match(self, query: str) -> int | None:
        """The option the query finds best (``match``); of those found as well, the first in the list's order
        (the likely ones come first)."""
        found = [
            (rank, i)
            for i, text in enumerate(self.owner.option_texts)
            if text and (rank := match(query, text)) is not None
        ]
        return min(found)[1] if found else None
