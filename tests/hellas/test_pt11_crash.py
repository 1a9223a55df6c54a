"""Hellas, after play-test 11's refused statements: a tile only a refused command described, named again by its
id with a new description, was checked without that statement and crashed (``KeyError: 'tile-11'`` in random
play from the demo). Checked on its own word the id names no tile: one clear line, and the table unchanged."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused
from engine.session import Session
from tests.hellas.helpers import new_session


def _ithaki_refused() -> Session:
    """A table whose refused command described Ithaki (LSSSSS) where it could not go: the statement is kept."""
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "at": "N of the dolphin tile", "turn": 0}
    )
    with pytest.raises(RuleRefused, match="Coast"):
        session.act("coast-tile", {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"})
    return session


@pytest.mark.usefixtures("english")
def test_a_kept_tile_named_by_id_with_other_sides_is_refused_in_one_line() -> None:
    session = _ithaki_refused()
    stated, events = list(session.stated), len(session.events)
    retyped = {"tile": "ithaki", "temple": "no", "edges": "LLSSSS", "at": "athens-n"}
    with pytest.raises(BadInput, match="described with name="):  # was KeyError: 'ithaki'
        session.propose("coast-tile", retyped)
    with pytest.raises(BadInput, match="described with name="):
        session.act("coast-tile", retyped)
    assert session.stated == stated and len(session.events) == events


@pytest.mark.usefixtures("english")
def test_described_again_by_name_the_tile_is_checked_on_its_own_word() -> None:
    session = _ithaki_refused()
    read_again = {"name": "Ithaki", "temple": "no", "edges": "LLSSSS", "at": "NE of the dolphin tile", "turn": 0}
    session.act("coast-tile", read_again)
    assert session.events[-1].args["edges"] == "LLSSSS"
    assert session.stated == []
