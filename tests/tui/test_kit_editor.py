"""The kit editor: facts entered once, checked as they are typed, kept as the user's kit."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Button, DataTable, Input, OptionList, Static

from engine import kitfiles, registry
from tui.app.app import TabulaApp
from tui.app.screens.kit import KitScreen


async def _enter(pilot: object, screen: KitScreen, key: str, value: str) -> None:
    field = screen.query_one(f"#fact-{key}", Input)
    field.value = value
    # The as-typed check runs first, as when a person types and then presses Enter (on a loaded machine
    # it otherwise landed after the submit and overwrote its message).
    await pilot.pause()  # type: ignore[attr-defined]
    await field.action_submit()
    await pilot.pause()  # type: ignore[attr-defined]


async def test_facts_are_checked_as_typed_and_kept_for_every_new_session(tmp_path: Path, data_dir: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="market-day")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, KitScreen)
        head = str(screen.query_one("#kit-head", Static).render())
        assert "stalls: 1 of 3 entries missing; 1 fact unknown" in head
        table = screen.query_one("#kit-entries", DataTable)
        table.move_cursor(row=1)  # the tower
        await pilot.pause()
        field = screen.query_one("#fact-cost", Input)
        field.value = "1x"
        await pilot.pause()
        assert "is not a whole number" in str(screen.query_one("#kit-message", Static).render())  # as it is typed
        await _enter(pilot, screen, "cost", "12")
        assert "12 is above 9" in str(screen.query_one("#kit-message", Static).render())
        assert screen.kit.known("buildings", "tower", "cost") == 5  # refused: nothing changed
        await _enter(pilot, screen, "cost", "4")
        assert screen.kit.known("buildings", "tower", "cost") == 4 and screen.changed
        # The stalls: what is unknown gets known, a missing stall is added.
        screen.query_one("#kit-sections", OptionList).highlighted = 1
        await pilot.pause()
        table.move_cursor(row=1)  # the bread stall
        await pilot.pause()
        await _enter(pilot, screen, "goods", "Bread")
        assert screen.kit.known("stalls", "bread", "goods") == ["bread"]
        screen.query_one("#kit-new", Input).value = "Wine stall"
        screen.query_one("#kit-add", Button).press()
        await pilot.pause()
        assert screen.entry == "wine-stall"
        await _enter(pilot, screen, "goods", "wine")
        # CI: on a loaded machine the typing's change event came after Enter and said "fits (Enter to
        # keep)" over what the keep said; a change to the value already kept says nothing.
        said = str(screen.query_one("#kit-message", Static).render())
        typed = screen.query_one("#fact-goods", Input)
        typed.post_message(Input.Changed(typed, typed.value))
        await pilot.pause()
        assert str(screen.query_one("#kit-message", Static).render()) == said
        await _enter(pilot, screen, "neighbours", "fish")  # the fish stall does not list it back
        assert "does not list wine-stall back" in str(screen.query_one("#kit-message", Static).render())

        table.move_cursor(row=0)  # the fish stall first lists the new one, then the new one lists it back
        await pilot.pause()
        await _enter(pilot, screen, "neighbours", "bread, wine stall")
        table.move_cursor(row=2)
        await pilot.pause()
        await _enter(pilot, screen, "neighbours", "fish")
        await pilot.press("ctrl+s")
        await pilot.pause()
    kept = kitfiles.current(registry.load("market-day"))
    assert kept.origin == "user kit" and (data_dir / "kits" / "market-day.toml").is_file()
    assert kept.known("buildings", "tower", "cost") == 4 and kept.known("stalls", "wine-stall", "goods") == ["wine"]
    assert kept.missing() == []


async def test_a_choice_is_picked_by_typing_and_escape_asks_before_dropping_changes(tmp_path: Path) -> None:
    from textual.widgets import Select

    from tui.app.screens.dialogs import ConfirmDialog

    app = TabulaApp(saves_dir=tmp_path, kit_game="aquileia")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, KitScreen)
        names = [s.name for s in screen.schema.sections]
        section = next(s for s in screen.schema.sections if any(f.choices and f.type == "str" for f in s.fields))
        screen.query_one("#kit-sections", OptionList).highlighted = names.index(section.name)
        await pilot.pause()
        table = screen.query_one("#kit-entries", DataTable)
        table.move_cursor(row=0)
        await pilot.pause()
        field = next(f for f in section.fields if f.choices and f.type == "str")
        pick = screen.query_one(f"#fact-{field.name}", Select)
        before = screen.kit.known(section.name, screen.entry, field.name)
        wanted = next(c for c in field.choices if c != before)
        pick.focus()
        await pilot.press(*wanted[:3])
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.kit.known(section.name, screen.entry, field.name) == wanted and screen.changed
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)  # unkept changes are never dropped silently
        await pilot.press("n")
        await pilot.pause()
        now: object = app.screen  # not narrowed by the dialog check above
        assert now is screen
