"""The words of a ``:`` command: ``ACTION field=value ... [--as NAME]`` read into a ``Command``.

A field may be named as its form labels it too (``attacker-rolls=``, ``"Attacker rolls"=``; ``who-acts=`` is
``--as``). What a command records is said before it runs where a person at the table would read it otherwise
(``dice=3``: one die showing 3, not three dice).
"""

from __future__ import annotations

import shlex
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.actions import ActionSpec
from engine.errors import BadInput
from engine.field_sets import parse_assignments
from engine.fields import Field
from engine.i18n import N_, ntr, tr
from engine.names import fold
from engine.spoken_names import field_named, field_word

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
            if is_who_acts(typed) and find_field(spec, typed) is None:
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
    if not found:  # named in the language spoken (``vítěz-bere``), as the form labels it and the CLI takes it
        named = field_named(spec.fields, typed)
        found = [f for f in spec.fields if f.name == named]
    return found[0] if len(found) == 1 else None


def shown_name(spec: ActionSpec, field: Field) -> str:
    """The field's name as the line offers it: its label in the form, words joined by ``-`` (a space would
    end the word), where that names it alone; else its key."""
    label = "-".join(field_label(field).split())
    return label if find_field(spec, label) is field else field.name


def field_label(field: Field) -> str:
    """The field's label in the action's form, in the language spoken (``attacker rolls``, ``hody útočníka``:
    the play-tests read English labels on a Czech screen)."""
    return field_word(field.name).replace("_", " ").replace("-", " ")


def is_who_acts(typed: str) -> bool:
    """Whether ``typed`` names who acts (``who-acts``, in the language spoken or in English)."""
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


@dataclass(frozen=True)
class Reading:
    """What a command records, said before it runs: ``again``, whether the same line entered again runs it."""

    said: str
    again: bool


def dice_reading(spec: ActionSpec, values: Mapping[str, str]) -> Reading | None:
    """What a bare number given for dice whose count is free records, where a person reads a count.

    ``roll dice=3`` records one die showing 3; a new player at the table expected three dice rolled. A field
    named for the dice themselves (``dice=``), of no fixed count, reads as how many; one named for what they
    show (``attacker-rolls=``, ``greek-roll=``) or of a fixed count (Struggle for Rome's two) does not.

    Returns:
        What the line says instead of running it: a face it records once entered again (``again``), or a
        number no die shows, meant as a count (refused, with the way to roll them); None: nothing to say.
    """
    for field in spec.fields:
        typed = values.get(field.name, "").strip()
        if field.type != "dice" or field.name != "dice" or field.max == field.min or not typed.isdigit():
            continue
        n, name = int(typed), shown_name(spec, field)
        if 1 <= n <= field.sides:
            said = ntr(
                "{field}={n} records one die showing {n}: Enter again records it; {field}=roll:{n} rolls {n} die here",
                "{field}={n} records one die showing {n}: Enter again records it; {field}=roll:{n} rolls {n} dice here",
                n,
            )
            return Reading(said.format(field=name, n=n), True)
        if n > field.sides:
            said = ntr(
                "{field}={n}: a die shows 1 to {sides}; {field}=roll:{n} rolls {n} die here",
                "{field}={n}: a die shows 1 to {sides}; {field}=roll:{n} rolls {n} dice here",
                n,
            )
            return Reading(said.format(field=name, n=n, sides=field.sides), False)
    return None


def names_private(spec_named: Callable[[str], ActionSpec | None], text: str) -> bool:
    """Whether the command ``text`` gives a value to a field its action keeps secret (``ActionSpec.private``:
    the cards offered face down, a card drawn unseen): such a line is not for the next player's Up to show.

    Read loosely, as typed so far (unbalanced quotes, words that are not ``field=value``): a line that cannot
    be read is private if its action has a secret field named in it.
    """
    try:
        words = shlex.split(text)
    except ValueError:
        words = text.split()
    spec = spec_named(words[0]) if words else None
    if spec is None or not spec.private:
        return False
    for word in words[1:]:
        name, sep, _ = word.partition("=")
        field = find_field(spec, name) if sep else None
        if field is not None and field.name in spec.private:
            return True
    return False
