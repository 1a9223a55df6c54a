"""Undo and redo always leave a screen that takes keys (issue 31, the new-user play-test: after the Merchant's
card to Anna, ``ctrl+z`` froze the app, every key ignored, ctrl+q too, the footer down to "^p Palette"). The undo
made the Cleopatra form anew and, in the same moment, the form the rules wait for took its place: the first
form's cursor, asked for a moment later, landed on a field already removed, and keys went nowhere."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Footer

from engine import saves
from engine.session import Session
from rulesets.mare_nostrum import INFO
from tests.settle import settle
from tests.tui.driver import Driver
from tests.tui.test_burst_answer import _type
from tui.app.app import TabulaApp
from tui.app.widgets.command_line import CommandLine

#: The play-test's table: Anna (Egypt), Bohdan (Carthage, the Merchant), Cyril (Greece), Dana (Rome).
PLAYERS = (("Anna", "egypt"), ("Bohdan", "carthage"), ("Cyril", "greece"), ("Dana", "rome"))
#: The goods each player named under a starting caravan: (player, province, good).
GOODS = (
    ("Bohdan", "carthage", "wine"),
    ("Bohdan", "carthage", "fish"),
    ("Bohdan", "west-of-carthage", "cattle"),
    ("Bohdan", "south-of-carthage", "slaves"),
    ("Cyril", "athens", "oil"),
    ("Cyril", "north-of-athens", "wine"),
    ("Cyril", "north-of-athens", "fruit"),
    ("Dana", "rome", "wine"),
    ("Dana", "rome", "grain"),
    ("Dana", "north-of-rome", "metals"),
    ("Dana", "south-of-rome", "oil"),
)
#: What each player offered in the exchange.
OFFERS = (("Anna", "taxes,taxes"), ("Bohdan", "taxes,cattle"), ("Cyril", "taxes,oil"), ("Dana", "taxes,oil"))
#: The exchange's takes: (who takes, the card, from whom). The last is the only card Dana could take: the rules
#: take it by themselves (Mare Nostrum rules v11), so it is not typed.
TAKES = (
    ("Bohdan", "oil", "Cyril"),
    ("Cyril", "cattle", "Bohdan"),
    ("Bohdan", "oil", "Dana"),
    ("Dana", "taxes", "Anna"),
    ("Anna", "taxes", "Bohdan"),
    ("Bohdan", "taxes", "Cyril"),
    ("Cyril", "taxes", "Dana"),
    ("Dana", "taxes", "Anna"),
)


def _owed(folder: Path) -> TabulaApp:
    """The play-test's save: round 1's exchange done, the Merchant (Bohdan) owes Anna a card (key 2 shows his)."""
    session = Session.new(INFO.load(), list(PLAYERS), (), rng=random.Random(1))
    session.act("caravan-good", {"player": "Anna", "province": "cyrene", "good": "oil"}, actor="Anna")
    session.act("extra-caravan", {"province": "thebes", "good": "grain"}, actor="Anna")
    for who, province, good in GOODS:
        session.act("caravan-good", {"player": who, "province": province, "good": good}, actor=who)
    assert session.phase.id == "trade"  # every caravan good named: the preset setup ended by itself (rules v10)
    session.act("exchange-size", {"count": "2"}, actor="Bohdan")
    for who, cards in OFFERS:
        session.act("offer", {"player": who, "cards": cards}, actor=who)
    for who, card, giver in TAKES[:-1]:
        session.act("take", {"card": card, "from": giver, "odysseus": "no"}, actor=who)
    assert session.ruleset.awaited(session.context()) == "compensate"
    session.name = "owed"
    saves.save(session, folder / "owed.toml")
    return TabulaApp(session_path=folder / "owed.toml", saves_dir=folder)


#: The play-test's keys: Bohdan's cards shown, fish found in his list and given, Cleopatra's form opens.
FISH_GIVEN = ["2", "y", "enter", "f", "i", "enter", "enter"]


def _footer_keys(app: Any) -> set[str]:
    """The keys the footer offers now (what a frozen screen showed: only the palette's)."""
    return {binding.key for _node, binding, _enabled, _tip in app.active_bindings.values()} if app.focused else set()


@pytest.mark.parametrize(
    ("between", "burst"),
    [
        ([], False),  # the play-test's keys, one by one
        ([], True),  # the same at paste speed
        (["ctrl+n", "ctrl+n", "ctrl+z"], False),  # it froze with the turn passed and taken back first too
    ],
)
async def test_undo_after_the_merchants_card_leaves_a_screen_that_takes_keys(
    tmp_path: Path, between: list[str], burst: bool
) -> None:
    async with _owed(tmp_path).run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        drive = Driver(pilot)
        screen = drive.screen
        owed = len(screen.session.events)  # the save's events: the Merchant's card not given yet
        await _type(pilot, [*FISH_GIVEN, "|", *between, "ctrl+z"], burst)
        await settle(pilot)
        assert len(screen.session.events) == owed and screen._form() is not None  # the Merchant's card taken back
        focused = pilot.app.focused
        assert focused is None or focused.is_attached, focused  # never a field already removed
        assert {"ctrl+z", "ctrl+y", "ctrl+q"} <= _footer_keys(pilot.app), screen.query_one(Footer)
        await pilot.press("ctrl+y")  # redo: the card given again
        assert [event.type for event in screen.session.events][-1] == "compensate", drive.status()
        await pilot.press("colon")  # the : line opens: keys reach the screen
        assert pilot.app.focused is screen.query_one(CommandLine)
