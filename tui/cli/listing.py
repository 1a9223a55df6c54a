"""``tabula list``: the saved sessions, newest first, with the folder they are in."""

from __future__ import annotations

from typing import Any

from engine.i18n import tr
from tui.cli.base import JSON, app, example, folder
from tui.cli.output import emit_json, say, table


@app.command("list", epilog=example("tabula list"))
def list_(json: bool = JSON) -> None:
    """List saved sessions (newest first)."""
    from engine import saves

    where = folder()
    found = saves.list_sessions(where)
    if json:
        emit_json(found)
        return
    # Said whole: the folder depends on where tabula runs (a ./saves here) and on the platform.
    if not found:
        say(tr("No saved sessions in {folder}.").format(folder=where.resolve()))
        return
    rows = [
        [s["name"], s["game"] or "?", str(s["round"] or "?"), _phase(s), s["modified"] or ""]
        if "error" not in s
        else [s["name"], tr("DAMAGED"), "", "", s["error"]]
        for s in found
    ]
    say(tr("Saved sessions in {folder}:").format(folder=where.resolve()))
    say(table(rows, [tr("name"), tr("game"), tr("round"), tr("phase"), tr("modified")]))


def _phase(entry: dict[str, Any]) -> str:
    """A listed save's phase as the game names it, in the language spoken ("?" when the save says none); a
    finished game is said to be over, with who won (its last phase was listed as if it went on: play-test 9)."""
    from engine.names import phrase_list
    from tui.library import phase_title

    if winners := entry.get("winners"):
        return tr("game over: {names} won").format(names=phrase_list([str(w) for w in winners], tr("and")))
    return phase_title(entry["game"], entry["phase"], entry["phase_name"] or "") if entry["phase"] else "?"
