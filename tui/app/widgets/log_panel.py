"""The log panel: every event, newest last; forced ones marked."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from engine.i18n import N_, ntr, tr
from tui.app.widgets.soon import after_first_paint

#: Lines shown at first; older ones load on request (OptionList measures
#: every option up front, which for 1,000 events took longer than the
#: whole rest of the screen).
PAGE = 20
#: Width of an entry's number ("  7. "): its text, wrapped, hangs under its first word.
NUMBER = 5


class _Entry:
    """One log entry: its number, then its lines, each wrapped under its own text (a hanging indent).

    Wrapped lines started at column 1 under the number; the CLI's ``show`` indents them, and so does
    the log now. ``str()`` is the entry as text, as the log says it.

    Args:
        number: The event's number (1-based).
        line: The entry: what happened, then indented lines of what it changed.
    """

    def __init__(self, number: int, line: str) -> None:
        self.number = number
        self.line = line

    def __str__(self) -> str:
        return f"{self.number:3}. " + self.line.replace("\n", "\n" + " " * NUMBER)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid = Table.grid()
        grid.add_column(width=NUMBER, no_wrap=True)
        grid.add_column(ratio=1)
        number = f"{self.number:3}."
        for text in self.line.split("\n"):
            body = text.lstrip(" ")
            # Text, not a str: a player's text such as "[red]" is not markup.
            grid.add_row(number, Padding(Text(body), (0, 0, 0, len(text) - len(body))))
            number = ""
        yield grid


class _Lines(OptionList):
    """The log's lines: the cursor stops at either end (wrapping jumped from the newest to the oldest)."""

    def _more(self, step: int) -> bool:
        at = self.highlighted
        if at is None:
            return True
        rest = range(at + 1, self.option_count) if step > 0 else range(at - 1, -1, -1)
        return any(not self.get_option_at_index(i).disabled for i in rest)

    def action_cursor_down(self) -> None:
        if self._more(1):
            super().action_cursor_down()

    def action_cursor_up(self) -> None:
        if self._more(-1):
            super().action_cursor_up()


class LogPanel(Vertical):
    """Event lines; Enter (or u) on a line asks to undo back to it."""

    BORDER_TITLE = N_("Log")  # translated in __init__: the language may change while the app runs
    # A gutter kept for the scrollbar: when it appears, lines are not re-wrapped
    # narrower than they were measured (the second line of an entry vanished).
    DEFAULT_CSS = "LogPanel OptionList { scrollbar-gutter: stable; }"
    BINDINGS = [
        Binding(
            "u", "undo_here", "Undo to here", id="log.undo_here", tooltip="Undo every event after the selected one"
        ),
    ]

    class UndoToRequested(Message):
        """Undo everything after event number ``keep`` (1-based; 0 = everything)."""

        def __init__(self, keep: int) -> None:
            super().__init__()
            self.keep = keep

    def __init__(self, lines: Sequence[str] = (), redo: int = 0, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.border_title = tr(self.BORDER_TITLE)
        self._lines: Sequence[str] = lines
        self._redo = redo
        self._shown = PAGE
        #: How many entries the table asked to see (more with each "show more"); ``_shown`` grows past it as
        #: events are added, and comes back to it when the list is made anew.
        self._asked = PAGE
        #: Entries already described, by number: a line is described once, not again on every change.
        self._entries: dict[int, Option] = {}

    def compose(self) -> ComposeResult:
        yield _Lines(id="log-list")

    def on_mount(self) -> None:
        # The list measures every line it holds: filled after the first frame.
        after_first_paint(self, lambda: self._fill(select_last=True))

    def on_resize(self) -> None:
        # A smaller screen still shows the newest entries, not the oldest.
        self.call_after_refresh(self._select_last)

    def show(self, lines: Sequence[str], redo: int, kept: int = 0) -> None:
        """Replace the lines and scroll to the newest.

        Args:
            lines: Every entry, oldest first.
            redo: How many events undo took that redo can put back.
            kept: How many entries, from the first, are those shown before (after an action or an undo,
                all but the newest): they are not described again.
        """
        before, had_redo = len(self._lines), self._redo
        self._lines, self._redo = lines, redo
        self._entries = {number: option for number, option in self._entries.items() if number <= kept}
        if kept == before < len(lines) and not redo and not had_redo:
            # Events added, none changed: their lines go under the others. The list measures every line
            # again when one is taken out, so the oldest stay (the count of earlier events is the same).
            self._shown += len(lines) - before
            log = self.query_one("#log-list", OptionList)
            log.add_options(self._entry(number) for number in range(before + 1, len(lines) + 1))
            self._select_last()
            return
        self._shown = self._asked
        self._fill(select_last=True)

    def _options(self) -> list[Option]:
        first = max(len(self._lines) - self._shown, 0)
        options = []
        if first:
            # One English text for any count; Czech words the count three ways.
            more = ntr(
                "     ▲ {n} earlier event: Enter to show more",
                "     ▲ {n} earlier events: Enter to show more",
                first,
            )
            options.append(Option(more.format(n=first), id="more"))
        options += [self._entry(number) for number in range(first + 1, len(self._lines) + 1)]
        if self._redo:
            undone = tr("     ({n} undone; ctrl+y redoes)").format(n=self._redo)
            options.append(Option(undone, id="redo", disabled=True))

        return options

    def _entry(self, number: int) -> Option:
        """Entry ``number`` (1-based) as an option, described the first time it is asked for."""
        if number not in self._entries:
            self._entries[number] = Option(_Entry(number, self._lines[number - 1]), id=str(number))
        return self._entries[number]

    def _fill(self, select_last: bool) -> None:
        log = self.query_one("#log-list", OptionList)
        log.set_options(self._options())
        if select_last:
            self._select_last()

    def _select_last(self) -> None:
        log = self.query_one("#log-list", OptionList)
        if self._lines:
            log.highlighted = log.option_count - 1 - (1 if self._redo else 0)
            log.scroll_end(animate=False)

    def action_undo_here(self) -> None:
        log = self.query_one("#log-list", OptionList)
        if log.highlighted is not None:
            option = log.get_option_at_index(log.highlighted)
            if option.id and option.id.isdigit():
                self.post_message(self.UndoToRequested(int(option.id)))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option.id == "more":
            self._shown += PAGE * 4
            self._asked = self._shown
            self._fill(select_last=False)
            return
        if event.option.id and event.option.id.isdigit():
            self.post_message(self.UndoToRequested(int(event.option.id)))
