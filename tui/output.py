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


def render_summary(summary: dict[str, Any]) -> str:
    """``tabula show`` for people."""
    lines = [
        f"{summary['name']} — {summary['game']}, round {summary['round']}, phase {summary['phase']}"
        + (f" ({summary['step']})" if summary.get("step") else ""),
        f"turn: {summary['turn'] or 'everyone'}; events: {summary['events']}",
        "",
    ]
    players = summary["players"]
    if players:
        keys = [k for k in players[0] if k not in ("name", "faction")]
        rows = [[p["name"], p["faction"], *[_cell(p.get(k)) for k in keys]] for p in players]
        lines.append(table(rows, ["player", "faction", *keys]))
    if summary["victory"]:
        lines.append("")
        lines.append("victory:")
        for item in summary["victory"]:
            mark = "  WON" if item["met"] else ""
            lines.append(f"  {item['player']}: {item['label']} {item['value']} of {item['target']}{mark}")
    if summary["winners"]:
        lines.append("")
        lines.append("WINNER: " + ", ".join(summary["winners"]))
    return "\n".join(lines)


def _cell(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)
