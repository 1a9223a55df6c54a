"""Civilization's Hand panel listed a player's great persons twice (play-test 5): once among the game's counters
("great persons: Sun Tzu"), once from the ledger ("great persons: sun-tzu 1"). Once now, in either language."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from pathlib import Path

import pytest
from rich.text import Text

from engine import saves
from engine.i18n import set_language
from engine.session import Session
from tests.civilization.helpers import go_to, new
from tests.settle import settle
from tui.app.app import TabulaApp
from tui.app.screens.session_parts import holder_name
from tui.app.widgets.hand_panel import HandPanel
from tui.app.widgets.render import render_player


def _with_a_great_person() -> Session:
    session = new(("Ondrej", "china"), ("Filip", "rome"))
    go_to(session, "movement")
    session.act("relic", {"relic": "School of Confucius"})
    session.act("great-person", {"person": "sun-tzu"})
    return session


@pytest.fixture
def czech_app() -> Iterator[None]:
    set_language("cs", explicit=True)
    yield
    set_language("en")


async def test_the_hand_panel_lists_great_persons_once(tmp_path: Path) -> None:
    session = _with_a_great_person()
    saves.save(session, tmp_path / "civ.toml")
    async with TabulaApp(session_path=tmp_path / "civ.toml", saves_dir=tmp_path).run_test(size=(160, 50)) as pilot:
        await settle(pilot)
        panel = pilot.app.screen.query_one(HandPanel)
        await settle(pilot)
        text = "\n".join(str(s.render()) for s in panel.query("Static"))
        assert "Sun Tzu" in text, text
        assert text.count("great persons") == 1, text


def test_in_czech_too(czech_app: None) -> None:
    session = _with_a_great_person()
    shown = render_player(session.summary(), 0, labels=partial(holder_name, session))
    assert isinstance(shown, Text)
    shown = shown.plain
    lines = [line.split(":")[0] for line in shown.splitlines() if ":" in line]
    assert len(lines) == len(set(lines)), shown
