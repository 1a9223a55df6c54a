"""The ``:`` command line: the CLI's ``ACTION field=value`` words, completed as they are typed.

``buy item=legion province=rome`` does what ``tabula act SAVE buy ...`` does. The words are read in
``tui.app.widgets.command_words``, completed in ``tui.app.widgets.command_completion``; this module holds the line
itself: its keys, its history, what is pasted into it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from weakref import WeakKeyDictionary

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.message import Message
from textual.suggester import SuggestionReady
from textual.widgets import Input

from tui.app.widgets.command_completion import CommandSuggester, Cycle, completed, goes_on
from tui.app.widgets.command_words import Command, field_label, find_field, parse_command, shown_name

# Where the session screen and the forms have always found them.
__all__ = ["Command", "CommandLine", "CommandSuggester", "field_label", "find_field", "parse_command", "shown_name"]


#: The commands run on the ``:`` line, oldest first, per app: kept for this run of the app only.
_HISTORIES: WeakKeyDictionary[App[Any], list[str]] = WeakKeyDictionary()


#: How many earlier lines ctrl+z can go back through.
EDITS_KEPT = 50


class CommandLine(Input):
    """A one-line input for ``:`` commands.

    Enter runs the line and empties it at once, so what is typed next, while the command applies, is the
    next command. Up and Down recall the commands of this run of the app, newest first, as a shell does;
    Tab completes the last word when one candidate fits, else lists them and types the first (or the
    start they share), and takes them in turn when pressed again (shift+tab: the other way round); on a
    field's name (``to=``), Tab goes on to its values. What Tab adds shows faded after the cursor, and
    stays while the letters typed go along it, as a shell's suggestion does; once Tab has listed candidates
    nothing shows faded (what is on the line is all that was typed). Escape closes the line.
    """

    BINDINGS = [
        Binding("tab", "complete", "Complete", show=False, id="command.complete"),
        Binding("up", "recall(1)", "Earlier command", show=False, id="command.earlier"),
        Binding("down", "recall(-1)", "Later command", show=False, id="command.later"),
        Binding("escape", "close", "Close", id="command.close", tooltip="Close the command line"),
    ]

    # Messages are plain classes, not dataclasses: a dataclass costs half a millisecond to make at import,
    # time every session's opening paid for each of the screen's messages.
    class Closed(Message):
        """The command line was closed without running anything."""

    class Candidates(Message):
        """Tab found several ways to go on: the words, for the screen to show."""

        def __init__(self, options: list[str]) -> None:
            super().__init__()
            self.options = options

    #: The line as it was before its last change (what was typed on from).
    _before = ""
    #: Whether ctrl+z is putting an earlier line back (not a change to take back in turn).
    _undoing = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._cycle: Cycle | None = None
        #: The line as it was before each change since it was last empty, oldest first (ctrl+z takes it back).
        self._edits: list[str] = []
        self._recalled = 0  # how far back Up went (0: the line being typed)
        self._draft = ""  # the line being typed, kept while Up shows older ones
        #: Whether the line keeps the cursor while it is open (the forms a command opens behind it do not
        #: take it); a key that leaves the line (alt+2, ctrl+n) lets it go.
        self.holds = True
        #: The command whose reading the screen said instead of running it (``dice=3``: one die showing 3):
        #: entered again at once, it runs.
        self.asked: str | None = None
        #: Whether a command names a field its action keeps secret (a face-down offer): such a command runs
        #: but is not kept for Up, which the next player at the table presses too (None: every one is kept).
        self.private: Callable[[str], bool] | None = None
        #: What closing the line does, run as Escape is handled (None: a ``Closed`` message, handled later).
        self.closing: Callable[[], None] | None = None

    @property
    def suggested(self) -> str:
        """The line one Tab makes, shown faded after what is typed ("" when Tab adds nothing, or lists)."""
        return self._suggestion

    def _watch_value(self, value: str) -> None:
        shown, before = self._suggestion, self._before
        super()._watch_value(value)  # the suggestion is dropped, and worked out anew for the line
        if value != before and not self._undoing:
            self._edits = [*self._edits[-(EDITS_KEPT - 1) :], before] if value else []
        self._before = value
        if shown and len(value) > len(before) and value.startswith(before) and goes_on(value, shown):
            # Typed on along it: it stays, what is left of it faded, while it is worked out anew (it was gone at
            # every key until then, and for as long as the app was busy).
            self._suggestion = shown

    async def _on_suggestion_ready(self, event: SuggestionReady) -> None:
        cycle = self._cycle
        if cycle is not None and self.value == cycle.shown:
            # Tab listed the candidates: what shows faded is the one the next Tab takes, not a fresh guess.
            event.prevent_default()

    def _unhinted(self) -> None:
        """Nothing faded after what Tab typed from a list of candidates (the status line lists them): the next
        candidate shown faded there was read as typed (":printed province=nor" Tab showed north-of-athens, and
        the Space typed next made "north-of- ")."""
        self._suggestion = ""

    @property
    def history(self) -> list[str]:
        """The commands run on the line in this run of the app, oldest first."""
        return _HISTORIES.setdefault(self.app, [])

    def _show(self, value: str) -> None:
        self.value = value
        self.cursor_position = len(value)

    async def action_submit(self) -> None:
        """Run the line: the screen gets it, and the line is empty for the next command at once."""
        typed = self.value
        secret = self.private is not None and self.private(typed)
        if typed.strip() and not secret and (not self.history or self.history[-1] != typed):
            self.history.append(typed)
        self._recalled, self._draft, self._cycle = 0, "", None
        self.holds = True
        await super().action_submit()
        self.value = ""

    def action_recall(self, step: int) -> None:
        """Show an earlier (``step`` 1) or a later (-1) command of the history."""
        history = self.history
        at = self._recalled + step
        if step > 0 and self._recalled == 0 and history and history[-1] == self.value:
            at += 1  # a refused command, left on the line to be mended, is the newest: Up goes past it
        at = min(max(at, 0), len(history))
        if at == self._recalled or (at and history[-at] == self.value):
            return
        if self._recalled == 0:
            self._draft = self.value
        self._recalled = at
        self._show(history[-at] if at else self._draft)

    def action_complete(self, step: int = 1) -> None:
        """Complete the last word, or list the candidates and type the first (``step`` 1) or the last (-1), or
        their start where they share one; pressed again, take the next or previous in turn.

        A field's name taken in turn (``to=``) is where its value is typed: Tab there offers the values, as
        it does after ``to=`` typed (the play-test's Tab went on through the names); shift+tab still goes
        back through the names.
        """
        cycle = self._cycle
        if cycle is not None and self.value == cycle.shown and not (step > 0 and cycle.on_a_name):
            self._show(cycle.step(step))
            self._unhinted()
            return
        self._cycle = None
        suggester = self.suggester
        if not isinstance(suggester, CommandSuggester):
            return
        found = suggester.candidates(self.value)
        shown = self._suggestion if goes_on(self.value, self._suggestion) else ""
        if step > 0 and shown and (found is None or completed(found) != shown):
            # What shows faded is what Tab takes, even where the words typed on along it find it no more.
            self._taken(suggester, shown)
            return
        if found is None or not found[2]:
            return
        start, _typed, options = found
        if len(options) == 1:
            self._taken(suggester, start + options[0])
            return
        shared = completed(found)
        self._cycle = Cycle(start, options, -1, self.value)
        if shared is not None:
            # What they share, where it goes on from what is typed (those found by their area share none of it).
            self._show(shared)
            self._cycle.shown = shared
        else:
            # Nothing shared: the first (shift+tab: the last) is typed at once. Only shown faded, the play-test
            # took it as typed after ":connect " and typed on: the line read "connect troy".
            self._show(self._cycle.step(step))
        self._unhinted()
        self.post_message(self.Candidates(options))

    def _taken(self, suggester: CommandSuggester, line: str) -> None:
        """Put the one completion found on the line, and what it is on the status line (the candidates
        listed before are not this one's)."""
        self._show(line)
        about = suggester.about(self.value)
        self.post_message(self.Candidates([about or self.value.rpartition(" ")[2]]))

    def action_close(self) -> None:
        self.value = ""
        self._recalled, self._draft, self._cycle, self.asked = 0, "", None, None
        if self.closing is not None:
            self.closing()  # there and then: the keys typed behind Escape find the line closed (``_on_key``)
        else:
            self.post_message(self.Closed())

    async def paste(self, text: str) -> None:
        """Take ``text`` as typed: each line it ends is a command run, in order; the last, not ended, stays on
        the line to be run (Textual's own paste kept the first line alone)."""
        self._cycle = None
        *ended, rest = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for line in ended:
            self._insert(line)
            if self.value.strip():
                await self.action_submit()
        self._insert(rest)

    def _insert(self, text: str) -> None:
        """Type ``text`` at the cursor (over the text selected)."""
        if not self.value.strip():
            # No action starts so: the ':' that opened the line, pasted (or typed again) with the command.
            text = text.lstrip(" \t:")
        start, end = sorted(self.selection)
        self.replace(text, start, end)

    async def on_paste(self, event: events.Paste) -> None:
        event.stop()
        event.prevent_default()  # Input's own paste (the first line alone) is not run as well
        await self.paste(event.text)

    def undo_text(self) -> None:
        """ctrl+z with text on the line: the line as it was before its last change (else empty)."""
        earlier = self._edits.pop() if self._edits else ""
        self._undoing = True
        try:
            self._show(earlier)
        finally:
            self._undoing = False

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "ctrl+z" and self.value and self.display:
            # The text being typed, not a game event, is what is taken back (the play-test's ctrl+z on ":abc"
            # undid the last event and left "abc" there). On an empty line ctrl+z undoes as everywhere.
            event.stop()
            event.prevent_default()
            self.undo_text()
            return
        if not self.display:
            # Closed (Escape) with this key typed behind it, still on its way through: it follows the cursor, as
            # typed after the line had closed (it went into the closed line, and showed as it opened again).
            event.stop()
            event.prevent_default()
            screen = self.screen
            target = screen.focused
            (target if target is not None and target is not self else screen)._forward_event(
                events.Key(event.key, event.character)
            )
            return
        if event.character == ":" and not self.value.strip():
            # The line is open already: a ':' typed ahead of the next command (":roll<Enter>:roll") is not a part of it.
            event.stop()
            event.prevent_default()
            return
        bound = self._bindings.key_to_bindings.get(event.key)
        if not event.is_printable and not bound and event.key not in ("tab", "shift+tab"):
            # Not a key of the line's own (alt+2, ctrl+n): the player goes elsewhere, the cursor may leave the line.
            self.holds = False
        # Tab completes; it never leaves the line half typed.
        if event.key in ("tab", "shift+tab"):
            event.stop()
            event.prevent_default()
            self.action_complete(1 if event.key == "tab" else -1)
            return
        # Any other key ends the turn of candidates (the same line typed again is completed anew).
        self._cycle = None
        if bound and not event.is_printable:
            # The line's own keys (Enter, Backspace, ctrl+u, Up) act here, in the order typed: as bindings they
            # acted once the key had come back up to the app, after the keys behind it (the next command, pasted
            # or typed ahead) had gone into the line ("roll dice=3<Enter>roll" ran "roll dice=3roll").
            event.stop()
            event.prevent_default()
            await self.run_action(bound[0].action)
            return
        await super()._on_key(event)
