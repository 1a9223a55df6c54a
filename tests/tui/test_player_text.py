"""Players' own text (names, reasons) is shown as typed, never read as markup."""

from __future__ import annotations

from pathlib import Path

from textual.content import Content
from textual.widgets import OptionList

from tests.tui.driver import Driver, fresh_app
from tui.app.widgets.hand_panel import HandPanel

NAMES = ["[b]Ann", "[/x]Bo", "Cy[/]"]


async def test_markup_like_names_and_reasons_show_literally(tmp_path: Path) -> None:
    app = fresh_app(tmp_path, "mare-nostrum", NAMES, "odd")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.act("roll", dice="roll:2", why="[red]lucky[/] [/x]")
        log = drive.screen.query_one("#log-list", OptionList)
        last = log.get_option_at_index(log.option_count - 1).prompt
        assert "[red]lucky[/] [/x]" in str(last)
        hand = drive.screen.query_one(HandPanel).text
        assert "[b]Ann" in hand
        # border_title reads back as markup: compare the text as shown.
        title = drive.screen.query_one("#hand").border_title or ""
        assert "[b]Ann" in Content.from_markup(title).plain
        # The status line about the roll shows the reason as typed too.
        assert "[red]lucky[/]" in drive.status()
