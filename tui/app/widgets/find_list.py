"""Lists that find an entry as it is typed (the home screen's demos and saves): letters move the cursor to the
best entry found, as a pick list's search does (``pick_search.match``), and what was typed shows in the list's
border.

The play-test typed "mar" Enter in Continue and opened Hellas, the top row: the list took no letters. The
letters act in the widget's own key handler, in the order typed: the screen's Enter waits for the list to have
taken the keys typed before it (``HomeKeys._taken``). A search that finds nothing leaves the cursor where it was
and says so; Enter then opens nothing (``missed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from textual import events
from textual.widgets import DataTable, Label, OptionList

from engine.i18n import tr
from tui.app.widgets.pick_search import match

#: The keys that take a letter back, or the whole search.
EDITS = ("backspace", "ctrl+u")


class Finder:
    """What was typed on a list, and the entry it finds."""

    def __init__(self) -> None:
        #: What was typed since the cursor came to the list.
        self.typed = ""
        #: Whether the search found nothing.
        self.missed = False

    def key(self, event: events.Key, texts: Sequence[str]) -> tuple[bool, int | None]:
        """Take a key typed on the list whose entries read ``texts``.

        Returns:
            Whether the key was the search's, and the entry found (None: none, or not a search key).
        """
        character = event.character if event.is_printable else None
        if character is not None and (character.isalnum() or (character == " " and self.typed)):
            self.typed += character
        elif event.key in EDITS and self.typed:
            self.typed = self.typed[:-1] if event.key == "backspace" else ""
        else:
            return False, None
        if not self.typed.strip():
            self.missed = False
            return True, None
        ranked = [(rank, at) for at, text in enumerate(texts) if (rank := match(self.typed, text)) is not None]
        self.missed = not ranked
        return True, min(ranked)[1] if ranked else None

    def title(self) -> str:
        """What the list's border says of the search ('' with none)."""
        if not self.typed:
            return ""
        if self.missed:
            return tr("{typed}: nothing found").format(typed=self.typed)
        return tr("find: {typed}").format(typed=self.typed)


class FindOptions(OptionList):
    """An option list that finds an option as its name is typed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.finder = Finder()

    def missed(self) -> bool:
        """Whether what was typed found nothing (Enter opens nothing then)."""
        return self.finder.missed

    async def _on_key(self, event: events.Key) -> None:
        texts = [str(self.get_option_at_index(i).prompt) for i in range(self.option_count)]
        taken, found = self.finder.key(event, texts)
        if taken:
            event.stop()
            event.prevent_default()
            if found is not None:
                self.highlighted = found
            self.border_title = self.finder.title()
        else:
            await super()._on_key(event)

    def _on_blur(self, event: events.Blur) -> None:
        self.finder = Finder()
        self.border_title = ""
        super()._on_blur(event)


class FindTable(DataTable[str]):
    """A table of rows (the saves) that finds a row as any of its cells is typed (a session's name, its game).

    Args:
        said: Where the search shows (a table has no border to show it in), with ``usage`` said there when
            nothing is typed.
        usage: What ``said`` says with no search.
    """

    def __init__(self, *args: Any, said: Label | None = None, usage: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.finder = Finder()
        self.said = said
        self.usage = usage

    def _say(self) -> None:
        self.border_title = self.finder.title()
        if self.said is not None:
            self.said.update(self.finder.title() or self.usage)

    def missed(self) -> bool:
        """Whether what was typed found nothing (Enter opens nothing then)."""
        return self.finder.missed

    async def _on_key(self, event: events.Key) -> None:
        texts = [" ".join(str(cell) for cell in self.get_row_at(i)) for i in range(self.row_count)]
        taken, found = self.finder.key(event, texts)
        if taken:
            event.stop()
            event.prevent_default()
            if found is not None:
                self.move_cursor(row=found, animate=False)
            self._say()
        else:
            await super()._on_key(event)

    def _on_blur(self, event: events.Blur) -> None:
        self.finder = Finder()
        self._say()
        super()._on_blur(event)
