"""Catalogues of named things, and forgiving matching of what people type.

Everything a field can name (a province, a tech, a card, a player, a
variant) is an ``Entry`` of a ``Catalogue``. Matching ignores case,
diacritics, spaces, hyphens and underscores, so "Angkor Wat", "angkor-wat"
and "ANGKOR_WAT" are one name, and so is a start only one name has
("angk"); a name that matches nothing (or a start several share) is bad
input with the names meant offered, never stored as typed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.errors import NotFound
from engine.i18n import ntr, quoted, tr, translations

_DROP = frozenset(" -_.'’/:()")

#: The longest name people give a thing (a player, an entry of a kit): the longest printed name any kit
#: holds is 28 characters, and a longer one would be cut on every strip and list that shows it.
NAME_LIMIT = 32

#: The fewest characters a typed start of a name needs to name it.
MIN_START = 2
#: The fewest characters a typed start of a later word of a name needs to name it.
MIN_WORD_START = 3
#: Answers to a yes/no question, folded: typed in a name's field they name nothing by their start (play-test 9:
#: ``obsoletes=no`` named Notre Dame), only a name that is the word itself.
YES_NO = frozenset({"yes", "no", "y", "n", "ano", "ne", "true", "false"})


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
        group: What it is part of, as people name it (Aquileia's areas: ``Mercatus`` holds Dolus and
            Pecunia): ``Mercatus Dolus`` names it, and a text that starts the group's name (``mer``) is
            refused with the group's entries as the names to choose from.
    """

    id: str
    name: str = ""
    aliases: tuple[str, ...] = ()
    group: str = ""

    @property
    def label(self) -> str:
        """The name to show, in the language spoken (the id when there is none)."""
        return tr(self.name) if self.name else self.id

    @property
    def searched(self) -> str:
        """What a search of a list reads: the label and, where the label does not say it, the group
        (``Dolus Mercatus``: typing ``mer`` finds the Mercatus spaces as the starts of names find them)."""
        group = tr(self.group) if self.group else ""
        return f"{self.label} {group}" if group and fold(group) not in fold(self.label) else self.label


@dataclass(frozen=True)
class Catalogue:
    """The things one field may name, matched forgivingly.

    Attributes:
        kind: What they are, in the singular, as messages say it ("tech").
        entries: The entries, in display order.
        missing: What the table does about a name it does not hold yet, said
            with the refusal ("a city not on the map yet is added with add-city").
        missing_group: The group of entries ``missing`` speaks of (Aquileia's Stadium spaces), if one: it is
            said only of a text close to no name, or close to a name of that group.
    """

    kind: str
    entries: tuple[Entry, ...] = ()
    missing: str = ""
    missing_group: str = ""
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
        for entry in self.entries:
            if entry.group:  # "Mercatus Dolus": made here, so it never clashes with a name given
                index.setdefault(fold(entry.group + (entry.name or entry.id)), entry)

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
        key = fold(text)
        found = self._exact.get(text) or self._index.get(key)
        if found is None and self.entries and key:  # "" is the Czech table's mark of being built, not a name
            found = self._in_czech().get(key)
        return found

    def _in_czech(self) -> dict[str, Entry]:
        if not self._czech:
            self._czech[""] = Entry("", "")  # built, even when nothing is translated
            for entry in self.entries:
                names = translations(entry.name or entry.id)
                groups = translations(entry.group) if entry.group else []
                for key in [fold(n) for n in names] + [fold(g + n) for g in groups for n in names]:
                    if key and key not in self._index:
                        self._czech.setdefault(key, entry)
        return self._czech

    def members(self, text: str) -> list[Entry]:
        """The entries of the one group whose name (or a word of it, in either language) the text starts:
        ``mer`` gives the Mercatus spaces, in order; none when it starts no group's name or several."""
        key = fold(text)
        if len(key) < 2:
            return []
        found = {
            e.group
            for e in self.entries
            if e.group
            and any(w.startswith(key) for g in (e.group, tr(e.group)) for w in (fold(g), *fold_words(g).split()))
        }
        if len(found) != 1:
            return []
        group = found.pop()
        return [e for e in self.entries if e.group == group]

    def resolve(self, text: str) -> Entry:
        """The entry a text names: its id, name or an alias, forgivingly, or the start of one of those that
        starts no other entry's (``spart``: Sparti; the play-tests retyped long names whole).

        Raises:
            NotFound: Nothing matches, or the start is shared; the message offers the names meant.
        """
        found = self.get(text)
        if found is None and fold(text) not in YES_NO:
            started = self.started(text)
            if not started:  # no name starts so: a later word's start one name has (``flaminia``: Via Flaminia)
                started = self.word_started(text)
            found = started[0] if len(started) == 1 else None
        if found is None:
            raise self.not_found(text)
        return found

    def started(self, text: str) -> list[Entry]:
        """The entries whose id, name or alias (in English or Czech) the text starts, in catalogue order.

        A start of one letter names nothing (a slip of the key would pick a name), nor does a number cut short
        ("Forum 1" does not start "Forum 10": the next character continuing a number makes another number).
        """
        key = fold(text)
        if len(key) < MIN_START:
            return []
        ids: set[str] = set()
        for name, entry in (*self._index.items(), *self._in_czech().items()):
            if not name or entry.id in ids or not name.startswith(key) or len(name) == len(key):
                continue
            if key[-1].isdigit() and name[len(key)].isdigit():
                continue
            ids.add(entry.id)
        return [e for e in self.entries if e.id in ids]

    def word_started(self, text: str) -> list[Entry]:
        """The entries a later word of whose name (or alias, in English or Czech) the text starts, with what
        follows it (``flaminia``, ``of carth``), in catalogue order; as ``started``, but of at least
        ``MIN_WORD_START`` characters (a short start begins a word of too many names to mean one)."""
        key = fold(text)
        if len(key) < MIN_WORD_START:
            return []
        out = []
        for entry in self.entries:
            names = {entry.name or entry.id, entry.label, *entry.aliases, *translations(entry.name or entry.id)}
            for name in names:
                words = [w for w in fold_words(name).replace("-", " ").split() if fold(w)]
                tails = (fold(" ".join(words[i:])) for i in range(1, len(words)))
                if any(
                    t.startswith(key) and not (len(t) > len(key) and key[-1].isdigit() and t[len(key)].isdigit())
                    for t in tails
                ):
                    out.append(entry)
                    break
        return out

    def not_found(self, text: str) -> NotFound:
        """The error for a name this catalogue does not hold: one line, each name in it once (the part
        the names share said once, a long list cut to its first names)."""
        group = self.members(text)
        members = [e.label for e in group]
        started = [] if members else [e.label for e in self.started(text) or self.word_started(text)]
        # A start several names share offers them all (listed cuts a long list); else the closest.
        close = members or (started if len(started) > 1 else []) or self.closest(text)
        kind = tr(self.kind)
        missing = self._missing_applies(close)
        if len(members) > 1:  # "mer": what Mercatus holds
            hint = tr("; in {group}: {names}").format(group=tr(group[0].group), names=listed(members))
        elif close and missing:  # in parentheses: the table's way with a new name follows after a semicolon
            hint = tr(" (did you mean {names}?)").format(names=listed(close, "or"))
        elif close:
            hint = tr("; did you mean {names}?").format(names=listed(close, "or"))
        elif self.entries and len(self.entries) <= 12:
            hint = tr(" (choose from {names})").format(names=listed([e.label for e in self.entries]))
        elif not self.entries and not self.missing:  # else what the table does about it is the hint
            hint = tr(" (there is no {kind} yet)").format(kind=kind)
        else:
            hint = ""
        more = f"; {tr(self.missing)}" if missing else ""
        said = tr("no {kind} {name}").format(kind=kind, name=quoted(shortened(text.strip())))
        return NotFound(f"{said}{hint}{more}", close)

    def _missing_applies(self, close: Sequence[str]) -> bool:
        """Whether what the table does about a name it lacks (``missing``) is said with a refusal whose names
        meant are ``close``: always, but where it speaks of one group (``missing_group``: "a Stadium space ...
        add-space"), only of a text close to no name or to a name of that group (``arena-1`` or ``pecunie``
        mistype another space, and the play-tester was misled by it)."""
        if not self.missing:
            return False
        if not self.missing_group or not close:
            return True
        labels = set(close)
        return any(e.group == self.missing_group for e in self.entries if e.label in labels)

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


#: The most characters of names a refusal spells out: past that it names the first few and counts the rest.
HINT_ROOM = 72
#: How many names a cut list still spells out.
HINT_NAMES = 3
#: The most characters of a typed name a refusal repeats (a pasted paragraph is not echoed whole).
ECHO_ROOM = 40


def shortened(text: str, room: int = ECHO_ROOM) -> str:
    """``text``, cut to ``room`` characters with an ellipsis when longer."""
    return text if len(text) <= room else text[: room - 1].rstrip() + "…"


def listed(names: Sequence[str], last: str = "") -> str:
    """Names as a refusal offers them, short: words all of them start or end with said once ("N, NE or SW
    of Athens", "Forum 1, 2 or 3"), and past ``HINT_ROOM`` characters only the first few, the rest counted.

    Args:
        names: The names, in the order to say them.
        last: The word before the last name ("or"), or "" to separate them all with commas.
    """
    names = [str(n) for n in names]
    said = _factored(names, last)
    if len(said) > HINT_ROOM and len(names) > HINT_NAMES:
        first = _factored(names[:HINT_NAMES], "")
        more = len(names) - HINT_NAMES
        return ntr("{names} and {n} more", "{names} and {n} more", more).format(names=first, n=more)
    return said


def _factored(names: Sequence[str], last: str) -> str:
    """The names joined, with the words they all start or end with said once (whichever saves more)."""

    def joined(items: Sequence[str]) -> str:
        items = [shortened(i) for i in items]
        return phrase_list(items, last) if last else ", ".join(items)

    plain = joined(names)
    if len(names) < 2:
        return plain
    words = [n.split(" ") for n in names]
    shortest = min(len(w) for w in words) - 1  # every name keeps a word of its own
    lead = 0
    while lead < shortest and len({tuple(w[: lead + 1]) for w in words}) == 1:
        lead += 1
    tail = 0
    while tail < shortest and len({tuple(w[len(w) - tail - 1 :]) for w in words}) == 1:
        tail += 1
    options = [plain]
    start = " ".join(words[0][:lead])
    end = " ".join(words[0][len(words[0]) - tail :])
    # Only where one word of each name is left ("Sea east of, Sea between Rome and Athens" would read as two
    # other names), and the shared part is two words or what is left a mark ("Forum 1, 2 or 3"): "China or
    # Rome capital" would read as China, or Rome's capital. A shared word of three letters is not worth it.
    if len(start) > 3 and all(len(w) == lead + 1 and (lead > 1 or len(w[-1]) <= 3) for w in words):
        options.append(f"{shortened(start)} {joined([w[lead] for w in words])}")
    if len(end) > 3 and all(len(w) == tail + 1 and (tail > 1 or len(w[0]) <= 3) for w in words):
        options.append(f"{joined([w[0] for w in words])} {shortened(end)}")
    return min(options, key=len)


def phrase_list(items: Sequence[str], last: str = "and") -> str:
    """``a``, ``a and b``, ``a, b and c``: lists as sentences say them."""
    items = [str(i) for i in items]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    word = tr("and") if last == "and" else tr("or") if last == "or" else last
    return ", ".join(items[:-1]) + f" {word} " + items[-1]
