"""The very command a terminal just took, typed again there when it would now act for someone else, is held.

Play-test 11 (Struggle for Rome): ``idle take=gold`` passed Bo's turn by itself, and the same line typed again (a
double Enter, an arrow-up) took gold for the next player; play-test 12 (Aquileia): ``pass`` and ``drop`` typed
twice passed and declined for the next player too. Only that slip is held: the same words, at the same terminal,
on the same save, with nothing logged since and no ``--as``, now falling to another player. Who means it adds
``--as NAME``; another command, or a player at their own terminal, goes through.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine.errors import RuleRefused, TabulaError, Violation
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
    """Refuse the command if it repeats the one this terminal just took and would now act for someone else.

    Raises:
        RuleRefused: The slip (exit 1), saying who would act and how they act on purpose.
    """
    terminal = _terminal()
    if actor is not None or terminal is None:
        return
    last = _read().get(terminal)
    if not isinstance(last, dict) or last.get("words") != _words(path, action, raw):
        return
    if last.get("events") != len(session.events):
        return  # something was logged since: the table moved on
    was = str(last.get("actor", ""))
    try:
        seat = session.propose(action, raw).actor
    except TabulaError:
        return  # the command itself is wrong: taking it says so
    if seat is None or session.players[seat].name == was:
        return  # the same player again (a second buy): theirs to type
    holder = session.players[seat].name
    said = tr(
        "{was} took that very command just now; typed again it would act for {player}: {player} adds --as {player}"
    ).format(was=was, player=holder)
    raise RuleRefused(action, (Violation("Turn order", said, "turns"),), forcible=False)


def took(session: Session, path: Path, action: str, raw: dict[str, Any], actor: str | None) -> None:
    """Remember the command this terminal just took, and whose it was (a command naming its player, ``--as``, is
    not remembered: typed again it is that player's again)."""
    terminal = _terminal()
    if terminal is None:
        return
    from engine.events import ENGINE_EVENTS

    event: Event = session.events[-1]
    record = _read()
    # A turn's end (next) is each player's in turn at a shared terminal: never held (a bare next right after a
    # turn passed by itself is the engine's own guard, ``engine.table_checks.slipped_next``).
    if actor is None and event.actor is not None and event.type not in ENGINE_EVENTS:
        record[terminal] = {"words": _words(path, action, raw), "events": len(session.events), "actor": event.actor}
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
