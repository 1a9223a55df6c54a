"""Pick lists guide the player (issue 31, play-test item 9): the open list shows what was typed and finds an
option by the starts of its words; Backspace takes a letter back, Escape closes; the list stays inside the
panel that holds the field, at 80x24 too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual import events
from textual.widget import Widget
from textual.widgets import Select

from tests.settle import _press, resize, settle
from tests.tui.driver import Driver
from tests.tui.driver import demo_app as _app
from tests.tui.driver import session_screen as _screen
from tui.app.screens.session import SessionScreen
from tui.app.widgets.pick import PickList, PickOverlay, found_in, match, words


def _focused(pilot: Any) -> Widget | None:
    focused: Widget | None = pilot.app.focused
    return focused


def _title(overlay: PickOverlay) -> str:
    title = overlay.border_title
    return title.plain if isinstance(title, Text) else str(title or "")


def _highlighted(pick: PickList) -> str | None:
    index = pick.query_one(PickOverlay).chosen
    if index is None:
        return None
    prompt = pick._options[index][0]
    return prompt.plain if isinstance(prompt, Text) else str(prompt)


async def _space_field(pilot: Any) -> PickList:
    """The Aquileia demo's placement form, the cursor on its space list (closed)."""
    drive = Driver(pilot)
    await drive.fill("place")
    pick = drive.screen.query_one("#field-space", PickList)
    pick.focus()
    await settle(pilot)
    return pick


def test_a_word_typed_finds_the_start_of_any_word_of_an_option_accents_aside() -> None:
    assert found_in(words("portus g"), words("Portus gold"))
    assert not found_in(words("portus g"), words("Portus bronze"))
    assert found_in(words("st g"), words("Stadium gold 2a"))  # not a run of letters: the starts of two words
    assert found_in(words("gold"), words("Stadium gold 2a"))  # a word further on
    assert not found_in(words("s s"), words("Stadium gold 2a"))  # each typed word starts a different word
    assert found_in(words("s s"), words("Stadium silver 1"))
    assert found_in(words("zlu"), words("Žlutá louka"))  # accents folded, either way
    assert found_in(words("Žlu"), words("zlutá"))
    assert not found_in(words("ium"), words("Stadium"))  # inside a word is not a start
    # What starts the whole name comes first, then a phrase at a word's start, then words' starts anywhere, each
    # in the option's name before what it says of itself (the play-test's "move l" picked move-fleet's "leave").
    leave = "move-fleet — Sail fleets one sea zone (new fleets leave their province)"
    assert match("move-l", "move-legion — March legions") == 0 and match("move-l", leave) == 4
    assert (match("move l", "move-legion — March legions"), match("move l", leave)) == (2, 4)
    assert (match("leg", "move-legion — March legions"), match("leg", "helen — a legion of hers")) == (1, 3)
    assert match("gold 2", "Stadium gold 2a") == 1 and match("ium", "Stadium") is None


async def test_the_open_list_shows_what_was_typed_and_finds_by_word_starts(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        pick = await _space_field(pilot)
        events = len(screen.session.events)
        await pilot.press(*"portus g")  # the first letter opens the list
        overlay = pick.query_one(PickOverlay)
        assert pick.expanded and _focused(pilot) is overlay
        # Play-test: "portus g" picked "Servi top", and what was typed showed nowhere.
        assert "portus g" in _title(overlay), _title(overlay)
        assert _highlighted(pick) == "Portus gold"
        await pilot.press("backspace", "s")
        assert "portus s" in _title(overlay) and _highlighted(pick) == "Portus silver"
        for _ in "portus s":
            await pilot.press("backspace")
        await pilot.press(*"st g")  # the starts of two words, not a run of letters in one
        assert "st g" in _title(overlay)
        assert (_highlighted(pick) or "").startswith("Stadium gold"), _highlighted(pick)
        # A search that finds nothing says so, and leaves nothing highlighted for Enter to pick or apply.
        await pilot.press("x")
        assert "nothing found" in _title(overlay) and _highlighted(pick) is None
        await pilot.press("enter")
        assert pick.value == Select.NULL and len(screen.session.events) == events
        # Nothing picked: the list stays open on the search, to be mended (issue 31: closed empty, the next two
        # Enters opened it and picked its first entry); Escape closes it, the cursor back on the field.
        assert pick.expanded and _focused(pilot) is overlay and overlay.typed == "st gx"
        await pilot.press("escape")
        assert not pick.expanded and _focused(pilot) is pick
        # Opened again, the list searches afresh and says how; Escape closes it, the cursor back on the field.
        await pilot.press("down")
        assert pick.expanded and overlay.typed == "" and "type to find" in _title(overlay)
        await pilot.press("p", "escape")
        assert not pick.expanded and _focused(pilot) is pick and pick.value == Select.NULL
        assert isinstance(pilot.app.screen, SessionScreen)


async def test_the_open_list_stays_inside_its_panel_and_the_screen(tmp_path: Path) -> None:
    # The space list (27 places) hangs from a field near the foot of the Phase panel: at 120x40 it ran over
    # the Log panel's border; at 80x24 (panels as tabs) over the panel's border and the key bar.
    for size in ((120, 40), (80, 24)):
        async with _app(tmp_path, "aquileia").run_test(size=size) as pilot:
            await pilot.pause()
            screen = _screen(pilot)
            pick = await _space_field(pilot)
            await pilot.press("down")
            assert pick.expanded
            _inside(screen, pick, size)
            # Its entries scroll inside it: the last one is reached with End.
            await pilot.press("end")
            assert _highlighted(pick) == pick.option_texts[-1]
            # Still open as the terminal is resized (a phone turned), it is placed anew.
            other = (80, 24) if size == (120, 40) else (100, 30)
            await resize(pilot, *other)
            assert pick.expanded
            _inside(screen, pick, other)


def _inside(screen: SessionScreen, pick: PickList, size: tuple[int, int]) -> None:
    """The open list lies inside the Phase panel's border and the screen, clear of its own field."""
    shown = pick.query_one(PickOverlay).region
    panel = screen.query_one("#wizard").content_region
    assert shown.height >= 5, (size, shown)  # a few entries to read, not a sliver
    assert panel.contains_region(shown), (size, shown, panel)
    assert screen.region.contains_region(shown), (size, shown)
    assert not shown.overlaps(pick.region), (size, shown, pick.region)


async def test_enter_on_the_blank_entry_gives_the_cursor_back_with_the_keys_typed(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        pick = await _space_field(pilot)
        events = len(screen.session.events)
        # Opens the list on its first entry offered (issue 31); Up goes to the blank one before it.
        await pilot.press("down", "up")
        assert pick.expanded and pick.query_one(PickOverlay).highlighted == 0
        await pilot.press("enter", "f")
        # The screen held the keys after Enter for a next form that never came: the cursor went nowhere and
        # every key typed after it was lost. Nothing is picked; the cursor is back; the letter searches.
        assert len(screen.session.events) == events
        assert _focused(pilot) is pick.query_one(PickOverlay) and pick.expanded
        assert "f" in _title(pick.query_one(PickOverlay)) and (_highlighted(pick) or "").startswith("Forum")


async def test_letters_typed_at_speed_search_in_the_order_typed(tmp_path: Path) -> None:
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pick = await _space_field(pilot)
        # Typed at paste speed: the list opens on the first letter while the next ones are on their way.
        await _press(pilot, *"portus g")
        await settle(pilot)
        overlay = pick.query_one(PickOverlay)
        assert "portus g" in _title(overlay) and _highlighted(pick) == "Portus gold"


async def test_enter_on_a_search_that_found_nothing_applies_nothing_even_with_a_value_picked(
    tmp_path: Path,
) -> None:
    # The list found nothing for what was typed: the value picked before is not what the player now means.
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        pick = await _space_field(pilot)
        await pilot.press(*"portus g", "escape")
        pick.value = next(value for _prompt, value in pick._options if isinstance(value, str))
        await settle(pilot)
        picked, events = pick.value, len(screen.session.events)
        await pilot.press("down", "x")
        assert pick.expanded and _highlighted(pick) is None
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.session.events) == events and pick.value == picked


async def test_tab_in_an_open_list_takes_what_its_search_found(tmp_path: Path) -> None:
    # Play-test: `b` Tab closed the list and left the field empty.
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pick = await _space_field(pilot)
        await pilot.press(*"portus g", "tab")
        await settle(pilot)
        assert not pick.expanded and pick.value != Select.NULL
        labels = {value: str(prompt) for prompt, value in pick._options}
        assert labels[pick.value] == "Portus gold"
        assert _focused(pilot) is not pick  # and the cursor went on, as Tab does


async def test_tab_from_the_action_list_goes_into_the_form_and_back(tmp_path: Path) -> None:
    # Play-test: with the cursor on the action list, Tab and shift+Tab did nothing (stuck there).
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        actions = screen.query_one("#action-select", PickList)
        actions.focus()
        await settle(pilot)
        await pilot.press("tab")
        await settle(pilot)
        form = screen._form()
        assert form is not None and _focused(pilot) in list(form.query("*"))
        await pilot.press("shift+tab")
        await settle(pilot)
        assert _focused(pilot) is actions


async def test_the_name_of_an_area_finds_its_spaces(tmp_path: Path) -> None:
    # Re-test: "mer" found nothing in the space list; the player meant the Mercatus (its spaces are named Dolus,
    # Pecunia...: the area is what the board prints over them).
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pick = await _space_field(pilot)
        await pilot.press(*"mer")
        space = _highlighted(pick)
        found = _screen(pilot).session.catalogue("space").get(space or "")
        assert found is not None and found.group == "Mercatus", space


async def test_a_digit_typed_into_a_search_searches(tmp_path: Path) -> None:
    # Re-test: "arena 2" in Aquileia's space list: at "2" the screen asked to show Kaja's hidden cards, and the
    # search stayed "arena ".
    async with _app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        pick = await _space_field(pilot)
        driver = pilot.app._driver
        assert driver is not None
        for key, char in [*((c if c != " " else "space", c) for c in "arena "), ("2", "2")]:
            driver.send_message(events.Key(key, char))  # at speed: each key before the last is handled
        await settle(pilot)
        overlay = pick.query_one(PickOverlay)
        assert isinstance(pilot.app.screen, SessionScreen)  # no question about a hand
        assert overlay.typed == "arena 2" and "arena 2" in _title(overlay)
        assert (_highlighted(pick) or "").startswith("Arena 2"), _highlighted(pick)


async def test_tab_in_an_open_list_goes_on_to_the_next_field_of_the_form(tmp_path: Path) -> None:
    # Re-test: "sou" Tab in the buy form's province list took the province and put the cursor in the Map's
    # find box, where the next letter filtered the map.
    async with _app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screen(pilot)
        await screen.open_form("move-legion")
        await settle(pilot)
        first = screen.query_one("#field-from", PickList)
        first.focus()
        await settle(pilot)
        await pilot.press("r", "o", "tab")
        await settle(pilot)
        assert first.value != Select.NULL
        focused = _focused(pilot)
        form = screen._form()
        assert focused is not None and form is not None and form in focused.ancestors, focused
        assert focused is not first and first not in focused.ancestors
