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
    """A plain aligned text table (no Rich: it costs start-up time)."""
    every = [header, *rows]
    widths = [max(len(str(row[i])) for row in every) for i in range(len(header))]
    lines = []
    for row in every:
        lines.append("  ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip())
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
