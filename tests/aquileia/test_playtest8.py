"""Aquileia: the findings of the play-test that scored 8 of 10 (issue 33), each as the table met it."""

from __future__ import annotations

import pytest

from engine import kitfiles, registry
from engine.errors import BadInput
from engine.kits import Kit
from engine.report import render
from engine.session import Session
from engine.story import story
from engine.teach import open_lists
from rulesets.aquileia.state import Building
from tests.aquileia.helpers import (
    NAMES,
    coins,
    give_buildings,
    give_cards,
    hand,
    last_outcome,
    new,
    place_all,
    set_coins,
    to_phase,
)


def _forum_two(slaves: tuple[str, ...]) -> Session:
    session = new()
    set_coins(session, 1, bronze=2, gold=1, silver=2)
    give_cards(session, 1, *slaves)
    place_all(session, {"Blue": [], "Yellow": ["forum-2"], "Red": ["forum-3"], "Vlada": []})
    to_phase(session, "forum")
    return session


def test_too_few_slaves_says_what_the_hand_holds_and_what_is_missing() -> None:
    """Play-test: "3 slaves needed, 0 given" to a player holding 2 (l.7's blue villa 10 takes 3)."""
    session = _forum_two(("slave-2",))
    refused = session.propose("build", {"player": "Yellow", "tile": "Blue villa 10"})
    assert "Yellow holds 2 of the 3 slaves needed: 1 missing" in [v.message for v in refused.violations]
    named = session.propose("build", {"player": "Yellow", "tile": "Blue villa 10", "slave_cards": "2"})
    assert "Yellow holds 2 of the 3 slaves needed: 1 missing" in [v.message for v in named.violations]


def test_too_few_slave_cards_named_says_the_hand_holds_enough() -> None:
    session = _forum_two(("slave-2", "slave-1", "slave-1"))
    named = session.propose("build", {"player": "Yellow", "tile": "Blue villa 10", "slave_cards": "2"})
    assert "3 slaves needed, 2 given (Yellow holds 4)" in [v.message for v in named.violations]


def test_a_player_with_no_coin_passes_the_opening_and_drops_out_by_themselves() -> None:
    """Play-test: a player with no coin was still asked to open, then to raise. l.7: one who cannot repeat the
    bid must drop out (Vlada in its example); with no coin at all one cannot open either."""
    session = new()
    for seat in range(4):
        set_coins(session, seat)
    set_coins(session, 1, silver=1)
    set_coins(session, 2, silver=2, bronze=1)
    place_all(session, {"Blue": ["theatrum"], "Yellow": [], "Red": [], "Vlada": []})
    to_phase(session, "theatrum")
    # Blue (the Theatrum player) has no coin: the opening passes to Yellow as the auction begins, said in the log.
    said = "Blue has no coin to open the auction with: the opening passes on."
    assert said in last_outcome(session)
    assert session.ruleset.awaited(session.context()) == "bid"
    assert "Yellow opens or declines next." in [p["text"] for p in session.summary()["pending"]]
    session.act("bid", {"add": "silver"})  # Yellow opens
    # Red raises; Vlada (no coin) drops out by herself, Blue too, and Yellow, with nothing to repeat 2 coins with.
    session.act("bid", {"add": "bronze"})
    assert last_outcome(session)[1:4] == [
        "Vlada cannot repeat the bid and add a coin: Vlada drops out of the auction.",
        "Blue cannot repeat the bid and add a coin: Blue drops out of the auction.",
        "Yellow cannot repeat the bid and add a coin: Yellow drops out of the auction.",
    ]
    assert session.ruleset.awaited(session.context()) == "sell"
    session.act("sell", {"laurel": "blue/yellow"})
    assert hand(session, 2) == {"theatre-blue-yellow": 1} and coins(session, 1) == {"silver": 1}


def test_latro_with_no_coin_under_a_portus_servant_does_not_roll() -> None:
    """Play-test: Latro was asked to roll with nothing under a Portus servant to take (l.8 takes only those)."""
    session = new()
    place_all(session, {"Blue": ["forum-1"], "Yellow": [], "Red": [], "Vlada": ["latro"]})
    to_phase(session, "forum")
    session.act("skip")
    assert "No coin lies under a Portus servant: Latro (Vlada) has nothing to take and does not roll." in (
        last_outcome(session)
    )
    assert session.table.position.round == 2


ONLY_PECUNIA = {"Blue": ["pecunia"], "Yellow": [], "Red": [], "Vlada": []}


def _at_pecunia(kit: Kit | None = None) -> Session:
    session = new(kit=kit)
    place_all(session, ONLY_PECUNIA)
    to_phase(session, "mercatus")
    set_coins(session, 0, gold=2, silver=2, bronze=2)
    return session


def test_the_pecunia_rates_are_asked_for_whole_once_and_then_hold() -> None:
    """Play-test: the table was never asked for the board's rates, a made-up rate was kept, and `kit show` said
    nothing was missing. l.4 allows only the exchanges drawn on the board."""
    session = _at_pecunia()
    asked = session.propose("pecunia", {"give": "gold", "get": "silver,silver"})
    assert [v.message for v in asked.violations] == [
        "the board's Pecunia rates are not all known (0 known: none): enter them all once, coins given then "
        "taken, one rate a comma (board: g ss, s bbb)"
    ]
    with pytest.raises(BadInput, match="pays out more than it takes"):
        session.propose("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss, b g"})
    with pytest.raises(BadInput, match="one letter a coin"):
        session.propose("pecunia", {"give": "gold", "get": "silver,silver", "board": "gold silvers"})
    at_another = session.propose("pecunia", {"give": "gold", "get": "bronze,bronze", "board": "g ss, s bbb"})
    assert [v.message for v in at_another.violations] == [
        "the board allows only: 1 gold for 2 silver; 1 silver for 3 bronze"
    ]
    session.act("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss, s bbb"})
    assert session.table.position.round == 2 and coins(session, 0)["silver"] == 4
    assert (
        "The board's 2 Pecunia rates are kept, for this game and the next: 1 gold for 2 silver; 1 silver for 3 bronze."
    ) in last_outcome(session)
    # The next game's kit holds the whole table: no rate asked again, and a made-up one refused.
    kit = session.ruleset.learned(session.context(), session.table.kit)
    assert [(e["name"], e["of"]) for e in kit.entries("pecunia")] == [
        ("1 gold for 2 silver", 2),
        ("1 silver for 3 bronze", 2),
    ]
    later = _at_pecunia(kit)
    assert later.propose("pecunia", {"rate": "1 silver for 3 bronze"}).legal
    refused = later.propose("pecunia", {"give": "gold", "get": "bronze,bronze"})
    assert [v.message for v in refused.violations] == [
        "the board allows only: 1 gold for 2 silver; 1 silver for 3 bronze"
    ]
    with pytest.raises(BadInput, match="knows the board's rates already"):
        later.propose("pecunia", {"rate": "1 silver for 3 bronze", "board": "s bbb"})


def test_kit_show_says_which_lists_are_not_known_whole() -> None:
    ruleset = registry.load("aquileia")
    kit = kitfiles.shipped(ruleset)
    assert [line for line in open_lists(kit, ruleset) if line.startswith("pecunia")] == [
        "pecunia: 0 known, how many in all is not known (kit teach asks)"
    ]
    session = _at_pecunia()
    session.act("pecunia", {"give": "gold", "get": "silver,silver", "board": "g ss"})
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert not [line for line in open_lists(learned, ruleset) if line.startswith("pecunia")]


def test_the_end_of_the_game_tells_the_final_scoring_source_by_source() -> None:
    """Play-test: the end said only who won. l.8's example: a blue stadium laurel and the blue/yellow theatre
    laurel (its owner counts it as blue), blue villas 10 and 6: 2 × 16 = 32, plus a 5-point laurel: 37. The
    theatre laurel's colour was chosen silently: the app says which it counted and why."""
    session = new()
    give_cards(session, 0, "laurel-blue", "laurel-5", "theatre-blue-yellow")
    give_buildings(session, 0, Building("villa", 10, "blue"), Building("villa", 6, "blue"))
    give_cards(session, 1, "laurel-10", "laurel-3")
    for _ in range(6):
        place_all(session, {n: [] for n in NAMES})  # nothing placed: every area passes by itself
    assert session.table.game.over
    said = last_outcome(session)
    start = said.index("Final scoring (l.8):")
    assert said[start + 1 : start + 3] == [
        "Blue: 0 in play + stadium laurels 5 + blue villas 16 × 2 laurels = 32: 37 points; the blue/yellow "
        "theatre laurel counted as blue, the colour that scores more (l.8: the owner's choice).",
        "Yellow: 0 in play + stadium laurels 10 + 3 = 13: 13 points.",
    ]
    assert "Final scoring (l.8):" in render(story(session))
