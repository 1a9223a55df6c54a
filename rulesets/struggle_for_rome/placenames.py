"""A taught landscape's name: kept in English words, said in the language spoken (play-test 9, L1).

A landscape told with a city or crossing is named after it (``Lauriacum field 5``, see
``mapping.described_new``). The kit keeps that name in English words, whatever language the program that
taught it spoke, so a kit shared or a save opened in another language reads alike; the words are put into
the language spoken only when shown (``said``). A kit or save written before this may hold the name in
Czech (``Doubs valley pole 2``): ``neutral`` maps it back, checked against the entry's id (made of the English
words all along).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from typing import Any

from engine.i18n import tr, translations
from engine.kits import Kit, from_data
from engine.made_once import MadeOnce
from engine.views import slug

#: The landscape kinds' English words (the kit's kinds, L7).
KINDS = ("field", "mountain", "pasture", "forest")
_ENGLISH = re.compile(r"^(?P<owner>.+?) (?P<kind>" + "|".join(KINDS) + r")(?P<rest>( \d+)*)$")


def _czech(message: str) -> str:
    found = translations(message, "cs")
    return found[0] if found and found[0] else message


@cache
def _back() -> tuple[dict[str, str], re.Pattern[str]]:
    """Each kind's Czech word back to the English one, and a Czech name's pattern (read once the catalogues
    are: not at import)."""
    back = {_czech(kind): kind for kind in KINDS}
    words = "|".join(map(re.escape, back))
    return back, re.compile(r"^(?P<owner>.+?) (?P<kind>" + words + r")(?P<rest>( \d+)*)$")


def composed(owner: str, kind: str, rest: str = "") -> str:
    """A new landscape's stored name: its owner's untranslated name, the kind's English word, its number."""
    return f"{owner} {kind}{rest}"


def said(name: str) -> str:
    """A place's name in the language spoken: a printed name as translated, a taught landscape's name made of
    its owner's name and its kind's word, each translated (``Red start crossing 1 field 8`` is
    ``Červená startovní křižovatka 1 pole 8`` in Czech)."""
    whole = tr(name)
    if whole != name:
        return whole
    found = _ENGLISH.match(name)
    if found is None:
        return name
    return f"{tr(found['owner'])} {tr(found['kind'])}{found['rest']}"


def neutral(name: str, ident: str, owners: Iterable[str]) -> str:
    """A taught landscape's name in English words, where it was stored in Czech (``ident``: its id, made of
    the English words; ``owners``: the English names of the kit's cities and crossings). Unchanged where it
    cannot be mapped back with certainty."""
    kinds, pattern = _back()
    found = pattern.match(name)
    if found is None or slug(name) == ident:
        return name
    back = {_czech(owner): owner for owner in owners}
    english = composed(back.get(found["owner"], found["owner"]), kinds[found["kind"]], found["rest"])
    return english if slug(english) == ident else name


#: Each kit with its taught landscapes' names in English words, made once (kept alive here, so an id is never
#: reused while cached).
_NEUTRAL: MadeOnce[Kit, Kit] = MadeOnce(32)


def neutral_kit(kit: Kit) -> Kit:
    """``kit`` with every landscape name stored in Czech mapped back to English words (itself when none is)."""
    return _NEUTRAL.get(kit, lambda: _neutral_kit(kit))


def _neutral_kit(kit: Kit) -> Kit:
    owners = [str(e["name"]) for section in ("cities", "crossings") for e in kit.entries(section)]
    changed = False
    entries: list[dict[str, Any]] = []
    for entry in kit.entries("landscapes"):
        name = neutral(str(entry["name"]), str(entry["id"]), owners)
        changed = changed or name != entry["name"]
        entries.append({**entry, "name": name})
    if not changed:
        return kit
    from rulesets.struggle_for_rome.kit import SCHEMA  # the schema's module reads this one's callers

    data: dict[str, Any] = kit.to_data()
    data["landscapes"] = {**data["landscapes"], "entries": entries}
    return from_data(data, SCHEMA, kit.game, "learned", kit.origin)
