"""The landscape deck's known bottom (issue 17): a failed voyage's tile and Redraw's first tile go under
the deck (L2, L6/f89); none of them comes up while other tiles lie above, and once only they are left
the app names the next tile by itself."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.errors import RuleRefused
from engine.session import Session
from tests.hellas.helpers import voyage_example


def _leave_in_deck(session: Session, n: int) -> None:
    """Take tiles out of the face-down deck until ``n`` are left (the others drawn in turns not played)."""
    table = session.table
    drawn = table.ledger.count("deck:landscape", "landscape") - n
    session.tables[-1] = replace(table, ledger=table.ledger.move("landscape", drawn, "deck:landscape", "box"))


def test_redraw_puts_the_first_tile_under_the_deck() -> None:
    session = voyage_example(hands=({"redraw": 1}, {"redraw": 1}))
    session.act("play", {"card": "redraw", "put_back": "tile-b"})
    session.act("pass")  # Dark does not void it
    session.act("voyage", {"tile": "tile-c", "at": "pylos-sw"})  # the settled Redraw: Tile B went under
    assert session.table.game.bottom == ("tile-b",)
    session.act("next")
    # Under the deck, it cannot be the tile a second Redraw puts back either, whatever the table says.
    with pytest.raises(RuleRefused) as refused:
        session.act("play", {"card": "redraw", "put_back": "tile-b"}, "Dark", force=True)
    assert [v.message for v in refused.value.violations] == [
        "Tile B lies under the deck: it comes up after the 18 tiles above it"
    ]


def test_a_tile_under_the_deck_is_not_the_next_one_until_it_is_all_that_is_left() -> None:
    session = voyage_example()
    session.act("voyage", {"name": "Lemnos", "edges": "LLLLLS", "temple": "no"})  # it fits nowhere: under
    assert session.table.game.bottom == ("lemnos",)
    dark = session.propose("voyage", {"tile": "lemnos"}).violations
    assert dark[0].message == "Lemnos lies under the deck: it comes up after the 19 tiles above it"
    _leave_in_deck(session, 1)
    # Only Lemnos is left: the app names it, and another tile is refused.
    assert session.propose("voyage", {"tile": "tile-a"}).violations[0].message == (
        "the next tile is Lemnos: only tiles put back under the deck are left"
    )
    assert session.propose("voyage", {}).args["tile"] == "lemnos"


def test_the_known_bottom_is_counted_and_shown_in_order() -> None:
    """Hellas play-test: Tile A, put under the deck after Naxos, was said to lie under as many tiles as
    Naxos; show never named the tiles under the deck, and Redraw said nothing of its tile."""
    session = voyage_example(hands=({"redraw": 1}, {}))
    session.act("voyage", {"name": "Lemnos", "edges": "LLLLLS", "temple": "no"})  # fits nowhere: under
    # Light's Redraw the tile has no voyage left to serve: the turn passed by itself (play-test 11).
    session.act("next", force=True)  # Dark passes the turn back (a test shortcut)
    session.act("play", {"card": "redraw", "put_back": "tile-a"})
    assert session.outcome(len(session.events))[0] == "Tile A goes under the landscape deck."
    assert session.table.game.bottom == ("lemnos", "tile-a")
    refused = session.propose("voyage", {"tile": "tile-a"}).violations
    assert refused[0].message == "Tile A lies under the deck: it comes up after the 19 tiles above it"
    lemnos = session.propose("voyage", {"tile": "lemnos"}).violations
    assert lemnos[0].message == "Lemnos lies under the deck: it comes up after the 18 tiles above it"
    # Said with the board (show, the app's drawn coast), not in Pending as if awaited (issue 35).
    said = "Under the landscape deck, in the order they come up: Lemnos, Tile A."
    assert said in session.ruleset.drawn_session(session.context())
    assert not [line for line in session.ruleset.pending(session.context()) if "landscape deck" in line]
