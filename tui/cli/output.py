"""Printing for the CLI: one JSON document, or short human-readable text."""

from __future__ import annotations

import sys
from typing import Any


def emit_json(document: Any) -> None:
    """Print exactly one JSON document on stdout."""
    import json  # lazily: most commands print text

    sys.stdout.write(json.dumps(document, ensure_ascii=False, indent=2) + "\n")


def say(text: str = "") -> None:
    """Print a line for people."""
    sys.stdout.write(text + "\n")


def warn(text: str) -> None:
    """Print a one-line message on stderr."""
    sys.stderr.write(f"tabula: {text}\n")


def table(rows: list[list[str]], header: list[str]) -> str:
    """A text table for people, laid out by Rich: at a terminal it fits the terminal's width (a long cell
    wraps within its column, as ``kit list``'s did not) with its header in bold where colour is allowed; in a
    pipe or a file each row stays one line, uncoloured.

    Rich's import costs ``games``, ``list``, ``--version``, ``kit list`` and ``serve`` about 40 ms (measured on
    a loaded two-core machine: ``import typer`` 0.12 s, with Rich's console and table 0.16 s), on commands a
    person runs now and then, never on a Tab press, a calculator or ``act``; worth a table that fits the
    terminal. Cells are plain text (a name like ``[b]`` is never markup).
    """
    import io
    import shutil

    from rich import box
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from tui.cli.terminal import at_terminal, colour

    grid = Table(box=box.SIMPLE_HEAD, show_edge=False, pad_edge=False, padding=(0, 1, 0, 0), header_style="bold")
    for name in header:
        grid.add_column(Text(name), overflow="fold")
    for row in rows:
        grid.add_row(*(Text(str(cell)) for cell in row))
    painted = colour()
    console = Console(
        file=io.StringIO(),
        force_terminal=painted,
        color_system="standard" if painted else None,
        # Out of a terminal nothing is wrapped: a script reads each row whole.
        width=shutil.get_terminal_size().columns if at_terminal() else 10_000,
        highlight=False,
        emoji=False,
    )
    console.print(grid)
    # Rich pads each line to the width: spaces nobody reads, and copied with the text.
    return "\n".join(line.rstrip() for line in console.file.getvalue().strip("\n").splitlines())  # type: ignore[attr-defined]
