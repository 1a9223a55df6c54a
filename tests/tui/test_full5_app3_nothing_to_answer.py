"""Hellas on the shared screen: the opponent typed ``pass`` after nearly every card and attack, holding nothing
that could answer (play-test 5). One palette entry, "Nothing to answer", lets the card and the attack it serves
stand at once (``pass all=yes``), offered whatever the hand holds so it tells the table nothing."""

from __future__ import annotations

from pathlib import Path

from engine import saves
from tests.hellas.test_answers import _example_2
from tests.settle import settle, until
from tests.tui.driver import from_palette, session_screen
from tui.app.app import TabulaApp
from tui.app.commands import _nothing_to_answer
from tui.library import copy_demo


async def test_nothing_to_answer_lets_what_waits_stand(tmp_path: Path) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    session = saves.load(path)
    session.act("next", {}, force=True)  # Theseus's turn: he attacks Delphi and plays Equal by sea
    session.act("attack", {"target": "delphi", "sources": "argos"})
    session.act("play", {"card": "equal-by-sea"})
    assert session.ruleset.awaited(session.context()) == "pass"
    saves.save(session, path)
    before = len(session.events)
    app = TabulaApp(session_path=path, saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await from_palette(pilot, "nothing to answer", "Nothing to answer: let it all stand")
        await until(pilot, lambda: len(screen.session.events) > before, "the pass applied")
        event = screen.session.events[before]
        assert (event.type, event.args.get("all"), event.actor) == ("pass", True, "Ariadne"), event


def test_the_entry_is_there_whatever_the_hand_holds_and_only_while_a_pass_is_awaited() -> None:
    class _Screen:
        def __init__(self, hand: dict[str, int]) -> None:
            self.session = _example_2(hand)

        def pick_action(self, name: str) -> None: ...

        async def apply(self, action: str, values: dict[str, str], force: bool, actor: str | None = None) -> None: ...

    for hand in ({"flood": 1}, {"void": 1, "ships-defend": 1}):
        screen = _Screen(hand)
        assert _nothing_to_answer(screen) is not None  # the attack waits: same entry, either hand
    screen = _Screen({"flood": 1})
    screen.session.act("pass", {"all": True})
    assert screen.session.ruleset.awaited(screen.session.context()) != "pass"
    assert _nothing_to_answer(screen) is None
