"""Play-test leftovers in the engine: a correction's source defaults to the owner's reserve (Hellas), a player's
holder answers to its owner and its sort (Civilization's coins, in Czech too), and a kit counts every unknown
fact of a partly known list."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from engine.kits import Kit
from engine.owned_names import genitives
from tests.civilization.helpers import new as new_civilization
from tests.hellas.helpers import LIGHT, at_turns, tile


def test_a_ship_corrected_onto_a_tile_comes_from_its_owners_reserve() -> None:
    # Hellas play-test: every ship is out of the box (in the reserves), and the source had to be typed.
    session = at_turns(tile("a", LIGHT, 2, 0))
    session.act("correct", {"holder": "tile:a", "kind": "ship:light", "count": 1, "reason": "it sails there"})
    assert session.events[-1].args["source"] == "reserve:light"
    assert session.table.ledger.where("ship:light") == {"reserve:light": 9, "tile:a": 1}
    assert "1 ship came from Light's reserve" in " ".join(session.outcome(len(session.events)))


def test_a_named_source_stays_and_a_lowered_count_goes_to_the_reserve() -> None:
    session = at_turns(tile("a", LIGHT, 2, 0))
    session.act("correct", {"holder": "tile:a", "kind": "greek:light", "count": 1, "reason": "x", "source": "box"})
    assert session.events[-1].args["source"] == "box"  # named: kept as typed
    assert session.table.ledger.count("box", "greek:light") == 1
    session.act("correct", {"holder": "tile:a", "kind": "greek:light", "count": 0, "reason": "one went home"})
    # Taken off, it goes back to its owner's reserve (play-test 9: "back to the box" was not the table's way).
    assert session.events[-1].args["source"] == "reserve:light"
    assert session.table.ledger.count("tile:a", "greek:light") == 0


@pytest.mark.parametrize("typed", ["Petr's coins", "coins of Petr", "mince Petra", "mince hráče Petr", "coins Petr"])
def test_a_players_holder_answers_to_its_owner_and_its_sort(typed: str) -> None:
    session = new_civilization(("Petr", "rome"), ("Mirek", "china"))
    holders = session.catalogue("holder")
    assert holders.resolve(typed).id == "coins:rome"
    assert holders.resolve(typed.replace("Petr", "Mirek").replace("Mireka", "Mirka")).id == "coins:china"


def test_the_owner_of_another_sort_is_no_coin_dial() -> None:
    holders = new_civilization(("Petr", "rome"), ("Mirek", "china")).catalogue("holder")
    assert holders.resolve("Petr's hand").id == "hand:rome"
    with pytest.raises(NotFound):
        holders.resolve("coins of Honza")


def test_czech_genitives_of_first_names() -> None:
    assert genitives("Petr") == ["Petr", "Petra"]
    assert "Mirka" in genitives("Mirek")
    assert "Honzy" in genitives("Honza")
    assert "Tomáše" in genitives("Tomáš")
    assert "Jiřího" in genitives("Jiří")


def test_a_partly_known_list_counts_each_unknown_fact() -> None:
    # Two sides of six known: four facts unknown, not none (the list is not "?" itself).
    tiles = ({"id": "a", "edges": ["land", "sea", "?", "?", "?", "?"], "temple": "?"}, {"id": "b", "edges": "?"})
    kit = Kit("hellas", sections={"tiles": tiles})
    assert kit.missing() == ["tiles: 6 facts unknown"]
