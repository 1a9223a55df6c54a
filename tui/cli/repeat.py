"""The very command a terminal just took, typed again there once it passed the turn by itself, is held.

Play-test 11 (Struggle for Rome): ``idle take=gold`` passed Bo's turn by itself, and the same line typed again (a
double Enter, an arrow-up) took gold for the next player; a repeated ``plunder`` cost a plunder. Only that slip is
held: the same words, at the same terminal, on the same save, with nothing logged since and no ``--as``. The new
holder who means it adds ``--as NAME``; another command, or a player at their own terminal, goes through.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.errors import RuleRefused, Violation
from engine.i18n import tr

if TYPE_CHECKING:
    from engine.events import Event
    from engine.session import Session


def _terminal() -> str | None:
    """The terminal the command was typed at; None for a script or a pipe (never held)."""
    try:
        return os.ttyname(sys.stdin.fileno()) if sys.stdin.isatty() else None
    except (OSError, ValueError):
        return None


def _record() -> Path:
    from tui.cli.completion_cache import cache_dir

    return cache_dir() / "last-act.json"


def _words(path: Path, action: str, raw: dict[str, Any]) -> list[str]:
    """What identifies the command typed: the save and the words, in order of the fields' names."""
    return [str(path.resolve()), action.strip().lower(), *(f"{k}={raw[k]}" for k in sorted(raw))]


def _read() -> dict[str, Any]:
    try:
        found = json.loads(_record().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return found if isinstance(found, dict) else {}


def hold(session: Session, path: Path, action: str, raw: dict[str, Any], actor: str | None) -> None:
    """Refuse the command if it repeats the one this terminal just took and that passed the turn by itself.

    Raises:
        RuleRefused: The slip (exit 1), saying who would act and how they act on purpose.
    """
    terminal = _terminal()
    if actor is not None or terminal is None:
        return
    last = _read().get(terminal)
    if not isinstance(last, dict) or last.get("words") != _words(path, action, raw):
        return
    if last.get("events") != len(session.events) or session.turn_player is None:
        return  # something was logged since: the table moved on
    was, holder = str(last.get("was", "")), session.turn_player.name
    said = tr(
        "{was}'s turn passed by itself with that very command; typed again it would act for {player}: "
        "{player} adds --as {player}"
    ).format(was=was, player=holder)
    raise RuleRefused(action, (Violation("Turn order", said, "turns"),), forcible=False)


def took(session: Session, path: Path, action: str, raw: dict[str, Any], actor: str | None, was: str | None) -> None:
    """Remember the command this terminal just took when it passed the turn by itself (``was``: the turn holder
    before it), and forget it otherwise."""
    terminal = _terminal()
    if terminal is None:
        return
    from engine.events import ENGINE_EVENTS

    event: Event = session.events[-1]
    holder = session.turn_player
    # A turn ended on purpose (next) is not held: each player typing next in turn is the table's way.
    passed = actor is None and was is not None and event.actor == was and event.type not in ENGINE_EVENTS
    passed = passed and holder is not None and holder.name != was
    record = _read()
    if passed:
        record[terminal] = {"words": _words(path, action, raw), "events": len(session.events), "was": was}
    elif terminal in record:
        del record[terminal]
    else:
        return
    try:
        target = _record()
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(record), encoding="utf-8")
    except OSError:
        pass  # a guard, not a record anyone needs: without the cache folder nothing is held
