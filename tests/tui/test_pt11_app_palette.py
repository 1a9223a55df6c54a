"""Ctrl+P over a session lists the session's actions first, then its rules topics, then the saves, as the README
says (play-test 11: it opened on four "Open: <save>" entries, Textual's own commands first of all in a test)."""

from __future__ import annotations

from pathlib import Path

from textual.command import CommandList, CommandPalette

from tests.settle import settle, until
from tests.tui.driver import demo_app
from tui.library import copy_demo


def _listed(palette: CommandPalette) -> list[str]:
    listed = palette.query_one(CommandList)
    return [str(listed.get_option_at_index(i).prompt).splitlines()[0] for i in range(listed.option_count)]


async def test_the_palette_opens_on_the_sessions_actions(tmp_path: Path) -> None:
    copy_demo(tmp_path, "hellas")  # another save to list
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+p")
        await until(pilot, lambda: isinstance(app.screen, CommandPalette), "the palette")
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        await until(pilot, lambda: any(t.startswith("Open:") for t in _listed(palette)), "the saves listed")
        await settle(pilot)
        titles = _listed(palette)
        assert titles[0].startswith("Action: "), titles[:5]
        first_save = next(i for i, t in enumerate(titles) if t.startswith("Open:"))
        last_action = max(i for i, t in enumerate(titles) if t.startswith("Action: "))
        first_rules = next(i for i, t in enumerate(titles) if t.startswith("Rules: "))
        assert last_action < first_rules < first_save, titles
        assert "Open: hellas-demo" in titles
