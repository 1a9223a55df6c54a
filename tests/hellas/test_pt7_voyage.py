"""Play-test 7 (issue 35): the voyage fee is a ship from any neighbouring tile, by land too (L2/f37), and
``voyage --check`` tells the verdict."""

from __future__ import annotations

from engine.hidden import check_lines
from engine.session import Session
from rulesets.hellas.state import Tile
from tests.hellas.helpers import LIGHT, Spot, at_turns, on

LESBOS = {"name": "Lesbos", "edges": "LSSSSS", "temple": "no", "at": "ithaca-ne", "turn": 4}


def _coast() -> Session:
    """Light's Ithaca (a ship) and Samos (a ship); Lesbos north-east of Ithaca, turned 4, meets Ithaca by land
    and Samos by sea."""
    return at_turns(
        Spot(Tile("ithaca", "Ithaca", at=(0, -1)), LIGHT, 1, 1),
        Spot(Tile("samos", "Samos", at=(1, -1)), LIGHT, 1, 1),
    )


def test_a_ship_on_a_tile_bordering_by_land_pays_the_voyage() -> None:
    """Bug 3: "Athens has no ship of yours next to the new tile" of a tile beside Kos by land (R37: a ship from
    any neighbouring tile). Only the count of superiority reads the ships by their water."""
    session = _coast()
    asked = [v.message for v in session.propose("voyage", LESBOS).violations]
    assert asked == ["say which tile your ship goes home from to pay the voyage: Samos or Ithaca"]
    session.act("voyage", {**LESBOS, "ship_from": "ithaca"})
    assert on(session, "ithaca") == (LIGHT, 1, 0) and on(session, "samos") == (LIGHT, 1, 1)
    assert session.outcome(len(session.events))[0].startswith("Light's voyage to Lesbos succeeds: 1 ship against 0")


def test_a_ship_elsewhere_is_refused_saying_why() -> None:
    session = at_turns(
        Spot(Tile("ithaca", "Ithaca", at=(0, -1)), LIGHT, 1, 1),
        Spot(Tile("samos", "Samos", at=(1, -1)), LIGHT, 1, 1),
        Spot(Tile("chios", "Chios", at=(-1, 0)), LIGHT, 1, 1),
    )
    refused = [v.message for v in session.propose("voyage", {**LESBOS, "ship_from": "chios"}).violations]
    assert "Chios does not border the new tile, so its ship cannot pay the voyage" in refused


def test_voyage_check_tells_where_and_the_verdict() -> None:
    """Bug 7: ``--check`` said only "1 landscape tile leaves the landscape deck" of a voyage that succeeded."""
    session = _coast()
    lines = check_lines(session, session.propose("voyage", {**LESBOS, "ship_from": "samos"}))
    assert any(line.strip().startswith("Light's voyage to Lesbos succeeds: 1 ship against 0") for line in lines)
    assert any("Lesbos joins the coast north-east of Ithaca" in line for line in lines)


def test_an_empty_reserve_names_the_cities_that_could_give_a_greek() -> None:
    """Play-test 7: with the reserve empty, greek_from= was asked without the cities that hold two Greeks."""
    session = at_turns(
        Spot(Tile("ithaca", "Ithaca", at=(0, -1)), LIGHT, 2, 1),
        Spot(Tile("samos", "Samos", at=(1, -1)), LIGHT, 1, 1),
    )
    session.act("correct", {"holder": "reserve:light", "kind": "greek:light", "count": 0, "reason": "table"})
    refused = session.propose("voyage", {**LESBOS, "ship_from": "samos"}).violations
    asked = next(v for v in refused if v.message.startswith("no Greek in reserve"))
    assert (
        asked.message == "no Greek in reserve: name your city with two Greeks that gives one, with greek_from= (Ithaca)"
    )
    assert asked.mend == "say greek_from=ithaca"
