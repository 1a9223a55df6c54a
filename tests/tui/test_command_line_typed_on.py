"""The ``:`` line after the keyboard-only re-test of issue 31: what is on the line after Tab is all that shows
there (":printed province=nor" Tab showed north-of-athens faded, read as typed, and the Space typed next made
"north-of- "), and a misspelt action is named with what was meant before the words after it are read."""

from __future__ import annotations

from pathlib import Path

from tests.tui.driver import demo_app, open_command_line, session_screen, status_of


async def test_what_tab_shows_stays_when_the_next_key_is_typed(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        await pilot.press(*"printed province=nor", "tab")
        # The start the candidates share is typed, they are listed, and nothing more shows after the cursor.
        assert line.value == "printed province=north-of-"
        assert "north-of-athens" in status_of(screen).split()
        assert line.suggested == ""
        # The next Tab types the first listed; a key typed after it keeps it.
        first = status_of(screen).split()[0]
        await pilot.press("tab", "space")
        assert line.value == f"printed province={first} "


async def test_a_misspelt_action_is_named_with_what_was_meant_first(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        await pilot.press(*"nxet clara", "enter")
        said = status_of(screen)
        assert "no action 'nxet'" in said and "did you mean" in said and "next" in said, said
        assert "FIELD=VALUE" not in said
        # Left on the line to be mended.
        assert line.display and line.value == "nxet clara"
