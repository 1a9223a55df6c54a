"""A refusal of a name is one short line (issue 31): a part the names offered share is said once, a long list
is cut to its first names, and a long name (typed, or given a tile at the table) is not spelled out again and
again."""

from __future__ import annotations

import random

import pytest

from engine.errors import NotFound
from engine.names import HINT_ROOM, Catalogue, listed
from engine.session import Session
from rulesets.hellas import INFO as HELLAS
from tests.conftest import new_market

LONG = "Peloponnesos" * 13 + "Nine"


def _refused(session: Session, action: str, args: dict[str, str]) -> str:
    with pytest.raises(NotFound) as refused:
        session.propose(action, args)
    return str(refused.value)


def test_places_beside_a_long_named_tile_name_it_once() -> None:
    # The play-test's 165 characters: a tile the kit did not know, named at the table, then a wrong place
    # beside the coast listed "N of <name>, NE of <name>, ..." six times over.
    session = Session.new(HELLAS.load(), [("Ann", None), ("Bo", None)], rng=random.Random(5))
    tile = {"name": LONG, "edges": "LLSSSS", "at": "dolphin-n", "turn": "0", "temple": "no", "bridge": "no"}
    session.act("coast-tile", tile)
    said = _refused(session, "coast-tile", {"at": "zz"})
    assert said.count("Peloponnesos") <= 3 and said.count("dolphin tile") <= 1
    assert len(said) < 140 and "\n" not in said
    close = _refused(session, "coast-tile", {"at": "s"})
    assert close.count("Peloponnesos") <= 3 and len(close) < 160
    fresh = Session.new(HELLAS.load(), [("Ann", None), ("Bo", None)], rng=random.Random(5))
    assert "did you mean S, SE or SW of the dolphin tile?" in _refused(fresh, "coast-tile", {"at": "s"})


def test_a_list_says_what_its_names_share_once_and_cuts_a_long_one() -> None:
    sides = ["N", "NE", "SE", "S", "SW", "NW"]
    assert listed([f"{s} of the dolphin tile" for s in sides]) == "N, NE, SE, S, SW, NW of the dolphin tile"
    assert listed(["Forum 1", "Forum 2", "Forum 3"], "or") == "Forum 1, 2 or 3"
    seas = ["Sea east of Athens", "Sea between Rome and Athens"]
    assert listed(seas) == ", ".join(seas)  # a short shared word is kept in each name
    crossings = [f"{c} start crossing {n}" for c in ("Red", "Blue", "White", "Orange") for n in (1, 2)]
    said = listed(crossings)
    assert said == "Red start crossing 1, Red start crossing 2, Blue start crossing 1 and 5 more"
    assert len(said) <= HINT_ROOM + 20


def test_a_catalogue_refusal_echoes_a_long_typed_name_cut() -> None:
    things = Catalogue.of("crossing", [(f"c{n}", f"Red start crossing {n}") for n in range(1, 9)])
    with pytest.raises(NotFound) as refused:
        things.resolve("x" * 165)
    said = str(refused.value)
    assert "x" * 40 not in said and "…" in said and len(said) < 120


def test_an_unknown_action_with_close_names_does_not_list_every_action() -> None:
    session = new_market(2)
    with pytest.raises(NotFound) as refused:
        session.spec("harvst")
    assert "did you mean harvest?" in str(refused.value) and "now:" not in str(refused.value)
