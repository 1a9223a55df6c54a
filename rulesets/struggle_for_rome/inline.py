"""A landscape the kit lacks, described where ``add-city`` or ``add-crossing`` names it (issue 34).

Teaching a new city took an ``add-landscape`` first for every landscape beside it. Named inline, a new
landscape is its kind and number, a colon between (``field:5``; a forest bears no number: ``forest``),
with its province or ``east`` (of the Limes) after another colon when the table knows it
(``mountain:10:germania``). The app names it after the city or crossing it was told with
(``Lauriacum field 5``), and later commands name it so. ``west`` says it lies west of the Limes, where the
legionary may go (play-test 12: every landscape the legionary first reached took its own ``add-landscape``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.i18n import N_, tr
from engine.made_once import MadeOnce
from engine.names import Catalogue, Entry, fold, fold_words
from rulesets.struggle_for_rome.data import LANDSCAPES, PROVINCES

#: The words for "east of the Limes" in a description (English and Czech).
EAST = ("east", "e", "v", "vychod")
#: The words for "west of the Limes" (English and Czech).
WEST = ("west", "w", "z", "zapad")
#: What the field's catalogue says of a name it lacks.
MISSING = N_(
    "a landscape not on the app's map yet is told here as kind:number (field:5, mountain:10:germania, "
    "field:6:west, forest) or with add-landscape"
)


def _kind(word: str) -> str | None:
    found = LANDSCAPES.get(word)
    if found is not None:
        return found.id
    # The kit walk's short words (fi, m, p, fo): a start only one kind's name has.
    key = fold(word)
    starts = {e.id for e in LANDSCAPES.entries for n in (e.id, tr(e.label)) if key and fold(n).startswith(key)}
    return starts.pop() if len(starts) == 1 else None


def described(text: str) -> dict[str, Any] | None:
    """The facts a description gives (``kind``, and ``number``, ``province``, ``limes`` when given), or None
    when the text describes no landscape (a name, or a word that is neither a number, a province nor east)."""
    parts = [p.strip() for p in text.split(":")]
    kind = _kind(parts[0]) if parts[0] else None
    if kind is None or (len(parts) == 1 and kind != "forest"):
        return None  # a bare "field" is a name: a new field is told with its number
    facts: dict[str, Any] = {"kind": kind}
    for part in parts[1:]:
        if part.isdigit() and "number" not in facts:
            facts["number"] = int(part)
        elif part == "-" and kind == "forest":
            continue
        elif fold(part) in EAST and "limes" not in facts:
            facts["limes"] = True
        elif fold(part) in WEST and "limes" not in facts:
            facts["limes"] = False
        elif PROVINCES.get(part) is not None and "province" not in facts:
            facts["province"] = PROVINCES.resolve(part).id
        else:
            return None
    return facts


def spec_id(facts: dict[str, Any]) -> str:
    """The canonical form of a description, kept in the save (``field:5:germania``): it reads back the same."""
    parts = [facts["kind"], str(facts.get("number", "-"))]
    parts += [facts["province"]] if "province" in facts else []
    parts += ["east"] if facts.get("limes") else ["west"] if facts.get("limes") is False else []
    return ":".join(parts)


def initials(name: str) -> str:
    """A name's short form: each word's first letter, a number whole (``crf9`` for Castra Regina field 9)."""
    return "".join(word if word.isdigit() else word[0] for word in fold_words(name).replace("-", " ").split())


@dataclass(frozen=True)
class Short(Catalogue):
    """Landscapes answering to their initials too, where only one has them (the play-test retyped
    ``Castra Regina field 9`` whole; ``crf9`` names it). The start of a name, where only one has it, the
    engine reads already (``aug``)."""

    def get(self, text: str) -> Entry | None:
        """An entry by id, name or alias, else by its initials when no other entry has them."""
        found = super().get(text)
        key = fold(text)
        if found is not None or len(key) < 2 or (not any(c.isdigit() for c in key) and len(key) < 3):
            return found
        named = [e for e in self.entries if (e.name and initials(e.label) == key) or initials(e.name) == key]
        unique = {e.id: e for e in named}
        return next(iter(unique.values())) if len(unique) == 1 else None


#: The landscape catalogues answering to initials, by the catalogue they extend (kept alive, as ``_MADE``'s).
_SHORT: MadeOnce[Catalogue, Short] = MadeOnce()


def short(found: Catalogue) -> Short:
    """``found`` answering to initials too (made once per catalogue)."""
    return _SHORT.get(found, lambda: Short(found.kind, found.entries, found.missing))


@dataclass(frozen=True)
class KnownOrNew(Short):
    """The landscapes on the app's map, and a new one described inline (see the module)."""

    def get(self, text: str) -> Entry | None:
        """A landscape's entry by name or initials, else a description's (its id the canonical description)."""
        found = super().get(text)
        if found is not None or (":" not in text and fold(text) not in {"forest", "les", fold(tr("forest"))}):
            return found
        facts = described(text)
        return None if facts is None else Entry(spec_id(facts), text.strip())


#: The catalogues with descriptions, by the catalogue they extend (kept alive, so an id is never reused).
_MADE: MadeOnce[Catalogue, KnownOrNew] = MadeOnce()


def known_or_new(found: Catalogue) -> KnownOrNew:
    """``found`` answering to a new landscape's description too (made once per catalogue)."""
    return _MADE.get(found, lambda: KnownOrNew(found.kind, found.entries, MISSING))
