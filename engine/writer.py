"""Writing saves: the TOML text of a session, and the atomic replace that puts it on disk.

A save holds the setup and the event log, never derived state. The event
arrays are written by hand, one inline table per line (see ``dumps``), and
the file is replaced atomically with the previous version kept as ``.bak``.
"""

from __future__ import annotations

import calendar
import os
import re
import tempfile
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.events import Event
    from engine.session import Session

FORMAT = 1


def epoch_of(created: str) -> int:
    """Unix seconds of an ISO time (event times are stored relative to it)."""
    try:
        moment = datetime.fromisoformat(created.replace("Z", "+00:00"))
    except ValueError:
        return 0
    return calendar.timegm(moment.utctimetuple())


def to_data(session: Session, events: bool = True) -> dict[str, Any]:
    """The TOML document of a session (setup + log + redo stack; without the two when not ``events``)."""
    epoch = epoch_of(session.created)
    position = session.table.position
    data: dict[str, Any] = {
        "format": FORMAT,
        "game": session.ruleset.id,
        "ruleset_version": session.ruleset.version,
        "name": session.name,
        "created": session.created,
        "modified": session.modified,
        # Informational copies for `tabula list`; replay is what counts.
        "round": position.round,
        "phase": session.phase.id,
        # As the game names it (English, like every id here): the home screen's list says it in its words.
        "phase_name": session.phase.name,
        "variants": list(session.variants),
        # An older log's option (set by a migration) is written only where it is set.
        "options": {k: v for k, v in session.options.items() if k not in _unset_legacy(session)},
        "players": [{"name": p.name, "faction": p.faction} for p in session.players],
        **({} if session.teaches else {"teaches": False}),
        # Informational too: `tabula list` says a finished game is over, and who won, without a replay.
        **({"winners": [p.name for p in session.winners]} if session.winners else {}),
    }
    if events:
        data["events"] = [e.encode(epoch) for e in session.events]
    if events and session.redo_stack:
        data["redo"] = [e.encode(epoch) for e in session.redo_stack]
    # The session's own board kits, so the save opens on its own whatever kits the machine has.
    data["kits"] = [kit.to_data() for kit in session.kits]
    if session.stated:  # printed facts refused actions stated: a later action may name what they describe
        data["stated"] = [dict(facts) for facts in session.stated]
    return data


class EventLines:
    """The save lines of the events last written, reused while the events are the very same objects.

    A session is written after each action: of a 1,000-event log, one line is new (and encoding them
    all took most of the time of an action in the app). Events are never changed once made, so an
    event that is the same object has the same line.
    """

    def __init__(self) -> None:
        self._epoch: int | None = None
        self._events: list[Event] = []
        self._lines: list[str] = []

    def lines(self, events: Sequence[Event], epoch: int) -> list[str]:
        """One ``    {...},`` line per event, as ``_array`` writes them."""
        kept = 0
        if epoch == self._epoch:
            for old, new in zip(self._events, events, strict=False):
                if old is not new:
                    break
                kept += 1
        lines = self._lines[:kept] + [f"    {inline(e.encode(epoch))},\n" for e in events[kept:]]
        self._epoch, self._events, self._lines = epoch, list(events), lines
        return lines


def dumps(session: Session, cache: tuple[EventLines, EventLines] | None = None) -> str:
    """The save text of a session (``cache``: the lines of its events and of its redo stack as last
    written, reused where the events are the same).

    The header goes through tomli-w. The event arrays are written here, one
    inline table per line: tomli-w switches a whole array to the much longer
    ``[[events]]`` form as soon as one entry passes 100 characters, which
    would double the file and its load time. Strings are escaped to TOML's
    basic-string rules; the round trip is property-tested.
    """
    import tomli_w  # only needed when writing

    cache = cache or (EventLines(), EventLines())
    epoch = epoch_of(session.created)
    data = to_data(session, events=False)
    options = data.pop("options")
    kits = data.pop("kits")
    stated = data.pop("stated", None)
    lines = ["# Tabula session. Events are the truth; edit with care.\n", tomli_w.dumps(data)]
    lines.append(_rows("events", cache[0].lines(session.events, epoch)))
    if session.redo_stack:
        lines.append(_rows("redo", cache[1].lines(session.redo_stack, epoch)))
    # Tables must follow every top-level key, so options and kits come last.
    lines.append("\n" + tomli_w.dumps({"options": options}))
    lines.extend(_kit_tables(kit) for kit in kits)
    if stated:
        lines.append("\n" + tomli_w.dumps({"stated": stated}))
    return "".join(lines)


def _kit_tables(kit: dict[str, Any]) -> str:
    """One of the session's kits as ``[[kits]]`` with a sub-table per section, one entry per line."""
    head = "".join(f"{k} = {inline(v)}\n" for k, v in kit.items() if not isinstance(v, dict))
    parts = [f"\n[[kits]]\n{head}"]
    for name, section in kit.items():
        if isinstance(section, dict):
            keys = "".join(f"{k} = {inline(v)}\n" for k, v in section.items() if k != "entries")
            parts.append(f"\n[kits.{name}]\n{keys}{_array('entries', section.get('entries', []))}")
    return "".join(parts)


def _array(key: str, rows: list[dict[str, Any]]) -> str:
    return _rows(key, [f"    {inline(row)},\n" for row in rows])


def _rows(key: str, lines: list[str]) -> str:
    return f"{key} = [\n{''.join(lines)}]\n"


def inline(value: Any) -> str:
    """A value as inline TOML (tables on one line), as saves and kits write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return string(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(inline(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {inline(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot save a {type(value).__name__}")


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+\Z")  # \Z: "$" would let a trailing newline through


def _key(key: str) -> str:
    return key if _BARE_KEY.match(key) else string(key)


def string(text: str) -> str:
    """A TOML basic string."""
    # JSON's escapes are valid TOML basic-string escapes; TOML also forbids a
    # raw DEL, which JSON leaves alone.
    import json

    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so a crash leaves the old or the new file.

    The new text goes to a temporary file in the same folder, is flushed and
    fsynced, and then renamed over the target; the previous file is kept as
    ``NAME.bak`` (a hard link, so the old bytes are never rewritten).
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            _backup(path)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        _staging(path).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def _staging(path: Path) -> Path:
    return path.with_name(f".{path.name}.bak.tmp")


def _backup(path: Path) -> None:
    backup = path.with_name(path.name + ".bak")
    staging = _staging(path)
    staging.unlink(missing_ok=True)
    try:
        os.link(path, staging)
    except OSError:  # a file system without hard links: copy instead
        staging.write_bytes(path.read_bytes())
    os.replace(staging, backup)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _unset_legacy(session: Session) -> set[str]:
    """The legacy options (``Ruleset.legacy_options``) left at their default in this session."""
    return {f.name for f in session.ruleset.legacy_options if session.options.get(f.name) == f.default}
