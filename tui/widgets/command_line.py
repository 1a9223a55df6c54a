"""The ``:`` command line: the CLI's ``ACTION field=value`` words, completed as they are typed.

``buy item=legion province=rome`` does what ``tabula act SAVE buy ...``
does. The completion offers, in turn, the actions of the phase, the fields
of the action not yet given, and the values a field takes (players,
choices, the entries of its catalogue), so ``:bu<Tab>i<Tab>le<Tab>`` is
``:buy item=legion``; a word that starts none is found as the form's pick
lists find it (``legion``: move-legion; ``space=mer``: Aquileia's Mercatus
spaces, by their area), and completed as written. A field may be named as its
form labels it too (``attacker-rolls=``, ``"Attacker rolls"=``; ``who-acts=``
is ``--as``).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from weakref import WeakKeyDictionary

from textual import events
from textual.app import App
from textual.binding import Binding
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input

from engine.actions import ActionSpec
from engine.errors import BadInput
from engine.fields import Field, parse_assignments
from engine.i18n import N_, tr
from engine.names import fold
from tui.widgets.pick import match

# What shlex says of a line it cannot split, so its words can be translated where they are shown.
_SHLEX_ERRORS = (N_("No closing quotation"), N_("No escaped character"))


#: The form's label for who acts: on the line, ``who-acts=NAME`` is ``--as NAME``.
WHO_ACTS = N_("who acts")


@dataclass(frozen=True)
class Command:
    """A parsed command line: the action, its values, and who acts (``--as NAME``) if given."""

    action: str
    values: dict[str, str]
    actor: str | None = None

    def for_action(self, spec: ActionSpec) -> Command:
        """The command with each field named as ``spec`` names it (a form's label, ``Attacker-Rolls``, is
        ``attacker_rolls``) and ``who-acts=`` taken as ``--as``; a name no field has stays as typed.

        Raises:
            BadInput: A field (or who acts) given twice under two of its names.
        """
        values: dict[str, str] = {}
        actor = self.actor
        for typed, value in self.values.items():
            if _is_who_acts(typed) and find_field(spec, typed) is None:
                if actor is not None:
                    raise BadInput(tr("field {field} given twice").format(field=repr(typed)))
                actor = value
                continue
            field = find_field(spec, typed)
            name = typed if field is None else field.name
            if name in values:
                raise BadInput(tr("field {field} given twice").format(field=repr(typed)))
            values[name] = value
        return Command(self.action, values, actor)


def find_field(spec: ActionSpec, typed: str) -> Field | None:
    """The field of ``spec`` that ``typed`` names: its key, or its label in the form (case, accents, and
    spaces, ``-`` or ``_`` between words aside); None when no field, or more than one, is named so."""
    exact = spec.field(typed)
    if exact is not None:
        return exact
    want = fold(typed)
    found = [f for f in spec.fields if fold(f.name) == want]
    return found[0] if len(found) == 1 else None


def shown_name(spec: ActionSpec, field: Field) -> str:
    """The field's name as the line offers it: its label in the form, words joined by ``-`` (a space would
    end the word), where that names it alone; else its key."""
    label = "-".join(field_label(field).split())
    return label if find_field(spec, label) is field else field.name


def field_label(field: Field) -> str:
    """The field's label in the action's form (``attacker rolls``)."""
    return field.name.replace("_", " ")


def _is_who_acts(typed: str) -> bool:
    return fold(typed) in (fold(WHO_ACTS), fold(tr(WHO_ACTS)))


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
#: What a pick list's search reads of each value of a field, by id, where it is more than the id (a label, an area).
Searched = Callable[[ActionSpec, Field], Mapping[str, str]]


class CommandSuggester(Suggester):
    """Completes the last word: an action, then a field name, then a field's value."""

    def __init__(self, actions: Actions, values: Values, searched: Searched | None = None) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self._actions = actions
        self._values = values
        #: What the form's pick list searches of a value (None: its id alone).
        self.searched = searched

    async def get_suggestion(self, value: str) -> str | None:
        """The whole line with its last word completed, or None."""
        found = self.candidates(value)
        if found is None:
            return None
        start, typed, options = found
        # Only a value that goes on from what is typed: the rest is shown faded after it.
        want = fold(typed)
        return next((start + o for o in options if o != typed and fold(o).startswith(want)), None)

    def candidates(self, value: str) -> tuple[str, str, list[str]] | None:
        """What the last word of ``value`` may become.

        Returns:
            The line before that word, the word as typed, and the words it finds (``_matching``: those that
            start like it, else those a pick list finds first), in the order the rules offer them; None when
            nothing completes there.
        """
        head, _, last = value.rpartition(" ")
        prefix = f"{head} " if head else ""
        specs = list(self._actions())
        if not head:
            return "", value, _matching(value, [s.name for s in specs])
        words = head.split()
        spec = next((s for s in specs if s.name == words[0]), None)
        if spec is None:
            return None
        if words[-1] == "--as":
            return prefix, last, _matching(last, self._players(spec))
        name, sep, typed = last.partition("=")
        if not sep:
            given = {_given(spec, w.partition("=")[0]) for w in words[1:]}
            names = [f"{shown_name(spec, f)}=" for f in spec.fields if f.name not in given]
            return prefix, last, _matching(last, names)
        field = find_field(spec, name)
        if field is None:
            if _is_who_acts(name):
                return f"{prefix}{name}=", typed, _matching(typed, self._players(spec))
            return None
        # A list field completes its last item.
        done, comma, item = typed.rpartition(",")
        start = f"{prefix}{name}={done}{comma}"
        texts = self.searched(spec, field) if self.searched is not None else {}
        return start, item, [_word(v) for v in _matching(item, [str(v) for v in self._values(spec, field)], texts)]

    def about(self, value: str) -> str | None:
        """What the word at the end of ``value`` is: the action typed (``roll``), or what the field whose
        value comes next takes (``... to=``); None when neither."""
        head, _, last = value.rpartition(" ")
        action = ((head or last).split() or [""])[0]
        spec = next((s for s in self._actions() if s.name == action), None)
        if spec is None:
            return None
        if not head:
            return f"{last}  {spec.said}" if spec.said else None
        name, sep, typed = last.partition("=")
        field = find_field(spec, name) if sep and not typed else None
        return f"{last}  {field.said}" if field is not None and field.said else None

    def _players(self, spec: ActionSpec) -> list[str]:
        return [_word(str(v)) for v in self._values(spec, Field("player", "player"))]


def _given(spec: ActionSpec, typed: str) -> str:
    """The key of the field a word names, as typed when it names none."""
    field = find_field(spec, typed)
    return typed if field is None else field.name


def _word(value: str) -> str:
    # A value with spaces is quoted so the line still splits into words.
    return shlex.quote(value) if " " in value else value


def _matching(typed: str, options: Sequence[str], texts: Mapping[str, str] | None = None) -> list[str]:
    """The options ``typed`` finds best, each once, in the order given: those that start like it (case and
    accents aside); else those the form's pick lists would find first (``match``), by the option or the text
    a list shows for it (``texts``: a label and its area, "Pecunia Mercatus")."""
    want, texts = fold(typed), texts or {}
    ranked: dict[str, int] = {}
    for option in options:
        if fold(option).startswith(want):
            ranked[option] = -1
        elif found := [r for text in (texts.get(option), option) if text and (r := match(typed, text)) is not None]:
            ranked[option] = min(found)
    best = min(ranked.values(), default=None)
    return [option for option, rank in ranked.items() if rank == best]


def _common(options: Sequence[str]) -> str:
    """The longest start all the options share (as written)."""
    first, last = min(options), max(options)
    size = next((i for i, (a, b) in enumerate(zip(first, last, strict=False)) if a != b), min(len(first), len(last)))
    return first[:size]


@dataclass
class _Cycle:
    """Tab pressed again on a list of candidates: the next one in turn (-1: none taken yet)."""

    start: str
    options: list[str]
    at: int
    shown: str

    @property
    def on_a_name(self) -> bool:
        """Whether the candidate shown is a field's name (``to=``): Tab goes on to its values."""
        return self.at >= 0 and self.options[self.at].endswith("=")

    def step(self, by: int) -> str:
        """The next (``by`` 1) or previous (-1) candidate taken: the line it makes."""
        size = len(self.options)
        self.at = (self.at + by) % size if self.at >= 0 else (0 if by > 0 else size - 1)
        self.shown = self.start + self.options[self.at]
        return self.shown


#: The commands run on the ``:`` line, oldest first, per app: kept for this run of the app only.
_HISTORIES: WeakKeyDictionary[App[Any], list[str]] = WeakKeyDictionary()


class CommandLine(Input):
    """A one-line input for ``:`` commands.

    Enter runs the line and empties it at once, so what is typed next, while the command applies, is the
    next command. Up and Down recall the commands of this run of the app, newest first, as a shell does;
    Tab completes the last word when one candidate fits, else lists them, and takes them in turn when
    pressed again (shift+tab: the other way round); on a field's name (``to=``), Tab goes on to its
    values. Escape closes the line.
    """

    BINDINGS = [
        Binding("tab", "complete", "Complete", show=False, id="command.complete"),
        Binding("up", "recall(1)", "Earlier command", show=False, id="command.earlier"),
        Binding("down", "recall(-1)", "Later command", show=False, id="command.later"),
        Binding("escape", "close", "Close", id="command.close", tooltip="Close the command line"),
    ]

    @dataclass
    class Closed(Message):
        """The command line was closed without running anything."""

    @dataclass
    class Candidates(Message):
        """Tab found several ways to go on: the words, for the screen to show."""

        options: list[str]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._cycle: _Cycle | None = None
        self._recalled = 0  # how far back Up went (0: the line being typed)
        self._draft = ""  # the line being typed, kept while Up shows older ones
        #: Whether the line keeps the cursor while it is open (the forms a command opens behind it do not
        #: take it); a key that leaves the line (alt+2, ctrl+n) lets it go.
        self.holds = True

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
        if typed.strip() and (not self.history or self.history[-1] != typed):
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
        """Complete the last word, list the candidates, or take the next (``step`` 1) or previous (-1) in turn.

        A field's name taken in turn (``to=``) is where its value is typed: Tab there offers the values, as
        it does after ``to=`` typed (the play-test's Tab went on through the names); shift+tab still goes
        back through the names.
        """
        cycle = self._cycle
        if cycle is not None and self.value == cycle.shown and not (step > 0 and cycle.on_a_name):
            self._show(cycle.step(step))
            return
        self._cycle = None
        suggester = self.suggester
        if not isinstance(suggester, CommandSuggester):
            return
        found = suggester.candidates(self.value)
        if found is None or not found[2]:
            return
        start, typed, options = found
        if len(options) == 1:
            self._show(start + options[0])
            # What the field takes, on the status line (the candidates listed before are not this one's).
            about = suggester.about(self.value)
            self.post_message(self.Candidates([about or self.value.rpartition(" ")[2]]))
            return
        common = _common(options)
        # What they share, where it goes on from what is typed (those found by their area share none of it).
        longer = len(common) > len(typed) and fold(common).startswith(fold(typed))
        self._show(start + (common if longer else typed))
        self._cycle = _Cycle(start, options, -1, self.value)
        self.post_message(self.Candidates(options))

    def action_close(self) -> None:
        self.value = ""
        self._recalled, self._draft, self._cycle = 0, "", None
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

    async def _on_key(self, event: events.Key) -> None:
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
