"""The home screen's Continue list names a save's phase as its game does in the session (issue 31): a Hellas
save read "Turn", its phase's id, where the session's phase panel says "Turns" ("Tahy" in Czech)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from textual.widgets import DataTable

from engine import saves
from engine.i18n import set_language
from tests.settle import until
from tui.app.app import TabulaApp
from tui.app.screens.home import HomeScreen
from tui.library import copy_demo

#: Demos whose phase's id is not its name: Hellas's "turn" (Turns), Mare Nostrum's "strategy" (Strategy).
GAMES = ("hellas", "mare-nostrum")


@pytest.fixture
def czech_app() -> Iterator[None]:
    set_language("cs", explicit=True)  # as `tabula --lang cs`: TABULA_LANG=en (the conftest's) does not win
    yield
    set_language("en")


def _saved(folder: Path) -> dict[str, Path]:
    return {game: copy_demo(folder, game)[1] for game in GAMES}


async def _phases_listed(folder: Path) -> dict[str, str]:
    """Each save's phase as the Continue list shows it, by the save's name."""
    app = TabulaApp(saves_dir=folder)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: bool(app.screen.query("#saves")), "the Continue list")
        assert isinstance(app.screen, HomeScreen)
        table = app.screen.query_one("#saves", DataTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
    return {row[0]: row[3] for row in rows}


def _as_the_session_says(path: Path) -> str:
    """The phase as the session screen's phase panel names it (in the language spoken)."""
    return saves.load(path).phase.title


async def test_each_game_s_phase_is_named_as_in_its_session(tmp_path: Path) -> None:
    paths = _saved(tmp_path)
    listed = await _phases_listed(tmp_path)
    assert listed[paths["hellas"].stem] == "Turns" == _as_the_session_says(paths["hellas"])
    assert listed[paths["mare-nostrum"].stem] == "Strategy" == _as_the_session_says(paths["mare-nostrum"])


async def test_the_phase_is_said_in_the_language_spoken(tmp_path: Path, czech_app: None) -> None:
    paths = _saved(tmp_path)
    listed = await _phases_listed(tmp_path)
    # Each in its own game's words (a Hellas session speaks Hellas's, whatever game was loaded last).
    assert listed[paths["hellas"].stem] == "Tahy"
    assert listed[paths["mare-nostrum"].stem] == "Strategie"


async def test_a_save_written_before_the_name_was_kept_is_named_too(tmp_path: Path) -> None:
    path = _saved(tmp_path)["hellas"]
    text = path.read_text(encoding="utf-8")
    assert 'phase_name = "Turns"\n' in text
    path.write_text(text.replace('phase_name = "Turns"\n', ""), encoding="utf-8")
    listed = await _phases_listed(tmp_path)
    assert listed[path.stem] == "Turns"
