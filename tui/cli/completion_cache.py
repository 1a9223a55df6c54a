"""What completes on a save, kept while the save is unchanged: a Tab press need not replay it.

Completing an action, a field or a player on a save means reading and replaying it
(~0.2 s for 1,000 events), and a person presses Tab several times per command. So
the first Tab on a save works out everything its session completes now (the actions
open, each one's fields and their values, the players) and keeps it in the user's
cache folder, under the save's path, with the save's size and modification time,
when Tabula's code was installed and the language it is said in: any change to one
of those and the answers are worked out again. ``tabula act``, ``undo`` and ``redo`` rework the
answers of a save that has some (a person who completes on it), so the Tab after a
move is as quick as the next.
"""

from __future__ import annotations

import json
import os
import sys
import zlib
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.session import Session

ENV_VAR = "TABULA_CACHE"
#: Bumped when the shape of the answers changes (an old file is then worked out again).
SHAPE = 4


def cache_dir() -> Path:
    """The user's cache folder: ``$TABULA_CACHE``, else the platform's (e.g. ``~/.cache/tabula``)."""
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen)
    if sys.platform == "linux":  # as platformdirs says it, without its import on every Tab press
        xdg = os.environ.get("XDG_CACHE_HOME", "").strip()
        return Path(xdg or os.path.expanduser("~/.cache")) / "tabula"
    import platformdirs

    return Path(platformdirs.user_cache_dir("tabula", appauthor=False))


def _file(key: str) -> Path:
    # A short name from the save's path (which the file holds too: two saves sharing a name share a file,
    # each reading the other's answers as stale).
    return cache_dir() / "completion" / f"{zlib.crc32(key.encode()):08x}.json"


def _stamp(save: Path) -> tuple[str, list[Any]]:
    """The save's key (its full path), and what the answers depend on besides the save's session: the
    save's file, the language, Tabula's code (an upgrade rewrites the engine's files;
    ``importlib.metadata`` would cost a Tab press 40 ms)."""
    import engine
    from engine.i18n import language

    key = str(save.resolve())
    info = save.stat()
    code = Path(engine.__file__).stat().st_mtime_ns
    return key, [SHAPE, key, code, language(), info.st_mtime_ns, info.st_size]


def answers(save: Path) -> dict[str, Any] | None:
    """What completes on ``save`` now (from the cache, else worked out and kept), or None when it cannot be
    read."""
    key, stamp = _stamp(save)
    kept = _read(_file(key))
    if kept is not None and kept.get("stamp") == stamp:
        return kept
    from engine import saves  # only now: reading and replaying is what the cache spares
    from engine.errors import TabulaError

    try:
        session = saves.load(save)
    except (TabulaError, OSError):
        return None
    made = work_out(session)
    _write(_file(key), made, stamp)
    return made


def refresh(save: Path, session: Session) -> None:
    """Rework the answers of ``save`` (just written as ``session``), if someone completes on it."""
    key, stamp = _stamp(save)
    target = _file(key)
    if not target.exists():
        return
    try:
        _write(target, work_out(session), stamp)
    except Exception:  # the move is made and saved: a cache that cannot be kept must not say otherwise
        target.unlink(missing_ok=True)


def _read(target: Path) -> dict[str, Any] | None:
    try:
        kept = json.loads(target.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return kept if isinstance(kept, dict) else None


def _write(target: Path, made: dict[str, Any], stamp: list[Any]) -> None:
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        # Written aside and renamed: a Tab pressed meanwhile reads the old answers or the new, never half.
        aside = target.with_suffix(f".{os.getpid()}.tmp")
        aside.write_text(json.dumps({**made, "stamp": stamp}, ensure_ascii=False), encoding="utf-8")
        os.replace(aside, target)
    except OSError:
        pass  # no cache folder: every Tab works it out


def work_out(session: Session) -> dict[str, Any]:
    """Everything that completes on ``session`` now: the actions open, their fields and values, the players."""
    return {
        "actions": [_action(session, spec) for spec in session.available()],
        "players": [{"name": p.name, "faction": session.ruleset.faction_name(p.faction)} for p in session.players],
    }


def _action(session: Session, spec: Any) -> dict[str, Any]:
    from engine.names import fold
    from engine.spoken_names import FIELD, action_word, field_word, other_words
    from engine.summary import field_offers

    values: dict[str, list[str]] = {}
    more: dict[str, list[str]] = {}
    for f in spec.fields:
        try:
            values[f.name], more[f.name] = field_offers(session, spec, f)
        except Exception:
            values[f.name], more[f.name] = [], []
    asked = [f for f in spec.fields if f.asked_in(session.phase.id, session.options)]
    return {
        "name": spec.name,
        "word": action_word(spec.name),
        "said": spec.said,
        "fields": [{"name": f.name, "word": field_word(f.name), "help": f.said} for f in asked],
        # Every name a field answers to (its id, its Czech words), folded: a field typed in Czech completes.
        "aliases": {
            fold(said): f.name for f in spec.fields for said in (f.name, *other_words(FIELD, f.name)) if fold(said)
        },
        "values": values,
        # The rest of a field's catalogue: offered only when nothing the rules offer matches what is typed.
        "more": more,
        # Fields taking several values, comma-separated (repeats allowed): each one after a comma completes.
        "many": [f.name for f in spec.fields if f.type in ("choices", "refs")],
    }


def action(answers: dict[str, Any], name: str, save: Path) -> dict[str, Any] | None:
    """The action ``name`` of the answers; one not open now (named anyway) is worked out from ``save``."""
    from engine.names import fold

    for spec in answers["actions"]:
        if spec["name"] == name or fold(spec.get("word", "")) == fold(name):
            return dict(spec)
    from engine import saves

    try:
        session = saves.load(save)
        return _action(session, session.spec(name))
    except Exception:
        return None
