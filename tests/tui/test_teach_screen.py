"""Teach the board in the app: the walk's questions one at a time, each answer kept in the user's kit at once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import Input, Static

from engine import kitfiles, registry
from tests.settle import until
from tests.tui.driver import from_palette
from tui.app.app import TabulaApp
from tui.app.screens.kit import KitScreen
from tui.app.screens.teach import TeachScreen
from tui.app.teach_app import TeachApp

HELLAS = registry.load("hellas")


def _text(screen: TeachScreen, part: str) -> str:
    return str(screen.query_one(f"#teach-{part}", Static).render())


def _tiles() -> dict[str, dict[str, Any]]:
    return {str(e["id"]): dict(e) for e in kitfiles.current(HELLAS).entries("tiles")}


def _answer_line_ready(pilot: Pilot[Any], typed: str = "") -> bool:
    """Whether the answer line holds ``typed`` with the cursor in it, at its end, on screen."""
    app = pilot.app
    field = app.screen.query_one("#teach-answer", Input)
    on_screen = app.screen.region.contains_region(field.region) and field.region.height > 0
    return app.focused is field and field.value == typed and field.cursor_position == len(typed) and on_screen


async def _type(pilot: Pilot[Any], text: str) -> None:
    """Type a line and Enter, as a person does (every key counted: the line, then Enter)."""
    await pilot.press(*("space" if c == " " else c for c in text), "enter")


async def test_a_tile_is_taught_from_the_kit_screen_refused_gone_back_to_and_kept(
    tmp_path: Path, data_dir: Path
) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="hellas")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, KitScreen), "the kit screen")
        await pilot.press("ctrl+t")
        await until(pilot, lambda: isinstance(app.screen, TeachScreen), "the teach screen")
        screen = app.screen
        assert isinstance(screen, TeachScreen)
        assert _answer_line_ready(pilot)
        assert _text(screen, "heading").endswith(": Dolphin tile")
        assert _text(screen, "bar").startswith("[....................] 0 of 24")
        await pilot.press("enter")  # nothing typed: skipped
        assert "tile 2 of 24 (not listed yet)" in _text(screen, "heading")
        assert "its name" in _text(screen, "prompt") and "t = temple" in _text(screen, "prompt")
        assert _text(screen, "message") == "Skipped: asked again next time."
        await _type(pilot, "Korinthos 25t")
        korinthos = _tiles()["korinthos"]
        assert korinthos["edges"] == ["land", "sea", "land", "land", "sea", "land"] and korinthos["temple"] is True
        assert _text(screen, "message").endswith(": Korinthos") and _text(screen, "message").startswith("Kept: ")
        assert "tile 3 of 24" in _text(screen, "heading") and _answer_line_ready(pilot)
        assert "2 of 24" in _text(screen, "bar")

        # A wrong answer: one line, the text stays to be corrected, nothing kept.
        kept = kitfiles.user_kit_path("hellas").read_bytes()
        await _type(pilot, "Argos 9")
        said = _text(screen, "message")
        assert said.startswith("Not taken: ") and "digits 1 to 6" in said and "\n" not in said
        assert _answer_line_ready(pilot, "Argos 9") and "tile 3 of 24" in _text(screen, "heading")
        assert kitfiles.user_kit_path("hellas").read_bytes() == kept

        # Back to Korinthos (the answer meant for tile 3 goes): what it is known to be is shown; Enter keeps it.
        await pilot.press("ctrl+b")
        assert _text(screen, "heading").endswith(": Korinthos")
        assert "temple: yes" in _text(screen, "told") and "its name" not in _text(screen, "prompt")
        assert _answer_line_ready(pilot)
        await pilot.press("enter")
        assert "tile 3 of 24" in _text(screen, "heading")
        assert kitfiles.user_kit_path("hellas").read_bytes() == kept
        # Typed as the answer, < goes back too (as on the command line).
        await _type(pilot, "<")
        assert _text(screen, "heading").endswith(": Korinthos") and _answer_line_ready(pilot)
        await _type(pilot, "36t")  # a correction of the tile
        assert _tiles()["korinthos"]["edges"][2] == "sea"

        # Escape stops: the kit screen shows the kit as taught.
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, KitScreen), "the kit screen again")
        kit_screen = app.screen
        assert isinstance(kit_screen, KitScreen)
        assert kit_screen.kit.entry("tiles", "korinthos") is not None and not kit_screen.changed


async def test_keys_typed_while_an_answer_is_kept_stay_in_the_line(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_teach("hellas")
        await until(pilot, lambda: isinstance(app.screen, TeachScreen), "the teach screen")
        screen = app.screen
        assert isinstance(screen, TeachScreen)
        await pilot.press("ctrl+b")
        assert _text(screen, "message") == "This is the first question."
        await pilot.press("enter")
        field = screen.query_one("#teach-answer", Input)
        # Enter on "Argos 14", then "Sp" typed before the screen took the answer.
        field.value = "Argos 14Sp"
        field.post_message(Input.Submitted(field, "Argos 14"))
        await until(pilot, lambda: "argos" in _tiles(), "Argos kept")
        assert field.value == "Sp" and field.cursor_position == 2


async def test_the_kit_screen_keeps_its_changes_before_a_walk(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path, kit_game="hellas")
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, KitScreen), "the kit screen")
        screen = app.screen
        assert isinstance(screen, KitScreen)
        screen.changed = True
        await pilot.press("ctrl+t")
        assert app.screen is screen
        assert "Keep your changes first" in str(screen.query_one("#kit-message", Static).render())


async def test_the_palette_opens_the_walk(tmp_path: Path) -> None:
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await from_palette(pilot, "teach hellas", "Teach the board: Hellas")
        await until(pilot, lambda: isinstance(app.screen, TeachScreen), "the teach screen")
        assert _answer_line_ready(pilot)


async def test_two_views_teach_different_tiles_and_see_each_others_answers(tmp_path: Path) -> None:
    # As tabula serve --teach runs them: two apps, each a view of its own, over one data folder.
    ann, bo = TeachApp("hellas", "ann"), TeachApp("hellas", "bo")
    async with ann.run_test(size=(80, 24)) as on_ann, bo.run_test(size=(80, 24)) as on_bo:
        await until(on_ann, lambda: isinstance(ann.screen, TeachScreen), "Ann's teach screen")
        await until(on_bo, lambda: isinstance(bo.screen, TeachScreen), "Bo's teach screen")
        ann_screen, bo_screen = ann.screen, bo.screen
        assert isinstance(ann_screen, TeachScreen) and isinstance(bo_screen, TeachScreen)
        assert _text(ann_screen, "heading").endswith(": Dolphin tile")
        assert "tile 2 of 24" in _text(bo_screen, "heading")
        ann_screen.look()  # what its timer does: Bo came
        assert "1 more view teaching" in _text(ann_screen, "bar")
        await _type(on_bo, "Korinthos 25t")
        ann_screen.look()
        assert ann_screen.teaching.walk.kit.entry("tiles", "korinthos") is not None  # before Ann answers anything
        assert "1 of 24" in _text(ann_screen, "bar")
        await _type(on_ann, "25")
        tiles = _tiles()
        assert tiles["dolphin"]["edges"][1] == "sea" and tiles["korinthos"]["temple"] is True
        # Neither asks what the other holds now.
        assert ann_screen.teaching.question != bo_screen.teaching.question
        # A served view has no stop (closing the page stops it): Escape does nothing there.
        ann_screen.alone = True
        type(ann).is_web = property(lambda _: True)  # type: ignore[method-assign,assignment]
        try:
            await on_ann.press("escape")
            assert ann.screen is ann_screen and ann.is_running
        finally:
            del type(ann).is_web
    # Closed, the views hold nothing: the next view is asked the first tile still unknown.
    from engine.teach_shared import Claims

    assert Claims("hellas", "cy").taken() == set()


@pytest.mark.parametrize("size", [(80, 24), (40, 16)])
async def test_the_answer_line_stays_in_sight(size: tuple[int, int]) -> None:
    # A phone's view is narrow and short; the legend and what is known go under the answer line.
    app = TeachApp("hellas")
    async with app.run_test(size=size) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TeachScreen), "the teach screen")
        assert _answer_line_ready(pilot)
        await pilot.press("escape")  # alone: the app ends, its answers kept
        await until(pilot, lambda: not app.is_running, "the app ended")


async def test_a_language_switch_redraws_the_question_and_keeps_the_answer_typed() -> None:
    from tui.app.commands import _switch

    app = TeachApp("hellas")
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: isinstance(app.screen, TeachScreen), "the teach screen")
        screen = app.screen
        assert isinstance(screen, TeachScreen)
        await pilot.press("enter", "K", "o", "r")
        _switch(app, "cs")
        await until(pilot, lambda: "zadejte odpověď" in str(screen.query_one(Input).placeholder), "Czech")
        assert _answer_line_ready(pilot, "Kor")
