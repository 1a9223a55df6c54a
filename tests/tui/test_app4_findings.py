"""The app's play-test findings of issue 31 (fourth round): offered cards listed in the take form though the taker
holds the same kind, alt+2 in the Phase panel leaving the cursor where it is, the keys typed after ctrl+n reaching
the form it opens, and a name typed in part on the ``:`` line written out on Enter as Tab would."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import registry, saves
from engine.session import Session
from tests.mare_nostrum.helpers import deal, finish_setup, new_game
from tests.mare_nostrum.test_issue32_build import _build_phase
from tests.settle import settle
from tests.tui.driver import open_command_line, session_screen, status_of
from tests.tui.test_form_keys import _typed
from tui.app.app import TabulaApp
from tui.app.widgets.action_form import ActionForm


def _dee_takes(folder: Path) -> TabulaApp:
    """Round 1's trade: Bo took Ann's wine, Ann took Dee's cattle; Dee takes, Bo's and Cy's taxes left on offer,
    and Dee holds two taxes in hand."""
    session = new_game("egypt", "carthage", "greece", "rome", names=("Ann", "Bo", "Cy", "Dee"))
    finish_setup(session)
    hands = {"Ann": {"wine": 1}, "Bo": {"taxes": 1}, "Cy": {"taxes": 1}, "Dee": {"cattle": 1, "taxes": 2}}
    for name, cards in hands.items():
        deal(session, name, cards)
    session.act("exchange-size", {"count": "1"})
    for name, cards in hands.items():
        session.act("offer", {"player": name, "cards": next(iter(cards))})
    session.act("take", {"from": "Ann", "card": "wine"})
    session.act("take", {"from": "Dee", "card": "cattle"})
    saves.save(session, folder / "take.toml")
    return TabulaApp(session_path=folder / "take.toml", saves_dir=folder)


async def test_cards_lying_on_offer_are_listed_though_the_taker_holds_the_same(tmp_path: Path) -> None:
    # Play-test: Dee's card read "2 hidden cards: key 4 shows them to Dee", and "tax" went into the giver's list.
    async with _dee_takes(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        form = screen.query_one(ActionForm)
        assert form.action == "take" and not form.masked, form.masked
        assert form.choices["card"][0][0] == "taxes"
        assert pilot.app.focused is not None and pilot.app.focused.id == "field-card", pilot.app.focused
        await pilot.press(*"tax", "enter", *"bo", "enter")
        await settle(pilot)
        assert screen.query_one(ActionForm).values() == {"card": "taxes", "from": "Bo"}
        await pilot.press("enter")
        await settle(pilot)
        taken = screen.session.events[-1]
        assert (taken.type, taken.args["card"], taken.args["from"]) == ("take", "taxes", "Bo"), status_of(screen)


async def test_the_take_of_a_card_from_the_takers_hand_is_still_hidden(tmp_path: Path) -> None:
    # The offer lists the hand itself: still behind the player's key on the shared screen.
    session = new_game("egypt", "carthage", "greece", "rome", names=("Ann", "Bo", "Cy", "Dee"))
    finish_setup(session)
    deal(session, "Ann", {"wine": 1, "taxes": 1})
    session.act("exchange-size", {"count": "1"})
    saves.save(session, tmp_path / "offer.toml")
    async with TabulaApp(session_path=tmp_path / "offer.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        form = session_screen(pilot).query_one(ActionForm)
        assert form.action == "offer" and "cards" in form.masked, (form.action, form.masked)


async def test_alt_2_in_the_phase_panel_leaves_the_cursor_in_its_field(tmp_path: Path) -> None:
    async with _dee_takes(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"tax", "enter")
        focused = pilot.app.focused
        assert focused is not None and focused.id == "field-from", focused
        await pilot.press("alt+2")
        assert pilot.app.focused is focused, pilot.app.focused
        await pilot.press("alt+1", "alt+2")  # from another panel: back to the field it was in (play-test 9, L1)
        assert pilot.app.focused is focused, pilot.app.focused


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
@pytest.mark.parametrize("burst", [False, True])
async def test_the_name_typed_after_ctrl_n_goes_into_the_form_it_opens(
    tmp_path: Path, size: tuple[int, int], burst: bool
) -> None:
    # Play-test: alt+1 (the map), Ctrl+N, and the letters typed for who follows were lost.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    saves.save(session, tmp_path / "build.toml")
    async with TabulaApp(session_path=tmp_path / "build.toml", saves_dir=tmp_path).run_test(size=size) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        keys = ["alt+1", "ctrl+n", *"mir", "enter"]
        if burst:
            _typed(pilot.app, *keys)
            await settle(pilot)
        else:
            await pilot.press(*keys)
        form = screen.query_one(ActionForm)
        assert form.action == "next" and form.values().get("player") == "Mirek", (form.action, form.values())
        focused = pilot.app.focused
        # The name picked, the cursor goes on: into the form, or to Apply past its last field.
        assert focused is not None and (focused.id == "apply" or form in focused.ancestors), focused
        events = len(screen.session.events)
        await pilot.press("ctrl+n")
        turn = screen.session.turn_player
        assert len(screen.session.events) == events + 1 and turn is not None and turn.name == "Mirek"


async def test_ctrl_n_typed_behind_the_keys_held_waits_its_turn(tmp_path: Path) -> None:
    # ctrl+n typed in the same burst, behind the name and Enter: the app never settled.
    session = _build_phase()
    session.act("next", {"player": "Katka"})
    saves.save(session, tmp_path / "build.toml")
    async with TabulaApp(session_path=tmp_path / "build.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        _typed(pilot.app, "alt+1", "ctrl+n", *"mir", "enter", "ctrl+n")
        await settle(pilot)
        turn = session_screen(pilot).session.turn_player
        assert turn is not None and turn.name == "Mirek"


async def test_a_place_typed_in_part_on_the_command_line_is_read_as_tab_writes_it(tmp_path: Path) -> None:
    # Play-test: ":caravan-good province=ath good=oil" said "choose player in the form"; Tab wrote "athens".
    session = Session.new(
        registry.load("mare-nostrum"), [(n, None) for n in ("Ann", "Bo", "Cy", "Dee")], (), {}, name="mn"
    )
    saves.save(session, tmp_path / "mn.toml")
    async with TabulaApp(session_path=tmp_path / "mn.toml", saves_dir=tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        screen = session_screen(pilot)
        await open_command_line(pilot)
        await pilot.press(*"caravan-good province=ath good=oil", "enter")
        await settle(pilot)
        put = screen.session.events[-1]
        assert (put.type, put.args) == ("caravan-good", {"player": "Cy", "province": "athens", "good": "oil"})
