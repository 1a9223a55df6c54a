"""Play-test 9, L4: in the Hellas demo, once the defender lets the attack stand, the form opened is ``resolve``
(it was an empty picker, and Ctrl+N opened a ``next`` the rules refused: "resolve the attack first")."""

from __future__ import annotations

from pathlib import Path

from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen, status_of
from tui.app.widgets.wizard import WizardPanel


async def test_the_defenders_pass_opens_the_resolve_form(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        session = screen.session
        # Ariadne reinforces and ends her turn; Theseus attacks Olympia, and Ariadne lets it stand: the keys
        # of the play-test's report.
        await pilot.press(*"rein", "enter", "space", "down", "space", "down", "down", "space", "enter")
        await pilot.press("ctrl+n", "ctrl+n")
        await until(pilot, lambda: session.turn_player is not None and session.turn_player.name == "Theseus", "Theseus")
        await pilot.press(*"att", "enter", *"oly", "enter", "space", "down", "space", "enter")
        await until(pilot, lambda: session.events[-1].type == "attack", "the attack")
        assert session.ruleset.awaited(session.context()) == "pass"
        await pilot.press("enter")  # Ariadne passes
        await until(pilot, lambda: session.events[-1].type == "pass", "Ariadne's pass")
        assert session.ruleset.awaited(session.context()) == "resolve"
        await until(pilot, lambda: (form := screen._form()) is not None and form.action == "resolve", "resolve form")
        events = len(session.events)
        await pilot.press("enter")  # the form as it opened: the attack resolved, the ships by default
        await until(pilot, lambda: len(session.events) > events, "the resolve")
        assert session.events[events].type == "resolve"
        assert session.ruleset.awaited(session.context()) != "resolve"


async def test_ctrl_n_refused_there_does_not_say_it_ends_the_turn(tmp_path: Path) -> None:
    async with demo_app(tmp_path, "hellas").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        session = screen.session
        await pilot.press(*"rein", "enter", "space", "down", "space", "down", "down", "space", "enter")
        await pilot.press("ctrl+n", "ctrl+n")
        await until(pilot, lambda: session.turn_player is not None and session.turn_player.name == "Theseus", "Theseus")
        await pilot.press(*"att", "enter", *"oly", "enter", "space", "down", "space", "enter", "enter")
        await until(pilot, lambda: session.events[-1].type == "pass", "Ariadne's pass")
        await pilot.press("ctrl+n")
        await until(pilot, lambda: (form := screen._form()) is not None and form.action == "next", "the next form")
        assert "resolve the attack first" in screen.query_one(WizardPanel).check_text
        assert "ends it" not in status_of(screen)
