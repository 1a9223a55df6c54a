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

import time
from collections import Counter
from collections.abc import Mapping
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
    import hashlib  # here: only a write that taught something needs it, and it loads OpenSSL

    # SHA-1, not engine.digest: these names are kept on disk since the first release.
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
            # A fact that was unknown, or an open list (``["a", "?"]``) the session named more in.
            filled = {
                k: v
                for k, v in entry.items()
                if v != UNKNOWN and (old.get(k, UNKNOWN) == UNKNOWN or _grows(old.get(k), v))
            }
            if filled:
                rows.append({"id": entry["id"], **filled})
        if rows:
            out[section] = rows
    return out


def _open(value: Any) -> list[Any] | None:
    """An open list's known items (``["a", "?"]``: ``["a"]``); None for anything else."""
    if isinstance(value, list) and UNKNOWN in value:
        return [v for v in value if v != UNKNOWN]
    return None


def grows(old: Any, new: Any) -> bool:
    """Whether ``new`` names more than the open list ``old``, keeping every item of it (``engine.catch_up``)."""
    return _grows(old, new)


def _grows(old: Any, new: Any) -> bool:
    """Whether ``new`` names more than the open list ``old``, keeping every item of it (counted: goods repeat)."""
    known = _open(old)
    if known is None or not isinstance(new, list):
        return False
    items = [v for v in new if v != UNKNOWN]
    return not Counter(known) - Counter(items) and (len(items) > len(known) or UNKNOWN not in new)


def _joined(here: Any, value: Any) -> Any | None:
    """A kept value and a session's for one fact, together (an open list takes what another names more);
    None where they disagree."""
    if here in (UNKNOWN, value) or _grows(here, value):
        return value
    mine, theirs = _open(here), _open(value)
    if mine is not None and theirs is not None:
        return [*mine, *(Counter(theirs) - Counter(mine)).elements(), UNKNOWN]
    if theirs is not None and isinstance(here, list) and not Counter(theirs) - Counter(here):
        return here  # the complete list kept names all the session's open one does
    return None


def remember(session: Session, path: Path) -> None:
    """Keep what the session has taught so far (its facts file rewritten when that changed, or removed once it
    teaches nothing)."""
    import tomli_w

    from engine.writer import write_atomic

    game = session.ruleset.id
    target = folder(game) / f"{key_of(path)}.toml"
    try:
        taught = {} if not session.teaches else facts(session.kits[0], _carried(session))
    except KitError:
        return  # what was told does not make a sound kit (the board kit's checks): the facts kept stay as they were
    if not taught:
        target.unlink(missing_ok=True)
        return
    kept, data = _read(target)
    # When the session first taught something: the older word stands where two sessions disagree.
    first = data.get("first") if isinstance(data.get("first"), int) else time.time_ns()
    text = tomli_w.dumps({"session": session.name, "save": str(path), "game": game, "first": first, "facts": taught})
    if text != kept:  # most moves teach nothing new: the file is not written again for them
        target.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(target, text)


def _read(target: Path) -> tuple[str, dict[str, Any]]:
    """A facts file's text and what it holds (empty when it is missing or unreadable)."""
    import tomllib

    try:
        text = target.read_text(encoding="utf-8")
        return text, tomllib.loads(text)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return "", {}


def _carried(session: Session) -> Kit:
    """What the session taught for later evenings: its log's facts, and of what refused actions stated only the
    entries an applied action names (``engine.restating.carried``: a typo in a refusal is not kept for good)."""
    from engine.restating import carried

    ctx = session.context()
    return session.ruleset.learned(ctx, lay(session.table.kit, carried(session), session.ruleset))


def _learned(session: Session) -> Kit:
    # The context's kit: the table's with the facts refused actions stated laid over it (``keep_stated``).
    ctx = session.context()
    return session.ruleset.learned(ctx, ctx.kit)


def lay(kit: Kit, said: list[Facts], ruleset: Ruleset) -> Kit:
    """``kit`` with facts laid over it in turn (unknowns filled, entries added; facts that do not fit passed
    over)."""
    for facts in said:
        kit = _one_by_one(kit, facts, "", ruleset, kit.origin)
    return kit


def stated_over(session: Session, kit: Kit) -> Kit:
    """A table's kit with the facts refused actions stated laid over it (``Session.stated``), worked out once
    per kit and count of statements."""
    return session._stated_over.get(kit, lambda: lay(kit, session.stated, session.ruleset), len(session.stated))


def keep_stated(session: Session, action: str, args: Mapping[str, Any]) -> str:
    """Keep the printed facts a refused action states (``Ruleset.stated``) for the session's later actions and,
    written with what it taught, for later evenings; nothing is logged. A session kept to itself keeps them for
    itself only, in its save (issue 35: a Hellas demo's tile described in a refused command was lost, and typed
    again in full): what the table read off the tile is true of the board, whatever refused the action.

    Returns:
        The line saying what was kept, and where, or ``""`` when it states nothing new.
    """
    ctx = session.context()
    kit = session.ruleset.stated(ctx, action, dict(args))
    if kit is ctx.kit:
        return ""
    try:  # only what the log does not teach already (a tile placed before, described again)
        taught = session.ruleset.learned(ctx, ctx.kit)
        new = facts(taught, lay(taught, [facts(ctx.kit, kit)], session.ruleset))
    except KitError:
        return ""
    if not new:
        return ""
    session.stated.append(new)
    from engine.i18n import tr
    from engine.names import listed

    ids = listed([str(row["id"]) for rows in new.values() for row in rows], "and")
    if not session.teaches:
        said = tr("what it states of the board is kept for this session only: {names} can be named from now on")
        return said.format(names=ids)
    # For later evenings only once an applied action names it (``engine.restating``): a refusal may be a typo.
    said = tr("what it states of the board is kept: {names} can be named from now on, and the kit keeps it once used")
    return said.format(names=ids)


def restore(session: Session, path: Path) -> None:
    """Give a session read from ``path`` back the facts its refused actions stated: those its facts file keeps
    that its log does not teach."""
    if not session.teaches:
        return
    _, data = _read(folder(session.ruleset.id) / f"{key_of(path)}.toml")
    kept = data.get("facts")
    if not isinstance(kept, dict) or not kept:
        return
    try:
        taught = _learned(session)
        stated = facts(taught, lay(taught, [kept], session.ruleset))
    except KitError:
        return
    if stated:
        session.stated.append(stated)


def current(ruleset: Ruleset, explicit: Path | None = None) -> Kit:
    """The kit a new session takes: a file named for it as it is, else the user's kit (or the shipped one) with
    what every session taught laid over it.

    Raises:
        KitError: The chosen file is damaged.
    """
    base = kitfiles.current(ruleset, explicit)
    return base if explicit is not None else laid_over(base, ruleset)[0]


def laid_over(base: Kit, ruleset: Ruleset) -> tuple[Kit, list[Taught]]:
    """``base`` with every session's facts laid over it, the oldest first (a file that does not fit the game's
    kit is passed over), and every fact the sessions taught, marked where one did not stand."""
    kit, out = base, []
    for data in _files(ruleset.id):
        facts, session = data.get("facts") or {}, str(data.get("session") or "")
        merged, said = _merge(kit, facts, session)
        out.extend(said)
        try:
            kit = from_data(merged, ruleset.kit_schema, ruleset.id, "learned", base.origin or "user kit")
        except KitError:
            kit = _one_by_one(kit, facts, session, ruleset, base.origin)
    return kit, out


def _one_by_one(kit: Kit, facts: Mapping[str, Any], session: str, ruleset: Ruleset, origin: str) -> Kit:
    """A session's facts that do not fit all together (a kit corrected since): each thing's facts that still
    fit are kept, the others passed over, so one stale fact does not lose the evening's others. Tried again
    while any fits: a thing may need another laid first (a city names landscapes listed after it)."""
    left = [(section, row) for section, rows in facts.items() for row in (rows if isinstance(rows, list) else ())]
    while left:
        missed = []
        for section, row in left:
            merged, _ = _merge(kit, {section: [row]}, session)
            try:
                kit = from_data(merged, ruleset.kit_schema, ruleset.id, "learned", origin or "user kit")
            except KitError:
                missed.append((section, row))
        if len(missed) == len(left):
            break
        left = missed
    return kit


def settled_path(game: str) -> Path:
    """Where the facts the table settled (which of two values is on the board) are noted, beside the folder."""
    return folder(game).parent / f"{game}.settled.toml"


def settled(game: str) -> set[tuple[str, str, str]]:
    """The facts already settled: ``(section, entry, key)``; each disagreement is asked once."""
    _, data = _read(settled_path(game))
    rows = data.get("settled")
    return (
        {(str(r[0]), str(r[1]), str(r[2])) for r in rows if isinstance(r, list) and len(r) == 3}
        if isinstance(rows, list)
        else set()
    )


def settle(game: str, section: str, entry: str, key: str) -> None:
    """Note that the table said which value of a fact is on the board."""
    import tomli_w

    from engine.writer import write_atomic

    rows = sorted(settled(game) | {(section, entry, key)})
    path = settled_path(game)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, tomli_w.dumps({"settled": [list(r) for r in rows]}))


def disagreements(kit: Kit, taught: list[Taught], game: str) -> list[tuple[str, str, str, list[Any]]]:
    """Facts evenings stated differently and not settled yet: ``(section, entry, key, values)``, the value
    that stands first."""
    done = settled(game)
    out: dict[tuple[str, str, str], list[Any]] = {}
    for fact in taught:
        where = (fact.section, fact.entry, fact.key)
        if fact.kept or where in done or fact.value == UNKNOWN:
            continue
        entry = kit.entry(fact.section, fact.entry) or {}
        values = out.setdefault(where, [entry.get(fact.key)])
        if fact.value not in values:
            values.append(fact.value)
    return [(*where, values) for where, values in out.items()]


def note(ruleset: Ruleset) -> str:
    """What a new session says when evenings told the board differently (the first word stood; the walk asks
    which is printed), or ``""``."""
    from engine.i18n import ntr

    kit, taught = laid_over(kitfiles.current(ruleset), ruleset)
    found = len(disagreements(kit, taught, ruleset.id))
    said = ntr(
        "{n} printed fact was told differently on another evening: tabula kit teach {game} asks which is printed.",
        "{n} printed facts were told differently on other evenings: tabula kit teach {game} asks which are printed.",
        found,
    )
    return said.format(n=found, game=ruleset.id) if found else ""


def _files(game: str) -> list[Mapping[str, Any]]:
    """Each session's facts, the oldest kept first (an unreadable file is passed over)."""
    found = []
    for path in folder(game).glob("*.toml"):
        text, data = _read(path)
        if text:
            first = data.get("first")
            found.append((first if isinstance(first, int) else 0, path, data))
    return [data for _, _, data in sorted(found, key=lambda f: (f[0], f[1]))]


def _merge(kit: Kit, said: Mapping[str, Any], session: str) -> tuple[dict[str, Any], list[Taught]]:
    """``kit``'s document with a session's facts: unknowns filled, new entries added, disagreements noted."""
    data = kit.to_data()
    out: list[Taught] = []
    for section, rows in said.items():
        if not isinstance(rows, list):
            continue
        # A section the user's kit lacks (a game's kit grown since it was written: routes): a kit section
        # names its source, and here it is the table.
        entries = data.setdefault(section, {"source": "taught at the table", "entries": []})["entries"]
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
                if key == "id" or value == UNKNOWN:
                    continue  # "?" says nothing: it neither fills nor disagrees
                joined = _joined(known.get(key, UNKNOWN), value)
                if joined is not None:
                    known[key] = joined
                out.append(Taught(section, ident, key, value, session, kept=joined is not None))
    return data, out
