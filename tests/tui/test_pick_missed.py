"""Enter on a pick list's search that found nothing (issue 31, the play-test: "ath" Enter then "ol" Enter Enter, meant
for oil, recorded gems: the miss closed the list empty, the next Enter opened it again and the one after picked its
first entry). The list stays open on the search, with a bell; Backspace edits it; nothing is picked meanwhile."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import registry, saves
from engine.session import Session
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_burst_answer import _type
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickOverlay, pick_of


async def _after(folder: Path, keys: list[str], burst: bool) -> tuple[Any, ...]:
    """A new Mare Nostrum session on its first caravan's form, after ``keys``: the form's values, the events, the
    list the cursor is in (open or not) and its search, and how many bells rang."""
    session = Session.new(registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bob", "Cy")], (), {}, name="mn")
    saves.save(session, folder / "mn.toml")
    app = TabulaApp(session_path=folder / "mn.toml", saves_dir=folder)
    bells: list[None] = []
    app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = Driver(pilot).screen
        assert screen.query_one(ActionForm).action == "caravan-good"
        await _type(pilot, keys, burst)
        pick = pick_of(pilot.app.focused)
        shown = None if pick is None else (pick.id, pick.expanded, pick.query_one(PickOverlay).typed)
        return screen.query_one(ActionForm).values(), len(screen.session.events), shown, len(bells)


@pytest.mark.parametrize("burst", [False, True])
async def test_enter_on_a_search_that_found_nothing_keeps_the_list_open_on_it(tmp_path: Path, burst: bool) -> None:
    keys = ["enter", *"ath", "enter", "enter", *"ol", "enter", "enter"]
    values, applied, shown, bells = await _after(tmp_path, keys, burst)
    # Athens taken, no good picked (gems was), nothing applied; the list open on "ol", a bell for each Enter.
    assert values == {"player": "Ann", "province": "athens"}
    assert applied == 0
    assert shown == ("field-good", True, "ol")
    assert bells == 2


async def test_backspace_mends_a_search_that_found_nothing(tmp_path: Path) -> None:
    keys = ["enter", *"ath", "enter", "enter", *"ol", "enter", "backspace", "i", "enter"]
    values, applied, shown, _ = await _after(tmp_path, keys, False)
    assert values == {"player": "Ann", "province": "athens", "good": "oil"}
    assert applied == 0
    assert shown is not None and shown[:2] == ("field-good", False)
