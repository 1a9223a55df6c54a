"""Typer's side of shell completion: each parameter's callback, reading the line from Click's context.

Most Tab presses never come here: ``tui.cli.quick_complete`` answers them before Typer is
imported. What it leaves (command and option names, a line it does not follow, a
shell it does not speak) Typer and Click resolve, and for our parameters call these
callbacks, which ask ``tui.cli.completers`` as the quick path does.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

# Typer's own copy of Click's context (Typer reads these annotations when it registers the callbacks).
from typer import Context

from tui.cli import completers
from tui.cli.completers import Candidates


def _line(ctx: Context, args: list[str]) -> completers.Line:
    """The line as Click has parsed it, with what it has not (the words of a command whose last option still
    waits for its value) read from the words typed."""
    root: dict[str, Any] = ctx.find_root().params
    params = dict(ctx.params)
    typed, word = _typed()
    arguments = [p for p in ctx.command.params if p.param_type_name == "argument" and p.nargs == 1]
    for index, argument in enumerate(arguments):
        if argument.name and not params.get(argument.name):
            params[argument.name] = _positional(ctx, args or typed, index)
    line = completers.Line(root.get("saves_dir"), root.get("lang"), params, word)
    completers.speak(line)
    return line


def _positional(ctx: Context, typed: list[str], index: int) -> str | None:
    """The command's ``index``-th plain word, from the words typed."""
    words = typed[len(typed) - typed[::-1].index(ctx.info_name) :] if ctx.info_name in typed else []
    plain = [w for w in words if not w.startswith("-")]
    return plain[index] if index < len(plain) else None


def _typed() -> tuple[list[str], str]:
    """The words before the one being completed, and that one as typed, as the shell's script hands them
    over (Typer passes none to a callback of an option that waits for its value; Click turns a lone "="
    into nothing), read as the quick path reads them."""
    import os

    from tui.cli.shell_words import words_typed

    return words_typed("bash" if "COMP_CWORD" in os.environ else "zsh", os.environ) or ([], "")


def _ask(name: str) -> Callable[[Context, list[str], str], Candidates]:
    """The callback Typer calls for the parameters ``tui.cli.completers`` completes as ``name``."""

    def complete(ctx: Context, args: list[str], incomplete: str) -> Candidates:
        return completers.BY_NAME[name](_line(ctx, args), incomplete)

    # tui.cli.shape_make reads the name to write which completer each parameter has.
    complete.__name__ = complete.__qualname__ = name
    complete.__doc__ = completers.BY_NAME[name].__doc__
    return complete


games = _ask("games")
saves = _ask("saves")
actions = _ask("actions")
fields = _ask("fields")
players = _ask("players")
viewers = _ask("viewers")
topics = _ask("topics")
# The calculators complete as commands of their own (tui.cli.calc), the quick path naming them.


def as_quick_path() -> None:
    """Completion through Typer as the quick path does it (``tui.cli.shell_words``): each candidate's help
    as it is (Typer renders it through Rich's Markdown, ~130 ms of imports on every Tab press), zsh's
    candidates escaped so that an apostrophe shows, no space after a field's name in zsh and bash, and
    bash's ``--OPTION``, ``=``, ``VALUE`` read as one word."""
    try:
        from typer import _completion_classes, _completion_shared
    except ImportError:  # another Typer: its own way
        return
    from tui.cli import shell_words

    def zsh(self: _completion_classes.ZshComplete) -> str:
        args, incomplete = self.get_completion_args()
        return shell_words.zsh_reply([(c.value, c.help or "") for c in self.get_completions(args, incomplete)])

    def bash(self: _completion_classes.BashComplete) -> tuple[list[str], str]:
        return shell_words.words_typed("bash", os.environ) or ([], "")

    _completion_classes._sanitize_help_text = lambda text: text
    _completion_classes.ZshComplete.complete = zsh  # type: ignore[method-assign]
    _completion_classes.BashComplete.get_completion_args = bash  # type: ignore[method-assign]
    _completion_classes.BashComplete.source_template = shell_words.BASH_SCRIPT
    _completion_shared._completion_scripts["bash"] = shell_words.BASH_SCRIPT
