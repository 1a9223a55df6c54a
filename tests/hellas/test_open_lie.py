"""Issue 35 leftovers: ``turn=`` is asked only when the ways a tile fits differ towards a placed tile; otherwise
the tile lies with its lie open, and a tile laid against it later settles the side it meets."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.contacts import contacts
from rulesets.hellas.hexes import LAND, SEA
from rulesets.hellas.state import State
from tests.hellas.helpers import example_kit, new_session


def open_pylos() -> Session:
    """A first coast with Pylos (one land side) south of the all-sea dolphin tile, laid without a turn: dark to
    place next."""
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "plus-one"})
    session.act("coast-tile", {"tile": "pylos", "at": "S of the dolphin tile"})
    return session


def _pylos(session: Session) -> tuple[int, tuple[int, ...]]:
    state: State = session.table.game
    tile = state.tile("pylos")
    assert tile is not None
    return tile.turn, tile.turns


def test_a_tile_touching_only_the_dolphin_tile_is_taken_without_its_turn() -> None:
    """Five turns turn sea to the dolphin tile and touch nothing else: the board is the same for play, so the
    app does not ask; the side towards the dolphin is known (sea), the sides left free stay unknown."""
    session = open_pylos()
    assert _pylos(session) == (1, (1, 2, 3, 4, 5))
    sides = contacts(session.context()).sides["pylos"]
    assert sides[0] == SEA and sides[1:] == (None,) * 5


def test_the_turn_is_asked_where_it_changes_a_border_and_settles_the_neighbour() -> None:
    """Delos north-east of Pylos touches Pylos and the dolphin tile: turned 4 its land meets Pylos, turned
    otherwise its sea does, a border by land or by sea: so the app asks. The answer settles Pylos's side."""
    session = open_pylos()
    refused = session.propose("coast-tile", {"tile": "delos", "at": "NE of Pylos"}).violations
    assert [v.message for v in refused] == [
        "it fits there in ways that border Pylos differently (turned 0, 1, 2 or 3, Pylos by sea; turned 4, Pylos"
        " by land): say which"
    ]
    land = open_pylos()
    land.act("coast-tile", {"tile": "delos", "at": "NE of Pylos", "turn": 4})
    assert _pylos(land) == (1, ())  # only turned 1 does Pylos show land to the north-east
    cm = contacts(land.context())
    assert cm.sides["pylos"][1] == LAND and cm.by_land("pylos", "delos")
    sea = open_pylos()
    sea.act("coast-tile", {"tile": "delos", "at": "NE of Pylos", "turn": 0})
    assert _pylos(sea) == (2, (2, 3, 4, 5))
    assert not contacts(sea.context()).by_land("pylos", "delos")


def test_a_voyage_beside_settled_tiles_needs_no_turn() -> None:
    """With every neighbour's side known, the sides it turns to them are fixed by land meeting land: no turn is
    asked, whichever way it lies towards the free places (the play-test typed one on most placements)."""
    from tests.hellas.helpers import DARK, voyage_example

    session = voyage_example(turn=DARK)
    asked = session.propose("voyage", {"tile": "tile-a", "at": "NE of Rhodes"}).violations
    assert all("turn" not in v.message and "turn=" not in (v.mend or "") for v in asked)
