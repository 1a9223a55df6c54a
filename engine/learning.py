"""What a table states, Tabula keeps: the printed facts each session taught, for every later evening.

A session's facts are what ``Ruleset.learned`` adds to the kit the session started with (a province the table
added, a border it connected, a tile it described). They are kept in a file of the session's own in the user's
data folder, ``DATA/learned/GAME/KEY.toml``, written after every change: an undo rewrites it without the fact, so
a fact one session took back stays only while another session still states it. A new session's kit is the
user's kit (or the shipped one) with every session's facts laid over it: a fact only fills what is unknown, and
where two sessions disagree the first kept stands (``tabula kit show`` names both). A session kept to itself
(``tabula new --keep-to-itself``, and every demo) teaches nothing.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from engine import kitfiles
from engine.kits import UNKNOWN, Kit, KitError, from_data

if TYPE_CHECKING:
    from engine.ruleset import Ruleset
    from engine.session import Session

#: A section's new entries and the facts filled in on known ones, by entry id.
Facts = dict[str, list[dict[str, Any]]]


@dataclass(frozen=True)
class Taught:
    """One fact a session taught: ``(section, entry id, key)`` and its value, from which session."""

    section: str
    entry: str
    key: str
    value: Any
    session: str
    kept: bool = True  # False: another session's value stands (a disagreement to settle at the board)


def folder(game: str) -> Path:
    """Where the sessions' facts of a game are kept."""
    return kitfiles.data_dir() / "learned" / game


def key_of(path: Path) -> str:
    """The name of a save's facts file: from where the save lies, so a copy of it is a session of its own."""
    return hashlib.sha1(str(path.resolve()).encode("utf-8")).hexdigest()[:16]


def facts(before: Kit, after: Kit) -> Facts:
    """What ``after`` knows that ``before`` did not: entries it adds, and facts of known entries that were unknown."""
    out: Facts = {}
    for section, entries in after.sections.items():
        rows = []
        for entry in entries:
            old = before.entry(section, str(entry["id"]))
            if old is None:
                rows.append(dict(entry))
                continue
            filled = {k: v for k, v in entry.items() if v != UNKNOWN and old.get(k, UNKNOWN) == UNKNOWN}
            if filled:
                rows.append({"id": entry["id"], **filled})
        if rows:
            out[section] = rows
    return out


def remember(session: Session, path: Path) -> None:
    """Keep what the session has taught so far (its facts file rewritten, or removed once it teaches nothing)."""
    import tomli_w

    from engine.writer import write_atomic

    game = session.ruleset.id
    target = folder(game) / f"{key_of(path)}.toml"
    try:
        taught = {} if not session.teaches else facts(session.kits[0], _learned(session))
    except KitError:
        return  # what was told does not make a sound kit (the board kit's checks): the facts kept stay as they were
    if not taught:
        target.unlink(missing_ok=True)
        return
    # When the session first taught something: the older word stands where two sessions disagree.
    first = _first(target) or time.time_ns()
    document = {"session": session.name, "save": str(path), "game": game, "first": first, "facts": taught}
    target.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(target, tomli_w.dumps(document))


def _first(target: Path) -> int | None:
    import tomllib

    try:
        found = tomllib.loads(target.read_text(encoding="utf-8")).get("first")
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return None
    return found if isinstance(found, int) else None


def _learned(session: Session) -> Kit:
    return session.ruleset.learned(session.context(), session.table.kit)


def current(ruleset: Ruleset, explicit: Path | None = None) -> Kit:
    """The kit a new session takes: a file named for it as it is, else the user's kit (or the shipped one) with
    what every session taught laid over it.

    Raises:
        KitError: The chosen file is damaged.
    """
    base = kitfiles.current(ruleset, explicit)
    return base if explicit is not None else overlay(base, ruleset)


def overlay(base: Kit, ruleset: Ruleset) -> Kit:
    """``base`` with every session's facts laid over it (a file that does not fit the game's kit is passed over)."""
    kit = base
    for _, data in _files(ruleset.id):
        merged, _ = _merge(kit, data.get("facts") or {}, str(data.get("session") or ""))
        try:
            kit = from_data(merged, ruleset.kit_schema, ruleset.id, "learned", base.origin or "user kit")
        except KitError:
            continue  # a session's facts that no longer fit (a kit corrected since): the kit stays as it was
    return kit


def taught(ruleset: Ruleset, base: Kit) -> list[Taught]:
    """Every fact the sessions taught, in the order they are laid over ``base``, marked where one did not stand."""
    out: list[Taught] = []
    kit = base
    for _, data in _files(ruleset.id):
        merged, facts_said = _merge(kit, data.get("facts") or {}, str(data.get("session") or ""))
        out.extend(facts_said)
        try:
            kit = from_data(merged, ruleset.kit_schema, ruleset.id, "learned", base.origin)
        except KitError:
            continue
    return out


def _files(game: str) -> Iterable[tuple[Path, Mapping[str, Any]]]:
    """Each session's facts, the oldest kept first (an unreadable file is passed over)."""
    import tomllib

    found = []
    for path in folder(game).glob("*.toml"):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            continue
        first = data.get("first")
        found.append((first if isinstance(first, int) else 0, path, data))
    return [(path, data) for _, path, data in sorted(found, key=lambda f: (f[0], f[1]))]


def _merge(kit: Kit, said: Mapping[str, Any], session: str) -> tuple[dict[str, Any], list[Taught]]:
    """``kit``'s document with a session's facts: unknowns filled, new entries added, disagreements noted."""
    data = kit.to_data()
    out: list[Taught] = []
    for section, rows in said.items():
        if not isinstance(rows, list):
            continue
        entries = data.setdefault(section, {"source": "", "entries": []})["entries"]
        by_id = {str(e["id"]): e for e in entries}
        for row in rows:
            if not isinstance(row, dict) or "id" not in row:
                continue
            ident = str(row["id"])
            known = by_id.get(ident)
            if known is None:
                entries.append(dict(row))
                out.extend(Taught(section, ident, k, v, session) for k, v in row.items() if k != "id" and v != UNKNOWN)
                continue
            for key, value in row.items():
                if key == "id":
                    continue
                here = known.get(key, UNKNOWN)
                if here == UNKNOWN:
                    known[key] = value
                out.append(Taught(section, ident, key, value, session, kept=here in (UNKNOWN, value)))
    return data, out
