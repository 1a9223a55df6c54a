"""How the game's catalogues take names typed at the table: a yes or no is never the start of a name, and a
great person answers to a surname in either language.

Play-test 9: ``research tech=monarchy obsoletes=no`` made Notre Dame obsolete, ``no`` being the start of its
name; ``add-tech`` has a yes/no field of the same name, so the word came naturally. ``tzu`` (Sun Tzu) and the
Czech ``žukov`` were refused, while ``zhukov`` worked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.errors import NotFound
from engine.i18n import quoted, tr, translations
from engine.names import Catalogue, Entry, fold

#: Words that answer a yes/no question, in English and Czech: never taken as the start of a name.
YES_NO = frozenset({"yes", "y", "no", "n", "none", "ano", "ne", "zadny", "zadna", "zadne", "nic", "true", "false"})


@dataclass(frozen=True)
class Named(Catalogue):
    """A catalogue that takes no yes/no word for the start of a name, and says what the field wants instead."""

    def started(self, text: str) -> list[Entry]:
        if fold(text) in YES_NO:
            return []
        return super().started(text)

    def not_found(self, text: str) -> NotFound:
        if fold(text) in YES_NO and self.kind == "wonder":
            # Play-test 12: ``obsoletes=no`` was told only what "no" is not; a crossed-wonder tech makes one
            # wonder obsolete (l. 266-268) and another makes none, with the field left out.
            said = tr(
                "{value} is no wonder: leave the field out where none is made obsolete; a tech with the "
                "crossed-wonder icon makes one obsolete, any not obsolete yet (on the market too)"
            )
            return NotFound(said.format(value=quoted(text.strip())), [])
        if fold(text) in YES_NO:
            said = tr("{value} is a yes or no, not the name of a {kind}")
            return NotFound(said.format(value=quoted(text.strip()), kind=tr(self.kind)), [])
        return super().not_found(text)

    def closest(self, text: str, limit: int = 3) -> list[str]:
        # A close name shares most of its letters in order, with a name not much shorter than the text
        # (play-test 9: "napoleon" offered Marco Polo, from the surname "Polo").
        import difflib  # only when a name is wrong

        key = fold(text)
        out = super().closest(text, limit)
        keep = []
        for label in out:
            names = [fold(e.name or e.id) for e in self.entries if e.label == label]
            names += [fold(a) for e in self.entries if e.label == label for a in e.aliases]
            long = [n for n in names if len(n) >= 0.7 * len(key)]
            best = max((difflib.SequenceMatcher(None, key, n).ratio() for n in long), default=0.0)
            if best >= 0.6 or any(n.startswith(key) for n in names):
                keep.append(label)
        return keep


def by_surname(entries: tuple[Entry, ...]) -> tuple[Entry, ...]:
    """Great persons also named by the last word of their name, in English or Czech, where only one has it
    ("Einstein", "Tzu", "Žukov"): the table names them so, and the refusal offered the one name it could mean."""
    lasts = [_lasts(e) for e in entries]
    names = {fold(e.name) for e in entries} | {fold(a) for e in entries for a in e.aliases}
    counted: dict[str, int] = {}
    for words in lasts:
        for word in {fold(w) for w in words}:
            counted[word] = counted.get(word, 0) + 1
    out = []
    for entry, words in zip(entries, lasts, strict=True):
        # "He" names nobody; nor does a yes/no word.
        more = [w for w in dict.fromkeys(words) if len(fold(w)) > 2 and counted[fold(w)] == 1]
        more = [w for w in more if fold(w) not in names and fold(w) not in YES_NO]
        out.append(replace(entry, aliases=(*entry.aliases, *more)) if more else entry)
    return tuple(out)


def _lasts(entry: Entry) -> list[str]:
    """The last words of a person's names (English, then every Czech form), for names of several words."""
    names = [entry.name, *translations(entry.name)] if entry.name else []
    return [n.split()[-1] for n in names if len(n.split()) > 1]
