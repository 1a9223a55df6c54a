"""Sessions on disk: safe names, atomic TOML writes with a backup, strict loads.

A save holds the setup and the event log, never derived state, so loading is
a replay and a file can never disagree with itself. Loading trusts nothing:
every key and type is checked and every event is re-parsed against its
action's fields; any problem becomes one ``SaveError`` line naming the file.
"""

from __future__ import annotations

import gc
import time
import tomllib
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import fastload, registry
from engine.errors import BadInput, SaveError
from engine.events import decode
from engine.i18n import N_, quoted, tr
from engine.savepaths import ENV_VAR, NAME, SUFFIX, check_name, path_in, resolve, saves_dir
from engine.writer import FORMAT, dumps, epoch_of, to_data, write_atomic

if TYPE_CHECKING:
    from engine.session import Session

__all__ = [
    "ENV_VAR",
    "FORMAT",
    "SUFFIX",
    "check_name",
    "dumps",
    "path_in",
    "resolve",
    "saves_dir",
    "to_data",
    "write_atomic",
]

#: Larger files are refused before parsing: no real session comes close.
MAX_BYTES = 20 * 1024 * 1024

#: Format migrations: ``MIGRATIONS[n]`` turns format ``n`` data into ``n + 1``.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


# -- where saves live --------------------------------------------------------


def free_name(folder: Path, stem: str) -> str:
    """``stem``, or ``stem-2``, ``stem-3``... whichever has no file yet."""
    name = check_name(stem)
    number = 2
    while path_in(folder, name).exists():
        name = f"{stem}-{number}"
        number += 1
    return name


def save(session: Session, path: Path) -> None:
    """Write a session atomically.

    Raises:
        SaveError: The folder or file cannot be written.
    """
    try:
        write_atomic(path, dumps(session))
    except OSError as error:
        raise SaveError(tr("{path}: cannot write: {error}").format(path=path, error=error.strerror or error)) from None


def autosave(session: Session, path: Path) -> None:
    """Save ``session`` to ``path`` after every change from now on."""
    session.listeners.append(lambda changed: save(changed, path))


# -- reading -----------------------------------------------------------------


def read_data(path: Path, raw: bytes | None = None) -> dict[str, Any]:
    """Parse a save file's TOML, refusing anything but a sane, readable file.

    Args:
        raw: The file's bytes when the caller has read them already.

    Raises:
        SaveError: Missing, too large, not UTF-8, or not TOML (with the line).
    """
    return _decode(read_bytes(path) if raw is None else raw, path)


def read_bytes(path: Path) -> bytes:
    """A save file's bytes, or one ``SaveError`` line saying why they cannot be read."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise SaveError(tr("{path}: too large to be a Tabula save").format(path=path))
        return path.read_bytes()
    except FileNotFoundError:
        close = _close_saves(path)
        if close:  # as a misspelt player or action is answered (the Mare Nostrum play-test's "show ev")
            from engine.names import listed

            said = tr("{path}: no such session; did you mean {names}?")
            raise SaveError(said.format(path=path, names=listed(close, "or"))) from None
        raise SaveError(tr("{path}: no such session").format(path=path)) from None
    except IsADirectoryError:
        raise SaveError(tr("{path}: is a folder, not a save file").format(path=path)) from None
    except OSError as error:
        raise SaveError(tr("{path}: cannot read: {error}").format(path=path, error=error.strerror or error)) from None


def _close_saves(path: Path) -> list[str]:
    """The saved sessions beside ``path`` whose names are close to the one asked for."""
    import difflib  # only when a name is wrong

    try:
        names = [p.stem for p in path.parent.glob("*" + SUFFIX)]
    except OSError:
        return []
    close = difflib.get_close_matches(path.stem, names, n=3, cutoff=0.6)
    starts = [n for n in names if n.startswith(path.stem) and n not in close]
    return (close + sorted(starts))[:3]


def _decode(raw: bytes, path: Path) -> dict[str, Any]:
    if len(raw) > MAX_BYTES:
        raise SaveError(tr("{path}: too large to be a Tabula save").format(path=path))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SaveError(tr("{path}: not UTF-8 text (byte {byte})").format(path=path, byte=error.start)) from None
    return _parse(text, str(path), path)


def _parse(text: str, where: str, path: Path | None = None) -> dict[str, Any]:
    """Save text as a document, or one ``SaveError`` line naming ``where``."""
    try:
        return fastload.loads(text)
    except tomllib.TOMLDecodeError as error:
        detail = str(error)
        if detail.endswith("(at end of document)"):
            # Say which line the file ends on: a truncated save is the usual case.
            at_end = tr("(at the end, line {line})").format(line=text.count(chr(10)) + 1)
            detail = detail.replace("(at end of document)", at_end)
        hint = _backup_hint(path) if path is not None else ""
        raise SaveError(tr("{where}: bad TOML: {detail}").format(where=where, detail=detail) + hint) from None
    except RecursionError:
        raise SaveError(tr("{where}: bad TOML: nested too deeply").format(where=where)) from None


def read_header(path: Path) -> dict[str, Any]:
    """The keys before the event log, without parsing the log itself.

    Saves written here put every header key before ``events = [``, so the
    text up to that line is a complete TOML document; anything else (a
    hand-edited file) is parsed whole.
    """
    try:
        with open(path, "rb") as handle:
            head = handle.read(64 * 1024)
    except OSError:
        return read_data(path)
    cut = head.find(b"\nevents = [")
    if cut < 0:
        return read_data(path)
    try:
        return tomllib.loads(head[: cut + 1].decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError):
        return read_data(path)


def _backup_hint(path: Path) -> str:
    backup = path.with_name(path.name + ".bak")
    return tr(" (a backup is at {path})").format(path=backup) if backup.exists() else ""


def loads_text(text: str, name: str, where: str) -> Session:
    """A session from save text that is not a file of its own (a bundled demo).

    Raises:
        SaveError: Bad TOML or a bad session, naming ``where``.
    """
    data = _parse(text, where)
    try:
        return from_data(data, name)
    except (SaveError, BadInput) as error:
        raise SaveError(f"{where}: {error}") from None


def load(path: Path, name: str | None = None, raw: bytes | None = None, salvage: bool = False) -> Session:
    """Read and replay a session (from ``raw`` when the caller has read the file's bytes; ``salvage``: an event
    that does not replay stops the replay instead of the load, see ``History.replay``).

    Raises:
        SaveError: Anything wrong with the file, naming the file and the problem.
    """
    # Parsing makes thousands of small objects that all survive: the cyclic collector would walk
    # them over and over (see History.replay). Nothing here makes a cycle; collect afterwards.
    collecting = gc.isenabled()
    gc.disable()
    try:
        data = read_data(path, raw)
        session = from_data(data, name or path.stem, salvage)
        from engine.learning import restore  # the facts its refused actions stated, kept beside the save

        restore(session, path)
        return session
    except (SaveError, BadInput) as error:
        said = str(error)
        # read_data's own errors already name the file: say it once.
        where = "" if said.startswith(f"{path}:") else f"{path}: "
        raise SaveError(f"{where}{said}{_backup_hint(path)}") from None
    finally:
        if collecting:
            gc.enable()
            # The session's tables live as long as it does and hold no cycles (freed by their counts when
            # undone): kept out of the cyclic collector's later full passes, which walked all of them (a
            # screen opened after a 1,000-event session loaded waited on one).
            gc.freeze()


def from_data(data: dict[str, Any], name: str, salvage: bool = False) -> Session:
    """Rebuild a session from a parsed save document (``salvage``: see ``load``).

    Raises:
        SaveError, BadInput: Wrong shape, unknown game, newer format, or
            events that do not replay.
    """
    data = _migrate(data)
    game = _get(data, "game", str)
    try:
        ruleset = registry.load(game)
    except BadInput as error:
        raise SaveError(str(error)) from None
    version = _get(data, "ruleset_version", str, ruleset.version)
    if version != ruleset.version:
        data = ruleset.migrate(data, version)
    created = _get(data, "created", str, "")
    modified = _get(data, "modified", str, created)
    _timestamp(created, "created")
    _timestamp(modified, "modified")
    raw_players = _get(data, "players", list)
    wanted = []
    for index, raw in enumerate(raw_players, start=1):
        if not isinstance(raw, dict) or not isinstance(raw.get("name"), str):
            raise SaveError(tr("players[{index}] must be a table with a name").format(index=index))
        faction = raw.get("faction")
        if faction is not None and not isinstance(faction, str):
            raise SaveError(tr("players[{index}].faction must be text").format(index=index))
        wanted.append((raw["name"], faction))
    variants = _get(data, "variants", list, [])
    if not all(isinstance(v, str) for v in variants):
        raise SaveError(tr("variants must be a list of text"))
    options = _get(data, "options", dict, {})
    epoch = epoch_of(created) if created else 0
    events = [decode(raw, ("events", i), epoch) for i, raw in enumerate(_get(data, "events", list, []), 1)]
    redo = [decode(raw, ("redo", i), epoch) for i, raw in enumerate(_get(data, "redo", list, []), 1)]
    from engine import kitfiles, kits
    from engine.session import Session  # the home screen lists saves without the session machinery

    raw_kits = _get(data, "kits", list, [])
    own = []
    for index, raw in enumerate(raw_kits, start=1):
        if not isinstance(raw, dict):
            raise SaveError(tr("kits[{index}] must be a table").format(index=index))
        own.append(kits.from_data(raw, ruleset.kit_schema, ruleset.id, f"kits[{index}]", "session"))
    # A save from before kits were kept takes the game's shipped kit.
    own = own or [kitfiles.shipped(ruleset)]
    session = Session.new(ruleset, wanted, variants, options, name=name, kit=own[0])
    session.kits = own
    session.teaches = _get(data, "teaches", bool, True)
    # Printed facts refused actions stated (``engine.learning.keep_stated``): the log may name what they describe.
    stated = _get(data, "stated", list, [])
    if not all(isinstance(facts, dict) for facts in stated):
        raise SaveError(tr("stated must be a list of tables"))
    session.stated = stated
    session.created = created or session.created
    session.modified = modified or session.created
    session.history.replay(events, redo, salvage=salvage)
    return session


def _migrate(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(tr("'format' must be a positive whole number: not a Tabula save?"))
    if version > FORMAT:
        said = tr("written by a newer Tabula (format {version}; this one reads up to {newest})")
        raise SaveError(said.format(version=version, newest=FORMAT))
    while version < FORMAT:
        if version not in MIGRATIONS:
            raise SaveError(tr("format {version} cannot be upgraded").format(version=version))
        data = MIGRATIONS[version](data)
        version += 1
    return data


_MISSING = object()


def _get(data: dict[str, Any], key: str, kind: type, default: Any = _MISSING) -> Any:
    if key not in data:
        if default is _MISSING:
            raise SaveError(tr("missing {key}").format(key=quoted(key)))
        return default
    value = data[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        said = tr("{key} must be {kind}")
        raise SaveError(said.format(key=quoted(key), kind=tr(_KIND_NAMES.get(kind, kind.__name__))))
    return value


_KIND_NAMES = {str: N_("text"), list: N_("a list"), dict: N_("a table"), int: N_("a whole number")}


def _timestamp(value: str, key: str) -> None:
    if value:
        try:
            datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            said = tr("{key} is not a date and time: {value}")
            raise SaveError(said.format(key=quoted(key), value=quoted(value))) from None


# -- listing -----------------------------------------------------------------


def session_files(folder: Path) -> list[Path]:
    """The save files in a folder (by name; nothing is read)."""
    if not folder.is_dir():
        return []
    return [path for path in sorted(folder.glob("*" + SUFFIX)) if NAME.match(path.stem)]


def list_sessions(folder: Path) -> list[dict[str, Any]]:
    """Saved sessions in a folder, newest first; damaged files say why.

    Only the header is read (no replay), so listing stays quick.
    """
    out: list[dict[str, Any]] = []
    for path in session_files(folder):
        entry: dict[str, Any] = {"name": path.stem}
        try:
            data = read_header(path)
            entry.update(
                game=_get(data, "game", str),
                round=_get(data, "round", int, 1),
                phase=_get(data, "phase", str, ""),
                # Saves written before the name was kept have none ('').
                phase_name=_get(data, "phase_name", str, ""),
                modified=_get(data, "modified", str, ""),
                winners=[str(name) for name in _get(data, "winners", list, [])],
            )
        except SaveError as error:
            entry.update(
                game=None, round=None, phase=None, phase_name=None, modified=_mtime(path), error=str(error), winners=[]
            )
        out.append(entry)
    out.sort(key=lambda e: e["modified"] or "", reverse=True)
    return out


def _mtime(path: Path) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(path.stat().st_mtime))


def session_path(session: Session, folder: Path) -> Path:
    """Where a named session is saved in a folder."""
    return path_in(folder, check_name(session.name))
