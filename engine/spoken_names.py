"""The names of actions and fields in the language spoken: shown on the command line and accepted as typed.

An action's id (``reinforce``) and a field's (``greeks``) stay what a save stores and JSON prints; each has a
word in the game's translations under a prefixed message (``action:reinforce``, ``field:greeks``; the
extractor lists them, ``engine.i18n_extract``). Czech is shown when Czech is spoken, and accepted whatever
the language spoken (as the catalogues accept Czech names of things), forgivingly (``engine.names.fold``):
a save made with Czech words holds the English ids and opens in either language (issue 37).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from engine.errors import BadInput
from engine.i18n import LANGUAGES, N_, language, quoted, tr, translations
from engine.names import fold

V = TypeVar("V")


class Named(Protocol):
    """A field as read here: its id alone (``engine.fields`` imports this module, so it is not imported back)."""

    @property
    def name(self) -> str:
        """The field's id."""
        ...


ACTION = "action:"
FIELD = "field:"

#: The engine's actions and fields whose names are constants elsewhere (``engine.events``): listed here so
#: the extractor finds their words (``tabula`` domain).
ENGINE_WORDS = (N_("action:next"), N_("action:next-phase"), N_("action:roll"), N_("action:correct"))


def _word(prefix: str, name: str) -> str:
    lang = language()
    if lang == "en":
        return name
    found = translations(prefix + name, lang)
    return found[0] if found and found[0] else name


def other_words(prefix: str, name: str) -> list[str]:
    """Every word a name (``ACTION`` or ``FIELD``, its prefix) has in a language other than English: what
    input may say whatever the language spoken."""
    return [w for lang in LANGUAGES if lang != "en" for w in translations(prefix + name, lang) if w]


def action_word(name: str) -> str:
    """An action's name as people read it in the language spoken (its id in English, or untranslated)."""
    return _word(ACTION, name)


def field_word(name: str) -> str:
    """A field's name as people read it in the language spoken (its id in English, or untranslated)."""
    return _word(FIELD, name)


def field_said(name: str) -> str:
    """A field's name as a sentence says it: its word in the language spoken, else its id with spaces
    (``ship from``), as the form labels it."""
    word = field_word(name)
    return word.replace("_", " ") if word == name else word


def action_named(names: Iterable[str], text: str) -> str | None:
    """The id of the action ``text`` names by its word in another language (any case, with or without
    diacritics), or None."""
    key = fold(text)
    if not key:
        return None
    return next((n for n in names if any(fold(w) == key for w in other_words(ACTION, n))), None)


def action_keys(names: Iterable[str]) -> dict[str, str]:
    """Every folded name of the actions, in English and in the other languages: what a close match is
    sought among, each to the name shown for it now."""
    out: dict[str, str] = {}
    for name in names:
        for said in (name, *other_words(ACTION, name)):
            out.setdefault(fold(said), action_word(name))
    return out


def field_named(fields: Sequence[Named], text: str) -> str | None:
    """The id of the field ``text`` names (its id or its word in another language, forgivingly), or None."""
    key = fold(text)
    if not key:
        return None
    for field in fields:
        if fold(field.name) == key or any(fold(w) == key for w in other_words(FIELD, field.name)):
            return field.name
    return None


def field_ids(fields: Sequence[Named], raw: Mapping[str, V]) -> dict[str, V]:
    """``raw`` with each field named by its id: a word of another language (``kůň``) becomes the id it names
    (``horse``); a name no field has is kept as typed, for the refusal to name it.

    Raises:
        BadInput: One field named twice (``kůň=1 horse=2``).
    """
    names = {f.name for f in fields}
    if raw.keys() <= names:  # stored events and English input: nothing to look up
        return dict(raw)
    out: dict[str, V] = {}
    for key, value in raw.items():
        name = key if key in names else field_named(fields, key) or key
        if name in out:
            raise BadInput(tr("field {field} given twice").format(field=quoted(field_word(name))))
        out[name] = value
    return out
