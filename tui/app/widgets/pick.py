"""Pick lists that answer to typing.

Textual's ``Select`` searches its options only once the list is open, for
what was typed in the last 0.7 s, shown nowhere, as a run of letters
anywhere in an option. ``PickList`` opens on the first letter typed and
searches at once; its open list shows what was typed in its top border,
keeps it until the list closes (Backspace takes a letter back, Ctrl+U all of it), finds
an option by how it starts, else by the starts of its words (``pick_search``),
and shows only the options found (all again once the search is empty).
The open list stays inside the panel that holds the field (else the screen):
it drops below the field, or opens above it where there is more room. Count
fields with - and + around them are ``stepper.Stepper``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from rich.console import RenderableType
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Select
from textual.widgets._select import NoSelection, SelectCurrent, SelectOverlay

from tui.app.widgets.pick_overlay import EDITS, HELP, MOVES, PickOverlay
from tui.app.widgets.pick_place import MOST_ROWS, framed, open_list_place
from tui.app.widgets.pick_search import found_in, match, words
from tui.app.widgets.stepper import Stepper

# The search and the stepper lived here before this module was split: still imported from here too.
__all__ = ["MOST_ROWS", "PickList", "PickOverlay", "Stepper", "found_in", "match", "pick_of", "words"]


class PickList(Select[str]):
    """A drop-down whose options are found by typing (the list opens on the first letter).

    Enter on a closed list that has a value is a submit (``Submitted``), as in a
    text field: the form applies its action. Down or Space still open the list;
    on an empty closed list Enter opens it too, whatever the form would allow.
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
        current = SelectCurrent(self.prompt)
        if self._value != Select.NULL:
            # Marked before it mounts: Textual unmarks it as it mounts and marks it again once the value is shown,
            # each time restyling the field and its parts (ms of opening a session, for the two lists there).
            current.set_reactive(SelectCurrent.has_value, True)
            current.add_class("-has-value", update=False)
        yield current
        # Not compact, unlike the field: a compact list has no border to show the search in.
        yield PickOverlay(self, type_to_search=self._type_to_search)

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
        screen = self.screen.region
        frame = next((node.content_region for node in self.ancestors if framed(node)), screen)
        rows, offset = open_list_place(self.region, frame, screen, overlay.styles.gutter.height, overlay.option_count)
        overlay.styles.max_height = rows
        overlay.styles.offset = (0, offset)

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
        if self.expanded and (event.key in EDITS or (event.is_printable and event.character not in (None, HELP))):
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
        if not self.expanded and event.key == "enter" and self.value != Select.NULL:
            # A value chosen: Enter applies, as in any field. On an empty list it opens the list, always: whether
            # it applied hung on whether the entry was allowed, which the player cannot see (play-test 6 applied
            # a caravan with its good worked out when the player meant to open the list).
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


def pick_of(widget: Widget | None) -> PickList | None:
    """The pick list a widget is, or is in (its open list, its current value)."""
    return next((w for w in widget.ancestors_with_self if isinstance(w, PickList)), None) if widget else None
