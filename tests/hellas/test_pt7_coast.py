"""Play-test 7 (issue 35): a temple tile named or described with a place goes aside in one command; the kit's
word on a tile is said when a description disagrees with it."""

from __future__ import annotations

import pytest

from engine.errors import NotFound
from engine.session import Session
from rulesets.hellas.hexes import parse_sides
from rulesets.hellas.placing import _kit_said
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, new_session, tile


def _dealt() -> Session:
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "plus-one"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "retreat"})
    return session


def test_a_temple_tile_described_with_a_place_goes_aside_in_one_command() -> None:
    """Bug 8: ``coast-tile name=Sparta edges=LLLSSS temple=yes at=dolphin-n`` was refused ("temple tiles are set
    aside"), then needed set-aside."""
    session = _dealt()
    session.act("coast-tile", {"name": "Sparta", "edges": "LLLSSS", "temple": "yes", "at": "dolphin-n"})
    assert session.table.game.aside == ("sparta",) and session.table.game.tiles == ()
    told = session.outcome(len(session.events))
    assert told[0] == "Sparta shows a temple: it waits aside until the first coast is built; Light turns up another."
    assert told[1] == "The place named is left free."
    assert "sets the temple tile turned up aside" in session.describe_event(session.events[-1], len(session.events))


def test_a_description_the_kit_contradicts_is_told_what_the_kit_holds() -> None:
    """Bug 9: "the kit says otherwise of Paros's sides" did not say what the kit holds, so what to mend was
    guesswork."""
    session = new_session(kit=example_kit())
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "plus-one"})
    session.act("deal", {"zeus": "reuse", "poseidon": "ships-defend", "ares": "retreat"})
    said = {"tile": "athens", "edges": "LLSSSS", "temple": "yes", "at": "dolphin-n"}
    refused = [v.message for v in session.propose("coast-tile", said).violations]
    assert "the kit says otherwise of Athens's sides: it holds SLSSSS" in refused
    assert "the kit says otherwise of Athens's temple: it holds no" in refused


def test_a_tile_not_on_the_coast_is_refused_saying_where_tiles_are_named() -> None:
    """Play-test 7: "no tile 'sparta'" of a tile the table knew (set aside, not on the coast)."""
    session = at_turns(tile("a", LIGHT, 3, land=("b",)), tile("b", DARK, 1, land=("a",)))
    with pytest.raises(NotFound, match="only a tile on the coast is named here"):
        session.propose("attack", {"target": "sparta", "sources": "a"})


def test_czech_sides_are_typed_and_shown_with_s_for_land_and_m_for_sea(czech: None) -> None:
    """Play-test 7: "L (souš) nebo S (moře)" let S mean sea, while souš (land) starts with S too."""
    assert parse_sides("SSMMMM") == parse_sides("LLSSSS") == ("land", "land", "sea", "sea", "sea", "sea")
    with pytest.raises(ValueError):
        parse_sides("LSMSSS")  # S could be either
    assert _kit_said("edges", ("sea", "land", "sea", "sea", "sea", "sea")) == "MSMMMM"
