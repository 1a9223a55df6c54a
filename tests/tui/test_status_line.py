"""The status line is one row for news, up to three for a refusal: a long message ends in an ellipsis, not half a
word cut at the edge, and a refusal is read whole (the play-test could not read why a command was refused)."""

from __future__ import annotations

from pathlib import Path

from textual.geometry import Region

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen


async def test_a_long_message_ends_in_an_ellipsis(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.status("Rome's legion goes to Babylon; " * 8)
        await settle(pilot)
        status = screen.query_one("#status")
        shown = status.render_lines(Region(0, 0, status.outer_size.width, 1))[0].text.rstrip()
        assert status.size.height == 1
        assert shown.endswith("…"), shown


async def test_a_refusal_is_read_whole_on_up_to_three_rows(tmp_path: Path) -> None:
    app = demo_app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        status = screen.query_one("#status")
        why = "attack: Thebes keeps one Greek at home (Ares lets one distant city be attacked, not two)"
        screen.status(why + "; the kit does not say that Thebes borders Argos", ok=False)
        await settle(pilot)
        rows = status.render_lines(Region(0, 0, status.outer_size.width, status.size.height))
        text = " ".join(row.text.strip() for row in rows)
        assert status.size.height == 2 and "borders Argos" in text, text
        screen.status("move-legion: " + "the kit does not say that Babylon borders Rome; " * 8, ok=False)
        await settle(pilot)
        rows = status.render_lines(Region(0, 0, status.outer_size.width, status.size.height))
        assert status.size.height == 3 and rows[-1].text.rstrip().endswith("…")
        screen.status("Applied.")  # news again: one row
        await settle(pilot)
        assert status.size.height == 1
