"""A set of named values read against a set of fields: ``FIELD=VALUE`` words, a whole action's values parsed,
the fields still missing.

Split from ``engine.fields`` (which holds one field and the reading of one value); ``engine.fields`` names
these too, where callers have always found them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from engine.errors import BadInput
from engine.i18n import quoted, tr
from engine.names import fold, listed
from engine.spoken_names import FIELD, field_ids, field_word, other_words

if TYPE_CHECKING:
    import random

    from engine.fields import Catalogues, Field


def parse_assignments(pairs: Sequence[str]) -> dict[str, str]:
    """Split ``FIELD=VALUE`` words typed on a command line.

    Raises:
        BadInput: A word without ``=`` or a field given twice.
    """
    out: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip().lower()
        if not sep or not name:
            raise BadInput(tr("expected FIELD=VALUE, got {word}").format(word=quoted(pair)))
        if name in out:
            raise BadInput(tr("field {field} given twice").format(field=quoted(name)))
        out[name] = value
    return out


def parse_fields(
    fields: Sequence[Field],
    raw: Mapping[str, Any],
    players: Sequence[str] = (),
    rng: random.Random | None = None,
    what: str = "action",
    catalogues: Catalogues | None = None,
) -> dict[str, Any]:
    """Parse a whole set of named values against their fields.

    Omitted optional fields take their default (or are left out when the
    default is None), so the result is exactly what gets saved.

    Raises:
        BadInput: Unknown or missing fields, or a value that does not fit.
    """
    raw = field_ids(fields, raw)  # a field named in Czech (``kůň=1``) is its id from here on
    names = {f.name for f in fields}
    if not raw.keys() <= names:
        raise BadInput(unknown_field(fields, sorted(set(raw) - names)[0], what))
    out: dict[str, Any] = {}
    for field in fields:
        if field.name in raw:
            out[field.name] = field.parse(raw[field.name], players, rng, catalogues)
        elif field.default is not None:
            out[field.name] = field.default
        elif field.required:
            said = tr("{what}: say {field} ({help})")
            named = field_word(field.name).replace("_", " ")
            raise BadInput(said.format(what=what, field=named, help=field.said or field.type))
    return out


def unknown_field(fields: Sequence[Field], name: str, what: str = "action") -> str:
    """The refusal of a field name the action has not: the field meant, where one is close (play-test:
    ``spcae=dolus`` was told only "no field"), else every field it has."""
    import difflib  # only when a field name is wrong

    # Sought among the ids and their words in Czech, offered as the language spoken names them.
    keys = {fold(f.name): field_word(f.name) for f in fields}
    keys.update((fold(w), field_word(f.name)) for f in fields for w in other_words(FIELD, f.name))
    matched = difflib.get_close_matches(fold(name), list(keys), n=3, cutoff=0.6)
    close = list(dict.fromkeys(keys[k] for k in matched))
    if close:
        said = tr("{what} has no field {field}").format(what=what, field=quoted(name))
        return said + tr(" (did you mean {names}?)").format(names=listed(close, "or"))
    expected = ", ".join(field_word(f.name) for f in fields) or tr("no fields")
    said = tr("{what} has no field {field} (expected: {fields})")
    return said.format(what=what, field=quoted(name), fields=expected)


def missing(fields: Sequence[Field], values: Mapping[str, object]) -> list[str]:
    """Names of the fields that must be given and are not (a default counts as given); a field the other
    values leave out (``Field.only_with``) is never missing."""
    return [f.name for f in fields if f.required and f.default is None and f.name not in values and f.applies(values)]
