"""Play-test 10 (issue 35), bugs 5 and 6: a tile put under the deck is not offered as the one turned up, and a
card that changes nothing says why in its dry run too."""

from __future__ import annotations

from dataclasses import replace

from engine.hidden import check_lines
from engine.state import Table
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, tile
from tests.hellas.test_offered import offered


def test_a_tile_under_the_deck_is_not_offered() -> None:
    """e1: after Redraw put Ithaca under the deck, ``actions`` offered ``voyage [tile=ithaca]`` (R89)."""
    session = at_turns(tile("a", LIGHT, 2, 2), tile("b", DARK, 1), kit=example_kit())
    assert "argos" in offered(session, "voyage", "tile", LIGHT)
    table = session.table
    session.tables[-1] = Table(
        table.position, replace(table.game, bottom=("argos",)), ledger=table.ledger, kit=table.kit
    )
    tiles = offered(session, "voyage", "tile", LIGHT)
    assert "argos" not in tiles and "bassae" in tiles
    assert "argos" not in offered(session, "play", "put_back", LIGHT)


def test_a_flood_with_no_city_of_three_says_so_in_its_check() -> None:
    """e1 R5: ``play card=flood --check`` said only "allowed" (R87: it lowers cities of 3 Greeks)."""
    session = at_turns(tile("a", LIGHT, 2), tile("b", DARK, 2), hands=({"flood": 1}, {}))
    lines = check_lines(session, session.propose("play", {"card": "flood"}))
    assert "   No city holds 3 Greeks: Flood changes nothing." in lines
