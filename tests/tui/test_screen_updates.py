"""The session screen updates what changed, not everything (issue 31: an action, an undo took 0.4-0.5 s on a
1,000-event session): the new log line is added and no other described again, panels whose data is the same
are not drawn again, a form that stays the same is kept, and an Apply or a field edit runs the rules once."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from textual import events
from textual.color import Color
from textual.screen import Screen
from textual.widgets import Input, OptionList, Select

from engine import saves
from engine.session import Session
from tests.conftest import new_market
from tests.mare_nostrum.helpers import finish_setup, new_game
from tests.settle import resize, settle
from tui.app.app import TabulaApp
from tui.app.controller import LogLines
from tui.app.screens.session import SessionScreen
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.log_panel import LogPanel, _Entry
from tui.app.widgets.map_panel import MapPanel
from tui.app.widgets.pick import Stepper
from tui.app.widgets.wizard import WizardPanel

#: Events in the session: more than the log shows at first (its "earlier events" line is there).
ROLLS = 30


def _app(folder: Path) -> TabulaApp:
    """Mare Nostrum past its setup and ``ROLLS`` rolls on: the exchange size is what the rules wait for."""
    session = new_game("egypt", "carthage", "greece", "rome")
    session.name = "updates"
    finish_setup(session)
    for _ in range(ROLLS):
        session.act("roll", {"dice": "roll:2", "why": "test"})
    path = folder / "updates.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


def _counting(monkeypatch: pytest.MonkeyPatch, calls: Counter[str], *targets: tuple[type, str]) -> None:
    """Count the calls of each ``(class, method)`` in ``calls``, by the method's name."""
    for owner, name in targets:
        method = getattr(owner, name)

        def counted(*args: Any, __method: Any = method, __name: str = name, **kwargs: Any) -> Any:
            calls[__name] += 1
            return __method(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


def _log(screen: SessionScreen) -> list[str]:
    """The log's lines as listed: the earlier events' line, then each entry's number."""
    log = screen.query_one(LogPanel).query_one("#log-list", OptionList)
    prompts = [log.get_option_at_index(i).prompt for i in range(log.option_count)]
    return [str(p.number) if isinstance(p, _Entry) else str(p).strip() for p in prompts]


def _screen(app: TabulaApp) -> SessionScreen:
    screen = app.screen
    assert isinstance(screen, SessionScreen), type(screen).__name__
    return screen


async def test_an_action_adds_its_log_line_and_runs_the_rules_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: Counter[str] = Counter()
    _counting(
        monkeypatch,
        calls,
        (LogLines, "_line"),
        (Session, "propose"),
        (MapPanel, "show"),
        (WizardPanel, "mount_form"),
        (Select, "set_options"),
    )
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(app)
        screen.pick_action("roll")
        await pilot.pause()
        assert isinstance(app.focused, Input) and app.focused.id == "field-dice"
        calls.clear()
        await pilot.press("6")
        assert screen.query_one(WizardPanel).check_text.startswith("allowed")
        assert calls["propose"] == 1, calls  # a field edit: one dry run
        calls.clear()
        await pilot.press("enter")
        events = len(screen.session.events)
        # The new event's line alone is described (each of the 20 shown was, again, on every action); Apply
        # commits the field edit's check (issue 38: one dry run per action), so the rules run only for the next
        # form's check; the map's places did not change.
        assert calls["_line"] == 1, calls
        assert calls["propose"] == 1, calls
        assert calls["show"] == 0, calls
        # The next form is made once (a pick sent round again made it twice), and the action list, whose
        # options are the same, is not set anew.
        assert calls["mount_form"] == 1 and calls["set_options"] == 0, calls
        # The log reads as a log made anew would: the earlier events' count, then every later entry in order.
        lines = _log(screen)
        earlier = int(lines[0].split()[1])
        assert lines[1:] == [str(n) for n in range(earlier + 1, events + 1)]
        assert screen.query_one(ActionForm).action == "exchange-size"


async def test_undo_and_redo_keep_the_form_that_stays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: Counter[str] = Counter()
    _counting(monkeypatch, calls, (LogLines, "_line"), (Session, "propose"), (Session, "summary"))
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(app)
        form = screen.query_one(ActionForm)  # the session opens on what the rules wait for
        assert form.action == "exchange-size"
        screen.query_one("#map-table").focus()
        await pilot.pause()
        events = len(screen.session.events)
        calls.clear()
        await pilot.press("ctrl+z")
        assert len(screen.session.events) == events - 1
        # Undoing a roll leaves the table as it was: the same form stays (it was made, styled and checked
        # anew, twice), checked once on the table as it is; of the log, only the line that comes back into
        # its first page is described (all 20 were).
        assert screen.query_one(ActionForm) is form
        assert calls["propose"] == 1 and calls["summary"] == 1 and calls["_line"] == 1, calls
        assert _log(screen)[-1] == "(1 undone; ctrl+y redoes)"
        assert _log(screen)[-2] == str(events - 1)
        calls.clear()
        await pilot.press("ctrl+y")
        assert len(screen.session.events) == events
        assert screen.query_one(ActionForm) is form
        assert calls["propose"] == 1 and calls["_line"] == 1, calls
        assert _log(screen)[-1] == str(events)


async def test_a_form_typed_in_is_made_anew_after_an_undo(tmp_path: Path) -> None:
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(app)
        form = screen.query_one(ActionForm)
        form.query_one("#field-count", Stepper).value = "2"
        await pilot.pause()
        screen.query_one("#map-table").focus()
        await pilot.pause()
        await pilot.press("ctrl+z")
        # As before: the form the rules wait for shows what the table says (the 2 is gone), refilled in place.
        again = screen.query_one(ActionForm)
        assert again.action == "exchange-size" and not again.entered
        assert "count" not in again.values()


async def test_moving_the_cursor_restyles_only_what_it_leaves_and_enters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A ``:focus-within`` border restyled every widget of the panel at each Tab (the whole form, on each
    # Apply too); the panel's bright border is set on the panel alone.
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(app)
        wizard, map_panel = screen.query_one("#wizard"), screen.query_one("#map")
        assert screen.focused is not None and wizard in screen.focused.ancestors_with_self
        accent = Color.parse(app.get_css_variables()["accent"])
        assert wizard.styles.border_top == ("round", accent)
        restyled: list[int] = []
        update = app.stylesheet.update_nodes

        def counted(nodes: Any, animate: bool = False) -> None:
            nodes = list(nodes)
            restyled.append(len(nodes))
            update(nodes, animate=animate)

        monkeypatch.setattr(app.stylesheet, "update_nodes", counted)
        screen.query_one("#map-table").focus()
        await pilot.pause()
        assert sum(restyled) < 10, restyled
        # The bright border moved with the cursor; the form's panel has the stylesheet's dim one again.
        assert map_panel.styles.border_top == ("round", accent)
        assert wizard.styles.border_top[1] != accent


async def test_the_same_actions_next_form_is_refilled_where_it_stands(tmp_path: Path) -> None:
    # Several players harvest in a row: the form stays and shows the next player's entry (made anew, it was
    # mounted, styled and laid out again: most of an Apply's time).
    session = new_market(3)
    path = tmp_path / "m.toml"
    saves.save(session, path)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = _screen(app)
        screen.pick_action("harvest")
        await settle(pilot)
        form = screen.query_one(ActionForm)
        assert form.values() == {"player": "Ann"}
        await pilot.press("enter")
        await settle(pilot)
        assert [e.actor for e in screen.session.events] == ["Ann"]
        assert screen.query_one(ActionForm) is form and form.values() == {"player": "Bo"}
        assert not form.entered and screen.query_one(WizardPanel).check_text.startswith("allowed")
        assert app.focused is not None and form in app.focused.ancestors_with_self
        await pilot.press("enter")
        await settle(pilot)
        assert [e.actor for e in screen.session.events] == ["Ann", "Bo"]
        assert screen.query_one(ActionForm) is form and form.values() == {"player": "Cy"}


async def test_a_session_opens_without_a_second_layout_for_the_same_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Textual kept a second start-up Resize of the same size and sent it once idle: the whole session screen
    # was laid out once more for nothing. Its first layout tells it its size once; a real change still comes.
    told: list[tuple[int, int]] = []
    on_resize = Screen._on_resize

    async def counted(self: Screen[object], event: events.Resize) -> None:
        if isinstance(self, SessionScreen):
            told.append((event.size.width, event.size.height))
        await on_resize(self, event)

    monkeypatch.setattr(Screen, "_on_resize", counted)
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert _screen(app).is_current
        assert told == [(120, 40)]
        await resize(pilot, 100, 30)
        assert (100, 30) in told


async def test_the_first_screen_is_made_once_the_app_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Made while the app mounts, Textual laid the session out and drew it with every frame held back, then did
    # it all again: the first frame a terminal showed came a full layout later.
    running: list[bool] = []
    compose = SessionScreen.compose

    def made(self: SessionScreen) -> Any:
        running.append(self.app._running and not self.app._batch_count)
        return compose(self)

    monkeypatch.setattr(SessionScreen, "compose", made)
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert _screen(app).is_current and running == [True]
        # Whatever opens first has the session made under it.
        app.open_rules("mare-nostrum")
        await settle(pilot)
        app.pop_screen()
        await settle(pilot)
        assert _screen(app).is_current and running == [True]


async def test_a_session_opens_on_the_awaited_form_made_with_its_panel(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Opened after mounting, the form the table waits for laid the whole screen out once more (the slowest
    # layout of opening a session): it is made with the panel, and readied as a form opened is.
    calls: Counter[str] = Counter()
    _counting(monkeypatch, calls, (WizardPanel, "mount_form"))
    app = _app(tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = _screen(app)
        form = screen.query_one(ActionForm)
        assert form.action == "exchange-size" and calls["mount_form"] == 0, calls
        assert app.focused is not None and form in app.focused.ancestors_with_self
        assert screen.query_one("#action-select", Select).value == "exchange-size"
        assert screen._wizard().check_text  # checked, as a form opened is
