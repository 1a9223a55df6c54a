"""A card list taller than the Phase panel scrolls the panel as the cursor goes down it (play-test at 80x24:
Down went on past the panel's bottom edge, the row with the cursor out of sight)."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region

from engine import saves
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.settle import settle
from tests.tui.driver import Driver
from tui.app.app import TabulaApp
from tui.app.widgets.tick import CURSOR, CardList
from tui.app.widgets.wizard import WizardPanel

#: Cards in Egypt's hand: a list far taller than the Phase panel at 80x24.
CARDS = 16


def _big_hand(folder: Path) -> TabulaApp:
    """Mare Nostrum's trade, Egypt to offer from a hand of ``CARDS`` cards."""
    session = new_game("egypt", "carthage", "greece", "rome")
    finish_setup(session)
    deal(session, "Egypt", {"taxes": CARDS - 4, "wine": 2, "fish": 2})
    session.act("exchange-size", {"count": "2"})
    session.name = "big"
    path = folder / "big.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


def _cursor_row(cards: CardList) -> Region:
    """Where on the screen the row with the cursor is (each card a row of its own)."""
    assert cards.highlighted is not None and cards.virtual_size.height == cards.option_count
    top = cards.content_region.y + cards.highlighted - cards.scroll_offset.y
    return Region(cards.content_region.x, top, cards.content_region.width, 1)


def _in_sight(cards: CardList, panel: WizardPanel) -> None:
    """The row with the cursor lies in the panel's view, and the terminal shows it there, marked ``>``."""
    row = _cursor_row(cards)
    assert panel.scrollable_content_region.contains_region(row), (cards.highlighted, row)
    assert cards.highlighted is not None
    card = str(cards.get_option_at_index(cards.highlighted).prompt)
    painted = cards.screen._compositor.render_strips()[row.y].crop(row.x, row.right).text
    assert f"{CURSOR}{card}" in painted, (cards.highlighted, painted)


async def test_the_row_with_the_cursor_stays_in_sight_as_it_goes_down_a_long_card_list(tmp_path: Path) -> None:
    async with _big_hand(tmp_path).run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        form = drive.screen._form()
        assert form is not None and form.action == "offer"
        form = await drive.reveal(form)
        cards = form.query_one("#field-cards", CardList)
        panel = drive.screen.query_one(WizardPanel)
        assert cards.option_count == CARDS and cards.region.height > panel.scrollable_content_region.height
        assert pilot.app.focused is cards
        for step in range(CARDS - 1):
            await pilot.press("down")
            await settle(pilot)
            assert cards.highlighted == step + 1
            _in_sight(cards, panel)
        for _ in range(CARDS - 1):  # and back up
            await pilot.press("up")
            await settle(pilot)
            _in_sight(cards, panel)
        assert cards.highlighted == 0
