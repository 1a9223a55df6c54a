"""Catalogues of named things, and forgiving matching of what people type.

Everything a field can name (a province, a tech, a card, a player, a
variant) is an ``Entry`` of a ``Catalogue``. Matching ignores case,
diacritics, spaces, hyphens and underscores, so "Angkor Wat", "angkor-wat"
and "ANGKOR_WAT" are one name; a name that matches nothing is bad input
with the closest names offered, never stored as typed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.errors import NotFound
from engine.i18n import tr, translations

_DROP = frozenset(" -_.'’/:()")


def fold(text: str) -> str:
    """The matching key of a name: lower case, no accents, no spaces, hyphens or underscores."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c) and c not in _DROP)


def fold_words(text: str) -> str:
    """Like ``fold`` but keeping word breaks (for searching text)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@dataclass(frozen=True)
class Entry:
    """One named thing: its stable id (saves, JSON) and the name people read.

    Attributes:
        id: Stable id, stored in saves and printed in JSON.
        name: Display name.
        aliases: Other names that mean it (a short form, a printed spelling).
    """

    id: str
    name: str = ""
    aliases: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        """The name to show, in the language spoken (the id when there is none)."""
        return tr(self.name) if self.name else self.id


@dataclass(frozen=True)
class Catalogue:
    """The things one field may name, matched forgivingly.

    Attributes:
        kind: What they are, in the singular, as messages say it ("tech").
        entries: The entries, in display order.
        missing: What the table does about a name it does not hold yet, said
            with the refusal ("a city not on the map yet is added with add-city").
    """

    kind: str
    entries: tuple[Entry, ...] = ()
    missing: str = ""
    _index: dict[str, Entry] = field(default_factory=dict, init=False, compare=False, repr=False)
    _exact: dict[str, Entry] = field(default_factory=dict, init=False, compare=False, repr=False)
    # The Czech names (every form the catalogue of translations has), built at the first name not found
    # otherwise: input in Czech works whatever language the app speaks.
    _czech: dict[str, Entry] = field(default_factory=dict, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        index = self._index
        # Stored ids come back on every replay: a plain lookup first, folding only for typed names.
        self._exact.update((e.id, e) for e in self.entries)
        for entry in self.entries:
            for key in {fold(entry.id), fold(entry.name or entry.id), *(fold(a) for a in entry.aliases)}:
                other = index.get(key)
                if other is not None and other.id != entry.id:
                    raise ValueError(f"{self.kind} catalogue: {entry.id!r} and {other.id!r} both answer to {key!r}")
                index[key] = entry

    @classmethod
    def of(cls, kind: str, items: Iterable[str | tuple[str, str] | Entry]) -> Catalogue:
        """A catalogue from ids, ``(id, name)`` pairs or entries."""
        entries = []
        for item in items:
            if isinstance(item, Entry):
                entries.append(item)
            elif isinstance(item, tuple):
                entries.append(Entry(item[0], item[1]))
            else:
                entries.append(Entry(item, item))
        return cls(kind, tuple(entries))

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.get(text) is not None

    def __len__(self) -> int:
        return len(self.entries)

    def ids(self) -> list[str]:
        """Every entry's id, in order."""
        return [e.id for e in self.entries]

    def get(self, text: str) -> Entry | None:
        """The entry a text names, or None."""
        found = self._exact.get(text) or self._index.get(fold(text))
        if found is None and self.entries:
            found = self._in_czech().get(fold(text))
        return found

    def _in_czech(self) -> dict[str, Entry]:
        if not self._czech:
            self._czech[""] = Entry("", "")  # built, even when nothing is translated
            for entry in self.entries:
                for name in translations(entry.name or entry.id):
                    key = fold(name)
                    if key and key not in self._index:
                        self._czech.setdefault(key, entry)
        return self._czech

    def resolve(self, text: str) -> Entry:
        """The entry a text names: its id, name or an alias, forgivingly (never a mere prefix).

        Raises:
            NotFound: Nothing matches; the message offers the closest names.
        """
        found = self.get(text)
        if found is None:
            raise self.not_found(text)
        return found

    def not_found(self, text: str) -> NotFound:
        """The error for a name this catalogue does not hold."""
        close = self.closest(text)
        kind = tr(self.kind)
        if close:
            hint = tr("; did you mean {names}?").format(names=_or(close))
        elif self.entries and len(self.entries) <= 12:
            hint = tr(" (choose from {names})").format(names=", ".join(e.label for e in self.entries))
        elif not self.entries:
            hint = tr(" (there is no {kind} yet)").format(kind=kind)
        else:
            hint = ""
        more = f"; {tr(self.missing)}" if self.missing else ""
        said = tr("no {kind} {name}").format(kind=kind, name=repr(text.strip()))
        return NotFound(f"{said}{hint}{more}", close)

    def closest(self, text: str, limit: int = 3) -> list[str]:
        """Display names close to a text, best first."""
        import difflib  # only when a name is wrong: start-up need not pay for it

        key = fold(text)
        if not key:
            return []
        every = {**self._in_czech(), **self._index}
        every.pop("", None)
        keys = difflib.get_close_matches(key, list(every), n=limit * 2, cutoff=0.6)
        out: list[str] = []
        for match in keys:
            label = every[match].label
            if label not in out:
                out.append(label)
        starts = [e.label for k, e in every.items() if k.startswith(key) and e.label not in out]
        return (out + sorted(set(starts)))[:limit]

    def describe(self) -> list[dict[str, str]]:
        """JSON: ``[{"id": ..., "name": ...}]``."""
        return [{"id": e.id, "name": e.label} for e in self.entries]


def _or(names: Sequence[str]) -> str:
    return phrase_list(names, "or")


def phrase_list(items: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``: lists as sentences say them."""
    items = [str(i) for i in items]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    word = tr("and") if last == "and" else tr("or") if last == "or" else last
    return ", ".join(items[:-1]) + f" {word} " + items[-1]
