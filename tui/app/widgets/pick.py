"""Pick lists that answer to typing.

Textual's ``Select`` searches its options only once the list is open, for
what was typed in the last 0.7 s, shown nowhere, as a run of letters
anywhere in an option. ``PickList`` opens on the first letter typed and
searches at once; its open list shows what was typed in its top border,
keeps it until the list closes (Backspace takes a letter back), finds
an option by how it starts, else by the starts of its words (``pick_search``),
and shows only the options found (all again once the search is empty).
The open list stays inside the panel that holds the field (else the screen):
it drops below the field, or opens above it where there is more room. Count
fields with - and + around them are ``stepper.Stepper``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TypeGuard

from rich.console import RenderableType
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.message import Message
from textual.widget import Widget
from textual.widgets import OptionList, Select
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay
from textual.widgets.option_list import Option

from engine.i18n import tr
from tui.app.widgets.pick_search import found_in, match, words
from tui.app.widgets.stepper import Stepper

# The search and the stepper lived here before this module was split: still imported from here too.
__all__ = ["MOST_ROWS", "PickList", "PickOverlay", "Stepper", "found_in", "match", "pick_of", "words"]

#: Rows an open list takes at most, its border included (Textual's own drop-down height).
MOST_ROWS = 12

#: The open list's keys that move its highlight, and the list's actions they run.
MOVES = {
    "down": "cursor_down",
    "up": "cursor_up",
    "home": "first",
    "end": "last",
    "pagedown": "page_down",
    "pageup": "page_up",
}

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

    def on_mount(self) -> None:
        self.show_search()

    def allow_focus(self) -> bool:
        # Only while open: Select asks for the cursor for its open part a turn after opening, and a list closed
        # meanwhile (letters and Tab typed in one burst) put the cursor in a hidden list, reached by no key.
        pick = self.parent
        return super().allow_focus() and (not isinstance(pick, PickList) or pick.expanded)

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
        pick = self.parent
        if not isinstance(pick, PickList):
            return
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
        if event.key == "backspace":
            event.stop()
            event.prevent_default()
            self.search(self._search_query[:-1])
        elif event.character == HELP:
            event.prevent_default()  # not searched (Textual's list would): it goes on up to the screen's binding
        elif event.is_printable and event.character:
            event.stop()
            event.prevent_default()
            self.search(self._search_query + event.character)

    def _find_search_match(self, query: str) -> int | None:
        """The option the query finds best (``match``); of those found as well, the first in the list's order
        (the likely ones come first)."""
        pick = self.parent
        if not isinstance(pick, PickList):
            return super()._find_search_match(query)
        found = [
            (rank, i) for i, text in enumerate(pick.option_texts) if text and (rank := match(query, text)) is not None
        ]
        return min(found)[1] if found else None


class PickList(Select[str]):
    """A drop-down whose options are found by typing (the list opens on the first letter).

    Enter on a closed list that has a value is a submit (``Submitted``), as in a
    text field: the form applies its action. Down or Space still open the list.
    Enter on the open list on the entry already shown submits too (``applies``), so
    one Enter applies the form from any field; on another entry it only picks it (what
    the form would do is read first; the next Enter applies). The action list, whose
    pick opens a form, only picks.
    """

    DEFAULT_CSS = """
    /* A frame round the open list: what was typed shows in its top edge (Textual's compact list has none). */
    PickList > PickOverlay, PickList > PickOverlay:focus {
        border: round $accent;
        border-title-color: $text;
        border-title-style: bold;
    }
    """

    #: Whether Enter on the open list, on the entry already shown, submits as well as picks (one Enter, not
    #: two, applies the form).
    applies = True
    #: Whether an Enter left the open list open on a search that found nothing (``pick_highlighted``).
    _missed_kept = False

    class Submitted(Message):
        """Enter on a chosen value (a plain class: a dataclass cost half a millisecond of opening a session)."""

        def __init__(self, pick: PickList) -> None:
            super().__init__()
            self.pick = pick

    def __init__(
        self,
        pairs: Sequence[tuple[str, str]],
        value: str | None = None,
        searched: Mapping[str, str] | None = None,
        **kwargs: object,
    ) -> None:
        #: Each option's text as searched, in the open list's order ('' for the blank entry).
        self.option_texts: list[str] = []
        #: What a search reads of an option where it is more than its label (Aquileia's "Dolus Mercatus").
        self.searched = dict(searched or {})
        # Text prompts: the search reads plain Text (Content is skipped), and a str would be markup.
        options = [(Text(label), ident) for ident, label in pairs]
        initial = value if value is not None and value in {i for i, _ in pairs} else Select.NULL
        super().__init__(options, value=initial, compact=True, **kwargs)  # type: ignore[arg-type]

    def compose(self) -> ComposeResult:
        yield SelectCurrent(self.prompt)
        # Not compact, unlike the field: a compact list has no border to show the search in.
        yield PickOverlay(type_to_search=self._type_to_search)

    def _setup_variables_for_options(self, options: Iterable[tuple[RenderableType, str]]) -> None:
        super()._setup_variables_for_options(options)
        searched = getattr(self, "searched", {})  # Select sets its options up before __init__ has ended
        self.option_texts = [
            ""
            if isinstance(value, NoSelection)
            else searched.get(value) or (prompt.plain if isinstance(prompt, Text) else str(prompt))
            for prompt, value in self._options
        ]

    def _setup_options_renderables(self) -> None:
        super()._setup_options_renderables()
        for overlay in self.query(PickOverlay):
            overlay._shown = None  # every option on show again (new options, or a search emptied)

    def _watch_expanded(self, expanded: bool) -> None:
        self._missed_kept = False
        for overlay in self.query(PickOverlay) if self.is_attached else ():
            # Each opening searches afresh; placed before it shows, so it is drawn once, where it stays.
            overlay.search("")
            laid_out = self.screen.screen_layout_refresh_signal
            if expanded:
                self._place(overlay)
                # Placed anew as the screen is laid out again (a resized terminal) while it is open.
                laid_out.subscribe(self, self._place_again)
            else:
                laid_out.unsubscribe(self)
        super()._watch_expanded(expanded)
        if expanded and self.value == Select.NULL:
            # Nothing chosen yet: the cursor on the first entry offered (the likely ones come first), not on the
            # blank one, which Enter took for nothing (the play-test pressed Down first in every list).
            first = next((i for i, (_, value) in enumerate(self._options) if not isinstance(value, NoSelection)), None)
            for overlay in self.query(PickOverlay):
                overlay.select(first)

    @on(SelectOverlay.Dismiss)
    def _dismissed_late(self, event: SelectOverlay.Dismiss) -> None:
        # The open part, closed by Tab or Enter, says it lost the cursor only once it gets its turn: after keys
        # typed meanwhile had opened the list anew from the field ("o" Tab shift+tab "c" in one burst closed the
        # list "c" opened). The cursor still in the list: it stays open.
        focused = self.screen.focused
        # Kept open on a search that found nothing while the screen holds the keys typed after Enter (the cursor
        # nowhere for a moment): it stays open too, for them.
        kept = self._missed_kept and focused is None
        if event.lost_focus and self.expanded and (kept or focused in (self, *self.query(PickOverlay))):
            event.stop()
            event.prevent_default()

    def _place_again(self, _screen: object) -> None:
        if self.expanded:
            self._place(self.query_one(PickOverlay))

    def _place(self, overlay: PickOverlay) -> None:
        """Size the open list to stay inside the panel holding the field (else the screen): below the field,
        or above it where there is more room and the list does not fit below."""
        field = self.region
        screen = self.screen.region
        frame = next((node.content_region for node in self.ancestors if _framed(node)), screen)
        frame = frame.intersection(screen)
        edges = overlay.styles.gutter.height
        below, above = frame.bottom - field.bottom, field.y - frame.y
        if max(below, above) <= edges:
            # A panel too short to show even one entry: the screen is the limit then.
            frame = screen
            below, above = frame.bottom - field.bottom, field.y - frame.y
        wanted = min(overlay.option_count + edges, MOST_ROWS)
        upward = wanted > below and above > below
        rows = min(wanted, above if upward else below)
        overlay.styles.max_height = rows
        overlay.styles.offset = (0, -(rows + field.height) if upward else 0)

    async def _on_key(self, event: events.Key) -> None:
        overlay = self.query_one(PickOverlay)
        if self.expanded and event.key in MOVES and self.app.focused is not overlay:
            # An arrow typed as the list opens, before it has the cursor: it moves the highlight now, in order
            # (left to the open part's binding, weighed once the key had come back up to the app, "move" Down
            # Enter in one burst took the entry the search found, the Down lost).
            event.stop()
            event.prevent_default()
            getattr(overlay, f"action_{MOVES[event.key]}")()
            return
        if self.expanded and (event.key == "backspace" or (event.is_printable and event.character not in (None, HELP))):
            # Typed as the list opens, before it has the cursor: the search is the list's all the same.
            event.stop()
            event.prevent_default()
            await self.query_one(PickOverlay)._on_key(event)
            return
        if self.expanded and event.key == "enter" and self.query_one(PickOverlay).highlighted is None:
            # Nothing highlighted (the search found nothing): nothing is picked nor applied; the list stays open.
            event.stop()
            event.prevent_default()
            if self.missed():
                self.app.bell()
            return
        if self.expanded and event.key == "enter" and self.applies and self.confirms():
            # The open list's own Enter would only close it on the entry shown (a second Enter applied):
            # submit at once.
            event.stop()
            event.prevent_default()
            self.pick_highlighted()
            if self.value != Select.NULL:
                self.post_message(self.Submitted(self))
            return
        if not self.expanded and event.key == "enter" and (self.value != Select.NULL or self._enter_applies()):
            # An empty field the rules do without (a take's giver): Enter applies, as in any field; the list
            # opens only where something is needed (it opened though the check line said allowed).
            event.stop()
            event.prevent_default()
            self.post_message(self.Submitted(self))
            return
        # Letters search; digits and signs are left to the screen's keys (players 1..6, : ? /):
        # option names start with letters.
        if not self.expanded and event.is_printable and event.character and event.character.isalpha():
            event.stop()
            event.prevent_default()
            self.expanded = True
            # The open list searches what is typed, starting with the letter that opened it (at once: a key
            # sent round after the next paint came after the letters typed meanwhile, "mer" searched "erm").
            self.query_one(PickOverlay).search(event.character)
            return
        if not self.expanded and any(
            b.action == "show_overlay" for b in self._bindings.key_to_bindings.get(event.key, ())
        ):
            # Enter, Down, Space or Up open a closed list here, in the order typed: Select's own binding is matched
            # only once the key has bubbled back up to the app, after the keys typed behind it.
            event.stop()
            event.prevent_default()
            self.action_show_overlay()
            return
        await super()._on_key(event)

    def _enter_applies(self) -> bool:
        """Whether Enter on this empty list applies the form: the panel holding it says the rules allow the
        entry as it stands (a panel with no ``allows_apply`` never does)."""
        if not self.applies:
            return False
        return any(callable(allows := getattr(node, "allows_apply", None)) and allows() for node in self.ancestors)

    def missed(self) -> bool:
        """Whether the list is open on a search that found nothing (Enter picks nothing there)."""
        if not self.expanded:
            return False
        overlay = self.query_one(PickOverlay)
        return overlay.highlighted is None and bool(words(overlay.typed))

    def confirms(self) -> bool:
        """Whether the open list's cursor is on the entry already shown (Enter confirms it), not another one;
        a closed list confirms what it shows."""
        if not self.expanded:
            return True
        index = self.query_one(PickOverlay).chosen
        return index is not None and 0 <= index < len(self._options) and self._options[index][1] == self.value

    def pick_highlighted(
        self, refocus: bool = True, cursor_placed: bool = False, missed_stays: bool | None = None
    ) -> None:
        """Take the entry highlighted in the open list and close it, as the list's own Enter does.

        Args:
            refocus: Put the cursor back on the list (not while the screen holds the keys for the next form;
                with nothing picked there is no next form, and it always comes back).
            cursor_placed: The caller puts the cursor where it goes next (Tab, the home screen's Enter): it is
                never put back here, picked or not (put back a turn later, it took the cursor from the field the
                keys typed next had reached).
            missed_stays: A search that found nothing leaves the list open on it, with a bell (an Enter; None:
                unless the caller moves the cursor on, as Tab does). Closed empty, the next Enter opened it
                again and the one after picked its first entry: "ol" Enter Enter Enter recorded gems for oil.
        """
        if self.missed() and (not cursor_placed if missed_stays is None else missed_stays):
            self.app.bell()
            self._missed_kept = True
            if not cursor_placed:
                self.query_one(PickOverlay).focus(scroll_visible=False)  # the search goes on (Backspace edits it)
            return
        if self.expanded:
            index = self.query_one(PickOverlay).chosen  # None: the search found nothing to pick
            if index is not None and 0 <= index < len(self._options):
                value = self._options[index][1]
                if value != self.value:
                    self.value = value
        self.expanded = False
        if not cursor_placed and (refocus or self.value == Select.NULL):
            # Nothing picked: nothing is applied, and no next form takes the cursor (nor the keys the screen
            # holds for it): it comes back here.
            self.focus()


def _framed(node: object) -> TypeGuard[Widget]:
    """Whether a node is a panel: a widget with a border above and below (the session's Map, Phase...)."""
    if not isinstance(node, Widget):
        return False
    return node.styles.border_top[0] not in ("", "none", "hidden") and node.styles.border_bottom[0] not in (
        "",
        "none",
        "hidden",
    )


def pick_of(widget: Widget | None) -> PickList | None:
    """The pick list a widget is, or is in (its open list, its current value)."""
    return next((w for w in widget.ancestors_with_self if isinstance(w, PickList)), None) if widget else None
