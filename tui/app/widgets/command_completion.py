"""Completing the ``:`` line's last word: an action, then a field name, then a field's value.

The completion offers, in turn, the actions of the phase, the fields of the action not yet given, and the
values a field takes (players, choices, the entries of its catalogue), so ``:bu<Tab>i<Tab>le<Tab>`` is
``:buy item=legion``; a word that starts none is found as the form's pick lists find it (``legion``:
move-legion; ``space=mer``: Aquileia's Mercatus spaces, by their area), and completed as written.

What shows faded after the cursor is what one Tab adds (``completed``), never a guess among several that Tab
would only list.
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from textual.suggester import Suggester

from engine.actions import ActionSpec
from engine.errors import TabulaError
from engine.fields import Field
from engine.names import fold, fold_words
from tui.app.widgets.command_words import find_field, is_who_acts, shown_name
from tui.app.widgets.pick import match

#: What the completion needs from the session: the actions now, and the values a field takes (what the rules
#: offer first, given the action's other fields as typed so far: ``engine.summary.field_values``).
Actions = Callable[[], Sequence[ActionSpec]]
Values = Callable[[ActionSpec, Field, Mapping[str, str]], Sequence[str]]
#: What a pick list's search reads of each value of a field, by id, where it is more than the id (a label, an area).
Searched = Callable[[ActionSpec, Field], Mapping[str, str]]
#: What the last word of a line may become: the line before it, the word as typed, and the words it finds.
Found = tuple[str, str, list[str]]


class CommandSuggester(Suggester):
    """Completes the last word: an action, then a field name, then a field's value."""

    def __init__(self, actions: Actions, values: Values, searched: Searched | None = None) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self._actions = actions
        self._values = values
        #: What the form's pick list searches of a value (None: its id alone).
        self.searched = searched

    async def get_suggestion(self, value: str) -> str | None:
        """The line one Tab makes of ``value``, where it goes on from what is typed (the rest is shown faded
        after it); None where Tab adds nothing, or only lists the candidates."""
        found = self.candidates(value)
        line = completed(found) if found is not None else None
        return line if line is not None and goes_on(value, line) else None

    def candidates(self, value: str) -> Found | None:
        """What the last word of ``value`` may become.

        Returns:
            The line before that word, the word as typed, and the words it finds (``_matching``: those that
            start like it, else those a pick list finds first), in the order the rules offer them; None when
            nothing completes there.
        """
        head, last = split_last(value)
        prefix = f"{head} " if head else ""
        specs = list(self._actions())
        if not head:
            return "", value, _matching(value, [s.name for s in specs])
        words = _words(head)
        spec = next((s for s in specs if s.name == words[0]), None)
        if spec is None:
            return None
        if words[-1] == "--as":
            return prefix, last, _matching(last, self._players(spec))
        name, sep, typed = last.partition("=")
        given = {_given(spec, name): value for name, _, value in (w.partition("=") for w in words[1:])}
        if not sep:
            # Not a field the values typed leave out (a good for a legion: ``Field.only_with``).
            names = [f"{shown_name(spec, f)}=" for f in spec.fields if f.name not in given and f.applies(given)]
            return prefix, last, _matching(last, names)
        field = find_field(spec, name)
        if field is None:
            if is_who_acts(name):
                return f"{prefix}{name}=", typed, _matching(typed, self._players(spec))
            return None
        # A list field completes its last item.
        done, comma, item = typed.rpartition(",")
        start = f"{prefix}{name}={done}{comma}"
        texts = self.searched(spec, field) if self.searched is not None else {}
        # What the rules allow with the fields typed before it comes first (a Stadium laurel for at=stadium).
        others = {name: v for name, v in given.items() if v and name != field.name and spec.field(name) is not None}
        try:
            values = [str(v) for v in self._values(spec, field, others)]
        except TabulaError:  # a value typed before that the rules cannot read yet (a misspelt place)
            values = [str(v) for v in self._values(spec, field, {})]
        return start, item, [_word(v) for v in _matching(item, values, texts)]

    def resolved(self, line: str) -> str:
        """``line`` with each value that starts one name only (a place, a player, a card) written out as Tab
        writes it: ``province=ath`` Enter read no province and asked for the player instead (the play-test).
        A value that is a name already, or starts several, or is no name (a count) stays as typed."""
        words = _split(line)
        spec = next((s for s in self._actions() if words and s.name == words[0]), None)
        if spec is None:
            return line
        out = words[:1]
        for word in words[1:]:
            name, sep, typed = word.partition("=")
            field = find_field(spec, name) if sep and typed else None
            named = field is not None and (bool(field.catalogue) or field.type == "player")
            found = self.candidates(" ".join([*out, word])) if named or (sep and is_who_acts(name)) else None
            if found is not None and len(found[2]) == 1 and fold(found[1]) != fold(found[2][0]):
                word = found[0][len(" ".join(out)) + 1 :] + found[2][0]
            out.append(word)
        return " ".join(out)

    def about(self, value: str) -> str | None:
        """What the word at the end of ``value`` is: the action typed (``roll``), or what the field whose
        value comes next takes (``... to=``); None when neither."""
        head, last = split_last(value)
        action = (_words(head or last) or [""])[0]
        spec = next((s for s in self._actions() if s.name == action), None)
        if spec is None:
            return None
        if not head:
            return f"{last}  {spec.said}" if spec.said else None
        name, sep, typed = last.partition("=")
        field = find_field(spec, name) if sep and not typed else None
        return f"{last}  {field.said}" if field is not None and field.said else None

    def _players(self, spec: ActionSpec) -> list[str]:
        return [_word(str(v)) for v in self._values(spec, Field("player", "player"), {})]


def completed(found: Found) -> str | None:
    """The line one Tab makes: the one candidate, or the start the candidates share where it goes on from
    what is typed (those found by their area share none of it); None: Tab only lists them."""
    start, typed, options = found
    if not options:
        return None
    if len(options) == 1:
        return start + options[0]
    common = _common(options)
    longer = len(common) > len(typed) and fold(common).startswith(fold(typed))
    return start + common if longer else None


def goes_on(value: str, line: str) -> bool:
    """Whether ``line`` is ``value`` with more after it, letter for letter (case and accents aside): the rest
    can be shown faded after what is typed."""
    return len(line) > len(value) and all(fold_words(a) == fold_words(b) for a, b in zip(value, line, strict=False))


def split_last(value: str) -> tuple[str, str]:
    """The line before its last word, and that word: a space within quotes is a part of the word
    (``who-acts='Ann L``), as the line's words are split when it runs."""
    quote, start = "", 0
    for at, char in enumerate(value):
        if quote:
            quote = "" if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == " ":
            start = at + 1
    return (value[: start - 1] if start else ""), value[start:]


def _split(line: str) -> list[str]:
    """The words of ``line`` as typed, quotes kept (a space within quotes is a part of the word)."""
    words: list[str] = []
    while line.strip():
        line, last = split_last(line.rstrip())
        words.insert(0, last)
    return words


def _words(head: str) -> list[str]:
    """The words of the line before the last (a quoted value with spaces is one); as typed while a quote is
    open."""
    try:
        return shlex.split(head) or [""]
    except ValueError:
        return head.split() or [""]


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
class Cycle:
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
