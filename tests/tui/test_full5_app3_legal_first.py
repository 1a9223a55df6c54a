"""The ``:`` line's values come in the order the rules offer them given the fields typed before (play-test 5:
pick lists put the legal choices first): ``turn-up at=stadium card=`` listed the horses first, though only a
Stadium laurel can be turned up there."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen
from tui.app.widgets.command_completion import CommandSuggester
from tui.app.widgets.command_line import CommandLine


async def test_the_values_the_rules_allow_with_the_fields_typed_come_first(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        line = session_screen(pilot).query_one(CommandLine)
        suggester = line.suggester
        assert isinstance(suggester, CommandSuggester)
        found = suggester.candidates("turn-up at=stadium card=")
        assert found is not None and found[2][0].startswith("laurel"), found
        found = suggester.candidates("turn-up at=equi-1 card=")
        assert found is not None and not found[2][0].startswith("laurel"), found
        # A value the rules cannot read yet leaves the list as it was, never an error.
        assert suggester.candidates("turn-up at=nowhere card=") is not None
