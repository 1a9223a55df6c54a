"""What a shared screen may say of Aquileia's hands (issue 33): l.1 lets players keep even how many cards they
hold to themselves, but ``show`` and the app said "hand: 5 hidden". And ``show`` did not list the kit's lists of
unknown size (the Stadium spaces) that ``kit show`` lists; ``act --check`` did not say what it checked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine import saves
from engine.hidden import check_lines, public_summary
from tests.aquileia.helpers import give_cards, new
from tests.settle import settle, until
from tests.tui.driver import demo_app, session_screen
from tui.app.screens.dialogs import ConfirmDialog
from tui.app.widgets.hand_panel import HandPanel
from tui.cli.base import show_text
from tui.cli.main import main


def test_show_says_every_hand_is_hidden_without_a_number() -> None:
    session = new()
    give_cards(session, 0, "slave-1", "slave-2", "laurel-10")  # Blue holds 3; Yellow, Red and Vlada none
    text = show_text(session)
    # Every player's hand said the same, an empty one too: a line missing would tell it holds nothing.
    assert text.count("    hand: hidden\n") == 4, text
    assert "3 hidden" not in text and "one-slave" not in text
    # Blue's own look lists them.
    own = show_text(session, "Blue")
    assert "hand (secret): 1 one-slave card, 1 two-slave card, 1 10-point stadium laurel" in own, own


def test_the_show_document_counts_no_hand() -> None:
    session = new()
    give_cards(session, 0, "slave-1", "slave-2")
    shared = public_summary(session, session.summary())
    blue = shared["players"][0]
    assert "hand" not in blue["holdings"] and "hidden" not in blue, blue
    assert "slave-1" not in json.dumps(shared)
    own = public_summary(session, session.summary(), viewer="Blue")["players"][0]
    assert own["holdings"]["hand"] == {"slave-1": 1, "slave-2": 1}


async def test_the_hand_panel_says_hidden_without_a_number_and_asks_before_an_empty_hand(tmp_path: Path) -> None:
    # The demo: Vlada (key 1) holds no card, Kaja (key 2, who acts) holds two.
    async with demo_app(tmp_path, "aquileia").run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        hand = session_screen(pilot).query_one(HandPanel)
        assert "hand: hidden (key 2 to show)" in hand.text and "2 hidden" not in hand.text, hand.text
        # Vlada's key asks first, as it does for a hand that holds cards: pinned at once, it told her hand empty.
        await pilot.press("1")
        await until(pilot, lambda: isinstance(pilot.app.screen, ConfirmDialog), "the show-cards question")
        await pilot.press("n")
        await settle(pilot)
        assert "Vlada" in str(hand.border_title) and "hand: hidden (key 1 to show)" in hand.text, hand.text


def test_show_lists_the_kit_lists_whose_size_is_not_known() -> None:
    """``kit show`` said "stadium: 4 known, how many in all is not known"; ``show`` left it out."""
    text = show_text(new())
    missing = text.partition("Board kit still missing")[2]
    assert "stadium: 4 known, how many in all is not known (kit teach asks)" in missing, missing


def test_the_check_says_what_it_checked(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = new()
    assert (
        check_lines(session, session.propose("place", {"space": "dolus"}))[0] == "place: allowed (Blue places at Dolus)"
    )
    saves.save(session, tmp_path / "checked.toml")
    assert main(["--saves-dir", str(tmp_path), "act", "checked", "place", "space=pecunia", "--check"]) == 0
    assert capsys.readouterr().out.startswith("place: allowed (Blue places at Pecunia)\n")
