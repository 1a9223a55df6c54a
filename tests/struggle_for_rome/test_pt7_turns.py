"""Play-test 7 (issue 34): N4, a tribe's turn passes by itself when only the two-tiles-a-colour cap keeps it
from the one plunder left (L11); the play-tester had to type `next`."""

from __future__ import annotations

from tests.struggle_for_rome.helpers import count, example_kit, new, put, tiles, to_phase
from tests.struggle_for_rome.test_issue34_n1 import _by_verona, _listed


def test_a_tribe_with_two_tiles_of_the_colour_passes_after_its_move() -> None:
    session = _by_verona(horsemen=2)  # 2 horsemen match Verona's 2 towers: a plunder, but for the tiles
    tiles(session, "red", "cavalry", north_italy=2)
    session.act("move-to", {"to": "x"})
    assert session.table.position.turn == 1
    assert "Ann's cavalry tribe has nothing left to do this turn: the turn passes." in session.outcome(
        len(session.events)
    )


def test_one_tile_of_the_colour_leaves_the_plunder_open() -> None:
    session = _by_verona(horsemen=2)
    tiles(session, "red", "cavalry", north_italy=1)
    session.act("move-to", {"to": "x"})
    assert session.table.position.turn == 0 and "plunder" in _listed(session)


def test_the_next_players_card_named_without_a_player_ends_the_turn_before_it() -> None:
    """N7: in trade and build the next player's play-card ends the turn before it, as their build does; the
    play-test's bare `play-card card=diplomat` was refused as the turn holder's ("Ann holds no Diplomat")."""
    session = new(4, kit=example_kit())
    to_phase(session, "build")
    assert session.table.position.turn == 0
    put(session, "cards:blue", "diplomat", 1, "box")
    session.act("play-card", {"card": "diplomat"})
    assert session.table.position.turn == 1
    assert count(session, "cards:blue", "diplomat") == 0
