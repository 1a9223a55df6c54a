"""The kit's board drawn in plain text lines, to check against the printed board at a glance.

Each game draws its own board (``Ruleset.drawn``, in its ``drawn`` module); these are the pieces every
drawing shares: a fact the kit does not know is ``?``, a list the kit knows part of ends in ``?``, other
places are named by their kit names, and each section says how many of its printed entries the kit still
lacks. Names are written whole: nothing here cuts a line to a width.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.i18n import ntr, tr
from engine.kits import UNKNOWN, Kit

#: What a drawing shows for a fact nobody has taught yet.
MARK = "?"


def fact(value: Any, shown: Callable[[Any], str] = str) -> str:
    """A fact as drawn: ``?`` while unknown (or absent), else ``shown(value)``."""
    return MARK if value is None or value == UNKNOWN else shown(value)


def label(entry: Mapping[str, Any]) -> str:
    """An entry's name as drawn: the kit's, in the language spoken where the game's words have it (a shipped
    kit's names are translated; a name the table typed is shown as typed)."""
    return tr(str(entry.get("name") or entry["id"]))


def name_of(kit: Kit, section: str, ident: Any) -> str:
    """An entry's name (``label``; its id when the kit has no such entry, ``?`` for an unknown one)."""
    if ident == UNKNOWN:
        return MARK
    found = kit.entry(section, str(ident))
    return label(found) if found is not None else str(ident)


def listed(value: Any, shown: Callable[[Any], str] = str) -> str:
    """A list of facts: ``a, b, ?`` (the ``?`` says more are printed than the kit knows), ``?`` when none is
    known, ``none`` when the kit knows the list is empty."""
    if value is None or value == UNKNOWN:
        return MARK
    if not isinstance(value, list | tuple):
        return shown(value)
    if not value:
        return tr("none")
    return ", ".join(MARK if item == UNKNOWN else shown(item) for item in value)


def places(kit: Kit, section: str, value: Any) -> str:
    """A list of another section's entries by their names (``listed``)."""
    return listed(value, lambda ident: name_of(kit, section, ident))


def taught(kit: Kit, section: str, title: str) -> str:
    """How much of a section the kit knows: ``cities: 39 of 40 not taught yet``, ``cities: all 40 taught``,
    or, where the kit does not say how many the board prints, ``crossings: 15 taught (how many are printed:
    ?)``.

    Args:
        kit: The kit drawn.
        section: The section counted.
        title: The section as the drawing names it, translated (``cities``).
    """
    have = len(kit.entries(section))
    total = kit.counts.get(section)
    if total is None:
        return tr("{what}: {n} taught (how many are printed: ?)").format(what=title, n=have)
    if have >= total:
        return tr("{what}: all {n} taught").format(what=title, n=have)
    missing = total - have
    said = ntr("{what}: {n} of {total} not taught yet", "{what}: {n} of {total} not taught yet", missing)
    return said.format(what=title, n=missing, total=total)


def legend() -> str:
    """The line every drawing starts with: what ``?`` means."""
    return tr("? = not taught yet (tabula kit teach asks for it)")
