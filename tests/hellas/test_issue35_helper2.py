"""Issue 35, the rest of play-test 5: whose turn it is said first out of turn, the dolphin tile all sea, a
refused tile's description kept, every missing field named at once, resolve's ships and plainer words."""

from __future__ import annotations

import pytest

from engine.errors import BadInput, RuleRefused, specific
from engine.i18n import tr
from engine.session import Session
from rulesets.hellas.migrate import BEFORE_V17, DOLPHIN_UNCHECKED
from tests.hellas.helpers import DARK, LIGHT, at_turns, example_kit, new_session, placed, tile


def test_out_of_turn_after_the_option_names_whose_turn_it_is_first() -> None:
    """Play-test bug 3: ``reinforce --as Bo`` in Ann's turn after her Voyage said only "this turn's option was
    taken already", as if it were Bo's turn; before the option it named the turn holder. Since version 17 Dark's
    own option after Light's hands the turn over (``test_pt12_handover``): the refusal stays for older saves."""
    session = at_turns(tile("athinai", LIGHT, 2), tile("sparti", DARK, 2), options={BEFORE_V17: True})
    before = session.propose("reinforce", {"greeks": ["sparti"]}, actor="Dark").violations
    assert [v.message for v in specific("reinforce", before)] == ["it is Light's turn, not Dark's"]
    session.act("reinforce", {"greeks": ["athinai"]})
    for action, args in (
        ("reinforce", {"greeks": ["sparti"]}),
        ("attack", {"target": "athinai", "sources": ["sparti"]}),
    ):
        after = specific(action, session.propose(action, args, actor="Dark").violations)
        assert after[0].message == "it is Light's turn, not Dark's", action
    # The turn holder is told only about the option.
    own = specific("reinforce", session.propose("reinforce", {"greeks": []}, actor="Light").violations)
    assert [v.rule for v in own] == ["One option"]
    with pytest.raises(RuleRefused, match="it is Light's turn, not Dark's"):
        session.act("reinforce", {"greeks": ["sparti"]}, actor="Dark")


def _first_coast() -> Session:
    """A new game with the shipped kit (the dolphin tile's sides unknown), dealt, at its first coast tile."""
    session = new_session()
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    return session


# Turned as it lies: beside a side of the dolphin tile nobody has said, land could face it too (rules version 11).
ATHENS = {"name": "Athens", "temple": "no", "edges": "LSSSSS", "at": "N of the dolphin tile", "turn": 0}
SPARTI = {"name": "Sparti", "temple": "no", "edges": "LSSSSS", "at": "NE of the dolphin tile"}


def test_land_never_faces_a_side_of_the_dolphin_tile_nobody_knows() -> None:
    """Play-test bug 4: the rulebook prints no layout of the dolphin tile (only that it starts the coast and that
    attacks jump it), so the shipped kit leaves its sides unknown, and a tile beside it was offered turned land
    towards it. Now only sea faces an unknown side: Sparti NE of it turned land towards it is refused, the
    refusal says how to tell its sides; told, the tile lies so and the kit keeps the sides for later evenings."""
    session = _first_coast()
    session.act("coast-tile", ATHENS)
    refused = session.propose("coast-tile", {**SPARTI, "turn": 4}).violations
    assert any("its land would face the dolphin tile (south-west)" in v.message for v in refused)
    assert all(not session.propose("coast-tile", {**SPARTI, "turn": t}).violations for t in (0, 1, 2, 3))
    session.act("coast-tile", {**SPARTI, "turn": 4, "dolphin_edges": "SLSSSS"})
    assert session.table.game.tiles[-1].turn == 4
    learned = session.ruleset.learned(session.context(), session.table.kit)
    assert learned.entry("tiles", "dolphin")["edges"] == ["sea", "land"] + ["sea"] * 4  # type: ignore[index]
    # Said again otherwise: one clear line, nothing changes.
    events = len(session.events)
    theirs = {"name": "Pylos", "temple": "no", "edges": "LSSSSS", "at": "S of the dolphin tile", "dolphin_edges": "6"}
    with pytest.raises(BadInput, match="dolphin tile's sides are known otherwise \\(SLSSSS\\)"):
        session.act("coast-tile", theirs)
    assert len(session.events) == events


def test_a_save_from_before_version_10_lets_land_face_the_unknown_side_as_it_did() -> None:
    """Older saves replay unchanged: the legacy option keeps the dolphin tile's sides unchecked."""
    session = new_session(options={DOLPHIN_UNCHECKED: True})
    session.act("deal", {"zeus": "void", "poseidon": "flood", "ares": "retreat"})
    session.act("deal", {"zeus": "reuse", "poseidon": "flood", "ares": "plus-one"})
    session.act("coast-tile", ATHENS)
    session.act("coast-tile", {**SPARTI, "turn": 4})
    assert session.table.game.tiles[-1].turn == 4


def _two_payers() -> Session:
    """Light's Pylos and Bassae, a ship each, and dark's Naxos (sides unknown) around the place NE of Pylos."""
    return at_turns(
        placed("pylos", LIGHT, 1, 1, (0, -1), 0),
        placed("bassae", LIGHT, 1, 1, (1, -1), 3),
        placed("naxos", DARK, 1, 0, (2, -2), 0),
        kit=example_kit(),
    )


def test_a_voyage_refusal_names_every_field_still_missing_at_once() -> None:
    """Play-test: ``voyage tile=lesbos`` was told ``at=``, then ``ship_from=``, then ``turn=``, one retyped command
    each. Put nowhere, the refusal names the places and, where two ships could pay, whose ship pays; put at a
    place where the tile's turn is open and every way leaves two ships that could pay, both are asked."""
    session = _two_payers()
    nowhere = session.propose("voyage", {"tile": "tile-a"}).violations
    assert len(nowhere) == 1
    assert nowhere[0].message.endswith("; at NE of Pylos, say which tile's ship pays: Bassae or Pylos")
    assert nowhere[0].mend == "say at=pylos-ne or pylos-sw or bassae-se (and ship_from= where two ships could pay)"
    there = [v.message for v in session.propose("voyage", {"tile": "tile-a", "at": "pylos-ne"}).violations]
    assert there == [
        "it fits there in ways that border Naxos differently (turned 0, 1 or 5, Naxos by sea; turned 2, Naxos by"
        " land): say which",
        "say which tile your ship goes home from to pay the voyage: Bassae or Pylos",
    ]
    # Told both, it is taken at once; one way (SE of Bassae) with a single payer asks only the turn.
    session.act("voyage", {"tile": "tile-a", "at": "pylos-ne", "turn": 2, "ship_from": "bassae"})
    session.undo()
    alone = [v.message for v in session.propose("voyage", {"tile": "tile-a", "at": "bassae-se"}).violations]
    assert len(alone) == 1 and alone[0].startswith("it fits there in ways")


def test_a_placement_refused_for_where_it_goes_still_states_the_tiles_description() -> None:
    """Play-test: Ithaki described at a place it could not go was forgotten ("no landscape tile 'ithaki'" next).
    What the table read off the tile stands wherever it goes: ``Hellas.stated`` gives the kit with it (the engine
    keeps that kit as it keeps what an action taught); a description refused in itself states nothing."""
    session = _first_coast()
    session.act("coast-tile", ATHENS)
    ithaki = {"name": "Ithaki", "temple": "no", "edges": "LSSSSS", "at": "athens-n"}
    proposal = session.propose("coast-tile", ithaki)
    assert proposal.violations[0].message == "it must touch the dolphin tile or two placed tiles"
    kit = session.ruleset.stated(session.context(), "coast-tile", dict(proposal.args))
    assert kit.entry("tiles", "ithaki") == {
        "id": "ithaki",
        "name": "Ithaki",
        "dolphin": False,
        "temple": False,
        "bridge": False,
        "edges": ["land"] + ["sea"] * 5,
    }
    # A description refused in itself (sea on all six sides, a slip): nothing is stated.
    ctx = session.context()
    slip = {**proposal.args, "edges": "SSSSSS"}
    assert session.ruleset.stated(ctx, "coast-tile", slip) is ctx.kit


@pytest.mark.usefixtures("czech")
def test_the_void_card_is_found_by_how_its_czech_text_begins_and_the_play_help_reads_plainly() -> None:
    """Play-test: "Jedna karta..." (the Czech Void card's text begins with one god card) was not found; the play
    help read "(Neplatnou kartu hned po kartě protihráče)"."""
    session = at_turns(tile("athinai", LIGHT, 2), tile("sparti", DARK, 2))
    assert session.catalogue("card").resolve("Jedna božská karta").id == "void"
    assert session.catalogue("card").resolve("jedna bozska").id == "void"
    assert session.catalogue("card").resolve("Neplatná").id == "void"
    said = tr("Play a god card in your turn (a void right after the opponent's card).")
    assert said == "Zahrajte kartu boha ve svém tahu; Neplatná karta se hraje hned po kartě protihráče."
    assert tr("Three per city") == "Nejvýše tři ve městě"
