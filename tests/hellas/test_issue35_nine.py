"""Hellas at 9 of 10, the play-test at 8 of 10 (issue 35, its fifth round): a refusal wanting a field names the
field and its choices, and a voyage that fails says why the ships beside it did not count."""

from __future__ import annotations

import pytest

from engine.errors import RuleRefused
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, placed, voyage_example
from tests.hellas.test_open_lie import open_pylos
from tui.cli.session import _with_hint


def _hint(refused: RuleRefused) -> str:
    return str(_with_hint(refused, "g"))


def test_a_refusal_wanting_turn_or_ship_from_names_the_field_and_its_choices() -> None:
    """Play-test: "this cannot be overridden; say it in the action, and it is recorded" named no field."""
    coast = open_pylos()
    with pytest.raises(RuleRefused) as asked:
        coast.act("coast-tile", {"tile": "delos", "at": "NE of Pylos"})
    assert _hint(asked.value).endswith(
        "this cannot be overridden; say turn=0, 1, 2, 3 or 4, as the tile lies on the table"
    )
    session = voyage_example(turn=DARK)
    with pytest.raises(RuleRefused) as asked:
        session.act("voyage", {"tile": "tile-c", "at": "NE of Rhodes"})
    assert _hint(asked.value).endswith("this cannot be overridden; say ship_from=rhodes or kythera")


def test_a_voyage_without_a_ship_at_sea_names_the_closest_place_and_the_ships_by_land() -> None:
    """Play-test: "Ann has no ship beside any place it fits" while her ships stood on tiles touching one of
    those places by land only (L2: the ships on the sea of the neighbouring tiles count; ``decisions``)."""
    session = at_turns(placed("pylos", LIGHT, 1, 2, (1, -1)), placed("rhodes", DARK, 1, 1, (0, -1)), kit=example_kit())
    session.act("voyage", {"name": "Lemnos", "edges": "LLLLLS", "temple": "no"})
    assert session.outcome(len(session.events))[0] == (
        # Pylos borders the place by land: its ship could pay the fee (L2/f37, play-test 7), so the voyage fails
        # for want of superiority, not of a ship.
        "Light's voyage with Lemnos fails: Light has naval superiority nowhere it fits (N of Pylos: 0 ships against"
        " 1; not counted: Light's 2 ships on Pylos, which touches it by land only (its water does not reach the new"
        " tile)); the tile goes under the deck."
    )


def test_voyage_again_is_said_while_it_stands_and_the_regroup_goes_into_the_city_found_last() -> None:
    """Play-test: once Voyage again stood, Pending said nothing of the second voyage; after both, a regroup into
    the first new city was refused as "after a voyage or a won attack" (L2: regroup into the new city; the
    reading of two is in ``decisions``)."""
    session = voyage_example(hands=({"voyage-again": 1}, {"void": 1}))
    session.act("voyage", {"tile": "tile-a", "at": "SW of Pylos", "turn": 0})
    session.act("play", {"card": "voyage-again"})
    stands = "Light's Voyage again stands: another voyage may follow, or the turn ends."
    assert stands not in session.ruleset.pending(session.context())  # Dark may still void it
    session.act("pass")
    assert stands in session.ruleset.pending(session.context())
    session.act("voyage", {"tile": "tile-b", "at": "NW of Pylos"})
    assert stands not in session.ruleset.pending(session.context())
    refused = session.propose("regroup", {"from": "pylos", "to": "tile-a", "greeks": 0, "ships": 1}).violations
    assert refused[0].message == "after Voyage again, only into the city found last, Tile B"
