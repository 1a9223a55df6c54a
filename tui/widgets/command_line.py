"""The ``:`` command line: the CLI's ``ACTION field=value`` words, completed as they are typed.

``buy item=legion province=rome`` does what ``tabula act SAVE buy ...``
does. The completion offers, in turn, the actions of the phase, the fields
of the action not yet given, and the values a field takes (players,
choices, the entries of its catalogue), so ``:bu<Tab>i<Tab>le<Tab>`` is
``:buy item=legion``.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from engine.actions import ActionSpec
from engine.errors import BadInput
from engine.fields import Field, parse_assignments
from engine.i18n import N_, tr
from engine.names import fold

# What shlex says of a line it cannot split, so its words can be translated where they are shown.
_SHLEX_ERRORS = (N_("No closing quotation"), N_("No escaped character"))


@dataclass(frozen=True)
class Command:
    """A parsed command line: the action, its values, and who acts (``--as NAME``) if given."""

    action: str
    values: dict[str, str]
    actor: str | None = None


def parse_command(text: str) -> Command:
    """Read ``ACTION field=value ... [--as NAME]`` (quotes keep spaces in a value).

    Raises:
        BadInput: Nothing typed, unbalanced quotes, or a word that is not ``field=value``.
    """
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise BadInput(tr("the command line: {error}").format(error=tr(str(error)))) from None

    if not words:
        raise BadInput("type an action, then its fields as field=value")
    action, rest = words[0], words[1:]
    actor = None
    if "--as" in rest:
        at = rest.index("--as")
        if at + 1 >= len(rest):
            raise BadInput("--as needs a player's name")
        actor = rest[at + 1]
        rest = rest[:at] + rest[at + 2 :]
    return Command(action, parse_assignments(rest), actor)


#: What the completion needs from the session: the actions now, and the values a field takes.
Actions = Callable[[], Sequence[ActionSpec]]
Values = Callable[[ActionSpec, Field], Sequence[str]]


class CommandSuggester(Suggester):
    """Completes the last word: an action, then a field name, then a field's value."""

    def __init__(self, actions: Actions, values: Values) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self._actions = actions
        self._values = values

    async def get_suggestion(self, value: str) -> str | None:
        """The whole line with its last word completed, or None."""
        head, _, last = value.rpartition(" ")
        prefix = f"{head} " if head else ""
        specs = list(self._actions())
        if not head:
            return _first(value, [s.name for s in specs], prefix="")
        words = head.split()
        spec = next((s for s in specs if s.name == words[0]), None)
        if spec is None:
            return None
        if words[-1] == "--as":
            return _first(last, [str(v) for v in self._values(spec, Field("player", "player"))], prefix)
        name, sep, typed = last.partition("=")
        if not sep:
            given = {w.partition("=")[0] for w in words[1:]}
            names = [f"{f.name}=" for f in spec.fields if f.name not in given]
            return _first(last, names, prefix)
        field = spec.field(name)
        if field is None:
            return None
        # A list field completes its last item.
        done, comma, item = typed.rpartition(",")
        start = f"{prefix}{name}={done}{comma}"
        return _first(item, [_word(v) for v in self._values(spec, field)], start)


def _word(value: str) -> str:
    # A value with spaces is quoted so the line still splits into words.
    return shlex.quote(value) if " " in value else value


def _first(typed: str, options: Sequence[str], prefix: str) -> str | None:
    """The first option that starts like what is typed (case and accents aside)."""
    if not typed and not options:
        return None
    want = fold(typed)
    for option in options:
        if fold(option).startswith(want) and option != typed:
            return prefix + option
    return None


class CommandLine(Input):
    """A one-line input for ``:`` commands; Tab takes the completion, Escape closes it."""

    BINDINGS = [
        Binding("tab", "complete", "Complete", show=False, id="command.complete"),
        Binding("escape", "close", "Close", id="command.close", tooltip="Close the command line"),
    ]

    @dataclass
    class Closed(Message):
        """The command line was closed without running anything."""

    def action_complete(self) -> None:
        """Take the grey completion, if any."""
        if self._suggestion:
            self.value = self._suggestion
            self.cursor_position = len(self.value)

    def action_close(self) -> None:
        self.value = ""
        self.post_message(self.Closed())

    async def _on_key(self, event: events.Key) -> None:
        # Tab completes; it never leaves the line half typed.
        if event.key == "tab":
            event.stop()
            event.prevent_default()
            self.action_complete()
            return
        await super()._on_key(event)
