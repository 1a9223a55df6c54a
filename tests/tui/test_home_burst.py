"""The new-game form typed at paste speed ends as the same keys typed one by one (issue 31, the play-test: the home
form lost a player name typed in one burst). The app weighs its priority keys (Tab, Enter, Down) as it takes them
from its queue, before a list has handled the letters typed ahead: Tab left a faction list before "ro" had opened
it, and the list took the cursor back a moment later, with the next name typed into its search."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, Select

from tests.settle import settle
from tests.tui.test_home import choose
from tests.tui.test_home_typing import _typed
from tui.app.app import TabulaApp
from tui.app.widgets.pick import PickOverlay, pick_of


async def _ends(folder: Path, start: str, chunks: list[list[str]], burst: bool) -> tuple[Any, ...]:
    """Where the keys leave the Mare Nostrum form: the names, factions, the cursor and what an open list searches.
    A burst arrives in ``chunks``, the app left to settle between them (a terminal hands a paste on in pieces)."""
    app = TabulaApp(saves_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        screen.query_one(start).focus()
        await settle(pilot)
        for keys in chunks:
            if burst:
                _typed(app, *keys)
            else:
                await pilot.press(*keys)
            await settle(pilot)
        focused = app.focused
        pick = pick_of(focused)
        names = [screen.query_one(f"#seat-name-{seat}", Input).value for seat in range(4)]
        factions = [screen.query_one(f"#seat-faction-{seat}", Select).value for seat in range(4)]
        searched = pick.query_one(PickOverlay).typed if pick is not None and pick.expanded else None
        return names, [f if isinstance(f, str) else "" for f in factions], focused and focused.id, searched


@pytest.mark.parametrize(
    ("start", "keys"),
    [
        # A faction's letters, then Tab and the next name.
        ("#seat-name-0", [*"Ann", "tab", *"ro", "tab", *"Bo", "tab", *"ca", "tab", *"Cy"]),
        # Tab to a faction, Enter opens it, Down, Enter picks.
        ("#seat-name-0", [*"Ann", "tab", "enter", "down", "enter", "tab", *"Bo"]),
        # A faction found and picked with Enter, the next one left with Tab.
        ("#seat-faction-0", [*"ro", "enter", "tab", *"Bo", "tab", *"zz", "enter", "tab", *"Cy"]),
        # Enter in a name (one name: not started), then the next name typed in the same burst.
        ("#seat-name-0", [*"Ann", "enter", "tab", *"ca", "enter", "down", "down"]),
        # A name corrected (Backspace, the arrows) and Tab on: the box's own keys stay the box's.
        ("#seat-name-0", [*"Cy", "backspace", "o", "tab", "tab", *"Dee", "left", "backspace", "down", *"Flo"]),
        # The game's letters, then Tab on to the session name and the names.
        ("#new-game", [*"hel", "tab", *"mn1", "down", *"Ann"]),
    ],
)
async def test_the_form_typed_in_one_burst_ends_as_typed_key_by_key(
    tmp_path: Path, start: str, keys: list[str]
) -> None:
    burst = await _ends(tmp_path / "burst", start, [keys], True)
    assert burst == await _ends(tmp_path / "keys", start, [keys], False)


async def test_no_name_is_lost_to_a_faction_list_a_burst_left(tmp_path: Path) -> None:
    # The play-test's shape: the burst arrives in two pieces. The faction list "ro" opened after Tab had moved on
    # took the cursor back, and "Cy" went into its search.
    chunks = [[*"Ann", "tab", *"ro", "tab", *"Bo"], ["tab", "tab", *"Cy"]]
    names, _, focused, searched = await _ends(tmp_path, "#seat-name-0", chunks, True)
    assert names == ["Ann", "Bo", "Cy", ""] and focused == "seat-name-2" and searched is None
