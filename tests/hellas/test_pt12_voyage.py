"""Play-test 12, item 3: one refusal per voyage. Where the place is named and one way of lying there alone makes the
voyage succeed (the place list names only it), that lie is taken; saves before version 17 asked it."""

from __future__ import annotations

from engine.session import Session
from rulesets.hellas.migrate import BEFORE_V17
from rulesets.hellas.state import Tile
from tests.hellas.helpers import DARK, LIGHT, Spot, at_turns, example_kit


def _pylos_open(options: dict[str, object] | None = None) -> Session:
    """Light's Pylos lying open, a ship on it; dark's Delos beside it with a ship; dark's turn."""
    return at_turns(
        Spot(Tile("pylos", "Pylos", at=(0, -1), turn=0, turns=(0, 1, 2, 4, 5)), LIGHT, 1, 1),
        Spot(Tile("delos", "Delos", at=(1, -1), turn=1), DARK, 1, 1),
        turn=DARK,
        kit=example_kit(),
        options=options,
    )


ARGS = {"tile": "naxos", "edges": "SLLSSS", "temple": "no", "at": "pylos-ne"}


def test_the_only_lie_that_succeeds_is_taken() -> None:
    session = _pylos_open()
    proposal = session.propose("voyage", ARGS)
    assert proposal.legal and proposal.args["turn"] == 3
    session.act("voyage", ARGS)
    assert session.table.game.tile("naxos") is not None


def test_an_older_save_asks_it() -> None:
    refused = _pylos_open({BEFORE_V17: True}).propose("voyage", ARGS).violations
    told = [v.message for v in refused]
    assert any(m.startswith("it fits there in ways that border Pylos differently") for m in told)
