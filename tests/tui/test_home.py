"""The home screen's New game form, played with the keyboard, and focus that shows in 256 colours."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.color import Color, ColorSystem
from rich.style import Style
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Input, OptionList, Select, SelectionList, Static

from engine import saves
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.home import HomeScreen
from tui.app.screens.keys import KeysScreen
from tui.app.screens.session import SessionScreen

#: The longest player name the engine takes (``Ruleset.assign_factions``).
NAME_LIMIT = 32


def current(app: TabulaApp) -> object:
    """The screen on top, unnarrowed (a test checks it again after a key changed it)."""
    return app.screen


def home(app: TabulaApp) -> HomeScreen:
    screen = app.screen
    assert isinstance(screen, HomeScreen), type(screen).__name__
    return screen


async def choose(pilot: Pilot[Any], game: str) -> HomeScreen:
    screen = home(pilot.app)  # type: ignore[arg-type]
    screen.query_one("#new-game", Select).value = game
    await pilot.pause()
    return screen


async def type_names(pilot: Pilot[Any], *names: str) -> None:
    screen = home(pilot.app)  # type: ignore[arg-type]
    for seat, name in enumerate(names):
        screen.query_one(f"#seat-name-{seat}", Input).value = name
    await pilot.pause()


async def leave_session(pilot: Pilot[Any]) -> None:
    """Escape back home, as a player does: the form the rules wait for (open by itself in a new Mare Nostrum or
    Hellas game) closes first, then leaving asks, and yes leaves."""
    for _ in range(3):
        await pilot.press("escape")
        await pilot.pause()
        if isinstance(pilot.app.screen, ConfirmDialog):
            break
    await pilot.press("y")


def error_text(screen: HomeScreen) -> str:
    return str(screen.query_one("#new-error", Static).render())


def rgb_256(color: Color | None) -> tuple[int, int, int]:
    """A colour as a 256-colour terminal shows it."""
    assert color is not None
    triplet = color.downgrade(ColorSystem.EIGHT_BIT).get_truecolor()
    return triplet.red, triplet.green, triplet.blue


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    """WCAG contrast ratio of two colours (1: the same, 21: black on white)."""

    def luminance(rgb: tuple[int, int, int]) -> float:
        parts = [c / 255 for c in rgb]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in parts]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def looks(widget: Widget) -> list[tuple[str, Style]]:
    """The first line of a widget as drawn: text and style of each piece, in 256 colours."""
    out = []
    for segment in widget.render_line(0):
        style = segment.style or Style()
        fg = rgb_256(style.color) if style.color else None
        bg = rgb_256(style.bgcolor) if style.bgcolor else None
        out.append(
            (
                segment.text,
                Style(
                    color=Color.from_rgb(*fg) if fg else None,
                    bold=style.bold,
                    reverse=style.reverse,
                    bgcolor=Color.from_rgb(*bg) if bg else None,
                ),
            )
        )
    return out


async def test_variants_take_tab_then_space(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        variants = screen.query_one("#new-variants", SelectionList)
        # The field before the list, then Tab and Space: the first variant is ticked.
        focus = screen.focus_chain
        focus[focus.index(variants) - 1].focus()
        await pilot.press("tab", "space")
        await pilot.pause()
        assert list(variants.selected) == ["points-start"]


async def test_unticked_box_shows_in_256_colours(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        variants = screen.query_one("#new-variants", SelectionList)
        variants.select("points-start")
        variants.focus()
        # The unticked box of the second variant stands out from the list around it in 256 colours,
        # with the cursor in the list and without.
        for focused in (True, False):
            if not focused:
                screen.query_one("#new-name").focus()
                await pilot.pause()
            segments = list(variants.render_line(1))
            box = segments[1]  # the box's inside: blank while unticked (its mark only when ticked)
            assert box.text == " "
            label = next(s for s in segments if "all-roles" in s.text)
            assert box.style and label.style
            assert contrast(rgb_256(box.style.bgcolor), rgb_256(label.style.bgcolor)) >= 2, focused
        ticked = next(s for s in variants.render_line(0) if s.text == "X")
        assert ticked.style and box.style
        assert rgb_256(ticked.style.bgcolor) != rgb_256(box.style.bgcolor)


async def test_no_variants_no_label_and_no_tab_stop(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "aquileia")
        variants = screen.query_one("#new-variants", SelectionList)
        assert not variants.display and variants not in screen.focus_chain
        labels = [str(w.render()) for w in screen.query("Label") if w.display]
        assert not any(text.startswith("Variants") for text in labels)


async def test_game_and_factions_are_found_by_typing(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = home(app)
        screen.query_one("#new-game").focus()
        await pilot.press("s", "i", "d")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert screen.query_one("#new-game", Select).value == "civilization"
        # Picked by hand: the cursor goes on to the first name.
        assert app.focused is screen.query_one("#seat-name-0")
        # Civilization's 16 factions: a list that finds "gr" (no hint cut to an empty "faction:").
        faction = screen.query_one("#seat-faction-0", Select)
        faction.focus()
        await pilot.press("g", "r")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert faction.value == "greece"


async def test_enter_in_a_field_starts_and_the_form_is_empty_when_back(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        await type_names(pilot, "Ann", "Bo", "Cy")
        screen.query_one("#new-name", Input).value = "aq1"
        screen.query_one("#seat-name-2").focus()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.session.name == "aq1"
        await leave_session(pilot)  # leaving a session asks first
        await pilot.pause()
        screen = home(app)
        names = [screen.query_one(f"#seat-name-{seat}", Input).value for seat in range(5)]
        assert names == [""] * 5 and screen.query_one("#new-name", Input).value == ""
        assert app.focused is screen.query_one("#seat-name-0")
        # The next game starts without "'aq1' already exists" (Tab goes past a seat's faction, Down does not).
        await pilot.press(*"Di", "tab", "tab", *"Ed", "down", *"Flo", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen), error_text(screen)
        assert len(saves.session_files(tmp_path)) == 2


async def test_every_problem_at_once_and_names_limited_as_typed(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        first = screen.query_one("#seat-name-0", Input)
        first.focus()
        await pilot.press(*("x" * 40))
        assert first.value == "x" * NAME_LIMIT
        await type_names(pilot, "Ann", "Bo", "Ann", "--")
        screen.query_one("#seat-faction-0", Select).value = "rome"
        screen.query_one("#seat-faction-1", Select).value = "rome"
        screen.query_one("#new-start", Button).press()
        await pilot.pause()
        text = error_text(screen)
        assert "player names must differ: Ann twice" in text
        assert "player 4: “--” needs a letter or digit" in text
        assert "Ann and Bo chose the same faction, Rome" in text
        assert not saves.session_files(tmp_path)


async def test_session_options_are_offered_typed_and_checked(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "hellas")
        await type_names(pilot, "Ann", "Bo")
        option = screen.query_one("#option-cities_to_win")
        assert option.value == "10"  # type: ignore[attr-defined]
        option.value = "2"  # type: ignore[attr-defined]
        screen.query_one("#new-start", Button).press()
        await pilot.pause()
        assert 'cities to win "2"' in error_text(screen)
        option.value = "12"  # type: ignore[attr-defined]
        screen.query_one("#new-start", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.session.options["cities_to_win"] == 12
        # A game without options shows none.
        await leave_session(pilot)  # leaving a session asks first
        await pilot.pause()
        screen = await choose(pilot, "mare-nostrum")
        assert not screen.query_one("#new-options").display


async def test_question_mark_lists_the_keys_and_escape_closes_only_that(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = home(app)
        screen.query_one("#home-sections", OptionList).focus()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)
        assert any("Start the game" in what for _, what in app.screen.rows)
        await pilot.press("escape")
        await pilot.pause()
        assert current(app) is screen
        # In a name box ? is a character; F1 lists the keys from there.
        screen.query_one("#seat-name-0").focus()
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, KeysScreen)


async def test_focus_shows_on_start_game_list_and_dialog_in_256_colours(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = home(app)
        for selector in ("#new-start", "#new-game"):
            widget = screen.query_one(selector)
            screen.query_one("#seat-name-1").focus()
            await pilot.pause()
            before = [w for w in widget.query("*")] or [widget]
            unfocused = [looks(w) for w in [widget, *before]]
            widget.focus()
            await pilot.pause()
            assert [looks(w) for w in [widget, *before]] != unfocused, selector
        answers: list[bool | None] = []
        app.push_screen(ConfirmDialog("Sure?"), answers.append)
        await pilot.pause()
        dialog = app.screen
        yes, no = dialog.query_one("#yes", Button), dialog.query_one("#no", Button)
        no_focused, yes_unfocused = looks(no), looks(yes)
        yes.focus()
        await pilot.pause()
        assert looks(no) != no_focused and looks(yes) != yes_unfocused


async def test_a_trial_game_keeps_its_board_facts_to_itself(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        await type_names(pilot, "Ann", "Bo", "Cy")
        screen.query_one("#new-keep", Checkbox).value = True
        screen.query_one("#new-start", Button).press()
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        assert app.screen.session.teaches is False
        await leave_session(pilot)  # leaving a session asks first
        await pilot.pause()
        assert home(app).query_one("#new-keep", Checkbox).value is False  # the next game teaches again


async def test_a_faction_another_player_has_is_said_as_it_is_picked(tmp_path: Path) -> None:
    # Re-test: two players could pick the same faction; it was refused only once Start was pressed.
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await choose(pilot, "mare-nostrum")
        await type_names(pilot, "Ann", "Bo", "Cy")
        screen.query_one("#seat-faction-0", Select).value = "rome"
        await pilot.pause()
        assert error_text(screen).strip() == ""  # nothing wrong yet: nothing red
        screen.query_one("#seat-faction-1", Select).value = "rome"
        await pilot.pause()
        assert "Ann and Bo chose the same faction, Rome" in error_text(screen)
        assert not saves.session_files(tmp_path)
