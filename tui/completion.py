"""Typer's side of shell completion: each parameter's callback, reading the line from Click's context.

Most Tab presses never come here: ``tui.quick_complete`` answers them before Typer is
imported. What it leaves (command and option names, a line it does not follow, a
shell it does not speak) Typer and Click resolve, and for our parameters call these
callbacks, which ask ``tui.completers`` as the quick path does.
"""

from __future__ import annotations

from typing import Any

# Typer's own copy of Click's context (Typer reads these annotations when it registers the callbacks).
from typer import Context

from tui import completers
from tui.completers import Candidates


def _line(ctx: Context, args: list[str]) -> completers.Line:
    """The line as Click has parsed it, with what it has not (the words of a command whose last option still
    waits for its value) read from the words typed."""
    root: dict[str, Any] = ctx.find_root().params
    params = dict(ctx.params)
    arguments = [p for p in ctx.command.params if p.param_type_name == "argument" and p.nargs == 1]
    for index, argument in enumerate(arguments):
        if argument.name and not params.get(argument.name):
            params[argument.name] = _positional(ctx, args, index)
    line = completers.Line(root.get("saves_dir"), root.get("lang"), params, _bash_word())
    completers.speak(line)
    return line


def _positional(ctx: Context, args: list[str], index: int) -> str | None:
    """The command's ``index``-th plain word, from the words typed."""
    typed = args or _typed()
    words = typed[len(typed) - typed[::-1].index(ctx.info_name) :] if ctx.info_name in typed else []
    plain = [w for w in words if not w.startswith("-")]
    return plain[index] if index < len(plain) else None


def _bash_word() -> str:
    """The word bash is completing, as typed (Click turns a lone "=" into nothing)."""
    import os

    words = _split(os.environ.get("COMP_WORDS", ""))
    try:
        return words[int(os.environ.get("COMP_CWORD", ""))]
    except (ValueError, IndexError):
        return ""


def _typed() -> list[str]:
    """The words of the line being completed, as the shell's completion script hands them over (Typer
    passes none to a callback of an option that waits for its value)."""
    import os

    return _split(os.environ.get("_TYPER_COMPLETE_ARGS") or os.environ.get("COMP_WORDS") or "")


def _split(line: str) -> list[str]:
    import shlex

    try:
        return shlex.split(line)
    except ValueError:  # an open quote: the words up to it
        return line.split()


def games(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """Game ids, each with its name."""
    return completers.games(_line(ctx, args), incomplete)


def saves(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """Saved sessions in the saves folder, newest first."""
    return completers.saves(_line(ctx, args), incomplete)


def actions(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The actions the named session allows now."""
    return completers.actions(_line(ctx, args), incomplete)


def fields(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """``field=`` names of the chosen action not given yet; after ``field=``, that field's values."""
    return completers.fields(_line(ctx, args), incomplete)


def players(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The players of the named session."""
    return completers.players(_line(ctx, args), incomplete)


def viewers(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The players of the named session, and ``table`` for the public view."""
    return completers.viewers(_line(ctx, args), incomplete)


def topics(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The named game's rules topics."""
    return completers.topics(_line(ctx, args), incomplete)


def calculators(ctx: Context, args: list[str], incomplete: str) -> Candidates:
    """The named game's calculators (those reading a save too: ``tabula calc GAME NAME SAVE``)."""
    return completers.calculators(_line(ctx, args), incomplete)
