"""What the command line does for a person at a terminal and never in a pipe: colour, a pager, rendered Markdown.

Everything here asks ``sys.stdout`` first: a script, a pipe or a file gets the plain text as before. Colour
follows the ``NO_COLOR`` convention (https://no-color.org: set and not empty, no colour at all); long output
goes through ``$PAGER`` (``less`` unless it is set; empty or ``cat``: none) with ``LESS=FRX`` unless
``$LESS`` is set, as git does, so that text shorter than the screen is printed and the prompt comes back at
once. Rich is imported only here and only when a terminal is there to see it (it costs start-up time).
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable

    from rich.console import Console, RenderableType


def at_terminal() -> bool:
    """Whether stdout is a terminal (a person reads it) rather than a pipe or a file."""
    try:
        return sys.stdout.isatty()
    except (AttributeError, ValueError):  # replaced or closed by an embedding program
        return False


def colour() -> bool:
    """Whether to write colour: at a terminal that can show it, unless ``NO_COLOR`` is set."""
    return at_terminal() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def pager() -> list[str] | None:
    """The pager command for long output at a terminal (None: write it straight out)."""
    if not at_terminal():
        return None
    words = shlex.split(os.environ.get("PAGER", "less"))
    if not words or words[0] == "cat" or shutil.which(words[0]) is None:
        return None
    return words


def page(text: str, paging: bool = True) -> None:
    """Write long ``text`` for people: through the pager at a terminal (unless ``paging`` is off), else as is.

    Args:
        text: The whole output, without its final newline.
        paging: False for ``--no-pager``.
    """
    command = pager() if paging else None
    if command is None:
        sys.stdout.write(text + "\n")
        return
    sys.stdout.flush()
    env = dict(os.environ)
    env.setdefault("LESS", "FRX")  # quit when it fits one screen, pass colour through, leave it on screen
    env.setdefault("LV", "-c")
    try:
        process = subprocess.Popen(command, stdin=subprocess.PIPE, env=env)
    except OSError:  # named but not startable: the text is what matters
        sys.stdout.write(text + "\n")
        return
    assert process.stdin is not None
    try:
        process.stdin.write((text + "\n").encode(sys.stdout.encoding or "utf-8", "replace"))
        process.stdin.close()
    except BrokenPipeError:  # the reader quit before the end: nothing more to show
        pass
    while True:
        try:
            process.wait()
            return
        except KeyboardInterrupt:  # ctrl+c is the pager's to handle (less stops a search with it), as in git
            continue


#: The widest a text is laid out, however wide the terminal: longer lines are hard to follow.
READABLE = 100


def _console(width: int | None = None) -> Console:
    """A Rich console writing into a string, in colour only when :func:`colour` allows it."""
    import io

    from rich.console import Console

    painted = colour()
    return Console(
        file=io.StringIO(),
        force_terminal=painted,
        color_system="standard" if painted else None,  # the terminal's own 16 colours: they suit its theme
        width=width or min(shutil.get_terminal_size().columns, READABLE),
        highlight=False,
        emoji=False,
    )


def rendered(renderable: RenderableType, wrap: bool = True) -> str:
    """``renderable`` as text for the terminal (its colour only where allowed); ``wrap`` False: its lines
    as they are (text laid out already)."""
    console = _console()
    console.print(renderable, soft_wrap=not wrap)
    # Rich pads each line to the width: spaces nobody reads, and copied with the text.
    return "\n".join(line.rstrip() for line in console.file.getvalue().rstrip("\n").splitlines())  # type: ignore[attr-defined]


_SELF_LINK = re.compile(r"(?<!!)\[([^\]]+)\]\(([^)\s]+)\)")


def markdown(text: str) -> str:
    """Markdown as a terminal shows it: headings, emphasis, lists and tables drawn, a link followed by its
    target (a rules page links to other topics by id: what to type after ``tabula rules GAME``)."""
    from rich.markdown import Markdown

    # A link whose words are its target ("[catalogues](catalogues)") would read "catalogues (catalogues)".
    text = _SELF_LINK.sub(lambda m: m[1] if m[1].lower().replace(" ", "-") == m[2] else m[0], text)
    return rendered(Markdown(text, hyperlinks=False))


def coloured_help(text: str, example: str, placeholders: Iterable[str]) -> str:
    """A command's help, laid out as in a pipe, with its headings, commands, options and placeholders coloured.

    Args:
        text: The help as Click lays it out.
        example: The word that opens the closing example ("Example:" in the language spoken).
        placeholders: The command's metavars (SAVE, GAME...), coloured where they stand alone.
    """
    from rich.text import Text

    painted = Text(text)
    styles = [
        (r"(?m)^\S[^\n]*:$", "bold"),  # a section's heading
        (r"(?m)^\S+:(?= )", "bold"),  # Usage:
        (r"(?m)^  ([a-z][\w-]*)(?=  )", "bold cyan"),  # a command in a section's list
        (r"(?<![\w-])--?[a-zA-Z][\w-]*", "cyan"),  # an option
        (rf"(?m)^\s*{re.escape(example)} (.*)$", "green"),  # the example to type
    ]
    words = sorted({word for word in placeholders if word}, key=len, reverse=True)
    if words:
        styles.append((rf"(?<!\w)(?:{'|'.join(map(re.escape, words))})(?!\w)", "yellow"))
    for pattern, style in styles:
        for found in re.finditer(pattern, text):
            start, end = found.span(1) if found.groups() else found.span()
            painted.stylize(style, start, end)
    return rendered(painted, wrap=False)
