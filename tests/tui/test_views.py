"""A player's own screen and the table's display (``tabula open --viewer``, what ``tabula serve`` starts).

Hellas's demo: Ariadne (seat 1, whose turn it is) holds 2 god cards, Theseus 4.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from engine import saves
from engine.errors import BadInput
from engine.store import SessionFile
from tests.settle import until
from tests.tui.driver import Driver, palette_shows
from tui.app.app import TabulaApp
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.screens.session import WATCH_SECONDS, SessionScreen
from tui.app.viewer import viewer_for
from tui.app.widgets.action_form import ActionForm
from tui.app.widgets.hand_panel import HandPanel
from tui.cli.main import main
from tui.library import copy_demo


def _app(tmp_path: Path, viewer: str) -> TabulaApp:
    _, path = copy_demo(tmp_path, "hellas")
    return TabulaApp(session_path=path, saves_dir=tmp_path, viewer=viewer_for(saves.load(path), viewer))


def _card_names(screen: SessionScreen, seat: int) -> set[str]:
    """The names of the god cards seat ``seat`` holds."""
    player = screen.session.summary()["players"][seat]
    return set(player["holdings"]["hand"])


def _hand(pilot: Any) -> HandPanel:
    hand: HandPanel = pilot.app.screen.query_one(HandPanel)
    return hand


async def test_a_players_view_shows_their_own_hand_and_never_anothers(tmp_path: Path) -> None:
    async with _app(tmp_path, "theseus").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        hand = _hand(pilot)
        # Theseus's cards by name at once (no key, no question), though Ariadne acts now.
        assert "Theseus (yours)" in str(hand.border_title)
        theirs = {screen.session.catalogue("card").resolve(c).label for c in _card_names(screen, 1)}
        assert len(theirs) == 4 and all(name in hand.text for name in theirs), hand.text
        assert str(screen.query_one("#header").render()).startswith("[Theseus's view] Hellas")
        # Ariadne's hand: counted, no key offered to show it, and the key asks nothing.
        await pilot.press("1")
        await pilot.pause()
        assert not isinstance(pilot.app.screen, ConfirmDialog)
        assert "Ariadne (pinned)" in str(hand.border_title)
        assert "hand: 2 hidden\n" in hand.text and "key 1" not in hand.text
        ariadnes = {screen.session.catalogue("card").resolve(c).label for c in _card_names(screen, 0)}
        assert not any(name in hand.text for name in ariadnes)
        # The same key again: back to one's own hand.
        await pilot.press("1")
        await pilot.pause()
        assert "Theseus (yours)" in str(hand.border_title)


async def test_a_form_names_cards_only_in_their_holders_view(tmp_path: Path) -> None:
    # Ariadne acts: her view names her cards; Theseus's view masks them and says where they are chosen.
    async with _app(tmp_path, "ariadne").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        await drive.fill("play")
        assert not drive.screen.query_one(ActionForm).masked
    async with _app(tmp_path / "other", "theseus").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        # Theseus's form for Ariadne (the command line named her): her cards stay hidden.
        await pilot.press("colon", *"play --as Ariadne", "enter")
        await pilot.pause()
        form = drive.screen.query_one(ActionForm)
        assert form.masked["card"] == "2 hidden cards: Ariadne chooses them in their own view"
        await pilot.press("1")  # the shared screen's key to show them does nothing of the kind here
        await pilot.pause()
        assert not isinstance(pilot.app.screen, ConfirmDialog)
        assert drive.screen.query_one(ActionForm).masked


async def test_the_table_view_shows_no_hand(tmp_path: Path) -> None:
    async with _app(tmp_path, "table").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        hand = _hand(pilot)
        assert str(screen.query_one("#header").render()).startswith("[table view] Hellas")
        for key, seat in (("1", 0), ("2", 1)):
            await pilot.press(key)
            await pilot.pause()
            assert not isinstance(pilot.app.screen, ConfirmDialog)
            names = {screen.session.catalogue("card").resolve(c).label for c in _card_names(screen, seat)}
            assert "hidden" in hand.text and not any(name in hand.text for name in names), hand.text


async def test_a_private_view_keeps_to_its_session(tmp_path: Path) -> None:
    # The home screen lists every save, and another save would open on the screen passed around.
    copy_demo(tmp_path, "aquileia")
    app = _app(tmp_path, "theseus")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(pilot.app.screen, SessionScreen)
        assert app.open_session(tmp_path / "aquileia-demo.toml") is False
        assert isinstance(pilot.app.screen, SessionScreen)
        await pilot.press("ctrl+p", *"open")
        await until(pilot, lambda: palette_shows(pilot, "open"), "the palette's entries for 'open'")
        from textual.command import CommandPalette

        palette = pilot.app.screen
        assert isinstance(palette, CommandPalette)
        listed = [str(o.prompt) for o in palette.query_one("CommandList").options]  # type: ignore[attr-defined]
        assert not any("aquileia-demo" in line for line in listed), listed


async def test_a_view_shows_a_change_made_elsewhere_within_a_second(tmp_path: Path) -> None:
    assert WATCH_SECONDS <= 0.5  # the poll; a change is drawn at the next one
    async with _app(tmp_path, "theseus").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        assert "turn: Ariadne" in str(screen.query_one("#header").render())
        before = len(screen.session.events)
        # Another view (another process) applies an action under the file's lock.
        other = SessionFile(screen.controller.path)
        other.change(lambda s: s.act("next", {}, force=True))
        # The next poll draws it (WATCH_SECONDS, asserted above, is what keeps it within a second).
        await until(pilot, lambda: len(screen.session.events) > before, "the change drawn")
        await until(pilot, lambda: "From another screen" in str(screen.query_one("#status").render()), "its status")
        assert len(screen.session.events) == before + 1
        assert "turn: Theseus" in str(screen.query_one("#header").render())
        status = str(screen.query_one("#status").render())
        assert status == f"From another screen: {before + 1}. Ariadne ends the turn  [overridden: One option]"
        other.change(lambda s: s.undo(), recheck=False)
        await until(pilot, lambda: "Taken back" in str(screen.query_one("#status").render()), "the undo drawn")
        assert len(screen.session.events) == before
        assert str(screen.query_one("#status").render()) == f"Taken back on another screen, to event {before}."


def test_the_viewer_is_named_forgivingly_or_refused_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, path = copy_demo(tmp_path, "hellas")
    session = saves.load(path)
    assert viewer_for(session, "THESEUS").seat == 1
    assert viewer_for(session, "Stůl").table and viewer_for(session, None).shared
    with pytest.raises(BadInput, match="name one of Ariadne, Theseus, or table"):
        viewer_for(session, "Minos")
    before = path.read_bytes()
    assert main(["--saves-dir", str(tmp_path), "open", "hellas-demo", "--viewer", "Minos"]) == 2
    out, err = capsys.readouterr()
    assert not out and err.strip().splitlines() == [
        "tabula: No player called Minos: name one of Ariadne, Theseus, or table for the public view."
    ]
    assert path.read_bytes() == before


async def test_a_tap_on_the_tab_bar_shows_that_panel(tmp_path: Path) -> None:
    # A phone's keyboard has no alt key: the tabs of the small layout are tapped.
    async with _app(tmp_path, "theseus").run_test(size=(43, 50)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        assert screen.layout_mode == "tabs" and screen.query_one("#wizard").display
        bar = screen.query_one("#tab-bar")
        line = str(bar.render())
        assert "alt+" not in line  # no alt key, and no room for it
        for label, panel in (("Hand", "hand"), ("Map", "map"), ("Log", "log"), ("Phase", "wizard")):
            column = line.index(label)
            assert column < bar.content_region.width
            await pilot.click(bar, offset=(bar.styles.padding.left + column, 0))
            await pilot.pause()
            shown = [n for n in ("map", "wizard", "hand", "log") if screen.query_one(f"#{n}").display]
            assert shown == [panel], (label, shown)


async def test_a_players_view_acts_as_that_player_alone_and_the_tables_view_not_at_all(tmp_path: Path) -> None:
    async with _app(tmp_path, "theseus").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        drive = Driver(pilot)
        screen = drive.screen
        events = len(screen.session.events)
        # The play form acts for Theseus (not Ariadne, whose turn it is) and names his own cards.
        await drive.fill("play")
        form = screen.query_one(ActionForm)
        assert screen._acting_seat() == 1 and not form.masked
        # Ending Ariadne's turn, or taking back her last event, is hers to do.
        await pilot.press("ctrl+n", "ctrl+n")  # its form, then applied: refused
        await pilot.pause()
        assert "only Ariadne moves on, not Theseus" in str(screen.query_one("#status").render())
        assert screen.controller.act("next", {}, "Ariadne").message == (
            "Only Ariadne acts as Ariadne: in their own view."
        )
        # Not even past the rules: ending her turn from his phone is not an override, it is her move (and
        # the form offers no Force for it).
        proposal, _ = screen.controller.check("next", {})
        assert proposal is not None and proposal.forcible and not screen.controller.may_force(proposal)
        assert screen.controller.act("next", {}, force=True).message == (
            "Only Ariadne acts as Ariadne: in their own view."
        )
        # Ariadne reinforces on her phone; Theseus's view may not take it back.
        SessionFile(screen.controller.path).change(lambda s: s.act("reinforce", {"greeks": "athens"}, "Ariadne"))
        assert screen.controller.changed_elsewhere()
        assert screen.controller.undo().message == "Only Ariadne acts as Ariadne: in their own view."
        assert len(screen.session.events) == events + 1
    async with _app(tmp_path / "table", "table").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        assert screen._form() is None  # no form opens by itself on the table's display
        assert not screen.query_one("#action-select").display and not screen.query_one("#wizard-buttons").display
        hints = str(screen.query_one("KeyBar").render())
        assert "Undo" not in hints and "Next" not in hints and "Rules" in hints
        events = len(screen.session.events)
        for outcome in (screen.controller.act("reinforce", {"greeks": "athens"}), screen.controller.undo()):
            assert not outcome.ok and outcome.message == (
                "The table's view only shows the game: each player acts in their own view."
            )
        assert len(screen.session.events) == events


async def test_an_attack_made_elsewhere_opens_the_defenders_answer_in_their_view(tmp_path: Path) -> None:
    async with _app(tmp_path, "theseus").run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = Driver(pilot).screen
        assert screen._form() is None  # nothing awaited of Theseus on Ariadne's turn
        # Ariadne attacks on her phone: Theseus's view opens his answer, acting for him.
        SessionFile(screen.controller.path).change(
            lambda s: s.act("attack", {"target": "argos", "sources": ["sparta"]}, actor="Ariadne")
        )
        # Mounted at the next poll, its who-acts choice with it.
        await until(pilot, lambda: screen._form() is not None and screen._acting_seat() == 1, "Theseus's answer")
        form = screen._form()
        assert form is not None and form.action == "pass" and screen._acting_seat() == 1
        assert str(screen.query_one("#status").render()).endswith("Ariadne attacks Argos")


async def test_every_key_hint_is_in_reach_on_a_narrow_screen(tmp_path: Path) -> None:
    from textual.command import CommandPalette

    from tui.app.widgets.key_bar import KeyBar

    async with _app(tmp_path, "theseus").run_test(size=(43, 50)) as pilot:
        await pilot.pause()
        bar = pilot.app.screen.query_one(KeyBar)
        lines = str(bar.render()).splitlines()
        assert len(lines) > 1 and bar.size.height == len(lines)  # hints past the width on a line of their own
        row = next(i for i, line in enumerate(lines) if "Palette" in line)
        await pilot.click(bar, offset=(lines[row].index("Palette"), row))
        await until(pilot, lambda: isinstance(pilot.app.screen, CommandPalette), "the palette")
        # Story, progress, rules: all from there.


async def test_the_rules_on_a_phone_put_the_topics_above_the_text(tmp_path: Path) -> None:
    async with _app(tmp_path, "theseus").run_test(size=(43, 50)) as pilot:
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        body = pilot.app.screen.query_one("#rules-body")
        assert body.size.width >= 38  # the phone's width, not what a side list leaves of it
        assert pilot.app.screen.query_one("#rules-side").region.bottom <= body.region.y


async def test_the_command_line_of_a_players_view_offers_their_own_cards(tmp_path: Path) -> None:
    # Issue 32: `act --as NAME --help` listed a player's own hand; the : line of their own screen did not.
    from tui.app.widgets.command_line import CommandLine, CommandSuggester

    for viewer, listed in (("ariadne", True), ("table", False)):
        async with _app(tmp_path / viewer, viewer).run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = Driver(pilot).screen
            suggester = screen.query_one(CommandLine).suggester
            assert isinstance(suggester, CommandSuggester)
            found = suggester.candidates("play card=")
            assert found is not None
            ids = {screen.session.catalogue("card").resolve(c).id for c in _card_names(screen, 0)}
            offered = {screen.session.catalogue("card").resolve(word).id for word in found[2][: len(ids)]}
            assert (offered == ids) is listed, (viewer, found[2][:5], ids)
