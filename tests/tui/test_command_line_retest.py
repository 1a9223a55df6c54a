"""The ``:`` command line after the re-test (issue 31): Tab on a field's name goes on to its values, the line
takes the form's labels, and a command the rules refuse stays on the line to be mended."""

from __future__ import annotations

from pathlib import Path

from tests.tui.driver import demo_app, open_command_line, session_screen, status_of
from tui.app.widgets.action_form import ActionForm


async def test_tab_on_a_field_name_taken_in_turn_offers_that_fields_values(tmp_path: Path) -> None:
    # Re-test: Tab on "to=", reached by Tab, went on to the next field's name, never to the provinces.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        spec = screen.session.spec("move-legion")
        await pilot.press(*"move-legion ", "tab")
        assert line.value == "move-legion from="
        # The next Tab lists the places a legion may leave from and types the first of them (what Tab shows
        # is typed: issue 31); the one after takes the next.
        await pilot.press("tab")
        offered = [v for v in status_of(screen).split() if "=" not in v]
        assert "rome" in offered and len(offered) > 1
        assert line.value == f"move-legion from={offered[0]}"
        await pilot.press("tab")
        assert line.value == f"move-legion from={offered[1]}"
        # shift+tab still walks the names, the other way round; Tab on the one reached offers its values.
        await pilot.press("ctrl+u", *"move-legion ", "shift+tab")
        names = status_of(screen).split()
        await pilot.press(*["shift+tab"] * (len(names) - names.index("to=") - 1))
        assert line.value == "move-legion to="
        await pilot.press("tab")
        value = line.value.removeprefix("move-legion to=")
        assert value and spec.field("to") is not None and value in status_of(screen).split()
        # A value begun is completed from that field's values.
        await pilot.press("ctrl+u", *"move-legion from=rome to=bab", "tab")
        assert line.value == "move-legion from=rome to=babylon"


async def test_the_line_takes_the_fields_as_the_form_labels_them(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        # Tab offers the names the form shows ("attacker rolls"), a word each.
        await pilot.press(*"battle ", "tab")
        assert "attacker-rolls=" in status_of(screen).split() and "attacker_rolls=" not in status_of(screen)
        await pilot.press("ctrl+u", *"battle Attacker-R", "tab")
        assert line.value == "battle attacker-rolls="
        # Label, key, another case and the label quoted with its space all name the fields; who acts too.
        typed = 'battle Attacker-Rolls=6,5 "defender rolls"=4 DEFENDER_LOSE_FORTRESSES=0 who-acts=Honza'
        await pilot.press("ctrl+u", *typed, "enter")
        assert "has no field" not in status_of(screen), status_of(screen)
        form = screen.query_one(ActionForm)
        assert form.action == "battle" and form.acting() == "Honza"
        shown = form.values()
        assert (shown["attacker_rolls"], shown["defender_rolls"], shown["defender_lose_fortresses"]) == (
            "6,5",
            "4",
            "0",
        )
        # A field misspelt is still refused, naming the fields as Tab offers them.
        await pilot.press("escape")
        line = await open_command_line(pilot)
        await pilot.press(*"battle atacker-rolls=6", "enter")
        assert status_of(screen).startswith(
            "battle has no field 'atacker-rolls' (expected: place, defender, attacker-rolls"
        )
        assert line.value == "battle atacker-rolls=6"


async def test_a_refused_command_stays_on_the_line_to_be_mended(tmp_path: Path) -> None:
    # Re-test: a command the rules refused closed the line; the player had to type it again.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        events = len(screen.session.events)
        line = await open_command_line(pilot)
        typed = "move-legion from=rome to=rome"  # not a border question: a rule
        await pilot.press(*typed, "enter")
        said = status_of(screen)
        assert said.startswith("move-legion: ") and "already in Rome" in said and "\n" not in said
        assert line.display and pilot.app.focused is line and line.value == typed
        assert len(screen.session.events) == events
        # Behind the line, the form shows it filled in (where the table may force it).
        form = screen.query_one(ActionForm)
        assert form.action == "move-legion" and form.values()["to"] == "rome"
        # Mended on the line, it applies.
        await pilot.press(*["backspace"] * len("rome"), *"north-of-rome", "enter")
        assert len(screen.session.events) == events + 1
        assert screen.session.events[-1].args["to"] == "north-of-rome"
        # Refused again, Escape still closes the line.
        await pilot.press(*typed, "enter")
        assert line.display and line.value == typed
        await pilot.press("escape")
        assert not line.display and line.value == ""


async def test_up_after_a_refusal_recalls_the_command_before_it(tmp_path: Path) -> None:
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        await pilot.press(*"roll dice=6,6", "enter", *"move-legion from=rome to=rome", "enter")
        assert line.value == "move-legion from=rome to=rome" and screen.session.events[-1].type == "roll"
        # The refused command is on the line already: Up shows the one before, Down the refused one again.
        await pilot.press("up")
        assert line.value == "roll dice=6,6"
        await pilot.press("down")
        assert line.value == "move-legion from=rome to=rome"
