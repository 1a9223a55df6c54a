"""Play-test 11, bugs 10 and 11: the dolphin tile's sides are checked as any tile's are (R9), and two land
stretches stay an isthmus as ``decisions`` says."""

from __future__ import annotations

import pytest

from engine.errors import BadInput
from rulesets.hellas.fit import sides_problem
from rulesets.hellas.hexes import parse_sides
from tests.hellas.helpers import new_session


def test_the_dolphin_tiles_sides_show_land_too() -> None:
    """``dolphin_edges=SSSSSS`` was taken while ``edges=SSSSSS`` was refused."""
    session = new_session()
    session.act("deal", {"player": "Light", "poseidon": "flood", "zeus": "void", "ares": "plus-one"})
    session.act("deal", {"player": "Dark", "poseidon": "flood", "zeus": "void", "ares": "plus-one"})
    args = {"name": "Naxos", "edges": "LLLSSS", "temple": "no", "at": "dolphin-n", "turn": 0}
    with pytest.raises(BadInput, match="dolphin_edges: every tile shows land too"):
        session.act("coast-tile", {**args, "dolphin_edges": "SSSSSS"})


def test_saves_before_version_16_took_an_all_sea_dolphin() -> None:
    from rulesets.hellas.dolphin import told_dolphin
    from tests.hellas.helpers import example_kit

    kit = example_kit()
    with pytest.raises(BadInput):
        told_dolphin(kit, (), {"dolphin_edges": "SSSSSS"})
    told_dolphin(kit, (), {"dolphin_edges": "SSSSSS"}, loose=True)  # no refusal


def test_two_land_stretches_are_an_isthmus_and_three_need_a_bridge() -> None:
    assert sides_problem(parse_sides("LSLSSS"), False) == ""
    assert "three stretches" in sides_problem(parse_sides("LSLSLS"), False)
    assert sides_problem(parse_sides("LSLSLS"), True) == ""
