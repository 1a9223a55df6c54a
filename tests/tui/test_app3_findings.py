"""The app's play-test findings of issue 31 (third round): a list value kept through the form, a face-down offer
kept out of the ``:`` line's history, arrows typed fast handled in order, and one way for Ctrl+N."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from textual.widgets import Button, OptionList, Select

from engine import registry, saves
from engine.session import Session
from engine.turns import still_to_act
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.settle import settle
from tests.tui.driver import demo_app, open_command_line, session_screen, status_of
from tests.tui.test_form_keys import _typed
from tests.tui.test_home import home
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.pick import PickList


def _cy_builds(folder: Path) -> TabulaApp:
    """Four players on the shipped kit, round 1's build: Cy's turn, holding three taxes and three goods."""
    session = Session.new(
        registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bo", "Cy", "Dee")], (), {}, rng=random.Random(1)
    )
    finish_setup(session)
    deal(session, "Cy", {"taxes": 3, "grain": 1, "wine": 1, "fish": 1})
    session.act("exchange-size", {"count": 0})
    session.act("next-phase")
    session.act("next", {"player": "Cy"})
    path = folder / "build.toml"
    saves.save(session, path)
    return TabulaApp(session_path=path, saves_dir=folder)


async def test_a_list_the_rules_work_out_comes_back_to_the_form_as_typed(tmp_path: Path) -> None:
    # Play-test: after :connect the buy's form was made anew with its cards as "['wine', 'grain', 'fish']", and
    # applying it said "no card '['wine''".
    async with _cy_builds(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await screen.open_form("buy")
        await pilot.press(*"influence", "enter", *"troy", "enter", "enter")
        assert "connect" in status_of(screen)  # the kit lacks the border: refused
        await pilot.press("colon", *"connect a=athens b=troy", "enter")
        form = screen.query_one(ActionForm)
        assert form.action == "buy" and "[" not in form.values().get("cards", ""), form.values()
        await pilot.press("escape", "enter", "enter")
        bought = screen.session.events[-1]
        assert (bought.type, bought.args["item"], bought.args["province"]) == ("buy", "influence", "troy")
        assert sorted(bought.args["cards"]) == ["fish", "grain", "wine"], status_of(screen)


def _trade(folder: Path) -> TabulaApp:
    """Four players trade two cards each; Bo holds a tax and grain (the examples' board)."""
    session = new_game("egypt", "carthage", "greece", "rome", names=("Ann", "Bo", "Cy", "Dee"))
    finish_setup(session)
    deal(session, "Bo", {"taxes": 1, "grain": 1})
    session.act("exchange-size", {"count": "2"})
    session.name = "trade"
    saves.save(session, folder / "trade.toml")
    return TabulaApp(session_path=folder / "trade.toml", saves_dir=folder)


async def test_up_never_shows_the_next_player_a_face_down_offer(tmp_path: Path) -> None:
    # Play-test: ":offer cards=tax,grain" for Bo, then the next player pressed ":" Up and read Bo's offer.
    async with _trade(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        line = await open_command_line(pilot)
        await pilot.press(*"roll dice=3,4", "enter")
        await pilot.press(*"offer player=Bo cards=tax,grain", "enter")
        await settle(pilot)
        offer = screen.session.events[-1]
        assert (offer.type, offer.args["player"]) == ("offer", "Bo"), status_of(screen)
        await pilot.press("escape")
        line = await open_command_line(pilot)
        await pilot.press("up")
        assert line.value == "roll dice=3,4"  # the command before it, not the offer
        await pilot.press("up")
        assert "tax" not in line.value and "offer" not in " ".join(line.history)


@pytest.mark.parametrize("burst", [False, True])
async def test_an_arrow_typed_fast_into_the_action_list_moves_it_in_order(tmp_path: Path, burst: bool) -> None:
    # Play-test: on move-legion, "move" Down Enter typed fast took move-fleet and the cursor stayed on the list;
    # with pauses it took move-legion. Either way the cursor then goes into the form.
    async with demo_app(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        actions = screen.query_one("#action-select", Select)
        actions.value = "move-legion"
        await settle(pilot)
        actions.focus()
        await settle(pilot)
        keys = [*"move", "down", "enter"]
        if burst:
            _typed(pilot.app, *keys)
        else:
            await pilot.press(*keys)
        await settle(pilot)
        assert actions.value == "move-legion" and screen.query_one(ActionForm).action == "move-legion"
        focused = pilot.app.focused
        assert focused is not None and screen.query_one(ActionForm) in focused.ancestors, focused


async def test_down_down_enter_in_one_go_opens_the_demo_they_reach(tmp_path: Path) -> None:
    # Play-test: Ctrl+G, Aquileia highlighted, "Down Down Enter" in one go opened Aquileia (the Downs lost).
    app = TabulaApp(saves_dir=tmp_path)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+g")
        demos = home(app).query_one("#demo-games", OptionList)
        games = [g.id for g in home(app).games]
        assert demos.highlighted == 0 and pilot.app.focused is demos
        _typed(app, "down", "down", "enter")
        await settle(pilot)
        assert session_screen(pilot).session.ruleset.id == games[2]


async def test_ctrl_n_opens_the_form_ending_the_turn_and_ctrl_n_again_applies_it(tmp_path: Path) -> None:
    # Play-test: on the last turn Ctrl+N applied at once (the Enter typed after it went into the next form); on
    # earlier turns it opened the form, where a second Ctrl+N did nothing and said nothing.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    saves.save(session, tmp_path / "build.toml")
    async with TabulaApp(session_path=tmp_path / "build.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        session = screen.session
        events = len(session.events)
        await pilot.press("ctrl+n")
        form = screen.query_one(ActionForm)
        assert form.action == "next" and len(session.events) == events  # the form, nothing applied yet
        focused = pilot.app.focused  # the Statesman names who follows: the cursor there, Apply not allowed yet
        assert focused is not None and focused.id == "field-player", focused
        await pilot.press("ctrl+n")  # nobody named: said, not applied
        assert status_of(screen).startswith("Not applied") and len(session.events) == events
        await pilot.press(*"mirek", "enter")  # picked in the list; the cursor goes on to Apply
        while len(session.events) == events:
            assert screen._form() is not None, status_of(screen)
            await pilot.press("ctrl+n")
        turn = session.turn_player
        assert turn is not None and turn.name == "Mirek", status_of(screen)
        # Each builder after: Ctrl+N opens the form (the cursor on Apply once nobody is left to name), and Ctrl+N
        # again applies it; the last one's too, which applied at once.
        while session.phase.id == "build":
            events = len(session.events)
            await pilot.press("ctrl+n")
            form = screen.query_one(ActionForm)
            assert form.action in ("next", "next-phase") and len(session.events) == events
            apply = screen.query_one("#apply", Button)
            if apply.disabled:
                player = form.query_one("#field-player", PickList)
                left = [session.players[seat].name for seat in still_to_act(session.ruleset, session.context())]
                turn = session.turn_player
                player.value = next(name for name in left if turn is None or name != turn.name)
                await settle(pilot)
            else:
                assert pilot.app.focused is apply, pilot.app.focused
            await pilot.press("ctrl+n")
            if isinstance(pilot.app.screen, ConfirmDialog):
                await pilot.press("y")  # the hands go back to the bank: asked first
            await settle(pilot)
            assert len(session.events) == events + 1, status_of(screen)
