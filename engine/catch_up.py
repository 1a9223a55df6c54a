"""A refusal for a printed fact the user's kit has learned since the session began: taken in, or said.

A session keeps the kit it started with (its log replays on it). When another evening teaches the user's kit a
fact this session lacks, an action that needs that fact is refused here while every later evening knows it
(play-test 9: Mare Nostrum, Hellas and Aquileia each met it). What a table states is kept for every later
evening, so the session takes the kit in by itself, as ``tabula kit apply`` would (a logged event undo takes
back), where that is safe:

- the action then goes through (the kit knows this very fact, and nothing else stands in the way);
- the kit agrees with every fact this session knows (its own kit and what its table told): a kit that says
  otherwise of one would change what this session's table was told, which is the table's to settle;
- the session teaches (one kept to itself, every demo, stays on the kit it was given).

Otherwise the refusal says that the kit knows the fact and names the command that brings it in.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from engine import learning
from engine.errors import RuleRefused, TabulaError
from engine.kits import UNKNOWN, Kit

if TYPE_CHECKING:
    from engine.session import Session

T = TypeVar("T")


def agrees(told: Kit, newer: Kit) -> bool:
    """Whether ``newer`` says the same as ``told`` of every fact ``told`` knows (it may know more, and name more
    of an open list)."""
    for section, entries in told.sections.items():
        for entry in entries:
            other = newer.entry(section, str(entry["id"]))
            if other is None:
                return False
            for key, value in entry.items():
                if value == UNKNOWN:
                    continue
                theirs = other.get(key, UNKNOWN)
                if theirs != value and not learning.grows(value, theirs):
                    return False
    return True


def caught_up(session: Session, apply: Callable[[Session], T], refused: RuleRefused, save: str) -> tuple[Kit, T]:
    """The user's kit, and what ``apply`` gives on a copy of the session that took it in, where taking it is
    safe (see the module's text); the caller takes it into the session itself.

    Raises:
        RuleRefused: ``refused`` as it stands (the kit does not know the fact, or nothing is behind), or saying
            the kit knows it and how to bring it in (taking it in by itself is not safe).
    """
    from engine import saves
    from engine.i18n import tr
    from engine.summary import kit_behind, told_kit
    from engine.writer import dumps

    if not refused.facts() or not kit_behind(session):
        raise refused
    try:
        newer = learning.current(session.ruleset)
        trial = saves.loads_text(dumps(session), session.name, session.name)
        trial.teaches = session.teaches
        trial.apply_kit(newer)
        result = apply(trial)
    except TabulaError:  # the kit does not know this fact (or cannot be taken in): the refusal stands
        raise refused from None
    if session.teaches and agrees(told_kit(session), newer):
        return newer, result
    note = tr("your kit knows this since another evening: tabula kit apply {save}").format(save=save)
    raise refused.noting(note)


def save_word(path: Path, folder: Path | None) -> str:
    """How ``tabula`` names a save: its name in the saves folder, else its path."""
    return path.stem if folder is not None and path.parent.resolve() == folder.resolve() else str(path)
