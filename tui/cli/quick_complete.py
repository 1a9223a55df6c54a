"""A Tab press answered without Typer: the common completions, in the very words Typer would print.

The shell runs ``tabula`` afresh on every Tab press (``_TABULA_COMPLETE=complete_zsh``
and the line in the environment). Through Typer that costs ~0.1 s of imports and
building the command group before any candidate. Here the line is followed with
``tui.cli.shape`` (the same commands, options and arguments, written out from the
app) the way Click's completion follows it; when the word being completed is the value
of one of our parameters, ``tui.cli.completers`` answers and the answer is printed in the
format of Typer's script for that shell. Anything else (command and option names, a
word it does not know, PowerShell) returns None, and Typer does it as before.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from typing import Any

from tui.cli.command_names import command_of
from tui.cli.shape import SHAPE


def answer(environ: Mapping[str, str]) -> int | None:
    """Print the candidates for the line in ``environ`` and return the exit code; None: Typer answers.

    Args:
        environ: The process environment as the completion script set it.
    """
    instruction, _, shell = environ.get("_TABULA_COMPLETE", "").partition("_")
    if instruction != "complete" or shell not in ("zsh", "fish", "bash"):
        return None
    from tui.cli.shell_words import reply, words_typed

    words = words_typed(shell, environ)
    if words is None:
        return None
    found = resolve(*words)
    if found is None:
        return None
    name, line, incomplete = found
    from tui.cli import completers

    completers.speak(line)
    try:
        candidates = completers.BY_NAME[name](line, incomplete)
    except Exception:  # a completion never prints an error into the person's prompt
        candidates = []
    # As Typer filters what a callback returns: the exact start of the word typed.
    candidates = [(value, said) for value, said in candidates if value.startswith(incomplete)]
    return reply(shell, candidates, environ)


def resolve(args: list[str], incomplete: str) -> tuple[str, Any, str] | None:
    """Which completer answers ``incomplete`` after ``args`` (its name, the line, the word), or None when it
    is not one of ours or the line goes where this does not follow."""
    from tui.cli.completers import Line

    if "--" in args:
        return None
    raw = incomplete
    if incomplete == "=":
        incomplete = ""
    elif "=" in incomplete and incomplete.startswith("-"):
        name, _, incomplete = incomplete.partition("=")
        args = [*args, name]
    if incomplete.startswith("-"):
        return None  # an option's name
    root: dict[str, str] = {}
    node = SHAPE
    rest = list(args)
    # Options of a group come before its subcommand's name.
    while True:
        taken = _options(node, rest, root)
        if taken is None:
            return None
        rest, pending = taken
        if pending is not None:
            return None  # a group's option waiting for its value: none of ours completes it
        if not rest:
            return None  # the command's name
        # A command's Czech name (``zpět``) completes as its English one.
        command = node["commands"].get(command_of(rest[0]) if node is SHAPE else rest[0])
        if command is None:
            return None
        node, rest = command, rest[1:]
        if "lazy" in node:
            return _lazy(node, rest, root, raw, incomplete)
        if not node["commands"]:
            break
    given: dict[str, Any] = {}
    plain: list[str] = []
    completer = ""
    while rest:
        taken = _options(node, rest, given)
        if taken is None:
            return None
        rest, pending = taken
        if pending is not None:  # the last word an option waiting for its value
            completer = node["values"][pending]
            break
        if rest:
            plain.append(rest.pop(0))
    else:  # the first argument not given yet (every argument given: none)
        waiting = (c for i, (_, nargs, c) in enumerate(node["arguments"]) if nargs == -1 or i >= len(plain))
        completer = next(waiting, "")
    if not completer:
        return None  # not one of ours
    return completer, Line(root.get("--saves-dir"), root.get("--lang"), _params(node, plain), raw), incomplete


def _lazy(
    node: dict[str, Any], words: list[str], root: dict[str, str], raw: str, incomplete: str
) -> tuple[str, Any, str] | None:
    """The completer of the word after ``words`` in a group whose commands are found when named
    (``tabula calc GAME CALC``), or None once they are all named: a calculator's options are left to
    Typer, which builds the calculator's command to complete them."""
    from tui.cli.completers import Line

    params: dict[str, str] = {}
    rest = list(words)
    for name, completer in node["lazy"]:
        taken = _options(node, rest, {})
        if taken is None or taken[1] is not None:
            return None
        rest = taken[0]
        if not rest:
            return completer, Line(root.get("--saves-dir"), root.get("--lang"), params, raw), incomplete
        params[name] = rest.pop(0)
    return None


def _options(node: dict[str, Any], words: list[str], into: dict[str, str]) -> tuple[list[str], str | None] | None:
    """Take ``node``'s options from the front of ``words`` into ``into``, up to a plain word.

    Returns:
        The words left and the option still waiting for its value (when the words end on one), or None
        when a word is an option this command does not have.
    """
    rest = list(words)
    while rest and rest[0].startswith("-") and rest[0] != "-":
        word = rest.pop(0)
        name, equals, value = word.partition("=")
        if equals and name in node["values"]:
            into[name] = value
        elif word in node["values"]:
            if not rest:
                return rest, word
            into[word] = rest.pop(0)
        elif word not in node["flags"]:
            return None
    return rest, None


def _params(node: dict[str, Any], plain: list[str]) -> dict[str, Any]:
    """The command's arguments given, by name (one taking many words gets them all, as a list)."""
    params: dict[str, Any] = {}
    for index, (name, nargs, _) in enumerate(node["arguments"]):
        if nargs == -1:
            params[name] = plain[index:]
            break
        if index < len(plain):
            params[name] = plain[index]
    return params


def main() -> None:
    """Answer the Tab press in this process's environment, or leave it to Typer."""
    code = answer(os.environ)
    if code is not None:
        sys.stdout.flush()
        sys.exit(code)
