"""Hellas's names: tiles named when placed, god cards, forgiving matching and did-you-mean."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, NotFound, RuleRefused
from rulesets.hellas.board import tile_catalogue
from tests.hellas.helpers import DARK, LIGHT, at_turns, new_session, tile


def test_a_typo_in_a_tile_name_is_bad_input_not_a_failed_voyage() -> None:
    """Play-test: ``sea=spart`` was recorded as a failed voyage; now a typo names the closest tile (a start
    of one name, as ``spart`` is, names it: see the next test)."""
    session = at_turns(tile("sparta", LIGHT, 1, 2), tile("pylos", DARK, 1, 1))
    before = len(session.events)
    with pytest.raises(NotFound) as caught:
        session.act(
            "voyage", {"name": "Tegea", "temple": "no", "land": "sparta", "sea": "sprata,pylos", "ship_from": "sparta"}
        )
    assert "did you mean Sparta" in str(caught.value) and caught.value.exit_code == 2
    assert len(session.events) == before  # nothing was recorded


def test_tile_names_match_forgivingly_and_store_the_id() -> None:
    session = at_turns(tile("sparta", LIGHT, 1, 2), tile("pylos", DARK, 1, 1))
    proposal = session.propose(
        "voyage", {"name": "Tegea", "temple": "no", "land": "SPÁRTA", "sea": "Sparta, pylos", "ship_from": "sparta"}
    )
    assert proposal.args["land"] == ["sparta"] and proposal.args["sea"] == ["sparta", "pylos"]
    # The start of one name names it (play-test: `target=spart` was refused with Sparta suggested).
    started = session.propose("voyage", {"name": "Tegea", "temple": "no", "land": "spart", "sea": "spa,pyl"})
    assert started.args["land"] == ["sparta"] and started.args["sea"] == ["sparta", "pylos"]
    session.act(
        "voyage", {"name": "Tegea", "temple": "no", "land": "SPÁRTA", "sea": "Sparta, pylos", "ship_from": "sparta"}
    )
    # The new tile joins the catalogue under the name the table gave it.
    assert session.catalogue("tile").resolve("tegea").label == "Tegea"
    places = {p.id: p for p in session.ruleset.places(session.context())}
    assert places["tegea"].holder == "tile:tegea" and places["tegea"].name == "Tegea"


def test_two_tiles_cannot_share_a_name() -> None:
    session = new_session()
    session.act(
        "coast-tile", {"name": "Athens", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "N of the dolphin tile"}
    )
    with pytest.raises(RuleRefused) as caught:
        again = {"name": "ATHENS", "temple": "no", "edges": "LSSSSS", "turn": 0, "at": "NE of the dolphin tile"}
        session.act("coast-tile", again, force=True)
    assert caught.value.physical and "Athens is on the coast already" in str(caught.value)


def test_card_names_match_forgivingly() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1), hands=({"ships-defend": 1}, {}))
    catalogue = session.catalogue("card")
    for typed in ("Ships defend", "ships-defend", "SHIPS_DEFEND", "shipsdefend"):
        assert catalogue.resolve(typed).id == "ships-defend"
    with pytest.raises(NotFound, match="did you mean Ships defend"):
        session.act("reinforce", {"cards": "ship defend"})


def test_the_deal_names_one_card_of_each_god() -> None:
    session = new_session()
    with pytest.raises(NotFound, match="no Zeus card 'flood'"):
        session.act("deal", {"zeus": "flood", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "Void", "poseidon": "flood", "ares": "RETREAT"})
    assert dict(session.table.ledger.holding("hand:light")) == {"flood": 1, "retreat": 1, "void": 1}


def test_unknown_city_in_an_attack_or_a_card() -> None:
    session = at_turns(tile("korinth", LIGHT, 2, land=("argos",)), tile("argos", DARK, 1, land=("korinth",)))
    with pytest.raises(NotFound, match="did you mean Korinth"):
        session.act("attack", {"target": "argos", "sources": "korinht"})
    with pytest.raises(BadInput):
        session.act("play", {"card": "swap-city", "city": "korinth", "their_city": "nowhere"})


def test_the_tile_catalogue_is_built_once_per_coast() -> None:
    session = at_turns(tile("a", LIGHT, 1), tile("b", DARK, 1))
    tiles = session.table.game.tiles
    assert tile_catalogue(tiles) is tile_catalogue(tiles)
    assert session.catalogue("tile") is session.catalogue("tile")
