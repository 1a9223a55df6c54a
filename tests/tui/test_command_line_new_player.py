"""The ``:`` line after a new player's keyboard-only play-test (issue 31): what shows faded after the cursor is
what one Tab takes, and stays while the letters typed go along it; ``roll`` is refused where Tab never offers
it; ``dice=3`` is said to be one die showing 3 before it is recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.tui.driver import demo_app, fresh_app, open_command_line, session_screen, status_of
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.command_line import CommandSuggester


async def test_what_shows_faded_is_what_one_tab_takes(tmp_path: Path) -> None:
    # Play-test: the faded suggestion took a second Tab: "r" showed "ravage" faded, and Tab only listed.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = await open_command_line(pilot)
        shown = {}
        for typed in ("r", "ro", "mo", "move-legion ", "move-legion f", "roll "):
            await pilot.press("ctrl+u", *typed)
            shown[typed] = line.suggested
            await pilot.press("tab")
            # One Tab takes what showed faded; where nothing did, Tab listed the candidates and typed the first.
            assert line.value == shown[typed] or (not shown[typed] and line.value.startswith(typed)), typed
            if not shown[typed]:
                # Listed, and the first typed (issue 31: ":connect " Tab showed "a=" faded, untyped, and the
                # value typed after it made "connect troy"); the next Tab takes another in turn, or on a field's
                # name goes on to its values.
                first = line.value
                assert len(first) > len(typed), typed
                await pilot.press("tab")
                assert line.value.startswith(first if first.endswith("=") else typed), typed
                assert first.endswith("=") or line.value != first, typed
        assert shown["ro"] == "roll" and shown["mo"] == "move-" and shown["move-legion f"] == "move-legion from="
        assert shown["r"] == "" and shown["move-legion "] == ""  # several start so: Tab lists them


async def test_a_space_typed_along_a_quoted_name_keeps_its_suggestion(tmp_path: Path) -> None:
    app = fresh_app(tmp_path, "mare-nostrum", ("Ann Lee", "Bo", "Cy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = await open_command_line(pilot)
        # The space typed along the name is a part of the quoted word, not the start of the next one (the line
        # offered field names after it, then nothing, and Tab did nothing).
        await pilot.press(*"roll who-acts='Ann")
        assert line.suggested == "roll who-acts='Ann Lee'"
        await pilot.press("space", "L")
        assert line.suggested == "roll who-acts='Ann Lee'"
        await pilot.press("tab")
        assert line.value == "roll who-acts='Ann Lee'"


async def test_the_suggestion_stays_while_it_is_worked_out_anew(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        line = await open_command_line(pilot)
        # While the app is busy, the suggestion for the line as typed now comes late: the one shown stays
        # meanwhile, what is left of it faded, and Tab takes it (it dropped at every key typed along it).
        await pilot.press(*"roll d")
        assert line.suggested == "roll dice="
        suggester = line.suggester
        assert isinstance(suggester, CommandSuggester)

        async def late(value: str) -> str | None:
            return None

        suggester.get_suggestion = late  # type: ignore[method-assign]
        await pilot.press("i")
        assert line.suggested == "roll dice="
        await pilot.press("tab")
        assert line.value == "roll dice="


@pytest.mark.parametrize("game", ["hellas", "aquileia", "civilization"])
async def test_roll_is_refused_where_the_game_has_no_dice_to_roll(tmp_path: Path, game: str) -> None:
    # Play-test: Tab never offered roll there, and ":roll dice=3" was recorded all the same.
    async with demo_app(tmp_path, game).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        await pilot.press(*"rol", "tab")
        assert line.value == "rol" and "roll" not in status_of(screen).split()
        name = screen.session.ruleset.name
        for typed in ("roll dice=3", "roll"):
            await pilot.press("ctrl+u", *typed, "enter")
            # One line naming why, the command left on the line; nothing recorded, and no form opened for it.
            assert status_of(screen) == f"roll records numbered dice, and {name} uses none", typed
            assert line.display and line.value == typed
            assert not any(form.action == "roll" for form in screen.query(ActionForm))
        assert len(screen.session.events) == events


async def test_a_bare_number_of_dice_is_said_to_be_one_die_before_it_is_recorded(tmp_path: Path) -> None:
    # Play-test: ":roll dice=3" recorded one die showing 3, where the new player meant three dice rolled.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        await pilot.press(*"roll dice=3", "enter")
        said = "dice=3 records one die showing 3: Enter again records it; dice=roll:3 rolls 3 dice here"
        assert status_of(screen) == said
        assert len(screen.session.events) == events and line.value == "roll dice=3"
        # Entered again at once, it is recorded as said.
        await pilot.press("enter")
        assert [e.args["dice"] for e in screen.session.events[events:]] == [[3]]
        # The way said rolls three dice here; faces given one by one are recorded at once.
        await pilot.press(*"roll dice=roll:3", "enter", *"roll dice=6,1", "enter")
        rolled, typed = (e.args["dice"] for e in screen.session.events[events + 1 :])
        assert len(rolled) == 3 and typed == [6, 1]
        # A number no die shows was a count: refused, with the way to roll them, however often it is entered.
        for _ in range(2):
            await pilot.press("ctrl+u", *"roll dice=12", "enter")
            assert status_of(screen) == "dice=12: a die shows 1 to 6; dice=roll:12 rolls 12 dice here"
        # Said of one command, the next one is asked about anew; Enter on it again is what records it.
        await pilot.press("ctrl+u", *"roll dice=5", "enter", "ctrl+u", *"roll dice=4", "enter")
        assert len(screen.session.events) == events + 3 and line.value == "roll dice=4"
