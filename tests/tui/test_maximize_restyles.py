"""F2 (one panel on the whole screen) restyles nothing: Textual's own maximize sets a class on the screen, and
every widget of the session screen was styled again (up to 1.9 s with Hellas's voyage form open)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from textual.dom import DOMNode

from tests.settle import settle
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.session_parts import PANELS


async def test_f2_restyles_no_widget_and_escape_brings_the_panels_back(tmp_path: Path) -> None:
    app = demo_app(tmp_path, "hellas")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        screen.pick_action("voyage")
        await settle(pilot)
        restyled: list[DOMNode] = []
        update_nodes = app.stylesheet.update_nodes

        def counted(nodes: Iterable[DOMNode], animate: bool = False) -> None:
            nodes = list(nodes)
            restyled.extend(nodes)
            update_nodes(nodes, animate)

        app.stylesheet.update_nodes = counted  # type: ignore[method-assign]
        await pilot.press("f2")
        await settle(pilot)
        shown = [name for name in PANELS if screen.query_one(f"#{name}").display]
        assert shown == ["wizard"]
        assert not screen.query_one("#banner").display
        # The Phase panel may restyle itself for its new size (its check line docks); the screen is not restyled.
        assert screen not in restyled and screen.query_one("#map") not in restyled
        assert len(restyled) < 100, f"{len(restyled)} widgets styled again"
        await pilot.press("escape")
        await settle(pilot)
        assert [name for name in PANELS if screen.query_one(f"#{name}").display] == list(PANELS)
        assert screen._form() is not None, "Escape brought the panels back, the form stays open"
