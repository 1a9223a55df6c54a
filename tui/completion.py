"""What the shell completes on ``tabula``'s command line (bash, zsh, fish through Typer and Click).

Each function takes what Click has parsed so far (``ctx``) and the word being
typed, and returns candidates with a few words of help. Nothing here imports
Textual: completion runs as a fresh ``tabula`` process on every Tab press.
A session is read only to complete what depends on it (its actions, fields
and their values, its players); any failure completes nothing rather than
printing an error into the person's prompt.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Typer's own copy of Click's context (Typer carries one, and reads these annotations when it registers
# the callbacks).
from typer import Context

if TYPE_CHECKING:
    from engine.registry import GameInfo
    from engine.session import Session

Candidates = list[tuple[str, str]]


def _root(ctx: Context) -> dict[str, Any]:
    params: dict[str, Any] = ctx.find_root().params
    return params


def _folder(ctx: Context) -> Path:
    from engine.saves import saves_dir

    return saves_dir(_root(ctx).get("saves_dir"))


def _positional(ctx: Context, args: list[str], name: str, index: int) -> str | None:
    """The command's argument ``name`` (its ``index``-th word): as parsed, else from the words typed (Click
    parses nothing of a command whose last option still waits for its value)."""
    value = ctx.params.get(name)
    if value:
        return str(value)
    typed = args or _typed()
    words = typed[len(typed) - typed[::-1].index(ctx.info_name) :] if ctx.info_name in typed else []
    plain = [w for w in words if not w.startswith("-")]
    return plain[index] if index < len(plain) else None


def _typed() -> list[str]:
    """The words of the line being completed, as the shell's completion script hands them over (Typer
    passes none to a callback of an option that waits for its value)."""
    import os
    import shlex

    line = os.environ.get("_TYPER_COMPLETE_ARGS") or os.environ.get("COMP_WORDS") or ""
    try:
        return shlex.split(line)
    except ValueError:  # an open quote: the words up to it
        return line.split()


def _session(ctx: Context, args: list[str]) -> Session | None:
    """The session named by the command's SAVE, read (None when there is none or it cannot be read)."""
    from engine import saves
    from engine.errors import TabulaError

    save = _positional(ctx, args, "save", 0)
    if not save:
        return None
    try:
        return saves.load(saves.resolve(save, _folder(ctx)))
    except (TabulaError, OSError):
        return None


def _matching(candidates: Iterator[tuple[str, str]] | Candidates, incomplete: str) -> Candidates:
    from engine.names import fold

    typed = fold(incomplete)
    # One line of help each: a newline would break the shell's list.
    return [(value, " ".join(said.split())) for value, said in candidates if fold(value).startswith(typed)]


def games(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """Game ids, each with its name."""
    from engine import registry

    return _matching(((info.id, info.name) for info in registry.games()), incomplete)


def saves(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """Saved sessions in the saves folder (``--saves-dir`` as typed before the command), newest first."""
    from engine import saves as store

    entries = store.list_sessions(_folder(ctx))
    said = ((e["name"], f"{e.get('game') or '?'}, round {e.get('round') or '?'}") for e in entries)
    return _matching(said, incomplete)


def actions(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The actions the named session allows now."""
    session = _session(ctx, args)
    if session is None:
        return []
    return _matching(((spec.name, spec.said) for spec in session.available()), incomplete)


def fields(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """``field=`` names of the chosen action not given yet; after ``field=``, that field's values."""
    session = _session(ctx, args)
    action = _positional(ctx, args, "action", 1)
    if session is None or not action:
        return []
    try:
        spec = session.spec(action)
    except Exception:
        return []
    if "=" in incomplete:
        name, _, typed = incomplete.partition("=")
        field = spec.field(name)
        if field is None:
            return []
        from engine.summary import field_values  # here: every command imports this module, few complete a field

        try:
            values = field_values(session, spec, field)  # what the app's command line completes too
        except Exception:
            return []
        return [(f"{name}={value}", "") for value, _ in _matching(((v, "") for v in values), typed)]
    given = {word.partition("=")[0] for word in ctx.params.get("fields") or ()}
    asked = [f for f in spec.fields if f.name not in given and f.asked_in(session.phase.id, session.options)]
    return _matching(((f"{f.name}=", f.help) for f in asked), incomplete)


def players(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The players of the named session."""
    session = _session(ctx, args)
    if session is None:
        return []
    return _matching(((p.name, session.ruleset.faction_name(p.faction)) for p in session.players), incomplete)


def viewers(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The players of the named session, and ``table`` for the public view."""
    return [*players(ctx, args, incomplete), *_matching([("table", "public information only")], incomplete)]


def _game(ctx: Context, args: list[str]) -> GameInfo | None:
    """The game the command names, if it is one."""
    from engine import registry

    game = _positional(ctx, args, "game", 0)
    try:
        return registry.get(game) if game else None
    except Exception:
        return None


def topics(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The named game's rules topics."""
    from engine import reference

    info = _game(ctx, args)
    if info is None:
        return []
    return _matching(((t.id, t.title) for t in reference.topics(info.load(speak=False))), incomplete)


def calculators(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The named game's calculators (those reading a save too: ``tabula calc GAME NAME SAVE``)."""
    info = _game(ctx, args)
    if info is None:
        return []
    return _matching(((c.name, c.said) for c in info.load_calculators(speak=False)), incomplete)
