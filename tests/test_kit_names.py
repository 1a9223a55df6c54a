"""A kit entry's name has the limit a player's name has (issue 31: the kit editor took a name of any length,
and the play-test's 165 characters then filled every list and refusal that named it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual import events
from textual.widgets import Button, Input

from engine.kitedit import with_entry, with_fact
from engine.kits import KitError, loads
from engine.names import NAME_LIMIT
from tests.fixture_game.ruleset import KIT
from tui.app.app import TabulaApp
from tui.app.screens.kit import KitScreen

SHIPPED = (Path(__file__).parent / "fixture_game" / "kit.toml").read_text(encoding="utf-8")


def test_a_new_entry_or_a_new_name_is_refused_past_the_limit() -> None:
    kit = loads(SHIPPED, KIT, "market-day", "kit")
    longest = "W" * (NAME_LIMIT - 6) + " stall"
    assert with_entry(kit, KIT, "stalls", longest).entries("stalls")[-1]["name"] == longest
    with pytest.raises(KitError, match=f"a name is up to {NAME_LIMIT} printable characters"):
        with_entry(kit, KIT, "stalls", "W" * 165)
    with pytest.raises(KitError, match=f"a name is up to {NAME_LIMIT} printable characters"):
        with_fact(kit, KIT, "stalls", "bread", "name", "Bread" * 20)
    with pytest.raises(KitError, match="printable"):
        with_fact(kit, KIT, "stalls", "bread", "aliases", "loaf, b\x07")
    renamed = with_fact(kit, KIT, "stalls", "bread", "name", "Baker").entry("stalls", "bread")
    assert renamed is not None and renamed["name"] == "Baker"


async def test_the_editor_cuts_a_long_name_typed_or_pasted(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="market-day")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, KitScreen)
        screen.query_one("#kit-sections").highlighted = 1  # type: ignore[attr-defined]
        await pilot.pause()
        box = screen.query_one("#kit-new", Input)
        box.focus()
        await pilot.pause()
        app.post_message(events.Paste("x" * 165))
        await pilot.pause()
        assert box.value == "x" * NAME_LIMIT
        await pilot.press("y")  # typed past the limit: not taken
        assert box.value == "x" * NAME_LIMIT
        screen.query_one("#kit-add", Button).press()
        await pilot.pause()
        assert screen.kit.entry("stalls", screen.entry) is not None
        assert screen.kit.entry("stalls", screen.entry)["name"] == "x" * NAME_LIMIT  # type: ignore[index]
        name = screen.query_one("#fact-name", Input)
        assert name.max_length == NAME_LIMIT
